// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamecontroller.h"

#include "fen.h"
#include "movegen.h"
#include "notation.h"

#include <algorithm>

GameController::GameController(QObject* parent)
    : QObject(parent)
{ }

bool GameController::newGame(fb::VariantPtr variant, const QString& fen, QString* error,
    const QString& profile, const fb::MoveList& moves, fb::ImpossiblePositions impossible)
{
    const QString start = fen.isEmpty() ? variant->startFen : fen;
    fb::FenError ferr;
    auto pos = fb::readFen(variant, start, &ferr, impossible);
    if (!pos) {
        if (error)
            *error = ferr.toString();
        return false;
    }
    // The moves are checked on a copy first, so a bad one leaves the current game as it is.
    const fb::Side startSide = pos->sideToMove();
    const int startMoveNumber = pos->fullmoveNumber();
    QStringList texts;
    fb::MoveList legal;
    for (const fb::Move& m : moves) {
        legal.clear();
        fb::MoveGenerator::generateLegal(*pos, legal);
        const auto it = std::find_if(
            legal.begin(), legal.end(), [&m](const fb::Move& l) { return l.sameTurn(m); });
        if (it == legal.end()) {
            if (error)
                *error = tr("Move %1 is not legal in this position.").arg(texts.size() + 1);
            return false;
        }
        texts << fb::coordinateText(*pos, *it);
        pos->makeMove(*it);
    }
    m_position.emplace(std::move(*pos));
    m_texts = texts;
    m_redo.clear();
    m_redoTexts.clear();
    m_profile = profile;
    m_startFen = start;
    m_startSide = startSide;
    m_startMoveNumber = startMoveNumber;
    refresh();
    Q_EMIT positionChanged(nullptr);
    Q_EMIT lineChanged();
    return true;
}

void GameController::refresh()
{
    m_legal.clear();
    fb::MoveGenerator::generateLegal(*m_position, m_legal);
    m_result = fb::evaluateGame(*m_position);
    m_inCheck
        = m_position->variant().rules.checkRule && m_position->inCheck(m_position->sideToMove());
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
        m_redoTexts.clear();
        refresh();
        Q_EMIT positionChanged(&change);
        Q_EMIT lineChanged();
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

void GameController::stepBack()
{
    m_redo.push_back(m_position->lastMove());
    m_redoTexts << m_texts.takeLast();
    m_position->unmakeMove();
}

void GameController::stepForward()
{
    const fb::Move m = m_redo.back();
    m_redo.pop_back();
    m_texts << m_redoTexts.takeLast();
    m_position->makeMove(m);
}

void GameController::undo()
{
    if (!canUndo())
        return;
    stepBack();
    refresh();
    Q_EMIT positionChanged(nullptr);
}

void GameController::redo()
{
    if (!canRedo())
        return;
    stepForward();
    refresh();
    Q_EMIT positionChanged(nullptr);
}

void GameController::dropLaterMoves()
{
    if (m_redo.empty())
        return;
    m_redo.clear();
    m_redoTexts.clear();
    Q_EMIT positionChanged(nullptr);
    Q_EMIT lineChanged();
}

QStringList GameController::lineTexts() const
{
    QStringList out = m_texts;
    for (auto it = m_redoTexts.crbegin(); it != m_redoTexts.crend(); ++it)
        out << *it;
    return out;
}

fb::MoveList GameController::lineMoves() const
{
    fb::MoveList out;
    if (!m_position)
        return out;
    out.resize(size_t(ply()));
    fb::Position pos = *m_position;
    for (size_t i = out.size(); i > 0; --i) {
        out[i - 1] = pos.lastMove();
        pos.unmakeMove();
    }
    out.insert(out.end(), m_redo.rbegin(), m_redo.rend());
    return out;
}

void GameController::goToPly(int target)
{
    if (!m_position)
        return;
    target = std::clamp(target, 0, lineLength());
    if (target == ply())
        return;
    while (ply() > target)
        stepBack();
    while (ply() < target)
        stepForward();
    refresh();
    Q_EMIT positionChanged(nullptr);
}
