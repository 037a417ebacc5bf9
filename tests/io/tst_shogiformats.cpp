// SPDX-License-Identifier: GPL-3.0-or-later
// KIF, CSA and the coordinate lists (USI, UCI, UCCI): moves, headers, positions, encodings.
#include "coordinatelist.h"
#include "csa.h"
#include "fen.h"
#include "gamestate.h"
#include "iotest.h"
#include "kif.h"
#include "kifmove.h"
#include "movegen.h"
#include "notation.h"
#include "pgnwriter.h"
#include "randomgames.h"
#include "textdecode.h"

#include <QRegularExpression>
#include <QStringEncoder>
#include <QTest>

using namespace fb;
using namespace fb::io;

using fbtest::position;

namespace {

// Plays USI moves on `pos`.
bool play(Position& pos, const QStringList& usi)
{
    for (const QString& t : usi) {
        const auto m = parseUsi(pos, t);
        if (!m)
            return false;
        pos.makeMove(*m);
    }
    return true;
}

QString kifText(Position& pos, const QString& usi)
{
    MoveList legal;
    MoveGenerator::generateLegal(pos, legal);
    const auto m = parseUsi(pos, usi);
    if (!m)
        return QStringLiteral("(illegal)");
    QString error;
    return kifMoveText(pos, legal, *m, &error);
}

} // namespace

