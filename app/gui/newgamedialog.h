// SPDX-License-Identifier: GPL-3.0-or-later
// NewGameDialog: choose a preset (searchable, with a picture of its start) and its rules.
#pragma once

#include "appsettings.h"
#include "custompieceart.h"
#include "customvariant.h"
#include "enginelist.h"
#include "gamesetup.h"
#include "move.h"
#include "presetshelves.h"

#include <QDialog>
#include <QHash>
#include <array>

class QAbstractButton;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QStackedWidget;
namespace fb {
class PresetRegistry;
}

/// Lists every preset of the registry. The shelf box narrows the list to the favourites, the
/// presets played lately (the latest first) or a category (PresetShelves); the filter field
/// matches names, ids and descriptions (every word must match). The selected preset shows its
/// start position drawn by the board scene, its description and its rule profiles, and can be
/// marked as a favourite. "Load Preset File..." adds a user preset after PresetRegistry::check
/// found no problem; otherwise every problem is shown.
class NewGameDialog : public QDialog
{
    Q_OBJECT
public:
    NewGameDialog(fb::PresetRegistry* registry, const BoardAppearance& look,
        const GameSetup& current, QWidget* parent = nullptr);

    /// The game to start: the selected preset and profile, the players and the time control.
    GameSetup setup() const;
    /// The engines offered as players: for each side, Human, the built-in AI (every preset) or
    /// an engine of `engines` that may play the selected preset (EngineEntry::mayPlay). `current`
    /// selects the players and the time control shown first.
    void setEngines(const fb::engines::EngineList& engines, const GameSetup& current = {});
    /// The player's favourite presets and the presets played lately, the latest first (from
    /// AppSettings); the shelf box's counts follow them.
    void setPresetLists(const QStringList& favourites, const QStringList& recent);
    /// The favourites as the player left them (marked or unmarked here, dialog accepted or not).
    QStringList favourites() const { return m_shelves.favourites(); }
    QString selectedPreset() const;
    void selectPreset(const QString& id);
    /// Checks and adds a preset file, then selects it. On problems shows them in a message box
    /// and returns false; the registry is left unchanged.
    bool loadPresetFile(const QString& path);

    /// The shelves of PresetShelves::shelves(), in that order, each titled with its count.
    QComboBox* shelfBox() const { return m_shelfBox; }
    /// Checked while the selected preset is a favourite; toggling it marks or unmarks it.
    QAbstractButton* favouriteButton() const { return m_favourite; }
    QLineEdit* filterField() const { return m_filter; }
    QListWidget* presetList() const { return m_list; }
    QComboBox* profileBox() const { return m_profiles; }
    /// What the selected profile changes (its "_doc").
    QLabel* profileNote() const { return m_profileNote; }
    QLabel* thumbnail() const { return m_thumbnail; }
    QLabel* descriptionLabel() const { return m_description; }
    /// Who plays `side`: "Human" (data empty), "Built-in AI" (builtinRow()) or an engine (data:
    /// its name).
    QComboBox* playerBox(fb::Side side) const { return m_players[size_t(side)]; }
    /// The built-in AI's level for `side`, enabled while the built-in AI plays it.
    QSpinBox* levelBox(fb::Side side) const { return m_levels[size_t(side)]; }
    /// The row of "Built-in AI" in the player boxes.
    static constexpr int BuiltinRow = 1;
    /// No clock, a time per move, a clock with an increment, byoyomi (data: TimeControl::Kind).
    QComboBox* timeBox() const { return m_timeKind; }
    QSpinBox* moveTimeBox() const { return m_moveSeconds; }
    QSpinBox* baseTimeBox() const { return m_baseMinutes; }
    QSpinBox* incrementBox() const { return m_incrementSeconds; }
    /// Byoyomi: the main time (minutes, may be 0), the periods and a period's seconds.
    QSpinBox* byoyomiMainBox() const { return m_byoyomiMinutes; }
    QSpinBox* periodsBox() const { return m_periods; }
    QSpinBox* periodBox() const { return m_periodSeconds; }

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    void fillList();
    /// Shows the presets of the current shelf that match the filter, in the shelf's order.
    void applyFilter();
    /// Puts the list in the current shelf's order (PresetShelves::rank, then alphabetical).
    void orderList();
    /// The shelf titles with their counts, and the favourites' stars in the list.
    void updateShelfTitles();
    void toggleFavourite(bool on);
    /// The favourite button as the selected preset is: checked, starred, enabled.
    void showFavouriteState();
    PresetShelves::Shelf currentShelf() const;
    void showPreset();
    void choosePresetFile();
    /// The player boxes: Human and the engines that may play the selected preset.
    void fillPlayers();
    QWidget* createPlayers();
    /// The variants.ini section engine `e` needs to play preset `id` (customvariant.h), empty
    /// when it needs none or cannot load one; when the preset cannot be written in the format
    /// the engine loads, empty with the exporter's reasons in `why`.
    fb::engines::VariantSection variantSection(
        const fb::engines::EngineEntry& e, const QString& id, QStringList* why = nullptr);
    /// Lists engine `name` in `combo` as one that cannot play the preset, greyed, its tooltip
    /// saying `why` (the exporter's reasons).
    static void addRefusedEngine(QComboBox* combo, const QString& name, const QStringList& why);
    /// The piece images of an installed preset, read once per dialog.
    const CustomPieceArt& pieceArt(const QString& id);

    fb::PresetRegistry* m_registry;
    BoardAppearance m_look;
    PresetShelves m_shelves;
    QComboBox* m_shelfBox;
    QAbstractButton* m_favourite;
    QLineEdit* m_filter;
    QListWidget* m_list;
    QLabel* m_thumbnail;
    QLabel* m_title;
    QLabel* m_description;
    QComboBox* m_profiles;
    QLabel* m_profileNote;
    QPushButton* m_start;
    fb::engines::EngineList m_engines;
    std::array<QComboBox*, 2> m_players{nullptr, nullptr};
    std::array<QLabel*, 2> m_playerLabels;
    std::array<QSpinBox*, 2> m_levels{nullptr, nullptr};
    QComboBox* m_timeKind;
    QSpinBox* m_moveSeconds;
    QSpinBox* m_baseMinutes;
    QSpinBox* m_incrementSeconds;
    QSpinBox* m_byoyomiMinutes;
    QSpinBox* m_periods;
    QSpinBox* m_periodSeconds;
    QStackedWidget* m_timeDetails;
    QHash<QString, CustomPieceArt> m_art; ///< by preset id
    /// A section written for an engine, or why none could be.
    struct ExportedSection
    {
        fb::engines::VariantSection section;
        QStringList why;
    };
    /// Sections by preset id and format (empty: none)
    QHash<QString, ExportedSection> m_sections;
};
