// SPDX-License-Identifier: GPL-3.0-or-later
// Move generation from the compiled tables: pseudo-legal moves, legality, drops, castling.
#pragma once

#include "move.h"
#include "position.h"

#include <optional>

namespace fb {

/// A rule that makes a pseudo-legal move illegal, in the order MoveGenerator checks them.
enum class LegalityRule : uint8_t
{
    RoyalInCheck, ///< the mover's royal is attacked (or faces the enemy's) after the move
    DropGivesCheck, ///< rules.dropChecks is off and the drop gives check
    DropGivesMate, ///< the drop mates where that is forbidden (uchifuzume)
    DropLeavesNoMove, ///< the drop leaves the opponent without a move (drop.noStalemate)
    FacingNotBroken, ///< janggi: the generals faced and still face after a move that is no pass
    Repetition, ///< rules.repetition.forbidden and the position occurred before
    LionTrading, ///< a Lion-trading rule (lionrules.h says which)
    GivesCheck, ///< rules.checksAllowed is off and the move gives check (racing kings)
    MustCapture, ///< rules.mustCapture: the move captures nothing while a capture is legal
    ExplodesOwnRoyal, ///< rules.explosions: the capture's explosion takes the mover's own royal
    RoyalFleesCheck, ///< rules.royalStaysInCheck: a royal in check moves without taking a checker
    MustDropFirst, ///< rules.placement: a piece in hand must be dropped first
};

class MoveGenerator
{
public:
    /// Appends every pseudo-legal move of the side to move (drops, castling and passes
    /// included). Pseudo-legal: follows the pieces' moves and the board, ignores check.
    static void generatePseudoLegal(const Position& pos, MoveList& out);
    /// Appends the pseudo-legal moves of the piece on `from` (of the side to move or not).
    static void generateFrom(const Position& pos, Square from, MoveList& out);
    /// Appends the pseudo-legal drops of `type` from the side to move's hand.
    static void generateDrops(const Position& pos, PieceType type, MoveList& out);
    /// Appends every legal move of the side to move. `pos` is restored before returning.
    static void generateLegal(Position& pos, MoveList& out);
    /// Is a pseudo-legal move legal (the mover's royals safe, drop rules kept)?
    static bool isLegal(Position& pos, const Move& m) { return !brokenRule(pos, m); }
    /// The first rule a pseudo-legal move breaks, in the order of LegalityRule; nothing when
    /// it is legal. `pos` is restored before returning.
    static std::optional<LegalityRule> brokenRule(Position& pos, const Move& m);

    /// Could a piece of `type` and `side` on `s` never move again, where that is forbidden
    /// (rules.immobilityIllegal)? It may not be dropped there, and a move there must promote.
    static bool immobileOn(const VariantDefinition& v, PieceType type, Side side, Square s)
    {
        return v.rules.immobilityIllegal
            && v.tables().deadSquares[size_t(type) * 2 + side].contains(s);
    }
    /// May a piece of `type` from the hand enter the board as `form` on `s`: inside its drop
    /// region (drop.region) and the region `form` may never leave (region)?
    static bool dropRegionAllows(
        const VariantDefinition& v, PieceType type, PieceType form, Side side, Square s)
    {
        const int region = v.pieces[size_t(type)].dropRegion;
        const int limit = v.pieces[size_t(form)].regionLimit;
        return (region < 0 || v.regions[size_t(region)].contains(side, s))
            && (limit < 0 || v.regions[size_t(limit)].contains(side, s));
    }
    /// How many pieces of `type` and `side` stand on `file` (nifu counts them).
    static int countOnFile(const Position& pos, PieceType type, Side side, int file);

