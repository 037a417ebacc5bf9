// SPDX-License-Identifier: GPL-3.0-or-later
// FEN reading and writing: round trips, castling fields (KQkq, X-FEN, Shredder), en passant,
// and errors that name the bad field for broken input.
//
// Normalisation writeFen applies (so these inputs do not round-trip verbatim):
// - castling rights are written K/Q (k/q) when they name the outermost partner on that side and
//   as the partner's file letter otherwise, so Shredder "HAha" comes back as "KQkq";
// - an en passant square that no enemy piece could capture on is dropped.
#include "enginetest.h"

#include <QTest>
#include <limits>
#include <random>

using namespace fb;

namespace {

const QStringList FenFields = {QStringLiteral("board"), QStringLiteral("holdings"),
    QStringLiteral("side"), QStringLiteral("castling"), QStringLiteral("en passant"),
    QStringLiteral("counters"), QStringLiteral("position")};

QStringList castlingMoves(Position& pos)
{
    MoveList list;
    MoveGenerator::generateLegal(pos, list);
    QStringList out;
    for (const Move& m : list)
        if (m.isCastle())
            out << coordinateText(pos, m);
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

class TestFen : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void startPositionsRoundTrip_data();
    void startPositionsRoundTrip();
    void positionsRoundTrip_data();
    void positionsRoundTrip();
    void normalisation_data();
    void normalisation();
    void castlingForms_data();
    void castlingForms();
    void enPassantField();
    void missingFieldsTakeDefaults();
    void errors_data();
    void errors();
    void brokenInputNeverCrashes();
    void handCountLimit_data();
    void handCountLimit();
    void hugeHandIsRefusedQuickly();
    void royalLimit();
    void counterRange_data();
    void counterRange();
    void countersSaturateInPlay();
    void sfenPlyNumbers();
};

void TestFen::startPositionsRoundTrip_data()
{
    QTest::addColumn<QString>("id");
    const QStringList ids = fbtest::bundled().ids();
    QVERIFY(ids.size() >= 7);
    for (const QString& id : ids)
        QTest::newRow(qPrintable(id)) << id;
}

void TestFen::startPositionsRoundTrip()
{
    QFETCH(QString, id);
    QList<PresetDiagnostic> diags;
    const VariantPtr v = fbtest::bundled().variant(id, {}, &diags);
    QVERIFY2(v, qPrintable(diags.value(0).toString()));
    FenError err;
    std::optional<Position> pos = readFen(v, v->startFen, &err);
    QVERIFY2(pos, qPrintable(err.toString()));
    QCOMPARE(writeFen(*pos), v->startFen);
}

void TestFen::positionsRoundTrip_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("fen");
    // clang-format off
    QTest::newRow("kiwipete") << "chess" << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    QTest::newRow("position 5") << "chess" << "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
    QTest::newRow("position 6") << "chess" << "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
    QTest::newRow("ep d3") << "chess" << "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1";
    QTest::newRow("ep d6") << "chess" << "1b1k4/8/8/1rPpK3/8/8/8/8 w - d6 0 1";
    QTest::newRow("ep c6") << "chess" << "rnbqk1nr/bb3p1p/1q2r3/2pPp3/3P4/7P/1PP1NpPP/R1BQKBNR w KQkq c6 0 1";
    QTest::newRow("black castling only") << "chess" << "r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq - 0 1";
    QTest::newRow("x-fen 960") << "chess960" << "r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1";
    QTest::newRow("x-fen Q") << "chess960" << "8/8/8/4B2b/6nN/8/5P2/2R1K2k w Q - 0 1";
    QTest::newRow("x-fen KQ") << "chess960" << "4r3/3k4/8/8/8/8/6PP/qR1K1R2 w KQ - 0 1";
    QTest::newRow("capablanca") << "capablanca" << "r1abqkbcnr/pppp1ppppp/2n7/4p5/4P5/5N4/PPPP1PPPPP/RNABQKBC1R w KQkq - 2 3";
    QTest::newRow("grand") << "grand" << "r8r/1nbqkcabn1/ppp2ppppp/3p6/4pP4/10/10/PPPPP1PPPP/1NBQKCABN1/R8R w - e7 0 3";
    QTest::newRow("xiangqi") << "xiangqi" << "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1";
    QTest::newRow("makruk") << "makruk" << "rnsmksnr/8/1ppppppp/p7/4P3/PPPP1PPP/8/RNSKMSNR b - - 0 2";
    QTest::newRow("shatranj") << "shatranj" << "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1";
    QTest::newRow("seirawan start") << "seirawan" << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1";
    QTest::newRow("seirawan gates after play") << "seirawan" << "reb1k2r/ppppqppp/2nb1n2/4p3/4P3/N1P2N2/PB1PQPPP/RE2KBHR[h] b KQkqc - 3 7";
    QTest::newRow("seirawan king moved") << "seirawan" << "rnbqkbnr/pppppppp/8/8/8/8/PPPPKPPP/RNBQ1BNR[HEhe] b ABCDFGHkqbcdfg - 1 1";
    QTest::newRow("cambodian start") << "cambodian" << "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1";
    QTest::newRow("cambodian one met moved") << "cambodian" << "r1s1ks1r/3nm3/pppNpppp/3n4/5P2/PPPPPNPP/8/R1SKMS1R b DEe - 0 5";
    // clang-format on
}

