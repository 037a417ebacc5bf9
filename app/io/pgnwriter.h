// SPDX-License-Identifier: GPL-3.0-or-later
// Writing PGN: our native log format (see app/io/README.md for the tags).
#pragma once

#include "gamerecord.h"
#include "movenotation.h"

#include <QList>
#include <QString>
#include <optional>

namespace fb::io {

/// One game as PGN: the Seven Tag Roster, [Variant] (XBoard/lichess name), [Preset] (our
/// id), [Rules] (a non-default rule profile), [SetUp "1"] + [FEN] for another start
/// position, the other tags, [PresetJSON] (a custom preset, compact JSON); then the movetext
/// in SAN as XBoard writes variants, with comments, NAGs and variations, wrapped at 80
/// columns, and the result. In another notation of the family (`notation`, e.g. a xiangqi
/// record in WXF "C2.5", Chinese "炮二平五" or ICCS "h2e2") the moves are written in it and a
/// [Format "WXF"] tag ("Chinese", "ICCS", else the notation's id) says so; the reader reads
/// them back; Notation::XBoardSan writes SAN as XBoard reads it, without a [Format] tag.
/// Contract: game.isComplete(); the family offers `notation`.
QString writePgn(const GameRecord& game, Notation notation = Notation::San);

/// Several games, separated by blank lines: each in `notation`, or without one in its own
/// (RecordStyle::pgnMoves: XBoard's SAN, WXF ... where it was read so and its family offers it).
/// Contract: every game isComplete(); its family offers `notation`.
QString writePgnGames(
    const QList<GameRecord>& games, std::optional<Notation> notation = std::nullopt);

/// The [Format] tag value for a notation: "WXF", "Chinese", "ICCS", else its id.
QString pgnFormatName(Notation n);

/// A tag value with '\' and '"' escaped.
QString escapePgnTag(const QString& value);

} // namespace fb::io
