// SPDX-License-Identifier: GPL-3.0-or-later
// Writing KIF.
#include "coordinatelist.h"
#include "fen.h"
#include "japanese.h"
#include "kif.h"
#include "kifend.h"
#include "kifmove.h"
#include "kiftime.h"
#include "movegen.h"
#include "movenotation.h"

#include <algorithm>
#include <array>

namespace fb::io {

namespace {

// The "手合割" name of a start position (the preset's records.names.kif for its own start), or
// an empty string (then a board diagram follows).
QString handicapName(const GameRecord& game)
{
    if (!game.startFen.isEmpty())
        return {};
    return game.variant->records.name(QStringLiteral("kif"));
}

QString handText(const Position& pos, Side side)
{
    const VariantDefinition& v = pos.variant();
    QStringList items;
    for (PieceType t = 0; t < v.pieceCount(); ++t) {
        const int n = pos.handCount(side, t);
        if (n > 0)
            items << kifBoardName(v.pieces[size_t(t)]) + (n > 1 ? kanjiNumber(n) : QString());
    }
    return items.isEmpty() ? QStringLiteral("なし") : items.join(QChar(0x3000));
}

QString diagram(const Position& pos)
{
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    const KifStyle style = kifStyleFor(v);
    QString out;
    if (v.rules.hands.enabled)
        out += QStringLiteral("後手の持駒：") + handText(pos, Second) + u'\n';
    QString files;
    for (int f = g.files(); f >= 1; --f)
        files += (style == KifStyle::LargeBoard ? QStringLiteral("%1").arg(f, 3)
                                                : u' ' + fullWidthNumber(f));
    out += files + u'\n';
    const QString frame = u'+' + QString(g.files() * 3, u'-') + u'+';
    out += frame + u'\n';
    for (int r = g.ranks() - 1; r >= 0; --r) {
        out += u'|';
        for (int f = 0; f < g.files(); ++f) {
            const Piece p = pos.at(g.square(f, r));
            QString cell;
            if (!isPiece(p))
                cell = QStringLiteral(" ・");
            else
                cell = (sideOf(p) == Second ? u'v' : u' ')
                    + kifBoardName(v.pieces[size_t(typeOf(p))]);
            if (style == KifStyle::LargeBoard)
                cell = cell.rightJustified(3, u' ');
            out += cell;
        }
        out += u'|' + kanjiNumber(g.ranks() - r) + u'\n';
    }
    out += frame + u'\n';
    if (v.rules.hands.enabled)
        out += QStringLiteral("先手の持駒：") + handText(pos, First) + u'\n';
    if (pos.sideToMove() == Second)
        out += QStringLiteral("後手番\n");
    return out;
}

// The end of the record: its end word as the move after the last one (the termination's,
// else 投了 when the loser is to move, 千日手 for a draw), then "まで77手で先手の勝ち".
// A move (a Lion's two steps: two lines) numbered as `layout` has it: "  57 7七獅子 （←7八）",
// or 81Dojo's "57手目 ▲7七獅子 （←7八）" and "57手目一歩目 ▲...", "57手目二歩目 ▲...".
QString moveLines(KifLayout layout, int number, Side side, const QString& text)
{
    const QStringList lines = text.split(u'\n');
    QString out;
    if (layout == KifLayout::Table) {
        out += QStringLiteral("%1 %2\n").arg(number, 4).arg(lines[0]);
        for (qsizetype k = 1; k < lines.size(); ++k)
            out += QStringLiteral("     %1\n").arg(lines[k]);
        return out;
    }
    const QString mark = side == First ? QStringLiteral("▲") : QStringLiteral("△");
    for (QString line : lines) {
        QString step;
        for (const QString& s : {QStringLiteral("一歩目 "), QStringLiteral("二歩目 ")})
            if (line.startsWith(s)) {
                step = s.trimmed();
                line = line.mid(s.size());
            }
        out += QStringLiteral("%1手目%2 %3%4\n").arg(number).arg(step, mark, line);
    }
    return out;
}

QString endLines(const GameRecord& game, Side toMove, int number, KifLayout layout)
{
    const bool decisive = game.result == u"1-0" || game.result == u"0-1";
    const Side winner = game.result == u"1-0" ? First : Second;
    QString word = kifEndWord(game.termination, game.result, toMove == First);
    QString implied;
    kifTermination(word, toMove == First, &implied);
    if (!word.isEmpty() && game.result != u"*" && implied != game.result)
        word.clear(); // a word that would say another result (the tag line keeps the reason)
    if (word.isEmpty() && decisive && winner != toMove)
        word = QStringLiteral("投了");
    else if (word.isEmpty() && game.result == u"1/2-1/2")
        word = QStringLiteral("千日手");
    QString out;
    if (!word.isEmpty() && layout != KifLayout::Ki2) // KI2 has no move line for it
        out += moveLines(layout, number + 1, toMove, word);
    if (decisive)
        out += QStringLiteral("まで%1手で%2の勝ち\n")
                   .arg(number)
                   .arg(winner == First ? QStringLiteral("先手") : QStringLiteral("後手"));
    else if (!word.isEmpty())
        out += QStringLiteral("まで%1手で%2\n").arg(number).arg(word);
    return out;
}

// Is every move of the line read (a branch with unread moves is not written)?
bool resolved(const Line& line)
{
    for (const MoveRecord& m : line.moves)
        if (!m.resolved)
            return false;
    return !line.moves.empty();
}

// Writes the moves of lines: a line's moves, then its branches (変化), each with its own.
class LineWriter
{
public:
    LineWriter(KifLayout layout, QString& out)
        : m_layout(layout)
        , m_out(out)
    { }

