// SPDX-License-Identifier: GPL-3.0-or-later
// The shelves a preset is listed on in the New Game dialog (preset key `categories`).
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

#include <array>
#include <cstdint>
#include <optional>

namespace fb {

/// A shelf of the preset list. A preset may be on several (crazyhouse: Chess and Drop games).
/// No effect on the rules.
enum class PresetCategory : uint8_t
{
    Chess, ///< "chess": chess and its variants on the chess board or near it
    Drop, ///< "drop": captured pieces come back (crazyhouse, shogi)
    Shogi, ///< "shogi": the shogi family, great shogi variants included
    Xiangqi, ///< "xiangqi": xiangqi, janggi and their variants
    Large, ///< "large": large boards (the preset's own judgement, not a size rule)
    Other ///< "other": games that are not chess variants (clobber, breakthrough, ...)
};

/// Every category, in the order the dialog lists them.
inline constexpr std::array AllPresetCategories{PresetCategory::Chess, PresetCategory::Drop,
    PresetCategory::Shogi, PresetCategory::Xiangqi, PresetCategory::Large, PresetCategory::Other};

/// The preset value of a category ("chess", "drop", "shogi", "xiangqi", "large", "other").
QString presetCategoryId(PresetCategory c);
/// The category a preset value names, or nullopt.
std::optional<PresetCategory> presetCategoryFromId(const QString& id);
/// The categories of a preset with its parents merged in: its `categories` (a name or an array
/// of names; unknown names are skipped, PresetRegistry::check reports them), or when it has none,
/// the one its `family` implies (chess -> Chess, shogi -> Shogi, xiangqi and janggi -> Xiangqi).
QList<PresetCategory> presetCategories(const QJsonObject& resolvedPreset);

} // namespace fb
