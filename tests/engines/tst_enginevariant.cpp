// SPDX-License-Identifier: GPL-3.0-or-later
// A variant an XBoard engine defines, read into a preset (EngineVariantReader): Debian's
// Fairy-Stockfish defines its variants by XBoard's setup and piece commands and shows a piece's
// moves by lift and highlight, so it is the oracle of the import and of the check; a fake engine
// shows the check finding differences and the refusals.
#include "enginetestutil.h"
#include "enginevariantreader.h"
#include "perft.h"
#include "presetloader.h"
#include "xboardengine.h"

#include <QJsonArray>

using namespace fb;
using namespace fb::engines;

namespace {

const QString FakeXBoard = QStringLiteral(FAIRYBOARD_TEST_DATA "/engines/fake-xboard.sh");

struct Read
{
    io::ImportResult result;
    int checked = 0;
    int differences = 0;
    QString notes() const
    {
        QStringList lines;
        for (const io::ImportNote& n : result.notes)
            lines << n.toString();
        return lines.join(u'\n');
    }
};

/// Reads `variant` from the engine of `entry`, waiting up to a minute (a timeout leaves the
/// result empty with a note saying so).
Read readVariant(const EngineEntry& entry, const QString& variant, const PresetRegistry& registry)
{
    EngineVariantReader reader(entry, variant, registry);
    Read out;
    QEventLoop loop;
    QObject::connect(
        &reader, &EngineVariantReader::finished, &loop, [&](const io::ImportResult& r) {
            out.result = r;
            loop.quit();
        });
    QTimer::singleShot(60000, &loop, [&] {
        out.result.notes.append({QStringLiteral("test"), 0, QStringLiteral("timed out")});
        loop.quit();
    });
    reader.start();
    loop.exec();
    out.checked = reader.checkedPositions();
    out.differences = reader.differences();
    return out;
}

EngineEntry entryOf(const QString& program, const QStringList& arguments = {},
    const QString& protocol = QStringLiteral("xboard"))
{
    EngineEntry e;
    e.program = program;
    e.arguments = arguments;
    e.protocol = protocol;
    return e;
}

} // namespace

class TestEngineVariant : public QObject
{
    Q_OBJECT

    PresetRegistry m_registry;
    QString m_fsf;

private Q_SLOTS:
    void initTestCase()
    {
        m_registry.addBundled();
        m_fsf = enginetest::findEngine(QStringLiteral("fairy-stockfish"));
    }

    void highlightBoards()
    {
        const auto marked
            = parseXBoardHighlight(QStringLiteral("10/10/10/10/10/10/1Y1Y6/10/10/4R5"), 10, 10);
        QVERIFY(marked);
        const QList<std::pair<int, int>> expected{{1, 3}, {3, 3}, {4, 0}};
        QCOMPARE(*marked, expected);
        QVERIFY(!parseXBoardHighlight(QStringLiteral("8/8/8"), 8, 8)); // too few ranks
        QVERIFY(!parseXBoardHighlight(QStringLiteral("9/8/8/8/8/8/8/8"), 8, 8)); // too long
        QVERIFY(!parseXBoardHighlight(QStringLiteral("7/8/8/8/8/8/8/8"), 8, 8)); // too short
        QVERIFY(!parseXBoardHighlight(QStringLiteral("8/8/8/8/8/8/8/7*"), 8, 8));
        QVERIFY(!parseXBoardHighlight(QStringLiteral("99999999999/8/8/8/8/8/8/8"), 8, 8));
    }

    // Shako as Fairy-Stockfish defines it (cannons, elephants, castling on the second rank): the
    // import agrees with the engine's highlights in every position of the check, and counts the
    // same moves as our bundled preset.
    void fairyStockfishShako()
    {
        if (m_fsf.isEmpty())
            QSKIP("fairy-stockfish is not installed (packaging/dev installs it)");
        const Read r = readVariant(entryOf(m_fsf), QStringLiteral("shako"), m_registry);
        QCOMPARE(r.result.presets.size(), 1);
        QCOMPARE(r.checked, EngineVariantReader::CheckPositions);
        QVERIFY2(r.differences == 0, qPrintable(r.notes()));
        const QJsonObject preset = r.result.presets.first().preset;
        QCOMPARE(
            preset.value(QStringLiteral("id")).toString(), QStringLiteral("shako-fairy-stockfish"));
        QCOMPARE(preset.value(QStringLiteral("records"))
                     .toObject()
                     .value(QStringLiteral("aliases"))
                     .toArray(),
            QJsonArray{QStringLiteral("shako")});
        QList<PresetDiagnostic> diagnostics;
        const VariantPtr imported = compilePreset(preset, QStringLiteral("shako"), diagnostics);
        QVERIFY(imported);
        const VariantPtr bundled = m_registry.variant(QStringLiteral("shako"));
        QVERIFY(bundled);
        auto count = [](const VariantPtr& v) {
            std::optional<Position> pos = readFen(v, v->startFen);
            return pos ? perft(*pos, 3) : 0;
        };
        QCOMPARE(count(imported), count(bundled));
    }

