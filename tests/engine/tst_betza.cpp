// SPDX-License-Identifier: GPL-3.0-or-later
// XBetza strings one by one: each compiled as the only piece of a 9 x 9 variant without check
// rules, and the moves it generates from e5 compared with the exact expected squares or paths.
#include "enginetest.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QTest>

using namespace fb;

namespace {

// A 9 x 9 variant with one piece type "X" moving as `betza`, no royal and no check rule.
VariantPtr onePieceVariant(const QString& betza, QString* error)
{
    const QJsonObject piece{{QStringLiteral("id"), QStringLiteral("x")},
        {QStringLiteral("letter"), QStringLiteral("X")}, {QStringLiteral("betza"), betza}};
    const QJsonObject preset{{QStringLiteral("id"), QStringLiteral("betza-test")},
        {QStringLiteral("board"),
            QJsonObject{{QStringLiteral("files"), 9}, {QStringLiteral("ranks"), 9}}},
        {QStringLiteral("pieces"), QJsonArray{piece}},
        {QStringLiteral("rules"), QJsonObject{{QStringLiteral("checkRule"), false}}},
        {QStringLiteral("start"), QStringLiteral("9/9/9/9/9/9/9/9/9 w - - 0 1")}};
    QList<PresetDiagnostic> diags;
    VariantPtr v = compilePreset(preset, QStringLiteral("betza-test"), diags);
    if (!v && error)
        *error = diags.isEmpty() ? QStringLiteral("no variant") : diags[0].toString();
    return v;
}

// A position with the piece on `from` for `side`, and the pieces of `setup`: "e7:e c5:f" puts
// an enemy on e7 and a friend on c5 (all of the one type).
std::optional<Position> setUp(const VariantPtr& v, const QString& setup, Side side = First,
    const QString& from = QStringLiteral("e5"))
{
    Position pos(v);
    pos.setPiece(fbtest::square(pos, from), makePiece(0, side));
    for (const QString& item : setup.split(u' ', Qt::SkipEmptyParts)) {
        const Square s = fbtest::square(pos, item.section(u':', 0, 0));
        const QString who = item.section(u':', 1);
        if (s == NoSquare || (who != u"e" && who != u"f"))
            return std::nullopt;
        pos.setPiece(s, makePiece(0, who == u"f" ? side : opposite(side)));
    }
    return pos;
}

MoveList movesFrom(const Position& pos, const QString& from = QStringLiteral("e5"))
{
    MoveList list;
    MoveGenerator::generateFrom(pos, fbtest::square(pos, from), list);
    return list;
}

// Distinct destination squares, sorted, space separated.
QString destinations(const Position& pos, const MoveList& moves)
{
    QStringList out;
    for (const Move& m : moves)
        out << pos.geometry().squareName(m.to);
    out.removeDuplicates();
    std::sort(out.begin(), out.end());
    return out.join(u' ');
}

bool hasMove(const QStringList& paths, const char* text)
{
    return paths.contains(QLatin1String(text));
}

} // namespace

class TestBetza : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void destinations_data();
    void destinations();
    void paths_data();
    void paths();
    void secondSideIsRotated_data();
    void secondSideIsRotated();
    void lionOnEmptyBoard();
    void lionNextToEnemy();
    void lionDoubleCapture();
    void lionNextToFriend();
    void falconAndEagleLionPower();
    void unloadSwaps();
    void cylinderWraps();
    void castlingAtom();
    void canonical_data();
    void canonical();
    void canonicalKeepsMoves();
    void parseErrors_data();
    void parseErrors();
};

