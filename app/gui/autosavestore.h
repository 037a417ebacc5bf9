// SPDX-License-Identifier: GPL-3.0-or-later
// AutosaveStore: one session's autosave file, and the unsaved games crashed sessions left.
#pragma once

#include "gamerecord.h"

#include <QDateTime>
#include <QList>
#include <QLockFile>
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <atomic>
#include <memory>

/// An unsaved game a session left behind (it crashed or was killed): what the restore offer
/// lists. Its files stay until it is restored or discarded.
struct AutosaveEntry
{
    QString session; ///< the session id (the file names' stem)
    QString gamePath; ///< the PGN of the game
    QString variantName; ///< the variant as the session named it
    QString presetId;
    int moves = 0; ///< moves in the line
    QDateTime savedAt; ///< when the game was last written
    QString sourceFile; ///< the file the game was opened from (empty: a new game)
};

/// The autosave of one window: `<dir>/<session>.pgn` with a `<session>.json` sidecar (variant,
/// moves, time) and a `<session>.lock` QLockFile held while the session lives, so a live
/// session's game is never offered by another instance (the lock goes stale when its process
/// is killed). Files are written on a worker thread, in order; a write that a newer one follows
/// is skipped. QtCore only.
class AutosaveStore : public QObject
{
    Q_OBJECT
public:
    /// A new session in `dir` (default: defaultDirectory()); takes the session's lock.
    explicit AutosaveStore(const QString& dir = {}, QObject* parent = nullptr);
    /// Waits for pending writes and releases the lock; the game file is kept (a session that
    /// ends without remove() left an unsaved game, which the next start offers).
    ~AutosaveStore() override;

    /// `<AppDataLocation>/autosave`.
    static QString defaultDirectory();
    const QString& directory() const { return m_dir; }
    const QString& session() const { return m_session; }
    /// The PGN this session writes.
    QString gamePath() const;

    /// Off: write() and remove() do nothing (a --screenshot run).
    void setEnabled(bool on) { m_enabled = on; }
    bool isEnabled() const { return m_enabled; }
    /// Writes `game` (Contract: complete) as this session's autosave, on the worker thread.
    /// `sourceFile` is noted for the restore offer. A failure is reported by writeFailed.
    void write(fb::io::GameRecord game, const QString& sourceFile = {});
    /// Removes this session's game (it was saved or discarded); pending writes are dropped.
    void remove();
    /// Waits until every write asked for so far is on disk.
    void waitForWrites();

    /// The unsaved games in `dir` whose session is not alive (its lock is free or stale),
    /// oldest first. Each returned entry's lock is taken by `claims` (when given) so that
    /// another instance starting meanwhile does not offer it too; releasing the claim (deleting
    /// the QLockFile) makes it available again.
    static QList<AutosaveEntry> orphans(
        const QString& dir, std::vector<std::unique_ptr<QLockFile>>* claims = nullptr);
    /// Deletes an entry's files (its game was restored elsewhere or discarded).
    static void discard(const AutosaveEntry& entry);

Q_SIGNALS:
    /// A write failed; `why` says why (emitted from the worker thread).
    void writeFailed(const QString& why);

private:
    QString m_dir;
    QString m_session;
    std::unique_ptr<QLockFile> m_lock;
    bool m_enabled = true;
    std::shared_ptr<std::atomic<quint64>> m_ticket = std::make_shared<std::atomic<quint64>>(0);
    QThreadPool m_writer; ///< last member: destroyed first, after its writes are done
};
