// SPDX-License-Identifier: GPL-3.0-or-later
// The engine protocols (UCI, USI, UCCI, XBoard/CECP): their names, how an engine is named on
// the command line, and how each writes the moves of a variant.
#pragma once

#include "move.h"
#include "position.h"

#include <QString>
#include <QStringList>
#include <optional>

namespace fb::engines {

/// A protocol an external engine speaks.
enum class Protocol : uint8_t
{
    Uci, ///< UCI (chess engines, Fairy-Stockfish)
    XBoard, ///< XBoard / CECP version 2 (Fairy-Max, HaChu, Sjaak II, GNU Shogi)
    Usi, ///< USI (shogi engines)
    Ucci, ///< UCCI (xiangqi engines)
};

/// "uci", "xboard", "usi", "ucci".
QString protocolId(Protocol p);
/// The protocol an id names ("cecp" is XBoard too), or nullopt.
std::optional<Protocol> protocolFromId(const QString& id);

/// An engine as the user names it: a command line, with its protocol when it was given
/// ("uci:fairy-stockfish", "xboard:fairymax -l"); nullopt protocol = to be found by probing.
struct EngineSpec
{
    std::optional<Protocol> protocol;
    QString program; ///< the executable (a name looked up on the PATH, or a path)
    QStringList arguments;
    /// The name shown until the engine says its own: the program's file name.
    QString displayName() const;
};

/// Reads "PROTOCOL:COMMAND LINE" or a bare command line. The command line is split like a
/// shell's words (double and single quotes group, no other expansion). Nullopt with the reason
/// in `error` for an empty command or an unterminated quote.
std::optional<EngineSpec> parseEngineSpec(const QString& text, QString* error);

/// The names the protocols may know a variant by, most likely first: its PGN name, its
/// aliases, its id. (An engine's list of variants is matched against these.)
QStringList variantNameCandidates(const VariantDefinition& v);

/// How a protocol writes the moves of one variant: squares (UCI a1.., XBoard ranks from 0 on
/// ten-rank boards, UCCI ranks from 0, USI 5e), drops (P@e4, P*5e), multi-leg moves (UCI and
/// USI: every square "f5f6g7"; XBoard: legs "f5f6,f6g7"). Promotions are written as the
/// variant's coordinates write them ("e7e8q", shogi "7c7b+"); UCI writes a return to the
/// demoted form "-" (Kyoto Shogi's "a1a2-") and a pass as the king's square twice ("e2e2"), as
/// Fairy-Stockfish does.
class MoveDialect
{
public:
    MoveDialect(Protocol protocol, const VariantDefinition& v);

    /// `m` (a legal move of `pos`, the position before it) as the engine reads it.
    QString write(const Position& pos, const Move& m) const;
    /// The legal move of `pos` that the engine's `text` denotes, else nullopt with the reason
    /// in `error`. Strict: a text that fits no legal move, or several, is refused.
    std::optional<Move> read(Position& pos, const QString& text, QString* error) const;
    /// The square at (`file`, `rank`), a1 = (0, 0), as the protocol names it ("e2"; XBoard
    /// "a0" on ten-rank boards).
    QString squareName(int file, int rank) const { return m_files[file] + m_ranks[rank]; }

private:
    /// A pass as the protocol writes it: USI "pass", UCI passAnchor()'s square twice
    /// (Fairy-Stockfish; "0000" without one), XBoard and UCCI "@@@@".
    QString passText(const Position& pos) const;
    /// The square Fairy-Stockfish's UCI pass names: the side to move's first royal; in a
    /// flipping game (rules.flipping) its first piece from a1 on, along each rank from the
    /// first up, or the board's first square when it has none; NoSquare otherwise.
    static Square passAnchor(const Position& pos);
    /// The legal pass `text` names ("@@@@", "0000", "pass" or passText()), else nullopt.
    std::optional<Move> readPass(Position& pos, const QString& text) const;

    Protocol m_protocol;
    QStringList m_files, m_ranks; ///< the square labels of the protocol for this board
};

} // namespace fb::engines
