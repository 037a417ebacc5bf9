// SPDX-License-Identifier: GPL-3.0-or-later
// Sjaak II's variant file, as the comments of its variants.txt describe it: moves as slide,
// hop, leap, aleap, step and ride descriptions, translated into XBetza.
#include "draftpreset.h"
#include "formatreaders.h"
#include "fsfpieces.h"

#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>

namespace fb::io {

namespace {

struct SjaakLine
{
    QString key; // lower case: "move", "symbol", "rule" ...
    QString value;
    int line = 0;
};

struct SjaakPiece
{
    QString name;
    int line = 0;
    QList<SjaakLine> lines;
};

struct SjaakVariant
{
    QString name;
    int line = 0;
    QList<SjaakLine> lines; // before the first piece
    QList<SjaakPiece> pieces;
};

QList<SjaakVariant> readVariants(const QString& text, const NoteSink& notes)
{
    QList<SjaakVariant> variants;
    const QStringList lines = text.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString line = lines[i];
        if (const qsizetype hash = line.indexOf(u'#'); hash >= 0)
            line.truncate(hash);
        line = line.trimmed();
        if (line.isEmpty())
            continue;
        const qsizetype colon = line.indexOf(u':');
        if (colon <= 0) {
            notes.add(
                int(i + 1), QStringLiteral("'%1' is not 'Key: value'; skipped").arg(line.left(80)));
            continue;
        }
        const SjaakLine l{
            line.left(colon).trimmed().toLower(), line.mid(colon + 1).trimmed(), int(i + 1)};
        if (l.key == u"variant") {
            variants.append({l.value, l.line, {}, {}});
        } else if (variants.isEmpty()) {
            notes.add(l.line,
                QStringLiteral("'%1' comes before any 'Variant:' line; skipped").arg(l.key));
        } else if (l.key == u"piece") {
            variants.last().pieces.append({l.value, l.line, {}});
        } else if (!variants.last().pieces.isEmpty() && l.key != u"rule" && l.key != u"zone") {
            variants.last().pieces.last().lines.append(l);
        } else {
            variants.last().lines.append(l);
        }
    }
    return variants;
}

QString unquoted(QString s)
{
    s = s.trimmed();
    if (s.size() >= 2 && s.startsWith(u'"') && s.endsWith(u'"'))
        s = s.mid(1, s.size() - 2);
    return s;
}

// The XBetza atom of the leap (x, y).
QString atomOf(int x, int y)
{
    x = std::abs(x);
    y = std::abs(y);
    if (x < y)
        std::swap(x, y);
    static const QHash<QString, QString> letters = {{QStringLiteral("1,0"), QStringLiteral("W")},
        {QStringLiteral("1,1"), QStringLiteral("F")}, {QStringLiteral("2,0"), QStringLiteral("D")},
        {QStringLiteral("2,1"), QStringLiteral("N")}, {QStringLiteral("2,2"), QStringLiteral("A")},
        {QStringLiteral("3,0"), QStringLiteral("H")}, {QStringLiteral("3,1"), QStringLiteral("C")},
        {QStringLiteral("3,2"), QStringLiteral("Z")}, {QStringLiteral("3,3"), QStringLiteral("G")}};
    const QString key = QStringLiteral("%1,%2").arg(x).arg(y);
    return letters.value(key, QStringLiteral("(%1)").arg(key));
}

// The direction code of the step (x right, y forward) on its atom.
QString directionOf(int x, int y)
{
    const QString v = y > 0 ? QStringLiteral("f") : QStringLiteral("b");
    const QString h = x > 0 ? QStringLiteral("r") : QStringLiteral("l");
    if (x == 0)
        return v;
    if (y == 0)
        return h;
    return std::abs(x) >= std::abs(y) ? v + h : h + v; // the wide one: fr; the narrow one: rf
}

std::optional<std::pair<int, int>> compass(const QString& dir)
{
    static const QHash<QString, std::pair<int, int>> dirs
        = {{QStringLiteral("N"), {0, 1}}, {QStringLiteral("S"), {0, -1}},
            {QStringLiteral("E"), {1, 0}}, {QStringLiteral("W"), {-1, 0}},
            {QStringLiteral("NE"), {1, 1}}, {QStringLiteral("NW"), {-1, 1}},
            {QStringLiteral("SE"), {1, -1}}, {QStringLiteral("SW"), {-1, -1}}};
    const auto it = dirs.constFind(dir);
    return it == dirs.constEnd() ? std::nullopt : std::optional(*it);
}

QList<std::pair<int, int>> vectors(const QString& text, bool* ok)
{
    QList<std::pair<int, int>> out;
    static const QRegularExpression re(QStringLiteral("\\(\\s*(-?\\d+)\\s*,\\s*(-?\\d+)\\s*\\)"));
    QString rest = text;
    auto it = re.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        out.append({m.captured(1).toInt(), m.captured(2).toInt()});
        rest.replace(m.captured(0), QString());
    }
    rest.remove(u'|').remove(u' ');
    *ok = !out.isEmpty() && rest.isEmpty();
    for (const auto& [x, y] : out)
        *ok = *ok && std::abs(x) <= 35 && std::abs(y) <= 35 && (x || y);
    return out;
}

