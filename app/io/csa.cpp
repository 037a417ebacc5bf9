// SPDX-License-Identifier: GPL-3.0-or-later
#include "csa.h"

#include "coordinatelist.h"
#include "japanese.h"
#include "loglimits.h"

#include <QRegularExpression>

namespace fb::io {

namespace {

struct Code
{
    const char* code;
    const char* id;
    const char* letter; ///< shogi FEN letter of the first side
};

const Code Codes[] = {
    {"FU", "pawn", "P"},
    {"KY", "lance", "L"},
    {"KE", "knight", "N"},
    {"GI", "silver", "S"},
    {"KI", "gold", "G"},
    {"KA", "bishop", "B"},
    {"HI", "rook", "R"},
    {"OU", "king", "K"},
    {"TO", "tokin", "+P"},
    {"NY", "promoted-lance", "+L"},
    {"NK", "promoted-knight", "+N"},
    {"NG", "promoted-silver", "+S"},
    {"UM", "horse", "+B"},
    {"RY", "dragon", "+R"},
};

const Code* byCode(QStringView code)
{
    for (const Code& c : Codes)
        if (code == QLatin1StringView(c.code))
            return &c;
    return nullptr;
}

QString codeOf(const PieceDefinition& d)
{
    for (const Code& c : Codes)
        if (d.id == QLatin1StringView(c.id))
            return QString::fromLatin1(c.code);
    return {};
}

QString fenLetter(const Code& c, bool second)
{
    const QString l = QString::fromLatin1(c.letter);
    return second ? l.toLower() : l;
}

// Builds the start position of one record.
struct Setup
{
    std::vector<std::vector<QString>> cells
        = std::vector<std::vector<QString>>(9, std::vector<QString>(9));
    QStringList firstHand, secondHand;
    bool any = false;
    bool secondToMove = false;

