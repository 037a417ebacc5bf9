// SPDX-License-Identifier: GPL-3.0-or-later
// fairyboard-cli import and export: variant definitions of other programs into presets, and
// presets into Fairy-Stockfish's variants.ini.
#pragma once

#include "clicommands.h"

namespace fb::cli {

/// import FILE [--section NAME] [--format fsf|sjaak|xboard|diagram] [--out DIR] [--presets DIR]:
/// writes each imported preset as DIR/ID.json (the current folder without --out) and lists the
/// files on stdout; everything not expressed goes to stderr as "file:line: text". Exit 0 when
/// at least one preset was written, 1 when none, 2 for a usage error.
int importVariant(const QStringList& args, Streams io);

/// export PRESET [--out FILE] [--presets DIR]: the preset as a variants.ini section on stdout
/// (or FILE); refused with every reason on stderr (exit 1) when Fairy-Stockfish cannot say it.
int exportVariant(const QStringList& args, Streams io);

/// The usage lines of import and export.
QString importUsage();

} // namespace fb::cli
