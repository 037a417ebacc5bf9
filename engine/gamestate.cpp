// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamestate.h"

#include "countingrules.h"
#include "fliprules.h"
#include "goalrules.h"
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
    case GameStatus::CheckLimit:
        return QStringLiteral("check-limit");
    case GameStatus::Extinction:
        return QStringLiteral("extinction");
    case GameStatus::CountingDraw:
        return QStringLiteral("counting-draw");
    case GameStatus::PieceCount:
        return QStringLiteral("piece-count");
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
    if (std::optional<GameResult> goal = goalReached(pos))
        return *goal;
    if (MoveGenerator::bikjangEnded(pos)) {
        res.status = GameStatus::Bikjang;
        return res;
    }
    if (MoveGenerator::doublePassEnded(pos)) {
        res.status = GameStatus::DoublePass;
        return res;
    }
    if (std::optional<GameResult> bare = bareKingResult(pos))
        return *bare;
    if (r.flipping.passWhenStuck && neitherSideCanMove(pos))
        return pieceCountResult(pos);
    if (!MoveGenerator::hasLegalMove(pos)) {
        if (r.goals.stalematePieceCount && !(r.checkRule && pos.inCheck(stm)))
            return pieceCountResult(pos);
        if (r.checkRule && pos.inCheck(stm)) {
            res.status = GameStatus::Checkmate;
            res.winner = winnerFor(checkmateOutcome(pos, &res.piece), stm);
        } else {
            res.status = GameStatus::Stalemate;
            res.winner = winnerFor(r.goals.stalemate, stm);
        }
        return res;
    }
    if (r.repetition.count > 0) {
        int first = pos.ply();
        if (1 + MoveGenerator::earlierOccurrences(pos, &first) >= r.repetition.count) {
            res.status = GameStatus::Repetition;
            res.winner = winnerFor(r.repetition.result, stm);
            if (r.repetition.perpetualCheckLoses)
                if (const auto checker = perpetualChecker(pos, first))
                    res.winner = opposite(*checker);
            return res;
        }
    }
    if (countingState(pos).reachedEnd()) {
        res.status = GameStatus::CountingDraw;
        return res;
    }
    if (r.moveCountLimit > 0 && pos.halfmoveClock() >= r.moveCountLimit) {
        res.status = GameStatus::MoveCountDraw;
        return res;
    }
    return res;
}

namespace {

// The translation of `text` in context "GameStatus". The texts are listed for lupdate in
// translations/game_status_strings.cpp (this file is scanned too, but a helper named tr would
// file them under the namespace's context, which nothing looks up).
QString statusWords(const char* text, const char* disambiguation = nullptr)
{
    return QCoreApplication::translate("GameStatus", text, disambiguation);
}

// The name of the variant's (first) royal piece: "King", "General".
QString royalName(const VariantDefinition& v)
{
    for (PieceType t = 0; t < v.pieceCount(); ++t)
        if (v.pieces[size_t(t)].royal)
            return pieceDisplayName(v, t);
    return statusWords("King");
}

QString repetitionText(int count)
{
    switch (count) {
    case 2:
        return statusWords("twofold repetition");
    case 3:
        return statusWords("threefold repetition");
    case 4:
        return statusWords("fourfold repetition");
    default:
        return statusWords("repetition");
    }
}

// Does the flag region lie on the board's edge ranks (dobutsu's try, racing kings: the far
// side), not in the middle (king of the hill)?
bool flagIsFarRank(const VariantDefinition& v)
{
    const int region = v.rules.goals.flagRegion;
    if (region < 0)
        return false;
    bool far = true;
    for (Side s : {First, Second})
        v.regions[size_t(region)].squares[s].forEach([&](Square sq) {
            const int rank = v.geometry.rankOf(sq);
            far = far && (rank == 0 || rank == v.geometry.ranks() - 1);
        });
    return far;
}

QString flagText(const VariantDefinition& v)
{
    if (flagIsFarRank(v))
        return statusWords("the %1 reached the far side").arg(royalName(v));
    //: King of the hill: "the King reached its goal" (the centre squares)
    return statusWords("the %1 reached its goal").arg(royalName(v));
}

QString extinctionText(const GameResult& r, const VariantDefinition& v)
{
    const int limit = v.rules.goals.extinction.limit;
    if (r.piece == NoPieceType)
        return limit == 0 ? statusWords("no pieces left")
                          : statusWords("a side was down to %1 pieces").arg(limit);
    const QString name = pieceDisplayName(v, r.piece);
    //: Extinction chess: "no Pawn left" (%1 is a piece name)
    return limit == 0 ? statusWords("no %1 left").arg(name)
                      //: Three kings: "a side was down to 2 of its King pieces" (%2: a piece)
                      : statusWords("a side was down to %1 of its %2 pieces").arg(limit).arg(name);
}

// Extinction with a winner: "White wins: Black has no Pawn left".
QString extinctionSentence(
    const GameResult& r, const VariantDefinition& v, const QString& winner, const QString& extinct)
{
    const int limit = v.rules.goals.extinction.limit;
    if (r.piece == NoPieceType)
        return limit == 0
            ? statusWords("%1 wins: %2 has no pieces left").arg(winner, extinct)
            : statusWords("%1 wins: %2 is down to %3 pieces").arg(winner, extinct).arg(limit);
    const QString name = pieceDisplayName(v, r.piece);
    return limit == 0 ? statusWords("%1 wins: %2 has no %3 left").arg(winner, extinct, name)
                      : statusWords("%1 wins: %2 is down to %3 of its %4 pieces")
                            .arg(winner, extinct)
                            .arg(limit)
                            .arg(name);
}

} // namespace

