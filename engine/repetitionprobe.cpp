// SPDX-License-Identifier: GPL-3.0-or-later
#include "repetitionprobe.h"

#include "movegen.h"

namespace fb {

RepetitionProbe::RepetitionProbe(const Position& pos, Moves moves)
    : m_hands(pos.variant().rules.hands.enabled)
    , m_base(pos.keyAfterBase())
{
    // Only positions with the same side to move since the last irreversible move can recur
    // (captures and pawn moves; with hands the whole game, as a capture does not make earlier
    // positions unreachable): the window of a move that is not irreversible itself.
    const int next = pos.ply() + 1;
    const int window = m_hands ? next : pos.halfmoveClock() + 1;
    for (int ply = next - 2; ply >= 0 && next - ply <= window; ply -= 2) {
        if (m_count == int(m_targets.size()))
            m_overflow = true; // repeats() reads the rest from the game
        else
            m_targets[size_t(m_count++)] = pos.keyAt(ply);
        m_oldestPly = ply;
    }
    if (moves == Moves::Many && !m_hands && !m_overflow && m_count > 0)
        m_paired = pairTargets(pos);
}

bool RepetitionProbe::pairTargets(const Position& pos)
{
    // The squares changed since the oldest target, with what each held at the target reached
    // so far: the present board elsewhere.
    std::array<std::pair<Square, Piece>, 32> then;
    int thenCount = 0;
    bool fits = true;
    auto undo = [&](Square s, Piece before) {
        for (int i = 0; i < thenCount; ++i)
            if (then[size_t(i)].first == s) {
                then[size_t(i)].second = before;
                return;
            }
        if (thenCount == int(then.size()))
            fits = false;
        else
            then[size_t(thenCount++)] = {s, before};
    };
    int undone = pos.ply(); // the moves from this ply on are undone in `then`
    int kept = 0;
    for (int i = 0; i < m_count; ++i) {
        const int ply = pos.ply() - 1 - 2 * i; // the ply of m_targets[i]
        while (undone > ply)
            pos.forEachChangeBefore(--undone, undo);
        if (!fits)
            return false;
        Pair pair;
        int differing = 0;
        for (int j = 0; j < thenCount && differing <= 2; ++j) {
            const auto& [s, piece] = then[size_t(j)];
            if (pos.at(s) == piece)
                continue;
            (differing++ == 0 ? pair.a : pair.b) = s;
        }
        if (differing == 1 || differing > 2)
            continue; // no single move gives that board
        m_targets[size_t(kept)] = m_targets[size_t(i)];
        m_pairs[size_t(kept++)] = pair;
    }
    m_count = kept;
    return true;
}

bool RepetitionProbe::pairAllows(const Pair& p, const Move& m) const
{
    if (p.a == NoSquare)
        return m.kind == MoveKind::Pass || (m.kind == MoveKind::Normal && m.from == m.to);
    return m.kind == MoveKind::Normal
        && ((m.from == p.a && m.to == p.b) || (m.from == p.b && m.to == p.a));
}

bool RepetitionProbe::repeats(Position& pos, const Move& m) const
{
    if (m_count == 0)
        return false;
    if (m_paired && m.kind != MoveKind::Castle) {
        bool candidate = false;
        for (int i = 0; i < m_count && !candidate; ++i)
            candidate = pairAllows(m_pairs[size_t(i)], m);
        if (!candidate)
            return false;
    }
    const std::optional<Position::KeyAfterMove> after = pos.keyAfter(m, m_base);
    if (!after) {
        pos.makeMove(m);
        const bool repeats = MoveGenerator::earlierOccurrences(pos) > 0;
        pos.unmakeMove();
        return repeats;
    }
    if (after->resetsClock && !m_hands)
        return false;
    for (int i = 0; i < m_count; ++i)
        if (m_targets[size_t(i)] == after->key)
            return true;
    // Past the collected keys: the older plies of the window, read from the game.
    for (int ply = pos.ply() + 1 - 2 * (m_count + 1); m_overflow && ply >= m_oldestPly; ply -= 2)
        if (pos.keyAt(ply) == after->key)
            return true;
    return false;
}

} // namespace fb
