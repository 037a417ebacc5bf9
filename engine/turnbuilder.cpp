// SPDX-License-Identifier: GPL-3.0-or-later
#include "turnbuilder.h"

#include <algorithm>

namespace fb {

TurnBuilder::TurnBuilder(MoveList legal)
    : m_legal(std::move(legal))
{ }

void TurnBuilder::setMoves(MoveList legal)
{
    m_legal = std::move(legal);
    reset();
}

void TurnBuilder::reset()
{
    m_started = false;
    m_from = NoSquare;
    m_drop = NoPieceType;
    m_stops.clear();
}

std::vector<Square> TurnBuilder::stopsOf(const Move& m)
{
    std::vector<Square> s;
    for (int i = 0; i < m.viaCount; ++i)
        s.push_back(m.via[size_t(i)]);
    if (m.to != NoSquare)
        s.push_back(m.to);
    if (m.isWalling())
        s.push_back(m.wall);
    return s;
}

bool TurnBuilder::orderFree(const Move& m)
{
    if (m.kind != MoveKind::Normal || m.to != m.from || m.viaCount < 2 || m.isWalling())
        return false;
    const auto victimsEnd = m.victims.begin() + m.victimCount;
    for (int i = 0; i < m.viaCount; ++i)
        if (std::find(m.victims.begin(), victimsEnd, m.via[size_t(i)]) == victimsEnd)
            return false;
    return true;
}

std::vector<Square> TurnBuilder::stopsInClickOrder(
    const Move& m, const std::vector<Square>& clicked)
{
    std::vector<Square> s = stopsOf(m);
    if (!orderFree(m))
        return s;
    const auto viasEnd = s.begin() + m.viaCount;
    for (size_t i = 0; i < clicked.size() && i < size_t(m.viaCount); ++i) {
        const auto it = std::find(s.begin() + ptrdiff_t(i), viasEnd, clicked[i]);
        if (it == viasEnd)
            break; // no order of this move begins with these clicks
        std::rotate(s.begin() + ptrdiff_t(i), it, it + 1);
    }
    return s;
}

std::vector<Square> TurnBuilder::offStopVictims(const Move& m)
{
    const std::vector<Square> stops = stopsOf(m);
    std::vector<Square> out;
    for (int i = 0; i < m.victimCount; ++i)
        if (std::find(stops.begin(), stops.end(), m.victims[size_t(i)]) == stops.end())
            out.push_back(m.victims[size_t(i)]);
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::vector<Move>> TurnBuilder::byOffStopVictims(const std::vector<Move>& complete)
{
    std::vector<std::pair<std::vector<Square>, std::vector<Move>>> groups;
    for (const Move& m : complete) {
        const std::vector<Square> taken = offStopVictims(m);
        auto it = std::find_if(
            groups.begin(), groups.end(), [&](const auto& g) { return g.first == taken; });
        if (it == groups.end())
            groups.push_back({taken, {m}});
        else
            it->second.push_back(m);
    }
    std::stable_sort(groups.begin(), groups.end(), [](const auto& a, const auto& b) {
        return a.first.size() != b.first.size() ? a.first.size() < b.first.size()
                                                : a.first < b.first;
    });
    std::vector<std::vector<Move>> out;
    for (auto& g : groups)
        out.push_back(std::move(g.second));
    return out;
}

std::vector<Square> TurnBuilder::partnerStopsOf(const Move& m)
{
    std::vector<Square> s{m.partnerFrom};
    if (m.isWalling())
        s.push_back(m.wall);
    return s;
}

bool TurnBuilder::matches(const Move& m, const std::vector<Square>& stops) const
{
    if (m_drop != NoPieceType) {
        if (!m.isDrop() || m.dropped != m_drop)
            return false;
    } else if (m.isDrop() || m.isPass() || m.from != m_from) {
        return false;
    }
    auto prefixOf = [&](const std::vector<Square>& full) {
        return stops.size() <= full.size() && std::equal(stops.begin(), stops.end(), full.begin());
    };
    if (prefixOf(stopsInClickOrder(m, stops)))
        return true;
    return m.isCastle() && prefixOf(partnerStopsOf(m));
}

bool TurnBuilder::begin(Square from)
{
    const bool any = std::any_of(m_legal.begin(), m_legal.end(), [&](const Move& m) {
        return m.kind != MoveKind::Drop && m.kind != MoveKind::Pass && m.from == from;
    });
    if (!any)
        return false;
    reset();
    m_started = true;
    m_from = from;
    return true;
}

bool TurnBuilder::beginDrop(PieceType t)
{
    const bool any = std::any_of(m_legal.begin(), m_legal.end(),
        [&](const Move& m) { return m.isDrop() && m.dropped == t; });
    if (!any)
        return false;
    reset();
    m_started = true;
    m_drop = t;
    return true;
}

bool TurnBuilder::add(Square s)
{
    if (!m_started)
        return false;
    std::vector<Square> next = m_stops;
    next.push_back(s);
    const bool any = std::any_of(
        m_legal.begin(), m_legal.end(), [&](const Move& m) { return matches(m, next); });
    if (!any)
        return false;
    m_stops = std::move(next);
    return true;
}

bool TurnBuilder::back()
{
    if (!m_stops.empty()) {
        m_stops.pop_back();
        return true;
    }
    if (m_started) {
        reset();
        return true;
    }
    return false;
}

std::vector<Move> TurnBuilder::candidates() const
{
    std::vector<Move> out;
    if (!m_started)
        return out;
    for (const Move& m : m_legal)
        if (matches(m, m_stops))
            out.push_back(m);
    return out;
}

std::vector<Move> TurnBuilder::completeMoves() const
{
    std::vector<Move> out;
    for (const Move& m : candidates()) {
        const std::vector<Square> s = stopsInClickOrder(m, m_stops);
        if (s == m_stops || (m.isCastle() && m_stops == partnerStopsOf(m)))
            out.push_back(m);
    }
    return out;
}

bool TurnBuilder::canContinue() const
{
    for (const Move& m : candidates())
        if (stopsOf(m).size() > m_stops.size())
            return true;
    return false;
}

bool TurnBuilder::awaitingWall() const
{
    if (m_stops.empty())
        return false;
    for (const Move& m : candidates())
        if (m.isWalling() && stopsOf(m).size() == m_stops.size() + 1)
            return true;
    return false;
}

std::vector<TurnBuilder::Target> TurnBuilder::nextTargets() const
{
    std::vector<Target> out;
    auto add = [&](Square s, bool completes, bool continues, bool wallNext) {
        for (Target& t : out)
            if (t.square == s) {
                t.completes = t.completes || completes;
                t.continues = t.continues || continues;
                t.wallNext = t.wallNext || wallNext;
                return;
            }
        out.push_back({s, completes, continues, wallNext});
    };
    const size_t n = m_stops.size();
    for (const Move& m : candidates()) {
        const std::vector<Square> s = stopsInClickOrder(m, m_stops);
        // Any capture of an order-free move not clicked yet may come next.
        if (orderFree(m) && n < size_t(m.viaCount)) {
            for (size_t k = n; k < size_t(m.viaCount); ++k)
                add(s[k], false, true, false);
            continue;
        }
        // With a wall, the stop before it ends the piece's part: the wall is no further leg.
        const size_t pieceStops = s.size() - (m.isWalling() ? 1 : 0);
        if (s.size() > n)
            add(s[n], s.size() == n + 1, n + 1 < pieceStops, n + 1 == pieceStops);
        if (m.isCastle() && n == 0)
            add(m.partnerFrom, !m.isWalling(), false, m.isWalling());
    }
    return out;
}

} // namespace fb
