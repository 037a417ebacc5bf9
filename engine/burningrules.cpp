// SPDX-License-Identifier: GPL-3.0-or-later
#include "burningrules.h"

#include <algorithm>

namespace fb {

BurnedSquares burnedSquares(const Position& pos, Square to, Side mover)
{
    const BurningRules& rules = pos.variant().rules.burning;
    BurnedSquares out;
    const Piece stopped = pos.at(to);
    if (!rules.enabled() || rules.choose > 0 || !isPiece(stopped) || sideOf(stopped) != mover)
        return out;
    auto burner = [&](Piece p) { return listsType(rules.burners, p); };
    auto burns = [&](Piece p) { return !listsType(rules.immune, p); };
    const BoardGeometry& g = pos.geometry();
    if (rules.passive && burns(stopped)) {
        bool nextToFire = false;
        g.forNeighbours(to, [&](Square n) {
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
    g.forNeighbours(to, [&](Square n) {
        const Piece p = pos.at(n);
        if (isPiece(p) && sideOf(p) != mover && burns(p))
            out.squares[size_t(out.count++)] = n;
    });
    return out;
}

void appendChosenBurns(const Position& pos, MoveList& out, size_t first)
{
    const BurningRules& rules = pos.variant().rules.burning;
    const size_t end = out.size();
    for (size_t i = first; i < end; ++i) {
        const Move m = out[i];
        if (m.kind != MoveKind::Normal || m.to == m.from)
            continue;
        const Side mover = sideOf(pos.at(m.from));
        const int room = std::min(rules.choose, Move::MaxVictims - int(m.victimCount));
        std::array<Square, 8> around{};
        int count = 0;
        pos.geometry().forNeighbours(m.to, [&](Square n) {
            const Piece p = pos.at(n);
            const bool taken = std::find(m.victims.begin(), m.victims.begin() + m.victimCount, n)
                != m.victims.begin() + m.victimCount;
            if (isPiece(p) && sideOf(p) != mover && !listsType(rules.immune, p) && !taken)
                around[size_t(count++)] = n;
        });
        for (int a = 0; a < count && room >= 1; ++a) {
            Move one = m;
            one.addVictim(around[size_t(a)]);
            out.push_back(one);
            for (int b = a + 1; b < count && room >= 2; ++b) {
                Move two = one;
                two.addVictim(around[size_t(b)]);
                out.push_back(two);
                for (int c = b + 1; c < count && room >= 3; ++c) {
                    Move three = two;
                    three.addVictim(around[size_t(c)]);
                    out.push_back(three);
                }
            }
        }
    }
}

std::vector<Square> chosenBurns(const VariantDefinition& v, const Move& m)
{
    std::vector<Square> out;
    if (v.rules.burning.choose <= 0 || m.kind != MoveKind::Normal)
        return out;
    for (int i = 0; i < m.victimCount; ++i) {
        const Square s = m.victims[size_t(i)];
        if (s != m.to
            && std::find(m.via.begin(), m.via.begin() + m.viaCount, s)
                == m.via.begin() + m.viaCount)
            out.push_back(s);
    }
    return out;
}

} // namespace fb
