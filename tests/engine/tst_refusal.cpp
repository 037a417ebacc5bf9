// SPDX-License-Identifier: GPL-3.0-or-later
// Why a move is illegal: a real position and move of the bundled presets for every reason
// fb::whyIllegal gives, and the words for it.
#include "enginetest.h"
#include "refusal.h"

#include <QTest>

using namespace fb;

namespace {

// The reason `move` (coordinate notation, after the legal moves `before`) is refused in
// `fen` of `preset` under `profile`; "legal" when it is not, "unwritable" when no proposed
// move has that text.
QString reason(const QString& preset, const QString& fen, const QString& before,
    const QString& move, const QString& profile = {})
{
    std::optional<Position> p = fbtest::position(preset, fen, profile);
    if (!p)
        return QStringLiteral("bad position");
    for (const QString& b : before.split(u' ', Qt::SkipEmptyParts)) {
        const std::optional<Move> m = parseCoordinate(*p, b);
        if (!m)
            return QStringLiteral("illegal earlier move ") + b;
        p->makeMove(*m);
    }
    const quint64 key = p->key();
    const std::optional<Move> m = proposedMove(*p, move);
    if (!m)
        return QStringLiteral("unwritable");
    const std::optional<Refusal> r = whyIllegal(*p, *m);
    if (p->key() != key || p->key() != p->computeKey())
        return QStringLiteral("position changed");
    return r ? refusalId(*r) : QStringLiteral("legal");
}

} // namespace

