// SPDX-License-Identifier: GPL-3.0-or-later
// Speed of the built-in AI's search: a fixed-depth search of a few start positions, with the
// nodes per second printed (run by hand: build/root/bin/bench_search).
#include "enginetest.h"
#include "searcher.h"

#include <QElapsedTimer>
#include <QTest>

using namespace fb;

class BenchSearch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void search_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("depth");
        QTest::newRow("chess d5") << QStringLiteral("chess") << 5;
        QTest::newRow("shogi d4") << QStringLiteral("shogi") << 4;
        QTest::newRow("xiangqi d4") << QStringLiteral("xiangqi") << 4;
        QTest::newRow("chushogi d3") << QStringLiteral("chushogi") << 3;
    }

    void search()
    {
        QFETCH(QString, id);
        QFETCH(int, depth);
        std::optional<Position> pos = fbtest::position(id);
        QVERIFY(pos);
        const std::atomic<bool> stop{false};
        search::Limits limits;
        limits.depth = depth;
        qint64 nodes = 0, ns = 0;
        search::Searcher searcher(pos->variantPtr());
        QBENCHMARK
        {
            searcher.newGame();
            QElapsedTimer t;
            t.start();
            nodes = searcher.search(*pos, limits, stop).nodes;
            ns = t.nsecsElapsed();
        }
        qInfo("%s: %lld nodes, %lld nodes/s", qPrintable(id), nodes,
            ns > 0 ? nodes * 1000000000 / ns : 0);
    }
};

QTEST_GUILESS_MAIN(BenchSearch)
#include "bench_search.moc"
