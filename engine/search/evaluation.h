// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in AI's static evaluation: material on the board and in hand, and a small
// positional term, from the side to move's view.
#pragma once

#include "piecevalues.h"
#include "position.h"

namespace fb::search {

class Evaluation
{
public:
    /// The evaluation of positions of `variant` (a finalized variant): its piece values are
    /// worked out here (PieceValues::compute).
    explicit Evaluation(const VariantPtr& variant);

    /// The score of `pos` (a position of the variant) for its side to move, in centipawns:
    /// the material of each side (PieceValues::board for its pieces, PieceValues::hand for its
    /// hands) with each piece's squareBonus, the opponent's subtracted. Where the goals reward
    /// losing pieces (the side that loses all its pieces wins, or a bare king wins), the sign
    /// of the whole is turned (materialSign()).
    int evaluate(const Position& pos) const;

    /// +1, or -1 where having fewer pieces is the aim (see evaluate()).
    int materialSign() const { return m_sign; }
    const PieceValues& values() const { return m_values; }

private:
    int sideScore(const Position& pos, Side side) const;

    PieceValues m_values;
    int m_sign = 1;
    bool m_hands = false;
};

} // namespace fb::search
