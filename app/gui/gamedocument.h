// SPDX-License-Identifier: GPL-3.0-or-later
// GameDocument: the game of a window as a document: the record it was opened from, where it is
// saved, whether it has unsaved changes, and its game information (tags and comments).
#pragma once

#include "gamerecord.h"
#include "move.h"

#include <QMap>
#include <QObject>
#include <QString>

class GameController;

namespace fb {
class PresetRegistry;
}

/// Owns what a window knows about its game beyond the moves: the record it was opened from (or
/// last saved as), whose tags, comments, glyphs and variations are kept where the moves are
/// unchanged; the file Save writes to; the game information the user edits; and the modified
/// state. The moves themselves live in the GameController it watches.
class GameDocument : public QObject
{
    Q_OBJECT
public:
    GameDocument(GameController* game, const fb::PresetRegistry* registry, QObject* parent);

    /// A new game was started in the controller: no file, no opened record, not modified; the
    /// PGN Date is today's.
    void resetForNewGame();
    /// A game was opened in the controller from `opened`; `savePath` is where Save writes back
    /// (empty: Save asks). Not modified.
    void resetForOpened(const fb::io::GameRecord& opened, const QString& savePath);
    /// A game restored from an autosave: its texts are kept, but it is unsaved (Save asks where)
    /// and modified.
    void markRestored();
    /// The game was saved as `saved` to `path`: that file is now the save target; not modified.
    void markSaved(const fb::io::GameRecord& saved, const QString& path);

    /// The file Save writes to (empty: Save asks for one).
    const QString& filePath() const { return m_filePath; }
    /// True when the game has moves or information that are not saved.
    bool isModified() const { return m_modified; }
    /// The images of the current custom preset's pieces (they travel with a custom preset).
    void setPieceImages(const QMap<QString, QByteArray>& images) { m_pieceImages = images; }
    /// The record as opened or last saved (tags and texts; no moves for a new game).
    const fb::io::GameRecord& opened() const { return m_opened; }

    /// The current game as a record: preset, rules, start FEN, every move of the line, and the
    /// tags and comments of the game it was opened from where its moves are still the same;
    /// the result of the line's end. `withTexts` = false leaves the move texts empty (the PGN
    /// writer writes the SAN of resolved moves itself; cheaper for the autosave).
    fb::io::GameRecord record(bool withTexts = true) const;

    // ---- game information
    /// The value of a tag ("White", "Event", "Date" ...), empty when not set.
    QString tag(const QString& name) const { return m_opened.tag(name); }
    /// Sets a tag (an empty value removes it); marks the game modified when it changes.
    void setTag(const QString& name, const QString& value);
    /// The comment before the first move (the game comment), lines joined by '\n'.
    QString gameComment() const;
    void setGameComment(const QString& text);
    /// The comment after move `ply` (1-based) of the line, lines joined by '\n'; empty for a
    /// move that has none or is not in the line.
    QString moveComment(int ply) const;
    /// Sets the comment after move `ply` (1 .. line length); marks the game modified.
    void setMoveComment(int ply, const QString& text);
    /// Puts `comments` (each a comment of its own, such as "[%clk 0:04:59]") before the
    /// comments of move `ply` (1 .. line length); marks the game modified.
    void prependMoveComments(int ply, const QStringList& comments);
    /// The game result as the record would be saved ("1-0", "0-1", "1/2-1/2", "*").
    QString result() const { return record(false).result; }
    /// Is the line shown the one of the game as opened or saved, move for move, and does that
    /// record hold a result other than "*" (a resignation, a draw agreed, a result set by hand)?
    /// Cheap (no record is built): what the board's own result cannot say about the game's end.
    bool hasRecordedResult() const { return m_opened.result != u"*" && isOpenedLine(); }
    /// Sets the result the game is saved with ("1-0", "0-1", "1/2-1/2", "*") while its moves
    /// stay as they are; marks the game modified.
    void setResult(const QString& result);
    /// The game was decided by `why` (a resignation, a time-out) with `result`, while its moves
    /// stay as they are: saved with both; marks the game modified.
    void setEnding(const QString& result, fb::io::Termination why);
    /// How the record says the game ended (resignation, time forfeit ...) while its moves are
    /// the ones read; None otherwise. A result set by hand clears it.
    fb::io::Termination termination() const { return record(false).termination; }

Q_SIGNALS:
    void modifiedChanged(bool modified);
    /// The save target changed (opened, saved, a new game).
    void filePathChanged(const QString& path);
    /// Tags or comments changed (edited, or a new record).
    void infoChanged();

private:
    void lineChanged();
    void setModified(bool on);
    /// Takes the current line into m_opened (texts of unchanged moves kept) before an edit of
    /// a move comment, so every move of the line has a record to hold it.
    void rebase();
    /// Is the current line the opened record's (same variant, start and moves)?
    bool isOpenedLine() const;

    GameController* m_game;
    const fb::PresetRegistry* m_registry;
    QString m_filePath;
    fb::io::GameRecord m_opened; ///< the game as opened or saved: its tags and texts are kept
    fb::MoveList m_savedMoves; ///< the line as opened or saved
    QString m_savedStart; ///< the start FEN as opened or saved
    bool m_infoEdited = false; ///< tags or comments changed since opened or saved
    bool m_restored = false; ///< unsaved restored game: modified whatever its line
    bool m_modified = false;
    QMap<QString, QByteArray> m_pieceImages;
};
