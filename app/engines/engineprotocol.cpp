// SPDX-License-Identifier: GPL-3.0-or-later
#include "engineprotocol.h"

#include "movegen.h"
#include "notation.h"
#include "sanmatch.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace fb::engines {

QString protocolId(Protocol p)
{
    switch (p) {
    case Protocol::Uci:
        return QStringLiteral("uci");
    case Protocol::XBoard:
        return QStringLiteral("xboard");
    case Protocol::Usi:
        return QStringLiteral("usi");
    case Protocol::Ucci:
        return QStringLiteral("ucci");
    }
    return {};
}

std::optional<Protocol> protocolFromId(const QString& id)
{
    const QString lower = id.toLower();
    if (lower == u"cecp")
        return Protocol::XBoard;
    for (Protocol p : {Protocol::Uci, Protocol::XBoard, Protocol::Usi, Protocol::Ucci})
        if (protocolId(p) == lower)
            return p;
    return std::nullopt;
}

QString EngineSpec::displayName() const
{
    return QFileInfo(program).fileName();
}

namespace {

// Splits a command line into words: white space separates, quotes group ('...' literally,
// "..." with \" and \\), nothing else is expanded. False for an unterminated quote.
bool splitCommandLine(const QString& text, QStringList& words)
{
    QString word;
    bool inWord = false;
    QChar quote;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            else if (quote == u'"' && c == u'\\' && i + 1 < text.size()
                && (text[i + 1] == u'"' || text[i + 1] == u'\\'))
                word += text[++i];
            else
                word += c;
        } else if (c == u'"' || c == u'\'') {
            quote = c;
            inWord = true;
        } else if (c.isSpace()) {
            if (inWord)
                words << word;
            word.clear();
            inWord = false;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (inWord)
        words << word;
    return quote.isNull();
}

} // namespace

std::optional<EngineSpec> parseEngineSpec(const QString& text, QString* error)
{
    EngineSpec spec;
    QString command = text.trimmed();
    const qsizetype colon = command.indexOf(u':');
    if (colon > 0) {
        if (auto p = protocolFromId(command.left(colon))) {
            spec.protocol = p;
            command = command.mid(colon + 1);
        }
    }
    QStringList words;
    if (!splitCommandLine(command, words)) {
        if (error)
            *error = QCoreApplication::translate("Engine", "'%1': a quote is not closed").arg(text);
        return std::nullopt;
    }
    if (words.isEmpty()) {
        if (error)
            *error
                = QCoreApplication::translate("Engine", "'%1' names no engine program").arg(text);
        return std::nullopt;
    }
    spec.program = words.takeFirst();
    spec.arguments = words;
    return spec;
}

QStringList variantNameCandidates(const VariantDefinition& v)
{
    QStringList names;
    auto add = [&names](const QString& n) {
        if (!n.isEmpty() && !names.contains(n))
            names << n;
    };
    add(v.records.name(QStringLiteral("pgn")));
    for (const QString& a : v.records.aliases)
        add(a);
    add(v.id);
    return names;
}

MoveDialect::MoveDialect(Protocol protocol, const VariantDefinition& v)
    : m_protocol(protocol)
{
    const BoardGeometry& g = v.geometry;
    io::LabelSet labels;
    switch (protocol) {
    case Protocol::Uci:
        labels = io::plainLabels(g);
        break;
    case Protocol::Ucci:
        labels = io::plainLabels(g, g.ranks() == 10 ? 0 : 1);
        break;
    case Protocol::XBoard:
        // XBoard counts the ranks of a ten-rank board from 0 (xiangqi, grand chess), any other
        // board's from 1 (Chu Shogi's twelve: a1 .. l12).
        labels = io::plainLabels(g, g.ranks() == 10 ? 0 : 1);
        break;
    case Protocol::Usi:
        labels = io::usiLabels(g);
        break;
    }
    m_files = labels.files;
    m_ranks = labels.ranks;
}

