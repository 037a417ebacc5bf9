// SPDX-License-Identifier: GPL-3.0-or-later
// EnginesDialog: the engines to play against (Settings > Engines).
#pragma once

#include "enginelist.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

/// Lists the engines of `list` and the known engines installed on the system, which it adds.
/// Every engine not probed yet is started in the background, one at a time (EngineProbe), to
/// learn its name, protocol and variants; the dialog stays usable meanwhile. Add asks for a
/// program and probes it; the selected engine's name, command line (arguments included) and
/// protocol can be edited (a changed command line or protocol is probed again), and the options
/// it declared (spin boxes, check boxes, combo boxes, text fields). OK keeps the list (list()).
class EnginesDialog : public QDialog
{
    Q_OBJECT
public:
    EnginesDialog(const fb::engines::EngineList& list, QWidget* parent = nullptr);

    /// The list as edited.
    const fb::engines::EngineList& list() const { return m_list; }
    /// Adds the engine `commandLine` names (a program and its arguments) and probes it.
    /// False (with the reason in the status) for an empty or badly quoted command line.
    bool addEngine(const QString& commandLine);
    /// An engine is being probed, or waits for it.
    bool isProbing() const { return m_probing >= 0 || !m_queue.isEmpty(); }
    QListWidget* engineList() const { return m_view; }
    QLineEdit* nameField() const { return m_name; }
    QLineEdit* commandField() const { return m_command; }
    QComboBox* protocolBox() const { return m_protocol; }
    QLabel* variantsLabel() const { return m_variants; }
    QLabel* statusLabel() const { return m_status; }
    /// The editor of the selected engine's option `name` (a QSpinBox, QCheckBox, QComboBox or
    /// QLineEdit), or nullptr.
    QWidget* optionEditor(const QString& name) const;

private:
    void fillList();
    /// The option editors of the selected engine: one per option it declared, showing the
    /// user's value or the default; an edit is kept in the entry's optionValues.
    void showOptions();
    void optionEdited(const fb::engines::EngineOption& o, const QString& value);
    void showEntry();
    void entryEdited();
    void chooseProgram();
    void removeEntry();
    /// Probes entry `i` after the ones already waiting.
    void queueProbe(int i);
    void probeNext();
    QString itemText(int i) const;

    fb::engines::EngineList m_list;
    QListWidget* m_view;
    QLineEdit* m_name;
    QLineEdit* m_command;
    QComboBox* m_protocol;
    QLabel* m_variants;
    QLabel* m_status;
    QWidget* m_options; ///< the option editors, in a scroll area
    QLabel* m_noOptions;
    QPushButton* m_remove;
    QPushButton* m_check;
    QList<int> m_queue; ///< entries waiting to be probed
    int m_probing = -1; ///< the entry being probed
    QList<int> m_failed; ///< entries whose probe failed
};
