// SPDX-License-Identifier: GPL-3.0-or-later
// Xiangqi records as the world writes them: PGN with WXF ("C2=5", "+C.4", full-width
// "Ｃ２＝５"), Chinese ("炮二平五", traditional "傌二進三") or XBoard's SAN with ranks from 0
// ("Che2"), read; and xiangqi PGN written in WXF, Chinese and ICCS, read back.
#include "gameio.h"
#include "iotest.h"
#include "notation.h"
#include "pgnwriter.h"
#include "randomgames.h"
#include "textdecode.h"

#include <QTest>

using namespace fb;
using namespace fb::io;

namespace {

// The moves of a game in coordinates.
QStringList coordinates(const GameRecord& g)
{
    QStringList out;
    std::optional<Position> pos = g.startPosition();
    for (const MoveRecord& m : g.mainLine.moves) {
        out << coordinateText(*pos, m.move);
        pos->makeMove(m.move);
    }
    return out;
}

} // namespace

class TestXiangqiRecords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void read_data()
    {
        QTest::addColumn<QString>("pgn");
        QTest::addColumn<QString>("moves"); // coordinates, 1-based ranks
        const QString opening = QStringLiteral("h3e3 h10g8 h1g3 i10h10");
        // clang-format off
        QTest::newRow("wxf") << "[Game \"Chinese Chess\"]\n[Format \"WXF\"]\n\n1. C2=5 H8+7 2. H2+3 R9=8 *\n" << opening;
        QTest::newRow("wxf with dots") << "[Variant \"xiangqi\"]\n\n1. C2.5 H8+7 2. H2+3 R9.8 *\n" << opening;
        QTest::newRow("wxf without the sideways sign") << "[Variant \"xiangqi\"]\n\n1. C25 H8+7 2. H2+3 R98 *\n" << opening;
        QTest::newRow("full-width move numbers") << "[Game \"Chinese Chess\"]\n\n１．炮二平五 马８进７ ２．马二进三 车９平８ *\n" << opening;
        QTest::newRow("wxf full-width") << "[Game \"Chinese Chess\"]\n\n1. Ｃ２＝５ Ｈ８＋７ 2. Ｈ２＋３ Ｒ９＝８ *\n" << opening;
        QTest::newRow("chinese simplified") << "[Game \"Chinese Chess\"]\n[Format \"Chinese\"]\n\n1. 炮二平五 马８进７ 2. 马二进三 车９平８ *\n" << opening;
        QTest::newRow("chinese traditional") << "[Game \"Chinese Chess\"]\n\n1. 炮二平五 馬８進７ 2. 傌二進三 車９平８ *\n" << opening;
        QTest::newRow("iccs") << "[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n\n1. H2-E2 H9-G7 2. H0-G2 I9-H9 *\n" << opening;
        // Two cannons on the second file: the front one written "C+.5" or, sign first, "+C.5".
        QTest::newRow("wxf tandem") << "[Variant \"xiangqi\"]\n\n1. C2+2 H8+7 2. C8.2 H2+3 3. C+.5 *\n" << "h3h5 h10g8 b3h3 b10c8 h5e5";
        QTest::newRow("wxf tandem sign first") << "[Variant \"xiangqi\"]\n\n1. C2+2 H8+7 2. C8.2 H2+3 3. -C.5 *\n" << "h3h5 h10g8 b3h3 b10c8 h3e3";
        QTest::newRow("chinese tandem") << "[Variant \"xiangqi\"]\n\n1. 炮二进二 马８进７ 2. 炮八平二 马２进３ 3. 前炮平五 *\n" << "h3h5 h10g8 b3h3 b10c8 h5e5";
        QTest::newRow("chinese tandem traditional") << "[Variant \"xiangqi\"]\n\n1. 炮二進二 馬８進７ 2. 炮八平二 馬２進３ 3. 後炮平五 *\n" << "h3h5 h10g8 b3h3 b10c8 h3e3";
        // XBoard / WinBoard: SAN with ranks counted from 0.
        QTest::newRow("xboard san") << "[Variant \"xiangqi\"]\n\n1. Che2 Ece7 2. Cxe6 *\n" << "h3e3 c10e8 e3e7";
        QTest::newRow("xboard san check mark") << "[Variant \"xiangqi\"]\n\n1. Che2 Ege7 2. Cxe6+ *\n" << "h3e3 g10e8 e3e7";
        // clang-format on
    }

    void read()
    {
        QFETCH(QString, pgn);
        QFETCH(QString, moves);
        const LoadResult r = iotest::load(pgn, QStringLiteral("x.pgn"));
        QVERIFY2(r.ok() && r.games.size() == 1, qPrintable(r.error));
        const GameRecord& g = r.games[0];
        QVERIFY2(g.isComplete(), qPrintable(g.error));
        QCOMPARE(g.variant->family, Family::Xiangqi);
        QCOMPARE(coordinates(g).join(u' '), moves);
    }

    // Records in the encodings Chinese and Korean programs write are recognised.
    void encodings_data()
    {
        QTest::addColumn<QString>("encoding");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("xiangqi"); // a xiangqi PGN that must load
        // clang-format off
        QTest::newRow("GB18030") << "GB18030" << "[Game \"Chinese Chess\"]\n[Red \"红方\"]\n\n1. 炮二平五 马８进７ 2. 马二进三 车９平８ *\n" << true;
        QTest::newRow("Big5") << "Big5" << "[Game \"Chinese Chess\"]\n[Red \"紅方\"]\n\n1. 炮二平五 馬８進７ 2. 傌二進三 車９平８ *\n" << true;
        QTest::newRow("EUC-KR") << "EUC-KR" << "[대국장소 \"서울\"]\n[초차림 \"마상상마\"]\n[대국결과 \"초 완승\"]\n\n1. 79졸78 2. 41졸42 3. 한수쉼\n" << false;
        // clang-format on
    }

    void encodings()
    {
        QFETCH(QString, encoding);
        QFETCH(QString, text);
        QFETCH(bool, xiangqi);
        QByteArray bytes;
        QVERIFY(encodeText(text, encoding, bytes));
        const DecodedText d = decodeText(bytes);
        QCOMPARE(d.encoding, encoding);
        QCOMPARE(d.text, text);
        QVERIFY(d.problem.isEmpty());
        if (!xiangqi)
            return;
        const LoadResult r = loadGamesFromData(bytes, QStringLiteral("x.pgn"), iotest::bundled());
        QCOMPARE(r.encoding, encoding);
        QVERIFY2(r.games.value(0).isComplete(), qPrintable(r.games.value(0).error));
    }

    // A Latin-1 PGN full of accented names stays Latin-1: its bytes decode in GB18030 and Big5
    // too, but not as the characters of records.
    void latin1IsNotChinese()
    {
        const QString text = QStringLiteral(
            "[White \"Réti, Müller, Sämisch, Jürgen, Göran, Björn, Nimzowitsch, Ståhlberg\"]\n"
            "[Black \"Larsen, Portisch, Rodríguez, Fernández, Hübner\"]\n\n1. e4 e5 *\n");
        const DecodedText d = decodeText(text.toLatin1());
        QCOMPARE(d.encoding, QStringLiteral("ISO-8859-1"));
    }

    // Strict meaning in the players' notations too: a text that fits no legal move is an
    // error naming the move; the next game still reads.
    void readErrors()
    {
        const LoadResult r
            = iotest::load(QStringLiteral("[Variant \"xiangqi\"]\n\n1. C2.5 H8+7 2. C5+9 *\n\n"
                                          "[Variant \"xiangqi\"]\n\n1. 炮二平五 *\n\n"
                                          "[Variant \"xiangqi\"]\n\n1. Che2 Ecxe7 *\n"),
                QStringLiteral("bad.pgn"));
        QCOMPARE(r.games.size(), 3);
        // A capture mark where the elephant captures nothing.
        QVERIFY2(r.games[2].error.startsWith(QStringLiteral("bad.pgn:11:")),
            qPrintable(r.games[2].error));
        QVERIFY(!r.games[0].isComplete());
        QVERIFY2(r.games[0].error.startsWith(QStringLiteral("bad.pgn:3:")),
            qPrintable(r.games[0].error));
        QVERIFY2(r.games[0].error.contains(QStringLiteral("C5+9")), qPrintable(r.games[0].error));
        QVERIFY2(r.games[1].isComplete(), qPrintable(r.games[1].error));
    }

    // Random legal games written as xiangqi PGN in WXF, Chinese and ICCS read back the same.
    void writeAndReadBack_data()
    {
        QTest::addColumn<int>("notation");
        QTest::addColumn<QString>("format");
        QTest::newRow("wxf") << int(Notation::Wxf) << "WXF";
        QTest::newRow("chinese") << int(Notation::Chinese) << "Chinese";
        QTest::newRow("iccs") << int(Notation::Iccs) << "ICCS";
    }

    void writeAndReadBack()
    {
        QFETCH(int, notation);
        QFETCH(QString, format);
        const QString id = QStringLiteral("xiangqi");
        const QList<GameRecord> games = randomGames(iotest::bundled().variant(id), id, 8, 1313);
        const QString text = writePgnGames(games, Notation(notation));
        QVERIFY(text.contains(QStringLiteral("[Format \"%1\"]").arg(format)));
        QVERIFY(text.contains(QStringLiteral("[Variant \"xiangqi\"]")));
        const LoadResult r = iotest::load(text, QStringLiteral("w.pgn"));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.games.size(), games.size());
        for (qsizetype i = 0; i < games.size(); ++i) {
            QVERIFY2(r.games[i].isComplete(), qPrintable(r.games[i].error));
            QVERIFY(iotest::sameMoves(games[i], r.games[i]));
            QCOMPARE(r.games[i].tag(QStringLiteral("Format")), format);
            QCOMPARE(r.games[i].style.pgnMoves, Notation(notation));
        }
        // Saved again without a notation, the games keep the one they were read in.
        QCOMPARE(writePgnGames(r.games), text);
        // Written again in SAN, the Format tag is gone (it described the old movetext).
        QVERIFY(!writePgn(r.games[0]).contains(QStringLiteral("[Format")));
    }

    // A [Format] tag decides between readings that both fit the moves, but a record is kept
    // in the notation its moves were read in: ICCS moves under a "WXF" tag are ICCS.
    void formatTagDoesNotOverrideTheMoves()
    {
        const LoadResult tagged = iotest::load(
            QStringLiteral("[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n\n1. h2e2 h9g7 *\n"),
            QStringLiteral("iccs.pgn"));
        QVERIFY2(tagged.ok() && tagged.games[0].isComplete(), qPrintable(tagged.error));
        QCOMPARE(tagged.games[0].style.pgnMoves, Notation::Iccs);
        const LoadResult mislabelled = iotest::load(
            QStringLiteral("[Game \"Chinese Chess\"]\n[Format \"WXF\"]\n\n1. H2-E2 H9-G7 *\n"),
            QStringLiteral("mislabelled.pgn"));
        QVERIFY2(
            mislabelled.ok() && mislabelled.games[0].isComplete(), qPrintable(mislabelled.error));
        QCOMPARE(mislabelled.games[0].style.pgnMoves, Notation::Iccs);
    }

    // XBoard's SAN (ranks from 0, H and E): written for xiangqi and grand chess, read back as
    // the same games, and known as XBoard's so that saving keeps it.
    void xboardSanWrittenAndReadBack_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::newRow("xiangqi") << "xiangqi";
        QTest::newRow("grand") << "grand";
    }

    void xboardSanWrittenAndReadBack()
    {
        QFETCH(QString, preset);
        const QList<GameRecord> games
            = randomGames(iotest::bundled().variant(preset), preset, 6, 2611);
        const QString text = writePgnGames(games, Notation::XBoardSan);
        QVERIFY(!text.contains(QStringLiteral("[Format"))); // XBoard reads SAN without a tag
        QVERIFY(text != writePgnGames(games, Notation::San));
        const LoadResult r = iotest::load(text, QStringLiteral("xb.pgn"));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.games.size(), games.size());
        for (qsizetype i = 0; i < games.size(); ++i) {
            QVERIFY2(r.games[i].isComplete(), qPrintable(r.games[i].error));
            QVERIFY(iotest::sameMoves(games[i], r.games[i]));
            QCOMPARE(r.games[i].style.pgnMoves, Notation::XBoardSan);
        }
        // Our own SAN is read as ours.
        const LoadResult own = iotest::load(writePgnGames(games), QStringLiteral("own.pgn"));
        QVERIFY2(own.ok(), qPrintable(own.error));
        for (const GameRecord& g : own.games)
            QCOMPARE(g.style.pgnMoves, Notation::San);
    }

    // A record XBoard wrote is saved back in XBoard's SAN, so XBoard can still read it.
    void xboardRecordKeepsItsSan()
    {
        const LoadResult r
            = iotest::load(QStringLiteral("[Variant \"xiangqi\"]\n\n1. Che2 Hg7 2. Hc2 Cbe7 *\n"),
                QStringLiteral("xb.pgn"));
        QVERIFY2(r.ok() && r.games.size() == 1, qPrintable(r.error));
        QVERIFY2(r.games[0].isComplete(), qPrintable(r.games[0].error));
        QCOMPARE(r.games[0].style.pgnMoves, Notation::XBoardSan);
        QByteArray out;
        QString error;
        QVERIFY2(encodeGames(r.games, LogFormat::Pgn, QStringLiteral("xb.pgn"), out, &error),
            qPrintable(error));
        QVERIFY2(out.contains("1. Che2 Hg7 2. Hc2 Ce7 *"), out.constData());
        GameRecord ours = r.games[0];
        ours.style.pgnMoves = Notation::San;
        QVERIFY(encodeGames({ours}, LogFormat::Pgn, QStringLiteral("xb.pgn"), out, &error));
        QVERIFY2(out.contains("1. Che3 Ng8 2. Nc3 Ce8 *"), out.constData());
        // Several games in one file: each keeps its own look.
        const QString both = writePgnGames({r.games[0], ours});
        QVERIFY2(both.contains(QStringLiteral("1. Che2 Hg7 2. Hc2 Ce7 *"))
                && both.contains(QStringLiteral("1. Che3 Ng8 2. Nc3 Ce8 *")),
            qPrintable(both));
    }
};

QTEST_GUILESS_MAIN(TestXiangqiRecords)
#include "tst_xiangqirecords.moc"
