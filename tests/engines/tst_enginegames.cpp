// SPDX-License-Identifier: GPL-3.0-or-later
// Whole short games against real engines (Fairy-Stockfish over UCI, USI and UCCI, Fairy-Max,
// HaChu and Sjaak II over XBoard), every move checked by our rules; an engine killed in the middle
// of a game; fake engines that send garbage, an illegal move, an endless line or crash.
#include "enginetest.h"
#include "enginetestutil.h"
#include "uciengine.h"
#include "xboardengine.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <map>

using namespace fb;
using namespace fb::engines;
using enginetest::findEngine;

class TestEngineGames : public QObject
{
    Q_OBJECT

    // The engines, started once when a test first needs them and reused from game to game
    // (each game tells them its variant), by spec text and copy.
    std::map<std::pair<QString, int>, std::unique_ptr<EnginePlayer>> m_engines;

    // The started engine `spec` names (`copy` 1 is a second process of it); null (the test
    // fails) when it does not start.
    EnginePlayer* engine(const QString& spec, int copy = 0)
    {
        auto& e = m_engines[{spec, copy}];
        if (!e) {
            QString why;
            e = enginetest::launch(spec, &why);
            if (!e)
                qWarning("%s: %s", qPrintable(spec), qPrintable(why));
        }
        return e.get();
    }

    // A short game of `preset` between `a` and `b`, checked move by move. The game must end by
    // the rules or the move limit, never by a failure.
    void playShort(const QString& preset, EnginePlayer* a, EnginePlayer* b, int moveTimeMs = 30,
        int maxPlies = 20)
    {
        QVERIFY(a && b);
        const std::optional<Position> start = fbtest::position(preset);
        QVERIFY(start);
        QCOMPARE(a->cannotPlay(start->variant()), QString());
        QCOMPARE(b->cannotPlay(start->variant()), QString());
        int infos = 0;
        const auto counting = connect(a, &Player::info, this, [&infos] { ++infos; });
        GameSettings settings;
        settings.clocks.moveTimeMs = moveTimeMs;
        settings.maxPlies = maxPlies;
        GameRunner game(*start, {a, b}, settings);
        QVERIFY(enginetest::playOut(game));
        disconnect(counting);
        const GameOutcome& r = game.outcome();
        QVERIFY2(r.reason != u"failure", qPrintable(r.error));
        QVERIFY2(r.reason == u"max-plies" || r.reason == u"checkmate" || r.reason == u"stalemate"
                || r.reason == u"repetition" || r.reason == u"resignation" || r.reason == u"bikjang"
                || r.reason == u"royal-captured",
            qPrintable(r.reason));
        QVERIFY(!game.moves().empty());
        QCOMPARE(enginetest::illegalMoveIn(game), QString());
        if (r.reason == u"max-plies")
            QCOMPARE(int(game.moves().size()), maxPlies);
        if (a->protocol() != Protocol::XBoard)
            QVERIFY(infos > 0); // the search lines were read
        QCOMPARE(a->state(), EnginePlayer::State::Ready);
        QCOMPARE(b->state(), EnginePlayer::State::Ready);
    }

    // "PROTOCOL:PATH" for installed engine `name`, or empty.
    static QString spec(const char* protocol, const char* name)
    {
        const QString path = findEngine(QString::fromLatin1(name));
        return path.isEmpty() ? QString() : QString::fromLatin1(protocol) + u':' + path;
    }

private Q_SLOTS:
    void cleanupTestCase()
    {
        for (auto& [key, e] : m_engines)
            if (e)
                e->quit();
    }

    void fairyStockfishUci_data()
    {
        QTest::addColumn<QString>("preset");
        for (const char* p : {"chess", "crazyhouse", "shogi", "xiangqi", "janggi", "capablanca"})
            QTest::newRow(p) << QString::fromLatin1(p);
    }
    void fairyStockfishUci()
    {
        QFETCH(QString, preset);
        const QString fsf = spec("uci", "fairy-stockfish");
        if (fsf.isEmpty())
            QSKIP("fairy-stockfish is not installed (packaging/dev installs it in the build root)");
        // Two engines that play one variant after the other.
        playShort(preset, engine(fsf), engine(fsf, 1));
    }

    void fairyStockfishUsiAndUcci()
    {
        const QString fsf = spec("uci", "fairy-stockfish");
        if (fsf.isEmpty())
            QSKIP("fairy-stockfish is not installed (packaging/dev installs it in the build root)");
        // Fairy-Stockfish speaks USI and UCCI when greeted so: USI's squares and drops for
        // shogi, UCCI's ranks from 0 for xiangqi.
        playShort(QStringLiteral("shogi"), engine(spec("usi", "fairy-stockfish")), engine(fsf));
        playShort(QStringLiteral("xiangqi"), engine(spec("ucci", "fairy-stockfish")), engine(fsf));
    }

