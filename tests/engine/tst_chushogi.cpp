// SPDX-License-Identifier: GPL-3.0-or-later
// Chu Shogi: Lion-trading rules, promotion rule sets, multi-leg notation and turn building.
// Test vectors from ../shared/rules/chu-shogi.md (sections 5.4 and 6.6).
#include "enginetest.h"
#include "gamestate.h"
#include "turnbuilder.h"

#include <QTest>

using namespace fb;

class TestChuShogi : public QObject
{
    Q_OBJECT

    static std::optional<Position> chu(const QString& profile, const QString& sfen)
    {
        const VariantPtr v = fbtest::bundled().variant(QStringLiteral("chushogi"), profile);
        if (!v)
            return std::nullopt;
        // The Lion-trading cases are lishogi's kingless boards: positions no game reaches.
        return readFen(v, sfen, nullptr, ImpossiblePositions::Allow);
    }
    static bool legal(Position& p, const QString& usi) { return parseUsi(p, usi).has_value(); }

    static void play(Position& p, const QString& usi)
    {
        const auto m = parseUsi(p, usi);
        QVERIFY2(m, qPrintable(usi));
        p.makeMove(*m);
    }

private Q_SLOTS:
    // A gold declines promotion on entering the zone; may it promote by a later non-capture
    // inside the zone? HaChu (default): never; Wikipedia: from the side's next turn but one;
    // MSM: once it has moved again.
    void deferredPromotion_data()
    {
        QTest::addColumn<QString>("profile");
        QTest::addColumn<bool>("rightAfter"); // on the side's very next turn
        QTest::addColumn<bool>("afterForcedDeferral"); // after one more move of the gold
        QTest::addColumn<bool>("afterOtherMove"); // after a move of another piece
        QTest::newRow("hachu") << QString() << false << false << false;
        QTest::newRow("wikipedia") << QStringLiteral("wikipedia") << false << true << true;
        QTest::newRow("msm") << QStringLiteral("msm") << false << true << false;
    }
    void deferredPromotion()
    {
        QFETCH(QString, profile);
        QFETCH(bool, rightAfter);
        QFETCH(bool, afterForcedDeferral);
        QFETCH(bool, afterOtherMove);
        const QString sfen = QStringLiteral("11k/12/12/12/4G7/12/12/12/12/12/12/K11 b - 1");
        auto p = chu(profile, sfen);
        QVERIFY(p);
        QVERIFY(legal(*p, QStringLiteral("8e8d+"))); // entering: always offered
        play(*p, QStringLiteral("8e8d"));
        play(*p, QStringLiteral("1a1b"));
        QCOMPARE(legal(*p, QStringLiteral("8d8c+")), rightAfter);
        play(*p, QStringLiteral("8d8c"));
        play(*p, QStringLiteral("1b1a"));
        QCOMPARE(legal(*p, QStringLiteral("8c8b+")), afterForcedDeferral);

        auto q = chu(profile, sfen);
        play(*q, QStringLiteral("8e8d"));
        play(*q, QStringLiteral("1a1b"));
        play(*q, QStringLiteral("12l12k"));
        play(*q, QStringLiteral("1b1a"));
        QCOMPARE(legal(*q, QStringLiteral("8d8c+")), afterOtherMove);
        // A capture inside the zone may always promote.
        auto c = chu(profile, QStringLiteral("11k/12/4p7/4G7/12/12/12/12/12/12/12/K11 b - 1"));
        QVERIFY(legal(*c, QStringLiteral("8d8c+")));
    }

    // The association's bare king: the bared side gets one move; still bare after it, it has
    // lost; baring the other side back draws. Without the rule the game goes on.
    void bareKing()
    {
        auto p = chu(QStringLiteral("association"),
            QStringLiteral("11k/12/11G/12/12/12/12/12/12/12/12/K11 w - 1"));
        QVERIFY(p);
        QVERIFY(!evaluateGame(*p).isOver()); // gote, bare, has its chance
        play(*p, QStringLiteral("1a2a"));
        GameResult r = evaluateGame(*p);
        QCOMPARE(r.statusName(), QStringLiteral("bare-king"));
        QCOMPARE(r.winner, std::optional<Side>(First));

        auto back = chu(QStringLiteral("association"),
            QStringLiteral("11k/11G/12/12/12/12/12/12/12/12/12/K11 w - 1"));
        play(*back, QStringLiteral("1a1b"));
        r = evaluateGame(*back);
        QCOMPARE(r.statusName(), QStringLiteral("bare-king"));
        QVERIFY(!r.winner);

        auto plain = chu(QString(), QStringLiteral("11k/12/11G/12/12/12/12/12/12/12/12/K11 w - 1"));
        play(*plain, QStringLiteral("1a2a"));
        QVERIFY(!evaluateGame(*plain).isOver());
    }

