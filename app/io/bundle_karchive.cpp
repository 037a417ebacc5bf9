// SPDX-License-Identifier: GPL-3.0-or-later
// Reading and writing bundles with KArchive's KZip, entirely in memory.
#include "bundle.h"

#include "zipdirectory.h"

#include <KArchiveDirectory>
#include <KArchiveFile>
#include <KZip>
#include <QBuffer>
#include <QJsonDocument>
#include <memory>

namespace fb::io {

namespace {

const QString GameFormat = QStringLiteral("fairyboard-game-bundle");
const QString PresetFormat = QStringLiteral("fairyboard-preset-bundle");

// The bytes of one entry, read through its device so that no more than the declared size
// (which the checks have bounded) is ever held.
bool readEntry(const KArchiveFile* file, quint64 declared, QByteArray& out, QString* error)
{
    std::unique_ptr<QIODevice> dev(file->createDevice());
    if (!dev) {
        if (error)
            *error = QStringLiteral("entry '%1' cannot be read").arg(file->name());
        return false;
    }
    out = dev->read(qint64(declared) + 1);
    if (quint64(out.size()) != declared) {
        if (error)
            *error = QStringLiteral("entry '%1' is damaged (%2 bytes instead of %3)")
                         .arg(file->name())
                         .arg(out.size())
                         .arg(declared);
        return false;
    }
    return true;
}

QJsonObject jsonObject(const QByteArray& bytes, const QString& name, QString* error)
{
    QJsonParseError perr;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &perr);
    if (perr.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(name,
                perr.error != QJsonParseError::NoError ? perr.errorString()
                                                       : QStringLiteral("not a JSON object"));
        return {};
    }
    return doc.object();
}

} // namespace

bool readBundle(const QByteArray& data, const QString& sourceName, Bundle& out, QString* error,
    const BundleLimits& limits)
{
    out = Bundle();
    auto fail = [&](const QString& message) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(sourceName, message);
        out = Bundle();
        return false;
    };
    if (data.size() > limits.maxArchiveBytes)
        return fail(
            QStringLiteral("the bundle is larger than %1 MB").arg(limits.maxArchiveBytes >> 20));
    QList<ZipEntryInfo> entries;
    QString why;
    if (!listZipEntries(data, entries, &why, limits.maxEntries)
        || !checkBundleEntries(entries, limits, &why))
        return fail(why);

    QByteArray copy = data;
    QBuffer buffer(&copy);
    KZip zip(&buffer);
    if (!zip.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("not a readable zip archive: %1").arg(zip.errorString()));
    const KArchiveDirectory* root = zip.directory();
    auto fileEntry = [&](const QString& name) -> const KArchiveFile* {
        const KArchiveEntry* e = root ? root->entry(name) : nullptr;
        return e && e->isFile() ? static_cast<const KArchiveFile*>(e) : nullptr;
    };
    QMap<QString, QByteArray> contents;
    for (const ZipEntryInfo& e : entries) {
        if (e.name.endsWith(u'/'))
            continue;
        const KArchiveFile* f = fileEntry(e.name);
        if (!f)
            return fail(QStringLiteral("entry '%1' cannot be found in the archive").arg(e.name));
        QByteArray bytes;
        if (!readEntry(f, e.size, bytes, &why))
            return fail(why);
        contents.insert(e.name, bytes);
    }

    const QJsonObject manifest = jsonObject(
        contents.value(QStringLiteral("manifest.json")), QStringLiteral("manifest.json"), &why);
    if (manifest.isEmpty())
        return fail(why.isEmpty() ? QStringLiteral("manifest.json is empty") : why);
    const QString format = manifest.value(QStringLiteral("format")).toString();
    const int version = manifest.value(QStringLiteral("version")).toInt(0);
    if (format != GameFormat && format != PresetFormat)
        return fail(QStringLiteral("manifest.json: unknown bundle format '%1'").arg(format));
    if (version != 1)
        return fail(QStringLiteral("manifest.json: bundle version %1 is not supported (1 is)")
                .arg(version));
    out.kind = format == GameFormat ? Bundle::Kind::Game : Bundle::Kind::Preset;
    if (contents.contains(QStringLiteral("preset.json"))) {
        out.preset = jsonObject(
            contents.value(QStringLiteral("preset.json")), QStringLiteral("preset.json"), &why);
        if (out.preset.isEmpty())
            return fail(why.isEmpty() ? QStringLiteral("preset.json is empty") : why);
        if (out.preset.value(QStringLiteral("id")).toString().isEmpty())
            return fail(QStringLiteral("preset.json: the preset has no id"));
    }
    if (out.kind == Bundle::Kind::Game) {
        if (!contents.contains(QStringLiteral("game.pgn")))
            return fail(QStringLiteral("a game bundle without game.pgn"));
        out.log = contents.value(QStringLiteral("game.pgn"));
    } else if (out.preset.isEmpty()) {
        return fail(QStringLiteral("a preset bundle without preset.json"));
    }
    for (auto it = contents.begin(); it != contents.end(); ++it) {
        if (!it.key().startsWith(QStringLiteral("pieces/")))
            continue;
        if (!checkPieceImage(it.key().mid(7), it.value(), limits.maxImagePixels, &why))
            return fail(why);
        out.images.insert(it.key().mid(7), it.value());
    }
    return true;
}

bool writeBundle(const Bundle& bundle, QByteArray& out, QString* error)
{
    out.clear();
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        out.clear();
        return false;
    };
    for (auto it = bundle.images.begin(); it != bundle.images.end(); ++it)
        if (!isAllowedBundleEntry(QStringLiteral("pieces/") + it.key()))
            return fail(QStringLiteral("image '%1': not an allowed file name").arg(it.key()));
    if (bundle.kind == Bundle::Kind::Preset && bundle.preset.isEmpty())
        return fail(QStringLiteral("a preset bundle needs a preset"));
    QBuffer buffer(&out);
    KZip zip(&buffer);
    if (!zip.open(QIODevice::WriteOnly))
        return fail(zip.errorString());
    const QJsonObject manifest{
        {QStringLiteral("format"), bundle.kind == Bundle::Kind::Game ? GameFormat : PresetFormat},
        {QStringLiteral("version"), 1}};
    bool ok = zip.writeFile(QStringLiteral("manifest.json"), QJsonDocument(manifest).toJson());
    if (bundle.kind == Bundle::Kind::Game)
        ok = ok && zip.writeFile(QStringLiteral("game.pgn"), bundle.log);
    if (!bundle.preset.isEmpty())
        ok = ok
            && zip.writeFile(QStringLiteral("preset.json"), QJsonDocument(bundle.preset).toJson());
    for (auto it = bundle.images.begin(); it != bundle.images.end() && ok; ++it)
        ok = zip.writeFile(QStringLiteral("pieces/") + it.key(), it.value());
    if (!ok || !zip.close())
        return fail(QStringLiteral("cannot write the bundle: %1").arg(zip.errorString()));
    return true;
}

} // namespace fb::io
