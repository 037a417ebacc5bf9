// SPDX-License-Identifier: GPL-3.0-or-later
// A preset written as a Fairy-Stockfish variants.ini section, where Fairy-Stockfish can say it.
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace fb::io {

struct FsfExport
{
    QString text; ///< the section ("[id]" and its keys), empty when refused
    QStringList reasons; ///< why it was refused: "key: what Fairy-Stockfish cannot say"
    bool ok() const { return reasons.isEmpty(); }
};

/// Writes the resolved preset `preset` (its default rules) as one self-contained section named
/// by its id (no parent: every rule key is written). Refuses, with every reason, when a piece's
/// moves or a rule has no variants.ini key: multi-leg and other XBetza beyond Fairy-Stockfish's
/// subset, region moves, hop and capture exclusions, per-piece drop regions it cannot say, Lion
/// trading, bare-king and royal-capture rules, boards over 12 x 10 ...
FsfExport exportFsf(const QJsonObject& preset);

} // namespace fb::io
