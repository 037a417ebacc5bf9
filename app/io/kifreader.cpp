// SPDX-License-Identifier: GPL-3.0-or-later
// Reading KIF: header, board diagram, moves, comments, result.
#include "coordinatelist.h"
#include "japanese.h"
#include "kif.h"
#include "kifend.h"
#include "kiftime.h"
#include "loglimits.h"
#include "notationspelling.h"
#include "presetloader.h"
#include "variantnames.h"

#include <QRegularExpression>

namespace fb::io {

namespace {

// The moves of a KI2 line ("▲７六歩    △３四歩"), each with its side mark.
QStringList ki2Moves(const QString& line)
{
    QStringList out;
    for (QChar c : line) {
        if (QStringView(u"▲△☗☖").contains(c))
            out << QString();
        if (!out.isEmpty())
            out.back() += c;
    }
    for (QString& m : out)
        m = m.trimmed();
    return out;
}

// One board diagram, read into a FEN board once the variant is known.
struct Diagram
{
    QStringList rows; ///< the '|' lines, outer bars removed
    QString firstHand, secondHand; ///< "先手の持駒" and "後手の持駒" values
    bool secondToMove = false;
};

// A piece token of a board row: 'v' marks the second side, "成" a Chu promoted piece.
bool diagramToFen(const VariantDefinition& v, const Diagram& d, QString& fen, QString* error)
{
    const BoardGeometry& g = v.geometry;
    if (d.rows.size() != g.ranks()) {
        *error = QStringLiteral("the board diagram has %1 ranks, %2 has %3")
                     .arg(d.rows.size())
                     .arg(v.name)
                     .arg(g.ranks());
        return false;
    }
    QStringList ranks;
    for (const QString& row : d.rows) {
        QString out;
        int empty = 0, files = 0;
        bool second = false, promoted = false;
        for (qsizetype i = 0; i < row.size(); ++i) {
            const QChar c = row[i];
            if (c == u' ' || c == QChar(0x3000))
                continue;
            if (c == u'・') {
                ++empty;
                ++files;
                continue;
            }
            if (c == u'v' || c == u'V') {
                second = true;
                continue;
            }
            if (c == u'成' && i + 1 < row.size() && row[i + 1] != u' ') {
                promoted = true;
                continue;
            }
            const QString name = promoted ? QStringLiteral("成") + c : QString(c);
            const std::vector<PieceType> types = piecesForKifName(v, name);
            // Board names are unique; prefer a piece whose board name is exactly this.
            PieceType t = NoPieceType;
            for (PieceType cand : types)
                if (kifBoardName(v.pieces[size_t(cand)]) == name)
                    t = cand;
            if (t == NoPieceType && types.size() == 1)
                t = types.front();
            if (t == NoPieceType) {
                *error = QStringLiteral("unknown piece '%1' in the board diagram").arg(name);
                return false;
            }
            if (empty)
                out += QString::number(empty);
            empty = 0;
            out += v.fenLetter(makePiece(t, second ? Second : First));
            second = promoted = false;
            ++files;
        }
        if (empty)
            out += QString::number(empty);
        if (files != g.files()) {
            *error = QStringLiteral("a rank of the board diagram has %1 squares, not %2")
                         .arg(files)
                         .arg(g.files());
            return false;
        }
        ranks << out;
    }
    QString hands;
    for (const auto& [text, side] :
        {std::pair{d.firstHand, First}, std::pair{d.secondHand, Second}}) {
        if (text.isEmpty() || text.contains(QStringLiteral("なし")))
            continue;
        for (const QString& item :
            text.split(QRegularExpression(QStringLiteral("[\\s　]+")), Qt::SkipEmptyParts)) {
            const std::vector<PieceType> types = piecesForKifName(v, item.left(1));
            if (types.empty()) {
                *error = QStringLiteral("unknown piece '%1' in hand").arg(item.left(1));
                return false;
            }
            int len = 0;
            const int n = std::max(1, readKanjiNumber(QStringView(item).mid(1), len));
            hands += QString::number(n) + v.fenLetter(makePiece(types.front(), side));
        }
    }
    fen = ranks.join(u'/') + (v.rules.hands.enabled ? QStringLiteral("[%1]").arg(hands) : QString())
        + (d.secondToMove ? QStringLiteral(" b") : QStringLiteral(" w"));
    return true;
}

QString kifDate(const QString& value, QString* time)
{
    static const QRegularExpression re(QStringLiteral(
        "^(\\d{4})/(\\d{1,2})/(\\d{1,2})(?:\\s*\\(.\\))?(?:\\s+(\\d{1,2}:\\d{2}(?::\\d{2})?))?"));
    const auto m = re.match(value.trimmed());
    if (!m.hasMatch())
        return {};
    *time = m.captured(4);
    return QStringLiteral("%1.%2.%3")
        .arg(m.captured(1))
        .arg(m.captured(2).toInt(), 2, 10, QChar(u'0'))
        .arg(m.captured(3).toInt(), 2, 10, QChar(u'0'));
}

// What reading a line tells the loop.
enum class Next : uint8_t
{
    Go, ///< read the next line
    Stop, ///< the moves ended (or an error): the game is complete as read
    Abort, ///< a limit was reached: nothing more is added
};

class KifReader
{
public:
    KifReader(const QString& text, const QString& source, const PresetRegistry& registry,
        GameCollector& out)
        : m_text(text)
        , m_source(source)
        , m_registry(registry)
        , m_out(out)
    {
        m_game.sourceName = source;
        m_game.sourceLine = 1;
        m_game.notation = MoveNotation::Kif;
        m_game.implied.format = QStringLiteral("kif");
    }

