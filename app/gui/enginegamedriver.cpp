// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginegamedriver.h"

#include "gamecontroller.h"
#include "gamestate.h"
#include "sidenames.h"

#include <algorithm>
#include <utility>

namespace {

/// How long an engine told to quit may take before it is deleted (and killed).
constexpr int QuitGraceMs = 2000;
/// How often the clocks are looked at for a flag fall.
constexpr int TickMs = 100;
/// How far past its clock a side may go before it loses on time (an engine's answer takes a
/// moment to arrive).
constexpr int TimeMarginMs = 1000;

/// The position the game started from: the shown one with every move taken back.
fb::Position startOf(const fb::Position& shown)
{
    fb::Position p = shown;
    while (p.ply() > 0)
        p.unmakeMove();
    return p;
}

QString resultText(const fb::GameResult& r)
{
    if (!r.isOver())
        return QStringLiteral("*");
    if (!r.winner)
        return QStringLiteral("1/2-1/2");
    return *r.winner == fb::First ? QStringLiteral("1-0") : QStringLiteral("0-1");
}

} // namespace

EngineGameDriver::EngineGameDriver(GameController* game, QObject* parent)
    : QObject(parent)
    , m_game(game)
{
    m_ticker.setInterval(TickMs);
    connect(&m_ticker, &QTimer::timeout, this, &EngineGameDriver::tick);
    connect(m_game, &GameController::positionChanged, this, &EngineGameDriver::sync);
}

EngineGameDriver::~EngineGameDriver()
{
    // The window that owns the driver is being destroyed: nobody is told anything.
    disconnect(this, nullptr, nullptr, nullptr);
    stop();
}

void EngineGameDriver::start(
    const std::array<std::optional<fb::engines::PlayerChoice>, 2>& players, const TimeControl& time)
{
    stop();
    m_time = time;
    m_clockStarted = false;
    m_told.clear();
    m_overTold = false;
    m_needNewGame = true;
    m_turn.invalidate();
    for (fb::Side side : {fb::First, fb::Second}) {
        if (!players[size_t(side)])
            continue;
        ++m_launching;
        auto* launcher = new fb::engines::PlayerLauncher(*players[size_t(side)], this);
        connect(launcher, &fb::engines::PlayerLauncher::launched, this,
            [this, side, launcher, generation = m_generation](fb::engines::Player* e) {
                launcher->deleteLater();
                if (generation != m_generation) { // stopped meanwhile
                    e->quit();
                    e->deleteLater();
                    return;
                }
                launched(side, e);
            });
        connect(launcher, &fb::engines::PlayerLauncher::failed, this,
            [this, launcher, generation = m_generation](const QString& message) {
                launcher->deleteLater();
                if (generation == m_generation)
                    end(message, true);
            });
        launcher->launch();
    }
    Q_EMIT stateChanged();
}

void EngineGameDriver::launched(fb::Side side, fb::engines::Player* engine)
{
    engine->setParent(this);
    m_players[size_t(side)] = engine;
    connect(engine, &fb::engines::Player::moveChosen, this,
        [this, side](const fb::Move& m) { moveChosen(side, m); });
    connect(engine, &fb::engines::Player::resigned, this, [this, side] { resigned(side); });
    connect(engine, &fb::engines::Player::drawOffered, this, [this, side] { drawOffered(side); });
    connect(engine, &fb::engines::Player::resultClaimed, this,
        [this, side](const QString& result) { resultClaimed(side, result); });
    connect(engine, &fb::engines::Player::failed, this,
        [this](const QString& message) { end(message, true); });
    if (m_game->hasGame())
        if (const QString why = engine->cannotPlay(m_game->variant()); !why.isEmpty()) {
            end(why, true);
            return;
        }
    if (--m_launching > 0)
        return;
    m_ticker.start();
    Q_EMIT started();
    sync();
}

void EngineGameDriver::stop()
{
    ++m_generation;
    for (fb::engines::Player*& p : m_players) {
        if (!p)
            continue;
        p->disconnect(this);
        p->quit();
        QTimer::singleShot(QuitGraceMs, p, &QObject::deleteLater);
        p->setParent(nullptr); // it outlives the driver by the grace time
        p = nullptr;
    }
    m_launching = 0;
    m_thinking = nullptr;
    m_drawOffer.reset();
    m_waiting.reset();
    m_ticker.stop();
    m_turn.invalidate();
    Q_EMIT stateChanged();
}

QString EngineGameDriver::engineName(fb::Side side) const
{
    const fb::engines::Player* p = m_players[size_t(side)];
    return p ? p->name() : QString();
}

