// SPDX-License-Identifier: GPL-3.0-or-later
// Suzumu Shogi (resources/presets/suzumushogi.json): the pieces A. M. DeWitt's 2021 preset
// defines beyond Tenjiku's, and the rules of his Game Courier tutorial, each in a hand-built
// position derived from ../shared/rules/suzumu-shogi.md (section numbers below): the generals
// that jump up to two pieces to capture (5.2), the area moves of the Vice General and Fire
// Demon (5.2, 7.1), the Heavenly Tetrarch (7.3), the boosted Lance, Knight and Iron General
// (7.4), promotion by the standard shogi rule judged from the whole turn (9), and no two skips
// running (10). The `final` profile (7.1-7.3, the family's choices for the open items): the
// Fire Demon's chosen burns and double igui, the generals taking the enemies they jump, the
// Tetrarch's double igui and freezing.
#include "burningrules.h"
#include "enginetest.h"
#include "fen.h"
#include "gamestate.h"
#include "notation.h"
#include "turnbuilder.h"

#include <QTest>
#include <set>

using namespace fb;

namespace {

const QString Preset = QStringLiteral("suzumushogi");
const QString Final = QStringLiteral("final");

// A board of 16 ranks from Sente's rank 1 (last) to Gote's 16 (first), files a-p from Sente's
// left: `pieces` maps "h8" style squares to FEN letters; kings on a1 and p16 unless given.
QString fen(const std::map<QString, QString>& pieces, const QString& side = QStringLiteral("w"))
{
    std::map<QString, QString> all = pieces;
    if (!std::any_of(all.begin(), all.end(), [](const auto& p) { return p.second == u"K"; }))
        all[QStringLiteral("a1")] = QStringLiteral("K");
    if (!std::any_of(all.begin(), all.end(), [](const auto& p) { return p.second == u"k"; }))
        all[QStringLiteral("p16")] = QStringLiteral("k");
    QString board;
    for (int r = 15; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < 16; ++f) {
            const QString name = QChar(u'a' + f) + QString::number(r + 1);
            const auto it = all.find(name);
            if (it == all.end()) {
                ++empty;
                continue;
            }
            if (empty)
                board += QString::number(empty);
            empty = 0;
            board += it->second;
        }
        if (empty)
            board += QString::number(empty);
        if (r)
            board += u'/';
    }
    return board + u' ' + side + QStringLiteral(" - - 0 1");
}

Square at(const Position& pos, const QString& name)
{
    return pos.geometry().square(name[0].unicode() - u'a', name.mid(1).toInt() - 1);
}

QString name(const Position& pos, Square s)
{
    const BoardGeometry& g = pos.geometry();
    return QChar(u'a' + g.fileOf(s)) + QString::number(g.rankOf(s) + 1);
}

// The destinations of the legal moves of the piece on `from` ("h8" names), each once, sorted;
// `+` after a square that the move may promote on.
QStringList targets(Position& pos, const QString& from)
{
    MoveList legal;
    MoveGenerator::generateLegal(pos, legal);
    std::set<QString> out;
    for (const Move& m : legal)
        if (m.kind == MoveKind::Normal && m.from == at(pos, from))
            out.insert(
                name(pos, m.to) + (m.promotion != NoPieceType ? QStringLiteral("+") : QString()));
    return QStringList(out.begin(), out.end());
}

// How many legal moves of the piece on `from` end on `to`.
int movesTo(Position& pos, const QString& from, const QString& to)
{
    MoveList legal;
    MoveGenerator::generateLegal(pos, legal);
    return int(std::count_if(legal.begin(), legal.end(), [&](const Move& m) {
        return m.kind == MoveKind::Normal && m.from == at(pos, from) && m.to == at(pos, to)
            && m.promotion == NoPieceType;
    }));
}

// The legal moves of the piece on `from` that end on `to`, as "victims>" lists of "h8"
// names in the move's order ("" for none), sorted.
QStringList victimLists(Position& pos, const QString& from, const QString& to)
{
    MoveList legal;
    MoveGenerator::generateLegal(pos, legal);
    QStringList out;
    for (const Move& m : legal) {
        if (m.kind != MoveKind::Normal || m.from != at(pos, from) || m.to != at(pos, to)
            || m.promotion != NoPieceType)
            continue;
        QStringList v;
        for (int i = 0; i < m.victimCount; ++i)
            v << name(pos, m.victims[size_t(i)]);
        out << v.join(u' ');
    }
    out.sort();
    return out;
}

} // namespace

