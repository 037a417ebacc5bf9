// SPDX-License-Identifier: GPL-3.0-or-later
// Replay speed: a PGN of 1,000 random legal chess games (fixed seed, written here rather than
// committed) read and replayed with full legality. Reports games per second; the target is
// over 2,000 games/s in a release build (see `fairyboard-cli bench-replay` for the figure).
#include "iotest.h"
#include "pgnwriter.h"
#include "randomgames.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

using namespace fb;
using namespace fb::io;

class TestReplayBench : public QObject
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

    // The same seed gives the same games (the file is reproducible).
    void deterministic()
    {
        const QList<GameRecord> again = randomGames(
            iotest::bundled().variant(QStringLiteral("chess")), QStringLiteral("chess"), 20, 1);
        for (int i = 0; i < again.size(); ++i)
            QVERIFY(iotest::sameMoves(again[i], m_games[i]));
        QCOMPARE(writePgn(again[7]), writePgn(m_games[7]));
    }

    void replayThousandGames()
    {
        LoadResult r;
        QElapsedTimer timer;
        qint64 best = std::numeric_limits<qint64>::max();
        QBENCHMARK
        {
            timer.start();
            r = loadGames(m_path, iotest::bundled(), {QString(), 0, false});
            best = std::min(best, timer.nsecsElapsed());
        }
        QVERIFY(r.ok());
        QCOMPARE(r.games.size(), 1000);
        for (int i = 0; i < r.games.size(); ++i) {
            QVERIFY2(r.games[i].isComplete(), qPrintable(r.games[i].error));
            QVERIFY(iotest::sameMoves(r.games[i], m_games[i]));
        }
        const double rate = 1000.0 / (double(best) / 1e9);
        qInfo("replayed 1000 chess games: %.0f games/s", rate);
    }
};

QTEST_GUILESS_MAIN(TestReplayBench)
#include "tst_replaybench.moc"
