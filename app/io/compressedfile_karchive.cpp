// SPDX-License-Identifier: GPL-3.0-or-later
// Compression through KArchive's KCompressionDevice.
#include "compressedfile.h"

#include "loglimits.h"

#include <KCompressionDevice>
#include <QBuffer>
#include <array>

namespace fb::io {

namespace {

quint32 crc32(const QByteArray& data)
{
    static const std::array<quint32, 256> table = [] {
        std::array<quint32, 256> t{};
        for (quint32 i = 0; i < 256; ++i) {
            quint32 c = i;
            for (int k = 0; k < 8; ++k)
                c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
            t[i] = c;
        }
        return t;
    }();
    quint32 crc = 0xFFFFFFFFu;
    for (char ch : data)
        crc = table[(crc ^ quint8(ch)) & 0xFF] ^ (crc >> 8);
    return ~crc;
}

bool typeFor(const QString& compression, KCompressionDevice::CompressionType& type)
{
    if (compression == u"gzip")
        type = KCompressionDevice::GZip;
    else if (compression == u"bzip2")
        type = KCompressionDevice::BZip2;
    else if (compression == u"xz")
        type = KCompressionDevice::Xz;
    else if (compression == u"zstd")
        type = KCompressionDevice::Zstd;
    else
        return false;
    return true;
}

// KCompressionDevice returns what it could decode of a truncated stream without an error;
// the formats' own end marks tell whether the whole stream was there.
QString integrityProblem(const QByteArray& data, const QByteArray& out, const QString& compression)
{
    if (compression == u"gzip") {
        // The trailer: CRC-32 and size (mod 2^32) of what the stream holds.
        const QByteArray tail = data.right(8);
        auto le32 = [&](qsizetype at) {
            return quint32(quint8(tail[at])) | quint32(quint8(tail[at + 1])) << 8
                | quint32(quint8(tail[at + 2])) << 16 | quint32(quint8(tail[at + 3])) << 24;
        };
        if (tail.size() < 8 || le32(4) != quint32(out.size()) || le32(0) != crc32(out))
            return QStringLiteral("truncated or damaged gzip data (the checksum does not match)");
    } else if (compression == u"xz") {
        if (!data.endsWith("YZ"))
            return QStringLiteral("truncated xz data (no stream footer)");
    } else if (out.isEmpty() && !data.isEmpty()) {
        return QStringLiteral("damaged or truncated %1 data").arg(compression);
    }
    return {};
}

} // namespace

bool haveArchiveSupport()
{
    return true;
}

bool decompress(const QByteArray& data, const QString& compression, QByteArray& out, QString* error,
    qint64 maxBytes)
{
    out.clear();
    KCompressionDevice::CompressionType type;
    if (!typeFor(compression, type)) {
        if (error)
            *error = QStringLiteral("unknown compression '%1'").arg(compression);
        return false;
    }
    QByteArray copy = data;
    auto* buffer = new QBuffer(&copy);
    KCompressionDevice dev(buffer, true, type);
    if (dev.compressionType() != type || !dev.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("cannot read %1 data: %2").arg(compression, dev.errorString());
        return false;
    }
    // Read in chunks so that a decompression bomb stops at the limit.
    QByteArray chunk(1 << 16, Qt::Uninitialized);
    while (true) {
        const qint64 n = dev.read(chunk.data(), chunk.size());
        if (n < 0) {
            if (error)
                *error = QStringLiteral("damaged %1 data: %2").arg(compression, dev.errorString());
            out.clear();
            return false;
        }
        if (n == 0)
            break;
        if (out.size() + n > maxBytes) {
            if (error)
                *error = QStringLiteral("more than %1 after decompression (the limit)")
                             .arg(sizeText(maxBytes));
            out.clear();
            return false;
        }
        out.append(chunk.constData(), n);
    }
    QString problem = dev.error() != QFileDevice::NoError
        ? QStringLiteral("damaged %1 data: %2").arg(compression, dev.errorString())
        : integrityProblem(data, out, compression);
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        out.clear();
        return false;
    }
    return true;
}

bool compress(const QByteArray& data, const QString& compression, QByteArray& out, QString* error)
{
    out.clear();
    KCompressionDevice::CompressionType type;
    if (!typeFor(compression, type)) {
        if (error)
            *error = QStringLiteral("unknown compression '%1'").arg(compression);
        return false;
    }
    auto* buffer = new QBuffer(&out);
    KCompressionDevice dev(buffer, true, type);
    if (dev.compressionType() != type || !dev.open(QIODevice::WriteOnly)
        || dev.write(data) != data.size()) {
        if (error)
            *error = QStringLiteral("cannot write %1 data: %2").arg(compression, dev.errorString());
        return false;
    }
    dev.close();
    return true;
}

} // namespace fb::io
