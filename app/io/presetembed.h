// SPDX-License-Identifier: GPL-3.0-or-later
// Which preset a game is played under: bundled presets by id, custom presets carried along
// with the game as their resolved JSON (so a custom variant's game opens anywhere).
#pragma once

#include "gamerecord.h"

#include <QJsonObject>
#include <QString>

namespace fb {
class PresetRegistry;
}

namespace fb::io {

class VariantCache;

/// Is `id` one of the presets compiled into the application (not a user or test file)?
bool isBundledPreset(const PresetRegistry& registry, const QString& id);

/// The preset to carry with a game: the resolved JSON (parents merged in) of a preset that
/// is not bundled; an empty object for a bundled or unknown one.
QJsonObject presetToEmbed(const PresetRegistry& registry, const QString& id);

/// One-line JSON text with sorted keys, as written in a [PresetJSON] tag.
QString compactJson(const QJsonObject& object);
/// Parses the text of a [PresetJSON] tag. Returns an empty object and fills `error` if it is
/// not a JSON object.
QJsonObject parseJsonObject(const QString& text, QString* error);

/// Finds and compiles the variant of `game` and stores it in game.variant: the embedded
/// preset if there is one, else game.presetId, else game.variantName (presetIdForVariantName()),
/// else `fallbackPreset`, else the preset game.implied picks (impliedPresetId()). game.profile
/// picks the rule profile. Returns false and fills `error` (without file or line) when the
/// variant is unknown or does not compile. With a
/// `cache`, an embedded preset that is not a known one is compiled through it (once per file,
/// within the file's memory limit for compiled tables).
bool resolveVariant(GameRecord& game, const PresetRegistry& registry, const QString& fallbackPreset,
    QString* error, VariantCache* cache = nullptr);

} // namespace fb::io
