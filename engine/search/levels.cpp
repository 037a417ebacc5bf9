// SPDX-License-Identifier: GPL-3.0-or-later
#include "levels.h"

#include <algorithm>
#include <array>

namespace fb::search {

Limits levelLimits(int level)
{
    static constexpr std::array<Limits, MaxLevel> Table{{
        {1, 5'000, 0},
        {2, 20'000, 0},
        {3, 60'000, 0},
        {4, 200'000, 0},
        {6, 600'000, 0},
        {8, 2'000'000, 0},
        {16, 8'000'000, 0},
        {Searcher::MaxDepth, 0, 0},
    }};
    return Table[size_t(std::clamp(level, MinLevel, MaxLevel) - MinLevel)];
}

} // namespace fb::search
