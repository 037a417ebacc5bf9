// SPDX-License-Identifier: GPL-3.0-or-later
// The order in which the built-in AI searches a position's moves: the stored best move, then
// captures by most valuable victim and least valuable attacker, promotions, killer moves and
// the quiet moves by their history.
#pragma once

#include "piecevalues.h"
#include "position.h"

#include <array>
#include <cstdint>
#include <vector>

namespace fb::search {

/// Does `m` (a move of `pos`) remove an enemy piece: one on its destination or a victim on its
/// way (en passant, locust and Lion captures)?
bool capturesEnemy(const Position& pos, const Move& m);

/// The value (PieceValues::mobility, royals included) of the enemy pieces `m` removes.
int capturedValue(const Position& pos, const Move& m, const PieceValues& values);

class MoveOrder
{
public:
    /// The deepest ply the killers are kept for (deeper plies have none).
    static constexpr int MaxPly = 128;
    /// History is kept when the table (piece codes x mailbox cells) has at most this many
    /// entries.
    static constexpr size_t MaxHistoryEntries = 1 << 20;

    MoveOrder(const VariantDefinition& v, const PieceValues& values);

    /// Sorts `moves` (moves of `pos`) best first: the move whose moveKey is `ttMove`, captures
    /// (the most valuable victims first, then the least valuable attacker), promotions (to the
    /// most valuable type first), the killers of `ply`, then the rest by history.
    void sort(const Position& pos, MoveList& moves, uint32_t ttMove, int ply);
    /// Sorts captures only (MVV-LVA), for the quiescence search.
    void sortCaptures(const Position& pos, MoveList& moves);
    /// A quiet move `m` of `pos` made a beta cut-off at `ply` after a search of `depth`.
    void cutoff(const Position& pos, const Move& m, int ply, int depth);
    /// Forgets killers and history (a new game).
    void clear();

private:
    int64_t score(const Position& pos, const Move& m, uint32_t ttMove, int ply) const;
    int64_t captureScore(const Position& pos, const Move& m) const;
    size_t historyIndex(const Position& pos, const Move& m) const;
    void reorder(MoveList& moves);

    const PieceValues& m_values;
    int m_cells;
    std::vector<std::array<Move, 2>> m_killers;
    std::vector<int32_t> m_history;
    std::vector<std::pair<int64_t, uint32_t>> m_scratch;
    MoveList m_sorted;
};

} // namespace fb::search
