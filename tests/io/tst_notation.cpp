// SPDX-License-Identifier: GPL-3.0-or-later
// The players' notations: every bundled preset round-trips in every notation its family
// offers (written = read back), and published examples read and write as players do.
#include "iotest.h"
#include "japanese.h"
#include "movenotation.h"
#include "randomgames.h"

#include <QTest>

using namespace fb;
using namespace fb::io;
Q_DECLARE_METATYPE(fb::io::Notation)

namespace {

MoveList legalOf(Position& pos)
{
    MoveList list;
    MoveGenerator::generateLegal(pos, list);
    return list;
}

/// Reads `text` in notation `n` in `pos`, failing the test if it is not a legal move.
std::optional<Move> read(Notation n, Position& pos, const QString& text)
{
    const ReadResult r = readMove(n, pos, legalOf(pos), text);
    if (!r.move)
        qWarning() << text << r.error;
    return r.move;
}

/// The text of the move `coordinate` (coordinate notation) in notation `n`.
QString written(Notation n, Position& pos, const QString& coordinate)
{
    const std::optional<Move> m = parseCoordinate(pos, coordinate);
    if (!m)
        return QStringLiteral("<no move %1>").arg(coordinate);
    return moveText(n, pos, legalOf(pos), *m);
}

/// Plays the moves (in notation `n`) and returns false at the first one not read.
bool play(Notation n, Position& pos, const QStringList& moves)
{
    for (const QString& t : moves) {
        const std::optional<Move> m = read(n, pos, t);
        if (!m)
            return false;
        pos.makeMove(*m);
    }
    return true;
}

Position startOf(const QString& id, const QString& fen = {})
{
    std::optional<Position> p = fbtest::position(id, fen);
    if (!p)
        qFatal("no position for %s", qPrintable(id));
    return *p;
}

} // namespace

class TestNotation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void familyNotations();
    void kifFormByBoardSize();
    void sanExamples();
    void gatingExamples();
    void japaneseExamples();
    void japaneseDisambiguators_data();
    void japaneseDisambiguators();
    void westernExamples();
    void chuLionMoves();
    void xiangqiExamples();
    void tandemPawns_data();
    void tandemPawns();
    void refusals();
    void passes();
    void results();
};

void TestNotation::roundTrip_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<Notation>("notation");
    const QStringList ids = iotest::bundled().ids();
    QVERIFY(ids.size() >= 18);
    for (const QString& id : ids) {
        const VariantPtr v = iotest::bundled().variant(id);
        QVERIFY2(v, qPrintable(id));
        for (Notation n : notationsOf(v->family)) {
            if (n == Notation::XBoardSan && v->geometry.ranks() != 10)
                continue; // XBoard's SAN is ours but on ten ranks (tested with san)
            QTest::addRow("%s %s", qPrintable(id), qPrintable(notationId(n))) << id << n;
        }
    }
}

// Random games: every played move, and every legal move of every eighth position, is written
// and read back as the same move; no two legal moves of a position are written alike.
void TestNotation::roundTrip()
{
    QFETCH(QString, preset);
    QFETCH(Notation, notation);
    const VariantPtr v = iotest::bundled().variant(preset);
    const int games = v->geometry.files() * v->geometry.ranks() > 100 ? 1 : 3;
    const QList<GameRecord> records = randomGames(v, preset, games, 20261123, 120);
    int checked = 0;
    for (const GameRecord& g : records) {
        std::optional<Position> pos = g.positionAt(0);
        QVERIFY(pos);
        int ply = 0;
        for (const MoveRecord& record : g.mainLine.moves) {
            const MoveList legal = legalOf(*pos);
            MoveList toCheck{record.move};
            if (ply % 8 == 0)
                toCheck = legal;
            QSet<QString> seen;
            for (const Move& m : toCheck) {
                const QString text = moveText(notation, *pos, legal, m);
                QVERIFY2(
                    !text.isEmpty() && !text.contains(QStringLiteral("@@@@")), qPrintable(text));
                const ReadResult r = readMove(notation, *pos, legal, text);
                QVERIFY2(r.move && r.move->sameTurn(m),
                    qPrintable(QStringLiteral("ply %1: %2 (%3) read back as %4: %5")
                            .arg(ply)
                            .arg(text, coordinateText(*pos, m),
                                r.move ? coordinateText(*pos, *r.move) : QStringLiteral("-"),
                                r.error)));
                if (ply % 8 == 0) {
                    QVERIFY2(!seen.contains(text), qPrintable(text));
                    seen.insert(text);
                }
                ++checked;
            }
            pos->makeMove(record.move);
            ++ply;
        }
    }
    QVERIFY(checked > 100);
}

