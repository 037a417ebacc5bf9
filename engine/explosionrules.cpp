// SPDX-License-Identifier: GPL-3.0-or-later
#include "explosionrules.h"

#include <cstdlib>

namespace fb {

ExplodedSquares explodedSquares(const Position& pos, Square s)
{
    const Explosions& x = pos.variant().rules.explosions;
    ExplodedSquares out;
    if (!x.enabled)
        return out;
    auto add = [&](Square n) {
        const Piece p = pos.at(n);
        const bool centre = n == s;
        if (isPiece(p) && !listsType(x.immune, p) && (centre || !listsType(x.spared, p)))
            out.squares[size_t(out.count++)] = n;
    };
    add(s);
    pos.geometry().forNeighbours(s, add);
    return out;
}

bool shieldedByEnemyRoyal(const Position& pos, Square s, Side side)
{
    const Explosions& x = pos.variant().rules.explosions;
    if (!x.enabled)
        return false;
    const BoardGeometry& g = pos.geometry();
    const Side them = opposite(side);
    for (int i = 0; i < pos.royalCount(them); ++i) {
        const Square r = pos.royal(them, i);
        if (std::abs(g.fileOf(r) - g.fileOf(s)) <= 1 && std::abs(g.rankOf(r) - g.rankOf(s)) <= 1
            && !listsType(x.immune, pos.at(r)))
            return true;
    }
    return false;
}

std::optional<bool> explosionVerdict(const Position& pos, Side mover, int moverRoyalsBefore)
{
    if (!pos.variant().rules.explosions.enabled)
        return std::nullopt;
    if (pos.royalCount(mover) < moverRoyalsBefore)
        return false;
    if (pos.royalCount(opposite(mover)) == 0 && moverRoyalsBefore > 0)
        return true;
    return std::nullopt;
}

} // namespace fb
