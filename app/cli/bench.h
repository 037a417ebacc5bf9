// SPDX-License-Identifier: GPL-3.0-or-later
// The perft speed benchmark of fairyboard-cli.
#pragma once

#include <QStringList>
#include <QTextStream>

namespace fb {
class PresetRegistry;
}

namespace fb::cli {

/// Runs the benchmark cases (all, or those named in `only`) and prints
/// case<TAB>nodes<TAB>seconds<TAB>nodes/s per case. Returns the exit status.
int runBench(
    const PresetRegistry& registry, const QStringList& only, QTextStream& out, QTextStream& err);

} // namespace fb::cli
