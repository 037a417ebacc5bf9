// SPDX-License-Identifier: GPL-3.0-or-later
// The attack test and the predictions made without making a move: the attack rays (region-bound
// legs and per-type exclusions included) agree with the captures the generator makes, and
// Position::checkAfter, Position::givesCheckAfter, Position::keyAfter, RoyalExposure, CheckEvasion
// and RepetitionProbe agree with making the move, along random games.
#include "attacks.h"
#include "enginetest.h"
#include "repetitionprobe.h"

#include <QTest>
#include <random>

using namespace fb;

namespace {

constexpr int Games = 12;
constexpr int MaxPlies = 120;

// Plays `games` games from the start position of `id` under `profile` (random numbers seeded
// with `seed`), calling `visit` on every position reached; `pick(pos, legal, rng)` chooses each
// move among the legal ones.
template <typename Visit, typename Pick>
int playGames(
    const QString& id, const QString& profile, uint32_t seed, int games, Visit visit, Pick pick)
{
    std::optional<Position> start = fbtest::position(id, {}, profile);
    if (!start)
        return 0;
    std::mt19937 rng(seed);
    int positions = 0;
    for (int game = 0; game < games; ++game) {
        Position pos = *start;
        MoveList list;
        for (int ply = 0; ply < MaxPlies; ++ply) {
            visit(pos);
            ++positions;
            list.clear();
            MoveGenerator::generateLegal(pos, list);
            if (list.empty())
                break;
            pos.makeMove(pick(pos, list, rng));
        }
    }
    return positions;
}

// Plays random legal games from the start position of `id` (fixed seed), calling `visit` on
// every position reached.
template <typename Visit>
int playRandomGames(const QString& id, const QString& profile, Visit visit, int games = Games)
{
    return playGames(id, profile, 0xA77AC45u, games, visit,
        [](const Position&, const MoveList& list, std::mt19937& rng) -> const Move& {
            return list[rng() % list.size()];
        });
}

// Plays games from the start position of `id` (fixed seed) that often take back the mover's own
// last move (so that positions recur), calling `visit` on every position reached.
template <typename Visit> int playReturningGames(const QString& id, Visit visit, int games)
{
    return playGames(id, {}, 0x5E7E7u, games, visit,
        [](const Position& pos, const MoveList& list, std::mt19937& rng) -> const Move& {
            const Move* pick = &list[rng() % list.size()];
            if (pos.ply() >= 2 && rng() % 3 != 0) {
                const Move& own = pos.moveAt(pos.ply() - 2);
                for (const Move& m : list)
                    if (m.kind == MoveKind::Normal && own.kind == MoveKind::Normal
                        && m.from == own.to && m.to == own.from)
                        pick = &m;
            }
            return *pick;
        });
}

// Does a generated move of a piece of `by` capture on `target`?
bool capturedByGeneration(const Position& pos, Square target, Side by)
{
    for (PieceType t = 0; t < pos.variant().pieceCount(); ++t)
        if (pieceTypeAttacks(pos, t, by, target))
            return true;
    return false;
}

} // namespace

class TestAttacks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void raysAgreeWithGeneration_data();
    void raysAgreeWithGeneration();
    void janggiNeedsNoGeneration();
    void predictionsAgreeWithMaking_data();
    void predictionsAgreeWithMaking();
    void repetitionProbeAgreesWithMaking_data();
    void repetitionProbeAgreesWithMaking();
    void hasLegalMoveAgreesWithGeneration_data();
    void hasLegalMoveAgreesWithGeneration();
};

