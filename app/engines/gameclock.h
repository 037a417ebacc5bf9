// SPDX-License-Identifier: GPL-3.0-or-later
// The clocks of a game: the time control, each side's time as the game goes on (and as it was
// before each move, for takebacks), the time a side has left while it thinks, and the flag.
// No timers: the caller says how long each turn took.
#pragma once

#include "player.h"

#include <QString>
#include <vector>

namespace fb::engines {

/// How much time the players of a game have.
struct TimeControl
{
    enum class Kind
    {
        None, ///< no clocks; an engine gets DefaultEngineMoveMs per move
        PerMove, ///< a fixed time per move (moveMs), unused time is lost
        Fischer, ///< a base time per side plus an increment per move
        Byoyomi, ///< a main time (baseMs, may be 0), then `periods` periods of periodMs each
    };
    /// What an engine may think per move when the game has no clocks.
    static constexpr int DefaultEngineMoveMs = 2000;
    Kind kind = Kind::None;
    int moveMs = 5000;
    int baseMs = 5 * 60 * 1000;
    int incrementMs = 3000;
    int periods = 1; ///< Byoyomi: how many periods follow the main time
    int periodMs = 30000; ///< Byoyomi: the length of one period
    bool operator==(const TimeControl&) const = default;

    /// The PGN TimeControl tag's value: "300+3" (Fischer), "1/5" (a move in 5 s), "600|3x30"
    /// (byoyomi: main time, periods x seconds; no PGN standard has one), "-" without clocks.
    QString pgnTag() const;
    /// Reads pgnTag()'s forms back (and a bare "300": sudden death); nullopt for others.
    static std::optional<TimeControl> fromPgnTag(const QString& tag);
};

/// PGN's clock command for a side's time after its move, "[%clk 1:05:23]" (whole seconds).
QString clockCommand(int ms);
/// PGN's command for the time a move took, "[%emt 0:00:12]" (whole seconds, rounded up: a
/// CSA record writes it as its time line "T12").
QString elapsedCommand(int ms);
/// The time of the first "[%clk h:mm:ss]" in `comment` (milliseconds), or nullopt.
std::optional<int> readClockCommand(const QString& comment);

/// A side's time at a moment of the game.
struct SideTime
{
    int mainMs = 0; ///< the main time (Fischer: the clock; PerMove: what is left of the move)
    int periods = 0; ///< Byoyomi: the periods left
    int periodLeftMs = 0; ///< Byoyomi, once the main time is spent: what is left of this period
    bool inByoyomi = false; ///< the main time is spent
    /// The time until the side loses on time (negative: past it).
    int untilFlagMs = 0;
};

/// Each side's time through a game. Turns are counted by plies from the ply start() was given;
/// the state before each ply is kept, so a takeback gives back the time as it was.
class GameClock
{
public:
    /// A game with clocks `tc`, at ply `ply` (the clocks full).
    void start(const TimeControl& tc, int ply);
    const TimeControl& control() const { return m_tc; }
    /// Has the game clocks (not Kind::None)?
    bool hasClocks() const { return m_tc.kind != TimeControl::Kind::None; }
    /// The ply whose turn the clocks stand at.
    int ply() const { return m_startPly + int(m_history.size()) - 1; }

    /// The side `mover` made the move of the current ply after `elapsedMs` of thinking: its
    /// clock is charged (Fischer: and given the increment; Byoyomi: a move within a period
    /// keeps it, each period spent is lost), and the clocks stand at the next ply.
    void moved(Side mover, int elapsedMs);
    /// The game went back to ply `ply` (a takeback): the clocks are as they were then. A ply
    /// before start()'s gives the clocks of the start.
    void backTo(int ply);

    /// The time of `side` when its clock has run `elapsedMs` in this turn (0: not running).
    SideTime timeOf(Side side, int elapsedMs = 0) const;
    /// Has `side` run out of time after `elapsedMs` of its turn (by more than `marginMs`)?
    bool flagged(Side side, int elapsedMs, int marginMs = 0) const
    {
        return hasClocks() && timeOf(side, elapsedMs).untilFlagMs < -marginMs;
    }
    /// The time as a player to move `toMove` is given it when its clock has run `elapsedMs`.
    Clocks playerClocks(Side toMove, int elapsedMs) const;

private:
    struct State
    {
        std::array<int, 2> mainMs{0, 0};
        std::array<int, 2> periods{0, 0};
    };
    const State& now() const { return m_history.back(); }

    TimeControl m_tc;
    int m_startPly = 0;
    std::vector<State> m_history{State{}}; ///< [i]: the clocks before ply m_startPly + i
};

} // namespace fb::engines
