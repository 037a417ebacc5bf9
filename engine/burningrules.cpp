// SPDX-License-Identifier: GPL-3.0-or-later
#include "burningrules.h"

namespace fb {

namespace {

// Calls f(n) for each playable square n of the eight around `s`.
template <typename F> void forNeighbours(const BoardGeometry& g, Square s, F&& f)
{
    const int file = g.fileOf(s), rank = g.rankOf(s);
    for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr) {
            if ((df == 0 && dr == 0) || !g.inside(file + df, rank + dr))
                continue;
            const Square n = g.square(file + df, rank + dr);
            if (g.isPlayable(n))
                f(n);
        }
}

} // namespace

BurnedSquares burnedSquares(const Position& pos, Square to, Side mover)
{
    const BurningRules& rules = pos.variant().rules.burning;
    BurnedSquares out;
    const Piece stopped = pos.at(to);
    if (!rules.enabled() || !isPiece(stopped) || sideOf(stopped) != mover)
        return out;
    auto burner = [&](Piece p) { return listsType(rules.burners, p); };
    auto burns = [&](Piece p) { return !listsType(rules.immune, p); };
    const BoardGeometry& g = pos.geometry();
    if (rules.passive && burns(stopped)) {
        bool nextToFire = false;
        forNeighbours(g, to, [&](Square n) {
            const Piece p = pos.at(n);
            nextToFire = nextToFire || (isPiece(p) && sideOf(p) != mover && burner(p));
        });
        if (nextToFire) {
            out.squares[0] = to;
            out.count = 1;
            return out;
        }
    }
    if (!burner(stopped))
        return out;
    forNeighbours(g, to, [&](Square n) {
        const Piece p = pos.at(n);
        if (isPiece(p) && sideOf(p) != mover && burns(p))
            out.squares[size_t(out.count++)] = n;
    });
    return out;
}

} // namespace fb
