// SPDX-License-Identifier: GPL-3.0-or-later
// Playing a preset an engine does not know by name: Fairy-Stockfish loads variants.ini files
// (its VariantPath option), so a preset the exporter can write as a section is given to it as
// one, named "fairyboard-<id>" (a section named like one of its built-in variants is ignored).
// Before the first game the engine's move count (go perft) is compared with ours: see
// UciEngine::setVariantSection.
#pragma once

#include "enginelist.h"

#include <QJsonObject>

namespace fb::engines {

/// The prefix of the sections written for engines.
inline constexpr char16_t SectionPrefix[] = u"fairyboard-";

/// A variants.ini section for an engine: its name and its text ("[name]" and its keys).
struct VariantSection
{
    QString name; ///< "fairyboard-<id>"; empty: no section
    QString text;
    bool isEmpty() const { return name.isEmpty(); }
    bool operator==(const VariantSection&) const = default;
};

/// Preset `id` (`resolved`: its JSON with its parents merged, default rules) as a variants.ini
/// section named "fairyboard-<id>", or an empty one when the exporter cannot write it.
VariantSection variantSection(const QString& id, const QJsonObject& resolved);
/// Does `engine` load variants.ini files (a UCI engine that declared the VariantPath option)?
bool loadsVariantFiles(const EngineEntry& engine);
/// The section `engine` is to be given for preset `id` of variant `v` with rule profile
/// `profile`: empty when it knows the variant by one of its names and the preset is `bundled`
/// (a user's preset may carry a bundled one's names with other rules), when it loads no
/// variants.ini files, for a profile (the section holds the default rules only), or when the
/// preset cannot be written as one.
VariantSection sectionNeeded(const EngineEntry& engine, const VariantDefinition& v,
    const QString& id, const QString& profile, const QJsonObject& resolved, bool bundled);

} // namespace fb::engines
