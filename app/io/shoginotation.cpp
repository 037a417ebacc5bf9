// SPDX-License-Identifier: GPL-3.0-or-later
// Shogi-family notations: Western (Hodges, lishogi) and Japanese (JSA), written and normalized.
#include "burningrules.h"
#include "japanese.h"
#include "notation.h"
#include "notationspelling.h"

#include <algorithm>
#include <functional>

namespace fb::io::spelling {

namespace {

/// Is `m` a one-step move (not a drop, pass, castling or multi-leg move)?
bool isPlain(const Move& m)
{
    return m.kind == MoveKind::Normal && m.viaCount == 0;
}

/// Could the same piece also make this move with the other promotion choice?
bool promotionWasOptional(const MoveList& context, const Move& m)
{
    for (const Move& o : context)
        if (o.kind == MoveKind::Normal && o.from == m.from && o.to == m.to
            && o.viaCount == m.viaCount
            && std::equal(o.via.begin(), o.via.begin() + o.viaCount, m.via.begin())
            && (o.promotion == NoPieceType) != (m.promotion == NoPieceType))
            return true;
    return false;
}

bool captures(const Position& pos, const Move& m, Square s)
{
    return s != m.from && isPiece(pos.at(s)) && sideOf(pos.at(s)) != pos.sideToMove();
}

/// The other squares from which a piece written the same way (`sameName`) reaches `m.to` in
/// one step.
std::vector<Square> rivalsOf(const Position&, const MoveList& context, const Move& m,
    const std::function<bool(Square)>& sameName)
{
    std::vector<Square> out;
    for (const Move& o : context)
        if (isPlain(o) && o.to == m.to && o.from != m.from && sameName(o.from)
            && std::find(out.begin(), out.end(), o.from) == out.end())
            out.push_back(o.from);
    return out;
}

// ---- Western

QString westernSquare(const BoardGeometry& g, Square s)
{
    return usiSquare(g, s);
}

// `spelled` with the squares `m` burns by choice (rules.burning with `choose`) written after
// every spelling, each by `burnText`, in increasing order of square.
template <typename BurnText>
Spelled withBurns(Spelled spelled, const Position& pos, const Move& m, BurnText&& burnText)
{
    std::vector<Square> burns = chosenBurns(pos.variant(), m);
    if (burns.empty())
        return spelled;
    std::sort(burns.begin(), burns.end());
    QString suffix;
    for (Square b : burns)
        suffix += burnText(b);
    spelled.text += suffix;
    for (QString& t : spelled.alternates)
        t += suffix;
    for (QString& t : spelled.loose)
        t += suffix;
    return spelled;
}

} // namespace

namespace {

// Spelled westernShogi: the move without the squares it burns.
Spelled westernMove(const Position& pos, const MoveList& context, const Move& m)
{
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    if (m.isDrop()) {
        const PieceType shown = m.promotion != NoPieceType ? m.promotion : m.dropped;
        const QString text = v.pieces[size_t(shown)].letter + u'*' + westernSquare(g, m.to);
        return {text, {}};
    }
    if (m.kind != MoveKind::Normal)
        return {coordinateText(pos, m), {}};
    const PieceType type = typeOf(pos.at(m.from));
    const QString letter = v.pieces[size_t(type)].letter;
    const QString origin = westernSquare(g, m.from);
    QString route;
    Square at = m.from;
    for (Square s : m.path()) {
        route += (captures(pos, m, s) ? u'x' : u'-') + westernSquare(g, s);
        at = s;
    }
    Q_UNUSED(at);
    QString promo;
    if (m.promotion != NoPieceType)
        promo = QStringLiteral("+");
    else if (promotionWasOptional(context, m))
        promo = QStringLiteral("=");
    const bool ambiguous = m.isMultiLeg()
        || !rivalsOf(pos, context, m, [&](Square s) { return typeOf(pos.at(s)) == type; }).empty();
    const QString text = letter + (ambiguous ? origin : QString()) + route + promo;
    Spelled out{text, {letter + origin + route + promo}};
    if (ambiguous)
        out.loose << letter + route + promo;
    if (promo == u"=")
        out.alternates << letter + (ambiguous ? origin : QString()) + route
                       << letter + origin + route;
    return out;
}

} // namespace

Spelled westernShogi(const Position& pos, const MoveList& context, const Move& m)
{
    const BoardGeometry& g = pos.geometry();
    return withBurns(westernMove(pos, context, m), pos, m,
        [&](Square s) { return QStringLiteral(",x") + westernSquare(g, s); });
}

QString normalizeWestern(const VariantDefinition&, const QString& text)
{
    QString t = asciiDigitsNoSpaces(text);
    t.remove(u'x').remove(u'X').remove(u'×').remove(u'-').remove(u'#');
    return t;
}

// ---- Japanese

namespace {

const QString SameSquare = QStringLiteral("同　");

QString japaneseSquare(const BoardGeometry& g, Square s, KifStyle style)
{
    return kifSquareText(g, s, style);
}

/// The JSA's words that tell `m` from the `rivals` (other pieces of the same name reaching
/// the same square): 上/引/寄 by the way it moves, 直 straight forward, 右/左 by where it
/// stands (seen from its player), or the two together; empty if no word does.
QString jsaDisambiguator(
    const BoardGeometry& g, Side side, const Move& m, const std::vector<Square>& rivals)
{
    std::vector<Square> all = rivals;
    all.push_back(m.from);
    const int toFile = kifFile(g, m.to), toRank = kifRank(g, m.to);
    auto forward
        = [&](Square s) { return side == First ? kifRank(g, s) - toRank : toRank - kifRank(g, s); };
    auto motion = [&](Square s) {
        const int f = forward(s);
        return f > 0 ? QStringLiteral("上") : f < 0 ? QStringLiteral("引") : QStringLiteral("寄");
    };
    auto straight = [&](Square s) { return forward(s) > 0 && kifFile(g, s) == toFile; };
    auto rightness = [&](Square s) { return side == First ? -kifFile(g, s) : kifFile(g, s); };
    auto count = [&](const std::vector<Square>& set, auto pred) {
        return std::count_if(set.begin(), set.end(), pred);
    };
    const QString own = motion(m.from);
    if (count(all, [&](Square s) { return motion(s) == own; }) == 1)
        return own;
    if (straight(m.from) && count(all, straight) == 1)
        return QStringLiteral("直");
    auto position = [&](const std::vector<Square>& set) -> QString {
        const int r = rightness(m.from);
        if (count(set, [&](Square s) { return rightness(s) >= r; }) == 1)
            return QStringLiteral("右");
        if (count(set, [&](Square s) { return rightness(s) <= r; }) == 1)
            return QStringLiteral("左");
        return {};
    };
    if (const QString p = position(all); !p.isEmpty())
        return p;
    std::vector<Square> sameMotion;
    for (Square s : all)
        if (motion(s) == own)
            sameMotion.push_back(s);
    if (const QString p = position(sameMotion); !p.isEmpty())
        return p + own;
    return {};
}

QString kifOrigin(const BoardGeometry& g, Square s, KifStyle style)
{
    if (style == KifStyle::LargeBoard)
        return QStringLiteral("(←%1)").arg(kifSquareText(g, s, style));
    return QStringLiteral("(%1%2)").arg(kifFile(g, s)).arg(kifRank(g, s));
}

Spelled japaneseMultiLeg(const Position& pos, const MoveList& context, const Move& m,
    const QString& mark, const QString& name)
{
    const BoardGeometry& g = pos.geometry();
    const KifStyle style = kifStyleFor(pos.variant());
    auto sq = [&](Square s) { return japaneseSquare(g, s, style); };
    QString body;
    if (m.viaCount == 1 && m.to == m.from) {
        const bool igui = isPiece(pos.at(m.via[0]));
        body = sq(m.via[0]) + name + (igui ? QStringLiteral("居食い") : QStringLiteral("じっと"));
    } else {
        QStringList steps;
        static const char16_t* const Ordinals[] = {u"一歩目", u"二歩目", u"三歩目", u"四歩目"};
        const std::vector<Square> path = m.path();
        for (size_t i = 0; i < path.size() && i < 4; ++i)
            steps << QString::fromUtf16(Ordinals[i]) + sq(path[i]);
        body = steps.join(u' ') + name;
    }
    if (m.promotion != NoPieceType)
        body += QStringLiteral("成");
    bool rival = false;
    for (const Move& o : context)
        rival = rival
            || (o.kind == MoveKind::Normal && o.from != m.from && o.to == m.to
                && o.viaCount == m.viaCount
                && std::equal(o.via.begin(), o.via.begin() + o.viaCount, m.via.begin())
                && japaneseMoveName(pos.variant(), typeOf(pos.at(o.from))) == name);
    const QString origin = kifOrigin(g, m.from, style);
    return {mark + body + (rival ? origin : QString()), {mark + body + origin}};
}

// Spelled japaneseShogi: the move without the squares it burns.
Spelled japaneseMove(const Position& pos, const MoveList& context, const Move& m)
{
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    const KifStyle style = kifStyleFor(v);
    const Side side = pos.sideToMove();
    const QString mark = side == First ? QStringLiteral("▲") : QStringLiteral("△");
    if (m.isDrop()) {
        const PieceType shown = m.promotion != NoPieceType ? m.promotion : m.dropped;
        const QString name = japaneseMoveName(v, shown);
        bool boardRival = false;
        for (const Move& o : context)
            boardRival = boardRival
                || (isPlain(o) && o.to == m.to
                    && japaneseMoveName(v, typeOf(pos.at(o.from))) == name);
        const QString base = mark + japaneseSquare(g, m.to, style) + name;
        return {
            base + (boardRival ? QStringLiteral("打") : QString()), {base + QStringLiteral("打")}};
    }
    if (m.kind != MoveKind::Normal)
        return {mark + coordinateText(pos, m), {}};
    const QString name = japaneseMoveName(v, typeOf(pos.at(m.from)));
    if (m.isMultiLeg())
        return japaneseMultiLeg(pos, context, m, mark, name);
    const Square lastTo = pos.ply() > 0 ? pos.lastMove().to : NoSquare;
    const QString square = japaneseSquare(g, m.to, style);
    const QString shownSquare = m.to == lastTo ? SameSquare : square;
    const std::vector<Square> rivals = rivalsOf(
        pos, context, m, [&](Square s) { return japaneseMoveName(v, typeOf(pos.at(s))) == name; });
    QString word;
    if (!rivals.empty()) {
        word = jsaDisambiguator(g, side, m, rivals);
        if (word.isEmpty())
            word = kifOrigin(g, m.from, style);
    }
    QString promo;
    if (m.promotion != NoPieceType)
        promo = QStringLiteral("成");
    else if (promotionWasOptional(context, m))
        promo = QStringLiteral("不成");
    const QString origin = kifOrigin(g, m.from, style);
    Spelled out{mark + shownSquare + name + word + promo, {}};
    for (const QString& sq : {shownSquare, square}) {
        out.alternates << mark + sq + name + word + promo << mark + sq + name + promo + origin;
        if (promo == u"不成")
            out.alternates << mark + sq + name + word << mark + sq + name + origin;
        if (!word.isEmpty())
            out.loose << mark + sq + name + promo;
    }
    return out;
}

} // namespace

Spelled japaneseShogi(const Position& pos, const MoveList& context, const Move& m)
{
    const BoardGeometry& g = pos.geometry();
    const KifStyle style = kifStyleFor(pos.variant());
    return withBurns(japaneseMove(pos, context, m), pos, m,
        [&](Square s) { return QStringLiteral("焼") + japaneseSquare(g, s, style); });
}

QString normalizeJapanese(const VariantDefinition& v, const QString& text)
{
    const BoardGeometry& g = v.geometry;
    QString t = asciiDigitsNoSpaces(text);
    for (QChar mark : {u'▲', u'△', u'☗', u'☖', u'←'})
        t.remove(mark);
    t.replace(QStringLiteral("（"), QStringLiteral("("))
        .replace(QStringLiteral("）"), QStringLiteral(")"));
    t.replace(QStringLiteral("一歩目"), QStringLiteral("①"))
        .replace(QStringLiteral("二歩目"), QStringLiteral("②"))
        .replace(QStringLiteral("三歩目"), QStringLiteral("③"))
        .replace(QStringLiteral("四歩目"), QStringLiteral("④"));
    t.replace(u'竜', u'龍').replace(u'王', u'玉').replace(u'酔', u'醉').replace(u'仝', u'同');
    // Kanji numbers (ranks) become digits; on boards with more than nine files or ranks they
    // keep a separator so that "1十二" (file 1, rank 12) is not "11二" (file 11, rank 2).
    const bool small = g.files() <= 9 && g.ranks() <= 9;
    QString out;
    for (qsizetype i = 0; i < t.size();) {
        int length = 0;
        const int n = readKanjiNumber(QStringView(t).mid(i), length);
        if (length > 0 && n > 0) {
            out += (small ? QString() : QStringLiteral("·")) + QString::number(n);
            i += length;
        } else {
            out += t[i++];
        }
    }
    return out;
}

} // namespace fb::io::spelling
