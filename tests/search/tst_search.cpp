// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in AI's search: piece values from the pieces' moves, what it finds (mates, a hanging
// queen, a mating drop, the Lion's double capture), that it leaves the position as it found
// it, returns legal moves and stops when asked.
#include "enginetest.h"
#include "gamestate.h"
#include "levels.h"
#include "searcher.h"
#include "transpositiontable.h"

#include <QSet>
#include <QTest>
#include <QThread>
#include <thread>

using namespace fb;
using namespace fb::search;

namespace {

// Is `m` one of the legal moves of `pos`?
bool isLegalMove(Position& pos, const Move& m)
{
    MoveList legal;
    MoveGenerator::generateLegal(pos, legal);
    return std::any_of(legal.begin(), legal.end(), [&](const Move& l) { return l.sameTurn(m); });
}

// Searches `pos` to `depth` with a fresh searcher; checks the move is legal and `pos` restored.
SearchResult searchTo(Position& pos, int depth)
{
    Searcher searcher(pos.variantPtr(), 4);
    const std::atomic<bool> stop{false};
    const QString fenBefore = writeFen(pos);
    const uint64_t keyBefore = pos.key();
    const int plyBefore = pos.ply();
    Limits limits;
    limits.depth = depth;
    SearchResult r = searcher.search(pos, limits, stop);
    if (writeFen(pos) != fenBefore || pos.key() != keyBefore || pos.ply() != plyBefore)
        qFatal("the search did not restore the position");
    if (r.move && !isLegalMove(pos, *r.move))
        qFatal("the search returned an illegal move");
    return r;
}

// Searches `pos` within `limits` with `searcher`, appending every reported iteration to `its`.
SearchResult searchReporting(
    Searcher& searcher, Position& pos, const Limits& limits, QList<Iteration>& its)
{
    const std::atomic<bool> stop{false};
    return searcher.search(pos, limits, stop, [&](const Iteration& it) { its << it; });
}

// The first `plies` moves (coordinate text) of a game of `id` the searcher plays against itself
// at `depth` with `randomness`.
QStringList selfPlay(const QString& id, int plies, int depth, const Randomness& randomness)
{
    std::optional<Position> pos = fbtest::position(id);
    if (!pos)
        qFatal("no preset %s", qPrintable(id));
    Searcher searcher(pos->variantPtr(), 4);
    searcher.setRandomness(randomness);
    const std::atomic<bool> stop{false};
    Limits limits;
    limits.depth = depth;
    QStringList moves;
    for (int i = 0; i < plies; ++i) {
        const SearchResult r = searcher.search(*pos, limits, stop);
        if (!r.move)
            break;
        moves << coordinateText(*pos, *r.move);
        pos->makeMove(*r.move);
    }
    return moves;
}

PieceType type(const Position& pos, const char* id)
{
    return pos.variant().pieceById(QString::fromLatin1(id));
}

} // namespace

