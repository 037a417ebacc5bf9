// SPDX-License-Identifier: GPL-3.0-or-later
// XBoard's setup and piece commands as engines send them (Fairy-Stockfish, Sjaak II, HaChu):
//   setup (PNBRQ..Kpnbrq..k) 8x8+0_fairy rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
//   piece N& N
#include "draftpreset.h"
#include "formatreaders.h"
#include "fsfpieces.h"
#include "presetloader.h"
#include "variantnames.h"

#include <QRegularExpression>

namespace fb::io {

namespace {

struct PieceCommand
{
    QString letter; // upper case, "+P" for promoted pieces
    QString betza;
    int line = 0;
};

// The moves XBoard gives a piece no "piece" command defines, by its letter.
QString defaultMoves(const QString& letter)
{
    static const QHash<QString, QString> moves
        = {{QStringLiteral("P"), QStringLiteral("fmWfceFifmnD")},
            {QStringLiteral("N"), QStringLiteral("N")}, {QStringLiteral("B"), QStringLiteral("B")},
            {QStringLiteral("R"), QStringLiteral("R")}, {QStringLiteral("Q"), QStringLiteral("Q")},
            {QStringLiteral("K"), QStringLiteral("K")}};
    return moves.value(letter);
}

QString nameOfArt(const QString& art)
{
    return art.isEmpty() ? QString() : art.left(1).toUpper() + art.mid(1);
}

class XBoardBuilder
{
public:
    XBoardBuilder(const NoteSink& notes, const PresetRegistry& registry)
        : m_notes(notes)
        , m_registry(registry)
    { }

    bool setup(const QString& line, int lineNo)
    {
        static const QRegularExpression re(
            QStringLiteral("^setup\\s+\\(([^)]*)\\)\\s+(\\d+)x(\\d+)\\+(\\d+)_(\\S+)\\s+(.+)$"));
        const auto m = re.match(line);
        if (!m.hasMatch()) {
            m_notes.add(lineNo,
                QStringLiteral("'%1' is not 'setup (PIECES) FILESxRANKS+HOLDINGS_PARENT FEN'")
                    .arg(line.left(80)));
            return false;
        }
        m_files = m.captured(2).toInt();
        m_ranks = m.captured(3).toInt();
        m_holdings = m.captured(4).toInt();
        m_parent = m.captured(5);
        m_fen = m.captured(6).trimmed();
        m_line = lineNo;
        if (m_files < 1 || m_ranks < 1 || m_files > 36 || m_ranks > 36) {
            m_notes.add(lineNo,
                QStringLiteral("a board of %1 x %2 squares; at most 36 x 36")
                    .arg(m_files)
                    .arg(m_ranks));
            return false;
        }
        return true;
    }

    void piece(const QString& line, int lineNo)
    {
        static const QRegularExpression re(
            QStringLiteral("^piece\\s+(\\+?[A-Za-z])(&?)\\s+(\\S*)\\s*$"));
        const auto m = re.match(line);
        if (!m.hasMatch()) {
            m_notes.add(lineNo,
                QStringLiteral("'%1' is not 'piece LETTER& BETZA'; left out").arg(line.left(80)));
            return;
        }
        const QString letter = m.captured(1);
        if (m.captured(2).isEmpty() && letter.back().isLower()) {
            m_notes.add(lineNo,
                QStringLiteral(
                    "moves for the second side only ('%1') cannot be expressed; left out")
                    .arg(letter));
            return;
        }
        m_commands.append({letter.toUpper(), m.captured(3), lineNo});
    }

