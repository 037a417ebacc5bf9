// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardscene.h"

#include "boarditem.h"
#include "gamecontroller.h"
#include "movegen.h"
#include "promotiondialog.h"
#include "variant.h"

#include <QApplication>
#include <QGraphicsPixmapItem>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>

fb::Square firstTarget(const fb::Move& m)
{
    return m.viaCount ? m.via[0] : m.to;
}

BoardScene::BoardScene(GameController* game, QObject* parent)
    : QGraphicsScene(parent)
    , m_game(game)
{
    m_board = new BoardItem(this);
    addItem(m_board);
    m_highlights = new HighlightItem(this);
    addItem(m_highlights);
}

BoardLayout BoardScene::layout() const
{
    return BoardLayout{m_game->variant().geometry, m_flipped};
}

QRectF BoardScene::squareRect(fb::Square s) const
{
    return layout().squareRect(s);
}

QPointF BoardScene::squareCenter(fb::Square s) const
{
    return squareRect(s).center();
}

fb::Square BoardScene::squareAt(const QPointF& p) const
{
    return m_game->hasGame() ? layout().squareAt(p) : fb::NoSquare;
}

void BoardScene::rebuild()
{
    m_selected = fb::NoSquare;
    m_selectionMoves.clear();
    m_selectionOpponents = false;
    if (m_game->hasGame()) {
        const QRectF r = layout().sceneRect();
        setSceneRect(r);
        m_board->setRect(r);
        m_highlights->setRect(r);
        // Squares are mailbox indices of one variant: find the cursor again by coordinates.
        const fb::BoardGeometry& g = m_game->variant().geometry;
        m_cursor = fb::NoSquare;
        if (g.inside(m_cursorFile, m_cursorRank)) {
            const fb::Square s = g.square(m_cursorFile, m_cursorRank);
            m_cursor = g.isPlayable(s) ? s : fb::NoSquare;
        }
    }
    updatePieces();
    Q_EMIT cursorChanged(m_cursor);
}

void BoardScene::setDeviceScale(qreal scale)
{
    if (qFuzzyCompare(scale, m_deviceScale))
        return;
    m_deviceScale = scale;
    updatePieces();
}

void BoardScene::setFlipped(bool flipped)
{
    if (flipped == m_flipped)
        return;
    m_flipped = flipped;
    updatePieces();
}

void BoardScene::setAppearance(const BoardAppearance& look)
{
    m_look = look;
    m_board->update();
}

void BoardScene::setInspectMode(bool on)
{
    m_inspect = on;
    selectSquare(fb::NoSquare);
}

void BoardScene::updateHighlights()
{
    m_board->update();
    m_highlights->update();
}

void BoardScene::updatePieces()
{
    m_dragging = false;
    m_pressSquare = fb::NoSquare;
    for (auto* item : std::as_const(m_pieces))
        delete item;
    m_pieces.clear();
    updateHighlights();
    if (!m_game->hasGame())
        return;
    const fb::Position& pos = m_game->position();
    const fb::VariantDefinition& v = pos.variant();
    const int px = std::max(8, int(std::ceil(SquareSize * m_deviceScale)));
    for (fb::Square s : v.geometry.squares()) {
        const fb::Piece p = pos.at(s);
        if (!fb::isPiece(p))
            continue;
        const fb::PieceDefinition& d = v.pieces[size_t(fb::typeOf(p))];
        const bool second = fb::sideOf(p) == fb::Second;
        // Shogi-style art faces its owner: the second side's pieces point down the screen.
        const bool rotated = m_renderer.rotatesForSecond(v.family) && (second != m_flipped);
        const QPixmap pm = m_renderer.pixmap(v.family, d.art, second, d.letter, px, rotated);
        auto* item = addPixmap(pm);
        item->setTransformationMode(Qt::SmoothTransformation);
        item->setScale(SquareSize / px);
        item->setPos(squareRect(s).topLeft());
        item->setZValue(ZPieces);
        m_pieces.insert(s, item);
    }
}

QList<fb::Square> BoardScene::targetSquares() const
{
    QList<fb::Square> out;
    for (const fb::Move& m : m_selectionMoves) {
        const fb::Square t = firstTarget(m);
        if (t != fb::NoSquare && !out.contains(t))
            out << t;
    }
    return out;
}

void BoardScene::selectSquare(fb::Square s)
{
    m_selected = s;
    m_selectionMoves.clear();
    m_selectionOpponents = false;
    if (s != fb::NoSquare && m_game->hasGame()) {
        const fb::Position& pos = m_game->position();
        const fb::Piece p = pos.at(s);
        if (fb::isPiece(p) && fb::sideOf(p) == pos.sideToMove()) {
            for (const fb::Move& m : m_game->legalMoves())
                if (m.from == s && !m.isDrop())
                    m_selectionMoves.push_back(m);
        } else if (fb::isPiece(p) && m_inspect) {
            // The side not to move: what the piece could do were it its turn (ignoring check).
            fb::MoveGenerator::generateFrom(pos, s, m_selectionMoves);
            m_selectionOpponents = true;
        }
    }
    updateHighlights();
}

QList<fb::Move> BoardScene::candidatesTo(fb::Square s) const
{
    QList<fb::Move> out;
    if (m_selectionOpponents)
        return out;
    for (const fb::Move& m : m_selectionMoves)
        if (firstTarget(m) == s)
            out << m;
    return out;
}

