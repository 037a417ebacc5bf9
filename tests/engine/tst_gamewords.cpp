// SPDX-License-Identifier: GPL-3.0-or-later
// The end of a game in words: fb::gameStatusText and fb::gameResultSentence on real games.
#include "enginetest.h"
#include "gamestate.h"

#include <QTest>

using namespace fb;

class TestGameWords : public QObject
{
    Q_OBJECT

    static Position played(const QString& preset, const QString& fen, const QString& moves)
    {
        std::optional<Position> p = fbtest::position(preset, fen);
        if (!p)
            qFatal("bad position");
        for (const QString& text : moves.split(u' ', Qt::SkipEmptyParts)) {
            const std::optional<Move> m = parseCoordinate(*p, text);
            if (!m)
                qFatal("illegal move %s", qPrintable(text));
            p->makeMove(*m);
        }
        return *p;
    }

private Q_SLOTS:
    void ends_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("sentence");
        // clang-format off
        QTest::newRow("checkmate") << "chess" << "" << "f2f3 e7e5 g2g4 d8h4" << "checkmate" << "Second wins by checkmate";
        QTest::newRow("stalemate") << "chess" << "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1" << "" << "stalemate" << "Draw by stalemate";
        QTest::newRow("threefold repetition") << "chess" << "" << "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8" << "threefold repetition" << "Draw by threefold repetition";
        QTest::newRow("50-move rule") << "chess" << "4k3/8/8/8/8/8/8/R3K3 w - - 99 80" << "a1a2" << "the 50-move rule" << "Draw by the 50-move rule";
        QTest::newRow("double pass") << "janggi" << "9/3k5/9/9/9/9/9/9/4K4/R8 w - - 0 1" << "@@@@ @@@@" << "both players passed" << "Draw: both players passed";
        QTest::newRow("bikjang") << "janggi" << "9/4k4/9/9/9/R8/9/9/4K4/9 w - - 0 1" << "@@@@" << "bikjang (the generals faced each other)" << "Draw by bikjang (the generals faced each other)";
        QTest::newRow("king captured") << "chushogi" << "11k/11G/12/12/12/12/12/12/12/12/12/K11 b - 1" << "1b1a" << "the King was captured" << "First wins by capturing the King";
        QTest::newRow("third check") << "3check" << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1+3 0 1" << "e2e4 f7f6 d1h5" << "the 3-check rule" << "First wins by giving 3 checks";
        QTest::newRow("hill") << "kingofthehill" << "4k3/8/8/8/8/3K4/8/8 w - - 0 1" << "d3d4" << "the King reached its goal" << "First wins: the King reached its goal";
        QTest::newRow("race won") << "racingkings" << "8/1K6/8/8/8/8/k7/8 w - - 0 1" << "b7b8" << "the King reached the far side" << "First wins: the King reached the far side";
        QTest::newRow("race drawn") << "racingkings" << "8/1K5k/8/8/8/8/8/8 w - - 0 1" << "b7b8 h7h8" << "the King reached the far side" << "Draw: both sides reached the goal";
        QTest::newRow("all given away") << "antichess" << "8/8/8/8/8/8/1p6/2N5 b - - 0 1" << "b2c1q" << "no pieces left" << "First wins: First has no pieces left";
        QTest::newRow("stalemate wins") << "antichess" << "8/8/8/8/8/p7/P7/8 w - - 0 1" << "" << "stalemate" << "First wins by stalemate";
        QTest::newRow("king given away") << "codrus" << "8/8/8/8/8/8/3k4/3K4 w - - 0 1" << "d1d2" << "no King left" << "Second wins: Second has no King left";
        QTest::newRow("mated wins") << "losers" << "" << "f2f3 e7e5 g2g4 d8h4" << "checkmate" << "First wins by being checkmated";
        QTest::newRow("bare king wins") << "losers" << "4k3/8/8/8/8/8/3p4/2K4R w - - 0 1" << "c1d2" << "bare king" << "Second wins by losing all but the King";
        QTest::newRow("pawns extinct") << "kinglet" << "4k3/8/8/4p3/3P4/8/8/4K3 w - - 0 1" << "d4e5" << "no Pawn left" << "First wins: Second has no Pawn left";
        QTest::newRow("queen extinct") << "extinction" << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR b KQkq - 0 1" << "" << "no Queen left" << "Second wins: First has no Queen left";
        QTest::newRow("two kings left") << "threekings" << "kkk5/8/8/8/8/8/8/KKK4Q w - - 0 1" << "h1a8" << "a side was down to 2 of its King pieces" << "First wins: Second is down to 2 of its King pieces";
        QTest::newRow("horde taken") << "horde" << "4k3/8/8/8/8/8/3P4/3q4 b - - 0 1" << "d1d2" << "no pieces left" << "Second wins: First has no pieces left";
        // clang-format on
    }

    void ends()
    {
        QFETCH(QString, preset);
        QFETCH(QString, fen);
        QFETCH(QString, moves);
        QFETCH(QString, words);
        QFETCH(QString, sentence);
        Position p = played(preset, fen, moves);
        const GameResult r = evaluateGame(p);
        QVERIFY2(r.isOver(), qPrintable(r.statusName()));
        QCOMPARE(gameStatusText(r, p.variant()), words);
        QCOMPARE(
            gameResultSentence(r, p.variant(), QStringLiteral("First"), QStringLiteral("Second")),
            sentence);
    }

    // An ongoing game has no sentence; every status has its own words.
    void everyStatus()
    {
        const VariantPtr v = fbtest::bundled().variant(QStringLiteral("shogi"));
        GameResult r;
        QCOMPARE(
            gameResultSentence(r, *v, QStringLiteral("Sente"), QStringLiteral("Gote")), QString());
        QSet<QString> seen;
        for (int s = 0; s <= int(GameStatus::PieceCount); ++s) {
            r.status = GameStatus(s);
            const QString text = gameStatusText(r, *v);
            QVERIFY2(!text.isEmpty() && !seen.contains(text), qPrintable(text));
            seen.insert(text);
        }
        r.status = GameStatus::Repetition;
        QCOMPARE(gameStatusText(r, *v), QStringLiteral("fourfold repetition")); // sennichite
        r.winner = Second;
        QCOMPARE(gameResultSentence(r, *v, QStringLiteral("Sente"), QStringLiteral("Gote")),
            QStringLiteral("Gote wins by fourfold repetition"));
    }
};

QTEST_GUILESS_MAIN(TestGameWords)
#include "tst_gamewords.moc"
