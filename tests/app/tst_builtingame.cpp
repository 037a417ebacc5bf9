// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in AI as a player of the New Game dialog: offered with its level for every preset,
// a human against it (moves by mouse, undo), the built-in AI against itself and against an
// engine, and --engine builtin:LEVEL on the command line.
#include "apptest.h"
#include "clockbar.h"
#include "enginegamedriver.h"
#include "levels.h"
#include "movegen.h"
#include "newgamedialog.h"

#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <QTemporaryDir>

using fb::engines::EngineEntry;

namespace {

/// The window's game, replayed from its start: every move legal in our rules.
bool everyMoveLegal(MainWindow& w)
{
    fb::Position p = w.game()->position();
    const fb::MoveList line = w.game()->lineMoves();
    while (p.ply() > 0)
        p.unmakeMove();
    for (const fb::Move& m : line) {
        fb::MoveList legal;
        fb::MoveGenerator::generateLegal(p, legal);
        bool found = false;
        for (const fb::Move& l : legal)
            found = found || l.sameTurn(m);
        if (!found)
            return false;
        p.makeMove(m);
    }
    return true;
}

/// In the open New Game dialog `d`: `preset`, the players (a level > 0: the built-in AI at that
/// level; 0: Human) and a time per move of `seconds`; then Start Game.
void chooseInDialog(
    NewGameDialog* d, const QString& preset, std::array<int, 2> levels, int seconds = 1)
{
    d->selectPreset(preset);
    for (fb::Side side : {fb::First, fb::Second}) {
        QComboBox* box = d->playerBox(side);
        box->setFocus();
        // The keyboard picks the row: Home is Human, Down the Built-in AI.
        QTest::keyClick(box, Qt::Key_Home);
        if (levels[size_t(side)] > 0) {
            QTest::keyClick(box, Qt::Key_Down);
            QVERIFY(d->levelBox(side)->isEnabled());
            d->levelBox(side)->setValue(levels[size_t(side)]);
        } else {
            QVERIFY(!d->levelBox(side)->isEnabled());
        }
    }
    d->timeBox()->setCurrentIndex(d->timeBox()->findData(int(TimeControl::Kind::PerMove)));
    d->moveTimeBox()->setValue(seconds);
    QTest::mouseClick(AppTest::button(d, QStringLiteral("Start Game")), Qt::LeftButton);
}

QMessageBox* engineMessage(MainWindow& w)
{
    return w.findChild<QMessageBox*>(QStringLiteral("engineMessage"));
}

} // namespace

