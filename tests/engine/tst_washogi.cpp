// SPDX-License-Identifier: GPL-3.0-or-later
// Wa Shogi: the moves of its special pieces in hand-built positions (the Treacherous Fox's
// jumps, the Cloud Eagle's limited diagonals, the Liberated and Heavenly Horses), the drops of
// the default profile and the profiles without them, and HaChu's promotion rule.
#include "enginetest.h"

#include <QTest>

using namespace fb;

class TestWaShogi : public QObject
{
    Q_OBJECT

    static std::optional<Position> wa(const QString& fen, const QString& profile = {})
    {
        return fbtest::position(QStringLiteral("washogi"), fen, profile);
    }

    // The legal moves from `square` ("6f"), as sorted USI texts.
    static QStringList movesFrom(Position& pos, const QString& square)
    {
        QStringList out;
        for (const QString& m : fbtest::legalMoves(pos)) {
            if (m.startsWith(square))
                out << m;
        }
        return out;
    }

    static void play(Position& p, const QString& usi)
    {
        const auto m = parseUsi(p, usi);
        QVERIFY2(m, qPrintable(usi));
        p.makeMove(*m);
    }

private Q_SLOTS:
    void startPosition()
    {
        auto p = wa({});
        QVERIFY(p);
        QCOMPARE(writeFen(*p),
            QStringLiteral("hmlcvkwgudo/1e3s3f1/ppprpppxppp/3p3p3/11/11/11/3P3P3/PPPXPPPRPPP/"
                           "1F3S3E1/ODUGWKVCLMH[] w - - 0 1"));
        auto noDrops = wa({}, QStringLiteral("no-drops"));
        QVERIFY(noDrops);
        QVERIFY(!noDrops->variant().rules.hands.enabled);
    }

    // FvWAvD: steps diagonally and vertically, jumps two squares the same ways over any
    // piece; never sideways.
    void treacherousFox()
    {
        auto p = wa(QStringLiteral("k10/11/11/11/4PPP4/4PXP4/4PPP4/11/11/11/10K[] w - - 0 1"));
        QVERIFY(p);
        QCOMPARE(movesFrom(*p, QStringLiteral("6f")),
            QStringList({"6f4d", "6f4h", "6f6d", "6f6h", "6f8d", "6f8h"}));
    }

    // vRsWbFfF3: vertical slides, one step sideways or diagonally back, up to three squares
    // diagonally forward (the third one in the zone).
    void cloudEagle()
    {
        auto p = wa(QStringLiteral("k10/11/11/11/11/5E5/11/11/11/11/10K[] w - - 0 1"));
        QVERIFY(p);
        QCOMPARE(movesFrom(*p, QStringLiteral("6f")),
            QStringList({"6f3c", "6f4d", "6f5e", "6f5f", "6f5g", "6f6a", "6f6b", "6f6c", "6f6d",
                "6f6e", "6f6g", "6f6h", "6f6i", "6f6j", "6f6k", "6f7e", "6f7f", "6f7g", "6f8d",
                "6f9c"}));
        // Blocked by a piece on its forward diagonal.
        auto q = wa(QStringLiteral("k10/11/11/3p7/11/5E5/11/11/11/11/10K[] w - - 0 1"));
        QVERIFY(q);
        QVERIFY(movesFrom(*q, QStringLiteral("6f")).contains(QStringLiteral("6f8d")));
        QVERIFY(!movesFrom(*q, QStringLiteral("6f")).contains(QStringLiteral("6f9c")));
    }

    // fRbW2, promoting to the Heavenly Horse (ffNbbN).
    void liberatedAndHeavenlyHorse()
    {
        auto p = wa(QStringLiteral("k10/11/11/11/11/5H5/11/11/11/11/10K[] w - - 0 1"));
        QVERIFY(p);
        QCOMPARE(movesFrom(*p, QStringLiteral("6f")),
            QStringList({"6f6a", "6f6a+", "6f6b", "6f6b+", "6f6c", "6f6c+", "6f6d", "6f6e", "6f6g",
                "6f6h"}));
        auto h = wa(QStringLiteral("k10/11/11/11/11/5+H5/11/11/11/11/10K[] w - - 0 1"));
        QVERIFY(h);
        QCOMPARE(
            movesFrom(*h, QStringLiteral("6f")), QStringList({"6f5d", "6f5h", "6f7d", "6f7h"}));
    }

    // With drops a captured piece comes back (a Sparrow Pawn not on a file with another);
    // without them it leaves the game.
    void drops()
    {
        const QString fen = QStringLiteral("k10/11/11/11/11/5p5/5R5/11/11/11/10K[] w - - 0 1");
        auto p = wa(fen);
        QVERIFY(p);
        play(*p, QStringLiteral("6g6f"));
        play(*p, QStringLiteral("11a10a"));
        QStringList all = fbtest::legalMoves(*p);
        QVERIFY(all.contains(QStringLiteral("P*5e")));
        QVERIFY(!all.contains(QStringLiteral("P*6a"))); // a pawn could never move there

        auto q = wa(QStringLiteral("k10/11/11/11/11/5p5/5R5/11/11/11/10K w - - 0 1"),
            QStringLiteral("no-drops"));
        QVERIFY(q);
        play(*q, QStringLiteral("6g6f"));
        play(*q, QStringLiteral("11a10a"));
        for (const QString& m : fbtest::legalMoves(*q))
            QVERIFY2(!m.contains(u'*'), qPrintable(m));
    }

    // The standard rules promote a move that starts or ends in the zone; HaChu's only one
    // that enters it, or a capture touching it.
    void promotionRules()
    {
        auto p = wa(QStringLiteral("k10/11/5W5/11/11/11/11/11/11/11/10K[] w - - 0 1"));
        QVERIFY(p);
        QVERIFY(movesFrom(*p, QStringLiteral("6c")).contains(QStringLiteral("6c6b+")));
        auto h = wa(QStringLiteral("k10/11/5W5/11/11/11/11/11/11/11/10K w - - 0 1"),
            QStringLiteral("hachu"));
        QVERIFY(h);
        QVERIFY(!movesFrom(*h, QStringLiteral("6c")).contains(QStringLiteral("6c6b+")));
        auto e = wa(QStringLiteral("k10/11/11/5W5/11/11/11/11/11/11/10K w - - 0 1"),
            QStringLiteral("hachu"));
        QVERIFY(e);
        QVERIFY(movesFrom(*e, QStringLiteral("6d")).contains(QStringLiteral("6d6c+")));
        auto c = wa(QStringLiteral("k10/5p5/5W5/11/11/11/11/11/11/11/10K w - - 0 1"),
            QStringLiteral("hachu"));
        QVERIFY(c);
        QVERIFY(movesFrom(*c, QStringLiteral("6c")).contains(QStringLiteral("6c6b+")));
    }
};

QTEST_GUILESS_MAIN(TestWaShogi)
#include "tst_washogi.moc"
