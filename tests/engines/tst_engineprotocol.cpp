// SPDX-License-Identifier: GPL-3.0-or-later
// The protocols' texts without an engine: command lines, UCI info, XBoard features and
// thinking output, and each protocol's move text for a variant, written and read back.
#include "engineprotocol.h"
#include "enginetest.h"
#include "movegen.h"
#include "uciengine.h"
#include "xboardengine.h"

#include <QTest>

using namespace fb;
using namespace fb::engines;

class TestEngineProtocol : public QObject
{
    Q_OBJECT

    // `ours` is written `theirs` in `protocol`, and `theirs` reads back as the same move.
    static void roundTrip(const QString& preset, const QString& fen, Protocol protocol,
        const QString& ours, const QString& theirs)
    {
        std::optional<Position> pos = fbtest::position(preset, fen);
        QVERIFY(pos);
        const MoveDialect dialect(protocol, pos->variant());
        const std::optional<Move> found = parseCoordinate(*pos, ours);
        QVERIFY2(found, qPrintable(ours));
        const Move m = *found;
        QCOMPARE(dialect.write(*pos, m), theirs);
        QString why;
        const std::optional<Move> back = dialect.read(*pos, theirs, &why);
        QVERIFY2(back, qPrintable(why));
        QVERIFY(back->sameTurn(m));
    }

private Q_SLOTS:
    void engineSpecs()
    {
        QString why;
        auto s = parseEngineSpec(QStringLiteral("uci:/usr/games/fairy-stockfish"), &why);
        QVERIFY(s);
        QCOMPARE(*s->protocol, Protocol::Uci);
        QCOMPARE(s->program, QStringLiteral("/usr/games/fairy-stockfish"));
        QCOMPARE(s->displayName(), QStringLiteral("fairy-stockfish"));
        s = parseEngineSpec(QStringLiteral("xboard:'/opt/my engines/fm' -l \"a b\""), &why);
        QVERIFY(s);
        QCOMPARE(*s->protocol, Protocol::XBoard);
        QCOMPARE(s->program, QStringLiteral("/opt/my engines/fm"));
        QCOMPARE(s->arguments, (QStringList{QStringLiteral("-l"), QStringLiteral("a b")}));
        s = parseEngineSpec(QStringLiteral("fairymax"), &why);
        QVERIFY(s);
        QVERIFY(!s->protocol);
        // A path with a colon that names no protocol stays the program.
        s = parseEngineSpec(QStringLiteral("C:/engines/sf.exe"), &why);
        QVERIFY(s && !s->protocol);
        QCOMPARE(s->program, QStringLiteral("C:/engines/sf.exe"));
        QVERIFY(!parseEngineSpec(QStringLiteral("usi:"), &why));
        QVERIFY(why.contains(u"names no engine program"));
        QVERIFY(!parseEngineSpec(QStringLiteral("uci:'sf"), &why));
        QVERIFY(why.contains(u"quote"));
    }

    void uciInfo()
    {
        const auto i = parseUciInfo(QStringLiteral(
            "info depth 12 seldepth 14 multipv 2 score cp -31 nodes 12345 nps 67890 time 20 "
            "pv e2e4 e7e5 g1f3"));
        QVERIFY(i);
        QCOMPARE(i->depth, 12);
        QCOMPARE(i->multiPv, 2);
        QCOMPARE(*i->scoreCp, -31);
        QVERIFY(!i->mateIn);
        QCOMPARE(i->nodes, 12345);
        QCOMPARE(i->nps, 67890);
        QCOMPARE(i->timeMs, 20);
        QCOMPARE(i->pv,
            (QStringList{QStringLiteral("e2e4"), QStringLiteral("e7e5"), QStringLiteral("g1f3")}));
        const auto mate = parseUciInfo(QStringLiteral("info depth 3 score mate -2 pv h7h8"));
        QVERIFY(mate);
        QCOMPARE(*mate->mateIn, -2);
        QVERIFY(!parseUciInfo(QStringLiteral("info string NNUE evaluation disabled")));
        QVERIFY(!parseUciInfo(QStringLiteral("bestmove e2e4")));
    }

