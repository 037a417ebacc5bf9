// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "boardscene.h"
#include "boardview.h"
#include "gamecontroller.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

MainWindow::MainWindow(fb::PresetRegistry* registry, QWidget* parent)
    : QMainWindow(parent)
    , m_registry(registry)
    , m_game(new GameController(this))
    , m_scene(new BoardScene(m_game, this))
{
    setWindowTitle(tr("Fairyboard"));
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    m_view = new BoardView(m_scene, central);
    layout->addWidget(m_view, 1);
    m_moveEntry = new QLineEdit(central);
    m_moveEntry->setPlaceholderText(tr("Type a move (e2e4, P*5e, f5f6g7) and press Enter"));
    m_moveEntry->setAccessibleName(tr("Move entry"));
    layout->addWidget(m_moveEntry);
    setCentralWidget(central);

    m_moveList = new QListWidget(this);
    m_moveList->setAccessibleName(tr("Moves"));
    auto* dock = new QDockWidget(tr("Moves"), this);
    dock->setObjectName(QStringLiteral("moves"));
    dock->setWidget(m_moveList);
    addDockWidget(Qt::RightDockWidgetArea, dock);

    m_status = new QLabel(this);
    statusBar()->addWidget(m_status, 1);

    QMenu* gameMenu = menuBar()->addMenu(tr("&Game"));
    QAction* newGame = gameMenu->addAction(
        tr("&New Game..."), QKeySequence::New, this, &MainWindow::chooseNewGame);
    gameMenu->addSeparator();
    gameMenu->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    QMenu* moveMenu = menuBar()->addMenu(tr("&Move"));
    QAction* undo
        = moveMenu->addAction(tr("&Undo"), QKeySequence::Undo, m_game, &GameController::undo);
    QAction* redo
        = moveMenu->addAction(tr("&Redo"), QKeySequence::Redo, m_game, &GameController::redo);
    QMenu* viewMenu = menuBar()->addMenu(tr("&View"));
    QAction* flip = viewMenu->addAction(
        tr("&Flip Board"), this, [this] { m_scene->setFlipped(!m_scene->isFlipped()); });
    flip->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F));
    QToolBar* tools = addToolBar(tr("Game"));
    tools->setObjectName(QStringLiteral("gameToolBar"));
    tools->addAction(newGame);
    tools->addAction(undo);
    tools->addAction(redo);
    tools->addAction(flip);

    connect(m_moveEntry, &QLineEdit::returnPressed, this, &MainWindow::enterMove);
    connect(m_game, &GameController::positionChanged, this, [this, undo, redo] {
        m_scene->rebuild();
        m_moveList->clear();
        const QStringList& texts = m_game->moveTexts();
        for (int i = 0; i < texts.size(); ++i)
            m_moveList->addItem(i % 2 == 0 ? QStringLiteral("%1. %2").arg(i / 2 + 1).arg(texts[i])
                                           : QStringLiteral("    %1").arg(texts[i]));
        m_moveList->scrollToBottom();
        undo->setEnabled(m_game->canUndo());
        redo->setEnabled(m_game->canRedo());
        updateStatus();
    });

    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1100, 820);
}

bool MainWindow::startGame(const QString& presetId, const QString& fen, QString* error)
{
    QList<fb::PresetDiagnostic> diags;
    fb::VariantPtr v = m_registry->variant(presetId, {}, &diags);
    if (!v) {
        if (error) {
            QStringList lines;
            for (const auto& d : diags)
                lines << d.toString();
            *error = lines.isEmpty() ? tr("Unknown preset '%1'").arg(presetId) : lines.join(u'\n');
        }
        return false;
    }
    if (!m_game->newGame(v, fen, error))
        return false;
    m_presetId = presetId;
    setWindowTitle(tr("%1 - Fairyboard").arg(v->name));
    m_view->refit();
    return true;
}

void MainWindow::chooseNewGame()
{
    QStringList names;
    const QStringList ids = m_registry->ids();
    for (const QString& id : ids)
        names << m_registry->resolved(id).value(QStringLiteral("name")).toString(id);
    bool ok = false;
    const QString picked = QInputDialog::getItem(
        this, tr("New Game"), tr("Variant:"), names, int(ids.indexOf(m_presetId)), false, &ok);
    if (!ok)
        return;
    QString error;
    if (!startGame(ids[names.indexOf(picked)], {}, &error))
        QMessageBox::warning(this, tr("New Game"), error);
}

void MainWindow::enterMove()
{
    QString error;
    if (m_game->playText(m_moveEntry->text(), &error))
        m_moveEntry->clear();
    else
        statusBar()->showMessage(error, 4000);
}

void MainWindow::updateStatus()
{
    if (!m_game->hasGame())
        return;
    const fb::Position& pos = m_game->position();
    const bool first = pos.sideToMove() == fb::First;
    const QString side = first ? tr("First player (White)") : tr("Second player (Black)");
    const fb::GameResult& r = m_game->result();
    if (!r.isOver()) {
        QString text = tr("%1 to move").arg(side);
        if (m_game->variant().rules.checkRule && pos.inCheck(pos.sideToMove()))
            text += tr(" - check!");
        m_status->setText(text);
        return;
    }
    const QString winner = !r.winner
        ? tr("Draw")
        : (*r.winner == fb::First ? tr("First player wins") : tr("Second player wins"));
    m_status->setText(tr("Game over: %1 (%2)").arg(winner, r.statusName()));
}

void MainWindow::closeEvent(QCloseEvent* e)
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("game/lastPreset"), m_presetId);
    e->accept();
}
