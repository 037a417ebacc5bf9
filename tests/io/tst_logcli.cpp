// SPDX-License-Identifier: GPL-3.0-or-later
// fairyboard-cli's log commands as a user runs them: replay, convert, gen-games, bench-replay.
#include "clitest.h"
#include "compressedfile.h"
#include "iotest.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

using clitest::Result;

// The log commands read and write whole files: more time than the perft commands need.
Result run(const QStringList& args)
{
    return clitest::run(args, 120000);
}

} // namespace

class TestLogCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString tmp(const QString& name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void replayLines()
    {
        const Result r
            = run({QStringLiteral("replay"), iotest::logs(QStringLiteral("chess-annotated.pgn"))});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.lines(),
            (QStringList{QStringLiteral(
                             "1\tcheckmate\t1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17"),
                QStringLiteral(
                    "2\tcheckmate\tr1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23"),
                QStringLiteral("3\tongoing\tr1bq1rk1/pp2n1bp/3p1n2/3Pp1p1/4Pp2/2NN1P2/PP1BB1PP/"
                               "R2Q1RK1 w - - 0 15"),
                QStringLiteral("4\tongoing\t1R6/8/3kQK2/8/8/8/8/8 b - - 2 68")}));
        QVERIFY(r.err.isEmpty());
    }

    void replayOneGame()
    {
        const Result r
            = run({QStringLiteral("replay"), iotest::logs(QStringLiteral("chess-annotated.pgn")),
                QStringLiteral("--game"), QStringLiteral("2")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.lines().size(), 1);
        QVERIFY(r.lines()[0].startsWith(QStringLiteral("2\tcheckmate\t")));
    }

    void replayErrors()
    {
        QVERIFY(iotest::writeFile(tmp(QStringLiteral("bad.pgn")),
            "[Event \"ok\"]\n\n1. e4 e5 *\n\n[Event \"bad\"]\n\n1. e4 e5\n2. Ke3 *\n"));
        const Result r = run({QStringLiteral("replay"), tmp(QStringLiteral("bad.pgn"))});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.lines().size(), 2);
        QVERIFY(r.lines()[0].startsWith(QStringLiteral("1\tongoing\t")));
        QCOMPARE(r.lines()[1],
            QStringLiteral("2\terror\t%1:8:4: 2. Ke3: 'Ke3' is not a legal move here")
                .arg(tmp(QStringLiteral("bad.pgn"))));
        // A file that cannot be read at all: a message on stderr, status 1.
        const Result missing = run({QStringLiteral("replay"), tmp(QStringLiteral("none.pgn"))});
        QCOMPARE(missing.code, 1);
        QVERIFY(missing.out.isEmpty());
        QVERIFY(missing.err.contains(tmp(QStringLiteral("none.pgn"))));
        // Usage errors: status 2.
        QCOMPARE(run({QStringLiteral("replay")}).code, 2);
        QCOMPARE(run({QStringLiteral("replay"), QStringLiteral("x.pgn"), QStringLiteral("--game"),
                         QStringLiteral("zero")})
                     .code,
            2);
        // A number too large for the option is refused, not wrapped (4294967297 was game 1).
        const Result huge = run({QStringLiteral("replay"), QStringLiteral("x.pgn"),
            QStringLiteral("--game"), QStringLiteral("4294967297")});
        QCOMPARE(huge.code, 2);
        QVERIFY2(huge.err.contains(QStringLiteral("--game needs a number from 1 to 100000")),
            qPrintable(huge.err));
        // No file holds more games than LogLimits::maxGames.
        QCOMPARE(run({QStringLiteral("replay"), QStringLiteral("x.pgn"), QStringLiteral("--game"),
                         QStringLiteral("100001")})
                     .code,
            2);
        QCOMPARE(run({QStringLiteral("replay"), QStringLiteral("x.pgn"), QStringLiteral("--bogus")})
                     .code,
            2);
    }

    // A device that never ends is read up to the limit of a log, then refused (it was read
    // until memory ran out).
    void endlessDevice()
    {
        if (!QFile::exists(QStringLiteral("/dev/zero")))
            QSKIP("no /dev/zero");
        const Result r = run({QStringLiteral("replay"), QStringLiteral("/dev/zero")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err, QStringLiteral("fairyboard-cli: /dev/zero: more than 32 MB (the limit)\n"));
    }

    // Variations nested 30,000 deep: the game's error, no crash (the replay's recursion
    // overflowed the stack).
    void deepVariations()
    {
        const QString path = tmp(QStringLiteral("deep.pgn"));
        QVERIFY(iotest::writeFile(path,
            "[Event \"deep\"]\n\n1. e4 " + QByteArray("(1. d4 ").repeated(30000)
                + QByteArray(")").repeated(30000) + " *\n"));
        const Result r = run({QStringLiteral("replay"), path});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.out,
            QStringLiteral("1\terror\t%1:3: variations nested more than 100 deep (the limit)\n")
                .arg(path));
    }

    void presetOption()
    {
        // A USI file of Chu Shogi does not say its variant: --preset does.
        const QString usi = iotest::logs(QStringLiteral("chu-lishogi.usi"));
        const Result without = run({QStringLiteral("replay"), usi});
        QCOMPARE(without.code, 1);
        QVERIFY(without.out.startsWith(QStringLiteral("1\terror\t")));
        const Result with = run({QStringLiteral("replay"), usi, QStringLiteral("--preset"),
            QStringLiteral("chushogi")});
        QCOMPARE(with.code, 0);
        QVERIFY(with.out.startsWith(QStringLiteral("1\troyal-captured\t")));
        // A preset file given by path.
        const Result file = run({QStringLiteral("replay"),
            iotest::logs(QStringLiteral("chess.uci")), QStringLiteral("--preset"),
            iotest::data(QStringLiteral("presets/knightrider-chess.json"))});
        QVERIFY2(file.code == 1 || file.code == 0, qPrintable(file.err));
    }

    // A xiangqi PGN written with its moves in WXF, Chinese or ICCS replays the same.
    void convertXiangqiNotations()
    {
        const QString in = iotest::logs(QStringLiteral("pychess-xiangqi.pgn"));
        const QString expected = run({QStringLiteral("replay"), in}).out;
        for (const char* n : {"wxf", "chinese", "iccs"}) {
            const QString out = tmp(QStringLiteral("xq-%1.pgn").arg(QLatin1StringView(n)));
            const Result c = run({QStringLiteral("convert"), in, out, QStringLiteral("--notation"),
                QString::fromLatin1(n)});
            QVERIFY2(c.code == 0, qPrintable(c.err));
            QVERIFY(fbtest::readAll(out).contains("[Format \""));
            QCOMPARE(run({QStringLiteral("replay"), out}).out, expected);
        }
        // A notation the family does not have is refused.
        QCOMPARE(run({QStringLiteral("convert"), in, tmp(QStringLiteral("xq.pgn")),
                         QStringLiteral("--notation"), QStringLiteral("japanese")})
                     .code,
            2);
    }

    // convert keeps a record's look and changes it when asked: --layout for a KIF, --notation
    // xboard / san for a PGN.
    void convertLooks()
    {
        const QString in = iotest::logs(QStringLiteral("pychess-xiangqi.pgn"));
        const QString expected = run({QStringLiteral("replay"), in}).out;
        const QString xb = tmp(QStringLiteral("xq-xboard.pgn"));
        Result c = run({QStringLiteral("convert"), in, xb, QStringLiteral("--notation"),
            QStringLiteral("xboard")});
        QVERIFY2(c.code == 0, qPrintable(c.err));
        QVERIFY(!fbtest::readAll(xb).contains("[Format"));
        QVERIFY(fbtest::readAll(xb).contains("1. Che2"));
        QCOMPARE(run({QStringLiteral("replay"), xb}).out, expected);
        // Converted again without --notation, XBoard's SAN stays.
        const QString again = tmp(QStringLiteral("xq-again.pgn"));
        QCOMPARE(run({QStringLiteral("convert"), xb, again}).code, 0);
        QCOMPARE(fbtest::readAll(again), fbtest::readAll(xb));

        const QString kif = iotest::logs(QStringLiteral("shogi-shiftjis.kif"));
        const QString dojo = tmp(QStringLiteral("dojo.kifu"));
        c = run({QStringLiteral("convert"), kif, dojo, QStringLiteral("--layout"),
            QStringLiteral("81dojo")});
        QVERIFY2(c.code == 0, qPrintable(c.err));
        QVERIFY(QString::fromUtf8(fbtest::readAll(dojo)).contains(QStringLiteral("1手目 ▲")));
        QCOMPARE(
            run({QStringLiteral("replay"), dojo}).out, run({QStringLiteral("replay"), kif}).out);
        const QString table = tmp(QStringLiteral("table.kifu"));
        QCOMPARE(run({QStringLiteral("convert"), dojo, tmp(QStringLiteral("kept.kifu"))}).code, 0);
        QVERIFY(QString::fromUtf8(fbtest::readAll(tmp(QStringLiteral("kept.kifu"))))
                .contains(QStringLiteral("1手目 ▲")));
        QCOMPARE(run({QStringLiteral("convert"), dojo, table, QStringLiteral("--layout"),
                         QStringLiteral("table")})
                     .code,
            0);
        QVERIFY(QString::fromUtf8(fbtest::readAll(table)).contains(QStringLiteral("手数----指手")));
        QCOMPARE(run({QStringLiteral("convert"), dojo, table, QStringLiteral("--layout"),
                         QStringLiteral("sideways")})
                     .code,
            2);
    }

    void convertChain()
    {
        // KIF (Shift_JIS) -> PGN -> CSA -> USI -> Game Courier -> bundle -> KIF (UTF-8): same end.
        QStringList chain{iotest::logs(QStringLiteral("shogi-shiftjis.kif")),
            tmp(QStringLiteral("a.pgn")), tmp(QStringLiteral("b.csa")),
            tmp(QStringLiteral("c.usi")), tmp(QStringLiteral("d.gc")), tmp(QStringLiteral("e.fbz")),
            tmp(QStringLiteral("f.kifu")), tmp(QStringLiteral("g.pgn.xz"))};
        if (!fb::io::haveArchiveSupport()) { // no bundles, no compression in this build
            chain.removeAt(7);
            chain.removeAt(5);
        }
        const QString expected = run({QStringLiteral("replay"), chain.front()}).out;
        // The KIF's 投了 is kept through every format.
        QVERIFY2(expected.startsWith(QStringLiteral("1\tresignation\t")), qPrintable(expected));
        for (int i = 1; i < chain.size(); ++i) {
            const Result c = run({QStringLiteral("convert"), chain[i - 1], chain[i]});
            QVERIFY2(c.code == 0, qPrintable(chain[i] + u' ' + c.err));
            QCOMPARE(run({QStringLiteral("replay"), chain[i]}).out, expected);
        }
    }

    void convertRefusesBrokenInput()
    {
        QVERIFY(iotest::writeFile(tmp(QStringLiteral("half.pgn")),
            "[Event \"ok\"]\n\n1. e4 e5 *\n\n[Event \"bad\"]\n\n1. e4 Ke7?? 2. Qh5 Kd8 3. Nf3 "
            "Ke7 4. Ke3 *\n"));
        const Result r = run({QStringLiteral("convert"), tmp(QStringLiteral("half.pgn")),
            tmp(QStringLiteral("half.gc"))});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains(QStringLiteral("nothing written")));
        QVERIFY(!QFile::exists(tmp(QStringLiteral("half.gc"))));
        // Several games into a one-game format: pick one with --game.
        const Result many = run({QStringLiteral("convert"),
            iotest::logs(QStringLiteral("chess-annotated.pgn")), tmp(QStringLiteral("one.kif"))});
        QCOMPARE(many.code, 1);
        const Result one
            = run({QStringLiteral("convert"), iotest::logs(QStringLiteral("chess-annotated.pgn")),
                tmp(QStringLiteral("one.gc")), QStringLiteral("--game"), QStringLiteral("2")});
        QCOMPARE(one.code, 0);
        QVERIFY(run({QStringLiteral("replay"), tmp(QStringLiteral("one.gc"))})
                .out.startsWith(QStringLiteral("1\tcheckmate\t")));
    }

    void generatedGames()
    {
        const QString a = tmp(QStringLiteral("gen-a.pgn")), b = tmp(QStringLiteral("gen-b.pgn"));
        QCOMPARE(run({QStringLiteral("gen-games"), QStringLiteral("xiangqi"), QStringLiteral("10"),
                         a, QStringLiteral("--seed"), QStringLiteral("9")})
                     .code,
            0);
        QCOMPARE(run({QStringLiteral("gen-games"), QStringLiteral("xiangqi"), QStringLiteral("10"),
                         b, QStringLiteral("--seed"), QStringLiteral("9")})
                     .code,
            0);
        QCOMPARE(iotest::readAll(a), iotest::readAll(b));
        const Result r = run({QStringLiteral("replay"), a});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.lines().size(), 10);
        QCOMPARE(
            run({QStringLiteral("gen-games"), QStringLiteral("nope"), QStringLiteral("1"), a}).code,
            1);
    }

    void benchReplay()
    {
        const Result r = run({QStringLiteral("bench-replay"), QStringLiteral("--games"),
            QStringLiteral("50"), QStringLiteral("--runs"), QStringLiteral("1")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("50 games")), qPrintable(r.out));
        QVERIFY(r.lines().last().startsWith(QStringLiteral("median\t")));
    }

    // The help lists the log commands (tst_cli checks the rest of it and the perft commands).
    void helpListsTheLogCommands()
    {
        const Result help = run({QStringLiteral("--help")});
        QCOMPARE(help.code, 0);
        for (const char* c : {"replay FILE", "convert IN OUT", "gen-games", "bench-replay"})
            QVERIFY2(help.out.contains(QString::fromLatin1(c)), c);
    }
};

QTEST_GUILESS_MAIN(TestLogCli)
#include "tst_logcli.moc"
