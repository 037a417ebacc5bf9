// SPDX-License-Identifier: GPL-3.0-or-later
// Fairyboard: play and study chess variants defined by presets.
#include "analysispanel.h"
#include "boardscene.h"
#include "boardview.h"
#include "commandline.h"
#include "enginegamedriver.h"
#include "enginevariantdialog.h"
#include "gamecontroller.h"
#include "interfacelanguage.h"
#include "mainwindow.h"
#include "newgamedialog.h"
#include "piecegallery.h"
#include "piecesets.h"
#include "positioneditordialog.h"
#include "preferencesdialog.h"
#include "userpresets.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QPainter>
#include <QTimer>
#include <QTreeWidget>
#include <cstdio>
#include <optional>

namespace {

int fail(const QString& message)
{
    std::fprintf(stderr, "fairyboard: %s\n", qPrintable(message));
    return 1;
}

/// A --click: a square, or a piece letter with '*' or '@' for that piece in the hand of the
/// side to move (NoSquare then).
struct Click
{
    fb::Square square = fb::NoSquare;
    fb::PieceType drop = fb::NoPieceType;
};

std::optional<Click> parseClick(const fb::VariantDefinition& v, const QString& text)
{
    if (text.endsWith(u'*') || text.endsWith(u'@')) {
        const fb::PieceType t = v.pieceByLetter(text.chopped(1).toUpper());
        if (t == fb::NoPieceType || !v.rules.hands.enabled)
            return std::nullopt;
        return Click{fb::NoSquare, t};
    }
    int at = 0;
    const fb::Square s = v.geometry.parseSquare(text, at);
    if (s == fb::NoSquare || at != text.size())
        return std::nullopt;
    return Click{s, fb::NoPieceType};
}

/// --engine and --clock: the engine plays the side to move of the window's game.
bool startEngine(MainWindow& window, const CommandLine& cl, QString* error)
{
    std::optional<fb::engines::PlayerChoice> player;
    if (fb::engines::PlayerChoice::namesBuiltin(cl.engine)) {
        player = fb::engines::PlayerChoice::parseBuiltin(cl.engine, error);
    } else if (const std::optional<fb::engines::EngineSpec> spec
        = fb::engines::parseEngineSpec(cl.engine, error)) {
        player = fb::engines::PlayerChoice::ofEngine(
            {spec->displayName(), spec->program, spec->arguments,
                spec->protocol ? fb::engines::protocolId(*spec->protocol) : QString(), {}});
    }
    if (!player)
        return false;
    TimeControl time{TimeControl::Kind::PerMove, 1000, 0, 0};
    if (!cl.clock.isEmpty()) {
        const QStringList parts = cl.clock.split(u'+');
        bool okBase = false, okIncrement = parts.size() == 1;
        time.kind = TimeControl::Kind::Fischer;
        time.baseMs = int(parts[0].toDouble(&okBase) * 60000);
        if (parts.size() == 2)
            time.incrementMs = int(parts[1].toDouble(&okIncrement) * 1000);
        if (!okBase || !okIncrement || parts.size() > 2 || time.baseMs <= 0) {
            *error = QStringLiteral("'%1' is no clock (MINUTES+SECONDS)").arg(cl.clock);
            return false;
        }
    }
    std::array<std::optional<fb::engines::PlayerChoice>, 2> players;
    players[size_t(window.game()->position().sideToMove())] = player;
    window.engines()->start(players, time);
    return true;
}

/// --analyse and --analysis-lines: the Analysis panel with that engine (an engine that is not
/// in the Engines list is offered for this run only).
bool startAnalysis(MainWindow& window, const CommandLine& cl, QString* error)
{
    QString name = cl.analyse;
    if (name != u"builtin" && !window.settings().engines.find(name)) {
        const std::optional<fb::engines::EngineSpec> spec
            = fb::engines::parseEngineSpec(cl.analyse, error);
        if (!spec)
            return false;
        const fb::engines::EngineEntry entry{spec->displayName(), spec->program, spec->arguments,
            spec->protocol ? fb::engines::protocolId(*spec->protocol) : QString(), {}};
        fb::engines::EngineList engines = window.settings().engines;
        engines.add(entry);
        window.analysisPanel()->setEngines(engines);
        name = entry.name;
    }
    if (!window.showAnalysis(name, cl.analysisLines)) {
        *error = QStringLiteral("'%1' is not offered for this variant").arg(cl.analyse);
        return false;
    }
    return true;
}

/// Runs the event loop until the analysis shows its lines and has had a few seconds to deepen
/// (at most 20 s), or until it failed.
void waitForAnalysis(MainWindow& window, int lines)
{
    QElapsedTimer waited;
    waited.start();
    const AnalysisPanel* panel = window.analysisPanel();
    while (panel->isRunning() && waited.elapsed() < 20000
        && (waited.elapsed() < 4000 || panel->lineView()->topLevelItemCount() < std::max(lines, 1)))
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 100);
}

