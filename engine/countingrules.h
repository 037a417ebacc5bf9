// SPDX-License-Identifier: GPL-3.0-or-later
// Makruk's counting rules (counting.h) worked out over a game: a small rule hook that
// evaluateGame calls, so the generator and the perft counts are untouched.
#pragma once

#include "position.h"

namespace fb {

/// Where the count stands after the moves made on a position. Both numbers are in plies
/// (Fairy-Stockfish's FEN writes them so): the count has reached its end when plies >= limit.
struct CountingState
{
    int limitPlies = 0; ///< the count's end; 0 = no count runs
    int plies = 0; ///< how far it has come
    bool running() const { return limitPlies > 0; }
    bool reachedEnd() const { return running() && plies >= limitPlies; }
};

/// The count of rules.counting after the moves made on `pos` (from its first position on; a
/// count is never taken to run in that first position). Nothing runs for variants without
/// the rule. Looks back over every move made on `pos` (a copy is unmade; `pos` is unchanged).
CountingState countingState(const Position& pos);

} // namespace fb