    // Racing kings' goal and its rule that no move may give check are not XBoard setup data:
    // the import is the parent's rules with these pieces, and the check says where the
    // engine's moves and ours part.
    void fairyStockfishDifferencesReported()
    {
        if (m_fsf.isEmpty())
            QSKIP("fairy-stockfish is not installed (packaging/dev installs it)");
        const Read r = readVariant(entryOf(m_fsf), QStringLiteral("racingkings"), m_registry);
        QCOMPARE(r.result.presets.size(), 1);
        QVERIFY(r.differences > 0);
        QVERIFY2(r.notes().contains(u"only ours reach"), qPrintable(r.notes()));
    }

    // A variant it knows by name only (no setup command): nothing imported, and why.
    void fairyStockfishBuiltinOnly()
    {
        if (m_fsf.isEmpty())
            QSKIP("fairy-stockfish is not installed (packaging/dev installs it)");
        const Read r = readVariant(entryOf(m_fsf), QStringLiteral("xiangqi"), m_registry);
        QVERIFY(r.result.presets.isEmpty());
        QVERIFY2(r.notes().contains(u"no definition of 'xiangqi'"), qPrintable(r.notes()));
    }

    // The fake engine highlights no move for any piece: each piece with moves is a difference,
    // listed up to MaxListedDifferences and counted beyond.
    void fakeEngineHighlightsNothing()
    {
        const Read r
            = readVariant(entryOf(QStringLiteral("sh"),
                              {FakeXBoard, QStringLiteral("e2e4"), QStringLiteral("highlight=1")}),
                QStringLiteral("chu"), m_registry);
        QCOMPARE(r.result.presets.size(), 1);
        QCOMPARE(r.checked, EngineVariantReader::CheckPositions);
        QVERIFY(r.differences > EngineVariantReader::MaxListedDifferences);
        QVERIFY2(r.notes().contains(u"the piece on e2 in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/"
                                    u"RNBQKBNR w KQkq - 0 1: only the engine's moves reach -; "
                                    u"only ours reach e3 e4"),
            qPrintable(r.notes()));
        QVERIFY2(r.notes().contains(u"more pieces whose moves differ"), qPrintable(r.notes()));
    }

    // Without the highlight feature the import is made and says it was not checked.
    void fakeEngineWithoutHighlight()
    {
        const Read r
            = readVariant(entryOf(QStringLiteral("sh"), {FakeXBoard, QStringLiteral("e2e4")}),
                QStringLiteral("chu"), m_registry);
        QCOMPARE(r.result.presets.size(), 1);
        QCOMPARE(r.checked, 0);
        QVERIFY2(r.notes().contains(u"no highlight feature"), qPrintable(r.notes()));
        // its knight is the piece it defined
        bool knight = false;
        for (const QJsonValue& p : r.result.presets.first().preset.value(u"pieces").toArray())
            knight
                = knight || (p[u"letter"].toString() == u"N" && p[u"betza"].toString() == u"fNsW");
        QVERIFY(knight);
    }

    void refusals()
    {
        const Read unknown
            = readVariant(entryOf(QStringLiteral("sh"), {FakeXBoard, QStringLiteral("e2e4")}),
                QStringLiteral("shako"), m_registry);
        QVERIFY(unknown.result.presets.isEmpty());
        QVERIFY2(unknown.notes().contains(u"does not play 'shako' (it plays normal, chu)"),
            qPrintable(unknown.notes()));
        const Read uci
            = readVariant(entryOf(QStringLiteral("sh"),
                              {QStringLiteral(FAIRYBOARD_TEST_DATA "/engines/fake-uci.sh")},
                              QStringLiteral("uci")),
                QStringLiteral("chess"), m_registry);
        QVERIFY(uci.result.presets.isEmpty());
        QVERIFY2(uci.notes().contains(u"only XBoard engines"), qPrintable(uci.notes()));
        const Read missing = readVariant(
            entryOf(QStringLiteral("/nonexistent/engine")), QStringLiteral("chu"), m_registry);
        QVERIFY(missing.result.presets.isEmpty());
        QVERIFY(!missing.result.notes.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestEngineVariant)
#include "tst_enginevariant.moc"
