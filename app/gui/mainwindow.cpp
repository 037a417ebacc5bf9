// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "boardscene.h"
#include "boardview.h"
#include "clockbar.h"
#include "countingrules.h"
#include "customvariant.h"
#include "enginegamedriver.h"
#include "enginesdialog.h"
#include "enginevariantdialog.h"
#include "fen.h"
#include "gamecontroller.h"
#include "gamedocument.h"
#include "gameinfopanel.h"
#include "gamestate.h"
#include "movelistview.h"
#include "movenotation.h"
#include "newgamedialog.h"
#include "notation.h"
#include "piecegallery.h"
#include "placementrules.h"
#include "positioneditordialog.h"
#include "preferencesdialog.h"
#include "presetinstallflow.h"
#include "presetmanagerdialog.h"
#include "refusal.h"
#include "sidenames.h"
#include "userpresets.h"
#include "variantimportflow.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTableWidgetItem>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>
#include <algorithm>

MainWindow::MainWindow(fb::PresetRegistry* registry, QWidget* parent)
    : QMainWindow(parent)
    , m_registry(registry)
    , m_settings(AppSettings::load())
    , m_game(new GameController(this))
    , m_scene(new BoardScene(m_game, this))
    , m_document(new GameDocument(m_game, registry, this))
    , m_autosave(new AutosaveStore({}, this))
    , m_engines(new EngineGameDriver(m_game, this))
{
    setWindowTitle(tr("Fairyboard[*]"));
    setAcceptDrops(true); // game records dropped on the window (openDropped)
    m_scene->setAppearance(m_settings.board);
    m_scene->setAutoFlip(m_settings.autoFlip);
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    m_view = new BoardView(m_scene, central);
    // Drops on the board go to the window (a game record), not to the scene, which would
    // take them and do nothing.
    m_view->setAcceptDrops(false);
    m_view->viewport()->setAcceptDrops(false);
    m_clockBar = new ClockBar(m_game, m_engines, central);
    layout->addWidget(m_clockBar);
    layout->addWidget(m_view, 1);
    m_moveEntry = new QLineEdit(central);
    m_moveEntry->setPlaceholderText(tr("Type a move and press Enter"));
    m_moveEntry->setAccessibleName(tr("Move entry"));
    m_moveEntry->setObjectName(QStringLiteral("moveEntry"));
    layout->addWidget(m_moveEntry);
    setCentralWidget(central);

    m_moveList = new MoveListView(m_game, this);
    m_moveList->setNotation(m_settings.notation);
    m_movesDock = new QDockWidget(tr("Moves"), this);
    m_movesDock->setObjectName(QStringLiteral("moves"));
    m_movesDock->setWidget(m_moveList);
    addDockWidget(Qt::RightDockWidgetArea, m_movesDock);

    m_gallery = new PieceGallery(this);
    m_gallery->setPieceSets(m_settings.board.pieceSets);
    //: Title of the dock that shows every piece of the variant with its moves
    m_piecesDock = new QDockWidget(tr("Pieces"), this);
    m_piecesDock->setObjectName(QStringLiteral("pieces"));
    m_piecesDock->setWidget(m_gallery);
    addDockWidget(Qt::RightDockWidgetArea, m_piecesDock);
    tabifyDockWidget(m_movesDock, m_piecesDock);
    // Its tab chosen: the gallery is seen from the next event on (the dock is moved back).
    connect(m_piecesDock, &QDockWidget::visibilityChanged, m_gallery, [this](bool visible) {
        if (visible)
            QTimer::singleShot(0, m_gallery, &PieceGallery::buildIfShown);
    });

    m_info = new GameInfoPanel(m_document, m_game, this);
    //: Title of the dock with the players, event, date, result and comments of the game
    m_infoDock = new QDockWidget(tr("Game Information"), this);
    m_infoDock->setObjectName(QStringLiteral("gameInfo"));
    m_infoDock->setWidget(m_info);
    addDockWidget(Qt::RightDockWidgetArea, m_infoDock);
    tabifyDockWidget(m_piecesDock, m_infoDock);
    m_movesDock->raise();
    // The board and the move entry stay first among the window's children (raising a dock
    // moves it last): findChild<QLineEdit*>() is the move entry, not a game-information field.
    central->lower();

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("gameStatus"));
    m_status->setAccessibleName(tr("Game status"));
    statusBar()->addWidget(m_status, 1);
    // A temporary message (a refused move, an opened file's note) takes the status line's
    // place. QStatusBar hides it only when it is already visible, so a message shown before
    // the window was would be drawn over the status text.
    connect(statusBar(), &QStatusBar::messageChanged, m_status,
        [this](const QString& message) { m_status->setVisible(message.isEmpty()); });

    createActions();
    setTabOrder(m_view, m_moveEntry);
    setTabOrder(m_moveEntry, m_moveList);
    setTabOrder(m_moveList, m_gallery);

    connect(m_moveEntry, &QLineEdit::returnPressed, this, &MainWindow::enterMove);
    connect(m_scene, &BoardScene::moveChosen, this, &MainWindow::playMove);
    connect(m_moveList, &MoveListView::plyChosen, m_game, &GameController::goToPly);
    connect(m_game, &GameController::positionChanged, this, &MainWindow::positionChanged);
    connect(m_game, &GameController::positionChanged, this, [this](const fb::MoveChange* change) {
        if (change && m_game->result().isOver())
            announceResult();
    });
    connect(m_scene, &BoardScene::moveRefused, this,
        [this](const QString& reason) { statusBar()->showMessage(reason, 8000); });
    connect(m_scene, &BoardScene::turnChanged, this, &MainWindow::turnChanged);
    // After the document has seen the change (it is connected first).
    connect(m_game, &GameController::lineChanged, this, &MainWindow::updateAutosave);
    connect(m_document, &GameDocument::infoChanged, this, &MainWindow::updateAutosave);
    connect(m_document, &GameDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &GameDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_engines, &EngineGameDriver::stateChanged, this, [this] {
        m_scene->setInputBlocked(m_engines->engineToMove() || m_engines->isThinking());
        updateStatus();
    });
    connect(m_engines, &EngineGameDriver::engineFailed, this, [this](const QString& message) {
        //: After an engine failed: the game stays on the board
        engineMessage(tr("Engine Failed"),
            tr("%1\nThe game is kept; both sides are now played at this board.").arg(message));
    });
    connect(m_engines, &EngineGameDriver::decided, m_document, &GameDocument::setEnding);
    connect(m_engines, &EngineGameDriver::decided, this, &MainWindow::updateOfferActions);
    connect(m_engines, &EngineGameDriver::moveTimed, this, &MainWindow::logClock);
    connect(m_engines, &EngineGameDriver::gameEnded, this,
        [this](const QString& message) { engineMessage(tr("Game Over"), message); });
    connect(m_autosave, &AutosaveStore::writeFailed, this, [this](const QString& why) {
        statusBar()->showMessage(tr("The game could not be saved automatically: %1").arg(why));
    });

    if (!restoreGeometry(m_settings.windowGeometry))
        resize(1100, 820);
    restoreState(m_settings.windowState);
}

