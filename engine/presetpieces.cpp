// SPDX-License-Identifier: GPL-3.0-or-later
// Presets: the pieces, first on their own (ids, letters, XBetza), then what each one names
// (regions, promotion targets, other pieces).
#include "presetparts.h"

#include <QSet>

namespace fb::preset {

namespace {

// A FEN letter: one letter with distinct upper and lower case forms (so the sides differ),
// optionally after '+' and optionally before '\'' or '!'. Returns the upper-case form, or an
// empty string.
QString fenLetter(const QString& text)
{
    // [+]X, [+]X' or [+]X! (XBoard's second and third alphabets, for variants with more than
    // 26 pieces: Dai Shogi's X', Tenjiku Shogi's X!).
    const bool plus = text.startsWith(u'+');
    const bool suffix = text.endsWith(u'\'') || text.endsWith(u'!');
    if (text.size() != 1 + int(plus) + int(suffix))
        return {};
    const QChar c = text[int(plus)];
    const QChar upper = c.toUpper(), lower = c.toLower();
    if (!c.isLetter() || upper == lower || upper.toLower() != lower || lower.toUpper() != upper)
        return {};
    return (plus ? QStringLiteral("+") : QString()) + upper + (suffix ? text.back() : QString());
}

std::optional<betza::Movement> movement(const QString& text, const QString& key, Report& report)
{
    betza::ParseError err;
    std::optional<betza::Movement> m = betza::parse(text, &err);
    if (!m)
        report.error(key,
            QStringLiteral("'%1': %2 at position %3").arg(text, err.message).arg(err.position + 1));
    return m;
}

// pieces[].rangeCapture: plain single-leg components (direction letters only), compiled
// into RangeJump legs; the piece needs a jumpRank to jump anything.
void readRangeCapture(const QJsonObject& po, PieceDefinition& d, const QString& key, Report& report)
{
    d.jumpRank = po.value(QStringLiteral("jumpRank")).toInt(0);
    d.mergeRoutes = po.value(QStringLiteral("mergeRoutes")).toBool(false);
    d.rangeCapture = po.value(QStringLiteral("rangeCapture")).toString();
    if (d.rangeCapture.isEmpty())
        return;
    const QString at = key + QStringLiteral(".rangeCapture");
    const std::optional<betza::Movement> m = movement(d.rangeCapture, at, report);
    if (!m)
        return;
    for (const betza::Component& c : m->components)
        if (c.castling || c.initial || c.legs.size() != 1 || c.legs[0].modes != 0) {
            report.error(at,
                QStringLiteral("'%1': only atoms with direction letters (\"Q\", \"fR\"): "
                               "the lines a range capture follows")
                    .arg(d.rangeCapture));
            return;
        }
    if (d.jumpRank <= 0)
        report.error(at, QStringLiteral("needs a jumpRank above 0: it jumps lower ranks only"));
    d.rangeCaptureMovement = *m;
}

void readRegionMoves(const QJsonArray& list, PieceDefinition& d, const QString& key, Report& report)
{
    for (int k = 0; k < list.size(); ++k) {
        const QJsonObject o = list[k].toObject();
        const QString at = QStringLiteral("%1.regionMoves[%2]").arg(key).arg(k);
        PieceDefinition::RegionMove rm;
        rm.betza = o.value(QStringLiteral("betza")).toString();
        rm.wholePath = o.value(QStringLiteral("path")).toBool();
        if (rm.betza.isEmpty())
            report.error(at + QStringLiteral(".betza"), QStringLiteral("missing"));
        else if (auto m = movement(rm.betza, at + QStringLiteral(".betza"), report))
            rm.movement = *m;
        d.regionMoves.push_back(rm);
    }
}

void readPromotion(
    const QJsonObject& pr, VariantDefinition& v, PieceType type, const QString& key, Report& report)
{
    PieceDefinition& d = v.pieces[size_t(type)];
    const QJsonValue to = pr.value(QStringLiteral("to"));
    if (to.isUndefined())
        report.error(key + QStringLiteral(".to"), QStringLiteral("missing"));
    else if (stringList(to).isEmpty())
        report.error(key + QStringLiteral(".to"), QStringLiteral("no promotion targets"));
    d.promotions = pieceRefs(v, to, key + QStringLiteral(".to"), report);
    if (const QJsonValue second = pr.value(QStringLiteral("secondTo")); !second.isUndefined()) {
        if (stringList(second).isEmpty())
            report.error(key + QStringLiteral(".secondTo"), QStringLiteral("no promotion targets"));
        d.secondPromotions = pieceRefs(v, second, key + QStringLiteral(".secondTo"), report);
    }
    if (d.promotesTo(type))
        report.error(key
                + (d.secondPromotions.empty() ? QStringLiteral(".to")
                                              : QStringLiteral(".secondTo")),
            QStringLiteral("a piece cannot promote to itself"));
    for (const auto* list : {&d.promotions, &d.secondPromotions})
        for (PieceType t : *list)
            if (v.pieces[size_t(t)].unpromoted == NoPieceType && t != type)
                v.pieces[size_t(t)].unpromoted = type;
    if (!pr.contains(QStringLiteral("zone")))
        report.error(key + QStringLiteral(".zone"), QStringLiteral("missing"));
    d.promotionZone
        = regionRef(v, pr.value(QStringLiteral("zone")), key + QStringLiteral(".zone"), report);
    const QString trigger
        = pr.value(QStringLiteral("trigger")).toString(QStringLiteral("endsInZone"));
    if (trigger == u"endsInZone")
        d.promotionTrigger = PromotionTrigger::EndsInZone;
    else if (trigger == u"startsOrEndsInZone")
        d.promotionTrigger = PromotionTrigger::StartsOrEndsInZone;
    else if (trigger == u"entersZone")
        d.promotionTrigger = PromotionTrigger::EntersZone;
    else if (trigger == u"entersOrCaptures")
        d.promotionTrigger = PromotionTrigger::EntersOrCaptures;
    else if (trigger == u"capturesInZone")
        d.promotionTrigger = PromotionTrigger::CapturesInZone;
    else if (trigger == u"inPlace")
        d.promotionTrigger = PromotionTrigger::InPlace;
    else
        report.error(key + QStringLiteral(".trigger"),
            QStringLiteral("'%1' is not endsInZone, startsOrEndsInZone, entersZone, "
                           "entersOrCaptures, capturesInZone or inPlace")
                .arg(trigger));
    d.promotionMandatory = pr.value(QStringLiteral("mandatory")).toBool();
    d.promotionAlsoIn
        = regionRef(v, pr.value(QStringLiteral("alsoIn")), key + QStringLiteral(".alsoIn"), report);
}

void readDrop(
    const QJsonObject& dr, VariantDefinition& v, PieceType type, const QString& key, Report& report)
{
    PieceDefinition& d = v.pieces[size_t(type)];
    d.droppable = dr.value(QStringLiteral("allowed")).toBool(true);
    d.dropRegion
        = regionRef(v, dr.value(QStringLiteral("region")), key + QStringLiteral(".region"), report);
    d.maxPerFile = dr.value(QStringLiteral("maxPerFile")).toInt(-1);
    d.dropMateForbidden = dr.value(QStringLiteral("noMate")).toBool();
    d.dropStalemateForbidden = dr.value(QStringLiteral("noStalemate")).toBool();
    d.dropAs = pieceRefs(v, dr.value(QStringLiteral("as")), key + QStringLiteral(".as"), report);
    if (std::find(d.dropAs.begin(), d.dropAs.end(), type) != d.dropAs.end())
        report.error(key + QStringLiteral(".as"),
            QStringLiteral("a piece is dropped as itself anyway; list only other forms"));
}

} // namespace

void readPieces(const QJsonArray& pieces, VariantDefinition& v, Report& report)
{
    QSet<QString> ids, letters;
    for (int i = 0; i < pieces.size(); ++i) {
        const QJsonObject po = pieces[i].toObject();
        const QString key = piecePath(pieces[i], i);
        PieceDefinition d;
        d.id = po.value(QStringLiteral("id")).toString();
        if (d.id.isEmpty())
            report.error(key + QStringLiteral(".id"), QStringLiteral("missing"));
        else if (d.id.contains(u'~'))
            report.error(key + QStringLiteral(".id"),
                QStringLiteral("'~' is kept for the promoted forms of rules.promotedPiecesDemote"));
        else if (ids.contains(d.id))
            report.error(key + QStringLiteral(".id"), QStringLiteral("duplicate piece id"));
        ids.insert(d.id);
        d.name = po.value(QStringLiteral("name")).toString(d.id);
        const QString letter = po.value(QStringLiteral("letter")).toString();
        d.letter = fenLetter(letter);
        if (d.letter.isEmpty())
            report.error(key + QStringLiteral(".letter"),
                letter.isEmpty() ? QStringLiteral("missing")
                                 : QStringLiteral("'%1' is not a FEN letter (one letter that has "
                                                  "an upper and a lower case, optionally after "
                                                  "'+' and before ' or !)")
                                       .arg(letter));
        else if (letters.contains(d.letter))
            report.error(key + QStringLiteral(".letter"),
                QStringLiteral("letter '%1' is used twice").arg(d.letter));
        letters.insert(d.letter);
        d.betza = po.value(QStringLiteral("betza")).toString();
        if (auto m = movement(d.betza, key + QStringLiteral(".betza"), report))
            d.movement = *m;
        d.royal = po.value(QStringLiteral("royal")).toBool();
        d.pawn = po.value(QStringLiteral("pawn")).toBool();
        d.art = po.value(QStringLiteral("art")).toString(d.id);
        const QJsonObject second = po.value(QStringLiteral("second")).toObject();
        d.secondArt = second.value(QStringLiteral("art")).toString();
        d.secondName = second.value(QStringLiteral("name")).toString();
        d.maxCount = po.value(QStringLiteral("maxCount")).toInt(-1);
        d.initialMovesNotInCheck = po.value(QStringLiteral("initialMovesNotInCheck")).toBool(false);
        readRegionMoves(po.value(QStringLiteral("regionMoves")).toArray(), d, key, report);
        readRangeCapture(po, d, key, report);
        v.pieces.push_back(d);
    }
}

void linkPieces(const QJsonArray& pieces, VariantDefinition& v, Report& report)
{
    for (int i = 0; i < pieces.size() && i < int(v.pieces.size()); ++i) {
        const QJsonObject po = pieces[i].toObject();
        const QString key = piecePath(pieces[i], i);
        PieceDefinition& d = v.pieces[size_t(i)];
        d.regionLimit = regionRef(
            v, po.value(QStringLiteral("region")), key + QStringLiteral(".region"), report);
        d.initialRegion = regionRef(v, po.value(QStringLiteral("initialRegion")),
            key + QStringLiteral(".initialRegion"), report);
        d.initialMovesLostWhenAimedBy
            = pieceRefs(v, po.value(QStringLiteral("initialMovesLostWhenAimedBy")),
                key + QStringLiteral(".initialMovesLostWhenAimedBy"), report);
        d.enPassantRegion = regionRef(v, po.value(QStringLiteral("enPassantRegion")),
            key + QStringLiteral(".enPassantRegion"), report);
        if (po.contains(QStringLiteral("demotesTo"))) {
            const std::vector<PieceType> to = pieceRefs(v, po.value(QStringLiteral("demotesTo")),
                key + QStringLiteral(".demotesTo"), report);
            d.demotesTo = to.empty() ? NoPieceType : to.front();
        }
        if (po.contains(QStringLiteral("promotion")))
            readPromotion(po.value(QStringLiteral("promotion")).toObject(), v, PieceType(i),
                key + QStringLiteral(".promotion"), report);
        const QJsonArray moves = po.value(QStringLiteral("regionMoves")).toArray();
        for (int k = 0; k < moves.size() && k < int(d.regionMoves.size()); ++k) {
            const QString at = QStringLiteral("%1.regionMoves[%2].region").arg(key).arg(k);
            const QJsonValue region = moves[k].toObject().value(QStringLiteral("region"));
            if (region.isUndefined())
                report.error(at, QStringLiteral("missing"));
            d.regionMoves[size_t(k)].region = regionRef(v, region, at, report);
        }
        d.cannotHopOver = pieceRefs(v, po.value(QStringLiteral("cannotHopOver")),
            key + QStringLiteral(".cannotHopOver"), report);
        d.cannotCapture = pieceRefs(v, po.value(QStringLiteral("cannotCapture")),
            key + QStringLiteral(".cannotCapture"), report);
        if (po.contains(QStringLiteral("drop")))
            readDrop(po.value(QStringLiteral("drop")).toObject(), v, PieceType(i),
                key + QStringLiteral(".drop"), report);
    }
}

} // namespace fb::preset
