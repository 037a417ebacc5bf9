// SPDX-License-Identifier: GPL-3.0-or-later
// Pieces in hand: drop rules, demotion, forced promotion and the shogi end rules.
#include "enginetest.h"
#include "gamestate.h"
#include "notation.h"
#include "placementrules.h"
#include "refusal.h"

#include <QTest>

using namespace fb;

class TestDrops : public QObject
{
    Q_OBJECT

    static Position pos(const QString& preset, const QString& fen)
    {
        auto p = fbtest::position(preset, fen);
        if (!p)
            qFatal("bad test position %s", qPrintable(fen));
        return *p;
    }
    static bool play(Position& p, const QString& text)
    {
        const auto m = parseCoordinate(p, text);
        if (m)
            p.makeMove(*m);
        return bool(m);
    }

private Q_SLOTS:
    // At most one unpromoted pawn per file (nifu); a tokin does not count.
    void nifu()
    {
        Position p = pos(QStringLiteral("shogi"), QStringLiteral("4k4/9/9/9/9/9/4P4/9/4K4 b P 1"));
        const QStringList moves = fbtest::legalMoves(p);
        QVERIFY(moves.contains(QStringLiteral("P*4e")));
        QVERIFY(!moves.contains(QStringLiteral("P*5e")));
        QVERIFY(!moves.contains(QStringLiteral("P*5c")));
        Position q = pos(QStringLiteral("shogi"), QStringLiteral("4k4/9/9/9/9/9/4+P4/9/4K4 b P 1"));
        QVERIFY(fbtest::legalMoves(q).contains(QStringLiteral("P*5e")));
    }

    // A pawn or lance may not be dropped where it could never move; a knight not on the far two
    // ranks.
    void noDeadDrops()
    {
        Position p = pos(QStringLiteral("shogi"), QStringLiteral("4k4/9/9/9/9/9/9/9/4K4 b PLN 1"));
        const QStringList moves = fbtest::legalMoves(p);
        QVERIFY(!moves.contains(QStringLiteral("P*1a")));
        QVERIFY(!moves.contains(QStringLiteral("L*1a")));
        QVERIFY(!moves.contains(QStringLiteral("N*1b")));
        QVERIFY(moves.contains(QStringLiteral("P*1b")));
        QVERIFY(moves.contains(QStringLiteral("N*1c")));
    }

    // Mate by a pawn drop is illegal (uchifuzume); a pawn drop that only checks is legal,
    // and so is mate by moving a piece.
    void uchifuzume()
    {
        Position mate
            = pos(QStringLiteral("shogi"), QStringLiteral("7lk/7p1/8G/9/9/9/9/9/4K4 b P 1"));
        QStringList moves = fbtest::legalMoves(mate);
        QVERIFY(!moves.contains(QStringLiteral("P*1b")));
        QVERIFY(moves.contains(QStringLiteral("1c1b")));
        Position check
            = pos(QStringLiteral("shogi"), QStringLiteral("8k/7p1/8G/9/9/9/9/9/4K4 b P 1"));
        QVERIFY(fbtest::legalMoves(check).contains(QStringLiteral("P*1b")));
    }

    // By default a pawn drop may not leave the opponent without a move either (it would win
    // at once, as a mate would); the "mate-only" profile allows it.
    void pawnDropStalemate()
    {
        const QString fen = QStringLiteral("8k/9/8G/9/9/9/9/9/4K4 b P 1");
        Position strictPos = pos(QStringLiteral("shogi"), fen);
        const QStringList strict = fbtest::legalMoves(strictPos);
        QVERIFY(!strict.contains(QStringLiteral("P*2b")));
        QVERIFY(strict.contains(QStringLiteral("P*3b")));
        auto lenient = fbtest::position(QStringLiteral("shogi"), fen, QStringLiteral("mate-only"));
        QVERIFY(lenient);
        QVERIFY(fbtest::legalMoves(*lenient).contains(QStringLiteral("P*2b")));
        lenient->makeMove(*parseCoordinate(*lenient, QStringLiteral("P*2b")));
        QVERIFY(!MoveGenerator::hasLegalMove(*lenient));
        QVERIFY(!lenient->inCheck(Second));
    }

