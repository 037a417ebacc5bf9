// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardpainter.h"

#include "familystyle.h"

#include <QPainter>

namespace BoardPainter {

namespace {

void paintCheckered(
    QPainter* p, const fb::BoardGeometry& g, const BoardLayout& layout, const BoardAppearance& look)
{
    for (fb::Square s : g.squares()) {
        const bool light = (g.fileOf(s) + g.rankOf(s)) % 2 == 1;
        p->fillRect(layout.squareRect(s), light ? look.lightSquares : look.darkSquares);
    }
}

void paintLined(QPainter* p, const fb::BoardGeometry& g, const BoardLayout& layout)
{
    p->fillRect(layout.area(), QColor(236, 196, 128));
    p->setPen(QPen(QColor(60, 40, 20), 2));
    for (fb::Square s : g.squares())
        p->drawRect(layout.squareRect(s));
}

/// Lines through the points, with palaces; `river` breaks the files in the middle.
void paintPoints(QPainter* p, const fb::BoardGeometry& g, const BoardLayout& layout, bool river)
{
    const qreal S = BoardLayout::SquareSize, h = S / 2;
    p->fillRect(layout.area(), QColor(238, 204, 150));
    p->setPen(QPen(QColor(70, 40, 20), 2));
    const int riverRow = g.ranks() / 2 - 1; // the river lies below this screen row
    for (int f = 0; f < g.files(); ++f) {
        const qreal x = f * S + h;
        if (river && f > 0 && f < g.files() - 1) {
            p->drawLine(QPointF(x, h), QPointF(x, riverRow * S + h));
            p->drawLine(QPointF(x, (riverRow + 1) * S + h), QPointF(x, g.ranks() * S - h));
        } else {
            p->drawLine(QPointF(x, h), QPointF(x, g.ranks() * S - h));
        }
    }
    for (int r = 0; r < g.ranks(); ++r)
        p->drawLine(QPointF(h, r * S + h), QPointF(g.files() * S - h, r * S + h));
    // Palace diagonals, centred on the middle files.
    const int left = g.files() / 2 - 1;
    for (int top : {0, g.ranks() - 3}) {
        const qreal y0 = top * S + h, y1 = (top + 2) * S + h;
        p->drawLine(QPointF(left * S + h, y0), QPointF((left + 2) * S + h, y1));
        p->drawLine(QPointF((left + 2) * S + h, y0), QPointF(left * S + h, y1));
    }
}

void paintCoordinates(QPainter* p, const fb::VariantDefinition& v, const BoardLayout& layout)
{
    const fb::BoardGeometry& g = v.geometry;
    const QStringList files = BoardLabels::files(v), ranks = BoardLabels::ranks(v);
    const qreal S = BoardLayout::SquareSize, M = BoardLayout::Margin;
    QFont font = p->font();
    font.setPixelSize(22);
    p->setFont(font);
    p->setPen(QColor(70, 70, 70));
    for (int f = 0; f < g.files(); ++f) {
        const int col = layout.flipped ? g.files() - 1 - f : f;
        p->drawText(QRectF(col * S, g.ranks() * S + 4, S, M - 8), Qt::AlignCenter, files.value(f));
    }
    for (int r = 0; r < g.ranks(); ++r) {
        const int row = layout.flipped ? r : g.ranks() - 1 - r;
        p->drawText(QRectF(-M, row * S, M - 6, S), Qt::AlignCenter, ranks.value(r));
    }
}

} // namespace

bool onPoints(fb::BoardStyle style)
{
    switch (style) {
    case fb::BoardStyle::PointsRiver:
    case fb::BoardStyle::Points:
        return true;
    case fb::BoardStyle::Checkered:
    case fb::BoardStyle::Lined:
        break;
    }
    return false;
}

void paint(QPainter* p, const fb::VariantDefinition& v, const BoardLayout& layout,
    const BoardAppearance& look)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    switch (v.boardStyle) {
    case fb::BoardStyle::Checkered:
        paintCheckered(p, layout.geometry, layout, look);
        break;
    case fb::BoardStyle::Lined:
        paintLined(p, layout.geometry, layout);
        break;
    case fb::BoardStyle::PointsRiver:
        paintPoints(p, layout.geometry, layout, true);
        break;
    case fb::BoardStyle::Points:
        paintPoints(p, layout.geometry, layout, false);
        break;
    }
    if (look.showCoordinates)
        paintCoordinates(p, v, layout);
    p->restore();
}

} // namespace BoardPainter
