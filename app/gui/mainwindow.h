// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: the board, the move list, the piece gallery, move entry and the game actions.
#pragma once

#include "appsettings.h"
#include "custompieceart.h"
#include "gamerecord.h"
#include "gamesetup.h"
#include "move.h"
#include "presetloader.h"

#include <QMainWindow>
#include <QThreadPool>
#include <atomic>
#include <memory>

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

    // ---- game logs (fairyboard-io)
    /// Game > Open: asks for a file and opens it.
    void open();
    /// Opens a game log; with several games, asks which one. The chosen game becomes the
    /// current game (its preset, rules, start position and moves; a game bundle's piece images).
    /// On failure the current game is kept and a message box says why; with `error`, nothing is
    /// shown or asked: the message goes to `error` and the first game of the file is taken.
    /// When the game's custom preset is not installed, offers to install it (not with
    /// `error`). A preset bundle (.fbpz) is offered for installation (installPresetBundle);
    /// with `error` it is refused.
    bool openFrom(const QString& path, QString* error = nullptr);
    /// Game > Save: saves to the file the game came from or was last saved to, else Save As.
    bool save();
    /// Game > Save As: asks for a file name and saves there.
    bool saveAs();
    /// Saves the current game (the whole line) to `path`; the format follows the file name
    /// (".pgn" is added to a name without a known suffix). On failure the old file is
    /// untouched and a message box says why; with `error`, the message goes there instead.
    bool saveTo(const QString& path, QString* error = nullptr);
    /// The file Save writes to (empty: Save asks for one).
    const QString& filePath() const { return m_filePath; }
    /// The current game as a record: preset, rules, start FEN, every move of the line, and the
    /// tags and comments of the game it was opened from where its moves are still the same.
    fb::io::GameRecord currentRecord() const;

    // ---- user presets
    /// Game > Install Preset Bundle: asks for a .fbpz file when `path` is empty, checks and
    /// installs it (PresetInstallFlow: problems shown, replacing asked), then offers to start a
    /// game of it. Returns true if the preset was installed.
    bool installPresetBundle(const QString& path = {});
    /// Game > Manage Presets: the installed presets, with Install and Remove.
    void managePresets();
    /// The piece images of the current game's custom preset (empty: the bundled sets).
    const CustomPieceArt& pieceArt() const { return m_pieceArt; }

    // ---- autosave
    /// Where the game is saved after every move; removed when the window closes.
    static QString autosavePath();
    /// Off for --screenshot runs (nothing is written, nothing removed).
    void setAutosaveEnabled(bool on) { m_autosave = on; }
    /// When an autosave exists (the last run did not end cleanly), asks whether to restore it
    /// and opens it if so; a declined autosave is removed. Returns true if it was restored.
    bool offerRestore();
    /// Waits until the autosave thread has written the last move.
    void waitForAutosave();

protected:
    void closeEvent(QCloseEvent* e) override;

private:
    void createActions();
    void enterMove();
    /// The move entry's placeholder names the notation typed moves are read in.
    void showMoveEntryNotation();
    void positionChanged();
    /// The selection or half-made move on the board changed: Stop Here, Pass Turn and the
    /// status.
    void turnChanged();
    /// Passes the whole turn (janggi) where that is legal and no move is half made.
    void pass();
    bool canPassTurn() const;
    void updateStatus();
    /// Starts a new game of `variant` and plays `moves`; the file and record are forgotten.
    /// `art` replaces the custom piece images (null: keep them, the variant is the same).
    /// `variant` is a copy: it may be the current position's, which the new game replaces.
    bool startGame(fb::VariantPtr variant, const GameSetup& setup, const fb::MoveList& moves,
        QString* error, const CustomPieceArt* art = nullptr);
    void setPieceArt(const CustomPieceArt& art);
    fb::io::GameRecord record(bool withTexts) const;
    void writeAutosave();
    void warn(const QString& title, const QString& text, const QString& details = {});

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
    QAction* m_stopHere = nullptr;
    QAction* m_inspect = nullptr;
    QString m_filePath; ///< where Save writes; empty = ask
    fb::io::GameRecord m_opened; ///< the game as opened (its tags and comments are kept)
    CustomPieceArt m_pieceArt; ///< the current game's custom piece images
    bool m_autosave = true;
    std::shared_ptr<std::atomic<quint64>> m_autosaveTicket
        = std::make_shared<std::atomic<quint64>>(0);
    QThreadPool m_autosaver; ///< last member: destroyed first, after its writes are done
};
