// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: the board, the move list, the piece gallery, move entry and the game actions.
#pragma once

#include "appsettings.h"
#include "autosavestore.h"
#include "custompieceart.h"
#include "gamerecord.h"
#include "gamesetup.h"
#include "move.h"
#include "presetloader.h"

#include <QMainWindow>
#include <QPointer>
#include <optional>

class AnalysisPanel;
class BoardScene;
class ClockBar;
class EngineGameDriver;
class BoardView;
class GameController;
class GameDocument;
class GameInfoPanel;
class MoveListView;
class PieceGallery;
class QDockWidget;
class QDragEnterEvent;
class QDropEvent;
class QMimeData;
class QLabel;
class QLineEdit;
class QMenu;
class QMessageBox;

/// Owns the interaction: moves chosen on the board or typed are played here (after asking
/// whether to discard the later moves when an earlier position is shown), settings are applied
/// and saved here. Actions have object names ("newGame", "inspectMode", "previousMove", ...).
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(fb::PresetRegistry* registry, QWidget* parent = nullptr);
    /// Stops the analysis while the window is whole: the docks hide during QWidget's
    /// destructor, and the Analysis dock's toggle must not reach a half-destroyed window.
    ~MainWindow() override;

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
    QDockWidget* infoDock() const { return m_infoDock; }
    GameInfoPanel* infoPanel() const { return m_info; }
    /// The game as a document: the opened record, the save target, the modified state.
    GameDocument* document() const { return m_document; }
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
    /// Settings > Engines: the engines to play against (EnginesDialog); OK saves them.
    void editEngines();
    /// Lets the engines `setup` names play their sides of the current game, with its time
    /// control (no engine named: a game between humans). The engines start in the background;
    /// one that cannot start or play the variant is reported and the game stays between humans.
    /// False with the reason in `error` when a name is not in the Engines list.
    bool startEngines(const GameSetup& setup, QString* error = nullptr);
    /// The engines playing the current game, and the clocks.
    EngineGameDriver* engines() const { return m_engines; }
    ClockBar* clockBar() const { return m_clockBar; }
    /// View > Analysis (mainwindowanalysis.cpp): an engine's analysis of the shown position.
    /// Showing the dock starts the analysis, closing it stops the engine.
    AnalysisPanel* analysisPanel() const { return m_analysis; }
    QDockWidget* analysisDock() const { return m_analysisDock; }
    /// Shows the Analysis dock and starts analysing with the engine named `engine` (empty:
    /// the one chosen last; "builtin": the built-in AI) in `lines` lines. False when that
    /// engine is not offered for the variant.
    bool showAnalysis(const QString& engine = {}, int lines = 0);
    /// Move > Undo: one move, or against an engine back to the human's last move.
    void undo();

    // ---- game logs (fairyboard-io)
    /// When the game has unsaved changes, asks "Save changes?" (Save / Discard / Cancel).
    /// Returns true when the game may be replaced: it was saved, the user discarded it, or
    /// there was nothing to save; false on Cancel or when saving failed or was cancelled.
    bool maybeSave();
    /// Game > Open: asks to save changes, then for a file, and opens it.
    void open();
    /// Asks to save changes (not with `error`), then opens a game log (load()).
    bool openFrom(const QString& path, QString* error = nullptr);
    /// Opens a game log; with several games, asks which one. The chosen game becomes the
    /// current game (its preset, rules, start position and moves; a game bundle's piece images).
    /// On failure the current game is kept and a message box says why; with `error`, nothing is
    /// shown or asked: the message goes to `error` and the first game of the file is taken.
    /// When the game's custom preset is not installed, offers to install it (not with
    /// `error`). A preset bundle (.fbpz) is offered for installation (installPresetBundle);
    /// with `error` it is refused. A file read with problems (an encoding guess, lines not
    /// understood, a game with errors or nothing read) is never made the save target, and the
    /// user is told what was read and what was not (with `error`: the warnings go there). A
    /// game that starts from a position that cannot occur in a game (a composed problem) is
    /// opened as it is; the status bar names the position's problems.
    bool load(const QString& path, QString* error = nullptr);
    /// Game > Paste Game: asks to save changes (not with `error`), then opens the game record
    /// on the clipboard (any format Open reads, told by its content) as load() opens a file;
    /// the game has no file yet (Save asks where) and counts as unsaved. An empty clipboard or
    /// a text that holds no game keeps the current game and says why.
    bool pasteGame(QString* error = nullptr);
    /// Game > Save: saves to the file the game came from or was last saved to, else Save As.
    bool save();
    /// Game > Save As: asks for a file name and saves there.
    bool saveAs();
    /// Saves the current game (the whole line) to `path`; the format follows the file name
    /// (".pgn" is added to a name without a known suffix). On failure the old file is
    /// untouched and a message box says why; with `error`, the message goes there instead.
    /// `style` (Save As's file type: 81Dojo's KIF layout, XBoard's SAN) replaces the look the
    /// game was read with; without it the file keeps that look.
    bool saveTo(const QString& path, QString* error = nullptr,
        const std::optional<fb::io::RecordStyle>& style = std::nullopt);
    /// The file Save writes to (empty: Save asks for one).
    const QString& filePath() const;
    /// The current game as a record: preset, rules, start FEN, every move of the line, and the
    /// tags and comments of the game it was opened from where its moves are still the same.
    fb::io::GameRecord currentRecord() const;

    // ---- user presets
    /// Game > Install Preset Bundle: asks for a .fbpz file when `path` is empty, checks and
    /// installs it (PresetInstallFlow: problems shown, replacing asked), then offers to start a
    /// game of it. Returns true if the preset was installed.
    bool installPresetBundle(const QString& path = {});
    /// Game > Import Variant: asks for a variant definition file when `path` is empty, imports
    /// it (VariantImportFlow: what cannot be expressed shown, installed as a user preset), then
    /// offers to start a game of it. `section` picks one variant of several. Returns true if a
    /// preset was installed.
    bool importVariant(const QString& path = {}, const QString& section = {});
    /// Game > Import Variant from Engine: EngineVariantDialog, then the import installed as
    /// importVariant() installs one. True when a preset was installed.
    bool importEngineVariant();
    /// Game > Manage Presets: the installed presets, with Install and Remove.
    void managePresets();
    /// The piece images of the current game's custom preset (empty: the bundled sets).
    const CustomPieceArt& pieceArt() const { return m_pieceArt; }

    // ---- autosave
    /// This window's autosave: written after every change while the game is not saved,
    /// removed when it is saved, discarded or the window closes cleanly.
    AutosaveStore* autosave() const { return m_autosave; }
    /// Where this window's game is autosaved.
    QString autosavePath() const { return m_autosave->gamePath(); }
    /// Off for --screenshot runs (nothing is written, nothing removed).
    void setAutosaveEnabled(bool on) { m_autosave->setEnabled(on); }
    /// Waits until the autosave thread has written the last change.
    void waitForAutosave() { m_autosave->waitForWrites(); }

    /// How the unsaved games of crashed sessions are handled at start-up.
    enum class RestoreMode
    {
        Ask, ///< the restore dialog
        All, ///< every one restored, nothing asked
        None, ///< kept for later, nothing asked
    };
    /// Finds every unsaved game that sessions no longer alive left in `directory` (default:
    /// this window's autosave folder) and offers them (RestoreDialog) or acts as `mode` says.
    /// A restored game opens in this window when `reuseThisWindow` and it still has an
    /// unchanged game without a file, otherwise in a new window; it is unsaved (Save asks
    /// where). Discarded games are deleted; games kept for later are offered again next time.
    /// With RestoreMode::None nothing is looked at: a look claims the games for a moment, which
    /// would hide them from an instance starting at the same time. Returns the windows that
    /// received a restored game.
    QList<MainWindow*> offerRestore(RestoreMode mode = RestoreMode::Ask,
        bool reuseThisWindow = true, const QString& directory = {});
    /// Opens an unsaved game of a crashed session here: the game as it was, unsaved; the
    /// entry's files are then deleted (the game now lives in this window's autosave).
    bool restore(const AutosaveEntry& entry, QString* error = nullptr);

    /// A drop on the window: the first local file of `dropped` is opened as Open would (after
    /// Save changes?, not with `error`), else its text as Paste Game would. Returns false when
    /// it held neither or the game could not be opened (the current game stays).
    bool openDropped(const QMimeData* dropped, QString* error = nullptr);

