// SPDX-License-Identifier: GPL-3.0-or-later
// KIF (Japanese shogi game records), Chu Shogi's form included: Lion double moves as two
// lines marked 一歩目 / 二歩目, igui (居食い), pass (じっと), 仝 for "the same square".
#pragma once

#include "gamerecord.h"

#include <QList>
#include <QString>

namespace fb::io {

class GameCollector;

/// Reads a KIF text (already decoded): header lines "key：value" (手合割 picks the start
/// position and the variant: 平手 and the usual handicaps, 5五将棋, 京都将棋, 中将棋), an
/// optional board diagram, the numbered moves ("  1 ７六歩(77)", and without a move-table
/// header 81Dojo's "57手目 ▲7七獅子 （←7八）", "57手目一歩目 ▲仝獅子 （←7七）" with a side
/// mark), comments ("*" lines), the result (投了 ..., "まで…の勝ち"). A Chu Shogi record is
/// recognised by its 12-rank board or its "（←…）" move form. Lines "#[Name "value"]" are tags.
/// Branches (変化) are skipped with a warning. The game goes to `out`; lines, moves, comments and
/// tags are counted against its limits.
void readKif(const QString& text, const QString& sourceName, GameCollector& out);
/// The same with the default limits; the game (none for a text without a KIF in it).
QList<GameRecord> readKif(const QString& text, const QString& sourceName);

/// Turns game.startDiagram (a KIF board diagram) into game.startFen. Contract: game.variant
/// is set. Returns false and fills `error` if the diagram does not fit the variant.
bool applyKifDiagram(GameRecord& game, QString* error);

/// The legal move a KIF move text denotes (MoveNotation::Kif: one move line without its
/// number, or a Lion's two lines joined by '\n').
std::optional<Move> resolveKifMove(
    const Position& pos, const MoveList& legal, const QString& text, QString* error);

/// Writes a shogi-family game as KIF (UTF-8 text; the caller encodes it, see encodeGames) in
/// `layout`, its end word (投了, the termination's) last. Fails for variants whose pieces
/// have no Japanese names. Contract: game.isComplete().
bool writeKif(
    const GameRecord& game, QString& out, QString* error, KifLayout layout = KifLayout::Table);

} // namespace fb::io
