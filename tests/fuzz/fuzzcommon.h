// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the libFuzzer targets: the bounded work per input (the bundled presets are
// fbtest::bundled() from tests/engine/enginetest.h).
#pragma once

#include "enginetest.h"
#include "gameio.h"
#include "presetloader.h"
#include "replay.h"

#include <QByteArray>
#include <cstddef>
#include <cstdint>

namespace fbfuzz {

/// Inputs are cut to this size: the readers are linear, bigger inputs only slow the search.
inline constexpr qsizetype MaxInput = 64 * 1024;

inline QByteArray bytes(const uint8_t* data, size_t size)
{
    return QByteArray(
        reinterpret_cast<const char*>(data), qsizetype(std::min<size_t>(size, MaxInput)));
}

/// Loads `data` as a file called `name` (its suffix picks the reader), replays the games and
/// writes the complete ones back in the same format.
inline void loadAndWrite(const QByteArray& data, const QString& name)
{
    fb::io::LoadResult r = fb::io::loadGamesFromData(data, name, fbtest::bundled());
    QList<fb::io::GameRecord> complete;
    for (const fb::io::GameRecord& g : r.games)
        if (g.isComplete())
            complete.append(g);
    if (complete.isEmpty())
        return;
    QByteArray out;
    fb::io::encodeGames(complete.mid(0, 1), fb::io::formatForPath(name), name, out, nullptr);
}

} // namespace fbfuzz
