// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the game-log tests.
#pragma once

#include "enginetest.h"
#include "gameio.h"
#include "notation.h"
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

/// The moves of `line` from `pos` in coordinates, each followed by its variations in
/// parentheses: "7g7f 3c3d (8c8d) 2g2f (6g6f 8c8d)". `pos` is restored.
inline QString lineTree(fb::Position& pos, const fb::io::Line& line)
{
    QStringList out;
    int made = 0;
    for (const fb::io::MoveRecord& m : line.moves) {
        if (!m.resolved) {
            out << QStringLiteral("?");
            break;
        }
        out << fb::coordinateText(pos, m.move);
        for (const fb::io::Line& v : m.variations)
            out << u'(' + lineTree(pos, v) + u')';
        pos.makeMove(m.move);
        ++made;
    }
    while (made-- > 0)
        pos.unmakeMove();
    return out.join(u' ');
}

/// The game's main line with its variations, as lineTree() writes it.
inline QString lineTree(const fb::io::GameRecord& g)
{
    std::optional<fb::Position> pos = g.startPosition();
    return pos ? lineTree(*pos, g.mainLine) : QStringLiteral("(no start position)");
}

} // namespace iotest
