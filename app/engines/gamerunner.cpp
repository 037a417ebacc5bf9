// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamerunner.h"

#include "fen.h"
#include "movegen.h"

#include <QCoreApplication>
#include <algorithm>

namespace fb::engines {

namespace {

QString resultFor(std::optional<Side> winner)
{
    if (!winner)
        return QStringLiteral("1/2-1/2");
    return *winner == First ? QStringLiteral("1-0") : QStringLiteral("0-1");
}

} // namespace

GameRunner::GameRunner(const Position& start, std::array<Player*, 2> players,
    const GameSettings& settings, QObject* parent)
    : QObject(parent)
    , m_start(start)
    , m_pos(start)
    , m_players(players)
    , m_settings(settings)
    , m_clocks(settings.clocks)
{
    if (m_clocks.moveTimeMs <= 0)
        m_clocks.remainingMs = {m_clocks.baseMs, m_clocks.baseMs};
}

void GameRunner::start()
{
    for (Player* p : distinctPlayers()) {
        // The side a signal of `p` is about: its own, or the side to move when it plays both.
        const auto sideOf = [this, p] {
            return m_players[0] == m_players[1] ? m_pos.sideToMove()
                : p == m_players[0]             ? First
                                                : Second;
        };
        m_connections << connect(p, &Player::moveChosen, this,
            [this, sideOf](const Move& m) { moveChosen(sideOf(), m); });
        m_connections << connect(p, &Player::resigned, this, [this, sideOf] {
            if (m_pos.sideToMove() == sideOf())
                resign(sideOf());
        });
        m_connections << connect(
            p, &Player::drawOffered, this, [this, sideOf] { drawOffered(sideOf()); });
        m_connections << connect(p, &Player::resultClaimed, this,
            [this, sideOf](const QString& result) { resultClaimed(sideOf(), result); });
        m_connections << connect(p, &Player::failed, this, [this](const QString& message) {
            if (!m_over)
                finish({QStringLiteral("*"), QStringLiteral("failure"), message, {}, message});
        });
    }
    for (Player* p : distinctPlayers())
        p->newGame(m_start);
    next();
}

void GameRunner::next()
{
    if (m_over)
        return;
    const GameResult r = evaluateGame(m_pos);
    if (r.isOver()) {
        finishByRules(r);
        return;
    }
    if (m_settings.maxPlies > 0 && int(m_moves.size()) >= m_settings.maxPlies) {
        finish({QStringLiteral("1/2-1/2"), QStringLiteral("max-plies"),
            tr("the move limit of %1 plies").arg(m_settings.maxPlies), std::nullopt, {}});
        return;
    }
    m_thinking.start();
    m_players[size_t(m_pos.sideToMove())]->go(m_pos, m_clocks);
}

void GameRunner::moveChosen(Side side, const Move& m)
{
    if (m_over)
        return;
    Player* player = m_players[size_t(side)];
    if (m_pos.sideToMove() != side) {
        finish({QStringLiteral("*"), QStringLiteral("failure"), {}, {},
            tr("%1 moved when it was not its turn").arg(player->name())});
        return;
    }
    // The player read the move by our rules already; the game holds it to them again.
    MoveList legal;
    MoveGenerator::generateLegal(m_pos, legal);
    if (std::none_of(legal.begin(), legal.end(), [&m](const Move& l) { return l.sameTurn(m); })) {
        finish({QStringLiteral("*"), QStringLiteral("failure"), {}, {},
            tr("%1 chose an illegal move in the position %2")
                .arg(player->name(), writeFen(m_pos))});
        return;
    }
    const qint64 used = m_thinking.elapsed();
    if (m_clocks.moveTimeMs <= 0) {
        int& left = m_clocks.remainingMs[size_t(side)];
        left -= int(used);
        if (left < -m_settings.timeMarginMs) {
            finish({resultFor(opposite(side)), QStringLiteral("time-forfeit"),
                tr("%1 lost on time").arg(player->name()), opposite(side), {}});
            return;
        }
        left = std::max(left, 0) + m_clocks.incrementMs;
    }
    if (m_drawOffer == opposite(side))
        m_drawOffer.reset(); // declined by moving
    for (Player* p : distinctPlayers())
        p->moveMade(m_pos, m);
    m_pos.makeMove(m);
    m_moves.push_back(m);
    Q_EMIT moveMade(m);
    next();
}

QList<Player*> GameRunner::distinctPlayers() const
{
    if (m_players[0] == m_players[1])
        return {m_players[0]};
    return {m_players[0], m_players[1]};
}

void GameRunner::resign(Side side)
{
    if (m_over)
        return;
    finish({resultFor(opposite(side)), QStringLiteral("resignation"),
        tr("%1 resigned").arg(m_players[size_t(side)]->name()), opposite(side), {}});
}

void GameRunner::drawOffered(Side side)
{
    if (m_over)
        return;
    if (m_drawOffer == opposite(side)) {
        finish({QStringLiteral("1/2-1/2"), QStringLiteral("agreement"), tr("a draw by agreement"),
            std::nullopt, {}});
        return;
    }
    m_drawOffer = side;
    if (m_players[0] != m_players[1])
        m_players[size_t(opposite(side))]->offerDraw();
}

void GameRunner::resultClaimed(Side side, const QString& result)
{
    // A claim of the claimant's own loss is a resignation; of a draw, an offer (a draw our
    // rules see has ended the game already); of a win, nothing: our rules decide.
    if (result == resultFor(opposite(side)))
        resign(side);
    else if (result == u"1/2-1/2")
        drawOffered(side);
}

void GameRunner::finishByRules(const GameResult& r)
{
    finish({resultFor(r.winner), r.statusName(), gameStatusText(r, m_pos.variant()), r.winner, {}});
}

void GameRunner::finish(GameOutcome outcome)
{
    if (outcome.reasonText.isEmpty())
        outcome.reasonText = outcome.error;
    m_over = true;
    m_outcome = outcome;
    disconnectPlayers();
    for (Player* p : distinctPlayers())
        p->gameOver(outcome.result, outcome.reasonText);
    Q_EMIT finished(m_outcome);
}

void GameRunner::disconnectPlayers()
{
    for (const QMetaObject::Connection& c : m_connections)
        disconnect(c);
    m_connections.clear();
}

} // namespace fb::engines
