// SPDX-License-Identifier: GPL-3.0-or-later
// Playing against engines from the GUI: the engine list and its settings, the Engines dialog's
// probing, a game against fake engines (tests/data/engines) with the human moving by mouse, an
// engine that fails (the game kept), takeback, Resign and Offer Draw by their shortcuts, an
// engine's draw offer accepted in its box, a dead draw between engines, and short games against
// Fairy-Stockfish when it is installed (chess, and custom presets by variants.ini sections).
#include "apptest.h"
#include "clockbar.h"
#include "enginegamedriver.h"
#include "enginesdialog.h"
#include "gamedocument.h"
#include "newgamedialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTemporaryDir>

using fb::engines::EngineEntry;
using fb::engines::EngineList;

namespace {

/// The fake UCI engine playing as `mode` says (tests/data/engines/fake-uci.sh).
EngineEntry fake(const QString& mode)
{
    return {QStringLiteral("Fake ") + mode,
        QStringLiteral(FAIRYBOARD_TEST_DATA "/engines/fake-uci.sh"), {mode}, QStringLiteral("uci"),
        {}};
}

/// A game of chess in `w` with `engines` (by name, First and Second) from the settings.
bool startAgainst(MainWindow& w, const QString& first, const QString& second,
    TimeControl time = {TimeControl::Kind::PerMove, 1000, 0, 0})
{
    GameSetup setup{QStringLiteral("chess"), {}, {}};
    setup.engines = {first, second};
    setup.time = time;
    QString error;
    if (!w.startGame(setup, &error) || !w.startEngines(setup, &error)) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    return true;
}

/// An engine program on the PATH or in /usr/games (where Debian puts them), else empty.
QString findProgram(const QString& name)
{
    const QString path = QStandardPaths::findExecutable(name);
    return path.isEmpty() ? QStandardPaths::findExecutable(name, {QStringLiteral("/usr/games")})
                          : path;
}

/// The fake engine `mode` as probing lists an engine that loads variants.ini files (it declared
/// VariantPath) and plays only chess by name.
EngineEntry variantLoader(const QString& mode)
{
    EngineEntry e = fake(mode);
    e.name = QStringLiteral("Loader ") + mode;
    e.arguments << QStringLiteral("loader"); // another command line than fake(mode)'s
    e.variants = {QStringLiteral("chess")};
    fb::engines::EngineOption path;
    path.name = QStringLiteral("VariantPath");
    path.type = fb::engines::EngineOption::Type::String;
    e.options << path;
    return e;
}

/// The fake XBoard engine of draw offers and claims playing as `mode` says
/// (tests/data/engines/fake-xboard-offers.sh).
EngineEntry offers(const QString& mode)
{
    return {QStringLiteral("Fake ") + mode, QStringLiteral("/bin/sh"),
        {QStringLiteral(FAIRYBOARD_TEST_DATA "/engines/fake-xboard-offers.sh"), mode},
        QStringLiteral("xboard"), {}};
}

/// The game `w` shows, saved as PGN and read back as text.
QString savedPgn(MainWindow& w)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.pgn"));
    QString error;
    if (!w.saveTo(path, &error)) {
        qWarning("%s", qPrintable(error));
        return {};
    }
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

QMessageBox* engineMessage(MainWindow& w)
{
    return w.findChild<QMessageBox*>(QStringLiteral("engineMessage"));
}

/// Settings with the engines of `entries`, as if chosen in the Engines dialog.
void useEngines(MainWindow& w, const QList<EngineEntry>& entries)
{
    AppSettings s = w.settings();
    for (const EngineEntry& e : entries)
        s.engines.add(e);
    w.applySettings(s);
}

} // namespace

