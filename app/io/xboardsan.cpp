// SPDX-License-Identifier: GPL-3.0-or-later
#include "xboardsan.h"

#include "notationspelling.h"

namespace fb::io {

namespace {

/// Are the variant's labels the plain ones (files a.., ranks 1..10) that XBoard counts from 0?
bool ranksFromZero(const VariantDefinition& v)
{
    const BoardGeometry& g = v.geometry;
    if (g.ranks() != 10)
        return false;
    for (int r = 0; r < g.ranks(); ++r)
        if (g.rankLabels().value(r) != QString::number(r + 1))
            return false;
    for (const QString& f : g.fileLabels())
        for (QChar c : f)
            if (c.isDigit())
                return false;
    return true;
}

/// Every number in `text` one less: in a SAN of plain labels the numbers are ranks.
QString ranksLessOne(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size();) {
        if (!text[i].isDigit()) {
            out += text[i++];
            continue;
        }
        qsizetype end = i;
        while (end < text.size() && text[end].isDigit())
            ++end;
        out += QString::number(text.mid(i, end - i).toInt() - 1);
        i = end;
    }
    return out;
}

} // namespace

LabelSet xboardLabels(const VariantDefinition& v)
{
    LabelSet labels{v.geometry.fileLabels(), v.geometry.rankLabels()};
    if (ranksFromZero(v))
        for (int r = 0; r < v.geometry.ranks(); ++r)
            labels.ranks[r] = QString::number(r);
    return labels;
}

QString xboardSan(const VariantDefinition& v, const QString& san)
{
    QString out = ranksFromZero(v) ? ranksLessOne(san) : san;
    // The moving piece's letter, where XBoard has another one (the longest letter that fits).
    const PieceDefinition* moved = nullptr;
    for (const PieceDefinition& d : v.pieces)
        if (!d.letter.isEmpty() && out.startsWith(d.letter)
            && (!moved || d.letter.size() > moved->letter.size()))
            moved = &d;
    if (moved) {
        const QChar other = spelling::wxfLetter(*moved);
        if (!other.isNull())
            out.replace(0, moved->letter.size(), QString(other));
    }
    return out;
}

} // namespace fb::io