// KIF's standard form names a square by one full-width digit and one kanji: boards past nine
// files or ranks take the large-board form (Chu Shogi's), whatever the variant.
void TestNotation::kifFormByBoardSize()
{
    QCOMPARE(kifStyleFor(9, 9), KifStyle::Shogi);
    QCOMPARE(kifStyleFor(5, 5), KifStyle::Shogi);
    QCOMPARE(kifStyleFor(10, 9), KifStyle::LargeBoard);
    QCOMPARE(kifStyleFor(9, 10), KifStyle::LargeBoard);
    QCOMPARE(kifStyleFor(12, 12), KifStyle::LargeBoard);
    QCOMPARE(
        kifStyleFor(*iotest::bundled().variant(QStringLiteral("chushogi"))), KifStyle::LargeBoard);
    QCOMPARE(kifStyleFor(*iotest::bundled().variant(QStringLiteral("minishogi"))), KifStyle::Shogi);
}

void TestNotation::familyNotations()
{
    QCOMPARE(defaultNotation(Family::Chess), Notation::San);
    QCOMPARE(defaultNotation(Family::Shogi), Notation::ShogiJapanese);
    QCOMPARE(defaultNotation(Family::Xiangqi), Notation::Wxf);
    QCOMPARE(defaultNotation(Family::Janggi), Notation::Coordinate);
    for (Family f : {Family::Chess, Family::Shogi, Family::Xiangqi, Family::Janggi})
        QVERIFY(offers(f, Notation::Coordinate));
    QVERIFY(!offers(Family::Chess, Notation::Wxf));
    QVERIFY(offers(Family::Shogi, Notation::ShogiWestern));
    QVERIFY(offers(Family::Xiangqi, Notation::Chinese));
    QVERIFY(offers(Family::Xiangqi, Notation::Iccs));
    for (const char* id : {"san", "western", "japanese", "wxf", "chinese", "iccs", "coordinate"})
        QCOMPARE(notationId(*notationFromId(QString::fromLatin1(id))), QString::fromLatin1(id));
    QVERIFY(!notationFromId(QStringLiteral("kif")));
}

