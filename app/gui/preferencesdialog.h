// SPDX-License-Identifier: GPL-3.0-or-later
// PreferencesDialog: edits the user settings (board colours, coordinates, automatic flip).
#pragma once

#include "appsettings.h"

#include <QDialog>

class QCheckBox;
class QPushButton;

class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PreferencesDialog(const AppSettings& settings, QWidget* parent = nullptr);
    /// The settings as edited (the ones given, with this dialog's fields changed).
    AppSettings settings() const;

    QPushButton* lightButton() const { return m_light; }
    QPushButton* darkButton() const { return m_dark; }
    QCheckBox* coordinatesBox() const { return m_coordinates; }
    QCheckBox* autoFlipBox() const { return m_autoFlip; }
    /// Sets a square colour as the colour dialog would.
    void setLightSquares(const QColor& c);
    void setDarkSquares(const QColor& c);

private:
    void pickColor(QColor& color, QPushButton* button);
    void showColor(const QColor& color, QPushButton* button);
    void restoreDefaults();

    AppSettings m_settings;
    QPushButton* m_light;
    QPushButton* m_dark;
    QCheckBox* m_coordinates;
    QCheckBox* m_autoFlip;
};
