// SPDX-License-Identifier: GPL-3.0-or-later
// GameSetup: what a new game is started from.
#pragma once

#include "gameclock.h"

#include <QString>
#include <array>

/// How much time the players of a game have (gameclock.h).
using TimeControl = fb::engines::TimeControl;

struct GameSetup
{
    QString presetId;
    QString profile; ///< a rule profile of the preset; empty = the default rules
    QString fen; ///< empty = the preset's start position
    /// Set up `fen` even when it cannot occur in a game (the position editor's "Allow
    /// impossible positions", for problem composers).
    bool allowImpossible = false;
    /// Who plays each side (First, Second): the name of an engine of the Engines list, or
    /// empty for a human at the board (or the built-in AI, below).
    std::array<QString, 2> engines{};
    /// The built-in AI's level for a side it plays (search::MinLevel..MaxLevel), 0 where it
    /// does not (then `engines` says who plays).
    std::array<int, 2> builtinLevels{0, 0};
    TimeControl time{};
};
