// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysispanel.h"

#include "boardscene.h"
#include "customvariant.h"
#include "evaluationgraph.h"
#include "gamecontroller.h"
#include "movegen.h"
#include "movenotation.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <utility>

using fb::engines::AnalysisLine;
using fb::engines::AnalysisSession;

namespace {

/// The combo's data for the built-in AI.
const QString BuiltinName = QStringLiteral("builtin");
/// Mates in the graph, beyond any material score.
constexpr double MatePawns = 1000;

enum Column
{
    ScoreColumn,
    DepthColumn,
    SpeedColumn,
    MovesColumn,
};

} // namespace

AnalysisPanel::AnalysisPanel(GameController* game, BoardScene* scene, QWidget* parent)
    : QWidget(parent)
    , m_game(game)
    , m_scene(scene)
    , m_session(new AnalysisSession(this))
    , m_engineChoice(new QComboBox(this))
    , m_lines(new QSpinBox(this))
    , m_startStop(new QPushButton(tr("Start"), this))
    , m_analyseGame(new QPushButton(tr("Analyse Game"), this))
    , m_status(new QLabel(this))
    , m_lineView(new QTreeWidget(this))
    , m_graph(new EvaluationGraph(this))
{
    setObjectName(QStringLiteral("analysisPanel"));
    m_engineChoice->setObjectName(QStringLiteral("analysisEngine"));
    m_engineChoice->setToolTip(tr("The engine that analyses (those that play this variant)"));
    m_lines->setObjectName(QStringLiteral("analysisLines"));
    m_lines->setRange(1, AnalysisSession::MaxLines);
    m_lines->setPrefix(tr("Lines: "));
    m_lines->setToolTip(tr("How many of the best lines to show"));
    m_startStop->setObjectName(QStringLiteral("analysisStartStop"));
    m_analyseGame->setObjectName(QStringLiteral("analyseGame"));
    m_analyseGame->setToolTip(
        tr("Analyse every position of the game for a second each and fill the graph"));
    m_status->setObjectName(QStringLiteral("analysisStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_lineView->setObjectName(QStringLiteral("analysisLinesView"));
    m_lineView->setRootIsDecorated(false);
    m_lineView->setUniformRowHeights(true);
    m_lineView->setHeaderLabels({tr("Score"), tr("Depth"), tr("Speed"), tr("Line")});
    m_lineView->header()->setStretchLastSection(true);
    for (int c : {ScoreColumn, DepthColumn, SpeedColumn})
        m_lineView->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_lineView->setWordWrap(false);
    m_lineView->setTextElideMode(Qt::ElideRight);

    auto* controls = new QHBoxLayout;
    controls->addWidget(m_engineChoice, 1);
    controls->addWidget(m_lines);
    controls->addWidget(m_startStop);
    controls->addWidget(m_analyseGame);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(controls);
    layout->addWidget(m_status);
    layout->addWidget(m_lineView, 3);
    layout->addWidget(m_graph, 1);
    m_graph->setMaximumHeight(160);

    m_gameTimer.setSingleShot(true);
    connect(&m_gameTimer, &QTimer::timeout, this, &AnalysisPanel::nextGamePosition);
    connect(m_startStop, &QPushButton::clicked, this, [this] {
        if (m_running)
            stop();
        else
            start();
    });
    connect(m_analyseGame, &QPushButton::clicked, this, [this] { analyseGame(); });
    connect(m_lines, &QSpinBox::valueChanged, m_session, &AnalysisSession::setLineCount);
    connect(m_lines, &QSpinBox::valueChanged, this, [this] {
        if (!m_settingLines) // the user's choice, not setLineCount()'s
            Q_EMIT choiceChanged();
    });
    connect(m_engineChoice, &QComboBox::activated, this, [this] {
        m_preferred = selectedEngine();
        if (m_running)
            startEngine();
        Q_EMIT choiceChanged();
    });
    connect(m_session, &AnalysisSession::linesChanged, this, [this] {
        recordScore();
        showLines();
        showArrow();
    });
    connect(m_session, &AnalysisSession::stateChanged, this, &AnalysisPanel::updateControls);
    connect(m_session, &AnalysisSession::failed, this, &AnalysisPanel::engineFailed);
    connect(m_game, &GameController::positionChanged, this, &AnalysisPanel::positionChanged);
    connect(m_game, &GameController::lineChanged, this, &AnalysisPanel::lineChanged);
    connect(m_graph, &EvaluationGraph::plyClicked, this, [this](int ply) {
        if (m_game->hasGame() && ply <= m_game->lineLength())
            m_game->goToPly(ply);
    });
    buildEngineChoice();
    lineChanged();
    updateControls();
}

AnalysisPanel::~AnalysisPanel()
{
    m_session->disconnect(this);
    m_session->quit();
}

void AnalysisPanel::setEngines(const fb::engines::EngineList& engines)
{
    m_engines = engines;
    buildEngineChoice();
}

void AnalysisPanel::setRegistry(const fb::PresetRegistry* registry)
{
    m_registry = registry;
    m_session->setRegistry(registry);
    buildEngineChoice();
}

void AnalysisPanel::setNotation(const NotationSettings& notation)
{
    m_notation = notation;
    showLines();
}

void AnalysisPanel::buildEngineChoice()
{
    const QString before = selectedEngine();
    const QString chosen = m_preferred.isEmpty() ? before : m_preferred;
    m_choiceVariant = m_game->hasGame() ? &m_game->variant() : nullptr;
    m_engineChoice->clear();
    m_engineChoice->addItem(tr("Built-in AI"), BuiltinName);
    for (const fb::engines::EngineEntry& e : m_engines.entries())
        if (!m_choiceVariant || e.mayPlay(*m_choiceVariant)
            || (m_registry
                && !fb::engines::sectionNeeded(e, *m_registry, m_game->position().variantPtr())
                    .isEmpty()))
            m_engineChoice->addItem(e.name, e.name);
    const int i = m_engineChoice->findData(chosen);
    m_engineChoice->setCurrentIndex(std::max(i, 0));
    if (m_running && !before.isEmpty() && selectedEngine() != before)
        startEngine(); // the engine chosen does not play this variant, or plays it again
}

bool AnalysisPanel::selectEngine(const QString& name)
{
    const int i = m_engineChoice->findData(name);
    if (i < 0)
        return false;
    m_preferred = name;
    m_engineChoice->setCurrentIndex(i);
    if (m_running)
        startEngine();
    return true;
}

void AnalysisPanel::setPreferredEngine(const QString& name)
{
    const QString offered = name.isEmpty() ? BuiltinName : name;
    if (selectedEngine() != offered)
        selectEngine(offered);
    m_preferred = name;
}

int AnalysisPanel::lineCount() const
{
    return m_lines->value();
}

QString AnalysisPanel::selectedEngine() const
{
    return m_engineChoice->currentIndex() < 0 ? QString()
                                              : m_engineChoice->currentData().toString();
}

void AnalysisPanel::setLineCount(int lines)
{
    const bool outer = std::exchange(m_settingLines, true);
    m_lines->setValue(lines);
    m_settingLines = outer;
}

void AnalysisPanel::start()
{
    if (!m_game->hasGame())
        return;
    m_running = true;
    startEngine();
    positionChanged();
}

void AnalysisPanel::startEngine()
{
    m_status->setStyleSheet({});
    const QString name = selectedEngine();
    if (name == BuiltinName || name.isEmpty()) {
        m_session->startBuiltin();
    } else if (const fb::engines::EngineEntry* e = m_engines.find(name)) {
        m_session->startEngine(*e);
    } else {
        engineFailed(tr("The engine '%1' is not in the Engines list").arg(name));
        return;
    }
    m_session->setLineCount(m_lines->value());
    updateControls();
}

void AnalysisPanel::stop()
{
    m_running = false;
    m_gamePly = -1;
    m_gameTimer.stop();
    m_session->quit();
    m_scene->setArrows({});
    updateControls();
}

void AnalysisPanel::analyseGame(int msPerPosition)
{
    if (!m_game->hasGame())
        return;
    m_gameMs = std::max(msPerPosition, 50);
    if (!m_running)
        start();
    m_gamePly = 0;
    m_session->analyse(positionAt(0));
    m_gameTimer.start(m_gameMs);
    updateControls();
}

void AnalysisPanel::nextGamePosition()
{
    if (m_gamePly < 0 || !m_running)
        return;
    if (++m_gamePly > m_game->lineLength()) {
        m_gamePly = -1;
        positionChanged(); // back to the board's position
        updateControls();
        return;
    }
    m_session->analyse(positionAt(m_gamePly));
    m_gameTimer.start(m_gameMs);
    updateControls();
}

fb::Position AnalysisPanel::positionAt(int ply) const
{
    fb::Position pos = m_game->position();
    while (pos.ply() > 0)
        pos.unmakeMove();
    const fb::MoveList moves = m_game->lineMoves();
    for (int i = 0; i < ply && size_t(i) < moves.size(); ++i)
        pos.makeMove(moves[size_t(i)]);
    return pos;
}

void AnalysisPanel::positionChanged()
{
    if (!m_game->hasGame())
        return;
    if (m_choiceVariant != &m_game->variant())
        buildEngineChoice();
    m_graph->setCurrentPly(m_game->ply());
    if (m_running && m_gamePly < 0)
        m_session->analyse(m_game->position());
    showArrow();
}

void AnalysisPanel::lineChanged()
{
    if (!m_game->hasGame())
        return;
    // Scores of positions that are no longer in the line (a new game, moves replaced) go.
    const int plies = m_game->lineLength();
    m_scoreKeys.resize(size_t(plies) + 1);
    m_graph->setPlyCount(plies);
    const fb::Position& pos = m_game->position();
    for (int ply = 0; ply <= plies; ++ply) {
        auto& key = m_scoreKeys[size_t(ply)];
        if (key && (ply > pos.ply() || pos.keyAt(ply) != *key)) {
            key.reset();
            m_graph->clearScore(ply);
        }
    }
    m_graph->setCurrentPly(m_game->ply());
}

double AnalysisPanel::firstSidePawns(const fb::Position& pos, const AnalysisLine& line)
{
    const double sign = pos.sideToMove() == fb::First ? 1 : -1;
    if (line.mateIn)
        return sign * (*line.mateIn > 0 ? MatePawns : -MatePawns);
    return sign * line.scoreCp.value_or(0) / 100.0;
}

void AnalysisPanel::recordScore()
{
    const std::optional<fb::Position>& pos = m_session->position();
    if (!pos || m_session->lines().isEmpty() || m_session->lines()[0].depth <= 0)
        return;
    const int ply = pos->ply();
    if (ply >= int(m_scoreKeys.size()))
        return;
    m_scoreKeys[size_t(ply)] = pos->key();
    m_graph->setScore(ply, firstSidePawns(*pos, m_session->lines()[0]));
}

QString AnalysisPanel::scoreText(const fb::Position& pos, const AnalysisLine& line) const
{
    const bool first = pos.sideToMove() == fb::First;
    if (line.mateIn)
        return QStringLiteral("#%1").arg(first ? *line.mateIn : -*line.mateIn);
    const double pawns = (first ? 1 : -1) * line.scoreCp.value_or(0) / 100.0;
    return (pawns > 0 ? QStringLiteral("+") : QString()) + QString::number(pawns, 'f', 2);
}

QString AnalysisPanel::movesText(const fb::Position& start, const AnalysisLine& line) const
{
    const fb::Family family = start.variant().family;
    const fb::io::Notation notation = m_notation.notationFor(family);
    const bool numbered = family == fb::Family::Chess;
    fb::Position pos = start;
    QStringList parts;
    for (size_t i = 0; i < line.moves.size(); ++i) {
        if (numbered && pos.sideToMove() == fb::First)
            parts << QStringLiteral("%1.").arg(pos.fullmoveNumber());
        else if (numbered && i == 0)
            parts << QStringLiteral("%1...").arg(pos.fullmoveNumber());
        fb::MoveList legal;
        fb::MoveGenerator::generateLegal(pos, legal);
        parts << fb::io::moveText(notation, pos, legal, line.moves[i], m_notation.options());
        pos.makeMove(line.moves[i]);
    }
    if (!line.illegal.isEmpty())
        parts << tr("(then '%1', not a legal move here)").arg(line.illegal);
    return parts.join(u' ');
}

QString AnalysisPanel::lineText(int i) const
{
    QTreeWidgetItem* item = m_lineView->topLevelItem(i);
    return item ? item->text(MovesColumn) : QString();
}

void AnalysisPanel::showLines()
{
    const std::optional<fb::Position>& pos = m_session->position();
    const QList<AnalysisLine>& lines = m_session->lines();
    int shown = 0;
    for (const AnalysisLine& line : lines) {
        if (!pos || line.depth <= 0)
            continue;
        QTreeWidgetItem* item = m_lineView->topLevelItem(shown);
        if (!item)
            item = new QTreeWidgetItem(m_lineView);
        item->setText(ScoreColumn, scoreText(*pos, line));
        item->setText(DepthColumn, QString::number(line.depth));
        item->setText(SpeedColumn,
            line.nps > 0 ? tr("%1 kN/s").arg(QString::number(line.nps / 1000)) : QString());
        item->setText(MovesColumn, movesText(*pos, line));
        item->setToolTip(MovesColumn, item->text(MovesColumn));
        ++shown;
    }
    while (m_lineView->topLevelItemCount() > shown)
        delete m_lineView->takeTopLevelItem(shown);
    updateControls();
}

void AnalysisPanel::showArrow()
{
    std::vector<BoardMarks::Arrow> arrows;
    const std::optional<fb::Position>& pos = m_session->position();
    const bool onBoard = m_running && pos && m_game->hasGame()
        && pos->key() == m_game->position().key() && pos->ply() == m_game->position().ply();
    if (onBoard && !m_session->lines().isEmpty() && !m_session->lines()[0].moves.empty()) {
        const fb::Move& m = m_session->lines()[0].moves.front();
        BoardMarks::Arrow a;
        a.from = m.isDrop() ? fb::NoSquare : m.from;
        for (int i = 0; i < m.viaCount; ++i)
            a.stops.push_back(m.via[size_t(i)]);
        a.stops.push_back(m.to);
        arrows.push_back(a);
    }
    m_scene->setArrows(arrows);
}

void AnalysisPanel::engineFailed(const QString& message)
{
    m_running = false;
    m_gamePly = -1;
    m_gameTimer.stop();
    m_scene->setArrows({});
    m_lineView->clear();
    updateControls();
    m_status->setStyleSheet(QStringLiteral("color: #b00000"));
    m_status->setText(message);
}

void AnalysisPanel::updateControls()
{
    m_startStop->setText(m_running ? tr("Stop") : tr("Start"));
    m_analyseGame->setEnabled(!isAnalysingGame());
    if (!m_running) {
        if (m_status->styleSheet().isEmpty())
            m_status->setText(tr("Not running"));
        return;
    }
    m_status->setStyleSheet({});
    const QString name = m_session->engineName();
    if (m_session->isStarting())
        m_status->setText(tr("Starting %1...").arg(name.isEmpty() ? selectedEngine() : name));
    else if (isAnalysingGame())
        m_status->setText(tr("%1: analysing the game, position %2 of %3")
                .arg(name)
                .arg(m_gamePly)
                .arg(m_game->lineLength()));
    else
        m_status->setText(tr("%1 is analysing").arg(name));
}
