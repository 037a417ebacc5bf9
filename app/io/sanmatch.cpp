// SPDX-License-Identifier: GPL-3.0-or-later
#include "sanmatch.h"

#include "burningrules.h"
#include "movegen.h"
#include "moveutil.h"
#include "notation.h"
#include "notationspelling.h"
#include "refusal.h"

#include <algorithm>
#include <limits>

namespace fb::io {

LabelSet plainLabels(const BoardGeometry& g, int firstRank)
{
    LabelSet plain;
    for (int f = 0; f < g.files(); ++f)
        plain.files << QString(QChar(u'a' + f));
    for (int r = 0; r < g.ranks(); ++r)
        plain.ranks << QString::number(r + firstRank);
    return plain;
}

LabelSet usiLabels(const BoardGeometry& g)
{
    LabelSet l;
    for (int f = 0; f < g.files(); ++f)
        l.files << QString::number(g.files() - f);
    for (int r = 0; r < g.ranks(); ++r)
        l.ranks << QString(QChar(u'a' + (g.ranks() - 1 - r)));
    return l;
}

std::vector<LabelSet> labelConventions(const BoardGeometry& g)
{
    std::vector<LabelSet> out{{g.fileLabels(), g.rankLabels()}};
    const LabelSet plain = plainLabels(g);
    if (plain.files != out[0].files || plain.ranks != out[0].ranks)
        out.push_back(plain);
    if (g.ranks() == 10)
        out.push_back(plainLabels(g, 0));
    return out;
}

void SanMatcher::Parsed::clear()
{
    kind = Normal;
    piece = {};
    tokens.clear();
    promo = NoMark;
    promoLetter.truncate(0);
    to = NoSquare;
    captureMark = false;
    enPassantMark = false;
    wall = NoSquare;
    burns.clear();
    named = nullptr;
}

SanMatcher::SanMatcher(const VariantDefinition& variant, LabelSet labels, Mode mode)
    : m_variant(variant)
    , m_files(labels.files)
    , m_ranks(labels.ranks)
    , m_mode(mode)
    , m_chessLike(variant.family == Family::Chess)
{
    for (const PieceDefinition& d : variant.pieces)
        m_letters << d.letter.toUpper();
    // The letters other programs use for a piece (XBoard's xiangqi "H" horse, "E" elephant
    // where the preset says N and B), where no other piece has that letter.
    for (const PieceDefinition& d : variant.pieces) {
        const QChar other = spelling::wxfLetter(d);
        const QString letter = other.isNull() ? QString() : QString(other);
        m_otherLetters << (m_letters.contains(letter) ? QString() : letter);
    }
    const size_t count = variant.pieces.size();
    m_nameSets.assign(2, std::vector<uint8_t>(count, 0)); // NoType, PawnTypes
    for (PieceType t = 0; t < PieceType(count); ++t) {
        m_nameSets[PawnTypes][size_t(t)] = variant.pieces[size_t(t)].pawn || m_letters[t] == u"P";
        for (const QString& letter : {m_letters[t], m_otherLetters[t]}) {
            if (letter.isEmpty())
                continue;
            uint16_t& set = m_namedBy[letter];
            if (set == NoType) {
                set = uint16_t(m_nameSets.size());
                m_nameSets.emplace_back(count, 0);
            }
            m_nameSets[set][size_t(t)] = 1;
        }
    }
    for (auto it = m_namedBy.cbegin(); it != m_namedBy.cend(); ++it)
        if (it.key().size() == 1 && it.key()[0].unicode() < m_namedByAscii.size())
            m_namedByAscii[it.key()[0].unicode()] = it.value();
}

SanMatcher::LabelReader::LabelReader(const QStringList& labels)
    : m_labels(labels)
{
    m_ascii.fill(-1);
    for (int i = 0; i < labels.size() && m_oneAscii; ++i) {
        const QString& l = labels[i];
        m_oneAscii = l.size() == 1 && l[0].unicode() < m_ascii.size();
        if (m_oneAscii && m_ascii[l[0].unicode()] < 0)
            m_ascii[l[0].unicode()] = int16_t(i);
    }
}

int SanMatcher::LabelReader::match(QStringView text, qsizetype at, int& length) const
{
    int best = -1;
    length = 0;
    const QStringView rest = text.mid(at);
    if (rest.isEmpty())
        return best;
    const char16_t first = rest.front().unicode();
    if (m_oneAscii) {
        best = first < m_ascii.size() ? m_ascii[first] : -1;
        length = best < 0 ? 0 : 1;
        return best;
    }
    for (int i = 0; i < m_labels.size(); ++i) {
        const QString& l = m_labels[i];
        // (the first character first: most labels differ there)
        if (l.size() > length && l.front() == first && rest.startsWith(l)) {
            best = i;
            length = int(l.size());
        }
    }
    return best;
}

bool SanMatcher::readSquare(QStringView text, qsizetype& at, int& file, int& rank) const
{
    int flen = 0, rlen = 0;
    const int f = m_files.match(text, at, flen);
    if (f < 0)
        return false;
    const int r = m_ranks.match(text, at + flen, rlen);
    if (r < 0)
        return false;
    file = f;
    rank = r;
    at += flen + rlen;
    return true;
}

namespace {

// (The texts below are constexpr views: their lengths are known when compiled.)
template <size_t N> bool isOneOf(QStringView t, const QStringView (&texts)[N])
{
    return std::any_of(
        std::begin(texts), std::end(texts), [t](QStringView s) { return sameText(s, t); });
}

bool isPassText(QStringView t)
{
    static constexpr QStringView Passes[] = {u"--", u"@@@@", u"0000", u"Z0"};
    static constexpr QStringView PassWords[] = {u"pass", u"null"};
    // (every pass text has 2 or 4 characters, and the words start with p or n)
    if (t.size() != 2 && t.size() != 4)
        return false;
    if (isOneOf(t, Passes))
        return true;
    // (no other character folds to these letters' cases)
    const char16_t first = t[0].unicode(), second = t[1].unicode();
    if (first != u'p' && first != u'P' && first != u'n' && first != u'N')
        return false;
    if (second != u'a' && second != u'A' && second != u'u' && second != u'U')
        return false;
    return t.compare(PassWords[0], Qt::CaseInsensitive) == 0
        || t.compare(PassWords[1], Qt::CaseInsensitive) == 0;
}

// Removes annotation glyphs, an en passant mark ("e.p.", "ep" after the square; sets
// `enPassant`) and (for chess-like variants) check marks at the end.
QStringView stripped(QStringView t, bool checkMarks, bool* enPassant)
{
    static constexpr QStringView EnPassant = u"e.p.";
    static constexpr QStringView ShortEnPassant = u"ep";
    if (!t.isEmpty() && (t.front().isSpace() || t.back().isSpace()))
        t = t.trimmed();
    for (bool changed = true; changed && !t.isEmpty();) {
        changed = false;
        if (t.endsWith(u'!') || t.endsWith(u'?') || t.endsWith(u'#')
            || (checkMarks && t.endsWith(u'+'))) {
            t.chop(1);
            changed = true;
        } else if (t.back() == u'.' && t.endsWith(EnPassant) && t.size() > 4) {
            t.chop(4);
            t = t.trimmed();
            *enPassant = changed = true;
        } else if (t.back() == u'p' && t.endsWith(ShortEnPassant) && t.size() > 2
            && t[t.size() - 3].isDigit()) {
            t.chop(2);
            *enPassant = changed = true;
        }
    }
    return t;
}

} // namespace

bool SanMatcher::parse(QStringView t, bool plusIsPromotion, Parsed& p) const
{
    p.clear();
    if (plusIsPromotion && t.endsWith(u'+') && t.size() > 1) {
        t.chop(1);
        p.promo = Parsed::Promote;
    }
    if (isPassText(t)) {
        p.kind = Parsed::Pass;
        return true;
    }
    static constexpr QStringView ShortCastles[] = {u"O-O", u"0-0", u"OO", u"o-o"};
    static constexpr QStringView LongCastles[] = {u"O-O-O", u"0-0-0", u"OOO", u"o-o-o"};
    // Castling, with Seirawan gating "O-O/H" or "O-O/He1" (the gate's square).
    const qsizetype slash = t.indexOf(u'/');
    const QStringView castle = slash > 0 ? t.left(slash) : t;
    if (isOneOf(castle, ShortCastles)) {
        p.kind = Parsed::CastleShort;
        return slash < 0 || parseCastleGate(t.mid(slash + 1), p);
    }
    if (isOneOf(castle, LongCastles)) {
        p.kind = Parsed::CastleLong;
        return slash < 0 || parseCastleGate(t.mid(slash + 1), p);
    }
    // Drops: "P@e4", "P*5e", "@e4" (a pawn), "+P@3c" (dropped promoted, kyoto).
    qsizetype at = -1, star = -1; // the first '@', else the first '*'
    for (qsizetype k = 0; k < t.size() && at < 0; ++k)
        if (t[k] == u'@')
            at = k;
        else if (t[k] == u'*' && star < 0)
            star = k;
    if (at < 0)
        at = star;
    if (at >= 0) {
        p.kind = Parsed::Drop;
        p.upper = t.left(at).toString().toUpper();
        p.piece = p.upper;
        qsizetype i = at + 1;
        int f = -1, r = -1;
        if (!readSquare(t, i, f, r) || i != t.size())
            return false;
        p.tokens.push_back({Token::SquareToken, f, r});
        return true;
    }
    qsizetype i = 0;
    if (m_mode == Mode::Coordinate) {
        // no piece letter
    } else if (t.size() > 1 && t[0] == u'+' && t[1].isUpper()) {
        i = 2;
    } else if (!t.isEmpty() && t[0].isUpper()) {
        i = 1;
    }
    // XBoard's second and third alphabets: X', +X' (Dai Shogi), X! (Tenjiku Shogi); a '!' that
    // ends the text is an annotation, not a letter.
    if (i > 0 && i < t.size() && (t[i] == u'\'' || (t[i] == u'!' && i + 1 < t.size())))
        ++i;
    if (i > 0)
        p.piece = t.left(i);
    bool sawSquare = false;
    while (i < t.size()) {
        const QChar c = t[i];
        if (c == u'x' || c == u':' || c == u'-') {
            p.captureMark = p.captureMark || c != u'-';
            ++i;
            continue;
        }
        int f = -1, r = -1, len = 0;
        if (readSquare(t, i, f, r)) {
            p.tokens.push_back({Token::SquareToken, f, r});
            sawSquare = true;
            continue;
        }
        if (sawSquare)
            break; // the rest is a promotion suffix
        if ((f = m_files.match(t, i, len)) >= 0) {
            p.tokens.push_back({Token::FileToken, f, -1});
            i += len;
            continue;
        }
        if ((r = m_ranks.match(t, i, len)) >= 0) {
            p.tokens.push_back({Token::RankToken, -1, r});
            i += len;
            continue;
        }
        break;
    }
    if (!sawSquare)
        return false;
    QStringView rest = t.mid(i);
    if (rest.startsWith(u'(') && rest.endsWith(u')'))
        rest = rest.mid(1, rest.size() - 2);
    if (rest.startsWith(u'=') || rest.startsWith(u'/')) {
        rest = rest.mid(1);
        if (rest.isEmpty()) {
            if (p.promo == Parsed::Promote)
                return false;
            p.promo = Parsed::Declined;
            digest(p);
            return true;
        }
    }
    if (!rest.isEmpty()) {
        if (p.promo == Parsed::Promote && rest != u"+")
            return false;
        if (rest == u"+") {
            p.promo = Parsed::Promote;
        } else {
            p.promo = Parsed::Letter;
            p.promoLetter = rest.toString().toUpper();
            if (p.promoLetter.size() > 3)
                return false;
        }
    }
    digest(p);
    return true;
}

bool SanMatcher::parseCastleGate(QStringView gate, Parsed& p) const
{
    if (gate.isEmpty())
        return false;
    p.promo = Parsed::Letter;
    p.promoLetter = gate.left(1).toString().toUpper();
    const QStringView square = gate.mid(1);
    if (square.isEmpty())
        return true;
    const BoardGeometry& g = m_variant.geometry;
    int fileLength = 0, rankLength = 0;
    const int file = m_files.match(square, 0, fileLength);
    const int rank = file < 0 ? -1 : m_ranks.match(square, fileLength, rankLength);
    if (rank < 0 || fileLength + rankLength != square.size())
        return false;
    p.to = g.square(file, rank);
    return true;
}

void SanMatcher::digest(Parsed& p) const
{
    const Token& last = p.tokens.back();
    if (last.kind == Token::SquareToken)
        p.to = m_variant.geometry.square(last.file, last.rank);
    uint16_t set = PawnTypes;
    if (!p.piece.isEmpty()) {
        const char16_t c = p.piece.front().unicode();
        set = p.piece.size() == 1 && c < m_namedByAscii.size()
            ? m_namedByAscii[c]
            : m_namedBy.value(p.piece.toString(), NoType);
    }
    p.named = &m_nameSets[set];
}

bool SanMatcher::mayMoveFrom(const Parsed& p, Square s, PieceType t, Side us) const
{
    const BoardGeometry& g = m_variant.geometry;
    const Token& first = p.tokens.front();
    // A file or rank before the squares: only the disambiguating reading of score() is left.
    if (p.tokens.size() >= 2 && first.kind == Token::FileToken)
        return g.fileOf(s) == first.file;
    if (p.tokens.size() >= 2 && first.kind == Token::RankToken)
        return g.rankOf(s) == first.rank;
    // A pawn's one square: along its file (but a castling may name its partner's square).
    const bool pawnText = p.piece.isEmpty() || (m_chessLike && m_variant.pieces[size_t(t)].pawn);
    if (p.tokens.size() == 1 && pawnText && !m_variant.tables().table(t, us).castling.steps)
        return g.fileOf(s) == g.fileOf(p.to);
    return true;
}

int SanMatcher::score(const Position& pos, const Move& m, const Parsed& p) const
{
    const BoardGeometry& g = m_variant.geometry;
    auto squareOf = [&](const Token& t) { return g.square(t.file, t.rank); };
    auto letterOf = [&](PieceType t) -> const QString& { return m_letters[t]; };
    if (m.wall != p.wall)
        return -1; // rules.walling: the wall written, or none
    if (m_variant.rules.burning.choose > 0) {
        std::vector<Square> burns = chosenBurns(m_variant, m);
        std::sort(burns.begin(), burns.end());
        if (burns != p.burns)
            return -1; // the burns written, or none
    }
    switch (p.kind) {
    case Parsed::Pass:
        return m.isPass() ? 1 : -1;
    case Parsed::CastleShort:
    case Parsed::CastleLong:
        if (!m.isCastle() || m.isGating() != (p.promo == Parsed::Letter))
            return -1;
        // Gating: the letter, and the gate's square when written (else the royal's).
        if (m.isGating()
            && (letterOf(m.gated) != p.promoLetter
                || m.gatedOn() != (p.to != NoSquare ? p.to : m.from)))
            return -1;
        return (g.fileOf(m.partnerFrom) > g.fileOf(m.from)) == (p.kind == Parsed::CastleShort) ? 1
                                                                                               : -1;
    case Parsed::Drop: {
        if (!m.isDrop() || m.to != squareOf(p.tokens[0]))
            return -1;
        const PieceType shown = m.promotion != NoPieceType ? m.promotion : m.dropped;
        if (p.piece.isEmpty())
            return m_variant.pieces[size_t(m.dropped)].pawn ? 1 : -1;
        return letterOf(shown) == p.piece ? 2 : (letterOf(m.dropped) == p.piece ? 1 : -1);
    }
    case Parsed::Normal:
        break;
    }
    if (m.isDrop() || m.isPass())
        return -1;
    // Every reading below ends on the square moved to (a castling's may name the partner's):
    // the test that turns most candidates away, first.
    if (p.to == NoSquare || (p.to != m.to && !m.isCastle()))
        return -1;
    const PieceType type = typeOf(pos.at(m.from));
    if (m_mode == Mode::San && !p.piece.isEmpty() && !(*p.named)[size_t(type)])
        return -1;
    // The squares: SAN (stops, possibly after a disambiguation) or long algebraic.
    std::array<Square, Move::MaxVia + 1> stops{};
    int stopCount = 0;
    for (int k = 0; k < m.viaCount; ++k)
        stops[size_t(stopCount++)] = m.via[size_t(k)];
    stops[size_t(stopCount++)] = m.to;
    const int n = int(p.tokens.size());
    auto stopsMatch = [&](int first) {
        if (n - first != stopCount)
            return false;
        for (int k = 0; k < stopCount; ++k) {
            const Token& t = p.tokens[size_t(first + k)];
            if (t.kind != Token::SquareToken)
                return false;
            const Square s = squareOf(t);
            if (s != stops[size_t(k)]
                && !(m.isCastle() && k == stopCount - 1 && s == m.partnerFrom))
                return false;
        }
        return true;
    };
    int shape = -1;
    if (m_mode == Mode::Coordinate && m.isCastle() && m.isGating()
        && m.gatedOn() == m.partnerFrom) {
        // Fairy-Stockfish's gating on the partner's square: from there to the royal ("h1e1h").
        if (n == 2 && p.tokens[0].kind == Token::SquareToken
            && p.tokens[1].kind == Token::SquareToken && squareOf(p.tokens[0]) == m.partnerFrom
            && squareOf(p.tokens[1]) == m.from)
            shape = 1;
    } else if (m_mode == Mode::Coordinate) {
        if (n >= 2 && p.tokens[0].kind == Token::SquareToken && squareOf(p.tokens[0]) == m.from
            && stopsMatch(1))
            shape = 1;
    } else if (stopsMatch(0)) {
        shape = 2;
    } else if (n >= 2 && stopsMatch(1)) {
        const Token& d = p.tokens[0];
        if ((d.file < 0 || d.file == g.fileOf(m.from))
            && (d.rank < 0 || d.rank == g.rankOf(m.from)))
            shape = 1;
    }
    if (shape < 0)
        return -1;
    // Without a letter, SAN means a pawn; a text that starts with the square moved from
    // ("g1f3", "g1-f3") names its piece by that square.
    if (m_mode == Mode::San && p.piece.isEmpty()
        && !(shape == 1 && p.tokens[0].kind == Token::SquareToken) && !(*p.named)[size_t(type)])
        return -1;
    // A pawn's SAN without the file it comes from ("e5", in chess also "Pe5") means a move
    // along that file: a pawn capture from another file ("dxe5") is not what it says.
    const bool pawnText = p.piece.isEmpty() || (m_chessLike && m_variant.pieces[size_t(type)].pawn);
    if (m_mode == Mode::San && pawnText && shape == 2 && g.fileOf(m.from) != g.fileOf(stops[0]))
        return -1;
    // A capture mark needs a capture, an en passant mark an en passant capture. (A missing
    // 'x' is only spelling and is not required.)
    const bool enPassant = m.victimCount > 0 && !isPiece(pos.at(m.to));
    if (p.enPassantMark && !enPassant)
        return -1;
    if (p.captureMark && !enPassant && m.victimCount == 0) {
        bool takes = false;
        for (int k = 0; k < stopCount && !takes; ++k) {
            const Piece at = pos.at(stops[size_t(k)]);
            takes
                = stops[size_t(k)] != m.from && isPiece(at) && sideOf(at) != sideOf(pos.at(m.from));
        }
        if (!takes)
            return -1;
    }
    // Seirawan gating: the gated piece's letter, where a promotion's would stand ("b1c3h",
    // "Nc3/H"); a pawn never gates, so the two never meet.
    if (m.isGating())
        return p.promo == Parsed::Letter && letterOf(m.gated) == p.promoLetter ? shape * 10 + 2
                                                                               : -1;
    // Promotion.
    int promo = -1;
    if (m.promotion == NoPieceType) {
        promo = (p.promo == Parsed::Letter || p.promo == Parsed::Promote) ? -1 : 2;
    } else {
        switch (p.promo) {
        case Parsed::NoMark:
            promo = 1;
            break;
        case Parsed::Declined:
            promo = -1;
            break;
        case Parsed::Promote:
            promo = 2;
            break;
        case Parsed::Letter: {
            QString l = letterOf(m.promotion);
            promo = (l == p.promoLetter || l.remove(u'+') == p.promoLetter) ? 2 : -1;
            break;
        }
        }
    }
    if (promo < 0)
        return -1;
    // A castling read from a king's SAN ("Kc1", as some engines write it) ranks below a plain
    // move to that square: where the king steps there too (Active Chess's king on d1 castling to
    // c1), "Kc1" is the step; castling is "O-O-O".
    return shape * 10 + promo * 2 + (m_mode == Mode::San && m.isCastle() ? 0 : 1);
}

namespace {

// ": <why>" for a text that fits one pseudo-legal move which a rule refuses (its king would be
// in check ...), else empty.
QString whyNot(Position* pos, const std::vector<std::pair<int, const Move*>>& scored)
{
    if (!pos || scored.empty() || (scored.size() > 1 && scored[1].first == scored[0].first))
        return {};
    const std::optional<Refusal> r = whyIllegal(*pos, *scored[0].second);
    return r ? QStringLiteral(": ") + refusalText(*r, pos->variant()) : QString();
}

} // namespace

void SanMatcher::scoreAll(const Position& pos, const MoveList& moves, const Parsed& p) const
{
    m_scored.clear();
    for (const Move& m : moves) {
        // (score()'s first test in place: most candidates of a move go to other squares)
        if (p.kind == Parsed::Normal && p.to != m.to && !m.isCastle())
            continue;
        if (const int s = score(pos, m, p); s >= 0)
            m_scored.push_back({s, &m});
    }
}

std::optional<Move> SanMatcher::decide(
    Position* legality, const QString& text, QString* error, bool* ambiguous) const
{
    // The best-scoring reading wins; with `legality`, among the moves that are legal: the
    // groups of equal score from the highest down, each in the order the moves came.
    std::vector<const Move*>& best = m_best;
    best.clear();
    for (int below = std::numeric_limits<int>::max(); best.empty();) {
        int group = -1;
        for (const Scored& s : m_scored)
            if (s.first < below)
                group = std::max(group, s.first);
        if (group < 0)
            break;
        for (const Scored& s : m_scored)
            if (s.first == group && (!legality || MoveGenerator::isLegal(*legality, *s.second)))
                best.push_back(s.second);
        below = group;
    }
    removeDuplicateTurns(best);
    if (best.size() == 1)
        return *best.front();
    if (ambiguous && best.size() > 1)
        *ambiguous = true;
    if (error) {
        if (best.empty()) {
            std::stable_sort(m_scored.begin(), m_scored.end(),
                [](const Scored& a, const Scored& b) { return a.first > b.first; });
            *error = QStringLiteral("'%1' is not a legal move here").arg(text)
                + whyNot(legality, m_scored);
        } else {
            *error = QStringLiteral("'%1' is ambiguous here (%2 moves fit)")
                         .arg(text)
                         .arg(best.size());
        }
    }
    return std::nullopt;
}

std::optional<Move> SanMatcher::find(const Position& pos, const MoveList& legal, const Parsed& p,
    const QString& text, QString* error, bool* ambiguous) const
{
    scoreAll(pos, legal, p);
    return decide(nullptr, text, error, ambiguous);
}

std::optional<Move> SanMatcher::findPseudo(
    Position& pos, const Parsed& p, const QString& text, QString* error, bool* ambiguous) const
{
    // Only the moves that could fit the text: those of the pieces it names (or of the square
    // it starts from), the drops, the castling pieces' castling, the pass.
    const VariantDefinition& v = m_variant;
    const BoardGeometry& g = v.geometry;
    const Side us = pos.sideToMove();
    m_scratch.clear();
    if (MoveGenerator::gameOverOnBoard(pos)) {
        if (error)
            *error = QStringLiteral("'%1' is not a legal move here").arg(text);
        return std::nullopt;
    }
    switch (p.kind) {
    case Parsed::Pass:
        if (v.rules.flipping.enabled()) {
            // Reversi, Ataxx: the forced pass and the drops without a hand (freeDrops) come
            // from the flipping rule's own generator (fliprules.h).
            MoveGenerator::generatePseudoLegal(pos, m_scratch);
        } else if (v.rules.passing.allowed) {
            Move pass;
            pass.kind = MoveKind::Pass;
            m_scratch.push_back(pass);
        }
        break;
    case Parsed::Drop:
        if (v.rules.flipping.enabled())
            MoveGenerator::generatePseudoLegal(pos, m_scratch);
        else if (v.rules.hands.enabled)
            for (PieceType t = 0; t < v.pieceCount(); ++t)
                MoveGenerator::generateDrops(pos, t, m_scratch);
        break;
    case Parsed::CastleShort:
    case Parsed::CastleLong:
        // The unmoved castling pieces: royal or not (extinction chess's and giveaway's kings).
        pos.occupied(us).forEach([&](Square s) {
            if (pos.isVirgin(s) && v.tables().table(typeOf(pos.at(s)), us).castling.steps > 0)
                MoveGenerator::generateFrom(pos, s, m_scratch);
        });
        break;
    case Parsed::Normal: {
        Square start = NoSquare;
        if (p.tokens.size() >= 2 && p.tokens[0].kind == Token::SquareToken) {
            start = g.square(p.tokens[0].file, p.tokens[0].rank);
            const Piece at = pos.at(start);
            if (isPiece(at) && sideOf(at) == us)
                MoveGenerator::generateFrom(pos, start, m_scratch);
        }
        if (m_mode == Mode::Coordinate) {
            // Gating on a castling partner's square is written from it to the royal ("h1e1h").
            if (v.rules.gating && p.tokens.size() == 2 && p.tokens[1].kind == Token::SquareToken) {
                const Square royal = g.square(p.tokens[1].file, p.tokens[1].rank);
                const Piece at = pos.at(royal);
                if (royal != start && isPiece(at) && sideOf(at) == us && pos.isVirgin(royal)
                    && v.tables().table(typeOf(at), us).castling.steps > 0)
                    MoveGenerator::generateFrom(pos, royal, m_scratch);
            }
            break;
        }
        pos.occupied(us).forEach([&](Square s) {
            const PieceType t = typeOf(pos.at(s));
            if (s != start && (*p.named)[size_t(t)] && mayMoveFrom(p, s, t, us))
                MoveGenerator::generateFrom(pos, s, m_scratch);
        });
        break;
    }
    }
    scoreAll(pos, m_scratch, p);
    return decide(&pos, text, error, ambiguous);
}

template <typename Find>
std::optional<Move> SanMatcher::run(
    const QString& text, QString* error, bool* ambiguous, const Find& find) const
{
    const bool coordinates = m_mode == Mode::Coordinate;
    bool enPassant = false;
    QStringView t = stripped(text, m_chessLike && !coordinates, &enPassant);
    // rules.burning with `choose`: each burnt square after a comma and an 'x' ("FD8h,x7g").
    std::vector<Square> burns;
    while (m_variant.rules.burning.choose > 0) {
        const qsizetype comma = t.lastIndexOf(u',');
        if (comma <= 0 || !t.mid(comma + 1).startsWith(u'x'))
            break;
        const QStringView part = t.mid(comma + 2);
        qsizetype at = 0;
        int file = -1, rank = -1;
        if (!readSquare(part, at, file, rank) || at != part.size()) {
            if (error)
                *error = QStringLiteral("cannot read the burnt square in '%1'").arg(text);
            return std::nullopt;
        }
        burns.push_back(m_variant.geometry.square(file, rank));
        t = t.left(comma);
    }
    std::sort(burns.begin(), burns.end());
    // rules.walling: the wall's square after a comma, the last square written there ("e4,e5",
    // "e2e4,e4e5"); read before the move itself.
    Square wall = NoSquare;
    if (const qsizetype comma = t.lastIndexOf(u',');
        comma > 0 && m_variant.rules.walling.enabled()) {
        const QStringView part = t.mid(comma + 1);
        qsizetype at = 0;
        int file = -1, rank = -1;
        while (at < part.size() && readSquare(part, at, file, rank))
            wall = m_variant.geometry.square(file, rank);
        if (at != part.size() || wall == NoSquare) {
            if (error)
                *error = QStringLiteral("cannot read the wall's square in '%1'").arg(text);
            return std::nullopt;
        }
        t = t.left(comma);
    }
    if (t.isEmpty()) {
        if (error)
            *error = QStringLiteral("empty move");
        return std::nullopt;
    }
    // Outside the chess family a final '+' is a promotion (shogi) or, in FSF's SAN, a check.
    const bool plusAmbiguous = !m_chessLike && !coordinates && t.endsWith(u'+');
    QString firstError;
    bool several = false;
    std::optional<Move> found;
    Parsed& p = m_parsed;
    if (parse(t, plusAmbiguous || coordinates, p)) {
        p.enPassantMark = enPassant;
        p.wall = wall;
        p.burns = burns;
        found = find(p, &firstError, &several);
    }
    if (!found && plusAmbiguous && !several) {
        QStringView noCheck = t;
        while (noCheck.endsWith(u'+'))
            noCheck.chop(1);
        if (parse(noCheck, false, p)) {
            p.enPassantMark = enPassant;
            p.wall = wall;
            p.burns = burns;
            QString e;
            found = find(p, &e, &several);
            if (!found && firstError.isEmpty())
                firstError = e;
        }
    }
    if (ambiguous)
        *ambiguous = several;
    if (!found && error)
        *error = firstError.isEmpty() ? QStringLiteral("cannot read the move '%1'").arg(text)
                                      : firstError;
    return found;
}

std::optional<Move> SanMatcher::match(const Position& pos, const MoveList& legal,
    const QString& text, QString* error, bool* ambiguous) const
{
    return run(text, error, ambiguous,
        [&](const Parsed& p, QString* e, bool* a) { return find(pos, legal, p, text, e, a); });
}

std::optional<Move> SanMatcher::resolve(
    Position& pos, const QString& text, QString* error, bool* ambiguous) const
{
    return run(text, error, ambiguous,
        [&](const Parsed& p, QString* e, bool* a) { return findPseudo(pos, p, text, e, a); });
}

QString unambiguousSan(
    Position& pos, const MoveList& legal, const Move& m, const SanMatcher& matcher)
{
    const QString san = sanText(pos, m);
    auto means = [&](const QString& text) {
        const std::optional<Move> found = matcher.match(pos, legal, text, nullptr);
        return found && found->sameTurn(m);
    };
    if (m.kind != MoveKind::Normal || means(san))
        return san;
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    const QString letter = v.pieces[size_t(typeOf(pos.at(m.from)))].letter;
    const QString rest = san.startsWith(letter) ? san.mid(letter.size()) : san;
    const QString head = san.startsWith(letter) ? letter : QString();
    for (const QString& d : {g.fileLabels().value(g.fileOf(m.from)),
             g.rankLabels().value(g.rankOf(m.from)), g.squareName(m.from)}) {
        const QString candidate = head + d + rest;
        if (means(candidate))
            return candidate;
    }
    return san;
}

} // namespace fb::io
