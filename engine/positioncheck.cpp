// SPDX-License-Identifier: GPL-3.0-or-later
#include "positioncheck.h"

#include "explosionrules.h"
#include "fen.h"
#include "movegen.h"

#include <QCoreApplication>
#include <algorithm>
#include <limits>

namespace fb {

namespace {

/// The translation context of the problem texts (listed for lupdate in
/// translations/game_status_strings.cpp).
QString checkText(const char* text)
{
    return QCoreApplication::translate("PositionCheck", text);
}

/// What the variant's start position holds: pieces per type and side (board and hand) and
/// royals per side on the board.
struct StartCounts
{
    bool known = false;
    std::vector<int> pieces; ///< [type * 2 + side], board and hand
    std::vector<int> hands; ///< [type * 2 + side], hand only
    std::array<int, 2> royals{0, 0};
    std::array<PieceType, 2> firstRoyal{NoPieceType, NoPieceType};

    int of(PieceType t, Side s) const { return known ? pieces[size_t(t) * 2 + s] : 0; }
    int ofBoth(PieceType t) const { return of(t, First) + of(t, Second); }
    int inHands(PieceType t) const
    {
        return known ? hands[size_t(t) * 2] + hands[size_t(t) * 2 + 1] : 0;
    }
};

StartCounts startCounts(const Position& pos)
{
    StartCounts c;
    const VariantDefinition& v = pos.variant();
    const auto start = readFen(pos.variantPtr(), v.startFen, nullptr, ImpossiblePositions::Allow);
    if (!start)
        return c;
    c.known = true;
    c.pieces.assign(size_t(v.pieceCount()) * 2, 0);
    for (Square s : v.geometry.squares()) {
        const Piece p = start->at(s);
        if (!isPiece(p))
            continue;
        ++c.pieces[size_t(typeOf(p)) * 2 + sideOf(p)];
        if (v.pieces[size_t(typeOf(p))].royal) {
            if (c.royals[sideOf(p)]++ == 0)
                c.firstRoyal[sideOf(p)] = typeOf(p);
        }
    }
    c.hands.assign(size_t(v.pieceCount()) * 2, 0);
    for (PieceType t = 0; t < v.pieceCount(); ++t)
        for (int s = 0; s < 2; ++s) {
            c.hands[size_t(t) * 2 + size_t(s)] = start->handCount(Side(s), t);
            c.pieces[size_t(t) * 2 + size_t(s)] += start->handCount(Side(s), t);
        }
    return c;
}

/// The type a captured piece of type `t` enters the captor's hand as.
PieceType handTypeOf(const VariantDefinition& v, PieceType t)
{
    const PieceType d = v.pieces[size_t(t)].demotesTo;
    return d != NoPieceType ? d : t;
}

/// Can a royal be captured without ending the game and go to the captor's hand? Only when
/// royals may be captured, captures fill hands and a side starts with more than one royal.
bool royalsReachHands(const VariantDefinition& v, const StartCounts& start)
{
    return v.rules.hands.enabled && v.rules.hands.fromCaptures && v.rules.goals.royalCapture
        && (start.royals[0] > 1 || start.royals[1] > 1);
}

/// Can a piece of type `t` be in a hand: held there in the start position, or put there by a
/// capture (as its demotesTo type)?
bool mayBeInHand(const VariantDefinition& v, const StartCounts& start, PieceType t)
{
    if (!start.known || start.inHands(t) > 0 || v.rules.hands.fromPartner)
        return true; // without a start position nothing is refused; a partner gives anything
    if (!v.rules.hands.fromCaptures)
        return false;
    const bool royals = royalsReachHands(v, start);
    for (PieceType u = 0; u < v.pieceCount(); ++u)
        if ((royals || !v.pieces[size_t(u)].royal) && handTypeOf(v, u) == t)
            return true;
    return false;
}

/// How many pieces of type `t` side `side` can ever have: those of the start position, plus
/// the pieces that may promote (or be dropped) into it; with captures into hands, those of
/// both sides, including the types that enter a hand as them.
int mostPossible(const VariantDefinition& v, const StartCounts& start, PieceType t, Side side)
{
    if (v.rules.hands.fromPartner)
        return std::numeric_limits<int>::max(); // drops of the partner's captures: no bound
    const bool trade = v.rules.hands.enabled && v.rules.hands.fromCaptures;
    auto available = [&](PieceType u) {
        if (!trade)
            return start.of(u, side);
        int n = 0;
        for (PieceType w = 0; w < v.pieceCount(); ++w)
            if (w == u || handTypeOf(v, w) == u)
                n += start.ofBoth(w);
        return n;
    };
    int n = royalsReachHands(v, start) ? available(t) : start.of(t, side);
    for (PieceType u = 0; u < v.pieceCount(); ++u) {
        const PieceDefinition& d = v.pieces[size_t(u)];
        const std::vector<PieceType>& targets = d.promotionsFor(side);
        const bool into = std::find(targets.begin(), targets.end(), t) != targets.end()
            || (trade && std::find(d.dropAs.begin(), d.dropAs.end(), t) != d.dropAs.end());
        if (u != t && into)
            n += available(u);
    }
    return n;
}

/// Do all moves of `t` for `side` stay on their file (a shogi pawn, a lance)?
bool keepsToItsFile(const VariantDefinition& v, PieceType t, Side side)
{
    const PieceTable& table = v.tables().table(t, side);
    const int stride = v.geometry.stride();
    for (const SimpleStep& st : table.simple)
        if (st.delta % stride != 0)
            return false;
    for (const CompiledPath& p : table.paths)
        for (int i = 0; i < p.legCount; ++i)
            if (p.legs[size_t(i)].dx != 0)
                return false;
    return table.castling.steps == 0;
}

void checkRoyals(const Position& pos, const StartCounts& start, std::vector<PositionProblem>& out)
{
    const VariantDefinition& v = pos.variant();
    std::vector<int> onBoard(size_t(v.pieceCount()) * 2, 0);
    std::array<int, 2> royals{0, 0};
    for (Square s : v.geometry.squares()) {
        const Piece p = pos.at(s);
        if (isPiece(p) && v.pieces[size_t(typeOf(p))].royal) {
            ++onBoard[size_t(typeOf(p)) * 2 + sideOf(p)];
            ++royals[sideOf(p)];
        }
    }
    for (int s = 0; s < 2; ++s) {
        const Side side = Side(s);
        if (start.royals[side] > 0 && royals[side] == 0)
            out.push_back({PositionFault::NoRoyal, side, start.firstRoyal[side]});
        for (PieceType t = 0; t < v.pieceCount() && start.known; ++t) {
            const int n = onBoard[size_t(t) * 2 + side];
            if (n == 0)
                continue;
            const int most = mostPossible(v, start, t, side);
            if (n > most)
                out.push_back({PositionFault::TooManyRoyals, side, t, NoSquare, -1, n, most});
        }
    }
}

void checkCheck(const Position& pos, std::vector<PositionProblem>& out)
{
    const VariantDefinition& v = pos.variant();
    if (!v.rules.checkRule)
        return;
    const Side waiting = opposite(pos.sideToMove());
    // The check test without the facing rule (reported apart below).
    int attacked = 0;
    for (int i = 0; i < pos.royalCount(waiting); ++i)
        attacked += pos.isAttacked(pos.royal(waiting, i), pos.sideToMove())
            && !shieldedByEnemyRoyal(pos, pos.royal(waiting, i), waiting);
    const bool all = attacked == pos.royalCount(waiting);
    if (attacked > 0 && (!v.rules.dupleCheck || pos.royalCount(waiting) == 1 || all))
        out.push_back({PositionFault::WaitingSideInCheck, waiting});
    if (v.rules.kingsMayNotFace && pos.royalsFace())
        out.push_back({PositionFault::RoyalsFace, waiting});
}

void checkSquares(const Position& pos, std::vector<PositionProblem>& out)
{
    const VariantDefinition& v = pos.variant();
    for (Square s : v.geometry.squares()) {
        const Piece p = pos.at(s);
        if (!isPiece(p))
            continue;
        const PieceType t = typeOf(p);
        const Side side = sideOf(p);
        const int limit = v.pieces[size_t(t)].regionLimit;
        if (limit >= 0 && !v.regions[size_t(limit)].contains(side, s))
            out.push_back({PositionFault::OutsideRegion, side, t, s});
        else if (MoveGenerator::immobileOn(v, t, side, s))
            out.push_back({PositionFault::ImmobilePiece, side, t, s});
    }
}

void checkFiles(const Position& pos, std::vector<PositionProblem>& out)
{
    const VariantDefinition& v = pos.variant();
    for (PieceType t = 0; t < v.pieceCount(); ++t) {
        const int most = v.pieces[size_t(t)].maxPerFile;
        if (most < 0)
            continue;
        for (int s = 0; s < 2; ++s) {
            const Side side = Side(s);
            if (!keepsToItsFile(v, t, side))
                continue; // it may have reached the file by a move
            for (int f = 0; f < v.geometry.files(); ++f) {
                const int n = MoveGenerator::countOnFile(pos, t, side, f);
                if (n > most)
                    out.push_back({PositionFault::TooManyOnFile, side, t, NoSquare, f, n, most});
            }
        }
    }
}

void checkHands(const Position& pos, const StartCounts& start, std::vector<PositionProblem>& out)
{
    const VariantDefinition& v = pos.variant();
    if (!v.rules.hands.enabled)
        return;
    for (int s = 0; s < 2; ++s)
        for (PieceType t = 0; t < v.pieceCount(); ++t)
            if (pos.handCount(Side(s), t) > 0 && !mayBeInHand(v, start, t))
                out.push_back({PositionFault::CannotBeInHand, Side(s), t});
}

/// `text` with its first letter in upper case (a sentence may start with "the first side").
QString sentence(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

} // namespace

std::vector<PositionProblem> validatePosition(const Position& pos)
{
    const StartCounts start = startCounts(pos);
    std::vector<PositionProblem> out;
    checkRoyals(pos, start, out);
    checkCheck(pos, out);
    checkSquares(pos, out);
    checkFiles(pos, out);
    checkHands(pos, start, out);
    return out;
}

QString positionProblemText(
    const VariantDefinition& v, const PositionProblem& p, const PositionWords& words)
{
    auto player = [&](Side s) {
        const QString& given = words.players[s];
        if (!given.isEmpty())
            return given;
        return s == First ? checkText("the first side") : checkText("the second side");
    };
    auto piece = [&](PieceType t, Side s) {
        if (t == NoPieceType)
            return QString();
        return words.piece ? words.piece(t, s) : pieceDisplayName(v, t, s);
    };
    const QString who = player(p.side);
    const QString what = piece(p.type, p.side);
    const QString where = p.square == NoSquare ? QString() : v.geometry.squareName(p.square);
    switch (p.fault) {
    case PositionFault::NoRoyal:
        // A position that cannot occur: %1 player, %2 its royal piece ("White has no king.")
        return sentence(checkText("%1 has no %2.").arg(who, what));
    case PositionFault::TooManyRoyals:
        // %1 player, %2 how many, %3 the royal piece, %4 the most a game can have
        return sentence(checkText("%1: %2 × %3 on the board, but a game can have at most %4.")
                .arg(who, QString::number(p.count), what, QString::number(p.limit)));
    case PositionFault::WaitingSideInCheck:
        // %1 the player in check, %2 the player to move
        return sentence(
            checkText("%1 is in check, but it is %2's turn.").arg(who, player(opposite(p.side))));
    case PositionFault::RoyalsFace:
        // %1 and %2 the players (xiangqi's flying general)
        return sentence(checkText("%1's and %2's royal pieces face each other on an open file.")
                .arg(player(First), player(Second)));
    case PositionFault::ImmobilePiece:
        // %1 player, %2 piece, %3 square ("White's pawn on e8 could never move again.")
        return sentence(checkText("%1's %2 on %3 could never move again.").arg(who, what, where));
    case PositionFault::TooManyOnFile:
        // %1 player, %2 how many, %3 piece, %4 file, %5 the most allowed (shogi's nifu)
        return sentence(checkText("%1: %2 × %3 on file %4, but the rules allow at most %5 (nifu).")
                .arg(who, QString::number(p.count), what, v.geometry.fileLabels().value(p.file),
                    QString::number(p.limit)));
    case PositionFault::OutsideRegion: {
        const int limit = p.type == NoPieceType ? -1 : v.pieces[size_t(p.type)].regionLimit;
        const QString region = limit < 0 ? QString() : v.regions[size_t(limit)].name;
        // %1 player, %2 piece, %3 square, %4 the region's name in the preset ("palace")
        return sentence(
            checkText("%1's %2 on %3 stands outside its region '%4', which it may never "
                      "leave.")
                .arg(who, what, where, region));
    }
    case PositionFault::CannotBeInHand:
        // %1 player, %2 piece ("Sente has king in hand, ...")
        return sentence(
            checkText("%1 has %2 in hand, a piece that can never be in hand.").arg(who, what));
    }
    return {};
}

QStringList positionProblemTexts(const Position& pos, const PositionWords& words)
{
    QStringList out;
    for (const PositionProblem& p : validatePosition(pos))
        out << positionProblemText(pos.variant(), p, words);
    return out;
}

} // namespace fb
