// SPDX-License-Identifier: GPL-3.0-or-later
#include "presetloader.h"

#include "fen.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>

namespace fb {

namespace {

// The keys each object of a preset may hold, with the JSON type of each value. "_doc" (a
// comment) is allowed everywhere. Both the unknown-key and the type checks read these tables.
enum class Kind
{
    Str,
    Num,
    Bool,
    Arr,
    Obj,
    StrOrArr
};
struct KeySpec
{
    const char* name;
    Kind kind;
};
using Schema = std::initializer_list<KeySpec>;

constexpr Schema TopSchema = {{"id", Kind::Str}, {"inherits", Kind::Str}, {"name", Kind::Str},
    {"description", Kind::Str}, {"family", Kind::Str}, {"notation", Kind::Str},
    {"start", Kind::Str}, {"board", Kind::Obj}, {"regions", Kind::Obj}, {"pieces", Kind::Arr},
    {"rules", Kind::Obj}, {"profiles", Kind::Obj}, {"defaultRules", Kind::Obj},
    {"storage", Kind::Obj}, {"abstract", Kind::Bool}};
/// The words for a rule set: `defaultRules` and the `name`/`description` of each profile.
constexpr Schema RuleWordsSchema = {{"name", Kind::Str}, {"description", Kind::Str}};
constexpr Schema BoardSchema
    = {{"files", Kind::Num}, {"ranks", Kind::Num}, {"fileLabels", Kind::Arr},
        {"rankLabels", Kind::Arr}, {"removed", Kind::StrOrArr}, {"style", Kind::Str}};
constexpr Schema PieceSchema = {{"id", Kind::Str}, {"name", Kind::Str}, {"letter", Kind::Str},
    {"betza", Kind::Str}, {"royal", Kind::Bool}, {"pawn", Kind::Bool}, {"art", Kind::Str},
    {"promotion", Kind::Obj}, {"maxCount", Kind::Num}, {"region", Kind::Str},
    {"demotesTo", Kind::Str}, {"drop", Kind::Obj}, {"remove", Kind::Bool},
    {"regionMoves", Kind::Arr}, {"cannotHopOver", Kind::StrOrArr},
    {"cannotCapture", Kind::StrOrArr}, {"second", Kind::Obj}};
constexpr Schema SecondSideSchema = {{"art", Kind::Str}, {"name", Kind::Str}};
constexpr Schema PromotionSchema = {{"to", Kind::StrOrArr}, {"zone", Kind::Str},
    {"trigger", Kind::Str}, {"mandatory", Kind::Bool}, {"alsoIn", Kind::Str}};
constexpr Schema DropSchema
    = {{"allowed", Kind::Bool}, {"region", Kind::Str}, {"maxPerFile", Kind::Num},
        {"noMate", Kind::Bool}, {"noStalemate", Kind::Bool}, {"as", Kind::StrOrArr}};
constexpr Schema RegionMoveSchema
    = {{"region", Kind::Str}, {"betza", Kind::Str}, {"path", Kind::Bool}};
constexpr Schema RegionSidesSchema = {{"first", Kind::StrOrArr}, {"second", Kind::StrOrArr}};
constexpr Schema RuleSchema = {{"checkRule", Kind::Bool}, {"royalCapture", Kind::Bool},
    {"kingsMayNotFace", Kind::Bool}, {"bareKingLoses", Kind::Bool},
    {"bareKingCounterChance", Kind::Bool}, {"deferredPromotion", Kind::Str},
    {"stalemate", Kind::Str}, {"repetition", Kind::Obj}, {"moveCountLimit", Kind::Num},
    {"castling", Kind::Obj}, {"hands", Kind::Bool}, {"capturesToHand", Kind::Bool},
    {"dropChecks", Kind::Bool}, {"dropMates", Kind::Bool}, {"immobilityIllegal", Kind::Bool},
    {"promotedPiecesDemote", Kind::Bool}, {"pass", Kind::Bool}, {"bikjang", Kind::Bool},
    {"doublePassEnds", Kind::Bool}, {"flagRegion", Kind::Str}, {"lionTrading", Kind::Obj}};
constexpr Schema RepetitionSchema = {{"count", Kind::Num}, {"result", Kind::Str},
    {"perpetualCheckLoses", Kind::Bool}, {"forbidden", Kind::Bool}};
constexpr Schema CastlingSchema
    = {{"partners", Kind::StrOrArr}, {"kingFiles", Kind::Arr}, {"notation", Kind::Str}};
constexpr Schema LionTradingSchema
    = {{"lions", Kind::StrOrArr}, {"worthlessBridges", Kind::StrOrArr}, {"okazaki", Kind::Bool},
        {"sameSquareExemption", Kind::Bool}, {"bridgeProtects", Kind::Bool}};
constexpr Schema StorageSchema
    = {{"first", Kind::Obj}, {"second", Kind::Obj}, {"columns", Kind::Num}};
constexpr Schema StorageSideSchema = {{"edge", Kind::Str}, {"pieces", Kind::Arr}};

bool kindOk(const QJsonValue& v, Kind k)
{
    switch (k) {
    case Kind::Str:
        return v.isString();
    case Kind::Num:
        return v.isDouble();
    case Kind::Bool:
        return v.isBool();
    case Kind::Arr:
        return v.isArray();
    case Kind::Obj:
        return v.isObject();
    case Kind::StrOrArr:
        return v.isString() || v.isArray();
    }
    return false;
}

QString kindName(Kind k)
{
    switch (k) {
    case Kind::Str:
        return QStringLiteral("a string");
    case Kind::Num:
        return QStringLiteral("a number");
    case Kind::Bool:
        return QStringLiteral("true or false");
    case Kind::Arr:
        return QStringLiteral("an array");
    case Kind::Obj:
        return QStringLiteral("an object");
    case Kind::StrOrArr:
        return QStringLiteral("a string or an array");
    }
    return {};
}

QString keyPath(const QString& prefix, const QString& key)
{
    return prefix.isEmpty() ? key : prefix + u'.' + key;
}

struct Context
{
    QString file;
    QList<PresetDiagnostic>& diags;
    void error(const QString& key, const QString& msg) { diags.append({file, key, msg}); }
    /// Reports every key of `o` that `schema` does not list as an unknown key.
    void checkKeys(const QJsonObject& o, Schema schema, const QString& prefix)
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            const bool known = it.key() == u"_doc"
                || std::any_of(schema.begin(), schema.end(),
                    [&](const KeySpec& k) { return it.key() == QLatin1StringView(k.name); });
            if (!known)
                error(keyPath(prefix, it.key()), QStringLiteral("unknown key"));
        }
    }
    /// Reports every value of `o` whose JSON type is not the one `schema` gives its key.
    void checkTypes(const QJsonObject& o, Schema schema, const QString& prefix)
    {
        for (const KeySpec& k : schema) {
            const QString key = QString::fromLatin1(k.name);
            if (o.contains(key) && !kindOk(o.value(key), k.kind))
                error(keyPath(prefix, key), QStringLiteral("must be %1").arg(kindName(k.kind)));
        }
    }
};

