// SPDX-License-Identifier: GPL-3.0-or-later
// A player the game runner drives: an external engine (EnginePlayer) or the built-in AI
// (BuiltinPlayer). The runner owns the game; a player is told each move and asked for its own.
#pragma once

#include "move.h"
#include "position.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <array>
#include <optional>

namespace fb::engines {

/// How long a player may think about one move.
struct Clocks
{
    int moveTimeMs = 0; ///< a fixed time per move; 0 = the clocks below
    int depth = 0; ///< a search depth limit besides the time (0 = none)
    std::array<int, 2> remainingMs{0, 0}; ///< each side's clock (First, Second)
    int incrementMs = 0; ///< added to a side's clock after each of its moves
    int baseMs = 0; ///< the clock each side started with (XBoard's "level")
    /// Byoyomi: the period a move may take once the clock (remainingMs) is spent (USI's
    /// "byoyomi"); 0 = none.
    int byoyomiMs = 0;
    /// The longest a player to move `side` may take before it has overstepped its time.
    int budgetMs(Side side) const
    {
        return moveTimeMs > 0 ? moveTimeMs : remainingMs[size_t(side)] + byoyomiMs;
    }
};

/// What an engine says while it thinks (UCI "info", XBoard's thinking output).
struct SearchInfo
{
    int depth = 0;
    std::optional<int> scoreCp; ///< centipawns, from the side to move's view
    std::optional<int> mateIn; ///< moves to mate (negative: the engine is mated)
    int multiPv = 1; ///< which line (1 = the best)
    qint64 nodes = 0;
    qint64 nps = 0;
    int timeMs = 0;
    QStringList pv; ///< the line in the protocol's move text
    /// The line as moves of the position thought about: the moves of `pv` that are legal by
    /// our rules, up to the first that is not (empty when the player could not tell).
    MoveList pvMoves;
};

/// A player of a game. Every method returns at once; answers come as signals, in the thread
/// of the player's object. After failed() the player answers nothing more.
class Player : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    /// The player's name for results and messages.
    virtual QString name() const = 0;
    /// Starts the player; ready() when it can play, failed() when it cannot.
    virtual void start() = 0;
    /// Empty if the (ready) player can play `v`, else why not (translated).
    virtual QString cannotPlay(const VariantDefinition& v) const = 0;
    /// A new game from `start` (a position of the game's variant, no moves made).
    virtual void newGame(const Position& start) = 0;
    /// Move `m` was made in `before` (by either side), in the order of the game.
    virtual void moveMade(const Position& before, const Move& m) = 0;
    /// Choose a move for the side to move of `current` (the game as made so far, moveMade()
    /// told of every move) within `clocks`: moveChosen() with a legal move, resigned(), or
    /// failed().
    virtual void go(const Position& current, const Clocks& clocks) = 0;
    /// The game is over: `result` "1-0", "0-1", "1/2-1/2" or "*", `reason` in words.
    virtual void gameOver(const QString& result, const QString& reason) = 0;
    /// Ends the player (an engine is told to quit, then stopped); nothing is signalled after.
    virtual void quit() = 0;
    /// The opponent offers a draw, which stands until this player's next move: the player
    /// accepts with drawOffered(), or declines by moving. By default (a protocol without
    /// offers, the built-in AI) it declines.
    virtual void offerDraw() { }

    // ---- analysis (a player that analyses plays no game at the same time)
    /// How many lines analyse() can show at once (MultiPV): 1 when the player has no such
    /// option.
    virtual int maxAnalysisLines() const { return 1; }
    /// Analyses `current` (a position of the variant of the last newGame(), with the game's
    /// moves made on it) without end, in the best `lines` lines (1..maxAnalysisLines()):
    /// info() with SearchInfo::multiPv and pvMoves for each line as the search deepens, until
    /// stopAnalysis() or the next analyse(). Stops an analysis under way first; no info() of it
    /// is signalled after. Never moveChosen(). failed() when the player cannot go on.
    virtual void analyse(const Position& current, int lines) = 0;
    /// Stops the analysis under way (none: nothing happens); no info() of it comes after.
    virtual void stopAnalysis() = 0;

Q_SIGNALS:
    void ready();
    /// A legal move of the position go() was given.
    void moveChosen(const fb::Move& move);
    void resigned();
    /// The player offers a draw, or accepts the opponent's offer (XBoard's "offer draw").
    void drawOffered();
    /// The player claims the game ended with `result` ("1-0", "0-1" or "1/2-1/2") for
    /// `reason` (XBoard's result command): the game's end is still the runner's to decide.
    void resultClaimed(const QString& result, const QString& reason);
    void info(const fb::engines::SearchInfo& info);
    /// The player cannot go on: `message` names it and says why (translated).
    void failed(const QString& message);
};

} // namespace fb::engines
