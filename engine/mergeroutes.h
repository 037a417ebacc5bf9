// SPDX-License-Identifier: GPL-3.0-or-later
// mergeRoutes: a piece's routes made one move per turn (PieceDefinition::mergeRoutes).
#pragma once

#include "move.h"

namespace fb {

/// PieceDefinition::mergeRoutes (Tenjiku's and Suzumu's area moves and jumping generals): the
/// moves from out[first] on keep of the squares they pass only those where they take a piece
/// (none for a move that takes nothing on the way; in increasing order for a move back to its
/// square, whose captures' order changes nothing), and each turn is then kept once, where it
/// came first; the others keep their order. Only moves to the same square are compared, so a
/// piece with thousands of routes on an open board costs n log n, not n squared. Called from
/// one place, MoveGenerator::generatePiece.
void mergeRoutes(MoveList& out, size_t first);

} // namespace fb
