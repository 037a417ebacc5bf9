// SPDX-License-Identifier: GPL-3.0-or-later
// The incremental Zobrist key: equal to a key computed from scratch after every make and
// unmake of random games, unmake restores the exact position, and transpositions share keys.
#include "enginetest.h"

#include <QTest>
#include <random>

using namespace fb;

namespace {

constexpr int Playouts = 200;
constexpr int MaxPlies = 200;

// Plays `moves` (coordinate texts) from the start position; false if one is not legal.
bool play(Position& pos, const QStringList& moves)
{
    for (const QString& text : moves) {
        const std::optional<Move> m = parseCoordinate(pos, text);
        if (!m)
            return false;
        pos.makeMove(*m);
    }
    return true;
}

uint64_t keyAfter(const QString& id, const QStringList& moves)
{
    std::optional<Position> pos = fbtest::position(id);
    if (!pos || !play(*pos, moves))
        return 0;
    return pos->key();
}

} // namespace

class TestZobrist : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void randomPlayouts_data();
    void randomPlayouts();
    void transpositions();
    void stateIsInTheKey();
    void unmovedRookWithoutRights();
};

void TestZobrist::randomPlayouts_data()
{
    QTest::addColumn<QString>("id");
    for (const char* id : {"chess", "capablanca", "xiangqi", "grand", "seirawan", "cambodian"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

// Random games (fixed seed): after each make and each unmake the incremental key equals
// computeKey(), and unmaking every move restores each earlier FEN exactly.
void TestZobrist::randomPlayouts()
{
    QFETCH(QString, id);
    std::optional<Position> start = fbtest::position(id);
    QVERIFY(start);
    std::mt19937 rng(0xFA1B0A7Du);
    int totalPlies = 0, captures = 0;
    for (int game = 0; game < Playouts; ++game) {
        Position pos = *start;
        QStringList fens{writeFen(pos)};
        std::vector<uint64_t> keys{pos.key()};
        MoveList list;
        for (int ply = 0; ply < MaxPlies; ++ply) {
            list.clear();
            MoveGenerator::generateLegal(pos, list);
            if (list.empty())
                break;
            const Move m = list[rng() % list.size()];
            captures += m.kind == MoveKind::Normal && isPiece(pos.at(m.to));
            const QString text = coordinateText(pos, m);
            pos.makeMove(m);
            if (pos.key() != pos.computeKey())
                QFAIL(qPrintable(QStringLiteral("key drifts after %1 in %2 (game %3 ply %4)")
                        .arg(text, fens.back())
                        .arg(game)
                        .arg(ply)));
            fens << writeFen(pos);
            keys.push_back(pos.key());
        }
        totalPlies += pos.ply();
        while (pos.ply() > 0) {
            pos.unmakeMove();
            fens.removeLast();
            keys.pop_back();
            QCOMPARE(pos.key(), pos.computeKey());
            QCOMPARE(pos.key(), keys.back());
            QCOMPARE(writeFen(pos), fens.back());
        }
        QCOMPARE(writeFen(pos), writeFen(*start));
    }
    QVERIFY(totalPlies > Playouts * 20); // the games were real games
    QVERIFY(captures > Playouts);
}

void TestZobrist::transpositions()
{
    const QString chess = QStringLiteral("chess");
    // Same position by two move orders: same key; a different position: different key.
    const uint64_t a = keyAfter(chess, {"g1f3", "g8f6", "b1c3", "b8c6"});
    const uint64_t b = keyAfter(chess, {"b1c3", "b8c6", "g1f3", "g8f6"});
    QVERIFY(a != 0);
    QCOMPARE(a, b);
    QVERIFY(a != keyAfter(chess, {"g1f3", "g8f6", "b1c3", "b8a6"}));
    // Pawn moves in two orders (no e.p. square either way).
    QCOMPARE(keyAfter(chess, {"e2e4", "e7e5", "d2d3", "d7d6"}),
        keyAfter(chess, {"d2d3", "d7d6", "e2e4", "e7e5"}));
    // Knights out and back: the start position again.
    QCOMPARE(keyAfter(chess, {"g1f3", "g8f6", "f3g1", "f6g8"}), keyAfter(chess, {}));
    // Xiangqi: two orders of cannon and horse moves.
    const QString xq = QStringLiteral("xiangqi");
    const uint64_t x1 = keyAfter(xq, {"h3e3", "h8e8", "b1c3", "b10c8"});
    QVERIFY(x1 != 0);
    QCOMPARE(x1, keyAfter(xq, {"b1c3", "b10c8", "h3e3", "h8e8"}));
    // The same board and side to move reached from a FEN has the same key.
    std::optional<Position> fromFen = fbtest::position(
        chess, QStringLiteral("r1bqkb1r/pppppppp/2n2n2/8/8/2N2N2/PPPPPPPP/R1BQKB1R w KQkq - 4 3"));
    QVERIFY(fromFen);
    QCOMPARE(fromFen->key(), a);
}

// Side to move, castling rights and en passant squares are part of the key.
void TestZobrist::stateIsInTheKey()
{
    const QString chess = QStringLiteral("chess");
    // Kings out and back: the board is the start position's, the castling rights are gone.
    const QStringList kingsOutAndBack = {"e2e3", "e7e6", "e1e2", "e8e7", "e2e1", "e7e8"};
    const uint64_t lost = keyAfter(chess, kingsOutAndBack);
    const uint64_t kept = keyAfter(chess, {"e2e3", "e7e6", "g1f3", "g8f6", "f3g1", "f6g8"});
    QVERIFY(lost != 0 && kept != 0);
    QVERIFY(lost != kept);

    // The same board with the other side to move.
    std::optional<Position> white
        = fbtest::position(chess, QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    std::optional<Position> black
        = fbtest::position(chess, QStringLiteral("4k3/8/8/8/8/8/8/4K3 b - - 0 1"));
    QVERIFY(white && black);
    QVERIFY(white->key() != black->key());

    // d7d5 next to a white e5 pawn leaves an e.p. square; d7d6 then d6d5 does not.
    std::optional<Position> ep
        = fbtest::position(chess, QStringLiteral("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"));
    QVERIFY(ep && play(*ep, {"d7d5"}));
    std::optional<Position> slow
        = fbtest::position(chess, QStringLiteral("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"));
    QVERIFY(slow && play(*slow, {"d7d6", "e1d1", "d6d5", "d1d2", "e8e7", "d2e1", "e7e8"}));
    QCOMPARE(writeFen(*ep), QStringLiteral("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"));
    QCOMPARE(writeFen(*slow), QStringLiteral("4k3/8/8/3pP3/8/8/8/4K3 w - - 4 5"));
    QVERIFY(ep->key() != slow->key());
    std::optional<Position> slowFen
        = fbtest::position(chess, QStringLiteral("4k3/8/8/3pP3/8/8/8/4K3 w - - 4 5"));
    QVERIFY(slowFen);
    QCOMPARE(slowFen->key(), slow->key());
    std::optional<Position> epFen
        = fbtest::position(chess, QStringLiteral("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"));
    QVERIFY(epFen);
    QCOMPARE(epFen->key(), ep->key());
}

// Once a king has moved, whether its rooks have moved changes nothing: the positions are the
// same (FIDE 9.2: same pieces, side to move, castling rights and e.p. captures) and must share
// a key, or repetition goes unnoticed.
void TestZobrist::unmovedRookWithoutRights()
{
    const QString chess = QStringLiteral("chess");
    const QStringList kingsOutAndBack = {"e2e3", "e7e6", "e1e2", "e8e7", "e2e1", "e7e8"};
    const QStringList rooksOutAndBack
        = {"g1f3", "g8f6", "h1g1", "h8g8", "g1h1", "g8h8", "f3g1", "f6g8"};
    std::optional<Position> pos = fbtest::position(chess);
    QVERIFY(pos && play(*pos, kingsOutAndBack));
    const uint64_t first = pos->key();
    const QString board = writeFen(*pos).section(u' ', 0, 3);
    QVERIFY(play(*pos, rooksOutAndBack));
    QCOMPARE(writeFen(*pos).section(u' ', 0, 3), board);
    QCOMPARE(pos->key(), pos->computeKey());
    std::optional<Position> fromFen = fbtest::position(chess, board + QStringLiteral(" 0 1"));
    QVERIFY(fromFen);
    QCOMPARE(pos->key(), first);
    QCOMPARE(fromFen->key(), first);
}

QTEST_GUILESS_MAIN(TestZobrist)
#include "tst_zobrist.moc"
