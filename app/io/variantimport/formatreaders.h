// SPDX-License-Identifier: GPL-3.0-or-later
// The readers of Sjaak II's variant file, XBoard's setup/piece commands and the Interactive
// Diagram's parameters (variantimport.h dispatches to them; fsfimport.h reads variants.ini).
#pragma once

#include "importtypes.h"

namespace fb {
class PresetRegistry;
}

namespace fb::io {

/// Sjaak II's variants.txt: "Variant:" blocks of Board, FEN, Zone, Piece (Move, Capture,
/// Special, Initial, Symbol, Flags, Promotion, Castle, Prison, Max), Rule lines.
ImportResult importSjaak(const QString& text, const QString& file, const QString& variant);

/// XBoard engine output: "setup (PNBRQ..Kpnbrq..k) 8x8+0_fairy FEN" and "piece N& Betza" lines
/// (other lines are skipped). The parent (after '_') is looked up in `registry` for the rules.
ImportResult importXBoard(const QString& text, const QString& file, const PresetRegistry& registry);

/// The Interactive Diagram's parameter block: name=value lines and one
/// "name:ID:XBetza:image:squares" line per piece.
ImportResult importDiagram(const QString& text, const QString& file);

} // namespace fb::io
