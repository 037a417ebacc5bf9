// SPDX-License-Identifier: GPL-3.0-or-later
// BoardScene: the view of the board (its items: board, pieces, storage slots, marks, the
// multi-leg prompt, the move animation) over TurnInput, the turn being built from clicks,
// drags and keys.
#pragma once

#include "appsettings.h"
#include "boardlayout.h"
#include "handlayout.h"
#include "move.h"
#include "moveanimator.h"
#include "piecerenderer.h"
#include "turninput.h"
#include "turnpromptitem.h"
#include "types.h"

#include <QGraphicsScene>
#include <QHash>

class GameController;
class QGraphicsPixmapItem;
class BoardItem;
class HandSlotItem;
class HighlightItem;
class TurnPromptItem;

/// The board in fixed scene units (SquareSize per square, a coordinate margin around, the
/// storage ranks of the pieces in hand beyond it). A thin view: it follows the
/// GameController's positionChanged, asks it for the legal moves and reports the move the
/// user chose through moveChosen(); whoever owns the game decides whether to play it.
///
/// The view part: the items and where they stand (boardscene.cpp). The input part: mouse,
/// drags and the keyboard cursor (boardsceneinput.cpp) feed a TurnInput, which follows the
/// turn click by click (fb::TurnBuilder) without any graphics; after each change the scene
/// pushes TurnInput's BoardMarks (plus the last move, check and the cursor) to its items with
/// setMarks(), so the items never read the scene.
///
/// A click (or Enter on the keyboard cursor) on a piece of the side to move, or on one of its
/// storage slots, selects it and shows its first stops. A click on a stop where moves end and
/// none goes on chooses the move (a promotion dialog asks when several do). A stop from which a
/// move goes on (a Lion's first step) shows the piece there provisionally with the next stops,
/// including its start square for igui, and a prompt beside it (TurnPromptItem: "Stop here",
/// "Undo step"); stopHere() (the prompt, a click on the piece itself, the Stop Here action)
/// ends the move there, takeBack() (the prompt, Escape, a right click) takes the stop back, and
/// other clicks are ignored until the move is finished. A piece, or a piece in hand, can also
/// be dragged to a stop. In inspect mode any piece can be selected and nothing is ever played.
class BoardScene : public QGraphicsScene
{
    Q_OBJECT
public:
    static constexpr qreal SquareSize = BoardLayout::SquareSize;

    explicit BoardScene(GameController* game, QObject* parent = nullptr);

