// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardview.h"

#include "boardscene.h"

BoardView::BoardView(BoardScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent)
    , m_scene(scene)
{
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setMinimumSize(240, 240);
    setAccessibleName(tr("Board"));
    m_refit.setSingleShot(true);
    m_refit.setInterval(60);
    connect(&m_refit, &QTimer::timeout, this, &BoardView::refit);
}

void BoardView::refit()
{
    fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
    m_scene->setDeviceScale(transform().m11() * devicePixelRatioF());
}

void BoardView::resizeEvent(QResizeEvent* e)
{
    QGraphicsView::resizeEvent(e);
    fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
    m_refit.start();
}