void TestNotation::sanExamples()
{
    Position pos = startOf(QStringLiteral("chess"));
    QCOMPARE(written(Notation::San, pos, QStringLiteral("g1f3")), QStringLiteral("Nf3"));
    NotationOptions figurines;
    figurines.figurines = true;
    const MoveList legal = legalOf(pos);
    QCOMPARE(moveText(Notation::San, pos, legal, *parseCoordinate(pos, QStringLiteral("g1f3")),
                 figurines),
        QStringLiteral("♘f3"));
    QVERIFY(read(Notation::San, pos, QStringLiteral("♘f3")));
    QVERIFY(play(Notation::San, pos,
        {QStringLiteral("e4"), QStringLiteral("d5"), QStringLiteral("e5"), QStringLiteral("f5")}));
    QCOMPARE(written(Notation::San, pos, QStringLiteral("e5f6")), QStringLiteral("exf6"));
    QCOMPARE(written(Notation::San, pos, QStringLiteral("e1e2")), QStringLiteral("Ke2"));
    Position promo
        = startOf(QStringLiteral("chess"), QStringLiteral("k7/4P3/8/8/8/8/8/4K3 w - - 0 1"));
    QCOMPARE(written(Notation::San, promo, QStringLiteral("e7e8q")), QStringLiteral("e8=Q+"));
    Position castle
        = startOf(QStringLiteral("chess"), QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    QCOMPARE(written(Notation::San, castle, QStringLiteral("e1g1")), QStringLiteral("O-O"));
    QCOMPARE(written(Notation::San, castle, QStringLiteral("e1c1")), QStringLiteral("O-O-O"));
    QVERIFY(read(Notation::San, castle, QStringLiteral("0-0")));
    // A drop that mates (crazyhouse).
    Position zh = startOf(
        QStringLiteral("crazyhouse"), QStringLiteral("6rk/6pp/8/8/8/8/8/4K3[N] w - - 0 1"));
    QCOMPARE(written(Notation::San, zh, QStringLiteral("N@f7")), QStringLiteral("N@f7#"));
    QVERIFY(read(Notation::San, zh, QStringLiteral("N@f7")));
}

// Seirawan gating as Fairy-Stockfish writes it in coordinates (its perft divide: "g1f3h",
// castling gated on the rook's square "h1e1h") and as S-chess players write SAN ("Nf3/H",
// castling with the gate's square "O-O/He1"); each read back as the same move.
void TestNotation::gatingExamples()
{
    Position pos = startOf(QStringLiteral("seirawan"));
    QCOMPARE(written(Notation::Coordinate, pos, QStringLiteral("g1f3h")), QStringLiteral("g1f3h"));
    QCOMPARE(written(Notation::San, pos, QStringLiteral("g1f3h")), QStringLiteral("Nf3/H"));
    QCOMPARE(written(Notation::San, pos, QStringLiteral("g1f3")), QStringLiteral("Nf3"));
    const std::optional<Move> hawk = read(Notation::San, pos, QStringLiteral("Nf3/H"));
    QVERIFY(hawk && hawk->isGating() && hawk->gatedOn() == hawk->from);
    const std::optional<Move> plain = read(Notation::San, pos, QStringLiteral("Nf3"));
    QVERIFY(plain && !plain->isGating());
    QVERIFY(play(Notation::Coordinate, pos,
        {QStringLiteral("e2e4"), QStringLiteral("e7e5"), QStringLiteral("g1f3"),
            QStringLiteral("b8c6"), QStringLiteral("f1c4"), QStringLiteral("f8c5")}));
    QCOMPARE(written(Notation::San, pos, QStringLiteral("e1g1e")), QStringLiteral("O-O/Ee1"));
    QCOMPARE(written(Notation::San, pos, QStringLiteral("h1e1h")), QStringLiteral("O-O/Hh1"));
    for (const QString& text : {QStringLiteral("h1e1h"), QStringLiteral("e1g1e")}) {
        const std::optional<Move> castle = read(Notation::Coordinate, pos, text);
        QVERIFY2(castle && castle->isCastle() && castle->isGating(), qPrintable(text));
        QCOMPARE(coordinateText(pos, *castle), text);
    }
    const std::optional<Move> onRook = read(Notation::San, pos, QStringLiteral("O-O/Hh1"));
    QVERIFY(onRook && pos.geometry().squareName(onRook->gatedOn()) == u"h1");
}

void TestNotation::japaneseExamples()
{
    Position pos = startOf(QStringLiteral("shogi"));
    QCOMPARE(
        written(Notation::ShogiJapanese, pos, QStringLiteral("7g7f")), QStringLiteral("▲７六歩"));
    QVERIFY(play(Notation::ShogiJapanese, pos, {QStringLiteral("▲７六歩")}));
    QCOMPARE(
        written(Notation::ShogiJapanese, pos, QStringLiteral("3c3d")), QStringLiteral("△３四歩"));
    // Typed leniently: no side mark, half-width digits, the KIF origin.
    QVERIFY(play(Notation::ShogiJapanese, pos, {QStringLiteral("34歩")}));
    QCOMPARE(written(Notation::ShogiJapanese, pos, QStringLiteral("8h2b+")),
        QStringLiteral("▲２二角成"));
    QCOMPARE(written(Notation::ShogiJapanese, pos, QStringLiteral("8h2b")),
        QStringLiteral("▲２二角不成"));
    QVERIFY(play(Notation::ShogiJapanese, pos, {QStringLiteral("２二角成(88)")}));
    QCOMPARE(
        written(Notation::ShogiJapanese, pos, QStringLiteral("3a2b")), QStringLiteral("△同　銀"));
    QVERIFY(play(Notation::ShogiJapanese, pos, {QStringLiteral("△同銀")}));
    // A drop: 打 only where a piece on the board could also go there.
    QCOMPARE(
        written(Notation::ShogiJapanese, pos, QStringLiteral("B*5e")), QStringLiteral("▲５五角"));
    QVERIFY(read(Notation::ShogiJapanese, pos, QStringLiteral("５五角打")));
    QCOMPARE(
        written(Notation::ShogiJapanese, pos, QStringLiteral("B*3c")), QStringLiteral("▲３三角"));
    // Wrong in meaning is refused: no pawn can go to 7五.
    QVERIFY(!readMove(Notation::ShogiJapanese, pos, legalOf(pos), QStringLiteral("▲７四歩")).move);
}

void TestNotation::japaneseDisambiguators_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("text");
    // Golds on 4九 and 6九 to 5八: seen from Sente, 4九 is on the right.
    const QString sides = QStringLiteral("4k4/9/9/9/9/9/9/9/3G1G2K[] w - - 0 1");
    QTest::newRow("right") << sides << "4i5h" << "▲５八金右";
    QTest::newRow("left") << sides << "6i5h" << "▲５八金左";
    // 5九 and 6九: straight up is 直.
    const QString straight = QStringLiteral("4k4/9/9/9/9/9/9/9/3GG3K[] w - - 0 1");
    QTest::newRow("straight") << straight << "5i5h" << "▲５八金直";
    QTest::newRow("left of straight") << straight << "6i5h" << "▲５八金左";
    // 5九 and 6八: one goes up, one sideways.
    const QString upSide = QStringLiteral("4k4/9/9/9/9/9/9/3G5/4G3K[] w - - 0 1");
    QTest::newRow("up") << upSide << "5i5h" << "▲５八金上";
    QTest::newRow("sideways") << upSide << "6h5h" << "▲５八金寄";
    // 5七 and 4九: one comes back.
    const QString back = QStringLiteral("4k4/9/9/9/9/9/4G4/9/5G2K[] w - - 0 1");
    QTest::newRow("back") << back << "5g5h" << "▲５八金引";
    QTest::newRow("up from the right") << back << "4i5h" << "▲５八金上";
    // Gote sees it the other way round: golds on 4一 and 6一 to 5二; 6一 is Gote's right.
    const QString gote = QStringLiteral("3g1g2k/9/9/9/9/9/9/9/4K4[] b - - 0 1");
    QTest::newRow("gote right") << gote << "6a5b" << "△５二金右";
    QTest::newRow("gote left") << gote << "4a5b" << "△５二金左";
}

