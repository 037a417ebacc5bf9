// SPDX-License-Identifier: GPL-3.0-or-later
// HaChu as an oracle no one here wrote (issue 14), for Chu, Wa, Dai and Tenjiku Shogi: random
// legal games of ours are replayed into HaChu move by move (each move must be one HaChu accepts),
// and at every position the targets HaChu highlights for each piece of the side to move (`lift`,
// and `put` + `lift` for the second legs of multi-leg moves) are compared with our legal moves;
// then games HaChu plays against itself are replayed through our rules, every move legal. Dai
// Shogi's start position and every position one move after it are compared too (the moves of
// its perft at depth 2; FAIRYBOARD_HACHU_DAI_PLIES=2 goes a move deeper, depth 3). Tenjiku's
// Fire Demons burn wrongly in HaChu 0.21's play, so nothing is played into it there: each
// position is set up with `setboard` in a fresh HaChu (FAIRYBOARD_HACHU_TENJIKU_POSITIONS,
// default 150), and so are the start position and the positions one move after it. The
// protocol as HaChu speaks it is described in hachusession.h.
//
// How much is compared: FAIRYBOARD_HACHU_POSITIONS positions per variant (default 400; the
// random games are cut to reach it), FAIRYBOARD_HACHU_SELFPLAY self-play games (default 4 of
// 40 plies at depth 2). The agreement is printed per variant (positions, pieces, squares and
// the differences). A test skips when hachu is not installed (packaging/dev installs it).
//
// Every difference the rules sources explain as another reading is named in `Reading` and
// counted apart; any other difference fails the test.
#include "enginetest.h"
#include "enginetestutil.h"
#include "gamestate.h"
#include "hachusession.h"

#include <QTest>
#include <map>

using namespace fb;
using hachutest::HaChuSession;

