// SPDX-License-Identifier: GPL-3.0-or-later
// Highlights: drop targets, relay squares, the squares of a multi-leg last move and the check
// glow are drawn, and drawn differently, where they should be (compared as rendered squares).
#include "apptest.h"

#include <QImage>
#include <QPainter>
#include <QScreen>

class TestHighlights : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

    /// A square of the scene as drawn, pieces and marks included, one pixel per scene unit.
    static QImage render(MainWindow& w, const QString& square)
    {
        const int S = int(BoardScene::SquareSize);
        QImage img(S, S, QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::transparent);
        QPainter p(&img);
        w.scene()->render(&p, QRectF(0, 0, S, S),
            w.scene()->layout().squareRect(AppTest::square(w.game(), square)));
        return img;
    }

    /// The board as the screen shows it now: the window's painted pixels, cut to the view.
    /// Repaints of a few squares leave the rest as painted before (unlike QWidget::grab()).
    static QImage onScreen(MainWindow& w)
    {
        for (int i = 0; i < 3; ++i) // the scene's dirty squares, then the viewport's repaint
            QCoreApplication::processEvents();
        const QWidget* vp = w.view()->viewport();
        const QImage window = w.screen()->grabWindow(w.winId()).toImage();
        const QRect r(vp->mapTo(&w, QPoint(0, 0)) * window.devicePixelRatio(),
            vp->size() * window.devicePixelRatio());
        return window.copy(r).convertToFormat(QImage::Format_RGB32);
    }

    /// The board painted afresh, every item drawn.
    static QImage paintedAfresh(MainWindow& w)
    {
        return w.view()->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }
    void init() { QSettings().clear(); }

    void dropTargetsDifferFromMoveTargets()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("crazyhouse"),
            QStringLiteral("rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR[Nn] w KQkq - 0 1")));
        QVERIFY(AppTest::show(w));
        const QImage plain = render(w, QStringLiteral("e4"));
        AppTest::click(w, QStringLiteral("e2")); // e4: a move target
        const QImage move = render(w, QStringLiteral("e4"));
        AppTest::clickSlot(w, fb::First, QStringLiteral("N")); // e4: a drop target
        const QImage drop = render(w, QStringLiteral("e4"));
        QVERIFY(move != plain);
        QVERIFY(drop != plain);
        QVERIFY(drop != move);
    }

    void relaySquaresAreMarked()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chushogi"),
            QStringLiteral("k11/12/12/12/12/6p5/5p6/5N6/12/12/12/K11 w - - 0 1")));
        QVERIFY(AppTest::show(w));
        QCOMPARE(render(w, QStringLiteral("8i")), render(w, QStringLiteral("9j")));
        AppTest::click(w, QStringLiteral("7h"));
        // 8i: a step that may go on (relay and target); 9j: a jump that ends there.
        const QImage relay = render(w, QStringLiteral("8i"));
        const QImage jump = render(w, QStringLiteral("9j"));
        QVERIFY(relay != jump);
        QCOMPARE(render(w, QStringLiteral("9j")), render(w, QStringLiteral("5j")));
        // After the first step the Lion stands on 7g, its start square is a target (igui).
        const QImage before = render(w, QStringLiteral("7g"));
        AppTest::click(w, QStringLiteral("7g"));
        QVERIFY(render(w, QStringLiteral("7g")) != before);
        QVERIFY(render(w, QStringLiteral("7h")) != render(w, QStringLiteral("10h")));
    }

    void multiLegLastMoveMarksItsStops()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chushogi"),
            QStringLiteral("k11/12/12/12/12/6p5/5p6/5N6/12/12/12/K11 w - - 0 1")));
        QVERIFY(AppTest::show(w));
        const QImage empty = render(w, QStringLiteral("10j"));
        QVERIFY(w.game()->playText(QStringLiteral("7h7g6f")));
        QCOMPARE(render(w, QStringLiteral("10j")), empty);
        QVERIFY(render(w, QStringLiteral("7h")) != empty); // from
        QVERIFY(render(w, QStringLiteral("7g")) != empty); // the relay square, taken on
        QCOMPARE(render(w, QStringLiteral("7g")), render(w, QStringLiteral("7h")));
    }

    // Marks repaint only the squares they change: what the screen shows after selecting,
    // deselecting and moving the keyboard cursor equals the board painted afresh.
    void partialRepaintsLeaveNothingStale()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chushogi")));
        QVERIFY(AppTest::show(w));
        const QImage start = onScreen(w);
        QCOMPARE(start, paintedAfresh(w));
        AppTest::click(w, QStringLiteral("7j")); // the Lion: some 20 targets
        QVERIFY(!AppTest::targetNames(w).isEmpty());
        const QImage selected = onScreen(w);
        QVERIFY(selected != start);
        QCOMPARE(selected, paintedAfresh(w));
        AppTest::click(w, QStringLiteral("7i")); // the pawn in front of it: another selection
        QCOMPARE(onScreen(w), paintedAfresh(w));
        AppTest::click(w, QStringLiteral("12g")); // an empty square: nothing selected
        QVERIFY(AppTest::targetNames(w).isEmpty());
        QCOMPARE(onScreen(w), start);
        QTest::keyClick(w.view()->viewport(), Qt::Key_Left); // the cursor moves
        QCOMPARE(onScreen(w), paintedAfresh(w));
    }

    void checkGlowsOnlyWithTheCheckRule()
    {
        MainWindow w(&m_registry);
        // Chess: the king on e1 attacked by the rook, or not.
        QVERIFY(
            w.startGame(QStringLiteral("chess"), QStringLiteral("4k3/8/8/8/8/8/7r/4K3 w - - 0 1")));
        QVERIFY(AppTest::show(w));
        const QImage safe = render(w, QStringLiteral("e1"));
        QVERIFY(
            w.startGame(QStringLiteral("chess"), QStringLiteral("4k3/8/8/8/8/8/8/4K2r w - - 0 1")));
        QVERIFY(w.game()->position().inCheck(fb::First));
        QVERIFY(render(w, QStringLiteral("e1")) != safe);
        QVERIFY(w.statusLabel()->text().contains(QStringLiteral("check")));
        // Chu Shogi has no check rule: a King next to an enemy Lion does not glow.
        QVERIFY(w.startGame(QStringLiteral("chushogi"),
            QStringLiteral("k11/12/12/12/12/12/12/12/1n10/12/12/K11 w - - 0 1")));
        const QImage alone = render(w, QStringLiteral("12l"));
        QVERIFY(w.startGame(QStringLiteral("chushogi"),
            QStringLiteral("k11/12/12/12/12/12/12/12/12/12/1n10/K11 w - - 0 1")));
        QVERIFY(w.game()->position().inCheck(fb::First)); // attacked, as the engine sees it
        QCOMPARE(render(w, QStringLiteral("12l")), alone);
        QVERIFY(!w.statusLabel()->text().contains(QStringLiteral("check")));
    }
};

QTEST_MAIN(TestHighlights)
#include "tst_highlights.moc"
