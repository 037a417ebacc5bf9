// SPDX-License-Identifier: GPL-3.0-or-later
// GameRecord: one game of a log (tags, start position, moves with comments, NAGs and
// variations), independent of the file format it came from or goes to.
#pragma once

#include "move.h"
#include "movenotation.h"
#include "position.h"
#include "termination.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>
#include <utility>
#include <vector>

namespace fb {
class PresetRegistry;
}

namespace fb::io {

struct MoveRecord;

/// How deep variations may nest (a variation of a move of a variation ... of the main line).
/// Readers refuse deeper nesting as a game error ("variations nested more than 100 deep"), so
/// that replaying, writing, copying and destroying a record, which recurse over variations,
/// stay far within any thread's stack.
inline constexpr int MaxVariationDepth = 100;

/// A sequence of moves: the main line of a game or one variation.
struct Line
{
    QStringList startComments; ///< comments before the first move
    std::vector<MoveRecord> moves;
};

/// How the move texts of a record are written (what the replay must parse).
enum class MoveNotation : uint8_t
{
    San, ///< PGN: SAN or long algebraic
    Coordinate, ///< UCI-like coordinates in the variant's labels ("e2e4", "P@e4")
    Usi, ///< USI ("7g7f", "P*5e", Chu's "7h7g6g")
    Ucci, ///< UCCI: like Coordinate, ranks counted from 0
    Kif, ///< one KIF move (Chu's Lion double move: both lines joined by '\n')
    Gib, ///< one .gib move ("79졸78", "한수쉼")
    Ki2, ///< one KI2 move: Japanese notation without the origin ("▲５八金右", "△同　銀")
    Csa, ///< one CSA move ("+7776FU")
    GameCourier, ///< one Game Courier move ("P e2-e4", "N f5-f6; f6-g7")
};

/// How the moves of a KIF are laid out.
enum class KifLayout : uint8_t
{
    Table, ///< "手数----指手--" header, "  57 7七獅子 （←7八）" (KIF, lishogi)
    Numbered, ///< no header, "57手目 ▲7七獅子 （←7八）", "57手目一歩目 ▲仝獅子" (81Dojo)
    Ki2, ///< KI2: "▲５八金右 △３四歩" in Japanese notation, six moves a line, no end word
};

/// The look of a game's file where its format allows several, kept from reading to saving:
/// the readers and replay set it from the file; Save As and `convert --layout` / `--notation`
/// choose it.
struct RecordStyle
{
    KifLayout kifLayout = KifLayout::Table; ///< a .kif / .kifu file's layout (.ki2 is KI2)
    /// PGN: the movetext's notation, one the game's family offers: SAN, XBoard's SAN (ranks
    /// from 0 on ten ranks), a xiangqi record's WXF, Chinese or ICCS, ...
    Notation pgnMoves = Notation::San;