    QJsonObject build()
    {
        const QString parentId
            = m_parent == u"fairy" ? QString() : presetIdForVariantName(m_parent, &m_registry);
        const QJsonObject parent
            = parentId.isEmpty() ? QJsonObject() : m_registry.resolved(parentId);
        if (parentId.isEmpty() && m_parent != u"fairy")
            m_notes.add(m_line,
                QStringLiteral(
                    "no preset for XBoard's parent variant '%1': its rules are read as chess rules")
                    .arg(m_parent));
        DraftPreset draft(
            m_parent + u'-' + QString::number(m_files) + u'x' + QString::number(m_ranks));
        draft.setBoard(m_files, m_ranks);
        draft.json().insert(QStringLiteral("family"),
            parent.value(QStringLiteral("family")).toString(QStringLiteral("chess")));
        QJsonObject rules = parent.value(QStringLiteral("rules")).toObject();
        rules.remove(QStringLiteral("castling"));
        rules.remove(QStringLiteral("flagRegion"));
        rules.remove(QStringLiteral("lionTrading"));
        draft.json().insert(QStringLiteral("rules"), rules);
        if (m_holdings > 0) {
            draft.setRule(QStringLiteral("hands"), true);
            draft.setRule(QStringLiteral("capturesToHand"), true);
        }
        addPieces(draft, parent);
        addPromotions(draft, parent);
        addCastling(draft);
        QString fen = m_fen;
        if (m_holdings > 0 && !fen.section(u' ', 0, 0).contains(u'['))
            fen = fen.section(u' ', 0, 0) + QStringLiteral("[]")
                + (fen.contains(u' ') ? u' ' + fen.section(u' ', 1) : QString());
        draft.json().insert(QStringLiteral("start"), fen);
        return draft.json();
    }

    int line() const { return m_line; }
    QString name() const { return m_parent; }

private:
    QStringList fenLetters() const
    {
        QStringList letters;
        const QString board = m_fen.section(u' ', 0, 0);
        for (qsizetype i = 0; i < board.size(); ++i) {
            if (!board[i].isLetter())
                continue;
            const QString l = (i > 0 && board[i - 1] == u'+' ? QStringLiteral("+") : QString())
                + board[i].toUpper();
            if (!letters.contains(l))
                letters << l;
        }
        return letters;
    }

    void addPieces(DraftPreset& draft, const QJsonObject& parent)
    {
        QStringList letters;
        for (const PieceCommand& c : m_commands)
            if (!letters.contains(c.letter))
                letters << c.letter;
        for (const QString& l : fenLetters())
            if (!letters.contains(l))
                letters << l;
        const QJsonArray parentPieces = parent.value(QStringLiteral("pieces")).toArray();
        for (const QString& letter : letters) {
            QString betza;
            int line = m_line;
            bool defined = false;
            for (const PieceCommand& c : m_commands)
                if (c.letter == letter) {
                    betza = c.betza;
                    line = c.line;
                    defined = true;
                }
            QJsonObject fromParent;
            for (const QJsonValue& v : parentPieces)
                if (v.toObject()
                        .value(QStringLiteral("letter"))
                        .toString()
                        .compare(letter, Qt::CaseInsensitive)
                    == 0)
                    fromParent = v.toObject();
            if (!defined)
                betza = fromParent.isEmpty() ? defaultMoves(letter)
                                             : fromParent.value(QStringLiteral("betza")).toString();
            if (!defined && betza.isEmpty() && fromParent.isEmpty())
                m_notes.add(line,
                    QStringLiteral("no moves for the piece '%1' (no piece command, no standard "
                                   "piece): it never moves")
                        .arg(letter));
            QStringList dropped;
            QStringList drops;
            for (const QString& c : betzaComponents(betza))
                if (c.contains(u'@'))
                    drops << c;
            for (const QString& d : drops)
                betza.remove(d);
            if (!drops.isEmpty())
                m_notes.add(line,
                    QStringLiteral("piece %1: the drop rule '%2' cannot be expressed; drops follow "
                                   "the variant's rules")
                        .arg(letter, drops.join(QStringLiteral("', '"))));
            betza = parsableBetza(betza, &dropped);
            if (!dropped.isEmpty())
                m_notes.add(line,
                    QStringLiteral("piece %1: moves '%2' cannot be expressed; left out")
                        .arg(letter, dropped.join(QStringLiteral("', '"))));
            const bool royal = letter == u"K";
            const QString art = knownPieceArt(betza, royal);
            QJsonObject piece{
                {QStringLiteral("id"),
                    fromParent.isEmpty() ? (art.isEmpty() ? QStringLiteral("piece-")
                                                       + QString(letter).remove(u'+').toLower()
                                                          : art)
                                         : fromParent.value(QStringLiteral("id")).toString()},
                {QStringLiteral("name"),
                    fromParent.isEmpty()
                        ? (art.isEmpty() ? QStringLiteral("Piece ") + letter : nameOfArt(art))
                        : fromParent.value(QStringLiteral("name")).toString()},
                {QStringLiteral("letter"), letter}};
            if (letter.startsWith(u'+'))
                piece.insert(QStringLiteral("id"),
                    QStringLiteral("promoted-") + QString(letter).remove(u'+').toLower());
            if (!betza.isEmpty())
                piece.insert(QStringLiteral("betza"), betza);
            if (royal)
                piece.insert(QStringLiteral("royal"), true);
            if (letter == u"P")
                piece.insert(QStringLiteral("pawn"), true);
            const QString parentArt = fromParent.value(QStringLiteral("art")).toString();
            if (!parentArt.isEmpty() || !art.isEmpty())
                piece.insert(QStringLiteral("art"), parentArt.isEmpty() ? art : parentArt);
            draft.addPiece(piece);
        }
    }

