// SPDX-License-Identifier: GPL-3.0-or-later
// An option an engine declares (UCI/USI "option name ... type ...", XBoard
// feature option="NAME -TYPE ..."): what it is, read from the protocol's line, and the command
// that sets it.
#pragma once

#include "engineprotocol.h"

#include <QString>
#include <QStringList>
#include <QVariant>
#include <optional>

namespace fb::engines {

struct EngineOption
{
    enum class Type : uint8_t
    {
        Spin, ///< a number from min to max
        Check, ///< on or off ("true"/"false")
        Combo, ///< one of `choices`
        String, ///< any text (XBoard's -file and -path too)
        Button, ///< an action with no value
    };
    QString name;
    Type type = Type::String;
    QString defaultValue; ///< Check: "true" or "false"
    int min = 0, max = 0; ///< Spin
    QStringList choices; ///< Combo

    /// Reads a UCI/USI "option name Hash type spin default 16 min 1 max 33554432" line, or
    /// nullopt for a line that declares no option of a known type.
    static std::optional<EngineOption> fromUci(const QString& line);
    /// Reads the value of XBoard's feature option ("Depth -spin 3 1 9", "Resign -check 1",
    /// "Style -combo Solid /// *Normal", "Book -file book.bin", "Clear -button"), or nullopt.
    static std::optional<EngineOption> fromXBoard(const QString& value);
    /// The command that sets the option to `value` in `protocol` ("setoption name Hash value
    /// 64", "option Depth=5"; a button: "setoption name Clear Hash", "option Clear").
    QString command(Protocol protocol, const QString& value) const;

    /// As settings store it (a map) and back (nullopt for a map without a name).
    QVariantMap toVariant() const;
    static std::optional<EngineOption> fromVariant(const QVariantMap& m);
    bool operator==(const EngineOption&) const = default;
};

} // namespace fb::engines
