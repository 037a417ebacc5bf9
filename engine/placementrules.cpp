// SPDX-License-Identifier: GPL-3.0-or-later
#include "placementrules.h"

#include <algorithm>

namespace fb {

namespace {

bool listed(const std::vector<PieceType>& types, PieceType t)
{
    return std::find(types.begin(), types.end(), t) != types.end();
}

// Fairy-Stockfish's dark squares: a1's colour.
bool darkSquare(const BoardGeometry& g, Square s)
{
    return (g.fileOf(s) + g.rankOf(s)) % 2 == 0;
}

// Must the side to move drop a piece of `t` first (a must-drop type)?
bool mustDropType(const PlacementRules& rules, PieceType t)
{
    return rules.mustDrop.empty() || listed(rules.mustDrop, t);
}

// Does `side` hold a piece of a must-drop type?
bool holdsMustDrop(const Position& pos, Side side)
{
    const VariantDefinition& v = pos.variant();
    for (PieceType t = 0; t < v.pieceCount(); ++t)
        if (pos.handCount(side, t) > 0 && mustDropType(v.rules.placement, t))
            return true;
    return false;
}

} // namespace

bool placementAllowsDrop(const Position& pos, PieceType type, Square s)
{
    const VariantDefinition& v = pos.variant();
    const std::vector<PieceType>& coloured = v.rules.placement.oppositeColours;
    if (coloured.empty())
        return true;
    const BoardGeometry& g = v.geometry;
    const Side us = pos.sideToMove();
    bool onDark = false, onLight = false;
    pos.occupied(us).forEach([&](Square o) {
        if (listed(coloured, typeOf(pos.at(o))))
            (darkSquare(g, o) ? onDark : onLight) = true;
    });
    if (listed(coloured, type))
        return !(darkSquare(g, s) ? onDark : onLight);
    // The squares left where those in hand may still enter, without `s`.
    int inHand = 0;
    bool darkLeft = false, lightLeft = false;
    for (PieceType t : coloured) {
        inHand += pos.handCount(us, t);
        v.tables().dropSquares[size_t(t) * 2 + us].forEach([&](Square d) {
            if (d != s && pos.at(d) == Empty)
                (darkSquare(g, d) ? darkLeft : lightLeft) = true;
        });
    }
    return int(!onDark && darkLeft) + int(!onLight && lightLeft) >= inHand;
}

bool inPlacementPhase(const Position& pos)
{
    return pos.variant().rules.placement.enabled && holdsMustDrop(pos, pos.sideToMove());
}

bool placementRefuses(const Position& pos, const Move& m, const MoveList& legal)
{
    const PlacementRules& rules = pos.variant().rules.placement;
    if (!inPlacementPhase(pos))
        return false;
    if (m.isDrop())
        return !mustDropType(rules, m.dropped);
    return std::any_of(legal.begin(), legal.end(),
        [&](const Move& o) { return o.isDrop() && mustDropType(rules, o.dropped); });
}

void keepPlacementMoves(const Position& pos, MoveList& out, std::size_t first)
{
    if (!inPlacementPhase(pos))
        return;
    const PlacementRules& rules = pos.variant().rules.placement;
    const bool dropsLeft = std::any_of(out.begin() + std::ptrdiff_t(first), out.end(),
        [&](const Move& o) { return o.isDrop() && mustDropType(rules, o.dropped); });
    auto refused
        = [&](const Move& m) { return m.isDrop() ? !mustDropType(rules, m.dropped) : dropsLeft; };
    out.erase(std::remove_if(out.begin() + std::ptrdiff_t(first), out.end(), refused), out.end());
}

int castlingRightsByDrop(
    const Position& pos, PieceType placed, Side side, Square to, std::array<Square, 8>& out)
{
    const VariantDefinition& v = pos.variant();
    const PlacementRules& rules = v.rules.placement;
    if (!rules.castlingDrops())
        return 0;
    const Region& royalSquares = v.regions[size_t(rules.royalCastlingRegion)];
    const Region& partnerSquares = v.regions[size_t(rules.partnerCastlingRegion)];
    const std::vector<PieceType>& partners = v.rules.castling.partners;
    const bool royal = v.pieces[size_t(placed)].royal;
    const bool partner = listed(partners, placed);
    const Region* other = nullptr;
    if (royal && royalSquares.contains(side, to))
        other = &partnerSquares;
    else if (partner && partnerSquares.contains(side, to))
        other = &royalSquares;
    if (!other)
        return 0;
    int n = 0;
    out[size_t(n++)] = to;
    other->squares[side].forEach([&](Square s) {
        const Piece p = pos.at(s);
        if (n >= int(out.size()) || s == to || !isPiece(p) || sideOf(p) != side)
            return;
        const PieceType t = typeOf(p);
        if (royal ? listed(partners, t) : v.pieces[size_t(t)].royal)
            out[size_t(n++)] = s;
    });
    // A partner gets its right only with a royal on its square.
    return royal || n > 1 ? n : 0;
}

} // namespace fb
