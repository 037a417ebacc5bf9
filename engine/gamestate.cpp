// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamestate.h"

#include "movegen.h"

#include <QCoreApplication>
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

namespace {

QString tr(const char* text, const char* disambiguation = nullptr)
{
    return QCoreApplication::translate("GameStatus", text, disambiguation);
}

// The name of the variant's (first) royal piece: "King", "General".
QString royalName(const VariantDefinition& v)
{
    for (PieceType t = 0; t < v.pieceCount(); ++t)
        if (v.pieces[size_t(t)].royal)
            return pieceDisplayName(v, t);
    return tr("King");
}

QString repetitionText(int count)
{
    switch (count) {
    case 2:
        return tr("twofold repetition");
    case 3:
        return tr("threefold repetition");
    case 4:
        return tr("fourfold repetition");
    default:
        return tr("repetition");
    }
}

} // namespace

QString gameStatusText(const GameResult& r, const VariantDefinition& v)
{
    switch (r.status) {
    case GameStatus::Ongoing:
        return tr("the game goes on");
    case GameStatus::Checkmate:
        return tr("checkmate");
    case GameStatus::Stalemate:
        return tr("stalemate");
    case GameStatus::Repetition:
        return repetitionText(v.rules.repetitionCount);
    case GameStatus::RoyalCaptured:
        return tr("the %1 was captured").arg(royalName(v));
    case GameStatus::BareKing:
        return tr("bare king");
    case GameStatus::MoveCountDraw:
        return tr("the %1-move rule").arg(v.rules.moveCountLimit / 2);
    case GameStatus::FlagReached:
        return tr("the %1 reached the far side").arg(royalName(v));
    case GameStatus::Bikjang:
        return tr("bikjang (the generals faced each other)");
    case GameStatus::DoublePass:
        return tr("both players passed");
    }
    return {};
}

QString gameResultSentence(const GameResult& r, const VariantDefinition& v,
    const QString& firstName, const QString& secondName)
{
    if (!r.isOver())
        return {};
    const QString reason = gameStatusText(r, v);
    if (!r.winner) {
        if (r.status == GameStatus::DoublePass)
            return tr("Draw: both players passed");
        return tr("Draw by %1").arg(reason);
    }
    const QString winner = *r.winner == First ? firstName : secondName;
    switch (r.status) {
    case GameStatus::RoyalCaptured:
        return tr("%1 wins by capturing the %2").arg(winner, royalName(v));
    case GameStatus::FlagReached:
        return tr("%1 wins: the %2 reached the far side").arg(winner, royalName(v));
    default:
        return tr("%1 wins by %2").arg(winner, reason);
    }
}

} // namespace fb