void TestNotation::japaneseDisambiguators()
{
    QFETCH(QString, fen);
    QFETCH(QString, move);
    QFETCH(QString, text);
    Position pos = startOf(QStringLiteral("shogi"), fen);
    const std::optional<Move> m = parseCoordinate(pos, move);
    QVERIFY2(m, qPrintable(move));
    QCOMPARE(moveText(Notation::ShogiJapanese, pos, legalOf(pos), *m), text);
    const std::optional<Move> back = read(Notation::ShogiJapanese, pos, text);
    QVERIFY(back && back->sameTurn(*m));
    // Without the word the text fits both golds: refused as ambiguous, never guessed.
    QString bare = text;
    bare.chop(1);
    if (bare.endsWith(u'金')) {
        const ReadResult r = readMove(Notation::ShogiJapanese, pos, legalOf(pos), bare);
        QVERIFY(!r.move);
        QVERIFY(r.ambiguous);
    }
}

void TestNotation::westernExamples()
{
    Position pos = startOf(QStringLiteral("shogi"));
    QCOMPARE(written(Notation::ShogiWestern, pos, QStringLiteral("7g7f")), QStringLiteral("P-7f"));
    QVERIFY(play(Notation::ShogiWestern, pos, {QStringLiteral("P-7f"), QStringLiteral("P3d")}));
    QCOMPARE(
        written(Notation::ShogiWestern, pos, QStringLiteral("8h2b+")), QStringLiteral("Bx2b+"));
    QCOMPARE(written(Notation::ShogiWestern, pos, QStringLiteral("8h2b")), QStringLiteral("Bx2b="));
    QVERIFY(play(Notation::ShogiWestern, pos, {QStringLiteral("Bx2b+")}));
    QCOMPARE(written(Notation::ShogiWestern, pos, QStringLiteral("3a2b")), QStringLiteral("Sx2b"));
    QVERIFY(play(Notation::ShogiWestern, pos, {QStringLiteral("S2b")}));
    QCOMPARE(written(Notation::ShogiWestern, pos, QStringLiteral("B*5e")), QStringLiteral("B*5e"));
    // Two golds reach 5h: the origin is written.
    Position golds
        = startOf(QStringLiteral("shogi"), QStringLiteral("4k4/9/9/9/9/9/9/9/3G1G2K[] w - - 0 1"));
    QCOMPARE(
        written(Notation::ShogiWestern, golds, QStringLiteral("6i5h")), QStringLiteral("G6i-5h"));
    QCOMPARE(
        written(Notation::ShogiWestern, golds, QStringLiteral("6i6h")), QStringLiteral("G-6h"));
    QVERIFY(!readMove(Notation::ShogiWestern, golds, legalOf(golds), QStringLiteral("G-5h")).move);
    // A promoted piece: +R.
    Position dragon
        = startOf(QStringLiteral("shogi"), QStringLiteral("4k4/9/9/9/9/9/9/9/+R3K4[] w - - 0 1"));
    QCOMPARE(
        written(Notation::ShogiWestern, dragon, QStringLiteral("9i9e")), QStringLiteral("+R-9e"));
}

