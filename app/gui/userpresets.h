// SPDX-License-Identifier: GPL-3.0-or-later
// The user's own presets: a folder in the app's data location, loaded at start-up.
#pragma once

#include <QString>

namespace fb {
class PresetRegistry;
}

namespace UserPresets {

/// "<AppDataLocation>/presets" (it may not exist).
QString directory();
/// Adds every preset of directory() to `registry`; creates nothing if the folder is missing.
/// Returns the number of preset ids that were not known before.
int load(fb::PresetRegistry& registry);

} // namespace UserPresets
