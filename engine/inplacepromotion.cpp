// SPDX-License-Identifier: GPL-3.0-or-later
#include "inplacepromotion.h"

#include <algorithm>

namespace fb {

namespace {

// Does a piece of `table`'s moves on `to` attack an enemy of `us`, with `vacated` empty?
bool attacksEnemy(const Position& pos, const PieceTable& table, Square to, Square vacated, Side us)
{
    auto enemy = [&](Piece p) { return isPiece(p) && sideOf(p) != us; };
    for (const SimpleStep& st : table.simpleLeaps)
        if (st.capture && enemy(pos.at(Square(to + st.delta))))
            return true;
    for (const SimpleStep& st : table.simpleRides) {
        if (!st.capture)
            continue;
        int cur = to;
        for (int k = 0; k < st.maxSteps; ++k) {
            cur += st.delta;
            const Piece p = Square(cur) == vacated ? Empty : pos.at(Square(cur));
            if (p == Empty)
                continue;
            if (enemy(p))
                return true;
            break;
        }
    }
    return false;
}

} // namespace

void appendInPlacePromotions(const Position& pos, Square from, Side us, MoveList& out)
{
    const VariantDefinition& v = pos.variant();
    const PieceType type = typeOf(pos.at(from));
    const PieceDefinition& def = v.pieces[size_t(type)];
    if (def.promotionTrigger != PromotionTrigger::InPlace || def.promotionZone < 0)
        return;
    auto countOnBoard = [&](PieceType t) {
        int n = 0;
        pos.occupied(us).forEach([&](Square s) { n += typeOf(pos.at(s)) == t; });
        return n;
    };
    if (!v.regions[size_t(def.promotionZone)].contains(us, from) && countOnBoard(type) > 1)
        return;
    Move m;
    m.from = from;
    for (PieceType t : def.promotionsFor(us)) {
        const int limit = v.pieces[size_t(t)].maxCount;
        if (limit >= 0 && countOnBoard(t) >= limit)
            continue;
        const PieceTable& table = v.tables().table(t, us);
        m.promotion = t;
        auto add = [&](Square to) {
            if (!attacksEnemy(pos, table, to, from, us)) {
                m.to = to;
                out.push_back(m);
            }
        };
        add(from);
        for (const SimpleStep& st : table.simpleLeaps)
            if (st.move && pos.at(Square(from + st.delta)) == Empty)
                add(Square(from + st.delta));
        for (const SimpleStep& st : table.simpleRides) {
            if (!st.move)
                continue;
            int cur = from;
            for (int k = 0; k < st.maxSteps && pos.at(Square(cur + st.delta)) == Empty; ++k) {
                cur += st.delta;
                add(Square(cur));
            }
        }
    }
}

bool isInPlacePromotion(const Position& pos, const Move& m)
{
    if (m.kind != MoveKind::Normal || m.promotion == NoPieceType || !isPiece(pos.at(m.from)))
        return false;
    const PieceDefinition& def = pos.variant().pieces[size_t(typeOf(pos.at(m.from)))];
    return def.promotionTrigger == PromotionTrigger::InPlace;
}

void dropCheckingInPlacePromotions(Position& pos, MoveList& out, std::size_t first)
{
    size_t keep = first;
    for (size_t i = first; i < out.size(); ++i) {
        const Move m = out[i];
        if (isInPlacePromotion(pos, m)) {
            const Side us = pos.sideToMove();
            pos.makeMove(m);
            const bool check = pos.inCheck(opposite(us));
            pos.unmakeMove();
            if (check)
                continue;
        }
        out[keep++] = m;
    }
    out.resize(keep);
}

} // namespace fb
