// SPDX-License-Identifier: GPL-3.0-or-later
#include "movetables.h"

#include "movegen.h"
#include "variant.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>
#include <tuple>

namespace fb {

namespace {

using betza::Component;
using betza::Mode;

struct Vec
{
    int x, y;
    bool operator==(const Vec&) const = default;
};

int sgn(int v)
{
    return (v > 0) - (v < 0);
}

// Does a move (x right, y forward, in the frame the codes refer to) match a direction code?
// `atom` is the base vector (major, minor) the move came from (for the chiral halves).
bool matchesCode(const QString& code, int x, int y, Vec atom)
{
    const int ax = std::abs(x), ay = std::abs(y);
    const bool fwd = y > 0, back = y < 0, right = x > 0, left = x < 0;
    const bool vert = ay >= ax, horiz = ax >= ay;
    if (code == u"ff")
        return fwd && vert;
    if (code == u"bb")
        return back && vert;
    if (code == u"rr")
        return right && horiz;
    if (code == u"ll")
        return left && horiz;
    if (code == u"vv")
        return y != 0 && vert;
    if (code == u"ss")
        return x != 0 && horiz;
    if (code == u"fr")
        return fwd && right && horiz;
    if (code == u"rf")
        return fwd && right && vert;
    if (code == u"fl")
        return fwd && left && horiz;
    if (code == u"lf")
        return fwd && left && vert;
    if (code == u"br")
        return back && right && horiz;
    if (code == u"rb")
        return back && right && vert;
    if (code == u"bl")
        return back && left && horiz;
    if (code == u"lb")
        return back && left && vert;
    if (code == u"fs")
        return fwd && x != 0 && horiz;
    if (code == u"bs")
        return back && x != 0 && horiz;
    if (code == u"rv")
        return right && y != 0 && vert;
    if (code == u"lv")
        return left && y != 0 && vert;
    if (code == u"fh")
        return fwd;
    if (code == u"bh")
        return back;
    if (code == u"rh")
        return right;
    if (code == u"lh")
        return left;
    const int a = atom.x, b = atom.y;
    const Vec m{x, y};
    const bool firstHalf = m == Vec{b, a} || m == Vec{-b, -a} || m == Vec{a, -b} || m == Vec{-a, b};
    if (code == u"hr")
        return firstHalf;
    if (code == u"hl")
        return !firstHalf || (a == b) || b == 0;
    return false;
}

// The 8 (or 4) vectors of a base atom, deduplicated.
std::vector<Vec> atomVectors(Vec atom)
{
    const int a = atom.x, b = atom.y;
    std::vector<Vec> out;
    for (Vec v : {Vec{b, a}, Vec{-b, -a}, Vec{a, -b}, Vec{-a, b}, Vec{a, b}, Vec{-a, -b},
             Vec{b, -a}, Vec{-b, a}})
        if (std::find(out.begin(), out.end(), v) == out.end())
            out.push_back(v);
    return out;
}

bool matchesAny(const QStringList& codes, int x, int y, Vec atom, bool orthogonalAtom)
{
    if (codes.isEmpty())
        return true;
    for (const QString& c : codes) {
        if (orthogonalAtom && c[0] != c[1] && c[0] != u'h' && c[1] != u'h') {
            // Fairy-Stockfish splits combined codes of orthogonal atoms: fsW = fW + sW.
            if (matchesCode(QString(2, c[0]), x, y, atom)
                || matchesCode(QString(2, c[1]), x, y, atom))
                return true;
        } else if (matchesCode(c, x, y, atom)) {
            return true;
        }
    }
    return false;
}

// Clockwise 8 directions starting with "forward" (north for the first side).
constexpr Vec Dir8[8] = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};

int dir8Index(Vec v)
{
    const Vec u{sgn(v.x), sgn(v.y)};
    for (int i = 0; i < 8; ++i)
        if (Dir8[i] == u)
            return i;
    return -1;
}

// Relative angles (in 45 degree steps clockwise) selected by a continuation code.
std::vector<int> relativeAngles(const QString& c)
{
    if (c == u"ff")
        return {0};
    if (c == u"bb")
        return {4};
    if (c == u"rr")
        return {2};
    if (c == u"ll")
        return {6};
    if (c == u"vv")
        return {0, 4};
    if (c == u"ss")
        return {2, 6};
    if (c == u"fr" || c == u"rf")
        return {1};
    if (c == u"fl" || c == u"lf")
        return {7};
    if (c == u"br" || c == u"rb")
        return {3};
    if (c == u"bl" || c == u"lb")
        return {5};
    if (c == u"fs")
        return {1, 7};
    if (c == u"bs")
        return {3, 5};
    if (c == u"rv")
        return {1, 3};
    if (c == u"lv")
        return {5, 7};
    if (c == u"fh")
        return {7, 0, 1};
    if (c == u"bh")
        return {3, 4, 5};
    if (c == u"rh")
        return {1, 2, 3};
    if (c == u"lh")
        return {5, 6, 7};
    return {0, 1, 2, 3, 5, 6, 7};
}

// The candidate steps of a leg: absolute for the first leg, relative to `prev` otherwise.
// Returned vectors are in board coordinates for the first side (flip later for the second).
std::vector<Vec> legSteps(const Component& comp, int legIndex, Vec prev)
{
    const auto& leg = comp.legs[size_t(legIndex)];
    std::vector<Vec> out;
    auto add = [&](Vec v) {
        if (std::find(out.begin(), out.end(), v) == out.end())
            out.push_back(v);
    };
    const bool orthogonalAtom = comp.atoms.size() == 1 && comp.atoms[0].second == 0;
    if (legIndex == 0) {
        for (const auto& [a, b] : comp.atoms)
            for (Vec v : atomVectors({a, b}))
                if (matchesAny(leg.directions, v.x, v.y, {a, b}, orthogonalAtom))
                    add(v);
        return out;
    }
    if (comp.unitAtom) {
        const int base = dir8Index(prev);
        if (base < 0)
            return out;
        std::vector<int> angles;
        if (leg.directions.isEmpty()) {
            // No direction given: the atom's own steps, except straight back.
            for (const auto& [a, b] : comp.atoms)
                for (Vec v : atomVectors({a, b}))
                    if (!(v == Vec{-Dir8[base].x, -Dir8[base].y}))
                        add(v);
            return out;
        } else {
            for (const QString& c : leg.directions)
                for (int a : relativeAngles(c))
                    if (std::find(angles.begin(), angles.end(), a) == angles.end())
                        angles.push_back(a);
        }
        for (int a : angles)
            add(Dir8[(base + a) % 8]);
        return out;
    }
    // Other atoms: classify each vector in the frame of the previous step.
    for (const auto& [a, b] : comp.atoms)
        for (Vec v : atomVectors({a, b})) {
            const int f = v.x * prev.x + v.y * prev.y;
            const int r = v.x * prev.y - v.y * prev.x;
            if (leg.directions.isEmpty()) {
                if (!(v == Vec{-prev.x, -prev.y}))
                    add(v);
            } else if (matchesAny(leg.directions, r, f, {a, b}, orthogonalAtom)) {
                add(v);
            }
        }
    return out;
}

// A leg's modes with XBoard's defaults: `mc` on the final leg, `m` on the others, except a
// non-final hop (`p`, `g`), which ends on its screen (`mp` for either).
uint32_t resolvedModes(const betza::Leg& leg, bool final)
{
    uint32_t m = leg.modes;
    const bool hop = m & (Mode::Hop | Mode::Grasshop);
    if (!leg.hasMoveModes() && (final || !hop))
        m |= final ? (Mode::Move | Mode::Capture) : Mode::Move;
    return m;
}

void fillLame(CompiledLeg& leg, const BoardGeometry& g)
{
    const int ax = std::abs(leg.dx), ay = std::abs(leg.dy);
    const int sx = sgn(leg.dx), sy = sgn(leg.dy);
    const int orth = std::abs(ax - ay), diag = std::min(ax, ay);
    int x = 0, y = 0;
    leg.lameCount = 0;
    const int total = orth + diag;
    for (int i = 0; i < total - 1 && leg.lameCount < 4; ++i) {
        if (i < orth) {
            if (ax > ay)
                x += sx;
            else
                y += sy;
        } else {
            x += sx;
            y += sy;
        }
        leg.lame[leg.lameCount++] = int16_t(g.delta(x, y));
    }
}

// Expands a component into complete paths (first side's orientation).
void expandComponent(const Component& comp, const BoardGeometry& g, int legIndex, Vec prev,
    CompiledPath& path, std::vector<CompiledPath>& out)
{
    const int legCount = int(comp.legs.size());
    const bool final = legIndex == legCount - 1;
    for (Vec v : legSteps(comp, legIndex, prev)) {
        CompiledLeg& leg = path.legs[size_t(legIndex)];
        leg = CompiledLeg{};
        leg.dx = int8_t(v.x);
        leg.dy = int8_t(v.y);
        leg.delta = int16_t(g.delta(v.x, v.y));
        leg.modes = resolvedModes(comp.legs[size_t(legIndex)], final);
        int range = comp.range == 0 ? 255 : comp.range;
        // y on the previous leg toggles this leg between leaper and rider.
        if (legIndex > 0 && (comp.legs[size_t(legIndex - 1)].modes & Mode::RangeToggle))
            range = range == 1 ? 255 : 1;
        leg.maxSteps = uint8_t(std::min(range, 255));
        leg.minSteps = comp.exactRange ? leg.maxSteps : 1;
        if (leg.modes & Mode::Lame)
            fillLame(leg, g);
        if (final) {
            path.legCount = uint8_t(legCount);
            out.push_back(path);
        } else {
            expandComponent(comp, g, legIndex + 1, v, path, out);
        }
    }
}

// The number of paths expandComponent makes of a component from leg `legIndex` on, counted no
// further than `limit`.
size_t countPaths(const Component& comp, int legIndex, Vec prev, size_t limit)
{
    const std::vector<Vec> steps = legSteps(comp, legIndex, prev);
    if (legIndex == int(comp.legs.size()) - 1)
        return steps.size();
    size_t n = 0;
    for (size_t i = 0; i < steps.size() && n <= limit; ++i)
        n += countPaths(comp, legIndex + 1, steps[i], limit - n);
    return n;
}

// What makes two compiled paths the same move pattern (see the duplicate removal below).
using PathKey = std::array<int, 3 + 4 * CompiledPath::MaxLegs>;
PathKey pathKey(const CompiledPath& p)
{
    PathKey k{p.legCount, p.initial, p.originRegion};
    for (int i = 0; i < p.legCount; ++i) {
        const CompiledLeg& l = p.legs[size_t(i)];
        const size_t at = size_t(3 + 4 * i);
        k[at] = l.delta;
        k[at + 1] = int(l.modes);
        k[at + 2] = l.maxSteps;
        k[at + 3] = l.minSteps;
    }
    return k;
}

uint64_t splitmix(uint64_t& state)
{
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

bool isSimple(const CompiledPath& p)
{
    if (p.legCount != 1 || p.initial || p.originRegion >= 0)
        return false;
    const CompiledLeg& l = p.legs[0];
    const uint32_t allowed = Mode::Move | Mode::Capture;
    return (l.modes & ~allowed) == 0 && l.minSteps == 1 && l.region < 0;
}

bool isSingleStep(const CompiledPath& p)
{
    if (p.legCount != 1)
        return false;
    const CompiledLeg& l = p.legs[0];
    const uint32_t allowed = Mode::Move | Mode::Capture | Mode::EnPassant | Mode::Lame;
    return (l.modes & ~allowed) == 0 && l.minSteps <= 1 && l.maxSteps == 1 && l.region < 0;
}

// A first move's ride that repeats the steps of an ordinary move in the same direction
// ("fmWifmW2": the pawn's first move also steps one square) would give the same move twice:
// the first move keeps only the steps beyond the ordinary reach (one path is one square set,
// as XBetza reads a piece). A ride left with no step is dropped.
void trimInitialOverlaps(std::vector<CompiledPath>& paths)
{
    const auto plainRide = [](const CompiledPath& p) {
        const CompiledLeg& l = p.legs[0];
        return p.legCount == 1 && l.region < 0 && l.lameCount == 0
            && (l.modes & ~(Mode::Move | Mode::Capture)) == 0;
    };
    for (CompiledPath& p : paths) {
        if (!p.initial || !plainRide(p))
            continue;
        CompiledLeg& leg = p.legs[0];
        for (const CompiledPath& q : paths)
            if (!q.initial && plainRide(q) && q.originRegion == p.originRegion
                && q.legs[0].delta == leg.delta && q.legs[0].modes == leg.modes
                && q.legs[0].minSteps <= leg.minSteps && q.legs[0].maxSteps >= leg.minSteps)
                leg.minSteps = uint8_t(q.legs[0].maxSteps + 1);
    }
    std::erase_if(paths, [](const CompiledPath& p) {
        return p.legCount == 1 && p.legs[0].minSteps > p.legs[0].maxSteps;
    });
}

bool sameLeg(const CompiledLeg& a, const CompiledLeg& b)
{
    return a.delta == b.delta && a.modes == b.modes && a.minSteps == b.minSteps
        && a.maxSteps == b.maxSteps && a.lameCount == b.lameCount && a.region == b.region
        && a.lame == b.lame;
}

// Sets CompiledPath::firstLegGate and firstLegRunEnd on the first path of each run of
// consecutive multi-leg paths sharing a plain one-step first leg (expandComponent makes a
// component's paths depth first, so a Lion's eight second legs after one first leg are a run).
void markFirstLegRuns(std::vector<CompiledPath>& paths)
{
    const uint32_t notPlain = Mode::Hop | Mode::Grasshop | Mode::Jump;
    for (size_t i = 0; i < paths.size();) {
        const CompiledLeg& first = paths[i].legs[0];
        size_t end = i + 1;
        while (end < paths.size() && paths[end].legCount > 1 && paths[i].legCount > 1
            && sameLeg(paths[end].legs[0], first))
            ++end;
        CompiledPath& head = paths[i];
        head.firstLegGate = head.legCount > 1 && first.maxSteps == 1 && first.minSteps <= 1
            && !(first.modes & notPlain) && first.lameCount == 0 && first.region < 0
            && end <= 0xFFFF;
        head.firstLegRunEnd = uint16_t(end);
        i = end;
    }
}

CompiledPath flipped(CompiledPath p, const BoardGeometry& g)
{
    for (int i = 0; i < p.legCount; ++i) {
        CompiledLeg& l = p.legs[size_t(i)];
        l.dx = int8_t(-l.dx);
        l.dy = int8_t(-l.dy);
        l.delta = int16_t(-l.delta);
        for (int k = 0; k < l.lameCount; ++k)
            l.lame[size_t(k)] = int16_t(-l.lame[size_t(k)]);
    }
    (void)g;
    return p;
}

/// Fills MoveTables::rayIndex: for each attacking side and target square, the rays worth
/// walking. A ray is left out where it cannot reach an attacker: its first square (and for a
/// hopper the one after) off the board, a lame square off the board, the target outside its
/// path region, a leaper's square outside its origin region.
void indexRaysByTarget(const VariantDefinition& v, MoveTables& out)
{
    const BoardGeometry& g = v.geometry;
    auto onBoard = [&](int sq) { return sq >= 0 && sq < out.cells && g.isPlayable(Square(sq)); };
    auto inRegion = [&](int region, Side side, int sq) {
        return region < 0 || v.regions[size_t(region)].contains(side, Square(sq));
    };
    out.rayIndex.clear();
    out.rayIndexStart.assign(size_t(out.cells) * 2 + 1, 0);
    out.rayIndexLeaps.assign(size_t(out.cells) * 2, 0);
    out.leapProbes.clear();
    out.leapProbeStart.assign(size_t(out.cells) * 2 + 1, 0);
    out.leapSources.assign(size_t(out.cells) * 2, SquareSet(out.cells));
    for (int side = 0; side < 2; ++side) {
        const auto& rays = out.attackRays[size_t(side)];
        for (int sq = 0; sq < out.cells; ++sq) {
            const size_t at = size_t(side * out.cells + sq);
            out.rayIndexStart[at] = uint32_t(out.rayIndex.size());
            out.leapProbeStart[at] = uint32_t(out.leapProbes.size());
            // The list's last rays that are leaps (all of them: attackRays puts every leap
            // after the lines, MoveTables::lineRayCount) become probes.
            auto leapsFrom = [&] {
                uint32_t k = uint32_t(out.rayIndex.size());
                while (
                    k > out.rayIndexStart[at] && rays[out.rayIndex[k - 1]].kind == AttackRay::Leap)
                    --k;
                out.rayIndexLeaps[at] = k;
                for (; k < out.rayIndex.size(); ++k) {
                    const AttackRay& r = rays[out.rayIndex[k]];
                    out.leapProbes.push_back({r.delta, out.rayIndex[k], r.firstCode});
                    if (const int from = sq + r.delta; from >= 0 && from < out.cells)
                        out.leapSources[at].insert(Square(from));
                }
            };
            if (!onBoard(sq)) {
                leapsFrom();
                continue;
            }
            for (size_t i = 0; i < rays.size(); ++i) {
                const AttackRay& r = rays[i];
                const int first = sq + r.delta;
                bool possible = onBoard(first) && inRegion(r.pathRegion, Side(side), sq);
                if (r.kind == AttackRay::Leap || r.kind == AttackRay::LameLeap)
                    possible = possible && inRegion(r.originRegion, Side(side), first);
                for (int k = 0; k < r.lameCount && possible; ++k)
                    possible = onBoard(first + r.lame[size_t(k)]);
                if (r.kind == AttackRay::Hop || r.kind == AttackRay::Grasshop
                    || r.kind == AttackRay::RangeJump)
                    possible = possible && onBoard(first + r.delta);
                if (possible)
                    out.rayIndex.push_back(uint16_t(i));
            }
            leapsFrom();
        }
    }
    out.rayIndexStart.back() = uint32_t(out.rayIndex.size());
    out.leapProbeStart.back() = uint32_t(out.leapProbes.size());
}

/// Fills MoveTables::reachStart, reachRays and reachCell, the attack test from the attackers'
/// side: each ray is listed under every piece it names, at every offset (a whole number of
/// steps within the board's extent) where that piece could be met along it. Leaves them empty
/// where the board and the piece codes pass MaxReachCells or the lists MaxReachRays.
void indexRaysByAttacker(const VariantDefinition& v, MoveTables& out)
{
    const BoardGeometry& g = v.geometry;
    const int files = g.files(), ranks = g.ranks();
    const int width = 2 * files - 1;
    const size_t perCode = size_t(width) * size_t(2 * ranks - 1);
    const size_t codes = size_t(v.pieceCodeCount());
    out.reachStart.clear();
    out.reachRays.clear();
    out.reachCell.clear();
    out.reachCells = 0;
    if (codes * perCode > MoveTables::MaxReachCells)
        return;
    // Worth it where a square has more than twice as many rays to walk (a line counted as two
    // leap probes) as a side has pieces at the start: janggi, xiangqi and minishogi look their
    // pieces up, chess, shogi, makruk and Chu Shogi walk their rays.
    size_t pieces = 0, weight = 0, squares = 0;
    for (const QChar c : v.startFen.section(QLatin1Char(' '), 0, 0))
        pieces += c.isLetter();
    for (int side = 0; side < 2; ++side)
        for (Square sq : g.squares()) {
            const size_t at = size_t(side) * size_t(out.cells) + size_t(sq);
            weight += 2 * (out.rayIndexLeaps[at] - out.rayIndexStart[at])
                + (out.leapProbeStart[at + 1] - out.leapProbeStart[at]);
            ++squares;
        }
    if (weight <= pieces * squares)
        return;
    const int extent = std::max(files, ranks);
    // (entry, ray) pairs, ordered by entry below.
    std::vector<std::pair<uint32_t, uint16_t>> pairs;
    for (int side = 0; side < 2; ++side) {
        const auto& rays = out.attackRays[size_t(side)];
        for (size_t i = 0; i < rays.size(); ++i) {
            const AttackRay& r = rays[i];
            const bool hops = r.kind == AttackRay::Hop || r.kind == AttackRay::Grasshop;
            const bool leaps = r.kind == AttackRay::Leap || r.kind == AttackRay::LameLeap;
            // A hopper stands beyond its screen, however far: its walk has no step limit. A
            // range capturer stands beyond at least one jumped piece, within its range.
            const int first = hops || r.kind == AttackRay::RangeJump ? 2 : 1;
            const int last = leaps ? 1 : hops ? extent : std::min(int(r.maxSteps), extent);
            for (size_t p = 2; p < codes; ++p) {
                if (!out.attackerFlags[size_t(r.firstCode) + p])
                    continue;
                for (int k = first; k <= last; ++k) {
                    const int dx = k * r.dx, dy = k * r.dy;
                    if (std::abs(dx) >= files || std::abs(dy) >= ranks)
                        break;
                    if (pairs.size() == MoveTables::MaxReachRays)
                        return;
                    pairs.emplace_back(
                        uint32_t(p * perCode + size_t((dy + ranks - 1) * width + dx + files - 1)),
                        uint16_t(i));
                }
            }
        }
    }
    std::sort(pairs.begin(), pairs.end());
    out.reachStart.assign(codes * perCode + 1, 0);
    for (const auto& [entry, ray] : pairs)
        ++out.reachStart[entry + 1];
    for (size_t i = 1; i < out.reachStart.size(); ++i)
        out.reachStart[i] += out.reachStart[i - 1];
    out.reachRays.reserve(pairs.size());
    for (const auto& [entry, ray] : pairs)
        out.reachRays.push_back(ray);
    out.reachCell.assign(size_t(out.cells), 0);
    for (Square sq : g.squares())
        out.reachCell[size_t(sq)] = g.rankOf(sq) * width + g.fileOf(sq);
    out.reachCenter = (ranks - 1) * width + files - 1;
    out.reachCells = int(perCode);
}

} // namespace

void compileMoveTables(const VariantDefinition& v, MoveTables& out, QStringList& errors)
{
    const BoardGeometry& g = v.geometry;
    const int types = v.pieceCount();
    const int codes = v.pieceCodeCount();
    out = MoveTables{};
    out.cells = g.cellCount();
    out.pieceTables.assign(size_t(types) * 2, PieceTable{});
    out.jumpRanks.assign(size_t(codes), 0);
    for (PieceType t = 0; t < types; ++t)
        for (Side s : {First, Second})
            out.jumpRanks[size_t(makePiece(t, s))] = uint8_t(v.pieces[size_t(t)].jumpRank);

    for (PieceType t = 0; t < types; ++t) {
        const PieceDefinition& def = v.pieces[size_t(t)];
        std::vector<CompiledPath> paths;
        CastlingRule castling;
        for (const Component& comp : def.movement.components) {
            if (comp.castling) {
                castling.steps = comp.range;
                const QStringList& d = comp.legs[0].directions;
                const bool any = d.isEmpty() || d.contains(QStringLiteral("ss"));
                castling.left = any || d.contains(QStringLiteral("ll"));
                castling.right = any || d.contains(QStringLiteral("rr"));
                continue;
            }
            if (comp.legs.size() > size_t(CompiledPath::MaxLegs)) {
                errors << QStringLiteral("pieces.%1.betza: more than %2 legs")
                              .arg(def.id)
                              .arg(CompiledPath::MaxLegs);
                continue;
            }
            CompiledPath path;
            path.initial = comp.initial;
            const size_t before = paths.size();
            expandComponent(comp, g, 0, {0, 1}, path, paths);
            for (size_t i = before; i < paths.size(); ++i) {
                CompiledPath& p = paths[i];
                const CompiledLeg& last = p.legs[p.legCount - 1];
                p.createsEnPassant = p.initial && p.legCount == 1 && (last.modes & Mode::Move)
                    && !(last.modes & Mode::Capture) && (last.lameCount > 0 || last.maxSteps > 1);
            }
        }
        // Range captures (Tenjiku's generals): one RangeJump leg per line, capture only, or
        // also to the empty squares beyond what it jumps (rules.rangeJumpToEmpty).
        const uint32_t rangeModes = Mode::Capture | Mode::RangeJump
            | (v.rules.rangeJumpToEmpty ? uint32_t(Mode::Move) : 0u);
        for (const Component& comp : def.rangeCaptureMovement.components) {
            CompiledPath path;
            const size_t before = paths.size();
            expandComponent(comp, g, 0, {0, 1}, path, paths);
            for (size_t i = before; i < paths.size(); ++i)
                paths[i].legs[0].modes = rangeModes;
        }
        for (const PieceDefinition::RegionMove& rm : def.regionMoves)
            for (const Component& comp : rm.movement.components) {
                if (comp.castling || comp.legs.size() > size_t(CompiledPath::MaxLegs))
                    continue;
                CompiledPath path;
                path.initial = comp.initial;
                path.originRegion = int16_t(rm.region);
                const size_t before = paths.size();
                expandComponent(comp, g, 0, {0, 1}, path, paths);
                if (rm.wholePath)
                    for (size_t k = before; k < paths.size(); ++k)
                        for (int l = 0; l < paths[k].legCount; ++l)
                            paths[k].legs[size_t(l)].region = int16_t(rm.region);
            }
        // Paths can repeat (e.g. "WfW"); keep each once, in their first order.
        std::set<PathKey> seen;
        std::vector<CompiledPath> unique;
        for (const CompiledPath& p : paths)
            if (seen.insert(pathKey(p)).second)
                unique.push_back(p);
        trimInitialOverlaps(unique);
        paths = {};
        for (int s = 0; s < 2; ++s) {
            PieceTable& table = out.pieceTables[size_t(t) * 2 + size_t(s)];
            table.castling = castling;
            table.resetsClock = def.pawn;
            table.burnsByChoice = v.rules.burning.choose > 0
                && std::find(v.rules.burning.burners.begin(), v.rules.burning.burners.end(), t)
                    != v.rules.burning.burners.end();
            for (const CompiledPath& p0 : unique) {
                const CompiledPath p = s == First ? p0 : flipped(p0, g);
                if (p.initial)
                    table.hasInitial = true;
                if (isSimple(p) && !def.hasExclusions()) {
                    const CompiledLeg& l = p.legs[0];
                    const SimpleStep step{l.delta, l.dx, l.dy, l.maxSteps,
                        bool(l.modes & Mode::Move), bool(l.modes & Mode::Capture)};
                    // One step in a direction may also be part of a longer ride in the same
                    // direction ("KbR": the king's step back and the rook's): keep one step
                    // per direction and modes, with the longest reach.
                    auto same = std::find_if(
                        table.simple.begin(), table.simple.end(), [&](const SimpleStep& o) {
                            return o.delta == step.delta && o.move == step.move
                                && o.capture == step.capture;
                        });
                    if (same == table.simple.end())
                        table.simple.push_back(step);
                    else
                        same->maxSteps = std::max(same->maxSteps, step.maxSteps);
                } else {
                    table.paths.push_back(p);
                    table.paths.back().singleStep = isSingleStep(p);
                }
            }
            for (const SimpleStep& st : table.simple)
                (st.maxSteps == 1 ? table.simpleLeaps : table.simpleRides).push_back(st);
            markFirstLegRuns(table.paths);
        }
    }

    // Attack rays, grouped so that pieces sharing a ray are tested together; the pieces of
    // each ray are collected first and written into attackerFlags, allocated once, below.
    std::array<std::vector<std::vector<Piece>>, 2> rayAttackers;
    for (int s = 0; s < 2; ++s) {
        auto& rays = out.attackRays[size_t(s)];
        std::map<std::tuple<int, int, int, int, int, int, int, int, int>, size_t> rayIndex;
        auto addRay = [&](AttackRay::Kind kind, const CompiledLeg& l, Piece p,
                          int originRegion = -1) {
            AttackRay r;
            r.kind = kind;
            r.originRegion = int16_t(originRegion);
            r.pathRegion = l.region;
            // A piece with exclusions gets rays of its own (the test reads its lists).
            const bool exclusions = v.pieces[size_t(typeOf(p))].hasExclusions();
            r.exclusions = exclusions;
            r.delta = int16_t(-l.delta);
            r.dx = int8_t(-l.dx);
            r.dy = int8_t(-l.dy);
            r.maxSteps = kind == AttackRay::Leap || kind == AttackRay::LameLeap ? 1 : l.maxSteps;
            r.lameCount = kind == AttackRay::LameLeap ? l.lameCount : 0;
            for (int k = 0; k < r.lameCount; ++k)
                r.lame[size_t(k)] = l.lame[size_t(k)];
            const auto key = std::make_tuple(originRegion, int(r.pathRegion),
                exclusions ? int(typeOf(p)) : -1, int(kind), int(r.delta), int(r.maxSteps),
                int(r.lameCount), r.lameCount > 0 ? r.lame[0] : 0, r.lameCount > 1 ? r.lame[1] : 0);
            auto it = rayIndex.find(key);
            if (it == rayIndex.end()) {
                rays.push_back(r);
                rayAttackers[size_t(s)].emplace_back();
                it = rayIndex.emplace(key, rays.size() - 1).first;
            }
            rayAttackers[size_t(s)][it->second].push_back(p);
        };
        for (PieceType t = 0; t < types; ++t) {
            const Piece piece = makePiece(t, Side(s));
            const PieceTable& table = out.table(t, Side(s));
            bool complex = false;
            for (const SimpleStep& st : table.simple) {
                if (!st.capture)
                    continue;
                CompiledLeg l;
                l.delta = st.delta;
                l.dx = st.dx;
                l.dy = st.dy;
                l.maxSteps = st.maxSteps;
                addRay(st.maxSteps == 1 ? AttackRay::Leap : AttackRay::Slide, l, piece);
            }
            for (const CompiledPath& p : table.paths) {
                const CompiledLeg& last = p.legs[p.legCount - 1];
                bool captures = last.modes & (Mode::Capture | Mode::RoyalOnly);
                for (int i = 0; i + 1 < p.legCount; ++i)
                    captures |= bool(p.legs[size_t(i)].modes & (Mode::Capture | Mode::Destroy));
                if (!captures)
                    continue;
                const uint32_t special = last.modes
                    & ~(Mode::Move | Mode::Capture | Mode::EnPassant | Mode::Lame | Mode::Hop
                        | Mode::Grasshop | Mode::Tame | Mode::RangeJump);
                if (p.legCount != 1 || p.initial || special || last.minSteps != 1) {
                    complex = true;
                    continue;
                }
                const int o = p.originRegion;
                if (last.modes & Mode::RangeJump)
                    addRay(AttackRay::RangeJump, last, piece, o);
                else if (last.modes & Mode::Hop)
                    addRay(AttackRay::Hop, last, piece, o);
                else if (last.modes & Mode::Grasshop)
                    addRay(AttackRay::Grasshop, last, piece, o);
                else if (last.modes & Mode::Lame)
                    addRay(last.maxSteps == 1 ? AttackRay::LameLeap : AttackRay::Slide, last, piece,
                        o);
                else
                    addRay(last.maxSteps == 1 ? AttackRay::Leap : AttackRay::Slide, last, piece, o);
            }
            if (complex)
                out.complexAttackers[size_t(s)].push_back(t);
        }
    }

    // Leap rays last: a move can open no leap, so the lines to a royal stop before them.
    for (int s = 0; s < 2; ++s) {
        auto& rays = out.attackRays[size_t(s)];
        std::vector<size_t> order(rays.size());
        for (size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::stable_partition(
            order.begin(), order.end(), [&](size_t i) { return rays[i].kind != AttackRay::Leap; });
        std::vector<AttackRay> sortedRays;
        std::vector<std::vector<Piece>> sortedAttackers;
        for (size_t i : order) {
            sortedRays.push_back(rays[i]);
            sortedAttackers.push_back(std::move(rayAttackers[size_t(s)][i]));
        }
        rays = std::move(sortedRays);
        rayAttackers[size_t(s)] = std::move(sortedAttackers);
        out.lineRayCount[size_t(s)] = int(std::count_if(rays.begin(), rays.end(),
            [](const AttackRay& r) { return r.kind != AttackRay::Leap; }));
    }

    // One row of piece codes per ray, both sides' rays in turn.
    out.attackerFlags.assign(
        (out.attackRays[0].size() + out.attackRays[1].size()) * size_t(codes), 0);
    size_t row = 0;
    for (int s = 0; s < 2; ++s)
        for (size_t i = 0; i < out.attackRays[size_t(s)].size(); ++i, ++row) {
            AttackRay& ray = out.attackRays[size_t(s)][i];
            ray.firstCode = int(row * size_t(codes));
            for (Piece p : rayAttackers[size_t(s)][i]) {
                out.attackerFlags[row * size_t(codes) + p] = 1;
                if (ray.kind == AttackRay::RangeJump)
                    ray.rank = std::max(ray.rank, uint8_t(v.pieces[size_t(typeOf(p))].jumpRank));
            }
        }

    for (int s = 0; s < 2; ++s)
        for (const AttackRay& r : out.attackRays[size_t(s)])
            out.pathRegionRays[size_t(s)] = out.pathRegionRays[size_t(s)] || r.pathRegion >= 0;
    indexRaysByTarget(v, out);
    indexRaysByAttacker(v, out);

    // En passant capturers.
    for (int s = 0; s < 2; ++s)
        for (PieceType t = 0; t < types; ++t)
            for (const CompiledPath& p : out.table(t, Side(s)).paths) {
                const CompiledLeg& l = p.legs[0];
                if (p.legCount == 1 && (l.modes & Mode::EnPassant) && l.maxSteps == 1)
                    out.epCaptures[size_t(s)].push_back({l.delta, makePiece(t, Side(s))});
            }

    // Squares whose occupancy matters to an attack on a royal.
    out.blockSensitive.assign(size_t(out.cells) * 2, SquareSet(out.cells));
    // Explosions change more squares than a move's own, and with duple check a promotion to a
    // second royal answers a check, and a gating move also puts a piece from the hand on the
    // board, and a wall (rules.walling) may block a line: every legality test makes the move.
    out.alwaysTestLegality = !out.complexAttackers[0].empty() || !out.complexAttackers[1].empty()
        || v.rules.explosions.enabled || v.rules.dupleCheck || v.rules.gating
        || v.rules.walling.enabled();
    out.movesGetSecondParts = v.rules.gating || v.rules.walling.enabled();
    // An arrow (rules.walling) flies along the moved piece's simple leaps and slides only.
    if (v.rules.walling.kind == WallingKind::Arrow) {
        const auto complex = std::find_if(v.pieces.begin(), v.pieces.end(), [&](const auto& d) {
            const PieceType t = PieceType(&d - v.pieces.data());
            return !out.table(t, First).paths.empty() || !out.table(t, Second).paths.empty();
        });
        if (complex != v.pieces.end())
            errors << QStringLiteral("rules.walling: an arrow flies along simple leaps and "
                                     "slides only; %1 moves otherwise (%2)")
                          .arg(complex->id, complex->betza);
    }
    out.initialMovesLostWhenAimed = std::any_of(v.pieces.begin(), v.pieces.end(),
        [](const PieceDefinition& d) { return !d.initialMovesLostWhenAimedBy.empty(); });
    for (int defender = 0; defender < 2; ++defender) {
        const auto& rays = out.attackRays[size_t(opposite(Side(defender)))];
        for (Square sq : g.squares()) {
            SquareSet& set = out.blockSensitive[size_t(defender) * size_t(out.cells) + size_t(sq)];
            for (const AttackRay& r : rays) {
                if (r.kind == AttackRay::Leap)
                    continue;
                if (r.kind == AttackRay::LameLeap) {
                    const int attacker = sq + r.delta;
                    for (int k = 0; k < r.lameCount; ++k) {
                        const int s2 = attacker + r.lame[size_t(k)];
                        if (s2 >= 0 && s2 < out.cells && g.isPlayable(Square(s2)))
                            set.insert(Square(s2));
                    }
                    continue;
                }
                int cur = sq;
                const int limit = r.kind == AttackRay::Slide ? r.maxSteps : 255;
                for (int k = 0; k < limit; ++k) {
                    cur += r.delta;
                    if (cur < 0 || cur >= out.cells || !g.isPlayable(Square(cur)))
                        break;
                    set.insert(Square(cur));
                }
            }
            if (v.rules.kingsMayNotFace)
                for (int dir : {g.stride(), -g.stride()})
                    for (int cur = sq + dir;
                        cur >= 0 && cur < out.cells && g.isPlayable(Square(cur)); cur += dir)
                        set.insert(Square(cur));
        }
    }

    // Dead squares: no move at all on an empty board.
    out.deadSquares.assign(size_t(types) * 2, SquareSet(out.cells));
    for (PieceType t = 0; t < types; ++t)
        for (int s = 0; s < 2; ++s) {
            const PieceTable& table = out.table(t, Side(s));
            SquareSet& dead = out.deadSquares[size_t(t) * 2 + size_t(s)];
            const int limit = v.pieces[size_t(t)].regionLimit;
            auto allowed = [&](int sq) {
                return sq >= 0 && sq < out.cells && g.isPlayable(Square(sq))
                    && (limit < 0 || v.regions[size_t(limit)].contains(Side(s), Square(sq)));
            };
            for (Square sq : g.squares()) {
                bool alive = false;
                for (const SimpleStep& st : table.simple)
                    alive = alive || (st.move && allowed(sq + st.delta));
                for (const CompiledPath& p : table.paths) {
                    if (p.initial || alive
                        || (p.originRegion >= 0
                            && !v.regions[size_t(p.originRegion)].contains(Side(s), sq)))
                        continue;
                    int cur = sq;
                    bool ok = true;
                    for (int i = 0; i < p.legCount && ok; ++i) {
                        const CompiledLeg& l = p.legs[size_t(i)];
                        if (l.modes & (Mode::Hop | Mode::Grasshop)) {
                            cur += l.delta * 2; // a screen then a landing square
                        } else {
                            cur += l.delta * l.minSteps;
                        }
                        ok = allowed(cur) || (cur == sq);
                    }
                    const CompiledLeg& last = p.legs[p.legCount - 1];
                    alive = ok && cur != sq && (last.modes & Mode::Move);
                }
                if (!alive)
                    dead.insert(sq);
            }
        }

    // Drop squares: the conditions of a drop that do not depend on the position.
    out.dropSquares.assign(size_t(types) * 2, SquareSet(out.cells));
    if (v.rules.hands.enabled)
        for (PieceType t = 0; t < types; ++t) {
            if (!v.pieces[size_t(t)].droppable)
                continue;
            for (int s = 0; s < 2; ++s) {
                const SquareSet& dead = out.deadSquares[size_t(t) * 2 + size_t(s)];
                for (Square sq : g.squares())
                    if (!(v.rules.immobilityIllegal && dead.contains(sq))
                        && MoveGenerator::dropRegionAllows(v, t, t, Side(s), sq))
                        out.dropSquares[size_t(t) * 2 + size_t(s)].insert(sq);
            }
        }

    // Promotion squares: the zone and the alsoIn region of each type that promotes.
    out.promotionSquares.assign(size_t(types) * 2, SquareSet(out.cells));
    for (PieceType t = 0; t < types; ++t) {
        const PieceDefinition& def = v.pieces[size_t(t)];
        if (def.promotions.empty() || def.promotionZone < 0)
            continue;
        if (def.promotionTrigger == PromotionTrigger::InPlace) {
            out.inPlacePromotions = true;
            continue; // its ordinary moves never promote
        }
        for (int s = 0; s < 2; ++s) {
            SquareSet& set = out.promotionSquares[size_t(t) * 2 + size_t(s)];
            set.unite(v.regions[size_t(def.promotionZone)].squares[size_t(s)]);
            if (def.promotionAlsoIn >= 0)
                set.unite(v.regions[size_t(def.promotionAlsoIn)].squares[size_t(s)]);
        }
    }

    // Zobrist keys from a fixed seed, so keys are the same on every run and machine.
    uint64_t seed = 0x46414952594B4559ull; // "FAIRYKEY"
    out.pieceKeys.resize(size_t(codes) * size_t(out.cells));
    for (auto& k : out.pieceKeys)
        k = splitmix(seed);
    for (int c = 0; c < 2; ++c) // Empty and Wall hash to nothing
        for (int sq = 0; sq < out.cells; ++sq)
            out.pieceKeys[size_t(c) * size_t(out.cells) + size_t(sq)] = 0;
    out.handKeys.resize(size_t(types) * 2 * MoveTables::MaxHandKey);
    for (auto& k : out.handKeys)
        k = splitmix(seed);
    for (size_t i = 0; i < out.handKeys.size(); i += MoveTables::MaxHandKey)
        out.handKeys[i] = 0; // an empty hand contributes nothing
    out.virginKeys.resize(size_t(out.cells));
    for (auto& k : out.virginKeys)
        k = splitmix(seed);
    out.lionKeys.resize(size_t(out.cells));
    for (auto& k : out.lionKeys)
        k = splitmix(seed);
    out.epKeys.resize(size_t(out.cells));
    for (auto& k : out.epKeys)
        k = splitmix(seed);
    out.sideKey = splitmix(seed);
    // Drawn last, so that the keys above stay what they were before gates came.
    out.gateKeys.resize(size_t(out.cells));
    for (auto& k : out.gateKeys)
        k = splitmix(seed);
    // rules.walling: a wall on a square of the board hashes like a piece (drawn after the gates,
    // for the same reason); elsewhere a wall never changes and hashes to nothing.
    if (v.rules.walling.enabled())
        for (Square sq : g.squares())
            out.pieceKeys[size_t(Wall) * size_t(out.cells) + size_t(sq)] = splitmix(seed);
}

TableEstimate estimateMoveTables(const VariantDefinition& v, size_t limit)
{
    const size_t cells = size_t(v.geometry.cellCount());
    const size_t types = v.pieces.size();
    const size_t codes = size_t(v.pieceCodeCount());
    // A SquareSet of the board, its words and the allocation's own overhead.
    const size_t setBytes = sizeof(SquareSet) + (cells + 63) / 64 * 8 + 16;
    TableEstimate e;
    e.bytes = codes * cells * 8 // pieceKeys
        + types * 2 * MoveTables::MaxHandKey * 8 // handKeys
        + 4 * cells * 8 // virginKeys, gateKeys, lionKeys, epKeys
        + 2 * cells * setBytes // blockSensitive
        + 4 * 2 * types * setBytes // dead, drop and promotion squares, the initial squares
        + 2 * v.regions.size() * setBytes // the regions, already built
        + 2 * types * sizeof(PieceTable);
    // Attack rays are shared by every piece with the same single-leg step, range and kind.
    std::set<std::tuple<int, int, int, uint32_t, int>> rays;
    // Both sides' tables with room for vector growth: past this many paths the estimate is
    // over the limit whatever else the preset holds, and counting stops.
    const size_t pathLimit = limit / (4 * sizeof(CompiledPath)) + 1;
    size_t mostPerPiece = 0;
    const uint32_t rayKinds = Mode::Hop | Mode::Grasshop | Mode::Lame;
    for (size_t t = 0; t < types && e.paths <= pathLimit; ++t) {
        const PieceDefinition& def = v.pieces[t];
        size_t piecePaths = 0;
        auto add = [&](const Component& comp, int region) {
            if (comp.castling || comp.legs.size() > size_t(CompiledPath::MaxLegs)
                || e.paths + piecePaths > pathLimit)
                return;
            piecePaths += countPaths(comp, 0, {0, 1}, pathLimit);
            if (comp.legs.size() == 1)
                for (Vec s : legSteps(comp, 0, {0, 1}))
                    rays.insert({s.x, s.y, comp.range, comp.legs[0].modes & rayKinds, region});
        };
        for (const Component& comp : def.movement.components)
            add(comp, -1);
        for (const PieceDefinition::RegionMove& rm : def.regionMoves)
            for (const Component& comp : rm.movement.components)
                add(comp, rm.region);
        for (const Component& comp : def.rangeCaptureMovement.components)
            add(comp, -1);
        e.paths += piecePaths;
        mostPerPiece = std::max(mostPerPiece, piecePaths);
    }
    e.partial = e.paths > pathLimit;
    // Both sides' tables (with room for vector growth), and one piece's paths while they are
    // made and sorted out.
    e.bytes += 2 * e.paths * 2 * sizeof(CompiledPath)
        + mostPerPiece * (2 * sizeof(CompiledPath) + sizeof(PathKey) + 32);
    // Per side: the rays, their attacker flags (one byte per piece code), and while they are
    // made their index and the list of their attackers (at most one entry per path).
    e.bytes += 2 * rays.size() * (2 * sizeof(AttackRay) + codes + 160) + 2 * e.paths * 4;
    // The rays indexed by target square (MoveTables::rayIndex): at most every ray per square.
    e.bytes += 2 * cells * (rays.size() * sizeof(uint16_t) + sizeof(uint32_t));
    // Their Leap rays again as probes (MoveTables::leapProbes), with two more starts.
    const size_t leapRays = size_t(std::count_if(rays.begin(), rays.end(),
        [](const auto& r) { return std::get<2>(r) == 1 && std::get<3>(r) == 0; }));
    e.bytes += 2 * cells * (leapRays * sizeof(MoveTables::LeapProbe) + 2 * sizeof(uint32_t));
    // The rays by attacker and offset (MoveTables::reachStart), where they are built.
    const size_t reachCells
        = codes * size_t(2 * v.geometry.files() - 1) * size_t(2 * v.geometry.ranks() - 1);
    if (reachCells <= MoveTables::MaxReachCells)
        e.bytes += (reachCells + 1) * sizeof(uint32_t) + MoveTables::MaxReachRays * sizeof(uint16_t)
            + cells * sizeof(int32_t);
    return e;
}

} // namespace fb