bool EngineGameDriver::engineToMove() const
{
    return isActive() && m_game->hasGame() && isEngine(m_game->position().sideToMove());
}

void EngineGameDriver::takeBack()
{
    if (!m_game->canUndo())
        return;
    const bool someHuman = !isEngine(fb::First) || !isEngine(fb::Second);
    do
        m_game->undo();
    while (someHuman && m_game->canUndo() && isEngine(m_game->position().sideToMove()));
    m_game->dropLaterMoves();
}

void EngineGameDriver::sync()
{
    syncEngines();
    Q_EMIT stateChanged();
}

void EngineGameDriver::syncEngines()
{
    if (!isActive() || m_launching > 0 || !m_game->hasGame() || m_game->isBrowsing())
        return;
    const fb::MoveList line = m_game->lineMoves();
    countMove(line);
    const bool extends = !m_needNewGame && !m_overTold && m_told.size() <= line.size()
        && std::equal(m_told.begin(), m_told.end(), line.begin(),
            [](const fb::Move& a, const fb::Move& b) { return a.sameTurn(b); });
    if (extends) {
        fb::Position pos = m_game->position();
        for (size_t i = line.size(); i > m_told.size(); --i)
            pos.unmakeMove();
        for (size_t i = m_told.size(); i < line.size(); ++i) {
            moveMadeBy(pos.sideToMove());
            for (fb::engines::Player* p : m_players)
                if (p)
                    p->moveMade(pos, line[i]);
            pos.makeMove(line[i]);
        }
        m_told = line;
    } else {
        resync(line);
    }
    const fb::GameResult& r = m_game->result();
    if (r.isOver()) {
        if (!m_overTold)
            for (fb::engines::Player* p : m_players)
                if (p)
                    p->gameOver(resultText(r), fb::gameStatusText(r, m_game->variant()));
        m_overTold = true;
        m_turn.invalidate();
        return;
    }
    if (m_waiting && m_game->ply() == m_askedPly) {
        const fb::Move m = *m_waiting;
        m_waiting.reset();
        if (!m_game->play(m))
            end(tr("%1 chose a move that cannot be played")
                    .arg(engineName(m_game->position().sideToMove())),
                true);
        return; // play() synced again
    }
    askEngine();
}

void EngineGameDriver::resync(const fb::MoveList& line)
{
    if (m_thinking) // its answer belongs to another game now
        m_thinking->gameOver(QStringLiteral("*"), QString());
    m_thinking = nullptr;
    m_waiting.reset();
    m_overTold = false;
    m_needNewGame = false;
    if (std::exchange(m_drawOffer, std::nullopt))
        Q_EMIT drawOfferLapsed();
    fb::Position pos = startOf(m_game->position());
    for (fb::engines::Player* p : m_players)
        if (p)
            p->newGame(pos);
    for (const fb::Move& m : line) {
        for (fb::engines::Player* p : m_players)
            if (p)
                p->moveMade(pos, m);
        pos.makeMove(m);
    }
    m_told = line;
}

void EngineGameDriver::askEngine()
{
    const fb::Side side = m_game->position().sideToMove();
    fb::engines::Player* p = m_players[size_t(side)];
    if (!p || m_thinking)
        return;
    m_thinking = p;
    m_askedPly = m_game->ply();
    p->go(m_game->position(), m_clock.playerClocks(side, 0));
    Q_EMIT stateChanged();
}

void EngineGameDriver::moveChosen(fb::Side side, const fb::Move& m)
{
    if (m_thinking != m_players[size_t(side)])
        return;
    m_thinking = nullptr;
    Q_EMIT stateChanged();
    if (m_game->isBrowsing()) {
        if (m_game->lineLength() == m_askedPly)
            m_waiting = m; // played when the last position is shown again
        return;
    }
    if (m_game->ply() != m_askedPly)
        return;
    if (!m_game->play(m))
        end(tr("%1 chose a move that cannot be played").arg(engineName(side)), true);
}

void EngineGameDriver::resigned(fb::Side side)
{
    if (m_thinking != m_players[size_t(side)])
        return;
    resign(side);
}

void EngineGameDriver::resign(fb::Side side)
{
    if (!m_game->hasGame() || m_game->result().isOver())
        return;
    const QString result = side == fb::First ? QStringLiteral("0-1") : QStringLiteral("1-0");
    const QString who
        = isEngine(side) ? engineName(side) : SideNames::player(m_game->variant().family, side);
    Q_EMIT decided(result, fb::io::Termination::Resignation);
    //: %1 = a player (an engine's name, or White, Sente ...)
    end(tr("%1 resigned").arg(who), false, result);
}

