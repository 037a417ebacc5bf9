// SPDX-License-Identifier: GPL-3.0-or-later
// Inside the notation module: the notations read by spelling (every candidate move is written
// and compared with the typed text after both are normalized).
#pragma once

#include "move.h"
#include "position.h"

#include <QString>
#include <QStringList>

namespace fb::io::spelling {

/// A move as a notation writes it, plus other spellings that mean the same move and are
/// accepted when typed (the origin square added, "同" replaced by the square ...).
struct Spelled
{
    QString text;
    QStringList alternates;
    /// Shorter spellings that may fit other moves too ("５八金" for "５八金右"): a typed one is
    /// taken only when no exact spelling fits and it fits one move, else it is ambiguous.
    QStringList loose = {};
};

/// Writes `m` of `pos` (before the move); `context` are the moves it must be told apart from
/// (the legal moves, or the pseudo-legal ones when looking for candidates).
using Writer = Spelled (*)(const Position& pos, const MoveList& context, const Move& m);
/// Brings a text to the form spellings are compared in (digits, marks, spaces, synonyms), for a
/// position of `v`.
using Normalizer = QString (*)(const VariantDefinition& v, const QString& text);

Spelled westernShogi(const Position& pos, const MoveList& context, const Move& m);
QString normalizeWestern(const VariantDefinition& v, const QString& text);

Spelled japaneseShogi(const Position& pos, const MoveList& context, const Move& m);
QString normalizeJapanese(const VariantDefinition& v, const QString& text);

Spelled wxf(const Position& pos, const MoveList& context, const Move& m);
QString normalizeWxf(const VariantDefinition& v, const QString& text);

Spelled chinese(const Position& pos, const MoveList& context, const Move& m);
QString normalizeChinese(const VariantDefinition& v, const QString& text);

Spelled iccs(const Position& pos, const MoveList& context, const Move& m);
QString normalizeIccs(const VariantDefinition& v, const QString& text);

/// The WXF letter of a piece (the first of records.wxf: 'H' horse, 'E' elephant ...), else a
/// null QChar. XBoard's xiangqi SAN uses these letters too.
QChar wxfLetter(const PieceDefinition& d);

/// Full-width digits and letters to ASCII, every kind of space removed.
QString asciiDigitsNoSpaces(const QString& text);

} // namespace fb::io::spelling
