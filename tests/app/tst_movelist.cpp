// SPDX-License-Identifier: GPL-3.0-or-later
// The move list: numbered pairs, browsing by click and arrow keys, the discard question.
#include "apptest.h"
#include "movelistview.h"

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>

class TestMoveList : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

    static void clickPly(MainWindow& w, int ply)
    {
        QTableWidgetItem* it = w.moveList()->itemForPly(ply);
        QVERIFY(it);
        QTest::mouseClick(w.moveList()->viewport(), Qt::LeftButton, {},
            w.moveList()->visualItemRect(it).center());
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }
    void init() { QSettings().clear(); }

    void pairsWithNumbers()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::playMoves(w, QStringLiteral("e2e4 e7e5 g1f3").split(u' ')));
        MoveListView* list = w.moveList();
        QCOMPARE(list->rowCount(), 2);
        QCOMPARE(list->columnCount(), 2);
        QCOMPARE(list->item(0, 0)->text(), QStringLiteral("e4"));
        QCOMPARE(list->item(0, 1)->text(), QStringLiteral("e5"));
        QCOMPARE(list->item(1, 0)->text(), QStringLiteral("Nf3"));
        QCOMPARE(list->model()->headerData(1, Qt::Vertical).toString(), QStringLiteral("2."));
        QCOMPARE(list->model()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("White"));
        QCOMPARE(list->currentItem(), list->item(1, 0));

        // A game that starts with Black to move leaves the first White cell empty.
        QVERIFY(w.startGame(QStringLiteral("chess"),
            QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 7")));
        QVERIFY(AppTest::playMoves(w, QStringLiteral("e7e5 g1f3").split(u' ')));
        QCOMPARE(list->item(0, 1)->text(), QStringLiteral("e5"));
        QCOMPARE(list->item(1, 0)->text(), QStringLiteral("Nf3"));
        QCOMPARE(list->model()->headerData(0, Qt::Vertical).toString(), QStringLiteral("7."));
    }

    void clickingAMoveShowsItsPositionAndArrowsStep()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        QVERIFY(AppTest::playMoves(w, QStringLiteral("e2e4 e7e5 g1f3 b8c6").split(u' ')));
        clickPly(w, 2);
        QCOMPARE(w.game()->ply(), 2);
        QCOMPARE(w.game()->lineLength(), 4);
        QVERIFY(w.game()->isBrowsing());
        QVERIFY(fb::isPiece(AppTest::pieceOn(w, QStringLiteral("e5"))));
        QVERIFY(!fb::isPiece(AppTest::pieceOn(w, QStringLiteral("f3"))));
        QVERIFY(w.statusLabel()->text().contains(QStringLiteral("Browsing")));
        QVERIFY(w.statusLabel()->text().contains(QStringLiteral("move 2 of 4")));
        QCOMPARE(w.moveList()->item(1, 1)->text(), QStringLiteral("Nc6")); // still listed

        w.moveList()->setFocus();
        QTest::keyClick(w.moveList(), Qt::Key_Left);
        QCOMPARE(w.game()->ply(), 1);
        QVERIFY(!fb::isPiece(AppTest::pieceOn(w, QStringLiteral("e5"))));
        QTest::keyClick(w.moveList(), Qt::Key_Left);
        QTest::keyClick(w.moveList(), Qt::Key_Left); // stays at the start
        QCOMPARE(w.game()->ply(), 0);
        QVERIFY(w.statusLabel()->text().contains(QStringLiteral("start position")));
        for (int i = 0; i < 5; ++i)
            QTest::keyClick(w.moveList(), Qt::Key_Right);
        QCOMPARE(w.game()->ply(), 4);
        QVERIFY(!w.game()->isBrowsing());
        QVERIFY(!w.statusLabel()->text().contains(QStringLiteral("Browsing")));
        QVERIFY(fb::isPiece(AppTest::pieceOn(w, QStringLiteral("c6"))));

        // Undo and redo walk the same line.
        w.findChild<QAction*>(QStringLiteral("undo"))->trigger();
        QCOMPARE(w.game()->ply(), 3);
        QCOMPARE(w.moveList()->rowCount(), 2);
        w.findChild<QAction*>(QStringLiteral("redo"))->trigger();
        QCOMPARE(w.game()->moveTexts().last(), QStringLiteral("b8c6"));
    }

    void playingWhileBrowsingAsksBeforeDiscarding()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        QVERIFY(AppTest::playMoves(w, QStringLiteral("e2e4 e7e5 g1f3 b8c6").split(u' ')));
        clickPly(w, 2);

        // "No": the later moves stay and nothing is played.
        AppTest::Shown question;
        AppTest::answer(QMessageBox::No, &question);
        AppTest::click(w, QStringLiteral("d2"));
        AppTest::click(w, QStringLiteral("d4"));
        QCOMPARE(question.text, QStringLiteral("Discard the later moves?"));
        QCOMPARE(w.game()->ply(), 2);
        QCOMPARE(w.game()->lineLength(), 4);
        QVERIFY(!fb::isPiece(AppTest::pieceOn(w, QStringLiteral("d4"))));

        // "Yes": the line is cut after the shown position and the move is played.
        AppTest::answer(QMessageBox::Yes);
        AppTest::click(w, QStringLiteral("d2"));
        AppTest::click(w, QStringLiteral("d4"));
        QCOMPARE(w.game()->moveTexts(),
            (QStringList{QStringLiteral("e2e4"), QStringLiteral("e7e5"), QStringLiteral("d2d4")}));
        QCOMPARE(w.game()->lineLength(), 3);
        QVERIFY(!w.game()->isBrowsing());
        QCOMPARE(w.moveList()->rowCount(), 2);
        QCOMPARE(w.moveList()->item(1, 0)->text(), QStringLiteral("d4"));
        QVERIFY(!w.moveList()->item(1, 1));

        // At the end of the line nothing is asked.
        const AppTest::ModalWatch watch;
        AppTest::click(w, QStringLiteral("e5"));
        AppTest::click(w, QStringLiteral("d4"));
        QVERIFY(!watch.seen());
        QCOMPARE(w.game()->moveTexts().last(), QStringLiteral("e5d4"));
    }
};

QTEST_MAIN(TestMoveList)
#include "tst_movelist.moc"
