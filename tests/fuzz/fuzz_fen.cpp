// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: FEN and SFEN reading for variants of every kind, possible positions and
// (allowed) impossible ones; what reads must write and read again, validate without harm, and
// survive a move made and taken back, SFEN included.
#include "fen.h"
#include "fuzzcommon.h"
#include "movegen.h"
#include "positioncheck.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QString text = QString::fromUtf8(fbfuzz::bytes(data, std::min<size_t>(size, 4096)));
    for (const char* id :
        {"chess", "crazyhouse", "shogi", "chushogi", "xiangqi", "janggi", "grand", "torishogi"}) {
        const fb::VariantPtr v = fbtest::bundled().variant(QString::fromLatin1(id));
        for (const auto impossible :
            {fb::ImpossiblePositions::Refuse, fb::ImpossiblePositions::Allow}) {
            fb::FenError err;
            std::optional<fb::Position> pos = fb::readFen(v, text, &err, impossible);
            if (!pos)
                continue;
            const QString fen = fb::writeFen(*pos);
            if (!fb::readFen(v, fen, nullptr, impossible))
                __builtin_trap(); // what we write must read back
            // A refusing read lets only possible positions through; the words never fail.
            const QStringList problems = fb::positionProblemTexts(*pos);
            if (impossible == fb::ImpossiblePositions::Refuse && !problems.isEmpty())
                __builtin_trap();
            fb::MoveList moves;
            fb::MoveGenerator::generateLegal(*pos, moves);
            if (!moves.empty()) {
                // Counters at their limit saturate; unmake restores everything.
                const uint64_t key = pos->key();
                pos->makeMove(moves.front());
                (void)fb::writeSfen(*pos);
                pos->unmakeMove();
                if (pos->key() != key || fb::writeFen(*pos) != fen)
                    __builtin_trap();
            }
            const QString sfen = fb::writeSfen(*pos);
            (void)fb::normalizedFen(*v, sfen);
        }
    }
    return 0;
}
