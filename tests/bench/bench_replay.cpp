// SPDX-License-Identifier: GPL-3.0-or-later
// Replay speed: a PGN of 1,000 random legal chess games (fixed seed, written here rather than
// committed) read and replayed with full legality. The target is at least 5,000 games/s in a
// release build (see `fairyboard-cli bench-replay` for the figure), e.g.
//   packaging/dev shell "build/root/bin/bench_replay -median 5"
#include "iotest.h"
#include "randomgames.h"

#include <QTemporaryDir>
#include <QTest>

using namespace fb;
using namespace fb::io;

class BenchReplay : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_path;
    QList<GameRecord> m_games;

private Q_SLOTS:
    void initTestCase()
    {
        m_games = randomGames(
            iotest::bundled().variant(QStringLiteral("chess")), QStringLiteral("chess"), 1000, 1);
        QCOMPARE(m_games.size(), 1000);
        m_path = m_dir.filePath(QStringLiteral("bench.pgn"));
        QString error;
        QVERIFY2(saveGames(m_games, m_path, &error), qPrintable(error));
    }

    void replayThousandGames()
    {
        LoadResult r;
        LoadOptions options;
        options.variations = false;
        QBENCHMARK
        {
            r = loadGames(m_path, iotest::bundled(), options);
        }
        QVERIFY(r.ok());
        QCOMPARE(r.games.size(), 1000);
        for (int i = 0; i < r.games.size(); ++i) {
            QVERIFY2(r.games[i].isComplete(), qPrintable(r.games[i].error));
            QVERIFY(iotest::sameMoves(r.games[i], m_games[i]));
        }
    }
};

QTEST_GUILESS_MAIN(BenchReplay)
#include "bench_replay.moc"
