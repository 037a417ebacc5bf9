// SPDX-License-Identifier: GPL-3.0-or-later
// Builds without KArchive: compressed files are recognised and refused with a clear message.
#include "compressedfile.h"

namespace fb::io {

bool haveArchiveSupport()
{
    return false;
}

bool decompress(
    const QByteArray&, const QString& compression, QByteArray& out, QString* error, qint64)
{
    out.clear();
    if (error)
        *error = QStringLiteral("%1 files cannot be read by this build (it has no KArchive)")
                     .arg(compression);
    return false;
}

bool compress(const QByteArray&, const QString& compression, QByteArray& out, QString* error)
{
    out.clear();
    if (error)
        *error = QStringLiteral("%1 files cannot be written by this build (it has no KArchive)")
                     .arg(compression);
    return false;
}

} // namespace fb::io
