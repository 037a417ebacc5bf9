// SPDX-License-Identifier: GPL-3.0-or-later
// Variant definitions of other programs read into presets (fairyboard-variantimport): real
// samples of each format (tests/data/import, README there), counts against Fairy-Stockfish's,
// export to variants.ini and back with the same perft counts, and bad input reported by file
// and line without a crash.
#include "fen.h"
#include "fsfexport.h"
#include "iotest.h"
#include "perft.h"
#include "variantimport.h"

#include <QFile>
#include <QJsonArray>
#include <QTest>

using namespace fb;
using namespace fb::io;

namespace {

ImportResult importData(const QString& name, const QString& section = {})
{
    return importVariantFile(iotest::data(QStringLiteral("import/") + name), ImportFormat::Auto,
        section, iotest::bundled());
}

ImportResult importText(const QString& text, ImportFormat format = ImportFormat::Auto)
{
    return importVariantText(text, QStringLiteral("t"), format, {}, iotest::bundled());
}

// perft of a complete preset's start position; 0 when it does not compile
uint64_t perftOf(const QJsonObject& preset, int depth)
{
    QList<PresetDiagnostic> d;
    const VariantPtr v = compilePreset(preset, QStringLiteral("t"), d);
    if (!v)
        return 0;
    std::optional<Position> pos = readFen(v, v->startFen);
    return pos ? perft(*pos, depth) : 0;
}

const ImportedPreset* named(const ImportResult& r, const QString& source)
{
    for (const ImportedPreset& p : r.presets)
        if (p.source == source)
            return &p;
    return nullptr;
}

QString allNotes(const ImportResult& r)
{
    QStringList lines;
    for (const ImportNote& n : r.notes)
        lines << n.toString();
    return lines.join(u'\n');
}

bool hasNote(const ImportResult& r, int line, const QString& part)
{
    for (const ImportNote& n : r.notes)
        if ((line == 0 || n.line == line) && n.text.contains(part))
            return true;
    return false;
}

// checkCounting with the start position's counts, checkmateValue, doubleStepRegion as the
// pawns' initialRegion and enPassantRegion; an extinction claim is left out, with a note.
void checkFsfGoalKeys(const ImportResult& r)
{
    const ImportedPreset* imported = named(r, QStringLiteral("five-check-horde"));
    QVERIFY2(imported, qPrintable(allNotes(r)));
    const QJsonObject horde = imported->preset;
    const QJsonObject rules = horde.value(u"rules").toObject();
    QCOMPARE(rules.value(u"checkLimit").toInt(), 5);
    QCOMPARE(rules.value(u"checkmate").toString(), QStringLiteral("draw"));
    QVERIFY(!rules.contains(u"extinction"));
    QVERIFY2(hasNote(r, 87, QStringLiteral("extinctionClaim = true: cannot be expressed")),
        qPrintable(allNotes(r)));
    QJsonObject pawn;
    for (const QJsonValue& p : horde.value(u"pieces").toArray())
        if (p.toObject().value(u"id").toString() == u"pawn")
            pawn = p.toObject();
    const QJsonObject regions = horde.value(u"regions").toObject();
    const QJsonObject doubleStep
        = regions.value(pawn.value(u"initialRegion").toString()).toObject();
    QCOMPARE(doubleStep.value(u"first").toArray().size(), 16); // the first two ranks
    QVERIFY(doubleStep.value(u"second").toArray().contains(QStringLiteral("e7")));
    const QJsonObject ep = regions.value(pawn.value(u"enPassantRegion").toString()).toObject();
    QVERIFY(ep.value(u"first").toArray().contains(QStringLiteral("e6")));
    QCOMPARE(ep.value(u"first"), ep.value(u"second"));
    QCOMPARE(perftOf(horde, 1), uint64_t(20));
    // the counts read: White has 5 checks to give, Black 4
    QList<PresetDiagnostic> d;
    const VariantPtr v = compilePreset(horde, QStringLiteral("t"), d);
    QVERIFY(v);
    const std::optional<Position> pos = readFen(v, v->startFen);
    QVERIFY(pos);
    QCOMPARE(pos->checksRemaining(First), 5);
    QCOMPARE(pos->checksRemaining(Second), 4);
}

} // namespace

class TestVariantImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fsfSections()
    {
        const ImportResult r = importData(QStringLiteral("fsf-variants.ini"));
        QCOMPARE(r.presets.size(), 7);
        // Fairy-Stockfish 11.1: capahouse perft 3 = 25228, minishogi perft 3 = 2512
        QCOMPARE(perftOf(named(r, QStringLiteral("capahouse-test"))->preset, 3), uint64_t(25228));
        QCOMPARE(perftOf(named(r, QStringLiteral("minishogi-test"))->preset, 3), uint64_t(2512));
        const QJsonObject centaur = named(r, QStringLiteral("centaurking"))->preset;
        QCOMPARE(perftOf(centaur, 1), uint64_t(22)); // the centaur king leaps to d3 and f3
        QVERIFY(
            perftOf(centaur, 3) > perftOf(iotest::bundled().resolved(QStringLiteral("chess")), 3));
        QCOMPARE(perftOf(named(r, QStringLiteral("courtyard"))->preset, 1),
            uint64_t(10)); // 6 pawns, 2 x 2 grasshoppers
        // a child of a section inherits its parent's king and adds goal rules
        QVERIFY(named(r, QStringLiteral("coffee-centaur"))
            && named(r, QStringLiteral("atomic-giveaway")));
        const QJsonObject coffee
            = named(r, QStringLiteral("coffee-centaur"))->preset.value(u"rules").toObject();
        QVERIFY(coffee.value(u"mustCapture").toBool());
        QCOMPARE(coffee.value(u"extinction").toObject(),
            (QJsonObject{{QStringLiteral("pieces"), QJsonArray{QStringLiteral("*")}},
                {QStringLiteral("result"), QStringLiteral("loss")}}));
        QVERIFY(hasNote(r, 60, QStringLiteral("pocketSize")));
        // what a preset cannot say is reported by line; a parent with no preset is refused
        QVERIFY2(hasNote(r, 70, QStringLiteral("blastOnCapture = true: cannot be expressed")),
            qPrintable(allNotes(r)));
        const QJsonObject giveaway = named(r, QStringLiteral("atomic-giveaway"))->preset;
        QVERIFY(giveaway.value(u"rules").toObject().value(u"mustCapture").toBool());
        QCOMPARE(perftOf(giveaway, 3),
            perftOf(iotest::bundled().resolved(QStringLiteral("giveaway")), 3));
        QVERIFY(hasNote(r, 73, QStringLiteral("built-in variant 'bughouse' has no preset")));
        QVERIFY(!named(r, QStringLiteral("atomic-hill")));
        checkFsfGoalKeys(r);
        // one section by name
        const ImportResult one
            = importData(QStringLiteral("fsf-variants.ini"), QStringLiteral("courtyard"));
        QCOMPARE(one.presets.size(), 1);
        QVERIFY(one.notes.isEmpty());
    }

    // Every bundled preset Fairy-Stockfish can say is written and read back with the same counts.
    // The keys of what a turn is: a placement phase, promotion as a turn of its own, walls,
    // flipping, Shatar's mate rule and bughouse's two boards, read into the preset keys that play
    // them; the placement and flipping sections count as the bundled presets of the same games.
    void fsfTurnKeys()
    {
        const ImportResult r = importText(
            QStringLiteral(R"([placementx:chess]
pieceDrops = true
capturesToHand = false
mustDrop = true
dropOppositeColoredBishop = true
castlingDroppedPiece = true
whiteDropRegion = *1
blackDropRegion = *8
startFen = 8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1

[flipellox]
maxRank = 8
maxFile = h
immobile = p
pieceDrops = true
capturesToHand = false
immobilityIllegal = false
enclosingDrop = reversi
flipEnclosedPieces = reversi
passOnStalemate = true
stalematePieceCount = true
materialCounting = unweighted
startFen = START

[duckx:chess]
wallingRule = duck

[amazonsx:chess]
pawn = -
startFen = 3qk3/8/8/8/8/8/8/3QK3 w - - 0 1
arrowGating = true

[pastx:chess]
wallingRule = sideways

[shatarx:chess]
shatarMateRule = true

[inplacex:makruk]
sittuyinPromotion = true

[dropless:chess]
mustDropType = q

[bughousex:crazyhouse]
twoBoards = true
capturesToHand = false
)")
                .replace(QStringLiteral("START"),
                    QStringLiteral(
                        "8/8/8/3pP3/3Pp3/8/8/"
                        "8["
                        "PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppp"
                        "pppppppppppppppppppppppppppppppppppppppppppppp] w - - 0 1")),
            ImportFormat::Fsf);
        const PresetRegistry& reg = iotest::bundled();
        const auto rulesOf = [&](const char* source) {
            const ImportedPreset* p = named(r, QLatin1String(source));
            return p ? p->preset.value(u"rules").toObject() : QJsonObject();
        };

        const ImportedPreset* placement = named(r, QStringLiteral("placementx"));
        QVERIFY2(placement, qPrintable(allNotes(r)));
        const QJsonObject phase = rulesOf("placementx").value(u"placement").toObject();
        QCOMPARE(phase.value(u"oppositeColours").toArray(), QJsonArray{QStringLiteral("bishop")});
        QCOMPARE(phase.value(u"castlingRoyalSquares").toString(), QStringLiteral("castlingKing"));
        for (int depth = 1; depth <= 3; ++depth)
            QCOMPARE(perftOf(placement->preset, depth),
                perftOf(reg.resolved(QStringLiteral("placement")), depth));

        const ImportedPreset* flipello = named(r, QStringLiteral("flipellox"));
        QVERIFY2(flipello, qPrintable(allNotes(r)));
        const QJsonObject flipping = rulesOf("flipellox").value(u"flipping").toObject();
        QCOMPARE(flipping.value(u"flip").toString(), QStringLiteral("lines"));
        QCOMPARE(flipping.value(u"drops").toString(), QStringLiteral("lines"));
        QVERIFY(flipping.value(u"passWhenStuck").toBool());
        QVERIFY(rulesOf("flipellox").value(u"stalematePieceCount").toBool());
        for (int depth = 1; depth <= 4; ++depth)
            QCOMPARE(perftOf(flipello->preset, depth),
                perftOf(reg.resolved(QStringLiteral("flipello")), depth));

        // Bughouse: the partner's captures fill the hands.
        QVERIFY(rulesOf("bughousex").value(u"handsFromPartner").toBool());
        QVERIFY(!rulesOf("bughousex").value(u"capturesToHand").toBool(true));
        QCOMPARE(rulesOf("duckx").value(u"walling").toString(), QStringLiteral("duck"));
        QCOMPARE(rulesOf("amazonsx").value(u"walling").toString(), QStringLiteral("arrow"));
        QVERIFY(!rulesOf("pastx").contains(u"walling"));
        QVERIFY2(hasNote(r, 0, QStringLiteral("wallingRule = sideways: not a walling rule")),
            qPrintable(allNotes(r)));
        const QJsonObject series = rulesOf("shatarx").value(u"mateSeries").toObject();
        QCOMPARE(series.value(u"shak").toArray(),
            (QJsonArray{
                QStringLiteral("knight"), QStringLiteral("rook"), QStringLiteral("queen")}));
        QCOMPARE(series.value(u"notAlone").toArray(), QJsonArray{QStringLiteral("knight")});
        const ImportedPreset* inPlace = named(r, QStringLiteral("inplacex"));
        QVERIFY(inPlace);
        bool trigger = false;
        for (const QJsonValue& piece : inPlace->preset.value(u"pieces").toArray())
            trigger |= piece.toObject().value(u"promotion").toObject().value(u"trigger")
                == QStringLiteral("inPlace");
        QVERIFY(trigger);
        QVERIFY(!rulesOf("dropless").contains(u"placement"));
        QVERIFY2(hasNote(r, 0, QStringLiteral("mustDropType without mustDrop = true")),
            qPrintable(allNotes(r)));
    }

    void exportRoundTrip()
    {
        const PresetRegistry& reg = iotest::bundled();
        QStringList exported;
        for (const QString& id : reg.ids()) {
            const QJsonObject original = reg.resolved(id);
            const FsfExport out = exportFsf(original);
            if (!out.ok())
                continue;
            exported << id;
            const ImportResult back = importText(out.text, ImportFormat::Fsf);
            QVERIFY2(back.presets.size() == 1, qPrintable(id + u'\n' + out.text + allNotes(back)));
            QVERIFY2(back.notes.isEmpty(), qPrintable(id + u'\n' + allNotes(back)));
            const int depth = original.value(QStringLiteral("board"))
                                  .toObject()
                                  .value(QStringLiteral("files"))
                                  .toInt()
                    > 9
                ? 2
                : 3;
            const uint64_t expected = perftOf(original, depth),
                           actual = perftOf(back.presets[0].preset, depth);
            QVERIFY2(actual == expected,
                qPrintable(QStringLiteral("%1: %2, not %3\n").arg(id).arg(actual).arg(expected)
                    + out.text));
        }
        // Makruk's counting goes out as countingRule and comes back as the same table (over
        // the importer's piece ids), which writes the same line again.
        QVERIFY(exportFsf(reg.resolved(QStringLiteral("makpong")))
                .text.contains(u"makpongRule = true"));
        for (const char* id : {"makruk", "asean", "ai-wok"}) {
            const FsfExport out = exportFsf(reg.resolved(QLatin1String(id)));
            const QString rule = QLatin1String(id) == "asean"
                ? QStringLiteral("countingRule = asean")
                : QStringLiteral("countingRule = makruk");
            QVERIFY2(out.text.contains(rule), qPrintable(out.text));
            const ImportResult back = importText(out.text, ImportFormat::Fsf);
            QVERIFY(back.presets.value(0).preset.value(u"rules").toObject().contains(u"counting"));
            QVERIFY2(exportFsf(back.presets[0].preset).text.contains(rule), id);
        }
        for (const char* id : {"chess", "capablanca", "crazyhouse", "makruk", "gothic", "grand",
                 "knightmate", "3check", "kingofthehill", "racingkings", "antichess", "giveaway",
                 "codrus", "losers", "extinction", "kinglet", "threekings", "horde"})
            QVERIFY2(exported.contains(QLatin1String(id)), qPrintable(exported.join(u' ')));
        qInfo("exported and read back: %s", qPrintable(exported.join(u' ')));
    }

    void exportRefusals()
    {
        const PresetRegistry& reg = iotest::bundled();
        const FsfExport chu = exportFsf(reg.resolved(QStringLiteral("chushogi")));
        QVERIFY(!chu.ok());
        QVERIFY(chu.text.isEmpty());
        QVERIFY2(chu.reasons.join(u'\n').contains(QStringLiteral("rules.lionTrading")),
            qPrintable(chu.reasons.join(u'\n')));
        QVERIFY(chu.reasons.join(u'\n').contains(QStringLiteral("12 x 12")));
        const FsfExport shogi = exportFsf(reg.resolved(QStringLiteral("shogi")));
        QVERIFY(shogi.reasons.join(u'\n').contains(QStringLiteral("pieces.pawn.drop.noStalemate")));
        const FsfExport xiangqi = exportFsf(reg.resolved(QStringLiteral("xiangqi")));
        QVERIFY(xiangqi.reasons.join(u'\n').contains(QStringLiteral("regionMoves")));
    }

    // A rule key the exporter does not know is refused, never dropped: a key added to the
    // preset format later fails loudly until the exporter writes it.
    void exportRefusesUnknownKeys()
    {
        QJsonObject chess = iotest::bundled().resolved(QStringLiteral("chess"));
        QJsonObject rules = chess.value(u"rules").toObject();
        rules.insert(QStringLiteral("futureGoal"), true);
        QJsonObject repetition = rules.value(u"repetition").toObject();
        repetition.insert(QStringLiteral("futureCount"), 2);
        rules.insert(QStringLiteral("repetition"), repetition);
        chess.insert(QStringLiteral("rules"), rules);
        QJsonArray pieces = chess.value(u"pieces").toArray();
        QJsonObject pawn = pieces[0].toObject();
        pawn.insert(QStringLiteral("futurePieceKey"), 1);
        pieces[0] = pawn;
        chess.insert(QStringLiteral("pieces"), pieces);
        const FsfExport out = exportFsf(chess);
        const QString reasons = out.reasons.join(u'\n');
        QVERIFY2(reasons.contains(QStringLiteral("rules.futureGoal: the exporter does not know")),
            qPrintable(reasons));
        QVERIFY2(
            reasons.contains(QStringLiteral("rules.repetition.futureCount")), qPrintable(reasons));
        QVERIFY2(reasons.contains(QStringLiteral(".futurePieceKey")), qPrintable(reasons));
        QVERIFY(out.text.isEmpty());
    }

    // Goal rules whose meaning Fairy-Stockfish's options do not have are refused with the reason.
    void exportGoalRefusals()
    {
        QJsonObject losers = iotest::bundled().resolved(QStringLiteral("losers"));
        QJsonObject rules = losers.value(u"rules").toObject();
        rules.insert(QStringLiteral("extinction"),
            QJsonObject{{QStringLiteral("pieces"), QJsonArray{QStringLiteral("queen")}}});
        losers.insert(QStringLiteral("rules"), rules);
        const QString both = exportFsf(losers).reasons.join(u'\n');
        QVERIFY2(both.contains(QStringLiteral("rules.bareKingWins: needs Fairy-Stockfish's one "
                                              "extinction rule")),
            qPrintable(both));
        QJsonObject chess = iotest::bundled().resolved(QStringLiteral("chess"));
        rules = chess.value(u"rules").toObject();
        rules.insert(QStringLiteral("royalCapture"), true);
        rules.insert(QStringLiteral("checkRule"), false);
        chess.insert(QStringLiteral("rules"), rules);
        const QString royal = exportFsf(chess).reasons.join(u'\n');
        QVERIFY2(royal.contains(QStringLiteral("rules.royalCapture")), qPrintable(royal));
        QVERIFY2(royal.contains(QStringLiteral("rules.checkRule")), qPrintable(royal));
        // Without royals the check rule says nothing: antichess is written
        QVERIFY(exportFsf(iotest::bundled().resolved(QStringLiteral("antichess"))).ok());
    }

    void sjaakExcerpt()
    {
        const ImportResult r = importData(QStringLiteral("sjaak-excerpt.txt"));
        QCOMPARE(r.presets.size(), 2);
        QCOMPARE(
            perftOf(named(r, QStringLiteral("FIDE Chess (8x8)"))->preset, 4), uint64_t(197281));
        const QJsonObject judkins = named(r, QStringLiteral("Judkins' Shogi (6x6)"))->preset;
        QVERIFY(judkins.value(QStringLiteral("rules"))
                .toObject()
                .value(QStringLiteral("hands"))
                .toBool());
        QVERIFY(perftOf(judkins, 2) > 0);
        QVERIFY(hasNote(r, 0, QStringLiteral("perpetual = illegal")));
    }

    void sjaakInstalledFile()
    {
        const QString path = QStringLiteral("/usr/share/games/sjaakii/variants.txt");
        if (!QFile::exists(path))
            QSKIP("Sjaak II's variants.txt is not installed (Debian package sjaakii)");
        const ImportResult r = importVariantFile(path, ImportFormat::Auto, {}, iotest::bundled());
        QVERIFY2(r.presets.size() >= 25, qPrintable(allNotes(r)));
        for (const ImportedPreset& p : r.presets)
            QVERIFY2(perftOf(p.preset, 2) > 0, qPrintable(p.source));
        qInfo("Sjaak II: %d of its variants imported", int(r.presets.size()));
    }

    void xboardCommands()
    {
        const ImportResult fsf = importData(QStringLiteral("fsf-xboard.txt"));
        QCOMPARE(fsf.presets.size(), 2);
        QCOMPARE(perftOf(fsf.presets[1].preset, 3), uint64_t(8902)); // chess, sent as fairy
        QVERIFY(hasNote(fsf, 9, QStringLiteral("'f@5'")));
        QVERIFY(perftOf(fsf.presets[0].preset, 2) > 0); // 5x5+5_shogi
        const ImportResult sjaak = importData(QStringLiteral("sjaak-xboard.txt"));
        QVERIFY(sjaak.presets.size() >= 1);
        QVERIFY(hasNote(sjaak, 16, QStringLiteral("moves 'f' cannot be expressed")));
    }

    void diagram()
    {
        const ImportResult r = importData(QStringLiteral("diagram-capablanca.txt"));
        QCOMPARE(r.presets.size(), 1);
        QVERIFY2(r.notes.isEmpty(), qPrintable(allNotes(r)));
        // Capablanca chess without castling: castling plays no part before depth 3
        QCOMPARE(perftOf(r.presets[0].preset, 2),
            perftOf(iotest::bundled().resolved(QStringLiteral("capablanca")), 2));
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("note");
        const int fsf = int(ImportFormat::Fsf), sjaak = int(ImportFormat::Sjaak);
        const int xboard = int(ImportFormat::XBoard), diagram = int(ImportFormat::Diagram);
        QTest::newRow("truncated section")
            << QStringLiteral("[abc") << fsf << QStringLiteral("not a section header");
        QTest::newRow("key before section")
            << QStringLiteral("maxRank = 8\n") << fsf << QStringLiteral("before any [section]");
        QTest::newRow("wrong type")
            << QStringLiteral(
                   "[x]\nmaxRank = ten\nking = k\nstartFen = 8/8/8/8/8/8/8/K6k w - - 0 1\n")
            << fsf << QStringLiteral("maxRank: must be a whole number from 1 to 10");
        QTest::newRow("huge number") << QStringLiteral(
            "[x]\nnMoveRule = 99999999999999999999999\nking = k\nstartFen = 8/8/8/8/8/8/8/K6k w - "
            "- 0 1\n") << fsf << QStringLiteral("nMoveRule: must be a whole number from 0 to 5000");
        QTest::newRow("unknown key")
            << QStringLiteral(
                   "[x]\nfrobnicate = 3\nking = k\nstartFen = 8/8/8/8/8/8/8/K6k w - - 0 1\n")
            << fsf << QStringLiteral("frobnicate: not a Fairy-Stockfish option");
        QTest::newRow("parent loop")
            << QStringLiteral("[a:b]\n[b:a]\n") << fsf << QStringLiteral("loop");
        QTest::newRow("bad bool") << QStringLiteral(
            "[x]\ncastling = maybe\nking = k\nstartFen = 8/8/8/8/8/8/8/K6k w - - 0 1\n")
                                  << fsf << QStringLiteral("is not true or false");
        QTest::newRow("no pieces")
            << QStringLiteral("[x]\n") << fsf << QStringLiteral("not imported");
        QTest::newRow("sjaak huge board") << QStringLiteral("Variant: x\nBoard: 99999999999x3\n")
                                          << sjaak << QStringLiteral("at most 36x36");
        QTest::newRow("sjaak bad move")
            << QStringLiteral("Variant: x\nBoard: 3x3\nFEN: \"k2/3/2K\"\nPiece: King\nMove: warp "
                              "(1,0)\nSymbol: \"K\", \"K,k\"\nFlags: royal\n")
            << sjaak << QStringLiteral("is not slide, hop, leap");
        QTest::newRow("sjaak truncated")
            << QStringLiteral("Variant: x\nBoard: 8x") << sjaak << QStringLiteral("Board: '8x'");
        QTest::newRow("xboard truncated") << QStringLiteral("setup (PNBRQKpnbrqk) 8x8+0_fai")
                                          << xboard << QStringLiteral("is not 'setup");
        QTest::newRow("xboard huge board") << QStringLiteral("setup (-) 99999x8+0_fairy 8/8 w")
                                           << xboard << QStringLiteral("at most 36 x 36");
        QTest::newRow("diagram huge")
            << QStringLiteral("files=100000000000\nKing:K:K::e1\n") << diagram
            << QStringLiteral("files: must be a whole number from 1 to 36");
        QTest::newRow("diagram bad square") << QStringLiteral("files=8\nKing:K:K::z99\n") << diagram
                                            << QStringLiteral("'z99' is not a square");
        QTest::newRow("nothing") << QString() << int(ImportFormat::Auto)
                                 << QStringLiteral("not a variant definition");
        QTest::newRow("garbage") << QString::fromLatin1("\x01\x02[\xff]\n=\n:::\n")
                                 << int(ImportFormat::Auto) << QString();
    }

    void badInput()
    {
        QFETCH(QString, text);
        QFETCH(int, format);
        QFETCH(QString, note);
        const ImportResult r = importText(text, ImportFormat(format));
        QVERIFY(!r.notes.isEmpty());
        if (!note.isEmpty())
            QVERIFY2(hasNote(r, 0, note), qPrintable(allNotes(r)));
        for (const ImportNote& n : r.notes)
            QVERIFY(n.toString().startsWith(QStringLiteral("t")));
    }

    void formatDetection()
    {
        QCOMPARE(detectImportFormat(QStringLiteral("# x\n[a:chess]\n")), ImportFormat::Fsf);
        QCOMPARE(
            detectImportFormat(QStringLiteral("Variant: x\nBoard: 8x8\n")), ImportFormat::Sjaak);
        QCOMPARE(detectImportFormat(
                     QStringLiteral("feature done=1\nsetup (-) 8x8+0_fairy 8/8/8/8/8/8/8/8 w\n")),
            ImportFormat::XBoard);
        QCOMPARE(detectImportFormat(QStringLiteral("files=8\nranks=8\n")), ImportFormat::Diagram);
        QCOMPARE(detectImportFormat(QStringLiteral("hello")), ImportFormat::Auto);
        QCOMPARE(importFormatFromName(QStringLiteral("sjaak")), ImportFormat::Sjaak);
        QVERIFY(!importFormatFromName(QStringLiteral("pgn")));
    }
};

QTEST_GUILESS_MAIN(TestVariantImport)
#include "tst_variantimport.moc"
