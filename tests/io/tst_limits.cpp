// SPDX-License-Identifier: GPL-3.0-or-later
// Hostile logs: every limit of LogLimits and MaxVariationDepth is refused with the file, the
// line and the limit, never a crash; --game stops reading; embedded presets are compiled once
// per file and bounded in memory. Inputs are generated here, small limits stand in for the
// default ones where the default would need a big file.
#include "bundle.h"
#include "compressedfile.h"
#include "iotest.h"
#include "pgnwriter.h"
#include "presetembed.h"
#include "rawzip.h"
#include "variantcache.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace fb;
using namespace fb::io;

namespace {

// A PGN game whose first move has variations nested `depth` deep (each one an alternative
// 1. d4 to its parent's move), then a second game.
QByteArray deepVariations(int depth)
{
    return "[Event \"deep\"]\n\n1. e4 " + QByteArray("(1. d4 ").repeated(depth)
        + QByteArray(")").repeated(depth) + " e5 *\n\n[Event \"after\"]\n\n1. e4 *\n";
}

// How deep the variations of a line nest.
int depthOf(const Line& line)
{
    int deepest = 0;
    for (const MoveRecord& m : line.moves)
        for (const Line& v : m.variations)
            deepest = std::max(deepest, 1 + depthOf(v));
    return deepest;
}

// `count` games of one legal move each.
QByteArray games(int count)
{
    return QByteArray("[Event \"g\"]\n\n1. e4 *\n\n").repeated(count);
}

// A custom preset: a king and a knightrider on a board `files` wide, kings on a1 and a8.
QJsonObject customPreset(const QString& id, int files)
{
    const QJsonArray pieces{QJsonObject{{"id", "king"}, {"name", "King"}, {"letter", "K"},
                                {"betza", "K"}, {"royal", true}},
        QJsonObject{{"id", "rider"}, {"name", "Rider"}, {"letter", "N"}, {"betza", "NN"}}};
    return QJsonObject{{"id", id}, {"name", id},
        {"board", QJsonObject{{"files", files}, {"ranks", 8}}}, {"pieces", pieces},
        {"start",
            QStringLiteral("k%1/%2/%2/%2/%2/%2/%2/KN%3 w - - 0 1")
                .arg(files - 1)
                .arg(files)
                .arg(files - 2)}};
}

// A game of five lines embedding `preset`.
QByteArray embeddingGame(const QJsonObject& preset, const QByteArray& moves)
{
    return "[Event \"custom\"]\n[PresetJSON \"" + escapePgnTag(compactJson(preset)).toUtf8()
        + "\"]\n\n" + moves + "\n\n";
}

} // namespace

class TestLimits : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        if (!iotest::writeFile(path, bytes))
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

