// SPDX-License-Identifier: GPL-3.0-or-later
// Promotion rights that depend on the game's history: Chu Shogi's rule sets for a piece that
// declined a promotion (rules.deferredPromotion). A rule hook over the generic generator.
#pragma once

#include "position.h"

namespace fb {

/// May the piece on `from` (of the side to move) promote by a move that starts or ends in its
/// zone but neither captures nor enters the zone? Always false under
/// DeferredPromotion::UntilLeaving. Under AfterOneTurn, true unless that piece declined a
/// promotion on its side's previous move; under AfterMoving, true unless the last move it made
/// declined one. Only the moves made on `pos` count: a piece standing since the start position
/// never declined.
bool mayPromoteInsideZone(const Position& pos, Square from);

} // namespace fb
