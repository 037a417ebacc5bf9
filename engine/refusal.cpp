// SPDX-License-Identifier: GPL-3.0-or-later
#include "refusal.h"

#include "explosionrules.h"
#include "gamestate.h"
#include "lionrules.h"
#include "movegen.h"
#include "notation.h"
#include "placementrules.h"
#include "promotionrules.h"

#include <QCoreApplication>
#include <algorithm>

namespace fb {

namespace {

bool contains(const MoveList& list, const Move& m)
{
    return std::any_of(list.begin(), list.end(), [&](const Move& o) { return o.sameTurn(m); });
}

// The same turn, whatever promotion it chooses.
bool samePath(const Move& a, const Move& b)
{
    Move c = b;
    c.promotion = a.promotion;
    return a.sameTurn(c);
}

bool capturesAnything(const Position& pos, const Move& m)
{
    const Piece target = pos.at(m.to);
    return m.victimCount > 0
        || (m.to != m.from && isPiece(target) && sideOf(target) != sideOf(pos.at(m.from)));
}

// Why a move checked after it is made breaks the rules (LegalityRule, in words).
Refusal afterMoveRefusal(Position& pos, const Move& m, LegalityRule rule)
{
    switch (rule) {
    case LegalityRule::RoyalInCheck: {
        if (m.isPass())
            return Refusal::PassNotNow;
        const Side us = pos.sideToMove(), them = opposite(us);
        pos.makeMove(m);
        bool attacked = false;
        for (int i = 0; i < pos.royalCount(us); ++i)
            attacked = attacked
                || (pos.isAttacked(pos.royal(us, i), them)
                    && !shieldedByEnemyRoyal(pos, pos.royal(us, i), us));
        const bool facing = pos.variant().rules.kingsMayNotFace && pos.royalsFace();
        pos.unmakeMove();
        return !attacked && facing ? Refusal::RoyalsFace : Refusal::RoyalInCheck;
    }
    case LegalityRule::DropGivesCheck:
        return Refusal::DropGivesCheck;
    case LegalityRule::DropGivesMate:
        return Refusal::DropMate;
    case LegalityRule::DropLeavesNoMove:
        return Refusal::DropLeavesNoMove;
    case LegalityRule::FacingNotBroken:
        return Refusal::BikjangNotBroken;
    case LegalityRule::Repetition:
        return Refusal::Repetition;
    case LegalityRule::GivesCheck:
        return Refusal::GivesCheck;
    case LegalityRule::MustCapture:
        return Refusal::MustCapture;
    case LegalityRule::ExplodesOwnRoyal:
        return Refusal::ExplodesOwnRoyal;
    case LegalityRule::RoyalFleesCheck:
        return Refusal::RoyalFleesCheck;
    case LegalityRule::MustDropFirst:
        return Refusal::MustDropFirst;
    case LegalityRule::LionTrading:
        switch (brokenLionRule(pos, m).value_or(LionRule::CounterStrike)) {
        case LionRule::DistantProtectedLion:
            return Refusal::LionDistantProtected;
        case LionRule::WorthlessBridge:
            return Refusal::LionWorthlessBridge;
        case LionRule::CounterStrike:
            return Refusal::LionCounterStrike;
        }
    }
    return Refusal::NoSuchMove;
}

// Why a drop may not be placed (the checks of MoveGenerator::generateDrops, in its order).
std::optional<Refusal> dropPlacementRefusal(const Position& pos, const Move& m)
{
    const VariantDefinition& v = pos.variant();
    const Side us = pos.sideToMove();
    const PieceType type = m.dropped;
    if (type == NoPieceType || type >= v.pieceCount() || !v.rules.hands.enabled
        || pos.handCount(us, type) <= 0)
        return Refusal::NotInHand;
    const PieceDefinition& def = v.pieces[size_t(type)];
    if (!def.droppable)
        return Refusal::NotDroppable;
    const PieceType form = m.promotion == NoPieceType ? type : m.promotion;
    const bool knownForm
        = form == type || std::find(def.dropAs.begin(), def.dropAs.end(), form) != def.dropAs.end();
    if (!knownForm || !v.geometry.playable().contains(m.to) || pos.at(m.to) != Empty)
        return Refusal::NoSuchMove;
    if (MoveGenerator::immobileOn(v, form, us, m.to))
        return Refusal::DropImmobile;
    if (!MoveGenerator::dropRegionAllows(v, type, form, us, m.to))
        return Refusal::DropOutsideRegion;
    if (def.maxPerFile >= 0
        && MoveGenerator::countOnFile(pos, type, us, v.geometry.fileOf(m.to)) >= def.maxPerFile)
        return Refusal::DropSecondOnFile;
    if (!placementAllowsDrop(pos, type, m.to))
        return Refusal::DropOutsideRegion;
    return std::nullopt;
}

// Why the promotion choice of `m` is not among the piece's own moves `moves`, which hold the
// same path with other choices (the rules of the generator's PieceContext::emit).
Refusal promotionRefusal(const Position& pos, const Move& m, const MoveList& moves)
{
    const VariantDefinition& v = pos.variant();
    const Piece piece = pos.at(m.from);
    const Side us = sideOf(piece);
    const PieceDefinition& def = v.pieces[size_t(typeOf(piece))];
    if (m.promotion == NoPieceType) // declined where the generator offers only promotions
        return def.promotionMandatory ? Refusal::PromotionMandatory : Refusal::MustPromoteImmobile;
    const std::vector<PieceType>& targets = def.promotionsFor(us);
    if (std::find(targets.begin(), targets.end(), m.promotion) == targets.end()
        || def.promotionZone < 0)
        return Refusal::PromotionUnavailable;
    const bool offered = std::any_of(moves.begin(), moves.end(),
        [&](const Move& o) { return samePath(m, o) && o.promotion != NoPieceType; });
    if (offered)
        return Refusal::PromotionLimit; // other types are offered: this one is at its limit
    const bool captures = capturesAnything(pos, m);
    const bool byZone = promotionTriggered(v, def, us, m.from, m.to, captures, [] { return true; });
    return byZone ? Refusal::PromotionDeferred : Refusal::PromotionOutsideZone;
}

// Why a move of a piece on the board is not legal.
std::optional<Refusal> pieceMoveRefusal(Position& pos, const Move& m)
{
    const Piece piece = pos.geometry().playable().contains(m.from) ? pos.at(m.from) : Empty;
    if (!isPiece(piece))
        return Refusal::NoSuchMove;
    MoveList own;
    MoveGenerator::generateFrom(pos, m.from, own);
    if (!contains(own, m)) {
        if (!std::any_of(own.begin(), own.end(), [&](const Move& o) { return samePath(m, o); }))
            return Refusal::NoSuchMove;
        if (sideOf(piece) != pos.sideToMove())
            return Refusal::NotYourTurn;
        return promotionRefusal(pos, m, own);
    }
    if (sideOf(piece) != pos.sideToMove())
        return Refusal::NotYourTurn;
    return std::nullopt;
}

// The translation of `text` in context "Refusal". The texts are listed for lupdate in
// translations/game_status_strings.cpp (this file is scanned too, but a helper named tr would
// file them under the namespace's context, which nothing looks up).
QString refusalWords(const char* text)
{
    return QCoreApplication::translate("Refusal", text);
}

// The name of the first piece of `v` that has `property`, or `fallback`.
template <typename Property>
QString pieceNamed(const VariantDefinition& v, Property property, const char* fallback)
{
    for (PieceType t = 0; t < v.pieceCount(); ++t)
        if (property(v.pieces[size_t(t)]))
            return pieceDisplayName(v, t);
    return refusalWords(fallback);
}

QString royalName(const VariantDefinition& v)
{
    return pieceNamed(v, [](const PieceDefinition& d) { return d.royal; }, "King");
}

QString lionName(const VariantDefinition& v)
{
    const std::vector<PieceType>& lions = v.rules.lionTrading.lions;
    return lions.empty() ? refusalWords("Lion") : pieceDisplayName(v, lions.front());
}

} // namespace

std::optional<Refusal> whyIllegal(Position& pos, const Move& m)
{
    if (evaluateGame(pos).isOver())
        return Refusal::GameOver;
    MoveList legal;
    MoveGenerator::generateLegal(pos, legal);
    if (contains(legal, m))
        return std::nullopt;
    const VariantDefinition& v = pos.variant();
    switch (m.kind) {
    case MoveKind::Pass:
        if (!v.rules.passing.allowed)
            return Refusal::PassNotAllowed;
        break;
    case MoveKind::Drop:
        if (const auto placement = dropPlacementRefusal(pos, m))
            return placement;
        break;
    case MoveKind::Normal:
    case MoveKind::Castle:
        if (const auto own = pieceMoveRefusal(pos, m))
            return own;
        break;
    }
    if (const auto rule = MoveGenerator::brokenRule(pos, m))
        return afterMoveRefusal(pos, m, *rule);
    return Refusal::NoSuchMove; // unreachable: a pseudo-legal move breaking no rule is legal
}

std::optional<Move> proposedMove(Position& pos, const QString& textIn)
{
    const QString text = textIn.trimmed();
    const VariantDefinition& v = pos.variant();
    MoveList candidates;
    for (Square s : v.geometry.squares()) {
        MoveList own;
        MoveGenerator::generateFrom(pos, s, own);
        for (const Move& m : own) {
            const PieceDefinition& def = v.pieces[size_t(typeOf(pos.at(s)))];
            Move choice = m;
            for (PieceType t : def.promotionsFor(sideOf(pos.at(s)))) {
                choice.promotion = t;
                candidates.push_back(choice);
            }
            choice.promotion = NoPieceType;
            candidates.push_back(choice);
        }
    }
    const Side us = pos.sideToMove();
    for (PieceType t = 0; t < v.pieceCount(); ++t) {
        if (!v.rules.hands.enabled || pos.handCount(us, t) <= 0)
            continue;
        Move drop;
        drop.kind = MoveKind::Drop;
        drop.dropped = t;
        for (Square s : v.geometry.squares()) {
            if (pos.at(s) != Empty)
                continue;
            drop.to = s;
            drop.promotion = NoPieceType;
            candidates.push_back(drop);
            for (PieceType form : v.pieces[size_t(t)].dropAs) {
                drop.promotion = form;
                candidates.push_back(drop);
            }
        }
    }
    Move pass;
    pass.kind = MoveKind::Pass;
    const bool isPass = text == u"@@@@" || text == u"0000"
        || text.compare(u"pass", Qt::CaseInsensitive) == 0 || text == u"--";
    if (isPass)
        return pass;
    for (const Move& m : candidates)
        if (coordinateText(pos, m).compare(text, Qt::CaseInsensitive) == 0)
            return m;
    return std::nullopt;
}

QString refusalText(Refusal r, const VariantDefinition& v)
{
    const QString royal = royalName(v);
    switch (r) {
    case Refusal::GameOver:
        return refusalWords("The game is already over.");
    case Refusal::NoSuchMove:
        return refusalWords("The piece cannot move like that.");
    case Refusal::NotYourTurn:
        return refusalWords("It is the other player's turn.");
    case Refusal::PassNotAllowed:
        return refusalWords("Passing is not allowed in this game.");
    case Refusal::PassNotNow:
        //: %1 is the royal piece ("General")
        return refusalWords("You may not pass while your %1 is in check.").arg(royal);
    case Refusal::NotInHand:
        return refusalWords("You have no such piece in hand.");
    case Refusal::NotDroppable:
        return refusalWords("This piece may not be dropped.");
    case Refusal::DropOutsideRegion:
        return refusalWords("This piece may not be dropped on that square.");
    case Refusal::DropImmobile:
        return refusalWords("A piece may not be dropped where it could never move again.");
    case Refusal::DropSecondOnFile:
        //: nifu; %1 is the piece limited per file ("Pawn")
        return refusalWords("You may not have two unpromoted %1s on one file (nifu).")
            .arg(pieceNamed(v, [](const PieceDefinition& d) { return d.maxPerFile >= 0; }, "Pawn"));
    case Refusal::DropGivesCheck:
        return refusalWords("A dropped piece may not give check in this game.");
    case Refusal::DropMate:
        //: uchifuzume; %1 is the piece ("Pawn")
        return refusalWords("A %1 drop may not give checkmate (uchifuzume).")
            .arg(pieceNamed(
                v, [](const PieceDefinition& d) { return d.dropMateForbidden; }, "Pawn"));
    case Refusal::DropLeavesNoMove:
        return refusalWords("A %1 drop may not leave your opponent without a legal move.")
            .arg(pieceNamed(
                v, [](const PieceDefinition& d) { return d.dropStalemateForbidden; }, "Pawn"));
    case Refusal::MustPromoteImmobile:
        return refusalWords("The piece must promote there: otherwise it could never move again.");
    case Refusal::PromotionMandatory:
        return refusalWords("The piece must promote on this move.");
    case Refusal::PromotionUnavailable:
        return refusalWords("The piece cannot promote to that.");
    case Refusal::PromotionOutsideZone:
        return refusalWords(
            "The piece may promote only by a move into, inside or out of the promotion "
            "zone.");
    case Refusal::PromotionDeferred:
        switch (v.rules.deferredPromotion) {
        case DeferredPromotion::UntilLeaving:
            return refusalWords(
                "A piece that declined promotion may promote again only by a capture or "
                "after leaving the promotion zone.");
        case DeferredPromotion::AfterOneTurn:
            return refusalWords(
                "The piece declined promotion on your previous turn: it may not promote "
                "inside the zone without a capture yet.");
        case DeferredPromotion::AfterMoving:
            return refusalWords(
                "The piece's last move declined promotion: it may promote inside the zone "
                "without a capture only after it has moved again.");
        }
        break;
    case Refusal::PromotionLimit:
        return refusalWords("You already have as many of that piece as the rules allow.");
    case Refusal::RoyalInCheck:
        //: %1 is the royal piece ("King", "General")
        return refusalWords("Your %1 would be in check.").arg(royal);
    case Refusal::RoyalsFace:
        //: xiangqi's flying general; %1 is the royal piece ("General")
        return refusalWords("The two %1s may not face each other on an open file.").arg(royal);
    case Refusal::BikjangNotBroken:
        //: janggi bikjang; %1 is the royal piece ("General")
        return refusalWords(
            "The %1s face each other (bikjang): move so they no longer face, or pass.")
            .arg(royal);
    case Refusal::LionDistantProtected:
        //: Chu Shogi's Lion trading rule B; %1 is "Lion"
        return refusalWords(
            "A %1 may not take a protected %1 that is not next to it (unless its first "
            "step captures a valuable piece).")
            .arg(lionName(v));
    case Refusal::LionWorthlessBridge:
        //: Chu Shogi's Lion trading rule B; %1 is "Lion"
        return refusalWords(
            "A %1 may not take a protected %1 that is not next to it by first capturing "
            "a Pawn or Go-Between.")
            .arg(lionName(v));
    case Refusal::LionCounterStrike:
        //: Chu Shogi's Lion trading rule C; %1 is "Lion"
        return refusalWords(
            "Right after a %1 was taken by a piece other than a %1, only a %1 may take a "
            "%1.")
            .arg(lionName(v));
    case Refusal::Repetition:
        return refusalWords("This move would repeat an earlier position, which the rules forbid.");
    case Refusal::GivesCheck:
        //: Racing kings
        return refusalWords("No move may give check in this game.");
    case Refusal::MustCapture:
        //: Losing chess (antichess, losers)
        return refusalWords("A capture is possible, and capturing is compulsory.");
    case Refusal::ExplodesOwnRoyal:
        //: Atomic chess; %1 is the royal piece ("King")
        return refusalWords("The explosion of this capture would destroy your own %1.").arg(royal);
    case Refusal::RoyalFleesCheck:
        //: Makpong; %1 is the royal piece ("King")
        return refusalWords("Your %1 is in check and may not move away: it may only capture the "
                            "checking piece.")
            .arg(royal);
    case Refusal::MustDropFirst:
        //: Placement chess, Sittuyin: the placement phase
        return refusalWords("Place your pieces in hand first.");
    }
    return {};
}

QString refusalId(Refusal r)
{
    static const char* const ids[] = {"game-over", "no-such-move", "not-your-turn",
        "pass-not-allowed", "pass-not-now", "not-in-hand", "not-droppable", "drop-outside-region",
        "drop-immobile", "nifu", "drop-gives-check", "uchifuzume", "drop-leaves-no-move",
        "must-promote-immobile", "promotion-mandatory", "promotion-unavailable",
        "promotion-outside-zone", "promotion-deferred", "promotion-limit", "royal-in-check",
        "royals-face", "bikjang-not-broken", "lion-distant-protected", "lion-worthless-bridge",
        "lion-counter-strike", "repetition", "gives-check", "must-capture", "explodes-own-royal",
        "royal-flees-check", "must-drop-first"};
    static_assert(std::size(ids) == size_t(Refusal::MustDropFirst) + 1);
    return QString::fromLatin1(ids[size_t(r)]);
}

} // namespace fb
