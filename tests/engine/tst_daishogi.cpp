// SPDX-License-Identifier: GPL-3.0-or-later
// Dai Shogi: the start position (65 pieces a side, written with XBoard's primed letters), the
// moves of the eight pieces Chu Shogi lacks in hand-built positions (Violent Ox, Flying Dragon,
// Evil Wolf, Angry Boar, Cat Sword, Iron and Stone Generals, Knight), their promotion to Gold
// Generals, the Go-Between's to a Drunk Elephant, and HaChu's rules for pieces already in the
// zone. The moves are those of the English Wikipedia's Dai shogi and HaChu 0.21, which agree.
#include "enginetest.h"

#include <QTest>

using namespace fb;

class TestDaiShogi : public QObject
{
    Q_OBJECT

    static std::optional<Position> dai(const QString& fen)
    {
        return fbtest::position(QStringLiteral("daishogi"), fen);
    }

    // A board with the kings in the corners (15a, 1o) and `pieces` ("8h" -> "X'") added; the
    // first side to move.
    static QString board(const QMap<QString, QString>& pieces)
    {
        QString grid[15][15];
        grid[0][0] = QStringLiteral("k");
        grid[14][14] = QStringLiteral("K");
        for (auto it = pieces.begin(); it != pieces.end(); ++it) {
            const int file = 15 - it.key().chopped(1).toInt();
            const int row = it.key().back().unicode() - u'a';
            grid[row][file] = it.value();
        }
        QStringList rows;
        for (const auto& row : grid) {
            QString text;
            int empty = 0;
            for (const QString& cell : row) {
                if (cell.isEmpty()) {
                    ++empty;
                    continue;
                }
                if (empty > 0)
                    text += QString::number(empty);
                empty = 0;
                text += cell;
            }
            if (empty > 0)
                text += QString::number(empty);
            rows << text;
        }
        return rows.join(u'/') + QStringLiteral(" w - - 0 1");
    }

    // The legal moves from `square` ("8h"), as sorted USI texts.
    static QStringList movesFrom(const QString& fen, const QString& square)
    {
        std::optional<Position> pos = dai(fen);
        if (!pos)
            return {QStringLiteral("bad FEN ") + fen};
        QStringList out;
        for (const QString& m : fbtest::legalMoves(*pos)) {
            if (m.startsWith(square))
                out << m;
        }
        return out;
    }

    static QStringList movesOf(const QString& token)
    {
        return movesFrom(board({{QStringLiteral("8h"), token}}), QStringLiteral("8h"));
    }

private Q_SLOTS:
    void startPosition()
    {
        auto p = dai({});
        QVERIFY(p);
        const QString start = QStringLiteral(
            "lnuicsgkgsciunl/a1c'1f1tet1f1c'1a/1x'1a'1wxn'ow1a'1x'1/rf'mvbhdqdhbvmf'r/"
            "ppppppppppppppp/4p'5p'4/15/15/15/4P'5P'4/PPPPPPPPPPPPPPP/RF'MVBHDQDHBVMF'R/"
            "1X'1A'1WON'XW1A'1X'1/A1C'1F1TET1F1C'1A/LNUICSGKGSCIUNL w - - 0 1");
        QCOMPARE(writeFen(*p), start);
        int first = 0, second = 0;
        for (const Square s : p->geometry().squares()) {
            if (isPiece(p->at(s)))
                ++(sideOf(p->at(s)) == First ? first : second);
        }
        QCOMPARE(first, 65);
        QCOMPARE(second, 65);
        QVERIFY(!p->variant().rules.hands.enabled);
    }

    // Primed letters read and write back, promoted ones too; an unknown primed letter is refused.
    void primedLetters()
    {
        const QString fen = board({{QStringLiteral("8h"), QStringLiteral("+A'")},
            {QStringLiteral("7h"), QStringLiteral("+c'")},
            {QStringLiteral("6h"), QStringLiteral("N'")},
            {QStringLiteral("5h"), QStringLiteral("N")}});
        auto p = dai(fen);
        QVERIFY(p);
        QCOMPARE(writeFen(*p), fen);
        const auto at = [&](const char* name) {
            int i = 0;
            const Square s = p->geometry().parseSquare(QString::fromLatin1(name), i);
            return p->variant().pieces[size_t(typeOf(p->at(s)))].id;
        };
        QCOMPARE(at("8h"), QStringLiteral("promoted-angry-boar"));
        QCOMPARE(at("7h"), QStringLiteral("promoted-cat-sword"));
        QCOMPARE(at("6h"), QStringLiteral("lion"));
        QCOMPARE(at("5h"), QStringLiteral("knight"));
        QVERIFY(!dai(board({{QStringLiteral("8h"), QStringLiteral("J'")}})));
    }

    // R2: up to two squares orthogonally, not over a piece.
    void violentOx()
    {
        QCOMPARE(movesOf(QStringLiteral("X'")),
            QStringList({"8h10h", "8h6h", "8h7h", "8h8f", "8h8g", "8h8i", "8h8j", "8h9h"}));
        const QStringList blocked = movesFrom(board({{QStringLiteral("8h"), QStringLiteral("X'")},
                                                  {QStringLiteral("8g"), QStringLiteral("P")}}),
            QStringLiteral("8h"));
        QVERIFY(!blocked.contains(QStringLiteral("8h8f")));
        const QStringList capture = movesFrom(board({{QStringLiteral("8h"), QStringLiteral("X'")},
                                                  {QStringLiteral("8g"), QStringLiteral("p")}}),
            QStringLiteral("8h"));
        QVERIFY(capture.contains(QStringLiteral("8h8g")));
        QVERIFY(!capture.contains(QStringLiteral("8h8f")));
    }

