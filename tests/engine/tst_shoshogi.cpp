// SPDX-License-Identifier: GPL-3.0-or-later
// Sho Shogi: the Drunk Elephant and its promotion to a Crown Prince, the second royal under
// both rule profiles (the check rule protecting every royal; royal capture, where a side with
// a Crown Prince may lose its King and play on), and that captured pieces leave the game.
#include "enginetest.h"
#include "gamestate.h"

#include <QTest>

using namespace fb;

class TestShoShogi : public QObject
{
    Q_OBJECT

    static std::optional<Position> sho(const QString& fen, const QString& profile = {})
    {
        return fbtest::position(QStringLiteral("shoshogi"), fen, profile);
    }

    // The legal moves from `square` ("5e"), as sorted USI texts.
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
        auto p = sho({});
        QVERIFY(p);
        QCOMPARE(writeFen(*p),
            QStringLiteral(
                "lnsgkgsnl/1r2e2b1/ppppppppp/9/9/9/PPPPPPPPP/1B2E2R1/LNSGKGSNL w - - 0 1"));
        // The Elephant in front of the King steps to the three free squares ahead of it.
        QCOMPARE(movesFrom(*p, QStringLiteral("5h")), QStringList({"5h4h", "5h6h"}));
    }

    // FsfW: every diagonal step, sideways and straight ahead, never straight back.
    void drunkElephantMoves()
    {
        auto p = sho(QStringLiteral("4k4/9/9/9/4E4/9/9/9/4K4 w - - 0 1"));
        QVERIFY(p);
        QCOMPARE(movesFrom(*p, QStringLiteral("5e")),
            QStringList({"5e4d", "5e4e", "5e4f", "5e5d", "5e6d", "5e6e", "5e6f"}));
        // Entering the zone it may promote or not; the Crown Prince moves as a King.
        play(*p, QStringLiteral("5e5d"));
        play(*p, QStringLiteral("5a4a"));
        QCOMPARE(movesFrom(*p, QStringLiteral("5d")),
            QStringList({"5d4c", "5d4c+", "5d4d", "5d4e", "5d5c", "5d5c+", "5d6c", "5d6c+", "5d6d",
                "5d6e"}));
        play(*p, QStringLiteral("5d5c+"));
        QCOMPARE(p->variant().pieces[size_t(typeOf(p->at(fbtest::square(*p, "5c"))))].id,
            QStringLiteral("crown-prince"));
        QCOMPARE(p->royalCount(First), 2);
        play(*p, QStringLiteral("4a3a"));
        // The Prince is royal too: it may not step next to the enemy King (4b).
        QCOMPARE(movesFrom(*p, QStringLiteral("5c")),
            QStringList({"5c4c", "5c4d", "5c5b", "5c5d", "5c6b", "5c6c", "5c6d"}));
    }

    // A rook attacks the Crown Prince (5i) beside the King (6i).
    void crownPrinceUnderCheckRule()
    {
        const QString fen = QStringLiteral("4k4/9/9/9/4r4/9/9/9/3K+E4 w - - 0 1");
        auto p = sho(fen);
        QVERIFY(p);
        QVERIFY(p->inCheck(First));
        // The default protects every royal: the King may not leave the Prince attacked.
        QCOMPARE(movesFrom(*p, QStringLiteral("6i")), QStringList());
        QCOMPARE(movesFrom(*p, QStringLiteral("5i")), QStringList({"5i4h", "5i4i", "5i6h"}));

        // Capturing every royal: the King may go where it likes; losing the Prince (or the
        // King) alone does not end the game, losing both does.
        auto q = sho(fen, QStringLiteral("royal-capture"));
        QVERIFY(q);
        QCOMPARE(
            movesFrom(*q, QStringLiteral("6i")), QStringList({"6i5h", "6i6h", "6i7h", "6i7i"}));
        play(*q, QStringLiteral("6i6h"));
        play(*q, QStringLiteral("5e5i"));
        QVERIFY(!evaluateGame(*q).isOver());
        QCOMPARE(q->royalCount(First), 1);
        play(*q, QStringLiteral("6h5h"));
        play(*q, QStringLiteral("5i5h"));
        const GameResult r = evaluateGame(*q);
        QCOMPARE(r.statusName(), QStringLiteral("royal-captured"));
        QCOMPARE(r.winner, std::optional<Side>(Second));
    }

    // Captured pieces leave the game: no hands, no drops.
    void noDrops()
    {
        auto p = sho(QStringLiteral("4k4/9/9/4p4/4R4/9/9/9/4K4 w - - 0 1"));
        QVERIFY(p);
        play(*p, QStringLiteral("5e5d"));
        for (PieceType t = 0; t < PieceType(p->variant().pieces.size()); ++t)
            QCOMPARE(p->handCount(First, t), 0);
        play(*p, QStringLiteral("5a4a"));
        for (const QString& m : fbtest::legalMoves(*p))
            QVERIFY2(!m.contains(u'*'), qPrintable(m));
    }
};

QTEST_GUILESS_MAIN(TestShoShogi)
#include "tst_shoshogi.moc"
