// SPDX-License-Identifier: GPL-3.0-or-later
#include "transpositiontable.h"

#include <algorithm>

namespace fb::search {

uint32_t moveKey(const Move& m)
{
    uint64_t h = uint64_t(m.kind) + 1;
    auto add = [&h](int v) { h = (h ^ uint64_t(uint32_t(v + 7))) * 0x100000001B3ULL; };
    add(m.from);
    add(m.to);
    for (int i = 0; i < m.viaCount; ++i)
        add(m.via[size_t(i)]);
    add(m.promotion);
    add(m.dropped);
    add(m.partnerFrom);
    add(m.partnerTo);
    add(m.gated);
    add(m.gatedOn());
    add(m.wall);
    const uint32_t k = uint32_t(h ^ (h >> 32));
    return k ? k : 1;
}

TranspositionTable::TranspositionTable(size_t megabytes)
{
    const size_t wanted = std::max<size_t>(1, megabytes * 1024 * 1024 / sizeof(TTEntry));
    size_t n = 1;
    while (n * 2 <= wanted)
        n *= 2;
    m_entries.resize(n);
    m_mask = n - 1;
}

void TranspositionTable::store(uint64_t key, int depth, int score, Bound bound, uint32_t move)
{
    TTEntry& e = m_entries[size_t(key) & m_mask];
    const bool same = e.key == key && e.bound != Bound::None;
    const bool keepOld = e.bound != Bound::None && e.generation == m_generation && depth < e.depth;
    if (keepOld && !(same && (bound == Bound::Exact || depth + 2 >= e.depth)))
        return;
    if (same && move == 0)
        move = e.move; // keep the best move a shallower result does not know
    e.key = key;
    e.move = move;
    e.score = int16_t(std::clamp(score, -32000, 32000));
    e.depth = uint8_t(std::clamp(depth, 0, 255));
    e.bound = bound;
    e.generation = m_generation;
}

void TranspositionTable::clear()
{
    std::fill(m_entries.begin(), m_entries.end(), TTEntry{});
    m_generation = 0;
}

} // namespace fb::search
