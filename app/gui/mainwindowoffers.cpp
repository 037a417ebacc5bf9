// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's Game > Resign and Game > Offer Draw, and an engine's draw offer to the human.
#include "enginegamedriver.h"
#include "gamecontroller.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "sidenames.h"

#include <QAction>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

void MainWindow::createOfferActions(QMenu* gameMenu)
{
    m_resign = gameMenu->addAction(tr("&Resign"), this, [this] { resign(); });
    m_resign->setObjectName(QStringLiteral("resign"));
    m_resign->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_resign->setStatusTip(tr("Give up the game: the other side wins"));
    m_offerDraw = gameMenu->addAction(tr("Offer &Draw"), this, [this] { offerDraw(); });
    m_offerDraw->setObjectName(QStringLiteral("offerDraw"));
    m_offerDraw->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    m_offerDraw->setStatusTip(tr("Offer the engine a draw; it accepts or plays on"));
    connect(m_engines, &EngineGameDriver::drawOfferReceived, this, &MainWindow::showDrawOffer);
    connect(m_engines, &EngineGameDriver::drawDeclined, this, [this](const QString& name) {
        //: %1 = an engine's name
        statusBar()->showMessage(tr("%1 declined the draw offer.").arg(name), 10000);
    });
    connect(m_engines, &EngineGameDriver::drawOfferLapsed, this, [this] {
        if (m_drawOfferBox)
            m_drawOfferBox->close();
    });
}

std::optional<fb::Side> MainWindow::humanSide() const
{
    if (!m_game->hasGame())
        return std::nullopt;
    const bool first = m_engines->isEngine(fb::First), second = m_engines->isEngine(fb::Second);
    if (first && second)
        return std::nullopt; // engines play both sides
    if (first != second)
        return first ? fb::Second : fb::First;
    return m_game->position().sideToMove(); // humans at one board: the side to move
}

void MainWindow::updateOfferActions()
{
    if (!m_resign)
        return; // the actions are not made yet
    // A game decided off the board (a resignation, a draw agreed) is over too.
    const bool playing = m_game->hasGame() && !m_game->result().isOver() && !m_game->isBrowsing()
        && !m_engines->isStarting() && !m_document->hasRecordedResult();
    const std::optional<fb::Side> human = humanSide();
    m_resign->setEnabled(playing && human.has_value());
    m_offerDraw->setEnabled(playing && human && m_engines->isEngine(fb::opposite(*human)));
}

void MainWindow::resign()
{
    updateOfferActions();
    if (!m_resign->isEnabled())
        return;
    m_engines->resign(*humanSide());
}

void MainWindow::offerDraw()
{
    updateOfferActions();
    if (!m_offerDraw->isEnabled())
        return;
    const fb::Side human = *humanSide();
    if (m_engines->offerDraw(human) && m_game->hasGame() && !m_game->result().isOver())
        //: %1 = an engine's name
        statusBar()->showMessage(
            tr("Draw offered to %1.").arg(m_engines->engineName(fb::opposite(human))), 10000);
}

void MainWindow::showDrawOffer(const QString& engine)
{
    if (m_drawOfferBox)
        m_drawOfferBox->close();
    // Not modal: the offer stands until the human moves, which declines it.
    auto* box = new QMessageBox(QMessageBox::Question, tr("Draw Offer"),
        //: %1 = an engine's name
        tr("%1 offers a draw. Accept it? (A move declines it.)").arg(engine),
        QMessageBox::Yes | QMessageBox::No, this);
    box->setObjectName(QStringLiteral("drawOffer"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::NonModal);
    connect(box->button(QMessageBox::Yes), &QPushButton::clicked, this, [this] {
        if (!m_engines->acceptDraw())
            statusBar()->showMessage(tr("The draw offer no longer stands."), 10000);
    });
    m_drawOfferBox = box;
    box->show();
    statusBar()->showMessage(tr("%1 offers a draw.").arg(engine), 15000);
}
