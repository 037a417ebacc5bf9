// SPDX-License-Identifier: GPL-3.0-or-later
// Position: the board, hands, side to move and rule state, with make/unmake.
#pragma once

#include "move.h"
#include "variant.h"

#include <array>
#include <optional>
#include <vector>

namespace fb {

/// A position of one variant. Cheap to copy for small boards; owns its undo stack.
/// Contract: a Position always refers to a finalized VariantDefinition that outlives it
/// (held by shared pointer).
class Position
{
public:
    /// The most royal pieces one side may have on the board: a king and nine queens where
    /// queens are royal (Coregal Chess: eight pawns promoted). FEN reading refuses more, and the
    /// generator offers no promotion that would make more.
    static constexpr int MaxRoyals = 10;
    static constexpr int MaxEpSquares = 3;
    /// The most pieces one side may hold in hand, all types together (so also of one type).
    /// More than the largest board (36 x 36 = 1296 squares) holds; FEN reading refuses more,
    /// so a hand count never overflows and a FEN written from it stays small.
    static constexpr int MaxHandCount = 2000;
    /// The largest half-move clock, move number and SFEN ply number read from a FEN. Play
    /// stops counting there (the counters saturate), so no counter ever overflows.
    static constexpr int MaxMoveCounter = 999'999'999;

    explicit Position(VariantPtr variant);

    const VariantDefinition& variant() const { return *m_variant; }
    const VariantPtr& variantPtr() const { return m_variant; }
    const BoardGeometry& geometry() const { return m_variant->geometry; }

    Piece at(Square s) const { return m_board[size_t(s)]; }
    Side sideToMove() const { return m_stm; }
    int handCount(Side s, PieceType t) const { return m_hands[size_t(t) * 2 + s]; }
    /// True while the piece on `s` has not moved (castling rights, initial moves).
    bool isVirgin(Square s) const { return m_virgin[size_t(s)]; }
    /// rules.gating: may a piece from the hand enter on `s` when the piece standing there
    /// leaves it (a gate: FEN's castling-field letters in Seirawan chess)? Cleared when the piece
    /// on `s` moves or is captured.
    bool isGate(Square s) const { return m_gates[size_t(s)]; }
    uint64_t key() const { return m_key; }
    int halfmoveClock() const { return m_halfmoveClock; }
    int fullmoveNumber() const { return m_fullmoveNumber; }
    /// Plies made since this Position was set up (the undo stack depth).
    int ply() const { return int(m_undo.size()); }
    const std::array<Square, MaxEpSquares>& epSquares() const { return m_epSquares; }
    int epCount() const { return m_epCount; }
    Square epVictim() const { return m_epVictim; }
    /// Chu Shogi: the square where, on the last move, a non-Lion captured a Lion (else NoSquare).
    Square lionCaptureSquare() const { return m_lionCapture; }
    void setLionCaptureSquare(Square s);
    /// The squares holding a piece of side `s`. Contract: equal to the board's pieces outside
    /// checkAfter's test (which sets squares without it; the attack tests never read it).
    const SquareSet& occupied(Side s) const { return m_occupied[s]; }
    /// The squares of a side's royal pieces.
    int royalCount(Side s) const { return m_royalCount[s]; }
    /// n-check (rules.goals.checkLimit): how many more checks side `s` must give to win.
    int checksRemaining(Side s) const { return m_checksLeft[s]; }
    /// The most checks a FEN may say a side still has to give.
    static constexpr int MaxCheckCount = 99;
    Square royal(Side s, int i) const { return m_royals[s][size_t(i)]; }