// One Sjaak move description as XBetza with mode prefix `mode` ("", "m", "c"); `initial` marks
// initial moves, `setsEp` a stepper of several squares that may be taken en passant, `takesEp`
// a capture that may take en passant. Empty with `error` set when it cannot be said.
QString moveBetza(const QString& desc, const QString& mode, bool initial, bool setsEp, bool takesEp,
    QString* error)
{
    const QString kind = desc.section(u' ', 0, 0).toLower();
    const QString arg = desc.section(u' ', 1).trimmed();
    const QString pre = (initial ? QStringLiteral("i") : QString());
    QString out;
    if (kind == u"slide" || kind == u"hop") {
        const QString hop = kind == u"hop" ? QStringLiteral("p") : QString();
        QString inner = arg;
        inner.remove(u'(').remove(u')').remove(u' ');
        for (const QString& d : inner.split(u',', Qt::SkipEmptyParts)) {
            static const QHash<QString, QString> rays
                = {{QStringLiteral("H"), QStringLiteral("sR")},
                    {QStringLiteral("V"), QStringLiteral("vR")},
                    {QStringLiteral("D"), QStringLiteral("frblB")},
                    {QStringLiteral("A"), QStringLiteral("flbrB")}};
            if (!rays.contains(d.toUpper())) {
                *error = QStringLiteral("'%1' is not H, V, A or D").arg(d);
                return {};
            }
            const QString ray = rays.value(d.toUpper());
            out += pre + ray.chopped(1) + mode + hop + ray.right(1);
        }
        return out;
    }
    if (kind == u"step") {
        for (QString token : arg.split(u',', Qt::SkipEmptyParts)) {
            token = token.trimmed();
            qsizetype digits = 0;
            while (digits < token.size() && token[digits].isDigit())
                ++digits;
            const int count = digits ? token.left(digits).toInt() : 1;
            const auto dir = compass(token.mid(digits).toUpper());
            if (!dir || count < 1 || count > 35) {
                *error = QStringLiteral("'%1' is not a step such as N, 2N or NE").arg(token);
                return {};
            }
            const QString code = directionOf(dir->first, dir->second);
            const QString unit = atomOf(dir->first, dir->second);
            const QString modes
                = mode + (takesEp && mode == u"c" ? QStringLiteral("e") : QString());
            if (count > 1 && setsEp) { // a double step that may be taken en passant: lame leaps
                for (int n = 2; n <= count; ++n)
                    out += pre + code + modes + QStringLiteral("n")
                        + atomOf(dir->first * n, dir->second * n);
                continue;
            }
            out += pre + code + modes + unit + (count > 1 ? QString::number(count) : QString());
        }
        return out;
    }
    if (kind == u"leap" || kind == u"aleap" || kind == u"ride") {
        if (kind == u"leap" && arg.contains(u'+')) {
            static const QHash<QString, QString> lame
                = {{QStringLiteral("1,0+1,1&1,2"), QStringLiteral("nN")},
                    {QStringLiteral("1,0+1,1&2,1"), QStringLiteral("nN")},
                    {QStringLiteral("1,1+1,1&2,2"), QStringLiteral("nA")},
                    {QStringLiteral("1,0+1,0&2,0"), QStringLiteral("nD")}};
            QString key = arg;
            key.remove(u' ').remove(u'(').remove(u')');
            if (!lame.contains(key)) {
                *error = QStringLiteral("the two-step leap '%1' cannot be expressed").arg(arg);
                return {};
            }
            const QString l = lame.value(key);
            return pre + mode + l;
        }
        bool ok = false;
        const auto vs = vectors(arg, &ok);
        if (!ok) {
            *error = QStringLiteral("'%1' is not a list of leaps (x,y)|(x,y)").arg(arg);
            return {};
        }
        for (const auto& [x, y] : vs) {
            const QString dir = kind == u"aleap" ? directionOf(x, y) : QString();
            const QString atom = atomOf(x, y);
            const QString range = kind == u"ride"
                ? (atom.startsWith(u'(') ? QStringLiteral("0") : atom)
                : QString();
            out += pre + dir + mode + atom + range;
        }
        return out;
    }
    *error = QStringLiteral("'%1' is not slide, hop, leap, aleap, step or ride").arg(kind);
    return {};
}

