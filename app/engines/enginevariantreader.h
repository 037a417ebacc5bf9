// SPDX-License-Identifier: GPL-3.0-or-later
// A variant an XBoard engine defines, read into a preset: the engine is started and told the
// variant by name, the "setup" and "piece" lines it answers are imported (io::importVariantText,
// XBoard format), and the imported rules are checked against the engine's own with XBoard's
// "lift" and "highlight" commands. No widgets: the CLI's import --engine and the GUI's Import
// Variant from Engine use it.
#pragma once

#include "enginelist.h"
#include "importtypes.h"
#include "types.h"

#include <QObject>
#include <QPointer>

namespace fb {
class PresetRegistry;
class Position;
} // namespace fb

namespace fb::engines {

class MoveDialect;
class XBoardEngine;

class EngineVariantReader : public QObject
{
    Q_OBJECT
public:
    /// The positions of the rules check: the start and the positions after every
    /// CheckPliesApart plies of one random game from it (with a fixed seed).
    static constexpr int CheckPositions = 5;
    static constexpr int CheckPliesApart = 7;
    /// The differences listed at most; the rest are counted.
    static constexpr int MaxListedDifferences = 12;

    /// Reads `variant`, a name among the engine's variants, from the engine of `entry`.
    /// `registry` (kept by reference: it must outlive the reader) gives the parents an XBoard
    /// setup names.
    EngineVariantReader(EngineEntry entry, QString variant, const PresetRegistry& registry,
        QObject* parent = nullptr);
    ~EngineVariantReader() override;

    /// Starts the engine; finished() follows once (the engine is told to quit before it).
    void start();

    /// How many positions the rules check compared, and in how many pieces it found the
    /// engine's moves and ours different (both 0 when the engine has no highlight feature).
    int checkedPositions() const { return m_checked; }
    int differences() const { return m_differences; }

Q_SIGNALS:
    /// The import: one preset named after the variant and the engine, with the variant's name
    /// among its record aliases (so the engine is told that name in a game of it), or none;
    /// notes on what could not be expressed, on every piece whose moves the engine and our
    /// rules see differently, and on why nothing was imported (the engine failed, speaks no
    /// XBoard, sent no definition).
    void finished(const fb::io::ImportResult& result);

private:
    void definitionReceived(const QStringList& setups, const QStringList& pieces);
    /// Asks the engine about the next position of the check, or finishes.
    void checkNext();
    void highlightsReceived(const QStringList& boards);
    void finish(const QString& failure = {});
    void note(const QString& text);
    QString sourceName() const;

    EngineEntry m_entry;
    QString m_variant;
    const PresetRegistry& m_registry;
    QPointer<XBoardEngine> m_engine;
    io::ImportResult m_result;
    VariantPtr m_compiled; ///< the imported preset, compiled for the check
    QList<Position> m_positions; ///< the check's positions still to ask about
    QList<Square> m_lifted; ///< the squares asked about in the current position
    std::unique_ptr<MoveDialect> m_dialect;
    int m_checked = 0;
    int m_differences = 0;
    bool m_done = false;
};

} // namespace fb::engines
