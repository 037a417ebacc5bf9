// SPDX-License-Identifier: GPL-3.0-or-later
// A folder of installed presets (the app's user presets): a preset bundle is installed into it
// all or nothing, and an installed preset is removed with its piece images. Layout:
//   ID.json          the preset (resolved: self-contained, no "inherits")
//   pieces/ID/NAME   the piece images of preset ID (NAME as in a bundle: ART.svg, white-ART.png)
// Images a user put into pieces/ by hand are found too (pieceImageDirs), never removed.
#pragma once

#include <QString>
#include <QStringList>

namespace fb::io {

struct Bundle;

/// Can `id` name files in a preset folder ([A-Za-z0-9][A-Za-z0-9_-]{0,63})?
bool isInstallableId(const QString& id);

/// Installs a preset bundle into `dir` (created if missing): the preset as ID.json and its
/// images as pieces/ID/NAME, replacing an installed preset of the same id with its images.
/// Everything is written into a staging folder inside `dir` first and then renamed into
/// place, images before the preset: on failure the folder is as it was (an earlier preset of
/// the id included) and `error` says why. The preset is stored without "inherits" (a bundle's
/// preset is already resolved). Returns the preset id in `id`. Does not validate the preset's
/// rules: callers compile it first (UserPresets::checkBundle in the app).
bool installPresetBundle(const Bundle& bundle, const QString& dir, QString* id, QString* error);

/// Removes the preset `id` from `dir`: ID.json and the folder pieces/ID. Fails (and changes
/// nothing) when ID.json is not there or cannot be removed.
bool removeInstalledPreset(const QString& dir, const QString& id, QString* error);

/// The folders where the images of installed preset `id` are looked for, first match wins:
/// pieces/ID, then pieces (images put there by hand).
QStringList pieceImageDirs(const QString& dir, const QString& id);

} // namespace fb::io
