// SPDX-License-Identifier: GPL-3.0-or-later
// The limits a game log is read within, and GameCollector: where every reader hands its games
// and counts what it reads, so that no input can make reading take memory without bound.
// The figures and their error texts are listed in app/io/README.md ("Limits").
#pragma once

#include "gamerecord.h"

#include <QList>
#include <QString>
#include <functional>
#include <optional>
#include <vector>

namespace fb::io {

/// What one log file may hold. Anything beyond a limit is refused with a message naming the
/// file, the line and the limit; nothing is cut silently.
struct LogLimits
{
    /// Bytes of a log file as read, and after decompression (a device that never ends, such
    /// as /dev/zero, stops here too).
    qint64 maxBytes = 32LL << 20;
    /// Games in one file.
    int maxGames = 100000;
    /// Entries in all the games of one file together: moves, comments, glyphs, tags and
    /// variations (and the rows and statements of KIF and CSA position setups).
    qint64 maxEntries = 1000000;
    /// Tags of one game.
    int maxTagsPerGame = 1000;
    /// Moves of one line (the main line or a variation) that replay plays: a longer main line
    /// is a game error, a longer variation is left unplayed with a warning.
    int maxPliesPerLine = 100000;
    /// Characters of one line in the line-based formats (KIF, CSA, Game Courier, USI/UCI).
    qsizetype maxLineChars = 1 << 20;
    /// Memory of the compiled tables of the distinct custom presets one file embeds, alive at
    /// once (measured after compiling each, see VariantCache).
    qint64 maxTableBytes = 128LL << 20;
};

/// A size for a message: "32 MB" for whole mebibytes and above 10 MiB (rounded up), else
/// "16 KB" (kibibytes, rounded up), or "100 bytes" below 1 KiB.
QString sizeText(qint64 bytes);

/// Receives the games of one file from a reader, in file order: numbers them, hands each to a
/// handler (or keeps it), and counts the entries read against LogLimits. A reader stops as
/// soon as a call returns false; error() then says why when a limit was reached.
class GameCollector
{
public:
    /// Called with each finished game, numbered from 1; returns false to stop reading (the
    /// caller has what it wanted).
    using Handler = std::function<bool(GameRecord& game)>;

    /// `source` names the file in messages. Without a handler every game is kept (games()).
    GameCollector(QString source, const LogLimits& limits, Handler handler = {});

    const LogLimits& limits() const { return m_limits; }

    /// Counts one more entry (see LogLimits::maxEntries) read at `line`. Returns false
    /// once the file holds more than limits().maxEntries; error() names the line and the limit.
    bool countEntry(int line);
    /// Counts one entry that is a tag of `game` (countEntry as well). Returns false once the
    /// game has more than limits().maxTagsPerGame tags.
    bool countTag(const GameRecord& game, int line);
    /// Checks the tags of `game` after one was added. Returns false once it has more than
    /// limits().maxTagsPerGame.
    bool checkTags(const GameRecord& game, int line);
    /// Checks a line of a line-based format. Returns false (error() set) when it is longer
    /// than limits().maxLineChars.
    bool checkLine(qsizetype chars, int line);

    /// A finished game: numbered and given to the handler (or kept). Returns false when
    /// reading should stop: the handler said so, or the file has more than maxGames games.
    bool add(GameRecord&& game);
    /// The game a line-by-line reader has been filling, if any: its main line fitted
    /// (fitLine) and handed on with add(); `game` is empty afterwards. Returns what add()
    /// returns, or true when there was no game.
    bool addPending(std::optional<GameRecord>& game);

    /// Has a call returned false (the reader must not go on)?
    bool stopped() const { return m_stopped; }
    /// "file:line: ..." when a limit stopped reading, else empty.
    const QString& error() const { return m_error; }
    /// Games added so far.
    int gameCount() const { return m_games; }
    /// The games kept (when there is no handler).
    QList<GameRecord>& games() { return m_kept; }

private:
    bool refuse(int line, const QString& message);

    QString m_source;
    LogLimits m_limits;
    Handler m_handler;
    QList<GameRecord> m_kept;
    QString m_error;
    qint64 m_entries = 0;
    int m_games = 0;
    bool m_stopped = false;
};

/// Gives back what a finished line of moves reserved beyond its size while it grew, unless it
/// is long: copying a long line would raise the peak memory more than its spare room costs.
inline void fitLine(std::vector<MoveRecord>& moves)
{
    if (moves.size() < 100000)
        moves.shrink_to_fit();
}

/// The lines of a text one at a time, without splitting it all first. A line excludes its
/// '\n' (a '\r' before it stays).
class TextLines
{
public:
    explicit TextLines(QStringView text)
        : m_text(text)
    { }
    /// The next line in `line` and its 1-based number in `number`; false at the end.
    bool next(QStringView& line, int& number)
    {
        if (m_pos > m_text.size())
            return false;
        const qsizetype end = m_text.indexOf(u'\n', m_pos);
        const qsizetype stop = end < 0 ? m_text.size() : end;
        line = m_text.mid(m_pos, stop - m_pos);
        m_pos = stop + 1;
        number = ++m_number;
        return true;
    }

private:
    QStringView m_text;
    qsizetype m_pos = 0;
    int m_number = 0;
};

} // namespace fb::io