void TestAttacks::raysAgreeWithGeneration_data()
{
    QTest::addColumn<QString>("id");
    for (const char* id : {"chess", "xiangqi", "janggi", "shogi", "grand", "makruk", "minishogi"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

// On every piece of every position of random games: attacked by the rays exactly when a
// generated move of the other side captures it.
void TestAttacks::raysAgreeWithGeneration()
{
    QFETCH(QString, id);
    int tested = 0, attacked = 0;
    const int positions = playRandomGames(id, {}, [&](const Position& pos) {
        for (Square s : pos.geometry().squares()) {
            const Piece p = pos.at(s);
            if (!isPiece(p) || s == pos.epVictim()) // en passant takes no royal: not a ray
                continue;
            const Side by = opposite(sideOf(p));
            const bool rays = pos.isAttacked(s, by);
            if (rays != capturedByGeneration(pos, s, by))
                QFAIL(qPrintable(QStringLiteral("%1: the piece on %2 of %3 is %4 by the rays")
                        .arg(id, pos.geometry().squareName(s), writeFen(pos),
                            rays ? QStringLiteral("attacked") : QStringLiteral("not attacked"))));
            ++tested;
            attacked += rays;
        }
    });
    QVERIFY(positions > Games * 20);
    QVERIFY(attacked > tested / 50); // the games had captures to find
}

// Janggi's region moves (palace diagonals) and the cannon's exclusions are rays: the attack
// test never generates moves, and legality may skip the test for moves off the royal's lines.
void TestAttacks::janggiNeedsNoGeneration()
{
    std::optional<Position> pos = fbtest::position(QStringLiteral("janggi"));
    QVERIFY(pos);
    const MoveTables& t = pos->variant().tables();
    QVERIFY(t.complexAttackers[First].empty());
    QVERIFY(t.complexAttackers[Second].empty());
    QVERIFY(!t.alwaysTestLegality);
    // The attack test may start from the attackers (MoveTables::reachStart): a piece names the
    // rays along which it could attack a square from where it stands, and only those.
    QVERIFY(t.reachCells > 0);
    auto raysFrom = [&](const char* at, const char* target) {
        const Square a = fbtest::square(*pos, QString::fromLatin1(at));
        const Square s = fbtest::square(*pos, QString::fromLatin1(target));
        const size_t entry = size_t(pos->at(a)) * size_t(t.reachCells)
            + size_t(t.reachCenter + t.reachCell[size_t(a)] - t.reachCell[size_t(s)]);
        return int(t.reachStart[entry + 1] - t.reachStart[entry]);
    };
    QCOMPARE(raysFrom("a1", "a5"), 1); // the chariot: its file's slide
    QCOMPARE(raysFrom("a1", "b3"), 0); // off its lines
    QCOMPARE(raysFrom("b1", "c3"), 1); // the horse: its lame leap
    QCOMPARE(raysFrom("b1", "c4"), 0);
    // A cannon may not hop over a cannon: no check through the other side's cannon.
    std::optional<Position> screened = fbtest::position(
        QStringLiteral("janggi"), QStringLiteral("4k4/9/4c4/9/9/9/9/4C4/9/4K4 w - - 0 1"));
    QVERIFY(screened);
    QVERIFY(!screened->inCheck(Second));
    std::optional<Position> checked = fbtest::position(
        QStringLiteral("janggi"), QStringLiteral("4k4/9/4r4/9/9/9/9/4C4/9/4K4 w - - 0 1"));
    QVERIFY(checked);
    QVERIFY(checked->inCheck(Second));
    // The palace diagonal: a chariot on d1 attacks f3 through e2, and not e3 (no diagonal).
    std::optional<Position> palace = fbtest::position(
        QStringLiteral("janggi"), QStringLiteral("3k5/9/9/9/9/9/9/5K3/9/3r5 b - - 0 1"));
    QVERIFY(palace);
    QVERIFY(palace->isAttacked(fbtest::square(*palace, QStringLiteral("f3")), Second));
    QVERIFY(!palace->isAttacked(fbtest::square(*palace, QStringLiteral("e3")), Second));
}

void TestAttacks::predictionsAgreeWithMaking_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("profile");
    QTest::addColumn<int>("games");
    for (const char* id :
        {"chess", "crazyhouse", "shogi", "xiangqi", "janggi", "kyotoshogi", "grand", "capablanca"})
        QTest::newRow(id) << QString::fromLatin1(id) << QString() << Games;
    // Chu's 200 moves a position: fewer games (the sanitizer build runs them too).
    QTest::newRow("chushogi") << QStringLiteral("chushogi") << QString() << Games / 4;
    QTest::newRow("chushogi-lishogi")
        << QStringLiteral("chushogi") << QStringLiteral("lishogi") << Games / 4;
}

// For every pseudo-legal move of random games: the check and facing verdicts of checkAfter and
// givesCheckAfter and the key of keyAfter are those of the position makeMove reaches.
void TestAttacks::predictionsAgreeWithMaking()
{
    QFETCH(QString, id);
    QFETCH(QString, profile);
    QFETCH(int, games);
    int checks = 0, keys = 0, inCheck = 0, exposures = 0, evasionsRefused = 0, givesCheck = 0;
    playRandomGames(
        id, profile,
        [&](const Position& reached) {
            Position pos = reached;
            const Side us = pos.sideToMove();
            const bool hands = pos.variant().rules.hands.enabled;
            std::optional<RoyalExposure> exposure;
            if (pos.royalCount(us) == 1 && !pos.inCheck(us)
                && pos.variant().tables().complexAttackers[opposite(us)].empty())
                exposure.emplace(pos);
            // CheckEvasion's contract: one royal, in check, no complex attackers.
            std::optional<CheckEvasion> evasion;
            if (pos.royalCount(us) == 1 && pos.inCheck(us)
                && pos.variant().tables().complexAttackers[opposite(us)].empty())
                evasion.emplace(pos);
            MoveList list;
            MoveGenerator::generatePseudoLegal(pos, list);
            for (const Move& m : list) {
                const std::optional<Position::AfterMove> after = pos.checkAfter(m, true);
                const std::optional<bool> gives = pos.givesCheckAfter(m);
                // RoyalExposure's contract: one royal, not in check, no complex attackers.
                std::optional<bool> exposed;
                const bool royalMoves = m.from != NoSquare && isPiece(pos.at(m.from))
                    && pos.variant().pieces[size_t(typeOf(pos.at(m.from)))].royal;
                if (exposure && !royalMoves)
                    exposed = exposure->exposes(pos, m);
                const bool leavesCheck = evasion && !royalMoves && evasion->leavesCheck(m);
                const std::optional<Position::KeyAfterMove> key = pos.keyAfter(m);
                const QString text = coordinateText(pos, m);
                const QString fen = writeFen(pos);
                pos.makeMove(m);
                if (after) {
                    ++checks;
                    inCheck += after->inCheck;
                    if (after->inCheck != pos.inCheck(us) || after->royalsFace != pos.royalsFace())
                        QFAIL(qPrintable(QStringLiteral("checkAfter(%1) in %2").arg(text, fen)));
                }
                if (gives) {
                    givesCheck += *gives;
                    if (*gives != pos.inCheck(opposite(us)))
                        QFAIL(
                            qPrintable(QStringLiteral("givesCheckAfter(%1) in %2").arg(text, fen)));
                }
                if (exposed && m.kind == MoveKind::Normal) {
                    ++exposures;
                    if (*exposed != pos.inCheck(us))
                        QFAIL(qPrintable(QStringLiteral("exposesRoyal(%1) in %2").arg(text, fen)));
                }
                if (leavesCheck) {
                    ++evasionsRefused;
                    if (!pos.inCheck(us))
                        QFAIL(qPrintable(QStringLiteral("leavesCheck(%1) in %2").arg(text, fen)));
                }
                if (key && (hands || !key->resetsClock)) {
                    ++keys;
                    if (key->key != pos.key())
                        QFAIL(qPrintable(QStringLiteral("keyAfter(%1) in %2").arg(text, fen)));
                }
                if (key && key->resetsClock != (pos.halfmoveClock() == 0))
                    QFAIL(qPrintable(QStringLiteral("resetsClock of %1 in %2").arg(text, fen)));
                pos.unmakeMove();
            }
        },
        games);
    QVERIFY(checks > 1000);
    QVERIFY(keys > 1000);
    std::optional<Position> start = fbtest::position(id, {}, profile);
    QVERIFY(start);
    if (start->variant().rules.checkRule) {
        QVERIFY(inCheck > 0); // some moves were refused for check
        QVERIFY(exposures > 500);
        QVERIFY(evasionsRefused > 50);
        QVERIFY(givesCheck > 0); // some moves were found to give check
    }
}

void TestAttacks::repetitionProbeAgreesWithMaking_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("games");
    for (const char* id : {"chess", "shogi", "xiangqi", "crazyhouse"})
        QTest::newRow(id) << QString::fromLatin1(id) << Games;
    QTest::newRow("chushogi") << QStringLiteral("chushogi") << Games / 4;
}

// For every pseudo-legal move of games that go back and forth: RepetitionProbe says a move
// repeats an earlier position exactly when making it reaches one; the occupied sets are the
// board's pieces.
void TestAttacks::repetitionProbeAgreesWithMaking()
{
    QFETCH(QString, id);
    QFETCH(int, games);
    int moves = 0, repeating = 0;
    playReturningGames(
        id,
        [&](const Position& reached) {
            Position pos = reached;
            for (Side side : {First, Second})
                for (Square s : pos.geometry().squares())
                    if (pos.occupied(side).contains(s)
                        != (isPiece(pos.at(s)) && sideOf(pos.at(s)) == side))
                        QFAIL(qPrintable(QStringLiteral("occupied in %1").arg(writeFen(pos))));
            const RepetitionProbe probe(pos);
            MoveList list;
            MoveGenerator::generatePseudoLegal(pos, list);
            for (const Move& m : list) {
                const bool predicted = probe.repeats(pos, m);
                pos.makeMove(m);
                const bool made = MoveGenerator::earlierOccurrences(pos) > 0;
                pos.unmakeMove();
                if (predicted != made)
                    QFAIL(qPrintable(QStringLiteral("repeats(%1) in %2 is %3")
                            .arg(coordinateText(pos, m), writeFen(pos),
                                predicted ? QStringLiteral("true") : QStringLiteral("false"))));
                ++moves;
                repeating += made;
            }
        },
        games);
    QVERIFY(moves > 1000);
    QVERIFY(repeating > 20); // the games went back and forth
}

void TestAttacks::hasLegalMoveAgreesWithGeneration_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("reachesNoMove"); // these games reach positions without a move
    for (const char* id : {"chess", "minishogi", "crazyhouse", "xiangqi", "janggi"})
        QTest::newRow(id) << QString::fromLatin1(id) << true;
    QTest::newRow("shogi") << QStringLiteral("shogi") << false;
}

