// SPDX-License-Identifier: GPL-3.0-or-later
// A set of mailbox squares, sized for one board geometry.
#pragma once

#include "types.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace fb {

class SquareSet
{
public:
    SquareSet() = default;
    /// An empty set able to hold squares 0 .. size-1.
    explicit SquareSet(int size)
        : m_words((size + 63) / 64, 0)
    { }

    bool contains(Square s) const
    {
        const auto w = size_t(s) >> 6;
        return s >= 0 && w < m_words.size() && (m_words[w] >> (s & 63) & 1);
    }
    /// contains() without the range test, for a square inside the size the set was made with.
    bool has(Square s) const { return m_words[size_t(s) >> 6] >> (s & 63) & 1; }
    void insert(Square s) { m_words[size_t(s) >> 6] |= uint64_t(1) << (s & 63); }
    void remove(Square s) { m_words[size_t(s) >> 6] &= ~(uint64_t(1) << (s & 63)); }
    void unite(const SquareSet& o)
    {
        if (o.m_words.size() > m_words.size())
            m_words.resize(o.m_words.size(), 0);
        for (size_t i = 0; i < o.m_words.size(); ++i)
            m_words[i] |= o.m_words[i];
    }
    /// Do this set and `o` share a square?
    bool intersects(const SquareSet& o) const
    {
        const size_t n = std::min(m_words.size(), o.m_words.size());
        for (size_t i = 0; i < n; ++i)
            if (m_words[i] & o.m_words[i])
                return true;
        return false;
    }
    bool isEmpty() const
    {
        for (auto w : m_words)
            if (w)
                return false;
        return true;
    }
    int count() const
    {
        int n = 0;
        for (auto w : m_words)
            n += __builtin_popcountll(w);
        return n;
    }
    /// Calls f(square) for every member in increasing order.
    template <typename F> void forEach(F&& f) const
    {
        for (size_t i = 0; i < m_words.size(); ++i) {
            uint64_t w = m_words[i];
            while (w) {
                const int b = __builtin_ctzll(w);
                f(Square(i * 64 + b));
                w &= w - 1;
            }
        }
    }
    /// Calls f(square) for the members in increasing order until it returns true; whether one
    /// did.
    template <typename F> bool anyOf(F&& f) const
    {
        for (size_t i = 0; i < m_words.size(); ++i) {
            uint64_t w = m_words[i];
            while (w) {
                if (f(Square(i * 64 + size_t(__builtin_ctzll(w)))))
                    return true;
                w &= w - 1;
            }
        }
        return false;
    }
    bool operator==(const SquareSet&) const = default;

private:
    std::vector<uint64_t> m_words;
};

} // namespace fb
