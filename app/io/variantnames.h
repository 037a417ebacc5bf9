// SPDX-License-Identifier: GPL-3.0-or-later
// Which preset a game record means, from what it says of its variant ([Variant "chu"], KIF's
// 手合割, its format), and the names it writes: all from the presets' `records`
// (resources/presets/REFERENCE.md, "records"), so that no format names a preset of its own.
#pragma once

#include "gamerecord.h"

#include <QString>
#include <QStringList>
#include <optional>

namespace fb {
class PresetRegistry;
}

namespace fb::io {

/// Of several presets of `registry` that fit what a record says, the one to read it as:
/// bundled presets first, then the one with the fewest ancestors (a parent before the children
/// that inherit its names), then the first id in alphabetical order. Empty for an empty list.
QString bestPreset(const PresetRegistry& registry, QStringList ids);

/// The preset id for a variant name as XBoard, Cute Chess, lichess, pychess or a KIF's 手合割
/// write it ("Crazyhouse", "chu", "fischerandom", "5x5+5_shogi", "中将棋"): a preset id of
/// `registry`, else a preset whose records.names or records.aliases hold it, else an id written
/// another way. Case, spaces, '-' and '_' do not matter; XBoard's board-size prefix ("10x8_") is
/// ignored; several fitting presets are decided by bestPreset(). Empty for an unknown name (and
/// without a registry).
QString presetIdForVariantName(const QString& name, const PresetRegistry* registry);

/// The name PGN's [Variant] tag gives a preset: records.names.pgn, its id when the preset gives
/// none; empty: no tag (chess).
QString pgnVariantName(const VariantDefinition& v);

/// The [Variant] name a record of `game` writes: the preset's id for a preset carried along
/// (game.presetJson), else pgnVariantName() of game.variant (game.presetId without a variant).
QString recordVariantName(const GameRecord& game);

/// Is `game` one of a preset that records of `format` ("usi", "csa" ...) are read as when they
/// name none (its records.impliedBy), and not carried along (game.presetJson)? Such a record need
/// not name its preset.
bool impliedByFormat(const GameRecord& game, const QString& format);

/// The start a KIF 手合割 name gives among `records`: an empty string (the preset's own start)
/// for its records.names.kif or an alias, a handicap's FEN for one of records.handicaps;
/// nullopt when `records` do not hold the name. Compared as presetIdForVariantName() does.
std::optional<QString> kifStartIn(const VariantRecords& records, const QString& name);

/// A preset and the start position a KIF 手合割 names.
struct NamedStart
{
    QString presetId;
    QString startFen; ///< empty = the preset's start position
};
/// The preset a KIF 手合割 names in `registry` (presetIdForVariantName(): its start position),
/// else the preset of which it is a handicap (records.handicaps, bestPreset() among several);
/// nullopt for an unknown name.
std::optional<NamedStart> kifStartNamed(const PresetRegistry& registry, const QString& name);

/// The preset a record that names no variant is read as: among the presets of `registry` that
/// list implied.format in records.impliedBy, those whose board has implied.ranks ranks when
/// some have, else those KIF writes in the form of the record's moves (implied.largeBoard: Chu
/// Shogi's, kifStyleFor()) when some are, then bestPreset(). Empty when no preset lists it.
QString impliedPresetId(const PresetRegistry& registry, const ImpliedVariant& implied);

} // namespace fb::io