namespace {

/// A preset and the name HaChu gives the same game.
struct OracleVariant
{
    QString preset;
    QString profile;
    QString hachuName;
};

/// The square as XBoard names it: files from a, ranks from 1 on the first player's side.
QString xboardSquare(const Position& pos, Square s)
{
    const BoardGeometry& g = pos.geometry();
    return QChar(u'a' + g.fileOf(s)) + QString::number(g.rankOf(s) + 1);
}

/// The square XBoard names `name` ("e4") on the board of `pos`.
Square squareOfXboard(const Position& pos, const QString& name)
{
    return pos.geometry().square(name[0].unicode() - u'a', name.mid(1).toInt() - 1);
}

/// A Lion's pass: a step out to an empty square and back (jitto), or a pass in place (a piece
/// with pieces[].mergeRoutes, Tenjiku's Lion Hawk), HaChu's null move.
bool isPassBack(const Position& pos, const Move& m)
{
    return m.to == m.from && (m.viaCount == 0 || (m.viaCount == 1 && pos.at(m.via[0]) == Empty));
}

/// The move as HaChu reads and writes it: legs joined by commas, `+` for a promotion,
/// `@@@@` for a Lion's pass.
QString xboardMove(const Position& pos, const Move& m)
{
    if (isPassBack(pos, m))
        return QStringLiteral("@@@@");
    QString text;
    Square at = m.from;
    for (const Square s : m.path()) {
        if (!text.isEmpty())
            text += u',';
        text += xboardSquare(pos, at) + xboardSquare(pos, s);
        at = s;
    }
    if (m.promotion != NoPieceType)
        text += u'+';
    return text;
}

/// What HaChu highlights for the piece on `from`, worked out from our legal moves `legal`
/// (see hachusession.h for the letters).
QMap<QString, QChar> expectedLift(const Position& pos, const MoveList& legal, Square from)
{
    QMap<QString, QChar> marks;
    for (const Move& m : legal) {
        if (m.from != from || m.isDrop())
            continue;
        if (m.isMultiLeg() && !isPassBack(pos, m)) {
            marks[xboardSquare(pos, m.via[0])] = u'C';
            continue;
        }
        const QString to = xboardSquare(pos, m.to);
        const QChar now = marks.value(to);
        if (now == u'C')
            continue;
        if (m.promotion != NoPieceType)
            marks[to] = u'M';
        else if (now.isNull())
            marks[to] = pos.at(m.to) == Empty ? u'Y' : u'R';
    }
    return marks;
}

/// The final squares of our moves from `from` whose first leg ends on `first`.
QMap<QString, QChar> expectedSecondLegs(
    const Position& pos, const MoveList& legal, Square from, Square first)
{
    QMap<QString, QChar> marks;
    for (const Move& m : legal) {
        if (m.from == from && m.isMultiLeg() && m.via[0] == first && !isPassBack(pos, m))
            marks[xboardSquare(pos, m.to)] = pos.at(m.to) == Empty && m.to != from ? u'Y' : u'R';
    }
    return marks;
}

/// The squares where two highlight maps differ, "e5 ours Y hachu -".
QStringList differences(const QMap<QString, QChar>& ours, const QMap<QString, QChar>& theirs)
{
    QStringList out;
    QStringList squares = ours.keys() + theirs.keys();
    squares.removeDuplicates();
    std::sort(squares.begin(), squares.end());
    for (const QString& s : squares) {
        const QChar a = ours.value(s, u'-');
        const QChar b = theirs.value(s, u'-');
        if (a != b)
            out << QStringLiteral("%1 ours %2 hachu %3").arg(s, QString(a), QString(b));
    }
    return out;
}

/// A tiny generator with the same numbers on every platform.
struct Random
{
    uint64_t state;
    uint64_t next()
    {
        state += 0x9E3779B97F4A7C15ULL;
        uint64_t z = state;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    size_t below(size_t n) { return size_t(next() % n); }
};

/// `pos` turned round: each piece on the square opposite, of the other side, so that the side
/// to move becomes the first (HaChu's `setboard` gives the move to the first side).
std::optional<Position> turnedRound(const Position& pos, const OracleVariant& ov)
{
    const BoardGeometry& g = pos.geometry();
    QString board;
    for (int r = g.ranks() - 1; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < g.files(); ++f) {
            const Piece p = pos.at(g.square(g.files() - 1 - f, g.ranks() - 1 - r));
            if (!isPiece(p)) {
                ++empty;
                continue;
            }
            if (empty)
                board += QString::number(empty);
            empty = 0;
            board += pos.variant().fenLetter(makePiece(typeOf(p), opposite(sideOf(p))));
        }
        if (empty)
            board += QString::number(empty);
        if (r > 0)
            board += u'/';
    }
    const QString side = pos.sideToMove() == First ? QStringLiteral(" b") : QStringLiteral(" w");
    return fbtest::position(ov.preset, board + side + QStringLiteral(" - - 0 1"), ov.profile);
}

int envCount(const char* name, int fallback)
{
    bool ok = false;
    const int n = qEnvironmentVariableIntValue(name, &ok);
    return ok && n > 0 ? n : fallback;
}

/// The agreement over one variant.
struct Agreement
{
    int positions = 0;
    int pieces = 0;
    int squares = 0;
    int secondLegs = 0;
    int movesAccepted = 0;
    int passes = 0; ///< positions where a pass was possible (in both)
    QStringList differences; ///< unexplained: each fails the test
    std::map<QString, int> readings; ///< explained differences per reading

    QString summary(const QString& variant) const
    {
        QString text
            = QStringLiteral("%1: %2 positions, %3 pieces lifted, %4 target squares, "
                             "%5 second-leg lists, %6 positions with a pass, %7 of our moves "
                             "accepted by HaChu; %8 unexplained differences")
                  .arg(variant)
                  .arg(positions)
                  .arg(pieces)
                  .arg(squares)
                  .arg(secondLegs)
                  .arg(passes)
                  .arg(movesAccepted)
                  .arg(differences.size());
        for (const auto& [reading, count] : readings)
            text += QStringLiteral("; %1 x %2").arg(count).arg(reading);
        return text;
    }
};

} // namespace

class TestHaChuOracle : public QObject
{
    Q_OBJECT

    QString m_program;
    Agreement m_setBoard; // the hand-built positions, summed

    std::unique_ptr<HaChuSession> launch(const QString& variant)
    {
        auto session = std::make_unique<HaChuSession>(m_program);
        if (!session->ok())
            qWarning("%s", qPrintable(session->error()));
        else if (!session->variants().contains(variant))
            qWarning("HaChu does not list %s", qPrintable(variant));
        return session;
    }

