// SPDX-License-Identifier: GPL-3.0-or-later
// How a game is won or lost besides the pieces' moves: the goal rules a preset configures
// (royal capture, bare king, mate and stalemate outcomes, flag regions, n-check, extinction).
// Data only; goalrules.h decides with it.
#pragma once

#include "types.h"

#include <cstdint>
#include <vector>

namespace fb {

/// The result for the side to move when a game ends in a given way.
enum class Outcome : uint8_t
{
    Win,
    Loss,
    Draw
};

/// A side that keeps no more than `limit` pieces of a listed type (each type counted on its
/// own), or of all its pieces together with `allPieces`, has reached the extinction goal: the
/// game ends at once with `result` for that side (preset key `rules.extinction`).
struct Extinction
{
    std::vector<PieceType> types; ///< each type counted on its own
    bool allPieces = false; ///< the side's whole army counted as one ("*")
    int limit = 0; ///< at most this many left ends the game (three kings: 2)
    Outcome result = Outcome::Loss; ///< for the side whose pieces died out
    bool enabled() const { return allPieces || !types.empty(); }
};

/// Shatar's mate rule (preset key `rules.mateSeries`; Fairy-Stockfish's shatarMateRule): the
/// unbroken series of checks a mate ends decides what it is worth. A mate whose checking pieces
/// are all of the `notAlone` types wins for the mated side; otherwise it counts as a mate
/// (GoalRules::checkmate) only if one check of the series, the mate included, was given by a
/// piece of a `shak` type, else the game is drawn. The series is the mating side's moves back
/// from the mate, each of which left the mated side in check.
struct MateSeries
{
    std::vector<PieceType> shak; ///< checks that make the series a win (rook, bers, knight)
    std::vector<PieceType> notAlone; ///< types that may not mate by themselves (knight)
    bool enabled() const { return !shak.empty() || !notAlone.empty(); }
};

/// The goal rules (preset keys under `rules`, REFERENCE.md "Goals"). Each has one place where
/// it is decided: goalReached() for the goals that end the game at once (no move follows),
/// bareKingResult() for the bare king with its counter-chance, evaluateGame for mate and
/// stalemate.
struct GoalRules
{
    bool royalCapture = false; ///< the game ends when a side loses its last royal
    bool bareKingLoses = false; ///< a side with only royals left loses
    /// The bared side first gets one move: baring the other side or taking its last royal
    /// then saves it (Chu Shogi's association rule).
    bool bareKingCounterChance = false;
    bool bareKingWins = false; ///< a side with only royals left wins at once (losers)
    Outcome checkmate = Outcome::Loss; ///< for the side that is mated
    Outcome stalemate = Outcome::Draw; ///< for the side that has no legal move
    /// A game that ends because a side cannot move (a stalemate; with
    /// rules.flipping.passWhenStuck, neither side can move) is won by the side with more
    /// pieces on the board, drawn when both have as many (rules.stalematePieceCount,
    /// Fairy-Stockfish's stalematePieceCount with materialCounting = unweighted); `stalemate`
    /// is not used then.
    bool stalematePieceCount = false;
    int flagRegion = -1; ///< a royal that ends its move in this region wins
    /// The pieces that win in the flag region instead of the royals: one of these types in the
    /// region wins, attacked or not (breakthrough). Empty: the royals, when not attacked.
    std::vector<PieceType> flagPieces;
    /// After the first side's royal reaches the flag region, the second side may still reach
    /// it on its next move for a draw (racing kings). With flagPieces: a flag piece wins only
    /// if it still stands in the region when its side is to move again (Jeson Mor).
    bool flagReply = false;
    int checkLimit = 0; ///< n-check: the side that gives this many checks wins; 0 = off
    MateSeries mateSeries; ///< Shatar's mate rule; off by default
    Extinction extinction;
    /// Does any goal end the game on the board by itself (goalReached() can say yes)?
    bool decidedOnBoard() const
    {
        return royalCapture || bareKingWins || flagRegion >= 0 || checkLimit > 0
            || extinction.enabled();
    }
};

} // namespace fb
