// SPDX-License-Identifier: GPL-3.0-or-later
// Bundle checks (no KArchive needed); bundle_karchive.cpp reads and writes, presetfolder.cpp
// installs.
#include "bundle.h"

#include "compressedfile.h"
#include "presetloader.h"
#include "zipdirectory.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>

namespace fb::io {

namespace {

bool isImageName(const QString& name)
{
    static const QRegularExpression re(
        QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9._-]{0,99}\\.(svg|png)$"));
    return re.match(name).hasMatch() && !name.contains(QStringLiteral(".."));
}

bool writeAtomically(const QString& path, const QByteArray& data, QString* error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.commit()) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

} // namespace

bool isAllowedBundleEntry(const QString& name)
{
    if (name == u"manifest.json" || name == u"game.pgn" || name == u"preset.json"
        || name == u"pieces/")
        return true;
    return name.startsWith(QStringLiteral("pieces/")) && isImageName(name.mid(7));
}

bool checkBundleEntries(
    const QList<ZipEntryInfo>& entries, const BundleLimits& limits, QString* error)
{
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (int(entries.size()) > limits.maxEntries)
        return fail(QStringLiteral("too many entries (%1)").arg(entries.size()));
    QSet<QString> seen;
    quint64 total = 0;
    for (const ZipEntryInfo& e : entries) {
        const QString& n = e.name;
        if (n.startsWith(u'/') || n.contains(u'\\') || n.contains(u':'))
            return fail(QStringLiteral("entry '%1': not a plain relative path").arg(n));
        for (const QString& part : n.split(u'/'))
            if (part == u".." || part == u".")
                return fail(QStringLiteral("entry '%1': leaves the bundle").arg(n));
        if (!isAllowedBundleEntry(n))
            return fail(QStringLiteral("entry '%1': not part of a Fairyboard bundle").arg(n));
        if (seen.contains(n))
            return fail(QStringLiteral("entry '%1' appears twice").arg(n));
        seen.insert(n);
        if (e.flags & 0x0001)
            return fail(QStringLiteral("entry '%1' is encrypted").arg(n));
        if (e.method != 0 && e.method != 8)
            return fail(QStringLiteral("entry '%1': unsupported compression method %2")
                    .arg(n)
                    .arg(e.method));
        // The JSON entries are read whole and parsed: no bigger than a preset file.
        const bool json = n == u"manifest.json" || n == u"preset.json";
        if (json && e.size > quint64(PresetLimits::MaxFileBytes))
            return fail(QStringLiteral("entry '%1' is too large (%2 bytes, at most %3 KiB)")
                    .arg(n)
                    .arg(e.size)
                    .arg(PresetLimits::MaxFileBytes / 1024));
        if (e.size > quint64(limits.maxEntryBytes))
            return fail(QStringLiteral("entry '%1' is too large (%2 bytes, at most %3 MB)")
                    .arg(n)
                    .arg(e.size)
                    .arg(limits.maxEntryBytes >> 20));
        total += e.size;
        if (total > quint64(limits.maxTotalBytes))
            return fail(QStringLiteral("the bundle is too large uncompressed (more than %1 MB)")
                    .arg(limits.maxTotalBytes >> 20));
        if (e.size > 1024
            && double(e.size) > limits.maxRatio * double(std::max<quint64>(e.compressedSize, 1)))
            return fail(QStringLiteral("entry '%1' is compressed suspiciously well (%2:1)")
                    .arg(n)
                    .arg(e.size / std::max<quint64>(e.compressedSize, 1)));
        if (e.method == 0 && e.size != e.compressedSize)
            return fail(QStringLiteral("entry '%1': stored with inconsistent sizes").arg(n));
    }
    if (!seen.contains(QStringLiteral("manifest.json")))
        return fail(QStringLiteral("no manifest.json: not a Fairyboard bundle"));
    return true;
}

bool checkPieceImage(const QString& name, const QByteArray& bytes, int maxPixels, QString* error)
{
    if (!name.endsWith(QStringLiteral(".png")))
        return true;
    auto fail = [&](const QString& message) {
        if (error)
            *error = QStringLiteral("entry 'pieces/%1': %2").arg(name, message);
        return false;
    };
    // The signature, then the IHDR chunk: length 13, "IHDR", width and height (big-endian).
    // Other content is left to the app's image check (QImageReader's allocation limit).
    if (!bytes.startsWith("\x89PNG\r\n\x1a\n"))
        return true;
    if (bytes.size() < 24 || bytes.mid(12, 4) != "IHDR")
        return fail(QStringLiteral("a damaged PNG image (no IHDR header)"));
    auto be32 = [&](qsizetype at) {
        return quint32(quint8(bytes[at])) << 24 | quint32(quint8(bytes[at + 1])) << 16
            | quint32(quint8(bytes[at + 2])) << 8 | quint32(quint8(bytes[at + 3]));
    };
    const quint32 width = be32(16), height = be32(20);
    if (width > quint32(maxPixels) || height > quint32(maxPixels))
        return fail(QStringLiteral("%1 x %2 pixels (at most %3 x %3)")
                .arg(width)
                .arg(height)
                .arg(maxPixels));
    return true;
}

bool readBundleFile(const QString& path, Bundle& out, QString* error, const BundleLimits& limits)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, f.errorString());
        return false;
    }
    // In chunks up to the limit: the size a file reports is not trusted.
    QByteArray data;
    QString why;
    if (!readBounded(f, limits.maxArchiveBytes, data, &why)) {
        if (error)
            *error = QStringLiteral("%1: the bundle holds %2").arg(path, why);
        return false;
    }
    return readBundle(data, path, out, error, limits);
}

bool writeBundleFile(const QString& path, const Bundle& bundle, QString* error)
{
    QByteArray bytes;
    QString why;
    if (!writeBundle(bundle, bytes, &why)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, why);
        return false;
    }
    return writeAtomically(path, bytes, error);
}

QMap<QString, QByteArray> collectPieceImages(const QJsonObject& preset, const QStringList& dirs)
{
    QMap<QString, QByteArray> out;
    const QJsonArray pieces = preset.value(QStringLiteral("pieces")).toArray();
    static const QStringList prefixes{QString(), QStringLiteral("white-"), QStringLiteral("black-"),
        QStringLiteral("red-"), QStringLiteral("blue-")};
    for (const QJsonValue& pv : pieces) {
        const QJsonObject p = pv.toObject();
        const QString art
            = p.value(QStringLiteral("art")).toString(p.value(QStringLiteral("id")).toString());
        for (const QString& prefix : prefixes)
            for (const QString& ext : {QStringLiteral(".svg"), QStringLiteral(".png")}) {
                const QString name = prefix + art + ext;
                if (!isImageName(name) || out.contains(name))
                    continue;
                for (const QString& dir : dirs) {
                    QFile f(QDir(dir).filePath(name));
                    QByteArray bytes;
                    if (f.open(QIODevice::ReadOnly) && readBounded(f, 8 << 20, bytes, nullptr)) {
                        out.insert(name, bytes);
                        break;
                    }
                }
            }
    }
    return out;
}

} // namespace fb::io
