// SPDX-License-Identifier: GPL-3.0-or-later
// FEN reading and writing in Fairy-Stockfish's conventions.
#pragma once

#include "position.h"

#include <QString>
#include <optional>

namespace fb {

struct FenError
{
    QString field; ///< "board", "holdings", "side", "castling", "en passant", "counters"
    int position = 0; ///< character offset in the FEN text
    QString message;
    QString toString() const;
};

/// Reads a FEN (Fairy-Stockfish style: board with '+' promoted and '~' promoted-marker pieces,
/// optional [holdings], side, castling in KQkq/Shredder/X-FEN form, en passant, counters).
/// Missing trailing fields take their defaults. On error returns nullopt and fills `err`.
std::optional<Position> readFen(
    const VariantPtr& variant, const QString& fen, FenError* err = nullptr);

/// Is `text` a USI SFEN ("<board> b <hands|-> <move number>") for this variant? SFEN is
/// recognised only for variants written in USI notation.
bool isSfen(const VariantDefinition& v, const QString& text);
/// The FEN in the long Fairy-Stockfish form: SFEN converted, omitted fields filled in.
QString normalizedFen(const VariantDefinition& v, const QString& text);

/// Writes the position as FEN.
QString writeFen(const Position& pos);

/// Writes the position as USI SFEN (board, b/w, hands with counts, move number in plies).
QString writeSfen(const Position& pos);

/// The board part of a FEN only (used for start squares of initial moves).
bool readFenBoard(const VariantDefinition& v, const QString& board,
    std::vector<std::pair<Square, Piece>>& pieces, QString* message);

} // namespace fb