// After every pseudo-legal move of random games (so in many positions in check, and after
// drops that may mate): hasLegalMove, which tests the royal's moves first and skips the moves
// CheckEvasion refuses, says yes exactly when generateLegal finds a move.
void TestAttacks::hasLegalMoveAgreesWithGeneration()
{
    QFETCH(QString, id);
    QFETCH(bool, reachesNoMove);
    int tested = 0, inCheck = 0, noMove = 0;
    playRandomGames(
        id, {},
        [&](const Position& reached) {
            Position pos = reached;
            MoveList list, legal;
            MoveGenerator::generatePseudoLegal(pos, list);
            for (const Move& m : list) {
                pos.makeMove(m);
                legal.clear();
                MoveGenerator::generateLegal(pos, legal);
                if (MoveGenerator::hasLegalMove(pos) == legal.empty())
                    QFAIL(qPrintable(QStringLiteral("hasLegalMove after %1 in %2")
                            .arg(coordinateText(reached, m), writeFen(reached))));
                ++tested;
                inCheck += pos.inCheck(pos.sideToMove());
                noMove += legal.empty();
                pos.unmakeMove();
            }
        },
        Games / 2);
    QVERIFY(tested > 1000);
    QVERIFY(inCheck > 50); // the check path was taken
    if (reachesNoMove)
        QVERIFY(noMove > 0); // and some positions had no move: both answers were compared
}

QTEST_GUILESS_MAIN(TestAttacks)
#include "tst_attacks.moc"
