// SPDX-License-Identifier: GPL-3.0-or-later
#include "playerchoice.h"

#include "builtinplayer.h"
#include "enginelauncher.h"
#include "levels.h"

#include <QCoreApplication>

namespace fb::engines {

namespace {

const QString BuiltinWord = QStringLiteral("builtin");

} // namespace

PlayerChoice PlayerChoice::builtin(int level)
{
    PlayerChoice c;
    c.kind = Kind::Builtin;
    c.level = level;
    return c;
}

PlayerChoice PlayerChoice::ofEngine(const EngineEntry& e)
{
    PlayerChoice c;
    c.kind = Kind::Engine;
    c.engine = e;
    return c;
}

bool PlayerChoice::namesBuiltin(const QString& text)
{
    return text == BuiltinWord || text.startsWith(BuiltinWord + u':');
}

std::optional<PlayerChoice> PlayerChoice::parseBuiltin(const QString& text, QString* error)
{
    if (text == BuiltinWord)
        return builtin(BuiltinPlayer::defaultLevel());
    bool ok = false;
    const int level = text.mid(BuiltinWord.size() + 1).toInt(&ok);
    if (!ok || level < search::MinLevel || level > search::MaxLevel) {
        if (error)
            *error = QCoreApplication::translate(
                "Engine", "'%1': the built-in AI's level is a number from %2 to %3")
                         .arg(text)
                         .arg(search::MinLevel)
                         .arg(search::MaxLevel);
        return std::nullopt;
    }
    return builtin(level);
}

PlayerLauncher::PlayerLauncher(PlayerChoice choice, QObject* parent)
    : QObject(parent)
    , m_choice(std::move(choice))
{ }

void PlayerLauncher::launch()
{
    if (m_choice.isBuiltin()) {
        auto* player = new BuiltinPlayer(m_choice.level);
        connect(player, &Player::ready, this, [this, player] {
            player->disconnect(this);
            Q_EMIT launched(player);
        });
        player->start();
        return;
    }
    auto* launcher = new EngineLauncher(m_choice.engine.spec(), this);
    connect(launcher, &EngineLauncher::launched, this, [this](EnginePlayer* engine) {
        if (!m_choice.variantSection.isEmpty())
            engine->setVariantSection(m_choice.variantSection);
        // The user's option values, for the options the engine still declares.
        const QMap<QString, QString>& values = m_choice.engine.optionValues;
        for (auto it = values.begin(); it != values.end(); ++it)
            if (engine->declaredOption(it.key()))
                engine->setOption(it.key(), it.value());
        Q_EMIT launched(engine);
    });
    connect(launcher, &EngineLauncher::failed, this, &PlayerLauncher::failed);
    launcher->launch();
}

} // namespace fb::engines
