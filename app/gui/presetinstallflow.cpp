// SPDX-License-Identifier: GPL-3.0-or-later
#include "presetinstallflow.h"

#include "presetembed.h"
#include "presetloader.h"
#include "sidenames.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QStandardPaths>

namespace {

/// The preset as it is installed, to compare with the one a game carries.
QJsonObject selfContained(QJsonObject preset)
{
    preset.remove(QStringLiteral("inherits"));
    return preset;
}

} // namespace

QString PresetInstallFlow::chooseFile(QWidget* parent)
{
    return QFileDialog::getOpenFileName(parent, tr("Install Preset Bundle"),
        QStandardPaths::writableLocation(QStandardPaths::DownloadLocation),
        //: A file holding a custom variant preset with its piece images
        tr("Preset bundles (*.fbpz)") + QStringLiteral(";;") + tr("All files (*)"));
}

QString PresetInstallFlow::installFile(
    QWidget* parent, fb::PresetRegistry& registry, const QString& path)
{
    return installChecked(parent, registry, UserPresets::checkBundleFile(path, registry));
}

QString PresetInstallFlow::installChecked(
    QWidget* parent, fb::PresetRegistry& registry, const UserPresets::BundleCheck& check)
{
    const QString title = tr("Install Preset Bundle");
    if (!check.ok()) {
        QMessageBox box(QMessageBox::Warning, title,
            check.id.isEmpty()
                ? tr("The preset bundle cannot be installed.")
                //: %1 = the preset's name
                : tr("The preset “%1” cannot be installed.").arg(SideNames::presetText(check.name)),
            QMessageBox::Ok, parent);
        box.setInformativeText(
            check.problems.join(u'\n') + QStringLiteral("\n\n") + tr("Nothing was installed."));
        box.exec();
        return {};
    }
    if (check.replaces) {
        QMessageBox box(QMessageBox::Question, title,
            //: %1 = the preset's name, %2 = its id
            tr("Replace the installed preset “%1” (%2)?")
                .arg(SideNames::presetText(check.name), check.id),
            QMessageBox::Yes | QMessageBox::No, parent);
        box.setInformativeText(tr("The preset and its piece images are replaced by the ones "
                                  "in the bundle. Saved games of it are not changed."));
        box.setDefaultButton(QMessageBox::No);
        if (box.exec() != QMessageBox::Yes)
            return {};
    }
    QString error;
    if (!UserPresets::install(check, registry, &error)) {
        QMessageBox box(QMessageBox::Warning, title,
            tr("The preset “%1” could not be installed.").arg(SideNames::presetText(check.name)),
            QMessageBox::Ok, parent);
        box.setInformativeText(error + QStringLiteral("\n\n") + tr("Nothing was changed."));
        box.exec();
        return {};
    }
    return check.id;
}

QString PresetInstallFlow::offerToInstall(QWidget* parent, fb::PresetRegistry& registry,
    const QJsonObject& preset, const QMap<QString, QByteArray>& images, const QString& sourceName)
{
    const QString id = preset.value(QStringLiteral("id")).toString();
    if (preset.isEmpty() || fb::io::isBundledPreset(registry, id))
        return {};
    if (UserPresets::isInstalled(registry, id)
        && selfContained(registry.resolved(id)) == selfContained(preset)
        && (images.isEmpty() || UserPresets::pieceArt(registry, id).images() == images))
        return {};
    fb::io::Bundle bundle;
    bundle.kind = fb::io::Bundle::Kind::Preset;
    bundle.preset = preset;
    bundle.images = images;
    const UserPresets::BundleCheck check
        = UserPresets::checkBundle(std::move(bundle), QFileInfo(sourceName).fileName(), registry);
    if (!check.ok())
        return {}; // the game is shown; a preset that cannot be installed is not offered
    QMessageBox box(QMessageBox::Question, tr("Install Preset"),
        check.replaces
            //: %1 = the preset's name
            ? tr("This game's preset “%1” differs from the installed one. Install "
                 "the game's version?")
                  .arg(SideNames::presetText(check.name))
            : tr("This game uses the preset “%1”, which is not installed. Install it?")
                  .arg(SideNames::presetText(check.name)),
        QMessageBox::Yes | QMessageBox::No, parent);
    box.setInformativeText(
        tr("Installed presets are offered in the New Game dialog. The game is shown either way."));
    box.setDefaultButton(QMessageBox::No);
    if (box.exec() != QMessageBox::Yes)
        return {};
    UserPresets::BundleCheck confirmed = check;
    confirmed.replaces = false; // asked already
    return installChecked(parent, registry, confirmed);
}
