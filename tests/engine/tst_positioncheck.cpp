// SPDX-License-Identifier: GPL-3.0-or-later
// Position validation (engine/positioncheck.h): positions that cannot occur in a game of their
// variant are refused by FEN reading, named in words, and let through on request; possible
// ones, every bundled start position among them, pass; a preset whose start position is
// impossible does not load.
#include "enginetest.h"
#include "positioncheck.h"

#include <QTemporaryDir>
#include <QTest>

using namespace fb;

Q_DECLARE_METATYPE(fb::PositionFault)

namespace {

VariantPtr variant(const QString& id)
{
    const VariantPtr v = fbtest::bundled().variant(id);
    if (!v)
        qFatal("no bundled preset %s", qPrintable(id));
    return v;
}

QString faultsOf(const std::vector<PositionProblem>& problems)
{
    QStringList out;
    for (const PositionProblem& p : problems)
        out << QString::number(int(p.fault));
    return out.join(u',');
}

} // namespace

class TestPositionCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void impossiblePositions_data();
    void impossiblePositions();
    void possiblePositions_data();
    void possiblePositions();
    void startPositionsArePossible();
    void problemDetails();
    void wordsFromTheCaller();
    void presetWithAnImpossibleStartDoesNotLoad();
};

void TestPositionCheck::impossiblePositions_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<fb::PositionFault>("fault");
    QTest::addColumn<QString>("words");
    using F = PositionFault;
    // clang-format off
    QTest::newRow("chess: no black king") << "chess" << "8/8/8/8/8/8/8/4K3 w - - 0 1" << F::NoRoyal << "The second side has no King.";
    QTest::newRow("chess: no kings at all") << "chess" << "8/8/8/8/8/8/8/8 w - - 0 1" << F::NoRoyal << "The first side has no King.";
    QTest::newRow("chess: two white kings") << "chess" << "4k3/8/8/8/8/8/8/3KK3 w - - 0 1" << F::TooManyRoyals << "The first side: 2 × King on the board, but a game can have at most 1.";
    QTest::newRow("chess: black in check, white to move") << "chess" << "4k3/8/8/8/8/8/8/4R2K w - - 0 1" << F::WaitingSideInCheck << "The second side is in check, but it is the first side's turn.";
    QTest::newRow("chess: white pawn on rank 8") << "chess" << "4k2P/8/8/8/8/8/8/4K3 w - - 0 1" << F::ImmobilePiece << "The first side's Pawn on h8 could never move again.";
    QTest::newRow("chess: black pawn on rank 1") << "chess" << "4k3/8/8/8/8/8/8/p3K3 b - - 0 1" << F::ImmobilePiece << "The second side's Pawn on a1 could never move again.";
    QTest::newRow("shogi: nifu") << "shogi" << "lnsgkgsnl/1r5b1/ppppppppp/9/9/4P4/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1" << F::TooManyOnFile << "The first side: 2 × Pawn on file 5, but the rules allow at most 1 (nifu).";
    QTest::newRow("shogi: knight on the second rank") << "shogi" << "4k4/N8/9/9/9/9/9/9/4K4[] w - - 0 1" << F::ImmobilePiece << "The first side's Knight on 9b could never move again.";
    QTest::newRow("shogi: lance on the last rank") << "shogi" << "L3k4/9/9/9/9/9/9/9/4K4[] w - - 0 1" << F::ImmobilePiece << "Lance on 9a";
    QTest::newRow("shogi: gote pawn on sente's back rank") << "shogi" << "4k4/9/9/9/9/9/9/9/p3K4[] w - - 0 1" << F::ImmobilePiece << "Pawn on 9i";
    QTest::newRow("shogi: king in hand") << "shogi" << "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[k] w - - 0 1" << F::CannotBeInHand << "has Jeweled General in hand, a piece that can never be in hand.";
    QTest::newRow("shogi: tokin in hand") << "shogi" << "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[+P] w - - 0 1" << F::CannotBeInHand << "Tokin in hand";
    QTest::newRow("shogi: dragon in hand") << "shogi" << "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[+r] w - - 0 1" << F::CannotBeInHand << "Dragon";
    QTest::newRow("shogi sfen: tokin in hand") << "shogi" << "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b +P 1" << F::CannotBeInHand << "in hand";
    QTest::newRow("tori: three swallows on a file") << "torishogi" << "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3FS2/LPCKCPR[] w - - 0 1" << F::TooManyOnFile << "3 × Swallow on file 3, but the rules allow at most 2";
    QTest::newRow("xiangqi: general outside the palace") << "xiangqi" << "4k4/9/9/9/9/9/9/9/9/K8 w - - 0 1" << F::OutsideRegion << "The first side's General on a1 stands outside its region 'palace', which it may never leave.";
    QTest::newRow("xiangqi: advisor outside the palace") << "xiangqi" << "3k5/9/9/9/9/9/9/9/A8/4K4 w - - 0 1" << F::OutsideRegion << "Advisor on a2";
    QTest::newRow("xiangqi: elephant over the river") << "xiangqi" << "4k4/9/9/9/4B4/9/9/9/9/3K5 w - - 0 1" << F::OutsideRegion << "'ownSide'";
    QTest::newRow("xiangqi: black elephant over the river") << "xiangqi" << "4k4/9/9/9/9/4b4/9/9/9/3K5 w - - 0 1" << F::OutsideRegion << "The second side's Elephant on e5";
    QTest::newRow("xiangqi: generals face") << "xiangqi" << "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1" << F::RoyalsFace << "The first side's and the second side's royal pieces face each other on an open file.";
    QTest::newRow("chu: two crown princes") << "chushogi" << "k11/12/12/12/12/12/12/12/12/12/12/K+E+E9 w - - 0 1" << F::TooManyRoyals << "2 × Crown Prince on the board, but a game can have at most 1.";
    QTest::newRow("chu: no royal left") << "chushogi" << "k11/12/12/12/12/12/12/12/12/12/12/G11 w - - 0 1" << F::NoRoyal << "The first side has no King.";
    QTest::newRow("chu: pawn on the last rank") << "chushogi" << "k10P/12/12/12/12/12/12/12/12/12/12/K11 w - - 0 1" << F::ImmobilePiece << "Pawn on 1a";
    QTest::newRow("crazyhouse: king in hand") << "crazyhouse" << "4k3/8/8/8/8/8/8/4K3[K] w - - 0 1" << F::CannotBeInHand << "King in hand";
    QTest::newRow("crazyhouse: promoted queen in hand") << "crazyhouse" << "4k3/8/8/8/8/8/8/4K3[Q~] w - - 0 1" << F::CannotBeInHand << "in hand";
    QTest::newRow("dobutsu: lion in hand") << "dobutsu" << "gle/1c1/1C1/EG1[L] w - - 0 1" << F::CannotBeInHand << "Lion in hand";
    // clang-format on
}

