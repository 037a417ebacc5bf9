// SPDX-License-Identifier: GPL-3.0-or-later
// Playing a preset an engine does not know by name: Fairy-Stockfish loads variants.ini files
// (its VariantPath option), so a preset the exporter can write as a section is given to it as
// one, named "fairyboard-<id>" (a section named like one of its built-in variants is ignored).
// Before the first game the engine's move count (go perft) is compared with ours: see
// UciEngine::setVariantSection.
#pragma once

#include "enginelist.h"
#include "position.h"

#include <QJsonObject>
#include <utility>

namespace fb {
class PresetRegistry;
}

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

/// The perft depth of the check of a section (the engine's count from the start against ours).
inline constexpr int RulesCheckDepth = 3;
/// The most move sequences that check counts (a shallower depth is taken above it).
inline constexpr quint64 MaxRulesCheckNodes = 200000;
/// The depth of the check from `start` and our count there (RulesCheckDepth, shallower where
/// that counts more than MaxRulesCheckNodes).
std::pair<int, quint64> rulesCheckCount(const Position& start);

/// The compiled preset `v` as a variant of a Sjaak II variant file named "fairyboard-<id>"
/// (sjaakexport.h), for an XBoard engine that loads such files; empty with the reasons in
/// `why` when the format cannot say it.
VariantSection sjaakSection(const VariantPtr& v, QStringList* why = nullptr);
/// Does `engine` (an XBoard engine of the list) load Sjaak II variant files? Sjaak II declares
/// it by its option "Variant configuration file" (it takes no setup or piece commands).
bool loadsSjaakFiles(const EngineEntry& engine);
/// The name of the option by which an XBoard engine says it loads Sjaak II variant files.
inline constexpr char SjaakFileOption[] = "Variant configuration file";

/// Preset `id` (`resolved`: its JSON with its parents merged, default rules) as a variants.ini
/// section named "fairyboard-<id>", or an empty one, with the exporter's reasons in `why`, when
/// it cannot be written.
VariantSection variantSection(
    const QString& id, const QJsonObject& resolved, QStringList* why = nullptr);
/// Does `engine` load variants.ini files (a UCI engine that declared the VariantPath option)?
bool loadsVariantFiles(const EngineEntry& engine);
/// The section `engine` is to be given for preset `id` of variant `v` with rule profile
/// `profile`: empty when it knows the variant by one of its names and the preset is `bundled`
/// (a user's preset may carry a bundled one's names with other rules), when it loads no
/// variants.ini files, for a profile (the section holds the default rules only), or when the
/// preset cannot be written as one.
VariantSection sectionNeeded(const EngineEntry& engine, const VariantDefinition& v,
    const QString& id, const QString& profile, const QJsonObject& resolved, bool bundled);

/// The section `engine` (one of the Engines list) is to be given for a game of `v`, a variant of
/// `registry`: as sectionNeeded() for its preset (a Sjaak II variant for an engine that loads
/// Sjaak II files), empty when `v` is no preset of `registry` with its default rules (a rule
/// profile, a custom preset that came with a game).
VariantSection sectionNeeded(
    const EngineEntry& engine, const PresetRegistry& registry, const VariantPtr& v);

class EnginePlayer;
class Player;
/// The section the started `engine` is to be given for a game of `v` (a variant of
/// `registry`), by what it declared in its handshake: empty when it plays `v` by name and `v`
/// is bundled, when it loads no variants.ini files, or as sectionNeeded() says. Call it before
/// EnginePlayer::setVariantSection() (a section given changes what the engine plays). When the
/// engine loads definitions but `v` cannot be written in its format, `why` gets the reasons.
VariantSection sectionNeeded(const EnginePlayer& engine, const PresetRegistry& registry,
    const VariantPtr& v, QStringList* why = nullptr);
/// Gives the started `player` (an engine; any other player is left as it is) the section
/// sectionNeeded() names for a game of `v`, or none; what the CLI's match and the analysis do
/// before a game. Returns the section given; `why` as for sectionNeeded().
VariantSection giveSection(Player* player, const PresetRegistry& registry, const VariantPtr& v,
    QStringList* why = nullptr);

/// The one sentence saying why a variant could not be given to an engine as a definition:
/// the reasons `why` joined by `separator`, translated (the CLI, the Analysis panel and the
/// New Game dialog's tooltip all show it).
QString definitionRefusalText(const QStringList& why, const QString& separator);

/// `cannotPlay` (a player's "does not play X" message) with the reasons `why` a definition of
/// the variant could not be given to it, when there are any; `cannotPlay` as it is otherwise.
QString explainedRefusal(const QString& cannotPlay, const QStringList& why);

} // namespace fb::engines