class TestSearch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // From mobility alone: queen > rook > bishop ~ knight > pawn; the king counts nothing.
    void chessValues()
    {
        auto pos = fbtest::position(QStringLiteral("chess"));
        QVERIFY(pos);
        const PieceValues v = PieceValues::compute(pos->variantPtr());
        const int q = v.board(type(*pos, "queen")), r = v.board(type(*pos, "rook"));
        const int b = v.board(type(*pos, "bishop")), n = v.board(type(*pos, "knight"));
        const int p = v.board(type(*pos, "pawn"));
        qInfo("chess: Q %d R %d B %d N %d P %d", q, r, b, n, p);
        QVERIFY(q > r);
        QVERIFY(r > b && r > n);
        QVERIFY2(std::abs(b - n) * 5 <= std::min(b, n), "bishop and knight within 20%");
        QVERIFY(b > p && n > p);
        QVERIFY(p > 0);
        QCOMPARE(v.board(type(*pos, "king")), 0);
        QVERIFY(v.mobility(type(*pos, "king")) > 0);
        // A knight in the centre is worth more than one in the corner.
        const Piece wn = makePiece(type(*pos, "knight"), First);
        QVERIFY(v.squareBonus(wn, fbtest::square(*pos, QStringLiteral("e4")))
            > v.squareBonus(wn, fbtest::square(*pos, QStringLiteral("a1"))));
    }

    // A promoting piece gains as it nears its promotion: a pawn a step from the last rank is
    // worth more than one on its own half, for either side, and more than the square's
    // mobility alone would give (a knight there is worth less than in the centre).
    void promotionProgress()
    {
        auto pos = fbtest::position(QStringLiteral("chess"));
        QVERIFY(pos);
        const PieceValues v = PieceValues::compute(pos->variantPtr());
        const auto at
            = [&](const char* sq) { return fbtest::square(*pos, QString::fromLatin1(sq)); };
        const Piece wp = makePiece(type(*pos, "pawn"), First);
        const Piece bp = makePiece(type(*pos, "pawn"), Second);
        QVERIFY(v.squareBonus(wp, at("d7")) > v.squareBonus(wp, at("d6")));
        QVERIFY(v.squareBonus(wp, at("d6")) > v.squareBonus(wp, at("d3")));
        QVERIFY(v.squareBonus(bp, at("d2")) > v.squareBonus(bp, at("d6")));
        QVERIFY(v.squareBonus(wp, at("d7")) >= 50);
        // Types that never promote gain nothing of the kind.
        const Piece wn = makePiece(type(*pos, "knight"), First);
        QCOMPARE(v.squareBonus(wn, at("d7")), v.squareBonus(wn, at("d2")));
    }

    // The king is kept home while there is material, and brought to the centre once it is
    // gone: its centralisation changes sign with the phase.
    void royalPhase()
    {
        auto opening = fbtest::position(QStringLiteral("chess"),
            QStringLiteral("rnbq1bnr/pppppppp/8/4k3/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1"));
        QVERIFY(opening);
        const Evaluation eval(opening->variantPtr());
        QVERIFY(eval.evaluate(*opening) > 0); // White's king at home, Black's in the centre
        auto ending = fbtest::position(
            QStringLiteral("chess"), QStringLiteral("8/p7/8/4k3/8/8/P7/4K3 w - - 0 1"));
        QVERIFY(ending);
        QVERIFY(eval.evaluate(*ending) < 0); // now Black's central king is the better one
    }

    // Null-move pruning keeps a mate that needs a quiet move: 1. R(b1)-any square off the
    // b-file Kb8 (forced: the defender, a lone king, may not pass) 2. R-8th rank mate.
    void quietMateWithNullMove()
    {
        auto pos = fbtest::position(
            QStringLiteral("chess"), QStringLiteral("k7/8/1K6/8/8/8/8/1R6 w - - 0 1"));
        QVERIFY(pos);
        const SearchResult r = searchTo(*pos, 6);
        QVERIFY(r.move);
        QVERIFY(Searcher::isMate(r.score));
        QCOMPARE(Searcher::mateInMoves(r.score), 2);
        QVERIFY(coordinateText(*pos, *r.move).startsWith(u"b1"));
    }

    // Chu Shogi's Lion is among the three most valuable types; hand pieces (shogi) are worth a
    // bit more than on the board.
    void lionAndHandValues()
    {
        auto chu = fbtest::position(QStringLiteral("chushogi"));
        QVERIFY(chu);
        const PieceValues v = PieceValues::compute(chu->variantPtr());
        const int lion = v.board(type(*chu, "lion"));
        int higher = 0;
        for (PieceType t = 0; t < v.typeCount(); ++t)
            higher += v.board(t) > lion;
        qInfo("chu: lion %d, %d types above it", lion, higher);
        QVERIFY(higher <= 2);
        QVERIFY(lion > v.board(type(*chu, "queen")) / 2);

        auto shogi = fbtest::position(QStringLiteral("shogi"));
        QVERIFY(shogi);
        const PieceValues s = PieceValues::compute(shogi->variantPtr());
        const PieceType gold = type(*shogi, "gold");
        QVERIFY(s.hand(gold) > s.board(gold));
    }

    void mateInOne()
    {
        auto pos = fbtest::position(
            QStringLiteral("chess"), QStringLiteral("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"));
        QVERIFY(pos);
        const SearchResult r = searchTo(*pos, 3);
        QVERIFY(r.move);
        QCOMPARE(coordinateText(*pos, *r.move), QStringLiteral("a1a8"));
        QVERIFY(Searcher::isMate(r.score));
        QCOMPARE(Searcher::mateInMoves(r.score), 1);
    }

    // The rook ladder: 1. Rb7 (or Ra7) Kg8 2. Ra8# (Rb8#); no mate in one.
    void mateInTwo()
    {
        auto pos = fbtest::position(
            QStringLiteral("chess"), QStringLiteral("7k/8/8/8/8/8/R7/1R4K1 w - - 0 1"));
        QVERIFY(pos);
        const SearchResult r = searchTo(*pos, 5);
        QVERIFY(r.move);
        QVERIFY(Searcher::isMate(r.score));
        QCOMPARE(Searcher::mateInMoves(r.score), 2);
        QVERIFY(r.depth <= 3); // found, it stops deepening
        // Every reply leaves a mate in one.
        pos->makeMove(*r.move);
        MoveList replies;
        MoveGenerator::generateLegal(*pos, replies);
        QVERIFY(!replies.empty());
        for (const Move& reply : replies) {
            pos->makeMove(reply);
            const SearchResult m = searchTo(*pos, 1);
            QVERIFY(m.move);
            pos->makeMove(*m.move);
            QCOMPARE(evaluateGame(*pos).status, GameStatus::Checkmate);
            pos->unmakeMove();
            pos->unmakeMove();
        }
    }

    void takesHangingQueen()
    {
        auto pos = fbtest::position(
            QStringLiteral("chess"), QStringLiteral("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1"));
        QVERIFY(pos);
        const SearchResult r = searchTo(*pos, 3);
        QVERIFY(r.move);
        QCOMPARE(coordinateText(*pos, *r.move), QStringLiteral("d2d5"));
        QVERIFY(r.score > 300);
    }

    // Shogi: the gold dropped in front of the king, protected by the pawn, mates.
    void matingDrop()
    {
        auto pos = fbtest::position(
            QStringLiteral("shogi"), QStringLiteral("4k4/9/4P4/9/9/9/9/9/4K4 b G 1"));
        QVERIFY(pos);
        const SearchResult r = searchTo(*pos, 3);
        QVERIFY(r.move);
        QVERIFY(r.move->isDrop());
        QCOMPARE(Searcher::mateInMoves(r.score), 1);
        pos->makeMove(*r.move);
        QCOMPARE(evaluateGame(*pos).status, GameStatus::Checkmate);
    }

    // Chu Shogi: the Lion takes the gold and the silver in one move (7g7f7e), both unprotected.
    void lionDoubleCapture()
    {
        auto pos = fbtest::position(QStringLiteral("chushogi"),
            QStringLiteral("k11/12/12/12/5s6/5g6/5N6/12/12/12/12/11K b - 1"));
        QVERIFY(pos);
        const SearchResult r = searchTo(*pos, 3);
        QVERIFY(r.move);
        QVERIFY2(r.move->isMultiLeg(), qPrintable(coordinateText(*pos, *r.move)));
        pos->makeMove(*r.move);
        QCOMPARE(pos->occupied(Second).count(), 1); // only the king is left
    }

    // With one legal move, that move at once.
    void singleMove()
    {
        auto pos = fbtest::position(
            QStringLiteral("chess"), QStringLiteral("7k/8/8/8/8/8/6q1/7K w - - 0 1"));
        QVERIFY(pos);
        const SearchResult r = searchTo(*pos, 10);
        QVERIFY(r.move);
        QCOMPARE(coordinateText(*pos, *r.move), QStringLiteral("h1g2"));
        QCOMPARE(r.nodes, 0);
    }

    // No legal move: no move.
    void noMove()
    {
        auto pos = fbtest::position(
            QStringLiteral("chess"), QStringLiteral("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"));
        QVERIFY(pos);
        QVERIFY(!searchTo(*pos, 2).move);
    }

    // A search without limits ends when the flag is set, with a legal move, the position as it was.
    void stops()
    {
        auto pos = fbtest::position(QStringLiteral("chess"));
        QVERIFY(pos);
        Searcher searcher(pos->variantPtr(), 4);
        std::atomic<bool> stop{false};
        std::atomic<bool> running{true};
        SearchResult r;
        std::atomic<int> iterations{0};
        std::thread t([&] {
            r = searcher.search(*pos, {}, stop, [&](const Iteration&) { ++iterations; });
            running = false;
        });
        while (iterations.load() < 2)
            QThread::msleep(1);
        QVERIFY(running.load());
        stop = true;
        t.join();
        QVERIFY(r.move);
        QVERIFY(r.depth >= 2);
        QCOMPARE(pos->ply(), 0);
        QCOMPARE(pos->key(), pos->computeKey());
        QVERIFY(isLegalMove(*pos, *r.move));
    }

    // A node limit ends the search; the iterations report growing depths with a line.
    void nodeLimitAndReports()
    {
        auto pos = fbtest::position(QStringLiteral("chess"));
        QVERIFY(pos);
        Searcher searcher(pos->variantPtr(), 4);
        QList<Iteration> its;
        Limits limits;
        limits.nodes = 20000;
        const SearchResult r = searchReporting(searcher, *pos, limits, its);
        QVERIFY(r.move);
        QVERIFY(r.nodes < 20000 + Searcher::CheckEvery);
        QVERIFY(!its.isEmpty());
        for (int i = 0; i < its.size(); ++i) {
            QCOMPARE(its[i].depth, i + 1);
            QVERIFY(!its[i].pv.empty());
            QVERIFY(int(its[i].pv.size()) <= Searcher::MaxPly);
        }
        QCOMPARE(r.depth, its.back().depth);
    }

    // Several lines (analysis): per iteration lines 1..n in order, best first, each beginning
    // with another move, scores not rising; line 1 is the search's answer.
    void multipleLines()
    {
        auto pos = fbtest::position(
            QStringLiteral("chess"), QStringLiteral("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"));
        QVERIFY(pos);
        Searcher searcher(pos->variantPtr(), 4);
        QList<Iteration> its;
        Limits limits;
        limits.depth = 3;
        limits.lines = 3;
        const SearchResult r = searchReporting(searcher, *pos, limits, its);
        QVERIFY(r.move);
        QCOMPARE(its.size() % 3, 0);
        for (int i = 0; i < its.size(); i += 3) {
            QSet<QString> first;
            for (int line = 1; line <= 3; ++line) {
                const Iteration& it = its[i + line - 1];
                QCOMPARE(it.line, line);
                QCOMPARE(it.depth, its[i].depth);
                QVERIFY(!it.pv.empty());
                first << coordinateText(*pos, it.pv.front());
                if (line > 1)
                    QVERIFY(it.score <= its[i + line - 2].score);
            }
            QCOMPARE(first.size(), 3);
            QCOMPARE(coordinateText(*pos, its[i].pv.front()), QStringLiteral("a1a8"));
            QCOMPARE(Searcher::mateInMoves(its[i].score), 1);
            QVERIFY(!Searcher::isMate(its[i + 1].score) || its[i + 1].score < its[i].score);
        }
        QCOMPARE(coordinateText(*pos, *r.move), QStringLiteral("a1a8"));
        QCOMPARE(pos->ply(), 0);

        // More lines than moves: every legal move begins exactly one line.
        auto start = fbtest::position(QStringLiteral("chess"));
        QVERIFY(start);
        QList<Iteration> all;
        limits.depth = 2;
        limits.lines = 40;
        searchReporting(searcher, *start, limits, all);
        its.clear();
        for (const Iteration& it : all)
            if (it.depth == 2)
                its << it;
        QCOMPARE(its.size(), 20);
        QSet<QString> first;
        for (const Iteration& it : its)
            first << coordinateText(*start, it.pv.front());
        QCOMPARE(first.size(), 20);
    }

    // Randomness: the same seed plays the same game, other seeds other games; without it (the
    // default) the game is the same as well.
    void randomness()
    {
        const auto game
            = [](const Randomness& r) { return selfPlay(QStringLiteral("chess"), 8, 3, r); };
        const QStringList plain = game({});
        QCOMPARE(plain.size(), 8);
        QCOMPARE(game({}), plain);
        const QStringList one = game({1, 10, 16});
        QCOMPARE(game({1, 10, 16}), one);
        QSet<QString> openings; // the first two moves of each game
        for (uint64_t seed = 1; seed <= 6; ++seed)
            openings << game({seed, 10, 16}).mid(0, 2).join(u' ');
        QVERIFY2(openings.size() >= 3,
            qPrintable(QStringList(openings.begin(), openings.end()).join(QStringLiteral(", "))));
        // Past the plies of the randomness the search is the plain one again.
        QCOMPARE(selfPlay(QStringLiteral("capablanca"), 2, 3, {1, 10, 0}),
            selfPlay(QStringLiteral("capablanca"), 2, 3, {}));
    }

    void levels()
    {
        QCOMPARE(levelLimits(MinLevel).depth, 1);
        QCOMPARE(levelLimits(0).depth, levelLimits(MinLevel).depth);
        QCOMPARE(levelLimits(MaxLevel).nodes, 0);
        for (int l = MinLevel; l < MaxLevel; ++l)
            QVERIFY(levelLimits(l + 1).depth > levelLimits(l).depth);
    }

    void transpositionTable()
    {
        TranspositionTable tt(1);
        QVERIFY(!tt.probe(42));
        tt.store(42, 5, 100, Bound::Exact, 7);
        QVERIFY(tt.probe(42));
        QCOMPARE(int(tt.probe(42)->score), 100);
        // Same slot, another position, shallower: the deeper entry stays.
        const uint64_t other = 42 + tt.size();
        tt.store(other, 3, 50, Bound::Lower, 9);
        QVERIFY(tt.probe(42));
        QVERIFY(!tt.probe(other));
        // In a new search it gives way.
        tt.newSearch();
        tt.store(other, 1, 50, Bound::Lower, 9);
        QVERIFY(tt.probe(other));
        QVERIFY(!tt.probe(42));
        tt.clear();
        QVERIFY(!tt.probe(other));
    }
};

QTEST_GUILESS_MAIN(TestSearch)
#include "tst_search.moc"
