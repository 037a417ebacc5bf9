// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: preset compilation from arbitrary JSON, and the first moves of what
// compiles.
//
// So that small inputs reach big tables, a top-level "_doc" object (a comment the loader
// ignores) may ask for more: {"_doc": {"copies": N, "betzaTimes": K}} appends copies of the
// pieces until there are N of them (ids "<id>-<n>", each with a letter of its own), and writes
// every XBetza string K times over. Seeds: tests/fuzz/corpus/preset/.
#include "bigpresets.h"
#include "fen.h"
#include "fuzzcommon.h"
#include "movegen.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

// Applies the "_doc" requests described above (bounded: at most 1100 pieces, 200 repeats).
void amplify(QJsonObject& preset)
{
    const QJsonObject doc = preset.value(QStringLiteral("_doc")).toObject();
    const int copies = std::clamp(doc.value(QStringLiteral("copies")).toInt(0), 0, 1100);
    const int times = std::clamp(doc.value(QStringLiteral("betzaTimes")).toInt(1), 1, 200);
    static const QStringList letters = fbtest::fenLetters(1100 + 52);
    QJsonArray pieces = preset.value(QStringLiteral("pieces")).toArray();
    const qsizetype templates = pieces.size();
    for (qsizetype n = 0; templates > 0 && pieces.size() < copies; ++n) {
        QJsonObject p = pieces[n % templates].toObject();
        p[QStringLiteral("id")]
            = p.value(QStringLiteral("id")).toString() + u'-' + QString::number(n);
        pieces.append(p);
    }
    for (qsizetype i = templates; i < pieces.size(); ++i) {
        // A letter of its own, none of the templates' (their letters stay for the FEN).
        QJsonObject p = pieces[i].toObject();
        p[QStringLiteral("letter")] = letters.value(i + 52);
        pieces[i] = p;
    }
    if (times > 1)
        for (QJsonValueRef v : pieces) {
            QJsonObject p = v.toObject();
            p[QStringLiteral("betza")]
                = p.value(QStringLiteral("betza")).toString().repeated(times);
            v = p;
        }
    if (copies > 0 || times > 1)
        preset[QStringLiteral("pieces")] = pieces;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QJsonDocument doc = QJsonDocument::fromJson(fbfuzz::bytes(data, size));
    if (!doc.isObject())
        return 0;
    QJsonObject preset = doc.object();
    // Let a child of a bundled preset inherit, as the registry would.
    const QString parent = preset.value(QStringLiteral("inherits")).toString();
    if (fbtest::bundled().contains(parent))
        preset = fb::mergePreset(fbtest::bundled().resolved(parent), preset);
    amplify(preset);
    QList<fb::PresetDiagnostic> diags;
    const QStringList profiles = preset.value(QStringLiteral("profiles")).toObject().keys();
    if (!profiles.isEmpty())
        fb::compilePreset(preset, QStringLiteral("fuzz.json"), diags, profiles.first());
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
