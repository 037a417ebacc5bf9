// SPDX-License-Identifier: GPL-3.0-or-later
#include "perft.h"

#include "movegen.h"
#include "notation.h"

namespace fb {

namespace {

uint64_t perftRecursive(Position& pos, int depth, std::vector<MoveList>& lists)
{
    MoveList& moves = lists[size_t(depth)];
    moves.clear();
    MoveGenerator::generateLegal(pos, moves);
    if (depth == 1)
        return moves.size();
    uint64_t n = 0;
    for (const Move& m : moves) {
        pos.makeMove(m);
        n += perftRecursive(pos, depth - 1, lists);
        pos.unmakeMove();
    }
    return n;
}

} // namespace

uint64_t perft(Position& pos, int depth)
{
    if (depth <= 0)
        return 1;
    std::vector<MoveList> lists(size_t(depth) + 1);
    for (auto& l : lists)
        l.reserve(256);
    return perftRecursive(pos, depth, lists);
}

std::vector<std::pair<QString, uint64_t>> perftDivide(Position& pos, int depth)
{
    std::vector<std::pair<QString, uint64_t>> out;
    if (depth <= 0)
        return out;
    MoveList moves;
    MoveGenerator::generateLegal(pos, moves);
    std::vector<MoveList> lists(size_t(depth) + 1);
    for (const Move& m : moves) {
        const QString text = coordinateText(pos, m);
        pos.makeMove(m);
        out.emplace_back(text, depth == 1 ? 1 : perftRecursive(pos, depth - 1, lists));
        pos.unmakeMove();
    }
    return out;
}

} // namespace fb