    void fairyMaxAgainstFairyStockfish()
    {
        const QString fm = findEngine(QStringLiteral("fairymax"));
        const QString fsf = spec("uci", "fairy-stockfish");
        if (fm.isEmpty() || fsf.isEmpty())
            QSKIP("fairymax or fairy-stockfish is not installed (packaging/dev installs them)");
        // Fairy-Max given without its protocol: probing finds XBoard.
        EnginePlayer* fairyMax = engine(fm);
        QVERIFY(fairyMax);
        QCOMPARE(fairyMax->protocol(), Protocol::XBoard);
        QVERIFY(fairyMax->name().startsWith(u"Fairy-Max"));
        playShort(QStringLiteral("chess"), fairyMax, engine(fsf));
        playShort(QStringLiteral("capablanca"), engine(fsf), fairyMax, 30, 12);
    }

    void haChuPlaysChu()
    {
        const QString hachu = spec("xboard", "hachu");
        if (hachu.isEmpty())
            QSKIP("hachu is not installed (packaging/dev installs it in the build root)");
        auto* first = qobject_cast<XBoardEngine*>(engine(hachu));
        QVERIFY(first);
        QVERIFY(first->variants().contains(QStringLiteral("chu")));
        playShort(QStringLiteral("chushogi"), first, engine(hachu, 1), 30, 24);
    }

    void sjaakPlaysItsVariants_data()
    {
        QTest::addColumn<QString>("preset");
        for (const char* p : {"chess", "shatranj", "makruk", "crazyhouse", "shogi", "xiangqi",
                 "capablanca", "grand", "knightmate"})
            QTest::newRow(p) << QString::fromLatin1(p);
    }
    // Sjaak II over XBoard in the variants it declares (`feature variants=`), against itself;
    // chess also against Fairy-Stockfish.
    void sjaakPlaysItsVariants()
    {
        QFETCH(QString, preset);
        const QString sjaak = spec("xboard", "sjaakii");
        if (sjaak.isEmpty())
            QSKIP("sjaakii is not installed (packaging/dev installs it in the build root)");
        auto* first = qobject_cast<XBoardEngine*>(engine(sjaak));
        QVERIFY(first);
        QVERIFY(first->name().contains(u"Sjaak"));
        playShort(preset, first, engine(sjaak, 1), 30, 16);
        if (const QString fsf = spec("uci", "fairy-stockfish");
            preset == u"chess" && !fsf.isEmpty())
            playShort(preset, engine(fsf), first, 30, 16);
    }

    // Dai Shogi (15 x 15, ranks to 15 in XBoard's squares) through the same XBoard player.
    void haChuPlaysDai()
    {
        const QString hachu = spec("xboard", "hachu");
        if (hachu.isEmpty())
            QSKIP("hachu is not installed (packaging/dev installs it in the build root)");
        auto* first = qobject_cast<XBoardEngine*>(engine(hachu));
        QVERIFY(first);
        QVERIFY(first->variants().contains(QStringLiteral("dai")));
        playShort(QStringLiteral("daishogi"), first, engine(hachu, 1), 30, 24);
    }

    void engineKilledMidGame()
    {
        const QString fsf = spec("uci", "fairy-stockfish");
        if (fsf.isEmpty())
            QSKIP("fairy-stockfish is not installed (packaging/dev installs it in the build root)");
        QString why;
        EnginePlayer* a = engine(fsf);
        auto b = enginetest::launch(fsf, &why);
        QVERIFY(a && b);
        GameSettings settings;
        settings.clocks.moveTimeMs = 100;
        GameRunner game(*fbtest::position(QStringLiteral("chess")), {a, b.get()}, settings);
        // After four plies the second engine is killed while the first thinks; it is found
        // dead by its process's end (or at the latest when it is asked for its move).
        connect(&game, &GameRunner::moveMade, this, [&] {
            if (game.moves().size() == 4)
                ::kill(pid_t(b->processId()), SIGKILL);
        });
        QVERIFY(enginetest::playOut(game));
        const GameOutcome& r = game.outcome();
        QCOMPARE(r.reason, QStringLiteral("failure"));
        QCOMPARE(r.result, QStringLiteral("*"));
        QVERIFY2(r.error.startsWith(QStringLiteral("Engine '%1': ").arg(b->name())),
            qPrintable(r.error));
        QVERIFY2(r.error.contains(u"stopped unexpectedly"), qPrintable(r.error));
        // The game is kept as it stood: four or five moves, all legal.
        QVERIFY(game.moves().size() >= 4 && game.moves().size() <= 5);
        QCOMPARE(int(game.position().ply()), int(game.moves().size()));
        QCOMPARE(enginetest::illegalMoveIn(game), QString());
        QCOMPARE(b->state(), EnginePlayer::State::Dead);
        // The other engine plays on in the next game.
        QCOMPARE(a->state(), EnginePlayer::State::Ready);
    }

