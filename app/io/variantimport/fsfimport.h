// SPDX-License-Identifier: GPL-3.0-or-later
// Fairy-Stockfish's variants.ini into presets (see variantimport.h).
#pragma once

#include "importtypes.h"

namespace fb {
class PresetRegistry;
}

namespace fb::io {

/// Imports the sections of a variants.ini text (`section` empty: every section; else only that
/// one). A section's parent is another section of the text, or one of Fairy-Stockfish's built-in
/// variants, which is read as the preset of `registry` of that name (presetIdForVariantName); a
/// built-in without a preset leaves the section out, with a note.
ImportResult importFsf(const QString& text, const QString& file, const QString& section,
    const PresetRegistry& registry);

} // namespace fb::io
