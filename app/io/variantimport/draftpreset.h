// SPDX-License-Identifier: GPL-3.0-or-later
// A preset being put together by an importer: its JSON with helpers to find, add and change
// pieces by letter, set regions and rules, and the square and XBetza helpers the formats share.
#pragma once

#include "importtypes.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <functional>
#include <optional>

namespace fb {
class PresetRegistry;
}

namespace fb::io {

/// Collects notes for one source file.
class NoteSink
{
public:
    explicit NoteSink(QString file, QList<ImportNote>* notes)
        : m_file(std::move(file))
        , m_notes(notes)
    { }
    /// Adds "file:line: text".
    void add(int line, const QString& text) const { m_notes->append({m_file, line, text}); }
    const QString& file() const { return m_file; }

private:
    QString m_file;
    QList<ImportNote>* m_notes;
};

class DraftPreset
{
public:
    /// An empty 8 x 8 chess-family preset with no pieces, `id` made installable from `name`.
    explicit DraftPreset(const QString& name);
    /// Starts from a resolved preset (a bundled parent): its own names, records, profiles and
    /// storage are dropped, the id and name become those of `name`.
    DraftPreset(const QString& name, const QJsonObject& resolvedParent);

    QJsonObject& json() { return m_json; }
    const QJsonObject& json() const { return m_json; }

    int files() const;
    int ranks() const;
    void setBoard(int files, int ranks);

    /// Index in "pieces" of the piece with FEN letter `letter` (case-insensitive, "+P" too), -1.
    int pieceIndex(const QString& letter) const;
    /// Index of the piece with id `id`, -1.
    int pieceIndexById(const QString& id) const;
    QJsonObject piece(int index) const;
    void setPiece(int index, const QJsonObject& piece);
    /// Appends a piece; its id is made unique among the pieces. Returns its index.
    int addPiece(QJsonObject piece);
    void removePiece(int index);
    int pieceCount() const;
    /// The id of the piece with letter `letter`, empty when none.
    QString pieceId(const QString& letter) const;

    /// Sets region `name` with the squares of each side (square names, or specs).
    void setRegion(const QString& name, const QStringList& first, const QStringList& second);
    /// Sets rules.<key> (a path like "repetition.count").
    void setRule(const QString& path, const QJsonValue& value);
    QJsonValue rule(const QString& path) const;

    /// Every square name of the board ("a1" ... ), files a.. and ranks 1...
    QStringList allSquares() const;
    /// The squares of rank `rank` (1-based).
    QStringList rankSquares(int rank) const;
    /// Square name of file `file` (0-based) and rank `rank` (0-based).
    static QString squareName(int file, int rank);
    /// Parses a square name ("c10") into 0-based file and rank; nullopt when it is none.
    static std::optional<std::pair<int, int>> parseSquare(const QString& name);
    /// Calls visit(file, rank, symbol, promoted) for each piece letter and wall ('*') of a FEN's
    /// board field, the top rank (ranks - 1) first; `promoted`: a '+' stands before the letter.
    /// Empty-square counts are read up to three digits, so no count overflows.
    static void forEachFenSymbol(const QString& fen, int ranks,
        const std::function<void(int file, int rank, QChar symbol, bool promoted)>& visit);

private:
    QJsonObject m_json;
};

/// An id that may name files of a preset folder, from any name ("Judkins' Shogi (6x6)" ->
/// "judkins-shogi-6x6"); "imported" when nothing is left.
QString presetIdFromName(const QString& name);

/// Splits an XBetza string into its components ("fmWfceFifmnD" -> fmW, fceF, ifmnD); an
/// unbalanced '(' ends the list with the rest as one component.
QStringList betzaComponents(const QString& betza);

/// The components of `betza` that this engine's XBetza parser reads, joined; the others are
/// appended to `dropped`.
QString parsableBetza(const QString& betza, QStringList* dropped);

/// Compiles `preset` (complete, no "inherits") and, when it compiles, appends it to `result`;
/// otherwise notes every problem at `line`: "'NAME' not imported: key: message".
bool finishPreset(const QJsonObject& preset, const QString& source, int line, const NoteSink& notes,
    ImportResult* result);

} // namespace fb::io
