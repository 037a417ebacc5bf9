// SPDX-License-Identifier: GPL-3.0-or-later
// Game Courier move logs: the GAME-Code forms of every kind of move, in both directions.
#include "fen.h"
#include "gamecourier.h"
#include "iotest.h"
#include "movegen.h"
#include "notation.h"

#include <QTest>

using namespace fb;
using namespace fb::io;

using fbtest::position;

class TestGameCourier : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void moves_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("coordinate"); // the move, in coordinate text
        QTest::addColumn<QString>("written"); // what we write
        QTest::addColumn<QString>("others"); // '|'-separated other forms that read as the move
        const QString castle = QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        const QString lions = QStringLiteral("12/12/12/12/12/12/5n6/5N6/12/12/12/12 w - - 0 1");
        // clang-format off
        QTest::newRow("pawn") << "chess" << "" << "e2e4" << "P e2-e4" << "e2-e4|p e2-e4";
        QTest::newRow("second side") << "chess" << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" << "g8f6" << "n g8-f6" << "g8-f6";
        QTest::newRow("castling") << "chess" << castle << "e1g1" << "K e1-g1; R h1-f1" << "K e1-g1|e1-g1";
        QTest::newRow("long castling") << "chess" << castle << "e1c1" << "K e1-c1; R a1-d1" << "K e1-c1";
        // Active Chess: the king on d1 castles to c1, where it also steps; without the rook's step it is the step.
        QTest::newRow("king step beside castling") << "active" << "r2k5/9/9/9/9/9/9/R2K5 w Qq - 0 1" << "d1c1" << "K d1-c1" << "d1-c1";
        QTest::newRow("castling beside a king step") << "active" << "r2k5/9/9/9/9/9/9/R2K5 w Qq - 0 1" << "d1a1" << "K d1-c1; R a1-d1" << "";
        QTest::newRow("promotion") << "chess" << "4k3/P7/8/8/8/8/8/4K3 w - - 0 1" << "a7a8n" << "P a7-a8; N*a8" << "a7-a8; N-a8";
        QTest::newRow("en passant") << "chess" << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2" << "e5d6" << "P e5-d6" << "P e5-d6; d5-|P e5-d6; capture d5|P e5-d6; @*d5";
        QTest::newRow("drop") << "crazyhouse" << "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1" << "N@f3" << "N*f3" << "n*f3";
        QTest::newRow("crazyhouse promoted") << "crazyhouse" << "4k3/P7/8/8/8/8/8/4K3[] w - - 0 1" << "a7a8r" << "P a7-a8; R*a8" << "P a7-a8; R~*a8";
        QTest::newRow("shogi") << "shogi" << "" << "7g7f" << "P 7g-7f" << "7g-7f";
        QTest::newRow("shogi promotion") << "shogi" << "4k4/9/2P6/9/9/9/9/9/4K4[] w - - 0 1" << "7c7b+" << "P 7c-7b; +P*7b" << "";
        QTest::newRow("shogi declined") << "shogi" << "4k4/9/2P6/9/9/9/9/9/4K4[] w - - 0 1" << "7c7b" << "P 7c-7b" << "";
        // Chu Shogi: the preset's shogi labels, and Game Courier's own algebraic ones.
        QTest::newRow("lion") << "chushogi" << lions << "7h7g6f" << "N 7h-7g; 7g-6f" << "N f5-f6; f6-g7|N f5-f6; N f6-g7";
        QTest::newRow("igui") << "chushogi" << lions << "7h7g7h" << "N 7h-7g; 7g-7h" << "N f5-f6; f6-f5";
        QTest::newRow("lion pass") << "chushogi" << lions << "7h8h7h" << "N 7h-8h; 8h-7h" << "N f5-e5; e5-f5";
        QTest::newRow("janggi pass") << "janggi" << "" << "@@@@" << "pass" << "Pass";
        // clang-format on
    }

    void moves()
    {
        QFETCH(QString, preset);
        QFETCH(QString, fen);
        QFETCH(QString, coordinate);
        QFETCH(QString, written);
        QFETCH(QString, others);
        std::optional<Position> pos = position(preset, fen);
        QVERIFY(pos);
        const auto m = parseCoordinate(*pos, coordinate);
        QVERIFY2(m, qPrintable(coordinate));
        QCOMPARE(gameCourierMoveText(*pos, *m), written);
        MoveList legal;
        MoveGenerator::generateLegal(*pos, legal);
        for (const QString& text : QStringList{written} + others.split(u'|', Qt::SkipEmptyParts)) {
            QString error;
            const auto back = resolveGameCourierMove(*pos, legal, text, &error);
            QVERIFY2(back, qPrintable(text + QStringLiteral(": ") + error));
            QVERIFY2(back->sameTurn(*m), qPrintable(text));
        }
    }

    void errors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("no square") << "P e2-e9" << "no square 'e9' on this board";
        QTest::newRow("illegal") << "P e2-e5" << "'P e2-e5' is not a legal move here";
        QTest::newRow("nonsense") << "hello" << "cannot read 'hello'";
        QTest::newRow("bad drop") << "Q*e4" << "'Q*e4' is not a legal drop here";
        QTest::newRow("three pieces")
            << "P e2-e4; N g1-f3; N b1-c3" << "moves more than two pieces";
    }

    void errors()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        std::optional<Position> pos = position(QStringLiteral("chess"));
        MoveList legal;
        MoveGenerator::generateLegal(*pos, legal);
        QString why;
        QVERIFY(!resolveGameCourierMove(*pos, legal, text, &why));
        QVERIFY2(why.contains(error), qPrintable(why));
    }

    void logLayout()
    {
        const LoadResult r = iotest::load(
            QStringLiteral("// [Variant \"chess\"]\n// [White \"a\"]\n// an opening note\n"
                           "1. P e2-e4 // best by test\n1... p e7-e5\n// after the reply\n"
                           "N g1-f3\n\n// [White \"b\"]\n1. P d2-d4\n"),
            QStringLiteral("two.gc"));
        QVERIFY(r.ok());
        QCOMPARE(r.games.size(), 2);
        const GameRecord& g = r.games[0];
        QVERIFY2(g.isComplete(), qPrintable(g.error));
        QCOMPARE(g.tag(QStringLiteral("White")), QStringLiteral("a"));
        QCOMPARE(g.mainLine.startComments, QStringList{QStringLiteral("an opening note")});
        QCOMPARE(g.mainLine.moves[0].comments, QStringList{QStringLiteral("best by test")});
        QCOMPARE(g.mainLine.moves[1].comments, QStringList{QStringLiteral("after the reply")});
        QCOMPARE(g.mainLine.moves.size(), size_t(3));
        QCOMPARE(r.games[1].tag(QStringLiteral("White")), QStringLiteral("b"));
        QVERIFY(r.games[1].isComplete());
        // Written and read again: the same games.
        const QString text = writeGameCourierGames(r.games);
        const LoadResult back = iotest::load(text, QStringLiteral("back.gc"));
        QCOMPARE(back.games.size(), 2);
        for (int i = 0; i < 2; ++i) {
            QVERIFY(iotest::sameMoves(r.games[i], back.games[i]));
            QCOMPARE(back.games[i].mainLine.startComments, r.games[i].mainLine.startComments);
            for (size_t k = 0; k < r.games[i].mainLine.moves.size(); ++k)
                QCOMPARE(back.games[i].mainLine.moves[k].comments,
                    r.games[i].mainLine.moves[k].comments);
        }
        // An error names the line and the move.
        const LoadResult bad
            = iotest::load(QStringLiteral("1. P e2-e4\n1... p e7-e4\n"), QStringLiteral("bad.gc"));
        QCOMPARE(bad.games[0].error,
            QStringLiteral("bad.gc:2:6: 1... p e7-e4: 'p e7-e4' is not a legal move here"));
    }
};

QTEST_GUILESS_MAIN(TestGameCourier)
#include "tst_gamecourier.moc"
