// SPDX-License-Identifier: GPL-3.0-or-later
// GameController: one hotseat game: the position, the moves played, undo and redo.
#pragma once

#include "fen.h"
#include "gamestate.h"
#include "move.h"
#include "position.h"

#include <QObject>
#include <QStringList>
#include <optional>

/// Owns the game: the current position, the line of moves and where in that line the board
/// stands. Undoing keeps the undone moves as "later moves" (redo); going to any ply of the line
/// is browsing. Playing a move drops the later moves.
class GameController : public QObject
{
    Q_OBJECT
public:
    explicit GameController(QObject* parent = nullptr);

    /// Starts a new game of `variant` from `fen` (the preset's start if empty). `profile` names
    /// the rule profile `variant` was compiled with (kept for saving the game).
    /// `moves` (a loaded game) are played from there; the board shows the position after them.
    /// Returns false and sets `error` if the FEN is bad or a move is not legal; the current
    /// game is then kept. A FEN of a position that cannot occur in a game is bad unless
    /// `impossible` allows it.
    bool newGame(fb::VariantPtr variant, const QString& fen = {}, QString* error = nullptr,
        const QString& profile = {}, const fb::MoveList& moves = {},
        fb::ImpossiblePositions impossible = fb::ImpossiblePositions::Refuse);

    bool hasGame() const { return m_position.has_value(); }
    fb::Position& position() { return *m_position; }
    const fb::Position& position() const { return *m_position; }
    const fb::VariantDefinition& variant() const { return m_position->variant(); }
    /// The preset id and rule profile (empty = default rules) of the game.
    QString presetId() const { return hasGame() ? variant().id : QString(); }
    const QString& profile() const { return m_profile; }
    /// The FEN the game started from.
    const QString& startFen() const { return m_startFen; }
    /// The legal moves of the current position (computed once per position).
    const fb::MoveList& legalMoves() const { return m_legal; }
    const fb::GameResult& result() const { return m_result; }
    /// The side to move is in check, in a variant with the check rule (computed once per
    /// position).
    bool inCheck() const { return m_inCheck; }
    /// Coordinate texts of the moves played so far.
    const QStringList& moveTexts() const { return m_texts; }

    /// Plays a legal move of the current position. Returns false if it is not legal. Later
    /// moves (after undo or browsing) are dropped.
    bool play(const fb::Move& m);
    /// Plays a move given in coordinate notation.
    bool playText(const QString& text, QString* error = nullptr);
    bool canUndo() const { return m_position && m_position->ply() > 0; }
    bool canRedo() const { return !m_redo.empty(); }
    void undo();
    void redo();
    /// Drops the later moves: the line ends at the shown position (a takeback against an
    /// engine). positionChanged(nullptr) and lineChanged() when there were any.
    void dropLaterMoves();

    // ---- the whole line and browsing
    /// The number of moves made to reach the current position (0 = the start).
    int ply() const { return int(m_texts.size()); }
    /// The number of moves in the line, later moves included.
    int lineLength() const { return ply() + int(m_redo.size()); }
    /// Coordinate texts of every move of the line, later moves included.
    QStringList lineTexts() const;
    /// Every move of the line, later moves included (what is saved).
    fb::MoveList lineMoves() const;
    /// Shows the position after `ply` moves of the line (0 = the start); later moves are kept.
    void goToPly(int ply);
    /// True when the board shows an earlier position of the line (there are later moves).
    bool isBrowsing() const { return canRedo(); }
    /// The side that made the first move of the line, and its move number.
    fb::Side startSide() const { return m_startSide; }
    int startMoveNumber() const { return m_startMoveNumber; }

Q_SIGNALS:
    /// The position changed; `change` describes the move for animation (null after undo,
    /// redo, browsing or a new game).
    void positionChanged(const fb::MoveChange* change);
    /// The line of moves changed: a new game, or a move played (after positionChanged).
    void lineChanged();

private:
    void refresh();
    void stepBack();
    void stepForward();
    std::optional<fb::Position> m_position;
    fb::MoveList m_legal;
    fb::GameResult m_result;
    bool m_inCheck = false;
    QStringList m_texts;
    std::vector<fb::Move> m_redo; ///< later moves, the next one at the back
    QStringList m_redoTexts; ///< their texts, in the same order
    QString m_profile;
    QString m_startFen;
    fb::Side m_startSide = fb::First;
    int m_startMoveNumber = 1;
};
