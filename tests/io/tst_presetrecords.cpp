// SPDX-License-Identifier: GPL-3.0-or-later
// What other programs' records call a variant and its pieces is data of the presets (their
// `records`): a user's own preset is read and written in those formats like a bundled one, and
// app/io names no preset of its own.
#include "iotest.h"
#include "kif.h"
#include "movenotation.h"
#include "pgnwriter.h"
#include "variantnames.h"

#include <QDirIterator>
#include <QTemporaryDir>
#include <QTest>

using namespace fb;
using namespace fb::io;

namespace {

// A child of shogi with a 手合割 name, aliases and a handicap of its own, and its gold general
// renamed in kanji (黄).
const char* const MyShogi = R"({
  "id": "myshogi",
  "inherits": "shogi",
  "name": "My Shogi",
  "records": {
    "names": { "pgn": "myshogi", "kif": "私将棋" },
    "aliases": ["My Shogi Variant", "わたし将棋"],
    "impliedBy": [],
    "handicaps": [
      { "kif": "黄落ち", "start": "lns1k1snl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" }
    ]
  },
  "pieces": [
    { "id": "gold", "records": { "kif": { "move": "黄", "read": ["黄将"] } } }
  ]
})";

// A child of shogi that keeps every name of its parent.
const char* const ShogiCopy
    = R"({ "id": "shogi-copy", "inherits": "shogi", "name": "Shogi Copy" })";

// A child of xiangqi whose cannon has other Chinese names.
const char* const MyXiangqi = R"({
  "id": "myxiangqi",
  "inherits": "xiangqi",
  "records": { "names": { "pgn": "myxiangqi" }, "aliases": [], "impliedBy": [] },
  "pieces": [ { "id": "cannon", "records": { "chinese": { "first": "砲", "second": "包", "read": [] } } } ]
})";

// The bundled presets and the user presets above, from files as the app installs them.
struct UserPresets
{
    QTemporaryDir dir;
    PresetRegistry registry = iotest::bundled();

    UserPresets()
    {
        for (const auto& [name, json] : {std::pair{"myshogi", MyShogi},
                 std::pair{"shogi-copy", ShogiCopy}, std::pair{"myxiangqi", MyXiangqi}}) {
            const QString path = dir.filePath(QLatin1StringView(name) + QStringLiteral(".json"));
            if (!iotest::writeFile(path, QByteArray(json)) || registry.addFile(path).isEmpty())
                qFatal("cannot add the preset %s", name);
        }
    }
};

// The moves (USI) played from `fen` (the start position if empty) of `v`.
MoveList play(const VariantPtr& v, const QString& fen, const QStringList& moves)
{
    std::optional<Position> pos = readFen(v, fen.isEmpty() ? v->startFen : fen);
    MoveList out;
    for (const QString& text : moves) {
        const std::optional<Move> m = pos ? parseUsi(*pos, text) : std::nullopt;
        if (!m)
            qFatal("not a move here: %s", qPrintable(text));
        out.push_back(*m);
        pos->makeMove(*m);
    }
    return out;
}

QString kifText(const GameRecord& g)
{
    QString text, error;
    if (!writeKif(g, text, &error))
        qFatal("writeKif: %s", qPrintable(error));
    return text;
}

} // namespace

