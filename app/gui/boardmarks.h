// SPDX-License-Identifier: GPL-3.0-or-later
// BoardMarks: everything the board marks on and over its squares, as one value.
#pragma once

#include "types.h"

#include <QRectF>
#include <vector>

/// What the board shows besides the pieces: computed by TurnInput (the turn being built) and
/// BoardScene (the last move, check, the cursor), then pushed to the items with setMarks().
/// The items paint only this value and never ask the scene for state.
struct BoardMarks
{
    /// What a click on a target square does; several kinds may mark one square.
    enum Kind : uint8_t
    {
        Move = 1 << 0, ///< a move ends on the empty square (a dot)
        Capture = 1 << 1, ///< a move ends by taking the piece there (a ring)
        Drop = 1 << 2, ///< a piece in hand may be dropped there (a diamond)
        Relay = 1 << 3, ///< a move stops there and goes on (corner brackets)
    };
    /// An arrow over the pieces (an engine's best move): from a square through its stops, or
    /// a drop (no `from`) onto the last stop.
    struct Arrow
    {
        fb::Square from = fb::NoSquare; ///< NoSquare: a drop
        std::vector<fb::Square> stops; ///< the squares it goes through, its end last
        bool operator==(const Arrow&) const = default;
    };
    struct Target
    {
        fb::Square square = fb::NoSquare;
        uint8_t kinds = 0;
        bool operator==(const Target&) const = default;
    };

    fb::Square selected = fb::NoSquare; ///< the selected piece's square
    fb::Side dropSide = fb::First; ///< with dropType: the storage slot selected
    fb::PieceType dropType = fb::NoPieceType;
    bool opponents = false; ///< the selection is the side not to move's (inspect mode)
    std::vector<Target> targets; ///< the squares that may be clicked next
    std::vector<fb::Square> stops; ///< the stops of the half-made move so far
    std::vector<fb::Square> lastMove; ///< the last move's start, stops and end
    std::vector<fb::Square> check; ///< royals in check
    QRectF cursor; ///< the keyboard cursor in scene units; null when hidden
    std::vector<Arrow> arrows; ///< drawn over the pieces, the first the boldest

    bool operator==(const BoardMarks&) const = default;
};