class TestSuzumuShogi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // 3.1: the 2021 set-up, 78 pieces a side, mirrored on the same files (Kings on i1 and i16),
    // the Violent Dragon and Horse defined but not placed.
    void startPosition()
    {
        auto pos = fbtest::position(Preset);
        QVERIFY(pos);
        int first = 0, second = 0;
        for (Square s : pos->geometry().squares())
            if (isPiece(pos->at(s)))
                ++(sideOf(pos->at(s)) == First ? first : second);
        QCOMPARE(first, 78);
        QCOMPARE(second, 78);
        QCOMPARE(pos->variant().pieces[size_t(typeOf(pos->at(at(*pos, "i1"))))].id,
            QStringLiteral("king"));
        QCOMPARE(pos->variant().pieces[size_t(typeOf(pos->at(at(*pos, "i16"))))].id,
            QStringLiteral("king"));
        QVERIFY(pos->variant().pieceById(QStringLiteral("violent-dragon")) != NoPieceType);
    }

    // 5.2 (2021): the Bishop General slides, captures the first piece it meets, or jumps one or
    // two pieces of either side and captures the next; never a third jump, never a quiet move
    // after a jump.
    void generalJumpsUpToTwoPieces()
    {
        auto pos = fbtest::position(Preset,
            fen({{"d4", "B!"}, {"e5", "P"}, {"f6", "p"}, {"h8", "g"}, {"i9", "s"}, {"b2", "p"}}));
        QVERIFY(pos);
        QCOMPARE(targets(*pos, "d4"),
            QStringList({"a7", "b2", "b6", "c3", "c5", "e3", "f2", "f6", "g1", "h8"}));
    }

    // 5.2: the Vice General's area move of up to three King steps through empty squares, each
    // square once, and its pass in place; no capture on the way.
    void viceGeneralAreaMove()
    {
        auto pos = fbtest::position(Preset, fen({{"h8", "V!"}, {"h9", "P"}, {"g9", "p"}}));
        QVERIFY(pos);
        const QStringList t = targets(*pos, "h8");
        QVERIFY(t.contains("h8")); // the pass in place
        QVERIFY(t.contains("h11")); // around its own Pawn in three steps
        QVERIFY(t.contains("g9")); // a capture ends the area move
        QVERIFY(t.contains("k8") && !t.contains("l8")); // three steps, not four
        QVERIFY(t.contains("l12")); // its Bishop slide
        QCOMPARE(movesTo(*pos, "h8", "j10"), 1); // one move however many routes
    }

    // 5.2 (2021): the Fire Demon slides diagonally and sideways, not vertically beyond its area;
    // its Lion-like step pair captures on the way (two captures) or without moving (igui).
    void fireDemon()
    {
        auto pos = fbtest::position(Preset, fen({{"h8", "D!"}, {"h9", "p"}, {"h10", "p"}}));
        QVERIFY(pos);
        const QStringList t = targets(*pos, "h8");
        QVERIFY(t.contains("a8") && t.contains("p8")); // sideways slides
        QVERIFY(t.contains("h5") && !t.contains("h4")); // vertically only its area
        QVERIFY(t.contains("h9") && t.contains("h10")); // capture, or capture two in a row
        MoveList legal;
        MoveGenerator::generateLegal(*pos, legal);
        bool igui = false, double_ = false;
        for (const Move& m : legal) {
            igui = igui || (m.from == at(*pos, "h8") && m.to == m.from && m.victimCount == 1);
            double_ = double_ || (m.to == at(*pos, "h10") && m.victimCount == 1);
        }
        QVERIFY(igui);
        QVERIFY(double_);
    }

    // 7.3 (2021): the Heavenly Tetrarch never stops next to itself: it jumps the first square
    // (whatever stands there) and slides on, sideways to distance three at most; it captures
    // next to it without moving.
    void heavenlyTetrarch()
    {
        auto pos
            = fbtest::position(Preset, fen({{"h8", "+C!"}, {"h9", "P"}, {"i8", "p"}, {"g7", "p"}}));
        QVERIFY(pos);
        const QStringList t = targets(*pos, "h8");
        QVERIFY(!t.contains("g8") && !t.contains("h7"));
        QVERIFY(t.contains("h10") && t.contains("h16")); // over its own Pawn
        QVERIFY(t.contains("j8") && t.contains("k8") && !t.contains("l8"));
        QVERIFY(t.contains("f6") && t.contains("a1") == false);
        QVERIFY(t.contains("h8")); // igui on i8 or g7, and no pass
        MoveList legal;
        MoveGenerator::generateLegal(*pos, legal);
        for (const Move& m : legal)
            if (m.from == at(*pos, "h8") && m.to == m.from)
                QCOMPARE(int(m.victimCount), 1);
    }

    // 7.4: the boosted Lance (back two squares), Knight (all eight leaps) and Iron General
    // (forward diagonals and one step back).
    void boostedPieces()
    {
        auto pos = fbtest::position(Preset, fen({{"c8", "L"}, {"h8", "N"}, {"m8", "I"}}));
        QVERIFY(pos);
        QVERIFY(targets(*pos, "c8").contains("c6"));
        QVERIFY(!targets(*pos, "c8").contains("c5"));
        QCOMPARE(
            targets(*pos, "h8"), QStringList({"f7", "f9", "g10", "g6", "i10", "i6", "j7", "j9"}));
        QCOMPARE(targets(*pos, "m8"), QStringList({"l9", "m7", "n9"}));
    }

    // 9: promotion by the standard shogi rule (start or end in the far five ranks), judged from
    // where the turn started to where it ended; a skip never promotes, a Lion's igui does.
    void promotion()
    {
        auto pos = fbtest::position(Preset, fen({{"c12", "G"}, {"h11", "L!"}, {"h12", "p"}}));
        QVERIFY(pos);
        QVERIFY(targets(*pos, "c12").contains("c11+")); // leaving the zone
        QVERIFY(targets(*pos, "h11").contains("h12+")); // entering it with a capture
        MoveList legal;
        MoveGenerator::generateLegal(*pos, legal);
        bool iguiPromotes = false, passPromotes = false;
        for (const Move& m : legal) {
            if (m.from != at(*pos, "h11") || m.to != m.from || m.promotion == NoPieceType)
                continue;
            (m.victimCount ? iguiPromotes : passPromotes) = true;
        }
        QVERIFY(!iguiPromotes); // h11 is outside the zone, and so is the turn
        QVERIFY(!passPromotes);
        auto inZone = fbtest::position(Preset, fen({{"h12", "L!"}, {"h13", "p"}}));
        QVERIFY(inZone);
        legal.clear();
        MoveGenerator::generateLegal(*inZone, legal);
        for (const Move& m : legal) {
            if (m.from != at(*inZone, "h12") || m.to != m.from || m.promotion == NoPieceType)
                continue;
            (m.victimCount ? iguiPromotes : passPromotes) = true;
        }
        QVERIFY(iguiPromotes);
        QVERIFY(!passPromotes);
    }

    // 10: a player may not skip two turns running; a capture without moving is no skip.
    void noSecondSkip()
    {
        auto pos = fbtest::position(Preset, fen({{"h8", "L!"}, {"c3", "P"}, {"n13", "p"}}));
        QVERIFY(pos);
        auto skip = [&](const QString& from) {
            MoveList legal;
            MoveGenerator::generateLegal(*pos, legal);
            for (const Move& m : legal)
                if (m.from == at(*pos, from) && MoveGenerator::isSkip(m))
                    return std::optional<Move>(m);
            return std::optional<Move>();
        };
        const std::optional<Move> first = skip("h8");
        QVERIFY(first);
        pos->makeMove(*first);
        MoveList replies;
        MoveGenerator::generateLegal(*pos, replies);
        const auto pawn = std::find_if(replies.begin(), replies.end(),
            [&](const Move& m) { return m.from == at(*pos, "n13"); });
        QVERIFY(pawn != replies.end());
        pos->makeMove(*pawn);
        QVERIFY(!skip("h8")); // its second skip in a row
        QVERIFY(!targets(*pos, "h8").isEmpty()); // its other moves stay
    }

    // 7.1 (final): a Fire Demon that moved may burn none, one or two of the enemies around
    // where it stops, never a Fire Demon, also after a capture there; it burns nothing after
    // a pass and nothing passively. Each choice is a move with the burnt pieces as victims.
    void finalFireDemonChoosesBurns()
    {
        auto pos = fbtest::position(Preset,
            fen({{"h8", "D!"}, {"h11", "p"}, {"g11", "g"}, {"i11", "d!"}, {"j10", "s"},
                {"k11", "p"}}),
            Final);
        QVERIFY(pos);
        // h10: next to the Pawn h11, the Gold g11 and the Fire Demon i11 (immune).
        QCOMPARE(victimLists(*pos, "h8", "h10"), QStringList({"", "g11", "g11 h11", "h11"}));
        // Capturing the Silver on j10 (a slide), then burning around j10 (not the Fire Demon).
        QCOMPARE(victimLists(*pos, "h8", "j10"), QStringList({"", "k11"}));
        // The pass (an area move home) burns nothing.
        QCOMPARE(victimLists(*pos, "h8", "h8"), QStringList({""}));
        // The automatic and passive burns of the default rules are off: after the plain move
        // to h10 the Pawn and Gold stay, and so does the Fire Demon next to an enemy one.
        MoveList legal;
        MoveGenerator::generateLegal(*pos, legal);
        const auto plain = std::find_if(legal.begin(), legal.end(),
            [&](const Move& m) { return m.to == at(*pos, "h10") && m.victimCount == 0; });
        QVERIFY(plain != legal.end());
        pos->makeMove(*plain);
        QVERIFY(isPiece(pos->at(at(*pos, "h11"))));
        QVERIFY(isPiece(pos->at(at(*pos, "g11"))));
        QVERIFY(isPiece(pos->at(at(*pos, "h10"))));
        pos->unmakeMove();
        // A chosen burn is undone with the move.
        const auto two = std::find_if(legal.begin(), legal.end(),
            [&](const Move& m) { return m.to == at(*pos, "h10") && m.victimCount == 2; });
        QVERIFY(two != legal.end());
        const QString before = writeFen(*pos);
        pos->makeMove(*two);
        QCOMPARE(pos->at(at(*pos, "h11")), Empty);
        QCOMPARE(pos->at(at(*pos, "g11")), Empty);
        pos->unmakeMove();
        QCOMPARE(writeFen(*pos), before);
    }

    // 7.1 (final): the Fire Demon takes one or two adjacent enemies without moving (double
    // igui), once per pair whatever the order; no Lion-like capture and step on.
    void finalFireDemonDoubleIgui()
    {
        auto pos = fbtest::position(
            Preset, fen({{"h8", "D!"}, {"h9", "p"}, {"i9", "g"}, {"h10", "p"}}), Final);
        QVERIFY(pos);
        QCOMPARE(victimLists(*pos, "h8", "h8"), QStringList({"", "h9", "h9 i9", "i9"}));
        // A move to another square takes nothing on its way: what it takes besides its last
        // square it burns.
        MoveList legal;
        MoveGenerator::generateLegal(*pos, legal);
        for (const Move& m : legal)
            if (m.from == at(*pos, "h8") && m.to != m.from)
                QCOMPARE(chosenBurns(pos->variant(), m).size(), size_t(m.victimCount));
    }

    // 7.2 (final): a general may also take the enemies it jumps (its own pieces are jumped
    // only); the move still ends in a capture, and it never jumps a third piece.
    void finalGeneralTakesJumpedEnemies()
    {
        auto pos = fbtest::position(
            Preset, fen({{"d4", "B!"}, {"e5", "p"}, {"f6", "P"}, {"g7", "g"}, {"i9", "s"}}), Final);
        QVERIFY(pos);
        QCOMPARE(victimLists(*pos, "d4", "g7"), QStringList({"", "e5"}));
        QCOMPARE(victimLists(*pos, "d4", "e5"), QStringList({""}));
        QCOMPARE(victimLists(*pos, "d4", "i9"), QStringList()); // a third piece
        auto two = fbtest::position(
            Preset, fen({{"d4", "R!"}, {"d6", "p"}, {"d7", "g"}, {"d9", "s"}}), Final);
        QVERIFY(two);
        QCOMPARE(victimLists(*two, "d4", "d9"), QStringList({"", "d6", "d6 d7", "d7"}));
        // The 2021 rules: the jump only.
        auto old
            = fbtest::position(Preset, fen({{"d4", "R!"}, {"d6", "p"}, {"d7", "g"}, {"d9", "s"}}));
        QVERIFY(old);
        QCOMPARE(victimLists(*old, "d4", "d9"), QStringList({""}));
    }

    // 7.3 (final): the Heavenly Tetrarch takes one or two adjacent enemies without moving, and
    // the enemy pieces next to it cannot move, but for a Tetrarch.
    void finalTetrarchDoubleIguiAndFreezing()
    {
        const QString board
            = fen({{"h8", "+C!"}, {"h9", "p"}, {"i9", "g"}, {"g7", "+c!"}, {"j10", "s"}},
                QStringLiteral("b"));
        auto pos = fbtest::position(Preset, board, Final);
        QVERIFY(pos);
        QVERIFY(targets(*pos, "h9").isEmpty()); // frozen
        QVERIFY(targets(*pos, "i9").isEmpty());
        QVERIFY(!targets(*pos, "j10").isEmpty()); // two squares away
        QVERIFY(!targets(*pos, "g7").isEmpty()); // a Tetrarch is never frozen
        auto sente = fbtest::position(Preset, QString(board).replace(" b ", " w "), Final);
        QVERIFY(sente);
        QCOMPARE(victimLists(*sente, "h8", "h8"),
            QStringList({"g7", "g7 h9", "g7 i9", "h9", "h9 i9", "i9"}));
        // The default rules: no freezing, single igui only.
        auto old = fbtest::position(Preset, board);
        QVERIFY(old);
        QVERIFY(!targets(*old, "h9").isEmpty());
    }

    // A double igui is one move whatever the order of its captures (mergeRoutes sorts them),
    // and the player may click its captures in either order.
    void finalDoubleIguiClickedInEitherOrder()
    {
        auto pos = fbtest::position(Preset,
            fen({{"h8", "+C!"}, {"h9", "p"}, {"i9", "g"}, {"g7", "+c!"}, {"j10", "s"}}), Final);
        QVERIFY(pos);
        MoveList legal;
        MoveGenerator::generateLegal(*pos, legal);
        auto turn = [&](const QStringList& clicks) {
            TurnBuilder t(legal);
            if (!t.begin(at(*pos, "h8")))
                return std::vector<Move>();
            for (const QString& c : clicks)
                if (!t.add(at(*pos, c)))
                    return std::vector<Move>();
            return t.completeMoves();
        };
        for (const QStringList& clicks :
            {QStringList{"h9", "i9", "h8"}, QStringList{"i9", "h9", "h8"}}) {
            const std::vector<Move> done = turn(clicks);
            QCOMPARE(done.size(), size_t(1));
            QStringList taken;
            for (int i = 0; i < done.front().victimCount; ++i)
                taken << name(*pos, done.front().victims[size_t(i)]);
            QCOMPARE(taken, QStringList({"h9", "i9"}));
        }
        QVERIFY(turn({"g7", "i9", "h8"}).size() == 1);
        QVERIFY(turn({"i9", "g7", "h8"}).size() == 1);
        // Typed, in either order: the same move.
        auto text = [&](const QStringList& squares) {
            QString t;
            for (const QString& sq : squares)
                t += pos->variant().geometry.squareName(at(*pos, sq));
            return t;
        };
        const auto typed = parseCoordinate(*pos, text({"h8", "i9", "h9", "h8"}));
        const auto listed = parseCoordinate(*pos, text({"h8", "h9", "i9", "h8"}));
        QVERIFY(typed && listed && typed->sameTurn(*listed));
        QVERIFY(!parseCoordinate(*pos, text({"h8", "i9", "i9", "h8"})));
        // After one capture: the others next, or back home to stop.
        TurnBuilder t(legal);
        QVERIFY(t.begin(at(*pos, "h8")));
        QVERIFY(t.add(at(*pos, "i9")));
        QStringList next;
        for (const TurnBuilder::Target& target : t.nextTargets())
            next << name(*pos, target.square)
                    + (target.completes ? QStringLiteral("!") : QString());
        next.sort();
        QCOMPARE(next, QStringList({"g7", "h8!", "h9"}));
    }

    // Turns by clicks (TurnBuilder): a general's jumped enemy is a stop of its own, clicked
    // before the last square to take it on the way; the Fire Demon's burns are not stops but
    // choices among the moves that end on the clicked square, taking nothing more first.
    void finalTurnsByClicks()
    {
        auto pos = fbtest::position(
            Preset, fen({{"d4", "B!"}, {"e5", "p"}, {"f6", "P"}, {"g7", "g"}}), Final);
        QVERIFY(pos);
        MoveList legal;
        MoveGenerator::generateLegal(*pos, legal);
        TurnBuilder turn(legal);
        QVERIFY(turn.begin(at(*pos, "d4")));
        auto targetOn = [&](const QString& square) {
            for (const TurnBuilder::Target& t : turn.nextTargets())
                if (t.square == at(*pos, square))
                    return std::optional<TurnBuilder::Target>(t);
            return std::optional<TurnBuilder::Target>();
        };
        QVERIFY(targetOn("e5") && targetOn("e5")->completes && targetOn("e5")->continues);
        QVERIFY(targetOn("g7") && targetOn("g7")->completes && !targetOn("g7")->continues);
        QVERIFY(turn.add(at(*pos, "e5")));
        QVERIFY(turn.canStop()); // the plain capture on e5
        QVERIFY(targetOn("g7") && targetOn("g7")->completes);
        QVERIFY(turn.add(at(*pos, "g7")));
        const std::vector<Move> taken = turn.completeMoves();
        QCOMPARE(taken.size(), size_t(1));
        QCOMPARE(int(taken.front().victimCount), 1);
        QCOMPARE(taken.front().victims[0], at(*pos, "e5"));

        auto demon = fbtest::position(
            Preset, fen({{"h8", "D!"}, {"h11", "p"}, {"g11", "g"}, {"i11", "d!"}}), Final);
        QVERIFY(demon);
        legal.clear();
        MoveGenerator::generateLegal(*demon, legal);
        TurnBuilder burn(legal);
        QVERIFY(burn.begin(at(*demon, "h8")));
        QVERIFY(burn.add(at(*demon, "h10")));
        const auto groups = TurnBuilder::byOffStopVictims(burn.completeMoves());
        QCOMPARE(groups.size(), size_t(4));
        QVERIFY(TurnBuilder::offStopVictims(groups[0].front()).empty());
        QCOMPARE(TurnBuilder::offStopVictims(groups[3].front()),
            std::vector<Square>({at(*demon, "g11"), at(*demon, "h11")}));
    }

    // Notation of chosen burns: SAN after commas ("x" and the square), read back to the same
    // move, and never confused with the move that burns nothing.
    void finalBurnNotation()
    {
        auto pos = fbtest::position(
            Preset, fen({{"h8", "D!"}, {"h11", "p"}, {"g11", "g"}, {"i11", "d!"}}), Final);
        QVERIFY(pos);
        MoveList legal;
        MoveGenerator::generateLegal(*pos, legal);
        int burning = 0;
        for (const Move& m : legal) {
            if (m.from != at(*pos, "h8"))
                continue;
            const QString san = sanText(*pos, m);
            QCOMPARE(san.count(QStringLiteral(",x")), int(chosenBurns(pos->variant(), m).size()));
            burning += chosenBurns(pos->variant(), m).empty() ? 0 : 1;
            const std::optional<Move> back = parseSan(*pos, san);
            QVERIFY2(
                back && back->sameTurn(m) && back->victimCount == m.victimCount, qPrintable(san));
        }
        QVERIFY(burning > 10);
    }
};

QTEST_GUILESS_MAIN(TestSuzumuShogi)
#include "tst_suzumushogi.moc"
