// SPDX-License-Identifier: GPL-3.0-or-later
// Presets: strict JSON with inheritance, compiled into VariantDefinitions, with diagnostics.
#pragma once

#include "variant.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

namespace fb {

/// One problem found in a preset: "file: key: message".
struct PresetDiagnostic
{
    QString file;
    QString key;
    QString message;
    QString toString() const { return QStringLiteral("%1: %2: %3").arg(file, key, message); }
};

/// Limits of a preset's text, besides those of the compiled variant (VariantDefinition::
/// MaxPieceTypes, MaxRegions, MaxTableBytes; resources/presets/REFERENCE.md, "Limits").
struct PresetLimits
{
    /// The largest preset file PresetRegistry::addFile() reads (the largest bundled one has
    /// 13 KiB).
    static constexpr qint64 MaxFileBytes = 1024 * 1024;
    /// The most rule profiles a preset may offer: `fairyboard-cli check` compiles each.
    static constexpr int MaxRuleProfiles = 64;
    /// The most characters of XBetza in all of a preset's `betza` strings (regionMoves too),
    /// which bounds what parsing them takes: Chu Shogi has under 1000.
    static constexpr int MaxXBetzaCharacters = 65536;
};

/// Merges a child preset onto its parent: objects merge key by key, arrays replace, except
/// "pieces", which merge by piece id (a piece with "remove": true is dropped).
QJsonObject mergePreset(const QJsonObject& parent, const QJsonObject& child);

/// Compiles a fully merged preset object. Returns null and appends diagnostics on error.
/// `file` names the source in diagnostics. `profile` selects an entry of "profiles".
VariantPtr compilePreset(const QJsonObject& preset, const QString& file,
    QList<PresetDiagnostic>& diagnostics, const QString& profile = {});

/// The `records` of a merged preset (VariantDefinition::records) read without compiling it, for
/// choosing among presets by what a game record says; a value of the wrong type reads as absent.
VariantRecords presetRecords(const QJsonObject& preset);

/// What the readers of game records know of a preset without compiling it
/// (PresetRegistry::recordsOf()).
struct PresetRecords
{
    VariantRecords records; ///< its `records`
    int files = 0; ///< its board's size (`board.files`, `board.ranks`)
    int ranks = 0;
    int ancestors = 0; ///< how many presets it inherits from (its parent, the parent's ...)
};

/// A rule set a preset offers, in words for the screen (preset keys `defaultRules` and
/// `profiles.<id>.name` / `.description`).
struct RuleProfile
{
    QString id; ///< the profile id of files and the command line ("msm"); empty = default rules
    QString name; ///< translated display name ("Middle Shogi Manual")
    QString description; ///< translated one-line description; may be empty
};

/// All known presets: the bundled ones (Qt resource ":/presets") and user folders.
/// An ordinary object: the app and the CLI each make their own.
class PresetRegistry
{
public:
    /// Loads every bundled preset.
    void addBundled();
    /// Loads every *.json file of a folder; problems go to diagnostics().
    void addDirectory(const QString& path);
    /// Loads one preset file of at most PresetLimits::MaxFileBytes. Returns its id, or an empty
    /// string on error (the file, a path that is no preset file or no JSON object, no id), with the
    /// problem in diagnostics().
    QString addFile(const QString& path);

    QStringList ids() const;
    bool contains(const QString& id) const { return m_raw.contains(id); }
    /// The preset with its parents merged in (no profile applied).
    QJsonObject resolved(const QString& id, QList<PresetDiagnostic>* diagnostics = nullptr) const;
    /// The compiled variant, cached per (id, profile). Null on error (see diagnostics).
    VariantPtr variant(const QString& id, const QString& profile = {},
        QList<PresetDiagnostic>* diagnostics = nullptr) const;
    QString fileOf(const QString& id) const { return m_files.value(id); }
    /// Problems met while loading files.
    const QList<PresetDiagnostic>& diagnostics() const { return m_diagnostics; }
    /// Ids of the rule profiles a preset offers (for files and the command line).
    QStringList profiles(const QString& id) const;
    /// The rule sets of a preset in words: the default rules first (empty id, named by
    /// `defaultRules`, "Default rules" when the preset names none), then every profile (named
    /// by its `name`, its id when it has none). Texts are translated (context "Preset").
    /// Empty for an unknown preset.
    QList<RuleProfile> ruleProfiles(const QString& id) const;
    /// The translated display name of one rule set of a preset (empty `profile`: the default
    /// rules), as ruleProfiles() gives it; `profile` itself when the preset has no such profile.
    QString profileName(const QString& id, const QString& profile) const;

    /// What game records call preset `id` (its `records`), its board size and its place in the
    /// inheritance tree, read from its resolved JSON once and kept; empty for an unknown id.
    PresetRecords recordsOf(const QString& id) const;

    /// Validates one preset file against this registry's presets (for its parent):
    /// strict JSON, known keys, XBetza, promotions, start position, with every rule profile.
    /// Empty = valid. Each problem is given once; nothing compiled is kept (one variant at a
    /// time in memory).
    QList<PresetDiagnostic> check(const QString& path) const;

private:
    QMap<QString, QJsonObject> m_raw;
    QMap<QString, QString> m_files;
    QList<PresetDiagnostic> m_diagnostics;
    mutable QMap<QString, VariantPtr> m_cache;
    mutable QMap<QString, PresetRecords> m_records;
};

} // namespace fb
