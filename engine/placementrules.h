// SPDX-License-Identifier: GPL-3.0-or-later
// The placement phase (rules.placement, placement.h): a small rule hook over the generic move
// generator, as Fairy-Stockfish plays Placement chess and Sittuyin.
#pragma once

#include "move.h"
#include "position.h"

#include <array>
#include <cstddef>

namespace fb {

/// rules.placement.oppositeColours: may the side to move drop a piece of `type` on `s`? A piece
/// of those types not on the colour of one already on the board; any other piece not where
/// the squares left could no longer take those still in hand on different colours. True for
/// every drop of a variant without the rule.
bool placementAllowsDrop(const Position& pos, PieceType type, Square s);

/// rules.placement.mustDrop: does the phase refuse `m`, a move otherwise legal for the side to
/// move? A drop of another type while a must-drop type is in hand; a move that is no drop while
/// such a drop is legal (`legal` holds the side's legal moves, whether filtered or not).
bool placementRefuses(const Position& pos, const Move& m, const MoveList& legal);

/// Removes from out[first..] (the legal moves of the side to move) the moves the placement
/// phase refuses (placementRefuses). Does nothing for a variant without rules.placement.
void keepPlacementMoves(const Position& pos, MoveList& out, std::size_t first);

/// Is the side to move in the placement phase: does it hold a piece it must drop first?
bool inPlacementPhase(const Position& pos);

/// rules.placement castling regions: the squares of `side` whose pieces get their castling
/// rights when a piece of `placed` is dropped on `to` (the dropped piece's square first, then
/// the pieces of the other kind on their squares). Returns how many it wrote into `out`.
int castlingRightsByDrop(
    const Position& pos, PieceType placed, Side side, Square to, std::array<Square, 8>& out);

} // namespace fb
