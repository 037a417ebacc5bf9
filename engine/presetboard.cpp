// SPDX-License-Identifier: GPL-3.0-or-later
// Presets: the board (size, labels, removed squares), square specs and the named regions.
#include "presetparts.h"

#include <QSet>

namespace fb::preset {

namespace {

// A label must not hold what square specs and move texts use as separators.
bool isPlainLabel(const QString& label)
{
    return std::none_of(label.begin(), label.end(),
        [](QChar c) { return !c.isPrint() || c.isSpace() || c == u'*' || c == u'-'; });
}

// The labels of "board.fileLabels" or "board.rankLabels": as many as the board has files
// (ranks), unique and plain. Empty when they cannot be used (reported).
QStringList labels(
    const QJsonValue& value, int count, const QString& what, const QString& key, Report& report)
{
    const QStringList l = stringList(value);
    if (l.size() != count) {
        report.error(key, QStringLiteral("%1 labels for %2 %3").arg(l.size()).arg(count).arg(what));
        return {};
    }
    QSet<QString> seen;
    bool ok = true;
    for (qsizetype i = 0; i < l.size(); ++i) {
        const QString at = QStringLiteral("%1[%2]").arg(key).arg(i);
        if (!isPlainLabel(l[i])) {
            report.error(at,
                QStringLiteral("'%1' holds white space, '*', '-' or an unprintable character")
                    .arg(l[i]));
            ok = false;
        } else if (seen.contains(l[i])) {
            report.error(at, QStringLiteral("'%1' is used twice").arg(l[i]));
            ok = false;
        }
        seen.insert(l[i]);
    }
    return ok ? l : QStringList();
}

// Every square's name must read back as that square (labels read greedily, longest first).
void checkSquareNames(const BoardGeometry& g, Report& report)
{
    for (int f = 0; f < g.files(); ++f)
        for (int r = 0; r < g.ranks(); ++r) {
            const Square sq = g.square(f, r);
            const QString name = g.fileLabels()[f] + g.rankLabels()[r];
            int at = 0;
            const Square read = g.parseSquare(name, at);
            if (read != sq || at != name.size()) {
                report.error(QStringLiteral("board"),
                    QStringLiteral("the labels make square names ambiguous: '%1' (file '%2', "
                                   "rank '%3') does not read as that square")
                        .arg(name, g.fileLabels()[f], g.rankLabels()[r]));
                return;
            }
        }
}

SquareSet rotated(const BoardGeometry& g, const SquareSet& s)
{
    SquareSet out(g.cellCount());
    s.forEach([&](Square sq) {
        const Square r = g.square(g.files() - 1 - g.fileOf(sq), g.ranks() - 1 - g.rankOf(sq));
        if (g.isPlayable(r))
            out.insert(r);
    });
    return out;
}

} // namespace

void readBoard(const QJsonObject& board, VariantDefinition& v, Report& report)
{
    // checkShape() has checked the size against BoardGeometry's limits.
    const int files = board.value(QStringLiteral("files")).toInt(8);
    const int ranks = board.value(QStringLiteral("ranks")).toInt(8);
    v.geometry = BoardGeometry(files, ranks, VariantDefinition::requiredPadding(v.pieces));
    v.boardStyle = defaultBoardStyle(v.family);
    if (board.contains(QStringLiteral("style"))) {
        const QString style = board.value(QStringLiteral("style")).toString();
        if (const std::optional<BoardStyle> b = boardStyleFromId(style))
            v.boardStyle = *b;
        else
            report.error(QStringLiteral("board.style"),
                QStringLiteral("'%1' is not checkered, shogi, xiangqi or janggi").arg(style));
    }
    bool relabelled = false;
    if (board.contains(QStringLiteral("fileLabels"))) {
        const QStringList l = labels(board.value(QStringLiteral("fileLabels")), files,
            QStringLiteral("files"), QStringLiteral("board.fileLabels"), report);
        if (!l.isEmpty()) {
            v.geometry.setFileLabels(l);
            relabelled = true;
        }
    }
    if (board.contains(QStringLiteral("rankLabels"))) {
        const QStringList l = labels(board.value(QStringLiteral("rankLabels")), ranks,
            QStringLiteral("ranks"), QStringLiteral("board.rankLabels"), report);
        if (!l.isEmpty()) {
            v.geometry.setRankLabels(l);
            relabelled = true;
        }
    }
    if (relabelled)
        checkSquareNames(v.geometry, report);
    for (const QString& spec : stringList(board.value(QStringLiteral("removed")))) {
        SquareSet s(v.geometry.cellCount());
        QString msg;
        if (!addSquares(v.geometry, spec, s, &msg))
            report.error(QStringLiteral("board.removed"), msg);
        const BoardGeometry& g = v.geometry;
        std::vector<std::pair<int, int>> cells;
        s.forEach([&](Square sq) { cells.push_back({g.fileOf(sq), g.rankOf(sq)}); });
        for (auto [f, r] : cells)
            v.geometry.removeSquare(f, r);
    }
}

// Square specs: "e4", "a1-c3" (rectangle), "*5" (a whole rank), "e*" (a whole file), "*".
bool addSquares(const BoardGeometry& g, const QString& spec, SquareSet& out, QString* message)
{
    auto findLabel
        = [](const QStringList& labels, const QString& s) { return int(labels.indexOf(s)); };
    auto parseOne = [&](const QString& s, int& file, int& rank) {
        // split into file label + rank label, allowing '*' for either
        for (int cut = 1; cut < s.size(); ++cut) {
            const QString fl = s.left(cut), rl = s.mid(cut);
            const int f = fl == u"*" ? -2 : findLabel(g.fileLabels(), fl);
            const int r = rl == u"*" ? -2 : findLabel(g.rankLabels(), rl);
            if (f != -1 && r != -1) {
                file = f;
                rank = r;
                return true;
            }
        }
        return false;
    };
    if (spec == u"*") {
        out.unite(g.playable());
        return true;
    }
    const QStringList parts = spec.split(u'-');
    int f1, r1, f2, r2;
    if (parts.size() == 1) {
        if (!parseOne(spec, f1, r1)) {
            if (message)
                *message = QStringLiteral("'%1' is not a square of the board").arg(spec);
            return false;
        }
        f2 = f1;
        r2 = r1;
    } else if (parts.size() == 2) {
        if (!parseOne(parts[0], f1, r1) || !parseOne(parts[1], f2, r2) || f1 < 0 || r1 < 0 || f2 < 0
            || r2 < 0) {
            if (message)
                *message = QStringLiteral("'%1' is not a square range of the board").arg(spec);
            return false;
        }
    } else {
        if (message)
            *message = QStringLiteral("'%1' is not a square set").arg(spec);
        return false;
    }
    const int fa = f1 == -2 ? 0 : std::min(f1, f2),
              fb = f1 == -2 ? g.files() - 1 : std::max(f1, f2);
    const int ra = r1 == -2 ? 0 : std::min(r1, r2),
              rb = r1 == -2 ? g.ranks() - 1 : std::max(r1, r2);
    for (int f = fa; f <= fb; ++f)
        for (int r = ra; r <= rb; ++r)
            if (g.isPlayable(g.square(f, r)))
                out.insert(g.square(f, r));
    return true;
}

void readRegions(const QJsonObject& regions, VariantDefinition& v, Report& report)
{
    const BoardGeometry& g = v.geometry;
    for (auto it = regions.begin(); it != regions.end(); ++it) {
        Region region;
        region.name = it.key();
        const QString key = QStringLiteral("regions.") + it.key();
        QStringList first, second;
        bool hasSecond = false;
        if (it->isObject()) {
            const QJsonObject o = it->toObject();
            first = stringList(o.value(QStringLiteral("first")));
            hasSecond = o.contains(QStringLiteral("second"));
            second = stringList(o.value(QStringLiteral("second")));
        } else {
            first = stringList(*it);
        }
        region.squares = {SquareSet(g.cellCount()), SquareSet(g.cellCount())};
        QString msg;
        for (const QString& spec : first)
            if (!addSquares(g, spec, region.squares[0], &msg))
                report.error(key, msg);
        if (hasSecond) {
            for (const QString& spec : second)
                if (!addSquares(g, spec, region.squares[1], &msg))
                    report.error(key, msg);
        } else {
            region.squares[1] = rotated(g, region.squares[0]);
        }
        v.regions.push_back(region);
    }
}

} // namespace fb::preset