void TestFen::positionsRoundTrip()
{
    QFETCH(QString, id);
    QFETCH(QString, fen);
    const VariantPtr v = fbtest::bundled().variant(id);
    QVERIFY(v);
    FenError err;
    std::optional<Position> pos = readFen(v, fen, &err);
    QVERIFY2(pos, qPrintable(err.toString()));
    QCOMPARE(writeFen(*pos), fen);
}

void TestFen::normalisation_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("written");
    // clang-format off
    QTest::newRow("Shredder HFhf") << "chess960"
        << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1"
        << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 0 1";
    QTest::newRow("Shredder GE") << "chess960"
        << "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 0 1"
        << "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w KQ - 0 1";
    QTest::newRow("Shredder inner rook") << "chess960"
        << "1r2k1rr/8/8/8/8/8/8/1R2KR1R w Fg - 0 1"
        << "1r2k1rr/8/8/8/8/8/8/1R2KR1R w Fg - 0 1";
    QTest::newRow("uncapturable ep square dropped") << "chess"
        << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
        << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    QTest::newRow("seirawan 960 gates") << "seirawan"
        << "qbbrnkrn/pppppppp/8/8/8/8/PPPPPPPP/QBBRNKRN[HEhe] w ABCDEFGHabcdefgh - 0 1"
        << "qbbrnkrn/pppppppp/8/8/8/8/PPPPPPPP/QBBRNKRN[HEhe] w KQABCEHkqabceh - 0 1";
    QTest::newRow("cambodian count field 0") << "cambodian"
        << "r1s1ks1r/3nm3/pppNpppp/3n4/5P2/PPPPPNPP/8/R1SKMS1R b DEe 0 0 5"
        << "r1s1ks1r/3nm3/pppNpppp/3n4/5P2/PPPPPNPP/8/R1SKMS1R b DEe - 0 5";
    QTest::newRow("extra spaces") << "chess"
        << "  8/8/8/8/8/8/8/K6k   w  -  -  0  1 "
        << "8/8/8/8/8/8/8/K6k w - - 0 1";
    // clang-format on
}

void TestFen::normalisation()
{
    QFETCH(QString, id);
    QFETCH(QString, fen);
    QFETCH(QString, written);
    std::optional<Position> pos = fbtest::position(id, fen);
    QVERIFY(pos);
    QCOMPARE(writeFen(*pos), written);
    std::optional<Position> again = fbtest::position(id, written);
    QVERIFY(again);
    QCOMPARE(again->key(), pos->key());
}

