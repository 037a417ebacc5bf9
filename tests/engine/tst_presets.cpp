// SPDX-License-Identifier: GPL-3.0-or-later
// Presets: the bundled ones compile without diagnostics, broken ones give "file: key: message"
// diagnostics, and a child preset inherits everything it does not change.
#include "bigpresets.h"
#include "enginetest.h"
#include "perft.h"

#include <QDir>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace fb;
using fbtest::distinctFourLegLeaps;
using fbtest::presetWith;

namespace {

const QString BadDir = QStringLiteral(FAIRYBOARD_TEST_DATA "/bad-presets");
const QString Knightrider = QStringLiteral(FAIRYBOARD_TEST_DATA "/presets/knightrider-chess.json");

// Each file of tests/data/bad-presets with the diagnostic it must give.
struct BadPreset
{
    const char* file;
    const char* key;
    const char* message;
};
// clang-format off
const BadPreset BadPresets[] = {
    {"unknown-key.json", "bord", "unknown key"},
    {"unknown-piece-key.json", "pieces.knight.moves", "unknown key"},
    {"bad-betza.json", "pieces.knight.betza", "'fmWfcY': unknown atom 'Y' at position 6"},
    {"promotion-target-unknown.json", "pieces.pawn.promotion.to", "no piece with id 'wizard'"},
    {"promotion-zone-unreachable.json", "pieces.pawn.promotion", "can never reach its promotion zone"},
    {"promotion-zone-unknown.json", "pieces.pawn.promotion.zone", "no region named 'farRank'"},
    {"start-does-not-fit.json", "start", "rank 8 has 8 files, the board has 9"},
    {"unknown-parent.json", "inherits", "no preset with id 'chesss'"},
    {"broken-json.json", "(json)", "at offset"},
    {"unknown-family.json", "family", "'go' is not chess, shogi, xiangqi or janggi"},
    {"unknown-category.json", "categories", "'fast' is not chess, drop, shogi, xiangqi, large or other"},
    {"unknown-board-style.json", "board.style", "'hexagonal' is not checkered, shogi, xiangqi or janggi"},
    // Hostile values (issue 12): each used to be read as something else, or crashed.
    {"board-files-fraction.json", "board.files", "must be a whole number from 1 to 36, not 8.5"},
    {"board-files-huge.json", "board.files", "must be a whole number from 1 to 36, not 1e+20"},
    {"board-ranks-string.json", "board.ranks", "must be a whole number from 1 to 36, not \"8\""},
    {"repetition-count-negative.json", "rules.repetition.count", "must be 0 (off) or a whole number from 2 to 1000, not -3"},
    {"repetition-count-one.json", "rules.repetition.count", "must be 0 (off) or a whole number from 2 to 1000, not 1"},
    {"move-count-limit-negative.json", "rules.moveCountLimit", "must be a whole number from 0 to 10000, not -100"},
    {"max-count-zero.json", "pieces.queen.maxCount", "must be a whole number from 1 to 1296, not 0"},
    {"storage-columns-negative.json", "storage.columns", "must be a whole number from 0 to 36, not -3"},
    {"empty-betza.json", "pieces.knight.betza", "must be a non-empty string, not \"\""},
    {"duplicate-file-labels.json", "board.fileLabels[7]", "'a' is used twice"},
    {"ambiguous-labels.json", "board", "the labels make square names ambiguous: 'ab1' (file 'a', rank 'b1')"},
    {"profile-not-object.json", "profiles.fast", "must be an object (a partial preset), not 3"},
    {"profile-renames-preset.json", "profiles.other.id", "not allowed in a profile"},
    {"piece-not-object.json", "pieces[6]", "must be an object, not \"amazon\""},
    {"art-path.json", "pieces.knight.art", "must be an art id (1 to 64 ASCII letters, digits, '-' and '_')"},
    {"caseless-letter.json", "pieces.knight.letter", "'歩' is not a FEN letter"},
    {"promotion-target-twice.json", "pieces.pawn.promotion.to", "'queen' is listed twice"},
    {"drop-as-itself.json", "pieces.knight.drop.as", "a piece is dropped as itself anyway"},
    {"region-move-without-region.json", "pieces.knight.regionMoves[0].region", "missing"},
    {"tables-too-big.json", "(tables)", "; at most 64 MiB"},
    {"too-many-regions.json", "regions", "1026 regions; at most 1024"},
    // What game records call a variant and its pieces (issue 13).
    {"records-unknown-format.json", "records.impliedBy[1]", "'kiff' is not a record format (pgn, uci, usi, ucci, kif, csa, gib, gamecourier)"},
    {"records-handicap-does-not-fit.json", "records.handicaps[0].start", "the board has 5"},
    {"records-kif-without-move.json", "pieces.knight.records.kif.move", "missing"},
};
// clang-format on

QJsonObject pieceById(const QJsonObject& preset, const QString& id)
{
    for (const QJsonValue& p : preset.value(QStringLiteral("pieces")).toArray())
        if (p.toObject().value(QStringLiteral("id")).toString() == id)
            return p.toObject();
    return {};
}

} // namespace

