// SPDX-License-Identifier: GPL-3.0-or-later
#include "movegen.h"

#include "attacks.h"
#include "burningrules.h"
#include "explosionrules.h"
#include "fliprules.h"
#include "freezingrules.h"
#include "gatingrules.h"
#include "goalrules.h"
#include "inplacepromotion.h"
#include "lionrules.h"
#include "mergeroutes.h"
#include "placementrules.h"
#include "promotionrules.h"
#include "repetitionprobe.h"
#include "wallingrules.h"

#include <algorithm>
#include <deque>

namespace fb {

namespace {

using betza::Mode;

// Move lists reused by nested searches (mate tests inside legality tests), so that move
// generation allocates nothing once the lists have grown.
class ScratchList
{
public:
    ScratchList()
    {
        if (depth() >= int(pool().size()))
            pool().emplace_back();
        m_list = &pool()[size_t(depth()++)];
        m_list->clear();
    }
    ~ScratchList() { --depth(); }
    ScratchList(const ScratchList&) = delete;
    ScratchList& operator=(const ScratchList&) = delete;
    MoveList& list() { return *m_list; }

private:
    static std::deque<MoveList>& pool()
    {
        thread_local std::deque<MoveList> lists;
        return lists;
    }
    static int& depth()
    {
        thread_local int d = 0;
        return d;
    }
    MoveList* m_list;
};

// Collects the moves of one piece, applying promotion choices and region limits.
struct PieceContext
{
    const Position& pos;
    const VariantDefinition& v;
    Side us;
    PieceType type;
    Square from;
    const PieceDefinition& def;
    MoveList& out;
    const SquareSet& promotionSquares; ///< MoveTables::promotionSquares of the piece
    bool fromPromotes = false; ///< `from` lies in promotionSquares

    /// The context of the piece of side `us` on `from`, collecting into `out`.
    static PieceContext of(const Position& pos, Square from, Side us, MoveList& out)
    {
        const VariantDefinition& v = pos.variant();
        const PieceType type = typeOf(pos.at(from));
        const SquareSet& promotionSquares = v.tables().promotionSquares[size_t(type) * 2 + us];
        return PieceContext{pos, v, us, type, from, v.pieces[size_t(type)], out, promotionSquares,
            promotionSquares.has(from)};
    }

    bool inLimit(Square s) const
    {
        return def.regionLimit < 0 || v.regions[size_t(def.regionLimit)].contains(us, s);
    }

    int countOnBoard(PieceType t) const
    {
        const Piece p = makePiece(t, us);
        int n = 0;
        for (Square s : v.geometry.squares())
            n += pos.at(s) == p;
        return n;
    }

    void emit(const Move& m, bool captures)
    {
        if (!inLimit(m.to))
            return;
        // Only a move that starts or ends on a promotion square asks the promotion rules.
        if (!fromPromotes && !promotionSquares.has(m.to)) {
            out.push_back(m);
            return;
        }
        const bool may = promotionTriggered(
            v, def, us, from, m.to, captures, [&] { return mayPromoteInsideZone(pos, from); });
        if (!may) {
            out.push_back(m);
            return;
        }
        const bool mandatory
            = def.promotionMandatory || MoveGenerator::immobileOn(v, type, us, m.to);
        for (PieceType t : def.promotionsFor(us)) {
            const int limit = v.pieces[size_t(t)].maxCount;
            if (limit >= 0 && countOnBoard(t) >= limit)
                continue;
            // No promotion past the royals a Position keeps (Coregal's ninth queen is the last).
            if (v.pieces[size_t(t)].royal && !def.royal
                && pos.royalCount(us) >= Position::MaxRoyals)
                continue;
            Move p = m;
            p.promotion = t;
            out.push_back(p);
        }
        if (!mandatory)
            out.push_back(m);
    }

    Piece occ(Square s) const { return s == from ? Empty : pos.at(s); }

    bool isEp(Square s) const
    {
        for (int i = 0; i < pos.epCount(); ++i)
            if (pos.epSquares()[size_t(i)] == s)
                return true;
        return false;
    }

    // Walks leg `li` of `path` from `start`; `m` holds the via squares and victims so far.
    void walk(const CompiledPath& path, int li, Square start, Move& m, bool captured)
    {
        const CompiledLeg& leg = path.legs[size_t(li)];
        const bool final = li == path.legCount - 1;
        if (leg.modes & (Mode::Hop | Mode::Grasshop | Mode::RangeJump)) {
            if (leg.modes & Mode::RangeJump)
                walkRangeJump(leg, start, m);
            else
                walkHopper(path, li, start, m, captured);
            return;
        }
        if (leg.lameCount) {
            for (int k = 0; k < leg.lameCount; ++k)
                if (occ(Square(start + leg.lame[size_t(k)])) != Empty)
                    return;
        }
        int cur = start;
        for (int step = 1; step <= leg.maxSteps; ++step) {
            cur += leg.delta;
            const Piece p = occ(Square(cur));
            if (p == Wall)
                return;
            if (leg.region >= 0 && !v.regions[size_t(leg.region)].contains(us, Square(cur)))
                return;
            if ((leg.modes & Mode::Jump) && step == 1)
                continue;
            const bool inRange = step >= leg.minSteps;
            if (p == Empty) {
                if (inRange) {
                    if (final) {
                        if (leg.modes & Mode::Move) {
                            Move n = m;
                            n.to = Square(cur);
                            emit(n, captured);
                        } else if ((leg.modes & Mode::EnPassant) && isEp(Square(cur))) {
                            Move n = m;
                            n.to = Square(cur);
                            n.addVictim(pos.epVictim());
                            emit(n, true);
                        }
                    } else if (leg.modes & Mode::Move) {
                        m.addVia(Square(cur));
                        walk(path, li + 1, Square(cur), m, captured);
                        --m.viaCount;
                    }
                }
                continue;
            }
            if (inRange) {
                const bool taking = takes(leg, p);
                if (final && taking) {
                    Move n = m;
                    n.to = Square(cur);
                    emit(n, true);
                } else if (!final && taking) {
                    m.addVia(Square(cur));
                    m.addVictim(Square(cur));
                    walk(path, li + 1, Square(cur), m, true);
                    --m.viaCount;
                    --m.victimCount;
                }
            }
            return;
        }
    }

