// SPDX-License-Identifier: GPL-3.0-or-later
#include "kifend.h"

namespace fb::io {

namespace {

enum class Outcome : uint8_t
{
    MoverLoses,
    MoverWins,
    Drawn,
    Open,
};

struct EndWord
{
    const char16_t* word;
    Termination termination;
    Outcome outcome;
};

// The first word of a termination is the one written.
const EndWord Words[] = {
    {u"投了", Termination::Resignation, Outcome::MoverLoses},
    {u"中断", Termination::Suspended, Outcome::Open},
    {u"千日手", Termination::Repetition, Outcome::Drawn},
    {u"詰み", Termination::Checkmate, Outcome::MoverLoses},
    {u"持将棋", Termination::Impasse, Outcome::Drawn},
    {u"切れ負け", Termination::TimeForfeit, Outcome::MoverLoses},
    {u"時間切れ", Termination::TimeForfeit, Outcome::MoverLoses},
    {u"Ｔｉｍｅ－ｕｐ", Termination::TimeForfeit, Outcome::MoverLoses},
    {u"反則負け", Termination::IllegalMove, Outcome::MoverLoses},
    {u"反則勝ち", Termination::IllegalMove, Outcome::MoverWins},
    {u"入玉勝ち", Termination::EnteringKing, Outcome::MoverWins},
    {u"宣言勝ち", Termination::EnteringKing, Outcome::MoverWins},
    {u"封じ手", Termination::SealedMove, Outcome::Open},
    {u"不詰", Termination::NoMate, Outcome::Open},
    {u"不戦勝", Termination::None, Outcome::MoverWins},
    {u"不戦敗", Termination::None, Outcome::MoverLoses},
};

QString resultOf(Outcome o, bool firstToMove)
{
    switch (o) {
    case Outcome::MoverLoses:
        return firstToMove ? QStringLiteral("0-1") : QStringLiteral("1-0");
    case Outcome::MoverWins:
        return firstToMove ? QStringLiteral("1-0") : QStringLiteral("0-1");
    case Outcome::Drawn:
        return QStringLiteral("1/2-1/2");
    case Outcome::Open:
        break;
    }
    return QStringLiteral("*");
}

} // namespace

const QStringList& kifEndWords()
{
    static const QStringList words = [] {
        QStringList out;
        for (const EndWord& w : Words)
            out << QString::fromUtf16(w.word);
        std::stable_sort(out.begin(), out.end(),
            [](const QString& a, const QString& b) { return a.size() > b.size(); });
        return out;
    }();
    return words;
}

Termination kifTermination(const QString& word, bool firstToMove, QString* result)
{
    for (const EndWord& w : Words)
        if (word == QStringView(w.word)) {
            if (result)
                *result = resultOf(w.outcome, firstToMove);
            return w.termination;
        }
    if (result)
        *result = QStringLiteral("*");
    return Termination::None;
}

QString kifEndWord(Termination t, const QString& result, bool firstToMove)
{
    for (const EndWord& w : Words) {
        if (w.termination != t || t == Termination::None)
            continue;
        // IllegalMove has a word for each side: the one whose outcome is the result.
        if (t == Termination::IllegalMove && resultOf(w.outcome, firstToMove) != result)
            continue;
        return QString::fromUtf16(w.word);
    }
    return {};
}

} // namespace fb::io