// Refused by default, with the problem in words in the "position" field; read with
// ImpossiblePositions::Allow; validatePosition names the fault.
void TestPositionCheck::impossiblePositions()
{
    QFETCH(QString, id);
    QFETCH(QString, fen);
    QFETCH(fb::PositionFault, fault);
    QFETCH(QString, words);
    const VariantPtr v = variant(id);
    FenError err;
    QVERIFY(!readFen(v, fen, &err));
    QCOMPARE(err.field, QStringLiteral("position"));
    QCOMPARE(err.position, -1);
    QVERIFY2(err.message.contains(words), qPrintable(err.message));
    QVERIFY2(err.toString().startsWith(QStringLiteral("position: ")), qPrintable(err.toString()));

    std::optional<Position> pos = readFen(v, fen, &err, ImpossiblePositions::Allow);
    QVERIFY2(pos, qPrintable(err.toString()));
    const std::vector<PositionProblem> problems = validatePosition(*pos);
    QVERIFY2(std::any_of(problems.begin(), problems.end(),
                 [fault](const PositionProblem& p) { return p.fault == fault; }),
        qPrintable(faultsOf(problems)));
    // What was let through is written and read back (allowed) as it is.
    std::optional<Position> again = readFen(v, writeFen(*pos), nullptr, ImpossiblePositions::Allow);
    QVERIFY(again);
    QCOMPARE(again->key(), pos->key());
    // And it can be played from without harm.
    fbtest::legalMoves(*pos);
}

