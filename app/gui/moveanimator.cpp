// SPDX-License-Identifier: GPL-3.0-or-later
#include "moveanimator.h"

#include <QGraphicsPixmapItem>
#include <QGraphicsScene>
#include <QLineF>

MoveAnimator::MoveAnimator(QGraphicsScene* scene, QObject* parent)
    : QObject(parent)
    , m_scene(scene)
{
    m_animation.setStartValue(0.0);
    m_animation.setEndValue(1.0);
    m_animation.setDuration(180);
    m_animation.setEasingCurve(QEasingCurve::OutCubic);
    connect(&m_animation, &QVariantAnimation::valueChanged, this,
        [this](const QVariant& v) { step(v.toReal()); });
    connect(&m_animation, &QVariantAnimation::finished, this, &MoveAnimator::finish);
}

MoveAnimator::~MoveAnimator()
{
    finish();
}

QGraphicsPixmapItem* MoveAnimator::addGhost(
    const QPixmap& pm, qreal scale, qreal z, const QPointF& at)
{
    auto* ghost = m_scene->addPixmap(pm);
    ghost->setTransformationMode(Qt::SmoothTransformation);
    ghost->setScale(scale);
    ghost->setZValue(z);
    ghost->setPos(at);
    ghost->setAcceptedMouseButtons(Qt::NoButton);
    return ghost;
}

void MoveAnimator::addPath(
    const QPixmap& pm, qreal scale, qreal z, const QList<QPointF>& points, QGraphicsItem* reveal)
{
    if (points.size() < 2)
        return;
    if (reveal)
        reveal->setOpacity(0);
    m_paths << Path{points, reveal, addGhost(pm, scale, z, points.constFirst())};
}

void MoveAnimator::addFade(const QPixmap& pm, qreal scale, qreal z, const QPointF& topLeft)
{
    m_fades << addGhost(pm, scale, z, topLeft);
}

void MoveAnimator::start()
{
    if (!isRunning())
        return;
    step(0.0);
    m_animation.start();
}

void MoveAnimator::finish()
{
    if (m_animation.state() != QAbstractAnimation::Stopped) {
        const QSignalBlocker quiet(&m_animation); // no recursion through `finished`
        m_animation.stop();
    }
    for (const Path& p : std::as_const(m_paths)) {
        if (p.reveal)
            p.reveal->setOpacity(1);
        delete p.ghost;
    }
    qDeleteAll(m_fades);
    m_fades.clear();
    m_paths.clear();
}

QGraphicsPixmapItem* MoveAnimator::ghost(qsizetype i) const
{
    return i >= 0 && i < m_paths.size() ? m_paths[i].ghost : nullptr;
}

QPointF MoveAnimator::pointAlong(const QList<QPointF>& points, qreal progress)
{
    // Each leg gets time in proportion to its length, so the piece keeps one speed.
    qreal total = 0;
    for (qsizetype i = 1; i < points.size(); ++i)
        total += QLineF(points[i - 1], points[i]).length();
    if (total <= 0)
        return points.constLast();
    qreal left = std::clamp(progress, 0.0, 1.0) * total;
    for (qsizetype i = 1; i < points.size(); ++i) {
        const QLineF leg(points[i - 1], points[i]);
        if (left <= leg.length())
            return leg.length() > 0 ? leg.pointAt(left / leg.length()) : leg.p2();
        left -= leg.length();
    }
    return points.constLast();
}

void MoveAnimator::step(qreal progress)
{
    for (const Path& p : std::as_const(m_paths))
        p.ghost->setPos(pointAlong(p.points, progress));
    for (QGraphicsPixmapItem* fade : std::as_const(m_fades))
        fade->setOpacity(1.0 - progress);
}
