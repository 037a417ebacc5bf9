// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamestate.h"

#include "movegen.h"

#include <array>

namespace fb {

QString GameResult::statusName() const
{
    switch (status) {
    case GameStatus::Ongoing:
        return QStringLiteral("ongoing");
    case GameStatus::Checkmate:
        return QStringLiteral("checkmate");
    case GameStatus::Stalemate:
        return QStringLiteral("stalemate");
    case GameStatus::Repetition:
        return QStringLiteral("repetition");
    case GameStatus::RoyalCaptured:
        return QStringLiteral("royal-captured");
    case GameStatus::BareKing:
        return QStringLiteral("bare-king");
    case GameStatus::MoveCountDraw:
        return QStringLiteral("move-count-draw");
    case GameStatus::FlagReached:
        return QStringLiteral("flag");
    case GameStatus::Bikjang:
        return QStringLiteral("bikjang");
    case GameStatus::DoublePass:
        return QStringLiteral("double-pass");
    }
    return {};
}

namespace {

std::optional<Side> winnerFor(Outcome o, Side sideToMove)
{
    switch (o) {
    case Outcome::Win:
        return sideToMove;
    case Outcome::Loss:
        return opposite(sideToMove);
    case Outcome::Draw:
        return std::nullopt;
    }
    return std::nullopt;
}

bool onlyRoyals(const Position& pos, Side s)
{
    const VariantDefinition& v = pos.variant();
    for (Square sq : v.geometry.squares()) {
        const Piece p = pos.at(sq);
        if (isPiece(p) && sideOf(p) == s && !v.pieces[size_t(typeOf(p))].royal)
            return false;
    }
    return true;
}

// The side that gave check with every one of its moves since ply `first`, if one did.
std::optional<Side> perpetualChecker(const Position& pos, int first)
{
    Position p = pos;
    std::array<bool, 2> alwaysChecked{true, true}; // per side: every move of it gave check
    std::array<int, 2> moves{0, 0};
    while (p.ply() > first) {
        const Side mover = opposite(p.sideToMove());
        alwaysChecked[mover] = alwaysChecked[mover] && p.inCheck(p.sideToMove());
        ++moves[mover];
        p.unmakeMove();
    }
    for (Side s : {First, Second})
        if (moves[s] > 0 && alwaysChecked[s] && !alwaysChecked[opposite(s)])
            return s;
    return std::nullopt;
}

} // namespace

GameResult evaluateGame(Position& pos)
{
    const VariantDefinition& v = pos.variant();
    const Rules& r = v.rules;
    const Side stm = pos.sideToMove();
    GameResult res;
    if (r.royalCapture && (pos.royalCount(First) == 0) != (pos.royalCount(Second) == 0)) {
        res.status = GameStatus::RoyalCaptured;
        res.winner = pos.royalCount(First) == 0 ? Second : First;
        return res;
    }
    if (const int flagSide = MoveGenerator::flagReached(pos); flagSide >= 0) {
        res.status = GameStatus::FlagReached;
        res.winner = Side(flagSide);
        return res;
    }
    if (MoveGenerator::bikjangEnded(pos)) {
        res.status = GameStatus::Bikjang;
        return res;
    }
    if (MoveGenerator::doublePassEnded(pos)) {
        res.status = GameStatus::DoublePass;
        return res;
    }
    if (r.bareKingLoses && r.bareKingCounterChance) {
        // The bared side had one move to bare the other side or take its last royal: it loses
        // when it is still bare after that move, and two bare sides draw.
        const Side mover = opposite(stm);
        const bool moverBare = onlyRoyals(pos, mover), meBare = onlyRoyals(pos, stm);
        if (moverBare && (meBare || pos.ply() > 0)) {
            res.status = GameStatus::BareKing;
            if (!meBare)
                res.winner = stm;
            return res;
        }
    } else if (r.bareKingLoses) {
        const bool meBare = onlyRoyals(pos, stm), themBare = onlyRoyals(pos, opposite(stm));
        if (meBare && !themBare) {
            res.status = GameStatus::BareKing;
            res.winner = opposite(stm);
            return res;
        }
    }
    if (!MoveGenerator::hasLegalMove(pos)) {
        if (r.checkRule && pos.inCheck(stm)) {
            res.status = GameStatus::Checkmate;
            res.winner = opposite(stm);
        } else {
            res.status = GameStatus::Stalemate;
            res.winner = winnerFor(r.stalemate, stm);
        }
        return res;
    }
    if (r.repetitionCount > 0) {
        int first = pos.ply();
        if (1 + MoveGenerator::earlierOccurrences(pos, &first) >= r.repetitionCount) {
            res.status = GameStatus::Repetition;
            res.winner = winnerFor(r.repetition, stm);
            if (r.perpetualCheckLoses)
                if (const auto checker = perpetualChecker(pos, first))
                    res.winner = opposite(*checker);
            return res;
        }
    }
    if (r.moveCountLimit > 0 && pos.halfmoveClock() >= r.moveCountLimit) {
        res.status = GameStatus::MoveCountDraw;
        return res;
    }
    return res;
}

} // namespace fb
