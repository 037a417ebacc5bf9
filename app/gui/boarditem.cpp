// SPDX-License-Identifier: GPL-3.0-or-later
#include "boarditem.h"

#include "boardpainter.h"
#include "markpainter.h"

#include <QPainter>

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

} // namespace

void BoardItem::setRect(const QRectF& r)
{
    prepareGeometryChange();
    m_rect = r;
}

void BoardItem::setBoard(const fb::VariantDefinition* v, bool flipped, const BoardAppearance& look)
{
    m_variant = v;
    m_flipped = flipped;
    m_look = look;
    update();
}

void BoardItem::setMarks(const BoardMarks& marks)
{
    if (marks == m_marks)
        return;
    m_marks = marks;
    update();
}

void BoardItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*)
{
    if (!m_variant)
        return;
    const BoardLayout layout{m_variant->geometry, m_flipped};
    BoardPainter::paint(p, *m_variant, layout, m_look);
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
    m_marks = marks;
    update();
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
    if (!m_marks.cursor.isNull()) {
        const QRectF r = m_marks.cursor.adjusted(3, 3, -3, -3);
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(Qt::white, 9));
        p->drawRect(r);
        p->setPen(QPen(QColor(0, 90, 220), 5, Qt::DashLine));
        p->drawRect(r);
    }
}