    void lionTrading_data()
    {
        QTest::addColumn<QString>("sfen");
        QTest::addColumn<QString>("before"); // a move played first, or empty
        QTest::addColumn<QString>("move");
        QTest::addColumn<bool>("hachu");
        QTest::addColumn<bool>("lishogi");
        // clang-format off
        QTest::newRow("A: adjacent lion, double capture") << "12/12/12/12/7g4/6n5/5N6/12/12/12/12/12 b - 1" << "" << "7g6f5e" << true << true;
        QTest::newRow("B: lance protects") << "12/12/12/12/4B2l4/4S7/5N6/7n4/12/12/12/12 b - 1" << "" << "7g5h" << false << false;
        QTest::newRow("B: non-lion victim") << "12/12/12/12/4B2l4/4S7/5N6/7n4/12/12/12/12 b - 1" << "" << "7g5e" << true << true;
        QTest::newRow("B: silver protects (gote)") << "12/12/12/12/4B2l4/4S7/5N6/7n4/12/12/12/12 w - 1" << "" << "5h7g" << false << false;
        QTest::newRow("B: x-ray bishop") << "12/12/12/12/3n8/12/5N6/5P6/7b4/12/12/12 b - 1" << "" << "7g9e" << false << false;
        QTest::newRow("B: unprotected") << "12/12/12/12/3n1H6/3sp7/5N6/5P6/1k5b4/12/12/11K b - 1" << "" << "7g9e" << true << true;
        QTest::newRow("B: pawn bridge worthless") << "12/12/12/12/3n1H6/3sp7/5N6/5P6/1k5b4/12/12/11K b - 1" << "" << "7g8f9e" << false << false;
        QTest::newRow("B: pawn protects") << "12/12/12/12/12/4N7/4p7/4n7/12/12/12/12 b - 1" << "" << "8f8h" << false << false;
        QTest::newRow("B: bridge pawn as protector") << "12/12/12/12/12/4N7/4p7/4n7/12/12/12/12 b - 1" << "" << "8f8g8h" << true << false;
        QTest::newRow("B: silver protects") << "12/12/12/12/6+o1r3/4gi6/6N5/7s4/8n3/12/12/12 b - 1" << "" << "6g4i" << false << false;
        QTest::newRow("B: valuable bridge") << "12/12/12/12/6+o1r3/4gi6/6N5/7s4/8n3/12/12/12 b - 1" << "" << "6g5h4i" << true << true;
        QTest::newRow("B: go-between bridge") << "12/12/12/12/6+o1r3/4gi6/6N5/7s4/8n3/12/12/12 b - 1" << "" << "6g7f6e" << false << false;
        QTest::newRow("B: lion's jump protects") << "12/12/3l8/12/3b4+o3/6n5/4N7/6R5/7K4/12/12/12 b - 1" << "" << "8g6f" << false << false;
        QTest::newRow("C: same square") << "12/12/12/12/12/4r7/12/12/5o3n1n/4N6P/12/6B5 w - 1" << "7i8j+" << "6l8j" << false << true;
        QTest::newRow("C: counter-strike") << "12/12/12/12/12/4r7/12/12/5o3n1n/4N6P/12/6B5 w - 1" << "8f8j" << "6l3i" << false << false;
        QTest::newRow("C: after a pass") << "12/12/12/12/12/4r7/12/12/5o3n1n/4N6P/12/6B5 w - 1" << "3i4i3i" << "6l3i" << true << true;
        QTest::newRow("C: falcon second leg") << "k11/12/12/12/6n5/6P5/12/5+h6/12/5N6/12/11K b - 1" << "6f6e" << "7h7i7j" << false << false;
        QTest::newRow("C: falcon first leg only") << "k11/12/12/12/6n5/6P5/12/5+h6/12/5N6/12/11K b - 1" << "6f6e" << "7h7i" << true << true;
        // clang-format on
    }

