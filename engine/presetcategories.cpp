// SPDX-License-Identifier: GPL-3.0-or-later
#include "presetcategories.h"

#include "variant.h"

#include <QJsonArray>

namespace fb {

namespace {

constexpr std::array<const char*, AllPresetCategories.size()> CategoryIds{
    "chess", "drop", "shogi", "xiangqi", "large", "other"};

PresetCategory familyCategory(Family f)
{
    switch (f) {
    case Family::Shogi:
        return PresetCategory::Shogi;
    case Family::Xiangqi:
    case Family::Janggi:
        return PresetCategory::Xiangqi;
    case Family::Chess:
        break;
    }
    return PresetCategory::Chess;
}

} // namespace

QString presetCategoryId(PresetCategory c)
{
    return QString::fromLatin1(CategoryIds[size_t(c)]);
}

std::optional<PresetCategory> presetCategoryFromId(const QString& id)
{
    for (size_t i = 0; i < CategoryIds.size(); ++i)
        if (id == QLatin1String(CategoryIds[i]))
            return AllPresetCategories[i];
    return std::nullopt;
}

QList<PresetCategory> presetCategories(const QJsonObject& resolvedPreset)
{
    const QJsonValue value = resolvedPreset.value(QStringLiteral("categories"));
    const QJsonArray names = value.isString() ? QJsonArray{value} : value.toArray();
    QList<PresetCategory> out;
    for (const QJsonValue& name : names)
        if (const std::optional<PresetCategory> c = presetCategoryFromId(name.toString());
            c && !out.contains(*c))
            out.append(*c);
    if (out.isEmpty() && !value.isUndefined())
        return out; // only unknown names: the preset check reports them
    if (out.isEmpty()) {
        const QString family
            = resolvedPreset.value(QStringLiteral("family")).toString(QStringLiteral("chess"));
        out.append(familyCategory(familyFromId(family).value_or(Family::Chess)));
    }
    return out;
}

} // namespace fb
