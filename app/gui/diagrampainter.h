// SPDX-License-Identifier: GPL-3.0-or-later
// Draws move diagrams: the board of the variant, the piece and the marks of its moves.
#pragma once

#include "movediagram.h"

#include <QPixmap>

class PieceRenderer;
class QPainter;

namespace DiagramPainter {

/// Paints the marks of one square (see MoveDiagram::Mark) into `square`.
void paintMarks(QPainter* p, const QRectF& square, uint8_t marks);
/// The whole diagram, `width` device-independent pixels wide.
QPixmap render(const MoveDiagram& d, PieceRenderer& renderer, int width, qreal dpr = 1.0);
/// A sample square carrying `marks`, for the legend.
QPixmap legendIcon(uint8_t marks, int size, qreal dpr = 1.0);

} // namespace DiagramPainter
