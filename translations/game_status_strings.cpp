// SPDX-License-Identifier: GPL-3.0-or-later
// Never compiled. lupdate reads this file so that the game-end reasons of the engine reach
// the .ts files. The source texts are the ids fb::GameResult::statusName() returns
// (engine/gamestate.cpp); the app shows them in "Game over: %1 (%2)" and translates them with
// QCoreApplication::translate("GameStatus", result.statusName().toUtf8().constData()).
// Keep this list in step with fb::GameStatus.

static const char* const fairyboardGameStatusStrings[] = {
    //: Why the game ended, inside "Game over: White wins (checkmate)": the side to move is in
    //: check and has no legal move
    QT_TRANSLATE_NOOP("GameStatus", "checkmate"),
    //: Why the game ended: the side to move has no legal move but is not in check (a draw in
    //: chess, a win in xiangqi and shogi)
    QT_TRANSLATE_NOOP("GameStatus", "stalemate"),
    //: Why the game ended: the same position occurred for the n-th time (threefold repetition
    //: in chess, sennichite in shogi)
    QT_TRANSLATE_NOOP("GameStatus", "repetition"),
    //: Why the game ended: a royal piece (king, general; in Chu Shogi the last of king and
    //: crown prince) was captured
    QT_TRANSLATE_NOOP("GameStatus", "royal-captured"),
    //: Why the game ended: one side has nothing left but its king (shatranj "bare king")
    QT_TRANSLATE_NOOP("GameStatus", "bare-king"),
    //: Why the game ended: the move-count rule (the 50-move rule in chess) made it a draw
    QT_TRANSLATE_NOOP("GameStatus", "move-count-draw"),
    //: Why the game ended: a royal piece reached its goal region and survived (the "try" of
    //: Dobutsu Shogi, the lion reaching the far rank)
    QT_TRANSLATE_NOOP("GameStatus", "flag"),
    //: Why the game ended: janggi bikjang, the two generals faced each other on an open file
    QT_TRANSLATE_NOOP("GameStatus", "bikjang"),
    //: Why the game ended: both sides passed their turn one after the other (janggi)
    QT_TRANSLATE_NOOP("GameStatus", "double-pass"),
    //: State of a game that has not ended
    QT_TRANSLATE_NOOP("GameStatus", "ongoing"),
};
