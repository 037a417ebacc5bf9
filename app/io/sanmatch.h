// SPDX-License-Identifier: GPL-3.0-or-later
// Finding the legal move a SAN or long-algebraic text denotes, without writing the SAN of
// every legal move (the engine's parseSan does that). Strict about meaning: a text fits a move
// only where piece, origin hints, destination, capture, promotion and drop say that move.
#pragma once

#include "move.h"
#include "position.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <array>
#include <optional>
#include <vector>

namespace fb::io {

/// Square labels to read move text with.
struct LabelSet
{
    QStringList files;
    QStringList ranks;
};

/// Files a, b, ... and ranks numbered from `firstRank` (1; 0 where XBoard and UCCI count the
/// ranks of a ten-rank board from 0), from the first player's side.
LabelSet plainLabels(const BoardGeometry& g, int firstRank = 1);

/// USI's labels: files numbered from the first player's right, ranks lettered from the second
/// player's side (usiSquare()).
LabelSet usiLabels(const BoardGeometry& g);

/// The label conventions worth trying for a board, most likely first: the variant's own;
/// plain algebraic (files a.., ranks 1..) when those differ (pychess writes shogi that way);
/// ranks counted from 0 on 10-rank boards (XBoard's xiangqi and grand chess, UCCI).
std::vector<LabelSet> labelConventions(const BoardGeometry& g);

/// Reads SAN as XBoard, lichess and pychess write it ("Nf3", "exd5", "e8=Q", "O-O", "P@e4",
/// "Pe9+", "Nxf6-g7", "--") and long algebraic ("Ng1-f3", "e2e4"), tolerant of check marks,
/// annotation glyphs and missing or extra capture signs. One matcher per game and label set.
class SanMatcher
{
public:
    enum class Mode : uint8_t
    {
        San, ///< SAN or long algebraic; no piece letter means a pawn
        Coordinate, ///< from-square first ("e2e4", "7g7f+", "f5f6g7", "P@e4", "P*5e", "0000")
    };

    SanMatcher(const VariantDefinition& variant, LabelSet labels, Mode mode = Mode::San);

    /// The move of `legal` (the legal moves of `pos`) that `text` denotes. On failure returns
    /// nullopt and says why in `error` ("not a legal move", "ambiguous: ..."); `ambiguous` is
    /// set when several moves fit.
    std::optional<Move> match(const Position& pos, const MoveList& legal, const QString& text,
        QString* error, bool* ambiguous = nullptr) const;

    /// The same without a list of legal moves: only the moves of the pieces the text can mean
    /// are generated, and only the best fitting ones tested for legality (what replay uses;
    /// the answer is the one match() gives on the full list). `pos` is restored.
    std::optional<Move> resolve(
        Position& pos, const QString& text, QString* error, bool* ambiguous = nullptr) const;

private:
    struct Token
    {
        enum Kind : uint8_t
        {
            SquareToken,
            FileToken,
            RankToken
        } kind;
        int file = -1;
        int rank = -1;
    };
    /// The labels of one kind (files or ranks) and, where every label is one ASCII character
    /// (the common case), the label each character is.
    class LabelReader
    {
    public:
        explicit LabelReader(const QStringList& labels);
        /// The longest label at `at` of `text` (the first of those as long) and its length in
        /// `length`; -1 when none is there.
        int match(QStringView text, qsizetype at, int& length) const;

    private:
        QStringList m_labels;
        bool m_oneAscii = true; ///< every label is one ASCII character ...
        std::array<int16_t, 128> m_ascii{}; ///< ... the first label of each, or -1
    };
    /// A move text as read: what it says of the move, before any move is looked at.
    struct Parsed
    {
        enum Kind : uint8_t
        {
            Normal,
            Drop,
            CastleShort,
            CastleLong,
            Pass
        } kind = Normal;
        /// Upper-case piece letter(s) as written, empty = none: a view of the text being read
        /// (valid while it is read) or, for a drop, of `upper`.
        QStringView piece;
        QString upper; ///< a drop's piece letters in upper case
        std::vector<Token> tokens;
        enum Promo : uint8_t
        {
            NoMark,
            Declined, ///< "=": a promotion that was possible was declined
            Promote, ///< "+": promotes (shogi style)
            Letter, ///< "=Q", "Q": promotes to the piece with that letter
        } promo = NoMark;
        QString promoLetter;
        Square to = NoSquare; ///< Normal moves: the square of the last token, if it is one
        bool captureMark = false; ///< an 'x' or ':' was written: the move must capture
        bool enPassantMark = false; ///< "e.p." or "ep" was written: an en passant capture
        /// rules.walling: the wall's square written after a comma ("e4,e5", "e2e4,e4e5"); a
        /// move fits only with that wall (NoSquare: a move without a wall).
        Square wall = NoSquare;
        /// rules.burning with `choose`: the squares burnt, written after commas with an 'x'
        /// ("FD8h,x7g,x9g"), in increasing order; a move fits only with exactly these burns.
        std::vector<Square> burns;
        /// Normal moves: per piece type, does the text name it (its letter, or without a
        /// letter a pawn)? (one of m_nameSets)
        const std::vector<uint8_t>* named = nullptr;
        /// Empties it for the next text, keeping the memory it holds.
        void clear();
    };

