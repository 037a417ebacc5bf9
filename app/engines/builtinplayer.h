// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in AI as a Player: fairyboard-search's Searcher on a worker thread of its own, so
// that no call ever waits for a search.
#pragma once

#include "player.h"

#include <QThread>
#include <atomic>
#include <memory>
#include <optional>

namespace fb::engines {

class BuiltinPlayer : public Player
{
    Q_OBJECT
public:
    /// The level a player gets when none is given: the strongest (search::MaxLevel), which the
    /// game's clocks limit.
    static int defaultLevel();
    /// The time a move may take when the game has no clocks at all (no time per move, no base).
    static constexpr int NoClockMoveTimeMs = 10000;
    /// Variety between games (search::Randomness): a term of up to this many centipawns ...
    static constexpr int RandomCp = 10;
    /// ... in the searches of the game's first plies.
    static constexpr int RandomPlies = 16;

    /// A player of strength `level` (search::MinLevel..search::MaxLevel, clamped; levels.h
    /// lists what each searches). Its worker thread starts here.
    explicit BuiltinPlayer(int level = defaultLevel(), QObject* parent = nullptr);
    /// Stops a search under way and waits for the worker thread (a moment: the search looks at
    /// its stop flag every few hundred nodes).
    ~BuiltinPlayer() override;

    /// "Built-in AI level N" (translated).
    QString name() const override;
    /// ready() at once (from the event loop).
    void start() override;
    /// Empty: it plays every variant the engine loads.
    QString cannotPlay(const VariantDefinition& v) const override;
    /// Stops a search under way; the next search forgets what the last game taught it (its
    /// transposition table, killers and history).
    void newGame(const Position& start) override;
    /// Nothing to do: go() gets the whole game.
    void moveMade(const Position& before, const Move& m) override;
    /// Starts a search of `current` (stopping one under way, whose move is then never
    /// signalled) and returns at once: moveChosen() with one of its legal moves when the
    /// search ends, by the level's limits or the time moveTimeMs() gives; info() after each
    /// finished iteration; failed() when `current` has no legal move.
    void go(const Position& current, const Clocks& clocks) override;
    /// Stops a search under way (nothing is signalled for it).
    void gameOver(const QString& result, const QString& reason) override;
    /// Stops a search under way; nothing is signalled after.
    void quit() override;

    /// Up to MaxAnalysisLines: each line beyond the first costs a full-window search of the
    /// root moves left.
    int maxAnalysisLines() const override { return MaxAnalysisLines; }
    static constexpr int MaxAnalysisLines = 8;
    /// Searches `current` without limits until stopAnalysis() or the next go() or analyse():
    /// after each finished iteration info() for each of the best `lines` lines (multiPv 1 =
    /// the best; each line's first move differs; search::Limits::lines), for a position with a
    /// single legal move that move, once; never moveChosen(). The search ends by itself only
    /// when it reached its deepest iteration or a mate it sees to the end.
    void analyse(const Position& current, int lines) override;
    /// Stops the analysis under way (as cancel()).
    void stopAnalysis() override;

    /// Ends the search under way now: its best move so far is signalled as moveChosen() (a
    /// "move now" button). Nothing happens when no search runs.
    void moveNow();
    /// Stops the search under way without signalling its move.
    void cancel();
    /// The seed of the variety between games: by default (nothing) each game draws a new one,
    /// so that games from one start position differ; a seed makes every game from the next
    /// newGame() on play with it (a search to a fixed depth then repeats its moves).
    void setSeed(std::optional<quint64> seed);
    /// Is a search under way (go() called and its move not signalled yet)?
    bool isThinking() const { return m_thinking; }
    int level() const { return m_level; }

    /// The time a move of `side` may take under `clocks`: the time per move less a small
    /// margin; with clocks, a 30th of what is left plus three quarters of the increment, at
    /// most a third of what is left; with byoyomi a 30th of the main time left plus three
    /// quarters of a period; NoClockMoveTimeMs without either.
    static int moveTimeMs(const Clocks& clocks, Side side);

private:
    class Worker;
    /// The worker's answer for search `generation`.
    void searchDone(quint64 generation, const std::optional<Move>& move);
    void searchInfo(quint64 generation, const SearchInfo& thinking);

    int m_level;
    std::optional<quint64> m_seed;
    QThread m_thread;
    Worker* m_worker = nullptr;
    /// Each search has its own flag, so stopping one never stops the next.
    std::shared_ptr<std::atomic<bool>> m_stop;
    quint64 m_generation = 0; ///< of the search whose answers are signalled
    bool m_thinking = false;
    bool m_analysing = false; ///< the search under way is an analysis: its move is not signalled
    bool m_quit = false;
};

} // namespace fb::engines