class SjaakBuilder
{
public:
    SjaakBuilder(const SjaakVariant& v, const NoteSink& notes)
        : m_v(v)
        , m_notes(notes)
        , m_draft(v.name)
    { }

    QJsonObject build()
    {
        m_draft.setRule(QStringLiteral("stalemate"), QStringLiteral("draw"));
        m_draft.setRule(QStringLiteral("immobilityIllegal"), true);
        readVariantLines();
        for (const SjaakPiece& p : m_v.pieces)
            readPiece(p);
        for (const SjaakPiece& p : m_v.pieces)
            readPieceRefs(p);
        if (!m_castleKing.isEmpty() && !m_castlingFailed)
            finishCastling();
        else
            withoutCastlingRights();
        return m_draft.json();
    }

private:
    QStringList zoneSquares(const QString& name, int line)
    {
        const QString n = name.trimmed();
        if (n == u"all")
            return m_draft.allSquares();
        if (n == u"empty")
            return {};
        if (!m_zones.contains(n))
            m_notes.add(line, QStringLiteral("no zone '%1'").arg(n));
        return m_zones.value(n);
    }

    QStringList squareList(const QString& text, int line)
    {
        QStringList out;
        for (QString s : text.split(u',', Qt::SkipEmptyParts)) {
            s = s.trimmed();
            if (const auto sq = DraftPreset::parseSquare(s);
                sq && sq->first < m_draft.files() && sq->second < m_draft.ranks())
                out << s;
            else
                m_notes.add(
                    line, QStringLiteral("'%1' is not a square of the board; left out").arg(s));
        }
        return out;
    }

    // A region for a pair of zones "white, black"; empty name when the text is not two zones.
    QString regionOf(const QString& pair, int line, const QString& prefix)
    {
        const QStringList zones = pair.split(u',');
        if (zones.size() != 2) {
            m_notes.add(
                line, QStringLiteral("'%1' is not two zones 'white, black'; left out").arg(pair));
            return {};
        }
        const QString name = prefix + u'-' + presetIdFromName(zones[0] + u' ' + zones[1]);
        m_draft.setRegion(name, zoneSquares(zones[0], line), zoneSquares(zones[1], line));
        return name;
    }

    void readVariantLines()
    {
        for (const SjaakLine& l : m_v.lines) {
            if (l.key == u"board") {
                static const QRegularExpression re(QStringLiteral("^(\\d+)\\s*x\\s*(\\d+)$"));
                const auto m = re.match(l.value);
                const int f = m.captured(1).toInt(), r = m.captured(2).toInt();
                if (!m.hasMatch() || f < 1 || r < 1 || f > 36 || r > 36)
                    m_notes.add(l.line,
                        QStringLiteral("Board: '%1' is not FILESxRANKS of at most 36x36")
                            .arg(l.value));
                else
                    m_draft.setBoard(f, r);
            } else if (l.key == u"fen") {
                QString fen = unquoted(l.value);
                if (QString board = fen.section(u' ', 0, 0);
                    board.endsWith(u'/')) // an empty last "rank"
                    fen = board.chopped(1)
                        + (fen.contains(u' ') ? u' ' + fen.section(u' ', 1) : QString());
                m_draft.json().insert(QStringLiteral("start"), fen);
            } else if (l.key == u"zone") {
                const QString name = l.value.section(u'=', 0, 0).trimmed();
                m_zones.insert(name, squareList(l.value.section(u'=', 1), l.line));
            } else if (l.key == u"exclude") {
                QJsonObject board = m_draft.json().value(QStringLiteral("board")).toObject();
                QJsonArray removed = board.value(QStringLiteral("removed")).toArray();
                for (const QString& s : squareList(l.value, l.line))
                    removed.append(s);
                board.insert(QStringLiteral("removed"), removed);
                m_draft.json().insert(QStringLiteral("board"), board);
            } else if (l.key == u"rule") {
                readRule(l);
            } else if (l.key == u"xboard parent") {
                const QString parent = unquoted(l.value);
                if (parent == u"shogi" || parent == u"chu")
                    m_draft.json().insert(QStringLiteral("family"), QStringLiteral("shogi"));
            } else if (l.key == u"xboard pieces" || l.key == u"winboard pieces") {
                // the images XBoard draws: nothing to play by
            } else {
                m_notes.add(l.line,
                    QStringLiteral("%1: cannot be expressed in a preset; left out").arg(l.key));
            }
        }
    }

