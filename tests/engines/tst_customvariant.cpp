// SPDX-License-Identifier: GPL-3.0-or-later
// Presets Fairy-Stockfish does not know by name, given to it as variants.ini sections
// ("fairyboard-<id>", by VariantPath and UCI_Variant) and checked before the game (its
// "go perft" from the start against ours, a short search): a user's child of chess and bundled
// presets it does not list are played for some plies with every move checked by our rules; a
// section whose rules differ from ours and one that stops the engine are refused, naming why.
#include "customvariant.h"
#include "enginetest.h"
#include "enginetestutil.h"
#include "perft.h"
#include "playerchoice.h"
#include "presetloader.h"
#include "uciengine.h"

#include <QSignalSpy>
#include <QTemporaryDir>

using namespace fb;
using namespace fb::engines;

namespace {

// A user's child of chess with its pieces placed otherwise: it keeps chess's names, so only
// its own section tells Fairy-Stockfish its start ("position startpos").
const char* ShuffledChess = R"({
  "id": "test-shuffled-chess", "inherits": "chess", "name": "Test Shuffled Chess",
  "start": "nrbqkbrn/pppppppp/8/8/8/8/PPPPPPPP/NRBQKBRN w - - 0 1"
})";

// A child of chess with camels for knights: Fairy-Stockfish 11.1 (the build root's) stops on
// "go perft" with a camel on the board (seen by hand); a later version may play it.
const char* CamelChess = R"({
  "id": "test-camel-chess", "inherits": "chess", "name": "Test Camel Chess",
  "pieces": [
    { "id": "pawn", "promotion": { "to": ["queen", "rook", "bishop", "camel"] } },
    { "id": "knight", "remove": true },
    { "id": "camel", "name": "Camel", "letter": "C", "betza": "C" }
  ],
  "start": "rcbqkbcr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBCR w KQkq - 0 1"
})";

} // namespace

class TestCustomVariant : public QObject
{
    Q_OBJECT

    PresetRegistry m_registry;
    QTemporaryDir m_dir;
    QString m_shuffled;
    QString m_camel;
    QString m_fsf; ///< Fairy-Stockfish's path, empty when it is not installed
    bool m_fsfIs111 = false; ///< it is version 11.1 (Debian 13's)

    // Fairy-Stockfish started through PlayerLauncher (as the GUI starts it) with `section`.
    std::unique_ptr<EnginePlayer> launch(const VariantSection& section)
    {
        PlayerChoice choice
            = PlayerChoice::ofEngine({QStringLiteral("FSF"), m_fsf, {}, QStringLiteral("uci"), {}});
        choice.variantSection = section;
        PlayerLauncher launcher(choice);
        std::unique_ptr<EnginePlayer> e;
        QSignalSpy launched(&launcher, &PlayerLauncher::launched);
        connect(&launcher, &PlayerLauncher::launched, this,
            [&](Player* p) { e.reset(qobject_cast<EnginePlayer*>(p)); });
        launcher.launch();
        if (!launched.wait(20000))
            return nullptr;
        return e;
    }

    // A game of `plies` plies from the start of preset `id`, Fairy-Stockfish playing both sides
    // by the preset's section; the runner checks every move by our rules.
    GameOutcome play(const QString& id, const VariantSection& section, int plies,
        QStringList* transcript = nullptr, QString* illegal = nullptr)
    {
        std::unique_ptr<EnginePlayer> e = launch(section);
        if (!e)
            return {QStringLiteral("*"), QStringLiteral("failure"), {}, {},
                QStringLiteral("not started")};
        const VariantPtr v = m_registry.variant(id);
        if (const QString why = e->cannotPlay(*v); !why.isEmpty())
            return {QStringLiteral("*"), QStringLiteral("failure"), {}, {}, why};
        GameSettings settings;
        settings.clocks.moveTimeMs = 50;
        settings.maxPlies = plies;
        GameRunner game(*readFen(v, v->startFen), {e.get(), e.get()}, settings);
        if (!enginetest::playOut(game, 60000))
            return {QStringLiteral("*"), QStringLiteral("failure"), {}, {},
                QStringLiteral("did not end")};
        if (transcript)
            *transcript = e->transcript();
        if (illegal)
            *illegal = enginetest::illegalMoveIn(game);
        e->quit();
        return game.outcome();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_registry.addBundled();
        const QString camel = m_dir.filePath(QStringLiteral("camel.json"));
        QVERIFY(fbtest::writeFile(camel, CamelChess));
        m_camel = m_registry.addFile(camel);
        QCOMPARE(m_camel, QStringLiteral("test-camel-chess"));
        const QString shuffled = m_dir.filePath(QStringLiteral("shuffled.json"));
        QVERIFY(fbtest::writeFile(shuffled, ShuffledChess));
        m_shuffled = m_registry.addFile(shuffled);
        QCOMPARE(m_shuffled, QStringLiteral("test-shuffled-chess"));
        QVERIFY(m_registry.variant(m_shuffled) && m_registry.variant(m_camel));
        m_fsf = enginetest::findEngine(QStringLiteral("fairy-stockfish"));
        if (!m_fsf.isEmpty()) {
            QString error;
            const auto e = enginetest::launch(QStringLiteral("uci:") + m_fsf, &error);
            QVERIFY2(e, qPrintable(error));
            m_fsfIs111 = e->name().startsWith(QStringLiteral("Fairy-Stockfish 11.1 "));
            e->quit();
        }
    }

