// SPDX-License-Identifier: GPL-3.0-or-later
// fairyboard-cli as a user runs it: exit codes, what goes to stdout and what to stderr.
#include "clitest.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString Data = QStringLiteral(FAIRYBOARD_TEST_DATA);
const QString StartFen = QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");

using clitest::Result;
using clitest::run;

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void help();
    void noArguments();
    void version();
    void presets();
    void perftTotal();
    void perftFen();
    void perftDivide();
    void moves();
    void movesNotation_data();
    void movesNotation();
    void movesNotationRefused();
    void convertNotation_data();
    void convertNotation();
    void checkGoodFile();
    void checkBadFile();
    void checkSeveralFiles();
    void importWritesPresets();
    void importNothing();
    void exportSection();
    void exportRefused();
    void unknownCommand();
    void unknownOption();
    void unknownPreset();
    void badDepth();
    void badFen_data();
    void badFen();
    void presetProblemsNamed_data();
    void presetProblemsNamed();
    void unknownPresetListsBrokenFiles();
    void unknownRuleProfile();
    void presetFileTooLarge();
    void impossiblePosition_data();
    void impossiblePosition();
    void limitsHoldWithTheSwitch();
};

void TestCli::help()
{
    const Result r = run({QStringLiteral("--help")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(QStringLiteral("perft PRESET DEPTH")));
    QVERIFY(r.out.contains(QStringLiteral("check FILE")));
    QVERIFY(r.err.isEmpty());
}

void TestCli::noArguments()
{
    const Result r = run({});
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.startsWith(QStringLiteral("Usage: fairyboard-cli")));
}

void TestCli::version()
{
    const Result r = run({QStringLiteral("--version")});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, QStringLiteral("fairyboard-cli " FAIRYBOARD_VERSION "\n"));
}

void TestCli::presets()
{
    const Result r = run({QStringLiteral("presets")});
    QCOMPARE(r.code, 0);
    const QStringList lines = r.lines();
    QVERIFY(lines.contains(QStringLiteral("chess\tChess")));
    QVERIFY(lines.contains(QStringLiteral("xiangqi\tXiangqi")));
    QVERIFY(lines.contains(QStringLiteral("capablanca\tCapablanca Chess")));
    for (const QString& line : lines)
        QVERIFY2(line.count(u'\t') == 1, qPrintable(line));
    QStringList sorted = lines;
    std::sort(sorted.begin(), sorted.end());
    QCOMPARE(lines, sorted);
}

void TestCli::perftTotal()
{
    const Result r = run({QStringLiteral("perft"), QStringLiteral("chess"), QStringLiteral("3")});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.lines().last(), QStringLiteral("8902"));
    QVERIFY(r.err.isEmpty());
    const Result xq
        = run({QStringLiteral("perft"), QStringLiteral("xiangqi"), QStringLiteral("2")});
    QCOMPARE(xq.code, 0);
    QCOMPARE(xq.lines().last(), QStringLiteral("1920"));
}

void TestCli::perftFen()
{
    const Result r = run({QStringLiteral("perft"), QStringLiteral("chess"), QStringLiteral("2"),
        QStringLiteral("--fen"),
        QStringLiteral("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R "
                       "w KQkq - 0 1")});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.lines(), QStringList{QStringLiteral("2039")});
}

void TestCli::perftDivide()
{
    const Result r = run({QStringLiteral("perft"), QStringLiteral("chess"), QStringLiteral("2"),
        QStringLiteral("--divide")});
    QCOMPARE(r.code, 0);
    const QStringList lines = r.lines();
    QCOMPARE(lines.size(), 21);
    QCOMPARE(lines.last(), QStringLiteral("400"));
    const QRegularExpression entry(QStringLiteral("^[a-h][1-8][a-h][1-8]: 20$"));
    for (int i = 0; i < 20; ++i)
        QVERIFY2(entry.match(lines[i]).hasMatch(), qPrintable(lines[i]));
    QVERIFY(lines.contains(QStringLiteral("g1f3: 20")));
}

