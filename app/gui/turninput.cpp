// SPDX-License-Identifier: GPL-3.0-or-later
#include "turninput.h"

#include "movegen.h"
#include "refusal.h"
#include "sidenames.h"

#include <algorithm>

void TurnInput::reset(const fb::Position* pos, fb::MoveList legal, bool over)
{
    m_pos = pos;
    m_legal = std::move(legal);
    m_over = over;
    clear();
}

void TurnInput::clear()
{
    m_selected = fb::NoSquare;
    m_handChosen = fb::NoPieceType;
    m_opponents = false;
    m_turn.setMoves(m_legal);
    updateTargets();
}

void TurnInput::setInspectMode(bool on)
{
    m_inspect = on;
    clear();
}

void TurnInput::updateTargets()
{
    m_targets = m_turn.started() ? m_turn.nextTargets() : std::vector<fb::TurnBuilder::Target>{};
}

bool TurnInput::isTarget(fb::Square s) const
{
    return std::any_of(
        m_targets.begin(), m_targets.end(), [s](const auto& t) { return t.square == s; });
}

void TurnInput::selectSquare(fb::Square s)
{
    clear();
    if (s == fb::NoSquare || !m_pos)
        return;
    const fb::Piece p = m_pos->at(s);
    if (!fb::isPiece(p))
        return;
    if (fb::sideOf(p) != m_pos->sideToMove() && m_inspect) {
        // The side not to move: what the piece could do were it its turn (ignoring check).
        fb::MoveList moves;
        fb::MoveGenerator::generateFrom(*m_pos, s, moves);
        m_turn.setMoves(std::move(moves));
        m_opponents = true;
    }
    m_selected = s;
    m_turn.begin(s); // a piece without moves stays selected, showing none
    updateTargets();
}

void TurnInput::selectDrop(fb::PieceType type)
{
    clear();
    if (!m_pos || type == fb::NoPieceType)
        return;
    m_dropSide = m_pos->sideToMove();
    m_handChosen = type;
    m_turn.beginDrop(type);
    updateTargets();
}

TurnInput::Outcome TurnInput::click(fb::Square s)
{
    m_refusal.clear();
    if (!m_pos || s == fb::NoSquare)
        return Outcome::Ignored;
    if (m_inspect) {
        selectSquare(fb::isPiece(m_pos->at(s)) ? s : fb::NoSquare);
        return Outcome::Changed;
    }
    if (isTarget(s))
        return advance(s, false);
    if (isMidTurn()) // the piece's own square ends the move there; other clicks wait
        return s == moverSquare() ? stopHere() : Outcome::Ignored;
    if (const fb::PieceType drop = onlyDropOn(s); drop != fb::NoPieceType) {
        selectDrop(drop); // reversi, Ataxx: a click on an empty square drops there
        return advance(s, false);
    }
    const fb::Piece p = m_pos->at(s);
    const bool own = fb::isPiece(p) && fb::sideOf(p) == m_pos->sideToMove();
    if (!own && !m_over && !m_opponents
        && (m_selected != fb::NoSquare || m_handChosen != fb::NoPieceType))
        m_refusal = refusalFor(s);
    selectSquare(own && !m_over ? s : fb::NoSquare);
    return Outcome::Changed;
}

fb::PieceType TurnInput::onlyDropOn(fb::Square s) const
{
    if (!m_pos->variant().rules.flipping.enabled() || m_pos->at(s) != fb::Empty || m_over)
        return fb::NoPieceType;
    fb::PieceType type = fb::NoPieceType;
    for (const fb::Move& m : m_legal) {
        if (!m.isDrop() || m.to != s)
            continue;
        if (type != fb::NoPieceType && type != m.dropped)
            return fb::NoPieceType; // several types: chosen from the hand
        type = m.dropped;
    }
    return type;
}

QString TurnInput::refusalFor(fb::Square s) const
{
    fb::Position pos = *m_pos; // whyIllegal makes the move and takes it back
    const fb::VariantDefinition& v = pos.variant();
    std::optional<fb::Move> proposed;
    const fb::PieceType drop = m_handChosen;
    fb::PieceType type = drop;
    if (drop != fb::NoPieceType) {
        const QChar at = v.notation == fb::NotationStyle::Usi ? u'*' : u'@';
        proposed
            = fb::proposedMove(pos, v.pieces[size_t(drop)].letter + at + v.geometry.squareName(s));
    } else if (m_selected != fb::NoSquare) {
        type = fb::typeOf(pos.at(m_selected));
        fb::MoveList moves;
        fb::MoveGenerator::generateFrom(pos, m_selected, moves);
        for (const fb::Move& m : moves)
            if (m.to == s) {
                proposed = m;
                break;
            }
    }
    if (type == fb::NoPieceType)
        return {};
    if (proposed)
        if (const std::optional<fb::Refusal> why = fb::whyIllegal(pos, *proposed))
            return fb::refusalText(*why, v);
    //: A click on a square the selected piece cannot reach; %1 = the piece ("Knight")
    return tr("The %1 cannot move there.").arg(SideNames::pieceName(v, v.pieces[size_t(type)]));
}

