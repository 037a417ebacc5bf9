// SPDX-License-Identifier: GPL-3.0-or-later
#include "fliprules.h"

#include "movegen.h"

namespace fb {

namespace {

// The eight directions, as mailbox deltas.
std::array<int, 8> directions(const BoardGeometry& g)
{
    return {g.delta(1, 0), g.delta(-1, 0), g.delta(0, 1), g.delta(0, -1), g.delta(1, 1),
        g.delta(1, -1), g.delta(-1, 1), g.delta(-1, -1)};
}

// Does a line of one or more enemy pieces run from next to `s` in direction `d` up to a piece
// of `us`? Calls f(square) for each enemy square of it when it does.
template <typename F> bool enclosedLine(const Position& pos, Square s, int d, Side us, F&& f)
{
    const Side them = opposite(us);
    int cur = s + d;
    int length = 0;
    for (;; cur += d, ++length) {
        const Piece p = pos.at(Square(cur));
        if (!isPiece(p) || sideOf(p) != them)
            break;
    }
    const Piece end = pos.at(Square(cur));
    if (length == 0 || !isPiece(end) || sideOf(end) != us)
        return false;
    for (int k = 1; k <= length; ++k)
        f(Square(s + k * d));
    return true;
}

// May side `us` drop a piece on the empty square `s`?
bool dropAllowed(const Position& pos, Square s, Side us, const std::array<int, 8>& dirs)
{
    const FlipRules& rule = pos.variant().rules.flipping;
    switch (rule.drops) {
    case FlipPattern::None:
        return true;
    case FlipPattern::Lines:
        for (int d : dirs)
            if (enclosedLine(pos, s, d, us, [](Square) { }))
                return true;
        return false;
    case FlipPattern::Neighbours:
        for (int d : dirs) {
            const Piece p = pos.at(Square(s + d));
            if (isPiece(p) && sideOf(p) == us)
                return true;
        }
        return false;
    }
    return false;
}

// The drops of the side to move on the squares the flipping rule allows.
void generateFlipDrops(const Position& pos, MoveList& out)
{
    const VariantDefinition& v = pos.variant();
    const FlipRules& rule = v.rules.flipping;
    const Side us = pos.sideToMove();
    const std::array<int, 8> dirs = directions(v.geometry);
    // While a start square is empty, drops go there only.
    const SquareSet* start = nullptr;
    if (rule.startRegion >= 0) {
        const SquareSet& region = v.regions[size_t(rule.startRegion)].squares[us];
        bool open = false;
        region.forEach([&](Square s) { open = open || pos.at(s) == Empty; });
        if (open)
            start = &region;
    }
    Move m;
    m.kind = MoveKind::Drop;
    for (PieceType t = 0; t < v.pieceCount(); ++t) {
        if (!v.pieces[size_t(t)].droppable || (!rule.freeDrops && pos.handCount(us, t) <= 0))
            continue;
        m.dropped = t;
        for (Square s : v.geometry.squares()) {
            if (pos.at(s) != Empty || !MoveGenerator::dropRegionAllows(v, t, t, us, s))
                continue;
            if (start ? start->contains(s) : dropAllowed(pos, s, us, dirs)) {
                m.to = s;
                out.push_back(m);
            }
        }
    }
}

} // namespace

FlippedSquares flippedSquares(const Position& pos, Square to, Side mover)
{
    FlippedSquares out;
    const std::array<int, 8> dirs = directions(pos.geometry());
    switch (pos.variant().rules.flipping.flips) {
    case FlipPattern::None:
        break;
    case FlipPattern::Lines:
        for (int d : dirs)
            enclosedLine(
                pos, to, d, mover, [&](Square s) { out.squares[size_t(out.count++)] = s; });
        break;
    case FlipPattern::Neighbours:
        for (int d : dirs) {
            const Piece p = pos.at(Square(to + d));
            if (isPiece(p) && sideOf(p) != mover)
                out.squares[size_t(out.count++)] = Square(to + d);
        }
        break;
    }
    return out;
}

void generateFlippingTurns(const Position& pos, MoveList& out)
{
    const size_t first = out.size();
    const Side us = pos.sideToMove();
    pos.occupied(us).forEach([&](Square s) { MoveGenerator::generateFrom(pos, s, out); });
    generateFlipDrops(pos, out);
    if (out.size() == first && pos.variant().rules.flipping.passWhenStuck) {
        Move m;
        m.kind = MoveKind::Pass;
        out.push_back(m);
    }
}

bool neitherSideCanMove(Position& pos)
{
    if (!pos.variant().rules.flipping.passWhenStuck)
        return false;
    auto onlyPass = [](const Position& p) {
        MoveList moves;
        generateFlippingTurns(p, moves);
        return moves.size() == 1 && moves.front().isPass();
    };
    if (!onlyPass(pos))
        return false;
    Move pass;
    pass.kind = MoveKind::Pass;
    pos.makeMove(pass);
    const bool stuck = onlyPass(pos);
    pos.unmakeMove();
    return stuck;
}

} // namespace fb