void TestCli::moves()
{
    const Result r = run({QStringLiteral("moves"), QStringLiteral("chess")});
    QCOMPARE(r.code, 0);
    const QStringList lines = r.lines();
    QCOMPARE(lines.size(), 20);
    QVERIFY(lines.contains(QStringLiteral("e2e4")));
    QVERIFY(lines.contains(QStringLiteral("b1c3")));
    QVERIFY(!lines.contains(QStringLiteral("e2e5")));

    const Result fen = run({QStringLiteral("moves"), QStringLiteral("chess"),
        QStringLiteral("--fen"), QStringLiteral("4k3/4P3/4K3/8/8/8/8/8 b - - 0 1")});
    QCOMPARE(fen.code, 0);
    QVERIFY(fen.out.isEmpty()); // stalemate: no legal move
}

void TestCli::movesNotation_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("notation");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<int>("count");
    QTest::newRow("chess san") << "chess" << "san" << "Nf3" << 20;
    QTest::newRow("chess coordinate") << "chess" << "coordinate" << "g1f3" << 20;
    QTest::newRow("shogi japanese") << "shogi" << "japanese" << "▲７六歩" << 30;
    QTest::newRow("shogi western") << "shogi" << "western" << "P-7f" << 30;
    QTest::newRow("xiangqi wxf") << "xiangqi" << "wxf" << "C2.5" << 44;
    QTest::newRow("xiangqi chinese") << "xiangqi" << "chinese" << "炮二平五" << 44;
    QTest::newRow("xiangqi iccs") << "xiangqi" << "iccs" << "h2e2" << 44;
    QTest::newRow("janggi pass") << "janggi" << "coordinate" << "pass" << -1;
}

void TestCli::movesNotation()
{
    QFETCH(QString, preset);
    QFETCH(QString, notation);
    QFETCH(QString, expected);
    QFETCH(int, count);
    const Result r = run({QStringLiteral("moves"), preset, QStringLiteral("--notation"), notation});
    QCOMPARE(r.code, 0);
    const QStringList lines = r.lines();
    QVERIFY2(lines.contains(expected), qPrintable(r.out));
    if (count >= 0)
        QCOMPARE(lines.size(), count);
    QVERIFY(!r.out.contains(QStringLiteral("@@@@")));
}

void TestCli::movesNotationRefused()
{
    const Result r = run({QStringLiteral("moves"), QStringLiteral("chess"),
        QStringLiteral("--notation"), QStringLiteral("wxf")});
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(QStringLiteral("has: san, coordinate")), qPrintable(r.err));
    const Result unknown = run({QStringLiteral("moves"), QStringLiteral("shogi"),
        QStringLiteral("--notation"), QStringLiteral("kanji")});
    QCOMPARE(unknown.code, 2);
    QVERIFY2(unknown.err.contains(QStringLiteral("japanese, western, coordinate")),
        qPrintable(unknown.err));
}

void TestCli::convertNotation_data()
{
    QTest::addColumn<QString>("log");
    QTest::addColumn<QString>("notation");
    QTest::addColumn<QString>("firstLine");
    QTest::addColumn<QString>("lastLine");
    QTest::newRow("kif japanese") << "shogi-utf8.kifu" << "japanese" << "1. ▲７六歩 △３四歩" << "";
    QTest::newRow("kif western") << "shogi-utf8.kifu" << "western" << "1. P-7f P-3d"
                                 << "1-0 (resignation)";
    QTest::newRow("xiangqi chinese")
        << "pychess-xiangqi.pgn" << "chinese" << "1. 炮二平五 马８进７" << "";
    QTest::newRow("xiangqi wxf") << "pychess-xiangqi.pgn" << "wxf" << "1. C2.5 H8+7" << "";
    QTest::newRow("chess san") << "chess-annotated.pgn" << "san" << "" << "1-0";
}

