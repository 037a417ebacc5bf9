// SPDX-License-Identifier: GPL-3.0-or-later
// Reading SAN and coordinate move text as the programs that write logs write it.
#include "fen.h"
#include "iotest.h"
#include "movegen.h"
#include "notation.h"
#include "randomgames.h"
#include "sanmatch.h"

#include <QSet>
#include <QTest>

using namespace fb;
using namespace fb::io;

using fbtest::position;

class TestSanMatch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void san_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected"); // coordinate text, or empty: no move
        const QString promo = QStringLiteral("1k6/4P3/8/8/8/8/8/4K3 w - - 0 1");
        const QString castle = QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        const QString ep = QStringLiteral("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        const QString knights = QStringLiteral("4k3/8/8/8/8/8/8/RN2KN1R w - - 0 1");
        // clang-format off
        QTest::newRow("pawn") << "chess" << "" << "e4" << "e2e4";
        QTest::newRow("knight") << "chess" << "" << "Nf3" << "g1f3";
        QTest::newRow("check mark") << "chess" << "" << "Nf3+" << "g1f3";
        QTest::newRow("glyphs") << "chess" << "" << "Nf3!?" << "g1f3";
        QTest::newRow("long algebraic") << "chess" << "" << "Ng1-f3" << "g1f3";
        QTest::newRow("coordinates") << "chess" << "" << "e2e4" << "e2e4";
        QTest::newRow("pawn with letter") << "chess" << "" << "Pe2-e4" << "e2e4";
        QTest::newRow("promotion =Q") << "chess" << promo << "e8=Q" << "e7e8q";
        QTest::newRow("promotion Q") << "chess" << promo << "e8Q+" << "e7e8q";
        QTest::newRow("promotion (N)") << "chess" << promo << "e8(N)" << "e7e8n";
        QTest::newRow("promotion lower") << "chess" << promo << "e7e8r" << "e7e8r";
        QTest::newRow("promotion missing") << "chess" << promo << "e8" << "";
        QTest::newRow("O-O") << "chess" << castle << "O-O" << "e1g1";
        QTest::newRow("0-0-0") << "chess" << castle << "0-0-0" << "e1c1";
        QTest::newRow("castle as king move") << "chess" << castle << "Kg1" << "e1g1";
        // Active Chess: the king on d1 castles to c1, where it also steps; "Kc1" is the step.
        QTest::newRow("king step, not castling") << "active" << "r2k5/9/9/9/9/9/9/R2K5 w Qq - 0 1" << "Kc1" << "d1c1";
        QTest::newRow("castling beside a king step") << "active" << "r2k5/9/9/9/9/9/9/R2K5 w Qq - 0 1" << "O-O-O" << "d1a1";
        QTest::newRow("en passant") << "chess" << ep << "exd6 e.p." << "e5d6";
        QTest::newRow("en passant plain") << "chess" << ep << "exd6" << "e5d6";
        QTest::newRow("no capture sign") << "chess" << ep << "ed6" << "e5d6";
        QTest::newRow("en passant ep") << "chess" << ep << "exd6ep" << "e5d6";
        // Lenient about spelling, never about meaning: a push is not a capture, a capture mark
        // needs a capture, an en passant mark an en passant capture.
        QTest::newRow("push is not a capture") << "chess" << "4k3/8/8/4p3/3P4/8/8/4K3 w - - 0 1" << "e5" << "";
        QTest::newRow("push to an empty square") << "chess" << "4k3/8/8/4p3/3P4/8/8/4K3 w - - 0 1" << "d5" << "d4d5";
        QTest::newRow("capture mark, no capture") << "chess" << "" << "Nxf3" << "";
        QTest::newRow("e.p. on a plain capture") << "chess" << "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1" << "exd5 e.p." << "";
        QTest::newRow("lettered push is not a capture") << "chess" << "4k3/8/8/4p3/3P4/8/8/4K3 w - - 0 1" << "Pe5" << "";
        QTest::newRow("lettered pawn capture") << "chess" << "4k3/8/8/4p3/3P4/8/8/4K3 w - - 0 1" << "Pdxe5" << "d4e5";
        QTest::newRow("long algebraic, wrong piece") << "chess" << "" << "Bg1-f3" << "";
        QTest::newRow("long algebraic, capture mark, no capture") << "chess" << "" << "Ng1xf3" << "";
        QTest::newRow("origin file that is not the mover's") << "chess" << knights << "Ncd2" << "";
        QTest::newRow("origin rank that is not the mover's") << "chess" << knights << "N2d2" << "";
        QTest::newRow("promotion to the wrong piece") << "chess" << promo << "e8=K" << "";
        QTest::newRow("promotion mark on a plain move") << "chess" << "" << "e4=Q" << "";
        QTest::newRow("castling the wrong way") << "chess" << "4k3/8/8/8/8/8/8/4K2R w K - 0 1" << "O-O-O" << "";
        QTest::newRow("drop of a piece not in hand") << "crazyhouse" << "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1" << "B@f3" << "";
        QTest::newRow("drop written as a move") << "crazyhouse" << "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1" << "Nf3" << "";
        QTest::newRow("file disambiguation") << "chess" << knights << "Nbd2" << "b1d2";
        QTest::newRow("square disambiguation") << "chess" << knights << "Nf1d2" << "f1d2";
        QTest::newRow("ambiguous") << "chess" << knights << "Nd2" << "";
        QTest::newRow("coordinates of a piece") << "chess" << "" << "g1f3" << "g1f3";
        QTest::newRow("long algebraic without letter") << "chess" << "" << "g1-f3" << "g1f3";
        QTest::newRow("no such move") << "chess" << "" << "Ke2" << "";
        QTest::newRow("garbage") << "chess" << "" << "!!" << "";
        // Drops (lichess, XBoard: '@'; '*' too).
        QTest::newRow("drop") << "crazyhouse" << "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1" << "N@f3" << "N@f3";
        QTest::newRow("drop star") << "crazyhouse" << "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1" << "N*f3" << "N@f3";
        QTest::newRow("drop check") << "crazyhouse" << "4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1" << "Q@e7+" << "Q@e7";
        QTest::newRow("pawn drop") << "crazyhouse" << "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1" << "@e4" << "P@e4";
        // Shogi: '+' promotes, '=' declines; the variant's labels, then pychess's chess ones.
        QTest::newRow("shogi pawn") << "shogi" << "" << "P7f" << "7g7f";
        QTest::newRow("shogi chess labels") << "shogi" << "" << "Pc4" << "7g7f";
        QTest::newRow("shogi drop") << "shogi" << "4k4/9/9/9/9/9/9/9/4K4[P] w - - 0 1" << "P*5e" << "P*5e";
        QTest::newRow("shogi promote") << "shogi" << "4k4/9/2P6/9/9/9/9/9/4K4[] w - - 0 1" << "P7b+" << "7c7b+";
        QTest::newRow("shogi decline") << "shogi" << "4k4/9/2P6/9/9/9/9/9/4K4[] w - - 0 1" << "P7b=" << "7c7b";
        QTest::newRow("shogi unmarked") << "shogi" << "4k4/9/2P6/9/9/9/9/9/4K4[] w - - 0 1" << "P7b" << "7c7b";
        QTest::newRow("shogi promoted piece") << "shogi" << "4k4/9/9/9/4+R4/9/9/9/4K4[] w - - 0 1" << "+R5c" << "5e5c";
        // Xiangqi as pychess writes it (a check mark '+') and XBoard (ranks from 0).
        QTest::newRow("xiangqi") << "xiangqi" << "" << "Che3" << "h3e3";
        QTest::newRow("xiangqi check mark") << "xiangqi" << "3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1" << "Ri10+" << "i1i10";
        QTest::newRow("xiangqi ten") << "xiangqi" << "3k4r/9/9/9/9/9/9/9/9/4K3R w - - 0 1" << "Rxi10" << "i1i10";
        // Chu Shogi as XBoard writes Lion moves.
        QTest::newRow("lion hit and run") << "chushogi" << "12/12/12/12/12/12/5n6/5N6/12/12/12/12 w - - 0 1" << "Nxf6-g7" << "7h7g6f";
        QTest::newRow("lion igui") << "chushogi" << "12/12/12/12/12/12/5n6/5N6/12/12/12/12 w - - 0 1" << "Nxf6-f5" << "7h7g7h";
        QTest::newRow("lion pass") << "chushogi" << "12/12/12/12/12/12/5n6/5N6/12/12/12/12 w - - 0 1" << "Ne5-f5" << "7h8h7h";
        QTest::newRow("lion single") << "chushogi" << "12/12/12/12/12/12/5n6/5N6/12/12/12/12 w - - 0 1" << "Nxf6" << "7h7g";
        QTest::newRow("lion shogi labels") << "chushogi" << "12/12/12/12/12/12/5n6/5N6/12/12/12/12 w - - 0 1" << "Nx7g-6f" << "7h7g6f";
        QTest::newRow("lion coordinates") << "chushogi" << "12/12/12/12/12/12/5n6/5N6/12/12/12/12 w - - 0 1" << "f5f6g7" << "7h7g6f";
        QTest::newRow("duck san") << "duck" << "" << "e4,e5" << "e2e4,e4e5";
        QTest::newRow("duck san check mark") << "duck" << "" << "Nf3,f6!" << "g1f3,f3f6";
        QTest::newRow("duck without its square") << "duck" << "" << "e4" << "";
        QTest::newRow("duck on a piece") << "duck" << "" << "e4,e7" << "";
        QTest::newRow("duck castling") << "duck" << castle << "O-O,e4" << "e1g1,g1e4";
        QTest::newRow("amazons arrow") << "amazons" << "" << "Qd2,d1" << "d1d2,d2d1";
        // clang-format on
    }

    void san()
    {
        QFETCH(QString, preset);
        QFETCH(QString, fen);
        QFETCH(QString, text);
        QFETCH(QString, expected);
        std::optional<Position> pos = position(preset, fen);
        QVERIFY(pos);
        MoveList legal;
        MoveGenerator::generateLegal(*pos, legal);
        std::optional<Move> found;
        QString error;
        for (const LabelSet& labels : labelConventions(pos->geometry())) {
            const SanMatcher matcher(pos->variant(), labels);
            bool ambiguous = false;
            found = matcher.match(*pos, legal, text, &error, &ambiguous);
            if (found || ambiguous)
                break;
        }
        if (expected.isEmpty()) {
            QVERIFY2(!found, qPrintable(found ? coordinateText(*pos, *found) : QString()));
            QVERIFY(!error.isEmpty());
        } else {
            QVERIFY2(found, qPrintable(error));
            QCOMPARE(coordinateText(*pos, *found), expected);
        }
    }

    // Whatever the engine writes as SAN reads back as the same move, in every start position.
    void engineSanReadsBack()
    {
        for (const QString& id : iotest::bundled().ids()) {
            std::optional<Position> pos = position(id, {});
            QVERIFY(pos);
            MoveList legal;
            MoveGenerator::generateLegal(*pos, legal);
            const SanMatcher matcher(pos->variant(), labelConventions(pos->geometry()).front());
            for (const Move& m : legal) {
                const QString text = unambiguousSan(*pos, legal, m, matcher);
                QString error;
                const auto back = matcher.match(*pos, legal, text, &error);
                QVERIFY2(back && back->sameTurn(m), qPrintable(id + u' ' + text + u' ' + error));
            }
        }
    }

    // The fast path replay uses (only the named pieces' moves, legality tested last) finds
    // exactly what matching against every legal move finds, for every move of random games.
    void resolveAgreesWithMatch()
    {
        for (const QString& id : iotest::bundled().ids()) {
            const VariantPtr v = iotest::bundled().variant(id);
            const int plies = v->geometry.files() * v->geometry.ranks() > 100 ? 16 : 50;
            for (const GameRecord& g : randomGames(v, id, 2, 99, plies)) {
                std::optional<Position> pos = g.startPosition();
                const SanMatcher matcher(*v, labelConventions(v->geometry).front());
                for (const MoveRecord& played : g.mainLine.moves) {
                    MoveList legal;
                    MoveGenerator::generateLegal(*pos, legal);
                    for (const Move& m : legal) {
                        const QString text = unambiguousSan(*pos, legal, m, matcher);
                        QString error;
                        const auto fast = matcher.resolve(*pos, text, &error);
                        QVERIFY2(
                            fast && fast->sameTurn(m), qPrintable(id + u' ' + text + u' ' + error));
                    }
                    pos->makeMove(played.move);
                }
            }
        }
    }

    // Texts that say another move or none (a missing or wrong disambiguation, a pawn's square
    // from another file, a wrong capture mark, a piece letter on a pawn's move ...) get the
    // same answer from resolve() as from match() over every legal move: the same move, or
    // none, ambiguous or not.
    void resolveAgreesWithMatchOnOtherTexts()
    {
        for (const char* id : {"chess", "crazyhouse", "capablanca", "makruk", "shogi", "xiangqi"}) {
            const VariantPtr v = iotest::bundled().variant(QString::fromLatin1(id));
            QVERIFY(v);
            const BoardGeometry& g = v->geometry;
            for (const GameRecord& game : randomGames(v, QString::fromLatin1(id), 1, 7, 30)) {
                std::optional<Position> pos = game.startPosition();
                const SanMatcher matcher(*v, labelConventions(g).front());
                for (const MoveRecord& played : game.mainLine.moves) {
                    MoveList legal;
                    MoveGenerator::generateLegal(*pos, legal);
                    QSet<QString> texts{QStringLiteral("O-O"), QStringLiteral("O-O-O")};
                    for (const Move& m : legal) {
                        const QString to = g.squareName(m.to);
                        const QString letter = m.isDrop()
                            ? QString()
                            : v->pieces[size_t(typeOf(pos->at(m.from)))].letter.toUpper();
                        texts << unambiguousSan(*pos, legal, m, matcher) << to << letter + to
                              << letter + u'x' + to;
                        if (m.isDrop())
                            continue;
                        texts << g.squareName(m.from) + to;
                        for (const QString& f : g.fileLabels())
                            texts << letter + f + to << f + u'x' + to << f + to;
                        for (const QString& r : g.rankLabels())
                            texts << letter + r + to;
                    }
                    for (const QString& text : std::as_const(texts)) {
                        bool fastAmbiguous = false, slowAmbiguous = false;
                        const auto fast = matcher.resolve(*pos, text, nullptr, &fastAmbiguous);
                        const auto slow = matcher.match(*pos, legal, text, nullptr, &slowAmbiguous);
                        const QString where = QString::fromLatin1(id) + u' ' + text;
                        QVERIFY2(bool(fast) == bool(slow), qPrintable(where));
                        QVERIFY2(!fast || fast->sameTurn(*slow), qPrintable(where));
                        QVERIFY2(fastAmbiguous == slowAmbiguous, qPrintable(where));
                    }
                    pos->makeMove(played.move);
                }
            }
        }
    }

    // A promoted knight and a knight share the letter N in crazyhouse: the SAN must say which.
    void promotedPieceDisambiguation()
    {
        std::optional<Position> pos = position(
            QStringLiteral("crazyhouse"), QStringLiteral("4k3/8/8/8/8/8/8/1N~2KN2[] w - - 0 1"));
        QVERIFY(pos);
        MoveList legal;
        MoveGenerator::generateLegal(*pos, legal);
        const SanMatcher matcher(pos->variant(), labelConventions(pos->geometry()).front());
        const auto m = parseCoordinate(*pos, QStringLiteral("b1d2"));
        QVERIFY(m);
        const QString text = unambiguousSan(*pos, legal, *m, matcher);
        QCOMPARE(text, QStringLiteral("Nbd2"));
    }

    void coordinates_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("uci") << "chess" << "g1f3" << "g1f3";
        QTest::newRow("uci null") << "chess" << "0000" << "";
        QTest::newRow("usi") << "shogi" << "7g7f" << "7g7f";
        QTest::newRow("xiangqi 1-based") << "xiangqi" << "h3e3" << "h3e3";
        QTest::newRow("janggi pass") << "janggi" << "0000" << "@@@@";
        // Fairy-Stockfish's walls (rules.walling): the move, a comma, its end and the wall.
        QTest::newRow("duck") << "duck" << "e2e4,e4e5" << "e2e4,e4e5";
        QTest::newRow("duck short") << "duck" << "e2e4,e5" << "e2e4,e4e5";
        QTest::newRow("duck missing") << "duck" << "e2e4" << "";
        QTest::newRow("amazons") << "amazons" << "d1d2,d2d1" << "d1d2,d2d1";
    }

    void coordinates()
    {
        QFETCH(QString, preset);
        QFETCH(QString, text);
        QFETCH(QString, expected);
        std::optional<Position> pos = position(preset, {});
        MoveList legal;
        MoveGenerator::generateLegal(*pos, legal);
        const SanMatcher matcher(pos->variant(), labelConventions(pos->geometry()).front(),
            SanMatcher::Mode::Coordinate);
        QString error;
        const auto m = matcher.match(*pos, legal, text, &error);
        if (expected.isEmpty()) {
            QVERIFY(!m);
        } else {
            QVERIFY2(m, qPrintable(error));
            QCOMPARE(coordinateText(*pos, *m), expected);
        }
    }

    // XBoard numbers the ranks of 10-rank boards from 0: the whole game is read that way.
    void xboardXiangqiRanks()
    {
        const LoadResult r = iotest::load(
            QStringLiteral("[Variant \"xiangqi\"]\n\n1. Che2 Nhg7 2. Nhg2 Rih9 3. Rih0 *\n"),
            QStringLiteral("xb.pgn"));
        QVERIFY2(r.games[0].isComplete(), qPrintable(r.games[0].error));
        QCOMPARE(r.games[0].mainLine.moves.size(), size_t(5));
    }

    // pychess writes shogi SAN on chess coordinates, with '+' for promotions.
    void pychessShogi()
    {
        const LoadResult r = iotest::load(
            QStringLiteral("[Variant \"Shogi\"]\n\n1. Pc4 Pg6 2. Bxh8+ Sxh8 3. B*e5 *\n"),
            QStringLiteral("py.pgn"));
        QVERIFY2(r.games[0].isComplete(), qPrintable(r.games[0].error));
        QVERIFY(r.games[0].mainLine.moves[2].move.promotion != NoPieceType);
    }
};

QTEST_GUILESS_MAIN(TestSanMatch)
#include "tst_sanmatch.moc"
