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

/// Paints the squares or lines, the coordinates, the last move, a royal in check and the
/// selected square: everything that belongs under the pieces.
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

/// Paints above the pieces what must never be hidden by them: the targets of the selected
/// piece (a dot on an empty square, a ring around a piece to capture) and the keyboard cursor.
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
