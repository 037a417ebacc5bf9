// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgnreader.h"

#include "loglimits.h"
#include "moveutil.h"

#include <QJsonObject>
#include <QRegularExpression>
#include <algorithm>

namespace fb::io {

namespace {

inline bool isSpace(QChar c)
{
    if (c.unicode() < 0x80) // (most of a PGN: the test of QChar::isSpace for ASCII)
        return c == u' ' || (c >= u'\t' && c <= u'\r');
    return c.isSpace() || c == QChar(0xFEFF) || c == QChar(0x00A0);
}

// Characters that end a movetext token.
bool isBreak(QChar c)
{
    switch (c.unicode()) {
    case u'{':
    case u'}':
    case u'(':
    case u')':
    case u'[':
    case u']':
    case u';':
    case u'$':
        return true;
    default:
        return isSpace(c);
    }
}

// (The texts below are constexpr views: their lengths are known when compiled, so comparing
// a token with them measures nothing.)
constexpr QStringView Results[] = {u"1-0", u"0-1", u"1/2-1/2", u"*", u"½-½", u"0.5-0.5"};
constexpr QStringView HalfHalf = Results[4], PointFive = Results[5];

bool isResult(QStringView t)
{
    return std::any_of(
        std::begin(Results), std::end(Results), [t](QStringView r) { return sameText(r, t); });
}

QString canonicalResult(QStringView t)
{
    if (sameText(t, HalfHalf) || sameText(t, PointFive))
        return QStringLiteral("1/2-1/2");
    return t.toString();
}

constexpr std::pair<QStringView, int> Glyphs[]
    = {{u"!!", 3}, {u"??", 4}, {u"!?", 5}, {u"?!", 6}, {u"!", 1}, {u"?", 2}, {u"□", 7}, {u"=", 10},
        {u"∞", 13}, {u"⩲", 14}, {u"⩱", 15}, {u"±", 16}, {u"∓", 17}, {u"+-", 18}, {u"-+", 19}};

// The NAG of a token that is an annotation glyph on its own, else 0.
int glyphNag(QStringView token)
{
    for (const auto& [g, nag] : Glyphs)
        if (sameText(token, g))
            return nag;
    return 0;
}

// Trailing annotation glyphs ("e4!?") as a NAG, removed from the move text.
int takeGlyph(QStringView& move)
{
    // (the glyphs a move may end with, $1 to $6, all end in '!' or '?')
    if (move.isEmpty() || (move.back() != u'!' && move.back() != u'?'))
        return 0;
    for (const auto& [g, nag] : Glyphs) {
        if (nag > 6)
            break;
        const QStringView glyph = g;
        if (move.size() > glyph.size() && move.endsWith(glyph)) {
            move.chop(glyph.size());
            return nag;
        }
    }
    return 0;
}

// Full-width move numbers of Chinese and Japanese records ("１２．") in ASCII: the digits and
// '．' the token starts with. `token` then views `storage` when anything changed.
void asciiMoveNumber(QStringView& token, QString& storage)
{
    auto fullWidth
        = [](QChar c) { return c == u'．' || (c.unicode() >= 0xFF10 && c.unicode() <= 0xFF19); };
    qsizetype k = 0;
    while (k < token.size() && (token[k].isDigit() || token[k] == u'．') && !fullWidth(token[k]))
        ++k;
    if (k == token.size() || !fullWidth(token[k]))
        return;
    storage = token.toString();
    for (; k < storage.size() && (storage[k].isDigit() || storage[k] == u'．'); ++k)
        if (storage[k] == u'．')
            storage[k] = u'.';
        else if (fullWidth(storage[k]))
            storage[k] = QChar(storage[k].unicode() - 0xFF10 + u'0');
    token = storage;
}

class PgnParser
{
public:
    PgnParser(const QString& text, const QString& source, GameCollector& out)
        : m_text(text)
        , m_source(source)
        , m_out(out)
    { }

    void run()
    {
        while (!m_out.stopped()) {
            skipSpaceAndEscapes();
            if (atEnd())
                break;
            readGame();
        }
    }

private:
    bool atEnd() const { return m_pos >= m_text.size(); }
    QChar peek() const { return m_text[m_pos]; }
    QChar next()
    {
        const QChar c = m_text[m_pos++];
        if (c == u'\n') {
            ++m_line;
            m_lineStart = m_pos;
        }
        return c;
    }

