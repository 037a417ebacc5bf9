// SPDX-License-Identifier: GPL-3.0-or-later
#include "autosavestore.h"

#include "gameio.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUuid>
#include <algorithm>

namespace {

QString sidecarPath(const QString& dir, const QString& session)
{
    return dir + u'/' + session + QStringLiteral(".json");
}

QString lockPath(const QString& dir, const QString& session)
{
    return dir + u'/' + session + QStringLiteral(".lock");
}

/// A lock that goes stale only when its process is gone (not after some age: a session may
/// live for days).
std::unique_ptr<QLockFile> makeLock(const QString& path)
{
    auto lock = std::make_unique<QLockFile>(path);
    lock->setStaleLockTime(0);
    return lock;
}

bool writeSidecar(const QString& path, const fb::io::GameRecord& game, const QString& source)
{
    QJsonObject o;
    o.insert(QStringLiteral("variant"), game.variant ? game.variant->name : game.presetId);
    o.insert(QStringLiteral("preset"), game.presetId);
    o.insert(QStringLiteral("moves"), int(game.mainLine.moves.size()));
    o.insert(
        QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    if (!source.isEmpty())
        o.insert(QStringLiteral("source"), source);
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    f.write(QJsonDocument(o).toJson(QJsonDocument::Compact));
    return f.commit();
}

AutosaveEntry readEntry(const QString& dir, const QString& session)
{
    AutosaveEntry e;
    e.session = session;
    e.gamePath = dir + u'/' + session + QStringLiteral(".pgn");
    e.savedAt = QFileInfo(e.gamePath).lastModified();
    QFile f(sidecarPath(dir, session));
    if (f.open(QIODevice::ReadOnly)) {
        const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        e.variantName = o.value(QStringLiteral("variant")).toString();
        e.presetId = o.value(QStringLiteral("preset")).toString();
        e.moves = o.value(QStringLiteral("moves")).toInt(-1);
        e.sourceFile = o.value(QStringLiteral("source")).toString();
        const QDateTime at = QDateTime::fromString(
            o.value(QStringLiteral("savedAt")).toString(), Qt::ISODateWithMs);
        if (at.isValid())
            e.savedAt = at.toLocalTime();
    } else {
        e.moves = -1; // a session killed between the game and its sidecar: unknown
    }
    return e;
}

} // namespace

AutosaveStore::AutosaveStore(const QString& dir, QObject* parent)
    : QObject(parent)
    , m_dir(dir.isEmpty() ? defaultDirectory() : dir)
    , m_session(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    m_writer.setMaxThreadCount(1);
    QDir().mkpath(m_dir);
    m_lock = makeLock(lockPath(m_dir, m_session));
    m_lock->tryLock(0); // a new id: nobody else holds it
}

AutosaveStore::~AutosaveStore()
{
    m_writer.waitForDone();
}

QString AutosaveStore::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/autosave");
}

QString AutosaveStore::gamePath() const
{
    return m_dir + u'/' + m_session + QStringLiteral(".pgn");
}

void AutosaveStore::write(fb::io::GameRecord game, const QString& sourceFile)
{
    if (!m_enabled)
        return;
    const quint64 ticket = ++*m_ticket;
    m_writer.start([this, game = std::move(game), sourceFile, ticket, latest = m_ticket] {
        if (ticket != latest->load())
            return;
        QDir().mkpath(m_dir);
        QString why;
        if (!fb::io::saveGame(game, gamePath(), &why))
            Q_EMIT writeFailed(why);
        else if (!writeSidecar(sidecarPath(m_dir, m_session), game, sourceFile))
            Q_EMIT writeFailed(tr("cannot write %1").arg(sidecarPath(m_dir, m_session)));
    });
}

void AutosaveStore::remove()
{
    if (!m_enabled)
        return;
    ++*m_ticket; // pending writes are skipped
    m_writer.waitForDone();
    QFile::remove(gamePath());
    QFile::remove(sidecarPath(m_dir, m_session));
}

void AutosaveStore::waitForWrites()
{
    m_writer.waitForDone();
}

QList<AutosaveEntry> AutosaveStore::orphans(
    const QString& dir, std::vector<std::unique_ptr<QLockFile>>* claims)
{
    QList<AutosaveEntry> out;
    const QDir d(dir);
    for (const QFileInfo& game : d.entryInfoList({QStringLiteral("*.pgn")}, QDir::Files)) {
        const QString session = game.completeBaseName();
        std::unique_ptr<QLockFile> lock = makeLock(lockPath(dir, session));
        if (!lock->tryLock(0))
            continue; // a live session (or another instance offering it right now)
        out << readEntry(dir, session);
        if (claims)
            claims->push_back(std::move(lock));
    }
    // Locks of killed sessions that never wrote a game: stale, removed.
    for (const QFileInfo& l : d.entryInfoList({QStringLiteral("*.lock")}, QDir::Files))
        if (!d.exists(l.completeBaseName() + QStringLiteral(".pgn")))
            if (std::unique_ptr<QLockFile> lock = makeLock(l.filePath()); lock->tryLock(0))
                lock->unlock();
    std::sort(out.begin(), out.end(),
        [](const AutosaveEntry& a, const AutosaveEntry& b) { return a.savedAt < b.savedAt; });
    return out;
}

void AutosaveStore::discard(const AutosaveEntry& entry)
{
    const QString dir = QFileInfo(entry.gamePath).absolutePath();
    QFile::remove(entry.gamePath);
    QFile::remove(sidecarPath(dir, entry.session));
}
