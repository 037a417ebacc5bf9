// SPDX-License-Identifier: GPL-3.0-or-later
// Range captures (pieces[].jumpRank, pieces[].rangeCapture, rules.rangeCaptureVictims): Tenjiku
// Shogi's generals on a small test board. The cases follow ../shared/rules/tenjiku-baseline.md
// (the rank hierarchy) and what HaChu 0.21 highlights in Tenjiku's start position
// (wip/issue-14/tenjiku-generals.md): a general passes friends and foes of lower rank, takes
// each enemy it reaches as a move of its own, never stops on an empty square after a jump, and
// a piece of its rank or above ends the line. The attack test, the legality shortcuts and the
// move words follow.
#include "attacks.h"
#include "enginetest.h"
#include "movewords.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <random>

using namespace fb;

namespace {

// A 9 x 9 board with Tenjiku's four generals and king (jump ranks 4 > 3 > 2 > 1), a Pawn, a
// Gold and a Silver (rank 0). The profile "lowerRank" is HaChu's reading: a range capture takes
// only a piece of a lower rank than the capturer's; "toEmpty" is Japanese Wikipedia's: a general
// may always jump, to an empty square beyond as well as to capture.
const char* const Generals = R"json({
  "id": "generals-test", "name": "Generals test", "family": "shogi",
  "board": { "files": 9, "ranks": 9 },
  "pieces": [
    { "id": "king", "name": "King", "letter": "K", "betza": "K", "royal": true, "jumpRank": 4 },
    { "id": "great", "name": "Great General", "letter": "A", "betza": "Q", "jumpRank": 3,
      "rangeCapture": "Q" },
    { "id": "vice", "name": "Vice General", "letter": "V", "betza": "B", "jumpRank": 2,
      "rangeCapture": "B" },
    { "id": "rookgeneral", "name": "Rook General", "letter": "R", "betza": "R", "jumpRank": 1,
      "rangeCapture": "R" },
    { "id": "bishopgeneral", "name": "Bishop General", "letter": "B", "betza": "B",
      "jumpRank": 1, "rangeCapture": "B" },
    { "id": "pawn", "name": "Pawn", "letter": "P", "betza": "fW" },
    { "id": "gold", "name": "Gold", "letter": "G", "betza": "WfF" },
    { "id": "silver", "name": "Silver", "letter": "S", "betza": "FfW" }
  ],
  "rules": { "moveCountLimit": 0 },
  "profiles": { "lowerRank": { "rules": { "rangeCaptureVictims": "lowerRank" } },
                "toEmpty": { "rules": { "rangeJumpToEmpty": true } } },
  "start": "gsbrkavsg/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/GSVAKRBSG w - - 0 1"
})json";

constexpr int Games = 8;
constexpr int MaxPlies = 150;

} // namespace

