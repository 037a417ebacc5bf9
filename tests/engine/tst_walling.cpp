// SPDX-License-Identifier: GPL-3.0-or-later
// Walls as a move's second part (engine/wallingrules.h, preset key rules.walling) on the bundled
// duck and amazons presets: where the wall may go, the duck leaving its square, make/unmake and
// the key, FEN's '*', the goals, and the move texts Fairy-Stockfish writes ("e2e4,e4e5").
#include "enginetest.h"
#include "gamestate.h"
#include "perft.h"
#include "turnbuilder.h"
#include "wallingrules.h"

#include <QTest>

using namespace fb;

namespace {

Position at(const QString& preset, const QString& fen = {})
{
    return fbtest::positionOrDie(preset, fen);
}

Square sq(const Position& p, const char* name)
{
    int i = 0;
    return p.geometry().parseSquare(QString::fromLatin1(name), i);
}

int wallCount(const Position& p)
{
    int n = 0;
    for (Square s : p.geometry().squares())
        n += p.at(s) == Wall;
    return n;
}

} // namespace

class TestWalling : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The start has no duck: each of the 20 moves brings it onto any of the 32 squares empty
    // after the move (Fairy-Stockfish's tests/perft.sh: 640).
    void duckEntersOnTheFirstMove()
    {
        Position p = at(QStringLiteral("duck"));
        QCOMPARE(perft(p, 1), uint64_t(640));
        const QStringList moves = fbtest::legalMoves(p);
        QVERIFY(moves.contains(QStringLiteral("e2e4,e4e5")));
        QVERIFY(moves.contains(QStringLiteral("e2e4,e4e2"))); // the square the pawn left
        QVERIFY(!moves.contains(QStringLiteral("e2e4,e4e4"))); // not where the pawn stands
        QVERIFY(!moves.contains(QStringLiteral("e2e4,e4e7"))); // not on a piece
    }

    // The duck blocks the pawn's steps, must move on, and comes back on unmake.
    void duckBlocksAndMoves()
    {
        Position p
            = at(QStringLiteral("duck"), QStringLiteral("4k3/8/8/8/8/4*3/4P3/4K3 w - - 0 1"));
        // The king's four steps (the pawn is blocked), each with the duck on one of the 60
        // squares empty after it other than its own.
        QCOMPARE(perft(p, 1), uint64_t(4 * 60));
        const uint64_t before = p.key();
        fbtest::playOrDie(p, QStringLiteral("e1d1,d1e1")); // onto the square the king left
        QCOMPARE(p.at(sq(p, "e3")), Empty);
        QCOMPARE(p.at(sq(p, "e1")), Wall);
        QVERIFY(!fbtest::legalMoves(p).contains(QStringLiteral("e8d8,d8e1"))); // it must move
        fbtest::playOrDie(p, QStringLiteral("e8e7,e7e3"));
        QCOMPARE(p.at(sq(p, "e3")), Wall);
        QCOMPARE(wallCount(p), 1);
        QCOMPARE(p.key(), p.computeKey());
        QCOMPARE(writeFen(p), QStringLiteral("8/4k3/8/8/8/4*3/4P3/3K4 w - - 2 2"));
        p.unmakeMove();
        p.unmakeMove();
        QCOMPARE(p.at(sq(p, "e3")), Wall);
        QCOMPARE(wallCount(p), 1);
        QCOMPARE(p.key(), before);
        QCOMPARE(p.key(), p.computeKey());
    }

    // A wall changes the key like a piece; the same board with the duck elsewhere differs.
    void wallsAreInTheKey()
    {
        const Position a
            = at(QStringLiteral("duck"), QStringLiteral("4k3/8/8/8/8/4*3/4P3/4K3 w - - 0 1"));
        const Position b
            = at(QStringLiteral("duck"), QStringLiteral("4k3/8/8/8/8/3*4/4P3/4K3 w - - 0 1"));
        const Position c
            = at(QStringLiteral("duck"), QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
        QVERIFY(a.key() != b.key());
        QVERIFY(a.key() != c.key());
        QCOMPARE(a.key(), a.computeKey());
        QCOMPARE(writeFen(a), QStringLiteral("4k3/8/8/8/8/4*3/4P3/4K3 w - - 0 1"));
    }

    // FEN may hold one duck only.
    void oneDuckAtMost()
    {
        const VariantPtr v = fbtest::bundled().variant(QStringLiteral("duck"));
        QVERIFY(v);
        FenError error;
        QVERIFY(!readFen(v, QStringLiteral("4k3/8/8/8/8/3**3/4P3/4K3 w - - 0 1"), &error));
        QVERIFY2(error.message.contains(QStringLiteral("duck")), qPrintable(error.toString()));
    }

    // No check: the king may step into an attack, and taking it wins (extinction).
    void kingCaptureEndsTheGame()
    {
        Position p = at(QStringLiteral("duck"), QStringLiteral("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1"));
        QVERIFY(
            fbtest::legalMoves(p).contains(QStringLiteral("e1f2,f2a8"))); // into the rook's attack
        fbtest::playOrDie(p, QStringLiteral("e1d2,d2a8 e2d2,d2a7"));
        const GameResult r = evaluateGame(p);
        QCOMPARE(r.status, GameStatus::Extinction);
        QVERIFY(r.winner && *r.winner == Second);
    }

    // Amazons: 2176 moves at the start (Fairy-Stockfish's tests/perft.sh); each arrow flies
    // like a queen from where the amazon landed, over the square it left.
    void amazonsShootArrows()
    {
        Position p = at(QStringLiteral("amazons"));
        QCOMPARE(perft(p, 1), uint64_t(2176));
        const QStringList moves = fbtest::legalMoves(p);
        QVERIFY(moves.contains(QStringLiteral("d1d2,d2d1"))); // back onto the square it left
        QVERIFY(!moves.contains(QStringLiteral("d1d2,d2e4"))); // not a queen's move from d2
        fbtest::playOrDie(p, QStringLiteral("d1d2,d2d1"));
        QCOMPARE(p.at(sq(p, "d1")), Wall);
        QCOMPARE(writeFen(p), QStringLiteral("3q2q3/10/10/q8q/10/10/Q8Q/10/3Q6/3*2Q3 b - - 1 1"));
        // The arrow stays: nothing moves over it.
        const QStringList black = fbtest::legalMoves(p);
        QVERIFY(!black.isEmpty());
        p.unmakeMove();
        QCOMPARE(p.at(sq(p, "d1")), makePiece(0, First));
        QCOMPARE(p.key(), p.computeKey());
    }

    // An amazon that cannot move loses; the arrow also blocks.
    void amazonsNoMoveLoses()
    {
        Position p = at(
            QStringLiteral("amazons"), QStringLiteral("9q/10/10/10/10/10/10/10/**8/Q*8 w - - 0 1"));
        QVERIFY(fbtest::legalMoves(p).isEmpty());
        const GameResult r = evaluateGame(p);
        QCOMPARE(r.status, GameStatus::Stalemate);
        QVERIFY(r.winner && *r.winner == Second);
    }

    // The wall squares offered for one move, as the board's wall step lists them.
    void wallSquaresOfAMove()
    {
        Position p = at(
            QStringLiteral("amazons"), QStringLiteral("9q/10/10/10/10/10/10/*9/1*8/Q9 w - - 0 1"));
        MoveList legal;
        MoveGenerator::generateLegal(p, legal);
        const auto it = std::find_if(
            legal.begin(), legal.end(), [&](const Move& m) { return m.to == sq(p, "b1"); });
        QVERIFY(it != legal.end());
        // From b1, with a1 empty again: a1 (back), c1..j1 along the rank, c2..j9 on the
        // diagonal, a2; b2 is an arrow.
        const std::vector<Square> walls = wallSquares(p, *it);
        QCOMPARE(int(walls.size()), 1 + 8 + 8 + 1);
    }

    // The board's clicks (TurnBuilder): the piece, its square, then the duck's square; the
    // piece's squares say that the wall comes next, the wall's squares complete the move.
    void turnBuilderWallStep()
    {
        Position p = at(QStringLiteral("duck"));
        MoveList legal;
        MoveGenerator::generateLegal(p, legal);
        TurnBuilder t(legal);
        QVERIFY(t.begin(sq(p, "e2")));
        std::vector<TurnBuilder::Target> targets = t.nextTargets();
        QCOMPARE(int(targets.size()), 2); // e3, e4
        for (const TurnBuilder::Target& target : targets)
            QVERIFY(target.wallNext && !target.completes && !target.continues);
        QVERIFY(!t.awaitingWall());
        QVERIFY(t.add(sq(p, "e4")));
        QVERIFY(t.awaitingWall());
        QVERIFY(!t.canStop());
        QVERIFY(t.completeMoves().empty());
        targets = t.nextTargets();
        QCOMPARE(int(targets.size()), 32);
        for (const TurnBuilder::Target& target : targets)
            QVERIFY(target.completes && !target.continues && !target.wallNext);
        QVERIFY(!t.add(sq(p, "e4"))); // the pawn stands there
        QVERIFY(t.add(sq(p, "e2"))); // the square it left
        QVERIFY(!t.awaitingWall());
        const std::vector<Move> done = t.completeMoves();
        QCOMPARE(int(done.size()), 1);
        QCOMPARE(coordinateText(p, done.front()), QStringLiteral("e2e4,e4e2"));
        // Back: the wall, then the pawn's square.
        QVERIFY(t.back());
        QVERIFY(t.awaitingWall());
        QVERIFY(t.back());
        QVERIFY(!t.awaitingWall());
        // Castling by the partner's square, then the wall.
        Position c
            = at(QStringLiteral("duck"), QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
        MoveList castles;
        MoveGenerator::generateLegal(c, castles);
        TurnBuilder k(castles);
        QVERIFY(k.begin(sq(c, "e1")));
        QVERIFY(k.add(sq(c, "h1")));
        QVERIFY(k.awaitingWall());
        QVERIFY(k.add(sq(c, "e4")));
        QCOMPARE(int(k.completeMoves().size()), 1);
        QCOMPARE(coordinateText(c, k.completeMoves().front()), QStringLiteral("e1g1,g1e4"));
    }

    // Move texts: Fairy-Stockfish's coordinates, the short form read too, and SAN.
    void notation()
    {
        Position p = at(QStringLiteral("duck"));
        const std::optional<Move> m = parseCoordinate(p, QStringLiteral("e2e4,e4e5"));
        QVERIFY(m && m->isWalling());
        QCOMPARE(coordinateText(p, *m), QStringLiteral("e2e4,e4e5"));
        const std::optional<Move> shortForm = parseCoordinate(p, QStringLiteral("e2e4,e5"));
        QVERIFY(shortForm && shortForm->sameTurn(*m));
        QCOMPARE(sanText(p, *m), QStringLiteral("e4,e5"));
        const std::optional<Move> san = parseSan(p, QStringLiteral("e4,e5"));
        QVERIFY(san && san->sameTurn(*m));
        QVERIFY(!parseSan(p, QStringLiteral("e4,e4")));
        Position c
            = at(QStringLiteral("duck"), QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
        const std::optional<Move> castle = parseSan(c, QStringLiteral("O-O,e4"));
        QVERIFY(castle && castle->isCastle());
        QCOMPARE(coordinateText(c, *castle), QStringLiteral("e1g1,g1e4"));
    }
};

QTEST_GUILESS_MAIN(TestWalling)
#include "tst_walling.moc"
