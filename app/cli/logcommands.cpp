// SPDX-License-Identifier: GPL-3.0-or-later
#include "logcommands.h"

#include "clicommands.h"
#include "fen.h"
#include "gameio.h"
#include "gamestate.h"
#include "movegen.h"
#include "movenotation.h"
#include "pgnwriter.h"
#include "presetembed.h"
#include "presetloader.h"
#include "randomgames.h"
#include "replay.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTemporaryDir>
#include <algorithm>
#include <climits>
#include <limits>
#include <optional>

namespace fb::cli {

namespace {

struct LogOptions
{
    QStringList positional;
    QString preset;
    QString presetDir;
    int game = 0;
    int games = 1000;
    int runs = 5;
    int maxPlies = 160;
    quint64 seed = 1;
    QString file;
    QString notation;
    QString layout; ///< convert: a KIF's layout, "table" or "81dojo"
};

bool parseLogOptions(const QStringList& args, LogOptions& o, QTextStream& err)
{
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        auto value = [&]() -> std::optional<QString> {
            if (i + 1 >= args.size()) {
                err << "fairyboard-cli: " << a << " needs a value\n";
                return std::nullopt;
            }
            return args[++i];
        };
        // A whole number from `min` to `limit` (or the most the option's type holds).
        auto number = [&](auto& target, long long min, long long limit = LLONG_MAX) {
            const auto v = value();
            if (!v)
                return false;
            using Target = std::remove_reference_t<decltype(target)>;
            // Above the option's type a number would wrap (4294967297 read as game 1).
            const auto max = std::min(limit,
                static_cast<long long>(std::min<unsigned long long>(
                    static_cast<unsigned long long>(std::numeric_limits<Target>::max()),
                    LLONG_MAX)));
            bool ok = false;
            const long long n = v->toLongLong(&ok);
            if (!ok || n < min || n > max) {
                err << "fairyboard-cli: " << a << " needs a number from " << min << " to " << max
                    << "\n";
                return false;
            }
            target = Target(n);
            return true;
        };
        if (a == u"--preset") {
            const auto v = value();
            if (!v)
                return false;
            o.preset = *v;
        } else if (a == u"--presets") {
            const auto v = value();
            if (!v)
                return false;
            o.presetDir = *v;
        } else if (a == u"--notation") {
            const auto v = value();
            if (!v)
                return false;
            o.notation = *v;
        } else if (a == u"--layout") {
            const auto v = value();
            if (!v)
                return false;
            if (*v != u"table" && *v != u"81dojo") {
                err << "fairyboard-cli: --layout is table or 81dojo, not " << *v << '\n';
                return false;
            }
            o.layout = *v;
        } else if (a == u"--file") {
            const auto v = value();
            if (!v)
                return false;
            o.file = *v;
        } else if (a == u"--game") {
            if (!number(o.game, 1, io::LogLimits().maxGames)) // no file holds more
                return false;
        } else if (a == u"--games") {
            if (!number(o.games, 1))
                return false;
        } else if (a == u"--runs") {
            if (!number(o.runs, 1))
                return false;
        } else if (a == u"--max-plies") {
            if (!number(o.maxPlies, 1))
                return false;
        } else if (a == u"--seed") {
            if (!number(o.seed, 0))
                return false;
        } else if (a.startsWith(u"--")) {
            err << "fairyboard-cli: unknown option " << a << "\n";
            return false;
        } else {
            o.positional << a;
        }
    }
    return true;
}

// The presets a log command sees, and the id its --preset names (a file path becomes the id
// inside it).
struct Presets
{
    PresetRegistry registry;
    QString id;
};

// Nothing, with the reason on io.err, when --preset names no preset that loads.
std::optional<Presets> presetsFor(const LogOptions& o, QTextStream& err)
{
    Presets p{makeRegistry(o.presetDir), o.preset};
    if (!o.preset.isEmpty() && !loadVariant(p.registry, o.preset, {}, err, &p.id))
        return std::nullopt;
    return p;
}

// The games of the input file (the first positional argument) as the options say; nothing,
// with the reason written to io.err, when the file cannot be read at all.
std::optional<io::LoadResult> loadInput(const LogOptions& o, Streams io)
{
    const std::optional<Presets> presets = presetsFor(o, io.err);
    if (!presets)
        return std::nullopt;
    io::LoadOptions lo;
    lo.fallbackPreset = presets->id;
    lo.onlyGame = o.game;
    io::LoadResult r = io::loadGames(o.positional[0], presets->registry, lo);
    if (!r.ok()) {
        io.err << "fairyboard-cli: " << r.error << '\n';
        return std::nullopt;
    }
    return r;
}

// A game's moves in a notation: "1. ▲７六歩 △３四歩", numbered pairs, then its result.
std::optional<QString> listing(const io::GameRecord& g, const QString& notationId, Streams io)
{
    QString error;
    std::optional<Position> pos = g.positionAt(0, &error);
    if (!pos) {
        io.err << "fairyboard-cli: game " << g.number << ": " << error << '\n';
        return std::nullopt;
    }
    const std::optional<io::Notation> n
        = notationArgument(notationId, pos->variant().family, io.err);
    if (!n)
        return std::nullopt;
    QString out;
    int number = pos->fullmoveNumber();
    bool lineOpen = false;
    for (const io::MoveRecord& record : g.mainLine.moves) {
        MoveList legal;
        MoveGenerator::generateLegal(*pos, legal);
        const QString text = io::moveText(*n, *pos, legal, record.move);
        if (pos->sideToMove() == First || !lineOpen) {
            if (lineOpen)
                out += u'\n';
            out += QString::number(number)
                + (pos->sideToMove() == First ? QStringLiteral(".") : QStringLiteral("..."));
            lineOpen = true;
        }
        out += u' ' + text;
        if (pos->sideToMove() == Second) {
            out += u'\n';
            lineOpen = false;
            ++number;
        }
        pos->makeMove(record.move);
    }
    if (lineOpen)
        out += u'\n';
    const GameResult result = evaluateGame(*pos);
    QString shown = result.isOver() ? io::resultText(*n, result, pos->ply())
                                    : (g.result == u"*" ? QString() : g.result);
    // How the record says the game ended, where the board does not: "1-0 (resignation)".
    if (!result.isOver() && g.termination != io::Termination::None)
        shown += (shown.isEmpty() ? QString() : QStringLiteral(" "))
            + QStringLiteral("(%1)").arg(io::terminationName(g.termination));
    if (!shown.isEmpty())
        out += shown + u'\n';
    return out;
}

int writeListing(
    const QList<io::GameRecord>& games, const QString& notationId, const QString& path, Streams io)
{
    QStringList parts;
    for (const io::GameRecord& g : games) {
        const std::optional<QString> text = listing(g, notationId, io);
        if (!text)
            return 1;
        parts << *text;
    }
    const QString all = parts.join(u'\n');
    if (path == u"-") {
        io.out << all;
        return 0;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(all.toUtf8()) < 0 || !file.commit()) {
        io.err << "fairyboard-cli: cannot write " << path << ": " << file.errorString() << '\n';
        return 1;
    }
    return 0;
}

// The games as a PGN log with the moves in a notation of their family (a xiangqi PGN in WXF,
// Chinese or ICCS).
int writePgnIn(
    const QList<io::GameRecord>& games, const QString& notationId, const QString& path, Streams io)
{
    for (const io::GameRecord& g : games)
        if (!notationArgument(notationId, g.variant->family, io.err))
            return 2;
    const std::optional<io::Notation> n = io::notationFromId(notationId);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(io::writePgnGames(games, *n).toUtf8()) < 0
        || !file.commit()) {
        io.err << "fairyboard-cli: cannot write " << path << ": " << file.errorString() << '\n';
        return 1;
    }
    return 0;
}

