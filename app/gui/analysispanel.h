// SPDX-License-Identifier: GPL-3.0-or-later
// AnalysisPanel: an engine's analysis of the position on the board (the Analysis dock).
#pragma once

#include "analysissession.h"
#include "appsettings.h"
#include "enginelist.h"

#include <QTimer>
#include <QWidget>
#include <optional>
#include <vector>

class BoardScene;
class EvaluationGraph;
class GameController;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTreeWidget;

/// Chooses an engine that plays the game's variant (or the built-in AI) and how many lines,
/// starts and stops it; shows each line's score (from the first side's view, mates as #N),
/// depth, speed and moves in the game's notation, the best move as an arrow on the board, and
/// the score of every position analysed in an EvaluationGraph. While it runs it follows the
/// position on the board (browsing, moves made, a new game restart the analysis). "Analyse
/// Game" gives each position of the line a fixed time in turn and fills the graph. Nothing
/// waits for the engine; an engine that fails is reported here and the game is not touched.
class AnalysisPanel : public QWidget
{
    Q_OBJECT
public:
    /// Time per position of "Analyse Game" by default.
    static constexpr int DefaultGameMsPerPosition = 1000;

    AnalysisPanel(GameController* game, BoardScene* scene, QWidget* parent = nullptr);
    ~AnalysisPanel() override;

    /// The engines offered (those that may play the game's variant, after the built-in AI).
    void setEngines(const fb::engines::EngineList& engines);
    /// The presets (not owned) whose definitions are given to an engine that does not know
    /// the game's variant by name: such engines are offered too (customvariant.h).
    void setRegistry(const fb::PresetRegistry* registry);
    /// The notation the lines are written in, per family.
    void setNotation(const NotationSettings& notation);
    /// Chooses the engine named `name` ("builtin", or an engine of the list); false if it is not
    /// offered. A running analysis goes on with it. It stays the preferred engine.
    bool selectEngine(const QString& name);
    /// The name of the chosen engine ("builtin" for the built-in AI).
    QString selectedEngine() const;
    /// The engine chosen whenever it is offered (for another variant it may not be, and the
    /// built-in AI stands in until a game it plays): "builtin", an engine's name, or empty for
    /// the built-in AI. Set by the user's choice in the panel and by selectEngine().
    void setPreferredEngine(const QString& name);
    QString preferredEngine() const { return m_preferred; }
    void setLineCount(int lines);
    int lineCount() const;

    /// Starts the chosen engine on the position shown.
    void start();
    /// Stops the engine (it quits) and removes the arrow.
    void stop();
    bool isRunning() const { return m_running; }
    /// Analyses every position of the line for `msPerPosition` each, in the background (the
    /// board does not move); then follows the board again.
    void analyseGame(int msPerPosition = DefaultGameMsPerPosition);
    bool isAnalysingGame() const { return m_gamePly >= 0; }

    fb::engines::AnalysisSession* session() const { return m_session; }
    QTreeWidget* lineView() const { return m_lineView; }
    EvaluationGraph* graph() const { return m_graph; }
    /// The engine's state or its failure, in words.
    QLabel* statusLabel() const { return m_status; }
    /// The moves of line `i` (0 = the best) as shown.
    QString lineText(int i) const;

Q_SIGNALS:
    /// The user chose another engine or line count in the panel (preferredEngine(),
    /// lineCount()), for the settings to keep.
    void choiceChanged();

private:
    void buildEngineChoice();
    void positionChanged();
    void lineChanged();
    void showLines();
    /// The arrow of the best line, when the session analyses the position on the board.
    void showArrow();
    void recordScore();
    void engineFailed(const QString& message);
    void nextGamePosition();
    void updateControls();
    /// The position after `ply` moves of the game's line.
    fb::Position positionAt(int ply) const;
    /// The score of `line` in pawns from the first side's view (mates at ±1000).
    static double firstSidePawns(const fb::Position& pos, const fb::engines::AnalysisLine& line);
    QString scoreText(const fb::Position& pos, const fb::engines::AnalysisLine& line) const;
    QString movesText(const fb::Position& pos, const fb::engines::AnalysisLine& line) const;
    void startEngine();

    GameController* m_game;
    BoardScene* m_scene;
    fb::engines::AnalysisSession* m_session;
    fb::engines::EngineList m_engines;
    const fb::PresetRegistry* m_registry = nullptr;
    NotationSettings m_notation;
    QComboBox* m_engineChoice;
    QSpinBox* m_lines;
    QPushButton* m_startStop;
    QPushButton* m_analyseGame;
    QLabel* m_status;
    QTreeWidget* m_lineView;
    EvaluationGraph* m_graph;
    bool m_running = false;
    QString m_preferred; ///< see setPreferredEngine
    bool m_settingLines = false; ///< setLineCount() is changing the box, not the user
    const fb::VariantDefinition* m_choiceVariant = nullptr; ///< the engines offered are for it
    /// The position key of each score in the graph, to drop scores of positions that changed.
    std::vector<std::optional<uint64_t>> m_scoreKeys;
    int m_gamePly = -1; ///< "Analyse Game": the position being analysed, -1 when not
    int m_gameMs = DefaultGameMsPerPosition;
    QTimer m_gameTimer;
};