void BoardScene::mousePressEvent(QGraphicsSceneMouseEvent* e)
{
    if (e->button() == Qt::RightButton) {
        selectSquare(fb::NoSquare);
        return;
    }
    if (e->button() != Qt::LeftButton)
        return;
    const fb::Square s = squareAt(e->scenePos());
    if (s != fb::NoSquare)
        setCursorSquare(s); // the keyboard continues from where the mouse acted
    activate(s);
    // A press on the piece it just selected may turn into a drag.
    if (!m_inspect && s != fb::NoSquare && m_selected == s && m_pieces.contains(s))
        m_pressSquare = s;
}

void BoardScene::mouseMoveEvent(QGraphicsSceneMouseEvent* e)
{
    if (m_pressSquare == fb::NoSquare || !(e->buttons() & Qt::LeftButton))
        return;
    QGraphicsPixmapItem* item = m_pieces.value(m_pressSquare);
    if (!item)
        return;
    if (!m_dragging) {
        const QPoint moved = e->screenPos() - e->buttonDownScreenPos(Qt::LeftButton);
        if (moved.manhattanLength() < QApplication::startDragDistance())
            return;
        m_dragging = true;
        item->setZValue(ZDragged);
        updateHighlights();
    }
    item->setPos(e->scenePos() - QPointF(SquareSize / 2, SquareSize / 2));
}

void BoardScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* e)
{
    if (e->button() != Qt::LeftButton)
        return;
    const fb::Square from = m_pressSquare;
    const bool dragged = m_dragging;
    endDrag();
    if (!dragged)
        return;
    const fb::Square to = squareAt(e->scenePos());
    if (to == fb::NoSquare || to == from)
        return; // put back; the piece stays selected
    const QList<fb::Move> candidates = candidatesTo(to);
    if (!candidates.isEmpty())
        commit(candidates);
}

void BoardScene::endDrag()
{
    if (m_dragging) {
        if (QGraphicsPixmapItem* item = m_pieces.value(m_pressSquare)) {
            item->setPos(squareRect(m_pressSquare).topLeft());
            item->setZValue(ZPieces);
        }
    }
    m_dragging = false;
    m_pressSquare = fb::NoSquare;
    updateHighlights();
}

void BoardScene::activate(fb::Square s)
{
    if (m_inspect)
        inspectClicked(s);
    else
        clicked(s);
}

void BoardScene::clicked(fb::Square s)
{
    if (!m_game->hasGame() || s == fb::NoSquare)
        return;
    if (m_selected != fb::NoSquare) {
        const QList<fb::Move> candidates = candidatesTo(s);
        if (!candidates.isEmpty()) {
            commit(candidates);
            return;
        }
    }
    const fb::Position& pos = m_game->position();
    const fb::Piece p = pos.at(s);
    const bool own = fb::isPiece(p) && fb::sideOf(p) == pos.sideToMove();
    selectSquare(own && !m_game->result().isOver() ? s : fb::NoSquare);
}

void BoardScene::inspectClicked(fb::Square s)
{
    const bool piece
        = m_game->hasGame() && s != fb::NoSquare && fb::isPiece(m_game->position().at(s));
    selectSquare(piece ? s : fb::NoSquare);
}

void BoardScene::commit(const QList<fb::Move>& candidates)
{
    fb::Move chosen = candidates.front();
    if (candidates.size() > 1) {
        QWidget* parent = views().isEmpty() ? nullptr : views().constFirst()->window();
        const int picked = PromotionDialog::choose(
            candidates, m_game->variant(), m_game->position().sideToMove(), m_renderer, parent);
        if (picked < 0)
            return;
        chosen = candidates[picked];
    }
    selectSquare(fb::NoSquare);
    Q_EMIT moveChosen(chosen);
}

void BoardScene::setCursorSquare(fb::Square s)
{
    m_cursor = s;
    const bool valid = s != fb::NoSquare && m_game->hasGame();
    m_cursorFile = valid ? m_game->variant().geometry.fileOf(s) : -1;
    m_cursorRank = valid ? m_game->variant().geometry.rankOf(s) : -1;
    m_highlights->update();
    Q_EMIT cursorChanged(s);
}

void BoardScene::setCursorVisible(bool visible)
{
    m_cursorVisible = visible;
    m_highlights->update();
}

void BoardScene::moveCursor(int columns, int rows)
{
    if (!m_game->hasGame())
        return;
    const BoardLayout l = layout();
    const fb::BoardGeometry& g = l.geometry;
    if (m_cursor == fb::NoSquare) {
        // Start where the user's attention is: the selection, the last move, or the middle
        // of the bottom rank.
        fb::Square s = m_selected;
        if (s == fb::NoSquare && m_game->position().ply() > 0)
            s = m_game->position().lastMove().to;
        if (s == fb::NoSquare)
            s = l.squareAtCell(g.files() / 2, g.ranks() - 1);
        if (s == fb::NoSquare && !g.squares().empty())
            s = g.squares().front();
        setCursorSquare(s);
        return;
    }
    int col = l.column(m_cursor), row = l.row(m_cursor);
    for (;;) {
        col += columns;
        row += rows;
        if (col < 0 || row < 0 || col >= g.files() || row >= g.ranks())
            return;
        const fb::Square s = l.squareAtCell(col, row);
        if (s != fb::NoSquare) {
            setCursorSquare(s);
            return;
        }
    }
}
