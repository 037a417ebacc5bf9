// SPDX-License-Identifier: GPL-3.0-or-later
// Board shape: files, ranks, labels, removed squares and the padded mailbox layout.
#pragma once

#include "squareset.h"
#include "types.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace fb {

/// Maps (file, rank) coordinates to mailbox squares. File 0 is the first player's left edge,
/// rank 0 the first player's back rank. The mailbox has `padding` wall cells around the board
/// so that any leap of up to `padding` cells in one step lands on a wall instead of wrapping.
class BoardGeometry
{
public:
    static constexpr int MaxFiles = 36;
    static constexpr int MaxRanks = 36;

    BoardGeometry() = default;
    /// Contract: 1 <= files <= MaxFiles, 1 <= ranks <= MaxRanks, padding >= 1.
    BoardGeometry(int files, int ranks, int padding);

    int files() const { return m_files; }
    int ranks() const { return m_ranks; }
    int stride() const { return m_stride; }
    int padding() const { return m_padding; }
    /// Number of mailbox cells (walls included); every Square is < cellCount().
    int cellCount() const { return m_stride * (m_ranks + 2 * m_padding); }

    Square square(int file, int rank) const
    {
        return Square((rank + m_padding) * m_stride + file + m_padding);
    }
    int fileOf(Square s) const { return s % m_stride - m_padding; }
    int rankOf(Square s) const { return s / m_stride - m_padding; }
    /// Offset between two mailbox cells that are dx files and dy ranks apart.
    int delta(int dx, int dy) const { return dy * m_stride + dx; }
    bool inside(int file, int rank) const
    {
        return file >= 0 && file < m_files && rank >= 0 && rank < m_ranks;
    }
    /// True for squares of the playing area that are not removed.
    bool isPlayable(Square s) const { return m_playable.contains(s); }
    /// Calls f(n) for each playable square n of the eight around `s` (burning, explosions,
    /// freezing: the rules that act on a square's neighbours).
    template <typename F> void forNeighbours(Square s, F&& f) const
    {
        const int file = fileOf(s), rank = rankOf(s);
        for (int df = -1; df <= 1; ++df)
            for (int dr = -1; dr <= 1; ++dr) {
                if ((df == 0 && dr == 0) || !inside(file + df, rank + dr))
                    continue;
                const Square n = square(file + df, rank + dr);
                if (isPlayable(n))
                    f(n);
            }
    }
    const SquareSet& playable() const { return m_playable; }
    /// Playable squares in increasing order (rank by rank from the first player's side).
    const std::vector<Square>& squares() const { return m_squares; }

    void removeSquare(int file, int rank);

    /// Labels as written in coordinates ("a".."z", then "aa".. ; ranks "1".."36" by default).
    const QStringList& fileLabels() const { return m_fileLabels; }
    const QStringList& rankLabels() const { return m_rankLabels; }
    void setFileLabels(const QStringList& l) { m_fileLabels = l; }
    void setRankLabels(const QStringList& l) { m_rankLabels = l; }
    /// "e4"-style name of a playable square from the labels.
    QString squareName(Square s) const;
    /// Parses a square name at text[pos...]; on success returns the square and advances pos.
    /// Prefers the longest label match. Returns NoSquare if nothing matches.
    Square parseSquare(const QString& text, int& pos) const;

private:
    int m_files = 0;
    int m_ranks = 0;
    int m_padding = 0;
    int m_stride = 0;
    SquareSet m_playable;
    std::vector<Square> m_squares;
    QStringList m_fileLabels;
    QStringList m_rankLabels;
    void rebuildSquareList();
};

} // namespace fb
