// SPDX-License-Identifier: GPL-3.0-or-later
// The move model shared by the engine, the notation, the logs and the board view.
#pragma once

#include "types.h"

#include <array>
#include <cstdint>
#include <vector>

namespace fb {

/// What kind of turn a Move is. Each kind uses only the fields documented for it.
enum class MoveKind : uint8_t
{
    Normal, ///< a piece moves from `from` to `to`, possibly through `via` squares
    Drop, ///< `dropped` enters from the mover's hand onto `to`; `from` is NoSquare
    Castle, ///< the royal goes `from`→`to`, its partner `partnerFrom`→`partnerTo`
    Pass, ///< the whole turn is passed; no squares
};

/// One legal or pseudo-legal turn. Nothing is overloaded: a drop names its piece type, a
/// multi-leg move lists every intermediate square in order, captures away from `to` (locust
/// victims, the en passant victim) are listed in `victims`.
struct Move
{
    static constexpr int MaxVia = 3;
    static constexpr int MaxVictims = 3;
    static constexpr uint16_t NoPath = 0xFFFF;

    // 32 bytes in all (the generator writes and copies millions): the two counts and where a
    // gated piece enters share a byte.
    MoveKind kind = MoveKind::Normal;
    uint8_t viaCount : 3 = 0; ///< how many of `via` are used (at most MaxVia)
    uint8_t victimCount : 3 = 0; ///< how many of `victims` are used (at most MaxVictims)
    /// Castle only, with `gated`: the gated piece enters on `partnerFrom`, not on `from`.
    uint8_t gatedOnPartner : 1 = 0;
    Square from = NoSquare;
    Square to = NoSquare;
    std::array<Square, MaxVia> via{NoSquare, NoSquare, NoSquare};
    std::array<Square, MaxVictims> victims{NoSquare, NoSquare, NoSquare};
    PieceType promotion = NoPieceType; ///< the type the piece becomes, or NoPieceType
    PieceType dropped = NoPieceType; ///< the dropped type (Drop only)
    Square partnerFrom = NoSquare; ///< Castle only: the partner's square
    Square partnerTo = NoSquare; ///< Castle only: where the partner lands
    /// rules.gating (Seirawan): the type a piece from the mover's hand enters as, on the square
    /// gatedOn() the move vacates, as part of the move; NoPieceType for a move without gating.
    PieceType gated = NoPieceType;
    /// rules.walling (wallingrules.h): the square where a wall stands after the move, put there
    /// as its second part once the piece has moved (and any gated piece entered): the arrow the
    /// moved piece shoots (a new permanent wall), the square the duck moves to (leaving the one
    /// it stood on), the square the piece left ("past") ...; NoSquare in a move without walling.
    Square wall = NoSquare;
    /// engine-internal: the compiled path (PieceTable::paths) that produced the move; NoPath
    /// for a simple step (PieceTable::simple), a drop, castling or a pass.
    uint16_t pathIndex = NoPath;

    bool isDrop() const { return kind == MoveKind::Drop; }
    bool isPass() const { return kind == MoveKind::Pass; }
    bool isCastle() const { return kind == MoveKind::Castle; }
    bool isMultiLeg() const { return viaCount > 0; }
    bool isGating() const { return gated != NoPieceType; }
    bool isWalling() const { return wall != NoSquare; }
    /// Where `gated` enters: `from` (Normal), or `from` or `partnerFrom` (Castle); NoSquare
    /// for a move without gating.
    Square gatedOn() const { return !isGating() ? NoSquare : gatedOnPartner ? partnerFrom : from; }
    /// Sets gatedOn() to `s`: `partnerFrom` for a castling partner's square, else `from`.
    void setGatedOn(Square s) { gatedOnPartner = kind == MoveKind::Castle && s == partnerFrom; }
    void addVia(Square s) { via[viaCount++] = s; }
    void addVictim(Square s) { victims[victimCount++] = s; }
    /// The squares a piece visits after `from`: every via square then `to`.
    std::vector<Square> path() const;
    /// Equality of the turn itself, what it takes included (ignores pathIndex): two moves over
    /// the same squares that take different pieces (a Fire Demon's chosen burns) differ.
    bool sameTurn(const Move& o) const;
};
static_assert(sizeof(Move) == 32, "Move is written and copied for every generated move");

using MoveList = std::vector<Move>;

/// What changed on the board after a move, for a view that animates instead of redrawing.
/// Produced by Position::makeMove.
struct MoveChange
{
    struct Slide
    {
        Square from;
        Square to;
        Piece piece; ///< the piece as it moves (before promotion)
    };
    struct Capture
    {
        Square square;
        Piece piece;
    };
    struct HandChange
    {
        Side side;
        PieceType type;
        int newCount;
    };
    std::vector<Slide> slides; ///< in order: each leg of the mover, then a castling partner
    std::vector<Capture> captures; ///< every piece removed from the board
    Square promotedOn = NoSquare; ///< where a piece changed type, if it did
    Piece promotedTo = Empty;
    Square droppedOn = NoSquare; ///< where a dropped piece appeared
    Piece dropped = Empty;
    std::vector<HandChange> hands; ///< hand counts that changed
    /// rules.flipping: the pieces that changed sides, as they stood before (same type, the
    /// other side after the move).
    std::vector<Capture> flips;
    Square wallTo = NoSquare; ///< rules.walling: where the move put a wall
    Square wallFrom = NoSquare; ///< where the duck stood before (NoSquare: a new wall)
};

} // namespace fb
