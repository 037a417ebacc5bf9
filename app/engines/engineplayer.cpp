// SPDX-License-Identifier: GPL-3.0-or-later
#include "engineplayer.h"

#include "fen.h"

#include <QCoreApplication>
#include <utility>

namespace fb::engines {

namespace {

constexpr int TranscriptLines = 60;

} // namespace

EnginePlayer::EnginePlayer(EngineSpec spec, Protocol protocol, QObject* parent)
    : Player(parent)
    , m_spec(std::move(spec))
    , m_protocol(protocol)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, [this] { fail(m_timerWhat); });
}

EnginePlayer::~EnginePlayer()
{
    if (m_process) {
        m_process->disconnect(this);
        if (m_process->state() != QProcess::NotRunning) {
            m_process->kill();
            m_process->waitForFinished(1000);
        }
    }
}

QString EnginePlayer::name() const
{
    return m_engineName.isEmpty() ? m_spec.displayName() : m_engineName;
}

const EngineOption* EnginePlayer::declaredOption(const QString& name) const
{
    for (const EngineOption& o : m_declared)
        if (o.name == name)
            return &o;
    return nullptr;
}

qint64 EnginePlayer::processId() const
{
    return m_process && m_process->state() == QProcess::Running ? m_process->processId() : 0;
}

void EnginePlayer::start()
{
    if (m_state != State::NotStarted)
        return;
    m_process = new QProcess(this);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &EnginePlayer::readOutput);
    connect(m_process, &QProcess::readyReadStandardError, this, &EnginePlayer::readErrors);
    connect(m_process, &QProcess::finished, this, &EnginePlayer::processFinished);
    connect(m_process, &QProcess::errorOccurred, this, &EnginePlayer::processError);
    connect(m_process, &QProcess::started, this, [this] {
        arm(m_handshakeMs,
            tr("did not answer the %1 handshake within %2 s")
                .arg(protocolId(m_protocol))
                .arg(m_handshakeMs / 1000.0));
        handshake();
    });
    m_state = State::Starting;
    m_process->start(m_spec.program, m_spec.arguments);
}

void EnginePlayer::quit()
{
    if (m_state == State::Dead || m_state == State::NotStarted) {
        m_state = State::Dead;
        return;
    }
    m_quitting = true;
    m_state = State::Dead;
    m_timer.stop();
    send(quitCommand());
    m_process->closeWriteChannel();
    // An engine that does not exit when asked is stopped.
    QTimer::singleShot(1000, m_process, [p = m_process] {
        if (p->state() != QProcess::NotRunning)
            p->kill();
    });
}

void EnginePlayer::send(const QString& line)
{
    if (!m_process || m_process->state() != QProcess::Running)
        return;
    note(QStringLiteral("> ") + line);
    m_process->write(line.toUtf8() + '\n');
}

void EnginePlayer::arm(int ms, const QString& what)
{
    m_timerWhat = what;
    m_timer.start(ms);
}

void EnginePlayer::disarm()
{
    m_timer.stop();
}

void EnginePlayer::handshakeDone()
{
    disarm();
    m_state = State::Ready;
    Q_EMIT ready();
}

void EnginePlayer::moveMade(const Position& before, const Move& m)
{
    m_moves << dialect().write(before, m);
}

void EnginePlayer::beginSync(const QString& what)
{
    m_syncing = true;
    m_state = State::Starting;
    arm(SyncTimeoutMs, what);
}

void EnginePlayer::syncDone()
{
    if (!m_syncing)
        return;
    m_syncing = false;
    disarm();
    m_state = State::Ready;
    if (m_pendingPosition) {
        const Position p = *m_pendingPosition;
        m_pendingPosition.reset();
        if (const int lines = std::exchange(m_pendingLines, 0); lines > 0)
            analyse(p, lines);
        else
            go(p, m_pendingClocks);
    }
}

bool EnginePlayer::mayGo(const Position& current, const Clocks& clocks)
{
    if (m_state == State::Dead)
        return false;
    if (m_syncing) {
        m_pendingPosition = current;
        m_pendingClocks = clocks;
        m_pendingLines = 0;
        return false;
    }
    return true;
}

