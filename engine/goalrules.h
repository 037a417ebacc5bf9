// SPDX-License-Identifier: GPL-3.0-or-later
// The goal rules (goals.h) decided on a position: a small rule hook the generator and
// evaluateGame share, so a game that is over has no moves and says why it ended.
#pragma once

#include "gamestate.h"

#include <optional>

namespace fb {

/// Has the game ended on the board as it stands after the last move, by a goal that leaves no
/// move to make? In this order: a side lost its last royal (royalCapture), the side to move has
/// only royals left (bareKingWins), a side kept no more than the extinction limit of a listed
/// type (the side that just moved is looked at first), a royal stands in the flag region
/// (flagRegion, with the second side's reply of flagReply), the side that just moved gave its
/// last check (checkLimit). Returns the status and the winner (none for a draw); nothing while
/// the game goes on. Cheap when the variant has none of these goals.
std::optional<GameResult> goalReached(const Position& pos);

/// Shatranj's and Chu Shogi's bare king (bareKingLoses, bareKingCounterChance): decided after
/// the last move, but moves are still generated in such a position (the perft counts of
/// Fairy-Stockfish count them). Nothing while the rule does not end the game.
std::optional<GameResult> bareKingResult(const Position& pos);

/// The outcome of the mate on the board for the mated side to move: rules.goals.checkmate, or
/// what Shatar's mate rule (MateSeries) makes of it, with the checking type that may not mate
/// alone in `alone` when that decided it. `pos` is restored (the rule unmakes the series).
Outcome checkmateOutcome(Position& pos, PieceType* alone = nullptr);

/// rules.goals.stalematePieceCount: the result of a game that ended because a side (or, with
/// rules.flipping.passWhenStuck, each side) cannot move: status PieceCount, the counts of pieces
/// on the board in `counted`, the side with more the winner, none for equal counts.
GameResult pieceCountResult(const Position& pos);

/// Does the side `s` have nothing but royal pieces on the board?
bool onlyRoyals(const Position& pos, Side s);

} // namespace fb
