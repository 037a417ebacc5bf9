// SPDX-License-Identifier: GPL-3.0-or-later
// fairyboard-cli match: games between two players (external engines; the built-in AI will join
// them through the same Player interface), each move checked by our rules.
#pragma once

#include "clicommands.h"

namespace fb::cli {

/// `match A B --preset ID [--games N] [--movetime MS | --tc BASE+INC] [--depth N] [--fen FEN]
/// [--max-plies N] [--rules PROFILE] [--presets DIR]`. A and B are engine command lines, with
/// the protocol in front ("uci:CMD", "xboard:CMD", "usi:CMD", "ucci:CMD") or found by
/// probing. Prints a line per game ("Game N: WHITE - BLACK: RESULT (reason) MOVES", the moves
/// in the family's default notation) and a final score line from A's side. Exit status 0 when
/// every game was played, 1 when an engine failed or sent an illegal move (the message on
/// stderr, the game up to then printed), 2 for usage errors.
int match(const QStringList& args, Streams io);
QString matchUsage();

} // namespace fb::cli
