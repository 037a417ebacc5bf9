// SPDX-License-Identifier: GPL-3.0-or-later
// CustomPieceArt: the piece images a custom preset brings along (from a bundle or installed
// with it), drawn instead of the bundled sets for that preset's games.
#pragma once

#include "variant.h"

#include <QByteArray>
#include <QMap>
#include <QString>

/// Image files by name, as a bundle holds them: for an art id ART, the side's own image
/// (white-ART, black-ART; red-/black- in the xiangqi family, blue-/red- in janggi) or one
/// image for both sides (ART), each .svg or .png. Copies share the bytes; the cache key
/// is derived from the names and bytes, so equal images have equal keys.
class CustomPieceArt
{
public:
    /// No custom images: every piece comes from the bundled sets.
    CustomPieceArt() = default;
    /// The images of one preset (file name -> SVG or PNG bytes).
    explicit CustomPieceArt(QMap<QString, QByteArray> images);

    bool isEmpty() const { return m_images.isEmpty(); }
    const QMap<QString, QByteArray>& images() const { return m_images; }
    /// Tells image sets apart in the pixmap cache: a hash of the file names and bytes,
    /// computed once (0 for the empty set).
    quint64 key() const { return m_key; }
    /// The file name of the image for `art` on the first or second side in `family` (the side's
    /// file, FamilyStyle::artPrefix, before the shared one), or an empty string when the set
    /// has none.
    QString fileFor(fb::Family family, const QString& art, bool second) const;

private:
    QMap<QString, QByteArray> m_images;
    quint64 m_key = 0;
};
