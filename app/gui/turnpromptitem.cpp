// SPDX-License-Identifier: GPL-3.0-or-later
#include "turnpromptitem.h"

#include "boarditem.h"
#include "boardlayout.h"

#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>

namespace {

constexpr qreal FontSize = 26; ///< scene units (a square is 100)
constexpr qreal Padding = 14;
constexpr qreal Gap = 10;

QFont promptFont()
{
    QFont f;
    f.setPixelSize(int(FontSize));
    f.setBold(true);
    return f;
}

} // namespace

TurnPromptItem::TurnPromptItem()
{
    setZValue(ZPrompt);
    setAcceptedMouseButtons(Qt::NoButton); // the scene handles the clicks
    setVisible(false);
    const QFontMetricsF fm(promptFont());
    const qreal widest = std::max(
        fm.horizontalAdvance(text(Button::StopHere)), fm.horizontalAdvance(text(Button::UndoStep)));
    m_button = QSizeF(widest + 2 * Padding, fm.height() + Padding);
}

QString TurnPromptItem::text(Button b)
{
    switch (b) {
    case Button::StopHere:
        //: Button beside a piece in the middle of a multi-leg move (a Chu Shogi Lion's): end
        //: the move on the square the piece now stands on
        return tr("Stop here");
    case Button::UndoStep:
        //: Button beside a piece in the middle of a multi-leg move: take its last step back
        return tr("Undo step");
    case Button::None:
        break;
    }
    return {};
}

QRectF TurnPromptItem::localRect(Button b) const
{
    const qreal x = b == Button::StopHere ? Gap : 2 * Gap + m_button.width();
    return QRectF(QPointF(x, Gap), m_button);
}

QRectF TurnPromptItem::boundingRect() const
{
    return QRectF(0, 0, 2 * m_button.width() + 3 * Gap, m_button.height() + 2 * Gap);
}

void TurnPromptItem::showNear(const QRectF& piece, const QRectF& bounds, bool canStop)
{
    m_canStop = canStop;
    const QRectF r = boundingRect();
    const qreal S = BoardLayout::SquareSize;
    qreal y = piece.top() - S - r.height(); // the row two above the piece, at its bottom
    if (y < bounds.top())
        y = piece.bottom() + S; // the row two below
    qreal x = piece.center().x() - r.width() / 2;
    x = std::clamp(x, bounds.left(), std::max(bounds.left(), bounds.right() - r.width()));
    y = std::clamp(y, bounds.top(), std::max(bounds.top(), bounds.bottom() - r.height()));
    setPos(x, y);
    setVisible(true);
    update();
}

TurnPromptItem::Button TurnPromptItem::buttonAt(const QPointF& scenePos) const
{
    if (!isVisible())
        return Button::None;
    const QPointF at = mapFromScene(scenePos);
    for (Button b : {Button::StopHere, Button::UndoStep})
        if (localRect(b).contains(at))
            return b;
    return Button::None;
}

QRectF TurnPromptItem::buttonRect(Button b) const
{
    return b == Button::None ? QRectF() : mapRectToScene(localRect(b));
}

void TurnPromptItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->setPen(QPen(QColor(20, 90, 210), 3));
    p->setBrush(QColor(255, 255, 255, 235));
    p->drawRoundedRect(boundingRect().adjusted(1.5, 1.5, -1.5, -1.5), 12, 12);
    p->setFont(promptFont());
    for (Button b : {Button::StopHere, Button::UndoStep}) {
        const bool enabled = b != Button::StopHere || m_canStop;
        const QRectF r = localRect(b);
        p->setPen(QPen(enabled ? QColor(20, 90, 210) : QColor(170, 170, 170), 2));
        p->setBrush(enabled ? QColor(225, 236, 255) : QColor(240, 240, 240));
        p->drawRoundedRect(r, 8, 8);
        p->setPen(enabled ? QColor(10, 40, 110) : QColor(150, 150, 150));
        p->drawText(r, Qt::AlignCenter, text(b));
    }
    p->restore();
}