class TestPresets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bundledCompile_data();
    void bundledCompile();
    void bundledFilesCheckClean();
    void bundledShapes();
    void badPresets_data();
    void badPresets();
    void everyBadPresetIsCovered();
    void childChangesOnePiece();
    void profiles();
    void profileWords();
    void secondKing();
    void mergeRules();
    void pieceTypeLimit();
    void promotedFormsCount();
    void tableLimit();
    void estimateBoundsTables();
    void presetFileLimit();
    void labelsReadBack();
    void manyRegionsKeepAttacks();
    void countLimits();
    void everyProblemAtOnce();
};

void TestPresets::bundledCompile_data()
{
    QTest::addColumn<QString>("id");
    const QStringList ids = fbtest::bundled().ids();
    for (const char* id :
        {"chess", "chess960", "capablanca", "shatranj", "makruk", "grand", "xiangqi"})
        QVERIFY2(ids.contains(QLatin1String(id)), id);
    for (const QString& id : ids)
        QTest::newRow(qPrintable(id)) << id;
}

void TestPresets::bundledCompile()
{
    QFETCH(QString, id);
    const PresetRegistry& reg = fbtest::bundled();
    QVERIFY(reg.diagnostics().isEmpty());
    QList<PresetDiagnostic> diags;
    const VariantPtr v = reg.variant(id, {}, &diags);
    QVERIFY2(v && diags.isEmpty(), qPrintable(diags.value(0).toString()));
    QCOMPARE(v->id, id);
    QVERIFY(!v->name.isEmpty());
    // The New Game dialog lists every bundled preset on the shelves it names (REFERENCE.md).
    QVERIFY2(reg.resolved(id).contains(QStringLiteral("categories")), "no categories");
    QVERIFY(v->pieceCount() > 0);
    QVERIFY(readFen(v, v->startFen));
    for (const QString& profile : reg.profiles(id)) {
        QVERIFY2(reg.variant(id, profile, &diags), qPrintable(profile));
        QVERIFY2(diags.isEmpty(), qPrintable(diags.value(0).toString()));
    }
    // The compiled tables hold one entry per piece type and side.
    QCOMPARE(int(v->tables().pieceTables.size()), 2 * v->pieceCount());
}

void TestPresets::bundledFilesCheckClean()
{
    const PresetRegistry& reg = fbtest::bundled();
    const QStringList files
        = QDir(QStringLiteral(":/presets")).entryList({QStringLiteral("*.json")});
    QVERIFY(files.size() >= 7);
    for (const QString& name : files) {
        const QList<PresetDiagnostic> diags = reg.check(QStringLiteral(":/presets/") + name);
        QVERIFY2(diags.isEmpty(), qPrintable(name + u' ' + diags.value(0).toString()));
    }
}

// A few facts of each bundled preset that the inheritance and compile steps must keep.
void TestPresets::bundledShapes()
{
    const PresetRegistry& reg = fbtest::bundled();
    struct Shape
    {
        const char* id;
        int files, ranks, pieces;
        const char* royal;
    };
    for (const Shape& s : {Shape{"chess", 8, 8, 6, "king"}, Shape{"chess960", 8, 8, 6, "king"},
             Shape{"capablanca", 10, 8, 8, "king"}, Shape{"shatranj", 8, 8, 6, "king"},
             Shape{"makruk", 8, 8, 6, "king"}, Shape{"grand", 10, 10, 8, "king"},
             Shape{"xiangqi", 9, 10, 7, "general"}}) {
        const VariantPtr v = reg.variant(QLatin1String(s.id));
        QVERIFY2(v, s.id);
        QCOMPARE(v->geometry.files(), s.files);
        QCOMPARE(v->geometry.ranks(), s.ranks);
        QCOMPARE(v->pieceCount(), s.pieces);
        const PieceType royal = v->pieceById(QLatin1String(s.royal));
        QVERIFY2(royal != NoPieceType && v->pieces[size_t(royal)].royal, s.id);
    }
    QVERIFY(reg.variant(QStringLiteral("xiangqi"))->rules.kingsMayNotFace);
    QCOMPARE(reg.variant(QStringLiteral("shatranj"))->rules.goals.stalemate, Outcome::Loss);
    QVERIFY(reg.variant(QStringLiteral("chess960"))->rules.castling.kingTakesPartner);
    QCOMPARE(
        reg.variant(QStringLiteral("makruk"))->pieceById(QStringLiteral("queen")), NoPieceType);
}

