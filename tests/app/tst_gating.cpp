// SPDX-License-Identifier: GPL-3.0-or-later
// Seirawan chess's gating by mouse: the dialog after a move from a gate offers the pieces in
// hand and "Nothing"; castling offers both gates.
#include "apptest.h"
#include "promotiondialog.h"

#include <QToolButton>

class TestGating : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

    /// Clicks the dialog's button with `text` as soon as it opens; records the offer.
    static void answer(const QString& text, QStringList* offered)
    {
        AppTest::whenModal<PromotionDialog>([text, offered](PromotionDialog* d) {
            QToolButton* chosen = nullptr;
            for (QToolButton* b : d->findChildren<QToolButton*>()) {
                *offered << b->text();
                QVERIFY(!b->accessibleName().isEmpty());
                if (b->text() == text)
                    chosen = b;
            }
            QVERIFY(chosen);
            QTest::mouseClick(chosen, Qt::LeftButton);
        });
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }
    void init() { QSettings().clear(); }

    void gateAHawk()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("seirawan")));
        QVERIFY(AppTest::show(w));
        QStringList offered;
        answer(QStringLiteral("Hawk"), &offered);
        AppTest::click(w, QStringLiteral("g1"));
        AppTest::click(w, QStringLiteral("f3"));
        offered.sort();
        QCOMPARE(offered,
            (QStringList{
                QStringLiteral("Elephant"), QStringLiteral("Hawk"), QStringLiteral("Nothing")}));
        QCOMPARE(w.game()->moveTexts().size(), 1);
        QCOMPARE(fb::typeOf(AppTest::pieceOn(w, QStringLiteral("g1"))),
            AppTest::pieceType(w.game(), "H"));
        QCOMPARE(fb::typeOf(AppTest::pieceOn(w, QStringLiteral("f3"))),
            AppTest::pieceType(w.game(), "N"));
        QCOMPARE(w.game()->position().handCount(fb::First, AppTest::pieceType(w.game(), "H")), 0);
        QCOMPARE(w.game()->position().handCount(fb::First, AppTest::pieceType(w.game(), "E")), 1);
    }

    void gateNothing()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("seirawan")));
        QVERIFY(AppTest::show(w));
        QStringList offered;
        answer(QStringLiteral("Nothing"), &offered);
        AppTest::click(w, QStringLiteral("b1"));
        AppTest::click(w, QStringLiteral("c3"));
        QCOMPARE(offered.size(), 3);
        QCOMPARE(AppTest::pieceOn(w, QStringLiteral("b1")), fb::Empty);
        QCOMPARE(w.game()->position().handCount(fb::First, AppTest::pieceType(w.game(), "H")), 1);
    }

    void castleGatingOnTheRooksSquare()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("seirawan")));
        QVERIFY(AppTest::playMoves(w,
            {QStringLiteral("e2e4"), QStringLiteral("e7e5"), QStringLiteral("g1f3"),
                QStringLiteral("b8c6"), QStringLiteral("f1c4"), QStringLiteral("f8c5")}));
        QVERIFY(AppTest::show(w));
        QStringList offered;
        answer(QStringLiteral("Elephant on h1"), &offered);
        AppTest::click(w, QStringLiteral("e1"));
        AppTest::click(w, QStringLiteral("g1"));
        offered.sort();
        QCOMPARE(offered,
            (QStringList{QStringLiteral("Elephant on e1"), QStringLiteral("Elephant on h1"),
                QStringLiteral("Hawk on e1"), QStringLiteral("Hawk on h1"),
                QStringLiteral("Nothing")}));
        QCOMPARE(fb::typeOf(AppTest::pieceOn(w, QStringLiteral("h1"))),
            AppTest::pieceType(w.game(), "E"));
        QCOMPARE(fb::typeOf(AppTest::pieceOn(w, QStringLiteral("g1"))),
            AppTest::pieceType(w.game(), "K"));
        QCOMPARE(fb::typeOf(AppTest::pieceOn(w, QStringLiteral("f1"))),
            AppTest::pieceType(w.game(), "R"));
        QCOMPARE(AppTest::pieceOn(w, QStringLiteral("e1")), fb::Empty);
    }
};

QTEST_MAIN(TestGating)
#include "tst_gating.moc"
