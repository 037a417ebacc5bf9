// SPDX-License-Identifier: GPL-3.0-or-later
// The Analysis panel (View > Analysis): a fake MultiPV engine's lines in SAN with their scores
// from White's view, the best-move arrow on its squares, the evaluation graph and a click on it,
// following the board when moves are made and browsed, "Analyse Game", closing the panel; a
// garbage and a dying engine reported in the panel with the game untouched; Fairy-Stockfish in
// chess and shogi (skipped when absent) and the built-in AI on Chu Shogi.
#include "analysispanel.h"
#include "apptest.h"
#include "engineplayer.h"
#include "evaluationgraph.h"
#include "movegen.h"
#include "movenotation.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QSet>
#include <QSpinBox>
#include <QTreeWidget>

using fb::engines::EngineEntry;

namespace {

EngineEntry fakeAnalysis(const QString& mode)
{
    return {QStringLiteral("Fake analysis ") + mode,
        QStringLiteral(FAIRYBOARD_TEST_DATA "/engines/fake-analysis.sh"), {mode},
        QStringLiteral("uci"), {QStringLiteral("chess")}};
}

QString findProgram(const QString& name)
{
    const QString path = QStandardPaths::findExecutable(name);
    return path.isEmpty() ? QStandardPaths::findExecutable(name, {QStringLiteral("/usr/games")})
                          : path;
}

void useEngines(MainWindow& w, const QList<EngineEntry>& entries)
{
    AppSettings s = w.settings();
    for (const EngineEntry& e : entries)
        s.engines.add(e);
    w.applySettings(s);
}

QString cell(AnalysisPanel* p, int row, int column)
{
    QTreeWidgetItem* item = p->lineView()->topLevelItem(row);
    return item ? item->text(column) : QString();
}

/// The arrow on the board as "from-to" square names, empty without one.
QString arrow(MainWindow& w)
{
    const auto& arrows = w.scene()->marks().arrows;
    if (arrows.empty())
        return {};
    const fb::BoardGeometry& g = w.game()->variant().geometry;
    const BoardMarks::Arrow& a = arrows.front();
    return (a.from == fb::NoSquare ? QStringLiteral("@") : g.squareName(a.from))
        + QStringLiteral("-") + g.squareName(a.stops.back());
}

QAction* analysisAction(MainWindow& w)
{
    return w.findChild<QAction*>(QStringLiteral("analysis"));
}

} // namespace

