// SPDX-License-Identifier: GPL-3.0-or-later
// Walls as the second part of a move (rules.walling, walling.h): a small rule hook over the
// generic move generator.
#pragma once

#include "move.h"
#include "position.h"

#include <QString>
#include <cstddef>
#include <optional>
#include <vector>

namespace fb {

/// The preset value of a walling kind ("none", "arrow", "duck", "static", "past", "edge").
QString wallingKindId(WallingKind k);
/// The walling kind a preset value names, or nullopt.
std::optional<WallingKind> wallingKindFromId(const QString& id);

/// Is `s` empty once the piece move `m` (pseudo-legal in `pos`, its wall not yet placed) is
/// made: the squares it leaves and its victims' squares are, its destinations (and a castling
/// partner's, a gated piece's square) are not, every other square as it stands in `pos`.
bool emptyAfterMove(const Position& pos, const Move& m, Square s);

/// rules.walling: replaces each move out[first..] (pseudo-legal piece moves just generated)
/// by one move per square its wall may stand on (Move::wall), in order; a move without any
/// such square goes. Changes nothing for variants without walling.
void appendWallMoves(const Position& pos, MoveList& out, std::size_t first);

/// The squares where the wall of the piece move `m` (pseudo-legal in `pos`, `m.wall` ignored)
/// may stand under the variant's rules.walling, in increasing order; none for variants without
/// walling, drops and passes.
std::vector<Square> wallSquares(const Position& pos, const Move& m);

} // namespace fb
