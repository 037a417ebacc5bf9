// SPDX-License-Identifier: GPL-3.0-or-later
// The steps of compilePreset (internal to the loader): the shape check of the whole preset, then
// the board, the pieces, the rules and the storage read into a VariantDefinition.
#pragma once

#include "presetloader.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

namespace fb::preset {

/// Collects the diagnostics of one preset: "file: key: message".
struct Report
{
    QString file;
    QList<PresetDiagnostic>& diagnostics;
    void error(const QString& key, const QString& message)
    {
        diagnostics.append({file, key, message});
    }
    int count() const { return int(diagnostics.size()); }
};

// ---------------------------------------------------------------- presetvalues.cpp

/// Checks a merged preset against the format before anything is built: every key known,
/// every value of its JSON type, integers whole and within their documented range, names and
/// list elements non-empty strings, art ids plain words, each profile an object without
/// `id`, `inherits`, `abstract` or `profiles`. Each problem is reported with its key path
/// (`board.files`, `pieces.pawn.promotion.to[1]`, `pieces[3].betza`). Returns true when
/// every value is as the format says (unknown keys, reported too, are ignored by the builders):
/// only then may the builders below read the values.
bool checkShape(const QJsonObject& preset, Report& report);

/// The key path of element `index` of "pieces": "pieces.<id>", or "pieces[<index>]" when the
/// element has no id.
QString piecePath(const QJsonValue& piece, int index);

/// The strings of a list value: "x" gives {"x"}, ["x", "y"] gives both, anything else nothing.
QStringList stringList(const QJsonValue& value);

/// The region a value names, -1 when the value is absent; a name that is not a region of
/// `v` is reported under `key` (and gives -1).
int regionRef(
    const VariantDefinition& v, const QJsonValue& value, const QString& key, Report& report);

/// The piece types a list value names (see stringList()), in order. An id that is not a piece
/// of `v`, or one listed twice, is reported under `key` and left out.
std::vector<PieceType> pieceRefs(
    const VariantDefinition& v, const QJsonValue& value, const QString& key, Report& report);

// ---------------------------------------------------------------- presetboard.cpp

/// Sets v.geometry from "board" (size, padding from v.pieces, labels, removed squares) and
/// v.boardStyle. Labels must be unique, without white space, '*' or '-', and every square
/// name must read back as its square. The size must be within BoardGeometry's limits
/// (checkShape() checks that).
void readBoard(const QJsonObject& board, VariantDefinition& v, Report& report);

/// Adds the squares of a square spec ("e4", "a1-c3", "*5", "e*", "*") to `out`; false, with
/// the reason in `message`, when the spec names no square of the board.
bool addSquares(const BoardGeometry& g, const QString& spec, SquareSet& out, QString* message);

/// Fills v.regions from "regions" (the second side's squares turned by 180 degrees unless
/// given); at most VariantDefinition::MaxRegions of them (compilePreset checks that).
void readRegions(const QJsonObject& regions, VariantDefinition& v, Report& report);

// ---------------------------------------------------------------- presetpieces.cpp

/// Fills v.pieces from "pieces": ids, names, letters, art, XBetza (also of regionMoves),
/// flags and counts. References to regions and other pieces come later (linkPieces).
void readPieces(const QJsonArray& pieces, VariantDefinition& v, Report& report);

/// Resolves what each piece names (regions, promotion targets and zone, demotion, hop and
/// capture exclusions, drop forms and region) once v.pieces and v.regions are filled.
void linkPieces(const QJsonArray& pieces, VariantDefinition& v, Report& report);

// ---------------------------------------------------------------- presetrules.cpp

/// Fills v.rules from "rules" (with castling and Lion trading) and adds the promoted forms of
/// rules.promotedPiecesDemote, refusing them when the piece types would exceed
/// VariantDefinition::MaxPieceTypes.
void readRules(const QJsonObject& rules, VariantDefinition& v, Report& report);

/// Fills v.storage from "storage" (or its defaults when the variant has hands).
void readStorage(const QJsonValue& storage, VariantDefinition& v, Report& report);

// ---------------------------------------------------------------- presetrecords.cpp

/// Fills v.records from "records" and each piece's records from "pieces[].records" (after
/// readPieces, in the order of `pieces`), reporting a format `records.impliedBy` does not know
/// and the names a present object lacks (a handicap's `kif` or `start`, a piece's
/// `records.kif.move`, `records.chinese.first`, `records.gib.first`).
void readRecords(
    const QJsonObject& preset, const QJsonArray& pieces, VariantDefinition& v, Report& report);

/// Reports every handicap start (`records.handicaps[].start`) that is not a position of the
/// compiled variant `v` (readFen()).
void checkRecordStarts(const VariantPtr& v, Report& report);

} // namespace fb::preset