    void skipSpaceAndEscapes()
    {
        while (!atEnd()) {
            const QChar c = peek();
            if (isSpace(c)) {
                next();
            } else if (c == u'%' && (m_pos == 0 || m_text[m_pos - 1] == u'\n')) {
                skipLine(); // "%" escape line
            } else {
                break;
            }
        }
    }

    void skipLine()
    {
        while (!atEnd() && next() != u'\n') { }
    }

    QString where(int line) const { return QStringLiteral("%1:%2: ").arg(m_source).arg(line); }

    // After an error: skip to the next line that starts with '[' (the next tag section).
    void recover()
    {
        while (!atEnd()) {
            if (peek() == u'[' && (m_pos == 0 || m_text[m_pos - 1] == u'\n'))
                return;
            next();
        }
    }

    void fail(GameRecord& game, int line, const QString& message)
    {
        if (game.error.isEmpty())
            game.error = where(line) + message;
        recover();
    }

    bool readTag(GameRecord& game)
    {
        const int line = m_line;
        next(); // '['
        while (!atEnd() && (peek() == u' ' || peek() == u'\t'))
            next();
        const qsizetype nameStart = m_pos;
        while (!atEnd() && !isSpace(peek()) && peek() != u'"' && peek() != u']')
            next();
        const QString name = m_text.mid(nameStart, m_pos - nameStart);
        while (!atEnd() && (peek() == u' ' || peek() == u'\t'))
            next();
        if (name.isEmpty() || atEnd() || peek() != u'"') {
            fail(game, line, QStringLiteral("malformed tag pair (expected [Name \"value\"])"));
            return false;
        }
        next(); // '"'
        QString value;
        bool closed = false;
        qsizetype run = m_pos; // where the characters not yet in `value` start
        while (!atEnd() && peek() != u'\n') {
            const qsizetype at = m_pos;
            const QChar c = next();
            if (c == u'\\' && !atEnd() && (peek() == u'"' || peek() == u'\\')) {
                value += QStringView(m_text).mid(run, at - run);
                value += next();
                run = m_pos;
                continue;
            }
            if (c == u'"') {
                value += QStringView(m_text).mid(run, at - run);
                closed = true;
                break;
            }
        }
        if (!closed) {
            fail(game, line, QStringLiteral("tag %1: the value has no closing quote").arg(name));
            return false;
        }
        while (!atEnd() && (peek() == u' ' || peek() == u'\t'))
            next();
        if (!atEnd() && peek() == u']')
            next();
        else if (!atEnd() && peek() != u'\n' && peek() != u'\r') {
            fail(game, line, QStringLiteral("tag %1: no closing ']'").arg(name));
            return false;
        }
        return storeTag(game, name, value, line);
    }

    // False when a limit stops reading.
    bool storeTag(GameRecord& game, const QString& name, const QString& value, int line)
    {
        if (name == u"Result") {
            m_tagResult = value.trimmed();
            return true;
        }
        if (!m_out.countTag(game, line))
            return false;
        // The games of a generated file embed the same preset: parsed once, shared.
        const bool preset = name == u"PresetJSON";
        if (preset && !m_lastPreset.isEmpty() && value == m_lastPresetText) {
            game.presetJson = m_lastPreset;
            return true;
        }
        QString why;
        // XQBase's and ElephantEye's xiangqi PGN names the game, not a variant.
        if (name == u"Game" && value.trimmed() == u"Chinese Chess" && game.variantName.isEmpty())
            game.variantName = QStringLiteral("xiangqi");
        if (!game.takeSpecialTag(name, value, &why))
            game.tags.append({name, value});
        else if (!why.isEmpty() && game.error.isEmpty())
            game.error = where(line) + why;
        if (preset && !game.presetJson.isEmpty()) {
            m_lastPresetText = value;
            m_lastPreset = game.presetJson;
        }
        return true;
    }

