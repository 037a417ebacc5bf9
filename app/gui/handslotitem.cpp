// SPDX-License-Identifier: GPL-3.0-or-later
#include "handslotitem.h"

#include "boarditem.h"

#include <QPainter>

HandSlotItem::HandSlotItem(fb::Side side, fb::PieceType type, const QRectF& rect)
    : m_side(side)
    , m_type(type)
    , m_rect(rect)
{
    setZValue(ZPieces);
    setAcceptedMouseButtons(Qt::NoButton); // the scene handles the clicks
}

void HandSlotItem::setCount(int count, const QString& pieceName)
{
    m_count = count;
    //: Tooltip of a slot of the pieces in hand: %1 = piece name, %2 = how many are in hand
    setToolTip(tr("%1 in hand: %2").arg(pieceName).arg(count));
    update();
}

void HandSlotItem::setHighlighted(bool on)
{
    if (on == m_highlighted)
        return;
    m_highlighted = on;
    update();
}

void HandSlotItem::setPixmap(const QPixmap& pm)
{
    m_pixmap = pm;
    update();
}

void HandSlotItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*)
{
    p->save();
    p->setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    const QRectF tray = m_rect.adjusted(4, 4, -4, -4);
    const bool selected = m_highlighted;
    p->setPen(QPen(QColor(90, 90, 90, 110), 2));
    p->setBrush(selected ? QColor(20, 120, 255, 110) : QColor(128, 128, 128, 36));
    p->drawRoundedRect(tray, 10, 10);
    if (!m_pixmap.isNull()) {
        p->setOpacity(m_count > 0 ? 1.0 : 0.22);
        p->drawPixmap(m_rect, m_pixmap, QRectF(m_pixmap.rect()));
        p->setOpacity(1.0);
    }
    if (hasBadge()) {
        const qreal radius = m_rect.width() * 0.17;
        const QPointF c = m_rect.topRight() + QPointF(-radius - 2, radius + 2);
        p->setPen(QPen(Qt::white, 3));
        p->setBrush(QColor(200, 40, 30));
        p->drawEllipse(c, radius, radius);
        QFont f = p->font();
        f.setBold(true);
        f.setPixelSize(int(radius * 1.25));
        p->setFont(f);
        p->setPen(Qt::white);
        p->drawText(QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter,
            QString::number(m_count));
    }
    p->restore();
}
