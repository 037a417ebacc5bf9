// SPDX-License-Identifier: GPL-3.0-or-later
#include "wallingrules.h"

#include <array>

namespace fb {

namespace {

constexpr std::array<std::pair<WallingKind, const char*>, 6> KindIds{{
    {WallingKind::None, "none"},
    {WallingKind::Arrow, "arrow"},
    {WallingKind::Duck, "duck"},
    {WallingKind::Static, "static"},
    {WallingKind::Past, "past"},
    {WallingKind::Edge, "edge"},
}};

bool isWallOn(const Position& pos, Square s)
{
    return pos.at(s) == Wall && pos.geometry().isPlayable(s);
}

// Edge: on the outer files or ranks, or beside a wall standing on the board (not diagonally).
bool edgeAllows(const Position& pos, Square s)
{
    const BoardGeometry& g = pos.geometry();
    const int f = g.fileOf(s), r = g.rankOf(s);
    if (f == 0 || r == 0 || f == g.files() - 1 || r == g.ranks() - 1)
        return true;
    for (const auto& [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}})
        if (g.inside(f + dx, r + dy) && isWallOn(pos, g.square(f + dx, r + dy)))
            return true;
    return false;
}

// Arrow: the squares the moved piece could move to (without capturing) from its destination,
// on the board as the move leaves it. Only simple leaps and slides (PieceTable's simple
// steps): the preset loader refuses arrows for a piece with other moves.
template <typename F> void forEachArrowSquare(const Position& pos, const Move& m, F&& f)
{
    const Piece mover = pos.at(m.from);
    if (!isPiece(mover))
        return;
    const PieceTable& table = pos.variant().tables().table(typeOf(mover), sideOf(mover));
    const int cells = pos.geometry().cellCount();
    SquareSet reached(cells);
    for (const SimpleStep& st : table.simpleLeaps) {
        const Square s = Square(m.to + st.delta);
        if (st.move && emptyAfterMove(pos, m, s))
            reached.insert(s);
    }
    for (const SimpleStep& st : table.simpleRides) {
        if (!st.move)
            continue;
        int cur = m.to;
        for (int k = 0; k < st.maxSteps; ++k) {
            cur += st.delta;
            if (!emptyAfterMove(pos, m, Square(cur)))
                break;
            reached.insert(Square(cur));
        }
    }
    reached.forEach(f);
}

// Calls f(square) for each square the wall of `m` may stand on, in increasing order.
template <typename F> void forEachWallSquare(const Position& pos, const Move& m, F&& f)
{
    const WallingKind kind = pos.variant().rules.walling.kind;
    if (kind == WallingKind::None || m.kind == MoveKind::Drop || m.kind == MoveKind::Pass)
        return;
    switch (kind) {
    case WallingKind::Arrow:
        forEachArrowSquare(pos, m, f);
        return;
    case WallingKind::Past:
        if (emptyAfterMove(pos, m, m.from))
            f(m.from);
        return;
    default:
        break;
    }
    for (Square s : pos.geometry().squares())
        if (emptyAfterMove(pos, m, s) && (kind != WallingKind::Edge || edgeAllows(pos, s)))
            f(s);
}

} // namespace

QString wallingKindId(WallingKind k)
{
    for (const auto& [kind, id] : KindIds)
        if (kind == k)
            return QString::fromLatin1(id);
    return {};
}

std::optional<WallingKind> wallingKindFromId(const QString& id)
{
    for (const auto& [kind, name] : KindIds)
        if (id == QLatin1StringView(name))
            return kind;
    return std::nullopt;
}

bool emptyAfterMove(const Position& pos, const Move& m, Square s)
{
    if (s == m.to)
        return false;
    if (m.isCastle() && s == m.partnerTo)
        return false;
    if (m.isGating() && s == m.gatedOn())
        return false;
    if (s == m.from || (m.isCastle() && s == m.partnerFrom))
        return true;
    for (int i = 0; i < m.victimCount; ++i)
        if (m.victims[size_t(i)] == s)
            return true;
    return pos.at(s) == Empty;
}

void appendWallMoves(const Position& pos, MoveList& out, std::size_t first)
{
    if (!pos.variant().rules.walling.enabled() || first == out.size())
        return;
    thread_local MoveList moves;
    moves.assign(out.begin() + std::ptrdiff_t(first), out.end());
    out.resize(first);
    for (const Move& m : moves)
        forEachWallSquare(pos, m, [&](Square s) {
            Move walled = m;
            walled.wall = s;
            out.push_back(walled);
        });
}

std::vector<Square> wallSquares(const Position& pos, const Move& m)
{
    std::vector<Square> squares;
    forEachWallSquare(pos, m, [&](Square s) { squares.push_back(s); });
    return squares;
}

} // namespace fb
