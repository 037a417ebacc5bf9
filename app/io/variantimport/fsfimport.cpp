// SPDX-License-Identifier: GPL-3.0-or-later
// variants.ini keys as Fairy-Stockfish's documentation (src/variants.ini) describes them, applied
// to a preset: the "fairy" template (chess rules, no pieces) or the preset of a built-in parent.
#include "fsfimport.h"

#include "draftpreset.h"
#include "fsfbuilder.h"
#include "fsfpieces.h"
#include "inifile.h"
#include "presetloader.h"
#include "variantnames.h"

#include <QSet>

namespace fb::io {

namespace {

using fsfimport::Entries;
using fsfimport::FsfBuilder;

// The entries of `section` with those of its parents in the file; `root` receives the first
// parent that is not a section of the file (a built-in variant), empty for none.
bool collectEntries(const QList<IniSection>& sections, const IniSection& section, Entries* entries,
    QString* root, const NoteSink& notes)
{
    QList<const IniSection*> chain{&section};
    QSet<QString> seen{section.name};
    while (!chain.last()->parent.isEmpty()) {
        const QString parent = chain.last()->parent;
        const IniSection* found = nullptr;
        for (const IniSection& s : sections)
            if (s.name == parent && &s != chain.last() && !found)
                found = &s;
        if (!found)
            break;
        if (seen.contains(parent)) {
            notes.add(section.line,
                QStringLiteral("[%1] not imported: its parents form a loop through '%2'")
                    .arg(section.name, parent));
            return false;
        }
        seen.insert(parent);
        chain << found;
    }
    *root = chain.last()->parent;
    for (qsizetype i = chain.size() - 1; i >= 0; --i)
        for (const IniEntry& e : chain[i]->entries)
            entries->insert(e.key.toLower(), e);
    return true;
}

void importSection(const QList<IniSection>& sections, const IniSection& section,
    const PresetRegistry& registry, const NoteSink& notes, ImportResult* result)
{
    Entries entries;
    QString root;
    if (!collectEntries(sections, section, &entries, &root, notes))
        return;
    std::optional<DraftPreset> draft;
    if (root.isEmpty() || root.compare(u"fairy", Qt::CaseInsensitive) == 0) {
        draft.emplace(section.name);
    } else {
        const QString id = presetIdForVariantName(root, &registry);
        if (id.isEmpty()) {
            notes.add(section.line,
                fsfBuiltinVariants().contains(root, Qt::CaseInsensitive)
                    ? QStringLiteral("[%1] not imported: Fairy-Stockfish's built-in variant '%2' "
                                     "has no preset here to start from")
                          .arg(section.name, root)
                    : QStringLiteral("[%1] not imported: no section or built-in variant '%2'")
                          .arg(section.name, root));
            return;
        }
        draft.emplace(section.name, registry.resolved(id));
    }
    FsfBuilder builder(*draft, !draft->json().contains(QStringLiteral("start")), entries, notes);
    const QJsonObject preset = builder.build();
    finishPreset(preset, section.name, section.line, notes, result);
}

} // namespace

ImportResult importFsf(const QString& text, const QString& file, const QString& section,
    const PresetRegistry& registry)
{
    ImportResult result;
    const NoteSink notes(file, &result.notes);
    QList<IniProblem> problems;
    const QList<IniSection> sections = readIniSections(text, &problems);
    for (const IniProblem& p : problems)
        notes.add(p.line, p.text);
    bool found = false;
    for (const IniSection& s : sections) {
        if (!section.isEmpty() && s.name != section)
            continue;
        found = true;
        importSection(sections, s, registry, notes, &result);
    }
    if (!found)
        notes.add(0,
            section.isEmpty() ? QStringLiteral("no [section] in the file")
                              : QStringLiteral("no section [%1] in the file").arg(section));
    return result;
}

} // namespace fb::io
