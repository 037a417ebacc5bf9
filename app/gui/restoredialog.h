// SPDX-License-Identifier: GPL-3.0-or-later
// RestoreDialog: offers the unsaved games crashed sessions left (variant, moves, when).
#pragma once

#include "autosavestore.h"

#include <QDialog>

class QListWidget;

/// Lists unsaved games, each with a check box (all checked at first). Restore takes the
/// checked games, Discard deletes the checked games, Keep for Later closes and keeps them all
/// for the next start. The dialog decides nothing on disk itself: the caller acts on choice()
/// and checked().
class RestoreDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Choice
    {
        KeepForLater,
        Restore,
        Discard,
    };

    RestoreDialog(const QList<AutosaveEntry>& entries, QWidget* parent = nullptr);
    /// What the user chose (KeepForLater when the dialog was closed otherwise).
    Choice choice() const { return m_choice; }
    /// The entries checked when the dialog was closed.
    QList<AutosaveEntry> checked() const;
    /// One line describing an entry: variant, moves, when (and the file it came from).
    static QString describe(const AutosaveEntry& entry);

private:
    void finish(Choice choice);

    QList<AutosaveEntry> m_entries;
    QListWidget* m_list;
    Choice m_choice = Choice::KeepForLater;
};
