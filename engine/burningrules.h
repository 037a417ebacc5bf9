// SPDX-License-Identifier: GPL-3.0-or-later
// Tenjiku Shogi's Fire Demon burning: a small rule hook over the generic make/unmake.
#pragma once

#include "position.h"

#include <array>
#include <vector>

namespace fb {

/// The squares a move's burning empties: the mover's own square, or up to eight around it.
struct BurnedSquares
{
    std::array<Square, 8> squares{};
    int count = 0;
};

/// The squares whose pieces burn (rules.burning) once the piece of side `mover` has stopped
/// on `to` and made its captures, read from `pos` as it stands then:
/// - with `passive`, `to` alone when an enemy burner stands on one of the eight squares
///   around it (the mover burns, and a burner that does so burns nothing);
/// - otherwise, when the piece on `to` (promoted or not) is a burner, every enemy piece on the
///   eight squares around `to`, royals and enemy burners included.
/// Types listed in `immune` never burn. Empty for variants without burning.
/// Empty with `choose` too: chosen burns are victims of the move (appendChosenBurns).
BurnedSquares burnedSquares(const Position& pos, Square to, Side mover);

/// rules.burning with `choose`: for each of the moves out[first..] of one burner that ends on
/// another square than it started from (not a pass, not igui), appends one move per choice of
/// 1 to `choose` enemies (not immune, not already taken by the move) on the eight squares
/// around where it stops; their squares are added to the move's victims, after its own.
/// The move itself stays: burning is optional.
void appendChosenBurns(const Position& pos, MoveList& out, size_t first);

/// The squares a move burns by choice (rules.burning with `choose`): its victims that are not
/// on its path. Empty in other variants, where victims off the path are en passant captures.
std::vector<Square> chosenBurns(const VariantDefinition& v, const Move& m);

} // namespace fb