    /// Janggi's bikjang: the generals faced each other on two positions in a row (the game
    /// is over; no move is generated).
    static bool bikjangEnded(const Position& pos);
    /// Both sides passed one after the other under `rules.doublePassEnds` (the game is over;
    /// no move is generated).
    static bool doublePassEnded(const Position& pos);
    /// How often the position (just reached) occurred earlier in this game with the same side to
    /// move, looking back as far as it could recur (since the last capture or pawn move; the
    /// whole game with hands). `firstPly`, if given, gets the ply of the earliest occurrence
    /// (the current ply if there is none).
    static int earlierOccurrences(const Position& pos, int* firstPly = nullptr);
    /// The game is over by its board: a goal of rules.goals that leaves no move was reached
    /// (goalReached(): royal capture, flag region, n-check, extinction, a bare king that wins).
    static bool gameDecidedOnBoard(const Position& pos);
    /// No move may be made any more, whatever the side to move has: the game was decided on
    /// the board, or ended by bikjang or two passes. Every generator returns nothing then.
    static bool gameOverOnBoard(const Position& pos);
    /// Does the side to move have at least one legal move? Tries the royals' moves first, then,
    /// in check, only the moves that may answer it (captures of the checker, blocks: the others
    /// are refused by CheckEvasion without a test), else every move.
    static bool hasLegalMove(Position& pos);
    /// Does the move capture anything (a piece on its destination, or a victim on its way:
    /// en passant, locust captures)? Drops, passes and castling never do.
    static bool isCapture(const Position& pos, const Move& m);
    /// Is `m` a skip (rules.noSecondSkip): a pass, or a move back to its starting square that
    /// captures nothing?
    static bool isSkip(const Move& m);

private:
    /// brokenRule without rules.mustCapture: a legal move exists exactly when a move passes
    /// this (the captures that rule asks for are such moves themselves).
    static std::optional<LegalityRule> brokenBeforeCaptureRule(Position& pos, const Move& m);
    /// Does the move leave the opponent in check (for rules.checksAllowed)? From the board
    /// when it can (Position::givesCheckAfter), else by making and unmaking it. `pos` is
    /// restored.
    static bool givesCheck(Position& pos, const Move& m);
    /// rules.royalStaysInCheck: is `m` a move of a royal of the side to move, in check, that
    /// does not capture the one piece giving the check? `pos` is restored before returning.
    static bool fleesCheck(Position& pos, const Move& m);
    /// Has the side to move a capture that passes brokenBeforeCaptureRule?
    static bool hasLegalCapture(Position& pos);
    /// Keeps the legal moves among the pseudo-legal moves out[first..] (check, drops, facing,
    /// repetition, Lion trading, giving check), in order; `checked` as for generateMoves.
    static void filterLegal(Position& pos, MoveList& out, size_t first, int8_t checked);
    /// rules.mustCapture over the legal moves out[first..]: when one captures, the others go.
    static void keepCapturesOnly(const Position& pos, MoveList& out, size_t first);
    /// rules.noSecondSkip over the legal moves out[first..]: right after a skip of the side to
    /// move (its last turn, two plies back), its skips go.
    static void dropSecondSkips(const Position& pos, MoveList& out, size_t first);
    /// generatePseudoLegal with the side to move's check state when known: `checked` is 1 or 0
    /// when its one royal is or is not in check, -1 when not known (castling then asks).
    static void generateMoves(const Position& pos, MoveList& out, int8_t checked);
    /// The pseudo-legal moves of the piece of side `us` on `from`; `checked` as for
    /// generateMoves (which makes the moves of the simplest pieces itself).
    static void generatePiece(
        const Position& pos, Square from, Side us, MoveList& out, int8_t checked = -1);
    /// Castling of the piece on `from`: the partner, the empty squares, then the attack tests.
    static void generateCastling(
        const Position& pos, Square from, Side us, MoveList& out, int8_t checked);
    /// The first rule among check, the drop rules and bikjang that `m` breaks, answered from
    /// the board when it can (Position::checkAfter), else by making and unmaking it.
    static std::optional<LegalityRule> brokenOnBoard(
        Position& pos, const Move& m, bool mustBreakFacing);
    /// Would `m` repeat a position of the game since the last irreversible move (with the
    /// same side to move)? From the key it would produce (Position::keyAfter) when there is
    /// one, else by making and unmaking it.
    static bool repeatsEarlierPosition(Position& pos, const Move& m);
    /// The first rule the move `m` just made by `mover` breaks: check, then the drop rules.
    static std::optional<LegalityRule> brokenAfterMake(Position& pos, const Move& m, Side mover);
    /// Has the side to move, which is not in check, a legal move? (cheap witnesses first)
    static bool hasMoveWhenNotInCheck(Position& pos);
};

} // namespace fb