    void xboardFeaturesAndThinking()
    {
        const auto f = parseXBoardFeatures(
            QStringLiteral("feature ping=1 myname=\"HaChu 0.21\" variants=\"chu,sho,dai\" done=1"));
        QCOMPARE(f.size(), 4);
        QCOMPARE(f[1].first, QStringLiteral("myname"));
        QCOMPARE(f[1].second, QStringLiteral("HaChu 0.21"));
        QCOMPARE(f[2].second, QStringLiteral("chu,sho,dai"));
        QCOMPARE(f[3], (std::pair<QString, QString>{QStringLiteral("done"), QStringLiteral("1")}));
        const auto t = parseXBoardThinking(QStringLiteral("9 -45 123 456789 e2e4 e7e5"));
        QVERIFY(t);
        QCOMPARE(t->depth, 9);
        QCOMPARE(*t->scoreCp, -45);
        QCOMPARE(t->timeMs, 1230);
        QCOMPARE(t->nodes, 456789);
        QCOMPARE(t->pv.size(), 2);
        QCOMPARE(*parseXBoardThinking(QStringLiteral("5 100003 10 99 a1a2"))->mateIn, 3);
        QVERIFY(!parseXBoardThinking(QStringLiteral("move e2e4")));
        QVERIFY(!parseXBoardThinking(QStringLiteral("# 1 2 3 4")));
    }

    void variantNames()
    {
        const VariantPtr chess = fbtest::bundled().variant(QStringLiteral("chess"));
        QVERIFY(variantNameCandidates(*chess).contains(QStringLiteral("normal")));
        const VariantPtr chu = fbtest::bundled().variant(QStringLiteral("chushogi"));
        QCOMPARE(variantNameCandidates(*chu).first(), QStringLiteral("chu"));
    }

    void chessMoves()
    {
        roundTrip(QStringLiteral("chess"), {}, Protocol::Uci, QStringLiteral("e2e4"),
            QStringLiteral("e2e4"));
        roundTrip(QStringLiteral("chess"), QStringLiteral("4k3/P7/8/8/8/8/8/R3K2R w KQ - 0 1"),
            Protocol::Uci, QStringLiteral("e1g1"), QStringLiteral("e1g1"));
        roundTrip(QStringLiteral("chess"), QStringLiteral("4k3/P7/8/8/8/8/8/R3K2R w KQ - 0 1"),
            Protocol::XBoard, QStringLiteral("a7a8n"), QStringLiteral("a7a8n"));
        roundTrip(QStringLiteral("crazyhouse"),
            QStringLiteral("rnbqkbnr/ppp1pppp/8/8/8/8/PPPP1PPP/RNBQKBNR[Pp] w KQkq - 0 3"),
            Protocol::Uci, QStringLiteral("P@e4"), QStringLiteral("P@e4"));
    }

    void tenRanks()
    {
        // Our xiangqi labels ranks 1..10; UCI does too, UCCI and XBoard count from 0.
        roundTrip(QStringLiteral("xiangqi"), {}, Protocol::Uci, QStringLiteral("h3e3"),
            QStringLiteral("h3e3"));
        roundTrip(QStringLiteral("xiangqi"), {}, Protocol::Ucci, QStringLiteral("h3e3"),
            QStringLiteral("h2e2"));
        roundTrip(QStringLiteral("xiangqi"), {}, Protocol::XBoard, QStringLiteral("b1c3"),
            QStringLiteral("b0c2"));
        roundTrip(QStringLiteral("janggi"), {}, Protocol::Uci, QStringLiteral("b1c3"),
            QStringLiteral("b1c3"));
    }

