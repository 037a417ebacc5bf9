// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry.h"

namespace fb {

namespace {
QString defaultFileLabel(int f)
{
    QString s;
    if (f >= 26)
        s += QChar(u'a' + f / 26 - 1);
    s += QChar(u'a' + f % 26);
    return s;
}
} // namespace

BoardGeometry::BoardGeometry(int files, int ranks, int padding)
    : m_files(files)
    , m_ranks(ranks)
    , m_padding(padding)
    , m_stride(files + 2 * padding)
    , m_playable(m_stride * (ranks + 2 * padding))
{
    for (int r = 0; r < ranks; ++r)
        for (int f = 0; f < files; ++f)
            m_playable.insert(square(f, r));
    for (int f = 0; f < files; ++f)
        m_fileLabels << defaultFileLabel(f);
    for (int r = 0; r < ranks; ++r)
        m_rankLabels << QString::number(r + 1);
    rebuildSquareList();
}

void BoardGeometry::removeSquare(int file, int rank)
{
    if (inside(file, rank))
        m_playable.remove(square(file, rank));
    rebuildSquareList();
}

void BoardGeometry::rebuildSquareList()
{
    m_squares.clear();
    m_playable.forEach([this](Square s) { m_squares.push_back(s); });
}

QString BoardGeometry::squareName(Square s) const
{
    if (s == NoSquare)
        return QStringLiteral("-");
    const int f = fileOf(s), r = rankOf(s);
    if (!inside(f, r))
        return QStringLiteral("?");
    return m_fileLabels.value(f) + m_rankLabels.value(r);
}

Square BoardGeometry::parseSquare(const QString& text, int& pos) const
{
    auto longest = [&](const QStringList& labels, int at, int& len) {
        int best = -1;
        len = 0;
        for (int i = 0; i < labels.size(); ++i) {
            const QString& l = labels[i];
            if (l.size() > len && QStringView(text).mid(at).startsWith(l)) {
                best = i;
                len = int(l.size());
            }
        }
        return best;
    };
    int flen = 0, rlen = 0;
    const int f = longest(m_fileLabels, pos, flen);
    if (f < 0)
        return NoSquare;
    const int r = longest(m_rankLabels, pos + flen, rlen);
    if (r < 0)
        return NoSquare;
    pos += flen + rlen;
    return square(f, r);
}

} // namespace fb
