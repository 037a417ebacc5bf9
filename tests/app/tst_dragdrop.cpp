// SPDX-License-Identifier: GPL-3.0-or-later
// Drag and drop: a dragged piece follows the mouse above the others and plays on release.
#include "apptest.h"
#include "promotiondialog.h"

#include <QGraphicsPixmapItem>
#include <QToolButton>

class TestDragDrop : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

    /// Presses on `from`, moves through a few points to `to` (a square or a view point),
    /// checking the piece under the mouse is the dragged one, on top; then releases.
    static void drag(MainWindow& w, const QString& from, QPoint to)
    {
        QWidget* vp = w.view()->viewport();
        const QPoint start = AppTest::viewPoint(w, from);
        QTest::mousePress(vp, Qt::LeftButton, {}, start);
        for (int i = 1; i <= 4; ++i) {
            const QPoint p = start + (to - start) * i / 4;
            QTest::mouseMove(vp, p);
            if (i > 1) { // past the drag distance
                QVERIFY(w.scene()->dragSquare() == AppTest::square(w.game(), from));
                const auto items = w.scene()->items(w.view()->mapToScene(p));
                QGraphicsItem* piece = nullptr;
                for (QGraphicsItem* it : items)
                    if (dynamic_cast<QGraphicsPixmapItem*>(it) && !piece)
                        piece = it;
                QVERIFY(piece);
                // Under the mouse, above every other piece and the highlights.
                QVERIFY(piece->sceneBoundingRect().contains(w.view()->mapToScene(p)));
                for (QGraphicsItem* it : w.scene()->items())
                    if (it != piece)
                        QVERIFY(piece->zValue() > it->zValue());
            }
        }
        QTest::mouseRelease(vp, Qt::LeftButton, {}, to);
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }
    void init() { QSettings().clear(); }

    void dragPlaysTheMove()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        drag(w, QStringLiteral("e2"), AppTest::viewPoint(w, QStringLiteral("e4")));
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("e2e4")});
        QCOMPARE(w.scene()->dragSquare(), fb::NoSquare);
        drag(w, QStringLiteral("g8"), AppTest::viewPoint(w, QStringLiteral("f6")));
        QCOMPARE(w.game()->moveTexts().last(), QStringLiteral("g8f6"));
    }

    void dropElsewherePutsThePieceBack()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        const fb::Square g1 = AppTest::square(w.game(), "g1");
        drag(w, QStringLiteral("g1"), AppTest::viewPoint(w, QStringLiteral("g3"))); // illegal
        QVERIFY(w.game()->moveTexts().isEmpty());
        // Back on its square, still selected so a click can finish the move.
        const auto items = w.scene()->items(w.scene()->squareCenter(g1));
        bool back = false;
        for (QGraphicsItem* it : items)
            back = back || (dynamic_cast<QGraphicsPixmapItem*>(it) && it->zValue() < 20);
        QVERIFY(back);
        QCOMPARE(w.scene()->selectedSquare(), g1);
        drag(w, QStringLiteral("g1"), QPoint(2, 2)); // off the board
        QVERIFY(w.game()->moveTexts().isEmpty());
        AppTest::click(w, QStringLiteral("h3"));
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("g1h3")});
    }

    void dragToPromotionAsksThePiece()
    {
        MainWindow w(&m_registry);
        QVERIFY(
            w.startGame(QStringLiteral("chess"), QStringLiteral("7k/4P3/8/8/8/8/8/K7 w - - 0 1")));
        QVERIFY(AppTest::show(w));
        QStringList offered;
        AppTest::whenModal<PromotionDialog>([&offered](PromotionDialog* d) {
            QToolButton* knight = nullptr;
            for (QToolButton* b : d->findChildren<QToolButton*>()) {
                offered << b->text();
                if (b->text() == u"Knight")
                    knight = b;
            }
            QVERIFY(knight);
            QTest::mouseClick(knight, Qt::LeftButton);
        });
        drag(w, QStringLiteral("e7"), AppTest::viewPoint(w, QStringLiteral("e8")));
        offered.sort();
        QCOMPARE(offered,
            (QStringList{QStringLiteral("Bishop"), QStringLiteral("Knight"),
                QStringLiteral("Queen"), QStringLiteral("Rook")}));
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("e7e8n")});
    }
};

QTEST_MAIN(TestDragDrop)
#include "tst_dragdrop.moc"
