// SPDX-License-Identifier: GPL-3.0-or-later
// VariantDefinition: a preset compiled into immutable tables (pieces, regions, rules, moves).
#pragma once

#include "betza.h"
#include "counting.h"
#include "flipping.h"
#include "geometry.h"
#include "goals.h"
#include "movetables.h"
#include "placement.h"
#include "squareset.h"
#include "types.h"
#include "variantrecords.h"
#include "walling.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace fb {

/// A named set of squares, one set per side (the second side's set is usually the first's
/// rotated by 180 degrees).
struct Region
{
    QString name;
    std::array<SquareSet, 2> squares;
    bool contains(Side s, Square sq) const { return squares[s].contains(sq); }
};

/// When a move may promote, relative to the promotion zone.
enum class PromotionTrigger : uint8_t
{
    EndsInZone, ///< the move ends in the zone (chess)
    StartsOrEndsInZone, ///< the move starts or ends in the zone (shogi)
    EntersZone, ///< the move starts outside and ends inside
    EntersOrCaptures, ///< enters the zone, or captures with start or end inside (HaChu's Chu)
    CapturesInZone, ///< captures, with start or end inside (micro shogi: pieces flip by capturing)
    InPlace, ///< a turn of its own, standing in the zone (Sittuyin; inplacepromotion.h)
};

/// When a piece that declined a promotion may promote again by a move that neither captures nor
/// enters its zone (pieces with PromotionTrigger::EntersOrCaptures; Chu Shogi's rule sets).
enum class DeferredPromotion : uint8_t
{
    UntilLeaving, ///< only after leaving and re-entering the zone (HaChu, Japanese association)
    AfterOneTurn, ///< from its side's next turn but one (Wikipedia)
    AfterMoving, ///< once it has moved again (Middle Shogi Manual)
};

