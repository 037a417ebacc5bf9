// SPDX-License-Identifier: GPL-3.0-or-later
// BoardScene: draws the board, pieces and legal-move highlights, turns clicks into moves.
#pragma once

#include "move.h"
#include "piecerenderer.h"
#include "types.h"

#include <QGraphicsScene>
#include <QHash>

class GameController;
class QGraphicsPixmapItem;
class BoardItem;

/// The board in fixed scene units (SquareSize per square, a coordinate margin around).
/// A thin view: it asks the GameController for legal moves and plays the chosen one.
class BoardScene : public QGraphicsScene
{
    Q_OBJECT
public:
    static constexpr qreal SquareSize = 100;
    static constexpr qreal Margin = 40;

    explicit BoardScene(GameController* game, QObject* parent = nullptr);

    /// Rebuilds everything from the controller's position.
    void rebuild();
    /// Device pixels per scene unit, for crisp piece pixmaps.
    void setDeviceScale(qreal scale);
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }

    /// Selects the piece on a square so its legal moves show (as a click would).
    void selectSquare(fb::Square s);
    fb::Square selectedSquare() const { return m_selected; }
    /// The scene position of a square's centre.
    QPointF squareCenter(fb::Square s) const;
    /// The square under a scene position, or NoSquare.
    fb::Square squareAt(const QPointF& p) const;
    /// Squares currently highlighted as targets of the selected piece.
    QList<fb::Square> targetSquares() const;

Q_SIGNALS:
    void statusMessage(const QString& text);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* e) override;

private:
    friend class BoardItem;
    void clicked(fb::Square s);
    void commit(const QList<fb::Move>& candidates);
    void updatePieces();
    QRectF squareRect(fb::Square s) const;

    GameController* m_game;
    PieceRenderer m_renderer;
    BoardItem* m_board = nullptr;
    QHash<fb::Square, QGraphicsPixmapItem*> m_pieces;
    fb::Square m_selected = fb::NoSquare;
    qreal m_deviceScale = 0.6;
    bool m_flipped = false;
};
