// SPDX-License-Identifier: GPL-3.0-or-later
#include "userpresets.h"

#include "presetembed.h"
#include "presetfolder.h"
#include "presetloader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QStandardPaths>
#include <QSvgRenderer>

namespace UserPresets {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(UserPresets)
};

/// Does `bytes` hold an image the piece renderer can draw (by its name's suffix)?
bool loadsAsImage(const QString& name, const QByteArray& bytes)
{
    if (name.endsWith(QStringLiteral(".svg")))
        return QSvgRenderer(bytes).isValid();
    QImage image;
    return image.loadFromData(bytes) && !image.isNull();
}

} // namespace

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

void reload(fb::PresetRegistry& registry)
{
    registry = fb::PresetRegistry();
    registry.addBundled();
    load(registry);
}

bool isInstalled(const fb::PresetRegistry& registry, const QString& id)
{
    if (!registry.contains(id))
        return false;
    const QFileInfo file(registry.fileOf(id));
    return file.absolutePath() == QFileInfo(directory()).absoluteFilePath();
}

QStringList installedIds(const fb::PresetRegistry& registry)
{
    QStringList out;
    for (const QString& id : registry.ids())
        if (isInstalled(registry, id))
            out << id;
    return out;
}

CustomPieceArt pieceArt(const fb::PresetRegistry& registry, const QString& id)
{
    if (!isInstalled(registry, id))
        return {};
    return CustomPieceArt(
        fb::io::collectPieceImages(registry.resolved(id), fb::io::pieceImageDirs(directory(), id)));
}

BundleCheck checkBundleFile(const QString& path, const fb::PresetRegistry& registry)
{
    const QString source = QFileInfo(path).fileName();
    fb::io::Bundle bundle;
    QString error;
    if (!fb::io::readBundleFile(path, bundle, &error)) {
        BundleCheck c;
        c.problems << error;
        return c;
    }
    if (bundle.kind != fb::io::Bundle::Kind::Preset) {
        BundleCheck c;
        c.problems
            << Text::tr("%1: a game bundle, not a preset bundle (open it with Open)").arg(source);
        return c;
    }
    return checkBundle(std::move(bundle), source, registry);
}

BundleCheck checkBundle(
    fb::io::Bundle bundle, const QString& sourceName, const fb::PresetRegistry& registry)
{
    BundleCheck c;
    const QString file = sourceName + QStringLiteral("/preset.json");
    c.id = bundle.preset.value(QStringLiteral("id")).toString();
    c.name = bundle.preset.value(QStringLiteral("name")).toString(c.id);
    if (!fb::io::isInstallableId(c.id))
        c.problems << QStringLiteral("%1: id: %2")
                          .arg(file,
                              Text::tr("'%1' cannot be used as a file name (letters, digits, "
                                       "'-' and '_' only)")
                                  .arg(c.id));
    else if (fb::io::isBundledPreset(registry, c.id))
        c.problems << QStringLiteral("%1: id: %2")
                          .arg(file,
                              Text::tr("'%1' is a preset that comes with Fairyboard; a bundle "
                                       "cannot replace it")
                                  .arg(c.id));
    // Compiled as it will be installed: self-contained, with every rule profile.
    QJsonObject preset = bundle.preset;
    preset.remove(QStringLiteral("inherits"));
    QList<fb::PresetDiagnostic> diags;
    fb::compilePreset(preset, file, diags);
    for (const QString& profile : preset.value(QStringLiteral("profiles")).toObject().keys())
        fb::compilePreset(preset, file, diags, profile);
    for (const fb::PresetDiagnostic& d : std::as_const(diags)) {
        const QString line = d.toString();
        if (!c.problems.contains(line)) // a problem outside the profiles shows once
            c.problems << line;
    }
    for (auto it = bundle.images.begin(); it != bundle.images.end(); ++it)
        if (!loadsAsImage(it.key(), it.value()))
            c.problems << QStringLiteral("%1/pieces/%2: %3")
                              .arg(sourceName, it.key(),
                                  Text::tr("not a readable SVG or PNG image"));
    c.replaces = isInstalled(registry, c.id);
    c.bundle = std::move(bundle);
    return c;
}

bool install(const BundleCheck& check, fb::PresetRegistry& registry, QString* error)
{
    Q_ASSERT(check.ok());
    if (!check.ok()) {
        if (error)
            *error = check.problems.join(u'\n');
        return false;
    }
    if (!fb::io::installPresetBundle(check.bundle, directory(), nullptr, error))
        return false;
    reload(registry);
    return true;
}

bool remove(const QString& id, fb::PresetRegistry& registry, QString* error)
{
    if (!isInstalled(registry, id)) {
        if (error)
            *error = Text::tr("'%1' is not an installed preset").arg(id);
        return false;
    }
    if (!fb::io::removeInstalledPreset(directory(), id, error))
        return false;
    reload(registry);
    return true;
}

} // namespace UserPresets
