// SPDX-License-Identifier: GPL-3.0-or-later
// The moves of a piece in words: its compiled paths grouped by what they have in common
// (range, modes, flags, region), each group one sentence. The rules sentences (royal status,
// promotion, drops) and the region phrases are in movewordsrules.cpp.
#include "movewords.h"

#include "movewordsparts.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

namespace fb {

using betza::Mode;
using namespace movewords;

namespace {

/// A single-leg move of the piece: one step vector with its range, modes and flags.
struct Step
{
    int dx = 0, dy = 0;
    int minSteps = 1, maxSteps = 1;
    uint32_t modes = 0;
    int lameCount = 0;
    bool initial = false;
    int originRegion = -1;
    int pathRegion = -1;
};

/// What a group of steps shares; the group's sentence depends only on this and the vectors.
struct GroupKey
{
    int major = 1, minor = 0; ///< (1, 0) stands for every unit step (W, F and K)
    int minSteps = 1, maxSteps = 1;
    uint32_t modes = 0;
    int lameCount = 0;
    bool initial = false;
    int originRegion = -1;
    int pathRegion = -1;
    auto tie() const
    {
        return std::tie(
            major, minor, minSteps, maxSteps, modes, lameCount, initial, originRegion, pathRegion);
    }
    bool operator<(const GroupKey& o) const { return tie() < o.tie(); }
    bool sameExceptAtom(const GroupKey& o) const
    {
        return minSteps == o.minSteps && maxSteps == o.maxSteps && modes == o.modes
            && lameCount == o.lameCount && initial == o.initial && originRegion == o.originRegion
            && pathRegion == o.pathRegion;
    }
};

struct Group
{
    GroupKey key;
    std::vector<std::pair<int, int>> vectors;
    bool worded = false;
};

constexpr int Unlimited = 255;

bool isUnit(int dx, int dy)
{
    return std::abs(dx) <= 1 && std::abs(dy) <= 1;
}

GroupKey keyOf(const Step& s)
{
    GroupKey k;
    if (!isUnit(s.dx, s.dy)) {
        k.major = std::max(std::abs(s.dx), std::abs(s.dy));
        k.minor = std::min(std::abs(s.dx), std::abs(s.dy));
    }
    k.minSteps = s.minSteps;
    k.maxSteps = s.maxSteps;
    k.modes = s.modes;
    k.lameCount = (s.modes & Mode::Lame) ? s.lameCount : 0;
    k.initial = s.initial;
    k.originRegion = s.pathRegion >= 0 ? -1 : s.originRegion;
    k.pathRegion = s.pathRegion;
    return k;
}

// The step of a simple (fast path) table entry, decoded from its mailbox offset.
std::pair<int, int> decodeDelta(const BoardGeometry& g, int delta)
{
    const int stride = g.stride();
    int dy = (delta + (delta >= 0 ? stride / 2 : -stride / 2)) / stride;
    int dx = delta - dy * stride;
    return {dx, dy};
}

Step stepOf(const CompiledPath& p)
{
    const CompiledLeg& l = p.legs[0];
    Step s;
    s.dx = l.dx;
    s.dy = l.dy;
    s.minSteps = l.minSteps;
    s.maxSteps = l.maxSteps;
    s.modes = l.modes;
    s.lameCount = l.lameCount;
    s.initial = p.initial;
    s.originRegion = p.originRegion;
    s.pathRegion = l.region;
    return s;
}

// Groups steps in the order their first member appears.
std::vector<Group> groupSteps(const std::vector<Step>& steps)
{
    std::vector<Group> groups;
    for (const Step& s : steps) {
        const GroupKey k = keyOf(s);
        auto it = std::find_if(groups.begin(), groups.end(),
            [&](const Group& g) { return !(g.key < k) && !(k < g.key); });
        if (it == groups.end()) {
            groups.push_back(Group{k, {}});
            it = groups.end() - 1;
        }
        const std::pair<int, int> v{s.dx, s.dy};
        if (std::find(it->vectors.begin(), it->vectors.end(), v) == it->vectors.end())
            it->vectors.push_back(v);
    }
    return groups;
}

int directionMask(const std::vector<std::pair<int, int>>& vectors)
{
    int mask = 0;
    for (const auto& [dx, dy] : vectors)
        mask |= 1 << dir8Index(dx, dy);
    return mask;
}

// The modes a group's sentence can word; anything else is left to the fallback.
constexpr uint32_t WordedModes = Mode::Move | Mode::Capture | Mode::EnPassant | Mode::Hop
    | Mode::Grasshop | Mode::Lame | Mode::Jump | Mode::Destroy | Mode::RoyalOnly | Mode::Tame
    | Mode::RangeJump;

// Qualifiers a step's modes add after the main phrase.
QStringList modeQualifiers(uint32_t modes)
{
    QStringList q;
    if (modes & Mode::Hop)
        //: A cannon's move: "Captures any distance orthogonally, jumping over exactly one piece
        //: on the way"
        q << QCoreApplication::translate("MoveWords", "jumping over exactly one piece on the way");
    if (modes & Mode::Grasshop)
        //: A grasshopper's move
        q << QCoreApplication::translate(
            "MoveWords", "landing just beyond the first piece in its way");
    if (modes & Mode::Jump)
        q << QCoreApplication::translate("MoveWords", "skipping the first square");
    if (modes & Mode::RangeJump)
        //: Tenjiku's generals: "Captures any distance diagonally, jumping over one or more
        //: pieces of either side, each of a lower rank than its own"
        q << QCoreApplication::translate("MoveWords",
            "jumping over one or more pieces of either side, each of a lower rank than its own");
    if ((modes & Mode::EnPassant) && (modes & Mode::Capture))
        //: A pawn's capture: "Captures one square diagonally forward, also en passant"
        q << QCoreApplication::translate("MoveWords", "also en passant");
    else if (modes & Mode::EnPassant)
        q << QCoreApplication::translate("MoveWords", "only en passant");
    if (modes & Mode::Destroy)
        q << QCoreApplication::translate("MoveWords", "also capturing its own pieces");
    if (modes & Mode::RoyalOnly)
        q << QCoreApplication::translate("MoveWords", "capturing only a royal piece");
    if (modes & Mode::Tame)
        q << QCoreApplication::translate("MoveWords", "never capturing a royal piece");
    return q;
}

// "moves %1", "moves %1 without capturing" or "captures %1".
QString verbPhrase(uint32_t modes, const QString& where)
{
    const bool move = modes & Mode::Move;
    const bool capture = modes & (Mode::Capture | Mode::EnPassant | Mode::RoyalOnly);
    if (move && capture)
        //: %1 = how far and where: "Moves one square in any direction"
        return QCoreApplication::translate("MoveWords", "moves %1").arg(where);
    if (move)
        //: A move that never captures: "Moves one square forward without capturing"
        return QCoreApplication::translate("MoveWords", "moves %1 without capturing").arg(where);
    //: A move that only captures: "Captures one square diagonally forward"
    return QCoreApplication::translate("MoveWords", "captures %1").arg(where);
}

// "one square forward", "any distance orthogonally", "up to 2 squares diagonally backward".
QString distancePhrase(int minSteps, int maxSteps, const QString& directions)
{
    if (maxSteps == 1)
        //: %1 = directions: "one square diagonally forward"
        return QCoreApplication::translate("MoveWords", "one square %1").arg(directions);
    if (maxSteps >= Unlimited)
        //: A sliding move: "any distance orthogonally"
        return QCoreApplication::translate("MoveWords", "any distance %1").arg(directions);
    // maxSteps >= 2 from here on.
    if (minSteps == maxSteps)
        return QCoreApplication::translate("MoveWords", "exactly %n squares %1", nullptr, maxSteps)
            .arg(directions);
    return QCoreApplication::translate("MoveWords", "up to %n squares %1", nullptr, maxSteps)
        .arg(directions);
}

// Wraps a move phrase in its group's conditions: region, first move only, qualifiers.
QString withConditions(
    const VariantDefinition& v, const GroupKey& k, QString phrase, const QStringList& qualifiers)
{
    for (const QString& q : qualifiers)
        //: A move and one of its conditions: "Captures any distance orthogonally, jumping
        //: over exactly one piece on the way"
        phrase = QCoreApplication::translate("MoveWords", "%1, %2").arg(phrase, q);
    if (k.pathRegion >= 0)
        //: A move whose whole path must lie in a region: "Moves one square diagonally,
        //: staying on the palace's diagonal lines"
        phrase = QCoreApplication::translate("MoveWords", "%1, staying %2")
                     .arg(phrase, MoveWords::regionPhrase(v, k.pathRegion));
    else if (k.originRegion >= 0)
        //: A move allowed only from a region: "Moves one square sideways when across the river"
        phrase = QCoreApplication::translate("MoveWords", "%1 when %2")
                     .arg(phrase, MoveWords::regionPhrase(v, k.originRegion));
    if (k.initial)
        //: A move allowed only while the piece has not moved yet
        phrase = QCoreApplication::translate("MoveWords", "first move only: %1").arg(phrase);
    return phrase;
}

// The sentence of a group of unit steps and slides (W, F, K, R, B, Q and their parts).
QString unitSentence(const VariantDefinition& v, const Group& g)
{
    const QString where
        = distancePhrase(g.key.minSteps, g.key.maxSteps, directionWords(directionMask(g.vectors)));
    return withConditions(v, g.key, verbPhrase(g.key.modes, where), modeQualifiers(g.key.modes));
}

// Leaps straight along a line ("2 squares forward") or oblique leaps in some directions.
QString leapTargets(const Group& g)
{
    const int major = g.key.major, minor = g.key.minor;
    if (minor == 0 || minor == major) {
        int mask = 0;
        for (const auto& [dx, dy] : g.vectors)
            mask |= 1 << dir8Index(dx, dy);
        //: A leap along a line (of 2 squares or more): "2 squares diagonally forward"
        return QCoreApplication::translate("MoveWords", "%n squares %1", nullptr, major)
            .arg(directionWords(mask));
    }
    if (g.vectors.size() == 8)
        //: The targets of a full oblique leaper: "Leaps to the 8 squares a (1,2) step away"
        return QCoreApplication::translate("MoveWords", "to the 8 squares a (%1,%2) step away")
            .arg(minor)
            .arg(major);
    return obliqueTargets(g.vectors);
}

// "leaps %1, over any piece", without capturing, or only capturing.
QString leapPhrase(uint32_t modes, const QString& targets)
{
    const bool move = modes & Mode::Move;
    const bool capture = modes & (Mode::Capture | Mode::EnPassant);
    //: A leap: "Leaps to the 8 squares a (1,2) step away, over any piece", "Leaps 2 squares
    //: orthogonally, over any piece"
    return move && capture
        ? QCoreApplication::translate("MoveWords", "leaps %1, over any piece").arg(targets)
        : move
        ? QCoreApplication::translate("MoveWords", "leaps %1 without capturing, over any piece")
              .arg(targets)
        : QCoreApplication::translate("MoveWords", "captures by leaping %1, over any piece")
              .arg(targets);
}

// The sentence of a rider of a longer leap (the nightrider, N0 or N3): the leap repeated in
// one direction while the squares it lands on on the way are empty.
QString riderSentence(const VariantDefinition& v, const Group& g)
{
    QString phrase = leapPhrase(g.key.modes, leapTargets(g));
    if (g.key.maxSteps >= Unlimited)
        //: A nightrider: "Leaps to the 8 squares a (1,2) step away, over any piece, then on in
        //: the same direction any number of times while the squares it lands on are empty"
        phrase = QCoreApplication::translate("MoveWords",
            "%1, then on in the same direction any number of times while the squares it lands "
            "on are empty")
                     .arg(phrase);
    else
        //: A rider of at most %n leaps: "Leaps to the 8 squares a (1,2) step away, over any
        //: piece, then on in the same direction, up to 3 leaps in all, while the squares it
        //: lands on are empty"
        phrase = QCoreApplication::translate("MoveWords",
            "%1, then on in the same direction, up to %n leaps in all, while the squares it "
            "lands on are empty",
            nullptr, g.key.maxSteps)
                     .arg(phrase);
    const bool full
        = g.vectors.size() == (g.key.minor == 0 || g.key.minor == g.key.major ? 4u : 8u);
    if (full && g.key.major == 2 && g.key.minor == 1 && g.key.maxSteps >= Unlimited)
        phrase = QCoreApplication::translate("MoveWords", "%1 (%2)")
                     .arg(phrase, QCoreApplication::translate("MoveWords", "a nightrider's move"));
    return withConditions(v, g.key, phrase, modeQualifiers(g.key.modes));
}

// The sentence of a leaper that is not a unit step: N, D, A, C, Z, (x,y), with lame legs.
QString leapSentence(const VariantDefinition& v, const Group& g)
{
    const QString targets = leapTargets(g);
    const bool full
        = g.vectors.size() == (g.key.minor == 0 || g.key.minor == g.key.major ? 4u : 8u);
    QStringList qualifiers = modeQualifiers(g.key.modes & ~Mode::Lame);
    QString phrase;
    const bool move = g.key.modes & Mode::Move;
    const bool capture = g.key.modes & (Mode::Capture | Mode::EnPassant);
    if (g.key.modes & Mode::Lame) {
        //: A lame leaper (xiangqi horse): "Moves to the 8 squares a (1,2) step away, but a
        //: piece on the square it passes blocks it"; %1 says where
        phrase = move && capture ? QCoreApplication::translate("MoveWords", "moves %1").arg(targets)
            : move
            ? QCoreApplication::translate("MoveWords", "moves %1 without capturing").arg(targets)
            : QCoreApplication::translate("MoveWords", "captures %1").arg(targets);
        qualifiers.prepend(g.key.lameCount <= 1
                ? QCoreApplication::translate(
                      "MoveWords", "but a piece on the square it passes blocks it")
                : QCoreApplication::translate("MoveWords",
                      "but a piece on any of the %n squares it passes blocks it", nullptr,
                      g.key.lameCount));
    } else {
        phrase = leapPhrase(g.key.modes, targets);
    }
    if (full) {
        const QString name = leaperName(g.key.major, g.key.minor);
        if (!name.isEmpty())
            //: The leaper's traditional name after its move: "..., over any piece (a knight's
            //: move)"
            phrase = QCoreApplication::translate("MoveWords", "%1 (%2)").arg(phrase, name);
    }
    return withConditions(v, g.key, phrase, qualifiers);
}

// K + N + A + D leaps of one kind: every square up to two squares away (the Chu Lion).
bool wordWithinTwo(const VariantDefinition& v, std::vector<Group>& groups, QStringList& out)
{
    auto find = [&](int major, int minor, size_t count, const GroupKey& like) -> Group* {
        for (Group& g : groups)
            if (!g.worded && g.key.major == major && g.key.minor == minor && g.key.maxSteps == 1
                && g.vectors.size() == count && (g.key.modes & ~(Mode::Move | Mode::Capture)) == 0
                && g.key.sameExceptAtom(like))
                return &g;
        return nullptr;
    };
    for (Group& king : groups) {
        if (king.worded || king.key.major != 1 || king.key.maxSteps != 1 || king.vectors.size() != 8
            || king.key.modes != (Mode::Move | Mode::Capture))
            continue;
        Group* knight = find(2, 1, 8, king.key);
        Group* alfil = find(2, 2, 4, king.key);
        Group* dabbaba = find(2, 0, 4, king.key);
        if (!knight || !alfil || !dabbaba)
            continue;
        king.worded = knight->worded = alfil->worded = dabbaba->worded = true;
        //: The Chu Lion's direct moves: every square of the 5x5 block around it
        out << sentence(withConditions(v, king.key,
            QCoreApplication::translate(
                "MoveWords", "leaps to any square up to two squares away, over any piece"),
            {}));
        return true;
    }
    return false;
}

// Can the piece get to (x, y) by one plain single-leg move to an empty square?
bool reachesDirectly(const std::vector<Step>& steps, int x, int y)
{
    for (const Step& s : steps) {
        if (!(s.modes & Mode::Move) || (s.modes & (Mode::Hop | Mode::Grasshop | Mode::Lame))
            || s.initial || s.originRegion >= 0 || s.pathRegion >= 0)
            continue;
        for (int k = s.minSteps; k <= s.maxSteps && k <= 2; ++k)
            if (s.dx * k == x && s.dy * k == y)
                return true;
    }
    return false;
}

// Lion-style double moves: two single steps of unit atoms in one turn. "Moves twice" is said
// only when every two-step destination is open to the piece without capturing first (the
// Lion's and the Eagle's direct leaps, or a first step to an empty square); other shapes
// (a checkers-style locust capture) are left to the fallback.
bool wordDoubleSteps(
    const std::vector<CompiledPath>& paths, const std::vector<Step>& steps, QStringList& out)
{
    if (paths.empty())
        return true;
    bool movesTwice = true;
    int firstMask = 0;
    std::map<int, int> secondMask; // first direction -> second directions
    bool captureBoth = false, captureThenMove = false, igui = false, pass = false;
    // Where two quiet steps lead (an area move's first two steps): a capture on the way there
    // is a double move too.
    std::set<std::pair<int, int>> quietTwo;
    for (const CompiledPath& p : paths)
        if (p.legCount == 2 && (p.legs[0].modes & Mode::Move))
            quietTwo.insert({p.legs[0].dx + p.legs[1].dx, p.legs[0].dy + p.legs[1].dy});
    for (const CompiledPath& p : paths) {
        if (p.legCount != 2)
            return false;
        const CompiledLeg &a = p.legs[0], &b = p.legs[1];
        for (const CompiledLeg* l : {&a, &b})
            if (l->maxSteps != 1 || !isUnit(l->dx, l->dy)
                || (l->modes & ~(Mode::Move | Mode::Capture)) || l->region >= 0)
                return false;
        const int d1 = dir8Index(a.dx, a.dy), d2 = dir8Index(b.dx, b.dy);
        firstMask |= 1 << d1;
        secondMask[d1] |= 1 << d2;
        const bool back = d2 == (d1 + 4) % 8;
        if (back) {
            igui = igui || (a.modes & Mode::Capture);
            pass = pass || (a.modes & Mode::Move);
        } else {
            if (a.modes & Mode::Capture) {
                captureBoth = captureBoth || (b.modes & Mode::Capture);
                captureThenMove = captureThenMove || (b.modes & Mode::Move);
            }
            movesTwice = movesTwice
                && ((a.modes & Mode::Move) || quietTwo.count({a.dx + b.dx, a.dy + b.dy})
                    || reachesDirectly(steps, a.dx + b.dx, a.dy + b.dy));
        }
    }
    if (!movesTwice)
        return false;
    bool king = firstMask == 0xff, line = true;
    for (const auto& [d1, mask] : secondMask) {
        king = king && (mask | (1 << ((d1 + 4) % 8))) == 0xff; // straight back: a pass
        line = line && (mask & ~((1 << d1) | (1 << ((d1 + 4) % 8)))) == 0;
    }
    const int diagonals = (1 << dir8Index(1, 1)) | (1 << dir8Index(1, -1)) | (1 << dir8Index(-1, 1))
        | (1 << dir8Index(-1, -1));
    bool diagonal = (firstMask & ~diagonals) == 0;
    for (const auto& [d1, mask] : secondMask)
        diagonal = diagonal && (mask & ~diagonals) == 0;
    QString phrase;
    if (king)
        //: The Chu Lion's double move
        phrase = QCoreApplication::translate(
            "MoveWords", "moves twice in one turn, one square in any direction each time");
    else if (line)
        //: The Chu Soaring Eagle and Horned Falcon: "Moves twice diagonally forward in one turn,
        //: one square each time, in a straight line"
        phrase = QCoreApplication::translate(
            "MoveWords", "moves twice %1 in one turn, one square each time, in a straight line")
                     .arg(directionWords(firstMask));
    else if (diagonal)
        //: Suzumu Shogi's Free Eagle: its Lion power on the diagonals
        phrase = QCoreApplication::translate(
            "MoveWords", "moves twice in one turn, one square diagonally each time");
    else
        return false;
    if (captureBoth)
        phrase = QCoreApplication::translate("MoveWords", "%1; it may capture on both squares")
                     .arg(phrase);
    else if (captureThenMove)
        phrase = QCoreApplication::translate(
            "MoveWords", "%1; it may capture on the first square and move on")
                     .arg(phrase);
    if (igui && pass)
        //: Chu Shogi: igui is a capture without moving; passing = stepping out and back
        phrase = QCoreApplication::translate("MoveWords",
            "%1; it may come back to its square, capturing without moving "
            "(igui) or passing the turn")
                     .arg(phrase);
    else if (igui)
        phrase = QCoreApplication::translate(
            "MoveWords", "%1; it may capture on the first square without moving (igui)")
                     .arg(phrase);
    else if (pass)
        phrase = QCoreApplication::translate(
            "MoveWords", "%1; it may step out and back to pass the turn")
                     .arg(phrase);
    out << sentence(phrase);
    return true;
}

// Two shapes of longer multi-leg moves, worded apart from the Lion-style double steps: jumps
// along a line over exactly N pieces (every leg but the last a hop, all in one direction:
// Suzumu's generals, `pafpafcB`) and area moves of up to three King steps through empty
// squares (every leg a unit step, all but the last to an empty square: `KaKaaK`). Returns the
// paths of neither shape, for wordDoubleSteps.
std::vector<CompiledPath> wordJumpsAndAreas(
    const std::vector<CompiledPath>& paths, QStringList& out)
{
    std::vector<CompiledPath> rest;
    std::set<int> jumps; // pieces jumped
    bool takesJumped = false; // a jump may capture what it jumps (locust legs)
    int area = 0; // the most steps of an area move
    bool doubleIgui = false; // captures next to it twice, coming back each time
    for (const CompiledPath& p : paths) {
        bool hops = p.legCount >= 2, steps = p.legCount >= 3, takes = false;
        for (int i = 0; i < p.legCount; ++i) {
            const CompiledLeg& l = p.legs[size_t(i)];
            const bool last = i == p.legCount - 1;
            // A jumped piece is hopped over or, by a capture-only leg, taken on the way.
            const bool jumpLeg = ((l.modes & Mode::Hop) && !(l.modes & Mode::Move))
                || ((l.modes & (Mode::Move | Mode::Hop | Mode::Grasshop)) == 0 && l.maxSteps > 1);
            takes = takes || (!last && !(l.modes & Mode::Hop));
            hops = hops && l.dx == p.legs[0].dx && l.dy == p.legs[0].dy
                && (last ? !(l.modes & (Mode::Hop | Mode::Grasshop)) : jumpLeg);
            steps = steps && l.maxSteps == 1 && isUnit(l.dx, l.dy)
                && (last ? (l.modes & ~(Mode::Move | Mode::Capture)) == 0 : l.modes == Mode::Move);
        }
        // Double igui (`cabmacabK`): capture next to it, step back, capture next to it, back.
        bool igui2 = p.legCount == 4;
        for (int i = 0; igui2 && i < 4; i += 2) {
            const CompiledLeg& take = p.legs[size_t(i)];
            const CompiledLeg& back = p.legs[size_t(i + 1)];
            igui2 = take.maxSteps == 1 && isUnit(take.dx, take.dy) && take.modes == Mode::Capture
                && back.maxSteps == 1 && back.dx == -take.dx && back.dy == -take.dy
                && (back.modes & Mode::Move);
        }
        if (hops) {
            jumps.insert(int(p.legCount) - 1);
            takesJumped = takesJumped || takes;
        } else if (steps) {
            area = std::max(area, int(p.legCount));
        } else if (igui2) {
            doubleIgui = true;
        } else {
            rest.push_back(p);
        }
    }
    for (int n : jumps)
        //: Suzumu Shogi's generals: "captures along its lines after jumping over exactly 2
        //: pieces of either side"
        out << sentence(QCoreApplication::translate("MoveWords",
            "captures along its lines after jumping over exactly %n piece(s) of either side",
            nullptr, n));
    if (takesJumped)
        //: Suzumu Shogi's generals (final rules): what they jump may be captured on the way
        out << sentence(QCoreApplication::translate(
            "MoveWords", "it may also capture the enemy pieces it jumps over"));
    if (doubleIgui)
        //: Suzumu Shogi's Fire Demon and Heavenly Tetrarch: igui is a capture without moving
        out << sentence(QCoreApplication::translate(
            "MoveWords", "it may capture one or two pieces next to it without moving (igui)"));
    if (area > 0)
        //: An area move (Tenjiku's Fire Demon): "moves up to 3 times one square in any
        //: directions, through empty squares, in one turn"
        out << sentence(QCoreApplication::translate("MoveWords",
            "moves up to %n times one square in any directions, through empty squares, in one "
            "turn",
            nullptr, area));
    return rest;
}

QString castlingSentence(
    const VariantDefinition& v, const PieceTable& table, const MoveWords::NameOf& nameOf)
{
    QStringList partners;
    for (PieceType t : v.rules.castling.partners)
        partners << nameOf(t);
    const QString partner = joinOr(partners);
    QString phrase;
    const auto& files = v.rules.castling.kingFiles;
    const QStringList& labels = v.geometry.fileLabels();
    if (files[0] >= 0 && files[1] >= 0)
        //: Castling with fixed king squares (chess, Chess960): "Castles with a Rook when neither
        //: has moved: it goes to the c-file or the g-file, and the Rook to the square next to it
        //: on the inner side"
        phrase = QCoreApplication::translate("MoveWords",
            "castles with a %1 when neither has moved: it goes to the %2-file or the %3-file, "
            "and the %1 to the square next to it on the inner side")
                     .arg(partner, labels.value(files[0]), labels.value(files[1]));
    else if (table.castling.steps == 1)
        phrase = QCoreApplication::translate("MoveWords",
            "castles with a %1 when neither has moved: it moves one square toward it, and the "
            "%1 lands on the square it crossed")
                     .arg(partner);
    else
        //: Castling: "Castles with a Rook when neither has moved: it moves 2 squares toward it,
        //: and the Rook lands on the square it crossed"
        phrase = QCoreApplication::translate("MoveWords",
            "castles with a %1 when neither has moved: it moves %n squares toward it, and the "
            "%1 lands on the square it crossed",
            nullptr, table.castling.steps)
                     .arg(partner);
    if (v.rules.checkRule)
        phrase = QCoreApplication::translate("MoveWords", "%1, not out of, through or into check")
                     .arg(phrase);
    return sentence(phrase);
}

} // namespace

PieceWords MoveWords::describe(const VariantDefinition& v, PieceType type, const NameOf& nameOf)
{
    const NameOf names = nameOf ? nameOf : [&v](PieceType t) { return v.pieces[size_t(t)].name; };
    const PieceTable& table = v.tables().table(type, First);
    std::vector<Step> steps;
    for (const SimpleStep& s : table.simple) {
        Step st;
        std::tie(st.dx, st.dy) = decodeDelta(v.geometry, s.delta);
        st.maxSteps = s.maxSteps;
        st.modes = (s.move ? Mode::Move : 0u) | (s.capture ? Mode::Capture : 0u);
        steps.push_back(st);
    }
    std::map<std::tuple<bool, int, int>, std::vector<CompiledPath>> doubles;
    for (const CompiledPath& p : table.paths) {
        if (p.legCount == 1)
            steps.push_back(stepOf(p));
        else
            doubles[{p.initial, p.originRegion, p.legs[0].region}].push_back(p);
    }

    PieceWords words;
    bool unworded = false;
    std::vector<Group> groups = groupSteps(steps);
    QStringList& out = words.moves;
    wordWithinTwo(v, groups, out);
    for (Group& g : groups) {
        if (g.worded)
            continue;
        if (g.key.modes & ~WordedModes
            || !(g.key.modes & (Mode::Move | Mode::Capture | Mode::EnPassant)))
            unworded = true;
        else if (g.key.major == 1)
            out << sentence(unitSentence(v, g));
        else if (g.key.maxSteps == 1)
            out << sentence(leapSentence(v, g));
        else if (g.key.minSteps == 1 && !(g.key.modes & Mode::Lame))
            out << sentence(riderSentence(v, g));
        else
            unworded = true; // exact-range or lame riders of longer leaps: not worded yet
    }
    for (auto& [key, paths] : doubles) {
        std::vector<CompiledPath> rest = wordJumpsAndAreas(paths, out);
        if (!rest.empty() && !wordDoubleSteps(rest, steps, out))
            unworded = true;
    }
    if (table.castling.steps > 0 && (table.castling.left || table.castling.right))
        out << castlingSentence(v, table, names);

    const PieceDefinition& def = v.pieces[size_t(type)];
    if (unworded) {
        QStringList betza{def.betza};
        for (const PieceDefinition::RegionMove& rm : def.regionMoves)
            betza << rm.betza;
        words.unworded = betza.join(u' ');
        //: The honest fallback for moves MoveWords cannot word: %1 is their XBetza notation
        out << sentence(
            QCoreApplication::translate("MoveWords", "other moves: %1").arg(words.unworded));
    }
    if (def.movement.components.empty() && def.regionMoves.empty())
        out << sentence(QCoreApplication::translate("MoveWords", "never moves"));
    words.rules = ruleSentences(v, type, names);
    return words;
}

} // namespace fb
