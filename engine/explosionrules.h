// SPDX-License-Identifier: GPL-3.0-or-later
// Atomic chess's explosions: a small rule hook over the generic make/unmake and check test.
#pragma once

#include "position.h"

#include <array>
#include <optional>

namespace fb {

/// The squares an explosion empties: at most the capture square and its eight neighbours.
struct ExplodedSquares
{
    std::array<Square, 9> squares{};
    int count = 0;
};

/// The squares whose pieces a capture on `s` explodes (rules.explosions), read from `pos` as it
/// stands once the capturing piece has arrived on `s`: `s` itself (the capturer, promoted or
/// not) and every occupied square of the eight around it, of either side, except the
/// `spared` types around `s` and the `immune` types anywhere. Empty for variants without
/// explosions.
ExplodedSquares explodedSquares(const Position& pos, Square s);

/// With explosions, a royal of side `side` standing on `s` next to a royal of the other side
/// cannot be captured: the capture would explode the capturer's own royal as well (atomic
/// chess: kings that touch give no check). False for variants without explosions and when the
/// enemy royal is immune.
bool shieldedByEnemyRoyal(const Position& pos, Square s, Side side);

/// The check rule's verdict on a move of `mover` just made in `pos` in a variant with
/// explosions, which had `moverRoyalsBefore` royals before it: false (illegal) when the move
/// exploded one of the mover's own royals, true (legal: it wins) when it exploded the other
/// side's last royal; nothing when the usual check test decides (no explosion, or variants
/// without explosions).
std::optional<bool> explosionVerdict(const Position& pos, Side mover, int moverRoyalsBefore);

} // namespace fb
