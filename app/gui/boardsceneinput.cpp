// SPDX-License-Identifier: GPL-3.0-or-later
// BoardScene, the input part: mouse clicks, drags from the board and from the storage ranks,
// the multi-leg prompt's buttons and the keyboard cursor, fed to TurnInput (which builds the
// turn stop by stop); complete moves go out through moveChosen().
#include "boardscene.h"

#include "boarditem.h"
#include "capturechoicedialog.h"
#include "gamecontroller.h"
#include "handslotitem.h"
#include "promotiondialog.h"
#include "variant.h"

#include <QApplication>
#include <QGraphicsPixmapItem>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QScopeGuard>
#include <algorithm>

void BoardScene::resetInput()
{
    m_input.reset(m_game->hasGame() ? &m_game->position() : nullptr,
        m_game->hasGame() ? m_game->legalMoves() : fb::MoveList{},
        m_game->hasGame() && m_game->result().isOver());
}

void BoardScene::setInspectMode(bool on)
{
    m_input.setInspectMode(on);
    selectionChanged();
}

void BoardScene::setInputBlocked(bool blocked)
{
    if (blocked == m_inputBlocked)
        return;
    m_inputBlocked = blocked;
    if (blocked && !inspectMode())
        selectSquare(fb::NoSquare);
}

void BoardScene::selectionChanged()
{
    placePieces();
    updateHighlights();
    Q_EMIT turnChanged();
}

QList<fb::Square> BoardScene::targetSquares() const
{
    QList<fb::Square> out;
    for (const fb::TurnBuilder::Target& t : targets())
        out << t.square;
    return out;
}

void BoardScene::selectSquare(fb::Square s)
{
    m_input.selectSquare(s);
    selectionChanged();
}

void BoardScene::selectDrop(fb::PieceType type)
{
    m_input.selectDrop(type);
    selectionChanged();
}

void BoardScene::takeBack()
{
    m_input.takeBack();
    selectionChanged();
}

bool BoardScene::stopHere()
{
    if (!canStopHere())
        return false;
    const bool played = commit(m_input.completeMoves());
    if (!played)
        selectionChanged();
    return played;
}

void BoardScene::activate(fb::Square s)
{
    m_animator.finish();
    handle(m_input.click(s));
    if (!m_input.refusal().isEmpty())
        Q_EMIT moveRefused(m_input.refusal());
}

void BoardScene::activateSlot(fb::Side side, fb::PieceType type)
{
    m_animator.finish();
    handle(m_input.clickSlot(side, type));
}

void BoardScene::handle(TurnInput::Outcome outcome)
{
    switch (outcome) {
    case TurnInput::Outcome::Ignored:
        return;
    case TurnInput::Outcome::Complete:
        if (commit(m_input.completeMoves()))
            return;
        m_input.undoLastStop(); // the promotion dialog was cancelled
        break;
    case TurnInput::Outcome::Stop:
        if (commit(m_input.completeMoves()))
            return;
        break;
    case TurnInput::Outcome::Changed:
        break;
    }
    selectionChanged();
}

