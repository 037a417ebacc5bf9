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
        for (int s = 0; s <= int(GameStatus::DoublePass); ++s) {
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
