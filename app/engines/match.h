// SPDX-License-Identifier: GPL-3.0-or-later
// A match: games between two players from one start position, the colours alternating, and
// the score. It stops at the first game a player's failure ends.
#pragma once

#include "gamerunner.h"

namespace fb::engines {

/// A match's score from the first player's (A's) side.
struct MatchScore
{
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int games() const { return wins + draws + losses; }
    double points() const { return wins + draws / 2.0; }
};

class Match : public QObject
{
    Q_OBJECT
public:
    /// `games` games between `a` and `b` (ready, able to play the variant; not owned) from
    /// `start`: A plays the first side in the first game, B in the second, and so on.
    Match(const Position& start, Player* a, Player* b, int games, const GameSettings& settings,
        QObject* parent = nullptr);

    void start();
    const MatchScore& score() const { return m_score; }

Q_SIGNALS:
    /// Game `index` (from 0) ended; `game` holds its moves and outcome until the next game
    /// starts. `aPlaysFirst`: A had the first side.
    void gameFinished(int index, const fb::engines::GameRunner* game, bool aPlaysFirst);
    /// Every game was played (`completed`), or a player's failure stopped the match.
    void finished(bool completed);

private:
    void startGame();
    void gameOver(const GameOutcome& outcome);

    Position m_start;
    Player* m_a;
    Player* m_b;
    int m_games;
    GameSettings m_settings;
    int m_index = 0;
    GameRunner* m_game = nullptr;
    MatchScore m_score;
};

} // namespace fb::engines
