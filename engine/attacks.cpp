// SPDX-License-Identifier: GPL-3.0-or-later
#include "attacks.h"

#include "explosionrules.h"
#include "movegen.h"

#include <algorithm>

namespace fb {

namespace {

// The visitor of RayBoard::rayAttacks that records nothing.
struct NoVisit
{
    void operator()(int) const { }
};

// What a ray test reads: the board and the attacking side.
struct RayBoard
{
    const VariantDefinition& v;
    const Piece* board;
    const uint8_t* flags;
    Side by;

    bool inRegion(int region, int sq) const
    {
        return v.regions[size_t(region)].contains(by, Square(sq));
    }

    // May the attacker `p` found on `at` by ray `r` take on `s`: its own region, the ray's
    // origin region, and the pieces it may not hop over (`screen`) or capture.
    bool attacks(const AttackRay& r, Piece p, int s, int at, int screen) const
    {
        const PieceDefinition& def = v.pieces[size_t(typeOf(p))];
        if ((def.regionLimit >= 0 && !inRegion(def.regionLimit, s))
            || (r.originRegion >= 0 && !inRegion(r.originRegion, at)))
            return false;
        return !r.exclusions
            || (!listsType(def.cannotCapture, board[s])
                && (screen < 0 || !listsType(def.cannotHopOver, board[screen])));
    }

    // The RangeJump case of rayAttacks, kept out of line (the other rays' walk stays small):
    // over one or more pieces, each of a jump rank below the attacker's; with
    // RangeCaptureVictims::LowerRank the target's rank too (an empty target: 0).
    template <typename Visit>
    [[gnu::noinline]] bool rangeJumpAttacks(
        const AttackRay& r, int s, const uint8_t* f, Visit& visit) const
    {
        const uint8_t* ranks = v.tables().jumpRanks.data();
        const int victim
            = v.rules.rangeCaptureVictims == RangeCaptureVictims::Any ? -1 : ranks[board[s]];
        int cur = s, highest = victim;
        bool jumped = false;
        for (int k = 0; k < r.maxSteps; ++k) {
            cur += r.delta;
            const Piece p = board[cur];
            visit(cur);
            if (p == Empty)
                continue;
            if (p == Wall)
                return false;
            if (jumped && f[p] && ranks[p] > highest && attacks(r, p, s, cur, -1))
                return true;
            jumped = true;
            highest = std::max(highest, int(ranks[p]));
            if (highest >= r.rank)
                return false;
        }
        return false;
    }

    // Does a piece of `by` attack `s` along ray `r`? `Regions`: the side has region-bound
    // rays (MoveTables::pathRegionRays); without them the region tests are compiled out.
    // `visit(square)` is told every square whose content the answer reads, in the order read:
    // the squares passed, a lame leg's squares, a hopper's screen, the attacker's square
    // (NoVisit for the attack test; CheckEvasion records them).
    template <bool Regions = true, typename Visit = NoVisit>
    [[gnu::always_inline]] bool rayAttacks(const AttackRay& r, int s, Visit visit = {}) const
    {
        const uint8_t* f = flags + r.firstCode;
        // A ray along a region-bound leg: every square it passes, the target first, lies in it.
        const int region = Regions ? r.pathRegion : -1;
        if (region >= 0 && !inRegion(region, s))
            return false;
        switch (r.kind) {
        case AttackRay::Leap: {
            const int at = s + r.delta;
            const Piece p = board[at];
            visit(at);
            return f[p] && attacks(r, p, s, at, -1);
        }
        case AttackRay::LameLeap: {
            const int at = s + r.delta;
            const Piece p = board[at];
            visit(at);
            if (!f[p] || !attacks(r, p, s, at, -1))
                return false;
            for (int k = 0; k < r.lameCount; ++k) {
                visit(at + r.lame[size_t(k)]);
                if (board[at + r.lame[size_t(k)]] != Empty)
                    return false;
            }
            return true;
        }
        case AttackRay::Slide: {
            int cur = s;
            for (int k = 0; k < r.maxSteps; ++k) {
                cur += r.delta;
                const Piece p = board[cur];
                visit(cur);
                if (p == Empty) {
                    if (region >= 0 && !inRegion(region, cur))
                        return false;
                    continue;
                }
                return f[p] && attacks(r, p, s, cur, -1);
            }
            return false;
        }
        case AttackRay::Hop:
        case AttackRay::Grasshop: {
            int cur = s + r.delta;
            visit(cur);
            if (r.kind == AttackRay::Hop)
                while (board[cur] == Empty && (region < 0 || inRegion(region, cur))) {
                    cur += r.delta;
                    visit(cur);
                }
            if (!isPiece(board[cur]) || (region >= 0 && !inRegion(region, cur)))
                return false;
            const int screen = cur;
            cur += r.delta;
            visit(cur);
            while (board[cur] == Empty && (region < 0 || inRegion(region, cur))) {
                cur += r.delta;
                visit(cur);
            }
            const Piece p = board[cur];
            return f[p] && attacks(r, p, s, cur, screen);
        }
        default: // AttackRay::RangeJump, the last kind: outside the common rays' switch
            return rangeJumpAttacks(r, s, f, visit);
        }
    }
};

// The rays along which an attacker of `by` could stand at all to attack `s`
// (MoveTables::rayIndex), as indices into MoveTables::attackRays[by]: the lines from `first`
// to `leaps`, then the Leap rays to `last`.
struct CandidateRays
{
    const uint16_t* first;
    const uint16_t* leaps;
    const uint16_t* last;

