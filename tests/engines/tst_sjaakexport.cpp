// SPDX-License-Identifier: GPL-3.0-or-later
// Presets written as Sjaak II variants (sjaakexport.h) and given to Sjaak II over XBoard by its
// "load" command (XBoardEngine::setVariantSection): the export read back by our own Sjaak
// importer counts the same perft as the preset; Sjaak II itself counts it too (the check
// before a game); Sjaak II plays presets it does not know against itself, every move checked
// by our rules; what the format cannot say is refused with the reasons; a wrong definition
// is refused before the game, saying why. Sjaak II's parts skip when it is absent.
#include "customvariant.h"
#include "enginetest.h"
#include "enginetestutil.h"
#include "perft.h"
#include "playerchoice.h"
#include "presetloader.h"
#include "sjaakexport.h"
#include "variantimport.h"
#include "xboardengine.h"

#include <QSignalSpy>
#include <QTest>

using namespace fb;
using namespace fb::engines;

namespace {

/// Sjaak II's entry: XBoard, with the option by which it loads variant files.
EngineEntry sjaakEntry(const QString& program)
{
    EngineOption file;
    file.name = QString::fromLatin1(SjaakFileOption);
    file.type = EngineOption::Type::String;
    return {QStringLiteral("Sjaak II"), program, {}, QStringLiteral("xboard"),
        {QStringLiteral("normal")}, {file}};
}

} // namespace

class TestSjaakExport : public QObject
{
    Q_OBJECT

    PresetRegistry m_registry;
    QString m_sjaak; ///< Sjaak II's path, empty when it is not installed

    // Sjaak II started as the GUI starts it, with `section`.
    std::unique_ptr<EnginePlayer> launch(const VariantSection& section)
    {
        PlayerChoice choice = PlayerChoice::ofEngine(sjaakEntry(m_sjaak));
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

    // A game of `plies` plies from the start of `v`, Sjaak II playing both sides by `section`;
    // the runner checks every move by our rules.
    GameOutcome play(const VariantPtr& v, const VariantSection& section, int plies,
        QStringList* transcript = nullptr)
    {
        std::unique_ptr<EnginePlayer> e = launch(section);
        if (!e)
            return {QStringLiteral("*"), QStringLiteral("failure"), {}, {},
                QStringLiteral("not started")};
        GameSettings settings;
        settings.clocks.moveTimeMs = 50;
        settings.maxPlies = plies;
        GameRunner game(*readFen(v, v->startFen), {e.get(), e.get()}, settings);
        QSignalSpy finished(&game, &GameRunner::finished);
        game.start();
        if (!finished.wait(60000))
            return {QStringLiteral("*"), QStringLiteral("failure"), {}, {},
                QStringLiteral("did not end")};
        if (transcript)
            *transcript = e->transcript();
        e->quit();
        return game.outcome();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_registry.addBundled();
        m_sjaak = enginetest::findEngine(QStringLiteral("sjaakii"));
    }

    // Bundled presets through the export and back through our Sjaak importer: the same perft
    // from the start, or a refusal naming what the format cannot say.
    void roundTrip_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("refusal"); // empty: exported
        for (const char* id :
            {"chess", "perfect", "legan", "berolina", "capablanca", "makruk", "knightmate"})
            QTest::newRow(id) << QString::fromLatin1(id) << QString();
        // shogi, minishogi: a pawn may not be dropped to stalemate; Sjaak II has no such flag.
        QTest::newRow("shogi") << QStringLiteral("shogi") << QStringLiteral("may not stalemate");
        QTest::newRow("minishogi")
            << QStringLiteral("minishogi") << QStringLiteral("may not stalemate");
        QTest::newRow("xiangqi") << QStringLiteral("xiangqi") << QStringLiteral("facing royals");
        QTest::newRow("chushogi") << QStringLiteral("chushogi")
                                  << QStringLiteral("a board of 12 x 12");
        QTest::newRow("shatranj") << QStringLiteral("shatranj") << QStringLiteral("bare king");
        // grand: a pawn may promote on its 8th and 9th ranks, must on the 10th.
        QTest::newRow("grand") << QStringLiteral("grand") << QStringLiteral("deeper than the last");
        QTest::newRow("crazyhouse")
            << QStringLiteral("crazyhouse") << QStringLiteral("promoted pieces marked '~'");
        QTest::newRow("antichess")
            << QStringLiteral("antichess") << QStringLiteral("moves that leave or give check");
    }

