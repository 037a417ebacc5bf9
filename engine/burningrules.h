// SPDX-License-Identifier: GPL-3.0-or-later
// Tenjiku Shogi's Fire Demon burning: a small rule hook over the generic make/unmake.
#pragma once

#include "position.h"

#include <array>

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
BurnedSquares burnedSquares(const Position& pos, Square to, Side mover);

} // namespace fb
