// SPDX-License-Identifier: GPL-3.0-or-later
// PGN: reading many games with comments, NAGs, variations and odd whitespace; writing our
// native log and reading it back; custom presets carried in the log.
#include "fen.h"
#include "iotest.h"
#include "notation.h"
#include "pgnreader.h"
#include "pgnwriter.h"
#include "presetembed.h"
#include "variantnames.h"

#include <QTest>

using namespace fb;
using namespace fb::io;

class TestPgn : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void annotatedGames()
    {
        const LoadResult r
            = loadGames(iotest::logs(QStringLiteral("chess-annotated.pgn")), iotest::bundled());
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.games.size(), 4);
        for (const GameRecord& g : r.games)
            QVERIFY2(g.isComplete(), qPrintable(g.error));
        const GameRecord& opera = r.games[0];
        QCOMPARE(opera.tag(QStringLiteral("White")), QStringLiteral("Paul Morphy"));
        QCOMPARE(opera.tag(QStringLiteral("ECO")), QStringLiteral("C41"));
        QCOMPARE(opera.result, QStringLiteral("1-0"));
        QCOMPARE(opera.mainLine.moves.size(), size_t(33));
        QCOMPARE(opera.mainLine.startComments,
            QStringList{QStringLiteral("The most famous casual game of the nineteenth century.")});
        // 2... d6 {Philidor's Defence.}
        QCOMPARE(
            opera.mainLine.moves[3].comments, QStringList{QStringLiteral("Philidor's Defence.")});
        // 3... Bg4?! {comment spanning a line break} (3... exd4 4. Nxd4 Nf6 5. Nc3 Be7)
        const MoveRecord& bg4 = opera.mainLine.moves[5];
        QCOMPARE(bg4.nags, QList<int>{6});
        QCOMPARE(bg4.comments.value(0),
            QStringLiteral("Weakening the light squares; modern players prefer"));
        QCOMPARE(bg4.variations.size(), size_t(1));
        QCOMPARE(bg4.variations[0].moves.size(), size_t(5));
        QVERIFY(bg4.variations[0].moves[4].resolved);
        // 6... Nf6? (6... Qf6 7. Qb3 b6 $14)
        const MoveRecord& nf6 = opera.mainLine.moves[11];
        QCOMPARE(nf6.nags, QList<int>{2});
        QCOMPARE(nf6.variations[0].moves[2].nags, QList<int>{14});
        // 16. Qb8+ !! : a glyph standing alone
        QCOMPARE(opera.mainLine.moves[30].nags, QList<int>{3});
        QCOMPARE(opera.mainLine.moves.back().text, QStringLiteral("Rd8#"));

        const GameRecord& lan = r.games[2];
        QCOMPARE(lan.tag(QStringLiteral("Black")), QStringLiteral("Crlf \"Quoted\" Name"));
        QCOMPARE(
            lan.mainLine.moves[3].comments, QStringList{QStringLiteral("a rest-of-line comment")});
        QCOMPARE(lan.result, QStringLiteral("1/2-1/2"));

        const GameRecord& setup = r.games[3];
        QCOMPARE(setup.startFen, QStringLiteral("4k3/8/4K3/4P3/8/8/8/7R w - - 0 60"));
        QCOMPARE(setup.result, QStringLiteral("1-0")); // from the tag: no result token
        QCOMPARE(setup.mainLine.moves[0].variations[0].moves[0].nags, QList<int>{1});
    }

    void writeAndReadBack()
    {
        const LoadResult r
            = loadGames(iotest::logs(QStringLiteral("chess-annotated.pgn")), iotest::bundled());
        QVERIFY(r.ok());
        const QString text = writePgnGames(r.games);
        const LoadResult back = iotest::load(text, QStringLiteral("back.pgn"));
        QVERIFY2(back.ok(), qPrintable(back.error));
        QCOMPARE(back.games.size(), r.games.size());
        for (qsizetype i = 0; i < r.games.size(); ++i) {
            const GameRecord& a = r.games[i];
            const GameRecord& b = back.games[i];
            QVERIFY2(b.isComplete(), qPrintable(b.error));
            QVERIFY(iotest::sameMoves(a, b));
            QCOMPARE(b.tags, a.tags);
            QCOMPARE(b.result, a.result);
            QCOMPARE(b.startFen, a.startFen);
            QCOMPARE(b.mainLine.startComments, a.mainLine.startComments);
            for (size_t k = 0; k < a.mainLine.moves.size(); ++k) {
                const MoveRecord& ma = a.mainLine.moves[k];
                const MoveRecord& mb = b.mainLine.moves[k];
                QCOMPARE(mb.comments, ma.comments);
                QCOMPARE(mb.nags, ma.nags);
                QCOMPARE(mb.variations.size(), ma.variations.size());
                for (size_t v = 0; v < ma.variations.size(); ++v)
                    QCOMPARE(mb.variations[v].moves.size(), ma.variations[v].moves.size());
            }
        }
        // Written again, the text is the same: the writer is stable.
        QCOMPARE(writePgnGames(back.games), text);
    }

    void writerFormat()
    {
        const LoadResult r
            = iotest::load(QStringLiteral("[Variant \"Chushogi\"]\n[Rules \"lishogi\"]\n\n"
                                          "1. Pf5 {first} Pf8 2. Pf6 Pf7 3. Pxf7 $2 *\n"),
                QStringLiteral("chu.pgn"));
        QVERIFY2(r.ok() && r.games[0].isComplete(), qPrintable(r.error + r.games.value(0).error));
        const QString out = writePgn(r.games[0]);
        QVERIFY(out.contains(QStringLiteral("[Variant \"chu\"]\n")));
        QVERIFY(out.contains(QStringLiteral("[Preset \"chushogi\"]\n")));
        QVERIFY(out.contains(QStringLiteral("[Rules \"lishogi\"]\n")));
        QVERIFY(!out.contains(QStringLiteral("PresetJSON")));
        // Read in XBoard's algebraic squares, written in the preset's shogi labels.
        QVERIFY2(out.contains(QStringLiteral("1. P7h { first } 1... P7e 2. P7g P7f 3. Px7f $2 *")),
            qPrintable(out));
        // Tags come in the Seven Tag Roster order, with placeholders.
        QVERIFY(
            out.startsWith(QStringLiteral("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]")));
    }

    void variantNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("id");
        QTest::newRow("lichess") << "Crazyhouse" << "crazyhouse";
        QTest::newRow("lichess 960") << "Chess960" << "chess960";
        QTest::newRow("xboard 960") << "fischerandom" << "chess960";
        QTest::newRow("standard") << "Standard" << "chess";
        QTest::newRow("xboard chu") << "chu" << "chushogi";
        QTest::newRow("pychess chu") << "chushogi" << "chushogi";
        QTest::newRow("spaced") << "Chu Shogi" << "chushogi";
        QTest::newRow("xboard minishogi") << "5x5+5_shogi" << "minishogi";
        QTest::newRow("pychess") << "Minishogi" << "minishogi";
        QTest::newRow("kyoto") << "kyotoshogi" << "kyotoshogi";
        QTest::newRow("dobutsu") << "dobutsu" << "dobutsu";
        QTest::newRow("tori") << "torishogi" << "torishogi";
        QTest::newRow("capa") << "capablanca" << "capablanca";
        QTest::newRow("size prefix") << "10x8_capablanca" << "capablanca";
        QTest::newRow("grand") << "grand" << "grand";
        QTest::newRow("makruk") << "makruk" << "makruk";
        QTest::newRow("shatranj") << "shatranj" << "shatranj";
        QTest::newRow("xiangqi") << "Xiangqi" << "xiangqi";
        QTest::newRow("janggi") << "janggi" << "janggi";
        QTest::newRow("unknown") << "fogofwar" << "";
    }

    void variantNames()
    {
        QFETCH(QString, name);
        QFETCH(QString, id);
        QCOMPARE(presetIdForVariantName(name, &iotest::bundled()), id);
    }

    void variantNamesWritten()
    {
        // Every bundled preset's written name reads back as the preset.
        for (const QString& id : iotest::bundled().ids()) {
            const QString name = pgnVariantName(*iotest::bundled().variant(id));
            QCOMPARE(presetIdForVariantName(
                         name.isEmpty() ? QStringLiteral("Standard") : name, &iotest::bundled()),
                id);
        }
    }

    void customPresetTravelsInTheLog()
    {
        PresetRegistry withCustom = iotest::bundled();
        const QString id
            = withCustom.addFile(iotest::data(QStringLiteral("presets/knightrider-chess.json")));
        QCOMPARE(id, QStringLiteral("knightrider-chess"));
        const VariantPtr v = withCustom.variant(id);
        QVERIFY(v);
        // 1. Nc3 Nc6 2. Nxc7+: a nightrider capture no knight could make.
        std::optional<Position> pos = readFen(v, v->startFen);
        MoveList moves;
        for (const char* t : {"b1c3", "b8c6", "c3e4", "c6e5", "e4c5"}) {
            const auto m = parseCoordinate(*pos, QString::fromLatin1(t));
            QVERIFY2(m, t);
            moves.push_back(*m);
            pos->makeMove(*m);
        }
        GameRecord g = GameRecord::fromMoves(v, id, {}, {}, moves, &withCustom);
        QVERIFY(!g.presetJson.isEmpty());
        g.mainLine.moves[1].comments << QStringLiteral("a comment with a } brace");
        const QString text = writePgn(g);
        QVERIFY(text.contains(QStringLiteral("[PresetJSON \"{")));
        QVERIFY(text.contains(QStringLiteral("[Variant \"knightrider-chess\"]")));
        // Opened where only the bundled presets are known.
        const LoadResult r = iotest::load(text, QStringLiteral("custom.pgn"));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QVERIFY2(r.games[0].isComplete(), qPrintable(r.games[0].error));
        QVERIFY(iotest::sameMoves(g, r.games[0]));
        QCOMPARE(r.games[0].presetId, id);
        QCOMPARE(r.games[0].presetJson, g.presetJson);
        QCOMPARE(r.games[0].mainLine.moves[1].comments,
            QStringList{QStringLiteral("a comment with a ) brace")});
        // With the preset known, the embedded copy shares its compiled tables.
        const LoadResult known = iotest::load(text, QStringLiteral("custom.pgn"), {}, withCustom);
        QVERIFY(known.games[0].isComplete());
        QCOMPARE(known.games[0].variant.get(), v.get());
    }

    void brokenPresetJson()
    {
        const LoadResult r
            = iotest::load(QStringLiteral("[Event \"x\"]\n[PresetJSON \"{not json\"]\n\n1. e4 *\n"),
                QStringLiteral("bad.pgn"));
        QVERIFY(r.ok());
        QVERIFY(r.games[0].error.startsWith(QStringLiteral("bad.pgn:2: PresetJSON:")));
        QVERIFY(!r.games[0].isComplete());
    }

    void malformed_data()
    {
        QTest::addColumn<QString>("pgn");
        QTest::addColumn<QString>("error");
        QTest::newRow("unterminated comment") << "[Event \"a\"]\n\n1. e4 {never closed\ne5 *\n"
                                              << "x.pgn:3: comment opened here is never closed";
        QTest::newRow("unterminated tag") << "[Event \"a\n\n1. e4 *\n"
                                          << "x.pgn:1: tag Event: the value has no closing quote";
        QTest::newRow("malformed tag") << "[Event]\n\n1. e4 *\n" << "x.pgn:1: malformed tag pair";
        QTest::newRow("open variation") << "[Event \"a\"]\n\n1. e4 (1. d4 d5 *\n"
                                        << "x.pgn:3: a variation opened here is never closed";
        QTest::newRow("stray paren") << "[Event \"a\"]\n\n1. e4 ) e5 *\n"
                                     << "x.pgn:3: ')' without a variation";
        QTest::newRow("variation first") << "[Event \"a\"]\n\n( 1. e4 ) *\n"
                                         << "x.pgn:3: a variation before any move";
        QTest::newRow("illegal move") << "[Event \"a\"]\n\n1. e4 e5\n2. Ke3 *\n"
                                      << "x.pgn:4:4: 2. Ke3: 'Ke3' is not a legal move here";
        QTest::newRow("nonsense") << "[Event \"a\"]\n\n1. e4 hello *\n"
                                  << "x.pgn:3:7: 1... hello: cannot read the move 'hello'";
        QTest::newRow("ambiguous") << "[FEN \"k7/8/8/8/8/8/8/KN3N2 w - - 0 1\"]\n\n1. Nd2 *\n"
                                   << "x.pgn:3:4: 1. Nd2: 'Nd2' is ambiguous here";
        QTest::newRow("bad fen") << "[FEN \"8/8 w\"]\n\n1. e4 *\n" << "x.pgn:1: bad FEN";
        QTest::newRow("unknown variant") << "[Variant \"fogofwar\"]\n\n1. e4 *\n"
                                         << "x.pgn:1: unknown variant 'fogofwar'";
        QTest::newRow("unknown profile")
            << "[Variant \"chu\"]\n[Rules \"nope\"]\n\n1. Pf6 *\n"
            << "x.pgn:1: preset 'chushogi' with rules 'nope' does not compile";
    }

    void malformed()
    {
        QFETCH(QString, pgn);
        QFETCH(QString, error);
        const LoadResult r = iotest::load(pgn, QStringLiteral("x.pgn"));
        QVERIFY(r.ok());
        QCOMPARE(r.games.size(), 1);
        QVERIFY2(r.games[0].error.startsWith(error), qPrintable(r.games[0].error));
        QVERIFY(!r.games[0].isComplete());
        QCOMPARE(r.completeGames().size(), 0);
    }

    void perGameErrors()
    {
        // A broken game in the middle: its neighbours still load, the error names its line.
        const QString text = QStringLiteral("[Event \"1\"]\n\n1. e4 e5 *\n\n"
                                            "[Event \"2\"]\n\n1. e4 {oops\n\n"
                                            "[Event \"3\"]\n\n1. d4 d5 *\n\n"
                                            "[Event \"4\"]\n\n1. d4 Ke7 *\n");
        const LoadResult r = iotest::load(text, QStringLiteral("multi.pgn"));
        QVERIFY(r.ok());
        QCOMPARE(r.games.size(), 4);
        QVERIFY(r.games[0].isComplete());
        QVERIFY(r.games[1].error.startsWith(QStringLiteral("multi.pgn:7: comment")));
        QVERIFY(r.games[2].isComplete());
        QCOMPARE(r.games[2].tag(QStringLiteral("Event")), QStringLiteral("3"));
        QVERIFY2(r.games[3].error.startsWith(QStringLiteral("multi.pgn:15:7: 1... Ke7")),
            qPrintable(r.games[3].error));
        QCOMPARE(r.completeGames().size(), 2);
        QCOMPARE(r.games[3].number, 4);
    }

    void oddWhitespace()
    {
        QString text
            = QStringLiteral("\xFEFF[Event \"x\"]\r\n[Result \"*\"]\r\n\r\n1.e4\te5\f2.\u00A0Nf3"
                             "\r\n   Nc6 3...Nf6?? 4.Bc4!? *\r\n");
        text.replace(QStringLiteral("3...Nf6??"), QStringLiteral("3.Bb5 Nf6??"));
        const LoadResult r = iotest::load(text, QStringLiteral("ws.pgn"));
        QVERIFY(r.ok());
        QVERIFY2(r.games[0].isComplete(), qPrintable(r.games[0].error));
        QCOMPARE(iotest::texts(r.games[0]),
            (QStringList{QStringLiteral("e4"), QStringLiteral("e5"), QStringLiteral("Nf3"),
                QStringLiteral("Nc6"), QStringLiteral("Bb5"), QStringLiteral("Nf6"),
                QStringLiteral("Bc4")}));
        QCOMPARE(r.games[0].mainLine.moves[5].nags, QList<int>{4});
        QCOMPARE(r.games[0].mainLine.moves[6].nags, QList<int>{5});
    }

    // A composed position that cannot occur in a game (White without a
    // king) is the record's own start: played from as given, not refused; a FEN that does
    // not read still is.
    void impossibleStartPositionPlayedAsGiven()
    {
        const LoadResult r = iotest::load(
            QStringLiteral("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R7 w - - 0 1\"]\n\n"
                           "1. Ra7 Kd8 *\n\n"
                           "[SetUp \"1\"]\n[FEN \"P3k3/8/8/8/8/8/8/9 w - - 0 1\"]\n\n1. Kd7 *\n"),
            QStringLiteral("composed.pgn"));
        QVERIFY(r.ok());
        QCOMPARE(r.games.size(), 2);
        QVERIFY2(r.games[0].isComplete(), qPrintable(r.games[0].error));
        QCOMPARE(
            iotest::texts(r.games[0]), (QStringList{QStringLiteral("Ra7"), QStringLiteral("Kd8")}));
        QVERIFY(!r.games[1].isComplete());
        QVERIFY2(
            r.games[1].error.contains(QStringLiteral("bad FEN")), qPrintable(r.games[1].error));
    }

    // Flipping games (rules.flipping): flipello's forced pass and drops, Ataxx's clone (a drop
    // without a hand) and jump, read back from the SAN the writer gives them.
    void flippingGames()
    {
        const LoadResult r = iotest::load(
            QStringLiteral("[Variant \"flipello\"]\n[SetUp \"1\"]\n"
                           "[FEN \"8/8/8/8/8/8/8/pP6[PPPpp] w - - 0 1\"]\n\n1. pass P@c1 0-1\n\n"
                           "[Variant \"ataxx\"]\n\n1. P@b6 Pe5 2. Pa5 P@b2 *\n"),
            QStringLiteral("flip.pgn"));
        QVERIFY(r.ok());
        QCOMPARE(r.games.size(), 2);
        for (const GameRecord& g : r.games)
            QVERIFY2(g.isComplete(), qPrintable(g.error));
        QCOMPARE(iotest::texts(r.games[0]),
            (QStringList{QStringLiteral("pass"), QStringLiteral("P@c1")}));
        QCOMPARE(iotest::texts(r.games[1]),
            (QStringList{QStringLiteral("P@b6"), QStringLiteral("Pe5"), QStringLiteral("Pa5"),
                QStringLiteral("P@b2")}));
    }

    // En passant marks as players write them: glued ("exd6ep") or standing alone
    // ("exd6 e.p."); on a move that is no en passant capture the mark is an error.
    void enPassantMarks()
    {
        const LoadResult r = iotest::load(
            QStringLiteral("1. e4 a6 2. e5 d5 3. exd6ep *\n\n1. e4 a6 2. e5 d5 3. exd6 e.p. *\n\n"
                           "1. e4 d5 2. exd5 e.p. *\n"),
            QStringLiteral("ep.pgn"));
        QVERIFY(r.ok());
        QCOMPARE(r.games.size(), 3);
        QVERIFY2(r.games[0].isComplete(), qPrintable(r.games[0].error));
        QVERIFY2(r.games[1].isComplete(), qPrintable(r.games[1].error));
        QCOMPARE(r.games[1].mainLine.moves.size(), size_t(5));
        QVERIFY(!r.games[2].isComplete());
        QVERIFY2(r.games[2].error.contains(QStringLiteral("exd5")), qPrintable(r.games[2].error));
    }

    // A text that says another move than the legal one it resembles is an error naming file,
    // line, column, the text and why; the other games of the file are still read.
    void strictMeaning_data()
    {
        QTest::addColumn<QString>("movetext");
        QTest::addColumn<QString>("error");
        // clang-format off
        QTest::newRow("push is not a capture") << "1. e4 d5 2. d5 *" << "strict.pgn:1:13: 2. d5: 'd5' is not a legal move here";
        QTest::newRow("piece of long algebraic") << "1. Bg1-f3 *" << "strict.pgn:1:4: 1. Bg1-f3: ";
        QTest::newRow("capture mark") << "1. e4 e5 2. Nxf3 *" << "strict.pgn:1:13: 2. Nxf3: ";
        QTest::newRow("why: check") << "1. e4 f6 2. Qh5+ a6 *" << "strict.pgn:1:18: 2... a6: 'a6' is not a legal move here: Your King would be in check.";
        QTest::newRow("move number glued") << "1.e4 e5\n2.Nf3 Nc6 3.Bb6 *" << "strict.pgn:2:13: 3. Bb6: ";
        // clang-format on
    }

    void strictMeaning()
    {
        QFETCH(QString, movetext);
        QFETCH(QString, error);
        const LoadResult r = iotest::load(
            movetext + QStringLiteral("\n\n1. e4 e5 *\n"), QStringLiteral("strict.pgn"));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.games.size(), 2);
        QVERIFY(!r.games[0].isComplete());
        QVERIFY2(r.games[0].error.startsWith(error), qPrintable(r.games[0].error));
        QVERIFY2(r.games[1].isComplete(), qPrintable(r.games[1].error));
    }

    void gamesWithoutTags()
    {
        const LoadResult r = iotest::load(
            QStringLiteral("1. e4 e5 1-0\n1. d4 d5 0-1\n"), QStringLiteral("bare.pgn"));
        QVERIFY(r.ok());
        QCOMPARE(r.games.size(), 2);
        QCOMPARE(r.games[0].result, QStringLiteral("1-0"));
        QCOMPARE(r.games[1].result, QStringLiteral("0-1"));
        QVERIFY(r.games[1].isComplete());
    }

    void fallbackPreset()
    {
        // A file without [Variant] is chess unless the caller says otherwise.
        LoadOptions o;
        o.fallbackPreset = QStringLiteral("shogi");
        const LoadResult r = iotest::load(
            QStringLiteral("1. P7f P3d 2. Bx2b+ Sx2b *\n"), QStringLiteral("s.pgn"), o);
        QVERIFY2(r.games[0].isComplete(), qPrintable(r.games[0].error));
        QCOMPARE(r.games[0].presetId, QStringLiteral("shogi"));
        // A named variant wins over the fallback.
        const LoadResult chu = iotest::load(
            QStringLiteral("[Variant \"chu\"]\n\n1. Pf5 *\n"), QStringLiteral("c.pgn"), o);
        QCOMPARE(chu.games[0].presetId, QStringLiteral("chushogi"));
    }
};

QTEST_GUILESS_MAIN(TestPgn)
#include "tst_pgn.moc"
