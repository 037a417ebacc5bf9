// SPDX-License-Identifier: GPL-3.0-or-later
// MoveWords: every piece of every bundled preset (and rule profile) is worded without the
// fallback, well-known pieces read exactly as expected, and what it cannot word it says so.
#include "enginetest.h"
#include "movewords.h"

#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace fb;

namespace {

// A preset with unusual pieces: a nightrider, a rider of exactly three knight leaps (not
// worded yet), a grasshopper, a giraffe leaper, an exact-range slider, chiral and capture-only
// leaps, a locust capture.
const char* const OddPieces = R"json({
  "id": "odd-pieces", "name": "Odd pieces", "inherits": "chess",
  "regions": { "centre": ["d4", "e4", "d5", "e5"] },
  "pieces": [
    { "id": "nightrider", "name": "Nightrider", "letter": "H", "betza": "NN" },
    { "id": "tripler", "name": "Tripler", "letter": "T", "betza": "N03" },
    { "id": "short-rider", "name": "Short Rider", "letter": "S", "betza": "mA3" },
    { "id": "grasshopper", "name": "Grasshopper", "letter": "G", "betza": "gQ" },
    { "id": "giraffe", "name": "Giraffe", "letter": "F", "betza": "(4,1)" },
    { "id": "jumper", "name": "Jumper", "letter": "J", "betza": "W03" },
    { "id": "wide", "name": "Wide", "letter": "Y", "betza": "ffNfsNcbN" },
    { "id": "checker", "name": "Checker", "letter": "X", "betza": "fmFfcafmF" },
    { "id": "centre-king", "name": "Centre King", "letter": "Z",
      "regionMoves": [ { "region": "centre", "betza": "K" } ] }
  ]
})json";

} // namespace

class TestMoveWords : public QObject
{
    Q_OBJECT

    PieceWords words(const QString& preset, const QString& profile, const QString& piece)
    {
        const VariantPtr v = fbtest::bundled().variant(preset, profile);
        if (!v || v->pieceById(piece) == NoPieceType)
            qFatal("no piece %s in %s", qPrintable(piece), qPrintable(preset));
        return MoveWords::describe(*v, v->pieceById(piece));
    }

private Q_SLOTS:
    void everyBundledPieceIsWorded();
    void sentencesOfKnownPieces_data();
    void sentencesOfKnownPieces();
    void namesComeFromTheCaller();
    void unusualPiecesAndTheHonestFallback();
    void regionPhrases();
    void sentencesAreTranslated();
};

void TestMoveWords::everyBundledPieceIsWorded()
{
    const PresetRegistry& r = fbtest::bundled();
    int pieces = 0;
    for (const QString& id : r.ids()) {
        QStringList profiles = r.profiles(id);
        profiles.prepend(QString());
        for (const QString& profile : profiles) {
            const VariantPtr v = r.variant(id, profile);
            QVERIFY2(v, qPrintable(id));
            for (PieceType t = 0; t < v->pieceCount(); ++t) {
                const PieceWords w = MoveWords::describe(*v, t);
                const QString where
                    = QStringLiteral("%1/%2 %3").arg(id, profile, v->pieces[size_t(t)].id);
                if (qEnvironmentVariableIsSet("FAIRYBOARD_DUMP_WORDS"))
                    qInfo().noquote()
                        << id << profile << v->pieces[size_t(t)].id << v->pieces[size_t(t)].betza
                        << "\n   " << w.moves.join(QStringLiteral("\n    ")) << "\n  |"
                        << w.rules.join(QStringLiteral("\n   |"));
                QVERIFY2(w.unworded.isEmpty(), qPrintable(where + u' ' + w.unworded));
                QVERIFY2(!w.moves.isEmpty(), qPrintable(where));
                for (const QString& s : w.moves + w.rules) {
                    QVERIFY2(s.size() > 2 && s[0].isUpper() && s.endsWith(u'.'),
                        qPrintable(where + u' ' + s));
                    QVERIFY2(!s.contains(QStringLiteral("Other moves")), qPrintable(where));
                    QVERIFY2(!s.contains(u'%'), qPrintable(where + u' ' + s));
                }
                ++pieces;
            }
        }
    }
    QVERIFY(pieces > 300);
}

