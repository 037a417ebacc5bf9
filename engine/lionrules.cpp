// SPDX-License-Identifier: GPL-3.0-or-later
#include "lionrules.h"

#include "movegen.h"

#include <algorithm>

namespace fb {

namespace {

bool adjacent(const BoardGeometry& g, Square a, Square b)
{
    return std::abs(g.fileOf(a) - g.fileOf(b)) <= 1 && std::abs(g.rankOf(a) - g.rankOf(b)) <= 1;
}

// Could a piece `p` standing on `from` capture on `target` (its moves on the current board)?
bool pieceOnAttacks(Position& pos, Piece p, Square from, Square target)
{
    const Piece saved = pos.at(from);
    pos.setPiece(from, p);
    MoveList list;
    MoveGenerator::generateFrom(pos, from, list);
    pos.setPiece(from, saved);
    return std::any_of(list.begin(), list.end(), [&](const Move& m) { return m.to == target; });
}

} // namespace

bool capturesLion(const Position& pos, const Move& m)
{
    const LionTrading& lt = pos.variant().rules.lionTrading;
    if (!lt.enabled() || m.kind != MoveKind::Normal)
        return false;
    const Side us = sideOf(pos.at(m.from));
    auto enemyLion = [&](Square s) {
        const Piece p = pos.at(s);
        return isPiece(p) && sideOf(p) != us && listsType(lt.lions, p);
    };
    for (int i = 0; i < m.victimCount; ++i)
        if (enemyLion(m.victims[size_t(i)]))
            return true;
    return m.to != m.from && enemyLion(m.to);
}

std::optional<LionRule> brokenLionRule(Position& pos, const Move& m)
{
    if (!capturesLion(pos, m))
        return std::nullopt;
    const VariantDefinition& v = pos.variant();
    const LionTrading& lt = v.rules.lionTrading;
    const BoardGeometry& g = v.geometry;
    const Piece mover = pos.at(m.from);
    const Side us = sideOf(mover), them = opposite(us);
    const bool moverIsLion = listsType(lt.lions, mover);
    const Square counterStrike = pos.lionCaptureSquare();

    // The Lions taken, with what the first step took (for the bridge exception).
    std::vector<Square> lionSquares;
    Piece bridge = Empty;
    Square bridgeSquare = NoSquare;
    for (int i = 0; i < m.victimCount; ++i) {
        const Square s = m.victims[size_t(i)];
        if (i == 0) {
            bridge = pos.at(s);
            bridgeSquare = s;
        }
        if (listsType(lt.lions, pos.at(s)) && sideOf(pos.at(s)) == them)
            lionSquares.push_back(s);
    }
    if (m.to != m.from && isPiece(pos.at(m.to)) && sideOf(pos.at(m.to)) == them
        && listsType(lt.lions, pos.at(m.to)))
        lionSquares.push_back(m.to);

    pos.makeMove(m);
    std::optional<LionRule> broken;
    for (Square s : lionSquares) {
        // Protected: after the move, some piece of the Lion's side could capture there.
        auto protectedNow = [&] {
            if (pos.isAttacked(s, them))
                return true;
            return lt.bridgeProtects && isPiece(bridge) && sideOf(bridge) == them
                && listsType(lt.worthlessBridges, bridge)
                && pieceOnAttacks(pos, bridge, bridgeSquare, s);
        };
        if (!moverIsLion) {
            // Rule C: no counter-strike by a non-Lion right after a Lion was taken.
            if (counterStrike != NoSquare && !(lt.sameSquareExemption && s == counterStrike)
                && !(lt.okazaki && !protectedNow()))
                broken = broken.value_or(LionRule::CounterStrike);
            continue;
        }
        // Rule A: an adjacent Lion may always be taken.
        if (adjacent(g, m.from, s))
            continue;
        // Rule B: a distant protected Lion only over a valuable bridge.
        const bool valuableBridge = isPiece(bridge) && sideOf(bridge) == them
            && !listsType(lt.lions, bridge) && !listsType(lt.worthlessBridges, bridge);
        if (!valuableBridge && protectedNow())
            broken = broken.value_or(
                isPiece(bridge) && sideOf(bridge) == them && listsType(lt.worthlessBridges, bridge)
                    ? LionRule::WorthlessBridge
                    : LionRule::DistantProtectedLion);
    }
    pos.unmakeMove();
    return broken;
}

} // namespace fb
