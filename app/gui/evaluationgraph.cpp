// SPDX-License-Identifier: GPL-3.0-or-later
#include "evaluationgraph.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

EvaluationGraph::EvaluationGraph(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("evaluationGraph"));
    setToolTip(tr("The score of each position analysed (from the first side's view); click to go "
                  "to a position"));
    setCursor(Qt::PointingHandCursor);
}

void EvaluationGraph::setPlyCount(int plies)
{
    m_scores.resize(size_t(std::max(plies, 0)) + 1);
    update();
}

void EvaluationGraph::setScore(int ply, double pawns)
{
    if (ply < 0 || ply > plyCount())
        return;
    m_scores[size_t(ply)] = pawns;
    update();
}

void EvaluationGraph::clearScore(int ply)
{
    if (ply >= 0 && ply <= plyCount() && m_scores[size_t(ply)]) {
        m_scores[size_t(ply)].reset();
        update();
    }
}

void EvaluationGraph::clearScores()
{
    std::fill(m_scores.begin(), m_scores.end(), std::nullopt);
    update();
}

std::optional<double> EvaluationGraph::score(int ply) const
{
    return ply >= 0 && ply <= plyCount() ? m_scores[size_t(ply)] : std::nullopt;
}

int EvaluationGraph::pointCount() const
{
    return int(std::count_if(m_scores.begin(), m_scores.end(), [](const auto& s) { return s; }));
}

void EvaluationGraph::setCurrentPly(int ply)
{
    if (ply != m_current) {
        m_current = ply;
        update();
    }
}

QRectF EvaluationGraph::plotRect() const
{
    return QRectF(rect()).adjusted(4, 4, -4, -4);
}

qreal EvaluationGraph::xOf(int ply) const
{
    const QRectF r = plotRect();
    return plyCount() <= 0 ? r.center().x() : r.left() + r.width() * ply / plyCount();
}

qreal EvaluationGraph::yOf(double pawns) const
{
    const QRectF r = plotRect();
    const double clamped = std::clamp(pawns, -ClampPawns, ClampPawns);
    return r.center().y() - clamped / ClampPawns * r.height() / 2;
}

QPointF EvaluationGraph::pointPosition(int ply) const
{
    return {xOf(ply), yOf(score(ply).value_or(0))};
}

int EvaluationGraph::plyAt(qreal x) const
{
    const QRectF r = plotRect();
    if (plyCount() <= 0 || r.width() <= 0)
        return 0;
    return std::clamp(int(std::lround((x - r.left()) / r.width() * plyCount())), 0, plyCount());
}

void EvaluationGraph::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = plotRect();
    // The first side's half light, the second's dark: the line between is an even game.
    p.fillRect(QRectF(r.left(), r.top(), r.width(), r.height() / 2), QColor(245, 245, 240));
    p.fillRect(QRectF(r.left(), r.center().y(), r.width(), r.height() / 2), QColor(70, 70, 75));
    p.setPen(QPen(QColor(150, 150, 150), 1));
    p.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()));
    // The shown position.
    p.setPen(QPen(QColor(20, 120, 255, 200), 2));
    p.drawLine(QPointF(xOf(m_current), r.top()), QPointF(xOf(m_current), r.bottom()));
    // The scores, joined where neighbours have one.
    QPainterPath path;
    bool open = false;
    for (int ply = 0; ply <= plyCount(); ++ply) {
        if (!m_scores[size_t(ply)]) {
            open = false;
            continue;
        }
        const QPointF pt = pointPosition(ply);
        if (open)
            path.lineTo(pt);
        else
            path.moveTo(pt);
        open = true;
    }
    p.setPen(QPen(QColor(230, 120, 0), 2));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(230, 120, 0));
    for (int ply = 0; ply <= plyCount(); ++ply)
        if (m_scores[size_t(ply)])
            p.drawEllipse(pointPosition(ply), 2.5, 2.5);
}

void EvaluationGraph::mousePressEvent(QMouseEvent* e)
{
    if (e->button() == Qt::LeftButton)
        Q_EMIT plyClicked(plyAt(e->position().x()));
}
