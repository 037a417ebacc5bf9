// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: FEN and SFEN reading for variants of every kind; what reads must write
// and read again.
#include "fen.h"
#include "fuzzcommon.h"
#include "movegen.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QString text = QString::fromUtf8(fbfuzz::bytes(data, std::min<size_t>(size, 4096)));
    for (const char* id :
        {"chess", "crazyhouse", "shogi", "chushogi", "xiangqi", "janggi", "grand"}) {
        const fb::VariantPtr v = fbtest::bundled().variant(QString::fromLatin1(id));
        fb::FenError err;
        std::optional<fb::Position> pos = fb::readFen(v, text, &err);
        if (!pos)
            continue;
        const QString fen = fb::writeFen(*pos);
        if (!fb::readFen(v, fen))
            __builtin_trap(); // what we write must read back
        fb::MoveList moves;
        fb::MoveGenerator::generateLegal(*pos, moves);
    }
    return 0;
}
