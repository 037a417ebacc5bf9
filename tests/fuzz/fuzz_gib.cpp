// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the gib (janggi) reader, replay and writer on arbitrary bytes.
#include "fuzzcommon.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    fbfuzz::loadAndWrite(fbfuzz::bytes(data, size), QStringLiteral("fuzz.gib"));
    return 0;
}