    // Reads a {comment}; false if it is not closed. A comment left open runs into the next
    // game: it stops before a tag pair that follows a blank line, so that game still loads.
    bool readBraceComment(QString& out)
    {
        next(); // '{'
        bool blankLine = false;
        while (!atEnd()) {
            const QChar c = next();
            if (c == u'}') {
                out = out.simplified();
                return true;
            }
            if (c == u'\n') {
                if (blankLine && startsTagLine())
                    return false;
                qsizetype i = m_pos;
                while (i < m_text.size()
                    && (m_text[i] == u' ' || m_text[i] == u'\t' || m_text[i] == u'\r'))
                    ++i;
                blankLine = i < m_text.size() && m_text[i] == u'\n';
            }
            out += c;
        }
        return false;
    }

    // Does a tag pair ([Name "...) start at the current position?
    bool startsTagLine() const
    {
        static const QRegularExpression tag(QStringLiteral("^\\[\\w+\\s+\""));
        return tag.matchView(QStringView(m_text).mid(m_pos, 64)).hasMatch();
    }

    void readGame()
    {
        GameRecord game;
        game.sourceName = m_source;
        game.sourceLine = m_line;
        game.notation = MoveNotation::San;
        m_tagResult.clear();
        bool sawMovetext = false;
        bool finished = false;
        std::vector<Line*> stack{&game.mainLine};
        std::vector<int> openedAt; // the line of each open '('
        // False when a limit stops reading.
        auto attachComment = [&](const QString& comment, int at) {
            if (comment.isEmpty())
                return true;
            if (!m_out.countEntry(at))
                return false;
            Line* line = stack.back();
            if (line->moves.empty())
                line->startComments << comment;
            else
                line->moves.back().comments << comment;
            return true;
        };

        while (!finished) {
            skipSpaceAndEscapes();
            if (atEnd())
                break;
            const QChar c = peek();
            const int line = m_line;
            const int column = int(m_pos - m_lineStart) + 1;
            if (c == u'[') {
                if (sawMovetext)
                    break; // the next game's tags
                if (!readTag(game))
                    break;
                continue;
            }
            sawMovetext = true;
            if (c == u'{') {
                QString comment;
                if (!readBraceComment(comment)) {
                    fail(game, line, QStringLiteral("comment opened here is never closed"));
                    break;
                }
                if (!attachComment(comment, line))
                    break;
            } else if (c == u';') {
                next();
                QString comment;
                while (!atEnd() && peek() != u'\n')
                    comment += next();
                if (!attachComment(comment.trimmed(), line))
                    break;
            } else if (c == u'(') {
                next();
                if (!openVariation(game, stack, line))
                    break;
                openedAt.push_back(line);
            } else if (c == u')') {
                next();
                if (stack.size() == 1) {
                    fail(game, line, QStringLiteral("')' without a variation to close"));
                    break;
                }
                fitLine(stack.back()->moves);
                stack.pop_back();
                openedAt.pop_back();
            } else if (c == u'$') {
                next();
                QString digits;
                while (!atEnd() && peek().isDigit())
                    digits += next();
                Line* l = stack.back();
                if (digits.isEmpty() || l->moves.empty()) {
                    fail(game, line, QStringLiteral("a NAG ('$') without a number or a move"));
                    break;
                }
                if (!m_out.countEntry(line))
                    break;
                bool ok = false;
                const int nag = digits.toInt(&ok);
                l->moves.back().nags << (ok ? std::min(nag, 255) : 255);
            } else if (c == u']' || c == u'}') {
                next();
                fail(game, line, QStringLiteral("unexpected '%1'").arg(c));
                break;
            } else {
                const qsizetype start = m_pos;
                while (!atEnd() && !isBreak(peek()))
                    ++m_pos; // (a token holds no line break)
                const QStringView token = QStringView(m_text).mid(start, m_pos - start);
                if (!readToken(game, stack, token, {line, column}, finished))
                    break;
            }
        }
        fitLine(game.mainLine.moves);
        if (!openedAt.empty() && game.error.isEmpty())
            game.error = where(openedAt.back())
                + QStringLiteral("a variation opened here is never closed");
        if (game.result == u"*" && !m_tagResult.isEmpty() && !finished)
            game.result = m_tagResult;
        const bool empty = game.tags.isEmpty() && game.mainLine.moves.empty()
            && game.variantName.isEmpty() && game.presetId.isEmpty() && game.startFen.isEmpty()
            && game.error.isEmpty();
        if (!empty)
            m_out.add(std::move(game));
    }