    void roundTrip()
    {
        QFETCH(QString, id);
        QFETCH(QString, refusal);
        const VariantPtr v = m_registry.variant(id);
        QVERIFY(v);
        const io::SjaakExport out = io::exportSjaak(v, QStringLiteral("fairyboard-") + id);
        if (!refusal.isEmpty()) {
            QVERIFY(!out.ok());
            QVERIFY(out.text.isEmpty());
            QVERIFY2(
                out.reasons.join(u'\n').contains(refusal), qPrintable(out.reasons.join(u'\n')));
            return;
        }
        QVERIFY2(out.ok(), qPrintable(out.reasons.join(u'\n')));
        const io::ImportResult back = io::importVariantText(
            out.text, QStringLiteral("export.txt"), io::ImportFormat::Sjaak, {}, m_registry);
        QVERIFY2(back.presets.size() == 1, qPrintable(out.text));
        QList<PresetDiagnostic> problems;
        const VariantPtr read
            = compilePreset(back.presets[0].preset, QStringLiteral("back"), problems);
        QVERIFY2(read, qPrintable(out.text));
        Position ours = *readFen(v, v->startFen);
        Position theirs = *readFen(read, read->startFen);
        for (int depth = 1; depth <= 3; ++depth)
            QVERIFY2(perft(ours, depth) == perft(theirs, depth),
                qPrintable(QStringLiteral("depth %1\n%2").arg(depth).arg(out.text)));
    }

    // Sjaak II plays presets it does not list (or lists by other rules), loaded by "load" and
    // checked by its "perft" first; every move of the game is checked by our rules.
    void sjaakPlaysPresetsItDoesNotKnow_data()
    {
        QTest::addColumn<QString>("id");
        for (const char* id : {"perfect", "legan", "berolina", "knightmate"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }

    void sjaakPlaysPresetsItDoesNotKnow()
    {
        QFETCH(QString, id);
        if (m_sjaak.isEmpty())
            QSKIP("sjaakii is not installed (packaging/dev installs it in the build root)");
        const VariantPtr v = m_registry.variant(id);
        const VariantSection section = sectionNeeded(sjaakEntry(m_sjaak), m_registry, v);
        QCOMPARE(section.name, QStringLiteral("fairyboard-") + id);
        QStringList sent;
        // (Few plies: the transcript keeps the last lines only, the check's among them.)
        const GameOutcome r = play(v, section, 2, &sent);
        const QString text = sent.join(u'\n');
        QVERIFY2(r.reason != u"failure", qPrintable(r.error + u'\n' + text));
        QVERIFY2(text.contains(QStringLiteral("< Loaded 'fairyboard-") + id), qPrintable(text));
        Position start = *readFen(v, v->startFen);
        const auto [depth, count] = rulesCheckCount(start);
        QVERIFY2(text.contains(
                     QRegularExpression(QStringLiteral("< \\s*%1\\s+%2\\s").arg(depth).arg(count))),
            qPrintable(text));
    }

    // A longer game (the transcript keeps its end only): every move checked by our rules.
    void sjaakPlaysAWholeOpening()
    {
        if (m_sjaak.isEmpty())
            QSKIP("sjaakii is not installed (packaging/dev installs it in the build root)");
        const VariantPtr v = m_registry.variant(QStringLiteral("perfect"));
        const GameOutcome r = play(v, sjaakSection(v), 24);
        QVERIFY2(r.reason != u"failure", qPrintable(r.error));
    }

    // A definition whose rules differ from ours (a pawn without its double step) is refused
    // before the game, naming the counts; an engine without "load" is refused too.
    void refusesAWrongDefinition()
    {
        if (m_sjaak.isEmpty())
            QSKIP("sjaakii is not installed (packaging/dev installs it in the build root)");
        const VariantPtr v = m_registry.variant(QStringLiteral("perfect"));
        VariantSection section = sjaakSection(v);
        QVERIFY(section.text.contains(QStringLiteral("Initial: step 2N")));
        section.text.replace(QStringLiteral("Initial: step 2N"), QString());
        const GameOutcome r = play(v, section, 8);
        QCOMPARE(r.reason, QStringLiteral("failure"));
        QVERIFY2(r.error.contains(QStringLiteral("from the start of Perfect Chess where "
                                                 "Fairyboard counts")),
            qPrintable(r.error));
        QVERIFY2(r.error.contains(QStringLiteral("so it is not used for it")), qPrintable(r.error));

        // A file Sjaak II cannot read: no "Loaded" answer (or an error), and no game.
        VariantSection broken{section.name, QStringLiteral("Variant: other-name\nBoard: 8x8\n")};
        const GameOutcome b = play(v, broken, 8);
        QCOMPARE(b.reason, QStringLiteral("failure"));
        QVERIFY2(b.error.contains(QStringLiteral("fairyboard-perfect")), qPrintable(b.error));
    }
};

QTEST_GUILESS_MAIN(TestSjaakExport)
#include "tst_sjaakexport.moc"