QString gameStatusText(const GameResult& r, const VariantDefinition& v)
{
    switch (r.status) {
    case GameStatus::Ongoing:
        return statusWords("the game goes on");
    case GameStatus::Checkmate:
        return statusWords("checkmate");
    case GameStatus::Stalemate:
        return statusWords("stalemate");
    case GameStatus::Repetition:
        return repetitionText(v.rules.repetition.count);
    case GameStatus::RoyalCaptured:
        return statusWords("the %1 was captured").arg(royalName(v));
    case GameStatus::BareKing:
        return statusWords("bare king");
    case GameStatus::MoveCountDraw:
        return statusWords("the %1-move rule").arg(v.rules.moveCountLimit / 2);
    case GameStatus::FlagReached:
        return flagText(v);
    case GameStatus::Bikjang:
        return statusWords("bikjang (the generals faced each other)");
    case GameStatus::DoublePass:
        return statusWords("both players passed");
    case GameStatus::CheckLimit:
        //: n-check: "the 3-check rule" (a side gave its third check)
        return statusWords("the %1-check rule").arg(v.rules.goals.checkLimit);
    case GameStatus::Extinction:
        return extinctionText(r, v);
    case GameStatus::CountingDraw:
        //: Makruk: the stronger side did not mate before the count ran out
        return statusWords("the counting rule");
    case GameStatus::PieceCount:
        //: Reversi, Ataxx: no move was left and the pieces on the board were counted; %1 and
        //: %2 are the first and the second player's counts
        return statusWords("no moves left, %1 pieces to %2").arg(r.counted[0]).arg(r.counted[1]);
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
            return statusWords("Draw: both players passed");
        if (r.status == GameStatus::FlagReached)
            //: Racing kings: the second side's King reached the goal right after the first's
            return statusWords("Draw: both sides reached the goal");
        if (r.status == GameStatus::Extinction || r.status == GameStatus::PieceCount)
            return statusWords("Draw: %1").arg(reason);
        if (r.status == GameStatus::Checkmate)
            //: Shatar: a mate whose series of checks held no check by rook, bers or knight
            return statusWords("Draw: checkmate without a shak (niol)");
        return statusWords("Draw by %1").arg(reason);
    }
    const QString winner = *r.winner == First ? firstName : secondName;
    const QString loser = *r.winner == First ? secondName : firstName;
    const GoalRules& g = v.rules.goals;
    switch (r.status) {
    case GameStatus::RoyalCaptured:
        return statusWords("%1 wins by capturing the %2").arg(winner, royalName(v));
    case GameStatus::FlagReached:
        if (flagIsFarRank(v))
            return statusWords("%1 wins: the %2 reached the far side").arg(winner, royalName(v));
        return statusWords("%1 wins: the %2 reached its goal").arg(winner, royalName(v));
    case GameStatus::Checkmate:
        if (r.piece != NoPieceType)
            //: Shatar: a mate by knights alone wins for the mated side; %2 = "Knight"
            return statusWords("%1 wins: a mate by the %2 alone is not allowed")
                .arg(winner, pieceDisplayName(v, r.piece));
        if (g.checkmate == Outcome::Win)
            //: Losing chess: the side that is checkmated wins
            return statusWords("%1 wins by being checkmated").arg(winner);
        return statusWords("%1 wins by %2").arg(winner, reason);
    case GameStatus::BareKing:
        if (g.bareKingWins)
            //: Losers: "White wins by losing all but the King"
            return statusWords("%1 wins by losing all but the %2").arg(winner, royalName(v));
        return statusWords("%1 wins by %2").arg(winner, reason);
    case GameStatus::CheckLimit:
        if (g.checkLimit == 1)
            return statusWords("%1 wins by giving check").arg(winner);
        //: n-check: "White wins by giving 3 checks"
        return statusWords("%1 wins by giving %2 checks").arg(winner).arg(g.checkLimit);
    case GameStatus::PieceCount:
        //: Reversi, Ataxx: "White wins: no moves left, 40 pieces to 24"
        return statusWords("%1 wins: %2").arg(winner, reason);
    case GameStatus::Extinction:
        return extinctionSentence(
            r, v, winner, g.extinction.result == Outcome::Win ? winner : loser);
    default:
        return statusWords("%1 wins by %2").arg(winner, reason);
    }
}

} // namespace fb
