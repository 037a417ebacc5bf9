// SPDX-License-Identifier: GPL-3.0-or-later
// Walls put on the board as the second part of a move (preset key `rules.walling`): Amazons'
// arrows, Duck Chess's duck. Data only; wallingrules.h generates and places the walls.
#pragma once

#include <cstdint>

namespace fb {

/// Where the wall of a move may stand (Fairy-Stockfish's wallingRule). Every kind puts it on a
/// square of the board that is empty once the piece has moved.
enum class WallingKind : uint8_t
{
    None, ///< no walls: moves have no second part
    Arrow, ///< a new wall on a square the moved piece could move to from its destination
    Duck, ///< the one wall (the duck) moves to another empty square; none yet: it enters
    Static, ///< a new wall on any empty square
    Past, ///< a new wall on the square the piece left
    Edge, ///< a new wall on the board's outer files and ranks or next to a wall (not diagonally)
};

/// A wall stands on a square of the board like a piece of no side: nothing moves onto it,
/// over it or captures it (a hopper cannot use it as a screen), and it never moves, except the
/// duck. FEN writes it `*`. Every move of a side to move with walling ends by putting a wall;
/// a move that leaves no square for it is not legal.
struct Walling
{
    WallingKind kind = WallingKind::None;
    bool enabled() const { return kind != WallingKind::None; }
};

} // namespace fb
