// SPDX-License-Identifier: GPL-3.0-or-later
// Position validation: can a position occur in a game of its variant? Driven by preset data.
#pragma once

#include "position.h"

#include <QString>
#include <QStringList>
#include <array>
#include <functional>
#include <vector>

namespace fb {

/// A rule of the variant that a position breaks (see validatePosition()).
enum class PositionFault : uint8_t
{
    NoRoyal, ///< a side whose start position has a royal piece has none
    TooManyRoyals, ///< more royals of a type than the start position and promotions allow
    WaitingSideInCheck, ///< rules.checkRule: the side that just moved left its royal attacked
    RoyalsFace, ///< rules.kingsMayNotFace: the royals face each other on an open file
    ImmobilePiece, ///< rules.immobilityIllegal: a piece stands where it can never move again
    TooManyOnFile, ///< drop.maxPerFile (nifu) broken by pieces that can never leave their file
    OutsideRegion, ///< a piece stands outside the region it may never leave (pieces[].region)
    CannotBeInHand, ///< a hand holds a type no capture or start position puts there
};

/// One reason why a position cannot occur; the fields a fault does not use keep their defaults.
struct PositionProblem
{
    PositionFault fault = PositionFault::NoRoyal;
    Side side = First; ///< the side whose piece, royal or hand it is
    PieceType type = NoPieceType; ///< the piece type concerned
    Square square = NoSquare; ///< ImmobilePiece, OutsideRegion: where the piece stands
    int file = -1; ///< TooManyOnFile: the file
    int count = 0; ///< TooManyRoyals, TooManyOnFile: how many there are
    int limit = 0; ///< TooManyRoyals, TooManyOnFile: how many there may be
};

/// How problem texts name the players and the pieces. The defaults are "the first side",
/// "the second side" and pieceDisplayName(); the app passes its own words ("White", "king").
struct PositionWords
{
    std::array<QString, 2> players;
    std::function<QString(PieceType, Side)> piece;
};

/// Can `pos` occur in a game of its variant? Judged from the preset's data only (no preset
/// ids): royal counts against the start position (a side that starts with a royal keeps one;
/// no more of a royal type than the start position holds plus the pieces that may promote
/// into it), the side not to move in check (rules.checkRule) or facing royals
/// (rules.kingsMayNotFace), pieces on squares where they could never move again
/// (rules.immobilityIllegal, the dead squares), more pieces of a drop.maxPerFile type on a
/// file than allowed where the type cannot leave its file (nifu), pieces outside the region
/// they may never leave (pieces[].region), and hand pieces no capture or start position puts
/// there (royals, promoted types with demotesTo). Returns every problem found, in that order
/// (empty: the position is possible). Needs the variant's start position to read; when it
/// does not, the checks that compare with it are skipped.
std::vector<PositionProblem> validatePosition(const Position& pos);

/// One problem in words, translated (context "PositionCheck"), as a sentence.
QString positionProblemText(
    const VariantDefinition& v, const PositionProblem& problem, const PositionWords& words = {});

/// validatePosition() in words: one sentence per problem (empty: the position is possible).
QStringList positionProblemTexts(const Position& pos, const PositionWords& words = {});

} // namespace fb
