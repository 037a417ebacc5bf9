// SPDX-License-Identifier: GPL-3.0-or-later
// Never compiled. lupdate reads this file so that the engine's texts reach the .ts files in
// their contexts: the engine translates them through QCoreApplication::translate with a context
// of its own (helpers such as statusWords, refusalWords), which lupdate cannot follow. Groups:
// - the ids fb::GameResult::statusName() returns (engine/gamestate.cpp), translated by
//   QCoreApplication::translate("GameStatus", result.statusName().toUtf8().constData());
// - the words of fb::gameStatusText() and fb::gameResultSentence() (engine/gamestate.cpp);
// - the reasons of fb::refusalText() (engine/refusal.cpp, context "Refusal") and the default
//   rule set's name of fb::PresetRegistry::ruleProfiles() (context "RuleProfile");
// - why a position cannot occur, fb::positionProblemText() (engine/positioncheck.cpp, context
//   "PositionCheck").
// Keep the lists in step with those functions: the texts here must be the literals there.

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
    //: Why the game ended: n-check, a side gave its third (n-th) check
    QT_TRANSLATE_NOOP("GameStatus", "check-limit"),
    //: Why the game ended: a side lost all pieces of a kind (extinction chess, losing chess,
    //: horde, three kings)
    QT_TRANSLATE_NOOP("GameStatus", "extinction"),
    //: Why the game ended: Makruk's counting rule (the stronger side did not mate before the
    //: count ran out) made it a draw
    QT_TRANSLATE_NOOP("GameStatus", "counting-draw"),
    //: Why the game ended: no move was left (reversi, Ataxx) and the pieces were counted
    QT_TRANSLATE_NOOP("GameStatus", "piece-count"),
    //: State of a game that has not ended
    QT_TRANSLATE_NOOP("GameStatus", "ongoing"),
};

