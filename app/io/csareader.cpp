// SPDX-License-Identifier: GPL-3.0-or-later
// Reading CSA records (CSA standard V2.2; V1 and V2.1 records read the same).
#include "csa.h"

#include "coordinatelist.h"
#include "csacodes.h"
#include "loglimits.h"

#include <QRegularExpression>

namespace fb::io {

namespace {

// The start position of one record, built from PI, P1..P9 and P+/P- statements, in CSA's
// codes: the pieces are the variant's, known only once the record is read (applyCsaPosition).
struct Setup
{
    /// "+FU", "-KY" or empty, rank 1 (the second side's back rank) first, file 9 first.
    std::vector<std::vector<QString>> cells
        = std::vector<std::vector<QString>>(9, std::vector<QString>(9));
    QStringList firstHand, secondHand; ///< codes
    bool any = false;
    bool secondToMove = false;

    // The position as CSA statements: "P1" .. "P9", "P+00HI00FU", "P-...", "+" or "-".
    QString text() const
    {
        QStringList lines;
        for (int r = 0; r < 9; ++r) {
            QString row = QStringLiteral("P%1").arg(r + 1);
            for (const QString& c : cells[size_t(r)])
                row += c.isEmpty() ? QStringLiteral(" * ") : c;
            lines << row;
        }
        for (const auto& [sign, hand] :
            {std::pair{u'+', &firstHand}, std::pair{u'-', &secondHand}}) {
            QString line = QStringLiteral("P") + sign;
            for (const QString& code : *hand)
                line += QStringLiteral("00") + code;
            lines << line;
        }
        lines << (secondToMove ? QStringLiteral("-") : QStringLiteral("+"));
        return lines.join(u'\n');
    }

