// SPDX-License-Identifier: GPL-3.0-or-later
// Move generation from the compiled tables: pseudo-legal moves, legality, drops, castling.
#pragma once

#include "move.h"
#include "position.h"

namespace fb {

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
    static bool isLegal(Position& pos, const Move& m);

    /// Can a piece of `type` and `side` on some square capture on `target`? Used by the
    /// attack test for pieces whose captures are not simple rays.
    static bool pieceTypeAttacks(const Position& pos, PieceType type, Side side, Square target);
    /// Could `by` capture en passant on `square` if it were an en passant square?
    static bool enPassantCapturable(const Position& pos, Square square, Side by);
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
    /// The game is over by its board: a side lost its last royal (royal-capture variants) or
    /// a royal reached the flag region (dobutsu's try).
    static bool gameDecidedOnBoard(const Position& pos);
    /// No move may be made any more, whatever the side to move has: the game was decided on
    /// the board, or ended by bikjang or two passes. Every generator returns nothing then.
    static bool gameOverOnBoard(const Position& pos);
    /// The side whose royal stands in the flag region after its move, or -1.
    static int flagReached(const Position& pos);
    /// Does the side to move have at least one legal move?
    static bool hasLegalMove(Position& pos);

private:
    static void generatePiece(const Position& pos, Square from, Side us, MoveList& out);
    static void generateCastling(const Position& pos, Square from, Side us, MoveList& out);
    static bool legalAfterMake(Position& pos, const Move& m, Side mover);
    /// Has the side to move, which is not in check, a legal move? (cheap witnesses first)
    static bool hasMoveWhenNotInCheck(Position& pos);
};

} // namespace fb