    void sectionIsNeededOnlyWhereTheNameIsNotEnough()
    {
        EngineEntry fsf{QStringLiteral("FSF"), QStringLiteral("fairy-stockfish"), {},
            QStringLiteral("uci"), {QStringLiteral("chess"), QStringLiteral("amazon")}};
        EngineOption path;
        path.name = QStringLiteral("VariantPath");
        fsf.options << path;
        const auto needed = [&](const QString& id, const QString& profile = {}) {
            return sectionNeeded(fsf, *m_registry.variant(id), id, profile, m_registry.resolved(id),
                m_registry.fileOf(id).startsWith(u':'));
        };
        // Bundled and known by name: none. A user's preset: its own section, named apart.
        QVERIFY(needed(QStringLiteral("chess")).isEmpty());
        QVERIFY(needed(QStringLiteral("amazon")).isEmpty());
        const VariantSection section = needed(m_camel);
        QCOMPARE(section.name, QStringLiteral("fairyboard-test-camel-chess"));
        QVERIFY2(section.text.contains(QStringLiteral("\n[fairyboard-test-camel-chess]\n")),
            qPrintable(section.text));
        QVERIFY(section.text.contains(QStringLiteral("\ncustomPiece1 = c:C\n")));
        QCOMPARE(section.text.count(u'['), 1); // one section
        // A bundled preset it does not list gets one too.
        QCOMPARE(needed(QStringLiteral("perfect")).name, QStringLiteral("fairyboard-perfect"));
        QCOMPARE(needed(m_shuffled).name, QStringLiteral("fairyboard-test-shuffled-chess"));
        QVERIFY(needed(m_shuffled, QStringLiteral("a-profile")).isEmpty()); // default rules only
        // An engine that loads no variants.ini files gets none.
        fsf.options.clear();
        QVERIFY(needed(m_shuffled).isEmpty());
    }

