// SPDX-License-Identifier: GPL-3.0-or-later
// AppSettings: every user setting of the app as one typed value, loaded and saved in one place.
#pragma once

#include "enginelist.h"
#include "movenotation.h"

#include <QByteArray>
#include <QColor>
#include <QMap>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

/// How the board is drawn: the parts of the settings the board scene needs.
struct BoardAppearance
{
    QColor lightSquares{240, 217, 181}; ///< light squares of checkered boards
    QColor darkSquares{181, 136, 99}; ///< dark squares of checkered boards
    bool showCoordinates = true;
    /// The piece set chosen per style ("western", "shogi", "xiangqi" -> a PieceSets id); a
    /// style missing here is drawn by its default set.
    QMap<QString, QString> pieceSets;
    /// Moves slide, drops fly in from the hand and captured pieces fade (a short animation).
    /// On by default, except in QStandardPaths' test mode (the Qt tests), where moves land at
    /// once unless a test turns it on.
    bool animateMoves = !QStandardPaths::isTestModeEnabled();
    bool operator==(const BoardAppearance&) const = default;
};

/// The move notation chosen per game family (move list and move entry).
struct NotationSettings
{
    /// Family id ("chess", "shogi", "xiangqi", "janggi") -> notation id ("san", "japanese" ...);
    /// a family missing here uses its default.
    QMap<QString, QString> byFamily;
    bool figurines = false; ///< SAN pieces as figurines (♘f3)
    /// The notation for a family: the chosen one if the family offers it, else its default.
    fb::io::Notation notationFor(fb::Family f) const;
    fb::io::NotationOptions options() const { return {figurines}; }
    bool operator==(const NotationSettings&) const = default;
};

/// The settings, read once at start-up and written whenever they change. Nothing else in the
/// app touches QSettings.
struct AppSettings
{
    BoardAppearance board;
    NotationSettings notation;
    /// Hotseat play: after every move the board turns to the side to move.
    bool autoFlip = false;
    QString lastPreset = QStringLiteral("chess");
    QString lastProfile;
    QByteArray windowGeometry;
    QByteArray windowState;
    /// The interface language ("en", "de", "ja", "zh_CN": see InterfaceLanguage); empty = the
    /// system's. Read at start-up: a change shows from the next start.
    QString language;
    /// Game files opened or saved lately, the latest first (absolute paths, at most
    /// MaxRecentFiles).
    QStringList recentFiles;
    static constexpr int MaxRecentFiles = 10;
    /// Presets marked as favourites in the New Game dialog, in the order they were marked.
    QStringList favouritePresets;
    /// Presets of the games started lately, the latest first (at most MaxRecentPresets).
    QStringList recentPresets;
    static constexpr int MaxRecentPresets = 12;
    /// The engines to play against (Settings > Engines).
    fb::engines::EngineList engines;
    /// The Analysis panel's engine as last chosen ("builtin" or an engine's name; empty: the
    /// built-in AI) and its number of lines.
    QString analysisEngine;
    int analysisLines = 1;

    /// The stored settings, defaults for anything missing or invalid.
    static AppSettings load();
    /// Saves everything but recentFiles (see saveRecentFiles).
    void save() const;
    /// Puts `path` first in recentFiles (once), dropping the oldest beyond MaxRecentFiles.
    void noteRecentFile(const QString& path);
    /// Saves only recentFiles (another window's settings stay as they are).
    void saveRecentFiles() const;
    /// Puts preset `id` first in recentPresets (once), dropping the oldest beyond
    /// MaxRecentPresets.
    void notePresetPlayed(const QString& id);
    /// Saves only favouritePresets and recentPresets, at once (no game is needed to keep them).
    void savePresetLists() const;
    /// Saves only analysisEngine and analysisLines, at once (chosen in the panel, not in a
    /// dialog).
    void saveAnalysisChoice() const;
    bool operator==(const AppSettings&) const = default;
};