    // A captured promoted piece goes to the hand unpromoted.
    void demotionOnCapture()
    {
        Position p
            = pos(QStringLiteral("shogi"), QStringLiteral("4k4/9/9/9/4+p4/9/9/4R4/4K4 b - 1"));
        const PieceType pawn = p.variant().pieceById(QStringLiteral("pawn"));
        const PieceType tokin = p.variant().pieceById(QStringLiteral("tokin"));
        QVERIFY(play(p, QStringLiteral("5h5e")));
        QCOMPARE(p.handCount(First, pawn), 1);
        QCOMPARE(p.handCount(First, tokin), 0);
        QCOMPARE(p.key(), p.computeKey());
        // Crazyhouse: a promoted queen (Q~) returns as a pawn; a real queen as a queen.
        Position d = pos(
            QStringLiteral("crazyhouse"), QStringLiteral("4k3/8/8/8/8/8/1q~6/1R2K3[] w - - 0 1"));
        QVERIFY(play(d, QStringLiteral("b1b2")));
        QCOMPARE(d.handCount(First, d.variant().pieceById(QStringLiteral("pawn"))), 1);
        QCOMPARE(d.handCount(First, d.variant().pieceById(QStringLiteral("queen"))), 0);
        QCOMPARE(writeFen(d), QStringLiteral("4k3/8/8/8/8/8/1R6/4K3[P] b - - 0 1"));
    }

    // A drop may block a check; drops elsewhere leave the king in check.
    void dropBlocksCheck()
    {
        Position p = pos(QStringLiteral("shogi"), QStringLiteral("4r4/9/9/9/9/9/9/9/4K4 b G 1"));
        const QStringList moves = fbtest::legalMoves(p);
        for (const char* sq : {"5b", "5c", "5d", "5e", "5f", "5g", "5h"})
            QVERIFY2(moves.contains(QStringLiteral("G*") + QLatin1String(sq)), sq);
        QVERIFY(!moves.contains(QStringLiteral("G*1e")));
        QVERIFY(moves.contains(QStringLiteral("5i4h")));
        Position c = pos(
            QStringLiteral("crazyhouse"), QStringLiteral("4r2k/8/8/8/8/8/8/4K3[N] w - - 0 1"));
        QVERIFY(fbtest::legalMoves(c).contains(QStringLiteral("N@e4")));
        QVERIFY(!fbtest::legalMoves(c).contains(QStringLiteral("N@a4")));
    }

    // A piece that could never move again must promote; one entering the zone may choose.
    void forcedPromotion()
    {
        Position p
            = pos(QStringLiteral("shogi"), QStringLiteral("k8/4P4/5N3/8L/4S4/9/9/9/4K4 b - 1"));
        const QStringList moves = fbtest::legalMoves(p);
        QVERIFY(moves.contains(QStringLiteral("5b5a+")));
        QVERIFY(!moves.contains(QStringLiteral("5b5a")));
        QVERIFY(moves.contains(QStringLiteral("4c3a+")));
        QVERIFY(!moves.contains(QStringLiteral("4c3a")));
        QVERIFY(moves.contains(QStringLiteral("1d1a+")));
        QVERIFY(!moves.contains(QStringLiteral("1d1a")));
        QVERIFY(moves.contains(QStringLiteral("1d1c+")));
        QVERIFY(moves.contains(QStringLiteral("1d1c"))); // optional in the zone
        QVERIFY(moves.contains(QStringLiteral("5e5d")));
        QVERIFY(!moves.contains(QStringLiteral("5e5d+"))); // outside the zone
    }

    // Perpetual check: the fourth repetition of a cycle in which one side checked on every
    // move loses for that side; a quiet fourfold repetition is a draw.
    void sennichite()
    {
        Position p = pos(QStringLiteral("shogi"), QStringLiteral("4k4/9/9/9/4R4/9/9/9/K8 w - 1"));
        QCOMPARE(evaluateGame(p).status, GameStatus::Ongoing);
        for (int cycle = 0; cycle < 3; ++cycle)
            for (const char* m : {"5a4a", "5e4e", "4a5a", "4e5e"})
                QVERIFY2(play(p, QString::fromLatin1(m)), m);
        const GameResult r = evaluateGame(p);
        QCOMPARE(r.status, GameStatus::Repetition);
        QVERIFY(r.winner.has_value());
        QCOMPARE(*r.winner, Second); // the checking side (first player) loses

        Position q = pos(QStringLiteral("shogi"), QStringLiteral("4k4/9/9/9/9/9/9/9/4K4 b - 1"));
        for (int cycle = 0; cycle < 3; ++cycle) {
            for (const char* m : {"5i4i", "5a4a", "4i5i", "4a5a"})
                QVERIFY2(play(q, QString::fromLatin1(m)), m);
            if (cycle < 2)
                QCOMPARE(evaluateGame(q).status, GameStatus::Ongoing);
        }
        const GameResult d = evaluateGame(q);
        QCOMPARE(d.status, GameStatus::Repetition);
        QVERIFY(!d.winner.has_value());
    }

