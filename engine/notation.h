// SPDX-License-Identifier: GPL-3.0-or-later
// Move text: coordinate notation (UCI-like, USI for the shogi family) in both directions.
#pragma once

#include "move.h"
#include "position.h"

#include <QString>
#include <functional>
#include <optional>

namespace fb {

/// Coordinate text of a move in `pos` (before it is made): "e2e4", "e7e8q", "P@e4",
/// "7g7f+", "P*5e", "f5f6g7" (every square of a multi-leg move), "@@@@" for a pass; a gating
/// move (rules.gating) ends with the gated piece's letter, "b1c3h", and gating on a castling
/// partner's square is written from that square to the royal's, "h1e1h" (Fairy-Stockfish); a
/// move with a wall (rules.walling) ends with a comma, the square the first part ends on and
/// the wall's square, "e2e4,e4e5" (Fairy-Stockfish; read also as "e2e4,e5"); the pieces a
/// move burns by choice (rules.burning with `choose`) each after a comma and an 'x',
/// "9i9f,x10e,x9e".
QString coordinateText(const Position& pos, const Move& m);

/// How coordinate text names squares and drops where it is not the variant's own (the engine
/// protocols: UCI's plain a1.., XBoard's ranks from 0 on ten-rank boards, UCCI).
struct CoordinateStyle
{
    std::function<QString(Square)> square; ///< the name of a square
    QChar dropMark = u'@'; ///< between a dropped piece's letter and its square
};

/// coordinateText() with the squares and drops named by `style` (castling, promotions and a
/// pass are written as coordinateText() writes them).
QString coordinateText(const Position& pos, const Move& m, const CoordinateStyle& style);

/// Finds the legal move of `pos` written `text` in coordinate notation. Accepts the forms
/// coordinateText writes plus common alternatives (castling as king-takes-partner or
/// king-to-square, "0000"/"pass" for a pass, upper/lower case promotion letters).
std::optional<Move> parseCoordinate(Position& pos, const QString& text, QString* error = nullptr);

/// The USI name of a square whatever the board's labels: file number counted from the
/// first player's right ("1" .. "12"), rank letter from the second player's side ("a" ..).
QString usiSquare(const BoardGeometry& g, Square s);

/// USI text of a move: "7g7f", "7c8b+", "P*5e", Chu's three-square "7h7g6g", "pass".
QString usiText(const Position& pos, const Move& m);

/// Finds the legal move written in USI.
std::optional<Move> parseUsi(Position& pos, const QString& text, QString* error = nullptr);

/// Standard algebraic notation as XBoard writes variants: "Nf3", "exd5", "e8=Q", "O-O",
/// "P@e4", shogi promotions "Pe9+" (declined "Pe9="), multi-leg "Nxf6-g7", igui "Nxf6-e5",
/// and "--" for a pass; Seirawan gating "Nc3/H", castling with gating "O-O/He1" (the gate's
/// square); a move with a wall (rules.walling) "e4,e5" (Fairy-Stockfish). Check ("+") and mate
/// ("#") marks for the chess family.
QString sanText(Position& pos, const Move& m);

/// Finds the legal move written in SAN (or long algebraic, or coordinates), tolerant of
/// check marks, annotation glyphs ("!?") and a missing or extra capture sign.
std::optional<Move> parseSan(Position& pos, const QString& text, QString* error = nullptr);

} // namespace fb