    void playsAPresetItKnowsOnlyBySection()
    {
        if (m_fsf.isEmpty())
            QSKIP("fairy-stockfish is not installed (packaging/dev installs it in the build root)");
        const VariantSection section = variantSection(m_shuffled, m_registry.resolved(m_shuffled));
        QVERIFY(!section.isEmpty());
        const VariantPtr v = m_registry.variant(m_shuffled);
        std::unique_ptr<EnginePlayer> e = launch(section);
        QVERIFY(e);
        QCOMPARE(e->cannotPlay(*v), QString());
        // The section is loaded before the variant is chosen, and checked before the game: the
        // engine's count from the start is ours, and it answers a short search.
        Position start = *readFen(v, v->startFen);
        e->newGame(start);
        QTRY_VERIFY_WITH_TIMEOUT(e->state() != EnginePlayer::State::Starting, 20000);
        QCOMPARE(e->state(), EnginePlayer::State::Ready);
        const QStringList sent = e->transcript();
        const qsizetype path = sent.indexOf(
            QRegularExpression(QStringLiteral("^> setoption name VariantPath value .*\\.ini$")));
        const qsizetype variant = sent.indexOf(
            QStringLiteral("> setoption name UCI_Variant value fairyboard-test-shuffled-chess"));
        const QString text = sent.join(u'\n');
        QVERIFY2(path >= 0 && variant > path, qPrintable(text));
        QVERIFY(
            text.contains(QStringLiteral("< info string variant fairyboard-test-shuffled-chess")));
        const quint64 ours = perft(start, UciEngine::RulesCheckDepth);
        QVERIFY(text.contains(QStringLiteral("> go perft %1").arg(UciEngine::RulesCheckDepth)));
        QVERIFY2(text.contains(QStringLiteral("< Nodes searched: %1").arg(ours)), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("> go depth 1")));
        // The game: Fairy-Stockfish plays both sides, every move checked by our rules; the
        // start was checked already, so the check is not made again.
        GameSettings settings;
        settings.clocks.moveTimeMs = 50;
        settings.maxPlies = 12;
        GameRunner game(start, {e.get(), e.get()}, settings);
        QVERIFY(enginetest::playOut(game, 60000));
        QVERIFY2(game.outcome().error.isEmpty(), qPrintable(game.outcome().error));
        QCOMPARE(game.outcome().reason, QStringLiteral("max-plies"));
        QCOMPARE(int(game.moves().size()), 12);
        const QString illegal = enginetest::illegalMoveIn(game);
        QVERIFY2(illegal.isEmpty(), qPrintable(illegal));
        QVERIFY(!e->transcript().join(u'\n').contains(QStringLiteral("> go perft")));
        e->quit();
    }

    void refusesASectionWithOtherRules()
    {
        if (m_fsf.isEmpty())
            QSKIP("fairy-stockfish is not installed (packaging/dev installs it in the build root)");
        // The engine is given rules other than the game's: pawns without their double step.
        VariantSection section = variantSection(m_shuffled, m_registry.resolved(m_shuffled));
        section.text += QStringLiteral("doubleStep = false\n");
        const GameOutcome r = play(m_shuffled, section, 12);
        QCOMPARE(r.reason, QStringLiteral("failure"));
        QCOMPARE(r.result, QStringLiteral("*"));
        QVERIFY2(r.error.contains(QStringLiteral("from the start of Test Shuffled Chess where "
                                                 "Fairyboard counts")),
            qPrintable(r.error));
        QVERIFY2(r.error.contains(QStringLiteral("not used for it")), qPrintable(r.error));
    }

    void refusesASectionThatStopsTheEngine()
    {
        if (m_fsf.isEmpty())
            QSKIP("fairy-stockfish is not installed (packaging/dev installs it in the build root)");
        const VariantSection section = variantSection(m_camel, m_registry.resolved(m_camel));
        QVERIFY(!section.isEmpty());
        QStringList sent;
        QString illegal;
        const GameOutcome r = play(m_camel, section, 8, &sent, &illegal);
        // Fairy-Stockfish 11.1 stops in the check; a version that counts as we do plays.
        if (r.reason == u"failure") {
            QVERIFY2(r.error.contains(
                         QStringLiteral("while it was checked on Test Camel Chess (go perft")),
                qPrintable(r.error));
        } else {
            QCOMPARE(r.reason, QStringLiteral("max-plies"));
            QVERIFY2(illegal.isEmpty(), qPrintable(illegal));
        }
    }

    // Bundled presets Fairy-Stockfish does not list by name: which the exporter writes, and
    // which of those the check lets the engine play. The expected outcomes are Fairy-Stockfish
    // 11.1's (Debian 13's, seen in this test's output): it lacks keys newer versions read
    // (promotion and double-step regions, promotionPawnTypes, wall squares) and stops on some
    // pieces it has no type for; a newer version may play more of them, and a difference is
    // reported, not failed.
    void bundledPresets_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("expected"); // "plays", "refused" or "not written"
        const QString plays = QStringLiteral("plays"), refused = QStringLiteral("refused");
        // berolina: its pawn's initial diagonal double step has no key.
        QTest::newRow("berolina") << QStringLiteral("berolina") << QStringLiteral("not written");
        // grasshopper, nightrider: 11.1 stops on "go perft" (g hoppers, NN riders).
        QTest::newRow("grasshopper") << QStringLiteral("grasshopper") << refused;
        QTest::newRow("nightrider") << QStringLiteral("nightrider") << refused;
        // legan (promotionPawnTypes, an odd promotion zone), opulent and tencubed (pawns
        // stepping twice from the third rank), troitzky (wall squares): other counts.
        QTest::newRow("legan") << QStringLiteral("legan") << refused;
        QTest::newRow("opulent") << QStringLiteral("opulent") << refused;
        QTest::newRow("tencubed") << QStringLiteral("tencubed") << refused;
        QTest::newRow("troitzky") << QStringLiteral("troitzky") << refused;
        QTest::newRow("perfect") << QStringLiteral("perfect") << plays;
    }

    void bundledPresets()
    {
        QFETCH(QString, id);
        QFETCH(QString, expected);
        if (m_fsf.isEmpty())
            QSKIP("fairy-stockfish is not installed (packaging/dev installs it in the build root)");
        const VariantSection section = variantSection(id, m_registry.resolved(id));
        QString outcome;
        QString detail;
        if (section.isEmpty()) {
            outcome = QStringLiteral("not written");
        } else {
            QString illegal;
            const GameOutcome r = play(id, section, 10, nullptr, &illegal);
            QVERIFY2(illegal.isEmpty(), qPrintable(illegal));
            outcome = r.reason != u"failure" ? QStringLiteral("plays") : QStringLiteral("refused");
            detail = r.error;
        }
        qInfo() << id << outcome << detail;
        if (outcome == u"refused") // the check says why, naming the variant
            QVERIFY2(
                detail.contains(QStringLiteral("so it is not used for it")), qPrintable(detail));
        if (outcome != expected && !m_fsfIs111)
            QEXPECT_FAIL("", "the expected outcomes are Fairy-Stockfish 11.1's", Continue);
        QCOMPARE(outcome, expected);
    }
};

QTEST_GUILESS_MAIN(TestCustomVariant)
#include "tst_customvariant.moc"
