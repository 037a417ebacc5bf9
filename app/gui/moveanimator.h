// SPDX-License-Identifier: GPL-3.0-or-later
// MoveAnimator: plays a move on the board scene as a short animation of stand-in pixmaps.
#pragma once

#include <QList>
#include <QObject>
#include <QPixmap>
#include <QPointF>
#include <QVariantAnimation>

class QGraphicsItem;
class QGraphicsPixmapItem;
class QGraphicsScene;

/// Animates over a board that already shows the position after the move: the scene's own
/// piece items stand where the move ends and are only made transparent while it plays, while
/// stand-ins ("ghosts") slide along each leg, fly in from a storage slot or fade out where a
/// piece was captured. finish() jumps to the end at once (ghosts gone, the real items shown),
/// so the owner calls it before it changes or deletes any piece item, and before it acts on
/// a click: the board is never left half-animated.
class MoveAnimator : public QObject
{
    Q_OBJECT
public:
    /// A piece's way: the top-left scene points it passes, first to last.
    struct Path
    {
        QList<QPointF> points;
        QGraphicsItem* reveal = nullptr; ///< the real item shown at the end (may be null)
        QGraphicsPixmapItem* ghost = nullptr; ///< the stand-in that moves (owned)
    };

    explicit MoveAnimator(QGraphicsScene* scene, QObject* parent = nullptr);
    ~MoveAnimator() override;

    /// Milliseconds the whole move takes (the legs of a multi-leg move share them); more
    /// than 0. The board keeps the default; the tests slow it down to watch a move.
    void setDuration(int ms) { m_animation.setDuration(ms); }
    int duration() const { return m_animation.duration(); }

    /// Adds a piece that moves along `points` (at least two), drawn as `pm` scaled by
    /// `scale`, above the board's pieces at z `z`. `reveal` is hidden until the end.
    void addPath(const QPixmap& pm, qreal scale, qreal z, const QList<QPointF>& points,
        QGraphicsItem* reveal);
    /// Adds a piece that fades out where it stands (a capture), at z `z`.
    void addFade(const QPixmap& pm, qreal scale, qreal z, const QPointF& topLeft);
    /// Plays what was added. Without anything added, does nothing.
    void start();
    /// Ends the animation at once: removes the ghosts and shows the real items. Safe to call
    /// at any time.
    void finish();
    bool isRunning() const { return !m_paths.isEmpty() || !m_fades.isEmpty(); }
    /// The paths of the running animation (for the tests).
    const QList<Path>& paths() const { return m_paths; }
    /// The stand-in of path `i` (for the tests), or nullptr.
    QGraphicsPixmapItem* ghost(qsizetype i) const;

private:
    /// A stand-in in the scene: `pm` scaled by `scale` at z `z`, its top left at `at`.
    QGraphicsPixmapItem* addGhost(const QPixmap& pm, qreal scale, qreal z, const QPointF& at);
    void step(qreal progress);
    static QPointF pointAlong(const QList<QPointF>& points, qreal progress);

    QGraphicsScene* m_scene;
    QVariantAnimation m_animation;
    QList<Path> m_paths;
    QList<QGraphicsPixmapItem*> m_fades; ///< the captured pieces' stand-ins (owned)
};
