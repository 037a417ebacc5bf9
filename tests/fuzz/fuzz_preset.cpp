// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: preset compilation from arbitrary JSON, and the first moves of what
// compiles.
#include "fen.h"
#include "fuzzcommon.h"
#include "movegen.h"

#include <QJsonDocument>
#include <QJsonObject>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QJsonDocument doc
        = QJsonDocument::fromJson(fbfuzz::bytes(data, std::min<size_t>(size, 16384)));
    if (!doc.isObject())
        return 0;
    QJsonObject preset = doc.object();
    // Let a child of a bundled preset inherit, as the registry would.
    const QString parent = preset.value(QStringLiteral("inherits")).toString();
    if (fbtest::bundled().contains(parent))
        preset = fb::mergePreset(fbtest::bundled().resolved(parent), preset);
    QList<fb::PresetDiagnostic> diags;
    const fb::VariantPtr v = fb::compilePreset(preset, QStringLiteral("fuzz.json"), diags);
    if (!v)
        return 0;
    std::optional<fb::Position> pos = fb::readFen(v, v->startFen);
    if (!pos)
        return 0;
    fb::MoveList moves;
    fb::MoveGenerator::generateLegal(*pos, moves);
    for (size_t i = 0; i < moves.size() && i < 8; ++i) {
        pos->makeMove(moves[i]);
        pos->unmakeMove();
    }
    return 0;
}
