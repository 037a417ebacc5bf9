// SPDX-License-Identifier: GPL-3.0-or-later
// Move text: coordinate notation (UCI-like, USI for the shogi family) in both directions.
#pragma once

#include "move.h"
#include "position.h"

#include <QString>
#include <optional>

namespace fb {

/// Coordinate text of a move in `pos` (before it is made): "e2e4", "e7e8q", "P@e4",
/// "7g7f+", "P*5e", "f5f6g7" (every square of a multi-leg move), "@@@@" for a pass.
QString coordinateText(const Position& pos, const Move& m);

/// Finds the legal move of `pos` written `text` in coordinate notation. Accepts the forms
/// coordinateText writes plus common alternatives (castling as king-takes-partner or
/// king-to-square, "0000"/"pass" for a pass, upper/lower case promotion letters).
std::optional<Move> parseCoordinate(Position& pos, const QString& text, QString* error = nullptr);

} // namespace fb
