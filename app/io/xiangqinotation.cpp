// SPDX-License-Identifier: GPL-3.0-or-later
// Xiangqi notations: WXF ("C2.5", "R+.3", tandem pawns), Chinese ("炮二平五", "马８进７",
// 前/中/后) and ICCS ("h2e2"), written and normalized.
#include "notation.h"
#include "notationspelling.h"

#include <algorithm>
#include <tuple>
#include <utility>

namespace fb::io::spelling {

namespace {

/// How a xiangqi move is described, whatever the language.
struct Described
{
    Side side = First;
    int fromFile = 0; ///< file number from the mover's right (1..)
    int tandemCount = 1; ///< pieces of the mover's kind on its file
    int tandemIndex = 0; ///< 0 = the front one
    bool otherFileTandem = false; ///< another file has two or more of them too
    int action = 0; ///< +1 forward, -1 backward, 0 sideways
    int number = 0; ///< ranks moved (straight) or the file number reached
    bool plain = true; ///< an ordinary one-step move (else written in coordinates)
};

int fileNumber(const BoardGeometry& g, Side side, Square s)
{
    return side == First ? g.files() - g.fileOf(s) : g.fileOf(s) + 1;
}

// The action (+1 forward, -1 backward, 0 sideways) and the number of a move from `from` to `to`.
std::pair<int, int> actionAndNumber(const BoardGeometry& g, Side side, Square from, Square to)
{
    const int dy = (g.rankOf(to) - g.rankOf(from)) * (side == First ? 1 : -1);
    const int action = dy > 0 ? 1 : dy < 0 ? -1 : 0;
    const int number
        = (dy != 0 && g.fileOf(to) == g.fileOf(from)) ? std::abs(dy) : fileNumber(g, side, to);
    return {action, number};
}

// `m` described; a move whose action and number fit another of `context` from the same square
// (a piece that moves both straight and like a horse, Manchu's banner) is not plain.
Described describe(const Position& pos, const MoveList& context, const Move& m)
{
    Described d;
    if (m.kind != MoveKind::Normal || m.isMultiLeg()) {
        d.plain = false;
        return d;
    }
    const BoardGeometry& g = pos.geometry();
    const Piece piece = pos.at(m.from);
    d.side = sideOf(piece);
    d.fromFile = fileNumber(g, d.side, m.from);
    std::tie(d.action, d.number) = actionAndNumber(g, d.side, m.from, m.to);
    for (const Move& other : context)
        if (other.from == m.from && other.to != m.to && other.kind == MoveKind::Normal
            && !other.isMultiLeg()
            && actionAndNumber(g, d.side, other.from, other.to) == std::pair{d.action, d.number}) {
            d.plain = false;
            return d;
        }
    // Same pieces on the file, front (nearest the enemy) first.
    std::vector<int> ranks;
    for (int r = 0; r < g.ranks(); ++r) {
        const int file = g.fileOf(m.from);
        if (g.inside(file, r) && pos.at(g.square(file, r)) == piece)
            ranks.push_back(r);
    }
    if (d.side == First)
        std::reverse(ranks.begin(), ranks.end());
    d.tandemCount = int(ranks.size());
    d.tandemIndex = int(std::find(ranks.begin(), ranks.end(), g.rankOf(m.from)) - ranks.begin());
    for (int f = 0; f < g.files() && d.tandemCount > 1; ++f) {
        if (f == g.fileOf(m.from))
            continue;
        int n = 0;
        for (int r = 0; r < g.ranks(); ++r)
            n += g.inside(f, r) && pos.at(g.square(f, r)) == piece;
        d.otherFileTandem = d.otherFileTandem || n > 1;
    }
    return d;
}

/// The tandem position of a piece: '+' front, '-' rear, 0 middle (named by its file), and
/// for four or five on a file "++" / "--" for the outermost ones.
QString tandemSigns(const Described& d)
{
    const int n = d.tandemCount, i = d.tandemIndex;
    if (n == 2)
        return i == 0 ? QStringLiteral("+") : QStringLiteral("-");
    if (n >= 4 && (i == 0 || i == n - 1))
        return i == 0 ? QStringLiteral("++") : QStringLiteral("--");
    if (i == 0 || (n >= 4 && i == 1))
        return QStringLiteral("+");
    if (i == n - 1 || (n >= 4 && i == n - 2))
        return QStringLiteral("-");
    return {};
}

QString chineseNumber(int n)
{
    static const char16_t* const Digits[]
        = {u"〇", u"一", u"二", u"三", u"四", u"五", u"六", u"七", u"八", u"九"};
    return n >= 1 && n <= 9 ? QString::fromUtf16(Digits[n]) : QString::number(n);
}

QString fullWidth(int n)
{
    QString out;
    for (QChar c : QString::number(n))
        out += QChar(c.unicode() - u'0' + 0xFF10);
    return out;
}

} // namespace

Spelled wxf(const Position& pos, const MoveList& context, const Move& m)
{
    const Described d = describe(pos, context, m);
    if (!d.plain)
        return {coordinateText(pos, m), {}};
    const PieceDefinition& def = pos.variant().pieces[size_t(typeOf(pos.at(m.from)))];
    const QString letter = def.records.wxf.isEmpty() ? def.letter : def.records.wxf.front();
    QString head = letter + QString::number(d.fromFile);
    if (d.tandemCount > 1) {
        const QString signs = tandemSigns(d);
        if (signs.size() == 2)
            head = signs;
        else
            head = (d.otherFileTandem ? QString::number(d.fromFile) : letter)
                + (signs.isEmpty() ? QString::number(d.fromFile) : signs);
    }
    const QChar action = d.action > 0 ? u'+' : d.action < 0 ? u'-' : u'.';
    const QString rest = action + QString::number(d.number);
    return {head + rest, {}, {letter + QString::number(d.fromFile) + rest}};
}

QChar wxfLetter(const PieceDefinition& d)
{
    const QStringList& letters = d.records.wxf;
    return letters.isEmpty() || letters.front().size() != 1 ? QChar() : letters.front().front();
}

QString normalizeWxf(const VariantDefinition& v, const QString& text)
{
    QString t = asciiDigitsNoSpaces(text).toUpper();
    t.replace(u'=', u'.');
    // "+C.5" (sign first) as "C+.5".
    if (t.size() >= 2 && (t[0] == u'+' || t[0] == u'-') && t[1].isLetter())
        t = QString(t[1]) + t[0] + t.mid(2);
    // "C25": a sideways move written without its sign, as some Chinese manuals do.
    if (t.size() == 3 && t[0].isLetter() && t[1].isDigit() && t[2].isDigit())
        t.insert(2, u'.');
    // The other letters a piece is read by (B and N for the elephant and the horse).
    for (const PieceDefinition& d : v.pieces) {
        const QStringList& letters = d.records.wxf;
        for (qsizetype i = 1; i < letters.size(); ++i)
            if (t.startsWith(letters[i].toUpper()))
                return letters.front() + t.mid(letters[i].size());
    }
    return t;
}

Spelled chinese(const Position& pos, const MoveList& context, const Move& m)
{
    const Described d = describe(pos, context, m);
    if (!d.plain)
        return {coordinateText(pos, m), {}};
    const PieceDefinition& def = pos.variant().pieces[size_t(typeOf(pos.at(m.from)))];
    const SideNames& names = def.records.chinese;
    const QString name = names.isEmpty() ? def.letter : names.nameFor(d.side);
    auto number = [&](int n) { return d.side == First ? chineseNumber(n) : fullWidth(n); };
    QString head = name + number(d.fromFile);
    if (d.tandemCount > 1) {
        const int n = d.tandemCount, i = d.tandemIndex;
        QString word;
        if (i == 0)
            word = QStringLiteral("前");
        else if (i == n - 1)
            word = QStringLiteral("后");
        else if (n == 3)
            word = QStringLiteral("中");
        else
            word = chineseNumber(i + 1);
        head = word + (d.otherFileTandem ? number(d.fromFile) : name);
    }
    const QString action = d.action > 0 ? QStringLiteral("进")
        : d.action < 0                  ? QStringLiteral("退")
                                        : QStringLiteral("平");
    return {head + action + number(d.number), {},
        {name + number(d.fromFile) + action + number(d.number)}};
}

QString normalizeChinese(const VariantDefinition& v, const QString& text)
{
    QString t = asciiDigitsNoSpaces(text);
    // Every name of a piece (either side's, traditional characters) as its second side's.
    for (const PieceDefinition& d : v.pieces) {
        const SideNames& names = d.records.chinese;
        if (names.isEmpty())
            continue;
        for (const QString& other : names.read + QStringList{names.first})
            if (other != names.second)
                t.replace(other, names.second);
    }
    t.replace(u'後', u'后').replace(u'進', u'进');
    static const char16_t Numerals[] = u"〇一二三四五六七八九";
    for (int n = 1; n <= 9; ++n)
        t.replace(QChar(Numerals[n]), QChar(u'0' + n));
    return t;
}

Spelled iccs(const Position& pos, const MoveList&, const Move& m)
{
    if (m.kind != MoveKind::Normal || m.isMultiLeg())
        return {coordinateText(pos, m), {}};
    const BoardGeometry& g = pos.geometry();
    auto square = [&](Square s) {
        return QString(QChar(u'a' + g.fileOf(s))) + QString::number(g.rankOf(s));
    };
    const QString text = square(m.from) + square(m.to);
    return {text, {square(m.from) + u'-' + square(m.to)}};
}

QString normalizeIccs(const VariantDefinition&, const QString& text)
{
    return asciiDigitsNoSpaces(text).toLower().remove(u'-');
}

QString asciiDigitsNoSpaces(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (QChar c : text) {
        if (c.isSpace() || c == QChar(0x3000))
            continue;
        if (c.unicode() >= 0xFF01 && c.unicode() <= 0xFF5E)
            c = QChar(c.unicode() - 0xFF01 + 0x21);
        out += c;
    }
    return out;
}

} // namespace fb::io::spelling
