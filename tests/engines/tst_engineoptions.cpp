// SPDX-License-Identifier: GPL-3.0-or-later
// Engine options: the UCI/USI option lines and XBoard's feature option read, the commands that
// set them, their place in the engine list's settings, and the values sent when an engine
// starts for a game (fake engines; Fairy-Stockfish when installed).
#include "engineoption.h"
#include "engineprobe.h"
#include "enginetest.h"
#include "enginetestutil.h"
#include "playerchoice.h"

#include <QSignalSpy>

using namespace fb;
using namespace fb::engines;

namespace {

const QString FakeUci = QStringLiteral(FAIRYBOARD_TEST_DATA "/engines/fake-uci.sh");
const QString FakeXBoard = QStringLiteral(FAIRYBOARD_TEST_DATA "/engines/fake-xboard.sh");

/// Probes `entry` and waits: the entry as probing filled it in.
std::optional<EngineEntry> probe(const EngineEntry& entry)
{
    EngineProbe p(entry);
    std::optional<EngineEntry> out;
    QEventLoop loop;
    QObject::connect(&p, &EngineProbe::probed, &loop, [&](const EngineEntry& e) {
        out = e;
        loop.quit();
    });
    QObject::connect(&p, &EngineProbe::failed, &loop, [&](const QString& m) {
        qWarning("%s", qPrintable(m));
        loop.quit();
    });
    QTimer::singleShot(20000, &loop, &QEventLoop::quit);
    p.start();
    loop.exec();
    return out;
}

/// Starts `entry` for a game as the GUI does (PlayerLauncher) and waits until it is ready.
std::unique_ptr<EnginePlayer> launchForGame(const EngineEntry& entry)
{
    PlayerLauncher launcher(PlayerChoice::ofEngine(entry));
    std::unique_ptr<EnginePlayer> out;
    QEventLoop loop;
    QObject::connect(&launcher, &PlayerLauncher::launched, &loop, [&](Player* p) {
        out.reset(qobject_cast<EnginePlayer*>(p));
        loop.quit();
    });
    QObject::connect(&launcher, &PlayerLauncher::failed, &loop, [&](const QString& m) {
        qWarning("%s", qPrintable(m));
        loop.quit();
    });
    QTimer::singleShot(20000, &loop, &QEventLoop::quit);
    launcher.launch();
    loop.exec();
    return out;
}

const EngineOption* optionNamed(const QList<EngineOption>& options, const QString& name)
{
    for (const EngineOption& o : options)
        if (o.name == name)
            return &o;
    return nullptr;
}

} // namespace

