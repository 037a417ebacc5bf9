// SPDX-License-Identifier: GPL-3.0-or-later
// PromotionDialog: asks which of several legal moves to the same square to play.
#pragma once

#include "move.h"

#include <QDialog>
#include <QList>

class PieceRenderer;
namespace fb {
class VariantDefinition;
}

/// Built from exactly the legal moves that share a target: one button per promotion result
/// with the piece's image, plus "Do not promote" when the plain move is among them. For drops
/// of a piece that may enter in another form (kyoto shogi) one button per form. For gating moves
/// (Seirawan chess) one button per piece from the hand, named with its square when castling may
/// gate on two, plus "Nothing".
class PromotionDialog : public QDialog
{
    Q_OBJECT
public:
    PromotionDialog(const QList<fb::Move>& moves, const fb::VariantDefinition& v, fb::Side side,
        PieceRenderer& renderer, QWidget* parent = nullptr);
    /// The index of the chosen move, or -1 if cancelled.
    int choice() const { return m_choice; }

    /// Shows the dialog; returns the chosen index or -1.
    static int choose(const QList<fb::Move>& moves, const fb::VariantDefinition& v, fb::Side side,
        PieceRenderer& renderer, QWidget* parent = nullptr);

private:
    int m_choice = -1;
};
