// SPDX-License-Identifier: GPL-3.0-or-later
#include "engineprobe.h"

#include "enginelauncher.h"
#include "uciengine.h"
#include "xboardengine.h"

#include <QTimer>

namespace fb::engines {

namespace {

/// How long an engine told to quit may take before it is deleted (and killed).
constexpr int QuitGraceMs = 2000;

/// The variant a UCI-family protocol plays when the engine lists none.
QString defaultVariant(Protocol p)
{
    return p == Protocol::Usi ? QStringLiteral("shogi")
        : p == Protocol::Ucci ? QStringLiteral("xiangqi")
                              : QStringLiteral("chess");
}

} // namespace

EngineProbe::EngineProbe(EngineEntry entry, QObject* parent)
    : QObject(parent)
    , m_entry(std::move(entry))
{ }

EngineEntry EngineProbe::describe(const EngineEntry& entry, const EnginePlayer& engine)
{
    EngineEntry e = entry;
    e.name = engine.name();
    e.protocol = protocolId(engine.protocol());
    if (const auto* uci = qobject_cast<const UciEngine*>(&engine))
        e.variants = uci->variants().isEmpty() ? QStringList{defaultVariant(engine.protocol())}
                                               : uci->variants();
    else if (const auto* xboard = qobject_cast<const XBoardEngine*>(&engine))
        e.variants = xboard->variants();
    e.options = engine.declaredOptions();
    return e;
}

void EngineProbe::start()
{
    auto* launcher = new EngineLauncher(m_entry.spec(), this);
    connect(launcher, &EngineLauncher::launched, this, [this, launcher](EnginePlayer* engine) {
        launcher->deleteLater();
        m_entry = describe(m_entry, *engine);
        engine->setParent(this); // gone with the probe if the grace period has not run out
        engine->quit();
        QTimer::singleShot(QuitGraceMs, engine, &QObject::deleteLater);
        Q_EMIT probed(m_entry);
    });
    connect(launcher, &EngineLauncher::failed, this, [this, launcher](const QString& message) {
        launcher->deleteLater();
        Q_EMIT failed(message);
    });
    launcher->launch();
}

} // namespace fb::engines