// The peak resident memory of this process in MB (VmHWM), or -1 where it cannot be read.
qint64 peakMemoryMB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return (line.mid(6).trimmed().split(' ').value(0).toLongLong() + 1023) / 1024;
    return -1;
}

} // namespace

QString logUsage()
{
    return QStringLiteral(
        "  replay FILE [--preset ID] [--game N]\n"
        "                                  replay every game (or game N) with full legality:\n"
        "                                  N<TAB>state<TAB>FEN, or N<TAB>error<TAB>message;\n"
        "                                  state: the board's, else the record's termination\n"
        "  convert IN OUT [--preset ID] [--game N] [--notation N] [--layout L]\n"
        "                                  convert a log; formats by extension: .pgn .usi .kif\n"
        "                                  .kifu .ki2 .csa .gib .gc .txt .fbz (+ .gz .bz2 .xz\n"
        "                                  .zst); the moves' look stays as read (a KIF's layout,\n"
        "                                  XBoard's SAN) unless --layout (table, 81dojo: a KIF's)\n"
        "                                  or --notation says another;\n"
        "                                  with --notation, OUT (- = standard output) gets the\n"
        "                                  numbered moves in notation N and the result; an\n"
        "                                  OUT.pgn gets a PGN log with the moves in N (xboard:\n"
        "                                  SAN as XBoard writes it, ranks from 0 on ten ranks)\n"
        "  gen-games PRESET COUNT OUT [--seed S] [--max-plies N]\n"
        "                                  write COUNT random legal games (same seed, same games)\n"
        "  bench-replay [--games N] [--preset ID] [--seed S] [--runs R] [--file PGN]\n"
        "                                  replay speed of a PGN of random games, in games/s\n"
        "  bench-load FILE [--preset ID] [--game N]\n"
        "                                  load FILE as the app does: games, complete games,\n"
        "                                  seconds and peak memory in MB (VmHWM)\n");
}

