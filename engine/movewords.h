// SPDX-License-Identifier: GPL-3.0-or-later
// MoveWords: a piece's moves and rules in translated sentences, for tool tips and speech.
#pragma once

#include "variant.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <functional>

namespace fb {

/// What MoveWords says about one piece type.
struct PieceWords
{
    QStringList moves; ///< one sentence per group of moves ("Moves one square in any direction.")
    QStringList rules; ///< royal status, confinement, promotion, drops, where it comes from
    /// The XBetza of moves no sentence covers (then `moves` ends with the honest fallback
    /// "Other moves: <XBetza>."); empty when every move is worded.
    QString unworded;
};

/// Describes pieces in words, from their compiled move tables (engine/movetables.h) and
/// definitions: leapers by their step (and by name where the leap has one), riders by range
/// and direction, move-only and capture-only moves, hoppers, lame leapers, initial moves,
/// Lion-style double moves, region moves, castling; then royal status, confinement,
/// promotion and drops. Directions are the first side's: "forward" is toward the opponent,
/// which is true for both sides. Sentences are translated in the "MoveWords" context.
class MoveWords
{
public:
    /// The name shown for another piece type (promotions, castling partners). The default
    /// is the preset's English name.
    using NameOf = std::function<QString(PieceType)>;

    /// Sentences for piece type `type` of `v` (which must be finalized; `type` must be a
    /// valid index). Each sentence starts with a capital letter and ends with a full stop.
    static PieceWords describe(
        const VariantDefinition& v, PieceType type, const NameOf& nameOf = {});

    /// Where a region lies, as a phrase that follows a verb: "in the last 3 ranks", "in the
    /// palace", "across the river", "on d1, f1, e2". For `region` < 0: "anywhere".
    static QString regionPhrase(const VariantDefinition& v, int region);
};

} // namespace fb
