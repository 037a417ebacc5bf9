// SPDX-License-Identifier: GPL-3.0-or-later
// The parts that need no KArchive; compressedfile_karchive.cpp or _none.cpp do the rest.
#include "compressedfile.h"

#include "loglimits.h"

#include <QFile>
#include <QFileInfo>
#include <algorithm>

namespace fb::io {

QString compressionForPath(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"gz" || suffix == u"gzip")
        return QStringLiteral("gzip");
    if (suffix == u"bz2")
        return QStringLiteral("bzip2");
    if (suffix == u"xz")
        return QStringLiteral("xz");
    if (suffix == u"zst" || suffix == u"zstd")
        return QStringLiteral("zstd");
    return {};
}

QString withoutCompressionSuffix(const QString& path)
{
    if (compressionForPath(path).isEmpty())
        return path;
    return path.left(path.lastIndexOf(u'.'));
}

QString compressionForData(const QByteArray& head)
{
    if (head.startsWith("\x1F\x8B"))
        return QStringLiteral("gzip");
    if (head.startsWith("BZh"))
        return QStringLiteral("bzip2");
    if (head.startsWith(QByteArray("\xFD"
                                   "7zXZ\x00",
            6)))
        return QStringLiteral("xz");
    if (head.startsWith("\x28\xB5\x2F\xFD"))
        return QStringLiteral("zstd");
    return {};
}

bool readBounded(QIODevice& device, qint64 maxBytes, QByteArray& out, QString* error)
{
    out.clear();
    constexpr qint64 Chunk = 1 << 20;
    while (out.size() <= maxBytes) {
        const QByteArray chunk = device.read(std::min(Chunk, maxBytes + 1 - out.size()));
        if (chunk.isEmpty())
            break;
        out += chunk;
    }
    if (out.size() > maxBytes) {
        out = QByteArray();
        if (error)
            *error = QStringLiteral("more than %1 (the limit)").arg(sizeText(maxBytes));
        return false;
    }
    return true;
}

bool readMaybeCompressed(const QString& path, QByteArray& out, QString* error, qint64 maxBytes)
{
    auto fail = [&](const QString& why) {
        out = QByteArray();
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, why);
        return false;
    };
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return fail(f.errorString());
    // The size a file reports is not trusted (a device such as /dev/zero reports 0 and never
    // ends): read in chunks up to the limit.
    QByteArray data;
    QString why;
    if (!readBounded(f, maxBytes, data, &why))
        return fail(why);
    if (f.error() != QFileDevice::NoError)
        return fail(f.errorString());
    const QString compression = compressionForData(data.left(8));
    if (compression.isEmpty()) {
        out = std::move(data);
        return true;
    }
    if (!decompress(data, compression, out, &why, maxBytes))
        return fail(why);
    return true;
}

} // namespace fb::io