void TestCli::convertNotation()
{
    QFETCH(QString, log);
    QFETCH(QString, notation);
    QFETCH(QString, firstLine);
    QFETCH(QString, lastLine);
    const Result r = run({QStringLiteral("convert"), Data + QStringLiteral("/logs/") + log,
        QStringLiteral("-"), QStringLiteral("--notation"), notation});
    QCOMPARE(r.code, 0);
    const QStringList lines = r.lines();
    QVERIFY(lines.size() > 5);
    if (!firstLine.isEmpty())
        QCOMPARE(lines.first(), firstLine);
    if (!lastLine.isEmpty())
        QCOMPARE(lines.last(), lastLine);
    // Written to a file too.
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("moves.txt"));
    const Result toFile = run({QStringLiteral("convert"), Data + QStringLiteral("/logs/") + log,
        out, QStringLiteral("--notation"), notation});
    QCOMPARE(toFile.code, 0);
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()), r.out);
    // A notation the game's family does not have is refused, and nothing is written.
    const Result refused = run({QStringLiteral("convert"), Data + QStringLiteral("/logs/") + log,
        QStringLiteral("-"), QStringLiteral("--notation"),
        log.startsWith(u"pychess") ? QStringLiteral("san") : QStringLiteral("wxf")});
    QCOMPARE(refused.code, 1);
    QVERIFY(refused.out.isEmpty());
    QVERIFY(refused.err.contains(QStringLiteral("it has:")));
}

void TestCli::checkGoodFile()
{
    const QString file = Data + QStringLiteral("/presets/knightrider-chess.json");
    const Result r = run({QStringLiteral("check"), file});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, file + QStringLiteral(": ok\n"));
    QVERIFY(r.err.isEmpty());
}

void TestCli::checkBadFile()
{
    const QString file = Data + QStringLiteral("/bad-presets/bad-betza.json");
    const Result r = run({QStringLiteral("check"), file});
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(file
                 + QStringLiteral(": pieces.knight.betza: 'fmWfcY': unknown atom "
                                  "'Y' at position 6\n")),
        qPrintable(r.err));
}

void TestCli::checkSeveralFiles()
{
    const QString good = Data + QStringLiteral("/presets/knightrider-chess.json");
    const QString bad = Data + QStringLiteral("/bad-presets/unknown-key.json");
    const Result r = run({QStringLiteral("check"), good, bad});
    QCOMPARE(r.code, 1);
    QCOMPARE(r.out, good + QStringLiteral(": ok\n"));
    QVERIFY2(r.err.contains(bad + QStringLiteral(": bord: unknown key")), qPrintable(r.err));
    // every stderr line has the file: key: message form
    for (const QString& line : r.err.split(u'\n', Qt::SkipEmptyParts))
        QVERIFY2(
            line.startsWith(bad + QStringLiteral(": ")) && line.count(QStringLiteral(": ")) >= 2,
            qPrintable(line));
}

void TestCli::unknownCommand()
{
    const Result r = run({QStringLiteral("frobnicate")});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(QStringLiteral("unknown command 'frobnicate'")));
}

void TestCli::unknownOption()
{
    const Result r = run({QStringLiteral("perft"), QStringLiteral("chess"), QStringLiteral("1"),
        QStringLiteral("--fast")});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(QStringLiteral("--fast")));
}

void TestCli::unknownPreset()
{
    const Result r
        = run({QStringLiteral("perft"), QStringLiteral("nosuchchess"), QStringLiteral("1")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("nosuchchess")), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void TestCli::badDepth()
{
    const Result r
        = run({QStringLiteral("perft"), QStringLiteral("chess"), QStringLiteral("deep")});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(QStringLiteral("depth")));
}

void TestCli::badFen_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("field");
    QTest::newRow("perft, bad side") << "perft" << StartFen + " x KQkq - 0 1" << "side";
    QTest::newRow("moves, bad side") << "moves" << StartFen + " x KQkq - 0 1" << "side";
    QTest::newRow("perft, bad castling") << "perft" << StartFen + " w KQkz - 0 1" << "castling";
    QTest::newRow("moves, too many ranks") << "moves" << StartFen + "/8 w - - 0 1" << "board";
    QTest::newRow("perft, bad counter") << "perft" << StartFen + " w KQkq - x 1" << "counters";
}

