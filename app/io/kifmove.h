// SPDX-License-Identifier: GPL-3.0-or-later
// One move in KIF (the reader's resolveKifMove is declared in kif.h).
#pragma once

#include "move.h"
#include "position.h"

#include <QString>

namespace fb::io {

/// The KIF text of `m` in `pos` (before it is made), `legal` being the legal moves of `pos`:
/// "７六歩(77)", "同　歩(76)", "５五角打", "２二角成(88)", Chu "7八歩兵 （←7九）" and a Lion's
/// "一歩目 …\n二歩目 …". Returns an empty string and fills `error` for a move KIF cannot
/// write (castling, three legs).
QString kifMoveText(const Position& pos, const MoveList& legal, const Move& m, QString* error);

} // namespace fb::io
