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
    /// hands) with each piece's squareBonus and the royal terms below, the opponent's
    /// subtracted. Where the goals reward
    /// losing pieces (the side that loses all its pieces wins, or a bare king wins), the sign
    /// of the whole is turned (materialSign()).
    int evaluate(const Position& pos) const;

    /// +1, or -1 where having fewer pieces is the aim (see evaluate()).
    int materialSign() const { return m_sign; }
    const PieceValues& values() const { return m_values; }

    /// The royal terms of evaluate(), weighed by the phase (the non-royal material on the
    /// board and in hand over that of the start position, at most 1): a royal's centralisation
    /// (PieceValues::royalCentre) counts against it while the material is above half the start's
    /// (hide the king) and for it below (bring the king out), and each piece of its own side on a
    /// square the royal could step to (on an empty board) is worth ShelterCp times the phase.
    static constexpr int ShelterCp = 6;
    static constexpr int PhaseScale = 256;

private:
    struct SideTerms
    {
        int score = 0; ///< material and square bonuses
        int material = 0; ///< non-royal material on the board and in hand
        int royalCentre = 0;
        int shelter = 0;
    };
    SideTerms sideTerms(const Position& pos, Side side) const;

    PieceValues m_values;
    /// For each royal piece code and square: the squares it could step to (empty board).
    std::vector<std::vector<Square>> m_around;
    int m_cells = 0;
    int m_startMaterial = 0; ///< of both sides in the start position; 0 = no phase terms
    int m_sign = 1;
    bool m_hands = false;
};

} // namespace fb::search