void TestPresets::badPresets_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("message");
    for (const BadPreset& b : BadPresets)
        QTest::newRow(b.file) << QString::fromLatin1(b.file) << QString::fromLatin1(b.key)
                              << QString::fromUtf8(b.message);
}

void TestPresets::badPresets()
{
    QFETCH(QString, file);
    QFETCH(QString, key);
    QFETCH(QString, message);
    const QString path = BadDir + u'/' + file;
    QVERIFY(QFile::exists(path));
    const QList<PresetDiagnostic> diags = fbtest::bundled().check(path);
    QVERIFY(!diags.isEmpty());
    QStringList all;
    for (const PresetDiagnostic& d : diags)
        all << d.toString();
    const auto hit = std::find_if(diags.begin(), diags.end(),
        [&](const PresetDiagnostic& d) { return d.key == key && d.message.contains(message); });
    QVERIFY2(hit != diags.end(), qPrintable(all.join(u'\n')));
    QCOMPARE(hit->file, path);
    QCOMPARE(
        hit->toString(), path + QStringLiteral(": ") + key + QStringLiteral(": ") + hit->message);

    // Loaded into a registry, the preset does not compile and says why.
    PresetRegistry reg = fbtest::bundled();
    const QString id = reg.addFile(path);
    if (id.isEmpty()) {
        QVERIFY(!reg.diagnostics().isEmpty());
        return;
    }
    QList<PresetDiagnostic> compileDiags;
    QVERIFY(!reg.variant(id, {}, &compileDiags));
    QVERIFY(!compileDiags.isEmpty());
}

void TestPresets::everyBadPresetIsCovered()
{
    QStringList covered;
    for (const BadPreset& b : BadPresets)
        covered << QString::fromLatin1(b.file);
    covered.sort();
    QCOMPARE(QDir(BadDir).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name), covered);
}