    void run()
    {
        TextLines lines(m_text);
        QStringView view;
        int lineNo = 0;
        while (lines.next(view, lineNo)) {
            m_line = lineNo;
            if (!m_out.checkLine(view.size(), m_line))
                return;
            QString line = view.toString();
            line.remove(u'\r');
            const QString trimmed = line.trimmed();
            if (trimmed.isEmpty())
                continue;
            const Next next = readLine(line, trimmed);
            if (next == Next::Abort)
                return;
            if (next == Next::Stop)
                break;
        }
        finish();
    }

private:
    void fail(const QString& message) { failAt(m_line, message); }

    // The error of the earliest line is kept (the 手合割 is looked up only at the end).
    void failAt(int line, const QString& message)
    {
        if (!m_game.error.isEmpty() && (m_errorLine == 0 || m_errorLine <= line))
            return;
        m_game.error = QStringLiteral("%1:%2: %3").arg(m_source).arg(line).arg(message);
        m_errorLine = line;
    }

    // A tag under the limits: false when reading must stop.
    bool setTag(const QString& key, const QString& value)
    {
        if (!m_out.countTag(m_game, m_line))
            return false;
        m_game.setTag(key, value);
        return true;
    }

    static Next go(bool ok) { return ok ? Next::Go : Next::Abort; }

    // One line that is not empty.
    Next readLine(const QString& line, const QString& trimmed)
    {
        if (trimmed.startsWith(u'#')) {
            if (!m_out.countEntry(m_line))
                return Next::Abort;
            return go(!readMetadataLine(trimmed.mid(1), m_game) || m_out.checkTags(m_game, m_line));
        }
        if (trimmed.startsWith(u'&'))
            return Next::Go;
        if (trimmed.startsWith(u'*'))
            return go(readComment(trimmed.mid(1).trimmed()));
        if (trimmed.startsWith(QStringLiteral("変化")))
            return readBranchStart(trimmed);
        if (trimmed.startsWith(QStringLiteral("まで"))) {
            if (m_branches.size() == 1) // a branch's summary says nothing of the game
                readSummary(trimmed);
            return Next::Go;
        }
        if (m_lineEnded)
            return Next::Go; // after an end word, until the next branch
        if (trimmed.startsWith(QStringLiteral("手数"))) {
            m_inMoves = true;
            return Next::Go;
        }
        if (const std::optional<Next> n = readDiagramLine(trimmed))
            return *n;
        // KI2: moves in Japanese notation, each after its side mark, several on a line.
        if (QStringView(u"▲△☗☖").contains(trimmed[0])
            && (!m_inMoves || m_game.notation == MoveNotation::Ki2))
            return go(readKi2Line(trimmed));
        // "  57 7七獅子 （←7八）", and 81Dojo's "57手目 ▲7七獅子 （←7八）", "57手目一歩目 ▲仝獅子".
        static const QRegularExpression moveLine(
            QStringLiteral("^\\s*(\\d+)(?:手目\\s*|\\s+)(.*)$"));
        if (const auto mm = moveLine.match(line); mm.hasMatch()) {
            if (QStringView(line).left(mm.capturedStart(2)).contains(u"手目"))
                m_game.style.kifLayout = KifLayout::Numbered;
            return readMoveLine(mm);
        }
        if (m_inMoves && trimmed.startsWith(QStringLiteral("二歩目"))
            && !currentLine().moves.empty()) {
            currentLine().moves.back().text += u'\n' + trimmed;
            return Next::Go;
        }
        static const QRegularExpression header(QStringLiteral("^([^：:]+)[：:](.*)$"));
        if (const auto hm = header.match(trimmed); hm.hasMatch() && !m_inMoves)
            return go(readHeader(hm.captured(1).trimmed(), hm.captured(2).trimmed()));
        if (!m_inMoves)
            return Next::Go; // free text before the moves
        fail(QStringLiteral("cannot read '%1'").arg(trimmed));
        return Next::Stop;
    }