void TestCli::badFen()
{
    QFETCH(QString, command);
    QFETCH(QString, fen);
    QFETCH(QString, field);
    QStringList args{command, QStringLiteral("chess")};
    if (command == u"perft")
        args << QStringLiteral("1");
    args << QStringLiteral("--fen") << fen;
    const Result r = run(args);
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.startsWith(
                 QStringLiteral("fairyboard-cli: bad FEN: ") + field + QStringLiteral(" (")),
        qPrintable(r.err));
}

void TestCli::presetProblemsNamed_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("problem");
    QTest::newRow("not JSON") << QStringLiteral("broken-json.json") << QStringLiteral("(json): ");
    QTest::newRow("bad XBetza") << QStringLiteral("bad-betza.json")
                                << QStringLiteral("pieces.knight.betza: 'fmWfcY': unknown atom");
    QTest::newRow("unknown parent") << QStringLiteral("unknown-parent.json")
                                    << QStringLiteral("inherits: no preset with id 'chesss'");
    QTest::newRow("fraction") << QStringLiteral("board-files-fraction.json")
                              << QStringLiteral("board.files: must be a whole number from 1 to "
                                                "36, not 8.5");
    QTest::newRow("too big") << QStringLiteral("tables-too-big.json")
                             << QStringLiteral("(tables): the compiled tables would take about");
}

// Every command that takes a preset names the file and the reason when the preset file does
// not load (perft and moves used to say only "(registry): id: no preset ''").
void TestCli::presetProblemsNamed()
{
    QFETCH(QString, file);
    QFETCH(QString, problem);
    const QString path = Data + QStringLiteral("/bad-presets/") + file;
    const QString log = Data + QStringLiteral("/logs/chess.uci");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("out.pgn"));
    const QList<QStringList> commands{
        {QStringLiteral("perft"), path, QStringLiteral("1")},
        {QStringLiteral("moves"), path},
        {QStringLiteral("why"), path, QStringLiteral("e2e4")},
        {QStringLiteral("gen-games"), path, QStringLiteral("1"), out},
        {QStringLiteral("replay"), log, QStringLiteral("--preset"), path},
        {QStringLiteral("convert"), log, out, QStringLiteral("--preset"), path},
        {QStringLiteral("bench-replay"), QStringLiteral("--games"), QStringLiteral("1"),
            QStringLiteral("--preset"), path},
    };
    for (const QStringList& args : commands) {
        const Result r = run(args);
        const QString what = args.join(u' ') + QStringLiteral(" -> ") + r.err;
        QVERIFY2(r.code == 1, qPrintable(what));
        QVERIFY2(r.out.isEmpty(), qPrintable(what));
        QVERIFY2(r.err.startsWith(
                     QStringLiteral("fairyboard-cli: cannot load preset '%1':\n").arg(path)),
            qPrintable(what));
        QVERIFY2(r.err.contains(path + QStringLiteral(": ") + problem), qPrintable(what));
        QVERIFY2(!r.err.contains(QStringLiteral("(registry)")), qPrintable(what));
    }
    QVERIFY(!QFile::exists(out));
}

