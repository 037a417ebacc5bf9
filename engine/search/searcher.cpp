// SPDX-License-Identifier: GPL-3.0-or-later
#include "searcher.h"

#include "gamestate.h"
#include "goalrules.h"
#include "movegen.h"

#include <algorithm>
#include <cmath>

namespace fb::search {

namespace {

constexpr int Infinity = Searcher::Mate + 1;

// The move of `moves` that makes the same turn as `m` (the end when none does).
MoveList::iterator findTurn(MoveList& moves, const Move& m)
{
    return std::find_if(
        moves.begin(), moves.end(), [&](const Move& other) { return other.sameTurn(m); });
}
/// Static scores stay below the mate scores.
constexpr int MaxEval = Searcher::Mate - Searcher::MaxPly - 1;

// Mate scores are stored relative to the position, not the root.
int toTable(int score, int ply)
{
    if (score >= Searcher::Mate - Searcher::MaxPly)
        return score + ply;
    if (score <= -(Searcher::Mate - Searcher::MaxPly))
        return score - ply;
    return score;
}

int fromTable(int score, int ply)
{
    if (score >= Searcher::Mate - Searcher::MaxPly)
        return score - ply;
    if (score <= -(Searcher::Mate - Searcher::MaxPly))
        return score + ply;
    return score;
}

uint64_t mix(uint64_t x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

bool isQuiet(const Position& pos, const Move& m)
{
    return m.promotion == NoPieceType && !capturesEnemy(pos, m);
}

// Does the variant let a passed turn stand for a lower bound of the side to move's score? Not
// where captures are compulsory or losing pieces is the aim (zugzwang is the rule there), nor
// where passing is a move of the game (two passes may end it), nor with a check limit.
bool nullMoveVariant(const VariantDefinition& v, int materialSign)
{
    const Rules& r = v.rules;
    return materialSign > 0 && !r.mustCapture && !r.passing.allowed && !r.passing.twoEndTheGame
        && r.goals.checkLimit == 0;
}

// The plies a late quiet move is searched less (late move reductions): about
// ln(depth) * ln(index) / 2, at least one.
int lateMoveReduction(int depth, size_t index)
{
    static const auto table = [] {
        std::array<std::array<int8_t, 64>, 64> t{};
        for (size_t d = 1; d < 64; ++d)
            for (size_t i = 1; i < 64; ++i)
                t[d][i]
                    = int8_t(std::max(1.0, 0.5 + std::log(double(d)) * std::log(double(i)) / 2));
        return t;
    }();
    return table[size_t(std::min(depth, 63))][std::min<size_t>(index, 63)];
}

} // namespace

Searcher::Searcher(const VariantPtr& variant, size_t tableMegabytes)
    : m_variant(variant)
    , m_eval(variant)
    , m_nullMoveVariant(nullMoveVariant(*variant, m_eval.materialSign()))
    , m_tt(tableMegabytes)
    , m_order(*variant, m_eval.values())
    , m_moveStack(size_t(MaxPly))
    , m_pv(size_t(MaxPly))
{ }

void Searcher::newGame()
{
    m_tt.clear();
    m_order.clear();
}

SearchResult Searcher::search(Position& pos, const Limits& limits, const std::atomic<bool>& stop,
    const std::function<void(const Iteration&)>& report)
{
    m_stopFlag = &stop;
    m_limits = limits;
    m_clock.start();
    m_nodes = 0;
    m_stopped = false;
    m_noise = pos.ply() < m_randomness.plies ? std::max(m_randomness.amplitudeCp, 0) : 0;
    m_tt.newSearch();
    SearchResult result;
    MoveList root;
    MoveGenerator::generateLegal(pos, root);
    if (root.empty())
        return result;
    const TTEntry* entry = m_tt.probe(pos.key());
    m_order.sort(pos, root, entry ? entry->move : 0, 0);
    result.move = root.front();
    result.score = staticEval(pos);
    if (root.size() == 1)
        return result;
    const int maxDepth = limits.depth > 0 ? std::min(limits.depth, MaxDepth) : MaxDepth;
    const int softTimeMs
        = limits.softTimeMs > 0 ? std::min(limits.softTimeMs, limits.timeMs) : limits.timeMs / 2;
    for (int depth = 1; depth <= maxDepth && !stop.load(std::memory_order_relaxed); ++depth) {
        int margin = AspirationMargin;
        int alpha = -Infinity, beta = Infinity;
        if (depth >= AspirationDepth && !isMate(result.score)) {
            alpha = std::max(result.score - margin, -Infinity);
            beta = std::min(result.score + margin, Infinity);
        }
        int score = 0;
        for (;;) {
            Move best = root.front();
            score = rootSearch(pos, root, depth, alpha, beta, best);
            // The previous best unless this iteration found a better one; a score above the
            // window is a better move even when the search stopped at once.
            result.move = best;
            if (m_stopped)
                break;
            if (score > alpha && score < beta)
                break;
            margin *= 2;
            if (score <= alpha) {
                // Every move failed low: their order says nothing, the previous best stays
                // first (and is the move should the search stop in the repeat).
                beta = (alpha + beta) / 2;
                alpha = std::max(score - margin, -Infinity);
                result.move = root.front();
                continue;
            }
            beta = std::min(score + margin, Infinity);
            // The move that failed high first when the search is repeated.
            const auto at = findTurn(root, best);
            std::rotate(root.begin(), at, at + 1);
        }
        if (m_stopped)
            break;
        result.score = score;
        result.depth = depth;
        result.pv.assign(m_pv[0].begin(), m_pv[0].begin() + m_pvLength[0]);
        // The best move is searched first in the next iteration.
        const Move best = *result.move;
        const auto at = findTurn(root, best);
        std::rotate(root.begin(), at, at + 1);
        if (report) {
            report({depth, score, m_nodes, m_clock.elapsed(), result.pv, 1});
            if (limits.lines > 1)
                reportOtherLines(pos, root, depth, limits.lines, report);
        }
        if (isMate(score) && Mate - std::abs(score) <= depth)
            break;
        if (limits.timeMs > 0 && m_clock.elapsed() >= softTimeMs)
            break;
    }
    result.nodes = m_nodes;
    return result;
}

void Searcher::reportOtherLines(Position& pos, const MoveList& root, int depth, int lines,
    const std::function<void(const Iteration&)>& report)
{
    MoveList rest(root.begin() + 1, root.end());
    for (int line = 2; line <= lines && !rest.empty(); ++line) {
        Move best = rest.front();
        const int score = rootSearch(pos, rest, depth, -Infinity, Infinity, best);
        if (m_stopped)
            return;
        MoveList pv(m_pv[0].begin(), m_pv[0].begin() + m_pvLength[0]);
        report({depth, score, m_nodes, m_clock.elapsed(), std::move(pv), line});
        rest.erase(findTurn(rest, best));
    }
}

int Searcher::rootSearch(Position& pos, MoveList& moves, int depth, int alpha, int beta, Move& best)
{
    m_pvLength[0] = 0;
    int bestScore = -Infinity;
    for (size_t i = 0; i < moves.size(); ++i) {
        const Move& m = moves[i];
        pos.makeMove(m);
        int score;
        if (i == 0) {
            score = -negamax(pos, depth - 1, -beta, -alpha, 1, true);
        } else {
            score = -negamax(pos, depth - 1, -alpha - 1, -alpha, 1, false);
            if (score > alpha && !m_stopped)
                score = -negamax(pos, depth - 1, -beta, -alpha, 1, true);
        }
        pos.unmakeMove();
        if (m_stopped)
            break;
        if (score > bestScore) {
            bestScore = score;
            // Below the window a score is only a bound: such a move does not displace the
            // first (the previous best).
            if (i == 0 || score > alpha) {
                best = m;
                updatePv(0, m);
            }
            alpha = std::max(alpha, score);
            if (score >= beta)
                break;
        }
    }
    return bestScore;
}

int Searcher::negamax(
    Position& pos, int depth, int alpha, int beta, int ply, bool pvNode, bool nullAllowed)
{
    if (shouldStop())
        return 0;
    m_pvLength[size_t(ply)] = ply;
    if (std::optional<int> end = terminalScore(pos, ply))
        return *end;
    if (ply >= MaxPly - 1)
        return staticEval(pos);
    const Rules& rules = pos.variant().rules;
    const bool inCheck = rules.checkRule && pos.inCheck(pos.sideToMove());
    if (inCheck && ply < MaxPly / 2)
        ++depth;
    if (depth <= 0)
        return quiesce(pos, alpha, beta, ply, 0);
    const uint64_t key = pos.key();
    uint32_t ttMove = 0;
    if (const TTEntry* e = m_tt.probe(key)) {
        ttMove = e->move;
        const int s = fromTable(e->score, ply);
        if (!pvNode && e->depth >= depth
            && (e->bound == Bound::Exact || (e->bound == Bound::Lower && s >= beta)
                || (e->bound == Bound::Upper && s <= alpha)))
            return s;
    }
    if (!pvNode && !inCheck && !isMate(beta)) {
        const int eval = staticEval(pos);
        // Static pruning: so far above beta that a few plies will hardly bring it down.
        if (depth <= FutilityDepth && m_eval.materialSign() > 0
            && eval - FutilityMargin * depth >= beta)
            return eval;
        // Null move: even passing the turn keeps the score at beta or above.
        if (nullAllowed && depth >= NullMoveDepth && eval >= beta && nullMoveSafe(pos)) {
            const int reduced = depth - 1 - NullMoveReduction - depth / 4;
            Move pass;
            pass.kind = MoveKind::Pass;
            pos.makeMove(pass);
            const int score = -negamax(pos, reduced, -beta, -beta + 1, ply + 1, false, false);
            pos.unmakeMove();
            if (m_stopped)
                return 0;
            if (score >= beta)
                return isMate(score) ? beta : score;
        }
    }
    MoveList& moves = m_moveStack[size_t(ply)];
    moves.clear();
    MoveGenerator::generateLegal(pos, moves);
    if (moves.empty())
        return resultScore(pos, ply);
    if (rules.moveCountLimit > 0 && pos.halfmoveClock() >= rules.moveCountLimit)
        return 0;
    m_order.sort(pos, moves, ttMove, ply);
    const int alphaBefore = alpha;
    int best = -Infinity;
    Move bestMove;
    for (size_t i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        const bool quiet = isQuiet(pos, m);
        pos.makeMove(m);
        // Late quiet moves are searched less first (not out of check, not giving it), the
        // more the later they come and the deeper the search; less in principal variations.
        int reduction = 0;
        if (depth >= 3 && i >= 3 && quiet && !inCheck
            && !(rules.checkRule && pos.inCheck(pos.sideToMove()))) {
            reduction = lateMoveReduction(depth, i) - (pvNode ? 1 : 0);
            reduction = std::clamp(reduction, pvNode ? 0 : 1, depth - 2);
        }
        int score;
        if (i == 0) {
            score = -negamax(pos, depth - 1, -beta, -alpha, ply + 1, pvNode);
        } else {
            score = -negamax(pos, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, false);
            if (score > alpha && reduction > 0 && !m_stopped)
                score = -negamax(pos, depth - 1, -alpha - 1, -alpha, ply + 1, false);
            if (score > alpha && score < beta && pvNode && !m_stopped)
                score = -negamax(pos, depth - 1, -beta, -alpha, ply + 1, true);
        }
        pos.unmakeMove();
        if (m_stopped)
            return 0;
        if (score > best) {
            best = score;
            bestMove = m;
            if (score > alpha) {
                alpha = score;
                updatePv(ply, m);
                if (score >= beta) {
                    if (quiet)
                        m_order.cutoff(pos, m, ply, depth);
                    break;
                }
            }
        }
    }
    const Bound bound = best >= beta ? Bound::Lower
        : best > alphaBefore         ? Bound::Exact
                                     : Bound::Upper;
    m_tt.store(
        key, depth, toTable(best, ply), bound, bound == Bound::Upper ? 0 : moveKey(bestMove));
    return best;
}

int Searcher::quiesce(Position& pos, int alpha, int beta, int ply, int qply)
{
    if (shouldStop())
        return 0;
    m_pvLength[size_t(ply)] = ply;
    if (std::optional<int> end = terminalScore(pos, ply))
        return *end;
    if (ply >= MaxPly - 1)
        return staticEval(pos);
    const bool inCheck = pos.variant().rules.checkRule && pos.inCheck(pos.sideToMove());
    int best = -Infinity;
    if (!inCheck) {
        best = staticEval(pos); // stand pat: the side to move need not capture
        if (best >= beta || qply >= MaxQuiescencePlies)
            return best;
        alpha = std::max(alpha, best);
    } else if (qply >= MaxQuiescencePlies) {
        return staticEval(pos);
    }
    MoveList& moves = m_moveStack[size_t(ply)];
    moves.clear();
    if (inCheck) {
        MoveGenerator::generateLegal(pos, moves);
        if (moves.empty())
            return resultScore(pos, ply);
        m_order.sort(pos, moves, 0, ply);
    } else {
        // Captures only; their legality is tested when they come to be searched.
        MoveGenerator::generatePseudoLegal(pos, moves);
        moves.erase(std::remove_if(moves.begin(), moves.end(),
                        [&](const Move& m) { return !capturesEnemy(pos, m); }),
            moves.end());
        m_order.sortCaptures(pos, moves);
    }
    const bool delta = !inCheck && m_eval.materialSign() > 0;
    for (size_t i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        if (delta && best + captureGain(pos, m) + DeltaMargin <= alpha)
            continue;
        if (!inCheck && !MoveGenerator::isLegal(pos, m))
            continue;
        pos.makeMove(m);
        const int score = -quiesce(pos, -beta, -alpha, ply + 1, qply + 1);
        pos.unmakeMove();
        if (m_stopped)
            return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                if (score >= beta)
                    break;
            }
        }
    }
    return best;
}