    bool readComment(const QString& comment)
    {
        if (!m_out.countEntry(m_line))
            return false;
        if (currentLine().moves.empty())
            currentLine().startComments << comment;
        else
            currentLine().moves.back().comments << comment;
        return true;
    }

    // "まで77手で先手の勝ち": the result.
    void readSummary(const QString& line)
    {
        if (line.contains(QStringLiteral("先手の勝ち"))
            || line.contains(QStringLiteral("下手の勝ち")))
            m_game.result = QStringLiteral("1-0");
        else if (line.contains(QStringLiteral("後手の勝ち"))
            || line.contains(QStringLiteral("上手の勝ち")))
            m_game.result = QStringLiteral("0-1");
        else if (line.contains(QStringLiteral("千日手")) || line.contains(QStringLiteral("持将棋")))
            m_game.result = QStringLiteral("1/2-1/2");
    }

    // A line of the board diagram (before the moves: its rows, frame, file numbers; the side to
    // move); nullopt for another line.
    std::optional<Next> readDiagramLine(const QString& trimmed)
    {
        if (trimmed == QStringLiteral("後手番") || trimmed == QStringLiteral("上手番")) {
            m_diagram.secondToMove = true;
            return Next::Go;
        }
        if (trimmed == QStringLiteral("先手番") || trimmed == QStringLiteral("下手番"))
            return Next::Go;
        if (m_inMoves)
            return std::nullopt;
        if (trimmed.startsWith(u'|')) {
            if (!m_out.countEntry(m_line))
                return Next::Abort;
            QString row = trimmed.mid(1);
            const qsizetype bar = row.lastIndexOf(u'|');
            if (bar >= 0)
                row = row.left(bar);
            m_diagram.rows << row;
            return Next::Go;
        }
        // The diagram's frame and its row of file numbers (which would pass for a move).
        static const QRegularExpression fileNumbers(QStringLiteral("^[0-9０-９\\s]+$"));
        if (trimmed.startsWith(u'+') || fileNumbers.match(trimmed).hasMatch())
            return Next::Go;
        return std::nullopt;
    }

    bool readKi2Line(const QString& trimmed)
    {
        m_inMoves = true;
        m_game.notation = MoveNotation::Ki2;
        for (const QString& move : ki2Moves(trimmed)) {
            if (!m_out.countEntry(m_line))
                return false;
            MoveRecord m;
            m.text = move;
            m.sourceLine = m_line;
            currentLine().moves.push_back(std::move(m));
            if (m_branches.size() == 1)
                ++m_movesRead;
        }
        return true;
    }

    // A numbered move line: a move, a Lion's first or second step, or the end word.
    Next readMoveLine(const QRegularExpressionMatch& mm)
    {
        m_inMoves = true;
        QString content = mm.captured(2);
        const std::optional<KifTime> time = readKifTimeField(content);
        if (time)
            content.truncate(time->start);
        content = content.trimmed();
        if (content.endsWith(u'+')) // the mark of a move that has a branch (変化)
            content = content.chopped(1).trimmed();
        while (!content.isEmpty() && QStringView(u"▲△☗☖").contains(content[0]))
            content = content.mid(1).trimmed();
        for (const QString& w : kifEndWords())
            if (content.startsWith(w)) {
                if (m_branches.size() == 1) // the main line's end word says how the game ended
                    m_endWord = w;
                m_lineEnded = true;
                return Next::Go;
            }
        if (content.isEmpty()) {
            fail(QStringLiteral("move %1 has no move").arg(mm.captured(1)));
            return Next::Stop;
        }
        if (content.contains(QStringLiteral("←")))
            m_chuMoves = true;
        // The second half of a Lion move continues the move before it.
        std::vector<MoveRecord>& moves = currentLine().moves;
        if (content.startsWith(QStringLiteral("二歩目")) && !moves.empty()
            && moves.back().text.startsWith(QStringLiteral("一歩目"))
            && !moves.back().text.contains(u'\n')) {
            moves.back().text += u'\n' + content;
            noteTime(moves.back(), time);
            return Next::Go;
        }
        if (!m_out.countEntry(m_line))
            return Next::Abort;
        MoveRecord m;
        m.text = content;
        m.sourceLine = m_line;
        m.sourceColumn = int(mm.capturedStart(2)) + 1;
        noteTime(m, time);
        moves.push_back(std::move(m));
        if (m_branches.size() == 1)
            ++m_movesRead;
        return Next::Go;
    }

