// SPDX-License-Identifier: GPL-3.0-or-later
#include "restoredialog.h"

#include "sidenames.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

RestoreDialog::RestoreDialog(const QList<AutosaveEntry>& entries, QWidget* parent)
    : QDialog(parent)
    , m_entries(entries)
    , m_list(new QListWidget(this))
{
    setWindowTitle(tr("Restore Games"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Fairyboard did not close properly, and %n game(s) were not "
                                "saved. Which ones should be restored?",
                                 nullptr, int(entries.size())),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_list->setObjectName(QStringLiteral("unsavedGames"));
    m_list->setAccessibleName(tr("Unsaved games"));
    for (const AutosaveEntry& e : entries) {
        auto* item = new QListWidgetItem(describe(e), m_list);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    layout->addWidget(m_list, 1);

    auto* buttons = new QDialogButtonBox(this);
    //: Restore the checked unsaved games, each in its own window
    QPushButton* restore = buttons->addButton(tr("&Restore"), QDialogButtonBox::AcceptRole);
    restore->setObjectName(QStringLiteral("restore"));
    //: Delete the checked unsaved games for good
    QPushButton* discard = buttons->addButton(tr("&Discard"), QDialogButtonBox::DestructiveRole);
    discard->setObjectName(QStringLiteral("discard"));
    //: Close without restoring: the games are offered again at the next start
    QPushButton* later = buttons->addButton(tr("&Keep for Later"), QDialogButtonBox::RejectRole);
    later->setObjectName(QStringLiteral("keepForLater"));
    restore->setDefault(true);
    connect(restore, &QPushButton::clicked, this, [this] { finish(Choice::Restore); });
    connect(discard, &QPushButton::clicked, this, [this] { finish(Choice::Discard); });
    connect(later, &QPushButton::clicked, this, [this] { finish(Choice::KeepForLater); });
    layout->addWidget(buttons);
    resize(520, 300);
}

void RestoreDialog::finish(Choice choice)
{
    m_choice = choice;
    if (choice == Choice::KeepForLater)
        reject();
    else
        accept();
}

QList<AutosaveEntry> RestoreDialog::checked() const
{
    QList<AutosaveEntry> out;
    for (int i = 0; i < m_list->count() && i < m_entries.size(); ++i)
        if (m_list->item(i)->checkState() == Qt::Checked)
            out << m_entries[i];
    return out;
}

QString RestoreDialog::describe(const AutosaveEntry& e)
{
    const QString variant = e.variantName.isEmpty()
        ? (e.presetId.isEmpty() ? tr("Unknown variant") : e.presetId)
        : SideNames::presetText(e.variantName);
    const QString moves = e.moves < 0 ? tr("moves unknown") : tr("%n move(s)", nullptr, e.moves);
    const QString when = QLocale().toString(e.savedAt, QLocale::ShortFormat);
    //: An unsaved game in the restore list: %1 variant, %2 number of moves, %3 when last saved
    QString text = tr("%1, %2, %3").arg(variant, moves, when);
    if (!e.sourceFile.isEmpty())
        //: %1 = the file the unsaved game was opened from
        text += tr(" (from %1)").arg(QFileInfo(e.sourceFile).fileName());
    return text;
}
