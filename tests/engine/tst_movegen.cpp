// SPDX-License-Identifier: GPL-3.0-or-later
// Legal moves of hand-picked positions compared with exact lists: pins, check evasion, castling,
// promotion (chess, Grand Chess limits, makruk, per side), royal queens, xiangqi palace, river,
// legs and flying general.
#include "enginetest.h"
#include "perft.h"
#include "turnbuilder.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace fb;

class TestMoveGen : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void legal_data();
    void legal();
    void onlyTheDoubleStepLeavesEnPassant_data();
    void onlyTheDoubleStepLeavesEnPassant();
    void doubleStepsByRegion();
    void kakaoForbidsRepetition();
    void gatingChoicesOfATurn();
};

// `from` empty: every legal move of the side to move; otherwise the legal moves from that square.
void TestMoveGen::legal_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QStringList>("expected");

    // clang-format off
    // ---- chess
    QTest::newRow("chess rook pinned on its file")
        << "chess" << "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1" << ""
        << QStringList{"e1d1", "e1d2", "e1f1", "e1f2", "e2e3", "e2e4", "e2e5", "e2e6", "e2e7"};
    QTest::newRow("chess bishop pinned on its diagonal")
        << "chess" << "4k3/8/8/8/7b/8/5B2/4K3 w - - 0 1" << ""
        << QStringList{"e1d1", "e1d2", "e1e2", "e1f1", "f2g3", "f2h4"};
    QTest::newRow("chess check evasion by en passant")
        << "chess" << "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1" << ""
        << QStringList{"c5b4", "c5b5", "c5b6", "c5c4", "c5c6", "c5d4", "c5d5", "c5d6", "e4d3"};
    QTest::newRow("chess double check: king moves only")
        << "chess" << "4k3/8/8/8/6B1/5n2/8/4K2r w - - 0 1" << ""
        << QStringList{"e1e2", "e1f2"};
    QTest::newRow("chess block or capture a single check")
        << "chess" << "4k3/8/8/8/8/2B5/3R4/r3K3 w - - 0 1" << ""
        << QStringList{"c3a1", "d2d1", "e1e2", "e1f2"};
    QTest::newRow("chess no castling through an attacked square")
        << "chess" << "4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1" << ""
        << QStringList{"a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b1", "a1c1",
                       "a1d1", "e1c1", "e1d1", "e1d2", "e1e2", "h1f1", "h1g1", "h1h2", "h1h3",
                       "h1h4", "h1h5", "h1h6", "h1h7", "h1h8"};
    QTest::newRow("chess no castling into check")
        << "chess" << "4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1" << "e1"
        << QStringList{"e1c1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"};
    QTest::newRow("chess no castling out of check")
        << "chess" << "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1" << ""
        << QStringList{"e1d1", "e1e2", "e1f1"};
    QTest::newRow("chess queenside castling with b1 attacked")
        << "chess" << "1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1" << "e1"
        << QStringList{"e1c1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"};
    QTest::newRow("chess promotion choices")
        << "chess" << "k2r1n2/4P3/8/8/8/8/8/4K3 w - - 0 1" << "e7"
        << QStringList{"e7d8b", "e7d8n", "e7d8q", "e7d8r", "e7e8b", "e7e8n", "e7e8q", "e7e8r",
                       "e7f8b", "e7f8n", "e7f8q", "e7f8r"};
    QTest::newRow("chess pawn double step blocked")
        << "chess" << "4k3/8/8/8/4n3/8/4P3/4K3 w - - 0 1" << "e2" << QStringList{"e2e3"};
    QTest::newRow("chess pawn double step after a move")
        << "chess" << "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1" << "e3" << QStringList{"e3e4"};
    // ---- xiangqi
    QTest::newRow("xiangqi flying general")
        << "xiangqi" << "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1" << "" << QStringList{"d1d2"};
    QTest::newRow("xiangqi horse pinned between the generals")
        << "xiangqi" << "4k4/9/9/9/9/9/4N4/9/9/4K4 w - - 0 1" << ""
        << QStringList{"e1d1", "e1e2", "e1f1"};
    QTest::newRow("xiangqi cannon screens")
        << "xiangqi" << "3k5/1n7/9/9/1p7/9/9/1C2A2r1/9/5K3 w - - 0 1" << "b3"
        << QStringList{"b3a3", "b3b1", "b3b2", "b3b4", "b3b5", "b3b9", "b3c3", "b3d3", "b3h3"};
    QTest::newRow("xiangqi horse leg blocked")
        << "xiangqi" << "3k5/9/9/9/4p4/4N4/9/9/9/5K3 w - - 0 1" << "e5"
        << QStringList{"e5c4", "e5c6", "e5d3", "e5f3", "e5g4", "e5g6"};
    QTest::newRow("xiangqi start horse")
        << "xiangqi" << "" << "b1" << QStringList{"b1a3", "b1c3"};
    QTest::newRow("xiangqi elephant stays behind the river")
        << "xiangqi" << "3k5/9/9/9/9/2B6/9/9/9/5K3 w - - 0 1" << "c5"
        << QStringList{"c5a3", "c5e3"};
    QTest::newRow("xiangqi elephant eye blocked")
        << "xiangqi" << "3k5/9/9/9/9/2B6/3P5/9/9/5K3 w - - 0 1" << "c5"
        << QStringList{"c5a3"};
    QTest::newRow("xiangqi advisor in the palace centre")
        << "xiangqi" << "3k5/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1" << "e2"
        << QStringList{"e2d1", "e2d3", "e2f1", "e2f3"};
    QTest::newRow("xiangqi advisor in the palace corner")
        << "xiangqi" << "3k5/9/9/9/9/9/9/9/9/3AK4 w - - 0 1" << "d1" << QStringList{"d1e2"};
    QTest::newRow("xiangqi general confined to the palace")
        << "xiangqi" << "3k5/9/9/9/9/9/9/5K3/9/9 w - - 0 1" << "f3"
        << QStringList{"f3e3", "f3f2"};
    QTest::newRow("xiangqi soldier before the river")
        << "xiangqi" << "3k5/9/9/9/9/4P4/9/9/9/5K3 w - - 0 1" << "e5" << QStringList{"e5e6"};
    QTest::newRow("xiangqi soldier across the river")
        << "xiangqi" << "3k5/9/9/9/4P4/9/9/9/9/5K3 w - - 0 1" << "e6"
        << QStringList{"e6d6", "e6e7", "e6f6"};
    QTest::newRow("xiangqi start cannon")
        << "xiangqi" << "" << "h3"
        << QStringList{"h3c3", "h3d3", "h3e3", "h3f3", "h3g3", "h3h10", "h3h4", "h3h5", "h3h6", "h3h7",
                       "h3h2", "h3i3"};
    // ---- grand chess: promotion only to a piece type already lost
    QTest::newRow("grand last rank, one rook lost")
        << "grand" << "7k2/4P5/10/10/10/10/10/10/1NBQKCABN1/R9 w - - 0 1" << "e9"
        << QStringList{"e9e10r"};
    QTest::newRow("grand last rank, rook and knight lost")
        << "grand" << "7k2/4P5/10/10/10/10/10/10/1NBQKCAB2/R9 w - - 0 1" << "e9"
        << QStringList{"e9e10n", "e9e10r"};
    QTest::newRow("grand last rank, nothing lost")
        << "grand" << "7k2/4P5/10/10/10/10/10/10/1NBQKCABN1/R8R w - - 0 1" << "e9"
        << QStringList{};
    QTest::newRow("grand 8th rank, promotion optional")
        << "grand" << "7k2/10/10/4P5/10/10/10/10/1NBQKCABN1/R9 w - - 0 1" << "e7"
        << QStringList{"e7e8", "e7e8r"};
    // ---- makruk: pawns promote to met on the sixth rank, no double step
    QTest::newRow("makruk promotion")
        << "makruk" << "4k3/8/3n4/4P3/8/8/8/3K4 w - - 0 1" << "e5"
        << QStringList{"e5d6m", "e5e6m"};
    QTest::newRow("makruk pawn single step")
        << "makruk" << "4k3/8/8/8/8/4P3/8/3K4 w - - 0 1" << "e3" << QStringList{"e3e4"};
    QTest::newRow("makruk khon")
        << "makruk" << "4k3/8/8/8/4S3/8/8/3K4 w - - 0 1" << "e4"
        << QStringList{"e4d3", "e4d5", "e4e5", "e4f3", "e4f5"};
    // ---- promotion types per side (promotion.secondTo)
    QTest::newRow("sortofalmost White promotes to a chancellor")
        << "sortofalmost" << "8/1k5P/8/8/8/3K4/p7/8 w - - 0 1" << "h7"
        << QStringList{"h7h8c", "h7h8r", "h7h8b", "h7h8n"};
    QTest::newRow("sortofalmost Black promotes to a queen")
        << "sortofalmost" << "8/1k5P/8/8/8/3K4/p7/8 b - - 0 1" << "a2"
        << QStringList{"a2a1q", "a2a1r", "a2a1b", "a2a1n"};
    QTest::newRow("chigorin White: chancellor, rook, knight")
        << "chigorin" << "8/1k5P/8/8/8/3K4/p7/8 w - - 0 1" << "h7"
        << QStringList{"h7h8c", "h7h8r", "h7h8n"};
    QTest::newRow("chigorin Black: queen, rook, bishop")
        << "chigorin" << "8/1k5P/8/8/8/3K4/p7/8 b - - 0 1" << "a2"
        << QStringList{"a2a1q", "a2a1r", "a2a1b"};
    // ---- coregal: queens are royal, nine of them at most
    // The queen, attacked, must move off the rook's file or take it: the king's moves leave
    // it attacked, and g7 is next to the black king.
    QTest::newRow("coregal queen may not be left attacked")
        << "coregal" << "3r3k/8/8/8/3Q4/8/8/K7 w - - 0 1" << ""
        << QStringList{"d4a4", "d4b4", "d4c4", "d4e4", "d4f4", "d4g4", "d4h4", "d4c3", "d4b2",
                       "d4e5", "d4f6", "d4e3", "d4f2", "d4g1", "d4c5", "d4b6", "d4a7", "d4d8"};
    // A king and nine queens are the most royals a side keeps (Position::MaxRoyals): a tenth
    // queen is not offered, the other promotions are.
    QTest::newRow("coregal promotion to a ninth queen")
        << "coregal" << "7k/P7/8/8/8/1QQ5/1QQQ4/KQQQ4 w - - 0 1" << "a7"
        << QStringList{"a7a8q", "a7a8r", "a7a8b", "a7a8n"};
    QTest::newRow("coregal no tenth queen")
        << "coregal" << "7k/P7/8/8/8/1QQQ4/1QQQ4/KQQQ4 w - - 0 1" << "a7"
        << QStringList{"a7a8r", "a7a8b", "a7a8n"};
    // ---- Seirawan gating: each move from a gate also with the hawk or the elephant entering
    // there; castling on the king's square or the rook's (written from the rook: "h1e1h").
    QTest::newRow("seirawan knight leaves its gate")
        << "seirawan" << "" << "g1"
        << QStringList{"g1f3", "g1f3h", "g1f3e", "g1h3", "g1h3h", "g1h3e"};
    const QString italian = "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R[HEhe] w KQBCDkqcdg - 4 4";
    QTest::newRow("seirawan king's moves and castling")
        << "seirawan" << italian << "e1"
        << QStringList{"e1e2", "e1e2h", "e1e2e", "e1f1", "e1f1h", "e1f1e", "e1g1", "e1g1h", "e1g1e"};
    QTest::newRow("seirawan rook's moves and castling gated on its square")
        << "seirawan" << italian << "h1"
        << QStringList{"h1g1", "h1g1h", "h1g1e", "h1f1", "h1f1h", "h1f1e", "h1e1h", "h1e1e"};
    QTest::newRow("seirawan a gate spent: the bishop has left f1")
        << "seirawan" << italian << "c4"
        << QStringList{"c4b3", "c4b5", "c4a6", "c4d5", "c4e6", "c4f7", "c4d3", "c4e2", "c4f1"};
    // ---- Cambodian: the king's first leap (not in check) and the met's first double step.
    QTest::newRow("cambodian king's first leap")
        << "cambodian" << "" << "d1"
        << QStringList{"d1c2", "d1d2", "d1e2", "d1b2", "d1f2"};
    QTest::newRow("cambodian no leap out of check")
        << "cambodian" << "r1s1ks1r/3nm3/pppNpppp/3n4/5P2/PPPPPNPP/8/R1SKMS1R b DEe - 0 5" << ""
        << QStringList{"e8d8", "e7d6"};
    QTest::newRow("cambodian met's double step")
        << "cambodian" << "rnsmksnr/8/pppppppp/8/8/PPPP1PPP/8/RNSKMSNR w DEde - 0 1" << "e1"
        << QStringList{"e1d2", "e1f2", "e1e3"};
    QTest::newRow("cambodian right lost without its letter")
        << "cambodian" << "rnsmksnr/8/pppppppp/8/8/PPPP1PPP/8/RNSKMSNR w Dde - 0 1" << "e1"
        << QStringList{"e1d2", "e1f2"};
    // clang-format on
}