void TestBetza::destinations_data()
{
    QTest::addColumn<QString>("betza");
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("expected");

    // clang-format off
    QTest::newRow("W") << "W" << "" << "d5 e4 e6 f5";
    QTest::newRow("F") << "F" << "" << "d4 d6 f4 f6";
    QTest::newRow("K") << "K" << "" << "d4 d5 d6 e4 e6 f4 f5 f6";
    QTest::newRow("N") << "N" << "" << "c4 c6 d3 d7 f3 f7 g4 g6";
    QTest::newRow("fN shogi knight") << "fN" << "" << "d7 f7";
    QTest::newRow("ffN") << "ffN" << "" << "d7 f7";
    QTest::newRow("fsN") << "fsN" << "" << "c6 g6";
    QTest::newRow("D") << "D" << "" << "c5 e3 e7 g5";
    QTest::newRow("A") << "A" << "" << "c3 c7 g3 g7";
    QTest::newRow("H") << "H" << "" << "b5 e2 e8 h5";
    QTest::newRow("C") << "C" << "" << "b4 b6 d2 d8 f2 f8 h4 h6";
    QTest::newRow("Z") << "Z" << "" << "b3 b7 c2 c8 g2 g8 h3 h7";
    QTest::newRow("G") << "G" << "" << "b2 b8 h2 h8";
    QTest::newRow("(4,1)") << "(4,1)" << "" << "a4 a6 d1 d9 f1 f9 i4 i6";
    QTest::newRow("R") << "R" << ""
        << "a5 b5 c5 d5 e1 e2 e3 e4 e6 e7 e8 e9 f5 g5 h5 i5";
    QTest::newRow("B") << "B" << ""
        << "a1 a9 b2 b8 c3 c7 d4 d6 f4 f6 g3 g7 h2 h8 i1 i9";
    QTest::newRow("Q") << "Q" << ""
        << "a1 a5 a9 b2 b5 b8 c3 c5 c7 d4 d5 d6 e1 e2 e3 e4 e6 e7 e8 e9 "
           "f4 f5 f6 g3 g5 g7 h2 h5 h8 i1 i5 i9";
    QTest::newRow("R2") << "R2" << "" << "c5 d5 e3 e4 e6 e7 f5 g5";
    QTest::newRow("W03 exactly 3") << "W03" << "" << "b5 e2 e8 h5";
    QTest::newRow("W03 blocked") << "W03" << "e6:e" << "b5 e2 h5";
    QTest::newRow("NN nightrider") << "NN" << ""
        << "a3 a7 c1 c4 c6 c9 d3 d7 f3 f7 g1 g4 g6 g9 i3 i7";
    QTest::newRow("NN blocked") << "NN" << "f7:f g4:e" << "a3 a7 c1 c4 c6 c9 d3 d7 f3 g1 g4 g6 i7";
    QTest::newRow("fW") << "fW" << "" << "e6";
    QTest::newRow("fsW") << "fsW" << "" << "d5 e6 f5";
    QTest::newRow("vW") << "vW" << "" << "e4 e6";
    QTest::newRow("sR") << "sR" << "" << "a5 b5 c5 d5 f5 g5 h5 i5";
    QTest::newRow("fR") << "fR" << "" << "e6 e7 e8 e9";
    QTest::newRow("fR blocked by friend") << "fR" << "e8:f" << "e6 e7";
    QTest::newRow("fR captures enemy") << "fR" << "e8:e" << "e6 e7 e8";
    QTest::newRow("bR") << "bR" << "" << "e1 e2 e3 e4";
    QTest::newRow("FfW silver") << "FfW" << "" << "d4 d6 e6 f4 f6";
    QTest::newRow("WfF gold") << "WfF" << "" << "d5 d6 e4 e6 f5 f6";
    QTest::newRow("fmWfcF empty") << "fmWfcF" << "" << "e6";
    QTest::newRow("fmWfcF enemies") << "fmWfcF" << "d6:e e6:e f6:e" << "d6 f6";
    QTest::newRow("fmWfcF friend") << "fmWfcF" << "d6:f f6:e" << "e6 f6";
    QTest::newRow("mRcpR cannon") << "mRcpR" << "e7:e e9:e c5:f a5:e g5:e"
        << "a5 d5 e1 e2 e3 e4 e6 e9 f5";
    QTest::newRow("mRcpR no capture of a friend") << "mRcpR" << "e7:e e9:f" << "a5 b5 c5 d5 e1 e2 e3 e4 e6 f5 g5 h5 i5";
    QTest::newRow("gQ empty") << "gQ" << "" << "";
    QTest::newRow("gQ grasshopper") << "gQ" << "e7:f f6:f b5:f a5:e e3:f e2:f" << "a5 e8 g7";
    QTest::newRow("nN free") << "nN" << "" << "c4 c6 d3 d7 f3 f7 g4 g6";
    QTest::newRow("nN leg blocked") << "nN" << "e6:f" << "c4 c6 d3 f3 g4 g6";
    QTest::newRow("nN diagonal free") << "nN" << "f6:e d4:f" << "c4 c6 d3 d7 f3 f7 g4 g6";
    QTest::newRow("nA free") << "nA" << "" << "c3 c7 g3 g7";
    QTest::newRow("nA eye blocked") << "nA" << "f6:e" << "c3 c7 g3";
    QTest::newRow("afsW free") << "afsW" << "" << "c4 c6 d3 d7 f3 f7 g4 g6";
    QTest::newRow("afsW leg blocked") << "afsW" << "e6:e" << "c4 c6 d3 f3 g4 g6";
    QTest::newRow("mafsmafW free") << "mafsmafW" << "" << "b3 b7 c2 c8 g2 g8 h3 h7";
    QTest::newRow("mafsmafW first leg blocked") << "mafsmafW" << "e6:f" << "b3 b7 c2 g2 h3 h7";
    QTest::newRow("mafsmafW second leg blocked") << "mafsmafW" << "f7:e" << "b3 b7 c2 c8 g2 h3 h7";
    QTest::newRow("mafsmafW captures") << "mafsmafW" << "g8:e" << "b3 b7 c2 c8 g2 g8 h3 h7";
    QTest::newRow("Horned Falcon") << "BsbRfWfDfcafWfmcabW" << ""
        << "a1 a5 a9 b2 b5 b8 c3 c5 c7 d4 d5 d6 e1 e2 e3 e4 e5 e6 e7 f4 f5 f6 g3 g5 g7 "
           "h2 h5 h8 i1 i5 i9";
    QTest::newRow("Soaring Eagle") << "RbBfFfAfcafFfmcabF" << ""
        << "a1 a5 b2 b5 c3 c5 c7 d4 d5 d6 e1 e2 e3 e4 e5 e6 e7 e8 e9 f4 f5 f6 g3 g5 g7 "
           "h2 h5 i1 i5";
    // clang-format on
}