    void readRule(const SjaakLine& l)
    {
        for (QString rule : l.value.split(u',', Qt::SkipEmptyParts)) {
            rule = rule.trimmed();
            const QString name = rule.section(u'=', 0, 0).trimmed().toLower();
            const QString value = rule.section(u'=', 1).trimmed().toLower();
            const bool result = value == u"win" || value == u"loss" || value == u"draw";
            static const QRegularExpression repeat(QStringLiteral("^repeat(\\d+)$"));
            if (name == u"checkmate" && value == u"win") {
            } else if (name == u"stalemate" && result) {
                m_draft.setRule(QStringLiteral("stalemate"), value);
            } else if (const auto m = repeat.match(name); m.hasMatch() && result) {
                const int n = m.captured(1).toInt();
                if (n == 1 || n > 1000)
                    m_notes.add(l.line,
                        QStringLiteral("%1: a repetition count of %2 cannot be expressed; left out")
                            .arg(name)
                            .arg(n));
                else {
                    m_draft.setRule(QStringLiteral("repetition.count"), n);
                    m_draft.setRule(QStringLiteral("repetition.result"), value);
                }
            } else if (name.startsWith(u"perpetual") && (value == u"loss" || value == u"illegal")) {
                m_draft.setRule(QStringLiteral("repetition.perpetualCheckLoses"), true);
                if (value == u"illegal")
                    m_notes.add(l.line,
                        QStringLiteral("perpetual = illegal: read as 'the side that gives "
                                       "perpetual check loses'"));
            } else if (name == u"loneking" && value == u"loss") {
                m_draft.setRule(QStringLiteral("bareKingLoses"), true);
            } else if (name == u"bare rule") {
                m_draft.setRule(QStringLiteral("bareKingCounterChance"), true);
            } else if (name == u"movecountdraw" && value.toInt() >= 0 && value.toInt() <= 5000) {
                m_draft.setRule(QStringLiteral("moveCountLimit"), value.toInt() * 2);
            } else if (name == u"forced capture") {
                m_draft.setRule(QStringLiteral("mustCapture"), true);
            } else if (name == u"nopieces" && result) {
                // The side left without pieces gets the result (suicide: it wins).
                m_draft.setRule(
                    QStringLiteral("extinction.pieces"), QJsonArray{QStringLiteral("*")});
                m_draft.setRule(QStringLiteral("extinction.result"), value);
            } else if (name == u"keep capture") {
                m_draft.setRule(QStringLiteral("capturesToHand"), true);
            } else if (name == u"allow drops") {
                m_draft.setRule(QStringLiteral("hands"), true);
            } else if (name == u"special init" || name == u"check any king") {
                // special moves are the XBetza initial moves this reader writes anyway; check on
                // any royal is this engine's rule
            } else {
                m_notes.add(l.line,
                    QStringLiteral("Rule: '%1' cannot be expressed in a preset; left out")
                        .arg(rule));
            }
        }
    }