    void shogiMoves()
    {
        // USI: files from the right, ranks lettered from the top; UCI (Fairy-Stockfish): a1 at
        // the first player's lower left; drops P*5e and P@e5. (The positions are SFEN: "b" is
        // the first player.)
        roundTrip(QStringLiteral("shogi"), {}, Protocol::Usi, QStringLiteral("7g7f"),
            QStringLiteral("7g7f"));
        roundTrip(QStringLiteral("shogi"), {}, Protocol::Uci, QStringLiteral("7g7f"),
            QStringLiteral("c3c4"));
        const QString hands
            = QStringLiteral("lnsgkgsnl/1r5b1/pppp1pppp/9/9/9/PPPP1PPPP/1B5R1/LNSGKGSNL b Pp 5");
        roundTrip(QStringLiteral("shogi"), hands, Protocol::Usi, QStringLiteral("P*5e"),
            QStringLiteral("P*5e"));
        roundTrip(QStringLiteral("shogi"), hands, Protocol::Uci, QStringLiteral("P*5e"),
            QStringLiteral("P@e5"));
        const QString promo
            = QStringLiteral("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3");
        roundTrip(QStringLiteral("shogi"), promo, Protocol::Usi, QStringLiteral("8h2b+"),
            QStringLiteral("8h2b+"));
        // XBoard writes a promotion to a "+X" form as '+', also where our coordinates name the
        // form (Dobutsu's chick becomes the hen "+C": b3b4c).
        roundTrip(QStringLiteral("dobutsu"), QStringLiteral("1l1/1C1/3/1L1[] w - - 0 1"),
            Protocol::XBoard, QStringLiteral("b3b4c"), QStringLiteral("b3b4+"));
    }

    void chuLionLegs()
    {
        // A Lion on f4 (XBoard's squares: a1 at the lower left, ranks 1..12), an enemy pawn on
        // f5: a double step f4-f5-g6 and the capture and return f4xf5-f4 (igui).
        const QString fen = QStringLiteral("5k6/12/12/12/12/12/12/5p6/5N6/12/12/5K6 b - 1");
        std::optional<Position> pos = fbtest::position(QStringLiteral("chushogi"), fen);
        QVERIFY(pos);
        const MoveDialect xboard(Protocol::XBoard, pos->variant());
        for (const QString& text : {QStringLiteral("f4f5,f5g6"), QStringLiteral("f4f5,f5f4")}) {
            QString why;
            const std::optional<Move> m = xboard.read(*pos, text, &why);
            QVERIFY2(m, qPrintable(text + QStringLiteral(": ") + why));
            QCOMPARE(m->viaCount, uint8_t(1));
            QCOMPARE(xboard.write(*pos, *m), text);
        }
        QString why;
        QVERIFY(!xboard.read(*pos, QStringLiteral("f4f5,g5g6"), &why));
        QVERIFY2(why.contains(u"g5g6"), qPrintable(why));
        // USI writes every square: 7h7g6f style, from the right and the top.
        const MoveDialect usi(Protocol::Usi, pos->variant());
        const std::optional<Move> m = xboard.read(*pos, QStringLiteral("f4f5,f5g6"), &why);
        QVERIFY(m);
        QCOMPARE(usi.write(*pos, *m), QStringLiteral("7i7h6g"));
    }

