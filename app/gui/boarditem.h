// SPDX-License-Identifier: GPL-3.0-or-later
// The graphics items of the board: the board with its under-piece marks, and the overlay of
// target markers and the keyboard cursor above the pieces.
#pragma once

#include <QGraphicsItem>

class BoardScene;

/// Named stacking order of the board's items.
enum BoardZ
{
    ZBoard = 0,
    ZPieces = 10,
    ZHighlights = 20,
    ZDragged = 30
};

/// Paints the squares or lines, the coordinates, the last move (with the squares a multi-leg
/// move stopped on), a royal in check (where the variant has the check rule), the selected
/// square and the stops of a half-made move: everything that belongs under the pieces.
class BoardItem : public QGraphicsItem
{
public:
    explicit BoardItem(const BoardScene* scene);
    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override;
    void setRect(const QRectF& r);

private:
    const BoardScene* m_scene;
    QRectF m_rect;
};

/// Paints above the pieces what must never be hidden by them: the next stops of the selected
/// piece (a dot on an empty square, a ring around a piece to capture, a hollow square where a
/// move goes on, a diamond where a piece in hand may be dropped) and the keyboard cursor.
class HighlightItem : public QGraphicsItem
{
public:
    explicit HighlightItem(const BoardScene* scene);
    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override;
    void setRect(const QRectF& r);

private:
    const BoardScene* m_scene;
    QRectF m_rect;
};
