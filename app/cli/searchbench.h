// SPDX-License-Identifier: GPL-3.0-or-later
// The speed benchmark of the built-in AI (fairyboard-cli bench-search): nodes per second of a
// fixed-time search from the start position of every preset.
#pragma once

#include "clicommands.h"

namespace fb::cli {

/// The usage lines of bench-search.
QString searchBenchUsage();

/// `bench-search [--movetime MS] [--runs N] [--presets DIR] [PRESET ...]`: for each preset
/// named (all of the registry's by default), `--runs` searches (3 by default) of its start
/// position, each by a fresh Searcher for `--movetime` ms (1000 by default), and prints
/// preset<TAB>depth<TAB>nodes<TAB>nodes/s with the run of the median nodes per second. Returns
/// the exit status (1 when a preset does not load).
int searchBench(const QStringList& args, Streams io);

} // namespace fb::cli
