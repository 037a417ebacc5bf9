// SPDX-License-Identifier: GPL-3.0-or-later
#include "presetshelves.h"

#include <QCoreApplication>

QList<PresetShelves::Shelf> PresetShelves::shelves()
{
    QList<Shelf> out{{Shelf::Kind::All}, {Shelf::Kind::Favourites}, {Shelf::Kind::Recent}};
    for (fb::PresetCategory c : fb::AllPresetCategories)
        out.append({Shelf::Kind::Category, c});
    return out;
}

QString PresetShelves::title(Shelf s)
{
    const auto tr
        = [](const char* text) { return QCoreApplication::translate("PresetShelves", text); };
    switch (s.kind) {
    case Shelf::Kind::All:
        //: A shelf of the New Game dialog's list of variants
        return tr("All variants");
    case Shelf::Kind::Favourites:
        //: A shelf of the New Game dialog: the variants the player marked as favourites
        return tr("Favourites");
    case Shelf::Kind::Recent:
        //: A shelf of the New Game dialog: the variants of the latest games, the latest first
        return tr("Recently played");
    case Shelf::Kind::Category:
        break;
    }
    switch (s.category) {
    case fb::PresetCategory::Chess:
        return tr("Chess variants");
    case fb::PresetCategory::Drop:
        //: Games in which captured pieces come back into play (crazyhouse, shogi)
        return tr("Drop games");
    case fb::PresetCategory::Shogi:
        return tr("Shogi family");
    case fb::PresetCategory::Xiangqi:
        //: Xiangqi, janggi and their variants
        return tr("Xiangqi family");
    case fb::PresetCategory::Large:
        return tr("Large boards");
    case fb::PresetCategory::Other:
        //: Games on the board that are not chess variants (clobber, breakthrough)
        return tr("Other games");
    }
    return {};
}

void PresetShelves::setCategories(const QString& id, const QList<fb::PresetCategory>& categories)
{
    m_categories.insert(id, categories);
}

void PresetShelves::setFavourite(const QString& id, bool favourite)
{
    if (favourite == isFavourite(id))
        return;
    if (favourite)
        m_favourites.append(id);
    else
        m_favourites.removeAll(id);
}

bool PresetShelves::contains(Shelf s, const QString& id) const
{
    const auto it = m_categories.constFind(id);
    if (it == m_categories.cend())
        return false;
    switch (s.kind) {
    case Shelf::Kind::All:
        return true;
    case Shelf::Kind::Favourites:
        return isFavourite(id);
    case Shelf::Kind::Recent:
        return m_recent.contains(id);
    case Shelf::Kind::Category:
        return it->contains(s.category);
    }
    return false;
}

int PresetShelves::count(Shelf s) const
{
    int n = 0;
    for (auto it = m_categories.cbegin(); it != m_categories.cend(); ++it)
        n += contains(s, it.key());
    return n;
}

int PresetShelves::rank(Shelf s, const QString& id) const
{
    return s.kind == Shelf::Kind::Recent ? int(m_recent.indexOf(id)) : 0;
}
