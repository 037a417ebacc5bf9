// SPDX-License-Identifier: GPL-3.0-or-later
#include "markpainter.h"

#include <QLineF>
#include <QPainter>
#include <algorithm>

namespace MarkPainter {

/// Four corner brackets inside a square, `inset` and `length` in fractions of its width.
void drawCorners(
    QPainter* p, const QRectF& r, const QColor& color, qreal width, qreal inset, qreal length)
{
    const qreal in = r.width() * inset, len = r.width() * length;
    const QRectF b = r.adjusted(in, in, -in, -in);
    p->setPen(QPen(color, width, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p->setBrush(Qt::NoBrush);
    const QPointF c[4] = {b.topLeft(), b.topRight(), b.bottomRight(), b.bottomLeft()};
    for (int i = 0; i < 4; ++i) {
        const qreal dx = i == 0 || i == 3 ? len : -len;
        const qreal dy = i < 2 ? len : -len;
        const QPointF pts[3] = {c[i] + QPointF(0, dy), c[i], c[i] + QPointF(dx, 0)};
        p->drawPolyline(pts, 3);
    }
}

/// A move to an empty square: a dot.
void drawMoveMarker(QPainter* p, const QRectF& r, const QColor& color)
{
    const qreal radius = r.width() * 0.15;
    p->setPen(QPen(QColor(255, 255, 255, 190), 3));
    p->setBrush(color);
    p->drawEllipse(r.center(), radius, radius);
}

/// A capture: a ring around the piece, with a light edge that stays visible on dark squares
/// and round pieces alike.
void drawCaptureMarker(QPainter* p, const QRectF& r, const QColor& color)
{
    p->setBrush(Qt::NoBrush);
    p->setPen(QPen(QColor(255, 255, 255, 200), 11));
    p->drawEllipse(r.adjusted(7, 7, -7, -7));
    p->setPen(QPen(color, 7));
    p->drawEllipse(r.adjusted(7, 7, -7, -7));
}

/// A drop target: a diamond.
void drawDropMarker(QPainter* p, const QRectF& r, const QColor& color)
{
    const qreal h = r.width() * 0.17;
    const QPointF c = r.center();
    const QPointF diamond[4]
        = {c + QPointF(0, -h), c + QPointF(h, 0), c + QPointF(0, h), c + QPointF(-h, 0)};
    p->setPen(QPen(QColor(255, 255, 255, 200), 3, Qt::SolidLine, Qt::RoundCap, Qt::MiterJoin));
    p->setBrush(color);
    p->drawPolygon(diamond, 4);
}

/// A relay square, where a multi-leg move stops and goes on: a hollow square drawn by its
/// corners, so that it frames a dot or a capture ring without hiding the piece.
void drawRelayMarker(QPainter* p, const QRectF& r, const QColor& color)
{
    const qreal unit = r.width() / 100; // the board's pen widths at its square size
    drawCorners(p, r, QColor(255, 255, 255, 210), 11 * unit, 0.08, 0.26);
    drawCorners(p, r, color, 6 * unit, 0.08, 0.26);
}

/// An arrow: a thick line along the points, with a light edge, and a triangular head.
void drawArrow(QPainter* p, const QList<QPointF>& points, qreal squareSize, const QColor& color)
{
    if (points.size() < 2)
        return;
    const qreal width = squareSize * 0.16;
    const qreal headLength = squareSize * 0.42;
    const QPointF tip = points.last();
    const QLineF last(points[points.size() - 2], tip);
    if (last.length() < 1)
        return;
    // The shaft stops where the head begins.
    QList<QPointF> shaft = points;
    const QPointF unit = (tip - last.p1()) / last.length();
    shaft.last() = tip - unit * std::min(headLength * 0.9, last.length());
    const QPointF normal(-unit.y(), unit.x());
    const QPointF base = tip - unit * headLength;
    const QPointF head[3]
        = {tip, base + normal * (headLength * 0.55), base - normal * (headLength * 0.55)};
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->setBrush(Qt::NoBrush);
    p->setPen(QPen(color, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p->drawPolyline(shaft.constData(), int(shaft.size()));
    p->setPen(Qt::NoPen);
    p->setBrush(color);
    p->drawPolygon(head, 3);
    p->restore();
}

} // namespace MarkPainter
