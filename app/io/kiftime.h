// SPDX-License-Identifier: GPL-3.0-or-later
// KIF's time column ("消費時間"): after a move, "( 0:05/00:01:23)" is the time the move took
// (minutes:seconds) and the mover's total so far (hours:minutes:seconds). Our records keep a
// move's time as its comment "[%emt H:MM:SS]", as PGN and CSA do.
#pragma once

#include <QString>
#include <optional>

namespace fb::io {

/// The seconds of a comment that is exactly a "[%emt H:MM:SS]" command, else nullopt.
std::optional<qint64> emtSeconds(const QString& comment);
/// The comment "[%emt H:MM:SS]" of `seconds` (at least 0).
QString emtComment(qint64 seconds);

/// The time field of a move that took `moveSeconds`, its side having used `totalSeconds`
/// with it: "( 0:05/00:01:23)".
QString kifTimeField(qint64 moveSeconds, qint64 totalSeconds);

/// A KIF time field at the end of a move line.
struct KifTime
{
    qint64 moveSeconds = 0;
    std::optional<qint64> totalSeconds; ///< nullopt: the field had no total ("( 0:05)")
    qsizetype start = 0; ///< where the field (with the spaces before it) starts in the line
};
/// The time field ending `line` ("( 0:05/00:01:23)", full-width parentheses too, a branch
/// mark '+' after it), or nullopt when it ends in none.
std::optional<KifTime> readKifTimeField(const QString& line);

} // namespace fb::io
