// SPDX-License-Identifier: GPL-3.0-or-later
// Suzumu Shogi's Heavenly Tetrarch freezing the pieces around it: a mobility rule over the
// generic generator.
#pragma once

#include "position.h"

namespace fb {

/// True when the piece on `s` may not move (rules.freezing): an enemy freezer stands on one of
/// the eight squares around it and its own type is not immune. A frozen piece makes no move at
/// all (no igui, no burn, no pass by stepping out and back); it can still be captured. False
/// for an empty square and in variants without freezing.
bool isFrozen(const Position& pos, Square s);

} // namespace fb
