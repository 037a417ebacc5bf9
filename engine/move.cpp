// SPDX-License-Identifier: GPL-3.0-or-later
#include "move.h"

namespace fb {

std::vector<Square> Move::path() const
{
    std::vector<Square> p;
    for (int i = 0; i < viaCount; ++i)
        p.push_back(via[i]);
    if (to != NoSquare)
        p.push_back(to);
    return p;
}

bool Move::sameTurn(const Move& o) const
{
    if (kind != o.kind || from != o.from || to != o.to || viaCount != o.viaCount
        || victimCount != o.victimCount || promotion != o.promotion || dropped != o.dropped
        || partnerFrom != o.partnerFrom || gated != o.gated || gatedOn() != o.gatedOn()
        || wall != o.wall)
        return false;
    for (int i = 0; i < viaCount; ++i)
        if (via[i] != o.via[i])
            return false;
    for (int i = 0; i < victimCount; ++i)
        if (victims[i] != o.victims[i])
            return false;
    return true;
}

} // namespace fb
