// SPDX-License-Identifier: GPL-3.0-or-later
// CSA (the Computer Shogi Association's record format): reading and writing.
#pragma once

#include "gamerecord.h"

#include <QList>
#include <QString>

namespace fb::io {

class GameCollector;

/// Reads CSA records ("/" separates several in one file): "N+"/"N-" players, "$KEY:value"
/// fields, the position ("PI" with removals, "P1".."P9" rows, "P+"/"P-" pieces, the side to
/// move), moves ("+7776FU", drops "+0055KA", several per line after ','), comments ("'"),
/// the end ("%TORYO" ...). Implies shogi.
/// Records go to `out` one by one (reading stops when it says so); lines, moves, comments
/// and tags are counted against its limits.
void readCsa(const QString& text, const QString& sourceName, GameCollector& out);
/// The same with the default limits, every record kept.
QList<GameRecord> readCsa(const QString& text, const QString& sourceName);

/// The legal move a CSA move ("+7776FU", "-0055KA") denotes: from, to and the piece after
/// the move (so a promotion shows as the promoted piece's code).
std::optional<Move> resolveCsaMove(
    const Position& pos, const MoveList& legal, const QString& text, QString* error);

/// Writes a game of shogi (or a variant with shogi's pieces on at most 9 x 9 squares) as CSA
/// V2.2. Contract: game.isComplete().
bool writeCsa(const GameRecord& game, QString& out, QString* error);

} // namespace fb::io
