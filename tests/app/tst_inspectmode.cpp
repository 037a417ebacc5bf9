// SPDX-License-Identifier: GPL-3.0-or-later
// Inspect mode: any piece shows its moves (the opponent's pseudo-legal ones); nothing is played.
#include "apptest.h"

#include <QAction>

class TestInspectMode : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

    static QAction* inspectAction(MainWindow& w)
    {
        return w.findChild<QAction*>(QStringLiteral("inspectMode"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }
    void init() { QSettings().clear(); }

    void showsEnemyMovesAndPlaysNothing()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        QTest::keyClick(&w, Qt::Key_I, Qt::ControlModifier);
        QVERIFY(inspectAction(w)->isChecked());
        QVERIFY(w.scene()->inspectMode());
        QVERIFY(w.statusLabel()->text().contains(QStringLiteral("Inspect")));

        AppTest::click(w, QStringLiteral("g8")); // Black's knight; White is to move
        QCOMPARE(w.scene()->selectedSquare(), AppTest::square(w.game(), "g8"));
        QVERIFY(w.scene()->selectionIsOpponents());
        QCOMPARE(
            AppTest::targetNames(w), (QStringList{QStringLiteral("f6"), QStringLiteral("h6")}));
        AppTest::click(w, QStringLiteral("f6")); // a target, but nothing is played
        QVERIFY(w.game()->moveTexts().isEmpty());
        QCOMPARE(w.scene()->selectedSquare(), fb::NoSquare); // an empty square clears

        AppTest::click(w, QStringLiteral("e7"));
        QCOMPARE(
            AppTest::targetNames(w), (QStringList{QStringLiteral("e5"), QStringLiteral("e6")}));
        AppTest::click(w, QStringLiteral("e2")); // the side to move: its legal moves
        QVERIFY(!w.scene()->selectionIsOpponents());
        QCOMPARE(
            AppTest::targetNames(w), (QStringList{QStringLiteral("e3"), QStringLiteral("e4")}));
        AppTest::click(w, QStringLiteral("e4"));
        QVERIFY(w.game()->moveTexts().isEmpty());
        QCOMPARE(w.game()->position().sideToMove(), fb::First);

        AppTest::click(w, QStringLiteral("d8"));
        QVERIFY(w.scene()->targetSquares().isEmpty()); // the queen is boxed in
        QCOMPARE(w.scene()->selectedSquare(), AppTest::square(w.game(), "d8"));
        w.view()->setFocus();
        AppTest::click(w, QStringLiteral("b8"));
        QTest::keyClick(w.view(), Qt::Key_Escape);
        QCOMPARE(w.scene()->selectedSquare(), fb::NoSquare);

        // Drags are off too.
        AppTest::click(w, QStringLiteral("g1"));
        const QPoint from = AppTest::viewPoint(w, QStringLiteral("g1"));
        const QPoint to = AppTest::viewPoint(w, QStringLiteral("f3"));
        QTest::mousePress(w.view()->viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(w.view()->viewport(), (from + to) / 2);
        QTest::mouseMove(w.view()->viewport(), to);
        QTest::mouseRelease(w.view()->viewport(), Qt::LeftButton, {}, to);
        QVERIFY(w.game()->moveTexts().isEmpty());

        QTest::keyClick(&w, Qt::Key_I, Qt::ControlModifier);
        QVERIFY(!w.scene()->inspectMode());
        AppTest::click(w, QStringLiteral("g8"));
        QCOMPARE(w.scene()->selectedSquare(), fb::NoSquare);
        AppTest::click(w, QStringLiteral("g1"));
        AppTest::click(w, QStringLiteral("f3"));
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("g1f3")});
    }

    void opponentMovesArePseudoLegalOwnMovesLegal()
    {
        MainWindow w(&m_registry);
        // White to move. White's knight e2 is pinned by the rook e8, Black's knight g7 by the
        // bishop a1.
        QVERIFY(w.startGame(
            QStringLiteral("chess"), QStringLiteral("4r2k/6n1/8/8/8/8/4N3/B3K3 w - - 0 1")));
        QVERIFY(AppTest::show(w));
        inspectAction(w)->setChecked(true);
        AppTest::click(w, QStringLiteral("e2"));
        QCOMPARE(w.scene()->selectedSquare(), AppTest::square(w.game(), "e2"));
        QVERIFY(w.scene()->targetSquares().isEmpty()); // no legal move
        AppTest::click(w, QStringLiteral("g7"));
        QVERIFY(w.scene()->selectionIsOpponents());
        QCOMPARE(AppTest::targetNames(w),
            (QStringList{QStringLiteral("e6"), QStringLiteral("f5"), QStringLiteral("h5")}));
    }

    void janggiCannonOfTheOpponent()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("janggi")));
        QVERIFY(w.game()->playText(QStringLiteral("b1c3")));
        QVERIFY(AppTest::show(w));
        inspectAction(w)->setChecked(true);
        AppTest::click(w, QStringLiteral("b3")); // Blue's cannon, Red to move
        QVERIFY(w.scene()->selectionIsOpponents());
        // It jumps the horse on c3 along the rank; it never jumps the cannon on h3.
        QCOMPARE(AppTest::targetNames(w),
            (QStringList{QStringLiteral("d3"), QStringLiteral("e3"), QStringLiteral("f3"),
                QStringLiteral("g3")}));
        QCOMPARE(w.game()->moveTexts().size(), 1);
    }
};

QTEST_MAIN(TestInspectMode)
#include "tst_inspectmode.moc"