class TestPresetRecords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A game of the user preset is written as KIF with its own 手合割 name and kanji, and
    // reads back as the same game: with the preset installed, and where only the bundled
    // presets are known (the KIF carries it).
    void userPresetKifRoundTrip()
    {
        UserPresets user;
        const VariantPtr v = user.registry.variant(QStringLiteral("myshogi"));
        QVERIFY(v);
        const GameRecord g = GameRecord::fromMoves(v, QStringLiteral("myshogi"), {}, {},
            play(v, {}, {"7g7f", "3c3d", "6i5h", "4a3b"}), &user.registry);
        QVERIFY(!g.presetJson.isEmpty());
        const QString text = kifText(g);
        QVERIFY2(text.contains(QStringLiteral("手合割：私将棋\n")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("５八黄(69)")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("３二黄(41)")), qPrintable(text));
        for (const QString& line : text.split(u'\n'))
            QVERIFY2(line.startsWith(u'#') || !line.contains(u'金'), qPrintable(line));
        QByteArray bytes;
        QString error;
        QVERIFY2(encodeGames({g}, LogFormat::Kif, QStringLiteral("my.kif"), bytes, &error),
            qPrintable(error));
        const PresetRegistry& installed = user.registry;
        for (const PresetRegistry* registry : {&installed, &iotest::bundled()}) {
            const LoadResult r = loadGamesFromData(bytes, QStringLiteral("my.kif"), *registry);
            QVERIFY2(r.ok() && r.games.size() == 1, qPrintable(r.error));
            QCOMPARE(r.encoding, QStringLiteral("Shift_JIS"));
            QVERIFY2(r.games[0].isComplete(), qPrintable(r.games[0].error));
            QCOMPARE(r.games[0].presetId, QStringLiteral("myshogi"));
            QVERIFY(iotest::sameMoves(g, r.games[0]));
            QCOMPARE(r.games[0].positionAt()->key(), g.positionAt()->key());
        }
    }

    // A KIF that names the user preset by its 手合割 (and nothing else) is read as it when it
    // is installed, and its kanji are the preset's; without it the name means nothing.
    void kifNamesUserPreset()
    {
        UserPresets user;
        const QString kif = QStringLiteral("手合割：私将棋\n手数----指手---------消費時間--\n"
                                           "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ４八黄\n");
        const LoadResult r = iotest::load(kif, QStringLiteral("mine.kifu"), {}, user.registry);
        QVERIFY2(r.games.value(0).isComplete(), qPrintable(r.games.value(0).error));
        QCOMPARE(r.games[0].presetId, QStringLiteral("myshogi"));
        QCOMPARE(r.games[0].variant->id, QStringLiteral("myshogi"));
        QCOMPARE(r.games[0].mainLine.moves[2].move.from,
            r.games[0].variant->geometry.square(5, 0)); // the gold of 4i
        // Its gold is no 金, shogi's is no 黄 (named without its origin, a move must name it).
        const LoadResult gold = iotest::load(
            QString(kif).replace(u'黄', u'金'), QStringLiteral("mine.kifu"), {}, user.registry);
        QVERIFY(!gold.games.value(0).isComplete());
        QVERIFY2(gold.games[0].error.contains(QStringLiteral("４八金")),
            qPrintable(gold.games[0].error));
        const LoadResult plain
            = iotest::load(QString(kif).replace(QStringLiteral("私将棋"), QStringLiteral("平手")),
                QStringLiteral("mine.kifu"), {}, user.registry);
        QCOMPARE(plain.games.value(0).presetId, QStringLiteral("shogi"));
        QVERIFY(!plain.games.value(0).isComplete());
        const LoadResult unknown = iotest::load(kif, QStringLiteral("mine.kifu"));
        QVERIFY2(unknown.games.value(0).error.startsWith(
                     QStringLiteral("mine.kifu:1: unknown handicap '私将棋'")),
            qPrintable(unknown.games.value(0).error));
    }

    // A 手合割 no preset has is the record's first error, though it is looked up at its end.
    void unknownHandicapComesFirst()
    {
        const LoadResult r = iotest::load(
            QStringLiteral(
                "手合割：九枚落ち\n手数----指手---------消費時間--\n   1 ７六歩(77)\nxyz\n"),
            QStringLiteral("e.kif"));
        QVERIFY2(r.games.value(0).error.startsWith(QStringLiteral("e.kif:1: unknown handicap")),
            qPrintable(r.games.value(0).error));
    }

    // A handicap of the user preset (records.handicaps): the game starts from its position,
    // the second player moving first.
    void kifNamesUserHandicap()
    {
        UserPresets user;
        const LoadResult r = iotest::load(
            QStringLiteral("手合割：黄落ち\n   1 ３四歩(33)\n   2 ７六歩(77)\n   3 投了\n"),
            QStringLiteral("h.kifu"), {}, user.registry);
        QVERIFY2(r.games.value(0).isComplete(), qPrintable(r.games.value(0).error));
        QCOMPARE(r.games[0].presetId, QStringLiteral("myshogi"));
        QCOMPARE(r.games[0].startPosition()->sideToMove(), Second);
        // After two moves the second player is to move again, and resigned.
        QCOMPARE(r.games[0].result, QStringLiteral("1-0"));
    }

    // PGN's [Variant] names the user preset by one of its aliases (case, spaces and '-' do not
    // matter), and by its records.names.pgn.
    void pgnVariantAlias_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("id");
        QTest::newRow("alias") << "My Shogi Variant" << "myshogi";
        QTest::newRow("alias spelt another way") << "my-shogi_variant" << "myshogi";
        QTest::newRow("alias in kanji") << "わたし将棋" << "myshogi";
        QTest::newRow("pgn name") << "myshogi" << "myshogi";
        QTest::newRow("parent") << "shogi" << "shogi";
        QTest::newRow("parent alias") << "Japanese Chess" << "shogi";
    }

    void pgnVariantAlias()
    {
        QFETCH(QString, name);
        QFETCH(QString, id);
        UserPresets user;
        const VariantPtr shogi = iotest::bundled().variant(QStringLiteral("shogi"));
        GameRecord g = GameRecord::fromMoves(
            shogi, QStringLiteral("shogi"), {}, {}, play(shogi, {}, {"7g7f", "3c3d"}));
        g.presetId.clear(); // named by [Variant] only
        QString text = writePgn(g);
        QVERIFY(text.contains(QStringLiteral("[Variant \"shogi\"]\n")));
        text.replace(
            QStringLiteral("[Variant \"shogi\"]"), QStringLiteral("[Variant \"%1\"]").arg(name));
        const LoadResult r = iotest::load(text, QStringLiteral("v.pgn"), {}, user.registry);
        QVERIFY2(r.games.value(0).isComplete(), qPrintable(r.games.value(0).error));
        QCOMPARE(r.games[0].presetId, id);
        QCOMPARE(presetIdForVariantName(name, &user.registry), id);
    }

    // A child that keeps its parent's names reads as the parent wherever both fit: by name, by
    // 手合割, by the format's own preset.
    void inheritedNamesYieldToTheParent()
    {
        UserPresets user;
        QCOMPARE(presetIdForVariantName(QStringLiteral("shogi"), &user.registry),
            QStringLiteral("shogi"));
        QCOMPARE(kifStartNamed(user.registry, QStringLiteral("平手"))->presetId,
            QStringLiteral("shogi"));
        QCOMPARE(kifStartNamed(user.registry, QStringLiteral("香落ち"))->presetId,
            QStringLiteral("shogi"));
        ImpliedVariant usi;
        usi.format = QStringLiteral("usi");
        QCOMPARE(impliedPresetId(user.registry, usi), QStringLiteral("shogi"));
        QCOMPARE(bestPreset(user.registry, {QStringLiteral("shogi-copy"), QStringLiteral("shogi")}),
            QStringLiteral("shogi"));
        // Its own id still names it.
        QCOMPARE(presetIdForVariantName(QStringLiteral("shogi-copy"), &user.registry),
            QStringLiteral("shogi-copy"));
    }

    // The names of the players' Chinese notation are the preset's.
    void userChineseNames()
    {
        UserPresets user;
        const VariantPtr v = user.registry.variant(QStringLiteral("myxiangqi"));
        QVERIFY(v);
        std::optional<Position> pos = readFen(v, v->startFen);
        MoveList legal;
        MoveGenerator::generateLegal(*pos, legal);
        const std::optional<Move> cannon = parseCoordinate(*pos, QStringLiteral("h3e3"));
        QVERIFY(cannon);
        QCOMPARE(moveText(Notation::Chinese, *pos, legal, *cannon), QStringLiteral("砲二平五"));
        QVERIFY(readMove(Notation::Chinese, *pos, legal, QStringLiteral("砲二平五")).move);
        QVERIFY(readMove(Notation::Chinese, *pos, legal, QStringLiteral("包二平五")).move);
        QVERIFY(!readMove(Notation::Chinese, *pos, legal, QStringLiteral("炮二平五")).move);
    }

    // No preset is named in the sources of app/io: the formats know presets only by their
    // records.
    void ioNamesNoPreset()
    {
        const QString dir = iotest::data(QStringLiteral("../../app/io"));
        QStringList ids = iotest::bundled().ids();
        QVERIFY(ids.contains(QStringLiteral("chushogi")));
        int files = 0;
        QDirIterator it(dir, {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files);
        while (it.hasNext()) {
            const QString path = it.next();
            const QString source = QString::fromUtf8(iotest::readAll(path));
            ++files;
            for (const QString& id : ids)
                QVERIFY2(!source.contains(u'"' + id + u'"'),
                    qPrintable(QStringLiteral("%1 names the preset \"%2\"").arg(path, id)));
        }
        QVERIFY(files > 50);
    }
};

QTEST_GUILESS_MAIN(TestPresetRecords)
#include "tst_presetrecords.moc"