    void lionTrading()
    {
        QFETCH(QString, sfen);
        QFETCH(QString, before);
        QFETCH(QString, move);
        QFETCH(bool, hachu);
        QFETCH(bool, lishogi);
        for (const auto& [profile, expected] :
            {std::pair{QString(), hachu}, std::pair{QStringLiteral("lishogi"), lishogi}}) {
            std::optional<Position> p = chu(profile, sfen);
            QVERIFY(p);
            if (!before.isEmpty()) {
                const auto m = parseUsi(*p, before);
                QVERIFY2(m, qPrintable(before));
                p->makeMove(*m);
            }
            QVERIFY2(legal(*p, move) == expected,
                qPrintable(QStringLiteral("%1 under %2")
                        .arg(move, profile.isEmpty() ? QStringLiteral("hachu") : profile)));
            QCOMPARE(p->key(), p->computeKey());
        }
    }

    // Okazaki: after a Lion trade, an unprotected Lion may still be taken by a non-Lion.
    void okazaki()
    {
        const QString sfen = QStringLiteral("12/12/12/12/12/4r7/12/12/5o3n2/4N6P/12/6B5 w - 1");
        for (const auto& [profile, expected] :
            {std::pair{QString(), false}, std::pair{QStringLiteral("okazaki"), true}}) {
            std::optional<Position> p = chu(profile, sfen);
            QVERIFY(p);
            p->makeMove(*parseUsi(*p, QStringLiteral("8f8j"))); // the rook takes the Lion
            QVERIFY(p->lionCaptureSquare() != NoSquare);
            QCOMPARE(legal(*p, QStringLiteral("6l3i")), expected);
        }
        // A protected Lion stays out of reach even with the amendment.
        std::optional<Position> q = chu(QStringLiteral("okazaki"),
            QStringLiteral("12/12/12/12/12/4r7/12/12/5o3n1n/4N6P/12/6B5 w - 1"));
        QVERIFY(q);
        q->makeMove(*parseUsi(*q, QStringLiteral("8f8j")));
        QVERIFY(!legal(*q, QStringLiteral("6l3i")));
    }

    void promotion_data()
    {
        QTest::addColumn<QString>("move");
        QTest::addColumn<bool>("hachu");
        QTest::addColumn<bool>("lishogi");
        QTest::newRow("capture in zone") << "7c8b+" << true << true;
        QTest::newRow("non-capture inside zone") << "7c6b+" << false << false;
        QTest::newRow("declined") << "7c6b" << true << true;
        QTest::newRow("pawn to last rank promotes") << "7b7a+" << false << true;
        QTest::newRow("pawn to last rank stays") << "7b7a" << true << true;
        QTest::newRow("entering") << "5e5c+" << true << true;
        QTest::newRow("capture leaving zone") << "11c11f+" << true << true;
    }

    void promotion()
    {
        QFETCH(QString, move);
        QFETCH(bool, hachu);
        QFETCH(bool, lishogi);
        const QString sfen
            = QStringLiteral("10p1/2I1pP2p1LL/1Rp1PB2LL2/12/7L4/1p10/12/12/11k/12/11K/12 b - 1");
        std::optional<Position> h = chu({}, sfen);
        std::optional<Position> l = chu(QStringLiteral("lishogi"), sfen);
        QVERIFY(h && l);
        QCOMPARE(legal(*h, move), hachu);
        QCOMPARE(legal(*l, move), lishogi);
    }