    QString fen() const
    {
        QStringList ranks;
        for (int r = 0; r < 9; ++r) {
            QString out;
            int empty = 0;
            for (int f = 0; f < 9; ++f) {
                const QString& c = cells[size_t(r)][size_t(f)];
                if (c.isEmpty()) {
                    ++empty;
                    continue;
                }
                if (empty)
                    out += QString::number(empty);
                empty = 0;
                out += c;
            }
            if (empty)
                out += QString::number(empty);
            ranks << out;
        }
        return ranks.join(u'/') + u'[' + firstHand.join(QString()) + secondHand.join(QString())
            + u']' + (secondToMove ? QStringLiteral(" b") : QStringLiteral(" w"));
    }
};

const char* const Hirate[9] = {"lnsgkgsnl", ".r.....b.", "ppppppppp", ".........", ".........",
    ".........", "PPPPPPPPP", ".B.....R.", "LNSGKGSNL"};

void fillHirate(Setup& s)
{
    for (int r = 0; r < 9; ++r)
        for (int f = 0; f < 9; ++f) {
            const char c = Hirate[r][f];
            s.cells[size_t(r)][size_t(f)] = c == '.' ? QString() : QString(QChar(c));
        }
}

} // namespace

void readCsa(const QString& text, const QString& sourceName, GameCollector& out)
{
    GameRecord g;
    Setup setup;
    bool started = false;
    int plies = 0;
    QString endWord;
    auto begin = [&](int line) {
        g = GameRecord();
        g.sourceName = sourceName;
        g.sourceLine = line;
        g.notation = MoveNotation::Csa;
        g.impliedPreset = QStringLiteral("shogi");
        setup = Setup();
        plies = 0;
        endWord.clear();
        started = true;
    };
    auto finish = [&] {
        if (!started)
            return;
        if (setup.any)
            g.startFen = setup.fen();
        if (g.result == u"*" && !endWord.isEmpty()) {
            const bool firstToMove = (plies % 2 == 0) != setup.secondToMove;
            if (endWord == u"SENNICHITE" || endWord == u"JISHOGI" || endWord == u"HIKIWAKE")
                g.result = QStringLiteral("1/2-1/2");
            else if (endWord == u"KACHI")
                g.result = firstToMove ? QStringLiteral("1-0") : QStringLiteral("0-1");
            else if (endWord != u"CHUDAN" && endWord != u"MATTA" && endWord != u"ERROR")
                g.result = firstToMove ? QStringLiteral("0-1") : QStringLiteral("1-0");
        }
        started = false;
        fitLine(g.mainLine.moves);
        if (!g.mainLine.moves.empty() || !g.tags.isEmpty() || setup.any || !g.error.isEmpty())
            out.add(std::move(g));
    };
    // A tag (its statement counted already) under the limit: false when reading must stop.
    auto setTag = [&](const QString& key, const QString& value, int line) {
        g.setTag(key, value);
        return out.checkTags(g, line);
    };
    auto fail = [&](int line, const QString& message) {
        if (g.error.isEmpty())
            g.error = QStringLiteral("%1:%2: %3").arg(sourceName).arg(line).arg(message);
    };
    static const QRegularExpression moveRe(QStringLiteral("^[+-]\\d{4}[A-Z]{2}$"));
    TextLines lines(text);
    QStringView view;
    int lineNo = 0;
    begin(1);
    while (!out.stopped() && lines.next(view, lineNo)) {
        if (!out.checkLine(view.size(), lineNo))
            return;
        QString line = view.toString();
        line.remove(u'\r');
        if (line.trimmed() == u"/") {
            finish();
            begin(lineNo + 1);
            continue;
        }
        if (line.startsWith(u'\'')) {
            if (!out.countEntry(lineNo))
                return;
            QString c = line.mid(1);
            if (readMetadataLine(c, g)) {
                if (!out.checkTags(g, lineNo))
                    return;
                continue;
            }
            if (c.startsWith(u'*'))
                c = c.mid(1);
            c = c.trimmed();
            if (c.isEmpty())
                continue;
            if (g.mainLine.moves.empty())
                g.mainLine.startComments << c;
            else
                g.mainLine.moves.back().comments << c;
            continue;
        }
        // Several statements may share a line, separated by commas (not in P rows or names).
        const bool plain = line.startsWith(u'P') || line.startsWith(u'N') || line.startsWith(u'$');
        for (qsizetype from = 0; from >= 0 && !out.stopped();) {
            const qsizetype comma = plain ? -1 : line.indexOf(u',', from);
            const QString st = line.mid(from, comma < 0 ? -1 : comma - from).trimmed();
            from = comma < 0 ? -1 : comma + 1;
            if (st.isEmpty() || st.startsWith(u'T') || st.startsWith(u'V'))
                continue;
            if (!out.countEntry(lineNo))
                return;
            if (st.startsWith(QStringLiteral("N+"))) {
                if (!setTag(QStringLiteral("White"), st.mid(2), lineNo))
                    return;
            } else if (st.startsWith(QStringLiteral("N-"))) {
                if (!setTag(QStringLiteral("Black"), st.mid(2), lineNo))
                    return;
            } else if (st.startsWith(u'$')) {
                const qsizetype colon = st.indexOf(u':');
                const QString key = st.mid(1, colon < 0 ? -1 : colon - 1);
                const QString value = colon < 0 ? QString() : st.mid(colon + 1);
                bool ok = true;
                if (key == u"EVENT")
                    ok = setTag(QStringLiteral("Event"), value, lineNo);
                else if (key == u"SITE")
                    ok = setTag(QStringLiteral("Site"), value, lineNo);
                else if (key == u"START_TIME" && value.size() >= 10) {
                    ok = setTag(QStringLiteral("Date"), value.left(10).replace(u'/', u'.'), lineNo)
                        && setTag(QStringLiteral("Time"), value.mid(11).trimmed(), lineNo);
                } else
                    ok = setTag(QStringLiteral("CSA_") + key, value, lineNo);
                if (!ok)
                    return;
            } else if (st.startsWith(QStringLiteral("PI"))) {
                setup.any = true;
                fillHirate(setup);
                for (qsizetype k = 2; k + 4 <= st.size(); k += 4) {
                    const int f = st[k].digitValue(), r = st[k + 1].digitValue();
                    if (f < 1 || r < 1) {
                        fail(lineNo, QStringLiteral("bad square in '%1'").arg(st));
                        break;
                    }
                    setup.cells[size_t(r - 1)][size_t(9 - f)].clear();
                }
            } else if (st.size() >= 2 && st[0] == u'P' && st[1].isDigit()) {
                setup.any = true;
                const int r = st[1].digitValue();
                const QString row = st.leftJustified(2 + 27, u' '); // trailing " * " trimmed
                if (r < 1 || r > 9 || row.size() > 2 + 27) {
                    fail(lineNo, QStringLiteral("bad board row '%1'").arg(st));
                    continue;
                }
                for (int f = 0; f < 9; ++f) {
                    const QString cell = row.mid(2 + 3 * f, 3);
                    if (cell.trimmed() == u"*") {
                        setup.cells[size_t(r - 1)][size_t(f)].clear();
                        continue;
                    }
                    const Code* c = byCode(QStringView(cell).mid(1));
                    if (!c || (cell[0] != u'+' && cell[0] != u'-')) {
                        fail(lineNo, QStringLiteral("bad piece '%1'").arg(cell));
                        break;
                    }
                    setup.cells[size_t(r - 1)][size_t(f)] = fenLetter(*c, cell[0] == u'-');
                }
            } else if (st.startsWith(QStringLiteral("P+")) || st.startsWith(QStringLiteral("P-"))) {
                setup.any = true;
                const bool second = st[1] == u'-';
                for (qsizetype k = 2; k + 4 <= st.size(); k += 4) {
                    const int f = st[k].digitValue(), r = st[k + 1].digitValue();
                    const QStringView code = QStringView(st).mid(k + 2, 2);
                    if (code == u"AL")
                        continue; // "the rest": not needed for a legal replay
                    const Code* c = byCode(code);
                    if (!c || f < 0 || r < 0) {
                        fail(lineNo, QStringLiteral("bad piece in '%1'").arg(st));
                        break;
                    }
                    if (!out.countEntry(lineNo))
                        return;
                    if (f == 0 && r == 0)
                        (second ? setup.secondHand : setup.firstHand) << fenLetter(*c, second);
                    else if (f >= 1 && r >= 1)
                        setup.cells[size_t(r - 1)][size_t(9 - f)] = fenLetter(*c, second);
                }
            } else if (st == u"+" || st == u"-") {
                setup.secondToMove = st == u"-";
            } else if (moveRe.match(st).hasMatch()) {
                MoveRecord m;
                m.text = st;
                m.sourceLine = lineNo;
                g.mainLine.moves.push_back(std::move(m));
                ++plies;
            } else if (st.startsWith(u'%')) {
                endWord = st.mid(1);
                if (endWord.startsWith(u'+') || endWord.startsWith(u'-'))
                    endWord = endWord.mid(1);
            } else {
                fail(lineNo, QStringLiteral("cannot read '%1'").arg(st));
            }
        }
    }
    if (!out.stopped())
        finish();
}

QList<GameRecord> readCsa(const QString& text, const QString& sourceName)
{
    GameCollector out(sourceName, LogLimits());
    readCsa(text, sourceName, out);
    return out.games();
}

std::optional<Move> resolveCsaMove(
    const Position& pos, const MoveList& legal, const QString& text, QString* error)
{
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    auto fail = [&](const QString& why) -> std::optional<Move> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QString t = text.trimmed();
    if (t.size() != 7 || (t[0] == u'+') != (pos.sideToMove() == First))
        return fail(QStringLiteral("'%1' is not a move of the side to move").arg(t));
    const int ff = t[1].digitValue(), fr = t[2].digitValue(), tf = t[3].digitValue(),
              tr = t[4].digitValue();
    const Code* c = byCode(QStringView(t).mid(5, 2));
    if (!c)
        return fail(QStringLiteral("unknown piece code '%1'").arg(t.mid(5)));
    const PieceType after = v.pieceById(QString::fromLatin1(c->id));
    const Square to = squareFromKif(g, tf, tr);
    if (after == NoPieceType || to == NoSquare)
        return fail(QStringLiteral("'%1' does not fit %2").arg(t, v.name));
    const bool drop = ff == 0 && fr == 0;
    const Square from = drop ? NoSquare : squareFromKif(g, ff, fr);
    for (const Move& m : legal) {
        if (m.to != to)
            continue;
        if (drop) {
            if (m.isDrop() && (m.promotion != NoPieceType ? m.promotion : m.dropped) == after)
                return m;
            continue;
        }
        if (m.isDrop() || m.isPass() || m.from != from || m.viaCount != 0)
            continue;
        const PieceType result = m.promotion != NoPieceType ? m.promotion : typeOf(pos.at(m.from));
        if (result == after)
            return m;
    }
    return fail(QStringLiteral("'%1' is not a legal move here").arg(t));
}

bool writeCsa(const GameRecord& game, QString& out, QString* error)
{
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    const VariantDefinition& v = *game.variant;
    const BoardGeometry& g = v.geometry;
    if (g.files() != 9 || g.ranks() != 9)
        return fail(QStringLiteral("CSA records have 9 x 9 boards, %1 has %2 x %3")
                .arg(v.name)
                .arg(g.files())
                .arg(g.ranks()));
    for (const PieceDefinition& d : v.pieces)
        if (codeOf(d).isEmpty())
            return fail(QStringLiteral("CSA has no code for the %1 of %2").arg(d.name, v.name));
    std::optional<Position> pos = game.startPosition(error);
    if (!pos)
        return false;
    out = QStringLiteral("V2.2\n");
    auto tagLine = [&](const QString& prefix, const QString& value) {
        if (!value.isEmpty() && value != u"?")
            out += prefix + value + u'\n';
    };
    tagLine(QStringLiteral("N+"), game.tag(QStringLiteral("White")));
    tagLine(QStringLiteral("N-"), game.tag(QStringLiteral("Black")));
    tagLine(QStringLiteral("$EVENT:"), game.tag(QStringLiteral("Event")));
    tagLine(QStringLiteral("$SITE:"), game.tag(QStringLiteral("Site")));
    const QString date = game.tag(QStringLiteral("Date"));
    if (!date.isEmpty() && !date.contains(u'?')) {
        const QString time = game.tag(QStringLiteral("Time"));
        out += QStringLiteral("$START_TIME:") + QString(date).replace(u'.', u'/')
            + (time.isEmpty() ? QString() : u' ' + time) + u'\n';
    }
    GameRecord rest = game;
    for (const char* known : {"Event", "Site", "Date", "Time", "White", "Black"})
        rest.setTag(QString::fromLatin1(known), {});
    rest.result = QStringLiteral("*");
    out += metadataLines(
        rest, QStringLiteral("'"), game.presetId != u"shogi" || !game.presetJson.isEmpty());
    if (game.startFen.isEmpty()) {
        out += QStringLiteral("PI\n+\n");
    } else {
        for (int r = g.ranks() - 1; r >= 0; --r) {
            out += QStringLiteral("P%1").arg(g.ranks() - r);
            for (int f = 0; f < g.files(); ++f) {
                const Piece p = pos->at(g.square(f, r));
                out += isPiece(p)
                    ? (sideOf(p) == First ? u'+' : u'-') + codeOf(v.pieces[size_t(typeOf(p))])
                    : QStringLiteral(" * ");
            }
            out += u'\n';
        }
        for (Side s : {First, Second}) {
            QString hand;
            for (PieceType t = 0; t < v.pieceCount(); ++t)
                for (int n = 0; n < pos->handCount(s, t); ++n)
                    hand += QStringLiteral("00") + codeOf(v.pieces[size_t(t)]);
            if (!hand.isEmpty())
                out += (s == First ? QStringLiteral("P+") : QStringLiteral("P-")) + hand + u'\n';
        }
        out += pos->sideToMove() == First ? QStringLiteral("+\n") : QStringLiteral("-\n");
    }
    for (const QString& c : game.mainLine.startComments)
        out += QStringLiteral("'*") + c + u'\n';
    for (const MoveRecord& m : game.mainLine.moves) {
        const Move& mv = m.move;
        if (mv.isPass() || mv.isCastle() || mv.viaCount)
            return fail(QStringLiteral("CSA cannot write the move %1").arg(m.text));
        const PieceType after = mv.isDrop()
            ? (mv.promotion != NoPieceType ? mv.promotion : mv.dropped)
            : mv.promotion != NoPieceType ? mv.promotion
                                          : typeOf(pos->at(mv.from));
        out += pos->sideToMove() == First ? u'+' : u'-';
        out += mv.isDrop()
            ? QStringLiteral("00")
            : QStringLiteral("%1%2").arg(kifFile(g, mv.from)).arg(kifRank(g, mv.from));
        out += QStringLiteral("%1%2").arg(kifFile(g, mv.to)).arg(kifRank(g, mv.to));
        out += codeOf(v.pieces[size_t(after)]) + u'\n';
        for (const QString& c : m.comments)
            out += QStringLiteral("'*") + c + u'\n';
        pos->makeMove(mv);
    }
    if (game.result == u"1-0" || game.result == u"0-1") {
        const Side winner = game.result == u"1-0" ? First : Second;
        out += winner != pos->sideToMove() ? QStringLiteral("%TORYO\n")
                                           : QStringLiteral("%KACHI\n");
    } else if (game.result == u"1/2-1/2") {
        out += QStringLiteral("%SENNICHITE\n");
    }
    return true;
}

} // namespace fb::io
