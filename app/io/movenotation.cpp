// SPDX-License-Identifier: GPL-3.0-or-later
#include "movenotation.h"

#include "movegen.h"
#include "notation.h"
#include "notationspelling.h"
#include "sanmatch.h"
#include "xboardsan.h"

#include <QCoreApplication>

namespace fb::io {

namespace {

struct NotationInfo
{
    Notation notation;
    const char* id;
};

const NotationInfo Infos[] = {
    {Notation::San, "san"},
    {Notation::ShogiWestern, "western"},
    {Notation::ShogiJapanese, "japanese"},
    {Notation::Wxf, "wxf"},
    {Notation::Chinese, "chinese"},
    {Notation::Iccs, "iccs"},
    {Notation::Coordinate, "coordinate"},
    {Notation::XBoardSan, "xboard"},
};

/// The translation context of the notation's words and messages.
class NotationText
{
    Q_DECLARE_TR_FUNCTIONS(fb::io::NotationText)
};

struct Speller
{
    spelling::Writer write;
    spelling::Normalizer normalize;
};

std::optional<Speller> spellerOf(Notation n)
{
    switch (n) {
    case Notation::ShogiWestern:
        return Speller{spelling::westernShogi, spelling::normalizeWestern};
    case Notation::ShogiJapanese:
        return Speller{spelling::japaneseShogi, spelling::normalizeJapanese};
    case Notation::Wxf:
        return Speller{spelling::wxf, spelling::normalizeWxf};
    case Notation::Chinese:
        return Speller{spelling::chinese, spelling::normalizeChinese};
    case Notation::Iccs:
        return Speller{spelling::iccs, spelling::normalizeIccs};
    case Notation::San:
    case Notation::XBoardSan:
    case Notation::Coordinate:
        break;
    }
    return std::nullopt;
}

/// Is `n` one of the SAN spellings (read and written through the SAN matcher)?
bool isSan(Notation n)
{
    return n == Notation::San || n == Notation::XBoardSan;
}

/// The matcher of SAN in `n` (San or XBoardSan): the variant's labels or XBoard's.
SanMatcher sanMatcher(const VariantDefinition& v, Notation n = Notation::San)
{
    if (n == Notation::XBoardSan)
        return SanMatcher(v, xboardLabels(v));
    return SanMatcher(v, {v.geometry.fileLabels(), v.geometry.rankLabels()});
}

const char16_t Figurines[] = u"♔♕♖♗♘";
const char Letters[] = "KQRBN";

QString toFigurines(QString text)
{
    for (int i = 0; i < 5; ++i)
        text.replace(QChar(Letters[i]), QChar(Figurines[i]));
    return text;
}

QString fromFigurines(QString text)
{
    static const char16_t Black[] = u"♚♛♜♝♞";
    for (int i = 0; i < 5; ++i)
        text.replace(QChar(Figurines[i]), QChar(Letters[i]))
            .replace(QChar(Black[i]), QChar(Letters[i]));
    return text;
}

bool isPassText(const QString& text)
{
    const QString t = text.trimmed();
    for (const QString& w : {QStringLiteral("pass"), QStringLiteral("パス"),
             QStringLiteral("じっと"), QStringLiteral("--"), QStringLiteral("@@@@"),
             QStringLiteral("0000"), passWord(Notation::San)})
        if (t.compare(w, Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

/// Does the typed (normalized) text spell `m` among `context` (exactly, or in a loose form)?
bool spells(const Speller& s, const Position& pos, const MoveList& context, const Move& m,
    const QString& typed, bool loose)
{
    const VariantDefinition& v = pos.variant();
    const spelling::Spelled sp = s.write(pos, context, m);
    if (loose) {
        for (const QString& a : sp.loose)
            if (s.normalize(v, a) == typed)
                return true;
        return false;
    }
    if (s.normalize(v, sp.text) == typed)
        return true;
    for (const QString& a : sp.alternates)
        if (s.normalize(v, a) == typed)
            return true;
    return false;
}

/// Does the text denote `m` in notation `n` (not counting coordinates)?
bool denotes(Notation n, Position& pos, const MoveList& context, const Move& m, const QString& text,
    bool loose = false)
{
    if (m.isPass())
        return isPassText(text);
    if (const auto s = spellerOf(n))
        return spells(*s, pos, context, m, s->normalize(pos.variant(), text), loose);
    if (loose)
        return false;
    if (isSan(n)) {
        const std::optional<Move> found
            = sanMatcher(pos.variant(), n).match(pos, MoveList{m}, fromFigurines(text), nullptr);
        return found.has_value();
    }
    // rules.walling: the text ends with the wall's square (a cheap test first: hundreds of
    // moves differ by their wall alone).
    if (m.isWalling()
        && !text.trimmed().endsWith(pos.geometry().squareName(m.wall), Qt::CaseInsensitive))
        return false;
    return coordinateText(pos, m).compare(text.trimmed(), Qt::CaseInsensitive) == 0;
}

void addUnique(MoveList& list, const Move& m)
{
    for (const Move& o : list)
        if (o.sameTurn(m))
            return;
    list.push_back(m);
}

bool contains(const MoveList& list, const Move& m)
{
    for (const Move& o : list)
        if (o.sameTurn(m))
            return true;
    return false;
}

/// Adds the drops of pieces in hand on empty squares that the generator leaves out by rule
/// (nifu, a region, a dead square), so that a typed one is named as a candidate.
void addRestrictedDrops(const Position& pos, MoveList& pseudo)
{
    const VariantDefinition& v = pos.variant();
    if (!v.rules.hands.enabled)
        return;
    for (PieceType t = 0; t < v.pieceCount(); ++t) {
        if (pos.handCount(pos.sideToMove(), t) == 0)
            continue;
        for (Square s : v.geometry.squares()) {
            if (pos.at(s) != Empty)
                continue;
            Move m;
            m.kind = MoveKind::Drop;
            m.dropped = t;
            m.to = s;
            addUnique(pseudo, m);
        }
    }
}

/// The legal moves the text denotes in notation `n`.
MoveList legalMatches(Notation n, Position& pos, const MoveList& legal, const QString& text)
{
    MoveList out;
    if (isSan(n)) {
        bool ambiguous = false;
        const auto found = sanMatcher(pos.variant(), n)
                               .match(pos, legal, fromFigurines(text), nullptr, &ambiguous);
        if (found)
            out.push_back(*found);
        else if (ambiguous)
            for (const Move& m : legal)
                if (denotes(n, pos, legal, m, text))
                    addUnique(out, m);
        return out;
    }
    for (const bool loose : {false, true}) {
        for (const Move& m : legal)
            if (denotes(n, pos, legal, m, text, loose))
                addUnique(out, m);
        if (!out.empty())
            break;
    }
    return out;
}

} // namespace

QString notationId(Notation n)
{
    for (const NotationInfo& i : Infos)
        if (i.notation == n)
            return QString::fromLatin1(i.id);
    return {};
}

std::optional<Notation> notationFromId(const QString& id)
{
    for (const NotationInfo& i : Infos)
        if (id.compare(QLatin1StringView(i.id), Qt::CaseInsensitive) == 0)
            return i.notation;
    return std::nullopt;
}

QString notationName(Notation n)
{
    switch (n) {
    case Notation::San:
        //: Move notation: Standard Algebraic Notation (Nf3, exd6, O-O)
        return NotationText::tr("Algebraic (SAN)");
    case Notation::ShogiWestern:
        //: Shogi move notation with letters (P-7f, Bx2b+), as in English books and lishogi
        return NotationText::tr("Western (P-7f)");
    case Notation::ShogiJapanese:
        //: Shogi move notation in Japanese (▲７六歩)
        return NotationText::tr("Japanese (▲７六歩)");
    case Notation::Wxf:
        //: Xiangqi notation of the World Xiangqi Federation (C2.5, H8+7)
        return NotationText::tr("WXF (C2.5)");
    case Notation::Chinese:
        //: Xiangqi notation in Chinese (炮二平五)
        return NotationText::tr("Chinese (炮二平五)");
    case Notation::Iccs:
        //: Xiangqi coordinates of the Internet Chinese Chess Server (h2e2)
        return NotationText::tr("ICCS (h2e2)");
    case Notation::Coordinate:
        //: Moves written as the squares moved from and to (e2e4)
        return NotationText::tr("Coordinates (e2e4)");
    case Notation::XBoardSan:
        //: SAN as the XBoard/WinBoard program writes it: ranks from 0 on boards of ten ranks
        return NotationText::tr("XBoard SAN (Che2)");
    }
    return {};
}

std::vector<Notation> notationsOf(Family f)
{
    switch (f) {
    case Family::Chess:
        return {Notation::San, Notation::Coordinate, Notation::XBoardSan};
    case Family::Shogi:
        return {Notation::ShogiJapanese, Notation::ShogiWestern, Notation::Coordinate};
    case Family::Xiangqi:
        return {Notation::Wxf, Notation::Chinese, Notation::Iccs, Notation::Coordinate,
            Notation::XBoardSan};
    case Family::Janggi:
        return {Notation::Coordinate, Notation::San};
    }
    return {Notation::Coordinate};
}

Notation defaultNotation(Family f)
{
    return notationsOf(f).front();
}

bool offers(Family f, Notation n)
{
    const std::vector<Notation> all = notationsOf(f);
    return std::find(all.begin(), all.end(), n) != all.end();
}

QString passWord(Notation n)
{
    if (n == Notation::ShogiJapanese)
        return QStringLiteral("パス");
    //: A move that passes the whole turn (janggi), as written in the move list and typed
    return NotationText::tr("pass");
}

QString moveText(
    Notation n, Position& pos, const MoveList& legal, const Move& m, const NotationOptions& options)
{
    if (m.isPass())
        return passWord(n);
    if (const auto s = spellerOf(n))
        return s->write(pos, legal, m).text;
    if (n == Notation::San) {
        const QString san = unambiguousSan(pos, legal, m, sanMatcher(pos.variant()));
        return options.figurines && pos.variant().family == Family::Chess ? toFigurines(san) : san;
    }
    if (n == Notation::XBoardSan)
        return xboardSan(pos.variant(), unambiguousSan(pos, legal, m, sanMatcher(pos.variant())));
    return coordinateText(pos, m);
}

ReadResult readMove(Notation n, Position& pos, const MoveList& legal, const QString& text)
{
    ReadResult r;
    const QString typed = text.trimmed();
    if (typed.isEmpty()) {
        r.error = NotationText::tr("Type a move first.");
        return r;
    }
    if (isPassText(typed)) {
        for (const Move& m : legal)
            if (m.isPass()) {
                r.move = m;
                return r;
            }
        r.error = NotationText::tr("Passing is not allowed here.");
        return r;
    }
    MoveList found = legalMatches(n, pos, legal, typed);
    if (found.empty() && n != Notation::Coordinate)
        for (const Move& m : legal)
            if (denotes(Notation::Coordinate, pos, legal, m, typed))
                addUnique(found, m);
    if (found.empty())
        if (const auto m = parseCoordinate(pos, typed))
            found.push_back(*m);
    if (found.size() == 1) {
        r.move = found.front();
        return r;
    }
    if (found.size() > 1) {
        QStringList texts;
        for (const Move& m : found)
            texts << coordinateText(pos, m);
        r.ambiguous = true;
        //: %1 is the typed move, %2 the moves it may mean, in coordinates
        r.error = NotationText::tr("'%1' is ambiguous: it fits %2.")
                      .arg(typed, texts.join(QStringLiteral(", ")));
        return r;
    }
    MoveList pseudo;
    MoveGenerator::generatePseudoLegal(pos, pseudo);
    addRestrictedDrops(pos, pseudo);
    for (const Move& m : pseudo)
        if (!contains(legal, m)
            && (denotes(n, pos, pseudo, m, typed)
                || denotes(Notation::Coordinate, pos, pseudo, m, typed)))
            addUnique(r.candidates, m);
    if (r.candidates.empty())
        //: %1 is the typed move, %2 the notation's name
        r.error = NotationText::tr("'%1' is not a legal move here (read as %2 or coordinates).")
                      .arg(typed, notationName(n));
    else
        //: %1 is the typed move: the pieces can make it, but the rules forbid it now
        r.error = NotationText::tr("'%1' is not allowed here.").arg(typed);
    return r;
}

QString resultText(Notation n, const GameResult& result, int plies)
{
    if (!result.isOver())
        return {};
    const std::optional<Side> w = result.winner;
    switch (n) {
    case Notation::ShogiJapanese:
        if (w)
            return QStringLiteral("まで%1手で%2の勝ち")
                .arg(plies)
                .arg(*w == First ? QStringLiteral("先手") : QStringLiteral("後手"));
        if (result.status == GameStatus::Repetition)
            return QStringLiteral("まで%1手で千日手").arg(plies);
        return QStringLiteral("まで%1手で引き分け").arg(plies);
    case Notation::Chinese:
        if (w)
            return *w == First ? QStringLiteral("红胜") : QStringLiteral("黑胜");
        return QStringLiteral("和棋");
    default:
        break;
    }
    if (w)
        return *w == First ? QStringLiteral("1-0") : QStringLiteral("0-1");
    return QStringLiteral("½-½");
}

} // namespace fb::io
