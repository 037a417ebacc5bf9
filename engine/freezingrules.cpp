// SPDX-License-Identifier: GPL-3.0-or-later
#include "freezingrules.h"

namespace fb {

bool isFrozen(const Position& pos, Square s)
{
    const FreezingRules& rules = pos.variant().rules.freezing;
    const Piece p = pos.at(s);
    if (!rules.enabled() || !isPiece(p) || listsType(rules.immune, p))
        return false;
    bool frozen = false;
    pos.geometry().forNeighbours(s, [&](Square n) {
        const Piece q = pos.at(n);
        frozen = frozen || (isPiece(q) && sideOf(q) != sideOf(p) && listsType(rules.freezers, q));
    });
    return frozen;
}

} // namespace fb