struct PieceDefinition
{
    QString id; ///< unique, stable id used by presets and logs ("knight")
    QString name; ///< English name; translated through the "Piece" context
    QString letter; ///< FEN letter(s) of the first side, upper case ("N", "+P")
    QString betza; ///< the XBetza string as written in the preset
    betza::Movement movement;
    bool royal = false;
    /// Its initial moves (XBetza `i`) may not be made while its side is in check (Cambodian
    /// chess's king leap; preset key initialMovesNotInCheck).
    bool initialMovesNotInCheck = false;
    /// A royal piece loses its initial moves when an enemy piece of one of these types moves
    /// to a square on its file or rank, whatever stands between (Fairy-Stockfish's Cambodian
    /// king, aimed at by a rook; preset key initialMovesLostWhenAimedBy).
    std::vector<PieceType> initialMovesLostWhenAimedBy;
    bool pawn = false; ///< its moves reset the move-count clock (50-move rule)
    QString art; ///< art id in a piece set
    /// The second side's own art and name where sets draw it differently (preset key
    /// `second`: shogi's second king is the Jeweled General, 玉将); empty = the same.
    QString secondArt;
    QString secondName;
    /// The art id a piece of side `s` is drawn with: `secondArt` for the second side when set,
    /// otherwise `art`.
    const QString& artFor(Side s) const
    {
        return s == Second && !secondArt.isEmpty() ? secondArt : art;
    }
    /// The English name of a piece of side `s`: `secondName` for the second side when set,
    /// otherwise `name`. Translate it with pieceDisplayName().
    const QString& nameFor(Side s) const
    {
        return s == Second && !secondName.isEmpty() ? secondName : name;
    }
    /// Types it may promote to: both sides', or the first side's where secondPromotions is set.
    std::vector<PieceType> promotions;
    /// The second side's own promotion types (preset key `promotion.secondTo`: Sort of Almost
    /// Chess, Chigorin Chess); empty = `promotions`.
    std::vector<PieceType> secondPromotions;
    /// The types a piece of side `s` may promote to.
    const std::vector<PieceType>& promotionsFor(Side s) const
    {
        return s == Second && !secondPromotions.empty() ? secondPromotions : promotions;
    }
    /// May a piece of either side promote to `t`?
    bool promotesTo(PieceType t) const
    {
        return std::find(promotions.begin(), promotions.end(), t) != promotions.end()
            || std::find(secondPromotions.begin(), secondPromotions.end(), t)
            != secondPromotions.end();
    }
    int promotionZone = -1; ///< region index; -1 = no promotion
    PromotionTrigger promotionTrigger = PromotionTrigger::EndsInZone;
    bool promotionMandatory = false; ///< must promote whenever it may
    int promotionAlsoIn = -1; ///< region where ending a move always allows promotion
    int maxCount = -1; ///< max number on the board per side (promotion limit)
    /// Region where the piece has its initial moves whenever it stands there, moved or not
    /// (horde's pawns on the first two ranks); -1 = on the squares where the start position
    /// has it, until it moves.
    int initialRegion = -1;
    /// Region outside which the squares its initial multi-step move passes over do not become
    /// en passant squares (horde: not the second rank a first-rank pawn passes); -1 = anywhere.
    int enPassantRegion = -1;
    int regionLimit = -1; ///< region the piece may never leave; -1 = none
    PieceType demotesTo = NoPieceType; ///< what it becomes when captured into a hand
    bool promotedMarker = false; ///< FEN writes '~' after it (crazyhouse)
    PieceType unpromoted = NoPieceType; ///< the type it promoted from, if it is a promoted type
    /// Extra moves available only while the piece stands in a region (a xiangqi soldier
    /// across the river also steps sideways).
    struct RegionMove
    {
        int region = -1;
        bool wholePath = false; ///< every square of the move lies in the region, not only the start
        QString betza;
        betza::Movement movement;
    };
    std::vector<RegionMove> regionMoves;
    std::vector<PieceType> cannotHopOver; ///< piece types that may not serve as its screen
    std::vector<PieceType> cannotCapture; ///< piece types it may not capture
    /// Its rank in range jumps (preset key `jumpRank`, Tenjiku's generals): a range-capturing
    /// piece jumps only pieces of a lower rank. 0 for every piece outside that hierarchy.
    int jumpRank = 0;
    /// The lines along which it range-captures (preset key `rangeCapture`, XBetza of plain
    /// single-leg components: "Q", "B", "R"): over one or more pieces of a lower jumpRank, of
    /// either side, onto an enemy; empty = none. Its plain slides stay in `betza`.
    QString rangeCapture;
    betza::Movement rangeCaptureMovement;
    /// Its moves that take nothing before their last square are one move per destination
    /// (preset key `mergeRoutes`, Tenjiku's area moves): the empty squares such a move passes
    /// are not part of it, so routes through different squares to one square (its own
    /// included: a pass in place) are one move.
    bool mergeRoutes = false;
    bool hasExclusions() const { return !cannotHopOver.empty() || !cannotCapture.empty(); }
    // Drops (used when the variant has hands).
    bool droppable = true;
    int dropRegion = -1; ///< region where it may be dropped; -1 = anywhere
    int maxPerFile = -1; ///< nifu: at most n unpromoted ones on a file
    bool dropMateForbidden = false; ///< uchifuzume: a drop of it may not give mate
    bool dropStalemateForbidden = false; ///< nor leave the opponent without a move
    std::vector<PieceType> dropAs; ///< other types it may be dropped as (kyoto: promoted)
    PieceRecords records; ///< its names in game records (preset key `records`); no effect on play
};

/// Chu Shogi's Lion-trading rules (a rule hook: see lionrules.h). Off unless `lions` is set.
struct LionTrading
{
    std::vector<PieceType> lions; ///< types that are Lions (Lion, promoted Kirin)
    std::vector<PieceType> worthlessBridges; ///< first-step victims that do not lift rule B
    bool okazaki = false; ///< counter-strike allowed on an unprotected Lion
    bool sameSquareExemption = false; ///< counter-strike allowed on the square just taken on
    bool bridgeProtects = false; ///< a worthless bridge victim still protects (lishogi)
    bool enabled() const { return !lions.empty(); }
};

