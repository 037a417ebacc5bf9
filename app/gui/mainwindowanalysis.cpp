// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's Analysis dock (View > Analysis).
#include "analysispanel.h"
#include "mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>

void MainWindow::createAnalysisDock(QMenu* viewMenu)
{
    m_analysis = new AnalysisPanel(m_game, m_scene, this);
    m_analysis->setRegistry(m_registry);
    //: Title of the dock with an engine's lines, the best-move arrow and the evaluation graph
    m_analysisDock = new QDockWidget(tr("Analysis"), this);
    m_analysisDock->setObjectName(QStringLiteral("analysis"));
    m_analysisDock->setWidget(m_analysis);
    addDockWidget(Qt::RightDockWidgetArea, m_analysisDock);
    splitDockWidget(m_movesDock, m_analysisDock, Qt::Vertical);
    m_analysisDock->hide();
    QAction* toggle = m_analysisDock->toggleViewAction();
    toggle->setObjectName(QStringLiteral("analysis"));
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    // Opening the panel starts the engine; closing it (the action, the dock's close button)
    // stops it.
    connect(toggle, &QAction::triggered, this, [this](bool on) {
        if (on && !m_analysis->isRunning())
            m_analysis->start();
    });
    connect(toggle, &QAction::toggled, this, [this](bool on) {
        if (!on)
            m_analysis->stop();
    });
    viewMenu->addAction(toggle);
    applyAnalysisSettings();
    connect(m_analysis, &AnalysisPanel::choiceChanged, this, [this] {
        m_settings.analysisEngine = m_analysis->preferredEngine();
        m_settings.analysisLines = m_analysis->lineCount();
        m_settings.saveAnalysisChoice();
    });
}

MainWindow::~MainWindow()
{
    if (m_analysisDock)
        m_analysisDock->toggleViewAction()->disconnect(this);
    if (m_analysis)
        m_analysis->stop();
}

void MainWindow::applyAnalysisSettings()
{
    m_analysis->setEngines(m_settings.engines);
    m_analysis->setNotation(m_settings.notation);
    m_analysis->setPreferredEngine(m_settings.analysisEngine);
    m_analysis->setLineCount(m_settings.analysisLines);
}

bool MainWindow::showAnalysis(const QString& engine, int lines)
{
    if (!engine.isEmpty() && !m_analysis->selectEngine(engine))
        return false;
    if (lines > 0)
        m_analysis->setLineCount(lines);
    m_analysisDock->show();
    m_analysisDock->raise();
    if (!m_analysis->isRunning())
        m_analysis->start();
    return true;
}