void TestBetza::destinations()
{
    QFETCH(QString, betza);
    QFETCH(QString, setup);
    QFETCH(QString, expected);
    QString error;
    const VariantPtr v = onePieceVariant(betza, &error);
    QVERIFY2(v, qPrintable(error));
    std::optional<Position> pos = setUp(v, setup);
    QVERIFY(pos);
    QCOMPARE(::destinations(*pos, movesFrom(*pos)), expected);
}

void TestBetza::paths_data()
{
    QTest::addColumn<QString>("betza");
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("afsW: W step, then outward F")
        << "afsW" << ""
        << QStringList{
               "e5d5c4", "e5d5c6", "e5e4d3", "e5e4f3", "e5e6d7", "e5e6f7", "e5f5g4", "e5f5g6"};
    QTest::newRow("mafsmafW janggi elephant")
        << "mafsmafW" << "e4:e"
        << QStringList{"e5d5c4b3", "e5d5c6b7", "e5e6d7c8", "e5e6f7g8", "e5f5g4h3", "e5f5g6h7"};
    QTest::newRow("fcafF locust") << "fcafF" << "d6:e f6:e g7:f"
                                  << QStringList{"e5d6c7"}; // beyond f6 stands a friend
    QTest::newRow("fmcabW igui and pass") << "fmcabW" << "e6:e" << QStringList{"e5e6e5"};
}

void TestBetza::paths()
{
    QFETCH(QString, betza);
    QFETCH(QString, setup);
    QFETCH(QStringList, expected);
    QString error;
    const VariantPtr v = onePieceVariant(betza, &error);
    QVERIFY2(v, qPrintable(error));
    std::optional<Position> pos = setUp(v, setup);
    QVERIFY(pos);
    const MoveList moves = movesFrom(*pos);
    QCOMPARE(fbtest::texts(*pos, moves), expected);
}

void TestBetza::secondSideIsRotated_data()
{
    QTest::addColumn<QString>("betza");
    for (const char* b : {"fN", "fsW", "FfW", "fmWfcF", "mafsmafW", "bR", "RbBfFfAfcafFfmcabF"})
        QTest::newRow(b) << QString::fromLatin1(b);
}

// The second side's piece moves like the first side's turned by 180 degrees.
void TestBetza::secondSideIsRotated()
{
    QFETCH(QString, betza);
    const VariantPtr v = onePieceVariant(betza, nullptr);
    QVERIFY(v);
    std::optional<Position> first = setUp(v, {}, First);
    std::optional<Position> second = setUp(v, {}, Second);
    QVERIFY(first && second);
    const BoardGeometry& g = v->geometry;
    QStringList rotated;
    for (const Move& m : movesFrom(*first))
        rotated << g.squareName(g.square(8 - g.fileOf(m.to), 8 - g.rankOf(m.to)));
    rotated.removeDuplicates();
    std::sort(rotated.begin(), rotated.end());
    QVERIFY(!rotated.isEmpty());
    QCOMPARE(::destinations(*second, movesFrom(*second)), rotated.join(u' '));
}

