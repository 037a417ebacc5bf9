// SPDX-License-Identifier: GPL-3.0-or-later
// FsfBuilder (fsfbuilder.h): pieces, pawns, promotions, double steps, castling and mobility keys.
#include "fsfbuilder.h"

#include "fsfpieces.h"
#include "variantnames.h"

#include <QRegularExpression>

namespace fb::io::fsfimport {

void FsfBuilder::classifyParentPieces()
{
    m_parentCastles = !m_draft.rule(QStringLiteral("castling.partners")).toArray().isEmpty();
    for (int i = 0; i < m_draft.pieceCount(); ++i) {
        const QJsonObject p = m_draft.piece(i);
        const QString id = p.value(QStringLiteral("id")).toString();
        const QString betza = p.value(QStringLiteral("betza")).toString();
        QString type;
        if (p.value(QStringLiteral("royal")).toBool())
            type = QStringLiteral("king");
        else if (const FsfPieceType* t = fsfPieceType(id))
            type = QLatin1String(t->name);
        else if (const FsfPieceType* same = fsfPieceTypeOfBetza(betza))
            type = QLatin1String(same->name);
        if (id == u"pawn" && p.value(QStringLiteral("pawn")).toBool())
            type = QStringLiteral("pawn");
        m_types.insert(id, type);
    }
}

int FsfBuilder::pieceOfType(const QString& type) const
{
    for (int i = 0; i < m_draft.pieceCount(); ++i)
        if (m_types.value(m_draft.piece(i).value(QStringLiteral("id")).toString())
                .compare(type, Qt::CaseInsensitive)
            == 0)
            return i;
    return -1;
}

QList<int> FsfBuilder::piecesOfType(const QString& type) const
{
    QList<int> out;
    for (int i = 0; i < m_draft.pieceCount(); ++i)
        if (m_types.value(m_draft.piece(i).value(QStringLiteral("id")).toString()) == type)
            out << i;
    return out;
}

void FsfBuilder::applyPieces()
{
    QList<const IniEntry*> pieceEntries;
    for (const IniEntry& e : m_entries)
        if (isPieceKey(e.key.toLower()))
            pieceEntries << &e;
    std::sort(pieceEntries.begin(), pieceEntries.end(),
        [](const IniEntry* a, const IniEntry* b) { return a->line < b->line; });
    for (const IniEntry* e : pieceEntries) {
        m_used.insert(e->key.toLower());
        definePiece(*e);
    }
}

void FsfBuilder::definePiece(const IniEntry& e)
{
    const FsfPieceType* builtin = fsfPieceType(e.key);
    const QString type = builtin
        ? QLatin1String(builtin->name)
        : e.key.toLower().replace(QStringLiteral("custompiece"), QStringLiteral("customPiece"));
    const int old = pieceOfType(type);
    if (e.value == u"-") {
        if (old >= 0)
            removePieceAt(old);
        return;
    }
    const QString letter = e.value.section(u':', 0, 0).trimmed();
    if (letter.size() != 1 || !letter[0].isLetter() || letter[0].toUpper() == letter[0].toLower()) {
        m_notes.add(e.line,
            QStringLiteral("%1: '%2' is not a piece letter; the piece is left out")
                .arg(e.key, letter));
        return;
    }
    QString betza = builtin ? QLatin1String(builtin->betza) : QString();
    if (e.value.contains(u':'))
        betza = e.value.section(u':', 1).trimmed();
    else if (!builtin)
        m_notes.add(e.line,
            QStringLiteral("%1: no moves given (letter:Betza); the piece never moves").arg(e.key));
    QStringList dropped;
    betza = parsableBetza(betza, &dropped);
    if (!dropped.isEmpty())
        m_notes.add(e.line,
            QStringLiteral("%1: moves '%2' cannot be expressed in this engine's XBetza; left out")
                .arg(e.key, dropped.join(QStringLiteral("', '"))));
    const bool royal = type == u"king";
    QJsonObject piece{{QStringLiteral("id"),
                          royal         ? QStringLiteral("king")
                              : builtin ? camelToId(type)
                                        : QStringLiteral("custom-") + letter.toLower()},
        {QStringLiteral("name"),
            builtin ? QLatin1String(builtin->displayName)
                    : QStringLiteral("Piece ") + letter.toUpper()},
        {QStringLiteral("letter"), letter.toUpper()}};
    if (!betza.isEmpty())
        piece.insert(QStringLiteral("betza"), betza);
    if (royal)
        piece.insert(QStringLiteral("royal"), true);
    if (const QString art = knownPieceArt(betza, royal); !art.isEmpty())
        piece.insert(QStringLiteral("art"), art);
    if (old >= 0)
        removePieceAt(old);
    if (const int sameLetter = m_draft.pieceIndex(letter); sameLetter >= 0)
        removePieceAt(sameLetter);
    const int index = m_draft.addPiece(piece);
    m_types.insert(m_draft.piece(index).value(QStringLiteral("id")).toString(), type);
    m_newPieces = true;
}

void FsfBuilder::removePieceAt(int index)
{
    const QString id = m_draft.piece(index).value(QStringLiteral("id")).toString();
    m_types.remove(id);
    m_draft.removePiece(index);
    // a promoted form of it goes with it
    for (int i = m_draft.pieceCount() - 1; i >= 0; --i)
        if (m_draft.piece(i).value(QStringLiteral("demotesTo")).toString() == id)
            removePieceAt(i);
    m_removedIds << id;
    scrubReferences();
}

void FsfBuilder::scrubReferences()
{
    auto scrub = [this](QJsonArray list) {
        QJsonArray out;
        for (const QJsonValue& v : list)
            if (!m_removedIds.contains(v.toString()))
                out.append(v);
        return out;
    };
    for (int i = 0; i < m_draft.pieceCount(); ++i) {
        QJsonObject p = m_draft.piece(i);
        QJsonObject promo = p.value(QStringLiteral("promotion")).toObject();
        if (!promo.isEmpty()) {
            const QJsonArray to = scrub(promo.value(QStringLiteral("to")).toArray());
            if (to.isEmpty())
                p.remove(QStringLiteral("promotion"));
            else {
                promo.insert(QStringLiteral("to"), to);
                p.insert(QStringLiteral("promotion"), promo);
            }
        }
        for (const char* key : {"cannotHopOver", "cannotCapture"})
            if (p.contains(QLatin1String(key)))
                p.insert(QLatin1String(key), scrub(p.value(QLatin1String(key)).toArray()));
        m_draft.setPiece(i, p);
    }
    const QJsonValue partners = m_draft.rule(QStringLiteral("castling.partners"));
    if (partners.isArray())
        m_draft.setRule(QStringLiteral("castling.partners"), scrub(partners.toArray()));
    const QJsonValue lions = m_draft.rule(QStringLiteral("lionTrading.lions"));
    if (lions.isArray())
        m_draft.setRule(QStringLiteral("lionTrading.lions"), scrub(lions.toArray()));
}

QStringList FsfBuilder::pawnIds(const char* specificKey)
{
    if (const IniEntry* e = entry(specificKey))
        return piecesOf(*e);
    if (const IniEntry* e = entry("pawnTypes"))
        return piecesOf(*e);
    QStringList ids;
    for (int i : piecesOfType(QStringLiteral("pawn")))
        ids << idAt(i);
    return ids;
}

void FsfBuilder::applyPawnFlags()
{
    const bool given = m_entries.contains(QStringLiteral("nmoveruletypes"))
        || m_entries.contains(QStringLiteral("pawntypes"));
    if (!m_template && !given && !m_newPieces)
        return;
    noteColourSplit("nMoveRuleTypesWhite", "nMoveRuleTypesBlack");
    const QStringList ids = pawnIds("nMoveRuleTypes");
    for (int i = 0; i < m_draft.pieceCount(); ++i) {
        QJsonObject p = pieceAt(i);
        if (ids.contains(idAt(i)))
            p.insert(QStringLiteral("pawn"), true);
        else
            p.remove(QStringLiteral("pawn"));
        m_draft.setPiece(i, p);
    }
}

void FsfBuilder::noteColourSplit(const char* white, const char* black)
{
    for (const char* key : {white, black})
        if (const IniEntry* e = entry(key))
            m_notes.add(e->line,
                QStringLiteral("%1: a setting for one side only cannot be expressed; the "
                               "setting for both sides is used")
                    .arg(e->key));
}

void FsfBuilder::promotionZone(QStringList* white, QStringList* black)
{
    const IniEntry* w = entry("promotionRegionWhite");
    const IniEntry* b = entry("promotionRegionBlack");
    *white = w ? squaresOf(*w) : m_draft.rankSquares(8);
    *black = b ? squaresOf(*b) : m_draft.rankSquares(1);
    m_zoneGiven = w || b;
}

QString FsfBuilder::zoneRegion()
{
    if (!m_zoneName.isEmpty())
        return m_zoneName;
    QStringList white, black;
    promotionZone(&white, &black);
    if (!m_zoneGiven && !m_template) {
        for (int i = 0; i < m_draft.pieceCount(); ++i) // the parent's own zone
            if (const QString z = pieceAt(i)
                    .value(QStringLiteral("promotion"))
                    .toObject()
                    .value(QStringLiteral("zone"))
                    .toString();
                !z.isEmpty())
                return m_zoneName = z;
    }
    m_draft.setRegion(QStringLiteral("promotionZone"), white, black);
    m_zoneWhite = white;
    m_zoneBlack = black;
    return m_zoneName = QStringLiteral("promotionZone");
}

void FsfBuilder::applyPawnPromotion()
{
    static const char* keys[] = {"promotionRegionWhite", "promotionRegionBlack",
        "promotionPieceTypes", "promotionPawnTypes", "pawnTypes", "mandatoryPawnPromotion"};
    bool given = false;
    for (const char* k : keys)
        given = given || m_entries.contains(QString::fromLatin1(k).toLower());
    if (!m_template && !given && !m_newPieces)
        return;
    noteColourSplit("promotionPieceTypesWhite", "promotionPieceTypesBlack");
    noteColourSplit("promotionPawnTypesWhite", "promotionPawnTypesBlack");
    const QStringList pawns = pawnIds("promotionPawnTypes");
    if (pawns.isEmpty()) {
        entry("promotionPieceTypes");
        entry("mandatoryPawnPromotion");
        return;
    }
    QStringList to;
    if (const IniEntry* e = entry("promotionPieceTypes"))
        to = piecesOf(*e);
    else if (m_template)
        for (const char* type : {"queen", "rook", "bishop", "knight"})
            if (const int i = pieceOfType(QLatin1String(type)); i >= 0)
                to << idAt(i);
    const std::optional<bool> mandatory = boolValue("mandatoryPawnPromotion");
    const QString zone = zoneRegion();
    for (const QString& id : pawns) {
        const int i = m_draft.pieceIndexById(id);
        QJsonObject p = pieceAt(i);
        QJsonObject promo = p.value(QStringLiteral("promotion")).toObject();
        QJsonArray targets;
        for (const QString& t : to)
            if (t != id)
                targets.append(t);
        if (m_entries.contains(QStringLiteral("promotionpiecetypes")) || m_template
            || promo.isEmpty())
            promo.insert(QStringLiteral("to"), targets);
        promo.insert(QStringLiteral("zone"), zone);
        promo.insert(QStringLiteral("mandatory"),
            mandatory.value_or(promo.value(QStringLiteral("mandatory")).toBool(true)));
        if (promo.value(QStringLiteral("to")).toArray().isEmpty() || regionIsEmpty(zone))
            p.remove(QStringLiteral("promotion"));
        else
            p.insert(QStringLiteral("promotion"), promo);
        m_draft.setPiece(i, p);
    }
}

bool FsfBuilder::regionIsEmpty(const QString& name) const
{
    const QJsonValue r = m_draft.json().value(QStringLiteral("regions")).toObject().value(name);
    return r.isObject() && r.toObject().value(QStringLiteral("first")).toArray().isEmpty()
        && r.toObject().value(QStringLiteral("second")).toArray().isEmpty();
}

void FsfBuilder::applyPiecePromotion()
{
    const IniEntry* e = entry("promotedPieceType");
    const std::optional<bool> mandatory = boolValue("mandatoryPiecePromotion");
    if (!e) {
        if (mandatory && !m_template)
            for (int i = 0; i < m_draft.pieceCount(); ++i)
                if (QJsonObject p = pieceAt(i); p.value(QStringLiteral("promotion"))
                                                    .toObject()
                                                    .value(QStringLiteral("trigger"))
                                                    .toString()
                    == u"startsOrEndsInZone") {
                    QJsonObject promo = p.value(QStringLiteral("promotion")).toObject();
                    promo.insert(QStringLiteral("mandatory"), *mandatory);
                    p.insert(QStringLiteral("promotion"), promo);
                    m_draft.setPiece(i, p);
                }
        return;
    }
    const QString zone = zoneRegion();
    for (const QString& pair : e->value.split(u' ', Qt::SkipEmptyParts)) {
        const QString from = pair.section(u':', 0, 0), to = pair.section(u':', 1);
        const int fromIndex = from.size() == 1 ? m_draft.pieceIndex(from) : -1;
        const int toIndex = to.size() == 1 ? m_draft.pieceIndex(to) : -1;
        if (fromIndex < 0 || toIndex < 0) {
            m_notes.add(e->line,
                QStringLiteral("%1: '%2' does not name two pieces by their letters; left out")
                    .arg(e->key, pair));
            continue;
        }
        addPromotedForm(fromIndex, toIndex, zone, mandatory.value_or(false));
    }
}

void FsfBuilder::addPromotedForm(int fromIndex, int toIndex, const QString& zone, bool mandatory)
{
    QJsonObject from = pieceAt(fromIndex);
    const QJsonObject target = pieceAt(toIndex);
    const QString letter = QStringLiteral("+") + from.value(QStringLiteral("letter")).toString();
    if (const int old = m_draft.pieceIndex(letter); old >= 0)
        removePieceAt(old);
    const QString fromId = from.value(QStringLiteral("id")).toString();
    QJsonObject promoted{{QStringLiteral("id"), QStringLiteral("promoted-") + fromId},
        {QStringLiteral("name"),
            QStringLiteral("Promoted ") + from.value(QStringLiteral("name")).toString(fromId)},
        {QStringLiteral("letter"), letter}, {QStringLiteral("demotesTo"), fromId}};
    if (target.contains(QStringLiteral("betza")))
        promoted.insert(QStringLiteral("betza"), target.value(QStringLiteral("betza")));
    if (target.contains(QStringLiteral("art")))
        promoted.insert(QStringLiteral("art"), target.value(QStringLiteral("art")));
    const int index = m_draft.addPiece(promoted);
    const int fromNow = m_draft.pieceIndexById(fromId);
    from = pieceAt(fromNow);
    from.insert(QStringLiteral("promotion"),
        QJsonObject{{QStringLiteral("to"), QJsonArray{idAt(index)}}, {QStringLiteral("zone"), zone},
            {QStringLiteral("trigger"), QStringLiteral("startsOrEndsInZone")},
            {QStringLiteral("mandatory"), mandatory}});
    m_draft.setPiece(fromNow, from);
}

void FsfBuilder::applyPromotionLimit()
{
    const IniEntry* e = entry("promotionLimit");
    if (!e)
        return;
    for (const QString& pair : e->value.split(u' ', Qt::SkipEmptyParts)) {
        const int i = m_draft.pieceIndex(pair.section(u':', 0, 0));
        bool ok = false;
        const int n = pair.section(u':', 1).toInt(&ok);
        if (i < 0 || !ok || n < 1 || n > 1296) {
            m_notes.add(e->line,
                QStringLiteral(
                    "%1: '%2' is not a piece letter and a count from 1 to 1296; left out")
                    .arg(e->key, pair));
            continue;
        }
        QJsonObject p = pieceAt(i);
        p.insert(QStringLiteral("maxCount"), n);
        m_draft.setPiece(i, p);
    }
}

void FsfBuilder::applyDoubleStep()
{
    const std::optional<bool> doubleStep = boolValue("doubleStep");
    if (doubleStep || m_template || m_newPieces)
        for (int i : piecesOfType(QStringLiteral("pawn"))) {
            QJsonObject p = pieceAt(i);
            const bool twice = doubleStep.value_or(
                m_template || p.value(QStringLiteral("betza")).toString().contains(u"ifmnD"));
            p.insert(QStringLiteral("betza"),
                twice ? QStringLiteral("fmWfceFifmnD") : QStringLiteral("fmWfceF"));
            m_draft.setPiece(i, p);
        }
    applyDoubleStepRegion();
}

void FsfBuilder::applyDoubleStepRegion()
{
    const IniEntry* white = entry("doubleStepRegionWhite");
    const IniEntry* black = entry("doubleStepRegionBlack");
    QStringList whiteSquares = white ? squaresOf(*white) : pawnStartRanks(true);
    QStringList blackSquares = black ? squaresOf(*black) : pawnStartRanks(false);
    if (sameSet(whiteSquares, pawnStartRanks(true)) && sameSet(blackSquares, pawnStartRanks(false)))
        return;
    m_draft.setRegion(QStringLiteral("doubleStep"), whiteSquares, blackSquares);
    setOnPawns(QStringLiteral("initialRegion"), QStringLiteral("doubleStep"));
}

void FsfBuilder::setOnPawns(const QString& key, const QString& value)
{
    for (int i : piecesOfType(QStringLiteral("pawn"))) {
        QJsonObject p = pieceAt(i);
        if (!p.value(QStringLiteral("betza")).toString().contains(u"ifmnD"))
            continue;
        p.insert(key, value);
        m_draft.setPiece(i, p);
    }
}

bool FsfBuilder::sameSet(QStringList a, QStringList b)
{
    a.sort();
    b.sort();
    return a == b;
}

QStringList FsfBuilder::pawnStartRanks(bool white)
{
    const IniEntry* fen = find("startfen");
    const QString board = fen ? fen->value.section(u' ', 0, 0).section(u'[', 0, 0)
                              : m_draft.json()
                                    .value(QStringLiteral("start"))
                                    .toString()
                                    .section(u' ', 0, 0)
                                    .section(u'[', 0, 0);
    QStringList letters;
    for (int i : piecesOfType(QStringLiteral("pawn")))
        letters << pieceAt(i).value(QStringLiteral("letter")).toString();
    QSet<int> ranks;
    const QStringList rows = board.split(u'/');
    for (qsizetype row = 0; row < rows.size(); ++row)
        for (const QChar c : rows[row])
            if (c.isLetter() && letters.contains(QString(c.toUpper())) && c.isUpper() == white)
                ranks.insert(int(rows.size() - row));
    QStringList out;
    for (int r : ranks)
        out << m_draft.rankSquares(r);
    return out;
}

void FsfBuilder::applySoldier()
{
    const auto rank = intValue("soldierPromotionRank", 1, 10);
    if (!rank || *rank <= 1)
        return;
    QStringList white, black;
    for (int r = *rank; r <= m_draft.ranks(); ++r)
        white << m_draft.rankSquares(r);
    for (int r = 1; r <= m_draft.ranks() + 1 - *rank; ++r)
        black << m_draft.rankSquares(r);
    m_draft.setRegion(QStringLiteral("soldierSideways"), white, black);
    for (int i : piecesOfType(QStringLiteral("soldier"))) {
        QJsonObject p = pieceAt(i);
        p.insert(QStringLiteral("betza"), QStringLiteral("fW"));
        p.insert(QStringLiteral("regionMoves"),
            QJsonArray{QJsonObject{{QStringLiteral("region"), QStringLiteral("soldierSideways")},
                {QStringLiteral("betza"), QStringLiteral("sW")}}});
        m_draft.setPiece(i, p);
    }
}

void FsfBuilder::applyCastling()
{
    const std::optional<bool> castling = boolValue("castling");
    const IniEntry* rooks = entry("castlingRookPieces");
    const IniEntry* kingPiece = entry("castlingKingPiece");
    const std::optional<int> kingside = fileValue("castlingKingsideFile");
    const std::optional<int> queenside = fileValue("castlingQueensideFile");
    const std::optional<bool> chess960 = boolValue("chess960");
    if (!m_template && !castling && !rooks && !kingside && !queenside && !m_newPieces && !chess960)
        return;
    int king
        = kingPiece ? m_draft.pieceIndex(kingPiece->value) : pieceOfType(QStringLiteral("king"));
    if (king < 0)
        king = pieceOfType(QStringLiteral("king"));
    QStringList partners;
    if (rooks)
        partners = piecesOf(*rooks);
    else if (const QJsonValue old = m_draft.rule(QStringLiteral("castling.partners"));
        !m_template && old.isArray() && !old.toArray().isEmpty())
        for (const QJsonValue& v : old.toArray())
            partners << v.toString();
    else if (const int rook = pieceOfType(QStringLiteral("rook")); rook >= 0)
        partners << idAt(rook);
    const bool on
        = castling.value_or(m_template || m_parentCastles) && king >= 0 && !partners.isEmpty();
    for (int i = 0; i < m_draft.pieceCount(); ++i) { // only the king castles
        QJsonObject p = pieceAt(i);
        QString betza = withoutCastling(p.value(QStringLiteral("betza")).toString());
        if (i == king && on)
            betza += QStringLiteral("isO2");
        if (betza.isEmpty())
            p.remove(QStringLiteral("betza"));
        else
            p.insert(QStringLiteral("betza"), betza);
        m_draft.setPiece(i, p);
    }
    QJsonObject rules = m_draft.json().value(QStringLiteral("rules")).toObject();
    QJsonObject c = rules.value(QStringLiteral("castling")).toObject();
    c.insert(QStringLiteral("partners"), on ? QJsonArray::fromStringList(partners) : QJsonArray());
    const QJsonArray oldFiles = c.value(QStringLiteral("kingFiles")).toArray();
    const QString left = queenside         ? DraftPreset::squareName(*queenside, 0).chopped(1)
        : oldFiles.isEmpty() || m_template ? QStringLiteral("c")
                                           : oldFiles[0].toString();
    const QString right = kingside         ? DraftPreset::squareName(*kingside, 0).chopped(1)
        : oldFiles.isEmpty() || m_template ? QStringLiteral("g")
                                           : oldFiles[1].toString();
    if (on)
        c.insert(QStringLiteral("kingFiles"), QJsonArray{left, right});
    else
        c.remove(QStringLiteral("kingFiles"));
    if (chess960)
        c.insert(QStringLiteral("notation"),
            *chess960 ? QStringLiteral("kingTakesPartner") : QStringLiteral("kingToSquare"));
    rules.insert(QStringLiteral("castling"), c);
    m_draft.json().insert(QStringLiteral("rules"), rules);
}

QString FsfBuilder::withoutCastling(const QString& betza)
{
    QString out;
    for (const QString& c : betzaComponents(betza))
        if (!c.contains(u'O'))
            out += c;
    return out;
}

void FsfBuilder::applyMobility()
{
    QMap<int, std::pair<const IniEntry*, const IniEntry*>> byPiece; // index -> white, black
    for (const IniEntry& e : m_entries) {
        const QString key = e.key.toLower();
        if (!key.startsWith(u"mobilityregion"))
            continue;
        m_used.insert(key);
        const bool white = key.mid(14).startsWith(u"white");
        const bool black = key.mid(14).startsWith(u"black");
        const int i = (white || black) ? pieceOfType(key.mid(19)) : -1;
        if (i < 0) {
            m_notes.add(e.line,
                QStringLiteral("%1: names no piece type of the variant; left out").arg(e.key));
            continue;
        }
        (white ? byPiece[i].first : byPiece[i].second) = &e;
    }
    for (auto it = byPiece.cbegin(); it != byPiece.cend(); ++it) {
        const QString name = QStringLiteral("mobility-") + idAt(it.key());
        m_draft.setRegion(name, it->first ? squaresOf(*it->first) : m_draft.allSquares(),
            it->second ? squaresOf(*it->second) : m_draft.allSquares());
        QJsonObject p = pieceAt(it.key());
        p.insert(QStringLiteral("region"), name);
        m_draft.setPiece(it.key(), p);
    }
}

} // namespace fb::io::fsfimport
