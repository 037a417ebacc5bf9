// SPDX-License-Identifier: GPL-3.0-or-later
#include "builtinplayer.h"

#include "levels.h"
#include "notation.h"
#include "searcher.h"

#include <QRandomGenerator>
#include <QTimer>
#include <algorithm>
#include <utility>

namespace fb::engines {

namespace {

// A finished iteration in the words of SearchInfo, the line in coordinate text.
SearchInfo toInfo(const Position& root, const search::Iteration& it)
{
    SearchInfo info;
    info.depth = it.depth;
    if (search::Searcher::isMate(it.score))
        info.mateIn = search::Searcher::mateInMoves(it.score);
    else
        info.scoreCp = it.score;
    info.nodes = it.nodes;
    info.timeMs = int(it.timeMs);
    info.nps = it.timeMs > 0 ? it.nodes * 1000 / it.timeMs : 0;
    Position p = root;
    for (const Move& m : it.pv) {
        info.pv << coordinateText(p, m);
        p.makeMove(m);
    }
    info.pvMoves = it.pv;
    info.multiPv = it.line;
    return info;
}

} // namespace

/// Lives in the player's thread: owns the Searcher (made for each new variant) and runs the
/// searches the player posts, one after the other.
class BuiltinPlayer::Worker : public QObject
{
public:
    explicit Worker(BuiltinPlayer* player)
        : m_player(player)
    { }

    void newGame(quint64 seed)
    {
        m_fresh = true;
        m_seed = seed;
    }

    void run(quint64 generation, Position pos, const search::Limits& limits,
        const std::shared_ptr<std::atomic<bool>>& stop)
    {
        std::optional<Move> move;
        if (!stop->load()) {
            search::Searcher& searcher = searcherFor(pos.variantPtr());
            bool reported = false;
            const auto report = [&](const search::Iteration& it) {
                reported = true;
                post([p = m_player, generation, info = toInfo(pos, it)] {
                    p->searchInfo(generation, info);
                });
            };
            const search::SearchResult result = searcher.search(pos, limits, *stop, report);
            move = result.move;
            if (!reported && move && !stop->load()) // a single legal move is not searched
                report({0, result.score, result.nodes, 0, {*move}, 1});
        }
        post([p = m_player, generation, move] { p->searchDone(generation, move); });
    }

private:
    search::Searcher& searcherFor(const VariantPtr& v)
    {
        if (!m_searcher || m_searcher->variant() != v)
            m_searcher = std::make_unique<search::Searcher>(v);
        else if (m_fresh)
            m_searcher->newGame();
        if (m_fresh)
            m_searcher->setRandomness({m_seed, RandomCp, RandomPlies});
        m_fresh = false;
        return *m_searcher;
    }

    // Runs `f` in the player's thread. The player waits for this thread before it is
    // destroyed, so it outlives every call posted here.
    template <typename F> void post(F&& f)
    {
        QMetaObject::invokeMethod(m_player, std::forward<F>(f), Qt::QueuedConnection);
    }

    BuiltinPlayer* m_player;
    std::unique_ptr<search::Searcher> m_searcher;
    bool m_fresh = true;
    quint64 m_seed = 0;
};

int BuiltinPlayer::defaultLevel()
{
    return search::MaxLevel;
}

BuiltinPlayer::BuiltinPlayer(int level, QObject* parent)
    : Player(parent)
    , m_level(std::clamp(level, search::MinLevel, search::MaxLevel))
    , m_worker(new Worker(this))
{
    m_thread.setObjectName(QStringLiteral("BuiltinPlayer"));
    m_worker->moveToThread(&m_thread);
    m_thread.start();
}

BuiltinPlayer::~BuiltinPlayer()
{
    cancel();
    m_thread.quit();
    m_thread.wait();
    delete m_worker;
}

QString BuiltinPlayer::name() const
{
    return tr("Built-in AI level %1").arg(m_level);
}

void BuiltinPlayer::start()
{
    QTimer::singleShot(0, this, [this] {
        if (!m_quit)
            Q_EMIT ready();
    });
}

QString BuiltinPlayer::cannotPlay(const VariantDefinition&) const
{
    return {};
}

void BuiltinPlayer::newGame(const Position&)
{
    cancel();
    const quint64 seed = m_seed ? *m_seed : QRandomGenerator::global()->generate64();
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, seed] { w->newGame(seed); }, Qt::QueuedConnection);
}

