// SPDX-License-Identifier: GPL-3.0-or-later
#include "position.h"

#include "attacks.h"
#include "burningrules.h"
#include "explosionrules.h"
#include "fliprules.h"
#include "placementrules.h"

#include <algorithm>

namespace fb {

namespace {

// The key of "side `s` must still give `n` checks" (n-check variants only): a fixed mix of
// the two, independent of the variant's tables.
uint64_t checkCountKey(Side s, int n)
{
    uint64_t z = 0x9E3779B97F4A7C15ull * uint64_t(1 + s * 128 + n);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

} // namespace

Position::Position(VariantPtr variant)
    : m_variant(std::move(variant))
    , m_tables(&m_variant->tables())
{
    const int cells = m_variant->geometry.cellCount();
    m_board.assign(size_t(cells), Wall);
    for (Square s : m_variant->geometry.squares())
        m_board[size_t(s)] = Empty;
    m_occupied = {SquareSet(cells), SquareSet(cells)};
    m_virgin.assign(size_t(cells), 0);
    m_gates.assign(size_t(cells), 0);
    m_hands.assign(size_t(m_variant->pieceCount()) * 2, 0);
    const int checks = std::clamp(m_variant->rules.goals.checkLimit, 0, MaxCheckCount);
    m_checksLeft = {uint8_t(checks), uint8_t(checks)};
    m_undo.reserve(512);
    m_key = computeKey();
}

void Position::clear()
{
    for (Square s : geometry().squares())
        m_board[size_t(s)] = Empty;
    m_occupied = {SquareSet(geometry().cellCount()), SquareSet(geometry().cellCount())};
    std::fill(m_virgin.begin(), m_virgin.end(), 0);
    std::fill(m_gates.begin(), m_gates.end(), 0);
    std::fill(m_hands.begin(), m_hands.end(), 0);
    m_stm = First;
    m_epCount = 0;
    m_epVictim = NoSquare;
    m_lionCapture = NoSquare;
    m_halfmoveClock = 0;
    m_fullmoveNumber = 1;
    const int checks = std::clamp(m_variant->rules.goals.checkLimit, 0, MaxCheckCount);
    m_checksLeft = {uint8_t(checks), uint8_t(checks)};
    m_undo.clear();
    m_flipped.clear();
    rebuildRoyals();
    m_key = computeKey();
}

void Position::setPiece(Square s, Piece p)
{
    m_key ^= m_tables->pieceKey(m_board[size_t(s)], s) ^ m_tables->pieceKey(p, s);
    setCell(s, p);
    rebuildRoyals();
}

void Position::setHandCount(Side s, PieceType t, int count)
{
    int& c = m_hands[size_t(t) * 2 + s];
    count = std::clamp(count, 0, MaxHandCount);
    m_key ^= m_tables->handKey(s, t, c) ^ m_tables->handKey(s, t, count);
    c = count;
}

void Position::setSideToMove(Side s)
{
    if (s != m_stm)
        m_key ^= m_tables->sideKey;
    m_stm = s;
}

void Position::setVirgin(Square s, bool v)
{
    if (bool(m_virgin[size_t(s)]) != v)
        m_key ^= m_tables->virginKeys[size_t(s)];
    m_virgin[size_t(s)] = v;
}

void Position::setGate(Square s, bool g)
{
    if (bool(m_gates[size_t(s)]) != g)
        m_key ^= m_tables->gateKeys[size_t(s)];
    m_gates[size_t(s)] = g;
}

void Position::setEnPassant(const std::vector<Square>& squares, Square victim)
{
    for (int i = 0; i < m_epCount; ++i)
        m_key ^= m_tables->epKeys[size_t(m_epSquares[size_t(i)])];
    m_epCount = 0;
    for (Square s : squares)
        if (m_epCount < MaxEpSquares) {
            m_epSquares[m_epCount++] = s;
            m_key ^= m_tables->epKeys[size_t(s)];
        }
    m_epVictim = m_epCount ? victim : NoSquare;
}

void Position::setChecksRemaining(Side s, int count)
{
    const bool keyed = m_variant->rules.goals.checkLimit > 0;
    if (keyed)
        m_key ^= checkCountKey(s, m_checksLeft[s]);
    m_checksLeft[s] = uint8_t(std::clamp(count, 0, MaxCheckCount));
    if (keyed)
        m_key ^= checkCountKey(s, m_checksLeft[s]);
}

void Position::countCheck(Side mover)
{
    if (m_checksLeft[mover] > 0 && inCheck(opposite(mover)))
        setChecksRemaining(mover, m_checksLeft[mover] - 1);
}

void Position::markInitialRegion(Undo& u, PieceType t, Side side, Square s)
{
    const int region = m_variant->pieces[size_t(t)].initialRegion;
    if (region < 0 || !m_tables->table(t, side).hasInitial
        || !m_variant->regions[size_t(region)].contains(side, s))
        return;
    m_virgin[size_t(s)] = 1;
    m_key ^= m_tables->virginKeys[size_t(s)];
    u.virginSet = s;
}

Square Position::royalAimedAt(Side them, PieceType moved, Square to) const
{
    const BoardGeometry& g = geometry();
    for (int i = 0; i < m_royalCount[them]; ++i) {
        const Square r = m_royals[them][size_t(i)];
        if (!m_virgin[size_t(r)] || (g.fileOf(r) != g.fileOf(to) && g.rankOf(r) != g.rankOf(to)))
            continue;
        const auto& by
            = m_variant->pieces[size_t(typeOf(m_board[size_t(r)]))].initialMovesLostWhenAimedBy;
        if (std::find(by.begin(), by.end(), moved) != by.end())
            return r;
    }
    return NoSquare;
}

void Position::setLionCaptureSquare(Square s)
{
    if (m_lionCapture != NoSquare)
        m_key ^= m_tables->lionKeys[size_t(m_lionCapture)];
    m_lionCapture = s;
    if (s != NoSquare)
        m_key ^= m_tables->lionKeys[size_t(s)];
}

void Position::setClocks(int halfmove, int fullmove)
{
    m_halfmoveClock = std::clamp(halfmove, 0, MaxMoveCounter);
    m_fullmoveNumber = std::clamp(fullmove, 1, MaxMoveCounter);
}

uint64_t Position::computeKey() const
{
    uint64_t k = 0;
    for (Square s : geometry().squares()) {
        k ^= m_tables->pieceKey(m_board[size_t(s)], s);
        if (m_virgin[size_t(s)])
            k ^= m_tables->virginKeys[size_t(s)];
        if (m_gates[size_t(s)])
            k ^= m_tables->gateKeys[size_t(s)];
    }
    for (PieceType t = 0; t < m_variant->pieceCount(); ++t)
        for (int s = 0; s < 2; ++s)
            k ^= m_tables->handKey(Side(s), t, handCount(Side(s), t));
    for (int i = 0; i < m_epCount; ++i)
        k ^= m_tables->epKeys[size_t(m_epSquares[size_t(i)])];
    if (m_lionCapture != NoSquare)
        k ^= m_tables->lionKeys[size_t(m_lionCapture)];
    if (m_stm == Second)
        k ^= m_tables->sideKey;
    if (m_variant->rules.goals.checkLimit > 0)
        k ^= checkCountKey(First, m_checksLeft[First])
            ^ checkCountKey(Second, m_checksLeft[Second]);
    return k;
}

void Position::rebuildRoyals()
{
    m_royalCount = {0, 0};
    for (Square s : geometry().squares()) {
        const Piece p = m_board[size_t(s)];
        if (isPiece(p) && m_variant->pieces[size_t(typeOf(p))].royal) {
            auto& n = m_royalCount[sideOf(p)];
            if (n < MaxRoyals)
                m_royals[sideOf(p)][n++] = s;
        }
    }
}

Piece Position::moverAt(int ply) const
{
    const Undo& u = m_undo[size_t(ply)];
    if (u.move.kind != MoveKind::Normal)
        return Empty;
    for (int i = 0; i < u.changeCount; ++i)
        if (u.changes[size_t(i)].first == u.move.from)
            return u.changes[size_t(i)].second; // the first change of the origin is the mover
    return Empty;
}

bool Position::capturedAt(int ply) const
{
    const Undo& u = m_undo[size_t(ply)];
    const Side mover = (this->ply() - ply) % 2 == 1 ? opposite(m_stm) : m_stm;
    for (int i = 0; i < u.changeCount; ++i) {
        const Piece old = u.changes[size_t(i)].second;
        if (isPiece(old) && sideOf(old) != mover)
            return true;
    }
    return false;
}

void Position::put(Undo& u, Square s, Piece p)
{
    const Piece old = m_board[size_t(s)];
    u.changes[u.changeCount++] = {s, old};
    m_key ^= m_tables->pieceKey(old, s) ^ m_tables->pieceKey(p, s);
    setCell(s, p);
    const auto& pieces = m_variant->pieces;
    const bool oldRoyal = isPiece(old) && pieces[size_t(typeOf(old))].royal;
    const bool newRoyal = isPiece(p) && pieces[size_t(typeOf(p))].royal;
    if ((oldRoyal || newRoyal) && !u.royalsSaved) {
        u.royals = m_royals;
        u.royalCount = m_royalCount;
        u.royalsSaved = true;
    }
    if (oldRoyal) {
        auto& list = m_royals[sideOf(old)];
        auto& n = m_royalCount[sideOf(old)];
        for (int i = 0; i < n; ++i)
            if (list[size_t(i)] == s) {
                list[size_t(i)] = list[size_t(n - 1)];
                --n;
                break;
            }
    }
    if (newRoyal) {
        auto& n = m_royalCount[sideOf(p)];
        if (n < MaxRoyals)
            m_royals[sideOf(p)][n++] = s;
    }
}

void Position::grantCastlingByDrop(Undo& u, PieceType placed, Side side, Square to)
{
    std::array<Square, 8> squares;
    const int n = castlingRightsByDrop(*this, placed, side, to, squares);
    for (int i = 0; i < n; ++i) {
        const Square s = squares[size_t(i)];
        if (m_virgin[size_t(s)])
            continue;
        m_virgin[size_t(s)] = 1;
        m_key ^= m_tables->virginKeys[size_t(s)];
        u.droppedRights[u.droppedRightsCount++] = s;
    }
}

void Position::clearVirgin(Undo& u, Square s)
{
    if (m_virgin[size_t(s)]) {
        m_virgin[size_t(s)] = 0;
        m_key ^= m_tables->virginKeys[size_t(s)];
        u.virginCleared[u.virginCount++] = s;
    }
}

void Position::clearGate(Undo& u, Square s)
{
    if (m_gates[size_t(s)]) {
        m_gates[size_t(s)] = 0;
        m_key ^= m_tables->gateKeys[size_t(s)];
        u.gatesCleared[u.gateCount++] = s;
    }
}

void Position::enterGatedPiece(Undo& u, const Move& m, MoveChange* change)
{
    const Side us = m_stm;
    const Piece p = makePiece(m.gated, us);
    put(u, m.gatedOn(), p);
    changeHand(u, us, m.gated, -1);
    if (change) {
        change->droppedOn = m.gatedOn();
        change->dropped = p;
        change->hands.push_back({us, m.gated, handCount(us, m.gated)});
    }
}

void Position::placeWall(Undo& u, const Move& m, MoveChange* change)
{
    Square left = NoSquare;
    if (m_variant->rules.walling.kind == WallingKind::Duck)
        for (Square s : geometry().squares()) // FEN reading allows one duck at most
            if (m_board[size_t(s)] == Wall) {
                put(u, s, Empty);
                left = s;
                break;
            }
    put(u, m.wall, Wall);
    if (change) {
        change->wallFrom = left;
        change->wallTo = m.wall;
    }
}

void Position::dropCastlingPartners(Undo& u, Square royalFrom, Side side)
{
    const BoardGeometry& g = geometry();
    const auto& partners = m_variant->rules.castling.partners;
    const int rank = g.rankOf(royalFrom);
    for (int f = 0; f < g.files(); ++f) {
        const Square s = g.square(f, rank);
        const Piece p = m_board[size_t(s)];
        if (m_virgin[size_t(s)] && isPiece(p) && sideOf(p) == side
            && std::find(partners.begin(), partners.end(), typeOf(p)) != partners.end()
            && !m_tables->table(typeOf(p), side).hasInitial)
            clearVirgin(u, s);
    }
}

void Position::changeHand(Undo& u, Side side, PieceType t, int delta)
{
    const size_t idx = size_t(t) * 2 + side;
    int& c = m_hands[idx];
    m_key ^= m_tables->handKey(side, t, c) ^ m_tables->handKey(side, t, c + delta);
    c += delta;
    u.handChanges[u.handChangeCount++] = {int16_t(idx), int8_t(delta)};
}

void Position::capture(Undo& u, Square s, MoveChange* change)
{
    const Piece victim = m_board[size_t(s)];
    if (!isPiece(victim))
        return;
    if (change)
        change->captures.push_back({s, victim});
    const Rules& rules = m_variant->rules;
    if (rules.hands.fromCaptures && sideOf(victim) != m_stm) {
        const PieceDefinition& d = m_variant->pieces[size_t(typeOf(victim))];
        const PieceType t = d.demotesTo != NoPieceType ? d.demotesTo : typeOf(victim);
        changeHand(u, m_stm, t, +1);
        if (change)
            change->hands.push_back({m_stm, t, handCount(m_stm, t)});
    }
    put(u, s, Empty);
    clearVirgin(u, s);
    if (m_variant->rules.gating)
        clearGate(u, s);
}

void Position::flipPieces(Undo& u, Square to, MoveChange* change)
{
    const FlippedSquares flips = flippedSquares(*this, to, m_stm);
    for (int i = 0; i < flips.count; ++i) {
        const Square s = flips.squares[size_t(i)];
        const Piece old = m_board[size_t(s)];
        const Piece turned = makePiece(typeOf(old), m_stm);
        if (change)
            change->flips.push_back({s, old});
        m_key ^= m_tables->pieceKey(old, s) ^ m_tables->pieceKey(turned, s);
        setCell(s, turned);
        m_flipped.push_back(s);
    }
    u.flipCount = uint16_t(flips.count);
}

void Position::explode(Undo& u, Square s, MoveChange* change)
{
    const ExplodedSquares blast = explodedSquares(*this, s);
    for (int i = 0; i < blast.count; ++i)
        capture(u, blast.squares[size_t(i)], change);
}

bool Position::burn(Undo& u, Square to, MoveChange* change)
{
    const BurnedSquares burned = burnedSquares(*this, to, m_stm);
    for (int i = 0; i < burned.count; ++i)
        capture(u, burned.squares[size_t(i)], change);
    return burned.count > 0;
}

Square Position::lionCapturedBy(const Undo& u, Piece mover) const
{
    const auto& lions = m_variant->rules.lionTrading.lions;
    auto isLion
        = [&](Piece p) { return std::find(lions.begin(), lions.end(), typeOf(p)) != lions.end(); };
    if (isLion(mover))
        return NoSquare;
    for (int i = 0; i < u.changeCount; ++i) {
        const auto& [sq, old] = u.changes[size_t(i)];
        if (isPiece(old) && sideOf(old) != sideOf(mover) && isLion(old))
            return sq;
    }
    return NoSquare;
}

void Position::makeMove(const Move& m, MoveChange* change)
{
    Undo& u = m_undo.emplace_back();
    u.move = m;
    u.key = m_key;
    u.halfmoveClock = m_halfmoveClock;
    u.fullmoveNumber = m_fullmoveNumber;
    u.epSquares = m_epSquares;
    u.epCount = m_epCount;
    u.epVictim = m_epVictim;
    u.checksLeft = m_checksLeft;
    u.lionCapture = m_lionCapture;
    Square lionTaken = NoSquare; // a Lion captured by a non-Lion on this move

    for (int i = 0; i < m_epCount; ++i)
        m_key ^= m_tables->epKeys[size_t(m_epSquares[size_t(i)])];
    m_epCount = 0;
    m_epVictim = NoSquare;

    const Side us = m_stm;
    bool resetClock = false;
    switch (m.kind) {
    case MoveKind::Pass:
        break;
    case MoveKind::Drop: {
        const PieceType placed = m.promotion != NoPieceType ? m.promotion : m.dropped;
        const Piece p = makePiece(placed, us);
        put(u, m.to, p);
        if (!m_variant->rules.flipping.freeDrops)
            changeHand(u, us, m.dropped, -1);
        // A piece dropped on a start square of its initial moves may make them (a
        // crazyhouse pawn dropped on the second rank may double-step).
        if (m_tables->table(placed, us).hasInitial
            && m_variant->initialSquares(placed, us).contains(m.to)) {
            m_virgin[size_t(m.to)] = 1;
            m_key ^= m_tables->virginKeys[size_t(m.to)];
            u.virginSet = m.to;
        }
        if (m_variant->rules.placement.castlingDrops())
            grantCastlingByDrop(u, placed, us, m.to);
        if (change) {
            change->droppedOn = m.to;
            change->dropped = p;
            change->hands.push_back({us, m.dropped, handCount(us, m.dropped)});
        }
        break;
    }
    case MoveKind::Castle: {
        const Piece king = m_board[size_t(m.from)];
        const Piece partner = m_board[size_t(m.partnerFrom)];
        put(u, m.from, Empty);
        put(u, m.partnerFrom, Empty);
        put(u, m.to, king);
        put(u, m.partnerTo, partner);
        clearVirgin(u, m.from);
        clearVirgin(u, m.partnerFrom);
        if (m_variant->rules.gating) {
            clearGate(u, m.from);
            clearGate(u, m.partnerFrom);
        }
        dropCastlingPartners(u, m.to, us);
        if (change) {
            change->slides.push_back({m.from, m.to, king});
            change->slides.push_back({m.partnerFrom, m.partnerTo, partner});
        }
        break;
    }
    case MoveKind::Normal: {
        const Piece mover = m_board[size_t(m.from)];
        const PieceDefinition& def = m_variant->pieces[size_t(typeOf(mover))];
        for (int i = 0; i < m.victimCount; ++i) {
            capture(u, m.victims[size_t(i)], change);
            resetClock = true;
        }
        if (m.to != m.from && isPiece(m_board[size_t(m.to)])) {
            capture(u, m.to, change);
            resetClock = true;
        }
        const bool captured = resetClock;
        if (m_variant->rules.lionTrading.enabled())
            lionTaken = lionCapturedBy(u, mover);
        put(u, m.from, Empty);
        const Piece placed = m.promotion != NoPieceType ? makePiece(m.promotion, us) : mover;
        put(u, m.to, placed);
        if (m_virgin[size_t(m.from)] && m_tables->table(typeOf(mover), us).castling.steps > 0)
            dropCastlingPartners(u, m.from, us);
        clearVirgin(u, m.from);
        clearVirgin(u, m.to);
        if (m_variant->rules.gating)
            clearGate(u, m.from);
        markInitialRegion(u, typeOf(placed), us, m.to);
        // Cambodian: a rook arriving on the enemy king's file or rank ends its first leap.
        if (m_tables->initialMovesLostWhenAimed)
            for (Square r; (r = royalAimedAt(opposite(us), typeOf(placed), m.to)) != NoSquare;)
                clearVirgin(u, r);
        resetClock = resetClock || def.pawn;
        // Atomic: the capture explodes the capturer and what stands around it.
        if (captured && m_variant->rules.explosions.enabled)
            explode(u, m.to, change);
        // Tenjiku: a Fire Demon burns the enemies around it, or a piece next to one burns.
        if (m_variant->rules.burning.enabled() && burn(u, m.to, change))
            resetClock = true;
        if (change) {
            Square prev = m.from;
            for (int i = 0; i < m.viaCount; ++i) {
                change->slides.push_back({prev, m.via[size_t(i)], mover});
                prev = m.via[size_t(i)];
            }
            change->slides.push_back({prev, m.to, mover});
            if (m.promotion != NoPieceType) {
                change->promotedOn = m.to;
                change->promotedTo = placed;
            }
        }
        // A lame multi-square initial move leaves en passant squares behind it.
        const PieceTable& table = m_tables->table(typeOf(mover), us);
        if (m.pathIndex < table.paths.size() && table.paths[m.pathIndex].createsEnPassant) {
            const CompiledLeg& leg = table.paths[m.pathIndex].legs[0];
            const int epRegion = def.enPassantRegion;
            auto addEp = [&](Square s) {
                if (epRegion >= 0 && !m_variant->regions[size_t(epRegion)].contains(us, s))
                    return;
                if (m_epCount < MaxEpSquares && enPassantCapturable(*this, s, opposite(us))) {
                    m_epSquares[m_epCount++] = s;
                    m_key ^= m_tables->epKeys[size_t(s)];
                }
            };
            if (leg.lameCount)
                for (int k = 0; k < leg.lameCount; ++k)
                    addEp(Square(m.from + leg.lame[size_t(k)]));
            else
                for (int s = m.from + leg.delta; s != m.to; s += leg.delta)
                    addEp(Square(s));
            if (m_epCount)
                m_epVictim = m.to;
        }
        break;
    }
    }
    if (m.isGating())
        enterGatedPiece(u, m, change);
    if (m_variant->rules.flipping.enabled() && !m.isPass())
        flipPieces(u, m.to, change);
    if (m.isWalling())
        placeWall(u, m, change);
    if (m_lionCapture != lionTaken)
        setLionCaptureSquare(lionTaken);
    m_halfmoveClock = resetClock ? 0 : std::min(m_halfmoveClock + 1, MaxMoveCounter);
    if (us == Second && m_fullmoveNumber < MaxMoveCounter)
        ++m_fullmoveNumber;
    m_stm = opposite(us);
    m_key ^= m_tables->sideKey;
    if (m_variant->rules.goals.checkLimit > 0)
        countCheck(us);
}

uint64_t Position::keyAfterBase() const
{
    const MoveTables& t = *m_tables;
    uint64_t k = m_key ^ t.sideKey;
    for (int i = 0; i < m_epCount; ++i)
        k ^= t.epKeys[size_t(m_epSquares[size_t(i)])];
    // Only a capture records a counter-strike square: every other move clears it.
    if (m_lionCapture != NoSquare)
        k ^= t.lionKeys[size_t(m_lionCapture)];
    return k;
}

std::optional<Position::KeyAfterMove> Position::keyAfter(const Move& m, uint64_t base) const
{
    if (m_variant->rules.goals.checkLimit > 0)
        return std::nullopt; // a check would change the counts
    if (m_variant->rules.gating || m_variant->rules.walling.enabled())
        return std::nullopt; // gates close and hands change; walls appear
    if (m_variant->rules.flipping.enabled() && !m.isPass())
        return std::nullopt; // pieces flip
    const Side us = m_stm;
    const MoveTables& t = *m_tables;
    uint64_t k = base;
    switch (m.kind) {
    case MoveKind::Pass:
        return KeyAfterMove{k, false};
    case MoveKind::Castle:
        return std::nullopt;
    case MoveKind::Drop: {
        const PieceType placed = m.promotion != NoPieceType ? m.promotion : m.dropped;
        if (m_variant->rules.placement.castlingDrops())
            return std::nullopt; // castling rights may come with it
        if (t.table(placed, us).hasInitial && m_variant->initialSquares(placed, us).contains(m.to))
            return std::nullopt;
        const int count = handCount(us, m.dropped);
        k ^= t.pieceKey(makePiece(placed, us), m.to) ^ t.handKey(us, m.dropped, count)
            ^ t.handKey(us, m.dropped, count - 1);
        return KeyAfterMove{k, false};
    }
    case MoveKind::Normal:
        break;
    }
    const Piece mover = m_board[size_t(m.from)];
    const PieceTable& table = t.table(typeOf(mover), us);
    const bool captures = m.victimCount > 0 || (m.to != m.from && isPiece(m_board[size_t(m.to)]));
    const bool hands = m_variant->rules.hands.enabled;
    if (captures && hands)
        return std::nullopt; // the hands change too
    if ((captures || table.resetsClock) && !hands)
        return KeyAfterMove{0, true};
    if (m_tables->initialMovesLostWhenAimed
        && royalAimedAt(opposite(us),
               typeOf(m.promotion != NoPieceType ? makePiece(m.promotion, us) : mover), m.to)
            != NoSquare)
        return std::nullopt; // an enemy royal loses its initial moves
    if ((m_virgin[size_t(m.from)] && table.castling.steps > 0)
        || (m.pathIndex < table.paths.size() && table.paths[m.pathIndex].createsEnPassant))
        return std::nullopt;
    const Piece placed = m.promotion != NoPieceType ? makePiece(m.promotion, us) : mover;
    if (const int region = m_variant->pieces[size_t(typeOf(placed))].initialRegion;
        region >= 0 && m_variant->regions[size_t(region)].contains(us, m.to))
        return std::nullopt; // it keeps its initial moves there
    k ^= t.pieceKey(mover, m.from) ^ t.pieceKey(placed, m.to);
    if (m_virgin[size_t(m.from)])
        k ^= t.virginKeys[size_t(m.from)];
    if (m.to != m.from && m_virgin[size_t(m.to)])
        k ^= t.virginKeys[size_t(m.to)];
    return KeyAfterMove{k, table.resetsClock};
}

void Position::unmakeMove()
{
    Undo& u = m_undo.back();
    for (int i = 0; i < u.flipCount; ++i) {
        const Square s = m_flipped.back();
        const Piece p = m_board[size_t(s)];
        setCell(s, makePiece(typeOf(p), opposite(sideOf(p))));
        m_flipped.pop_back();
    }
    for (int i = u.changeCount - 1; i >= 0; --i)
        setCell(u.changes[size_t(i)].first, u.changes[size_t(i)].second);
    if (u.virginSet != NoSquare)
        m_virgin[size_t(u.virginSet)] = 0;
    for (int i = 0; i < u.droppedRightsCount; ++i)
        m_virgin[size_t(u.droppedRights[size_t(i)])] = 0;
    for (int i = 0; i < u.virginCount; ++i)
        m_virgin[size_t(u.virginCleared[size_t(i)])] = 1;
    for (int i = 0; i < u.gateCount; ++i)
        m_gates[size_t(u.gatesCleared[size_t(i)])] = 1;
    for (int i = 0; i < u.handChangeCount; ++i)
        m_hands[size_t(u.handChanges[size_t(i)].first)] -= u.handChanges[size_t(i)].second;
    if (u.royalsSaved) {
        m_royals = u.royals;
        m_royalCount = u.royalCount;
    }
    m_checksLeft = u.checksLeft;
    m_key = u.key;
    m_halfmoveClock = u.halfmoveClock;
    m_fullmoveNumber = u.fullmoveNumber;
    m_epSquares = u.epSquares;
    m_epCount = u.epCount;
    m_epVictim = u.epVictim;
    m_lionCapture = u.lionCapture;
    m_stm = opposite(m_stm);
    m_undo.pop_back();
}

} // namespace fb
