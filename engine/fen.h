// SPDX-License-Identifier: GPL-3.0-or-later
// FEN reading and writing in Fairy-Stockfish's conventions.
#pragma once

#include "position.h"

#include <QString>
#include <optional>

namespace fb {

struct FenError
{
    /// "board", "holdings", "side", "castling", "en passant", "counters", or "position" for a
    /// position that reads but cannot occur (validatePosition())
    QString field;
    int position = 0; ///< character offset in the FEN text; -1 for the whole position
    QString message;
    QString toString() const;
};

/// Whether readFen() refuses positions that cannot occur in a game (validatePosition()).
enum class ImpossiblePositions : uint8_t
{
    Refuse, ///< the default: a FEN of an impossible position is an error
    Allow, ///< problem composers, the position editor while editing, tests of odd positions
};

/// Reads a FEN (Fairy-Stockfish style: board with '+' promoted and '~' promoted-marker pieces,
/// optional [holdings], side, castling in KQkq/Shredder/X-FEN form, en passant, counters).
/// Missing trailing fields take their defaults. Limits, checked whatever `impossible` says:
/// at most Position::MaxRoyals royals per side, at most Position::MaxHandCount pieces in a
/// side's hand (all types together), counters from 0 to Position::MaxMoveCounter (a move
/// number of 0 reads as 1). With ImpossiblePositions::Refuse, a position that cannot occur
/// is an error too (field "position", the problems in words). On error returns nullopt and
/// fills `err`.
std::optional<Position> readFen(const VariantPtr& variant, const QString& fen,
    FenError* err = nullptr, ImpossiblePositions impossible = ImpossiblePositions::Refuse);

/// Is `text` a USI SFEN ("<board> b <hands|-> <move number>") for this variant? SFEN is
/// recognised only for variants written in USI notation.
bool isSfen(const VariantDefinition& v, const QString& text);
/// The FEN in the long Fairy-Stockfish form: SFEN converted, omitted fields filled in. An SFEN
/// ply number whose move number would exceed Position::MaxMoveCounter (a ply number above
/// 1999999998) is passed on as it is, for readFen() to refuse.
QString normalizedFen(const VariantDefinition& v, const QString& text);

/// Writes the position as FEN.
QString writeFen(const Position& pos);

/// Writes the position as USI SFEN (board, b/w, hands with counts, move number in plies).
QString writeSfen(const Position& pos);

/// The board part of a FEN only (used for start squares of initial moves). A `*` on a square
/// of the board is a wall (Wall) in a variant with rules.walling, else nothing (a removed
/// square).
bool readFenBoard(const VariantDefinition& v, const QString& board,
    std::vector<std::pair<Square, Piece>>& pieces, QString* message);

} // namespace fb
