// SPDX-License-Identifier: GPL-3.0-or-later
// MarkPainter: the marks of target squares, shared by the board and the move diagrams so the
// gallery's legend explains what the board shows.
#pragma once

#include <QColor>
#include <QList>
#include <QPointF>
#include <QRectF>

class QPainter;

namespace MarkPainter {

/// Four corner brackets inside a square, `inset` and `length` in fractions of its width.
void drawCorners(
    QPainter* p, const QRectF& r, const QColor& color, qreal width, qreal inset, qreal length);
/// A move to an empty square: a dot.
void drawMoveMarker(QPainter* p, const QRectF& r, const QColor& color);
/// A capture: a ring around the piece, with a light edge that stays visible on dark squares
/// and round pieces alike.
void drawCaptureMarker(QPainter* p, const QRectF& r, const QColor& color);
/// A drop target: a diamond.
void drawDropMarker(QPainter* p, const QRectF& r, const QColor& color);
/// A relay square, where a multi-leg move stops and goes on: corner brackets, so that it
/// frames a dot or a capture ring without hiding the piece. Pen widths scale with the square.
void drawRelayMarker(QPainter* p, const QRectF& r, const QColor& color);
/// An arrow along `points` (at least two: its start, its bends, its end; scene units), with
/// a head at the end, its width a fraction of `squareSize`.
void drawArrow(QPainter* p, const QList<QPointF>& points, qreal squareSize, const QColor& color);
/// The colour of relay marks for the side to move.
inline QColor relayColor()
{
    return QColor(20, 90, 210, 230);
}

} // namespace MarkPainter
