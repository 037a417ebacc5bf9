// SPDX-License-Identifier: GPL-3.0-or-later
// Janggi's turn rules: passing, bikjang (facing generals) and the end after two passes, as
// Fairy-Stockfish plays them (its perft counts depend on each of these).
#include "enginetest.h"
#include "gamestate.h"

#include <QTest>

using namespace fb;

class TestJanggi : public QObject
{
    Q_OBJECT

    static Position pos(const QString& fen)
    {
        auto p = fbtest::position(QStringLiteral("janggi"), fen);
        if (!p)
            qFatal("bad test position %s", qPrintable(fen));
        return *p;
    }
    static void play(Position& p, const QString& text)
    {
        const auto m = parseCoordinate(p, text);
        QVERIFY2(m, qPrintable(text));
        p.makeMove(*m);
    }

private Q_SLOTS:
    // A pass is legal when not in check, and not when in check.
    void passOnlyOutOfCheck()
    {
        Position quiet = pos(QStringLiteral("9/3k5/9/9/9/9/9/9/4K4/R8 w - - 0 1"));
        QVERIFY(fbtest::legalMoves(quiet).contains(QStringLiteral("@@@@")));
        Position checked = pos(QStringLiteral("4r4/3k5/9/9/9/9/9/9/4K4/R8 w - - 0 1"));
        QVERIFY(checked.inCheck(First));
        QVERIFY(!fbtest::legalMoves(checked).contains(QStringLiteral("@@@@")));
    }

    // Two passes in a row are legal and end the game in a draw; nothing follows them.
    void doublePassEndsTheGame()
    {
        Position p = pos(QStringLiteral("9/3k5/9/9/9/9/9/9/4K4/R8 w - - 0 1"));
        play(p, QStringLiteral("@@@@"));
        QVERIFY(fbtest::legalMoves(p).contains(QStringLiteral("@@@@")));
        QVERIFY(!evaluateGame(p).isOver());
        play(p, QStringLiteral("@@@@"));
        QVERIFY(fbtest::legalMoves(p).isEmpty());
        const GameResult r = evaluateGame(p);
        QCOMPARE(r.statusName(), QStringLiteral("double-pass"));
        QVERIFY(!r.winner);
        // A move in between keeps the game going.
        Position q = pos(QStringLiteral("9/3k5/9/9/9/9/9/9/4K4/R8 w - - 0 1"));
        play(q, QStringLiteral("@@@@"));
        play(q, QStringLiteral("d9d8"));
        play(q, QStringLiteral("@@@@"));
        QVERIFY(!fbtest::legalMoves(q).isEmpty());
    }

    // Bikjang: with the generals facing, a move must break the facing, or be a pass; a pass
    // keeps them facing and ends the game.
    void bikjang()
    {
        Position p = pos(QStringLiteral("9/4k4/9/9/9/R8/9/9/4K4/9 w - - 0 1"));
        const QStringList moves = fbtest::legalMoves(p);
        QVERIFY(moves.contains(QStringLiteral("a5e5"))); // blocks the file
        QVERIFY(moves.contains(QStringLiteral("e2d2"))); // steps aside
        QVERIFY(moves.contains(QStringLiteral("@@@@")));
        QVERIFY(!moves.contains(QStringLiteral("a5a6")));
        play(p, QStringLiteral("@@@@"));
        QVERIFY(fbtest::legalMoves(p).isEmpty());
        QCOMPARE(evaluateGame(p).statusName(), QStringLiteral("bikjang"));
    }

    // In bikjang a pass is allowed even in check.
    void bikjangPassInCheck()
    {
        Position p = pos(QStringLiteral("9/4k4/9/9/9/9/3n5/9/4K4/9 w - - 0 1"));
        QVERIFY(p.inCheck(First));
        QVERIFY(fbtest::legalMoves(p).contains(QStringLiteral("@@@@")));
    }
};

QTEST_GUILESS_MAIN(TestJanggi)
#include "tst_janggi.moc"
