// SPDX-License-Identifier: GPL-3.0-or-later
// Perft: counting legal move sequences, the engine's correctness oracle.
#pragma once

#include "position.h"

#include <QString>
#include <cstdint>
#include <utility>
#include <vector>

namespace fb {

/// The number of legal move sequences of length `depth` from `pos` (bulk-counted at the
/// last ply). `pos` is restored before returning. Uses no allocation per node once the
/// per-depth move lists have grown.
uint64_t perft(Position& pos, int depth);

/// perft split by root move: (coordinate text, subtotal) in generation order.
std::vector<std::pair<QString, uint64_t>> perftDivide(Position& pos, int depth);

} // namespace fb
