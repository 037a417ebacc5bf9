// SPDX-License-Identifier: GPL-3.0-or-later
// The compiled variants of the custom presets one log file embeds ([PresetJSON] tags, a game
// bundle's preset.json): each distinct preset is compiled once and shared by every game that
// embeds it, and the memory of the variants alive at once is bounded.
#pragma once

#include "variant.h"

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QString>
#include <atomic>
#include <memory>

namespace fb::io {

/// The memory a compiled variant holds: its move tables, attack rays, square sets, Zobrist
/// keys and piece definitions, counted from their sizes (an estimate within a few percent).
qint64 compiledVariantBytes(const VariantDefinition& variant);

/// Compiles embedded presets once per distinct content and rule profile. The cache holds no
/// variant itself: a variant lives as long as a game holds it, and counts against `maxBytes`
/// until then (LogLimits::maxTableBytes).
class VariantCache
{
public:
    explicit VariantCache(qint64 maxBytes);

    /// The compiled variant of `preset` (a resolved preset with an id) under rule profile
    /// `profile`: shared when the same preset was compiled before and a game still holds it,
    /// else compiled now. Returns null and fills `error` (without file or line) when it does
    /// not compile, or when its tables would take the variants alive past the limit; once not
    /// even the smallest variant compiled so far would fit, presets are refused without being
    /// compiled (so a file of many presets costs bounded time too).
    VariantPtr variant(const QJsonObject& preset, const QString& profile, QString* error);

    /// Bytes of the compiled variants alive that this cache compiled.
    qint64 bytesAlive() const { return *m_alive; }
    /// How many presets this cache has compiled.
    int compiled() const { return m_compiled; }

private:
    qint64 m_max;
    std::shared_ptr<std::atomic<qint64>> m_alive; ///< shared with the variants' deleters
    QHash<QByteArray, std::weak_ptr<const VariantDefinition>> m_variants;
    int m_compiled = 0;
    qint64 m_smallest = 0; ///< bytes of the smallest variant compiled so far (0: none yet)
};

} // namespace fb::io