std::optional<Outcome> parseOutcome(const QString& s)
{
    if (s == u"win")
        return Outcome::Win;
    if (s == u"loss")
        return Outcome::Loss;
    if (s == u"draw")
        return Outcome::Draw;
    return std::nullopt;
}

// Square specs: "e4", "a1-c3" (rectangle), "*5" (a whole rank), "e*" (a whole file), "*".
bool addSquares(const BoardGeometry& g, const QString& spec, SquareSet& out, QString* message)
{
    auto findLabel
        = [](const QStringList& labels, const QString& s) { return int(labels.indexOf(s)); };
    auto parseOne = [&](const QString& s, int& file, int& rank) {
        // split into file label + rank label, allowing '*' for either
        for (int cut = 1; cut < s.size(); ++cut) {
            const QString fl = s.left(cut), rl = s.mid(cut);
            const int f = fl == u"*" ? -2 : findLabel(g.fileLabels(), fl);
            const int r = rl == u"*" ? -2 : findLabel(g.rankLabels(), rl);
            if (f != -1 && r != -1) {
                file = f;
                rank = r;
                return true;
            }
        }
        return false;
    };
    if (spec == u"*") {
        out.unite(g.playable());
        return true;
    }
    const QStringList parts = spec.split(u'-');
    int f1, r1, f2, r2;
    if (parts.size() == 1) {
        if (!parseOne(spec, f1, r1)) {
            if (message)
                *message = QStringLiteral("'%1' is not a square of the board").arg(spec);
            return false;
        }
        f2 = f1;
        r2 = r1;
    } else if (parts.size() == 2) {
        if (!parseOne(parts[0], f1, r1) || !parseOne(parts[1], f2, r2) || f1 < 0 || r1 < 0 || f2 < 0
            || r2 < 0) {
            if (message)
                *message = QStringLiteral("'%1' is not a square range of the board").arg(spec);
            return false;
        }
    } else {
        if (message)
            *message = QStringLiteral("'%1' is not a square set").arg(spec);
        return false;
    }
    const int fa = f1 == -2 ? 0 : std::min(f1, f2),
              fb = f1 == -2 ? g.files() - 1 : std::max(f1, f2);
    const int ra = r1 == -2 ? 0 : std::min(r1, r2),
              rb = r1 == -2 ? g.ranks() - 1 : std::max(r1, r2);
    for (int f = fa; f <= fb; ++f)
        for (int r = ra; r <= rb; ++r)
            if (g.isPlayable(g.square(f, r)))
                out.insert(g.square(f, r));
    return true;
}

SquareSet rotated(const BoardGeometry& g, const SquareSet& s)
{
    SquareSet out(g.cellCount());
    s.forEach([&](Square sq) {
        const Square r = g.square(g.files() - 1 - g.fileOf(sq), g.ranks() - 1 - g.rankOf(sq));
        if (g.isPlayable(r))
            out.insert(r);
    });
    return out;
}

QStringList stringList(const QJsonValue& v)
{
    QStringList out;
    if (v.isString())
        out << v.toString();
    for (const QJsonValue& e : v.toArray())
        out << e.toString();
    return out;
}

