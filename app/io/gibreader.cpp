// SPDX-License-Identifier: GPL-3.0-or-later
// Reading Janggi records in the .gib layout.
#include "gib.h"

#include "gibpieces.h"
#include "loglimits.h"

#include <QRegularExpression>

namespace fb::io {

namespace {

class GibReader
{
public:
    GibReader(const QString& text, const QString& source, GameCollector& out)
        : m_text(text)
        , m_source(source)
        , m_out(out)
    { }

    void run()
    {
        TextLines lines(m_text);
        QStringView view;
        begin(1);
        while (!m_out.stopped() && lines.next(view, m_line)) {
            if (!m_out.checkLine(view.size(), m_line))
                return;
            QString line = view.toString();
            line.remove(u'\r').remove(QChar(0x1A));
            if (!readLine(line))
                return;
        }
        if (!m_out.stopped())
            finish();
    }

private:
    void begin(int line)
    {
        m_game = GameRecord();
        m_game.sourceName = m_source;
        m_game.sourceLine = line;
        m_game.notation = MoveNotation::Gib;
        m_game.implied.format = QStringLiteral("gib");
        m_cho.clear();
        m_han.clear();
    }

    void finish()
    {
        if (!m_cho.isEmpty() || !m_han.isEmpty()) {
            const QString cho = m_cho.isEmpty() ? gib::defaultSetup() : m_cho;
            const QString han = m_han.isEmpty() ? gib::defaultSetup() : m_han;
            QString why;
            const QString fen = gib::setupFen(cho, han, &why);
            if (fen.isEmpty() && m_game.error.isEmpty())
                m_game.error = QStringLiteral("%1:%2: %3").arg(m_source).arg(m_setupLine).arg(why);
            else if (cho != gib::defaultSetup() || han != gib::defaultSetup())
                m_game.startFen = fen;
        }
        fitLine(m_game.mainLine.moves);
        if (!m_game.mainLine.moves.empty() || !m_game.tags.isEmpty() || !m_game.error.isEmpty())
            m_out.add(std::move(m_game));
    }

    // One line; false when a limit stops reading.
    bool readLine(const QString& line)
    {
        const QString trimmed = line.trimmed();
        if (!m_inComment && trimmed.startsWith(u'[')) {
            if (!m_game.mainLine.moves.empty()) { // the next game's headers
                finish();
                begin(m_line);
            }
            return readHeader(trimmed);
        }
        return readMovetext(line);
    }

    // '[key "value"]'.
    bool readHeader(const QString& line)
    {
        static const QRegularExpression re(
            QStringLiteral("^\\[\\s*([^\\s\"]+)\\s*\"(.*)\"\\s*\\]$"));
        const auto m = re.match(line);
        if (!m.hasMatch()) {
            fail(m_line, QStringLiteral("cannot read the header '%1'").arg(line));
            return true;
        }
        if (!m_out.countTag(m_game, m_line))
            return false;
        const QString key = m.captured(1), value = m.captured(2).trimmed();
        if (key == u"초차림" || key == u"초포진") {
            m_cho = value;
            m_setupLine = m_line;
        } else if (key == u"한차림" || key == u"한포진") {
            m_han = value;
            m_setupLine = m_line;
        } else if (key == u"대국결과") {
            m_game.result = gib::readResult(value, &m_game.termination);
        } else if (key != u"총수") {
            QString tag = key;
            for (const auto& [gibKey, ours] : gib::headerTags())
                if (gibKey == key)
                    tag = ours;
            m_game.setTag(tag, value);
        }
        return true;
    }

    // Moves ("1. 79졸78"), passes ("한수쉼") and "{...}" comments, which may span lines.
    bool readMovetext(const QString& line)
    {
        qsizetype i = 0;
        while (i < line.size()) {
            if (m_inComment) {
                const qsizetype close = line.indexOf(u'}', i);
                m_comment += line.mid(i, close < 0 ? -1 : close - i);
                if (close < 0) {
                    m_comment += u' ';
                    return true;
                }
                m_inComment = false;
                i = close + 1;
                if (!addComment(m_comment.simplified()))
                    return false;
                continue;
            }
            if (line[i].isSpace()) {
                ++i;
                continue;
            }
            if (line[i] == u'{') {
                m_inComment = true;
                m_comment.clear();
                ++i;
                continue;
            }
            const qsizetype start = i;
            while (i < line.size() && !line[i].isSpace() && line[i] != u'{')
                ++i;
            if (!readToken(line.mid(start, i - start), int(start) + 1))
                return false;
        }
        return true;
    }

    bool addComment(const QString& comment)
    {
        if (comment.isEmpty())
            return true;
        if (!m_out.countEntry(m_line))
            return false;
        Line& l = m_game.mainLine;
        if (l.moves.empty())
            l.startComments << comment;
        else
            l.moves.back().comments << comment;
        return true;
    }

    // A move number ("12.", glued to its move too) or a move.
    bool readToken(QString token, int column)
    {
        static const QRegularExpression number(QStringLiteral("^\\d+\\.+"));
        if (const auto m = number.match(token); m.hasMatch()) {
            column += int(m.capturedLength());
            token = token.mid(m.capturedLength());
        }
        if (token.isEmpty() || token.contains(u'<'))
            return true; // a number, or a stray "<0>" some programs write
        if (!m_out.countEntry(m_line))
            return false;
        MoveRecord r;
        r.text = token;
        r.sourceLine = m_line;
        r.sourceColumn = column;
        m_game.mainLine.moves.push_back(std::move(r));
        return true;
    }

    void fail(int line, const QString& message)
    {
        if (m_game.error.isEmpty())
            m_game.error = QStringLiteral("%1:%2: %3").arg(m_source).arg(line).arg(message);
    }

    const QString& m_text;
    QString m_source;
    GameCollector& m_out;
    GameRecord m_game;
    QString m_cho, m_han; ///< the set-ups the headers name
    int m_setupLine = 0;
    int m_line = 0;
    bool m_inComment = false;
    QString m_comment;
};

} // namespace

void readGib(const QString& text, const QString& sourceName, GameCollector& out)
{
    GibReader(text, sourceName, out).run();
}

} // namespace fb::io
