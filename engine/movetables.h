// SPDX-License-Identifier: GPL-3.0-or-later
// Move tables compiled from XBetza: legs with mailbox steps, per piece type and side.
#pragma once

#include "squareset.h"
#include "types.h"

#include <QStringList>
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace fb {

class VariantDefinition;

/// One leg of a compiled move: a step repeated up to maxSteps times, with the modes that
/// decide what the leg may end on or pass over (betza::Mode bits, defaults applied).
struct CompiledLeg
{
    int16_t delta = 0; ///< mailbox offset of one step
    int8_t dx = 0, dy = 0; ///< the step in files and ranks
    uint8_t minSteps = 1; ///< exact ranges have minSteps == maxSteps
    uint8_t maxSteps = 1; ///< 1 for leapers; 255 for unlimited riders
    uint32_t modes = 0;
    uint8_t lameCount = 0; ///< squares (relative to the leg start) that must be empty
    std::array<int16_t, 4> lame{};
    int16_t region = -1; ///< every square of the leg must lie in this region
};

/// A complete move pattern: one or more legs. Produces zero or more moves per position.
struct CompiledPath
{
    static constexpr int MaxLegs = 4;
    std::array<CompiledLeg, MaxLegs> legs{};
    uint8_t legCount = 0;
    bool initial = false; ///< only for a piece that has not moved
    int16_t originRegion = -1; ///< only while the piece stands in this region
    bool createsEnPassant = false; ///< squares passed over become en passant squares
    /// One leg of one step whose modes are at most m, c, e and n (a pawn's initial double step,
    /// its capture with en passant): the generator makes its moves without the leg walker.
    bool singleStep = false;
    /// The first path of a run of consecutive paths (PieceTable::paths) that share their first
    /// leg, when that leg is one plain step (no hop, jump, lame square or region) and the path
    /// has more legs: the generator tests that step once for the whole run and skips the run
    /// when it cannot go on (the square is off the board, empty for a leg that cannot move,
    /// or held by a piece the leg cannot take), as a Lion's capture-first legs mostly cannot.
    bool firstLegGate = false;
    /// With firstLegGate: the index in PieceTable::paths just past the run.
    uint16_t firstLegRunEnd = 0;
};

/// Single-leg, mode m and/or c, no flags: the fast path of the generator.
struct SimpleStep
{
    int16_t delta;
    int8_t dx, dy; ///< `delta` in files and ranks
    uint8_t maxSteps; ///< 1 leaper, >1 rider
    bool move;
    bool capture;
};

struct CastlingRule
{
    int steps = 0; ///< king steps toward the partner when no fixed files are set
    bool left = false;
    bool right = false;
};

/// The compiled moves of one piece type for one side.
struct PieceTable
{
    std::vector<SimpleStep> simple;
    /// `simple` split for the generator: the single steps (leaps) and the rides, so a leap is
    /// tested without a ride's loop. Same steps, same order within each.
    std::vector<SimpleStep> simpleLeaps, simpleRides;
    std::vector<CompiledPath> paths; ///< everything not in `simple`
    CastlingRule castling;
    bool hasInitial = false;
    bool resetsClock = false; ///< PieceDefinition::pawn: its moves reset the half-move clock
    /// rules.burning with `choose`: a burner, whose moves get the burns its player may choose
    /// (appendChosenBurns, from MoveGenerator::generatePiece).
    bool burnsByChoice = false;
};

/// A reverse attack ray used to answer "is this square attacked": from the target, walk
/// `delta` up to maxSteps; the first piece met attacks if attacker[piece] is set.
struct AttackRay
{
    enum Kind : uint8_t
    {
        Leap,
        Slide,
        LameLeap,
        Hop,
        Grasshop,
        /// A range capture (betza::RangeJump): the walk passes one or more pieces whose jump
        /// rank is below the attacker's; the attacker is the first piece met that outranks
        /// every piece passed (MoveTables::jumpRanks), and the walk ends at a piece of `rank`.
        RangeJump
    };
    Kind kind = Leap;
    int16_t delta = 0;
    int8_t dx = 0, dy = 0; ///< `delta` in files and ranks
    uint8_t maxSteps = 1;
    uint8_t lameCount = 0;
    std::array<int16_t, 4> lame{}; ///< offsets from the attacker's square that must be empty
    int firstCode = 0; ///< index into MoveTables::attackerFlags
    int16_t originRegion = -1; ///< the attacker must stand in this region
    /// A region-bound leg (a region move with "path"): every square from the target to the
    /// attacker, the target included and the attacker not, lies in this region.
    int16_t pathRegion = -1;
    /// The attacker has exclusions (PieceDefinition::cannotHopOver, cannotCapture): the
    /// screen and the target's piece are checked against its lists. Such a ray has one type.
    bool exclusions = false;
    /// RangeJump: the highest jump rank among the ray's attackers (no piece of that rank or
    /// above can be jumped by any of them).
    uint8_t rank = 0;
};

/// All compiled tables of a variant. Built by VariantDefinition::finalize().
struct MoveTables
{
    /// table(type, side)
    std::vector<PieceTable> pieceTables;
    const PieceTable& table(PieceType t, Side s) const { return pieceTables[size_t(t) * 2 + s]; }

    /// Attack rays per attacking side; attackerFlags[firstCode + piece] says whether a piece
    /// attacks along that ray.
    std::array<std::vector<AttackRay>, 2> attackRays;
    /// Per attacking side: how many rays come before the first Leap ray (every Leap ray comes
    /// after the others: no move opens a leap).
    std::array<int, 2> lineRayCount{0, 0};
    std::vector<uint8_t> attackerFlags;
    /// Per piece code, its PieceDefinition::jumpRank (0 for Empty and Wall).
    std::vector<uint8_t> jumpRanks;
    /// Per attacking side and target square, the rays along which an attacker could stand at
    /// all (the ray's first squares on the board, the target and the attacker's square in the
    /// ray's regions), in the order of attackRays: indices into attackRays[side], the list of
    /// (side, square) from rayIndexStart[side * cells + square] to the next start.
    std::vector<uint16_t> rayIndex;
    std::vector<uint32_t> rayIndexStart; ///< 2 * cells + 1 entries
    /// Per (side, square), where the Leap rays begin in its rayIndex list (they come last).
    std::vector<uint32_t> rayIndexLeaps; ///< 2 * cells entries
    /// A Leap ray of rayIndex as the attack test reads it: the attacker stands on
    /// target + delta and attacks if attackerFlags[firstCode + piece] (and, for the ray
    /// attackRays[side][ray], RayBoard's region and exclusion tests pass).
    struct LeapProbe
    {
        int16_t delta;
        uint16_t ray;
        int32_t firstCode;
    };
    /// The Leap rays of each (side, square) as probes, from leapProbeStart[side * cells +
    /// square] to the next start, in rayIndex's order.
    std::vector<LeapProbe> leapProbes;
    std::vector<uint32_t> leapProbeStart; ///< 2 * cells + 1 entries
    /// Per (side, square) as leapProbeStart: the squares its probes look at (target + delta).
    /// Where the side has no piece on any of them, no probe can find an attacker.
    std::vector<SquareSet> leapSources;
    /// The attack test from the attackers' side (Position::isAttacked): for each piece code and
    /// offset from a target square to the piece (in files and ranks), the rays of the piece's
    /// side along which it could attack from there on some board: indices into
    /// attackRays[sideOf(piece)], the list from reachStart[i] to reachStart[i + 1], where
    /// i = piece * reachCells + reachCenter + reachCell[piece's square] - reachCell[target].
    /// reachCell[square] is rank * (2 * files - 1) + file. Empty (reachCells == 0) where the
    /// tables would pass MaxReachCells or MaxReachRays: the test walks the rays of the target.
    std::vector<uint32_t> reachStart;
    std::vector<uint16_t> reachRays;
    std::vector<int32_t> reachCell; ///< per mailbox cell
    int reachCells = 0; ///< (2 * files - 1) * (2 * ranks - 1), or 0: no tables
    int reachCenter = 0; ///< the index of offset (0, 0) among a piece's reachCells
    static constexpr std::size_t MaxReachCells = std::size_t(1) << 19;
    static constexpr std::size_t MaxReachRays = std::size_t(1) << 18;
    /// Per attacking side: some ray has a pathRegion (the attack test then checks regions).
    std::array<bool, 2> pathRegionRays{false, false};
    /// Piece types whose captures are not expressible as rays (multi-leg, initial, ranges
    /// with a minimum ...): the attack test generates their moves instead.
    std::array<std::vector<PieceType>, 2> complexAttackers;
    /// Squares whose occupancy can change whether a royal on `square` is attacked (lines and
    /// lame-leap legs through it), per defending side: blockers(side, square).
    std::vector<SquareSet> blockSensitive;
    /// Every legality test makes the move (explosions, duple check, gating, walling, complex
    /// attackers).
    bool alwaysTestLegality = false;
    /// Some piece loses its initial moves when an enemy piece aims at it
    /// (PieceDefinition::initialMovesLostWhenAimedBy): makeMove must look for such royals.
    bool initialMovesLostWhenAimed = false;
    /// A piece type promotes in place (PromotionTrigger::InPlace, inplacepromotion.h).
    bool inPlacePromotions = false;
    /// A piece's moves get second parts after they are generated: a piece from the hand
    /// through the gate it leaves (rules.gating) or a wall (rules.walling). One test per
    /// piece for the variants without.
    bool movesGetSecondParts = false;
    /// En passant captures per capturing side: a piece `piece` on `target - delta` may
    /// capture en passant on `target`.
    struct EpCapture
    {
        int16_t delta;
        Piece piece;
    };
    std::array<std::vector<EpCapture>, 2> epCaptures;

    /// Where a move of a piece of a type and side must start or end to promote at all: its
    /// promotion zone and `alsoIn` region (empty for a type that never promotes), each set
    /// sized for every cell. The generator asks the promotion rules only for moves touching it.
    std::vector<SquareSet> promotionSquares; ///< index type * 2 + side
    /// Squares where a piece of a type and side has no move at all on an empty board.
    std::vector<SquareSet> deadSquares; ///< index type * 2 + side
    /// Where a piece of a type and side from the hand may enter the board as itself, empty or
    /// not: inside its drop region and the region it may never leave, and, where a piece that
    /// could never move is illegal, not on its dead squares. Empty for a type never dropped.
    std::vector<SquareSet> dropSquares; ///< index type * 2 + side

    /// Zobrist keys, sized from the variant.
    std::vector<uint64_t> pieceKeys; ///< [piece code * cells + square]
    std::vector<uint64_t> handKeys; ///< [(type * 2 + side) * MaxHandKey + count]
    std::vector<uint64_t> virginKeys; ///< [square]
    std::vector<uint64_t> gateKeys; ///< [square]: rules.gating's gates
    std::vector<uint64_t> epKeys; ///< [square]
    std::vector<uint64_t> lionKeys; ///< [square]: Chu's counter-strike square
    uint64_t sideKey = 0;
    int cells = 0;
    static constexpr int MaxHandKey = 64;
    uint64_t pieceKey(Piece p, Square s) const { return pieceKeys[size_t(p) * cells + s]; }
    uint64_t handKey(Side side, PieceType t, int count) const
    {
        return handKeys[(size_t(t) * 2 + side) * MaxHandKey + (count & (MaxHandKey - 1))];
    }
};

/// What the compiled tables of a variant will take, worked out before they are built.
struct TableEstimate
{
    std::size_t bytes = 0; ///< an upper bound of the memory the tables take
    std::size_t paths = 0; ///< move paths per side that the pieces' XBetza strings expand to
    bool partial = false; ///< counting stopped past the limit: `paths` is a lower bound
};

/// Estimates the memory compileMoveTables() and VariantDefinition::finalize() take for `v`
/// (geometry, pieces and regions set, nothing compiled), from the board's cells, the piece
/// types and the paths each XBetza component expands to. Stops counting once the estimate
/// passes `limit`, so a hostile preset costs little time here; the result then exceeds `limit`.
TableEstimate estimateMoveTables(const VariantDefinition& v, std::size_t limit);

/// Builds every table of `v` (which must have geometry, pieces and regions set). Problems are
/// appended to `errors` as "key: message".
void compileMoveTables(const VariantDefinition& v, MoveTables& out, QStringList& errors);

} // namespace fb