    CandidateRays(const MoveTables& t, Side by, Square s)
    {
        const size_t at = size_t(by) * size_t(t.cells) + size_t(s);
        const uint16_t* index = t.rayIndex.data();
        first = index + t.rayIndexStart[at];
        leaps = index + t.rayIndexLeaps[at];
        last = index + t.rayIndexStart[at + 1];
    }
};

} // namespace

bool Position::isAttacked(Square s, Side by) const
{
    const MoveTables& t = *m_tables;
    const RayBoard rb{*m_variant, m_board.data(), t.attackerFlags.data(), by};
    const AttackRay* rays = t.attackRays[by].data();
    const bool regions = t.pathRegionRays[by];
    const CandidateRays candidates(t, by, s);
    const size_t at = size_t(by) * size_t(t.cells) + size_t(s);
    const MoveTables::LeapProbe* probe = t.leapProbes.data() + t.leapProbeStart[at];
    const MoveTables::LeapProbe* probesEnd = t.leapProbes.data() + t.leapProbeStart[at + 1];
    if (t.reachCells) {
        // From the attackers' side: each piece of `by` names the few rays along which it could
        // attack `s` from where it stands (MoveTables::reachStart), and only those are walked.
        const uint32_t* start = t.reachStart.data();
        const uint16_t* list = t.reachRays.data();
        const int32_t* cell = t.reachCell.data();
        const size_t base = size_t(t.reachCenter - cell[s]);
        const bool found = m_occupied[by].anyOf([&](Square a) {
            const Piece p = m_board[size_t(a)];
            // A square the board under test has emptied or given to the other side.
            if (!isPiece(p) || sideOf(p) != by)
                return false;
            const size_t entry = size_t(p) * size_t(t.reachCells) + base + size_t(cell[a]);
            for (uint32_t k = start[entry], end = start[entry + 1]; k != end; ++k)
                if (regions ? rb.rayAttacks<true>(rays[list[k]], s)
                            : rb.rayAttacks<false>(rays[list[k]], s))
                    return true;
            return false;
        });
        if (found)
            return true;
    } else {
        // Only the rays along which an attacker could stand at all; the leaps as probes first
        // (one square each, no walk: the index put the target in a leap's path region), then
        // the lines. The probes only where `by` has a piece on one of their squares (the
        // occupied set may hold more squares than the board under test, never fewer).
        if (probe != probesEnd && !t.leapSources[at].intersects(m_occupied[by]))
            probe = probesEnd;
        for (; probe != probesEnd; ++probe) {
            const int from = s + probe->delta;
            const Piece p = m_board[size_t(from)];
            if (rb.flags[probe->firstCode + p] && rb.attacks(rays[probe->ray], p, s, from, -1))
                return true;
        }
        if (regions) {
            for (const uint16_t* i = candidates.first; i != candidates.leaps; ++i)
                if (rb.rayAttacks<true>(rays[*i], s))
                    return true;
        } else {
            for (const uint16_t* i = candidates.first; i != candidates.leaps; ++i)
                if (rb.rayAttacks<false>(rays[*i], s))
                    return true;
        }
    }
    for (PieceType type : t.complexAttackers[by])
        if (pieceTypeAttacks(*this, type, by, s))
            return true;
    return false;
}

bool Position::facingRoyals() const
{
    if (!m_royalCount[0] || !m_royalCount[1])
        return false;
    const BoardGeometry& g = geometry();
    for (int i = 0; i < m_royalCount[0]; ++i)
        for (int j = 0; j < m_royalCount[1]; ++j) {
            const Square a = m_royals[0][size_t(i)], b = m_royals[1][size_t(j)];
            if (g.fileOf(a) != g.fileOf(b))
                continue;
            const int step = a < b ? g.stride() : -g.stride();
            int cur = a + step;
            while (cur != b && m_board[size_t(cur)] == Empty)
                cur += step;
            if (cur == b)
                return true;
        }
    return false;
}

bool Position::inCheck(Side s) const
{
    if (m_variant->rules.dupleCheck && m_royalCount[s] > 1) {
        bool all = true;
        for (int i = 0; i < m_royalCount[s] && all; ++i)
            all = isAttacked(m_royals[s][size_t(i)], opposite(s));
        return all || (m_variant->rules.kingsMayNotFace && facingRoyals());
    }
    for (int i = 0; i < m_royalCount[s]; ++i)
        if (isAttacked(m_royals[s][size_t(i)], opposite(s))
            && !shieldedByEnemyRoyal(*this, m_royals[s][size_t(i)], s))
            return true;
    return m_variant->rules.kingsMayNotFace && facingRoyals();
}

int Position::squaresAfter(const Move& m, SquaresAfter& out) const
{
    const Side us = m_stm;
    const auto& pieces = m_variant->pieces;
    auto royal = [&](Piece p) { return isPiece(p) && pieces[size_t(typeOf(p))].royal; };
    int n = 0;
    out.royalFrom = out.royalTo = NoSquare;
    if (m.isGating() || m.isWalling())
        return -1; // a piece enters from the hand, or a wall moves, as well: made instead
    switch (m.kind) {
    case MoveKind::Pass:
        break;
    case MoveKind::Drop: {
        const Piece p = makePiece(m.promotion != NoPieceType ? m.promotion : m.dropped, us);
        if (royal(p))
            return -1;
        out.squares[size_t(n++)] = {m.to, p};
        break;
    }
    case MoveKind::Castle: {
        const Piece king = m_board[size_t(m.from)], partner = m_board[size_t(m.partnerFrom)];
        if (royal(partner))
            return -1;
        out.squares[size_t(n++)] = {m.from, Empty};
        out.squares[size_t(n++)] = {m.partnerFrom, Empty};
        out.squares[size_t(n++)] = {m.to, king};
        out.squares[size_t(n++)] = {m.partnerTo, partner};
        if (royal(king))
            out.royalFrom = m.from, out.royalTo = m.to;
        break;
    }
    case MoveKind::Normal: {
        const Piece mover = m_board[size_t(m.from)];
        const Piece placed = m.promotion != NoPieceType ? makePiece(m.promotion, us) : mover;
        if (royal(mover) != royal(placed))
            return -1;
        for (int i = 0; i < m.victimCount; ++i) {
            if (royal(m_board[size_t(m.victims[size_t(i)])]))
                return -1;
            out.squares[size_t(n++)] = {m.victims[size_t(i)], Empty};
        }
        if (m.to != m.from && royal(m_board[size_t(m.to)]))
            return -1;
        // An explosion changes more squares than these, and so may burning.
        if (m_variant->rules.explosions.enabled
            && (m.victimCount > 0 || (m.to != m.from && isPiece(m_board[size_t(m.to)]))))
            return -1;
        if (m_variant->rules.burning.enabled())
            return -1;
        out.squares[size_t(n++)] = {m.from, Empty};
        out.squares[size_t(n++)] = {m.to, placed};
        if (royal(mover))
            out.royalFrom = m.from, out.royalTo = m.to;
        break;
    }
    }
    out.count = n;
    return n;
}

template <typename Test> void Position::withSquaresAfter(const SquaresAfter& after, Test&& test)
{
    const Side us = m_stm;
    std::array<Piece, SquaresAfter::Max> before;
    // The occupied sets follow the board: the attack test reads the attackers from them.
    for (int i = 0; i < after.count; ++i) {
        const Square sq = after.squares[size_t(i)].first;
        before[size_t(i)] = m_board[size_t(sq)];
        setCell(sq, after.squares[size_t(i)].second);
    }
    int royalIndex = -1;
    for (int i = 0; after.royalFrom != NoSquare && i < m_royalCount[us]; ++i)
        if (m_royals[us][size_t(i)] == after.royalFrom) {
            royalIndex = i;
            m_royals[us][size_t(i)] = after.royalTo;
            break;
        }
    // A real move clears the en passant squares first; an attacker's en passant capture
    // must not see them.
    const uint8_t epCount = m_epCount;
    m_epCount = 0;
    test();
    m_epCount = epCount;
    if (royalIndex >= 0)
        m_royals[us][size_t(royalIndex)] = after.royalFrom;
    for (int i = after.count - 1; i >= 0; --i)
        setCell(after.squares[size_t(i)].first, before[size_t(i)]);
}

std::optional<Position::AfterMove> Position::checkAfter(const Move& m, bool wantFacing)
{
    SquaresAfter after;
    if (squaresAfter(m, after) < 0)
        return std::nullopt;
    AfterMove result;
    withSquaresAfter(after, [&] {
        result.inCheck = inCheck(m_stm);
        result.royalsFace = wantFacing && facingRoyals();
    });
    return result;
}

std::optional<bool> Position::royalStepAttacked(const Move& m)
{
    const Side us = m_stm;
    Piece& fromCell = m_board[size_t(m.from)];
    Piece& toCell = m_board[size_t(m.to)];
    const Piece royal = fromCell, taken = toCell;
    if (isPiece(taken) && m_variant->pieces[size_t(typeOf(taken))].royal)
        return std::nullopt;
    // The other side's occupied set may keep `m.to`: the attack test skips a square that holds
    // none of its pieces. As in withSquaresAfter, no en passant square stays.
    fromCell = Empty;
    toCell = royal;
    m_royals[us][0] = m.to;
    const uint8_t epCount = m_epCount;
    m_epCount = 0;
    const bool attacked = inCheck(us);
    m_epCount = epCount;
    m_royals[us][0] = m.from;
    toCell = taken;
    fromCell = royal;
    return attacked;
}

std::optional<bool> Position::givesCheckAfter(const Move& m)
{
    if (!m_tables->complexAttackers[m_stm].empty())
        return std::nullopt;
    SquaresAfter after;
    if (squaresAfter(m, after) < 0)
        return std::nullopt;
    bool check = false;
    withSquaresAfter(after, [&] { check = inCheck(opposite(m_stm)); });
    return check;
}

RoyalExposure::RoyalExposure(const Position& pos)
    : m_royal(pos.royal(pos.sideToMove(), 0))
    , m_royalFile(pos.geometry().fileOf(m_royal))
    , m_royalRank(pos.geometry().rankOf(m_royal))
{
    const Side us = pos.sideToMove(), them = opposite(us);
    const MoveTables& t = pos.variant().tables();
    const Piece* board = pos.m_board.data();
    const uint8_t* flags = t.attackerFlags.data();
    auto add = [&](Square square, const AttackRay* ray, int reach) {
        if (m_count == int(m_keys.size()))
            m_overflow = true;
        else
            m_keys[size_t(m_count++)] = Key{square, int16_t(reach), ray};
    };
    const int k = m_royal;
    // Only the lines along which an attacker could stand at all (CandidateRays): no board
    // opens the others.
    const AttackRay* rays = t.attackRays[them].data();
    const CandidateRays candidates(t, them, m_royal);
    for (const uint16_t* i = candidates.first; i != candidates.leaps; ++i) {
        const AttackRay& r = rays[*i];
        const uint8_t* f = flags + r.firstCode;
        switch (r.kind) {
        case AttackRay::Leap:
            break; // nothing a move of ours does opens a leap
        case AttackRay::LameLeap:
            // An attacker held back by its lame squares: vacating one may free it.
            if (f[board[k + r.delta]])
                for (int l = 0; l < r.lameCount; ++l)
                    if (board[k + r.delta + r.lame[size_t(l)]] != Empty)
                        add(Square(k + r.delta + r.lame[size_t(l)]), &r, 0);
            break;
        case AttackRay::Slide: {
            // The first piece on the line, when an attacker stands behind it.
            int cur = k, step = 0;
            Square first = NoSquare;
            while (step < r.maxSteps) {
                cur += r.delta;
                ++step;
                const Piece p = board[cur];
                if (p == Wall)
                    break;
                if (p == Empty)
                    continue;
                if (first != NoSquare) {
                    if (f[p])
                        add(first, &r, 0);
                    break;
                }
                first = Square(cur);
            }
            break;
        }
        case AttackRay::Hop:
        case AttackRay::Grasshop: {
            // Any change up to the third piece may make or take a screen.
            int cur = k, step = 0, pieces = 0;
            bool attacker = false;
            while (pieces < 3) {
                cur += r.delta;
                const Piece p = board[cur];
                if (p == Wall)
                    break;
                ++step;
                if (p != Empty) {
                    ++pieces;
                    attacker = attacker || f[p];
                }
            }
            if (attacker)
                add(NoSquare, &r, step);
            break;
        }
        case AttackRay::RangeJump: {
            // A piece put on the line, taken off it or moved along it may make or break a
            // jump: any change up to the farthest attacker on the line.
            int cur = k, reach = 0;
            for (int step = 1; step <= r.maxSteps; ++step) {
                cur += r.delta;
                const Piece p = board[cur];
                if (p == Wall)
                    break;
                if (f[p])
                    reach = step;
            }
            if (reach > 1)
                add(NoSquare, &r, reach);
            break;
        }
        }
    }
    if (pos.variant().rules.kingsMayNotFace) {
        // The one piece between facing royals: vacating it makes them face.
        const int stride = pos.geometry().stride();
        for (int dir : {stride, -stride}) {
            int cur = k + dir;
            while (board[cur] == Empty)
                cur += dir;
            if (!isPiece(board[cur]))
                continue;
            const Square first = Square(cur);
            cur += dir;
            while (board[cur] == Empty)
                cur += dir;
            const Piece p = board[cur];
            if (isPiece(p) && sideOf(p) == them && pos.variant().pieces[size_t(typeOf(p))].royal)
                add(first, nullptr, 0);
        }
    }
}

bool RoyalExposure::touches(const Position& pos, const Move& m) const
{
    const BoardGeometry& g = pos.geometry();
    for (int i = 0; i < m_count; ++i) {
        const Key& key = m_keys[size_t(i)];
        if (key.square != NoSquare) {
            if (m.from == key.square && m.to != m.from)
                return true;
            continue;
        }
        const AttackRay& r = *key.ray;
        if (onRay(g.fileOf(m.from) - m_royalFile, g.rankOf(m.from) - m_royalRank, r.dx, r.dy,
                key.reach)
            || onRay(
                g.fileOf(m.to) - m_royalFile, g.rankOf(m.to) - m_royalRank, r.dx, r.dy, key.reach))
            return true;
    }
    return false;
}

std::optional<bool> RoyalExposure::exposesOnBoard(Position& pos, const Move& m) const
{
    const BoardGeometry& g = pos.geometry();
    const int kx = m_royalFile, ky = m_royalRank;
    Position::SquaresAfter after;
    if (pos.squaresAfter(m, after) < 0)
        return std::nullopt;
    auto wholeTest = [&] {
        bool attacked = false;
        pos.withSquaresAfter(after, [&] { attacked = pos.inCheck(pos.sideToMove()); });
        return attacked;
    };
    // Two vacated squares (a capture away from `to`, en passant) may open a line that holds
    // two blockers: the whole test.
    if (m_overflow || after.royalFrom != NoSquare || m.victimCount > 0)
        return wholeTest();
    std::array<const Key*, 8> hits;
    int hitCount = 0;
    for (int i = 0; i < m_count; ++i) {
        const Key& key = m_keys[size_t(i)];
        bool hit = false;
        for (int j = 0; j < after.count && !hit; ++j) {
            const auto& [sq, p] = after.squares[size_t(j)];
            if (key.square != NoSquare) {
                hit = p == Empty && sq == key.square;
            } else {
                const AttackRay& r = *key.ray;
                hit = RoyalExposure::onRay(
                    g.fileOf(sq) - kx, g.rankOf(sq) - ky, r.dx, r.dy, key.reach);
            }
        }
        if (!hit)
            continue;
        if (hitCount == int(hits.size()))
            return wholeTest();
        hits[size_t(hitCount++)] = &key;
    }
    if (hitCount == 0)
        return false;
    bool exposed = false;
    pos.withSquaresAfter(after, [&] {
        const Side them = opposite(pos.sideToMove());
        const MoveTables& t = pos.variant().tables();
        const RayBoard rb{pos.variant(), pos.m_board.data(), t.attackerFlags.data(), them};
        for (int i = 0; i < hitCount && !exposed; ++i)
            exposed = hits[size_t(i)]->ray ? rb.rayAttacks(*hits[size_t(i)]->ray, m_royal)
                                           : pos.facingRoyals();
    });
    return exposed;
}

CheckEvasion::CheckEvasion(const Position& pos)
{
    const Side us = pos.sideToMove(), them = opposite(us);
    const Square royal = pos.royal(us, 0);
    const MoveTables& t = pos.variant().tables();
    const RayBoard rb{pos.variant(), pos.m_board.data(), t.attackerFlags.data(), them};
    const AttackRay* rays = t.attackRays[them].data();
    const CandidateRays candidates(t, them, royal);
    Checker found;
    for (const uint16_t* i = candidates.first; i != candidates.last && !m_unknown; ++i) {
        found.count = 0;
        bool overflow = false;
        const bool checks = rb.rayAttacks<true>(rays[*i], royal, [&](int sq) {
            if (found.count == int(found.squares.size()))
                overflow = true;
            else
                found.squares[size_t(found.count++)] = Square(sq);
        });
        if (!checks)
            continue;
        if (overflow || m_count == int(m_checkers.size()))
            m_unknown = true;
        else
            m_checkers[size_t(m_count++)] = found;
    }
    // In check with no ray giving it: the royals face (kingsMayNotFace), which no square list
    // describes.
    if (m_count == 0)
        m_unknown = true;
}

bool CheckEvasion::leavesCheck(const Move& m) const
{
    if (m_unknown)
        return false;
    std::array<Square, 2 + Move::MaxVictims> changed;
    int n = 0;
    switch (m.kind) {
    case MoveKind::Pass:
        return true;
    case MoveKind::Castle:
        return false;
    case MoveKind::Drop:
        changed[size_t(n++)] = m.to;
        break;
    case MoveKind::Normal:
        changed[size_t(n++)] = m.from;
        changed[size_t(n++)] = m.to;
        for (int i = 0; i < m.victimCount; ++i)
            changed[size_t(n++)] = m.victims[size_t(i)];
        break;
    }
    for (int c = 0; c < m_count; ++c) {
        const Checker& checker = m_checkers[size_t(c)];
        const Square* begin = checker.squares.data();
        const Square* end = begin + checker.count;
        bool touched = false;
        for (int i = 0; i < n && !touched; ++i)
            touched = std::find(begin, end, changed[size_t(i)]) != end;
        if (!touched)
            return true;
    }
    return false;
}

bool pieceTypeAttacks(const Position& pos, PieceType type, Side side, Square target)
{
    const Piece piece = makePiece(type, side);
    thread_local MoveList list;
    for (Square s : pos.geometry().squares()) {
        if (pos.at(s) != piece)
            continue;
        const size_t first = list.size();
        MoveGenerator::generateFrom(pos, s, list);
        bool hit = false;
        for (size_t k = first; k < list.size() && !hit; ++k) {
            const Move& m = list[k];
            hit = m.to == target && m.kind == MoveKind::Normal && m.to != m.from;
            for (int i = 0; i < m.victimCount && !hit; ++i)
                hit = m.victims[size_t(i)] == target;
        }
        list.resize(first);
        if (hit)
            return true;
    }
    return false;
}

bool enPassantCapturable(const Position& pos, Square square, Side by)
{
    for (const MoveTables::EpCapture& e : pos.variant().tables().epCaptures[by])
        if (pos.at(Square(square - e.delta)) == e.piece)
            return true;
    return false;
}

} // namespace fb
