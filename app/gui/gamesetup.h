// SPDX-License-Identifier: GPL-3.0-or-later
// GameSetup: what a new game is started from.
#pragma once

#include <QString>

struct GameSetup
{
    QString presetId;
    QString profile; ///< a rule profile of the preset; empty = the default rules
    QString fen; ///< empty = the preset's start position
    /// Set up `fen` even when it cannot occur in a game (the position editor's "Allow
    /// impossible positions", for problem composers).
    bool allowImpossible = false;
};