    // Compares HaChu's highlights for every piece of the side to move with our legal moves.
    // Can the side to move capture a royal? HaChu's search stops at a King capture, so its
    // list of moves is cut short there: the random games end at such a position.
    static bool royalEnPrise(const Position& pos)
    {
        const Side us = pos.sideToMove();
        for (int i = 0; i < pos.royalCount(opposite(us)); ++i) {
            if (pos.isAttacked(pos.royal(opposite(us), i), us))
                return true;
        }
        return false;
    }

    // HaChu 0.21's range captures towards file a (Tenjiku's generals, first side to move) do
    // not follow the rank rule it keeps in every other direction: a Rook General there takes
    // a general of its own rank or higher after a jump, and a Great General that jumped a Rook
    // General takes only pieces of rank 0 (seen with setboard; probed by hand, the note of
    // issue 14 has the positions). Such squares are counted as that reading, not compared.
    static void explainSidewaysRangeCaptures(const Position& pos, Square from,
        QMap<QString, QChar>& ours, QMap<QString, QChar>& theirs, Agreement& a)
    {
        const PieceDefinition& def = pos.variant().pieces[size_t(typeOf(pos.at(from)))];
        if (def.rangeCapture.isEmpty())
            return;
        const BoardGeometry& g = pos.geometry();
        QStringList squares = ours.keys() + theirs.keys();
        squares.removeDuplicates();
        for (const QString& name : squares) {
            const Square to = squareOfXboard(pos, name);
            const bool leftward
                = g.rankOf(to) == g.rankOf(from) && g.fileOf(to) < g.fileOf(from) - 1;
            const QChar mine = ours.value(name, u'-'), hachu = theirs.value(name, u'-');
            if (!leftward || mine == hachu || pos.at(to) == Empty)
                continue;
            ours.remove(name);
            theirs.remove(name);
            ++a.readings[QStringLiteral("HaChu's range captures towards file a")];
        }
    }

    void comparePosition(HaChuSession& hachu, Position& pos, Agreement& a)
    {
        const Side us = pos.sideToMove();
        MoveList legal;
        MoveGenerator::generateLegal(pos, legal);
        const BoardGeometry& g = pos.geometry();
        ++a.positions;
        bool oursPass = false, theirsPass = false;
        QString passers;
        for (const Square s : g.squares()) {
            const Piece p = pos.at(s);
            if (!isPiece(p) || sideOf(p) != us)
                continue;
            ++a.pieces;
            const QString name = xboardSquare(pos, s);
            QMap<QString, QChar> ours = expectedLift(pos, legal, s);
            QMap<QString, QChar> theirs
                = hachutest::readHighlight(hachu.lift(name), g.files(), g.ranks());
            // A pass is HaChu's null move, listed once per position under one of the pieces
            // that may pass: passes are compared per position, not per piece.
            oursPass = ours.remove(name) > 0 || oursPass;
            // HaChu's list of moves sometimes holds a move 0, which reads as a1-a1.
            if (name == u"a1" && !ours.contains(name) && theirs.value(name) == u'R') {
                theirs.remove(name);
                ++a.readings[QStringLiteral("HaChu's empty move 0 shown on a1")];
            }
            if (theirs.remove(name) > 0) {
                theirsPass = true;
                passers += name + u' ';
            }
            explainSidewaysRangeCaptures(pos, s, ours, theirs, a);
            a.squares += int(ours.size());
            const QString where
                = QStringLiteral("%1 %2 (%3)")
                      .arg(pos.variant().pieces[size_t(typeOf(p))].name, name, writeFen(pos));
            for (const QString& d : differences(ours, theirs))
                a.differences << where + QStringLiteral(": ") + d;
            for (auto it = theirs.begin(); it != theirs.end(); ++it) {
                if (it.value() != u'C')
                    continue;
                const Square first = squareOfXboard(pos, it.key());
                hachu.put(it.key());
                const QMap<QString, QChar> legs
                    = hachutest::readHighlight(hachu.lift(it.key()), g.files(), g.ranks());
                ++a.secondLegs;
                for (const QString& d : differences(expectedSecondLegs(pos, legal, s, first), legs))
                    a.differences << where + QStringLiteral(" via %1: ").arg(it.key()) + d;
            }
        }
        if (oursPass != theirsPass)
            a.differences << QStringLiteral("a pass: ours %1 hachu %2 (%3) in %4")
                                 .arg(oursPass)
                                 .arg(theirsPass)
                                 .arg(passers, writeFen(pos));
        a.passes += oursPass ? 1 : 0;
    }