int replay(const QStringList& args, Streams io)
{
    LogOptions o;
    if (!parseLogOptions(args, o, io.err))
        return 2;
    if (o.positional.size() != 1) {
        io.err << "usage: fairyboard-cli replay FILE [--preset ID] [--game N]\n";
        return 2;
    }
    const std::optional<io::LoadResult> r = loadInput(o, io);
    if (!r)
        return 1;
    int failures = 0;
    for (const io::GameRecord& g : r->games) {
        std::optional<Position> pos;
        QString error = g.error;
        if (g.isComplete())
            pos = g.positionAt(-1, &error);
        if (!pos) {
            QString message = error;
            message.replace(u'\t', u' ').replace(u'\n', u' ');
            io.out << g.number << "\terror\t" << message << '\n';
            ++failures;
            continue;
        }
        // The state on the board, else the record's termination ("resignation").
        const GameResult result = evaluateGame(*pos);
        const QString state = result.isOver() || g.termination == io::Termination::None
            ? result.statusName()
            : io::terminationName(g.termination);
        io.out << g.number << '\t' << state << '\t' << writeFen(*pos) << '\n';
    }
    return failures ? 1 : 0;
}

int convert(const QStringList& args, Streams io)
{
    LogOptions o;
    if (!parseLogOptions(args, o, io.err))
        return 2;
    if (o.positional.size() != 2) {
        io.err << "usage: fairyboard-cli convert IN OUT [--preset ID] [--game N] [--notation N] "
                  "[--layout L]\n";
        return 2;
    }
    std::optional<io::LoadResult> r = loadInput(o, io);
    if (!r)
        return 1;
    int failures = 0;
    for (const io::GameRecord& g : r->games)
        if (!g.isComplete()) {
            io.err << "fairyboard-cli: game " << g.number << ": " << g.error << '\n';
            ++failures;
        }
    if (failures) {
        io.err << "fairyboard-cli: nothing written (" << failures
               << " game(s) could not be read)\n";
        return 1;
    }
    if (!o.notation.isEmpty() && o.positional[1].endsWith(QStringLiteral(".pgn")))
        return writePgnIn(r->games, o.notation, o.positional[1], io);
    if (!o.notation.isEmpty())
        return writeListing(r->games, o.notation, o.positional[1], io);
    if (!o.layout.isEmpty()) // else each game keeps the layout it was read in
        for (io::GameRecord& g : r->games)
            g.style.kifLayout
                = o.layout == u"81dojo" ? io::KifLayout::Numbered : io::KifLayout::Table;
    QString error;
    if (!io::saveGames(r->games, o.positional[1], &error)) {
        io.err << "fairyboard-cli: " << error << '\n';
        return 1;
    }
    return 0;
}

