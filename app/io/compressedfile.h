// SPDX-License-Identifier: GPL-3.0-or-later
// Reading (and writing) files that may be compressed: gzip, bzip2, xz, zstd via KArchive.
#pragma once

#include <QByteArray>
#include <QString>

namespace fb::io {

/// The compression of a file name's last suffix: "gzip" (.gz), "bzip2" (.bz2), "xz" (.xz),
/// "zstd" (.zst, .zstd) or an empty string.
QString compressionForPath(const QString& path);
/// The file name without its compression suffix ("games.pgn.gz" -> "games.pgn").
QString withoutCompressionSuffix(const QString& path);
/// The compression the first bytes show (magic numbers), or an empty string.
QString compressionForData(const QByteArray& head);

/// Reads a whole file, decompressing it when its content or name says it is compressed.
/// At most `maxBytes` decompressed bytes are accepted. Returns false and fills `error`
/// ("file: why") on failure, a compression this build cannot read included.
bool readMaybeCompressed(
    const QString& path, QByteArray& out, QString* error, qint64 maxBytes = 512LL << 20);

/// Decompresses `data` of the given compression in memory (at most `maxBytes`).
bool decompress(const QByteArray& data, const QString& compression, QByteArray& out, QString* error,
    qint64 maxBytes = 512LL << 20);

/// Compresses `data` ("gzip", "bzip2", "xz" or "zstd"); false if this build cannot.
bool compress(const QByteArray& data, const QString& compression, QByteArray& out, QString* error);

/// Whether this build reads and writes compressed files and bundles (KArchive present).
bool haveArchiveSupport();

} // namespace fb::io
