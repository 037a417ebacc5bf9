// SPDX-License-Identifier: GPL-3.0-or-later
// Seirawan chess's gating: a small rule hook over the generic move generator.
#pragma once

#include "move.h"
#include "position.h"

#include <cstddef>

namespace fb {

/// May a piece of `type` from `side`'s hand enter the board on `s` by gating: inside the drop
/// region it would be dropped in (drop.region, the region it may never leave) and not where
/// it could never move again (rules.immobilityIllegal)? Asked whether the type may be dropped
/// at all or not (Seirawan's hawk and elephant only ever enter by gating).
bool mayGateOn(const VariantDefinition& v, PieceType type, Side side, Square s);

/// rules.gating: appends, for each move out[first..] of the piece of side `us` on `from`
/// (pseudo-legal moves, just generated), one gating form per type in that side's hand: the
/// same move with that piece entering on the square it vacates. A Normal move gates on `from`
/// when `from` is a gate; castling on the royal's square or the partner's square, each when it
/// is a gate that neither piece lands on. Appends nothing for variants without gating.
void appendGatingMoves(const Position& pos, Square from, Side us, MoveList& out, std::size_t first);

} // namespace fb