void MainWindow::createActions()
{
    QMenu* gameMenu = menuBar()->addMenu(tr("&Game"));
    QAction* newGame = gameMenu->addAction(
        tr("&New Game..."), QKeySequence::New, this, &MainWindow::chooseNewGame);
    newGame->setObjectName(QStringLiteral("newGame"));
    QAction* editPositionAction = gameMenu->addAction(tr("&Edit Position..."),
        QKeySequence(Qt::CTRL | Qt::Key_E), this, &MainWindow::editPosition);
    editPositionAction->setObjectName(QStringLiteral("editPosition"));
    QAction* copyFenAction = gameMenu->addAction(tr("&Copy FEN"),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), this, &MainWindow::copyFen);
    copyFenAction->setObjectName(QStringLiteral("copyFen"));
    QAction* pasteFenAction = gameMenu->addAction(tr("&Paste FEN"),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V), this, &MainWindow::pasteFen);
    pasteFenAction->setObjectName(QStringLiteral("pasteFen"));
    gameMenu->addSeparator();
    QAction* openAction
        = gameMenu->addAction(tr("&Open..."), QKeySequence::Open, this, &MainWindow::open);
    openAction->setObjectName(QStringLiteral("openGame"));
    //: The menu of the game files opened or saved lately
    m_recentMenu = gameMenu->addMenu(tr("Open &Recent"));
    m_recentMenu->menuAction()->setObjectName(QStringLiteral("openRecent"));
    //: Opens the game record (PGN, KIF, CSA ...) held on the clipboard
    QAction* pasteGameAction = gameMenu->addAction(
        tr("Paste &Game"), QKeySequence::Paste, this, [this] { pasteGame(); });
    pasteGameAction->setObjectName(QStringLiteral("pasteGame"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);
    rebuildRecentMenu();
    QAction* saveAction = gameMenu->addAction(
        tr("&Save"), QKeySequence(Qt::CTRL | Qt::Key_S), this, &MainWindow::save);
    saveAction->setObjectName(QStringLiteral("saveGame"));
    QAction* saveAsAction = gameMenu->addAction(tr("Save &As..."),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), this, &MainWindow::saveAs);
    saveAsAction->setObjectName(QStringLiteral("saveGameAs"));
    gameMenu->addSeparator();
    createOfferActions(gameMenu);
    gameMenu->addSeparator();
    //: Install a custom variant preset with its piece images from a .fbpz file
    gameMenu->addAction(tr("&Install Preset Bundle..."), this, [this] { installPresetBundle(); })
        ->setObjectName(QStringLiteral("installPresetBundle"));
    gameMenu->addAction(tr("Import &Variant..."), this, [this] { importVariant(); })
        ->setObjectName(QStringLiteral("importVariant"));
    gameMenu
        ->addAction(tr("Import Variant from &Engine..."), this, [this] { importEngineVariant(); })
        ->setObjectName(QStringLiteral("importEngineVariant"));
    gameMenu->addAction(tr("&Manage Presets..."), this, &MainWindow::managePresets)
        ->setObjectName(QStringLiteral("managePresets"));
    gameMenu->addSeparator();
    // Every window asks about its own unsaved game; a Cancel stops the quit.
    QAction* quit = gameMenu->addAction(
        tr("&Quit"), QKeySequence::Quit, qApp, &QApplication::closeAllWindows);
    quit->setObjectName(QStringLiteral("quit"));
    if (quit->shortcut().isEmpty()) // platforms without a standard Quit key (and offscreen)
        quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));

    QMenu* moveMenu = menuBar()->addMenu(tr("&Move"));
    m_undo = moveMenu->addAction(tr("&Undo"), QKeySequence::Undo, this, &MainWindow::undo);
    m_undo->setObjectName(QStringLiteral("undo"));
    m_redo = moveMenu->addAction(tr("&Redo"), QKeySequence::Redo, m_game, &GameController::redo);
    m_redo->setObjectName(QStringLiteral("redo"));
    moveMenu->addSeparator();
    //: Browse the game: show the position before the one shown
    m_previous = moveMenu->addAction(tr("&Previous Move"), QKeySequence(Qt::Key_Left), this,
        [this] { m_game->goToPly(m_game->ply() - 1); });
    m_previous->setObjectName(QStringLiteral("previousMove"));
    m_next = moveMenu->addAction(tr("Ne&xt Move"), QKeySequence(Qt::Key_Right), this,
        [this] { m_game->goToPly(m_game->ply() + 1); });
    m_next->setObjectName(QStringLiteral("nextMove"));
    m_first = moveMenu->addAction(
        tr("&Start Position"), QKeySequence(Qt::Key_Home), this, [this] { m_game->goToPly(0); });
    m_first->setObjectName(QStringLiteral("firstPosition"));
    m_last = moveMenu->addAction(tr("&Last Position"), QKeySequence(Qt::Key_End), this,
        [this] { m_game->goToPly(m_game->lineLength()); });
    m_last->setObjectName(QStringLiteral("lastPosition"));
    moveMenu->addSeparator();
    //: End a half-made multi-leg move (a Chu Shogi Lion's first step) on the square where
    //: the piece now stands
    m_stopHere = moveMenu->addAction(tr("Stop &Here"), this, [this] { m_scene->stopHere(); });
    m_stopHere->setObjectName(QStringLiteral("stopHere"));
    m_stopHere->setShortcut(QKeySequence(Qt::Key_S));
    m_stopHere->setStatusTip(tr("End the move on the square where the piece now stands"));
    m_stopHere->setEnabled(false);
    //: Give up the whole turn without moving (janggi)
    m_pass = moveMenu->addAction(tr("&Pass Turn"), this, &MainWindow::pass);
    m_pass->setObjectName(QStringLiteral("passTurn"));
    m_pass->setShortcut(QKeySequence(Qt::Key_P));
    m_pass->setStatusTip(tr("Pass the turn to the other player without moving"));
    m_pass->setEnabled(false);

    QMenu* viewMenu = menuBar()->addMenu(tr("&View"));
    QAction* flip = viewMenu->addAction(
        tr("&Flip Board"), this, [this] { m_scene->setFlipped(!m_scene->isFlipped()); });
    flip->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F));
    flip->setObjectName(QStringLiteral("flipBoard"));
    //: Inspect mode: click any piece, of either side, to see its moves; nothing is played
    m_inspect = viewMenu->addAction(tr("&Inspect Mode"));
    m_inspect->setCheckable(true);
    m_inspect->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    m_inspect->setObjectName(QStringLiteral("inspectMode"));
    m_inspect->setStatusTip(tr("Click any piece to see its moves; no move is played"));
    connect(m_inspect, &QAction::toggled, this, [this](bool on) {
        m_scene->setInspectMode(on);
        updateStatus();
    });
    viewMenu->addSeparator();
    viewMenu->addAction(m_movesDock->toggleViewAction());
    viewMenu->addAction(m_piecesDock->toggleViewAction());
    viewMenu->addAction(m_infoDock->toggleViewAction());
    createAnalysisDock(viewMenu);

    QMenu* settingsMenu = menuBar()->addMenu(tr("&Settings"));
    QAction* prefs = settingsMenu->addAction(
        tr("&Preferences..."), QKeySequence::Preferences, this, &MainWindow::editPreferences);
    prefs->setObjectName(QStringLiteral("preferences"));
    prefs->setMenuRole(QAction::PreferencesRole);
    //: The engines (external programs) to play against
    settingsMenu->addAction(tr("&Engines..."), this, &MainWindow::editEngines)
        ->setObjectName(QStringLiteral("engines"));

    QToolBar* tools = addToolBar(tr("Game"));
    tools->setObjectName(QStringLiteral("gameToolBar"));
    tools->addAction(newGame);
    tools->addAction(m_undo);
    tools->addAction(m_redo);
    tools->addAction(flip);
    tools->addAction(m_inspect);
    tools->addSeparator();
    tools->addAction(m_stopHere);
    tools->addAction(m_pass);
}

