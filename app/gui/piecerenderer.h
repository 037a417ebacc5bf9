// SPDX-License-Identifier: GPL-3.0-or-later
// Renders piece art from SVG piece sets through a pixmap cache keyed by set, art and size.
#pragma once

#include "custompieceart.h"
#include "variant.h"

#include <QHash>
#include <QMap>
#include <QPixmap>
#include <QString>
#include <memory>

class QSvgRenderer;
struct PieceSetInfo;

/// Renders pieces from the bundled piece sets (PieceSets). Each style ("western", "shogi",
/// "xiangqi") is drawn by the set chosen for it, or by its default set; a custom preset's own
/// images (setCustomArt) come before any set; art the chosen set lacks comes from the default
/// set, and a piece without art in either is drawn as a token:
/// its letters on a disc, never left blank. GUI thread only (QSvgRenderer is not shared
/// across threads).
class PieceRenderer
{
public:
    PieceRenderer();
    ~PieceRenderer();

    /// Chooses the set per style (style -> set id, see PieceSets); styles not named, and ids
    /// of sets that do not exist, use the default set. Pixmaps rendered later follow it.
    void setPieceSets(const QMap<QString, QString>& chosen);
    /// The id of the set that draws a family.
    QString setFor(fb::Family family) const;

    /// The pixmap of a piece. `family` picks the set (through its piece-set style),
    /// `art` the element id, `second` the side; `letter` labels the fallback token.
    /// `size` is in device pixels; `rotated` turns the art by 180 degrees.
    QPixmap pixmap(fb::Family family, const QString& art, bool second, const QString& letter,
        int size, bool rotated);
    /// The art of one particular set (for previews), or a null pixmap if it has none.
    QPixmap setPixmap(const QString& setId, fb::Family family, const QString& art, bool second,
        int size, bool rotated);
    /// Whether the family's art is turned 180 degrees for the second side
    /// (FamilyStyle::turnsSecondSide).
    static bool rotatesForSecond(fb::Family family);
    /// The images of the custom preset being shown (empty: the bundled sets only).
    void setCustomArt(const CustomPieceArt& art) { m_custom = art; }
    const CustomPieceArt& customArt() const { return m_custom; }

private:
    static QString fileFor(
        const PieceSetInfo& set, fb::Family family, const QString& art, bool second);
    /// The SVG renderer of a file, or null when the file is missing or invalid.
    QSvgRenderer* svg(const QString& file);
    /// Renders a file through the pixmap cache; null pixmap when the file has no valid SVG.
    QPixmap render(const QString& file, int size, bool rotated);
    QPixmap token(const QString& letter, bool second, int size) const;
    QMap<QString, QString> m_chosen;
    /// A custom image scaled into the square; a null pixmap when it does not load.
    QPixmap customPixmap(const QString& name, int size, bool rotated) const;
    CustomPieceArt m_custom;
    QHash<QString, std::shared_ptr<QSvgRenderer>> m_renderers;
};