    void addPromotions(DraftPreset& draft, const QJsonObject& parent)
    {
        const bool shogi = parent.value(QStringLiteral("family")).toString() == u"shogi";
        const int depth = shogi ? std::max(1, m_ranks / 3) : 1;
        QStringList white, black;
        for (int r = m_ranks - depth + 1; r <= m_ranks; ++r)
            white << draft.rankSquares(r);
        for (int r = 1; r <= depth; ++r)
            black << draft.rankSquares(r);
        draft.setRegion(QStringLiteral("promotionZone"), white, black);
        for (int i = 0; i < draft.pieceCount(); ++i) {
            QJsonObject p = draft.piece(i);
            const QString letter = p.value(QStringLiteral("letter")).toString();
            if (letter.startsWith(u'+')) {
                if (const QString base = draft.pieceId(letter.mid(1)); !base.isEmpty()) {
                    p.insert(QStringLiteral("demotesTo"), base);
                    draft.setPiece(i, p);
                    const int b = draft.pieceIndexById(base);
                    QJsonObject bp = draft.piece(b);
                    bp.insert(QStringLiteral("promotion"),
                        QJsonObject{
                            {QStringLiteral("to"), QJsonArray{p.value(QStringLiteral("id"))}},
                            {QStringLiteral("zone"), QStringLiteral("promotionZone")},
                            {QStringLiteral("trigger"), QStringLiteral("startsOrEndsInZone")}});
                    draft.setPiece(b, bp);
                }
            }
        }
        const int pawn = draft.pieceIndex(QStringLiteral("P"));
        if (pawn < 0 || draft.piece(pawn).contains(QStringLiteral("promotion")) || shogi)
            return;
        QJsonArray to;
        for (int i = 0; i < draft.pieceCount(); ++i) {
            const QJsonObject p = draft.piece(i);
            if (i != pawn && !p.value(QStringLiteral("royal")).toBool()
                && !p.value(QStringLiteral("letter")).toString().startsWith(u'+'))
                to.append(p.value(QStringLiteral("id")));
        }
        if (to.isEmpty())
            return;
        QJsonObject p = draft.piece(pawn);
        p.insert(QStringLiteral("promotion"),
            QJsonObject{{QStringLiteral("to"), to},
                {QStringLiteral("zone"), QStringLiteral("promotionZone")},
                {QStringLiteral("mandatory"), true}});
        draft.setPiece(pawn, p);
        m_notes.add(m_line,
            QStringLiteral("XBoard does not say what pawns promote to: read as any piece of the "
                           "variant but the king"));
    }

