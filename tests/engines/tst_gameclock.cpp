// SPDX-License-Identifier: GPL-3.0-or-later
// The clocks of a game (GameClock): Fischer, a time per move and byoyomi (a move within a
// period keeps it, each period spent is lost, the last one ends the game), takebacks giving
// the time back, the PGN TimeControl tag and [%clk] command, and the clocks as a UCI engine is
// told them (byoyomi) through the fake engine.
#include "enginetest.h"
#include "enginetestutil.h"
#include "gameclock.h"

using namespace fb;
using namespace fb::engines;

namespace {

TimeControl byoyomi(int mainMs, int periods, int periodMs)
{
    TimeControl tc;
    tc.kind = TimeControl::Kind::Byoyomi;
    tc.baseMs = mainMs;
    tc.periods = periods;
    tc.periodMs = periodMs;
    return tc;
}

} // namespace

class TestGameClock : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fischer()
    {
        GameClock c;
        c.start({TimeControl::Kind::Fischer, 0, 60000, 2000}, 0);
        QCOMPARE(c.ply(), 0);
        QCOMPARE(c.timeOf(First, 5000).mainMs, 55000);
        c.moved(First, 5000);
        QCOMPARE(c.ply(), 1);
        QCOMPARE(c.timeOf(First).mainMs, 57000); // the increment after the move
        QCOMPARE(c.timeOf(Second).mainMs, 60000);
        QVERIFY(!c.flagged(Second, 60000));
        QVERIFY(c.flagged(Second, 60001));
        QVERIFY(!c.flagged(Second, 60500, 1000)); // within the margin
        const Clocks given = c.playerClocks(Second, 0);
        QCOMPARE(given.remainingMs[First], 57000);
        QCOMPARE(given.remainingMs[Second], 60000);
        QCOMPARE(given.incrementMs, 2000);
        QCOMPARE(given.byoyomiMs, 0);
    }

    void perMove()
    {
        GameClock c;
        c.start({TimeControl::Kind::PerMove, 3000, 0, 0}, 4);
        QCOMPARE(c.ply(), 4);
        QCOMPARE(c.timeOf(First, 1000).mainMs, 2000);
        c.moved(First, 2900);
        // Unused time is lost: every move has the whole time again.
        QCOMPARE(c.timeOf(First).mainMs, 3000);
        QVERIFY(c.flagged(Second, 3001));
        QCOMPARE(c.playerClocks(Second, 0).moveTimeMs, 3000);
        GameClock none;
        none.start({}, 0);
        QVERIFY(!none.flagged(First, 1000000));
        QCOMPARE(none.playerClocks(First, 0).moveTimeMs, TimeControl::DefaultEngineMoveMs);
    }

    void byoyomiPeriods()
    {
        GameClock c;
        c.start(byoyomi(10000, 3, 5000), 0);
        // Within the main time.
        c.moved(First, 4000);
        QCOMPARE(c.timeOf(First).mainMs, 6000);
        QCOMPARE(c.timeOf(First).periods, 3);
        QVERIFY(!c.timeOf(First).inByoyomi);
        c.moved(Second, 1000);
        // 6 s of main time, then 4 s of the first period: the period is kept.
        SideTime running = c.timeOf(First, 10000);
        QVERIFY(running.inByoyomi);
        QCOMPARE(running.periods, 3);
        QCOMPARE(running.periodLeftMs, 1000);
        c.moved(First, 10000);
        QCOMPARE(c.timeOf(First).mainMs, 0);
        QCOMPARE(c.timeOf(First).periods, 3);
        c.moved(Second, 1000);
        // 12 s: two periods spent, the move made in the third.
        running = c.timeOf(First, 12000);
        QCOMPARE(running.periods, 1);
        QCOMPARE(running.periodLeftMs, 3000);
        c.moved(First, 12000);
        QCOMPARE(c.timeOf(First).periods, 1);
        // A move exactly at the end of a period keeps it.
        c.moved(Second, 1000);
        c.moved(First, 5000);
        QCOMPARE(c.timeOf(First).periods, 1);
        c.moved(Second, 1000);
        // The last period spent: the side is out of time.
        QVERIFY(!c.flagged(First, 5000));
        QVERIFY(c.flagged(First, 5001));
        QCOMPARE(c.timeOf(First, 5001).untilFlagMs, -1);
        // A player is given its main time and one period (USI's byoyomi).
        const Clocks given = c.playerClocks(First, 0);
        QCOMPARE(given.remainingMs[First], 0);
        QCOMPARE(given.remainingMs[Second], 6000); // four moves of a second each
        QCOMPARE(given.byoyomiMs, 5000);
        QCOMPARE(given.budgetMs(First), 5000);
        QCOMPARE(given.budgetMs(Second), 11000);
    }

    void takebackGivesTheTimeBack()
    {
        GameClock c;
        c.start(byoyomi(10000, 2, 5000), 2);
        c.moved(First, 9000);
        c.moved(Second, 3000);
        c.moved(First, 8000); // the main time spent, one period lost
        QCOMPARE(c.timeOf(First).periods, 1);
        QCOMPARE(c.ply(), 5);
        c.backTo(3);
        QCOMPARE(c.ply(), 3);
        QCOMPARE(c.timeOf(First).mainMs, 1000);
        QCOMPARE(c.timeOf(First).periods, 2);
        QCOMPARE(c.timeOf(Second).mainMs, 10000);
        c.backTo(0); // before the clocks' start: the clocks of the start
        QCOMPARE(c.ply(), 2);
        QCOMPARE(c.timeOf(First).mainMs, 10000);
        c.backTo(7); // later than the clocks: nothing changes
        QCOMPARE(c.ply(), 2);
    }

    void pgnTags()
    {
        QCOMPARE((TimeControl{TimeControl::Kind::Fischer, 0, 300000, 3000}).pgnTag(),
            QStringLiteral("300+3"));
        QCOMPARE(
            (TimeControl{TimeControl::Kind::PerMove, 5000, 0, 0}).pgnTag(), QStringLiteral("1/5"));
        QCOMPARE(byoyomi(600000, 3, 30000).pgnTag(), QStringLiteral("600|3x30"));
        QCOMPARE(TimeControl{}.pgnTag(), QStringLiteral("-"));
        for (const TimeControl& tc : {TimeControl{TimeControl::Kind::Fischer, 0, 300000, 3000},
                 byoyomi(0, 5, 10000), TimeControl{TimeControl::Kind::PerMove, 7000, 0, 0}}) {
            const std::optional<TimeControl> back = TimeControl::fromPgnTag(tc.pgnTag());
            QVERIFY(back);
            QCOMPARE(back->pgnTag(), tc.pgnTag());
        }
        QVERIFY(!TimeControl::fromPgnTag(QStringLiteral("40/9000")));
        QCOMPARE(TimeControl::fromPgnTag(QStringLiteral("180"))->baseMs, 180000);
        QCOMPARE(clockCommand(3723000), QStringLiteral("[%clk 1:02:03]"));
        QCOMPARE(clockCommand(-5), QStringLiteral("[%clk 0:00:00]"));
        QCOMPARE(readClockCommand(QStringLiteral("good move [%clk 0:04:59] here")), 299000);
        QCOMPARE(readClockCommand(QStringLiteral("[%clk 0:00:07.5]")), 7500);
        QVERIFY(!readClockCommand(QStringLiteral("[%eval 0.3]")));
    }

    void uciEngineIsToldTheByoyomi()
    {
        const QString sh = enginetest::findEngine(QStringLiteral("sh"));
        QString why;
        auto e = enginetest::launch(
            QStringLiteral("uci:%1 '%2' slow")
                .arg(sh, QStringLiteral(FAIRYBOARD_TEST_DATA "/engines/fake-uci.sh")),
            &why);
        QVERIFY2(e, qPrintable(why));
        GameClock c;
        c.start(byoyomi(60000, 3, 10000), 0);
        const Position start = *fbtest::position(QStringLiteral("chess"));
        e->newGame(start);
        std::optional<Move> chosen;
        connect(e.get(), &Player::moveChosen, this, [&](const Move& m) { chosen = m; });
        e->go(start, c.playerClocks(First, 0));
        QTRY_VERIFY_WITH_TIMEOUT(chosen.has_value(), 10000);
        QVERIFY2(
            e->transcript().contains(QStringLiteral("> go wtime 60000 btime 60000 byoyomi 10000")),
            qPrintable(e->transcript().join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestGameClock)
#include "tst_gameclock.moc"
