// SPDX-License-Identifier: GPL-3.0-or-later
// Reading (and writing) files that may be compressed: gzip, bzip2, xz, zstd via KArchive.
#pragma once

#include <QByteArray>
#include <QString>

class QIODevice;

namespace fb::io {

/// The compression of a file name's last suffix: "gzip" (.gz), "bzip2" (.bz2), "xz" (.xz),
/// "zstd" (.zst, .zstd) or an empty string.
QString compressionForPath(const QString& path);
/// The file name without its compression suffix ("games.pgn.gz" -> "games.pgn").
QString withoutCompressionSuffix(const QString& path);
/// The compression the first bytes show (magic numbers), or an empty string.
QString compressionForData(const QByteArray& head);

/// Reads a whole file, decompressing it when its content says it is compressed. At most
/// `maxBytes` are read from the file (in chunks: the size it reports is not trusted, so a
/// device that never ends stops there) and at most `maxBytes` after decompression. Returns
/// false and fills `error` ("file: why", the limit named) on failure, a compression this build
/// cannot read included.
bool readMaybeCompressed(
    const QString& path, QByteArray& out, QString* error, qint64 maxBytes = 32LL << 20);

/// Reads what `device` holds, at most `maxBytes`, in chunks of at most 1 MiB. Returns false
/// (and fills `error`: "more than N MB (the limit)" or the device's error) when there is more
/// or the device fails.
bool readBounded(QIODevice& device, qint64 maxBytes, QByteArray& out, QString* error);

/// Decompresses `data` of the given compression in memory (at most `maxBytes`).
bool decompress(const QByteArray& data, const QString& compression, QByteArray& out, QString* error,
    qint64 maxBytes = 32LL << 20);

/// Compresses `data` ("gzip", "bzip2", "xz" or "zstd"); false if this build cannot.
bool compress(const QByteArray& data, const QString& compression, QByteArray& out, QString* error);

/// Whether this build reads and writes compressed files and bundles (KArchive present).
bool haveArchiveSupport();

} // namespace fb::io
