// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommands.h"

#include "bench.h"
#include "fen.h"
#include "importcommands.h"
#include "logcommands.h"
#include "matchcommand.h"
#include "movegen.h"
#include "notation.h"
#include "perft.h"
#include "presetloader.h"
#include "searchbench.h"
#include "whycommand.h"

#include <QFileInfo>

namespace fb::cli {

namespace {

struct Options
{
    QStringList positional;
    QString fen;
    QString rules;
    QString presetDir;
    QString notation;
    bool divide = false;
    bool allowIllegalPosition = false;
};

bool parseOptions(const QStringList& args, Options& o, QTextStream& err)
{
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        auto value = [&](QString& target) {
            if (i + 1 >= args.size()) {
                err << "fairyboard-cli: " << a << " needs a value\n";
                return false;
            }
            target = args[++i];
            return true;
        };
        if (a == u"--fen") {
            if (!value(o.fen))
                return false;
        } else if (a == u"--rules") {
            if (!value(o.rules))
                return false;
        } else if (a == u"--presets") {
            if (!value(o.presetDir))
                return false;
        } else if (a == u"--notation") {
            if (!value(o.notation))
                return false;
        } else if (a == u"--divide") {
            o.divide = true;
        } else if (a == u"--allow-illegal-position") {
            o.allowIllegalPosition = true;
        } else if (a.startsWith(u"--")) {
            err << "fairyboard-cli: unknown option " << a << "\n";
            return false;
        } else {
            o.positional << a;
        }
    }
    return true;
}

// The variant and position a command works on; prints the error and returns false if bad.
bool setUp(const Options& o, const QString& presetId, VariantPtr& v, std::optional<Position>& pos,
    QTextStream& err)
{
    PresetRegistry reg = makeRegistry(o.presetDir);
    v = loadVariant(reg, presetId, o.rules, err);
    if (!v)
        return false;
    pos = fenArgument(v, o.fen, o.allowIllegalPosition, err);
    return pos.has_value();
}

} // namespace

PresetRegistry makeRegistry(const QString& presetDir)
{
    PresetRegistry r;
    r.addBundled();
    if (!presetDir.isEmpty())
        r.addDirectory(presetDir);
    return r;
}

std::optional<Position> fenArgument(
    const VariantPtr& v, const QString& fen, bool allowIllegal, QTextStream& err)
{
    FenError ferr;
    std::optional<Position> pos = readFen(v, fen.isEmpty() ? v->startFen : fen, &ferr,
        allowIllegal ? ImpossiblePositions::Allow : ImpossiblePositions::Refuse);
    if (!pos) {
        err << "fairyboard-cli: bad FEN: " << ferr.toString() << "\n";
        if (ferr.field == u"position")
            err << "fairyboard-cli: --allow-illegal-position sets it up all the same\n";
    }
    return pos;
}

QString presetArgument(PresetRegistry& registry, const QString& idOrPath)
{
    if (registry.contains(idOrPath) || !QFileInfo::exists(idOrPath))
        return idOrPath;
    return registry.addFile(idOrPath);
}

VariantPtr loadVariant(PresetRegistry& registry, const QString& idOrPath, const QString& rules,
    QTextStream& err, QString* id)
{
    const qsizetype before = registry.diagnostics().size();
    const QString presetId = presetArgument(registry, idOrPath);
    QList<PresetDiagnostic> problems = registry.diagnostics().mid(before); // the file's own
    VariantPtr v;
    if (problems.isEmpty() && !registry.contains(presetId)) {
        err << "fairyboard-cli: no preset '" << idOrPath << "' (neither a preset id nor a file)\n";
        for (const PresetDiagnostic& d : registry.diagnostics())
            err << d.toString() << "\n"; // a preset folder's files that did not load
        return nullptr;
    }
    if (problems.isEmpty())
        v = registry.variant(presetId, rules, &problems);
    if (!v) {
        err << "fairyboard-cli: cannot load preset '" << idOrPath << "'"
            << (rules.isEmpty() ? QString() : QStringLiteral(" with rules '%1'").arg(rules))
            << ":\n";
        for (const PresetDiagnostic& d : problems)
            err << d.toString() << "\n";
        return nullptr;
    }
    if (id)
        *id = presetId;
    return v;
}

std::optional<io::Notation> notationArgument(const QString& id, Family family, QTextStream& err)
{
    const std::optional<io::Notation> n = io::notationFromId(id);
    if (n && io::offers(family, *n))
        return n;
    QStringList ids;
    for (io::Notation offered : io::notationsOf(family))
        ids << io::notationId(offered);
    err << "fairyboard-cli: "
        << (n ? "the " + familyId(family) + " family has no notation '"
              : QStringLiteral("unknown notation '"))
        << id << "'; it has: " << ids.join(QStringLiteral(", ")) << "\n";
    return std::nullopt;
}