/// Atomic chess's explosions (a rule hook: see explosionrules.h). Off unless `enabled`.
struct Explosions
{
    bool enabled = false; ///< a capture explodes the capturer and its neighbours
    std::vector<PieceType> spared; ///< not removed from the squares around the capture (pawns)
    std::vector<PieceType> immune; ///< never removed, not even as the capturer (atomar's king)
};

/// Fire Demon burning (rules.burning, Tenjiku Shogi; burningrules.h): after a move of a
/// burner, the enemies around the square where it stops are removed; with `passive`, a piece
/// that stops next to an enemy burner is removed instead (and burns nothing). With `choose`
/// (Suzumu Shogi's final rules) the mover picks up to that many of them instead, as part of the
/// move (its victims).
struct BurningRules
{
    std::vector<PieceType> burners; ///< the types that burn; none = no burning
    std::vector<PieceType> immune; ///< types never burned, actively or passively
    bool passive = false; ///< a piece stopping next to an enemy burner burns itself
    /// 0: every enemy around burns. 1 or 2: a burner that moved to another square may burn up
    /// to this many of them, chosen (one move per choice, burning none included).
    int choose = 0;
    bool enabled() const { return !burners.empty(); }
};

/// Freezing (rules.freezing, Suzumu Shogi's Heavenly Tetrarch; freezingrules.h): a piece on one
/// of the eight squares around an enemy freezer cannot move, unless its type is `immune`.
struct FreezingRules
{
    std::vector<PieceType> freezers; ///< the types that freeze; none = no freezing
    std::vector<PieceType> immune; ///< types never frozen
    bool enabled() const { return !freezers.empty(); }
};

/// What a range capture (PieceDefinition::rangeCapture) may take beyond the pieces it jumps
/// (preset key `rules.rangeCaptureVictims`).
enum class RangeCaptureVictims : uint8_t
{
    Any, ///< any enemy it reaches, royals included (Wikipedia's reading of Tenjiku)
    LowerRank, ///< only an enemy it could also jump: a lower jumpRank than its own (HaChu)
};

/// Repeated positions (rules.repetition).
struct RepetitionRules
{
    int count = 3; ///< n-fold repetition ends the game; 0 = never
    Outcome result = Outcome::Draw; ///< the result for the side to move when it does
    bool perpetualCheckLoses = false; ///< the side giving perpetual check loses the repetition
    bool forbidden = false; ///< a move that repeats an earlier position is illegal
};

/// Castling (rules.castling): the partners, where the royal goes, where FEN looks, how it
/// is written. Which pieces castle, and how far, is in their XBetza (`O`).
struct CastlingRules
{
    std::vector<PieceType> partners; ///< piece types a royal may castle with
    /// The royal's destination files (left, right); -1 = by the O steps of its XBetza.
    std::array<int, 2> kingFiles{-1, -1};
    /// The rank the castling royal and its partners stand on, counted from each side's own
    /// back rank (0: the back rank; shako and omicron: 1). FEN's castling field reads it.
    int rank = 0;
    /// The outermost files (left, right) where FEN's Q and K letters look for the partner,
    /// searching inwards from them; -1 = the board's edge (shako: b and i).
    std::array<int, 2> partnerFiles{-1, -1};
    bool kingTakesPartner = false; ///< notation: castling written as king to partner square
};

/// Pieces in hand and their drops (rules.hands and the keys after it).
struct HandRules
{
    bool enabled = false; ///< the variant has pieces in hand (rules.hands)
    bool fromCaptures = false; ///< captured pieces go to the captor's hand (capturesToHand)
    /// The hands are filled from outside this board (a bughouse partner's captures): any piece
    /// that can be dropped may be in hand, in any number (handsFromPartner).
    bool fromPartner = false;
    bool dropChecks = true; ///< a drop may give check
    bool dropMates = true; ///< a drop may give mate
    /// A captured promoted piece goes to the hand as the piece it promoted from (crazyhouse,
    /// '~' in FEN); otherwise it keeps its type (loop chess, chessgi) (promotedPiecesDemote).
    bool promotedDemote = false;
};

