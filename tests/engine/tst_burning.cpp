// SPDX-License-Identifier: GPL-3.0-or-later
// Burning (rules.burning, engine/burningrules.h) and area moves (pieces[].mergeRoutes):
// Tenjiku Shogi's Fire Demon on a small test board, and in the bundled preset. The cases follow
// what HaChu 0.21 does when a Fire Demon moves (wip/issue-14/tenjiku-hachu.md 4.2 and 6.1: every
// enemy around where it stops burns, royals and enemy Fire Demons too, its own pieces never;
// a piece stopping next to an enemy Fire Demon burns itself and nothing else) and the area
// move of the Chess Variant Pages' reading (up to three King steps through empty squares).
#include "enginetest.h"
#include "gamestate.h"

#include <QTemporaryDir>
#include <QTest>

using namespace fb;

namespace {

// A 9 x 9 board: a Fire Demon (D) that slides like Tenjiku's (BvR), a Water Buffalo (W) that
// promotes to one anywhere on the top rank, and plain pieces. Profiles: "active" without
// passive burning, "immune" where Kings never burn, "area" with an area mover (A).
const char* const Burning = R"json({
  "id": "burning-test", "name": "Burning test", "family": "shogi",
  "board": { "files": 9, "ranks": 9 },
  "regions": { "top": ["*9"] },
  "pieces": [
    { "id": "king", "name": "King", "letter": "K", "betza": "K", "royal": true },
    { "id": "demon", "name": "Fire Demon", "letter": "D", "betza": "BvR" },
    { "id": "buffalo", "name": "Water Buffalo", "letter": "W", "betza": "BsRvW2",
      "promotion": { "to": ["buffalo-demon"], "zone": "top" } },
    { "id": "buffalo-demon", "name": "Fire Demon", "letter": "+W", "betza": "BvR" },
    { "id": "rook", "name": "Rook", "letter": "R", "betza": "R" },
    { "id": "gold", "name": "Gold", "letter": "G", "betza": "WfF" },
    { "id": "pawn", "name": "Pawn", "letter": "P", "betza": "fW" },
    { "id": "area", "name": "Area mover", "letter": "A", "betza": "KmaKmamaK",
      "mergeRoutes": true },
    { "id": "routes", "name": "Area mover by routes", "letter": "Z", "betza": "KmaKmamaK" }
  ],
  "rules": { "royalCapture": true, "moveCountLimit": 0,
             "burning": { "burners": ["demon", "buffalo-demon"], "passive": true } },
  "profiles": {
    "active": { "rules": { "burning": { "burners": ["demon", "buffalo-demon"], "passive": false } } },
    "immune": { "rules": { "burning": { "burners": ["demon"], "immune": ["king"], "passive": true } } }
  },
  "start": "4k4/9/9/9/9/9/9/9/4K4 w - - 0 1"
})json";

} // namespace

