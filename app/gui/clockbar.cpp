// SPDX-License-Identifier: GPL-3.0-or-later
#include "clockbar.h"

#include "enginegamedriver.h"
#include "gamecontroller.h"
#include "sidenames.h"

#include <QHBoxLayout>
#include <QLabel>

namespace {

constexpr int RefreshMs = 100;

} // namespace

ClockBar::ClockBar(const GameController* game, const EngineGameDriver* driver, QWidget* parent)
    : QWidget(parent)
    , m_game(game)
    , m_driver(driver)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    for (fb::Side side : {fb::First, fb::Second}) {
        auto* l = new QLabel(this);
        l->setObjectName(
            side == fb::First ? QStringLiteral("clockFirst") : QStringLiteral("clockSecond"));
        l->setAlignment(side == fb::First ? Qt::AlignLeft | Qt::AlignVCenter
                                          : Qt::AlignRight | Qt::AlignVCenter);
        l->setTextFormat(Qt::PlainText);
        m_labels[size_t(side)] = l;
        layout->addWidget(l, 1);
    }
    m_timer.setInterval(RefreshMs);
    connect(&m_timer, &QTimer::timeout, this, &ClockBar::refresh);
    connect(driver, &EngineGameDriver::stateChanged, this, &ClockBar::refresh);
    m_timer.start();
    refresh();
}

QString ClockBar::formatTime(int ms)
{
    const QString sign = ms < 0 ? QStringLiteral("-") : QString();
    const int a = std::abs(ms);
    const int minutes = a / 60000, seconds = a / 1000 % 60;
    QString text
        = QStringLiteral("%1%2:%3").arg(sign).arg(minutes).arg(seconds, 2, 10, QChar(u'0'));
    if (a < 10000)
        text += QStringLiteral(".%1").arg(a / 100 % 10);
    return text;
}

QString ClockBar::timeText(const fb::engines::SideTime& t) const
{
    if (m_driver->timeControl().kind != TimeControl::Kind::Byoyomi)
        return formatTime(t.mainMs);
    const QString period = formatTime(m_driver->timeControl().periodMs);
    if (!t.inByoyomi)
        //: A clock with byoyomi periods after its main time: "4:05 + 3 × 0:30"
        return tr("%1 + %2 \u00d7 %3").arg(formatTime(t.mainMs)).arg(t.periods).arg(period);
    //: The main time is spent: what is left of the period, and how many periods are left
    return tr("byoyomi %1 (%n period(s) of %2)", nullptr, t.periods)
        .arg(formatTime(t.periodLeftMs), period);
}

void ClockBar::refresh()
{
    const bool shown = m_driver->isActive() && m_game->hasGame();
    setVisible(shown);
    if (!shown)
        return;
    const fb::Family family = m_game->variant().family;
    const std::optional<fb::Side> running = m_driver->runningClock();
    for (fb::Side side : {fb::First, fb::Second}) {
        QString text = SideNames::player(family, side);
        if (m_driver->isEngine(side))
            //: A side and the engine that plays it: "Black: Fairy-Stockfish 14"
            text = tr("%1: %2").arg(text, m_driver->engineName(side));
        if (m_driver->hasClocks())
            text += QStringLiteral("  ") + timeText(m_driver->sideTime(side));
        if (m_driver->isThinking() && running == side)
            //: Shown after an engine's name while it thinks
            text += QStringLiteral("  ") + tr("(thinking)");
        QLabel* l = m_labels[size_t(side)];
        QFont f = l->font();
        f.setBold(running == side);
        l->setFont(f);
        l->setText(text);
    }
}
