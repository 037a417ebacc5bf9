// SPDX-License-Identifier: GPL-3.0-or-later
#include "piecetooltip.h"

#include "movewords.h"
#include "sidenames.h"

#include <QStringList>

namespace {

/// The player's name for a side. SideNames::player takes the family id today and is moving
/// to fb::Family on another branch: this compiles with either signature.
template <typename Names = SideNames>
QString playerName(const fb::VariantDefinition& v, fb::Side side)
{
    if constexpr (requires { Names::player(v.family, side); })
        return Names::player(v.family, side);
    else
        return Names::player(fb::familyId(v.family), side);
}

QString body(const fb::VariantDefinition& v, fb::PieceType type, const QString& title)
{
    const fb::PieceWords words = fb::MoveWords::describe(
        v, type, [&v](fb::PieceType t) { return SideNames::pieceName(v, v.pieces[size_t(t)]); });
    QStringList lines{title};
    for (const QString& s : words.moves)
        lines << s.toHtmlEscaped();
    for (const QString& s : words.rules)
        lines << QStringLiteral("<i>%1</i>").arg(s.toHtmlEscaped());
    return QStringLiteral("<p>%1</p>").arg(lines.join(QStringLiteral("<br>")));
}

} // namespace

QString PieceToolTip::forPiece(const fb::VariantDefinition& v, fb::Piece piece)
{
    if (!fb::isPiece(piece) || fb::typeOf(piece) >= v.pieceCount())
        return {};
    const fb::PieceType type = fb::typeOf(piece);
    const QString name
        = SideNames::pieceName(v, v.pieces[size_t(type)], fb::sideOf(piece)).toHtmlEscaped();
    //: Title of a piece's tool tip: %1 piece name (bold), %2 player ("White", "Sente"), %3 its
    //: letter in FEN ("N", "+P")
    const QString title
        = tr("<b>%1</b> (%2, %3)")
              .arg(name, playerName(v, fb::sideOf(piece)), v.fenLetter(piece).toHtmlEscaped());
    return body(v, type, title);
}

QString PieceToolTip::forType(const fb::VariantDefinition& v, fb::PieceType type)
{
    if (type < 0 || type >= v.pieceCount())
        return {};
    const QString name = SideNames::pieceName(v, v.pieces[size_t(type)]).toHtmlEscaped();
    return body(v, type, QStringLiteral("<b>%1</b>").arg(name));
}
