// SPDX-License-Identifier: GPL-3.0-or-later
// Renders piece art from SVG piece sets through a pixmap cache keyed by set, art and size.
#pragma once

#include "custompieceart.h"

#include <QHash>
#include <QPixmap>
#include <QString>
#include <memory>

class QSvgRenderer;

/// Loads the bundled piece sets (":/pieces/<set>/manifest.ini") and renders pieces. A custom
/// preset's own images (setCustomArt) come before the bundled sets. A piece without art (or
/// whose image does not load) is drawn as a token: its letters on a disc, never left blank.
/// GUI thread only (QSvgRenderer is not shared across threads).
class PieceRenderer
{
public:
    PieceRenderer();
    ~PieceRenderer();

    /// The pixmap of a piece. `family` picks the set ("chess", "shogi", "xiangqi"),
    /// `art` the element id, `second` the side; `letter` labels the fallback token.
    /// `size` is in device pixels; `rotated` turns the art by 180 degrees.
    QPixmap pixmap(const QString& family, const QString& art, bool second, const QString& letter,
        int size, bool rotated);
    /// Whether shogi-style art must be rotated 180 degrees for the second side.
    bool rotatesForSecond(const QString& family) const;
    /// The images of the custom preset being shown (empty: the bundled sets only).
    void setCustomArt(const CustomPieceArt& art) { m_custom = art; }
    const CustomPieceArt& customArt() const { return m_custom; }

private:
    QString fileFor(const QString& family, const QString& art, bool second) const;
    QPixmap token(const QString& letter, bool second, int size) const;
    /// A custom image scaled into the square; a null pixmap when it does not load.
    QPixmap customPixmap(const QString& name, int size, bool rotated) const;
    CustomPieceArt m_custom;
    QHash<QString, std::shared_ptr<QSvgRenderer>> m_renderers;
};
