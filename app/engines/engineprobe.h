// SPDX-License-Identifier: GPL-3.0-or-later
// Finding out what an engine is: starts it (probing the protocol when it is not known), reads
// its name and the variants it plays, and ends it. Never blocks: the answer is a signal.
#pragma once

#include "enginelist.h"

#include <QObject>

namespace fb::engines {

class EnginePlayer;

class EngineProbe : public QObject
{
    Q_OBJECT
public:
    explicit EngineProbe(EngineEntry entry, QObject* parent = nullptr);

    /// Starts the engine; probed() or failed() follows once.
    void start();
    const EngineEntry& entry() const { return m_entry; }

    /// What a ready engine tells of itself: the entry with its name, protocol and variants.
    static EngineEntry describe(const EngineEntry& entry, const EnginePlayer& engine);

Q_SIGNALS:
    /// The engine answered: `entry` with its name, protocol and variants filled in.
    void probed(const fb::engines::EngineEntry& entry);
    /// It could not be started or answered no protocol; `message` says why (translated).
    void failed(const QString& message);

private:
    EngineEntry m_entry;
};

} // namespace fb::engines
