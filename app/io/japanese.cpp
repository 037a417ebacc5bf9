// SPDX-License-Identifier: GPL-3.0-or-later
#include "japanese.h"

#include <QHash>

namespace fb::io {

namespace {

struct Names
{
    const char* id;
    const char* move; ///< in move text
    const char* board; ///< in a board diagram
    const char* other; ///< more spellings read, space-separated
};

// Standard shogi and its relatives (the shogi preset's piece ids).
const Names ShogiNames[] = {
    {"king", "玉", "玉", "王 玉将 王将"},
    {"rook", "飛", "飛", "飛車"},
    {"bishop", "角", "角", "角行"},
    {"gold", "金", "金", "金将"},
    {"silver", "銀", "銀", "銀将"},
    {"knight", "桂", "桂", "桂馬"},
    {"lance", "香", "香", "香車"},
    {"pawn", "歩", "歩", "歩兵"},
    {"dragon", "龍", "龍", "竜 龍王 竜王"},
    {"horse", "馬", "馬", "龍馬 竜馬"},
    {"promoted-silver", "成銀", "全", "全"},
    {"promoted-knight", "成桂", "圭", "圭 今"},
    {"promoted-lance", "成香", "杏", "杏 仝"},
    {"tokin", "と", "と", "と金"},
};

// Chu Shogi (the chushogi preset's piece ids), full names as lishogi writes them.
const Names ChuNames[] = {
    {"king", "玉将", "玉", "玉 王 王将"},
    {"queen", "奔王", "奔", "奔"},
    {"lion", "獅子", "獅", "獅 師"},
    {"dragon-king", "龍王", "龍", "龍 竜王 竜"},
    {"dragon-horse", "龍馬", "馬", "馬 竜馬"},
    {"rook", "飛車", "飛", "飛"},
    {"bishop", "角行", "角", "角"},
    {"vertical-mover", "竪行", "竪", "竪"},
    {"side-mover", "横行", "横", "横"},
    {"reverse-chariot", "反車", "反", "反"},
    {"lance", "香車", "香", "香"},
    {"kirin", "麒麟", "麒", "麒"},
    {"phoenix", "鳳凰", "鳳", "鳳"},
    {"drunk-elephant", "醉象", "象", "象 酔象"},
    {"blind-tiger", "盲虎", "虎", "虎"},
    {"gold", "金将", "金", "金"},
    {"silver", "銀将", "銀", "銀"},
    {"copper", "銅将", "銅", "銅"},
    {"leopard", "猛豹", "豹", "豹"},
    {"go-between", "仲人", "仲", "仲"},
    {"pawn", "歩兵", "歩", "歩"},
    {"soaring-eagle", "飛鷲", "鷲", "鷲"},
    {"horned-falcon", "角鷹", "鷹", "鷹"},
    {"promoted-rook", "龍王", "成龍", "龍 竜王"},
    {"promoted-bishop", "龍馬", "成馬", "馬 竜馬"},
    {"flying-ox", "飛牛", "牛", "牛"},
    {"free-boar", "奔猪", "猪", "猪"},
    {"whale", "鯨鯢", "鯨", "鯨"},
    {"white-horse", "白駒", "駒", "駒"},
    {"promoted-kirin", "獅子", "成獅", "獅"},
    {"promoted-phoenix", "奔王", "成奔", "奔"},
    {"crown-prince", "太子", "太", "太"},
    {"flying-stag", "飛鹿", "鹿", "鹿"},
    {"promoted-gold", "飛車", "成飛", "飛 金飛車 金飛"},
    {"promoted-silver", "竪行", "成竪", "竪"},
    {"promoted-copper", "横行", "成横", "横"},
    {"promoted-leopard", "角行", "成角", "角 小角"},
    {"promoted-go-between", "醉象", "成象", "象 酔象"},
    {"promoted-pawn", "金将", "成金", "金 成歩"},
};

const Names* find(const QString& id, KifStyle style)
{
    auto search = [&](const auto& table) -> const Names* {
        for (const Names& n : table)
            if (id == QLatin1StringView(n.id))
                return &n;
        return nullptr;
    };
    return style == KifStyle::Chu ? search(ChuNames) : search(ShogiNames);
}

const char16_t* const KanjiDigits[]
    = {u"", u"一", u"二", u"三", u"四", u"五", u"六", u"七", u"八", u"九"};

struct ExtraName
{
    const char* id;
    const char* name;
};

// Pieces of the shogi family that KIF has no name for (tori, kyoto, yari, dobutsu shogi).
const ExtraName ExtraNames[] = {
    {"phoenix", "鵬"},
    {"falcon", "鷹"},
    {"crane", "鶴"},
    {"pheasant", "雉"},
    {"left-quail", "左鶉"},
    {"right-quail", "右鶉"},
    {"swallow", "燕"},
    {"eagle", "鵰"},
    {"goose", "鴈"},
    {"pawn-rook", "飛"},
    {"silver-bishop", "角"},
    {"lance-gold", "と"},
    {"knight-gold", "金"},
    {"yari-rook", "槍車"},
    {"yari-bishop", "槍角"},
    {"yari-knight", "槍桂"},
    {"promoted-yari-bishop", "金"},
    {"promoted-yari-knight", "金"},
    {"yari-silver", "槍銀"},
    {"lion", "ライオン"},
    {"giraffe", "キリン"},
    {"elephant", "ゾウ"},
    {"chick", "ヒヨコ"},
    {"hen", "ニワトリ"},
};

} // namespace

KifStyle kifStyleFor(const VariantDefinition& v)
{
    return v.geometry.files() == 12 && v.geometry.ranks() == 12 ? KifStyle::Chu : KifStyle::Shogi;
}

QString kifMoveName(const PieceDefinition& piece, KifStyle style)
{
    const Names* n = find(piece.id, style);
    return n ? QString::fromUtf8(n->move) : QString();
}

QString japaneseMoveName(const VariantDefinition& v, PieceType t)
{
    const PieceDefinition& d = v.pieces[size_t(t)];
    const QString kif = kifMoveName(d, kifStyleFor(v));
    if (!kif.isEmpty())
        return kif;
    for (const ExtraName& e : ExtraNames)
        if (d.id == QLatin1StringView(e.id))
            return QString::fromUtf8(e.name);
    return d.letter;
}

QString kifBoardName(const PieceDefinition& piece, KifStyle style)
{
    const Names* n = find(piece.id, style);
    return n ? QString::fromUtf8(n->board) : QString();
}

std::vector<PieceType> piecesForKifName(const VariantDefinition& v, const QString& name)
{
    const KifStyle style = kifStyleFor(v);
    std::vector<PieceType> out;
    for (PieceType t = 0; t < v.pieceCount(); ++t) {
        const Names* n = find(v.pieces[size_t(t)].id, style);
        if (!n)
            continue;
        const QStringList others = QString::fromUtf8(n->other).split(u' ', Qt::SkipEmptyParts);
        if (name == QString::fromUtf8(n->move) || name == QString::fromUtf8(n->board)
            || others.contains(name))
            out.push_back(t);
    }
    return out;
}

QStringList piecesWithoutKifName(const VariantDefinition& v)
{
    QStringList out;
    for (const PieceDefinition& d : v.pieces)
        if (!find(d.id, kifStyleFor(v)))
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
    return (style == KifStyle::Chu ? QString::number(file) : fullWidthNumber(file))
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
