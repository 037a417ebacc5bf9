// SPDX-License-Identifier: GPL-3.0-or-later
#include "fen.h"

#include "attacks.h"
#include "movegen.h"
#include "positioncheck.h"

#include <QRegularExpression>
#include <QStringList>

namespace fb {

QString FenError::toString() const
{
    if (position < 0)
        return QStringLiteral("%1: %2").arg(field, message);
    return QStringLiteral("%1 (at character %2): %3").arg(field).arg(position + 1).arg(message);
}

namespace {

// Reads one piece token at text[i]: optional '+', a letter, optional prime ('\'') or '!'
// (XBoard's second and third alphabets), optional '~'.
PieceType readPieceToken(const VariantDefinition& v, const QString& text, int& i, Side& side)
{
    QString letter;
    if (text[i] == u'+' && i + 1 < text.size()) {
        letter = QStringLiteral("+");
        ++i;
    }
    const QChar c = text[i];
    if (!c.isLetter())
        return NoPieceType;
    side = c.isUpper() ? First : Second;
    letter += c.toUpper();
    ++i;
    if (i < text.size() && (text[i] == u'\'' || text[i] == u'!')) {
        letter += text[i];
        ++i;
    }
    bool marker = false;
    if (i < text.size() && text[i] == u'~') {
        marker = true;
        ++i;
    }
    return v.pieceByLetter(letter, marker);
}

bool allDigits(const QString& s)
{
    if (s.isEmpty())
        return false;
    for (QChar c : s)
        if (!c.isDigit())
            return false;
    return true;
}

bool looksLikeHands(const QString& s)
{
    if (s == u"-")
        return true;
    for (QChar c : s)
        if (!c.isLetterOrNumber() && c != u'+')
            return false;
    return !s.isEmpty() && !allDigits(s);
}

// A USI square ("8j": file number from the right, rank letter from the top) in the
// variant's own labels.
QString usiToAlgebraic(const VariantDefinition& v, const QString& usi)
{
    const BoardGeometry& g = v.geometry;
    int i = 0;
    while (i < usi.size() && usi[i].isDigit())
        ++i;
    if (i == 0 || i + 1 != usi.size())
        return usi;
    const int file = g.files() - usi.left(i).toInt();
    const int rank = g.ranks() - 1 - (usi[i].unicode() - u'a');
    if (!g.inside(file, rank))
        return usi;
    return g.squareName(g.square(file, rank));
}

// The FEN move number of an SFEN ply number (all digits); one whose move number would be out
// of range stays as it is, for readFen to refuse.
QString sfenMoveNumber(const QString& plies)
{
    bool ok = false;
    const qint64 n = plies.size() <= 10 ? plies.toLongLong(&ok) : -1;
    if (!ok || (n + 1) / 2 > Position::MaxMoveCounter)
        return plies;
    return QString::number(std::max<qint64>(1, (n + 1) / 2));
}

// A FEN counter: digits only, from 0 to Position::MaxMoveCounter; -1 when it is none.
int readCounter(const QString& text)
{
    if (!allDigits(text) || text.size() > 10)
        return -1;
    const qint64 n = text.toLongLong();
    return n > Position::MaxMoveCounter ? -1 : int(n);
}

} // namespace

bool isSfen(const VariantDefinition& v, const QString& text)
{
    // SFEN: "<board> <b|w> [<hands|-|lion-capture square>] [<move number>]", for variants
    // written in USI or of the shogi family; 'b' is the first player there.
    const QStringList f = text.trimmed().split(u' ', Qt::SkipEmptyParts);
    if (!(v.notation == NotationStyle::Usi || v.family == Family::Shogi) || f.size() < 2
        || f.size() > 4 || f[0].contains(u'[') || (f[1] != u"b" && f[1] != u"w"))
        return false;
    if (f.size() >= 3 && !looksLikeHands(f[2]))
        return false;
    return f.size() < 4 || allDigits(f[3]);
}

QString normalizedFen(const VariantDefinition& v, const QString& text)
{
    QStringList f = text.split(u' ', Qt::SkipEmptyParts);
    if (isSfen(v, text)) {
        // Hands when the variant has them; otherwise the third field is lishogi's Chu
        // "last lion capture" square, which Fairyboard keeps as the en passant-like field.
        const QString third = f.size() > 2 ? f[2] : QStringLiteral("-");
        const bool hands = v.rules.hands.enabled;
        QStringList out{
            f[0] + (hands ? u'[' + (third == u"-" ? QString() : third) + u']' : QString()),
            f[1] == u"b" ? QStringLiteral("w") : QStringLiteral("b"), QStringLiteral("-"),
            !hands && third != u"-" ? usiToAlgebraic(v, third) : QStringLiteral("-"),
            QStringLiteral("0"), f.size() > 3 ? sfenMoveNumber(f[3]) : QStringLiteral("1")};
        return out.join(u' ');
    }
    // Fairy-Stockfish leaves out the castling and en passant fields of variants that have
    // neither: "board[hand] w 0 1".
    if (f.size() >= 3 && allDigits(f[2])) {
        f.insert(2, QStringLiteral("-"));
        f.insert(3, QStringLiteral("-"));
    }
    return f.join(u' ');
}

bool readFenBoard(const VariantDefinition& v, const QString& board,
    std::vector<std::pair<Square, Piece>>& pieces, QString* message)
{
    const BoardGeometry& g = v.geometry;
    const QStringList rows = board.split(u'/');
    if (rows.size() < g.ranks()) {
        if (message)
            *message = QStringLiteral("%1 ranks given, the board has %2")
                           .arg(rows.size())
                           .arg(g.ranks());
        return false;
    }
    for (int r = 0; r < g.ranks(); ++r) {
        const QString& row = rows[r];
        const int rank = g.ranks() - 1 - r;
        int file = 0;
        int i = 0;
        while (i < row.size()) {
            const QChar c = row[i];
            if (c.isDigit()) {
                int n = 0;
                while (i < row.size() && row[i].isDigit())
                    n = std::min(n * 10 + row[i++].digitValue(), 1000); // no overflow
                file += n;
                continue;
            }
            if (c == u'*') {
                // A removed square, or a wall standing on the board (rules.walling).
                if (v.rules.walling.enabled() && g.inside(file, rank)
                    && g.isPlayable(g.square(file, rank)))
                    pieces.push_back({g.square(file, rank), Wall});
                ++file;
                ++i;
                continue;
            }
            Side side = First;
            const int at = i;
            const PieceType t = readPieceToken(v, row, i, side);
            if (t == NoPieceType) {
                if (message)
                    *message
                        = QStringLiteral("unknown piece '%1' on rank %2")
                              .arg(row.mid(at, std::max(1, i - at)), g.rankLabels().value(rank));
                return false;
            }
            if (file >= g.files()) {
                if (message)
                    *message = QStringLiteral("rank %1 has more than %2 files")
                                   .arg(g.rankLabels().value(rank))
                                   .arg(g.files());
                return false;
            }
            pieces.push_back({g.square(file, rank), makePiece(t, side)});
            ++file;
        }
        if (file != g.files()) {
            if (message)
                *message = QStringLiteral("rank %1 has %2 files, the board has %3")
                               .arg(g.rankLabels().value(rank))
                               .arg(file)
                               .arg(g.files());
            return false;
        }
    }
    return true;
}

namespace {

// The royal pieces of `side` on the board (Position tracks at most MaxRoyals of them).
int royalsOf(const Position& pos, Side side)
{
    const VariantDefinition& v = pos.variant();
    int n = 0;
    for (Square s : v.geometry.squares()) {
        const Piece p = pos.at(s);
        n += isPiece(p) && sideOf(p) == side && v.pieces[size_t(typeOf(p))].royal;
    }
    return n;
}

// Reads the holdings ("2Pn", counts before letters) into the hands of `pos`, at most
// Position::MaxHandCount pieces per side. On error fills `at` (the offset in `holdings`) and
// `message`.
bool readHoldings(Position& pos, const QString& holdings, int& at, QString& message)
{
    const VariantDefinition& v = pos.variant();
    std::array<int, 2> total{0, 0};
    int i = 0;
    while (i < holdings.size()) {
        at = i;
        int count = 0;
        bool counted = false;
        while (i < holdings.size() && holdings[i].isDigit()) {
            count = std::min(count * 10 + holdings[i++].digitValue(), Position::MaxHandCount + 1);
            counted = true;
        }
        if (i >= holdings.size()) {
            at = i;
            message = QStringLiteral("a count without a piece");
            return false;
        }
        Side side = First;
        const int letter = i;
        const PieceType t = readPieceToken(v, holdings, i, side);
        if (t == NoPieceType) {
            at = letter;
            message = QStringLiteral("unknown piece '%1' in hand").arg(holdings[letter]);
            return false;
        }
        count = counted ? std::max(1, count) : 1;
        total[side] += count;
        if (total[side] > Position::MaxHandCount) {
            message = QStringLiteral("more than %1 pieces in the %2 side's hand (the limit)")
                          .arg(Position::MaxHandCount)
                          .arg(side == First ? QStringLiteral("first") : QStringLiteral("second"));
            return false;
        }
        pos.setHandCount(side, t, pos.handCount(side, t) + count);
    }
    return true;
}

// The rank a side's castling pieces stand on (rules.castlingRank, from its own back rank); -1
// when that rank lies beyond the board.
int castlingRankOf(const VariantDefinition& v, Side side)
{
    if (v.rules.castling.rank >= v.geometry.ranks())
        return -1;
    return side == First ? v.rules.castling.rank : v.geometry.ranks() - 1 - v.rules.castling.rank;
}

// The file where X-FEN's K (dir 1) or Q (dir -1) starts looking for the partner, inwards.
int partnerLimit(const VariantDefinition& v, int dir)
{
    const int fixed = v.rules.castling.partnerFiles[dir < 0 ? 0 : 1];
    return fixed >= 0 ? fixed : (dir < 0 ? 0 : v.geometry.files() - 1);
}

// The square of file letter `ch` on the castling rank of the side its case names (upper case:
// First) when a piece of that side stands there; NoSquare with `message` when the letter
// names no file or no piece of that side stands there. `what` names the letter's role in the
// messages ("gate", "file").
Square backRankPieceOf(const Position& pos, QChar ch, const char* what, QString& message)
{
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    const Side side = ch.isUpper() ? First : Second;
    const int backRank = castlingRankOf(v, side);
    const QChar up = ch.toUpper();
    if (up < u'A' || up >= QChar(u'A' + g.files()) || backRank < 0) {
        message
            = QStringLiteral("'%1' is not a castling right or %2").arg(ch).arg(QLatin1String(what));
        return NoSquare;
    }
    const Square s = g.square(up.unicode() - u'A', backRank);
    const Piece p = pos.at(s);
    if (!isPiece(p) || sideOf(p) != side) {
        message = QStringLiteral("'%1': no piece of that side on that file of its castling rank")
                      .arg(ch);
        return NoSquare;
    }
    return s;
}

// rules.gating (Fairy-Stockfish's Seirawan FEN): a file letter of the castling field makes the
// piece of that side on that file of its castling rank a gate (and, for a castling partner, is
// also its Shredder-FEN castling right: readCastling goes on). Returns false with `message`
// when no piece of the side stands there.
bool readGateLetter(Position& pos, QChar ch, QString& message)
{
    const Square s = backRankPieceOf(pos, ch, "gate", message);
    if (s == NoSquare)
        return false;
    pos.setGate(s, true);
    return true;
}

// rules.initialMovesInFen (Fairy-Stockfish's Cambodian FEN): a file letter of the castling field
// gives the piece of that side on that file of its castling rank its initial moves. Returns
// false with `message` when no piece of the side with initial moves stands there.
bool readInitialMovesLetter(Position& pos, QChar ch, QString& message)
{
    const Square s = backRankPieceOf(pos, ch, "file", message);
    if (s == NoSquare)
        return false;
    const Piece p = pos.at(s);
    if (!pos.variant().tables().table(typeOf(p), sideOf(p)).hasInitial) {
        message
            = QStringLiteral("'%1': no piece with initial moves of that side on that file").arg(ch);
        return false;
    }
    pos.setVirgin(s, true);
    return true;
}

// Reads the castling field `c` (KQkq, Shredder-FEN or X-FEN letters) into the unmoved flags
// of the royals and partners of `pos`, and with rules.gating into its gates (K and Q: the royal's
// and the partner's squares; file letters: readGateLetter). On error fills `at` (the offset in
// `c`) and `message`.
bool readCastling(Position& pos, const QString& c, int& at, QString& message)
{
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    for (int i = 0; i < c.size(); ++i) {
        at = i;
        const QChar ch = c[i];
        const Side side = ch.isUpper() ? First : Second;
        const int backRank = castlingRankOf(v, side);
        const bool gating = v.rules.gating;
        const bool gateLetter = gating && ch.toUpper() != u'K' && ch.toUpper() != u'Q';
        if (v.rules.initialMovesInFen && ch.toUpper() != u'K' && ch.toUpper() != u'Q') {
            if (!readInitialMovesLetter(pos, ch, message))
                return false;
            continue;
        }
        if (gateLetter && !readGateLetter(pos, ch, message))
            return false;
        // The castling royal of that side on its castling rank (the back rank but in shako).
        Square king = NoSquare;
        for (int f = 0; f < g.files() && backRank >= 0; ++f) {
            const Square s = g.square(f, backRank);
            const Piece p = pos.at(s);
            if (isPiece(p) && sideOf(p) == side
                && v.tables().table(typeOf(p), side).castling.steps > 0)
                king = s;
        }
        if (king == NoSquare && gateLetter)
            continue; // a gate only
        if (king == NoSquare) {
            message = QStringLiteral("'%1': no castling piece on the back rank").arg(ch);
            return false;
        }
        auto isPartner = [&](Square s) {
            const Piece p = pos.at(s);
            const auto& partners = v.rules.castling.partners;
            return isPiece(p) && sideOf(p) == side
                && std::find(partners.begin(), partners.end(), typeOf(p)) != partners.end();
        };
        Square partner = NoSquare;
        const QChar up = ch.toUpper();
        const int kf = g.fileOf(king);
        if (up == u'K' || up == u'Q') {
            const int dir = up == u'K' ? 1 : -1;
            // X-FEN: the outermost partner in that direction (up to rules.castlingPartnerFiles).
            const int limit = partnerLimit(v, dir);
            for (int f = kf + dir; (f - limit) * dir <= 0; f += dir)
                if (isPartner(g.square(f, backRank)))
                    partner = g.square(f, backRank);
        } else if (up >= u'A' && up < QChar(u'A' + g.files())) {
            const Square s = g.square(up.unicode() - u'A', backRank);
            if (isPartner(s))
                partner = s;
        } else {
            message = QStringLiteral("'%1' is not a castling right").arg(ch);
            return false;
        }
        if (partner == NoSquare && gateLetter)
            continue; // a gate only
        if (partner == NoSquare) {
            message = QStringLiteral("'%1': no piece to castle with").arg(ch);
            return false;
        }
        pos.setVirgin(king, true);
        pos.setVirgin(partner, true);
        if (gating) {
            pos.setGate(king, true);
            pos.setGate(partner, true);
        }
    }
    return true;
}

// rules.gating: the file letters of `side`'s gates on its castling rank that its castling
// letters do not imply. A castling letter makes the royal's and the partner's squares gates, so
// an unmoved partner of an unmoved royal, and an unmoved royal with such a partner, need none.
QString gateLetters(const Position& pos, Side side)
{
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    const int backRank = castlingRankOf(v, side);
    if (backRank < 0)
        return {};
    const auto& partners = v.rules.castling.partners;
    auto castler = [&](Square s) {
        const Piece p = pos.at(s);
        return isPiece(p) && sideOf(p) == side && pos.isVirgin(s)
            && v.tables().table(typeOf(p), side).castling.steps > 0;
    };
    auto partner = [&](Square s) {
        const Piece p = pos.at(s);
        return isPiece(p) && sideOf(p) == side && pos.isVirgin(s)
            && std::find(partners.begin(), partners.end(), typeOf(p)) != partners.end();
    };
    bool anyCastler = false, anyPartner = false;
    for (int f = 0; f < g.files(); ++f) {
        anyCastler = anyCastler || castler(g.square(f, backRank));
        anyPartner = anyPartner || partner(g.square(f, backRank));
    }
    QString letters;
    for (int f = 0; f < g.files(); ++f) {
        const Square s = g.square(f, backRank);
        if (!pos.isGate(s) || (castler(s) && anyPartner) || (partner(s) && anyCastler))
            continue;
        const QChar c(u'A' + f);
        letters += side == First ? c : c.toLower();
    }
    return letters;
}

// rules.initialMovesInFen: the file letters of `side`'s pieces on its castling rank that still
// have initial moves and do not castle ("DE" at Cambodian chess's start).
QString initialMovesLetters(const Position& pos, Side side)
{
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    const int backRank = castlingRankOf(v, side);
    QString letters;
    for (int f = 0; f < g.files() && backRank >= 0; ++f) {
        const Square s = g.square(f, backRank);
        const Piece p = pos.at(s);
        if (!isPiece(p) || sideOf(p) != side || !pos.isVirgin(s))
            continue;
        const PieceTable& t = v.tables().table(typeOf(p), side);
        if (!t.hasInitial || t.castling.steps > 0)
            continue;
        const QChar c(u'A' + f);
        letters += side == First ? c : c.toLower();
    }
    return letters;
}

// The nearest piece of `mover` within three squares straight beyond `last` in its forward
// direction: where the piece that passed over `last` stands after a double or triple step.
Square victimBeyond(const Position& pos, Square last, Side mover)
{
    const BoardGeometry& g = pos.variant().geometry;
    const int fwd = mover == First ? g.stride() : -g.stride();
    int cur = last;
    for (int k = 0; k < 3; ++k) {
        cur += fwd;
        if (cur >= 0 && cur < g.cellCount() && isPiece(pos.at(Square(cur)))
            && sideOf(pos.at(Square(cur))) == mover)
            return Square(cur);
    }
    return NoSquare;
}

// Reads the en passant field `e` (one or more squares) into `pos`, keeping the squares some
// enemy piece could capture on; for Lion-trading variants, lishogi's "last Lion capture"
// square. On error fills `at` (the offset in `e`) and `message`.
bool readEnPassant(Position& pos, const QString& e, int& at, QString& message)
{
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    if (v.rules.lionTrading.enabled()) {
        int end = 0;
        const Square s = g.parseSquare(e, end);
        if (s == NoSquare || end != e.size()) {
            at = 0;
            message = QStringLiteral("'%1' is not a square").arg(e);
            return false;
        }
        pos.setLionCaptureSquare(s);
        return true;
    }
    // Fairy-Stockfish writes a variant with a counting rule with a number there (its count's
    // limit; 0: none runs). Only 0 can be taken: a running count is not kept in a Position.
    if (v.rules.counting.enabled() && !e.isEmpty()
        && std::all_of(e.begin(), e.end(), [](QChar c) { return c.isDigit(); })) {
        if (e.toInt() == 0)
            return true;
        at = 0;
        message = QStringLiteral("'%1': a running count cannot be read from a FEN; only 0 (no "
                                 "count) can")
                      .arg(e);
        return false;
    }
    std::vector<Square> squares;
    int i = 0;
    while (i < e.size()) {
        const Square s = g.parseSquare(e, i);
        if (s == NoSquare) {
            at = i;
            message = QStringLiteral("'%1' is not a square").arg(e.mid(i));
            return false;
        }
        squares.push_back(s);
    }
    // The victim is the piece that made the move: a square of the field holding a piece of the
    // side that just moved (as Fairy-Stockfish writes "d6c5" after a Berolina pawn's e7c5),
    // else the nearest such piece straight beyond the squares.
    const Side mover = opposite(pos.sideToMove());
    Square victim = NoSquare;
    std::vector<Square> passed;
    for (Square s : squares) {
        const Piece p = pos.at(s);
        if (victim == NoSquare && isPiece(p) && sideOf(p) == mover)
            victim = s;
        else
            passed.push_back(s);
    }
    if (victim == NoSquare && !passed.empty())
        victim = victimBeyond(pos, passed.back(), mover);
    std::vector<Square> capturable;
    for (Square s : passed)
        if (victim != NoSquare && enPassantCapturable(pos, s, pos.sideToMove()))
            capturable.push_back(s);
    pos.setEnPassant(capturable, victim);
    return true;
}

// n-check's counts (rules.goals.checkLimit): Fairy-Stockfish's "3+3" (the checks each side
// must still give) as the field after en passant, or Lichess's "+0+0" (the checks each side
// gave) after the move number. Takes the field out of `fields` and sets `remaining` (the
// limit for both sides when there is none); false, with the reason, for a count out of range.
bool takeCheckCounts(
    QStringList& fields, int limit, std::array<int, 2>& remaining, QString& message)
{
    static const QRegularExpression toGive(QStringLiteral("^(\\d{1,3})\\+(\\d{1,3})$"));
    static const QRegularExpression given(QStringLiteral("^\\+(\\d{1,3})\\+(\\d{1,3})$"));
    remaining = {limit, limit};
    if (fields.size() > 4) {
        if (const QRegularExpressionMatch m = toGive.match(fields[4]); m.hasMatch()) {
            remaining = {m.captured(1).toInt(), m.captured(2).toInt()};
            fields.removeAt(4);
        }
    }
    if (fields.size() > 4) {
        if (const QRegularExpressionMatch m = given.match(fields.last()); m.hasMatch()) {
            remaining = {limit - m.captured(1).toInt(), limit - m.captured(2).toInt()};
            fields.removeLast();
        }
    }
    for (int n : remaining)
        if (n < 0 || n > Position::MaxCheckCount) {
            message = QStringLiteral("a side has %1 checks to give; from 0 to %2 (the limit %3 "
                                     "less the checks given)")
                          .arg(n)
                          .arg(Position::MaxCheckCount)
                          .arg(limit);
            return false;
        }
    return true;
}

} // namespace

std::optional<Position> readFen(const VariantPtr& variant, const QString& fenText, FenError* err,
    ImpossiblePositions impossible)
{
    const VariantDefinition& v = *variant;
    const BoardGeometry& g = v.geometry;
    auto fail = [&](const QString& field, int pos, const QString& msg) -> std::optional<Position> {
        if (err)
            *err = FenError{field, pos, msg};
        return std::nullopt;
    };
    const QString fen = normalizedFen(v, fenText.trimmed());
    if (fen.isEmpty())
        return fail(QStringLiteral("board"), 0, QStringLiteral("the FEN is empty"));
    QStringList fields = fen.split(u' ', Qt::SkipEmptyParts);
    std::array<int, 2> checks{0, 0};
    if (QString message; v.rules.goals.checkLimit > 0
        && !takeCheckCounts(fields, v.rules.goals.checkLimit, checks, message))
        return fail(QStringLiteral("checks"), -1, message);
    int offset = 0;
    auto fieldOffset = [&](int index) {
        int pos = 0;
        for (int i = 0; i < index && i < fields.size(); ++i)
            pos = int(fen.indexOf(fields[i], pos)) + int(fields[i].size());
        return int(fen.indexOf(fields.value(index), pos));
    };

    Position pos(variant);
    pos.clear();

    // Board and holdings: "board[holdings]" or an extra "/holdings" rank.
    QString board = fields[0];
    QString holdings;
    const int bracket = int(board.indexOf(u'['));
    if (bracket >= 0) {
        if (!board.endsWith(u']'))
            return fail(
                QStringLiteral("holdings"), bracket, QStringLiteral("'[' without a closing ']'"));
        holdings = board.mid(bracket + 1, board.size() - bracket - 2);
        board = board.left(bracket);
    } else if (v.rules.hands.enabled && board.count(u'/') == g.ranks()) {
        const int last = int(board.lastIndexOf(u'/'));
        holdings = board.mid(last + 1);
        board = board.left(last);
    }
    if (board.count(u'/') != g.ranks() - 1)
        return fail(QStringLiteral("board"), offset,
            QStringLiteral("%1 ranks given, the board has %2")
                .arg(board.count(u'/') + 1)
                .arg(g.ranks()));
    std::vector<std::pair<Square, Piece>> pieces;
    QString message;
    if (!readFenBoard(v, board, pieces, &message))
        return fail(QStringLiteral("board"), offset, message);
    if (v.rules.walling.kind == WallingKind::Duck
        && std::count_if(
               pieces.begin(), pieces.end(), [](const auto& sp) { return sp.second == Wall; })
            > 1)
        return fail(QStringLiteral("board"), offset, QStringLiteral("more than one duck ('*')"));
    for (const auto& [s, p] : pieces) {
        if (!g.isPlayable(s))
            return fail(QStringLiteral("board"), offset,
                QStringLiteral("a piece stands on the removed square %1").arg(g.squareName(s)));
        pos.setPiece(s, p);
    }
    for (int s = 0; s < 2; ++s)
        if (const int royals = royalsOf(pos, Side(s)); royals > Position::MaxRoyals)
            return fail(QStringLiteral("board"), offset,
                QStringLiteral("the %1 side has %2 royal pieces; at most %3 are allowed")
                    .arg(s == First ? QStringLiteral("first") : QStringLiteral("second"))
                    .arg(royals)
                    .arg(Position::MaxRoyals));
    if (!holdings.isEmpty() && holdings != u"-") {
        if (!v.rules.hands.enabled)
            return fail(QStringLiteral("holdings"), bracket,
                QStringLiteral("this variant has no pieces in hand"));
        int at = 0;
        if (!readHoldings(pos, holdings, at, message))
            return fail(QStringLiteral("holdings"), bracket + 1 + at, message);
    }

    // Side to move.
    if (fields.size() > 1) {
        const QString s = fields[1];
        if (s == u"w")
            pos.setSideToMove(First);
        else if (s == u"b")
            pos.setSideToMove(Second);
        else
            return fail(QStringLiteral("side"), fieldOffset(1),
                QStringLiteral("'%1' is not a side to move (w or b)").arg(s));
    }

    // Initial-move rights: pieces with initial moves on their start squares (with
    // rules.initialMovesInFen, those of the castling rank only by their castling-field letter).
    for (Square s : g.squares()) {
        const Piece p = pos.at(s);
        if (isPiece(p) && v.initialSquares(typeOf(p), sideOf(p)).contains(s)
            && v.tables().table(typeOf(p), sideOf(p)).hasInitial
            && !(v.rules.initialMovesInFen && g.rankOf(s) == castlingRankOf(v, sideOf(p))))
            pos.setVirgin(s, true);
    }

    // Castling.
    if (fields.size() > 2 && fields[2] != u"-") {
        int at = 0;
        if (!readCastling(pos, fields[2], at, message))
            return fail(QStringLiteral("castling"), fieldOffset(2) + at, message);
    }

    // En passant (Chu Shogi: the Lion-capture square).
    if (fields.size() > 3 && fields[3] != u"-") {
        int at = 0;
        if (!readEnPassant(pos, fields[3], at, message))
            return fail(QStringLiteral("en passant"), fieldOffset(3) + at, message);
    }

    // Counters.
    int half = 0, full = 1;
    if (fields.size() > 4 && (half = readCounter(fields[4])) < 0)
        return fail(QStringLiteral("counters"), fieldOffset(4),
            QStringLiteral("'%1' is not a half-move count from 0 to %2")
                .arg(fields[4])
                .arg(Position::MaxMoveCounter));
    if (fields.size() > 5 && (full = readCounter(fields[5])) < 0)
        return fail(QStringLiteral("counters"), fieldOffset(5),
            QStringLiteral("'%1' is not a move number from 0 to %2")
                .arg(fields[5])
                .arg(Position::MaxMoveCounter));
    if (fields.size() > 6)
        return fail(QStringLiteral("counters"), fieldOffset(6),
            QStringLiteral("unexpected text '%1' after the move number").arg(fields[6]));
    pos.setClocks(half, full);
    if (v.rules.goals.checkLimit > 0)
        for (Side s : {First, Second})
            pos.setChecksRemaining(s, checks[s]);

    if (impossible == ImpossiblePositions::Refuse) {
        const QStringList problems = positionProblemTexts(pos);
        if (!problems.isEmpty())
            return fail(QStringLiteral("position"), -1, problems.join(u' '));
    }
    return pos;
}

namespace {

QString boardText(const Position& pos)
{
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    QString out;
    for (int r = g.ranks() - 1; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < g.files(); ++f) {
            const Square s = g.square(f, r);
            if (!g.isPlayable(s)) {
                if (empty)
                    out += QString::number(empty);
                empty = 0;
                out += u'*';
                continue;
            }
            const Piece p = pos.at(s);
            if (p == Empty) {
                ++empty;
                continue;
            }
            if (empty)
                out += QString::number(empty);
            empty = 0;
            out += p == Wall ? QStringLiteral("*") : v.fenLetter(p); // a wall (rules.walling)
        }
        if (empty)
            out += QString::number(empty);
        if (r > 0)
            out += u'/';
    }
    return out;
}

} // namespace