// An argument that is neither a preset id nor a file: said so, with the files of --presets
// that did not load (the one meant may be among them).
void TestCli::unknownPresetListsBrokenFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString broken = dir.filePath(QStringLiteral("mine.json"));
    QVERIFY(QFile::copy(Data + QStringLiteral("/bad-presets/broken-json.json"), broken));
    const Result r = run(
        {QStringLiteral("moves"), QStringLiteral("mine"), QStringLiteral("--presets"), dir.path()});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.startsWith(QStringLiteral(
                 "fairyboard-cli: no preset 'mine' (neither a preset id nor a file)\n")),
        qPrintable(r.err));
    QVERIFY2(r.err.contains(broken + QStringLiteral(": (json): ")), qPrintable(r.err));
}

void TestCli::unknownRuleProfile()
{
    const Result r = run({QStringLiteral("perft"), QStringLiteral("shogi"), QStringLiteral("1"),
        QStringLiteral("--rules"), QStringLiteral("nosuch")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.startsWith(QStringLiteral(
                 "fairyboard-cli: cannot load preset 'shogi' with rules 'nosuch':\n")),
        qPrintable(r.err));
    QVERIFY2(
        r.err.contains(QStringLiteral("profiles: no rule profile 'nosuch'")), qPrintable(r.err));
}

// A preset file is read up to its limit, not to its end (/dev/zero has none).
void TestCli::presetFileTooLarge()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString big = dir.filePath(QStringLiteral("big.json"));
    QFile f(big);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QVERIFY(f.write(QByteArray(1024 * 1024 + 1, ' ')) == 1024 * 1024 + 1);
    f.close();
    QStringList files{big};
    if (QFile::exists(QStringLiteral("/dev/zero")))
        files << QStringLiteral("/dev/zero");
    for (const QString& file : std::as_const(files)) {
        const Result r = run({QStringLiteral("perft"), file, QStringLiteral("1")}, 20000);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(file
                     + QStringLiteral(": (file): larger than 1024 KiB; a preset file may have at "
                                      "most 1024 KiB")),
            qPrintable(r.err));
        const Result check = run({QStringLiteral("check"), file}, 20000);
        QCOMPARE(check.code, 1);
        QVERIFY2(check.err.contains(file + QStringLiteral(": (file): larger than")),
            qPrintable(check.err));
    }
}

// A position that cannot occur in a game is refused with its reasons and a hint; every command
// that takes --fen sets it up with --allow-illegal-position.
void TestCli::impossiblePosition_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("allowed"); // a line of the output with the switch
    const QString noBlackKing = QStringLiteral("8/8/8/8/8/8/8/4K3 w - - 0 1");
    // clang-format off
    QTest::newRow("perft, no black king") << QStringList{"perft", "chess", "1", "--fen", noBlackKing}
        << "The second side has no King." << "5";
    QTest::newRow("moves, no black king") << QStringList{"moves", "chess", "--fen", noBlackKing}
        << "The second side has no King." << "e1d1";
    QTest::newRow("why, no black king") << QStringList{"why", "chess", "e1e2", "--fen", noBlackKing}
        << "The second side has no King." << "legal";
    QTest::newRow("perft, pawn on the last rank") << QStringList{"perft", "chess", "1", "--fen", "4k2P/8/8/8/8/8/8/4K3 w - - 0 1"}
        << "Pawn on h8 could never move again" << "5";
    QTest::newRow("moves, nifu") << QStringList{"moves", "shogi", "--fen", "4k4/9/9/9/4P4/9/4P4/9/4K4[] w - - 0 1"}
        << "2 × Pawn on file 5" << "5e5d";
    QTest::newRow("perft, general outside the palace") << QStringList{"perft", "xiangqi", "1", "--fen", "3k5/9/9/9/9/9/9/9/9/K8 w - - 0 1"}
        << "outside its region 'palace'" << "0";
    // clang-format on
}