bool MainWindow::startGame(const QString& presetId, const QString& fen, QString* error)
{
    return startGame(GameSetup{presetId, {}, fen}, error);
}

bool MainWindow::startGame(const GameSetup& setup, QString* error)
{
    QList<fb::PresetDiagnostic> diags;
    fb::VariantPtr v = m_registry->variant(setup.presetId, setup.profile, &diags);
    if (!v) {
        if (error) {
            QStringList lines;
            for (const auto& d : diags)
                lines << d.toString();
            *error = lines.isEmpty() ? tr("Unknown preset '%1'").arg(setup.presetId)
                                     : lines.join(u'\n');
        }
        return false;
    }
    const CustomPieceArt art = UserPresets::pieceArt(*m_registry, setup.presetId);
    return startGame(v, setup, {}, error, &art);
}

bool MainWindow::startGame(fb::VariantPtr v, const GameSetup& setup, const fb::MoveList& moves,
    QString* error, const CustomPieceArt* art)
{
    const CustomPieceArt previousArt = m_pieceArt;
    m_engines->stop(); // a new game is between humans until startEngines()
    if (art)
        setPieceArt(*art); // before the board is rebuilt for the new game
    const auto impossible
        = setup.allowImpossible ? fb::ImpossiblePositions::Allow : fb::ImpossiblePositions::Refuse;
    if (!m_game->newGame(v, setup.fen, error, setup.profile, moves, impossible)) {
        setPieceArt(previousArt);
        return false;
    }
    m_sourcePath.clear();
    m_document->resetForNewGame();
    if (m_registry->contains(setup.presetId)) { // not a custom preset that came with a game
        m_settings.lastPreset = setup.presetId;
        m_settings.lastProfile = setup.profile;
        m_settings.notePresetPlayed(setup.presetId);
        m_settings.savePresetLists();
    }
    updateTitle();
    updateAutosave();
    m_view->refit();
    return true;
}

