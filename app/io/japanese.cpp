// SPDX-License-Identifier: GPL-3.0-or-later
#include "japanese.h"

namespace fb::io {

namespace {

const char16_t* const KanjiDigits[]
    = {u"", u"一", u"二", u"三", u"四", u"五", u"六", u"七", u"八", u"九"};

} // namespace

KifStyle kifStyleFor(const VariantDefinition& v)
{
    return kifStyleFor(v.geometry.files(), v.geometry.ranks());
}

KifStyle kifStyleFor(int files, int ranks)
{
    return files > 9 || ranks > 9 ? KifStyle::LargeBoard : KifStyle::Shogi;
}

QString kifMoveName(const PieceDefinition& piece)
{
    return piece.records.kifMove;
}

QString japaneseMoveName(const VariantDefinition& v, PieceType t)
{
    const PieceRecords& r = v.pieces[size_t(t)].records;
    if (!r.japanese.isEmpty())
        return r.japanese;
    return r.kifMove.isEmpty() ? v.pieces[size_t(t)].letter : r.kifMove;
}

QString kifBoardName(const PieceDefinition& piece)
{
    return piece.records.kifBoard;
}

std::vector<PieceType> piecesForKifName(const VariantDefinition& v, const QString& name)
{
    std::vector<PieceType> out;
    for (PieceType t = 0; t < v.pieceCount(); ++t)
        if (v.pieces[size_t(t)].records.readsKif(name))
            out.push_back(t);
    return out;
}

QStringList piecesWithoutKifName(const VariantDefinition& v)
{
    QStringList out;
    for (const PieceDefinition& d : v.pieces)
        if (d.records.kifMove.isEmpty())
            out << d.id;
    return out;
}

QString kanjiNumber(int n)
{
    if (n <= 0 || n >= 100)
        return QString::number(n);
    QString out;
    if (n >= 20)
        out += QString::fromUtf16(KanjiDigits[n / 10]);
    if (n >= 10)
        out += QStringLiteral("十");
    out += QString::fromUtf16(KanjiDigits[n % 10]);
    return out;
}

int readKanjiNumber(QStringView text, int& length)
{
    auto digit = [](QChar c) {
        for (int d = 1; d <= 9; ++d)
            if (c == QStringView(KanjiDigits[d]).front())
                return d;
        return 0;
    };
    int i = 0, value = 0;
    const int first = i < text.size() ? digit(text[i]) : 0;
    if (first) {
        value = first;
        ++i;
    }
    if (i < text.size() && text[i] == u'十') {
        value = (first ? first : 1) * 10;
        ++i;
        if (i < text.size() && digit(text[i]))
            value += digit(text[i++]);
    }
    length = i;
    return value;
}

QString fullWidthNumber(int n)
{
    QString out;
    for (QChar c : QString::number(n))
        out += QChar(c.unicode() - u'0' + 0xFF10);
    return out;
}

int kifFile(const BoardGeometry& g, Square s)
{
    return g.files() - g.fileOf(s);
}

int kifRank(const BoardGeometry& g, Square s)
{
    return g.ranks() - g.rankOf(s);
}

Square squareFromKif(const BoardGeometry& g, int file, int rank)
{
    const int f = g.files() - file, r = g.ranks() - rank;
    if (!g.inside(f, r))
        return NoSquare;
    const Square s = g.square(f, r);
    return g.isPlayable(s) ? s : NoSquare;
}

QString kifSquareText(const BoardGeometry& g, Square s, KifStyle style)
{
    const int file = kifFile(g, s);
    return (style == KifStyle::LargeBoard ? QString::number(file) : fullWidthNumber(file))
        + kanjiNumber(kifRank(g, s));
}

Square readKifSquare(const BoardGeometry& g, QStringView text, int& length)
{
    int i = 0, file = 0;
    while (i < text.size() && i < 2) {
        const QChar c = text[i];
        int d = -1;
        if (c >= u'0' && c <= u'9')
            d = c.unicode() - u'0';
        else if (c.unicode() >= 0xFF10 && c.unicode() <= 0xFF19)
            d = c.unicode() - 0xFF10;
        if (d < 0)
            break;
        file = file * 10 + d;
        ++i;
    }
    if (i == 0)
        return NoSquare;
    int rankLength = 0;
    const int rank = readKanjiNumber(text.mid(i), rankLength);
    // "12一" could be file 1 and rank 2... only with a kanji rank after it; two digits
    // followed by a kanji are a two-digit file when the board has that many files.
    if (rankLength == 0 || rank == 0)
        return NoSquare;
    length = i + rankLength;
    return squareFromKif(g, file, rank);
}

} // namespace fb::io
