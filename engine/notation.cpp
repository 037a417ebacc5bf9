// SPDX-License-Identifier: GPL-3.0-or-later
#include "notation.h"

#include "burningrules.h"
#include "movegen.h"
#include "turnbuilder.h"

#include <algorithm>

namespace fb {

namespace {

QString promotionSuffix(const VariantDefinition& v, const Move& m)
{
    if (m.promotion == NoPieceType)
        return {};
    if (v.notation == NotationStyle::Usi)
        return QStringLiteral("+");
    QString l = v.pieces[size_t(m.promotion)].letter;
    l.remove(u'+');
    return l.toLower();
}

// rules.gating: the gated piece's letter in lower case, as Fairy-Stockfish writes it after the
// squares ("b1c3h"); empty for a move without gating.
QString gatingSuffix(const VariantDefinition& v, const Move& m)
{
    if (!m.isGating())
        return {};
    return v.pieces[size_t(m.gated)].letter.toLower();
}

// rules.walling: the wall's part as Fairy-Stockfish writes it after the move, the square the
// first part ends on then the wall's square (",e3a3"); empty for a move without a wall.
QString wallSuffix(const Move& m, Square end, const CoordinateStyle& style)
{
    if (!m.isWalling())
        return {};
    return u',' + style.square(end) + style.square(m.wall);
}

// rules.burning with `choose`: each square the move burns by choice after a comma and an 'x'
// (",x7g,x9g"), in increasing order; empty for a move that burns nothing by choice.
QString burnSuffix(const VariantDefinition& v, const Move& m, const CoordinateStyle& style)
{
    std::vector<Square> burns = chosenBurns(v, m);
    std::sort(burns.begin(), burns.end());
    QString s;
    for (Square b : burns)
        s += QStringLiteral(",x") + style.square(b);
    return s;
}

} // namespace

QString coordinateText(const Position& pos, const Move& m)
{
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    return coordinateText(pos, m,
        {[&g](Square s) { return g.squareName(s); },
            v.notation == NotationStyle::Usi ? u'*' : u'@'});
}

QString coordinateText(const Position& pos, const Move& m, const CoordinateStyle& style)
{
    const VariantDefinition& v = pos.variant();
    switch (m.kind) {
    case MoveKind::Pass:
        return QStringLiteral("@@@@");
    case MoveKind::Drop: {
        // A piece dropped in another form (kyoto shogi) is named by the form it enters as.
        const QString letter
            = v.pieces[size_t(m.promotion != NoPieceType ? m.promotion : m.dropped)].letter;
        return letter + style.dropMark + style.square(m.to);
    }
    case MoveKind::Castle:
        // Gating on the partner's square is written from there to the royal's ("h1e1h").
        if (m.isGating() && m.gatedOn() == m.partnerFrom)
            return style.square(m.partnerFrom) + style.square(m.from) + gatingSuffix(v, m)
                + wallSuffix(m, m.from, style);
        {
            const Square end = v.rules.castling.kingTakesPartner ? m.partnerFrom : m.to;
            return style.square(m.from) + style.square(end) + gatingSuffix(v, m)
                + wallSuffix(m, end, style);
        }
    case MoveKind::Normal:
        break;
    }
    QString s = style.square(m.from);
    for (int i = 0; i < m.viaCount; ++i)
        s += style.square(m.via[size_t(i)]);
    s += style.square(m.to);
    return s + promotionSuffix(v, m) + gatingSuffix(v, m) + burnSuffix(v, m, style)
        + wallSuffix(m, m.to, style);
}

std::optional<Move> parseCoordinate(Position& pos, const QString& textIn, QString* error)
{
    const QString text = textIn.trimmed();
    MoveList legal;
    MoveGenerator::generateLegal(pos, legal);
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    const bool isPass = text == u"@@@@" || text == u"0000"
        || text.compare(u"pass", Qt::CaseInsensitive) == 0 || text == u"--";
    // rules.walling: the wall is the last square written after the comma; only the moves with
    // that wall are written out (hundreds of moves differ by their wall alone).
    Square wall = NoSquare;
    if (v.rules.walling.enabled() && text.contains(u',')) {
        const QString part = text.section(u',', -1);
        for (int at = 0; at < part.size();) {
            const Square s = g.parseSquare(part, at);
            if (s == NoSquare)
                break;
            wall = s;
        }
    }
    for (const Move& m : legal) {
        if (wall != NoSquare && m.wall != wall)
            continue;
        if (isPass) {
            if (m.isPass())
                return m;
            continue;
        }
        const QString canonical = coordinateText(pos, m);
        if (canonical == text || canonical.compare(text, Qt::CaseInsensitive) == 0)
            return m;
        if (m.isCastle()) {
            const QString alt = g.squareName(m.from)
                + g.squareName(v.rules.castling.kingTakesPartner ? m.to : m.partnerFrom);
            if (alt == text)
                return m;
        }
        if (m.isDrop()) {
            const QChar sep = v.notation == NotationStyle::Usi ? u'@' : u'*';
            if (v.pieces[size_t(m.dropped)].letter + sep + g.squareName(m.to) == text)
                return m;
        }
        // A double igui with its captures written in another order: "9i8h9h9i" for 9i9h8h9i.
        if (TurnBuilder::orderFree(m)) {
            Move other = m;
            const auto vias = other.via.begin() + other.viaCount;
            std::sort(other.via.begin(), vias);
            do {
                if (coordinateText(pos, other).compare(text, Qt::CaseInsensitive) == 0)
                    return m;
            } while (std::next_permutation(other.via.begin(), vias));
        }
        // A wall written with its square only: "e2e3,a3".
        if (m.isWalling() && canonical.section(u',', 0, 0) + u',' + g.squareName(m.wall) == text)
            return m;
    }
    if (error) {
        if (text.isEmpty())
            *error = QStringLiteral("empty move");
        else
            *error = QStringLiteral("'%1' is not a legal move here").arg(text);
    }
    return std::nullopt;
}

} // namespace fb

