// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in AI as a Player: it answers on its own thread (never inside go()), a new go() or
// quit() drops the search under way, moveNow() ends it with its best move, and games between
// two of them end by the rules with every move checked by the GameRunner.
#include "builtinplayer.h"
#include "enginetest.h"
#include "gamerunner.h"

#include <QSet>
#include <QSignalSpy>
#include <QTest>

using namespace fb;
using fb::engines::BuiltinPlayer;
using fb::engines::Clocks;

namespace {

bool isLegalMove(Position pos, const Move& m)
{
    MoveList legal;
    MoveGenerator::generateLegal(pos, legal);
    return std::any_of(legal.begin(), legal.end(), [&](const Move& l) { return l.sameTurn(m); });
}

// The moves of a game of chess between two level 3 players (a search to depth 3 within a node
// limit: the same on any machine) seeded `seedA` and `seedB` (nothing: a new seed each game),
// to the move limit `plies`.
QStringList seededGame(std::optional<quint64> seedA, std::optional<quint64> seedB, int plies)
{
    std::optional<Position> start = fbtest::position(QStringLiteral("chess"));
    BuiltinPlayer a(3), b(3);
    a.setSeed(seedA);
    b.setSeed(seedB);
    engines::GameSettings settings;
    settings.clocks.moveTimeMs = 600000; // the level's limits end each search
    settings.maxPlies = plies;
    engines::GameRunner game(*start, {&a, &b}, settings);
    QSignalSpy finished(&game, &engines::GameRunner::finished);
    game.start();
    if (!finished.wait(120000))
        return {};
    QStringList out;
    Position pos = *start;
    for (const Move& m : game.moves()) {
        out << coordinateText(pos, m);
        pos.makeMove(m);
    }
    return out;
}

Clocks perMove(int ms)
{
    Clocks c;
    c.moveTimeMs = ms;
    return c;
}

} // namespace

