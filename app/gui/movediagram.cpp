// SPDX-License-Identifier: GPL-3.0-or-later
#include "movediagram.h"

#include "movegen.h"
#include "position.h"

#include <algorithm>

namespace {

/// Whether any compiled move of the piece must jump over a screen.
bool hasHops(const fb::PieceTable& table)
{
    for (const fb::CompiledPath& path : table.paths)
        for (int i = 0; i < path.legCount; ++i)
            if (path.legs[size_t(i)].modes & (fb::betza::Hop | fb::betza::Grasshop))
                return true;
    return false;
}

bool listed(const std::vector<fb::PieceType>& list, fb::PieceType t)
{
    return std::find(list.begin(), list.end(), t) != list.end();
}

/// A piece type the mover may capture (a non-royal one when possible) and one it may hop over.
fb::PieceType pickType(const fb::VariantDefinition& v, const std::vector<fb::PieceType>& excluded)
{
    fb::PieceType fallback = fb::NoPieceType;
    for (fb::PieceType t = 0; t < v.pieceCount(); ++t) {
        if (listed(excluded, t))
            continue;
        if (!v.pieces[size_t(t)].royal)
            return t;
        if (fallback == fb::NoPieceType)
            fallback = t;
    }
    return fallback == fb::NoPieceType ? 0 : fallback;
}

fb::MoveList movesFrom(const fb::Position& pos, fb::Square from)
{
    fb::MoveList out;
    fb::MoveGenerator::generateFrom(pos, from, out);
    out.erase(std::remove_if(out.begin(), out.end(),
                  [](const fb::Move& m) { return m.kind != fb::MoveKind::Normal; }),
        out.end());
    return out;
}

/// The central square for the piece: the middle of the squares it may stand on, preferring
/// among the nearest ones the square where it has the most moves (a soldier across the river).
fb::Square chooseOrigin(fb::Position& pos, fb::PieceType type, fb::Side side)
{
    const fb::VariantDefinition& v = pos.variant();
    const fb::BoardGeometry& g = v.geometry;
    const fb::PieceDefinition& def = v.pieces[size_t(type)];
    std::vector<fb::Square> allowed;
    for (fb::Square s : g.squares())
        if (def.regionLimit < 0 || v.regions[size_t(def.regionLimit)].contains(side, s))
            allowed.push_back(s);
    if (allowed.empty())
        allowed = g.squares();
    double cf = 0, cr = 0;
    for (fb::Square s : allowed) {
        cf += g.fileOf(s);
        cr += g.rankOf(s);
    }
    cf /= double(allowed.size());
    cr /= double(allowed.size());
    auto dist = [&](fb::Square s) {
        const double df = g.fileOf(s) - cf, dr = g.rankOf(s) - cr;
        return df * df + dr * dr;
    };
    double nearest = 1e9;
    for (fb::Square s : allowed)
        nearest = std::min(nearest, dist(s));
    fb::Square best = fb::NoSquare;
    size_t bestCount = 0;
    const fb::Piece piece = fb::makePiece(type, side);
    for (fb::Square s : allowed) {
        if (dist(s) > nearest + 1e-9)
            continue;
        pos.setPiece(s, piece);
        const size_t n = movesFrom(pos, s).size();
        pos.setPiece(s, fb::Empty);
        // Ties go to the later file and the earlier rank: e4 on a chess board.
        const bool better = best == fb::NoSquare || n > bestCount
            || (n == bestCount
                && (g.fileOf(s) > g.fileOf(best)
                    || (g.fileOf(s) == g.fileOf(best) && g.rankOf(s) < g.rankOf(best))));
        if (better) {
            best = s;
            bestCount = n;
        }
    }
    return best;
}

} // namespace

QList<fb::Square> MoveDiagram::squares(uint8_t mask) const
{
    QList<fb::Square> out;
    for (auto it = marks.cbegin(); it != marks.cend(); ++it)
        if (it.value() & mask)
            out << it.key();
    std::sort(out.begin(), out.end());
    return out;
}

MoveDiagram MoveDiagram::compute(const fb::VariantPtr& variant, fb::PieceType type, fb::Side side)
{
    MoveDiagram d;
    d.variant = variant;
    d.type = type;
    d.side = side;
    const fb::VariantDefinition& v = *variant;
    const fb::PieceDefinition& def = v.pieces[size_t(type)];
    fb::Position pos(variant);
    pos.clear();
    pos.setSideToMove(side);
    d.origin = chooseOrigin(pos, type, side);
    if (d.origin == fb::NoSquare)
        return d;
    const fb::Square from = d.origin;
    pos.setPiece(from, fb::makePiece(type, side));
    auto mark = [&d](fb::Square s, uint8_t m) {
        if (s != fb::NoSquare && s != d.origin)
            d.marks[s] |= m;
    };

    // Quiet moves of a piece that has moved, then those it has only before its first move.
    for (const fb::Move& m : movesFrom(pos, from)) {
        mark(m.to, Move);
        for (int i = 0; i < m.viaCount; ++i)
            mark(m.via[size_t(i)], Via);
    }
    pos.setVirgin(from, true);
    for (const fb::Move& m : movesFrom(pos, from)) {
        if (!(d.at(m.to) & Move))
            mark(m.to, Initial);
        for (int i = 0; i < m.viaCount; ++i)
            mark(m.via[size_t(i)], Via);
    }
    pos.setVirgin(from, false);

    // Captures: one enemy at a time on every square.
    const fb::Piece enemy = fb::makePiece(pickType(v, def.cannotCapture), fb::opposite(side));
    const std::vector<fb::Square>& all = v.geometry.squares();
    for (fb::Square t : all) {
        if (t == from)
            continue;
        pos.setPiece(t, enemy);
        for (const fb::Move& m : movesFrom(pos, from)) {
            bool victim = m.to == t;
            for (int i = 0; i < m.victimCount; ++i)
                victim = victim || m.victims[size_t(i)] == t;
            if (victim)
                mark(t, Capture);
        }
        pos.setPiece(t, fb::Empty);
    }

    // Hops: a screen on one square (and an enemy behind it) reveals the cannon's moves.
    if (!hasHops(v.tables().table(type, side)))
        return d;
    const fb::Piece screen = fb::makePiece(pickType(v, def.cannotHopOver), side);
    for (fb::Square s : all) {
        if (s == from)
            continue;
        pos.setPiece(s, screen);
        for (const fb::Move& m : movesFrom(pos, from))
            if (m.to != s && !(d.at(m.to) & Move))
                mark(m.to, HopMove);
        for (fb::Square t : all) {
            if (t == from || t == s || (d.at(t) & (Capture | HopCapture)))
                continue;
            pos.setPiece(t, enemy);
            for (const fb::Move& m : movesFrom(pos, from))
                if (m.to == t)
                    mark(t, HopCapture);
            pos.setPiece(t, fb::Empty);
        }
        pos.setPiece(s, fb::Empty);
    }
    return d;
}