    void readPiece(const SjaakPiece& p)
    {
        QStringList moves, captures, specials;
        bool captureNone = false;
        QString letter;
        QStringList flags;
        for (const SjaakLine& l : p.lines) {
            if (l.key == u"move")
                moves << l.value;
            else if (l.key == u"capture" && l.value.trimmed() == u"none")
                captureNone = true;
            else if (l.key == u"capture")
                captures << l.value;
            else if (l.key == u"flags")
                for (const QString& f : l.value.split(u',', Qt::SkipEmptyParts))
                    flags << f.trimmed();
            else if (l.key == u"symbol") {
                const QStringList parts = l.value.split(u'"', Qt::SkipEmptyParts);
                const QString fen
                    = parts.size() >= 3 ? parts[2] : (parts.isEmpty() ? QString() : parts.last());
                letter = fen.section(u',', 0, 0).trimmed();
            }
        }
        if (letter.isEmpty() || letter.endsWith(u'~')
            || !(letter.size() == 1 || (letter.size() == 2 && letter[0] == u'+'))
            || letter.back().toUpper() == letter.back().toLower()) {
            m_notes.add(p.line,
                QStringLiteral(
                    "Piece %1: its symbol '%2' cannot be a FEN letter here; the piece is left out")
                    .arg(p.name, letter));
            return;
        }
        const bool setsEp = flags.contains(QStringLiteral("set_ep"));
        const bool takesEp = flags.contains(QStringLiteral("take_ep"));
        QString betza;
        const bool split = !captures.isEmpty() || captureNone;
        auto add = [&](const QString& desc, const QString& mode, bool initial, int line) {
            QString error;
            const QString b = moveBetza(desc, mode, initial, setsEp, takesEp, &error);
            if (b.isEmpty())
                m_notes.add(
                    line, QStringLiteral("Piece %1: %2; the move is left out").arg(p.name, error));
            betza += b;
        };
        for (const SjaakLine& l : p.lines) {
            if (l.key == u"move")
                add(l.value, split ? QStringLiteral("m") : QString(), false, l.line);
            else if (l.key == u"capture" && l.value.trimmed() != u"none")
                add(l.value, QStringLiteral("c"), false, l.line);
            else if (l.key == u"initial")
                add(l.value, QStringLiteral("m"), true, l.line);
            else if (l.key == u"special")
                readSpecial(p, l, letter,
                    [&](const QString& d, int line) { add(d, QStringLiteral("m"), true, line); });
        }
        QStringList dropped;
        betza = parsableBetza(betza, &dropped);
        if (!dropped.isEmpty())
            m_notes.add(p.line,
                QStringLiteral("Piece %1: moves '%2' cannot be expressed; left out")
                    .arg(p.name, dropped.join(QStringLiteral("', '"))));
        const bool royal = flags.contains(QStringLiteral("royal"));
        QJsonObject piece{{QStringLiteral("id"), presetIdFromName(p.name)},
            {QStringLiteral("name"), p.name}, {QStringLiteral("letter"), letter.toUpper()}};
        if (!betza.isEmpty())
            piece.insert(QStringLiteral("betza"), betza);
        if (royal)
            piece.insert(QStringLiteral("royal"), true);
        if (setsEp || moves.join(QString()).startsWith(u"step"))
            piece.insert(QStringLiteral("pawn"), moves.join(QString()).startsWith(u"step"));
        if (const QString art = knownPieceArt(betza, royal); !art.isEmpty())
            piece.insert(QStringLiteral("art"), art);
        readFlags(p, flags, &piece);
        m_ids.insert(
            p.name, m_draft.piece(m_draft.addPiece(piece)).value(QStringLiteral("id")).toString());
    }

    template <typename Add>
    void readSpecial(const SjaakPiece& p, const SjaakLine& l, const QString& letter, Add add)
    {
        const QStringList parts = l.value.split(u',');
        if (parts.size() < 3) {
            m_notes.add(l.line,
                QStringLiteral(
                    "Piece %1: Special: '%2' is not 'white zone, black zone, move'; left out")
                    .arg(p.name, l.value));
            return;
        }
        const QStringList white = zoneSquares(parts[0], l.line),
                          black = zoneSquares(parts[1], l.line);
        if (!startsInside(letter, white, black))
            m_notes.add(l.line,
                QStringLiteral("Piece %1: a special move from a zone the piece does not start in "
                               "cannot be expressed; read as a move of a piece that has not moved")
                    .arg(p.name));
        add(parts.mid(2).join(u',').trimmed(), l.line);
    }

