// SPDX-License-Identifier: GPL-3.0-or-later
// Writing PGN: our native log format (see app/io/README.md for the tags).
#pragma once

#include "gamerecord.h"

#include <QList>
#include <QString>

namespace fb::io {

/// One game as PGN: the Seven Tag Roster, [Variant] (XBoard/lichess name), [Preset] (our
/// id), [Rules] (a non-default rule profile), [SetUp "1"] + [FEN] for another start
/// position, the other tags, [PresetJSON] (a custom preset, compact JSON); then the movetext
/// in SAN as XBoard writes variants, with comments, NAGs and variations, wrapped at 80
/// columns, and the result. Contract: game.isComplete().
QString writePgn(const GameRecord& game);

/// Several games, separated by blank lines.
QString writePgnGames(const QList<GameRecord>& games);

/// A tag value with '\' and '"' escaped.
QString escapePgnTag(const QString& value);

} // namespace fb::io
