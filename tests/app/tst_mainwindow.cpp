// SPDX-License-Identifier: GPL-3.0-or-later
// Drives the main window with real mouse events on the board view.
#include "apptest.h"
#include "boardscene.h"
#include "boardview.h"
#include "gamecontroller.h"
#include "mainwindow.h"

#include <QLabel>
#include <QLineEdit>
#include <QTest>

class TestMainWindow : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

private Q_SLOTS:
    void initTestCase()
    {
        // The user's settings (an automatic flip, say) must not change what is tested.
        AppTest::isolateSettings();
        m_registry.addBundled();
    }

    void clickClickMove()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.view()->refit();
        AppTest::click(w, QStringLiteral("e2"));
        QCOMPARE(w.scene()->selectedSquare(), w.game()->position().geometry().square(4, 1));
        QCOMPARE(w.scene()->targetSquares().size(), 2);
        AppTest::click(w, QStringLiteral("e4"));
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("e2e4")});
        QCOMPARE(w.game()->position().sideToMove(), fb::Second);
    }

    void clickOnEnemyPieceDoesNotSelect()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.view()->refit();
        AppTest::click(w, QStringLiteral("e7"));
        QCOMPARE(w.scene()->selectedSquare(), fb::NoSquare);
        QVERIFY(w.game()->moveTexts().isEmpty());
    }

    void captureAndUndoRedo()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.view()->refit();
        QVERIFY(AppTest::playMoves(w, {QStringLiteral("e2e4"), QStringLiteral("d7d5")}));
        AppTest::click(w, QStringLiteral("e4"));
        AppTest::click(w, QStringLiteral("d5"));
        QCOMPARE(w.game()->moveTexts().last(), QStringLiteral("e4d5"));
        const fb::Square d5 = w.game()->position().geometry().square(3, 4);
        QCOMPARE(fb::sideOf(w.game()->position().at(d5)), fb::First);
        w.game()->undo();
        QCOMPARE(fb::sideOf(w.game()->position().at(d5)), fb::Second);
        QVERIFY(w.game()->canRedo());
        w.game()->redo();
        QCOMPARE(fb::sideOf(w.game()->position().at(d5)), fb::First);
    }

    void keyboardMoveEntry()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("xiangqi")));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* entry = w.findChild<QLineEdit*>();
        QVERIFY(entry);
        QTest::keyClicks(entry, QStringLiteral("h3e3"));
        QTest::keyClick(entry, Qt::Key_Return);
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("h3e3")});
        QVERIFY(entry->text().isEmpty());
        QTest::keyClicks(entry, QStringLiteral("a1a9"));
        QTest::keyClick(entry, Qt::Key_Return);
        QCOMPARE(w.game()->moveTexts().size(), 1); // illegal: rejected, nothing played
    }

    void foolsMateEndsTheGame()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::playMoves(w,
            {QStringLiteral("f2f3"), QStringLiteral("e7e5"), QStringLiteral("g2g4"),
                QStringLiteral("d8h4")}));
        QCOMPARE(w.game()->result().status, fb::GameStatus::Checkmate);
        QCOMPARE(*w.game()->result().winner, fb::Second);
        QVERIFY(!w.game()->playText(QStringLiteral("a2a3")));
    }

    // Makruk's counting rule as a player sees it: the status bar shows the count once a side
    // is down to its king (two rooks: from 4 of 8 moves), and the game ends drawn when it
    // runs out (tests/engine/tst_counting has the rule's numbers).
    void makrukCountIsShownAndDraws()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(
            QStringLiteral("makruk"), QStringLiteral("4k3/8/8/8/8/8/6R1/K6R w - - 0 1")));
        QVERIFY(AppTest::show(w));
        const auto* status = w.findChild<QLabel*>(QStringLiteral("gameStatus"));
        QVERIFY(status);
        QVERIFY(!status->text().contains(QStringLiteral("Count")));
        AppTest::click(w, QStringLiteral("a1"));
        AppTest::click(w, QStringLiteral("b1"));
        QCOMPARE(w.game()->position().ply(), 1);
        QTRY_VERIFY2(
            status->text().contains(QStringLiteral("Count: 4 of 8")), qPrintable(status->text()));
        QVERIFY(AppTest::playMoves(w,
            {QStringLiteral("e8d8"), QStringLiteral("b1c1"), QStringLiteral("d8c8"),
                QStringLiteral("c1d1"), QStringLiteral("c8b8"), QStringLiteral("d1e1"),
                QStringLiteral("b8a8")}));
        QTRY_VERIFY2(
            status->text().contains(QStringLiteral("Count: 7 of 8")), qPrintable(status->text()));
        QVERIFY(AppTest::playMoves(w, {QStringLiteral("e1f1")}));
        QCOMPARE(w.game()->result().status, fb::GameStatus::CountingDraw);
        QTRY_VERIFY2(status->text().contains(QStringLiteral("Draw by the counting rule")),
            qPrintable(status->text()));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
