// SPDX-License-Identifier: GPL-3.0-or-later
#include "matchcommand.h"

#include "builtinplayer.h"
#include "customvariant.h"
#include "enginelauncher.h"
#include "levels.h"
#include "match.h"
#include "movegen.h"
#include "movenotation.h"
#include "replay.h"

#include <QEventLoop>
#include <QTimer>
#include <memory>

namespace fb::cli {

namespace {

struct MatchOptions
{
    QStringList players;
    QString preset, fen, rules, presetDir;
    int games = 1;
    engines::GameSettings settings;
};

// A whole number from `min` to `max`, else an error naming the option.
bool numberOption(
    const QString& name, const QString& text, int min, int max, int& out, QTextStream& err)
{
    bool ok = false;
    const int n = text.toInt(&ok);
    if (!ok || n < min || n > max) {
        err << "fairyboard-cli: " << name << " needs a number from " << min << " to " << max
            << "\n";
        return false;
    }
    out = n;
    return true;
}

// "BASE+INC" in seconds ("60+1", "0.5+0.05", "300").
bool timeControl(const QString& text, engines::Clocks& clocks, QTextStream& err)
{
    const QStringList parts = text.split(u'+');
    bool okBase = false, okInc = true;
    const double base = parts[0].toDouble(&okBase);
    const double inc = parts.size() > 1 ? parts[1].toDouble(&okInc) : 0.0;
    if (parts.size() > 2 || !okBase || !okInc || base <= 0 || base > 86400 || inc < 0
        || inc > 3600) {
        err << "fairyboard-cli: --tc needs BASE+INC in seconds (as 60+1), a base from 0 to "
               "86400 and an increment from 0 to 3600\n";
        return false;
    }
    clocks.moveTimeMs = 0;
    clocks.baseMs = int(base * 1000);
    clocks.incrementMs = int(inc * 1000);
    return true;
}

bool parseMatchOptions(const QStringList& args, MatchOptions& o, QTextStream& err)
{
    o.settings.clocks.moveTimeMs = 1000;
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        if (!a.startsWith(u"--")) {
            o.players << a;
            continue;
        }
        if (i + 1 >= args.size()) {
            err << "fairyboard-cli: " << a << " needs a value\n";
            return false;
        }
        const QString value = args[++i];
        bool ok = true;
        if (a == u"--preset")
            o.preset = value;
        else if (a == u"--fen")
            o.fen = value;
        else if (a == u"--rules")
            o.rules = value;
        else if (a == u"--presets")
            o.presetDir = value;
        else if (a == u"--games")
            ok = numberOption(a, value, 1, 100000, o.games, err);
        else if (a == u"--movetime")
            ok = numberOption(a, value, 1, 3600000, o.settings.clocks.moveTimeMs, err);
        else if (a == u"--depth")
            ok = numberOption(a, value, 1, 100, o.settings.clocks.depth, err);
        else if (a == u"--max-plies")
            ok = numberOption(a, value, 1, 100000, o.settings.maxPlies, err);
        else if (a == u"--tc")
            ok = timeControl(value, o.settings.clocks, err);
        else {
            err << "fairyboard-cli: " << a << ": unknown option\n";
            return false;
        }
        if (!ok)
            return false;
    }
    if (o.players.size() != 2 || o.preset.isEmpty()) {
        err << "usage: fairyboard-cli match A B --preset ID [--games N] [--movetime MS | --tc "
               "BASE+INC] [--fen FEN] [--max-plies N]\n";
        return false;
    }
    return true;
}

// The built-in AI `name` asks for ("builtin", "builtin:LEVEL"), or null with the reason in
// `errors`.
std::unique_ptr<engines::Player> builtinPlayer(const QString& name, QStringList& errors)
{
    int level = engines::BuiltinPlayer::defaultLevel();
    if (name != u"builtin") {
        bool ok = false;
        level = name.mid(int(qstrlen("builtin:"))).toInt(&ok);
        if (!ok || level < search::MinLevel || level > search::MaxLevel) {
            errors << QStringLiteral("'%1': the level of the built-in AI is a number from %2 to %3")
                          .arg(name)
                          .arg(search::MinLevel)
                          .arg(search::MaxLevel);
            return nullptr;
        }
    }
    auto player = std::make_unique<engines::BuiltinPlayer>(level);
    player->start();
    return player;
}

// Starts the players A and B name (the engines at the same time) and waits until both are
// ready: "builtin[:LEVEL]" is the built-in AI, anything else an engine's command line.
bool startPlayers(const QStringList& names, std::array<std::unique_ptr<engines::Player>, 2>& out,
    QTextStream& err)
{
    QEventLoop loop;
    int waiting = 0;
    QStringList errors;
    std::vector<std::unique_ptr<engines::EngineLauncher>> launchers;
    for (int i = 0; i < 2; ++i) {
        if (names[i] == u"builtin" || names[i].startsWith(u"builtin:")) {
            out[size_t(i)] = builtinPlayer(names[i], errors);
            continue;
        }
        QString why;
        const std::optional<engines::EngineSpec> spec = engines::parseEngineSpec(names[i], &why);
        if (!spec) {
            errors << why;
            continue;
        }
        auto launcher = std::make_unique<engines::EngineLauncher>(*spec);
        QObject::connect(launcher.get(), &engines::EngineLauncher::launched, &loop,
            [&, i](engines::EnginePlayer* e) {
                out[size_t(i)].reset(e);
                if (--waiting == 0)
                    loop.quit();
            });
        QObject::connect(
            launcher.get(), &engines::EngineLauncher::failed, &loop, [&](const QString& message) {
                errors << message;
                if (--waiting == 0)
                    loop.quit();
            });
        ++waiting;
        launchers.push_back(std::move(launcher));
    }
    for (auto& l : launchers)
        l->launch();
    if (waiting > 0)
        loop.exec();
    for (const QString& e : errors)
        err << "fairyboard-cli: " << e << "\n";
    return errors.isEmpty();
}

// The moves of a game in the family's notation, numbered: "1. e4 e5 2. Nf3".
QString movesText(const engines::GameRunner& game)
{
    Position pos = game.startPosition();
    const io::Notation notation = io::defaultNotation(pos.variant().family);
    QStringList words;
    for (const Move& m : game.moves()) {
        if (pos.sideToMove() == First || words.isEmpty())
            words << io::moveNumberLabel(pos);
        MoveList legal;
        MoveGenerator::generateLegal(pos, legal);
        words << io::moveText(notation, pos, legal, m);
        pos.makeMove(m);
    }
    return words.join(u' ');
}

} // namespace

