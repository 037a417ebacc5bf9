// SPDX-License-Identifier: GPL-3.0-or-later
#include "customvariant.h"

#include "fsfexport.h"

#include <algorithm>

namespace fb::engines {

VariantSection variantSection(const QString& id, const QJsonObject& resolved)
{
    const io::FsfExport out = io::exportFsf(resolved);
    if (!out.ok() || out.text.isEmpty())
        return {};
    // The exporter names the section by the preset's id ("[id]", after its comment lines);
    // the engine's own variant of that name would win, so the section gets a name of its own.
    VariantSection section;
    section.name = QString::fromUtf16(SectionPrefix) + id;
    QStringList lines = out.text.split(u'\n');
    const auto header = std::find_if(
        lines.begin(), lines.end(), [](const QString& l) { return l.startsWith(u'['); });
    if (header == lines.end())
        return {};
    *header = u'[' + section.name + u']';
    section.text = lines.join(u'\n');
    return section;
}

bool loadsVariantFiles(const EngineEntry& engine)
{
    return engine.protocol == u"uci"
        && std::any_of(engine.options.begin(), engine.options.end(),
            [](const EngineOption& o) { return o.name == u"VariantPath"; });
}

VariantSection sectionNeeded(const EngineEntry& engine, const VariantDefinition& v,
    const QString& id, const QString& profile, const QJsonObject& resolved, bool bundled)
{
    if (!loadsVariantFiles(engine) || !profile.isEmpty())
        return {};
    if (bundled && engine.mayPlay(v))
        return {};
    return variantSection(id, resolved);
}

} // namespace fb::engines