    // B2: up to two squares diagonally, not over a piece.
    void flyingDragon()
    {
        QCOMPARE(movesOf(QStringLiteral("F'")),
            QStringList({"8h10f", "8h10j", "8h6f", "8h6j", "8h7g", "8h7i", "8h9g", "8h9i"}));
        const QStringList blocked = movesFrom(board({{QStringLiteral("8h"), QStringLiteral("F'")},
                                                  {QStringLiteral("9g"), QStringLiteral("p")}}),
            QStringLiteral("8h"));
        QVERIFY(blocked.contains(QStringLiteral("8h9g")));
        QVERIFY(!blocked.contains(QStringLiteral("8h10f")));
    }

    // The step movers: fsWfF, W, F, fFfW, fF, and the shogi Knight's ffN.
    void stepMovers()
    {
        QCOMPARE(
            movesOf(QStringLiteral("W")), QStringList({"8h7g", "8h7h", "8h8g", "8h9g", "8h9h"}));
        QCOMPARE(movesOf(QStringLiteral("A'")), QStringList({"8h7h", "8h8g", "8h8i", "8h9h"}));
        QCOMPARE(movesOf(QStringLiteral("C'")), QStringList({"8h7g", "8h7i", "8h9g", "8h9i"}));
        QCOMPARE(movesOf(QStringLiteral("I")), QStringList({"8h7g", "8h8g", "8h9g"}));
        QCOMPARE(movesOf(QStringLiteral("U")), QStringList({"8h7g", "8h9g"}));
        QCOMPARE(movesOf(QStringLiteral("P'")), QStringList({"8h8g", "8h8i"}));
        // The Knight jumps over pieces in its way.
        QCOMPARE(movesFrom(board({{QStringLiteral("8h"), QStringLiteral("N")},
                               {QStringLiteral("8g"), QStringLiteral("P")},
                               {QStringLiteral("7g"), QStringLiteral("P")},
                               {QStringLiteral("9g"), QStringLiteral("P")}}),
                     QStringLiteral("8h")),
            QStringList({"8h7f", "8h9f"}));
    }

    // Entering the five-rank zone each new piece may promote to a Gold General (WfF); the
    // Go-Between promotes to a Drunk Elephant (FsfW).
    void promotions()
    {
        const QStringList golds = {QStringLiteral("X'"), QStringLiteral("F'"), QStringLiteral("W"),
            QStringLiteral("A'"), QStringLiteral("C'"), QStringLiteral("I"), QStringLiteral("U")};
        for (const QString& token : golds) {
            const QString fen = board({{QStringLiteral("8f"), token}});
            const QStringList moves = movesFrom(fen, QStringLiteral("8f"));
            QStringList promoting;
            for (const QString& m : moves) {
                if (m.endsWith(u'+'))
                    promoting << m;
            }
            QVERIFY2(!promoting.isEmpty(), qPrintable(token));
            auto p = dai(fen);
            QVERIFY(p);
            const auto m = parseUsi(*p, promoting.front());
            QVERIFY(m);
            p->makeMove(*m);
            const PieceDefinition& d = p->variant().pieces[size_t(typeOf(p->at(m->to)))];
            QCOMPARE(d.name, QStringLiteral("Gold General"));
            QCOMPARE(d.betza, QStringLiteral("WfF"));
            QCOMPARE(d.letter, QStringLiteral("+") + token);
        }
        QVERIFY(
            movesFrom(board({{QStringLiteral("8g"), QStringLiteral("N")}}), QStringLiteral("8g"))
                .contains(QStringLiteral("8g7e+")));
        auto g = dai(board({{QStringLiteral("8f"), QStringLiteral("P'")}}));
        QVERIFY(g);
        const auto m = parseUsi(*g, QStringLiteral("8f8e+"));
        QVERIFY(m);
        g->makeMove(*m);
        QCOMPARE(g->variant().pieces[size_t(typeOf(g->at(m->to)))].id,
            QStringLiteral("promoted-go-between"));
    }

    // HaChu's rule (Chu Shogi's): a piece already in the zone promotes only by capturing, and
    // it may move or capture to where it has no move left (a Knight to the last two ranks, a
    // Pawn to the last) unpromoted.
    void insideTheZone()
    {
        QCOMPARE(
            movesFrom(board({{QStringLiteral("8d"), QStringLiteral("N")}}), QStringLiteral("8d")),
            QStringList({"8d7b", "8d9b"}));
        QCOMPARE(movesFrom(board({{QStringLiteral("8d"), QStringLiteral("N")},
                               {QStringLiteral("7b"), QStringLiteral("p")}}),
                     QStringLiteral("8d")),
            QStringList({"8d7b", "8d7b+", "8d9b"}));
        QCOMPARE(
            movesFrom(board({{QStringLiteral("8b"), QStringLiteral("P")}}), QStringLiteral("8b")),
            QStringList({"8b8a"}));
        QCOMPARE(movesFrom(board({{QStringLiteral("8b"), QStringLiteral("P")},
                               {QStringLiteral("8a"), QStringLiteral("g")}}),
                     QStringLiteral("8b")),
            QStringList({"8b8a", "8b8a+"}));
    }
};

QTEST_GUILESS_MAIN(TestDaiShogi)
#include "tst_daishogi.moc"