void TestNotation::chuLionMoves()
{
    const VariantPtr v = iotest::bundled().variant(QStringLiteral("chushogi"));
    QVERIFY(v);
    Position pos(v);
    pos.clear();
    const BoardGeometry& g = v->geometry;
    auto at = [&](int file, int rank) { return squareFromKif(g, file, rank); };
    pos.setPiece(at(1, 12), makePiece(v->pieceById(QStringLiteral("king")), First));
    pos.setPiece(at(12, 1), makePiece(v->pieceById(QStringLiteral("king")), Second));
    pos.setPiece(at(6, 8), makePiece(v->pieceById(QStringLiteral("lion")), First));
    pos.setPiece(at(6, 7), makePiece(v->pieceById(QStringLiteral("pawn")), Second));
    pos.setSideToMove(First);
    const MoveList legal = legalOf(pos);
    auto find = [&](Square via, Square to) -> std::optional<Move> {
        for (const Move& m : legal)
            if (m.from == at(6, 8) && m.viaCount == 1 && m.via[0] == via && m.to == to)
                return m;
        return std::nullopt;
    };
    const std::optional<Move> igui = find(at(6, 7), at(6, 8));
    const std::optional<Move> twoSteps = find(at(6, 7), at(6, 6));
    QVERIFY(igui && twoSteps);
    QCOMPARE(
        moveText(Notation::ShogiJapanese, pos, legal, *igui), QStringLiteral("▲6七獅子居食い"));
    QCOMPARE(moveText(Notation::ShogiJapanese, pos, legal, *twoSteps),
        QStringLiteral("▲一歩目6七 二歩目6六獅子"));
    QCOMPARE(moveText(Notation::ShogiWestern, pos, legal, *igui), QStringLiteral("N6hx6g-6h"));
    QCOMPARE(moveText(Notation::ShogiWestern, pos, legal, *twoSteps), QStringLiteral("N6hx6g-6f"));
    for (Notation n : {Notation::ShogiJapanese, Notation::ShogiWestern})
        for (const Move& m : {*igui, *twoSteps}) {
            const ReadResult r = readMove(n, pos, legal, moveText(n, pos, legal, m));
            QVERIFY(r.move && r.move->sameTurn(m));
        }
    // Typed with full-width digits.
    const ReadResult typed
        = readMove(Notation::ShogiJapanese, pos, legal, QStringLiteral("６七獅子居食い"));
    QVERIFY(typed.move && typed.move->sameTurn(*igui));
}