    const GameController* game() const { return m_game; }
    /// Rebuilds everything from the controller's position (done on its positionChanged).
    void rebuild();
    /// Device pixels per scene unit, for crisp piece pixmaps.
    void setDeviceScale(qreal scale);
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }
    /// Hotseat: the board turns to the side to move with every new position (at once when
    /// turned on). setFlipped() still turns it by hand until the next position.
    void setAutoFlip(bool on);
    /// Applies colours, coordinates, the piece sets (the pieces are drawn again at once) and
    /// whether moves are animated.
    void setAppearance(const BoardAppearance& look);
    const BoardAppearance& appearance() const { return m_look; }
    /// The id of the piece set that draws the current game's pieces.
    QString pieceSet() const;
    /// The move animation (see MoveAnimator): running only while a move is being shown; a
    /// click, a key or another position ends it at once.
    const MoveAnimator& animator() const { return m_animator; }
    MoveAnimator& animator() { return m_animator; }
    bool isAnimating() const { return m_animator.isRunning(); }
    /// The images of a custom preset for the pieces (empty: the bundled sets). Takes effect
    /// at the next rebuild: set it before the game that uses it starts.
    void setPieceArt(const CustomPieceArt& art) { m_renderer.setCustomArt(art); }
    /// Inspect mode: any piece may be selected to see its moves; no move is ever played.
    void setInspectMode(bool on);
    /// While blocked (an engine is to move) clicks and drags on the board do nothing.
    void setInputBlocked(bool blocked);
    bool inputBlocked() const { return m_inputBlocked; }
    bool inspectMode() const { return m_input.inspectMode(); }
    BoardLayout layout() const;
    HandLayout handLayout() const;

    // ---- the selection and the turn being built
    /// Selects the piece on a square so its moves show (as a click would); NoSquare clears.
    void selectSquare(fb::Square s);
    /// Selects a piece type of the side to move's hand so its drops show.
    void selectDrop(fb::PieceType type);
    fb::Square selectedSquare() const { return m_input.selectedSquare(); }
    /// The piece type selected in hand, or NoPieceType.
    fb::PieceType selectedDrop() const { return m_input.selectedDrop(); }
    /// The side whose hand the selected drop comes from.
    fb::Side dropSide() const { return m_input.dropSide(); }
    /// The clicks so far, for the status line and the tests.
    const fb::TurnBuilder& turn() const { return m_input.turn(); }
    /// The turn being built (the input part).
    const TurnInput& input() const { return m_input; }
    /// A move was started and waits on a relay square for its next stop (or Stop Here).
    bool isMidTurn() const { return m_input.isMidTurn(); }
    /// The half-made move may end where it stands.
    bool canStopHere() const { return m_input.canStopHere(); }
    /// The piece has moved and the move's wall comes next (rules.walling).
    bool awaitingWall() const { return m_input.awaitingWall(); }
    /// Ends the half-made move on its last stop (Stop Here). False if it cannot stop there or
    /// the promotion dialog was cancelled.
    bool stopHere();
    /// Takes the last stop back (Escape, a right click); without one clears the selection.
    void takeBack();
    /// Where the selected piece is shown: its square, or the last stop of a half-made move.
    fb::Square moverSquare() const { return m_input.moverSquare(); }
    /// The moves the selection may still make: legal ones for the side to move, pseudo-legal
    /// ones for the other side (inspect mode).
    fb::MoveList selectionMoves() const { return m_input.selectionMoves(); }
    /// True when the selected piece belongs to the side not to move.
    bool selectionIsOpponents() const { return m_input.selectionIsOpponents(); }
    /// The squares that may be clicked next, with whether a move ends or goes on there
    /// (worked out when the turn changes, not on every paint).
    const std::vector<fb::TurnBuilder::Target>& targets() const { return m_input.targets(); }
    /// The squares of targets().
    QList<fb::Square> targetSquares() const;
    /// Whether the position's piece on a square is shown there: not while it is the moving
    /// piece (shown on its last stop, or dragged) or a piece the half-made move takes.
    bool showsPieceOn(fb::Square s) const;

    /// The scene position of a square's centre.
    QPointF squareCenter(fb::Square s) const;
    /// The square under a scene position, or NoSquare.
    fb::Square squareAt(const QPointF& p) const;
    /// The storage slot of a side's piece type, or nullptr.
    HandSlotItem* handSlot(fb::Side side, fb::PieceType type) const;
    const QList<HandSlotItem*>& handSlots() const { return m_slots; }
    /// The square being dragged from, or NoSquare.
    fb::Square dragSquare() const
    {
        return m_dragging && m_pressDrop == fb::NoPieceType ? m_pressSquare : fb::NoSquare;
    }
    bool isDragging() const { return m_dragging; }
    /// Arrows over the pieces (an engine's best moves) until the position changes.
    void setArrows(const std::vector<BoardMarks::Arrow>& arrows);
    /// The marks last pushed to the items.
    const BoardMarks& marks() const { return m_marks; }
    /// The prompt beside a piece in the middle of a multi-leg turn (hidden otherwise).
    const TurnPromptItem* prompt() const { return m_prompt; }

    // ---- keyboard
    /// The keyboard cursor, drawn while visible: on a square, or on a storage slot (then
    /// cursorSquare() is NoSquare and cursorSlot() names the slot).
    fb::Square cursorSquare() const { return m_cursor; }
    void setCursorSquare(fb::Square s);
    /// The storage slot under the cursor, or nullptr when it is on the board (or nowhere).
    HandSlotItem* cursorSlot() const;
    /// Puts the cursor on a side's storage slot of a piece type (ignored if there is none).
    void setCursorSlot(fb::Side side, fb::PieceType type);
    /// Where the cursor is drawn in scene units: its square or slot; null when it has none.
    QRectF cursorRect() const;
    bool cursorVisible() const { return m_cursorVisible; }
    void setCursorVisible(bool visible);
    /// Moves the cursor by screen columns and rows over the board and the storage ranks,
    /// skipping removed squares and the empty rank between the board and a storage rank.
    /// Moving onto a storage rank lands on the slot nearest to the cursor's column.
    void moveCursor(int columns, int rows);
    /// Acts on what the cursor is on as a left click would (Enter, Space).
    void activateCursor();
    /// Acts on a square as a left click would.
    void activate(fb::Square s);
    /// Acts on a storage slot as a left click would.
    void activateSlot(fb::Side side, fb::PieceType type);

