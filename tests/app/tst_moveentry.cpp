// SPDX-License-Identifier: GPL-3.0-or-later
// Typed moves: drops ("P*5e", "+P*5c") and multi-leg moves ("f5f6g7") through the move entry,
// where the Pass shortcut (P) must not take the typed letter.
#include "apptest.h"

#include <QLineEdit>

class TestMoveEntry : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

    static void type(MainWindow& w, const QString& text)
    {
        auto* entry = w.findChild<QLineEdit*>();
        entry->setFocus();
        QTest::keyClicks(entry, text);
        QTest::keyClick(entry, Qt::Key_Return);
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }
    void init() { QSettings().clear(); }

    void shogiDrop()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("shogi")));
        QVERIFY(AppTest::playMoves(w,
            {QStringLiteral("7g7f"), QStringLiteral("3c3d"), QStringLiteral("8h2b+"),
                QStringLiteral("3a2b")}));
        QVERIFY(AppTest::show(w));
        type(w, QStringLiteral("B*5e"));
        QCOMPARE(w.game()->moveTexts().last(), QStringLiteral("B*5e"));
        QVERIFY(w.findChild<QLineEdit*>()->text().isEmpty());
        QCOMPARE(AppTest::slot(w, fb::First, QStringLiteral("B"))->count(), 0);
    }

    void shogiPawnDropP5e()
    {
        MainWindow w(&m_registry);
        // Black has a pawn in hand and 5e is free.
        QVERIFY(w.startGame(QStringLiteral("shogi"),
            QStringLiteral(
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPP1PPPP/1B5R1/LNSGKGSNL[P] w - - 0 1")));
        QVERIFY(AppTest::show(w));
        type(w, QStringLiteral("P*5e"));
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("P*5e")});
    }

    void kyotoPromotedDrop()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(
            QStringLiteral("kyotoshogi"), QStringLiteral("p+nks+l/5/5/5/+LSK+NP[P] w - - 0 1")));
        QVERIFY(AppTest::show(w));
        type(w, QStringLiteral("+P*5c"));
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("+P*5c")});
        QVERIFY(fb::isPiece(AppTest::pieceOn(w, QStringLiteral("5c"))));
        QCOMPARE(fb::typeOf(AppTest::pieceOn(w, QStringLiteral("5c"))),
            AppTest::pieceType(w.game(), QStringLiteral("+P")));
    }

    void typedPDoesNotPass()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("janggi")));
        QVERIFY(AppTest::show(w));
        auto* entry = w.findChild<QLineEdit*>();
        entry->setFocus();
        QTest::keyClicks(entry, QStringLiteral("pass"));
        QCOMPARE(entry->text(), QStringLiteral("pass")); // the P shortcut did not take the p
        QCOMPARE(w.game()->ply(), 0);
        QTest::keyClick(entry, Qt::Key_Return);
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("@@@@")});
    }

    void lionTwoSteps()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chushogi"),
            QStringLiteral("k11/12/12/12/12/6p5/5p6/5N6/12/12/12/K11 w - - 0 1")));
        QVERIFY(AppTest::show(w));
        type(w, QStringLiteral("7h7g6f"));
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("7h7g6f")});
        QCOMPARE(AppTest::pieceOn(w, QStringLiteral("7g")), fb::Empty);
    }
};

QTEST_MAIN(TestMoveEntry)
#include "tst_moveentry.moc"
