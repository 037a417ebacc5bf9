// SPDX-License-Identifier: GPL-3.0-or-later
// The building blocks of MoveWords' sentences: direction words, leap targets, lists, regions
// and the rules sentences. Internal to movewords*.cpp.
#pragma once

#include "movewords.h"

#include <utility>
#include <vector>

namespace fb::movewords {

/// The index of a direction among the 8 (0 forward, then clockwise: 1 forward-right,
/// 2 right ... 7 forward-left), from the signs of a vector in the first side's frame.
int dir8Index(int dx, int dy);
/// Words for a set of the 8 directions (bit i = direction i): "in any direction",
/// "orthogonally or diagonally forward", "in any direction except backward".
QString directionWords(int mask);
/// The targets of some oblique leaps: "2 squares forward and 1 to either side".
QString obliqueTargets(const std::vector<std::pair<int, int>>& vectors);
/// The traditional name of a full leaper's move ("a knight's move"), or empty.
QString leaperName(int major, int minor);
/// "a", "a or b", "a, b or c".
QString joinOr(const QStringList& items);
/// A phrase as a sentence: first letter capitalised, the translated full stop added.
QString sentence(const QString& phrase);
/// Royal status, confinement, exclusions, promotion, where it comes from, drops.
QStringList ruleSentences(
    const VariantDefinition& v, PieceType type, const MoveWords::NameOf& nameOf);

} // namespace fb::movewords