void TestPositionCheck::possiblePositions_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("fen");
    // clang-format off
    QTest::newRow("chess: kings only") << "chess" << "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    QTest::newRow("chess: the side to move in check") << "chess" << "4k3/8/8/8/8/8/8/4R2K b - - 0 1";
    QTest::newRow("chess: white pawn on its back rank is not dead") << "chess" << "4k3/8/8/8/8/8/8/P3K3 w - - 0 1";
    QTest::newRow("chess: nine queens") << "chess" << "k7/8/8/8/8/8/QQQQQQQQ/Q3K3 b - - 0 1";
    QTest::newRow("shogi: pawn and tokin on a file") << "shogi" << "4k4/9/9/9/4+P4/9/4P4/9/4K4[] w - - 0 1";
    QTest::newRow("shogi: gote pawns on one file each") << "shogi" << "4k4/ppppppppp/9/9/9/9/9/9/4K4[] w - - 0 1";
    QTest::newRow("shogi: hands of every droppable kind") << "shogi" << "4k4/9/9/9/9/9/9/9/4K4[RBGSNLPrbgsnlp] w - - 0 1";
    QTest::newRow("shogi: knight on the third rank") << "shogi" << "4k4/9/N8/9/9/9/9/9/4K4[] w - - 0 1";
    QTest::newRow("shogi sfen") << "shogi" << "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 2Pp 1";
    QTest::newRow("tori: two swallows on a file") << "torishogi" << "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[] w - - 0 1";
    QTest::newRow("xiangqi: elephant on its own side") << "xiangqi" << "4k4/9/9/9/9/9/9/4B4/9/3K5 w - - 0 1";
    QTest::newRow("janggi: facing generals are allowed") << "janggi" << "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1";
    QTest::newRow("chu: king and crown prince") << "chushogi" << "k11/12/12/12/12/12/12/12/12/12/12/K+E10 w - - 0 1";
    QTest::newRow("chu: the crown prince alone") << "chushogi" << "k11/12/12/12/12/12/12/12/12/12/12/+E11 w - - 0 1";
    QTest::newRow("chu: royal left attacked (no check rule)") << "chushogi" << "k11/12/12/12/12/12/12/12/12/12/12/K10r b - - 0 1";
    QTest::newRow("crazyhouse: promoted queen on the board") << "crazyhouse" << "4k3/8/8/8/8/8/8/Q~3K3[] w - - 0 1";
    QTest::newRow("crazyhouse: 2000 pawns in hand") << "crazyhouse" << "4k3/8/8/8/8/8/8/4K3[2000P] w - - 0 1";
    QTest::newRow("dobutsu: chick on the last rank (immobility allowed)") << "dobutsu" << "Clg/3/3/ELG[] w - - 0 1";
    QTest::newRow("koedem: the partner's queens in hand (handsFromPartner)") << "koedem" << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR[QQ] w KQkq - 0 1";
    QTest::newRow("koedem: three knights and no king on the board") << "koedem" << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQNBNR[K] w kq - 0 1";
    QTest::newRow("kyoto: promoted pieces on the board") << "kyotoshogi" << "p+nks+l/5/5/5/+LSK+NP[] w - - 0 1";
    // clang-format on
}

void TestPositionCheck::possiblePositions()
{
    QFETCH(QString, id);
    QFETCH(QString, fen);
    const VariantPtr v = variant(id);
    FenError err;
    std::optional<Position> pos = readFen(v, fen, &err);
    QVERIFY2(pos, qPrintable(err.toString()));
    QVERIFY2(validatePosition(*pos).empty(), qPrintable(positionProblemTexts(*pos).join(u' ')));
}