void TestMoveWords::sentencesOfKnownPieces_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("piece");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<QStringList>("rules");
    auto row = [](const char* preset, const char* profile, const char* piece,
                   const QStringList& moves, const QStringList& rules) {
        QTest::addRow("%s %s %s", preset, profile, piece)
            << QString::fromLatin1(preset) << QString::fromLatin1(profile)
            << QString::fromLatin1(piece) << moves << rules;
    };
    // clang-format off
    row("chess", "", "rook",
        {QStringLiteral("Moves any distance orthogonally.")},
        {});
    row("chess", "", "bishop",
        {QStringLiteral("Moves any distance diagonally.")},
        {});
    row("chess", "", "knight",
        {QStringLiteral("Leaps to the 8 squares a (1,2) step away, over any piece (a knight's move).")},
        {});
    row("chess", "", "queen",
        {QStringLiteral("Moves any distance in any direction.")},
        {});
    row("chess", "", "king",
        {QStringLiteral("Moves one square in any direction."),
            QStringLiteral("Castles with a Rook when neither has moved: it goes to the c-file or the g-file, and the Rook to the square next to it on the inner side, not out of, through or into check.")},
        {QStringLiteral("Royal: it may never be left in check, and checkmating it wins the game.")});
    row("chess", "", "pawn",
        {QStringLiteral("Moves one square forward without capturing."),
            QStringLiteral("Captures one square diagonally forward, also en passant."),
            QStringLiteral("First move only: moves 2 squares forward without capturing, but a piece on the square it passes blocks it.")},
        {QStringLiteral("Must promote to Queen, Rook, Bishop or Knight when a move ends on the last rank.")});
    row("shogi", "", "gold",
        {QStringLiteral("Moves one square orthogonally or diagonally forward.")},
        {QStringLiteral("In hand, it may be dropped on any empty square.")});
    row("shogi", "", "silver",
        {QStringLiteral("Moves one square diagonally or forward.")},
        {QStringLiteral("May promote to Promoted Silver when a move starts or ends in the last 3 ranks."),
            QStringLiteral("In hand, it may be dropped on any empty square.")});
    row("shogi", "", "knight",
        {QStringLiteral("Leaps 2 squares forward and 1 to either side, over any piece.")},
        {QStringLiteral("May promote to Promoted Knight when a move starts or ends in the last 3 ranks."),
            QStringLiteral("It must promote where it could never move again."),
            QStringLiteral("In hand, it may be dropped on any empty square."),
            QStringLiteral("It may not be dropped where it could never move.")});
    row("shogi", "", "lance",
        {QStringLiteral("Moves any distance forward.")},
        {QStringLiteral("May promote to Promoted Lance when a move starts or ends in the last 3 ranks."),
            QStringLiteral("It must promote where it could never move again."),
            QStringLiteral("In hand, it may be dropped on any empty square."),
            QStringLiteral("It may not be dropped where it could never move.")});
    row("shogi", "", "pawn",
        {QStringLiteral("Moves one square forward.")},
        {QStringLiteral("May promote to Tokin when a move starts or ends in the last 3 ranks."),
            QStringLiteral("It must promote where it could never move again."),
            QStringLiteral("In hand, it may be dropped on any empty square."),
            QStringLiteral("It may not be dropped where it could never move, on a file that already holds an unpromoted one of its side, to give checkmate or to leave the opponent without a move.")});
    row("shogi", "", "tokin",
        {QStringLiteral("Moves one square orthogonally or diagonally forward.")},
        {QStringLiteral("Promoted from a Pawn."),
            QStringLiteral("When captured, it goes to the hand as a Pawn.")});
    row("shogi", "", "dragon",
        {QStringLiteral("Moves any distance orthogonally."),
            QStringLiteral("Moves one square diagonally.")},
        {QStringLiteral("Promoted from a Rook."),
            QStringLiteral("When captured, it goes to the hand as a Rook.")});
    row("chushogi", "", "lion",
        {QStringLiteral("Leaps to any square up to two squares away, over any piece."),
            QStringLiteral("Moves twice in one turn, one square in any direction each time; it may capture on both squares; it may come back to its square, capturing without moving (igui) or passing the turn.")},
        {});
    row("chushogi", "lishogi", "lion",
        {QStringLiteral("Leaps to any square up to two squares away, over any piece."),
            QStringLiteral("Moves twice in one turn, one square in any direction each time; it may capture on both squares; it may come back to its square, capturing without moving (igui) or passing the turn.")},
        {});
    row("chushogi", "", "horned-falcon",
        {QStringLiteral("Moves any distance in any direction except forward."),
            QStringLiteral("Moves one square forward."),
            QStringLiteral("Leaps 2 squares forward, over any piece."),
            QStringLiteral("Moves twice forward in one turn, one square each time, in a straight line; it may capture on both squares; it may come back to its square, capturing without moving (igui) or passing the turn.")},
        {QStringLiteral("Promoted from a Dragon Horse.")});
    row("chushogi", "", "soaring-eagle",
        {QStringLiteral("Moves any distance orthogonally or diagonally backward."),
            QStringLiteral("Moves one square diagonally forward."),
            QStringLiteral("Leaps 2 squares diagonally forward, over any piece."),
            QStringLiteral("Moves twice diagonally forward in one turn, one square each time, in a straight line; it may capture on both squares; it may come back to its square, capturing without moving (igui) or passing the turn.")},
        {QStringLiteral("Promoted from a Dragon King.")});
    row("chushogi", "", "kirin",
        {QStringLiteral("Moves one square diagonally."),
            QStringLiteral("Leaps 2 squares orthogonally, over any piece (a dabbaba's leap).")},
        {QStringLiteral("May promote to Lion when a move from outside ends in the last 4 ranks, or when it captures with either end of its move in the last 4 ranks.")});
    row("chushogi", "", "phoenix",
        {QStringLiteral("Moves one square orthogonally."),
            QStringLiteral("Leaps 2 squares diagonally, over any piece (an alfil's leap).")},
        {QStringLiteral("May promote to Free King when a move from outside ends in the last 4 ranks, or when it captures with either end of its move in the last 4 ranks.")});
    row("chushogi", "", "drunk-elephant",
        {QStringLiteral("Moves one square in any direction except backward.")},
        {QStringLiteral("May promote to Crown Prince when a move from outside ends in the last 4 ranks, or when it captures with either end of its move in the last 4 ranks.")});
    row("chushogi", "", "crown-prince",
        {QStringLiteral("Moves one square in any direction.")},
        {QStringLiteral("Royal: losing the last royal piece loses the game."),
            QStringLiteral("Promoted from a Drunk Elephant.")});
    row("chushogi", "", "king",
        {QStringLiteral("Moves one square in any direction.")},
        {QStringLiteral("Royal: losing the last royal piece loses the game.")});
    row("xiangqi", "", "general",
        {QStringLiteral("Moves one square orthogonally.")},
        {QStringLiteral("Royal: it may never be left in check, and checkmating it wins the game."),
            QStringLiteral("It may never face the enemy royal piece on an open file."),
            QStringLiteral("It must always stay in the palace.")});
    row("xiangqi", "", "advisor",
        {QStringLiteral("Moves one square diagonally.")},
        {QStringLiteral("It must always stay in the palace.")});
    row("xiangqi", "", "elephant",
        {QStringLiteral("Moves 2 squares diagonally (an alfil's leap), but a piece on the square it passes blocks it.")},
        {QStringLiteral("It must always stay on its own side of the river.")});
    row("xiangqi", "", "horse",
        {QStringLiteral("Moves to the 8 squares a (1,2) step away (a knight's move), but a piece on the square it passes blocks it.")},
        {});
    row("xiangqi", "", "cannon",
        {QStringLiteral("Moves any distance orthogonally without capturing."),
            QStringLiteral("Captures any distance orthogonally, jumping over exactly one piece on the way.")},
        {});
    row("xiangqi", "", "soldier",
        {QStringLiteral("Moves one square forward."),
            QStringLiteral("Moves one square sideways when across the river.")},
        {});
    row("janggi", "", "general",
        {QStringLiteral("Moves one square orthogonally."),
            QStringLiteral("Moves one square diagonally, staying on the palace's diagonal lines.")},
        {QStringLiteral("Royal: it may never be left in check, and checkmating it wins the game."),
            QStringLiteral("Facing the enemy royal piece on an open file ends the game (bikjang)."),
            QStringLiteral("It must always stay in the palace.")});
    row("janggi", "", "guard",
        {QStringLiteral("Moves one square orthogonally."),
            QStringLiteral("Moves one square diagonally, staying on the palace's diagonal lines.")},
        {QStringLiteral("It must always stay in the palace.")});
    row("janggi", "", "elephant",
        {QStringLiteral("Moves to the 8 squares a (2,3) step away (a zebra's leap), but a piece on any of the 2 squares it passes blocks it.")},
        {});
    row("janggi", "", "chariot",
        {QStringLiteral("Moves any distance orthogonally."),
            QStringLiteral("Moves any distance diagonally, staying on the palace's diagonal lines.")},
        {});
    row("janggi", "", "cannon",
        {QStringLiteral("Moves any distance orthogonally, jumping over exactly one piece on the way."),
            QStringLiteral("Moves any distance diagonally, jumping over exactly one piece on the way, staying on the palace's diagonal lines.")},
        {QStringLiteral("It may not jump over a Cannon."),
            QStringLiteral("It may not capture a Cannon.")});
    row("janggi", "", "soldier",
        {QStringLiteral("Moves one square forward or sideways."),
            QStringLiteral("Moves one square diagonally forward, staying on the palace's diagonal lines.")},
        {});
    row("grand", "", "marshal",
        {QStringLiteral("Moves any distance orthogonally."),
            QStringLiteral("Leaps to the 8 squares a (1,2) step away, over any piece (a knight's move).")},
        {QStringLiteral("At most one of them per side on the board.")});
    row("grand", "", "cardinal",
        {QStringLiteral("Moves any distance diagonally."),
            QStringLiteral("Leaps to the 8 squares a (1,2) step away, over any piece (a knight's move).")},
        {QStringLiteral("At most one of them per side on the board.")});
    row("torishogi", "", "eagle",
        {QStringLiteral("Moves one square forward or sideways."),
            QStringLiteral("Moves any distance backward or diagonally forward."),
            QStringLiteral("Moves up to 2 squares diagonally backward.")},
        {QStringLiteral("Promoted from a Falcon."),
            QStringLiteral("When captured, it goes to the hand as a Falcon.")});
    row("torishogi", "", "left-quail",
        {QStringLiteral("Moves any distance forward or diagonally backward to the right."),
            QStringLiteral("Moves one square diagonally backward to the left.")},
        {QStringLiteral("In hand, it may be dropped on any empty square.")});
    row("torishogi", "", "goose",
        {QStringLiteral("Leaps 2 squares diagonally forward, over any piece."),
            QStringLiteral("Leaps 2 squares backward, over any piece.")},
        {QStringLiteral("Promoted from a Swallow."),
            QStringLiteral("When captured, it goes to the hand as a Swallow.")});
    row("torishogi", "", "swallow",
        {QStringLiteral("Moves one square forward.")},
        {QStringLiteral("Must promote to Goose when a move starts or ends in the last 2 ranks."),
            QStringLiteral("In hand, it may be dropped on any empty square."),
            QStringLiteral("It may not be dropped where it could never move, on a file that already holds 2 unpromoted ones of its side or to give checkmate.")});
    row("makruk", "", "pawn",
        {QStringLiteral("Moves one square forward without capturing."),
            QStringLiteral("Captures one square diagonally forward.")},
        {QStringLiteral("Must promote to Met when a move ends on rank 6.")});
    row("crazyhouse", "", "pawn",
        {QStringLiteral("Moves one square forward without capturing."),
            QStringLiteral("Captures one square diagonally forward, also en passant."),
            QStringLiteral("First move only: moves 2 squares forward without capturing, but a piece on the square it passes blocks it.")},
        {QStringLiteral("Must promote to Queen, Rook, Bishop or Knight when a move ends on the last rank."),
            QStringLiteral("In hand, it may be dropped on any empty square on ranks 2 to 7.")});
    row("crazyhouse", "", "queen~",
        {QStringLiteral("Moves any distance in any direction.")},
        {QStringLiteral("Promoted from a Pawn."),
            QStringLiteral("When captured, it goes to the hand as a Pawn.")});
    row("kyotoshogi", "", "pawn",
        {QStringLiteral("Moves one square forward.")},
        {QStringLiteral("Must promote to Rook after every move."),
            QStringLiteral("In hand, it may be dropped on any empty square."),
            QStringLiteral("It may also be dropped as a Rook.")});
    row("dobutsu", "", "lion",
        {QStringLiteral("Moves one square in any direction.")},
        {QStringLiteral("Royal: losing it loses the game."),
            QStringLiteral("Standing on the last rank where it cannot be captured wins the game.")});
    row("capablanca", "", "king",
        {QStringLiteral("Moves one square in any direction."),
            QStringLiteral("Castles with a Rook when neither has moved: it goes to the c-file or the i-file, and the Rook to the square next to it on the inner side, not out of, through or into check.")},
        {QStringLiteral("Royal: it may never be left in check, and checkmating it wins the game.")});
    row("euroshogi", "", "knight",
        {QStringLiteral("Leaps 2 squares forward and 1 to either side, over any piece."),
            QStringLiteral("Moves one square sideways.")},
        {QStringLiteral("Must promote to Promoted Knight when a move starts or ends in the last 3 ranks."),
            QStringLiteral("In hand, it may be dropped on any empty square.")});
    // clang-format on
}

