// SPDX-License-Identifier: GPL-3.0-or-later
#include "variantnames.h"

#include "japanese.h"
#include "presetembed.h"
#include "presetloader.h"

#include <QRegularExpression>
#include <algorithm>
#include <tuple>

namespace fb::io {

namespace {

// Lower case without spaces, '-' and '_': "Chu Shogi" and "chu-shogi" read alike.
QString normalized(const QString& name)
{
    QString out;
    out.reserve(name.size());
    for (QChar c : name)
        if (c != u' ' && c != u'-' && c != u'_')
            out += c.toLower();
    return out;
}

// Do the records name the variant `key` (normalized) in some format or as an alias?
bool namesVariant(const VariantRecords& records, const QString& key)
{
    for (const QString& n : records.names)
        if (!n.isEmpty() && normalized(n) == key)
            return true;
    return std::any_of(records.aliases.begin(), records.aliases.end(),
        [&](const QString& a) { return normalized(a) == key; });
}

// The presets of `registry` whose records fit.
template <typename Fits> QStringList presetsWhere(const PresetRegistry& registry, Fits fits)
{
    QStringList out;
    for (const QString& id : registry.ids())
        if (fits(registry.recordsOf(id)))
            out << id;
    return out;
}

} // namespace

QString bestPreset(const PresetRegistry& registry, QStringList ids)
{
    auto rank = [&](const QString& id) {
        return std::make_tuple(
            !isBundledPreset(registry, id), registry.recordsOf(id).ancestors, id);
    };
    std::sort(ids.begin(), ids.end(),
        [&](const QString& a, const QString& b) { return rank(a) < rank(b); });
    return ids.value(0);
}

QString presetIdForVariantName(const QString& name, const PresetRegistry* registry)
{
    if (!registry)
        return {};
    const QString trimmed = name.trimmed();
    if (registry->contains(trimmed))
        return trimmed;
    const QString key = normalized(trimmed);
    if (key.isEmpty())
        return {};
    const QStringList named = presetsWhere(
        *registry, [&](const PresetRecords& p) { return namesVariant(p.records, key); });
    if (!named.isEmpty())
        return bestPreset(*registry, named);
    // XBoard prefixes a board size to a variant played on another board: "10x8_capablanca".
    static const QRegularExpression sizePrefix(QStringLiteral("^\\d+x\\d+(\\+\\d+)?_"));
    QString stripped = trimmed;
    stripped.remove(sizePrefix);
    if (stripped != trimmed)
        return presetIdForVariantName(stripped, registry);
    for (const QString& id : registry->ids())
        if (normalized(id) == key)
            return id;
    return {};
}

QString pgnVariantName(const VariantDefinition& v)
{
    const auto it = v.records.names.constFind(QStringLiteral("pgn"));
    return it == v.records.names.constEnd() ? v.id : *it;
}

QString recordVariantName(const GameRecord& game)
{
    if (!game.presetJson.isEmpty() || !game.variant)
        return game.presetId;
    return pgnVariantName(*game.variant);
}

bool impliedByFormat(const GameRecord& game, const QString& format)
{
    return game.presetJson.isEmpty() && game.variant
        && game.variant->records.impliedBy.contains(format);
}

std::optional<QString> kifStartIn(const VariantRecords& records, const QString& name)
{
    const QString key = normalized(name.trimmed());
    if (key.isEmpty())
        return std::nullopt;
    if (namesVariant(records, key))
        return QString();
    for (const RecordStart& h : records.handicaps)
        if (normalized(h.kif) == key)
            return h.start;
    return std::nullopt;
}

std::optional<NamedStart> kifStartNamed(const PresetRegistry& registry, const QString& name)
{
    const QString id = presetIdForVariantName(name, &registry);
    if (!id.isEmpty())
        return NamedStart{id, QString()};
    const QString key = normalized(name.trimmed());
    auto isHandicap = [&](const PresetRecords& p) {
        return std::any_of(p.records.handicaps.begin(), p.records.handicaps.end(),
            [&](const RecordStart& h) { return normalized(h.kif) == key; });
    };
    const QString handicapOf = bestPreset(registry, presetsWhere(registry, isHandicap));
    if (key.isEmpty() || handicapOf.isEmpty())
        return std::nullopt;
    return NamedStart{handicapOf, *kifStartIn(registry.recordsOf(handicapOf).records, name)};
}

QString impliedPresetId(const PresetRegistry& registry, const ImpliedVariant& implied)
{
    QStringList ids = presetsWhere(registry,
        [&](const PresetRecords& p) { return p.records.impliedBy.contains(implied.format); });
    auto keep = [&](auto fits) {
        QStringList kept;
        for (const QString& id : ids)
            if (fits(registry.recordsOf(id)))
                kept << id;
        if (!kept.isEmpty())
            ids = kept;
        return !kept.isEmpty();
    };
    const bool sized = implied.ranks > 0
        && keep([&](const PresetRecords& p) { return p.ranks == implied.ranks; });
    if (!sized)
        keep([&](const PresetRecords& p) {
            return (kifStyleFor(p.files, p.ranks) == KifStyle::LargeBoard) == implied.largeBoard;
        });
    return bestPreset(registry, ids);
}

} // namespace fb::io
