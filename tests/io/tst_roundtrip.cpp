// SPDX-License-Identifier: GPL-3.0-or-later
// Every writer, every variant it can hold: random legal games are saved, loaded again, and
// must come back move for move, with their comments, tags and result.
#include "compressedfile.h"
#include "iotest.h"
#include "pgnwriter.h"
#include "randomgames.h"

#include <QTemporaryDir>
#include <QTest>

using namespace fb;
using namespace fb::io;

namespace {

// Random games with comments and tags, so that the round trip has something to keep.
QList<GameRecord> sampleGames(const QString& preset, int count, uint64_t seed)
{
    QList<GameRecord> games
        = randomGames(iotest::bundled().variant(preset), preset, count, seed, 90);
    for (GameRecord& g : games) {
        g.setTag(QStringLiteral("Site"), QStringLiteral("Fairyboard test"));
        g.mainLine.startComments << QStringLiteral("Random moves from seed %1").arg(seed);
        for (size_t i = 0; i < g.mainLine.moves.size(); i += 7)
            g.mainLine.moves[i].comments << QStringLiteral("comment on ply %1").arg(i + 1);
    }
    return games;
}

} // namespace

class TestRoundTrip : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void roundTrip_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<bool>("comments"); // the format keeps comments
        QTest::addColumn<bool>("tags"); // the format keeps arbitrary tags
        const QStringList all = iotest::bundled().ids();
        for (const QString& id : all) {
            QTest::addRow("%s pgn", qPrintable(id)) << id << "pgn" << true << true;
            QTest::addRow("%s gc", qPrintable(id)) << id << "gc" << true << true;
            QTest::addRow("%s fbz", qPrintable(id)) << id << "fbz" << true << true;
        }
        for (const char* id : {"shogi", "minishogi", "euroshogi", "chushogi", "kyotoshogi",
                 "torishogi", "yarishogi", "dobutsu", "xiangqi", "janggi", "makruk", "shatranj"})
            QTest::addRow("%s usi", id) << QString::fromLatin1(id) << "usi" << false << true;
        for (const char* id :
            {"shogi", "minishogi", "euroshogi", "chushogi", "tenjikushogi", "suzumushogi"}) {
            QTest::addRow("%s kif", id) << QString::fromLatin1(id) << "kif" << true << true;
            QTest::addRow("%s kifu", id) << QString::fromLatin1(id) << "kifu" << true << true;
        }
        QTest::addRow("shogi csa") << QStringLiteral("shogi") << "csa" << true << true;
        for (const char* id : {"shogi", "minishogi"})
            QTest::addRow("%s ki2", id) << QString::fromLatin1(id) << "ki2" << true << true;
        QTest::addRow("janggi gib") << QStringLiteral("janggi") << "gib" << true << true;
        for (const char* c : {"gz", "bz2", "xz", "zst"})
            QTest::addRow("chess pgn.%s", c)
                << QStringLiteral("chess") << QStringLiteral("pgn.") + QString::fromLatin1(c)
                << true << true;
    }

    void roundTrip()
    {
        QFETCH(QString, preset);
        QFETCH(QString, suffix);
        QFETCH(bool, comments);
        QFETCH(bool, tags);
        if (!haveArchiveSupport() && (suffix == u"fbz" || suffix.contains(u'.')))
            QSKIP("no KArchive in this build");
        const bool many
            = suffix.startsWith(QStringLiteral("pgn")) || suffix == u"gc" || suffix == u"gib";
        const QList<GameRecord> games = sampleGames(preset, many ? 3 : 1, 20240501);
        const QString path = m_dir.filePath(preset + QStringLiteral("-game.") + suffix);
        QString error;
        QVERIFY2(saveGames(games, path, &error), qPrintable(error));
        const LoadResult r = loadGames(path, iotest::bundled());
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.games.size(), games.size());
        for (qsizetype i = 0; i < games.size(); ++i) {
            const GameRecord& a = games[i];
            const GameRecord& b = r.games[i];
            QVERIFY2(b.isComplete(), qPrintable(b.error));
            QCOMPARE(b.presetId, preset);
            QVERIFY(iotest::sameMoves(a, b));
            QCOMPARE(b.result, a.result);
            if (tags)
                QCOMPARE(b.tag(QStringLiteral("Site")), QStringLiteral("Fairyboard test"));
            if (comments) {
                QCOMPARE(b.mainLine.startComments, a.mainLine.startComments);
                for (size_t k = 0; k < a.mainLine.moves.size(); ++k)
                    QCOMPARE(b.mainLine.moves[k].comments, a.mainLine.moves[k].comments);
            }
            // The final positions agree, position keys included.
            QCOMPARE(b.positionAt()->key(), a.positionAt()->key());
        }
    }

    // The same seed gives the same games (`gen-games` and the replay benchmark are
    // reproducible).
    void deterministic()
    {
        const VariantPtr chess = iotest::bundled().variant(QStringLiteral("chess"));
        const QList<GameRecord> games = randomGames(chess, QStringLiteral("chess"), 1000, 1);
        const QList<GameRecord> again = randomGames(chess, QStringLiteral("chess"), 20, 1);
        for (int i = 0; i < again.size(); ++i)
            QVERIFY(iotest::sameMoves(again[i], games[i]));
        QCOMPARE(writePgn(again[7]), writePgn(games[7]));
    }

    // Profiles travel in [Rules] and come back.
    void ruleProfile()
    {
        const VariantPtr v
            = iotest::bundled().variant(QStringLiteral("chushogi"), QStringLiteral("lishogi"));
        GameRecord g = randomGames(v, QStringLiteral("chushogi"), 1, 7, 60).front();
        g.profile = QStringLiteral("lishogi");
        for (const char* suffix : {"pgn", "kifu", "usi", "gc"}) {
            const QString path
                = m_dir.filePath(QStringLiteral("profile.") + QString::fromLatin1(suffix));
            QString error;
            QVERIFY2(saveGame(g, path, &error), qPrintable(error));
            const LoadResult r = loadGames(path, iotest::bundled());
            QVERIFY2(
                r.ok() && r.games[0].isComplete(), qPrintable(r.error + r.games.value(0).error));
            QCOMPARE(r.games[0].profile, QStringLiteral("lishogi"));
            QVERIFY(iotest::sameMoves(g, r.games[0]));
        }
    }
};

QTEST_GUILESS_MAIN(TestRoundTrip)
#include "tst_roundtrip.moc"
