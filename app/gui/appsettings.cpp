// SPDX-License-Identifier: GPL-3.0-or-later
#include "appsettings.h"

#include <QSettings>
#include <algorithm>

namespace {

QColor colorValue(QSettings& s, const QString& key, const QColor& fallback)
{
    const QColor c = QColor::fromString(s.value(key).toString());
    return c.isValid() ? c : fallback;
}

} // namespace

fb::io::Notation NotationSettings::notationFor(fb::Family f) const
{
    const std::optional<fb::io::Notation> n
        = fb::io::notationFromId(byFamily.value(fb::familyId(f)));
    return n && fb::io::offers(f, *n) ? *n : fb::io::defaultNotation(f);
}

AppSettings AppSettings::load()
{
    QSettings s;
    AppSettings a;
    a.board.lightSquares
        = colorValue(s, QStringLiteral("board/lightSquares"), a.board.lightSquares);
    a.board.darkSquares = colorValue(s, QStringLiteral("board/darkSquares"), a.board.darkSquares);
    a.board.showCoordinates
        = s.value(QStringLiteral("board/showCoordinates"), a.board.showCoordinates).toBool();
    a.board.animateMoves
        = s.value(QStringLiteral("board/animateMoves"), a.board.animateMoves).toBool();
    s.beginGroup(QStringLiteral("pieceSets"));
    for (const QString& style : s.childKeys())
        if (const QString id = s.value(style).toString(); !id.isEmpty())
            a.board.pieceSets.insert(style, id);
    s.endGroup();
    s.beginGroup(QStringLiteral("notation"));
    for (const QString& family : s.childKeys())
        if (const QString id = s.value(family).toString(); !id.isEmpty())
            a.notation.byFamily.insert(family, id);
    s.endGroup();
    a.notation.figurines = s.value(QStringLiteral("moves/figurines"), false).toBool();
    a.autoFlip = s.value(QStringLiteral("board/autoFlip"), a.autoFlip).toBool();
    a.lastPreset = s.value(QStringLiteral("game/lastPreset"), a.lastPreset).toString();
    a.lastProfile = s.value(QStringLiteral("game/lastProfile")).toString();
    a.windowGeometry = s.value(QStringLiteral("window/geometry")).toByteArray();
    a.windowState = s.value(QStringLiteral("window/state")).toByteArray();
    a.language = s.value(QStringLiteral("interface/language")).toString();
    a.engines
        = fb::engines::EngineList::fromVariant(s.value(QStringLiteral("engines/list")).toList());
    a.recentFiles = s.value(QStringLiteral("files/recent")).toStringList().mid(0, MaxRecentFiles);
    a.favouritePresets = s.value(QStringLiteral("presets/favourites")).toStringList();
    a.recentPresets
        = s.value(QStringLiteral("presets/recent")).toStringList().mid(0, MaxRecentPresets);
    a.analysisEngine = s.value(QStringLiteral("analysis/engine")).toString();
    a.analysisLines = std::clamp(s.value(QStringLiteral("analysis/lines"), 1).toInt(), 1, 99);
    return a;
}

void AppSettings::save() const
{
    QSettings s;
    s.setValue(QStringLiteral("board/lightSquares"), board.lightSquares.name());
    s.setValue(QStringLiteral("board/darkSquares"), board.darkSquares.name());
    s.setValue(QStringLiteral("board/showCoordinates"), board.showCoordinates);
    s.setValue(QStringLiteral("board/animateMoves"), board.animateMoves);
    s.remove(QStringLiteral("pieceSets"));
    for (auto it = board.pieceSets.cbegin(); it != board.pieceSets.cend(); ++it)
        s.setValue(QStringLiteral("pieceSets/") + it.key(), it.value());
    s.remove(QStringLiteral("notation"));
    for (auto it = notation.byFamily.cbegin(); it != notation.byFamily.cend(); ++it)
        s.setValue(QStringLiteral("notation/") + it.key(), it.value());
    s.setValue(QStringLiteral("moves/figurines"), notation.figurines);
    s.setValue(QStringLiteral("board/autoFlip"), autoFlip);
    s.setValue(QStringLiteral("game/lastPreset"), lastPreset);
    s.setValue(QStringLiteral("game/lastProfile"), lastProfile);
    s.setValue(QStringLiteral("window/geometry"), windowGeometry);
    s.setValue(QStringLiteral("window/state"), windowState);
    s.setValue(QStringLiteral("interface/language"), language);
    s.setValue(QStringLiteral("engines/list"), engines.toVariant());
    savePresetLists();
    saveAnalysisChoice();
    // recentFiles are saved on their own (saveRecentFiles): another window may have added
    // to them since this copy was loaded.
}

void AppSettings::noteRecentFile(const QString& path)
{
    recentFiles.removeAll(path);
    recentFiles.prepend(path);
    while (recentFiles.size() > MaxRecentFiles)
        recentFiles.removeLast();
}

void AppSettings::saveRecentFiles() const
{
    QSettings().setValue(QStringLiteral("files/recent"), recentFiles);
}

void AppSettings::notePresetPlayed(const QString& id)
{
    recentPresets.removeAll(id);
    recentPresets.prepend(id);
    while (recentPresets.size() > MaxRecentPresets)
        recentPresets.removeLast();
}

void AppSettings::savePresetLists() const
{
    QSettings s;
    s.setValue(QStringLiteral("presets/favourites"), favouritePresets);
    s.setValue(QStringLiteral("presets/recent"), recentPresets);
}

void AppSettings::saveAnalysisChoice() const
{
    QSettings s;
    s.setValue(QStringLiteral("analysis/engine"), analysisEngine);
    s.setValue(QStringLiteral("analysis/lines"), analysisLines);
}
