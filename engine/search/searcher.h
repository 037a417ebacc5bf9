// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in AI's search: negamax alpha-beta (principal variation search) with iterative
// deepening, quiescence on captures, a transposition table and move ordering, over the engine's
// own generator and rules. No threads of its own: the caller runs it where it likes and stops it
// through an atomic flag.
#pragma once

#include "evaluation.h"
#include "moveorder.h"
#include "transpositiontable.h"

#include <QElapsedTimer>
#include <atomic>
#include <functional>
#include <optional>

namespace fb::search {

/// When a search ends besides the stop flag; 0 = no limit.
struct Limits
{
    int depth = 0; ///< the deepest iteration (plies, before extensions and quiescence)
    qint64 nodes = 0; ///< nodes searched (every position entered, quiescence included)
    int timeMs = 0; ///< the time the search may take
    /// No new iteration starts after this much time (0: half of timeMs, as the next iteration
    /// would hardly finish). A time per move is best used whole (= timeMs): the unfinished
    /// iteration's move is taken when it proved better.
    int softTimeMs = 0;
    /// Lines per iteration (analysis, MultiPV): after the best move's line, the best line of
    /// the root moves not yet reported, and so on, up to this many (or every legal move).
    int lines = 1;
};

/// Variety between games: a small pseudo-random term added to the static evaluation while the
/// game is young, so that games from one start position differ. The term depends on the position
/// and the seed only (a position scores alike all through a search, as the transposition table
/// needs); another seed gives other terms. Off (amplitudeCp 0) unless set.
struct Randomness
{
    uint64_t seed = 0;
    int amplitudeCp = 0; ///< the term lies in -amplitudeCp..amplitudeCp; 0 = none
    int plies = 0; ///< the term is added in searches of positions before this game ply
};

/// One finished iteration of the search.
struct Iteration
{
    int depth = 0;
    int score = 0; ///< for the side to move; mate scores as Searcher::isMate says
    qint64 nodes = 0;
    qint64 timeMs = 0;
    MoveList pv; ///< the principal variation from the root
    int line = 1; ///< which line of the iteration (1 = the best; see Limits::lines)
};

/// What a search found.
struct SearchResult
{
    std::optional<Move> move; ///< a legal move of the root; nothing when there is none
    int score = 0;
    int depth = 0; ///< the deepest finished iteration (0: none finished)
    qint64 nodes = 0;
    MoveList pv;
};

class Searcher
{
public:
    /// A score of Mate - n: the side to move mates in n plies; -(Mate - n): it is mated.
    static constexpr int Mate = 30000;
    /// The deepest ply a search goes (quiescence included).
    static constexpr int MaxPly = MoveOrder::MaxPly;
    static constexpr int MaxDepth = 64;
    /// Quiescence plies after the main search (captures, or every move out of check).
    static constexpr int MaxQuiescencePlies = 8;
    /// Delta pruning: a capture in the quiescence search is skipped when even this much more
    /// than what it takes would not raise the score to alpha (not in check, and not where
    /// losing pieces is the aim).
    static constexpr int DeltaMargin = 200;
    /// Aspiration windows: from this depth on an iteration searches this close around the
    /// last score first, and widens the window (doubling its margin) when the score falls
    /// outside.
    static constexpr int AspirationDepth = 4;
    static constexpr int AspirationMargin = 40;
    /// Null-move pruning: where the side to move may pass without losing much (not in check,
    /// a piece worth NullMovePieceValue or more, or one in hand, and the variant's data allow
    /// it: see nullMoveVariant), a search with the turn passed and NullMoveReduction (+ a ply
    /// for each 4 of depth) plies less that still holds beta cuts the node off.
    static constexpr int NullMoveDepth = 3;
    static constexpr int NullMoveReduction = 2;
    static constexpr int NullMovePieceValue = 4 * PieceValues::CentipawnsPerMove;
    /// Static pruning near the leaves: a node of depth d whose static score is this times d
    /// above beta is cut off (not in check, not in principal variations).
    static constexpr int FutilityMargin = 120;
    static constexpr int FutilityDepth = 3;
    /// How many nodes pass between two looks at the stop flag, the clock and the node limit.
    static constexpr qint64 CheckEvery = 256;
    static constexpr size_t DefaultTableMegabytes = 16;