    // The moves of `line` from `pos` (the position before move `firstPly`), with their
    // comments; a move that has branches is marked '+'. With `times` (the main line of a
    // table), a move's "[%emt]" comment goes to the time column with its side's total so far
    // (KIF's "消費時間"). `pos` is left after the line.
    bool writeMoves(
        Position& pos, const Line& line, int firstPly, QString* error, bool times = false)
    {
        MoveList legal;
        int number = firstPly - 1;
        std::array<qint64, 2> totals{0, 0};
        for (const MoveRecord& m : line.moves) {
            legal.clear();
            MoveGenerator::generateLegal(pos, legal);
            QString why;
            QString text = m_layout == KifLayout::Ki2
                ? moveText(Notation::ShogiJapanese, pos, legal, m.move)
                : kifMoveText(pos, legal, m.move, &why);
            if (text.isEmpty()) {
                if (error)
                    *error = QStringLiteral("move %1: %2").arg(number + 1).arg(why);
                return false;
            }
            ++number;
            // The comment that is the move's time, when it goes to the time column.
            qsizetype timed = -1;
            for (qsizetype i = 0;
                times && m_layout == KifLayout::Table && timed < 0 && i < m.comments.size(); ++i)
                if (emtSeconds(m.comments[i]))
                    timed = i;
            if (m_layout == KifLayout::Ki2) {
                // Six moves a line; a comment ends the line.
                const bool endsLine = (number - firstPly + 1) % 6 == 0 || !m.comments.isEmpty();
                m_out += text + (endsLine ? u'\n' : u' ');
            } else {
                QString lines = moveLines(m_layout, number, pos.sideToMove(), text);
                if (timed >= 0) {
                    const qint64 spent = *emtSeconds(m.comments[timed]);
                    totals[pos.sideToMove()] += spent;
                    lines.insert(lines.size() - 1,
                        QStringLiteral("   ") + kifTimeField(spent, totals[pos.sideToMove()]));
                }
                if (std::any_of(m.variations.begin(), m.variations.end(), resolved))
                    lines.insert(lines.size() - 1, QStringLiteral(" +"));
                m_out += lines;
            }
            for (qsizetype i = 0; i < m.comments.size(); ++i)
                if (i != timed)
                    m_out += u'*' + m.comments[i] + u'\n';
            pos.makeMove(m.move);
        }
        if (m_layout == KifLayout::Ki2 && !m_out.endsWith(u'\n'))
            m_out += u'\n';
        return true;
    }

