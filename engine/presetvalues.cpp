// SPDX-License-Identifier: GPL-3.0-or-later
// The preset format as data: every key of every object with what its value accepts, checked
// before anything is built; and the readers of lists and references the builders share.
#include "presetparts.h"

#include "position.h"

#include <QRegularExpression>

#include <cmath>
#include <span>
#include <string_view>

namespace fb::preset {

namespace {

enum class Kind : uint8_t
{
    Text, ///< a string, possibly empty (descriptions)
    Name, ///< a non-empty string (ids, names, references, enumerations, XBetza)
    ArtId, ///< a non-empty string of ASCII letters, digits, '-' and '_'
    Bool, ///< true or false
    Int, ///< a whole number from min to max, or `off`
    Names, ///< a non-empty string or an array of them
    Object, ///< an object with `keys`
    Objects, ///< an array of objects with `keys`
    Regions, ///< an object: each value a list of square specs, or an object with `keys`
    Profiles, ///< an object of objects (partial presets)
};

struct KeySpec
{
    std::string_view name;
    Kind kind;
    std::span<const KeySpec> keys = {}; ///< Object, Objects, Regions: the keys inside
    int min = 0; ///< Int: the range
    int max = 0;
    int off = -1; ///< Int: one more accepted value outside the range (it turns a rule off)
};
using Keys = std::span<const KeySpec>;

// The ranges REFERENCE.md documents (tests/engine/tst_reference.cpp checks them against this
// loader).
constexpr int MaxBoardSquares = BoardGeometry::MaxFiles * BoardGeometry::MaxRanks;
constexpr int MaxRepetitionCount = 1000;
constexpr int MaxJumpRank = 15;
constexpr int MaxMoveCountLimit = 10000;
constexpr int MaxCheckLimit = Position::MaxCheckCount;

constexpr KeySpec RuleWordsKeys[] = {{"name", Kind::Name}, {"description", Kind::Text}};
constexpr KeySpec BoardKeys[]
    = {{.name = "files", .kind = Kind::Int, .min = 1, .max = BoardGeometry::MaxFiles},
        {.name = "ranks", .kind = Kind::Int, .min = 1, .max = BoardGeometry::MaxRanks},
        {"fileLabels", Kind::Names}, {"rankLabels", Kind::Names}, {"removed", Kind::Names},
        {"style", Kind::Name}};
constexpr KeySpec RegionSideKeys[] = {{"first", Kind::Names}, {"second", Kind::Names}};
constexpr KeySpec SecondSideKeys[] = {{"art", Kind::ArtId}, {"name", Kind::Name}};
constexpr KeySpec PromotionKeys[]
    = {{"to", Kind::Names}, {"secondTo", Kind::Names}, {"zone", Kind::Name},
        {"trigger", Kind::Name}, {"mandatory", Kind::Bool}, {"alsoIn", Kind::Name}};
constexpr KeySpec DropKeys[] = {{"allowed", Kind::Bool}, {"region", Kind::Name},
    {.name = "maxPerFile", .kind = Kind::Int, .min = 1, .max = BoardGeometry::MaxRanks},
    {"noMate", Kind::Bool}, {"noStalemate", Kind::Bool}, {"as", Kind::Names}};
constexpr KeySpec RegionMoveKeys[]
    = {{"region", Kind::Name}, {"betza", Kind::Name}, {"path", Kind::Bool}};
constexpr KeySpec KifNameKeys[]
    = {{"move", Kind::Name}, {"board", Kind::Name}, {"read", Kind::Names}};
constexpr KeySpec SideNameKeys[]
    = {{"first", Kind::Name}, {"second", Kind::Name}, {"read", Kind::Names}};
constexpr KeySpec PieceRecordKeys[] = {{"kif", Kind::Object, KifNameKeys}, {"japanese", Kind::Name},
    {"csa", Kind::Name}, {"wxf", Kind::Names}, {"chinese", Kind::Object, SideNameKeys},
    {"gib", Kind::Object, SideNameKeys}};
constexpr KeySpec PieceKeys[] = {{"id", Kind::Name}, {"name", Kind::Name}, {"letter", Kind::Name},
    {"betza", Kind::Name}, {"royal", Kind::Bool}, {"pawn", Kind::Bool}, {"art", Kind::ArtId},
    {"promotion", Kind::Object, PromotionKeys},
    {.name = "maxCount", .kind = Kind::Int, .min = 1, .max = MaxBoardSquares},
    {"region", Kind::Name}, {"demotesTo", Kind::Name}, {"drop", Kind::Object, DropKeys},
    {"remove", Kind::Bool}, {"regionMoves", Kind::Objects, RegionMoveKeys},
    {"initialRegion", Kind::Name}, {"initialMovesNotInCheck", Kind::Bool},
    {"initialMovesLostWhenAimedBy", Kind::Names}, {"enPassantRegion", Kind::Name},
    {"cannotHopOver", Kind::Names}, {"cannotCapture", Kind::Names},
    {"second", Kind::Object, SecondSideKeys},
    {.name = "jumpRank", .kind = Kind::Int, .min = 0, .max = MaxJumpRank},
    {"rangeCapture", Kind::Name}, {"mergeRoutes", Kind::Bool},
    {"records", Kind::Object, PieceRecordKeys}};
constexpr KeySpec RepetitionKeys[]
    = {{.name = "count", .kind = Kind::Int, .min = 2, .max = MaxRepetitionCount, .off = 0},
        {"result", Kind::Name}, {"perpetualCheckLoses", Kind::Bool}, {"forbidden", Kind::Bool}};
constexpr KeySpec CastlingKeys[] = {{"partners", Kind::Names}, {"kingFiles", Kind::Names},
    {"notation", Kind::Name}, {"partnerFiles", Kind::Names},
    {.name = "rank", .kind = Kind::Int, .min = 1, .max = BoardGeometry::MaxRanks}};
constexpr KeySpec LionTradingKeys[] = {{"lions", Kind::Names}, {"worthlessBridges", Kind::Names},
    {"okazaki", Kind::Bool}, {"sameSquareExemption", Kind::Bool}, {"bridgeProtects", Kind::Bool}};
constexpr KeySpec ExplosionKeys[] = {{"spared", Kind::Names}, {"immune", Kind::Names}};
constexpr KeySpec BurningKeys[]
    = {{"burners", Kind::Names}, {"immune", Kind::Names}, {"passive", Kind::Bool},
        {.name = "choose", .kind = Kind::Int, .min = 0, .max = Move::MaxVictims}};
constexpr KeySpec FreezingKeys[] = {{"freezers", Kind::Names}, {"immune", Kind::Names}};
constexpr KeySpec FlippingKeys[] = {{"flip", Kind::Name}, {"drops", Kind::Name},
    {"startRegion", Kind::Name}, {"freeDrops", Kind::Bool}, {"passWhenStuck", Kind::Bool}};
constexpr KeySpec ExtinctionKeys[] = {{"pieces", Kind::Names},
    {.name = "limit", .kind = Kind::Int, .min = 0, .max = MaxBoardSquares}, {"result", Kind::Name}};
constexpr int MaxCountingMoves = 1000;
constexpr KeySpec CountingTierKeys[] = {{"pieces", Kind::Names},
    {.name = "moves", .kind = Kind::Int, .min = 1, .max = MaxCountingMoves}};
constexpr KeySpec CountingKeys[]
    = {{.name = "boardsHonour", .kind = Kind::Int, .min = 1, .max = MaxCountingMoves, .off = 0},
        {"piecesHonour", Kind::Objects, CountingTierKeys}};
constexpr KeySpec PlacementKeys[] = {{"mustDrop", Kind::Names}, {"oppositeColours", Kind::Names},
    {"castlingRoyalSquares", Kind::Name}, {"castlingPartnerSquares", Kind::Name}};
constexpr KeySpec MateSeriesKeys[] = {{"shak", Kind::Names}, {"notAlone", Kind::Names}};
constexpr KeySpec RuleKeys[]
    = {{"checkRule", Kind::Bool}, {"dupleCheck", Kind::Bool}, {"royalStaysInCheck", Kind::Bool},
        {"royalCapture", Kind::Bool}, {"checking", Kind::Bool}, {"mustCapture", Kind::Bool},
        {"bareKingWins", Kind::Bool}, {"checkmate", Kind::Name}, {"flagReply", Kind::Bool},
        {.name = "checkLimit", .kind = Kind::Int, .min = 1, .max = MaxCheckLimit, .off = 0},
        {"extinction", Kind::Object, ExtinctionKeys}, {"kingsMayNotFace", Kind::Bool},
        {"bareKingLoses", Kind::Bool}, {"bareKingCounterChance", Kind::Bool},
        {"deferredPromotion", Kind::Name}, {"stalemate", Kind::Name},
        {"repetition", Kind::Object, RepetitionKeys},
        {.name = "moveCountLimit", .kind = Kind::Int, .min = 0, .max = MaxMoveCountLimit},
        {"castling", Kind::Object, CastlingKeys}, {"hands", Kind::Bool},
        {"capturesToHand", Kind::Bool}, {"handsFromPartner", Kind::Bool},
        {"dropChecks", Kind::Bool}, {"dropMates", Kind::Bool}, {"immobilityIllegal", Kind::Bool},
        {"promotedPiecesDemote", Kind::Bool}, {"pass", Kind::Bool}, {"bikjang", Kind::Bool},
        {"doublePassEnds", Kind::Bool}, {"noSecondSkip", Kind::Bool}, {"gating", Kind::Bool},
        {"initialMovesInFen", Kind::Bool}, {"flagRegion", Kind::Name}, {"flagPieces", Kind::Names},
        {"walling", Kind::Name}, {"lionTrading", Kind::Object, LionTradingKeys},
        {"counting", Kind::Object, CountingKeys}, {"explosions", Kind::Object, ExplosionKeys},
        {"burning", Kind::Object, BurningKeys}, {"freezing", Kind::Object, FreezingKeys},
        {"rangeCaptureVictims", Kind::Name}, {"rangeJumpToEmpty", Kind::Bool},
        {"placement", Kind::Object, PlacementKeys}, {"mateSeries", Kind::Object, MateSeriesKeys},
        {"flipping", Kind::Object, FlippingKeys}, {"stalematePieceCount", Kind::Bool}};
constexpr KeySpec StorageSideKeys[] = {{"edge", Kind::Name}, {"pieces", Kind::Names}};
constexpr KeySpec StorageKeys[]
    = {{"first", Kind::Object, StorageSideKeys}, {"second", Kind::Object, StorageSideKeys},
        {.name = "columns", .kind = Kind::Int, .min = 0, .max = BoardGeometry::MaxFiles}};
constexpr KeySpec RecordNameKeys[] = {{"pgn", Kind::Text}, {"kif", Kind::Text}};
constexpr KeySpec HandicapKeys[] = {{"kif", Kind::Name}, {"start", Kind::Name}};
constexpr KeySpec RecordKeys[] = {{"names", Kind::Object, RecordNameKeys}, {"aliases", Kind::Names},
    {"handicaps", Kind::Objects, HandicapKeys}, {"impliedBy", Kind::Names}};
constexpr KeySpec TopKeys[] = {{"id", Kind::Name}, {"inherits", Kind::Name}, {"name", Kind::Name},
    {"description", Kind::Text}, {"family", Kind::Name}, {"categories", Kind::Names},
    {"notation", Kind::Name}, {"start", Kind::Name}, {"board", Kind::Object, BoardKeys},
    {"regions", Kind::Regions, RegionSideKeys}, {"pieces", Kind::Objects, PieceKeys},
    {"rules", Kind::Object, RuleKeys}, {"profiles", Kind::Profiles},
    {"defaultRules", Kind::Object, RuleWordsKeys}, {"storage", Kind::Object, StorageKeys},
    {"records", Kind::Object, RecordKeys}, {"abstract", Kind::Bool}};
/// Keys a profile may not hold: they name the preset, not a rule set.
constexpr std::string_view PresetOnlyKeys[] = {"id", "inherits", "abstract", "profiles"};

QString keyPath(const QString& prefix, const QString& key)
{
    return prefix.isEmpty() ? key : prefix + u'.' + key;
}

/// The value as the message "..., not X" quotes it.
QString quoted(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Double:
        return QString::number(v.toDouble(), 'g', 17);
    case QJsonValue::String:
        return u'"' + v.toString().left(40) + u'"';
    case QJsonValue::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    default:
        return QStringLiteral("null");
    }
}

QString rangeText(const KeySpec& k)
{
    const QString range = QStringLiteral("a whole number from %1 to %2").arg(k.min).arg(k.max);
    return k.off >= 0 ? QStringLiteral("%1 (off) or %2").arg(k.off).arg(range) : range;
}

bool isArtId(const QString& s)
{
    static const QRegularExpression word(QStringLiteral("^[A-Za-z0-9_-]{1,64}$"));
    return word.match(s).hasMatch();
}

class ShapeCheck
{
public:
    explicit ShapeCheck(Report& report)
        : m_report(report)
    { }

