// SPDX-License-Identifier: GPL-3.0-or-later
// What the .gib reader and writer share: the pieces' names in hangul and hanja (from the
// presets' records), the squares, the set-ups of the horses and elephants.
#pragma once

#include "position.h"
#include "termination.h"

#include <QList>

#include <QString>
#include <optional>

namespace fb::io::gib {

/// The piece type a hangul or hanja name ("졸", "卒", "馬", "包") stands for in `v` (its
/// records.gib), or NoPieceType.
PieceType pieceByName(const VariantDefinition& v, const QString& name);
/// The hangul name written for a piece of `side` ("졸" for Cho's soldier, "병" for Han's:
/// records.gib), or empty.
QString nameOf(const PieceDefinition& d, Side side);

/// The square of a .gib row digit (1..9, 0 = 10, from the Han side) and column digit (1..9 from
/// Cho's left), or NoSquare.
Square square(const BoardGeometry& g, int row, int column);
/// The two digits of a square ("79").
QString squareText(const BoardGeometry& g, Square s);

/// The start position (FEN) with the set-ups `cho` and `han` ("마상상마": each side's horses
/// and elephants from its own left); empty (and `error`) for a set-up that is not two of
/// each.
QString setupFen(const QString& cho, const QString& han, QString* error);
/// The set-ups of a start position (FEN) made by setupFen, or nullopt.
std::optional<std::pair<QString, QString>> setupsOf(const QString& fen);
/// The set-up of the usual start position.
QString defaultSetup();

/// The headers that are tags of ours, in the order they are written: 대회명 Event, 회전 Round,
/// 대국일자 Date, 대국장소 Site, 초대국자 White, 한대국자 Black.
const QList<std::pair<QString, QString>>& headerTags();
/// Is `tag` one of headerTags()' tags?
bool isHeaderTag(const QString& tag);
/// The 대국결과 of a result ("초 기권승" for 1-0 by resignation, "무승부"), empty for none.
QString resultText(const QString& result, Termination termination);
/// The result (and in `termination` how it was won) of a 대국결과 text.
QString readResult(const QString& text, Termination* termination);

} // namespace fb::io::gib