void TestNotation::xiangqiExamples()
{
    Position pos = startOf(QStringLiteral("xiangqi"));
    QCOMPARE(written(Notation::Wxf, pos, QStringLiteral("h3e3")), QStringLiteral("C2.5"));
    QCOMPARE(written(Notation::Chinese, pos, QStringLiteral("h3e3")), QStringLiteral("炮二平五"));
    QCOMPARE(written(Notation::Iccs, pos, QStringLiteral("h3e3")), QStringLiteral("h2e2"));
    QVERIFY(play(Notation::Wxf, pos, {QStringLiteral("C2.5")}));
    QCOMPARE(written(Notation::Wxf, pos, QStringLiteral("h10g8")), QStringLiteral("H8+7"));
    QCOMPARE(written(Notation::Chinese, pos, QStringLiteral("h10g8")), QStringLiteral("马８进７"));
    // Traditional characters and half-width digits read too; ICCS and coordinates as well.
    QVERIFY(read(Notation::Chinese, pos, QStringLiteral("馬8進7")));
    QVERIFY(read(Notation::Iccs, pos, QStringLiteral("h9g7")));
    Position again = startOf(QStringLiteral("xiangqi"));
    QVERIFY(play(Notation::Wxf, again,
        {QStringLiteral("C2.5"), QStringLiteral("H8+7"), QStringLiteral("H2+3"),
            QStringLiteral("R9.8")}));
    QCOMPARE(written(Notation::Wxf, again, QStringLiteral("i1i2")), QStringLiteral("R1+1"));
    // Two chariots on one file: front and rear.
    Position tandem
        = startOf(QStringLiteral("xiangqi"), QStringLiteral("3k5/9/9/9/9/9/R8/9/R8/4K4 w - - 0 1"));
    QCOMPARE(written(Notation::Wxf, tandem, QStringLiteral("a4b4")), QStringLiteral("R+.8"));
    QCOMPARE(written(Notation::Wxf, tandem, QStringLiteral("a2a3")), QStringLiteral("R-+1"));
    QCOMPARE(
        written(Notation::Chinese, tandem, QStringLiteral("a4b4")), QStringLiteral("前车平八"));
    QCOMPARE(
        written(Notation::Chinese, tandem, QStringLiteral("a2a3")), QStringLiteral("后车进一"));
    QVERIFY(read(Notation::Wxf, tandem, QStringLiteral("+R.8")));
    QVERIFY(read(Notation::Chinese, tandem, QStringLiteral("前車平八")));
    // Manchu's banner moves straight and like a horse: "M3-1" would fit g3g2 and g3i2, so
    // such moves are written in coordinates; a sideways move is plain WXF.
    Position banner
        = startOf(QStringLiteral("manchu"), QStringLiteral("3k5/9/9/9/9/9/9/6M2/9/4K4 w - - 0 1"));
    QCOMPARE(written(Notation::Wxf, banner, QStringLiteral("g3g2")), QStringLiteral("g3g2"));
    QCOMPARE(written(Notation::Chinese, banner, QStringLiteral("g3i2")), QStringLiteral("g3i2"));
    QCOMPARE(written(Notation::Wxf, banner, QStringLiteral("g3e3")), QStringLiteral("M3.5"));
    const std::optional<Move> back = read(Notation::Wxf, banner, QStringLiteral("g3g2"));
    QVERIFY(back && coordinateText(banner, *back) == QStringLiteral("g3g2"));
    QVERIFY(!readMove(Notation::Wxf, banner, legalOf(banner), QStringLiteral("M3-1")).move);
    // XBoard's SAN: ranks from 0, H and E; rank hints counted from 0 as well.
    Position xb = startOf(QStringLiteral("xiangqi"));
    QCOMPARE(written(Notation::XBoardSan, xb, QStringLiteral("h3e3")), QStringLiteral("Che2"));
    QCOMPARE(written(Notation::XBoardSan, xb, QStringLiteral("c1e3")), QStringLiteral("Ece2"));
    QVERIFY(play(Notation::XBoardSan, xb, {QStringLiteral("Che2")}));
    QCOMPARE(written(Notation::XBoardSan, xb, QStringLiteral("h10g8")), QStringLiteral("Hg7"));
    QCOMPARE(written(Notation::XBoardSan, tandem, QStringLiteral("a4a3")), QStringLiteral("R3a2"));
    QVERIFY(read(Notation::XBoardSan, tandem, QStringLiteral("R3a2")));
    QVERIFY(!read(Notation::XBoardSan, tandem, QStringLiteral("R4a3"))); // ranks from 0
    // Ten-rank chess boards too; eight ranks are as in our SAN.
    Position grand = startOf(QStringLiteral("grand"));
    QCOMPARE(written(Notation::XBoardSan, grand, QStringLiteral("e3e5")), QStringLiteral("e4"));
    Position chess = startOf(QStringLiteral("chess"));
    QCOMPARE(written(Notation::XBoardSan, chess, QStringLiteral("g1f3")), QStringLiteral("Nf3"));
}

