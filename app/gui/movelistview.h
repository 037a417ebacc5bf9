// SPDX-License-Identifier: GPL-3.0-or-later
// MoveListView: the moves of the game in numbered pairs; picking one shows its position.
#pragma once

#include "appsettings.h"
#include "move.h"

#include <QTableWidget>
#include <vector>

class GameController;

/// One row per move number, one column per player. The move that led to the board's position
/// is the current cell; moves after it (while browsing) are greyed. Clicking a move, or moving
/// through the moves with the keyboard, asks for the position after it through plyChosen().
/// Moves are written in the notation chosen for the game's family; when the line ends the game,
/// its result is the last row ("1-0", "まで77手で先手の勝ち", "红胜").
class MoveListView : public QTableWidget
{
    Q_OBJECT
public:
    explicit MoveListView(const GameController* game, QWidget* parent = nullptr);
    /// Rebuilds the list from the controller.
    void refresh();
    /// The cell that shows move number `ply` (1 = the first move of the line).
    QTableWidgetItem* itemForPly(int ply) const;
    /// Shows the moves in the notations `n` chooses (and refreshes).
    void setNotation(const NotationSettings& n);
    /// The notation of the current game's moves.
    fb::io::Notation notation() const;
    /// The result row's cell, or null while the game goes on (or the board shows an earlier
    /// position).
    QTableWidgetItem* resultItem() const { return m_resultItem; }

Q_SIGNALS:
    /// The user picked the position after `ply` moves.
    void plyChosen(int ply);

protected:
    /// Left and Right step one move, Up and Down one move number, Home and End to the ends.
    void keyPressEvent(QKeyEvent* e) override;

private:
    int slotOf(int ply) const;
    /// The texts of every move of the line in the current notation (kept between refreshes
    /// for the moves that did not change).
    QStringList lineTexts();
    const GameController* m_game;
    bool m_updating = false;
    NotationSettings m_notation;
    QTableWidgetItem* m_resultItem = nullptr;
    struct Cache
    {
        uint64_t startKey = 0;
        const fb::VariantDefinition* variant = nullptr;
        fb::io::Notation notation = fb::io::Notation::Coordinate;
        bool figurines = false;
        std::vector<fb::Move> moves;
        QStringList texts;
    } m_cache;
};
