// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamestate.h"

#include "movegen.h"

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

} // namespace

GameResult evaluateGame(Position& pos)
{
    const VariantDefinition& v = pos.variant();
    const Rules& r = v.rules;
    const Side stm = pos.sideToMove();
    GameResult res;
    if (r.royalCapture) {
        for (Side s : {stm, opposite(stm)})
            if (pos.royalCount(s) == 0) {
                res.status = GameStatus::RoyalCaptured;
                res.winner = opposite(s);
                return res;
            }
    }
    if (r.bareKingLoses) {
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
        int seen = 1;
        const uint64_t key = pos.key();
        const int now = pos.ply();
        for (int ply = now - 2; ply >= 0 && now - ply <= pos.halfmoveClock(); ply -= 2)
            if (pos.keyAt(ply) == key)
                ++seen;
        if (seen >= r.repetitionCount) {
            res.status = GameStatus::Repetition;
            res.winner = winnerFor(r.repetition, stm);
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
