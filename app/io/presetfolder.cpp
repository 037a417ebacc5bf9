// SPDX-License-Identifier: GPL-3.0-or-later
#include "presetfolder.h"

#include "bundle.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <filesystem>
#include <system_error>

namespace fb::io {

namespace {

bool writeFile(const QString& path, const QByteArray& data, QString* error)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.flush()) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

/// Renames a file over another one in a single step (std::filesystem replaces the target;
/// QFile::rename would refuse an existing one).
bool replaceFile(const QString& from, const QString& to, QString* error)
{
    std::error_code ec;
    std::filesystem::rename(std::filesystem::path(from.toStdU16String()),
        std::filesystem::path(to.toStdU16String()), ec);
    if (ec && error)
        *error = QStringLiteral("%1: %2").arg(to, QString::fromStdString(ec.message()));
    return !ec;
}

} // namespace

bool isInstallableId(const QString& id)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"));
    return re.match(id).hasMatch();
}

bool installPresetBundle(const Bundle& bundle, const QString& dir, QString* id, QString* error)
{
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    const QString presetId = bundle.preset.value(QStringLiteral("id")).toString();
    if (!isInstallableId(presetId))
        return fail(QStringLiteral("the preset id '%1' cannot be a file name").arg(presetId));
    for (auto it = bundle.images.begin(); it != bundle.images.end(); ++it)
        if (!isAllowedBundleEntry(QStringLiteral("pieces/") + it.key()))
            return fail(QStringLiteral("image '%1': not an allowed file name").arg(it.key()));
    QDir target(dir);
    if (!target.mkpath(QStringLiteral("pieces")))
        return fail(QStringLiteral("%1: cannot create the folder")
                .arg(target.filePath(QStringLiteral("pieces"))));

    // 1. Everything into a staging folder beside the targets (same file system: renames).
    QTemporaryDir staging(target.filePath(QStringLiteral(".install-XXXXXX")));
    if (!staging.isValid())
        return fail(QStringLiteral("%1: cannot create a staging folder: %2")
                .arg(dir, staging.errorString()));
    const QDir stage(staging.path());
    QJsonObject preset = bundle.preset;
    preset.remove(QStringLiteral("inherits"));
    const QString stagedJson = stage.filePath(QStringLiteral("preset.json"));
    if (!writeFile(stagedJson, QJsonDocument(preset).toJson(QJsonDocument::Indented), error))
        return false;
    const QString stagedPieces = stage.filePath(QStringLiteral("pieces"));
    if (!stage.mkpath(QStringLiteral("pieces")))
        return fail(QStringLiteral("%1: cannot create the folder").arg(stagedPieces));
    for (auto it = bundle.images.begin(); it != bundle.images.end(); ++it)
        if (!writeFile(QDir(stagedPieces).filePath(it.key()), it.value(), error))
            return false;

    // 2. The images: the old folder of this id aside, the new one in.
    const QString pieces = target.filePath(QStringLiteral("pieces/") + presetId);
    const QString oldPieces = stage.filePath(QStringLiteral("old-pieces"));
    const bool hadPieces = QFileInfo::exists(pieces);
    if (hadPieces && !QDir().rename(pieces, oldPieces))
        return fail(QStringLiteral("%1: cannot replace the folder").arg(pieces));
    auto restorePieces = [&] {
        QDir(pieces).removeRecursively();
        if (hadPieces)
            QDir().rename(oldPieces, pieces);
    };
    if (!QDir().rename(stagedPieces, pieces)) {
        restorePieces();
        return fail(QStringLiteral("%1: cannot create the folder").arg(pieces));
    }

    // 3. The preset last, in one rename: it appears only with its images in place.
    QString why;
    if (!replaceFile(stagedJson, target.filePath(presetId + QStringLiteral(".json")), &why)) {
        restorePieces();
        return fail(why);
    }
    if (id)
        *id = presetId;
    return true; // the staging folder goes, with the old images
}

bool removeInstalledPreset(const QString& dir, const QString& id, QString* error)
{
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (!isInstallableId(id))
        return fail(QStringLiteral("'%1' is not an installed preset").arg(id));
    const QDir d(dir);
    QFile json(d.filePath(id + QStringLiteral(".json")));
    if (!json.exists())
        return fail(QStringLiteral("%1: no such file").arg(json.fileName()));
    if (!json.remove())
        return fail(QStringLiteral("%1: %2").arg(json.fileName(), json.errorString()));
    QDir(d.filePath(QStringLiteral("pieces/") + id)).removeRecursively();
    return true;
}

QStringList pieceImageDirs(const QString& dir, const QString& id)
{
    const QDir d(dir);
    QStringList out;
    if (isInstallableId(id))
        out << d.filePath(QStringLiteral("pieces/") + id);
    out << d.filePath(QStringLiteral("pieces"));
    return out;
}

} // namespace fb::io
