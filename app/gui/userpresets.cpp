// SPDX-License-Identifier: GPL-3.0-or-later
#include "userpresets.h"

#include "presetloader.h"

#include <QDir>
#include <QStandardPaths>

namespace UserPresets {

QString directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/presets");
}

int load(fb::PresetRegistry& registry)
{
    const QString dir = directory();
    if (!QDir(dir).exists())
        return 0;
    const int before = int(registry.ids().size());
    registry.addDirectory(dir);
    return int(registry.ids().size()) - before;
}

} // namespace UserPresets
