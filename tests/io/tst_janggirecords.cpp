// SPDX-License-Identifier: GPL-3.0-or-later
// Janggi records in the Korean .gib layout: headers, the horse/elephant set-ups, moves
// "79졸78" in hangul and hanja, "한수쉼", comments, results; EUC-KR and UTF-8; written and
// read back.
#include "gib.h"
#include "gibpieces.h"
#include "iotest.h"
#include "movegen.h"
#include "notation.h"
#include "textdecode.h"

#include <QTest>

using namespace fb;
using namespace fb::io;

namespace {

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

// A few random legal moves from `start` (FEN, empty = the start position), passes included.
GameRecord randomGame(const QString& start, uint64_t seed, int plies)
{
    const VariantPtr v = iotest::bundled().variant(QStringLiteral("janggi"));
    GameRecord shell;
    shell.variant = v;
    shell.startFen = start;
    std::optional<Position> pos = shell.startPosition();
    MoveList played, legal;
    for (int i = 0; i < plies; ++i) {
        legal.clear();
        MoveGenerator::generateLegal(*pos, legal);
        if (legal.empty() || MoveGenerator::gameOverOnBoard(*pos))
            break;
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        const Move m = legal[size_t((seed >> 33) % legal.size())];
        pos->makeMove(m);
        played.push_back(m);
    }
    return GameRecord::fromMoves(v, QStringLiteral("janggi"), {}, start, played);
}

const char* const Sample = "[대회명 \"동네 대회\"]\n"
                           "[회전 \"3\"]\n"
                           "[대국일자 \"2024.05.05\"]\n"
                           "[대국장소 \"서울\"]\n"
                           "[초대국자 \"김초\"]\n"
                           "[한대국자 \"이한\"]\n"
                           "[초차림 \"마상마상\"]\n"
                           "[한차림 \"상마상마\"]\n"
                           "[총수 \"5\"]\n"
                           "[대국결과 \"한 기권승\"]\n"
                           "\n"
                           "1. 79졸78 2. 41병42 {a quiet start}\n"
                           "3. 한수쉼 4. 12馬33 5.78楚卒68\n";

} // namespace

