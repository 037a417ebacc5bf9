// SPDX-License-Identifier: GPL-3.0-or-later
#include "promotionrules.h"

namespace fb {

namespace {

// The ply of the move that brought the piece standing on `sq` at ply `at` there, or -1 when it
// has stood there since the start (or the rule does not look that far back).
int arrival(const Position& pos, Square sq, int at, DeferredPromotion rule)
{
    for (int ply = at - 2; ply >= 0; ply -= 2) {
        const Move& m = pos.moveAt(ply);
        if (m.kind == MoveKind::Normal && m.to == sq)
            return ply;
        if (rule == DeferredPromotion::AfterOneTurn)
            return -1; // only the side's previous move matters
    }
    return -1;
}

bool suspendedAt(const Position& pos, Square sq, int at);

// Was a promotion offered to the move made at `ply` (and so declined when it did not promote)?
bool promotionOffered(const Position& pos, int ply)
{
    const Piece mover = pos.moverAt(ply);
    if (!isPiece(mover))
        return false;
    const VariantDefinition& v = pos.variant();
    const PieceDefinition& def = v.pieces[size_t(typeOf(mover))];
    if (def.promotions.empty() || def.promotionZone < 0)
        return false;
    const Move& m = pos.moveAt(ply);
    return promotionTriggered(v, def, sideOf(mover), m.from, m.to, pos.capturedAt(ply),
        [&] { return !suspendedAt(pos, m.from, ply); });
}

// Had the piece standing on `sq` at ply `at` lost its right to promote inside the zone?
bool suspendedAt(const Position& pos, Square sq, int at)
{
    const int ply = arrival(pos, sq, at, pos.variant().rules.deferredPromotion);
    return ply >= 0 && pos.moveAt(ply).promotion == NoPieceType && promotionOffered(pos, ply);
}

} // namespace

bool mayPromoteInsideZone(const Position& pos, Square from)
{
    if (pos.variant().rules.deferredPromotion == DeferredPromotion::UntilLeaving)
        return false;
    return !suspendedAt(pos, from, pos.ply());
}

} // namespace fb