    // '(' at `line`: a variation of the last move of the innermost line. False when reading
    // this game stops: no move to vary, nesting deeper than the limit, or the entry limit.
    bool openVariation(GameRecord& game, std::vector<Line*>& stack, int line)
    {
        Line* parent = stack.back();
        if (parent->moves.empty()) {
            fail(game, line, QStringLiteral("a variation before any move"));
            return false;
        }
        // stack holds the main line and every open variation: its size is the new depth.
        if (int(stack.size()) > MaxVariationDepth) {
            fail(game, line,
                QStringLiteral("variations nested more than %1 deep (the limit)")
                    .arg(MaxVariationDepth));
            return false;
        }
        if (!m_out.countEntry(line))
            return false;
        parent->moves.back().variations.emplace_back();
        stack.push_back(&parent->moves.back().variations.back());
        return true;
    }

    struct Place
    {
        int line;
        int column;
    };

    // One movetext token that starts at `at`; `finished` becomes true when it ends the game (a
    // result at the top level). Returns false when a limit stops reading.
    bool readToken(
        GameRecord& game, std::vector<Line*>& stack, QStringView token, Place at, bool& finished)
    {
        const int line = at.line;
        if (isResult(token)) {
            if (stack.size() == 1) {
                game.result = canonicalResult(token);
                finished = true;
            }
            return true; // a result inside a variation: ignore
        }
        QString normalized;
        asciiMoveNumber(token, normalized);
        // Move numbers: "12.", "12...", "12…", glued to a move: "12.e4", "12...Nf6".
        int i = 0;
        while (i < token.size() && token[i].isDigit())
            ++i;
        if (i > 0 && i < token.size() && (token[i] == u'.' || token[i] == QChar(0x2026))) {
            while (i < token.size() && (token[i] == u'.' || token[i] == QChar(0x2026)))
                ++i;
            token = token.mid(i);
            at.column += i;
        } else if (i == token.size()) {
            return true; // a bare number
        }
        qsizetype dots = 0;
        while (dots < token.size() && (token[dots] == u'.' || token[dots] == QChar(0x2026)))
            ++dots;
        token = token.mid(dots);
        at.column += int(dots);
        if (token.isEmpty())
            return true;
        // A glyph standing alone ("Qb8+ !!") annotates the move before it.
        if (const int nag = glyphNag(token)) {
            if (!stack.back()->moves.empty()) {
                if (!m_out.countEntry(line))
                    return false;
                stack.back()->moves.back().nags << nag;
            }
            return true;
        }
        // An en passant mark standing alone ("dxe3 e.p.") belongs to the move before it,
        // which must then be an en passant capture (the matcher checks).
        static constexpr QStringView EnPassant = u"e.p.", ShortEnPassant = u"ep";
        if ((sameText(token, EnPassant) || sameText(token, ShortEnPassant))
            && !stack.back()->moves.empty()) {
            stack.back()->moves.back().text += QStringLiteral("e.p.");
            return true;
        }
        if (!m_out.countEntry(line))
            return false;
        MoveRecord& m = stack.back()->moves.emplace_back();
        m.sourceLine = line;
        m.sourceColumn = at.column;
        if (const int nag = takeGlyph(token))
            m.nags << nag;
        m.text = token.toString();
        return true;
    }

    const QString& m_text;
    QString m_source;
    GameCollector& m_out;
    qsizetype m_pos = 0;
    int m_line = 1;
    qsizetype m_lineStart = 0; ///< where the current line starts in m_text
    QString m_tagResult;
    QString m_lastPresetText; ///< the last [PresetJSON] read ...
    QJsonObject m_lastPreset; ///< ... and what it holds
};

} // namespace

void readPgn(const QString& text, const QString& sourceName, GameCollector& out)
{
    PgnParser(text, sourceName, out).run();
}

QList<GameRecord> readPgn(const QString& text, const QString& sourceName)
{
    GameCollector out(sourceName, LogLimits());
    readPgn(text, sourceName, out);
    return out.games();
}

bool looksLikePgn(const QString& text)
{
    static const QRegularExpression tag(
        QStringLiteral("^\\s*\\[\\w+\\s+\""), QRegularExpression::MultilineOption);
    static const QRegularExpression moveNumber(QStringLiteral("(^|\\s)1\\.\\s*\\S"));
    const QString head = text.left(4096);
    return tag.match(head).hasMatch() || moveNumber.match(head).hasMatch();
}

} // namespace fb::io
