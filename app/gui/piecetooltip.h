// SPDX-License-Identifier: GPL-3.0-or-later
// The tool tip of a piece: its name, side, rules and moves in words (engine/movewords.h).
#pragma once

#include "variant.h"

#include <QCoreApplication>
#include <QString>

/// Rich text for QWidget::setToolTip / QGraphicsItem::setToolTip. Short: a bold title, one
/// line per move sentence, then the rules sentences (royal, promotion, drops) in italics.
class PieceToolTip
{
    Q_DECLARE_TR_FUNCTIONS(PieceToolTip)
public:
    /// The tool tip of `piece` (a side's piece: its player and FEN letter are named) in `v`
    /// (finalized).
    /// Empty for Empty, Wall or a piece code outside the variant.
    static QString forPiece(const fb::VariantDefinition& v, fb::Piece piece);
    /// The tool tip of a piece type without a side (the piece gallery). Empty for a type
    /// outside the variant.
    static QString forType(const fb::VariantDefinition& v, fb::PieceType type);
};

/// Shorthand for PieceToolTip::forPiece: what the board, its storage slots and the position
/// editor's palette show when the pointer rests on a piece.
inline QString pieceToolTip(const fb::VariantDefinition& v, fb::Piece piece)
{
    return PieceToolTip::forPiece(v, piece);
}