    void object(const QJsonObject& o, Keys keys, const QString& path)
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it.key() == u"_doc")
                continue;
            const QString key = keyPath(path, it.key());
            const auto spec = std::find_if(keys.begin(), keys.end(),
                [&](const KeySpec& k) { return it.key() == QLatin1StringView(k.name); });
            if (spec == keys.end())
                m_report.error(key, QStringLiteral("unknown key")); // ignored by the builders
            else
                value(*it, *spec, key);
        }
    }

    /// Values reported as wrong: the builders must not read them.
    int wrongValues = 0;

private:
    Report& m_report;

    void fail(const QString& path, const QString& expected, const QJsonValue& v)
    {
        m_report.error(path, QStringLiteral("must be %1, not %2").arg(expected, quoted(v)));
        ++wrongValues;
    }

    void name(const QJsonValue& v, const QString& path)
    {
        if (!v.isString() || v.toString().isEmpty())
            fail(path, QStringLiteral("a non-empty string"), v);
    }

    void names(const QJsonValue& v, const QString& path)
    {
        if (!v.isArray()) {
            name(v, path);
            return;
        }
        const QJsonArray a = v.toArray();
        for (int i = 0; i < a.size(); ++i)
            name(a[i], QStringLiteral("%1[%2]").arg(path).arg(i));
    }

    void integer(const QJsonValue& v, const KeySpec& k, const QString& path)
    {
        const double d = v.toDouble(std::nan(""));
        const bool whole = v.isDouble() && std::floor(d) == d;
        if (!whole || !((d >= k.min && d <= k.max) || (k.off >= 0 && d == k.off)))
            fail(path, rangeText(k), v);
    }

    void objects(const QJsonValue& v, const KeySpec& k, const QString& path)
    {
        if (!v.isArray()) {
            fail(path, QStringLiteral("an array of objects"), v);
            return;
        }
        const QJsonArray a = v.toArray();
        for (int i = 0; i < a.size(); ++i) {
            const QString element = k.name == "pieces" ? piecePath(a[i], i)
                                                       : QStringLiteral("%1[%2]").arg(path).arg(i);
            if (a[i].isObject())
                object(a[i].toObject(), k.keys, element);
            else
                fail(element, QStringLiteral("an object"), a[i]);
        }
    }

    void regions(const QJsonObject& o, const KeySpec& k, const QString& path)
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString key = keyPath(path, it.key());
            if (it->isObject())
                object(it->toObject(), k.keys, key);
            else
                names(*it, key);
        }
    }

    void profiles(const QJsonObject& o, const QString& path)
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString key = keyPath(path, it.key());
            if (!it->isObject()) {
                fail(key, QStringLiteral("an object (a partial preset)"), *it);
                continue;
            }
            const QJsonObject profile = it->toObject();
            for (std::string_view presetOnly : PresetOnlyKeys) {
                const QString k = QString::fromLatin1(presetOnly);
                if (profile.contains(k)) {
                    m_report.error(keyPath(key, k), QStringLiteral("not allowed in a profile"));
                    ++wrongValues;
                }
            }
            // The rest is checked with the preset it is merged onto (compilePreset).
            for (const KeySpec& words : RuleWordsKeys) {
                const QString k = QString::fromLatin1(words.name);
                if (profile.contains(k))
                    value(profile.value(k), words, keyPath(key, k));
            }
        }
    }

    void value(const QJsonValue& v, const KeySpec& k, const QString& path)
    {
        switch (k.kind) {
        case Kind::Text:
            if (!v.isString())
                fail(path, QStringLiteral("a string"), v);
            return;
        case Kind::Name:
            return name(v, path);
        case Kind::ArtId:
            if (!v.isString() || !isArtId(v.toString()))
                fail(path, QStringLiteral("an art id (1 to 64 ASCII letters, digits, '-' and '_')"),
                    v);
            return;
        case Kind::Bool:
            if (!v.isBool())
                fail(path, QStringLiteral("true or false"), v);
            return;
        case Kind::Int:
            return integer(v, k, path);
        case Kind::Names:
            return names(v, path);
        case Kind::Object:
            if (v.isObject())
                object(v.toObject(), k.keys, path);
            else
                fail(path, QStringLiteral("an object"), v);
            return;
        case Kind::Objects:
            return objects(v, k, path);
        case Kind::Regions:
            if (v.isObject())
                regions(v.toObject(), k, path);
            else
                fail(path, QStringLiteral("an object"), v);
            return;
        case Kind::Profiles:
            if (v.isObject())
                profiles(v.toObject(), path);
            else
                fail(path, QStringLiteral("an object"), v);
            return;
        }
    }
};

} // namespace

