// SPDX-License-Identifier: GPL-3.0-or-later
// The user's own presets: a folder in the app's data location, loaded at start-up; preset
// bundles are checked and installed into it, installed presets removed from it. No dialogs
// here: the Install Preset Bundle action, the Manage Presets dialog and the tests share it.
#pragma once

#include "bundle.h"
#include "custompieceart.h"

#include <QString>
#include <QStringList>

namespace fb {
class PresetRegistry;
}

namespace UserPresets {

/// "<AppDataLocation>/presets" (it may not exist). Layout: see app/io/presetfolder.h.
QString directory();
/// Adds every preset of directory() to `registry`; creates nothing if the folder is missing.
/// Returns the number of preset ids that were not known before.
int load(fb::PresetRegistry& registry);
/// Empties `registry` and loads it again: the bundled presets, then directory().
void reload(fb::PresetRegistry& registry);

/// Is `id` a preset of `registry` loaded from directory()?
bool isInstalled(const fb::PresetRegistry& registry, const QString& id);
/// The ids of the installed presets, in id order.
QStringList installedIds(const fb::PresetRegistry& registry);
/// The piece images of installed preset `id` (empty for any other preset).
CustomPieceArt pieceArt(const fb::PresetRegistry& registry, const QString& id);

/// A preset bundle as read and validated, ready to install.
struct BundleCheck
{
    fb::io::Bundle bundle;
    QString id; ///< the preset id (empty when the bundle could not be read)
    QString name; ///< the preset's name
    /// Every problem, one per line as "file: key: message"; empty = it can be installed.
    QStringList problems;
    bool replaces = false; ///< a preset of this id is installed already
    bool ok() const { return problems.isEmpty(); }
};

/// Reads a preset bundle file (bundle.h's limits and checks) and validates it: checkBundle.
BundleCheck checkBundleFile(const QString& path, const fb::PresetRegistry& registry);
/// Validates the preset and images of a bundle read already (a preset bundle, or the preset
/// a game bundle carries): the id must make a file name and not be a bundled preset's, the
/// preset must compile with every rule profile, every image must load. `sourceName` names
/// the bundle in the problems ("x.fbpz/preset.json: pieces[2].betza: ...").
BundleCheck checkBundle(
    fb::io::Bundle bundle, const QString& sourceName, const fb::PresetRegistry& registry);
/// Installs a bundle that passed its check into directory() (all or nothing, see
/// fb::io::installPresetBundle) and reloads `registry`. Contract: check.ok().
bool install(const BundleCheck& check, fb::PresetRegistry& registry, QString* error);
/// Removes installed preset `id` with its piece images and reloads `registry`. A game of
/// it that is being played keeps its compiled variant.
bool remove(const QString& id, fb::PresetRegistry& registry, QString* error);

} // namespace UserPresets
