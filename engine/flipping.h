// SPDX-License-Identifier: GPL-3.0-or-later
// Flipping games (reversi, Ataxx): enemy pieces change sides instead of being captured. Data
// only, read from the preset key `rules.flipping`; fliprules.h applies it.
#pragma once

#include <cstdint>

namespace fb {

/// Which enemy pieces a move or drop turns into the mover's pieces (Fairy-Stockfish's
/// flipEnclosedPieces), or which squares a drop may go to (its enclosingDrop).
enum class FlipPattern : uint8_t
{
    None, ///< nothing flips; drops go wherever the drop rules allow
    Lines, ///< reversi: every unbroken line of enemy pieces, in the eight directions from the
           ///< arrival square, that ends on a piece of the mover's; a drop must flip one
    Neighbours, ///< Ataxx: every enemy piece on the eight squares around the arrival square;
                ///< a drop must go next to a piece of the mover's
};

/// The flipping rule of a variant (preset key `rules.flipping`). Off unless `flips` is set.
/// Contract (checked when the preset is read): a flipping variant has no royal pieces and no
/// check rule, so every generated move is legal.
struct FlipRules
{
    FlipPattern flips = FlipPattern::None; ///< what a move or drop flips (`flip`)
    FlipPattern drops = FlipPattern::None; ///< where a drop may go (`drops`)
    /// While a square of this region is empty, drops go on its squares only, flipping or not
    /// (flipersi's first four pieces; `startRegion`, Fairy-Stockfish's enclosingDropStart);
    /// -1 = none.
    int startRegion = -1;
    /// Drops never use up the hand: a side may always drop its droppable types, and FEN shows
    /// no hand (Ataxx's clone step; `freeDrops`, Fairy-Stockfish's freeDrops).
    bool freeDrops = false;
    /// A side without a move passes, and the game ends when neither side can move
    /// (`passWhenStuck`, Fairy-Stockfish's passOnStalemate); otherwise a side without a move
    /// has been stalemated.
    bool passWhenStuck = false;
    bool enabled() const { return flips != FlipPattern::None; }
};

} // namespace fb