    // How many pieces whose unpromoted code is `base` are placed (on the board or in hand).
    int placed(const QString& base) const
    {
        int n = 0;
        auto count = [&](QStringView code) {
            if (csa::baseCode(code) == base)
                ++n;
        };
        for (const auto& row : cells)
            for (const QString& c : row)
                count(QStringView(c).mid(1));
        for (const QString& c : firstHand + secondHand)
            count(c);
        return n;
    }
};

// The standard start position (CSA's "PI"), rank 1 first.
const char* const Hirate[9][9] = {
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

class CsaReader
{
public:
    CsaReader(const QString& text, const QString& source, GameCollector& out)
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
            if (!m_out.checkLine(view.size(), m_line) || !readLine(view.toString().remove(u'\r')))
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
        m_game.notation = MoveNotation::Csa;
        m_game.implied.format = QStringLiteral("csa");
        m_setup = Setup();
        m_plies = 0;
        m_ended = false;
        m_started = true;
    }

    void finish()
    {
        if (!m_started)
            return;
        m_started = false;
        if (m_setup.any)
            m_game.startDiagram = m_setup.text();
        fitLine(m_game.mainLine.moves);
        if (!m_game.mainLine.moves.empty() || !m_game.tags.isEmpty() || m_setup.any
            || !m_game.error.isEmpty() || m_game.termination != Termination::None)
            m_out.add(std::move(m_game));
    }

    void fail(const QString& message)
    {
        if (m_game.error.isEmpty())
            m_game.error = QStringLiteral("%1:%2: %3").arg(m_source).arg(m_line).arg(message);
    }

    bool firstToMove() const { return (m_plies % 2 == 0) != m_setup.secondToMove; }

    // One line; false when a limit stops reading.
    bool readLine(const QString& line)
    {
        if (line.trimmed() == u"/") {
            finish();
            begin(m_line + 1);
            return true;
        }
        if (line.startsWith(u'\''))
            return readComment(line.mid(1));
        // Several statements may share a line, separated by commas (not names, fields, rows).
        const bool whole = line.startsWith(u'P') || line.startsWith(u'N') || line.startsWith(u'$');
        for (qsizetype from = 0; from >= 0 && !m_out.stopped();) {
            const qsizetype comma = whole ? -1 : line.indexOf(u',', from);
            const qsizetype end = comma < 0 ? line.size() : comma;
            const QStringView raw = QStringView(line).mid(from, end - from);
            qsizetype lead = 0;
            while (lead < raw.size() && raw[lead].isSpace())
                ++lead;
            const int column = int(from + lead) + 1;
            const QString st = raw.trimmed().toString();
            from = comma < 0 ? -1 : comma + 1;
            if (!st.isEmpty() && !readStatement(st, column))
                return false;
        }
        return true;
    }

    // A "'" line: a tag ("'[Name "value"]", ours), the encoding line of V3, or a comment
    // ("'*" comments a move too).
    bool readComment(QString c)
    {
        if (!m_out.countEntry(m_line))
            return false;
        if (readMetadataLine(c, m_game))
            return m_out.checkTags(m_game, m_line);
        if (c.startsWith(QStringLiteral("CSA encoding=")))
            return true;
        while (c.startsWith(u'*'))
            c = c.mid(1);
        c = c.trimmed();
        if (c.isEmpty())
            return true;
        if (m_game.mainLine.moves.empty())
            m_game.mainLine.startComments << c;
        else
            m_game.mainLine.moves.back().comments << c;
        return true;
    }

    // One statement; false when a limit stops reading.
    bool readStatement(const QString& st, int column)
    {
        if (st.startsWith(u'V') && !st.contains(u' '))
            return true; // the version: "V2.2"
        if (st.startsWith(u'T') && st.size() > 1 && st[1].isDigit())
            return readTime(st);
        if (!m_out.countEntry(m_line))
            return false;
        if (st.startsWith(QStringLiteral("N+")) || st.startsWith(QStringLiteral("N-")))
            return setTag(
                st[1] == u'+' ? QStringLiteral("White") : QStringLiteral("Black"), st.mid(2));
        if (st.startsWith(u'$'))
            return readInfo(st);
        if (st.startsWith(QStringLiteral("PI"))) {
            readHandicap(st);
        } else if (st.size() >= 2 && st[0] == u'P' && st[1].isDigit()) {
            readRow(st);
        } else if (st.startsWith(QStringLiteral("P+")) || st.startsWith(QStringLiteral("P-"))) {
            return readPieces(st);
        } else if (st == u"+" || st == u"-") {
            m_setup.secondToMove = st == u"-";
        } else if (st.startsWith(u'%')) {
            readSpecialMove(st);
        } else if (static const QRegularExpression move(QStringLiteral("^[+-]\\d{4}[A-Z]{2}$"));
            move.match(st).hasMatch()) {
            readMove(st, column);
        } else {
            fail(QStringLiteral("cannot read '%1'").arg(st));
        }
        return true;
    }

    bool setTag(const QString& key, const QString& value)
    {
        m_game.setTag(key, value);
        return m_out.checkTags(m_game, m_line);
    }

    // "$KEY:value": the fields of V2.2 as tags ("$EVENT" Event, "$START_TIME" Date and
    // Time ...); another key as "CSA_KEY", written back as it was.
    bool readInfo(const QString& st)
    {
        const qsizetype colon = st.indexOf(u':');
        const QString key = st.mid(1, colon < 0 ? -1 : colon - 1);
        const QString value = colon < 0 ? QString() : st.mid(colon + 1);
        if (key == u"START_TIME" && value.size() >= 10)
            return setTag(QStringLiteral("Date"), value.left(10).replace(u'/', u'.'))
                && setTag(QStringLiteral("Time"), value.mid(11).trimmed());
        return setTag(csaInfoTag(key), value);
    }

    // "PI82HI22KA": the start position with these pieces taken away (handicaps).
    void readHandicap(const QString& st)
    {
        m_setup.any = true;
        for (int r = 0; r < 9; ++r)
            for (int f = 0; f < 9; ++f)
                m_setup.cells[size_t(r)][size_t(f)] = QString::fromLatin1(Hirate[r][f]);
        if ((st.size() - 2) % 4 != 0)
            return fail(QStringLiteral("bad handicap '%1'").arg(st));
        for (qsizetype k = 2; k + 4 <= st.size(); k += 4) {
            const int f = st[k].digitValue(), r = st[k + 1].digitValue();
            const QString code = st.mid(k + 2, 2);
            if (f < 1 || r < 1 || !csa::isCode(code))
                return fail(QStringLiteral("bad square or piece in '%1'").arg(st));
            QString& cell = m_setup.cells[size_t(r - 1)][size_t(9 - f)];
            if (cell.mid(1) != code)
                return fail(
                    QStringLiteral("'%1': no %2 on %3%4 to take away").arg(st, code).arg(f).arg(r));
            cell.clear();
        }
    }

    // "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY": one rank of the board.
    void readRow(const QString& st)
    {
        m_setup.any = true;
        const int r = st[1].digitValue();
        const QString row = st.leftJustified(2 + 27, u' '); // a trailing " * " may be trimmed
        if (r < 1 || r > 9 || row.size() > 2 + 27)
            return fail(QStringLiteral("bad board row '%1'").arg(st));
        for (int f = 0; f < 9; ++f) {
            const QString cell = row.mid(2 + 3 * f, 3);
            if (cell.trimmed() == u"*") {
                m_setup.cells[size_t(r - 1)][size_t(f)].clear();
                continue;
            }
            if (!csa::isCode(QStringView(cell).mid(1)) || (cell[0] != u'+' && cell[0] != u'-'))
                return fail(QStringLiteral("bad piece '%1'").arg(cell));
            m_setup.cells[size_t(r - 1)][size_t(f)] = cell;
        }
    }

    // "P+99KY89KE", "P-00KI00FU", "P-00AL" (every piece not placed yet, into that hand).
    bool readPieces(const QString& st)
    {
        m_setup.any = true;
        const bool second = st[1] == u'-';
        for (qsizetype k = 2; k + 4 <= st.size(); k += 4) {
            const int f = st[k].digitValue(), r = st[k + 1].digitValue();
            const QString code = st.mid(k + 2, 2);
            if (code == u"AL" && f == 0 && r == 0) {
                restToHand(second);
                continue;
            }
            if (!csa::isCode(code) || f < 0 || r < 0 || (f == 0) != (r == 0)) {
                fail(QStringLiteral("bad piece in '%1'").arg(st));
                return true;
            }
            if (!m_out.countEntry(m_line))
                return false;
            if (f == 0)
                (second ? m_setup.secondHand : m_setup.firstHand) << code;
            else
                m_setup.cells[size_t(r - 1)][size_t(9 - f)] = st[1] + code;
        }
        return true;
    }

    void restToHand(bool second)
    {
        for (const auto& [base, count] : csa::fullSet()) {
            const int missing = count - m_setup.placed(base);
            for (int i = 0; i < missing; ++i)
                (second ? m_setup.secondHand : m_setup.firstHand) << base;
        }
    }

    void readMove(const QString& st, int column)
    {
        if (m_ended) {
            fail(QStringLiteral("the move '%1' after the end of the game").arg(st));
            return;
        }
        MoveRecord m;
        m.text = st;
        m.sourceLine = m_line;
        m.sourceColumn = column;
        m_game.mainLine.moves.push_back(std::move(m));
        ++m_plies;
    }

    // "T12": the seconds the last move took, kept as its comment "[%emt 0:00:12]".
    bool readTime(const QString& st)
    {
        const QString comment = csa::timeComment(st);
        if (comment.isEmpty()) {
            fail(QStringLiteral("cannot read the time '%1'").arg(st));
            return true;
        }
        if (m_ended || m_game.mainLine.moves.empty())
            return true; // the time of a special move, or before any move
        if (!m_out.countEntry(m_line))
            return false;
        m_game.mainLine.moves.back().comments << comment;
        return true;
    }

    // "%TORYO" ...: the end of the game, its reason and its result.
    void readSpecialMove(const QString& st)
    {
        const std::optional<csa::Special> s = csa::readSpecial(st, firstToMove());
        if (!s)
            return fail(QStringLiteral("unknown special move '%1'").arg(st));
        m_ended = true;
        m_game.termination = s->termination;
        if (m_game.result == u"*")
            m_game.result = s->result;
    }

    const QString& m_text;
    QString m_source;
    GameCollector& m_out;
    GameRecord m_game;
    Setup m_setup;
    int m_line = 0;
    int m_plies = 0;
    bool m_started = false;
    bool m_ended = false; ///< a special move was read
};

} // namespace

QString csaInfoTag(const QString& key)
{
    for (const auto& [csaKey, tag] : csaInfoTags())
        if (key == csaKey)
            return tag;
    return QStringLiteral("CSA_") + key;
}

const QList<std::pair<QString, QString>>& csaInfoTags()
{
    static const QList<std::pair<QString, QString>> tags{
        {QStringLiteral("EVENT"), QStringLiteral("Event")},
        {QStringLiteral("SITE"), QStringLiteral("Site")},
        {QStringLiteral("START_TIME"), QStringLiteral("Date")},
        {QStringLiteral("END_TIME"), QStringLiteral("EndTime")},
        {QStringLiteral("TIME_LIMIT"), QStringLiteral("TimeLimit")},
        {QStringLiteral("OPENING"), QStringLiteral("Opening")},
    };
    return tags;
}

bool applyCsaPosition(GameRecord& game, QString* error)
{
    if (game.startDiagram.isEmpty())
        return true;
    const VariantDefinition& v = *game.variant;
    // "+FU" as the FEN letter of the variant's piece with that code; empty (and `error`) if none.
    auto letter = [&](QStringView sign, QStringView code) -> QString {
        const PieceType t = csa::pieceByCode(v, code);
        if (t == NoPieceType) {
            *error = QStringLiteral("the CSA code '%1' names no piece of %2")
                         .arg(code.toString(), v.name);
            return {};
        }
        return v.fenLetter(makePiece(t, sign == u"-" ? Second : First));
    };
    QStringList ranks;
    QString hands, side = QStringLiteral(" w");
    for (const QString& line : game.startDiagram.split(u'\n')) {
        if (line == u"-" || line == u"+") {
            side = line == u"-" ? QStringLiteral(" b") : QStringLiteral(" w");
        } else if (line.startsWith(QStringLiteral("P+")) || line.startsWith(QStringLiteral("P-"))) {
            for (qsizetype k = 2; k + 4 <= line.size(); k += 4)
                if (const QString l
                    = letter(QStringView(line).mid(1, 1), QStringView(line).mid(k + 2, 2));
                    !l.isEmpty())
                    hands += l;
                else
                    return false;
        } else {
            QString rank;
            int empty = 0;
            for (qsizetype k = 2; k + 3 <= line.size(); k += 3) {
                const QStringView cell = QStringView(line).mid(k, 3);
                if (cell.trimmed() == u"*") {
                    ++empty;
                    continue;
                }
                const QString l = letter(cell.left(1), cell.mid(1));
                if (l.isEmpty())
                    return false;
                rank += (empty ? QString::number(empty) : QString()) + l;
                empty = 0;
            }
            ranks << rank + (empty ? QString::number(empty) : QString());
        }
    }
    game.startFen = ranks.join(u'/') + u'[' + hands + u']' + side;
    game.startDiagram.clear();
    return true;
}

void readCsa(const QString& text, const QString& sourceName, GameCollector& out)
{
    CsaReader(text, sourceName, out).run();
}

QList<GameRecord> readCsa(const QString& text, const QString& sourceName)
{
    GameCollector out(sourceName, LogLimits());
    readCsa(text, sourceName, out);
    return out.games();
}

} // namespace fb::io