    void passesAndDemotions()
    {
        // Fairy-Stockfish writes a pass as the king's move to its own square (janggi: the
        // first side's general on e2) and a return to the demoted form with '-': Kyoto Shogi's
        // a1 piece starts as the gold side of the lance (+L) and turns back into a lance.
        std::optional<Position> janggi = fbtest::position(QStringLiteral("janggi"));
        QVERIFY(janggi);
        const MoveDialect uci(Protocol::Uci, janggi->variant());
        MoveList legal;
        MoveGenerator::generateLegal(*janggi, legal);
        const auto pass
            = std::find_if(legal.begin(), legal.end(), [](const Move& m) { return m.isPass(); });
        QVERIFY(pass != legal.end());
        QCOMPARE(uci.write(*janggi, *pass), QStringLiteral("e2e2"));
        for (const QString& text :
            {QStringLiteral("e2e2"), QStringLiteral("@@@@"), QStringLiteral("0000")}) {
            QString why;
            const std::optional<Move> m = uci.read(*janggi, text, &why);
            QVERIFY2(m && m->isPass(), qPrintable(text + u' ' + why));
        }
        QString why;
        QVERIFY(!uci.read(*janggi, QStringLiteral("e1e1"), &why));
        QCOMPARE(MoveDialect(Protocol::XBoard, janggi->variant()).write(*janggi, *pass),
            QStringLiteral("@@@@"));

        std::optional<Position> kyoto = fbtest::position(QStringLiteral("kyotoshogi"));
        QVERIFY(kyoto);
        const MoveDialect kyotoUci(Protocol::Uci, kyoto->variant());
        const std::optional<Move> back = kyotoUci.read(*kyoto, QStringLiteral("a1a2-"), &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(kyoto->variant().pieces[size_t(back->promotion)].id, QStringLiteral("lance"));
        QCOMPARE(kyotoUci.write(*kyoto, *back), QStringLiteral("a1a2-"));
        const std::optional<Move> up = kyotoUci.read(*kyoto, QStringLiteral("b1b2+"), &why);
        QVERIFY2(up, qPrintable(why));
        QCOMPARE(kyotoUci.write(*kyoto, *up), QStringLiteral("b1b2+"));
    }

    // Reversi and Ataxx in Fairy-Stockfish's UCI text: a drop "P@c5", a jump "a7c5", and a
    // pass as the move of the mover's first piece (from a1, rank by rank) to its own square
    // (Fairy-Stockfish's emit_pass_move: lsb of the mover's pieces, else of the board).
    void flippingMoves()
    {
        roundTrip(QStringLiteral("flipello"), {}, Protocol::Uci, QStringLiteral("P@c5"),
            QStringLiteral("P@c5"));
        roundTrip(QStringLiteral("ataxx"), {}, Protocol::Uci, QStringLiteral("a7c5"),
            QStringLiteral("a7c5"));
        roundTrip(QStringLiteral("ataxx"), {}, Protocol::Uci, QStringLiteral("P@b6"),
            QStringLiteral("P@b6"));
        const struct
        {
            const char* preset;
            const char* fen;
            const char* pass;
        } passes[] = {
            {"ataxx", "7/7/7/7/ppppppp/ppppppp/PPPPPPP w - - 0 1", "a1a1"},
            {"flipello", "8/8/8/8/8/8/8/pP6[PPPpp] w - - 0 1", "b1b1"},
            {"flipello", "8/8/8/8/8/3p4/8/8[PPPpp] w - - 0 1", "a1a1"}, // no piece of its own
        };
        for (const auto& c : passes) {
            std::optional<Position> pos
                = fbtest::position(QString::fromLatin1(c.preset), QString::fromLatin1(c.fen));
            QVERIFY(pos);
            const MoveDialect uci(Protocol::Uci, pos->variant());
            MoveList legal;
            MoveGenerator::generateLegal(*pos, legal);
            QCOMPARE(legal.size(), size_t(1));
            QCOMPARE(uci.write(*pos, legal.front()), QString::fromLatin1(c.pass));
            QString why;
            const std::optional<Move> back = uci.read(*pos, QString::fromLatin1(c.pass), &why);
            QVERIFY2(back && back->isPass(), qPrintable(why));
        }
    }

    void refusedTexts()
    {
        std::optional<Position> pos = fbtest::position(QStringLiteral("chess"));
        const MoveDialect uci(Protocol::Uci, pos->variant());
        QString why;
        QVERIFY(!uci.read(*pos, QStringLiteral("e2e5"), &why));
        QVERIFY(!why.isEmpty());
        QVERIFY(!uci.read(*pos, QStringLiteral("}{garbage"), &why));
        QVERIFY(!uci.read(*pos, QString(), &why));
    }
};

QTEST_GUILESS_MAIN(TestEngineProtocol)
#include "tst_engineprotocol.moc"
