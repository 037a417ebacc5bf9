// SPDX-License-Identifier: GPL-3.0-or-later
#include "evaluation.h"

#include "fen.h"
#include "movegen.h"

#include <algorithm>

namespace fb::search {

namespace {

// Do the goals make losing pieces the aim (antichess: a side without pieces wins; losers: a
// bare king wins)?
bool losingPiecesWins(const GoalRules& g)
{
    return g.bareKingWins || (g.extinction.allPieces && g.extinction.result == Outcome::Win);
}

// The non-royal material of both sides in the variant's start position (0 when it does not
// read).
int startMaterial(const VariantPtr& variant, const PieceValues& values)
{
    const std::optional<Position> start
        = readFen(variant, variant->startFen, nullptr, ImpossiblePositions::Allow);
    if (!start)
        return 0;
    int sum = 0;
    for (Side side : {First, Second}) {
        start->occupied(side).forEach([&](Square s) { sum += values.board(typeOf(start->at(s))); });
        if (variant->rules.hands.enabled)
            for (PieceType t = 0; t < values.typeCount(); ++t)
                sum += start->handCount(side, t) * values.hand(t);
    }
    return sum;
}

// For each royal piece code and square, the squares a lone royal there steps to.
std::vector<std::vector<Square>> royalSurroundings(const VariantPtr& variant)
{
    const VariantDefinition& v = *variant;
    const size_t cells = size_t(v.geometry.cellCount());
    std::vector<std::vector<Square>> out;
    Position pos(variant);
    pos.clear();
    MoveList moves;
    for (PieceType t = 0; t < v.pieceCount(); ++t) {
        if (!v.pieces[size_t(t)].royal)
            continue;
        out.resize(size_t(v.pieceCodeCount()) * cells);
        for (Side side : {First, Second}) {
            pos.setSideToMove(side);
            const Piece p = makePiece(t, side);
            for (Square q : v.geometry.squares()) {
                pos.setPiece(q, p);
                moves.clear();
                MoveGenerator::generateFrom(pos, q, moves);
                pos.setPiece(q, Empty);
                std::vector<Square>& around = out[size_t(p) * cells + size_t(q)];
                for (const Move& m : moves)
                    if (m.kind == MoveKind::Normal && m.to != q
                        && std::find(around.begin(), around.end(), m.to) == around.end())
                        around.push_back(m.to);
            }
        }
    }
    return out;
}

} // namespace

Evaluation::Evaluation(const VariantPtr& variant)
    : m_values(PieceValues::compute(variant))
    , m_sign(losingPiecesWins(variant->rules.goals) ? -1 : 1)
    , m_hands(variant->rules.hands.enabled)
{
    m_cells = variant->geometry.cellCount();
    if (m_sign > 0) {
        m_startMaterial = startMaterial(variant, m_values);
        if (m_startMaterial > 0)
            m_around = royalSurroundings(variant);
    }
}

Evaluation::SideTerms Evaluation::sideTerms(const Position& pos, Side side) const
{
    SideTerms out;
    pos.occupied(side).forEach([&](Square s) {
        const Piece p = pos.at(s);
        const int value = m_values.board(typeOf(p));
        out.score += value + m_values.squareBonus(p, s);
        out.material += value;
        if (m_around.empty())
            return;
        const std::vector<Square>& around = m_around[size_t(p) * size_t(m_cells) + size_t(s)];
        if (around.empty())
            return; // not royal
        out.royalCentre += m_values.royalCentre(p, s);
        for (Square a : around) {
            const Piece q = pos.at(a);
            out.shelter += isPiece(q) && sideOf(q) == side && m_values.board(typeOf(q)) > 0;
        }
    });
    if (m_hands)
        for (PieceType t = 0; t < m_values.typeCount(); ++t)
            if (const int n = pos.handCount(side, t)) {
                out.score += n * m_values.hand(t);
                out.material += n * m_values.hand(t);
            }
    return out;
}

int Evaluation::evaluate(const Position& pos) const
{
    const Side us = pos.sideToMove();
    const SideTerms a = sideTerms(pos, us);
    const SideTerms b = sideTerms(pos, opposite(us));
    int score = a.score - b.score;
    if (m_startMaterial > 0) {
        const int phase
            = std::min(PhaseScale, (a.material + b.material) * PhaseScale / m_startMaterial);
        score += (a.royalCentre - b.royalCentre) * (PhaseScale - 2 * phase) / PhaseScale;
        score += (a.shelter - b.shelter) * ShelterCp * phase / PhaseScale;
    }
    return m_sign * score;
}

} // namespace fb::search
