// SPDX-License-Identifier: GPL-3.0-or-later
// GameController: one hotseat game: the position, the moves played, undo and redo.
#pragma once

#include "gamestate.h"
#include "move.h"
#include "position.h"

#include <QObject>
#include <QStringList>
#include <optional>

class GameController : public QObject
{
    Q_OBJECT
public:
    explicit GameController(QObject* parent = nullptr);

    /// Starts a new game of `variant` from `fen` (the preset's start if empty).
    /// Returns false and sets `error` if the FEN is bad; the current game is then kept.
    bool newGame(fb::VariantPtr variant, const QString& fen = {}, QString* error = nullptr);

    bool hasGame() const { return m_position.has_value(); }
    fb::Position& position() { return *m_position; }
    const fb::Position& position() const { return *m_position; }
    const fb::VariantDefinition& variant() const { return m_position->variant(); }
    /// The legal moves of the current position (computed once per position).
    const fb::MoveList& legalMoves() const { return m_legal; }
    const fb::GameResult& result() const { return m_result; }
    /// Coordinate texts of the moves played so far.
    const QStringList& moveTexts() const { return m_texts; }

    /// Plays a legal move of the current position. Returns false if it is not legal.
    bool play(const fb::Move& m);
    /// Plays a move given in coordinate notation.
    bool playText(const QString& text, QString* error = nullptr);
    bool canUndo() const { return m_position && m_position->ply() > 0; }
    bool canRedo() const { return !m_redo.empty(); }
    void undo();
    void redo();

Q_SIGNALS:
    /// The position changed; `change` describes the move for animation (null after undo,
    /// redo or a new game).
    void positionChanged(const fb::MoveChange* change);

private:
    void refresh();
    std::optional<fb::Position> m_position;
    fb::MoveList m_legal;
    fb::GameResult m_result;
    QStringList m_texts;
    std::vector<fb::Move> m_redo;
};
