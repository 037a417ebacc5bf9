// SPDX-License-Identifier: GPL-3.0-or-later
// Presets: the rules of play (with castling, Lion trading and crazyhouse's promoted forms) and
// the storage layout of the hands.
#include "presetparts.h"
#include "wallingrules.h"

namespace fb::preset {

namespace {

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

// `key` of `o`, an outcome, into `out` (unchanged when absent).
void readOutcome(
    const QJsonObject& o, const QString& name, const QString& key, Outcome& out, Report& report)
{
    if (!o.contains(name))
        return;
    const QString text = o.value(name).toString();
    if (const std::optional<Outcome> outcome = parseOutcome(text))
        out = *outcome;
    else
        report.error(key, QStringLiteral("'%1' is not win, loss or draw").arg(text));
}

// The promoted twins crazyhouse needs: one per promotion target that is not a promoted type
// of its own (a '+' letter or a demotesTo).
int promotedFormCount(const VariantDefinition& v)
{
    int n = 0;
    for (const PieceDefinition& d : v.pieces) {
        std::vector<PieceType> counted;
        for (const auto* targets : {&d.promotions, &d.secondPromotions})
            for (PieceType target : *targets) {
                const PieceDefinition& base = v.pieces[size_t(target)];
                if (base.demotesTo != NoPieceType || base.letter.startsWith(u'+')
                    || std::find(counted.begin(), counted.end(), target) != counted.end())
                    continue;
                counted.push_back(target);
                ++n;
            }
    }
    return n;
}

// Crazyhouse: a promoted piece remembers what it was. Each promotion result gets a twin
// type written with '~' in FEN that goes back to the hand as the piece it promoted from.
void addPromotedForms(VariantDefinition& v)
{
    const size_t originalCount = v.pieces.size();
    for (size_t i = 0; i < originalCount; ++i) {
        // One twin per target, shared by both sides' lists (promotion.secondTo).
        std::vector<std::pair<PieceType, PieceType>> twins; // (base, twin)
        // Both lists are read through v.pieces[i] anew: pushing a twin moves the pieces.
        auto list = [&](int side) -> std::vector<PieceType>& {
            return side == 0 ? v.pieces[i].promotions : v.pieces[i].secondPromotions;
        };
        for (int side = 0; side < 2; ++side)
            for (size_t k = 0; k < list(side).size(); ++k) {
                const PieceType target = list(side)[k];
                const auto known = std::find_if(twins.begin(), twins.end(),
                    [&](const auto& pair) { return pair.first == target; });
                if (known != twins.end()) {
                    list(side)[k] = known->second;
                    continue;
                }
                const PieceDefinition base = v.pieces[size_t(target)];
                if (base.demotesTo != NoPieceType || base.letter.startsWith(u'+'))
                    continue; // already a promoted type of its own (shogi style)
                PieceDefinition twin = base;
                twin.id = base.id + QStringLiteral("~");
                twin.promotedMarker = true;
                twin.demotesTo = PieceType(i);
                twin.unpromoted = PieceType(i);
                twin.promotions.clear();
                twin.secondPromotions.clear();
                twin.promotionZone = -1;
                twin.droppable = false;
                v.pieces.push_back(twin);
                const auto made = PieceType(v.pieces.size() - 1);
                twins.emplace_back(target, made);
                list(side)[k] = made;
            }
    }
}

void readCastling(const QJsonObject& c, VariantDefinition& v, Report& report)
{
    Rules& r = v.rules;
    r.castling.partners = pieceRefs(
        v, c.value(QStringLiteral("partners")), QStringLiteral("rules.castling.partners"), report);
    // Two file labels (left, right) into `out`.
    auto readFiles = [&](const QString& name, std::array<int, 2>& out) {
        const QString filesKey = QStringLiteral("rules.castling.") + name;
        const QStringList files = stringList(c.value(name));
        if (c.contains(name) && files.size() != 2)
            report.error(filesKey, QStringLiteral("give two files (left, right)"));
        for (int i = 0; i < files.size() && i < 2; ++i) {
            const int f = int(v.geometry.fileLabels().indexOf(files[i]));
            if (f < 0)
                report.error(filesKey, QStringLiteral("'%1' is not a file").arg(files[i]));
            out[size_t(i)] = f;
        }
    };
    readFiles(QStringLiteral("kingFiles"), r.castling.kingFiles);
    readFiles(QStringLiteral("partnerFiles"), r.castling.partnerFiles);
    r.castling.rank = c.value(QStringLiteral("rank")).toInt(1) - 1;
    const QString notation
        = c.value(QStringLiteral("notation")).toString(QStringLiteral("kingToSquare"));
    if (notation == u"kingTakesPartner")
        r.castling.kingTakesPartner = true;
    else if (notation != u"kingToSquare")
        report.error(QStringLiteral("rules.castling.notation"),
            QStringLiteral("'%1' is not kingToSquare or kingTakesPartner").arg(notation));
}

void readLionTrading(const QJsonObject& lt, VariantDefinition& v, Report& report)
{
    const QString key = QStringLiteral("rules.lionTrading");
    LionTrading& l = v.rules.lionTrading;
    l.lions
        = pieceRefs(v, lt.value(QStringLiteral("lions")), key + QStringLiteral(".lions"), report);
    l.worthlessBridges = pieceRefs(v, lt.value(QStringLiteral("worthlessBridges")),
        key + QStringLiteral(".worthlessBridges"), report);
    l.okazaki = lt.value(QStringLiteral("okazaki")).toBool();
    l.sameSquareExemption = lt.value(QStringLiteral("sameSquareExemption")).toBool();
    l.bridgeProtects = lt.value(QStringLiteral("bridgeProtects")).toBool();
}

// Makruk's counting (counting.h): a tier's "pieces" names a type once per piece it needs
// ("rook", "rook": two rooks).
void readCounting(const QJsonObject& c, VariantDefinition& v, Report& report)
{
    const QString key = QStringLiteral("rules.counting");
    CountingRule& rule = v.rules.counting;
    rule.boardsHonour = c.value(QStringLiteral("boardsHonour")).toInt(0);
    const QJsonArray tiers = c.value(QStringLiteral("piecesHonour")).toArray();
    for (qsizetype i = 0; i < tiers.size(); ++i) {
        const QJsonObject t = tiers[i].toObject();
        const QString tierKey = key + QStringLiteral(".piecesHonour[%1]").arg(i);
        CountingTier tier;
        tier.moves = t.value(QStringLiteral("moves")).toInt(0);
        if (tier.moves <= 0)
            report.error(
                tierKey + QStringLiteral(".moves"), QStringLiteral("give the count's end"));
        for (const QString& id : stringList(t.value(QStringLiteral("pieces")))) {
            const PieceType type = v.pieceById(id);
            if (type == NoPieceType) {
                report.error(tierKey + QStringLiteral(".pieces"),
                    QStringLiteral("no piece with id '%1'").arg(id));
                continue;
            }
            const auto known = std::find_if(tier.otherSideHas.begin(), tier.otherSideHas.end(),
                [&](const auto& need) { return need.first == type; });
            if (known != tier.otherSideHas.end())
                ++known->second;
            else
                tier.otherSideHas.emplace_back(type, 1);
        }
        rule.piecesHonour.push_back(std::move(tier));
    }
}

void readExplosions(const QJsonObject& x, VariantDefinition& v, Report& report)
{
    const QString key = QStringLiteral("rules.explosions");
    Explosions& e = v.rules.explosions;
    e.enabled = true;
    e.spared
        = pieceRefs(v, x.value(QStringLiteral("spared")), key + QStringLiteral(".spared"), report);
    e.immune
        = pieceRefs(v, x.value(QStringLiteral("immune")), key + QStringLiteral(".immune"), report);
}

// Tenjiku's Fire Demons (burningrules.h): who burns, who never burns, passive burning. The
// check test does not see burns, so burning needs a game won by capturing royals.
void readBurning(const QJsonObject& b, VariantDefinition& v, Report& report)
{
    const QString key = QStringLiteral("rules.burning");
    BurningRules& rule = v.rules.burning;
    rule.burners = pieceRefs(
        v, b.value(QStringLiteral("burners")), key + QStringLiteral(".burners"), report);
    rule.immune
        = pieceRefs(v, b.value(QStringLiteral("immune")), key + QStringLiteral(".immune"), report);
    rule.passive = b.value(QStringLiteral("passive")).toBool(false);
    rule.choose = b.value(QStringLiteral("choose")).toInt(0);
    if (rule.choose > 0 && rule.passive)
        report.error(key, QStringLiteral("\"choose\" and \"passive\" exclude each other"));
    if (rule.burners.empty())
        report.error(key + QStringLiteral(".burners"), QStringLiteral("names no piece"));
    if (v.rules.checkRule)
        report.error(key,
            QStringLiteral(
                "burning needs \"checkRule\": false (the check test does not see burns)"));
}

// Suzumu's Heavenly Tetrarch (freezingrules.h): who freezes, who is never frozen. The check
// test does not know frozen pieces, so freezing too needs a game won by capturing royals.
void readFreezing(const QJsonObject& f, VariantDefinition& v, Report& report)
{
    const QString key = QStringLiteral("rules.freezing");
    FreezingRules& rule = v.rules.freezing;
    rule.freezers = pieceRefs(
        v, f.value(QStringLiteral("freezers")), key + QStringLiteral(".freezers"), report);
    rule.immune
        = pieceRefs(v, f.value(QStringLiteral("immune")), key + QStringLiteral(".immune"), report);
    if (rule.freezers.empty())
        report.error(key + QStringLiteral(".freezers"), QStringLiteral("names no piece"));
    if (v.rules.checkRule)
        report.error(key,
            QStringLiteral("freezing needs \"checkRule\": false (the check test does not know "
                           "frozen pieces)"));
}

// The placement phase (placement.h): must-drop types, colour-bound types, castling squares.
void readPlacement(const QJsonObject& p, VariantDefinition& v, Report& report)
{
    const QString key = QStringLiteral("rules.placement");
    PlacementRules& rule = v.rules.placement;
    rule.enabled = true;
    rule.mustDrop = pieceRefs(
        v, p.value(QStringLiteral("mustDrop")), key + QStringLiteral(".mustDrop"), report);
    rule.oppositeColours = pieceRefs(v, p.value(QStringLiteral("oppositeColours")),
        key + QStringLiteral(".oppositeColours"), report);
    if (p.contains(QStringLiteral("castlingRoyalSquares"))
        != p.contains(QStringLiteral("castlingPartnerSquares")))
        report.error(key, QStringLiteral("give castlingRoyalSquares and castlingPartnerSquares"));
    if (p.contains(QStringLiteral("castlingRoyalSquares"))) {
        rule.royalCastlingRegion = regionRef(v, p.value(QStringLiteral("castlingRoyalSquares")),
            key + QStringLiteral(".castlingRoyalSquares"), report);
        rule.partnerCastlingRegion = regionRef(v, p.value(QStringLiteral("castlingPartnerSquares")),
            key + QStringLiteral(".castlingPartnerSquares"), report);
    }
    if (!v.rules.hands.enabled)
        report.error(key, QStringLiteral("a placement phase needs rules.hands"));
}

std::optional<FlipPattern> parseFlipPattern(const QString& s)
{
    if (s == u"lines")
        return FlipPattern::Lines;
    if (s == u"neighbours")
        return FlipPattern::Neighbours;
    if (s == u"any")
        return FlipPattern::None;
    return std::nullopt;
}

// Reversi's and Ataxx's flips (flipping.h).
void readFlipping(const QJsonObject& f, VariantDefinition& v, Report& report)
{
    const QString key = QStringLiteral("rules.flipping");
    FlipRules& rule = v.rules.flipping;
    const QString flip = f.value(QStringLiteral("flip")).toString();
    const std::optional<FlipPattern> flips = parseFlipPattern(flip);
    if (!flips || *flips == FlipPattern::None)
        report.error(key + QStringLiteral(".flip"),
            QStringLiteral("'%1' is not lines or neighbours").arg(flip));
    else
        rule.flips = *flips;
    const QString drops = f.value(QStringLiteral("drops")).toString(QStringLiteral("any"));
    if (const std::optional<FlipPattern> d = parseFlipPattern(drops))
        rule.drops = *d;
    else
        report.error(key + QStringLiteral(".drops"),
            QStringLiteral("'%1' is not any, lines or neighbours").arg(drops));
    rule.startRegion = regionRef(
        v, f.value(QStringLiteral("startRegion")), key + QStringLiteral(".startRegion"), report);
    rule.freeDrops = f.value(QStringLiteral("freeDrops")).toBool(false);
    rule.passWhenStuck = f.value(QStringLiteral("passWhenStuck")).toBool(false);
    for (const PieceDefinition& d : v.pieces)
        if (d.royal)
            report.error(
                key, QStringLiteral("a flipping game has no royal pieces ('%1' is one)").arg(d.id));
}

// rules.walling (walling.h): the kind of wall a move ends with.
void readWalling(const QJsonValue& value, VariantDefinition& v, Report& report)
{
    const QString key = QStringLiteral("rules.walling");
    const QString id = value.toString();
    if (const std::optional<WallingKind> kind = wallingKindFromId(id))
        v.rules.walling.kind = *kind;
    else
        report.error(
            key, QStringLiteral("'%1' is not none, arrow, duck, static, past or edge").arg(id));
    if (v.rules.walling.enabled() && v.rules.explosions.enabled)
        report.error(key, QStringLiteral("walls and explosions cannot be combined"));
}

void readDeferredPromotion(const QJsonObject& rules, Rules& r, Report& report)
{
    if (!rules.contains(QStringLiteral("deferredPromotion")))
        return;
    const QString d = rules.value(QStringLiteral("deferredPromotion")).toString();
    if (d == u"untilLeaving")
        r.deferredPromotion = DeferredPromotion::UntilLeaving;
    else if (d == u"afterOneTurn")
        r.deferredPromotion = DeferredPromotion::AfterOneTurn;
    else if (d == u"afterMoving")
        r.deferredPromotion = DeferredPromotion::AfterMoving;
    else
        report.error(QStringLiteral("rules.deferredPromotion"),
            QStringLiteral("'%1' is not untilLeaving, afterOneTurn or afterMoving").arg(d));
}

void readExtinction(const QJsonObject& e, VariantDefinition& v, Report& report)
{
    const QString key = QStringLiteral("rules.extinction");
    Extinction& x = v.rules.goals.extinction;
    QJsonArray ids;
    for (const QString& id : stringList(e.value(QStringLiteral("pieces")))) {
        if (id == u"*")
            x.allPieces = true;
        else
            ids.append(id);
    }
    x.types = pieceRefs(v, ids, key + QStringLiteral(".pieces"), report);
    if (!x.enabled())
        report.error(key + QStringLiteral(".pieces"),
            QStringLiteral("name at least one piece, or \"*\" for all of a side's pieces"));
    x.limit = e.value(QStringLiteral("limit")).toInt(0);
    readOutcome(e, QStringLiteral("result"), key + QStringLiteral(".result"), x.result, report);
}

// The goal rules (goals.h): how a game is won besides the pieces' moves.
void readGoals(const QJsonObject& rules, VariantDefinition& v, Report& report)
{
    if (rules.contains(QStringLiteral("mateSeries"))) {
        const QJsonObject ms = rules.value(QStringLiteral("mateSeries")).toObject();
        const QString key = QStringLiteral("rules.mateSeries");
        MateSeries& series = v.rules.goals.mateSeries;
        series.shak
            = pieceRefs(v, ms.value(QStringLiteral("shak")), key + QStringLiteral(".shak"), report);
        series.notAlone = pieceRefs(
            v, ms.value(QStringLiteral("notAlone")), key + QStringLiteral(".notAlone"), report);
    }
    GoalRules& g = v.rules.goals;
    g.royalCapture = rules.value(QStringLiteral("royalCapture")).toBool(false);
    g.bareKingLoses = rules.value(QStringLiteral("bareKingLoses")).toBool();
    g.bareKingCounterChance = rules.value(QStringLiteral("bareKingCounterChance")).toBool();
    g.bareKingWins = rules.value(QStringLiteral("bareKingWins")).toBool();
    if (g.bareKingWins && g.bareKingLoses)
        report.error(QStringLiteral("rules.bareKingWins"),
            QStringLiteral("a bare king cannot both win and lose (bareKingLoses is set)"));
    readOutcome(
        rules, QStringLiteral("stalemate"), QStringLiteral("rules.stalemate"), g.stalemate, report);
    readOutcome(
        rules, QStringLiteral("checkmate"), QStringLiteral("rules.checkmate"), g.checkmate, report);
    g.flagRegion = regionRef(
        v, rules.value(QStringLiteral("flagRegion")), QStringLiteral("rules.flagRegion"), report);
    g.flagReply = rules.value(QStringLiteral("flagReply")).toBool();
    g.flagPieces = pieceRefs(
        v, rules.value(QStringLiteral("flagPieces")), QStringLiteral("rules.flagPieces"), report);
    if (!g.flagPieces.empty() && g.flagRegion < 0)
        report.error(QStringLiteral("rules.flagPieces"), QStringLiteral("needs rules.flagRegion"));
    g.checkLimit = rules.value(QStringLiteral("checkLimit")).toInt(0);
    g.stalematePieceCount = rules.value(QStringLiteral("stalematePieceCount")).toBool(false);
    if (rules.contains(QStringLiteral("extinction")))
        readExtinction(rules.value(QStringLiteral("extinction")).toObject(), v, report);
}

} // namespace

void readRules(const QJsonObject& rules, VariantDefinition& v, Report& report)
{
    // checkShape() has checked the types and ranges.
    Rules& r = v.rules;
    readGoals(rules, v, report);
    r.checkRule = rules.value(QStringLiteral("checkRule")).toBool(!r.goals.royalCapture);
    r.dupleCheck = rules.value(QStringLiteral("dupleCheck")).toBool(false);
    r.royalStaysInCheck = rules.value(QStringLiteral("royalStaysInCheck")).toBool(false);
    r.checksAllowed = rules.value(QStringLiteral("checking")).toBool(true);
    r.mustCapture = rules.value(QStringLiteral("mustCapture")).toBool(false);
    r.kingsMayNotFace = rules.value(QStringLiteral("kingsMayNotFace")).toBool();
    const QString victims
        = rules.value(QStringLiteral("rangeCaptureVictims")).toString(QStringLiteral("any"));
    if (victims == u"lowerRank")
        r.rangeCaptureVictims = RangeCaptureVictims::LowerRank;
    else if (victims != u"any")
        report.error(QStringLiteral("rules.rangeCaptureVictims"),
            QStringLiteral("'%1' is not any or lowerRank").arg(victims));
    r.rangeJumpToEmpty = rules.value(QStringLiteral("rangeJumpToEmpty")).toBool(false);
    readDeferredPromotion(rules, r, report);
    const QJsonObject rep = rules.value(QStringLiteral("repetition")).toObject();
    r.repetition.count = rep.value(QStringLiteral("count")).toInt(3);
    readOutcome(rep, QStringLiteral("result"), QStringLiteral("rules.repetition.result"),
        r.repetition.result, report);
    r.repetition.perpetualCheckLoses = rep.value(QStringLiteral("perpetualCheckLoses")).toBool();
    r.repetition.forbidden = rep.value(QStringLiteral("forbidden")).toBool();
    r.moveCountLimit = rules.value(QStringLiteral("moveCountLimit")).toInt(100);
    // Bughouse's hands are filled by the partner: they exist, and captures do not fill them.
    r.hands.fromPartner = rules.value(QStringLiteral("handsFromPartner")).toBool(false);
    r.hands.enabled = rules.value(QStringLiteral("hands")).toBool(r.hands.fromPartner);
    if (r.hands.fromPartner && !r.hands.enabled)
        report.error(QStringLiteral("rules.handsFromPartner"),
            QStringLiteral("the partner's pieces need a hand, but hands is false"));
    r.hands.fromCaptures = rules.value(QStringLiteral("capturesToHand"))
                               .toBool(r.hands.enabled && !r.hands.fromPartner);
    r.hands.dropChecks = rules.value(QStringLiteral("dropChecks")).toBool(true);
    r.hands.dropMates = rules.value(QStringLiteral("dropMates")).toBool(true);
    r.immobilityIllegal = rules.value(QStringLiteral("immobilityIllegal")).toBool(true);
    r.hands.promotedDemote = rules.value(QStringLiteral("promotedPiecesDemote")).toBool(false);
    if (r.hands.promotedDemote) {
        const int types = int(v.pieces.size()) + promotedFormCount(v);
        if (types > VariantDefinition::MaxPieceTypes)
            report.error(QStringLiteral("rules.promotedPiecesDemote"),
                QStringLiteral("with their promoted forms the pieces make %1 piece types; at "
                               "most %2")
                    .arg(types)
                    .arg(VariantDefinition::MaxPieceTypes));
        else
            addPromotedForms(v);
    }
    r.passing.allowed = rules.value(QStringLiteral("pass")).toBool(false);
    r.facingRoyalsEndGame = rules.value(QStringLiteral("bikjang")).toBool(false);
    r.passing.twoEndTheGame = rules.value(QStringLiteral("doublePassEnds")).toBool(false);
    r.passing.noSecondSkip = rules.value(QStringLiteral("noSecondSkip")).toBool(false);
    r.gating = rules.value(QStringLiteral("gating")).toBool(false);
    r.initialMovesInFen = rules.value(QStringLiteral("initialMovesInFen")).toBool(false);
    if (rules.contains(QStringLiteral("lionTrading")))
        readLionTrading(rules.value(QStringLiteral("lionTrading")).toObject(), v, report);
    if (rules.contains(QStringLiteral("counting")))
        readCounting(rules.value(QStringLiteral("counting")).toObject(), v, report);
    if (rules.contains(QStringLiteral("placement")))
        readPlacement(rules.value(QStringLiteral("placement")).toObject(), v, report);
    if (rules.contains(QStringLiteral("explosions")))
        readExplosions(rules.value(QStringLiteral("explosions")).toObject(), v, report);
    if (rules.contains(QStringLiteral("burning")))
        readBurning(rules.value(QStringLiteral("burning")).toObject(), v, report);
    if (rules.contains(QStringLiteral("freezing")))
        readFreezing(rules.value(QStringLiteral("freezing")).toObject(), v, report);
    if (rules.contains(QStringLiteral("flipping")))
        readFlipping(rules.value(QStringLiteral("flipping")).toObject(), v, report);
    if (rules.contains(QStringLiteral("walling")))
        readWalling(rules.value(QStringLiteral("walling")), v, report);
    if (rules.contains(QStringLiteral("castling")))
        readCastling(rules.value(QStringLiteral("castling")).toObject(), v, report);
    bool anyCastling = false;
    for (const PieceDefinition& d : v.pieces)
        for (const auto& c : d.movement.components)
            anyCastling = anyCastling || c.castling;
    if (anyCastling && r.castling.partners.empty())
        report.error(QStringLiteral("rules.castling.partners"),
            QStringLiteral("a piece castles ('O') but no partner is named"));
}

// "storage": where pieces in hand are shown. Defaults: the first side's hand below the
// board, the second's above, the droppable types in preset order.
void readStorage(const QJsonValue& value, VariantDefinition& v, Report& report)
{
    StorageLayout& s = v.storage;
    if (!v.rules.hands.enabled && value.isUndefined())
        return;
    std::vector<PieceType> defaults;
    for (size_t i = 0; i < v.pieces.size(); ++i) {
        const PieceDefinition& d = v.pieces[i];
        if (!d.royal && d.droppable && d.demotesTo == NoPieceType && !d.promotedMarker)
            defaults.push_back(PieceType(i));
    }
    s.order = {defaults, defaults};
    const QJsonObject o = value.toObject();
    s.columns = o.value(QStringLiteral("columns")).toInt(0);
    for (int side = 0; side < 2; ++side) {
        const QString sideKey = side == 0 ? QStringLiteral("first") : QStringLiteral("second");
        if (!o.contains(sideKey))
            continue;
        const QJsonObject so = o.value(sideKey).toObject();
        const QString key = QStringLiteral("storage.") + sideKey;
        const QString edge
            = so.value(QStringLiteral("edge"))
                  .toString(side == 0 ? QStringLiteral("below") : QStringLiteral("above"));
        if (edge == u"below")
            s.edge[size_t(side)] = StorageLayout::Edge::Below;
        else if (edge == u"above")
            s.edge[size_t(side)] = StorageLayout::Edge::Above;
        else
            report.error(key + QStringLiteral(".edge"),
                QStringLiteral("'%1' is not below or above").arg(edge));
        if (so.contains(QStringLiteral("pieces")))
            s.order[size_t(side)] = pieceRefs(
                v, so.value(QStringLiteral("pieces")), key + QStringLiteral(".pieces"), report);
    }
}

} // namespace fb::preset