    // Do all pieces `letter` of the start position stand in their side's zone?
    bool startsInside(
        const QString& letter, const QStringList& white, const QStringList& black) const
    {
        const QString board
            = m_draft.json().value(QStringLiteral("start")).toString().section(u' ', 0, 0);
        const QStringList rows = board.section(u'[', 0, 0).split(u'/');
        for (qsizetype row = 0; row < rows.size(); ++row) {
            int file = 0;
            const int rank = m_draft.ranks() - 1 - int(row);
            for (qsizetype i = 0; i < rows[row].size(); ++i) {
                const QChar c = rows[row][i];
                if (c.isDigit()) {
                    int n = c.digitValue();
                    while (i + 1 < rows[row].size() && rows[row][i + 1].isDigit())
                        n = n * 10 + rows[row][++i].digitValue();
                    file += n;
                    continue;
                }
                if (c == u'+' || c == u'~')
                    continue;
                const QString sq = DraftPreset::squareName(file++, rank);
                if (c == letter.back().toUpper() && !white.contains(sq))
                    return false;
                if (c == letter.back().toLower() && !black.contains(sq))
                    return false;
            }
        }
        return true;
    }

    void readFlags(const SjaakPiece& p, const QStringList& flags, QJsonObject* piece)
    {
        QJsonObject drop;
        for (const QString& f : flags) {
            if (f == u"royal" || f == u"set_ep" || f == u"take_ep")
                continue;
            if (f == u"drop_no_mate")
                drop.insert(QStringLiteral("noMate"), true);
            else if (f == u"drop_one_file")
                drop.insert(QStringLiteral("maxPerFile"), 1);
            else
                m_notes.add(p.line,
                    QStringLiteral("Piece %1: the flag '%2' cannot be expressed; left out")
                        .arg(p.name, f));
        }
        if (!drop.isEmpty())
            piece->insert(QStringLiteral("drop"), drop);
    }

    // Promotions, prisons, castling: after every piece is known.
    void readPieceRefs(const SjaakPiece& p)
    {
        const int index = m_draft.pieceIndexById(m_ids.value(p.name));
        if (index < 0)
            return;
        QJsonObject piece = m_draft.piece(index);
        QJsonObject promo;
        for (const SjaakLine& l : p.lines) {
            if (l.key == u"promotion") {
                const QStringList parts = l.value.split(u',');
                const QString choices = parts.size() == 3 ? unquoted(parts[2]) : QString();
                QJsonArray to;
                if (choices == u"+")
                    to.append(
                        m_draft.pieceId(u'+' + piece.value(QStringLiteral("letter")).toString()));
                else
                    for (const QChar c : choices)
                        if (const QString id = m_draft.pieceId(QString(c)); !id.isEmpty())
                            to.append(id);
                        else
                            m_notes.add(l.line,
                                QStringLiteral("Piece %1: no piece '%2' to promote to")
                                    .arg(p.name, QString(c)));
                const QString zone
                    = regionOf(parts.mid(0, 2).join(u','), l.line, QStringLiteral("promotion"));
                if (to.isEmpty() || to.first().toString().isEmpty() || zone.isEmpty())
                    continue;
                if (!promo.isEmpty())
                    m_notes.add(l.line,
                        QStringLiteral("Piece %1: promotions that differ by zone cannot be "
                                       "expressed; the piece keeps its last Promotion line")
                            .arg(p.name));
                // Sjaak II offers the promotion to a move that starts or ends in the zone (a
                // shogi piece leaving the zone promotes too; a pawn cannot leave it).
                promo = QJsonObject{{QStringLiteral("to"), to}, {QStringLiteral("zone"), zone},
                    {QStringLiteral("trigger"), QStringLiteral("startsOrEndsInZone")},
                    {QStringLiteral("mandatory"), false}};
            } else if (l.key == u"optional promotion") {
                if (QString(l.value).remove(u' ') == u"empty,empty")
                    promo.insert(QStringLiteral("mandatory"), true);
                else
                    m_notes.add(l.line,
                        QStringLiteral("Piece %1: an optional promotion zone other than 'empty, "
                                       "empty' cannot be expressed")
                            .arg(p.name));
            } else if (l.key == u"prison") {
                if (const QString r = regionOf(l.value, l.line, QStringLiteral("prison"));
                    !r.isEmpty())
                    piece.insert(QStringLiteral("region"), r);
            } else if (l.key == u"drop zone") {
                if (const QString r = regionOf(l.value, l.line, QStringLiteral("drops"));
                    !r.isEmpty()) {
                    QJsonObject drop = piece.value(QStringLiteral("drop")).toObject();
                    drop.insert(QStringLiteral("region"), r);
                    piece.insert(QStringLiteral("drop"), drop);
                }
            } else if (l.key == u"max") {
                const QStringList n = l.value.split(u',');
                const int w = n[0].trimmed().toInt();
                if (w >= 1 && w <= 1296 && (n.size() == 1 || n[1].trimmed().toInt() == w)
                    && !piece.value(QStringLiteral("royal")).toBool())
                    piece.insert(QStringLiteral("maxCount"), w);
                else if (w != 0 && !piece.value(QStringLiteral("royal")).toBool())
                    m_notes.add(l.line,
                        QStringLiteral("Piece %1: Max: '%2' cannot be expressed; left out")
                            .arg(p.name, l.value));
            } else if (l.key == u"castle") {
                readCastle(p, l, piece.value(QStringLiteral("id")).toString());
            } else if (l.key == u"block") {
                m_notes.add(l.line,
                    QStringLiteral(
                        "Piece %1: squares it may not enter (Block) cannot be expressed; left out")
                        .arg(p.name));
            }
        }
        if (!promo.isEmpty() && promo.contains(QStringLiteral("to")))
            piece.insert(QStringLiteral("promotion"), promo);
        else if (!promo.isEmpty())
            m_notes.add(p.line,
                QStringLiteral("Piece %1: Optional promotion without a Promotion line; left out")
                    .arg(p.name));
        if (!piece.value(QStringLiteral("letter")).toString().startsWith(u'+')) {
        } else if (const QString base
            = m_draft.pieceId(piece.value(QStringLiteral("letter")).toString().mid(1));
            !base.isEmpty())
            piece.insert(QStringLiteral("demotesTo"), base);
        m_draft.setPiece(index, piece);
    }

