// SPDX-License-Identifier: GPL-3.0-or-later
// HandSlotItem: one slot of a storage rank: a piece in hand with its count.
#pragma once

#include "types.h"

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QPixmap>

/// Shows how many pieces of one type a side holds in hand: the piece's image (facing its
/// owner's way), dimmed when there is none, with a count badge when several wait. Highlighted
/// (selected, its drops shown) it is tinted like a selected square. A view of
/// Position::handCount, never a board square: clicks on it are the scene's business.
class HandSlotItem : public QGraphicsItem
{
    Q_DECLARE_TR_FUNCTIONS(HandSlotItem)
public:
    HandSlotItem(fb::Side side, fb::PieceType type, const QRectF& rect);

    fb::Side side() const { return m_side; }
    fb::PieceType pieceType() const { return m_type; }
    int count() const { return m_count; }
    /// No piece of this type is in hand: the image is drawn faintly.
    bool isDimmed() const { return m_count == 0; }
    /// Whether a count badge is drawn (more than one piece waits).
    bool hasBadge() const { return m_count > 1; }
    void setCount(int count, const QString& pieceName);
    void setPixmap(const QPixmap& pm);
    const QPixmap& pixmap() const { return m_pixmap; }
    /// Tinted as selected (the scene pushes it with the board's marks).
    void setHighlighted(bool on);
    bool isHighlighted() const { return m_highlighted; }

    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override;

private:
    fb::Side m_side;
    fb::PieceType m_type;
    QRectF m_rect;
    QPixmap m_pixmap;
    int m_count = 0;
    bool m_highlighted = false;
};
