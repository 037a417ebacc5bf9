// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench.h"

#include "fen.h"
#include "perft.h"
#include "presetloader.h"

#include <QElapsedTimer>

namespace fb::cli {

namespace {

struct BenchCase
{
    const char* name;
    const char* preset;
    const char* fen; // nullptr = start position
    int depth;
    const char* profile;
};

const BenchCase Cases[] = {
    {"chess-startpos-d5", "chess", nullptr, 5, ""},
    {"kiwipete-d4", "chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4, ""},
    {"xiangqi-startpos-d4", "xiangqi", nullptr, 4, ""},
    {"capablanca-startpos-d4", "capablanca", nullptr, 4, ""},
    {"crazyhouse-startpos-d4", "crazyhouse", nullptr, 4, ""},
    {"shogi-startpos-d4", "shogi", nullptr, 4, ""},
    {"chushogi-startpos-d3", "chushogi", nullptr, 3, "lishogi"},
    // The default rules: repetition forbidden and Lion trading, tested on every move.
    {"chushogi-default-d4", "chushogi", nullptr, 4, ""},
    // Tenjiku: Fire Demons of both sides in the open (burns at every depth; a perft row of
    // tests/data/perft.tsv), and the area moves of the Chess Variant Pages' reading.
    {"tenjiku-demons-d4", "tenjikushogi",
        "lnficsgekgscifnl/a1c!c!1txql!ot1c!c!1a/s'v'bhdw!1q'h!d!w!dhbv's'/"
        "mvrf!e!b!r!v!q!r!b!e!f!rvm/pppppppppppppppp/4d'6d'4/7D!8/16/16/8d!7/4D'6D'4/"
        "PPPPPPPPPPPPPPPP/MVRF!E!B!R!Q!V!R!B!E!F!RVM/S'V'BHDW!1H!Q'D!W!DHBV'S'/"
        "A1C!C!1TOL!QXT1C!C!1A/LNFICSGKEGSCIFNL w - - 0 1",
        4, ""},
    {"tenjiku-cvp-startpos-d4", "tenjikushogi", nullptr, 4, "cvp"},
    // Suzumu: generals that jump two pieces, area moves, the Tetrarch's jumps.
    {"suzumu-startpos-d4", "suzumushogi", nullptr, 4, ""},
    // Suzumu's final rules: generals taking what they jump, double igui, chosen burns.
    {"suzumu-final-startpos-d4", "suzumushogi", nullptr, 4, "final"},
    // The other great shogi variants, each at the depth nearest ten seconds here: Sho d6
    // (about 6 s), Wa d5 (about 5 s; with drops the same tree, nothing is taken yet), Dai d5
    // (about 30 s: its d4 takes half a second).
    {"shoshogi-startpos-d6", "shoshogi", nullptr, 6, ""},
    {"washogi-startpos-d5", "washogi", nullptr, 5, ""},
    {"daishogi-startpos-d5", "daishogi", nullptr, 5, ""},
};

} // namespace

int runBench(
    const PresetRegistry& registry, const QStringList& only, QTextStream& out, QTextStream& err)
{
    int failures = 0;
    for (const BenchCase& c : Cases) {
        const QString name = QString::fromLatin1(c.name);
        if (!only.isEmpty() && !only.contains(name))
            continue;
        if (!registry.contains(QString::fromLatin1(c.preset)))
            continue; // the preset is not part of this build yet
        QList<PresetDiagnostic> diags;
        VariantPtr v = registry.variant(
            QString::fromLatin1(c.preset), QString::fromLatin1(c.profile), &diags);
        if (!v) {
            for (const auto& d : diags)
                err << d.toString() << '\n';
            ++failures;
            continue;
        }
        FenError ferr;
        auto pos = readFen(v, c.fen ? QString::fromLatin1(c.fen) : v->startFen, &ferr);
        if (!pos) {
            err << name << ": " << ferr.toString() << '\n';
            ++failures;
            continue;
        }
        QElapsedTimer timer;
        timer.start();
        const uint64_t nodes = perft(*pos, c.depth);
        const double seconds = double(timer.nsecsElapsed()) / 1e9;
        out << name << '\t' << nodes << '\t' << QString::number(seconds, 'f', 3) << '\t'
            << qint64(double(nodes) / std::max(seconds, 1e-9)) << '\n';
        out.flush();
    }
    return failures ? 1 : 0;
}

} // namespace fb::cli