/// Passing a whole turn (rules.pass, rules.doublePassEnds).
struct PassRules
{
    bool allowed = false; ///< a whole turn may be passed
    bool twoEndTheGame = false; ///< two passes in a row end the game (a draw)
    /// A side may not skip two turns running (rules.noSecondSkip, Suzumu Shogi): a pass, or a
    /// move back to its starting square that captures nothing, is not legal right after the
    /// same side's last turn was one.
    bool noSecondSkip = false;
};

/// Rules of play besides the pieces' moves: a few checks and one component per mechanism.
struct Rules
{
    bool checkRule = true; ///< a move may not leave one's own royal attacked
    /// A side with several royals is in check only when all of them are attacked (spartan's
    /// two kings; Fairy-Stockfish's dupleCheck).
    bool dupleCheck = false;
    /// A royal in check may not move away: its only moves are captures of a checking piece
    /// (makpong; Fairy-Stockfish's makpongRule).
    bool royalStaysInCheck = false;
    bool checksAllowed = true; ///< a move may give check (false: racing kings)
    bool mustCapture = false; ///< a side that can capture must (antichess, losers)
    bool kingsMayNotFace = false; ///< xiangqi's flying general
    RangeCaptureVictims rangeCaptureVictims = RangeCaptureVictims::Any;
    /// A range capture's line may also end on an empty square beyond the pieces it jumps
    /// (preset key `rules.rangeJumpToEmpty`; Japanese Wikipedia's Tenjiku Shogi). False: a
    /// range jump always captures (the TSA rules, HaChu).
    bool rangeJumpToEmpty = false;
    GoalRules goals; ///< how the game is won: royal capture, bare king, mate, flags, n-check ...
    DeferredPromotion deferredPromotion = DeferredPromotion::UntilLeaving;
    RepetitionRules repetition;
    int moveCountLimit = 100; ///< plies without capture or pawn move; 0 = none
    CastlingRules castling;
    HandRules hands;
    bool immobilityIllegal = true; ///< no move or drop may leave a piece that can never move
    PassRules passing;
    bool facingRoyalsEndGame = false; ///< janggi's bikjang: facing generals end the game
    /// Seirawan gating (rules.gating): a piece leaving a gate (Position::isGate) may bring a
    /// piece from its side's hand onto the square it leaves, as part of the move (gatingrules.h).
    bool gating = false;
    /// FEN's castling field lists, as file letters, the pieces of the castling rank that still
    /// have their initial moves (Fairy-Stockfish's Cambodian `DEde`); such a piece without its
    /// letter has lost them (rules.initialMovesInFen).
    bool initialMovesInFen = false;
    LionTrading lionTrading;
    CountingRule counting; ///< Makruk's counting draws (rules.counting); off by default
    PlacementRules placement; ///< the placement phase (rules.placement); off by default
    Explosions explosions;
    BurningRules burning; ///< Tenjiku's Fire Demons (rules.burning); off by default
    FreezingRules freezing; ///< Suzumu's Heavenly Tetrarch (rules.freezing); off by default
    FlipRules flipping; ///< reversi's and Ataxx's flips (rules.flipping); off by default
    Walling walling; ///< walls put as a move's second part (rules.walling); off by default
};

/// Where a side's pieces in hand are shown: extra ranks beyond the playing area, separated
/// from it by an empty rank, without labels (Game Courier's hidden storage ranks). Layout
/// data only: the engine keeps the counts.
struct StorageLayout
{
    enum class Edge : uint8_t
    {
        Below,
        Above
    };
    std::array<Edge, 2> edge{Edge::Below, Edge::Above}; ///< per side
    std::array<std::vector<PieceType>, 2> order; ///< slot order per side
    int columns = 0; ///< slots per storage rank (0 = board width)
    bool enabled() const { return !order[0].empty() || !order[1].empty(); }
};

/// The game family a preset belongs to (preset key `family`): which words name the players,
/// which piece art and move notations fit. It has no effect on the rules.
enum class Family : uint8_t
{
    Chess,
    Shogi,
    Xiangqi,
    Janggi
};

/// How the board is drawn (preset key `board.style`; the family's style when absent).
enum class BoardStyle : uint8_t
{
    Checkered, ///< "checkered": light and dark squares
    Lined, ///< "shogi": plain squares divided by lines
    PointsRiver, ///< "xiangqi": pieces on the points, with a river and palaces
    Points ///< "janggi": pieces on the points, with palaces and no river
};

