// SPDX-License-Identifier: GPL-3.0-or-later
// The file types Save As offers: each a name filter and the look it writes (a KIF in 81Dojo's
// layout, a PGN in XBoard's SAN or a xiangqi PGN in WXF), so the dialog's choice reaches the
// writer.
#pragma once

#include "gamerecord.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

/// One entry of the Save As dialog's type list.
struct SaveChoice
{
    QString filter; ///< "KIF, 81Dojo layout (*.kif *.kifu)", translated; built from `suffixes`
    QStringList suffixes; ///< the file name suffixes of the entry ("kif", "kifu"); empty: any
    /// The look the entry writes; empty for entries that leave the game's own (All files).
    std::optional<fb::io::RecordStyle> style;
    bool bundle = false; ///< the game bundle entry (a custom preset's game goes there)
};

/// The entries for a game whose family offers `notations` (fb::io::notationsOf), in the order
/// the dialog lists them: PGN in SAN, then PGN in each other notation offered but coordinates,
/// then the other formats; "All files" last.
QList<SaveChoice> saveChoices(const std::vector<fb::io::Notation>& notations);

/// The index in saveChoices() to preselect for saving a game of `style` to `path`: the
/// bundle for a custom preset's game, else among the entries of the path's suffix the one that
/// writes `style` (a .kif read in 81Dojo's layout preselects "KIF, 81Dojo layout"), else the
/// first of them; PGN for a suffix no entry has.
/// `choices` is saveChoices()'s list.
int saveChoiceFor(const QList<SaveChoice>& choices, const QString& path,
    const fb::io::RecordStyle& style, bool custom);

/// The entry of `choices` whose filter is `filter` (what the dialog returns), or nullopt.
std::optional<SaveChoice> saveChoiceNamed(const QList<SaveChoice>& choices, const QString& filter);
