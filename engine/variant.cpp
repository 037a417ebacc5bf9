// SPDX-License-Identifier: GPL-3.0-or-later
#include "variant.h"

#include "fen.h"

namespace fb {

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
            m_initialSquares[size_t(typeOf(p)) * 2 + sideOf(p)].insert(s);
    }
    return errors;
}

} // namespace fb