private Q_SLOTS:
    // Variations nest up to MaxVariationDepth; deeper is an error of that game naming its line
    // and the limit (30,000 deep overflowed the stack of the recursive replay and crashed the
    // app). The next game still loads.
    void variationDepth_data()
    {
        QTest::addColumn<int>("depth");
        QTest::newRow("at the limit") << MaxVariationDepth;
        QTest::newRow("one more") << MaxVariationDepth + 1;
        QTest::newRow("30,000") << 30000;
    }

    void variationDepth()
    {
        QFETCH(int, depth);
        const QString path = write(QStringLiteral("deep.pgn"), deepVariations(depth));
        const LoadResult r = loadGames(path, iotest::bundled());
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.games.size(), 2);
        QVERIFY2(r.games[1].isComplete(), qPrintable(r.games[1].error));
        const GameRecord& g = r.games[0];
        if (depth <= MaxVariationDepth) {
            QVERIFY2(g.isComplete(), qPrintable(g.error));
            QCOMPARE(depthOf(g.mainLine), depth);
            QVERIFY2(g.warnings.isEmpty(), qPrintable(g.warnings.join(u'\n')));
            return;
        }
        QCOMPARE(g.error,
            QStringLiteral("%1:3: variations nested more than 100 deep (the limit)").arg(path));
        QVERIFY(!g.isComplete());
        QCOMPARE(depthOf(g.mainLine), MaxVariationDepth);
    }

    // Every reader counts its entries; one more than maxEntries stops reading with a
    // file-level error naming the line where the limit was passed.
    void entryLimit_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::newRow("pgn moves")
            << "m.pgn" << QByteArray("1. e4 e5\n2. Nf3 Nc6\n3. Bb5 *\n") << 3;
        QTest::newRow("pgn comments") << "c.pgn" << QByteArray("1. e4 {a} {b}\n{c} e5 *\n") << 2;
        QTest::newRow("pgn variations") << "v.pgn" << QByteArray("1. e4 (1. d4)\n(1. c4) *\n") << 2;
        QTest::newRow("pgn glyphs") << "n.pgn" << QByteArray("1. e4 $1 !!\n$2 $3 *\n") << 2;
        QTest::newRow("pgn tags") << "t.pgn"
                                  << QByteArray("[A \"1\"]\n[B \"2\"]\n[C \"3\"]\n[D \"4\"]\n"
                                                "[E \"5\"]\n\n*\n")
                                  << 5;
        QTest::newRow("kif") << "m.kif"
                             << QByteArray("手数----指手---------消費時間--\n1 ７六歩(77)\n2 "
                                           "３四歩(33)\n3 ２六歩(27)\n4 ８四歩(83)\n5 "
                                           "２五歩(26)\n")
                             << 6;
        QTest::newRow("csa") << "m.csa" << QByteArray("PI\n+\n+7776FU,-3334FU\n+2726FU\n") << 4;
        QTest::newRow("usi") << "m.usi"
                             << QByteArray("position startpos moves 7g7f 3c3d 2g2f\n8c8d 2f2e\n")
                             << 2;
        QTest::newRow("game courier")
            << "m.gc" << QByteArray("P e2-e4\np e7-e5\nN g1-f3\nn b8-c6\nB f1-b5\n") << 5;
    }

    void entryLimit()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        LoadOptions o;
        o.limits.maxEntries = 4;
        const QString path = write(name, text);
        const LoadResult r = loadGames(path, iotest::bundled(), o);
        QVERIFY(!r.ok());
        QVERIFY(r.games.isEmpty());
        QCOMPARE(r.error,
            QStringLiteral("%1:%2: the file holds more than 4 moves, comments, tags and "
                           "variations (the limit); split it into smaller files")
                .arg(path)
                .arg(line));
        o.limits.maxEntries = 5;
        const LoadResult five = loadGames(path, iotest::bundled(), o);
        QVERIFY2(five.ok(), qPrintable(five.error));
        QCOMPARE(five.games.size(), 1);
    }

    void gameLimit()
    {
        LoadOptions o;
        o.limits.maxGames = 3;
        const QString path = write(QStringLiteral("g.pgn"), games(4));
        const LoadResult r = loadGames(path, iotest::bundled(), o);
        QVERIFY(!r.ok());
        QCOMPARE(r.error,
            QStringLiteral("%1:13: the file holds more than 3 games (the limit); split it into "
                           "smaller files")
                .arg(path));
        o.limits.maxGames = 4;
        QCOMPARE(loadGames(path, iotest::bundled(), o).games.size(), 4);
        // Game 2 of a file with more games than the limit: reading stops before the limit.
        o.limits.maxGames = 3;
        o.onlyGame = 2;
        const LoadResult two = loadGames(path, iotest::bundled(), o);
        QVERIFY2(two.ok(), qPrintable(two.error));
        QCOMPARE(two.games.size(), 1);
        QCOMPARE(two.games[0].number, 2);
    }

    // --game N replays game N only and reads nothing after it: what follows may be anything.
    void onlyGameStopsReading()
    {
        QByteArray text = games(3) + "[Event \"huge\"]\n\n1. " + QByteArray("a ").repeated(5000)
            + "*\n\n[Event \"deep\"]\n\n1. e4 " + QByteArray("(1. d4 ").repeated(500) + "*\n";
        const QString path = write(QStringLiteral("stop.pgn"), text);
        LoadOptions o;
        o.limits.maxEntries = 100;
        o.onlyGame = 3;
        const LoadResult r = loadGames(path, iotest::bundled(), o);
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.games.size(), 1);
        QCOMPARE(r.games[0].number, 3);
        QVERIFY(r.games[0].isComplete());
        // Without --game the fourth game passes the limit.
        o.onlyGame = 0;
        const LoadResult all = loadGames(path, iotest::bundled(), o);
        QVERIFY(!all.ok());
        QVERIFY2(all.error.startsWith(path + QStringLiteral(":15: the file holds more than 100 ")),
            qPrintable(all.error));
    }

    // KIF and CSA keep tags by name (each one searched): a game has at most maxTagsPerGame.
    void tagLimit_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QByteArray pgn, kif, csa, usi;
        for (int i = 1; i <= 4; ++i) {
            pgn += QStringLiteral("[T%1 \"v\"]\n").arg(i).toUtf8();
            kif += QStringLiteral("キー%1：値\n").arg(i).toUtf8();
            csa += QStringLiteral("$KEY%1:v\n").arg(i).toUtf8();
            usi += QStringLiteral("# [T%1 \"v\"]\n").arg(i).toUtf8();
        }
        QTest::newRow("pgn") << "t.pgn" << pgn + "\n*\n" << 4;
        QTest::newRow("kif") << "t.kif" << kif + "手数----指手--\n1 ７六歩(77)\n" << 4;
        QTest::newRow("csa") << "t.csa" << csa + "PI\n+\n" << 4;
        QTest::newRow("usi") << "t.usi" << usi + "position startpos moves 7g7f\n" << 4;
    }

    void tagLimit()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        LoadOptions o;
        o.limits.maxTagsPerGame = 3;
        const QString path = write(name, text);
        const LoadResult r = loadGames(path, iotest::bundled(), o);
        QCOMPARE(r.error,
            QStringLiteral("%1:%2: a game with more than 3 tags (the limit)").arg(path).arg(line));
        o.limits.maxTagsPerGame = 4;
        const LoadResult four = loadGames(path, iotest::bundled(), o);
        QVERIFY2(four.ok(), qPrintable(four.error));
    }

    // The line-based formats refuse a line longer than maxLineChars (their patterns run per
    // line).
    void lineLimit()
    {
        LoadOptions o;
        o.limits.maxLineChars = 100;
        for (const QString& name : {QStringLiteral("l.kif"), QStringLiteral("l.csa"),
                 QStringLiteral("l.usi"), QStringLiteral("l.gc")}) {
            const QByteArray text = name.endsWith(u"kif") ? "手数----指手--\n1 ７六歩(77)\n"
                : name.endsWith(u"csa")                   ? "PI\n+\n+7776FU\n"
                : name.endsWith(u"usi")                   ? "position startpos moves 7g7f\n"
                                                          : "P e2-e4\n";
            const QString path = write(name, text + QByteArray(101, 'x') + '\n');
            const LoadResult r = loadGames(path, iotest::bundled(), o);
            QCOMPARE(r.error,
                QStringLiteral("%1:%2: a line of 101 characters (at most 100)")
                    .arg(path)
                    .arg(text.count('\n') + 1));
        }
    }

    // A file, or what it decompresses to, holds at most maxBytes; a device that never ends
    // stops there instead of reading until memory runs out.
    void byteLimit()
    {
        LoadOptions o;
        o.limits.maxBytes = 1 << 20;
        QByteArray text = games(1);
        text += QByteArray((1 << 20) - text.size(), ' ');
        const QString exact = write(QStringLiteral("exact.pgn"), text);
        QVERIFY(loadGames(exact, iotest::bundled(), o).ok());
        const QString over = write(QStringLiteral("over.pgn"), text + ' ');
        QCOMPARE(loadGames(over, iotest::bundled(), o).error,
            over + QStringLiteral(": more than 1 MB (the limit)"));
        QCOMPARE(
            loadGamesFromData(text + ' ', QStringLiteral("data.pgn"), iotest::bundled(), o).error,
            QStringLiteral("data.pgn: more than 1 MB (the limit)"));
        if (haveArchiveSupport()) {
            QByteArray packed;
            QVERIFY(compress(text + ' ', QStringLiteral("gzip"), packed, nullptr));
            const QString gz = write(QStringLiteral("over.pgn.gz"), packed);
            QCOMPARE(loadGames(gz, iotest::bundled(), o).error,
                gz + QStringLiteral(": more than 1 MB after decompression (the limit)"));
        }
        if (QFile::exists(QStringLiteral("/dev/zero"))) {
            const LoadResult zero = loadGames(QStringLiteral("/dev/zero"), iotest::bundled());
            QCOMPARE(zero.error, QStringLiteral("/dev/zero: more than 32 MB (the limit)"));
        }
    }

    // A token of dots ("....e5") is cut in one step (removing one dot at a time was
    // quadratic: 32 MB of dots never finished).
    void longTokens()
    {
        const QByteArray text = "[Event \"dots\"]\n\n1. e4 " + QByteArray(4 << 20, '.') + "e5 *\n";
        const LoadResult r = iotest::load(QString::fromLatin1(text), QStringLiteral("dots.pgn"));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QVERIFY2(r.games[0].isComplete(), qPrintable(r.games[0].error));
        QCOMPARE(
            iotest::texts(r.games[0]), (QStringList{QStringLiteral("e4"), QStringLiteral("e5")}));
    }

    // Replay plays at most maxPliesPerLine moves of a line: a longer main line is an error of
    // its game (a legal game of a million plies took 825 MB in the app), a longer variation is
    // left unplayed with a warning.
    void pliesPerLine()
    {
        const QByteArray moves = "1. Nf3 Nf6 2. Ng1 Ng8\n3. Nf3 Nf6 4. Ng1 Ng8\n";
        const QString path = write(QStringLiteral("plies.pgn"),
            "[Event \"long\"]\n\n" + moves + "*\n\n[Event \"variation\"]\n\n1. e4 (" + moves
                + ") *\n");
        LoadOptions o;
        o.limits.maxPliesPerLine = 7;
        const LoadResult r = loadGames(path, iotest::bundled(), o);
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.games[0].error, QStringLiteral("%1:4: a game of 8 moves (at most 7)").arg(path));
        QVERIFY2(r.games[1].isComplete(), qPrintable(r.games[1].error));
        QCOMPARE(r.games[1].warnings,
            QStringList{QStringLiteral("%1:9: a variation of 8 moves is not played (at most 7)")
                    .arg(path)});
        o.limits.maxPliesPerLine = 8;
        const LoadResult eight = loadGames(path, iotest::bundled(), o);
        QVERIFY2(eight.games[0].isComplete(), qPrintable(eight.games[0].error));
        QVERIFY(eight.games[1].warnings.isEmpty());
    }

    // A move text of a megabyte is cut short in the game's error.
    void longMoveText()
    {
        const QString move = QString(1 << 20, u'N');
        const LoadResult r = iotest::load(
            QStringLiteral("[Event \"long\"]\n\n1. %1 *\n").arg(move), QStringLiteral("l.pgn"));
        QVERIFY2(r.ok(), qPrintable(r.error));
        const QString cut = QString(79, u'N') + QChar(0x2026);
        QCOMPARE(r.games[0].error,
            QStringLiteral("l.pgn:3:4: 1. %1: cannot read the move '%1'").arg(cut));
    }

    // Games that embed the same custom preset share one compiled variant; another preset is
    // compiled once for all its games too.
    void embeddedPresetsCompiledOnce()
    {
        const QJsonObject a = customPreset(QStringLiteral("custom-a"), 8);
        const QJsonObject b = customPreset(QStringLiteral("custom-b"), 9);
        const QString path = write(QStringLiteral("custom.pgn"),
            embeddingGame(a, "1. Ka2 *") + embeddingGame(b, "1. Ka2 *")
                + embeddingGame(a, "1. Kb2 *") + embeddingGame(b, "1. Kb2 *"));
        const LoadResult r = loadGames(path, iotest::bundled());
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.games.size(), 4);
        for (const GameRecord& g : r.games)
            QVERIFY2(g.isComplete(), qPrintable(g.error));
        QCOMPARE(r.games[0].variant, r.games[2].variant);
        QCOMPARE(r.games[1].variant, r.games[3].variant);
        QVERIFY(r.games[0].variant != r.games[1].variant);
        QCOMPARE(r.games[1].variant->geometry.files(), 9);
    }

    // The compiled tables of the distinct presets of a file are bounded: a preset that would
    // pass maxTableBytes is an error of its game, naming the sizes and the limit; the games
    // of a preset compiled before still share it.
    void compiledTableLimit()
    {
        const QJsonObject a = customPreset(QStringLiteral("custom-a"), 8);
        const QJsonObject b = customPreset(QStringLiteral("custom-b"), 12);
        VariantCache probe(1LL << 40);
        QString error;
        const qint64 bytesA = compiledVariantBytes(*probe.variant(a, QString(), &error));
        QVERIFY2(bytesA > 10000, qPrintable(QString::number(bytesA)));
        const QString path = write(QStringLiteral("tables.pgn"),
            embeddingGame(a, "1. Ka2 *") + embeddingGame(b, "1. Ka2 *")
                + embeddingGame(a, "1. Kb2 *"));
        const qint64 bytesB = compiledVariantBytes(*probe.variant(b, QString(), &error));
        QVERIFY(bytesB > bytesA);
        // Room for two of A: B is compiled (A, the smallest so far, would fit), then refused.
        LoadOptions o;
        o.limits.maxTableBytes = 2 * bytesA;
        const LoadResult r = loadGames(path, iotest::bundled(), o);
        QVERIFY2(r.ok(), qPrintable(r.error));
        QVERIFY2(r.games[0].isComplete(), qPrintable(r.games[0].error));
        QVERIFY2(r.games[2].isComplete(), qPrintable(r.games[2].error));
        QCOMPARE(r.games[0].variant, r.games[2].variant);
        QVERIFY(!r.games[1].isComplete());
        QVERIFY(!r.games[1].variant);
        QCOMPARE(r.games[1].error,
            QStringLiteral("%1:6: the embedded preset 'custom-b' takes %2 of compiled tables; "
                           "with the other presets of this file that is more than %3 (the limit)")
                .arg(path, sizeText(bytesB), sizeText(o.limits.maxTableBytes)));
    }

    // An embedded preset is no bigger than a preset file may be; the game says so.
    void embeddedPresetSize()
    {
        QJsonObject big = customPreset(QStringLiteral("custom-big"), 8);
        big.insert(QStringLiteral("description"), QString(int(PresetLimits::MaxFileBytes), u'x'));
        const QString path = write(QStringLiteral("big.pgn"), embeddingGame(big, "1. Ka2 *"));
        const LoadResult r = loadGames(path, iotest::bundled());
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.games[0].error,
            QStringLiteral("%1:2: PresetJSON: the embedded preset has 1025 KiB; a preset may "
                           "have at most 1024 KiB")
                .arg(path));
        if (!haveArchiveSupport())
            return;
        // A bundle's preset.json too, before it is decompressed.
        const QString bundle = write(QStringLiteral("big.fbz"),
            rawzip::rawZip(
                {{"manifest.json", "{\"format\": \"fairyboard-game-bundle\", \"version\": 1}"},
                    {"game.pgn", "1. e4 *\n"},
                    {"preset.json", QJsonDocument(big).toJson(QJsonDocument::Compact)}}));
        const qint64 size = QJsonDocument(big).toJson(QJsonDocument::Compact).size();
        QCOMPARE(loadGames(bundle, iotest::bundled()).error,
            QStringLiteral("%1: entry 'preset.json' is too large (%2 bytes, at most 1024 KiB)")
                .arg(bundle)
                .arg(size));
    }

    // A PNG piece image is at most maxImagePixels square, read from its header before anything
    // decodes it.
    void pieceImageSize()
    {
        auto png = [](quint32 width, quint32 height) {
            QByteArray b("\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR", 16);
            for (quint32 v : {width, height})
                for (int shift : {24, 16, 8, 0})
                    b.append(char((v >> shift) & 0xFF));
            return b + QByteArray(9, '\0');
        };
        QString error;
        QVERIFY(checkPieceImage(QStringLiteral("a.png"), png(2048, 2048), 2048, &error));
        QVERIFY(checkPieceImage(QStringLiteral("a.svg"), png(9000, 9000), 2048, &error));
        QVERIFY(!checkPieceImage(QStringLiteral("a.png"), png(8000, 16), 2048, &error));
        QCOMPARE(
            error, QStringLiteral("entry 'pieces/a.png': 8000 x 16 pixels (at most 2048 x 2048)"));
        QVERIFY(!checkPieceImage(QStringLiteral("a.png"), png(1, 1).left(20), 2048, &error));
        QCOMPARE(
            error, QStringLiteral("entry 'pieces/a.png': a damaged PNG image (no IHDR header)"));
        if (!haveArchiveSupport())
            return;
        const QString path = write(QStringLiteral("image.fbz"),
            rawzip::rawZip(
                {{"manifest.json", "{\"format\": \"fairyboard-game-bundle\", \"version\": 1}"},
                    {"game.pgn", "1. e4 *\n"}, {"pieces/white-knight.png", png(30000, 30000)}}));
        QCOMPARE(loadGames(path, iotest::bundled()).error,
            path
                + QStringLiteral(": entry 'pieces/white-knight.png': 30000 x 30000 pixels (at most "
                                 "2048 x 2048)"));
    }

    // A variant lives while a game holds it and counts against the limit until then.
    void variantCacheReleases()
    {
        const QJsonObject a = customPreset(QStringLiteral("custom-a"), 8);
        VariantCache cache(1LL << 30);
        QString error;
        VariantPtr first = cache.variant(a, QString(), &error);
        QVERIFY2(first, qPrintable(error));
        const qint64 bytes = cache.bytesAlive();
        QCOMPARE(bytes, compiledVariantBytes(*first));
        VariantPtr second = cache.variant(a, QString(), &error);
        QCOMPARE(second, first);
        QCOMPARE(cache.compiled(), 1);
        // Another rule profile is another variant.
        QVERIFY(!cache.variant(a, QStringLiteral("nosuchprofile"), &error));
        QVERIFY2(error.contains(QStringLiteral("custom-a")), qPrintable(error));
        first.reset();
        QCOMPARE(cache.bytesAlive(), bytes);
        second.reset();
        QCOMPARE(cache.bytesAlive(), 0);
        // Released: compiled again when asked for.
        QVERIFY(cache.variant(a, QString(), &error));
        QCOMPARE(cache.compiled(), 3);
        // A budget that not even the smallest variant compiled so far fits refuses before
        // compiling anything.
        VariantCache full(bytes + bytes / 2);
        const VariantPtr held = full.variant(a, QString(), &error);
        QVERIFY(held);
        QVERIFY(!full.variant(customPreset(QStringLiteral("custom-b"), 8), QString(), &error));
        QCOMPARE(full.compiled(), 1);
        QVERIFY2(error.contains(QStringLiteral("is not compiled")), qPrintable(error));
        VariantCache none(0);
        QVERIFY(!none.variant(a, QString(), &error));
        QCOMPARE(error,
            QStringLiteral("the embedded preset 'custom-a' is not compiled: the presets of this "
                           "file already take 0 bytes of compiled tables (at most 0 bytes)"));
        QCOMPARE(none.compiled(), 0);
    }

    // A game bundle's log is held to the same limits (its entries are checked before they
    // are decompressed, its log against maxBytes and the readers' limits).
    void bundleLog()
    {
        if (!haveArchiveSupport())
            QSKIP("no KArchive");
        // Stored: deflated, this log passes the ratio check of bundles.
        const QByteArray log
            = deepVariations(30000) + "1. " + QByteArray("a ").repeated(3000) + "*\n";
        const QString path = write(QStringLiteral("hostile.fbz"),
            rawzip::rawZip(
                {{"manifest.json", "{\"format\": \"fairyboard-game-bundle\", \"version\": 1}"},
                    {"game.pgn", log}}));
        const LoadResult r = loadGames(path, iotest::bundled());
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.games[0].error,
            QStringLiteral("%1/game.pgn:3: variations nested more than 100 deep (the limit)")
                .arg(path));
        LoadOptions o;
        o.limits.maxEntries = 1000;
        QVERIFY2(loadGames(path, iotest::bundled(), o)
                     .error.startsWith(
                         path + QStringLiteral("/game.pgn:8: the file holds more than 1000 ")),
            qPrintable(loadGames(path, iotest::bundled(), o).error));
        // The bundle file, then (for bytes in memory) the log it holds.
        o.limits.maxBytes = 16 * 1024;
        QCOMPARE(loadGames(path, iotest::bundled(), o).error,
            path + QStringLiteral(": more than 16 KB (the limit)"));
        QCOMPARE(
            loadGamesFromData(iotest::readAll(path), QStringLiteral("b.fbz"), iotest::bundled(), o)
                .error,
            QStringLiteral("b.fbz/game.pgn: more than 16 KB (the limit)"));
    }
};

QTEST_GUILESS_MAIN(TestLimits)
#include "tst_limits.moc"