QString usage()
{
    return QStringLiteral(
        "Usage: fairyboard-cli COMMAND [ARGS]\n"
        "\n"
        "Commands:\n"
        "  presets                         list bundled presets: id<TAB>name\n"
        "  perft PRESET DEPTH [--fen FEN] [--divide] [--rules PROFILE]\n"
        "                                  count legal move sequences; the last line is the total\n"
        "  moves PRESET [--fen FEN] [--rules PROFILE] [--notation N]\n"
        "                                  legal moves, one per line, in coordinate notation or\n"
        "                                  notation N: san western japanese wxf chinese iccs\n"
        "                                  coordinate xboard (those of the preset's family)\n"
        "%2"
        "  check FILE...                   validate preset files; errors as file: key: message\n"
        "  bench                           perft speed: case<TAB>nodes<TAB>seconds<TAB>nodes/s\n"
        "%1"
        "%3"
        "%4"
        "%5"
        "\n"
        "Options:\n"
        "  --presets DIR                   also load the presets of DIR\n"
        "  --allow-illegal-position        with --fen (perft, moves, why): also a position that\n"
        "                                  cannot occur in a game (no king, the side not to\n"
        "                                  move in check, a piece that can never move ...)\n"
        "  --help                          this text\n"
        "  --version                       the version\n"
        "\n"
        "PRESET is a preset id or the path of a preset file.\n")
        .arg(logUsage(), whyUsage(), importUsage(), matchUsage(), searchBenchUsage());
}

int presets(const QStringList& args, Streams io)
{
    Options o;
    if (!parseOptions(args, o, io.err))
        return 2;
    PresetRegistry reg = makeRegistry(o.presetDir);
    for (const QString& id : reg.ids()) {
        const QJsonObject p = reg.resolved(id);
        io.out << id << '\t' << p.value(QStringLiteral("name")).toString(id) << '\n';
    }
    return 0;
}

int perft(const QStringList& args, Streams io)
{
    Options o;
    if (!parseOptions(args, o, io.err))
        return 2;
    if (o.positional.size() != 2) {
        io.err << "usage: fairyboard-cli perft PRESET DEPTH [--fen FEN] [--divide]\n";
        return 2;
    }
    bool ok = false;
    const int depth = o.positional[1].toInt(&ok);
    if (!ok || depth < 0 || depth > 20) {
        io.err << "fairyboard-cli: depth must be a number from 0 to 20\n";
        return 2;
    }
    VariantPtr v;
    std::optional<Position> pos;
    if (!setUp(o, o.positional[0], v, pos, io.err))
        return 1;
    if (o.divide) {
        uint64_t total = 0;
        for (const auto& [move, n] : perftDivide(*pos, depth)) {
            io.out << move << ": " << n << '\n';
            total += n;
        }
        io.out << total << '\n';
    } else {
        io.out << fb::perft(*pos, depth) << '\n';
    }
    return 0;
}

int moves(const QStringList& args, Streams io)
{
    Options o;
    if (!parseOptions(args, o, io.err))
        return 2;
    if (o.positional.size() != 1) {
        io.err << "usage: fairyboard-cli moves PRESET [--fen FEN] [--notation N]\n";
        return 2;
    }
    VariantPtr v;
    std::optional<Position> pos;
    if (!setUp(o, o.positional[0], v, pos, io.err))
        return 1;
    std::optional<io::Notation> notation = io::Notation::Coordinate;
    if (!o.notation.isEmpty() && !(notation = notationArgument(o.notation, v->family, io.err)))
        return 2;
    MoveList list;
    MoveGenerator::generateLegal(*pos, list);
    for (const Move& m : list)
        io.out << io::moveText(*notation, *pos, list, m) << '\n';
    return 0;
}

int check(const QStringList& args, Streams io)
{
    Options o;
    if (!parseOptions(args, o, io.err))
        return 2;
    if (o.positional.isEmpty()) {
        io.err << "usage: fairyboard-cli check FILE...\n";
        return 2;
    }
    PresetRegistry reg = makeRegistry(o.presetDir);
    int bad = 0;
    for (const QString& file : o.positional) {
        const auto diags = reg.check(file);
        for (const auto& d : diags)
            io.err << d.toString() << '\n';
        if (diags.isEmpty())
            io.out << file << ": ok\n";
        else
            ++bad;
    }
    return bad ? 1 : 0;
}

int bench(const QStringList& args, Streams io)
{
    Options o;
    if (!parseOptions(args, o, io.err))
        return 2;
    PresetRegistry reg = makeRegistry(o.presetDir);
    return runBench(reg, o.positional, io.out, io.err);
}

} // namespace fb::cli
