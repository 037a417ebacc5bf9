// SPDX-License-Identifier: GPL-3.0-or-later
// The clocks of a game against the built-in AI: byoyomi chosen in the New Game dialog and shown
// with its periods, a human losing on time (the result and its reason saved), the clocks in
// the game's log ([%clk], [%emt], TimeControl; read back from PGN, CSA's time lines) and given
// back by a takeback.
#include "apptest.h"
#include "clockbar.h"
#include "enginegamedriver.h"
#include "gamedocument.h"
#include "gameio.h"
#include "newgamedialog.h"

#include <QComboBox>
#include <QLabel>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTemporaryDir>

namespace {

QMessageBox* engineMessage(MainWindow& w)
{
    return w.findChild<QMessageBox*>(QStringLiteral("engineMessage"));
}

/// A game of `preset` in `w`, the human First against the built-in AI at level 1, on `time`.
bool startAgainstBuiltin(MainWindow& w, const QString& preset, const TimeControl& time)
{
    GameSetup setup{preset, {}, {}};
    setup.builtinLevels = {0, 1};
    setup.time = time;
    QString error;
    if (!w.startGame(setup, &error) || !w.startEngines(setup, &error)) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    return true;
}

} // namespace

class TestClockGame : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }
    void init() { QSettings().clear(); }

    void byoyomiFromTheDialogAndTimeOut()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("shogi")));
        QVERIFY(AppTest::show(w));
        AppTest::whenModal<NewGameDialog>([&](NewGameDialog* d) {
            d->selectPreset(QStringLiteral("shogi"));
            d->playerBox(fb::Second)->setCurrentIndex(NewGameDialog::BuiltinRow);
            d->levelBox(fb::Second)->setValue(1);
            QComboBox* time = d->timeBox();
            time->setCurrentIndex(time->findData(int(TimeControl::Kind::Byoyomi)));
            d->byoyomiMainBox()->setValue(0);
            d->periodsBox()->setValue(2);
            d->periodBox()->setValue(1);
            QTest::mouseClick(AppTest::button(d, QStringLiteral("Start Game")), Qt::LeftButton);
        });
        QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier);
        QCOMPARE(w.engines()->timeControl().kind, TimeControl::Kind::Byoyomi);
        QCOMPARE(w.engines()->timeControl().periods, 2);
        QCOMPARE(w.engines()->timeControl().periodMs, 1000);
        QCOMPARE(w.engines()->timeControl().baseMs, 0);
        QTRY_VERIFY_WITH_TIMEOUT(!w.engines()->isStarting(), 10000);
        // No main time: the clock runs in its periods at once.
        QTRY_VERIFY(w.clockBar()->label(fb::First)->text().contains(QStringLiteral("byoyomi")));
        QVERIFY2(w.clockBar()->label(fb::First)->text().contains(QStringLiteral("(2 period")),
            qPrintable(w.clockBar()->label(fb::First)->text()));
        // The first period runs out, the second is the last.
        QTRY_VERIFY_WITH_TIMEOUT(
            w.clockBar()->label(fb::First)->text().contains(QStringLiteral("(1 period")), 3000);
        // Then the human (Sente) loses on time: the game is over, for Gote.
        QTRY_VERIFY_WITH_TIMEOUT(engineMessage(w), 5000);
        QVERIFY2(engineMessage(w)->text().contains(QStringLiteral("lost on time")),
            qPrintable(engineMessage(w)->text()));
        QVERIFY(!w.engines()->isActive());
        QCOMPARE(w.document()->result(), QStringLiteral("0-1"));
        QCOMPARE(w.document()->termination(), fb::io::Termination::TimeForfeit);
    }

    void humanLosesOnTimePerMove()
    {
        MainWindow w(&m_registry);
        QVERIFY(startAgainstBuiltin(
            w, QStringLiteral("chess"), {TimeControl::Kind::PerMove, 1000, 0, 0}));
        QVERIFY(AppTest::show(w));
        QTRY_VERIFY_WITH_TIMEOUT(!w.engines()->isStarting(), 10000);
        AppTest::click(w, QStringLiteral("e2"));
        AppTest::click(w, QStringLiteral("e4"));
        QTRY_COMPARE_WITH_TIMEOUT(w.game()->ply(), 2, 10000);
        // Two seconds (a second and the margin) without a move.
        QTRY_VERIFY_WITH_TIMEOUT(engineMessage(w), 5000);
        QCOMPARE(w.document()->result(), QStringLiteral("0-1"));
        QCOMPARE(w.game()->ply(), 2);
    }

    void clocksInTheLogAndTakeback()
    {
        MainWindow w(&m_registry);
        QVERIFY(startAgainstBuiltin(
            w, QStringLiteral("shogi"), {TimeControl::Kind::Fischer, 0, 60000, 2000}));
        QVERIFY(AppTest::show(w));
        QTRY_VERIFY_WITH_TIMEOUT(!w.engines()->isStarting(), 10000);
        QTest::qWait(1200); // the human thinks a second
        QVERIFY(AppTest::playMoves(w, {QStringLiteral("7g7f")}));
        const int afterMove = w.engines()->remainingMs(fb::First);
        // 60 s less the second or more it thought, plus the increment.
        QVERIFY2(afterMove <= 60800 && afterMove > 55000, qPrintable(QString::number(afterMove)));
        QTRY_COMPARE_WITH_TIMEOUT(w.game()->ply(), 2, 10000);
        const int secondAtPly2 = w.engines()->remainingMs(fb::Second);
        QVERIFY(AppTest::playMoves(w, {QStringLiteral("2g2f")}));
        QTRY_COMPARE_WITH_TIMEOUT(w.game()->ply(), 4, 10000);
        // Every move has the mover's clock after it and the time it took.
        QCOMPARE(w.document()->tag(QStringLiteral("TimeControl")), QStringLiteral("60+2"));
        const QString first = w.document()->moveComment(1);
        QVERIFY2(first.startsWith(QStringLiteral("[%clk 0:01:00]"))
                || first.startsWith(QStringLiteral("[%clk 0:00:5")),
            qPrintable(first));
        // Over a second, rounded up.
        QVERIFY2(first.contains(QRegularExpression(QStringLiteral("\\[%emt 0:00:0[2-9]\\]"))),
            qPrintable(first));
        for (int ply = 2; ply <= 4; ++ply)
            QVERIFY2(w.document()->moveComment(ply).contains(QStringLiteral("[%clk ")),
                qPrintable(w.document()->moveComment(ply)));

        // Saved and read back: PGN keeps the commands, CSA writes the time lines ("T2").
        QTemporaryDir dir;
        const QString pgn = dir.filePath(QStringLiteral("game.pgn"));
        const QString csa = dir.filePath(QStringLiteral("game.csa"));
        QString error;
        QVERIFY2(w.saveTo(pgn, &error), qPrintable(error));
        QVERIFY2(w.saveTo(csa, &error), qPrintable(error));
        const QString pgnText = QString::fromUtf8(AppTest::readAll(pgn));
        QVERIFY2(pgnText.contains(QStringLiteral("[TimeControl \"60+2\"]")), qPrintable(pgnText));
        QVERIFY2(pgnText.contains(QStringLiteral("[%emt 0:00:0")), qPrintable(pgnText));
        const QString csaText = QString::fromUtf8(AppTest::readAll(csa));
        QVERIFY2(csaText.contains(QRegularExpression(
                     QStringLiteral("\n\\+7776FU\n'\\*\\[%clk 0:0[01]:[0-9]+\\]\nT[2-9]\n"))),
            qPrintable(csaText));
        const fb::io::LoadResult read = fb::io::loadGames(pgn, m_registry);
        QVERIFY(read.ok() && read.games.size() == 1 && read.games[0].isComplete());
        const fb::io::GameRecord& g = read.games[0];
        QCOMPARE(g.tag(QStringLiteral("TimeControl")), QStringLiteral("60+2"));
        QCOMPARE(TimeControl::fromPgnTag(g.tag(QStringLiteral("TimeControl")))->incrementMs, 2000);
        QVERIFY(fb::engines::readClockCommand(g.mainLine.moves[0].comments.join(u' ')));
        QVERIFY(*fb::engines::readClockCommand(g.mainLine.moves[0].comments.join(u' ')) > 55000);
        const fb::io::LoadResult readCsa = fb::io::loadGames(csa, m_registry);
        QVERIFY(readCsa.ok() && readCsa.games.size() == 1);
        const QString csaComments = readCsa.games[0].mainLine.moves[0].comments.join(u' ');
        QVERIFY2(csaComments.contains(QStringLiteral("[%emt 0:00:0"))
                && csaComments.contains(QStringLiteral("[%clk 0:0")),
            qPrintable(csaComments));
        // KIF: the move's time and its side's total in the time column, read back as "[%emt]".
        const QString kif = dir.filePath(QStringLiteral("game.kifu"));
        QVERIFY2(w.saveTo(kif, &error), qPrintable(error));
        const QString kifText = QString::fromUtf8(AppTest::readAll(kif));
        QVERIFY2(kifText.contains(QRegularExpression(QStringLiteral(
                     "\n   1 ７六歩\\(77\\)   \\( 0:0([2-9])/00:00:0\\1\\)\n\\*\\[%clk 0:0"))),
            qPrintable(kifText));
        const fb::io::LoadResult readKif = fb::io::loadGames(kif, m_registry);
        QVERIFY(readKif.ok() && readKif.games.size() == 1);
        QCOMPARE(readKif.games[0].mainLine.moves[0].comments.size(), 2);
        QVERIFY2(readKif.games[0].mainLine.moves[0].comments.front().startsWith(
                     QStringLiteral("[%emt 0:00:0")),
            qPrintable(readKif.games[0].mainLine.moves[0].comments.join(u' ')));

        // A takeback gives the clocks back as they were before the human's move.
        w.undo();
        QCOMPARE(w.game()->ply(), 2);
        QCOMPARE(w.engines()->remainingMs(fb::Second), secondAtPly2);
        QVERIFY(std::abs(w.engines()->remainingMs(fb::First) - afterMove) < 500);
        w.undo();
        QCOMPARE(w.game()->ply(), 0);
        QVERIFY(w.engines()->remainingMs(fb::First) > 59000); // its clock full, running again
        QVERIFY(w.engines()->remainingMs(fb::First) <= 60000);
        QCOMPARE(w.engines()->remainingMs(fb::Second), 60000);
        QVERIFY(!engineMessage(w));
    }
};

QTEST_MAIN(TestClockGame)
#include "tst_clockgame.moc"
