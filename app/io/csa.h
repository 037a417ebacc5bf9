// SPDX-License-Identifier: GPL-3.0-or-later
// CSA (the Computer Shogi Association's record format): reading and writing.
#pragma once

#include "gamerecord.h"

#include <QList>
#include <QString>

namespace fb::io {

class GameCollector;

/// Reads CSA records (standard V2.2; "/" separates several in one file): the version line,
/// "N+"/"N-" players, "$KEY:value" fields (csaInfoTags()), the position ("PI" with the
/// pieces a handicap takes away, "P1".."P9" rows, "P+"/"P-" pieces with "00AL" for the rest,
/// the side to move), moves ("+7776FU", drops "+0055KA", several per line after ','), time
/// lines ("T12", kept as the move's comment "[%emt 0:00:12]"), comments ("'", "'*"), and the
/// special moves that end a game (%TORYO %CHUDAN %SENNICHITE %TIME_UP %ILLEGAL_MOVE
/// %+ILLEGAL_ACTION %-ILLEGAL_ACTION %JISHOGI %KACHI %HIKIWAKE %MATTA %TSUMI %FUZUMI
/// %ERROR), kept as GameRecord::termination with the result they give. The position is kept in
/// CSA's codes (GameRecord::startDiagram, see applyCsaPosition()); a record that names no
/// variant is read as the preset CSA implies (records.impliedBy: shogi).
/// Records go to `out` one by one (reading stops when it says so); lines, moves, comments
/// and tags are counted against its limits.
void readCsa(const QString& text, const QString& sourceName, GameCollector& out);
/// The same with the default limits, every record kept.
QList<GameRecord> readCsa(const QString& text, const QString& sourceName);

/// Turns game.startDiagram (a CSA position as readCsa() keeps it, in CSA's codes) into
/// game.startFen with the pieces of game.variant that have these codes (records.csa).
/// Contract: game.variant is set. Returns false and fills `error` for a code no piece has.
bool applyCsaPosition(GameRecord& game, QString* error);

/// The "$KEY" fields of CSA V2.2 in the standard's order and the tags they become: EVENT
/// Event, SITE Site, START_TIME Date (and Time), END_TIME EndTime, TIME_LIMIT TimeLimit,
/// OPENING Opening.
const QList<std::pair<QString, QString>>& csaInfoTags();
/// The tag a "$KEY" field becomes: csaInfoTags(), else "CSA_KEY".
QString csaInfoTag(const QString& key);

/// The legal move a CSA move ("+7776FU", "-0055KA") denotes: from, to and the piece after
/// the move (so a promotion shows as the promoted piece's code).
std::optional<Move> resolveCsaMove(
    const Position& pos, const MoveList& legal, const QString& text, QString* error);

/// Writes a game of shogi (or a variant with shogi's pieces on 9 x 9 squares) as CSA V2.2:
/// the fields, "PI" with the pieces a handicap takes away (or the board rows and hands), the
/// moves with their "[%emt]" comments as time lines, the other comments as "'*" lines, and
/// the end as its special move (the termination, else %TORYO or %KACHI for a decided result
/// and %SENNICHITE for a draw). Contract: game.isComplete().
bool writeCsa(const GameRecord& game, QString& out, QString* error);

} // namespace fb::io
