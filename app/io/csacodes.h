// SPDX-License-Identifier: GPL-3.0-or-later
// What the CSA reader and writer share: the piece codes, the special moves (%TORYO ...), the
// time lines (T12) kept as "[%emt 0:00:12]" comments.
#pragma once

#include "termination.h"
#include "variant.h"

#include <QString>
#include <optional>

namespace fb::io::csa {

/// A CSA piece code ("FU", "RY") with our piece id and its shogi FEN letter ("P", "+R").
struct Code
{
    const char* code;
    const char* id;
    const char* letter;
};

/// The code of `code`, or nullptr.
const Code* byCode(QStringView code);
/// The CSA code of a piece definition by its id, or empty.
QString codeOf(const PieceDefinition& d);
/// How many pieces of each unpromoted type a CSA game has ("FU" 18 ...), for "00AL".
int fullSetCount(const QString& unpromotedLetter);

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
