// SPDX-License-Identifier: GPL-3.0-or-later
// Compressed logs and bundles through KArchive, and every way a bundle can be hostile.
#include "bundle.h"
#include "compressedfile.h"
#include "iotest.h"
#include "pgnwriter.h"
#include "presetfolder.h"
#include "randomgames.h"
#include "rawzip.h"
#include "zipdirectory.h"

#include <QDirIterator>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace fb;
using namespace fb::io;
using namespace rawzip;

namespace {

const QByteArray Manifest
    = QByteArrayLiteral("{\"format\": \"fairyboard-game-bundle\", \"version\": 1}");
const QByteArray Pgn = QByteArrayLiteral("[Event \"b\"]\n\n1. e4 e5 *\n");

QString bundleError(const QByteArray& zip)
{
    Bundle b;
    QString error;
    if (readBundle(zip, QStringLiteral("t.fbz"), b, &error))
        return QString();
    return error;
}

// The central-directory entry of `name` in a zip made by KZip, to patch its sizes.
qsizetype centralEntry(const QByteArray& zip, const QByteArray& name)
{
    for (qsizetype at = zip.indexOf("PK\x01\x02"); at >= 0; at = zip.indexOf("PK\x01\x02", at + 4))
        if (zip.mid(at + 46, name.size()) == name)
            return at;
    return -1;
}

void patch32(QByteArray& zip, qsizetype at, quint32 v)
{
    for (int k = 0; k < 4; ++k)
        zip[at + k] = char((v >> (8 * k)) & 0xFF);
}

} // namespace

