// SPDX-License-Identifier: GPL-3.0-or-later
#include "movewordsparts.h"

#include <QCoreApplication>
#include <algorithm>
#include <cstdlib>

namespace fb::movewords {

namespace {

enum Direction
{
    F = 1 << 0,
    FR = 1 << 1,
    R = 1 << 2,
    BR = 1 << 3,
    B = 1 << 4,
    BL = 1 << 5,
    L = 1 << 6,
    FL = 1 << 7,
    Orthogonal = F | R | B | L,
    Diagonal = FR | BR | BL | FL,
};

// One direction on its own, for "in any direction except %1".
QString singleDirection(int bit)
{
    switch (bit) {
    case F:
        return QCoreApplication::translate("MoveWords", "forward");
    case B:
        return QCoreApplication::translate("MoveWords", "backward");
    case L:
        return QCoreApplication::translate("MoveWords", "to the left");
    case R:
        return QCoreApplication::translate("MoveWords", "to the right");
    case FL:
        return QCoreApplication::translate("MoveWords", "diagonally forward to the left");
    case FR:
        return QCoreApplication::translate("MoveWords", "diagonally forward to the right");
    case BL:
        return QCoreApplication::translate("MoveWords", "diagonally backward to the left");
    default:
        return QCoreApplication::translate("MoveWords", "diagonally backward to the right");
    }
}

} // namespace

int dir8Index(int dx, int dy)
{
    const int sx = (dx > 0) - (dx < 0), sy = (dy > 0) - (dy < 0);
    static constexpr int Index[3][3] = {
        // sy = -1, 0, 1 for sx = -1, 0, 1
        {5, 6, 7},
        {4, 0, 0},
        {3, 2, 1},
    };
    return Index[sx + 1][sy + 1];
}

QString directionWords(int mask)
{
    const int count = __builtin_popcount(unsigned(mask));
    if (count == 8)
        //: Directions of a move: "Moves one square in any direction"
        return QCoreApplication::translate("MoveWords", "in any direction");
    if (count == 7)
        //: Directions of a move: "Moves one square in any direction except backward"
        return QCoreApplication::translate("MoveWords", "in any direction except %1")
            .arg(singleDirection(~mask & 0xff));
    QStringList parts;
    int rest = mask;
    if ((rest & Orthogonal) == Orthogonal) {
        parts << QCoreApplication::translate("MoveWords", "orthogonally");
        rest &= ~Orthogonal;
    }
    if ((rest & Diagonal) == Diagonal) {
        parts << QCoreApplication::translate("MoveWords", "diagonally");
        rest &= ~Diagonal;
    }
    for (int bit : {F, B})
        if (rest & bit)
            parts << singleDirection(bit);
    if ((rest & (L | R)) == (L | R)) {
        //: Directions of a move: left or right
        parts << QCoreApplication::translate("MoveWords", "sideways");
        rest &= ~(L | R);
    }
    for (int bit : {L, R})
        if (rest & bit)
            parts << singleDirection(bit);
    if ((rest & (FL | FR)) == (FL | FR)) {
        parts << QCoreApplication::translate("MoveWords", "diagonally forward");
        rest &= ~(FL | FR);
    }
    if ((rest & (BL | BR)) == (BL | BR)) {
        parts << QCoreApplication::translate("MoveWords", "diagonally backward");
        rest &= ~(BL | BR);
    }
    for (int bit : {FL, FR, BL, BR})
        if (rest & bit)
            parts << singleDirection(bit);
    return joinOr(parts);
}

QString obliqueTargets(const std::vector<std::pair<int, int>>& vectors)
{
    // Pairs that mirror each other left and right are worded together ("to either side").
    std::vector<std::pair<int, int>> done;
    QStringList parts;
    for (const auto& [dx, dy] : vectors) {
        if (std::find(done.begin(), done.end(), std::pair{dx, dy}) != done.end())
            continue;
        const bool mirrored
            = std::find(vectors.begin(), vectors.end(), std::pair{-dx, dy}) != vectors.end();
        done.push_back({dx, dy});
        done.push_back({-dx, dy});
        const int ahead = std::abs(dy);
        const QString along = ahead == 1
            ? (dy > 0 ? QCoreApplication::translate("MoveWords", "one square forward")
                      : QCoreApplication::translate("MoveWords", "one square backward"))
            : (dy > 0 ? QCoreApplication::translate(
                            "MoveWords", "%n squares forward", nullptr, ahead)
                      : QCoreApplication::translate(
                            "MoveWords", "%n squares backward", nullptr, ahead));
        const int side = std::abs(dx);
        const QString across = mirrored
            ? QCoreApplication::translate("MoveWords", "%n to either side", nullptr, side)
            : dx < 0 ? QCoreApplication::translate("MoveWords", "%n to the left", nullptr, side)
                     : QCoreApplication::translate("MoveWords", "%n to the right", nullptr, side);
        //: An oblique leap: "2 squares forward and 1 to either side"
        parts << QCoreApplication::translate("MoveWords", "%1 and %2").arg(along, across);
    }
    return joinOr(parts);
}

QString leaperName(int major, int minor)
{
    //: Traditional names of fairy chess leapers, after their move in brackets
    if (major == 2 && minor == 0)
        return QCoreApplication::translate("MoveWords", "a dabbaba's leap");
    if (major == 2 && minor == 2)
        return QCoreApplication::translate("MoveWords", "an alfil's leap");
    if (major == 3 && minor == 0)
        return QCoreApplication::translate("MoveWords", "a threeleaper's leap");
    if (major == 3 && minor == 3)
        return QCoreApplication::translate("MoveWords", "a tripper's leap");
    if (major == 2 && minor == 1)
        return QCoreApplication::translate("MoveWords", "a knight's move");
    if (major == 3 && minor == 1)
        return QCoreApplication::translate("MoveWords", "a camel's leap");
    if (major == 3 && minor == 2)
        return QCoreApplication::translate("MoveWords", "a zebra's leap");
    if (major == 4 && minor == 1)
        return QCoreApplication::translate("MoveWords", "a giraffe's leap");
    return {};
}

QString joinOr(const QStringList& items)
{
    if (items.isEmpty())
        return {};
    QString head = items.first();
    for (qsizetype i = 1; i + 1 < items.size(); ++i)
        //: Joins the items of a list but the last: "forward, backward"
        head = QCoreApplication::translate("MoveWords", "%1, %2").arg(head, items[i]);
    if (items.size() == 1)
        return head;
    //: Joins the last item of a list of alternatives: "forward, backward or sideways"
    return QCoreApplication::translate("MoveWords", "%1 or %2").arg(head, items.last());
}

QString sentence(const QString& phrase)
{
    QString s = phrase;
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    //: The end of a sentence ("Moves one square forward."); write it as your language does
    return QCoreApplication::translate("MoveWords", "%1.", "full stop").arg(s);
}

} // namespace fb::movewords