class TestEngineOptions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void uciLines()
    {
        auto spin = EngineOption::fromUci(
            QStringLiteral("option name Skill Level type spin default 20 min -20 max 20"));
        QVERIFY(spin);
        QCOMPARE(spin->name, QStringLiteral("Skill Level"));
        QCOMPARE(spin->type, EngineOption::Type::Spin);
        QCOMPARE(spin->defaultValue, QStringLiteral("20"));
        QCOMPARE(spin->min, -20);
        QCOMPARE(spin->max, 20);
        auto combo = EngineOption::fromUci(QStringLiteral(
            "option name Analysis Contempt type combo default Both var Off var White var Both"));
        QVERIFY(combo);
        QCOMPARE(combo->choices,
            (QStringList{QStringLiteral("Off"), QStringLiteral("White"), QStringLiteral("Both")}));
        QCOMPARE(combo->defaultValue, QStringLiteral("Both"));
        auto text = EngineOption::fromUci(
            QStringLiteral("option name EvalFile type string default <empty>"));
        QVERIFY(text);
        QCOMPARE(text->type, EngineOption::Type::String);
        QVERIFY(text->defaultValue.isEmpty());
        auto button = EngineOption::fromUci(QStringLiteral("option name Clear Hash type button"));
        QVERIFY(button);
        QCOMPARE(button->type, EngineOption::Type::Button);
        auto check
            = EngineOption::fromUci(QStringLiteral("option name Ponder type check default false"));
        QVERIFY(check);
        QCOMPARE(check->type, EngineOption::Type::Check);
        QVERIFY(!EngineOption::fromUci(QStringLiteral("option name X type weird")));
        QVERIFY(!EngineOption::fromUci(QStringLiteral("id name Fake")));
        QVERIFY(!EngineOption::fromUci(QStringLiteral("option type spin default 1")));
        QCOMPARE(spin->command(Protocol::Uci, QStringLiteral("3")),
            QStringLiteral("setoption name Skill Level value 3"));
        QCOMPARE(button->command(Protocol::Usi, QStringLiteral("true")),
            QStringLiteral("setoption name Clear Hash"));
    }

    void xboardFeatures()
    {
        auto spin = EngineOption::fromXBoard(QStringLiteral("Search Depth -spin 3 1 9"));
        QVERIFY(spin);
        QCOMPARE(spin->name, QStringLiteral("Search Depth"));
        QCOMPARE(spin->defaultValue, QStringLiteral("3"));
        QCOMPARE(spin->min, 1);
        QCOMPARE(spin->max, 9);
        auto combo
            = EngineOption::fromXBoard(QStringLiteral("Style -combo Solid /// *Normal /// Risky"));
        QVERIFY(combo);
        QCOMPARE(combo->choices,
            (QStringList{
                QStringLiteral("Solid"), QStringLiteral("Normal"), QStringLiteral("Risky")}));
        QCOMPARE(combo->defaultValue, QStringLiteral("Normal"));
        auto check = EngineOption::fromXBoard(QStringLiteral("Resign -check 1"));
        QVERIFY(check);
        QCOMPARE(check->defaultValue, QStringLiteral("true"));
        QCOMPARE(check->command(Protocol::XBoard, QStringLiteral("false")),
            QStringLiteral("option Resign=0"));
        auto file = EngineOption::fromXBoard(QStringLiteral("Book -file book.bin"));
        QVERIFY(file);
        QCOMPARE(file->type, EngineOption::Type::String);
        QCOMPARE(file->defaultValue, QStringLiteral("book.bin"));
        auto button = EngineOption::fromXBoard(QStringLiteral("Clear Hash -button"));
        QVERIFY(button);
        QCOMPARE(button->command(Protocol::XBoard, QStringLiteral("true")),
            QStringLiteral("option Clear Hash"));
        QCOMPARE(spin->command(Protocol::XBoard, QStringLiteral("5")),
            QStringLiteral("option Search Depth=5"));
        QVERIFY(!EngineOption::fromXBoard(QStringLiteral("NoType")));
        QVERIFY(!EngineOption::fromXBoard(QStringLiteral("Bad -spin 1 2")));
    }

    void settingsKeepOptionsAndValues()
    {
        EngineEntry e{QStringLiteral("E"), QStringLiteral("/bin/e"), {}, QStringLiteral("uci"),
            {QStringLiteral("chess")}};
        e.options << *EngineOption::fromUci(
            QStringLiteral("option name Style type combo default A var A var B"));
        e.options << *EngineOption::fromXBoard(QStringLiteral("Depth -spin 3 1 9"));
        e.optionValues.insert(QStringLiteral("Style"), QStringLiteral("B"));
        EngineList list;
        list.add(e);
        const EngineList back = EngineList::fromVariant(list.toVariant());
        QVERIFY(back == list);
        QCOMPARE(
            back.entries()[0].optionValues.value(QStringLiteral("Style")), QStringLiteral("B"));
    }

    void fakeUciOptionsAreSentAtStart()
    {
        const std::optional<EngineEntry> probed = probe(
            {QStringLiteral("Fake"), FakeUci, {QStringLiteral("slow")}, QStringLiteral("uci"), {}});
        QVERIFY(probed);
        QCOMPARE(probed->options.size(), 5);
        const EngineOption* hash = optionNamed(probed->options, QStringLiteral("Hash"));
        QVERIFY(hash && hash->type == EngineOption::Type::Spin && hash->max == 2);
        QVERIFY(optionNamed(probed->options, QStringLiteral("Book File")));
        EngineEntry entry = *probed;
        entry.optionValues = {{QStringLiteral("Hash"), QStringLiteral("2")},
            {QStringLiteral("Style"), QStringLiteral("Risky")},
            {QStringLiteral("Clear Hash"), QStringLiteral("true")},
            {QStringLiteral("Gone"), QStringLiteral("1")}}; // no longer declared: not sent
        std::unique_ptr<EnginePlayer> e = launchForGame(entry);
        QVERIFY(e);
        e->newGame(*fbtest::position(QStringLiteral("chess")));
        const QStringList sent = e->transcript();
        QCOMPARE(sent.count(QStringLiteral("> setoption name Hash value 2")), 2); // again per game
        QVERIFY(sent.contains(QStringLiteral("> setoption name Style value Risky")));
        QCOMPARE(sent.count(QStringLiteral("> setoption name Clear Hash")), 1); // pressed once
        QVERIFY(!sent.join(u'\n').contains(QStringLiteral("Gone")));
        e->quit();
    }

    void fakeXBoardOptionsAreSentAtStart()
    {
        const std::optional<EngineEntry> probed = probe({QStringLiteral("Fake"), FakeXBoard,
            {QStringLiteral("e2e4")}, QStringLiteral("xboard"), {}});
        QVERIFY(probed);
        QCOMPARE(probed->protocol, QStringLiteral("xboard"));
        QCOMPARE(probed->options.size(), 3);
        EngineEntry entry = *probed;
        entry.optionValues = {{QStringLiteral("Depth"), QStringLiteral("5")},
            {QStringLiteral("Resign"), QStringLiteral("false")}};
        std::unique_ptr<EnginePlayer> e = launchForGame(entry);
        QVERIFY(e);
        const QStringList sent = e->transcript();
        QVERIFY2(sent.contains(QStringLiteral("> option Depth=5")), qPrintable(sent.join(u'\n')));
        QVERIFY(sent.contains(QStringLiteral("> option Resign=0")));
        e->quit();
    }

    void fairyStockfishOptions()
    {
        const QString path = enginetest::findEngine(QStringLiteral("fairy-stockfish"));
        if (path.isEmpty())
            QSKIP("fairy-stockfish is not installed (packaging/dev installs it in the build root)");
        const std::optional<EngineEntry> probed
            = probe({QStringLiteral("FSF"), path, {}, QStringLiteral("uci"), {}});
        QVERIFY(probed);
        const EngineOption* skill = optionNamed(probed->options, QStringLiteral("Skill Level"));
        QVERIFY(skill);
        QCOMPARE(skill->type, EngineOption::Type::Spin);
        QVERIFY(skill->min < skill->max);
        QVERIFY(optionNamed(probed->options, QStringLiteral("Hash")));
        QVERIFY(!optionNamed(probed->options, QStringLiteral("UCI_Variant"))); // the game's own
        EngineEntry entry = *probed;
        entry.optionValues = {{QStringLiteral("Skill Level"), QStringLiteral("3")}};
        std::unique_ptr<EnginePlayer> e = launchForGame(entry);
        QVERIFY(e);
        const Position start = *fbtest::position(QStringLiteral("chess"));
        e->newGame(start);
        QSignalSpy moved(e.get(), &Player::moveChosen);
        Clocks clocks;
        clocks.moveTimeMs = 100;
        e->go(start, clocks);
        QVERIFY(moved.wait(10000));
        QVERIFY(e->transcript().contains(QStringLiteral("> setoption name Skill Level value 3")));
        e->quit();
    }
};

QTEST_GUILESS_MAIN(TestEngineOptions)
#include "tst_engineoptions.moc"
