// SPDX-License-Identifier: GPL-3.0-or-later
// What each piece type of a variant is worth to the built-in AI, worked out from its moves.
#pragma once

#include "variant.h"

#include <vector>

namespace fb::search {

/// Piece values in centipawns, derived from the pieces' moves alone (nothing is keyed on a preset
/// or a piece name), in the manner of the Interactive Diagram's estimates:
///
/// - The mobility of type T on square q is the number of distinct moves (a promotion choice
///   counts once; castling is left out) the generator gives a lone T there, on a board where
///   every other square holds an enemy piece with probability 1/3 (EnemyPercent), averaged over a
///   few fixed pseudo-random boards (up to MaxSamples; fewer on very big variants). So a move
///   counts whether it is a capture (an enemy stands there) or not (the square is empty), a
///   capture-only or move-only move counts as often as the board allows it, and a square far
///   along a slide counts as often as the squares before it are empty (2/3 for each): a bishop
///   is worth about a knight, a rook clearly more, a queen most, hoppers and lame leapers as
///   the board lets them move. The piece's initial moves are not counted.
/// - The squares are every square of the board the piece may stand on (its region, not its dead
///   squares); its value is CentipawnsPerMove times the average mobility, for both sides
///   averaged, at least MinimumValue.
/// - A type that may promote gains a share (1/PromotionShare) of the difference to its best
/// promoted
///   type (a pawn is a little more than its steps). Promoted types are valued by their own moves.
/// - Royal pieces count nothing as material (losing them is decided by the rules, not by the
///   evaluation); their mobility value still orders captures (as the attacker).
/// - A piece in hand (drop games) is worth HandPercent of its board value: it can enter where it
///   is needed.
/// - A type that may promote gains, on a square d of its own moves (on an empty board) away from
///   a promotion, a bonus of its promotion gain / (ProgressDivisor * 2^d) (a pawn near the last
///   rank is worth more), up to MaxProgressMoves away.
/// - squareBonus(): 1/PositionalShare of the difference between the mobility on a square and the
///   piece's average, in centipawns (a knight in a corner loses, one in the centre gains); none
///   for royals (their royalCentre() instead), and none when the table would pass
///   MaxBonusEntries.
class PieceValues
{
public:
    static constexpr int CentipawnsPerMove = 60;
    static constexpr int EnemyPercent = 33;
    static constexpr int MaxSamples = 4;
    /// generateFrom calls the estimate may make in all before it takes fewer samples.
    static constexpr int SampleBudget = 100000;
    static constexpr int MinimumValue = CentipawnsPerMove / 2;
    static constexpr int PromotionShare = 16;
    static constexpr int HandPercent = 115;
    static constexpr int PositionalShare = 8;
    static constexpr int MaxBonusEntries = 4 * 1024 * 1024;
    static constexpr int ProgressDivisor = 4;
    static constexpr int MaxProgressMoves = 8;

    /// Works out the values of every piece type of `variant` (a finalized variant). Takes a few
    /// milliseconds for chess, about a tenth of a second for Chu Shogi.
    static PieceValues compute(const VariantPtr& variant);

    /// The material value of type `t` on the board (0 for royal types).
    int board(PieceType t) const { return m_board[size_t(t)]; }
    /// The material value of type `t` in hand.
    int hand(PieceType t) const { return m_hand[size_t(t)]; }
    /// The mobility value of `t`, royal or not (for ordering captures).
    int mobility(PieceType t) const { return m_mobility[size_t(t)]; }
    /// The positional bonus of piece `p` (type and side) on square `s`, in centipawns.
    int squareBonus(Piece p, Square s) const
    {
        return m_bonus.empty() ? 0 : m_bonus[size_t(p) * size_t(m_cells) + size_t(s)];
    }
    /// The centralisation of royal piece `p` on square `s`, in centipawns: as squareBonus for
    /// other pieces (1/PositionalShare of its mobility there over its average), which
    /// Evaluation weighs by the material left (0 when the table is too big, or `p` is not
    /// royal).
    int royalCentre(Piece p, Square s) const
    {
        return m_royal.empty() ? 0 : m_royal[size_t(p) * size_t(m_cells) + size_t(s)];
    }
    int typeCount() const { return int(m_board.size()); }

private:
    std::vector<int> m_board;
    std::vector<int> m_hand;
    std::vector<int> m_mobility;
    std::vector<int16_t> m_bonus; ///< by Piece code, then square
    std::vector<int16_t> m_royal; ///< royalCentre, by Piece code, then square
    int m_cells = 0;
};

} // namespace fb::search