    // Stalemate loses in shogi.
    void stalemateLoses()
    {
        Position p = pos(QStringLiteral("shogi"), QStringLiteral("k8/2G6/1G7/9/9/9/9/9/8K w - 1"));
        const GameResult r = evaluateGame(p);
        QCOMPARE(r.status, GameStatus::Stalemate);
        QCOMPARE(*r.winner, First);
    }

    // SFEN and Fairy-Stockfish FEN describe the same position.
    void sfenAndFen()
    {
        const VariantPtr v = fbtest::bundled().variant(QStringLiteral("shogi"));
        const auto a = readFen(
            v, QStringLiteral("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"));
        const auto b = readFen(v, v->startFen);
        QVERIFY(a && b);
        QCOMPARE(a->key(), b->key());
        QCOMPARE(writeSfen(*a),
            QStringLiteral("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"));
        const auto h = readFen(v, QStringLiteral("4k4/9/9/9/9/9/9/9/4K4 w 2P3p 10"));
        QVERIFY(h);
        QCOMPARE(h->sideToMove(), Second);
        QCOMPARE(h->handCount(First, v->pieceById(QStringLiteral("pawn"))), 2);
        QCOMPARE(h->handCount(Second, v->pieceById(QStringLiteral("pawn"))), 3);
    }

    // Dropped crazyhouse pawns on the second rank may still make the double step.
    void droppedPawnDoubleStep()
    {
        Position p
            = pos(QStringLiteral("crazyhouse"), QStringLiteral("4k3/8/8/8/8/8/8/4K3[P] w - - 0 1"));
        QVERIFY(play(p, QStringLiteral("P@d2")));
        QVERIFY(play(p, QStringLiteral("e8d8")));
        QVERIFY(fbtest::legalMoves(p).contains(QStringLiteral("d2d4")));
        QVERIFY(!fbtest::legalMoves(p).contains(QStringLiteral("P@d1"))); // nothing in hand now
        Position q
            = pos(QStringLiteral("crazyhouse"), QStringLiteral("4k3/8/8/8/8/8/8/4K3[P] w - - 0 1"));
        QVERIFY(!fbtest::legalMoves(q).contains(QStringLiteral("P@d1")));
        QVERIFY(!fbtest::legalMoves(q).contains(QStringLiteral("P@d8")));
        Position g
            = pos(QStringLiteral("chessgi"), QStringLiteral("4k3/8/8/8/8/8/8/4K3[P] w - - 0 1"));
        QVERIFY(fbtest::legalMoves(g).contains(QStringLiteral("P@d1")));
    }