void TestMoveWords::sentencesOfKnownPieces()
{
    QFETCH(QString, preset);
    QFETCH(QString, profile);
    QFETCH(QString, piece);
    QFETCH(QStringList, moves);
    QFETCH(QStringList, rules);
    const PieceWords w = words(preset, profile, piece);
    QCOMPARE(w.moves, moves);
    QCOMPARE(w.rules, rules);
    QVERIFY(w.unworded.isEmpty());
}

void TestMoveWords::namesComeFromTheCaller()
{
    const VariantPtr v = fbtest::bundled().variant(QStringLiteral("shogi"));
    const PieceWords w = MoveWords::describe(*v, v->pieceById(QStringLiteral("tokin")),
        [&v](PieceType t) { return v->pieces[size_t(t)].id.toUpper(); });
    QCOMPARE(w.rules,
        (QStringList{QStringLiteral("Promoted from a PAWN."),
            QStringLiteral("When captured, it goes to the hand as a PAWN.")}));
}

void TestMoveWords::unusualPiecesAndTheHonestFallback()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("odd.json"));
    QVERIFY(fbtest::writeFile(path, OddPieces));
    PresetRegistry r;
    r.addBundled();
    QCOMPARE(r.addFile(path), QStringLiteral("odd-pieces"));
    QList<PresetDiagnostic> problems;
    const VariantPtr v = r.variant(QStringLiteral("odd-pieces"), {}, &problems);
    QVERIFY(v);
    auto describe = [&v](const char* id) {
        return MoveWords::describe(*v, v->pieceById(QString::fromLatin1(id)));
    };

    // Riders of longer leaps: the leap repeated in one direction over empty landing squares.
    const PieceWords nightrider = describe("nightrider");
    QVERIFY(nightrider.unworded.isEmpty());
    QCOMPARE(nightrider.moves,
        QStringList{QStringLiteral("Leaps to the 8 squares a (1,2) step away, over any piece, "
                                   "then on in the same direction any number of times while the "
                                   "squares it lands on are empty (a nightrider's move).")});
    QCOMPARE(describe("short-rider").moves,
        QStringList{QStringLiteral("Leaps 2 squares diagonally without capturing, over any "
                                   "piece, then on in the same direction, up to 3 leaps in all, "
                                   "while the squares it lands on are empty.")});
    // Exact-range riders of long leaps are not worded yet: the sentence says so and names the
    // XBetza.
    const PieceWords tripler = describe("tripler");
    QCOMPARE(tripler.unworded, QStringLiteral("N03"));
    QCOMPARE(tripler.moves, QStringList{QStringLiteral("Other moves: N03.")});

    QCOMPARE(describe("grasshopper").moves,
        QStringList{QStringLiteral("Moves any distance in any direction, landing just beyond "
                                   "the first piece in its way.")});
    QCOMPARE(describe("giraffe").moves,
        QStringList{QStringLiteral("Leaps to the 8 squares a (1,4) step away, over any piece "
                                   "(a giraffe's leap).")});
    QCOMPARE(describe("jumper").moves,
        QStringList{QStringLiteral("Moves exactly 3 squares orthogonally.")});
    QCOMPARE(describe("wide").moves,
        (QStringList{QStringLiteral("Leaps 2 squares forward and 1 to either side or one square "
                                    "forward and 2 to either side, over any piece."),
            QStringLiteral("Captures by leaping 2 squares backward and 1 to either side, over "
                           "any piece.")}));
    QCOMPARE(describe("centre-king").moves,
        QStringList{QStringLiteral("Moves one square in any direction when on d4, e4, d5, e5.")});

    // A locust capture is not a Lion move: the fallback, not a wrong sentence.
    const PieceWords checker = describe("checker");
    QCOMPARE(checker.unworded, QStringLiteral("fmFfcafmF"));
    QCOMPARE(checker.moves,
        (QStringList{QStringLiteral("Moves one square diagonally forward without capturing."),
            QStringLiteral("Other moves: fmFfcafmF.")}));
}

