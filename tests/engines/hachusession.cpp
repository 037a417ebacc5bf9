// SPDX-License-Identifier: GPL-3.0-or-later
#include "hachusession.h"

#include <QElapsedTimer>
#include <QRegularExpression>

namespace hachutest {

namespace {
constexpr int AnswerTimeoutMs = 20000;
} // namespace

HaChuSession::HaChuSession(const QString& program)
{
    m_process.setProgram(program);
    m_process.setProcessChannelMode(QProcess::SeparateChannels);
    m_process.start();
    if (!m_process.waitForStarted(10000)) {
        m_error = QStringLiteral("%1 did not start").arg(program);
        return;
    }
    send(QStringLiteral("xboard"));
    send(QStringLiteral("protover 2"));
    for (;;) {
        const QString line = readLine(AnswerTimeoutMs);
        if (!ok())
            return;
        static const QRegularExpression variants(QStringLiteral("variants=\"([^\"]*)\""));
        if (const auto m = variants.match(line); m.hasMatch())
            m_variants = m.captured(1).split(u',');
        if (line.startsWith(u"feature") && line.contains(u"done=1"))
            break;
    }
    // Without a hash table HaChu keeps no list of the legal moves, and lift shows nothing.
    exchange(QStringLiteral("memory 16"));
}

HaChuSession::~HaChuSession()
{
    if (m_process.state() != QProcess::NotRunning) {
        send(QStringLiteral("quit"));
        if (!m_process.waitForFinished(3000)) {
            m_process.kill();
            m_process.waitForFinished(3000);
        }
    }
}

bool HaChuSession::send(const QString& command)
{
    if (!ok())
        return false;
    const QByteArray bytes = command.toUtf8() + '\n';
    if (m_process.write(bytes) != bytes.size()) {
        m_error = QStringLiteral("cannot write to HaChu");
        return false;
    }
    return true;
}

QString HaChuSession::readLine(int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    for (;;) {
        const qsizetype end = m_buffer.indexOf('\n');
        if (end >= 0) {
            const QString line = QString::fromUtf8(m_buffer.left(end)).trimmed();
            m_buffer.remove(0, end + 1);
            return line;
        }
        if (!ok())
            return {};
        const qint64 left = timeoutMs - timer.elapsed();
        if (left <= 0 || m_process.state() == QProcess::NotRunning) {
            m_error = m_process.state() == QProcess::NotRunning
                ? QStringLiteral("HaChu exited")
                : QStringLiteral("HaChu did not answer in time");
            if (!m_lastMessage.isEmpty())
                m_error += QStringLiteral(" after \"%1\"").arg(m_lastMessage);
            return {};
        }
        if (m_process.waitForReadyRead(int(std::min<qint64>(left, 1000))))
            m_buffer += m_process.readAllStandardOutput();
    }
}

QStringList HaChuSession::exchange(const QString& command)
{
    // A ping after the command: HaChu answers it only after the command is done.
    const QString pong = QStringLiteral("pong %1").arg(++m_ping);
    send(command);
    send(QStringLiteral("ping %1").arg(m_ping));
    QStringList lines;
    for (;;) {
        const QString line = readLine(AnswerTimeoutMs);
        if (!ok() || line == pong)
            return lines;
        if (!line.startsWith(u'#'))
            lines << line;
        if (line.startsWith(u"tellusererror") || line.startsWith(u"Error"))
            m_lastMessage = line;
    }
}

bool HaChuSession::newGame(const QString& variant)
{
    exchange(QStringLiteral("new"));
    exchange(QStringLiteral("variant ") + variant);
    exchange(QStringLiteral("force"));
    // HaChu's square of the last `put` starts as a1: a piece lifted on a1 without moves would
    // be answered as a second leg. A put to no square (rank 0) clears it.
    exchange(QStringLiteral("put a0"));
    return ok();
}

void HaChuSession::setRandom()
{
    exchange(QStringLiteral("random"));
}

bool HaChuSession::setBoard(const QString& board)
{
    exchange(QStringLiteral("setboard ") + board);
    return ok();
}

bool HaChuSession::userMove(const QString& move, QString* refusal)
{
    for (const QString& line : exchange(QStringLiteral("usermove ") + move)) {
        if (line.startsWith(u"Illegal move") || line.startsWith(u"Error")) {
            if (refusal)
                *refusal = line;
            return false;
        }
    }
    return ok();
}

QString HaChuSession::lift(const QString& square)
{
    for (const QString& line : exchange(QStringLiteral("lift ") + square)) {
        if (line.startsWith(u"highlight "))
            return line.mid(10);
    }
    return {};
}

void HaChuSession::put(const QString& square)
{
    exchange(QStringLiteral("put ") + square);
}

QString HaChuSession::think(int depth)
{
    m_result.clear();
    exchange(QStringLiteral("sd %1").arg(depth));
    if (!send(QStringLiteral("go")))
        return {};
    QStringList legs;
    for (;;) {
        const QString line = readLine(AnswerTimeoutMs);
        if (!ok())
            return {};
        if (line.startsWith(u"move ")) {
            legs << line.mid(5).trimmed();
            if (!legs.last().endsWith(u','))
                break;
            legs.last().chop(1);
        } else if (line.startsWith(u"1-0") || line.startsWith(u"0-1") || line.startsWith(u"1/2-1/2")
            || line.startsWith(u"resign")) {
            m_result = line;
            break;
        }
    }
    // Back to force mode: HaChu would otherwise answer the next move itself.
    exchange(QStringLiteral("force"));
    return m_result.isEmpty() ? legs.join(u',') : QString();
}

QMap<QString, QChar> readHighlight(const QString& board, int files, int ranks)
{
    QMap<QString, QChar> marks;
    const QStringList rows = board.split(u'/');
    for (int r = 0; r < rows.size() && r < ranks; ++r) {
        const QString& row = rows[r];
        int file = 0;
        for (int i = 0; i < row.size() && file < files; ++i) {
            if (row[i].isDigit()) {
                int n = row[i].digitValue();
                while (i + 1 < row.size() && row[i + 1].isDigit())
                    n = n * 10 + row[++i].digitValue();
                file += n;
            } else {
                marks.insert(QChar(u'a' + file) + QString::number(ranks - r), row[i]);
                ++file;
            }
        }
    }
    return marks;
}

} // namespace hachutest
