// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in AI's transposition table: a fixed number of entries, one per slot, kept by
// depth.
#pragma once

#include "move.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace fb::search {

/// What a stored score says of the true score.
enum class Bound : uint8_t
{
    None,
    Exact,
    Lower, ///< the true score is at least this (a move failed high)
    Upper, ///< the true score is at most this (every move failed low)
};

/// One search result for a position (its full key), with the best move as a moveKey().
struct TTEntry
{
    uint64_t key = 0;
    uint32_t move = 0; ///< moveKey() of the best move; 0 = none
    int16_t score = 0;
    uint8_t depth = 0;
    Bound bound = Bound::None;
    uint8_t generation = 0;
};

/// A 32-bit summary of a move (kind, squares, types; never 0), to find the stored best move
/// again among a position's moves. Two moves of one position practically never share it, and
/// a stored move is only ever used when it is found among the legal moves.
uint32_t moveKey(const Move& m);

class TranspositionTable
{
public:
    /// A table of about `megabytes` MiB (at least one entry; a power of two of entries).
    explicit TranspositionTable(size_t megabytes);

    /// The entry stored for `key`, or null.
    const TTEntry* probe(uint64_t key) const
    {
        const TTEntry& e = m_entries[size_t(key) & m_mask];
        return e.bound != Bound::None && e.key == key ? &e : nullptr;
    }
    /// Stores a result. The slot's entry is replaced when it is of the same position, of an
    /// earlier search (newSearch()), or not deeper than `depth`.
    void store(uint64_t key, int depth, int score, Bound bound, uint32_t move);
    /// A new search begins: entries of earlier ones give way to new ones.
    void newSearch() { ++m_generation; }
    /// Empties the table (a new game).
    void clear();
    size_t size() const { return m_entries.size(); }

private:
    std::vector<TTEntry> m_entries;
    size_t m_mask = 0;
    uint8_t m_generation = 0;
};

} // namespace fb::search
