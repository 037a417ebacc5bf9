// SPDX-License-Identifier: GPL-3.0-or-later
#include "boarditem.h"

#include "boardpainter.h"
#include "boardscene.h"
#include "gamecontroller.h"

#include <QPainter>

namespace {

/// Corner brackets around a point, for boards whose pieces stand on points: a filled square
/// there would show only as four corners behind the round piece.
void drawBrackets(QPainter* p, const QRectF& r, const QColor& color)
{
    const qreal len = r.width() * 0.22, in = r.width() * 0.04;
    const QRectF b = r.adjusted(in, in, -in, -in);
    p->setPen(QPen(color, 7, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p->setBrush(Qt::NoBrush);
    const QPointF c[4] = {b.topLeft(), b.topRight(), b.bottomRight(), b.bottomLeft()};
    for (int i = 0; i < 4; ++i) {
        const qreal dx = i == 0 || i == 3 ? len : -len;
        const qreal dy = i < 2 ? len : -len;
        const QPointF pts[3] = {c[i] + QPointF(0, dy), c[i], c[i] + QPointF(dx, 0)};
        p->drawPolyline(pts, 3);
    }
}

void markSquare(QPainter* p, const QRectF& r, const QColor& fill, bool onPoints)
{
    if (onPoints) {
        QColor c = fill;
        c.setAlpha(230);
        drawBrackets(p, r, c);
    } else {
        p->fillRect(r, fill);
    }
}

} // namespace

BoardItem::BoardItem(const BoardScene* scene)
    : m_scene(scene)
{
    setZValue(ZBoard);
}

void BoardItem::setRect(const QRectF& r)
{
    prepareGeometryChange();
    m_rect = r;
}

void BoardItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*)
{
    const GameController* game = m_scene->game();
    if (!game->hasGame())
        return;
    const fb::VariantDefinition& v = game->variant();
    const BoardLayout layout = m_scene->layout();
    BoardPainter::paint(p, v, layout, m_scene->appearance());
    p->setRenderHint(QPainter::Antialiasing);
    const bool points = BoardPainter::onPoints(v);
    const fb::Position& pos = game->position();
    if (pos.ply() > 0) {
        const fb::Move& last = pos.lastMove();
        for (fb::Square s : {last.from, last.to})
            if (s != fb::NoSquare)
                markSquare(p, layout.squareRect(s),
                    points ? QColor(230, 120, 0) : QColor(255, 230, 60, 110), points);
    }
    if (m_scene->selectedSquare() != fb::NoSquare) {
        const QRectF r = layout.squareRect(m_scene->selectedSquare());
        if (points) {
            p->setPen(Qt::NoPen);
            p->setBrush(QColor(20, 120, 255, 150));
            p->drawEllipse(r.center(), r.width() * 0.52, r.height() * 0.52);
        } else {
            p->fillRect(r, QColor(20, 120, 255, 100));
        }
    }
    // A royal in check glows red. Round pieces on points cover the middle of the square, so
    // there the glow reaches past the piece's rim.
    if (v.rules.checkRule && pos.inCheck(pos.sideToMove()))
        for (int i = 0; i < pos.royalCount(pos.sideToMove()); ++i) {
            const QRectF r = layout.squareRect(pos.royal(pos.sideToMove(), i));
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

HighlightItem::HighlightItem(const BoardScene* scene)
    : m_scene(scene)
{
    setZValue(ZHighlights);
    setAcceptedMouseButtons(Qt::NoButton);
}

void HighlightItem::setRect(const QRectF& r)
{
    prepareGeometryChange();
    m_rect = r;
}

void HighlightItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*)
{
    const GameController* game = m_scene->game();
    if (!game->hasGame())
        return;
    const BoardLayout layout = m_scene->layout();
    const fb::Position& pos = game->position();
    const qreal S = BoardLayout::SquareSize;
    p->setRenderHint(QPainter::Antialiasing);
    // The opponent's moves (inspect mode) in purple, the side to move's in green.
    const bool theirs = m_scene->selectionIsOpponents();
    const QColor dot = theirs ? QColor(130, 40, 170, 200) : QColor(20, 120, 40, 190);
    const QColor ring = theirs ? QColor(130, 40, 170, 220) : QColor(210, 30, 30, 220);
    for (fb::Square t : m_scene->targetSquares()) {
        const QRectF r = layout.squareRect(t);
        if (fb::isPiece(pos.at(t)) && t != m_scene->dragSquare()) {
            // A ring with a light edge stays visible on dark squares and round pieces alike.
            p->setBrush(Qt::NoBrush);
            p->setPen(QPen(QColor(255, 255, 255, 200), 11));
            p->drawEllipse(r.adjusted(7, 7, -7, -7));
            p->setPen(QPen(ring, 7));
            p->drawEllipse(r.adjusted(7, 7, -7, -7));
        } else {
            p->setPen(QPen(QColor(255, 255, 255, 190), 3));
            p->setBrush(dot);
            p->drawEllipse(r.center(), S * 0.15, S * 0.15);
        }
    }
    if (m_scene->cursorVisible() && m_scene->cursorSquare() != fb::NoSquare) {
        const QRectF r = layout.squareRect(m_scene->cursorSquare()).adjusted(3, 3, -3, -3);
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(Qt::white, 9));
        p->drawRect(r);
        p->setPen(QPen(QColor(0, 90, 220), 5, Qt::DashLine));
        p->drawRect(r);
    }
}