    // One of `legal`: three moves in four are captures when there are any, so that the pieces
    // meet.
    static Move pickMove(const Position& pos, const MoveList& legal, Random& random)
    {
        MoveList captures;
        for (const Move& m : legal) {
            if (MoveGenerator::isCapture(pos, m))
                captures.push_back(m);
        }
        const MoveList& from = !captures.empty() && random.below(4) != 0 ? captures : legal;
        return from[random.below(from.size())];
    }

    // Random legal games of ours, nothing played into HaChu: each position is set up with
    // `setboard` (turned round when the second side is to move) and compared, until
    // `positions` positions are done. For games HaChu cannot replay (Tenjiku's Fire Demons).
    Agreement setBoardGames(const OracleVariant& ov, int positions, uint64_t seed)
    {
        Agreement a;
        const std::optional<Position> start = fbtest::position(ov.preset, {}, ov.profile);
        if (!start) {
            a.differences << QStringLiteral("preset %1 does not load").arg(ov.preset);
            return a;
        }
        Random random{seed};
        while (a.positions < positions) {
            Position pos = *start;
            for (int ply = 0; ply < 300 && a.positions < positions; ++ply) {
                if (evaluateGame(pos).isOver())
                    break;
                if (royalEnPrise(pos)) {
                    ++a.readings[QStringLiteral("games ended at a royal en prise")];
                    break;
                }
                std::optional<Position> seen = pos.sideToMove() == First
                    ? std::optional<Position>(pos)
                    : turnedRound(pos, ov);
                if (!seen) {
                    a.differences << QStringLiteral("cannot turn round %1").arg(writeFen(pos));
                    break;
                }
                // A fresh HaChu each time: one that has set up other boards answers `lift`
                // for a piece without moves with targets left from before.
                auto hachu = launch(ov.hachuName);
                if (!hachu->newGame(ov.hachuName)
                    || !hachu->setBoard(writeFen(*seen).section(u' ', 0, 0))) {
                    a.differences << hachu->error();
                    return a;
                }
                comparePosition(*hachu, *seen, a);
                if (!hachu->ok()) {
                    a.differences << hachu->error();
                    return a;
                }
                MoveList legal;
                MoveGenerator::generateLegal(pos, legal);
                if (legal.empty())
                    break;
                pos.makeMove(pickMove(pos, legal, random));
            }
        }
        return a;
    }

    // Random legal games of ours, replayed into HaChu, compared at every position until
    // `positions` positions are done.
    Agreement randomGames(const OracleVariant& ov, int positions, uint64_t seed)
    {
        Agreement a;
        const std::optional<Position> start = fbtest::position(ov.preset, {}, ov.profile);
        if (!start) {
            a.differences << QStringLiteral("preset %1 does not load").arg(ov.preset);
            return a;
        }
        auto hachu = launch(ov.hachuName);
        Random random{seed};
        while (a.positions < positions && hachu->ok()) {
            Position pos = *start;
            hachu->newGame(ov.hachuName);
            for (int ply = 0; ply < 300 && a.positions < positions; ++ply) {
                if (evaluateGame(pos).isOver())
                    break;
                if (royalEnPrise(pos)) {
                    ++a.readings[QStringLiteral("games ended at a royal en prise")];
                    break;
                }
                comparePosition(*hachu, pos, a);
                MoveList legal;
                MoveGenerator::generateLegal(pos, legal);
                if (legal.empty())
                    break;
                const Move m = pickMove(pos, legal, random);
                QString refusal;
                if (!hachu->userMove(xboardMove(pos, m), &refusal)) {
                    a.differences << QStringLiteral("HaChu refuses %1 in %2: %3")
                                         .arg(xboardMove(pos, m), writeFen(pos), refusal);
                    break;
                }
                ++a.movesAccepted;
                pos.makeMove(m);
            }
        }
        if (!hachu->ok())
            a.differences << hachu->error();
        return a;
    }