    // ---- editing (set-up, FEN reading, position editor); keeps the key up to date
    void clear();
    void setPiece(Square s, Piece p);
    /// Sets a hand count, clamped to 0..MaxHandCount.
    void setHandCount(Side s, PieceType t, int count);
    void setSideToMove(Side s);
    void setVirgin(Square s, bool v);
    /// Marks `s` as a gate (rules.gating) or not.
    void setGate(Square s, bool g);
    void setEnPassant(const std::vector<Square>& squares, Square victim);
    /// Sets how many checks side `s` must still give (n-check; clamped to 0..MaxCheckCount).
    /// Only variants with a check limit keep the count in the key.
    void setChecksRemaining(Side s, int count);
    /// Sets the half-move clock (clamped to 0..MaxMoveCounter) and the move number (clamped
    /// to 1..MaxMoveCounter).
    void setClocks(int halfmove, int fullmove);
    /// Recomputes the key from scratch (tests compare it to the incremental key).
    uint64_t computeKey() const;

    // ---- moves
    /// Plays a move (which must come from this position's generator or be equivalent).
    /// If `change` is given, it is filled with what the view needs to animate. The clocks
    /// stop at MaxMoveCounter; unmakeMove restores them exactly.
    void makeMove(const Move& m, MoveChange* change = nullptr);
    /// Takes back the last move made with makeMove. Contract: ply() > 0.
    void unmakeMove();
    /// Makes room for the undo records of `plies` moves in all (a copy keeps none of the room
    /// a position reserves when it is made): a game replayed from a copied start position then
    /// grows no list. Changes nothing else.
    void reservePlies(int plies) { m_undo.reserve(size_t(std::max(plies, 0))); }
    /// The move that led to this position (ply() > 0).
    const Move& lastMove() const { return m_undo.back().move; }
    /// The move made at `ply` (0 <= ply < ply()): the one that led from position `ply` on.
    const Move& moveAt(int ply) const { return m_undo[size_t(ply)].move; }
    /// Calls f(square, piece) for each square the move made at `ply` changed, with what the
    /// square held before it, in the order unmakeMove() restores them (the last change first).
    template <typename F> void forEachChangeBefore(int ply, F&& f) const
    {
        const Undo& u = m_undo[size_t(ply)];
        for (int i = u.changeCount - 1; i >= 0; --i)
            f(u.changes[size_t(i)].first, u.changes[size_t(i)].second);
    }
    /// The piece that made the move at `ply` (0 <= ply < ply()), as it stood before the move;
    /// Empty for a pass or a drop.
    Piece moverAt(int ply) const;
    /// Did the move made at `ply` (0 <= ply < ply()) capture anything?
    bool capturedAt(int ply) const;
    /// The key of the position a pseudo-legal move `m` leads to, computed without making it,
    /// and whether `m` resets the half-move clock (a capture or a pawn move).
    struct KeyAfterMove
    {
        uint64_t key = 0; ///< meaningless when resetsClock and the variant has no hands
        bool resetsClock = false;
    };
    /// keyAfter(m).key == the key after makeMove(m). Nothing for the moves whose key it does not
    /// work out (castling, the captures of variants with hands, a royal's move that ends
    /// castling rights, moves that leave en passant squares, drops that keep initial moves,
    /// every move of an n-check variant).
    std::optional<KeyAfterMove> keyAfter(const Move& m) const
    {
        return keyAfter(m, keyAfterBase());
    }
    /// What every move's keyAfter shares: this key with the side to move changed and the en
    /// passant and counter-strike squares cleared. keyAfter(m, keyAfterBase()) == keyAfter(m).
    uint64_t keyAfterBase() const;
    std::optional<KeyAfterMove> keyAfter(const Move& m, uint64_t base) const;
    /// Keys of earlier positions in this game, oldest first, for repetition.
    uint64_t keyAt(int ply) const { return ply == this->ply() ? m_key : m_undo[size_t(ply)].key; }

