// SPDX-License-Identifier: GPL-3.0-or-later
// Paints an empty board in its family's style: checkered squares, shogi grid, xiangqi lines.
#pragma once

#include "appsettings.h"
#include "boardlayout.h"
#include "variant.h"

class QPainter;

namespace BoardPainter {

/// Whether pieces stand on the points where lines cross (xiangqi, janggi) instead of inside
/// squares.
bool onPoints(fb::BoardStyle style);
inline bool onPoints(const fb::VariantDefinition& v)
{
    return onPoints(v.boardStyle);
}

/// Paints the board of `v` in its fb::BoardStyle in scene units (see BoardLayout): checkered
/// squares, lined squares, or lines through points (with palaces, and a river for
/// PointsRiver); and the labels (BoardLabels) in the margin when the appearance asks for them.
void paint(QPainter* p, const fb::VariantDefinition& v, const BoardLayout& layout,
    const BoardAppearance& look);

} // namespace BoardPainter
