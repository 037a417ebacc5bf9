// SPDX-License-Identifier: GPL-3.0-or-later
// Reading KIF: header, board diagram, moves, comments, result.
#include "coordinatelist.h"
#include "japanese.h"
#include "kif.h"

#include "kifend.h"

#include "loglimits.h"

#include <QRegularExpression>

namespace fb::io {

namespace {

struct Handicap
{
    const char* name;
    const char* preset;
    const char* sfen; ///< empty = the preset's start position
};

const Handicap Handicaps[] = {
    {"平手", "shogi", ""},
    {"香落ち", "shogi", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"右香落ち", "shogi", "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"角落ち", "shogi", "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"飛車落ち", "shogi", "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"飛香落ち", "shogi", "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"二枚落ち", "shogi", "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"四枚落ち", "shogi", "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"六枚落ち", "shogi", "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"八枚落ち", "shogi", "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"十枚落ち", "shogi", "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"5五将棋", "minishogi", ""},
    {"５五将棋", "minishogi", ""},
    {"京都将棋", "kyotoshogi", ""},
    {"中将棋", "chushogi", ""},
};

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
                if (kifBoardName(v.pieces[size_t(cand)], kifStyleFor(v)) == name)
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
    fen = ranks.join(u'/') + (v.rules.hands ? QStringLiteral("[%1]").arg(hands) : QString())
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

} // namespace

void readKif(const QString& text, const QString& sourceName, GameCollector& out)
{
    GameRecord g;
    g.sourceName = sourceName;
    g.sourceLine = 1;
    g.notation = MoveNotation::Kif;
    g.impliedPreset = QStringLiteral("shogi");
    Diagram diagram;
    QString handicapPreset;
    bool chuMoves = false;
    bool inMoves = false;
    bool ended = false;
    int movesRead = 0;
    QString endWord;
    // "  57 7七獅子 （←7八）", and 81Dojo's "57手目 ▲7七獅子 （←7八）", "57手目一歩目 ▲仝獅子".
    static const QRegularExpression moveLine(QStringLiteral("^\\s*(\\d+)(?:手目\\s*|\\s+)(.*)$"));
    static const QRegularExpression timeSuffix(
        QStringLiteral("\\s*[(（]\\s*\\d+:\\d+(?:/\\s*\\d*:?\\d+:\\d+)?\\s*[)）]\\s*\\+?\\s*$"));
    static const QRegularExpression header(QStringLiteral("^([^：:]+)[：:](.*)$"));
    auto fail = [&](int line, const QString& message) {
        if (g.error.isEmpty())
            g.error = QStringLiteral("%1:%2: %3").arg(sourceName).arg(line).arg(message);
    };
    // A tag under the limits: false when reading must stop.
    auto setTag = [&](const QString& key, const QString& value, int line) {
        if (!out.countTag(g, line))
            return false;
        g.setTag(key, value);
        return true;
    };
    TextLines lines(text);
    QStringView view;
    int lineNo = 0;
    while (!ended && lines.next(view, lineNo)) {
        if (!out.checkLine(view.size(), lineNo))
            return;
        QString line = view.toString();
        line.remove(u'\r');
        const QString trimmed = line.trimmed();
        if (trimmed.isEmpty())
            continue;
        if (trimmed.startsWith(u'#')) {
            if (!out.countEntry(lineNo))
                return;
            if (readMetadataLine(trimmed.mid(1), g) && !out.checkTags(g, lineNo))
                return;
            continue;
        }
        if (trimmed.startsWith(u'&'))
            continue;
        if (trimmed.startsWith(u'*')) {
            if (!out.countEntry(lineNo))
                return;
            const QString comment = trimmed.mid(1).trimmed();
            if (g.mainLine.moves.empty())
                g.mainLine.startComments << comment;
            else
                g.mainLine.moves.back().comments << comment;
            continue;
        }
        if (trimmed.startsWith(QStringLiteral("変化"))) {
            g.warnings << QStringLiteral("%1:%2: branches (変化) are not read")
                              .arg(sourceName)
                              .arg(lineNo);
            break;
        }
        if (trimmed.startsWith(QStringLiteral("まで"))) {
            if (trimmed.contains(QStringLiteral("先手の勝ち"))
                || trimmed.contains(QStringLiteral("下手の勝ち")))
                g.result = QStringLiteral("1-0");
            else if (trimmed.contains(QStringLiteral("後手の勝ち"))
                || trimmed.contains(QStringLiteral("上手の勝ち")))
                g.result = QStringLiteral("0-1");
            else if (trimmed.contains(QStringLiteral("千日手"))
                || trimmed.contains(QStringLiteral("持将棋")))
                g.result = QStringLiteral("1/2-1/2");
            continue;
        }
        if (trimmed.startsWith(QStringLiteral("手数"))) {
            inMoves = true;
            continue;
        }
        if (!inMoves && trimmed.startsWith(u'|')) {
            if (!out.countEntry(lineNo))
                return;
            QString row = trimmed.mid(1);
            const qsizetype bar = row.lastIndexOf(u'|');
            if (bar >= 0)
                row = row.left(bar);
            diagram.rows << row;
            continue;
        }
        // The diagram's frame and its row of file numbers (which would pass for a move).
        static const QRegularExpression fileNumbers(QStringLiteral("^[0-9０-９\\s]+$"));
        if (!inMoves && (trimmed.startsWith(u'+') || fileNumbers.match(trimmed).hasMatch()))
            continue;
        if (trimmed == QStringLiteral("後手番") || trimmed == QStringLiteral("上手番")) {
            diagram.secondToMove = true;
            continue;
        }
        if (trimmed == QStringLiteral("先手番") || trimmed == QStringLiteral("下手番"))
            continue;
        // KI2: moves in Japanese notation, each after its side mark, several on a line.
        if (QStringView(u"▲△☗☖").contains(trimmed[0])
            && (!inMoves || g.notation == MoveNotation::Ki2)) {
            inMoves = true;
            g.notation = MoveNotation::Ki2;
            for (const QString& move : ki2Moves(trimmed)) {
                if (!out.countEntry(lineNo))
                    return;
                MoveRecord m;
                m.text = move;
                m.sourceLine = lineNo;
                g.mainLine.moves.push_back(std::move(m));
                ++movesRead;
            }
            continue;
        }
        const auto mm = moveLine.match(line);
        if (mm.hasMatch()) {
            inMoves = true;
            QString content = mm.captured(2);
            content.remove(timeSuffix);
            content = content.trimmed();
            while (!content.isEmpty() && QStringView(u"▲△☗☖").contains(content[0]))
                content = content.mid(1).trimmed();
            for (const QString& w : kifEndWords())
                if (content.startsWith(w)) {
                    endWord = w;
                    ended = true;
                }
            if (ended)
                break;
            if (content.isEmpty()) {
                fail(lineNo, QStringLiteral("move %1 has no move").arg(mm.captured(1)));
                break;
            }
            if (content.contains(QStringLiteral("←")))
                chuMoves = true;
            // The second half of a Lion move continues the move before it.
            if (content.startsWith(QStringLiteral("二歩目")) && !g.mainLine.moves.empty()
                && g.mainLine.moves.back().text.startsWith(QStringLiteral("一歩目"))
                && !g.mainLine.moves.back().text.contains(u'\n')) {
                g.mainLine.moves.back().text += u'\n' + content;
                continue;
            }
            if (!out.countEntry(lineNo))
                return;
            MoveRecord m;
            m.text = content;
            m.sourceLine = lineNo;
            m.sourceColumn = int(mm.capturedStart(2)) + 1;
            g.mainLine.moves.push_back(std::move(m));
            ++movesRead;
            continue;
        }
        if (inMoves && trimmed.startsWith(QStringLiteral("二歩目")) && !g.mainLine.moves.empty()) {
            g.mainLine.moves.back().text += u'\n' + trimmed;
            continue;
        }
        const auto hm = header.match(trimmed);
        if (hm.hasMatch() && !inMoves) {
            const QString key = hm.captured(1).trimmed();
            const QString value = hm.captured(2).trimmed();
            if (key == u"手合割") {
                bool known = false;
                for (const Handicap& h : Handicaps)
                    if (value == QString::fromUtf8(h.name)) {
                        handicapPreset = QString::fromLatin1(h.preset);
                        g.startFen = QString::fromLatin1(h.sfen);
                        known = true;
                    }
                if (!known && !value.isEmpty() && value != QStringLiteral("その他"))
                    fail(lineNo, QStringLiteral("unknown handicap '%1'").arg(value));
            } else if (key == u"先手の持駒" || key == u"下手の持駒") {
                diagram.firstHand = value;
            } else if (key == u"後手の持駒" || key == u"上手の持駒") {
                diagram.secondHand = value;
            } else if (key == u"先手" || key == u"下手") {
                if (!setTag(QStringLiteral("White"), value, lineNo))
                    return;
            } else if (key == u"後手" || key == u"上手") {
                if (!setTag(QStringLiteral("Black"), value, lineNo))
                    return;
            } else if (key == u"棋戦") {
                if (!setTag(QStringLiteral("Event"), value, lineNo))
                    return;
            } else if (key == u"場所") {
                if (!setTag(QStringLiteral("Site"), value, lineNo))
                    return;
            } else if (key == u"開始日時") {
                QString time;
                const QString date = kifDate(value, &time);
                if (date.isEmpty()) {
                    if (!setTag(key, value, lineNo))
                        return;
                } else {
                    if (!setTag(QStringLiteral("Date"), date, lineNo))
                        return;
                    if (!setTag(QStringLiteral("Time"), time, lineNo))
                        return;
                }
            } else {
                if (!setTag(key, value, lineNo))
                    return;
            }
            continue;
        }
        if (!inMoves)
            continue; // free text before the moves
        fail(lineNo, QStringLiteral("cannot read '%1'").arg(trimmed));
        break;
    }
    // The variant: named by the handicap, shown by the board or by the moves.
    if (g.presetId.isEmpty() && g.presetJson.isEmpty()) {
        if (!handicapPreset.isEmpty())
            g.presetId = handicapPreset;
        else if (diagram.rows.size() == 12 || chuMoves)
            g.presetId = QStringLiteral("chushogi");
        else if (diagram.rows.size() == 5)
            g.presetId = QStringLiteral("minishogi");
    }
    if (!endWord.isEmpty()) {
        // What the end word says: who lost (投了, 詰み ...) or won (反則勝ち, 入玉勝ち), a draw.
        const bool secondStarts
            = diagram.secondToMove || g.startFen.contains(QStringLiteral(" w "));
        const bool firstToMove = (movesRead % 2 == 0) != secondStarts;
        QString result;
        g.termination = kifTermination(endWord, firstToMove, &result);
        if (g.result == u"*")
            g.result = result;
    }
    if (!diagram.rows.isEmpty()) {
        QStringList setup{QStringLiteral("先手の持駒：") + diagram.firstHand,
            QStringLiteral("後手の持駒：") + diagram.secondHand};
        if (diagram.secondToMove)
            setup << QStringLiteral("後手番");
        for (const QString& row : diagram.rows)
            setup << u'|' + row + u'|';
        g.startDiagram = setup.join(u'\n');
        g.startFen.clear();
    }
    // A text with nothing of a KIF in it is no game (an empty file).
    const bool empty = g.mainLine.moves.empty() && g.tags.isEmpty() && diagram.rows.isEmpty()
        && handicapPreset.isEmpty() && !inMoves && g.error.isEmpty() && g.presetId.isEmpty();
    fitLine(g.mainLine.moves);
    if (!empty)
        out.add(std::move(g));
}

QList<GameRecord> readKif(const QString& text, const QString& sourceName)
{
    GameCollector out(sourceName, LogLimits());
    readKif(text, sourceName, out);
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
