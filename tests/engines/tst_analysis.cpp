// SPDX-License-Identifier: GPL-3.0-or-later
// Analysis in the protocols (AnalysisSession over UCI, USI, XBoard and the built-in AI): a fake
// engine's MultiPV lines keyed by "multipv N", the engine's line read as our moves up to its
// first illegal move, a restart on a new position skipping what the stopped search still
// says, engines that send garbage or die; with Fairy-Stockfish (skipped when absent) chess in
// three lines, Chess960 castling (UCI_Chess960), shogi over USI and chess over XBoard; the
// built-in AI on Chu Shogi.
#include "analysissession.h"
#include "builtinplayer.h"
#include "engineplayer.h"
#include "enginetest.h"
#include "enginetestutil.h"
#include "uciengine.h"
#include "xboardengine.h"

#include <QSet>
#include <QSignalSpy>
#include <QTest>

using namespace fb;
using fb::engines::AnalysisLine;
using fb::engines::AnalysisSession;
using fb::engines::BuiltinPlayer;
using fb::engines::EngineEntry;

namespace {

EngineEntry fakeAnalysis(const QString& mode)
{
    return {QStringLiteral("Fake analysis ") + mode,
        QStringLiteral(FAIRYBOARD_TEST_DATA "/engines/fake-analysis.sh"), {mode},
        QStringLiteral("uci"), {}};
}

EngineEntry fairyStockfish(const QString& protocol)
{
    return {QStringLiteral("Fairy-Stockfish"),
        enginetest::findEngine(QStringLiteral("fairy-stockfish")), {}, protocol, {}};
}

/// The coordinate texts of a line's moves from `pos`.
QStringList lineTexts(Position pos, const AnalysisLine& line)
{
    QStringList out;
    for (const Move& m : line.moves) {
        out << coordinateText(pos, m);
        pos.makeMove(m);
    }
    return out;
}

/// Makes the move of coordinate text `text` in `pos`; false if it is no legal move.
bool play(Position& pos, const QString& text)
{
    const std::optional<Move> m = parseCoordinate(pos, text);
    if (m)
        pos.makeMove(*m);
    return m.has_value();
}

QStringList transcript(const AnalysisSession& s)
{
    const auto* e = qobject_cast<const engines::EnginePlayer*>(s.player());
    return e ? e->transcript() : QStringList();
}

/// Every line has a depth, a score and at least `minMoves` legal moves.
bool linesHaveMoves(const AnalysisSession& s, int count, size_t minMoves)
{
    if (s.lines().size() < count)
        return false;
    for (const AnalysisLine& l : s.lines())
        if (l.depth < 1 || (!l.scoreCp && !l.mateIn) || l.moves.size() < minMoves)
            return false;
    return true;
}

} // namespace

