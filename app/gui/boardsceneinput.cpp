// SPDX-License-Identifier: GPL-3.0-or-later
// BoardScene, what the user does: selecting, building a turn stop by stop (fb::TurnBuilder),
// drags from the board and from the storage ranks, the keyboard cursor.
#include "boardscene.h"

#include "boarditem.h"
#include "gamecontroller.h"
#include "handslotitem.h"
#include "movegen.h"
#include "promotiondialog.h"
#include "variant.h"

#include <QApplication>
#include <QGraphicsPixmapItem>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <algorithm>

void BoardScene::resetTurn()
{
    m_turn.setMoves(m_game->hasGame() ? m_game->legalMoves() : fb::MoveList{});
    updateTargets();
}

void BoardScene::updateTargets()
{
    m_targets = m_turn.started() ? m_turn.nextTargets() : std::vector<fb::TurnBuilder::Target>{};
}

void BoardScene::setInspectMode(bool on)
{
    m_inspect = on;
    selectSquare(fb::NoSquare);
}

void BoardScene::selectionChanged()
{
    updateTargets();
    placePieces();
    updateHighlights();
    Q_EMIT turnChanged();
}

fb::MoveList BoardScene::selectionMoves() const
{
    return m_turn.candidates();
}

QList<fb::Square> BoardScene::targetSquares() const
{
    QList<fb::Square> out;
    for (const fb::TurnBuilder::Target& t : targets())
        out << t.square;
    return out;
}

bool BoardScene::isTarget(fb::Square s) const
{
    return std::any_of(
        m_targets.begin(), m_targets.end(), [s](const auto& t) { return t.square == s; });
}

void BoardScene::selectSquare(fb::Square s)
{
    m_selected = s;
    m_selectionOpponents = false;
    resetTurn();
    if (s != fb::NoSquare && m_game->hasGame()) {
        const fb::Position& pos = m_game->position();
        const fb::Piece p = pos.at(s);
        if (fb::isPiece(p) && fb::sideOf(p) != pos.sideToMove() && m_inspect) {
            // The side not to move: what the piece could do were it its turn (ignoring check).
            fb::MoveList moves;
            fb::MoveGenerator::generateFrom(pos, s, moves);
            m_turn.setMoves(std::move(moves));
            m_selectionOpponents = true;
        }
        if (fb::isPiece(p))
            m_turn.begin(s); // a piece without moves stays selected, showing none
    }
    selectionChanged();
}

void BoardScene::selectDrop(fb::PieceType type)
{
    m_selected = fb::NoSquare;
    m_selectionOpponents = false;
    resetTurn();
    if (m_game->hasGame() && type != fb::NoPieceType) {
        m_dropSide = m_game->position().sideToMove();
        m_turn.beginDrop(type);
    }
    selectionChanged();
}

void BoardScene::takeBack()
{
    if (isMidTurn()) {
        m_turn.back();
        selectionChanged();
    } else {
        selectSquare(fb::NoSquare);
    }
}

bool BoardScene::stopHere()
{
    return canStopHere() && commit(m_turn.completeMoves());
}

void BoardScene::activate(fb::Square s)
{
    m_animator.finish();
    if (m_inspect)
        inspectClicked(s);
    else
        clicked(s);
}

void BoardScene::activateSlot(fb::Side side, fb::PieceType type)
{
    m_animator.finish();
    if (!m_game->hasGame() || isMidTurn())
        return; // a half-made move waits for its next stop
    const fb::Position& pos = m_game->position();
    const bool usable
        = side == pos.sideToMove() && pos.handCount(side, type) > 0 && !m_game->result().isOver();
    if (usable)
        selectDrop(type);
    else
        selectSquare(fb::NoSquare);
}

