// SPDX-License-Identifier: GPL-3.0-or-later
#include "preferencesdialog.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

PreferencesDialog::PreferencesDialog(const AppSettings& settings, QWidget* parent)
    : QDialog(parent)
    , m_settings(settings)
{
    setWindowTitle(tr("Preferences"));
    auto* board = new QGroupBox(tr("Board"), this);
    auto* form = new QFormLayout(board);
    m_light = new QPushButton(board);
    m_dark = new QPushButton(board);
    //: Colour of the light squares of checkered (chess-like) boards
    m_light->setAccessibleName(tr("Light squares"));
    m_dark->setAccessibleName(tr("Dark squares"));
    form->addRow(tr("&Light squares:"), m_light);
    form->addRow(tr("&Dark squares:"), m_dark);
    m_coordinates = new QCheckBox(tr("Show &coordinates"), board);
    form->addRow(m_coordinates);
    //: Hotseat: both players share one screen; the board turns after every move
    m_autoFlip = new QCheckBox(tr("&Turn the board to the side to move (hotseat)"), board);
    form->addRow(m_autoFlip);

    auto* buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(board);
    layout->addWidget(buttons);

    m_coordinates->setChecked(m_settings.board.showCoordinates);
    m_autoFlip->setChecked(m_settings.autoFlip);
    showColor(m_settings.board.lightSquares, m_light);
    showColor(m_settings.board.darkSquares, m_dark);

    connect(m_light, &QPushButton::clicked, this,
        [this] { pickColor(m_settings.board.lightSquares, m_light); });
    connect(m_dark, &QPushButton::clicked, this,
        [this] { pickColor(m_settings.board.darkSquares, m_dark); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
        &PreferencesDialog::restoreDefaults);
}

AppSettings PreferencesDialog::settings() const
{
    AppSettings s = m_settings;
    s.board.showCoordinates = m_coordinates->isChecked();
    s.autoFlip = m_autoFlip->isChecked();
    return s;
}

void PreferencesDialog::setLightSquares(const QColor& c)
{
    m_settings.board.lightSquares = c;
    showColor(c, m_light);
}

void PreferencesDialog::setDarkSquares(const QColor& c)
{
    m_settings.board.darkSquares = c;
    showColor(c, m_dark);
}

void PreferencesDialog::pickColor(QColor& color, QPushButton* button)
{
    const QColor c = QColorDialog::getColor(color, this, button->accessibleName());
    if (c.isValid()) {
        color = c;
        showColor(c, button);
    }
}

void PreferencesDialog::showColor(const QColor& color, QPushButton* button)
{
    QPixmap swatch(32, 16);
    swatch.fill(color);
    QPainter p(&swatch);
    p.setPen(palette().color(QPalette::WindowText));
    p.drawRect(swatch.rect().adjusted(0, 0, -1, -1));
    button->setIcon(QIcon(swatch));
    button->setIconSize(swatch.size());
    button->setText(color.name());
    button->setAccessibleDescription(color.name());
}

void PreferencesDialog::restoreDefaults()
{
    const AppSettings defaults;
    setLightSquares(defaults.board.lightSquares);
    setDarkSquares(defaults.board.darkSquares);
    m_coordinates->setChecked(defaults.board.showCoordinates);
    m_autoFlip->setChecked(defaults.autoFlip);
}
