// SPDX-License-Identifier: GPL-3.0-or-later
#include "boarditem.h"

#include "boardpainter.h"
#include "boardscene.h"
#include "gamecontroller.h"

#include <QPainter>

namespace {

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
    drawCorners(p, r, QColor(255, 255, 255, 210), 11, 0.08, 0.26);
    drawCorners(p, r, color, 6, 0.08, 0.26);
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
        // The last move: where it came from, every square it stopped on, where it ended.
        const fb::Move& last = pos.lastMove();
        QList<fb::Square> marked{last.from, last.to};
        for (int i = 0; i < last.viaCount; ++i)
            marked << last.via[size_t(i)];
        for (fb::Square s : std::as_const(marked))
            if (s != fb::NoSquare)
                markSquare(p, layout.squareRect(s),
                    points ? QColor(230, 120, 0) : QColor(255, 230, 60, 110), points);
    }
    // The selected piece's square, and the stops of a half-made move in a lighter tint.
    QList<fb::Square> selected{m_scene->selectedSquare()};
    for (fb::Square s : m_scene->turn().stops())
        selected << s;
    for (int i = 0; i < selected.size(); ++i) {
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
    if (game->inCheck())
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
    p->setRenderHint(QPainter::Antialiasing);
    // The opponent's moves (inspect mode) in purple, the side to move's in green.
    const bool theirs = m_scene->selectionIsOpponents();
    const bool drop = m_scene->selectedDrop() != fb::NoPieceType;
    const fb::Position& pos = game->position();
    const fb::Square from = m_scene->selectedSquare();
    const fb::Piece mover = from != fb::NoSquare ? pos.at(from) : fb::Empty;
    const QColor dot = theirs ? QColor(130, 40, 170, 200) : QColor(20, 120, 40, 190);
    const QColor ring = theirs ? QColor(130, 40, 170, 220) : QColor(210, 30, 30, 220);
    const QColor relay = theirs ? QColor(130, 40, 170, 220) : QColor(20, 90, 210, 230);
    for (const fb::TurnBuilder::Target& t : m_scene->targets()) {
        const QRectF r = layout.squareRect(t.square);
        if (drop) {
            drawDropMarker(p, r, dot);
            continue;
        }
        if (t.continues) // a move goes on from here: a relay square
            drawRelayMarker(p, r, relay);
        if (t.completes) {
            // A piece of the mover's own side there is a castling partner, not a capture.
            const bool capture = m_scene->showsPieceOn(t.square)
                && !(fb::isPiece(mover) && fb::sideOf(pos.at(t.square)) == fb::sideOf(mover));
            if (capture)
                drawCaptureMarker(p, r, ring);
            else
                drawMoveMarker(p, r, dot);
        }
    }
    if (m_scene->cursorVisible() && !m_scene->cursorRect().isNull()) {
        const QRectF r = m_scene->cursorRect().adjusted(3, 3, -3, -3);
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(Qt::white, 9));
        p->drawRect(r);
        p->setPen(QPen(QColor(0, 90, 220), 5, Qt::DashLine));
        p->drawRect(r);
    }
}
