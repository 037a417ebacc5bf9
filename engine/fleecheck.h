// SPDX-License-Identifier: GPL-3.0-or-later
// Makpong's rule (preset key rules.royalFleesCheck: false): a royal in check may not move away;
// it may only capture the piece that gives check. A small rule hook over the generator.
#pragma once

#include "move.h"
#include "position.h"

namespace fb {

/// Does `m` (pseudo-legal in `pos`) break the rule: is it a move of a royal of the side to
/// move while that side is in check, which does not capture the only piece giving check (a
/// move away, any move in a double check, a capture of another piece)? False for variants
/// where a royal may flee check (the default) and for every other move. `pos` is restored.
bool fleesCheck(Position& pos, const Move& m);

} // namespace fb
