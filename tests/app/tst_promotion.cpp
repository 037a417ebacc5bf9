// SPDX-License-Identifier: GPL-3.0-or-later
// The promotion dialog in shogi: promoting, declining, and cancelling by mouse; Sittuyin's
// promotion in place, by clicking the pawn twice.
#include "apptest.h"
#include "promotiondialog.h"

#include <QToolButton>

class TestPromotion : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

    /// After 1.7g7f 3c3d Black's bishop can take on 2b and promote, or not.
    static bool startExchange(MainWindow& w)
    {
        if (!w.startGame(QStringLiteral("shogi")))
            return false;
        return AppTest::playMoves(w, {QStringLiteral("7g7f"), QStringLiteral("3c3d")})
            && AppTest::show(w);
    }
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

    void promote()
    {
        MainWindow w(&m_registry);
        QVERIFY(startExchange(w));
        QStringList offered;
        answer(QStringLiteral("Dragon Horse"), &offered);
        AppTest::click(w, QStringLiteral("8h"));
        AppTest::click(w, QStringLiteral("2b"));
        offered.sort();
        QCOMPARE(offered,
            (QStringList{QStringLiteral("Do not promote"), QStringLiteral("Dragon Horse")}));
        QCOMPARE(w.game()->moveTexts().last(), QStringLiteral("8h2b+"));
        QCOMPARE(fb::typeOf(AppTest::pieceOn(w, QStringLiteral("2b"))),
            AppTest::pieceType(w.game(), "+B"));
    }

    // Sittuyin (promotion trigger inPlace): the pawn's own square is a target; clicking it
    // turns the pawn into a sit-ke where it stands, and a diagonal step does so on the way.
    void sittuyinPromotesInPlace()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(
            QStringLiteral("sittuyin"), QStringLiteral("1k5K/3r2P1/8/8/8/8/8/8[] w - - 0 1")));
        QVERIFY(AppTest::show(w));
        AppTest::click(w, QStringLiteral("g7"));
        const QList<fb::Square> targets = w.scene()->targetSquares();
        QVERIFY(targets.contains(AppTest::square(w.game(), "g7")));
        QVERIFY(targets.contains(AppTest::square(w.game(), "f6")));
        QVERIFY(targets.contains(AppTest::square(w.game(), "g8")));
        AppTest::click(w, QStringLiteral("g7"));
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("g7g7f")});
        QCOMPARE(fb::typeOf(AppTest::pieceOn(w, QStringLiteral("g7"))),
            AppTest::pieceType(w.game(), "F"));
    }

    void decline()
    {
        MainWindow w(&m_registry);
        QVERIFY(startExchange(w));
        QStringList offered;
        answer(QStringLiteral("Do not promote"), &offered);
        AppTest::click(w, QStringLiteral("8h"));
        AppTest::click(w, QStringLiteral("2b"));
        QCOMPARE(offered.size(), 2);
        QCOMPARE(w.game()->moveTexts().last(), QStringLiteral("8h2b"));
        QCOMPARE(fb::typeOf(AppTest::pieceOn(w, QStringLiteral("2b"))),
            AppTest::pieceType(w.game(), "B"));
        QCOMPARE(AppTest::slot(w, fb::First, QStringLiteral("B"))->count(), 1);
    }

    void cancelKeepsTheSelection()
    {
        MainWindow w(&m_registry);
        QVERIFY(startExchange(w));
        AppTest::whenModal<PromotionDialog>([](PromotionDialog* d) { d->reject(); });
        AppTest::click(w, QStringLiteral("8h"));
        AppTest::click(w, QStringLiteral("2b"));
        QCOMPARE(w.game()->moveTexts().size(), 2);
        QCOMPARE(w.scene()->selectedSquare(), AppTest::square(w.game(), "8h"));
        QVERIFY(w.scene()->targetSquares().contains(AppTest::square(w.game(), "2b")));
        QVERIFY(!w.scene()->isMidTurn());
    }
};

QTEST_MAIN(TestPromotion)
#include "tst_promotion.moc"
