// SPDX-License-Identifier: GPL-3.0-or-later
#include "presetmanagerdialog.h"

#include "presetinstallflow.h"
#include "presetloader.h"
#include "sidenames.h"
#include "userpresets.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

PresetManagerDialog::PresetManagerDialog(fb::PresetRegistry* registry, QWidget* parent)
    : QDialog(parent)
    , m_registry(registry)
    , m_list(new QListWidget(this))
{
    setWindowTitle(tr("Manage Presets"));
    auto* layout = new QVBoxLayout(this);
    auto* note = new QLabel(
        //: %1 = the folder of the user's presets
        tr("Presets installed in %1:").arg(QDir::toNativeSeparators(UserPresets::directory())),
        this);
    note->setWordWrap(true);
    note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(note);
    m_list->setAccessibleName(tr("Installed presets"));
    layout->addWidget(m_list, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* install
        = buttons->addButton(tr("&Install Bundle..."), QDialogButtonBox::ActionRole);
    install->setObjectName(QStringLiteral("installBundle"));
    m_remove = buttons->addButton(tr("&Remove"), QDialogButtonBox::ActionRole);
    m_remove->setObjectName(QStringLiteral("removePreset"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(install, &QPushButton::clicked, this, &PresetManagerDialog::installBundle);
    connect(m_remove, &QPushButton::clicked, this, [this] { removePreset(selectedPreset()); });
    connect(m_list, &QListWidget::currentRowChanged, this,
        [this] { m_remove->setEnabled(!selectedPreset().isEmpty()); });
    fillList();
    resize(460, 360);
}

void PresetManagerDialog::fillList()
{
    m_list->clear();
    for (const QString& id : UserPresets::installedIds(*m_registry)) {
        const QString name = m_registry->resolved(id).value(QStringLiteral("name")).toString(id);
        //: An installed preset in the list: %1 = its name, %2 = its id
        auto* item
            = new QListWidgetItem(tr("%1 (%2)").arg(SideNames::presetText(name), id), m_list);
        item->setData(Qt::UserRole, id);
    }
    if (m_list->count() > 0)
        m_list->setCurrentRow(0);
    m_remove->setEnabled(!selectedPreset().isEmpty());
}

QString PresetManagerDialog::selectedPreset() const
{
    const QListWidgetItem* item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

void PresetManagerDialog::selectPreset(const QString& id)
{
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->data(Qt::UserRole).toString() == id)
            m_list->setCurrentRow(i);
}

void PresetManagerDialog::installBundle()
{
    const QString path = PresetInstallFlow::chooseFile(this);
    if (path.isEmpty())
        return;
    const QString id = PresetInstallFlow::installFile(this, *m_registry, path);
    fillList();
    selectPreset(id);
}

bool PresetManagerDialog::removePreset(const QString& id)
{
    if (id.isEmpty())
        return false;
    const QString name = m_registry->resolved(id).value(QStringLiteral("name")).toString(id);
    QMessageBox ask(QMessageBox::Question, tr("Remove Preset"),
        //: %1 = the preset's name
        tr("Remove the preset “%1” and its piece images?").arg(SideNames::presetText(name)),
        QMessageBox::Yes | QMessageBox::No, this);
    ask.setInformativeText(tr("Saved games of it can still be opened: they carry the preset."));
    ask.setDefaultButton(QMessageBox::No);
    if (ask.exec() != QMessageBox::Yes)
        return false;
    QString error;
    const bool removed = UserPresets::remove(id, *m_registry, &error);
    if (!removed)
        QMessageBox::warning(this, tr("Remove Preset"), error);
    fillList();
    return removed;
}
