// SPDX-License-Identifier: GPL-3.0-or-later
// PieceSets: the bundled SVG piece sets and which variant families each one suits.
#pragma once

#include "variant.h"

#include <QList>
#include <QString>
#include <QStringList>

/// One piece set as its manifest describes it (see pieces/README.md).
struct PieceSetInfo
{
    QString id; ///< its folder under ":/pieces", e.g. "shogi-one-kanji"
    QString name; ///< display name in the UI language (English when not localised)
    QString style; ///< "western", "shogi" or "xiangqi"
    QString files; ///< file naming: "color", "single" or "redblack"
    bool janggi = false; ///< also carries janggi-red-/janggi-blue- files
    QString preview; ///< file name of the preview image inside the set, may be empty
    QStringList pieces; ///< the art ids it provides
};

/// The sets compiled into the app (":/pieces/<id>/manifest.ini"), read once. Manifests are
/// plain INI files with a single [Set] group; unreadable or incomplete ones are skipped.
class PieceSets
{
public:
    /// Every valid bundled set, sorted by style, default set first, then by id.
    static const QList<PieceSetInfo>& all();
    /// The sets of one style, the default first.
    static QList<PieceSetInfo> forStyle(const QString& style);
    /// The set with this id, or nullptr.
    static const PieceSetInfo* find(const QString& id);
    /// The style that draws a variant family (FamilyStyle::pieceSetStyle): chess -> "western",
    /// shogi -> "shogi", xiangqi and janggi -> "xiangqi".
    static QString styleOf(fb::Family family);
    /// The set used when the user chose none: the one named like its style.
    static QString defaultFor(const QString& style) { return style; }
    /// The styles in the order the Preferences show them.
    static QStringList styles();
};