    bool readSquare(QStringView text, qsizetype& at, int& file, int& rank) const;
    /// Reads `text` into `p` (cleared first); false if it is no move text.
    bool parse(QStringView text, bool plusIsPromotion, Parsed& p) const;
    /// Reads the gating part of a castling text after its '/' ("H", "He1": the gated piece's
    /// letter into p.promoLetter, the gate's square into p.to); false if it is none.
    bool parseCastleGate(QStringView gate, Parsed& p) const;
    /// Works out what score() asks of a Normal move's text once: p.named (from p.piece) and
    /// p.to.
    void digest(Parsed& p) const;
    /// Could a move of `us`'s piece of type `t` from `s` fit the SAN text `p` at all? False
    /// where the text says another origin: its file or rank ("Nbd7", "exd5"), or for a pawn's
    /// one square ("e4") another file. (score() decides; this spares generating such moves.)
    bool mayMoveFrom(const Parsed& p, Square s, PieceType t, Side us) const;
    using Scored = std::pair<int, const Move*>;
    /// How well `m` fits the text: -1 not at all, higher is better.
    int score(const Position& pos, const Move& m, const Parsed& p) const;
    /// Fills m_scored with the moves of `moves` that fit `p` at all.
    void scoreAll(const Position& pos, const MoveList& moves, const Parsed& p) const;
    /// The one move the best fitting group of m_scored comes to (with `legality`: its legal
    /// moves), else nullopt with the reason in `error`.
    std::optional<Move> decide(
        Position* legality, const QString& text, QString* error, bool* ambiguous) const;
    std::optional<Move> find(const Position& pos, const MoveList& legal, const Parsed& p,
        const QString& text, QString* error, bool* ambiguous) const;
    std::optional<Move> findPseudo(
        Position& pos, const Parsed& p, const QString& text, QString* error, bool* ambiguous) const;
    /// Reads `text` (retrying a final '+' as a check mark where it may be either) and asks
    /// `find(parsed, error, ambiguous)` for the move; shared by match() and resolve().
    template <typename Find>
    std::optional<Move> run(
        const QString& text, QString* error, bool* ambiguous, const Find& find) const;

    const VariantDefinition& m_variant;
    LabelReader m_files, m_ranks;
    Mode m_mode;
    bool m_chessLike;
    QStringList m_letters; ///< upper-case letter per piece type
    QStringList m_otherLetters; ///< another letter per piece type, or empty
    /// The piece types a text can name, each set a flag per type: NoType (a letter of no
    /// piece), PawnTypes (no letter: a pawn, or lettered "P"), then one per piece letter (the
    /// types it is the letter or the other letter of).
    std::vector<std::vector<uint8_t>> m_nameSets;
    enum : uint16_t
    {
        NoType,
        PawnTypes
    };
    QHash<QString, uint16_t> m_namedBy; ///< upper-case letter -> its set
    std::array<uint16_t, 128> m_namedByAscii{}; ///< the same for letters of one ASCII character
    // Working memory of one call, kept for the next (a matcher reads one text at a time).
    mutable Parsed m_parsed; ///< the text being read
    mutable MoveList m_scratch; ///< candidate moves of resolve()
    mutable std::vector<Scored> m_scored; ///< the moves that fit, with their score
    mutable std::vector<const Move*> m_best; ///< the best fitting of those
};

/// The SAN of `m` in `pos` as the engine writes it (sanText), with a disambiguation added
/// where a reader could take it for another legal move (promoted and unpromoted pieces that
/// share a letter). `legal` are the legal moves of `pos`.
QString unambiguousSan(
    Position& pos, const MoveList& legal, const Move& m, const SanMatcher& matcher);

} // namespace fb::io
