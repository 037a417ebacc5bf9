// SPDX-License-Identifier: GPL-3.0-or-later
#include "gibpieces.h"

#include <algorithm>

namespace fb::io::gib {

namespace {

// The standard start position with "%1" for Han's back rank squares b, c, g, h (from the
// left of the board as Cho sees it) and "%2" for Cho's.
const char* const Template
    = "r%1a1a%2r/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/R%3A1A%4R w - - 0 1";

// "마상" -> "nb" (or "NB" for Cho): horse N, elephant B as in the janggi preset's FEN.
QString letters(const QString& setup, bool cho)
{
    QString out;
    for (QChar c : setup)
        out += c == u'마' ? u'n' : u'b';
    return cho ? out.toUpper() : out;
}

bool validSetup(const QString& s)
{
    return s.size() == 4 && s.count(u'마') == 2 && s.count(u'상') == 2;
}

struct ResultWord
{
    Termination termination;
    const char16_t* word;
};

// How a .gib names the way a game was won; the first word of a termination is written.
const ResultWord ResultWords[] = {
    {Termination::Resignation, u"기권승"},
    {Termination::TimeForfeit, u"시간승"},
    {Termination::IllegalMove, u"반칙승"},
    {Termination::Checkmate, u"완승"},
};

} // namespace

const QList<std::pair<QString, QString>>& headerTags()
{
    static const QList<std::pair<QString, QString>> tags{
        {QStringLiteral("대회명"), QStringLiteral("Event")},
        {QStringLiteral("회전"), QStringLiteral("Round")},
        {QStringLiteral("대국일자"), QStringLiteral("Date")},
        {QStringLiteral("대국장소"), QStringLiteral("Site")},
        {QStringLiteral("초대국자"), QStringLiteral("White")},
        {QStringLiteral("한대국자"), QStringLiteral("Black")},
    };
    return tags;
}

bool isHeaderTag(const QString& tag)
{
    for (const auto& [key, name] : headerTags())
        if (name == tag)
            return true;
    return false;
}

QString resultText(const QString& result, Termination termination)
{
    if (result == u"1/2-1/2")
        return QStringLiteral("무승부");
    if (result != u"1-0" && result != u"0-1")
        return {};
    QString word = QStringLiteral("완승");
    for (const ResultWord& w : ResultWords)
        if (w.termination == termination)
            word = QString::fromUtf16(w.word);
    return (result == u"1-0" ? QStringLiteral("초 ") : QStringLiteral("한 ")) + word;
}

QString readResult(const QString& text, Termination* termination)
{
    *termination = Termination::None;
    const QString t = text.trimmed();
    if (t.startsWith(QStringLiteral("무")))
        return QStringLiteral("1/2-1/2");
    QString result = QStringLiteral("*");
    if (t.startsWith(u'초') || t.startsWith(u'楚'))
        result = QStringLiteral("1-0");
    else if (t.startsWith(u'한') || t.startsWith(u'漢'))
        result = QStringLiteral("0-1");
    for (const ResultWord& w : ResultWords)
        if (t.contains(QStringView(w.word).left(2)))
            *termination = w.termination;
    return result;
}

PieceType pieceByName(const VariantDefinition& v, const QString& name)
{
    for (PieceType t = 0; t < v.pieceCount(); ++t)
        if (v.pieces[size_t(t)].records.gib.reads(name))
            return t;
    return NoPieceType;
}

QString nameOf(const PieceDefinition& d, Side side)
{
    return d.records.gib.nameFor(side);
}

Square square(const BoardGeometry& g, int row, int column)
{
    if (row < 0 || row > 9 || column < 1 || column > 9)
        return NoSquare;
    const int fromTop = row == 0 ? 10 : row;
    const int file = column - 1, rank = g.ranks() - fromTop;
    return g.inside(file, rank) ? g.square(file, rank) : NoSquare;
}

QString squareText(const BoardGeometry& g, Square s)
{
    const int fromTop = g.ranks() - g.rankOf(s);
    return QString::number(fromTop % 10) + QString::number(g.fileOf(s) + 1);
}

QString setupFen(const QString& cho, const QString& han, QString* error)
{
    for (const QString& s : {cho, han})
        if (!validSetup(s)) {
            if (error)
                *error = QStringLiteral("unknown set-up '%1' (two 마 and two 상)").arg(s);
            return {};
        }
    // Han sees the board turned: its own left is the board's right.
    QString hanLetters = letters(han, false);
    std::reverse(hanLetters.begin(), hanLetters.end());
    const QString cl = letters(cho, true);
    return QString::fromLatin1(Template).arg(
        hanLetters.left(2), hanLetters.mid(2), cl.left(2), cl.mid(2));
}

std::optional<std::pair<QString, QString>> setupsOf(const QString& fen)
{
    for (const QString& cho : {QStringLiteral("마상상마"), QStringLiteral("상마마상"),
             QStringLiteral("마상마상"), QStringLiteral("상마상마")})
        for (const QString& han : {QStringLiteral("마상상마"), QStringLiteral("상마마상"),
                 QStringLiteral("마상마상"), QStringLiteral("상마상마")})
            if (setupFen(cho, han, nullptr).section(u' ', 0, 1) == fen.section(u' ', 0, 1))
                return std::make_pair(cho, han);
    return std::nullopt;
}

QString defaultSetup()
{
    return QStringLiteral("마상상마");
}

} // namespace fb::io::gib