class TestBurning : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    PresetRegistry m_registry;

    std::optional<Position> at(const QString& fen, const QString& profile = {})
    {
        const VariantPtr v = m_registry.variant(QStringLiteral("burning-test"), profile);
        if (!v)
            return std::nullopt;
        return readFen(v, fen, nullptr, ImpossiblePositions::Allow);
    }

    // Plays `text` on `pos`, checks the position after it is `after`, that the move's change
    // names the burned squares `burned` (and the captured square, if any) and that unmaking
    // it restores the position and its key.
    static void playAndUndo(
        Position& pos, const QString& text, const QString& after, const QStringList& removed)
    {
        const QString before = writeFen(pos);
        const uint64_t key = pos.key();
        const std::optional<Move> m = parseCoordinate(pos, text);
        QVERIFY2(m, qPrintable(text));
        MoveChange change;
        pos.makeMove(*m, &change);
        QCOMPARE(writeFen(pos), after);
        QStringList gone;
        for (const MoveChange::Capture& c : change.captures)
            gone << pos.geometry().squareName(c.square);
        gone.sort();
        QStringList expected = removed;
        expected.sort();
        QCOMPARE(gone, expected);
        pos.unmakeMove();
        QCOMPARE(writeFen(pos), before);
        QCOMPARE(pos.key(), key);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString path = m_dir.filePath(QStringLiteral("burning.json"));
        QVERIFY(fbtest::writeFile(path, Burning));
        QCOMPARE(m_registry.addFile(path), QStringLiteral("burning-test"));
        for (const QString& profile :
            {QString(), QStringLiteral("active"), QStringLiteral("immune")}) {
            QList<PresetDiagnostic> problems;
            QVERIFY(m_registry.variant(QStringLiteral("burning-test"), profile, &problems));
            QVERIFY(problems.isEmpty());
        }
    }

    // HaChu (E2a): a Fire Demon moving to an empty square burns every enemy around it: a Pawn,
    // a Gold, a Rook and the King; its own Gold next to it stays.
    void demonBurnsEveryEnemyAround()
    {
        auto pos = at(QStringLiteral("9/9/9/3pgr3/3G1k3/9/4D4/9/4K4 w - - 0 1"));
        QVERIFY(pos);
        playAndUndo(*pos, QStringLiteral("e3e5"),
            QStringLiteral("9/9/9/9/3GD4/9/9/9/4K4 b - - 0 1"),
            {QStringLiteral("d6"), QStringLiteral("e6"), QStringLiteral("f6"),
                QStringLiteral("f5")});
        // Burning the last King ends the game.
        pos->makeMove(*parseCoordinate(*pos, QStringLiteral("e3e5")));
        const GameResult r = evaluateGame(*pos);
        QVERIFY(r.isOver());
        QCOMPARE(r.statusName(), QStringLiteral("royal-captured"));
    }

    // HaChu (E2b): a capture burns too: the victim on the square and the enemies around it.
    void captureBurnsAround()
    {
        auto pos = at(QStringLiteral("4k4/9/9/9/3p1p3/4g4/9/9/4D3K w - - 0 1"));
        QVERIFY(pos);
        playAndUndo(*pos, QStringLiteral("e1e4"),
            QStringLiteral("4k4/9/9/9/9/4D4/9/9/8K b - - 0 1"),
            {QStringLiteral("e4"), QStringLiteral("d5"), QStringLiteral("f5")});
    }

    // Passive burning: a Rook that stops next to an enemy Fire Demon burns itself; the Demon and
    // the Pawn next to the Rook stay. Capturing the Demon itself is no burn.
    void pieceNextToEnemyDemonBurns()
    {
        auto pos = at(QStringLiteral("4k4/9/9/3d5/9/9/9/9/2R1K4 w - - 0 1"));
        QVERIFY(pos);
        playAndUndo(*pos, QStringLiteral("c1c5"),
            QStringLiteral("4k4/9/9/3d5/9/9/9/9/4K4 b - - 0 1"), {QStringLiteral("c5")});
        playAndUndo(*pos, QStringLiteral("c1c7"),
            QStringLiteral("4k4/9/9/3d5/9/9/9/9/4K4 b - - 0 1"), {QStringLiteral("c7")});
        playAndUndo(*pos, QStringLiteral("c1c4"),
            QStringLiteral("4k4/9/9/3d5/9/2R6/9/9/4K4 b - - 1 1"), {});
        playAndUndo(*pos, QStringLiteral("c1c8"),
            QStringLiteral("4k4/2R6/9/3d5/9/9/9/9/4K4 b - - 1 1"), {});
        auto take = at(QStringLiteral("4k4/9/9/3d5/9/9/9/9/3RK4 w - - 0 1"));
        QVERIFY(take);
        playAndUndo(*take, QStringLiteral("d1d6"),
            QStringLiteral("4k4/9/9/3R5/9/9/9/9/4K4 b - - 0 1"), {QStringLiteral("d6")});
        // Without passive burning the Rook stays.
        auto active
            = at(QStringLiteral("4k4/9/9/3d5/9/9/9/9/2R1K4 w - - 0 1"), QStringLiteral("active"));
        QVERIFY(active);
        playAndUndo(*active, QStringLiteral("c1c5"),
            QStringLiteral("4k4/9/9/3d5/2R6/9/9/9/4K4 b - - 1 1"), {});
    }

    // HaChu (E2c): with passive burning, a Fire Demon stopping next to an enemy Fire Demon burns
    // itself and nothing else (HaChu tests the passive burn first); without it, it burns the
    // enemy Demon and the Pawn.
    void demonNextToEnemyDemon()
    {
        const QString fen = QStringLiteral("4k4/9/9/3dp4/9/9/9/9/4D3K w - - 0 1");
        auto pos = at(fen);
        QVERIFY(pos);
        playAndUndo(*pos, QStringLiteral("e1e5"),
            QStringLiteral("4k4/9/9/3dp4/9/9/9/9/8K b - - 0 1"), {QStringLiteral("e5")});
        auto active = at(fen, QStringLiteral("active"));
        QVERIFY(active);
        playAndUndo(*active, QStringLiteral("e1e5"),
            QStringLiteral("4k4/9/9/9/4D4/9/9/9/8K b - - 0 1"),
            {QStringLiteral("d6"), QStringLiteral("e6")});
    }

    // A Water Buffalo that promotes to a Fire Demon on its move burns at once; one that does
    // not promote burns nothing.
    void promotionToDemonBurns()
    {
        auto pos = at(QStringLiteral("2p1p3k/9/3W5/9/9/9/9/9/4K4 w - - 0 1"));
        QVERIFY(pos);
        playAndUndo(*pos, QStringLiteral("d7d9w"),
            QStringLiteral("3+W4k/9/9/9/9/9/9/9/4K4 b - - 0 1"),
            {QStringLiteral("c9"), QStringLiteral("e9")});
        playAndUndo(
            *pos, QStringLiteral("d7d9"), QStringLiteral("2pWp3k/9/9/9/9/9/9/9/4K4 b - - 1 1"), {});
    }

    // rules.burning.immune: the King never burns, actively or passively.
    void immuneTypesNeverBurn()
    {
        auto pos
            = at(QStringLiteral("9/9/9/3pk4/9/9/4D4/9/4K4 w - - 0 1"), QStringLiteral("immune"));
        QVERIFY(pos);
        playAndUndo(*pos, QStringLiteral("e3e5"),
            QStringLiteral("9/9/9/4k4/4D4/9/9/9/4K4 b - - 0 1"), {QStringLiteral("d6")});
        auto passive
            = at(QStringLiteral("9/9/9/9/9/9/3d5/9/4K2k1 w - - 0 1"), QStringLiteral("immune"));
        QVERIFY(passive);
        playAndUndo(*passive, QStringLiteral("e1e2"),
            QStringLiteral("9/9/9/9/9/9/3d5/4K4/7k1 b - - 1 1"), {});
    }

    // The loader: burning needs royal capture (the check test does not see burns), and names
    // at least one burner.
    void loaderRefusesBurningWithCheckRule()
    {
        const QString path = m_dir.filePath(QStringLiteral("checked.json"));
        QByteArray text(Burning);
        text.replace("\"royalCapture\": true,", "");
        text.replace("burning-test", "burning-checked");
        QVERIFY(fbtest::writeFile(path, text));
        PresetRegistry registry;
        QCOMPARE(registry.addFile(path), QStringLiteral("burning-checked"));
        QList<PresetDiagnostic> problems;
        QVERIFY(!registry.variant(QStringLiteral("burning-checked"), {}, &problems));
        QStringList messages;
        for (const PresetDiagnostic& d : problems)
            messages << d.message;
        QVERIFY2(messages.join(u'\n').contains(QStringLiteral("burning needs")),
            qPrintable(messages.join(u'\n')));
    }

    // pieces[].mergeRoutes: three King steps through empty squares reach each square within
    // three steps once (48 squares) and the starting square once (a pass in place); the same
    // XBetza without it is one move per route.
    void areaMoveReachesEachSquareOnce()
    {
        auto pos = at(QStringLiteral("8k/9/9/9/4A4/9/9/9/K8 w - - 0 1"));
        QVERIFY(pos);
        MoveList list;
        MoveGenerator::generateFrom(*pos, fbtest::square(*pos, QStringLiteral("e5")), list);
        QCOMPARE(int(list.size()), 48 + 1);
        for (const Move& m : list)
            QCOMPARE(int(m.viaCount), 0);
        QVERIFY(parseCoordinate(*pos, QStringLiteral("e5e5")));
        QVERIFY(parseCoordinate(*pos, QStringLiteral("e5h8")));
        QVERIFY(!parseCoordinate(*pos, QStringLiteral("e5e9")));
        // A piece in the way is stepped around; a capture ends the move there.
        auto blocked = at(QStringLiteral("8k/9/9/3PPP3/3PAp3/3PPP3/9/9/K8 w - - 0 1"));
        QVERIFY(blocked);
        list.clear();
        MoveGenerator::generateFrom(*blocked, fbtest::square(*blocked, QStringLiteral("e5")), list);
        QCOMPARE(fbtest::texts(*blocked, list), QStringList({"e5f5"}));
        auto routes = at(QStringLiteral("8k/9/9/9/4Z4/9/9/9/K8 w - - 0 1"));
        QVERIFY(routes);
        list.clear();
        MoveGenerator::generateFrom(*routes, fbtest::square(*routes, QStringLiteral("e5")), list);
        QVERIFY(list.size() > 49);
    }

    // The bundled preset: Tenjiku's Fire Demon (HaChu's rules) burns as above, and so does the
    // Water Buffalo promoted to one; a burn decides the game when it takes the last royal.
    void tenjikuFireDemon()
    {
        // Sente's Fire Demon on i4 slides to i9: Gote's Pawn h10, Gold i10, Rook j9 and King j10
        // burn; Sente's Pawn h9 stays.
        auto pos = fbtest::position(QStringLiteral("tenjikushogi"),
            QStringLiteral("16/16/16/16/16/16/7pgk6/7P1r6/16/16/16/16/8D!7/16/16/K15 w - - 0 1"));
        QVERIFY(pos);
        const BoardGeometry& g = pos->geometry();
        Move m;
        m.from = g.square(8, 3);
        m.to = g.square(8, 8);
        MoveList legal;
        MoveGenerator::generateLegal(*pos, legal);
        const auto it = std::find_if(
            legal.begin(), legal.end(), [&](const Move& l) { return l.sameTurn(m); });
        QVERIFY(it != legal.end());
        pos->makeMove(*it);
        QCOMPARE(writeFen(*pos).section(u' ', 0, 0),
            QStringLiteral("16/16/16/16/16/16/16/7PD!7/16/16/16/16/16/16/16/K15"));
        QVERIFY(evaluateGame(*pos).isOver());
    }
};

QTEST_GUILESS_MAIN(TestBurning)
#include "tst_burning.moc"
