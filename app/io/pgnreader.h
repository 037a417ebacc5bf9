// SPDX-License-Identifier: GPL-3.0-or-later
// Reading PGN: many games per file, tags, comments, NAGs, variations, odd whitespace.
#pragma once

#include "gamerecord.h"

#include <QList>
#include <QString>

namespace fb::io {

class GameCollector;

/// Splits a PGN text into games and reads each one's tags and movetext (moves stay text
/// until replay). Tolerant of missing results, glued move numbers ("1.e4"), annotation
/// glyphs glued to moves ("e4!?"), tabs, CR, form feeds and non-breaking spaces. A game with
/// a syntax error (unterminated comment, tag or variation) carries "source:line: message" in
/// its `error` and reading resumes at the next tag section. Special tags become fields:
/// Variant, Preset, Rules, FEN, PresetJSON; SetUp is implied by FEN; Result by `result`.
/// Games are handed to `out` one by one as they are read (reading stops when it says so), and
/// every move, comment, glyph, tag and variation is counted against its limits; variations
/// nested deeper than MaxVariationDepth make a game error.
void readPgn(const QString& text, const QString& sourceName, GameCollector& out);
/// The same with the default limits, every game kept.
QList<GameRecord> readPgn(const QString& text, const QString& sourceName);

/// Does the text look like PGN (a tag pair or a numbered move near the start)?
bool looksLikePgn(const QString& text);

} // namespace fb::io
