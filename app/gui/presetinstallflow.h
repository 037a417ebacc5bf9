// SPDX-License-Identifier: GPL-3.0-or-later
// The dialogs around installing a preset bundle: what is wrong with it, whether to replace an
// installed preset, whether to install the preset a game came with. The work itself is
// UserPresets' (checkBundle, install).
#pragma once

#include "userpresets.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

class QWidget;

namespace fb {
class PresetRegistry;
}

class PresetInstallFlow
{
    Q_DECLARE_TR_FUNCTIONS(PresetInstallFlow)
public:
    /// Asks for a preset bundle file (*.fbpz); empty when cancelled.
    static QString chooseFile(QWidget* parent);

    /// Checks the preset bundle at `path` and installs it into the user presets: a bundle that
    /// fails the check is refused with every problem listed ("file: key: message") and nothing is
    /// written; an installed preset of the same id is replaced only after asking. `registry` is
    /// reloaded on success. Returns the installed preset id; empty when nothing was installed (a
    /// message box said why, or the user declined).
    static QString installFile(QWidget* parent, fb::PresetRegistry& registry, const QString& path);

    /// The same for a bundle checked already (UserPresets::checkBundle).
    static QString installChecked(
        QWidget* parent, fb::PresetRegistry& registry, const UserPresets::BundleCheck& check);

    /// After a game whose custom preset is not installed (or differs from the installed one) was
    /// opened: offers to install the preset with the game's piece images. Says nothing for a
    /// bundled or already installed preset. Returns the installed preset id, or empty.
    static QString offerToInstall(QWidget* parent, fb::PresetRegistry& registry,
        const QJsonObject& preset, const QMap<QString, QByteArray>& images,
        const QString& sourceName);
};