    // Whether a plain one-step non-final leg from `from` (CompiledPath::firstLegGate) ends
    // every path it starts: walk() would stop at its square, making no move.
    bool firstStepStops(const CompiledLeg& leg) const
    {
        const Piece p = occ(Square(from + leg.delta));
        if (p == Wall)
            return true;
        return p == Empty ? !(leg.modes & Mode::Move) : !takes(leg, p);
    }

    bool inLegRegion(const CompiledLeg& leg, int sq) const
    {
        return leg.region < 0 || v.regions[size_t(leg.region)].contains(us, Square(sq));
    }

    void walkHopper(const CompiledPath& path, int li, Square start, Move& m, bool captured)
    {
        const CompiledLeg& leg = path.legs[size_t(li)];
        const bool final = li == path.legCount - 1;
        int cur = start + leg.delta;
        while (occ(Square(cur)) == Empty) {
            if (!inLegRegion(leg, cur))
                return;
            if (!final && (leg.modes & Mode::Move)) {
                m.addVia(Square(cur));
                walk(path, li + 1, Square(cur), m, captured);
                --m.viaCount;
            }
            cur += leg.delta;
        }
        const Piece screen = occ(Square(cur));
        if (screen == Wall || !inLegRegion(leg, cur) || listsType(def.cannotHopOver, screen))
            return;
        if (!final) { // a non-final hop leg ends on the screen, which is passed over
            m.addVia(Square(cur));
            walk(path, li + 1, Square(cur), m, captured);
            --m.viaCount;
            return;
        }
        const bool grass = leg.modes & Mode::Grasshop;
        for (cur += leg.delta;; cur += leg.delta) {
            const Piece p = occ(Square(cur));
            if (p == Wall || !inLegRegion(leg, cur))
                return;
            if (p == Empty) {
                if (leg.modes & Mode::Move) {
                    Move n = m;
                    n.to = Square(cur);
                    emit(n, captured);
                }
                if (grass)
                    return;
                continue;
            }
            if (takes(leg, p)) {
                Move n = m;
                n.to = Square(cur);
                emit(n, true);
            }
            return;
        }
    }

    // A range capture (betza::RangeJump, a one-leg path): along the leg from `start`, over one
    // or more pieces of either side whose jump rank is below the mover's, a capture of each
    // enemy met beyond the first piece (rules.rangeCaptureVictims), one move each, and with
    // rules.rangeJumpToEmpty (the leg's Move mode) a move to each empty square beyond it; the
    // walk ends at a piece it may not jump. The squares before the first piece and that piece
    // are left to the piece's plain slide.
    [[gnu::noinline]] void walkRangeJump(const CompiledLeg& leg, Square start, Move& m)
    {
        const uint8_t* ranks = v.tables().jumpRanks.data();
        const bool anyVictim = v.rules.rangeCaptureVictims == RangeCaptureVictims::Any;
        bool jumped = false;
        int cur = start;
        for (int step = 1; step <= leg.maxSteps; ++step) {
            cur += leg.delta;
            const Piece p = occ(Square(cur));
            if (p == Wall)
                return;
            if (p == Empty) {
                if (jumped && (leg.modes & Mode::Move)) {
                    Move n = m;
                    n.to = Square(cur);
                    emit(n, false);
                }
                continue;
            }
            if (jumped && takes(leg, p) && (anyVictim || ranks[p] < def.jumpRank)) {
                Move n = m;
                n.to = Square(cur);
                emit(n, true);
            }
            if (ranks[p] >= def.jumpRank)
                return;
            jumped = true;
        }
    }

    // The moves of a single-step path (CompiledPath::singleStep) from `from`; `m` has `from`
    // set and nothing else. Same moves as walk() gives for the path, without its loop.
    void stepOnce(const CompiledPath& path, uint16_t index, Move m)
    {
        const CompiledLeg& leg = path.legs[0];
        for (int k = 0; k < leg.lameCount; ++k)
            if (pos.at(Square(from + leg.lame[size_t(k)])) != Empty)
                return;
        const Square to = Square(from + leg.delta);
        const Piece p = pos.at(to);
        m.to = to;
        m.pathIndex = index;
        if (p == Empty) {
            if (leg.modes & Mode::Move) {
                emit(m, false);
            } else if ((leg.modes & Mode::EnPassant) && pos.epCount() && isEp(to)) {
                m.addVictim(pos.epVictim());
                emit(m, true);
            }
        } else if (p != Wall && takes(leg, p)) {
            emit(m, true);
        }
    }

