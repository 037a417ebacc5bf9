// SPDX-License-Identifier: GPL-3.0-or-later
// PresetManagerDialog: the installed user presets, with Install Bundle and Remove.
#pragma once

#include <QDialog>

class QListWidget;
class QPushButton;
namespace fb {
class PresetRegistry;
}

/// Lists the presets installed in the user preset folder (name and id). "Install Bundle..."
/// installs a preset bundle (PresetInstallFlow); "Remove" removes the selected preset with
/// its piece images after asking. The registry is reloaded after each change, so the New Game
/// dialog shows the change at once; a game being played keeps its variant.
class PresetManagerDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PresetManagerDialog(fb::PresetRegistry* registry, QWidget* parent = nullptr);

    /// Asks, then removes installed preset `id`. Returns true if it was removed; a failure
    /// is shown in a message box.
    bool removePreset(const QString& id);
    /// Selects the preset `id` in the list.
    void selectPreset(const QString& id);
    /// The id of the selected preset, or an empty string.
    QString selectedPreset() const;
    QListWidget* presetList() const { return m_list; }

private:
    void fillList();
    void installBundle();

    fb::PresetRegistry* m_registry;
    QListWidget* m_list;
    QPushButton* m_remove;
};
