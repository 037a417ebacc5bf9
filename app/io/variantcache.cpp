// SPDX-License-Identifier: GPL-3.0-or-later
#include "variantcache.h"

#include "loglimits.h"
#include "presetloader.h"

#include <QJsonDocument>
#include <algorithm>

namespace fb::io {

namespace {

// A heap block of `bytes` with the allocator's bookkeeping.
qint64 block(size_t bytes)
{
    return bytes ? qint64(bytes) + 16 : 0;
}

template <typename T> qint64 vectorBytes(const std::vector<T>& v)
{
    return block(v.capacity() * sizeof(T));
}

// A SquareSet's words, on the heap (the object itself is counted with its container).
qint64 squareSetBytes(int cells)
{
    return block(size_t((cells + 63) / 64) * sizeof(uint64_t));
}

qint64 stringBytes(const QString& s)
{
    return s.isEmpty() ? 0 : block(size_t(s.capacity() + 1) * 2 + 16);
}

QString diagnosticsText(const QList<PresetDiagnostic>& diags)
{
    QStringList parts;
    for (const PresetDiagnostic& d : diags)
        parts << d.key + QStringLiteral(": ") + d.message;
    return parts.join(QStringLiteral("; "));
}

} // namespace

qint64 compiledVariantBytes(const VariantDefinition& v)
{
    const MoveTables& t = v.tables();
    const int cells = t.cells;
    qint64 bytes = qint64(sizeof(VariantDefinition));
    bytes += vectorBytes(t.pieceTables);
    for (const PieceTable& p : t.pieceTables)
        bytes += vectorBytes(p.simple) + vectorBytes(p.paths);
    for (int side = 0; side < 2; ++side)
        bytes += vectorBytes(t.attackRays[size_t(side)])
            + vectorBytes(t.complexAttackers[size_t(side)])
            + vectorBytes(t.epCaptures[size_t(side)]);
    bytes += vectorBytes(t.attackerFlags);
    for (const std::vector<SquareSet>* sets :
        {&t.blockSensitive, &t.deadSquares, &t.promotionSquares}) {
        bytes += vectorBytes(*sets);
        bytes += qint64(sets->size()) * squareSetBytes(cells);
    }
    // The initial squares (private): one set per type and side, like deadSquares.
    bytes += qint64(t.deadSquares.size()) * (qint64(sizeof(SquareSet)) + squareSetBytes(cells));
    bytes += vectorBytes(t.pieceKeys) + vectorBytes(t.handKeys) + vectorBytes(t.virginKeys)
        + vectorBytes(t.epKeys) + vectorBytes(t.lionKeys);
    bytes += vectorBytes(v.pieces);
    for (const PieceDefinition& p : v.pieces) {
        for (const QString* s :
            {&p.id, &p.name, &p.letter, &p.betza, &p.art, &p.secondArt, &p.secondName})
            bytes += stringBytes(*s);
        bytes += vectorBytes(p.promotions) + vectorBytes(p.secondPromotions)
            + vectorBytes(p.regionMoves) + vectorBytes(p.cannotHopOver)
            + vectorBytes(p.cannotCapture) + vectorBytes(p.dropAs);
        for (const PieceDefinition::RegionMove& r : p.regionMoves)
            bytes += stringBytes(r.betza);
    }
    bytes += vectorBytes(v.regions);
    for (const Region& r : v.regions)
        bytes += stringBytes(r.name) + 2 * squareSetBytes(cells);
    return bytes;
}

VariantCache::VariantCache(qint64 maxBytes)
    : m_max(maxBytes)
    , m_alive(std::make_shared<std::atomic<qint64>>(0))
{ }

VariantPtr VariantCache::variant(const QJsonObject& preset, const QString& profile, QString* error)
{
    auto fail = [&](const QString& message) -> VariantPtr {
        if (error)
            *error = message;
        return nullptr;
    };
    const QString id = preset.value(QStringLiteral("id")).toString();
    const QByteArray key
        = profile.toUtf8() + '\n' + QJsonDocument(preset).toJson(QJsonDocument::Compact);
    if (VariantPtr shared = m_variants.value(key).lock())
        return shared;
    // Refused without compiling when not even the smallest variant compiled so far would fit.
    if (*m_alive + std::max<qint64>(m_smallest, 1) > m_max)
        return fail(QStringLiteral("the embedded preset '%1' is not compiled: the presets of this "
                                   "file already take %2 of compiled tables (at most %3)")
                .arg(id, sizeText(*m_alive), sizeText(m_max)));
    QList<PresetDiagnostic> diags;
    VariantPtr compiled = compilePreset(preset, QStringLiteral("embedded preset"), diags, profile);
    ++m_compiled;
    if (!compiled)
        return fail(QStringLiteral("the embedded preset '%1' does not compile: %2")
                .arg(id, diagnosticsText(diags)));
    const qint64 bytes = compiledVariantBytes(*compiled);
    m_smallest = m_smallest == 0 ? bytes : std::min(m_smallest, bytes);
    if (*m_alive + bytes > m_max)
        return fail(QStringLiteral("the embedded preset '%1' takes %2 of compiled tables; with "
                                   "the other presets of this file that is more than %3 (the "
                                   "limit)")
                .arg(id, sizeText(bytes), sizeText(m_max)));
    *m_alive += bytes;
    // The games share one variant; the last one to let go returns its bytes to the budget.
    std::shared_ptr<std::atomic<qint64>> alive = m_alive;
    VariantPtr counted(compiled.get(), [compiled, alive, bytes](const VariantDefinition*) mutable {
        *alive -= bytes;
        compiled.reset();
    });
    m_variants.insert(key, counted);
    return counted;
}

} // namespace fb::io