    // Placement chess (rules.placement): only drops while a drop is possible, on the first
    // rank, bishops on different colours, castling rights from the drops of king and rook.
    void placementPhase()
    {
        Position p = pos(QStringLiteral("placement"),
            QStringLiteral("8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1"));
        QVERIFY(inPlacementPhase(p));
        const QStringList start = fbtest::legalMoves(p);
        QCOMPARE(start.size(), 5 * 8);
        QVERIFY(std::all_of(start.begin(), start.end(),
            [](const QString& m) { return m.contains(u'@') && m.endsWith(u'1'); }));
        const auto pawn = proposedMove(p, QStringLiteral("e2e4"));
        QVERIFY(pawn);
        QCOMPARE(whyIllegal(p, *pawn), std::optional(Refusal::MustDropFirst));
        // The first bishop on c1 (a1's colour): the second may not take a1, e1 or g1.
        QVERIFY(play(p, QStringLiteral("B@c1")));
        QVERIFY(play(p, QStringLiteral("B@c8")));
        const QStringList second = fbtest::legalMoves(p);
        QVERIFY(second.contains(QStringLiteral("B@b1")));
        QVERIFY(!second.contains(QStringLiteral("B@a1")));
        QVERIFY(!second.contains(QStringLiteral("B@g1")));
        // King on e1 and rook on h1: castling once the hands are empty.
        Position c = pos(QStringLiteral("placement"),
            QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ4[KR] w - - 0 1"));
        QVERIFY(play(c, QStringLiteral("K@e1")));
        QVERIFY(play(c, QStringLiteral("e7e6"))); // Black has nothing in hand: it moves
        QVERIFY(play(c, QStringLiteral("R@h1")));
        QVERIFY(!inPlacementPhase(c));
        QVERIFY(play(c, QStringLiteral("e6e5")));
        QVERIFY(fbtest::legalMoves(c).contains(QStringLiteral("e1g1")));
        // The king dropped on e1 gives both rooks standing on a1 and h1 their rights, as
        // Fairy-Stockfish's FEN after K@e1 says ("b KQ"); one dropped on d1 gets none.
        Position d = pos(QStringLiteral("placement"),
            QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1B1R[K] w - - 0 1"));
        Position e = d;
        QVERIFY(play(d, QStringLiteral("K@e1")));
        QVERIFY2(writeFen(d).contains(QStringLiteral(" b KQ ")), qPrintable(writeFen(d)));
        QVERIFY(play(e, QStringLiteral("K@g1")));
        QVERIFY2(writeFen(e).contains(QStringLiteral(" b - ")), qPrintable(writeFen(e)));
    }

    // Sittuyin: rooks enter on the first rank only; a pawn promotes in place or by a diagonal
    // step when its side has no sit-ke, never giving check; written "b7b7f" as Fairy-Stockfish
    // writes it.
    void sittuyinPlacementAndPromotion()
    {
        Position p = pos(QStringLiteral("sittuyin"),
            QStringLiteral("8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1"));
        const QStringList start = fbtest::legalMoves(p);
        QVERIFY(start.contains(QStringLiteral("R@a1")));
        QVERIFY(!start.contains(QStringLiteral("R@a2")));
        QVERIFY(start.contains(QStringLiteral("N@e3")));
        QVERIFY(!start.contains(QStringLiteral("N@e4")));
        QCOMPARE(start.size(), 88); // Fairy-Stockfish: perft 1 = 88
        // The last pawn may promote anywhere: in place, or by a step that attacks nothing.
        Position q
            = pos(QStringLiteral("sittuyin"), QStringLiteral("1k5K/3r2P1/8/8/8/8/8/8[] w - - 0 1"));
        const QStringList moves = fbtest::legalMoves(q);
        // Fairy-Stockfish 11.1's list: g7g8 g7f6f g7h6f g7g7f g7f8f h8h7 h8g8.
        QCOMPARE(moves.size(), 7);
        for (const char* m : {"g7g8", "g7f6f", "g7h6f", "g7g7f", "g7f8f", "h8h7", "h8g8"})
            QVERIFY2(moves.contains(QLatin1String(m)), m);
        // With the rook on e7, a sit-ke on f6 or f8 would attack it: those promotions go
        // (Fairy-Stockfish 11.1: g7g8 g7h6f g7g7f h8h7 h8g8).
        Position r
            = pos(QStringLiteral("sittuyin"), QStringLiteral("1k5K/4r1P1/8/8/8/8/8/8[] w - - 0 1"));
        QCOMPARE(fbtest::legalMoves(r).size(), 5);
        QVERIFY(!fbtest::legalMoves(r).contains(QStringLiteral("g7f6f")));
        QVERIFY(!fbtest::legalMoves(r).contains(QStringLiteral("g7f8f")));
        const auto inPlace = parseCoordinate(q, QStringLiteral("g7g7f"));
        QVERIFY(inPlace);
        QCOMPARE(coordinateText(q, *inPlace), QStringLiteral("g7g7f"));
        q.makeMove(*inPlace);
        QCOMPARE(writeFen(q).left(16), QStringLiteral("1k5K/3r2F1/8/8/8"));
    }
};

QTEST_GUILESS_MAIN(TestDrops)
#include "tst_drops.moc"