void TestMoveWords::regionPhrases()
{
    auto phrase = [](const char* preset, const char* region) {
        const VariantPtr v = fbtest::bundled().variant(QString::fromLatin1(preset));
        return MoveWords::regionPhrase(*v, v->regionIndex(QString::fromLatin1(region)));
    };
    QCOMPARE(phrase("shogi", "promotion"), QStringLiteral("in the last 3 ranks"));
    QCOMPARE(phrase("xiangqi", "acrossRiver"), QStringLiteral("across the river"));
    QCOMPARE(phrase("xiangqi", "ownSide"), QStringLiteral("on its own side of the river"));
    QCOMPARE(phrase("xiangqi", "palace"), QStringLiteral("in the palace"));
    QCOMPARE(phrase("janggi", "palaceLines"), QStringLiteral("on the palace's diagonal lines"));
    QCOMPARE(phrase("chess", "no-such-region"), QStringLiteral("anywhere"));
}

void TestMoveWords::sentencesAreTranslated()
{
    // A translator for the "MoveWords" context changes the words, the structure stays.
    class Shouting : public QTranslator
    {
    public:
        bool isEmpty() const override { return false; }
        QString translate(const char* context, const char* source, const char* disambiguation,
            int n) const override
        {
            Q_UNUSED(disambiguation);
            Q_UNUSED(n);
            if (qstrcmp(context, "MoveWords") != 0)
                return {};
            const QString s = QString::fromUtf8(source);
            return s.contains(u'%') ? s : s.toUpper();
        }
    } shouting;
    QCoreApplication::installTranslator(&shouting);
    const PieceWords w = words(QStringLiteral("chess"), {}, QStringLiteral("rook"));
    QCoreApplication::removeTranslator(&shouting);
    QCOMPARE(w.moves, QStringList{QStringLiteral("Moves any distance ORTHOGONALLY.")});
}

QTEST_GUILESS_MAIN(TestMoveWords)
#include "tst_movewords.moc"