// The same castling rights written as KQkq, as X-FEN and as Shredder letters give the same
// legal castling moves; a right naming an inner rook castles with that rook only.
void TestFen::castlingForms_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("castles");
    const QString board = QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w ");
    // clang-format off
    QTest::newRow("chess KQkq") << "chess" << board + "KQkq - 0 1" << QStringList{"e1c1", "e1g1"};
    QTest::newRow("chess HAha") << "chess" << board + "HAha - 0 1" << QStringList{"e1c1", "e1g1"};
    QTest::newRow("chess K") << "chess" << board + "K - 0 1" << QStringList{"e1g1"};
    QTest::newRow("chess A") << "chess" << board + "A - 0 1" << QStringList{"e1c1"};
    QTest::newRow("chess -") << "chess" << board + "- - 0 1" << QStringList{};
    QTest::newRow("960 KQkq") << "chess960" << board + "KQkq - 0 1" << QStringList{"e1a1", "e1h1"};
    QTest::newRow("960 AHah") << "chess960" << board + "AHah - 0 1" << QStringList{"e1a1", "e1h1"};
    QTest::newRow("960 X-FEN KQ") << "chess960" << "4k3/8/8/8/8/8/8/1R1K1R2 w KQ - 0 1" << QStringList{"d1b1", "d1f1"};
    QTest::newRow("960 Shredder FB") << "chess960" << "4k3/8/8/8/8/8/8/1R1K1R2 w FB - 0 1" << QStringList{"d1b1", "d1f1"};
    QTest::newRow("960 Shredder F") << "chess960" << "4k3/8/8/8/8/8/8/1R1K1R2 w F - 0 1" << QStringList{"d1f1"};
    QTest::newRow("960 X-FEN Q") << "chess960" << "4k3/8/8/8/8/8/8/1R1K1R2 w Q - 0 1" << QStringList{"d1b1"};
    QTest::newRow("960 rook lands where the queen sees") << "chess960" << "4r3/3k4/8/8/8/8/6PP/qR1K1R2 w KQ - 0 1" << QStringList{};
    QTest::newRow("960 outer rook K, inner rook in the way") << "chess960" << "4k3/8/8/8/8/8/8/4KR1R w K - 0 1" << QStringList{};
    QTest::newRow("960 inner rook F") << "chess960" << "4k3/8/8/8/8/8/8/4KR1R w F - 0 1" << QStringList{"e1f1"};
    QTest::newRow("960 king stays on g1") << "chess960" << "1r4k1/8/8/8/8/8/8/1R4KR w Kq - 0 1" << QStringList{"g1h1"};
    QTest::newRow("capablanca KQ") << "capablanca" << "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1" << QStringList{"f1c1", "f1i1"};
    // clang-format on
}

void TestFen::castlingForms()
{
    QFETCH(QString, id);
    QFETCH(QString, fen);
    QFETCH(QStringList, castles);
    const VariantPtr v = fbtest::bundled().variant(id);
    QVERIFY(v);
    FenError err;
    std::optional<Position> pos = readFen(v, fen, &err);
    QVERIFY2(pos, qPrintable(err.toString()));
    QCOMPARE(castlingMoves(*pos), castles);
}

void TestFen::enPassantField()
{
    // Black can take e.p. on d3 with the e4 pawn: the square and the victim are known.
    std::optional<Position> pos = fbtest::position(
        QStringLiteral("chess"), QStringLiteral("8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1"));
    QVERIFY(pos);
    QCOMPARE(pos->epCount(), 1);
    QCOMPARE(pos->epSquares()[0], fbtest::square(*pos, QStringLiteral("d3")));
    QCOMPARE(pos->epVictim(), fbtest::square(*pos, QStringLiteral("d4")));
    QVERIFY(fbtest::legalMoves(*pos).contains(QStringLiteral("e4d3")));

    // The same board without the field: no e.p. capture, and a different key.
    std::optional<Position> none = fbtest::position(
        QStringLiteral("chess"), QStringLiteral("8/8/8/1k6/3Pp3/8/8/4KQ2 b - - 0 1"));
    QVERIFY(none);
    QCOMPARE(none->epCount(), 0);
    QVERIFY(!fbtest::legalMoves(*none).contains(QStringLiteral("e4d3")));
    QVERIFY(none->key() != pos->key());

    // A double step made on the board sets the same field (from a position where the side not
    // to move is in check: allowed for the test).
    std::optional<Position> before = readFen(fbtest::bundled().variant(QStringLiteral("chess")),
        QStringLiteral("8/8/8/1k6/4p3/8/3P4/4KQ2 w - - 0 1"), nullptr, ImpossiblePositions::Allow);
    QVERIFY(before);
    const std::optional<Move> d2d4 = parseCoordinate(*before, QStringLiteral("d2d4"));
    QVERIFY(d2d4);
    before->makeMove(*d2d4);
    QCOMPARE(writeFen(*before), QStringLiteral("8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1"));
    QCOMPARE(before->key(), pos->key());

    // A Berolina pawn's double step is diagonal: e7c5 passes d6, and the pawn that made it does
    // not stand straight beyond d6, so the field names its square too, as Fairy-Stockfish does.
    std::optional<Position> berolina = fbtest::position(QStringLiteral("berolina"),
        QStringLiteral("rnbqkbnr/pppppppp/8/3P4/8/8/PP1PPPPP/RNBQKBNR b KQkq - 0 3"));
    QVERIFY(berolina);
    const std::optional<Move> e7c5 = parseCoordinate(*berolina, QStringLiteral("e7c5"));
    QVERIFY(e7c5);
    berolina->makeMove(*e7c5);
    const QString field
        = QStringLiteral("rnbqkbnr/pppp1ppp/8/2pP4/8/8/PP1PPPPP/RNBQKBNR w KQkq d6c5 0 4");
    QCOMPARE(writeFen(*berolina), field);
    QVERIFY(fbtest::legalMoves(*berolina).contains(QStringLiteral("d5d6")));
    std::optional<Position> read = fbtest::position(QStringLiteral("berolina"), field);
    QVERIFY(read);
    QCOMPARE(read->epVictim(), fbtest::square(*read, QStringLiteral("c5")));
    QCOMPARE(read->key(), berolina->key());
    QVERIFY(fbtest::legalMoves(*read).contains(QStringLiteral("d5d6")));
    // Without the victim's square the pawn that passed d6 is unknown: no e.p. capture.
    read = fbtest::position(QStringLiteral("berolina"),
        QStringLiteral("rnbqkbnr/pppp1ppp/8/2pP4/8/8/PP1PPPPP/RNBQKBNR w KQkq d6 0 4"));
    QVERIFY(read);
    QCOMPARE(read->epCount(), 0);
    QVERIFY(!fbtest::legalMoves(*read).contains(QStringLiteral("d5d6")));
}