    // A Lion can capture without moving (igui) and pass; notation writes every square.
    void iguiAndNotation()
    {
        std::optional<Position> p
            = chu({}, QStringLiteral("12/12/12/12/12/12/5n6/5N6/12/12/12/12 b - 1"));
        QVERIFY(p);
        const QStringList moves = fbtest::legalMoves(*p);
        QVERIFY(moves.contains(QStringLiteral("7h7g7h"))); // igui
        QVERIFY(moves.contains(QStringLiteral("7h8h7h"))); // pass by stepping out and back
        QVERIFY(moves.contains(QStringLiteral("7h7g6f"))); // hit and run
        const auto igui = parseCoordinate(*p, QStringLiteral("7h7g7h"));
        QVERIFY(igui);
        QCOMPARE(igui->to, igui->from);
        QCOMPARE(int(igui->victimCount), 1);
        QCOMPARE(usiText(*p, *igui), QStringLiteral("7h7g7h"));
        QCOMPARE(sanText(*p, *igui), QStringLiteral("Nx7g-7h"));
        const auto run = parseCoordinate(*p, QStringLiteral("7h7g6f"));
        QVERIFY(run);
        QCOMPARE(sanText(*p, *run), QStringLiteral("Nx7g-6f"));
        QCOMPARE(usiText(*p, *run), QStringLiteral("7h7g6f"));
        // Each notation reads back to the same move.
        QVERIFY(parseSan(*p, QStringLiteral("Nx7g-6f"))->sameTurn(*run));
        QVERIFY(parseUsi(*p, QStringLiteral("7h7g6f"))->sameTurn(*run));
        QVERIFY(parseSan(*p, QStringLiteral("Nx7g-7h"))->sameTurn(*igui));
        p->makeMove(*igui);
        QCOMPARE(p->key(), p->computeKey());
        QCOMPARE(writeFen(*p), QStringLiteral("12/12/12/12/12/12/12/5N6/12/12/12/12 b - - 0 1"));
        p->unmakeMove();
    }

    // Turn building: the Lion, then its first step; the board learns what may follow.
    void turnBuilder()
    {
        std::optional<Position> p
            = chu({}, QStringLiteral("12/12/12/12/12/12/5n6/5N6/12/12/12/12 b - 1"));
        QVERIFY(p);
        MoveList legal;
        MoveGenerator::generateLegal(*p, legal);
        TurnBuilder t(legal);
        const Square s7h = fbtest::square(*p, QStringLiteral("7h"));
        const Square s7g = fbtest::square(*p, QStringLiteral("7g"));
        const Square s8h = fbtest::square(*p, QStringLiteral("8h"));
        const Square s6f = fbtest::square(*p, QStringLiteral("6f"));
        QVERIFY(t.begin(s7h));
        QVERIFY(!t.canStop());
        QVERIFY(t.add(s7g)); // capture the enemy Lion with the first step
        QVERIFY(t.canStop()); // the plain capture ends here
        QVERIFY(t.canContinue());
        QList<Square> next;
        for (const auto& target : t.nextTargets())
            next << target.square;
        QVERIFY(next.contains(s7h)); // igui
        QVERIFY(next.contains(s6f)); // hit and run
        QVERIFY(!next.contains(s7g));
        QVERIFY(t.add(s6f));
        QCOMPARE(int(t.completeMoves().size()), 1);
        QCOMPARE(coordinateText(*p, t.completeMoves().front()), QStringLiteral("7h7g6f"));
        QVERIFY(t.back());
        QVERIFY(t.back());
        QVERIFY(t.add(s8h)); // an empty square: stop there, or step back (pass)
        QVERIFY(t.canStop());
        QCOMPARE(int(t.nextTargets().size()), 1);
        QCOMPARE(t.nextTargets().front().square, s7h);
        QVERIFY(!t.add(s6f));
    }

    // The game ends when a side loses its last royal; the Crown Prince counts.
    void royals()
    {
        std::optional<Position> p
            = chu({}, QStringLiteral("5k6/5G6/12/12/12/12/12/12/12/12/12/5K1+E4 b - 1"));
        QVERIFY(p);
        QVERIFY(legal(*p, QStringLiteral("7b7a")));
        p->makeMove(*parseUsi(*p, QStringLiteral("7b7a")));
        const GameResult r = evaluateGame(*p);
        QCOMPARE(r.status, GameStatus::RoyalCaptured);
        QCOMPARE(*r.winner, First);
        QVERIFY(fbtest::legalMoves(*p).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestChuShogi)
#include "tst_chushogi.moc"
