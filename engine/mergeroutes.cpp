// SPDX-License-Identifier: GPL-3.0-or-later
#include "mergeroutes.h"

#include <algorithm>
#include <numeric>

namespace fb {

namespace {

// A merged route keeps of the squares it passes only those where it takes a piece (none for a
// move that takes nothing on the way); a move that comes back to its square (double igui)
// lists them in increasing order, since the order of its captures changes nothing.
void keepCaptureSquaresOnly(Move& m)
{
    if (m.kind != MoveKind::Normal || m.viaCount == 0)
        return;
    const std::array<Square, Move::MaxVia> passed = m.via;
    const int count = m.viaCount;
    m.viaCount = 0;
    m.via.fill(NoSquare);
    const auto victimsEnd = m.victims.begin() + m.victimCount;
    for (int k = 0; k < count; ++k)
        if (std::find(m.victims.begin(), victimsEnd, passed[size_t(k)]) != victimsEnd)
            m.addVia(passed[size_t(k)]);
    if (m.to == m.from) {
        std::sort(m.via.begin(), m.via.begin() + m.viaCount);
        std::sort(m.victims.begin(), victimsEnd);
    }
}

} // namespace

void mergeRoutes(MoveList& out, size_t first)
{
    const size_t n = out.size() - first;
    for (size_t i = first; i < out.size(); ++i)
        keepCaptureSquaresOnly(out[i]);
    std::vector<uint32_t> byDestination(n);
    std::iota(byDestination.begin(), byDestination.end(), 0u);
    std::stable_sort(byDestination.begin(), byDestination.end(),
        [&](uint32_t a, uint32_t b) { return out[first + a].to < out[first + b].to; });
    std::vector<bool> repeated(n, false);
    for (size_t group = 0; group < n;) {
        const Square to = out[first + byDestination[group]].to;
        size_t end = group;
        while (end < n && out[first + byDestination[end]].to == to)
            ++end;
        for (size_t a = group + 1; a < end; ++a) {
            const Move& m = out[first + byDestination[a]];
            for (size_t b = group; b < a && !repeated[byDestination[a]]; ++b)
                if (!repeated[byDestination[b]] && out[first + byDestination[b]].sameTurn(m))
                    repeated[byDestination[a]] = true;
        }
        group = end;
    }
    size_t kept = first;
    for (size_t i = 0; i < n; ++i)
        if (!repeated[i])
            out[kept++] = out[first + i];
    out.resize(kept);
}

} // namespace fb