    // Games HaChu plays against itself, each move found among our legal moves.
    QStringList selfPlay(const OracleVariant& ov, int games, int plies, int depth, int* moves)
    {
        QStringList problems;
        const std::optional<Position> start = fbtest::position(ov.preset, {}, ov.profile);
        if (!start)
            return {QStringLiteral("preset %1 does not load").arg(ov.preset)};
        auto hachu = launch(ov.hachuName);
        for (int game = 0; game < games && hachu->ok(); ++game) {
            Position pos = *start;
            hachu->newGame(ov.hachuName);
            hachu->setRandom();
            for (int ply = 0; ply < plies; ++ply) {
                const QString text = hachu->think(depth + game % 2);
                if (text.isEmpty())
                    break;
                MoveList legal;
                MoveGenerator::generateLegal(pos, legal);
                const auto it = std::find_if(legal.begin(), legal.end(),
                    [&](const Move& m) { return xboardMove(pos, m) == text; });
                if (it == legal.end()) {
                    problems << QStringLiteral("game %1 ply %2: HaChu's %3 is not legal in %4")
                                    .arg(game)
                                    .arg(ply)
                                    .arg(text, writeFen(pos));
                    break;
                }
                ++*moves;
                pos.makeMove(*it);
                if (evaluateGame(pos).isOver())
                    break;
            }
        }
        if (!hachu->ok())
            problems << hachu->error();
        return problems;
    }

    void runVariant(const OracleVariant& ov)
    {
        const int positions = envCount("FAIRYBOARD_HACHU_POSITIONS", 400);
        const Agreement a = randomGames(ov, positions, 14);
        qInfo("%s", qPrintable(a.summary(ov.preset)));
        for (const QString& d : a.differences.mid(0, 40))
            qWarning("%s", qPrintable(d));
        QVERIFY(a.positions > 0);
        QVERIFY2(a.differences.isEmpty(),
            qPrintable(QStringLiteral("%1 differences").arg(a.differences.size())));

        int moves = 0;
        const QStringList problems
            = selfPlay(ov, envCount("FAIRYBOARD_HACHU_SELFPLAY", 4), 40, 2, &moves);
        qInfo("%s: %d moves of HaChu against itself replayed", qPrintable(ov.preset), moves);
        for (const QString& p : problems)
            qWarning("%s", qPrintable(p));
        QVERIFY(moves > 0);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_program = enginetest::findEngine(QStringLiteral("hachu"));
        if (m_program.isEmpty())
            QSKIP("hachu is not installed (packaging/dev installs it in the build root)");
    }

    // The session itself: the handshake, the variants, a refused move and a highlight.
    void protocol()
    {
        HaChuSession hachu(m_program);
        QVERIFY2(hachu.ok(), qPrintable(hachu.error()));
        QVERIFY(hachu.variants().contains(QStringLiteral("chu")));
        QVERIFY(hachu.newGame(QStringLiteral("chu")));
        QString refusal;
        QVERIFY(!hachu.userMove(QStringLiteral("a1a5"), &refusal));
        QVERIFY(refusal.startsWith(u"Illegal move"));
        // The start position's Lion (f3) reaches e5-h5 and d2.
        const auto marks = hachutest::readHighlight(hachu.lift(QStringLiteral("f3")), 12, 12);
        QCOMPARE(QStringList(marks.keys()), QStringList({"d2", "e5", "f5", "g5", "h5"}));
    }

    void chu() { runVariant({QStringLiteral("chushogi"), QString(), QStringLiteral("chu")}); }

    // Sho Shogi as HaChu plays it (no check rule: the royal-capture profile). HaChu 0.21
    // lists sho but cannot start it (hachusession.h); the test runs once a HaChu can.
    void sho()
    {
        const OracleVariant sho{
            QStringLiteral("shoshogi"), QStringLiteral("royal-capture"), QStringLiteral("sho")};
        {
            HaChuSession probe(m_program);
            QVERIFY2(probe.ok(), qPrintable(probe.error()));
            if (!probe.variants().contains(sho.hachuName))
                QSKIP("HaChu does not list sho");
            if (!probe.newGame(sho.hachuName))
                QSKIP(qPrintable(
                    QStringLiteral("HaChu lists sho but cannot start it: ") + probe.error()));
        }
        runVariant(sho);
    }

    // Wa Shogi with the profile that plays HaChu's rules (no drops, Chu's promotion rule, royal
    // capture).
    void wa()
    {
        runVariant(
            {QStringLiteral("washogi"), QStringLiteral("hachu"), QStringLiteral("wa-shogi")});
    }

    // Dai Shogi, whose rules HaChu plays as the preset's default profile.
    void dai() { runVariant({QStringLiteral("daishogi"), QString(), QStringLiteral("dai")}); }