QString writeFen(const Position& pos)
{
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    QString out = boardText(pos);
    if (v.rules.hands.enabled) {
        out += u'[';
        for (int s = 0; s < 2; ++s)
            for (PieceType t = 0; t < v.pieceCount(); ++t)
                for (int k = 0; k < pos.handCount(Side(s), t); ++k)
                    out += v.fenLetter(makePiece(t, Side(s)));
        out += u']';
    }
    out += pos.sideToMove() == First ? QStringLiteral(" w ") : QStringLiteral(" b ");

    // Castling rights from virgin royals and partners.
    QString castling;
    for (int s = 0; s < 2; ++s) {
        const Side side = Side(s);
        const int backRank = castlingRankOf(v, side);
        for (int f = 0; f < g.files() && backRank >= 0; ++f) {
            const Square ks = g.square(f, backRank);
            const Piece k = pos.at(ks);
            if (!isPiece(k) || sideOf(k) != side || !pos.isVirgin(ks)
                || v.tables().table(typeOf(k), side).castling.steps == 0)
                continue;
            QString rights;
            for (int dir : {1, -1}) {
                Square outermost = NoSquare;
                std::vector<Square> found;
                const int limit = partnerLimit(v, dir);
                for (int x = f + dir; x >= 0 && x < g.files(); x += dir) {
                    const Square ps = g.square(x, backRank);
                    const Piece p = pos.at(ps);
                    const auto& partners = v.rules.castling.partners;
                    if (isPiece(p) && sideOf(p) == side
                        && std::find(partners.begin(), partners.end(), typeOf(p))
                            != partners.end()) {
                        if ((x - limit) * dir <= 0)
                            outermost = ps;
                        if (pos.isVirgin(ps))
                            found.push_back(ps);
                    }
                }
                for (Square ps : found) {
                    QChar c = ps == outermost ? QChar(dir > 0 ? u'K' : u'Q')
                                              : QChar(u'A' + g.fileOf(ps));
                    rights += side == First ? c : c.toLower();
                }
            }
            castling += rights;
        }
        if (v.rules.gating)
            castling += gateLetters(pos, side);
        if (v.rules.initialMovesInFen)
            castling += initialMovesLetters(pos, side);
    }
    out += castling.isEmpty() ? QStringLiteral("-") : castling;
    out += u' ';
    if (v.rules.lionTrading.enabled()) {
        out += pos.lionCaptureSquare() == NoSquare ? QStringLiteral("-")
                                                   : g.squareName(pos.lionCaptureSquare());
    } else if (pos.epCount() == 0) {
        out += u'-';
    } else {
        for (int i = 0; i < pos.epCount(); ++i)
            out += g.squareName(pos.epSquares()[size_t(i)]);
        // A victim not straight beyond the squares (a Berolina pawn) is named after them.
        const Square last = pos.epSquares()[size_t(pos.epCount() - 1)];
        if (victimBeyond(pos, last, opposite(pos.sideToMove())) != pos.epVictim())
            out += g.squareName(pos.epVictim());
    }
    if (v.rules.goals.checkLimit > 0)
        out += QStringLiteral(" %1+%2")
                   .arg(pos.checksRemaining(First))
                   .arg(pos.checksRemaining(Second));
    out += QStringLiteral(" %1 %2").arg(pos.halfmoveClock()).arg(pos.fullmoveNumber());
    return out;
}

QString writeSfen(const Position& pos)
{
    const VariantDefinition& v = pos.variant();
    QString out = boardText(pos);
    out += pos.sideToMove() == First ? QStringLiteral(" b ") : QStringLiteral(" w ");
    QString hands;
    for (int side = 0; side < 2; ++side)
        for (PieceType t = 0; t < v.pieceCount(); ++t) {
            const int n = pos.handCount(Side(side), t);
            if (n > 1)
                hands += QString::number(n);
            if (n > 0)
                hands += v.fenLetter(makePiece(t, Side(side)));
        }
    out += hands.isEmpty() ? QStringLiteral("-") : hands;
    const qint64 plies
        = (qint64(pos.fullmoveNumber()) - 1) * 2 + (pos.sideToMove() == Second ? 1 : 0) + 1;
    return out + u' ' + QString::number(plies);
}

} // namespace fb