// Chu Lion on an empty board: the 24 leaps within two squares and 8 passes (out and back).
void TestBetza::lionOnEmptyBoard()
{
    const VariantPtr v = onePieceVariant(QStringLiteral("KNADcaKmcabK"), nullptr);
    QVERIFY(v);
    std::optional<Position> pos = setUp(v, {});
    QVERIFY(pos);
    const MoveList moves = movesFrom(*pos);
    const QStringList paths = fbtest::texts(*pos, moves);
    QCOMPARE(QSet<QString>(paths.begin(), paths.end()).size(), 32);
    QCOMPARE(int(moves.size()), 32); // each path generated once
    int leaps = 0, passes = 0;
    for (const Move& m : moves) {
        leaps += m.viaCount == 0 && m.to != m.from;
        passes += m.viaCount == 1 && m.to == m.from && m.victimCount == 0;
    }
    QCOMPARE(leaps, 24);
    QCOMPARE(passes, 8);
    QVERIFY(hasMove(paths, "e5c3") && hasMove(paths, "e5d7") && hasMove(paths, "e5e3"));
    QVERIFY(hasMove(paths, "e5d4e5") && hasMove(paths, "e5f5e5"));
}

// An enemy on f6: igui (capture and stay), hit-and-run in 7 directions, and the capture by leap.
void TestBetza::lionNextToEnemy()
{
    const VariantPtr v = onePieceVariant(QStringLiteral("KNADcaKmcabK"), nullptr);
    QVERIFY(v);
    std::optional<Position> pos = setUp(v, QStringLiteral("f6:e"));
    QVERIFY(pos);
    const MoveList moves = movesFrom(*pos);
    const QStringList paths = fbtest::texts(*pos, moves);
    QCOMPARE(int(moves.size()), 39); // 24 leaps, 7 passes, 1 igui, 7 hit-and-run
    const Square e5 = fbtest::square(*pos, QStringLiteral("e5"));
    const Square f6 = fbtest::square(*pos, QStringLiteral("f6"));
    const auto igui = std::find_if(moves.begin(), moves.end(),
        [&](const Move& m) { return m.to == e5 && m.viaCount == 1 && m.via[0] == f6; });
    QVERIFY(igui != moves.end());
    QCOMPARE(int(igui->victimCount), 1);
    QCOMPARE(igui->victims[0], f6);
    QStringList hitAndRun;
    for (const QString& p : paths)
        if (p.startsWith(u"e5f6") && p.size() == 6 && p != u"e5f6e5")
            hitAndRun << p;
    QCOMPARE(hitAndRun,
        (QStringList{"e5f6e6", "e5f6e7", "e5f6f5", "e5f6f7", "e5f6g5", "e5f6g6", "e5f6g7"}));
    QVERIFY(hasMove(paths, "e5f6")); // plain capture by K

    // Igui leaves the lion where it stood and removes the victim.
    pos->makeMove(*igui);
    QCOMPARE(pos->at(e5), makePiece(0, First));
    QCOMPARE(pos->at(f6), Empty);
    pos->unmakeMove();
    QCOMPARE(pos->at(f6), makePiece(0, Second));
}

// Enemies on f6 and g7: capture both in one turn, ending on g7.
void TestBetza::lionDoubleCapture()
{
    const VariantPtr v = onePieceVariant(QStringLiteral("KNADcaKmcabK"), nullptr);
    QVERIFY(v);
    std::optional<Position> pos = setUp(v, QStringLiteral("f6:e g7:e"));
    QVERIFY(pos);
    const MoveList moves = movesFrom(*pos);
    const Square f6 = fbtest::square(*pos, QStringLiteral("f6"));
    const Square g7 = fbtest::square(*pos, QStringLiteral("g7"));
    const auto it = std::find_if(moves.begin(), moves.end(),
        [&](const Move& m) { return m.viaCount == 1 && m.via[0] == f6 && m.to == g7; });
    QVERIFY(it != moves.end());
    pos->makeMove(*it);
    QCOMPARE(pos->at(f6), Empty);
    QCOMPARE(pos->at(g7), makePiece(0, First));
    QCOMPARE(pos->at(fbtest::square(*pos, QStringLiteral("e5"))), Empty);
}