/// The preset value of a family ("chess", "shogi", "xiangqi", "janggi"); also the
/// disambiguation the translations of piece names use.
QString familyId(Family f);
/// The family a preset value names, or nullopt.
std::optional<Family> familyFromId(const QString& id);
/// The preset value of a board style ("checkered", "shogi", "xiangqi", "janggi").
QString boardStyleId(BoardStyle s);
/// The board style a preset value names, or nullopt.
std::optional<BoardStyle> boardStyleFromId(const QString& id);
/// The board style a family draws when the preset names none.
BoardStyle defaultBoardStyle(Family f);

/// Which text conventions a variant uses for moves.
enum class NotationStyle : uint8_t
{
    Algebraic,
    Usi
};

class VariantDefinition
{
    Q_DECLARE_TR_FUNCTIONS(fb::VariantDefinition)
public:
    QString id;
    QString name;
    QString description;
    Family family = Family::Chess; ///< players' names, piece art, notations
    BoardStyle boardStyle = BoardStyle::Checkered; ///< how the board is drawn
    QString parentId;
    BoardGeometry geometry;
    std::vector<PieceDefinition> pieces;
    std::vector<Region> regions;
    Rules rules;
    NotationStyle notation = NotationStyle::Algebraic;
    StorageLayout storage;
    QString startFen;
    VariantRecords records; ///< its names in game records (preset key `records`); no effect on play

    /// Compiles the move tables, derived sets and the Zobrist keys. Must be called once after
    /// the fields above are filled and before positions are made. Returns an empty list on
    /// success, otherwise the problems found (each "key: message").
    QStringList finalize();

    const MoveTables& tables() const { return m_tables; }
    /// Squares where a piece of this type and side stands in the start position (or its
    /// initialRegion); a piece with initial moves found there in a FEN has not moved yet.
    const SquareSet& initialSquares(PieceType t, Side s) const
    {
        return m_initialSquares[size_t(t) * 2 + s];
    }
    /// The mailbox padding the pieces' leaps need (set the geometry up with it).
    static int requiredPadding(const std::vector<PieceDefinition>& pieces);
    int regionIndex(const QString& name) const;
    PieceType pieceByLetter(const QString& upperLetter, bool promotedMarker = false) const;
    PieceType pieceById(const QString& id) const;
    int pieceCount() const { return int(pieces.size()); }
    /// The most piece types a preset may define (checked by compilePreset before anything is
    /// compiled): far above the largest historic game (Taikyoku Shogi, about 400 with its
    /// promoted forms), far below what a PieceType or a Piece code can number.
    static constexpr int MaxPieceTypes = 1024;
    /// The most named regions a preset may define: far above what any game needs (a handful),
    /// and it bounds their memory (two square sets each).
    static constexpr int MaxRegions = 1024;
    /// The most memory the compiled tables of one variant may take, as estimateMoveTables()
    /// works it out before compiling: compilePreset refuses a preset above it. A 36 x 36 board
    /// with 1024 piece types of short leaps fits; the same pieces with a 35-square leap do not.
    static constexpr std::size_t MaxTableBytes = std::size_t(64) * 1024 * 1024;
    /// Number of distinct Piece codes (for tables indexed by Piece).
    int pieceCodeCount() const { return 2 + 2 * int(pieces.size()); }
    /// The FEN letter(s) for a piece of a side (lower case for the second side).
    QString fenLetter(Piece p) const;

private:
    MoveTables m_tables;
    std::vector<SquareSet> m_initialSquares;
};

using VariantPtr = std::shared_ptr<const VariantDefinition>;

/// The translated name of a piece of `type` and side `s` (PieceDefinition::nameFor): first the
/// preset's own context ("Piece/<preset id>"), then the shared "Piece" context disambiguated by
/// the family id ("Rook" is a chariot in xiangqi); English when there is no translation.
QString pieceDisplayName(const VariantDefinition& v, PieceType type, Side s = First);

} // namespace fb
