// SPDX-License-Identifier: GPL-3.0-or-later
// The goal rules (engine/goalrules.cpp) and the move rules that come with them, on bundled
// presets: n-check counts in FEN and in the key, flag regions with racing kings' reply, moves
// that may not give check, compulsory captures, extinction, non-royal castling kings and horde's
// first-rank double steps; atomic chess's explosions (engine/explosionrules.h) with their check
// rules, makpong's king in check and spartan's two kings.
#include "enginetest.h"
#include "fen.h"
#include "gamestate.h"
#include "goalrules.h"
#include "refusal.h"

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

std::optional<Refusal> refusalOf(Position& p, const QString& text)
{
    const std::optional<Move> m = proposedMove(p, text);
    if (!m)
        qFatal("no such move %s", qPrintable(text));
    return whyIllegal(p, *m);
}

} // namespace

class TestGoals : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Fairy-Stockfish's "W+B" field (checks still to give) reads and writes back; Lichess's
    // "+W+B" (checks given) reads as the same counts; counts out of range are refused.
    void checkCountsInFen()
    {
        const VariantPtr v = fbtest::bundled().variant(QStringLiteral("3check"));
        const QString fsf = QStringLiteral("7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1+3 1 39");
        std::optional<Position> p = readFen(v, fsf);
        QVERIFY(p);
        QCOMPARE(p->checksRemaining(First), 1);
        QCOMPARE(p->checksRemaining(Second), 3);
        QCOMPARE(writeFen(*p), fsf);
        std::optional<Position> lichess
            = readFen(v, QStringLiteral("7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1 39 +2+0"));
        QVERIFY(lichess);
        QCOMPARE(writeFen(*lichess), fsf);
        QCOMPARE(lichess->key(), p->key());
        QCOMPARE(writeFen(*readFen(v, v->startFen)), v->startFen);
        FenError err;
        QVERIFY(!readFen(v, QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1 +5+0"), &err));
        QCOMPARE(err.field, QStringLiteral("checks"));
    }

    // A checking move spends one of the mover's checks (in the key too); the last one ends the
    // game with no move left, and unmaking restores the count.
    void checksAreCounted()
    {
        Position p = at(QStringLiteral("3check"),
            QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2+3 0 1"));
        play(p, QStringLiteral("e2e4"));
        play(p, QStringLiteral("f7f6"));
        QCOMPARE(p.checksRemaining(First), 2);
        play(p, QStringLiteral("d1h5"));
        QCOMPARE(p.checksRemaining(First), 1);
        QCOMPARE(p.key(), p.computeKey());
        QVERIFY(!evaluateGame(p).isOver());
        play(p, QStringLiteral("g7g6"));
        play(p, QStringLiteral("h5g6"));
        QCOMPARE(p.checksRemaining(First), 0);
        const GameResult r = evaluateGame(p);
        QCOMPARE(r.statusName(), QStringLiteral("check-limit"));
        QCOMPARE(r.winner, std::optional<Side>(First));
        QVERIFY(fbtest::legalMoves(p).isEmpty());
        p.unmakeMove();
        QCOMPARE(p.checksRemaining(First), 1);
        QCOMPARE(p.key(), p.computeKey());
    }

    // King of the hill: a king on a centre square wins at once.
    void hillWins()
    {
        Position p
            = at(QStringLiteral("kingofthehill"), QStringLiteral("4k3/8/8/8/8/3K4/8/8 w - - 0 1"));
        QVERIFY(!goalReached(p));
        play(p, QStringLiteral("d3e4"));
        const std::optional<GameResult> r = goalReached(p);
        QVERIFY(r);
        QCOMPARE(r->status, GameStatus::FlagReached);
        QCOMPARE(r->winner, std::optional<Side>(First));
        QVERIFY(fbtest::legalMoves(p).isEmpty());
    }

    // Racing kings: after White's king arrives, Black may make any move while its king can
    // still arrive; arriving draws, anything else loses. Without that chance White wins at once.
    void racingReply()
    {
        Position p
            = at(QStringLiteral("racingkings"), QStringLiteral("8/1K5k/8/8/8/8/8/8 w - - 0 1"));
        play(p, QStringLiteral("b7b8"));
        QVERIFY(!goalReached(p));
        const QStringList replies = fbtest::legalMoves(p);
        QVERIFY(replies.contains(QStringLiteral("h7h8")));
        QVERIFY(replies.contains(QStringLiteral("h7h6")));
        Position draw = p;
        play(draw, QStringLiteral("h7h8"));
        const GameResult drawn = evaluateGame(draw);
        QCOMPARE(drawn.status, GameStatus::FlagReached);
        QVERIFY(!drawn.winner);
        play(p, QStringLiteral("h7h6"));
        QCOMPARE(evaluateGame(p).winner, std::optional<Side>(First));
        QVERIFY(fbtest::legalMoves(p).isEmpty());

        Position far
            = at(QStringLiteral("racingkings"), QStringLiteral("8/1K6/8/8/8/8/k7/8 w - - 0 1"));
        play(far, QStringLiteral("b7b8"));
        QCOMPARE(evaluateGame(far).winner, std::optional<Side>(First));
        QVERIFY(fbtest::legalMoves(far).isEmpty());
    }

    // Racing kings: no move may give check, a discovered one neither.
    void checksForbidden()
    {
        Position p
            = at(QStringLiteral("racingkings"), QStringLiteral("8/7k/8/8/8/8/K7/6R1 w - - 0 1"));
        QCOMPARE(refusalOf(p, QStringLiteral("g1h1")), std::optional<Refusal>(Refusal::GivesCheck));
        QCOMPARE(refusalOf(p, QStringLiteral("g1g2")), std::nullopt);
        QVERIFY(!fbtest::legalMoves(p).contains(QStringLiteral("g1g7")));
        QVERIFY(fbtest::legalMoves(p).contains(QStringLiteral("g1g6")));
        Position discovered
            = at(QStringLiteral("racingkings"), QStringLiteral("8/7k/8/8/8/7B/K7/7R w - - 0 1"));
        QCOMPARE(refusalOf(discovered, QStringLiteral("h3g4")),
            std::optional<Refusal>(Refusal::GivesCheck));
    }

    // Losing chess: when a capture is legal, only captures are; with the check rule (losers)
    // only the captures that keep the king safe count.
    void capturesAreCompulsory()
    {
        Position p
            = at(QStringLiteral("antichess"), QStringLiteral("8/8/8/3p4/4P3/8/8/R7 w - - 0 1"));
        QCOMPARE(fbtest::legalMoves(p), QStringList{QStringLiteral("e4d5")});
        QCOMPARE(
            refusalOf(p, QStringLiteral("a1a2")), std::optional<Refusal>(Refusal::MustCapture));
        Position none
            = at(QStringLiteral("antichess"), QStringLiteral("n7/8/8/8/4P3/8/8/8 w - - 0 1"));
        QCOMPARE(fbtest::legalMoves(none), QStringList{QStringLiteral("e4e5")});
        // The pinned rook may not take the pawn, so no capture is legal and the king's moves
        // are.
        Position losers
            = at(QStringLiteral("losers"), QStringLiteral("7k/8/8/8/1b6/3p4/3R4/4K3 w - - 0 1"));
        QCOMPARE(fbtest::legalMoves(losers),
            (QStringList{QStringLiteral("e1d1"), QStringLiteral("e1f1"), QStringLiteral("e1f2")}));
    }

    // Giveaway: the king is no royal: it castles through attacked squares, as Fairy-Stockfish
    // lets a commoner castle; extinction chess likewise.
    void nonRoyalKingCastles()
    {
        Position p = at(QStringLiteral("extinction"),
            QStringLiteral("rnbqk2r/pppppppp/8/8/8/5r2/PPPPP1PP/RNBQK2R w KQkq - 0 1"));
        QVERIFY(fbtest::legalMoves(p).contains(QStringLiteral("e1g1")));
    }

    // Extinction: the side that lost every piece of a listed type loses (or, in losing chess,
    // wins); three kings counts down to two.
    void extinctionEnds()
    {
        Position kinglet
            = at(QStringLiteral("kinglet"), QStringLiteral("4k3/8/8/4p3/3P4/8/8/4K3 w - - 0 1"));
        play(kinglet, QStringLiteral("d4e5"));
        std::optional<GameResult> r = goalReached(kinglet);
        QVERIFY(r);
        QCOMPARE(r->status, GameStatus::Extinction);
        QCOMPARE(r->winner, std::optional<Side>(First));
        QCOMPARE(r->piece, kinglet.variant().pieceById(QStringLiteral("pawn")));

        Position three
            = at(QStringLiteral("threekings"), QStringLiteral("kkk5/8/8/8/8/8/8/KKK4Q w - - 0 1"));
        QVERIFY(!goalReached(three));
        play(three, QStringLiteral("h1a8"));
        QCOMPARE(evaluateGame(three).winner, std::optional<Side>(First));

        Position anti
            = at(QStringLiteral("antichess"), QStringLiteral("8/8/8/8/8/8/1p6/2N5 b - - 0 1"));
        play(anti, QStringLiteral("b2c1q"));
        r = goalReached(anti);
        QVERIFY(r);
        QCOMPARE(r->winner, std::optional<Side>(First)); // White gave everything away
        QCOMPARE(r->piece, NoPieceType);
    }

    // Horde: White's pawns on the first two ranks may step two squares (an initial region), the
    // ones further up may not, and a double step leaves an en passant square.
    void hordeDoubleSteps()
    {
        Position p = at(QStringLiteral("horde"), QString());
        const QStringList moves = fbtest::legalMoves(p);
        QVERIFY(!moves.contains(QStringLiteral("a4a6")));
        QVERIFY(moves.contains(QStringLiteral("b5b6")));
        Position low = at(QStringLiteral("horde"), QStringLiteral("4k3/8/8/8/8/8/8/P7 w - - 0 1"));
        QCOMPARE(
            fbtest::legalMoves(low), (QStringList{QStringLiteral("a1a2"), QStringLiteral("a1a3")}));
        Position ep = at(QStringLiteral("horde"), QStringLiteral("4k3/8/8/8/1p6/8/P7/8 w - - 0 1"));
        play(ep, QStringLiteral("a2a4"));
        QVERIFY(fbtest::legalMoves(ep).contains(QStringLiteral("b4a3")));
        // A step to the second rank keeps the double step; from the first rank it leaves no
        // en passant square (enPassantRegion).
        Position second
            = at(QStringLiteral("horde"), QStringLiteral("4k3/8/8/8/8/1p6/8/P7 w - - 0 1"));
        play(second, QStringLiteral("a1a3"));
        QVERIFY(!fbtest::legalMoves(second).contains(QStringLiteral("b3a2")));
        Position again
            = at(QStringLiteral("horde"), QStringLiteral("4k3/8/8/8/8/8/8/P7 w - - 0 1"));
        play(again, QStringLiteral("a1a2"));
        play(again, QStringLiteral("e8e7"));
        QVERIFY(fbtest::legalMoves(again).contains(QStringLiteral("a2a4")));
    }

    // Atomic: a capture removes the capturer and every piece but a pawn around the capture
    // square, of both sides; unmaking restores the board and the key.
    void captureExplodes()
    {
        const QString fen = QStringLiteral("4k3/8/2b1p3/3n4/2N1P3/8/8/4K3 w - - 0 1");
        Position p = at(QStringLiteral("atomic"), fen);
        const uint64_t key = p.key();
        play(p, QStringLiteral("e4d5"));
        QCOMPARE(writeFen(p), QStringLiteral("4k3/8/4p3/8/8/8/8/4K3 b - - 0 1"));
        QCOMPARE(p.key(), p.computeKey());
        p.unmakeMove();
        QCOMPARE(writeFen(p), fen);
        QCOMPARE(p.key(), key);
    }

    // Atomic's check rules: no capture may explode one's own king (and the king cannot capture);
    // exploding the enemy king wins even from check; kings that touch give no check.
    void atomicCheckRules()
    {
        Position own
            = at(QStringLiteral("atomic"), QStringLiteral("4k3/8/8/8/8/8/3q4/3RK3 w - - 0 1"));
        QCOMPARE(refusalOf(own, QStringLiteral("d1d2")), std::optional(Refusal::ExplodesOwnRoyal));
        const QStringList escapes = fbtest::legalMoves(own);
        QVERIFY(!escapes.contains(QStringLiteral("e1d2"))); // the king takes nothing
        QVERIFY(escapes.contains(QStringLiteral("e1f1")));

        Position win
            = at(QStringLiteral("atomic"), QStringLiteral("4k3/3r4/8/8/4r3/8/8/3QK3 w - - 0 1"));
        QVERIFY(win.inCheck(First));
        QVERIFY(fbtest::legalMoves(win).contains(QStringLiteral("d1d7")));
        play(win, QStringLiteral("d1d7"));
        const std::optional<GameResult> r = goalReached(win);
        QVERIFY(r);
        QCOMPARE(r->status, GameStatus::RoyalCaptured);
        QCOMPARE(r->winner, std::optional<Side>(First));
        QVERIFY(fbtest::legalMoves(win).isEmpty());

        Position touching
            = at(QStringLiteral("atomic"), QStringLiteral("4r3/8/8/8/8/8/3k4/4K3 w - - 0 1"));
        QVERIFY(!touching.inCheck(First));
        QVERIFY(fbtest::legalMoves(touching).contains(QStringLiteral("e1e2"))); // the rook's file
        Position apart
            = at(QStringLiteral("atomic"), QStringLiteral("5r2/8/8/8/8/8/3k4/4K3 w - - 0 1"));
        const QStringList moves = fbtest::legalMoves(apart);
        QVERIFY(!moves.contains(QStringLiteral("e1f2"))); // away from the king: in check
        QVERIFY(!moves.contains(QStringLiteral("e1f1")));
        QVERIFY(moves.contains(QStringLiteral("e1e2")));
        // Without check, the king may capture, and explodes.
        Position nocheck
            = at(QStringLiteral("nocheckatomic"), QStringLiteral("8/8/8/8/8/3pk3/4K3/8 w - - 0 1"));
        play(nocheck, QStringLiteral("e2d3"));
        QCOMPARE(evaluateGame(nocheck).winner, std::optional<Side>(Second));
    }

    // Atomar: kings are immune to explosions (a capturing king stays) and cannot take each
    // other.
    void atomarKingsImmune()
    {
        Position p = at(QStringLiteral("atomar"), QStringLiteral("8/8/8/8/8/3pk3/4K3/8 w - - 0 1"));
        const QStringList moves = fbtest::legalMoves(p);
        QVERIFY(!moves.contains(QStringLiteral("e2e3")));
        play(p, QStringLiteral("e2d3"));
        QCOMPARE(writeFen(p), QStringLiteral("8/8/8/8/8/3Kk3/8/8 b - - 0 1"));
        QVERIFY(!goalReached(p));
    }

    // Makpong: a king in check may only capture the one piece that checks it.
    void makpongKingStays()
    {
        Position single
            = at(QStringLiteral("makpong"), QStringLiteral("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1"));
        QCOMPARE(fbtest::legalMoves(single), QStringList{QStringLiteral("e1d2")});
        QCOMPARE(
            refusalOf(single, QStringLiteral("e1f1")), std::optional(Refusal::RoyalFleesCheck));
        Position twice
            = at(QStringLiteral("makpong"), QStringLiteral("4k3/8/8/8/8/8/3p4/2r1K3 w - - 0 1"));
        // Two checkers: taking the pawn (legal in makruk) leaves the rook's check, so it is mate.
        QVERIFY(fbtest::legalMoves(twice).isEmpty());
        QCOMPARE(evaluateGame(twice).status, GameStatus::Checkmate);
    }

    // Shatar (rules.mateSeries, Fairy-Stockfish's shatarMateRule): a mate by a knight alone wins
    // for the mated side; a mate counts only when its series of checks holds a shak (a check by
    // rook, bers or knight), else the game is drawn.
    void shatarMateRule()
    {
        Position smothered
            = at(QStringLiteral("shatar"), QStringLiteral("6rk/5Npp/8/8/8/8/8/4K3 b - - 0 1"));
        QCOMPARE(evaluateGame(smothered).status, GameStatus::Checkmate);
        QCOMPARE(evaluateGame(smothered).winner, std::optional<Side>(Second));
        Position rook
            = at(QStringLiteral("shatar"), QStringLiteral("R5k1/5ppp/8/8/8/8/8/4K3 b - - 0 1"));
        QCOMPARE(evaluateGame(rook).winner, std::optional<Side>(First));
        // The bishop's mate alone is no shak: drawn (niol).
        Position bishop
            = at(QStringLiteral("shatar"), QStringLiteral("7k/5K1p/8/8/3B4/8/8/8 b - - 0 1"));
        QCOMPARE(evaluateGame(bishop).status, GameStatus::Checkmate);
        QCOMPARE(evaluateGame(bishop).winner, std::optional<Side>());
        // The same mate after a rook's check in the same series: a win.
        Position series
            = at(QStringLiteral("shatar"), QStringLiteral("6k1/7p/5K2/8/3B4/8/8/1R6 w - - 0 1"));
        play(series, QStringLiteral("b1g1 g8h8 f6f7"));
        QCOMPARE(evaluateGame(series).status, GameStatus::Checkmate);
        QCOMPARE(evaluateGame(series).winner, std::optional<Side>(First));
        QCOMPARE(series.ply(), 3); // the series was unmade and made again
        // The ordinary chess mate everywhere else.
        Position chess
            = at(QStringLiteral("chess"), QStringLiteral("7k/5K1p/8/8/3B4/8/8/8 b - - 0 1"));
        QCOMPARE(evaluateGame(chess).winner, std::optional<Side>(First));
    }

    // Spartan (rules.dupleCheck): with two kings, one of them may be left attacked and lost;
    // the last one is a king as usual.
    void dupleCheck()
    {
        Position p
            = at(QStringLiteral("spartan"), QStringLiteral("k6k/8/8/8/Q7/8/8/4K3 b - - 0 1"));
        QVERIFY(!p.inCheck(Second));
        QVERIFY(fbtest::legalMoves(p).contains(QStringLiteral("h8g8")));
        play(p, QStringLiteral("h8g8"));
        QVERIFY(fbtest::legalMoves(p).contains(QStringLiteral("a4a8")));
        play(p, QStringLiteral("a4a8"));
        QVERIFY(!goalReached(p));
        QCOMPARE(p.royalCount(Second), 1);
        QVERIFY(p.inCheck(Second));
    }
};

QTEST_GUILESS_MAIN(TestGoals)
#include "tst_goals.moc"
