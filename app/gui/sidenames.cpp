// SPDX-License-Identifier: GPL-3.0-or-later
#include "sidenames.h"

namespace {

/// The English plural of a piece name's last word ("white pawn" -> "white pawns").
QString englishPlural(const QString& name)
{
    if (name.endsWith(u"goose"))
        return name.chopped(5) + QStringLiteral("geese");
    for (const char* ending : {"s", "x", "z", "ch", "sh"})
        if (name.endsWith(QLatin1String(ending)))
            return name + QStringLiteral("es");
    return name + u's';
}

} // namespace

QString SideNames::colour(fb::Family family, fb::Side side)
{
    const bool first = side == fb::First;
    switch (FamilyStyle::of(family).palette) {
    case SidePalette::RedBlack:
        //: Colour of the xiangqi player who moves first, inside "e4, red general"
        return first ? tr("red", "side colour") : tr("black", "side colour");
    case SidePalette::BlueRed:
        //: Janggi: the first player (Cho) is blue, the second (Han) red
        return first ? tr("blue", "side colour") : tr("red", "side colour");
    case SidePalette::SenteGote:
        //: Shogi: the side that moves first (先手) inside "7g, sente pawn"; the second
        //: side is gote (後手)
        return first ? tr("sente", "side colour") : tr("gote", "side colour");
    case SidePalette::WhiteBlack:
        break;
    }
    //: Colour of a chess player inside "e4, white knight"
    return first ? tr("white", "side colour") : tr("black", "side colour");
}

QString SideNames::player(fb::Family family, fb::Side side)
{
    const bool first = side == fb::First;
    switch (FamilyStyle::of(family).palette) {
    case SidePalette::RedBlack:
        return first ? tr("Red", "player") : tr("Black", "player");
    case SidePalette::BlueRed:
        return first ? tr("Blue", "player") : tr("Red", "player");
    case SidePalette::SenteGote:
        //: Shogi: the player who moves first (先手, sente); the second is Gote (後手)
        return first ? tr("Sente", "player") : tr("Gote", "player");
    case SidePalette::WhiteBlack:
        break;
    }
    return first ? tr("White", "player") : tr("Black", "player");
}

QString SideNames::pieceName(
    const fb::VariantDefinition& v, const fb::PieceDefinition& piece, fb::Side side)
{
    const QString& english = piece.nameFor(side);
    const QByteArray source = english.toUtf8();
    const QByteArray presetContext = "Piece/" + v.id.toUtf8();
    const QString own = QCoreApplication::translate(presetContext.constData(), source.constData());
    if (own != english)
        return own;
    const QByteArray family = fb::familyId(v.family).toUtf8();
    return QCoreApplication::translate("Piece", source.constData(), family.constData());
}

QString SideNames::presetText(const QString& english)
{
    if (english.isEmpty())
        return english;
    const QByteArray source = english.toUtf8();
    return QCoreApplication::translate("Preset", source.constData());
}

QString SideNames::pieceNoun(
    const fb::VariantDefinition& v, fb::PieceType type, int count, fb::Side side)
{
    const fb::PieceDefinition& d = v.pieces[size_t(type)];
    const QString name = pieceName(v, d, side);
    if (name != d.nameFor(side))
        return name; // translated: the translator's capitalisation and number
    const QString noun = name.toLower();
    return count == 1 ? noun : englishPlural(noun);
}

QString SideNames::describeSquare(const fb::Position& pos, fb::Square square)
{
    const fb::VariantDefinition& v = pos.variant();
    const QString name = v.geometry.squareName(square);
    const fb::Piece p = pos.at(square);
    if (p == fb::Wall)
        return v.rules.walling.kind == fb::WallingKind::Duck
            //: Spoken description of the square the duck stands on (Duck Chess): "e4, the duck"
            ? tr("%1, the duck").arg(name)
            //: Spoken description of a square a wall blocks (Amazons' arrows): "e4, a wall"
            : tr("%1, a wall").arg(name);
    if (!fb::isPiece(p))
        //: Spoken description of an empty board square: "e4, empty"
        return tr("%1, empty").arg(name);
    //: Spoken description of a board square: %1 square, %2 side colour, %3 piece name
    return tr("%1, %2 %3")
        .arg(name, colour(v.family, fb::sideOf(p)), pieceNoun(v, fb::typeOf(p), 1, fb::sideOf(p)));
}

QString SideNames::describeHand(const fb::Position& pos, fb::Side side, fb::PieceType type)
{
    const fb::VariantDefinition& v = pos.variant();
    const int count = pos.handCount(side, type);
    // Translations keep the singular the translator chose.
    const QString piece = pieceNoun(v, type, count);
    //: Spoken description of a storage slot (pieces in hand), English "in hand: 2 white
    //: pawns": %n = how many, %1 = side colour, %2 = piece name (a plural only in English;
    //: write it like "%n × %2 (%1)" where the noun would have to agree)
    return tr("in hand: %n %1 %2", nullptr, count).arg(colour(v.family, side), piece);
}

fb::PositionWords SideNames::positionWords(const fb::VariantDefinition& v)
{
    return {{player(v.family, fb::First), player(v.family, fb::Second)},
        [&v](fb::PieceType t, fb::Side s) { return pieceNoun(v, t, 1, s); }};
}
