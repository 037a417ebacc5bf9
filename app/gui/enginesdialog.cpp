// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginesdialog.h"

#include "engineprobe.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>
#include <utility>

using fb::engines::EngineEntry;

EnginesDialog::EnginesDialog(const fb::engines::EngineList& list, QWidget* parent)
    : QDialog(parent)
    , m_list(list)
{
    setWindowTitle(tr("Engines"));
    m_view = new QListWidget(this);
    m_view->setAccessibleName(tr("Engines"));
    auto* add = new QPushButton(tr("&Add..."), this);
    add->setAccessibleDescription(tr("Adds an engine program and finds out what it plays"));
    m_remove = new QPushButton(tr("&Remove"), this);
    //: Starts the engine again to find out its protocol and variants
    m_check = new QPushButton(tr("&Check"), this);
    auto* listButtons = new QHBoxLayout;
    listButtons->addWidget(add);
    listButtons->addWidget(m_remove);
    listButtons->addWidget(m_check);
    auto* left = new QVBoxLayout;
    left->addWidget(m_view, 1);
    left->addLayout(listButtons);

    m_name = new QLineEdit(this);
    m_command = new QLineEdit(this);
    m_command->setAccessibleDescription(tr("The program and its arguments"));
    m_protocol = new QComboBox(this);
    //: The engine's protocol is found by trying UCI, XBoard and USI
    m_protocol->addItem(tr("Find out"), QString());
    for (const char* id : {"uci", "xboard", "usi", "ucci"}) {
        const QString p = QString::fromLatin1(id);
        m_protocol->addItem(p.toUpper(), p);
    }
    m_variants = new QLabel(this);
    m_variants->setWordWrap(true);
    m_variants->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("C&ommand line:"), m_command);
    form->addRow(tr("&Protocol:"), m_protocol);
    form->addRow(tr("Variants:"), m_variants);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    //: The settings an engine offers (hash size, strength ...), as it declares them
    auto* optionsBox = new QGroupBox(tr("Options"), this);
    auto* scroll = new QScrollArea(optionsBox);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_options = new QWidget(scroll);
    new QFormLayout(m_options);
    scroll->setWidget(m_options);
    m_noOptions = new QLabel(optionsBox);
    m_noOptions->setWordWrap(true);
    auto* optionsLayout = new QVBoxLayout(optionsBox);
    optionsLayout->addWidget(m_noOptions);
    optionsLayout->addWidget(scroll, 1);
    auto* right = new QVBoxLayout;
    right->addLayout(form);
    right->addWidget(optionsBox, 1);
    right->addWidget(m_status);

    auto* top = new QHBoxLayout;
    top->addLayout(left, 2);
    top->addLayout(right, 3);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(buttons);
    resize(760, 560);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(add, &QPushButton::clicked, this, &EnginesDialog::chooseProgram);
    connect(m_remove, &QPushButton::clicked, this, &EnginesDialog::removeEntry);
    connect(m_check, &QPushButton::clicked, this, [this] { queueProbe(m_view->currentRow()); });
    connect(m_view, &QListWidget::currentRowChanged, this, &EnginesDialog::showEntry);
    connect(m_name, &QLineEdit::editingFinished, this, &EnginesDialog::entryEdited);
    connect(m_command, &QLineEdit::editingFinished, this, &EnginesDialog::entryEdited);
    connect(m_protocol, &QComboBox::activated, this, &EnginesDialog::entryEdited);

    m_list.addInstalled();
    fillList();
    m_view->setCurrentRow(0);
    showEntry();
    for (int i = 0; i < m_list.entries().size(); ++i)
        if (!m_list.entries()[i].probed())
            queueProbe(i);
}

QString EnginesDialog::itemText(int i) const
{
    const EngineEntry& e = m_list.entries()[i];
    if (i == m_probing || m_queue.contains(i))
        //: An engine of the list that is being started to find out what it plays
        return tr("%1 (checking...)").arg(e.name);
    if (m_failed.contains(i))
        //: An engine of the list that could not be started
        return tr("%1 (does not start)").arg(e.name);
    return e.name;
}

