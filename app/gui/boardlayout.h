// SPDX-License-Identifier: GPL-3.0-or-later
// BoardLayout: where each square of a board lies in scene units, flipped or not.
#pragma once

#include "geometry.h"

#include <QPointF>
#include <QRectF>
#include <cmath>

/// Fixed scene units: SquareSize per square, the first player's first file at the left and
/// first rank at the bottom unless flipped. Coordinates sit in a Margin around the squares.
struct BoardLayout
{
    static constexpr qreal SquareSize = 100;
    static constexpr qreal Margin = 40;

    const fb::BoardGeometry& geometry;
    bool flipped = false;

    /// The squares only.
    QRectF area() const
    {
        return QRectF(0, 0, geometry.files() * SquareSize, geometry.ranks() * SquareSize);
    }
    /// The squares with the coordinate margin (left and bottom, plus a little room around).
    QRectF sceneRect() const
    {
        return QRectF(-Margin, -Margin / 2, geometry.files() * SquareSize + Margin * 1.5,
            geometry.ranks() * SquareSize + Margin * 1.5);
    }
    /// Screen column and row of a square (0, 0 = top left).
    int column(fb::Square s) const
    {
        const int f = geometry.fileOf(s);
        return flipped ? geometry.files() - 1 - f : f;
    }
    int row(fb::Square s) const
    {
        const int r = geometry.rankOf(s);
        return flipped ? r : geometry.ranks() - 1 - r;
    }
    QRectF squareRect(fb::Square s) const
    {
        return QRectF(column(s) * SquareSize, row(s) * SquareSize, SquareSize, SquareSize);
    }
    /// The square at a screen column and row, or NoSquare off the board or on a removed square.
    fb::Square squareAtCell(int col, int row) const
    {
        const int file = flipped ? geometry.files() - 1 - col : col;
        const int rank = flipped ? row : geometry.ranks() - 1 - row;
        if (!geometry.inside(file, rank))
            return fb::NoSquare;
        const fb::Square s = geometry.square(file, rank);
        return geometry.isPlayable(s) ? s : fb::NoSquare;
    }
    fb::Square squareAt(const QPointF& p) const
    {
        return squareAtCell(
            int(std::floor(p.x() / SquareSize)), int(std::floor(p.y() / SquareSize)));
    }
};
