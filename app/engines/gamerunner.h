// SPDX-License-Identifier: GPL-3.0-or-later
// One game between two players: asks the side to move for its move, checks it against our
// rules, keeps the clocks, and ends the game by the rules (evaluateGame), a resignation, a
// draw both players offered, a time forfeit, the move limit, or a player's failure (the game is
// kept as it stood).
#pragma once

#include "gamestate.h"
#include "player.h"

#include <QElapsedTimer>
#include <QObject>
#include <array>
#include <vector>

namespace fb::engines {

struct GameSettings
{
    /// The time control: moveTimeMs, or baseMs with incrementMs (remainingMs is set from
    /// baseMs when the game starts); depth as well, if given.
    Clocks clocks;
    int maxPlies = 0; ///< the game is drawn after this many plies (0 = no limit)
    /// How far past its clock (with a base time, not a time per move) a player may go before
    /// it loses on time.
    int timeMarginMs = 1000;
};

/// How a game ended.
struct GameOutcome
{
    /// "1-0", "0-1", "1/2-1/2", or "*" for a game a player's failure stopped.
    QString result = QStringLiteral("*");
    /// "checkmate", "stalemate", ... (GameResult::statusName()), "resignation",
    /// "agreement" (a draw offered and accepted), "time-forfeit", "max-plies", "failure".
    QString reason;
    QString reasonText; ///< the reason in words (translated)
    std::optional<Side> winner;
    QString error; ///< the failure, naming the player (reason "failure")
};

class GameRunner : public QObject
{
    Q_OBJECT
public:
    /// A game from `start` between `players` (the first side's, then the second's), which must
    /// be ready and able to play the variant. The runner does not own them.
    GameRunner(const Position& start, std::array<Player*, 2> players, const GameSettings& settings,
        QObject* parent = nullptr);

    /// Tells both players of the new game and asks the first for its move.
    void start();
    /// The game so far: every move is made on it.
    const Position& position() const { return m_pos; }
    const Position& startPosition() const { return m_start; }
    const std::vector<Move>& moves() const { return m_moves; }
    bool isOver() const { return m_over; }
    const GameOutcome& outcome() const { return m_outcome; }
    /// The players' clocks as they stand.
    const Clocks& clocks() const { return m_clocks; }

Q_SIGNALS:
    /// `m` was made; position() shows the game after it.
    void moveMade(const fb::Move& m);
    void finished(const fb::engines::GameOutcome& outcome);

private:
    void next();
    void moveChosen(Side side, const Move& m);
    void finish(GameOutcome outcome);
    void finishByRules(const GameResult& r);
    void resign(Side side);
    /// `side` offers a draw, or accepts the other's offer (the game is drawn).
    void drawOffered(Side side);
    /// `side` claims `result`: its own loss resigns, a draw offers one, a win is ignored.
    void resultClaimed(Side side, const QString& result);
    void disconnectPlayers();
    /// The players, each once (one player may play both sides).
    QList<Player*> distinctPlayers() const;

    Position m_start;
    Position m_pos;
    std::array<Player*, 2> m_players;
    GameSettings m_settings;
    Clocks m_clocks;
    std::vector<Move> m_moves;
    QElapsedTimer m_thinking;
    bool m_over = false;
    GameOutcome m_outcome;
    std::optional<Side> m_drawOffer; ///< the side whose draw offer stands
    QList<QMetaObject::Connection> m_connections;
};

} // namespace fb::engines
