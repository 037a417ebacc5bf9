// SPDX-License-Identifier: GPL-3.0-or-later
// The Interactive Diagram of the Chess Variant Pages (H. G. Muller's betza.js): name=value
// parameters and one "name:ID:XBetza:image:squares" line per piece, squares given for the first
// side and copied to the second by `symmetry` (mirror, the default; rotate; none).
#include "draftpreset.h"
#include "formatreaders.h"
#include "fsfpieces.h"

#include <QRegularExpression>
#include <QSet>

namespace fb::io {

namespace {

struct DiagramPiece
{
    QString name, id, betza, squares;
    int line = 0;
};

// Moves the Diagram knows by a piece's name when its line gives none.
QString movesByName(const QString& name)
{
    static const QHash<QString, QString> moves
        = {{QStringLiteral("pawn"), QStringLiteral("fmWfceFifmnD")},
            {QStringLiteral("knight"), QStringLiteral("N")},
            {QStringLiteral("bishop"), QStringLiteral("B")},
            {QStringLiteral("rook"), QStringLiteral("R")},
            {QStringLiteral("queen"), QStringLiteral("Q")},
            {QStringLiteral("king"), QStringLiteral("K")},
            {QStringLiteral("archbishop"), QStringLiteral("BN")},
            {QStringLiteral("chancellor"), QStringLiteral("RN")},
            {QStringLiteral("amazon"), QStringLiteral("QN")},
            {QStringLiteral("ferz"), QStringLiteral("F")},
            {QStringLiteral("wazir"), QStringLiteral("W")},
            {QStringLiteral("alfil"), QStringLiteral("A")},
            {QStringLiteral("camel"), QStringLiteral("C")},
            {QStringLiteral("zebra"), QStringLiteral("Z")},
            {QStringLiteral("nightrider"), QStringLiteral("NN")}};
    return moves.value(name.toLower());
}

// Parameters that only change the picture.
bool isDisplayParameter(const QString& key)
{
    static const QSet<QString> keys = {QStringLiteral("graphicsdir"),
        QStringLiteral("graphicstype"), QStringLiteral("squaresize"), QStringLiteral("whiteprefix"),
        QStringLiteral("blackprefix"), QStringLiteral("satellite"), QStringLiteral("lightshade"),
        QStringLiteral("darkshade"), QStringLiteral("rimcolor"), QStringLiteral("coordcolor"),
        QStringLiteral("borders"), QStringLiteral("nopromos"), QStringLiteral("usemarkers"),
        QStringLiteral("hidemoves"), QStringLiteral("piecestyle"), QStringLiteral("startshade"),
        QStringLiteral("promocolor"), QStringLiteral("maxshade"), QStringLiteral("minshade"),
        QStringLiteral("trace")};
    return keys.contains(key);
}

class DiagramBuilder
{
public:
    explicit DiagramBuilder(const NoteSink& notes)
        : m_notes(notes)
        , m_draft(QStringLiteral("Diagram variant"))
    { }

    void parameter(const QString& key, const QString& value, int line)
    {
        m_params.insert(key.toLower(), {value, line});
    }

    void piece(const QString& text, int line)
    {
        const QStringList f = text.split(u':');
        m_pieces.append({f.value(0).trimmed(), f.value(1).trimmed(), f.value(2).trimmed(),
            f.value(4).trimmed(), line});
    }

    bool empty() const { return m_params.isEmpty() && m_pieces.isEmpty(); }

    QJsonObject build()
    {
        const int files = intParam(QStringLiteral("files"), 8, 1, 36);
        const int ranks = intParam(QStringLiteral("ranks"), 8, 1, 36);
        m_draft.setBoard(files, ranks);
        if (m_params.contains(QStringLiteral("name"))) {
            m_draft = DraftPreset(m_params.value(QStringLiteral("name")).first);
            m_draft.setBoard(files, ranks);
        }
        m_firstRank = intParam(QStringLiteral("firstrank"), 1, 0, 1);
        const int royal = intParam(QStringLiteral("royal"), 0, 0, 1024);
        const int holdings = intParam(QStringLiteral("holdingstype"), 0, -1, 2);
        if (holdings != 0) {
            m_draft.setRule(QStringLiteral("hands"), true);
            m_draft.setRule(QStringLiteral("capturesToHand"), true);
        }
        m_draft.setRule(QStringLiteral("stalemate"), QStringLiteral("draw"));
        QList<QStringList> whiteSquares;
        for (qsizetype i = 0; i < m_pieces.size(); ++i)
            whiteSquares << addPiece(m_pieces[i],
                royal == i + 1
                    || (royal == 0 && m_pieces[i].name.compare(u"king", Qt::CaseInsensitive) == 0));
        addPromotion();
        m_draft.json().insert(QStringLiteral("start"), startFen(whiteSquares));
        reportParameters();
        return m_draft.json();
    }

