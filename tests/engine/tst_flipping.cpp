// SPDX-License-Identifier: GPL-3.0-or-later
// Reversi's and Ataxx's flips (engine/fliprules.h, preset key rules.flipping) on the bundled
// flipello, flipersi and ataxx presets: which drops and moves are offered, which pieces flip,
// make/unmake and the key, forced passes, and the end by counting pieces
// (rules.stalematePieceCount). The rules follow Fairy-Stockfish (variant.cpp's flipello,
// flipersi and ataxx; position.cpp's do_move and drop_region).
#include "enginetest.h"
#include "fen.h"
#include "gamestate.h"
#include "movegen.h"

#include <QTest>

using namespace fb;

namespace {

Position at(const QString& preset, const QString& fen = {})
{
    QList<PresetDiagnostic> problems;
    const VariantPtr v = fbtest::bundled().variant(preset, {}, &problems);
    for (const PresetDiagnostic& d : problems)
        qWarning("%s", qPrintable(d.key + u' ' + d.message));
    if (!v)
        qFatal("no preset %s", qPrintable(preset));
    return fbtest::positionOrDie(preset, fen.isEmpty() ? v->startFen : fen);
}

Side sideOn(const Position& p, const char* square)
{
    const Piece piece = p.at(fbtest::square(p, QString::fromLatin1(square)));
    if (!isPiece(piece))
        qFatal("no piece on %s", square);
    return sideOf(piece);
}

} // namespace

