// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "boardscene.h"
#include "boardview.h"
#include "fen.h"
#include "gamecontroller.h"
#include "movelistview.h"
#include "newgamedialog.h"
#include "notation.h"
#include "piecegallery.h"
#include "positioneditordialog.h"
#include "preferencesdialog.h"
#include "sidenames.h"

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
#include <QToolBar>
#include <QVBoxLayout>
#include <algorithm>

MainWindow::MainWindow(fb::PresetRegistry* registry, QWidget* parent)
    : QMainWindow(parent)
    , m_registry(registry)
    , m_settings(AppSettings::load())
    , m_game(new GameController(this))
    , m_scene(new BoardScene(m_game, this))
{
    setWindowTitle(tr("Fairyboard"));
    m_scene->setAppearance(m_settings.board);
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    m_view = new BoardView(m_scene, central);
    layout->addWidget(m_view, 1);
    m_moveEntry = new QLineEdit(central);
    m_moveEntry->setPlaceholderText(tr("Type a move (e2e4, P*5e, f5f6g7) and press Enter"));
    m_moveEntry->setAccessibleName(tr("Move entry"));
    layout->addWidget(m_moveEntry);
    setCentralWidget(central);

    m_moveList = new MoveListView(m_game, this);
    m_movesDock = new QDockWidget(tr("Moves"), this);
    m_movesDock->setObjectName(QStringLiteral("moves"));
    m_movesDock->setWidget(m_moveList);
    addDockWidget(Qt::RightDockWidgetArea, m_movesDock);

    m_gallery = new PieceGallery(this);
    //: Title of the dock that shows every piece of the variant with its moves
    m_piecesDock = new QDockWidget(tr("Pieces"), this);
    m_piecesDock->setObjectName(QStringLiteral("pieces"));
    m_piecesDock->setWidget(m_gallery);
    addDockWidget(Qt::RightDockWidgetArea, m_piecesDock);
    tabifyDockWidget(m_movesDock, m_piecesDock);
    m_movesDock->raise();

    m_status = new QLabel(this);
    m_status->setAccessibleName(tr("Game status"));
    statusBar()->addWidget(m_status, 1);

    createActions();
    setTabOrder(m_view, m_moveEntry);
    setTabOrder(m_moveEntry, m_moveList);
    setTabOrder(m_moveList, m_gallery);

    connect(m_moveEntry, &QLineEdit::returnPressed, this, &MainWindow::enterMove);
    connect(m_scene, &BoardScene::moveChosen, this, &MainWindow::playMove);
    connect(m_moveList, &MoveListView::plyChosen, m_game, &GameController::goToPly);
    connect(m_game, &GameController::positionChanged, this, &MainWindow::positionChanged);
    connect(m_scene, &BoardScene::turnChanged, this, &MainWindow::turnChanged);

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
    QAction* quit = gameMenu->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    quit->setObjectName(QStringLiteral("quit"));

    QMenu* moveMenu = menuBar()->addMenu(tr("&Move"));
    m_undo = moveMenu->addAction(tr("&Undo"), QKeySequence::Undo, m_game, &GameController::undo);
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
    //: Pass: end a half-made move (a Lion's first step) where it stands, or give up the
    //: whole turn without moving (janggi)
    m_pass = moveMenu->addAction(tr("P&ass"), this, &MainWindow::pass);
    m_pass->setObjectName(QStringLiteral("pass"));
    m_pass->setShortcut(QKeySequence(Qt::Key_P));
    m_pass->setStatusTip(tr("End the move on the square it stands on, or pass the turn"));
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

    QMenu* settingsMenu = menuBar()->addMenu(tr("&Settings"));
    QAction* prefs = settingsMenu->addAction(
        tr("&Preferences..."), QKeySequence::Preferences, this, &MainWindow::editPreferences);
    prefs->setObjectName(QStringLiteral("preferences"));
    prefs->setMenuRole(QAction::PreferencesRole);

    QToolBar* tools = addToolBar(tr("Game"));
    tools->setObjectName(QStringLiteral("gameToolBar"));
    tools->addAction(newGame);
    tools->addAction(m_undo);
    tools->addAction(m_redo);
    tools->addAction(flip);
    tools->addAction(m_inspect);
    tools->addSeparator();
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
    if (!m_game->newGame(v, setup.fen, error, setup.profile))
        return false;
    m_settings.lastPreset = setup.presetId;
    m_settings.lastProfile = setup.profile;
    setWindowTitle(setup.profile.isEmpty()
            ? tr("%1 - Fairyboard").arg(SideNames::presetText(v->name))
            //: Window title: %1 variant name, %2 rule profile
            : tr("%1 (%2) - Fairyboard").arg(SideNames::presetText(v->name), setup.profile));
    m_view->refit();
    return true;
}

