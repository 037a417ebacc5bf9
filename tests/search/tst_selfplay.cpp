// SPDX-License-Identifier: GPL-3.0-or-later
// Every bundled preset (the registry's ids, read at run time) played by the built-in AI against
// itself at its lowest level, to the end of the game or a ply cap: every move it chooses must be
// one of generateLegal's, and each search must leave the game's position as it was.
#include "enginetest.h"
#include "gamestate.h"
#include "levels.h"
#include "searcher.h"

#include <QElapsedTimer>
#include <QTest>

using namespace fb;

namespace {

/// Plies per game at most: enough for every kind of move to come up, small enough for the
/// sanitizer build (about 4 times slower).
constexpr int PlyCap = 120;

} // namespace

class TestSelfPlay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyPreset_data()
    {
        QTest::addColumn<QString>("id");
        const QStringList ids = fbtest::bundled().ids();
        QVERIFY(ids.size() > 10);
        for (const QString& id : ids)
            QTest::newRow(qPrintable(id)) << id;
    }

    void everyPreset()
    {
        QFETCH(QString, id);
        std::optional<Position> start = fbtest::position(id);
        QVERIFY(start);
        Position game = *start;
        search::Searcher searcher(game.variantPtr(), 1);
        const std::atomic<bool> stop{false};
        const search::Limits limits = search::levelLimits(search::MinLevel);
        GameResult result;
        QElapsedTimer clock; // for the log only
        clock.start();
        while (game.ply() < PlyCap) {
            result = evaluateGame(game);
            if (result.isOver())
                break;
            const uint64_t key = game.key();
            const int ply = game.ply();
            const search::SearchResult r = searcher.search(game, limits, stop);
            QVERIFY2(r.move, qPrintable(writeFen(game)));
            QCOMPARE(game.key(), key);
            QCOMPARE(game.ply(), ply);
            MoveList legal;
            MoveGenerator::generateLegal(game, legal);
            QVERIFY2(std::any_of(legal.begin(), legal.end(),
                         [&](const Move& m) { return m.sameTurn(*r.move); }),
                qPrintable(
                    QStringLiteral("%1 in %2").arg(coordinateText(game, *r.move), writeFen(game))));
            game.makeMove(*r.move);
        }
        QCOMPARE(game.key(), game.computeKey());
        qInfo("%s: %d plies, %s, %lld ms", qPrintable(id), game.ply(),
            qPrintable(result.statusName()), clock.elapsed());
    }
};

QTEST_GUILESS_MAIN(TestSelfPlay)
#include "tst_selfplay.moc"