void MainWindow::setPieceArt(const CustomPieceArt& art)
{
    m_pieceArt = art;
    m_document->setPieceImages(art.images());
    m_scene->setPieceArt(art);
    m_gallery->setPieceArt(art);
}

bool MainWindow::installPresetBundle(const QString& requested)
{
    const QString path = requested.isEmpty() ? PresetInstallFlow::chooseFile(this) : requested;
    if (path.isEmpty())
        return false;
    const QString id = PresetInstallFlow::installFile(this, *m_registry, path);
    if (id.isEmpty())
        return false;
    offerGameOf(id, tr("Install Preset Bundle"));
    return true;
}

bool MainWindow::importVariant(const QString& requested, const QString& section)
{
    const QString path = requested.isEmpty() ? VariantImportFlow::chooseFile(this) : requested;
    if (path.isEmpty())
        return false;
    const QString id = VariantImportFlow::importFile(this, *m_registry, path, section);
    if (id.isEmpty())
        return false;
    offerGameOf(id, tr("Import Variant"));
    return true;
}

bool MainWindow::importEngineVariant()
{
    EngineVariantDialog dialog(m_settings.engines, *m_registry, this);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    const QString title = tr("Import Variant from Engine");
    const QString id = VariantImportFlow::installImported(
        this, *m_registry, dialog.result(), dialog.sourceName(), title);
    if (id.isEmpty())
        return false;
    offerGameOf(id, title);
    return true;
}