void BoardScene::clicked(fb::Square s)
{
    if (!m_game->hasGame() || s == fb::NoSquare)
        return;
    if (isTarget(s)) {
        advance(s, false);
        return;
    }
    if (isMidTurn())
        return; // not lost silently: the move waits for its next stop, Pass or Escape
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

void BoardScene::advance(fb::Square s, bool finish)
{
    if (m_selectionOpponents || !m_turn.add(s))
        return;
    updateTargets(); // the board may paint under the promotion dialog
    const std::vector<fb::Move> complete = m_turn.completeMoves();
    if (!complete.empty() && (finish || !m_turn.canContinue())) {
        if (!commit(complete))
            m_turn.back(); // the promotion dialog was cancelled
    }
    selectionChanged();
}

bool BoardScene::commit(const std::vector<fb::Move>& moves)
{
    if (moves.empty())
        return false;
    fb::Move chosen = moves.front();
    if (moves.size() > 1) {
        QWidget* parent = views().isEmpty() ? nullptr : views().constFirst()->window();
        const QList<fb::Move> choices(moves.begin(), moves.end());
        const int picked = PromotionDialog::choose(
            choices, m_game->variant(), m_game->position().sideToMove(), m_renderer, parent);
        if (picked < 0)
            return false;
        chosen = choices[picked];
    }
    selectSquare(fb::NoSquare);
    Q_EMIT moveChosen(chosen);
    return true;
}

void BoardScene::mousePressEvent(QGraphicsSceneMouseEvent* e)
{
    m_animator.finish(); // a click acts on the position as it is after the move
    if (e->button() == Qt::RightButton) {
        takeBack();
        return;
    }
    if (e->button() != Qt::LeftButton || !m_game->hasGame())
        return;
    const HandLayout hands = handLayout();
    if (const HandLayout::Slot* slot = hands.slotAt(e->scenePos())) {
        activateSlot(slot->side, slot->type);
        if (!m_inspect && selectedDrop() == slot->type && m_dropSide == slot->side)
            m_pressDrop = slot->type; // may turn into a drag
        return;
    }
    const fb::Square s = squareAt(e->scenePos());
    if (s != fb::NoSquare)
        setCursorSquare(s); // the keyboard continues from where the mouse acted
    activate(s);
    // A press on the piece it just selected (or on a half-made move's piece) may turn into
    // a drag.
    if (!m_inspect && s != fb::NoSquare && s == moverSquare() && m_pieces.contains(m_turn.from()))
        m_pressSquare = s;
}

void BoardScene::mouseMoveEvent(QGraphicsSceneMouseEvent* e)
{
    if ((m_pressSquare == fb::NoSquare && m_pressDrop == fb::NoPieceType)
        || !(e->buttons() & Qt::LeftButton))
        return;
    if (!m_dragging) {
        const QPoint moved = e->screenPos() - e->buttonDownScreenPos(Qt::LeftButton);
        if (moved.manhattanLength() < QApplication::startDragDistance())
            return;
        startDrag(e->scenePos());
    }
    QGraphicsPixmapItem* item = m_dragItem ? m_dragItem : m_pieces.value(m_turn.from());
    if (item)
        item->setPos(e->scenePos() - QPointF(SquareSize / 2, SquareSize / 2));
}

void BoardScene::startDrag(const QPointF& at)
{
    m_dragging = true;
    if (m_pressDrop != fb::NoPieceType) {
        // The hand keeps its count until the drop is played: a copy follows the mouse.
        const int px = pixmapSize();
        m_dragItem = addPixmap(piecePixmap(m_dropSide, m_pressDrop, px));
        m_dragItem->setTransformationMode(Qt::SmoothTransformation);
        m_dragItem->setScale(SquareSize / px);
        m_dragItem->setZValue(ZDragged);
        m_dragItem->setPos(at - QPointF(SquareSize / 2, SquareSize / 2));
    } else if (QGraphicsPixmapItem* item = m_pieces.value(m_turn.from())) {
        item->setZValue(ZDragged);
    }
    updateHighlights();
}

void BoardScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* e)
{
    if (e->button() != Qt::LeftButton)
        return;
    const bool dragged = m_dragging;
    endDrag();
    if (!dragged)
        return;
    // Released on a stop: a move that can end there ends there; otherwise it goes on from
    // there. Anywhere else the piece goes back and stays selected.
    const fb::Square to = squareAt(e->scenePos());
    if (to != fb::NoSquare && to != moverSquare() && isTarget(to))
        advance(to, true);
}

