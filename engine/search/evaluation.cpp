// SPDX-License-Identifier: GPL-3.0-or-later
#include "evaluation.h"

namespace fb::search {

namespace {

// Do the goals make losing pieces the aim (antichess: a side without pieces wins; losers: a
// bare king wins)?
bool losingPiecesWins(const GoalRules& g)
{
    return g.bareKingWins || (g.extinction.allPieces && g.extinction.result == Outcome::Win);
}

} // namespace

Evaluation::Evaluation(const VariantPtr& variant)
    : m_values(PieceValues::compute(variant))
    , m_sign(losingPiecesWins(variant->rules.goals) ? -1 : 1)
    , m_hands(variant->rules.hands)
{ }

int Evaluation::sideScore(const Position& pos, Side side) const
{
    int score = 0;
    pos.occupied(side).forEach([&](Square s) {
        const Piece p = pos.at(s);
        score += m_values.board(typeOf(p)) + m_values.squareBonus(p, s);
    });
    if (m_hands)
        for (PieceType t = 0; t < m_values.typeCount(); ++t)
            if (const int n = pos.handCount(side, t))
                score += n * m_values.hand(t);
    return score;
}

int Evaluation::evaluate(const Position& pos) const
{
    const Side us = pos.sideToMove();
    return m_sign * (sideScore(pos, us) - sideScore(pos, opposite(us)));
}

} // namespace fb::search
