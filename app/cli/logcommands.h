// SPDX-License-Identifier: GPL-3.0-or-later
// The game-log subcommands of fairyboard-cli: replay, convert, gen-games, bench-replay,
// bench-load.
#pragma once

#include "clicommands.h"

namespace fb::cli {

/// replay FILE [--preset ID] [--game N] [--presets DIR]: one line per game,
/// "N<TAB>state<TAB>FEN" or "N<TAB>error<TAB>message"; exit status 1 if any game failed.
int replay(const QStringList& args, Streams io);
/// convert IN OUT [--preset ID] [--game N] [--presets DIR]: formats by file name.
int convert(const QStringList& args, Streams io);
/// gen-games PRESET COUNT OUT [--seed S] [--max-plies N]: random legal games.
int genGames(const QStringList& args, Streams io);
/// bench-replay [--games N] [--seed S] [--preset ID] [--runs R] [--file PGN]: games/s.
int benchReplay(const QStringList& args, Streams io);
/// bench-load FILE [--preset ID] [--game N] [--presets DIR]: loads FILE as the app does (every
/// game replayed) and prints "games<TAB>complete<TAB>seconds<TAB>peak MB" (the process's peak
/// resident memory, VmHWM, or -1 where /proc/self/status is missing), or the file's error
/// first ("error<TAB>message"). Exit status 0 either way (1 when --preset does not load): a bench
/// for hostile inputs (tests/io/hostile-memory.py), not a check.
int benchLoad(const QStringList& args, Streams io);
/// The usage lines of these commands.
QString logUsage();

} // namespace fb::cli
