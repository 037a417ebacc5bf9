// SPDX-License-Identifier: GPL-3.0-or-later
// EngineGameDriver: the engines that play sides of the game on the board.
#pragma once

#include "gameclock.h"
#include "gamesetup.h"
#include "move.h"
#include "player.h"
#include "playerchoice.h"
#include "termination.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QTimer>
#include <array>
#include <optional>

class GameController;

/// Connects the game of a GameController to players that are no humans (external engines and
/// the built-in AI, both "engines" below), without widgets. The engines are
/// told every move of the line up to the position shown (a move made on the board, typed, or
/// their own); when the side to move is an engine it is asked, and its move is played with
/// GameController::play, the path a human's move takes. When the line changes other than by a
/// move at its end (undo, a move after browsing back), the engines get the game anew (newGame
/// and the moves) before they are asked again. While the board shows an earlier position no
/// engine is asked; an answer that comes meanwhile waits until the last position is shown.
/// Clocks run for both sides (humans too) from the first position after start(). An engine that
/// fails, resigns or runs out of time ends the engines' part: they are stopped and the game
/// stays on the board as a game between humans.
class EngineGameDriver : public QObject
{
    Q_OBJECT
public:
    explicit EngineGameDriver(GameController* game, QObject* parent = nullptr);
    ~EngineGameDriver() override;

    /// Starts the players of `players` (nullopt: a human plays that side) for the game the
    /// controller holds, with time control `time`. started() when they are ready, or
    /// engineFailed() (one that cannot start or cannot play the variant).
    void start(const std::array<std::optional<fb::engines::PlayerChoice>, 2>& players,
        const TimeControl& time);
    /// Quits the engines at once; the game stays as it is, between humans.
    void stop();

    /// Some side is played by an engine (starting, or playing).
    bool isActive() const { return m_players[0] || m_players[1]; }
    bool isEngine(fb::Side side) const { return m_players[size_t(side)] != nullptr; }
    /// The name of the engine (or built-in AI) playing `side`, empty for a human.
    QString engineName(fb::Side side) const;
    /// An engine is to move in the position the game is at (humans may not move now).
    bool engineToMove() const;
    /// Engines are being started.
    bool isStarting() const { return m_launching > 0; }
    /// An engine is thinking about its move.
    bool isThinking() const { return m_thinking != nullptr; }
    /// Undo for a game against an engine: takes back moves until a human is to move (at least
    /// one move; as far as the start when no human plays the side to move there).
    void takeBack();

    /// `side` (a human) resigns: decided() with the other side winning, then gameEnded(); the
    /// engines are stopped and the game stays on the board.
    void resign(fb::Side side);
    /// `side` (a human) offers a draw to the engine that plays the other side: the engine
    /// accepts (XBoard's "offer draw": decided() a draw by agreement, gameEnded()) or declines
    /// by moving (drawDeclined()). When that engine's own offer stands, the offer accepts it.
    /// False when no engine plays the other side or the game is over.
    bool offerDraw(fb::Side side);
    /// Accepts the draw offer of an engine (drawOfferReceived()) while it stands (until the
    /// human moves); false when none stands.
    bool acceptDraw();
    /// The side whose draw offer stands, if any.
    std::optional<fb::Side> drawOffer() const { return m_drawOffer; }

    /// The game has clocks (a time per move, a base time or byoyomi).
    bool hasClocks() const { return m_time.kind != TimeControl::Kind::None; }
    const TimeControl& timeControl() const { return m_time; }
    /// The time `side` has left now (the running move counted): its clock with a base time
    /// (byoyomi: the main time), what is left of the time per move for the side to move, the
    /// whole time per move else.
    int remainingMs(fb::Side side) const { return sideTime(side).mainMs; }
    /// All of `side`'s time now (the running move counted): main time, byoyomi periods.
    fb::engines::SideTime sideTime(fb::Side side) const;
    /// The side whose clock runs now, if any.
    std::optional<fb::Side> runningClock() const;

Q_SIGNALS:
    /// Every engine is ready and the game goes on.
    void started();
    /// An engine could not go on (`message` names it and says why); the engines were stopped.
    void engineFailed(const QString& message);
    /// The game ended by something the board's rules do not see (an engine resigned, a side
    /// ran out of time): `message` says it in words; the engines were stopped.
    void gameEnded(const QString& message);
    /// The engine `name` offers the human a draw (acceptDraw() accepts it while it stands).
    void drawOfferReceived(const QString& name);
    /// The engine `name` moved instead of accepting the human's draw offer.
    void drawDeclined(const QString& name);
    /// A draw offer no longer stands (its opponent moved, or the game changed).
    void drawOfferLapsed();
    /// Thinking started or stopped, or the players changed (the status line follows it).
    void stateChanged();
    /// Move `ply` (1-based, of the line) was made by `mover` after `elapsedMs`; its clock
    /// then showed `left` (for the game's log: PGN's [%clk] and [%emt]).
    void moveTimed(int ply, fb::Side mover, int elapsedMs, const fb::engines::SideTime& left);
    /// The game was decided by something the board's rules do not see: a resignation or a
    /// time-out. `result` is "1-0" or "0-1"; gameEnded() follows.
    void decided(const QString& result, fb::io::Termination why);

private:
    void launched(fb::Side side, fb::engines::Player* engine);
    void failed(const QString& message);
    /// After every change of the game: the engines are told, asked, or given the game anew.
    void sync();
    void syncEngines();
    /// Tells the engines the game from its start up to the shown position.
    void resync(const fb::MoveList& line);
    void askEngine();
    void moveChosen(fb::Side side, const fb::Move& m);
    void resigned(fb::Side side);
    /// An engine's "offer draw": an offer, or the acceptance of the other side's.
    void drawOffered(fb::Side side);
    /// An engine claims `result` ("1-0 {...}"): its own loss resigns, a draw offers one, a win
    /// is left to our rules.
    void resultClaimed(fb::Side side, const QString& result);
    /// Ends the game drawn by agreement.
    void agreeDraw();
    /// The offer that stands lapses when `mover`, the side it was made to, moves.
    void moveMadeBy(fb::Side mover);
    void countMove(const fb::MoveList& line);
    void tick();
    /// Ends the engines' part: gameOver(`result`, `message`) to each (not after a failure),
    /// then stop(), then engineFailed() or gameEnded().
    void end(const QString& message, bool failure, const QString& result = QStringLiteral("*"));

    GameController* m_game;
    TimeControl m_time;
    std::array<fb::engines::Player*, 2> m_players{nullptr, nullptr};
    int m_launching = 0; ///< engines not ready yet
    int m_generation = 0; ///< counts stop(): a launch of an earlier start is given up
    fb::MoveList m_told; ///< the moves the engines know of the game
    bool m_overTold = false; ///< the engines were told the game is over
    bool m_needNewGame = true; ///< the engines have not been given this game yet
    fb::engines::Player* m_thinking = nullptr;
    int m_askedPly = -1;
    std::optional<fb::Move> m_waiting; ///< an answer that came while the board was browsed
    std::optional<fb::Side> m_drawOffer; ///< the side whose draw offer stands
    // Clocks
    fb::engines::GameClock m_clock;
    bool m_clockStarted = false; ///< m_clock was started for this game
    fb::Side m_clockSide = fb::First; ///< the side whose clock runs
    QElapsedTimer m_turn; ///< since the running clock started (invalid: none runs)
    QTimer m_ticker; ///< checks for a flag fall
};
