// SPDX-License-Identifier: GPL-3.0-or-later
// The central directory of a zip archive as stored: raw entry names and sizes, read before
// anything is decompressed (KArchive rewrites names such as "/a" and "x/../y").
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace fb::io {

struct ZipEntryInfo
{
    QString name; ///< exactly as stored
    quint64 compressedSize = 0;
    quint64 size = 0; ///< uncompressed, as declared
    quint16 method = 0; ///< 0 stored, 8 deflated
    quint16 flags = 0; ///< bit 0: encrypted
};

/// Lists the entries of a zip archive held in memory. Fails with a message for anything
/// malformed: no end record, a directory outside the data, truncated headers, ZIP64 or
/// split archives, more than `maxEntries` entries.
bool listZipEntries(
    const QByteArray& data, QList<ZipEntryInfo>& out, QString* error, int maxEntries = 4096);

} // namespace fb::io
