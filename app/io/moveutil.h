// SPDX-License-Identifier: GPL-3.0-or-later
// Small helpers the move readers share.
#pragma once

#include "move.h"

#include <vector>

namespace fb::io {

/// Drops moves that are the same turn as an earlier one (the generator may produce one turn
/// along two compiled paths).
inline void removeDuplicateTurns(std::vector<const Move*>& moves)
{
    std::vector<const Move*> out;
    for (const Move* m : moves) {
        bool seen = false;
        for (const Move* o : out)
            seen = seen || o->sameTurn(*m);
        if (!seen)
            out.push_back(m);
    }
    moves.swap(out);
}

} // namespace fb::io
