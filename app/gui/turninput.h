// SPDX-License-Identifier: GPL-3.0-or-later
// TurnInput: the turn being built from the user's clicks, without graphics.
#pragma once

#include "boardmarks.h"
#include "move.h"
#include "position.h"
#include "turnbuilder.h"

#include <QCoreApplication>
#include <QString>

/// Follows the turn click by click over fb::TurnBuilder: the piece (or the piece in hand)
/// selected, the stops clicked so far, the squares that may come next and the marks they get
/// (marks()). A click on a square of the side to move selects it; a click on a target adds a
/// stop; a move that ends and cannot go on is complete (completeMoves(), several when
/// promotion choices differ) and the caller plays it. A half-made move (a Lion's first step)
/// waits for its next stop, stopHere() (also a click on the square the piece now stands on)
/// or takeBack(); other clicks are ignored meanwhile. In a flipping game (reversi, Ataxx) a
/// click on an empty square that the selected piece cannot reach drops a piece there, where
/// a drop may go. In inspect mode any piece can be
/// selected and nothing completes. Knows no scene, view or widget: BoardScene feeds it and
/// draws its marks.
class TurnInput
{
    Q_DECLARE_TR_FUNCTIONS(TurnInput)
public:
    /// What a click did.
    enum class Outcome
    {
        Ignored, ///< nothing changed
        Changed, ///< the selection or the half-made move changed
        Complete, ///< a move ends on the stop just added: completeMoves() lists it, the caller
                  ///< plays one or, when it plays none, calls undoLastStop()
        Stop ///< the half-made move ends where it stands: completeMoves() lists it
    };

    /// Starts over on a position with its legal moves (nullptr: no game); `over`: the game is
    /// finished, so nothing can be selected to play.
    void reset(const fb::Position* pos, fb::MoveList legal, bool over);
    /// Forgets the selection and the half-made move (the legal moves stay).
    void clear();
    void setInspectMode(bool on);
    bool inspectMode() const { return m_inspect; }

    /// Selects the piece on a square (NoSquare clears): the side to move's shows its legal
    /// moves; in inspect mode the other side's shows what it could do were it its turn.
    void selectSquare(fb::Square s);
    /// Selects a piece type of the side to move's hand so its drops show.
    void selectDrop(fb::PieceType type);

    /// A left click (or Enter) on a square.
    Outcome click(fb::Square s);
    /// A left click on a storage slot: selects the piece in hand when the side to move has one
    /// and no move is half made; anything else clears the selection.
    Outcome clickSlot(fb::Side side, fb::PieceType type);
    /// The dragged piece released on a square: the move ends there where it can, otherwise it
    /// goes on from there. Ignored off the targets and on the piece's own square.
    Outcome dropOn(fb::Square s);
    /// Takes the last stop back; without one, clears the selection.
    void takeBack();
    /// Takes the last stop back after a chosen move was not played (promotion cancelled).
    void undoLastStop()
    {
        m_turn.back();
        updateTargets();
    }
    /// Ends the half-made move where it stands: Stop when it may stop there.
    Outcome stopHere() const { return canStopHere() ? Outcome::Stop : Outcome::Ignored; }

    // ---- the state
    fb::Square selectedSquare() const { return m_selected; }
    fb::PieceType selectedDrop() const { return m_turn.dropType(); }
    fb::Side dropSide() const { return m_dropSide; }
    const fb::TurnBuilder& turn() const { return m_turn; }
    /// A move was started and waits on a relay square for its next stop.
    bool isMidTurn() const { return !m_turn.stops().empty(); }
    /// The half-made move may end where it stands.
    bool canStopHere() const { return isMidTurn() && m_turn.canStop(); }
    /// The piece has moved and the move's wall comes next (rules.walling: shoot the arrow,
    /// move the duck): the targets are the wall's squares.
    bool awaitingWall() const { return m_turn.awaitingWall(); }
    /// The moves whose clicked stops match (what a click on a target would complete).
    std::vector<fb::Move> completeMoves() const { return m_turn.completeMoves(); }
    /// Where the selected piece is shown: its square, or the last stop of a half-made move.
    fb::Square moverSquare() const;
    /// The moves the selection may still make.
    fb::MoveList selectionMoves() const { return m_turn.candidates(); }
    bool selectionIsOpponents() const { return m_opponents; }
    const std::vector<fb::TurnBuilder::Target>& targets() const { return m_targets; }
    bool isTarget(fb::Square s) const;
    /// Pieces of the position not shown while the move is half made: the mover's start
    /// square and what it has taken on its stops so far.
    std::vector<fb::Square> hiddenSquares() const;
    /// The selection, the targets with their kinds and the stops (the scene adds the last
    /// move, check and the cursor).
    BoardMarks marks() const;
    /// Why the last click did not play: the selected piece (or piece in hand) was clicked onto
    /// a square it may not go to. The engine's reason (fb::whyIllegal: "Your King would be in
    /// check.", nifu, ...) or that the piece cannot move there. Empty when the last click was
    /// not such a refusal; every click sets it anew.
    const QString& refusal() const { return m_refusal; }

private:
    /// rules.flipping (reversi, Ataxx): the piece type the side to move may drop on the empty
    /// square `s` when its legal drops there are all of that one type, so a click on the
    /// square (not a target of the selected piece) plays it (Ataxx's clone step); NoPieceType
    /// otherwise (and for every other variant).
    fb::PieceType onlyDropOn(fb::Square s) const;
    /// The reason the selection may not go to `s` (see refusal()).
    QString refusalFor(fb::Square s) const;
    Outcome advance(fb::Square s, bool finish);
    void updateTargets();

    const fb::Position* m_pos = nullptr;
    fb::MoveList m_legal;
    bool m_over = false;
    bool m_inspect = false;
    fb::TurnBuilder m_turn;
    std::vector<fb::TurnBuilder::Target> m_targets;
    fb::Square m_selected = fb::NoSquare;
    fb::Side m_dropSide = fb::First;
    bool m_opponents = false;
    QString m_refusal;
    fb::PieceType m_handChosen = fb::NoPieceType; ///< chosen in hand, with legal drops or not
};
