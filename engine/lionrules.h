// SPDX-License-Identifier: GPL-3.0-or-later
// Chu Shogi's Lion-trading rules: a small rule hook over the generic move generator.
#pragma once

#include "move.h"
#include "position.h"

#include <optional>

namespace fb {

/// The Lion-trading rule a move breaks (rule A only permits, so it is never broken).
enum class LionRule : uint8_t
{
    DistantProtectedLion, ///< B: a protected Lion farther away, taken without a bridge
    WorthlessBridge, ///< B: the same, over a worthless bridge (a Pawn or Go-Between)
    CounterStrike, ///< C: a non-Lion takes a Lion right after a Lion was taken
};

/// Which Lion-trading rule does `m` (pseudo-legal in `pos`) break, if any? The rules are
/// checked per Lion taken, in the order below; nothing for variants without Lion rules and for
/// moves that take no Lion. `pos` is restored before returning.
std::optional<LionRule> brokenLionRule(Position& pos, const Move& m);

/// Does `m` (pseudo-legal in `pos`) respect the variant's Lion-trading rules?
///  A: a Lion may always take an enemy Lion adjacent to its start square.
///  B: a Lion may not take a protected enemy Lion farther away, unless its first step
///     captured a piece that is not a worthless bridge (Pawn, Go-Between).
///  C: after a non-Lion took a Lion, a non-Lion may not take a Lion on the next move
///     (Okazaki: unless that Lion is unprotected; lishogi: unless on the same square).
/// Returns true for variants without Lion rules and for moves that take no Lion.
/// `pos` is restored before returning.
inline bool lionRulesAllow(Position& pos, const Move& m)
{
    // A move that takes nothing takes no Lion: answered here, without a call.
    if (m.victimCount == 0 && (m.to == m.from || pos.at(m.to) == Empty))
        return true;
    return !brokenLionRule(pos, m);
}

/// Does `m` capture a Lion at all (the cheap test the generator uses first)?
bool capturesLion(const Position& pos, const Move& m);

} // namespace fb
