// SPDX-License-Identifier: GPL-3.0-or-later
// Small helpers the move readers share.
#pragma once

#include "move.h"

#include <QString>
#include <QStringView>
#include <algorithm>
#include <optional>
#include <vector>

namespace fb::io {

/// The same characters? (QStringView's == in place, without a library call: for the short
/// texts of moves, letters and marks that is most of the cost.)
inline bool sameText(QStringView a, QStringView b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
}

/// Drops moves that are the same turn as an earlier one (the generator may produce one turn
/// along two compiled paths).
inline void removeDuplicateTurns(std::vector<const Move*>& moves)
{
    if (moves.size() < 2)
        return;
    std::vector<const Move*> out;
    for (const Move* m : moves) {
        bool seen = false;
        for (const Move* o : out)
            seen = seen || o->sameTurn(*m);
        if (!seen)
            out.push_back(m);
    }
    moves.swap(out);
}

/// The pass among `legal`; nothing, with the reason in `error`, when passing is not allowed.
inline std::optional<Move> findPass(const MoveList& legal, QString* error)
{
    for (const Move& m : legal)
        if (m.isPass())
            return m;
    if (error)
        *error = QStringLiteral("passing is not allowed here");
    return std::nullopt;
}

/// The one move the candidates for a text come to: duplicate turns merged and, when the text
/// does not say whether the move promotes (`promotionUnsaid`), the moves without promotion
/// preferred. Otherwise nothing, and "'shown' is not a legal move here" or "... is ambiguous
/// here" in `error`.
inline std::optional<Move> pickCandidate(
    std::vector<const Move*> candidates, bool promotionUnsaid, const QString& shown, QString* error)
{
    removeDuplicateTurns(candidates);
    if (candidates.size() > 1 && promotionUnsaid) {
        std::vector<const Move*> plain;
        for (const Move* m : candidates)
            if (m->promotion == NoPieceType)
                plain.push_back(m);
        if (!plain.empty())
            candidates.swap(plain);
    }
    if (candidates.size() == 1)
        return *candidates.front();
    if (error)
        *error = candidates.empty() ? QStringLiteral("'%1' is not a legal move here").arg(shown)
                                    : QStringLiteral("'%1' is ambiguous here").arg(shown);
    return std::nullopt;
}

} // namespace fb::io
