// SPDX-License-Identifier: GPL-3.0-or-later
#include "variant.h"

#include "fen.h"

namespace fb {

namespace {

constexpr std::array<std::pair<Family, const char*>, 4> FamilyIds{{{Family::Chess, "chess"},
    {Family::Shogi, "shogi"}, {Family::Xiangqi, "xiangqi"}, {Family::Janggi, "janggi"}}};
constexpr std::array<std::pair<BoardStyle, const char*>, 4> BoardStyleIds{
    {{BoardStyle::Checkered, "checkered"}, {BoardStyle::Lined, "shogi"},
        {BoardStyle::PointsRiver, "xiangqi"}, {BoardStyle::Points, "janggi"}}};

template <typename Table, typename Enum> QString idOf(const Table& table, Enum value)
{
    for (const auto& [e, id] : table)
        if (e == value)
            return QString::fromLatin1(id);
    return {};
}

template <typename Enum, typename Table>
std::optional<Enum> fromId(const Table& table, const QString& id)
{
    for (const auto& [e, name] : table)
        if (id == QLatin1String(name))
            return e;
    return std::nullopt;
}

} // namespace

QString familyId(Family f)
{
    return idOf(FamilyIds, f);
}

std::optional<Family> familyFromId(const QString& id)
{
    return fromId<Family>(FamilyIds, id);
}

QString boardStyleId(BoardStyle s)
{
    return idOf(BoardStyleIds, s);
}

std::optional<BoardStyle> boardStyleFromId(const QString& id)
{
    return fromId<BoardStyle>(BoardStyleIds, id);
}

BoardStyle defaultBoardStyle(Family f)
{
    switch (f) {
    case Family::Shogi:
        return BoardStyle::Lined;
    case Family::Xiangqi:
        return BoardStyle::PointsRiver;
    case Family::Janggi:
        return BoardStyle::Points;
    case Family::Chess:
        break;
    }
    return BoardStyle::Checkered;
}

int VariantDefinition::requiredPadding(const std::vector<PieceDefinition>& pieces)
{
    int pad = 1;
    for (const PieceDefinition& p : pieces) {
        for (const betza::Component& c : p.movement.components)
            for (const auto& [major, minor] : c.atoms)
                pad = std::max(pad, major);
        for (const auto& rm : p.regionMoves)
            for (const betza::Component& c : rm.movement.components)
                for (const auto& [major, minor] : c.atoms)
                    pad = std::max(pad, major);
    }
    return pad;
}

int VariantDefinition::regionIndex(const QString& regionName) const
{
    for (size_t i = 0; i < regions.size(); ++i)
        if (regions[i].name == regionName)
            return int(i);
    return -1;
}

PieceType VariantDefinition::pieceByLetter(const QString& upperLetter, bool promotedMarker) const
{
    PieceType plain = NoPieceType;
    for (size_t i = 0; i < pieces.size(); ++i)
        if (pieces[i].letter == upperLetter) {
            if (pieces[i].promotedMarker == promotedMarker)
                return PieceType(i);
            if (!pieces[i].promotedMarker)
                plain = PieceType(i);
        }
    return promotedMarker ? NoPieceType : plain;
}

PieceType VariantDefinition::pieceById(const QString& pieceId) const
{
    for (size_t i = 0; i < pieces.size(); ++i)
        if (pieces[i].id == pieceId)
            return PieceType(i);
    return NoPieceType;
}

QString VariantDefinition::fenLetter(Piece p) const
{
    const PieceDefinition& d = pieces[size_t(typeOf(p))];
    QString s = sideOf(p) == First ? d.letter : d.letter.toLower();
    if (d.promotedMarker)
        s += u'~';
    return s;
}

QStringList VariantDefinition::finalize()
{
    QStringList errors;
    compileMoveTables(*this, m_tables, errors);
    m_initialSquares.assign(pieces.size() * 2, SquareSet(geometry.cellCount()));
    const QString board = startFen.section(u' ', 0, 0).section(u'[', 0, 0);
    std::vector<std::pair<Square, Piece>> placed;
    QString message;
    if (!startFen.isEmpty() && readFenBoard(*this, board, placed, &message)) {
        for (const auto& [s, p] : placed)
            if (isPiece(p)) // not a wall (rules.walling)
                m_initialSquares[size_t(typeOf(p)) * 2 + sideOf(p)].insert(s);
    }
    // A piece with an initial region has its initial moves there instead (horde's pawns).
    for (size_t t = 0; t < pieces.size(); ++t)
        if (const int r = pieces[t].initialRegion; r >= 0)
            for (Side s : {First, Second})
                m_initialSquares[t * 2 + s] = regions[size_t(r)].squares[s];
    return errors;
}

QString pieceDisplayName(const VariantDefinition& v, PieceType type, Side s)
{
    const QString& english = v.pieces[size_t(type)].nameFor(s);
    const QByteArray source = english.toUtf8();
    const QByteArray presetContext = "Piece/" + v.id.toUtf8();
    const QString own = QCoreApplication::translate(presetContext.constData(), source.constData());
    if (own != english)
        return own;
    const QByteArray family = familyId(v.family).toUtf8();
    return QCoreApplication::translate("Piece", source.constData(), family.constData());
}

} // namespace fb