class TestBuiltinPlayer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void answersFromItsThread()
    {
        std::optional<Position> pos = fbtest::position(QStringLiteral("chess"));
        QVERIFY(pos);
        BuiltinPlayer p(1);
        QCOMPARE(p.level(), 1);
        QVERIFY(p.cannotPlay(pos->variant()).isEmpty());
        QSignalSpy ready(&p, &engines::Player::ready);
        p.start();
        QVERIFY(ready.wait(5000));
        QSignalSpy moved(&p, &engines::Player::moveChosen);
        QSignalSpy info(&p, &engines::Player::info);
        p.newGame(*pos);
        p.go(*pos, perMove(2000));
        QCOMPARE(moved.count(), 0); // go() only started the search
        QVERIFY(p.isThinking());
        QVERIFY(moved.wait(10000));
        QCOMPARE(moved.count(), 1);
        QVERIFY(!p.isThinking());
        QVERIFY(isLegalMove(*pos, moved[0][0].value<Move>()));
        QVERIFY(info.count() >= 1);
        const auto i = info.last()[0].value<engines::SearchInfo>();
        QCOMPARE(i.depth, 1);
        QVERIFY(!i.pv.isEmpty());
        QVERIFY(i.scoreCp.has_value());
    }

    // A new go() drops the search under way: only the second position is answered.
    void newGoDropsTheOld()
    {
        std::optional<Position> start = fbtest::position(QStringLiteral("chess"));
        std::optional<Position> one = fbtest::position(
            QStringLiteral("chess"), QStringLiteral("7k/8/8/8/8/8/6q1/7K w - - 0 1"));
        QVERIFY(start && one);
        BuiltinPlayer p; // the strongest level: the first search would take its 10 s
        QSignalSpy moved(&p, &engines::Player::moveChosen);
        p.go(*start, Clocks());
        p.go(*one, Clocks());
        QVERIFY(moved.wait(10000));
        QCOMPARE(coordinateText(*one, moved[0][0].value<Move>()), QStringLiteral("h1g2"));
        QVERIFY(!moved.wait(300)); // the first search never answers
        QCOMPARE(moved.count(), 1);
    }

    // moveNow() ends a search that has no limit in sight with its best move so far.
    void moveNow()
    {
        std::optional<Position> pos = fbtest::position(QStringLiteral("shogi"));
        QVERIFY(pos);
        BuiltinPlayer p;
        QSignalSpy moved(&p, &engines::Player::moveChosen);
        QSignalSpy info(&p, &engines::Player::info);
        p.go(*pos, Clocks());
        QVERIFY(info.wait(10000));
        QCOMPARE(moved.count(), 0);
        p.moveNow();
        QVERIFY(moved.wait(5000));
        QVERIFY(isLegalMove(*pos, moved[0][0].value<Move>()));
    }

    // After quit() nothing more is signalled, and the player is destroyed at once.
    void quitDropsTheSearch()
    {
        std::optional<Position> pos = fbtest::position(QStringLiteral("chess"));
        QVERIFY(pos);
        auto p = std::make_unique<BuiltinPlayer>();
        QSignalSpy moved(p.get(), &engines::Player::moveChosen);
        p->go(*pos, Clocks());
        p->quit();
        p->go(*pos, Clocks()); // ignored
        QVERIFY(!moved.wait(300));
        p.reset();
        QCOMPARE(moved.count(), 0);
    }

    void noLegalMoveFails()
    {
        std::optional<Position> pos = fbtest::position(
            QStringLiteral("chess"), QStringLiteral("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"));
        QVERIFY(pos);
        BuiltinPlayer p(1);
        QSignalSpy failed(&p, &engines::Player::failed);
        p.go(*pos, perMove(100));
        QVERIFY(failed.wait(5000));
        QVERIFY(failed[0][0].toString().contains(p.name()));
    }

    void thinkingTime()
    {
        QCOMPARE(BuiltinPlayer::moveTimeMs(perMove(1000), First), 950);
        QCOMPARE(BuiltinPlayer::moveTimeMs(perMove(40), First), 36);
        Clocks c;
        c.baseMs = 60000;
        c.remainingMs = {60000, 1500};
        c.incrementMs = 1000;
        QCOMPARE(BuiltinPlayer::moveTimeMs(c, First), 2000 + 750);
        QCOMPARE(BuiltinPlayer::moveTimeMs(c, Second), 500); // at most a third of the clock
        QCOMPARE(BuiltinPlayer::moveTimeMs(Clocks(), First), BuiltinPlayer::NoClockMoveTimeMs);
    }

    // Variety between games: by default each game has a seed of its own, so two games from
    // one start differ; the same seeds play the same game again.
    void seeds()
    {
        const QStringList seeded = seededGame(7, 8, 6);
        QCOMPARE(seeded.size(), 6);
        QCOMPARE(seededGame(7, 8, 6), seeded);
        QSet<QString> games{seeded.join(u' ')};
        for (quint64 s = 1; s <= 3; ++s)
            games << seededGame(s, s + 10, 6).join(u' ');
        QVERIFY(games.size() >= 3);
        QSet<QString> unseeded;
        for (int i = 0; i < 4; ++i)
            unseeded << seededGame(std::nullopt, std::nullopt, 6).join(u' ');
        QVERIFY(unseeded.size() >= 2);
    }

    // Whole games between two levels, in a drop game and in Chu Shogi (multi-leg moves): the
    // runner checks every move and ends the game by the rules or the move limit.
    void games_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("chess") << QStringLiteral("chess");
        QTest::newRow("crazyhouse") << QStringLiteral("crazyhouse");
        QTest::newRow("chushogi") << QStringLiteral("chushogi");
    }

    void games()
    {
        QFETCH(QString, id);
        std::optional<Position> start = fbtest::position(id);
        QVERIFY(start);
        BuiltinPlayer a(1), b(2);
        engines::GameSettings settings;
        settings.clocks = perMove(100);
        settings.maxPlies = 40;
        engines::GameRunner game(*start, {&a, &b}, settings);
        QSignalSpy finished(&game, &engines::GameRunner::finished);
        game.start();
        QVERIFY(finished.wait(120000));
        QVERIFY2(game.outcome().reason != u"failure", qPrintable(game.outcome().error));
        QVERIFY(game.outcome().result != u"*");
        QVERIFY(!game.moves().empty());
    }
};

QTEST_GUILESS_MAIN(TestBuiltinPlayer)
#include "tst_builtinplayer.moc"
