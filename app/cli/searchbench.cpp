// SPDX-License-Identifier: GPL-3.0-or-later
#include "searchbench.h"

#include "searcher.h"

#include <QElapsedTimer>
#include <algorithm>

namespace fb::cli {

namespace {

struct SearchBenchOptions
{
    QStringList presets;
    QString presetDir;
    int moveTimeMs = 1000;
    int runs = 3;
};

bool parseSearchBenchOptions(const QStringList& args, SearchBenchOptions& o, QTextStream& err)
{
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        if (!a.startsWith(u"--")) {
            o.presets << a;
            continue;
        }
        if (i + 1 >= args.size()) {
            err << "fairyboard-cli: " << a << " needs a value\n";
            return false;
        }
        const QString value = args[++i];
        bool ok = false;
        if (a == u"--presets") {
            o.presetDir = value;
            continue;
        }
        if (a == u"--movetime") {
            o.moveTimeMs = value.toInt(&ok);
            ok = ok && o.moveTimeMs >= 1 && o.moveTimeMs <= 3600000;
        } else if (a == u"--runs") {
            o.runs = value.toInt(&ok);
            ok = ok && o.runs >= 1 && o.runs <= 1000;
        } else {
            err << "fairyboard-cli: " << a << ": unknown option\n";
            return false;
        }
        if (!ok) {
            err << "fairyboard-cli: " << a << " needs a positive number\n";
            return false;
        }
    }
    return true;
}

struct Run
{
    int depth = 0;
    qint64 nodes = 0;
    qint64 nodesPerSecond = 0;
};

// One search of `start` by a fresh searcher for `ms` milliseconds.
Run timedSearch(const Position& start, int ms)
{
    Position pos = start;
    search::Searcher searcher(pos.variantPtr());
    const std::atomic<bool> stop{false};
    search::Limits limits;
    limits.timeMs = ms;
    QElapsedTimer timer;
    timer.start();
    const search::SearchResult r = searcher.search(pos, limits, stop);
    const qint64 ns = std::max<qint64>(timer.nsecsElapsed(), 1);
    return {r.depth, r.nodes, qint64(double(r.nodes) * 1e9 / double(ns))};
}

} // namespace

QString searchBenchUsage()
{
    return QStringLiteral(
        "  bench-search [--movetime MS] [--runs N] [PRESET ...]\n"
        "                                  the built-in AI's speed: a search of each preset's\n"
        "                                  start position (all presets by default) for MS ms\n"
        "                                  (1000), N times (3): preset<TAB>depth<TAB>nodes<TAB>\n"
        "                                  nodes/s of the median run\n");
}

int searchBench(const QStringList& args, Streams io)
{
    SearchBenchOptions o;
    if (!parseSearchBenchOptions(args, o, io.err))
        return 2;
    PresetRegistry reg = makeRegistry(o.presetDir);
    const QStringList ids = o.presets.isEmpty() ? reg.ids() : o.presets;
    int failures = 0;
    for (const QString& id : ids) {
        const VariantPtr v = loadVariant(reg, id, {}, io.err);
        const std::optional<Position> start = v ? fenArgument(v, {}, false, io.err) : std::nullopt;
        if (!start) {
            ++failures;
            continue;
        }
        std::vector<Run> runs;
        for (int i = 0; i < o.runs; ++i)
            runs.push_back(timedSearch(*start, o.moveTimeMs));
        std::sort(runs.begin(), runs.end(),
            [](const Run& a, const Run& b) { return a.nodesPerSecond < b.nodesPerSecond; });
        const Run& median = runs[runs.size() / 2];
        io.out << id << '\t' << median.depth << '\t' << median.nodes << '\t'
               << median.nodesPerSecond << '\n';
        io.out.flush();
    }
    return failures ? 1 : 0;
}

} // namespace fb::cli
