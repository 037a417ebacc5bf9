// SPDX-License-Identifier: GPL-3.0-or-later
// An external engine as a Player: its process, the lines it sends, its state and timeouts, and
// the check of every move it sends against our rules. The protocols (UciEngine, XBoardEngine)
// fill in what is said.
#pragma once

#include "customvariant.h"
#include "engineoption.h"
#include "engineprotocol.h"
#include "player.h"

#include <QByteArray>
#include <QProcess>
#include <QStringList>
#include <QTimer>
#include <memory>
#include <optional>

namespace fb::engines {

class EnginePlayer : public Player
{
    Q_OBJECT
public:
    /// Where an engine is in its life. Starting: the process runs and the handshake (or a
    /// synchronisation: isready, ping) is under way; Ready: it waits for the game; Thinking: it
    /// was asked for a move; Dead: it failed or quit, and answers nothing more.
    enum class State : uint8_t
    {
        NotStarted,
        Starting,
        Ready,
        Thinking,
        Dead,
    };

    /// How long the handshake may take (the engine's answer to uci/xboard/usi) by default.
    static constexpr int DefaultHandshakeMs = 10000;
    /// How long a synchronisation (isready, ping) may take.
    static constexpr int SyncTimeoutMs = 10000;
    /// How much longer than its time an engine may take to move before it counts as hung.
    static constexpr int HangGraceMs = 5000;
    /// The longest line an engine may send (bytes).
    static constexpr int MaxLineBytes = 1 << 20;

    EnginePlayer(EngineSpec spec, Protocol protocol, QObject* parent = nullptr);
    ~EnginePlayer() override;

    QString name() const override;
    void start() override;
    void quit() override;
    /// Keeps the move's text in the protocol (m_moves), for the next position or usermove.
    void moveMade(const Position& before, const Move& m) override;

    State state() const { return m_state; }
    Protocol protocol() const { return m_protocol; }
    const EngineSpec& spec() const { return m_spec; }
    /// The engine process's id while it runs, else 0.
    qint64 processId() const;
    /// The last lines exchanged ("> " sent, "< " received, "! " its standard error).
    QStringList transcript() const { return m_transcript; }
    /// The handshake's timeout (probing uses a short one).
    void setHandshakeTimeout(int ms) { m_handshakeMs = ms; }
    /// Probing: the engine is being asked whether it speaks this protocol, and an answer
    /// that shows it speaks another ends the handshake at once.
    void setProbing(bool probing) { m_probing = probing; }
    bool probing() const { return m_probing; }
    /// The program could not be started at all (not found, not executable).
    bool failedToStart() const { return m_failedToStart; }
    /// The options the engine declared in its handshake (its variant's option left out).
    const QList<EngineOption>& declaredOptions() const { return m_declared; }
    /// The declared option `name`, or nullptr.
    const EngineOption* declaredOption(const QString& name) const;
    /// Sets option `name` to `value` ("true"/"false" for a check; a button is pressed when
    /// `value` is "true"), now and, where the protocol forgets, before every game.
    virtual void setOption(const QString& name, const QString& value) = 0;
    /// A definition of the game's variant (customvariant.h) the engine is to play by from the
    /// next newGame() on, in place of a variant it knows by name; empty: none. An engine whose
    /// protocol loads no definitions ignores it (the default).
    virtual void setVariantSection(const VariantSection& section) { Q_UNUSED(section); }

protected:
    /// Sends the protocol's greeting; the subclass calls handshakeDone() when it is answered.
    virtual void handshake() = 0;
    /// One line from the engine (without its end of line).
    virtual void handleLine(const QString& line) = 0;
    /// The time the engine was given for the move it is asked for (the hang timeout is this
    /// plus HangGraceMs): by default the time per move, or the side's clock.
    virtual int moveBudgetMs(const Position& current, const Clocks& clocks) const
    {
        return clocks.budgetMs(current.sideToMove());
    }
    /// Words that explain a failure (the engine stopped, a timeout) by what the engine was
    /// doing, added to its reason; empty (the default) adds none.
    virtual QString failureContext() const { return {}; }
    /// The command that asks the engine to exit.
    virtual QString quitCommand() const { return QStringLiteral("quit"); }

    void send(const QString& line);
    void setState(State s) { m_state = s; }
    /// Fails with `what` unless disarm() or another arm() comes within `ms`.
    void arm(int ms, const QString& what);
    void disarm();
    /// The handshake is over: Ready, and ready() is emitted.
    void handshakeDone();
    /// A synchronisation (isready, ping) was sent: Starting until syncDone(), failing as
    /// `what` after SyncTimeoutMs; a go() meanwhile waits.
    void beginSync(const QString& what);
    /// The synchronisation was answered: Ready, and a go() that waited is made now.
    void syncDone();
    bool syncing() const { return m_syncing; }
    /// At the start of go(): false when the call is not to be made now (the engine is dead,
    /// or a synchronisation runs: then it is kept and made by syncDone()).
    bool mayGo(const Position& current, const Clocks& clocks);
    /// The engine cannot go on: Dead, the process stopped, failed("Engine 'name': why").
    void fail(const QString& why);
    /// The engine's move `text` for the position go() was given: moveChosen() with the legal
    /// move it denotes, or fail() naming the text and the position.
    void acceptMove(const QString& text);
    /// Remembers `current` as the position being thought about, and the hang timeout.
    void beginThinking(const Position& current, const Clocks& clocks);
    /// At the start of analyse(): false when the call is not to be made now (the engine is
    /// dead, or a synchronisation runs: then it is kept and made by syncDone()).
    bool mayAnalyse(const Position& current, int lines);
    /// Remembers `current` as the position being analysed (Thinking, without a hang timeout).
    void beginAnalysis(const Position& current);
    /// The analysis is over: Ready.
    void endAnalysis();
    /// An analysis runs (beginAnalysis() and no endAnalysis() since).
    bool analysing() const { return m_analysing; }
    /// Signals `i` as info(), its pvMoves read from its pv in the position being thought about
    /// (up to the first text that is no legal move there).
    void emitInfo(SearchInfo i);
    void setEngineName(const QString& n) { m_engineName = n.trimmed(); }
    void declareOption(const EngineOption& o) { m_declared.append(o); }
    /// The dialect of the current game's variant (set by newGame()).
    const MoveDialect& dialect() const { return *m_dialect; }
    void setVariant(const VariantDefinition& v) { m_dialect.emplace(m_protocol, v); }
    /// The protocol texts of the moves of the game so far.
    QStringList m_moves;

private:
    void readOutput();
    void readErrors();
    void processFinished(int exitCode, QProcess::ExitStatus status);
    void processError(QProcess::ProcessError error);
    void note(const QString& line);

    EngineSpec m_spec;
    Protocol m_protocol;
    QString m_engineName;
    State m_state = State::NotStarted;
    QProcess* m_process = nullptr;
    QByteArray m_buffer;
    QTimer m_timer;
    QString m_timerWhat;
    int m_handshakeMs = DefaultHandshakeMs;
    bool m_quitting = false;
    bool m_probing = false;
    bool m_failedToStart = false;
    std::optional<MoveDialect> m_dialect;
    std::optional<Position> m_thinkingOn;
    bool m_syncing = false;
    std::optional<Position> m_pendingPosition; ///< a go() that waits for a synchronisation
    Clocks m_pendingClocks;
    int m_pendingLines = 0; ///< > 0: the call that waits is an analyse() of so many lines
    bool m_analysing = false;
    QStringList m_transcript;
    QList<EngineOption> m_declared;
};

} // namespace fb::engines