static const char* const fairyboardGameStatusWords[] = {
    //: The game has not ended
    QT_TRANSLATE_NOOP("GameStatus", "the game goes on"),
    //: Why the game ended in a draw: Makruk's count ran out before mate
    QT_TRANSLATE_NOOP("GameStatus", "the counting rule"),
    //: Reversi, Ataxx: no move was left and the pieces on the board were counted; %1 and %2
    //: are the first and the second player's counts
    QT_TRANSLATE_NOOP("GameStatus", "no moves left, %1 pieces to %2"),
    //: Reversi, Ataxx: "White wins: no moves left, 40 pieces to 24"
    QT_TRANSLATE_NOOP("GameStatus", "%1 wins: %2"),
    //: Why the game ended: the same position occurred for the second time
    QT_TRANSLATE_NOOP("GameStatus", "twofold repetition"),
    //: Why the game ended: the same position occurred for the third time (chess)
    QT_TRANSLATE_NOOP("GameStatus", "threefold repetition"),
    //: Why the game ended: the same position occurred for the fourth time (sennichite)
    QT_TRANSLATE_NOOP("GameStatus", "fourfold repetition"),
    //: %1 is the royal piece ("King", "General")
    QT_TRANSLATE_NOOP("GameStatus", "the %1 was captured"),
    //: Why the game ended: one side has nothing left but its king
    QT_TRANSLATE_NOOP("GameStatus", "bare king"),
    //: Why the game ended in a draw; %1 is the number of moves per side (the 50-move rule)
    QT_TRANSLATE_NOOP("GameStatus", "the %1-move rule"),
    //: Why the game ended: a royal reached its goal (Dobutsu Shogi's try); %1 is the piece
    QT_TRANSLATE_NOOP("GameStatus", "the %1 reached the far side"),
    //: Why the game ended: janggi bikjang
    QT_TRANSLATE_NOOP("GameStatus", "bikjang (the generals faced each other)"),
    //: Why the game ended: both sides passed their turn one after the other (janggi)
    QT_TRANSLATE_NOOP("GameStatus", "both players passed"),
    //: The name of a royal piece when the variant has none
    QT_TRANSLATE_NOOP("GameStatus", "King"),
    //: End of the game: a draw because both players passed
    QT_TRANSLATE_NOOP("GameStatus", "Draw: both players passed"),
    //: End of the game: %1 is the reason ("threefold repetition", "stalemate")
    QT_TRANSLATE_NOOP("GameStatus", "Draw by %1"),
    //: End of the game: %1 is the winner ("White", "Sente"), %2 the royal piece ("King")
    QT_TRANSLATE_NOOP("GameStatus", "%1 wins by capturing the %2"),
    //: End of the game: %1 is the winner, %2 the royal piece that reached its goal
    QT_TRANSLATE_NOOP("GameStatus", "%1 wins: the %2 reached the far side"),
    //: End of the game: %1 is the winner ("White"), %2 the reason ("checkmate")
    QT_TRANSLATE_NOOP("GameStatus", "%1 wins by %2"),
    //: Why the game ended: a royal reached its goal squares (king of the hill: the centre);
    //: %1 is the piece
    QT_TRANSLATE_NOOP("GameStatus", "the %1 reached its goal"),
    //: Why the game ended: a side lost all its pieces (losing chess, horde)
    QT_TRANSLATE_NOOP("GameStatus", "no pieces left"),
    //: Why the game ended: a side kept no more than %1 pieces
    QT_TRANSLATE_NOOP("GameStatus", "a side was down to %1 pieces"),
    //: Extinction chess: "no Pawn left" (%1 is a piece name)
    QT_TRANSLATE_NOOP("GameStatus", "no %1 left"),
    //: Three kings: "a side was down to 2 of its King pieces" (%2: a piece)
    QT_TRANSLATE_NOOP("GameStatus", "a side was down to %1 of its %2 pieces"),
    //: End of the game: %1 the winner, %2 the player who has no pieces left
    QT_TRANSLATE_NOOP("GameStatus", "%1 wins: %2 has no pieces left"),
    //: End of the game: %1 the winner, %2 a player, %3 how many pieces it has left
    QT_TRANSLATE_NOOP("GameStatus", "%1 wins: %2 is down to %3 pieces"),
    //: End of the game: %1 the winner, %2 a player, %3 a piece ("White wins: Black has no Pawn
    //: left")
    QT_TRANSLATE_NOOP("GameStatus", "%1 wins: %2 has no %3 left"),
    //: End of the game: %1 the winner, %2 a player, %3 how many, %4 a piece ("White wins:
    //: Black is down to 2 of its King pieces")
    QT_TRANSLATE_NOOP("GameStatus", "%1 wins: %2 is down to %3 of its %4 pieces"),
    //: n-check: "the 3-check rule" (a side gave its third check)
    QT_TRANSLATE_NOOP("GameStatus", "the %1-check rule"),
    //: Racing kings: the second side's King reached the goal right after the first's
    QT_TRANSLATE_NOOP("GameStatus", "Draw: both sides reached the goal"),
    //: End of the game in a draw: %1 is the reason ("no pieces left")
    QT_TRANSLATE_NOOP("GameStatus", "Draw: %1"),
    //: End of the game: %1 the winner, %2 the royal piece that reached its goal squares
    QT_TRANSLATE_NOOP("GameStatus", "%1 wins: the %2 reached its goal"),
    //: Losing chess: the side that is checkmated wins; %1 the winner
    QT_TRANSLATE_NOOP("GameStatus", "%1 wins by being checkmated"),
    //: Losers: "White wins by losing all but the King"
    QT_TRANSLATE_NOOP("GameStatus", "%1 wins by losing all but the %2"),
    //: One-check chess: %1 the winner
    QT_TRANSLATE_NOOP("GameStatus", "%1 wins by giving check"),
    //: n-check: "White wins by giving 3 checks"
    QT_TRANSLATE_NOOP("GameStatus", "%1 wins by giving %2 checks"),
};

