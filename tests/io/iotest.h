// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the game-log tests.
#pragma once

#include "enginetest.h"
#include "gameio.h"
#include "presetloader.h"
#include "replay.h"

#include <QDir>
#include <QString>

namespace iotest {

inline QString data(const QString& name)
{
    return QDir(QStringLiteral(FAIRYBOARD_TEST_DATA)).filePath(name);
}

inline QString logs(const QString& name)
{
    return data(QStringLiteral("logs/") + name);
}

using fbtest::bundled;
using fbtest::readAll;
using fbtest::writeFile;

/// Loads games from text as if it were the file `name` (its suffix picks the format).
inline fb::io::LoadResult load(const QString& text, const QString& name,
    const fb::io::LoadOptions& options = {}, const fb::PresetRegistry& registry = bundled())
{
    return fb::io::loadGamesFromData(text.toUtf8(), name, registry, options);
}

/// The main-line move texts of a game.
inline QStringList texts(const fb::io::GameRecord& g)
{
    QStringList out;
    for (const fb::io::MoveRecord& m : g.mainLine.moves)
        out << m.text;
    return out;
}

/// Do two complete games play the same turns?
inline bool sameMoves(const fb::io::GameRecord& a, const fb::io::GameRecord& b)
{
    if (a.mainLine.moves.size() != b.mainLine.moves.size())
        return false;
    for (size_t i = 0; i < a.mainLine.moves.size(); ++i)
        if (!a.mainLine.moves[i].move.sameTurn(b.mainLine.moves[i].move))
            return false;
    return true;
}

} // namespace iotest
