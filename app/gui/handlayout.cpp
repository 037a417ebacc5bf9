// SPDX-License-Identifier: GPL-3.0-or-later
#include "handlayout.h"

#include "variant.h"

#include <algorithm>

HandLayout::HandLayout(const fb::VariantDefinition& v, bool flipped)
{
    const BoardLayout board{v.geometry, flipped};
    m_sceneRect = board.sceneRect();
    const fb::StorageLayout& storage = v.storage;
    if (!v.rules.hands.enabled || !storage.enabled())
        return;
    const qreal S = BoardLayout::SquareSize;
    const int files = v.geometry.files(), ranks = v.geometry.ranks();
    const int columns = storage.columns > 0 ? std::min(storage.columns, files) : files;
    int used[2] = {0, 0}; // storage ranks taken so far above (0) and below (1) the board
    for (fb::Side side : {fb::First, fb::Second}) {
        const std::vector<fb::PieceType>& order = storage.order[size_t(side)];
        if (order.empty())
            continue;
        const bool below
            = (storage.edge[size_t(side)] == fb::StorageLayout::Edge::Below) != flipped;
        const int first = used[below];
        used[below] += (int(order.size()) + columns - 1) / columns;
        for (int i = 0; i < int(order.size()); ++i) {
            // Rank 0 is the one nearest the board, one empty rank away from it.
            const int rank = first + i / columns, column = i % columns;
            const QPointF at = below ? QPointF(column * S, (ranks + 1 + rank) * S)
                                     : QPointF((files - 1 - column) * S, -(2 + rank) * S);
            m_slots.push_back({side, order[size_t(i)], QRectF(at, QSizeF(S, S))});
        }
    }
    // Screen ranks taken above and below the board: the storage ranks and the empty rank.
    const int above = used[0] ? used[0] + 1 : 0;
    const int below = used[1] ? used[1] + 1 : 0;
    const qreal pad = BoardLayout::Margin / 2;
    if (above)
        m_sceneRect.setTop(-above * S - pad);
    if (below)
        m_sceneRect.setBottom(std::max(m_sceneRect.bottom(), (ranks + below) * S + pad));
}

const HandLayout::Slot* HandLayout::slot(fb::Side side, fb::PieceType type) const
{
    for (const Slot& s : m_slots)
        if (s.side == side && s.type == type)
            return &s;
    return nullptr;
}

const HandLayout::Slot* HandLayout::slotAt(const QPointF& p) const
{
    for (const Slot& s : m_slots)
        if (s.rect.contains(p))
            return &s;
    return nullptr;
}
