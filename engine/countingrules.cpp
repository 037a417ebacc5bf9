// SPDX-License-Identifier: GPL-3.0-or-later
#include "countingrules.h"

#include <vector>

namespace fb {

namespace {

// What the count needs to know of one position of the game.
struct CountingFacts
{
    int sideToMovePieces = 0; ///< the pieces of the side to move on the board
    int allPieces = 0; ///< both sides' pieces on the board
    bool pawnsLeft = false; ///< a piece of a `pawn` type stands on the board
    int limitMoves = 0; ///< the count the side to move would start now, in moves; 0 = none
};

// Does `tier` hold for the pieces `counts` (per type) of the other side?
bool tierMet(const CountingTier& tier, const std::vector<int>& counts)
{
    for (const auto& [type, atLeast] : tier.otherSideHas)
        if (counts[size_t(type)] < atLeast)
            return false;
    return true;
}

CountingFacts factsOf(const Position& pos, const CountingRule& rule)
{
    const VariantDefinition& v = pos.variant();
    const Side stm = pos.sideToMove();
    CountingFacts f;
    std::vector<int> otherCounts(v.pieces.size(), 0);
    for (Side s : {First, Second})
        pos.occupied(s).forEach([&](Square sq) {
            const PieceType t = typeOf(pos.at(sq));
            ++f.allPieces;
            f.pawnsLeft = f.pawnsLeft || v.pieces[size_t(t)].pawn;
            if (s == stm)
                ++f.sideToMovePieces;
            else
                ++otherCounts[size_t(t)];
        });
    if (f.pawnsLeft && f.sideToMovePieces > 1)
        return f; // no count while pawns stand and the side to move has more than its king
    if (f.sideToMovePieces > 1) {
        f.limitMoves = rule.boardsHonour;
        return f;
    }
    for (const CountingTier& tier : rule.piecesHonour)
        if (tierMet(tier, otherCounts)) {
            f.limitMoves = tier.moves;
            break;
        }
    return f;
}

} // namespace

CountingState countingState(const Position& pos)
{
    const CountingRule& rule = pos.variant().rules.counting;
    CountingState state;
    if (!rule.enabled() || pos.ply() == 0)
        return state;
    // The facts after each move, and whether it captured: gathered going back, used forwards.
    const int plies = pos.ply();
    std::vector<CountingFacts> facts(size_t(plies) + 1);
    std::vector<bool> captured(size_t(plies) + 1, false);
    Position p = pos;
    for (int k = plies; k > 0; --k) {
        facts[size_t(k)] = factsOf(p, rule);
        captured[size_t(k)] = p.capturedAt(k - 1);
        p.unmakeMove();
    }
    for (int k = 1; k <= plies; ++k) {
        const CountingFacts& f = facts[size_t(k)];
        if (state.running())
            ++state.plies;
        const bool bare = f.sideToMovePieces == 1;
        if (((!state.running() || captured[size_t(k)]) && bare)
            || (!state.running() && !f.pawnsLeft)) {
            state.limitPlies = 2 * f.limitMoves;
            state.plies = state.running() && bare ? 2 * f.allPieces : 0;
        }
    }
    return state;
}

} // namespace fb
