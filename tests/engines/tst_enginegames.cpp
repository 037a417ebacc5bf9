// SPDX-License-Identifier: GPL-3.0-or-later
// Whole short games against real engines (Fairy-Stockfish over UCI, USI and UCCI, Fairy-Max
// and HaChu over XBoard), every move checked by our rules; an engine killed in the middle of a
// game; fake engines that send garbage, an illegal move, an endless line or crash.
#include "enginetest.h"
#include "enginetestutil.h"
#include "uciengine.h"
#include "xboardengine.h"

#include <QTest>
#include <csignal>

using namespace fb;
using namespace fb::engines;
using enginetest::findEngine;

class TestEngineGames : public QObject
{
    Q_OBJECT

    // A short game of `preset` between the engines `first` and `second` (spec texts), checked
    // move by move. The game must end by the rules or the move limit, never by a failure.
    void playShort(const QString& preset, const QString& first, const QString& second,
        int moveTimeMs = 40, int maxPlies = 30)
    {
        QString why;
        auto a = enginetest::launch(first, &why);
        QVERIFY2(a, qPrintable(why));
        auto b = enginetest::launch(second, &why);
        QVERIFY2(b, qPrintable(why));
        const std::optional<Position> start = fbtest::position(preset);
        QVERIFY(start);
        QCOMPARE(a->cannotPlay(start->variant()), QString());
        QCOMPARE(b->cannotPlay(start->variant()), QString());
        int infos = 0;
        connect(a.get(), &Player::info, this, [&infos] { ++infos; });
        GameSettings settings;
        settings.clocks.moveTimeMs = moveTimeMs;
        settings.maxPlies = maxPlies;
        GameRunner game(*start, {a.get(), b.get()}, settings);
        QVERIFY(enginetest::playOut(game));
        const GameOutcome& r = game.outcome();
        QVERIFY2(r.reason != u"failure", qPrintable(r.error));
        QVERIFY2(r.reason == u"max-plies" || r.reason == u"checkmate" || r.reason == u"stalemate"
                || r.reason == u"repetition" || r.reason == u"resignation"
                || r.reason == u"bikjang" || r.reason == u"royal-captured",
            qPrintable(r.reason));
        QVERIFY(!game.moves().empty());
        QCOMPARE(enginetest::illegalMoveIn(game), QString());
        if (r.reason == u"max-plies")
            QCOMPARE(int(game.moves().size()), maxPlies);
        if (a->protocol() != Protocol::XBoard)
            QVERIFY(infos > 0); // the search lines were read
        a->quit();
        b->quit();
    }

    static QString need(const QString& name)
    {
        return findEngine(name);
    }

private Q_SLOTS:
    void fairyStockfishUci_data()
    {
        QTest::addColumn<QString>("preset");
        for (const char* p : {"chess", "crazyhouse", "shogi", "xiangqi", "janggi", "capablanca"})
            QTest::newRow(p) << QString::fromLatin1(p);
    }
    void fairyStockfishUci()
    {
        QFETCH(QString, preset);
        const QString fsf = need(QStringLiteral("fairy-stockfish"));
        if (fsf.isEmpty())
            QSKIP("fairy-stockfish is not installed (packaging/dev installs it in the build root)");
        playShort(preset, u"uci:" + fsf, u"uci:" + fsf);
    }

    void fairyStockfishUsiAndUcci()
    {
        const QString fsf = need(QStringLiteral("fairy-stockfish"));
        if (fsf.isEmpty())
            QSKIP("fairy-stockfish is not installed (packaging/dev installs it in the build root)");
        // Fairy-Stockfish speaks USI and UCCI when greeted so: USI's squares and drops for
        // shogi, UCCI's ranks from 0 for xiangqi.
        playShort(QStringLiteral("shogi"), u"usi:" + fsf, u"uci:" + fsf);
        playShort(QStringLiteral("xiangqi"), u"ucci:" + fsf, u"uci:" + fsf);
    }

    void fairyMaxAgainstFairyStockfish()
    {
        const QString fm = need(QStringLiteral("fairymax"));
        const QString fsf = need(QStringLiteral("fairy-stockfish"));
        if (fm.isEmpty() || fsf.isEmpty())
            QSKIP("fairymax or fairy-stockfish is not installed (packaging/dev installs them)");
        // Fairy-Max given without its protocol: probing finds XBoard.
        QString why;
        auto probed = enginetest::launch(fm, &why);
        QVERIFY2(probed, qPrintable(why));
        QCOMPARE(probed->protocol(), Protocol::XBoard);
        QVERIFY(probed->name().startsWith(u"Fairy-Max"));
        probed->quit();
        playShort(QStringLiteral("chess"), u"xboard:" + fm, u"uci:" + fsf, 40, 24);
        playShort(QStringLiteral("capablanca"), u"uci:" + fsf, u"xboard:" + fm, 40, 16);
    }

