// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameclock.h"

#include <QRegularExpression>
#include <algorithm>

namespace fb::engines {

QString TimeControl::pgnTag() const
{
    switch (kind) {
    case Kind::None:
        return QStringLiteral("-");
    case Kind::PerMove:
        return QStringLiteral("1/%1").arg(moveMs / 1000);
    case Kind::Fischer:
        return QStringLiteral("%1+%2").arg(baseMs / 1000).arg(incrementMs / 1000);
    case Kind::Byoyomi:
        return QStringLiteral("%1|%2x%3").arg(baseMs / 1000).arg(periods).arg(periodMs / 1000);
    }
    return {};
}

std::optional<TimeControl> TimeControl::fromPgnTag(const QString& tag)
{
    static const QRegularExpression perMove(QStringLiteral("^1/(\\d+)$"));
    static const QRegularExpression fischer(QStringLiteral("^(\\d+)(?:\\+(\\d+))?$"));
    static const QRegularExpression byoyomi(QStringLiteral("^(\\d+)\\|(\\d+)x(\\d+)$"));
    TimeControl tc;
    const QString t = tag.trimmed();
    if (t == u"-") {
        tc.kind = Kind::None;
    } else if (const auto pm = perMove.match(t); pm.hasMatch()) {
        tc.kind = Kind::PerMove;
        tc.moveMs = pm.captured(1).toInt() * 1000;
    } else if (const auto f = fischer.match(t); f.hasMatch()) {
        tc.kind = Kind::Fischer;
        tc.baseMs = f.captured(1).toInt() * 1000;
        tc.incrementMs = f.captured(2).toInt() * 1000;
    } else if (const auto b = byoyomi.match(t); b.hasMatch()) {
        tc.kind = Kind::Byoyomi;
        tc.baseMs = b.captured(1).toInt() * 1000;
        tc.periods = b.captured(2).toInt();
        tc.periodMs = b.captured(3).toInt() * 1000;
    } else {
        return std::nullopt;
    }
    return tc;
}

QString clockCommand(int ms)
{
    const int seconds = std::max(0, ms) / 1000;
    return QStringLiteral("[%clk %1:%2:%3]")
        .arg(seconds / 3600)
        .arg(seconds / 60 % 60, 2, 10, QChar(u'0'))
        .arg(seconds % 60, 2, 10, QChar(u'0'));
}

QString elapsedCommand(int ms)
{
    const int seconds = (std::max(0, ms) + 999) / 1000;
    return QStringLiteral("[%emt %1:%2:%3]")
        .arg(seconds / 3600)
        .arg(seconds / 60 % 60, 2, 10, QChar(u'0'))
        .arg(seconds % 60, 2, 10, QChar(u'0'));
}

std::optional<int> readClockCommand(const QString& comment)
{
    static const QRegularExpression clk(
        QStringLiteral("\\[%clk\\s+(\\d+):(\\d\\d):(\\d\\d)(?:\\.(\\d+))?\\]"));
    const QRegularExpressionMatch m = clk.match(comment);
    if (!m.hasMatch())
        return std::nullopt;
    const int fraction = m.captured(4).isEmpty()
        ? 0
        : int((QStringLiteral("0.") + m.captured(4)).toDouble() * 1000);
    return (m.captured(1).toInt() * 3600 + m.captured(2).toInt() * 60 + m.captured(3).toInt())
        * 1000
        + fraction;
}

void GameClock::start(const TimeControl& tc, int ply)
{
    m_tc = tc;
    m_startPly = ply;
    State s;
    s.mainMs = {tc.baseMs, tc.baseMs};
    if (tc.kind == TimeControl::Kind::Byoyomi)
        s.periods = {tc.periods, tc.periods};
    m_history = {s};
}

void GameClock::moved(Side mover, int elapsedMs)
{
    State s = now();
    int& main = s.mainMs[size_t(mover)];
    switch (m_tc.kind) {
    case TimeControl::Kind::Fischer:
        main = std::max(0, main - elapsedMs) + m_tc.incrementMs;
        break;
    case TimeControl::Kind::Byoyomi:
        if (elapsedMs <= main) {
            main -= elapsedMs;
        } else {
            // Each whole period spent is lost; the one the move was made in is kept.
            const int over = elapsedMs - main;
            main = 0;
            const int lost = m_tc.periodMs > 0 ? (over - 1) / m_tc.periodMs : 0;
            s.periods[size_t(mover)] = std::max(0, s.periods[size_t(mover)] - lost);
        }
        break;
    case TimeControl::Kind::PerMove:
    case TimeControl::Kind::None:
        break;
    }
    m_history.push_back(s);
}

void GameClock::backTo(int ply)
{
    const size_t keep = size_t(std::max(0, ply - m_startPly)) + 1;
    if (keep < m_history.size())
        m_history.resize(keep);
}

SideTime GameClock::timeOf(Side side, int elapsedMs) const
{
    SideTime t;
    const State& s = now();
    const int main = s.mainMs[size_t(side)];
    switch (m_tc.kind) {
    case TimeControl::Kind::None:
        break;
    case TimeControl::Kind::PerMove:
        t.mainMs = m_tc.moveMs - elapsedMs;
        t.untilFlagMs = t.mainMs;
        break;
    case TimeControl::Kind::Fischer:
        t.mainMs = main - elapsedMs;
        t.untilFlagMs = t.mainMs;
        break;
    case TimeControl::Kind::Byoyomi: {
        const int periods = s.periods[size_t(side)];
        t.untilFlagMs = main + periods * m_tc.periodMs - elapsedMs;
        if (elapsedMs < main || m_tc.periodMs <= 0) {
            t.mainMs = main - elapsedMs;
            t.periods = periods;
            break;
        }
        const int over = elapsedMs - main;
        t.inByoyomi = true;
        t.periods = std::max(0, periods - over / m_tc.periodMs);
        t.periodLeftMs = t.periods > 0 ? m_tc.periodMs - over % m_tc.periodMs : t.untilFlagMs;
        break;
    }
    }
    return t;
}

Clocks GameClock::playerClocks(Side toMove, int elapsedMs) const
{
    Clocks c;
    switch (m_tc.kind) {
    case TimeControl::Kind::None:
        c.moveTimeMs = TimeControl::DefaultEngineMoveMs;
        break;
    case TimeControl::Kind::PerMove:
        c.moveTimeMs = m_tc.moveMs;
        break;
    case TimeControl::Kind::Fischer:
    case TimeControl::Kind::Byoyomi:
        for (Side s : {First, Second})
            c.remainingMs[size_t(s)]
                = std::max(0, now().mainMs[size_t(s)] - (s == toMove ? elapsedMs : 0));
        c.baseMs = m_tc.baseMs;
        if (m_tc.kind == TimeControl::Kind::Fischer)
            c.incrementMs = m_tc.incrementMs;
        else
            c.byoyomiMs = m_tc.periodMs;
        break;
    }
    return c;
}

} // namespace fb::engines
