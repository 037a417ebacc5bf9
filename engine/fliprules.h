// SPDX-License-Identifier: GPL-3.0-or-later
// Flipping games (flipping.h): a small rule hook over the generic generator, make/unmake and
// game end. Every function here is called only for variants with rules.flipping.
#pragma once

#include "position.h"

#include <array>

namespace fb {

/// The enemy pieces a move flips: at most the eight lines of reversi on a 36 x 36 board.
struct FlippedSquares
{
    static constexpr int Max = 8 * 34;
    std::array<Square, Max> squares{};
    int count = 0;
};

/// The squares whose pieces flip to side `mover` when a piece of `mover` has just arrived on
/// `to` (rules.flipping.flips), read from `pos` as it stands with that piece on `to`.
FlippedSquares flippedSquares(const Position& pos, Square to, Side mover);

/// Appends every turn of the side to move in a flipping variant: its pieces' moves, its drops
/// on the squares rules.flipping allows (from the hand, or always with freeDrops), and, when
/// it has none of these and passWhenStuck is set, a pass. All of them are legal (flipping
/// variants have no check rule).
void generateFlippingTurns(const Position& pos, MoveList& out);

/// With rules.flipping.passWhenStuck: can neither side move any more (the side to move could
/// only pass, and so could the other after that pass)? The game is over then, decided by the
/// count of pieces. False for variants without that rule. `pos` is restored before returning.
bool neitherSideCanMove(Position& pos);

} // namespace fb
