// SPDX-License-Identifier: GPL-3.0-or-later
// KIF move text in both directions.
#include "kifmove.h"
#include "burningrules.h"
#include "japanese.h"
#include "kif.h"
#include "moveutil.h"

namespace fb::io {

namespace {

const QString Same = QStringLiteral("同　");
const QString ChuSame = QStringLiteral("仝");

struct Part
{
    Square to = NoSquare;
    bool same = false;
    QString name;
    enum Promo : uint8_t
    {
        Unmarked,
        Promote,
        Decline
    } promo = Unmarked;
    bool drop = false;
    Square from = NoSquare;
    bool igui = false;
    bool jitto = false;
};

bool isPassText(const QString& t)
{
    return t == u"パス" || t == u"じっと" || t.compare(u"pass", Qt::CaseInsensitive) == 0;
}

bool readPart(const BoardGeometry& g, QString text, Part& p, QString* error)
{
    for (const QString& prefix : {QStringLiteral("一歩目"), QStringLiteral("二歩目")})
        if (text.startsWith(prefix))
            text = text.mid(prefix.size());
    // The side mark 81Dojo writes before the square ("▲仝獅子").
    text = text.trimmed();
    while (!text.isEmpty() && QStringView(u"▲△☗☖").contains(text[0]))
        text = text.mid(1).trimmed();
    for (const QString& mark :
        {QStringLiteral("（居食い）"), QStringLiteral("(居食い)"), QStringLiteral("居食い")})
        if (text.contains(mark)) {
            p.igui = true;
            text.remove(mark);
        }
    for (const QString& mark :
        {QStringLiteral("（じっと）"), QStringLiteral("(じっと)"), QStringLiteral("じっと")})
        if (text.contains(mark)) {
            p.jitto = true;
            text.remove(mark);
        }
    text = text.trimmed();
    int i = 0;
    auto skipSpace = [&] {
        while (i < text.size() && (text[i] == u' ' || text[i] == QChar(0x3000)))
            ++i;
    };
    skipSpace();
    if (i < text.size() && (text[i] == u'同' || text[i] == u'仝')) {
        p.same = true;
        ++i;
        skipSpace();
    } else {
        int len = 0;
        p.to = readKifSquare(g, QStringView(text).mid(i), len);
        if (p.to == NoSquare) {
            *error = QStringLiteral("no square in '%1'").arg(text);
            return false;
        }
        i += len;
    }
    QString run;
    while (i < text.size() && text[i] != u'(' && text[i] != u'（' && text[i] != u' '
        && text[i] != QChar(0x3000) && text[i] != u'←')
        run += text[i++];
    if (run.endsWith(u'打')) {
        p.drop = true;
        run.chop(1);
    }
    if (run.endsWith(QStringLiteral("不成"))) {
        p.promo = Part::Decline;
        run.chop(2);
    } else if (run.size() > 1 && run.endsWith(u'成')) {
        p.promo = Part::Promote;
        run.chop(1);
    }
    p.name = run;
    skipSpace();
    if (i < text.size() && (text[i] == u'(' || text[i] == u'（')) {
        ++i;
        skipSpace();
        if (i < text.size() && text[i] == u'←') {
            ++i;
            int len = 0;
            p.from = readKifSquare(g, QStringView(text).mid(i), len);
            i += len;
        } else if (i + 1 < text.size() && text[i].isDigit() && text[i + 1].isDigit()) {
            p.from = squareFromKif(g, text[i].digitValue(), text[i + 1].digitValue());
            i += 2;
        }
        if (p.from == NoSquare) {
            *error = QStringLiteral("cannot read the square moved from in '%1'").arg(text);
            return false;
        }
    }
    return true;
}

} // namespace

std::optional<Move> resolveKifMove(
    const Position& pos, const MoveList& legal, const QString& text, QString* error)
{
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    auto fail = [&](const QString& why) -> std::optional<Move> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (isPassText(text.trimmed()))
        return findPass(legal, error);
    const QStringList lines = text.split(u'\n', Qt::SkipEmptyParts);
    if (lines.isEmpty())
        return fail(QStringLiteral("an empty move"));
    if (lines.size() > 2)
        return fail(QStringLiteral("a move of more than two lines"));
    std::vector<Part> parts(size_t(lines.size()));
    QString why;
    const Square lastTo = pos.ply() > 0 ? pos.lastMove().to : NoSquare;
    for (qsizetype k = 0; k < lines.size(); ++k) {
        if (!readPart(g, lines[k], parts[size_t(k)], &why))
            return fail(why);
        Part& p = parts[size_t(k)];
        if (p.same) {
            if (lastTo == NoSquare)
                return fail(QStringLiteral("'同' (the same square) with no move before it"));
            p.to = lastTo;
        }
    }
    const Part& first = parts.front();
    const Part& last = parts.back();
    std::vector<const Move*> candidates;
    auto promoOk = [](const Part& p, const Move& m) {
        return p.promo == Part::Unmarked
            || (p.promo == Part::Promote) == (m.promotion != NoPieceType);
    };
    if (parts.size() == 2) {
        const Square mid = first.to;
        for (const Move& m : legal)
            if (!m.isDrop() && !m.isPass() && m.from == first.from && m.viaCount == 1
                && m.via[0] == mid && m.to == last.to && promoOk(last, m))
                candidates.push_back(&m);
    } else if (first.from != NoSquare) {
        for (int pass = 0; pass < 2 && candidates.empty(); ++pass)
            for (const Move& m : legal)
                if (!m.isDrop() && !m.isPass() && m.from == first.from && m.to == first.to
                    && (pass == 1 || m.viaCount == 0) && promoOk(first, m))
                    candidates.push_back(&m);
    } else {
        // A drop ("角打"), or a move written without its origin (KI2 style) when only one fits.
        const std::vector<PieceType> types = piecesForKifName(v, first.name);
        auto named
            = [&](PieceType t) { return std::find(types.begin(), types.end(), t) != types.end(); };
        for (const Move& m : legal) {
            if (m.to != first.to || !promoOk(first, m))
                continue;
            if (m.isDrop() && named(m.promotion != NoPieceType ? m.promotion : m.dropped))
                candidates.push_back(&m);
            else if (!first.drop && !m.isDrop() && !m.isPass() && m.viaCount == 0
                && named(typeOf(pos.at(m.from))))
                candidates.push_back(&m);
        }
    }
    // KIF has no way to write burns chosen by the mover (rules.burning with `choose`): a KIF
    // move burns nothing.
    std::erase_if(candidates, [&](const Move* m) { return !chosenBurns(v, *m).empty(); });
    // Unmarked: the move without promotion, unless promoting is the only way.
    QString shown = text;
    shown.replace(u'\n', QStringLiteral(" / "));
    return pickCandidate(std::move(candidates), last.promo == Part::Unmarked, shown, error);
}

QString kifMoveText(const Position& pos, const MoveList& legal, const Move& m, QString* error)
{
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    const KifStyle style = kifStyleFor(v);
    const Square lastTo = pos.ply() > 0 ? pos.lastMove().to : NoSquare;
    auto square = [&](Square s) {
        if (s == lastTo)
            return style == KifStyle::LargeBoard ? ChuSame : Same;
        return kifSquareText(g, s, style);
    };
    auto origin = [&](Square s) {
        if (style == KifStyle::LargeBoard)
            return QStringLiteral(" （←%1）").arg(kifSquareText(g, s, style));
        return QStringLiteral("(%1%2)").arg(kifFile(g, s)).arg(kifRank(g, s));
    };
    switch (m.kind) {
    case MoveKind::Pass:
        return QStringLiteral("パス");
    case MoveKind::Castle:
        if (error)
            *error = QStringLiteral("KIF has no castling");
        return {};
    case MoveKind::Drop: {
        const PieceType shown = m.promotion != NoPieceType ? m.promotion : m.dropped;
        const QString name = kifMoveName(v.pieces[size_t(shown)]);
        return kifSquareText(g, m.to, style) + name + QStringLiteral("打");
    }
    case MoveKind::Normal:
        break;
    }
    const QString name = kifMoveName(v.pieces[size_t(typeOf(pos.at(m.from)))]);
    if (!chosenBurns(v, m).empty()) {
        if (error)
            *error = QStringLiteral("KIF cannot write the pieces a move burns");
        return {};
    }
    if (m.viaCount > 1) {
        if (error)
            *error = QStringLiteral("KIF cannot write a move of %1 legs").arg(m.viaCount + 1);
        return {};
    }
    if (m.viaCount == 1) {
        const Square mid = m.via[0];
        const bool igui = m.to == m.from && isPiece(pos.at(mid));
        const bool jitto = m.to == m.from && !igui;
        return QStringLiteral("一歩目 %1%2%3\n二歩目 %4%5%6%7%8")
            .arg(square(mid), name, origin(m.from), square(m.to), name,
                igui ? QStringLiteral("（居食い）") : QString(),
                jitto ? QStringLiteral("(じっと)") : QString(), origin(mid));
    }
    QString promo;
    if (m.promotion != NoPieceType) {
        promo = QStringLiteral("成");
    } else {
        for (const Move& o : legal)
            if (o.from == m.from && o.to == m.to && o.viaCount == 0 && o.promotion != NoPieceType) {
                promo = QStringLiteral("不成");
                break;
            }
    }
    return square(m.to) + name + promo + origin(m.from);
}

} // namespace fb::io
