// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in AI's strength levels: one table of search limits.
#pragma once

#include "searcher.h"

namespace fb::search {

/// The levels, from the weakest (MinLevel) to the strongest (MaxLevel). Each is a depth and a
/// node limit; the time a game's clocks give comes on top (the caller's):
///
/// | level | depth | nodes     |
/// |-------|-------|-----------|
/// | 1     | 1     | 5,000     |
/// | 2     | 2     | 20,000    |
/// | 3     | 3     | 60,000    |
/// | 4     | 4     | 200,000   |
/// | 5     | 6     | 600,000   |
/// | 6     | 8     | 2,000,000 |
/// | 7     | 16    | 8,000,000 |
/// | 8     | 64    | none      |
///
/// The nodes count every position the search enters, quiescence included, so a level plays
/// alike on every machine; only the clock makes a fast machine stronger.
constexpr int MinLevel = 1;
constexpr int MaxLevel = 8;

/// The limits of `level` (clamped to MinLevel..MaxLevel), without a time limit.
Limits levelLimits(int level);

} // namespace fb::search