QString MoveDialect::write(const Position& pos, const Move& m) const
{
    const BoardGeometry& g = pos.geometry();
    CoordinateStyle style{[&](Square s) { return m_files[g.fileOf(s)] + m_ranks[g.rankOf(s)]; },
        m_protocol == Protocol::Usi ? u'*' : u'@'};
    if (m_protocol == Protocol::XBoard && m.isMultiLeg()) {
        // One leg after the other, "f5f6,f6g7", then what follows the squares (a promotion).
        QString legs, squares = style.square(m.from);
        Square from = m.from;
        for (const Square s : m.path()) {
            if (!legs.isEmpty())
                legs += u',';
            legs += style.square(from) + style.square(s);
            squares += style.square(s);
            from = s;
        }
        return legs + coordinateText(pos, m, style).mid(squares.size());
    }
    if (m.isPass())
        return passText(pos);
    QString text = coordinateText(pos, m, style);
    // XBoard writes a shogi-style promotion, to a form lettered "+X", as '+' (HaChu, Sjaak II,
    // GNU Shogi), where our coordinates name the form ("b2h8b").
    if (const QString& promoted
        = m.promotion != NoPieceType ? pos.variant().pieces[size_t(m.promotion)].letter : QString();
        m_protocol == Protocol::XBoard && promoted.startsWith(u'+') && !text.endsWith(u'+')) {
        text.chop(promoted.size() - 1);
        text += u'+';
    }
    // Fairy-Stockfish writes a piece's return to the form it demotes to (Kyoto Shogi's flips
    // back) with '-', a promotion with '+'.
    if (m_protocol == Protocol::Uci && m.promotion != NoPieceType && text.endsWith(u'+')
        && pos.variant().pieces[size_t(typeOf(pos.at(m.from)))].demotesTo == m.promotion)
        text.back() = u'-';
    return text;
}

Square MoveDialect::passAnchor(const Position& pos)
{
    const Side us = pos.sideToMove();
    if (pos.royalCount(us) > 0)
        return pos.royal(us, 0);
    if (!pos.variant().rules.flipping.enabled())
        return NoSquare;
    const BoardGeometry& g = pos.geometry();
    Square first = NoSquare;
    for (int r = 0; r < g.ranks(); ++r)
        for (int f = 0; f < g.files(); ++f) {
            const Square s = g.square(f, r);
            if (!g.isPlayable(s))
                continue;
            if (first == NoSquare)
                first = s;
            if (isPiece(pos.at(s)) && sideOf(pos.at(s)) == us)
                return s;
        }
    return first;
}

QString MoveDialect::passText(const Position& pos) const
{
    switch (m_protocol) {
    case Protocol::Usi:
        return QStringLiteral("pass");
    case Protocol::Uci:
        // Fairy-Stockfish writes a pass as its king's move to the square it stands on; in a
        // flipping game (no king) as the move of the mover's first piece from a1 on, rank by
        // rank, or of the first square when it has none.
        if (const Square anchor = passAnchor(pos); anchor != NoSquare) {
            const BoardGeometry& g = pos.geometry();
            const QString square = m_files[g.fileOf(anchor)] + m_ranks[g.rankOf(anchor)];
            return square + square;
        }
        return QStringLiteral("0000");
    case Protocol::XBoard:
    case Protocol::Ucci:
        break;
    }
    return QStringLiteral("@@@@");
}

std::optional<Move> MoveDialect::readPass(Position& pos, const QString& text) const
{
    const bool passWord = text == u"@@@@" || text == u"0000" || text == u"pass";
    const bool sameSquareTwice = text.size() >= 4 && text.size() % 2 == 0
        && text.left(text.size() / 2) == text.mid(text.size() / 2);
    if (!passWord && !sameSquareTwice)
        return std::nullopt;
    MoveList legal;
    MoveGenerator::generateLegal(pos, legal);
    for (const Move& m : legal)
        if (m.isPass() && (passWord || text == passText(pos)))
            return m;
    return std::nullopt;
}

std::optional<Move> MoveDialect::read(Position& pos, const QString& textIn, QString* error) const
{
    QString text = textIn.trimmed();
    if (m_protocol == Protocol::XBoard && text.contains(u',')) {
        // Legs "f5f6,f6g7": each leg starts where the one before ended; keep its end only.
        const QStringList legs = text.split(u',');
        text = legs.first();
        for (qsizetype i = 1; i < legs.size(); ++i) {
            const QString& leg = legs[i];
            // The leg's first square is the end of the text so far.
            qsizetype split = 1;
            while (split < leg.size() && leg[split].isDigit())
                ++split;
            if (leg.isEmpty() || !text.endsWith(leg.left(split))) {
                if (error)
                    *error = QCoreApplication::translate(
                        "Engine", "the leg '%1' does not start where the move stood")
                                 .arg(leg);
                return std::nullopt;
            }
            text += leg.mid(split);
        }
    }
    if (std::optional<Move> pass = readPass(pos, text))
        return pass;
    // A return to the demoted form, "a1a2-" (Fairy-Stockfish), is our promotion text "a1a2+".
    if (m_protocol == Protocol::Uci && text.size() > 4 && text.endsWith(u'-'))
        text.back() = u'+';
    io::SanMatcher matcher(pos.variant(), {m_files, m_ranks}, io::SanMatcher::Mode::Coordinate);
    bool ambiguous = false;
    return matcher.resolve(pos, text, error, &ambiguous);
}

} // namespace fb::engines
