// SPDX-License-Identifier: GPL-3.0-or-later
// The forbidden-repetition test of the generator: would a move repeat an earlier position?
#pragma once

#include "move.h"
#include "position.h"

#include <array>

namespace fb {

/// Would a move repeat a position of the game since the last irreversible move, with the same
/// side to move? Collects the keys it could repeat once per position, then compares the key
/// each move would produce (Position::keyAfter), making and unmaking only the moves whose key
/// keyAfter does not work out. Contract: `pos` is the position it was made for, unchanged.
class RepetitionProbe
{
public:
    /// How many moves it will be asked about: for many (every move of a position) it first
    /// pairs each earlier position with the one move that could give it back; for one, that
    /// would cost more than the key it saves.
    enum class Moves
    {
        One,
        Many
    };
    explicit RepetitionProbe(const Position& pos, Moves moves = Moves::Many);
    /// Does the pseudo-legal move `m` lead to one of those positions? `pos` is restored.
    bool repeats(Position& pos, const Move& m) const;

private:
    /// The two squares a move must connect (either way) to give a target's board, or both
    /// NoSquare: a move that leaves the board as it is (a pass, a Lion's return).
    struct Pair
    {
        Square a = NoSquare, b = NoSquare;
    };
    /// Pairs the targets with the move each needs (m_paired), dropping the targets no single
    /// move reaches: the board of a target is the present one with the changes of the moves
    /// since undone, and a move changes two squares (none for a pass). False when that is not
    /// worked out (hands, a long window): every move is then tested by its key alone.
    bool pairTargets(const Position& pos);
    bool pairAllows(const Pair& p, const Move& m) const;

    bool m_hands;
    uint64_t m_base; ///< Position::keyAfterBase
    std::array<uint64_t, 32> m_targets{};
    std::array<Pair, 32> m_pairs{}; ///< with m_paired: the move each target needs
    int m_count = 0;
    bool m_paired = false;
    bool m_overflow = false; ///< more earlier positions than m_targets holds (read from the game)
    int m_oldestPly = 0; ///< the oldest ply of the window
};

} // namespace fb
