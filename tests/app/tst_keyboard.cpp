// SPDX-License-Identifier: GPL-3.0-or-later
// The board by keyboard: the square cursor, Enter as a click, and what screen readers hear.
#include "apptest.h"
#include "movelistview.h"

#include <QAccessible>
#include <QLineEdit>

class TestKeyboard : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

    static QString description(MainWindow& w) { return w.view()->accessibleDescription(); }
    /// Gives the board the focus as the Tab key would (from the move entry).
    static void tabToBoard(MainWindow& w)
    {
        w.findChild<QLineEdit*>()->setFocus();
        w.view()->setFocus(Qt::TabFocusReason);
    }
    static void key(MainWindow& w, Qt::Key k, int times = 1)
    {
        for (int i = 0; i < times; ++i)
            QTest::keyClick(w.view(), k);
    }
    /// Walks the cursor with the arrow keys from where it is on the board to `square`.
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
    /// Walks the cursor with the arrow keys into a storage rank (`down` below the board)
    /// and along it to the slot of a side's piece ("N").
    static void walkToSlot(MainWindow& w, bool down, fb::Side side, const QString& letter)
    {
        for (int i = 0; i < 20 && !w.scene()->cursorSlot(); ++i)
            key(w, down ? Qt::Key_Down : Qt::Key_Up);
        QVERIFY(w.scene()->cursorSlot());
        const HandSlotItem* target = AppTest::slot(w, side, letter);
        for (int i = 0; i < 20 && w.scene()->cursorSlot() != target; ++i) {
            const qreal x = w.scene()->cursorSlot()->sceneBoundingRect().x();
            key(w, x < target->sceneBoundingRect().x() ? Qt::Key_Right : Qt::Key_Left);
        }
        QCOMPARE(w.scene()->cursorSlot(), target);
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }
    void init() { QSettings().clear(); }

    void navigateAndPlayByKeyboard()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        tabToBoard(w);
        QVERIFY(w.view()->hasFocus());
        QVERIFY(w.scene()->cursorVisible());
        QCOMPARE(description(w), QStringLiteral("e1, white king"));
        QCOMPARE(w.view()->accessibleName(), QStringLiteral("Board"));
        key(w, Qt::Key_Left);
        QCOMPARE(description(w), QStringLiteral("d1, white queen"));
        key(w, Qt::Key_Right);
        key(w, Qt::Key_Up);
        QCOMPARE(description(w), QStringLiteral("e2, white pawn"));
        key(w, Qt::Key_Return);
        QCOMPARE(w.scene()->selectedSquare(), AppTest::square(w.game(), "e2"));
        key(w, Qt::Key_Up, 2);
        QCOMPARE(description(w), QStringLiteral("e4, empty"));
        key(w, Qt::Key_Space);
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("e2e4")});
        QCOMPARE(description(w), QStringLiteral("e4, white pawn"));
        key(w, Qt::Key_Up, 3);
        QCOMPARE(description(w), QStringLiteral("e7, black pawn"));
        key(w, Qt::Key_Up, 5); // stops at the edge
        QCOMPARE(description(w), QStringLiteral("e8, black king"));
        // Escape clears a selection.
        key(w, Qt::Key_Down);
        key(w, Qt::Key_Enter);
        QCOMPARE(w.scene()->selectedSquare(), AppTest::square(w.game(), "e7"));
        key(w, Qt::Key_Escape);
        QCOMPARE(w.scene()->selectedSquare(), fb::NoSquare);
        // The arrows moved the cursor, not through the game.
        QCOMPARE(w.game()->ply(), 1);
    }

    void cursorFollowsTheScreenWhenFlipped()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        tabToBoard(w);
        QCOMPARE(description(w), QStringLiteral("e1, white king"));
        w.scene()->setFlipped(true); // e1 is now at the top of the screen
        key(w, Qt::Key_Up);
        QCOMPARE(description(w), QStringLiteral("e1, white king"));
        key(w, Qt::Key_Down);
        QCOMPARE(description(w), QStringLiteral("e2, white pawn"));
        key(w, Qt::Key_Right);
        QCOMPARE(description(w), QStringLiteral("d2, white pawn"));
    }

    void coloursPerFamily()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("xiangqi")));
        QVERIFY(AppTest::show(w));
        tabToBoard(w);
        QCOMPARE(description(w), QStringLiteral("e1, red general"));
        key(w, Qt::Key_Up, 9);
        QCOMPARE(description(w), QStringLiteral("e10, black general"));
        QVERIFY(w.startGame(QStringLiteral("janggi"))); // same size: the cursor stays
        QCOMPARE(description(w), QStringLiteral("e10, empty"));
        key(w, Qt::Key_Down);
        QCOMPARE(description(w), QStringLiteral("e9, red general"));
        key(w, Qt::Key_Down, 7);
        QCOMPARE(description(w), QStringLiteral("e2, blue general"));
        QVERIFY(w.statusLabel()->text().contains(QStringLiteral("Blue to move")));
    }

    void dropByKeyboardInCrazyhouse()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("crazyhouse"),
            QStringLiteral("rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR[NNPpq] w KQkq - 0 1")));
        QVERIFY(AppTest::show(w));
        tabToBoard(w);
        QCOMPARE(description(w), QStringLiteral("e1, white king"));
        // Down from the first rank: over the empty rank onto White's storage rank (P N B R Q
        // from the left), the slot under the cursor's column.
        key(w, Qt::Key_Down);
        QVERIFY(w.scene()->cursorSlot());
        QCOMPARE(w.scene()->cursorSquare(), fb::NoSquare);
        QCOMPARE(w.scene()->cursorRect(), w.scene()->cursorSlot()->sceneBoundingRect());
        QCOMPARE(description(w), QStringLiteral("in hand: 0 white queens"));
        key(w, Qt::Key_Down); // the last rank of the scene: stays
        QCOMPARE(description(w), QStringLiteral("in hand: 0 white queens"));
        key(w, Qt::Key_Left, 4);
        QCOMPARE(description(w), QStringLiteral("in hand: 1 white pawn"));
        key(w, Qt::Key_Left); // the edge
        QCOMPARE(description(w), QStringLiteral("in hand: 1 white pawn"));
        key(w, Qt::Key_Right);
        QCOMPARE(description(w), QStringLiteral("in hand: 2 white knights"));
        key(w, Qt::Key_Return);
        QCOMPARE(w.scene()->selectedDrop(), AppTest::pieceType(w.game(), QStringLiteral("N")));
        QVERIFY(w.scene()->targetSquares().contains(AppTest::square(w.game(), "e4")));
        // Back up onto the board, where the slot's column meets the first rank.
        key(w, Qt::Key_Up);
        QCOMPARE(description(w), QStringLiteral("b1, empty"));
        walkTo(w, QStringLiteral("e4"));
        key(w, Qt::Key_Space);
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("N@e4")});
        QCOMPARE(description(w), QStringLiteral("e4, white knight"));
        QCOMPARE(AppTest::slot(w, fb::First, QStringLiteral("N"))->count(), 1);

        // Black's storage is above the board, read from the right.
        walkTo(w, QStringLiteral("e8"));
        key(w, Qt::Key_Up);
        QVERIFY(w.scene()->cursorSlot());
        QCOMPARE(w.scene()->cursorSlot()->side(), fb::Second);
        walkToSlot(w, false, fb::Second, QStringLiteral("Q"));
        QCOMPARE(description(w), QStringLiteral("in hand: 1 black queen"));
        walkToSlot(w, false, fb::Second, QStringLiteral("P"));
        QCOMPARE(description(w), QStringLiteral("in hand: 1 black pawn"));
        key(w, Qt::Key_Enter); // Black to move: its pawn in hand is selected
        QCOMPARE(w.scene()->selectedDrop(), AppTest::pieceType(w.game(), QStringLiteral("P")));
        QCOMPARE(w.scene()->dropSide(), fb::Second);
        key(w, Qt::Key_Escape);
        QCOMPARE(w.scene()->selectedDrop(), fb::NoPieceType);
        // An empty slot selects nothing.
        walkToSlot(w, false, fb::Second, QStringLiteral("N"));
        QCOMPARE(description(w), QStringLiteral("in hand: 0 black knights"));
        key(w, Qt::Key_Enter);
        QCOMPARE(w.scene()->selectedDrop(), fb::NoPieceType);
    }

    void dropByKeyboardInShogi()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("shogi")));
        QVERIFY(AppTest::playMoves(w,
            {QStringLiteral("7g7f"), QStringLiteral("3c3d"), QStringLiteral("8h2b+"),
                QStringLiteral("3a2b")}));
        QVERIFY(AppTest::show(w));
        tabToBoard(w);
        walkToSlot(w, true, fb::First, QStringLiteral("B"));
        QCOMPARE(description(w), QStringLiteral("in hand: 1 sente bishop"));
        key(w, Qt::Key_Return);
        QCOMPARE(w.scene()->selectedDrop(), AppTest::pieceType(w.game(), QStringLiteral("B")));
        key(w, Qt::Key_Up);
        QVERIFY(w.scene()->cursorSquare() != fb::NoSquare);
        walkTo(w, QStringLiteral("5e"));
        key(w, Qt::Key_Return);
        QCOMPARE(w.game()->moveTexts().last(), QStringLiteral("B*5e"));
        QCOMPARE(AppTest::slot(w, fb::First, QStringLiteral("B"))->count(), 0);
        // The empty slot stays reachable and says so.
        walkToSlot(w, true, fb::First, QStringLiteral("B"));
        QCOMPARE(description(w), QStringLiteral("in hand: 0 sente bishops"));
    }

    void everythingIsReachableByTab()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        tabToBoard(w);
        QList<QWidget*> seen{QApplication::focusWidget()};
        for (int i = 0; i < 12; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            seen << QApplication::focusWidget();
        }
        QVERIFY(seen.contains(w.findChild<QLineEdit*>()));
        QVERIFY(seen.contains(w.moveList()));
        // Every focus stop has a name for screen readers.
        for (QWidget* f : seen) {
            QAccessibleInterface* a = QAccessible::queryAccessibleInterface(f);
            QVERIFY(a);
            QVERIFY2(!a->text(QAccessible::Name).isEmpty(), f->metaObject()->className());
        }
    }
};

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