    // ---- attack tests (attacks.cpp)
    /// Is `s` (a square of the board) attacked by a piece of side `by`?
    bool isAttacked(Square s, Side by) const;
    /// Is any royal of side `s` attacked (or facing the enemy royal where that is forbidden)?
    bool inCheck(Side s) const;
    /// Do two opposing royals stand on one file with nothing between them?
    bool royalsFace() const { return facingRoyals(); }
    /// What the attack test says of the position a pseudo-legal move leads to.
    struct AfterMove
    {
        bool inCheck = false; ///< inCheck(mover) after the move
        bool royalsFace = false; ///< royalsFace() after the move (when asked for)
    };
    /// Tests the position `m` (a pseudo-legal move of the side to move, any kind) leads to from
    /// the board alone, without making the move: the squares it changes are set, tested and
    /// restored. Nothing (no test) for a move that captures a royal or makes a piece royal or
    /// not royal, or that explodes: make it instead. `pos` is unchanged on return.
    std::optional<AfterMove> checkAfter(const Move& m, bool wantFacing = false);
    /// checkAfter(m)->inCheck for a step of the royal of the side to move, without its general
    /// bookkeeping. Contract: the side to move has exactly one royal, on `m.from`, and `m` is a
    /// pseudo-legal Normal move of it without victims or promotion. Nothing when `m` captures a
    /// royal. `pos` is unchanged on return.
    std::optional<bool> royalStepAttacked(const Move& m);
    /// Does the pseudo-legal move `m` of the side to move give check: is a royal of the other
    /// side attacked (or facing, where that is forbidden) after it? Answered like checkAfter,
    /// from the board alone. Nothing where checkAfter gives nothing, and where the mover's side
    /// has complex attackers (MoveTables::complexAttackers: their moves read the initial-move
    /// flags, which the board alone does not set): make the move instead. `pos` is unchanged.
    std::optional<bool> givesCheckAfter(const Move& m);

private:
    friend class MoveGenerator;
    friend class RoyalExposure;
    friend class CheckEvasion;
    struct Undo
    {
        Move move;
        uint64_t key;
        int halfmoveClock;
        int fullmoveNumber;
        std::array<Square, MaxEpSquares> epSquares;
        uint8_t epCount;
        Square epVictim;
        uint8_t changeCount = 0;
        /// A move changes its origin, its destination and its victims' squares; an explosion
        /// (rules.explosions) also the destination again and its eight neighbours.
        /// A wall (rules.walling) two more: its square, and the duck's old square.
        std::array<std::pair<Square, Piece>, 6 + Move::MaxVictims + 8> changes;
        uint8_t virginCount = 0;
        std::array<Square, 24> virginCleared;
        /// rules.gating: the gates the move closed (its origin, destination, victims and a
        /// castling partner's square).
        uint8_t gateCount = 0;
        std::array<Square, 4 + Move::MaxVictims + 8> gatesCleared;
        /// A dropped piece with initial moves on its start square, or a piece that moved into
        /// its initial region.
        Square virginSet = NoSquare;
        /// rules.placement: the pieces a drop gave their castling rights (placementrules.h).
        uint8_t droppedRightsCount = 0;
        std::array<Square, 8> droppedRights;
        Square lionCapture = NoSquare;
        uint8_t handChangeCount = 0;
        std::array<std::pair<int16_t, int8_t>, 4> handChanges; // (index, delta)
        /// The royal lists before the move, saved (royalsSaved) by the first change of a
        /// royal's square: most moves touch no royal and copy nothing.
        std::array<std::array<Square, MaxRoyals>, 2> royals;
        std::array<uint8_t, 2> royalCount;
        bool royalsSaved = false;
        std::array<uint8_t, 2> checksLeft;
        /// rules.flipping: how many squares the move flipped; they are the last ones on
        /// m_flipped (fliprules.h).
        uint16_t flipCount = 0;
    };

    /// The squares a move changes and what they hold after it (attacks.cpp).
    struct SquaresAfter
    {
        static constexpr int Max = 2 + Move::MaxVictims;
        std::array<std::pair<Square, Piece>, Max> squares;
        int count = 0;
        Square royalFrom = NoSquare, royalTo = NoSquare; ///< a royal's move
    };
    /// Fills `out` for `m`; -1 for a move that captures a royal or changes whether a piece is
    /// royal (the royal lists would change), for a capture that explodes (rules.explosions), for
    /// every move of a variant with burning (rules.burning), for a gating move (rules.gating) and a
    /// move with a wall (rules.walling), else the number of squares.
    int squaresAfter(const Move& m, SquaresAfter& out) const;
    /// Sets the squares of `after` (and the moving royal), runs `test`, restores everything.
    template <typename Test> void withSquaresAfter(const SquaresAfter& after, Test&& test);