    // Tenjiku Shogi in HaChu's reading (the preset's default rules). HaChu 0.21 burns pieces
    // wrongly in play (wip/issue-14/tenjiku-hachu.md 4.2): its games cannot be replayed, so
    // the positions of our random games are set up one by one. Burning itself is not compared
    // (HaChu shows targets only); tst_burning states it.
    void tenjiku()
    {
        const OracleVariant ov{
            QStringLiteral("tenjikushogi"), QString(), QStringLiteral("tenjiku")};
        const int positions = envCount("FAIRYBOARD_HACHU_TENJIKU_POSITIONS", 150);
        const Agreement a = setBoardGames(ov, positions, 16);
        qInfo("%s", qPrintable(a.summary(ov.preset)));
        for (const QString& d : a.differences.mid(0, 40))
            qWarning("%s", qPrintable(d));
        QVERIFY(a.positions > 0);
        QVERIFY2(a.differences.isEmpty(),
            qPrintable(QStringLiteral("%1 differences").arg(a.differences.size())));
    }

    // Tenjiku's start position and every position one move after it (the moves of its perft
    // at depth 2), each set up in a fresh HaChu (turned round for the second side to move).
    void tenjikuStartTree()
    {
        const OracleVariant ov{
            QStringLiteral("tenjikushogi"), QString(), QStringLiteral("tenjiku")};
        std::optional<Position> start = fbtest::position(ov.preset, {}, ov.profile);
        QVERIFY(start);
        Agreement a;
        auto compare = [&](const Position& pos) {
            std::optional<Position> seen
                = pos.sideToMove() == First ? std::optional<Position>(pos) : turnedRound(pos, ov);
            QVERIFY(seen);
            auto hachu = launch(ov.hachuName);
            QVERIFY(hachu->newGame(ov.hachuName));
            QVERIFY(hachu->setBoard(writeFen(*seen).section(u' ', 0, 0)));
            comparePosition(*hachu, *seen, a);
            QVERIFY2(hachu->ok(), qPrintable(hachu->error()));
        };
        compare(*start);
        MoveList first;
        MoveGenerator::generateLegal(*start, first);
        quint64 leaves = 0;
        for (const Move& m : first) {
            start->makeMove(m);
            MoveList replies;
            MoveGenerator::generateLegal(*start, replies);
            leaves += replies.size();
            compare(*start);
            start->unmakeMove();
        }
        qInfo("%s; %d moves, %llu leaves at depth 2",
            qPrintable(a.summary(QStringLiteral("tenjikushogi start tree"))), int(first.size()),
            leaves);
        for (const QString& d : a.differences.mid(0, 40))
            qWarning("%s", qPrintable(d));
        QVERIFY2(a.differences.isEmpty(),
            qPrintable(QStringLiteral("%1 differences").arg(a.differences.size())));
    }

    // Compares `pos` and, `plies` deep, every position after it; `line` is the game to it
    // (replayed into HaChu from the start). Counts the leaves one ply below the deepest level.
    void compareTree(HaChuSession& hachu, const OracleVariant& ov, const Position& pos,
        const QStringList& line, int plies, Agreement& a, quint64& leaves)
    {
        hachu.newGame(ov.hachuName);
        for (const QString& move : line) {
            QString refusal;
            if (!hachu.userMove(move, &refusal)) {
                a.differences << QStringLiteral("HaChu refuses %1 after %2: %3")
                                     .arg(move, line.join(u' '), refusal);
                return;
            }
            ++a.movesAccepted;
        }
        Position here = pos;
        comparePosition(hachu, here, a);
        MoveList legal;
        MoveGenerator::generateLegal(here, legal);
        if (plies == 0) {
            leaves += legal.size();
            return;
        }
        for (const Move& m : legal) {
            Position child = pos;
            child.makeMove(m);
            compareTree(
                hachu, ov, child, line + QStringList{xboardMove(pos, m)}, plies - 1, a, leaves);
        }
    }