// Crazyhouse: a promoted piece remembers what it was. Each promotion result gets a twin
// type written with '~' in FEN that goes back to the hand as the piece it promoted from.
void addPromotedForms(VariantDefinition& v)
{
    const size_t originalCount = v.pieces.size();
    for (size_t i = 0; i < originalCount; ++i) {
        for (PieceType& target : v.pieces[i].promotions) {
            const PieceDefinition base = v.pieces[size_t(target)];
            if (base.demotesTo != NoPieceType || base.letter.startsWith(u'+'))
                continue; // already a promoted type of its own (shogi style)
            PieceDefinition twin = base;
            twin.id = base.id + QStringLiteral("~");
            twin.promotedMarker = true;
            twin.demotesTo = PieceType(i);
            twin.unpromoted = PieceType(i);
            twin.promotions.clear();
            twin.promotionZone = -1;
            twin.droppable = false;
            v.pieces.push_back(twin);
            target = PieceType(v.pieces.size() - 1);
        }
    }
}

// "storage": where pieces in hand are shown. Defaults: the first side's hand below the
// board, the second's above, the droppable types in preset order.
void parseStorage(const QJsonValue& value, VariantDefinition& v, Context& ctx)
{
    StorageLayout& s = v.storage;
    if (!v.rules.hands && value.isUndefined())
        return;
    std::vector<PieceType> defaults;
    for (size_t i = 0; i < v.pieces.size(); ++i) {
        const PieceDefinition& d = v.pieces[i];
        if (!d.royal && d.droppable && d.demotesTo == NoPieceType && !d.promotedMarker)
            defaults.push_back(PieceType(i));
    }
    s.order = {defaults, defaults};
    const QJsonObject o = value.toObject();
    ctx.checkKeys(o, StorageSchema, QStringLiteral("storage"));
    s.columns = o.value(QStringLiteral("columns")).toInt(0);
    for (int side = 0; side < 2; ++side) {
        const QString sideKey = side == 0 ? QStringLiteral("first") : QStringLiteral("second");
        if (!o.contains(sideKey))
            continue;
        const QJsonObject so = o.value(sideKey).toObject();
        const QString key = QStringLiteral("storage.") + sideKey;
        ctx.checkKeys(so, StorageSideSchema, key);
        const QString edge
            = so.value(QStringLiteral("edge"))
                  .toString(side == 0 ? QStringLiteral("below") : QStringLiteral("above"));
        if (edge == u"below")
            s.edge[size_t(side)] = StorageLayout::Edge::Below;
        else if (edge == u"above")
            s.edge[size_t(side)] = StorageLayout::Edge::Above;
        else
            ctx.error(key + QStringLiteral(".edge"),
                QStringLiteral("'%1' is not below or above").arg(edge));
        if (so.contains(QStringLiteral("pieces"))) {
            s.order[size_t(side)].clear();
            for (const QJsonValue& pv : so.value(QStringLiteral("pieces")).toArray()) {
                const PieceType t = v.pieceById(pv.toString());
                if (t == NoPieceType)
                    ctx.error(key + QStringLiteral(".pieces"),
                        QStringLiteral("no piece with id '%1'").arg(pv.toString()));
                else
                    s.order[size_t(side)].push_back(t);
            }
        }
    }
}

// Values of the wrong JSON type are errors, never silently the default.
void checkTypes(const QJsonObject& preset, Context& ctx)
{
    ctx.checkTypes(preset, TopSchema, {});
    ctx.checkTypes(
        preset.value(QStringLiteral("board")).toObject(), BoardSchema, QStringLiteral("board"));
    const QJsonArray pieces = preset.value(QStringLiteral("pieces")).toArray();
    for (int i = 0; i < pieces.size(); ++i) {
        const QJsonObject po = pieces[i].toObject();
        const QString key = QStringLiteral("pieces.%1")
                                .arg(po.value(QStringLiteral("id")).toString(QString::number(i)));
        ctx.checkTypes(po, PieceSchema, key);
        ctx.checkTypes(po.value(QStringLiteral("promotion")).toObject(), PromotionSchema,
            key + QStringLiteral(".promotion"));
        ctx.checkTypes(
            po.value(QStringLiteral("drop")).toObject(), DropSchema, key + QStringLiteral(".drop"));
    }
    const QJsonObject rules = preset.value(QStringLiteral("rules")).toObject();
    ctx.checkTypes(rules, RuleSchema, QStringLiteral("rules"));
    ctx.checkTypes(rules.value(QStringLiteral("repetition")).toObject(), RepetitionSchema,
        QStringLiteral("rules.repetition"));
    ctx.checkTypes(rules.value(QStringLiteral("castling")).toObject(), CastlingSchema,
        QStringLiteral("rules.castling"));
    ctx.checkTypes(rules.value(QStringLiteral("lionTrading")).toObject(), LionTradingSchema,
        QStringLiteral("rules.lionTrading"));
    const QJsonObject defaultRules = preset.value(QStringLiteral("defaultRules")).toObject();
    ctx.checkKeys(defaultRules, RuleWordsSchema, QStringLiteral("defaultRules"));
    ctx.checkTypes(defaultRules, RuleWordsSchema, QStringLiteral("defaultRules"));
    const QJsonObject profiles = preset.value(QStringLiteral("profiles")).toObject();
    for (auto it = profiles.begin(); it != profiles.end(); ++it)
        ctx.checkTypes(it->toObject(), RuleWordsSchema, QStringLiteral("profiles.") + it.key());
}

} // namespace