class TestEngineGame : public QObject
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

    void engineListPersists()
    {
        AppSettings a = AppSettings::load();
        QVERIFY(a.engines.isEmpty());
        EngineEntry slow = fake(QStringLiteral("slow"));
        slow.variants = {QStringLiteral("chess")};
        a.engines.add(slow);
        a.engines.add({QStringLiteral("My engine"), QStringLiteral("/opt/my engine"),
            {QStringLiteral("-x"), QStringLiteral("a b")}, {}, {}});
        a.save();
        const AppSettings b = AppSettings::load();
        QCOMPARE(b.engines.entries().size(), 2);
        QVERIFY(b.engines == a.engines);
        QCOMPARE(
            b.engines.entries()[1].commandLine(), QStringLiteral("\"/opt/my engine\" -x \"a b\""));
        // Adding the same command line again replaces the entry.
        a.engines.add({QStringLiteral("Renamed"), slow.program, slow.arguments, {}, {}});
        QCOMPARE(a.engines.entries().size(), 2);
        QCOMPARE(a.engines.entries()[0].name, QStringLiteral("Renamed"));
        // What probing learnt decides which variants an engine is offered for.
        const fb::VariantPtr chess = m_registry.variant(QStringLiteral("chess"));
        const fb::VariantPtr shogi = m_registry.variant(QStringLiteral("shogi"));
        QVERIFY(slow.mayPlay(*chess));
        QVERIFY(!slow.mayPlay(*shogi));
        QVERIFY(a.engines.entries()[1].mayPlay(*shogi)); // not probed: may
    }

    void installedEnginesAreFound()
    {
        QTemporaryDir dir;
        QVERIFY(AppTest::writeFile(dir.filePath(QStringLiteral("fairymax")), "#!/bin/sh\n"));
        QVERIFY(QFile::setPermissions(dir.filePath(QStringLiteral("fairymax")),
            QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        QVERIFY(AppTest::writeFile(dir.filePath(QStringLiteral("notanengine")), "#!/bin/sh\n"));
        const QList<EngineEntry> found = EngineList::findInstalled({dir.path()});
        QCOMPARE(found.size(), 1);
        QCOMPARE(found[0].program, dir.filePath(QStringLiteral("fairymax")));
        QCOMPARE(found[0].protocol, QStringLiteral("xboard"));
        EngineList list;
        QCOMPARE(list.addInstalled({dir.path()}), 1);
        QCOMPARE(list.addInstalled({dir.path()}), 0);
    }

    void dialogProbesAddedEngine()
    {
        EngineList list;
        EngineEntry added = fake(QStringLiteral("slow"));
        added.protocol.clear(); // found by probing
        EnginesDialog dialog(list);
        QVERIFY(dialog.addEngine(added.commandLine()));
        // Probing runs in the background: the call returned while the engine starts.
        QVERIFY(dialog.isProbing());
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isProbing(), 120000);
        const int i = dialog.list().indexOf(added);
        QVERIFY(i >= 0);
        const EngineEntry& e = dialog.list().entries()[i];
        QCOMPARE(e.name, QStringLiteral("Fake slow"));
        QCOMPARE(e.protocol, QStringLiteral("uci"));
        QCOMPARE(e.variants, QStringList{QStringLiteral("chess")});
        QCOMPARE(dialog.engineList()->currentRow(), i);
        QCOMPARE(dialog.variantsLabel()->text(), QStringLiteral("chess"));
        QVERIFY(!dialog.addEngine(QStringLiteral("\"unterminated")));
    }

    void dialogEditsEngineOptions()
    {
        EngineList list;
        list.add(fake(QStringLiteral("slow")));
        EnginesDialog dialog(list);
        const int row = dialog.list().indexOf(fake(QStringLiteral("slow")));
        dialog.engineList()->setCurrentRow(row);
        // The options show once probing started the engine.
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isProbing(), 60000);
        auto* hash = qobject_cast<QSpinBox*>(dialog.optionEditor(QStringLiteral("Hash")));
        auto* style = qobject_cast<QComboBox*>(dialog.optionEditor(QStringLiteral("Style")));
        auto* ponder = qobject_cast<QCheckBox*>(dialog.optionEditor(QStringLiteral("Ponder")));
        auto* book = qobject_cast<QLineEdit*>(dialog.optionEditor(QStringLiteral("Book File")));
        QVERIFY(hash && style && ponder && book);
        QVERIFY(dialog.optionEditor(QStringLiteral("Clear Hash")));
        QCOMPARE(hash->minimum(), 1);
        QCOMPARE(hash->maximum(), 2);
        QCOMPARE(hash->value(), 1);
        QCOMPARE(style->currentText(), QStringLiteral("Normal"));
        // Edited by keyboard and mouse.
        hash->setFocus();
        QTest::keyClick(hash, Qt::Key_Up);
        style->setCurrentIndex(style->findText(QStringLiteral("Risky")));
        QTest::mouseClick(ponder, Qt::LeftButton, {}, QPoint(4, ponder->height() / 2));
        book->setFocus();
        QTest::keyClicks(book, QStringLiteral("my.bin"));
        QTest::keyClick(book, Qt::Key_Return);
        const EngineEntry& e = dialog.list().entries()[row];
        QCOMPARE(e.optionValues.value(QStringLiteral("Hash")), QStringLiteral("2"));
        QCOMPARE(e.optionValues.value(QStringLiteral("Style")), QStringLiteral("Risky"));
        QCOMPARE(e.optionValues.value(QStringLiteral("Ponder")), QStringLiteral("true"));
        QCOMPARE(e.optionValues.value(QStringLiteral("Book File")), QStringLiteral("my.bin"));
        // Back to the default: nothing kept.
        QTest::keyClick(hash, Qt::Key_Down);
        QVERIFY(!dialog.list().entries()[row].optionValues.contains(QStringLiteral("Hash")));
        // Saved with the engine.
        AppSettings a = AppSettings::load();
        a.engines = dialog.list();
        a.save();
        const AppSettings b = AppSettings::load();
        QCOMPARE(b.engines.entries()[row].optionValues.value(QStringLiteral("Style")),
            QStringLiteral("Risky"));
        QCOMPARE(b.engines.entries()[row].options.size(), 5);
        // Shown again as saved.
        EnginesDialog again(b.engines);
        again.engineList()->setCurrentRow(row);
        QCOMPARE(
            qobject_cast<QComboBox*>(again.optionEditor(QStringLiteral("Style")))->currentText(),
            QStringLiteral("Risky"));
    }

    void newGameDialogOffersEnginesOfTheVariant()
    {
        EngineEntry slow = fake(QStringLiteral("slow"));
        slow.variants = {QStringLiteral("chess")};
        EngineList list;
        list.add(slow);
        NewGameDialog dialog(&m_registry, {}, {QStringLiteral("chess"), {}, {}});
        dialog.setEngines(list);
        QComboBox* second = dialog.playerBox(fb::Second);
        QCOMPARE(second->count(), 3); // Human, Built-in AI, the engine
        second->setCurrentIndex(2);
        dialog.timeBox()->setCurrentIndex(
            dialog.timeBox()->findData(int(TimeControl::Kind::Fischer)));
        dialog.baseTimeBox()->setValue(3);
        dialog.incrementBox()->setValue(2);
        const GameSetup s = dialog.setup();
        QCOMPARE(s.engines[1], QStringLiteral("Fake slow"));
        QVERIFY(s.engines[0].isEmpty());
        QCOMPARE(s.time.kind, TimeControl::Kind::Fischer);
        QCOMPARE(s.time.baseMs, 3 * 60000);
        QCOMPARE(s.time.incrementMs, 2000);
        dialog.selectPreset(QStringLiteral("shogi")); // it plays only chess
        QCOMPARE(second->count(), 2);
        // An engine that loads variants.ini files (VariantPath) is offered for a preset it does
        // not know by name that the exporter can write (customvariant.h).
        list.add(variantLoader(QStringLiteral("slow")));
        dialog.setEngines(list);
        dialog.selectPreset(QStringLiteral("perfect"));
        QVERIFY(second->findData(QStringLiteral("Fake slow")) < 0);
        QVERIFY(second->findData(QStringLiteral("Loader slow")) >= 0);
        dialog.selectPreset(QStringLiteral("berolina")); // no section can say its pawns
        QVERIFY(second->findData(QStringLiteral("Loader slow")) < 0);
        // It is listed greyed out, its tooltip saying why the preset cannot be sent to it.
        const int refused
            = second->findText(QStringLiteral("Loader slow (cannot load this variant)"));
        QVERIFY(refused >= 0);
        const auto* model = qobject_cast<QStandardItemModel*>(second->model());
        QVERIFY(model && !model->item(refused)->isEnabled());
        const QString tip = second->itemData(refused, Qt::ToolTipRole).toString();
        QVERIFY2(tip.startsWith(QStringLiteral("It cannot be given this variant as a definition: "))
                && tip.size() > 60,
            qPrintable(tip));
    }

    void humanAgainstEngine()
    {
        MainWindow w(&m_registry);
        useEngines(w, {fake(QStringLiteral("slow"))});
        QVERIFY(startAgainst(
            w, {}, QStringLiteral("Fake slow"), {TimeControl::Kind::Fischer, 0, 60000, 2000}));
        QVERIFY(AppTest::show(w));
        QTRY_VERIFY_WITH_TIMEOUT(!w.engines()->isStarting(), 20000);
        QVERIFY(w.clockBar()->isVisible());
        QVERIFY(w.clockBar()->label(fb::Second)->text().contains(QStringLiteral("Fake slow")));
        AppTest::click(w, QStringLiteral("e2"));
        AppTest::click(w, QStringLiteral("e4"));
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("e2e4")});
        QVERIFY(w.engines()->isThinking());
        // While the engine thinks the board takes no move.
        QVERIFY(w.scene()->inputBlocked());
        AppTest::click(w, QStringLiteral("d2"));
        AppTest::click(w, QStringLiteral("d4"));
        QCOMPARE(w.game()->ply(), 1);
        // The engine's answer is played on the board and listed.
        QTRY_COMPARE_WITH_TIMEOUT(w.game()->ply(), 2, 20000);
        QCOMPARE(w.game()->moveTexts().last(), QStringLiteral("e7e5"));
        QVERIFY(fb::isPiece(AppTest::pieceOn(w, QStringLiteral("e5"))));
        QCOMPARE(fb::sideOf(AppTest::pieceOn(w, QStringLiteral("e5"))), fb::Second);
        QVERIFY(!w.scene()->inputBlocked());
        // The engine's clock lost what it thought (half a second at least) and gained the
        // increment; it stands while the human's runs.
        const int engineLeft = w.engines()->remainingMs(fb::Second);
        QVERIFY(engineLeft <= 60000 + 2000 - 500);
        QVERIFY(engineLeft > 0);
        QCOMPARE(w.engines()->runningClock(), std::optional<fb::Side>(fb::First));
        QCOMPARE(w.engines()->remainingMs(fb::Second), engineLeft);
        // Undo takes back to the human's move; the engine gets the new game before its turn.
        w.undo();
        QCOMPARE(w.game()->ply(), 0);
        QCOMPARE(w.game()->lineLength(), 0);
        AppTest::drag(w, AppTest::viewPoint(w, QStringLiteral("d2")),
            AppTest::viewPoint(w, QStringLiteral("d4")));
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("d2d4")});
        QTRY_COMPARE_WITH_TIMEOUT(w.game()->ply(), 2, 20000);
        QCOMPARE(w.game()->moveTexts().last(), QStringLiteral("e7e5"));
        QVERIFY(!engineMessage(w));
    }

    void engineAsFirstPlayer()
    {
        MainWindow w(&m_registry);
        useEngines(w, {fake(QStringLiteral("slow"))});
        QVERIFY(startAgainst(w, QStringLiteral("Fake slow"), {}));
        QVERIFY(AppTest::show(w));
        QTRY_COMPARE_WITH_TIMEOUT(w.game()->ply(), 1, 20000);
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("e2e4")});
        AppTest::click(w, QStringLiteral("e7"));
        AppTest::click(w, QStringLiteral("e5"));
        QCOMPARE(w.game()->ply(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(w.game()->ply(), 3, 20000);
        QCOMPARE(w.game()->moveTexts().last(), QStringLiteral("g1f3"));
    }

    void garbageKeepsTheGame()
    {
        MainWindow w(&m_registry);
        useEngines(w, {fake(QStringLiteral("garbage"))});
        QVERIFY(startAgainst(w, {}, QStringLiteral("Fake garbage")));
        QVERIFY(AppTest::show(w));
        QTRY_VERIFY_WITH_TIMEOUT(!w.engines()->isStarting(), 20000);
        AppTest::click(w, QStringLiteral("e2"));
        AppTest::click(w, QStringLiteral("e4"));
        QTRY_VERIFY_WITH_TIMEOUT(engineMessage(w), 20000);
        QVERIFY2(engineMessage(w)->text().contains(QStringLiteral("Fake garbage")),
            qPrintable(engineMessage(w)->text()));
        QVERIFY(engineMessage(w)->text().contains(QStringLiteral("garbage")));
        // The game stands as it was and goes on between humans.
        QVERIFY(!w.engines()->isActive());
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("e2e4")});
        QVERIFY(!w.clockBar()->isVisible());
        engineMessage(w)->close();
        AppTest::click(w, QStringLiteral("e7"));
        AppTest::click(w, QStringLiteral("e5"));
        QCOMPARE(w.game()->ply(), 2);
    }

    void crashKeepsTheGame()
    {
        MainWindow w(&m_registry);
        useEngines(w, {fake(QStringLiteral("crash"))});
        QVERIFY(startAgainst(w, QStringLiteral("Fake crash"), {}));
        QVERIFY(AppTest::show(w));
        QTRY_VERIFY_WITH_TIMEOUT(engineMessage(w), 20000);
        QVERIFY(!w.engines()->isActive());
        QCOMPARE(w.game()->ply(), 0);
        QVERIFY(!w.scene()->inputBlocked());
    }

    void againstFairyStockfish()
    {
        const QString path = findProgram(QStringLiteral("fairy-stockfish"));
        if (path.isEmpty())
            QSKIP("fairy-stockfish is not installed");
        MainWindow w(&m_registry);
        useEngines(w, {{QStringLiteral("FSF"), path, {}, QStringLiteral("uci"), {}}});
        QVERIFY(
            startAgainst(w, {}, QStringLiteral("FSF"), {TimeControl::Kind::PerMove, 1000, 0, 0}));
        QVERIFY(AppTest::show(w));
        for (const auto& [from, to] : {std::pair{"g1", "f3"}, std::pair{"b1", "c3"}}) {
            const int ply = w.game()->ply();
            QTRY_VERIFY_WITH_TIMEOUT(!w.engines()->engineToMove(), 30000);
            AppTest::click(w, QString::fromLatin1(from));
            AppTest::click(w, QString::fromLatin1(to));
            QCOMPARE(w.game()->ply(), ply + 1);
            QTRY_COMPARE_WITH_TIMEOUT(w.game()->ply(), ply + 2, 30000);
            QVERIFY(!engineMessage(w));
        }
        QVERIFY(w.clockBar()->label(fb::Second)->text().startsWith(QStringLiteral("Black: ")));
    }

    // Game > Resign by its shortcut: the human's side loses, the engine stops, the result and
    // its reason are saved.
    void humanResigns()
    {
        MainWindow w(&m_registry);
        useEngines(w, {offers(QStringLiteral("decline"))});
        QVERIFY(startAgainst(w, {}, QStringLiteral("Fake decline")));
        QVERIFY(AppTest::show(w));
        QTRY_VERIFY_WITH_TIMEOUT(!w.engines()->isStarting(), 20000);
        auto* resign = w.findChild<QAction*>(QStringLiteral("resign"));
        auto* offerDraw = w.findChild<QAction*>(QStringLiteral("offerDraw"));
        QVERIFY(resign && offerDraw);
        QVERIFY(resign->isEnabled() && offerDraw->isEnabled());
        AppTest::click(w, QStringLiteral("g1"));
        AppTest::click(w, QStringLiteral("f3"));
        QTRY_COMPARE_WITH_TIMEOUT(w.game()->ply(), 2, 20000);
        QTest::keyClick(&w, Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY_WITH_TIMEOUT(engineMessage(w), 5000);
        QVERIFY2(engineMessage(w)->text().contains(QStringLiteral("White resigned")),
            qPrintable(engineMessage(w)->text()));
        QVERIFY(!w.engines()->isActive());
        QCOMPARE(w.document()->result(), QStringLiteral("0-1"));
        QCOMPARE(w.document()->termination(), fb::io::Termination::Resignation);
        QCOMPARE(w.game()->ply(), 2);
        // The game is over: resigning again would overwrite the result.
        QVERIFY(!resign->isEnabled() && !offerDraw->isEnabled());
        QTest::keyClick(&w, Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(w.document()->result(), QStringLiteral("0-1"));
        const QString pgn = savedPgn(w);
        QVERIFY2(pgn.contains(QStringLiteral("[Result \"0-1\"]")), qPrintable(pgn));
        QVERIFY2(pgn.contains(QStringLiteral("[Termination \"")), qPrintable(pgn));
    }

    // Game > Offer Draw by its shortcut: an XBoard engine is sent "draw"; one that answers
    // "offer draw" accepts, one that moves declines.
    void humanOffersDraw()
    {
        MainWindow w(&m_registry);
        useEngines(w, {offers(QStringLiteral("accept")), offers(QStringLiteral("decline"))});
        QVERIFY(startAgainst(w, {}, QStringLiteral("Fake decline")));
        QVERIFY(AppTest::show(w));
        QTRY_VERIFY_WITH_TIMEOUT(!w.engines()->isStarting(), 20000);
        QTest::keyClick(&w, Qt::Key_D, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(w.engines()->drawOffer(), std::optional<fb::Side>(fb::First));
        AppTest::click(w, QStringLiteral("g1"));
        AppTest::click(w, QStringLiteral("f3"));
        // The engine moved: declined, and said so.
        QTRY_COMPARE_WITH_TIMEOUT(w.game()->ply(), 2, 20000);
        QVERIFY(!w.engines()->drawOffer());
        QVERIFY(w.engines()->isActive());
        QVERIFY(!w.game()->result().isOver());
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("declined")),
            qPrintable(w.statusBar()->currentMessage()));
        // Against the engine that accepts: a draw by agreement, saved with its reason.
        QVERIFY(startAgainst(w, {}, QStringLiteral("Fake accept")));
        QTRY_VERIFY_WITH_TIMEOUT(!w.engines()->isStarting(), 20000);
        AppTest::click(w, QStringLiteral("g1"));
        AppTest::click(w, QStringLiteral("f3"));
        QTRY_COMPARE_WITH_TIMEOUT(w.game()->ply(), 2, 20000);
        QTest::keyClick(&w, Qt::Key_D, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY_WITH_TIMEOUT(engineMessage(w), 5000);
        QVERIFY2(engineMessage(w)->text().contains(QStringLiteral("agreed to a draw")),
            qPrintable(engineMessage(w)->text()));
        QCOMPARE(w.document()->result(), QStringLiteral("1/2-1/2"));
        QCOMPARE(w.document()->termination(), fb::io::Termination::Draw);
        QVERIFY(!w.engines()->isActive());
        const QString pgn = savedPgn(w);
        QVERIFY2(pgn.contains(QStringLiteral("[Result \"1/2-1/2\"]")), qPrintable(pgn));
    }

    // An engine's "offer draw" is shown to the human, whose Yes accepts it; a claim of the
    // engine's own loss is its resignation.
    void engineOffersAndClaims()
    {
        MainWindow w(&m_registry);
        useEngines(w, {offers(QStringLiteral("offer")), offers(QStringLiteral("claimloss"))});
        QVERIFY(startAgainst(w, {}, QStringLiteral("Fake offer")));
        QVERIFY(AppTest::show(w));
        QTRY_VERIFY_WITH_TIMEOUT(!w.engines()->isStarting(), 20000);
        AppTest::click(w, QStringLiteral("g1"));
        AppTest::click(w, QStringLiteral("f3"));
        QTRY_COMPARE_WITH_TIMEOUT(w.game()->ply(), 2, 20000);
        auto drawBox = [&w] { return w.findChild<QMessageBox*>(QStringLiteral("drawOffer")); };
        QTRY_VERIFY_WITH_TIMEOUT(drawBox(), 5000);
        QVERIFY(drawBox()->text().contains(QStringLiteral("Fake offer offers a draw")));
        QCOMPARE(w.engines()->drawOffer(), std::optional<fb::Side>(fb::Second));
        // A move declines it: the box goes.
        AppTest::click(w, QStringLiteral("f3"));
        AppTest::click(w, QStringLiteral("g1"));
        QTRY_VERIFY_WITH_TIMEOUT(!drawBox(), 5000);
        // The next offer is accepted.
        QTRY_VERIFY_WITH_TIMEOUT(drawBox(), 20000);
        QTest::mouseClick(drawBox()->button(QMessageBox::Yes), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(engineMessage(w), 5000);
        QCOMPARE(w.document()->result(), QStringLiteral("1/2-1/2"));
        QCOMPARE(w.document()->termination(), fb::io::Termination::Draw);
        QCOMPARE(w.game()->ply(), 4);
        engineMessage(w)->close();
        QTRY_VERIFY(!engineMessage(w));
        // An engine that claims its own loss resigns.
        QVERIFY(startAgainst(w, {}, QStringLiteral("Fake claimloss")));
        QTRY_VERIFY_WITH_TIMEOUT(!w.engines()->isStarting(), 20000);
        AppTest::click(w, QStringLiteral("g1"));
        AppTest::click(w, QStringLiteral("f3"));
        QTRY_VERIFY_WITH_TIMEOUT(engineMessage(w), 20000);
        QVERIFY2(engineMessage(w)->text().contains(QStringLiteral("Fake claimloss resigned")),
            qPrintable(engineMessage(w)->text()));
        QCOMPARE(w.document()->result(), QStringLiteral("1-0"));
        QCOMPARE(w.document()->termination(), fb::io::Termination::Resignation);
    }

    // Two engines in a dead draw (knights back and forth): our repetition rule ends the game,
    // and the saved log has the draw.
    void enginesInADeadDraw()
    {
        MainWindow w(&m_registry);
        useEngines(w, {offers(QStringLiteral("decline"))});
        QVERIFY(startAgainst(w, QStringLiteral("Fake decline"), QStringLiteral("Fake decline")));
        QVERIFY(AppTest::show(w));
        QTRY_VERIFY_WITH_TIMEOUT(w.game()->result().isOver(), 30000);
        QCOMPARE(w.game()->result().statusName(), QStringLiteral("repetition"));
        QVERIFY(w.game()->ply() <= 12);
        const QString pgn = savedPgn(w);
        QVERIFY2(pgn.contains(QStringLiteral("[Result \"1/2-1/2\"]")), qPrintable(pgn));
    }

    // A preset Fairy-Stockfish does not list is given to it as a variants.ini section and
    // played once its perft matched ours; a preset whose section it counts otherwise is refused
    // with a message, and the game stays on the board between humans.
    void customPresetsAgainstFairyStockfish()
    {
        const QString path = findProgram(QStringLiteral("fairy-stockfish"));
        if (path.isEmpty())
            QSKIP("fairy-stockfish is not installed");
        EngineEntry fsf{
            QStringLiteral("FSF"), path, {}, QStringLiteral("uci"), {QStringLiteral("chess")}};
        fb::engines::EngineOption variantPath;
        variantPath.name = QStringLiteral("VariantPath");
        variantPath.type = fb::engines::EngineOption::Type::String;
        fsf.options << variantPath;
        MainWindow w(&m_registry);
        useEngines(w, {fsf});
        GameSetup setup{QStringLiteral("perfect"), {}, {}};
        setup.engines = {QString(), QStringLiteral("FSF")};
        setup.time = {TimeControl::Kind::PerMove, 300, 0, 0};
        QString error;
        QVERIFY2(w.startGame(setup, &error) && w.startEngines(setup, &error), qPrintable(error));
        QVERIFY(AppTest::show(w));
        for (const auto& [from, to] : {std::pair{"e2", "e4"}, std::pair{"d2", "d4"}}) {
            const int ply = w.game()->ply();
            QTRY_VERIFY_WITH_TIMEOUT(!w.engines()->engineToMove(), 30000);
            AppTest::click(w, QString::fromLatin1(from));
            AppTest::click(w, QString::fromLatin1(to));
            QCOMPARE(w.game()->ply(), ply + 1);
            QTRY_COMPARE_WITH_TIMEOUT(w.game()->ply(), ply + 2, 30000);
            QVERIFY2(
                !engineMessage(w), engineMessage(w) ? qPrintable(engineMessage(w)->text()) : "");
        }
        QVERIFY(w.engines()->isActive());
        // Legan Chess: Fairy-Stockfish 11.1 counts its moves otherwise (it has no
        // promotionPawnTypes); refused before it moves, the game kept.
        setup.presetId = QStringLiteral("legan");
        QVERIFY2(w.startGame(setup, &error) && w.startEngines(setup, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(engineMessage(w) || !w.engines()->isStarting(), 30000);
        QTest::qWait(200);
        if (!engineMessage(w))
            QSKIP("this Fairy-Stockfish plays Legan Chess as we do");
        QVERIFY2(engineMessage(w)->text().contains(QStringLiteral("not used for it")),
            qPrintable(engineMessage(w)->text()));
        QVERIFY(!w.engines()->isActive());
        QCOMPARE(w.game()->variant().name, QStringLiteral("Legan Chess"));
        QCOMPARE(w.game()->ply(), 0);
        QCOMPARE(w.settings().engines.entries().size(), 1); // the engine stays in the list
    }
};

QTEST_MAIN(TestEngineGame)
#include "tst_enginegame.moc"
