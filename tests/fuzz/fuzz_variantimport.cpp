// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the variant-definition readers (each format, and detection) on arbitrary
// text, and every preset they return exported to variants.ini again.
#include "fsfexport.h"
#include "fuzzcommon.h"
#include "variantimport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QString text = QString::fromUtf8(fbfuzz::bytes(data, size));
    for (const fb::io::ImportFormat format :
        {fb::io::ImportFormat::Auto, fb::io::ImportFormat::Fsf, fb::io::ImportFormat::Sjaak,
            fb::io::ImportFormat::XBoard, fb::io::ImportFormat::Diagram}) {
        const fb::io::ImportResult r = fb::io::importVariantText(
            text, QStringLiteral("fuzz.txt"), format, {}, fbtest::bundled());
        for (const fb::io::ImportedPreset& p : r.presets)
            fb::io::exportFsf(p.preset);
    }
    return 0;
}