/// Runs the event loop until the engines have started and made their move (at most 30 s).
void waitForEngines(MainWindow& window)
{
    QElapsedTimer waited;
    waited.start();
    const EngineGameDriver* e = window.engines();
    while (e->isActive() && (e->isStarting() || e->isThinking() || e->engineToMove())
        && !window.game()->result().isOver() && waited.elapsed() < 30000)
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 100);
}

/// The window with the modal dialog it shows (a promotion chooser opened by --click) on top.
QPixmap grabWithDialog(QWidget* window)
{
    QPixmap pm = window->grab();
    QWidget* dialog = QApplication::activeModalWidget();
    if (dialog && dialog != window) {
        const QPixmap d = dialog->grab();
        QPainter p(&pm);
        p.drawPixmap((pm.width() - d.width()) / 2, (pm.height() - d.height()) / 2, d);
        p.setPen(QPen(Qt::darkGray, 1));
        p.drawRect(QRect((pm.width() - d.width()) / 2, (pm.height() - d.height()) / 2,
            d.width() - 1, d.height() - 1));
    }
    return pm;
}

/// The names QSettings and QStandardPaths use (they need no application object).
void setApplicationIdentity()
{
    QCoreApplication::setApplicationName(QStringLiteral("fairyboard"));
    QCoreApplication::setOrganizationName(QStringLiteral("Fairyboard"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FAIRYBOARD_VERSION));
}

/// --help and --version, in the language of the settings, before QApplication exists: they need
/// no display.
void answerInfoOptionsWithoutDisplay(int argc, char* argv[])
{
    const QCoreApplication app(argc, argv);
    const Translators translators(AppSettings::load().language);
    answerInfoOptions(QCoreApplication::arguments());
}

} // namespace