class TestShogiFormats : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kifMoves()
    {
        std::optional<Position> p = position(QStringLiteral("shogi"));
        QCOMPARE(kifText(*p, QStringLiteral("7g7f")), QStringLiteral("７六歩(77)"));
        QVERIFY(play(*p, {QStringLiteral("7g7f"), QStringLiteral("3c3d")}));
        QCOMPARE(kifText(*p, QStringLiteral("8h2b+")), QStringLiteral("２二角成(88)"));
        QCOMPARE(kifText(*p, QStringLiteral("8h2b")), QStringLiteral("２二角不成(88)"));
        QVERIFY(play(*p, {QStringLiteral("8h2b+")}));
        QCOMPARE(kifText(*p, QStringLiteral("3a2b")), QStringLiteral("同　銀(31)"));
        QVERIFY(play(*p, {QStringLiteral("3a2b")}));
        QCOMPARE(kifText(*p, QStringLiteral("B*5e")), QStringLiteral("５五角打"));

        std::optional<Position> chu = position(QStringLiteral("chushogi"),
            QStringLiteral("12/12/12/12/12/12/5n6/5N6/12/12/12/12 w - - 0 1"));
        QVERIFY(chu);
        QCOMPARE(kifText(*chu, QStringLiteral("7h7g")), QStringLiteral("7七獅子 （←7八）"));
        QCOMPARE(kifText(*chu, QStringLiteral("7h7g6f")),
            QStringLiteral("一歩目 7七獅子 （←7八）\n二歩目 6六獅子 （←7七）"));
        QCOMPARE(kifText(*chu, QStringLiteral("7h7g7h")),
            QStringLiteral("一歩目 7七獅子 （←7八）\n二歩目 7八獅子（居食い） （←7七）"));
        QCOMPARE(kifText(*chu, QStringLiteral("7h8h7h")),
            QStringLiteral("一歩目 8八獅子 （←7八）\n二歩目 7八獅子(じっと) （←8八）"));
        QCOMPARE(kifText(*chu, QStringLiteral("7h8i")), QStringLiteral("8九獅子 （←7八）"));
    }

    void kifRead_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("before"); // USI moves played first
        QTest::addColumn<QString>("kif");
        QTest::addColumn<QString>("usi"); // expected, or empty: an error
        const QString lions = QStringLiteral("12/12/12/12/12/12/5n6/5N6/12/12/12/12 w - - 0 1");
        // clang-format off
        QTest::newRow("move") << "shogi" << "" << "" << "７六歩(77)" << "7g7f";
        QTest::newRow("half-width") << "shogi" << "" << "" << "7六歩(77)" << "7g7f";
        QTest::newRow("time suffix is the reader's job") << "shogi" << "" << "" << "７六歩(77)" << "7g7f";
        QTest::newRow("promote") << "shogi" << "" << "7g7f 3c3d" << "２二角成(88)" << "8h2b+";
        QTest::newRow("decline") << "shogi" << "" << "7g7f 3c3d" << "２二角不成(88)" << "8h2b";
        QTest::newRow("unmarked") << "shogi" << "" << "7g7f 3c3d" << "２二角(88)" << "8h2b";
        QTest::newRow("same square") << "shogi" << "" << "7g7f 3c3d 8h2b+" << "同　銀(31)" << "3a2b";
        QTest::newRow("same square, no space") << "shogi" << "" << "7g7f 3c3d 8h2b+" << "同銀(31)" << "3a2b";
        QTest::newRow("drop") << "shogi" << "" << "7g7f 3c3d 8h2b+ 3a2b" << "５五角打" << "B*5e";
        QTest::newRow("drop without 打") << "shogi" << "" << "7g7f 3c3d 8h2b+ 3a2b" << "５五角" << "B*5e";
        QTest::newRow("wrong origin") << "shogi" << "" << "" << "７六歩(78)" << "";
        QTest::newRow("no square") << "shogi" << "" << "" << "歩(77)" << "";
        QTest::newRow("same square first") << "shogi" << "" << "" << "同　歩(77)" << "";
        QTest::newRow("chu move") << "chushogi" << lions << "" << "7七獅子 （←7八）" << "7h7g";
        QTest::newRow("chu full-width") << "chushogi" << lions << "" << "７七獅子（←７八）" << "7h7g";
        QTest::newRow("chu double") << "chushogi" << lions << "" << "一歩目 7七獅子 （←7八）\n二歩目 6六獅子 （←7七）" << "7h7g6f";
        QTest::newRow("chu igui") << "chushogi" << lions << "" << "一歩目 7七獅子 （←7八）\n二歩目 7八獅子（居食い） （←7七）" << "7h7g7h";
        QTest::newRow("chu jitto") << "chushogi" << lions << "" << "一歩目 8八獅子 （←7八）\n二歩目 7八獅子(じっと) （←8八）" << "7h8h7h";
        QTest::newRow("chu same") << "chushogi" << lions << "7h8h" << "仝獅子 （←7七）" << "7g8h";
        // 81Dojo: a side mark before the square, 仝 in the first step.
        QTest::newRow("chu 81dojo mark") << "chushogi" << lions << "" << "▲7七獅子 （←7八）" << "7h7g";
        QTest::newRow("chu 81dojo same first step") << "chushogi" << lions << "7h8h" << "一歩目 △仝獅子 （←7七）\n二歩目 △7七獅子（居食い） （←8八）" << "7g8h7g";
        QTest::newRow("chu two-digit file") << "chushogi" << "" << "" << "12八歩兵 （←12九）" << "12i12h";
        // clang-format on
    }

    void kifRead()
    {
        QFETCH(QString, preset);
        QFETCH(QString, fen);
        QFETCH(QString, before);
        QFETCH(QString, kif);
        QFETCH(QString, usi);
        std::optional<Position> p = position(preset, fen);
        QVERIFY(p);
        QVERIFY(play(*p, before.split(u' ', Qt::SkipEmptyParts)));
        MoveList legal;
        MoveGenerator::generateLegal(*p, legal);
        QString error;
        const auto m = resolveKifMove(*p, legal, kif, &error);
        if (usi.isEmpty()) {
            QVERIFY(!m);
            QVERIFY(!error.isEmpty());
        } else {
            QVERIFY2(m, qPrintable(error));
            QCOMPARE(usiText(*p, *m), usi);
        }
    }

    void kifHandicapAndDiagram()
    {
        const QString handicap = QStringLiteral("手合割：香落ち\n手数----指手---------消費時間--\n"
                                                "   1 ３四歩(33)\n   2 ７六歩(77)\n");
        LoadResult r = iotest::load(handicap, QStringLiteral("h.kif"));
        QVERIFY2(r.ok() && r.games[0].isComplete(), qPrintable(r.error + r.games.value(0).error));
        // The handicap giver (gote, the second player) moves first, without its left lance.
        QVERIFY(r.games[0].startFen.startsWith(QStringLiteral("lnsgkgsn1/")));

        const QString diagram = QStringLiteral("後手の持駒：飛　角二\n"
                                               "  ９ ８ ７ ６ ５ ４ ３ ２ １\n"
                                               "+---------------------------+\n"
                                               "| ・ ・ ・ ・ ・ ・ ・v桂v玉|一\n"
                                               "| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n"
                                               "| ・ ・ ・ ・ ・ ・ と ・ ・|三\n"
                                               "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n"
                                               "| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n"
                                               "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n"
                                               "| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n"
                                               "| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n"
                                               "| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九\n"
                                               "+---------------------------+\n"
                                               "先手の持駒：金　銀\n"
                                               "手数----指手---------消費時間--\n"
                                               "   1 ２二金打\n"
                                               "まで1手で先手の勝ち\n");
        r = iotest::load(diagram, QStringLiteral("d.kif"));
        QVERIFY2(r.ok() && r.games[0].isComplete(), qPrintable(r.error + r.games.value(0).error));
        QCOMPARE(r.games[0].startFen, QStringLiteral("7nk/9/6+P2/9/9/9/9/9/4K4[1G1S1r2b] w"));
        QCOMPARE(r.games[0].result, QStringLiteral("1-0"));
        std::optional<Position> end = r.games[0].positionAt();
        QVERIFY(end);
        QCOMPARE(evaluateGame(*end).statusName(), QStringLiteral("checkmate"));
    }

    // The end words of KIF: the termination and the result they give are kept and written back.
    void kifTerminations_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<QString>("termination");
        QTest::addColumn<QString>("result");
        // After two moves the first player is to move.
        // clang-format off
        QTest::newRow("投了") << "投了" << "resignation" << "0-1";
        QTest::newRow("詰み") << "詰み" << "checkmate" << "0-1";
        QTest::newRow("切れ負け") << "切れ負け" << "time forfeit" << "0-1";
        QTest::newRow("反則負け") << "反則負け" << "illegal move" << "0-1";
        QTest::newRow("反則勝ち") << "反則勝ち" << "illegal move" << "1-0";
        QTest::newRow("入玉勝ち") << "入玉勝ち" << "entering king" << "1-0";
        QTest::newRow("千日手") << "千日手" << "repetition" << "1/2-1/2";
        QTest::newRow("持将棋") << "持将棋" << "impasse" << "1/2-1/2";
        QTest::newRow("中断") << "中断" << "suspended" << "*";
        QTest::newRow("封じ手") << "封じ手" << "sealed move" << "*";
        // clang-format on
    }

    void kifTerminations()
    {
        QFETCH(QString, word);
        QFETCH(QString, termination);
        QFETCH(QString, result);
        const QString kif = QStringLiteral("手合割：平手\n手数----指手---------消費時間--\n"
                                           "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 %1\n")
                                .arg(word);
        const LoadResult r = iotest::load(kif, QStringLiteral("t.kifu"));
        QVERIFY2(r.ok() && r.games.size() == 1, qPrintable(r.error));
        const GameRecord& g = r.games[0];
        QVERIFY2(g.isComplete(), qPrintable(g.error));
        QCOMPARE(terminationName(g.termination), termination);
        QCOMPARE(g.result, result);
        QString out, error;
        QVERIFY2(writeKif(g, out, &error), qPrintable(error));
        QVERIFY2(out.contains(QStringLiteral("   3 ") + word + u'\n'), qPrintable(out));
        const LoadResult back = iotest::load(out, QStringLiteral("back.kifu"));
        QCOMPARE(back.games[0].termination, g.termination);
        QCOMPARE(back.games[0].result, result);
    }

    // KIF's time column: each move's time and its side's running total are read as the move's
    // "[%emt]" comment (a field of no time, "( 0:00/00:00:00)", is none) and written back
    // from it, the totals summed per side; a game played with clocks ("[%clk]" and "[%emt]"
    // comments, as the GUI logs them) keeps both through KIF.
    void kifTimesRoundTrip()
    {
        const QString kif = QStringLiteral(
            "手合割：平手\n手数----指手---------消費時間--\n"
            "   1 ７六歩(77)       ( 0:16/00:00:16)\n   2 ３四歩(33)       ( 0:38/00:00:38)\n"
            "   3 ６六歩(67)       (10:35/00:10:51)\n*a comment\n"
            "   4 ８四歩(83)       ( 0:00/00:00:00)\n   5 投了\n");
        const LoadResult r = iotest::load(kif, QStringLiteral("t.kifu"));
        QVERIFY2(r.ok() && r.games.size() == 1, qPrintable(r.error));
        GameRecord g = r.games[0];
        QVERIFY2(g.isComplete(), qPrintable(g.error));
        QCOMPARE(g.mainLine.moves[0].comments, QStringList{QStringLiteral("[%emt 0:00:16]")});
        QCOMPARE(g.mainLine.moves[1].comments, QStringList{QStringLiteral("[%emt 0:00:38]")});
        QCOMPARE(g.mainLine.moves[2].comments,
            (QStringList{QStringLiteral("[%emt 0:10:35]"), QStringLiteral("a comment")}));
        QVERIFY(g.mainLine.moves[3].comments.isEmpty());
        QString out, error;
        QVERIFY2(writeKif(g, out, &error), qPrintable(error));
        for (const char* line :
            {"   1 ７六歩(77)   ( 0:16/00:00:16)\n", "   2 ３四歩(33)   ( 0:38/00:00:38)\n",
                "   3 ６六歩(67)   (10:35/00:10:51)\n*a comment\n", "   4 ８四歩(83)\n"})
            QVERIFY2(out.contains(QString::fromUtf8(line)), qPrintable(out));
        QVERIFY(!out.contains(QStringLiteral("%emt")));
        LoadResult back = iotest::load(out, QStringLiteral("back.kifu"));
        QVERIFY(iotest::sameMoves(g, back.games[0]));
        for (size_t i = 0; i < g.mainLine.moves.size(); ++i)
            QCOMPARE(back.games[0].mainLine.moves[i].comments, g.mainLine.moves[i].comments);

        // Clock comments as a game with clocks logs them: the time left stays a comment.
        g.mainLine.moves[0].comments
            = {QStringLiteral("[%clk 0:04:44]"), QStringLiteral("[%emt 0:00:16]")};
        g.mainLine.moves[3].comments
            = {QStringLiteral("[%clk 0:04:02]"), QStringLiteral("[%emt 0:00:20]")};
        QVERIFY2(writeKif(g, out, &error), qPrintable(error));
        QVERIFY2(
            out.contains(QStringLiteral("   1 ７六歩(77)   ( 0:16/00:00:16)\n*[%clk 0:04:44]\n")),
            qPrintable(out));
        QVERIFY2(
            out.contains(QStringLiteral("   4 ８四歩(83)   ( 0:20/00:00:58)\n")), qPrintable(out));
        back = iotest::load(out, QStringLiteral("back.kifu"));
        QCOMPARE(back.games[0].mainLine.moves[0].comments,
            (QStringList{QStringLiteral("[%emt 0:00:16]"), QStringLiteral("[%clk 0:04:44]")}));
        QCOMPARE(back.games[0].mainLine.moves[3].comments,
            (QStringList{QStringLiteral("[%emt 0:00:20]"), QStringLiteral("[%clk 0:04:02]")}));
    }

    // Chu Shogi KIF as 81Dojo and lishogi export it: no move-table header, "57手目" before
    // each move, a side mark, a Lion move's steps as two numbered lines, 仝, 成, 居食い, じっと.
    void chuKif81Dojo()
    {
        const QString path = iotest::logs(QStringLiteral("lishogi-chu.kifu"));
        const QString original = QString::fromUtf8(iotest::readAll(path));
        QString dojo;
        int number = 0;
        static const QRegularExpression move(QStringLiteral("^\\s*(\\d+) (.*)$"));
        static const QRegularExpression second(QStringLiteral("^\\s+二歩目 (.*)$"));
        for (const QString& line : original.split(u'\n')) {
            const auto m = move.match(line);
            const auto s2 = second.match(line);
            auto mark = [&] { return number % 2 ? QStringLiteral("▲") : QStringLiteral("△"); };
            if (line.startsWith(QStringLiteral("手数"))) {
                continue;
            } else if (m.hasMatch()) {
                number = m.captured(1).toInt();
                QString rest = m.captured(2);
                const bool first = rest.startsWith(QStringLiteral("一歩目 "));
                if (first)
                    rest = rest.mid(4);
                dojo += QStringLiteral("%1手目%2 %3%4\n")
                            .arg(number)
                            .arg(first ? QStringLiteral("一歩目") : QString(), mark(), rest);
            } else if (s2.hasMatch()) {
                dojo += QStringLiteral("%1手目二歩目 %2%3\n")
                            .arg(number)
                            .arg(mark(), s2.captured(1));
            } else {
                dojo += line + u'\n';
            }
        }
        QVERIFY(dojo.contains(QStringLiteral(
            "20手目一歩目 △9八獅子 （←8七）\n20手目二歩目 △8七獅子（居食い） （←9八）")));
        QVERIFY(dojo.contains(QStringLiteral("83手目 ▲仝飛鷲 （←5四）")));
        QVERIFY(dojo.contains(QStringLiteral("58手目 △2九龍馬成 （←6五）")));
        QVERIFY(!dojo.contains(QStringLiteral("手数")));
        const LoadResult a = loadGames(path, iotest::bundled());
        const LoadResult b = iotest::load(dojo, QStringLiteral("dojo.kif"));
        QVERIFY2(b.ok() && b.games.size() == 1, qPrintable(b.error));
        QVERIFY2(b.games[0].isComplete(), qPrintable(b.games[0].error));
        QCOMPARE(b.games[0].presetId, QStringLiteral("chushogi"));
        QVERIFY(iotest::sameMoves(a.games[0], b.games[0]));
        QCOMPARE(b.games[0].result, QStringLiteral("1-0"));
        QCOMPARE(b.games[0].termination, Termination::Resignation);
    }

    // Random games written in 81Dojo's layout read back as the same games.
    void kifNumberedRoundTrip_data()
    {
        QTest::addColumn<QString>("preset");
        for (const char* id : {"chushogi", "shogi", "minishogi"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }

    void kifNumberedRoundTrip()
    {
        QFETCH(QString, preset);
        const VariantPtr v = iotest::bundled().variant(preset);
        for (GameRecord g : randomGames(v, preset, 4, 8181, 120)) {
            // The side to move at the end lost on time.
            g.result = g.positionAt()->sideToMove() == First ? QStringLiteral("0-1")
                                                             : QStringLiteral("1-0");
            g.termination = Termination::TimeForfeit;
            QString text, error;
            QVERIFY2(writeKif(g, text, &error, KifLayout::Numbered), qPrintable(error));
            QVERIFY(!text.contains(QStringLiteral("手数")));
            QVERIFY(text.contains(QStringLiteral("1手目 ▲")));
            const LoadResult r = iotest::load(text, QStringLiteral("n.kifu"));
            QVERIFY2(r.ok() && r.games.size() == 1, qPrintable(r.error));
            QVERIFY2(r.games[0].isComplete(), qPrintable(r.games[0].error));
            QVERIFY(iotest::sameMoves(g, r.games[0]));
            QCOMPARE(r.games[0].result, g.result);
            QCOMPARE(r.games[0].termination, g.termination);
        }
    }

    // KI2: moves in Japanese notation without their origin (右, 同, a drop without 打 where no
    // piece on the board could go there), several on a line.
    void ki2()
    {
        const QString text
            = QStringLiteral("手合割：平手\n先手：Sente\n後手：Gote\n\n"
                             "▲５八金右    △３四歩    ▲７六歩    △８八角成\n"
                             "▲同　銀    △４五角\n*a bishop in the middle\nまで6手で後手の勝ち\n");
        const LoadResult r = iotest::load(text, QStringLiteral("g.ki2"));
        QVERIFY2(r.ok() && r.games.size() == 1, qPrintable(r.error));
        const GameRecord& g = r.games[0];
        QVERIFY2(g.isComplete(), qPrintable(g.error));
        QStringList usi;
        std::optional<Position> pos = g.startPosition();
        for (const MoveRecord& m : g.mainLine.moves) {
            usi << usiText(*pos, m.move);
            pos->makeMove(m.move);
        }
        QCOMPARE(usi.join(u' '), QStringLiteral("4i5h 3c3d 7g7f 2b8h+ 7i8h B*4e"));
        QCOMPARE(g.result, QStringLiteral("0-1"));
        QCOMPARE(g.tag(QStringLiteral("White")), QStringLiteral("Sente"));
        QCOMPARE(
            g.mainLine.moves[5].comments, QStringList{QStringLiteral("a bishop in the middle")});
        // A text that names no legal move is an error.
        const LoadResult bad = iotest::load(
            QStringLiteral("手合割：平手\n\n▲５八金    △３四歩\n"), QStringLiteral("b.ki2"));
        QVERIFY2(!bad.games[0].isComplete(), "５八金 fits two golds");
    }

    // Random games written as KI2 (encodeGames picks it for .ki2) read back the same.
    void ki2RoundTrip()
    {
        const QString id = QStringLiteral("shogi");
        const QList<GameRecord> games = randomGames(iotest::bundled().variant(id), id, 6, 22, 160);
        for (const GameRecord& g : games) {
            QByteArray bytes;
            QString error;
            QVERIFY2(encodeGames({g}, LogFormat::Kif, QStringLiteral("x.ki2"), bytes, &error),
                qPrintable(error));
            const QString text = QString::fromUtf8(bytes);
            QVERIFY(text.contains(QStringLiteral("▲")));
            QVERIFY(!text.contains(QStringLiteral("手数")));
            const LoadResult r
                = loadGamesFromData(bytes, QStringLiteral("x.ki2"), iotest::bundled());
            QVERIFY2(r.games.value(0).isComplete(), qPrintable(r.games.value(0).error));
            QVERIFY(iotest::sameMoves(g, r.games[0]));
        }
    }

    void kifErrors_data()
    {
        QTest::addColumn<QString>("kif");
        QTest::addColumn<QString>("error");
        QTest::newRow("unknown handicap") << "手合割：九枚落ち\n   1 ７六歩(77)\n"
                                          << "e.kif:1: unknown handicap";
        QTest::newRow("illegal")
            << "手合割：平手\n   1 ７五歩(77)\n"
            << "e.kif:2:6: 1. ７五歩(77): '７五歩(77)' is not a legal move here";
        QTest::newRow("garbage line") << "手数----指手---------消費時間--\n   1 ７六歩(77)\nxyz\n"
                                      << "e.kif:3: cannot read 'xyz'";
        QTest::newRow("bad diagram") << "| ・ ・|一\n   1 ７六歩(77)\n"
                                     << "e.kif:1: the board diagram has 1 ranks";
    }

    void kifErrors()
    {
        QFETCH(QString, kif);
        QFETCH(QString, error);
        const LoadResult r = iotest::load(kif, QStringLiteral("e.kif"));
        QVERIFY(r.ok());
        QVERIFY2(r.games[0].error.startsWith(error), qPrintable(r.games[0].error));
    }

    // KIF branches (変化) as Kifu for Windows and lishogi write them: a line's branches from
    // its last move back, '+' on the moves that have one, a branch of a branch, two
    // alternatives to one move; read into variations and written back the same.
    void kifBranches()
    {
        const QString kif = QStringLiteral("手合割：平手\n手数----指手---------消費時間--\n"
                                           "   1 ７六歩(77)   ( 0:00/00:00:00)\n"
                                           "   2 ３四歩(33)   ( 0:00/00:00:00)+\n"
                                           "*main comment\n"
                                           "   3 ２六歩(27)   ( 0:00/00:00:00)+\n"
                                           "   4 投了\n"
                                           "まで3手で先手の勝ち\n"
                                           "\n変化：3手\n"
                                           "   3 ６六歩(67)   ( 0:00/00:00:00)\n"
                                           "   4 ８四歩(83)   ( 0:00/00:00:00)+\n"
                                           "   5 中断\n"
                                           "まで4手で中断\n"
                                           "\n変化：4手\n"
                                           "   4 ４四歩(43)\n"
                                           "*branch comment\n"
                                           "\n変化：2手\n"
                                           "   2 ８四歩(83)\n"
                                           "\n変化：2手\n"
                                           "   2 ４四歩(43)\n");
        const QString tree = QStringLiteral("7g7f 3c3d (8c8d) (4c4d) 2g2f (6g6f 8c8d (4c4d))");
        const LoadResult r = iotest::load(kif, QStringLiteral("b.kif"));
        QVERIFY2(r.ok() && r.games.size() == 1, qPrintable(r.error));
        const GameRecord& g = r.games[0];
        QVERIFY2(g.isComplete(), qPrintable(g.error));
        QVERIFY2(g.warnings.isEmpty(), qPrintable(g.warnings.join(u'\n')));
        QCOMPARE(iotest::lineTree(g), tree);
        QCOMPARE(g.result, QStringLiteral("1-0")); // the main line's end word, not a branch's
        QCOMPARE(g.termination, Termination::Resignation);
        QCOMPARE(g.mainLine.moves[1].comments, QStringList{QStringLiteral("main comment")});
        QCOMPARE(g.mainLine.moves[2].variations[0].moves[1].variations[0].moves[0].comments,
            QStringList{QStringLiteral("branch comment")});
        for (const char* file : {"w.kifu", "w.ki2"}) {
            for (KifLayout layout : {KifLayout::Table, KifLayout::Numbered}) {
                GameRecord out = g;
                out.style.kifLayout = layout;
                QByteArray bytes;
                QString error;
                QVERIFY2(
                    encodeGames({out}, LogFormat::Kif, QString::fromLatin1(file), bytes, &error),
                    qPrintable(error));
                const QString text = QString::fromUtf8(bytes);
                QVERIFY2(text.contains(QStringLiteral("変化：3手")), qPrintable(text));
                // Branches from the last move back: 3 before 2.
                QVERIFY(text.indexOf(QStringLiteral("変化：3手"))
                    < text.indexOf(QStringLiteral("変化：2手")));
                const LoadResult back
                    = loadGamesFromData(bytes, QString::fromLatin1(file), iotest::bundled());
                QVERIFY2(back.games.value(0).isComplete(), qPrintable(back.games.value(0).error));
                QCOMPARE(iotest::lineTree(back.games[0]), tree);
                QCOMPARE(back.games[0].result, QStringLiteral("1-0"));
            }
        }
        // A branch from a move no line before it has is an error naming it.
        const LoadResult bad = iotest::load(
            QStringLiteral("   1 ７六歩(77)\n   2 ３四歩(33)\n\n変化：5手\n   5 ８四歩(83)\n"),
            QStringLiteral("bad.kif"));
        QVERIFY(!bad.games.value(0).isComplete());
        QVERIFY2(bad.games[0].error.contains(QStringLiteral("変化：5手")),
            qPrintable(bad.games[0].error));
    }

    void kifWriteFromPosition()
    {
        // A start position KIF has no handicap name for is written as a board diagram.
        const VariantPtr v = iotest::bundled().variant(QStringLiteral("shogi"));
        const QString fen = QStringLiteral("7nk/9/6+P2/9/9/9/9/9/4K4[GSrbb] b - - 0 1");
        std::optional<Position> p = readFen(v, fen);
        QVERIFY(p);
        MoveList moves;
        for (const char* t : {"B*5e", "G*2b"}) {
            const auto m = parseUsi(*p, QString::fromLatin1(t));
            QVERIFY2(m, t);
            moves.push_back(*m);
            p->makeMove(*m);
        }
        GameRecord g = GameRecord::fromMoves(v, QStringLiteral("shogi"), {}, fen, moves);
        QString text, error;
        QVERIFY2(writeKif(g, text, &error), qPrintable(error));
        QVERIFY(text.contains(QStringLiteral("後手番")));
        QVERIFY(text.contains(QStringLiteral("後手の持駒：飛　角二")));
        const LoadResult r = iotest::load(text, QStringLiteral("w.kifu"));
        QVERIFY2(r.games[0].isComplete(), qPrintable(r.games[0].error));
        QVERIFY(iotest::sameMoves(g, r.games[0]));
        QCOMPARE(r.games[0].startPosition()->key(), g.startPosition()->key());
    }

    void csaErrors_data()
    {
        QTest::addColumn<QString>("csa");
        QTest::addColumn<QString>("error");
        QTest::newRow("bad piece") << "PI\n+\n+7776XX\n"
                                   << "e.csa:3:1: 1. +7776XX: unknown piece code 'XX'";
        QTest::newRow("illegal") << "PI\n+\n+7775FU\n"
                                 << "e.csa:3:1: 1. +7775FU: '+7775FU' is not a legal move here";
        QTest::newRow("wrong side")
            << "PI\n+\n-3334FU\n"
            << "e.csa:3:1: 1. -3334FU: '-3334FU' is not a move of the side to move";
        QTest::newRow("bad row") << "P1-KY-XX\n+\n" << "e.csa:1: bad piece";
        QTest::newRow("unknown line") << "PI\n+\nhello\n" << "e.csa:3: cannot read 'hello'";
    }

    void csaErrors()
    {
        QFETCH(QString, csa);
        QFETCH(QString, error);
        const LoadResult r = iotest::load(csa, QStringLiteral("e.csa"));
        QVERIFY(r.ok());
        QVERIFY2(r.games[0].error.startsWith(error), qPrintable(r.games[0].error));
    }

    // Every special move of CSA V2.2: the termination and the result it gives are kept, shown
    // by name, written back by the CSA and PGN writers and read back from both.
    void csaSpecialMoves_data()
    {
        QTest::addColumn<QString>("special");
        QTest::addColumn<QString>("termination");
        QTest::addColumn<QString>("result");
        // After one move the second player is to move.
        // clang-format off
        QTest::newRow("TORYO") << "%TORYO" << "resignation" << "1-0";
        QTest::newRow("CHUDAN") << "%CHUDAN" << "suspended" << "*";
        QTest::newRow("SENNICHITE") << "%SENNICHITE" << "repetition" << "1/2-1/2";
        QTest::newRow("TIME_UP") << "%TIME_UP" << "time forfeit" << "1-0";
        QTest::newRow("ILLEGAL_MOVE") << "%ILLEGAL_MOVE" << "illegal move" << "1-0";
        QTest::newRow("+ILLEGAL_ACTION") << "%+ILLEGAL_ACTION" << "illegal action" << "0-1";
        QTest::newRow("-ILLEGAL_ACTION") << "%-ILLEGAL_ACTION" << "illegal action" << "1-0";
        QTest::newRow("JISHOGI") << "%JISHOGI" << "impasse" << "1/2-1/2";
        QTest::newRow("KACHI") << "%KACHI" << "entering king" << "0-1";
        QTest::newRow("HIKIWAKE") << "%HIKIWAKE" << "draw" << "1/2-1/2";
        QTest::newRow("TSUMI") << "%TSUMI" << "checkmate" << "1-0";
        QTest::newRow("FUZUMI") << "%FUZUMI" << "no mate" << "*";
        QTest::newRow("MATTA") << "%MATTA" << "takeback" << "*";
        QTest::newRow("ERROR") << "%ERROR" << "error" << "*";
        // clang-format on
    }

    void csaSpecialMoves()
    {
        QFETCH(QString, special);
        QFETCH(QString, termination);
        QFETCH(QString, result);
        const LoadResult r
            = iotest::load(QStringLiteral("V2.2\nPI\n+\n+7776FU\nT3\n%1\nT10\n").arg(special),
                QStringLiteral("s.csa"));
        QVERIFY2(r.ok() && r.games.size() == 1, qPrintable(r.error));
        const GameRecord& g = r.games[0];
        QVERIFY2(g.isComplete(), qPrintable(g.error));
        QCOMPARE(terminationName(g.termination), termination);
        QCOMPARE(g.result, result);
        QVERIFY(!terminationText(g.termination, g.result).isEmpty());
        QString text, error;
        QVERIFY2(writeCsa(g, text, &error), qPrintable(error));
        QVERIFY2(
            text.endsWith(QStringLiteral("+7776FU\nT3\n") + special + u'\n'), qPrintable(text));
        const LoadResult back = iotest::load(text, QStringLiteral("back.csa"));
        QCOMPARE(back.games[0].termination, g.termination);
        QCOMPARE(back.games[0].result, result);
        const QString pgn = writePgn(g);
        QVERIFY2(
            pgn.contains(QStringLiteral("[Termination \"%1\"]").arg(termination)), qPrintable(pgn));
        const LoadResult fromPgn = iotest::load(pgn, QStringLiteral("back.pgn"));
        QCOMPARE(fromPgn.games[0].termination, g.termination);
        QCOMPARE(fromPgn.games[0].result, result);
    }

    // Time lines become "[%emt]" comments and come back as time lines; comments, V2.2 fields
    // (known and unknown) and a handicap's PI line are kept.
    void csaDetailsRoundTrip()
    {
        const QString text
            = QStringLiteral("'CSA encoding=UTF-8\n"
                             "V2.2\nN+Kamite\nN-Shitate\n$EVENT:Handicap day\n$SITE:Osaka\n"
                             "$START_TIME:2024/01/02 09:30:00\n$END_TIME:2024/01/02 11:00:00\n"
                             "$TIME_LIMIT:00:10+30\n$OPENING:Ni-mai ochi\n$ROUND:3\n"
                             "'a comment on the game\nPI82HI22KA\n-\n"
                             "-5142OU,T5\n'*the king moves up\n+7776FU\nT12\n%CHUDAN\n");
        const LoadResult r = iotest::load(text, QStringLiteral("h.csa"));
        QVERIFY2(r.ok() && r.games.size() == 1, qPrintable(r.error));
        const GameRecord& g = r.games[0];
        QVERIFY2(g.isComplete(), qPrintable(g.error));
        QCOMPARE(g.tag(QStringLiteral("White")), QStringLiteral("Kamite"));
        QCOMPARE(g.tag(QStringLiteral("EndTime")), QStringLiteral("2024/01/02 11:00:00"));
        QCOMPARE(g.tag(QStringLiteral("TimeLimit")), QStringLiteral("00:10+30"));
        QCOMPARE(g.tag(QStringLiteral("Opening")), QStringLiteral("Ni-mai ochi"));
        QCOMPARE(g.tag(QStringLiteral("CSA_ROUND")), QStringLiteral("3"));
        QCOMPARE(g.mainLine.startComments, QStringList{QStringLiteral("a comment on the game")});
        QCOMPARE(g.mainLine.moves[0].comments,
            (QStringList{QStringLiteral("[%emt 0:00:05]"), QStringLiteral("the king moves up")}));
        QCOMPARE(g.mainLine.moves[1].comments, QStringList{QStringLiteral("[%emt 0:00:12]")});
        QVERIFY(g.startFen.startsWith(QStringLiteral("lnsgkgsnl/9/ppppppppp/")));
        QCOMPARE(g.termination, Termination::Suspended);
        QString out, error;
        QVERIFY2(writeCsa(g, out, &error), qPrintable(error));
        for (const char* line : {"V2.2\n", "N+Kamite\n", "$EVENT:Handicap day\n",
                 "$END_TIME:2024/01/02 11:00:00\n", "$TIME_LIMIT:00:10+30\n",
                 "$OPENING:Ni-mai ochi\n", "$ROUND:3\n", "$START_TIME:2024/01/02 09:30:00\n",
                 "PI82HI22KA\n-\n'*a comment on the game\n-5142OU\nT5\n'*the king moves "
                 "up\n+7776FU\nT12\n%CHUDAN\n"})
            QVERIFY2(out.contains(QString::fromUtf8(line)), qPrintable(out));
        const LoadResult back = iotest::load(out, QStringLiteral("back.csa"));
        QVERIFY(iotest::sameMoves(g, back.games[0]));
        QCOMPARE(back.games[0].tags, g.tags);
        QCOMPARE(back.games[0].mainLine.moves[0].comments, g.mainLine.moves[0].comments);
    }

    // Every prefix of a CSA record with each kind of statement gives a game or an error,
    // never a crash.
    void csaCutShort()
    {
        const QByteArray text = "'CSA encoding=UTF-8\nV2.2\nN+a\nN-b\n$EVENT:e\nPI82HI\n-\n"
                                "-5142OU,T5\n'*c\n+7776FU\nT12\nP+00AL\n%+ILLEGAL_ACTION\n/\n"
                                "P1 *  *  *  *  *  *  *  * -OU\nP9 *  *  *  *  *  *  *  * +OU\n"
                                "P+00HI\nP-00AL\n+\n+0012HI\n%TSUMI\n";
        for (qsizetype n = 0; n <= text.size(); ++n) {
            const LoadResult r
                = loadGamesFromData(text.left(n), QStringLiteral("cut.csa"), iotest::bundled());
            for (const GameRecord& g : r.games)
                QVERIFY(g.isComplete() || !g.error.isEmpty() || g.mainLine.moves.empty());
        }
    }

    // "P-00AL" gives that side every piece not placed yet.
    void csaRestToHand()
    {
        const LoadResult r = iotest::load(
            QStringLiteral("P1 *  *  *  *  *  *  *  * -OU\nP9 *  *  *  *  *  *  *  * +OU\n"
                           "P+00HI00FU\nP-00AL\n+\n"),
            QStringLiteral("al.csa"));
        QVERIFY2(r.ok() && r.games.size() == 1, qPrintable(r.error));
        QVERIFY2(r.games[0].startFen.contains(
                     QStringLiteral("[RPrbbggggssssnnnnllllppppppppppppppppp]")),
            qPrintable(r.games[0].startFen));
    }

    void csaStatementErrors_data()
    {
        QTest::addColumn<QString>("csa");
        QTest::addColumn<QString>("error");
        // clang-format off
        QTest::newRow("unknown special") << "PI\n+\n+7776FU\n%RESIGN\n" << "e.csa:4: unknown special move '%RESIGN'";
        QTest::newRow("move after the end") << "PI\n+\n+7776FU\n%TORYO\n-3334FU\n" << "e.csa:5: the move '-3334FU' after the end of the game";
        QTest::newRow("bad time") << "PI\n+\n+7776FU\nT1x\n" << "e.csa:4: cannot read the time 'T1x'";
        QTest::newRow("handicap of a missing piece") << "PI55HI\n+\n" << "e.csa:1: 'PI55HI': no HI on 55 to take away";
        QTest::newRow("column of a second statement") << "PI\n+\n+7776FU,-3335FU\n" << "e.csa:3:9: 1... -3335FU:";
        // clang-format on
    }

    void csaStatementErrors()
    {
        QFETCH(QString, csa);
        QFETCH(QString, error);
        const LoadResult r = iotest::load(csa, QStringLiteral("e.csa"));
        QVERIFY(r.ok());
        QVERIFY2(r.games[0].error.startsWith(error), qPrintable(r.games[0].error));
    }

    void csaFromPosition()
    {
        const VariantPtr v = iotest::bundled().variant(QStringLiteral("shogi"));
        const QString fen = QStringLiteral("7nk/9/6+P2/9/9/9/9/9/4K4[GSrbb] w - - 0 1");
        std::optional<Position> p = readFen(v, fen);
        const auto m = parseUsi(*p, QStringLiteral("G*2b"));
        QVERIFY(m);
        GameRecord g = GameRecord::fromMoves(v, QStringLiteral("shogi"), {}, fen, {*m});
        g.result = QStringLiteral("1-0");
        g.mainLine.moves[0].comments << QStringLiteral("mate");
        QString text, error;
        QVERIFY2(writeCsa(g, text, &error), qPrintable(error));
        QVERIFY(text.contains(QStringLiteral("P1 *  *  *  *  *  *  * -KE-OU\n")));
        QVERIFY(text.contains(QStringLiteral("P+00KI00GI\n")));
        QVERIFY(text.contains(QStringLiteral("+0022KI\n'*mate\n%TORYO\n")));
        const LoadResult r = iotest::load(text, QStringLiteral("p.csa"));
        QVERIFY2(r.games[0].isComplete(), qPrintable(r.games[0].error));
        QVERIFY(iotest::sameMoves(g, r.games[0]));
        QCOMPARE(r.games[0].startPosition()->key(), g.startPosition()->key());
        QCOMPARE(r.games[0].result, QStringLiteral("1-0"));
        QCOMPARE(r.games[0].mainLine.moves[0].comments, QStringList{QStringLiteral("mate")});
    }

    void coordinateLists()
    {
        // USI with an SFEN start (lishogi), UCI with a FEN start, UCCI ranks from 0.
        LoadResult r = iotest::load(
            QStringLiteral(
                "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1 "
                "moves 3c3d 7g7f\n"),
            QStringLiteral("x.usi"));
        QVERIFY2(r.games[0].isComplete(), qPrintable(r.games[0].error));
        QCOMPARE(r.games[0].startPosition()->sideToMove(), Second);
        r = iotest::load(
            QStringLiteral("position fen 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 moves e2e4 e8d7\n"
                           "position startpos moves g1f3\n"),
            QStringLiteral("x.uci"));
        QCOMPARE(r.games.size(), 2);
        QVERIFY(r.games[0].isComplete() && r.games[1].isComplete());
        r = iotest::load(QStringLiteral("h2e2 h9g7\n"), QStringLiteral("x.ucci"));
        QVERIFY2(r.games[0].isComplete(), qPrintable(r.games[0].error));
        QCOMPARE(r.games[0].presetId, QStringLiteral("xiangqi"));
        // UCCI written in a .uci file still reads: the 0-based ranks are tried when 1-based fail.
        LoadOptions o;
        o.fallbackPreset = QStringLiteral("xiangqi");
        r = iotest::load(QStringLiteral("h2e2 h9g7 h0g2\n"), QStringLiteral("x.uci"), o);
        QVERIFY2(r.games[0].isComplete(), qPrintable(r.games[0].error));
        // Errors name the move.
        r = iotest::load(
            QStringLiteral("position startpos moves 7g7f 7g7f\n"), QStringLiteral("bad.usi"));
        QVERIFY(r.games[0].error.startsWith(QStringLiteral("bad.usi:1:30: 1... 7g7f:")));
        r = iotest::load(QStringLiteral("position nowhere\n"), QStringLiteral("bad.usi"));
        QVERIFY(r.games[0].error.startsWith(QStringLiteral("bad.usi:1: 'position' must be")));
    }

    void usiWriter()
    {
        const VariantPtr v = iotest::bundled().variant(QStringLiteral("chushogi"));
        std::optional<Position> p = readFen(v, v->startFen);
        MoveList legal;
        MoveGenerator::generateLegal(*p, legal);
        GameRecord g
            = GameRecord::fromMoves(v, QStringLiteral("chushogi"), {}, {}, {legal.front()});
        g.setTag(QStringLiteral("White"), QStringLiteral("a \"quoted\" name"));
        QString text, error;
        QVERIFY(writeUsi(g, text, &error));
        QVERIFY(text.contains(QStringLiteral("# [Preset \"chushogi\"]\n")));
        QVERIFY(text.contains(QStringLiteral("# [White \"a \\\"quoted\\\" name\"]\n")));
        QVERIFY(text.contains(QStringLiteral("position startpos moves ")));
        const LoadResult r = iotest::load(text, QStringLiteral("c.usi"));
        QVERIFY2(r.games[0].isComplete(), qPrintable(r.games[0].error));
        QCOMPARE(r.games[0].presetId, QStringLiteral("chushogi"));
        QCOMPARE(r.games[0].tag(QStringLiteral("White")), QStringLiteral("a \"quoted\" name"));
        // Chess cannot be written in USI: its pawns promote to several pieces.
        GameRecord chess = GameRecord::fromMoves(iotest::bundled().variant(QStringLiteral("chess")),
            QStringLiteral("chess"), {}, {}, {});
        QVERIFY(!writeUsi(chess, text, &error));
        QVERIFY(error.contains(QStringLiteral("several pieces")));
    }

    void encodings()
    {
        const QString kif = QStringLiteral("棋戦：テスト\n手合割：平手\n   1 ７六歩(77)\n");
        QByteArray sjis, euc;
        QVERIFY(encodeText(kif, QStringLiteral("Shift_JIS"), sjis));
        QVERIFY(encodeText(kif, QStringLiteral("EUC-JP"), euc));
        QCOMPARE(decodeText(sjis).encoding, QStringLiteral("Shift_JIS"));
        QCOMPARE(decodeText(sjis).text, kif);
        QCOMPARE(decodeText(euc).encoding, QStringLiteral("EUC-JP"));
        QCOMPARE(decodeText(euc).text, kif);
        QCOMPARE(decodeText(kif.toUtf8()).encoding, QStringLiteral("UTF-8"));
        QCOMPARE(decodeText(QByteArray("\xEF\xBB\xBF") + kif.toUtf8()).text, kif);
        // A declaration is followed.
        const QByteArray declared = QByteArray("#KIF version=2.0 encoding=EUC-JP\n") + euc;
        QCOMPARE(decodeText(declared).encoding, QStringLiteral("EUC-JP"));
        // Neither Japanese encoding nor UTF-8: Latin-1 (an old PGN).
        QCOMPARE(decodeText(QByteArray("[White \"M\xFCller\"]")).text,
            QStringLiteral("[White \"Müller\"]"));
        // Shift_JIS cannot write every character.
        QByteArray out;
        QVERIFY(!encodeText(QStringLiteral("🐉"), QStringLiteral("Shift_JIS"), out));
        // The Chu piece names all have Shift_JIS forms.
        QVERIFY(
            encodeText(QStringLiteral("醉象麒麟鳳凰獅子鯨鯢飛鷲角鷹奔猪仝居食い一歩目二歩目じっと"),
                QStringLiteral("Shift_JIS"), out));
    }
};

QTEST_GUILESS_MAIN(TestShogiFormats)
#include "tst_shogiformats.moc"
