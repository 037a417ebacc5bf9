// SPDX-License-Identifier: GPL-3.0-or-later
// Game Courier move logs (chessvariants.com): GAME-Code move statements, one move per line.
//   "P e2-e4"        a move: the piece's label (optional), from, '-', to
//   "p*e5"           a drop of the labelled piece (lower case: the second side's)
//   "K e1-g1; R h1-f1", "N f5-f6; f6-g7"   parts of one move, separated by ';'
//   "P e7-e8; Q*e8"  a promotion: the new piece dropped on the square moved to
//   "pass"           a pass (our convention; Game Courier has none of its own)
//   "// text"        a comment; "// [Name "value"]" lines before the moves are tags
// Move numbers ("12." / "12...") before a move are optional.
#pragma once

#include "gamerecord.h"

#include <QList>
#include <QString>

namespace fb::io {

class GameCollector;

/// Reads Game Courier logs; a tag line after moves starts another game.
/// Games go to `out` one by one (reading stops when it says so); lines, moves, comments and
/// tags are counted against its limits.
void readGameCourier(const QString& text, const QString& sourceName, GameCollector& out);
/// The same with the default limits, every game kept.
QList<GameRecord> readGameCourier(const QString& text, const QString& sourceName);

/// The legal move a Game Courier move denotes. Removals that the rules make anyway (the en
/// passant victim: "capture d5", "d5-", "@*d5") are accepted and ignored; "**e5" puts the
/// move's wall (rules.walling).
std::optional<Move> resolveGameCourierMove(
    const Position& pos, const MoveList& legal, const QString& text, QString* error);

/// The Game Courier text of `m` in `pos` (before it is made); a wall (rules.walling) is put as
/// FEN writes it, '*', after the move: "P e2-e4; **e5".
QString gameCourierMoveText(const Position& pos, const Move& m);

/// Writes games as Game Courier logs. Contract: every game isComplete().
QString writeGameCourierGames(const QList<GameRecord>& games);

} // namespace fb::io