    /// A searcher for positions of `variant` (a finalized variant): its piece values are worked
    /// out here.
    explicit Searcher(const VariantPtr& variant, size_t tableMegabytes = DefaultTableMegabytes);
    Searcher(const Searcher&) = delete; // its move order refers to its own evaluation
    Searcher& operator=(const Searcher&) = delete;

    /// Searches `pos` (a position of the variant, with the game's moves made on it, so that
    /// repetitions are seen) within `limits`, until `stop` is set, or until a mate is found
    /// whose distance the last iteration covered. `report` (if given) is called after each
    /// finished iteration, in the caller's thread (with limits.lines > 1, once per line, best
    /// first: a line's first move is none of the better lines' first moves, and its score is
    /// exact). The move returned is one of
    /// MoveGenerator::generateLegal's moves of `pos`: the best of the last finished iteration,
    /// or of the unfinished one when it found a better move, or the first move in the search's
    /// order when no iteration finished; with a single legal move, that move at once. `pos` is
    /// restored before returning.
    SearchResult search(Position& pos, const Limits& limits, const std::atomic<bool>& stop,
        const std::function<void(const Iteration&)>& report = {});

    /// A new game: the transposition table, killers and history are emptied.
    void newGame();
    /// Sets the randomness of the searches to come (none by default: the same search of the
    /// same position gives the same move).
    void setRandomness(const Randomness& r) { m_randomness = r; }
    const VariantPtr& variant() const { return m_variant; }
    const Evaluation& evaluation() const { return m_eval; }

    /// Is `score` a mate score (either side mates)?
    static bool isMate(int score) { return std::abs(score) >= Mate - MaxPly; }
    /// Moves (not plies) to mate for a mate score: positive when the side to move mates,
    /// negative when it is mated.
    static int mateInMoves(int score)
    {
        return score > 0 ? (Mate - score + 1) / 2 : -(Mate + score + 1) / 2;
    }

private:
    int rootSearch(Position& pos, MoveList& moves, int depth, int alpha, int beta, Move& best);
    /// Lines 2..lines of an iteration of `depth` whose best line began with root.front():
    /// each a full-window search of the root moves no reported line began with. Stops early
    /// when the search is stopped.
    void reportOtherLines(Position& pos, const MoveList& root, int depth, int lines,
        const std::function<void(const Iteration&)>& report);
    int negamax(Position& pos, int depth, int alpha, int beta, int ply, bool pvNode,
        bool nullAllowed = true);
    /// May the side to move of `pos` pass in a null-move search (see NullMoveDepth)?
    bool nullMoveSafe(const Position& pos) const;
    int quiesce(Position& pos, int alpha, int beta, int ply, int qply);
    /// The score of a position the rules end (goals, bikjang, double passes, bare king,
    /// repetition), or nothing while play goes on. Draws by a first repetition inside the
    /// search when the rules make repetition a plain draw.
    std::optional<int> terminalScore(Position& pos, int ply);
    /// The score of the game result `evaluateGame` gives for `pos` at `ply`.
    int resultScore(Position& pos, int ply);
    int staticEval(const Position& pos) const;
    /// What a capture wins at most by the piece values: what it takes (with its worth in hand,
    /// where captures go to the hand) and a promotion.
    int captureGain(const Position& pos, const Move& m) const;
    /// Counts a node; every CheckEvery nodes looks at the stop flag and the limits.
    bool shouldStop();
    void updatePv(int ply, const Move& m);

    VariantPtr m_variant;
    Evaluation m_eval;
    Randomness m_randomness;
    /// Do the variant's rules let a null move stand for the side to move's best (see
    /// nullMoveVariant in searcher.cpp)?
    bool m_nullMoveVariant = false;
    TranspositionTable m_tt;
    MoveOrder m_order;
    // The state of the search under way.
    const std::atomic<bool>* m_stopFlag = nullptr;
    Limits m_limits;
    QElapsedTimer m_clock;
    qint64 m_nodes = 0;
    bool m_stopped = false;
    int m_noise = 0; ///< the amplitude of the random term in the search under way
    std::vector<MoveList> m_moveStack; ///< one list per ply (no allocation while searching)
    std::vector<std::array<Move, MaxPly>> m_pv;
    std::array<int, MaxPly> m_pvLength{};
};

} // namespace fb::search
