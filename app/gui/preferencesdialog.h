// SPDX-License-Identifier: GPL-3.0-or-later
// PreferencesDialog: edits the user settings (interface language, board colours, coordinates,
// automatic flip, move animation, piece sets, the move notation per game family).
#pragma once

#include "appsettings.h"
#include "piecerenderer.h"

#include <QDialog>
#include <QHash>

class QCheckBox;
class QComboBox;
class QLabel;
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
    QCheckBox* animateBox() const { return m_animate; }
    /// The interface language chooser; item data = language code, "" for the system's.
    QComboBox* languageBox() const { return m_language; }
    /// The note that a language change shows from the next start.
    QLabel* languageNote() const { return m_languageNote; }
    /// The piece set chooser of a style ("western", "shogi", "xiangqi"); item data = set id.
    QComboBox* pieceSetBox(const QString& style) const { return m_setBoxes.value(style); }
    /// The preview of the set chosen for a style: a few of its pieces side by side.
    QLabel* pieceSetPreview(const QString& style) const { return m_previews.value(style); }
    /// The notation chooser of a game family; item data = notation id.
    QComboBox* notationBox(fb::Family f) const { return m_notationBoxes.value(int(f)); }
    QCheckBox* figurinesBox() const { return m_figurines; }
    /// Sets a square colour as the colour dialog would.
    void setLightSquares(const QColor& c);
    void setDarkSquares(const QColor& c);

private:
    void pickColor(QColor& color, QPushButton* button);
    void showColor(const QColor& color, QPushButton* button);
    void restoreDefaults();
    QWidget* makeLanguageChooser();
    QWidget* makePieceSetChooser(const QString& style);
    void showPreview(const QString& style);
    QWidget* makeNotationGroup();
    /// Selects each family's notation in its chooser from `n`.
    void showNotations(const NotationSettings& n);
    /// Selects a set in a style's chooser (the default set for an unknown id).
    void choosePieceSet(const QString& style, const QString& id);

    AppSettings m_settings;
    QPushButton* m_light;
    QPushButton* m_dark;
    QCheckBox* m_coordinates;
    QCheckBox* m_autoFlip;
    QCheckBox* m_animate;
    QComboBox* m_language = nullptr;
    QLabel* m_languageNote = nullptr;
    QHash<QString, QComboBox*> m_setBoxes;
    QHash<QString, QLabel*> m_previews;
    QHash<int, QComboBox*> m_notationBoxes; ///< by fb::Family
    QCheckBox* m_figurines = nullptr;
    PieceRenderer m_renderer;
};