    // The branches of `line` (whose first move is `firstPly`, played from `pos`), from its
    // last move back to its first, so that a reader attaches each "変化：N手" to the nearest
    // line before it that has a move N; each branch is followed by its own branches. `pos` is
    // restored.
    bool writeBranches(Position& pos, const Line& line, int firstPly, QString* error)
    {
        for (const MoveRecord& m : line.moves)
            pos.makeMove(m.move);
        for (int i = int(line.moves.size()) - 1; i >= 0; --i) {
            pos.unmakeMove();
            for (const Line& branch : line.moves[size_t(i)].variations) {
                if (!resolved(branch))
                    continue; // a branch with unread moves cannot be written
                m_out += QStringLiteral("\n変化：%1手\n").arg(firstPly + i);
                if (!writeMoves(pos, branch, firstPly + i, error))
                    return false;
                for (size_t k = 0; k < branch.moves.size(); ++k)
                    pos.unmakeMove();
                if (!writeBranches(pos, branch, firstPly + i, error))
                    return false;
            }
        }
        return true;
    }

private:
    KifLayout m_layout;
    QString& m_out;
};

} // namespace

bool writeKif(const GameRecord& game, QString& out, QString* error, KifLayout layout)
{
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    const VariantDefinition& v = *game.variant;
    const QStringList missing = piecesWithoutKifName(v);
    if (!missing.isEmpty())
        return fail(QStringLiteral("KIF has no names for the pieces of %1 (%2)")
                .arg(v.name, missing.join(QStringLiteral(", "))));
    std::optional<Position> pos = game.startPosition(error);
    if (!pos)
        return false;
    out = QStringLiteral("#KIF version=2.0 encoding=Shift_JIS\n");
    // Tags KIF has no field for, and the preset of other variants, as "#" comment lines.
    GameRecord rest = game;
    QString date = rest.tag(QStringLiteral("Date"));
    const QString time = rest.tag(QStringLiteral("Time"));
    for (const char* known : {"Event", "Site", "Date", "Time", "White", "Black"})
        rest.setTag(QString::fromLatin1(known), {});
    rest.result = QStringLiteral("*");
    // A bundled preset with a 手合割 name is named by it; others by "#" lines as well.
    const bool namedByHandicap
        = game.presetJson.isEmpty() && !v.records.name(QStringLiteral("kif")).isEmpty();
    out += metadataLines(rest, QStringLiteral("#"), !namedByHandicap);
    if (!date.isEmpty() && !date.contains(u'?')) {
        date.replace(u'.', u'/');
        out += QStringLiteral("開始日時：%1%2\n")
                   .arg(date, time.isEmpty() ? QString() : u' ' + time);
    }
    auto header = [&](const char* key, const QString& value) {
        if (!value.isEmpty() && value != u"?")
            out += QString::fromUtf8(key) + QStringLiteral("：") + value + u'\n';
    };
    header("棋戦", game.tag(QStringLiteral("Event")));
    header("場所", game.tag(QStringLiteral("Site")));
    const QString handicap = handicapName(game);
    if (!handicap.isEmpty())
        out += QStringLiteral("手合割：") + handicap + u'\n';
    else
        out += diagram(*pos);
    header("先手", game.tag(QStringLiteral("White")));
    header("後手", game.tag(QStringLiteral("Black")));
    if (layout == KifLayout::Table)
        out += QStringLiteral("手数----指手---------消費時間--\n");
    else if (layout == KifLayout::Ki2)
        out += u'\n';
    for (const QString& c : game.mainLine.startComments)
        out += u'*' + c + u'\n';
    LineWriter lines(layout, out);
    if (!lines.writeMoves(*pos, game.mainLine, 1, error, true))
        return false;
    const int number = int(game.mainLine.moves.size());
    out += endLines(game, pos->sideToMove(), number, layout);
    for (int i = 0; i < number; ++i)
        pos->unmakeMove();
    return lines.writeBranches(*pos, game.mainLine, 1, error);
}

} // namespace fb::io