TurnInput::Outcome TurnInput::clickSlot(fb::Side side, fb::PieceType type)
{
    if (!m_pos || isMidTurn())
        return Outcome::Ignored; // a half-made move waits for its next stop
    const bool usable = side == m_pos->sideToMove() && m_pos->handCount(side, type) > 0 && !m_over;
    if (usable)
        selectDrop(type);
    else
        selectSquare(fb::NoSquare);
    return Outcome::Changed;
}

TurnInput::Outcome TurnInput::dropOn(fb::Square s)
{
    if (s == fb::NoSquare || s == moverSquare() || !isTarget(s))
        return Outcome::Ignored;
    return advance(s, true);
}

TurnInput::Outcome TurnInput::advance(fb::Square s, bool finish)
{
    if (m_opponents || !m_turn.add(s))
        return Outcome::Ignored;
    updateTargets();
    const bool complete = !m_turn.completeMoves().empty();
    return complete && (finish || !m_turn.canContinue()) ? Outcome::Complete : Outcome::Changed;
}

void TurnInput::takeBack()
{
    if (isMidTurn()) {
        m_turn.back();
        updateTargets();
    } else {
        selectSquare(fb::NoSquare);
    }
}

fb::Square TurnInput::moverSquare() const
{
    if (!m_turn.started() || m_turn.dropType() != fb::NoPieceType)
        return fb::NoSquare;
    return m_turn.stops().empty() ? m_turn.from() : m_turn.stops().back();
}

std::vector<fb::Square> TurnInput::hiddenSquares() const
{
    std::vector<fb::Square> hidden;
    // A drop has no square it comes from: nothing of the board is hidden.
    if (!isMidTurn() || !m_pos || m_turn.dropType() != fb::NoPieceType
        || m_turn.from() == fb::NoSquare || !fb::isPiece(m_pos->at(m_turn.from())))
        return hidden;
    hidden.push_back(m_turn.from());
    // What it took on the way is gone, unless some of its moves only pass over it.
    const fb::MoveList moves = selectionMoves();
    for (fb::Square stop : m_turn.stops()) {
        const bool taken = std::all_of(moves.begin(), moves.end(), [stop](const fb::Move& m) {
            return m.to == stop
                || std::find(m.victims.begin(), m.victims.begin() + m.victimCount, stop)
                != m.victims.begin() + m.victimCount;
        });
        if (taken && stop != m_turn.from() && fb::isPiece(m_pos->at(stop)))
            hidden.push_back(stop);
    }
    return hidden;
}

BoardMarks TurnInput::marks() const
{
    BoardMarks marks;
    marks.selected = m_selected;
    if (m_turn.dropType() != fb::NoPieceType) {
        marks.dropType = m_turn.dropType();
        marks.dropSide = m_dropSide;
    }
    marks.opponents = m_opponents;
    marks.stops = m_turn.stops();
    if (!m_pos)
        return marks;
    const std::vector<fb::Square> hidden = hiddenSquares();
    const fb::Piece mover = m_selected != fb::NoSquare ? m_pos->at(m_selected) : fb::Empty;
    for (const fb::TurnBuilder::Target& t : m_targets) {
        BoardMarks::Target mark{t.square, 0};
        if (marks.dropType != fb::NoPieceType) {
            mark.kinds = BoardMarks::Drop;
        } else {
            if (t.continues)
                mark.kinds |= BoardMarks::Relay;
            if (t.completes || t.wallNext) { // the piece's move ends there (a wall may follow)
                // A piece of the mover's own side there is a castling partner, not a capture.
                const fb::Piece there = m_pos->at(t.square);
                const bool shown = fb::isPiece(there)
                    && std::find(hidden.begin(), hidden.end(), t.square) == hidden.end();
                const bool capture
                    = shown && !(fb::isPiece(mover) && fb::sideOf(there) == fb::sideOf(mover));
                mark.kinds |= capture ? BoardMarks::Capture : BoardMarks::Move;
            }
        }
        marks.targets.push_back(mark);
    }
    return marks;
}
