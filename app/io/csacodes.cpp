// SPDX-License-Identifier: GPL-3.0-or-later
#include "csacodes.h"

#include <QRegularExpression>

namespace fb::io::csa {

namespace {

// The piece codes of CSA V2.2, each with the code of its unpromoted form.
const char* const Codes[][2] = {
    {"FU", "FU"},
    {"KY", "KY"},
    {"KE", "KE"},
    {"GI", "GI"},
    {"KI", "KI"},
    {"KA", "KA"},
    {"HI", "HI"},
    {"OU", "OU"},
    {"TO", "FU"},
    {"NY", "KY"},
    {"NK", "KE"},
    {"NG", "GI"},
    {"UM", "KA"},
    {"RY", "HI"},
};

struct SpecialWord
{
    const char* word;
    Termination termination;
};

// The special moves of CSA V2.2 (and V2's %HIKIWAKE). ILLEGAL_ACTION comes with a side.
const SpecialWord Specials[] = {
    {"TORYO", Termination::Resignation},
    {"CHUDAN", Termination::Suspended},
    {"SENNICHITE", Termination::Repetition},
    {"TIME_UP", Termination::TimeForfeit},
    {"ILLEGAL_MOVE", Termination::IllegalMove},
    {"JISHOGI", Termination::Impasse},
    {"KACHI", Termination::EnteringKing},
    {"HIKIWAKE", Termination::Draw},
    {"MATTA", Termination::Takeback},
    {"TSUMI", Termination::Checkmate},
    {"FUZUMI", Termination::NoMate},
    {"ERROR", Termination::Error},
};

} // namespace

bool isCode(QStringView code)
{
    return !baseCode(code).isEmpty();
}

QString baseCode(QStringView code)
{
    for (const auto& [c, base] : Codes)
        if (code == QLatin1StringView(c))
            return QString::fromLatin1(base);
    return {};
}

const QList<std::pair<QString, int>>& fullSet()
{
    static const QList<std::pair<QString, int>> set{{QStringLiteral("HI"), 2},
        {QStringLiteral("KA"), 2}, {QStringLiteral("KI"), 4}, {QStringLiteral("GI"), 4},
        {QStringLiteral("KE"), 4}, {QStringLiteral("KY"), 4}, {QStringLiteral("FU"), 18}};
    return set;
}

PieceType pieceByCode(const VariantDefinition& v, QStringView code)
{
    for (PieceType t = 0; t < v.pieceCount(); ++t)
        if (!code.isEmpty() && v.pieces[size_t(t)].records.csa == code)
            return t;
    return NoPieceType;
}

QString codeOf(const PieceDefinition& d)
{
    return d.records.csa;
}

std::optional<Special> readSpecial(const QString& statement, bool firstToMove)
{
    if (!statement.startsWith(u'%'))
        return std::nullopt;
    const QString word = statement.mid(1);
    Special s;
    if (word == u"+ILLEGAL_ACTION" || word == u"-ILLEGAL_ACTION") {
        s.termination = Termination::IllegalAction;
        s.result = word[0] == u'+' ? QStringLiteral("0-1") : QStringLiteral("1-0");
        return s;
    }
    for (const SpecialWord& w : Specials)
        if (word == QLatin1StringView(w.word)) {
            s.termination = w.termination;
            s.result = terminationResult(w.termination, firstToMove);
            return s;
        }
    return std::nullopt;
}

QString specialFor(Termination termination, const QString& result)
{
    if (termination == Termination::IllegalAction)
        return result == u"0-1" ? QStringLiteral("%+ILLEGAL_ACTION")
            : result == u"1-0"  ? QStringLiteral("%-ILLEGAL_ACTION")
                                : QString();
    for (const SpecialWord& w : Specials)
        if (w.termination == termination)
            return u'%' + QString::fromLatin1(w.word);
    return {};
}

QString timeComment(const QString& statement)
{
    static const QRegularExpression re(QStringLiteral("^T(\\d{1,9})(?:\\.\\d+)?$"));
    const auto m = re.match(statement);
    if (!m.hasMatch())
        return {};
    const qint64 s = m.captured(1).toLongLong();
    return QStringLiteral("[%emt %1:%2:%3]")
        .arg(s / 3600)
        .arg((s / 60) % 60, 2, 10, QChar(u'0'))
        .arg(s % 60, 2, 10, QChar(u'0'));
}

QString timeLine(const QString& comment)
{
    static const QRegularExpression re(QStringLiteral("^\\[%emt (\\d{1,6}):(\\d\\d):(\\d\\d)\\]$"));
    const auto m = re.match(comment);
    if (!m.hasMatch())
        return {};
    const qint64 s
        = m.captured(1).toLongLong() * 3600 + m.captured(2).toInt() * 60 + m.captured(3).toInt();
    return u'T' + QString::number(s);
}

} // namespace fb::io::csa
