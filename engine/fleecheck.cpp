// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleecheck.h"

namespace fb {

bool fleesCheck(Position& pos, const Move& m)
{
    if (pos.variant().rules.royalFleesCheck || m.kind != MoveKind::Normal)
        return false;
    const Side us = pos.sideToMove();
    bool royalMoves = false;
    for (int i = 0; i < pos.royalCount(us); ++i)
        royalMoves = royalMoves || pos.royal(us, i) == m.from;
    if (!royalMoves || !pos.inCheck(us))
        return false;
    const Piece victim = pos.at(m.to);
    if (m.to == m.from || !isPiece(victim) || sideOf(victim) == us)
        return true; // it moves away
    // A capture answers the rule when the victim is the only piece giving check: with a piece
    // of the mover's side in its place (blocking the same lines), the royal stands safe.
    pos.setPiece(m.to, makePiece(typeOf(victim), us));
    const bool stillChecked = pos.inCheck(us);
    pos.setPiece(m.to, victim);
    return stillChecked;
}

} // namespace fb
