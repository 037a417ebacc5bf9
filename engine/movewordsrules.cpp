// SPDX-License-Identifier: GPL-3.0-or-later
// MoveWords' rules sentences (royal status, confinement, promotion, drops) and region phrases.
#include "movewords.h"
#include "movewordsparts.h"

#include <QCoreApplication>
#include <algorithm>

namespace fb {

using namespace movewords;

namespace {

// The ranks (0 = the first side's back rank) a region fills completely, or nullopt when it
// holds part of a rank.
std::optional<std::vector<int>> fullRanks(const BoardGeometry& g, const SquareSet& squares)
{
    std::vector<int> ranks;
    for (int r = 0; r < g.ranks(); ++r) {
        int in = 0, playable = 0;
        for (int f = 0; f < g.files(); ++f) {
            const Square s = g.square(f, r);
            if (!g.isPlayable(s))
                continue;
            ++playable;
            in += squares.contains(s) ? 1 : 0;
        }
        if (in == 0)
            continue;
        if (in != playable)
            return std::nullopt;
        ranks.push_back(r);
    }
    return ranks;
}

bool contiguous(const std::vector<int>& ranks)
{
    return !ranks.empty() && ranks.back() - ranks.front() + 1 == int(ranks.size());
}

std::optional<QString> rankPhrase(const VariantDefinition& v, const std::vector<int>& ranks)
{
    const BoardGeometry& g = v.geometry;
    if (!contiguous(ranks))
        return std::nullopt;
    const int n = int(ranks.size());
    const bool river = v.boardStyle == BoardStyle::PointsRiver;
    if (ranks.back() == g.ranks() - 1) {
        if (2 * n == g.ranks())
            return river ? QCoreApplication::translate("MoveWords", "across the river")
                         : QCoreApplication::translate("MoveWords", "in the opponent's half");
        //: A promotion zone: "in the last 3 ranks"
        return n == 1
            ? QCoreApplication::translate("MoveWords", "on the last rank")
            : QCoreApplication::translate("MoveWords", "in the last %n ranks", nullptr, n);
    }
    if (ranks.front() == 0) {
        if (2 * n == g.ranks())
            return river ? QCoreApplication::translate("MoveWords", "on its own side of the river")
                         : QCoreApplication::translate("MoveWords", "in its own half");
        return n == 1
            ? QCoreApplication::translate("MoveWords", "on its first rank")
            : QCoreApplication::translate("MoveWords", "in its first %n ranks", nullptr, n);
    }
    if (n == 1)
        //: A single rank, named from the first side's view: "on rank 6"
        return QCoreApplication::translate("MoveWords", "on rank %1")
            .arg(g.rankLabels().value(ranks.front()));
    //: A band of ranks, from the first side's view: "on ranks 2 to 7"
    return QCoreApplication::translate("MoveWords", "on ranks %1 to %2")
        .arg(g.rankLabels().value(ranks.front()), g.rankLabels().value(ranks.back()));
}

// Xiangqi and janggi boards draw a palace: 3 x 3 points on the middle files at each end.
std::optional<QString> palacePhrase(const VariantDefinition& v, const SquareSet& squares)
{
    const BoardGeometry& g = v.geometry;
    if ((v.boardStyle != BoardStyle::PointsRiver && v.boardStyle != BoardStyle::Points)
        || g.files() % 2 == 0 || g.ranks() < 6)
        return std::nullopt;
    const int mid = g.files() / 2;
    SquareSet ownPalace(g.cellCount()), palaces(g.cellCount()), lines(g.cellCount());
    for (int base : {0, g.ranks() - 3})
        for (int f = mid - 1; f <= mid + 1; ++f)
            for (int r = base; r < base + 3; ++r) {
                const Square s = g.square(f, r);
                palaces.insert(s);
                if (base == 0)
                    ownPalace.insert(s);
                if ((f - mid + r - base - 1) % 2 == 0) // the corners and the centre
                    lines.insert(s);
            }
    if (squares == ownPalace)
        return QCoreApplication::translate("MoveWords", "in the palace");
    bool onLines = !squares.isEmpty();
    squares.forEach([&](Square s) { onLines = onLines && lines.contains(s); });
    if (onLines)
        //: Janggi: the diagonal lines drawn in the palaces
        return QCoreApplication::translate("MoveWords", "on the palace's diagonal lines");
    return std::nullopt;
}

QString squareListPhrase(const VariantDefinition& v, const SquareSet& squares)
{
    constexpr int Shown = 6;
    QStringList names;
    int more = 0;
    squares.forEach([&](Square s) {
        if (!v.geometry.isPlayable(s))
            return;
        if (names.size() < Shown)
            names << v.geometry.squareName(s);
        else
            ++more;
    });
    if (more > 0)
        //: A region listed by its squares: "on a1, b2, c3, d4, e5, f6 and 3 more squares"
        return more == 1
            ? QCoreApplication::translate("MoveWords", "on %1 and one more square")
                  .arg(names.join(QStringLiteral(", ")))
            : QCoreApplication::translate("MoveWords", "on %1 and %n more squares", nullptr, more)
                  .arg(names.join(QStringLiteral(", ")));
    //: A region listed by its squares: "on d1, f1, e2"
    return QCoreApplication::translate("MoveWords", "on %1").arg(names.join(QStringLiteral(", ")));
}

QString namesOf(const std::vector<PieceType>& types, const MoveWords::NameOf& nameOf)
{
    QStringList names;
    for (PieceType t : types)
        names << nameOf(t);
    return joinOr(names);
}

QString royalSentence(const VariantDefinition& v)
{
    const auto royals = std::count_if(
        v.pieces.begin(), v.pieces.end(), [](const PieceDefinition& p) { return p.royal; });
    if (v.rules.checkRule)
        //: A royal piece (king, general) under the check rule
        return QCoreApplication::translate(
            "MoveWords", "royal: it may never be left in check, and checkmating it wins the game");
    if (royals > 1)
        //: A royal piece in a game with several (Chu Shogi's King and Crown Prince)
        return QCoreApplication::translate(
            "MoveWords", "royal: losing the last royal piece loses the game");
    //: A royal piece in a game without the check rule (Dobutsu)
    return QCoreApplication::translate("MoveWords", "royal: losing it loses the game");
}

QString promotionTrigger(const VariantDefinition& v, const PieceDefinition& d)
{
    const Region& zone = v.regions[size_t(d.promotionZone)];
    if (zone.squares[First].count() == v.geometry.playable().count())
        return d.promotionTrigger == PromotionTrigger::CapturesInZone
            //: Micro Shogi's promotion rule
            ? QCoreApplication::translate("MoveWords", "after every capture")
            : QCoreApplication::translate("MoveWords", "after every move");
    const QString where = MoveWords::regionPhrase(v, d.promotionZone);
    switch (d.promotionTrigger) {
    case PromotionTrigger::EndsInZone:
        //: When a promotion happens: "when a move ends on the last rank"
        return QCoreApplication::translate("MoveWords", "when a move ends %1").arg(where);
    case PromotionTrigger::StartsOrEndsInZone:
        return QCoreApplication::translate("MoveWords", "when a move starts or ends %1").arg(where);
    case PromotionTrigger::EntersZone:
        return QCoreApplication::translate("MoveWords", "when a move from outside ends %1")
            .arg(where);
    case PromotionTrigger::EntersOrCaptures:
        //: Chu Shogi's promotion rule
        return QCoreApplication::translate("MoveWords",
            "when a move from outside ends %1, or when it captures with either end of "
            "its move %1")
            .arg(where);
    case PromotionTrigger::CapturesInZone:
        //: Micro Shogi's promotion rule
        return QCoreApplication::translate(
            "MoveWords", "when a move captures with either end of its move %1")
            .arg(where);
    case PromotionTrigger::InPlace:
        //: Sittuyin's promotion rule
        return QCoreApplication::translate("MoveWords",
            "as a turn of its own, standing %1 (anywhere when it is the last of its kind), "
            "where it stands or by one quiet move of the new piece, which may then attack no "
            "enemy piece")
            .arg(where);
    }
    return {};
}

// Where a piece of the first side could never move again (a shogi pawn on the last rank).
const SquareSet& deadSquares(const VariantDefinition& v, const PieceDefinition& d)
{
    const auto type = PieceType(&d - v.pieces.data());
    return v.tables().deadSquares[size_t(type) * 2 + First];
}

QStringList promotionSentences(
    const VariantDefinition& v, const PieceDefinition& d, const MoveWords::NameOf& nameOf)
{
    QStringList out;
    if (d.promotions.empty() || d.promotionZone < 0)
        return out;
    const QString to = d.secondPromotions.empty() || d.secondPromotions == d.promotions
        ? namesOf(d.promotions, nameOf)
        //: Promotion targets per side: "a Chancellor or a Rook for the first player, a Queen
        //: or a Rook for the second"
        : QCoreApplication::translate("MoveWords", "%1 for the first player, %2 for the second")
              .arg(namesOf(d.promotions, nameOf), namesOf(d.secondPromotions, nameOf));
    const QString when = promotionTrigger(v, d);
    out << sentence(d.promotionMandatory
            ? QCoreApplication::translate("MoveWords", "must promote to %1 %2").arg(to, when)
            : QCoreApplication::translate("MoveWords", "may promote to %1 %2").arg(to, when));
    if (!d.promotionMandatory && v.rules.immobilityIllegal && !deadSquares(v, d).isEmpty())
        //: Shogi: a pawn, lance or knight must promote on the last ranks
        out << sentence(QCoreApplication::translate(
            "MoveWords", "it must promote where it could never move again"));
    if (d.promotionAlsoIn >= 0)
        out << sentence(
            QCoreApplication::translate("MoveWords", "may also promote when a move ends %1")
                .arg(MoveWords::regionPhrase(v, d.promotionAlsoIn)));
    return out;
}

QStringList dropSentences(
    const VariantDefinition& v, const PieceDefinition& d, const MoveWords::NameOf& nameOf)
{
    QStringList out;
    if (!v.rules.hands.enabled || d.royal || !d.droppable || d.demotesTo != NoPieceType
        || d.promotedMarker)
        return out;
    out << sentence(d.dropRegion >= 0
            //: Drops: "In hand, it may be dropped on any empty square in the last 3 ranks"
            ? QCoreApplication::translate(
                  "MoveWords", "in hand, it may be dropped on any empty square %1")
                  .arg(MoveWords::regionPhrase(v, d.dropRegion))
            : QCoreApplication::translate(
                  "MoveWords", "in hand, it may be dropped on any empty square"));
    QStringList forbidden;
    bool deadDropSquare = false;
    deadSquares(v, d).forEach([&](Square s) {
        deadDropSquare = deadDropSquare
            || (v.geometry.isPlayable(s)
                && (d.dropRegion < 0 || v.regions[size_t(d.dropRegion)].contains(First, s)));
    });
    if (v.rules.immobilityIllegal && deadDropSquare)
        forbidden << QCoreApplication::translate("MoveWords", "where it could never move");
    if (d.maxPerFile == 1)
        //: Shogi's nifu rule, inside "It may not be dropped %1"
        forbidden << QCoreApplication::translate(
            "MoveWords", "on a file that already holds an unpromoted one of its side");
    else if (d.maxPerFile > 1)
        forbidden << QCoreApplication::translate("MoveWords",
            "on a file that already holds %n unpromoted ones of its side", nullptr, d.maxPerFile);
    if (d.dropMateForbidden)
        //: Shogi's uchifuzume rule, inside "It may not be dropped %1"
        forbidden << QCoreApplication::translate("MoveWords", "to give checkmate");
    if (d.dropStalemateForbidden)
        forbidden << QCoreApplication::translate(
            "MoveWords", "to leave the opponent without a move");
    if (!forbidden.isEmpty())
        //: Drop restrictions: "It may not be dropped where it could never move, on a file that
        //: already holds an unpromoted one of its side or to give checkmate"
        out << sentence(QCoreApplication::translate("MoveWords", "it may not be dropped %1")
                .arg(joinOr(forbidden)));
    if (!d.dropAs.empty())
        out << sentence(QCoreApplication::translate("MoveWords", "it may also be dropped as a %1")
                .arg(namesOf(d.dropAs, nameOf)));
    return out;
}

} // namespace

QString MoveWords::regionPhrase(const VariantDefinition& v, int region)
{
    if (region < 0 || region >= int(v.regions.size()))
        return QCoreApplication::translate("MoveWords", "anywhere");
    const SquareSet& squares = v.regions[size_t(region)].squares[First];
    if (squares.count() >= v.geometry.playable().count())
        return QCoreApplication::translate("MoveWords", "anywhere");
    if (auto palace = palacePhrase(v, squares))
        return *palace;
    if (auto ranks = fullRanks(v.geometry, squares))
        if (auto phrase = rankPhrase(v, *ranks))
            return *phrase;
    return squareListPhrase(v, squares);
}

namespace movewords {

namespace {

// rules.burning and rules.freezing, for a type that burns or freezes.
QStringList burningSentences(
    const VariantDefinition& v, PieceType type, const MoveWords::NameOf& nameOf)
{
    QStringList out;
    const BurningRules& burning = v.rules.burning;
    const Piece piece = makePiece(type, First);
    if (burning.enabled() && listsType(burning.burners, piece)) {
        if (burning.choose > 0)
            //: Suzumu Shogi's Fire Demon: "After moving to another square it may burn up to 2
            //: enemy pieces next to it"
            out << sentence(QCoreApplication::translate("MoveWords",
                "after moving to another square it may burn up to %n enemy piece(s) next to it",
                nullptr, burning.choose));
        else
            //: Tenjiku Shogi's Fire Demon
            out << sentence(QCoreApplication::translate(
                "MoveWords", "every enemy piece next to where it stops burns"));
        if (burning.passive)
            out << sentence(QCoreApplication::translate(
                "MoveWords", "an enemy piece that stops next to it burns instead"));
        if (!burning.immune.empty())
            out << sentence(QCoreApplication::translate("MoveWords", "a %1 never burns")
                    .arg(namesOf(burning.immune, nameOf)));
    }
    const FreezingRules& freezing = v.rules.freezing;
    if (freezing.enabled() && listsType(freezing.freezers, piece)) {
        if (freezing.immune.empty())
            //: Suzumu Shogi's Heavenly Tetrarch
            out << sentence(QCoreApplication::translate(
                "MoveWords", "the enemy pieces next to it cannot move"));
        else
            out << sentence(QCoreApplication::translate(
                "MoveWords", "the enemy pieces next to it cannot move, except a %1")
                    .arg(namesOf(freezing.immune, nameOf)));
    }
    return out;
}

} // namespace

QStringList ruleSentences(
    const VariantDefinition& v, PieceType type, const MoveWords::NameOf& nameOf)
{
    const PieceDefinition& d = v.pieces[size_t(type)];
    QStringList out;
    if (d.royal)
        out << sentence(royalSentence(v));
    if (d.royal && v.rules.kingsMayNotFace)
        //: Xiangqi's flying general rule
        out << sentence(QCoreApplication::translate(
            "MoveWords", "it may never face the enemy royal piece on an open file"));
    if (d.royal && v.rules.facingRoyalsEndGame)
        //: Janggi's bikjang
        out << sentence(QCoreApplication::translate(
            "MoveWords", "facing the enemy royal piece on an open file ends the game (bikjang)"));
    if (d.royal && v.rules.goals.flagRegion >= 0)
        //: Dobutsu's try: "Standing on the last rank where it cannot be captured wins the game"
        out << sentence(QCoreApplication::translate(
            "MoveWords", "standing %1 where it cannot be captured wins the game")
                .arg(MoveWords::regionPhrase(v, v.rules.goals.flagRegion)));
    if (d.regionLimit >= 0)
        //: Confinement: "It never leaves the palace" with %1 = "in the palace"
        out << sentence(QCoreApplication::translate("MoveWords", "it must always stay %1")
                .arg(MoveWords::regionPhrase(v, d.regionLimit)));
    if (!d.cannotHopOver.empty())
        out << sentence(QCoreApplication::translate("MoveWords", "it may not jump over a %1")
                .arg(namesOf(d.cannotHopOver, nameOf)));
    if (!d.cannotCapture.empty())
        out << sentence(QCoreApplication::translate("MoveWords", "it may not capture a %1")
                .arg(namesOf(d.cannotCapture, nameOf)));
    out << burningSentences(v, type, nameOf);
    out << promotionSentences(v, d, nameOf);
    if (d.maxCount > 0)
        out << sentence(d.maxCount == 1
                ? QCoreApplication::translate(
                      "MoveWords", "at most one of them per side on the board")
                : QCoreApplication::translate("MoveWords",
                      "at most %n of them per side on the board", nullptr, d.maxCount));
    // A type that starts on the board (a chess knight, Chu's Lion) is not "promoted", nor is
    // one that flips back and forth with its partner (Kyoto shogi).
    const bool inStart
        = !v.initialSquares(type, First).isEmpty() || !v.initialSquares(type, Second).isEmpty();
    const bool mutual = d.unpromoted != NoPieceType && d.promotesTo(d.unpromoted);
    if (d.unpromoted != NoPieceType && !mutual && !inStart)
        //: Where a promoted piece comes from: "Promoted from a Pawn"
        out << sentence(QCoreApplication::translate("MoveWords", "promoted from a %1")
                .arg(nameOf(d.unpromoted)));
    if (d.demotesTo != NoPieceType && v.rules.hands.fromCaptures)
        out << sentence(
            QCoreApplication::translate("MoveWords", "when captured, it goes to the hand as a %1")
                .arg(nameOf(d.demotesTo)));
    out << dropSentences(v, d, nameOf);
    return out;
}

} // namespace movewords

} // namespace fb
