// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the bundle reader (zip directory checks, KArchive, manifest, preset) and
// the games of what reads.
#include "bundle.h"
#include "fuzzcommon.h"
#include "zipdirectory.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray zip = fbfuzz::bytes(data, size);
    QList<fb::io::ZipEntryInfo> entries;
    fb::io::listZipEntries(zip, entries, nullptr);
    fb::io::Bundle b;
    if (fb::io::readBundle(zip, QStringLiteral("fuzz.fbz"), b, nullptr)
        && b.kind == fb::io::Bundle::Kind::Game)
        fb::io::loadGamesFromData(zip, QStringLiteral("fuzz.fbz"), fbtest::bundled());
    return 0;
}
