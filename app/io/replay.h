// SPDX-License-Identifier: GPL-3.0-or-later
// Replaying a game record with full legality: every move text becomes the legal move it
// denotes, or the game gets an error naming the line, the move number and the text.
#pragma once

#include "gamerecord.h"

#include <QString>
#include <optional>

namespace fb {
class PresetRegistry;
}

namespace fb::io {

class VariantCache;

struct ReplayOptions
{
    QString fallbackPreset; ///< the preset when the record does not say its variant
    bool variations = true; ///< also resolve the moves of variations (problems become warnings)
    /// Where embedded presets are compiled (shared by the games of one file); null = compile
    /// each game's own.
    VariantCache* variants = nullptr;
    /// The longest line played (LogLimits::maxPliesPerLine): a longer main line is a game
    /// error, a longer variation is not played (a warning says so).
    int maxPlies = 100000;
};

/// Resolves the variant (see resolveVariant), reads the start position and resolves every
/// main-line move against the legal moves of its position (and, best effort, the moves of
/// the variations). Returns the final position, or nullopt with game.error set to
/// "source:line: 12... Nf9: why". A move after the game was decided on the board (a royal
/// captured, a flag reached, bikjang) is an error too.
std::optional<Position> replayGame(
    GameRecord& game, const PresetRegistry& registry, const ReplayOptions& options = {});

/// "12." or "12..." for the move about to be made in `pos`.
QString moveNumberLabel(const Position& pos);

} // namespace fb::io
