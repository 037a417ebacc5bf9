// SPDX-License-Identifier: GPL-3.0-or-later
// How a game ended when its moves do not say it: the termination words records carry (CSA's
// %TORYO, KIF's 投了, PGN's Termination tag), kept in GameRecord and written back.
#pragma once

#include <QString>
#include <cstdint>

namespace fb::io {

/// The reason a record gives for its end. The winner is the record's result ("1-0" ...).
enum class Termination : uint8_t
{
    None, ///< the record names no reason (or the moves decide the game)
    Resignation, ///< a player resigned (CSA %TORYO, KIF 投了)
    SealedMove, ///< adjourned on a sealed move (KIF 封じ手)
    EnteringKing, ///< an entering-king declaration won (CSA %KACHI, KIF 入玉勝ち / 宣言勝ち)
    TimeForfeit, ///< a player ran out of time (CSA %TIME_UP, KIF 切れ負け / 時間切れ)
    IllegalMove, ///< the side to move played an illegal move (CSA %ILLEGAL_MOVE, KIF 反則負け)
    IllegalAction, ///< a player acted against the rules (CSA %+ILLEGAL_ACTION / %-...)
    Repetition, ///< fourfold repetition (CSA %SENNICHITE, KIF 千日手)
    Impasse, ///< impasse, both kings entered (CSA %JISHOGI, KIF 持将棋)
    Suspended, ///< play was interrupted (CSA %CHUDAN, KIF 中断)
    Checkmate, ///< the side to move is mated (CSA %TSUMI, KIF 詰み)
    NoMate, ///< a mating problem without a mate (CSA %FUZUMI, KIF 不詰)
    Takeback, ///< a move was taken back (CSA %MATTA)
    Error, ///< the recording program failed (CSA %ERROR)
    Draw, ///< a draw by agreement (CSA %HIKIWAKE)
};

/// The word for `t` in files and the CLI ("resignation", "time forfeit", "entering king" ...;
/// empty for None). terminationFromName() reads it back.
QString terminationName(Termination t);
/// The termination a name stands for: our names, and the PGN Termination tag's "time forfeit"
/// and "rules infraction"; None for anything else.
Termination terminationFromName(const QString& name);
/// A sentence for the screen and the CLI: the reason and what `result` makes of it
/// ("resignation: the first player wins", "repetition: a draw"); empty for None.
QString terminationText(Termination t, const QString& result);

/// The side that lost by `t` when the side to move after the record's moves is `firstToMove`
/// (resignation, time-out, illegal move, mate) or that declared a win (entering king), as a
/// result: "1-0", "0-1", "1/2-1/2" (repetition, impasse, draw) or "*" (the rest, and
/// IllegalAction, whose side the record states).
QString terminationResult(Termination t, bool firstToMove);

} // namespace fb::io
