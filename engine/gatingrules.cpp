// SPDX-License-Identifier: GPL-3.0-or-later
#include "gatingrules.h"

#include "movegen.h"

namespace fb {

bool mayGateOn(const VariantDefinition& v, PieceType type, Side side, Square s)
{
    return MoveGenerator::dropRegionAllows(v, type, type, side, s)
        && !MoveGenerator::immobileOn(v, type, side, s);
}

void appendGatingMoves(const Position& pos, Square from, Side us, MoveList& out, std::size_t first)
{
    const VariantDefinition& v = pos.variant();
    if (!v.rules.gating || first == out.size())
        return;
    auto gateOn = [&](const Move& m, Square gate) {
        for (PieceType t = 0; t < v.pieceCount(); ++t) {
            if (pos.handCount(us, t) <= 0 || !mayGateOn(v, t, us, gate))
                continue;
            Move g = m;
            g.gated = t;
            g.setGatedOn(gate);
            out.push_back(g);
        }
    };
    const std::size_t last = out.size();
    for (std::size_t i = first; i < last; ++i) {
        const Move m = out[i]; // out grows: a copy
        if (m.isCastle()) {
            for (Square gate : {m.from, m.partnerFrom})
                if (pos.isGate(gate) && gate != m.to && gate != m.partnerTo)
                    gateOn(m, gate);
        } else if (m.kind == MoveKind::Normal && m.from == from && m.to != from
            && pos.isGate(from)) {
            gateOn(m, from);
        }
    }
}

} // namespace fb
