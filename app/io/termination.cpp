// SPDX-License-Identifier: GPL-3.0-or-later
#include "termination.h"

namespace fb::io {

namespace {

struct Named
{
    Termination termination;
    const char* name;
};

const Named Names[] = {
    {Termination::Resignation, "resignation"},
    {Termination::SealedMove, "sealed move"},
    {Termination::EnteringKing, "entering king"},
    {Termination::TimeForfeit, "time forfeit"},
    {Termination::IllegalMove, "illegal move"},
    {Termination::IllegalAction, "illegal action"},
    {Termination::Repetition, "repetition"},
    {Termination::Impasse, "impasse"},
    {Termination::Suspended, "suspended"},
    {Termination::Checkmate, "checkmate"},
    {Termination::NoMate, "no mate"},
    {Termination::Takeback, "takeback"},
    {Termination::Error, "error"},
    {Termination::Draw, "draw"},
};

} // namespace

QString terminationName(Termination t)
{
    for (const Named& n : Names)
        if (n.termination == t)
            return QString::fromLatin1(n.name);
    return {};
}

Termination terminationFromName(const QString& name)
{
    const QString key = name.trimmed().toLower();
    for (const Named& n : Names)
        if (key == QLatin1StringView(n.name))
            return n.termination;
    if (key == u"rules infraction")
        return Termination::IllegalMove;
    return Termination::None;
}

QString terminationText(Termination t, const QString& result)
{
    if (t == Termination::None)
        return {};
    QString outcome;
    if (result == u"1-0")
        outcome = QStringLiteral("the first player wins");
    else if (result == u"0-1")
        outcome = QStringLiteral("the second player wins");
    else if (result == u"1/2-1/2")
        outcome = QStringLiteral("a draw");
    else
        outcome = QStringLiteral("no result");
    return terminationName(t) + QStringLiteral(": ") + outcome;
}

QString terminationResult(Termination t, bool firstToMove)
{
    const QString moverLoses = firstToMove ? QStringLiteral("0-1") : QStringLiteral("1-0");
    switch (t) {
    case Termination::Resignation:
    case Termination::TimeForfeit:
    case Termination::IllegalMove:
    case Termination::Checkmate:
        return moverLoses;
    case Termination::EnteringKing:
        return firstToMove ? QStringLiteral("1-0") : QStringLiteral("0-1");
    case Termination::Repetition:
    case Termination::Impasse:
    case Termination::Draw:
        return QStringLiteral("1/2-1/2");
    default:
        return QStringLiteral("*");
    }
}

} // namespace fb::io
