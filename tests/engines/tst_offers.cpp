// SPDX-License-Identifier: GPL-3.0-or-later
// Draw offers, resignations and result claims between engines (GameRunner, as the CLI's match
// plays): XBoard's "offer draw" both ways, a claim of the claimant's own loss taken as its
// resignation, a false claim of a win ignored, and a dead draw between two engines shuffling
// knights ended by our repetition rule. The engines are tests/data/engines/fake-xboard-offers.sh.
#include "enginetest.h"
#include "enginetestutil.h"

using namespace fb;
using namespace fb::engines;

class TestOffers : public QObject
{
    Q_OBJECT

    // The fake engine playing as `mode` says.
    static std::unique_ptr<EnginePlayer> fake(const QString& mode)
    {
        QString why;
        auto e = enginetest::launch(
            QStringLiteral("xboard:/bin/sh " FAIRYBOARD_TEST_DATA "/engines/fake-xboard-offers.sh ")
                + mode,
            &why);
        if (!e)
            qWarning("%s", qPrintable(why));
        return e;
    }

    // A game of chess between the fakes `first` and `second`, every move checked again.
    static GameOutcome play(const QString& first, const QString& second, int maxPlies = 40)
    {
        auto a = fake(first), b = fake(second);
        if (!a || !b)
            return {};
        GameSettings settings;
        settings.clocks.moveTimeMs = 1000;
        settings.maxPlies = maxPlies;
        GameRunner game(*fbtest::position(QStringLiteral("chess")), {a.get(), b.get()}, settings);
        if (!enginetest::playOut(game))
            return {};
        const QString illegal = enginetest::illegalMoveIn(game);
        if (!illegal.isEmpty())
            qWarning("%s", qPrintable(illegal));
        a->quit();
        b->quit();
        return game.outcome();
    }

private Q_SLOTS:
    void offerAccepted()
    {
        // White offers with its first move; Black, told "draw", accepts.
        const GameOutcome r = play(QStringLiteral("offer"), QStringLiteral("accept"));
        QCOMPARE(r.result, QStringLiteral("1/2-1/2"));
        QCOMPARE(r.reason, QStringLiteral("agreement"));
        QVERIFY(!r.winner);
    }

    void offerDeclinedByMoving()
    {
        // White offers before every move, Black never accepts: the game goes on to our rules'
        // end (the knights repeat the position).
        const GameOutcome r = play(QStringLiteral("offer"), QStringLiteral("decline"));
        QCOMPARE(r.reason, QStringLiteral("repetition"));
        QCOMPARE(r.result, QStringLiteral("1/2-1/2"));
    }

    void claimOfOwnLossResigns()
    {
        const GameOutcome r = play(QStringLiteral("decline"), QStringLiteral("claimloss"));
        QCOMPARE(r.result, QStringLiteral("1-0"));
        QCOMPARE(r.reason, QStringLiteral("resignation"));
        QCOMPARE(r.winner, std::optional<Side>(First));
        QVERIFY(r.reasonText.contains(QStringLiteral("Fake claimloss resigned")));
    }

    void engineResigns()
    {
        const GameOutcome r = play(QStringLiteral("resign"), QStringLiteral("decline"));
        QCOMPARE(r.result, QStringLiteral("0-1"));
        QCOMPARE(r.reason, QStringLiteral("resignation"));
    }

    void falseClaimIsIgnored()
    {
        // White claims a win before each of its moves; our rules decide: a repetition draw.
        const GameOutcome r = play(QStringLiteral("claimwin"), QStringLiteral("decline"));
        QCOMPARE(r.result, QStringLiteral("1/2-1/2"));
        QCOMPARE(r.reason, QStringLiteral("repetition"));
    }

    void deadDrawEndsByRepetition()
    {
        // Two engines that shuffle knights for ever: our repetition rule ends the game long
        // before the move limit.
        const GameOutcome r = play(QStringLiteral("decline"), QStringLiteral("decline"), 200);
        QCOMPARE(r.reason, QStringLiteral("repetition"));
        QCOMPARE(r.result, QStringLiteral("1/2-1/2"));
    }
};

QTEST_GUILESS_MAIN(TestOffers)
#include "tst_offers.moc"
