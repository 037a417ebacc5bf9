// SPDX-License-Identifier: GPL-3.0-or-later
// TurnPromptItem: the "Stop here" / "Undo step" prompt beside a piece in the middle of its turn.
#pragma once

#include <QCoreApplication>
#include <QGraphicsItem>

/// Shown during a multi-leg turn (a Lion's, Falcon's or Eagle's) next to the piece where it
/// provisionally stands: two buttons, "Stop here" (enabled when the move may end there) and
/// "Undo step". It paints them and says which one a scene position hits; the scene acts on the
/// click (the item never touches the game).
class TurnPromptItem : public QGraphicsItem
{
    Q_DECLARE_TR_FUNCTIONS(TurnPromptItem)
public:
    enum class Button
    {
        None,
        StopHere,
        UndoStep
    };

    TurnPromptItem();
    /// Shows the prompt near `piece` (the scene rect of the square the piece stands on), two
    /// squares above it (below when there is no room), so it covers none of the squares next
    /// to the piece; kept inside `bounds`. `canStop` enables "Stop here".
    void showNear(const QRectF& piece, const QRectF& bounds, bool canStop);
    bool canStop() const { return m_canStop; }
    /// The button under a scene position; None off the buttons and when hidden.
    Button buttonAt(const QPointF& scenePos) const;
    /// A button's rect in scene units (for the tests and the accessibility of the board).
    QRectF buttonRect(Button b) const;
    static QString text(Button b);

    QRectF boundingRect() const override;
    void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override;

private:
    /// A button's rect in item coordinates.
    QRectF localRect(Button b) const;
    QSizeF m_button; ///< the size of one button, fitted to the longer text
    bool m_canStop = false;
};