void EnginesDialog::fillList()
{
    const int row = m_view->currentRow();
    const QSignalBlocker block(m_view);
    m_view->clear();
    for (int i = 0; i < m_list.entries().size(); ++i)
        m_view->addItem(itemText(i));
    m_view->setCurrentRow(std::min(row, int(m_view->count()) - 1));
}

void EnginesDialog::showEntry()
{
    const int i = m_view->currentRow();
    const bool has = i >= 0 && i < m_list.entries().size();
    for (QWidget* w : std::initializer_list<QWidget*>{m_name, m_command, m_protocol, m_check})
        w->setEnabled(has);
    m_remove->setEnabled(has && !isProbing());
    if (!has) {
        m_name->clear();
        m_command->clear();
        m_variants->clear();
        showOptions();
        return;
    }
    const EngineEntry& e = m_list.entries()[i];
    m_name->setText(e.name);
    m_command->setText(e.commandLine());
    m_protocol->setCurrentIndex(std::max(0, m_protocol->findData(e.protocol)));
    m_variants->setText(e.variants.isEmpty() ? tr("Not known yet") : e.variants.join(u", "));
    showOptions();
}

QWidget* EnginesDialog::optionEditor(const QString& name) const
{
    return m_options->findChild<QWidget*>(QStringLiteral("option:") + name);
}

void EnginesDialog::showOptions()
{
    auto* form = static_cast<QFormLayout*>(m_options->layout());
    while (form->rowCount() > 0)
        form->removeRow(0);
    const int i = m_view->currentRow();
    const bool has = i >= 0 && i < m_list.entries().size();
    const QList<fb::engines::EngineOption> options
        = has ? m_list.entries()[i].options : QList<fb::engines::EngineOption>{};
    m_noOptions->setVisible(options.isEmpty());
    m_noOptions->setText(has && m_list.entries()[i].probed()
            ? tr("This engine declares no options.")
            : tr("The options are shown once the engine was started."));
    if (!has)
        return;
    const QMap<QString, QString>& values = m_list.entries()[i].optionValues;
    using Type = fb::engines::EngineOption::Type;
    for (const fb::engines::EngineOption& o : options) {
        const QString value = values.value(o.name, o.defaultValue);
        QWidget* editor = nullptr;
        switch (o.type) {
        case Type::Spin: {
            auto* spin = new QSpinBox(m_options);
            spin->setRange(o.min, std::max(o.min, o.max));
            spin->setValue(value.toInt());
            connect(spin, &QSpinBox::valueChanged, this,
                [this, o](int v) { optionEdited(o, QString::number(v)); });
            editor = spin;
            break;
        }
        case Type::Check:
        case Type::Button: {
            //: An engine's button option (clear hash ...): pressed each time the engine starts
            auto* check = new QCheckBox(
                o.type == Type::Button ? tr("Press when it starts") : QString(), m_options);
            check->setChecked(value == u"true");
            connect(check, &QCheckBox::toggled, this, [this, o](bool on) {
                optionEdited(o, on ? QStringLiteral("true") : QStringLiteral("false"));
            });
            editor = check;
            break;
        }
        case Type::Combo: {
            auto* combo = new QComboBox(m_options);
            combo->addItems(o.choices);
            combo->setCurrentIndex(std::max(0, int(o.choices.indexOf(value))));
            connect(combo, &QComboBox::currentTextChanged, this,
                [this, o](const QString& v) { optionEdited(o, v); });
            editor = combo;
            break;
        }
        case Type::String: {
            auto* line = new QLineEdit(value, m_options);
            connect(line, &QLineEdit::editingFinished, this,
                [this, o, line] { optionEdited(o, line->text()); });
            editor = line;
            break;
        }
        }
        editor->setObjectName(QStringLiteral("option:") + o.name);
        editor->setAccessibleName(o.name);
        form->addRow(o.name + u':', editor);
    }
}

void EnginesDialog::optionEdited(const fb::engines::EngineOption& o, const QString& value)
{
    const int i = m_view->currentRow();
    if (i < 0 || i >= m_list.entries().size())
        return;
    EngineEntry e = m_list.entries()[i];
    // Only values that differ from the engine's default are kept (and sent).
    const QString unpressed = o.type == fb::engines::EngineOption::Type::Button
        ? QStringLiteral("false")
        : o.defaultValue;
    if (value == unpressed)
        e.optionValues.remove(o.name);
    else
        e.optionValues.insert(o.name, value);
    m_list.replace(i, e);
}

