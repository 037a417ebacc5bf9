// SPDX-License-Identifier: GPL-3.0-or-later
// A preset written as a variant of Sjaak II's variant file (the format its variants.txt
// describes and sjaakimport.cpp reads), where that format can say it: so that Sjaak II, which
// takes no piece or setup commands from a GUI, can be given our variants by its "load" command.
#pragma once

#include "variant.h"

#include <QString>
#include <QStringList>

namespace fb::io {

struct SjaakExport
{
    QString text; ///< the variant ("Variant: name" and its lines), empty when refused
    QStringList reasons; ///< why it was refused: what Sjaak II's format cannot say
    bool ok() const { return reasons.isEmpty(); }
};

/// Writes the compiled variant `v` (a preset with the rules it is played by) as one variant of a
/// Sjaak II variant file named `name` (letters, digits, '-' and '_'). Its moves are read from
/// the compiled move tables of the first side (Sjaak II mirrors them for the second): leaps,
/// slides, steps, hops, knight and elephant lame leaps, initial pawn steps with en passant,
/// castling; promotions by zone, drops, Sjaak II's rules for stalemate, repetition, the move
/// count and forced captures. Refuses, with every reason, what the format has no words for:
/// multi-leg moves, region moves, exclusions, most goals (royal capture, bare king, flags,
/// n-check, extinction), passing, boards of 16 files or ranks or 128 squares and more ...
SjaakExport exportSjaak(const VariantPtr& v, const QString& name);

} // namespace fb::io
