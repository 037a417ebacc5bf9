// SPDX-License-Identifier: GPL-3.0-or-later
// Promotion as a turn of its own (PromotionTrigger::InPlace, Sittuyin's pawn): a small rule hook
// over the generic move generator, as Fairy-Stockfish's sittuyinPromotion plays it.
#pragma once

#include "move.h"
#include "position.h"

#include <cstddef>

namespace fb {

/// Appends the in-place promotions of the piece of side `us` on `from`, whose promotion trigger
/// is InPlace: while it stands in its zone, or anywhere when it is its side's only piece of its
/// type on the board, it may turn into each of its promotion types (below their maxCount)
/// where it stands (`to` == `from`) or with one non-capturing step or slide of that type. The
/// promoted piece may attack no enemy piece there. Appends nothing for other pieces.
void appendInPlacePromotions(const Position& pos, Square from, Side us, MoveList& out);

/// Is `m` an in-place promotion (a promotion by a piece whose trigger is InPlace)?
bool isInPlacePromotion(const Position& pos, const Move& m);

/// Removes from out[first..] (legal moves of the side to move) the in-place promotions that
/// give check, which Sittuyin forbids (a discovered check included).
void dropCheckingInPlacePromotions(Position& pos, MoveList& out, std::size_t first);

} // namespace fb
