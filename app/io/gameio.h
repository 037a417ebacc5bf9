// SPDX-License-Identifier: GPL-3.0-or-later
// Opening and saving game logs: the entry points for the GUI's File > Open / Save and the CLI.
#pragma once

#include "formatdetect.h"
#include "gamerecord.h"
#include "loglimits.h"

#include <QList>
#include <QString>

namespace fb {
class PresetRegistry;
}

namespace fb::io {

struct LoadOptions
{
    QString fallbackPreset; ///< the preset for files that do not say their variant
    int onlyGame = 0; ///< 1-based number of the one game to replay; 0 = every game
    bool variations = true; ///< resolve the moves of variations too
    LogFormat format = LogFormat::Unknown; ///< force a format; Unknown = by name, then content
    LogLimits limits; ///< what one file may hold (app/io/README.md, "Limits")
};

/// Loads every game of a log file (compressed or not, any format of formatdetect.h, a game
/// bundle included) and replays each with full legality. A file-level problem (unreadable,
/// unknown format, malformed bundle, a limit of options.limits exceeded) gives
/// LoadResult::error as "file:line: message"; otherwise every game comes back in file order,
/// complete or with its own error. Games are read and replayed one at a time; with
/// options.onlyGame only that game is replayed and returned, and reading stops after it.
/// Custom presets the games embed are compiled once per distinct preset.
LoadResult loadGames(
    const QString& path, const PresetRegistry& registry, const LoadOptions& options = {});

/// The same for bytes already in memory; `sourceName` names them in messages and, when the
/// format is not forced, its suffix picks the format.
LoadResult loadGamesFromData(const QByteArray& data, const QString& sourceName,
    const PresetRegistry& registry, const LoadOptions& options = {});

/// Saves one game; the format comes from the file name (.pgn, .usi, .kif/.kifu, .csa,
/// .gc/.txt, .fbz, any of them + .gz/.bz2/.xz/.zst). Atomic (QSaveFile): on failure the old
/// file is untouched and `error` says why. Contract: game.isComplete().
bool saveGame(const GameRecord& game, const QString& path, QString* error);

/// Saves several games (PGN and Game Courier files hold many; the others take only one).
bool saveGames(const QList<GameRecord>& games, const QString& path, QString* error);

/// The bytes of `games` in `format` (no compression). `path` decides details such as the
/// KIF encoding (.kif Shift_JIS, .kifu UTF-8). Returns false and fills `error` when the
/// format cannot hold the games (a KIF of chess, two games in one KIF).
bool encodeGames(const QList<GameRecord>& games, LogFormat format, const QString& path,
    QByteArray& out, QString* error);

} // namespace fb::io
