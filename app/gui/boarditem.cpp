// SPDX-License-Identifier: GPL-3.0-or-later
#include "boarditem.h"

#include "boardpainter.h"
#include "markpainter.h"

#include <QPainter>
#include <map>

namespace {

using namespace MarkPainter;

void markSquare(QPainter* p, const QRectF& r, const QColor& fill, bool onPoints)
{
    if (onPoints) {
        // Pieces on points: a filled square there would show only as four corners behind
        // the round piece, so brackets mark the point instead.
        QColor c = fill;
        c.setAlpha(230);
        drawCorners(p, r, c, 7, 0.04, 0.22);
    } else {
        p->fillRect(r, fill);
    }
}

/// What is drawn on each marked square, as a number per square (0 or absent: nothing).
using SquareMarks = std::map<fb::Square, int>;

/// The marks BoardItem draws under the pieces.
SquareMarks underPieceMarks(const BoardMarks& m)
{
    SquareMarks out;
    for (fb::Square s : m.lastMove)
        out[s] |= 1;
    out[m.selected] |= 2;
    for (fb::Square s : m.stops)
        out[s] |= 4;
    for (fb::Square s : m.check)
        out[s] |= 8;
    return out;
}

/// The markers HighlightItem draws over the pieces.
SquareMarks overPieceMarks(const BoardMarks& m)
{
    SquareMarks out;
    for (const BoardMarks::Target& t : m.targets)
        out[t.square] |= t.kinds | (m.opponents ? 0x100 : 0);
    return out;
}

/// Asks `item` to repaint every square whose marks differ between `before` and `after`, with a
/// margin for what reaches past a square (a check's glow, a ring on a point).
void updateChangedSquares(QGraphicsItem* item, const BoardLayout& layout, const SquareMarks& before,
    const SquareMarks& after)
{
    const qreal margin = BoardLayout::SquareSize * 0.2;
    auto markOf = [](const SquareMarks& marks, fb::Square s) {
        const auto it = marks.find(s);
        return it == marks.end() ? 0 : it->second;
    };
    auto refresh = [&](fb::Square s, int mark, const SquareMarks& other) {
        if (s != fb::NoSquare && mark != markOf(other, s))
            item->update(layout.squareRect(s).adjusted(-margin, -margin, margin, margin));
    };
    for (const auto& [s, mark] : before)
        refresh(s, mark, after);
    for (const auto& [s, mark] : after)
        refresh(s, mark, before);
}

} // namespace

BoardBackgroundItem::BoardBackgroundItem(QGraphicsItem* parent)
    : QGraphicsItem(parent)
{
    setFlag(ItemStacksBehindParent);
    setCacheMode(DeviceCoordinateCache);
    setAcceptedMouseButtons(Qt::NoButton);
}

void BoardBackgroundItem::setRect(const QRectF& r)
{
    prepareGeometryChange();
    m_rect = r;
}

void BoardBackgroundItem::setBoard(
    const fb::VariantDefinition* v, bool flipped, const BoardAppearance& look)
{
    m_variant = v;
    m_flipped = flipped;
    m_look = look;
    update();
}

void BoardBackgroundItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*)
{
    if (m_variant)
        BoardPainter::paint(p, *m_variant, BoardLayout{m_variant->geometry, m_flipped}, m_look);
}

BoardItem::BoardItem()
    : m_background(new BoardBackgroundItem(this))
{
    setZValue(ZBoard);
}

void BoardItem::setRect(const QRectF& r)
{
    prepareGeometryChange();
    m_rect = r;
    m_background->setRect(r);
}

void BoardItem::setBoard(const fb::VariantDefinition* v, bool flipped, const BoardAppearance& look)
{
    m_variant = v;
    m_flipped = flipped;
    m_background->setBoard(v, flipped, look);
    update();
}

void BoardItem::setMarks(const BoardMarks& marks)
{
    if (marks == m_marks)
        return;
    if (m_variant)
        updateChangedSquares(this, BoardLayout{m_variant->geometry, m_flipped},
            underPieceMarks(m_marks), underPieceMarks(marks));
    m_marks = marks;
}

void BoardItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*)
{
    if (!m_variant)
        return;
    const BoardLayout layout{m_variant->geometry, m_flipped};
    p->setRenderHint(QPainter::Antialiasing);
    const bool points = BoardPainter::onPoints(*m_variant);
    // The last move: where it came from, every square it stopped on, where it ended.
    for (fb::Square s : m_marks.lastMove)
        if (s != fb::NoSquare)
            markSquare(p, layout.squareRect(s),
                points ? QColor(230, 120, 0) : QColor(255, 230, 60, 110), points);
    // The selected piece's square, and the stops of a half-made move in a lighter tint.
    std::vector<fb::Square> selected{m_marks.selected};
    selected.insert(selected.end(), m_marks.stops.begin(), m_marks.stops.end());
    for (size_t i = 0; i < selected.size(); ++i) {
        if (selected[i] == fb::NoSquare)
            continue;
        const QRectF r = layout.squareRect(selected[i]);
        const bool own = i == 0;
        if (points) {
            p->setPen(Qt::NoPen);
            p->setBrush(QColor(20, 120, 255, own ? 150 : 90));
            p->drawEllipse(r.center(), r.width() * 0.52, r.height() * 0.52);
        } else {
            p->fillRect(r, QColor(20, 120, 255, own ? 100 : 60));
        }
    }
    // A royal in check glows red. Round pieces on points cover the middle of the square, so
    // there the glow reaches past the piece's rim.
    for (fb::Square royal : m_marks.check) {
        const QRectF r = layout.squareRect(royal);
        const qreal radius = BoardLayout::SquareSize * (points ? 0.66 : 0.6);
        QRadialGradient grad(r.center(), radius);
        grad.setColorAt(0, QColor(255, 0, 0, 230));
        grad.setColorAt(points ? 0.72 : 0.6, QColor(255, 0, 0, 170));
        grad.setColorAt(1, QColor(255, 0, 0, 0));
        p->setPen(Qt::NoPen);
        p->setBrush(grad);
        if (points)
            p->drawEllipse(r.center(), radius, radius);
        else
            p->fillRect(r, grad);
    }
}

HighlightItem::HighlightItem()
{
    setZValue(ZHighlights);
    setAcceptedMouseButtons(Qt::NoButton);
}

void HighlightItem::setRect(const QRectF& r)
{
    prepareGeometryChange();
    m_rect = r;
}

void HighlightItem::setBoard(const fb::VariantDefinition* v, bool flipped)
{
    m_variant = v;
    m_flipped = flipped;
    update();
}

void HighlightItem::setMarks(const BoardMarks& marks)
{
    if (marks == m_marks)
        return;
    if (m_variant)
        updateChangedSquares(this, BoardLayout{m_variant->geometry, m_flipped},
            overPieceMarks(m_marks), overPieceMarks(marks));
    if (marks.cursor != m_marks.cursor) {
        const qreal pen = 8; // the cursor's frame reaches a little past its rectangle
        for (const QRectF& r : {m_marks.cursor, marks.cursor})
            if (!r.isNull())
                update(r.adjusted(-pen, -pen, pen, pen));
    }
    if (marks.arrows != m_marks.arrows)
        update(); // an arrow crosses the board
    m_marks = marks;
}

void HighlightItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*)
{
    if (!m_variant)
        return;
    const BoardLayout layout{m_variant->geometry, m_flipped};
    p->setRenderHint(QPainter::Antialiasing);
    // The opponent's moves (inspect mode) in purple, the side to move's in green.
    const bool theirs = m_marks.opponents;
    const QColor dot = theirs ? QColor(130, 40, 170, 200) : QColor(20, 120, 40, 190);
    const QColor ring = theirs ? QColor(130, 40, 170, 220) : QColor(210, 30, 30, 220);
    const QColor relay = theirs ? QColor(130, 40, 170, 220) : relayColor();
    for (const BoardMarks::Target& t : m_marks.targets) {
        const QRectF r = layout.squareRect(t.square);
        if (t.kinds & BoardMarks::Drop)
            drawDropMarker(p, r, dot);
        if (t.kinds & BoardMarks::Relay)
            drawRelayMarker(p, r, relay);
        if (t.kinds & BoardMarks::Capture)
            drawCaptureMarker(p, r, ring);
        else if (t.kinds & BoardMarks::Move)
            drawMoveMarker(p, r, dot);
    }
    // Arrows (an engine's best move), the first boldest; a drop is a diamond on its square.
    for (size_t i = 0; i < m_marks.arrows.size(); ++i) {
        const BoardMarks::Arrow& a = m_marks.arrows[i];
        const QColor color = i == 0 ? QColor(230, 120, 0, 200) : QColor(230, 120, 0, 110);
        if (a.stops.empty())
            continue;
        if (a.from == fb::NoSquare) {
            drawDropMarker(p, layout.squareRect(a.stops.back()).adjusted(-25, -25, 25, 25), color);
            continue;
        }
        QList<QPointF> points{layout.squareRect(a.from).center()};
        for (fb::Square s : a.stops)
            points << layout.squareRect(s).center();
        drawArrow(p, points, BoardLayout::SquareSize, color);
    }
    if (!m_marks.cursor.isNull()) {
        const QRectF r = m_marks.cursor.adjusted(3, 3, -3, -3);
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(Qt::white, 9));
        p->drawRect(r);
        p->setPen(QPen(QColor(0, 90, 220), 5, Qt::DashLine));
        p->drawRect(r);
    }
}