class TestFlipping : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Othello's four openings: each drop encloses one enemy disc, which turns; unmaking the
    // drop turns it back and restores the key.
    void flipelloDropsMustFlip()
    {
        Position p = at(QStringLiteral("flipello"));
        QCOMPARE(fbtest::legalMoves(p),
            (QStringList{QStringLiteral("P@c5"), QStringLiteral("P@d6"), QStringLiteral("P@e3"),
                QStringLiteral("P@f4")}));
        const QString before = writeFen(p);
        const uint64_t key = p.key();
        fbtest::playOrDie(p, QStringLiteral("P@c5"));
        QCOMPARE(sideOn(p, "d5"), First);
        QCOMPARE(sideOn(p, "c5"), First);
        QCOMPARE(p.occupied(First).count(), 4);
        QCOMPARE(p.occupied(Second).count(), 1);
        QCOMPARE(p.key(), p.computeKey());
        QCOMPARE(p.handCount(First, 0), 59);
        p.unmakeMove();
        QCOMPARE(writeFen(p), before);
        QCOMPARE(p.key(), key);
        QCOMPARE(sideOn(p, "d5"), Second);
    }

    // A drop that closes lines in all eight directions at once turns every one of them.
    void linesInEveryDirection()
    {
        Position p = at(QStringLiteral("flipello"),
            QStringLiteral("8/8/P1P1P3/1ppp4/Pp1pP3/1ppp4/P1P1P3/8[PPpp] w - - 0 1"));
        fbtest::playOrDie(p, QStringLiteral("P@c4"));
        for (const char* s : {"b5", "c5", "d5", "b4", "d4", "b3", "c3", "d3"})
            QCOMPARE(sideOn(p, s), First);
        QCOMPARE(p.occupied(Second).count(), 0);
        QCOMPARE(p.key(), p.computeKey());
        p.unmakeMove();
        QCOMPARE(p.occupied(Second).count(), 8);
    }

    // Flipersi starts empty: the first four discs go on the centre squares, flipping or not.
    void flipersiStartsInTheCentre()
    {
        Position p = at(QStringLiteral("flipersi"));
        QCOMPARE(fbtest::legalMoves(p),
            (QStringList{QStringLiteral("P@d4"), QStringLiteral("P@d5"), QStringLiteral("P@e4"),
                QStringLiteral("P@e5")}));
        fbtest::playOrDie(p, QStringLiteral("P@d4 P@e4 P@e5"));
        QCOMPARE(fbtest::legalMoves(p), QStringList{QStringLiteral("P@d5")});
        fbtest::playOrDie(p, QStringLiteral("P@d5"));
        QCOMPARE(fbtest::legalMoves(p).size(), 4); // now every drop must flip
    }

    // Ataxx: a clone is a drop next to an own blob (the hand is never used up), a jump leaves
    // its square; both turn every enemy blob around the arrival square.
    void ataxxCloneAndJump()
    {
        Position p = at(QStringLiteral("ataxx"));
        QCOMPARE(fbtest::legalMoves(p).size(), 16); // 2 x (3 clones + 5 jumps)
        p = at(QStringLiteral("ataxx"), QStringLiteral("7/7/7/7/7/1pp4/P6 w - - 0 1"));
        fbtest::playOrDie(p, QStringLiteral("P@a2"));
        QCOMPARE(sideOn(p, "b2"), First);
        QCOMPARE(sideOn(p, "c2"), Second);
        QCOMPARE(sideOn(p, "a1"), First);
        QVERIFY(writeFen(p).startsWith(QStringLiteral("7/7/7/7/7/PPp4/P6 b "))); // no hand
        QCOMPARE(p.key(), p.computeKey());
        p.unmakeMove();
        fbtest::playOrDie(p, QStringLiteral("a1c3"));
        QCOMPARE(p.at(fbtest::square(p, QStringLiteral("a1"))), Empty);
        QCOMPARE(sideOn(p, "b2"), First);
        QCOMPARE(sideOn(p, "c2"), First);
        QCOMPARE(p.key(), p.computeKey());
    }

    // A side that cannot move passes (and only then); the game goes on.
    void forcedPass()
    {
        Position p = at(
            QStringLiteral("ataxx"), QStringLiteral("7/7/7/7/ppppppp/ppppppp/PPPPPPP w - - 0 1"));
        MoveList moves;
        MoveGenerator::generateLegal(p, moves);
        QCOMPARE(moves.size(), size_t(1));
        QVERIFY(moves.front().isPass());
        QVERIFY(!evaluateGame(p).isOver());
        p.makeMove(moves.front());
        QVERIFY(fbtest::legalMoves(p).size() > 1);

        Position q
            = at(QStringLiteral("flipello"), QStringLiteral("8/8/8/8/8/8/8/pP6[PPPpp] w - - 0 1"));
        moves.clear();
        MoveGenerator::generateLegal(q, moves);
        QCOMPARE(moves.size(), size_t(1));
        QVERIFY(moves.front().isPass());
        QVERIFY(!evaluateGame(q).isOver()); // the second side can still drop on c1
    }

    // When neither side can move the pieces on the board are counted; Fairy-Stockfish still
    // generates the pass there (its perft counts it), the game is over all the same.
    void countDecidesWhenNeitherCanMove()
    {
        const QString full = QStringLiteral("PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/pppppppp/"
                                            "pppppppp/pppppppp[Pp] b - - 0 1");
        Position p = at(QStringLiteral("flipello"), full);
        GameResult r = evaluateGame(p);
        QCOMPARE(r.status, GameStatus::PieceCount);
        QCOMPARE(r.winner, std::optional<Side>(First));
        QCOMPARE(r.counted, (std::array<int, 2>{40, 24}));
        QCOMPARE(
            gameResultSentence(r, p.variant(), QStringLiteral("White"), QStringLiteral("Black")),
            QStringLiteral("White wins: no moves left, 40 pieces to 24"));
        // Flipersi has no passes: the side that cannot move ends the game, by count.
        Position q = at(QStringLiteral("flipersi"), full);
        QVERIFY(fbtest::legalMoves(q).isEmpty());
        r = evaluateGame(q);
        QCOMPARE(r.status, GameStatus::PieceCount);
        QCOMPARE(r.winner, std::optional<Side>(First));
        // Equal counts draw.
        Position d = at(QStringLiteral("flipello"),
            QStringLiteral("PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/pppppppp/pppppppp/pppppppp/"
                           "pppppppp[] w - - 0 1"));
        r = evaluateGame(d);
        QCOMPARE(r.status, GameStatus::PieceCount);
        QVERIFY(!r.winner);
        QCOMPARE(
            gameResultSentence(r, d.variant(), QStringLiteral("White"), QStringLiteral("Black")),
            QStringLiteral("Draw: no moves left, 32 pieces to 32"));
    }
};

QTEST_GUILESS_MAIN(TestFlipping)
#include "tst_flipping.moc"