void MainWindow::offerGameOf(const QString& id, const QString& title)
{
    const QString name = m_registry->resolved(id).value(QStringLiteral("name")).toString(id);
    QMessageBox box(QMessageBox::Question, title,
        //: %1 = the preset's name
        tr("The preset “%1” is installed. Start a game of it?").arg(SideNames::presetText(name)),
        QMessageBox::Yes | QMessageBox::No, this);
    box.setInformativeText(tr("The New Game dialog offers it from now on."));
    box.setDefaultButton(QMessageBox::Yes);
    QString error;
    if (box.exec() == QMessageBox::Yes && maybeSave() && !startGame(id, {}, &error))
        warn(tr("New Game"), tr("The game could not be started."), error);
}

void MainWindow::managePresets()
{
    PresetManagerDialog dialog(m_registry, this);
    dialog.exec();
}

void MainWindow::chooseNewGame()
{
    if (!maybeSave())
        return;
    const GameSetup current{m_game->presetId(), m_game->profile(), {}};
    NewGameDialog dialog(m_registry, m_settings.board, current, this);
    dialog.setEngines(m_settings.engines, m_lastSetup);
    dialog.setPresetLists(m_settings.favouritePresets, m_settings.recentPresets);
    const int result = dialog.exec();
    if (dialog.favourites() != m_settings.favouritePresets) {
        m_settings.favouritePresets = dialog.favourites();
        m_settings.savePresetLists();
    }
    if (result != QDialog::Accepted || dialog.selectedPreset().isEmpty())
        return;
    m_lastSetup = dialog.setup();
    QString error;
    if (!startGame(m_lastSetup, &error) || !startEngines(m_lastSetup, &error))
        QMessageBox::warning(this, tr("New Game"), error);
}

