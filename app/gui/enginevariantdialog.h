// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Import Variant from Engine: the user picks an XBoard engine of the engine list and one
// of its variants; the engine is asked for the variant's definition and the import is checked
// against it (fb::engines::EngineVariantReader) while the dialog waits, and can be cancelled.
#pragma once

#include "enginelist.h"
#include "importtypes.h"

#include <QDialog>
#include <QPointer>

class QComboBox;
class QDialogButtonBox;
class QLabel;

namespace fb {
class PresetRegistry;
}
namespace fb::engines {
class EngineVariantReader;
}

class EngineVariantDialog : public QDialog
{
    Q_OBJECT
public:
    /// Offers the XBoard engines of `engines` whose variants are known (probed); `registry`
    /// gives the parents of the setups read, and must outlive the dialog.
    EngineVariantDialog(const fb::engines::EngineList& engines, const fb::PresetRegistry& registry,
        QWidget* parent = nullptr);
    ~EngineVariantDialog() override;

    /// Picks the engine named `engine` and its variant `variant` when offered; false otherwise.
    bool select(const QString& engine, const QString& variant);
    /// After the dialog was accepted: what was read, and from where ("shako (Fairy-Stockfish)").
    const fb::io::ImportResult& result() const { return m_result; }
    QString sourceName() const { return m_source; }

private:
    void engineChosen();
    void read();
    void readFinished(const fb::io::ImportResult& result);

    const fb::PresetRegistry& m_registry;
    QList<fb::engines::EngineEntry> m_engines; ///< the XBoard engines offered, in order
    QComboBox* m_engineBox = nullptr;
    QComboBox* m_variantBox = nullptr;
    QLabel* m_status = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QPointer<fb::engines::EngineVariantReader> m_reader;
    fb::io::ImportResult m_result;
    QString m_source;
};
