// SPDX-License-Identifier: GPL-3.0-or-later
#include "variantimportflow.h"

#include "presetinstallflow.h"
#include "presetloader.h"
#include "sidenames.h"
#include "userpresets.h"
#include "variantimport.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QStandardPaths>

namespace {

QStringList noteLines(const QList<fb::io::ImportNote>& notes)
{
    QStringList lines;
    for (const fb::io::ImportNote& n : notes)
        lines << n.toString();
    return lines;
}

} // namespace

QString VariantImportFlow::chooseFile(QWidget* parent)
{
    return QFileDialog::getOpenFileName(parent, tr("Import Variant"),
        QStandardPaths::writableLocation(QStandardPaths::DownloadLocation),
        //: Files of other programs that define chess variants
        tr("Variant definitions (*.ini *.txt)") + QStringLiteral(";;") + tr("All files (*)"));
}

QString VariantImportFlow::importFile(
    QWidget* parent, fb::PresetRegistry& registry, const QString& path, const QString& section)
{
    const QString title = tr("Import Variant");
    fb::io::ImportResult result
        = fb::io::importVariantFile(path, fb::io::ImportFormat::Auto, section, registry);
    if (result.presets.size() > 1) {
        QStringList names;
        for (const fb::io::ImportedPreset& p : result.presets)
            names << p.source;
        bool ok = false;
        const QString name = QInputDialog::getItem(parent, title,
            tr("The file defines %n variants. Which one?", nullptr, int(names.size())), names, 0,
            false, &ok);
        if (!ok)
            return {};
        // the notes of the other variants are not about this one
        result = fb::io::importVariantFile(path, fb::io::ImportFormat::Auto, name, registry);
        if (result.presets.size() > 1)
            result.presets = {result.presets.first()};
    }
    return installImported(parent, registry, result, QFileInfo(path).fileName(), title);
}

QString VariantImportFlow::installImported(QWidget* parent, fb::PresetRegistry& registry,
    const fb::io::ImportResult& result, const QString& sourceName, const QString& title)
{
    if (result.presets.isEmpty()) {
        QMessageBox box(QMessageBox::Warning, title,
            //: %1 = a file name, or a variant and the engine that defines it
            tr("No variant could be imported from “%1”.").arg(sourceName), QMessageBox::Ok, parent);
        box.setInformativeText(noteLines(result.notes).join(u'\n'));
        box.exec();
        return {};
    }
    const fb::io::ImportedPreset& imported = result.presets.first();
    const QString name = imported.preset.value(QStringLiteral("name")).toString(imported.source);
    if (!result.notes.isEmpty()) {
        QMessageBox box(QMessageBox::Warning, title,
            //: %1 = the variant's name
            tr("Some rules of “%1” cannot be expressed in a preset. Import it without them?")
                .arg(SideNames::presetText(name)),
            QMessageBox::Ok | QMessageBox::Cancel, parent);
        box.setInformativeText(noteLines(result.notes).join(u'\n'));
        box.setDefaultButton(QMessageBox::Cancel);
        if (box.exec() != QMessageBox::Ok)
            return {};
    }
    fb::io::Bundle bundle;
    bundle.kind = fb::io::Bundle::Kind::Preset;
    bundle.preset = imported.preset;
    return PresetInstallFlow::installChecked(
        parent, registry, UserPresets::checkBundle(bundle, sourceName, registry));
}