void TestMoveGen::legal()
{
    QFETCH(QString, id);
    QFETCH(QString, fen);
    QFETCH(QString, from);
    QFETCH(QStringList, expected);
    std::optional<Position> pos = fbtest::position(id, fen);
    QVERIFY(pos);
    const QString before = writeFen(*pos);
    QStringList moves = fbtest::legalMoves(*pos);
    QCOMPARE(writeFen(*pos), before); // generateLegal restores the position
    if (!from.isEmpty()) {
        QVERIFY(fbtest::square(*pos, from) != NoSquare);
        moves.removeIf([&](const QString& m) {
            return !m.startsWith(from) || (m.size() > from.size() && m[from.size()].isDigit());
        });
    }
    std::sort(expected.begin(), expected.end());
    QCOMPARE(moves, expected);
}

void TestMoveGen::onlyTheDoubleStepLeavesEnPassant_data()
{
    QTest::addColumn<QString>("betza");
    QTest::newRow("lame leap first") << QStringLiteral("ifmnDfmWfceF");
    // The first move written as a ride of two that repeats the ordinary step: the step is one
    // move, not two (Sjaak II's "step 2N" imports this way).
    QTest::newRow("ride of two") << QStringLiteral("fmWfceFifmW2");
}

// A pawn with an initial double step: the single step, a simple step of the tables, leaves no
// en passant square; the double step does; every move is generated once.
void TestMoveGen::onlyTheDoubleStepLeavesEnPassant()
{
    QFETCH(QString, betza);
    auto piece = [](const char* id, const char* letter, const QString& moves) {
        return QJsonObject{{QStringLiteral("id"), QString::fromLatin1(id)},
            {QStringLiteral("letter"), QString::fromLatin1(letter)},
            {QStringLiteral("betza"), moves}};
    };
    QJsonObject king = piece("king", "K", QStringLiteral("K"));
    king.insert(QStringLiteral("royal"), true);
    QJsonObject pawn = piece("pawn", "P", betza);
    pawn.insert(QStringLiteral("pawn"), true);
    const QJsonObject preset{{QStringLiteral("id"), QStringLiteral("double-step-first")},
        {QStringLiteral("board"),
            QJsonObject{{QStringLiteral("files"), 8}, {QStringLiteral("ranks"), 8}}},
        {QStringLiteral("pieces"), QJsonArray{king, pawn}},
        {QStringLiteral("start"), QStringLiteral("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1")}};
    QList<PresetDiagnostic> diags;
    const VariantPtr v = compilePreset(preset, QStringLiteral("double-step-first"), diags);
    QVERIFY2(v, qPrintable(diags.isEmpty() ? QString() : diags[0].toString()));
    std::optional<Position> read = readFen(v, v->startFen);
    QVERIFY(read);
    Position& pos = *read;
    MoveList all;
    MoveGenerator::generateLegal(pos, all);
    QStringList texts;
    for (const Move& m : all)
        texts << coordinateText(pos, m);
    texts.sort();
    QCOMPARE(texts,
        (QStringList{QStringLiteral("e1d1"), QStringLiteral("e1d2"), QStringLiteral("e1f1"),
            QStringLiteral("e1f2"), QStringLiteral("e2e3"), QStringLiteral("e2e4")}));
    auto play = [&](const QString& text) {
        MoveList list;
        MoveGenerator::generateLegal(pos, list);
        for (const Move& m : list)
            if (coordinateText(pos, m) == text) {
                pos.makeMove(m);
                return true;
            }
        return false;
    };
    QVERIFY(play(QStringLiteral("e2e3")));
    QCOMPARE(pos.epCount(), 0);
    pos.unmakeMove();
    QVERIFY(play(QStringLiteral("e2e4")));
    QCOMPARE(pos.epCount(), 1);
    QCOMPARE(pos.epSquares()[0], fbtest::square(pos, QStringLiteral("e3")));
    QVERIFY(play(QStringLiteral("d4e3")));
}

