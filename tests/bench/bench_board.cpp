// SPDX-License-Identifier: GPL-3.0-or-later
// Board speed: click-to-highlight on a full Chu Shogi board, and start-up to a shown window.
#include "boardscene.h"
#include "boardview.h"
#include "gamecontroller.h"
#include "mainwindow.h"

#include <QTest>

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

private Q_SLOTS:
    void initTestCase() { m_registry.addBundled(); }

    // A click on the Lion of the Chu Shogi start position until its targets are drawn.
    void clickToHighlightChu()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chushogi")));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.view()->refit();
        const QPoint lion = at(w, "f3"), empty = at(w, "a6");
        QBENCHMARK
        {
            QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, lion);
            w.view()->viewport()->repaint();
            QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, empty);
        }
        QVERIFY(w.game()->moveTexts().isEmpty());
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