// A child preset that redefines only the knight: the knight rides, all else is chess.
void TestPresets::childChangesOnePiece()
{
    PresetRegistry reg = fbtest::bundled();
    QCOMPARE(reg.addFile(Knightrider), QStringLiteral("knightrider-chess"));
    QVERIFY(reg.check(Knightrider).isEmpty());

    const QJsonObject chess = reg.resolved(QStringLiteral("chess"));
    const QJsonObject child = reg.resolved(QStringLiteral("knightrider-chess"));
    QCOMPARE(child.value(QStringLiteral("pieces")).toArray().size(), 6);
    const QJsonObject knight = pieceById(child, QStringLiteral("knight"));
    QCOMPARE(knight.value(QStringLiteral("betza")).toString(), QStringLiteral("NN"));
    QCOMPARE(knight.value(QStringLiteral("letter")).toString(), QStringLiteral("N"));
    for (const char* id : {"pawn", "bishop", "rook", "queen", "king"})
        QCOMPARE(pieceById(child, QLatin1String(id)), pieceById(chess, QLatin1String(id)));
    QCOMPARE(child.value(QStringLiteral("rules")), chess.value(QStringLiteral("rules")));
    QCOMPARE(child.value(QStringLiteral("start")), chess.value(QStringLiteral("start")));

    QList<PresetDiagnostic> diags;
    const VariantPtr v = reg.variant(QStringLiteral("knightrider-chess"), {}, &diags);
    QVERIFY2(v, qPrintable(diags.value(0).toString()));
    QCOMPARE(v->parentId, QStringLiteral("chess"));
    std::optional<Position> pos = readFen(v, v->startFen);
    QVERIFY(pos);
    // b1: a3, c3, d5 and e7 (capturing at the end of the ride); g1: h3, f3, e5, d7; 16 pawn moves.
    const QStringList moves = fbtest::legalMoves(*pos);
    QCOMPARE(moves.size(), 24);
    for (const char* m : {"b1a3", "b1c3", "b1d5", "b1e7", "g1h3", "g1f3", "g1e5", "g1d7"})
        QVERIFY2(moves.contains(QLatin1String(m)), m);
    QCOMPARE(perft(*pos, 1), quint64(24));
    // Castling is inherited too.
    pos = readFen(v, QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    QVERIFY(pos);
    QVERIFY(fbtest::legalMoves(*pos).contains(QStringLiteral("e1g1")));
}

void TestPresets::profiles()
{
    PresetRegistry reg = fbtest::bundled();
    QCOMPARE(reg.addFile(Knightrider), QStringLiteral("knightrider-chess"));
    QCOMPARE(reg.profiles(QStringLiteral("knightrider-chess")),
        QStringList{QStringLiteral("nocastling")});
    const VariantPtr v
        = reg.variant(QStringLiteral("knightrider-chess"), QStringLiteral("nocastling"));
    QVERIFY(v);
    std::optional<Position> pos = readFen(v, QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1"));
    QVERIFY(pos);
    QVERIFY(!fbtest::legalMoves(*pos).contains(QStringLiteral("e1g1")));
    QList<PresetDiagnostic> diags;
    QVERIFY(!reg.variant(QStringLiteral("knightrider-chess"), QStringLiteral("nosuch"), &diags));
    QVERIFY(std::any_of(diags.begin(), diags.end(), [](const PresetDiagnostic& d) {
        return d.key == u"profiles" && d.message.contains(u"'nosuch'");
    }));
}

// Rule sets have display names and descriptions; ids stay ids, and a profile's words do not
// rename the variant.
void TestPresets::profileWords()
{
    const PresetRegistry& reg = fbtest::bundled();
    const QList<RuleProfile> shogi = reg.ruleProfiles(QStringLiteral("shogi"));
    QCOMPARE(shogi.size(), 3);
    QCOMPARE(shogi[0].id, QString());
    QCOMPARE(shogi[0].name, QStringLiteral("Standard rules"));
    QVERIFY(!shogi[0].description.isEmpty());
    QStringList ids;
    for (const RuleProfile& p : shogi) {
        ids << p.id;
        QVERIFY2(!p.description.isEmpty(), qPrintable(p.id));
    }
    QCOMPARE(ids, (QStringList{QString(), QStringLiteral("mate-only"), QStringLiteral("strict")}));
    QCOMPARE(reg.profileName(QStringLiteral("shogi"), QStringLiteral("mate-only")),
        QStringLiteral("Pawn-drop mate only"));
    QCOMPARE(reg.profileName(QStringLiteral("chushogi"), QStringLiteral("msm")),
        QStringLiteral("Middle Shogi Manual"));
    QCOMPARE(reg.profileName(QStringLiteral("chushogi"), QString()),
        QStringLiteral("Standard rules (HaChu)"));
    QCOMPARE(reg.profileName(QStringLiteral("chushogi"), QStringLiteral("nosuch")),
        QStringLiteral("nosuch"));
    // Every profile of every bundled preset has its words; presets without words for their
    // default rules say "Default rules".
    for (const QString& id : reg.ids()) {
        const QList<RuleProfile> list = reg.ruleProfiles(id);
        QVERIFY2(!list.isEmpty() && list[0].id.isEmpty(), qPrintable(id));
        for (const RuleProfile& p : list.mid(1))
            QVERIFY2(p.name != p.id && !p.description.isEmpty(), qPrintable(id + u' ' + p.id));
    }
    QCOMPARE(reg.ruleProfiles(QStringLiteral("chess")).size(), 1);
    QCOMPARE(reg.ruleProfiles(QStringLiteral("chess"))[0].name, QStringLiteral("Default rules"));
    QVERIFY(reg.ruleProfiles(QStringLiteral("nosuch")).isEmpty());
    const VariantPtr msm = reg.variant(QStringLiteral("chushogi"), QStringLiteral("msm"));
    QVERIFY(msm);
    QCOMPARE(msm->name, QStringLiteral("Chu Shogi"));

    // Wrong types and unknown keys are errors.
    QJsonObject preset = reg.resolved(QStringLiteral("chess"));
    preset[QStringLiteral("defaultRules")] = QJsonObject{{"name", 3}, {"colour", "x"}};
    preset[QStringLiteral("profiles")] = QJsonObject{{"p", QJsonObject{{"description", true}}}};
    QList<PresetDiagnostic> diags;
    compilePreset(preset, QStringLiteral("test"), diags);
    QStringList keys;
    for (const PresetDiagnostic& d : diags)
        keys << d.key;
    QVERIFY2(keys.contains(u"defaultRules.name"), qPrintable(keys.join(u' ')));
    QVERIFY2(keys.contains(u"defaultRules.colour"), qPrintable(keys.join(u' ')));
    QVERIFY2(keys.contains(u"profiles.p.description"), qPrintable(keys.join(u' ')));
}

// Shogi sets draw the second player's king as the Jeweled General (玉将).
void TestPresets::secondKing()
{
    for (const char* id : {"shogi", "minishogi", "chushogi", "kyotoshogi", "yarishogi"}) {
        const VariantPtr v = fbtest::bundled().variant(QLatin1String(id));
        QVERIFY2(v, id);
        const PieceType king = v->pieceById(QStringLiteral("king"));
        const PieceDefinition& d = v->pieces[size_t(king)];
        QCOMPARE(d.artFor(First), QStringLiteral("king"));
        QCOMPARE(d.artFor(Second), QStringLiteral("king-jewel"));
        QCOMPARE(d.nameFor(First), QStringLiteral("King"));
        QCOMPARE(d.nameFor(Second), QStringLiteral("Jeweled General"));
        QCOMPARE(pieceDisplayName(*v, king, Second), QStringLiteral("Jeweled General"));
    }
    // Other pieces and other families draw both sides alike.
    const VariantPtr chess = fbtest::bundled().variant(QStringLiteral("chess"));
    const PieceType king = chess->pieceById(QStringLiteral("king"));
    QCOMPARE(chess->pieces[size_t(king)].artFor(Second), QStringLiteral("king"));
    QCOMPARE(pieceDisplayName(*chess, king, Second), QStringLiteral("King"));
    QJsonObject preset = fbtest::bundled().resolved(QStringLiteral("chess"));
    QJsonArray pieces = preset.value(QStringLiteral("pieces")).toArray();
    QJsonObject first = pieces[0].toObject();
    first[QStringLiteral("second")] = QJsonObject{{"glyph", "x"}};
    pieces[0] = first;
    preset[QStringLiteral("pieces")] = pieces;
    QList<PresetDiagnostic> diags;
    compilePreset(preset, QStringLiteral("test"), diags);
    QVERIFY(std::any_of(diags.begin(), diags.end(),
        [](const PresetDiagnostic& d) { return d.key.endsWith(u".second.glyph"); }));
}

// Objects merge key by key, arrays replace, pieces merge by id and "remove" drops one.
void TestPresets::mergeRules()
{
    const QJsonObject parent{{"board", QJsonObject{{"files", 8}, {"ranks", 8}}}, {"abstract", true},
        {"tags", QJsonArray{"a", "b"}},
        {"pieces",
            QJsonArray{QJsonObject{{"id", "p"}, {"betza", "fW"}, {"letter", "P"}},
                QJsonObject{{"id", "q"}, {"betza", "Q"}}}}};
    const QJsonObject child{{"board", QJsonObject{{"files", 10}}}, {"tags", QJsonArray{"c"}},
        {"pieces",
            QJsonArray{QJsonObject{{"id", "p"}, {"betza", "fmWfcF"}},
                QJsonObject{{"id", "q"}, {"remove", true}},
                QJsonObject{{"id", "n"}, {"betza", "N"}}}}};
    const QJsonObject m = mergePreset(parent, child);
    QCOMPARE(m.value("board").toObject(), (QJsonObject{{"files", 10}, {"ranks", 8}}));
    QCOMPARE(m.value("tags").toArray(), QJsonArray{"c"});
    QVERIFY(!m.contains("abstract"));
    const QJsonArray pieces = m.value("pieces").toArray();
    QCOMPARE(pieces.size(), 2);
    QCOMPARE(
        pieces[0].toObject(), (QJsonObject{{"id", "p"}, {"betza", "fmWfcF"}, {"letter", "P"}}));
    QCOMPARE(pieces[1].toObject(), (QJsonObject{{"id", "n"}, {"betza", "N"}}));
}

// A preset may define VariantDefinition::MaxPieceTypes piece types; one more is refused with
// its count and the limit, before anything is compiled (32,768 used to wrap PieceType and crash).
// At the limit the preset is read through (its duplicate letters are the only complaints).
void TestPresets::pieceTypeLimit()
{
    auto withCount = [](int count) {
        QJsonArray pieces;
        pieces.append(
            QJsonObject{{"id", "king"}, {"letter", "K"}, {"betza", "K"}, {"royal", true}});
        for (int i = 1; i < count; ++i)
            pieces.append(
                QJsonObject{{"id", QStringLiteral("p%1").arg(i)}, {"letter", "P"}, {"betza", "W"}});
        return QJsonObject{{"id", "many"}, {"board", QJsonObject{{"files", 8}, {"ranks", 8}}},
            {"pieces", pieces}, {"start", "k7/8/8/8/8/8/8/K7 w - - 0 1"}};
    };
    QList<PresetDiagnostic> diags;
    compilePreset(withCount(VariantDefinition::MaxPieceTypes), QStringLiteral("test"), diags);
    QVERIFY(!diags.isEmpty());
    for (const PresetDiagnostic& d : std::as_const(diags))
        QVERIFY2(d.message.contains(QStringLiteral("letter")), qPrintable(d.toString()));
    for (const int count : {VariantDefinition::MaxPieceTypes + 1, 40000}) {
        diags.clear();
        QVERIFY(!compilePreset(withCount(count), QStringLiteral("test"), diags));
        QCOMPARE(diags.size(), 1);
        QCOMPARE(diags.first().key, QStringLiteral("pieces"));
        QCOMPARE(diags.first().message, QStringLiteral("%1 piece types; at most 1024").arg(count));
    }
}

// crazyhouse's promoted forms count as piece types: a preset whose forms would pass the limit
// is refused with the count (the twins used to be added without a limit, past what a
// PieceType numbers).
void TestPresets::promotedFormsCount()
{
    QJsonObject preset = presetWith(8, 8, 1000, QStringLiteral("W"));
    QJsonArray pieces = preset.value(QStringLiteral("pieces")).toArray();
    QJsonArray targets; // the pieces with plain letters: the others ('+') get no promoted form
    for (int i = 2; i < 1000; i += 2)
        targets.append(QStringLiteral("p%1").arg(i));
    QJsonObject first = pieces[1].toObject();
    first[QStringLiteral("promotion")] = QJsonObject{{"to", targets}, {"zone", "last"}};
    pieces[1] = first;
    preset[QStringLiteral("pieces")] = pieces;
    preset[QStringLiteral("regions")] = QJsonObject{{"last", QJsonArray{"*8"}}};
    preset[QStringLiteral("rules")] = QJsonObject{{"promotedPiecesDemote", true}};
    QList<PresetDiagnostic> diags;
    QVERIFY(!compilePreset(preset, QStringLiteral("test"), diags));
    QCOMPARE(diags.size(), 1);
    QCOMPARE(diags[0].key, QStringLiteral("rules.promotedPiecesDemote"));
    QCOMPARE(diags[0].message,
        QStringLiteral("with their promoted forms the pieces make 1499 piece types; at most 1024"));
    // Without the rule the same pieces compile.
    preset[QStringLiteral("rules")] = QJsonObject{};
    diags.clear();
    QVERIFY2(compilePreset(preset, QStringLiteral("test"), diags),
        qPrintable(diags.value(0).toString()));
}

// The compiled tables are estimated before they are built: a 36 x 36 board with the most piece
// types compiles when its pieces step, and is refused, naming the estimate and the limit, when
// one leaps 35 squares (the padding makes every table 8 times larger); so is one piece with
// 60 different four-leg moves.
void TestPresets::tableLimit()
{
    const int most = VariantDefinition::MaxPieceTypes;
    QList<PresetDiagnostic> diags;
    const VariantPtr fits = compilePreset(
        presetWith(36, 36, most, QStringLiteral("K")), QStringLiteral("test"), diags);
    QVERIFY2(fits, qPrintable(diags.value(0).toString()));
    QCOMPARE(fits->pieceCount(), most);
    QVERIFY(readFen(fits, fits->startFen));

    for (const QJsonObject& preset : {presetWith(36, 36, most, QStringLiteral("K(35,35)")),
             presetWith(8, 8, 2, distinctFourLegLeaps(60))}) {
        diags.clear();
        QVERIFY(!compilePreset(preset, QStringLiteral("test"), diags));
        QCOMPARE(diags.size(), 1);
        QCOMPARE(diags[0].key, QStringLiteral("(tables)"));
        static const QRegularExpression message(QStringLiteral(
            "^the compiled tables would take about (\\d+\\.\\d\\d) MiB \\(a (\\d+) x (\\d+) board "
            "padded to "
            "\\d+ cells, \\d+ piece types, (more than )?\\d+ move paths\\); at most 64 MiB$"));
        const QRegularExpressionMatch m = message.match(diags[0].message);
        QVERIFY2(m.hasMatch(), qPrintable(diags[0].message));
        QVERIFY(m.captured(1).toDouble() > 64);
        QCOMPARE(m.captured(2).toInt(), preset.value("board").toObject().value("files").toInt());
    }
}

// The estimate is an upper bound of what the tables take, for every bundled preset (and each
// of its rule profiles) and for the largest generated one.
void TestPresets::estimateBoundsTables()
{
    QList<VariantPtr> variants;
    const PresetRegistry& reg = fbtest::bundled();
    for (const QString& id : reg.ids()) {
        variants << reg.variant(id);
        for (const QString& profile : reg.profiles(id))
            variants << reg.variant(id, profile);
    }
    QList<PresetDiagnostic> diags;
    variants << compilePreset(
        presetWith(36, 36, 1024, QStringLiteral("K")), QStringLiteral("test"), diags)
             << compilePreset(
                    presetWith(36, 36, 2, distinctFourLegLeaps(20)), QStringLiteral("test"), diags)
             << compilePreset(fbtest::presetOfRiders(400), QStringLiteral("test"), diags);
    for (const VariantPtr& v : std::as_const(variants)) {
        QVERIFY(v);
        const TableEstimate e = estimateMoveTables(*v, VariantDefinition::MaxTableBytes);
        const size_t actual = fbtest::tableBytes(*v);
        QVERIFY2(actual <= e.bytes && !e.partial,
            qPrintable(
                QStringLiteral("%1: %2 bytes, estimated %3").arg(v->id).arg(actual).arg(e.bytes)));
        QVERIFY2(e.bytes < VariantDefinition::MaxTableBytes, qPrintable(v->id));
    }
}

// A preset file is read up to 1 MiB, never to its end: a larger file, or a device without
// end, is refused with the limit.
void TestPresets::presetFileLimit()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QByteArray json = QByteArrayLiteral("{\"id\": \"padded\", \"inherits\": \"chess\"}");
    const QString fits = dir.filePath(QStringLiteral("fits.json"));
    QVERIFY(
        fbtest::writeFile(fits, json + QByteArray(PresetLimits::MaxFileBytes - json.size(), ' ')));
    const QString over = dir.filePath(QStringLiteral("over.json"));
    QVERIFY(fbtest::writeFile(
        over, json + QByteArray(PresetLimits::MaxFileBytes - json.size() + 1, ' ')));
    PresetRegistry reg = fbtest::bundled();
    QCOMPARE(reg.addFile(fits), QStringLiteral("padded"));
    QStringList refused{over};
    if (QFile::exists(QStringLiteral("/dev/zero")))
        refused << QStringLiteral("/dev/zero");
    for (const QString& path : std::as_const(refused)) {
        QVERIFY(reg.addFile(path).isEmpty());
        QCOMPARE(reg.diagnostics().last().toString(),
            path
                + QStringLiteral(
                    ": (file): larger than 1024 KiB; a preset file may have at most 1024 KiB"));
    }
}

// Labels: unique, plain, and every square name reads back as its square; shogi's labels do.
void TestPresets::labelsReadBack()
{
    auto labelProblems = [](const QJsonArray& files, const QJsonArray& ranks) {
        QJsonObject preset = fbtest::bundled().resolved(QStringLiteral("chess"));
        preset[QStringLiteral("board")] = QJsonObject{{"fileLabels", files}, {"rankLabels", ranks}};
        QList<PresetDiagnostic> diags;
        compilePreset(preset, QStringLiteral("test"), diags);
        QStringList out;
        for (const PresetDiagnostic& d : diags)
            out << d.key + QStringLiteral(": ") + d.message;
        return out;
    };
    const QJsonArray letters{"a", "b", "c", "d", "e", "f", "g", "h"};
    const QJsonArray digits{"1", "2", "3", "4", "5", "6", "7", "8"};
    QCOMPARE(labelProblems(letters, digits), QStringList());
    QCOMPARE(labelProblems(QJsonArray{"a", "b", "c", "d", "e f", "f", "g", "h"}, digits),
        QStringList{QStringLiteral("board.fileLabels[4]: 'e f' holds white space, '*', '-' or an "
                                   "unprintable character")});
    QCOMPARE(labelProblems(letters, QJsonArray{"1", "2", "3", "4", "5", "6", "7", "7"}),
        QStringList{QStringLiteral("board.rankLabels[7]: '7' is used twice")});
    // Digits for files and ranks: "11" is file 1, rank 1 or file 11 ... only while no label
    // continues another.
    const QStringList ambiguous = labelProblems(QJsonArray{"1", "2", "3", "4", "5", "6", "7", "12"},
        QJsonArray{"1", "2", "3", "4", "5", "6", "7", "8"});
    // (chess's castling files "c" and "g" are no files here either)
    const QStringList board = ambiguous.filter(QRegularExpression(QStringLiteral("^board")));
    QVERIFY2(board.size() == 1, qPrintable(ambiguous.join(u'\n')));
    QVERIFY2(board[0].startsWith(QStringLiteral(
                 "board: the labels make square names ambiguous: '12' (file '1', rank '2')")),
        qPrintable(board[0]));
}

// Attack rays are kept per side: with 1000 regions, a region move's ray of the first side used to
// share its key with an ordinary ray of the second side (a key of side * 1000 + region), so the
// second side's attacks went to the wrong ray. The legal moves must not depend on how many
// regions the preset has.
void TestPresets::manyRegionsKeepAttacks()
{
    const QJsonObject few{{"id", "few"}, {"regions", QJsonObject{{"zone", QJsonArray{"e4"}}}},
        {"pieces",
            QJsonArray{
                QJsonObject{{"id", "king"}, {"letter", "K"}, {"betza", "K"}, {"royal", true}},
                QJsonObject{{"id", "wazir"}, {"letter", "W"}, {"betza", "W"},
                    {"regionMoves", QJsonArray{QJsonObject{{"region", "zone"}, {"betza", "W"}}}}}}},
        {"start", "7k/8/8/3w4/3K4/8/8/8 w - - 0 1"}};
    QJsonObject many = few;
    QJsonObject regions = few.value(QStringLiteral("regions")).toObject();
    for (int i = 0; i < 999; ++i) // named to come before "zone": it is region 999
        regions[QStringLiteral("r%1").arg(i, 4, 10, QLatin1Char('0'))] = QJsonArray{"a8"};
    many[QStringLiteral("regions")] = regions;
    QList<PresetDiagnostic> diags;
    const VariantPtr a = compilePreset(few, QStringLiteral("few"), diags);
    const VariantPtr b = compilePreset(many, QStringLiteral("many"), diags);
    QVERIFY2(a && b, qPrintable(diags.value(0).toString()));
    QCOMPARE(b->regionIndex(QStringLiteral("zone")), 999);
    for (const char* fen : {"7k/8/8/3w4/3K4/8/8/8 w - - 0 1", "7k/8/8/4w3/3K4/8/8/8 w - - 0 1",
             "8/8/3k4/8/3W4/8/8/K7 b - - 0 1", "8/8/8/3k4/4W3/8/8/K7 b - - 0 1"}) {
        std::optional<Position> pa = readFen(a, QLatin1String(fen));
        std::optional<Position> pb = readFen(b, QLatin1String(fen));
        QVERIFY(pa && pb);
        QCOMPARE(pb->inCheck(pb->sideToMove()), pa->inCheck(pa->sideToMove()));
        QCOMPARE(fbtest::legalMoves(*pb), fbtest::legalMoves(*pa));
    }
}

// Rule profiles and XBetza text are counted before anything is read: more than their limits
// are refused with the count and the limit, and `check` does not compile 65 profiles.
void TestPresets::countLimits()
{
    const QJsonObject chess = fbtest::bundled().resolved(QStringLiteral("chess"));
    QJsonObject profiles;
    for (int i = 0; i < PresetLimits::MaxRuleProfiles; ++i)
        profiles[QStringLiteral("p%1").arg(i)] = QJsonObject{};
    QJsonObject preset = chess;
    preset[QStringLiteral("profiles")] = profiles;
    QList<PresetDiagnostic> diags;
    QVERIFY2(compilePreset(preset, QStringLiteral("test"), diags),
        qPrintable(diags.value(0).toString()));
    profiles[QStringLiteral("one-more")] = QJsonObject{};
    preset[QStringLiteral("profiles")] = profiles;
    QVERIFY(!compilePreset(preset, QStringLiteral("test"), diags));
    QCOMPARE(diags.size(), 1);
    QCOMPARE(diags[0].toString(), QStringLiteral("test: profiles: 65 rule profiles; at most 64"));

    // 65,536 characters of XBetza fit (a knight's "N" written again and again), one more does not.
    preset = chess;
    QJsonArray pieces = preset.value(QStringLiteral("pieces")).toArray();
    qsizetype others = 0;
    for (const QJsonValue& p : std::as_const(pieces))
        if (p.toObject().value(QStringLiteral("id")).toString() != u"knight")
            others += p.toObject().value(QStringLiteral("betza")).toString().size();
    for (int extra : {0, 1}) {
        for (QJsonValueRef p : pieces)
            if (p.toObject().value(QStringLiteral("id")).toString() == u"knight") {
                QJsonObject knight = p.toObject();
                const qsizetype length = PresetLimits::MaxXBetzaCharacters - others + extra;
                knight[QStringLiteral("betza")] = QStringLiteral("fN").repeated(length / 2)
                    + (length % 2 ? QStringLiteral("N") : QString());
                p = knight;
            }
        preset[QStringLiteral("pieces")] = pieces;
        diags.clear();
        const VariantPtr v = compilePreset(preset, QStringLiteral("test"), diags);
        QCOMPARE(bool(v), extra == 0);
        if (extra)
            QCOMPARE(diags.value(0).toString(),
                QStringLiteral("test: pieces: 65537 characters of XBetza in the betza strings; at "
                               "most 65536"));
    }
}

// Unknown keys do not hide the other problems of a preset (the app shows them all at once);
// values of the wrong type or range are all reported, and nothing is built from them.
void TestPresets::everyProblemAtOnce()
{
    QJsonObject preset = fbtest::bundled().resolved(QStringLiteral("chess"));
    preset = mergePreset(preset,
        QJsonObject{{"colour", "blue"},
            {"pieces", QJsonArray{QJsonObject{{"id", "knight"}, {"betza", "N!"}, {"size", 2}}}}});
    QList<PresetDiagnostic> diags;
    QVERIFY(!compilePreset(preset, QStringLiteral("test"), diags));
    QStringList keys;
    for (const PresetDiagnostic& d : std::as_const(diags))
        keys << d.key;
    QCOMPARE(keys,
        (QStringList{QStringLiteral("colour"), QStringLiteral("pieces.knight.size"),
            QStringLiteral("pieces.knight.betza")}));

    preset = mergePreset(preset,
        QJsonObject{{"board", QJsonObject{{"files", 8.5}, {"ranks", 0}}},
            {"rules", QJsonObject{{"pass", "yes"}}}});
    diags.clear();
    QVERIFY(!compilePreset(preset, QStringLiteral("test"), diags));
    keys.clear();
    for (const PresetDiagnostic& d : std::as_const(diags))
        keys << d.key;
    keys.sort();
    QCOMPARE(keys,
        (QStringList{QStringLiteral("board.files"), QStringLiteral("board.ranks"),
            QStringLiteral("colour"), QStringLiteral("pieces.knight.size"),
            QStringLiteral("rules.pass")}));
}

QTEST_GUILESS_MAIN(TestPresets)
#include "tst_presets.moc"
