// SPDX-License-Identifier: GPL-3.0-or-later
// HandLayout: where the storage slots (the pieces in hand) lie around the board.
#pragma once

#include "boardlayout.h"
#include "types.h"

#include <QList>
#include <QRectF>

namespace fb {
class VariantDefinition;
}

/// Game Courier's hidden storage ranks: each side's hand is shown as extra ranks beyond the
/// playing area, one empty rank away from it and without labels. There is a slot per piece
/// type, in the order of the preset's `storage`, wrapping to a further rank after
/// `storage.columns` slots (at most the board's width). A storage at the bottom of the screen
/// reads from the left, one at the top from the right (the picture turned for the player who
/// sits there); flipping the board swaps them. Layout only: the counts are the position's.
class HandLayout
{
public:
    struct Slot
    {
        fb::Side side;
        fb::PieceType type;
        QRectF rect;
    };

    HandLayout(const fb::VariantDefinition& v, bool flipped);

    const QList<Slot>& slots() const { return m_slots; }
    /// The slot of a side's piece type, or nullptr when it has none.
    const Slot* slot(fb::Side side, fb::PieceType type) const;
    /// The slot under a scene position, or nullptr.
    const Slot* slotAt(const QPointF& p) const;
    /// The board with its coordinate margin and the storage ranks, in scene units.
    QRectF sceneRect() const { return m_sceneRect; }

private:
    QList<Slot> m_slots;
    QRectF m_sceneRect;
};
