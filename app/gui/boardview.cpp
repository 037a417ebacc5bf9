// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardview.h"

#include "boardlayout.h"
#include "boardscene.h"
#include "gamecontroller.h"
#include "handslotitem.h"
#include "sidenames.h"

#include <QAccessible>
#include <QKeyEvent>

#include <cmath>

namespace {

/// The keys the board handles itself while it has the focus.
bool isBoardKey(int key)
{
    switch (key) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
    case Qt::Key_Escape:
        return true;
    default:
        return false;
    }
}

} // namespace

BoardView::BoardView(BoardScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent)
    , m_scene(scene)
{
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setMinimumSize(240, 240);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Board"));
    m_refit.setSingleShot(true);
    m_refit.setInterval(60);
    connect(&m_refit, &QTimer::timeout, this, &BoardView::refit);
    connect(scene, &BoardScene::cursorChanged, this, &BoardView::describe);
    // The storage ranks change the scene's size with the variant and when flipped.
    connect(scene, &QGraphicsScene::sceneRectChanged, &m_refit, qOverload<>(&QTimer::start));
}

void BoardView::refit()
{
    fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
    // A whole number of device pixels per square: the pieces' images, rendered at that size,
    // are then drawn 1:1 (a copy), not resampled at every paint.
    const qreal dpr = devicePixelRatioF();
    const qreal pixels = std::floor(BoardLayout::SquareSize * transform().m11() * dpr);
    if (pixels >= 8) {
        const qreal scale = pixels / BoardLayout::SquareSize / dpr;
        setTransform(QTransform::fromScale(scale, scale));
    }
    m_scene->setDeviceScale(transform().m11() * dpr);
}

void BoardView::resizeEvent(QResizeEvent* e)
{
    QGraphicsView::resizeEvent(e);
    fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
    m_refit.start();
}

bool BoardView::event(QEvent* e)
{
    // The window's shortcuts (Left/Right step through the moves) must not take the board's
    // own keys while it has the focus.
    if (e->type() == QEvent::ShortcutOverride) {
        auto* k = static_cast<QKeyEvent*>(e);
        if (isBoardKey(k->key()) && !(k->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
            e->accept();
            return true;
        }
    }
    return QGraphicsView::event(e);
}

void BoardView::keyPressEvent(QKeyEvent* e)
{
    if ((e->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) || !isBoardKey(e->key())) {
        QGraphicsView::keyPressEvent(e);
        return;
    }
    m_scene->setCursorVisible(true);
    switch (e->key()) {
    case Qt::Key_Left:
        m_scene->moveCursor(-1, 0);
        break;
    case Qt::Key_Right:
        m_scene->moveCursor(1, 0);
        break;
    case Qt::Key_Up:
        m_scene->moveCursor(0, -1);
        break;
    case Qt::Key_Down:
        m_scene->moveCursor(0, 1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        m_scene->activateCursor();
        break;
    default: // Escape takes a half-made move's last stop back, or clears the selection
        m_scene->takeBack();
        break;
    }
    e->accept();
}

void BoardView::focusInEvent(QFocusEvent* e)
{
    QGraphicsView::focusInEvent(e);
    if (m_scene->cursorSquare() == fb::NoSquare && !m_scene->cursorSlot())
        m_scene->moveCursor(0, 0);
    // Like other focus indicators, the cursor shows when the keyboard brought the focus (or
    // at the first key press), not after a click or when the window opens.
    const Qt::FocusReason r = e->reason();
    if (r == Qt::TabFocusReason || r == Qt::BacktabFocusReason || r == Qt::ShortcutFocusReason)
        m_scene->setCursorVisible(true);
}

void BoardView::focusOutEvent(QFocusEvent* e)
{
    QGraphicsView::focusOutEvent(e);
    m_scene->setCursorVisible(false);
}

void BoardView::describe(fb::Square cursor)
{
    const GameController* game = m_scene->game();
    QString text;
    if (const HandSlotItem* slot = m_scene->cursorSlot(); slot && game->hasGame())
        text = SideNames::describeHand(game->position(), slot->side(), slot->pieceType());
    else if (cursor != fb::NoSquare && game->hasGame())
        text = SideNames::describeSquare(game->position(), cursor);
    if (text == accessibleDescription())
        return;
    setAccessibleDescription(text);
    QAccessibleEvent ev(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&ev);
}