bool EnginePlayer::mayAnalyse(const Position& current, int lines)
{
    if (m_state == State::Dead)
        return false;
    if (m_syncing) {
        m_pendingPosition = current;
        m_pendingLines = std::max(lines, 1);
        return false;
    }
    return true;
}

void EnginePlayer::beginAnalysis(const Position& current)
{
    m_thinkingOn = current;
    m_state = State::Thinking;
    m_analysing = true;
}

void EnginePlayer::endAnalysis()
{
    if (!m_analysing)
        return;
    m_analysing = false;
    m_thinkingOn.reset();
    if (m_state == State::Thinking)
        m_state = State::Ready;
}

void EnginePlayer::emitInfo(SearchInfo i)
{
    if (m_thinkingOn && m_dialect) {
        Position p = *m_thinkingOn;
        for (const QString& text : std::as_const(i.pv)) {
            const std::optional<Move> m = m_dialect->read(p, text, nullptr);
            if (!m)
                break;
            i.pvMoves.push_back(*m);
            p.makeMove(*m);
        }
    }
    Q_EMIT info(i);
}

void EnginePlayer::fail(const QString& why)
{
    if (m_state == State::Dead)
        return;
    m_state = State::Dead;
    m_timer.stop();
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_quitting = true;
        m_process->kill();
    }
    const QString context = failureContext();
    Q_EMIT failed(
        tr("Engine '%1': %2").arg(name(), context.isEmpty() ? why : why + u' ' + context));
}

void EnginePlayer::beginThinking(const Position& current, const Clocks& clocks)
{
    m_thinkingOn = current;
    m_state = State::Thinking;
    const int budget = moveBudgetMs(current, clocks);
    arm(budget + HangGraceMs,
        tr("did not move within %1 s of its %2 s")
            .arg((budget + HangGraceMs) / 1000.0)
            .arg(budget / 1000.0));
}

void EnginePlayer::acceptMove(const QString& text)
{
    if (m_state != State::Thinking || !m_thinkingOn) {
        fail(tr("sent the move '%1' when it was not its turn").arg(text));
        return;
    }
    disarm();
    QString why;
    const std::optional<Move> m = dialect().read(*m_thinkingOn, text, &why);
    if (!m) {
        fail(tr("sent the move '%1', which is not a legal move in the position %2: %3")
                .arg(text, writeFen(*m_thinkingOn), why));
        return;
    }
    m_state = State::Ready;
    m_thinkingOn.reset();
    Q_EMIT moveChosen(*m);
}

void EnginePlayer::readOutput()
{
    m_buffer += m_process->readAllStandardOutput();
    qsizetype end;
    while (m_state != State::Dead && (end = m_buffer.indexOf('\n')) >= 0) {
        QByteArray raw = m_buffer.left(end);
        m_buffer.remove(0, end + 1);
        if (raw.endsWith('\r'))
            raw.chop(1);
        const QString line = QString::fromUtf8(raw);
        note(QStringLiteral("< ") + line);
        handleLine(line);
    }
    if (m_state != State::Dead && m_buffer.size() > MaxLineBytes)
        fail(tr("sent a line of more than %1 bytes").arg(MaxLineBytes));
}

void EnginePlayer::readErrors()
{
    const QStringList lines
        = QString::fromUtf8(m_process->readAllStandardError()).split(u'\n', Qt::SkipEmptyParts);
    for (const QString& l : lines)
        note(QStringLiteral("! ") + l.left(200));
}

void EnginePlayer::processFinished(int exitCode, QProcess::ExitStatus status)
{
    if (m_quitting)
        return;
    if (status == QProcess::CrashExit)
        fail(tr("stopped unexpectedly (it crashed or was killed)"));
    else
        fail(tr("exited unexpectedly with exit code %1").arg(exitCode));
}

void EnginePlayer::processError(QProcess::ProcessError error)
{
    if (m_quitting)
        return;
    if (error == QProcess::FailedToStart) {
        m_failedToStart = true;
        fail(tr("could not be started (%1): %2").arg(m_spec.program, m_process->errorString()));
    } else if (error == QProcess::WriteError)
        fail(tr("does not read its input any more"));
}

void EnginePlayer::note(const QString& line)
{
    m_transcript << line.left(500);
    if (m_transcript.size() > TranscriptLines)
        m_transcript.removeFirst();
}

} // namespace fb::engines