// Double steps by square (pieces[].initialRegion, Fairy-Stockfish's doubleStepRegion): a pawn
// that came back to its second rank sideways (pawnsideways) or backwards (pawnback), or that
// stands anywhere in torpedo, may step two squares, and the step may be taken en passant.
void TestMoveGen::doubleStepsByRegion()
{
    auto play = [](Position& pos, const QString& text) {
        MoveList list;
        MoveGenerator::generateLegal(pos, list);
        for (const Move& m : list)
            if (coordinateText(pos, m) == text) {
                pos.makeMove(m);
                return true;
            }
        return false;
    };
    std::optional<Position> sideways = fbtest::position(
        QStringLiteral("pawnsideways"), QStringLiteral("4k3/8/8/8/5p2/8/3P4/4K3 w - - 0 1"));
    QVERIFY(sideways);
    QVERIFY(play(*sideways, QStringLiteral("d2e2")));
    QVERIFY(play(*sideways, QStringLiteral("e8d8")));
    QVERIFY(play(*sideways, QStringLiteral("e2e4")));
    QVERIFY(fbtest::legalMoves(*sideways).contains(QStringLiteral("f4e3")));

    std::optional<Position> back = fbtest::position(
        QStringLiteral("pawnback"), QStringLiteral("4k3/8/8/8/3p4/4P3/8/4K3 w - - 0 1"));
    QVERIFY(back);
    QVERIFY(!fbtest::legalMoves(*back).contains(QStringLiteral("e3e5")));
    QVERIFY(play(*back, QStringLiteral("e3e2")));
    QVERIFY(play(*back, QStringLiteral("e8d8")));
    QVERIFY(play(*back, QStringLiteral("e2e4")));
    QVERIFY(fbtest::legalMoves(*back).contains(QStringLiteral("d4e3")));
    // Never onto the pawn's own first rank.
    std::optional<Position> low = fbtest::position(
        QStringLiteral("pawnback"), QStringLiteral("4k3/8/8/8/8/8/3P4/4K3 w - - 0 1"));
    QVERIFY(low);
    QVERIFY(!fbtest::legalMoves(*low).contains(QStringLiteral("d2d1")));

    std::optional<Position> torpedo = fbtest::position(
        QStringLiteral("torpedo"), QStringLiteral("4k3/8/8/3p4/8/4P3/8/4K3 w - - 0 1"));
    QVERIFY(torpedo);
    QVERIFY(play(*torpedo, QStringLiteral("e3e5")));
    QCOMPARE(torpedo->epCount(), 1);
    QVERIFY(fbtest::legalMoves(*torpedo).contains(QStringLiteral("d5e4")));
}