void MainWindow::editEngines()
{
    EnginesDialog dialog(m_settings.engines, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    AppSettings s = m_settings;
    s.engines = dialog.list();
    applySettings(s);
}

bool MainWindow::startEngines(const GameSetup& setup, QString* error)
{
    std::array<std::optional<fb::engines::PlayerChoice>, 2> players;
    for (fb::Side side : {fb::First, fb::Second}) {
        const QString& name = setup.engines[size_t(side)];
        if (const int level = setup.builtinLevels[size_t(side)]; level > 0) {
            players[size_t(side)] = fb::engines::PlayerChoice::builtin(level);
            continue;
        }
        if (name.isEmpty())
            continue;
        const fb::engines::EngineEntry* e = m_settings.engines.find(name);
        if (!e) {
            if (error)
                //: %1 = an engine's name
                *error = tr("There is no engine “%1” in Settings > Engines.").arg(name);
            return false;
        }
        players[size_t(side)] = fb::engines::PlayerChoice::ofEngine(*e);
        players[size_t(side)]->variantSection = fb::engines::sectionNeeded(
            *e, *m_registry, m_registry->variant(setup.presetId, setup.profile));
    }
    if (players[0] || players[1])
        m_engines->start(players, setup.time);
    else
        m_engines->stop();
    return true;
}

void MainWindow::logClock(int ply, fb::Side, int elapsedMs, const fb::engines::SideTime& left)
{
    const QString control = m_engines->timeControl().pgnTag();
    if (m_document->tag(QStringLiteral("TimeControl")) != control)
        m_document->setTag(QStringLiteral("TimeControl"), control);
    m_document->prependMoveComments(
        ply, {fb::engines::clockCommand(left.mainMs), fb::engines::elapsedCommand(elapsedMs)});
}

void MainWindow::undo()
{
    if (m_engines->isActive())
        m_engines->takeBack();
    else
        m_game->undo();
}

void MainWindow::engineMessage(const QString& title, const QString& text)
{
    statusBar()->showMessage(text.section(u'\n', 0, 0), 15000);
    // Not modal: the game stays usable while it is shown.
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("engineMessage"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::NonModal);
    box->show();
}

void MainWindow::editPosition()
{
    if (!m_game->hasGame())
        return;
    PositionEditorDialog dialog(m_game->position(), m_settings.board, this, m_pieceArt);
    // Asked once the new position is there: a cancelled editor replaces nothing.
    if (dialog.exec() != QDialog::Accepted || !maybeSave())
        return;
    QString error;
    const GameSetup setup{
        m_game->presetId(), m_game->profile(), dialog.fen(), dialog.allowsImpossiblePositions()};
    if (!startGame(m_game->position().variantPtr(), setup, {}, &error))
        QMessageBox::warning(this, tr("Edit Position"), error);
}

void MainWindow::copyFen()
{
    if (m_game->hasGame())
        QApplication::clipboard()->setText(fb::writeFen(m_game->position()));
}

void MainWindow::pasteFen()
{
    if (!m_game->hasGame())
        return;
    const QString text = QApplication::clipboard()->text().trimmed();
    const fb::VariantDefinition& v = m_game->variant();
    const QString fen = fb::isSfen(v, text) ? fb::normalizedFen(v, text) : text;
    QString error;
    // The same variant and piece images (a custom preset may not be in the registry).
    const GameSetup setup{m_game->presetId(), m_game->profile(), fen};
    if (text.isEmpty())
        error = tr("The clipboard holds no text.");
    // A position that is no position replaces nothing, so nothing is asked for it.
    else if (fb::readFen(m_game->position().variantPtr(), fen) && !maybeSave())
        return;
    else if (startGame(m_game->position().variantPtr(), setup, {}, &error))
        return;
    QMessageBox box(QMessageBox::Warning, tr("Paste FEN"),
        //: %1 = the variant's name
        tr("The clipboard does not hold a position of %1.").arg(SideNames::presetText(v.name)),
        QMessageBox::Ok, this);
    box.setInformativeText(error);
    box.setDetailedText(text);
    box.exec();
}

void MainWindow::editPreferences()
{
    PreferencesDialog dialog(m_settings, this);
    if (dialog.exec() == QDialog::Accepted)
        applySettings(dialog.settings());
}

void MainWindow::applySettings(const AppSettings& settings)
{
    m_settings = settings;
    m_moveList->setNotation(m_settings.notation);
    showMoveEntryNotation();
    if (m_analysis)
        applyAnalysisSettings();
    m_scene->setAppearance(m_settings.board);
    m_gallery->setPieceSets(m_settings.board.pieceSets);
    m_scene->setAutoFlip(m_settings.autoFlip);
    m_settings.save();
}

bool MainWindow::playMove(const fb::Move& move)
{
    if (m_engines->engineToMove()) {
        //: A move was made on the board while the engine is to move
        statusBar()->showMessage(tr("Wait for the engine's move."), 8000);
        return false;
    }
    if (m_game->isBrowsing()) {
        const int later = m_game->lineLength() - m_game->ply();
        QMessageBox box(QMessageBox::Question, tr("Play Move"), tr("Discard the later moves?"),
            QMessageBox::Yes | QMessageBox::No, this);
        box.setInformativeText(
            tr("The board shows an earlier position. Playing here discards the %n move(s) "
               "that followed it.",
                nullptr, later));
        box.setDefaultButton(QMessageBox::Yes);
        if (box.exec() != QMessageBox::Yes)
            return false;
    }
    return m_game->play(move);
}

void MainWindow::enterMove()
{
    if (!m_game->hasGame())
        return;
    const fb::io::ReadResult r = fb::io::readMove(
        m_moveList->notation(), m_game->position(), m_game->legalMoves(), m_moveEntry->text());
    if (!r.move) {
        // The text stays for correction; the reason shows in the status bar and the tool tip:
        // the engine's reason when the text names a move the rules forbid.
        QString why = r.error;
        fb::Position pos = m_game->position();
        for (const fb::Move& m : r.candidates)
            if (const std::optional<fb::Refusal> refusal = fb::whyIllegal(pos, m)) {
                why = fb::refusalText(*refusal, pos.variant());
                break;
            }
        statusBar()->showMessage(why, 8000);
        m_moveEntry->setToolTip(why);
        return;
    }
    m_moveEntry->setToolTip({});
    if (playMove(*r.move))
        m_moveEntry->clear();
}

void MainWindow::showMoveEntryNotation()
{
    if (!m_game->hasGame())
        return;
    const fb::io::Notation notation = m_moveList->notation();
    const QString name = fb::io::notationName(notation);
    if (notation == fb::io::Notation::Coordinate)
        //: Placeholder of the move entry when moves are shown in coordinates; %1 is
        //: "Coordinates (e2e4)"
        m_moveEntry->setPlaceholderText(tr("Type a move in %1, then press Enter").arg(name));
    else
        //: Placeholder of the move entry; %1 is the notation with an example, e.g. "Japanese
        //: (▲７六歩)"
        m_moveEntry->setPlaceholderText(
            tr("Type a move in %1 or coordinates, then press Enter").arg(name));
}

void MainWindow::positionChanged()
{
    m_moveList->refresh();
    showMoveEntryNotation();
    m_gallery->setVariant(m_game->hasGame() ? m_game->position().variantPtr() : nullptr);
    const int ply = m_game->ply(), length = m_game->lineLength();
    m_undo->setEnabled(m_game->canUndo());
    m_redo->setEnabled(m_game->canRedo());
    m_previous->setEnabled(ply > 0);
    m_first->setEnabled(ply > 0);
    m_next->setEnabled(ply < length);
    m_last->setEnabled(ply < length);
    turnChanged();
}

bool MainWindow::canPassTurn() const
{
    if (!m_game->hasGame() || m_game->result().isOver())
        return false;
    const fb::MoveList& legal = m_game->legalMoves();
    return std::any_of(legal.begin(), legal.end(), [](const fb::Move& m) { return m.isPass(); });
}

void MainWindow::turnChanged()
{
    m_stopHere->setEnabled(m_scene->canStopHere());
    m_pass->setEnabled(!m_scene->isMidTurn() && canPassTurn());
    updateStatus();
}

void MainWindow::pass()
{
    if (m_scene->isMidTurn() || !canPassTurn())
        return;
    for (const fb::Move& m : m_game->legalMoves())
        if (m.isPass()) {
            const fb::Move move = m; // the list changes when it is played
            m_scene->selectSquare(fb::NoSquare);
            playMove(move);
            return;
        }
}

void MainWindow::updateStatus()
{
    updateOfferActions();
    if (!m_game->hasGame())
        return;
    const fb::Position& pos = m_game->position();
    const fb::Family family = m_game->variant().family;
    QStringList parts;
    if (m_game->isBrowsing()) {
        const int ply = m_game->ply(), length = m_game->lineLength();
        // The last move shown, as the move list writes it (the list is refreshed first).
        const QTableWidgetItem* shown = m_moveList->itemForPly(ply);
        const QString last = shown ? shown->text() : m_game->moveTexts().value(ply - 1);
        parts << (ply == 0
                ? tr("Browsing: the start position (%n move(s) in the game)", nullptr, length)
                //: %1 = moves shown, %2 = moves in the game, %3 = the last move shown
                : tr("Browsing: after move %1 of %2 (%3)").arg(ply).arg(length).arg(last));
    }
    const fb::GameResult& r = m_game->result();
    if (!r.isOver()) {
        QString text = tr("%1 to move").arg(SideNames::player(family, pos.sideToMove()));
        if (m_game->inCheck())
            text += tr(" - check!");
        parts << text;
        if (fb::inPlacementPhase(pos))
            //: The placement phase (Placement chess, Sittuyin): pieces in hand are dropped
            //: before the other moves
            parts << tr("Place your pieces: click a piece in your hand, then a free square of "
                        "your placement area");
        if (const fb::CountingState count = fb::countingState(pos); count.running())
            //: Makruk's counting rule: %1 = moves counted so far, %2 = the count's end, where
            //: the game is drawn unless mate comes first
            parts << tr("Count: %1 of %2").arg(count.plies / 2).arg(count.limitPlies / 2);
    } else {
        //: %1 = how the game ended, in a sentence ("White wins by checkmate")
        parts << tr("Game over: %1").arg(resultSentence());
    }
    if (m_scene->awaitingWall()) {
        const fb::WallingKind kind = pos.variant().rules.walling.kind;
        parts << (kind == fb::WallingKind::Arrow
                //: Amazons: after the amazon moved, the player puts an arrow (a wall)
                ? tr("Shoot the arrow: click a marked square; Esc takes the move back")
                : kind == fb::WallingKind::Duck
                    //: Duck Chess: after the piece moved, the player moves the duck
                    ? tr("Move the duck: click a marked square; Esc takes the move back")
                    //: A variant where each move ends by putting a wall on the board
                    : tr("Place the wall: click a marked square; Esc takes the move back"));
    } else if (m_scene->isMidTurn()) {
        parts << (m_scene->canStopHere()
                //: A multi-leg move (a Lion's) waits for its next step
                ? tr("Next step: click a marked square, or the piece itself (Stop here) to end "
                     "the move there; Esc undoes the step")
                : tr("Next step: click a marked square; Esc undoes the step"));
    }
    const auto& targets = m_scene->targets();
    if (std::any_of(targets.begin(), targets.end(), [](const auto& t) { return t.continues; }))
        //: Explains the corner-bracket marks on the board during a multi-leg move
        parts << tr("Corner marks: the move can stop there and go on");
    if (m_engines->isStarting())
        //: Engines are being started for a game against them
        parts << tr("Starting the engine...");
    else if (m_engines->isThinking())
        //: %1 = the engine's name
        parts << tr("%1 is thinking...").arg(m_engines->engineName(pos.sideToMove()));
    if (m_inspect->isChecked())
        parts << tr("Inspect mode: click any piece to see its moves");
    m_status->setText(parts.join(QStringLiteral(" \u00b7 ")));
}

QString MainWindow::resultSentence() const
{
    const fb::Family family = m_game->variant().family;
    return fb::gameResultSentence(m_game->result(), m_game->variant(),
        SideNames::player(family, fb::First), SideNames::player(family, fb::Second));
}

void MainWindow::announceResult()
{
    // Not modal: the board, the move list and Save stay usable while it is shown.
    auto* box = new QMessageBox(
        QMessageBox::Information, tr("Game Over"), resultSentence(), QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("gameOverMessage"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::NonModal);
    box->show();
}

void MainWindow::warn(const QString& title, const QString& text, const QString& details)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box.setInformativeText(details);
    box.exec();
}

void MainWindow::closeEvent(QCloseEvent* e)
{
    if (!maybeSave()) {
        e->ignore();
        return;
    }
    m_autosave->remove(); // saved or discarded: a clean end
    m_settings.windowGeometry = saveGeometry();
    m_settings.windowState = saveState();
    m_settings.save();
    e->accept();
}
