// SPDX-License-Identifier: GPL-3.0-or-later
// Board speed: click-to-highlight on a full Chu Shogi and Suzumu Shogi board, and start-up to a
// shown window.
#include "boardscene.h"
#include "boardview.h"
#include "gamecontroller.h"
#include "mainwindow.h"
#include "turninput.h"

#include <QTest>

namespace {

/// Counts the paint events a widget receives.
struct PaintCounter : QObject
{
    int paints = 0;
    bool eventFilter(QObject*, QEvent* e) override
    {
        paints += e->type() == QEvent::Paint;
        return false;
    }
};

/// Delivers what the event loop has pending: the scene's dirty squares, then the repaint.
void paintPending()
{
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
}

} // namespace

class BenchBoard : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

    static QPoint at(MainWindow& w, const char* square)
    {
        int pos = 0;
        const fb::Square s
            = w.game()->variant().geometry.parseSquare(QString::fromLatin1(square), pos);
        return w.view()->mapFromScene(w.scene()->squareCenter(s));
    }

    /// Shows `w` at 1600x1000 with the Chu Shogi start position, fitted and painted.
    static bool showChu(MainWindow& w) { return showStart(w, QStringLiteral("chushogi")); }

    /// Shows `w` at 1600x1000 with the start position of `preset`, fitted and painted.
    static bool showStart(MainWindow& w, const QString& preset)
    {
        if (!w.startGame(preset))
            return false;
        w.resize(1600, 1000);
        w.show();
        if (!QTest::qWaitForWindowExposed(&w))
            return false;
        w.view()->refit();
        paintPending();
        return true;
    }

private Q_SLOTS:
    void initTestCase() { m_registry.addBundled(); }

    // A click on the Lion of the Chu Shogi start position until its targets are painted, as
    // the event loop paints them (only the squares that changed), then a click on an empty
    // square until they are gone again: two clicks, two paints per iteration.
    void clickToHighlightChu()
    {
        MainWindow w(&m_registry);
        QVERIFY(showChu(w));
        PaintCounter counter;
        w.view()->viewport()->installEventFilter(&counter);
        // Not counted: what the start left (BoardView's debounced refit, 60 ms after the
        // scene's last change of size) and the repaint of the view taking the focus, which
        // the first click would give it.
        w.view()->setFocus();
        QTest::qWait(100);
        paintPending();
        counter.paints = 0;
        const QPoint lion = at(w, "7j"), empty = at(w, "12g");
        int iterations = 0;
        QBENCHMARK
        {
            QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, lion);
            paintPending();
            QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, empty);
            paintPending();
            ++iterations;
        }
        QCOMPARE(counter.paints, 2 * iterations);
        QVERIFY(w.game()->moveTexts().isEmpty());
    }

    // The same on a full Suzumu Shogi board (16 x 16, 156 pieces): a click on Sente's Great
    // General on h4 (its captures after jumping one or two pieces) until its targets are
    // painted, then a click on an empty square.
    void clickToHighlightSuzumu()
    {
        MainWindow w(&m_registry);
        QVERIFY(showStart(w, QStringLiteral("suzumushogi")));
        PaintCounter counter;
        w.view()->viewport()->installEventFilter(&counter);
        // Not counted: what the start left (BoardView's debounced refit, 60 ms after the
        // scene's last change of size) and the repaint of the view taking the focus, which
        // the first click would give it.
        w.view()->setFocus();
        QTest::qWait(100);
        paintPending();
        counter.paints = 0;
        const QPoint general = at(w, "9m"), empty = at(w, "8h");
        int iterations = 0;
        QBENCHMARK
        {
            QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, general);
            paintPending();
            QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, empty);
            paintPending();
            ++iterations;
        }
        QCOMPARE(counter.paints, 2 * iterations);
        QVERIFY(w.game()->moveTexts().isEmpty());
    }

    // Where the time of clickToHighlightChu goes, part 1: the turn protocol alone (TurnInput
    // picking the Lion's targets out of the position's legal moves, then the click on an empty
    // square, which works out why the Lion cannot go there). No scene, no events, no paint.
    void clickPart1TurnInputChu()
    {
        MainWindow w(&m_registry);
        QVERIFY(showChu(w));
        const fb::BoardGeometry& g = w.game()->variant().geometry;
        int pos = 0;
        const fb::Square lion = g.parseSquare(QStringLiteral("7j"), pos);
        pos = 0;
        const fb::Square empty = g.parseSquare(QStringLiteral("12g"), pos);
        TurnInput input;
        input.reset(&w.game()->position(), w.game()->legalMoves(), false);
        QBENCHMARK
        {
            input.click(lion);
            input.click(empty);
        }
        QVERIFY(input.targets().empty());
    }

    // Part 2: the same two clicks through the scene (TurnInput, the marks, the highlight items,
    // the main window's reactions to turnChanged) and the event loop, with painting switched
    // off: part 2 minus part 1 is the scene's share, the whole minus part 2 is painting's.
    void clickPart2SceneChu()
    {
        MainWindow w(&m_registry);
        QVERIFY(showChu(w));
        PaintCounter counter;
        w.view()->viewport()->installEventFilter(&counter);
        // Not counted: what the start left (BoardView's debounced refit, 60 ms after the
        // scene's last change of size) and the repaint of the view taking the focus, which
        // the first click would give it.
        w.view()->setFocus();
        QTest::qWait(100);
        paintPending();
        counter.paints = 0;
        w.view()->viewport()->setUpdatesEnabled(false);
        const QPoint lion = at(w, "7j"), empty = at(w, "12g");
        QBENCHMARK
        {
            QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, lion);
            paintPending();
            QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, empty);
            paintPending();
        }
        QCOMPARE(counter.paints, 0);
        QVERIFY(w.scene()->targetSquares().isEmpty());
    }

    // The whole board painted again (an expose, a resize) with the Lion's targets shown.
    void fullRepaintChu()
    {
        MainWindow w(&m_registry);
        QVERIFY(showChu(w));
        QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, at(w, "7j"));
        QBENCHMARK
        {
            w.view()->viewport()->repaint();
        }
    }

    // From nothing to a shown, painted main window with the chess board.
    void startUp()
    {
        QBENCHMARK
        {
            fb::PresetRegistry registry;
            registry.addBundled();
            MainWindow w(&registry);
            QVERIFY(w.startGame(QStringLiteral("chess")));
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.repaint();
        }
    }
};

QTEST_MAIN(BenchBoard)
#include "bench_board.moc"
