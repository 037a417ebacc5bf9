// SPDX-License-Identifier: GPL-3.0-or-later
// The players' move notations: which ones a game family offers, writing a move in one and
// reading a typed move back (QtCore only: the GUI and the CLI share it).
#pragma once

#include "gamestate.h"
#include "move.h"
#include "position.h"

#include <QString>
#include <optional>
#include <vector>

namespace fb::io {

/// A notation players read and write.
enum class Notation : uint8_t
{
    San, ///< chess family: "Nf3", "exd6", "O-O", "e8=Q+", drops "N@f7#"
    ShogiWestern, ///< Hodges: "P-7f", "Bx2b+", "B-2b=", "S*5e", "G6h-5h", "+R-2c"
    ShogiJapanese, ///< "▲７六歩", "△同　銀", "５八金右", "成", "不成", "打"
    Wxf, ///< World Xiangqi Federation: "C2.5", "H8+7", "R+.3"
    Chinese, ///< "炮二平五", "马８进７", "前炮退一"
    Iccs, ///< xiangqi coordinates: "h2e2"
    Coordinate, ///< the engine's coordinates: "e2e4", "7g7f+", "P@e4", "f5f6g7"
    XBoardSan, ///< SAN as XBoard writes it: ranks from 0 on ten ranks ("Che2"), xiangqi H, E
};

/// The command-line / settings id of a notation: "san", "western", "japanese", "wxf",
/// "chinese", "iccs", "coordinate", "xboard".
QString notationId(Notation n);
/// The notation an id names, or nullopt.
std::optional<Notation> notationFromId(const QString& id);
/// The notation's name for people (translated).
QString notationName(Notation n);
/// The notations a family offers, the default first; coordinates are always among them.
std::vector<Notation> notationsOf(Family f);
/// The family's default notation: SAN (chess), Japanese (shogi), WXF (xiangqi), coordinates
/// (janggi).
Notation defaultNotation(Family f);
/// Does the family offer `n`?
bool offers(Family f, Notation n);

/// Writer options.
struct NotationOptions
{
    bool figurines = false; ///< SAN: chess pieces as figurines ("♘f3")
};

/// The text of `m` (one of `legal`, the legal moves of `pos`) in notation `n`, as the move
/// list shows it. `pos` is the position before the move; it is restored. A pass is a word
/// ("pass", translated; "パス" in Japanese notation), never "@@@@".
QString moveText(Notation n, Position& pos, const MoveList& legal, const Move& m,
    const NotationOptions& options = {});

/// What reading a typed move found.
struct ReadResult
{
    std::optional<Move> move; ///< the legal move the text denotes
    QString error; ///< why not, translated, when `move` is empty
    bool ambiguous = false; ///< several legal moves fit the text
    /// When the text is well formed but denotes no legal move: the pseudo-legal moves it
    /// denotes (so that the caller can ask why they are illegal); otherwise empty.
    MoveList candidates;
};

/// Reads a typed move in notation `n` or in coordinates. Lenient in spelling (missing capture
/// or check marks, full-width digits, traditional Chinese characters, "同" or the square) but
/// never in meaning: a text that fits no legal move, or several, is refused with the reason.
ReadResult readMove(Notation n, Position& pos, const MoveList& legal, const QString& text);

/// A finished game's result in notation `n`: "1-0", "0-1", "½-½"; Japanese
/// "まで77手で先手の勝ち" (千日手 for a repetition draw); Chinese "红胜", "黑胜", "和棋".
/// `plies` is the number of moves played. Empty for an ongoing game.
QString resultText(Notation n, const GameResult& result, int plies);

/// The word written for a pass in notation `n` (translated "pass"; "パス" in Japanese).
QString passWord(Notation n);

} // namespace fb::io
