// SPDX-License-Identifier: GPL-3.0-or-later
// The memory and time of compiling the biggest presets the limits accept (issue 12): for each
// case, the preset is grown (more piece types, more move paths) while the table estimate stays
// within VariantDefinition::MaxTableBytes, then compiled in a process of its own, which reports
// the estimate, what the tables take, the seconds and the process's peak memory (max RSS)
// before and after compiling.
// Run by hand, not part of the test suite:
//   packaging/dev shell build/root/bin/bench_presetsize
#include "bigpresets.h"
#include "enginetest.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTextStream>

using namespace fb;

namespace {

struct Case
{
    const char* name;
    const char* what;
    /// The preset of size n (n = 1, 2, ...; bigger n, bigger tables).
    QJsonObject (*preset)(int n);
    int most; ///< the largest n worth trying
};

QJsonObject bundledChu(int)
{
    return fbtest::bundled().resolved(QStringLiteral("chushogi"));
}

const Case Cases[] = {
    {"chushogi", "the largest bundled preset (12 x 12, Lion moves)", bundledChu, 1},
    {"types-steps", "36 x 36, n piece types stepping as kings",
        [](int n) { return fbtest::presetWith(36, 36, n, QStringLiteral("K")); },
        VariantDefinition::MaxPieceTypes},
    {"types-leap35", "36 x 36, n piece types with a 35-square leap (board padding 35)",
        [](int n) { return fbtest::presetWith(36, 36, n, QStringLiteral("K(35,35)")); },
        VariantDefinition::MaxPieceTypes},
    {"paths", "36 x 36, one piece with n different four-leg leaps (2744 paths each)",
        [](int n) { return fbtest::presetWith(36, 36, 2, fbtest::distinctFourLegLeaps(n)); }, 400},
    {"riders", "36 x 36, n piece types each riding its own line and range (attack rays)",
        fbtest::presetOfRiders, VariantDefinition::MaxPieceTypes},
};

// The process's peak memory so far (VmHWM: unlike getrusage's ru_maxrss, it does not carry the
// parent's peak over fork and exec).
double maxRssMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly | QIODevice::Text))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return -1;
}

// The estimate of a preset, or nothing when it does not get as far (or is refused).
std::optional<TableEstimate> estimate(const QJsonObject& preset)
{
    QList<PresetDiagnostic> diags;
    const VariantPtr v = compilePreset(preset, QStringLiteral("bench"), diags);
    if (!v)
        return std::nullopt;
    return estimateMoveTables(*v, VariantDefinition::MaxTableBytes);
}

// The largest n whose preset compiles (a binary search: the tables grow with n).
int largestAccepted(const Case& c)
{
    int lo = 1, hi = c.most;
    if (estimate(c.preset(hi)))
        return hi;
    while (hi - lo > 1) {
        const int mid = (lo + hi) / 2;
        (estimate(c.preset(mid)) ? lo : hi) = mid;
    }
    return lo;
}

// In the child: compile case `name` at size `n`; one line of results.
int runCase(const Case& c, int n, QTextStream& out)
{
    const QJsonObject preset = c.preset(n);
    fbtest::bundled(); // loaded in every case: the baseline
    const double before = maxRssMiB();
    QElapsedTimer timer;
    timer.start();
    QList<PresetDiagnostic> diags;
    const VariantPtr v = compilePreset(preset, QStringLiteral("bench"), diags);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    if (!v) {
        out << c.name << "\trefused: " << diags.value(0).toString() << '\n';
        return 1;
    }
    const TableEstimate e = estimateMoveTables(*v, VariantDefinition::MaxTableBytes);
    constexpr double MiB = 1024.0 * 1024.0;
    out << c.name << '\t' << n << '\t' << v->pieceCount() << '\t' << e.paths << '\t'
        << QString::number(double(e.bytes) / MiB, 'f', 2) << '\t'
        << QString::number(double(fbtest::tableBytes(*v)) / MiB, 'f', 2) << '\t'
        << QString::number(seconds, 'f', 2) << '\t' << QString::number(before, 'f', 1) << '\t'
        << QString::number(maxRssMiB(), 'f', 1) << '\n';
    return 0;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QStringList args = app.arguments();
    if (args.size() == 3) { // a child: CASE N
        for (const Case& c : Cases)
            if (args[1] == QLatin1String(c.name))
                return runCase(c, args[2].toInt(), out);
        return 2;
    }
    out << "case\tn\ttypes\tpaths\testimate MiB\ttables MiB\tcompile s\tRSS before MiB\tmax RSS "
           "MiB\n";
    out.flush();
    for (const Case& c : Cases) {
        const int n = largestAccepted(c);
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedChannels);
        child.start(app.applicationFilePath(), {QLatin1String(c.name), QString::number(n)});
        child.waitForFinished(-1);
        out << "  (" << c.what << ")\n";
        out.flush();
    }
    return 0;
}