void BuiltinPlayer::setSeed(std::optional<quint64> seed)
{
    m_seed = seed;
}

void BuiltinPlayer::moveMade(const Position&, const Move&) { }

void BuiltinPlayer::go(const Position& current, const Clocks& clocks)
{
    if (m_quit)
        return;
    cancel();
    search::Limits limits = search::levelLimits(m_level);
    limits.timeMs = moveTimeMs(clocks, current.sideToMove());
    if (clocks.moveTimeMs > 0)
        limits.softTimeMs = limits.timeMs; // a time per move is used whole
    if (clocks.depth > 0)
        limits.depth = std::min(limits.depth, clocks.depth);
    m_stop = std::make_shared<std::atomic<bool>>(false);
    m_thinking = true;
    QMetaObject::invokeMethod(
        m_worker,
        [w = m_worker, g = m_generation, pos = current, limits, stop = m_stop] {
            w->run(g, pos, limits, stop);
        },
        Qt::QueuedConnection);
}

void BuiltinPlayer::analyse(const Position& current, int lines)
{
    if (m_quit)
        return;
    cancel();
    search::Limits limits;
    limits.lines = std::clamp(lines, 1, MaxAnalysisLines);
    m_stop = std::make_shared<std::atomic<bool>>(false);
    m_thinking = true;
    m_analysing = true;
    QMetaObject::invokeMethod(
        m_worker,
        [w = m_worker, g = m_generation, pos = current, limits, stop = m_stop] {
            w->run(g, pos, limits, stop);
        },
        Qt::QueuedConnection);
}

void BuiltinPlayer::stopAnalysis()
{
    if (m_analysing)
        cancel();
}

void BuiltinPlayer::gameOver(const QString&, const QString&)
{
    cancel();
}

void BuiltinPlayer::quit()
{
    cancel();
    m_quit = true;
}

void BuiltinPlayer::moveNow()
{
    if (m_thinking && m_stop)
        m_stop->store(true);
}

void BuiltinPlayer::cancel()
{
    if (m_stop)
        m_stop->store(true);
    ++m_generation;
    m_thinking = false;
    m_analysing = false;
}

int BuiltinPlayer::moveTimeMs(const Clocks& clocks, Side side)
{
    if (clocks.moveTimeMs > 0)
        return std::max(1, clocks.moveTimeMs - std::min(clocks.moveTimeMs / 10, 50));
    const int left = clocks.remainingMs[size_t(side)];
    if (clocks.byoyomiMs > 0) // byoyomi: most of a period, besides a share of the main time
        return std::max(1, left / 30 + clocks.byoyomiMs * 3 / 4);
    if (left <= 0 && clocks.incrementMs <= 0 && clocks.baseMs <= 0)
        return NoClockMoveTimeMs;
    int ms = std::max(left, 0) / 30 + clocks.incrementMs * 3 / 4;
    if (left > 0)
        ms = std::min(ms, left / 3);
    return std::max(ms, 1);
}

void BuiltinPlayer::searchDone(quint64 generation, const std::optional<Move>& move)
{
    if (generation != m_generation || m_quit)
        return;
    m_thinking = false;
    if (std::exchange(m_analysing, false))
        return; // the analysis ended by itself: its lines were signalled
    if (move)
        Q_EMIT moveChosen(*move);
    else
        Q_EMIT failed(tr("%1 has no legal move to play").arg(name()));
}

void BuiltinPlayer::searchInfo(quint64 generation, const SearchInfo& thinking)
{
    if (generation == m_generation && !m_quit)
        Q_EMIT info(thinking);
}

} // namespace fb::engines
