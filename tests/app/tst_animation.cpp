// SPDX-License-Identifier: GPL-3.0-or-later
// Move animation: pieces slide along every leg, drops fly in from their slot, captures fade;
// the board always ends on the position, even when a click or an undo cuts the animation.
#include "apptest.h"
#include "boarditem.h"

#include <QAction>
#include <QGraphicsPixmapItem>

class TestAnimation : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

    static void enableAnimation(MainWindow& w, bool on = true)
    {
        AppSettings s = w.settings();
        s.board.animateMoves = on;
        w.applySettings(s);
    }
    static QPointF topLeft(MainWindow& w, const QString& square)
    {
        const QPointF c = w.scene()->squareCenter(AppTest::square(w.game(), square));
        return c - QPointF(BoardScene::SquareSize / 2, BoardScene::SquareSize / 2);
    }
    static QList<QGraphicsPixmapItem*> pixmapItems(MainWindow& w)
    {
        QList<QGraphicsPixmapItem*> out;
        for (QGraphicsItem* it : w.scene()->items())
            if (auto* p = dynamic_cast<QGraphicsPixmapItem*>(it))
                out << p;
        return out;
    }
    /// The board as shown equals the position: one opaque piece item on every occupied
    /// square, standing on it, and nothing else.
    static bool consistent(MainWindow& w)
    {
        const fb::Position& pos = w.game()->position();
        int pieces = 0;
        for (fb::Square s : pos.variant().geometry.squares())
            pieces += fb::isPiece(pos.at(s)) ? 1 : 0;
        const QList<QGraphicsPixmapItem*> items = pixmapItems(w);
        if (items.size() != pieces) {
            qWarning("%lld piece items for %d pieces", qlonglong(items.size()), pieces);
            return false;
        }
        for (QGraphicsPixmapItem* it : items) {
            const fb::Square s = w.scene()->squareAt(it->sceneBoundingRect().center());
            const QRectF r = it->sceneBoundingRect();
            if (s == fb::NoSquare || !fb::isPiece(pos.at(s)) || !qFuzzyCompare(it->opacity(), 1.0)
                || !it->isVisible()
                || (r.topLeft() - w.scene()->layout().squareRect(s).topLeft()).manhattanLength()
                    > 0.5)
                return false;
        }
        return true;
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }
    void init() { QSettings().clear(); }

    void offInTestsByDefault()
    {
        MainWindow w(&m_registry);
        QVERIFY(!w.settings().board.animateMoves);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        AppTest::click(w, QStringLiteral("e2"));
        AppTest::click(w, QStringLiteral("e4"));
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("e2e4")});
        QVERIFY(!w.scene()->isAnimating());
        QVERIFY(consistent(w));
    }

    void slideEndsOnTheSquare()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        enableAnimation(w);
        MoveAnimator& a = w.scene()->animator();
        QVERIFY(a.duration() > 0 && a.duration() < 1000); // short
        // Slowed down here, so the piece is seen on its way however busy the machine is.
        a.setDuration(60000);
        AppTest::click(w, QStringLiteral("e2"));
        AppTest::click(w, QStringLiteral("e4"));
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("e2e4")});
        // The position is played at once; the picture follows.
        QVERIFY(w.scene()->isAnimating());
        QCOMPARE(a.paths().size(), 1);
        QCOMPARE(a.paths()[0].points,
            (QList<QPointF>{topLeft(w, QStringLiteral("e2")), topLeft(w, QStringLiteral("e4"))}));
        QGraphicsItem* real = a.paths()[0].reveal;
        QVERIFY(real);
        QCOMPARE(real->sceneBoundingRect().topLeft(), topLeft(w, QStringLiteral("e4")));
        QCOMPARE(real->opacity(), 0.0); // the stand-in is shown instead
        QGraphicsPixmapItem* ghost = a.ghost(0);
        QVERIFY(ghost);
        QVERIFY(ghost->zValue() > real->zValue());
        // On its way: between the squares (in a minute-long slide it leaves e2 well before
        // QTRY gives up and is still far from e4), then gone, the piece on its square.
        const qreal from = topLeft(w, QStringLiteral("e2")).y();
        const qreal to = topLeft(w, QStringLiteral("e4")).y();
        QTRY_VERIFY(a.ghost(0) && a.ghost(0)->pos().y() < from - 1);
        QVERIFY(w.scene()->isAnimating());
        QVERIFY(a.ghost(0)->pos().y() > to + 1);
        a.finish();
        QVERIFY(!a.ghost(0));
        QVERIFY(!w.scene()->isAnimating());
        QVERIFY(consistent(w));
    }

    void captureFadesAndCastlingMovesBoth()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(
            QStringLiteral("chess"), QStringLiteral("r3k2r/8/8/3p4/4P3/8/8/R3K2R w KQkq - 0 1")));
        QVERIFY(AppTest::show(w));
        enableAnimation(w);
        QVERIFY(w.game()->playText(QStringLiteral("e4d5")));
        const MoveAnimator& a = w.scene()->animator();
        QVERIFY(w.scene()->isAnimating());
        QCOMPARE(a.paths().size(), 1);
        // The captured pawn's stand-in fades on d5, under the mover.
        QList<QGraphicsPixmapItem*> fading;
        for (QGraphicsPixmapItem* it : pixmapItems(w))
            if (it != a.ghost(0) && it->zValue() > qreal(ZPieces) && it->zValue() < qreal(ZDragged))
                fading << it;
        QCOMPARE(fading.size(), 1);
        QCOMPARE(fading[0]->pos(), topLeft(w, QStringLiteral("d5")));
        QTRY_VERIFY(!w.scene()->isAnimating());
        QVERIFY(consistent(w));

        QVERIFY(w.game()->playText(QStringLiteral("e8g8"))); // king and rook, two paths
        QCOMPARE(a.paths().size(), 2);
        QCOMPARE(a.paths()[0].points.constLast(), topLeft(w, QStringLiteral("g8")));
        QCOMPARE(a.paths()[1].points,
            (QList<QPointF>{topLeft(w, QStringLiteral("h8")), topLeft(w, QStringLiteral("f8"))}));
        QTRY_VERIFY(!w.scene()->isAnimating());
        QVERIFY(consistent(w));
    }

    void lionVisitsTheIntermediateSquare()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chushogi"),
            QStringLiteral("k11/12/12/12/12/6p5/5p6/5N6/12/12/12/K11 w - - 0 1")));
        QVERIFY(AppTest::show(w));
        enableAnimation(w);
        QVERIFY(w.game()->playText(QStringLiteral("7h7g6f")));
        const MoveAnimator& a = w.scene()->animator();
        QCOMPARE(a.paths().size(), 1);
        QCOMPARE(a.paths()[0].points,
            (QList<QPointF>{topLeft(w, QStringLiteral("7h")), topLeft(w, QStringLiteral("7g")),
                topLeft(w, QStringLiteral("6f"))}));
        QTRY_VERIFY(!w.scene()->isAnimating());
        QVERIFY(consistent(w));
    }

    void dropFliesInFromItsSlot()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("crazyhouse"),
            QStringLiteral("rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR[NNPpq] w KQkq - 0 1")));
        QVERIFY(AppTest::show(w));
        enableAnimation(w);
        const QPointF slot
            = AppTest::slot(w, fb::First, QStringLiteral("N"))->sceneBoundingRect().topLeft();
        QVERIFY(w.game()->playText(QStringLiteral("N@e4")));
        const MoveAnimator& a = w.scene()->animator();
        QCOMPARE(a.paths().size(), 1);
        QCOMPARE(a.paths()[0].points, (QList<QPointF>{slot, topLeft(w, QStringLiteral("e4"))}));
        QCOMPARE(AppTest::slot(w, fb::First, QStringLiteral("N"))->count(), 1); // at once
        QTRY_VERIFY(!w.scene()->isAnimating());
        QVERIFY(consistent(w));
    }

    void undoMidAnimationLeavesAConsistentBoard()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        enableAnimation(w);
        QVERIFY(w.game()->playText(QStringLiteral("e2e4")));
        QVERIFY(w.game()->playText(QStringLiteral("d7d5")));
        AppTest::click(w, QStringLiteral("e4"));
        AppTest::click(w, QStringLiteral("d5"));
        QCOMPARE(w.game()->ply(), 3);
        QVERIFY(w.scene()->isAnimating());
        w.findChild<QAction*>(QStringLiteral("undo"))->trigger();
        QVERIFY(!w.scene()->isAnimating());
        QCOMPARE(w.game()->ply(), 2);
        QVERIFY(consistent(w));
        QVERIFY(fb::isPiece(w.game()->position().at(AppTest::square(w.game(), "d5"))));
        // Browsing back mid-animation, too.
        QVERIFY(w.game()->playText(QStringLiteral("e4d5")));
        QVERIFY(w.scene()->isAnimating());
        w.findChild<QAction*>(QStringLiteral("firstPosition"))->trigger();
        QVERIFY(!w.scene()->isAnimating());
        QVERIFY(consistent(w));
        QTest::qWait(300); // nothing left running moves anything afterwards
        QVERIFY(consistent(w));
    }

    void clickMidAnimationActsOnTheFinalBoard()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        enableAnimation(w);
        QVERIFY(w.game()->playText(QStringLiteral("e2e4")));
        QVERIFY(w.scene()->isAnimating());
        AppTest::click(w, QStringLiteral("e7"));
        QVERIFY(!w.scene()->isAnimating());
        QVERIFY(consistent(w));
        QCOMPARE(w.scene()->selectedSquare(), AppTest::square(w.game(), "e7"));
    }

    void turningItOffStopsAnimating()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        enableAnimation(w);
        QVERIFY(w.game()->playText(QStringLiteral("e2e4")));
        QVERIFY(w.scene()->isAnimating());
        enableAnimation(w, false);
        QVERIFY(!w.scene()->isAnimating());
        QVERIFY(consistent(w));
        QVERIFY(w.game()->playText(QStringLiteral("e7e5")));
        QVERIFY(!w.scene()->isAnimating());
        QVERIFY(!AppSettings::load().board.animateMoves);
    }
};

QTEST_MAIN(TestAnimation)
#include "tst_animation.moc"