    void put(Undo& u, Square s, Piece p);
    /// Sets a board square and keeps the occupied sets with it.
    void setCell(Square s, Piece p)
    {
        const Piece old = m_board[size_t(s)];
        if (isPiece(old))
            m_occupied[sideOf(old)].remove(s);
        if (isPiece(p))
            m_occupied[sideOf(p)].insert(s);
        m_board[size_t(s)] = p;
    }
    void clearVirgin(Undo& u, Square s);
    /// rules.placement: the castling rights a drop of `placed` on `to` gives (recorded in `u`).
    void grantCastlingByDrop(Undo& u, PieceType placed, Side side, Square to);
    /// rules.gating: closes the gate on `s`, if there is one.
    void clearGate(Undo& u, Square s);
    /// rules.gating: puts the move's gated piece from the hand on its square (gatingrules.h).
    void enterGatedPiece(Undo& u, const Move& m, MoveChange* change);
    /// rules.walling: puts the move's wall on its square; the duck leaves its old one.
    void placeWall(Undo& u, const Move& m, MoveChange* change);
    /// A castling royal that moves ends every castling right of its side on its rank.
    void dropCastlingPartners(Undo& u, Square royalFrom, Side side);
    void changeHand(Undo& u, Side side, PieceType t, int delta);
    void capture(Undo& u, Square s, MoveChange* change);
    /// rules.flipping: turns the enemy pieces the piece just arrived on `to` encloses or
    /// touches into the mover's (fliprules.h), recorded on m_flipped for unmakeMove.
    void flipPieces(Undo& u, Square to, MoveChange* change);
    /// rules.explosions: removes what a capture on `s` explodes (explosionrules.h).
    void explode(Undo& u, Square s, MoveChange* change);
    /// rules.burning: removes what the move that just stopped on `to` burns (burningrules.h);
    /// whether it removed anything.
    bool burn(Undo& u, Square to, MoveChange* change);
    /// Where a non-Lion `mover` has just captured an enemy Lion (recorded in `u`), if it did.
    Square lionCapturedBy(const Undo& u, Piece mover) const;
    void rebuildRoyals();
    bool facingRoyals() const;
    /// A piece of type `t` that lands on `s` in its initialRegion has its initial moves there
    /// again (horde's pawns stepping to the second rank); recorded in `u` as virginSet.
    void markInitialRegion(Undo& u, PieceType t, Side side, Square s);
    /// pieces[].initialMovesLostWhenAimedBy: the first royal of side `them` that keeps its
    /// initial moves and loses them when a piece of type `moved` arrives on `to`; NoSquare if
    /// none does.
    Square royalAimedAt(Side them, PieceType moved, Square to) const;
    /// n-check: counts a check the move just made by `mover` gives (the key follows).
    void countCheck(Side mover);

    VariantPtr m_variant;
    const MoveTables* m_tables;
    std::vector<Piece> m_board;
    std::array<SquareSet, 2> m_occupied; ///< occupied(side)
    std::vector<uint8_t> m_virgin;
    std::vector<uint8_t> m_gates; ///< isGate(square)
    std::vector<int> m_hands;
    Side m_stm = First;
    uint64_t m_key = 0;
    int m_halfmoveClock = 0;
    int m_fullmoveNumber = 1;
    std::array<Square, MaxEpSquares> m_epSquares{NoSquare, NoSquare, NoSquare};
    uint8_t m_epCount = 0;
    Square m_epVictim = NoSquare;
    Square m_lionCapture = NoSquare;
    std::array<std::array<Square, MaxRoyals>, 2> m_royals{};
    std::array<uint8_t, 2> m_royalCount{0, 0};
    std::array<uint8_t, 2> m_checksLeft{0, 0};
    std::vector<Undo> m_undo;
    /// rules.flipping: the squares every move on the undo stack flipped, in order (each move's
    /// Undo::flipCount of them); empty for other variants.
    std::vector<Square> m_flipped;
};

} // namespace fb
