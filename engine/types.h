// SPDX-License-Identifier: GPL-3.0-or-later
// Basic value types shared by the whole engine.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

namespace fb {

/// A square as an index into the padded mailbox of a BoardGeometry. NoSquare marks "none".
using Square = int16_t;
inline constexpr Square NoSquare = -1;

/// A piece type as an index into VariantDefinition::pieces(). NoPieceType marks "none".
using PieceType = int16_t;
inline constexpr PieceType NoPieceType = -1;

/// The two players. First moves first (White in chess, Sente/Black in shogi, Red in xiangqi).
enum Side : uint8_t
{
    First = 0,
    Second = 1
};
inline constexpr Side opposite(Side s)
{
    return Side(s ^ 1);
}

/// Contents of a mailbox cell: Empty, Wall (off the board or a removed square), or a piece of
/// one side: 2 + 2 * type + side.
using Piece = uint16_t;
inline constexpr Piece Empty = 0;
inline constexpr Piece Wall = 1;
inline constexpr Piece makePiece(PieceType t, Side s)
{
    return Piece(2 + 2 * t + s);
}
inline constexpr bool isPiece(Piece p)
{
    return p >= 2;
}
inline constexpr PieceType typeOf(Piece p)
{
    return PieceType((p - 2) >> 1);
}

/// Does `list` name the type of `p`? False for an empty square or a wall, and at once for an
/// empty list (most pieces' exclusion lists).
inline bool listsType(const std::vector<PieceType>& list, Piece p)
{
    return !list.empty() && isPiece(p)
        && std::find(list.begin(), list.end(), typeOf(p)) != list.end();
}

inline constexpr Side sideOf(Piece p)
{
    return Side(p & 1);
}

} // namespace fb
