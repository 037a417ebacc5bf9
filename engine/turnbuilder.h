// SPDX-License-Identifier: GPL-3.0-or-later
// TurnBuilder: assembling a turn click by click (XBoard's protocol for multi-leg moves).
#pragma once

#include "move.h"

#include <vector>

namespace fb {

/// Given the legal moves of a position, follows the squares a player clicks: first the
/// piece (or a piece in hand), then each stop of its move. After each click it answers which
/// moves remain, which squares may come next, and whether the move may stop here.
///
/// A move's stops are its via squares then its final square (which may be the start square:
/// igui, or a pass by stepping out and back), then, for a move with a wall (rules.walling:
/// the arrow, the duck), the wall's square: the wall is placed by one more click once the
/// piece has moved. A castling move also accepts its partner's square as its final square.
class TurnBuilder
{
public:
    struct Target
    {
        Square square;
        bool completes; ///< a move ends on this square after this click
        bool continues; ///< some move goes on from this square
        /// The piece's part of a move ends on this square; its wall comes next (rules.walling).
        bool wallNext = false;
    };

    TurnBuilder() = default;
    explicit TurnBuilder(MoveList legal);

    /// Replaces the legal moves and forgets the clicks.
    void setMoves(MoveList legal);
    void reset();

    /// Starts with the piece on `from`. False (and nothing changes) if it has no legal move.
    bool begin(Square from);
    /// Starts with a piece of type `t` from the hand. False if it cannot be dropped.
    bool beginDrop(PieceType t);
    /// Adds the next stop. False (and nothing changes) if no remaining move goes there.
    bool add(Square s);
    /// Takes the last stop back; with no stops left, forgets the piece. False if empty.
    bool back();

    bool started() const { return m_started; }
    Square from() const { return m_from; }
    PieceType dropType() const { return m_drop; }
    const std::vector<Square>& stops() const { return m_stops; }

    /// Moves whose stops begin with the clicked ones.
    std::vector<Move> candidates() const;
    /// Moves whose stops are exactly the clicked ones (several when promotion choices differ).
    std::vector<Move> completeMoves() const;
    /// Squares that may be clicked next.
    std::vector<Target> nextTargets() const;
    /// The move may end here (after at least one stop).
    bool canStop() const { return !m_stops.empty() && !completeMoves().empty(); }
    /// Some move goes on beyond the clicked stops.
    bool canContinue() const;
    /// The piece has moved (its part of the move is clicked) and the move's wall is next: the
    /// targets are the squares where the wall may stand (rules.walling).
    bool awaitingWall() const;

    /// The stops of a move, in order (what a player clicks after the piece): its via squares,
    /// its final square, its wall's square.
    static std::vector<Square> stopsOf(const Move& m);
    /// A move that takes pieces around its square and comes back to it, whose via squares
    /// are all captures (double igui, kept once by mergeRoutes): the order of its captures
    /// changes nothing, so its via squares may be clicked in any order.
    static bool orderFree(const Move& m);
    /// The stops of `m` in the order of the clicks `clicked` (stopsOf(m) but for an
    /// orderFree() move: the via squares clicked so far first, then the others as listed).
    static std::vector<Square> stopsInClickOrder(const Move& m, const std::vector<Square>& clicked);
    /// The squares where a move takes pieces away from its stops, in increasing order: the
    /// pieces it burns by choice (rules.burning with `choose`), an en passant victim.
    static std::vector<Square> offStopVictims(const Move& m);
    /// Moves with the same stops (completeMoves()) grouped by offStopVictims(): one group per
    /// choice of pieces taken besides, which the player picks before any promotion; taking
    /// fewer pieces first, then by square. One group when they do not differ.
    static std::vector<std::vector<Move>> byOffStopVictims(const std::vector<Move>& complete);

private:
    bool matches(const Move& m, const std::vector<Square>& stops) const;
    /// A castling move's stops clicked with the partner's square as its final square.
    static std::vector<Square> partnerStopsOf(const Move& m);

    MoveList m_legal;
    bool m_started = false;
    Square m_from = NoSquare;
    PieceType m_drop = NoPieceType;
    std::vector<Square> m_stops;
};

} // namespace fb
