// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamecontroller.h"

#include "fen.h"
#include "movegen.h"
#include "notation.h"

GameController::GameController(QObject* parent)
    : QObject(parent)
{ }

bool GameController::newGame(fb::VariantPtr variant, const QString& fen, QString* error)
{
    fb::FenError ferr;
    auto pos = fb::readFen(variant, fen.isEmpty() ? variant->startFen : fen, &ferr);
    if (!pos) {
        if (error)
            *error = ferr.toString();
        return false;
    }
    m_position.emplace(std::move(*pos));
    m_texts.clear();
    m_redo.clear();
    refresh();
    Q_EMIT positionChanged(nullptr);
    return true;
}

void GameController::refresh()
{
    m_legal.clear();
    fb::MoveGenerator::generateLegal(*m_position, m_legal);
    m_result = fb::evaluateGame(*m_position);
}

bool GameController::play(const fb::Move& m)
{
    if (!m_position || m_result.isOver())
        return false;
    for (const fb::Move& legal : m_legal) {
        if (!legal.sameTurn(m))
            continue;
        const QString text = fb::coordinateText(*m_position, legal);
        fb::MoveChange change;
        m_position->makeMove(legal, &change);
        m_texts << text;
        m_redo.clear();
        refresh();
        Q_EMIT positionChanged(&change);
        return true;
    }
    return false;
}

bool GameController::playText(const QString& text, QString* error)
{
    if (!m_position)
        return false;
    const auto m = fb::parseCoordinate(*m_position, text, error);
    return m && play(*m);
}

void GameController::undo()
{
    if (!canUndo())
        return;
    m_redo.push_back(m_position->lastMove());
    m_position->unmakeMove();
    m_texts.removeLast();
    refresh();
    Q_EMIT positionChanged(nullptr);
}

void GameController::redo()
{
    if (!canRedo())
        return;
    const fb::Move m = m_redo.back();
    m_redo.pop_back();
    auto redo = std::move(m_redo);
    m_texts << fb::coordinateText(*m_position, m);
    m_position->makeMove(m);
    m_redo = std::move(redo);
    refresh();
    Q_EMIT positionChanged(nullptr);
}
