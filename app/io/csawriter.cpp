// SPDX-License-Identifier: GPL-3.0-or-later
// Writing CSA records (standard V2.2).
#include "csa.h"

#include "coordinatelist.h"
#include "csacodes.h"
#include "japanese.h"
#include "variantnames.h"

namespace fb::io {

namespace {

// The pieces of the standard start position, rank 1 (the second side's back rank) first, as
// CSA codes; "" for an empty square.
const char* const HirateCodes[9][9] = {
    {"-KY", "-KE", "-GI", "-KI", "-OU", "-KI", "-GI", "-KE", "-KY"},
    {"", "-HI", "", "", "", "", "", "-KA", ""},
    {"-FU", "-FU", "-FU", "-FU", "-FU", "-FU", "-FU", "-FU", "-FU"},
    {"", "", "", "", "", "", "", "", ""},
    {"", "", "", "", "", "", "", "", ""},
    {"", "", "", "", "", "", "", "", ""},
    {"+FU", "+FU", "+FU", "+FU", "+FU", "+FU", "+FU", "+FU", "+FU"},
    {"", "+KA", "", "", "", "", "", "+HI", ""},
    {"+KY", "+KE", "+GI", "+KI", "+OU", "+KI", "+GI", "+KE", "+KY"},
};

// "+FU", "-RY" or "" for the piece on a square.
QString cellCode(const Position& pos, Square s)
{
    const Piece p = pos.at(s);
    if (!isPiece(p))
        return {};
    return (sideOf(p) == First ? u'+' : u'-')
        + csa::codeOf(pos.variant().pieces[size_t(typeOf(p))]);
}

bool emptyHands(const Position& pos)
{
    for (Side s : {First, Second})
        for (PieceType t = 0; t < pos.variant().pieceCount(); ++t)
            if (pos.handCount(s, t))
                return false;
    return true;
}

// "PI82HI22KA" when `pos` is the standard start position with pieces taken away and empty
// hands (a handicap), else empty.
QString handicapLine(const Position& pos)
{
    const BoardGeometry& g = pos.geometry();
    if (!emptyHands(pos))
        return {};
    QString removed;
    for (int r = 0; r < 9; ++r)
        for (int f = 0; f < 9; ++f) {
            const Square s = g.square(f, g.ranks() - 1 - r);
            const QString want = QString::fromLatin1(HirateCodes[r][f]);
            const QString have = cellCode(pos, s);
            if (have == want)
                continue;
            if (!have.isEmpty())
                return {};
            removed += QStringLiteral("%1%2").arg(9 - f).arg(r + 1) + want.mid(1);
        }
    return QStringLiteral("PI") + removed;
}

// The board rows, the hands ("P+00KI00FU").
QString boardLines(const Position& pos)
{
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    QString out;
    for (int r = g.ranks() - 1; r >= 0; --r) {
        out += QStringLiteral("P%1").arg(g.ranks() - r);
        for (int f = 0; f < g.files(); ++f) {
            const QString c = cellCode(pos, g.square(f, r));
            out += c.isEmpty() ? QStringLiteral(" * ") : c;
        }
        out += u'\n';
    }
    for (Side s : {First, Second}) {
        QString hand;
        for (PieceType t = 0; t < v.pieceCount(); ++t)
            for (int n = 0; n < pos.handCount(s, t); ++n)
                hand += QStringLiteral("00") + csa::codeOf(v.pieces[size_t(t)]);
        if (!hand.isEmpty())
            out += (s == First ? QStringLiteral("P+") : QStringLiteral("P-")) + hand + u'\n';
    }
    return out;
}

// "N+", "N-" and the "$" fields; the other tags as "'[Name "value"]" lines.
QString headerLines(const GameRecord& game)
{
    QString out;
    auto line = [&](const QString& prefix, const QString& value) {
        if (!value.isEmpty() && value != u"?")
            out += prefix + value + u'\n';
    };
    line(QStringLiteral("N+"), game.tag(QStringLiteral("White")));
    line(QStringLiteral("N-"), game.tag(QStringLiteral("Black")));
    GameRecord rest = game;
    for (const char* known : {"White", "Black", "Date", "Time"})
        rest.setTag(QString::fromLatin1(known), {});
    for (const auto& [key, tag] : csaInfoTags()) {
        const QString date = game.tag(QStringLiteral("Date"));
        if (key == u"START_TIME" && !date.contains(u'?')) {
            const QString time = game.tag(QStringLiteral("Time"));
            line(QStringLiteral("$START_TIME:"),
                QString(date).replace(u'.', u'/') + (time.isEmpty() ? QString() : u' ' + time));
        } else if (key != u"START_TIME") {
            line(u'$' + key + u':', game.tag(tag));
        }
        rest.setTag(tag, {});
    }
    for (const auto& [name, value] : game.tags)
        if (name.startsWith(QStringLiteral("CSA_"))) {
            line(u'$' + name.mid(4) + u':', value);
            rest.setTag(name, {});
        }
    rest.result = QStringLiteral("*");
    rest.termination = Termination::None;
    out += metadataLines(rest, QStringLiteral("'"), !impliedByFormat(game, QStringLiteral("csa")));
    return out;
}

// A move's comments: time lines ("T12") for "[%emt]" comments, "'*" lines for the rest.
QString commentLines(const QStringList& comments)
{
    QString out;
    for (const QString& c : comments) {
        const QString time = csa::timeLine(c);
        out += time.isEmpty() ? QStringLiteral("'*") + c + u'\n' : time + u'\n';
    }
    return out;
}

// The special move that ends the record, or empty.
QString endLine(const GameRecord& game, const Position& end)
{
    QString special = csa::specialFor(game.termination, game.result);
    if (special.isEmpty() && (game.result == u"1-0" || game.result == u"0-1")) {
        const Side winner = game.result == u"1-0" ? First : Second;
        special = winner != end.sideToMove() ? QStringLiteral("%TORYO") : QStringLiteral("%KACHI");
    } else if (special.isEmpty() && game.result == u"1/2-1/2") {
        special = QStringLiteral("%SENNICHITE");
    }
    return special.isEmpty() ? QString() : special + u'\n';
}

} // namespace

bool writeCsa(const GameRecord& game, QString& out, QString* error)
{
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    const VariantDefinition& v = *game.variant;
    const BoardGeometry& g = v.geometry;
    if (g.files() != 9 || g.ranks() != 9)
        return fail(QStringLiteral("CSA records have 9 x 9 boards, %1 has %2 x %3")
                .arg(v.name)
                .arg(g.files())
                .arg(g.ranks()));
    for (const PieceDefinition& d : v.pieces)
        if (csa::codeOf(d).isEmpty())
            return fail(QStringLiteral("CSA has no code for the %1 of %2").arg(d.name, v.name));
    std::optional<Position> pos = game.startPosition(error);
    if (!pos)
        return false;
    out = QStringLiteral("V2.2\n") + headerLines(game);
    const QString handicap = game.startFen.isEmpty() ? QStringLiteral("PI") : handicapLine(*pos);
    out += handicap.isEmpty() ? boardLines(*pos) : handicap + u'\n';
    out += pos->sideToMove() == First ? QStringLiteral("+\n") : QStringLiteral("-\n");
    for (const QString& c : game.mainLine.startComments)
        out += QStringLiteral("'*") + c + u'\n';
    for (const MoveRecord& m : game.mainLine.moves) {
        const Move& mv = m.move;
        if (mv.isPass() || mv.isCastle() || mv.viaCount)
            return fail(QStringLiteral("CSA cannot write the move %1").arg(m.text));
        const PieceType after = mv.promotion != NoPieceType ? mv.promotion
            : mv.isDrop()                                   ? mv.dropped
                                                            : typeOf(pos->at(mv.from));
        out += pos->sideToMove() == First ? u'+' : u'-';
        out += mv.isDrop()
            ? QStringLiteral("00")
            : QStringLiteral("%1%2").arg(kifFile(g, mv.from)).arg(kifRank(g, mv.from));
        out += QStringLiteral("%1%2").arg(kifFile(g, mv.to)).arg(kifRank(g, mv.to));
        out += csa::codeOf(v.pieces[size_t(after)]) + u'\n';
        out += commentLines(m.comments);
        pos->makeMove(mv);
    }
    out += endLine(game, *pos);
    return true;
}

} // namespace fb::io