// A friend on f6: no capture of it, no pass or igui through it.
void TestBetza::lionNextToFriend()
{
    const VariantPtr v = onePieceVariant(QStringLiteral("KNADcaKmcabK"), nullptr);
    QVERIFY(v);
    std::optional<Position> pos = setUp(v, QStringLiteral("f6:f"));
    QVERIFY(pos);
    const QStringList paths = fbtest::texts(*pos, movesFrom(*pos));
    QCOMPARE(paths.size(), 30); // 23 leaps, 7 passes
    for (const QString& p : paths)
        QVERIFY2(!p.startsWith(u"e5f6"), qPrintable(p));
}

// The Horned Falcon has lion power forward only, the Soaring Eagle diagonally forward only.
void TestBetza::falconAndEagleLionPower()
{
    const VariantPtr falcon = onePieceVariant(QStringLiteral("BsbRfWfDfcafWfmcabW"), nullptr);
    QVERIFY(falcon);
    std::optional<Position> pos = setUp(falcon, QStringLiteral("e6:e f5:e"));
    QVERIFY(pos);
    QStringList paths = fbtest::texts(*pos, movesFrom(*pos));
    QVERIFY(hasMove(paths, "e5e6")); // capture by the W step
    QVERIFY(hasMove(paths, "e5e6e5")); // igui
    QVERIFY(hasMove(paths, "e5e6e7")); // hit and run
    QVERIFY(hasMove(paths, "e5e7")); // D leap over the enemy
    QVERIFY(hasMove(paths, "e5f5")); // rook capture sideways
    QVERIFY(!hasMove(paths, "e5f5e5") && !hasMove(paths, "e5f5g5"));

    const VariantPtr eagle = onePieceVariant(QStringLiteral("RbBfFfAfcafFfmcabF"), nullptr);
    QVERIFY(eagle);
    pos = setUp(eagle, QStringLiteral("f6:e d4:e"));
    QVERIFY(pos);
    paths = fbtest::texts(*pos, movesFrom(*pos));
    QVERIFY(hasMove(paths, "e5f6"));
    QVERIFY(hasMove(paths, "e5f6e5"));
    QVERIFY(hasMove(paths, "e5f6g7"));
    QVERIFY(hasMove(paths, "e5g7"));
    QVERIFY(hasMove(paths, "e5d4")); // bishop capture backwards
    QVERIFY(!hasMove(paths, "e5d4e5") && !hasMove(paths, "e5d4c3"));
}

// ucR: the captured piece reappears where the rook started (a swap with an enemy).
// Modifiers the generator does not implement are refused with their position, never
// accepted and ignored.
void TestBetza::unloadSwaps()
{
    betza::ParseError err;
    QVERIFY(!betza::parse(QStringLiteral("ucR"), &err));
    QCOMPARE(err.position, 0);
    QVERIFY(err.message.contains(QStringLiteral("'u'")));
    QVERIFY(err.message.contains(QStringLiteral("not supported")));
    QVERIFY(!onePieceVariant(QStringLiteral("ucR"), nullptr));
}

void TestBetza::cylinderWraps()
{
    betza::ParseError err;
    QVERIFY(!betza::parse(QStringLiteral("WoK"), &err));
    QCOMPARE(err.position, 1);
    QVERIFY(err.message.contains(QStringLiteral("'o'")));
    QVERIFY(!betza::parse(QStringLiteral("mNxaN"), &err));
    QCOMPARE(err.position, 2);
}

void TestBetza::castlingAtom()
{
    betza::ParseError err;
    const auto m = betza::parse(QStringLiteral("KisO2"), &err);
    QVERIFY2(m, qPrintable(err.message));
    QCOMPARE(int(m->components.size()), 2);
    const betza::Component& c = m->components[1];
    QVERIFY(c.castling);
    QVERIFY(c.initial);
    QCOMPARE(c.range, 2);
    QCOMPARE(c.legs.size(), size_t(1));
    QCOMPARE(c.legs[0].directions, QStringList{QStringLiteral("ss")});
    QCOMPARE(m->canonical(), QStringLiteral("KisO2"));
    QVERIFY(!m->components[0].castling);
}