// Every bundled preset's start position, under every rule profile, is possible.
void TestPositionCheck::startPositionsArePossible()
{
    const PresetRegistry& reg = fbtest::bundled();
    int checked = 0;
    for (const QString& id : reg.ids()) {
        QStringList profiles = reg.profiles(id);
        profiles.prepend(QString());
        for (const QString& profile : std::as_const(profiles)) {
            QList<PresetDiagnostic> diags;
            const VariantPtr v = reg.variant(id, profile, &diags);
            QVERIFY2(v, qPrintable(id + u' ' + diags.value(0).toString()));
            std::optional<Position> pos
                = readFen(v, v->startFen, nullptr, ImpossiblePositions::Allow);
            QVERIFY(pos);
            QVERIFY2(validatePosition(*pos).empty(),
                qPrintable(id + u' ' + profile + QStringLiteral(": ")
                    + positionProblemTexts(*pos).join(u' ')));
            ++checked;
        }
    }
    QVERIFY(checked >= 17);
}

// The fields of a problem: side, type, square, file, count and limit.
void TestPositionCheck::problemDetails()
{
    const VariantPtr shogi = variant(QStringLiteral("shogi"));
    std::optional<Position> pos
        = readFen(shogi, QStringLiteral("4k4/9/9/4P4/9/4P4/4P4/9/4K4[] w - - 0 1"), nullptr,
            ImpossiblePositions::Allow);
    QVERIFY(pos);
    std::vector<PositionProblem> problems = validatePosition(*pos);
    QCOMPARE(int(problems.size()), 1);
    QCOMPARE(problems[0].fault, PositionFault::TooManyOnFile);
    QCOMPARE(problems[0].side, First);
    QCOMPARE(problems[0].type, shogi->pieceByLetter(QStringLiteral("P")));
    QCOMPARE(problems[0].file, 4);
    QCOMPARE(problems[0].count, 3);
    QCOMPARE(problems[0].limit, 1);

    // Several problems at once, in the documented order: royals, check, squares, files, hands.
    const VariantPtr chess = variant(QStringLiteral("chess"));
    pos = readFen(chess, QStringLiteral("P7/8/8/8/8/8/8/K1KR3k w - - 0 1"), nullptr,
        ImpossiblePositions::Allow);
    QVERIFY(pos);
    problems = validatePosition(*pos);
    QCOMPARE(faultsOf(problems),
        QStringLiteral("%1,%2,%3")
            .arg(int(PositionFault::TooManyRoyals))
            .arg(int(PositionFault::WaitingSideInCheck))
            .arg(int(PositionFault::ImmobilePiece)));
    QCOMPARE(problems[2].square, fbtest::square(*pos, QStringLiteral("a8")));
    QCOMPARE(problems[0].count, 2);
    QCOMPARE(problems[0].limit, 1);
    QCOMPARE(positionProblemTexts(*pos).size(), 3);
}

// The app names the players and pieces in its own words.
void TestPositionCheck::wordsFromTheCaller()
{
    const VariantPtr v = variant(QStringLiteral("chess"));
    std::optional<Position> pos = readFen(
        v, QStringLiteral("8/8/8/8/8/8/8/4K3 b - - 0 1"), nullptr, ImpossiblePositions::Allow);
    QVERIFY(pos);
    PositionWords words{{QStringLiteral("White"), QStringLiteral("Black")},
        [&v](PieceType t, Side) { return v->pieces[size_t(t)].name.toLower(); }};
    QCOMPARE(positionProblemTexts(*pos, words), QStringList{QStringLiteral("Black has no king.")});
    QCOMPARE(
        positionProblemTexts(*pos), QStringList{QStringLiteral("The second side has no King.")});
}

// The loader reads the start position like any FEN: an impossible one is a preset error that
// names the problem.
void TestPositionCheck::presetWithAnImpossibleStartDoesNotLoad()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("pawn-on-the-last-rank.json"));
    QVERIFY(fbtest::writeFile(path,
        R"({ "id": "last-rank-pawn", "inherits": "chess",
             "start": "rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w - - 0 1" })"));
    PresetRegistry reg;
    reg.addBundled();
    const QList<PresetDiagnostic> diags = reg.check(path);
    QVERIFY(!diags.isEmpty());
    const QString text = diags[0].toString();
    QVERIFY2(text.contains(QStringLiteral("start: ")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("position: The first side's Pawn on h8 could never "
                                          "move again.")),
        qPrintable(text));
}

QTEST_GUILESS_MAIN(TestPositionCheck)
#include "tst_positioncheck.moc"
