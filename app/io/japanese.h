// SPDX-License-Identifier: GPL-3.0-or-later
// Japanese notation shared by the KIF reader and writer: piece names, numbers and squares.
#pragma once

#include "position.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace fb::io {

/// KIF's two forms of move text: the standard one, a square as one full-width digit and one
/// kanji ("７六歩(77)"), and the large-board one 81Dojo and lishogi write for boards past nine
/// files or ranks (Chu Shogi's "7六歩兵 （←7七）", "12十一", "仝").
enum class KifStyle : uint8_t
{
    Shogi,
    LargeBoard
};

/// The KIF form of a variant's board: LargeBoard past nine files or ranks, where one digit or
/// one kanji cannot name them, else Shogi.
KifStyle kifStyleFor(const VariantDefinition& v);
/// The KIF form of a board of `files` x `ranks` squares.
KifStyle kifStyleFor(int files, int ranks);

/// The name of a piece in KIF move text ("歩", "成銀", Chu "獅子": records.kif.move); empty if
/// it has none.
QString kifMoveName(const PieceDefinition& piece);
/// The name of a piece type in the players' Japanese notation: records.japanese, else its KIF
/// move name, else its letter.
QString japaneseMoveName(const VariantDefinition& v, PieceType t);
/// The name of a piece in a KIF board diagram (records.kif.board: one kanji, Chu promoted
/// pieces "成X").
QString kifBoardName(const PieceDefinition& piece);
/// The piece types of `v` a KIF name (move or board form, or one of records.kif.read) can
/// stand for.
std::vector<PieceType> piecesForKifName(const VariantDefinition& v, const QString& name);
/// The ids of pieces of `v` that have no KIF name (a KIF of this variant cannot be written).
QStringList piecesWithoutKifName(const VariantDefinition& v);

/// 1 -> "一", 10 -> "十", 12 -> "十二".
QString kanjiNumber(int n);
/// Reads a kanji number at text[at..]; returns it (0 if none) and its length in `length`.
int readKanjiNumber(QStringView text, int& length);
/// Full-width digits ("１２") for a number.
QString fullWidthNumber(int n);

/// KIF coordinates of a square: file counted from the first player's right (1..), rank from
/// the second player's side (1..).
int kifFile(const BoardGeometry& g, Square s);
int kifRank(const BoardGeometry& g, Square s);
Square squareFromKif(const BoardGeometry& g, int file, int rank);

/// A square as KIF writes it: "７六" (shogi, full-width file) or "7六" / "12十二" (Chu).
QString kifSquareText(const BoardGeometry& g, Square s, KifStyle style);
/// Reads a square written with a (half- or full-width) number and a kanji rank at
/// text[at..]; NoSquare if there is none. `length` gets the characters used.
Square readKifSquare(const BoardGeometry& g, QStringView text, int& length);

} // namespace fb::io
