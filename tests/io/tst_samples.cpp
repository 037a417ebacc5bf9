// SPDX-License-Identifier: GPL-3.0-or-later
// The real-world-style sample logs in tests/data/logs: every game replays with full legality
// to the expected position, and what the files say besides the moves is read.
#include "fen.h"
#include "gamestate.h"
#include "iotest.h"
#include "textdecode.h"

#include <QTest>

using namespace fb;
using namespace fb::io;

class TestSamples : public QObject
{
    Q_OBJECT

    static GameRecord only(const QString& file, const QString& preset = {})
    {
        LoadOptions o;
        o.fallbackPreset = preset;
        const LoadResult r = loadGames(iotest::logs(file), iotest::bundled(), o);
        if (!r.ok() || r.games.size() != 1) {
            GameRecord g;
            g.error = r.error.isEmpty() ? QStringLiteral("%1 games").arg(r.games.size()) : r.error;
            return g;
        }
        return r.games.front();
    }

private Q_SLOTS:
    void replay_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("game");
        QTest::addColumn<QString>("state");
        QTest::addColumn<QString>("fen");
        const QString chuEnd
            = QStringLiteral("lfcsgeg1scfl/a1brtx1t1bva/mvd4+Dhorm/1pppqdp1pp2/4pp2i1pp/"
                             "HN6n3/12/P1DP6P1/MPP1PPQ1PP+hP/ABR5B1RM/1VCHTOXG1FVA/"
                             "LF1SGKESTC1L b - - 0 42");
        const QString shogiEnd = QStringLiteral("ln3g2l/1r2g1k2/3pS1np1/p1p1ppp1p/1p1s5/P1PS1P2P/"
                                                "1P2PGPP1/3R2SK1/LN3G1NL[Bbp] b - - 1 22");
        const QString opera
            = QStringLiteral("1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17");
        const QString xiangqi
            = QStringLiteral("1Rbakabnc/9/2n6/4C1p1p/p1p6/6P2/P1P1P3P/2N3N2/9/2BAKAB2 w - - 3 13");
        // clang-format off
        QTest::newRow("opera") << "chess-annotated.pgn" << "" << 1 << "checkmate" << opera;
        QTest::newRow("immortal") << "chess-annotated.pgn" << "" << 2 << "checkmate" << "r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23";
        QTest::newRow("long algebraic") << "chess-annotated.pgn" << "" << 3 << "ongoing" << "r1bq1rk1/pp2n1bp/3p1n2/3Pp1p1/4Pp2/2NN1P2/PP1BB1PP/R2Q1RK1 w - - 0 15";
        QTest::newRow("from a position") << "chess-annotated.pgn" << "" << 4 << "ongoing" << "1R6/8/3kQK2/8/8/8/8/8 b - - 2 68";
        QTest::newRow("lichess crazyhouse") << "lichess-crazyhouse.pgn" << "" << 1 << "ongoing" << "r1b2b1r/ppp3pp/3k4/4q3/2Q5/3P1P1b/PBP1KP1P/R6R[PPNNpppnn] w - - 5 22";
        QTest::newRow("pychess xiangqi") << "pychess-xiangqi.pgn" << "" << 1 << "ongoing" << xiangqi;
        QTest::newRow("xboard chu") << "xboard-chu.pgn" << "" << 1 << "royal-captured" << chuEnd;
        QTest::newRow("kif shift_jis") << "shogi-shiftjis.kif" << "" << 1 << "ongoing" << shogiEnd;
        QTest::newRow("kif euc-jp") << "shogi-eucjp.kif" << "" << 1 << "ongoing" << shogiEnd;
        QTest::newRow("kif utf-8") << "shogi-utf8.kifu" << "" << 1 << "ongoing" << shogiEnd;
        QTest::newRow("kif utf-16le bom") << "shogi-utf16le-bom.kifu" << "" << 1 << "ongoing" << shogiEnd;
        QTest::newRow("kif utf-16be no bom") << "shogi-utf16be.kifu" << "" << 1 << "ongoing" << shogiEnd;
        QTest::newRow("chu kif") << "lishogi-chu.kifu" << "" << 1 << "royal-captured" << chuEnd;
        QTest::newRow("csa") << "shogi.csa" << "" << 1 << "ongoing" << shogiEnd;
        QTest::newRow("csa position") << "shogi-positions.csa" << "" << 1 << "checkmate" << "5Sknl/6G2/6ppp/9/9/9/9/9/4K4[Rrbbgggsssnnnlllppppppppppppppp] b - - 3 2";
        QTest::newRow("csa handicap") << "shogi-positions.csa" << "" << 2 << "ongoing" << "lnsgkgsnl/7+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[] b - - 3 2";
        QTest::newRow("game courier chess") << "gamecourier-chess.gc" << "" << 1 << "ongoing" << "r2q1rk1/pppb2pp/2nb1n2/1B1p4/3PN3/8/PPP2PPP/RNBQR1K1 b - - 0 10";
        QTest::newRow("game courier promotion") << "gamecourier-promotion.txt" << "" << 1 << "ongoing" << "8/6Qk/8/8/7K/8/8/8 b - - 10 6";
        QTest::newRow("game courier shogi") << "gamecourier-shogi.gc" << "" << 1 << "ongoing" << shogiEnd;
        QTest::newRow("game courier chu") << "gamecourier-chu.gc" << "" << 1 << "royal-captured" << chuEnd;
        QTest::newRow("usi") << "shogi.usi" << "" << 1 << "ongoing" << shogiEnd;
        QTest::newRow("lishogi chu usi") << "chu-lishogi.usi" << "chushogi" << 1 << "royal-captured" << chuEnd;
        QTest::newRow("uci") << "chess.uci" << "" << 1 << "checkmate" << opera;
        QTest::newRow("ucci") << "xiangqi.ucci" << "" << 1 << "ongoing" << xiangqi;
        // clang-format on
    }

    void replay()
    {
        QFETCH(QString, file);
        QFETCH(QString, preset);
        QFETCH(int, game);
        QFETCH(QString, state);
        QFETCH(QString, fen);
        LoadOptions o;
        o.fallbackPreset = preset;
        o.onlyGame = game;
        const LoadResult r = loadGames(iotest::logs(file), iotest::bundled(), o);
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.games.size(), 1);
        const GameRecord& g = r.games.front();
        QVERIFY2(g.isComplete(), qPrintable(g.error));
        QCOMPARE(g.number, game);
        std::optional<Position> pos = g.positionAt();
        QVERIFY(pos);
        QCOMPARE(evaluateGame(*pos).statusName(), state);
        QCOMPARE(writeFen(*pos), fen);
    }

    void encodingWarnings()
    {
        // A clean file: no warnings, the encoding named.
        const LoadResult clean
            = loadGames(iotest::logs(QStringLiteral("shogi-utf16be.kifu")), iotest::bundled());
        QVERIFY2(clean.ok(), qPrintable(clean.error));
        QCOMPARE(clean.encoding, QStringLiteral("UTF-16BE"));
        QVERIFY2(clean.warnings.isEmpty(), qPrintable(clean.warnings.join(u'\n')));
        // Bytes that fit no text encoding, read as Latin-1 with control codes: said so.
        QByteArray bytes("[Event \"x\"]\n\n1. e4 e5 *\n");
        bytes.insert(3, '\0');
        bytes.insert(10, "\x85\x00\x00", 3);
        const LoadResult garbled
            = loadGamesFromData(bytes, QStringLiteral("odd.pgn"), iotest::bundled());
        QVERIFY2(garbled.ok(), qPrintable(garbled.error));
        QCOMPARE(garbled.encoding, QStringLiteral("ISO-8859-1"));
        QCOMPARE(garbled.warnings.size(), 1);
        QVERIFY2(garbled.warnings.constFirst().startsWith(QStringLiteral("odd.pgn:1: ")),
            qPrintable(garbled.warnings.constFirst()));
        QVERIFY(garbled.warnings.constFirst().contains(QStringLiteral("ISO-8859-1")));
        // Nothing read at all: an error naming the encoding the bytes were read in.
        const LoadResult empty = loadGamesFromData(QByteArray("# just a note\n# another\n"),
            QStringLiteral("empty.kifu"), iotest::bundled());
        QCOMPARE(empty.error,
            QStringLiteral("empty.kifu:1: no game found in this KIF file (read as UTF-8)"));
    }

    void lichessDetails()
    {
        const GameRecord g = only(QStringLiteral("lichess-crazyhouse.pgn"));
        QVERIFY2(g.isComplete(), qPrintable(g.error));
        QCOMPARE(g.presetId, QStringLiteral("crazyhouse"));
        QCOMPARE(g.variantName, QStringLiteral("Crazyhouse"));
        QCOMPARE(g.tag(QStringLiteral("Termination")), QStringLiteral("Normal"));
        QCOMPARE(g.result, QStringLiteral("0-1"));
        QCOMPARE(g.mainLine.moves[0].comments, QStringList{QStringLiteral("[%clk 0:02:57]")});
        QCOMPARE(g.mainLine.moves[16].text, QStringLiteral("P@d4"));
        QVERIFY(g.mainLine.moves[16].move.isDrop());
    }

    void kifDetails_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("encoding");
        QTest::newRow("shift_jis") << "shogi-shiftjis.kif" << "Shift_JIS";
        QTest::newRow("euc-jp") << "shogi-eucjp.kif" << "EUC-JP";
        QTest::newRow("utf-8") << "shogi-utf8.kifu" << "UTF-8";
        QTest::newRow("utf-16le with bom") << "shogi-utf16le-bom.kifu" << "UTF-16LE";
        QTest::newRow("utf-16be without bom") << "shogi-utf16be.kifu" << "UTF-16BE";
    }

    void kifDetails()
    {
        QFETCH(QString, file);
        QFETCH(QString, encoding);
        QCOMPARE(decodeText(iotest::readAll(iotest::logs(file))).encoding, encoding);
        const GameRecord g = only(file);
        QVERIFY2(g.isComplete(), qPrintable(g.error));
        QCOMPARE(g.presetId, QStringLiteral("shogi"));
        QCOMPARE(g.tag(QStringLiteral("White")), QStringLiteral("山田 太郎"));
        QCOMPARE(g.tag(QStringLiteral("Black")), QStringLiteral("佐藤 花子"));
        QCOMPARE(g.tag(QStringLiteral("Event")), QStringLiteral("第12回 フェアリー杯"));
        QCOMPARE(g.tag(QStringLiteral("Site")), QStringLiteral("東京将棋会館"));
        QCOMPARE(g.tag(QStringLiteral("Date")), QStringLiteral("2023.10.14"));
        QCOMPARE(g.tag(QStringLiteral("Time")), QStringLiteral("10:00:00"));
        QCOMPARE(g.tag(QStringLiteral("戦型")), QStringLiteral("四間飛車"));
        QCOMPARE(g.result, QStringLiteral("1-0"));
        QCOMPARE(g.mainLine.moves.size(), size_t(43));
        // The time column "( 0:24/00:01:15)" is the move's "[%emt]" comment.
        QCOMPARE(g.mainLine.moves[4].comments,
            (QStringList{QStringLiteral("[%emt 0:00:24]"), QStringLiteral("振り飛車に構える。")}));
        QCOMPARE(g.mainLine.moves[32].text, QStringLiteral("同　歩(65)"));
        QVERIFY(g.mainLine.moves[36].move.isDrop());
    }

    void chuKifDetails()
    {
        const GameRecord g = only(QStringLiteral("lishogi-chu.kifu"));
        QVERIFY2(g.isComplete(), qPrintable(g.error));
        QCOMPARE(g.presetId, QStringLiteral("chushogi")); // recognised by its "（←…）" moves
        QCOMPARE(g.result, QStringLiteral("1-0"));
        int doubles = 0, igui = 0, jitto = 0;
        for (const MoveRecord& m : g.mainLine.moves) {
            if (m.move.viaCount == 1)
                ++doubles;
            if (m.text.contains(QStringLiteral("居食い"))) {
                ++igui;
                QCOMPARE(m.move.to, m.move.from);
                QCOMPARE(int(m.move.victimCount), 1);
            }
            if (m.text.contains(QStringLiteral("じっと"))) {
                ++jitto;
                QCOMPARE(m.move.to, m.move.from);
                QCOMPARE(int(m.move.victimCount), 0);
            }
        }
        QCOMPARE(doubles, 6);
        QCOMPARE(igui, 3);
        QCOMPARE(jitto, 3);
        QCOMPARE(g.mainLine.moves[19].comments,
            QStringList{QStringLiteral("居食い: the Lion captures without moving")});
        QCOMPARE(g.tag(QStringLiteral("White")), QStringLiteral("lionheart"));
    }

    void csaDetails()
    {
        const GameRecord g = only(QStringLiteral("shogi.csa"));
        QVERIFY2(g.isComplete(), qPrintable(g.error));
        QCOMPARE(g.tag(QStringLiteral("White")), QStringLiteral("Yamada Taro"));
        QCOMPARE(g.tag(QStringLiteral("Event")), QStringLiteral("Fairy Cup 12"));
        QCOMPARE(g.tag(QStringLiteral("Date")), QStringLiteral("2023.10.14"));
        QCOMPARE(g.tag(QStringLiteral("Opening")), QStringLiteral("Shikenbisha"));
        QCOMPARE(g.termination, Termination::Resignation);
        QCOMPARE(g.result, QStringLiteral("1-0")); // %TORYO with the second player to move
        QCOMPARE(g.mainLine.moves[4].comments,
            (QStringList{QStringLiteral("[%emt 0:00:09]"), QStringLiteral("ranging rook")}));
        const LoadResult two
            = loadGames(iotest::logs(QStringLiteral("shogi-positions.csa")), iotest::bundled());
        QCOMPARE(two.games.size(), 2);
        QCOMPARE(two.games[0].result, QStringLiteral("1-0")); // %TSUMI
        QCOMPARE(two.games[1].result, QStringLiteral("*")); // %CHUDAN
        QCOMPARE(two.games[0].termination, Termination::Checkmate);
        QCOMPARE(two.games[1].termination, Termination::Suspended);
        QCOMPARE(two.games[0].tag(QStringLiteral("Black")), QStringLiteral("Problem"));
    }

    void gameCourierDetails()
    {
        const GameRecord g = only(QStringLiteral("gamecourier-chess.gc"));
        QVERIFY2(g.isComplete(), qPrintable(g.error));
        QCOMPARE(g.presetId, QStringLiteral("chess"));
        QCOMPARE(g.mainLine.startComments.value(0),
            QStringLiteral("Game Courier log: Chess, alice vs. bob (correspondence)"));
        QCOMPARE(g.mainLine.moves[1].comments, QStringList{QStringLiteral("the Scandinavian")});
        QVERIFY(g.mainLine.moves[4].move.victimCount == 1); // en passant
        QVERIFY(g.mainLine.moves[10].move.isCastle());
        QCOMPARE(
            g.mainLine.moves.back().comments, QStringList{QStringLiteral("White is a pawn up.")});
        const GameRecord promo = only(QStringLiteral("gamecourier-promotion.txt"));
        QVERIFY(promo.mainLine.moves[0].move.promotion != NoPieceType);
        QCOMPARE(promo.result, QStringLiteral("1-0"));
        QCOMPARE(promo.tag(QStringLiteral("Event")), QStringLiteral("Promotion"));
    }
};

QTEST_GUILESS_MAIN(TestSamples)
#include "tst_samples.moc"
