// SPDX-License-Identifier: GPL-3.0-or-later
// Promotion rights that depend on the game's history: Chu Shogi's rule sets for a piece that
// declined a promotion (rules.deferredPromotion). A rule hook over the generic generator.
#pragma once

#include "position.h"

namespace fb {

/// May a move of a `def` piece (which has promotions and a zone) of `side` from `from` to `to`
/// promote, by its zone, trigger and `alsoIn` region? `insideAllowed()` is asked only for an
/// EntersOrCaptures piece's non-capture that starts or ends in the zone without entering it.
/// A move back to its starting square that captures nothing (a Lion's pass, a skip) never
/// promotes.
template <typename InsideAllowed>
bool promotionTriggered(const VariantDefinition& v, const PieceDefinition& def, Side side,
    Square from, Square to, bool captures, InsideAllowed&& insideAllowed)
{
    if (from == to && !captures)
        return false;
    if (def.promotionAlsoIn >= 0 && v.regions[size_t(def.promotionAlsoIn)].contains(side, to))
        return true;
    const Region& zone = v.regions[size_t(def.promotionZone)];
    const bool fromIn = zone.contains(side, from), toIn = zone.contains(side, to);
    switch (def.promotionTrigger) {
    case PromotionTrigger::EndsInZone:
        return toIn;
    case PromotionTrigger::StartsOrEndsInZone:
        return fromIn || toIn;
    case PromotionTrigger::EntersZone:
        return !fromIn && toIn;
    case PromotionTrigger::EntersOrCaptures:
        return (!fromIn && toIn) || ((fromIn || toIn) && (captures || insideAllowed()));
    case PromotionTrigger::CapturesInZone:
        return captures && (fromIn || toIn);
    case PromotionTrigger::InPlace:
        return false; // never by an ordinary move
    }
    return false;
}

/// May the piece on `from` (of the side to move) promote by a move that starts or ends in its
/// zone but neither captures nor enters the zone? Always false under
/// DeferredPromotion::UntilLeaving. Under AfterOneTurn, true unless that piece declined a
/// promotion on its side's previous move; under AfterMoving, true unless the last move it made
/// declined one. Only the moves made on `pos` count: a piece standing since the start position
/// never declined.
bool mayPromoteInsideZone(const Position& pos, Square from);

} // namespace fb
