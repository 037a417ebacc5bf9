// SPDX-License-Identifier: GPL-3.0-or-later
// What game records call a variant and its pieces (preset keys `records` and
// `pieces[].records`): the names other programs' files use. The engine reads and checks them but
// gives them no meaning; app/io reads and writes PGN, KIF, CSA, .gib and the players' notations
// with them (resources/presets/REFERENCE.md, "records").
#pragma once

#include "types.h"

#include <QMap>
#include <QString>
#include <QStringList>
#include <vector>

namespace fb {

/// The record formats a preset may name in `records.impliedBy`, as its keys ("pgn", "uci", "usi",
/// "ucci", "kif", "csa", "gib", "gamecourier").
const QStringList& recordFormats();

/// The names of a piece in one format that names the pieces of the two sides apart (Chinese
/// notation, .gib): the one written for each side, and more spellings read.
struct SideNames
{
    QString first; ///< written for the first side; empty = the format has no name for the piece
    QString second; ///< written for the second side (`first` when the preset gives none)
    QStringList read; ///< also read
    bool isEmpty() const { return first.isEmpty(); }
    /// The name written for side `s`.
    const QString& nameFor(Side s) const { return s == Second ? second : first; }
    /// Does `name` stand for the piece (either side's name or one of `read`)?
    bool reads(const QString& name) const
    {
        return !isEmpty() && (name == first || name == second || read.contains(name));
    }
};

/// What the record formats call one piece (preset key `pieces[].records`). Empty fields: the
/// format has no name for it, and a game with the piece cannot be written in that format.
struct PieceRecords
{
    QString kifMove; ///< KIF move text ("歩", Chu "歩兵"); empty = no KIF name
    QString kifBoard; ///< KIF board diagrams and hands ("歩", Chu's promoted "成金")
    QStringList kifRead; ///< more KIF spellings read ("歩兵")
    /// The players' Japanese notation; empty = `kifMove` (names for pieces KIF has none for:
    /// "鵬", "ライオン").
    QString japanese;
    QString csa; ///< CSA's two-letter code ("FU")
    QStringList wxf; ///< the WXF letter first ("E"), then other letters read ("B")
    SideNames chinese; ///< the Chinese notation of xiangqi ("帅" / "将")
    SideNames gib; ///< Korean .gib records ("졸" / "병")
    /// Does `name` stand for the piece in KIF (its move or board name, or one of kifRead)?
    bool readsKif(const QString& name) const
    {
        return !kifMove.isEmpty()
            && (name == kifMove || name == kifBoard || kifRead.contains(name));
    }
};

/// A start position that a record names (preset key `records.handicaps`): KIF's 手合割.
struct RecordStart
{
    QString kif; ///< the 手合割 name ("香落ち")
    QString start; ///< the position, a FEN of the variant
};

/// What game records call a variant (preset key `records`).
struct VariantRecords
{
    /// The name written per format ("pgn" -> "chu", "kif" -> "中将棋"); a format that is absent
    /// or empty names the variant no way (for PGN: no [Variant] tag).
    QMap<QString, QString> names;
    QStringList aliases; ///< more names read for the variant ("chu", "中将棋", "thaichess")
    std::vector<RecordStart> handicaps; ///< other start positions records name
    /// The formats ("usi", "kif" ...) whose records are read as this variant when they name
    /// none (recordFormats()).
    QStringList impliedBy;
    /// The name written in `format`; empty when there is none.
    QString name(const QString& format) const { return names.value(format); }
};

} // namespace fb
