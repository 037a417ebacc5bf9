// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginelauncher.h"

#include "uciengine.h"
#include "xboardengine.h"

#include <QCoreApplication>

namespace fb::engines {

EnginePlayer* makeEngine(const EngineSpec& spec, Protocol protocol, QObject* parent)
{
    if (protocol == Protocol::XBoard)
        return new XBoardEngine(spec, parent);
    return new UciEngine(spec, protocol, parent);
}

EngineLauncher::EngineLauncher(EngineSpec spec, QObject* parent)
    : QObject(parent)
    , m_spec(std::move(spec))
{ }

void EngineLauncher::launch()
{
    m_toTry = m_spec.protocol ? QList<Protocol>{*m_spec.protocol}
                              : QList<Protocol>{Protocol::Uci, Protocol::XBoard, Protocol::Usi};
    tryNext();
}

void EngineLauncher::tryNext()
{
    const bool probing = !m_spec.protocol;
    const Protocol protocol = m_toTry.takeFirst();
    EnginePlayer* engine = makeEngine(m_spec, protocol);
    m_current = engine;
    if (probing) {
        engine->setProbing(true);
        engine->setHandshakeTimeout(ProbeHandshakeMs);
        if (auto* xboard = qobject_cast<XBoardEngine*>(engine))
            xboard->setRequireFeatures(true);
    }
    connect(engine, &Player::ready, this, [this, engine] {
        engine->disconnect(this);
        engine->setProbing(false);
        m_current = nullptr;
        Q_EMIT launched(engine);
    });
    connect(engine, &Player::failed, this, [this, engine, probing](const QString& message) {
        engine->disconnect(this);
        engine->deleteLater();
        m_current = nullptr;
        if (probing && !m_toTry.isEmpty() && !engine->failedToStart()) {
            tryNext();
            return;
        }
        Q_EMIT failed(probing && !engine->failedToStart()
                ? QCoreApplication::translate(
                      "Engine", "'%1' answered none of the protocols UCI, XBoard and USI")
                      .arg(m_spec.program)
                : message);
    });
    engine->start();
}

} // namespace fb::engines
