// SPDX-License-Identifier: GPL-3.0-or-later
// The XBetza parser: one parser for every piece, built-in ones included.
#pragma once

#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace fb::betza {

/// Mode letters of a leg. A leg with none of Move/Capture/Destroy/EnPassant gets the default
/// of its position: Move on a non-final leg, Move|Capture on the final leg.
enum Mode : uint32_t
{
    Move = 1u << 0, ///< m: may go to (or, non-final, through) an empty square
    Capture = 1u << 1, ///< c: may capture an enemy (non-final: locust capture)
    Destroy = 1u << 2, ///< d: may capture a friendly piece
    EnPassant = 1u << 3, ///< e: may capture en passant
    RoyalOnly = 1u << 4, ///< k: capture of an enemy royal only
    Tame = 1u << 5, ///< t: may not capture a royal
    Unload = 1u << 6, ///< u: the victim reappears on the leg's start square
    Hop = 1u << 7, ///< p: must hop over exactly one occupied square
    Grasshop = 1u << 8, ///< g: hop, then land right behind the screen
    RangeToggle = 1u << 9, ///< y: like g, the range toggles on an empty square
    Lame = 1u << 10, ///< n: lame leaper, the path must be empty
    Jump = 1u << 11, ///< j: must jump (skip the first square of a slide)
    Induction = 1u << 12, ///< x: move induction / borrowing
    Cylinder = 1u << 13, ///< o: wraps around the board edge
    ZigZag = 1u << 14, ///< z: crooked (legacy)
    Circular = 1u << 15, ///< q: circular (legacy)
    /// No letter: set on the legs compiled from a piece's `rangeCapture` (Tenjiku's generals):
    /// the leg jumps one or more pieces of a lower jump rank (PieceDefinition::jumpRank), of
    /// either side, and captures an enemy beyond them.
    RangeJump = 1u << 16,
};

/// The mode letters in canonical output order, with their bits.
const std::vector<std::pair<char, uint32_t>>& modeLetters();

/// One leg of a component: its direction codes and modes. Direction codes are pairs of
/// letters as in Fairy-Stockfish ("ff" forward, "fs" forward-sideways, "rf", "hl" ...);
/// an empty list means every direction allowed by default.
struct Leg
{
    QStringList directions;
    uint32_t modes = 0;
    bool hasMoveModes() const { return modes & (Move | Capture | Destroy | EnPassant | RoyalOnly); }
};

/// One atom with its modifiers: a set of leaps or rides, possibly over several legs ('a').
struct Component
{
    QString atomText; ///< as written in canonical form: "N", "R", "(4,1)"
    std::vector<std::pair<int, int>> atoms; ///< base vectors (major, minor), major >= minor >= 0
    bool unitAtom = false; ///< W, F, K and their riders: turns are in 45 degrees
    int range = 1; ///< 1 leaper, 0 unlimited, n at most n steps
    bool exactRange = false; ///< "W03": exactly `range` steps
    bool castling = false; ///< the O atom; range is the king's step count
    bool initial = false; ///< i: only for a piece that has not moved
    std::vector<Leg> legs; ///< at least one; legs.size() > 1 for 'a' moves
};

/// A parsed XBetza string.
struct Movement
{
    std::vector<Component> components;
    /// The canonical form: modifiers in a fixed order, the same for every spelling.
    QString canonical() const;
};

struct ParseError
{
    int position = 0; ///< 0-based index of the offending character
    QString message;
};

/// Parses an XBetza string. On failure returns nullopt and, if err is given, fills it with
/// the position of the first bad character and a message. Never throws.
std::optional<Movement> parse(const QString& text, ParseError* err = nullptr);

} // namespace fb::betza