void MainWindow::chooseNewGame()
{
    const GameSetup current{m_game->presetId(), m_game->profile(), {}};
    NewGameDialog dialog(m_registry, m_settings.board, current, this);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedPreset().isEmpty())
        return;
    QString error;
    if (!startGame(dialog.setup(), &error))
        QMessageBox::warning(this, tr("New Game"), error);
}

void MainWindow::editPosition()
{
    if (!m_game->hasGame())
        return;
    PositionEditorDialog dialog(m_game->position(), m_settings.board, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!m_game->newGame(m_game->position().variantPtr(), dialog.fen(), &error, m_game->profile()))
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
    if (text.isEmpty())
        error = tr("The clipboard holds no text.");
    else if (startGame(GameSetup{m_game->presetId(), m_game->profile(), fen}, &error))
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
    m_scene->setAppearance(m_settings.board);
    updateAutoFlip();
    m_settings.save();
}

void MainWindow::updateAutoFlip()
{
    if (m_settings.autoFlip && m_game->hasGame())
        m_scene->setFlipped(m_game->position().sideToMove() == fb::Second);
}

bool MainWindow::playMove(const fb::Move& move)
{
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
    QString error;
    const auto move = fb::parseCoordinate(m_game->position(), m_moveEntry->text(), &error);
    if (!move) {
        statusBar()->showMessage(error, 4000);
        return;
    }
    if (playMove(*move))
        m_moveEntry->clear();
}

void MainWindow::positionChanged()
{
    updateAutoFlip(); // the scene has rebuilt itself already
    m_moveList->refresh();
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
    m_pass->setEnabled(m_scene->isMidTurn() ? m_scene->canStopHere() : canPassTurn());
    updateStatus();
}

void MainWindow::pass()
{
    if (m_scene->isMidTurn()) {
        m_scene->stopHere();
        return;
    }
    if (!canPassTurn())
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
    if (!m_game->hasGame())
        return;
    const fb::Position& pos = m_game->position();
    const QString family = m_game->variant().family;
    QStringList parts;
    if (m_game->isBrowsing()) {
        const int ply = m_game->ply(), length = m_game->lineLength();
        parts << (ply == 0
                ? tr("Browsing: the start position (%n move(s) in the game)", nullptr, length)
                //: %1 = moves shown, %2 = moves in the game, %3 = the last move shown
                : tr("Browsing: after move %1 of %2 (%3)")
                      .arg(ply)
                      .arg(length)
                      .arg(m_game->moveTexts().constLast()));
    }
    const fb::GameResult& r = m_game->result();
    if (!r.isOver()) {
        QString text = tr("%1 to move").arg(SideNames::player(family, pos.sideToMove()));
        if (m_game->variant().rules.checkRule && pos.inCheck(pos.sideToMove()))
            text += tr(" - check!");
        parts << text;
    } else {
        const QString winner = !r.winner ? tr("Draw")
                                         //: %1 = the winning player ("White", "Red", ...)
                                         : tr("%1 wins").arg(SideNames::player(family, *r.winner));
        //: %1 = who won or "Draw", %2 = the rule that ended the game ("checkmate", ...)
        const QByteArray status = r.statusName().toUtf8();
        parts << tr("Game over: %1 (%2)")
                     .arg(winner, QCoreApplication::translate("GameStatus", status.constData()));
    }
    if (m_scene->isMidTurn())
        parts << (m_scene->canStopHere()
                //: The board waits for the second step of a multi-leg move (a Lion's); Pass
                //: ends the move where the piece stands
                ? tr("Continue the move, or Pass")
                //: The board waits for the next step of a multi-leg move
                : tr("Continue the move"));
    if (m_inspect->isChecked())
        parts << tr("Inspect mode: click any piece to see its moves");
    m_status->setText(parts.join(QStringLiteral(" \u00b7 ")));
}

void MainWindow::closeEvent(QCloseEvent* e)
{
    m_settings.windowGeometry = saveGeometry();
    m_settings.windowState = saveState();
    m_settings.save();
    e->accept();
}