class TestAnalysis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void xboardThinkingSkipsMoveNumbers()
    {
        const auto i
            = engines::parseXBoardThinking(QStringLiteral("7 -35 120 5000 1. e2e4 e7e5 2. g1f3"));
        QVERIFY(i);
        QCOMPARE(i->pv,
            (QStringList{QStringLiteral("e2e4"), QStringLiteral("e7e5"), QStringLiteral("g1f3")}));
        QCOMPARE(*i->scoreCp, -35);
        // Fairy-Stockfish's extra fields before a tab: selective depth, speed, tablebase hits.
        const auto f
            = engines::parseXBoardThinking(QStringLiteral("6 46 1 2449 6 163266 0\t b8c6 g1f3"));
        QVERIFY(f);
        QCOMPARE(f->nodes, 2449);
        QCOMPARE(f->nps, 163266);
        QCOMPARE(f->pv, (QStringList{QStringLiteral("b8c6"), QStringLiteral("g1f3")}));
    }

    void fakeEngineMultiPv()
    {
        std::optional<Position> pos = fbtest::position(QStringLiteral("chess"));
        QVERIFY(pos);
        AnalysisSession s;
        QSignalSpy ready(&s, &AnalysisSession::ready);
        s.setLineCount(3);
        s.analyse(*pos); // waits for the engine
        s.startEngine(fakeAnalysis(QStringLiteral("lines")));
        QVERIFY(s.isStarting());
        QVERIFY(ready.wait(20000));
        QCOMPARE(s.maxLines(), 3);
        QTRY_COMPARE_WITH_TIMEOUT(s.lines().size(), 3, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(s.lines()[0].depth, 12, 10000);
        QCOMPARE(*s.lines()[0].mateIn, 3);
        QCOMPARE(lineTexts(*pos, s.lines()[0]),
            (QStringList{QStringLiteral("e2e4"), QStringLiteral("e7e5"), QStringLiteral("g1f3")}));
        QCOMPARE(s.lines()[0].nps, 60000);
        QCOMPARE(*s.lines()[1].scoreCp, 25);
        QCOMPARE(lineTexts(*pos, s.lines()[1]),
            (QStringList{QStringLiteral("d2d4"), QStringLiteral("d7d5")}));
        // The third line stops before the engine's illegal second move.
        QCOMPARE(lineTexts(*pos, s.lines()[2]), QStringList{QStringLiteral("g1f3")});
        QCOMPARE(s.lines()[2].illegal, QStringLiteral("e2e4"));
        QVERIFY(transcript(s).contains(QStringLiteral("> setoption name MultiPV value 3")));
        QVERIFY(transcript(s).contains(QStringLiteral("> go infinite")));

        // A new position: the search is stopped, its bestmove skipped, the new one analysed.
        Position after = *pos;
        QVERIFY(play(after, QStringLiteral("e2e4")));
        s.analyse(after);
        QTRY_VERIFY_WITH_TIMEOUT(s.lines().size() == 1 && s.lines()[0].depth == 9, 10000);
        QCOMPARE(lineTexts(after, s.lines()[0]),
            (QStringList{QStringLiteral("c7c5"), QStringLiteral("g1f3")}));
        const QStringList t = transcript(s);
        const qsizetype stop = t.lastIndexOf(QStringLiteral("> stop"));
        QVERIFY(stop > 0);
        QCOMPARE(t.mid(stop + 1, 2),
            (QStringList{QStringLiteral("> position startpos moves e2e4"),
                QStringLiteral("> go infinite")}));
        QTRY_VERIFY_WITH_TIMEOUT(transcript(s).contains(QStringLiteral("< bestmove e2e4")), 5000);
        QTest::qWait(200);
        QCOMPARE(s.lines().size(), 1); // nothing of the stopped search came in

        // Fewer lines: MultiPV follows.
        s.setLineCount(1);
        QTRY_VERIFY_WITH_TIMEOUT(
            transcript(s).contains(QStringLiteral("> setoption name MultiPV value 1")), 5000);
        s.stop();
        QTRY_VERIFY_WITH_TIMEOUT(transcript(s).last() == QStringLiteral("< bestmove e2e4"), 5000);
        QVERIFY(s.hasEngine());
        QVERIFY(!s.isAnalysing());
    }

    void ucciScoresAndNoBestMove()
    {
        const auto i = engines::parseUciInfo(QStringLiteral("info depth 5 score 25 pv h2e2 h9g7"));
        QVERIFY(i);
        QCOMPARE(*i->scoreCp, 25);
        QCOMPARE(i->pv, (QStringList{QStringLiteral("h2e2"), QStringLiteral("h9g7")}));
        std::optional<Position> pos = fbtest::position(QStringLiteral("xiangqi"));
        QVERIFY(pos);
        EngineEntry ucci = fakeAnalysis(QStringLiteral("ucci"));
        ucci.protocol = QStringLiteral("ucci");
        AnalysisSession s;
        QSignalSpy failed(&s, &AnalysisSession::failed);
        s.startEngine(ucci);
        s.analyse(*pos);
        QTRY_VERIFY_WITH_TIMEOUT(s.lines().size() == 1 && s.lines()[0].depth == 4, 20000);
        // UCCI counts ranks from 0: h2e2 is the cannon's move from the third rank to the centre.
        QCOMPARE(s.lines()[0].moves.size(), size_t(2));
        const Move cannon = s.lines()[0].moves.front();
        const BoardGeometry& g = pos->geometry();
        QCOMPARE(g.fileOf(cannon.from), 7);
        QCOMPARE(g.rankOf(cannon.from), 2);
        QCOMPARE(g.fileOf(cannon.to), 4);
        QCOMPARE(g.rankOf(cannon.to), 2);
        // The stop is answered with "nobestmove": the next position's line is taken.
        Position after = *pos;
        QVERIFY(play(after, coordinateText(*pos, s.lines()[0].moves.front())));
        s.analyse(after);
        QTRY_VERIFY_WITH_TIMEOUT(s.lines().size() == 1 && s.lines()[0].depth == 5, 10000);
        QCOMPARE(*s.lines()[0].scoreCp, -15);
        QCOMPARE(s.lines()[0].moves.size(), size_t(1));
        QCOMPARE(failed.count(), 0);
    }

    void garbageIsNoLine()
    {
        std::optional<Position> pos = fbtest::position(QStringLiteral("chess"));
        AnalysisSession s;
        QSignalSpy failed(&s, &AnalysisSession::failed);
        s.startEngine(fakeAnalysis(QStringLiteral("garbage")));
        s.analyse(*pos);
        QTRY_COMPARE_WITH_TIMEOUT(s.lines().size(), 1, 20000);
        QVERIFY(s.lines()[0].moves.empty());
        QCOMPARE(s.lines()[0].illegal, QStringLiteral("e2e5"));
        QTest::qWait(200);
        QCOMPARE(failed.count(), 0);
        QCOMPARE(s.lines().size(), 1);
    }

    void dyingEngineFails()
    {
        std::optional<Position> pos = fbtest::position(QStringLiteral("chess"));
        AnalysisSession s;
        QSignalSpy failed(&s, &AnalysisSession::failed);
        s.startEngine(fakeAnalysis(QStringLiteral("crash")));
        s.analyse(*pos);
        QVERIFY(failed.wait(20000));
        QVERIFY(failed[0][0].toString().contains(QStringLiteral("exit code 3")));
        QVERIFY(!s.hasEngine());
        QVERIFY(s.lines().isEmpty());
        // A program that is not there fails too.
        s.startEngine({QStringLiteral("None"), QStringLiteral("/nonexistent/engine"), {},
            QStringLiteral("uci"), {}});
        QVERIFY(failed.wait(20000));
        QVERIFY(!s.hasEngine());
    }

    void fairyStockfishChess()
    {
        const EngineEntry fsf = fairyStockfish(QStringLiteral("uci"));
        if (fsf.program.isEmpty())
            QSKIP("fairy-stockfish is not installed");
        std::optional<Position> pos = fbtest::position(QStringLiteral("chess"));
        QVERIFY(play(*pos, QStringLiteral("e2e4")));
        AnalysisSession s;
        s.setLineCount(3);
        s.startEngine(fsf);
        s.analyse(*pos);
        QTRY_VERIFY_WITH_TIMEOUT(linesHaveMoves(s, 3, 2) && s.lines()[0].depth >= 8, 30000);
        // Three different first moves, Black's.
        QStringList firsts;
        for (const AnalysisLine& l : s.lines())
            firsts << coordinateText(*pos, l.moves.front());
        QCOMPARE(QSet<QString>(firsts.begin(), firsts.end()).size(), 3);
        QCOMPARE(transcript(s).filter(QStringLiteral("> position startpos moves e2e4")).size(), 1);
    }

    void fairyStockfishChess960Castling()
    {
        const EngineEntry fsf = fairyStockfish(QStringLiteral("uci"));
        if (fsf.program.isEmpty())
            QSKIP("fairy-stockfish is not installed");
        // White castles king-side (king g1 takes the rook h1 in our and UCI_Chess960's text).
        std::optional<Position> pos = fbtest::position(QStringLiteral("chess960"),
            QStringLiteral("bqrkrnnb/pppppppp/8/8/8/8/PPPPPPPP/BQRKRNNB w KQkq - 0 1"));
        QVERIFY(pos);
        AnalysisSession s;
        s.setLineCount(2);
        s.startEngine(fsf);
        s.analyse(*pos);
        QTRY_VERIFY_WITH_TIMEOUT(linesHaveMoves(s, 2, 1), 30000);
        QVERIFY(transcript(s).contains(QStringLiteral("> setoption name UCI_Chess960 value true")));
        QVERIFY(transcript(s).contains(
            QStringLiteral("> setoption name UCI_Variant value fischerandom")));
        // A game where castling was played: the engine reads it (else its lines would be
        // White's, which are not legal here).
        std::optional<Position> castled = fbtest::position(QStringLiteral("chess960"),
            QStringLiteral("r3k2r/ppp5/8/8/8/8/PPP5/R3K2R w KQkq - 0 1"));
        QVERIFY(castled);
        QVERIFY(play(*castled, QStringLiteral("e1h1")));
        s.analyse(*castled);
        QTRY_VERIFY_WITH_TIMEOUT(linesHaveMoves(s, 2, 1), 30000);
        QVERIFY(transcript(s).filter(QStringLiteral("moves e1h1")).size() >= 1);
    }

    void fairyStockfishShogiUsi()
    {
        const EngineEntry fsf = fairyStockfish(QStringLiteral("usi"));
        if (fsf.program.isEmpty())
            QSKIP("fairy-stockfish is not installed");
        std::optional<Position> pos = fbtest::position(QStringLiteral("shogi"));
        QVERIFY(play(*pos, QStringLiteral("7g7f")));
        AnalysisSession s;
        s.setLineCount(2);
        s.startEngine(fsf);
        s.analyse(*pos);
        QTRY_VERIFY_WITH_TIMEOUT(linesHaveMoves(s, 2, 2), 30000);
        QVERIFY(transcript(s).filter(QStringLiteral("> position startpos moves 7g7f")).size() == 1);
    }

    void fairyStockfishXBoard()
    {
        const EngineEntry fsf = fairyStockfish(QStringLiteral("xboard"));
        if (fsf.program.isEmpty())
            QSKIP("fairy-stockfish is not installed");
        std::optional<Position> pos = fbtest::position(QStringLiteral("chess"));
        QVERIFY(play(*pos, QStringLiteral("e2e4")));
        AnalysisSession s;
        s.setLineCount(3);
        s.startEngine(fsf);
        s.analyse(*pos);
        QTRY_VERIFY_WITH_TIMEOUT(linesHaveMoves(s, 1, 2) && s.lines()[0].depth >= 6, 30000);
        QCOMPARE(s.maxLines(), 1);
        QVERIFY(transcript(s).contains(QStringLiteral("> analyze")));
        // Another position: "exit", the game anew, "analyze" again.
        Position next = *pos;
        QVERIFY(play(next, QStringLiteral("e7e5")));
        s.analyse(next);
        QVERIFY(transcript(s).contains(QStringLiteral("> exit")));
        QTRY_VERIFY_WITH_TIMEOUT(linesHaveMoves(s, 1, 2), 30000);
        // White's move now: the line is legal from `next`, which the conversion checked.
        QCOMPARE(sideOf(next.at(s.lines()[0].moves.front().from)), First);
    }

    void builtinChuShogi()
    {
        std::optional<Position> pos = fbtest::position(QStringLiteral("chushogi"));
        QVERIFY(pos);
        AnalysisSession s;
        QSignalSpy ready(&s, &AnalysisSession::ready);
        s.setLineCount(3);
        s.startBuiltin();
        s.analyse(*pos);
        QVERIFY(ready.wait(5000));
        QCOMPARE(
            s.maxLines(), std::min(BuiltinPlayer::MaxAnalysisLines, AnalysisSession::MaxLines));
        // The three lines of one iteration (a line of the next may replace an earlier one first).
        QTRY_VERIFY_WITH_TIMEOUT(linesHaveMoves(s, 3, 1) && s.lines()[2].depth >= 2
                && s.lines()[0].depth == s.lines()[2].depth
                && s.lines()[1].depth == s.lines()[2].depth,
            60000);
        QCOMPARE(s.lines().size(), 3);
        QSet<QString> first;
        for (const AnalysisLine& line : s.lines()) {
            QCOMPARE(sideOf(pos->at(line.moves.front().from)), pos->sideToMove());
            first << coordinateText(*pos, line.moves.front());
        }
        QCOMPARE(first.size(), 3); // three lines, three first moves
        s.stop();
        QVERIFY(!s.isAnalysing());
    }
};

QTEST_GUILESS_MAIN(TestAnalysis)
#include "tst_analysis.moc"