    void addCastling(DraftPreset& draft)
    {
        for (int i = 0; i < draft.pieceCount(); ++i) { // only the king castles here
            QJsonObject p = draft.piece(i);
            if (p.value(QStringLiteral("royal")).toBool()
                || !p.value(QStringLiteral("betza")).toString().contains(u'O'))
                continue;
            QString b;
            for (const QString& c : betzaComponents(p.value(QStringLiteral("betza")).toString()))
                if (!c.contains(u'O'))
                    b += c;
                else
                    m_notes.add(m_line,
                        QStringLiteral("piece %1: castling '%2' of a piece other than the king "
                                       "cannot be expressed; left out")
                            .arg(p.value(QStringLiteral("letter")).toString(), c));
            p.insert(QStringLiteral("betza"), b);
            draft.setPiece(i, p);
        }
        const int king = draft.pieceIndex(QStringLiteral("K"));
        if (king < 0 || !draft.piece(king).value(QStringLiteral("betza")).toString().contains(u'O'))
            return;
        const QString rook = draft.pieceId(QStringLiteral("R"));
        if (rook.isEmpty()) {
            QJsonObject k = draft.piece(king);
            QString b;
            for (const QString& c : betzaComponents(k.value(QStringLiteral("betza")).toString()))
                if (!c.contains(u'O'))
                    b += c;
            k.insert(QStringLiteral("betza"), b);
            draft.setPiece(king, k);
            m_notes.add(m_line,
                QStringLiteral("the king castles, but there is no rook to castle with: left out"));
            return;
        }
        QJsonObject castling{{QStringLiteral("partners"), QJsonArray{rook}}};
        // The king castles on the rank it starts on (shako's second rank).
        if (const int rank = firstKingRank(); rank > 0)
            castling.insert(QStringLiteral("rank"), rank + 1);
        draft.setRule(QStringLiteral("castling"), castling);
    }

    // The rank (0 = the first side's back rank) of the first side's king in the setup's FEN,
    // -1 when it has none.
    int firstKingRank() const
    {
        const QStringList rows = m_fen.section(u' ', 0, 0).section(u'[', 0, 0).split(u'/');
        for (qsizetype row = 0; row < rows.size(); ++row)
            if (rows[row].contains(u'K'))
                return int(rows.size() - 1 - row);
        return -1;
    }

    const NoteSink& m_notes;
    const PresetRegistry& m_registry;
    int m_files = 8, m_ranks = 8, m_holdings = 0, m_line = 0;
    QString m_parent, m_fen;
    QList<PieceCommand> m_commands;
};

} // namespace

ImportResult importXBoard(const QString& text, const QString& file, const PresetRegistry& registry)
{
    ImportResult result;
    const NoteSink notes(file, &result.notes);
    std::optional<XBoardBuilder> builder;
    auto finish = [&] {
        if (builder)
            finishPreset(builder->build(), builder->name(), builder->line(), notes, &result);
        builder.reset();
    };
    const QStringList lines = text.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.startsWith(QLatin1String("setup "))) {
            finish();
            builder.emplace(notes, registry);
            if (!builder->setup(line, int(i + 1)))
                builder.reset();
        } else if (line.startsWith(QLatin1String("piece "))) {
            if (builder)
                builder->piece(line, int(i + 1));
            else
                notes.add(int(i + 1),
                    QStringLiteral("a piece command before any setup command; left out"));
        }
    }
    finish();
    if (result.presets.isEmpty() && result.notes.isEmpty())
        notes.add(0, QStringLiteral("no 'setup (...)' command in the file"));
    return result;
}

} // namespace fb::io
