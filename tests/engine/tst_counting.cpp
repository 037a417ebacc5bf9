// SPDX-License-Identifier: GPL-3.0-or-later
// Makruk's counting rules (engine/countingrules.h, preset key rules.counting) on the bundled
// makruk and asean presets: when a count starts, where it starts, how a capture restarts it,
// and the draw when it runs out. The numbers follow Fairy-Stockfish (position.cpp,
// counting_limit() and do_move()): counts in plies, the pieces' honour from twice the number
// of pieces on the board.
#include "countingrules.h"
#include "enginetest.h"
#include "gamestate.h"

#include <QTest>

using namespace fb;

namespace {

Position at(const QString& preset, const QString& fen)
{
    return fbtest::positionOrDie(preset, fen);
}

void play(Position& p, const QString& moves)
{
    fbtest::playOrDie(p, moves);
}

} // namespace

class TestCounting : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Two rooks against a bare king: the count starts after the first move at twice the four
    // pieces (8 plies) and ends at 2 x 8 moves = 16 plies, so the ninth ply draws.
    void piecesHonourRunsOut()
    {
        Position p
            = at(QStringLiteral("makruk"), QStringLiteral("4k3/8/8/8/8/8/6R1/K6R w - - 0 1"));
        QVERIFY(!countingState(p).running()); // never in the first position
        play(p, QStringLiteral("a1b1"));
        CountingState c = countingState(p);
        QCOMPARE(c.limitPlies, 16);
        QCOMPARE(c.plies, 8);
        play(p, QStringLiteral("e8d8 b1c1 d8c8 c1d1 c8b8 d1e1 b8a8"));
        c = countingState(p);
        QCOMPARE(c.plies, 15);
        QCOMPARE(evaluateGame(p).status, GameStatus::Ongoing);
        play(p, QStringLiteral("e1f1"));
        QVERIFY(countingState(p).reachedEnd());
        const GameResult r = evaluateGame(p);
        QCOMPARE(r.status, GameStatus::CountingDraw);
        QVERIFY(!r.winner);
        QCOMPARE(r.statusName(), QStringLiteral("counting-draw"));
        QCOMPARE(gameStatusText(r, p.variant()), QStringLiteral("the counting rule"));
    }

    // No pawn left: the board's honour (64 moves) starts from 0 after the first move; taking
    // the last piece of a side switches to the pieces' honour from the pieces left.
    void boardsHonourThenPiecesHonour()
    {
        Position p
            = at(QStringLiteral("makruk"), QStringLiteral("4k3/8/8/3n4/8/8/6R1/K2R4 w - - 0 1"));
        play(p, QStringLiteral("a1b1"));
        CountingState c = countingState(p);
        QCOMPARE(c.limitPlies, 128);
        QCOMPARE(c.plies, 0);
        play(p, QStringLiteral("e8f8"));
        QCOMPARE(countingState(p).plies, 1);
        play(p, QStringLiteral("d1d5")); // takes the knight: Black has its king alone
        c = countingState(p);
        QCOMPARE(c.limitPlies, 16); // two rooks
        QCOMPARE(c.plies, 8); // four pieces on the board
    }

    // With pawns on the board and more than a king on each side, nothing counts; Makruk has
    // no 50-move rule in their place.
    void nothingCountsWithPawns()
    {
        Position p
            = at(QStringLiteral("makruk"), QStringLiteral("4k3/8/4p3/8/8/4P3/8/K6R w - - 0 1"));
        play(p, QStringLiteral("h1h2 e8d8"));
        QVERIFY(!countingState(p).running());
        QCOMPARE(p.variant().rules.moveCountLimit, 0);
    }

    // ASEAN chess: no board's honour; the pieces' honour by its own tiers (a rook: 16 moves;
    // a knight alone: no count).
    void aseanTiers()
    {
        Position p = at(QStringLiteral("asean"), QStringLiteral("4k3/8/8/3n4/8/8/8/K6R w - - 0 1"));
        play(p, QStringLiteral("a1b1"));
        QVERIFY(!countingState(p).running());
        play(p, QStringLiteral("e8f8 h1h5 f8g8 h5d5")); // the knight taken
        const CountingState c = countingState(p);
        QCOMPARE(c.limitPlies, 32);
        QCOMPARE(c.plies, 6);
        Position knight
            = at(QStringLiteral("asean"), QStringLiteral("4k3/8/8/8/8/8/8/K6N w - - 0 1"));
        play(knight, QStringLiteral("a1b1"));
        QVERIFY(!countingState(knight).running());
    }

    // A mate on the ply that ends the count is a mate, not a draw.
    void mateBeatsTheCount()
    {
        Position p = at(QStringLiteral("makruk"), QStringLiteral("k7/6R1/8/8/8/8/8/K6R w - - 0 1"));
        play(p, QStringLiteral("a1b1 a8b8 b1c1 b8a8 c1d1 a8b8 d1e1 b8a8"));
        QCOMPARE(countingState(p).plies, 15);
        play(p, QStringLiteral("h1h8"));
        QCOMPARE(evaluateGame(p).status, GameStatus::Checkmate);
    }
};

QTEST_GUILESS_MAIN(TestCounting)
#include "tst_counting.moc"