QJsonObject mergePreset(const QJsonObject& parent, const QJsonObject& child)
{
    QJsonObject out = parent;
    out.remove(QStringLiteral("abstract"));
    for (auto it = child.begin(); it != child.end(); ++it) {
        const QString& key = it.key();
        if (key == u"pieces" && it->isArray() && parent.value(key).isArray()) {
            QJsonArray merged = parent.value(key).toArray();
            for (const QJsonValue& pv : it->toArray()) {
                const QJsonObject po = pv.toObject();
                const QString id = po.value(QStringLiteral("id")).toString();
                bool found = false;
                for (int i = 0; i < merged.size(); ++i) {
                    if (merged[i].toObject().value(QStringLiteral("id")).toString() == id) {
                        found = true;
                        if (po.value(QStringLiteral("remove")).toBool())
                            merged.removeAt(i);
                        else
                            merged[i] = mergePreset(merged[i].toObject(), po);
                        break;
                    }
                }
                if (!found && !po.value(QStringLiteral("remove")).toBool())
                    merged.append(po);
            }
            out[key] = merged;
        } else if (it->isObject() && parent.value(key).isObject()) {
            out[key] = mergePreset(parent.value(key).toObject(), it->toObject());
        } else {
            out[key] = *it;
        }
    }
    return out;
}

