// SPDX-License-Identifier: GPL-3.0-or-later
#include "moveorder.h"

#include "transpositiontable.h"

#include <algorithm>

namespace fb::search {

namespace {

constexpr int64_t TTMoveScore = int64_t(1) << 50;
constexpr int64_t CaptureScore = int64_t(1) << 40;
constexpr int64_t PromotionScore = int64_t(1) << 36;
constexpr int64_t KillerScore = int64_t(1) << 32;

bool isEnemy(Piece p, Side us)
{
    return isPiece(p) && sideOf(p) != us;
}

} // namespace

bool capturesEnemy(const Position& pos, const Move& m)
{
    if (m.kind != MoveKind::Normal)
        return false;
    const Side us = pos.sideToMove();
    if (m.to != m.from && isEnemy(pos.at(m.to), us))
        return true;
    for (int i = 0; i < m.victimCount; ++i)
        if (isEnemy(pos.at(m.victims[size_t(i)]), us))
            return true;
    return false;
}

int capturedValue(const Position& pos, const Move& m, const PieceValues& values)
{
    if (m.kind != MoveKind::Normal)
        return 0;
    const Side us = pos.sideToMove();
    int sum = 0;
    if (m.to != m.from && isEnemy(pos.at(m.to), us))
        sum += values.mobility(typeOf(pos.at(m.to)));
    for (int i = 0; i < m.victimCount; ++i) {
        const Piece p = pos.at(m.victims[size_t(i)]);
        if (isEnemy(p, us) && m.victims[size_t(i)] != m.to)
            sum += values.mobility(typeOf(p));
    }
    return sum;
}

MoveOrder::MoveOrder(const VariantDefinition& v, const PieceValues& values)
    : m_values(values)
    , m_cells(v.geometry.cellCount())
    , m_killers(size_t(MaxPly))
{
    const size_t entries = size_t(v.pieceCodeCount()) * size_t(m_cells);
    if (entries <= MaxHistoryEntries)
        m_history.assign(entries, 0);
}

void MoveOrder::clear()
{
    std::fill(m_killers.begin(), m_killers.end(), std::array<Move, 2>{});
    std::fill(m_history.begin(), m_history.end(), 0);
}

size_t MoveOrder::historyIndex(const Position& pos, const Move& m) const
{
    if (m_history.empty() || m.to == NoSquare)
        return size_t(-1);
    const Piece mover = m.isDrop() ? makePiece(m.dropped, pos.sideToMove()) : pos.at(m.from);
    return size_t(mover) * size_t(m_cells) + size_t(m.to);
}

int64_t MoveOrder::captureScore(const Position& pos, const Move& m) const
{
    const Piece mover = pos.at(m.from);
    const int attacker = isPiece(mover) ? m_values.mobility(typeOf(mover)) : 0;
    return CaptureScore + int64_t(capturedValue(pos, m, m_values)) * 1024 - attacker;
}

int64_t MoveOrder::score(const Position& pos, const Move& m, uint32_t ttMove, int ply) const
{
    if (ttMove != 0 && moveKey(m) == ttMove)
        return TTMoveScore;
    if (capturesEnemy(pos, m))
        return captureScore(pos, m);
    if (m.promotion != NoPieceType)
        return PromotionScore + m_values.mobility(m.promotion);
    if (ply < MaxPly) {
        const auto& k = m_killers[size_t(ply)];
        if (k[0].sameTurn(m))
            return KillerScore + 1;
        if (k[1].sameTurn(m))
            return KillerScore;
    }
    const size_t h = historyIndex(pos, m);
    return h == size_t(-1) ? 0 : m_history[h];
}

void MoveOrder::reorder(MoveList& moves)
{
    std::stable_sort(m_scratch.begin(), m_scratch.end(),
        [](const auto& a, const auto& b) { return a.first > b.first; });
    m_sorted.clear();
    for (const auto& [s, i] : m_scratch)
        m_sorted.push_back(moves[i]);
    moves.swap(m_sorted);
}

void MoveOrder::sort(const Position& pos, MoveList& moves, uint32_t ttMove, int ply)
{
    m_scratch.clear();
    for (uint32_t i = 0; i < moves.size(); ++i)
        m_scratch.emplace_back(score(pos, moves[i], ttMove, ply), i);
    reorder(moves);
}

void MoveOrder::sortCaptures(const Position& pos, MoveList& moves)
{
    m_scratch.clear();
    for (uint32_t i = 0; i < moves.size(); ++i)
        m_scratch.emplace_back(captureScore(pos, moves[i]), i);
    reorder(moves);
}

void MoveOrder::cutoff(const Position& pos, const Move& m, int ply, int depth)
{
    if (capturesEnemy(pos, m))
        return;
    if (ply < MaxPly) {
        auto& k = m_killers[size_t(ply)];
        if (!k[0].sameTurn(m)) {
            k[1] = k[0];
            k[0] = m;
        }
    }
    const size_t h = historyIndex(pos, m);
    if (h != size_t(-1)) {
        int32_t& v = m_history[h];
        v = std::min<int32_t>(v + depth * depth, 1 << 24);
    }
}

} // namespace fb::search