bool Searcher::nullMoveSafe(const Position& pos) const
{
    if (!m_nullMoveVariant)
        return false;
    const Side us = pos.sideToMove();
    const PieceValues& values = m_eval.values();
    if (pos.variant().rules.hands.enabled)
        for (PieceType t = 0; t < values.typeCount(); ++t)
            if (pos.handCount(us, t) > 0)
                return true;
    bool safe = false;
    pos.occupied(us).forEach(
        [&](Square s) { safe = safe || values.board(typeOf(pos.at(s))) >= NullMovePieceValue; });
    return safe;
}

std::optional<int> Searcher::terminalScore(Position& pos, int ply)
{
    if (MoveGenerator::gameOverOnBoard(pos))
        return resultScore(pos, ply);
    const Side stm = pos.sideToMove();
    if (std::optional<GameResult> bare = bareKingResult(pos)) {
        if (!bare->winner)
            return 0;
        return *bare->winner == stm ? Mate - ply : -(Mate - ply);
    }
    const Rules& r = pos.variant().rules;
    if (r.repetition.count > 0 && pos.ply() > 0) {
        const int earlier = MoveGenerator::earlierOccurrences(pos);
        if (earlier > 0) {
            if (1 + earlier >= r.repetition.count)
                return resultScore(pos, ply);
            if (r.repetition.result == Outcome::Draw && !r.repetition.perpetualCheckLoses)
                return 0;
        }
    }
    return std::nullopt;
}

