// SPDX-License-Identifier: GPL-3.0-or-later
// PresetShelves: which presets the New Game dialog lists on each of its shelves.
#pragma once

#include "presetcategories.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

/// The shelves of the New Game dialog's preset list: every preset, the player's favourites,
/// the presets played lately, and one shelf per preset category. No widgets: the dialog shows
/// what this says, and the tests ask it directly.
class PresetShelves
{
public:
    struct Shelf
    {
        enum class Kind : uint8_t
        {
            All,
            Favourites,
            Recent,
            Category
        };
        Kind kind = Kind::All;
        fb::PresetCategory category = fb::PresetCategory::Chess; ///< Kind::Category only
        bool operator==(const Shelf&) const = default;
    };

    /// Every shelf, in the order the dialog offers them: All, Favourites, Recent, then the
    /// categories in fb::AllPresetCategories' order.
    static QList<Shelf> shelves();
    /// The shelf's translated title, without its count ("Drop games").
    static QString title(Shelf s);

    /// Records the categories of preset `id` (fb::presetCategories of its resolved JSON).
    void setCategories(const QString& id, const QList<fb::PresetCategory>& categories);
    /// The favourites in the order they were marked, and the presets played lately, the latest
    /// first (AppSettings keeps both).
    void setFavourites(const QStringList& ids) { m_favourites = ids; }
    void setRecent(const QStringList& ids) { m_recent = ids; }
    const QStringList& favourites() const { return m_favourites; }
    bool isFavourite(const QString& id) const { return m_favourites.contains(id); }
    /// Marks or unmarks `id` as a favourite (a new favourite goes last).
    void setFavourite(const QString& id, bool favourite);

    /// Whether shelf `s` lists preset `id`. Favourites and Recent list only presets whose
    /// categories were recorded (a favourite deleted since is not shown).
    bool contains(Shelf s, const QString& id) const;
    /// How many of the recorded presets shelf `s` lists.
    int count(Shelf s) const;
    /// Where shelf `s` puts `id` before the alphabetical order: on Recent, its place in the
    /// recent list (the latest first); 0 on every other shelf.
    int rank(Shelf s, const QString& id) const;

private:
    QHash<QString, QList<fb::PresetCategory>> m_categories;
    QStringList m_favourites;
    QStringList m_recent;
};
