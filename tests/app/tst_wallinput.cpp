// SPDX-License-Identifier: GPL-3.0-or-later
// A move with a wall by mouse and keyboard (rules.walling): Duck Chess's piece move then the
// duck's square, Amazons' amazon then its arrow; the prompt in the status bar, the marked
// squares of each step, Esc taking the piece's step back, and the wall drawn on the board.
#include "apptest.h"

#include <QLineEdit>

#include <QTest>

class TestWalling : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

    static QString status(MainWindow& w) { return w.statusLabel()->text(); }
    static void key(MainWindow& w, Qt::Key k, int times = 1)
    {
        for (int i = 0; i < times; ++i)
            QTest::keyClick(w.view(), k);
    }
    /// Walks the board's cursor with the arrow keys to `square`.
    static void walkTo(MainWindow& w, const QString& square)
    {
        const BoardLayout l = w.scene()->layout();
        const fb::Square to = AppTest::square(w.game(), square);
        for (int i = 0; i < 40 && w.scene()->cursorSquare() != to; ++i) {
            const fb::Square at = w.scene()->cursorSquare();
            QVERIFY(at != fb::NoSquare);
            if (l.row(at) != l.row(to))
                key(w, l.row(at) < l.row(to) ? Qt::Key_Down : Qt::Key_Up);
            else
                key(w, l.column(at) < l.column(to) ? Qt::Key_Right : Qt::Key_Left);
        }
        QCOMPARE(w.scene()->cursorSquare(), to);
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }
    void init() { QSettings().clear(); }

    // The pawn's step, then the duck: the prompt, the duck's squares, the move written as
    // Fairy-Stockfish writes it, the duck drawn; next turn the duck must move on.
    void duckMoveByMouse()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("duck")));
        QVERIFY(AppTest::show(w));
        AppTest::click(w, QStringLiteral("e2"));
        QCOMPARE(
            AppTest::targetNames(w), (QStringList{QStringLiteral("e3"), QStringLiteral("e4")}));
        QVERIFY(!w.scene()->awaitingWall());
        AppTest::click(w, QStringLiteral("e4"));
        QVERIFY(w.game()->moveTexts().isEmpty());
        QVERIFY(w.scene()->awaitingWall());
        QVERIFY2(status(w).contains(QStringLiteral("Move the duck")), qPrintable(status(w)));
        // The 32 squares empty once the pawn stands on e4: e2 again, not e4.
        const QStringList squares = AppTest::targetNames(w);
        QCOMPARE(squares.size(), 32);
        QVERIFY(squares.contains(QStringLiteral("e2")));
        QVERIFY(!squares.contains(QStringLiteral("e4")));
        // Esc takes the pawn's step back; the pawn may go to e3 instead.
        key(w, Qt::Key_Escape);
        QVERIFY(!w.scene()->awaitingWall());
        AppTest::click(w, QStringLiteral("e4"));
        AppTest::click(w, QStringLiteral("d5"));
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("e2e4,e4d5")});
        QCOMPARE(AppTest::pieceOn(w, QStringLiteral("d5")), fb::Wall);
        QVERIFY(AppTest::pieceItem(w, QStringLiteral("d5"))); // the duck is drawn
        QVERIFY(!w.scene()->awaitingWall());
        QVERIFY(!status(w).contains(QStringLiteral("Move the duck")));
        // Black's pawn cannot pass the duck; after its move the duck leaves d5.
        AppTest::click(w, QStringLiteral("d7"));
        QCOMPARE(AppTest::targetNames(w), QStringList{QStringLiteral("d6")});
        AppTest::click(w, QStringLiteral("d6"));
        QVERIFY(!AppTest::targetNames(w).contains(QStringLiteral("d5"))); // it must move on
        AppTest::click(w, QStringLiteral("a3"));
        QCOMPARE(w.game()->moveTexts(),
            (QStringList{QStringLiteral("e2e4,e4d5"), QStringLiteral("d7d6,d6a3")}));
        QCOMPARE(AppTest::pieceOn(w, QStringLiteral("d5")), fb::Empty);
        QCOMPARE(AppTest::pieceOn(w, QStringLiteral("a3")), fb::Wall);
        QVERIFY(!AppTest::pieceItem(w, QStringLiteral("d5")));
        QVERIFY(AppTest::pieceItem(w, QStringLiteral("a3")));
    }

    // Amazons by keyboard: select, move, shoot; the arrow's square is spoken as a wall.
    void amazonsByKeyboard()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("amazons")));
        QVERIFY(AppTest::show(w));
        w.findChild<QLineEdit*>()->setFocus();
        w.view()->setFocus(Qt::TabFocusReason);
        QVERIFY(w.scene()->cursorVisible());
        walkTo(w, QStringLiteral("d1"));
        key(w, Qt::Key_Return);
        walkTo(w, QStringLiteral("d2"));
        key(w, Qt::Key_Return);
        QVERIFY(w.scene()->awaitingWall());
        QVERIFY2(status(w).contains(QStringLiteral("Shoot the arrow")), qPrintable(status(w)));
        QVERIFY(AppTest::targetNames(w).contains(QStringLiteral("d1")));
        QVERIFY(!AppTest::targetNames(w).contains(QStringLiteral("e4")));
        walkTo(w, QStringLiteral("d1"));
        key(w, Qt::Key_Return);
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("d1d2,d2d1")});
        QCOMPARE(w.view()->accessibleDescription(), QStringLiteral("d1, a wall"));
        QVERIFY(AppTest::pieceItem(w, QStringLiteral("d1")));
    }
};

QTEST_MAIN(TestWalling)
#include "tst_wallinput.moc"
