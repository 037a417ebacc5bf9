// SPDX-License-Identifier: GPL-3.0-or-later
// Refusals and results in words: a click or a typed move the rules forbid says why (the
// engine's reason), the end of a game is announced in a sentence, and the window title names
// the rule profile by its display name, never its id.
#include "apptest.h"

#include <QLineEdit>
#include <QMessageBox>
#include <QStatusBar>

class TestRefusals : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

    static QString message(MainWindow& w) { return w.statusBar()->currentMessage(); }

    static void type(MainWindow& w, const QString& text)
    {
        auto* e = w.findChild<QLineEdit*>(QStringLiteral("moveEntry"));
        QVERIFY(e);
        e->setFocus();
        e->clear();
        QTest::keyClicks(e, text);
        QTest::keyClick(e, Qt::Key_Return);
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }

    void pinnedPieceSaysTheKingWouldBeInCheck()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(
            QStringLiteral("chess"), QStringLiteral("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1")));
        QVERIFY(AppTest::show(w));
        AppTest::click(w, QStringLiteral("e2"));
        QVERIFY(AppTest::targetNames(w).isEmpty()); // pinned: no legal move at all
        AppTest::click(w, QStringLiteral("c3")); // a knight's move, illegal here
        QCOMPARE(message(w), QStringLiteral("Your King would be in check."));
        QCOMPARE(w.game()->ply(), 0);
        QCOMPARE(w.scene()->selectedSquare(), fb::NoSquare);
    }

    void unreachableSquareSaysThePieceCannotGoThere()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        AppTest::click(w, QStringLiteral("g1"));
        AppTest::click(w, QStringLiteral("g4"));
        QCOMPARE(message(w), QStringLiteral("The Knight cannot move there."));
        // A click on an own piece only changes the selection: no reason is given.
        w.statusBar()->clearMessage();
        AppTest::click(w, QStringLiteral("e2"));
        QVERIFY(message(w).isEmpty());
    }

    void droppedPawnOnAPawnsFileSaysNifu()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("shogi"),
            QStringLiteral(
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[P] w - - 0 1")));
        QVERIFY(AppTest::show(w));
        AppTest::clickSlot(w, fb::First, QStringLiteral("P"));
        AppTest::click(w, QStringLiteral("5e"));
        QVERIFY2(message(w).contains(QStringLiteral("nifu")), qPrintable(message(w)));
        QCOMPARE(w.game()->ply(), 0);
        // Typed, the same reason, and the text stays for correction.
        type(w, QStringLiteral("P*5e"));
        QVERIFY2(message(w).contains(QStringLiteral("nifu")), qPrintable(message(w)));
        QCOMPARE(
            w.findChild<QLineEdit*>(QStringLiteral("moveEntry"))->text(), QStringLiteral("P*5e"));
        QCOMPARE(w.game()->ply(), 0);
    }

    void theEndIsAnnouncedInWords()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        QVERIFY(AppTest::playMoves(
            w, {QStringLiteral("f2f3"), QStringLiteral("e7e5"), QStringLiteral("g2g4")}));
        QVERIFY(!w.findChild<QMessageBox*>(QStringLiteral("gameOverMessage")));
        type(w, QStringLiteral("Qh4#"));
        QCOMPARE(w.game()->ply(), 4);
        auto* box = w.findChild<QMessageBox*>(QStringLiteral("gameOverMessage"));
        QVERIFY(box);
        QVERIFY(box->isVisible());
        QCOMPARE(box->text(), QStringLiteral("Black wins by checkmate"));
        QVERIFY(w.statusLabel()->text().contains(QStringLiteral("Black wins by checkmate")));
        QVERIFY(!w.statusLabel()->text().contains(QStringLiteral("checkmate)")));
        // Browsing back and forth announces nothing again.
        box->close();
        QTest::qWait(0);
        w.game()->goToPly(3);
        w.game()->goToPly(4);
        QVERIFY(!w.findChild<QMessageBox*>(QStringLiteral("gameOverMessage")));
    }

    void titleNamesTheRuleProfileInWords()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(GameSetup{QStringLiteral("shogi"), QStringLiteral("mate-only"), {}}));
        QVERIFY2(w.windowTitle().contains(QStringLiteral("Pawn-drop mate only")),
            qPrintable(w.windowTitle()));
        QVERIFY(!w.windowTitle().contains(QStringLiteral("mate-only")));
    }
};

QTEST_MAIN(TestRefusals)
#include "tst_refusals.moc"