    bool operator==(const RecordStyle&) const = default;
};

/// One move with what a log says about it.
struct MoveRecord
{
    QString text; ///< the move as read or written, in the record's notation
    Move move; ///< the move itself; valid when `resolved`
    QStringList comments; ///< comments after the move
    QList<int> nags; ///< numeric annotation glyphs ($1 = "!")
    std::vector<Line> variations; ///< alternatives to this move, played from the position before it
    int sourceLine = 0; ///< 1-based line in the file it was read from (0 = unknown)
    int sourceColumn = 0; ///< 1-based column of the text on that line (0 = unknown)
    bool resolved = false; ///< (after the ints: no padding of its own in long move lists)
};

/// What a record that names no variant shows of it, for resolveVariant() to choose among the
/// presets that list its format in records.impliedBy (impliedPresetId()).
struct ImpliedVariant
{
    /// The record's format as records.impliedBy names formats ("pgn", "usi", "kif" ...).
    QString format = QStringLiteral("pgn");
    int ranks = 0; ///< the ranks of its board diagram (KIF); 0 = none shown
    bool largeBoard = false; ///< its moves are in KIF's large-board form (Chu's "（←7八）")
};

/// One game. Readers fill the texts and tags; replay (replay.h) resolves the moves against the
/// rules and sets `variant`; writers need a resolved record.
struct GameRecord
{
    /// Tags other than the ones kept in the fields below, in file order ("Event", "White" ...).
    QList<std::pair<QString, QString>> tags;
    QString presetId; ///< our preset id; empty = not known from the file
    QString profile; ///< rule profile; empty = the preset's default rules
    QString variantName; ///< the variant name as the file wrote it ("Crazyhouse", "chu")
    /// The resolved JSON of a preset that is not bundled, carried with the game (PresetJSON).
    QJsonObject presetJson;
    /// Piece images a custom preset uses (file name -> bytes), carried in game bundles.
    QMap<QString, QByteArray> pieceImages;
    /// What the record shows of its variant when neither it nor the caller names one.
    ImpliedVariant implied;
    QString startFen; ///< empty = the variant's start position
    /// A start position the reader could not turn into FEN without knowing the variant (a
    /// KIF board diagram or a CSA position, its lines; see `notation`); replay converts it into
    /// startFen.
    QString startDiagram;
    Line mainLine;
    QString result = QStringLiteral("*"); ///< "1-0", "0-1", "1/2-1/2" or "*"
    /// Why the game ended where the moves do not say it (resignation, time-out ...); the
    /// winner is `result`. PGN: [Termination "resignation"].
    Termination termination = Termination::None;
    MoveNotation notation = MoveNotation::San;
    RecordStyle style; ///< the file's look, written back on save

    QString sourceName; ///< the file (or description) it was read from
    int sourceLine = 0; ///< the line where the game starts
    int number = 0; ///< 1-based position of the game in its file
    QString error; ///< "file:line: message" when the game could not be loaded completely
    QStringList warnings; ///< problems that did not stop loading (a bad variation move)
    VariantPtr variant; ///< set by replay or fromMoves

    /// A game is complete when it has no error and every main-line move is resolved.
    bool isComplete() const;
    /// The value of a tag in `tags`, or `fallback`.
    QString tag(const QString& name, const QString& fallback = {}) const;
    /// Sets (or adds, at the end) a tag in `tags`; an empty value removes it.
    void setTag(const QString& name, const QString& value);
    /// Stores a tag the record keeps in a field (Variant, Preset, Rules, FEN, SetUp, Result,
    /// PresetJSON, a Termination we have a word for) and returns true; false for any other tag. A
    /// malformed PresetJSON sets `error` (without file and line).
    bool takeSpecialTag(const QString& name, const QString& value, QString* error);

    /// The start position. Contract: `variant` is set. Returns nullopt (and fills `error`)
    /// when the start FEN does not fit the variant. A position that reads but cannot occur in
    /// a game (validatePosition()) is returned as it is: the record is played from it.
    std::optional<Position> startPosition(QString* error = nullptr) const;
    /// The position after `ply` main-line moves (-1 = all). Contract: the moves up to there are
    /// resolved (isComplete() for the whole line).
    std::optional<Position> positionAt(int ply = -1, QString* error = nullptr) const;

    /// A resolved record of moves played from `startFen` (empty = the start position) in
    /// `variant`, as the GUI or a generator has them. The texts are filled in SAN.
    /// If `registry` is given and the preset is not bundled, its JSON is attached.
    static GameRecord fromMoves(const VariantPtr& variant, const QString& presetId,
        const QString& profile, const QString& startFen, const MoveList& moves,
        const PresetRegistry* registry = nullptr);
};

/// The outcome of loading a file: a file-level error, or every game of the file in order,
/// each complete or carrying its own error. Never a half-read game presented as complete.
struct LoadResult
{
    QString error; ///< "file:line: message" when the file as a whole could not be read
    QList<GameRecord> games;
    QString encoding; ///< how the text was decoded ("UTF-8", "UTF-16LE", "Shift_JIS" ...)
    /// Problems with the file as a whole that did not stop loading, as "file:line: message":
    /// an encoding that was guessed from bytes that fit none, nothing read from a game.
    QStringList warnings;
    bool ok() const { return error.isEmpty(); }
    /// The games that loaded completely.
    QList<GameRecord> completeGames() const;
};

} // namespace fb::io