bool EngineGameDriver::offerDraw(fb::Side side)
{
    fb::engines::Player* opponent = m_players[size_t(fb::opposite(side))];
    if (!opponent || isEngine(side) || !m_game->hasGame() || m_game->result().isOver()
        || m_launching > 0)
        return false;
    if (m_drawOffer == fb::opposite(side)) {
        agreeDraw();
        return true;
    }
    m_drawOffer = side;
    opponent->offerDraw();
    return true;
}

bool EngineGameDriver::acceptDraw()
{
    if (!m_drawOffer || !isEngine(*m_drawOffer) || isEngine(fb::opposite(*m_drawOffer)))
        return false;
    agreeDraw();
    return true;
}

void EngineGameDriver::drawOffered(fb::Side side)
{
    if (!m_game->hasGame() || m_game->result().isOver() || m_launching > 0)
        return;
    if (m_drawOffer == fb::opposite(side)) {
        agreeDraw();
        return;
    }
    m_drawOffer = side;
    if (fb::engines::Player* other = m_players[size_t(fb::opposite(side))])
        other->offerDraw();
    else
        Q_EMIT drawOfferReceived(engineName(side));
}

void EngineGameDriver::resultClaimed(fb::Side side, const QString& result)
{
    if (!m_game->hasGame() || m_game->result().isOver())
        return; // our rules ended the game: the claim says what they said, or is wrong
    const QString ownLoss = side == fb::First ? QStringLiteral("0-1") : QStringLiteral("1-0");
    if (result == ownLoss)
        resign(side);
    else if (result == u"1/2-1/2")
        drawOffered(side);
}

void EngineGameDriver::agreeDraw()
{
    const QString draw = QStringLiteral("1/2-1/2");
    Q_EMIT decided(draw, fb::io::Termination::Draw);
    end(tr("The players agreed to a draw."), false, draw);
}

void EngineGameDriver::moveMadeBy(fb::Side mover)
{
    if (m_drawOffer != fb::opposite(mover))
        return;
    const fb::Side offerer = *m_drawOffer;
    m_drawOffer.reset();
    if (isEngine(mover) && !isEngine(offerer))
        Q_EMIT drawDeclined(engineName(mover));
    Q_EMIT drawOfferLapsed();
}

void EngineGameDriver::countMove(const fb::MoveList& line)
{
    const int ply = int(line.size());
    if (!m_clockStarted) {
        m_clock.start(m_time, ply);
        m_clockStarted = true;
    } else if (ply == m_clock.ply()) {
        return;
    } else if (ply < m_clock.ply()) {
        m_clock.backTo(ply); // a takeback: the clocks as they were
    } else {
        // The side whose clock ran made the move (more moves at once: the others took no
        // time).
        fb::Side mover = m_clockSide;
        int elapsed = m_turn.isValid() ? int(m_turn.elapsed()) : 0;
        while (m_clock.ply() < ply) {
            m_clock.moved(mover, elapsed);
            if (m_clock.hasClocks())
                Q_EMIT moveTimed(m_clock.ply(), mover, elapsed, m_clock.timeOf(mover));
            mover = fb::opposite(mover);
            elapsed = 0;
        }
    }
    m_clockSide = m_game->position().sideToMove();
    m_turn.start();
}

std::optional<fb::Side> EngineGameDriver::runningClock() const
{
    if (!m_turn.isValid() || !m_game->hasGame() || m_game->isBrowsing())
        return std::nullopt;
    return m_game->position().sideToMove();
}

fb::engines::SideTime EngineGameDriver::sideTime(fb::Side side) const
{
    const bool running = runningClock() == side;
    return m_clock.timeOf(side, running ? int(m_turn.elapsed()) : 0);
}

void EngineGameDriver::tick()
{
    const std::optional<fb::Side> side = runningClock();
    if (!side || !m_clock.flagged(*side, int(m_turn.elapsed()), TimeMarginMs))
        return;
    const fb::Family family = m_game->variant().family;
    const QString who = isEngine(*side) ? engineName(*side) : SideNames::player(family, *side);
    Q_EMIT decided(*side == fb::First ? QStringLiteral("0-1") : QStringLiteral("1-0"),
        fb::io::Termination::TimeForfeit);
    //: %1 = a player (an engine's name, or White, Sente ...)
    end(tr("%1 lost on time").arg(who), false);
}

void EngineGameDriver::end(const QString& message, bool failure, const QString& result)
{
    if (m_game->hasGame())
        for (fb::engines::Player* p : m_players)
            if (p && !failure)
                p->gameOver(result, message);
    stop();
    if (failure)
        Q_EMIT engineFailed(message);
    else
        Q_EMIT gameEnded(message);
}