class TestJanggiRecords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void read_data()
    {
        QTest::addColumn<QString>("encoding");
        QTest::newRow("EUC-KR") << "EUC-KR";
        QTest::newRow("UTF-8") << "UTF-8";
    }

    void read()
    {
        QFETCH(QString, encoding);
        QByteArray bytes;
        QVERIFY(encodeText(QString::fromUtf8(Sample), encoding, bytes));
        const LoadResult r = loadGamesFromData(bytes, QStringLiteral("g.gib"), iotest::bundled());
        QVERIFY2(r.ok() && r.games.size() == 1, qPrintable(r.error));
        QCOMPARE(r.encoding, encoding);
        const GameRecord& g = r.games[0];
        QVERIFY2(g.isComplete(), qPrintable(g.error));
        QCOMPARE(g.presetId, QStringLiteral("janggi"));
        // Cho (first, below) from its left: horse, elephant, horse, elephant; Han from its own
        // left (the board's right): elephant, horse, elephant, horse.
        QCOMPARE(g.startFen.section(u' ', 0, 0),
            QStringLiteral("rnba1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ANBR"));
        QCOMPARE(coordinates(g).join(u' '), QStringLiteral("i4h4 a7b7 @@@@ b10c8 h4h5"));
        QCOMPARE(g.tag(QStringLiteral("Event")), QStringLiteral("동네 대회"));
        QCOMPARE(g.tag(QStringLiteral("White")), QStringLiteral("김초"));
        QCOMPARE(g.tag(QStringLiteral("Black")), QStringLiteral("이한"));
        QCOMPARE(g.tag(QStringLiteral("Date")), QStringLiteral("2024.05.05"));
        QCOMPARE(g.result, QStringLiteral("0-1"));
        QCOMPARE(g.termination, Termination::Resignation);
        QCOMPARE(g.mainLine.moves[1].comments, QStringList{QStringLiteral("a quiet start")});
    }

    // Strict meaning: the piece named must be the one on the square moved from.
    void errors_data()
    {
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("error");
        // clang-format off
        QTest::newRow("wrong piece") << "1. 79차78" << "e.gib:2:4: 1. 79차78: '79차78': no 차 on 79";
        QTest::newRow("illegal") << "1. 79졸59" << "e.gib:2:4: 1. 79졸59: '79졸59' is not a legal move here";
        QTest::newRow("unknown piece") << "1. 79X78" << "e.gib:2:4: 1. 79X78: '79X78': unknown piece 'X'";
        QTest::newRow("garbage") << "1. hello" << "e.gib:2:4: 1. hello: cannot read the move 'hello'";
        QTest::newRow("bad set-up") << "[한차림 \"마마마상\"]\n1. 79졸78" << "e.gib:2: unknown set-up '마마마상'";
        // clang-format on
    }

    void errors()
    {
        QFETCH(QString, moves);
        QFETCH(QString, error);
        const LoadResult r = iotest::load(
            QStringLiteral("[초대국자 \"a\"]\n") + moves + u'\n', QStringLiteral("e.gib"));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QVERIFY(!r.games.isEmpty());
        QVERIFY(!r.games[0].isComplete());
        QVERIFY2(r.games[0].error.startsWith(error), qPrintable(r.games[0].error));
    }

    // Random legal games from every set-up, passes included, written and read back the same;
    // EUC-KR on save.
    void roundTrip()
    {
        const QStringList setups{QStringLiteral("마상상마"), QStringLiteral("상마마상"),
            QStringLiteral("마상마상"), QStringLiteral("상마상마")};
        uint64_t seed = 7;
        for (const QString& cho : setups)
            for (const QString& han : setups) {
                const QString fen = (cho == setups[0] && han == setups[0])
                    ? QString()
                    : gib::setupFen(cho, han, nullptr);
                GameRecord g = randomGame(fen, ++seed, 80);
                g.setTag(QStringLiteral("White"), QStringLiteral("초"));
                g.result = QStringLiteral("1-0");
                g.termination = Termination::TimeForfeit;
                QByteArray bytes;
                QString error;
                QVERIFY2(encodeGames({g}, LogFormat::Gib, QStringLiteral("r.gib"), bytes, &error),
                    qPrintable(error));
                QCOMPARE(decodeText(bytes).encoding, QStringLiteral("EUC-KR"));
                const LoadResult r
                    = loadGamesFromData(bytes, QStringLiteral("r.gib"), iotest::bundled());
                QVERIFY2(r.games.value(0).isComplete(), qPrintable(r.games.value(0).error));
                QVERIFY(iotest::sameMoves(g, r.games[0]));
                QCOMPARE(r.games[0].result, g.result);
                QCOMPARE(r.games[0].termination, g.termination);
                QCOMPARE(r.games[0].tag(QStringLiteral("White")), QStringLiteral("초"));
            }
    }

    // Cut or damaged records give errors, never a crash: every prefix of the sample and
    // a few hundred copies with bytes changed.
    void damagedInput()
    {
        const QByteArray sample = QString::fromUtf8(Sample).toUtf8();
        int loaded = 0;
        for (qsizetype n = 0; n <= sample.size(); ++n) {
            const LoadResult r
                = loadGamesFromData(sample.left(n), QStringLiteral("cut.gib"), iotest::bundled());
            loaded += r.ok() && !r.games.isEmpty();
        }
        QVERIFY(loaded > 0);
        uint64_t seed = 99;
        for (int k = 0; k < 300; ++k) {
            QByteArray b = sample;
            for (int flips = 0; flips < 3; ++flips) {
                seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
                b[qsizetype((seed >> 33) % uint64_t(b.size()))] = char(seed >> 56);
            }
            const LoadResult r = loadGamesFromData(b, QStringLiteral("bad.gib"), iotest::bundled());
            for (const GameRecord& g : r.games)
                QVERIFY(g.isComplete() || !g.error.isEmpty() || g.mainLine.moves.empty());
        }
    }

    // Another variant, or janggi from another position, cannot be written.
    void writeRefusals()
    {
        const VariantPtr chess = iotest::bundled().variant(QStringLiteral("chess"));
        GameRecord c = GameRecord::fromMoves(chess, QStringLiteral("chess"), {}, {}, {});
        QString out, error;
        QVERIFY(!writeGib(c, out, &error));
        QVERIFY(!error.isEmpty());
        GameRecord j = randomGame(QStringLiteral("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"), 3, 4);
        QVERIFY(!writeGib(j, out, &error));
        QVERIFY2(error.contains(QStringLiteral("set-up")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestJanggiRecords)
#include "tst_janggirecords.moc"