void TestNotation::tandemPawns_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("wxfText");
    QTest::addColumn<QString>("chineseText");
    // Three red soldiers on Red's 5th file (e6, e7, e8), across the river.
    const QString three = QStringLiteral("3k5/9/4P4/4P4/4P4/9/9/9/9/4K4 w - - 0 1");
    QTest::newRow("3 front") << three << "e8d8" << "P+.6" << "前兵平六";
    QTest::newRow("3 middle") << three << "e7d7" << "P5.6" << "中兵平六";
    QTest::newRow("3 rear") << three << "e6d6" << "P-.6" << "后兵平六";
    // Five on one file: ++ and -- for the outermost ones.
    const QString five = QStringLiteral("3kP4/4P4/4P4/4P4/4P4/9/9/9/9/5K3 w - - 0 1");
    QTest::newRow("5 foremost") << five << "e10f10" << "++.4" << "前兵平四";
    QTest::newRow("5 second") << five << "e9f9" << "P+.4" << "二兵平四";
    QTest::newRow("5 middle") << five << "e8f8" << "P5.4" << "三兵平四";
    QTest::newRow("5 fourth") << five << "e7f7" << "P-.4" << "四兵平四";
    QTest::newRow("5 rearmost") << five << "e6f6" << "--.4" << "后兵平四";
    // Tandems on two files: the file replaces the piece letter.
    const QString two = QStringLiteral("3k5/9/2P1P4/2P1P4/4P4/9/9/9/9/4K4 w - - 0 1");
    QTest::newRow("2 files front") << two << "e8d8" << "5+.6" << "前五平六";
    QTest::newRow("2 files middle") << two << "e7f7" << "55.4" << "中五平四";
    QTest::newRow("2 files other") << two << "c7b7" << "7-.8" << "后七平八";
}

void TestNotation::tandemPawns()
{
    QFETCH(QString, fen);
    QFETCH(QString, move);
    QFETCH(QString, wxfText);
    QFETCH(QString, chineseText);
    Position pos = startOf(QStringLiteral("xiangqi"), fen);
    const std::optional<Move> m = parseCoordinate(pos, move);
    QVERIFY2(m, qPrintable(move));
    const MoveList legal = legalOf(pos);
    QCOMPARE(moveText(Notation::Wxf, pos, legal, *m), wxfText);
    QCOMPARE(moveText(Notation::Chinese, pos, legal, *m), chineseText);
    for (auto [n, text] :
        {std::pair{Notation::Wxf, wxfText}, std::pair{Notation::Chinese, chineseText}}) {
        const ReadResult r = readMove(n, pos, legal, text);
        QVERIFY2(r.move && r.move->sameTurn(*m), qPrintable(text + u' ' + r.error));
    }
}

