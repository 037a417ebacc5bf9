// SPDX-License-Identifier: GPL-3.0-or-later
// Janggi records in the Korean .gib layout: "[초차림 "마상상마"]" headers (the players, the
// event, the two sides' horse/elephant set-ups, the result), moves "1. 79졸78 2. 41병42" (row
// and column of the square moved from, the piece, the square moved to), "한수쉼" for a pass,
// "{...}" comments.
#pragma once

#include "gamerecord.h"

#include <QList>
#include <QString>

namespace fb::io {

class GameCollector;

/// Reads .gib records (EUC-KR or UTF-8, decoded already): a header line after moves starts the
/// next game. Headers: 대회명 Event, 대국장소 Site, 대국일자 Date, 회전 Round, 초대국자 White
/// (Cho, who moves first), 한대국자 Black (Han), 초차림 / 한차림 (also 초포진 / 한포진: each side's
/// horses and elephants from its own left, "마상상마"), 대국결과 the result and how it was won
/// ("초 기권승" resignation, "시간승" time, "반칙승" illegal move, "완승" checkmate, "무승부" a
/// draw); 총수 is read over; any other header is kept as a tag. Implies janggi.
void readGib(const QString& text, const QString& sourceName, GameCollector& out);

/// The legal move a .gib move text denotes ("79졸78", "08馬87", "79楚卒78", "한수쉼"): the
/// squares (row 1..9 and 0 for 10 from the Han side, column 1..9 from Cho's left) and the
/// piece, which must be the one on the square moved from.
std::optional<Move> resolveGibMove(
    const Position& pos, const MoveList& legal, const QString& text, QString* error);

/// Writes a janggi game from one of the standard set-ups as .gib (UTF-8 text; .gib files are
/// saved as EUC-KR where it can hold the text). Fails for other variants and start positions.
/// Contract: game.isComplete().
bool writeGib(const GameRecord& game, QString& out, QString* error);

} // namespace fb::io
