// SPDX-License-Identifier: GPL-3.0-or-later
// Starting an external engine: the player for its protocol, or, when the protocol is not
// given, finding it by trying UCI, then XBoard, then USI.
#pragma once

#include "engineplayer.h"

namespace fb::engines {

/// A new, not yet started engine player for `spec` speaking `protocol`.
EnginePlayer* makeEngine(const EngineSpec& spec, Protocol protocol, QObject* parent = nullptr);

class EngineLauncher : public QObject
{
    Q_OBJECT
public:
    /// The handshake each protocol gets while probing (an engine that shows it speaks another
    /// protocol is given up at once: see EnginePlayer::setProbing).
    static constexpr int ProbeHandshakeMs = 8000;

    explicit EngineLauncher(EngineSpec spec, QObject* parent = nullptr);

    /// Starts the engine: launched() with the ready engine (the caller takes it: it has no
    /// parent), or failed() with why it could not be started or which protocols it did not
    /// answer.
    void launch();

Q_SIGNALS:
    void launched(fb::engines::EnginePlayer* engine);
    void failed(const QString& message);

private:
    void tryNext();

    EngineSpec m_spec;
    QList<Protocol> m_toTry;
    EnginePlayer* m_current = nullptr;
};

} // namespace fb::engines
