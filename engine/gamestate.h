// SPDX-License-Identifier: GPL-3.0-or-later
// Deciding whether a position ends the game, and how.
#pragma once

#include "position.h"

#include <QString>
#include <array>

namespace fb {

/// How a game stands after its last move.
enum class GameStatus : uint8_t
{
    Ongoing,
    Checkmate,
    Stalemate,
    Repetition,
    RoyalCaptured,
    BareKing,
    MoveCountDraw,
    FlagReached, ///< a royal reached its flag region safely (dobutsu's try)
    Bikjang, ///< janggi: the generals faced each other twice in a row
    DoublePass, ///< both sides passed one after the other (rules.doublePassEnds)
    CheckLimit, ///< n-check: a side gave its last check (rules.goals.checkLimit)
    Extinction, ///< a side lost all pieces of a kind, or all but a few (rules.goals.extinction)
    CountingDraw, ///< Makruk's count ran out without mate (rules.counting)
    /// No move was left (to the side to move, or to either side with
    /// rules.flipping.passWhenStuck) and the pieces were counted (rules.stalematePieceCount).
    PieceCount,
};

struct GameResult
{
    GameStatus status = GameStatus::Ongoing;
    /// The winner, or nothing for a draw or an ongoing game.
    std::optional<Side> winner;
    /// Extinction: the type that died out; NoPieceType when the whole army counts together.
    /// Checkmate under Shatar's mate rule: the type that may not mate alone, when it did.
    PieceType piece = NoPieceType;
    /// PieceCount: the pieces each side had on the board (first, second); zeros otherwise.
    std::array<int, 2> counted{0, 0};
    bool isOver() const { return status != GameStatus::Ongoing; }
    /// "checkmate", "stalemate", "repetition", "royal-captured", "bare-king",
    /// "move-count-draw", "flag", "bikjang", "double-pass", "check-limit", "extinction",
    /// "counting-draw", "piece-count" or "ongoing".
    QString statusName() const;
};

/// Evaluates the rules of the position's variant after the last move: the goals that end the
/// game on the board (goalReached(): royal capture, flag region, n-check, extinction, a bare
/// king that wins), bikjang and double passes, the bare king that loses, mate and stalemate
/// (with their outcomes), n-fold repetition (with perpetual check), Makruk's counting draw
/// (countingrules.h), the move-count draw.
/// `pos` is restored before returning. Repetition looks back over the moves made on `pos`.
GameResult evaluateGame(Position& pos);

/// Why the game ended, in words for the screen (translated, context "GameStatus"): "checkmate",
/// "stalemate", "fourfold repetition" (by `v.rules.repetitionCount`), "the King was captured"
/// (naming `v`'s royal piece), "bare king", "the move-count rule", "the King reached the far
/// side", "bikjang (the generals faced each other)", "both players passed"; "the game goes on"
/// for an ongoing game. Never an id: statusName() stays the id for files and the CLI.
QString gameStatusText(const GameResult& r, const VariantDefinition& v);

/// The result as one sentence (translated, context "GameStatus"): "White wins by checkmate",
/// "Black wins: the King was captured", "Draw by repetition", "Draw: both players passed".
/// `firstName`/`secondName` are the players' names as the caller shows them ("White", "Sente",
/// "Red"); an ongoing game gives an empty string.
QString gameResultSentence(const GameResult& r, const VariantDefinition& v,
    const QString& firstName, const QString& secondName);

} // namespace fb
