// SPDX-License-Identifier: GPL-3.0-or-later
// fairyboard-cli match, run as a user runs it: engines found by probing or named with their
// protocol, a line per game, the score, and the exit status on failures.
#include "clitest.h"
#include "enginetestutil.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using enginetest::findEngine;

class TestMatchCli : public QObject
{
    Q_OBJECT

    static QString fake(const QString& mode)
    {
        return QStringLiteral("uci:%1 '%2' %3")
            .arg(findEngine(QStringLiteral("sh")),
                QStringLiteral(FAIRYBOARD_TEST_DATA "/engines/fake-uci.sh"), mode);
    }

private Q_SLOTS:
    void twoGames()
    {
        const QString fsf = findEngine(QStringLiteral("fairy-stockfish"));
        const QString fm = findEngine(QStringLiteral("fairymax"));
        if (fsf.isEmpty() || fm.isEmpty())
            QSKIP("fairy-stockfish or fairymax is not installed (packaging/dev installs them)");
        // Both found by probing: UCI for Fairy-Stockfish, XBoard for Fairy-Max.
        const clitest::Result r = clitest::run(
            {QStringLiteral("match"), fsf, fm, QStringLiteral("--preset"), QStringLiteral("chess"),
                QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--movetime"),
                QStringLiteral("40"), QStringLiteral("--max-plies"), QStringLiteral("12")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QStringList lines = r.lines();
        QCOMPARE(lines.size(), 3);
        // The colours alternate; each game was drawn at the move limit, in SAN.
        QVERIFY2(lines[0].startsWith(u"Game 1: Fairy-Stockfish"), qPrintable(lines[0]));
        QVERIFY2(lines[1].startsWith(u"Game 2: Fairy-Max"), qPrintable(lines[1]));
        static const QRegularExpression game(
            QStringLiteral("^Game \\d: .+ - .+: (1-0|0-1|1/2-1/2) \\(.+\\) 1\\. \\S+ \\S+ 2\\. "));
        for (int i = 0; i < 2; ++i)
            QVERIFY2(game.match(lines[i]).hasMatch(), qPrintable(lines[i]));
        QVERIFY2(lines[2].startsWith(u"Score of Fairy-Stockfish"), qPrintable(lines[2]));
        QVERIFY2(lines[2].contains(u"/2 ("), qPrintable(lines[2]));
    }

    void illegalMoveFails()
    {
        const QString fsf = findEngine(QStringLiteral("fairy-stockfish"));
        if (fsf.isEmpty())
            QSKIP("fairy-stockfish is not installed (packaging/dev installs it in the build root)");
        // The fake engine plays second: one move of the game is made before it fails.
        const clitest::Result r
            = clitest::run({QStringLiteral("match"), QStringLiteral("uci:") + fsf,
                fake(QStringLiteral("illegal")), QStringLiteral("--preset"),
                QStringLiteral("chess"), QStringLiteral("--movetime"), QStringLiteral("30")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(u"game 1 stopped after 1 plies: Engine 'Fake illegal': sent the "
                                u"move 'e2e5', which is not a legal move"),
            qPrintable(r.err));
        QVERIFY2(r.out.startsWith(u"Game 1: Fairy-Stockfish"), qPrintable(r.out));
        QVERIFY2(r.out.contains(u"* (stopped) 1. "), qPrintable(r.out));
    }

    // The built-in AI against itself: two levels, colours alternating, a line per game and
    // the score.
    void builtinGames()
    {
        const clitest::Result r = clitest::run(
            {QStringLiteral("match"), QStringLiteral("builtin:1"), QStringLiteral("builtin:2"),
                QStringLiteral("--preset"), QStringLiteral("chess"), QStringLiteral("--games"),
                QStringLiteral("2"), QStringLiteral("--movetime"), QStringLiteral("50")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QStringList lines = r.lines();
        QCOMPARE(lines.size(), 3);
        QVERIFY2(lines[0].startsWith(u"Game 1: Built-in AI level 1 - Built-in AI level 2: "),
            qPrintable(lines[0]));
        QVERIFY2(lines[1].startsWith(u"Game 2: Built-in AI level 2 - Built-in AI level 1: "),
            qPrintable(lines[1]));
        static const QRegularExpression game(
            QStringLiteral("^Game \\d: .+ - .+: (1-0|0-1|1/2-1/2) \\(.+\\) 1\\. \\S+ \\S+ 2\\. "));
        for (int i = 0; i < 2; ++i)
            QVERIFY2(game.match(lines[i]).hasMatch(), qPrintable(lines[i]));
        QVERIFY2(lines[2].startsWith(u"Score of Built-in AI level 1 vs Built-in AI level 2: +"),
            qPrintable(lines[2]));
        QVERIFY2(lines[2].contains(u"/2 ("), qPrintable(lines[2]));
    }

    // A user's preset (knights are nightriders) is played like a bundled one.
    void builtinPlaysACustomPreset()
    {
        const clitest::Result r = clitest::run({QStringLiteral("match"),
            QStringLiteral("builtin:1"), QStringLiteral("builtin"), QStringLiteral("--presets"),
            QStringLiteral(FAIRYBOARD_TEST_DATA "/presets"), QStringLiteral("--preset"),
            QStringLiteral("knightrider-chess"), QStringLiteral("--movetime"), QStringLiteral("20"),
            QStringLiteral("--max-plies"), QStringLiteral("16")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QStringList lines = r.lines();
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines[0].startsWith(u"Game 1: Built-in AI level 1 - Built-in AI level 8: "),
            qPrintable(lines[0]));
        QVERIFY2(lines[0].contains(u" 8. "), qPrintable(lines[0]));
    }

    // Presets Fairy-Stockfish does not know by name, given to both engines as variants.ini
    // sections (the perft check first): a bundled one (perfect) and a user's preset file, each
    // move checked; one whose count differs from ours (legan, with 11.1) stops the match,
    // saying why.
    void fairyStockfishPlaysPresetsBySection()
    {
        const QString fsf = findEngine(QStringLiteral("fairy-stockfish"));
        if (fsf.isEmpty())
            QSKIP("fairy-stockfish is not installed (packaging/dev installs it in the build root)");
        QTemporaryDir dir;
        const QString userPreset = dir.filePath(QStringLiteral("shuffled.json"));
        QFile file(userPreset);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"id": "test-shuffled-chess", "inherits": "chess", "name": "Shuffled",
            "start": "nrbqkbrn/pppppppp/8/8/8/8/PPPPPPPP/NRBQKBRN w - - 0 1"})");
        file.close();
        for (const QString& preset : {QStringLiteral("perfect"), userPreset}) {
            const clitest::Result r
                = clitest::run({QStringLiteral("match"), QStringLiteral("uci:") + fsf,
                    QStringLiteral("uci:") + fsf, QStringLiteral("--preset"), preset,
                    QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--movetime"),
                    QStringLiteral("30"), QStringLiteral("--max-plies"), QStringLiteral("10")});
            QVERIFY2(r.code == 0, qPrintable(preset + u'\n' + r.err));
            const QStringList lines = r.lines();
            QCOMPARE(lines.size(), 3);
            for (int i = 0; i < 2; ++i)
                QVERIFY2(lines[i].contains(QStringLiteral(" 5. ")), qPrintable(lines[i]));
            QVERIFY2(lines[2].contains(u"/2 ("), qPrintable(lines[2]));
        }
        const clitest::Result r = clitest::run(
            {QStringLiteral("match"), QStringLiteral("uci:") + fsf, QStringLiteral("uci:") + fsf,
                QStringLiteral("--preset"), QStringLiteral("legan"), QStringLiteral("--movetime"),
                QStringLiteral("30"), QStringLiteral("--max-plies"), QStringLiteral("6")});
        if (r.code == 0)
            QSKIP("this Fairy-Stockfish counts Legan's moves as we do (11.1 does not)");
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(u"game 1 stopped after 0 plies: Engine 'Fairy-Stockfish")
                && r.err.contains(u"from the start of Legan")
                && r.err.contains(u"so it is not used for it"),
            qPrintable(r.err));
    }

    // Sjaak II is given a preset it does not list (perfect) as a variant of its own file
    // format by "load", checked by its perft, and plays it against itself over XBoard.
    void sjaakPlaysAPresetByLoad()
    {
        const QString sjaak = findEngine(QStringLiteral("sjaakii"));
        if (sjaak.isEmpty())
            QSKIP("sjaakii is not installed (packaging/dev installs it in the build root)");
        const clitest::Result r = clitest::run({QStringLiteral("match"),
            QStringLiteral("xboard:") + sjaak, QStringLiteral("xboard:") + sjaak,
            QStringLiteral("--preset"), QStringLiteral("perfect"), QStringLiteral("--movetime"),
            QStringLiteral("100"), QStringLiteral("--max-plies"), QStringLiteral("10")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QStringList lines = r.lines();
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines[0].startsWith(u"Game 1: Sjaak II") && lines[0].contains(u" 5. "),
            qPrintable(lines[0]));
    }

    // A preset Sjaak II's file format cannot say (Chu Shogi: the Lion's two-step moves) is
    // refused before any game, and the message says why.
    void sjaakRefusalSaysWhy()
    {
        const QString sjaak = findEngine(QStringLiteral("sjaakii"));
        if (sjaak.isEmpty())
            QSKIP("sjaakii is not installed (packaging/dev installs it in the build root)");
        const clitest::Result r = clitest::run({QStringLiteral("match"),
            QStringLiteral("xboard:") + sjaak, QStringLiteral("builtin:1"),
            QStringLiteral("--preset"), QStringLiteral("chushogi")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(u"does not play Chu Shogi")
                && r.err.contains(u"It cannot be given this variant as a definition: "),
            qPrintable(r.err));
        QVERIFY2(r.lines().isEmpty(), qPrintable(r.out));
    }

    void badArguments()
    {
        clitest::Result r = clitest::run({QStringLiteral("match"), QStringLiteral("builtin:0"),
            QStringLiteral("builtin:x"), QStringLiteral("--preset"), QStringLiteral("chess")});
        QCOMPARE(r.code, 1);
        QVERIFY2(
            r.err.contains(u"'builtin:0': the level of the built-in AI is a number from 1 to 8"),
            qPrintable(r.err));
        QVERIFY2(r.err.contains(u"'builtin:x': the level"), qPrintable(r.err));
        r = clitest::run({QStringLiteral("match"), QStringLiteral("a")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(u"usage: fairyboard-cli match"));
        r = clitest::run({QStringLiteral("match"), QStringLiteral("a"), QStringLiteral("b"),
            QStringLiteral("--preset"), QStringLiteral("chess"), QStringLiteral("--tc"),
            QStringLiteral("fast")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(u"--tc needs BASE+INC"));
        r = clitest::run({QStringLiteral("match"), QStringLiteral("/nonexistent/a"),
            QStringLiteral("/nonexistent/b"), QStringLiteral("--preset"), QStringLiteral("chess")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(u"could not be started"), qPrintable(r.err));
        r = clitest::run({QStringLiteral("match"), QStringLiteral("a"), QStringLiteral("b"),
            QStringLiteral("--preset"), QStringLiteral("nosuchpreset")});
        QCOMPARE(r.code, 1);
    }

    void engineThatCannotPlayTheVariant()
    {
        const QString fm = findEngine(QStringLiteral("fairymax"));
        if (fm.isEmpty())
            QSKIP("fairymax is not installed (packaging/dev installs it in the build root)");
        const clitest::Result r = clitest::run({QStringLiteral("match"),
            QStringLiteral("xboard:") + fm, QStringLiteral("xboard:") + fm,
            QStringLiteral("--preset"), QStringLiteral("shogi")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(u"Fairy-Max 5.0b does not play Shogi"), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestMatchCli)
#include "tst_matchcli.moc"
