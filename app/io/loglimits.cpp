// SPDX-License-Identifier: GPL-3.0-or-later
#include "loglimits.h"

namespace fb::io {

QString sizeText(qint64 bytes)
{
    constexpr qint64 KiB = 1024, MiB = KiB * KiB;
    if (bytes >= MiB && (bytes % MiB == 0 || bytes > 10 * MiB))
        return QStringLiteral("%1 MB").arg((bytes + MiB - 1) / MiB);
    if (bytes >= KiB)
        return QStringLiteral("%1 KB").arg((bytes + KiB - 1) / KiB);
    return QStringLiteral("%1 bytes").arg(bytes);
}

GameCollector::GameCollector(QString source, const LogLimits& limits, Handler handler)
    : m_source(std::move(source))
    , m_limits(limits)
    , m_handler(std::move(handler))
{ }

bool GameCollector::refuse(int line, const QString& message)
{
    if (m_error.isEmpty())
        m_error = QStringLiteral("%1:%2: %3").arg(m_source).arg(std::max(1, line)).arg(message);
    m_stopped = true;
    return false;
}

bool GameCollector::countEntry(int line)
{
    if (m_stopped)
        return false;
    if (++m_entries > m_limits.maxEntries)
        return refuse(line,
            QStringLiteral("the file holds more than %1 moves, comments, tags and variations "
                           "(the limit); split it into smaller files")
                .arg(m_limits.maxEntries));
    return true;
}

bool GameCollector::countTag(const GameRecord& game, int line)
{
    if (!countEntry(line))
        return false;
    if (game.tags.size() >= m_limits.maxTagsPerGame)
        return refuse(line,
            QStringLiteral("a game with more than %1 tags (the limit)")
                .arg(m_limits.maxTagsPerGame));
    return true;
}

bool GameCollector::checkTags(const GameRecord& game, int line)
{
    if (m_stopped)
        return false;
    if (game.tags.size() > m_limits.maxTagsPerGame)
        return refuse(line,
            QStringLiteral("a game with more than %1 tags (the limit)")
                .arg(m_limits.maxTagsPerGame));
    return true;
}

bool GameCollector::checkLine(qsizetype chars, int line)
{
    if (m_stopped)
        return false;
    if (chars > m_limits.maxLineChars)
        return refuse(line,
            QStringLiteral("a line of %1 characters (at most %2)")
                .arg(chars)
                .arg(m_limits.maxLineChars));
    return true;
}

bool GameCollector::addPending(std::optional<GameRecord>& game)
{
    if (!game)
        return true;
    fitLine(game->mainLine.moves);
    const bool more = add(std::move(*game));
    game.reset();
    return more;
}

bool GameCollector::add(GameRecord&& game)
{
    if (m_stopped)
        return false;
    if (m_games >= m_limits.maxGames)
        return refuse(game.sourceLine,
            QStringLiteral("the file holds more than %1 games (the limit); split it into "
                           "smaller files")
                .arg(m_limits.maxGames));
    game.number = ++m_games;
    if (!m_handler) {
        m_kept.append(std::move(game));
        return true;
    }
    if (!m_handler(game))
        m_stopped = true;
    return !m_stopped;
}

} // namespace fb::io