protected:
    void closeEvent(QCloseEvent* e) override;
    /// Game records (files, or text) dragged onto the window are accepted; openDropped().
    void dragEnterEvent(QDragEnterEvent* e) override;
    void dropEvent(QDropEvent* e) override;

private:
    /// After a preset was installed: offers to start a game of it (`title`: the action's).
    void offerGameOf(const QString& id, const QString& title);
    /// Shows in the status bar why the current game's start position cannot occur in a game,
    /// if it cannot (a game opened from a file that starts from a composed position).
    void noteImpossibleStart();
    /// Where a game record being opened comes from, for what the user is told.
    struct RecordOrigin
    {
        enum class Kind
        {
            File,
            Clipboard,
            Drop,
        } kind
            = Kind::File;
        QString path; ///< the file read (Kind::File)
    };
    /// What a record's origin is called in messages: the file's path, "clipboard" or
    /// "dropped text" (translated).
    QString originName(const RecordOrigin& from) const;
    /// Says why a record from `from` was not opened (in `error`, else in a warning titled as
    /// the action: Paste Game or Open Game); returns false.
    bool refuseOpening(const RecordOrigin& from, const QString& why, QString* error);
    /// Opens a game record given as text (pasted or dropped), as pasteGame() describes.
    bool openText(const QString& text, RecordOrigin::Kind kind, QString* error);
    /// Makes a game of `loaded` the current game (load(), pasteGame(), openDropped()): a
    /// file's game may become the save target, text's is unsaved.
    bool openLoaded(const fb::io::LoadResult& loaded, const RecordOrigin& from, QString* error);
    void createActions();
    /// The Analysis dock (hidden) and its View menu action.
    void createAnalysisDock(QMenu* viewMenu);
    /// Gives the Analysis panel the engines and the notation of the settings.
    void applyAnalysisSettings();
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
    /// How the game ended, as a sentence with the players' names ("Sente wins by checkmate").
    QString resultSentence() const;
    /// Shows the end of the game in a message (not modal) after the move that ended it.
    void announceResult();
    /// Starts a new game of `variant` and plays `moves`; the file and record are forgotten.
    /// `art` replaces the custom piece images (null: keep them, the variant is the same).
    /// `variant` is a copy: it may be the current position's, which the new game replaces.
    bool startGame(fb::VariantPtr variant, const GameSetup& setup, const fb::MoveList& moves,
        QString* error, const CustomPieceArt* art = nullptr);
    void setPieceArt(const CustomPieceArt& art);
    /// Writes the autosave when the game has unsaved changes, removes it otherwise.
    void updateAutosave();
    void updateTitle();
    void rebuildRecentMenu();
    void noteRecentFile(const QString& path);
    void warn(const QString& title, const QString& text, const QString& details = {});
    /// A move of a game with clocks was made: the game's log gets the TimeControl tag, and
    /// move `ply` the comments "[%clk h:mm:ss]" (the mover's clock after it) and
    /// "[%emt h:mm:ss]" (the time it took) before its own.
    void logClock(int ply, fb::Side mover, int elapsedMs, const fb::engines::SideTime& left);
    /// An engine failed or its game ended: a message box (not modal) and the status bar.
    void engineMessage(const QString& title, const QString& text);
    // ---- Game > Resign, Offer Draw (mainwindowoffers.cpp)
    /// Adds Resign and Offer Draw to `gameMenu`, and shows engines' draw offers.
    void createOfferActions(QMenu* gameMenu);
    /// The side the human at the board plays: the side no engine plays, the side to move when
    /// humans play both; none when engines play both sides (or there is no game).
    std::optional<fb::Side> humanSide() const;
    /// Resign: the game goes on; Offer Draw: an engine plays the other side.
    void updateOfferActions();
    /// Game > Resign: the human's side loses (the engines stop, the game stays).
    void resign();
    /// Game > Offer Draw: to the engine of the other side.
    void offerDraw();
    /// An engine's draw offer, in a box whose Yes accepts it while it stands.
    void showDrawOffer(const QString& engine);

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
    QDockWidget* m_infoDock;
    QLabel* m_status;
    QMenu* m_recentMenu = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    QAction* m_previous = nullptr;
    QAction* m_next = nullptr;
    QAction* m_first = nullptr;
    QAction* m_last = nullptr;
    QAction* m_pass = nullptr;
    QAction* m_resign = nullptr;
    QAction* m_offerDraw = nullptr;
    QPointer<QMessageBox> m_drawOfferBox; ///< an engine's draw offer, while it is shown
    QAction* m_stopHere = nullptr;
    QAction* m_inspect = nullptr;
    GameDocument* m_document;
    GameInfoPanel* m_info;
    QString m_sourcePath; ///< the file the game was opened from (empty: a new game)
    CustomPieceArt m_pieceArt; ///< the current game's custom piece images
    AutosaveStore* m_autosave;
    EngineGameDriver* m_engines;
    ClockBar* m_clockBar;
    AnalysisPanel* m_analysis = nullptr;
    QDockWidget* m_analysisDock = nullptr;
    GameSetup m_lastSetup; ///< the New Game dialog's last choices (players, time)
};
