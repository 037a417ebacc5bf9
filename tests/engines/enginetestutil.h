// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers of the engine tests: finding the engines packaging/dev installs, starting one and
// waiting for it, playing a whole game and checking every move by our rules again.
#pragma once

#include "enginelauncher.h"
#include "fen.h"
#include "gamerunner.h"
#include "movegen.h"
#include "notation.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <memory>

namespace enginetest {

/// The path of engine program `name` on the PATH or in /usr/games (where Debian puts them),
/// else empty.
inline QString findEngine(const QString& name)
{
    QString path = QStandardPaths::findExecutable(name);
    if (path.isEmpty())
        path = QStandardPaths::findExecutable(name, {QStringLiteral("/usr/games")});
    return path;
}

/// Starts the engine `spec` names ("uci:/usr/games/fairy-stockfish") and waits until it is
/// ready; null with the reason in `error` when it fails or takes longer than `timeoutMs`.
inline std::unique_ptr<fb::engines::EnginePlayer> launch(
    const QString& specText, QString* error, int timeoutMs = 20000)
{
    const std::optional<fb::engines::EngineSpec> spec
        = fb::engines::parseEngineSpec(specText, error);
    if (!spec)
        return nullptr;
    fb::engines::EngineLauncher launcher(*spec);
    std::unique_ptr<fb::engines::EnginePlayer> engine;
    QEventLoop loop;
    QObject::connect(&launcher, &fb::engines::EngineLauncher::launched, &loop,
        [&](fb::engines::EnginePlayer* e) {
            engine.reset(e);
            loop.quit();
        });
    QObject::connect(
        &launcher, &fb::engines::EngineLauncher::failed, &loop, [&](const QString& message) {
            *error = message;
            loop.quit();
        });
    QTimer::singleShot(timeoutMs, &loop, [&] {
        *error = QStringLiteral("timed out");
        loop.quit();
    });
    launcher.launch();
    loop.exec();
    return engine;
}

/// Runs `game` until it ends (at most `timeoutMs`); false if it did not end.
inline bool playOut(fb::engines::GameRunner& game, int timeoutMs = 60000)
{
    QEventLoop loop;
    QObject::connect(&game, &fb::engines::GameRunner::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    game.start();
    if (!game.isOver())
        loop.exec();
    return game.isOver();
}

/// Replays the game's moves from its start with our rules, independently of the runner:
/// every move must be one of the legal moves of its position. Empty, or what is wrong.
inline QString illegalMoveIn(const fb::engines::GameRunner& game)
{
    fb::Position pos = game.startPosition();
    int ply = 0;
    for (const fb::Move& m : game.moves()) {
        fb::MoveList legal;
        fb::MoveGenerator::generateLegal(pos, legal);
        if (std::none_of(
                legal.begin(), legal.end(), [&](const fb::Move& l) { return l.sameTurn(m); }))
            return QStringLiteral("ply %1 (%2) is illegal in %3")
                .arg(ply)
                .arg(fb::coordinateText(pos, m), fb::writeFen(pos));
        pos.makeMove(m);
        ++ply;
    }
    return {};
}

} // namespace enginetest