    int line() const { return m_pieces.isEmpty() ? 1 : m_pieces.first().line; }

private:
    int intParam(const QString& key, int fallback, int min, int max)
    {
        m_used.insert(key);
        if (!m_params.contains(key))
            return fallback;
        const auto& [value, line] = m_params.value(key);
        bool ok = false;
        const int n = value.toInt(&ok);
        if (!ok || n < min || n > max) {
            m_notes.add(line,
                QStringLiteral("%1: must be a whole number from %2 to %3, not '%4'")
                    .arg(key)
                    .arg(min)
                    .arg(max)
                    .arg(value));
            return fallback;
        }
        return n;
    }

    QStringList squares(const DiagramPiece& p)
    {
        QStringList out;
        for (const QString& token : p.squares.split(u',', Qt::SkipEmptyParts)) {
            const QStringList ends = token.trimmed().split(u'-');
            std::optional<std::pair<int, int>> a, b;
            a = ourSquare(ends.value(0));
            b = ends.size() == 2 ? ourSquare(ends[1]) : a;
            if (!a || !b || ends.size() > 2) {
                m_notes.add(p.line,
                    QStringLiteral(
                        "%1: '%2' is not a square or a range of squares of the board; left out")
                        .arg(p.name, token.trimmed()));
                continue;
            }
            for (int f = std::min(a->first, b->first); f <= std::max(a->first, b->first); ++f)
                for (int r = std::min(a->second, b->second); r <= std::max(a->second, b->second);
                    ++r)
                    out << DraftPreset::squareName(f, r);
        }
        return out;
    }

    std::optional<std::pair<int, int>> ourSquare(const QString& text) const
    {
        static const QRegularExpression re(QStringLiteral("^([a-z])(\\d{1,2})$"));
        const auto m = re.match(text.trimmed());
        if (!m.hasMatch())
            return std::nullopt;
        const int f = m.captured(1)[0].unicode() - u'a', r = m.captured(2).toInt() - m_firstRank;
        if (f >= m_draft.files() || r < 0 || r >= m_draft.ranks())
            return std::nullopt;
        return std::make_pair(f, r);
    }

    QStringList addPiece(const DiagramPiece& p, bool royal)
    {
        QString letter = p.id.isEmpty() ? p.name.left(1).toUpper() : p.id;
        if (letter.size() != 1 || letter[0].toUpper() == letter[0].toLower()) {
            m_notes.add(p.line,
                QStringLiteral("%1: the ID '%2' cannot be a FEN letter here; the piece is left out")
                    .arg(p.name, letter));
            return {};
        }
        if (m_draft.pieceIndex(letter) >= 0) {
            m_notes.add(p.line,
                QStringLiteral("%1: the letter '%2' is used twice; the piece is left out")
                    .arg(p.name, letter));
            return {};
        }
        QString betza = p.betza.isEmpty() ? movesByName(p.name) : p.betza;
        if (betza.isEmpty())
            m_notes.add(
                p.line, QStringLiteral("%1: no moves given: the piece never moves").arg(p.name));
        QStringList dropped;
        betza = parsableBetza(betza, &dropped);
        if (!dropped.isEmpty())
            m_notes.add(p.line,
                QStringLiteral("%1: moves '%2' cannot be expressed; left out")
                    .arg(p.name, dropped.join(QStringLiteral("', '"))));
        QJsonObject piece{{QStringLiteral("id"), presetIdFromName(p.name)},
            {QStringLiteral("name"), p.name.isEmpty() ? letter : p.name},
            {QStringLiteral("letter"), letter.toUpper()}};
        if (!betza.isEmpty())
            piece.insert(QStringLiteral("betza"), betza);
        if (royal)
            piece.insert(QStringLiteral("royal"), true);
        if (p.name.contains(u"pawn", Qt::CaseInsensitive) || letter.toUpper() == u"P")
            piece.insert(QStringLiteral("pawn"), true);
        if (const QString art = knownPieceArt(betza, royal); !art.isEmpty())
            piece.insert(QStringLiteral("art"), art);
        m_draft.addPiece(piece);
        m_letters << letter.toUpper();
        return squares(p);
    }

    void addPromotion()
    {
        const int zone = intParam(QStringLiteral("promozone"), 1, 1, m_draft.ranks());
        QJsonArray to;
        const QString choice = m_params.value(QStringLiteral("promochoice")).first;
        m_used.insert(QStringLiteral("promochoice"));
        for (const QChar c : choice) {
            if (!c.isLetter())
                continue;
            if (const QString id = m_draft.pieceId(QString(c)); !id.isEmpty())
                to.append(id);
            else
                m_notes.add(m_params.value(QStringLiteral("promochoice")).second,
                    QStringLiteral("promoChoice: no piece '%1'").arg(c));
        }
        if (to.isEmpty())
            return;
        QStringList white, black;
        for (int r = m_draft.ranks() - zone + 1; r <= m_draft.ranks(); ++r)
            white << m_draft.rankSquares(r);
        for (int r = 1; r <= zone; ++r)
            black << m_draft.rankSquares(r);
        m_draft.setRegion(QStringLiteral("promotionZone"), white, black);
        for (int i = 0; i < m_draft.pieceCount(); ++i) {
            QJsonObject p = m_draft.piece(i);
            if (!p.value(QStringLiteral("pawn")).toBool())
                continue;
            QJsonArray targets;
            for (const QJsonValue& t : to)
                if (t != p.value(QStringLiteral("id")))
                    targets.append(t);
            p.insert(QStringLiteral("promotion"),
                QJsonObject{{QStringLiteral("to"), targets},
                    {QStringLiteral("zone"), QStringLiteral("promotionZone")},
                    {QStringLiteral("mandatory"), true}});
            m_draft.setPiece(i, p);
        }
    }