void TestBetza::canonical_data()
{
    QTest::addColumn<QString>("spelling");
    QTest::addColumn<QString>("canonical");
    // clang-format off
    QTest::newRow("fmW") << "fmW" << "fmW";
    QTest::newRow("mfW") << "mfW" << "fmW";
    QTest::newRow("fcF") << "fcF" << "fcF";
    QTest::newRow("cfF") << "cfF" << "fcF";
    QTest::newRow("cmW") << "cmW" << "mcW";
    QTest::newRow("imfnD") << "imfnD" << "ifmnD";
    QTest::newRow("infmD") << "infmD" << "ifmnD";
    QTest::newRow("pcR") << "pcR" << "cpR";
    QTest::newRow("cpmR") << "cpmR" << "mcpR";
    QTest::newRow("N0") << "N0" << "NN";
    QTest::newRow("NN") << "NN" << "NN";
    QTest::newRow("W0") << "W0" << "R";
    QTest::newRow("WW") << "WW" << "R";
    QTest::newRow("R4") << "R4" << "W4";
    QTest::newRow("(1,2)") << "(1,2)" << "N";
    QTest::newRow("(1,4)") << "(1,4)" << "(4,1)";
    QTest::newRow("W03") << "W03" << "W03";
    QTest::newRow("FfW") << "FfW" << "FfW";
    QTest::newRow("Lion") << "KNADcaKmcabK" << "KNADcaKmcabK";
    QTest::newRow("Lion, modes swapped") << "KNADcaKcmabK" << "KNADcaKmcabK";
    // clang-format on
}

void TestBetza::canonical()
{
    QFETCH(QString, spelling);
    QFETCH(QString, canonical);
    betza::ParseError err;
    const auto m = betza::parse(spelling, &err);
    QVERIFY2(m, qPrintable(err.message));
    QCOMPARE(m->canonical(), canonical);
}

// The canonical form parses back to itself and moves exactly like the original spelling.
void TestBetza::canonicalKeepsMoves()
{
    const QString setup = QStringLiteral("e7:e c5:f f6:e d4:f g3:e");
    for (const char* text :
        {"W", "fN", "ffN", "fsN", "mfW", "cfF", "(1,4)", "R2", "W03", "NN", "N0", "sbR", "vW",
            "FfW", "WfF", "fmWfcF", "mRcpR", "gQ", "nN", "nA", "afsW", "mafsmafW", "KNADcaKmcabK",
            "KNADcaKcmabK", "BsbRfWfDfcafWfmcabW", "RbBfFfAfcafFfmcabF", "ifmnD", "jR"}) {
        const QString spelling = QLatin1String(text);
        const auto parsed = betza::parse(spelling);
        QVERIFY2(parsed, text);
        const QString canonical = parsed->canonical();
        const auto again = betza::parse(canonical);
        QVERIFY2(again, qPrintable(canonical));
        QCOMPARE(again->canonical(), canonical);
        const VariantPtr a = onePieceVariant(spelling, nullptr);
        const VariantPtr b = onePieceVariant(canonical, nullptr);
        QVERIFY2(a && b, text);
        std::optional<Position> pa = setUp(a, setup), pb = setUp(b, setup);
        QVERIFY(pa && pb);
        QVERIFY2(fbtest::texts(*pa, movesFrom(*pa)) == fbtest::texts(*pb, movesFrom(*pb)),
            qPrintable(spelling + QStringLiteral(" -> ") + canonical));
    }
}

void TestBetza::parseErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("position");
    QTest::newRow("W! stray character") << "W!" << 1;
    QTest::newRow("Y unknown atom") << "Y" << 0;
    QTest::newRow("fm without atom") << "fm" << 2;
    QTest::newRow("fXq unsupported atom") << "fXq" << 1;
    QTest::newRow("fwW unknown modifier") << "fwW" << 1;
    QTest::newRow("hW lone h") << "hW" << 0;
    QTest::newRow("Wi trailing modifier") << "Wi" << 2;
    QTest::newRow("(4,1 unclosed") << "(4,1" << 0;
    QTest::newRow("(0,0) null leap") << "(0,0)" << 1;
    QTest::newRow("KisO0 castling range") << "KisO0" << 4;
}

void TestBetza::parseErrors()
{
    QFETCH(QString, text);
    QFETCH(int, position);
    betza::ParseError err;
    err.position = -1;
    QVERIFY(!betza::parse(text, &err));
    QCOMPARE(err.position, position);
    QVERIFY(!err.message.isEmpty());
    QVERIFY(!betza::parse(text)); // no error object: still fails, does not crash
}

QTEST_GUILESS_MAIN(TestBetza)
#include "tst_betza.moc"