    void haChuPlaysChu()
    {
        const QString hachu = need(QStringLiteral("hachu"));
        if (hachu.isEmpty())
            QSKIP("hachu is not installed (packaging/dev installs it in the build root)");
        QString why;
        auto probe = enginetest::launch(u"xboard:" + hachu, &why);
        QVERIFY2(probe, qPrintable(why));
        auto* xb = qobject_cast<XBoardEngine*>(probe.get());
        QVERIFY(xb->variants().contains(QStringLiteral("chu")));
        probe->quit();
        playShort(QStringLiteral("chushogi"), u"xboard:" + hachu, u"xboard:" + hachu, 40, 40);
    }

    void engineKilledMidGame()
    {
        const QString fsf = need(QStringLiteral("fairy-stockfish"));
        if (fsf.isEmpty())
            QSKIP("fairy-stockfish is not installed (packaging/dev installs it in the build root)");
        QString why;
        auto a = enginetest::launch(u"uci:" + fsf, &why);
        auto b = enginetest::launch(u"uci:" + fsf, &why);
        QVERIFY(a && b);
        GameSettings settings;
        settings.clocks.moveTimeMs = 200;
        GameRunner game(*fbtest::position(QStringLiteral("chess")), {a.get(), b.get()}, settings);
        // After six plies the second engine is killed while the first thinks; it is found dead
        // when it is asked for its move (or at once, by its process's end).
        connect(&game, &GameRunner::moveMade, this, [&] {
            if (game.moves().size() == 6)
                ::kill(pid_t(b->processId()), SIGKILL);
        });
        QVERIFY(enginetest::playOut(game));
        const GameOutcome& r = game.outcome();
        QCOMPARE(r.reason, QStringLiteral("failure"));
        QCOMPARE(r.result, QStringLiteral("*"));
        QVERIFY2(r.error.contains(b->name()), qPrintable(r.error));
        QVERIFY2(r.error.contains(u"stopped unexpectedly"), qPrintable(r.error));
        QVERIFY(game.moves().size() >= 6 && game.moves().size() <= 7);
        QCOMPARE(enginetest::illegalMoveIn(game), QString());
        QCOMPARE(b->state(), EnginePlayer::State::Dead);
        a->quit();
    }

    void fakeEngines_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("expected");
        QTest::newRow("garbage") << "garbage"
                                 << "sent the move '}{garbage', which is not a legal move in the "
                                    "position rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq";
        QTest::newRow("illegal") << "illegal" << "sent the move 'e2e5', which is not a legal move";
        QTest::newRow("crash") << "crash" << "exited unexpectedly with exit code 3";
        QTest::newRow("flood") << "flood" << "sent a line of more than 1048576 bytes";
    }
    void fakeEngines()
    {
        QFETCH(QString, mode);
        QFETCH(QString, expected);
        const QString sh = findEngine(QStringLiteral("sh"));
        const QString script = QStringLiteral(FAIRYBOARD_TEST_DATA "/engines/fake-uci.sh");
        QString why;
        auto fake = enginetest::launch(
            QStringLiteral("uci:%1 '%2' %3").arg(sh, script, mode), &why);
        QVERIFY2(fake, qPrintable(why));
        QCOMPARE(fake->name(), u"Fake " + mode);
        auto other = enginetest::launch(QStringLiteral("uci:%1 '%2' illegal").arg(sh, script), &why);
        QVERIFY(other);
        GameSettings settings;
        settings.clocks.moveTimeMs = 50;
        GameRunner game(*fbtest::position(QStringLiteral("chess")), {fake.get(), other.get()},
            settings);
        QVERIFY(enginetest::playOut(game, 20000));
        const GameOutcome& r = game.outcome();
        QCOMPARE(r.reason, QStringLiteral("failure"));
        QVERIFY2(r.error.startsWith(QStringLiteral("Engine 'Fake %1': ").arg(mode)),
            qPrintable(r.error));
        QVERIFY2(r.error.contains(expected), qPrintable(r.error));
        QVERIFY(game.moves().empty());
        QCOMPARE(fake->state(), EnginePlayer::State::Dead);
    }

    void missingProgram()
    {
        QString why;
        auto none = enginetest::launch(QStringLiteral("/nonexistent/engine"), &why);
        QVERIFY(!none);
        QVERIFY2(why.contains(u"could not be started"), qPrintable(why));
        QVERIFY2(why.contains(u"/nonexistent/engine"), qPrintable(why));
    }

    void silentProgramIsNoEngine()
    {
        // A program that answers nothing fails the handshake when its time is up.
        std::optional<EngineSpec> spec = parseEngineSpec(
            QStringLiteral("%1 60").arg(findEngine(QStringLiteral("sleep"))), nullptr);
        QVERIFY(spec);
        UciEngine silent(*spec, Protocol::Usi);
        silent.setHandshakeTimeout(300);
        QString why;
        connect(&silent, &Player::failed, this, [&why](const QString& m) { why = m; });
        silent.start();
        QTRY_VERIFY_WITH_TIMEOUT(!why.isEmpty(), 10000);
        QVERIFY2(why.contains(u"did not answer the usi handshake within 0.3 s"), qPrintable(why));
        QCOMPARE(silent.state(), EnginePlayer::State::Dead);
    }
};

QTEST_GUILESS_MAIN(TestEngineGames)
#include "tst_enginegames.moc"
