// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: the board, the move list, the piece gallery, move entry and the game actions.
#pragma once

#include "appsettings.h"
#include "gamesetup.h"
#include "move.h"
#include "presetloader.h"

#include <QMainWindow>

class BoardScene;
class BoardView;
class GameController;
class MoveListView;
class PieceGallery;
class QDockWidget;
class QLabel;
class QLineEdit;

/// Owns the interaction: moves chosen on the board or typed are played here (after asking
/// whether to discard the later moves when an earlier position is shown), settings are applied
/// and saved here. Actions have object names ("newGame", "inspectMode", "previousMove", ...).
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(fb::PresetRegistry* registry, QWidget* parent = nullptr);

    /// Starts a new game of a preset with its default rules (and an optional FEN).
    bool startGame(const QString& presetId, const QString& fen = {}, QString* error = nullptr);
    /// Starts a new game of a preset with a rule profile (and an optional FEN).
    bool startGame(const GameSetup& setup, QString* error = nullptr);
    GameController* game() const { return m_game; }
    BoardScene* scene() const { return m_scene; }
    BoardView* view() const { return m_view; }
    MoveListView* moveList() const { return m_moveList; }
    PieceGallery* gallery() const { return m_gallery; }
    QDockWidget* movesDock() const { return m_movesDock; }
    QDockWidget* piecesDock() const { return m_piecesDock; }
    QLabel* statusLabel() const { return m_status; }

    const AppSettings& settings() const { return m_settings; }
    /// Applies new settings to the board and saves them.
    void applySettings(const AppSettings& settings);

    /// Plays a legal move of the shown position. When later moves exist, asks first whether
    /// to discard them. Returns true if the move was played.
    bool playMove(const fb::Move& move);
    /// Opens the New Game dialog.
    void chooseNewGame();
    /// Opens the position editor on the shown position; OK starts a new game from the result.
    void editPosition();
    /// Copies the FEN of the shown position to the clipboard.
    void copyFen();
    /// Starts a new game of the current preset from the FEN on the clipboard.
    void pasteFen();
    /// Opens the Preferences dialog.
    void editPreferences();

protected:
    void closeEvent(QCloseEvent* e) override;

private:
    void createActions();
    void enterMove();
    void positionChanged();
    /// The selection or half-made move on the board changed: the Pass action and the status.
    void turnChanged();
    /// Ends a half-made move where it stands, or passes the whole turn where that is legal.
    void pass();
    bool canPassTurn() const;
    void updateStatus();
    void updateAutoFlip();

    fb::PresetRegistry* m_registry;
    AppSettings m_settings;
    GameController* m_game;
    BoardScene* m_scene;
    BoardView* m_view;
    QLineEdit* m_moveEntry;
    MoveListView* m_moveList;
    PieceGallery* m_gallery;
    QDockWidget* m_movesDock;
    QDockWidget* m_piecesDock;
    QLabel* m_status;
    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    QAction* m_previous = nullptr;
    QAction* m_next = nullptr;
    QAction* m_first = nullptr;
    QAction* m_last = nullptr;
    QAction* m_pass = nullptr;
    QAction* m_inspect = nullptr;
};
