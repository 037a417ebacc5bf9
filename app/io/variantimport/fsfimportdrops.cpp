// SPDX-License-Identifier: GPL-3.0-or-later
// FsfBuilder (fsfbuilder.h): the drop keys (pieceDrops, dropRegion*, dropNoDoubled ...).
#include "fsfbuilder.h"

#include "fsfpieces.h"
#include "variantnames.h"

#include <QRegularExpression>

namespace fb::io::fsfimport {

void FsfBuilder::applyDrops()
{
    const std::optional<bool> drops = boolValue("pieceDrops");
    const std::optional<bool> toHand = boolValue("capturesToHand");
    const std::optional<bool> loop = boolValue("dropLoop");
    if (drops)
        m_draft.setRule(QStringLiteral("hands"), *drops);
    const bool hands = m_draft.rule(QStringLiteral("hands")).toBool();
    if (toHand || (m_template && drops))
        m_draft.setRule(QStringLiteral("capturesToHand"), toHand.value_or(false));
    if (loop || (m_template && hands))
        m_draft.setRule(QStringLiteral("promotedPiecesDemote"),
            !loop.value_or(false) && m_draft.rule(QStringLiteral("capturesToHand")).toBool());
    // Bughouse: the partner's captures fill the hands.
    if (const auto twoBoards = boolValue("twoBoards"))
        m_draft.setRule(QStringLiteral("handsFromPartner"), *twoBoards);
    if (const auto checks = boolValue("dropChecks"))
        m_draft.setRule(QStringLiteral("dropChecks"), *checks);
    if (const auto immobility = boolValue("immobilityIllegal"))
        m_draft.setRule(QStringLiteral("immobilityIllegal"), *immobility);
    applyDropRegions(hands, drops.has_value());
    applyNoDoubled();
    if (const auto mate = boolValue("shogiPawnDropMateIllegal"))
        for (int i :
            piecesOfType(QStringLiteral("shogiPawn")) + piecesOfType(QStringLiteral("pawn")))
            setDropKey(i, QStringLiteral("noMate"), *mate);
}

void FsfBuilder::setDropKey(int index, const QString& key, const QJsonValue& value)
{
    QJsonObject p = pieceAt(index);
    QJsonObject drop = p.value(QStringLiteral("drop")).toObject();
    if (value.isUndefined())
        drop.remove(key);
    else
        drop.insert(key, value);
    if (drop.isEmpty())
        p.remove(QStringLiteral("drop"));
    else
        p.insert(QStringLiteral("drop"), drop);
    m_draft.setPiece(index, p);
}

void FsfBuilder::applyDropRegions(bool hands, bool dropsGiven)
{
    const IniEntry* white = entry("whiteDropRegion");
    const IniEntry* black = entry("blackDropRegion");
    const auto firstRank = boolValue("firstRankPawnDrops");
    const auto inZone = boolValue("promotionZonePawnDrops");
    if (!hands || (!m_template && !dropsGiven && !white && !black && !firstRank && !inZone))
        return;
    const QStringList whiteSquares = white ? squaresOf(*white) : m_draft.allSquares();
    const QStringList blackSquares = black ? squaresOf(*black) : m_draft.allSquares();
    if (white || black)
        m_draft.setRegion(QStringLiteral("dropZone"), whiteSquares, blackSquares);
    QStringList pawnWhite = whiteSquares, pawnBlack = blackSquares;
    if (!firstRank.value_or(false)) {
        for (const QString& s : m_draft.rankSquares(1))
            pawnWhite.removeAll(s);
        for (const QString& s : m_draft.rankSquares(m_draft.ranks()))
            pawnBlack.removeAll(s);
    }
    if (!inZone.value_or(false)) {
        zoneRegion();
        QStringList zw = m_zoneWhite, zb = m_zoneBlack;
        if (zw.isEmpty() && zb.isEmpty())
            promotionZone(&zw, &zb);
        for (const QString& s : zw)
            pawnWhite.removeAll(s);
        for (const QString& s : zb)
            pawnBlack.removeAll(s);
    }
    const QStringList pawns = pawnIds("promotionPawnTypes");
    if (!pawns.isEmpty())
        m_draft.setRegion(QStringLiteral("pawnDrops"), pawnWhite, pawnBlack);
    for (int i = 0; i < m_draft.pieceCount(); ++i) {
        if (pawns.contains(idAt(i)))
            setDropKey(i, QStringLiteral("region"), QStringLiteral("pawnDrops"));
        else if (white || black)
            setDropKey(i, QStringLiteral("region"), QStringLiteral("dropZone"));
    }
}

void FsfBuilder::applyNoDoubled()
{
    const IniEntry* e = entry("dropNoDoubled");
    const auto count = intValue("dropNoDoubledCount", 0, 36);
    if (!e || e->value == u"-")
        return;
    const int i = m_draft.pieceIndex(e->value);
    if (i < 0) {
        m_notes.add(
            e->line, QStringLiteral("%1: no piece has the letter '%2'").arg(e->key, e->value));
        return;
    }
    if (count && *count == 0) {
        m_notes.add(e->line,
            QStringLiteral("dropNoDoubledCount: 0 (no drop on a file with any piece of the "
                           "type) cannot be expressed; read as 1"));
    }
    setDropKey(i, QStringLiteral("maxPerFile"), std::max(1, count.value_or(1)));
}

} // namespace fb::io::fsfimport
