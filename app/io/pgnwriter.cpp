// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgnwriter.h"

#include "movegen.h"
#include "movenotation.h"
#include "presetembed.h"
#include "replay.h"
#include "sanmatch.h"
#include "variantnames.h"
#include "xboardsan.h"

namespace fb::io {

QString escapePgnTag(const QString& value)
{
    QString out = value;
    out.replace(u'\\', QStringLiteral("\\\\"));
    out.replace(u'"', QStringLiteral("\\\""));
    out.replace(u'\n', u' ');
    out.replace(u'\r', u' ');
    return out;
}

namespace {

QString commentToken(const QString& comment)
{
    QString c = comment;
    c.replace(u'}', u')'); // a PGN comment cannot contain its closing brace
    return QStringLiteral("{ %1 }").arg(c.simplified());
}

class MovetextWriter
{
public:
    MovetextWriter(const VariantDefinition& v, Notation notation)
        : m_matcher(v, {v.geometry.fileLabels(), v.geometry.rankLabels()})
        , m_notation(notation)
    { }

    QStringList tokens;

    // Writes a line from `pos` (restored afterwards). A move of the second side is numbered
    // ("12...") at the start of a line and after a comment or a variation.
    void writeLine(Position& pos, const Line& line)
    {
        for (const QString& c : line.startComments)
            tokens << commentToken(c);
        bool needNumber = true;
        int made = 0;
        for (const MoveRecord& m : line.moves) {
            const QString text = m.resolved ? san(pos, m.move) : m.text;
            // A move number stays on the line of its move.
            if (pos.sideToMove() == First || needNumber)
                tokens << moveNumberLabel(pos) + u' ' + text;
            else
                tokens << text;
            needNumber = false;
            for (int nag : m.nags)
                tokens << QStringLiteral("$%1").arg(nag);
            for (const QString& c : m.comments) {
                tokens << commentToken(c);
                needNumber = true;
            }
            for (const Line& v : m.variations) {
                tokens << QStringLiteral("(");
                writeLine(pos, v);
                tokens << QStringLiteral(")");
                needNumber = true;
            }
            if (!m.resolved)
                break; // an unreadable variation move: nothing after it can be placed
            pos.makeMove(m.move);
            ++made;
        }
        while (made-- > 0)
            pos.unmakeMove();
    }

private:
    // The move in the writer's notation (SAN as the engine writes it, made unambiguous).
    QString san(Position& pos, const Move& m)
    {
        m_legal.clear();
        MoveGenerator::generateLegal(pos, m_legal);
        if (m_notation == Notation::XBoardSan)
            return xboardSan(pos.variant(), unambiguousSan(pos, m_legal, m, m_matcher));
        if (m_notation != Notation::San)
            return moveText(m_notation, pos, m_legal, m);
        return unambiguousSan(pos, m_legal, m, m_matcher);
    }

    SanMatcher m_matcher;
    Notation m_notation;
    MoveList m_legal;
};

QString wrap(const QStringList& tokens, int width)
{
    QString out;
    int column = 0;
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        const QString& t = tokens[i];
        const bool glueLeft = i > 0 && (tokens[i - 1] == u"(" || t == u")");
        if (!glueLeft && column > 0) {
            if (column + 1 + t.size() > width) {
                out += u'\n';
                column = 0;
            } else {
                out += u' ';
                ++column;
            }
        }
        out += t;
        column += int(t.size());
    }
    return out;
}

} // namespace

QString pgnFormatName(Notation n)
{
    switch (n) {
    case Notation::Wxf:
        return QStringLiteral("WXF");
    case Notation::Chinese:
        return QStringLiteral("Chinese");
    case Notation::Iccs:
        return QStringLiteral("ICCS");
    default:
        return notationId(n);
    }
}

QString writePgn(const GameRecord& game, Notation notation)
{
    QString out;
    auto tag = [&out](const QString& name, const QString& value) {
        out += QStringLiteral("[%1 \"%2\"]\n").arg(name, escapePgnTag(value));
    };
    static const QStringList roster{QStringLiteral("Event"), QStringLiteral("Site"),
        QStringLiteral("Date"), QStringLiteral("Round"), QStringLiteral("White"),
        QStringLiteral("Black")};
    static const QStringList defaults{QStringLiteral("?"), QStringLiteral("?"),
        QStringLiteral("????.??.??"), QStringLiteral("?"), QStringLiteral("?"),
        QStringLiteral("?")};
    for (qsizetype i = 0; i < roster.size(); ++i)
        tag(roster[i], game.tag(roster[i], defaults[i]));
    tag(QStringLiteral("Result"), game.result.isEmpty() ? QStringLiteral("*") : game.result);
    if (game.termination != Termination::None)
        tag(QStringLiteral("Termination"), terminationName(game.termination));
    const QString variantName = recordVariantName(game);
    if (!variantName.isEmpty())
        tag(QStringLiteral("Variant"), variantName);
    tag(QStringLiteral("Preset"), game.presetId);
    if (!game.profile.isEmpty())
        tag(QStringLiteral("Rules"), game.profile);
    if (!game.startFen.isEmpty()) {
        tag(QStringLiteral("SetUp"), QStringLiteral("1"));
        tag(QStringLiteral("FEN"), game.startFen);
    }
    if (notation != Notation::San && notation != Notation::XBoardSan) // SAN needs no tag
        tag(QStringLiteral("Format"), pgnFormatName(notation));
    for (const auto& [name, value] : game.tags) {
        if (!roster.contains(name) && name != u"Format") // the Format is this writer's
            tag(name, value);
    }
    if (!game.presetJson.isEmpty())
        tag(QStringLiteral("PresetJSON"), compactJson(game.presetJson));
    out += u'\n';

    MovetextWriter w(*game.variant, notation);
    if (std::optional<Position> pos = game.startPosition())
        w.writeLine(*pos, game.mainLine);
    w.tokens << (game.result.isEmpty() ? QStringLiteral("*") : game.result);
    out += wrap(w.tokens, 80);
    out += u'\n';
    return out;
}

namespace {

// The notation a game's PGN keeps: the one it was read in, where its family offers it.
Notation ownNotation(const GameRecord& g)
{
    return offers(g.variant->family, g.style.pgnMoves) ? g.style.pgnMoves : Notation::San;
}

} // namespace

QString writePgnGames(const QList<GameRecord>& games, std::optional<Notation> notation)
{
    QStringList parts;
    for (const GameRecord& g : games)
        parts << writePgn(g, notation.value_or(ownNotation(g)));
    return parts.join(u'\n');
}

} // namespace fb::io