    void readCastle(const SjaakPiece& p, const SjaakLine& l, const QString& id)
    {
        static const QRegularExpression re(
            QStringLiteral("^(white|black)\\s+([a-z]+\\d+)-([a-z0-9,]+)\\s+with\\s+([a-z]+\\d+)$"));
        const auto m = re.match(l.value.trimmed());
        if (!m.hasMatch() || m.captured(3).contains(u',')) {
            m_notes.add(l.line,
                QStringLiteral("Piece %1: Castle: '%2' cannot be expressed (one king square, one "
                               "destination, one partner); castling is left out")
                    .arg(p.name, l.value));
            m_castlingFailed = true;
            return;
        }
        // The first side's castling is taken for both; the second side's when the first has none
        // (Maharaja: only Black has a king).
        if (m.captured(1) == u"black" && m_whiteCastles)
            return;
        m_whiteCastles = m_whiteCastles || m.captured(1) == u"white";
        const auto from = DraftPreset::parseSquare(m.captured(2));
        const auto to = DraftPreset::parseSquare(m.captured(3));
        const auto with = DraftPreset::parseSquare(m.captured(4));
        if (!from || !to || !with || from->second != to->second || to->second != with->second) {
            m_notes.add(l.line,
                QStringLiteral("Piece %1: Castle: '%2' is not along one rank; castling is left out")
                    .arg(p.name, l.value));
            m_castlingFailed = true;
            return;
        }
        m_castleKing = id;
        (to->first > from->first ? m_castleRight : m_castleLeft)
            = m_draft.squareName(to->first, 0).chopped(1);
        m_castlePartnerSquares << m.captured(4);
    }

    // The start position's castling field names no castling when none could be expressed.
    void withoutCastlingRights()
    {
        keepCastlingRights([](QChar) { return false; });
    }

    // Keeps the letters of the start position's castling field that `keep` accepts ("-" when
    // none is left); a FEN without the field (a clock where it would stand) stays as it is.
    template <typename Keep> void keepCastlingRights(Keep keep)
    {
        QStringList fields = m_draft.json().value(QStringLiteral("start")).toString().split(u' ');
        if (fields.size() < 3 || fields[2] == u"-" || fields[2].at(0).isDigit())
            return;
        QString rights;
        for (const QChar c : std::as_const(fields[2]))
            if (keep(c))
                rights += c;
        fields[2] = rights.isEmpty() ? QStringLiteral("-") : rights;
        m_draft.json().insert(QStringLiteral("start"), fields.join(u' '));
    }