void EnginesDialog::entryEdited()
{
    const int i = m_view->currentRow();
    if (i < 0 || i >= m_list.entries().size())
        return;
    EngineEntry e = m_list.entries()[i];
    QString error;
    const std::optional<fb::engines::EngineSpec> spec
        = fb::engines::parseEngineSpec(m_command->text(), &error);
    if (!spec || spec->protocol) { // a "uci:" prefix belongs in the protocol box
        m_status->setText(
            spec ? tr("Choose the protocol in the box below the command line.") : error);
        return;
    }
    const QString protocol = m_protocol->currentData().toString();
    const bool changed
        = spec->program != e.program || spec->arguments != e.arguments || protocol != e.protocol;
    e.name = m_name->text().trimmed().isEmpty() ? e.name : m_name->text().trimmed();
    e.program = spec->program;
    e.arguments = spec->arguments;
    e.protocol = protocol;
    if (changed)
        e.variants.clear();
    m_list.replace(i, e);
    m_view->item(i)->setText(itemText(i));
    if (changed)
        queueProbe(i);
}

void EnginesDialog::chooseProgram()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Add Engine"));
    if (!path.isEmpty())
        addEngine(EngineEntry{{}, path, {}, {}, {}}.commandLine());
}

bool EnginesDialog::addEngine(const QString& commandLine)
{
    QString error;
    const std::optional<fb::engines::EngineSpec> spec
        = fb::engines::parseEngineSpec(commandLine, &error);
    if (!spec) {
        m_status->setText(error);
        return false;
    }
    EngineEntry e{spec->displayName(), spec->program, spec->arguments,
        spec->protocol ? fb::engines::protocolId(*spec->protocol) : QString(), {}};
    const int i = m_list.add(e);
    fillList();
    m_view->setCurrentRow(i);
    queueProbe(i);
    return true;
}

void EnginesDialog::removeEntry()
{
    const int i = m_view->currentRow();
    if (i < 0 || isProbing())
        return;
    m_list.remove(i);
    m_failed.clear();
    fillList();
    showEntry();
}

void EnginesDialog::queueProbe(int i)
{
    if (i < 0 || i >= m_list.entries().size() || i == m_probing || m_queue.contains(i))
        return;
    m_failed.removeAll(i);
    m_queue.append(i);
    m_view->item(i)->setText(itemText(i));
    if (m_probing < 0)
        probeNext();
}

void EnginesDialog::probeNext()
{
    m_remove->setEnabled(false);
    if (m_queue.isEmpty()) {
        m_probing = -1;
        showEntry();
        return;
    }
    m_probing = m_queue.takeFirst();
    const EngineEntry entry = m_list.entries()[m_probing];
    //: %1 = an engine's name
    m_status->setText(tr("Starting %1...").arg(entry.name));
    auto* probe = new fb::engines::EngineProbe(entry, this);
    connect(probe, &fb::engines::EngineProbe::probed, this, [this, probe](const EngineEntry& e) {
        probe->deleteLater();
        const int i = std::exchange(m_probing, -1);
        m_list.replace(i, e);
        //: %1 = the engine's name, %2 = its protocol, %3 = how many variants it plays
        m_status->setText(
            tr("%1 speaks %2 and plays %n variant(s).", nullptr, int(e.variants.size()))
                .arg(e.name, e.protocol.toUpper()));
        m_view->item(i)->setText(itemText(i));
        if (i == m_view->currentRow())
            showEntry();
        probeNext();
    });
    connect(probe, &fb::engines::EngineProbe::failed, this, [this, probe](const QString& message) {
        probe->deleteLater();
        const int i = std::exchange(m_probing, -1);
        m_failed.append(i);
        m_status->setText(message);
        m_view->item(i)->setText(itemText(i));
        if (i == m_view->currentRow())
            showEntry();
        probeNext();
    });
    probe->start();
}