    // Dai Shogi's start position and every position one move after it (FAIRYBOARD_HACHU_DAI_PLIES
    // moves, default 1), compared in full: the moves its perft counts at one depth more.
    void daiStartTree()
    {
        const OracleVariant ov{QStringLiteral("daishogi"), QString(), QStringLiteral("dai")};
        const std::optional<Position> start = fbtest::position(ov.preset, {}, ov.profile);
        QVERIFY(start);
        auto hachu = launch(ov.hachuName);
        QVERIFY2(hachu->ok(), qPrintable(hachu->error()));
        const int plies = envCount("FAIRYBOARD_HACHU_DAI_PLIES", 1);
        Agreement a;
        quint64 leaves = 0;
        compareTree(*hachu, ov, *start, {}, plies, a, leaves);
        qInfo("%s; %llu moves at depth %d",
            qPrintable(a.summary(QStringLiteral("daishogi start tree"))), leaves, plies + 1);
        for (const QString& d : a.differences.mid(0, 40))
            qWarning("%s", qPrintable(d));
        QVERIFY(hachu->ok());
        QVERIFY2(a.differences.isEmpty(),
            qPrintable(QStringLiteral("%1 differences").arg(a.differences.size())));
    }

    // Hand-built Chu positions (HaChu's setboard takes a board with the first side to move):
    // the Lion, Horned Falcon and Soaring Eagle among enemies (captures in passing, igui,
    // double captures, the jumps), and the Lion-trading cases of chu-shogi.md 6.
    void chuSetBoard_data()
    {
        QTest::addColumn<QString>("board");
        QTest::newRow("lion among enemies") << "k11/12/12/12/12/4pp6/4Np1p4/4ppP5/12/12/12/K11";
        QTest::newRow("lion, gold and rook") << "k11/12/12/12/4r7/4gg6/5N6/3p1s6/12/12/12/K11";
        QTest::newRow("lion next to the edge") << "k11/12/12/12/12/12/12/12/12/pp10/Np10/K11";
        QTest::newRow("horned falcon") << "k11/12/12/12/12/5g6/5p6/5+H6/4p1p5/12/12/K11";
        QTest::newRow("horned falcon, own piece ahead")
            << "k11/12/12/12/12/5p6/5P6/5+H6/12/12/12/K11";
        QTest::newRow("soaring eagle") << "k11/12/12/12/12/3g3g4/4p1p5/5+D6/12/12/12/K11";
        QTest::newRow("kirin and phoenix") << "k11/12/12/12/12/4ppp5/4pOp1X3/4ppp5/12/12/12/K11";
        QTest::newRow("lion takes an unprotected lion at distance")
            << "k11/12/12/12/12/6n5/12/6N5/12/12/12/K11";
        QTest::newRow("lion and a protected lion at distance")
            << "k11/12/12/12/6p5/6n5/12/6N5/12/12/12/K11";
        QTest::newRow("lion and a protected lion, bridge")
            << "k11/12/12/12/6p5/6n5/6g5/6N5/12/12/12/K11";
        QTest::newRow("lion and an adjacent lion") << "k11/12/12/12/6p5/6n5/6N5/12/12/12/12/K11";
        QTest::newRow("gold takes a protected lion") << "k11/12/12/12/6p5/6n5/6G5/12/12/12/12/K11";
        QTest::newRow("promoted kirin") << "k11/12/12/12/6p5/6n5/5p6/5+O6/12/12/12/K11";
    }
    void chuSetBoard()
    {
        QFETCH(QString, board);
        auto hachu = launch(QStringLiteral("chu"));
        QVERIFY2(hachu->ok(), qPrintable(hachu->error()));
        QVERIFY(hachu->newGame(QStringLiteral("chu")));
        QVERIFY(hachu->setBoard(board));
        std::optional<Position> pos
            = fbtest::position(QStringLiteral("chushogi"), board + QStringLiteral(" w - - 0 1"));
        QVERIFY(pos);
        Agreement a;
        comparePosition(*hachu, *pos, a);
        QVERIFY(hachu->ok());
        QVERIFY2(a.differences.isEmpty(), qPrintable(a.differences.join(u'\n')));
        m_setBoard.pieces += a.pieces;
        m_setBoard.squares += a.squares;
        m_setBoard.secondLegs += a.secondLegs;
        ++m_setBoard.positions;
    }
    void chuSetBoardSummary()
    {
        qInfo("%s", qPrintable(m_setBoard.summary(QStringLiteral("chushogi setboard"))));
    }
};

QTEST_GUILESS_MAIN(TestHaChuOracle)
#include "tst_hachuoracle.moc"
