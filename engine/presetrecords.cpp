// SPDX-License-Identifier: GPL-3.0-or-later
// Presets: what game records call the variant and its pieces (`records`, `pieces[].records`),
// kept as data for app/io, with the checks that need more than the shape of the values.
#include "fen.h"
#include "presetparts.h"

namespace fb {

const QStringList& recordFormats()
{
    static const QStringList formats{QStringLiteral("pgn"), QStringLiteral("uci"),
        QStringLiteral("usi"), QStringLiteral("ucci"), QStringLiteral("kif"), QStringLiteral("csa"),
        QStringLiteral("gib"), QStringLiteral("gamecourier")};
    return formats;
}

namespace {

SideNames sideNames(const QJsonObject& o)
{
    SideNames n;
    n.first = o.value(QStringLiteral("first")).toString();
    n.second = o.value(QStringLiteral("second")).toString(n.first);
    n.read = preset::stringList(o.value(QStringLiteral("read")));
    return n;
}

PieceRecords pieceRecords(const QJsonObject& o)
{
    PieceRecords r;
    const QJsonObject kif = o.value(QStringLiteral("kif")).toObject();
    r.kifMove = kif.value(QStringLiteral("move")).toString();
    r.kifBoard = kif.value(QStringLiteral("board")).toString(r.kifMove);
    r.kifRead = preset::stringList(kif.value(QStringLiteral("read")));
    r.japanese = o.value(QStringLiteral("japanese")).toString();
    r.csa = o.value(QStringLiteral("csa")).toString();
    r.wxf = preset::stringList(o.value(QStringLiteral("wxf")));
    r.chinese = sideNames(o.value(QStringLiteral("chinese")).toObject());
    r.gib = sideNames(o.value(QStringLiteral("gib")).toObject());
    return r;
}

// The `records` object of a preset.
VariantRecords variantRecords(const QJsonObject& o)
{
    VariantRecords r;
    const QJsonObject names = o.value(QStringLiteral("names")).toObject();
    for (auto it = names.begin(); it != names.end(); ++it)
        if (it.key() != u"_doc" && it->isString())
            r.names.insert(it.key(), it->toString());
    r.aliases = preset::stringList(o.value(QStringLiteral("aliases")));
    for (const QJsonValue& h : o.value(QStringLiteral("handicaps")).toArray()) {
        const QJsonObject ho = h.toObject();
        r.handicaps.push_back({ho.value(QStringLiteral("kif")).toString(),
            ho.value(QStringLiteral("start")).toString()});
    }
    r.impliedBy = preset::stringList(o.value(QStringLiteral("impliedBy")));
    return r;
}

// Reports the keys of `o` in `required` that it lacks, under `path`.
void requireKeys(const QJsonObject& o, std::initializer_list<const char*> required,
    const QString& path, preset::Report& report)
{
    for (const char* key : required)
        if (!o.contains(QLatin1StringView(key)))
            report.error(path + u'.' + QLatin1StringView(key), QStringLiteral("missing"));
}

void checkImpliedBy(const QJsonValue& value, preset::Report& report)
{
    const QStringList formats = preset::stringList(value);
    for (qsizetype i = 0; i < formats.size(); ++i)
        if (!recordFormats().contains(formats[i]))
            report.error(value.isArray() ? QStringLiteral("records.impliedBy[%1]").arg(i)
                                         : QStringLiteral("records.impliedBy"),
                QStringLiteral("'%1' is not a record format (%2)")
                    .arg(formats[i], recordFormats().join(QStringLiteral(", "))));
}

} // namespace

VariantRecords presetRecords(const QJsonObject& preset)
{
    return variantRecords(preset.value(QStringLiteral("records")).toObject());
}

namespace preset {

void readRecords(
    const QJsonObject& preset, const QJsonArray& pieces, VariantDefinition& v, Report& report)
{
    const QJsonObject records = preset.value(QStringLiteral("records")).toObject();
    v.records = variantRecords(records);
    checkImpliedBy(records.value(QStringLiteral("impliedBy")), report);
    const QJsonArray handicaps = records.value(QStringLiteral("handicaps")).toArray();
    for (qsizetype i = 0; i < handicaps.size(); ++i)
        requireKeys(handicaps[i].toObject(), {"kif", "start"},
            QStringLiteral("records.handicaps[%1]").arg(i), report);
    for (qsizetype i = 0; i < pieces.size() && i < qsizetype(v.pieces.size()); ++i) {
        const QJsonObject o = pieces[i].toObject().value(QStringLiteral("records")).toObject();
        const QString key = piecePath(pieces[i], int(i)) + QStringLiteral(".records");
        for (const auto& [format, name] :
            {std::pair{"kif", "move"}, std::pair{"chinese", "first"}, std::pair{"gib", "first"}})
            if (o.contains(QLatin1StringView(format)))
                requireKeys(o.value(QLatin1StringView(format)).toObject(), {name},
                    key + u'.' + QLatin1StringView(format), report);
        v.pieces[size_t(i)].records = pieceRecords(o);
    }
}

void checkRecordStarts(const VariantPtr& v, Report& report)
{
    for (size_t i = 0; i < v->records.handicaps.size(); ++i) {
        const QString& start = v->records.handicaps[i].start;
        FenError err;
        if (!readFen(v, start, &err))
            report.error(QStringLiteral("records.handicaps[%1].start").arg(i),
                QStringLiteral("'%1': %2").arg(start.left(200), err.toString()));
    }
}

} // namespace preset

} // namespace fb
