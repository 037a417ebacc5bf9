// SPDX-License-Identifier: GPL-3.0-or-later
// MoveDiagram: what one piece type can do from a square of an otherwise empty board.
#pragma once

#include "variant.h"

#include <QHash>

/// The marks of a move diagram, worked out with the engine's own generator
/// (MoveGenerator::generateFrom) and its compiled tables, never from per-variant code:
/// the piece stands alone on a central square (inside its region if it is confined to one),
/// then enemy pieces and screens are placed one by one to reveal captures and hops.
struct MoveDiagram
{
    enum Mark : uint8_t
    {
        Move = 1 << 0, ///< moves there when the square is empty
        Capture = 1 << 1, ///< captures an enemy there
        HopMove = 1 << 2, ///< moves there only by jumping over a piece (a screen)
        HopCapture = 1 << 3, ///< captures there only by jumping over a screen (a cannon)
        Initial = 1 << 4, ///< moves there only while it has not moved yet
        Via = 1 << 5, ///< passes through on a move of several legs
    };

    fb::VariantPtr variant;
    fb::PieceType type = fb::NoPieceType;
    fb::Side side = fb::First;
    fb::Square origin = fb::NoSquare;
    QHash<fb::Square, uint8_t> marks;

    uint8_t at(fb::Square s) const { return marks.value(s, 0); }
    /// The squares carrying any of `mask`.
    QList<fb::Square> squares(uint8_t mask) const;

    /// Computes the diagram of `type` for `side`.
    static MoveDiagram compute(
        const fb::VariantPtr& variant, fb::PieceType type, fb::Side side = fb::First);
};