bool BoardScene::commit(const std::vector<fb::Move>& complete)
{
    if (complete.empty())
        return false;
    QWidget* parent = views().isEmpty() ? nullptr : views().constFirst()->window();
    // While a dialog asks, the board shows no "Stop here" prompt beside it: the dialog is
    // the one question.
    m_asking = true;
    const auto askingDone = qScopeGuard([this] { m_asking = false; });
    // First which pieces it takes besides its stops (the enemies a Fire Demon burns), then
    // what it promotes to.
    const std::vector<std::vector<fb::Move>> groups = fb::TurnBuilder::byOffStopVictims(complete);
    std::vector<fb::Move> moves = groups.front();
    if (groups.size() > 1) {
        updateHighlights(); // the board may paint under the dialog
        std::vector<std::vector<fb::Square>> taken;
        for (const std::vector<fb::Move>& g : groups)
            taken.push_back(fb::TurnBuilder::offStopVictims(g.front()));
        const int picked
            = CaptureChoiceDialog::choose(taken, m_game->position(), m_renderer, parent);
        if (picked < 0)
            return false;
        moves = groups[size_t(picked)];
    }
    fb::Move chosen = moves.front();
    if (moves.size() > 1) {
        updateHighlights(); // the board may paint under the promotion dialog
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
    m_pressButton = TurnPromptItem::Button::None;
    m_pressStops = false;
    if (e->button() == Qt::RightButton) {
        takeBack();
        return;
    }
    if (e->button() != Qt::LeftButton || !m_game->hasGame() || m_inputBlocked)
        return;
    // The prompt's buttons act on release, like buttons do.
    if ((m_pressButton = m_prompt->buttonAt(e->scenePos())) != TurnPromptItem::Button::None)
        return;
    const HandLayout hands = handLayout();
    if (const HandLayout::Slot* slot = hands.slotAt(e->scenePos())) {
        activateSlot(slot->side, slot->type);
        if (!inspectMode() && selectedDrop() == slot->type && dropSide() == slot->side)
            m_pressDrop = slot->type; // may turn into a drag
        return;
    }
    const fb::Square s = squareAt(e->scenePos());
    if (s != fb::NoSquare)
        setCursorSquare(s); // the keyboard continues from where the mouse acted
    if (isMidTurn() && s != fb::NoSquare && s == moverSquare() && !m_input.isTarget(s)) {
        // The waiting piece: dragged it goes on, clicked it stops there (on release).
        m_pressStops = true;
        m_pressSquare = s;
        return;
    }
    activate(s);
    // A press on the piece it just selected may turn into a drag.
    if (!inspectMode() && s != fb::NoSquare && s == moverSquare()
        && m_pieces.contains(m_input.turn().from()))
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
    QGraphicsPixmapItem* item = m_dragItem ? m_dragItem : m_pieces.value(m_input.turn().from());
    if (item)
        item->setPos(e->scenePos() - QPointF(SquareSize / 2, SquareSize / 2));
}

void BoardScene::startDrag(const QPointF& at)
{
    m_dragging = true;
    if (m_pressDrop != fb::NoPieceType) {
        // The hand keeps its count until the drop is played: a copy follows the mouse.
        const int px = pixmapSize();
        m_dragItem = addPixmap(piecePixmap(dropSide(), m_pressDrop, px));
        m_dragItem->setTransformationMode(Qt::SmoothTransformation);
        m_dragItem->setScale(SquareSize / px);
        m_dragItem->setZValue(ZDragged);
        m_dragItem->setPos(at - QPointF(SquareSize / 2, SquareSize / 2));
    } else if (QGraphicsPixmapItem* item = m_pieces.value(m_input.turn().from())) {
        item->setZValue(ZDragged);
    }
    updateHighlights();
}

void BoardScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* e)
{
    if (e->button() != Qt::LeftButton)
        return;
    const TurnPromptItem::Button pressed = std::exchange(m_pressButton, {});
    if (pressed != TurnPromptItem::Button::None) {
        if (m_prompt->buttonAt(e->scenePos()) != pressed)
            return;
        if (pressed == TurnPromptItem::Button::StopHere)
            stopHere();
        else
            takeBack();
        return;
    }
    const bool dragged = m_dragging, stops = std::exchange(m_pressStops, false);
    endDrag();
    if (!dragged) {
        if (stops && squareAt(e->scenePos()) == moverSquare())
            handle(m_input.stopHere());
        return;
    }
    // Released on a stop: a move that can end there ends there; otherwise it goes on from
    // there. Anywhere else the piece goes back and stays selected.
    handle(m_input.dropOn(squareAt(e->scenePos())));
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
    updateHighlights();
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
    updateHighlights();
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
    updateHighlights();
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
        fb::Square s = selectedSquare();
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