void TestNotation::refusals()
{
    // A pinned knight: well formed, pseudo-legal, refused with its candidate.
    Position pinned
        = startOf(QStringLiteral("chess"), QStringLiteral("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1"));
    ReadResult r = readMove(Notation::San, pinned, legalOf(pinned), QStringLiteral("Nf4"));
    QVERIFY(!r.move);
    QVERIFY(!r.error.isEmpty());
    QCOMPARE(r.candidates.size(), size_t(1));
    QCOMPARE(coordinateText(pinned, r.candidates.front()), QStringLiteral("e2f4"));
    // Nonsense: no candidates.
    r = readMove(Notation::San, pinned, legalOf(pinned), QStringLiteral("Qh5"));
    QVERIFY(!r.move);
    QVERIFY(r.candidates.empty());
    QVERIFY(r.error.contains(QStringLiteral("Qh5")));
    // Two knights reach d2.
    Position two
        = startOf(QStringLiteral("chess"), QStringLiteral("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"));
    r = readMove(Notation::San, two, legalOf(two), QStringLiteral("Nd2"));
    QVERIFY(!r.move);
    QVERIFY(r.ambiguous);
    QVERIFY(readMove(Notation::San, two, legalOf(two), QStringLiteral("Nbd2")).move);
    // Coordinates are read in every notation.
    QVERIFY(readMove(Notation::San, two, legalOf(two), QStringLiteral("b1d2")).move);
    // A nifu pawn drop is refused, and named as the candidate.
    Position nifu
        = startOf(QStringLiteral("shogi"), QStringLiteral("4k4/9/9/9/9/9/4P4/9/4K4[P] w - - 0 1"));
    r = readMove(Notation::ShogiJapanese, nifu, legalOf(nifu), QStringLiteral("５五歩打"));
    QVERIFY(!r.move);
    QCOMPARE(r.candidates.size(), size_t(1));
    QVERIFY(r.candidates.front().isDrop());
}

void TestNotation::passes()
{
    Position pos = startOf(QStringLiteral("janggi"));
    const MoveList legal = legalOf(pos);
    const auto pass
        = std::find_if(legal.begin(), legal.end(), [](const Move& m) { return m.isPass(); });
    QVERIFY(pass != legal.end());
    for (Notation n : notationsOf(Family::Janggi)) {
        const QString text = moveText(n, pos, legal, *pass);
        QCOMPARE(text, QStringLiteral("pass"));
        const ReadResult r = readMove(n, pos, legal, text);
        QVERIFY(r.move && r.move->isPass());
    }
    QCOMPARE(passWord(Notation::ShogiJapanese), QStringLiteral("パス"));
    Position chess = startOf(QStringLiteral("chess"));
    const ReadResult refused
        = readMove(Notation::San, chess, legalOf(chess), QStringLiteral("pass"));
    QVERIFY(!refused.move);
}

void TestNotation::results()
{
    GameResult ongoing;
    QVERIFY(resultText(Notation::San, ongoing, 10).isEmpty());
    GameResult white{GameStatus::Checkmate, First};
    GameResult black{GameStatus::Checkmate, Second};
    GameResult draw{GameStatus::Repetition, std::nullopt};
    GameResult stale{GameStatus::Stalemate, std::nullopt};
    QCOMPARE(resultText(Notation::San, white, 31), QStringLiteral("1-0"));
    QCOMPARE(resultText(Notation::ShogiWestern, black, 32), QStringLiteral("0-1"));
    QCOMPARE(resultText(Notation::Wxf, stale, 40), QStringLiteral("½-½"));
    QCOMPARE(
        resultText(Notation::ShogiJapanese, white, 77), QStringLiteral("まで77手で先手の勝ち"));
    QCOMPARE(
        resultText(Notation::ShogiJapanese, black, 78), QStringLiteral("まで78手で後手の勝ち"));
    QCOMPARE(resultText(Notation::ShogiJapanese, draw, 120), QStringLiteral("まで120手で千日手"));
    QCOMPARE(resultText(Notation::Chinese, white, 50), QStringLiteral("红胜"));
    QCOMPARE(resultText(Notation::Chinese, black, 50), QStringLiteral("黑胜"));
    QCOMPARE(resultText(Notation::Chinese, draw, 50), QStringLiteral("和棋"));
}

QTEST_GUILESS_MAIN(TestNotation)
#include "tst_notation.moc"
