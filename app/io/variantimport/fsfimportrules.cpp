// SPDX-License-Identifier: GPL-3.0-or-later
// FsfBuilder (fsfbuilder.h): the rule and goal keys (engine/goals.h).
#include "fsfbuilder.h"

#include "fsfpieces.h"
#include "variantnames.h"

#include <QRegularExpression>

namespace fb::io::fsfimport {

void FsfBuilder::applyRules()
{
    if (const auto v = resultValue("stalemateValue"))
        m_draft.setRule(QStringLiteral("stalemate"), *v);
    if (const auto n = intValue("nMoveRule", 0, 5000))
        m_draft.setRule(QStringLiteral("moveCountLimit"), *n * 2);
    if (const auto n = intValue("nFoldRule", 0, 1000)) {
        if (*n == 1)
            m_notes.add(m_entries.value(QStringLiteral("nfoldrule")).line,
                QStringLiteral("nFoldRule: 1 cannot be expressed (the first occurrence would "
                               "end the game); left at 3"));
        else
            m_draft.setRule(QStringLiteral("repetition.count"), *n);
    }
    if (const auto v = resultValue("nFoldValue"))
        m_draft.setRule(QStringLiteral("repetition.result"), *v);
    if (const auto v = boolValue("perpetualCheckIllegal"))
        m_draft.setRule(QStringLiteral("repetition.perpetualCheckLoses"), *v);
    if (const auto v = boolValue("makpongRule"))
        m_draft.setRule(QStringLiteral("royalStaysInCheck"), *v);
    if (const auto v = boolValue("flyingGeneral"))
        m_draft.setRule(QStringLiteral("kingsMayNotFace"), *v);
    if (const auto v = boolValue("bikjangRule"))
        m_draft.setRule(QStringLiteral("bikjang"), *v);
    if (const auto v = boolValue("pass")) {
        m_draft.setRule(QStringLiteral("pass"), *v);
        m_draft.setRule(QStringLiteral("doublePassEnds"), *v);
    }
    applyFlag();
    applyCounting();
    applyGating();
}

void FsfBuilder::applyGating()
{
    const std::optional<bool> gating = boolValue("gating");
    const std::optional<bool> seirawan = boolValue("seirawanGating");
    if (!gating.value_or(false) && !seirawan.value_or(false))
        return;
    const IniEntry* e = entry(gating.value_or(false) ? "gating" : "seirawanGating");
    if (!gating.value_or(false) || !seirawan.value_or(false)) {
        m_notes.add(e ? e->line : 0,
            QStringLiteral("gating without seirawanGating (or the reverse: Cambodian's first "
                           "moves) cannot be expressed; left out"));
        return;
    }
    // Seirawan gating: the hand exists even without pieceDrops, and then it only gates.
    m_draft.setRule(QStringLiteral("gating"), true);
    if (!m_draft.rule(QStringLiteral("hands")).toBool()) {
        m_draft.setRule(QStringLiteral("hands"), true);
        m_draft.setRule(QStringLiteral("capturesToHand"), false);
        for (int i = 0; i < m_draft.pieceCount(); ++i)
            setDropKey(i, QStringLiteral("allowed"), false);
    }
}

QString FsfBuilder::idOfType(const char* type, const char* alias) const
{
    int i = pieceOfType(QString::fromLatin1(type));
    if (i < 0)
        i = pieceOfType(QString::fromLatin1(alias));
    return i < 0 ? QString() : idAt(i);
}

void FsfBuilder::applyCounting()
{
    const IniEntry* e = entry("countingRule");
    if (!e)
        return;
    const QString rule = e->value.trimmed().toLower();
    if (rule == u"none") {
        removeRule(QStringLiteral("counting"));
        return;
    }
    const QString rook = idOfType("rook", "rook"), khon = idOfType("khon", "silver"),
                  knight = idOfType("knight", "knight"), met = idOfType("met", "fers");
    QJsonArray tiers;
    // A tier over the pieces `ids` (empty: any), unless one of them is missing.
    auto tier = [&](const QStringList& ids, int moves) {
        if (std::any_of(ids.begin(), ids.end(), [](const QString& id) { return id.isEmpty(); }))
            return;
        QJsonObject t{{QStringLiteral("moves"), moves}};
        if (!ids.isEmpty())
            t.insert(QStringLiteral("pieces"), QJsonArray::fromStringList(ids));
        tiers.append(t);
    };
    QJsonObject counting;
    if (rule == u"makruk") {
        counting.insert(QStringLiteral("boardsHonour"), 64);
        tier({rook, rook}, 8);
        tier({rook}, 16);
        tier({khon, khon}, 22);
        tier({knight, knight}, 32);
        tier({khon}, 44);
        tier({}, 64);
    } else if (rule == u"asean") {
        tier({rook}, 16);
        tier({khon, met}, 44);
        tier({knight, met}, 64);
    } else {
        m_notes.add(e->line,
            QStringLiteral("countingRule = %1: not a table this importer knows (makruk, asean); "
                           "left out")
                .arg(e->value));
        return;
    }
    if (!tiers.isEmpty())
        counting.insert(QStringLiteral("piecesHonour"), tiers);
    m_draft.setRule(QStringLiteral("counting"), counting);
}

void FsfBuilder::applyFlag()
{
    const IniEntry* piece = entry("flagPiece");
    QList<const IniEntry*> regions;
    for (const char* key :
        {"flagRegion", "flagRegionWhite", "flagRegionBlack", "flagPieceWhite", "flagPieceBlack"})
        if (const IniEntry* e = entry(key))
            regions << e;
    if (!piece && regions.isEmpty())
        return;
    const int king = pieceOfType(QStringLiteral("king"));
    const int flagIndex = piece ? m_draft.pieceIndex(piece->value) : -1;
    const bool royalFlag = flagIndex >= 0 && flagIndex == king;
    const IniEntry* both = find("flagregion");
    const IniEntry* white = find("flagregionwhite") ? find("flagregionwhite") : both;
    const IniEntry* black = find("flagregionblack") ? find("flagregionblack") : both;
    if (flagIndex < 0 || !white || !black || m_entries.contains(QStringLiteral("flagpiecewhite"))
        || m_entries.contains(QStringLiteral("flagpieceblack"))) {
        const IniEntry* at = piece ? piece : regions.first();
        m_notes.add(at->line,
            QStringLiteral("flagPiece/flagRegion: a goal region for one side only cannot be "
                           "expressed; left out"));
        return;
    }
    m_draft.setRegion(QStringLiteral("flag"), squaresOf(*white), squaresOf(*black));
    m_draft.setRule(QStringLiteral("flagRegion"), QStringLiteral("flag"));
    if (!royalFlag)
        m_draft.setRule(QStringLiteral("flagPieces"), QJsonArray{idAt(flagIndex)});
}

void FsfBuilder::applyGoals()
{
    if (const auto v = boolValue("checking"))
        m_draft.setRule(QStringLiteral("checking"), *v);
    if (const auto v = boolValue("mustCapture"))
        m_draft.setRule(QStringLiteral("mustCapture"), *v);
    if (const auto v = resultValue("checkmateValue"))
        m_draft.setRule(QStringLiteral("checkmate"), *v);
    // flagMove: racing kings' reply, or with another flag piece Jeson Mor's (flagReply there).
    if (const auto v = boolValue("flagMove"))
        m_draft.setRule(QStringLiteral("flagReply"), *v);
    applyExtinction();
    if (const IniEntry* e = entry("enPassantRegion")) {
        const QStringList squares = squaresOf(*e); // the same target squares for both sides
        m_draft.setRegion(QStringLiteral("enPassant"), squares, squares);
        setOnPawns(QStringLiteral("enPassantRegion"), QStringLiteral("enPassant"));
    }
}

void FsfBuilder::applyExtinction()
{
    const IniEntry* value = entry("extinctionValue");
    const IniEntry* types = entry("extinctionPieceTypes");
    const auto limit = intValue("extinctionPieceCount", 0, 1296);
    if (!value && !types && !limit)
        return;
    QJsonObject x = m_draft.rule(QStringLiteral("extinction")).toObject();
    if (value && value->value == u"none") {
        x = {};
    } else if (value) {
        if (const auto result = resultValue("extinctionValue"))
            x.insert(QStringLiteral("result"), *result);
        else
            x = {};
    }
    if (types)
        x.insert(QStringLiteral("pieces"), extinctionPieces(*types));
    if (limit)
        x.insert(QStringLiteral("limit"), *limit);
    const bool on = value ? value->value != u"none" && x.contains(QStringLiteral("result"))
                          : m_draft.rule(QStringLiteral("extinction")).isObject();
    for (const char* key :
        {"extinctionClaim", "extinctionPseudoRoyal", "extinctionOpponentPieceCount"})
        if (const IniEntry* e = entry(key); e && on && e->value != u"false" && e->value != u"0") {
            m_notes.add(e->line,
                QStringLiteral("%1 = %2: cannot be expressed in a preset; the extinction rule "
                               "is left out")
                    .arg(e->key, e->value));
            x = {};
        }
    if (on && !x.value(QStringLiteral("pieces")).toArray().isEmpty())
        m_draft.setRule(QStringLiteral("extinction"), x);
    else
        removeRule(QStringLiteral("extinction"));
}

QJsonArray FsfBuilder::extinctionPieces(const IniEntry& e)
{
    QJsonArray out;
    if (e.value.contains(u'*'))
        out.append(QStringLiteral("*"));
    IniEntry letters = e;
    letters.value.remove(u'*');
    for (const QString& id : piecesOf(letters))
        out.append(id);
    return out;
}

void FsfBuilder::removeRule(const QString& key)
{
    QJsonObject rules = m_draft.json().value(QStringLiteral("rules")).toObject();
    rules.remove(key);
    m_draft.json().insert(QStringLiteral("rules"), rules);
}

void FsfBuilder::applyCheckCounting()
{
    const std::optional<bool> counting = boolValue("checkCounting");
    const int parentLimit = m_draft.rule(QStringLiteral("checkLimit")).toInt(0);
    if (!counting.value_or(parentLimit > 0)) {
        if (counting)
            removeRule(QStringLiteral("checkLimit"));
        return;
    }
    static const QRegularExpression toGive(QStringLiteral("^(\\d+)\\+(\\d+)$"));
    const QStringList fields
        = m_draft.json().value(QStringLiteral("start")).toString().split(u' ', Qt::SkipEmptyParts);
    int limit = parentLimit > 0 && !find("startfen") ? parentLimit : 1;
    if (const QRegularExpressionMatch m = toGive.match(fields.size() > 4 ? fields[4] : QString());
        m.hasMatch())
        limit = std::max({1, m.captured(1).toInt(), m.captured(2).toInt()});
    m_draft.setRule(QStringLiteral("checkLimit"), std::min(limit, 99));
}

} // namespace fb::io::fsfimport
