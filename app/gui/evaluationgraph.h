// SPDX-License-Identifier: GPL-3.0-or-later
// EvaluationGraph: the score of each position of the game as a small graph under the analysis
// lines; a click goes to that position.
#pragma once

#include <QWidget>
#include <optional>
#include <vector>

/// One point per position of the line (0 = the start), the score in pawns from the first
/// side's view, drawn up to ±ClampPawns (mates at the edge); positions not analysed yet have no
/// point. The shown position is marked by a vertical line.
class EvaluationGraph : public QWidget
{
    Q_OBJECT
public:
    /// Scores beyond this (pawns) are drawn at the graph's edge.
    static constexpr double ClampPawns = 8.0;

    explicit EvaluationGraph(QWidget* parent = nullptr);

    /// The positions of the line are 0..plies; scores beyond are dropped.
    void setPlyCount(int plies);
    int plyCount() const { return int(m_scores.size()) - 1; }
    /// The score of position `ply` (0..plyCount(); others are ignored).
    void setScore(int ply, double pawns);
    /// Forgets the score of position `ply`.
    void clearScore(int ply);
    /// Forgets every score.
    void clearScores();
    std::optional<double> score(int ply) const;
    /// How many positions have a score.
    int pointCount() const;
    /// The position shown on the board (a vertical line).
    void setCurrentPly(int ply);
    int currentPly() const { return m_current; }
    /// Where the point of position `ply` is drawn (its score, or the middle line without one).
    QPointF pointPosition(int ply) const;
    /// The position whose column holds `x` (widget coordinates).
    int plyAt(qreal x) const;

    QSize sizeHint() const override { return {240, 90}; }
    QSize minimumSizeHint() const override { return {80, 50}; }

Q_SIGNALS:
    /// The user clicked the column of position `ply`.
    void plyClicked(int ply);

protected:
    void paintEvent(QPaintEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;

private:
    QRectF plotRect() const;
    qreal xOf(int ply) const;
    qreal yOf(double pawns) const;

    std::vector<std::optional<double>> m_scores{std::nullopt};
    int m_current = 0;
};