class TestArchive : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        if (!haveArchiveSupport())
            QSKIP("no KArchive in this build");
    }

    void compressedLogs_data()
    {
        QTest::addColumn<QString>("compression");
        QTest::addColumn<QString>("name");
        QTest::newRow("gzip") << "gzip" << "games.pgn.gz";
        QTest::newRow("bzip2") << "bzip2" << "games.pgn.bz2";
        QTest::newRow("xz") << "xz" << "games.pgn.xz";
        QTest::newRow("zstd") << "zstd" << "games.pgn.zst";
        QTest::newRow("gzip, plain name") << "gzip" << "games-gz.pgn";
        QTest::newRow("kif in xz") << "xz" << "shogi.kif.xz";
    }

    void compressedLogs()
    {
        QFETCH(QString, compression);
        QFETCH(QString, name);
        const QByteArray plain = name.contains(QStringLiteral("kif"))
            ? iotest::readAll(iotest::logs(QStringLiteral("shogi-shiftjis.kif")))
            : iotest::readAll(iotest::logs(QStringLiteral("chess-annotated.pgn")));
        QByteArray packed;
        QString error;
        QVERIFY2(compress(plain, compression, packed, &error), qPrintable(error));
        QCOMPARE(compressionForData(packed.left(8)), compression);
        const QString path = m_dir.filePath(name);
        QVERIFY(iotest::writeFile(path, packed));
        const LoadResult r = loadGames(path, iotest::bundled());
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.games.size(), name.contains(QStringLiteral("kif")) ? 1 : 4);
        for (const GameRecord& g : r.games)
            QVERIFY2(g.isComplete(), qPrintable(g.error));
    }

    void damagedCompression()
    {
        QByteArray packed;
        QVERIFY(compress(Pgn.repeated(200), QStringLiteral("gzip"), packed, nullptr));
        const QString path = m_dir.filePath(QStringLiteral("cut.pgn.gz"));
        QVERIFY(iotest::writeFile(path, packed.left(packed.size() / 2)));
        const LoadResult r = loadGames(path, iotest::bundled());
        QVERIFY(!r.ok());
        QVERIFY2(r.error.startsWith(path + QStringLiteral(": ")), qPrintable(r.error));
        QVERIFY(r.games.isEmpty());
        // Garbage after a gzip magic number.
        const LoadResult junk = loadGamesFromData(
            QByteArray("\x1F\x8B\x08garbage", 10), QStringLiteral("junk.pgn"), iotest::bundled());
        QVERIFY(!junk.ok());
        QVERIFY(junk.error.startsWith(QStringLiteral("junk.pgn: ")));
    }

    void decompressionBomb()
    {
        QByteArray packed, out;
        QVERIFY(compress(QByteArray(4 << 20, '\0'), QStringLiteral("xz"), packed, nullptr));
        QString error;
        QVERIFY(!decompress(packed, QStringLiteral("xz"), out, &error, 1 << 20));
        QVERIFY2(error.contains(QStringLiteral("more than 1 MB")), qPrintable(error));
        QVERIFY(out.isEmpty());
    }

    void gameBundle()
    {
        PresetRegistry withCustom = iotest::bundled();
        const QString id
            = withCustom.addFile(iotest::data(QStringLiteral("presets/knightrider-chess.json")));
        GameRecord g = randomGames(withCustom.variant(id), id, 1, 3, 40).front();
        g.presetJson = withCustom.resolved(id);
        g.pieceImages.insert(QStringLiteral("white-knight.svg"), QByteArrayLiteral("<svg/>"));
        g.pieceImages.insert(QStringLiteral("black-knight.svg"), QByteArrayLiteral("<svg></svg>"));
        g.mainLine.moves[0].comments << QStringLiteral("in a bundle");
        const QString path = m_dir.filePath(QStringLiteral("game.fbz"));
        QString error;
        QVERIFY2(saveGame(g, path, &error), qPrintable(error));
        // Only the bundled presets are known where it is opened.
        const LoadResult r = loadGames(path, iotest::bundled());
        QVERIFY2(r.ok(), qPrintable(r.error));
        QVERIFY2(r.games[0].isComplete(), qPrintable(r.games[0].error));
        QVERIFY(iotest::sameMoves(g, r.games[0]));
        QCOMPARE(r.games[0].pieceImages, g.pieceImages);
        QCOMPARE(r.games[0].presetJson, g.presetJson);
        QCOMPARE(r.games[0].mainLine.moves[0].comments, QStringList{QStringLiteral("in a bundle")});
        // The stored layout.
        QList<ZipEntryInfo> entries;
        QVERIFY(listZipEntries(iotest::readAll(path), entries, &error));
        QStringList names;
        for (const ZipEntryInfo& e : entries)
            names << e.name;
        names.sort();
        QCOMPARE(names,
            (QStringList{QStringLiteral("game.pgn"), QStringLiteral("manifest.json"),
                QStringLiteral("pieces/black-knight.svg"),
                QStringLiteral("pieces/white-knight.svg"), QStringLiteral("preset.json")}));
    }

    void presetBundle()
    {
        PresetRegistry withCustom = iotest::bundled();
        const QString id
            = withCustom.addFile(iotest::data(QStringLiteral("presets/knightrider-chess.json")));
        QTemporaryDir art;
        QVERIFY(iotest::writeFile(
            QDir(art.path()).filePath(QStringLiteral("white-knight.svg")), "<svg id='n'/>"));
        Bundle b;
        b.kind = Bundle::Kind::Preset;
        b.preset = withCustom.resolved(id);
        b.images = collectPieceImages(b.preset, {art.path()});
        QCOMPARE(b.images.keys(), QStringList{QStringLiteral("white-knight.svg")});
        const QString path = m_dir.filePath(QStringLiteral("knightrider.fbpz"));
        QString error;
        QVERIFY2(writeBundleFile(path, b, &error), qPrintable(error));
        Bundle back;
        QVERIFY2(readBundleFile(path, back, &error), qPrintable(error));
        QVERIFY(back.kind == Bundle::Kind::Preset);
        QCOMPARE(back.preset, b.preset);
        QCOMPARE(back.images, b.images);
        QTemporaryDir target;
        QString installed;
        QVERIFY2(installPresetBundle(back, target.path(), &installed, &error), qPrintable(error));
        QCOMPARE(installed, id);
        QVERIFY(QFile::exists(
            QDir(target.path()).filePath(QStringLiteral("pieces/%1/white-knight.svg").arg(id))));
        PresetRegistry fresh = iotest::bundled();
        QCOMPARE(fresh.addFile(QDir(target.path()).filePath(id + QStringLiteral(".json"))), id);
        QVERIFY(fresh.variant(id));
        // A preset bundle holds no games.
        const LoadResult r = loadGames(path, iotest::bundled());
        QVERIFY(!r.ok());
        QVERIFY(r.error.contains(QStringLiteral("holds no games")));
    }

    // A second install replaces the first with its images; a failed one changes nothing;
    // removing takes the preset and its image folder, nothing else.
    void installReplacesAndRemoves()
    {
        QTemporaryDir target;
        const QDir d(target.path());
        Bundle b;
        b.kind = Bundle::Kind::Preset;
        b.preset = iotest::bundled().resolved(QStringLiteral("chess"));
        b.preset[QStringLiteral("id")] = QStringLiteral("my-chess");
        b.preset[QStringLiteral("inherits")] = QStringLiteral("chess");
        b.images.insert(QStringLiteral("white-king.svg"), "<svg id='one'/>");
        b.images.insert(QStringLiteral("black-king.svg"), "<svg id='one'/>");
        QString error, id;
        QVERIFY2(installPresetBundle(b, d.path(), &id, &error), qPrintable(error));
        QCOMPARE(id, QStringLiteral("my-chess"));
        const QString json = d.filePath(QStringLiteral("my-chess.json"));
        QVERIFY(!iotest::readAll(json).contains("inherits")); // stored self-contained
        QCOMPARE(pieceImageDirs(d.path(), id).constFirst(),
            d.filePath(QStringLiteral("pieces/my-chess")));

        b.images.remove(QStringLiteral("black-king.svg"));
        b.images[QStringLiteral("white-king.svg")] = "<svg id='two'/>";
        QVERIFY2(installPresetBundle(b, d.path(), &id, &error), qPrintable(error));
        QCOMPARE(iotest::readAll(d.filePath(QStringLiteral("pieces/my-chess/white-king.svg"))),
            QByteArray("<svg id='two'/>"));
        QVERIFY(!QFile::exists(d.filePath(QStringLiteral("pieces/my-chess/black-king.svg"))));
        QCOMPARE(d.entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
            (QStringList{QStringLiteral("my-chess.json"), QStringLiteral("pieces")}));

        // The preset cannot be renamed into place (a folder stands there): the images that
        // were already moved go back.
        Bundle other = b;
        other.preset[QStringLiteral("id")] = QStringLiteral("blocked");
        QVERIFY(d.mkpath(QStringLiteral("blocked.json/x")));
        QVERIFY(d.mkpath(QStringLiteral("pieces/blocked")));
        QVERIFY(
            QFile(d.filePath(QStringLiteral("pieces/blocked/old.svg"))).open(QIODevice::WriteOnly));
        QVERIFY(!installPresetBundle(other, d.path(), nullptr, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(QDir(d.filePath(QStringLiteral("pieces/blocked"))).entryList(QDir::Files),
            QStringList{QStringLiteral("old.svg")});
        QVERIFY(
            d.entryList({QStringLiteral(".install-*")}, QDir::AllEntries | QDir::Hidden).isEmpty());

        QVERIFY2(
            removeInstalledPreset(d.path(), QStringLiteral("my-chess"), &error), qPrintable(error));
        QVERIFY(!QFile::exists(json));
        QVERIFY(!QFile::exists(d.filePath(QStringLiteral("pieces/my-chess"))));
        QVERIFY(QFile::exists(d.filePath(QStringLiteral("pieces/blocked/old.svg"))));
        QVERIFY(!removeInstalledPreset(d.path(), QStringLiteral("my-chess"), &error));
        QVERIFY(error.contains(QStringLiteral("no such file")));
        QVERIFY(!removeInstalledPreset(d.path(), QStringLiteral("../x"), &error));
    }

    void hostileBundles_data()
    {
        QTest::addColumn<QByteArray>("zip");
        QTest::addColumn<QString>("error");
        auto entries = [](std::initializer_list<std::pair<const char*, QByteArray>> list) {
            QList<RawEntry> out;
            for (const auto& [name, data] : list)
                out.append({QByteArray(name), data, 0});
            return rawZip(out);
        };
        QTest::newRow("good") << entries({{"manifest.json", Manifest}, {"game.pgn", Pgn}}) << "";
        QTest::newRow("parent") << entries({{"manifest.json", Manifest}, {"../evil.pgn", Pgn}})
                                << "entry '../evil.pgn': leaves the bundle";
        QTest::newRow("nested parent")
            << entries({{"manifest.json", Manifest}, {"pieces/../../x.svg", "x"}})
            << "leaves the bundle";
        QTest::newRow("absolute") << entries({{"manifest.json", Manifest}, {"/etc/evil", "x"}})
                                  << "entry '/etc/evil': not a plain relative path";
        QTest::newRow("drive") << entries({{"manifest.json", Manifest}, {"C:/evil", "x"}})
                               << "not a plain relative path";
        QTest::newRow("backslash")
            << entries({{"manifest.json", Manifest}, {"pieces\\..\\x.svg", "x"}})
            << "not a plain relative path";
        QTest::newRow("unknown entry") << entries({{"manifest.json", Manifest}, {"run.sh", "x"}})
                                       << "entry 'run.sh': not part of a Fairyboard bundle";
        QTest::newRow("bad image name")
            << entries({{"manifest.json", Manifest}, {"pieces/.hidden.svg", "x"}})
            << "not part of a Fairyboard bundle";
        QTest::newRow("twice") << entries({{"manifest.json", Manifest}, {"game.pgn", Pgn},
            {"game.pgn", Pgn}}) << "entry 'game.pgn' appears twice";
        QTest::newRow("no manifest") << entries({{"game.pgn", Pgn}}) << "no manifest.json";
        QTest::newRow("manifest not json")
            << entries({{"manifest.json", "{oops"}, {"game.pgn", Pgn}}) << "manifest.json:";
        QTest::newRow("other format")
            << entries({{"manifest.json", "{\"format\": \"zip\", \"version\": 1}"}})
            << "unknown bundle format 'zip'";
        QTest::newRow("future version") << entries(
            {{"manifest.json", "{\"format\": \"fairyboard-game-bundle\", \"version\": 2}"}})
                                        << "bundle version 2 is not supported";
        QTest::newRow("no log") << entries({{"manifest.json", Manifest}})
                                << "a game bundle without game.pgn";
        QTest::newRow("preset without id")
            << entries({{"manifest.json", Manifest}, {"game.pgn", Pgn}, {"preset.json", "{}"}})
            << "preset.json is empty";
        QTest::newRow("encrypted") << rawZip({{"manifest.json", Manifest, 1}}) << "is encrypted";
        QTest::newRow("not a zip")
            << QByteArray("PK\x03\x04 not really a zip at all, just text") << "not a zip archive";
        QTest::newRow("empty") << QByteArray() << "not a zip archive";
        const QByteArray good = entries({{"manifest.json", Manifest}, {"game.pgn", Pgn}});
        QTest::newRow("truncated") << good.left(good.size() - 10) << "not a zip archive";
        QList<RawEntry> many;
        many.append({"manifest.json", Manifest, 0});
        for (int i = 0; i < 1200; ++i)
            many.append({QByteArray("pieces/p") + QByteArray::number(i) + ".svg", "x", 0});
        QTest::newRow("too many entries") << rawZip(many) << "too many entries";
    }

    void hostileBundles()
    {
        QFETCH(QByteArray, zip);
        QFETCH(QString, error);
        const QString why = bundleError(zip);
        if (error.isEmpty()) {
            QVERIFY2(why.isEmpty(), qPrintable(why));
            return;
        }
        QVERIFY2(why.startsWith(QStringLiteral("t.fbz: ")), qPrintable(why));
        QVERIFY2(why.contains(error), qPrintable(why));
        // Through the loading API too: a file-level error, no games.
        const LoadResult r = loadGamesFromData(zip, QStringLiteral("t.fbz"), iotest::bundled());
        QVERIFY(!r.ok());
        QVERIFY(r.games.isEmpty());
    }

    // Deflated entries: a ratio bomb, a header that lies about the size, an oversized entry.
    void deflateBombs()
    {
        Bundle b;
        b.log = Pgn;
        b.images.insert(QStringLiteral("zeros.svg"), QByteArray(2 << 20, '\0'));
        QByteArray zip;
        QString error;
        QVERIFY(writeBundle(b, zip, &error));
        QString why = bundleError(zip);
        QVERIFY2(why.contains(
                     QStringLiteral("entry 'pieces/zeros.svg' is compressed suspiciously well")),
            qPrintable(why));

        // A generous ratio lets it through the checks; then a lying size is caught on reading.
        BundleLimits lenient;
        lenient.maxRatio = 1e9;
        Bundle ok;
        QVERIFY(readBundle(zip, QStringLiteral("t.fbz"), ok, &error, lenient));
        QByteArray lying = zip;
        const qsizetype at = centralEntry(lying, "pieces/zeros.svg");
        QVERIFY(at > 0);
        patch32(lying, at + 24, 5000); // declared uncompressed size
        Bundle out;
        QVERIFY(!readBundle(lying, QStringLiteral("t.fbz"), out, &error, lenient));
        QVERIFY2(error.contains(QStringLiteral("is damaged")), qPrintable(error));

        // An entry declaring more than 50 MB is refused before anything is read.
        QByteArray huge = zip;
        patch32(huge, at + 24, 60u << 20);
        QVERIFY(!readBundle(huge, QStringLiteral("t.fbz"), out, &error, lenient));
        QVERIFY2(error.contains(QStringLiteral("is too large")), qPrintable(error));
        // So is an archive over 50 MB.
        BundleLimits tiny;
        tiny.maxArchiveBytes = 100;
        QVERIFY(!readBundle(zip, QStringLiteral("t.fbz"), out, &error, tiny));
        QVERIFY(error.contains(QStringLiteral("larger than")));
    }

    // Bundles written by us never contain a name the reader would refuse.
    void writerRefusesBadImageNames()
    {
        Bundle b;
        b.log = Pgn;
        b.images.insert(QStringLiteral("../x.svg"), "x");
        QByteArray zip;
        QString error;
        QVERIFY(!writeBundle(b, zip, &error));
        QVERIFY(error.contains(QStringLiteral("not an allowed file name")));
        Bundle p;
        p.kind = Bundle::Kind::Preset;
        p.preset = QJsonObject{{QStringLiteral("id"), QStringLiteral("../../etc")}};
        QTemporaryDir target;
        QVERIFY(!installPresetBundle(p, target.path(), nullptr, &error));
        QVERIFY(error.contains(QStringLiteral("cannot be a file name")));
        QDirIterator it(
            target.path(), QDir::AllEntries | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        QVERIFY(!it.hasNext()); // nothing was written
    }
};

QTEST_GUILESS_MAIN(TestArchive)
#include "tst_archive.moc"
