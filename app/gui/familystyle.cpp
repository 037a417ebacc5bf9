// SPDX-License-Identifier: GPL-3.0-or-later
#include "familystyle.h"

#include <QLocale>
#include <array>

namespace {

// clang-format off
constexpr std::array<FamilyStyle, 4> Styles{{
    // pieceSetStyle  turns  janggiArt  artSide              palette                  labels
    {"western",       false, false,     {"white", "black"},  SidePalette::WhiteBlack, BoardLabelStyle::Preset},
    {"shogi",         true,  false,     {"white", "black"},  SidePalette::SenteGote,  BoardLabelStyle::Shogi},
    {"xiangqi",       false, false,     {"red", "black"},    SidePalette::RedBlack,   BoardLabelStyle::Preset},
    {"xiangqi",       false, true,      {"blue", "red"},     SidePalette::BlueRed,    BoardLabelStyle::Preset},
}};
// clang-format on

size_t rowOf(fb::Family f)
{
    switch (f) {
    case fb::Family::Chess:
        return 0;
    case fb::Family::Shogi:
        return 1;
    case fb::Family::Xiangqi:
        return 2;
    case fb::Family::Janggi:
        return 3;
    }
    return 0;
}

/// Shogi-style file labels: the first player's rightmost file is 1.
QStringList shogiFiles(int files)
{
    QStringList out;
    for (int f = 0; f < files; ++f)
        out << QString::number(files - f);
    return out;
}

/// Shogi-style rank labels, first rank first: the top rank (the second player's side) is
/// "a" (一 in Japanese).
QStringList shogiRanks(int ranks)
{
    static const char16_t* const Kanji[]
        = {u"一", u"二", u"三", u"四", u"五", u"六", u"七", u"八", u"九", u"十"};
    const bool japanese = QLocale().language() == QLocale::Japanese;
    QStringList out;
    for (int r = 0; r < ranks; ++r) {
        const int fromTop = ranks - 1 - r; // 0 = the top rank
        if (!japanese)
            out << QString(QChar(u'a' + fromTop % 26)).repeated(fromTop / 26 + 1);
        else if (fromTop < 10)
            out << QString::fromUtf16(Kanji[fromTop]);
        else // 十一, 十二, ...
            out << QString::fromUtf16(Kanji[9]) + QString::fromUtf16(Kanji[fromTop % 10]);
    }
    return out;
}

/// Whether a shogi-family preset leaves the labels to the family: it names none (the
/// defaults a.., 1..) or the shogi ones.
bool familyLabels(const fb::VariantDefinition& v)
{
    const fb::BoardGeometry& g = v.geometry;
    const fb::BoardGeometry plain(g.files(), g.ranks(), 0);
    const bool defaults
        = g.fileLabels() == plain.fileLabels() && g.rankLabels() == plain.rankLabels();
    QStringList latinRanks;
    for (int r = 0; r < g.ranks(); ++r)
        latinRanks << QString(QChar(u'a' + (g.ranks() - 1 - r) % 26));
    const bool shogi = g.fileLabels() == shogiFiles(g.files()) && g.rankLabels() == latinRanks;
    return defaults || shogi;
}

bool shogiLabelled(const fb::VariantDefinition& v)
{
    return FamilyStyle::of(v.family).labels == BoardLabelStyle::Shogi && familyLabels(v);
}

} // namespace

const FamilyStyle& FamilyStyle::of(fb::Family family)
{
    return Styles[rowOf(family)];
}

QStringList BoardLabels::files(const fb::VariantDefinition& v)
{
    return shogiLabelled(v) ? shogiFiles(v.geometry.files()) : v.geometry.fileLabels();
}

QStringList BoardLabels::ranks(const fb::VariantDefinition& v)
{
    return shogiLabelled(v) ? shogiRanks(v.geometry.ranks()) : v.geometry.rankLabels();
}