class TestRangeCapture : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    PresetRegistry m_registry;

    VariantPtr variant(const QString& profile = {})
    {
        return m_registry.variant(QStringLiteral("generals-test"), profile);
    }
    std::optional<Position> at(const QString& fen, const QString& profile = {})
    {
        const VariantPtr v = variant(profile);
        if (!v)
            return std::nullopt;
        return readFen(v, fen, nullptr, ImpossiblePositions::Allow);
    }
    // The pseudo-legal moves of the piece on `square`, as sorted coordinate texts.
    static QStringList movesFrom(const Position& pos, const char* square)
    {
        MoveList list;
        MoveGenerator::generateFrom(pos, fbtest::square(pos, QString::fromLatin1(square)), list);
        return fbtest::texts(pos, list);
    }
    // The legal moves of the side to move found the slow way: make each pseudo-legal move and
    // look for a move of the other side that lands on a royal of the mover.
    static QStringList legalByMaking(Position& pos)
    {
        const Side us = pos.sideToMove();
        MoveList list;
        MoveGenerator::generatePseudoLegal(pos, list);
        QStringList out;
        for (const Move& m : list) {
            const QString text = coordinateText(pos, m);
            pos.makeMove(m);
            MoveList replies;
            MoveGenerator::generatePseudoLegal(pos, replies);
            bool royalTaken = false;
            for (const Move& r : replies)
                royalTaken = royalTaken
                    || (r.kind == MoveKind::Normal && isPiece(pos.at(r.to))
                        && sideOf(pos.at(r.to)) == us
                        && pos.variant().pieces[size_t(typeOf(pos.at(r.to)))].royal);
            pos.unmakeMove();
            if (!royalTaken)
                out << text;
        }
        std::sort(out.begin(), out.end());
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString path = m_dir.filePath(QStringLiteral("generals.json"));
        QVERIFY(fbtest::writeFile(path, Generals));
        QCOMPARE(m_registry.addFile(path), QStringLiteral("generals-test"));
        QList<PresetDiagnostic> problems;
        QVERIFY(m_registry.variant(QStringLiteral("generals-test"), {}, &problems));
        QVERIFY(problems.isEmpty());
    }

    // HaChu's f4 Bishop General: over its own Pawn, then each enemy along the line, one move
    // each, the enemies passed staying on the board; no empty square after a jump. Here also a
    // friend (h8) between the victims.
    void friendsAndFoesAreJumped()
    {
        auto pos = at(QStringLiteral("k7g/7P1/6p2/9/4s4/3p5/9/1P7/B7K w - - 0 1"));
        QVERIFY(pos);
        const QStringList expected{QStringLiteral("a1d4"), QStringLiteral("a1e5"),
            QStringLiteral("a1g7"), QStringLiteral("a1i9")};
        QCOMPARE(movesFrom(*pos, "a1"), expected);
        // Each move takes only the piece it lands on.
        MoveList list;
        MoveGenerator::generateFrom(*pos, fbtest::square(*pos, QStringLiteral("a1")), list);
        for (const Move& m : list) {
            QCOMPARE(m.victimCount, 0);
            QVERIFY(MoveGenerator::isCapture(*pos, m));
        }
        const auto g7 = parseCoordinate(*pos, QStringLiteral("a1g7"));
        QVERIFY(g7);
        pos->makeMove(*g7);
        QCOMPARE(writeFen(*pos), QStringLiteral("k7g/7P1/6B2/9/4s4/3p5/9/1P7/8K b - - 0 1"));
        // Without a piece to jump the general only slides.
        auto open = at(QStringLiteral("k8/9/9/9/4s4/9/9/9/B7K w - - 0 1"));
        QVERIFY(open);
        QCOMPARE(movesFrom(*open, "a1"),
            QStringList({QStringLiteral("a1b2"), QStringLiteral("a1c3"), QStringLiteral("a1d4"),
                QStringLiteral("a1e5")}));
    }

    // rules.rangeJumpToEmpty (Japanese Wikipedia): the same line also ends on each empty square
    // beyond a jumped piece (c3 after its Pawn on b2, f6 between the victims), as a quiet move.
    void jumpsToEmptySquaresToo()
    {
        const QString fen = QStringLiteral("k7g/7P1/6p2/9/4s4/3p5/9/1P7/B7K w - - 0 1");
        auto pos = at(fen, QStringLiteral("toEmpty"));
        QVERIFY(pos);
        QCOMPARE(movesFrom(*pos, "a1"),
            QStringList({QStringLiteral("a1c3"), QStringLiteral("a1d4"), QStringLiteral("a1e5"),
                QStringLiteral("a1f6"), QStringLiteral("a1g7"), QStringLiteral("a1i9")}));
        const auto f6 = parseCoordinate(*pos, QStringLiteral("a1f6"));
        QVERIFY(f6);
        QVERIFY(!MoveGenerator::isCapture(*pos, *f6));
        pos->makeMove(*f6);
        QCOMPARE(writeFen(*pos), QStringLiteral("k7g/7P1/6p2/5B3/4s4/3p5/9/1P7/8K b - - 1 1"));
        // Its slide to the enemy Silver on e5, then over it to every empty square beyond.
        auto open
            = at(QStringLiteral("k8/9/9/9/4s4/9/9/9/B7K w - - 0 1"), QStringLiteral("toEmpty"));
        QVERIFY(open);
        QCOMPARE(movesFrom(*open, "a1"),
            QStringList({QStringLiteral("a1b2"), QStringLiteral("a1c3"), QStringLiteral("a1d4"),
                QStringLiteral("a1e5"), QStringLiteral("a1f6"), QStringLiteral("a1g7"),
                QStringLiteral("a1h8"), QStringLiteral("a1i9")}));
        const PieceWords words = MoveWords::describe(
            *pos->variantPtr(), pos->variant().pieceById(QStringLiteral("great")));
        QVERIFY(words.unworded.isEmpty());
        // "Moves" as for the plain slide: moving or capturing.
        QCOMPARE(words.moves.join(u' '),
            QStringLiteral("Moves any distance in any direction. Moves any distance in any "
                           "direction, jumping over one or more pieces of either side, each of a "
                           "lower rank than its own."));
    }

    // A piece of the mover's rank or above ends the line. Any victim (Wikipedia): it may still
    // be taken; lowerRank (HaChu: its g4 Rook General does not take the one on g13): not.
    void equalAndHigherRanksStopTheLine_data()
    {
        QTest::addColumn<QString>("profile");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("any") << QString()
                             << QStringList{QStringLiteral("e1e4"), QStringLiteral("e1h1")};
        QTest::newRow("lowerRank") << QStringLiteral("lowerRank") << QStringList{};
        // Jumps to empty squares too: to e3 over its Pawn, to g1 over its other Pawn; still
        // not past the Vice General nor the other Rook General.
        QTest::newRow("toEmpty") << QStringLiteral("toEmpty")
                                 << QStringList{QStringLiteral("e1e3"), QStringLiteral("e1e4"),
                                        QStringLiteral("e1g1"), QStringLiteral("e1h1")};
    }
    void equalAndHigherRanksStopTheLine()
    {
        QFETCH(QString, profile);
        QFETCH(QStringList, expected);
        // The Rook General on e1: up the file its Pawn, then a Vice General (rank 2) with a
        // Pawn behind; along the rank its Pawn, then a Rook General (rank 1) with a Pawn behind.
        auto pos = at(QStringLiteral("k8/9/9/4p4/9/4v4/9/4P4/K3RP1rp w - - 0 1"), profile);
        QVERIFY(pos);
        QStringList moves = movesFrom(*pos, "e1");
        moves.removeAll(QStringLiteral("e1d1")); // its plain slide to the left
        moves.removeAll(QStringLiteral("e1c1"));
        moves.removeAll(QStringLiteral("e1b1"));
        QCOMPARE(moves, expected);
    }

    // HaChu's i13 Great General: over a Vice General (rank 2 < 3) and on to the pieces behind,
    // the Rook General (rank 1) included.
    void greatGeneralPassesLowerGenerals()
    {
        for (const QString& profile : {QString(), QStringLiteral("lowerRank")}) {
            auto pos = at(QStringLiteral("k3r4/4g4/4p4/4v4/4p4/9/9/4P4/K3A4 w - - 0 1"), profile);
            QVERIFY(pos);
            QStringList moves = movesFrom(*pos, "e1");
            moves = moves.filter(QRegularExpression(QStringLiteral("^e1e[3-9]$")));
            QCOMPARE(moves,
                QStringList({QStringLiteral("e1e5"), QStringLiteral("e1e6"), QStringLiteral("e1e7"),
                    QStringLiteral("e1e8"), QStringLiteral("e1e9")}));
        }
    }

    // A Great General checks the king over a line of lower pieces; a piece put between does not
    // block it (it is jumped as well); the king must step off the line or the general be taken.
    // With lowerRank a general never takes a king by a jump: no check.
    void checkThroughLowerPieces()
    {
        const QString fen = QStringLiteral("4k4/3s5/9/4p4/9/9/9/4P4/K3A4 b - - 0 1");
        auto pos = at(fen);
        QVERIFY(pos);
        QVERIFY(pos->inCheck(Second));
        QVERIFY(pos->isAttacked(fbtest::square(*pos, QStringLiteral("e9")), First));
        const QStringList legal = fbtest::legalMoves(*pos);
        QCOMPARE(legal, legalByMaking(*pos));
        QVERIFY(!legal.contains(QStringLiteral("e9e8"))); // still on the line
        QVERIFY(!legal.contains(QStringLiteral("d8e8"))); // the Silver between is jumped too
        QVERIFY(legal.contains(QStringLiteral("e9d9")));
        QVERIFY(legal.contains(QStringLiteral("e9f8")));

        auto hachu = at(fen, QStringLiteral("lowerRank"));
        QVERIFY(hachu);
        QVERIFY(!hachu->inCheck(Second));
        const QStringList free = fbtest::legalMoves(*hachu);
        QCOMPARE(free, legalByMaking(*hachu));
        QVERIFY(free.contains(QStringLiteral("e9e8")));
    }

    // A block does not answer a general's check (the piece put between is jumped) unless the
    // piece is of the general's rank; a blocker of that rank is pinned, with lower pieces of
    // both sides between (the legality shortcuts must see both).
    void blocksAndPins()
    {
        auto pos = at(QStringLiteral("8k/9/9/9/4a4/A8/R8/3G5/4K4 w - - 0 1"));
        QVERIFY(pos);
        QVERIFY(pos->inCheck(First));
        QStringList legal = fbtest::legalMoves(*pos);
        QCOMPARE(legal, legalByMaking(*pos));
        QVERIFY(!legal.contains(QStringLiteral("d2e3"))); // a Gold between: jumped
        QVERIFY(!legal.contains(QStringLiteral("a3e3"))); // a Rook General: jumped
        QVERIFY(legal.contains(QStringLiteral("a4e4"))); // a Great General: the line ends

        auto pinned = at(QStringLiteral("k8/9/4a4/9/4p4/9/4A4/4P4/4K4 w - - 0 1"));
        QVERIFY(pinned);
        QVERIFY(!pinned->inCheck(First));
        legal = fbtest::legalMoves(*pinned);
        QCOMPARE(legal, legalByMaking(*pinned));
        QVERIFY(!legal.contains(QStringLiteral("e3d3"))); // off the line: e2 and e5 are jumped
        QVERIFY(legal.contains(QStringLiteral("e3e4"))); // along it
        QVERIFY(legal.contains(QStringLiteral("e3e5"))); // taking the Pawn: still between
    }

    // Along random games of both readings: the attack rays agree with the captures the
    // generator makes, and the legal moves with making every move and looking for a capture of
    // the royal (the check shortcuts: RoyalExposure, CheckEvasion, the king's steps).
    void randomGamesAgree_data()
    {
        QTest::addColumn<QString>("profile");
        QTest::newRow("any") << QString();
        QTest::newRow("lowerRank") << QStringLiteral("lowerRank");
        QTest::newRow("toEmpty") << QStringLiteral("toEmpty");
    }
    void randomGamesAgree()
    {
        QFETCH(QString, profile);
        const VariantPtr v = variant(profile);
        QVERIFY(v);
        std::mt19937 rng(0x7E41u);
        int positions = 0, rangeCaptures = 0, attacked = 0, checks = 0;
        for (int game = 0; game < Games; ++game) {
            Position pos = *readFen(v, v->startFen);
            for (int ply = 0; ply < MaxPlies; ++ply) {
                ++positions;
                for (Square s : pos.geometry().squares()) {
                    const Piece p = pos.at(s);
                    if (!isPiece(p))
                        continue;
                    const Side by = opposite(sideOf(p));
                    bool generated = false;
                    for (PieceType t = 0; t < v->pieceCount() && !generated; ++t)
                        generated = pieceTypeAttacks(pos, t, by, s);
                    if (pos.isAttacked(s, by) != generated)
                        QFAIL(qPrintable(QStringLiteral("%1 on %2: rays %3")
                                .arg(writeFen(pos), pos.geometry().squareName(s))
                                .arg(!generated)));
                    attacked += generated;
                }
                checks += pos.inCheck(pos.sideToMove());
                const QStringList legal = fbtest::legalMoves(pos);
                if (legal != legalByMaking(pos))
                    QFAIL(qPrintable(QStringLiteral("legal moves in %1").arg(writeFen(pos))));
                MoveList list;
                MoveGenerator::generateLegal(pos, list);
                if (list.empty())
                    break;
                for (const Move& m : list) {
                    if (m.kind != MoveKind::Normal || m.pathIndex == Move::NoPath)
                        continue;
                    const PieceTable& table
                        = v->tables().table(typeOf(pos.at(m.from)), pos.sideToMove());
                    rangeCaptures
                        += bool(table.paths[m.pathIndex].legs[0].modes & betza::RangeJump);
                }
                // Captures first now and then, so that the games open up.
                const Move* pick = &list[rng() % list.size()];
                if (rng() % 2)
                    for (const Move& m : list)
                        if (MoveGenerator::isCapture(pos, m)) {
                            pick = &m;
                            break;
                        }
                pos.makeMove(*pick);
            }
        }
        QVERIFY(positions > Games * 20);
        QVERIFY(rangeCaptures > 50); // the games had range captures to offer
        QVERIFY(attacked > 100);
        if (profile.isEmpty())
            QVERIFY(checks > 5);
    }

    // The piece gallery's words name the range capture.
    void moveWords()
    {
        const VariantPtr v = variant();
        QVERIFY(v);
        const PieceWords words = MoveWords::describe(*v, v->pieceById(QStringLiteral("great")));
        QVERIFY(words.unworded.isEmpty());
        QCOMPARE(words.moves.join(u' '),
            QStringLiteral("Moves any distance in any direction. Captures any distance in any "
                           "direction, jumping over one or more pieces of either side, each of a "
                           "lower rank than its own."));
    }

    // Bad values get clear errors.
    void badPresetsAreRefused_data()
    {
        QTest::addColumn<QString>("piece");
        QTest::addColumn<QString>("message");
        QTest::newRow("no rank") << QStringLiteral(
            R"({"id": "x", "letter": "X", "betza": "Q", "rangeCapture": "Q"})")
                                 << QStringLiteral("needs a jumpRank above 0");
        QTest::newRow("modes") << QStringLiteral(
            R"({"id": "x", "letter": "X", "betza": "Q", "jumpRank": 1, "rangeCapture": "mQ"})")
                               << QStringLiteral("only atoms with direction letters");
        QTest::newRow("legs") << QStringLiteral(
            R"({"id": "x", "letter": "X", "betza": "Q", "jumpRank": 1, "rangeCapture": "afW"})")
                              << QStringLiteral("only atoms with direction letters");
        QTest::newRow("rank range")
            << QStringLiteral(R"({"id": "x", "letter": "X", "betza": "Q", "jumpRank": 16})")
            << QStringLiteral("jumpRank");
    }
    void badPresetsAreRefused()
    {
        QFETCH(QString, piece);
        QFETCH(QString, message);
        const QString preset = QStringLiteral(R"({"id": "bad", "name": "Bad",
            "board": {"files": 5, "ranks": 5},
            "pieces": [{"id": "king", "letter": "K", "betza": "K", "royal": true}, %1],
            "start": "4k/5/5/5/K3X w - - 0 1"})")
                                   .arg(piece);
        QList<PresetDiagnostic> problems;
        const VariantPtr v = compilePreset(
            QJsonDocument::fromJson(preset.toUtf8()).object(), QStringLiteral("bad"), problems);
        QVERIFY(!v);
        QStringList texts;
        for (const PresetDiagnostic& d : problems)
            texts << d.key + QStringLiteral(": ") + d.message;
        QVERIFY2(texts.join(u'\n').contains(message), qPrintable(texts.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestRangeCapture)
#include "tst_rangecapture.moc"
