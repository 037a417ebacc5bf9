// SPDX-License-Identifier: GPL-3.0-or-later
// FamilyStyle: one table of how each game family is shown: its piece sets, whether the second
// side's pieces are turned, the words for its players, and how its board is labelled.
#pragma once

#include "variant.h"

#include <QString>
#include <QStringList>

/// The words a family uses for its two sides.
enum class SidePalette : uint8_t
{
    WhiteBlack, ///< chess: White moves first
    RedBlack, ///< xiangqi: Red moves first
    BlueRed, ///< janggi: Blue (Cho) moves first, Red (Han) second
    SenteGote ///< shogi: Sente moves first, Gote second
};

/// How the squares along the board's edges are labelled.
enum class BoardLabelStyle : uint8_t
{
    Preset, ///< the preset's labels (a..h, 1..8 by default)
    Shogi ///< files numbered from the first player's right, ranks a.. (一.. in Japanese) from the
          ///< top
};

/// Everything the GUI draws or says differently per fb::Family. One row per family
/// (FamilyStyle::of); code asks the row instead of comparing family names.
struct FamilyStyle
{
    /// The piece-set style that draws the family (PieceSetInfo::style: "western", "shogi",
    /// "xiangqi"): a value of the piece-set manifests.
    const char* pieceSetStyle;
    /// The second side's pieces are turned 180 degrees to face their owner (shogi pieces are
    /// one colour and tell their side by the way they point).
    bool turnsSecondSide;
    /// A piece set with separate janggi files (PieceSetInfo::janggi) draws the family with them.
    bool usesJanggiArt;
    /// The prefixes of the side-coloured art files, first side then second ("white-king.svg",
    /// "red-chariot.svg", "blue-...").
    const char* artSide[2];
    SidePalette palette;
    BoardLabelStyle labels;

    /// The row of a family.
    static const FamilyStyle& of(fb::Family family);
    /// The prefix of a side's art files in this family.
    QString artPrefix(fb::Side side) const { return QLatin1String(artSide[side == fb::Second]); }
};

/// The labels drawn along the board's edges, which can differ from the square names the
/// notation uses (Chu Shogi's squares are named a1..l12, its board is labelled 12..1 and a..l
/// like any shogi board).
class BoardLabels
{
public:
    /// The label of each file, first file (the first player's left) first.
    static QStringList files(const fb::VariantDefinition& v);
    /// The label of each rank, first rank (the first player's side) first. Shogi-style ranks
    /// are written 一, 二, ... when the interface is Japanese.
    static QStringList ranks(const fb::VariantDefinition& v);
};
