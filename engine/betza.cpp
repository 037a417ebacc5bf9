// SPDX-License-Identifier: GPL-3.0-or-later
#include "betza.h"

#include <algorithm>

namespace fb::betza {

const std::vector<std::pair<char, uint32_t>>& modeLetters()
{
    static const std::vector<std::pair<char, uint32_t>> letters = {
        {'m', Move},
        {'c', Capture},
        {'d', Destroy},
        {'e', EnPassant},
        {'k', RoyalOnly},
        {'t', Tame},
        {'u', Unload},
        {'p', Hop},
        {'g', Grasshop},
        {'y', RangeToggle},
        {'n', Lame},
        {'j', Jump},
        {'x', Induction},
        {'o', Cylinder},
        {'z', ZigZag},
        {'q', Circular},
    };
    return letters;
}

namespace {

bool isVertical(QChar c)
{
    return c == u'f' || c == u'b' || c == u'v' || c == u'h';
}
bool isHorizontal(QChar c)
{
    return c == u'r' || c == u'l' || c == u's' || c == u'h';
}
bool isDirection(QChar c)
{
    return isVertical(c) || isHorizontal(c);
}

uint32_t modeBit(QChar c)
{
    for (const auto& [letter, bit] : modeLetters())
        if (c == QLatin1Char(letter))
            return bit;
    return 0;
}

// Canonical order of direction codes on output.
int directionRank(const QString& code)
{
    static const QStringList order = {
        QStringLiteral("ff"),
        QStringLiteral("bb"),
        QStringLiteral("vv"),
        QStringLiteral("ll"),
        QStringLiteral("rr"),
        QStringLiteral("ss"),
        QStringLiteral("fl"),
        QStringLiteral("fr"),
        QStringLiteral("fs"),
        QStringLiteral("bl"),
        QStringLiteral("br"),
        QStringLiteral("bs"),
        QStringLiteral("lf"),
        QStringLiteral("rf"),
        QStringLiteral("lb"),
        QStringLiteral("rb"),
        QStringLiteral("lv"),
        QStringLiteral("rv"),
        QStringLiteral("fh"),
        QStringLiteral("bh"),
        QStringLiteral("lh"),
        QStringLiteral("rh"),
        QStringLiteral("hl"),
        QStringLiteral("hr"),
    };
    const auto i = order.indexOf(code);
    return i < 0 ? 1000 : int(i);
}

struct AtomInfo
{
    std::vector<std::pair<int, int>> vectors;
    int defaultRange;
    bool unit;
};

std::optional<AtomInfo> atomFor(QChar c)
{
    switch (c.unicode()) {
    case 'W':
        return AtomInfo{{{1, 0}}, 1, true};
    case 'F':
        return AtomInfo{{{1, 1}}, 1, true};
    case 'K':
        return AtomInfo{{{1, 0}, {1, 1}}, 1, true};
    case 'R':
        return AtomInfo{{{1, 0}}, 0, true};
    case 'B':
        return AtomInfo{{{1, 1}}, 0, true};
    case 'Q':
        return AtomInfo{{{1, 0}, {1, 1}}, 0, true};
    case 'D':
        return AtomInfo{{{2, 0}}, 1, false};
    case 'N':
        return AtomInfo{{{2, 1}}, 1, false};
    case 'A':
        return AtomInfo{{{2, 2}}, 1, false};
    case 'H':
        return AtomInfo{{{3, 0}}, 1, false};
    case 'C':
    case 'L':
        return AtomInfo{{{3, 1}}, 1, false};
    case 'Z':
    case 'J':
        return AtomInfo{{{3, 2}}, 1, false};
    case 'G':
        return AtomInfo{{{3, 3}}, 1, false};
    default:
        return std::nullopt;
    }
}

// The letter a unit atom is written with for a given range.
QString unitLetter(const std::vector<std::pair<int, int>>& v, bool unlimited)
{
    const bool orth = v.size() == 1 && v[0].second == 0;
    const bool diag = v.size() == 1 && v[0].second == 1;
    if (unlimited)
        return orth ? QStringLiteral("R") : diag ? QStringLiteral("B") : QStringLiteral("Q");
    return orth ? QStringLiteral("W") : diag ? QStringLiteral("F") : QStringLiteral("K");
}

} // namespace

std::optional<Movement> parse(const QString& text, ParseError* err)
{
    auto fail = [&](int pos, const QString& msg) -> std::optional<Movement> {
        if (err) {
            err->position = pos;
            err->message = msg;
        }
        return std::nullopt;
    };

    Movement result;
    const int n = int(text.size());
    int i = 0;
    if (n == 0)
        return result; // an immobile piece
    while (i < n) {
        Component comp;
        Leg leg;
        const int start = i;
        // Modifiers up to the atom, split into legs by 'a'.
        while (i < n && text[i].isLower()) {
            const QChar c = text[i];
            if (c == u'a') {
                comp.legs.push_back(leg);
                leg = Leg{};
                ++i;
                continue;
            }
            if (c == u'i') {
                if (!comp.legs.empty())
                    return fail(
                        i, QStringLiteral("'i' (initial move) must come before the first leg"));
                comp.initial = true;
                ++i;
                continue;
            }
            if (isDirection(c)) {
                QString code;
                if (i + 1 < n) {
                    const QChar c2 = text[i + 1];
                    if ((c2 == c) || (isVertical(c) && isHorizontal(c2) && c != c2)
                        || (isHorizontal(c) && isVertical(c2) && c != c2)) {
                        code = QString(c) + c2;
                        i += 2;
                    }
                }
                if (code.isEmpty()) {
                    if (c == u'h')
                        return fail(
                            i, QStringLiteral("'h' must be combined with another direction"));
                    code = QString(c) + c;
                    ++i;
                }
                if (!leg.directions.contains(code))
                    leg.directions << code;
                continue;
            }
            const uint32_t bit = modeBit(c);
            if (!bit)
                return fail(i, QStringLiteral("unknown modifier '%1'").arg(c));
            if (bit & (Unload | Induction | Cylinder | ZigZag | Circular))
                return fail(i, QStringLiteral("modifier '%1' is not supported").arg(c));
            leg.modes |= bit;
            ++i;
        }
        comp.legs.push_back(leg);
        if (i >= n)
            return fail(i, QStringLiteral("modifiers at the end without an atom"));

        // The atom.
        const QChar a = text[i];
        AtomInfo info;
        if (a == u'(') {
            const int close = int(text.indexOf(u')', i));
            if (close < 0)
                return fail(i, QStringLiteral("'(' without a closing ')'"));
            const QStringList parts = text.mid(i + 1, close - i - 1).split(u',');
            bool ok1 = false, ok2 = false;
            const int x = parts.size() == 2 ? parts[0].trimmed().toInt(&ok1) : 0;
            const int y = parts.size() == 2 ? parts[1].trimmed().toInt(&ok2) : 0;
            if (!ok1 || !ok2 || x < 0 || y < 0 || (x == 0 && y == 0) || x > 35 || y > 35)
                return fail(i + 1,
                    QStringLiteral("a leap must be written (x,y) with 0 <= x,y <= 35, not both 0"));
            const int mj = std::max(x, y), mn = std::min(x, y);
            info = AtomInfo{{{mj, mn}}, 1, false};
            comp.unitAtom = (mj == 1);
            i = close + 1;
        } else if (a == u'O') {
            comp.castling = true;
            info = AtomInfo{{{1, 0}}, 2, false};
            ++i;
        } else if (auto known = atomFor(a)) {
            info = *known;
            comp.unitAtom = info.unit;
            ++i;
        } else if (a == u'U' || a == u'X' || a == u'I') {
            return fail(i, QStringLiteral("atom '%1' is not supported").arg(a));
        } else if (a.isUpper()) {
            return fail(i, QStringLiteral("unknown atom '%1'").arg(a));
        } else {
            return fail(i, QStringLiteral("unexpected character '%1'").arg(a));
        }
        comp.atoms = info.vectors;
        comp.range = info.defaultRange;

        // Range: digits, or the atom letter doubled.
        if (i < n && text[i].isDigit()) {
            int j = i;
            while (j < n && text[j].isDigit())
                ++j;
            const QString digits = text.mid(i, j - i);
            if (digits.size() > 1 && digits[0] == u'0') {
                comp.exactRange = true;
                comp.range = digits.mid(1).toInt();
            } else {
                comp.range = digits.toInt();
            }
            if (digits.size() > 3 || comp.range > 99)
                return fail(i, QStringLiteral("range %1 is too large").arg(digits));
            if (comp.exactRange && comp.range == 0)
                return fail(i, QStringLiteral("an exact range needs a number after the 0"));
            i = j;
        } else if (i < n && a != u'(' && text[i] == a && !comp.castling) {
            comp.range = 0;
            ++i;
        }
        if (comp.castling && comp.range == 0)
            return fail(i - 1, QStringLiteral("castling 'O' needs the king's step count"));
        // Modifier sanity checks.
        for (const Leg& l : comp.legs) {
            if (comp.castling && l.modes)
                return fail(start, QStringLiteral("castling 'O' takes no mode modifiers"));
        }
        result.components.push_back(std::move(comp));
    }
    return result;
}

QString Movement::canonical() const
{
    QString out;
    for (const Component& c : components) {
        const qsizetype componentStart = out.size();
        if (c.initial)
            out += u'i';
        for (size_t li = 0; li < c.legs.size(); ++li) {
            if (li > 0)
                out += u'a';
            QStringList dirs = c.legs[li].directions;
            std::sort(dirs.begin(), dirs.end(), [](const QString& x, const QString& y) {
                return directionRank(x) < directionRank(y);
            });
            // Pairs first, then single letters; a single letter that the parser would pair
            // with the letter before it is written doubled ("frff", not "frf").
            // A bare single letter right after another bare single letter would be read as a
            // pair with it: then the first is written doubled ("bbs", not "bs").
            std::stable_partition(
                dirs.begin(), dirs.end(), [](const QString& d) { return d[0] != d[1]; });
            qsizetype bareSingleAt = -1; // where the last bare single letter was written
            for (const QString& d : dirs) {
                if (d[0] != d[1]) {
                    out += d;
                    continue;
                }
                const QChar prev = out.isEmpty() ? QChar() : out.back();
                const bool pairs = isDirection(prev)
                    && (prev == d[0] || (isVertical(prev) && isHorizontal(d[0]))
                        || (isHorizontal(prev) && isVertical(d[0])));
                if (pairs && bareSingleAt == out.size() - 1) {
                    out.insert(bareSingleAt, prev);
                    bareSingleAt = out.size();
                    out += d[0];
                } else if (pairs) {
                    out += d;
                } else {
                    bareSingleAt = out.size();
                    out += d[0];
                }
            }
            for (const auto& [letter, bit] : modeLetters())
                if (c.legs[li].modes & bit)
                    out += QLatin1Char(letter);
        }
        if (c.castling) {
            out += u'O' + QString::number(c.range);
            continue;
        }
        const auto& v = c.atoms;
        const bool unit = v.size() <= 2 && v[0].first == 1;
        QString atom;
        if (unit && c.range == 0)
            atom = unitLetter(v, true);
        else if (unit)
            atom = unitLetter(v, false);
        else {
            static const std::vector<std::pair<std::pair<int, int>, char>> names
                = {{{2, 0}, 'D'}, {{2, 1}, 'N'}, {{2, 2}, 'A'}, {{3, 0}, 'H'}, {{3, 1}, 'C'},
                    {{3, 2}, 'Z'}, {{3, 3}, 'G'}};
            for (const auto& [vec, letter] : names)
                if (v[0] == vec)
                    atom = QLatin1Char(letter);
            if (atom.isEmpty())
                atom = QStringLiteral("(%1,%2)").arg(v[0].first).arg(v[0].second);
        }
        // A bare atom letter right after the same letter would be read as its doubling ("F"
        // then "F5" is not "FF5"): spell it another way, with an explicit range.
        const bool joins = out.size() == componentStart && !out.isEmpty() && out.back() == atom[0];
        if (joins && unit)
            atom = c.range == 0 ? unitLetter(v, false) : unitLetter(v, true);
        else if (joins)
            atom = QStringLiteral("(%1,%2)").arg(v[0].first).arg(v[0].second);
        out += atom;
        if (c.exactRange)
            out += u'0' + QString::number(c.range);
        else if (c.range == 0 && (!unit || joins))
            out += atom.size() == 1 && !joins ? atom : QStringLiteral("0");
        else if (c.range > 1 || (joins && unit))
            out += QString::number(c.range);
    }
    return out;
}

} // namespace fb::betza