    // A move's time field becomes its first comment, "[%emt H:MM:SS]" (a Lion's second step
    // replaces the first step's). A field of no time at all, "( 0:00/00:00:00)", is what
    // programs write without a clock: it is left out.
    static void noteTime(MoveRecord& m, const std::optional<KifTime>& time)
    {
        if (!time || (time->moveSeconds == 0 && time->totalSeconds.value_or(0) == 0))
            return;
        if (!m.comments.isEmpty() && emtSeconds(m.comments.front()))
            m.comments.removeFirst();
        m.comments.prepend(emtComment(time->moveSeconds));
    }

    // The line moves are read into: the main line, or the branch read last.
    Line& currentLine() { return *m_branches.back().line; }

    // "変化：12手": the moves that follow are an alternative to move 12 of the nearest line
    // read before that has a move 12 (KIF lists a line's branches from its last move back, so
    // that this finds the right one). An alternative to the first move of a branch is another
    // alternative to the move that branch replaces.
    Next readBranchStart(const QString& trimmed)
    {
        static const QRegularExpression number(QStringLiteral("([0-9０-９]+)\\s*手"));
        const auto nm = number.match(trimmed);
        const int ply = nm.hasMatch() ? spelling::asciiDigitsNoSpaces(nm.captured(1)).toInt() : 0;
        auto holds = [ply](const Branch& b) {
            return ply >= b.firstPly && ply < b.firstPly + int(b.line->moves.size());
        };
        while (!m_branches.empty()
            && (!holds(m_branches.back())
                || (m_branches.size() > 1 && ply == m_branches.back().firstPly)))
            m_branches.pop_back();
        if (m_branches.empty()) {
            fail(QStringLiteral("'%1' names no move to branch from").arg(trimmed));
            return Next::Stop;
        }
        if (int(m_branches.size()) > MaxVariationDepth) {
            fail(QStringLiteral("variations nested more than %1 deep").arg(MaxVariationDepth));
            return Next::Stop;
        }
        if (!m_out.countEntry(m_line))
            return Next::Abort;
        const Branch& from = m_branches.back();
        MoveRecord& replaced = from.line->moves[size_t(ply - from.firstPly)];
        replaced.variations.emplace_back();
        m_branches.push_back({&replaced.variations.back(), ply});
        m_lineEnded = false;
        return Next::Go;
    }

    // "key：value" before the moves; false when a limit stops reading.
    bool readHeader(const QString& key, const QString& value)
    {
        if (key == u"手合割") {
            // Looked up once the record's own preset is known (its "#" lines may follow).
            if (!value.isEmpty() && value != QStringLiteral("その他")) {
                m_handicap = value;
                m_handicapLine = m_line;
            }
            return true;
        }
        if (key == u"先手の持駒" || key == u"下手の持駒") {
            m_diagram.firstHand = value;
            return true;
        }
        if (key == u"後手の持駒" || key == u"上手の持駒") {
            m_diagram.secondHand = value;
            return true;
        }
        if (key == u"先手" || key == u"下手")
            return setTag(QStringLiteral("White"), value);
        if (key == u"後手" || key == u"上手")
            return setTag(QStringLiteral("Black"), value);
        if (key == u"棋戦")
            return setTag(QStringLiteral("Event"), value);
        if (key == u"場所")
            return setTag(QStringLiteral("Site"), value);
        if (key == u"開始日時") {
            QString time;
            const QString date = kifDate(value, &time);
            if (date.isEmpty())
                return setTag(key, value);
            return setTag(QStringLiteral("Date"), date) && setTag(QStringLiteral("Time"), time);
        }
        return setTag(key, value);
    }

