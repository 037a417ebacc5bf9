// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagrampainter.h"

#include "boardpainter.h"
#include "markpainter.h"
#include "piecerenderer.h"

#include <QPainter>

namespace DiagramPainter {

namespace {

const QColor moveColor(20, 130, 40);
const QColor captureColor(210, 30, 30);
const QColor hopColor(235, 130, 0);
const QColor initialColor(30, 90, 220);

void dot(QPainter* p, const QPointF& c, qreal r, const QColor& color)
{
    p->setPen(QPen(Qt::white, r * 0.3));
    p->setBrush(color);
    p->drawEllipse(c, r, r);
}

void ring(QPainter* p, const QPointF& c, qreal r, const QColor& color)
{
    p->setBrush(Qt::NoBrush);
    p->setPen(QPen(Qt::white, r * 0.34));
    p->drawEllipse(c, r, r);
    p->setPen(QPen(color, r * 0.2));
    p->drawEllipse(c, r, r);
}

} // namespace

void paintMarks(QPainter* p, const QRectF& square, uint8_t marks)
{
    const QPointF c = square.center();
    const qreal w = square.width();
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    if (marks & MoveDiagram::Via)
        // The board's relay mark: the piece stops here and goes on. Unlike the round marks
        // it stays visible on squares the piece can also end on.
        MarkPainter::drawRelayMarker(p, square, MarkPainter::relayColor());
    if (marks & MoveDiagram::Capture)
        ring(p, c, w * 0.36, captureColor);
    if (marks & MoveDiagram::HopCapture)
        ring(p, c, w * (marks & MoveDiagram::Capture ? 0.27 : 0.36), hopColor);
    if (marks & MoveDiagram::Move)
        dot(p, c, w * 0.15, moveColor);
    else if (marks & MoveDiagram::HopMove)
        dot(p, c, w * 0.15, hopColor);
    else if (marks & MoveDiagram::Initial)
        dot(p, c, w * 0.15, initialColor);
    p->restore();
}

QPixmap render(const MoveDiagram& d, PieceRenderer& renderer, int width, qreal dpr)
{
    const fb::VariantDefinition& v = *d.variant;
    const BoardLayout layout{v.geometry, false};
    const QRectF area = layout.area();
    const int height = int(std::ceil(width * area.height() / area.width()));
    QPixmap pm(QSize(width, height) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    const qreal scale = width / area.width();
    p.scale(scale, scale);
    BoardAppearance look;
    look.showCoordinates = false;
    BoardPainter::paint(&p, v, layout, look);
    for (auto it = d.marks.cbegin(); it != d.marks.cend(); ++it)
        paintMarks(&p, layout.squareRect(it.key()), it.value());
    if (d.origin != fb::NoSquare) {
        const fb::PieceDefinition& def = v.pieces[size_t(d.type)];
        const QRectF r = layout.squareRect(d.origin);
        const int px = std::max(8, int(std::ceil(r.width() * scale * dpr)));
        const bool second = d.side == fb::Second;
        p.setRenderHint(QPainter::SmoothPixmapTransform);
        p.drawPixmap(r,
            renderer.pixmap(v.family, def.artFor(d.side), second, def.letter, px, false),
            QRectF(0, 0, px, px));
    }
    return pm;
}

QPixmap legendIcon(uint8_t marks, int size, qreal dpr)
{
    QPixmap pm(QSize(size, size) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(QColor(240, 217, 181));
    QPainter p(&pm);
    paintMarks(&p, QRectF(0, 0, size, size), marks);
    return pm;
}

} // namespace DiagramPainter
