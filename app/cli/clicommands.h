// SPDX-License-Identifier: GPL-3.0-or-later
// The subcommands of fairyboard-cli. Each returns the process exit status.
#pragma once

#include "movenotation.h"
#include "position.h"
#include "presetloader.h"

#include <QStringList>
#include <QTextStream>

namespace fb::cli {

/// The bundled presets plus those of the folder `presetDir` (if not empty).
PresetRegistry makeRegistry(const QString& presetDir);
/// The preset a command-line argument names: an id `registry` holds, or a preset file, which
/// is added to `registry` and whose id is returned (empty when the file does not load; its
/// problems are in registry.diagnostics()). Anything else is returned as it is.
QString presetArgument(PresetRegistry& registry, const QString& idOrPath);

/// The compiled variant a command-line argument names (a preset id, or a preset file that is
/// added to `registry`; see presetArgument) under rule profile `rules` (empty: the default
/// rules). When there is none, writes why to `err` and returns null: a first line naming the
/// argument, then every problem as "file: key: message" (the file that does not read, parse or
/// compile, or that names an unknown parent), or for an argument that is neither a preset nor
/// a file, the preset files of the registry that did not load. `id`, when given, receives the
/// preset's id.
VariantPtr loadVariant(PresetRegistry& registry, const QString& idOrPath, const QString& rules,
    QTextStream& err, QString* id = nullptr);
/// The position a command works on: `fen`, or the variant's start position when it is empty.
/// A position that cannot occur in a game is refused unless `allowIllegal`
/// (`--allow-illegal-position`). On error writes the reason to `err` and returns nothing.
std::optional<Position> fenArgument(
    const VariantPtr& v, const QString& fen, bool allowIllegal, QTextStream& err);

/// The notation `id` names for a game of family `family` (`--notation`); nothing, with the
/// reason and the notations the family has written to `err`, when it names none of those.
std::optional<io::Notation> notationArgument(const QString& id, Family family, QTextStream& err);

struct Streams
{
    QTextStream& out;
    QTextStream& err;
};

int presets(const QStringList& args, Streams io);
int perft(const QStringList& args, Streams io);
int moves(const QStringList& args, Streams io);
int check(const QStringList& args, Streams io);
int bench(const QStringList& args, Streams io);
QString usage();

} // namespace fb::cli
