// SPDX-License-Identifier: GPL-3.0-or-later
// What the CSA reader and writer share: the piece codes (the standard's, and which piece of a
// variant has which: records.csa), the special moves (%TORYO ...), the time lines (T12) kept as
// "[%emt 0:00:12]" comments.
#pragma once

#include "termination.h"
#include "variant.h"

#include <QList>
#include <QString>
#include <optional>
#include <utility>

namespace fb::io::csa {

/// Is `code` one of the fourteen piece codes of CSA V2.2 (FU KY KE GI KI KA HI OU TO NY NK NG
/// UM RY), in which positions are written?
bool isCode(QStringView code);
/// The code of the unpromoted form of a piece code ("TO" -> "FU", "FU" -> "FU"); empty for
/// another text.
QString baseCode(QStringView code);
/// The unpromoted codes of the standard set in the order "00AL" fills a hand (HI KA KI GI KE KY
/// FU), and how many of each a CSA game has (18 FU, 2 HI and KA, 4 of the others).
const QList<std::pair<QString, int>>& fullSet();
/// The piece of `v` whose records.csa is `code`, or NoPieceType.
PieceType pieceByCode(const VariantDefinition& v, QStringView code);
/// The CSA code of a piece definition (records.csa), or empty.
QString codeOf(const PieceDefinition& d);

/// A special move: the word after '%' (with its '+'/'-' for ILLEGAL_ACTION), what it means,
/// and the result it gives when the side to move after the moves is the first player or not.
struct Special
{
    Termination termination = Termination::None;
    QString result = QStringLiteral("*");
};
/// Reads "%TORYO", "%+ILLEGAL_ACTION" ...; nullopt for a word CSA does not have.
std::optional<Special> readSpecial(const QString& statement, bool firstToMove);
/// The special move that writes `termination` ("%TORYO"; ILLEGAL_ACTION with the side that
/// lost by `result`); empty where CSA has none.
QString specialFor(Termination termination, const QString& result);

/// "T12" as a move comment "[%emt 0:00:12]" (the PGN convention for the time a move took);
/// empty when the statement is no time line.
QString timeComment(const QString& statement);
/// The time line ("T12") a comment made by timeComment() stands for, else empty.
QString timeLine(const QString& comment);

} // namespace fb::io::csa
