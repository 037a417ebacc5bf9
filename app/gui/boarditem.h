// SPDX-License-Identifier: GPL-3.0-or-later
// The graphics items of the board: the board with its under-piece marks, and the overlay of
// target markers and the keyboard cursor above the pieces.
#pragma once

#include "appsettings.h"
#include "boardmarks.h"
#include "variant.h"

#include <QGraphicsItem>

/// Named stacking order of the board's items.
enum BoardZ
{
    ZBoard = 0,
    ZPieces = 10,
    ZHighlights = 20,
    ZPrompt = 25,
    ZDragged = 30
};

/// The board itself (BoardPainter): squares or lines, coordinates. Painted once per board and
/// view scale into a device-resolution cache, so a repaint of a few marked squares copies those
/// squares from the cache instead of drawing the whole board again. BoardItem's child, behind it.
class BoardBackgroundItem : public QGraphicsItem
{
public:
    explicit BoardBackgroundItem(QGraphicsItem* parent);
    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override;
    void setRect(const QRectF& r);
    /// The board to draw (nullptr: none), which way up, in which colours. Refreshes the cache.
    void setBoard(const fb::VariantDefinition* v, bool flipped, const BoardAppearance& look);

private:
    QRectF m_rect;
    const fb::VariantDefinition* m_variant = nullptr;
    bool m_flipped = false;
    BoardAppearance m_look;
};

/// Paints the board (through its BoardBackgroundItem), and under the pieces the marks of a
/// BoardMarks: the last move (with the squares a multi-leg move stopped on), a royal in check,
/// the selected square and the stops of a half-made move. Shows only what it was given
/// (setBoard, setMarks); new marks repaint only the squares whose marks changed.
class BoardItem : public QGraphicsItem
{
public:
    BoardItem();
    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override;
    void setRect(const QRectF& r);
    /// The board to draw (nullptr: none), which way up, in which colours.
    void setBoard(const fb::VariantDefinition* v, bool flipped, const BoardAppearance& look);
    void setMarks(const BoardMarks& marks);
    const BoardMarks& marks() const { return m_marks; }

private:
    BoardBackgroundItem* m_background; // a child: Qt deletes it with this item
    QRectF m_rect;
    const fb::VariantDefinition* m_variant = nullptr;
    bool m_flipped = false;
    BoardMarks m_marks;
};

/// Paints above the pieces what must never be hidden by them: the targets of a BoardMarks (a
/// dot where a move ends on an empty square, a ring around a piece to capture, corner brackets
/// where a move goes on, a diamond where a piece in hand may be dropped), in purple for the
/// side not to move's piece (inspect mode), and the keyboard cursor. New marks repaint only the
/// squares whose markers changed, and the cursor's old and new places.
class HighlightItem : public QGraphicsItem
{
public:
    HighlightItem();
    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override;
    void setRect(const QRectF& r);
    void setBoard(const fb::VariantDefinition* v, bool flipped);
    void setMarks(const BoardMarks& marks);
    const BoardMarks& marks() const { return m_marks; }

private:
    QRectF m_rect;
    const fb::VariantDefinition* m_variant = nullptr;
    bool m_flipped = false;
    BoardMarks m_marks;
};