    QString startFen(const QList<QStringList>& whiteSquares)
    {
        const QString symmetry
            = m_params.value(QStringLiteral("symmetry"), {QStringLiteral("mirror"), 0}).first;
        m_used.insert(QStringLiteral("symmetry"));
        QList<QList<QChar>> board(m_draft.ranks(), QList<QChar>(m_draft.files(), QChar()));
        for (qsizetype i = 0; i < whiteSquares.size() && i < m_letters.size(); ++i) {
            for (const QString& s : whiteSquares[i]) {
                const auto sq = DraftPreset::parseSquare(s);
                board[sq->second][sq->first] = m_letters[i][0].toUpper();
                if (symmetry == u"none")
                    continue;
                const int f = symmetry == u"rotate" ? m_draft.files() - 1 - sq->first : sq->first;
                board[m_draft.ranks() - 1 - sq->second][f] = m_letters[i][0].toLower();
            }
        }
        if (symmetry != u"mirror" && symmetry != u"rotate" && symmetry != u"none")
            m_notes.add(m_params.value(QStringLiteral("symmetry")).second,
                QStringLiteral("symmetry: '%1' is not mirror, rotate or none; read as mirror")
                    .arg(symmetry));
        QStringList rows;
        for (int r = m_draft.ranks() - 1; r >= 0; --r) {
            QString row;
            int empty = 0;
            for (int f = 0; f < m_draft.files(); ++f) {
                if (board[r][f].isNull()) {
                    ++empty;
                    continue;
                }
                if (empty)
                    row += QString::number(empty);
                empty = 0;
                row += board[r][f];
            }
            if (empty)
                row += QString::number(empty);
            rows << row;
        }
        const bool hands = m_draft.rule(QStringLiteral("hands")).toBool();
        return rows.join(u'/') + (hands ? QStringLiteral("[]") : QString())
            + QStringLiteral(" w - - 0 1");
    }

    void reportParameters()
    {
        for (auto it = m_params.cbegin(); it != m_params.cend(); ++it)
            if (!m_used.contains(it.key()) && !isDisplayParameter(it.key()) && it.key() != u"name")
                m_notes.add(it->second,
                    QStringLiteral("%1=%2: cannot be expressed in a preset; left out")
                        .arg(it.key(), it->first));
    }

    const NoteSink& m_notes;
    DraftPreset m_draft;
    QHash<QString, std::pair<QString, int>> m_params;
    QSet<QString> m_used;
    QList<DiagramPiece> m_pieces;
    QStringList m_letters;
    int m_firstRank = 1;
};

} // namespace

ImportResult importDiagram(const QString& text, const QString& file)
{
    ImportResult result;
    const NoteSink notes(file, &result.notes);
    DiagramBuilder builder(notes);
    const QStringList lines = text.split(u'\n');
    static const QRegularExpression parameter(QStringLiteral("^([A-Za-z][A-Za-z0-9]*)=(\\S*)$"));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith(u'#') || line.startsWith(u'<'))
            continue;
        const int eq = int(line.indexOf(u'=')), colon = int(line.indexOf(u':'));
        if (eq > 0 && (colon < 0 || eq < colon)) {
            for (const QString& token : line.split(u' ', Qt::SkipEmptyParts)) {
                const auto m = parameter.match(token);
                if (m.hasMatch())
                    builder.parameter(m.captured(1), m.captured(2), int(i + 1));
                else
                    notes.add(int(i + 1),
                        QStringLiteral("'%1' is not name=value; skipped").arg(token.left(80)));
            }
        } else if (colon >= 0) {
            builder.piece(line, int(i + 1));
        } else {
            notes.add(int(i + 1),
                QStringLiteral("'%1' is neither name=value nor a piece line; skipped")
                    .arg(line.left(80)));
        }
    }
    if (builder.empty()) {
        notes.add(0, QStringLiteral("no Diagram parameters in the file"));
        return result;
    }
    const QJsonObject preset = builder.build();
    finishPreset(
        preset, preset.value(QStringLiteral("name")).toString(), builder.line(), notes, &result);
    return result;
}

} // namespace fb::io
