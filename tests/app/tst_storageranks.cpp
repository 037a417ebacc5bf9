// SPDX-License-Identifier: GPL-3.0-or-later
// Storage ranks: the pieces in hand shown beyond the board, and drops from them.
#include "apptest.h"
#include "boarditem.h"
#include "fen.h"
#include "promotiondialog.h"

#include <QGraphicsPixmapItem>
#include <QToolButton>

class TestStorageRanks : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }
    void init() { QSettings().clear(); }

    void slotsShowTheHands()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("crazyhouse"),
            QStringLiteral("rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR[NNPpq] w KQkq - 0 1")));
        QVERIFY(AppTest::show(w));
        const qreal S = BoardScene::SquareSize;
        const QRectF board = w.scene()->layout().area();
        // Two ranks more at each end: the storage rank and the empty rank before it.
        QVERIFY(w.scene()->sceneRect().height() >= board.height() + 4 * S);
        QCOMPARE(w.scene()->handSlots().size(), 10); // P N B R Q for each side
        const HandSlotItem* knights = AppTest::slot(w, fb::First, QStringLiteral("N"));
        QCOMPARE(knights->count(), 2);
        QVERIFY(knights->hasBadge());
        QVERIFY(!knights->isDimmed());
        const HandSlotItem* pawns = AppTest::slot(w, fb::First, QStringLiteral("P"));
        QCOMPARE(pawns->count(), 1);
        QVERIFY(!pawns->hasBadge());
        QVERIFY(AppTest::slot(w, fb::First, QStringLiteral("Q"))->isDimmed());
        QCOMPARE(AppTest::slot(w, fb::Second, QStringLiteral("Q"))->count(), 1);
        QCOMPARE(AppTest::slot(w, fb::Second, QStringLiteral("P"))->count(), 1);
        QCOMPARE(AppTest::slot(w, fb::Second, QStringLiteral("N"))->count(), 0);
        // Beyond the board with an empty rank between, never on it; White's below.
        for (const HandSlotItem* s : w.scene()->handSlots()) {
            const QRectF r = s->sceneBoundingRect();
            QVERIFY(w.view()->sceneRect().contains(r));
            if (s->side() == fb::First)
                QVERIFY(r.top() >= board.bottom() + S);
            else
                QVERIFY(r.bottom() <= board.top() - S);
            QCOMPARE(w.scene()->squareAt(r.center()), fb::NoSquare);
        }
        // The whole scene is in view.
        const QRect shown = w.view()->mapFromScene(w.scene()->sceneRect()).boundingRect();
        QVERIFY(w.view()->viewport()->rect().adjusted(-2, -2, 2, 2).contains(shown));

        // Flipping the board swaps them.
        w.scene()->setFlipped(true);
        QVERIFY(AppTest::slot(w, fb::First, QStringLiteral("N"))->sceneBoundingRect().bottom()
            <= board.top() - S);
        QVERIFY(AppTest::slot(w, fb::Second, QStringLiteral("Q"))->sceneBoundingRect().top()
            >= board.bottom() + S);
        QCOMPARE(AppTest::slot(w, fb::First, QStringLiteral("N"))->count(), 2);
    }

    void shogiHandsFaceTheirOwners()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("shogi")));
        QVERIFY(AppTest::playMoves(w,
            {QStringLiteral("7g7f"), QStringLiteral("3c3d"), QStringLiteral("8h2b+"),
                QStringLiteral("3a2b")}));
        QVERIFY(AppTest::show(w));
        // A shogi hand shows the seven kinds that can be dropped, for each side.
        QCOMPARE(w.scene()->handSlots().size(), 14);
        const HandSlotItem* gote = AppTest::slot(w, fb::Second, QStringLiteral("B"));
        QCOMPARE(gote->count(), 1);
        const HandSlotItem* sente = AppTest::slot(w, fb::First, QStringLiteral("B"));
        QCOMPARE(sente->count(), 1);
        // The same image as Gote's pieces on the board: pointing down the screen.
        QCOMPARE(AppTest::slot(w, fb::Second, QStringLiteral("P"))->pixmap().cacheKey(),
            AppTest::pieceItem(w, QStringLiteral("5c"))->pixmap().cacheKey());
        QCOMPARE(AppTest::slot(w, fb::First, QStringLiteral("P"))->pixmap().cacheKey(),
            AppTest::pieceItem(w, QStringLiteral("5g"))->pixmap().cacheKey());
        QVERIFY(gote->pixmap().cacheKey() != sente->pixmap().cacheKey());
    }

    void clickDropInCrazyhouse()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("crazyhouse"),
            QStringLiteral("rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR[Nn] w KQkq - 0 1")));
        QVERIFY(AppTest::show(w));
        const fb::PieceType knight = AppTest::pieceType(w.game(), QStringLiteral("N"));
        // The opponent's piece in hand is not ours to drop.
        AppTest::clickSlot(w, fb::Second, QStringLiteral("N"));
        QCOMPARE(w.scene()->selectedDrop(), fb::NoPieceType);
        AppTest::clickSlot(w, fb::First, QStringLiteral("N"));
        QCOMPARE(w.scene()->selectedDrop(), knight);
        QVERIFY(w.scene()->targetSquares().contains(AppTest::square(w.game(), "e4")));
        QVERIFY(!w.scene()->targetSquares().contains(AppTest::square(w.game(), "e2")));
        // A click elsewhere off the targets drops nothing.
        AppTest::click(w, QStringLiteral("e2")); // selects the pawn instead
        QCOMPARE(w.scene()->selectedDrop(), fb::NoPieceType);
        AppTest::clickSlot(w, fb::First, QStringLiteral("N"));
        AppTest::click(w, QStringLiteral("e4"));
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("N@e4")});
        QCOMPARE(AppTest::pieceOn(w, QStringLiteral("e4")), fb::makePiece(knight, fb::First));
        const HandSlotItem* slot = AppTest::slot(w, fb::First, QStringLiteral("N"));
        QCOMPARE(slot->count(), 0);
        QVERIFY(slot->isDimmed());
        QCOMPARE(AppTest::slot(w, fb::Second, QStringLiteral("N"))->count(), 1);
        // An empty slot selects nothing; Black drops now.
        AppTest::clickSlot(w, fb::Second, QStringLiteral("P"));
        QCOMPARE(w.scene()->selectedDrop(), fb::NoPieceType);
        AppTest::clickSlot(w, fb::Second, QStringLiteral("N"));
        AppTest::click(w, QStringLiteral("d5"));
        QCOMPARE(w.game()->moveTexts().last(), QStringLiteral("N@d5"));
        QVERIFY(AppTest::slot(w, fb::Second, QStringLiteral("N"))->isDimmed());
    }

    // Placement chess: the hands hold the back ranks; every turn of the placement phase is a
    // click on a piece in one's hand and one on the first rank, the status bar says so, and the
    // pawns wait until the hands are empty.
    void placementPhaseByClicks()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("placement")));
        QVERIFY(AppTest::show(w));
        QCOMPARE(w.scene()->handSlots().size(), 10); // K Q R B N for each side
        QCOMPARE(AppTest::slot(w, fb::First, QStringLiteral("R"))->count(), 2);
        QVERIFY(w.statusLabel()->text().contains(QStringLiteral("Place your pieces")));
        // A pawn has no move now.
        AppTest::click(w, QStringLiteral("e2"));
        QVERIFY(w.scene()->targetSquares().isEmpty());
        AppTest::clickSlot(w, fb::First, QStringLiteral("K"));
        QCOMPARE(w.scene()->targetSquares().size(), 8);
        QVERIFY(!w.scene()->targetSquares().contains(AppTest::square(w.game(), "e3")));
        AppTest::click(w, QStringLiteral("e1"));
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("K@e1")});
        QVERIFY(AppTest::slot(w, fb::First, QStringLiteral("K"))->isDimmed());
        // The rest of both back ranks, one click pair each, Black answering every time.
        const char* const first[] = {"Q@d1", "R@a1", "R@h1", "B@c1", "B@f1", "N@b1", "N@g1"};
        const char* const second[]
            = {"K@e8", "Q@d8", "R@a8", "R@h8", "B@c8", "B@f8", "N@b8", "N@g8"};
        auto drop = [&](fb::Side side, const char* text) {
            const QString t = QString::fromLatin1(text);
            AppTest::clickSlot(w, side, t.left(1));
            AppTest::click(w, t.mid(2));
            return w.game()->moveTexts().last() == t;
        };
        QVERIFY(drop(fb::Second, second[0]));
        for (int i = 0; i < 7; ++i) {
            QVERIFY2(drop(fb::First, first[i]), first[i]);
            QVERIFY2(drop(fb::Second, second[i + 1]), second[i + 1]);
        }
        QCOMPARE(w.game()->moveTexts().size(), 16);
        QVERIFY(!w.statusLabel()->text().contains(QStringLiteral("Place your pieces")));
        // The game goes on as chess, castling rights included.
        QVERIFY(fb::writeFen(w.game()->position()).contains(QStringLiteral(" w KQkq ")));
        AppTest::click(w, QStringLiteral("e2"));
        AppTest::click(w, QStringLiteral("e4"));
        QCOMPARE(w.game()->moveTexts().last(), QStringLiteral("e2e4"));
    }

    void dragDropInShogi()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("shogi")));
        QVERIFY(AppTest::playMoves(w,
            {QStringLiteral("7g7f"), QStringLiteral("3c3d"), QStringLiteral("8h2b+"),
                QStringLiteral("3a2b")}));
        QVERIFY(AppTest::show(w));
        const QPoint from = AppTest::slotPoint(w, fb::First, QStringLiteral("B"));
        const QPoint to = AppTest::viewPoint(w, QStringLiteral("5e"));
        QWidget* vp = w.view()->viewport();
        QTest::mousePress(vp, Qt::LeftButton, {}, from);
        QTest::mouseMove(vp, (from + to) / 2);
        QTest::mouseMove(vp, to);
        QVERIFY(w.scene()->isDragging());
        // The bishop follows the mouse, above everything else.
        QGraphicsPixmapItem* dragged = nullptr;
        for (QGraphicsItem* it : w.scene()->items(w.view()->mapToScene(to)))
            if (auto* p = dynamic_cast<QGraphicsPixmapItem*>(it); p && !dragged)
                dragged = p;
        QVERIFY(dragged);
        QCOMPARE(dragged->zValue(), qreal(ZDragged));
        QTest::mouseRelease(vp, Qt::LeftButton, {}, to);
        QCOMPARE(w.game()->moveTexts().last(), QStringLiteral("B*5e"));
        QCOMPARE(AppTest::slot(w, fb::First, QStringLiteral("B"))->count(), 0);
        QCOMPARE(fb::typeOf(AppTest::pieceOn(w, QStringLiteral("5e"))),
            AppTest::pieceType(w.game(), QStringLiteral("B")));

        // A drag from a slot to a square it cannot reach drops nothing.
        AppTest::drag(w, AppTest::slotPoint(w, fb::Second, QStringLiteral("B")),
            AppTest::viewPoint(w, QStringLiteral("5c"))); // Gote's own pawn stands there
        QCOMPARE(w.game()->moveTexts().size(), 5);
        QCOMPARE(AppTest::slot(w, fb::Second, QStringLiteral("B"))->count(), 1);
    }

    void kyotoDropAsksWhichSideUp()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(
            QStringLiteral("kyotoshogi"), QStringLiteral("p+nks+l/5/5/5/+LSK+NP[Pp] w - - 0 1")));
        QVERIFY(AppTest::show(w));
        QStringList offered;
        QString title;
        AppTest::whenModal<PromotionDialog>([&](PromotionDialog* d) {
            title = d->windowTitle();
            QToolButton* rook = nullptr;
            for (QToolButton* b : d->findChildren<QToolButton*>()) {
                offered << b->text();
                if (b->text() == u"Rook")
                    rook = b;
                QVERIFY(!b->icon().isNull()); // both forms are shown as pieces
            }
            QVERIFY(rook);
            QTest::mouseClick(rook, Qt::LeftButton);
        });
        AppTest::clickSlot(w, fb::First, QStringLiteral("P"));
        AppTest::click(w, QStringLiteral("5c"));
        QCOMPARE(title, QStringLiteral("Drop"));
        offered.sort();
        QCOMPARE(offered, (QStringList{QStringLiteral("Pawn"), QStringLiteral("Rook")}));
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("+P*5c")});

        // Gote drops the pawn side up.
        AppTest::whenModal<PromotionDialog>([](PromotionDialog* d) {
            QTest::mouseClick(
                AppTest::button<QToolButton>(d, QStringLiteral("Pawn")), Qt::LeftButton);
        });
        AppTest::clickSlot(w, fb::Second, QStringLiteral("P"));
        AppTest::click(w, QStringLiteral("3c"));
        QCOMPARE(w.game()->moveTexts().last(), QStringLiteral("P*3c"));
    }
};

QTEST_MAIN(TestStorageRanks)
#include "tst_storageranks.moc"
