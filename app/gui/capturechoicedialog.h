// SPDX-License-Identifier: GPL-3.0-or-later
// CaptureChoiceDialog: asks which pieces a move takes besides the squares it stops on.
#pragma once

#include "move.h"

#include <QDialog>

#include <vector>

class PieceRenderer;
namespace fb {
class Position;
}

/// One button per choice of pieces a clicked move may also take (the choices of
/// TurnBuilder::byOffStopVictims: the enemies a Suzumu Fire Demon burns), each with the pieces'
/// images, names and squares, the choice taking the fewest first and focused. The buttons are
/// numbered: typing the number picks that choice; Escape cancels.
class CaptureChoiceDialog : public QDialog
{
    Q_OBJECT
public:
    /// `choices`: for each choice the squares of the pieces it takes (none for the first
    /// choice when taking nothing more is allowed), as they stand in `pos` before the move.
    CaptureChoiceDialog(const std::vector<std::vector<fb::Square>>& choices,
        const fb::Position& pos, PieceRenderer& renderer, QWidget* parent = nullptr);
    /// The index of the chosen choice, or -1 if cancelled.
    int choice() const { return m_choice; }

    /// Shows the dialog; returns the chosen index or -1.
    static int choose(const std::vector<std::vector<fb::Square>>& choices, const fb::Position& pos,
        PieceRenderer& renderer, QWidget* parent = nullptr);

protected:
    /// The keys 1 to 9 pick that choice.
    void keyPressEvent(QKeyEvent* e) override;

private:
    void pick(int index);

    int m_choice = -1;
    int m_count = 0; ///< how many choices have a number key (at most 9)
};