int main(int argc, char* argv[])
{
    setApplicationIdentity();
    answerInfoOptionsWithoutDisplay(argc, argv);

    QApplication app(argc, argv);
    QApplication::setApplicationDisplayName(QStringLiteral("Fairyboard"));
    QGuiApplication::setDesktopFileName(QStringLiteral(FAIRYBOARD_APP_ID));
    // The interface language of the settings (the system's by default), read once per start.
    const Translators translators(AppSettings::load().language);

    const CommandLine cl = parseCommandLine(QApplication::arguments());

    fb::PresetRegistry registry;
    registry.addBundled();
    UserPresets::load(registry);
    for (const fb::PresetDiagnostic& d : registry.diagnostics())
        std::fprintf(stderr, "fairyboard: %s\n", qPrintable(d.toString()));
    MainWindow window(&registry);
    // A screenshot run leaves no autosave behind (it never closes the window).
    window.setAutosaveEnabled(cl.screenshot.isEmpty());
    if (!cl.screenshot.isEmpty() || !cl.pieceSet.isEmpty()) { // for this run only, not saved
        BoardAppearance look = window.settings().board;
        look.animateMoves = look.animateMoves && cl.screenshot.isEmpty(); // moves land at once
        if (!cl.pieceSet.isEmpty()) {
            const PieceSetInfo* set = PieceSets::find(cl.pieceSet);
            if (!set) {
                QStringList ids;
                for (const PieceSetInfo& s : PieceSets::all())
                    ids << s.id;
                return fail(QStringLiteral("'%1' is not a piece set (%2)")
                        .arg(cl.pieceSet, ids.join(QStringLiteral(", "))));
            }
            look.pieceSets.insert(set->style, set->id);
        }
        window.scene()->setAppearance(look);
        window.gallery()->setPieceSets(look.pieceSets);
    }
    GameSetup setup{cl.preset, cl.profile, cl.fen, cl.allowIllegalPosition};
    if (setup.presetId.isEmpty()) {
        setup.presetId = window.settings().lastPreset;
        setup.profile = window.settings().lastProfile;
    }
    QString error;
    if (!window.startGame(setup, &error)) {
        fail(error);
        if (!cl.screenshot.isEmpty() || !cl.preset.isEmpty())
            return 1;
        window.startGame(QStringLiteral("chess"));
    }
    std::optional<MainWindow::RestoreMode> restoreMode;
    if (cl.restore == u"ask")
        restoreMode = MainWindow::RestoreMode::Ask;
    else if (cl.restore == u"all")
        restoreMode = MainWindow::RestoreMode::All;
    else if (cl.restore == u"none")
        restoreMode = MainWindow::RestoreMode::None;
    else
        return fail(QStringLiteral("'%1' is not a restore mode (ask, all, none)").arg(cl.restore));
    if (!cl.files.isEmpty()) {
        if (!cl.screenshot.isEmpty()) {
            if (!window.openFrom(cl.files.constFirst(), &error))
                return fail(error);
        } else {
            window.openFrom(cl.files.constFirst());
        }
    }
    for (const QString& m : cl.moves) {
        if (!window.game()->playText(m, &error))
            return fail(QStringLiteral("move '%1': %2").arg(m, error));
    }
    if (!cl.engine.isEmpty() && !startEngine(window, cl, &error))
        return fail(error);
    window.show();
    if (!cl.analyse.isEmpty() && !startAnalysis(window, cl, &error))
        return fail(error);
    if (cl.screenshot.isEmpty()) {
        // Every start offers the unsaved games of crashed sessions, whatever it was asked to
        // open; they go into this window only when it was asked for nothing in particular.
        const bool bare
            = cl.files.isEmpty() && cl.preset.isEmpty() && cl.fen.isEmpty() && cl.moves.isEmpty();
        window.offerRestore(*restoreMode, bare);
    }
    if (cl.inspect)
        window.findChild<QAction*>(QStringLiteral("inspectMode"))->setChecked(true);
    if (cl.panel == u"pieces")
        window.piecesDock()->raise();
    else if (cl.panel == u"moves")
        window.movesDock()->raise();
    else if (cl.panel == u"info")
        window.infoDock()->raise();
    else if (!cl.panel.isEmpty())
        return fail(QStringLiteral("'%1' is not a panel (moves, pieces, info)").arg(cl.panel));
    if (!cl.select.isEmpty()) {
        int at = 0;
        const fb::Square s = window.game()->variant().geometry.parseSquare(cl.select, at);
        if (s == fb::NoSquare || at != cl.select.size())
            return fail(QStringLiteral("'%1' is not a square").arg(cl.select));
        window.scene()->selectSquare(s);
    }
    QList<Click> clicks;
    for (const QString& c : cl.clicks) {
        const auto parsed = parseClick(window.game()->variant(), c);
        if (!parsed)
            return fail(QStringLiteral("'%1' is not a square or a piece in hand").arg(c));
        clicks << *parsed;
    }
    // Clicked from the event loop: one may open the promotion dialog, which --screenshot shows.
    QTimer::singleShot(0, &window, [&window, clicks] {
        for (const Click& c : clicks) {
            if (c.square != fb::NoSquare)
                window.scene()->activate(c.square);
            else
                window.scene()->activateSlot(window.game()->position().sideToMove(), c.drop);
        }
    });
    QWidget* shown = &window;
    if (cl.dialog == u"new-game") {
        const GameSetup current{window.game()->presetId(), window.game()->profile(), {}};
        auto* dialog = new NewGameDialog(&registry, window.settings().board, current, &window);
        dialog->setPresetLists(window.settings().favouritePresets, window.settings().recentPresets);
        shown = dialog;
    } else if (cl.dialog == u"preferences") {
        shown = new PreferencesDialog(window.settings(), &window);
    } else if (cl.dialog == u"edit-position") {
        shown = new PositionEditorDialog(
            window.game()->position(), window.settings().board, &window, window.pieceArt());
    } else if (cl.dialog == u"import-from-engine") {
        shown = new EngineVariantDialog(window.settings().engines, registry, &window);
    } else if (!cl.dialog.isEmpty()) {
        return fail(QStringLiteral("'%1' is not a dialog (new-game, preferences, edit-position, "
                                   "import-from-engine)")
                .arg(cl.dialog));
    }
    if (shown != &window)
        shown->show();
    if (!cl.screenshot.isEmpty()) {
        waitForEngines(window);
        if (!cl.analyse.isEmpty())
            waitForAnalysis(window, cl.analysisLines);
        QTimer::singleShot(300, &window, [&] {
            window.view()->refit();
            QApplication::processEvents();
            // Widgets made in the last events (a gallery built when its tab was chosen) are
            // laid out before the picture is taken.
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            const bool ok = grabWithDialog(shown).save(cl.screenshot, "PNG");
            if (!ok)
                fail(QStringLiteral("cannot write %1").arg(cl.screenshot));
            QApplication::exit(ok ? 0 : 1);
        });
    }
    return QApplication::exec();
}
