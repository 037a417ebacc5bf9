// SPDX-License-Identifier: GPL-3.0-or-later
#include "zipdirectory.h"

namespace fb::io {

namespace {

quint32 u16(const QByteArray& d, qsizetype at)
{
    return quint32(quint8(d[at])) | quint32(quint8(d[at + 1])) << 8;
}

quint32 u32(const QByteArray& d, qsizetype at)
{
    return u16(d, at) | u16(d, at + 2) << 16;
}

} // namespace

bool listZipEntries(
    const QByteArray& data, QList<ZipEntryInfo>& out, QString* error, int maxEntries)
{
    out.clear();
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        out.clear();
        return false;
    };
    constexpr qsizetype EndSize = 22;
    if (data.size() < EndSize)
        return fail(QStringLiteral("not a zip archive (too short)"));
    // The end record is in the last 64 KiB + 22 bytes (its comment is at most 65535 bytes).
    qsizetype end = -1;
    const qsizetype lowest = std::max<qsizetype>(0, data.size() - EndSize - 0xFFFF);
    for (qsizetype at = data.size() - EndSize; at >= lowest; --at)
        if (u32(data, at) == 0x06054b50 && at + EndSize + u16(data, at + 20) == data.size()) {
            end = at;
            break;
        }
    if (end < 0)
        return fail(QStringLiteral("not a zip archive (no end of central directory)"));
    const quint32 disk = u16(data, end + 4), cdDisk = u16(data, end + 6);
    const quint32 count = u16(data, end + 10);
    const quint32 cdSize = u32(data, end + 12), cdOffset = u32(data, end + 16);
    if (disk != 0 || cdDisk != 0 || u16(data, end + 8) != count)
        return fail(QStringLiteral("split zip archives are not supported"));
    if (count == 0xFFFF || cdSize == 0xFFFFFFFF || cdOffset == 0xFFFFFFFF)
        return fail(QStringLiteral("ZIP64 archives are not supported"));
    if (int(count) > maxEntries)
        return fail(QStringLiteral("too many entries (%1, at most %2)").arg(count).arg(maxEntries));
    if (quint64(cdOffset) + cdSize > quint64(end))
        return fail(QStringLiteral("the central directory lies outside the archive"));
    qsizetype at = cdOffset;
    const qsizetype cdEnd = qsizetype(cdOffset) + cdSize;
    for (quint32 i = 0; i < count; ++i) {
        constexpr qsizetype HeaderSize = 46;
        if (at + HeaderSize > cdEnd || u32(data, at) != 0x02014b50)
            return fail(QStringLiteral("damaged central directory (entry %1)").arg(i + 1));
        ZipEntryInfo e;
        e.flags = quint16(u16(data, at + 8));
        e.method = quint16(u16(data, at + 10));
        e.compressedSize = u32(data, at + 20);
        e.size = u32(data, at + 24);
        const qsizetype nameLength = u16(data, at + 28);
        const qsizetype extraLength = u16(data, at + 30);
        const qsizetype commentLength = u16(data, at + 32);
        const quint32 localOffset = u32(data, at + 42);
        const qsizetype next = at + HeaderSize + nameLength + extraLength + commentLength;
        if (next > cdEnd)
            return fail(QStringLiteral("damaged central directory (entry %1)").arg(i + 1));
        if (e.compressedSize == 0xFFFFFFFF || e.size == 0xFFFFFFFF || localOffset == 0xFFFFFFFF)
            return fail(QStringLiteral("ZIP64 archives are not supported"));
        if (quint64(localOffset) + e.compressedSize > quint64(cdOffset))
            return fail(QStringLiteral("entry %1 lies outside the archive").arg(i + 1));
        const QByteArray rawName = data.mid(at + HeaderSize, nameLength);
        e.name = (e.flags & 0x0800) ? QString::fromUtf8(rawName) : QString::fromLatin1(rawName);
        out.append(e);
        at = next;
    }
    return true;
}

} // namespace fb::io