void TestFen::missingFieldsTakeDefaults()
{
    std::optional<Position> pos = fbtest::position(
        QStringLiteral("chess"), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"));
    QVERIFY(pos);
    QCOMPARE(
        writeFen(*pos), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"));
    pos = fbtest::position(QStringLiteral("chess"),
        QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq"));
    QVERIFY(pos);
    QCOMPARE(pos->sideToMove(), Second);
    QCOMPARE(pos->halfmoveClock(), 0);
    QCOMPARE(pos->fullmoveNumber(), 1);
}

void TestFen::errors_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");
    // clang-format off
    QTest::newRow("empty") << "chess" << "" << "board" << "empty";
    QTest::newRow("too many ranks") << "chess" << "8/8/8/8/8/8/8/8/8 w - - 0 1" << "board" << "9 ranks";
    QTest::newRow("too few ranks") << "chess" << "8/8/8/8/8/8/8 w - - 0 1" << "board" << "7 ranks";
    QTest::newRow("unknown piece") << "chess" << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1" << "board" << "'X'";
    QTest::newRow("rank too long") << "chess" << "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << "board" << "rank 7";
    QTest::newRow("rank count too long") << "chess" << "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << "board" << "rank 6 has 9 files";
    QTest::newRow("huge empty count") << "chess" << "rnbqkbnr/pppppppp/4294967304/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << "board" << "rank 6";
    QTest::newRow("rank too short") << "chess" << "rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << "board" << "rank 6 has 7 files";
    QTest::newRow("bad side") << "chess" << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1" << "side" << "'x'";
    QTest::newRow("bad castling letter") << "chess" << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1" << "castling" << "'z'";
    QTest::newRow("castling without rook") << "chess" << "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << "castling" << "'k'";
    QTest::newRow("castling without king") << "chess" << "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << "castling" << "'k'";
    QTest::newRow("bad ep square") << "chess" << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1" << "en passant" << "'z9'";
    QTest::newRow("halfmove not a number") << "chess" << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1" << "counters" << "'x'";
    QTest::newRow("negative halfmove") << "chess" << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -3 1" << "counters" << "'-3'";
    QTest::newRow("move number not a number") << "chess" << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 y" << "counters" << "'y'";
    QTest::newRow("trailing text") << "chess" << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra" << "counters" << "'extra'";
    QTest::newRow("holdings in chess") << "chess" << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Q] w KQkq - 0 1" << "holdings" << "no pieces in hand";
    QTest::newRow("unclosed holdings") << "chess" << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[ w KQkq - 0 1" << "holdings" << "']'";
    QTest::newRow("gate on an empty file") << "seirawan" << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR[HEhe] w KQB - 0 1" << "castling" << "'B'";
    QTest::newRow("running count") << "cambodian" << "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde 12 0 1" << "en passant" << "running count";
    QTest::newRow("xiangqi letter of chess") << "xiangqi" << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBQKABNR w - - 0 1" << "board" << "'Q'";
    // clang-format on
}

void TestFen::errors()
{
    QFETCH(QString, id);
    QFETCH(QString, fen);
    QFETCH(QString, field);
    QFETCH(QString, message);
    const VariantPtr v = fbtest::bundled().variant(id);
    QVERIFY(v);
    FenError err;
    // Engine bug: readFenBoard sums the digits of an empty run in an int, which overflows
    // (2^32 + 8 wraps to 8), so the rank is taken as 8 empty squares.
    QVERIFY(!readFen(v, fen, &err));
    QCOMPARE(err.field, field);
    QVERIFY2(err.message.contains(message), qPrintable(err.message));
    QVERIFY(err.position >= 0 && err.position <= fen.size());
    QVERIFY(err.toString().startsWith(field + QStringLiteral(" (at character ")));
}

// Every prefix of valid FENs, and random corruptions of them, either read or fail with a named
// field; none crashes.
void TestFen::brokenInputNeverCrashes()
{
    const QStringList ids = {QStringLiteral("chess"), QStringLiteral("chess960"),
        QStringLiteral("xiangqi"), QStringLiteral("grand")};
    const QString alphabet = QStringLiteral("pnbrqkPNBRQKcaCA0123456789/[]-~+* wbKQkqe");
    std::mt19937 rng(20240611);
    int failures = 0;
    for (const QString& id : ids) {
        const VariantPtr v = fbtest::bundled().variant(id);
        QVERIFY(v);
        const QString fen = v->startFen;
        QStringList inputs;
        for (int n = 0; n <= fen.size(); ++n)
            inputs << fen.left(n);
        for (int k = 0; k < 2000; ++k) {
            QString s = fen;
            for (int edits = 1 + int(rng() % 3); edits > 0; --edits) {
                const int at = int(rng() % uint32_t(s.size()));
                const QChar c = alphabet[int(rng() % uint32_t(alphabet.size()))];
                switch (rng() % 3) {
                case 0:
                    s[at] = c;
                    break;
                case 1:
                    s.insert(at, c);
                    break;
                default:
                    s.remove(at, 1);
                    break;
                }
            }
            inputs << s;
        }
        for (const QString& s : std::as_const(inputs)) {
            FenError err;
            std::optional<Position> pos = readFen(v, s, &err);
            if (pos) {
                // whatever was accepted can be written and read back
                QVERIFY2(readFen(v, writeFen(*pos)), qPrintable(s));
                continue;
            }
            ++failures;
            QVERIFY2(FenFields.contains(err.field),
                qPrintable(s + QStringLiteral(" -> ") + err.toString()));
            QVERIFY2(!err.message.isEmpty(), qPrintable(s));
        }
    }
    QVERIFY(failures > 1000); // the corruptions were mostly caught
}

// A side holds at most Position::MaxHandCount pieces in hand, counted over every token: a
// count never overflows (2^31 used to wrap to an empty hand), and the error names the limit.
void TestFen::handCountLimit_data()
{
    QTest::addColumn<QString>("hand");
    QTest::addColumn<int>("pawns"); // -1: refused
    // clang-format off
    QTest::newRow("one token at the limit") << "2000P" << 2000;
    QTest::newRow("tokens up to the limit") << "1000P999PP" << 2000;
    QTest::newRow("one token over") << "2001P" << -1;
    QTest::newRow("tokens over") << "1000P1000PP" << -1;
    QTest::newRow("the side's total over") << "2000PN" << -1;
    QTest::newRow("2^31") << "2147483648P" << -1;
    QTest::newRow("2^32 + 1") << "4294967297P" << -1;
    QTest::newRow("forty digits") << "9999999999999999999999999999999999999999P" << -1;
    QTest::newRow("the other side is counted apart") << "2000P2000p" << 2000;
    QTest::newRow("a zero count is one piece") << "0P" << 1;
    // clang-format on
}

void TestFen::handCountLimit()
{
    QFETCH(QString, hand);
    QFETCH(int, pawns);
    const VariantPtr v = fbtest::bundled().variant(QStringLiteral("crazyhouse"));
    QVERIFY(v);
    const QString fen = QStringLiteral("4k3/8/8/8/8/8/8/4K3[%1] w - - 0 1").arg(hand);
    FenError err;
    std::optional<Position> pos = readFen(v, fen, &err);
    if (pawns < 0) {
        QVERIFY(!pos);
        QCOMPARE(err.field, QStringLiteral("holdings"));
        QVERIFY2(
            err.message.contains(QStringLiteral("more than 2000 pieces")), qPrintable(err.message));
        // The limit holds even where impossible positions are allowed.
        QVERIFY(!readFen(v, fen, nullptr, ImpossiblePositions::Allow));
        return;
    }
    QVERIFY2(pos, qPrintable(err.toString()));
    QCOMPARE(pos->handCount(First, v->pieceByLetter(QStringLiteral("P"))), pawns);
    QVERIFY(readFen(v, writeFen(*pos))); // what was read is written and read back
}

// A 2 MB FEN of pawns in hand (once 400 million pawns, 1.9 GB) stops at the limit.
void TestFen::hugeHandIsRefusedQuickly()
{
    const VariantPtr v = fbtest::bundled().variant(QStringLiteral("shogi"));
    QVERIFY(v);
    const QString fen
        = QStringLiteral("4k4/9/9/9/9/9/9/9/4K4[%1] w - - 0 1").arg(QString(2'000'000, u'P'));
    FenError err;
    QVERIFY(!readFen(v, fen, &err, ImpossiblePositions::Allow));
    QCOMPARE(err.field, QStringLiteral("holdings"));
    QCOMPARE(err.position, int(fen.indexOf(u'[')) + 1 + 2000); // the 2001st pawn
    const QString sfen = QStringLiteral("4k4/9/9/9/9/9/9/9/4K4 b 1000000P 1");
    QVERIFY(!readFen(v, sfen, &err, ImpossiblePositions::Allow));
    QCOMPARE(err.field, QStringLiteral("holdings"));
}

// Position tracks at most Position::MaxRoyals royals a side: more is an error, switch or not.
void TestFen::royalLimit()
{
    const VariantPtr v = fbtest::bundled().variant(QStringLiteral("chess"));
    QVERIFY(v);
    FenError err;
    QVERIFY(readFen(v, QStringLiteral("4k3/8/8/8/8/8/KK6/KKKKKKKK w - - 0 1"), &err,
        ImpossiblePositions::Allow));
    QVERIFY(!readFen(v, QStringLiteral("4k3/8/8/8/8/8/KKK5/KKKKKKKK w - - 0 1"), &err,
        ImpossiblePositions::Allow));
    QCOMPARE(err.field, QStringLiteral("board"));
    QVERIFY2(err.message.contains(QStringLiteral("11 royal pieces; at most 10")),
        qPrintable(err.message));
}

void TestFen::counterRange_data()
{
    QTest::addColumn<QString>("counters");
    QTest::addColumn<int>("half"); // -1: refused
    QTest::addColumn<int>("full");
    // clang-format off
    QTest::newRow("largest") << "999999999 999999999" << 999999999 << 999999999;
    QTest::newRow("move number 0 reads as 1") << "0 0" << 0 << 1;
    QTest::newRow("half-move clock over") << "1000000000 1" << -1 << 0;
    QTest::newRow("move number over") << "0 1000000000" << -1 << 0;
    QTest::newRow("INT_MAX") << "2147483647 1" << -1 << 0;
    QTest::newRow("INT_MAX move number") << "0 2147483647" << -1 << 0;
    QTest::newRow("2^32 + 1") << "0 4294967297" << -1 << 0;
    QTest::newRow("plus sign") << "+5 1" << -1 << 0;
    QTest::newRow("forty digits") << "0 9999999999999999999999999999999999999999" << -1 << 0;
    // clang-format on
}

void TestFen::counterRange()
{
    QFETCH(QString, counters);
    QFETCH(int, half);
    QFETCH(int, full);
    const VariantPtr v = fbtest::bundled().variant(QStringLiteral("chess"));
    QVERIFY(v);
    const QString fen = QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - ") + counters;
    FenError err;
    std::optional<Position> pos = readFen(v, fen, &err);
    if (half < 0) {
        QVERIFY(!pos);
        QCOMPARE(err.field, QStringLiteral("counters"));
        QVERIFY2(
            err.message.contains(QStringLiteral("from 0 to 999999999")), qPrintable(err.message));
        return;
    }
    QVERIFY2(pos, qPrintable(err.toString()));
    QCOMPARE(pos->halfmoveClock(), half);
    QCOMPARE(pos->fullmoveNumber(), full);
}

// At the largest counters a move neither overflows (UBSan) nor loses them: the counters stay
// at the limit, unmakeMove restores them, and the SFEN ply number stays positive.
void TestFen::countersSaturateInPlay()
{
    const VariantPtr v = fbtest::bundled().variant(QStringLiteral("shogi"));
    QVERIFY(v);
    std::optional<Position> pos
        = readFen(v, QStringLiteral("4k4/9/9/9/9/9/9/9/4K4[] b - - 999999999 999999999"));
    QVERIFY(pos);
    const std::optional<Move> m = parseCoordinate(*pos, QStringLiteral("5a4a"));
    QVERIFY(m);
    pos->makeMove(*m);
    QCOMPARE(pos->halfmoveClock(), Position::MaxMoveCounter);
    QCOMPARE(pos->fullmoveNumber(), Position::MaxMoveCounter);
    pos->unmakeMove();
    QCOMPARE(pos->halfmoveClock(), Position::MaxMoveCounter);
    QCOMPARE(pos->fullmoveNumber(), Position::MaxMoveCounter);
    QCOMPARE(pos->sideToMove(), Second);
    const QString sfen = writeSfen(*pos);
    QVERIFY2(sfen.endsWith(QStringLiteral(" 1999999998")), qPrintable(sfen));
    const std::optional<Position> again = readFen(v, sfen);
    QVERIFY(again);
    QCOMPARE(again->fullmoveNumber(), Position::MaxMoveCounter);
    // The editor's and the API's setters clamp to the range.
    pos->setClocks(-5, std::numeric_limits<int>::max());
    QCOMPARE(pos->halfmoveClock(), 0);
    QCOMPARE(pos->fullmoveNumber(), Position::MaxMoveCounter);
    pos->setHandCount(First, v->pieceByLetter(QStringLiteral("P")), 1 << 30);
    QCOMPARE(pos->handCount(First, v->pieceByLetter(QStringLiteral("P"))), Position::MaxHandCount);

    // An ordinary move number goes up and comes back.
    pos->setClocks(3, 7);
    pos->makeMove(*m);
    QCOMPARE(pos->fullmoveNumber(), 8);
    QCOMPARE(pos->halfmoveClock(), 4);
    pos->unmakeMove();
    QCOMPARE(pos->fullmoveNumber(), 7);
    QCOMPARE(pos->halfmoveClock(), 3);
}

// SFEN ply numbers: converted to move numbers within the range, refused beyond it.
void TestFen::sfenPlyNumbers()
{
    const VariantPtr v = fbtest::bundled().variant(QStringLiteral("shogi"));
    QVERIFY(v);
    const QString board
        = QStringLiteral("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL");
    std::optional<Position> pos = readFen(v, board + QStringLiteral(" b - 999999999"));
    QVERIFY(pos);
    QCOMPARE(pos->fullmoveNumber(), 500000000);
    QCOMPARE(writeSfen(*pos), board + QStringLiteral(" b - 999999999"));
    pos = readFen(v, board + QStringLiteral(" w - 1999999998"));
    QVERIFY(pos);
    QCOMPARE(pos->fullmoveNumber(), Position::MaxMoveCounter);
    for (const char* plies : {"1999999999", "2147483647", "2147483648", "99999999999999999999"}) {
        FenError err;
        QVERIFY2(!readFen(v, board + QStringLiteral(" b - ") + QLatin1String(plies), &err), plies);
        QCOMPARE(err.field, QStringLiteral("counters"));
    }
    QCOMPARE(
        normalizedFen(*v, board + QStringLiteral(" b - 0")).section(u' ', -1), QStringLiteral("1"));
}

QTEST_GUILESS_MAIN(TestFen)
#include "tst_fen.moc"
