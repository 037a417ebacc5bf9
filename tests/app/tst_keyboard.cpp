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
