// SPDX-License-Identifier: GPL-3.0-or-later
// MoveListView: the moves of the game in numbered pairs; picking one shows its position.
#pragma once

#include <QTableWidget>

class GameController;

/// One row per move number, one column per player. The move that led to the board's position
/// is the current cell; moves after it (while browsing) are greyed. Clicking a move, or moving
/// through the moves with the keyboard, asks for the position after it through plyChosen().
class MoveListView : public QTableWidget
{
    Q_OBJECT
public:
    explicit MoveListView(const GameController* game, QWidget* parent = nullptr);
    /// Rebuilds the list from the controller.
    void refresh();
    /// The cell that shows move number `ply` (1 = the first move of the line).
    QTableWidgetItem* itemForPly(int ply) const;

Q_SIGNALS:
    /// The user picked the position after `ply` moves.
    void plyChosen(int ply);

protected:
    /// Left and Right step one move, Up and Down one move number, Home and End to the ends.
    void keyPressEvent(QKeyEvent* e) override;

private:
    int slotOf(int ply) const;
    const GameController* m_game;
    bool m_updating = false;
};