class TestAnalysisPanel : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }
    void init() { QSettings().clear(); }

    // The engine and the number of lines chosen in the panel are kept: a window opened later
    // shows them. A variant the engine does not play shows the built-in AI, and the next game
    // of one it plays that engine again.
    void choiceIsKept()
    {
        const QString fake = QStringLiteral("Fake analysis lines");
        {
            MainWindow w(&m_registry);
            QVERIFY(w.startGame(QStringLiteral("chess")));
            useEngines(w, {fakeAnalysis(QStringLiteral("lines"))});
            QVERIFY(AppTest::show(w));
            w.analysisDock()->show();
            AnalysisPanel* panel = w.analysisPanel();
            QCOMPARE(panel->selectedEngine(), QStringLiteral("builtin"));
            auto* engine = panel->findChild<QComboBox*>(QStringLiteral("analysisEngine"));
            auto* lines = panel->findChild<QSpinBox*>(QStringLiteral("analysisLines"));
            QVERIFY(engine && lines);
            engine->setFocus();
            QTest::keyClick(engine, Qt::Key_Down);
            QCOMPARE(panel->selectedEngine(), fake);
            lines->setFocus();
            QTest::keyClick(lines, Qt::Key_Up);
            QTest::keyClick(lines, Qt::Key_Up);
            QCOMPARE(panel->lineCount(), 3);
        }
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        AnalysisPanel* panel = w.analysisPanel();
        QCOMPARE(panel->selectedEngine(), fake);
        QCOMPARE(panel->lineCount(), 3);
        QVERIFY(w.startGame(QStringLiteral("shogi")));
        QCOMPARE(panel->selectedEngine(), QStringLiteral("builtin"));
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QCOMPARE(panel->selectedEngine(), fake);
    }

    void fakeEngineLinesArrowAndGraph()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        useEngines(w, {fakeAnalysis(QStringLiteral("lines"))});
        QVERIFY(AppTest::show(w));
        AnalysisPanel* panel = w.analysisPanel();
        QVERIFY(w.analysisDock()->isHidden());
        QVERIFY(panel->selectEngine(QStringLiteral("Fake analysis lines")));
        panel->setLineCount(3);
        // View > Analysis by its shortcut opens the panel and starts the engine.
        QTest::keyClick(&w, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(w.analysisDock()->isVisible());
        QVERIFY(panel->isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(panel->lineView()->topLevelItemCount(), 3, 20000);
        QTRY_COMPARE_WITH_TIMEOUT(cell(panel, 0, 1), QStringLiteral("12"), 5000);
        QCOMPARE(panel->lineText(0), QStringLiteral("1. e4 e5 2. Nf3"));
        QCOMPARE(cell(panel, 0, 0), QStringLiteral("#3"));
        QCOMPARE(cell(panel, 0, 2), QStringLiteral("60 kN/s"));
        QCOMPARE(panel->lineText(1), QStringLiteral("1. d4 d5"));
        QCOMPARE(cell(panel, 1, 0), QStringLiteral("+0.25"));
        QCOMPARE(panel->lineText(2), QStringLiteral("1. Nf3 (then 'e2e4', not a legal move here)"));
        QCOMPARE(cell(panel, 2, 0), QStringLiteral("-0.40"));
        QCOMPARE(arrow(w), QStringLiteral("e2-e4"));
        QCOMPARE(panel->graph()->pointCount(), 1);
        QVERIFY(*panel->graph()->score(0) > EvaluationGraph::ClampPawns); // a mate

        // A move on the board: the analysis follows, Black to move, the score from White's view.
        AppTest::click(w, QStringLiteral("e2"));
        AppTest::click(w, QStringLiteral("e4"));
        QCOMPARE(w.game()->ply(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(panel->lineText(0), QStringLiteral("1... c5 2. Nf3"), 10000);
        QCOMPARE(panel->lineView()->topLevelItemCount(), 1);
        QCOMPARE(cell(panel, 0, 0), QStringLiteral("+0.35"));
        QCOMPARE(arrow(w), QStringLiteral("c7-c5"));
        QCOMPARE(panel->graph()->pointCount(), 2);
        QCOMPARE(*panel->graph()->score(1), 0.35);

        // Clicking the graph's first point goes back to the start; the analysis follows.
        QTest::mouseClick(
            panel->graph(), Qt::LeftButton, {}, panel->graph()->pointPosition(0).toPoint());
        QCOMPARE(w.game()->ply(), 0);
        QCOMPARE(panel->graph()->currentPly(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(panel->lineText(0), QStringLiteral("1. e4 e5 2. Nf3"), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(arrow(w), QStringLiteral("e2-e4"), 5000);
        // Move > Next Move: the next position again.
        w.findChild<QAction*>(QStringLiteral("nextMove"))->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(panel->lineText(0), QStringLiteral("1... c5 2. Nf3"), 10000);

        // Closing the panel stops the engine and takes the arrow away.
        analysisAction(w)->trigger();
        QVERIFY(w.analysisDock()->isHidden());
        QVERIFY(!panel->isRunning());
        QVERIFY(!panel->session()->hasEngine());
        QCOMPARE(arrow(w), QString());
    }

    void analyseWholeGame()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        useEngines(w, {fakeAnalysis(QStringLiteral("lines"))});
        QVERIFY(AppTest::playMoves(w, {QStringLiteral("e2e4"), QStringLiteral("c7c5")}));
        w.game()->goToPly(1);
        QVERIFY(AppTest::show(w));
        AnalysisPanel* panel = w.analysisPanel();
        QVERIFY(w.showAnalysis(QStringLiteral("Fake analysis lines"), 1));
        panel->analyseGame(300);
        QVERIFY(panel->isAnalysingGame());
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isAnalysingGame(), 20000);
        // The fake engine knows the first two positions: both have a point; the board did not
        // move meanwhile.
        QCOMPARE(w.game()->ply(), 1);
        QVERIFY(panel->graph()->score(0));
        QCOMPARE(*panel->graph()->score(1), 0.35);
        QVERIFY(!panel->graph()->score(2));
        QCOMPARE(panel->graph()->pointCount(), 2);
        // Then it follows the board again.
        QTRY_COMPARE_WITH_TIMEOUT(arrow(w), QStringLiteral("c7-c5"), 10000);
        // A new game: its graph starts empty.
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QCOMPARE(panel->graph()->plyCount(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(arrow(w), QStringLiteral("e2-e4"), 10000);
        QCOMPARE(panel->graph()->pointCount(), 1);
        w.analysisDock()->close();
        QVERIFY(!panel->isRunning());
    }

    void garbageAndDyingEnginesAreReported()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        useEngines(
            w, {fakeAnalysis(QStringLiteral("garbage")), fakeAnalysis(QStringLiteral("crash"))});
        QVERIFY(AppTest::playMoves(w, {QStringLiteral("d2d4")}));
        w.game()->goToPly(0);
        QVERIFY(AppTest::show(w));
        const QString fen = fb::writeFen(w.game()->position());
        AnalysisPanel* panel = w.analysisPanel();
        QVERIFY(w.showAnalysis(QStringLiteral("Fake analysis garbage")));
        QTRY_COMPARE_WITH_TIMEOUT(panel->lineView()->topLevelItemCount(), 1, 20000);
        QCOMPARE(panel->lineText(0), QStringLiteral("(then 'e2e5', not a legal move here)"));
        QCOMPARE(arrow(w), QString()); // no legal move: no arrow
        QVERIFY(panel->isRunning());

        // Another engine from the choice: the dying one is reported, the game stays.
        QComboBox* choice = panel->findChild<QComboBox*>(QStringLiteral("analysisEngine"));
        QVERIFY(choice);
        const int crash = choice->findText(QStringLiteral("Fake analysis crash"));
        QVERIFY(crash > 0);
        choice->setCurrentIndex(crash);
        Q_EMIT choice->activated(crash);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), 20000);
        QVERIFY(panel->statusLabel()->text().contains(QStringLiteral("exit code 3")));
        QCOMPARE(panel->lineView()->topLevelItemCount(), 0);
        QCOMPARE(arrow(w), QString());
        QCOMPARE(w.game()->ply(), 0);
        QCOMPARE(w.game()->lineLength(), 1);
        QCOMPARE(fb::writeFen(w.game()->position()), fen);
        // Start again is offered.
        QCOMPARE(panel->findChild<QPushButton*>(QStringLiteral("analysisStartStop"))->text(),
            QStringLiteral("Start"));
    }

    void fairyStockfishChessAndShogi()
    {
        const QString fsf = findProgram(QStringLiteral("fairy-stockfish"));
        if (fsf.isEmpty())
            QSKIP("fairy-stockfish is not installed");
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        useEngines(w,
            {{QStringLiteral("Fairy-Stockfish"), fsf, {}, QStringLiteral("uci"),
                {QStringLiteral("chess"), QStringLiteral("shogi")}}});
        QVERIFY(AppTest::playMoves(w, {QStringLiteral("e2e4"), QStringLiteral("e7e5")}));
        QVERIFY(AppTest::show(w));
        AnalysisPanel* panel = w.analysisPanel();
        QVERIFY(w.showAnalysis(QStringLiteral("Fairy-Stockfish"), 3));
        QTRY_VERIFY_WITH_TIMEOUT(
            panel->lineView()->topLevelItemCount() == 3 && cell(panel, 2, 1).toInt() >= 6, 30000);
        // SAN: "2. Nf3 ..." style, White to move at move 2.
        for (int i = 0; i < 3; ++i)
            QVERIFY2(panel->lineText(i).startsWith(QStringLiteral("2. ")),
                qPrintable(panel->lineText(i)));
        QVERIFY(!arrow(w).isEmpty());
        QVERIFY(panel->graph()->score(2));

        // Shogi: the lines in the game's (Japanese) notation.
        QVERIFY(w.startGame(QStringLiteral("shogi")));
        QTRY_VERIFY_WITH_TIMEOUT(
            panel->lineView()->topLevelItemCount() == 3 && cell(panel, 0, 1).toInt() >= 4, 30000);
        const fb::engines::AnalysisLine& best = panel->session()->lines().front();
        fb::Position pos = w.game()->position();
        fb::MoveList legal;
        fb::MoveGenerator::generateLegal(pos, legal);
        const QString first = fb::io::moveText(w.settings().notation.notationFor(fb::Family::Shogi),
            pos, legal, best.moves.front(), w.settings().notation.options());
        QVERIFY2(panel->lineText(0).startsWith(first), qPrintable(panel->lineText(0)));
        QVERIFY(first.contains(QChar(u'☗')) || first.contains(QChar(u'▲')));
        QVERIFY(!arrow(w).isEmpty());
    }

    // A preset Fairy-Stockfish does not list (perfect) is given to it as a variants.ini
    // section, checked by its perft before the analysis: the panel offers it, and its lines are
    // legal moves in our notation; one whose count differs from ours (legan, 11.1) is refused
    // in the panel, saying why.
    void fairyStockfishAnalysesAPresetBySection()
    {
        const QString fsf = findProgram(QStringLiteral("fairy-stockfish"));
        if (fsf.isEmpty())
            QSKIP("fairy-stockfish is not installed");
        fb::engines::EngineOption variantPath;
        variantPath.name = QStringLiteral("VariantPath");
        variantPath.type = fb::engines::EngineOption::Type::String;
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("perfect")));
        useEngines(w,
            {{QStringLiteral("Fairy-Stockfish"), fsf, {}, QStringLiteral("uci"),
                {QStringLiteral("chess"), QStringLiteral("shogi")}, {variantPath}}});
        QVERIFY(AppTest::show(w));
        AnalysisPanel* panel = w.analysisPanel();
        QVERIFY(w.showAnalysis(QStringLiteral("Fairy-Stockfish"), 2));
        QTRY_VERIFY_WITH_TIMEOUT(
            panel->lineView()->topLevelItemCount() == 2 && cell(panel, 1, 1).toInt() >= 4, 30000);
        const auto* engine
            = qobject_cast<const fb::engines::EnginePlayer*>(panel->session()->player());
        QVERIFY(engine);
        const QString sent = engine->transcript().join(u'\n');
        QVERIFY2(
            sent.contains(QStringLiteral("> setoption name UCI_Variant value fairyboard-perfect")),
            qPrintable(sent));
        QVERIFY2(sent.contains(QStringLiteral("> go perft")), qPrintable(sent));
        fb::Position pos = w.game()->position();
        for (int i = 0; i < 2; ++i) {
            const fb::engines::AnalysisLine& line = panel->session()->lines().at(i);
            QVERIFY(line.illegal.isEmpty());
            fb::MoveList legal;
            fb::MoveGenerator::generateLegal(pos, legal);
            const QString first
                = fb::io::moveText(w.settings().notation.notationFor(fb::Family::Chess), pos, legal,
                    line.moves.front(), w.settings().notation.options());
            QVERIFY2(panel->lineText(i).startsWith(QStringLiteral("1. ") + first),
                qPrintable(panel->lineText(i)));
        }
        QVERIFY(!arrow(w).isEmpty());

        // Legan: Fairy-Stockfish 11.1 counts other moves from its start than we do.
        QVERIFY(w.startGame(QStringLiteral("legan")));
        // (A later version may count as we do and analyse it.)
        QTRY_VERIFY_WITH_TIMEOUT(
            !panel->session()->hasEngine() || panel->lineView()->topLevelItemCount() > 0, 30000);
        if (!panel->session()->hasEngine())
            QVERIFY2(panel->statusLabel()->text().contains(QStringLiteral("not used for it")),
                qPrintable(panel->statusLabel()->text()));
    }

    void builtinOnChuShogi()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chushogi")));
        QVERIFY(AppTest::show(w));
        AnalysisPanel* panel = w.analysisPanel();
        QVERIFY(w.showAnalysis(QStringLiteral("builtin"), 3));
        // Three lines, each beginning with another move.
        QTRY_VERIFY_WITH_TIMEOUT(panel->lineView()->topLevelItemCount() == 3
                && cell(panel, 2, 1).toInt() >= 2 && cell(panel, 0, 1) == cell(panel, 2, 1)
                && cell(panel, 1, 1) == cell(panel, 2, 1),
            60000);
        QVERIFY(!panel->lineText(0).isEmpty());
        const QStringList firsts{panel->lineText(0).section(u' ', 0, 1),
            panel->lineText(1).section(u' ', 0, 1), panel->lineText(2).section(u' ', 0, 1)};
        QCOMPARE(QSet<QString>(firsts.begin(), firsts.end()).size(), 3);
        QVERIFY(!arrow(w).isEmpty());
        QVERIFY(panel->statusLabel()->text().contains(QStringLiteral("Built-in AI")));
        panel->stop();
        QVERIFY(!panel->session()->hasEngine());
    }
};

QTEST_MAIN(TestAnalysisPanel)
#include "tst_analysispanel.moc"
