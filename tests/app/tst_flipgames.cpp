// SPDX-License-Identifier: GPL-3.0-or-later
// Flipping games by mouse (rules.flipping): a flipello disc dropped from the hand or by a
// click on its square, the forced pass as the pass action, the end by counting discs; Ataxx's
// jump (piece, then square) and clone (a click on an empty square next to a blob).
#include "apptest.h"

#include <QMessageBox>

class TestFlipGames : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

    static QAction* passAction(MainWindow& w)
    {
        return w.findChild<QAction*>(QStringLiteral("passTurn"));
    }
    static fb::Side sideOn(MainWindow& w, const char* square)
    {
        const fb::Piece p = AppTest::pieceOn(w, QString::fromLatin1(square));
        return fb::isPiece(p) ? fb::sideOf(p) : fb::Side(2);
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }
    void init() { QSettings().clear(); }

    void flipelloByClicks()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("flipello")));
        QVERIFY(AppTest::show(w));
        QVERIFY(!passAction(w)->isEnabled()); // a drop is possible: no pass
        // From the hand: the disc, then its square.
        AppTest::clickSlot(w, fb::First, QStringLiteral("P"));
        AppTest::click(w, QStringLiteral("c5"));
        QCOMPARE(w.game()->ply(), 1);
        QCOMPARE(sideOn(w, "d5"), fb::First);
        QCOMPARE(w.game()->position().handCount(fb::First, 0), 59);
        // A click on an empty square where a drop may go drops there.
        AppTest::click(w, QStringLiteral("e6"));
        QCOMPARE(w.game()->ply(), 2);
        QCOMPARE(sideOn(w, "e5"), fb::Second);
        // A square where no drop flips anything refuses.
        AppTest::click(w, QStringLiteral("a1"));
        QCOMPARE(w.game()->ply(), 2);
        QCOMPARE(w.game()->moveTexts().size(), 2);
    }

    void forcedPassAndTheCount()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(
            QStringLiteral("flipello"), QStringLiteral("8/8/8/8/8/8/8/pP6[PPPpp] w - - 0 1")));
        QVERIFY(AppTest::show(w));
        QVERIFY(passAction(w)->isEnabled()); // White cannot drop: it must pass
        passAction(w)->trigger();
        QCOMPARE(w.game()->ply(), 1);
        QCOMPARE(w.game()->position().sideToMove(), fb::Second);
        QVERIFY(!passAction(w)->isEnabled());
        AppTest::click(w, QStringLiteral("c1")); // Black takes b1: White has no disc left
        QCOMPARE(w.game()->ply(), 2);
        QVERIFY(w.game()->result().isOver());
        QCOMPARE(w.game()->result().status, fb::GameStatus::PieceCount);
        QVERIFY2(w.statusLabel()->text().contains(
                     QStringLiteral("Black wins: no moves left, 0 pieces to 3")),
            qPrintable(w.statusLabel()->text()));
    }

    void ataxxJumpAndClone()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("ataxx")));
        QVERIFY(AppTest::show(w));
        AppTest::click(w, QStringLiteral("a7"));
        QVERIFY(AppTest::targetNames(w).contains(QStringLiteral("c5")));
        AppTest::click(w, QStringLiteral("c5"));
        QCOMPARE(w.game()->ply(), 1);
        QCOMPARE(AppTest::pieceOn(w, QStringLiteral("a7")), fb::Empty);
        QCOMPARE(sideOn(w, "c5"), fb::First);
        // Black clones its g7 blob onto f6 with one click.
        AppTest::click(w, QStringLiteral("f6"));
        QCOMPARE(w.game()->ply(), 2);
        QCOMPARE(sideOn(w, "f6"), fb::Second);
        QCOMPARE(sideOn(w, "g7"), fb::Second);
        // White jumps next to it: the black blob on f6 turns.
        AppTest::click(w, QStringLiteral("c5"));
        AppTest::click(w, QStringLiteral("e6"));
        QCOMPARE(w.game()->ply(), 3);
        QCOMPARE(sideOn(w, "f6"), fb::First);
        QCOMPARE(sideOn(w, "e6"), fb::First);
        QCOMPARE(AppTest::pieceOn(w, QStringLiteral("c5")), fb::Empty);
    }
};

QTEST_MAIN(TestFlipGames)
#include "tst_flipgames.moc"
