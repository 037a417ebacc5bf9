// SPDX-License-Identifier: GPL-3.0-or-later
#include "notation.h"

#include "movegen.h"

namespace fb {

namespace {

QString promotionSuffix(const VariantDefinition& v, const Move& m)
{
    if (m.promotion == NoPieceType)
        return {};
    if (v.notation == NotationStyle::Usi)
        return QStringLiteral("+");
    QString l = v.pieces[size_t(m.promotion)].letter;
    l.remove(u'+');
    return l.toLower();
}

} // namespace

QString coordinateText(const Position& pos, const Move& m)
{
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    switch (m.kind) {
    case MoveKind::Pass:
        return QStringLiteral("@@@@");
    case MoveKind::Drop: {
        QString letter = v.pieces[size_t(m.dropped)].letter;
        return letter + (v.notation == NotationStyle::Usi ? u'*' : u'@') + g.squareName(m.to);
    }
    case MoveKind::Castle:
        return g.squareName(m.from)
            + g.squareName(v.rules.castlingKingTakesRook ? m.partnerFrom : m.to);
    case MoveKind::Normal:
        break;
    }
    QString s = g.squareName(m.from);
    for (int i = 0; i < m.viaCount; ++i)
        s += g.squareName(m.via[size_t(i)]);
    s += g.squareName(m.to);
    return s + promotionSuffix(v, m);
}

std::optional<Move> parseCoordinate(Position& pos, const QString& textIn, QString* error)
{
    const QString text = textIn.trimmed();
    MoveList legal;
    MoveGenerator::generateLegal(pos, legal);
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    const bool isPass = text == u"@@@@" || text == u"0000"
        || text.compare(u"pass", Qt::CaseInsensitive) == 0 || text == u"--";
    for (const Move& m : legal) {
        if (isPass) {
            if (m.isPass())
                return m;
            continue;
        }
        const QString canonical = coordinateText(pos, m);
        if (canonical == text || canonical.compare(text, Qt::CaseInsensitive) == 0)
            return m;
        if (m.isCastle()) {
            const QString alt = g.squareName(m.from)
                + g.squareName(v.rules.castlingKingTakesRook ? m.to : m.partnerFrom);
            if (alt == text)
                return m;
        }
        if (m.isDrop()) {
            const QChar sep = v.notation == NotationStyle::Usi ? u'@' : u'*';
            if (v.pieces[size_t(m.dropped)].letter + sep + g.squareName(m.to) == text)
                return m;
        }
    }
    if (error) {
        if (text.isEmpty())
            *error = QStringLiteral("empty move");
        else
            *error = QStringLiteral("'%1' is not a legal move here").arg(text);
    }
    return std::nullopt;
}

} // namespace fb
