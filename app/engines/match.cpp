// SPDX-License-Identifier: GPL-3.0-or-later
#include "match.h"

#include <QTimer>

namespace fb::engines {

Match::Match(const Position& start, Player* a, Player* b, int games, const GameSettings& settings,
    QObject* parent)
    : QObject(parent)
    , m_start(start)
    , m_a(a)
    , m_b(b)
    , m_games(games)
    , m_settings(settings)
{ }

void Match::start()
{
    m_index = 0;
    startGame();
}

void Match::startGame()
{
    if (m_game)
        m_game->deleteLater();
    const bool aFirst = m_index % 2 == 0;
    m_game = new GameRunner(m_start, {aFirst ? m_a : m_b, aFirst ? m_b : m_a}, m_settings, this);
    connect(m_game, &GameRunner::finished, this, &Match::gameOver);
    m_game->start();
}

void Match::gameOver(const GameOutcome& outcome)
{
    const bool aFirst = m_index % 2 == 0;
    const bool failure = outcome.reason == u"failure";
    if (!failure) {
        if (!outcome.winner)
            ++m_score.draws;
        else if ((*outcome.winner == First) == aFirst)
            ++m_score.wins;
        else
            ++m_score.losses;
    }
    Q_EMIT gameFinished(m_index, m_game, aFirst);
    ++m_index;
    if (failure || m_index >= m_games) {
        Q_EMIT finished(!failure);
        return;
    }
    // The next game starts from the event loop, after the players took in this one's end.
    QTimer::singleShot(0, this, &Match::startGame);
}

} // namespace fb::engines