Q_SIGNALS:
    /// The user chose a legal move of the current position.
    void moveChosen(const fb::Move& move);
    /// The cursor moved or what stands under it may have changed.
    void cursorChanged(fb::Square square);
    /// The selection or the half-made move changed (the status line and Pass follow it).
    void turnChanged();
    /// A click asked for a move the selected piece may not make; `reason` says why in words.
    void moveRefused(const QString& reason);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* e) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* e) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* e) override;
    /// The tool tip of the piece, or the storage slot, under the pointer (PieceToolTip).
    void helpEvent(QGraphicsSceneHelpEvent* e) override;

private:
    // boardscene.cpp: what is shown
    void positionChanged(const fb::MoveChange* change);
    /// Shows a move just made: slides along its legs, a drop from its slot, fading captures.
    void animate(const fb::MoveChange& change);
    void updateSceneRect();
    void updatePieces();
    void placePieces();
    /// Pushes the marks (TurnInput's, the last move, check, the cursor) to the items and
    /// shows or hides the multi-leg prompt.
    void updateHighlights();
    /// Gives the items the board as it is laid out now.
    void updateBoardItems();
    QPixmap piecePixmap(fb::Side side, fb::PieceType type, int px);
    /// The art of a wall standing on the board (rules.walling): the duck, or bricks.
    QPixmap wallPixmap(int px);
    int pixmapSize() const;
    /// The tool tip of a piece of the current variant (PieceToolTip), cached.
    QString pieceToolTip(fb::Piece piece) const;
    QRectF squareRect(fb::Square s) const;
    // boardsceneinput.cpp: what the user does
    /// Acts on what TurnInput made of a click: plays a complete move, or shows the change.
    void handle(TurnInput::Outcome outcome);
    /// Plays one of the complete moves (asking which pieces it also takes when they differ,
    /// then which promotion when several); false when a dialog was cancelled.
    bool commit(const std::vector<fb::Move>& complete);
    void resetInput();
    void startDrag(const QPointF& at);
    void endDrag();
    void selectionChanged();
    /// The screen cell (column, row) of a storage slot: rows above the board are negative,
    /// rows below it count on from the board's last row.
    static QPoint slotCell(const HandLayout::Slot& slot);

    GameController* m_game;
    PieceRenderer m_renderer;
    BoardItem* m_board = nullptr;
    HighlightItem* m_highlights = nullptr;
    QHash<fb::Square, QGraphicsPixmapItem*> m_pieces;
    /// The pieces' tool tips (name and moves in words) of m_toolTipVariant, made once per piece
    /// code: a big board has many pieces and every position rebuilds them.
    mutable QHash<fb::Piece, QString> m_toolTips;
    mutable fb::VariantPtr m_toolTipVariant; ///< held, so its address is not reused
    QList<HandSlotItem*> m_slots;
    BoardAppearance m_look;
    TurnPromptItem* m_prompt = nullptr;
    TurnInput m_input;
    BoardMarks m_marks;
    std::vector<BoardMarks::Arrow> m_arrows; ///< setArrows(): cleared by a new position
    TurnPromptItem::Button m_pressButton{}; ///< a prompt button pressed, acting on release
    bool m_pressStops = false; ///< the press on the waiting piece stops it unless it drags
    fb::Square m_pressSquare = fb::NoSquare; ///< a piece pressed that may be dragged
    fb::PieceType m_pressDrop = fb::NoPieceType; ///< a piece in hand pressed that may be dragged
    bool m_dragging = false;
    bool m_asking = false; ///< commit() waits for a dialog: the turn prompt is not offered
    QGraphicsPixmapItem* m_dragItem = nullptr; ///< the piece from the hand being dragged
    fb::Square m_cursor = fb::NoSquare;
    int m_cursorFile = -1; ///< the cursor by coordinates, kept across variants
    int m_cursorRank = -1;
    fb::Side m_cursorSlotSide = fb::First; ///< the cursor's storage slot, if m_cursorSlotType
    fb::PieceType m_cursorSlotType = fb::NoPieceType;
    const fb::VariantDefinition* m_cursorSlotVariant = nullptr; ///< whose piece types they are
    bool m_cursorVisible = false;
    qreal m_deviceScale = 0.6;
    bool m_flipped = false;
    bool m_inputBlocked = false;
    bool m_autoFlip = false;
    MoveAnimator m_animator{this}; ///< last: stops (touching the items) before they go
};
