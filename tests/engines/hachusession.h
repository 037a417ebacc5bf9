// SPDX-License-Identifier: GPL-3.0-or-later
// HaChu (H. G. Muller's engine for the large shogi variants) driven over the XBoard protocol
// as an oracle of legal moves, by its own QProcess: the tests compare the targets HaChu
// highlights for a lifted piece with ours, and replay the moves it plays against itself.
//
// What HaChu 0.21 (Debian 13's `hachu`) answers, found by experiment:
// - `protover 2` lists `feature variants="chu,nocastle,9x9+0_shogi,sho,dai,tenjiku,shatranj,
//   makruk,lion,wa-shogi,werewolf,cashew-shogi,macadamia-shogi"` and ends with
//   `feature done=1`; every command is echoed as a `# in (...)` debug line.
// - Nothing is highlighted before `memory N`: HaChu keeps the legal moves of the current
//   position only when it has a hash table.
// - `setboard` takes the board field alone: a FEN with a side-to-move field makes HaChu exit
//   with "tellusererror Unknown piece ' '", so a position with the second side to move is
//   reached by replaying its game with `usermove` (force mode) instead.
// - `lift SQ` (a piece of the side to move) answers `highlight F` (a FEN-like board, rank by
//   rank from the top, files from a) or nothing when the piece has no move. Per square:
//   `Y` a plain move to an empty square, `R` a plain capture (and the lifted square itself
//   when the piece may pass: a Lion's null move), `M` a plain move that may promote (over Y/R),
//   `C` the first square of a multi-leg move (a capture in passing or igui), over M, Y, R.
//   A Lion's or Falcon's non-capturing two-step is a plain jump, so it shows as Y.
// - `put E` then `lift E`, after lifting the piece on S, answers the second legs of the moves
//   S-E-...: `Y`/`R` on their final squares (R on S itself for igui). HaChu's last put square
//   starts as a1, so a piece on a1 without moves is answered as such a second leg until
//   something else was put (newGame() puts to a0, no square).
// - A pass is a null move to HaChu, listed once per position (under the last of the pieces
//   that may pass), whichever Lion-power piece makes it.
// - Where the side to move can capture a King, HaChu's search stops there and its list of
//   moves, and so what it highlights, is cut short.
// - `variant sho` (and `9x9+0_shogi`), although listed, makes HaChu 0.21 exit with
//   "tellusererror Unknown piece 'LN' in setup": its Sho start position is read with Chu's
//   letters, where N is the Lion.
// - `usermove` answers `Illegal move` (with a reason in braces when HaChu has one) for a move
//   it refuses and nothing for one it plays; a multi-leg move is written `f6f7,f7f8`, a
//   promotion ends in `+`, a Lion's pass (step out and back to an empty square) is `@@@@`.
// - After `go` it prints each leg of its move as a `move` line, every leg but the last ending
//   in a comma; a game it sees as over ends with a result line (`1-0 {...}`).
#pragma once

#include <QMap>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace hachutest {

/// One HaChu process, its protocol state and the last lines it sent.
class HaChuSession
{
public:
    /// Starts `program` and does the XBoard handshake; check ok() (and error() when it fails).
    explicit HaChuSession(const QString& program);
    ~HaChuSession();
    HaChuSession(const HaChuSession&) = delete;
    HaChuSession& operator=(const HaChuSession&) = delete;

    bool ok() const { return m_error.isEmpty(); }
    /// Why the last command failed (the engine died, or did not answer in time).
    const QString& error() const { return m_error; }
    /// The variant names of HaChu's `feature variants=`.
    const QStringList& variants() const { return m_variants; }

    /// Starts a new game of `variant` in force mode (HaChu plays neither side).
    bool newGame(const QString& variant);
    /// Lets HaChu choose among good moves at random in the game's first 20 moves.
    void setRandom();
    /// Sets the board (a FEN board field alone; the first side is to move).
    bool setBoard(const QString& board);
    /// Plays `move` for the side to move; false with HaChu's answer in `refusal` when refused.
    bool userMove(const QString& move, QString* refusal);
    /// The `highlight` board HaChu answers for lifting the piece on `square` ("e4"), or empty.
    QString lift(const QString& square);
    /// Tells HaChu a piece was put on `square` (the first leg of a multi-leg move).
    void put(const QString& square);
    /// Lets HaChu move for the side to move, searching `depth` plies; the move's legs joined
    /// ("f6f7,f7f8"), or empty when it answered with a result or nothing (result() says).
    QString think(int depth);
    /// The result line of the last think() that did not move ("1-0 {...}"), else empty.
    const QString& result() const { return m_result; }

private:
    QStringList exchange(const QString& command);
    bool send(const QString& command);
    QString readLine(int timeoutMs);

    QProcess m_process;
    QString m_error;
    QStringList m_variants;
    QString m_result;
    QByteArray m_buffer;
    QString m_lastMessage; ///< HaChu's last error line, named when it dies
    int m_ping = 0;
};

/// A highlight board as a map from square names ("e4") to HaChu's colour letters.
QMap<QString, QChar> readHighlight(const QString& board, int files, int ranks);

} // namespace hachutest
