// SPDX-License-Identifier: GPL-3.0-or-later
// Board speed: click-to-highlight on a full Chu Shogi board, and start-up to a shown window.
#include "boardscene.h"
#include "boardview.h"
#include "gamecontroller.h"
#include "mainwindow.h"

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
    static bool showChu(MainWindow& w)
    {
        if (!w.startGame(QStringLiteral("chushogi")))
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
