// SPDX-License-Identifier: GPL-3.0-or-later
// Coordinate move lists: USI, UCI and UCCI, bare or in engine "position" commands.
#pragma once

#include "formatdetect.h"
#include "gamerecord.h"

#include <QList>
#include <QString>

namespace fb::io {

class GameCollector;

/// Reads move lists: "position startpos moves 7g7f 3c3d", "position sfen <sfen> moves ...",
/// "position fen <fen> moves ...", or the moves alone (one game per file then; each
/// "position" command is a game of its own). Lines starting with '#' are comments; a comment
/// of the form `# [Name "value"]` is a tag (see writeUsi). `format` (Usi, Uci, Ucci) says how
/// the moves are written: USI squares, the variant's coordinates, or UCCI's ranks from 0.
/// A game that names no variant is read as the preset its format implies (records.impliedBy:
/// shogi for USI, xiangqi for UCCI, chess for UCI).
/// Games go to `out` one by one (reading stops when it says so); lines, moves and tags are
/// counted against its limits.
void readCoordinateList(
    const QString& text, const QString& sourceName, LogFormat format, GameCollector& out);
/// The same with the default limits, every game kept.
QList<GameRecord> readCoordinateList(
    const QString& text, const QString& sourceName, LogFormat format);

/// Writes a game as a USI "position" command: "startpos" or "sfen <SFEN>", then the moves.
/// The tags, and the preset unless USI implies it (impliedByFormat()), come first as
/// `# [Name "value"]` lines. Contract: game.isComplete().
bool writeUsi(const GameRecord& game, QString& out, QString* error);

/// `# [Name "value"]` lines for the tags a record keeps in fields and in `tags` (shared by the
/// USI and Game Courier writers); `prefix` is the comment marker.
QString metadataLines(const GameRecord& game, const QString& prefix, bool includePreset);
/// Reads one such line (after its comment marker) into `game`; false if it is not a tag.
bool readMetadataLine(const QString& line, GameRecord& game);

} // namespace fb::io