int Searcher::resultScore(Position& pos, int ply)
{
    const GameResult r = evaluateGame(pos);
    if (!r.isOver())
        return staticEval(pos);
    if (!r.winner)
        return 0;
    return *r.winner == pos.sideToMove() ? Mate - ply : -(Mate - ply);
}

int Searcher::staticEval(const Position& pos) const
{
    int score = m_eval.evaluate(pos);
    if (m_noise > 0)
        score += int(mix(pos.key() ^ m_randomness.seed) % uint64_t(2 * m_noise + 1)) - m_noise;
    return std::clamp(score, -MaxEval, MaxEval);
}

int Searcher::captureGain(const Position& pos, const Move& m) const
{
    const PieceValues& values = m_eval.values();
    int gain = capturedValue(pos, m, values);
    if (pos.variant().rules.hands.fromCaptures)
        gain += gain * PieceValues::HandPercent / 100;
    if (m.promotion != NoPieceType)
        gain += values.board(m.promotion);
    return gain;
}

bool Searcher::shouldStop()
{
    ++m_nodes;
    if (!m_stopped && m_nodes % CheckEvery == 0)
        m_stopped = m_stopFlag->load(std::memory_order_relaxed)
            || (m_limits.timeMs > 0 && m_clock.elapsed() >= m_limits.timeMs)
            || (m_limits.nodes > 0 && m_nodes >= m_limits.nodes);
    return m_stopped;
}

void Searcher::updatePv(int ply, const Move& m)
{
    auto& line = m_pv[size_t(ply)];
    line[size_t(ply)] = m;
    const int childLength = ply + 1 < MaxPly ? m_pvLength[size_t(ply + 1)] : ply + 1;
    for (int j = ply + 1; j < childLength; ++j)
        line[size_t(j)] = m_pv[size_t(ply + 1)][size_t(j)];
    m_pvLength[size_t(ply)] = std::max(childLength, ply + 1);
}

} // namespace fb::search
