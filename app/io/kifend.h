// SPDX-License-Identifier: GPL-3.0-or-later
// The words that end a KIF record (投了, 千日手, 反則勝ち ...) and the terminations they are.
#pragma once

#include "termination.h"

#include <QString>
#include <QStringList>

namespace fb::io {

/// Every word that ends the moves of a KIF record, longest first.
const QStringList& kifEndWords();
/// What the end word `word` means: the termination, and the result it gives when the side to
/// move after the moves is the first player (`firstToMove`) or not.
Termination kifTermination(const QString& word, bool firstToMove, QString* result);
/// The end word for `t` when `result` is the outcome and the side to move after the moves is
/// the first player or not ("投了", "反則勝ち" when the side to move won by the other's
/// foul); empty where KIF has none.
QString kifEndWord(Termination t, const QString& result, bool firstToMove);

} // namespace fb::io