    void finishCastling()
    {
        const int king = m_draft.pieceIndexById(m_castleKing);
        QJsonObject k = m_draft.piece(king);
        const QString dir = m_castleLeft.isEmpty() ? QStringLiteral("r")
            : m_castleRight.isEmpty()              ? QStringLiteral("l")
                                                   : QStringLiteral("s");
        k.insert(QStringLiteral("betza"),
            k.value(QStringLiteral("betza")).toString() + QStringLiteral("i") + dir
                + QStringLiteral("O2"));
        m_draft.setPiece(king, k);
        QJsonArray partners;
        for (const QString& sq : m_castlePartnerSquares) {
            const QString letter = pieceLetterOn(sq).toUpper();
            const QString id = m_draft.pieceId(letter);
            if (!id.isEmpty() && !partners.contains(id))
                partners.append(id);
        }
        QJsonObject c{{QStringLiteral("partners"), partners}};
        c.insert(QStringLiteral("kingFiles"),
            QJsonArray{m_castleLeft.isEmpty() ? QStringLiteral("a") : m_castleLeft,
                m_castleRight.isEmpty() ? m_draft.squareName(m_draft.files() - 1, 0).chopped(1)
                                        : m_castleRight});
        m_draft.setRule(QStringLiteral("castling"), c);
        dropRightsOfKinglessSide(k.value(QStringLiteral("letter")).toString());
    }

    // Sjaak II ignores the castling rights of a side without the castling king (Maharaja's
    // "KQkq" with no white king); our FEN reader refuses them, so they go.
    void dropRightsOfKinglessSide(const QString& kingLetter)
    {
        if (kingLetter.isEmpty())
            return;
        std::array<bool, 2> hasKing{false, false};
        DraftPreset::forEachFenSymbol(m_draft.json().value(QStringLiteral("start")).toString(),
            m_draft.ranks(), [&](int, int, QChar c, bool) {
                if (c.toUpper() == kingLetter.back().toUpper())
                    hasKing[c.isUpper() ? 0 : 1] = true;
            });
        keepCastlingRights([&](QChar c) { return hasKing[c.isUpper() ? 0 : 1]; });
    }

    QString pieceLetterOn(const QString& square) const
    {
        const auto sq = DraftPreset::parseSquare(square);
        if (!sq)
            return {};
        QString found;
        DraftPreset::forEachFenSymbol(m_draft.json().value(QStringLiteral("start")).toString(),
            m_draft.ranks(), [&](int file, int rank, QChar c, bool) {
                if (file == sq->first && rank == sq->second)
                    found = QString(c);
            });
        return found;
    }

    const SjaakVariant& m_v;
    const NoteSink& m_notes;
    DraftPreset m_draft;
    QHash<QString, QStringList> m_zones;
    bool m_whiteCastles = false; ///< a Castle line of the first side was read
    QHash<QString, QString> m_ids; // piece name -> id
    QString m_castleKing, m_castleLeft, m_castleRight;
    QStringList m_castlePartnerSquares;
    bool m_castlingFailed = false;
};

} // namespace

ImportResult importSjaak(const QString& text, const QString& file, const QString& variant)
{
    ImportResult result;
    const NoteSink notes(file, &result.notes);
    bool found = false;
    for (const SjaakVariant& v : readVariants(text, notes)) {
        if (!variant.isEmpty() && v.name.compare(variant, Qt::CaseInsensitive) != 0
            && presetIdFromName(v.name) != presetIdFromName(variant))
            continue;
        found = true;
        SjaakBuilder builder(v, notes);
        QJsonObject preset = builder.build();
        if (preset.value(QStringLiteral("rules"))
                .toObject()
                .value(QStringLiteral("hands"))
                .toBool()) {
            QString start = preset.value(QStringLiteral("start")).toString();
            if (!start.section(u' ', 0, 0).contains(u'['))
                preset.insert(QStringLiteral("start"),
                    start.section(u' ', 0, 0) + QStringLiteral("[]")
                        + (start.contains(u' ') ? u' ' + start.section(u' ', 1) : QString()));
        }
        finishPreset(preset, v.name, v.line, notes, &result);
    }
    if (!found)
        notes.add(0,
            variant.isEmpty() ? QStringLiteral("no 'Variant:' in the file")
                              : QStringLiteral("no variant '%1' in the file").arg(variant));
    return result;
}

} // namespace fb::io