// janggimodern counts a repetition as Fairy-Stockfish does (its published perft 2 is 1,024: a
// pass answering a pass repeats the start); its Kakao profile (rules.repetition.forbidden)
// refuses that second pass, and any move that gives back an earlier position.
void TestMoveGen::kakaoForbidsRepetition()
{
    std::optional<Position> modern = fbtest::position(QStringLiteral("janggimodern"));
    std::optional<Position> kakao
        = fbtest::position(QStringLiteral("janggimodern"), QString(), QStringLiteral("kakao"));
    QVERIFY(modern && kakao);
    QCOMPARE(perft(*modern, 2), uint64_t(1024));
    QCOMPARE(perft(*kakao, 2), uint64_t(1023));
    QCOMPARE(perft(*kakao, 1), uint64_t(32));
}

// Seirawan gating by clicks (TurnBuilder, what the board's input follows): the piece, then its
// square, leave one complete move per gating choice (the dialog's buttons); a castling also
// when its partner's square is clicked. Each made and taken back restores the position exactly.
void TestMoveGen::gatingChoicesOfATurn()
{
    std::optional<Position> pos = fbtest::position(QStringLiteral("seirawan"),
        QStringLiteral(
            "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R[HEhe] w KQBCDkqcdg - 4 4"));
    QVERIFY(pos);
    MoveList legal;
    MoveGenerator::generateLegal(*pos, legal);
    TurnBuilder turn(legal);
    QVERIFY(turn.begin(fbtest::square(*pos, QStringLiteral("b1"))));
    QVERIFY(turn.add(fbtest::square(*pos, QStringLiteral("c3"))));
    QStringList choices;
    for (const Move& m : turn.completeMoves())
        choices << coordinateText(*pos, m);
    choices.sort();
    QCOMPARE(choices, (QStringList{"b1c3", "b1c3e", "b1c3h"}));
    for (const char* stop : {"g1", "h1"}) {
        turn.reset();
        QVERIFY(turn.begin(fbtest::square(*pos, QStringLiteral("e1"))));
        QVERIFY(turn.add(fbtest::square(*pos, QString::fromLatin1(stop))));
        choices.clear();
        for (const Move& m : turn.completeMoves())
            choices << coordinateText(*pos, m);
        choices.sort();
        QCOMPARE(choices, (QStringList{"e1g1", "e1g1e", "e1g1h", "h1e1e", "h1e1h"}));
    }
    const QString before = writeFen(*pos);
    const uint64_t key = pos->key();
    for (const Move& m : legal) {
        pos->makeMove(m);
        QCOMPARE(pos->key(), pos->computeKey());
        pos->unmakeMove();
        QCOMPARE(writeFen(*pos), before);
        QCOMPARE(pos->key(), key);
    }
}

QTEST_GUILESS_MAIN(TestMoveGen)
#include "tst_movegen.moc"
