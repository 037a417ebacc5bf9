// SPDX-License-Identifier: GPL-3.0-or-later
// The parts that need no KArchive; compressedfile_karchive.cpp or _none.cpp do the rest.
#include "compressedfile.h"

#include <QFile>
#include <QFileInfo>

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

bool readMaybeCompressed(const QString& path, QByteArray& out, QString* error, qint64 maxBytes)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, f.errorString());
        return false;
    }
    const QString byContent = compressionForData(f.peek(8));
    if (byContent.isEmpty()) {
        if (f.size() > maxBytes) {
            if (error)
                *error = QStringLiteral("%1: the file is larger than %2 MB")
                             .arg(path)
                             .arg(maxBytes >> 20);
            return false;
        }
        out = f.readAll();
        return true;
    }
    const QByteArray data = f.readAll();
    QString why;
    if (!decompress(data, byContent, out, &why, maxBytes)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, why);
        return false;
    }
    return true;
}

} // namespace fb::io
