// SPDX-License-Identifier: GPL-3.0-or-later
#include "presetembed.h"

#include "presetloader.h"
#include "variantcache.h"
#include "variantnames.h"

#include <QJsonDocument>

namespace fb::io {

bool isBundledPreset(const PresetRegistry& registry, const QString& id)
{
    return registry.contains(id) && registry.fileOf(id).startsWith(QStringLiteral(":/"));
}

QJsonObject presetToEmbed(const PresetRegistry& registry, const QString& id)
{
    if (id.isEmpty() || !registry.contains(id) || isBundledPreset(registry, id))
        return {};
    return registry.resolved(id);
}

QString compactJson(const QJsonObject& object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QJsonObject parseJsonObject(const QString& text, QString* error)
{
    QJsonParseError perr;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &perr);
    if (perr.error != QJsonParseError::NoError) {
        if (error)
            *error = QStringLiteral("%1 at offset %2").arg(perr.errorString()).arg(perr.offset);
        return {};
    }
    if (!doc.isObject()) {
        if (error)
            *error = QStringLiteral("not a JSON object");
        return {};
    }
    return doc.object();
}

namespace {

QString diagnosticsText(const QList<PresetDiagnostic>& diags)
{
    QStringList parts;
    for (const PresetDiagnostic& d : diags)
        parts << d.key + QStringLiteral(": ") + d.message;
    return parts.join(QStringLiteral("; "));
}

} // namespace

bool resolveVariant(GameRecord& game, const PresetRegistry& registry, const QString& fallbackPreset,
    QString* error, VariantCache* cache)
{
    QList<PresetDiagnostic> diags;
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (!game.presetJson.isEmpty()) {
        const QString id = game.presetJson.value(QStringLiteral("id")).toString();
        if (id.isEmpty())
            return fail(QStringLiteral("the embedded preset has no id"));
        // The same preset as one we know: share its compiled tables.
        if (registry.contains(id) && registry.resolved(id) == game.presetJson) {
            game.variant = registry.variant(id, game.profile, &diags);
        } else if (cache) {
            game.variant = cache->variant(game.presetJson, game.profile, error);
            if (!game.variant)
                return false;
        } else {
            game.variant = compilePreset(
                game.presetJson, QStringLiteral("embedded preset"), diags, game.profile);
        }
        if (!game.variant)
            return fail(QStringLiteral("the embedded preset '%1' does not compile: %2")
                    .arg(id, diagnosticsText(diags)));
        game.presetId = id;
        return true;
    }
    QString id = game.presetId;
    if (id.isEmpty() && !game.variantName.isEmpty())
        id = presetIdForVariantName(game.variantName, &registry);
    if (id.isEmpty() && !fallbackPreset.isEmpty())
        id = fallbackPreset;
    if (id.isEmpty()) {
        if (!game.variantName.isEmpty())
            return fail(QStringLiteral("unknown variant '%1' (give the preset with --preset)")
                    .arg(game.variantName));
        id = impliedPresetId(registry, game.implied);
        if (id.isEmpty())
            return fail(QStringLiteral("the record names no variant, and no preset is read from "
                                       "%1 records that name none (records.impliedBy); give the "
                                       "preset with --preset")
                    .arg(game.implied.format));
    }
    if (!registry.contains(id))
        return fail(QStringLiteral("unknown preset '%1'").arg(id));
    game.variant = registry.variant(id, game.profile, &diags);
    if (!game.variant)
        return fail(QStringLiteral("preset '%1'%2 does not compile: %3")
                .arg(id,
                    game.profile.isEmpty() ? QString()
                                           : QStringLiteral(" with rules '%1'").arg(game.profile),
                    diagnosticsText(diags)));
    game.presetId = id;
    // A custom preset travels with the game when it is saved again.
    if (game.presetJson.isEmpty())
        game.presetJson = presetToEmbed(registry, id);
    return true;
}

} // namespace fb::io