    // May this leg end by taking the piece p (an enemy with c, a friend with d)?
    bool takes(const CompiledLeg& leg, Piece p) const
    {
        const bool enemy = sideOf(p) != us;
        const uint32_t modes = leg.modes;
        if (!(modes & (enemy ? Mode::Capture | Mode::RoyalOnly : Mode::Destroy)))
            return false;
        if (modes & (Mode::RoyalOnly | Mode::Tame)) {
            const bool royal = v.pieces[size_t(typeOf(p))].royal;
            if ((modes & Mode::RoyalOnly) && !(enemy && royal))
                return false; // k: takes only an enemy royal
            if ((modes & Mode::Tame) && royal)
                return false; // t: never takes a royal
        }
        return !listsType(def.cannotCapture, p);
    }
};

// The moves of a piece's compiled paths (PieceTable::paths) from ctx.from; `virgin`: the
// piece has not moved.
void generatePaths(PieceContext& ctx, const std::vector<CompiledPath>& paths, bool virgin)
{
    Move start; // walk() leaves it as it found it, but for pathIndex
    start.from = ctx.from;
    for (size_t i = 0; i < paths.size(); ++i) {
        const CompiledPath& path = paths[i];
        if (path.firstLegGate && ctx.firstStepStops(path.legs[0])) {
            i = size_t(path.firstLegRunEnd) - 1; // no path of the run goes on
            continue;
        }
        if ((path.initial && !virgin)
            || (path.originRegion >= 0
                && !ctx.v.regions[size_t(path.originRegion)].contains(ctx.us, ctx.from)))
            continue;
        if (path.singleStep) {
            ctx.stepOnce(path, uint16_t(i), start);
            continue;
        }
        start.pathIndex = uint16_t(i);
        ctx.walk(path, 0, ctx.from, start, false);
    }
}

// The single steps and rides of `table` (PieceTable::simpleLeaps, simpleRides) from `from`:
// add(to, captures) for each square a step may end on. Inlined into both of its callers, so
// the loops stay free of calls.
template <typename Add>
[[gnu::always_inline]] inline void walkSimpleSteps(
    const Position& pos, Square from, Side us, const PieceTable& table, Add&& add)
{
    for (const SimpleStep& st : table.simpleLeaps) {
        const Square to = Square(from + st.delta);
        const Piece p = pos.at(to);
        if (p == Empty ? st.move : (p != Wall && sideOf(p) != us && st.capture))
            add(to, p != Empty);
    }
    for (const SimpleStep& st : table.simpleRides) {
        int cur = from;
        for (int k = 0; k < st.maxSteps; ++k) {
            cur += st.delta;
            const Piece p = pos.at(Square(cur));
            if (p == Empty) {
                if (st.move)
                    add(Square(cur), false);
                continue;
            }
            if (p != Wall && sideOf(p) != us && st.capture)
                add(Square(cur), true);
            break;
        }
    }
}

// `m` (a simple step of the piece on m.from) through the promotion and region rules. Out of
// line: generateMoves' loop over simple pieces calls it only for a move onto a promotion square.
[[gnu::noinline]] void emitWithRules(
    const Position& pos, const Move& m, bool captures, MoveList& out)
{
    PieceContext::of(pos, m.from, sideOf(pos.at(m.from)), out).emit(m, captures);
}

} // namespace

void MoveGenerator::generatePiece(
    const Position& pos, Square from, Side us, MoveList& out, int8_t checked)
{
    const VariantDefinition& v = pos.variant();
    const PieceType type = typeOf(pos.at(from));
    const PieceTable& table = v.tables().table(type, us);
    const SquareSet& promotionSquares = v.tables().promotionSquares[size_t(type) * 2 + us];
    const PieceDefinition& def = v.pieces[size_t(type)];
    const bool fromPromotes = promotionSquares.has(from);
    const size_t first = out.size();
    // Built only for the moves that need the promotion and region rules, and for the paths.
    auto context = [&] {
        return PieceContext{pos, v, us, type, from, def, out, promotionSquares, fromPromotes};
    };
    // No region limit and no promotion from here: only a move to a promotion square needs
    // emit's rules (the set is empty for a type that never promotes).
    const bool plain = def.regionLimit < 0 && !fromPromotes;
    Move m;
    m.from = from;
    walkSimpleSteps(pos, from, us, table, [&](Square to, bool captures) {
        m.to = to;
        if (plain && !promotionSquares.has(to))
            out.push_back(m);
        else
            context().emit(m, captures);
    });
    // Cambodian chess: the king's first-move leap is not an answer to check.
    const bool virgin = pos.isVirgin(from)
        && !(def.initialMovesNotInCheck
            && (us == pos.sideToMove() && checked >= 0 ? checked == 1 : pos.inCheck(us)));
    if (!table.paths.empty()) {
        PieceContext ctx = context();
        generatePaths(ctx, table.paths, virgin);
        if (def.mergeRoutes)
            mergeRoutes(out, first);
    }
    if (table.castling.steps && virgin)
        generateCastling(pos, from, us, out, checked);
    if (v.tables().movesGetSecondParts) {
        // Seirawan: a piece leaving a gate may bring a piece from the hand onto its square.
        if (v.rules.gating)
            appendGatingMoves(pos, from, us, out, first);
        // Duck Chess, Amazons: every move ends by putting a wall.
        if (v.rules.walling.enabled())
            appendWallMoves(pos, out, first);
    }
    // Suzumu's final rules: a Fire Demon that moved may burn enemies of its choosing.
    if (table.burnsByChoice)
        appendChosenBurns(pos, out, first);
}

void MoveGenerator::generateCastling(
    const Position& pos, Square from, Side us, MoveList& out, int8_t checked)
{
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    const CastlingRule& rule = v.tables().table(typeOf(pos.at(from)), us).castling;
    // The check rule guards a royal only: a castling piece that is not royal (a commoner king)
    // may castle out of, through and into attacks.
    const bool royalCastler = v.rules.checkRule && v.pieces[size_t(typeOf(pos.at(from)))].royal;
    // Whether the castling piece stands attacked: asked only once a castling is otherwise
    // possible, and taken from the position's check test when that says the same.
    int8_t attacked = -1;
    auto fromAttacked = [&] {
        if (attacked < 0)
            attacked = checked >= 0 && !v.rules.kingsMayNotFace && pos.royalCount(us) == 1
                    && pos.royal(us, 0) == from
                ? checked
                : int8_t(
                      pos.isAttacked(from, opposite(us)) && !shieldedByEnemyRoyal(pos, from, us));
        return attacked == 1;
    };
    const int kf = g.fileOf(from), rank = g.rankOf(from);
    for (int dir : {-1, 1}) {
        if ((dir < 0 && !rule.left) || (dir > 0 && !rule.right))
            continue;
        // Only the first piece met can be the partner: any piece between the two refuses the
        // castling, as every square between them must be empty.
        int f = kf + dir;
        auto at = [&](int file) { return pos.at(g.square(file, rank)); };
        while (f >= 0 && f < g.files() && !isPiece(at(f)))
            f += dir;
        if (f < 0 || f >= g.files())
            continue;
        const Square ps = g.square(f, rank);
        const Piece partner = pos.at(ps);
        const auto& partners = v.rules.castling.partners;
        if (sideOf(partner) != us || !pos.isVirgin(ps)
            || std::find(partners.begin(), partners.end(), typeOf(partner)) == partners.end())
            continue;
        const int fixed = v.rules.castling.kingFiles[dir < 0 ? 0 : 1];
        const int kd = fixed >= 0 ? fixed : kf + dir * rule.steps;
        const int rd = kd - dir;
        if (!g.inside(kd, rank) || !g.inside(rd, rank))
            continue;
        const int lo = std::min({kf, kd, f, rd}), hi = std::max({kf, kd, f, rd});
        bool clear = true;
        for (int x = lo; x <= hi && clear; ++x) {
            const Square s = g.square(x, rank);
            clear = s == from || s == ps || pos.at(s) == Empty;
        }
        if (!clear || (royalCastler && fromAttacked()))
            continue;
        bool safe = true;
        if (royalCastler) {
            // With explosions a royal next to the enemy's may stand attacked, and the squares it
            // passes are tested as Fairy-Stockfish does, with the royal gone from its square:
            // a line through that square attacks them.
            std::optional<Position> without;
            if (v.rules.explosions.enabled) {
                without.emplace(pos);
                without->setPiece(from, Empty);
            }
            const Position& board = without ? *without : pos;
            const int step = kd > kf ? 1 : -1;
            for (int x = kf + step; kd != kf && x != kd && safe; x += step)
                safe = !board.isAttacked(g.square(x, rank), opposite(us))
                    || shieldedByEnemyRoyal(pos, g.square(x, rank), us);
        }
        if (!safe)
            continue;
        Move m;
        m.kind = MoveKind::Castle;
        m.from = from;
        m.to = g.square(kd, rank);
        m.partnerFrom = ps;
        m.partnerTo = g.square(rd, rank);
        out.push_back(m);
    }
}

void MoveGenerator::generateFrom(const Position& pos, Square from, MoveList& out)
{
    const Piece p = pos.at(from);
    if (!isPiece(p) || isFrozen(pos, from))
        return;
    generatePiece(pos, from, sideOf(p), out);
    if (pos.variant().tables().inPlacePromotions)
        appendInPlacePromotions(pos, from, sideOf(p), out);
}

void MoveGenerator::generateDrops(const Position& pos, PieceType type, MoveList& out)
{
    const VariantDefinition& v = pos.variant();
    const Side us = pos.sideToMove();
    if (pos.handCount(us, type) <= 0)
        return;
    const PieceDefinition& def = v.pieces[size_t(type)];
    if (!def.droppable)
        return;
    // The forms it may enter the board as: itself, and any "dropAs" type (kyoto shogi).
    std::array<PieceType, 4> forms{type, NoPieceType, NoPieceType, NoPieceType};
    int formCount = 1;
    for (PieceType t : def.dropAs)
        if (formCount < int(forms.size()))
            forms[size_t(formCount++)] = t;
    const BoardGeometry& g = v.geometry;
    std::vector<int> fileCount;
    if (def.maxPerFile >= 0) {
        fileCount.resize(size_t(g.files()));
        for (int f = 0; f < g.files(); ++f)
            fileCount[size_t(f)] = countOnFile(pos, type, us, f);
    }
    Move m;
    m.kind = MoveKind::Drop;
    m.dropped = type;
    const bool colours = !v.rules.placement.oppositeColours.empty();
    auto dropOn = [&](Square s) {
        if (pos.at(s) != Empty
            || (!fileCount.empty() && fileCount[size_t(g.fileOf(s))] >= def.maxPerFile)
            || (colours && !placementAllowsDrop(pos, type, s)))
            return;
        m.to = s;
        out.push_back(m);
    };
    // As itself: the squares the tables allow; as another form: each square asked.
    v.tables().dropSquares[size_t(type) * 2 + us].forEach(dropOn);
    for (int f = 1; f < formCount; ++f) {
        const PieceType form = forms[size_t(f)];
        m.promotion = form;
        for (Square s : g.squares())
            if (!immobileOn(v, form, us, s) && dropRegionAllows(v, type, form, us, s))
                dropOn(s);
    }
}

void MoveGenerator::generatePseudoLegal(const Position& pos, MoveList& out)
{
    generateMoves(pos, out, -1);
}

void MoveGenerator::generateMoves(const Position& pos, MoveList& out, int8_t checked)
{
    const Side us = pos.sideToMove();
    const VariantDefinition& v = pos.variant();
    if (gameOverOnBoard(pos))
        return;
    if (v.rules.flipping.enabled()) {
        generateFlippingTurns(pos, out); // fliprules.h: its drops and forced passes
        return;
    }
    const MoveTables& tables = v.tables();
    const bool secondParts = tables.movesGetSecondParts;
    const bool freezing = v.rules.freezing.enabled();
    pos.occupied(us).forEach([&](Square s) {
        if (freezing && isFrozen(pos, s))
            return; // Suzumu's Heavenly Tetrarch holds the pieces around it
        const PieceType type = typeOf(pos.at(s));
        const PieceTable& table = tables.table(type, us);
        const SquareSet& promotionSquares = tables.promotionSquares[size_t(type) * 2 + us];
        // Most pieces of most variants: simple steps only, no region limit, no promotion
        // from here. Their moves are made here, without generatePiece's set-up per piece.
        if (table.paths.empty() && !table.castling.steps && !secondParts && !table.burnsByChoice
            && v.pieces[size_t(type)].regionLimit < 0 && !promotionSquares.has(s)) {
            Move m;
            m.from = s;
            walkSimpleSteps(pos, s, us, table, [&](Square to, bool captures) {
                m.to = to;
                if (!promotionSquares.has(to))
                    out.push_back(m);
                else
                    emitWithRules(pos, m, captures, out);
            });
        } else {
            generatePiece(pos, s, us, out, checked);
        }
    });
    // Sittuyin: a promotion as a turn of its own (one flag test for the other variants).
    if (v.tables().inPlacePromotions)
        pos.occupied(us).forEach([&](Square s) { appendInPlacePromotions(pos, s, us, out); });
    if (v.rules.hands.enabled)
        for (PieceType t = 0; t < v.pieceCount(); ++t)
            if (pos.handCount(us, t) > 0)
                generateDrops(pos, t, out);
    if (v.rules.passing.allowed) {
        Move m;
        m.kind = MoveKind::Pass;
        out.push_back(m);
    }
}

int MoveGenerator::countOnFile(const Position& pos, PieceType type, Side side, int file)
{
    const BoardGeometry& g = pos.geometry();
    const Piece own = makePiece(type, side);
    int n = 0;
    for (int r = 0; r < g.ranks(); ++r)
        if (g.inside(file, r))
            n += pos.at(g.square(file, r)) == own;
    return n;
}

std::optional<LegalityRule> MoveGenerator::brokenAfterMake(Position& pos, const Move& m, Side mover)
{
    const VariantDefinition& v = pos.variant();
    if (v.rules.checkRule && pos.inCheck(mover))
        return LegalityRule::RoyalInCheck;
    if (m.isDrop()) {
        const PieceDefinition& def = v.pieces[size_t(m.dropped)];
        const bool checkMatters
            = def.dropMateForbidden || !v.rules.hands.dropMates || !v.rules.hands.dropChecks;
        if (!checkMatters && !def.dropStalemateForbidden)
            return std::nullopt;
        if (pos.inCheck(opposite(mover))) {
            if (!v.rules.hands.dropChecks)
                return LegalityRule::DropGivesCheck;
            if (checkMatters && !hasLegalMove(pos))
                return LegalityRule::DropGivesMate;
        } else if (def.dropStalemateForbidden && !hasMoveWhenNotInCheck(pos)) {
            return LegalityRule::DropLeavesNoMove;
        }
    }
    return std::nullopt;
}

bool MoveGenerator::hasMoveWhenNotInCheck(Position& pos)
{
    const VariantDefinition& v = pos.variant();
    const Side us = pos.sideToMove();
    // A cheap witness first: a drop of a piece without drop limits on a free square (legal when
    // not in check); then hasLegalMove, which tries the royals' moves first.
    if (v.rules.hands.enabled && !v.rules.repetition.forbidden && v.rules.hands.dropChecks
        && v.rules.hands.dropMates) {
        for (PieceType t = 0; t < v.pieceCount(); ++t) {
            const PieceDefinition& def = v.pieces[size_t(t)];
            if (pos.handCount(us, t) <= 0 || !def.droppable || def.dropRegion >= 0
                || def.regionLimit >= 0 || def.maxPerFile >= 0 || def.dropMateForbidden
                || def.dropStalemateForbidden)
                continue;
            const SquareSet& dead = v.tables().deadSquares[size_t(t) * 2 + us];
            for (Square s : v.geometry.squares())
                if (pos.at(s) == Empty && !(v.rules.immobilityIllegal && dead.contains(s)))
                    return true;
        }
    }
    return hasLegalMove(pos);
}

bool MoveGenerator::gameOverOnBoard(const Position& pos)
{
    return bikjangEnded(pos) || doublePassEnded(pos) || gameDecidedOnBoard(pos);
}

bool MoveGenerator::gameDecidedOnBoard(const Position& pos)
{
    return goalReached(pos).has_value();
}

int MoveGenerator::earlierOccurrences(const Position& pos, int* firstPly)
{
    const int now = pos.ply();
    // With hands, a capture does not make earlier positions unreachable.
    const int window = pos.variant().rules.hands.enabled ? now : pos.halfmoveClock();
    int count = 0;
    int first = now;
    for (int ply = now - 2; ply >= 0 && now - ply <= window; ply -= 2)
        if (pos.keyAt(ply) == pos.key()) {
            ++count;
            first = ply;
        }
    if (firstPly)
        *firstPly = first;
    return count;
}

bool MoveGenerator::bikjangEnded(const Position& pos)
{
    // The generals faced before and after the last move: only a pass keeps them facing.
    return pos.variant().rules.facingRoyalsEndGame && pos.ply() > 0 && pos.lastMove().isPass()
        && pos.royalsFace();
}

bool MoveGenerator::doublePassEnded(const Position& pos)
{
    return pos.variant().rules.passing.twoEndTheGame && pos.ply() >= 2 && pos.lastMove().isPass()
        && pos.moveAt(pos.ply() - 2).isPass();
}

std::optional<LegalityRule> MoveGenerator::brokenRule(Position& pos, const Move& m)
{
    std::optional<LegalityRule> broken = brokenBeforeCaptureRule(pos, m);
    if (!broken && pos.variant().rules.mustCapture && !isCapture(pos, m) && hasLegalCapture(pos))
        broken = LegalityRule::MustCapture;
    if (!broken && isInPlacePromotion(pos, m)) {
        MoveList one{m};
        dropCheckingInPlacePromotions(pos, one, 0);
        if (one.empty())
            broken = LegalityRule::GivesCheck;
    }
    if (!broken && inPlacementPhase(pos)) {
        MoveList legal;
        generateLegal(pos, legal);
        if (placementRefuses(pos, m, legal))
            broken = LegalityRule::MustDropFirst;
    }
    return broken;
}

std::optional<LegalityRule> MoveGenerator::brokenBeforeCaptureRule(Position& pos, const Move& m)
{
    const Rules& rules = pos.variant().rules;
    // Bikjang: a side whose general faces the enemy general must break the facing.
    const bool mustBreakFacing = rules.facingRoyalsEndGame && pos.royalsFace();
    std::optional<LegalityRule> broken = brokenOnBoard(pos, m, mustBreakFacing);
    if (!broken && rules.repetition.forbidden && repeatsEarlierPosition(pos, m))
        broken = LegalityRule::Repetition;
    if (!broken && !lionRulesAllow(pos, m))
        broken = LegalityRule::LionTrading;
    if (!broken && !rules.checksAllowed && givesCheck(pos, m))
        broken = LegalityRule::GivesCheck;
    if (!broken && rules.royalStaysInCheck && fleesCheck(pos, m))
        broken = LegalityRule::RoyalFleesCheck;
    return broken;
}

bool MoveGenerator::fleesCheck(Position& pos, const Move& m)
{
    if (m.kind == MoveKind::Drop || m.kind == MoveKind::Pass)
        return false;
    const Piece mover = pos.at(m.from);
    const Side us = pos.sideToMove();
    if (!isPiece(mover) || !pos.variant().pieces[size_t(typeOf(mover))].royal || !pos.inCheck(us))
        return false;
    // Only the capture of the one piece that gives the check stays: the victim attacks the
    // royal's square, and nothing does without it.
    const Piece victim = m.kind == MoveKind::Normal ? pos.at(m.to) : Empty;
    if (!isPiece(victim) || sideOf(victim) == us)
        return true;
    MoveList attacks;
    generateFrom(pos, m.to, attacks);
    if (std::none_of(attacks.begin(), attacks.end(),
            [&](const Move& a) { return a.kind == MoveKind::Normal && a.to == m.from; }))
        return true;
    const bool virgin = pos.isVirgin(m.to);
    pos.setPiece(m.to, Empty);
    const bool otherChecker = pos.isAttacked(m.from, opposite(us));
    pos.setPiece(m.to, victim);
    pos.setVirgin(m.to, virgin);
    return otherChecker;
}

bool MoveGenerator::isCapture(const Position& pos, const Move& m)
{
    return m.kind == MoveKind::Normal
        && (m.victimCount > 0 || (m.to != m.from && isPiece(pos.at(m.to))));
}

bool MoveGenerator::givesCheck(Position& pos, const Move& m)
{
    if (const std::optional<bool> check = pos.givesCheckAfter(m))
        return *check;
    const Side us = pos.sideToMove();
    pos.makeMove(m);
    const bool check = pos.inCheck(opposite(us));
    pos.unmakeMove();
    return check;
}

bool MoveGenerator::hasLegalCapture(Position& pos)
{
    const Side us = pos.sideToMove();
    ScratchList scratch;
    MoveList& list = scratch.list();
    bool found = false;
    pos.occupied(us).forEach([&](Square s) {
        if (found)
            return;
        list.clear();
        generatePiece(pos, s, us, list);
        for (const Move& m : list)
            if (isCapture(pos, m) && !brokenBeforeCaptureRule(pos, m)) {
                found = true;
                return;
            }
    });
    return found;
}

void MoveGenerator::keepCapturesOnly(const Position& pos, MoveList& out, size_t first)
{
    bool any = false;
    for (size_t i = first; i < out.size() && !any; ++i)
        any = isCapture(pos, out[i]);
    if (!any)
        return;
    size_t keep = first;
    for (size_t i = first; i < out.size(); ++i)
        if (isCapture(pos, out[i]))
            out[keep++] = out[i];
    out.resize(keep);
}

bool MoveGenerator::isSkip(const Move& m)
{
    return m.isPass() || (m.kind == MoveKind::Normal && m.to == m.from && m.victimCount == 0);
}

void MoveGenerator::dropSecondSkips(const Position& pos, MoveList& out, size_t first)
{
    if (pos.ply() < 2 || !isSkip(pos.moveAt(pos.ply() - 2)))
        return;
    out.erase(std::remove_if(out.begin() + std::ptrdiff_t(first), out.end(), isSkip), out.end());
}

std::optional<LegalityRule> MoveGenerator::brokenOnBoard(
    Position& pos, const Move& m, bool mustBreakFacing)
{
    const VariantDefinition& v = pos.variant();
    // A pass is always allowed in bikjang, even in check.
    const bool testCheck = v.rules.checkRule && !(m.isPass() && mustBreakFacing);
    const bool testFacing = mustBreakFacing && !m.isPass();
    bool dropRules = false;
    if (m.isDrop()) {
        const PieceDefinition& def = v.pieces[size_t(m.dropped)];
        dropRules = def.dropMateForbidden || !v.rules.hands.dropMates || !v.rules.hands.dropChecks
            || def.dropStalemateForbidden;
    }
    if (!testCheck && !testFacing && !dropRules)
        return std::nullopt;
    // The board alone answers the check and facing tests, without making the move.
    if (!dropRules) {
        if (const std::optional<Position::AfterMove> after = pos.checkAfter(m, testFacing)) {
            if (testCheck && after->inCheck)
                return LegalityRule::RoyalInCheck;
            if (testFacing && after->royalsFace)
                return LegalityRule::FacingNotBroken;
            return std::nullopt;
        }
    }
    const Side us = pos.sideToMove();
    const int royalsBefore = pos.royalCount(us);
    pos.makeMove(m);
    std::optional<LegalityRule> broken;
    // Atomic: exploding one's own royal is illegal, exploding the enemy's wins at once.
    const std::optional<bool> exploded = explosionVerdict(pos, us, royalsBefore);
    if (exploded)
        broken = *exploded ? std::optional<LegalityRule>()
                           : std::optional<LegalityRule>(LegalityRule::ExplodesOwnRoyal);
    else if (!m.isPass() || !mustBreakFacing)
        broken = brokenAfterMake(pos, m, us);
    if (!broken && testFacing && pos.royalsFace())
        broken = LegalityRule::FacingNotBroken;
    pos.unmakeMove();
    return broken;
}

bool MoveGenerator::repeatsEarlierPosition(Position& pos, const Move& m)
{
    return RepetitionProbe(pos, RepetitionProbe::Moves::One).repeats(pos, m);
}

void MoveGenerator::generateLegal(Position& pos, MoveList& out)
{
    const size_t first = out.size();
    const VariantDefinition& v = pos.variant();
    const Side us = pos.sideToMove();
    // One check test for the whole position: the fast path below and castling share it.
    const bool single = pos.royalCount(us) == 1;
    const int8_t checked = v.rules.checkRule && single ? int8_t(pos.inCheck(us)) : int8_t(-1);
    generateMoves(pos, out, checked);
    filterLegal(pos, out, first, checked);
    if (v.rules.mustCapture)
        keepCapturesOnly(pos, out, first);
    if (v.tables().inPlacePromotions)
        dropCheckingInPlacePromotions(pos, out, first);
    if (v.rules.placement.enabled)
        keepPlacementMoves(pos, out, first);
    if (v.rules.passing.noSecondSkip)
        dropSecondSkips(pos, out, first);
}

void MoveGenerator::filterLegal(Position& pos, MoveList& out, size_t first, int8_t checked)
{
    const VariantDefinition& v = pos.variant();
    const Side us = pos.sideToMove();
    const bool single = pos.royalCount(us) == 1;
    const bool needsDropTest = v.rules.hands.enabled;
    if (!v.rules.checkRule && !needsDropTest && !v.rules.lionTrading.enabled()
        && !v.rules.repetition.forbidden && v.rules.checksAllowed && !v.rules.royalStaysInCheck)
        return;
    const MoveTables& t = v.tables();
    const bool facing = v.rules.facingRoyalsEndGame && pos.royalsFace();
    const bool lionRules = v.rules.lionTrading.enabled();
    const bool fast
        = v.rules.checkRule && !t.alwaysTestLegality && single && !facing && checked == 0;
    // In check, a move of another piece must change a square the check depends on.
    const bool evade
        = v.rules.checkRule && !t.alwaysTestLegality && single && !facing && checked == 1;
    std::optional<CheckEvasion> evasion;
    if (evade)
        evasion.emplace(pos);
    const Square king = fast || evade ? pos.royal(us, 0) : NoSquare;
    const SquareSet* sensitive
        = fast ? &t.blockSensitive[size_t(us) * size_t(t.cells) + size_t(king)] : nullptr;
    // The lines to the royal that a move could open, found once for all the moves that
    // touch one.
    std::optional<RoyalExposure> exposure;
    const bool plainDrops = v.rules.hands.dropMates && v.rules.hands.dropChecks;
    const bool checkRule = v.rules.checkRule;
    const bool checksAllowed = v.rules.checksAllowed;
    const bool repetition = v.rules.repetition.forbidden;
    const bool royalStaysInCheck = v.rules.royalStaysInCheck;
    const bool rulesAfterCheck = repetition || lionRules || !checksAllowed || royalStaysInCheck;
    std::optional<RepetitionProbe> probe;
    if (repetition)
        probe.emplace(pos);
    const size_t end = out.size();
    size_t keep = first;
    for (size_t i = first; i < end; ++i) {
        const Move& m = out[i];
        bool legal;
        // With one royal, the royal's move is the move from its square.
        if (fast && m.kind == MoveKind::Normal && m.from != king) {
            // Off every line to the royal, the move cannot expose it; on one, only the lines
            // it changes are tested.
            if (m.victimCount == 0 && !sensitive->has(m.from) && !sensitive->has(m.to))
                legal = true;
            else if (const std::optional<bool> exposed
                = (exposure ? *exposure : exposure.emplace(pos)).exposes(pos, m))
                legal = !*exposed;
            else
                legal = !brokenOnBoard(pos, m, facing);
        } else if ((fast || evade) && m.kind == MoveKind::Normal && m.from == king
            && m.victimCount == 0 && m.promotion == NoPieceType) {
            // A step of the one royal: only its destination is tested, on the board it leaves.
            if (const std::optional<bool> attacked = pos.royalStepAttacked(m))
                legal = !*attacked;
            else
                legal = !brokenOnBoard(pos, m, facing);
        } else if (fast && m.kind == MoveKind::Pass) {
            legal = true; // the board stays as it is, and the royal is not in check
        } else if (fast && m.kind == MoveKind::Drop && !sensitive->has(m.to)
            && !v.pieces[size_t(m.dropped)].dropMateForbidden
            && !v.pieces[size_t(m.dropped)].dropStalemateForbidden && plainDrops) {
            legal = true;
        } else if (evasion && !(m.kind == MoveKind::Normal && m.from == king)
            && evasion->leavesCheck(m)) {
            legal = false;
        } else if (checkRule || facing || m.isDrop()) {
            legal = !brokenOnBoard(pos, m, facing);
        } else {
            legal = true; // no check rule: nothing on the board refuses it
        }
        // The rules after check, in brokenRule's order (one test for the variants without).
        if (legal && rulesAfterCheck) {
            if (repetition)
                legal = !probe->repeats(pos, m);
            if (legal && lionRules)
                legal = lionRulesAllow(pos, m);
            if (legal && !checksAllowed)
                legal = !givesCheck(pos, m);
            if (legal && royalStaysInCheck)
                legal = !fleesCheck(pos, m);
        }
        if (legal && keep != i)
            out[keep] = m;
        keep += legal;
    }
    out.resize(keep);
}

bool MoveGenerator::hasLegalMove(Position& pos)
{
    if (gameOverOnBoard(pos))
        return false;
    const VariantDefinition& v = pos.variant();
    const Side us = pos.sideToMove();
    ScratchList scratch;
    MoveList& list = scratch.list();
    // rules.noSecondSkip: right after a skip of the side to move, its skips do not count.
    const bool skipsBarred
        = v.rules.passing.noSecondSkip && pos.ply() >= 2 && isSkip(pos.moveAt(pos.ply() - 2));
    // The royals' own moves first: they answer most checks and most positions.
    for (int i = 0; i < pos.royalCount(us); ++i) {
        list.clear();
        generatePiece(pos, pos.royal(us, i), us, list);
        for (const Move& m : list)
            if (!(skipsBarred && isSkip(m)) && !brokenBeforeCaptureRule(pos, m))
                return true;
    }
    list.clear();
    generatePseudoLegal(pos, list);
    auto royalMoves = [&](const Move& m) {
        for (int i = 0; i < pos.royalCount(us); ++i)
            if (m.kind != MoveKind::Drop && m.kind != MoveKind::Pass && m.from == pos.royal(us, i))
                return true;
        return false;
    };
    // In check, only the moves that change a square the check reads (captures of the checker,
    // blocks) can answer it; CheckEvasion refuses the others without a test.
    std::optional<CheckEvasion> evasion;
    if (v.rules.checkRule && !v.tables().alwaysTestLegality && pos.royalCount(us) == 1
        && !(v.rules.facingRoyalsEndGame && pos.royalsFace()) && pos.inCheck(us))
        evasion.emplace(pos);
    for (const Move& m : list)
        if (!royalMoves(m) && !(evasion && evasion->leavesCheck(m)) && !(skipsBarred && isSkip(m))
            && !brokenBeforeCaptureRule(pos, m))
            return true;
    return false;
}

} // namespace fb
