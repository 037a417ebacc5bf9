// SPDX-License-Identifier: GPL-3.0-or-later
// compilePreset: a merged preset checked for its shape, read step by step into a
// VariantDefinition (presetboard.cpp, presetpieces.cpp, presetrules.cpp, presetrecords.cpp), its
// compiled size
// estimated and bounded, then compiled and checked as a whole. And mergePreset.
#include "presetloader.h"

#include "fen.h"
#include "presetcategories.h"
#include "presetparts.h"

#include <QJsonArray>

#include <algorithm>

namespace fb {

namespace {

using preset::Report;

// The merged preset with the profile's overlay applied; empty (reported) when the preset has
// no such profile.
std::optional<QJsonObject> withProfile(
    const QJsonObject& preset, const QString& profile, Report& report)
{
    if (profile.isEmpty())
        return preset;
    const QJsonValue overlay = preset.value(QStringLiteral("profiles")).toObject().value(profile);
    if (overlay.isUndefined()) {
        report.error(
            QStringLiteral("profiles"), QStringLiteral("no rule profile '%1'").arg(profile));
        return std::nullopt;
    }
    if (!overlay.isObject())
        return preset; // checkShape() says what is wrong with it
    // A profile's own words name the rule set, not the variant; the keys that name the preset
    // are refused by checkShape().
    QJsonObject o = overlay.toObject();
    o.remove(QStringLiteral("name"));
    o.remove(QStringLiteral("description"));
    return mergePreset(preset, o);
}

// Family and notation: names of the game, no effect on the rules.
void readIdentity(const QJsonObject& preset, VariantDefinition& v, Report& report)
{
    v.id = preset.value(QStringLiteral("id")).toString();
    if (v.id.isEmpty())
        report.error(QStringLiteral("id"), QStringLiteral("missing"));
    v.name = preset.value(QStringLiteral("name")).toString(v.id);
    v.description = preset.value(QStringLiteral("description")).toString();
    const QString family = preset.value(QStringLiteral("family")).toString(QStringLiteral("chess"));
    if (const std::optional<Family> f = familyFromId(family))
        v.family = *f;
    else
        report.error(QStringLiteral("family"),
            QStringLiteral("'%1' is not chess, shogi, xiangqi or janggi").arg(family));
    const QJsonValue categories = preset.value(QStringLiteral("categories"));
    for (const QJsonValue& c :
        categories.isString() ? QJsonArray{categories} : categories.toArray())
        if (c.isString() && !presetCategoryFromId(c.toString()))
            report.error(QStringLiteral("categories"),
                QStringLiteral("'%1' is not chess, drop, shogi, xiangqi, large or other")
                    .arg(c.toString()));
    const QString notation
        = preset.value(QStringLiteral("notation")).toString(QStringLiteral("algebraic"));
    if (notation == u"usi")
        v.notation = NotationStyle::Usi;
    else if (notation != u"algebraic")
        report.error(QStringLiteral("notation"),
            QStringLiteral("'%1' is not algebraic or usi").arg(notation));
}

// The characters of all the preset's XBetza strings: pieces[].betza, rangeCapture and their
// regionMoves.
qsizetype xbetzaCharacters(const QJsonArray& pieces)
{
    qsizetype n = 0;
    for (const QJsonValue& piece : pieces) {
        const QJsonObject p = piece.toObject();
        n += p.value(QStringLiteral("betza")).toString().size();
        n += p.value(QStringLiteral("rangeCapture")).toString().size();
        for (const QJsonValue& move : p.value(QStringLiteral("regionMoves")).toArray())
            n += move.toObject().value(QStringLiteral("betza")).toString().size();
    }
    return n;
}

// How many piece types, regions, rule profiles and characters of XBetza the preset has, each
// within its limit (reported when not): checked before any of them is read.
bool withinCounts(const QJsonObject& preset, Report& report)
{
    const int before = report.count();
    auto limit = [&](const char* key, qsizetype count, qsizetype most, const QString& what) {
        if (count > most)
            report.error(QLatin1StringView(key),
                QStringLiteral("%1 %2; at most %3").arg(count).arg(what).arg(most));
    };
    limit("pieces", preset.value(QStringLiteral("pieces")).toArray().size(),
        VariantDefinition::MaxPieceTypes, QStringLiteral("piece types"));
    limit("regions", preset.value(QStringLiteral("regions")).toObject().size(),
        VariantDefinition::MaxRegions, QStringLiteral("regions"));
    limit("profiles", preset.value(QStringLiteral("profiles")).toObject().size(),
        PresetLimits::MaxRuleProfiles, QStringLiteral("rule profiles"));
    limit("pieces", xbetzaCharacters(preset.value(QStringLiteral("pieces")).toArray()),
        PresetLimits::MaxXBetzaCharacters,
        QStringLiteral("characters of XBetza in the betza strings"));
    return report.count() == before;
}

// The compiled tables must fit VariantDefinition::MaxTableBytes; worked out before they are
// built, from the board, the piece types and their move paths.
bool tablesFit(const VariantDefinition& v, Report& report)
{
    const TableEstimate e = estimateMoveTables(v, VariantDefinition::MaxTableBytes);
    if (e.bytes <= VariantDefinition::MaxTableBytes)
        return true;
    constexpr double MiB = 1024.0 * 1024.0;
    report.error(QStringLiteral("(tables)"),
        QStringLiteral("the compiled tables would take about %1 MiB (a %2 x %3 board padded to "
                       "%4 cells, %5 piece types, %6%7 move paths); at most %8 MiB")
            .arg(QString::number(double(e.bytes) / MiB, 'f', 2))
            .arg(v.geometry.files())
            .arg(v.geometry.ranks())
            .arg(v.geometry.cellCount())
            .arg(v.pieceCount())
            .arg(e.partial ? QStringLiteral("more than ") : QString())
            .arg(e.paths)
            .arg(VariantDefinition::MaxTableBytes / (1024 * 1024)));
    return false;
}

// Every piece with a promotion must find squares of its zone for both sides, and reach the
// zone from some square that may promote on the way in.
void checkPromotionZones(const VariantDefinition& v, Report& report)
{
    for (size_t i = 0; i < v.pieces.size(); ++i) {
        const PieceDefinition& d = v.pieces[i];
        if (d.promotionZone < 0 || d.promotions.empty())
            continue;
        const Region& zone = v.regions[size_t(d.promotionZone)];
        for (int s = 0; s < 2; ++s)
            if (zone.squares[size_t(s)].isEmpty())
                report.error(QStringLiteral("pieces.%1.promotion.zone").arg(d.id),
                    QStringLiteral("the zone has no squares for the %1 side")
                        .arg(s == 0 ? QStringLiteral("first") : QStringLiteral("second")));
        const bool onTheWayIn = d.promotionTrigger == PromotionTrigger::EntersZone
            || d.promotionTrigger == PromotionTrigger::EntersOrCaptures;
        const PieceTable& t = v.tables().table(PieceType(i), First);
        const BoardGeometry& g = v.geometry;
        bool reachable = false;
        for (Square sq : g.squares()) {
            if (reachable)
                break;
            if (onTheWayIn && zone.contains(First, sq))
                continue; // these promote only on the way in
            for (const SimpleStep& st : t.simple)
                for (int k = 1, cur = sq + st.delta;
                    k <= st.maxSteps && g.isPlayable(Square(cur)) && !reachable;
                    ++k, cur += st.delta)
                    reachable = zone.contains(First, Square(cur));
            for (size_t p = 0; p < t.paths.size() && !reachable; ++p) {
                int cur = sq;
                for (int l = 0; l < t.paths[p].legCount; ++l)
                    cur += t.paths[p].legs[size_t(l)].delta;
                reachable = cur >= 0 && cur < g.cellCount() && zone.contains(First, Square(cur));
            }
        }
        if (!reachable)
            report.error(QStringLiteral("pieces.%1.promotion").arg(d.id),
                QStringLiteral("the piece can never reach its promotion zone"));
    }
}

void checkStart(const VariantPtr& v, Report& report)
{
    if (v->startFen.isEmpty()) {
        report.error(QStringLiteral("start"), QStringLiteral("missing"));
        return;
    }
    FenError err;
    if (!readFen(v, v->startFen, &err))
        report.error(QStringLiteral("start"),
            QStringLiteral("'%1': %2").arg(v->startFen.left(200), err.toString()));
}

} // namespace

QJsonObject mergePreset(const QJsonObject& parent, const QJsonObject& child)
{
    QJsonObject out = parent;
    out.remove(QStringLiteral("abstract"));
    for (auto it = child.begin(); it != child.end(); ++it) {
        const QString& key = it.key();
        // Piece definitions merge by id; a list of piece ids (rules.extinction.pieces,
        // storage.first.pieces) replaces like any other list.
        auto holdsObjects = [](const QJsonValue& list) {
            const QJsonArray a = list.toArray();
            return std::any_of(
                a.begin(), a.end(), [](const QJsonValue& e) { return e.isObject(); });
        };
        const bool definitions = key == u"pieces" && it->isArray() && parent.value(key).isArray()
            && (holdsObjects(*it) || holdsObjects(parent.value(key)));
        if (definitions) {
            QJsonArray merged = parent.value(key).toArray();
            for (const QJsonValue& pv : it->toArray()) {
                if (!pv.isObject()) {
                    merged.append(pv); // kept as it is, for the shape check to report
                    continue;
                }
                const QJsonObject po = pv.toObject();
                const QString id = po.value(QStringLiteral("id")).toString();
                bool found = false;
                for (int i = 0; i < merged.size(); ++i) {
                    if (merged[i].toObject().value(QStringLiteral("id")).toString() == id) {
                        found = true;
                        if (po.value(QStringLiteral("remove")).toBool())
                            merged.removeAt(i);
                        else
                            merged[i] = mergePreset(merged[i].toObject(), po);
                        break;
                    }
                }
                if (!found && !po.value(QStringLiteral("remove")).toBool())
                    merged.append(po);
            }
            out[key] = merged;
        } else if (it->isObject() && parent.value(key).isObject()) {
            out[key] = mergePreset(parent.value(key).toObject(), it->toObject());
        } else {
            out[key] = *it;
        }
    }
    return out;
}

VariantPtr compilePreset(const QJsonObject& presetIn, const QString& file,
    QList<PresetDiagnostic>& diagnostics, const QString& profile)
{
    Report report{file, diagnostics};
    const int errorsBefore = report.count();
    const std::optional<QJsonObject> merged = withProfile(presetIn, profile, report);
    if (!merged || !preset::checkShape(*merged, report))
        return nullptr;
    const QJsonObject& preset = *merged;

    auto v = std::make_shared<VariantDefinition>();
    readIdentity(preset, *v, report);
    v->parentId = presetIn.value(QStringLiteral("inherits")).toString();
    // Pieces first: their leaps size the board's padding.
    const QJsonArray pieces = preset.value(QStringLiteral("pieces")).toArray();
    if (pieces.isEmpty())
        report.error(QStringLiteral("pieces"), QStringLiteral("no pieces defined"));
    if (!withinCounts(preset, report))
        return nullptr;
    preset::readPieces(pieces, *v, report);
    preset::readBoard(preset.value(QStringLiteral("board")).toObject(), *v, report);
    preset::readRegions(preset.value(QStringLiteral("regions")).toObject(), *v, report);
    preset::linkPieces(pieces, *v, report);
    preset::readRules(preset.value(QStringLiteral("rules")).toObject(), *v, report);
    preset::readStorage(preset.value(QStringLiteral("storage")), *v, report);
    preset::readRecords(preset, pieces, *v, report);
    v->startFen = preset.value(QStringLiteral("start")).toString();
    if (report.count() > errorsBefore || !tablesFit(*v, report))
        return nullptr;

    for (const QString& e : v->finalize())
        report.error(e.section(u':', 0, 0), e.section(u':', 1).trimmed());
    checkPromotionZones(*v, report);
    checkStart(v, report);
    preset::checkRecordStarts(v, report);
    if (report.count() > errorsBefore)
        return nullptr;
    return v;
}

} // namespace fb