    // The start (and, unless the record names its preset, the preset) its 手合割 names: in the
    // records of the preset it carries or names first, else of any preset (variantnames.h).
    void applyHandicap()
    {
        GameRecord& g = m_game;
        if (m_handicap.isEmpty())
            return;
        std::optional<QString> start;
        if (!g.presetJson.isEmpty())
            start = kifStartIn(presetRecords(g.presetJson), m_handicap);
        else if (m_registry.contains(g.presetId))
            start = kifStartIn(m_registry.recordsOf(g.presetId).records, m_handicap);
        if (!start) {
            const std::optional<NamedStart> named = kifStartNamed(m_registry, m_handicap);
            if (!named)
                return failAt(
                    m_handicapLine, QStringLiteral("unknown handicap '%1'").arg(m_handicap));
            if (g.presetId.isEmpty() && g.presetJson.isEmpty())
                g.presetId = named->presetId;
            start = named->startFen;
        }
        g.startFen = *start;
    }

    // The variant, the end word's result, the diagram; the game goes out unless nothing of a
    // KIF was in the text (an empty file).
    void finish()
    {
        GameRecord& g = m_game;
        // The variant: named by the handicap, else shown by the board or by the moves.
        applyHandicap();
        g.implied.ranks = int(m_diagram.rows.size());
        g.implied.largeBoard = m_chuMoves;
        if (!m_endWord.isEmpty()) {
            // What the end word says: who lost (投了, 詰み ...) or won (反則勝ち, 入玉勝ち), a
            // draw.
            const bool secondStarts
                = m_diagram.secondToMove || g.startFen.contains(QStringLiteral(" w "));
            const bool firstToMove = (m_movesRead % 2 == 0) != secondStarts;
            QString result;
            g.termination = kifTermination(m_endWord, firstToMove, &result);
            if (g.result == u"*")
                g.result = result;
        }
        if (!m_diagram.rows.isEmpty()) {
            QStringList setup{QStringLiteral("先手の持駒：") + m_diagram.firstHand,
                QStringLiteral("後手の持駒：") + m_diagram.secondHand};
            if (m_diagram.secondToMove)
                setup << QStringLiteral("後手番");
            for (const QString& row : m_diagram.rows)
                setup << u'|' + row + u'|';
            g.startDiagram = setup.join(u'\n');
            g.startFen.clear();
        }
        const bool empty = g.mainLine.moves.empty() && g.tags.isEmpty() && m_diagram.rows.isEmpty()
            && m_handicap.isEmpty() && !m_inMoves && g.error.isEmpty() && g.presetId.isEmpty();
        fitLine(g.mainLine.moves);
        if (!empty)
            m_out.add(std::move(g));
    }

    const QString& m_text;
    QString m_source;
    const PresetRegistry& m_registry;
    GameCollector& m_out;
    GameRecord m_game;
    Diagram m_diagram;
    QString m_handicap; ///< the 手合割 value
    int m_handicapLine = 0;
    int m_errorLine = 0; ///< the line of m_game.error when failAt() set it
    QString m_endWord;
    /// A line being read and the number of its first move. Only the last one grows, so the
    /// pointers into the lines below stay valid.
    struct Branch
    {
        Line* line;
        int firstPly;
    };
    std::vector<Branch> m_branches{{&m_game.mainLine, 1}};
    bool m_lineEnded = false; ///< the line read last ended with an end word
    int m_line = 0;
    int m_movesRead = 0;
    bool m_chuMoves = false;
    bool m_inMoves = false;
};

} // namespace

void readKif(const QString& text, const QString& sourceName, const PresetRegistry& registry,
    GameCollector& out)
{
    KifReader(text, sourceName, registry, out).run();
}

QList<GameRecord> readKif(
    const QString& text, const QString& sourceName, const PresetRegistry& registry)
{
    GameCollector out(sourceName, LogLimits());
    readKif(text, sourceName, registry, out);
    return out.games();
}

bool applyKifDiagram(GameRecord& game, QString* error)
{
    if (game.startDiagram.isEmpty())
        return true;
    Diagram d;
    for (const QString& line : game.startDiagram.split(u'\n')) {
        if (line.startsWith(u'|'))
            d.rows << line.mid(1, line.size() - 2);
        else if (line.startsWith(QStringLiteral("先手の持駒：")))
            d.firstHand = line.mid(6);
        else if (line.startsWith(QStringLiteral("後手の持駒：")))
            d.secondHand = line.mid(6);
        else if (line == QStringLiteral("後手番"))
            d.secondToMove = true;
    }
    QString fen;
    if (!diagramToFen(*game.variant, d, fen, error))
        return false;
    game.startFen = fen;
    game.startDiagram.clear();
    return true;
}

} // namespace fb::io
