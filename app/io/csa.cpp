// SPDX-License-Identifier: GPL-3.0-or-later
// Resolving a CSA move against the legal moves.
#include "csa.h"

#include "csacodes.h"
#include "japanese.h"

namespace fb::io {

std::optional<Move> resolveCsaMove(
    const Position& pos, const MoveList& legal, const QString& text, QString* error)
{
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    auto fail = [&](const QString& why) -> std::optional<Move> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QString t = text.trimmed();
    if (t.size() != 7 || (t[0] == u'+') != (pos.sideToMove() == First))
        return fail(QStringLiteral("'%1' is not a move of the side to move").arg(t));
    const int ff = t[1].digitValue(), fr = t[2].digitValue(), tf = t[3].digitValue(),
              tr = t[4].digitValue();
    if (!csa::isCode(QStringView(t).mid(5, 2)))
        return fail(QStringLiteral("unknown piece code '%1'").arg(t.mid(5)));
    const PieceType after = csa::pieceByCode(v, QStringView(t).mid(5, 2));
    const Square to = squareFromKif(g, tf, tr);
    if (after == NoPieceType || to == NoSquare)
        return fail(QStringLiteral("'%1' does not fit %2").arg(t, v.name));
    const bool drop = ff == 0 && fr == 0;
    const Square from = drop ? NoSquare : squareFromKif(g, ff, fr);
    for (const Move& m : legal) {
        if (m.to != to)
            continue;
        if (drop) {
            if (m.isDrop() && (m.promotion != NoPieceType ? m.promotion : m.dropped) == after)
                return m;
            continue;
        }
        if (m.isDrop() || m.isPass() || m.from != from || m.viaCount != 0)
            continue;
        const PieceType result = m.promotion != NoPieceType ? m.promotion : typeOf(pos.at(m.from));
        if (result == after)
            return m;
    }
    return fail(QStringLiteral("'%1' is not a legal move here").arg(t));
}

} // namespace fb::io
