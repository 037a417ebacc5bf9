// SPDX-License-Identifier: GPL-3.0-or-later
#include "customvariant.h"

#include "engineplayer.h"
#include "fsfexport.h"
#include "perft.h"
#include "presetloader.h"
#include "sjaakexport.h"

#include <QCoreApplication>

#include <algorithm>

namespace fb::engines {

VariantSection variantSection(const QString& id, const QJsonObject& resolved, QStringList* why)
{
    const io::FsfExport out = io::exportFsf(resolved);
    if (why)
        *why = out.reasons;
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

std::pair<int, quint64> rulesCheckCount(const Position& start)
{
    for (int depth = RulesCheckDepth;; --depth) {
        Position p = start;
        const quint64 count = perft(p, depth);
        if (depth == 1 || count <= MaxRulesCheckNodes)
            return {depth, count};
    }
}

VariantSection sjaakSection(const VariantPtr& v, QStringList* why)
{
    if (!v)
        return {};
    const QString name = QString::fromUtf16(SectionPrefix) + v->id;
    const io::SjaakExport out = io::exportSjaak(v, name);
    if (why)
        *why = out.reasons;
    if (!out.ok())
        return {};
    return {name, out.text};
}

namespace {

bool declares(const QList<EngineOption>& options, const QString& name)
{
    return std::any_of(
        options.begin(), options.end(), [&](const EngineOption& o) { return o.name == name; });
}

} // namespace

bool loadsVariantFiles(const EngineEntry& engine)
{
    return engine.protocol == u"uci" && declares(engine.options, QStringLiteral("VariantPath"));
}

bool loadsSjaakFiles(const EngineEntry& engine)
{
    return engine.protocol == u"xboard"
        && declares(engine.options, QString::fromLatin1(SjaakFileOption));
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

namespace {

// Is `v` preset `v->id` of `registry` with its default rules (the variant the registry compiles
// for it, not a profile's), and is that preset bundled?
std::optional<bool> presetOf(const PresetRegistry& registry, const VariantPtr& v)
{
    if (!v || !registry.contains(v->id) || registry.variant(v->id) != v)
        return std::nullopt;
    return registry.fileOf(v->id).startsWith(u':');
}

} // namespace

VariantSection sectionNeeded(
    const EngineEntry& engine, const PresetRegistry& registry, const VariantPtr& v)
{
    const std::optional<bool> bundled = presetOf(registry, v);
    if (!bundled || (*bundled && engine.mayPlay(*v)))
        return {};
    if (loadsSjaakFiles(engine))
        return sjaakSection(v);
    return sectionNeeded(engine, *v, v->id, {}, registry.resolved(v->id), *bundled);
}

VariantSection sectionNeeded(const EnginePlayer& engine, const PresetRegistry& registry,
    const VariantPtr& v, QStringList* why)
{
    const std::optional<bool> bundled = presetOf(registry, v);
    if (!bundled || (*bundled && engine.cannotPlay(*v).isEmpty()))
        return {};
    if (engine.protocol() == Protocol::Uci && engine.declaredOption(QStringLiteral("VariantPath")))
        return variantSection(v->id, registry.resolved(v->id), why);
    if (engine.protocol() == Protocol::XBoard
        && engine.declaredOption(QString::fromLatin1(SjaakFileOption)))
        return sjaakSection(v, why);
    return {};
}

VariantSection giveSection(
    Player* player, const PresetRegistry& registry, const VariantPtr& v, QStringList* why)
{
    auto* engine = qobject_cast<EnginePlayer*>(player);
    if (!engine)
        return {};
    engine->setVariantSection({}); // what it plays by name is asked without the one before
    const VariantSection section = sectionNeeded(*engine, registry, v, why);
    engine->setVariantSection(section);
    return section;
}

QString definitionRefusalText(const QStringList& why, const QString& separator)
{
    //: Why a variant could not be sent to an engine as a definition in its own file format
    //: (after "<engine> does not play <variant>", or as the tooltip of a greyed engine); %1 =
    //: the reasons, "; " or a line break between them
    return QCoreApplication::translate(
        "fb::engines::CustomVariant", "It cannot be given this variant as a definition: %1")
        .arg(why.join(separator));
}

QString explainedRefusal(const QString& cannotPlay, const QStringList& why)
{
    if (cannotPlay.isEmpty() || why.isEmpty())
        return cannotPlay;
    return cannotPlay + u'\n' + definitionRefusalText(why, QStringLiteral("; "));
}

} // namespace fb::engines
