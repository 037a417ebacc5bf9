// SPDX-License-Identifier: GPL-3.0-or-later
// BoardScene: the board, pieces and highlights; turns clicks, drags and keys into moves.
#pragma once

#include "appsettings.h"
#include "boardlayout.h"
#include "move.h"
#include "piecerenderer.h"
#include "types.h"

#include <QGraphicsScene>
#include <QHash>

class GameController;
class QGraphicsPixmapItem;
class BoardItem;
class HighlightItem;

/// The board in fixed scene units (SquareSize per square, a coordinate margin around).
/// A thin view: it asks the GameController for legal moves and reports the move the user
/// chose through moveChosen(); whoever owns the game decides whether to play it.
///
/// Input: a click (or Enter on the keyboard cursor) on a piece of the side to move selects it
/// and shows its targets; a click on a target chooses the move (a promotion dialog asks when
/// several moves share the target). A piece can also be dragged to its target. In inspect
/// mode any piece can be selected and nothing is ever played.
class BoardScene : public QGraphicsScene
{
    Q_OBJECT
public:
    static constexpr qreal SquareSize = BoardLayout::SquareSize;
    static constexpr qreal Margin = BoardLayout::Margin;

    explicit BoardScene(GameController* game, QObject* parent = nullptr);

    const GameController* game() const { return m_game; }
    /// Rebuilds everything from the controller's position.
    void rebuild();
    /// Device pixels per scene unit, for crisp piece pixmaps.
    void setDeviceScale(qreal scale);
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }
    void setAppearance(const BoardAppearance& look);
    const BoardAppearance& appearance() const { return m_look; }
    /// Inspect mode: any piece may be selected to see its moves; no move is ever played.
    void setInspectMode(bool on);
    bool inspectMode() const { return m_inspect; }
    BoardLayout layout() const;

    /// Selects the piece on a square so its moves show (as a click would).
    void selectSquare(fb::Square s);
    fb::Square selectedSquare() const { return m_selected; }
    /// The moves of the selected piece: legal ones for the side to move, pseudo-legal ones
    /// for the other side (inspect mode).
    const fb::MoveList& selectionMoves() const { return m_selectionMoves; }
    /// True when the selected piece belongs to the side not to move.
    bool selectionIsOpponents() const { return m_selectionOpponents; }
    /// The scene position of a square's centre.
    QPointF squareCenter(fb::Square s) const;
    /// The square under a scene position, or NoSquare.
    fb::Square squareAt(const QPointF& p) const;
    /// Squares currently highlighted as targets of the selected piece.
    QList<fb::Square> targetSquares() const;
    /// The square being dragged from, or NoSquare.
    fb::Square dragSquare() const { return m_dragging ? m_pressSquare : fb::NoSquare; }

    // ---- keyboard
    /// The keyboard cursor, drawn while visible.
    fb::Square cursorSquare() const { return m_cursor; }
    void setCursorSquare(fb::Square s);
    bool cursorVisible() const { return m_cursorVisible; }
    void setCursorVisible(bool visible);
    /// Moves the cursor by screen columns and rows (skipping removed squares).
    void moveCursor(int columns, int rows);
    /// Acts on a square as a left click would.
    void activate(fb::Square s);

Q_SIGNALS:
    /// The user chose a legal move of the current position.
    void moveChosen(const fb::Move& move);
    /// The cursor moved or what stands under it may have changed.
    void cursorChanged(fb::Square square);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* e) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* e) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* e) override;

private:
    void clicked(fb::Square s);
    void inspectClicked(fb::Square s);
    /// The selected piece's moves whose first click target is `s`.
    QList<fb::Move> candidatesTo(fb::Square s) const;
    void commit(const QList<fb::Move>& candidates);
    void endDrag();
    void updatePieces();
    void updateHighlights();
    QRectF squareRect(fb::Square s) const;

    GameController* m_game;
    PieceRenderer m_renderer;
    BoardItem* m_board = nullptr;
    HighlightItem* m_highlights = nullptr;
    QHash<fb::Square, QGraphicsPixmapItem*> m_pieces;
    BoardAppearance m_look;
    fb::Square m_selected = fb::NoSquare;
    fb::MoveList m_selectionMoves;
    bool m_selectionOpponents = false;
    bool m_inspect = false;
    fb::Square m_pressSquare = fb::NoSquare; ///< a piece pressed that may be dragged
    bool m_dragging = false;
    fb::Square m_cursor = fb::NoSquare;
    int m_cursorFile = -1; ///< the cursor by coordinates, kept across variants
    int m_cursorRank = -1;
    bool m_cursorVisible = false;
    qreal m_deviceScale = 0.6;
    bool m_flipped = false;
};

/// The first square a move's piece reaches: what the user clicks to choose it.
fb::Square firstTarget(const fb::Move& m);
