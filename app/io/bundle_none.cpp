// SPDX-License-Identifier: GPL-3.0-or-later
// Builds without KArchive: bundles are refused with a clear message.
#include "bundle.h"

#include "zipdirectory.h"

namespace fb::io {

bool readBundle(const QByteArray& data, const QString& sourceName, Bundle& out, QString* error,
    const BundleLimits& limits)
{
    out = Bundle();
    // The same checks as with KArchive, so that a malformed bundle gets the same answer.
    QList<ZipEntryInfo> entries;
    QString why;
    if (!listZipEntries(data, entries, &why, limits.maxEntries)
        || !checkBundleEntries(entries, limits, &why)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(sourceName, why);
        return false;
    }
    if (error)
        *error = QStringLiteral("%1: bundles cannot be read by this build (it has no KArchive)")
                     .arg(sourceName);
    return false;
}

bool writeBundle(const Bundle&, QByteArray& out, QString* error)
{
    out.clear();
    if (error)
        *error = QStringLiteral("bundles cannot be written by this build (it has no KArchive)");
    return false;
}

} // namespace fb::io
