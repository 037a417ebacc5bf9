// SPDX-License-Identifier: GPL-3.0-or-later
// The counting rules of Makruk and its relatives (preset key `rules.counting`): a draw when
// the stronger side does not mate within a count of moves. Data only; countingrules.h counts.
#pragma once

#include "types.h"

#include <utility>
#include <vector>

namespace fb {

/// One line of the pieces' honour table: when the other side has at least the listed number
/// of each listed type (all of them), its count ends at `moves`.
struct CountingTier
{
    std::vector<std::pair<PieceType, int>> otherSideHas; ///< (type, at least this many)
    int moves = 0; ///< the count's end, in moves
};

/// Makruk's counting, as Fairy-Stockfish plays it (automatic, not claimed):
/// - the board's honour: once no pawn (a piece type with `pawn`) is left on the board, the
///   side to move starts a count of `boardsHonour` moves (0: no such count);
/// - the pieces' honour: a side left with its last piece starts a count whose end is the
///   first tier of `piecesHonour` the other side's pieces meet (no tier met: no count); this
///   count starts at the number of pieces on the board, and starts again after each capture.
/// A count that reaches its end without mate draws the game (GameStatus::CountingDraw).
struct CountingRule
{
    int boardsHonour = 0; ///< moves; 0 = no board's honour count
    std::vector<CountingTier> piecesHonour; ///< in order, the first met applies
    bool enabled() const { return boardsHonour > 0 || !piecesHonour.empty(); }
};

} // namespace fb