void TestCli::impossiblePosition()
{
    QFETCH(QStringList, args);
    QFETCH(QString, reason);
    QFETCH(QString, allowed);
    const Result refused = run(args);
    QCOMPARE(refused.code, 1);
    QVERIFY(refused.out.isEmpty());
    QVERIFY2(refused.err.startsWith(QStringLiteral("fairyboard-cli: bad FEN: position: ")),
        qPrintable(refused.err));
    QVERIFY2(refused.err.contains(reason), qPrintable(refused.err));
    QVERIFY2(
        refused.err.contains(QStringLiteral("--allow-illegal-position")), qPrintable(refused.err));

    const Result r = run(args << QStringLiteral("--allow-illegal-position"));
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    QVERIFY2(r.lines().contains(allowed), qPrintable(r.out));
}

// The switch lets impossible positions through, not what breaks the limits: hand counts,
// royals per side, counters.
void TestCli::limitsHoldWithTheSwitch()
{
    // clang-format off
    const QStringList fens{
        "4k3/8/8/8/8/8/8/4K3[2147483648P] w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3[1000P1000PN] w - - 0 1",
        "4k3/8/8/8/8/8/KKK5/KKKKKKKK[] w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3[] w - - 0 2147483647"};
    // clang-format on
    for (const QString& fen : fens) {
        const Result r
            = run({QStringLiteral("perft"), QStringLiteral("crazyhouse"), QStringLiteral("1"),
                QStringLiteral("--fen"), fen, QStringLiteral("--allow-illegal-position")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.startsWith(QStringLiteral("fairyboard-cli: bad FEN: ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("2000"))
                || r.err.contains(QStringLiteral("at most 10"))
                || r.err.contains(QStringLiteral("999999999")),
            qPrintable(r.err));
    }
    const Result help = run({QStringLiteral("--help")});
    QVERIFY(help.out.contains(QStringLiteral("--allow-illegal-position")));
}

void TestCli::importWritesPresets()
{
    QTemporaryDir dir;
    const QString file = Data + QStringLiteral("/import/fsf-variants.ini");
    const Result r = run({QStringLiteral("import"), file, QStringLiteral("--section"),
        QStringLiteral("capahouse-test"), QStringLiteral("--out"), dir.path()});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.lines(), QStringList{dir.filePath(QStringLiteral("capahouse-test.json"))});
    const Result perft = run({QStringLiteral("perft"),
        dir.filePath(QStringLiteral("capahouse-test.json")), QStringLiteral("2")});
    QCOMPARE(perft.out, QStringLiteral("784\n")); // Fairy-Stockfish's capahouse
    const Result all = run({QStringLiteral("import"), file, QStringLiteral("--out"), dir.path()});
    QCOMPARE(all.code, 0);
    QVERIFY2(all.err.contains(file
                 + QStringLiteral(
                     ":70: blastOnCapture = true: cannot be expressed in a preset; left out\n")),
        qPrintable(all.err));
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("atomic-giveaway.json"))));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("atomic-hill.json"))));
}

void TestCli::importNothing()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("x.ini"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("[a:bughouse]\n"); // a built-in variant with no preset here
    f.close();
    const Result r = run({QStringLiteral("import"), file, QStringLiteral("--out"), dir.path()});
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(QStringLiteral("nothing could be imported")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("built-in variant 'bughouse' has no preset")),
        qPrintable(r.err));
    QCOMPARE(
        run({QStringLiteral("import"), file, QStringLiteral("--format"), QStringLiteral("pgn")})
            .code,
        2);
}

void TestCli::exportSection()
{
    const Result r = run({QStringLiteral("export"), QStringLiteral("capablanca")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(QStringLiteral("[capablanca]\n")));
    QVERIFY(r.out.contains(QStringLiteral("customPiece1 = a:BN\n"))
        || r.out.contains(QStringLiteral("archbishop = a\n")));
    QVERIFY(r.out.contains(QStringLiteral("castlingKingsideFile = i\n")));
}

void TestCli::exportRefused()
{
    const Result r = run({QStringLiteral("export"), QStringLiteral("chushogi")});
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(QStringLiteral(
                 "rules.lionTrading: Fairy-Stockfish does not play Chu Shogi's Lion rules")),
        qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
