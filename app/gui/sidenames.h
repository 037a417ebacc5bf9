// SPDX-License-Identifier: GPL-3.0-or-later
// SideNames: the words for the players and pieces of a variant family, for text and speech.
#pragma once

#include "familystyle.h"
#include "position.h"
#include "positioncheck.h"

#include <QCoreApplication>
#include <QString>

/// Players are named as their family names them (FamilyStyle::palette): White/Black in chess,
/// Red/Black in xiangqi, Blue/Red in janggi, Sente/Gote in shogi.
class SideNames
{
    Q_DECLARE_TR_FUNCTIONS(SideNames)
public:
    /// The side's word inside a phrase: "white" in "e4, white knight" ("sente" in shogi).
    static QString colour(fb::Family family, fb::Side side);
    /// The player on its own, capitalised: "White" in "White to move".
    static QString player(fb::Family family, fb::Side side);
    /// The translated name of a piece: first the preset's own context ("Piece/<preset id>"),
    /// then the shared "Piece" context disambiguated by the family ("Rook" is a chariot in
    /// xiangqi). English when there is no translation (users' own presets).
    static QString pieceName(const fb::VariantDefinition& v, const fb::PieceDefinition& piece,
        fb::Side side = fb::First);
    /// A piece name inside a phrase ("white knight", "2 white pawns"): an untranslated
    /// English name as a common noun, in the plural when `count` is not one; a translation
    /// as the translator wrote it.
    static QString pieceNoun(const fb::VariantDefinition& v, fb::PieceType type, int count = 1,
        fb::Side side = fb::First);
    /// A preset's translated name, description or profile note ("Preset" context).
    static QString presetText(const QString& english);
    /// What stands on a square, for screen readers: "e4, white knight" or "e4, empty".
    static QString describeSquare(const fb::Position& pos, fb::Square square);
    /// What a storage slot holds, for screen readers: "in hand: 2 white pawns".
    static QString describeHand(const fb::Position& pos, fb::Side side, fb::PieceType type);
    /// The words of the screen for the problems of a position (fb::positionProblemTexts): the
    /// players ("White", "Sente") and the piece names ("king"). Contract: `v` outlives the
    /// result.
    static fb::PositionWords positionWords(const fb::VariantDefinition& v);
};