VariantPtr compilePreset(const QJsonObject& presetIn, const QString& file,
    QList<PresetDiagnostic>& diagnostics, const QString& profile)
{
    Context ctx{file, diagnostics};
    const int errorsBefore = int(diagnostics.size());
    QJsonObject preset = presetIn;
    if (!profile.isEmpty()) {
        const QJsonObject profiles = preset.value(QStringLiteral("profiles")).toObject();
        if (!profiles.contains(profile)) {
            ctx.error(
                QStringLiteral("profiles"), QStringLiteral("no rule profile '%1'").arg(profile));
            return nullptr;
        }
        // A profile's own words name the rule set, not the variant.
        QJsonObject overlay = profiles.value(profile).toObject();
        overlay.remove(QStringLiteral("name"));
        overlay.remove(QStringLiteral("description"));
        preset = mergePreset(preset, overlay);
    }
    ctx.checkKeys(preset, TopSchema, {});
    checkTypes(preset, ctx);

    auto v = std::make_shared<VariantDefinition>();
    v->id = preset.value(QStringLiteral("id")).toString();
    if (v->id.isEmpty())
        ctx.error(QStringLiteral("id"), QStringLiteral("missing"));
    v->name = preset.value(QStringLiteral("name")).toString(v->id);
    v->description = preset.value(QStringLiteral("description")).toString();
    const QString family = preset.value(QStringLiteral("family")).toString(QStringLiteral("chess"));
    if (const std::optional<Family> f = familyFromId(family))
        v->family = *f;
    else
        ctx.error(QStringLiteral("family"),
            QStringLiteral("'%1' is not chess, shogi, xiangqi or janggi").arg(family));
    v->parentId = presetIn.value(QStringLiteral("inherits")).toString();
    const QString notation
        = preset.value(QStringLiteral("notation")).toString(QStringLiteral("algebraic"));
    if (notation == u"usi")
        v->notation = NotationStyle::Usi;
    else if (notation != u"algebraic")
        ctx.error(QStringLiteral("notation"),
            QStringLiteral("'%1' is not algebraic or usi").arg(notation));

    // Pieces first (their leaps size the board padding).
    const QJsonArray pieceArray = preset.value(QStringLiteral("pieces")).toArray();
    if (pieceArray.isEmpty())
        ctx.error(QStringLiteral("pieces"), QStringLiteral("no pieces defined"));
    if (pieceArray.size() > VariantDefinition::MaxPieceTypes) {
        ctx.error(QStringLiteral("pieces"),
            QStringLiteral("%1 piece types; at most %2")
                .arg(pieceArray.size())
                .arg(VariantDefinition::MaxPieceTypes));
        return nullptr;
    }
    QSet<QString> ids, letters;
    for (int i = 0; i < pieceArray.size(); ++i) {
        const QJsonObject po = pieceArray[i].toObject();
        PieceDefinition d;
        d.id = po.value(QStringLiteral("id")).toString();
        const QString key
            = QStringLiteral("pieces.%1").arg(d.id.isEmpty() ? QString::number(i) : d.id);
        ctx.checkKeys(po, PieceSchema, key);
        if (d.id.isEmpty())
            ctx.error(key + QStringLiteral(".id"), QStringLiteral("missing"));
        if (ids.contains(d.id))
            ctx.error(key + QStringLiteral(".id"), QStringLiteral("duplicate piece id"));
        ids.insert(d.id);
        d.name = po.value(QStringLiteral("name")).toString(d.id);
        d.letter = po.value(QStringLiteral("letter")).toString();
        if (d.letter.isEmpty() || d.letter.size() > 2 || !d.letter.back().isLetter()
            || (d.letter.size() == 2 && d.letter[0] != u'+'))
            ctx.error(key + QStringLiteral(".letter"),
                QStringLiteral("'%1' is not a FEN letter (one letter, optionally after '+')")
                    .arg(d.letter));
        d.letter = d.letter.toUpper();
        if (letters.contains(d.letter))
            ctx.error(key + QStringLiteral(".letter"),
                QStringLiteral("letter '%1' is used twice").arg(d.letter));
        letters.insert(d.letter);
        d.betza = po.value(QStringLiteral("betza")).toString();
        betza::ParseError perr;
        if (auto m = betza::parse(d.betza, &perr))
            d.movement = *m;
        else
            ctx.error(key + QStringLiteral(".betza"),
                QStringLiteral("'%1': %2 at position %3")
                    .arg(d.betza, perr.message)
                    .arg(perr.position + 1));
        d.royal = po.value(QStringLiteral("royal")).toBool();
        d.pawn = po.value(QStringLiteral("pawn")).toBool();
        d.art = po.value(QStringLiteral("art")).toString(d.id);
        const QJsonObject second = po.value(QStringLiteral("second")).toObject();
        ctx.checkKeys(second, SecondSideSchema, key + QStringLiteral(".second"));
        ctx.checkTypes(second, SecondSideSchema, key + QStringLiteral(".second"));
        d.secondArt = second.value(QStringLiteral("art")).toString();
        d.secondName = second.value(QStringLiteral("name")).toString();
        d.maxCount = po.value(QStringLiteral("maxCount")).toInt(-1);
        const QJsonArray rms = po.value(QStringLiteral("regionMoves")).toArray();
        for (int k = 0; k < rms.size(); ++k) {
            const QJsonObject rmo = rms[k].toObject();
            const QString rkey = key + QStringLiteral(".regionMoves.%1").arg(k);
            ctx.checkKeys(rmo, RegionMoveSchema, rkey);
            PieceDefinition::RegionMove rm;
            rm.betza = rmo.value(QStringLiteral("betza")).toString();
            rm.wholePath = rmo.value(QStringLiteral("path")).toBool();
            betza::ParseError rerr;
            if (auto m = betza::parse(rm.betza, &rerr))
                rm.movement = *m;
            else
                ctx.error(rkey + QStringLiteral(".betza"),
                    QStringLiteral("'%1': %2 at position %3")
                        .arg(rm.betza, rerr.message)
                        .arg(rerr.position + 1));
            d.regionMoves.push_back(rm);
        }
        v->pieces.push_back(d);
    }

    // Board.
    const QJsonObject bo = preset.value(QStringLiteral("board")).toObject();
    ctx.checkKeys(bo, BoardSchema, QStringLiteral("board"));
    const int files = bo.value(QStringLiteral("files")).toInt(8);
    const int ranks = bo.value(QStringLiteral("ranks")).toInt(8);
    if (files < 1 || files > BoardGeometry::MaxFiles || ranks < 1
        || ranks > BoardGeometry::MaxRanks) {
        ctx.error(QStringLiteral("board"),
            QStringLiteral("%1 x %2 is outside 1 x 1 .. %3 x %4")
                .arg(files)
                .arg(ranks)
                .arg(BoardGeometry::MaxFiles)
                .arg(BoardGeometry::MaxRanks));
        return nullptr;
    }
    v->geometry = BoardGeometry(files, ranks, VariantDefinition::requiredPadding(v->pieces));
    v->boardStyle = defaultBoardStyle(v->family);
    if (bo.contains(QStringLiteral("style"))) {
        const QString style = bo.value(QStringLiteral("style")).toString();
        if (const std::optional<BoardStyle> b = boardStyleFromId(style))
            v->boardStyle = *b;
        else
            ctx.error(QStringLiteral("board.style"),
                QStringLiteral("'%1' is not checkered, shogi, xiangqi or janggi").arg(style));
    }
    if (bo.contains(QStringLiteral("fileLabels"))) {
        const QStringList l = stringList(bo.value(QStringLiteral("fileLabels")));
        if (l.size() != files)
            ctx.error(QStringLiteral("board.fileLabels"),
                QStringLiteral("%1 labels for %2 files").arg(l.size()).arg(files));
        else
            v->geometry.setFileLabels(l);
    }
    if (bo.contains(QStringLiteral("rankLabels"))) {
        const QStringList l = stringList(bo.value(QStringLiteral("rankLabels")));
        if (l.size() != ranks)
            ctx.error(QStringLiteral("board.rankLabels"),
                QStringLiteral("%1 labels for %2 ranks").arg(l.size()).arg(ranks));
        else
            v->geometry.setRankLabels(l);
    }
    for (const QString& spec : stringList(bo.value(QStringLiteral("removed")))) {
        SquareSet s(v->geometry.cellCount());
        QString msg;
        if (!addSquares(v->geometry, spec, s, &msg))
            ctx.error(QStringLiteral("board.removed"), msg);
        const BoardGeometry& g = v->geometry;
        std::vector<std::pair<int, int>> cells;
        s.forEach([&](Square sq) { cells.push_back({g.fileOf(sq), g.rankOf(sq)}); });
        for (auto [f, r] : cells)
            v->geometry.removeSquare(f, r);
    }

    // Regions.
    const QJsonObject ro = preset.value(QStringLiteral("regions")).toObject();
    for (auto it = ro.begin(); it != ro.end(); ++it) {
        Region region;
        region.name = it.key();
        const QString key = QStringLiteral("regions.") + it.key();
        QStringList first, second;
        bool hasSecond = false;
        if (it->isObject()) {
            const QJsonObject o = it->toObject();
            ctx.checkKeys(o, RegionSidesSchema, key);
            first = stringList(o.value(QStringLiteral("first")));
            hasSecond = o.contains(QStringLiteral("second"));
            second = stringList(o.value(QStringLiteral("second")));
        } else {
            first = stringList(*it);
        }
        region.squares = {SquareSet(v->geometry.cellCount()), SquareSet(v->geometry.cellCount())};
        QString msg;
        for (const QString& spec : first)
            if (!addSquares(v->geometry, spec, region.squares[0], &msg))
                ctx.error(key, msg);
        if (hasSecond) {
            for (const QString& spec : second)
                if (!addSquares(v->geometry, spec, region.squares[1], &msg))
                    ctx.error(key, msg);
        } else {
            region.squares[1] = rotated(v->geometry, region.squares[0]);
        }
        v->regions.push_back(region);
    }
    auto regionRef = [&](const QJsonValue& val, const QString& key) {
        if (val.isUndefined() || val.isNull())
            return -1;
        const int idx = v->regionIndex(val.toString());
        if (idx < 0)
            ctx.error(key, QStringLiteral("no region named '%1'").arg(val.toString()));
        return idx;
    };
    auto pieceRef = [&](const QString& pieceId, const QString& key) {
        const PieceType t = v->pieceById(pieceId);
        if (t == NoPieceType)
            ctx.error(key, QStringLiteral("no piece with id '%1'").arg(pieceId));
        return t;
    };

    // Piece details that refer to regions and other pieces.
    for (int i = 0; i < pieceArray.size() && i < int(v->pieces.size()); ++i) {
        const QJsonObject po = pieceArray[i].toObject();
        PieceDefinition& d = v->pieces[size_t(i)];
        const QString key = QStringLiteral("pieces.") + d.id;
        d.regionLimit
            = regionRef(po.value(QStringLiteral("region")), key + QStringLiteral(".region"));
        if (po.contains(QStringLiteral("demotesTo")))
            d.demotesTo = pieceRef(po.value(QStringLiteral("demotesTo")).toString(),
                key + QStringLiteral(".demotesTo"));
        if (po.contains(QStringLiteral("promotion"))) {
            const QJsonObject pr = po.value(QStringLiteral("promotion")).toObject();
            const QString pkey = key + QStringLiteral(".promotion");
            ctx.checkKeys(pr, PromotionSchema, pkey);
            for (const QString& to : stringList(pr.value(QStringLiteral("to")))) {
                const PieceType t = pieceRef(to, pkey + QStringLiteral(".to"));
                if (t != NoPieceType) {
                    d.promotions.push_back(t);
                    if (v->pieces[size_t(t)].unpromoted == NoPieceType && t != PieceType(i))
                        v->pieces[size_t(t)].unpromoted = PieceType(i);
                }
            }
            if (d.promotions.empty())
                ctx.error(pkey + QStringLiteral(".to"), QStringLiteral("no promotion targets"));
            d.promotionZone
                = regionRef(pr.value(QStringLiteral("zone")), pkey + QStringLiteral(".zone"));
            if (d.promotionZone < 0 && !pr.contains(QStringLiteral("zone")))
                ctx.error(pkey + QStringLiteral(".zone"), QStringLiteral("missing"));
            const QString trig
                = pr.value(QStringLiteral("trigger")).toString(QStringLiteral("endsInZone"));
            if (trig == u"endsInZone")
                d.promotionTrigger = PromotionTrigger::EndsInZone;
            else if (trig == u"startsOrEndsInZone")
                d.promotionTrigger = PromotionTrigger::StartsOrEndsInZone;
            else if (trig == u"entersZone")
                d.promotionTrigger = PromotionTrigger::EntersZone;
            else if (trig == u"entersOrCaptures")
                d.promotionTrigger = PromotionTrigger::EntersOrCaptures;
            else
                ctx.error(pkey + QStringLiteral(".trigger"),
                    QStringLiteral("'%1' is not a promotion trigger").arg(trig));
            d.promotionMandatory = pr.value(QStringLiteral("mandatory")).toBool();
            if (pr.contains(QStringLiteral("alsoIn")))
                d.promotionAlsoIn = regionRef(
                    pr.value(QStringLiteral("alsoIn")), pkey + QStringLiteral(".alsoIn"));
        }
        const QJsonArray rms = po.value(QStringLiteral("regionMoves")).toArray();
        for (int k = 0; k < rms.size() && k < int(d.regionMoves.size()); ++k)
            d.regionMoves[size_t(k)].region
                = regionRef(rms[k].toObject().value(QStringLiteral("region")),
                    key + QStringLiteral(".regionMoves.%1.region").arg(k));
        for (const QString& other : stringList(po.value(QStringLiteral("cannotHopOver")))) {
            const PieceType t = pieceRef(other, key + QStringLiteral(".cannotHopOver"));
            if (t != NoPieceType)
                d.cannotHopOver.push_back(t);
        }
        for (const QString& other : stringList(po.value(QStringLiteral("cannotCapture")))) {
            const PieceType t = pieceRef(other, key + QStringLiteral(".cannotCapture"));
            if (t != NoPieceType)
                d.cannotCapture.push_back(t);
        }
        if (po.contains(QStringLiteral("drop"))) {
            const QJsonObject dr = po.value(QStringLiteral("drop")).toObject();
            const QString dkey = key + QStringLiteral(".drop");
            ctx.checkKeys(dr, DropSchema, dkey);
            d.droppable = dr.value(QStringLiteral("allowed")).toBool(true);
            d.dropRegion
                = regionRef(dr.value(QStringLiteral("region")), dkey + QStringLiteral(".region"));
            d.maxPerFile = dr.value(QStringLiteral("maxPerFile")).toInt(-1);
            d.dropMateForbidden = dr.value(QStringLiteral("noMate")).toBool();
            d.dropStalemateForbidden = dr.value(QStringLiteral("noStalemate")).toBool();
            for (const QString& form : stringList(dr.value(QStringLiteral("as")))) {
                const PieceType t = pieceRef(form, dkey + QStringLiteral(".as"));
                if (t != NoPieceType)
                    d.dropAs.push_back(t);
            }
        }
    }

    // Rules.
    const QJsonObject rules = preset.value(QStringLiteral("rules")).toObject();
    ctx.checkKeys(rules, RuleSchema, QStringLiteral("rules"));
    Rules& r = v->rules;
    r.royalCapture = rules.value(QStringLiteral("royalCapture")).toBool(false);
    r.checkRule = rules.value(QStringLiteral("checkRule")).toBool(!r.royalCapture);
    r.kingsMayNotFace = rules.value(QStringLiteral("kingsMayNotFace")).toBool();
    r.bareKingLoses = rules.value(QStringLiteral("bareKingLoses")).toBool();
    r.bareKingCounterChance = rules.value(QStringLiteral("bareKingCounterChance")).toBool();
    if (rules.contains(QStringLiteral("deferredPromotion"))) {
        const QString d = rules.value(QStringLiteral("deferredPromotion")).toString();
        if (d == u"untilLeaving")
            r.deferredPromotion = DeferredPromotion::UntilLeaving;
        else if (d == u"afterOneTurn")
            r.deferredPromotion = DeferredPromotion::AfterOneTurn;
        else if (d == u"afterMoving")
            r.deferredPromotion = DeferredPromotion::AfterMoving;
        else
            ctx.error(QStringLiteral("rules.deferredPromotion"),
                QStringLiteral("must be untilLeaving, afterOneTurn or afterMoving"));
    }
    if (rules.contains(QStringLiteral("stalemate"))) {
        if (auto o = parseOutcome(rules.value(QStringLiteral("stalemate")).toString()))
            r.stalemate = *o;
        else
            ctx.error(
                QStringLiteral("rules.stalemate"), QStringLiteral("must be win, loss or draw"));
    }
    const QJsonObject rep = rules.value(QStringLiteral("repetition")).toObject();
    ctx.checkKeys(rep, RepetitionSchema, QStringLiteral("rules.repetition"));
    r.repetitionCount = rep.value(QStringLiteral("count")).toInt(3);
    if (rep.contains(QStringLiteral("result"))) {
        if (auto o = parseOutcome(rep.value(QStringLiteral("result")).toString()))
            r.repetition = *o;
        else
            ctx.error(QStringLiteral("rules.repetition.result"),
                QStringLiteral("must be win, loss or draw"));
    }
    r.perpetualCheckLoses = rep.value(QStringLiteral("perpetualCheckLoses")).toBool();
    r.repetitionForbidden = rep.value(QStringLiteral("forbidden")).toBool();
    r.moveCountLimit = rules.value(QStringLiteral("moveCountLimit")).toInt(100);
    r.hands = rules.value(QStringLiteral("hands")).toBool(false);
    r.capturesToHand = rules.value(QStringLiteral("capturesToHand")).toBool(r.hands);
    r.dropChecks = rules.value(QStringLiteral("dropChecks")).toBool(true);
    r.dropMates = rules.value(QStringLiteral("dropMates")).toBool(true);
    r.immobilityIllegal = rules.value(QStringLiteral("immobilityIllegal")).toBool(true);
    r.promotedPiecesDemote = rules.value(QStringLiteral("promotedPiecesDemote")).toBool(false);
    if (r.promotedPiecesDemote)
        addPromotedForms(*v);
    r.passAllowed = rules.value(QStringLiteral("pass")).toBool(false);
    r.facingRoyalsEndGame = rules.value(QStringLiteral("bikjang")).toBool(false);
    r.doublePassEnds = rules.value(QStringLiteral("doublePassEnds")).toBool(false);
    r.flagRegion
        = regionRef(rules.value(QStringLiteral("flagRegion")), QStringLiteral("rules.flagRegion"));
    if (rules.contains(QStringLiteral("lionTrading"))) {
        const QJsonObject lt = rules.value(QStringLiteral("lionTrading")).toObject();
        const QString key = QStringLiteral("rules.lionTrading");
        ctx.checkKeys(lt, LionTradingSchema, key);
        for (const QString& id : stringList(lt.value(QStringLiteral("lions")))) {
            const PieceType t = pieceRef(id, key + QStringLiteral(".lions"));
            if (t != NoPieceType)
                r.lionTrading.lions.push_back(t);
        }
        for (const QString& id : stringList(lt.value(QStringLiteral("worthlessBridges")))) {
            const PieceType t = pieceRef(id, key + QStringLiteral(".worthlessBridges"));
            if (t != NoPieceType)
                r.lionTrading.worthlessBridges.push_back(t);
        }
        r.lionTrading.okazaki = lt.value(QStringLiteral("okazaki")).toBool();
        r.lionTrading.sameSquareExemption
            = lt.value(QStringLiteral("sameSquareExemption")).toBool();
        r.lionTrading.bridgeProtects = lt.value(QStringLiteral("bridgeProtects")).toBool();
    }
    if (rules.contains(QStringLiteral("castling"))) {
        const QJsonObject c = rules.value(QStringLiteral("castling")).toObject();
        ctx.checkKeys(c, CastlingSchema, QStringLiteral("rules.castling"));
        for (const QString& p : stringList(c.value(QStringLiteral("partners")))) {
            const PieceType t = pieceRef(p, QStringLiteral("rules.castling.partners"));
            if (t != NoPieceType)
                r.castlingPartners.push_back(t);
        }
        const QStringList kf = stringList(c.value(QStringLiteral("kingFiles")));
        if (!kf.isEmpty()) {
            if (kf.size() != 2)
                ctx.error(QStringLiteral("rules.castling.kingFiles"),
                    QStringLiteral("give two files (left, right)"));
            for (int i = 0; i < kf.size() && i < 2; ++i) {
                const int f = int(v->geometry.fileLabels().indexOf(kf[i]));
                if (f < 0)
                    ctx.error(QStringLiteral("rules.castling.kingFiles"),
                        QStringLiteral("'%1' is not a file").arg(kf[i]));
                r.castlingKingFiles[size_t(i)] = f;
            }
        }
        const QString cn
            = c.value(QStringLiteral("notation")).toString(QStringLiteral("kingToSquare"));
        if (cn == u"kingTakesPartner")
            r.castlingKingTakesRook = true;
        else if (cn != u"kingToSquare")
            ctx.error(QStringLiteral("rules.castling.notation"),
                QStringLiteral("must be kingToSquare or kingTakesPartner"));
    }
    bool anyCastling = false;
    for (const PieceDefinition& d : v->pieces)
        for (const auto& c : d.movement.components)
            anyCastling = anyCastling || c.castling;
    if (anyCastling && r.castlingPartners.empty())
        ctx.error(QStringLiteral("rules.castling.partners"),
            QStringLiteral("a piece castles ('O') but no partner is named"));

    parseStorage(preset.value(QStringLiteral("storage")), *v, ctx);
    v->startFen = preset.value(QStringLiteral("start")).toString();
    if (int(diagnostics.size()) > errorsBefore)
        return nullptr;

    const QStringList errors = v->finalize();
    for (const QString& e : errors)
        ctx.error(e.section(u':', 0, 0), e.section(u':', 1).trimmed());

    // Consistency checks that need the compiled tables.
    for (size_t i = 0; i < v->pieces.size(); ++i) {
        const PieceDefinition& d = v->pieces[i];
        if (d.promotionZone < 0 || d.promotions.empty())
            continue;
        for (int s = 0; s < 2; ++s) {
            const SquareSet& zone = v->regions[size_t(d.promotionZone)].squares[size_t(s)];
            if (zone.isEmpty())
                ctx.error(QStringLiteral("pieces.%1.promotion.zone").arg(d.id),
                    QStringLiteral("the zone has no squares for the %1 side")
                        .arg(s == 0 ? QStringLiteral("first") : QStringLiteral("second")));
        }
        // The zone must be reachable: some square outside it must lead into it.
        bool reachable = false;
        const Region& zone = v->regions[size_t(d.promotionZone)];
        for (Square sq : v->geometry.squares()) {
            if (reachable)
                break;
            if (zone.contains(First, sq)
                && (d.promotionTrigger == PromotionTrigger::EntersZone
                    || d.promotionTrigger == PromotionTrigger::EntersOrCaptures))
                continue; // these promote only on the way in
            const PieceTable& t = v->tables().table(PieceType(i), First);
            for (const SimpleStep& st : t.simple)
                for (int k = 1, cur = sq + st.delta;
                    k <= st.maxSteps && v->geometry.isPlayable(Square(cur)); ++k, cur += st.delta)
                    reachable = reachable || zone.contains(First, Square(cur));
            for (const CompiledPath& p : t.paths) {
                int cur = sq;
                for (int l = 0; l < p.legCount; ++l)
                    cur += p.legs[size_t(l)].delta;
                reachable = reachable
                    || (cur >= 0 && cur < v->geometry.cellCount()
                        && zone.contains(First, Square(cur)));
            }
        }
        if (!reachable)
            ctx.error(QStringLiteral("pieces.%1.promotion").arg(d.id),
                QStringLiteral("the piece can never reach its promotion zone"));
    }
    if (v->startFen.isEmpty()) {
        ctx.error(QStringLiteral("start"), QStringLiteral("missing"));
    } else {
        FenError ferr;
        if (!readFen(v, v->startFen, &ferr))
            ctx.error(QStringLiteral("start"),
                QStringLiteral("'%1': %2").arg(v->startFen, ferr.toString()));
    }
    if (int(diagnostics.size()) > errorsBefore)
        return nullptr;
    return v;
}

} // namespace fb
