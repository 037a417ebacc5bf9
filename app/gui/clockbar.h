// SPDX-License-Identifier: GPL-3.0-or-later
// ClockBar: the players of a game against engines and their clocks, above the board.
#pragma once

#include "gameclock.h"
#include "move.h"

#include <QTimer>
#include <QWidget>
#include <array>

class EngineGameDriver;
class GameController;
class QLabel;

/// One label per side: the side's name, who plays it (an engine's name) and its time left
/// (with a time per move: what is left of the move's time; with byoyomi: the main time and the
/// periods left, then what is left of the period). The side whose clock runs is
/// shown bold. Hidden while no engine plays.
class ClockBar : public QWidget
{
    Q_OBJECT
public:
    ClockBar(const GameController* game, const EngineGameDriver* driver, QWidget* parent = nullptr);

    /// The label of `side` (tests read it).
    QLabel* label(fb::Side side) const { return m_labels[size_t(side)]; }
    /// Shows the players and times as they are now.
    void refresh();
    /// "4:05", "0:09.3" under ten seconds, "-0:01" past the clock.
    static QString formatTime(int ms);
    /// A side's time as shown: "4:05"; with byoyomi "4:05 + 3 × 0:30", then
    /// "byoyomi 0:23 (3 periods of 0:30)".
    QString timeText(const fb::engines::SideTime& t) const;

private:
    const GameController* m_game;
    const EngineGameDriver* m_driver;
    std::array<QLabel*, 2> m_labels;
    QTimer m_timer;
};
