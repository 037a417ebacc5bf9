// SPDX-License-Identifier: GPL-3.0-or-later
#include "goalrules.h"

#include "movegen.h"

#include <algorithm>

namespace fb {

namespace {

GameResult ended(GameStatus status, std::optional<Side> winner, PieceType piece = NoPieceType)
{
    GameResult r;
    r.status = status;
    r.winner = winner;
    r.piece = piece;
    return r;
}

// The winner when side `s` reaches an end whose outcome for `s` is `o`.
std::optional<Side> winnerFor(Outcome o, Side s)
{
    switch (o) {
    case Outcome::Win:
        return s;
    case Outcome::Loss:
        return opposite(s);
    case Outcome::Draw:
        return std::nullopt;
    }
    return std::nullopt;
}

int countOf(const Position& pos, Side s, PieceType t)
{
    int n = pos.variant().rules.hands.enabled ? pos.handCount(s, t) : 0;
    pos.occupied(s).forEach([&](Square sq) { n += typeOf(pos.at(sq)) == t; });
    return n;
}

int armySize(const Position& pos, Side s)
{
    int n = pos.occupied(s).count();
    if (pos.variant().rules.hands.enabled)
        for (PieceType t = 0; t < pos.variant().pieceCount(); ++t)
            n += pos.handCount(s, t);
    return n;
}

std::optional<GameResult> extinctionReached(const Position& pos)
{
    const Extinction& e = pos.variant().rules.goals.extinction;
    for (Side s : {opposite(pos.sideToMove()), pos.sideToMove()}) {
        if (e.allPieces && armySize(pos, s) <= e.limit)
            return ended(GameStatus::Extinction, winnerFor(e.result, s));
        for (PieceType t : e.types)
            if (countOf(pos, s, t) <= e.limit)
                return ended(GameStatus::Extinction, winnerFor(e.result, s), t);
    }
    return std::nullopt;
}

// A royal of side `s` stands in its flag region, where the other side does not attack it; with
// rules.flagPieces, a piece of one of those types stands there, attacked or not.
bool inFlagRegion(const Position& pos, Side s)
{
    const GoalRules& g = pos.variant().rules.goals;
    const Region& region = pos.variant().regions[size_t(g.flagRegion)];
    if (!g.flagPieces.empty()) {
        bool reached = false;
        pos.occupied(s).forEach([&](Square sq) {
            reached = reached
                || (region.contains(s, sq)
                    && std::find(g.flagPieces.begin(), g.flagPieces.end(), typeOf(pos.at(sq)))
                        != g.flagPieces.end());
        });
        return reached;
    }
    for (int i = 0; i < pos.royalCount(s); ++i)
        if (region.contains(s, pos.royal(s, i)) && !pos.isAttacked(pos.royal(s, i), opposite(s)))
            return true;
    return false;
}

// Can the side to move bring a royal into its flag region with a legal move?
bool canReachFlag(const Position& pos)
{
    const Region& region = pos.variant().regions[size_t(pos.variant().rules.goals.flagRegion)];
    const Side us = pos.sideToMove();
    Position p = pos; // legality tests make and unmake moves
    MoveList moves;
    for (int i = 0; i < p.royalCount(us); ++i) {
        moves.clear();
        MoveGenerator::generateFrom(p, p.royal(us, i), moves);
        for (const Move& m : moves)
            if (region.contains(us, m.to) && MoveGenerator::isLegal(p, m))
                return true;
    }
    return false;
}

std::optional<GameResult> flagResult(const Position& pos)
{
    const GoalRules& g = pos.variant().rules.goals;
    const Side stm = pos.sideToMove(), mover = opposite(stm);
    if (!g.flagReply) {
        // Dobutsu's try, king of the hill: the side that just moved first.
        for (Side s : {mover, stm})
            if (inFlagRegion(pos, s))
                return ended(GameStatus::FlagReached, s);
        return std::nullopt;
    }
    // Racing kings: the side to move got there before and its reply did not stop it: it
    // wins, unless the second side has just caught up with the first.
    if (inFlagRegion(pos, stm))
        return ended(GameStatus::FlagReached,
            stm == First && inFlagRegion(pos, mover) ? std::nullopt : std::optional<Side>(stm));
    // Jeson Mor: a flag piece wins only if it is still there when its side moves again.
    if (!g.flagPieces.empty())
        return std::nullopt;
    if (inFlagRegion(pos, mover)) {
        const bool reply = stm == Second && !pos.inCheck(stm) && canReachFlag(pos);
        if (!reply)
            return ended(GameStatus::FlagReached, mover);
    }
    return std::nullopt;
}

// The types of the pieces that attack a royal of side `s` (capture it if it were their turn).
std::vector<PieceType> checkerTypes(const Position& pos, Side s)
{
    std::vector<PieceType> types;
    MoveList moves;
    pos.occupied(opposite(s)).forEach([&](Square from) {
        moves.clear();
        MoveGenerator::generateFrom(pos, from, moves);
        for (const Move& m : moves)
            for (int i = 0; i < pos.royalCount(s); ++i) {
                const Square royal = pos.royal(s, i);
                const bool hits = m.to == royal
                    || std::find(m.victims.begin(), m.victims.begin() + m.victimCount, royal)
                        != m.victims.begin() + m.victimCount;
                if (m.kind == MoveKind::Normal && hits) {
                    types.push_back(typeOf(pos.at(from)));
                    return;
                }
            }
    });
    return types;
}

bool anyListed(const std::vector<PieceType>& types, const std::vector<PieceType>& list)
{
    return std::any_of(types.begin(), types.end(),
        [&](PieceType t) { return std::find(list.begin(), list.end(), t) != list.end(); });
}

} // namespace

Outcome checkmateOutcome(Position& pos, PieceType* alone)
{
    const GoalRules& g = pos.variant().rules.goals;
    if (!g.mateSeries.enabled())
        return g.checkmate;
    const Side mated = pos.sideToMove();
    const std::vector<PieceType> now = checkerTypes(pos, mated);
    const auto& notAlone = g.mateSeries.notAlone;
    if (!now.empty() && std::all_of(now.begin(), now.end(), [&](PieceType t) {
            return std::find(notAlone.begin(), notAlone.end(), t) != notAlone.end();
        })) {
        if (alone)
            *alone = now.front();
        return Outcome::Win;
    }
    // Back through the series: the mated side's earlier turns, while it stood in check.
    std::vector<Move> undone;
    Outcome result = Outcome::Draw;
    for (std::vector<PieceType> types = now; !types.empty(); types = checkerTypes(pos, mated)) {
        if (anyListed(types, g.mateSeries.shak)) {
            result = g.checkmate;
            break;
        }
        if (pos.ply() < 2)
            break;
        for (int i = 0; i < 2; ++i) {
            undone.push_back(pos.lastMove());
            pos.unmakeMove();
        }
    }
    for (auto it = undone.rbegin(); it != undone.rend(); ++it)
        pos.makeMove(*it);
    return result;
}

bool onlyRoyals(const Position& pos, Side s)
{
    const VariantDefinition& v = pos.variant();
    bool only = true;
    pos.occupied(s).forEach(
        [&](Square sq) { only = only && v.pieces[size_t(typeOf(pos.at(sq)))].royal; });
    return only;
}

std::optional<GameResult> goalReached(const Position& pos)
{
    const GoalRules& g = pos.variant().rules.goals;
    if (!g.decidedOnBoard())
        return std::nullopt;
    const Side stm = pos.sideToMove(), mover = opposite(stm);
    // A side without royals has lost (a board without any royal decides nothing).
    if (g.royalCapture && (pos.royalCount(First) == 0) != (pos.royalCount(Second) == 0))
        return ended(GameStatus::RoyalCaptured, pos.royalCount(First) == 0 ? Second : First);
    if (g.bareKingWins && onlyRoyals(pos, stm))
        return ended(GameStatus::BareKing, stm);
    if (g.extinction.enabled())
        if (std::optional<GameResult> r = extinctionReached(pos))
            return r;
    if (g.flagRegion >= 0)
        if (std::optional<GameResult> r = flagResult(pos))
            return r;
    if (g.checkLimit > 0 && pos.checksRemaining(mover) == 0)
        return ended(GameStatus::CheckLimit, mover);
    return std::nullopt;
}

GameResult pieceCountResult(const Position& pos)
{
    const int first = pos.occupied(First).count(), second = pos.occupied(Second).count();
    GameResult r = ended(GameStatus::PieceCount,
        first == second ? std::nullopt : std::optional<Side>(first > second ? First : Second));
    r.counted = {first, second};
    return r;
}

std::optional<GameResult> bareKingResult(const Position& pos)
{
    const GoalRules& g = pos.variant().rules.goals;
    if (!g.bareKingLoses)
        return std::nullopt;
    const Side stm = pos.sideToMove();
    const bool meBare = onlyRoyals(pos, stm), themBare = onlyRoyals(pos, opposite(stm));
    if (g.bareKingCounterChance) {
        // The bared side had one move to bare the other side or take its last royal: it loses
        // when it is still bare after that move, and two bare sides draw.
        if (themBare && (meBare || pos.ply() > 0))
            return ended(GameStatus::BareKing, meBare ? std::nullopt : std::optional<Side>(stm));
    } else if (meBare && !themBare) {
        return ended(GameStatus::BareKing, opposite(stm));
    }
    return std::nullopt;
}

} // namespace fb