namespace fb {

namespace {

bool chessFamily(const VariantDefinition& v)
{
    return v.family == Family::Chess;
}

// The SAN letter of a piece: its FEN letter; pawns of the chess family have none.
QString sanLetter(const VariantDefinition& v, PieceType t)
{
    const PieceDefinition& d = v.pieces[size_t(t)];
    if (d.pawn && chessFamily(v))
        return {};
    return d.letter;
}

// Normalised form for comparing SAN: no check/mate marks, capture signs, '=' before a
// promotion letter, annotation glyphs.
QString normalizedSan(QString s, bool chessLike)
{
    s = s.trimmed();
    while (!s.isEmpty() && (s.endsWith(u'!') || s.endsWith(u'?')))
        s.chop(1);
    if (chessLike) {
        while (!s.isEmpty() && (s.endsWith(u'+') || s.endsWith(u'#')))
            s.chop(1);
        s.remove(u'=');
    } else {
        s.remove(u'#');
    }
    s.remove(u'x');
    s.remove(u':');
    if (s.startsWith(QStringLiteral("0-0")))
        s.replace(u'0', u'O'); // 0-0 for O-O
    return s;
}

} // namespace

QString usiSquare(const BoardGeometry& g, Square s)
{
    return QString::number(g.files() - g.fileOf(s)) + QChar(u'a' + (g.ranks() - 1 - g.rankOf(s)));
}

QString usiText(const Position& pos, const Move& m)
{
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    switch (m.kind) {
    case MoveKind::Pass:
        return QStringLiteral("pass");
    case MoveKind::Drop:
        return v.pieces[size_t(m.promotion != NoPieceType ? m.promotion : m.dropped)].letter + u'*'
            + usiSquare(g, m.to);
    case MoveKind::Castle:
        return usiSquare(g, m.from) + usiSquare(g, m.to);
    case MoveKind::Normal:
        break;
    }
    QString s = usiSquare(g, m.from);
    for (int i = 0; i < m.viaCount; ++i)
        s += usiSquare(g, m.via[size_t(i)]);
    s += usiSquare(g, m.to);
    if (m.promotion != NoPieceType)
        s += u'+';
    return s;
}

std::optional<Move> parseUsi(Position& pos, const QString& textIn, QString* error)
{
    const QString text = textIn.trimmed();
    MoveList legal;
    MoveGenerator::generateLegal(pos, legal);
    for (const Move& m : legal) {
        const QString t = usiText(pos, m);
        if (t == text || (m.isPass() && (text == u"@@@@" || text == u"0000")))
            return m;
        // A move that may promote but does not is written without '+' or with '='.
        if (m.promotion == NoPieceType && text.endsWith(u'=') && t == text.chopped(1))
            return m;
    }
    if (error)
        *error = QStringLiteral("'%1' is not a legal move here").arg(text);
    return std::nullopt;
}

QString sanText(Position& pos, const Move& m)
{
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    const bool chessLike = chessFamily(v);
    QString s;
    switch (m.kind) {
    case MoveKind::Pass:
        return QStringLiteral("--");
    case MoveKind::Drop:
        s = v.pieces[size_t(m.promotion != NoPieceType ? m.promotion : m.dropped)].letter + u'@'
            + g.squareName(m.to);
        break;
    case MoveKind::Castle:
        s = g.fileOf(m.partnerFrom) > g.fileOf(m.from) ? QStringLiteral("O-O")
                                                       : QStringLiteral("O-O-O");
        break;
    case MoveKind::Normal: {
        const PieceType type = typeOf(pos.at(m.from));
        const QString letter = sanLetter(v, type);
        const Square firstStop = m.viaCount ? m.via[0] : m.to;
        const bool firstCaptures = isPiece(pos.at(firstStop)) && firstStop != m.from;
        const bool epCapture = !m.viaCount && m.victimCount > 0;
        // Disambiguation among same-type pieces reaching the same first stop.
        MoveList legal;
        MoveGenerator::generateLegal(pos, legal);
        bool sameFile = false, sameRank = false, ambiguous = false;
        for (const Move& o : legal) {
            // Pieces written with the same letter need telling apart (a crazyhouse knight
            // and a promoted knight are different types).
            if (o.kind != MoveKind::Normal || o.from == m.from
                || sanLetter(v, typeOf(pos.at(o.from))) != letter
                || (letter.isEmpty() && typeOf(pos.at(o.from)) != type))
                continue;
            if ((o.viaCount ? o.via[0] : o.to) != firstStop || o.viaCount != m.viaCount)
                continue;
            ambiguous = true;
            sameFile = sameFile || g.fileOf(o.from) == g.fileOf(m.from);
            sameRank = sameRank || g.rankOf(o.from) == g.rankOf(m.from);
        }
        s = letter;
        const QString from = g.squareName(m.from);
        const QString fileLabel = g.fileLabels().value(g.fileOf(m.from));
        const QString rankLabel = g.rankLabels().value(g.rankOf(m.from));
        if (ambiguous) {
            if (!sameFile)
                s += fileLabel;
            else if (!sameRank)
                s += rankLabel;
            else
                s += from;
        } else if (letter.isEmpty()
            && (firstCaptures || epCapture || g.fileOf(m.from) != g.fileOf(firstStop))) {
            // A pawn that leaves its file names it: "exd5", and a sideways step "de4".
            s += fileLabel;
        }
        if (firstCaptures || epCapture)
            s += u'x';
        s += g.squareName(firstStop);
        if (m.viaCount) {
            // Later legs: '-' or 'x' and the next square (the last may be the start: igui).
            for (int i = 1; i <= m.viaCount; ++i) {
                const Square next = i < m.viaCount ? m.via[size_t(i)] : m.to;
                const bool takes = next != m.from && isPiece(pos.at(next));
                s += (takes ? u'x' : u'-') + g.squareName(next);
            }
        }
        if (m.promotion != NoPieceType) {
            if (chessLike) {
                QString l = v.pieces[size_t(m.promotion)].letter;
                l.remove(u'+');
                s += u'=' + l;
            } else {
                s += u'+';
            }
        } else if (!chessLike) {
            // Shogi style: '=' marks a promotion that was possible and declined.
            for (const Move& o : legal)
                if (o.from == m.from && o.to == m.to && o.viaCount == m.viaCount
                    && o.promotion != NoPieceType) {
                    s += u'=';
                    break;
                }
        }
        break;
    }
    }
    // Seirawan gating: "Nc3/H"; castling names the square too, "O-O/He1" or "O-O/Hh1".
    if (m.isGating()) {
        s += u'/' + v.pieces[size_t(m.gated)].letter;
        if (m.isCastle())
            s += g.squareName(m.gatedOn());
    }
    // rules.burning with `choose`: each square burnt by choice after a comma, "FD8h,x7g,x9g".
    s += burnSuffix(v, m, {[&g](Square sq) { return g.squareName(sq); }, u'@'});
    // rules.walling: the wall's square after a comma, "e4,a3" (Fairy-Stockfish).
    if (m.isWalling())
        s += u',' + g.squareName(m.wall);
    if (chessLike && v.rules.checkRule) {
        const Side them = opposite(pos.sideToMove());
        pos.makeMove(m);
        if (pos.inCheck(them))
            s += MoveGenerator::hasLegalMove(pos) ? u'+' : u'#';
        pos.unmakeMove();
    }
    return s;
}

std::optional<Move> parseSan(Position& pos, const QString& textIn, QString* error)
{
    const QString text = textIn.trimmed();
    const bool chessLike = chessFamily(pos.variant());
    if (text == u"--" || text == u"@@@@" || text.compare(u"pass", Qt::CaseInsensitive) == 0
        || text == u"Z0" || text.compare(u"null", Qt::CaseInsensitive) == 0)
        return parseCoordinate(pos, QStringLiteral("@@@@"), error);
    const QString wanted = normalizedSan(text, chessLike);
    MoveList legal;
    MoveGenerator::generateLegal(pos, legal);
    // rules.walling: only the moves with the wall written after the comma are written alike
    // (hundreds of moves differ by their wall alone: SAN is worked out for those only).
    Square wall = NoSquare;
    if (pos.variant().rules.walling.enabled() && text.contains(u',')) {
        QString square = text.section(u',', -1);
        while (!square.isEmpty() && !square.back().isDigit())
            square.chop(1); // check marks, glyphs
        int at = 0;
        wall = pos.geometry().parseSquare(square, at);
    }
    std::optional<Move> found;
    for (const Move& m : legal) {
        if (wall != NoSquare && m.wall != wall)
            continue;
        if (normalizedSan(sanText(pos, m), chessLike) != wanted)
            continue;
        if (found && !found->sameTurn(m)) {
            if (error)
                *error = QStringLiteral("'%1' is ambiguous here").arg(text);
            return std::nullopt;
        }
        found = m;
    }
    if (found)
        return found;
    // Long algebraic ("e2-e4", "Ng1-f3", "e7xe8=Q") and plain coordinates.
    QString lan = text;
    lan.remove(u'-');
    lan.remove(u'x');
    lan.remove(u'=');
    while (!lan.isEmpty()
        && (lan.endsWith(u'+') || lan.endsWith(u'#') || lan.endsWith(u'!') || lan.endsWith(u'?')))
        lan.chop(1);
    if (!lan.isEmpty() && lan[0].isUpper() && lan.size() > 2 && !lan.contains(u'@')
        && !lan.contains(u'*'))
        lan.remove(0, lan[1] == u'+' ? 0 : 1); // "Ng1f3" -> "g1f3"
    if (auto m = parseCoordinate(pos, lan, nullptr))
        return m;
    if (error)
        *error = QStringLiteral("'%1' is not a legal move here").arg(text);
    return std::nullopt;
}

} // namespace fb