bool checkShape(const QJsonObject& preset, Report& report)
{
    ShapeCheck check(report);
    check.object(preset, TopKeys, {});
    return check.wrongValues == 0;
}

QString piecePath(const QJsonValue& piece, int index)
{
    const QString id = piece.toObject().value(QStringLiteral("id")).toString();
    return id.isEmpty() ? QStringLiteral("pieces[%1]").arg(index) : QStringLiteral("pieces.") + id;
}

QStringList stringList(const QJsonValue& value)
{
    QStringList out;
    if (value.isString())
        out << value.toString();
    for (const QJsonValue& e : value.toArray())
        out << e.toString();
    return out;
}

int regionRef(
    const VariantDefinition& v, const QJsonValue& value, const QString& key, Report& report)
{
    if (value.isUndefined())
        return -1;
    const int index = v.regionIndex(value.toString());
    if (index < 0)
        report.error(key, QStringLiteral("no region named '%1'").arg(value.toString()));
    return index;
}

std::vector<PieceType> pieceRefs(
    const VariantDefinition& v, const QJsonValue& value, const QString& key, Report& report)
{
    std::vector<PieceType> out;
    for (const QString& id : stringList(value)) {
        const PieceType t = v.pieceById(id);
        if (t == NoPieceType)
            report.error(key, QStringLiteral("no piece with id '%1'").arg(id));
        else if (std::find(out.begin(), out.end(), t) != out.end())
            report.error(key, QStringLiteral("'%1' is listed twice").arg(id));
        else
            out.push_back(t);
    }
    return out;
}

} // namespace fb::preset
