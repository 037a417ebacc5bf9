// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginevariantdialog.h"

#include "enginevariantreader.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

EngineVariantDialog::EngineVariantDialog(
    const fb::engines::EngineList& engines, const fb::PresetRegistry& registry, QWidget* parent)
    : QDialog(parent)
    , m_registry(registry)
{
    setWindowTitle(tr("Import Variant from Engine"));
    for (const fb::engines::EngineEntry& e : engines.entries())
        if (e.protocol == u"xboard" && !e.variants.isEmpty())
            m_engines.append(e);
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(
        tr("An XBoard engine defines the variants it plays by its setup and piece commands. "
           "The definition is read into a preset, and its rules are compared with the engine's "
           "in several positions."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    m_engineBox = new QComboBox(this);
    m_engineBox->setObjectName(QStringLiteral("engine"));
    for (const fb::engines::EngineEntry& e : m_engines)
        m_engineBox->addItem(e.name.isEmpty() ? e.commandLine() : e.name);
    m_variantBox = new QComboBox(this);
    m_variantBox->setObjectName(QStringLiteral("variant"));
    form->addRow(tr("&Engine:"), m_engineBox);
    form->addRow(tr("&Variant:"), m_variantBox);
    layout->addLayout(form);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &EngineVariantDialog::read);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_engineBox, &QComboBox::currentIndexChanged, this, &EngineVariantDialog::engineChosen);
    if (m_engines.isEmpty())
        m_status->setText(tr("No XBoard engine in the engine list knows its variants yet: add "
                             "one (or probe it) in Engines."));
    engineChosen();
}

EngineVariantDialog::~EngineVariantDialog() = default;

bool EngineVariantDialog::select(const QString& engine, const QString& variant)
{
    const int e = m_engineBox->findText(engine);
    if (e < 0)
        return false;
    m_engineBox->setCurrentIndex(e);
    const int v = m_variantBox->findText(variant);
    if (v < 0)
        return false;
    m_variantBox->setCurrentIndex(v);
    return true;
}

void EngineVariantDialog::engineChosen()
{
    m_variantBox->clear();
    const int i = m_engineBox->currentIndex();
    if (i >= 0 && i < m_engines.size())
        m_variantBox->addItems(m_engines[i].variants);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_variantBox->count() > 0);
}

void EngineVariantDialog::read()
{
    const int i = m_engineBox->currentIndex();
    if (m_reader || i < 0 || i >= m_engines.size() || m_variantBox->currentText().isEmpty())
        return;
    const QString variant = m_variantBox->currentText();
    m_source = QStringLiteral("%1 (%2)").arg(variant, m_engineBox->currentText());
    m_reader = new fb::engines::EngineVariantReader(m_engines[i], variant, m_registry, this);
    connect(m_reader, &fb::engines::EngineVariantReader::finished, this,
        &EngineVariantDialog::readFinished);
    m_engineBox->setEnabled(false);
    m_variantBox->setEnabled(false);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    //: %1 = an engine's name, %2 = a variant's name
    m_status->setText(tr("Asking %1 for %2 and comparing its moves with the import…")
            .arg(m_engineBox->currentText(), variant));
    m_reader->start();
}

void EngineVariantDialog::readFinished(const fb::io::ImportResult& result)
{
    m_result = result;
    m_reader->deleteLater(); // cancelling after this point leaves no engine running
    accept();
}
