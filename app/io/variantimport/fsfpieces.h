// SPDX-License-Identifier: GPL-3.0-or-later
// Fairy-Stockfish's built-in piece types (variants.ini: "knight = n") with their moves in XBetza
// as this engine reads them, its built-in variant names, and the art ids of well-known pieces.
#pragma once

#include <QString>
#include <QStringList>

namespace fb::io {

struct FsfPieceType
{
    const char* name; ///< variants.ini's key: "shogiKnight"
    const char* betza; ///< the moves in XBetza ("" for the immobile piece)
    const char* displayName; ///< "Shogi Knight"
};

/// The built-in piece types, in the order of Fairy-Stockfish's documentation.
const QList<FsfPieceType>& fsfPieceTypes();
/// The built-in type named `name` (case-insensitive), or null.
const FsfPieceType* fsfPieceType(const QString& name);
/// The built-in type whose moves are `betza` (compared in canonical form), or null; the pawn's
/// "fmWfceFifmnD" (doubleStep) is the pawn too.
const FsfPieceType* fsfPieceTypeOfBetza(const QString& betza);

/// The names of Fairy-Stockfish's built-in variants (those of its 11.1 release and later ones a
/// variants.ini may name as a parent).
const QStringList& fsfBuiltinVariants();

/// The art id of the western set for a well-known piece by its moves ("BN" -> archbishop),
/// empty when the set has none; `royal` picks the king for K-like moves.
QString knownPieceArt(const QString& betza, bool royal);

/// The canonical form of an XBetza string, or the text itself when it does not parse.
QString canonicalBetza(const QString& betza);

} // namespace fb::io
