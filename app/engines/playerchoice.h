// SPDX-License-Identifier: GPL-3.0-or-later
// Who plays a side of a game the GUI runs: an engine of the user's list or the built-in AI at a
// level, and how a player of either kind is made ready.
#pragma once

#include "customvariant.h"
#include "enginelist.h"
#include "player.h"

#include <QObject>
#include <optional>

namespace fb::engines {

/// A side's player that is no human: an external engine (its list entry) or the built-in AI.
struct PlayerChoice
{
    enum class Kind : uint8_t
    {
        Engine, ///< `engine` plays
        Builtin, ///< the built-in AI of strength `level` plays
    };
    Kind kind = Kind::Builtin;
    EngineEntry engine; ///< Kind::Engine only
    int level = 0; ///< Kind::Builtin only: search::MinLevel..search::MaxLevel
    /// Kind::Engine: a variants.ini section that defines the game's variant for an engine that
    /// does not know it (customvariant.h); empty = none.
    VariantSection variantSection{};

    static PlayerChoice builtin(int level);
    static PlayerChoice ofEngine(const EngineEntry& e);
    bool isBuiltin() const { return kind == Kind::Builtin; }
    /// Is `text` a built-in AI's name, "builtin" or "builtin:LEVEL" (what --engine and the
    /// CLI's match take)?
    static bool namesBuiltin(const QString& text);
    /// The built-in AI "builtin" (the strongest level) or "builtin:LEVEL" names; nullopt with
    /// the reason in `error` when the level is no number of search::MinLevel..MaxLevel.
    /// (Call only when namesBuiltin(text).)
    static std::optional<PlayerChoice> parseBuiltin(const QString& text, QString* error);
    bool operator==(const PlayerChoice&) const = default;
};

/// Makes the player of a PlayerChoice ready: an engine is started through EngineLauncher
/// (probing its protocol when it is not known), the built-in AI is made and started.
class PlayerLauncher : public QObject
{
    Q_OBJECT
public:
    explicit PlayerLauncher(PlayerChoice choice, QObject* parent = nullptr);

    /// Starts the player: launched() with the ready player (the caller takes it: it has no
    /// parent), or failed() with why it could not be started.
    void launch();

Q_SIGNALS:
    void launched(fb::engines::Player* player);
    void failed(const QString& message);

private:
    PlayerChoice m_choice;
};

} // namespace fb::engines