static const char* const fairyboardRefusalStrings[] = {
    //: Why a move is illegal (fb::refusalText); %1, where present, is a piece name
    QT_TRANSLATE_NOOP("Refusal", "Lion"),
    QT_TRANSLATE_NOOP("Refusal", "The game is already over."),
    QT_TRANSLATE_NOOP("Refusal", "The piece cannot move like that."),
    QT_TRANSLATE_NOOP("Refusal", "It is the other player's turn."),
    QT_TRANSLATE_NOOP("Refusal", "Passing is not allowed in this game."),
    QT_TRANSLATE_NOOP("Refusal", "You may not pass while your %1 is in check."),
    QT_TRANSLATE_NOOP("Refusal", "You have no such piece in hand."),
    QT_TRANSLATE_NOOP("Refusal", "This piece may not be dropped."),
    QT_TRANSLATE_NOOP("Refusal", "This piece may not be dropped on that square."),
    QT_TRANSLATE_NOOP("Refusal", "A piece may not be dropped where it could never move again."),
    QT_TRANSLATE_NOOP("Refusal", "You may not have two unpromoted %1s on one file (nifu)."),
    QT_TRANSLATE_NOOP("Refusal", "A dropped piece may not give check in this game."),
    QT_TRANSLATE_NOOP("Refusal", "A %1 drop may not give checkmate (uchifuzume)."),
    QT_TRANSLATE_NOOP("Refusal", "A %1 drop may not leave your opponent without a legal move."),
    QT_TRANSLATE_NOOP(
        "Refusal", "The piece must promote there: otherwise it could never move again."),
    QT_TRANSLATE_NOOP("Refusal", "The piece must promote on this move."),
    QT_TRANSLATE_NOOP("Refusal", "The piece cannot promote to that."),
    QT_TRANSLATE_NOOP("Refusal",
        "The piece may promote only by a move into, inside or out of the promotion zone."),
    QT_TRANSLATE_NOOP("Refusal",
        "A piece that declined promotion may promote again only by a capture or after leaving the "
        "promotion zone."),
    QT_TRANSLATE_NOOP("Refusal",
        "The piece declined promotion on your previous turn: it may not promote inside the zone "
        "without a capture yet."),
    QT_TRANSLATE_NOOP("Refusal",
        "The piece's last move declined promotion: it may promote inside the zone without a "
        "capture only after it has moved again."),
    QT_TRANSLATE_NOOP("Refusal", "You already have as many of that piece as the rules allow."),
    QT_TRANSLATE_NOOP("Refusal", "Your %1 would be in check."),
    QT_TRANSLATE_NOOP("Refusal", "The two %1s may not face each other on an open file."),
    QT_TRANSLATE_NOOP(
        "Refusal", "The %1s face each other (bikjang): move so they no longer face, or pass."),
    QT_TRANSLATE_NOOP("Refusal",
        "A %1 may not take a protected %1 that is not next to it (unless its first step captures a "
        "valuable piece)."),
    QT_TRANSLATE_NOOP("Refusal",
        "A %1 may not take a protected %1 that is not next to it by first capturing a Pawn or "
        "Go-Between."),
    QT_TRANSLATE_NOOP("Refusal",
        "Right after a %1 was taken by a piece other than a %1, only a %1 may take a %1."),
    QT_TRANSLATE_NOOP(
        "Refusal", "This move would repeat an earlier position, which the rules forbid."),
    //: Racing kings
    QT_TRANSLATE_NOOP("Refusal", "No move may give check in this game."),
    //: Losing chess (antichess, losers)
    QT_TRANSLATE_NOOP("Refusal", "A capture is possible, and capturing is compulsory."),
    //: Atomic chess; %1 is the royal piece ("King")
    QT_TRANSLATE_NOOP("Refusal", "The explosion of this capture would destroy your own %1."),
    //: Makpong; %1 is the royal piece ("King")
    QT_TRANSLATE_NOOP("Refusal",
        "Your %1 is in check and may not move away: it may only capture the checking piece."),
    QT_TRANSLATE_NOOP("Refusal", "King"),
    QT_TRANSLATE_NOOP("Refusal", "Pawn"),
    //: The rules of a preset without any rule profile applied (New Game dialog)
    QT_TRANSLATE_NOOP("RuleProfile", "Default rules"),
};

static const char* const fairyboardPositionCheckStrings[] = {
    //: Why a position cannot occur in a game (fb::positionProblemText), shown by the position
    //: editor and for a FEN: the players' names when the caller gives none ("The first side
    //: has no King."); the sentence's first letter is made upper case
    QT_TRANSLATE_NOOP("PositionCheck", "the first side"),
    QT_TRANSLATE_NOOP("PositionCheck", "the second side"),
    //: %1 player ("White"), %2 its royal piece ("king")
    QT_TRANSLATE_NOOP("PositionCheck", "%1 has no %2."),
    //: %1 player, %2 how many, %3 the royal piece, %4 the most a game can have
    QT_TRANSLATE_NOOP("PositionCheck", "%1: %2 × %3 on the board, but a game can have at most %4."),
    //: %1 the player in check, %2 the player to move
    QT_TRANSLATE_NOOP("PositionCheck", "%1 is in check, but it is %2's turn."),
    //: %1 and %2 the players (xiangqi's flying general: the generals see each other)
    QT_TRANSLATE_NOOP(
        "PositionCheck", "%1's and %2's royal pieces face each other on an open file."),
    //: %1 player, %2 piece, %3 square ("White's pawn on e8 could never move again.")
    QT_TRANSLATE_NOOP("PositionCheck", "%1's %2 on %3 could never move again."),
    //: %1 player, %2 how many, %3 piece, %4 file, %5 the most allowed (shogi's nifu)
    QT_TRANSLATE_NOOP(
        "PositionCheck", "%1: %2 × %3 on file %4, but the rules allow at most %5 (nifu)."),
    //: %1 player, %2 piece, %3 square, %4 the region's name in the preset ("palace")
    QT_TRANSLATE_NOOP(
        "PositionCheck", "%1's %2 on %3 stands outside its region '%4', which it may never leave."),
    //: %1 player, %2 piece ("Sente has king in hand, a piece that can never be in hand.")
    QT_TRANSLATE_NOOP("PositionCheck", "%1 has %2 in hand, a piece that can never be in hand."),
};
