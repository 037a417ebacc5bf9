// SPDX-License-Identifier: GPL-3.0-or-later
// What the perft oracles (Fairy-Stockfish, Sjaak II) share: the node budget of one position,
// the list of explained differences, and how two divides are compared.
#pragma once

#include <QFile>
#include <QMap>
#include <QString>
#include <QStringList>

namespace perftoracle {

/// FAIRYBOARD_PERFT_BUDGET when it is not set, as tst_perft reads it.
constexpr quint64 DefaultBudget = 1000000;

/// The nodes one position may take (ours and the engine's each): a tenth of
/// FAIRYBOARD_PERFT_BUDGET (default 1,000,000), as tst_perft reads it.
inline quint64 positionBudget()
{
    bool ok = false;
    const quint64 b = qEnvironmentVariable("FAIRYBOARD_PERFT_BUDGET").toULongLong(&ok);
    return (ok && b > 0 ? b : DefaultBudget) / 10;
}

/// Preset id -> why the engine counts differently, from a tests/data file of
/// "id<TAB>reason" lines ('#' starts a comment line).
inline QMap<QString, QString> knownDifferences(const QString& path)
{
    QMap<QString, QString> known;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return known;
    for (const QByteArray& raw : f.readAll().split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const qsizetype tab = line.indexOf(u'\t');
        known.insert(line.left(tab), tab < 0 ? QString() : line.mid(tab + 1));
    }
    return known;
}

inline qint64 total(const QMap<QString, qint64>& counts)
{
    qint64 n = 0;
    for (qint64 c : counts)
        n += c;
    return n;
}

/// What two divides disagree on, at most a few moves: "e1g1: 20 / -" (ours / the engine's).
inline QString differences(const QMap<QString, qint64>& ours, const QMap<QString, qint64>& theirs)
{
    QStringList out;
    QStringList keys = ours.keys() + theirs.keys();
    keys.removeDuplicates();
    keys.sort();
    for (const QString& k : keys) {
        const auto a = ours.constFind(k);
        const auto b = theirs.constFind(k);
        if (a != ours.constEnd() && b != theirs.constEnd() && *a == *b)
            continue;
        out << QStringLiteral("%1: %2 / %3")
                   .arg(k, a == ours.constEnd() ? QStringLiteral("-") : QString::number(*a),
                       b == theirs.constEnd() ? QStringLiteral("-") : QString::number(*b));
        if (out.size() == 6)
            break;
    }
    return out.join(QStringLiteral(", "));
}

} // namespace perftoracle
