// SPDX-License-Identifier: GPL-3.0-or-later
// Variant names other programs write ([Variant "Crazyhouse"], "chu", "fischerandom") and our
// preset ids.
#pragma once

#include <QString>

namespace fb {
class PresetRegistry;
}

namespace fb::io {

/// The preset id for a variant name as XBoard, Cute Chess, lichess or pychess write it
/// ("Crazyhouse", "chu", "fischerandom", "Chess960", "5x5+5_shogi", "Standard"), or a preset
/// id of `registry` itself. Case, spaces, '-' and '_' do not matter; XBoard's board-size
/// prefix ("10x8_") is ignored. Returns an empty string for an unknown name.
QString presetIdForVariantName(const QString& name, const PresetRegistry* registry = nullptr);

/// The name XBoard (or, where XBoard has none, lichess / Fairy-Stockfish) uses for one of
/// our bundled presets, to write in [Variant]; empty for chess (no tag needed). A custom
/// preset is named by its id.
QString variantNameForPreset(const QString& presetId);

} // namespace fb::io