class TestRefusal : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reasons_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("profile");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("move");
        QTest::addColumn<QString>("expected");
        // clang-format off
        const QString chessStart = QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        const QString foolsMate = QStringLiteral("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        QTest::newRow("chess: a legal move") << "chess" << "" << chessStart << "" << "e2e4" << "legal";
        QTest::newRow("chess: no such move") << "chess" << "" << chessStart << "" << "e2e5" << "unwritable";
        QTest::newRow("chess: the other side's piece") << "chess" << "" << chessStart << "" << "e7e5" << "not-your-turn";
        QTest::newRow("chess: pinned bishop") << "chess" << "" << "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1" << "" << "e2d3" << "royal-in-check";
        QTest::newRow("chess: king into check") << "chess" << "" << "4k3/5r2/8/8/8/8/8/4K3 w - - 0 1" << "" << "e1f1" << "royal-in-check";
        QTest::newRow("chess: stays in check") << "chess" << "" << "4k3/4r3/8/8/8/8/P7/4K3 w - - 0 1" << "" << "a2a3" << "royal-in-check";
        QTest::newRow("chess: promotion declined") << "chess" << "" << "8/4P3/8/8/8/8/k7/4K3 w - - 0 1" << "" << "e7e8" << "promotion-mandatory";
        QTest::newRow("chess: a pass") << "chess" << "" << chessStart << "" << "@@@@" << "pass-not-allowed";
        QTest::newRow("chess: game over") << "chess" << "" << foolsMate << "" << "e2e4" << "game-over";
        QTest::newRow("crazyhouse: pawn on the first rank") << "crazyhouse" << "" << "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1" << "" << "P@a1" << "drop-outside-region";
        QTest::newRow("xiangqi: flying general") << "xiangqi" << "" << "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1" << "" << "d1e1" << "royals-face";
        QTest::newRow("shogi: nifu") << "shogi" << "" << "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[P] w - - 0 1" << "" << "P*5e" << "nifu";
        QTest::newRow("shogi: uchifuzume") << "shogi" << "" << "7lk/7n1/8G/9/9/9/9/9/4K4[P] w - - 0 1" << "" << "P*1b" << "uchifuzume";
        QTest::newRow("shogi: drop leaves no move") << "shogi" << "" << "8k/9/8G/9/9/9/9/9/4K4[P] w - - 0 1" << "" << "P*2b" << "drop-leaves-no-move";
        QTest::newRow("shogi mate-only: drop leaves no move") << "shogi" << "mate-only" << "8k/9/8G/9/9/9/9/9/4K4[P] w - - 0 1" << "" << "P*2b" << "legal";
        QTest::newRow("shogi: knight drop on the second rank") << "shogi" << "" << "8k/9/9/9/9/9/9/9/4K4[N] w - - 0 1" << "" << "N*5b" << "drop-immobile";
        QTest::newRow("shogi: knight drop on the last rank") << "shogi" << "" << "8k/9/9/9/9/9/9/9/4K4[N] w - - 0 1" << "" << "N*5a" << "drop-immobile";
        QTest::newRow("shogi: no piece in hand") << "shogi" << "" << "8k/9/9/9/9/9/9/9/4K4[N] w - - 0 1" << "" << "P*5e" << "unwritable";
        QTest::newRow("shogi: pawn must promote") << "shogi" << "" << "k8/4P4/9/9/9/9/9/9/4K4[] w - - 0 1" << "" << "5b5a" << "must-promote-immobile";
        QTest::newRow("shogi: promotion outside the zone") << "shogi" << "" << "k8/9/9/9/9/4P4/9/9/4K4[] w - - 0 1" << "" << "5f5e+" << "promotion-outside-zone";
        QTest::newRow("euroshogi: rook must promote") << "euroshogi" << "" << "7k/8/8/8/8/8/8/R3K3[] w - - 0 1" << "" << "8h8a" << "promotion-mandatory";
        QTest::newRow("makpong: the king may not flee check") << "makpong" << "" << "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1" << "" << "e1d1" << "royal-flees-check";
        QTest::newRow("makpong: it may take the checker") << "makpong" << "" << "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1" << "" << "e1e2" << "legal";
        QTest::newRow("makpong: other pieces block as usual") << "makpong" << "" << "4k3/8/8/8/8/4r3/3R4/4K3 w - - 0 1" << "" << "d2e2" << "legal";
        QTest::newRow("makruk: the king may flee") << "makruk" << "" << "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1" << "" << "e1d1" << "legal";
        QTest::newRow("janggi: pass in check") << "janggi" << "" << "4r4/3k5/9/9/9/9/9/9/4K4/R8 w - - 0 1" << "" << "@@@@" << "pass-not-now";
        QTest::newRow("janggi: bikjang not broken") << "janggi" << "" << "9/4k4/9/9/9/R8/9/9/4K4/9 w - - 0 1" << "" << "a5a6" << "bikjang-not-broken";
        QTest::newRow("janggi: after two passes") << "janggi" << "" << "9/3k5/9/9/9/9/9/9/4K4/R8 w - - 0 1" << "@@@@ @@@@" << "a1a2" << "game-over";
        const QString adjacent = QStringLiteral("12/12/12/12/7g4/6n5/5N6/12/12/12/12/12 b - 1");
        const QString lanceProtects = QStringLiteral("12/12/12/12/4B2l4/4S7/5N6/7n4/12/12/12/12 b - 1");
        const QString pawnBridge = QStringLiteral("12/12/12/12/3n1H6/3sp7/5N6/5P6/1k5b4/12/12/11K b - 1");
        const QString counter = QStringLiteral("12/12/12/12/12/4r7/12/12/5o3n1n/4N6P/12/6B5 w - 1");
        QTest::newRow("chu A: an adjacent Lion may be taken") << "chushogi" << "" << adjacent << "" << "7g6f5e" << "legal";
        QTest::newRow("chu B: a protected distant Lion") << "chushogi" << "" << lanceProtects << "" << "7g5h" << "lion-distant-protected";
        QTest::newRow("chu B: over a worthless bridge") << "chushogi" << "" << pawnBridge << "" << "7g8f9e" << "lion-worthless-bridge";
        QTest::newRow("chu C: counter-strike") << "chushogi" << "" << counter << "8f8j" << "6l3i" << "lion-counter-strike";
        const QString gold = QStringLiteral("11k/12/12/12/4G7/12/12/12/12/12/12/K11 b - 1");
        QTest::newRow("chu hachu: deferred promotion") << "chushogi" << "" << gold << "8e8d 1a1b" << "8d8c+" << "promotion-deferred";
        QTest::newRow("chu msm: deferred promotion") << "chushogi" << "msm" << gold << "8e8d 1a1b" << "8d8c+" << "promotion-deferred";
        QTest::newRow("chu msm: after moving again") << "chushogi" << "msm" << gold << "8e8d 1a1b 8d8c 1b1a" << "8c8b+" << "legal";
        QTest::newRow("chu: repetition is forbidden") << "chushogi" << "" << gold << "12l12k 1a1b 12k12l" << "1b1a" << "repetition";
        QTest::newRow("chu: no check rule, no pass") << "chushogi" << "" << gold << "" << "@@@@" << "pass-not-allowed";
        // clang-format on
    }

    void reasons()
    {
        QFETCH(QString, preset);
        QFETCH(QString, profile);
        QFETCH(QString, fen);
        QFETCH(QString, before);
        QFETCH(QString, move);
        QFETCH(QString, expected);
        QCOMPARE(reason(preset, fen, before, move, profile), expected);
    }

    // Every reason has its own words, naming the variant's pieces where it speaks of them.
    void texts()
    {
        const VariantPtr chess = fbtest::bundled().variant(QStringLiteral("chess"));
        const VariantPtr shogi = fbtest::bundled().variant(QStringLiteral("shogi"));
        const VariantPtr janggi = fbtest::bundled().variant(QStringLiteral("janggi"));
        const VariantPtr chu = fbtest::bundled().variant(QStringLiteral("chushogi"));
        QVERIFY(chess && shogi && janggi && chu);
        QCOMPARE(refusalText(Refusal::RoyalInCheck, *chess),
            QStringLiteral("Your King would be in check."));
        QCOMPARE(refusalText(Refusal::PassNotNow, *janggi),
            QStringLiteral("You may not pass while your General is in check."));
        QCOMPARE(refusalText(Refusal::DropSecondOnFile, *shogi),
            QStringLiteral("You may not have two unpromoted Pawns on one file (nifu)."));
        QCOMPARE(refusalText(Refusal::DropMate, *shogi),
            QStringLiteral("A Pawn drop may not give checkmate (uchifuzume)."));
        QVERIFY(refusalText(Refusal::LionCounterStrike, *chu).contains(u"Lion"));
        QSet<QString> seen, ids;
        for (int r = 0; r <= int(Refusal::Repetition); ++r) {
            const QString text = refusalText(Refusal(r), *chu);
            QVERIFY2(!text.isEmpty() && !seen.contains(text), qPrintable(refusalId(Refusal(r))));
            seen.insert(text);
            QVERIFY(!ids.contains(refusalId(Refusal(r))));
            ids.insert(refusalId(Refusal(r)));
        }
        // Chu's three deferred-promotion rule sets are explained each in its own words.
        const VariantPtr msm
            = fbtest::bundled().variant(QStringLiteral("chushogi"), QStringLiteral("msm"));
        const VariantPtr wiki
            = fbtest::bundled().variant(QStringLiteral("chushogi"), QStringLiteral("wikipedia"));
        QVERIFY(msm && wiki);
        const QSet<QString> deferred{refusalText(Refusal::PromotionDeferred, *chu),
            refusalText(Refusal::PromotionDeferred, *msm),
            refusalText(Refusal::PromotionDeferred, *wiki)};
        QCOMPARE(deferred.size(), 3);
    }
};

QTEST_GUILESS_MAIN(TestRefusal)
#include "tst_refusal.moc"