void BoardScene::endDrag()
{
    m_dragging = false;
    m_pressSquare = fb::NoSquare;
    m_pressDrop = fb::NoPieceType;
    delete m_dragItem;
    m_dragItem = nullptr;
    placePieces();
    updateHighlights();
}

void BoardScene::setCursorSquare(fb::Square s)
{
    m_cursor = s;
    m_cursorSlotType = fb::NoPieceType;
    const bool valid = s != fb::NoSquare && m_game->hasGame();
    m_cursorFile = valid ? m_game->variant().geometry.fileOf(s) : -1;
    m_cursorRank = valid ? m_game->variant().geometry.rankOf(s) : -1;
    m_highlights->update();
    Q_EMIT cursorChanged(s);
}

void BoardScene::setCursorSlot(fb::Side side, fb::PieceType type)
{
    if (!handSlot(side, type))
        return;
    m_cursor = fb::NoSquare;
    m_cursorSlotSide = side;
    m_cursorSlotType = type;
    m_cursorSlotVariant = &m_game->variant();
    m_highlights->update();
    Q_EMIT cursorChanged(fb::NoSquare);
}

HandSlotItem* BoardScene::cursorSlot() const
{
    return m_cursorSlotType == fb::NoPieceType ? nullptr
                                               : handSlot(m_cursorSlotSide, m_cursorSlotType);
}

QRectF BoardScene::cursorRect() const
{
    if (const HandSlotItem* slot = cursorSlot())
        return slot->sceneBoundingRect();
    return m_cursor != fb::NoSquare && m_game->hasGame() ? squareRect(m_cursor) : QRectF();
}

void BoardScene::setCursorVisible(bool visible)
{
    m_cursorVisible = visible;
    m_highlights->update();
}

void BoardScene::activateCursor()
{
    if (const HandSlotItem* slot = cursorSlot())
        activateSlot(slot->side(), slot->pieceType());
    else if (m_cursor == fb::NoSquare)
        moveCursor(0, 0);
    else
        activate(m_cursor);
}

QPoint BoardScene::slotCell(const HandLayout::Slot& slot)
{
    return QPoint(int(std::floor(slot.rect.center().x() / SquareSize)),
        int(std::floor(slot.rect.center().y() / SquareSize)));
}

void BoardScene::moveCursor(int columns, int rows)
{
    if (!m_game->hasGame())
        return;
    const BoardLayout l = layout();
    const fb::BoardGeometry& g = l.geometry;
    const HandSlotItem* onSlot = cursorSlot();
    if (m_cursor == fb::NoSquare && !onSlot) {
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
    const HandLayout hands = handLayout();
    const QList<HandLayout::Slot>& slots = hands.slots();
    int firstRow = 0, lastRow = g.ranks() - 1;
    for (const HandLayout::Slot& slot : slots) {
        firstRow = std::min(firstRow, slotCell(slot).y());
        lastRow = std::max(lastRow, slotCell(slot).y());
    }
    QPoint at(l.column(m_cursor), l.row(m_cursor));
    if (onSlot)
        at = slotCell(*hands.slot(onSlot->side(), onSlot->pieceType()));
    const auto onBoard = [&](int row) { return row >= 0 && row < g.ranks(); };
    for (;;) {
        at += QPoint(columns, rows);
        if (at.y() < firstRow || at.y() > lastRow || at.x() < 0 || at.x() >= g.files())
            return;
        if (onBoard(at.y())) {
            const fb::Square s = l.squareAtCell(at.x(), at.y());
            if (s != fb::NoSquare) {
                setCursorSquare(s);
                return;
            }
            continue;
        }
        // A storage rank: the slot in this cell; arriving from another rank, the nearest one.
        const HandLayout::Slot* best = nullptr;
        for (const HandLayout::Slot& slot : slots) {
            const QPoint cell = slotCell(slot);
            if (cell.y() != at.y() || (rows == 0 && cell.x() != at.x()))
                continue;
            if (!best || std::abs(cell.x() - at.x()) < std::abs(slotCell(*best).x() - at.x()))
                best = &slot;
        }
        if (best) {
            setCursorSlot(best->side, best->type);
            return;
        }
    }
}
