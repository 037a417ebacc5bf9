// SPDX-License-Identifier: GPL-3.0-or-later
// The builder behind importFsf (fsfimport.h): a variants.ini section's entries, its parents'
// included, applied to a draft preset one key group at a time. Private to the importer; its
// definitions live in one file per group: fsfbuilder.cpp (values, board, start, what is left),
// fsfimportpieces.cpp (pieces, pawns, promotion, castling), fsfimportdrops.cpp (drops),
// fsfimportrules.cpp (rules and goals), fsfimportturns.cpp (placement, walls, flipping, Shatar's
// mate rule).
#pragma once

#include "draftpreset.h"
#include "inifile.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QSet>
#include <QStringList>
#include <optional>

namespace fb::io::fsfimport {

using Entries = QMap<QString, IniEntry>; // key (lower case) -> entry, the child's over its parents'

/// Keys whose rules the preset format cannot say yet, with Fairy-Stockfish's defaults.
const QHash<QString, QString>& inexpressibleKeys();
/// Keys that only change how XBoard draws the game or how the engine evaluates it.
bool isDisplayOnlyKey(const QString& key);
/// Whether `key` (lower case) defines a piece: a built-in piece type's name or customPieceN.
bool isPieceKey(const QString& key);
/// "CannonShogi" -> "Cannon Shogi".
QString camelToWords(const QString& name);
/// "CannonShogi" -> the preset id its words give.
QString camelToId(const QString& name);

/// Applies the entries of one section to a draft preset. build() once; notes go to the sink.
class FsfBuilder
{
public:
    FsfBuilder(DraftPreset draft, bool fromTemplate, const Entries& entries, const NoteSink& notes);
    QJsonObject build();

    int line() const { return m_entries.isEmpty() ? 0 : m_entries.first().line; }

private:
    // -- values

    const IniEntry* find(const char* lowerKey) const;
    const IniEntry* entry(const char* key);
    std::optional<bool> boolValue(const char* key);
    std::optional<int> intValue(const char* key, int min, int max);

    // A [File]: 1-12 or a letter.
    std::optional<int> fileValue(const char* key);
    // The 0-based file a [File] value names; nothing when it names none.
    static std::optional<int> fileOf(const QString& value);
    std::optional<QString> resultValue(const char* key);

    // A [Bitboard]: squares and *N ranks. Squares off the board are noted.
    QStringList squaresOf(const IniEntry& e);

    // The ids of the pieces a [PieceSet] names; unknown letters are noted.
    QStringList piecesOf(const IniEntry& e);

    // -- pieces

    void classifyParentPieces();
    int pieceOfType(const QString& type) const;
    QList<int> piecesOfType(const QString& type) const;
    void applyTemplate();
    void applyBoard();
    void applyPieces();
    void definePiece(const IniEntry& e);
    void removePieceAt(int index);

    // Lists that name removed pieces lose them (promotions, castling partners ...).
    void scrubReferences();

    QJsonObject pieceAt(int i) const { return m_draft.piece(i); }
    QString idAt(int i) const { return m_draft.piece(i).value(QStringLiteral("id")).toString(); }

    // -- pawns and promotion

    QStringList pawnIds(const char* specificKey);
    void applyPawnFlags();
    void noteColourSplit(const char* white, const char* black);
    void promotionZone(QStringList* white, QStringList* black);
    QString zoneRegion();
    void applyPawnPromotion();
    bool regionIsEmpty(const QString& name) const;
    void applyPiecePromotion();
    void addPromotedForm(int fromIndex, int toIndex, const QString& zone, bool mandatory);
    void applyPromotionLimit();
    void applyDoubleStep();

    // doubleStepRegionWhite/Black: the pawns' initialRegion, unless it is the ranks they start
    // on (where they step twice without one). A side not given keeps its start ranks.
    void applyDoubleStepRegion();

    // Sets `key` on the pieces of Fairy-Stockfish's pawn type that step twice.
    void setOnPawns(const QString& key, const QString& value);
    static bool sameSet(QStringList a, QStringList b);

    // The whole ranks on which the pawns of one side stand in the start position.
    QStringList pawnStartRanks(bool white);
    void applySoldier();
    void applyCastling();
    static QString withoutCastling(const QString& betza);
    void applyMobility();

    // -- drops

    void applyDrops();
    void setDropKey(int index, const QString& key, const QJsonValue& value);
    void applyDropRegions(bool hands, bool dropsGiven);
    void applyNoDoubled();

    // -- rules

    void applyRules();
    /// gating with seirawanGating: rules.gating; without pieceDrops the hand only gates (every
    /// piece's drop.allowed false). Either alone is noted as inexpressible.
    void applyGating();
    void applyFlag();

    // countingRule: Makruk's or ASEAN chess's table (engine/counting.h) over the pieces of the
    // types it names; a tier naming a type the variant lacks can never be met and is left out.
    void applyCounting();
    // The id of the piece of Fairy-Stockfish type `type` or its alias `alias`; empty if none.
    QString idOfType(const char* type, const char* alias) const;

    // -- goals (engine/goals.h)

    void applyGoals();

    // extinctionValue, extinctionPieceTypes and extinctionPieceCount over the parent's
    // rules.extinction; "none" turns it off. The claim, opponent-count and pseudo-royal forms
    // cannot be expressed: with one of them the rule is left out.
    void applyExtinction();

    // A [PieceSet] for extinction: '*' is the whole army counted together.
    QJsonArray extinctionPieces(const IniEntry& e);
    void removeRule(const QString& key);

    // checkCounting: n-check with the counts of the start FEN's "W+B" field; a FEN without one
    // gives each side one check to give, as Fairy-Stockfish reads it.
    void applyCheckCounting();
    void applyStart();

    // -- what a turn is (fsfimportturns.cpp)

    void applyTurnRules();
    // mustDrop (with mustDropType, dropOppositeColoredBishop, castlingDroppedPiece): a placement
    // phase, rules.placement; the castling squares become regions castlingKing and
    // castlingRooks. The other keys without mustDrop are noted.
    void applyPlacement();
    // sittuyinPromotion: the promoting pawns' promotion.trigger inPlace.
    void applyInPlacePromotion();
    // wallingRule (or the older arrowGating, duckGating, staticGating, pastGating):
    // rules.walling. A staticGatingRegion is noted (walls go on any empty square).
    void applyWalling();
    // flipEnclosedPieces, enclosingDrop, enclosingDropStart (region flipStart), freeDrops,
    // passOnStalemate: rules.flipping; stalematePieceCount (with materialCounting =
    // unweighted): rules.stalematePieceCount.
    void applyFlipping();
    // shatarMateRule: rules.mateSeries over the knight, rook and bers (or queen) found.
    void applyMateSeries();

    // The wall squares ('*') of a FEN's board: squares cut out of the board.
    QStringList wallSquares(const QString& fen) const;
    void reportRest();
    DraftPreset m_draft;
    bool m_template;
    const Entries& m_entries;
    const NoteSink& m_notes;
    QHash<QString, QString> m_types; // piece id -> Fairy-Stockfish piece type
    QSet<QString> m_used;
    QStringList m_removedIds;
    bool m_newPieces = false;
    bool m_parentCastles = false;
    bool m_zoneGiven = false;
    QString m_zoneName;
    QStringList m_zoneWhite, m_zoneBlack;
};

} // namespace fb::io::fsfimport
