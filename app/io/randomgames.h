// SPDX-License-Identifier: GPL-3.0-or-later
// Random legal games from a fixed seed: test and benchmark material that needs no big files.
#pragma once

#include "gamerecord.h"

#include <QList>
#include <cstdint>

namespace fb::io {

/// `count` games of random legal moves in `variant`, each until the game ends or `maxPlies`
/// plies. The same seed gives the same games on every platform (own generator, no <random>
/// distributions). Results are set from the final position; tags name the game.
QList<GameRecord> randomGames(const VariantPtr& variant, const QString& presetId, int count,
    uint64_t seed, int maxPlies = 160);

} // namespace fb::io
