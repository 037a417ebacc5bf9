// SPDX-License-Identifier: GPL-3.0-or-later
// AnalysisSession: one engine (an external one of the Engines list, or the built-in AI)
// analysing the positions it is given, without end, in one or several lines (MultiPV).
#pragma once

#include "enginelist.h"
#include "player.h"

#include <QList>
#include <QObject>
#include <optional>

namespace fb {
class PresetRegistry;
}

namespace fb::engines {

class EngineLauncher;

/// One line of an analysis, as the engine said it last.
struct AnalysisLine
{
    int depth = 0;
    std::optional<int> scoreCp; ///< centipawns, from the analysed position's side to move
    std::optional<int> mateIn; ///< moves to mate (negative: the side to move is mated)
    qint64 nodes = 0;
    qint64 nps = 0;
    /// The line's moves from the analysed position, legal by our rules (the engine's line up
    /// to its first move that is not).
    MoveList moves;
    /// The engine's first move text of the line that is no legal move there (empty: none).
    QString illegal;
};

/// Starts an engine, then analyses each position analyse() gives it (stopping the analysis of
/// the one before). Nothing waits: the engine starts and thinks in the background, and its
/// lines come as linesChanged(). An engine that fails is reported by failed() and quits; the
/// session then analyses nothing until another engine is started. No widgets: the analysis
/// panel shows it, the tests drive it alone.
class AnalysisSession : public QObject
{
    Q_OBJECT
public:
    /// The most lines a session shows.
    static constexpr int MaxLines = 5;

    explicit AnalysisSession(QObject* parent = nullptr);
    /// Quits the engine.
    ~AnalysisSession() override;

    /// Starts `engine` (one of the Engines list) in place of the engine before; ready() when
    /// it runs, failed() when it cannot start.
    void startEngine(const EngineEntry& engine);
    /// Starts the built-in AI (which analyses every variant the engine loads, one line).
    void startBuiltin();
    /// Quits the engine (the analysis under way ends; nothing is signalled after).
    void quit();
    /// The presets (not owned; null: none) whose definitions an engine that does not know the
    /// analysed variant by name is given (customvariant.h: a variants.ini section for
    /// Fairy-Stockfish, checked by its perft before the analysis starts).
    void setRegistry(const PresetRegistry* registry) { m_registry = registry; }

    /// Analyses `pos` (a position with the game's moves made on it) from now on, restarting
    /// the analysis. Before the engine is ready, the last position given waits for it. An engine
    /// that cannot play the position's variant fails.
    void analyse(const Position& pos);
    /// Stops the analysis (the engine stays ready for the next analyse()).
    void stop();
    /// How many lines to ask for (1..MaxLines; the engine may give fewer: maxLines()). Restarts
    /// the analysis under way.
    void setLineCount(int lines);
    int lineCount() const { return m_lineCount; }
    /// The most lines the engine gives (1 until it is ready).
    int maxLines() const;

    /// An engine runs (starting, or ready).
    bool hasEngine() const { return m_player != nullptr || m_launcher != nullptr; }
    /// The engine is being started.
    bool isStarting() const { return m_launcher != nullptr || (m_player && !m_ready); }
    /// A position is being analysed.
    bool isAnalysing() const { return m_analysing; }
    /// The engine (null while it starts or without one).
    const Player* player() const { return m_ready ? m_player : nullptr; }
    /// The engine's name (empty without one).
    QString engineName() const;
    /// The position analysed (nullopt: none).
    const std::optional<Position>& position() const { return m_position; }
    /// The lines of the position analysed, best first (empty until the engine says them).
    const QList<AnalysisLine>& lines() const { return m_lines; }

Q_SIGNALS:
    /// The engine is ready.
    void ready();
    /// lines() changed (a new line, a deeper one, or none after a new position).
    void linesChanged();
    /// The engine cannot go on: `message` names it and says why (translated).
    void failed(const QString& message);
    /// Starting, analysing or stopping changed.
    void stateChanged();

private:
    /// Ends the engine, keeping what is to be analysed.
    void dropEngine();
    void adopt(Player* player);
    void begin();
    void info(const SearchInfo& i);
    void playerFailed(const QString& message);

    Player* m_player = nullptr;
    EngineLauncher* m_launcher = nullptr;
    bool m_ready = false;
    bool m_analysing = false;
    int m_lineCount = 1;
    std::optional<Position> m_position;
    VariantPtr m_variant; ///< the variant the engine was given a game of
    const PresetRegistry* m_registry = nullptr;
    QList<AnalysisLine> m_lines;
};

} // namespace fb::engines
