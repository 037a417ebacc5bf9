// SPDX-License-Identifier: GPL-3.0-or-later
// Why a move is illegal: the rule a proposed move breaks, in words a player understands. It asks
// the generator's own rule checks (MoveGenerator::brokenRule, the drop and promotion predicates,
// brokenLionRule) in the order the generator applies them, and duplicates none of them.
#pragma once

#include "move.h"
#include "position.h"

#include <QString>
#include <optional>

namespace fb {

/// The reason a proposed move is not legal.
enum class Refusal : uint8_t
{
    GameOver, ///< the game is already over
    NoSuchMove, ///< the piece cannot move so at all (or nothing stands there)
    NotYourTurn, ///< the piece belongs to the side not to move
    PassNotAllowed, ///< the variant has no passing
    PassNotNow, ///< passing is allowed, but not now (the mover's royal is in check)
    NotInHand, ///< a drop of a piece the mover does not hold
    NotDroppable, ///< a drop of a piece that is never dropped
    DropOutsideRegion, ///< a drop outside the piece's drop region
    DropImmobile, ///< a drop where the piece could never move again
    DropSecondOnFile, ///< nifu: a second (unpromoted) one on the file
    DropGivesCheck, ///< rules.dropChecks is off and the drop gives check
    DropMate, ///< uchifuzume: a drop that mates
    DropLeavesNoMove, ///< the stricter drop rule: the opponent would have no move
    MustPromoteImmobile, ///< promotion declined where the piece could never move again
    PromotionMandatory, ///< promotion declined by a piece that must promote
    PromotionUnavailable, ///< a promotion the piece does not have (or not to that type)
    PromotionOutsideZone, ///< a promotion by a move that does not reach or touch the zone
    PromotionDeferred, ///< Chu: the piece lost its right to promote inside the zone
    PromotionLimit, ///< the type promoted to is already on the board as often as allowed
    RoyalInCheck, ///< the mover's royal would be (or stay) attacked
    RoyalsFace, ///< xiangqi: the two generals would face each other
    BikjangNotBroken, ///< janggi: the generals face, and the move (no pass) keeps them facing
    LionDistantProtected, ///< Lion rule B: a protected Lion two squares away, without a bridge
    LionWorthlessBridge, ///< Lion rule B: the same over a Pawn or Go-Between
    LionCounterStrike, ///< Lion rule C: a non-Lion takes a Lion right after a Lion was taken
    Repetition, ///< a repetition where the variant forbids it
    GivesCheck, ///< racing kings: no move may give check (rules.checksAllowed off)
    MustCapture, ///< losing chess: a capture is possible, so one must capture
    ExplodesOwnRoyal, ///< atomic: the capture's explosion would take the mover's own royal
    RoyalFleesCheck, ///< makpong: a royal in check may only capture a checking piece
    MustDropFirst, ///< rules.placement: the pieces in hand must be placed first
};

/// Why `m` is not legal in `pos`, or nothing when it is. `m` is a move the player proposes:
/// pseudo-legal (a piece's own move, of either side), or a drop, pass, or promotion choice that
/// may break the generator's rules. The reasons are asked in the generator's order: the game's
/// end, the pieces' moves, drop placement, promotion choice, then the rules checked after the
/// move (check, drop mates, bikjang, repetition, Lion trading, giving check, forced capture).
/// `pos` is restored.
std::optional<Refusal> whyIllegal(Position& pos, const Move& m);

/// The move written `text` in coordinate notation (coordinateText's forms: "e2e4", "7g7f+",
/// "P*5e", "@@@@") among the moves a player could propose in `pos`, legal or not: every
/// pseudo-legal move of either side's pieces with every promotion choice, a drop of any piece in
/// the mover's hand on any empty square, a pass. Nothing when no such move can be written.
std::optional<Move> proposedMove(Position& pos, const QString& text);

/// The reason as an English sentence a player understands, translated (context "Refusal"),
/// naming `v`'s own pieces ("Your King would be in check.", "Two unpromoted Pawns may not stand
/// on one file (nifu).").
QString refusalText(Refusal r, const VariantDefinition& v);

/// A stable id of the reason for files, tests and the CLI ("royal-in-check", "nifu").
QString refusalId(Refusal r);

} // namespace fb