    void fakeEngines_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("expected");
        QTest::newRow("garbage") << "garbage"
                                 << "sent the move '}{garbage', which is not a legal move in the "
                                    "position rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq";
        QTest::newRow("illegal") << "illegal"
                                 << "sent the move 'e2e5', which is not a legal move";
        QTest::newRow("crash") << "crash"
                               << "exited unexpectedly with exit code 3";
        QTest::newRow("flood") << "flood"
                               << "sent a line of more than 1048576 bytes";
    }
    void fakeEngines()
    {
        QFETCH(QString, mode);
        QFETCH(QString, expected);
        const QString sh = findEngine(QStringLiteral("sh"));
        const QString script = QStringLiteral(FAIRYBOARD_TEST_DATA "/engines/fake-uci.sh");
        QString why;
        auto fake
            = enginetest::launch(QStringLiteral("uci:%1 '%2' %3").arg(sh, script, mode), &why);
        QVERIFY2(fake, qPrintable(why));
        QCOMPARE(fake->name(), QStringLiteral("Fake ") + mode);
        auto other
            = enginetest::launch(QStringLiteral("uci:%1 '%2' illegal").arg(sh, script), &why);
        QVERIFY(other);
        GameSettings settings;
        settings.clocks.moveTimeMs = 50;
        GameRunner game(
            *fbtest::position(QStringLiteral("chess")), {fake.get(), other.get()}, settings);
        QVERIFY(enginetest::playOut(game, 20000));
        const GameOutcome& r = game.outcome();
        QCOMPARE(r.reason, QStringLiteral("failure"));
        QVERIFY2(r.error.startsWith(QStringLiteral("Engine 'Fake %1': ").arg(mode)),
            qPrintable(r.error));
        QVERIFY2(r.error.contains(expected), qPrintable(r.error));
        QVERIFY(game.moves().empty());
        QCOMPARE(fake->state(), EnginePlayer::State::Dead);
    }

    void xboardLegsOneLineEach_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("legs");
        QTest::addColumn<QString>("error");
        // A Lion's double step f4-f5-g6 (XBoard's squares), sent "move f4f5," "move f5g6".
        QTest::newRow("lion") << "chushogi"
                              << "5k6/12/12/12/12/12/12/4pp6/5N6/12/12/5K6 b - 1"
                              << "f4f5, f5g6" << QString();
        // The legs are read as one move, which chess has not.
        QTest::newRow("chess") << "chess" << QString() << "e2e3, e3e4"
                               << "sent the move 'e2e3,e3e4', which is not a legal move";
    }
    void xboardLegsOneLineEach()
    {
        QFETCH(QString, preset);
        QFETCH(QString, fen);
        QFETCH(QString, legs);
        QFETCH(QString, error);
        const QString sh = findEngine(QStringLiteral("sh"));
        const QString script = QStringLiteral(FAIRYBOARD_TEST_DATA "/engines/fake-xboard.sh");
        QString why;
        auto first
            = enginetest::launch(QStringLiteral("xboard:%1 '%2' '%3'").arg(sh, script, legs), &why);
        QVERIFY2(first, qPrintable(why));
        auto second = enginetest::launch(QStringLiteral("xboard:%1 '%2' ''").arg(sh, script), &why);
        QVERIFY2(second, qPrintable(why));
        GameSettings settings;
        settings.clocks.moveTimeMs = 50;
        settings.maxPlies = 1;
        GameRunner game(*fbtest::position(preset, fen), {first.get(), second.get()}, settings);
        QVERIFY(enginetest::playOut(game, 20000));
        if (error.isEmpty()) {
            QVERIFY2(game.outcome().reason == u"max-plies", qPrintable(game.outcome().error));
            QCOMPARE(int(game.moves().size()), 1);
            QCOMPARE(game.moves()[0].viaCount, uint8_t(1));
            QCOMPARE(
                coordinateText(game.startPosition(), game.moves()[0]), QStringLiteral("7i7h6g"));
        } else {
            QVERIFY2(game.outcome().error.contains(error), qPrintable(game.outcome().error));
        }
    }

    void clocksAndTimeForfeit()
    {
        const QString sh = findEngine(QStringLiteral("sh"));
        const QString slow
            = QStringLiteral("uci:%1 '%2' slow")
                  .arg(sh, QStringLiteral(FAIRYBOARD_TEST_DATA "/engines/fake-uci.sh"));
        QString why;
        auto a = enginetest::launch(slow, &why);
        auto b = enginetest::launch(slow, &why);
        QVERIFY2(a && b, qPrintable(why));
        // 0.8 s each with 0.1 s a move: the first move (0.5 s) leaves about 0.4 s; the
        // second player's too; the first's second move oversteps it by more than the margin.
        GameSettings settings;
        settings.clocks.moveTimeMs = 0;
        settings.clocks.baseMs = 800;
        settings.clocks.incrementMs = 100;
        settings.timeMarginMs = 50;
        GameRunner game(*fbtest::position(QStringLiteral("chess")), {a.get(), b.get()}, settings);
        QVERIFY(enginetest::playOut(game, 20000));
        const GameOutcome& r = game.outcome();
        QCOMPARE(r.reason, QStringLiteral("time-forfeit"));
        QCOMPARE(r.result, QStringLiteral("0-1"));
        QCOMPARE(*r.winner, Second);
        QVERIFY2(r.reasonText.contains(u"Fake slow lost on time"), qPrintable(r.reasonText));
        QCOMPARE(int(game.moves().size()), 2);
        QVERIFY(game.clocks().remainingMs[Second] > 0);
    }

    // A time per move below a second is a 40-move session for an XBoard engine: what it used
    // comes off the clock it is given next (a quarter of a second a move here, so its second
    // clock is at least 25 cs below the first and its third below the second).
    void xboardSessionClock()
    {
        const QString sh = findEngine(QStringLiteral("sh"));
        const QString script = QStringLiteral(FAIRYBOARD_TEST_DATA "/engines/fake-xboard-clock.sh");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString logA = dir.filePath(QStringLiteral("a.txt"));
        const QString logB = dir.filePath(QStringLiteral("b.txt"));
        QString why;
        auto a = enginetest::launch(
            QStringLiteral("xboard:%1 '%2' '%3' g1f3 f3g1").arg(sh, script, logA), &why);
        auto b = enginetest::launch(
            QStringLiteral("xboard:%1 '%2' '%3' g8f6 f6g8").arg(sh, script, logB), &why);
        QVERIFY2(a && b, qPrintable(why));
        GameSettings settings;
        settings.clocks.moveTimeMs = 100;
        settings.maxPlies = 6;
        GameRunner game(*fbtest::position(QStringLiteral("chess")), {a.get(), b.get()}, settings);
        QVERIFY(enginetest::playOut(game, 20000));
        QVERIFY2(game.outcome().reason == u"max-plies", qPrintable(game.outcome().error));
        for (const QString& path : {logA, logB}) {
            QFile log(path);
            QVERIFY(log.open(QIODevice::ReadOnly));
            QList<int> clocks;
            for (const QByteArray& line : log.readAll().split('\n'))
                if (!line.isEmpty())
                    clocks << line.toInt();
            QCOMPARE(clocks.size(), 3);
            QCOMPARE(clocks[0], 400); // 40 moves of 100 ms
            QVERIFY2(clocks[1] <= clocks[0] - 25 && clocks[2] <= clocks[1] - 25,
                qPrintable(
                    QStringLiteral("%1 %2 %3").arg(clocks[0]).arg(clocks[1]).arg(clocks[2])));
        }
    }

    void fairyStockfishOnTheClock()
    {
        const QString fsf = spec("uci", "fairy-stockfish");
        if (fsf.isEmpty())
            QSKIP("fairy-stockfish is not installed (packaging/dev installs it in the build root)");
        // wtime/btime/winc/binc: 3 s each and 50 ms a move, plenty for ten plies.
        GameSettings settings;
        settings.clocks.moveTimeMs = 0;
        settings.clocks.baseMs = 3000;
        settings.clocks.incrementMs = 50;
        settings.maxPlies = 10;
        GameRunner game(
            *fbtest::position(QStringLiteral("chess")), {engine(fsf), engine(fsf, 1)}, settings);
        QVERIFY(enginetest::playOut(game));
        QVERIFY2(game.outcome().reason == u"max-plies", qPrintable(game.outcome().error));
        QCOMPARE(enginetest::illegalMoveIn(game), QString());
        for (Side s : {First, Second})
            QVERIFY(game.clocks().remainingMs[size_t(s)] < 3000 + 5 * 50);
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