QString matchUsage()
{
    return QStringLiteral(
        "  match A B --preset ID [--games N] [--movetime MS | --tc BASE+INC] [--depth N]\n"
        "        [--fen FEN] [--max-plies N] [--rules PROFILE]\n"
        "                                  games between engines A and B (command lines, as\n"
        "                                  uci:CMD, xboard:CMD, usi:CMD, ucci:CMD, or probed,\n"
        "                                  or builtin[:LEVEL], the built-in AI, levels 1 to 8),\n"
        "                                  colours alternating, every move checked: a line per\n"
        "                                  game, then the score from A's side (default: one\n"
        "                                  game, 1000 ms a move; --tc in seconds, as 60+1)\n");
}

int match(const QStringList& args, Streams io)
{
    MatchOptions o;
    if (!parseMatchOptions(args, o, io.err))
        return 2;
    PresetRegistry reg = makeRegistry(o.presetDir);
    const VariantPtr v = loadVariant(reg, o.preset, o.rules, io.err);
    if (!v)
        return 1;
    const std::optional<Position> start = fenArgument(v, o.fen, false, io.err);
    if (!start)
        return 1;
    std::array<std::unique_ptr<engines::Player>, 2> players;
    if (!startPlayers(o.players, players, io.err))
        return 1;
    for (auto& p : players) {
        // A preset the engine does not know by name is given to it as a definition (checked
        // by its perft before the first game: a mismatch stops the match, saying why).
        QStringList refused;
        engines::giveSection(p.get(), reg, v, &refused);
        const QString why = engines::explainedRefusal(p->cannotPlay(*v), refused);
        if (!why.isEmpty()) {
            io.err << "fairyboard-cli: " << why << "\n";
            return 1;
        }
    }
    engines::Match match(*start, players[0].get(), players[1].get(), o.games, o.settings);
    QObject::connect(&match, &engines::Match::gameFinished,
        [&](int index, const engines::GameRunner* game, bool aFirst) {
            const engines::GameOutcome& r = game->outcome();
            const QString first = aFirst ? players[0]->name() : players[1]->name();
            const QString second = aFirst ? players[1]->name() : players[0]->name();
            io.out << "Game " << index + 1 << ": " << first << " - " << second << ": " << r.result
                   << " (" << (r.reason == u"failure" ? QStringLiteral("stopped") : r.reasonText)
                   << ") " << movesText(*game) << "\n";
            io.out.flush();
            if (!r.error.isEmpty())
                io.err << "fairyboard-cli: game " << index + 1 << " stopped after "
                       << game->moves().size() << " plies: " << r.error << "\n";
        });
    QEventLoop loop;
    bool completed = false;
    QObject::connect(&match, &engines::Match::finished, &loop, [&](bool ok) {
        completed = ok;
        loop.quit();
    });
    match.start();
    loop.exec();
    const engines::MatchScore& s = match.score();
    io.out << "Score of " << players[0]->name() << " vs " << players[1]->name() << ": +" << s.wins
           << " =" << s.draws << " -" << s.losses << ", " << QString::number(s.points(), 'f', 1)
           << "/" << s.games();
    if (s.games() > 0)
        io.out << " (" << QString::number(100.0 * s.points() / s.games(), 'f', 1) << "%)";
    io.out << "\n";
    for (auto& p : players)
        p->quit();
    // Let the engines take their "quit" before the process ends.
    QEventLoop settle;
    QTimer::singleShot(200, &settle, &QEventLoop::quit);
    settle.exec();
    return completed ? 0 : 1;
}

} // namespace fb::cli