int genGames(const QStringList& args, Streams io)
{
    LogOptions o;
    if (!parseLogOptions(args, o, io.err))
        return 2;
    bool ok = false;
    const int count = o.positional.value(1).toInt(&ok);
    if (o.positional.size() != 3 || !ok || count < 1) {
        io.err << "usage: fairyboard-cli gen-games PRESET COUNT OUT [--seed S] [--max-plies N]\n";
        return 2;
    }
    o.preset = o.positional[0];
    const std::optional<Presets> presets = presetsFor(o, io.err);
    if (!presets)
        return 1;
    const PresetRegistry& registry = presets->registry;
    const QString& id = presets->id;
    const VariantPtr v = registry.variant(id);
    QList<io::GameRecord> games = io::randomGames(v, id, count, o.seed, o.maxPlies);
    const QJsonObject custom = io::presetToEmbed(registry, id); // a custom preset travels along
    for (io::GameRecord& g : games)
        g.presetJson = custom;
    QString error;
    if (!io::saveGames(games, o.positional[2], &error)) {
        io.err << "fairyboard-cli: " << error << '\n';
        return 1;
    }
    return 0;
}

int benchReplay(const QStringList& args, Streams io)
{
    LogOptions o;
    if (!parseLogOptions(args, o, io.err))
        return 2;
    if (o.preset.isEmpty())
        o.preset = QStringLiteral("chess");
    const std::optional<Presets> presets = presetsFor(o, io.err);
    if (!presets)
        return 1;
    const PresetRegistry& registry = presets->registry;
    const QString& id = presets->id;
    QString path = o.file;
    QTemporaryDir dir;
    if (path.isEmpty()) {
        const VariantPtr v = registry.variant(id);
        path = dir.filePath(QStringLiteral("bench.pgn"));
        QString error;
        if (!io::saveGames(io::randomGames(v, id, o.games, o.seed, o.maxPlies), path, &error)) {
            io.err << "fairyboard-cli: " << error << '\n';
            return 1;
        }
    }
    std::vector<double> rates;
    for (int run = 1; run <= o.runs; ++run) {
        QElapsedTimer timer;
        timer.start();
        io::LoadOptions lo;
        lo.fallbackPreset = id;
        lo.variations = false;
        const io::LoadResult r = io::loadGames(path, registry, lo);
        const double seconds = double(timer.nsecsElapsed()) / 1e9;
        if (!r.ok()) {
            io.err << "fairyboard-cli: " << r.error << '\n';
            return 1;
        }
        int plies = 0, complete = 0;
        for (const io::GameRecord& g : r.games) {
            plies += int(g.mainLine.moves.size());
            complete += g.isComplete() ? 1 : 0;
        }
        if (complete != r.games.size()) {
            io.err << "fairyboard-cli: only " << complete << " of " << r.games.size()
                   << " games replayed\n";
            return 1;
        }
        const double rate = double(r.games.size()) / std::max(seconds, 1e-9);
        rates.push_back(rate);
        io.out << "run " << run << '\t' << r.games.size() << " games\t" << plies << " plies\t"
               << QString::number(seconds, 'f', 3) << " s\t" << qint64(rate) << " games/s\n";
        io.out.flush();
    }
    std::sort(rates.begin(), rates.end());
    io.out << "median\t" << qint64(rates[rates.size() / 2]) << " games/s\n";
    return 0;
}

int benchLoad(const QStringList& args, Streams io)
{
    LogOptions o;
    if (!parseLogOptions(args, o, io.err))
        return 2;
    if (o.positional.size() != 1) {
        io.err << "usage: fairyboard-cli bench-load FILE [--preset ID] [--game N]\n";
        return 2;
    }
    const std::optional<Presets> presets = presetsFor(o, io.err);
    if (!presets)
        return 1;
    io::LoadOptions lo;
    lo.fallbackPreset = presets->id;
    lo.onlyGame = o.game;
    QElapsedTimer timer;
    timer.start();
    const io::LoadResult r = io::loadGames(o.positional[0], presets->registry, lo);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    if (!r.ok())
        io.out << "error\t" << r.error << '\n';
    qsizetype complete = 0;
    for (const io::GameRecord& g : r.games)
        complete += g.isComplete() ? 1 : 0;
    io.out << r.games.size() << '\t' << complete << '\t' << QString::number(seconds, 'f', 3) << '\t'
           << peakMemoryMB() << '\n';
    return 0;
}

} // namespace fb::cli
