// SPDX-License-Identifier: GPL-3.0-or-later
// Replaying a game record with full legality: every move text becomes the legal move it
// denotes, or the game gets an error naming the line, the move number and the text.
#pragma once

#include "gamerecord.h"

#include <QString>
#include <memory>
#include <optional>

namespace fb {
class PresetRegistry;
}

namespace fb::io {

class VariantCache;

/// What the games of one file share while they are replayed one after the other: the start
/// position and the readers of the move texts, made again only when the variant, the notation
/// or the start FEN differ from the game before (a file of games of one variant reads its
/// start FEN and sets up its readers once). Holds the variant of the last game.
class ReplayCache
{
public:
    ReplayCache();
    ~ReplayCache();
    ReplayCache(const ReplayCache&) = delete;
    ReplayCache& operator=(const ReplayCache&) = delete;

    struct Setup; ///< (replay.cpp)
    /// The setup of `game`, whose variant is set: the one before when it fits, else new.
    const Setup& setupFor(const GameRecord& game);

private:
    std::unique_ptr<Setup> m_setup;
};

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
    /// Shared by the games of one file (null = each game sets up its own).
    ReplayCache* cache = nullptr;
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
