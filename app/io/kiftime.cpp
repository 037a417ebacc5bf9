// SPDX-License-Identifier: GPL-3.0-or-later
#include "kiftime.h"

#include <QRegularExpression>

namespace fb::io {

std::optional<qint64> emtSeconds(const QString& comment)
{
    static const QRegularExpression re(QStringLiteral("^\\[%emt (\\d{1,6}):(\\d\\d):(\\d\\d)\\]$"));
    const QRegularExpressionMatch m = re.match(comment);
    if (!m.hasMatch())
        return std::nullopt;
    return m.captured(1).toLongLong() * 3600 + m.captured(2).toInt() * 60 + m.captured(3).toInt();
}

QString emtComment(qint64 seconds)
{
    const qint64 s = std::max<qint64>(seconds, 0);
    return QStringLiteral("[%emt %1:%2:%3]")
        .arg(s / 3600)
        .arg(s / 60 % 60, 2, 10, QChar(u'0'))
        .arg(s % 60, 2, 10, QChar(u'0'));
}

QString kifTimeField(qint64 moveSeconds, qint64 totalSeconds)
{
    const qint64 m = std::max<qint64>(moveSeconds, 0), t = std::max<qint64>(totalSeconds, 0);
    return QStringLiteral("(%1:%2/%3:%4:%5)")
        .arg(m / 60, 2)
        .arg(m % 60, 2, 10, QChar(u'0'))
        .arg(t / 3600, 2, 10, QChar(u'0'))
        .arg(t / 60 % 60, 2, 10, QChar(u'0'))
        .arg(t % 60, 2, 10, QChar(u'0'));
}

std::optional<KifTime> readKifTimeField(const QString& line)
{
    static const QRegularExpression re(QStringLiteral(
        "\\s*[(（]\\s*(\\d{1,6}):(\\d{1,2})(?:/\\s*(?:(\\d{1,6}):)?(\\d{1,6}):(\\d{1,2}))?"
        "\\s*[)）]\\s*\\+?\\s*$"));
    const QRegularExpressionMatch m = re.match(line);
    if (!m.hasMatch())
        return std::nullopt;
    KifTime t;
    t.moveSeconds = m.captured(1).toLongLong() * 60 + m.captured(2).toInt();
    if (m.hasCaptured(4))
        t.totalSeconds = m.captured(3).toLongLong() * 3600 + m.captured(4).toLongLong() * 60
            + m.captured(5).toInt();
    t.start = m.capturedStart(0);
    return t;
}

} // namespace fb::io
