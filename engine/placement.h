// SPDX-License-Identifier: GPL-3.0-or-later
// The placement phase (preset key `rules.placement`): pieces in hand must be dropped before
// the other moves, as in Placement chess and Sittuyin. Data only; placementrules.h applies it.
#pragma once

#include "types.h"

#include <vector>

namespace fb {

/// Fairy-Stockfish's mustDrop with its companions (mustDropType, dropOppositeColoredBishop,
/// castlingDroppedPiece):
/// - while a side holds a piece of a `mustDrop` type (every type when the list is empty), a
///   move that is not a drop is illegal as long as a legal drop of such a type exists, and a
///   drop of another type is illegal;
/// - pieces of the `oppositeColours` types enter on squares of different colours: one may not
///   be dropped on the colour of one already on the board, and no other piece may take a
///   square those still in hand would need;
/// - a royal dropped on a square of `royalCastlingRegion` and a castling partner dropped on one
///   of `partnerCastlingRegion` get their castling rights (each side's own squares), with the
///   pieces of the other kind already standing on their squares.
struct PlacementRules
{
    bool enabled = false; ///< rules.placement is present
    std::vector<PieceType> mustDrop; ///< the types that must be dropped; empty = every type
    std::vector<PieceType> oppositeColours; ///< dropped on squares of different colours
    int royalCastlingRegion = -1; ///< region index; -1 = drops give no castling rights
    int partnerCastlingRegion = -1; ///< region index
    bool castlingDrops() const { return royalCastlingRegion >= 0 && partnerCastlingRegion >= 0; }
};

} // namespace fb
