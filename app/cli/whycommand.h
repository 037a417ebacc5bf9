// SPDX-License-Identifier: GPL-3.0-or-later
// fairyboard-cli why: the reason a move is illegal, from the engine's refusal rules.
#pragma once

#include "clicommands.h"

namespace fb::cli {

/// `why PRESET MOVES [--fen FEN] [--rules PROFILE] [--presets DIR]`: plays every move of the
/// space-separated MOVES but the last (each must be legal), then prints "legal" or the reason
/// the last one is refused as "ID<TAB>sentence" (fb::refusalId, fb::refusalText). Moves are in
/// coordinate notation. Exit status 0 when the move was judged, 1 for bad input, 2 for usage.
int why(const QStringList& args, Streams io);
QString whyUsage();

} // namespace fb::cli
