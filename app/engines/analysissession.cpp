// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysissession.h"

#include "builtinplayer.h"
#include "customvariant.h"
#include "enginelauncher.h"

#include <algorithm>

namespace fb::engines {

AnalysisSession::AnalysisSession(QObject* parent)
    : QObject(parent)
{ }

AnalysisSession::~AnalysisSession()
{
    quit();
}

void AnalysisSession::quit()
{
    m_analysing = false;
    dropEngine();
}

void AnalysisSession::dropEngine()
{
    if (m_launcher) {
        m_launcher->disconnect(this);
        m_launcher->deleteLater(); // an engine it launches later is deleted with it
        m_launcher = nullptr;
    }
    if (m_player) {
        m_player->disconnect(this);
        m_player->quit();
        m_player->deleteLater();
        m_player = nullptr;
    }
    m_ready = false;
    m_variant.reset();
    if (!m_lines.isEmpty()) {
        m_lines.clear();
        Q_EMIT linesChanged();
    }
    Q_EMIT stateChanged();
}

void AnalysisSession::startEngine(const EngineEntry& engine)
{
    dropEngine();
    m_launcher = new EngineLauncher(engine.spec(), this);
    connect(m_launcher, &EngineLauncher::launched, this, [this](EnginePlayer* e) {
        m_launcher->deleteLater();
        m_launcher = nullptr;
        e->setParent(this);
        adopt(e);
        m_ready = true;
        Q_EMIT ready();
        begin();
    });
    connect(m_launcher, &EngineLauncher::failed, this, [this](const QString& message) {
        m_launcher->deleteLater();
        m_launcher = nullptr;
        Q_EMIT stateChanged();
        Q_EMIT failed(message);
    });
    m_launcher->launch();
    Q_EMIT stateChanged();
}

void AnalysisSession::startBuiltin()
{
    dropEngine();
    auto* builtin = new BuiltinPlayer(BuiltinPlayer::defaultLevel(), this);
    adopt(builtin);
    connect(builtin, &Player::ready, this, [this] {
        m_ready = true;
        Q_EMIT ready();
        begin();
    });
    builtin->start();
    Q_EMIT stateChanged();
}

void AnalysisSession::adopt(Player* player)
{
    m_player = player;
    connect(player, &Player::info, this, &AnalysisSession::info);
    connect(player, &Player::failed, this, &AnalysisSession::playerFailed);
}

QString AnalysisSession::engineName() const
{
    return m_player ? m_player->name() : QString();
}

int AnalysisSession::maxLines() const
{
    return m_player && m_ready ? std::clamp(m_player->maxAnalysisLines(), 1, MaxLines) : 1;
}

void AnalysisSession::analyse(const Position& pos)
{
    m_position = pos;
    m_analysing = true;
    begin();
}

void AnalysisSession::stop()
{
    m_analysing = false;
    if (m_player && m_ready)
        m_player->stopAnalysis();
    Q_EMIT stateChanged();
}

void AnalysisSession::setLineCount(int lines)
{
    const int n = std::clamp(lines, 1, MaxLines);
    if (n == m_lineCount)
        return;
    m_lineCount = n;
    if (m_analysing)
        begin();
}

void AnalysisSession::begin()
{
    m_lines.clear();
    Q_EMIT linesChanged();
    if (!m_player || !m_ready || !m_position || !m_analysing) {
        Q_EMIT stateChanged();
        return;
    }
    const Position& pos = *m_position;
    if (m_variant != pos.variantPtr()) {
        QStringList refused;
        if (m_registry)
            giveSection(m_player, *m_registry, pos.variantPtr(), &refused);
        const QString why = explainedRefusal(m_player->cannotPlay(pos.variant()), refused);
        if (!why.isEmpty()) {
            playerFailed(why);
            return;
        }
        m_player->stopAnalysis();
        Position start = pos;
        while (start.ply() > 0)
            start.unmakeMove();
        m_player->newGame(start);
        m_variant = pos.variantPtr();
    }
    m_player->analyse(pos, std::min(m_lineCount, maxLines()));
    Q_EMIT stateChanged();
}

void AnalysisSession::info(const SearchInfo& i)
{
    if (!m_analysing || i.multiPv < 1 || i.multiPv > std::min(m_lineCount, maxLines()))
        return;
    AnalysisLine line{i.depth, i.scoreCp, i.mateIn, i.nodes, i.nps, i.pvMoves, {}};
    if (i.pvMoves.size() < size_t(i.pv.size()))
        line.illegal = i.pv[qsizetype(i.pvMoves.size())];
    if (!line.scoreCp && !line.mateIn)
        return; // a line without a score ("info depth 5 currmove ...")
    while (m_lines.size() < i.multiPv)
        m_lines.append(AnalysisLine{});
    m_lines[i.multiPv - 1] = line;
    Q_EMIT linesChanged();
}

void AnalysisSession::playerFailed(const QString& message)
{
    quit();
    Q_EMIT failed(message);
}

} // namespace fb::engines
