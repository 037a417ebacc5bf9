// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: the board, the move list, move entry and the game actions.
#pragma once

#include "presetloader.h"

#include <QMainWindow>

class BoardScene;
class BoardView;
class GameController;
class QLineEdit;
class QListWidget;
class QLabel;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(fb::PresetRegistry* registry, QWidget* parent = nullptr);

    /// Starts a new game of a preset (with an optional FEN and rule profile).
    bool startGame(const QString& presetId, const QString& fen = {}, QString* error = nullptr);
    GameController* game() const { return m_game; }
    BoardScene* scene() const { return m_scene; }
    BoardView* view() const { return m_view; }

protected:
    void closeEvent(QCloseEvent* e) override;

private:
    void chooseNewGame();
    void enterMove();
    void updateStatus();

    fb::PresetRegistry* m_registry;
    GameController* m_game;
    BoardScene* m_scene;
    BoardView* m_view;
    QLineEdit* m_moveEntry;
    QListWidget* m_moveList;
    QLabel* m_status;
    QString m_presetId;
};
