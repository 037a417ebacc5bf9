// SPDX-License-Identifier: GPL-3.0-or-later
// The attack test in one unit: is a square attacked, is a royal in check, and the same for the
// position a move leads to, answered from the board without making the move. Position's
// isAttacked(), inCheck(), royalsFace(), checkAfter() and givesCheckAfter() are defined in
// attacks.cpp.
#pragma once

#include "position.h"

#include <array>
#include <optional>

namespace fb {

/// The lines to the royal of the side to move that one move could open, worked out once per
/// position: the quick legality test of the generator. Contract: the side to move has exactly
/// one royal and is not in check, and the other side has no complex attackers
/// (MoveTables::complexAttackers). Then only a change on these lines can attack the royal: a
/// vacated blocker of a slide or a lame leg with an attacker behind it, any change on a
/// hopper's line up to its third piece, the one piece between facing royals.
class RoyalExposure
{
public:
    explicit RoyalExposure(const Position& pos);
    /// Does the pseudo-legal move `m` (not by the royal) leave the royal attacked or facing?
    /// Only the lines `m` changes are tested, on the board it leaves, without making it.
    /// Nothing for a move Position::checkAfter cannot answer either. `pos` is unchanged.
    std::optional<bool> exposes(Position& pos, const Move& m) const
    {
        // The common case inline: a plain move that touches none of the lines.
        if (!m_overflow && m.kind == MoveKind::Normal && m.victimCount == 0
            && (m_count == 0 || !touches(pos, m)))
            return false;
        return exposesOnBoard(pos, m);
    }

    /// Is (fx, fy), relative to a ray's target, on the ray within `maxSteps` steps of
    /// (dx, dy)?
    static bool onRay(int fx, int fy, int dx, int dy, int maxSteps)
    {
        int k;
        if (dx != 0) {
            if (fx % dx != 0)
                return false;
            k = fx / dx;
        } else {
            if (fx != 0 || fy % dy != 0)
                return false;
            k = fy / dy;
        }
        return k >= 1 && k <= maxSteps && k * dy == fy;
    }

private:
    /// Does the plain move `m` (no victims) change a square of one of the lines?
    bool touches(const Position& pos, const Move& m) const;
    /// exposes() past the common case: the lines the move changes, tested on the board.
    std::optional<bool> exposesOnBoard(Position& pos, const Move& m) const;

    struct Key
    {
        Square square; ///< the blocker whose vacating opens the line; NoSquare: any change
        int16_t reach; ///< with NoSquare: how many steps of the ray a change must lie within
        const AttackRay* ray; ///< nullptr: the royals' facing
    };
    Square m_royal;
    int m_royalFile, m_royalRank;
    std::array<Key, 32> m_keys; ///< the first m_count are set
    int m_count = 0;
    bool m_overflow = false; ///< too many lines: every move gets the whole test
};

/// The checks on the royal of the side to move, worked out once per position in check: for each
/// attacker giving check, the squares its attack reads (its own square, the squares it passes,
/// a lame leg's squares, a hopper's screen). The generator's quick rejection of moves that
/// cannot answer the check. Contract: the side to move has exactly one royal and is in check,
/// and the other side has no complex attackers (MoveTables::complexAttackers). A move changes
/// only its from, to and victims' squares (Position::squaresAfter), so a move by another piece
/// that changes none of one checker's squares leaves that check in place.
class CheckEvasion
{
public:
    explicit CheckEvasion(const Position& pos);
    /// Is the pseudo-legal move `m`, not a move of the royal, certain to leave the royal in
    /// check? False means "perhaps not": the move gets the whole test on the board.
    bool leavesCheck(const Move& m) const;

private:
    struct Checker
    {
        std::array<Square, 32> squares; ///< the first `count` are set
        int count = 0;
    };
    std::array<Checker, 2> m_checkers; ///< the first m_count are set
    int m_count = 0;
    /// No checker found (facing royals), more than two, or one reading more than 32 squares:
    /// leavesCheck() says false for every move.
    bool m_unknown = false;
};

/// Can a piece of `type` and `side` on some square capture on `target`? The attack test's
/// answer for the few pieces whose captures are not rays (MoveTables::complexAttackers): it
/// generates their moves.
bool pieceTypeAttacks(const Position& pos, PieceType type, Side side, Square target);

/// Could `by` capture en passant on `square` if it were an en passant square?
bool enPassantCapturable(const Position& pos, Square square, Side by);

} // namespace fb