class TestBuiltinGame : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }
    void init() { QSettings().clear(); }

    void offeredForEveryPreset()
    {
        NewGameDialog dialog(&m_registry, {}, {QStringLiteral("chess"), {}, {}});
        dialog.setEngines({});
        int presets = 0;
        for (const QString& id : m_registry.ids()) {
            if (!m_registry.variant(id))
                continue;
            dialog.selectPreset(id);
            ++presets;
            for (fb::Side side : {fb::First, fb::Second}) {
                QComboBox* box = dialog.playerBox(side);
                QCOMPARE(box->count(), 2); // no engines: Human and the built-in AI
                QCOMPARE(box->itemText(NewGameDialog::BuiltinRow), QStringLiteral("Built-in AI"));
            }
        }
        QVERIFY(presets > 50);
        // The level is chosen for a side the built-in AI plays, and kept with another preset.
        dialog.selectPreset(QStringLiteral("chess"));
        QSpinBox* level = dialog.levelBox(fb::Second);
        QCOMPARE(level->minimum(), fb::search::MinLevel);
        QCOMPARE(level->maximum(), fb::search::MaxLevel);
        QVERIFY(!level->isEnabled());
        dialog.playerBox(fb::Second)->setCurrentIndex(NewGameDialog::BuiltinRow);
        QVERIFY(level->isEnabled());
        level->setValue(3);
        dialog.selectPreset(QStringLiteral("xiangqi"));
        QCOMPARE(dialog.playerBox(fb::Second)->currentIndex(), NewGameDialog::BuiltinRow);
        const GameSetup s = dialog.setup();
        QCOMPARE(s.builtinLevels[size_t(fb::Second)], 3);
        QCOMPARE(s.builtinLevels[size_t(fb::First)], 0);
        QVERIFY(s.engines[0].isEmpty() && s.engines[1].isEmpty());
        // The dialog opens on the players of the last game.
        NewGameDialog again(&m_registry, {}, {QStringLiteral("chess"), {}, {}});
        again.setEngines({}, s);
        QCOMPARE(again.playerBox(fb::Second)->currentIndex(), NewGameDialog::BuiltinRow);
        QCOMPARE(again.levelBox(fb::Second)->value(), 3);
        QCOMPARE(again.playerBox(fb::First)->currentIndex(), 0);
    }

    void humanAgainstBuiltinFromTheDialog()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        bool chosen = false;
        AppTest::whenModal<NewGameDialog>([&](NewGameDialog* d) {
            chooseInDialog(d, QStringLiteral("chess"), {0, 2});
            chosen = true;
        });
        QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier);
        QVERIFY(chosen);
        QTRY_VERIFY_WITH_TIMEOUT(!w.engines()->isStarting(), 10000);
        QVERIFY(w.engines()->isEngine(fb::Second));
        QVERIFY(!w.engines()->isEngine(fb::First));
        QVERIFY(w.clockBar()->isVisible());
        QVERIFY2(
            w.clockBar()->label(fb::Second)->text().contains(QStringLiteral("Built-in AI level 2")),
            qPrintable(w.clockBar()->label(fb::Second)->text()));
        AppTest::click(w, QStringLiteral("e2"));
        AppTest::click(w, QStringLiteral("e4"));
        QCOMPARE(w.game()->ply(), 1);
        // Its answer comes on the board, a legal black move.
        QTRY_COMPARE_WITH_TIMEOUT(w.game()->ply(), 2, 20000);
        QVERIFY(everyMoveLegal(w));
        QVERIFY(!w.scene()->inputBlocked());
        AppTest::click(w, QStringLiteral("d2"));
        AppTest::click(w, QStringLiteral("d4"));
        QTRY_COMPARE_WITH_TIMEOUT(w.game()->ply(), 4, 20000);
        // Undo takes back its move and the human's.
        w.undo();
        QCOMPARE(w.game()->ply(), 2);
        QCOMPARE(w.game()->moveTexts().first(), QStringLiteral("e2e4"));
        QVERIFY(!engineMessage(w));
    }

    void builtinAgainstItselfInShogi()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        AppTest::whenModal<NewGameDialog>(
            [&](NewGameDialog* d) { chooseInDialog(d, QStringLiteral("shogi"), {1, 3}); });
        QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier);
        QCOMPARE(w.game()->presetId(), QStringLiteral("shogi"));
        QTRY_VERIFY_WITH_TIMEOUT(!w.engines()->isStarting(), 10000);
        QVERIFY(w.engines()->isEngine(fb::First) && w.engines()->isEngine(fb::Second));
        QTRY_VERIFY_WITH_TIMEOUT(w.game()->ply() >= 6, 60000);
        w.engines()->stop();
        QVERIFY(everyMoveLegal(w));
        QCOMPARE(w.engines()->engineName(fb::First), QString()); // stopped: between humans
        QVERIFY(!engineMessage(w));
    }

    void builtinAgainstAnEngine()
    {
        MainWindow w(&m_registry);
        AppSettings s = w.settings();
        s.engines.add({QStringLiteral("Fake slow"),
            QStringLiteral(FAIRYBOARD_TEST_DATA "/engines/fake-uci.sh"), {QStringLiteral("slow")},
            QStringLiteral("uci"), {}});
        w.applySettings(s);
        GameSetup setup{QStringLiteral("chess"), {}, {}};
        setup.builtinLevels = {1, 0};
        setup.engines = {QString(), QStringLiteral("Fake slow")};
        setup.time = {TimeControl::Kind::PerMove, 1000, 0, 0};
        QString error;
        QVERIFY(w.startGame(setup, &error));
        QVERIFY2(w.startEngines(setup, &error), qPrintable(error));
        QVERIFY(AppTest::show(w));
        // The built-in AI moves, the engine answers e7e5 (the fake's second ply), the built-in AI
        // moves again.
        QTRY_VERIFY_WITH_TIMEOUT(w.game()->ply() >= 3, 30000);
        w.engines()->stop();
        QCOMPARE(w.game()->moveTexts()[1], QStringLiteral("e7e5"));
        QVERIFY(everyMoveLegal(w));
    }

    void commandLineBuiltin()
    {
        QTemporaryDir dir;
        const QString shot = dir.filePath(QStringLiteral("builtin.png"));
        const AppTest::AppRun ok = AppTest::runApp(
            {QStringLiteral("--preset"), QStringLiteral("xiangqi"), QStringLiteral("--engine"),
                QStringLiteral("builtin:1"), QStringLiteral("--restore"), QStringLiteral("none"),
                QStringLiteral("--screenshot"), shot});
        QVERIFY2(ok.code == 0, qPrintable(ok.err));
        QVERIFY(QFileInfo(shot).size() > 0);
        const AppTest::AppRun bad = AppTest::runApp(
            {QStringLiteral("--preset"), QStringLiteral("chess"), QStringLiteral("--engine"),
                QStringLiteral("builtin:9"), QStringLiteral("--restore"), QStringLiteral("none"),
                QStringLiteral("--screenshot"), shot});
        QCOMPARE(bad.code, 1);
        QVERIFY2(
            bad.err.contains(QStringLiteral("level is a number from 1 to 8")), qPrintable(bad.err));
    }
};

QTEST_MAIN(TestBuiltinGame)
#include "tst_builtingame.moc"
