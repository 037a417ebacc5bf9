// SPDX-License-Identifier: GPL-3.0-or-later
#include "piecevalues.h"

#include "movegen.h"
#include "position.h"

#include <algorithm>
#include <map>

namespace fb::search {

namespace {

uint64_t mix(uint64_t x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

bool listed(const std::vector<PieceType>& list, PieceType t)
{
    return std::find(list.begin(), list.end(), t) != list.end();
}

// The enemy type the sample boards are filled with for `mover`: a non-royal type it may take
// and hop over (the first such), else any type.
PieceType blockerFor(const VariantDefinition& v, PieceType mover)
{
    const PieceDefinition& def = v.pieces[size_t(mover)];
    for (PieceType t = 0; t < v.pieceCount(); ++t)
        if (!v.pieces[size_t(t)].royal && !listed(def.cannotCapture, t)
            && !listed(def.cannotHopOver, t))
            return t;
    for (PieceType t = 0; t < v.pieceCount(); ++t)
        if (!v.pieces[size_t(t)].royal)
            return t;
    return 0;
}

// The squares a piece of `t` and `side` may stand on: its region, not its dead squares.
std::vector<Square> standingSquares(const VariantDefinition& v, PieceType t, Side side)
{
    const int limit = v.pieces[size_t(t)].regionLimit;
    std::vector<Square> out;
    for (Square s : v.geometry.squares())
        if ((limit < 0 || v.regions[size_t(limit)].contains(side, s))
            && !MoveGenerator::immobileOn(v, t, side, s))
            out.push_back(s);
    return out;
}

// The sample boards: for each side of the mover, `samples` boards with enemies of `blocker`
// on about EnemyPercent of the squares.
class SampleBoards
{
public:
    SampleBoards(const VariantPtr& v, int samples)
        : m_variant(v)
        , m_samples(samples)
    { }

    Position& board(PieceType blocker, Side mover, int sample)
    {
        auto it = m_boards.find(blocker);
        if (it == m_boards.end())
            it = m_boards.emplace(blocker, make(blocker)).first;
        return it->second[size_t(mover) * size_t(m_samples) + size_t(sample)];
    }

private:
    std::vector<Position> make(PieceType blocker) const
    {
        std::vector<Position> out;
        for (Side mover : {First, Second})
            for (int k = 0; k < m_samples; ++k) {
                Position pos(m_variant);
                pos.clear();
                pos.setSideToMove(mover);
                const Piece enemy = makePiece(blocker, opposite(mover));
                for (Square s : m_variant->geometry.squares())
                    if (mix(uint64_t(s) * 131 + uint64_t(k)) % 100
                        < uint64_t(PieceValues::EnemyPercent))
                        pos.setPiece(s, enemy);
                out.push_back(std::move(pos));
            }
        return out;
    }

    VariantPtr m_variant;
    int m_samples;
    std::map<PieceType, std::vector<Position>> m_boards;
};

// The number of distinct board moves of the piece on `from`: a promotion choice counts once,
// castling and drops not at all.
int distinctMoves(const Position& pos, Square from, MoveList& moves, std::vector<uint64_t>& sigs)
{
    moves.clear();
    MoveGenerator::generateFrom(pos, from, moves);
    sigs.clear();
    for (const Move& m : moves) {
        if (m.kind != MoveKind::Normal)
            continue;
        uint64_t sig = mix(uint64_t(uint16_t(m.to)));
        for (int i = 0; i < m.viaCount; ++i)
            sig = mix(sig ^ uint64_t(uint16_t(m.via[size_t(i)])));
        for (int i = 0; i < m.victimCount; ++i)
            sig = mix(sig ^ (uint64_t(uint16_t(m.victims[size_t(i)])) << 20));
        sigs.push_back(sig);
    }
    std::sort(sigs.begin(), sigs.end());
    return int(std::unique(sigs.begin(), sigs.end()) - sigs.begin());
}

// The mobility of `t` of `side` on each square it may stand on (the average over the sample
// boards), and their mean.
struct Mobility
{
    std::vector<std::pair<Square, double>> squares;
    double mean = 0;
};

Mobility mobilityOf(
    const VariantDefinition& v, SampleBoards& boards, int samples, PieceType t, Side side)
{
    Mobility out;
    const PieceType blocker = blockerFor(v, t);
    const Piece piece = makePiece(t, side);
    MoveList moves;
    std::vector<uint64_t> sigs;
    for (Square q : standingSquares(v, t, side)) {
        int total = 0;
        for (int k = 0; k < samples; ++k) {
            Position& pos = boards.board(blocker, side, k);
            const Piece old = pos.at(q);
            pos.setPiece(q, piece);
            total += distinctMoves(pos, q, moves, sigs);
            pos.setPiece(q, old);
        }
        const double m = double(total) / samples;
        out.squares.emplace_back(q, m);
        out.mean += m;
    }
    if (!out.squares.empty())
        out.mean /= double(out.squares.size());
    return out;
}

// For each square a piece of `t` and `side` may stand on, the fewest of its moves (on an empty
// board) that bring it to a promotion, or nothing where it never promotes (0: the square is not
// one it may stand on).
std::vector<int> promotionDistances(const VariantPtr& variant, PieceType t, Side side)
{
    const VariantDefinition& v = *variant;
    std::vector<int> dist(size_t(v.geometry.cellCount()), 0);
    const std::vector<Square> squares = standingSquares(v, t, side);
    std::vector<std::vector<Square>> next(size_t(v.geometry.cellCount()));
    Position pos(variant);
    pos.clear();
    pos.setSideToMove(side);
    MoveList moves;
    constexpr int Far = 1 << 20;
    for (Square q : squares) {
        pos.setPiece(q, makePiece(t, side));
        moves.clear();
        MoveGenerator::generateFrom(pos, q, moves);
        pos.setPiece(q, Empty);
        dist[size_t(q)] = Far;
        for (const Move& m : moves) {
            if (m.kind != MoveKind::Normal)
                continue;
            if (m.promotion != NoPieceType)
                dist[size_t(q)] = 1;
            else
                next[size_t(q)].push_back(m.to);
        }
    }
    for (bool changed = true; changed;) {
        changed = false;
        for (Square q : squares)
            for (Square to : next[size_t(q)])
                if (dist[size_t(to)] > 0 && dist[size_t(to)] + 1 < dist[size_t(q)]) {
                    dist[size_t(q)] = dist[size_t(to)] + 1;
                    changed = true;
                }
    }
    for (int& d : dist)
        if (d == Far)
            d = 0;
    return dist;
}

} // namespace

PieceValues PieceValues::compute(const VariantPtr& variant)
{
    const VariantDefinition& v = *variant;
    const int types = v.pieceCount();
    const int squares = std::max<int>(1, int(v.geometry.squares().size()));
    const int samples = std::clamp(SampleBudget / std::max(1, types * 2 * squares), 1, MaxSamples);
    PieceValues out;
    out.m_board.assign(size_t(types), 0);
    out.m_hand.assign(size_t(types), 0);
    out.m_mobility.assign(size_t(types), 0);
    out.m_cells = v.geometry.cellCount();
    const bool bonus = size_t(v.pieceCodeCount()) * size_t(out.m_cells) <= size_t(MaxBonusEntries);
    if (bonus)
        out.m_bonus.assign(size_t(v.pieceCodeCount()) * size_t(out.m_cells), 0);
    SampleBoards boards(variant, samples);
    for (PieceType t = 0; t < types; ++t) {
        double mean = 0;
        for (Side side : {First, Second}) {
            const Mobility m = mobilityOf(v, boards, samples, t, side);
            mean += m.mean / 2;
            if (!bonus)
                continue;
            std::vector<int16_t>& table = v.pieces[size_t(t)].royal ? out.m_royal : out.m_bonus;
            if (table.empty())
                table.assign(out.m_bonus.size(), 0);
            const size_t row = size_t(makePiece(t, side)) * size_t(out.m_cells);
            for (const auto& [q, mob] : m.squares)
                table[row + size_t(q)]
                    = int16_t((mob - m.mean) * CentipawnsPerMove / PositionalShare);
        }
        out.m_mobility[size_t(t)] = std::max(MinimumValue, int(mean * CentipawnsPerMove));
    }
    for (PieceType t = 0; t < types; ++t) {
        const PieceDefinition& def = v.pieces[size_t(t)];
        if (def.royal)
            continue;
        int best = 0;
        for (const auto* targets : {&def.promotions, &def.secondPromotions})
            for (PieceType p : *targets)
                best = std::max(best, out.m_mobility[size_t(p)] - out.m_mobility[size_t(t)]);
        out.m_board[size_t(t)] = out.m_mobility[size_t(t)] + best / PromotionShare;
        out.m_hand[size_t(t)] = out.m_board[size_t(t)] * HandPercent / 100;
        if (!bonus || best <= 0 || def.promotionZone < 0)
            continue;
        for (Side side : {First, Second}) {
            const std::vector<int> dist = promotionDistances(variant, t, side);
            const size_t row = size_t(makePiece(t, side)) * size_t(out.m_cells);
            for (size_t q = 0; q < dist.size(); ++q)
                if (dist[q] > 0 && dist[q] <= MaxProgressMoves)
                    out.m_bonus[row + q] = int16_t(
                        out.m_bonus[row + q] + best / (ProgressDivisor << std::min(dist[q], 15)));
        }
    }
    return out;
}

} // namespace fb::search
