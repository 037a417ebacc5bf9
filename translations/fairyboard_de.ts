<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../app/gui/analysispanel.cpp" line="+48"/>
        <location line="+381"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location line="-380"/>
        <source>Analyse Game</source>
        <translation>Partie analysieren</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The engine that analyses (those that play this variant)</source>
        <translation>Die Engine, die analysiert (nur solche, die diese Variante spielen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lines: </source>
        <translation>Zugfolgen: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many of the best lines to show</source>
        <translation>Wie viele der besten Zugfolgen angezeigt werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Analyse every position of the game for a second each and fill the graph</source>
        <translation>Jede Stellung der Partie je eine Sekunde lang analysieren und die Grafik füllen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Line</source>
        <translation>Zugfolge</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Built-in AI</source>
        <translation>Eingebaute KI</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>The engine &apos;%1&apos; is not in the Engines list</source>
        <translation>Die Engine „%1“ steht nicht in der Liste der Engines</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>(then &apos;%1&apos;, not a legal move here)</source>
        <translation>(dann „%1“, hier kein legaler Zug)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 kN/s</source>
        <translation>%1 kN/s</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not running</source>
        <translation>Läuft nicht</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Starting %1...</source>
        <translation>%1 wird gestartet …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: analysing the game, position %2 of %3</source>
        <translation>%1: Partie wird analysiert, Stellung %2 von %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is analysing</source>
        <translation>%1 analysiert</translation>
    </message>
</context>
<context>
    <name>AutosaveStore</name>
    <message>
        <location filename="../app/gui/autosavestore.cpp" line="+119"/>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../app/gui/boardview.cpp" line="+47"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
</context>
<context>
    <name>CaptureChoiceDialog</name>
    <message>
        <location filename="../app/gui/capturechoicedialog.cpp" line="+49"/>
        <source>Pieces taken</source>
        <extracomment>Title of the dialog that asks which pieces a move also takes (the enemies a Fire Demon burns in Suzumu Shogi)</extracomment>
        <translation>Geschlagene Steine</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Which pieces does the move also take?</source>
        <extracomment>Question above the choices of the pieces a move also takes</extracomment>
        <translation>Welche Steine schlägt der Zug außerdem?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 on %2</source>
        <extracomment>A piece a move also takes: %1 is the piece, %2 its square</extracomment>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing more</source>
        <extracomment>The choice of taking no piece besides the move&apos;s own capture</extracomment>
        <translation>Nichts weiter</translation>
    </message>
</context>
<context>
    <name>ClockBar</name>
    <message>
        <location filename="../app/gui/clockbar.cpp" line="+60"/>
        <source>%1 + %2 × %3</source>
        <extracomment>A clock with byoyomi periods after its main time: &quot;4:05 + 3 × 0:30&quot;</extracomment>
        <translation>%1 + %2 × %3</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>byoyomi %1 (%n period(s) of %2)</source>
        <extracomment>The main time is spent: what is left of the period, and how many periods are left</extracomment>
        <translation>
            <numerusform>Byoyomi %1 (%n Periode zu %2)</numerusform>
            <numerusform>Byoyomi %1 (%n Perioden zu %2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: %2</source>
        <extracomment>A side and the engine that plays it: &quot;Black: Fairy-Stockfish 14&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(thinking)</source>
        <extracomment>Shown after an engine&apos;s name while it thinks</extracomment>
        <translation>(denkt nach)</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../app/engines/engineprotocol.cpp" line="+97"/>
        <source>&apos;%1&apos;: a quote is not closed</source>
        <translation>„%1“: ein Anführungszeichen ist nicht geschlossen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; names no engine program</source>
        <translation>„%1“ nennt kein Engine-Programm</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>the leg &apos;%1&apos; does not start where the move stood</source>
        <translation>der Teilzug „%1“ beginnt nicht dort, wo der Zug stand</translation>
    </message>
    <message>
        <location filename="../app/engines/enginelauncher.cpp" line="+57"/>
        <source>&apos;%1&apos; answered none of the protocols UCI, XBoard and USI</source>
        <translation>„%1“ hat auf keines der Protokolle UCI, XBoard und USI geantwortet</translation>
    </message>
    <message>
        <location filename="../app/engines/playerchoice.cpp" line="+47"/>
        <source>&apos;%1&apos;: the built-in AI&apos;s level is a number from %2 to %3</source>
        <translation>„%1“: Die Stufe der eingebauten KI ist eine Zahl von %2 bis %3</translation>
    </message>
</context>
<context>
    <name>EngineGameDriver</name>
    <message>
        <location filename="../app/gui/enginegamedriver.cpp" line="+204"/>
        <location line="+57"/>
        <source>%1 chose a move that cannot be played</source>
        <translation>%1 hat einen Zug gewählt, der nicht gespielt werden kann</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 resigned</source>
        <extracomment>%1 = a player (an engine&apos;s name, or White, Sente ...)</extracomment>
        <translation>%1 hat aufgegeben</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The players agreed to a draw.</source>
        <translation>Die Spieler haben sich auf Remis geeinigt.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 lost on time</source>
        <extracomment>%1 = a player (an engine&apos;s name, or White, Sente ...)</extracomment>
        <translation>%1 hat die Zeit überschritten</translation>
    </message>
</context>
<context>
    <name>EngineVariantDialog</name>
    <message>
        <location filename="../app/gui/enginevariantdialog.cpp" line="+18"/>
        <source>Import Variant from Engine</source>
        <translation>Variante aus Engine importieren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An XBoard engine defines the variants it plays by its setup and piece commands. The definition is read into a preset, and its rules are compared with the engine&apos;s in several positions.</source>
        <translation>Eine XBoard-Engine definiert die Varianten, die sie spielt, mit ihren Befehlen setup und piece. Die Definition wird in eine Vorlage eingelesen, und ihre Regeln werden in mehreren Stellungen mit denen der Engine verglichen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Engine:</source>
        <translation>&amp;Engine:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No XBoard engine in the engine list knows its variants yet: add one (or probe it) in Engines.</source>
        <translation>Noch keine XBoard-Engine in der Liste der Engines kennt ihre Varianten: Fügen Sie unter Engines eine hinzu (oder prüfen Sie sie).</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Asking %1 for %2 and comparing its moves with the import…</source>
        <extracomment>%1 = an engine&apos;s name, %2 = a variant&apos;s name</extracomment>
        <translation>%1 wird nach %2 gefragt; ihre Züge werden mit dem Import verglichen …</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <location filename="../app/gui/enginesdialog.cpp" line="+28"/>
        <location line="+2"/>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add...</source>
        <translation>&amp;Hinzufügen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adds an engine program and finds out what it plays</source>
        <translation>Fügt ein Engine-Programm hinzu und ermittelt, was es spielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Check</source>
        <extracomment>Starts the engine again to find out its protocol and variants</extracomment>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The program and its arguments</source>
        <translation>Das Programm und seine Argumente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find out</source>
        <extracomment>The engine&apos;s protocol is found by trying UCI, XBoard and USI</extracomment>
        <translation>Ermitteln</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;ommand line:</source>
        <translation>&amp;Befehlszeile:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Protocol:</source>
        <translation>&amp;Protokoll:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants:</source>
        <translation>Varianten:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Options</source>
        <extracomment>The settings an engine offers (hash size, strength ...), as it declares them</extracomment>
        <translation>Optionen</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 (checking...)</source>
        <extracomment>An engine of the list that is being started to find out what it plays</extracomment>
        <translation>%1 (wird geprüft …)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (does not start)</source>
        <extracomment>An engine of the list that could not be started</extracomment>
        <translation>%1 (startet nicht)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Not known yet</source>
        <translation>Noch nicht bekannt</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>This engine declares no options.</source>
        <translation>Diese Engine bietet keine Optionen an.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The options are shown once the engine was started.</source>
        <translation>Die Optionen werden angezeigt, sobald die Engine gestartet wurde.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Press when it starts</source>
        <extracomment>An engine&apos;s button option (clear hash ...): pressed each time the engine starts</extracomment>
        <translation>Beim Start auslösen</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Choose the protocol in the box below the command line.</source>
        <translation>Wählen Sie das Protokoll im Feld unter der Befehlszeile.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Add Engine</source>
        <translation>Engine hinzufügen</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Starting %1...</source>
        <extracomment>%1 = an engine&apos;s name</extracomment>
        <translation>%1 wird gestartet …</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 speaks %2 and plays %n variant(s).</source>
        <extracomment>%1 = the engine&apos;s name, %2 = its protocol, %3 = how many variants it plays</extracomment>
        <translation>
            <numerusform>%1 spricht %2 und spielt %n Variante.</numerusform>
            <numerusform>%1 spricht %2 und spielt %n Varianten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvaluationGraph</name>
    <message>
        <location filename="../app/gui/evaluationgraph.cpp" line="+14"/>
        <source>The score of each position analysed (from the first side&apos;s view); click to go to a position</source>
        <translation>Die Bewertung jeder analysierten Stellung (aus Sicht der ersten Seite); klicken, um zu einer Stellung zu gehen</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/gui/gamecontroller.cpp" line="+37"/>
        <source>Move %1 is not legal in this position.</source>
        <translation>Der Zug %1 ist in dieser Stellung nicht zulässig.</translation>
    </message>
</context>
<context>
    <name>GameInfoPanel</name>
    <message>
        <location filename="../app/gui/gameinfopanel.cpp" line="+24"/>
        <source>1-0 (first player wins)</source>
        <translation>1-0 (erster Spieler gewinnt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0-1 (second player wins)</source>
        <translation>0-1 (zweiter Spieler gewinnt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>½-½ (draw)</source>
        <translation>½-½ (Remis)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>* (unfinished)</source>
        <extracomment>The game result is not known or the game goes on</extracomment>
        <translation>* (nicht beendet)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>resignation</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sealed move</source>
        <extracomment>An adjourned game: the last move was sealed (KIF 封じ手)</extracomment>
        <translation>Abgabezug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>entering-king declaration</source>
        <extracomment>Shogi: a win declared by the entering-king rule (CSA %KACHI, KIF 入玉勝ち)</extracomment>
        <translation>Erklärung nach Eindringen des Königs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>time forfeit</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>illegal move</source>
        <translation>regelwidriger Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>illegal action</source>
        <extracomment>A player broke the rules in another way than by a move (CSA %+ILLEGAL_ACTION)</extracomment>
        <translation>Regelverstoß</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>repetition</source>
        <translation>Stellungswiederholung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>impasse</source>
        <extracomment>Shogi: both kings entered the enemy camp (持将棋, CSA %JISHOGI)</extracomment>
        <translation>Sackgasse (Jishogi)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>suspended</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>checkmate</source>
        <translation>Schachmatt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no mate</source>
        <extracomment>A mating problem that has no mate (CSA %FUZUMI, KIF 不詰)</extracomment>
        <translation>kein Matt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>takeback</source>
        <translation>Zugrücknahme</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>recording error</source>
        <extracomment>The program that recorded the game failed (CSA %ERROR)</extracomment>
        <translation>Aufzeichnungsfehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw agreed</source>
        <translation>Remis vereinbart</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>First player:</source>
        <translation>Erster Spieler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second player:</source>
        <translation>Zweiter Spieler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event:</source>
        <translation>Turnier:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Site:</source>
        <translation>Ort:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date:</source>
        <translation>Datum:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round:</source>
        <translation>Runde:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time control:</source>
        <extracomment>The time control of the game (PGN TimeControl, KIF 持ち時間)</extracomment>
        <translation>Bedenkzeit:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Result:</source>
        <translation>Ergebnis:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ended by:</source>
        <extracomment>How the game ended as its record says (resignation, time forfeit ...)</extracomment>
        <translation>Beendet durch:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game comment</source>
        <translation>Partiekommentar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game comment:</source>
        <translation>Partiekommentar:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comment on the move shown</source>
        <translation>Kommentar zum angezeigten Zug</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Comment after move %1 (%2):</source>
        <translation>Kommentar nach Zug %1 (%2):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comment after the move shown (no move yet)</source>
        <translation>Kommentar nach dem angezeigten Zug (noch kein Zug)</translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <location filename="game_status_strings.cpp" line="+17"/>
        <source>checkmate</source>
        <extracomment>Why the game ended, inside &quot;Game over: White wins (checkmate)&quot;: the side to move is in check and has no legal move</extracomment>
        <translation>Schachmatt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stalemate</source>
        <extracomment>Why the game ended: the side to move has no legal move but is not in check (a draw in chess, a win in xiangqi and shogi)</extracomment>
        <translation>Patt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>repetition</source>
        <extracomment>Why the game ended: the same position occurred for the n-th time (threefold repetition in chess, sennichite in shogi)</extracomment>
        <translation>Stellungswiederholung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>royal-captured</source>
        <extracomment>Why the game ended: a royal piece (king, general; in Chu Shogi the last of king and crown prince) was captured</extracomment>
        <translation>König geschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bare-king</source>
        <extracomment>Why the game ended: one side has nothing left but its king (shatranj &quot;bare king&quot;)</extracomment>
        <translation>blanker König</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>move-count-draw</source>
        <extracomment>Why the game ended: the move-count rule (the 50-move rule in chess) made it a draw</extracomment>
        <translation>Zugzahlregel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>flag</source>
        <extracomment>Why the game ended: a royal piece reached its goal region and survived (the &quot;try&quot; of Dobutsu Shogi, the lion reaching the far rank)</extracomment>
        <translation>Ziel erreicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bikjang</source>
        <extracomment>Why the game ended: janggi bikjang, the two generals faced each other on an open file</extracomment>
        <translation>Bikjang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>double-pass</source>
        <extracomment>Why the game ended: both sides passed their turn one after the other (janggi)</extracomment>
        <translation>beide Seiten haben gepasst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>check-limit</source>
        <extracomment>Why the game ended: n-check, a side gave its third (n-th) check</extracomment>
        <translation>Schachgrenze</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>extinction</source>
        <extracomment>Why the game ended: a side lost all pieces of a kind (extinction chess, losing chess, horde, three kings)</extracomment>
        <translation>Aussterben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>counting-draw</source>
        <extracomment>Why the game ended: Makruk&apos;s counting rule (the stronger side did not mate before the count ran out) made it a draw</extracomment>
        <translation>Zählregel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piece-count</source>
        <extracomment>Why the game ended: no move was left (reversi, Ataxx) and the pieces were counted</extracomment>
        <translation>Steinzählung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ongoing</source>
        <extracomment>State of a game that has not ended</extracomment>
        <translation>läuft</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the game goes on</source>
        <extracomment>The game has not ended</extracomment>
        <translation>die Partie läuft noch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the counting rule</source>
        <extracomment>Why the game ended in a draw: Makruk&apos;s count ran out before mate</extracomment>
        <translation>Zählregel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no moves left, %1 pieces to %2</source>
        <extracomment>Reversi, Ataxx: no move was left and the pieces on the board were counted; %1 and %2 are the first and the second player&apos;s counts</extracomment>
        <translation>keine Züge mehr, %1 zu %2 Steinen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins: %2</source>
        <extracomment>Reversi, Ataxx: &quot;White wins: no moves left, 40 pieces to 24&quot;</extracomment>
        <translation>%1 gewinnt: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>twofold repetition</source>
        <extracomment>Why the game ended: the same position occurred for the second time</extracomment>
        <translation>zweifache Stellungswiederholung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>threefold repetition</source>
        <extracomment>Why the game ended: the same position occurred for the third time (chess)</extracomment>
        <translation>dreifache Stellungswiederholung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fourfold repetition</source>
        <extracomment>Why the game ended: the same position occurred for the fourth time (sennichite)</extracomment>
        <translation>vierfache Stellungswiederholung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 was captured</source>
        <extracomment>%1 is the royal piece (&quot;King&quot;, &quot;General&quot;)</extracomment>
        <translation>%1 geschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bare king</source>
        <extracomment>Why the game ended: one side has nothing left but its king</extracomment>
        <translation>blanker König</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1-move rule</source>
        <extracomment>Why the game ended in a draw; %1 is the number of moves per side (the 50-move rule)</extracomment>
        <translation>%1-Züge-Regel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 reached the far side</source>
        <extracomment>Why the game ended: a royal reached its goal (Dobutsu Shogi&apos;s try); %1 is the piece</extracomment>
        <translation>%1 hat die andere Seite erreicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bikjang (the generals faced each other)</source>
        <extracomment>Why the game ended: janggi bikjang</extracomment>
        <translation>Bikjang (die Generäle standen sich gegenüber)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>both players passed</source>
        <extracomment>Why the game ended: both sides passed their turn one after the other (janggi)</extracomment>
        <translation>beide Spieler haben gepasst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King</source>
        <extracomment>The name of a royal piece when the variant has none</extracomment>
        <translation>König</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw: both players passed</source>
        <extracomment>End of the game: a draw because both players passed</extracomment>
        <translation>Remis: Beide Spieler haben gepasst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw by %1</source>
        <extracomment>End of the game: %1 is the reason (&quot;threefold repetition&quot;, &quot;stalemate&quot;)</extracomment>
        <translation>Remis (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by capturing the %2</source>
        <extracomment>End of the game: %1 is the winner (&quot;White&quot;, &quot;Sente&quot;), %2 the royal piece (&quot;King&quot;)</extracomment>
        <translation>%1 gewinnt (%2 geschlagen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins: the %2 reached the far side</source>
        <extracomment>End of the game: %1 is the winner, %2 the royal piece that reached its goal</extracomment>
        <translation>%1 gewinnt (%2 hat die andere Seite erreicht)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by %2</source>
        <extracomment>End of the game: %1 is the winner (&quot;White&quot;), %2 the reason (&quot;checkmate&quot;)</extracomment>
        <translation>%1 gewinnt (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 reached its goal</source>
        <extracomment>Why the game ended: a royal reached its goal squares (king of the hill: the centre); %1 is the piece</extracomment>
        <translation>%1 hat sein Ziel erreicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no pieces left</source>
        <extracomment>Why the game ended: a side lost all its pieces (losing chess, horde)</extracomment>
        <translation>keine Steine mehr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a side was down to %1 pieces</source>
        <extracomment>Why the game ended: a side kept no more than %1 pieces</extracomment>
        <translation>eine Seite hatte nur noch %1 Steine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no %1 left</source>
        <extracomment>Extinction chess: &quot;no Pawn left&quot; (%1 is a piece name)</extracomment>
        <translation>kein %1 mehr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a side was down to %1 of its %2 pieces</source>
        <extracomment>Three kings: &quot;a side was down to 2 of its King pieces&quot; (%2: a piece)</extracomment>
        <translation>eine Seite hatte nur noch %1 ihrer %2-Steine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins: %2 has no pieces left</source>
        <extracomment>End of the game: %1 the winner, %2 the player who has no pieces left</extracomment>
        <translation>%1 gewinnt: %2 hat keine Steine mehr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins: %2 is down to %3 pieces</source>
        <extracomment>End of the game: %1 the winner, %2 a player, %3 how many pieces it has left</extracomment>
        <translation>%1 gewinnt: %2 hat nur noch %3 Steine</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins: %2 has no %3 left</source>
        <extracomment>End of the game: %1 the winner, %2 a player, %3 a piece (&quot;White wins: Black has no Pawn left&quot;)</extracomment>
        <translation>%1 gewinnt: %2 hat kein %3 mehr</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins: %2 is down to %3 of its %4 pieces</source>
        <extracomment>End of the game: %1 the winner, %2 a player, %3 how many, %4 a piece (&quot;White wins: Black is down to 2 of its King pieces&quot;)</extracomment>
        <translation>%1 gewinnt: %2 hat nur noch %3 seiner %4-Steine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1-check rule</source>
        <extracomment>n-check: &quot;the 3-check rule&quot; (a side gave its third check)</extracomment>
        <translation>die %1-Schach-Regel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw: both sides reached the goal</source>
        <extracomment>Racing kings: the second side&apos;s King reached the goal right after the first&apos;s</extracomment>
        <translation>Remis: beide Seiten haben das Ziel erreicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw: %1</source>
        <extracomment>End of the game in a draw: %1 is the reason (&quot;no pieces left&quot;)</extracomment>
        <translation>Remis: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins: the %2 reached its goal</source>
        <extracomment>End of the game: %1 the winner, %2 the royal piece that reached its goal squares</extracomment>
        <translation>%1 gewinnt: %2 hat sein Ziel erreicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by being checkmated</source>
        <extracomment>Losing chess: the side that is checkmated wins; %1 the winner</extracomment>
        <translation>%1 gewinnt, weil er mattgesetzt wurde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by losing all but the %2</source>
        <extracomment>Losers: &quot;White wins by losing all but the King&quot;</extracomment>
        <translation>%1 gewinnt, weil alles außer %2 verloren ist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by giving check</source>
        <extracomment>One-check chess: %1 the winner</extracomment>
        <translation>%1 gewinnt durch Schachgebot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by giving %2 checks</source>
        <extracomment>n-check: &quot;White wins by giving 3 checks&quot;</extracomment>
        <translation>%1 gewinnt durch %2 Schachgebote</translation>
    </message>
</context>
<context>
    <name>HandSlotItem</name>
    <message>
        <location filename="../app/gui/handslotitem.cpp" line="+21"/>
        <source>%1 in hand: %2</source>
        <extracomment>Tooltip of a slot of the pieces in hand: %1 = piece name, %2 = how many are in hand</extracomment>
        <translation>%1 in der Hand: %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+58"/>
        <location filename="../app/gui/mainwindowfiles.cpp" line="+424"/>
        <source>Fairyboard[*]</source>
        <extracomment>Window title: %1 the file name, or the variant of an unsaved game; [*] is where the modified mark goes (keep it)</extracomment>
        <translation>Fairyboard[*]</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Type a move and press Enter</source>
        <translation>Zug eingeben und Eingabetaste drücken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move entry</source>
        <translation>Zugeingabe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pieces</source>
        <extracomment>Title of the dock that shows every piece of the variant with its moves</extracomment>
        <translation>Figuren</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game Information</source>
        <extracomment>Title of the dock with the players, event, date, result and comments of the game</extracomment>
        <translation>Partieinformationen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game status</source>
        <translation>Spielstatus</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Engine Failed</source>
        <extracomment>After an engine failed: the game stays on the board</extracomment>
        <translation>Engine-Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
The game is kept; both sides are now played at this board.</source>
        <translation>%1
Die Partie bleibt erhalten; beide Seiten werden jetzt an diesem Brett gespielt.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game...</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit Position...</source>
        <translation>Stellung b&amp;earbeiten …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Copy FEN</source>
        <translation>FEN &amp;kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Paste FEN</source>
        <translation>FEN einfü&amp;gen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Recent</source>
        <extracomment>The menu of the game files opened or saved lately</extracomment>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paste &amp;Game</source>
        <extracomment>Opens the game record (PGN, KIF, CSA ...) held on the clipboard</extracomment>
        <translation>Partie &amp;einfügen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Install Preset Bundle...</source>
        <extracomment>Install a custom variant preset with its piece images from a .fbpz file</extracomment>
        <translation>Vorlagenpaket &amp;installieren …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import &amp;Variant...</source>
        <translation>&amp;Variante importieren...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import Variant from &amp;Engine...</source>
        <translation>Variante aus &amp;Engine importieren...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Manage Presets...</source>
        <translation>Vorlagen &amp;verwalten …</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Move</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>Zug &amp;wiederherstellen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Previous Move</source>
        <extracomment>Browse the game: show the position before the one shown</extracomment>
        <translation>&amp;Vorheriger Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ne&amp;xt Move</source>
        <translation>&amp;Nächster Zug</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Start Position</source>
        <translation>&amp;Ausgangsstellung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Last Position</source>
        <translation>&amp;Letzte Stellung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stop &amp;Here</source>
        <extracomment>End a half-made multi-leg move (a Chu Shogi Lion&apos;s first step) on the square where the piece now stands</extracomment>
        <translation>&amp;Hier anhalten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End the move on the square where the piece now stands</source>
        <translation>Den Zug auf dem Feld beenden, auf dem die Figur jetzt steht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Pass Turn</source>
        <extracomment>Give up the whole turn without moving (janggi)</extracomment>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pass the turn to the other player without moving</source>
        <translation>Den Zug ohne Bewegung an den anderen Spieler abgeben</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&amp;Engines...</source>
        <extracomment>The engines (external programs) to play against</extracomment>
        <translation>&amp;Engines …</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Import Variant</source>
        <translation>Variante importieren</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Import Variant from Engine</source>
        <translation>Variante aus Engine importieren</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>There is no engine “%1” in Settings &gt; Engines.</source>
        <extracomment>%1 = an engine&apos;s name</extracomment>
        <translation>Unter Einstellungen &gt; Engines gibt es keine Engine „%1“.</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>Wait for the engine&apos;s move.</source>
        <extracomment>A move was made on the board while the engine is to move</extracomment>
        <translation>Warten Sie auf den Zug der Engine.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Type a move in %1, then press Enter</source>
        <extracomment>Placeholder of the move entry when moves are shown in coordinates; %1 is &quot;Coordinates (e2e4)&quot;</extracomment>
        <translation>Zug in %1 eingeben, dann Eingabetaste drücken</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Place your pieces: click a piece in your hand, then a free square of your placement area</source>
        <extracomment>The placement phase (Placement chess, Sittuyin): pieces in hand are dropped before the other moves</extracomment>
        <translation>Figuren aufstellen: eine Figur in Ihrer Hand anklicken, dann ein freies Feld Ihres Aufstellungsbereichs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Count: %1 of %2</source>
        <extracomment>Makruk&apos;s counting rule: %1 = moves counted so far, %2 = the count&apos;s end, where the game is drawn unless mate comes first</extracomment>
        <translation>Zählung: %1 von %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: %1</source>
        <extracomment>%1 = how the game ended, in a sentence (&quot;White wins by checkmate&quot;)</extracomment>
        <translation>Partie beendet: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shoot the arrow: click a marked square; Esc takes the move back</source>
        <translation>Pfeil schießen: ein markiertes Feld anklicken; Esc nimmt den Zug zurück</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move the duck: click a marked square; Esc takes the move back</source>
        <translation>Ente ziehen: ein markiertes Feld anklicken; Esc nimmt den Zug zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place the wall: click a marked square; Esc takes the move back</source>
        <translation>Mauer setzen: ein markiertes Feld anklicken; Esc nimmt den Zug zurück</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next step: click a marked square, or the piece itself (Stop here) to end the move there; Esc undoes the step</source>
        <translation>Nächster Schritt: ein markiertes Feld anklicken oder die Figur selbst (Hier anhalten), um den Zug dort zu beenden; Esc nimmt den Schritt zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next step: click a marked square; Esc undoes the step</source>
        <translation>Nächster Schritt: ein markiertes Feld anklicken; Esc nimmt den Schritt zurück</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Corner marks: the move can stop there and go on</source>
        <extracomment>Explains the corner-bracket marks on the board during a multi-leg move</extracomment>
        <translation>Eckmarkierungen: Der Zug kann dort anhalten und weitergehen</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindowfiles.cpp" line="-4"/>
        <source>%1 (%2)</source>
        <extracomment>Window title: %1 variant name, %2 the rule profile&apos;s display name</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1[*] - Fairyboard</source>
        <translation>%1[*] – Fairyboard</translation>
    </message>
    <message>
        <location line="+23"/>
        <source> (missing)</source>
        <extracomment>After a recent file&apos;s name in Game &gt; Open Recent: the file is gone</extracomment>
        <translation> (fehlt)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open Recent</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 no longer exists.</source>
        <extracomment>%1 = the file&apos;s path</extracomment>
        <translation>%1 existiert nicht mehr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It was moved, renamed or deleted. It is removed from the list.</source>
        <translation>Die Datei wurde verschoben, umbenannt oder gelöscht. Sie wird aus der Liste entfernt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Restore Games</source>
        <translation>Partien wiederherstellen</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n game(s) could not be restored; they are kept for the next start.</source>
        <translation>
            <numerusform>%n Partie konnte nicht wiederhergestellt werden; sie wird für den nächsten Start aufbewahrt.</numerusform>
            <numerusform>%n Partien konnten nicht wiederhergestellt werden; sie werden für den nächsten Start aufbewahrt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="-477"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Inspect Mode</source>
        <extracomment>Inspect mode: click any piece, of either side, to see its moves; nothing is played</extracomment>
        <translation>&amp;Inspektionsmodus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click any piece to see its moves; no move is played</source>
        <translation>Beliebige Figur anklicken, um ihre Züge zu sehen; es wird kein Zug ausgeführt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Unknown preset &apos;%1&apos;</source>
        <translation>Unbekannte Vorlage „%1“</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Install Preset Bundle</source>
        <translation>Vorlagenpaket installieren</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The preset “%1” is installed. Start a game of it?</source>
        <extracomment>%1 = the preset&apos;s name</extracomment>
        <translation>Die Vorlage „%1“ ist installiert. Eine Partie damit beginnen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The New Game dialog offers it from now on.</source>
        <translation>Sie steht ab jetzt im Dialog „Neues Spiel“ zur Auswahl.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+27"/>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The game could not be started.</source>
        <translation>Die Partie konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Edit Position</source>
        <translation>Stellung bearbeiten</translation>
    </message>
    <message>
        <location line="+20"/>
        <location filename="../app/gui/mainwindowfiles.cpp" line="-318"/>
        <source>The clipboard holds no text.</source>
        <translation>Die Zwischenablage enthält keinen Text.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Paste FEN</source>
        <translation>FEN einfügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The clipboard does not hold a position of %1.</source>
        <extracomment>%1 = the variant&apos;s name</extracomment>
        <translation>Die Zwischenablage enthält keine Stellung von %1.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Play Move</source>
        <translation>Zug ausführen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Discard the later moves?</source>
        <translation>Die späteren Züge verwerfen?</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The board shows an earlier position. Playing here discards the %n move(s) that followed it.</source>
        <translation>
            <numerusform>Das Brett zeigt eine frühere Stellung. Ein Zug hier verwirft den %n folgenden Zug.</numerusform>
            <numerusform>Das Brett zeigt eine frühere Stellung. Ein Zug hier verwirft die %n folgenden Züge.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Type a move in %1 or coordinates, then press Enter</source>
        <extracomment>Placeholder of the move entry; %1 is the notation with an example, e.g. &quot;Japanese (▲７六歩)&quot;</extracomment>
        <translation>Zug in %1 oder als Koordinaten eingeben, dann Eingabetaste drücken</translation>
    </message>
    <message numerus="yes">
        <location line="+60"/>
        <source>Browsing: the start position (%n move(s) in the game)</source>
        <translation>
            <numerusform>Durchsicht: Ausgangsstellung (%n Zug in der Partie)</numerusform>
            <numerusform>Durchsicht: Ausgangsstellung (%n Züge in der Partie)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Browsing: after move %1 of %2 (%3)</source>
        <translation>Durchsicht: nach Zug %1 von %2 (%3)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Starting the engine...</source>
        <extracomment>Engines are being started for a game against them</extracomment>
        <translation>Die Engine wird gestartet …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is thinking...</source>
        <extracomment>%1 = the engine&apos;s name</extracomment>
        <translation>%1 denkt nach …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inspect mode: click any piece to see its moves</source>
        <translation>Inspektionsmodus: beliebige Figur anklicken, um ihre Züge zu sehen</translation>
    </message>
    <message>
        <location line="-584"/>
        <location line="+599"/>
        <source>Game Over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindowfiles.cpp" line="-134"/>
        <source>the new game</source>
        <translation>der neuen Partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save Changes</source>
        <extracomment>%1 = the file name, or &quot;the new game&quot;</extracomment>
        <translation>Änderungen speichern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save changes to %1?</source>
        <translation>Änderungen an %1 speichern?</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game has %n move(s). Its changes are lost unless you save them.</source>
        <translation>
            <numerusform>Die Partie hat %n Zug. Die Änderungen gehen verloren, wenn Sie sie nicht speichern.</numerusform>
            <numerusform>Die Partie hat %n Züge. Die Änderungen gehen verloren, wenn Sie sie nicht speichern.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its changes are lost unless you save them.</source>
        <translation>Die Änderungen gehen verloren, wenn Sie sie nicht speichern.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+21"/>
        <location line="+75"/>
        <location line="+55"/>
        <location line="+50"/>
        <source>Open Game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <location line="-199"/>
        <source>Game logs (%1)</source>
        <extracomment>%1 = the file name patterns (*.pgn *.kif ...)</extracomment>
        <translation>Partieaufzeichnungen (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+75"/>
        <source>The game could not be opened.</source>
        <translation>Die Partie konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>%1: a preset bundle holds no game (install it with Game &gt; Install Preset Bundle)</source>
        <translation>%1: Ein Vorlagenpaket enthält keine Partie (zu installieren über Spiel &gt; Vorlagenpaket installieren)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The drop holds no file and no text.</source>
        <translation>Das Abgelegte enthält weder Datei noch Text.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The dropped text is empty.</source>
        <translation>Der abgelegte Text ist leer.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Paste Game</source>
        <translation>Partie einfügen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The game could not be pasted.</source>
        <translation>Die Partie konnte nicht eingefügt werden.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>clipboard</source>
        <translation>Zwischenablage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dropped text</source>
        <translation>abgelegter Text</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The clipboard holds no game.</source>
        <translation>Die Zwischenablage enthält keine Partie.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1: the file holds no game.</source>
        <translation>%1: Die Datei enthält keine Partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dropped text holds no game.</source>
        <translation>Der abgelegte Text enthält keine Partie.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1. %2 - %3</source>
        <extracomment>One game of a file in the list Game &gt; Open offers: %1 its number, %2 and %3 the players (the White and Black tags)</extracomment>
        <translation>%1. %2 – %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> - unreadable</source>
        <extracomment>Marks a game of the list that cannot be opened</extracomment>
        <translation> – nicht lesbar</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The file holds %n game(s). Which one?</source>
        <translation>
            <numerusform>Die Datei enthält %n Partie. Welche?</numerusform>
            <numerusform>Die Datei enthält %n Partien. Welche?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the game is incomplete.</source>
        <translation>%1: Die Partie ist unvollständig.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The game was opened, but the file was not read completely.</source>
        <translation>Die Partie wurde geöffnet, aber die Datei wurde nicht vollständig gelesen.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n move(s) were read (as %1 text). Save asks for a new file name, so the file is not overwritten.</source>
        <extracomment>%n = moves read, %1 = the text encoding the file was read in (&quot;UTF-8&quot;, &quot;Shift_JIS&quot;, ...)</extracomment>
        <translation>
            <numerusform>%n Zug wurde gelesen (Textkodierung: %1). Beim Speichern wird nach einem neuen Dateinamen gefragt, damit die Datei nicht überschrieben wird.</numerusform>
            <numerusform>%n Züge wurden gelesen (Textkodierung: %1). Beim Speichern wird nach einem neuen Dateinamen gefragt, damit die Datei nicht überschrieben wird.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+30"/>
        <source>Save Game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>There is no game to save.</source>
        <translation>Es gibt keine Partie zum Speichern.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not be saved.</source>
        <translation>Die Partie konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <location line="+185"/>
        <source>This game starts from a position that cannot occur in a game: %1</source>
        <extracomment>%1: why, one sentence per problem (&quot;White has no king.&quot;)</extracomment>
        <translation>Diese Partie beginnt mit einer Stellung, die in keiner Partie entstehen kann: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="-597"/>
        <source>The game could not be saved automatically: %1</source>
        <translation>Die Partie konnte nicht automatisch gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+537"/>
        <source>%1 to move</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> - check!</source>
        <translation> – Schach!</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindowanalysis.cpp" line="+15"/>
        <source>Analysis</source>
        <extracomment>Title of the dock with an engine&apos;s lines, the best-move arrow and the evaluation graph</extracomment>
        <translation>Analyse</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindowoffers.cpp" line="+17"/>
        <source>&amp;Resign</source>
        <translation>&amp;Aufgeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give up the game: the other side wins</source>
        <translation>Die Partie aufgeben: Die andere Seite gewinnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer &amp;Draw</source>
        <translation>&amp;Remis anbieten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Offer the engine a draw; it accepts or plays on</source>
        <translation>Der Engine Remis anbieten; sie nimmt an oder spielt weiter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 declined the draw offer.</source>
        <extracomment>%1 = an engine&apos;s name</extracomment>
        <translation>%1 hat das Remisangebot abgelehnt.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Draw offered to %1.</source>
        <extracomment>%1 = an engine&apos;s name</extracomment>
        <translation>%1 wurde Remis angeboten.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Draw Offer</source>
        <translation>Remisangebot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 offers a draw. Accept it? (A move declines it.)</source>
        <extracomment>%1 = an engine&apos;s name</extracomment>
        <translation>%1 bietet Remis an. Annehmen? (Ein Zug lehnt das Angebot ab.)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The draw offer no longer stands.</source>
        <translation>Das Remisangebot gilt nicht mehr.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 offers a draw.</source>
        <translation>%1 bietet Remis an.</translation>
    </message>
</context>
<context>
    <name>MoveListView</name>
    <message>
        <location filename="../app/gui/movelistview.cpp" line="+25"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>%1.</source>
        <extracomment>A move number in the move list: &quot;1.&quot;</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Result: %1</source>
        <extracomment>Spoken name of the move list&apos;s last row: the result of the game</extracomment>
        <translation>Ergebnis: %1</translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <location filename="../engine/movewords.cpp" line="+152"/>
        <source>jumping over exactly one piece on the way</source>
        <extracomment>A cannon&apos;s move: &quot;Captures any distance orthogonally, jumping over exactly one piece on the way&quot;</extracomment>
        <translation>dabei über genau eine Figur springend</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>landing just beyond the first piece in its way</source>
        <extracomment>A grasshopper&apos;s move</extracomment>
        <translation>direkt hinter der ersten Figur im Weg landend</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>skipping the first square</source>
        <translation>das erste Feld überspringend</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>jumping over one or more pieces of either side, each of a lower rank than its own</source>
        <extracomment>Tenjiku&apos;s generals: &quot;Captures any distance diagonally, jumping over one or more pieces of either side, each of a lower rank than its own&quot;</extracomment>
        <translation>dabei über eine oder mehrere Figuren beider Seiten springend, die jeweils einen niedrigeren Rang haben als sie selbst</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>also en passant</source>
        <extracomment>A pawn&apos;s capture: &quot;Captures one square diagonally forward, also en passant&quot;</extracomment>
        <translation>auch en passant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only en passant</source>
        <translation>nur en passant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>also capturing its own pieces</source>
        <translation>auch eigene Figuren schlagend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>capturing only a royal piece</source>
        <translation>nur königliche Figuren schlagend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>never capturing a royal piece</source>
        <translation>nie königliche Figuren schlagend</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+134"/>
        <source>moves %1</source>
        <extracomment>%1 = how far and where: &quot;Moves one square in any direction&quot;
----------
A lame leaper (xiangqi horse): &quot;Moves to the 8 squares a (1,2) step away, but a piece on the square it passes blocks it&quot;; %1 says where</extracomment>
        <translation>zieht %1</translation>
    </message>
    <message>
        <location line="-131"/>
        <location line="+133"/>
        <source>moves %1 without capturing</source>
        <extracomment>A move that never captures: &quot;Moves one square forward without capturing&quot;</extracomment>
        <translation>zieht %1, ohne zu schlagen</translation>
    </message>
    <message>
        <location line="-131"/>
        <location line="+132"/>
        <source>captures %1</source>
        <extracomment>A move that only captures: &quot;Captures one square diagonally forward&quot;</extracomment>
        <translation>schlägt %1</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>one square %1</source>
        <extracomment>%1 = directions: &quot;one square diagonally forward&quot;</extracomment>
        <translation>ein Feld %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>any distance %1</source>
        <extracomment>A sliding move: &quot;any distance orthogonally&quot;</extracomment>
        <translation>beliebig weit %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>exactly %n squares %1</source>
        <translation>
            <numerusform>genau %n Feld %1</numerusform>
            <numerusform>genau %n Felder %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>up to %n squares %1</source>
        <translation>
            <numerusform>bis zu %n Feld %1</numerusform>
            <numerusform>bis zu %n Felder %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../engine/movewordsparts.cpp" line="+168"/>
        <source>%1, %2</source>
        <extracomment>A move and one of its conditions: &quot;Captures any distance orthogonally, jumping over exactly one piece on the way&quot;
----------
Joins the items of a list but the last: &quot;forward, backward&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, staying %2</source>
        <extracomment>A move whose whole path must lie in a region: &quot;Moves one square diagonally, staying on the palace&apos;s diagonal lines&quot;</extracomment>
        <translation>%1, dabei stets %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 when %2</source>
        <extracomment>A move allowed only from a region: &quot;Moves one square sideways when across the river&quot;</extracomment>
        <translation>%1, aber nur von einem Feld %2 aus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>first move only: %1</source>
        <extracomment>A move allowed only while the piece has not moved yet</extracomment>
        <translation>nur beim ersten Zug: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n squares %1</source>
        <extracomment>A leap along a line (of 2 squares or more): &quot;2 squares diagonally forward&quot;</extracomment>
        <translation>
            <numerusform>%n Feld %1</numerusform>
            <numerusform>%n Felder %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>to the 8 squares a (%1,%2) step away</source>
        <extracomment>The targets of a full oblique leaper: &quot;Leaps to the 8 squares a (1,2) step away&quot;</extracomment>
        <translation>auf die 8 Felder im Abstand (%1,%2)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1, then on in the same direction any number of times while the squares it lands on are empty</source>
        <extracomment>A nightrider: &quot;Leaps to the 8 squares a (1,2) step away, over any piece, then on in the same direction any number of times while the squares it lands on are empty&quot;</extracomment>
        <translation>%1, dann beliebig oft in derselben Richtung weiter, solange die Landefelder leer sind</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1, then on in the same direction, up to %n leaps in all, while the squares it lands on are empty</source>
        <extracomment>A rider of at most %n leaps: &quot;Leaps to the 8 squares a (1,2) step away, over any piece, then on in the same direction, up to 3 leaps in all, while the squares it lands on are empty&quot;</extracomment>
        <translation>
            <numerusform>%1, dann in derselben Richtung weiter, insgesamt bis zu %n Sprung, solange die Landefelder leer sind</numerusform>
            <numerusform>%1, dann in derselben Richtung weiter, insgesamt bis zu %n Sprünge, solange die Landefelder leer sind</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a nightrider&apos;s move</source>
        <translation>Nachtreiterzug</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>but a piece on the square it passes blocks it</source>
        <translation>doch eine Figur auf dem überquerten Feld blockiert den Zug</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>but a piece on any of the %n squares it passes blocks it</source>
        <translation>
            <numerusform>doch eine Figur auf dem %n überquerten Feld blockiert den Zug</numerusform>
            <numerusform>doch eine Figur auf einem der %n überquerten Felder blockiert den Zug</numerusform>
        </translation>
    </message>
    <message>
        <location line="-57"/>
        <source>leaps %1, over any piece</source>
        <extracomment>A leap: &quot;Leaps to the 8 squares a (1,2) step away, over any piece&quot;, &quot;Leaps 2 squares orthogonally, over any piece&quot;</extracomment>
        <translation>springt %1, über jede Figur hinweg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaps %1 without capturing, over any piece</source>
        <translation>springt %1, ohne zu schlagen, über jede Figur hinweg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>captures by leaping %1, over any piece</source>
        <translation>schlägt springend %1, über jede Figur hinweg</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+36"/>
        <source>%1 (%2)</source>
        <extracomment>The leaper&apos;s traditional name after its move: &quot;..., over any piece (a knight&apos;s move)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>leaps to any square up to two squares away, over any piece</source>
        <extracomment>The Chu Lion&apos;s direct moves: every square of the 5x5 block around it</extracomment>
        <translation>springt auf jedes Feld im Umkreis von zwei Feldern, über jede Figur hinweg</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>moves twice in one turn, one square in any direction each time</source>
        <extracomment>The Chu Lion&apos;s double move</extracomment>
        <translation>zieht in einem Zug zweimal, jeweils ein Feld in jede Richtung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>moves twice %1 in one turn, one square each time, in a straight line</source>
        <extracomment>The Chu Soaring Eagle and Horned Falcon: &quot;Moves twice diagonally forward in one turn, one square each time, in a straight line&quot;</extracomment>
        <translation>zieht in einem Zug zweimal %1, jeweils ein Feld, in gerader Linie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>moves twice in one turn, one square diagonally each time</source>
        <extracomment>Suzumu Shogi&apos;s Free Eagle: its Lion power on the diagonals</extracomment>
        <translation>zieht in einem Zug zweimal, jedes Mal ein Feld diagonal</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; it may capture on both squares</source>
        <translation>%1; die Figur darf auf beiden Feldern schlagen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1; it may capture on the first square and move on</source>
        <translation>%1; die Figur darf auf dem ersten Feld schlagen und weiterziehen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; it may come back to its square, capturing without moving (igui) or passing the turn</source>
        <extracomment>Chu Shogi: igui is a capture without moving; passing = stepping out and back</extracomment>
        <translation>%1; die Figur darf auf ihr Ausgangsfeld zurückkehren und so schlagen, ohne sich zu bewegen (Igui), oder den Zug passen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; it may capture on the first square without moving (igui)</source>
        <translation>%1; die Figur darf auf dem ersten Feld schlagen, ohne sich zu bewegen (Igui)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1; it may step out and back to pass the turn</source>
        <translation>%1; die Figur darf hinaus- und zurückziehen, um den Zug zu passen</translation>
    </message>
    <message numerus="yes">
        <location line="+57"/>
        <source>captures along its lines after jumping over exactly %n piece(s) of either side</source>
        <extracomment>Suzumu Shogi&apos;s generals: &quot;captures along its lines after jumping over exactly 2 pieces of either side&quot;</extracomment>
        <translation>
            <numerusform>schlägt entlang seiner Linien, nachdem es genau %n Stein beider Seiten übersprungen hat</numerusform>
            <numerusform>schlägt entlang seiner Linien, nachdem es genau %n Steine beider Seiten übersprungen hat</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it may also capture the enemy pieces it jumps over</source>
        <extracomment>Suzumu Shogi&apos;s generals (final rules): what they jump may be captured on the way</extracomment>
        <translation>die Figur darf auch die gegnerischen Steine schlagen, die sie überspringt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it may capture one or two pieces next to it without moving (igui)</source>
        <extracomment>Suzumu Shogi&apos;s Fire Demon and Heavenly Tetrarch: igui is a capture without moving</extracomment>
        <translation>die Figur darf ein oder zwei Steine neben sich schlagen, ohne sich zu bewegen (Igui)</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>moves up to %n times one square in any directions, through empty squares, in one turn</source>
        <extracomment>An area move (Tenjiku&apos;s Fire Demon): &quot;moves up to 3 times one square in any directions, through empty squares, in one turn&quot;</extracomment>
        <translation>
            <numerusform>zieht in einem Zug bis zu %n-mal ein Feld in beliebige Richtungen, über leere Felder</numerusform>
            <numerusform>zieht in einem Zug bis zu %n-mal ein Feld in beliebige Richtungen, über leere Felder</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>castles with a %1 when neither has moved: it goes to the %2-file or the %3-file, and the %1 to the square next to it on the inner side</source>
        <extracomment>Castling with fixed king squares (chess, Chess960): &quot;Castles with a Rook when neither has moved: it goes to the c-file or the g-file, and the Rook to the square next to it on the inner side&quot;</extracomment>
        <translation>rochiert mit %1, wenn beide noch nicht gezogen haben: Die Figur zieht auf die %2- oder die %3-Linie, %1 auf das Nachbarfeld auf der inneren Seite</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>castles with a %1 when neither has moved: it moves one square toward it, and the %1 lands on the square it crossed</source>
        <translation>rochiert mit %1, wenn beide noch nicht gezogen haben: Die Figur zieht ein Feld auf den Rochadepartner zu, und %1 landet auf dem überquerten Feld</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>castles with a %1 when neither has moved: it moves %n squares toward it, and the %1 lands on the square it crossed</source>
        <extracomment>Castling: &quot;Castles with a Rook when neither has moved: it moves 2 squares toward it, and the Rook lands on the square it crossed&quot;</extracomment>
        <translation>
            <numerusform>rochiert mit %1, wenn beide noch nicht gezogen haben: Die Figur zieht %n Feld auf den Rochadepartner zu, und %1 landet auf dem überquerten Feld</numerusform>
            <numerusform>rochiert mit %1, wenn beide noch nicht gezogen haben: Die Figur zieht %n Felder auf den Rochadepartner zu, und %1 landet auf dem überquerten Feld</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, not out of, through or into check</source>
        <translation>%1, jedoch nicht aus dem Schach heraus, über ein angegriffenes Feld oder ins Schach</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>other moves: %1</source>
        <extracomment>The honest fallback for moves MoveWords cannot word: %1 is their XBetza notation</extracomment>
        <translation>weitere Züge: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>never moves</source>
        <translation>zieht nie</translation>
    </message>
    <message>
        <location filename="../engine/movewordsparts.cpp" line="-137"/>
        <source>forward</source>
        <translation>vorwärts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>backward</source>
        <translation>rückwärts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to the left</source>
        <translation>nach links</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to the right</source>
        <translation>nach rechts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diagonally forward to the left</source>
        <translation>diagonal vorwärts nach links</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diagonally forward to the right</source>
        <translation>diagonal vorwärts nach rechts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diagonally backward to the left</source>
        <translation>diagonal rückwärts nach links</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diagonally backward to the right</source>
        <translation>diagonal rückwärts nach rechts</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>in any direction</source>
        <extracomment>Directions of a move: &quot;Moves one square in any direction&quot;</extracomment>
        <translation>in jede Richtung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in any direction except %1</source>
        <extracomment>Directions of a move: &quot;Moves one square in any direction except backward&quot;</extracomment>
        <translation>in jede Richtung außer %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>orthogonally</source>
        <translation>orthogonal</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>diagonally</source>
        <translation>diagonal</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sideways</source>
        <extracomment>Directions of a move: left or right</extracomment>
        <translation>seitwärts</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>diagonally forward</source>
        <translation>diagonal vorwärts</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>diagonally backward</source>
        <translation>diagonal rückwärts</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>one square forward</source>
        <translation>ein Feld vorwärts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one square backward</source>
        <translation>ein Feld rückwärts</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n squares forward</source>
        <translation>
            <numerusform>%n Feld vorwärts</numerusform>
            <numerusform>%n Felder vorwärts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n squares backward</source>
        <translation>
            <numerusform>%n Feld rückwärts</numerusform>
            <numerusform>%n Felder rückwärts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n to either side</source>
        <translation>
            <numerusform>%n nach links oder rechts</numerusform>
            <numerusform>%n nach links oder rechts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n to the left</source>
        <translation>
            <numerusform>%n nach links</numerusform>
            <numerusform>%n nach links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n to the right</source>
        <translation>
            <numerusform>%n nach rechts</numerusform>
            <numerusform>%n nach rechts</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and %2</source>
        <extracomment>An oblique leap: &quot;2 squares forward and 1 to either side&quot;</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a dabbaba&apos;s leap</source>
        <extracomment>Traditional names of fairy chess leapers, after their move in brackets</extracomment>
        <translation>Dabbaba-Sprung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an alfil&apos;s leap</source>
        <translation>Alfil-Sprung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a threeleaper&apos;s leap</source>
        <translation>orthogonaler Dreiersprung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tripper&apos;s leap</source>
        <translation>diagonaler Dreiersprung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a knight&apos;s move</source>
        <translation>Springerzug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a camel&apos;s leap</source>
        <translation>Kamelsprung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a zebra&apos;s leap</source>
        <translation>Zebrasprung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a giraffe&apos;s leap</source>
        <translation>Giraffensprung</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 or %2</source>
        <extracomment>Joins the last item of a list of alternatives: &quot;forward, backward or sideways&quot;</extracomment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1.</source>
        <comment>full stop</comment>
        <extracomment>The end of a sentence (&quot;Moves one square forward.&quot;); write it as your language does</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../engine/movewordsrules.cpp" line="+52"/>
        <source>across the river</source>
        <translation>jenseits des Flusses</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the opponent&apos;s half</source>
        <translation>in der gegnerischen Hälfte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on the last rank</source>
        <extracomment>A promotion zone: &quot;in the last 3 ranks&quot;</extracomment>
        <translation>auf der letzten Reihe</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>in the last %n ranks</source>
        <translation>
            <numerusform>in der letzten %n Reihe</numerusform>
            <numerusform>in den letzten %n Reihen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>on its own side of the river</source>
        <translation>auf der eigenen Seite des Flusses</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in its own half</source>
        <translation>in der eigenen Hälfte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on its first rank</source>
        <translation>auf der eigenen ersten Reihe</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>in its first %n ranks</source>
        <translation>
            <numerusform>in der eigenen ersten %n Reihe</numerusform>
            <numerusform>in den eigenen ersten %n Reihen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>on rank %1</source>
        <extracomment>A single rank, named from the first side&apos;s view: &quot;on rank 6&quot;</extracomment>
        <translation>auf Reihe %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on ranks %1 to %2</source>
        <extracomment>A band of ranks, from the first side&apos;s view: &quot;on ranks 2 to 7&quot;</extracomment>
        <translation>auf den Reihen %1 bis %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>in the palace</source>
        <translation>im Palast</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>on the palace&apos;s diagonal lines</source>
        <extracomment>Janggi: the diagonal lines drawn in the palaces</extracomment>
        <translation>auf den Diagonalen des Palasts</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>on %1 and one more square</source>
        <extracomment>A region listed by its squares: &quot;on a1, b2, c3, d4, e5, f6 and 3 more squares&quot;</extracomment>
        <translation>auf %1 und einem weiteren Feld</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>on %1 and %n more squares</source>
        <translation>
            <numerusform>auf %1 und %n weiteren Feld</numerusform>
            <numerusform>auf %1 und %n weiteren Feldern</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on %1</source>
        <extracomment>A region listed by its squares: &quot;on d1, f1, e2&quot;</extracomment>
        <translation>auf %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>royal: it may never be left in check, and checkmating it wins the game</source>
        <extracomment>A royal piece (king, general) under the check rule</extracomment>
        <translation>königliche Figur: Sie darf nie im Schach stehen bleiben, und wer sie mattsetzt, gewinnt die Partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>royal: losing the last royal piece loses the game</source>
        <extracomment>A royal piece in a game with several (Chu Shogi&apos;s King and Crown Prince)</extracomment>
        <translation>königliche Figur: Wer die letzte königliche Figur verliert, verliert die Partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>royal: losing it loses the game</source>
        <extracomment>A royal piece in a game without the check rule (Dobutsu)</extracomment>
        <translation>königliche Figur: Wer sie verliert, verliert die Partie</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>after every capture</source>
        <translation>nach jedem Schlagzug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after every move</source>
        <translation>nach jedem Zug</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>when a move ends %1</source>
        <extracomment>When a promotion happens: &quot;when a move ends on the last rank&quot;</extracomment>
        <translation>wenn ein Zug %1 endet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>when a move starts or ends %1</source>
        <translation>wenn ein Zug %1 beginnt oder endet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>when a move from outside ends %1</source>
        <translation>wenn ein Zug von außerhalb %1 endet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>when a move from outside ends %1, or when it captures with either end of its move %1</source>
        <extracomment>Chu Shogi&apos;s promotion rule</extracomment>
        <translation>wenn ein Zug von außerhalb %1 endet oder wenn ein schlagender Zug %1 beginnt oder endet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>when a move captures with either end of its move %1</source>
        <extracomment>Micro Shogi&apos;s promotion rule</extracomment>
        <translation>wenn ein schlagender Zug %1 beginnt oder endet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>as a turn of its own, standing %1 (anywhere when it is the last of its kind), where it stands or by one quiet move of the new piece, which may then attack no enemy piece</source>
        <extracomment>Sittuyin&apos;s promotion rule</extracomment>
        <translation>als eigener Zug, wenn die Figur %1 steht (überall, wenn sie die letzte ihrer Art ist), auf ihrem Feld oder mit einem nicht schlagenden Zug der neuen Figur, die dann keine gegnerische Figur angreifen darf</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 for the first player, %2 for the second</source>
        <extracomment>Promotion targets per side: &quot;a Chancellor or a Rook for the first player, a Queen or a Rook for the second&quot;</extracomment>
        <translation>%1 (erster Spieler), %2 (zweiter Spieler)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must promote to %1 %2</source>
        <translation>muss in %1 umgewandelt werden, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>may promote to %1 %2</source>
        <translation>darf in %1 umgewandelt werden, %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it must promote where it could never move again</source>
        <extracomment>Shogi: a pawn, lance or knight must promote on the last ranks</extracomment>
        <translation>die Umwandlung ist Pflicht, wo die Figur sonst nie mehr ziehen könnte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>may also promote when a move ends %1</source>
        <translation>darf auch umgewandelt werden, wenn ein Zug %1 endet</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>in hand, it may be dropped on any empty square %1</source>
        <extracomment>Drops: &quot;In hand, it may be dropped on any empty square in the last 3 ranks&quot;</extracomment>
        <translation>aus der Hand darf die Figur auf jedes leere Feld %1 eingesetzt werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in hand, it may be dropped on any empty square</source>
        <translation>aus der Hand darf die Figur auf jedes leere Feld eingesetzt werden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>where it could never move</source>
        <translation>auf ein Feld, von dem aus die Figur nie ziehen könnte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on a file that already holds an unpromoted one of its side</source>
        <extracomment>Shogi&apos;s nifu rule, inside &quot;It may not be dropped %1&quot;</extracomment>
        <translation>auf eine Linie mit einer gleichartigen unumgewandelten Figur der eigenen Seite</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>on a file that already holds %n unpromoted ones of its side</source>
        <translation>
            <numerusform>auf eine Linie mit %n gleichartigen unumgewandelten Figur der eigenen Seite</numerusform>
            <numerusform>auf eine Linie mit %n gleichartigen unumgewandelten Figuren der eigenen Seite</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>to give checkmate</source>
        <extracomment>Shogi&apos;s uchifuzume rule, inside &quot;It may not be dropped %1&quot;</extracomment>
        <translation>zum Mattsetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to leave the opponent without a move</source>
        <translation>wenn es dem Gegner jeden Zug nimmt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it may not be dropped %1</source>
        <extracomment>Drop restrictions: &quot;It may not be dropped where it could never move, on a file that already holds an unpromoted one of its side or to give checkmate&quot;</extracomment>
        <translation>nicht erlaubt ist das Einsetzen %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it may also be dropped as a %1</source>
        <translation>die Figur darf auch als %1 eingesetzt werden</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+3"/>
        <source>anywhere</source>
        <translation>überall</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>after moving to another square it may burn up to %n enemy piece(s) next to it</source>
        <extracomment>Suzumu Shogi&apos;s Fire Demon: &quot;After moving to another square it may burn up to 2 enemy pieces next to it&quot;</extracomment>
        <translation>
            <numerusform>nachdem die Figur auf ein anderes Feld gezogen ist, darf sie bis zu %n gegnerischen Stein neben sich verbrennen</numerusform>
            <numerusform>nachdem die Figur auf ein anderes Feld gezogen ist, darf sie bis zu %n gegnerische Steine neben sich verbrennen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every enemy piece next to where it stops burns</source>
        <extracomment>Tenjiku Shogi&apos;s Fire Demon</extracomment>
        <translation>jeder gegnerische Stein neben dem Feld, auf dem die Figur anhält, verbrennt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an enemy piece that stops next to it burns instead</source>
        <translation>ein gegnerischer Stein, der neben der Figur anhält, verbrennt stattdessen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a %1 never burns</source>
        <translation>eine Figur vom Typ %1 verbrennt nie</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the enemy pieces next to it cannot move</source>
        <extracomment>Suzumu Shogi&apos;s Heavenly Tetrarch</extracomment>
        <translation>die gegnerischen Steine neben der Figur können nicht ziehen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the enemy pieces next to it cannot move, except a %1</source>
        <translation>die gegnerischen Steine neben der Figur können nicht ziehen, außer einer Figur vom Typ %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>it may never face the enemy royal piece on an open file</source>
        <extracomment>Xiangqi&apos;s flying general rule</extracomment>
        <translation>die Figur darf der gegnerischen königlichen Figur nie auf offener Linie gegenüberstehen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>facing the enemy royal piece on an open file ends the game (bikjang)</source>
        <extracomment>Janggi&apos;s bikjang</extracomment>
        <translation>stehen sich die königlichen Figuren auf offener Linie gegenüber, endet die Partie (Bikjang)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>standing %1 where it cannot be captured wins the game</source>
        <extracomment>Dobutsu&apos;s try: &quot;Standing on the last rank where it cannot be captured wins the game&quot;</extracomment>
        <translation>steht die Figur %1, ohne geschlagen werden zu können, gewinnt ihre Seite die Partie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it must always stay %1</source>
        <extracomment>Confinement: &quot;It never leaves the palace&quot; with %1 = &quot;in the palace&quot;</extracomment>
        <translation>die Figur muss stets %1 bleiben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it may not jump over a %1</source>
        <translation>die Figur darf keine Figur vom Typ %1 überspringen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it may not capture a %1</source>
        <translation>die Figur darf keine Figur vom Typ %1 schlagen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>at most one of them per side on the board</source>
        <translation>höchstens eine solche Figur je Seite auf dem Brett</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>at most %n of them per side on the board</source>
        <translation>
            <numerusform>höchstens %n solche Figur je Seite auf dem Brett</numerusform>
            <numerusform>höchstens %n solche Figuren je Seite auf dem Brett</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>promoted from a %1</source>
        <extracomment>Where a promoted piece comes from: &quot;Promoted from a Pawn&quot;</extracomment>
        <translation>umgewandelte Figur, ursprünglich %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>when captured, it goes to the hand as a %1</source>
        <translation>wird die Figur geschlagen, kommt sie als %1 in die Hand</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../app/gui/newgamedialog.cpp" line="+65"/>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Shelf</source>
        <extracomment>Accessible name of the box that narrows the list of variants (favourites, a category)</extracomment>
        <translation>Variantengruppe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;how:</source>
        <extracomment>Before the box that narrows the list of variants: &quot;Show: Drop games (15)&quot;</extracomment>
        <translation>&amp;Anzeigen:</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+1"/>
        <source>Search variants</source>
        <extracomment>Placeholder of the search field over the list of variants</extracomment>
        <translation>Varianten suchen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Load Preset File...</source>
        <translation>Vorlagendatei &amp;laden …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adds a variant from a preset file (JSON)</source>
        <translation>Fügt eine Variante aus einer Vorlagendatei (JSON) hinzu</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lists the variant under Favourites</source>
        <translation>Führt die Variante unter „Favoriten“ auf</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Start position</source>
        <extracomment>Accessible name of the picture of the selected variant&apos;s start position</extracomment>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Rule profile</source>
        <extracomment>A rule profile is a named set of rule changes a preset offers (e.g. &quot;no castling&quot;)</extracomment>
        <translation>Regelprofil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Start Game</source>
        <translation>Spiel &amp;starten</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>%1 (%2)</source>
        <extracomment>A shelf of the list of variants with how many it lists: &quot;Drop games (15)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&amp;Favourite</source>
        <extracomment>The favourite button: a star before it, filled while the variant is a favourite</extracomment>
        <translation>&amp;Favorit</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Players</source>
        <extracomment>The group of the New Game dialog that says who plays each side and the clocks</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Level </source>
        <extracomment>Before the built-in AI&apos;s strength: &quot;Level 8&quot;</extracomment>
        <translation>Stufe </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Built-in AI level</source>
        <translation>Stufe der eingebauten KI</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The built-in AI&apos;s strength, from %1 (weakest) to %2 (strongest)</source>
        <translation>Die Spielstärke der eingebauten KI, von %1 (am schwächsten) bis %2 (am stärksten)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No clock</source>
        <translation>Keine Uhr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per move</source>
        <translation>Zeit pro Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clock with increment</source>
        <extracomment>A clock per side with a base time, and an increment added after each move (Fischer)</extracomment>
        <translation>Uhr mit Inkrement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Byoyomi</source>
        <extracomment>A main time, then periods of a few seconds: a move within a period keeps it (shogi, go)</extracomment>
        <translation>Byoyomi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Time:</source>
        <translation>&amp;Zeit:</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+10"/>
        <source> s per move</source>
        <extracomment>Unit after the seconds per move</extracomment>
        <translation> s pro Zug</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+19"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+19"/>
        <source>+ </source>
        <extracomment>The increment, after the base time: &quot;5 min + 3 s&quot;
----------
Byoyomi after the main time: &quot;10 min + 3 × 30 s&quot;</extracomment>
        <translation>+ </translation>
    </message>
    <message>
        <location line="+1"/>
        <source> ×</source>
        <translation> ×</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Human</source>
        <extracomment>A side of the game is played by a person at this board</extracomment>
        <translation>Mensch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built-in AI</source>
        <extracomment>A side of the game is played by Fairyboard&apos;s own AI (it plays every variant)</extracomment>
        <translation>Eingebaute KI</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1:</source>
        <extracomment>%1 = a side (White, Sente, Red ...)</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>This preset cannot be played:
%1</source>
        <translation>Diese Vorlage ist nicht spielbar:
%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 × %2 board, preset id “%3”</source>
        <extracomment>Details under a variant&apos;s description: board size and preset id</extracomment>
        <translation>Brett %1 × %2, Vorlagen-ID „%3“</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (cannot load this variant)</source>
        <extracomment>An engine in the player box that cannot be given the chosen variant; %1 = its name</extracomment>
        <translation>%1 (kann diese Variante nicht laden)</translation>
    </message>
    <message>
        <location line="+43"/>
        <location line="+15"/>
        <source>Load Preset File</source>
        <translation>Vorlagendatei laden</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Fairyboard presets (*.json)</source>
        <translation>Fairyboard-Vorlagen (*.json)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: id: a preset with the id “%2” is already loaded from %3</source>
        <translation>%1: id: Eine Vorlage mit der ID „%2“ ist bereits aus %3 geladen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preset was not loaded because of these problems:</source>
        <translation>Die Vorlage wurde wegen dieser Probleme nicht geladen:</translation>
    </message>
</context>
<context>
    <name>Piece</name>
    <message>
        <location filename="preset_strings.cpp" line="+706"/>
        <source>Pawn</source>
        <comment>chess</comment>
        <extracomment>Piece name in “ASEAN Chess”, “Active Chess”, “Advanced Pawn Chess”, “Ai-Wok”, “Almost Chess”, “Amazon Chess”, “Anti-Antichess”, “Antichess”, “Atomar Chess”, “Atomic Chess”, “Atomic Chess without Check”, “Berolina Chess”, “Cambodian Chess (Ouk Chatrang)”, “Capablanca Chess”, “Capahouse”, “Capture Chess”, “Capture-all Chess”, “Centaur Chess”, “Chancellor Chess”, “Checkmateless Chess”, “Chess”, “Chess vs Hoppel-Poppel”, “Chess960”, “Chessgi”, “Chigorin Chess”, “Codrus”, “Coffee Race”, “Coffeehouse”, “Coregal Chess”, “Corner Chess”, “Corner Rook Chess”, “Corridor Chess”, “Courier Chess”, “Crazyhouse”, “Diagonal Chess”, “Diamond Chess”, “Diana Chess”, “Double Army Chess”, “Duck Chess”, “Elimination Chess”, “Embassy Chess”, “Extinction Chess”, “Five-Check”, “Gardner&apos;s Minichess”, “Gemini Chess”, “Giveaway”, “Gothhouse”, “Gothic Chess”, “Grand Chess”, “Grasshopper Chess”, “Gustav III&apos;s Chess”, “Hoppel-Poppel”, “Horde”, “Indian Great Chess”, “Janus Chess”, “Kamikaze Rooks”, “Kar Ouk”, “King of the Hill”, “Kinglet”, “Knightmate”, “Koedem”, “Legan Chess”, “Loop Chess”, “Los Alamos Chess”, “Losers”, “Maharajah and the Sepoys”, “Makpong”, “Makruk”, “Misère Chess”, “Modern Chess”, “New Zealand Chess”, “Nightrider Chess”, “Ninth-century Indian Chess”, “No Castling Chess”, “Omicron Chess”, “Opulent Chess”, “Pawn Back”, “Pawn Massacre”, “Pawn Sideways”, “Peasants&apos; Revolt”, “Perfect Chess”, “Placement Chess”, “Pocket Knight”, “Racing Chess”, “Racing Kings”, “S-House”, “Seirawan Chess”, “Shako”, “Shatar”, “Shatranj”, “Shogun Chess”, “Sittuyin”, “Sixth Rank Chess”, “Sort of Almost Chess”, “Spanish Archer Chess”, “Spartan Chess”, “Ten-Cubed Chess”, “Three Kings”, “Three-Check”, “Three-check Crazyhouse”, “Torpedo Chess”, “Troitzky Chess”, “Troitzky Chess (Byway setup)”, “Upside-down Chess”, “Weak!”, “Wolf Chess”; piece id “pawn”; moves (XBetza) fbmWfceFifmnD, flmFfcWlcW, flmFflcW, fmFfcW, fmFfceWifmnA, fmWfcF, fmWfcFifmnD, fmWfceF, fmWfceFifmnD, frmFfcWrcW, fsmWfceFifmnD. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>Bauer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pawn</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Goro Goro Shogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”, “Yari Shogi”; piece id “pawn”; moves (XBetza) fW. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>Bauer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Knight</source>
        <comment>chess</comment>
        <extracomment>Piece name in “ASEAN Chess”, “Active Chess”, “Advanced Pawn Chess”, “Ai-Wok”, “Almost Chess”, “Amazon Chess”, “Anti-Antichess”, “Antichess”, “Atomar Chess”, “Atomic Chess”, “Atomic Chess without Check”, “Berolina Chess”, “Cambodian Chess (Ouk Chatrang)”, “Capablanca Chess”, “Capahouse”, “Capture Chess”, “Capture-all Chess”, “Centaur Chess”, “Chancellor Chess”, “Checkmateless Chess”, “Chess”, “Chess vs Hoppel-Poppel”, “Chess960”, “Chessgi”, “Chigorin Chess”, “Codrus”, “Coffee Race”, “Coffeehouse”, “Coregal Chess”, “Corner Chess”, “Corner Rook Chess”, “Corridor Chess”, “Courier Chess”, “Crazyhouse”, “Diagonal Chess”, “Diamond Chess”, “Diana Chess”, “Double Army Chess”, “Duck Chess”, “Elimination Chess”, “Embassy Chess”, “Extinction Chess”, “Five-Check”, “Gardner&apos;s Minichess”, “Gemini Chess”, “Giveaway”, “Gothhouse”, “Gothic Chess”, “Grand Chess”, “Grasshopper Chess”, “Gustav III&apos;s Chess”, “Hoppel-Poppel”, “Horde”, “Indian Great Chess”, “Janus Chess”, “Jeson Mor”, “Kamikaze Rooks”, “Kar Ouk”, “King of the Hill”, “Kinglet”, “Koedem”, “Legan Chess”, “Loop Chess”, “Los Alamos Chess”, “Losers”, “Maharajah and the Sepoys”, “Makpong”, “Makruk”, “Misère Chess”, “Modern Chess”, “New Zealand Chess”, “Ninth-century Indian Chess”, “No Castling Chess”, “Omicron Chess”, “Opulent Chess”, “Pawn Back”, “Pawn Massacre”, “Pawn Sideways”, “Peasants&apos; Revolt”, “Perfect Chess”, “Placement Chess”, “Pocket Knight”, “Racing Chess”, “Racing Kings”, “S-House”, “Seirawan Chess”, “Shako”, “Shatar”, “Shatranj”, “Shogun Chess”, “Sittuyin”, “Sixth Rank Chess”, “Sort of Almost Chess”, “Spanish Archer Chess”, “Spartan Chess”, “Ten-Cubed Chess”, “Three Kings”, “Three-Check”, “Three-check Crazyhouse”, “Torpedo Chess”, “Troitzky Chess”, “Troitzky Chess (Byway setup)”, “Upside-down Chess”, “Weak!”; piece id “knight”; moves (XBetza) N, NW, mNcB, mNcR. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>Springer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Knight</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Dai Shogi”, “EuroShogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “knight”, “pawn-knight”; promoted form of “pawn”; moves (XBetza) N, fN, fNsW, ffN. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>Springer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bishop</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Active Chess”, “Advanced Pawn Chess”, “Almost Chess”, “Amazon Chess”, “Anti-Antichess”, “Antichess”, “Atomar Chess”, “Atomic Chess”, “Atomic Chess without Check”, “Berolina Chess”, “Capablanca Chess”, “Capahouse”, “Capture Chess”, “Capture-all Chess”, “Centaur Chess”, “Chancellor Chess”, “Checkmateless Chess”, “Chess”, “Chess vs Hoppel-Poppel”, “Chess960”, “Chessgi”, “Chigorin Chess”, “Codrus”, “Coffee Race”, “Coffeehouse”, “Coregal Chess”, “Corner Chess”, “Corner Rook Chess”, “Corridor Chess”, “Crazyhouse”, “Diagonal Chess”, “Diamond Chess”, “Diana Chess”, “Double Army Chess”, “Duck Chess”, “Elimination Chess”, “Embassy Chess”, “Extinction Chess”, “Five-Check”, “Gardner&apos;s Minichess”, “Gemini Chess”, “Giveaway”, “Gothhouse”, “Gothic Chess”, “Grand Chess”, “Grasshopper Chess”, “Gustav III&apos;s Chess”, “Hoppel-Poppel”, “Horde”, “Indian Great Chess”, “Janus Chess”, “Kamikaze Rooks”, “King of the Hill”, “Kinglet”, “Knightmate”, “Koedem”, “Legan Chess”, “Loop Chess”, “Losers”, “Maharajah and the Sepoys”, “Misère Chess”, “Modern Chess”, “New Zealand Chess”, “Nightrider Chess”, “No Castling Chess”, “Omicron Chess”, “Opulent Chess”, “Pawn Back”, “Pawn Massacre”, “Pawn Sideways”, “Peasants&apos; Revolt”, “Perfect Chess”, “Placement Chess”, “Pocket Knight”, “Racing Chess”, “Racing Kings”, “S-House”, “Seirawan Chess”, “Shako”, “Shatar”, “Shogun Chess”, “Sixth Rank Chess”, “Sort of Almost Chess”, “Spanish Archer Chess”, “Spartan Chess”, “Ten-Cubed Chess”, “Three Kings”, “Three-Check”, “Three-check Crazyhouse”, “Torpedo Chess”, “Troitzky Chess”, “Troitzky Chess (Byway setup)”, “Upside-down Chess”, “Weak!”, “Wolf Chess”; piece id “bishop”; moves (XBetza) B, mBcN. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>Läufer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bishop</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “bishop”, “promoted-leopard”, “silver-bishop”; promoted form of “silver”; moves (XBetza) B. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>Läufer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rook</source>
        <comment>chess</comment>
        <extracomment>Piece name in “ASEAN Chess”, “Active Chess”, “Advanced Pawn Chess”, “Ai-Wok”, “Almost Chess”, “Amazon Chess”, “Anti-Antichess”, “Antichess”, “Atomar Chess”, “Atomic Chess”, “Atomic Chess without Check”, “Berolina Chess”, “Cambodian Chess (Ouk Chatrang)”, “Capablanca Chess”, “Capahouse”, “Capture Chess”, “Capture-all Chess”, “Centaur Chess”, “Chancellor Chess”, “Checkmateless Chess”, “Chess”, “Chess vs Hoppel-Poppel”, “Chess960”, “Chessgi”, “Chigorin Chess”, “Codrus”, “Coffee Race”, “Coffeehouse”, “Coregal Chess”, “Corner Chess”, “Corner Rook Chess”, “Corridor Chess”, “Courier Chess”, “Crazyhouse”, “Diagonal Chess”, “Diamond Chess”, “Diana Chess”, “Double Army Chess”, “Duck Chess”, “Elimination Chess”, “Embassy Chess”, “Extinction Chess”, “Five-Check”, “Gardner&apos;s Minichess”, “Gemini Chess”, “Giveaway”, “Gothhouse”, “Gothic Chess”, “Grand Chess”, “Grasshopper Chess”, “Gustav III&apos;s Chess”, “Hoppel-Poppel”, “Horde”, “Indian Great Chess”, “Janus Chess”, “Kamikaze Rooks”, “Kar Ouk”, “King of the Hill”, “Kinglet”, “Knightmate”, “Koedem”, “Legan Chess”, “Loop Chess”, “Los Alamos Chess”, “Losers”, “Maharajah and the Sepoys”, “Makpong”, “Makruk”, “Misère Chess”, “Modern Chess”, “New Zealand Chess”, “Nightrider Chess”, “Ninth-century Indian Chess”, “No Castling Chess”, “Omicron Chess”, “Opulent Chess”, “Pawn Back”, “Pawn Massacre”, “Pawn Sideways”, “Peasants&apos; Revolt”, “Perfect Chess”, “Placement Chess”, “Pocket Knight”, “Racing Chess”, “Racing Kings”, “S-House”, “Seirawan Chess”, “Shako”, “Shatar”, “Shatranj”, “Shogun Chess”, “Sittuyin”, “Sixth Rank Chess”, “Sort of Almost Chess”, “Spanish Archer Chess”, “Spartan Chess”, “Ten-Cubed Chess”, “Three Kings”, “Three-Check”, “Three-check Crazyhouse”, “Torpedo Chess”, “Troitzky Chess”, “Troitzky Chess (Byway setup)”, “Upside-down Chess”, “Weak!”, “Wolf Chess”; piece id “rook”; moves (XBetza) R, mRcN. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>Turm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rook</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”, “Yari Shogi”; piece id “pawn-rook”, “promoted-gold”, “rook”; promoted form of “pawn”, “yari-rook”; moves (XBetza) R. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>Turm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queen</source>
        <extracomment>Piece name in “Active Chess”, “Advanced Pawn Chess”, “Anti-Antichess”, “Antichess”, “Atomar Chess”, “Atomic Chess”, “Atomic Chess without Check”, “Berolina Chess”, “Capablanca Chess”, “Capahouse”, “Capture Chess”, “Capture-all Chess”, “Centaur Chess”, “Chancellor Chess”, “Checkmateless Chess”, “Chess”, “Chess vs Hoppel-Poppel”, “Chess960”, “Chessgi”, “Chigorin Chess”, “Codrus”, “Coffee Race”, “Coffeehouse”, “Coregal Chess”, “Corner Chess”, “Corner Rook Chess”, “Corridor Chess”, “Crazyhouse”, “Diagonal Chess”, “Diamond Chess”, “Double Army Chess”, “Duck Chess”, “Elimination Chess”, “Embassy Chess”, “Extinction Chess”, “Five-Check”, “Gardner&apos;s Minichess”, “Gemini Chess”, “Giveaway”, “Gothhouse”, “Gothic Chess”, “Grand Chess”, “Grasshopper Chess”, “Gustav III&apos;s Chess”, “Hoppel-Poppel”, “Horde”, “Indian Great Chess”, “Janus Chess”, “Kamikaze Rooks”, “King of the Hill”, “Kinglet”, “Knightmate”, “Koedem”, “Legan Chess”, “Loop Chess”, “Los Alamos Chess”, “Losers”, “Maharajah and the Sepoys”, “Misère Chess”, “Modern Chess”, “New Zealand Chess”, “Nightrider Chess”, “No Castling Chess”, “Omicron Chess”, “Opulent Chess”, “Pawn Back”, “Pawn Massacre”, “Pawn Sideways”, “Peasants&apos; Revolt”, “Perfect Chess”, “Placement Chess”, “Pocket Knight”, “Racing Chess”, “Racing Kings”, “S-House”, “Seirawan Chess”, “Shako”, “Shogun Chess”, “Sixth Rank Chess”, “Sort of Almost Chess”, “Spanish Archer Chess”, “Spartan Chess”, “Ten-Cubed Chess”, “Three Kings”, “Three-Check”, “Three-check Crazyhouse”, “Torpedo Chess”, “Troitzky Chess”, “Troitzky Chess (Byway setup)”, “Upside-down Chess”, “Weak!”, “Wolf Chess”; piece id “queen”; promoted form of “duchess”; moves (XBetza) Q</extracomment>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King</source>
        <comment>chess</comment>
        <extracomment>Piece name in “ASEAN Chess”, “Active Chess”, “Advanced Pawn Chess”, “Ai-Wok”, “Almost Chess”, “Amazon Chess”, “Anti-Antichess”, “Antichess”, “Atomar Chess”, “Atomic Chess”, “Atomic Chess without Check”, “Berolina Chess”, “Cambodian Chess (Ouk Chatrang)”, “Capablanca Chess”, “Capahouse”, “Capture Chess”, “Capture-all Chess”, “Centaur Chess”, “Chancellor Chess”, “Checkmateless Chess”, “Chess”, “Chess vs Hoppel-Poppel”, “Chess960”, “Chessgi”, “Chigorin Chess”, “Codrus”, “Coffee Race”, “Coffeehouse”, “Coregal Chess”, “Corner Chess”, “Corner Rook Chess”, “Corridor Chess”, “Courier Chess”, “Crazyhouse”, “Diagonal Chess”, “Diamond Chess”, “Diana Chess”, “Double Army Chess”, “Duck Chess”, “Elimination Chess”, “Embassy Chess”, “Extinction Chess”, “Five-Check”, “Gardner&apos;s Minichess”, “Gemini Chess”, “Giveaway”, “Gothhouse”, “Gothic Chess”, “Grand Chess”, “Grasshopper Chess”, “Gustav III&apos;s Chess”, “Hoppel-Poppel”, “Horde”, “Indian Great Chess”, “Janus Chess”, “Kamikaze Rooks”, “Kar Ouk”, “King of the Hill”, “Kinglet”, “Knightmate”, “Koedem”, “Legan Chess”, “Loop Chess”, “Los Alamos Chess”, “Losers”, “Maharajah and the Sepoys”, “Makpong”, “Makruk”, “Misère Chess”, “Modern Chess”, “New Zealand Chess”, “Nightrider Chess”, “Ninth-century Indian Chess”, “No Castling Chess”, “Omicron Chess”, “Opulent Chess”, “Pawn Back”, “Pawn Massacre”, “Pawn Sideways”, “Peasants&apos; Revolt”, “Perfect Chess”, “Placement Chess”, “Pocket Knight”, “Racing Chess”, “Racing Kings”, “S-House”, “Seirawan Chess”, “Shako”, “Shatar”, “Shatranj”, “Shogun Chess”, “Sittuyin”, “Sixth Rank Chess”, “Sort of Almost Chess”, “Spanish Archer Chess”, “Spartan Chess”, “Ten-Cubed Chess”, “Three Kings”, “Three-Check”, “Three-check Crazyhouse”, “Torpedo Chess”, “Troitzky Chess”, “Troitzky Chess (Byway setup)”, “Upside-down Chess”, “Weak!”, “Wolf Chess”; piece id “king”; moves (XBetza) K, KimfsN, KisO2, KisO3, NisO2, mKisO2. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>König</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Goro Goro Shogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”, “Yari Shogi”; piece id “king”; moves (XBetza) K. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>König</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Archbishop</source>
        <extracomment>Piece name in “Capablanca Chess”, “Capahouse”, “Embassy Chess”, “Gemini Chess”, “Gothhouse”, “Gothic Chess”, “Perfect Chess”, “Shogun Chess”, “Ten-Cubed Chess”; piece id “archbishop”, “janus”; promoted form of “bishop”; moves (XBetza) BN</extracomment>
        <translation>Erzbischof</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Chancellor</source>
        <extracomment>Piece name in “Almost Chess”, “Capablanca Chess”, “Capahouse”, “Chancellor Chess”, “Chigorin Chess”, “Embassy Chess”, “Gothhouse”, “Gothic Chess”, “Perfect Chess”, “Sort of Almost Chess”; piece id “chancellor”; moves (XBetza) RN</extracomment>
        <translation>Kanzler</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Ai-Wok</source>
        <extracomment>Piece name in “Ai-Wok”; piece id “aiwok”; moves (XBetza) RNF</extracomment>
        <translation>Ai-Wok</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Amazon</source>
        <extracomment>Piece name in “Amazon Chess”, “Game of the Amazons”, “Gustav III&apos;s Chess”, “Perfect Chess”; piece id “amazon”; moves (XBetza) QN, mQ</extracomment>
        <translation>Amazone</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stone</source>
        <extracomment>Piece name in “Breakthrough”, “Clobber”, “Clobber 10 x 10”; piece id “stone”; moves (XBetza) cW, fmWfF</extracomment>
        <translation>Stein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Centaur</source>
        <extracomment>Piece name in “Centaur Chess”; piece id “centaur”; moves (XBetza) KN</extracomment>
        <translation>Zentaur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hoppel-Poppel Knight</source>
        <extracomment>Piece name in “Chess vs Hoppel-Poppel”; piece id “hoppelknight”; moves (XBetza) mNcB</extracomment>
        <translation>Hoppel-Poppel-Springer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hoppel-Poppel Bishop</source>
        <extracomment>Piece name in “Chess vs Hoppel-Poppel”; piece id “hoppelbishop”; moves (XBetza) mBcN</extracomment>
        <translation>Hoppel-Poppel-Läufer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free King</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-phoenix”, “queen”; moves (XBetza) Q</extracomment>
        <translation>Freier König</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lion</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Opulent Chess”; piece id “lion”; moves (XBetza) FDH. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>Löwe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lion</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “lion”, “promoted-kirin”; moves (XBetza) KNADcaKmcabK. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>Löwe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dragon King</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Judkins Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “dragon”, “dragon-king”, “promoted-rook”; promoted form of “rook”; moves (XBetza) RF</extracomment>
        <translation>Drachenkönig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dragon Horse</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Judkins Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “dragon-horse”, “horse”, “promoted-bishop”; promoted form of “bishop”; moves (XBetza) BW</extracomment>
        <translation>Drachenpferd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vertical Mover</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-silver”, “vertical-mover”; moves (XBetza) WvR, vRsW</extracomment>
        <translation>Senkrechtläufer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Side Mover</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-copper”, “side-mover”; moves (XBetza) WsR, sRvW</extracomment>
        <translation>Seitläufer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reverse Chariot</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “reverse-chariot”; moves (XBetza) vR</extracomment>
        <translation>Rückwärtswagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lance</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Goro Goro Shogi Plus”, “Kyoto Shogi”, “Micro Shogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “lance”; moves (XBetza) fR, fRbW2</extracomment>
        <translation>Lanze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kirin</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “kirin”; moves (XBetza) FD</extracomment>
        <translation>Kirin</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drunk Elephant</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Sho Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “drunk-elephant”, “promoted-go-between”; moves (XBetza) FsfW</extracomment>
        <translation>Betrunkener Elefant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blind Tiger</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “blind-tiger”; moves (XBetza) FsbW</extracomment>
        <translation>Blinder Tiger</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gold General</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Goro Goro Shogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “bishop-gold”, “gold”, “knight-gold”, “lance-gold”, “promoted-angry-boar”, “promoted-cat-sword”, “promoted-evil-wolf”, “promoted-flying-dragon”, “promoted-iron-general”, “promoted-knight”, “promoted-pawn”, “promoted-stone-general”, “promoted-violent-ox”, “rook-gold”; promoted form of “bishop”, “knight”, “lance”, “rook”; moves (XBetza) WfF</extracomment>
        <translation>Goldgeneral</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silver General</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Goro Goro Shogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “lance-silver”, “silver”; promoted form of “lance”; moves (XBetza) FfW</extracomment>
        <translation>Silbergeneral</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copper General</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “copper”; moves (XBetza) fFvW</extracomment>
        <translation>Kupfergeneral</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ferocious Leopard</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “leopard”; moves (XBetza) FvW</extracomment>
        <translation>Wilder Leopard</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go-Between</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”; piece id “go-between”; moves (XBetza) vW</extracomment>
        <translation>Vermittler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Soaring Eagle</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-dragon-king”, “soaring-eagle”; moves (XBetza) RbBfFfAfcafFfmcabF</extracomment>
        <translation>Schwebender Adler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Horned Falcon</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “horned-falcon”, “promoted-dragon-horse”; moves (XBetza) BsbRfWfDfcafWfmcabW</extracomment>
        <translation>Gehörnter Falke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying Ox</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “flying-ox”; moves (XBetza) BvR</extracomment>
        <translation>Fliegender Ochse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free Boar</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “free-boar”; moves (XBetza) BsR</extracomment>
        <translation>Freier Eber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whale</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “whale”; moves (XBetza) vRbB</extracomment>
        <translation>Wal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White Horse</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “white-horse”; moves (XBetza) vRfB</extracomment>
        <translation>Weißes Pferd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crown Prince</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Sho Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “crown-prince”; promoted form of “drunk-elephant”; moves (XBetza) K</extracomment>
        <translation>Kronprinz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying Stag</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “flying-stag”; moves (XBetza) FvRsW, KvR</extracomment>
        <translation>Fliegender Hirsch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jeweled General</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Goro Goro Shogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”, “Yari Shogi”; piece id “king”; moves (XBetza) K</extracomment>
        <translation>Juwelengeneral</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Elephant</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Courier Chess”, “S-House”, “Seirawan Chess”, “Shako”, “Wolf Chess”; piece id “alfil”, “elephant”; moves (XBetza) A, FA, NNQ, RN. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>Elefant</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Courier</source>
        <extracomment>Piece name in “Courier Chess”; piece id “courier”; moves (XBetza) B</extracomment>
        <translation>Kurier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Man</source>
        <extracomment>Piece name in “Courier Chess”; piece id “man”; moves (XBetza) K</extracomment>
        <translation>Mann</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Schleich</source>
        <extracomment>Piece name in “Courier Chess”; piece id “schleich”; moves (XBetza) W</extracomment>
        <translation>Schleich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Violent Ox</source>
        <extracomment>Piece name in “Dai Shogi”; piece id “violent-ox”; moves (XBetza) R2</extracomment>
        <translation>Wilder Ochse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying Dragon</source>
        <extracomment>Piece name in “Dai Shogi”; piece id “flying-dragon”; moves (XBetza) B2</extracomment>
        <translation>Fliegender Drache</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evil Wolf</source>
        <extracomment>Piece name in “Dai Shogi”; piece id “evil-wolf”; moves (XBetza) fsWfF</extracomment>
        <translation>Böser Wolf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Angry Boar</source>
        <extracomment>Piece name in “Dai Shogi”; piece id “angry-boar”; moves (XBetza) W</extracomment>
        <translation>Wütender Eber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cat Sword</source>
        <extracomment>Piece name in “Dai Shogi”; piece id “cat-sword”; moves (XBetza) F</extracomment>
        <translation>Katzenschwert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Iron General</source>
        <extracomment>Piece name in “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “iron-general”; moves (XBetza) fFbW, fFfW</extracomment>
        <translation>Eisengeneral</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stone General</source>
        <extracomment>Piece name in “Dai Shogi”; piece id “stone-general”; moves (XBetza) fF</extracomment>
        <translation>Steingeneral</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Elephant</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”, “Janggi (casual rules)”, “Janggi (modern rules)”, “Janggi (traditional rules)”; piece id “elephant”; moves (XBetza) nZ. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>Elefant</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Elephant</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Manchu Chess”, “Xiangqi”; piece id “elephant”; moves (XBetza) nA. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>Elefant</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Chick</source>
        <extracomment>Piece name in “Dobutsu Shogi”; piece id “chick”; moves (XBetza) fW</extracomment>
        <translation>Küken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hen</source>
        <extracomment>Piece name in “Dobutsu Shogi”; piece id “hen”; promoted form of “chick”; moves (XBetza) WfF</extracomment>
        <translation>Henne</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Promoted Knight</source>
        <extracomment>Piece name in “EuroShogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Sho Shogi”, “Shogi”; piece id “promoted-knight”; promoted form of “knight”; moves (XBetza) WfF</extracomment>
        <translation>Promovierter Springer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokin</source>
        <extracomment>Piece name in “EuroShogi”, “Goro Goro Shogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”; piece id “promoted-pawn”, “tokin”; promoted form of “pawn”; moves (XBetza) WfF</extracomment>
        <translation>Tokin</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Marshal</source>
        <extracomment>Piece name in “Grand Chess”, “Opulent Chess”, “Ten-Cubed Chess”; piece id “marshal”; moves (XBetza) RN</extracomment>
        <translation>Marschall</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cardinal</source>
        <extracomment>Piece name in “Grand Chess”, “Opulent Chess”; piece id “cardinal”; moves (XBetza) BN</extracomment>
        <translation>Kardinal</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>General</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”, “Janggi (casual rules)”, “Janggi (modern rules)”, “Janggi (traditional rules)”; piece id “general”; moves (XBetza) W. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>General</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>General</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Manchu Chess”, “Minixiangqi”, “Xiangqi”; piece id “general”; moves (XBetza) W. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>General</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guard</source>
        <extracomment>Piece name in “Janggi”, “Janggi (casual rules)”, “Janggi (modern rules)”, “Janggi (traditional rules)”; piece id “guard”; moves (XBetza) W</extracomment>
        <translation>Leibwächter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Horse</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”, “Janggi (casual rules)”, “Janggi (modern rules)”, “Janggi (traditional rules)”; piece id “horse”; moves (XBetza) nN. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>Pferd</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Horse</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Manchu Chess”, “Minixiangqi”, “Xiangqi”; piece id “horse”; moves (XBetza) nN. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>Pferd</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chariot</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”, “Janggi (casual rules)”, “Janggi (modern rules)”, “Janggi (traditional rules)”; piece id “chariot”; moves (XBetza) R. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>Wagen</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Chariot</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Manchu Chess”, “Minixiangqi”, “Xiangqi”; piece id “chariot”; moves (XBetza) R. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>Wagen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannon</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”, “Janggi (casual rules)”, “Janggi (modern rules)”, “Janggi (traditional rules)”; piece id “cannon”; moves (XBetza) pR. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>Kanone</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Cannon</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Manchu Chess”, “Minixiangqi”, “Xiangqi”; piece id “cannon”; moves (XBetza) mRcpR. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>Kanone</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Soldier</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”, “Janggi (casual rules)”, “Janggi (modern rules)”, “Janggi (traditional rules)”; piece id “soldier”; moves (XBetza) fsW. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>Soldat</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Soldier</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Manchu Chess”, “Minixiangqi”, “Xiangqi”; piece id “soldier”; moves (XBetza) fW. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>Soldat</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>Phoenix</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “phoenix”; moves (XBetza) WA</extracomment>
        <translation>Phönix</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Elephant</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Dobutsu Shogi”; piece id “elephant”; moves (XBetza) F. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>Elefant</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>Met</source>
        <extracomment>Piece name in “ASEAN Chess”, “Cambodian Chess (Ouk Chatrang)”, “Kar Ouk”, “Makpong”, “Makruk”; piece id “met”; moves (XBetza) F, FimfD</extracomment>
        <translation>Met</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Khon</source>
        <extracomment>Piece name in “ASEAN Chess”, “Ai-Wok”, “Cambodian Chess (Ouk Chatrang)”, “Kar Ouk”, “Makpong”, “Makruk”; piece id “khon”; moves (XBetza) FfW</extracomment>
        <translation>Khon</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Promoted Silver</source>
        <extracomment>Piece name in “Goro Goro Shogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”; piece id “promoted-silver”; promoted form of “silver”; moves (XBetza) WfF</extracomment>
        <translation>Promoviertes Silber</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Ferz</source>
        <extracomment>Piece name in “Courier Chess”, “Ninth-century Indian Chess”, “Shatranj”; piece id “ferz”; moves (XBetza) F</extracomment>
        <translation>Fers</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Grasshopper</source>
        <extracomment>Piece name in “Grasshopper Chess”; piece id “grasshopper”; moves (XBetza) gQ</extracomment>
        <translation>Grashüpfer</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Janus</source>
        <extracomment>Piece name in “Janus Chess”; piece id “janus”; moves (XBetza) BN</extracomment>
        <translation>Janus</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Commoner</source>
        <extracomment>Piece name in “Double Army Chess”, “Knightmate”; piece id “commoner”; moves (XBetza) K</extracomment>
        <translation>Mann</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Banner</source>
        <extracomment>Piece name in “Manchu Chess”; piece id “banner”; moves (XBetza) RcpRnN</extracomment>
        <translation>Banner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minister</source>
        <extracomment>Piece name in “Modern Chess”; piece id “minister”; moves (XBetza) BN</extracomment>
        <translation>Minister</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nightrider</source>
        <extracomment>Piece name in “Nightrider Chess”, “Wolf Chess”; piece id “knight”, “nightrider”; moves (XBetza) NN</extracomment>
        <translation>Nachtreiter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wizard</source>
        <extracomment>Piece name in “Omicron Chess”, “Opulent Chess”, “Ten-Cubed Chess”; piece id “wizard”; moves (XBetza) FC</extracomment>
        <translation>Zauberer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Alfil</source>
        <extracomment>Piece name in “Shatranj”; piece id “alfil”; moves (XBetza) A</extracomment>
        <translation>Alfil</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Promoted Lance</source>
        <extracomment>Piece name in “Goro Goro Shogi Plus”, “Sho Shogi”, “Shogi”; piece id “promoted-lance”; promoted form of “lance”; moves (XBetza) WfF</extracomment>
        <translation>Promovierte Lanze</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Champion</source>
        <extracomment>Piece name in “Omicron Chess”, “Ten-Cubed Chess”; piece id “champion”; moves (XBetza) WDA</extracomment>
        <translation>Champion</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Falcon</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “falcon”; moves (XBetza) FsfW</extracomment>
        <translation>Falke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crane</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “crane”; moves (XBetza) FvW</extracomment>
        <translation>Kranich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pheasant</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “pheasant”; moves (XBetza) bFfD</extracomment>
        <translation>Fasan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left Quail</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “left-quail”; moves (XBetza) fRrbBlbF</extracomment>
        <translation>Linke Wachtel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right Quail</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “right-quail”; moves (XBetza) fRlbBrbF</extracomment>
        <translation>Rechte Wachtel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swallow</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “swallow”; moves (XBetza) fW</extracomment>
        <translation>Schwalbe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eagle</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “eagle”; promoted form of “falcon”; moves (XBetza) KbRfBbF2</extracomment>
        <translation>Adler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goose</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “goose”; promoted form of “swallow”; moves (XBetza) fAbD</extracomment>
        <translation>Gans</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>Advisor</source>
        <extracomment>Piece name in “Manchu Chess”, “Xiangqi”; piece id “advisor”; moves (XBetza) F</extracomment>
        <translation>Berater</translation>
    </message>
    <message>
        <location line="-158"/>
        <source>Blob</source>
        <extracomment>Piece name in “Ataxx”; piece id “blob”; moves (XBetza) mDmNmA</extracomment>
        <translation>Blob</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Giraffe</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Indian Great Chess”; piece id “giraffe”; moves (XBetza) QN. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>Giraffe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Giraffe</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Dobutsu Shogi”; piece id “giraffe”; moves (XBetza) W. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>Giraffe</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Disc</source>
        <extracomment>Piece name in “Flipello”, “Flipello 10x10”, “Flipersi”; piece id “disc”</extracomment>
        <translation>Stein</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Dabbaba</source>
        <extracomment>Piece name in “Ninth-century Indian Chess”; piece id “dabbaba”; moves (XBetza) D</extracomment>
        <translation>Dabbaba</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vizier</source>
        <extracomment>Piece name in “Indian Great Chess”; piece id “vizier”; moves (XBetza) BN</extracomment>
        <translation>Wesir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>General</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Indian Great Chess”, “Shogun Chess”, “Spartan Chess”; piece id “general”; promoted form of “knight”; moves (XBetza) KN, RF, RN. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>General</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannon</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Shako”; piece id “cannon”; moves (XBetza) mRcpR. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>Kanone</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Maharajah</source>
        <extracomment>Piece name in “Maharajah and the Sepoys”; piece id “maharajah”; moves (XBetza) QN</extracomment>
        <translation>Maharadscha</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hawk</source>
        <extracomment>Piece name in “S-House”, “Seirawan Chess”; piece id “hawk”; moves (XBetza) BN</extracomment>
        <translation>Habicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bers</source>
        <extracomment>Piece name in “Shatar”; piece id “bers”; moves (XBetza) RF</extracomment>
        <translation>Bers</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Duchess</source>
        <extracomment>Piece name in “Shogun Chess”; piece id “duchess”; moves (XBetza) F</extracomment>
        <translation>Herzogin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captain</source>
        <extracomment>Piece name in “Shogun Chess”, “Spartan Chess”; piece id “captain”; promoted form of “pawn”; moves (XBetza) K, WD</extracomment>
        <translation>Hauptmann</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mortar</source>
        <extracomment>Piece name in “Shogun Chess”; piece id “mortar”; promoted form of “rook”; moves (XBetza) RN</extracomment>
        <translation>Mörser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sin</source>
        <extracomment>Piece name in “Sittuyin”; piece id “khon”; moves (XBetza) FfW</extracomment>
        <translation>Sin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sit-ke</source>
        <extracomment>Piece name in “Sittuyin”; piece id “met”; moves (XBetza) F</extracomment>
        <translation>Sit-ke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Archer</source>
        <extracomment>Piece name in “Spanish Archer Chess”; piece id “archer”; moves (XBetza) fRbB</extracomment>
        <translation>Bogenschütze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hoplite</source>
        <extracomment>Piece name in “Spartan Chess”; piece id “hoplite”; moves (XBetza) fmFfcWimA</extracomment>
        <translation>Hoplit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warlord</source>
        <extracomment>Piece name in “Spartan Chess”; piece id “warlord”; moves (XBetza) BN</extracomment>
        <translation>Kriegsherr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lieutenant</source>
        <extracomment>Piece name in “Spartan Chess”; piece id “lieutenant”; moves (XBetza) FAsmW</extracomment>
        <translation>Leutnant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Great General</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “great-general”, “promoted-rook-general”; moves (XBetza) Q, pafpafcQmcQcpQ</extracomment>
        <translation>Großgeneral</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vice General</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-bishop-general”, “vice-general”; moves (XBetza) B, pafpafcBmcBcpBKaKaaKmabK</extracomment>
        <translation>Vizegeneral</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rook General</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-soaring-eagle”, “rook-general”; moves (XBetza) R, pafpafcRmcRcpR</extracomment>
        <translation>Turmgeneral</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bishop General</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “bishop-general”, “promoted-horned-falcon”; moves (XBetza) B, pafpafcBmcBcpB</extracomment>
        <translation>Läufergeneral</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fire Demon</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “fire-demon”, “promoted-water-buffalo”; moves (XBetza) BsRKaKaaKcaKmcabK, BvR</extracomment>
        <translation>Feuerdämon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lion Hawk</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “lion-hawk”, “promoted-lion”; moves (XBetza) BWNADcaKmcabK, KNADcaKmcabKB</extracomment>
        <translation>Löwenhabicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free Eagle</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “free-eagle”, “promoted-queen”; moves (XBetza) Q, QADcasFcafFmcabF</extracomment>
        <translation>Freier Adler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Water Buffalo</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-side-soldier”, “water-buffalo”; moves (XBetza) BsRvW2</extracomment>
        <translation>Wasserbüffel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chariot Soldier</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “chariot-soldier”, “promoted-vertical-soldier”; moves (XBetza) BvRsW2</extracomment>
        <translation>Wagensoldat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Side Soldier</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-knight”, “side-soldier”; moves (XBetza) WsRfW2, sRfW2bW</extracomment>
        <translation>Seitsoldat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vertical Soldier</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-iron-general”, “vertical-soldier”; moves (XBetza) WfRsW2, fRsW2bW</extracomment>
        <translation>Senkrechtsoldat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dog</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “dog”; moves (XBetza) bFfW, fWbF</extracomment>
        <translation>Hund</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Violent Dragon</source>
        <extracomment>Piece name in “Suzumu Shogi”; piece id “violent-dragon”; moves (XBetza) B3pafpafcRmcRcpR</extracomment>
        <translation>Wilder Drache</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Violent Horse</source>
        <extracomment>Piece name in “Suzumu Shogi”; piece id “violent-horse”; moves (XBetza) R3pafpafcBmcBcpB</extracomment>
        <translation>Wildes Pferd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heavenly Tetrarch</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “heavenly-tetrarch”; moves (XBetza) BvRsW2, jsR3jBjvRcabK</extracomment>
        <translation>Himmlischer Tetrarch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Multi General</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “multi-general”; moves (XBetza) bBfR, fRbB</extracomment>
        <translation>Multigeneral</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Crane King</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “crane-king”; moves (XBetza) K</extracomment>
        <translation>Kranichkönig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cloud Eagle</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “cloud-eagle”, “promoted-owl”; promoted form of “swooping-owl”; moves (XBetza) vRsWbFfF3</extracomment>
        <translation>Wolkenadler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying Falcon</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “flying-falcon”, “promoted-crow”; promoted form of “strutting-crow”; moves (XBetza) BfW</extracomment>
        <translation>Fliegender Falke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swallow&apos;s Wings</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “promoted-goose”, “swallows-wings”; promoted form of “flying-goose”; moves (XBetza) sRvW</extracomment>
        <translation>Schwalbenflügel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Treacherous Fox</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “promoted-rabbit”, “treacherous-fox”; promoted form of “running-rabbit”; moves (XBetza) FvWAvD</extracomment>
        <translation>Heimtückischer Fuchs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running Rabbit</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “running-rabbit”; moves (XBetza) FfRbW</extracomment>
        <translation>Rennender Hase</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Violent Wolf</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “promoted-dog”, “violent-wolf”; promoted form of “blind-dog”; moves (XBetza) WfF</extracomment>
        <translation>Wilder Wolf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Violent Stag</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “promoted-monkey”, “violent-stag”; promoted form of “climbing-monkey”; moves (XBetza) FfW</extracomment>
        <translation>Wilder Hirsch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying Goose</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “flying-goose”; moves (XBetza) vWfF</extracomment>
        <translation>Fliegende Gans</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying Cock</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “flying-cock”; moves (XBetza) sWfF</extracomment>
        <translation>Fliegender Hahn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strutting Crow</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “strutting-crow”; moves (XBetza) fWbF</extracomment>
        <translation>Stolzierende Krähe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swooping Owl</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “swooping-owl”; moves (XBetza) fWbF</extracomment>
        <translation>Herabstoßende Eule</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blind Dog</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “blind-dog”; moves (XBetza) sbWfF</extracomment>
        <translation>Blinder Hund</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Climbing Monkey</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “climbing-monkey”; moves (XBetza) vWfF</extracomment>
        <translation>Kletternder Affe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Liberated Horse</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “liberated-horse”; moves (XBetza) fRbW2</extracomment>
        <translation>Befreites Pferd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Oxcart</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “oxcart”; moves (XBetza) fR</extracomment>
        <translation>Ochsenkarren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sparrow Pawn</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “sparrow-pawn”; moves (XBetza) fW</extracomment>
        <translation>Spatzenbauer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tenacious Falcon</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “tenacious-falcon”; promoted form of “flying-falcon”; moves (XBetza) BvRsW</extracomment>
        <translation>Zäher Falke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gliding Swallow</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “gliding-swallow”; promoted form of “swallows-wings”; moves (XBetza) R</extracomment>
        <translation>Gleitende Schwalbe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bear&apos;s Eyes</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “bears-eyes”; promoted form of “violent-wolf”; moves (XBetza) K</extracomment>
        <translation>Bärenaugen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roaming Boar</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “roaming-boar”; promoted form of “violent-stag”; moves (XBetza) FfsW</extracomment>
        <translation>Streunender Eber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raiding Falcon</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “raiding-falcon”; promoted form of “flying-cock”; moves (XBetza) vRsWfF</extracomment>
        <translation>Plündernder Falke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heavenly Horse</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “heavenly-horse”; promoted form of “liberated-horse”; moves (XBetza) ffNbbN</extracomment>
        <translation>Himmlisches Pferd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plodding Ox</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “plodding-ox”; promoted form of “oxcart”; moves (XBetza) K</extracomment>
        <translation>Trottender Ochse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Golden Bird</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “golden-bird”; promoted form of “sparrow-pawn”; moves (XBetza) WfF</extracomment>
        <translation>Goldvogel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wolf</source>
        <extracomment>Piece name in “Wolf Chess”; piece id “wolf”; moves (XBetza) RN</extracomment>
        <translation>Wolf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fox</source>
        <extracomment>Piece name in “Wolf Chess”; piece id “fox”; moves (XBetza) BN</extracomment>
        <translation>Fuchs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sergeant</source>
        <extracomment>Piece name in “Wolf Chess”; piece id “sergeant”; moves (XBetza) fKifmnD</extracomment>
        <translation>Sergeant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Rook</source>
        <extracomment>Piece name in “Yari Shogi”; piece id “yari-rook”; moves (XBetza) frlR</extracomment>
        <translation>Yari-Turm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Bishop</source>
        <extracomment>Piece name in “Yari Shogi”; piece id “yari-bishop”; moves (XBetza) fFfR</extracomment>
        <translation>Yari-Läufer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Knight</source>
        <extracomment>Piece name in “Yari Shogi”; piece id “yari-knight”; moves (XBetza) fRffN</extracomment>
        <translation>Yari-Springer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Gold</source>
        <extracomment>Piece name in “Yari Shogi”; piece id “promoted-yari-bishop”, “promoted-yari-knight”; promoted form of “yari-bishop”, “yari-knight”; moves (XBetza) WfFbR</extracomment>
        <translation>Yari-Gold</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Silver</source>
        <extracomment>Piece name in “Yari Shogi”; piece id “yari-silver”; promoted form of “pawn”; moves (XBetza) fKbR</extracomment>
        <translation>Yari-Silber</translation>
    </message>
</context>
<context>
    <name>Piece/dobutsu</name>
    <message>
        <location line="-212"/>
        <source>Lion</source>
        <extracomment>Piece name in “Dobutsu Shogi”; piece id “lion”; moves (XBetza) K. A themed piece: the same English name means another piece in the other presets of the shogi family</extracomment>
        <translation>Löwe</translation>
    </message>
</context>
<context>
    <name>Piece/torishogi</name>
    <message>
        <location line="+130"/>
        <source>Phoenix</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “phoenix”; moves (XBetza) K. A themed piece: the same English name means another piece in the other presets of the shogi family</extracomment>
        <translation>Phönix</translation>
    </message>
</context>
<context>
    <name>PieceGallery</name>
    <message>
        <location filename="../app/gui/piecegallery.cpp" line="+36"/>
        <source>Pieces</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>moves</source>
        <extracomment>Move diagram legend: the piece moves to this square when it is empty</extracomment>
        <translation>zieht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>captures</source>
        <extracomment>Move diagram legend: the piece captures an enemy standing on this square</extracomment>
        <translation>schlägt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>jumps a piece</source>
        <extracomment>Move diagram legend: a move that jumps over one piece, like a xiangqi cannon&apos;s</extracomment>
        <translation>überspringt eine Figur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>first move only</source>
        <extracomment>Move diagram legend: a move allowed only while the piece has not moved yet</extracomment>
        <translation>nur beim ersten Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stops here and may go on (the board&apos;s corner marks)</source>
        <extracomment>Move diagram legend: corner marks on a square where a move of several steps (a Lion&apos;s) stops and may go on; the board marks such squares the same way</extracomment>
        <translation>hält hier an und kann weiterziehen (die Eckmarkierungen auf dem Brett)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Legend of the move diagrams</source>
        <translation>Legende der Gangartdiagramme</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>XBetza notation of the moves</source>
        <extracomment>Tooltip of a piece&apos;s movement string in the piece gallery</extracomment>
        <translation>Gangart in XBetza-Notation</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>moves to %1</source>
        <translation>zieht nach %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>captures on %1</source>
        <translation>schlägt auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moves by jumping a piece to %1</source>
        <translation>zieht über eine Figur springend nach %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>captures by jumping a piece on %1</source>
        <translation>schlägt über eine Figur springend auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on its first move also to %1</source>
        <translation>beim ersten Zug auch nach %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stops and may go on from %1</source>
        <translation>hält auf %1 an und kann von dort weiterziehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on %2: %3</source>
        <extracomment>Spoken summary of a move diagram: %1 piece, %2 its square, %3 the list of moves</extracomment>
        <translation>%1 auf %2: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves of the %1</source>
        <translation>Gangart: %1</translation>
    </message>
</context>
<context>
    <name>PieceToolTip</name>
    <message>
        <location filename="../app/gui/piecetooltip.cpp" line="+46"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2, %3)</source>
        <extracomment>Title of a piece&apos;s tool tip: %1 piece name (bold), %2 player (&quot;White&quot;, &quot;Sente&quot;), %3 its letter in FEN (&quot;N&quot;, &quot;+P&quot;)</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2, %3)</translation>
    </message>
</context>
<context>
    <name>PositionCheck</name>
    <message>
        <location filename="game_status_strings.cpp" line="+68"/>
        <source>the first side</source>
        <extracomment>Why a position cannot occur in a game (fb::positionProblemText), shown by the position editor and for a FEN: the players&apos; names when the caller gives none (&quot;The first side has no King.&quot;); the sentence&apos;s first letter is made upper case</extracomment>
        <translation>die erste Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second side</source>
        <translation>die zweite Seite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no %2.</source>
        <extracomment>%1 player (&quot;White&quot;), %2 its royal piece (&quot;king&quot;)</extracomment>
        <translation>%1: %2 fehlt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 × %3 on the board, but a game can have at most %4.</source>
        <extracomment>%1 player, %2 how many, %3 the royal piece, %4 the most a game can have</extracomment>
        <translation>%1: %2 × %3 auf dem Brett, in einer Partie sind höchstens %4 möglich.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is in check, but it is %2&apos;s turn.</source>
        <extracomment>%1 the player in check, %2 the player to move</extracomment>
        <translation>%1 steht im Schach, aber %2 ist am Zug.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s and %2&apos;s royal pieces face each other on an open file.</source>
        <extracomment>%1 and %2 the players (xiangqi&apos;s flying general: the generals see each other)</extracomment>
        <translation>Die Königsfiguren von %1 und %2 stehen sich auf einer offenen Linie gegenüber.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s %2 on %3 could never move again.</source>
        <extracomment>%1 player, %2 piece, %3 square (&quot;White&apos;s pawn on e8 could never move again.&quot;)</extracomment>
        <translation>%2 von %1 auf %3 könnte nie wieder ziehen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 × %3 on file %4, but the rules allow at most %5 (nifu).</source>
        <extracomment>%1 player, %2 how many, %3 piece, %4 file, %5 the most allowed (shogi&apos;s nifu)</extracomment>
        <translation>%1: %2 × %3 auf Linie %4, die Regeln erlauben höchstens %5 (Nifu).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s %2 on %3 stands outside its region &apos;%4&apos;, which it may never leave.</source>
        <extracomment>%1 player, %2 piece, %3 square, %4 the region&apos;s name in the preset (&quot;palace&quot;)</extracomment>
        <translation>%2 von %1 auf %3 steht außerhalb des Bereichs „%4“, den die Figur nie verlassen darf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has %2 in hand, a piece that can never be in hand.</source>
        <extracomment>%1 player, %2 piece (&quot;Sente has king in hand, a piece that can never be in hand.&quot;)</extracomment>
        <translation>%1 hat %2 in der Hand, eine Figur, die nie in die Hand kommen kann.</translation>
    </message>
</context>
<context>
    <name>PositionEditorDialog</name>
    <message>
        <location filename="../app/gui/positioneditordialog.cpp" line="+59"/>
        <source>%1 %2</source>
        <comment>piece</comment>
        <extracomment>A piece of the position editor&apos;s palette: %1 side colour, %2 piece name</extracomment>
        <translation>%2 (%1)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Edit Position</source>
        <extracomment>Title of the position editor dialog</extracomment>
        <translation>Stellung bearbeiten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Board to edit</source>
        <translation>Zu bearbeitendes Brett</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a square to place the chosen piece there; right-click a square to empty it</source>
        <translation>Auf ein Feld klicken, um die gewählte Figur dorthin zu stellen; ein Rechtsklick leert das Feld</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Pieces</source>
        <extracomment>Group of the position editor: the pieces to place on the board</extracomment>
        <translation>Figuren</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Side to move</source>
        <extracomment>Group of the position editor: whose turn it is</extracomment>
        <translation>Seite am Zug</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 to move</source>
        <extracomment>%1 = the player (&quot;White&quot;, &quot;Black&quot;, &quot;Red&quot;...)</extracomment>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pieces in hand</source>
        <extracomment>Group of the position editor: how many pieces of each kind each side holds</extracomment>
        <translation>Figuren in der Hand</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 in %2&apos;s hand</source>
        <extracomment>Accessible name of a hand count: %1 piece name, %2 player (&quot;White&quot;)</extracomment>
        <translation>%1 in der Hand von %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Clear Board</source>
        <extracomment>Position editor: empty the board and the hands</extracomment>
        <translation>Brett &amp;leeren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Position</source>
        <extracomment>Position editor: set up the variant&apos;s start position</extracomment>
        <translation>&amp;Ausgangsstellung</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FEN of the position</source>
        <translation>FEN der Stellung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>C&amp;opy FEN</source>
        <translation>FEN &amp;kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Paste FEN</source>
        <translation>FEN einfü&amp;gen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>FEN error</source>
        <translation>FEN-Fehler</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Problems of the position</source>
        <extracomment>Position editor: the label that says why the position cannot occur in a game</extracomment>
        <translation>Probleme der Stellung</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Allow impossible positions</source>
        <extracomment>Position editor: accept a position that cannot occur in a game (no king, the side not to move in check, a pawn on the last rank ...), as chess problems sometimes do</extracomment>
        <translation>Unmögliche Stellungen &amp;zulassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set up the position even if it cannot occur in a game, as some composed problems do</source>
        <translation>Die Stellung auch dann aufbauen, wenn sie in keiner Partie entstehen kann, wie bei manchen Kompositionen</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Eraser</source>
        <extracomment>Position editor: the tool that empties the squares clicked</extracomment>
        <translation>Radierer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Empty the squares clicked</source>
        <translation>Angeklickte Felder leeren</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>This position cannot be set up: %1</source>
        <extracomment>Position editor: the position breaks a limit of the program (more than 4 kings, too many pieces in hand); %1 = the reason</extracomment>
        <translation>Diese Stellung kann nicht aufgebaut werden: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This position cannot occur in a game, so OK is refused (tick &quot;Allow impossible positions&quot; to set it up all the same):</source>
        <extracomment>Position editor: followed by the reasons, one per line</extracomment>
        <translation>Diese Stellung kann in keiner Partie entstehen, daher ist OK gesperrt („Unmögliche Stellungen zulassen“ ankreuzen, um sie trotzdem aufzubauen):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This position cannot occur in a game:</source>
        <extracomment>Position editor, &quot;Allow impossible positions&quot; ticked: followed by the reasons</extracomment>
        <translation>Diese Stellung kann in keiner Partie entstehen:</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../app/gui/preferencesdialog.cpp" line="+55"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Light squares</source>
        <extracomment>Colour of the light squares of checkered (chess-like) boards</extracomment>
        <translation>Helle Felder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark squares</source>
        <translation>Dunkle Felder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light squares:</source>
        <translation>&amp;Helle Felder:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark squares:</source>
        <translation>&amp;Dunkle Felder:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;coordinates</source>
        <translation>&amp;Koordinaten anzeigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Turn the board to the side to move (hotseat)</source>
        <extracomment>Hotseat: both players share one screen; the board turns after every move</extracomment>
        <translation>&amp;Brett zur Seite am Zug drehen (Hotseat)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animate moves</source>
        <extracomment>Pieces slide to their new squares instead of jumping there</extracomment>
        <translation>Züge &amp;animieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pieces</source>
        <extracomment>Group of the Preferences dialog where the look of the pieces is chosen</extracomment>
        <translation>Figuren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Shogi:</source>
        <translation>&amp;Shogi:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Xiangqi and janggi:</source>
        <extracomment>Piece set used for xiangqi and janggi (Korean chess)</extracomment>
        <translation>&amp;Xiangqi und Janggi:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Western chess:</source>
        <translation>&amp;Westliches Schach:</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Move notation</source>
        <extracomment>Group of the Preferences dialog where the move notation of each game family is chosen</extracomment>
        <translation>Zugnotation</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>C&amp;hess:</source>
        <extracomment>Game family in the notation chooser: chess and its Western variants</extracomment>
        <translation>S&amp;chach:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sh&amp;ogi:</source>
        <extracomment>Game family in the notation chooser: shogi and its variants (Chu Shogi ...)</extracomment>
        <translation>Sh&amp;ogi:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>X&amp;iangqi:</source>
        <extracomment>Game family in the notation chooser: xiangqi (Chinese chess)</extracomment>
        <translation>X&amp;iangqi:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Janggi:</source>
        <extracomment>Game family in the notation chooser: janggi (Korean chess)</extracomment>
        <translation>&amp;Janggi:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Chess pieces as &amp;figurines (♘f3)</source>
        <extracomment>Chess moves written with piece figures (♘f3) instead of letters (Nf3)</extracomment>
        <translation>Schachfiguren als &amp;Figurinen (♘f3)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Interface</source>
        <extracomment>Group of the Preferences dialog where the language of menus and messages is chosen</extracomment>
        <translation>Oberfläche</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System default</source>
        <extracomment>The interface language follows the system&apos;s language settings (LANGUAGE, LANG)</extracomment>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A new language takes effect when Fairyboard restarts.</source>
        <extracomment>The interface language is read when the program starts</extracomment>
        <translation>Eine neue Sprache wird nach einem Neustart von Fairyboard wirksam.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language:</source>
        <translation>S&amp;prache:</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Preview of %1</source>
        <extracomment>Spoken description of the preview of a piece set: %1 = its name</extracomment>
        <translation>Vorschau von %1</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <location filename="preset_strings.cpp" line="-954"/>
        <source>Three-Check</source>
        <extracomment>Name of a variant (preset id “3check”, family “chess”)</extracomment>
        <translation>Dreischach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which the player who gives check for the third time wins; checkmate wins as usual. FEN counts the checks each side still has to give (3+3).</source>
        <extracomment>Description of the variant “Three-Check” (preset id “3check”), shown in the New Game dialog</extracomment>
        <translation>Schach, bei dem gewinnt, wer zum dritten Mal Schach bietet; Matt gewinnt wie üblich. Die FEN zählt die Schachgebote, die jede Seite noch geben muss (3+3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three-check Crazyhouse</source>
        <extracomment>Name of a variant (preset id “3checkhouse”, family “chess”)</extracomment>
        <translation>Dreischach-Crazyhouse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crazyhouse in which a player who gives check for the third time wins; drops are as in Crazyhouse, and checks by drops count.</source>
        <extracomment>Description of the variant “Three-check Crazyhouse” (preset id “3checkhouse”), shown in the New Game dialog</extracomment>
        <translation>Crazyhouse, bei dem gewinnt, wer zum dritten Mal Schach bietet; das Einsetzen ist wie im Crazyhouse, und Schachgebote durch Einsetzen zählen mit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Five-Check</source>
        <extracomment>Name of a variant (preset id “5check”, family “chess”)</extracomment>
        <translation>Fünfschach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which the player who gives check for the fifth time wins; checkmate wins as usual. FEN counts the checks each side still has to give (5+5).</source>
        <extracomment>Description of the variant “Five-Check” (preset id “5check”), shown in the New Game dialog</extracomment>
        <translation>Schach, bei dem gewinnt, wer zum fünften Mal Schach bietet; Matt gewinnt wie üblich. Die FEN zählt die Schachgebote, die jede Seite noch geben muss (5+5).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Active Chess</source>
        <extracomment>Name of a variant (preset id “active”, family “chess”)</extracomment>
        <translation>Active Chess</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 9 x 8 board with a second queen for each side in the right-hand corner; castling puts the king on c or g as in chess, and is entered as the king moving onto its rook.</source>
        <extracomment>Description of the variant “Active Chess” (preset id “active”), shown in the New Game dialog</extracomment>
        <translation>Schach auf einem 9 × 8-Brett mit einer zweiten Dame je Seite in der rechten Ecke; die Rochade bringt den König wie im Schach auf c oder g und wird eingegeben, indem der König auf seinen Turm zieht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advanced Pawn Chess</source>
        <extracomment>Name of a variant (preset id “advancedpawn”, family “chess”)</extracomment>
        <translation>Schach mit vorgerückten Bauern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with every pawn starting one rank further up, on the third rank (sixth for Black), and no pawn double step; castling as in chess.</source>
        <extracomment>Description of the variant “Advanced Pawn Chess” (preset id “advancedpawn”), shown in the New Game dialog</extracomment>
        <translation>Schach, in dem jeder Bauer eine Reihe weiter vorn beginnt, auf der dritten Reihe (Schwarz auf der sechsten), ohne Doppelschritt der Bauern; Rochade wie im Schach.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ai-Wok</source>
        <extracomment>Name of a variant (preset id “ai-wok”, family “chess”)</extracomment>
        <translation>Ai-Wok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Makruk whose met is replaced by the ai-wok, which moves as a rook, a knight or a ferz; pawns promote to ai-wok on the sixth rank. Makruk&apos;s counting rules.</source>
        <extracomment>Description of the variant “Ai-Wok” (preset id “ai-wok”), shown in the New Game dialog</extracomment>
        <translation>Makruk, in dem der Met durch den Ai-Wok ersetzt ist, der wie ein Turm, ein Springer oder ein Fers zieht; Bauern werden auf der sechsten Reihe zum Ai-Wok. Zählregeln des Makruk.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Almost Chess</source>
        <extracomment>Name of a variant (preset id “almost”, family “chess”)</extracomment>
        <translation>Almost Chess</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ralph Betza&apos;s chess with a chancellor (rook + knight) in place of the queen.</source>
        <extracomment>Description of the variant “Almost Chess” (preset id “almost”), shown in the New Game dialog</extracomment>
        <translation>Ralph Betzas Schach mit einem Kanzler (Turm + Springer) anstelle der Dame.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Amazon Chess</source>
        <extracomment>Name of a variant (preset id “amazon”, family “chess”)</extracomment>
        <translation>Amazonenschach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose queen is an amazon: it moves as a queen or as a knight; pawns promote to amazon, rook, bishop or knight.</source>
        <extracomment>Description of the variant “Amazon Chess” (preset id “amazon”), shown in the New Game dialog</extracomment>
        <translation>Schach, in dem die Dame eine Amazone ist: Sie zieht wie eine Dame oder wie ein Springer; Bauern werden in Amazone, Turm, Läufer oder Springer umgewandelt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game of the Amazons</source>
        <extracomment>Name of a variant (preset id “amazons”, family “chess”)</extracomment>
        <translation>Amazonenspiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Walter Zamkauskas&apos;s game (1988) on a 10 x 10 board: each player has four amazons that move like chess queens but never capture. After moving, the amazon shoots an arrow from where it landed, again like a queen, onto an empty square; the arrow stays there for the rest of the game, and nothing may pass over it. A player who cannot move loses.</source>
        <extracomment>Description of the variant “Game of the Amazons” (preset id “amazons”), shown in the New Game dialog</extracomment>
        <translation>Das Spiel von Walter Zamkauskas (1988) auf einem 10 × 10-Brett: Jeder Spieler hat vier Amazonen, die wie Damen im Schach ziehen, aber nie schlagen. Nach ihrem Zug schießt die Amazone von ihrem Zielfeld aus, ebenfalls wie eine Dame, einen Pfeil auf ein leeres Feld; der Pfeil bleibt dort bis zum Ende der Partie, und nichts darf über ihn hinwegziehen. Wer nicht ziehen kann, verliert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Anti-Antichess</source>
        <extracomment>Name of a variant (preset id “antiantichess”, family “chess”)</extracomment>
        <translation>Anti-Antischach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Antichess with the goal reversed: capturing is compulsory and the king may be captured, but a player who loses all pieces or has no move loses. No castling.</source>
        <extracomment>Description of the variant “Anti-Antichess” (preset id “antiantichess”), shown in the New Game dialog</extracomment>
        <translation>Antischach mit umgekehrtem Ziel: Schlagen ist Pflicht und der König kann geschlagen werden, aber wer alle Steine verliert oder keinen Zug hat, verliert. Keine Rochade.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Antichess</source>
        <extracomment>Name of a variant (preset id “antichess”, family “chess”)</extracomment>
        <translation>Antischach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losing chess: capturing is compulsory, the king is an ordinary piece that may be captured and promoted to, and a player who loses all pieces or has no move wins. No castling.</source>
        <extracomment>Description of the variant “Antichess” (preset id “antichess”), shown in the New Game dialog</extracomment>
        <translation>Räuberschach: Schlagen ist Pflicht, der König ist ein gewöhnlicher Stein, der geschlagen und in den umgewandelt werden kann, und wer alle Steine verliert oder keinen Zug hat, gewinnt. Keine Rochade.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ASEAN Chess</source>
        <extracomment>Name of a variant (preset id “asean”, family “chess”)</extracomment>
        <translation>ASEAN-Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ASEAN federation&apos;s common form of makruk, sittuyin and ouk chatrang: khon (silver general) and met (ferz) on the chess array, pawns on the third rank without double step, promotion on the last rank to rook, knight, khon or met. A side down to its king counts: the other side must mate within 16 moves with a rook, 44 with a khon and a met, 64 with a knight and a met, or the game is drawn.</source>
        <extracomment>Description of the variant “ASEAN Chess” (preset id “asean”), shown in the New Game dialog</extracomment>
        <translation>Die gemeinsame Form von Makruk, Sittuyin und Ouk Chatrang des ASEAN-Verbands: Khon (Silbergeneral) und Met (Fers) in der Schachaufstellung, Bauern auf der dritten Reihe ohne Doppelschritt, Umwandlung auf der letzten Reihe in Turm, Springer, Khon oder Met. Hat eine Seite nur noch ihren König, wird gezählt: Die andere Seite muss mit einem Turm innerhalb von 16 Zügen mattsetzen, mit Khon und Met innerhalb von 44, mit Springer und Met innerhalb von 64, sonst endet die Partie remis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ataxx</source>
        <extracomment>Name of a variant (preset id “ataxx”, family “chess”)</extracomment>
        <translation>Ataxx</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game of blobs on a 7 x 7 board (1990), as Fairy-Stockfish plays it: each player starts with two blobs in opposite corners. A blob either clones itself onto an empty square next to it (a new blob appears there, dropped from an endless supply) or jumps two squares away onto an empty square (leaving its own square). After either, every enemy blob next to the square it arrived on turns to the mover&apos;s colour. A player who cannot move passes; when neither can, the player with more blobs on the board wins.</source>
        <extracomment>Description of the variant “Ataxx” (preset id “ataxx”), shown in the New Game dialog</extracomment>
        <translation>Ein Spiel mit Blobs auf einem 7 × 7-Brett (1990), wie Fairy-Stockfish es spielt: Jeder Spieler beginnt mit zwei Blobs in gegenüberliegenden Ecken. Ein Blob klont sich entweder auf ein leeres Nachbarfeld (dort erscheint ein neuer Blob, eingesetzt aus einem unerschöpflichen Vorrat) oder springt zwei Felder weit auf ein leeres Feld (und verlässt dabei sein eigenes Feld). In beiden Fällen nimmt jeder gegnerische Blob neben dem Ankunftsfeld die Farbe des Ziehenden an. Wer nicht ziehen kann, passt; kann keiner von beiden ziehen, gewinnt, wer mehr Blobs auf dem Brett hat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Atomar Chess</source>
        <extracomment>Name of a variant (preset id “atomar”, family “chess”)</extracomment>
        <translation>Atomar-Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Atomic chess without check in which the kings are immune to explosions: a capture explodes the capturing piece and every piece but a pawn or a king around the capture square, and a king may capture (and survives its own explosion). A king may not capture the other king; a player whose king is captured loses.</source>
        <extracomment>Description of the variant “Atomar Chess” (preset id “atomar”), shown in the New Game dialog</extracomment>
        <translation>Atomschach ohne Schachgebot, in dem die Könige gegen Explosionen gefeit sind: Ein Schlagzug sprengt die schlagende Figur und jede Figur außer Bauern und Königen rund um das Schlagfeld, und ein König darf schlagen (und überlebt seine eigene Explosion). Ein König darf den anderen König nicht schlagen; wessen König geschlagen wird, der verliert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Atomic Chess</source>
        <extracomment>Name of a variant (preset id “atomic”, family “chess”)</extracomment>
        <translation>Atomschach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which every capture is an explosion: the capturing piece and every piece but a pawn on the eight squares around the capture square leave the board with the captured piece. A player whose king explodes loses, so a king never captures, and no capture may explode one&apos;s own king; one that explodes the enemy king wins at once, even if one&apos;s own king stands in check. Kings that touch give no check. Castling, en passant and promotion as in chess (the rules of lichess and Fairy-Stockfish).</source>
        <extracomment>Description of the variant “Atomic Chess” (preset id “atomic”), shown in the New Game dialog</extracomment>
        <translation>Schach, in dem jeder Schlagzug eine Explosion ist: Die schlagende Figur und jede Figur außer Bauern auf den acht Feldern rund um das Schlagfeld verlassen zusammen mit der geschlagenen Figur das Brett. Wessen König explodiert, der verliert; daher schlägt ein König nie, und kein Schlagzug darf den eigenen König sprengen. Ein Schlagzug, der den gegnerischen König sprengt, gewinnt sofort, selbst wenn der eigene König im Schach steht. Könige, die einander berühren, geben kein Schach. Rochade, en passant und Umwandlung wie im Schach (die Regeln von lichess und Fairy-Stockfish).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Berolina Chess</source>
        <extracomment>Name of a variant (preset id “berolina”, family “chess”)</extracomment>
        <translation>Berolina-Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with Berolina pawns: they move one square diagonally forward (two from their start square) and capture one square straight forward, en passant too.</source>
        <extracomment>Description of the variant “Berolina Chess” (preset id “berolina”), shown in the New Game dialog</extracomment>
        <translation>Schach mit Berolina-Bauern: Sie ziehen ein Feld diagonal vorwärts (von ihrem Ausgangsfeld aus zwei) und schlagen ein Feld geradeaus vorwärts, auch en passant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Breakthrough</source>
        <extracomment>Name of a variant (preset id “breakthrough”, family “chess”)</extracomment>
        <translation>Breakthrough</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dan Troyka&apos;s race game (2000) on a chess board: two rows of stones a side; a stone steps forward, straight or diagonally, onto an empty square and captures only diagonally forward. The first stone to reach the far rank wins, and so does capturing every enemy stone.</source>
        <extracomment>Description of the variant “Breakthrough” (preset id “breakthrough”), shown in the New Game dialog</extracomment>
        <translation>Dan Troykas Wettlaufspiel (2000) auf einem Schachbrett: zwei Reihen Steine je Seite; ein Stein zieht einen Schritt vorwärts, gerade oder diagonal, auf ein leeres Feld und schlägt nur diagonal vorwärts. Wer zuerst einen Stein auf die letzte Reihe bringt, gewinnt, ebenso wer alle gegnerischen Steine schlägt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cambodian Chess (Ouk Chatrang)</source>
        <extracomment>Name of a variant (preset id “cambodian”, family “chess”)</extracomment>
        <translation>Kambodschanisches Schach (Ouk Chatrang)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Makruk in which the king and the met have a first move: the king may leap like a knight to the rank in front of it (not capturing, not out of check, and no more once an enemy rook has moved onto its file or rank), the met may jump two squares straight forward (not capturing).</source>
        <extracomment>Description of the variant “Cambodian Chess (Ouk Chatrang)” (preset id “cambodian”), shown in the New Game dialog</extracomment>
        <translation>Makruk, in dem König und Met einen besonderen ersten Zug haben: Der König darf wie ein Springer auf die Reihe vor ihm springen (ohne zu schlagen, nicht zum Abwehren eines Schachs und nicht mehr, sobald ein gegnerischer Turm auf seine Linie oder Reihe gezogen ist), der Met darf zwei Felder geradeaus vorwärts springen (ohne zu schlagen).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capablanca Chess</source>
        <extracomment>Name of a variant (preset id “capablanca”, family “chess”)</extracomment>
        <translation>Capablanca-Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 10 x 8 board with the archbishop (bishop + knight) and the chancellor (rook + knight).</source>
        <extracomment>Description of the variant “Capablanca Chess” (preset id “capablanca”), shown in the New Game dialog</extracomment>
        <translation>Schach auf einem 10 × 8-Brett mit Erzbischof (Läufer + Springer) und Kanzler (Turm + Springer).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capahouse</source>
        <extracomment>Name of a variant (preset id “capahouse”, family “chess”)</extracomment>
        <translation>Capahouse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capablanca Chess with Crazyhouse&apos;s drops: captured pieces change sides and may be dropped back on an empty square instead of a move; a promoted pawn goes back to the hand as a pawn.</source>
        <extracomment>Description of the variant “Capahouse” (preset id “capahouse”), shown in the New Game dialog</extracomment>
        <translation>Capablanca-Schach mit dem Einsetzen aus Crazyhouse: Geschlagene Figuren wechseln die Seite und dürfen statt eines Zuges auf ein leeres Feld eingesetzt werden; ein umgewandelter Bauer kommt als Bauer in die Hand zurück.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture Chess</source>
        <extracomment>Name of a variant (preset id “capture”, family “chess”)</extracomment>
        <translation>Schlagschach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which capturing is compulsory: when a capture is possible, a capture must be made (getting out of check comes first); checkmate wins as usual.</source>
        <extracomment>Description of the variant “Capture Chess” (preset id “capture”), shown in the New Game dialog</extracomment>
        <translation>Schach mit Schlagpflicht: Ist ein Schlagzug möglich, muss geschlagen werden (das Abwehren eines Schachs geht vor); Matt gewinnt wie üblich.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture-all Chess</source>
        <extracomment>Name of a variant (preset id “captureall”, family “chess”)</extracomment>
        <translation>Alles-Schlagen-Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess without check: the king is an ordinary piece, and a side that has lost all its pieces loses.</source>
        <extracomment>Description of the variant “Capture-all Chess” (preset id “captureall”), shown in the New Game dialog</extracomment>
        <translation>Schach ohne Schachgebote: Der König ist eine gewöhnliche Figur, und wer alle seine Figuren verloren hat, verliert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Centaur Chess</source>
        <extracomment>Name of a variant (preset id “centaur”, family “chess”)</extracomment>
        <translation>Zentaurenschach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Royal Court: 10 x 8 chess with two centaurs (king + knight) beside the rooks; the king castles to the c- or the i-file.</source>
        <extracomment>Description of the variant “Centaur Chess” (preset id “centaur”), shown in the New Game dialog</extracomment>
        <translation>Royal Court: 10 × 8-Schach mit zwei Zentauren (König + Springer) neben den Türmen; der König rochiert auf die c- oder die i-Linie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chancellor Chess</source>
        <extracomment>Name of a variant (preset id “chancellor”, family “chess”)</extracomment>
        <translation>Kanzlerschach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ben Foster&apos;s 9 x 9 chess with a chancellor (rook + knight) beside the king; pawns promote on the last rank, also to a chancellor.</source>
        <extracomment>Description of the variant “Chancellor Chess” (preset id “chancellor”), shown in the New Game dialog</extracomment>
        <translation>Ben Fosters 9 × 9-Schach mit einem Kanzler (Turm + Springer) neben dem König; Bauern werden auf der letzten Reihe umgewandelt, auch in einen Kanzler.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkmateless Chess</source>
        <extracomment>Name of a variant (preset id “checkmateless”, family “chess”)</extracomment>
        <translation>Schach ohne Matt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which giving check is not allowed: a side left without a legal move loses.</source>
        <extracomment>Description of the variant “Checkmateless Chess” (preset id “checkmateless”), shown in the New Game dialog</extracomment>
        <translation>Schach, in dem Schachbieten nicht erlaubt ist: Wer keinen legalen Zug mehr hat, verliert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess</source>
        <extracomment>Name of a variant (preset id “chess”, family “chess”)</extracomment>
        <translation>Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orthodox chess (FIDE rules): castling, en passant, promotion to queen, rook, bishop or knight.</source>
        <extracomment>Description of the variant “Chess” (preset id “chess”), shown in the New Game dialog</extracomment>
        <translation>Klassisches Schach (FIDE-Regeln): Rochade, en passant, Umwandlung in Dame, Turm, Läufer oder Springer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess960</source>
        <extracomment>Name of a variant (preset id “chess960”, family “chess”)</extracomment>
        <translation>Schach960</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fischer Random Chess: the pieces of the back rank start in one of 960 arrangements; castling puts king and rook on their usual squares.</source>
        <extracomment>Description of the variant “Chess960” (preset id “chess960”), shown in the New Game dialog</extracomment>
        <translation>Fischer-Random-Schach: Die Figuren der Grundreihe beginnen in einer von 960 Aufstellungen; nach der Rochade stehen König und Turm auf ihren üblichen Feldern.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chessgi</source>
        <extracomment>Name of a variant (preset id “chessgi”, family “chess”)</extracomment>
        <translation>Chessgi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crazyhouse as loop chess: promoted pieces keep their rank when captured, and pawns may also be dropped on their own first rank.</source>
        <extracomment>Description of the variant “Chessgi” (preset id “chessgi”), shown in the New Game dialog</extracomment>
        <translation>Crazyhouse als Loop-Schach: Umgewandelte Figuren behalten beim Schlagen ihren Rang, und Bauern dürfen auch auf der eigenen ersten Reihe eingesetzt werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess vs Hoppel-Poppel</source>
        <extracomment>Name of a variant (preset id “chessvshp”, family “chess”)</extracomment>
        <translation>Schach gegen Hoppel-Poppel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unequal armies: White plays the chess army, Black the Hoppel-Poppel army, whose knights capture as bishops and whose bishops capture as knights; pawns of both sides may promote to any of these pieces.</source>
        <extracomment>Description of the variant “Chess vs Hoppel-Poppel” (preset id “chessvshp”), shown in the New Game dialog</extracomment>
        <translation>Ungleiche Heere: Weiß spielt mit dem Schachheer, Schwarz mit dem Hoppel-Poppel-Heer, dessen Springer wie Läufer und dessen Läufer wie Springer schlagen; die Bauern beider Seiten dürfen in jede dieser Figuren umgewandelt werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chigorin Chess</source>
        <extracomment>Name of a variant (preset id “chigorin”, family “chess”)</extracomment>
        <translation>Tschigorin-Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ralph Betza&apos;s chess of knights against bishops, after Mikhail Chigorin&apos;s preference for knights: White has four knights and a chancellor (rook + knight), Black four bishops and a queen. White&apos;s pawns promote to a chancellor, rook or knight, Black&apos;s to a queen, rook or bishop.</source>
        <extracomment>Description of the variant “Chigorin Chess” (preset id “chigorin”), shown in the New Game dialog</extracomment>
        <translation>Ralph Betzas Schach der Springer gegen die Läufer, nach Michail Tschigorins Vorliebe für Springer: Weiß hat vier Springer und einen Kanzler (Turm + Springer), Schwarz vier Läufer und eine Dame. Die weißen Bauern werden in einen Kanzler, Turm oder Springer umgewandelt, die schwarzen in eine Dame, einen Turm oder einen Läufer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chu Shogi</source>
        <extracomment>Name of a variant (preset id “chushogi”, family “shogi”)</extracomment>
        <translation>Chu Shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Middle shogi on 12 x 12 squares with 46 pieces a side and no drops. The Lion moves twice in a turn, capturing on both steps or without moving (igui); the Horned Falcon and Soaring Eagle have lion power along some lines. Losing the King (and Crown Prince) loses the game; there is no check rule.</source>
        <extracomment>Description of the variant “Chu Shogi” (preset id “chushogi”), shown in the New Game dialog</extracomment>
        <translation>Mittleres Shogi auf 12 × 12 Feldern mit 46 Steinen je Seite und ohne Einsetzen. Der Löwe zieht zweimal pro Zug und kann bei beiden Schritten schlagen oder schlagen, ohne sich zu bewegen (Igui); Gehörnter Falke und Schwebender Adler haben auf einigen Linien Löwenkraft. Wer den König (und den Kronprinzen) verliert, verliert die Partie; es gibt keine Schachregel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+88"/>
        <source>Standard rules (HaChu)</source>
        <extracomment>Name of the default rules of the variant “Chu Shogi” (New Game dialog, window title)
----------
Name of the default rules of the variant “Dai Shogi” (New Game dialog, window title)</extracomment>
        <translation>Standardregeln (HaChu)</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+4"/>
        <source>Promotion on entering the zone or by a capture touching it; Lion trading without the Okazaki amendment.</source>
        <extracomment>One-line description of the default rules of the variant “Chu Shogi” (New Game dialog)
----------
One-line description of the rule profile “hachu” of the variant “Chu Shogi” (New Game dialog)</extracomment>
        <translation>Promotion beim Betreten der Zone oder durch ein Schlagen, das sie berührt; Löwentausch ohne die Okazaki-Ergänzung.</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+88"/>
        <location line="+398"/>
        <location line="+56"/>
        <source>HaChu</source>
        <extracomment>Name of the rule profile “hachu” of the variant “Chu Shogi” (New Game dialog, window title)
----------
Name of the rule profile “hachu” of the variant “Dai Shogi” (New Game dialog, window title)
----------
Name of the default rules of the variant “Tenjiku Shogi” (New Game dialog, window title)
----------
Name of the rule profile “hachu” of the variant “Wa Shogi” (New Game dialog, window title)</extracomment>
        <translation>HaChu</translation>
    </message>
    <message>
        <location line="-538"/>
        <source>Lishogi</source>
        <extracomment>Name of the rule profile “lishogi” of the variant “Chu Shogi” (New Game dialog, window title)</extracomment>
        <translation>Lishogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every Lion, Falcon and Eagle path is its own move; a Pawn or Lance may promote on the last rank.</source>
        <extracomment>One-line description of the rule profile “lishogi” of the variant “Chu Shogi” (New Game dialog)</extracomment>
        <translation>Jeder Weg von Löwe, Falke und Adler ist ein eigener Zug; Bauer und Lanze dürfen auf der letzten Reihe promovieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Japanese Chu Shogi Association</source>
        <extracomment>Name of the rule profile “association” of the variant “Chu Shogi” (New Game dialog, window title)</extracomment>
        <translation>Japanischer Chu-Shogi-Verband</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu&apos;s promotions, the Okazaki amendment, and a bare King loses unless its next move saves it.</source>
        <extracomment>One-line description of the rule profile “association” of the variant “Chu Shogi” (New Game dialog)</extracomment>
        <translation>Promotion wie bei HaChu, die Okazaki-Ergänzung, und ein blanker König verliert, es sei denn, sein nächster Zug rettet ihn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wikipedia</source>
        <extracomment>Name of the rule profile “wikipedia” of the variant “Chu Shogi” (New Game dialog, window title)</extracomment>
        <translation>Wikipedia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A piece in the zone may promote without capturing, except right after it declined a promotion.</source>
        <extracomment>One-line description of the rule profile “wikipedia” of the variant “Chu Shogi” (New Game dialog)</extracomment>
        <translation>Ein Stein in der Zone darf auch ohne zu schlagen promovieren, außer direkt nach einem Verzicht auf die Promotion.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Middle Shogi Manual</source>
        <extracomment>Name of the rule profile “msm” of the variant “Chu Shogi” (New Game dialog, window title)</extracomment>
        <translation>Middle Shogi Manual</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A piece in the zone may promote without capturing unless its own last move declined a promotion.</source>
        <extracomment>One-line description of the rule profile “msm” of the variant “Chu Shogi” (New Game dialog)</extracomment>
        <translation>Ein Stein in der Zone darf auch ohne zu schlagen promovieren, außer wenn er bei seinem eigenen letzten Zug auf die Promotion verzichtet hat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Okazaki amendment</source>
        <extracomment>Name of the rule profile “okazaki” of the variant “Chu Shogi” (New Game dialog, window title)</extracomment>
        <translation>Okazaki-Ergänzung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Lion may be taken right after a Lion trade if it is not protected.</source>
        <extracomment>One-line description of the rule profile “okazaki” of the variant “Chu Shogi” (New Game dialog)</extracomment>
        <translation>Ein Löwe darf direkt nach einem Löwentausch geschlagen werden, wenn er nicht gedeckt ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu&apos;s rules, the default: promotion on entering the zone or by a capture touching it, lion trading rules without the Okazaki amendment.</source>
        <extracomment>What the rule profile “hachu” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Die Regeln von HaChu, die Voreinstellung: Promotion beim Betreten der Zone oder durch ein Schlagen, das sie berührt; Löwentauschregeln ohne die Okazaki-Ergänzung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules lishogi plays: every lion, falcon and eagle path (start, middle, end) is its own move; a pawn or lance may promote on reaching the last rank.</source>
        <extracomment>What the rule profile “lishogi” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Die Regeln von lishogi: Jeder Weg von Löwe, Falke und Adler (Start, Mitte, Ziel) ist ein eigener Zug; Bauer und Lanze dürfen beim Erreichen der letzten Reihe promovieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules of the Japanese Chu Shogi association: HaChu&apos;s promotions, the Okazaki amendment to lion trading, and a bare king loses unless its next move bares the other side or takes its last royal.</source>
        <extracomment>What the rule profile “association” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Die Regeln des japanischen Chu-Shogi-Verbands: Promotion wie bei HaChu, die Okazaki-Ergänzung der Löwentauschregeln, und ein blanker König verliert, es sei denn, sein nächster Zug lässt auch dem Gegner nur noch den blanken König oder schlägt dessen letzten königlichen Stein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu&apos;s rules with the English Wikipedia&apos;s promotion rule: a piece in the zone may promote without capturing, except on the turn right after it declined a promotion.</source>
        <extracomment>What the rule profile “wikipedia” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Die Regeln von HaChu mit der Promotionsregel der englischen Wikipedia: Ein Stein in der Zone darf auch ohne zu schlagen promovieren, außer im Zug direkt nach einem Verzicht auf die Promotion.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu&apos;s rules with the Middle Shogi Manual&apos;s promotion rule: a piece in the zone may promote without capturing unless its own last move declined a promotion.</source>
        <extracomment>What the rule profile “msm” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Die Regeln von HaChu mit der Promotionsregel des Middle Shogi Manual: Ein Stein in der Zone darf auch ohne zu schlagen promovieren, außer wenn er bei seinem eigenen letzten Zug auf die Promotion verzichtet hat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu&apos;s rules with the Okazaki amendment: a Lion may be taken right after a Lion trade if it is not protected.</source>
        <extracomment>What the rule profile “okazaki” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Die Regeln von HaChu mit der Okazaki-Ergänzung: Ein Löwe darf direkt nach einem Löwentausch geschlagen werden, wenn er nicht gedeckt ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clobber</source>
        <extracomment>Name of a variant (preset id “clobber”, family “chess”)</extracomment>
        <translation>Clobber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game of stones (Albert, Grossman, Nowakowski and Wolfe, 2001): a stone moves only by capturing an enemy stone next to it, forward, back or sideways; the player who cannot move loses.</source>
        <extracomment>Description of the variant “Clobber” (preset id “clobber”), shown in the New Game dialog</extracomment>
        <translation>Ein Spiel mit Steinen (Albert, Grossman, Nowakowski und Wolfe, 2001): Ein Stein zieht nur, indem er einen benachbarten gegnerischen Stein vor, hinter oder neben sich schlägt; wer nicht mehr ziehen kann, verliert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clobber 10 x 10</source>
        <extracomment>Name of a variant (preset id “clobber10”, family “chess”)</extracomment>
        <translation>Clobber 10 × 10</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clobber on a 10 x 10 board, the size of the Computer Olympiad&apos;s tournaments: a stone moves only by capturing an enemy stone next to it, forward, back or sideways; the player who cannot move loses.</source>
        <extracomment>Description of the variant “Clobber 10 x 10” (preset id “clobber10”), shown in the New Game dialog</extracomment>
        <translation>Clobber auf einem 10 × 10-Brett, der Größe der Turniere der Computer-Olympiade: Ein Stein zieht nur, indem er einen benachbarten gegnerischen Stein vor, hinter oder neben sich schlägt; wer nicht mehr ziehen kann, verliert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Codrus</source>
        <extracomment>Name of a variant (preset id “codrus”, family “chess”)</extracomment>
        <translation>Codrus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losing chess in which the player who loses the king wins: capturing is compulsory and the king may be captured; stalemate also wins. Pawns do not promote to kings.</source>
        <extracomment>Description of the variant “Codrus” (preset id “codrus”), shown in the New Game dialog</extracomment>
        <translation>Räuberschach, bei dem gewinnt, wer seinen König verliert: Schlagen ist Pflicht und der König kann geschlagen werden; auch Patt gewinnt. Bauern werden nicht in Könige umgewandelt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coffeehouse</source>
        <extracomment>Name of a variant (preset id “coffeehouse”, family “chess”)</extracomment>
        <translation>Coffeehouse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crazyhouse in which capturing is compulsory: when a capture is possible, a capture must be made (getting out of check comes first); drops are as in Crazyhouse.</source>
        <extracomment>Description of the variant “Coffeehouse” (preset id “coffeehouse”), shown in the New Game dialog</extracomment>
        <translation>Crazyhouse mit Schlagpflicht: Ist ein Schlagzug möglich, muss geschlagen werden (das Abwehren eines Schachs geht vor); das Einsetzen ist wie im Crazyhouse.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coffee Race</source>
        <extracomment>Name of a variant (preset id “coffeerace”, family “chess”)</extracomment>
        <translation>Coffee Race</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Racing Kings in which capturing is compulsory: when a capture is possible, a capture must be made; the first king to reach the eighth rank wins as in Racing Kings.</source>
        <extracomment>Description of the variant “Coffee Race” (preset id “coffeerace”), shown in the New Game dialog</extracomment>
        <translation>Racing Kings mit Schlagpflicht: Ist ein Schlagzug möglich, muss geschlagen werden; wie in Racing Kings gewinnt, wessen König als Erster die achte Reihe erreicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coregal Chess</source>
        <extracomment>Name of a variant (preset id “coregal”, family “chess”)</extracomment>
        <translation>Coregal-Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which the queens are royal as well as the king: a side may leave none of its royals attacked, and mating a queen wins as mating the king does. Pawns still promote to queens, which are royal too (a side may have nine); the king alone castles.</source>
        <extracomment>Description of the variant “Coregal Chess” (preset id “coregal”), shown in the New Game dialog</extracomment>
        <translation>Schach, in dem neben dem König auch die Damen königlich sind: Keine Seite darf eine ihrer königlichen Figuren angegriffen stehen lassen, und wer eine Dame mattsetzt, gewinnt ebenso wie mit einem Matt des Königs. Bauern werden weiterhin in Damen umgewandelt, die ebenfalls königlich sind (eine Seite kann neun haben); nur der König rochiert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Corner Chess</source>
        <extracomment>Name of a variant (preset id “corner”, family “chess”)</extracomment>
        <translation>Eckenschach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with each side&apos;s pieces split between two corners (king and queen in opposite corners): pawns move one square diagonally forward and capture one square straight forward, promoting on the far rank; no double step, no castling.</source>
        <extracomment>Description of the variant “Corner Chess” (preset id “corner”), shown in the New Game dialog</extracomment>
        <translation>Schach, in dem die Figuren jeder Seite auf zwei Ecken verteilt sind (König und Dame in gegenüberliegenden Ecken): Bauern ziehen ein Feld diagonal vorwärts, schlagen ein Feld geradeaus vorwärts und werden auf der letzten Reihe umgewandelt; kein Doppelschritt, keine Rochade.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Corner Rook Chess</source>
        <extracomment>Name of a variant (preset id “cornerrook”, family “chess”)</extracomment>
        <translation>Eckturmschach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with the rooks alone on the corner squares, the other pieces one rank up and the pawns on the third rank: no pawn double step, no castling.</source>
        <extracomment>Description of the variant “Corner Rook Chess” (preset id “cornerrook”), shown in the New Game dialog</extracomment>
        <translation>Schach, in dem die Türme allein auf den Eckfeldern stehen, die übrigen Figuren eine Reihe weiter vorn und die Bauern auf der dritten Reihe: kein Doppelschritt der Bauern, keine Rochade.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Corridor Chess</source>
        <extracomment>Name of a variant (preset id “corridor”, family “chess”)</extracomment>
        <translation>Korridorschach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with a narrower setup: the bishops stand in front of the rooks&apos; and knights&apos; rank and the pawns start on the third rank with the outer files empty; pawns have no double step, there is no castling.</source>
        <extracomment>Description of the variant “Corridor Chess” (preset id “corridor”), shown in the New Game dialog</extracomment>
        <translation>Schach mit einer schmaleren Aufstellung: Die Läufer stehen vor der Reihe der Türme und Springer, und die Bauern beginnen auf der dritten Reihe, wobei die äußeren Linien leer bleiben; Bauern haben keinen Doppelschritt, es gibt keine Rochade.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Courier Chess</source>
        <extracomment>Name of a variant (preset id “courier”, family “chess”)</extracomment>
        <translation>Kurierschach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The medieval German chess on 12 x 8: besides the shatranj pieces, the courier (a bishop), the man (a non-royal king) and the schleich (a wazir). Pawns promote to ferz; baring the king or stalemating wins.</source>
        <extracomment>Description of the variant “Courier Chess” (preset id “courier”), shown in the New Game dialog</extracomment>
        <translation>Das mittelalterliche deutsche Schach auf 12 × 8 Feldern: Neben den Figuren des Shatranj gibt es den Kurier (ein Läufer), den Mann (ein nicht königlicher König) und den Schleich (ein Wesir). Bauern werden zum Fers; wer den gegnerischen König entblößt oder patt setzt, gewinnt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crazyhouse</source>
        <extracomment>Name of a variant (preset id “crazyhouse”, family “chess”)</extracomment>
        <translation>Crazyhouse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which captured pieces change sides and may be dropped back on an empty square instead of a move; a promoted pawn goes back to the hand as a pawn.</source>
        <extracomment>Description of the variant “Crazyhouse” (preset id “crazyhouse”), shown in the New Game dialog</extracomment>
        <translation>Schach, in dem geschlagene Figuren die Seite wechseln und statt eines Zuges auf ein leeres Feld eingesetzt werden dürfen; ein umgewandelter Bauer kommt als Bauer in die Hand zurück.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dai Shogi</source>
        <extracomment>Name of a variant (preset id “daishogi”, family “shogi”)</extracomment>
        <translation>Dai Shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Great shogi on 15 x 15 squares with 65 pieces a side and no drops: Chu Shogi&apos;s pieces with the Violent Ox, Flying Dragon, Evil Wolf, Angry Boar, Cat Sword, Iron and Stone Generals and Knights, which all promote to Gold Generals. Pieces promote in the far five ranks. Losing the King (and Crown Prince) loses the game; there is no check rule.</source>
        <extracomment>Description of the variant “Dai Shogi” (preset id “daishogi”), shown in the New Game dialog</extracomment>
        <translation>Großes Shogi auf 15 × 15 Feldern mit 65 Steinen je Seite und ohne Einsetzen: die Steine des Chu Shogi, dazu Wilder Ochse, Fliegender Drache, Böser Wolf, Wütender Eber, Katzenschwert, Eisen- und Steingeneral sowie Springer, die alle zum Goldgeneral promovieren. Steine promovieren in den fünf hintersten Reihen. Wer den König (und den Kronprinzen) verliert, verliert die Partie; es gibt keine Schachregel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chu Shogi&apos;s rules without its Lion-trading rules: promotion on entering the zone or by a capture touching it, optional; royal capture without a check rule.</source>
        <extracomment>One-line description of the default rules of the variant “Dai Shogi” (New Game dialog)</extracomment>
        <translation>Die Regeln des Chu Shogi ohne seine Löwentauschregeln: freiwillige Promotion beim Betreten der Zone oder durch ein Schlagen, das sie berührt; Sieg durch Schlagen des Königs ohne Schachregel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Promotion on entering the five-rank zone or by a capture touching it; any Lion may take any Lion. Certain: the board, the setup, every piece&apos;s move and promotion (the modern sources and HaChu agree). Chosen: Chu Shogi&apos;s promotion, repetition and royal-capture rules, and no Lion-trading rules, as HaChu plays.</source>
        <extracomment>One-line description of the rule profile “hachu” of the variant “Dai Shogi” (New Game dialog)</extracomment>
        <translation>Promotion beim Betreten der fünfreihigen Zone oder durch ein Schlagen, das sie berührt; jeder Löwe darf jeden Löwen schlagen. Gesichert: das Brett, die Aufstellung, Gangart und Promotion jedes Steins (die modernen Quellen und HaChu stimmen überein). Gewählt: die Promotions-, Wiederholungs- und Königsschlagregeln des Chu Shogi und keine Löwentauschregeln, so wie HaChu spielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu 0.21&apos;s dai, the default: the setup and moves of the English Wikipedia and the Chess Variant Pages; Chu Shogi&apos;s rules (promotion on entering the zone or by a capture starting or ending in it, royal capture, fourfold repetition) without the Lion-trading rules, which HaChu does not apply in Dai (a Lion takes a protected Lion two squares away); a piece inside the zone may move or capture to where it has no further move (a Knight to the last two ranks, a Pawn to the last), as HaChu accepts. The oracle test compares HaChu with this profile.</source>
        <extracomment>What the rule profile “hachu” of the variant “Dai Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>dai von HaChu 0.21, die Voreinstellung: Aufstellung und Gangarten nach der englischen Wikipedia und den Chess Variant Pages; die Regeln des Chu Shogi (Promotion beim Betreten der Zone oder durch ein Schlagen, das in ihr beginnt oder endet, Sieg durch Schlagen des Königs, vierfache Stellungswiederholung) ohne die Löwentauschregeln, die HaChu im Dai Shogi nicht anwendet (ein Löwe schlägt einen gedeckten Löwen in zwei Feldern Entfernung); ein Stein in der Zone darf dorthin ziehen oder schlagen, wo er keinen weiteren Zug mehr hat (ein Springer auf die letzten beiden Reihen, ein Bauer auf die letzte), wie HaChu es zulässt. Der Oracle-Test vergleicht HaChu mit diesem Regelprofil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Diagonal Chess</source>
        <extracomment>Name of a variant (preset id “diagonal”, family “chess”)</extracomment>
        <translation>Diagonalschach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with the armies set up along the long diagonal, kings in the a1 and h8 corners: pawns move one square diagonally towards the enemy corner, capture one square straight forward or sideways towards it, and promote on the enemy&apos;s two edges.</source>
        <extracomment>Description of the variant “Diagonal Chess” (preset id “diagonal”), shown in the New Game dialog</extracomment>
        <translation>Schach mit den Armeen entlang der langen Diagonale, die Könige in den Ecken a1 und h8: Bauern ziehen ein Feld diagonal auf die gegnerische Ecke zu, schlagen ein Feld geradeaus nach vorn oder seitwärts in ihre Richtung und werden an den beiden Rändern des Gegners umgewandelt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Diamond Chess</source>
        <extracomment>Name of a variant (preset id “diamond”, family “chess”)</extracomment>
        <translation>Diamantschach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with the board turned 45 degrees: the armies start in opposite corners, pawns move one square diagonally towards the enemy corner and capture one square straight forward or sideways towards it, and promote on the enemy&apos;s two edges.</source>
        <extracomment>Description of the variant “Diamond Chess” (preset id “diamond”), shown in the New Game dialog</extracomment>
        <translation>Schach auf einem um 45 Grad gedrehten Brett: Die Armeen beginnen in gegenüberliegenden Ecken, Bauern ziehen ein Feld diagonal auf die gegnerische Ecke zu, schlagen ein Feld geradeaus nach vorn oder seitwärts in ihre Richtung und werden an den beiden Rändern des Gegners umgewandelt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Diana Chess</source>
        <extracomment>Name of a variant (preset id “diana”, family “chess”)</extracomment>
        <translation>Diana-Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 6 x 6 board with bishops but no queen: no pawn double step, no en passant; pawns promote to rook, bishop or knight, and castling puts the king on b or e (entered as the king moving onto its rook).</source>
        <extracomment>Description of the variant “Diana Chess” (preset id “diana”), shown in the New Game dialog</extracomment>
        <translation>Schach auf einem 6 × 6-Brett mit Läufern, aber ohne Dame: kein Doppelschritt der Bauern, kein en passant; Bauern werden in Turm, Läufer oder Springer umgewandelt, und die Rochade bringt den König auf b oder e (eingegeben, indem der König auf seinen Turm zieht).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dobutsu Shogi</source>
        <extracomment>Name of a variant (preset id “dobutsu”, family “shogi”)</extracomment>
        <translation>Dobutsu Shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Madoka Kitao&apos;s shogi for children on 3 x 4 squares: lion, giraffe, elephant and chick, which becomes a hen on the far rank. A lion that reaches the far rank and survives wins.</source>
        <extracomment>Description of the variant “Dobutsu Shogi” (preset id “dobutsu”), shown in the New Game dialog</extracomment>
        <translation>Madoka Kitaos Shogi für Kinder auf 3 × 4 Feldern: Löwe, Giraffe, Elefant und Küken, das auf der letzten Reihe zur Henne wird. Ein Löwe, der die letzte Reihe erreicht und dort überlebt, gewinnt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double Army Chess</source>
        <extracomment>Name of a variant (preset id “doublearmy”, family “chess”)</extracomment>
        <translation>Doppelheer-Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on the usual board with two armies a side, the second one in front of the first; the second army&apos;s king is a commoner that moves like a king but is not royal.</source>
        <extracomment>Description of the variant “Double Army Chess” (preset id “doublearmy”), shown in the New Game dialog</extracomment>
        <translation>Schach auf dem üblichen Brett mit zwei Heeren je Seite, das zweite vor dem ersten; der König des zweiten Heeres ist ein Mann, der wie ein König zieht, aber nicht königlich ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duck Chess</source>
        <extracomment>Name of a variant (preset id “duck”, family “chess”)</extracomment>
        <translation>Entenschach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with a duck (duckchess.com): after moving a piece, a player must move the duck, which belongs to no one, to any other empty square; in the first move it enters the board. Nothing may move onto, over or capture the duck. There is no check: a king may move into or stay in an attack, and a player whose king is captured loses. A player who has no move wins. Castling, en passant and promotion as in chess (the rules of Fairy-Stockfish).</source>
        <extracomment>Description of the variant “Duck Chess” (preset id “duck”), shown in the New Game dialog</extracomment>
        <translation>Schach mit einer Ente (duckchess.com): Nach dem Zug einer Figur muss der Spieler die Ente, die niemandem gehört, auf ein beliebiges anderes leeres Feld ziehen; beim ersten Zug kommt sie aufs Brett. Nichts darf auf die Ente ziehen, über sie hinwegziehen oder sie schlagen. Es gibt kein Schach: Ein König darf in einen Angriff ziehen oder in ihm stehen bleiben, und wer seinen König verliert, verliert die Partie. Wer keinen Zug hat, gewinnt. Rochade, En passant und Umwandlung wie im Schach (die Regeln von Fairy-Stockfish).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Elimination Chess</source>
        <extracomment>Name of a variant (preset id “elimination”, family “chess”)</extracomment>
        <translation>Eliminationsschach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losing chess turned round: capturing is compulsory and there is no check, but a player reduced to a single piece, or left without a move, loses.</source>
        <extracomment>Description of the variant “Elimination Chess” (preset id “elimination”), shown in the New Game dialog</extracomment>
        <translation>Umgekehrtes Räuberschach: Schlagen ist Pflicht und es gibt kein Schach, aber wer nur noch einen einzigen Stein hat oder keinen Zug mehr hat, verliert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embassy Chess</source>
        <extracomment>Name of a variant (preset id “embassy”, family “chess”)</extracomment>
        <translation>Embassy Chess</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kevin Hill&apos;s Capablanca Chess array with the king on the e-file: it castles three squares, to the b- or the h-file.</source>
        <extracomment>Description of the variant “Embassy Chess” (preset id “embassy”), shown in the New Game dialog</extracomment>
        <translation>Kevin Hills Aufstellung für Capablanca-Schach mit dem König auf der e-Linie: Er rochiert drei Felder weit, auf die b- oder die h-Linie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EuroShogi</source>
        <extracomment>Name of a variant (preset id “euroshogi”, family “shogi”)</extracomment>
        <translation>EuroShogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vincent Trinh&apos;s 8 x 8 shogi: the knight also steps sideways, and every promotion is compulsory.</source>
        <extracomment>Description of the variant “EuroShogi” (preset id “euroshogi”), shown in the New Game dialog</extracomment>
        <translation>Das 8 × 8-Shogi von Vincent Trinh: Der Springer zieht auch seitwärts, und jede Promotion ist Pflicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extinction Chess</source>
        <extracomment>Name of a variant (preset id “extinction”, family “chess”)</extracomment>
        <translation>Aussterbeschach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R. Wayne Schmittberger&apos;s chess in which a player who loses all pieces of one kind (the king, the queen, both rooks, both bishops, both knights or all pawns) loses. There is no check; pawns may also promote to a king.</source>
        <extracomment>Description of the variant “Extinction Chess” (preset id “extinction”), shown in the New Game dialog</extracomment>
        <translation>Schach von R. Wayne Schmittberger, bei dem verliert, wer alle Steine einer Art verliert (den König, die Dame, beide Türme, beide Läufer, beide Springer oder alle Bauern). Es gibt kein Schach; Bauern können auch in einen König umgewandelt werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flipello</source>
        <extracomment>Name of a variant (preset id “flipello”, family “chess”)</extracomment>
        <translation>Flipello</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Othello, the modern reversi, as Fairy-Stockfish plays it: the board starts with two discs a side crossed in the centre. A player drops a disc from the hand on an empty square so that it encloses, in a straight line in any of the eight directions, one or more enemy discs between it and a disc of the player&apos;s; every disc it encloses so turns to the player&apos;s colour. A drop that encloses nothing is not allowed, and a player who has no such drop passes. When neither player can drop, the player with more discs on the board wins.</source>
        <extracomment>Description of the variant “Flipello” (preset id “flipello”), shown in the New Game dialog</extracomment>
        <translation>Othello, das moderne Reversi, wie Fairy-Stockfish es spielt: Zu Beginn liegen in der Mitte des Bretts je Seite zwei Steine über Kreuz. Ein Spieler setzt einen Stein aus der Hand so auf ein leeres Feld, dass er in gerader Linie in einer der acht Richtungen einen oder mehrere gegnerische Steine zwischen sich und einem eigenen Stein einschließt; jeder so eingeschlossene Stein nimmt die Farbe des Spielers an. Ein Einsetzen, das nichts einschließt, ist nicht erlaubt, und wer kein solches Einsetzen hat, passt. Kann keiner der Spieler mehr einsetzen, gewinnt, wer mehr Steine auf dem Brett hat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flipello 10x10</source>
        <extracomment>Name of a variant (preset id “flipello10”, family “chess”)</extracomment>
        <translation>Flipello 10x10</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Othello on a 10 x 10 board, a size played mostly by computers: the same rules as Flipello, with the four starting discs in the centre (e5, f5, e6, f6). A drop must enclose enemy discs in a line, which turn; a player without such a drop passes; when neither can drop, more discs win.</source>
        <extracomment>Description of the variant “Flipello 10x10” (preset id “flipello10”), shown in the New Game dialog</extracomment>
        <translation>Othello auf einem 10 × 10-Brett, einer Größe, die vor allem Computer spielen: dieselben Regeln wie bei Flipello, mit den vier Anfangssteinen in der Mitte (e5, f5, e6, f6). Ein Einsetzen muss gegnerische Steine in einer Linie einschließen, die dann umgedreht werden; wer kein solches Einsetzen hat, passt; kann keiner mehr einsetzen, gewinnt, wer mehr Steine hat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flipersi</source>
        <extracomment>Name of a variant (preset id “flipersi”, family “chess”)</extracomment>
        <translation>Flipersi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reversi in its older form, as Fairy-Stockfish plays it: the board starts empty and the first four discs go on the four centre squares (d4, e4, d5, e5), anywhere among them. From then on a disc dropped from the hand must enclose, in a straight line, one or more enemy discs between it and a disc of the player&apos;s, and every disc it encloses turns. A player who cannot drop does not pass: the game ends there, and the player with more discs on the board wins.</source>
        <extracomment>Description of the variant “Flipersi” (preset id “flipersi”), shown in the New Game dialog</extracomment>
        <translation>Reversi in seiner älteren Form, wie Fairy-Stockfish es spielt: Das Brett ist zu Beginn leer, und die ersten vier Steine kommen auf die vier Mittelfelder (d4, e4, d5, e5), beliebig verteilt. Danach muss ein aus der Hand eingesetzter Stein in gerader Linie einen oder mehrere gegnerische Steine zwischen sich und einem eigenen Stein einschließen, und jeder eingeschlossene Stein wird umgedreht. Wer nicht einsetzen kann, passt nicht: Die Partie endet dann, und es gewinnt, wer mehr Steine auf dem Brett hat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gardner&apos;s Minichess</source>
        <extracomment>Name of a variant (preset id “gardner”, family “chess”)</extracomment>
        <translation>Gardners Minischach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 5 x 5 board with one of each piece and five pawns, as Martin Gardner published it in 1969: no pawn double step, no castling, no en passant; pawns promote on the far rank.</source>
        <extracomment>Description of the variant “Gardner&apos;s Minichess” (preset id “gardner”), shown in the New Game dialog</extracomment>
        <translation>Schach auf einem 5 × 5-Brett mit je einer Figur jeder Art und fünf Bauern, wie Martin Gardner es 1969 veröffentlichte: kein Doppelschritt der Bauern, keine Rochade, kein en passant; Bauern werden auf der letzten Reihe umgewandelt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gemini Chess</source>
        <extracomment>Name of a variant (preset id “gemini”, family “chess”)</extracomment>
        <translation>Gemini-Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 10 x 8 board with two archbishops (bishop + knight) a side between the bishops and the royal pair; castling puts the king on c or i.</source>
        <extracomment>Description of the variant “Gemini Chess” (preset id “gemini”), shown in the New Game dialog</extracomment>
        <translation>Schach auf einem 10 × 8-Brett mit zwei Erzbischöfen (Läufer + Springer) je Seite zwischen den Läufern und dem Königspaar; die Rochade bringt den König auf c oder i.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Giveaway</source>
        <extracomment>Name of a variant (preset id “giveaway”, family “chess”)</extracomment>
        <translation>Giveaway</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losing chess with castling: capturing is compulsory, the king is an ordinary piece, and a player who loses all pieces or has no move wins.</source>
        <extracomment>Description of the variant “Giveaway” (preset id “giveaway”), shown in the New Game dialog</extracomment>
        <translation>Räuberschach mit Rochade: Schlagen ist Pflicht, der König ist ein gewöhnlicher Stein, und wer alle Steine verliert oder keinen Zug hat, gewinnt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goro Goro Shogi</source>
        <extracomment>Name of a variant (preset id “gorogoro”, family “shogi”)</extracomment>
        <translation>Goro Goro Shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shogi for beginners on a 5 x 6 board with kings, golds, silvers and three pawns a side; pieces promote in the far two ranks, drops as in shogi.</source>
        <extracomment>Description of the variant “Goro Goro Shogi” (preset id “gorogoro”), shown in the New Game dialog</extracomment>
        <translation>Shogi für Anfänger auf einem 5 × 6-Brett mit König, Gold- und Silbergenerälen und drei Bauern je Seite; Steine promovieren in den zwei hintersten Reihen, Einsetzen wie im Shogi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goro Goro Shogi Plus</source>
        <extracomment>Name of a variant (preset id “gorogoroplus”, family “shogi”)</extracomment>
        <translation>Goro Goro Shogi Plus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goro Goro Shogi with a knight and a lance in each player&apos;s hand at the start: a 5 x 6 board with kings, golds, silvers and three pawns a side; pieces promote in the far two ranks, drops as in shogi.</source>
        <extracomment>Description of the variant “Goro Goro Shogi Plus” (preset id “gorogoroplus”), shown in the New Game dialog</extracomment>
        <translation>Goro Goro Shogi, bei dem jeder Spieler zu Beginn einen Springer und eine Lanze in der Hand hat: ein 5 × 6-Brett mit König, Gold- und Silbergenerälen und drei Bauern je Seite; Steine promovieren in den zwei hintersten Reihen, Einsetzen wie im Shogi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gothhouse</source>
        <extracomment>Name of a variant (preset id “gothhouse”, family “chess”)</extracomment>
        <translation>Gothhouse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gothic Chess with Crazyhouse&apos;s drops: captured pieces change sides and may be dropped back on an empty square instead of a move; a promoted pawn goes back to the hand as a pawn.</source>
        <extracomment>Description of the variant “Gothhouse” (preset id “gothhouse”), shown in the New Game dialog</extracomment>
        <translation>Gothic Chess mit dem Einsetzen aus Crazyhouse: Geschlagene Figuren wechseln die Seite und dürfen statt eines Zuges auf ein leeres Feld eingesetzt werden; ein umgewandelter Bauer kommt als Bauer in die Hand zurück.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gothic Chess</source>
        <extracomment>Name of a variant (preset id “gothic”, family “chess”)</extracomment>
        <translation>Gothic Chess</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ed Trice&apos;s Capablanca Chess with another array: the chancellor beside the queen and the archbishop beside the king.</source>
        <extracomment>Description of the variant “Gothic Chess” (preset id “gothic”), shown in the New Game dialog</extracomment>
        <translation>Ed Trices Capablanca-Schach mit einer anderen Aufstellung: der Kanzler neben der Dame und der Erzbischof neben dem König.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grand Chess</source>
        <extracomment>Name of a variant (preset id “grand”, family “chess”)</extracomment>
        <translation>Grand Chess</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Christian Freeling&apos;s 10 x 10 chess with marshal (rook + knight) and cardinal (bishop + knight); pawns promote on the 8th and 9th ranks optionally, on the 10th necessarily, only to a piece already lost.</source>
        <extracomment>Description of the variant “Grand Chess” (preset id “grand”), shown in the New Game dialog</extracomment>
        <translation>Christian Freelings 10 × 10-Schach mit Marschall (Turm + Springer) und Kardinal (Läufer + Springer); Bauern können auf der 8. und 9. Reihe umgewandelt werden und müssen es auf der 10., aber nur in eine bereits verlorene Figur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grasshopper Chess</source>
        <extracomment>Name of a variant (preset id “grasshopper”, family “chess”)</extracomment>
        <translation>Grashüpferschach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with a row of grasshoppers behind the pawns: a grasshopper moves along queen lines over one piece and lands on the square just beyond it. Pawns have no double step.</source>
        <extracomment>Description of the variant “Grasshopper Chess” (preset id “grasshopper”), shown in the New Game dialog</extracomment>
        <translation>Schach mit einer Reihe Grashüpfer hinter den Bauern: Ein Grashüpfer zieht auf Damenlinien über eine Figur und landet auf dem Feld direkt dahinter. Bauern haben keinen Doppelschritt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gustav III&apos;s Chess</source>
        <extracomment>Name of a variant (preset id “gustav3”, family “chess”)</extracomment>
        <translation>Schach Gustavs III.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 10 x 8 board with an amazon (queen + knight) in each corner, after the chess of King Gustav III of Sweden; the a- and j-files are cut away between the back ranks, so the amazons leave their corners along the back rank or diagonally. Pawns promote to amazon, queen, rook, bishop or knight. The king castles with the rooks on b and i to the d- or h-file.</source>
        <extracomment>Description of the variant “Gustav III&apos;s Chess” (preset id “gustav3”), shown in the New Game dialog</extracomment>
        <translation>Schach auf einem 10 × 8-Brett mit einer Amazone (Dame + Springer) in jeder Ecke, nach dem Schach König Gustavs III. von Schweden; die a- und die j-Linie sind zwischen den Grundreihen weggeschnitten, sodass die Amazonen ihre Ecken entlang der Grundreihe oder diagonal verlassen. Bauern werden in Amazone, Dame, Turm, Läufer oder Springer umgewandelt. Der König rochiert mit den Türmen auf b und i auf die d- oder h-Linie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hoppel-Poppel</source>
        <extracomment>Name of a variant (preset id “hoppelpoppel”, family “chess”)</extracomment>
        <translation>Hoppel-Poppel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>German chess variant: the knight moves as a knight but captures as a bishop, and the bishop moves as a bishop but captures as a knight.</source>
        <extracomment>Description of the variant “Hoppel-Poppel” (preset id “hoppelpoppel”), shown in the New Game dialog</extracomment>
        <translation>Deutsche Schachvariante: Der Springer zieht wie ein Springer, schlägt aber wie ein Läufer, und der Läufer zieht wie ein Läufer, schlägt aber wie ein Springer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Horde</source>
        <extracomment>Name of a variant (preset id “horde”, family “chess”)</extracomment>
        <translation>Horde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White&apos;s 36 pawns and no king against Black&apos;s army: White wins by checkmate, Black by capturing every white piece. White&apos;s pawns on the first rank may also step two squares.</source>
        <extracomment>Description of the variant “Horde” (preset id “horde”), shown in the New Game dialog</extracomment>
        <translation>Die 36 Bauern von Weiß ohne König gegen das Heer von Schwarz: Weiß gewinnt durch Matt, Schwarz, indem es jeden weißen Stein schlägt. Die weißen Bauern auf der ersten Reihe dürfen ebenfalls zwei Felder ziehen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ninth-century Indian Chess</source>
        <extracomment>Name of a variant (preset id “indian9”, family “chess”)</extracomment>
        <translation>Indisches Schach des 9. Jahrhunderts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shatranj as it was said to be played in ninth-century India: a dabbaba leaping two squares straight stands in the corners, the ferz beside the king, the rooks on c and f; a stalemated player wins, and baring the king loses.</source>
        <extracomment>Description of the variant “Ninth-century Indian Chess” (preset id “indian9”), shown in the New Game dialog</extracomment>
        <translation>Shatranj, wie es im Indien des 9. Jahrhunderts gespielt worden sein soll: In den Ecken steht ein Dabbaba, der zwei Felder geradeaus springt, der Fers neben dem König, die Türme auf c und f; wer pattgesetzt wird, gewinnt, und wer nur noch den blanken König hat, verliert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Indian Great Chess</source>
        <extracomment>Name of a variant (preset id “indiangreat”, family “chess”)</extracomment>
        <translation>Großes indisches Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A historical Indian chess on a 10 x 10 board with the chess pieces plus an archbishop (vizier: bishop + knight), a chancellor (general: rook + knight) and an amazon (giraffe: queen + knight); pawns step one square and promote only to a queen; no castling.</source>
        <extracomment>Description of the variant “Indian Great Chess” (preset id “indiangreat”), shown in the New Game dialog</extracomment>
        <translation>Ein historisches indisches Schach auf einem 10 × 10-Brett mit den Schachfiguren und zusätzlich einem Erzbischof (Wesir: Läufer + Springer), einem Kanzler (General: Turm + Springer) und einer Amazone (Giraffe: Dame + Springer); Bauern ziehen ein Feld und werden nur in eine Dame umgewandelt; keine Rochade.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi</source>
        <extracomment>Name of a variant (preset id “janggi”, family “janggi”)</extracomment>
        <translation>Janggi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Korean chess: generals and guards stay in the palace and move along its lines, cannons jump over one piece but never over or onto another cannon, elephants make a long lame leap; a turn may be passed, and generals facing each other (bikjang) end the game.</source>
        <extracomment>Description of the variant “Janggi” (preset id “janggi”), shown in the New Game dialog</extracomment>
        <translation>Koreanisches Schach: General und Leibwächter bleiben im Palast und ziehen entlang seiner Linien, Kanonen springen über eine Figur, aber nie über oder auf eine andere Kanone, Elefanten machen einen langen, blockierbaren Sprung; man darf passen, und Generäle, die sich gegenüberstehen (Bikjang), beenden die Partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi (casual rules)</source>
        <extracomment>Name of a variant (preset id “janggicasual”, family “janggi”)</extracomment>
        <translation>Janggi (Freizeitregeln)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi as Fairy-Stockfish&apos;s janggicasual plays it: generals facing each other (bikjang) do not end the game, and no material count decides it; a repeated position is a draw.</source>
        <extracomment>Description of the variant “Janggi (casual rules)” (preset id “janggicasual”), shown in the New Game dialog</extracomment>
        <translation>Janggi, wie janggicasual von Fairy-Stockfish es spielt: Generäle, die sich gegenüberstehen (Bikjang), beenden die Partie nicht, und keine Materialzählung entscheidet sie; eine wiederholte Stellung ist remis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi (modern rules)</source>
        <extracomment>Name of a variant (preset id “janggimodern”, family “janggi”)</extracomment>
        <translation>Janggi (moderne Regeln)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi as Fairy-Stockfish&apos;s janggimodern plays it, after Kakao Janggi: generals facing each other (bikjang) do not end the game, and a position repeated a fourth time is a draw; two passes in a row still end it. The Kakao rules forbid a move that repeats an earlier position instead. The material count that decides Kakao&apos;s drawn games is not modelled.</source>
        <extracomment>Description of the variant “Janggi (modern rules)” (preset id “janggimodern”), shown in the New Game dialog</extracomment>
        <translation>Janggi, wie janggimodern von Fairy-Stockfish es nach dem Vorbild von Kakao Janggi spielt: Generäle, die sich gegenüberstehen (Bikjang), beenden die Partie nicht, und eine zum vierten Mal wiederholte Stellung ist remis; zweimaliges Passen hintereinander beendet die Partie weiterhin. Die Kakao-Regeln verbieten stattdessen einen Zug, der eine frühere Stellung wiederholt. Die Materialzählung, die bei Kakao über unentschiedene Partien entscheidet, ist nicht nachgebildet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fairy-Stockfish</source>
        <extracomment>Name of the default rules of the variant “Janggi (modern rules)” (New Game dialog, window title)</extracomment>
        <translation>Fairy-Stockfish</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A repeated position is allowed; the fourth occurrence is a draw.</source>
        <extracomment>One-line description of the default rules of the variant “Janggi (modern rules)” (New Game dialog)</extracomment>
        <translation>Eine wiederholte Stellung ist erlaubt; bei ihrem vierten Auftreten ist die Partie remis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kakao Janggi</source>
        <extracomment>Name of the rule profile “kakao” of the variant “Janggi (modern rules)” (New Game dialog, window title)</extracomment>
        <translation>Kakao-Janggi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A move that repeats an earlier position (since the last capture or soldier move) is not allowed.</source>
        <extracomment>One-line description of the rule profile “kakao” of the variant “Janggi (modern rules)” (New Game dialog)</extracomment>
        <translation>Ein Zug, der eine frühere Stellung (seit dem letzten Schlagen oder Soldatenzug) wiederholt, ist nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fairy-Stockfish&apos;s moveRepetitionIllegal ends the game against a side that keeps moving a piece back and forth; its perft counts such moves (1,024 at depth 2 includes two passes that repeat the start). This profile forbids the repeating move itself, as Kakao Janggi does.</source>
        <extracomment>What the rule profile “kakao” of the variant “Janggi (modern rules)” changes (tooltip in the New Game dialog)</extracomment>
        <translation>moveRepetitionIllegal von Fairy-Stockfish beendet die Partie zuungunsten einer Seite, die eine Figur immer wieder hin und her zieht; sein Perft zählt solche Züge mit (die 1.024 bei Tiefe 2 enthalten zwei Pässe, die die Ausgangsstellung wiederholen). Dieses Regelprofil verbietet, wie Kakao Janggi, schon den wiederholenden Zug selbst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi (traditional rules)</source>
        <extracomment>Name of a variant (preset id “janggitraditional”, family “janggi”)</extracomment>
        <translation>Janggi (traditionelle Regeln)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi as Fairy-Stockfish&apos;s janggitraditional plays it: generals facing each other (bikjang) end the game in a draw, a repeated position is a draw, and no material count decides the game.</source>
        <extracomment>Description of the variant “Janggi (traditional rules)” (preset id “janggitraditional”), shown in the New Game dialog</extracomment>
        <translation>Janggi, wie janggitraditional von Fairy-Stockfish es spielt: Generäle, die sich gegenüberstehen (Bikjang), beenden die Partie mit einem Remis, eine wiederholte Stellung ist remis, und keine Materialzählung entscheidet die Partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janus Chess</source>
        <extracomment>Name of a variant (preset id “janus”, family “chess”)</extracomment>
        <translation>Janus-Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Werner Schöndorf&apos;s 10 x 8 chess with two janus pieces (bishop + knight) beside the rooks; the king castles to the b- or the i-file.</source>
        <extracomment>Description of the variant “Janus Chess” (preset id “janus”), shown in the New Game dialog</extracomment>
        <translation>Werner Schöndorfs 10 × 8-Schach mit zwei Janus-Figuren (Läufer + Springer) neben den Türmen; der König rochiert auf die b- oder die i-Linie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jeson Mor</source>
        <extracomment>Name of a variant (preset id “jesonmor”, family “chess”)</extracomment>
        <translation>Jeson Mor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mongolian game of nine knights a side on a 9 x 9 board. A knight that reaches the centre square e5 and is still there when its side is to move again wins: the other side has one move to take it. A side without a legal move loses. No other pieces, no check.</source>
        <extracomment>Description of the variant “Jeson Mor” (preset id “jesonmor”), shown in the New Game dialog</extracomment>
        <translation>Mongolisches Spiel mit neun Springern je Seite auf einem 9 × 9-Brett. Ein Springer, der das Mittelfeld e5 erreicht und dort noch steht, wenn seine Seite wieder am Zug ist, gewinnt: Die andere Seite hat einen Zug, um ihn zu schlagen. Eine Seite ohne legalen Zug verliert. Keine anderen Figuren, kein Schach.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judkins Shogi</source>
        <extracomment>Name of a variant (preset id “judkins”, family “shogi”)</extracomment>
        <translation>Judkins Shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shogi on a 6 x 6 board (Paul Judkins, 1998) with one of each piece but the lance and one pawn a side; pieces promote in the far two ranks, drops as in shogi.</source>
        <extracomment>Description of the variant “Judkins Shogi” (preset id “judkins”), shown in the New Game dialog</extracomment>
        <translation>Shogi auf einem 6 × 6-Brett (Paul Judkins, 1998) mit je einem Stein jeder Art außer der Lanze und einem Bauern je Seite; Steine promovieren in den zwei hintersten Reihen, Einsetzen wie im Shogi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kamikaze Rooks</source>
        <extracomment>Name of a variant (preset id “kamikazerooks”, family “chess”)</extracomment>
        <translation>Kamikaze-Türme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which a side that has lost both its rooks wins; checkmate still wins too.</source>
        <extracomment>Description of the variant “Kamikaze Rooks” (preset id “kamikazerooks”), shown in the New Game dialog</extracomment>
        <translation>Schach, in dem gewinnt, wer beide Türme verloren hat; auch Matt gewinnt weiterhin.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kar Ouk</source>
        <extracomment>Name of a variant (preset id “karouk”, family “chess”)</extracomment>
        <translation>Kar Ouk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cambodian chess in which the first check wins.</source>
        <extracomment>Description of the variant “Kar Ouk” (preset id “karouk”), shown in the New Game dialog</extracomment>
        <translation>Kambodschanisches Schach, in dem das erste Schach gewinnt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kinglet</source>
        <extracomment>Name of a variant (preset id “kinglet”, family “chess”)</extracomment>
        <translation>Kinglet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>V. R. Parton&apos;s chess in which a player who loses all pawns loses. The king is an ordinary piece without check, and pawns promote only to kings.</source>
        <extracomment>Description of the variant “Kinglet” (preset id “kinglet”), shown in the New Game dialog</extracomment>
        <translation>Schach von V. R. Parton, bei dem verliert, wer alle Bauern verliert. Der König ist ein gewöhnlicher Stein ohne Schach, und Bauern werden nur in Könige umgewandelt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King of the Hill</source>
        <extracomment>Name of a variant (preset id “kingofthehill”, family “chess”)</extracomment>
        <translation>King of the Hill</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which a king that reaches one of the four centre squares (d4, e4, d5, e5) wins at once; checkmate wins as usual.</source>
        <extracomment>Description of the variant “King of the Hill” (preset id “kingofthehill”), shown in the New Game dialog</extracomment>
        <translation>Schach, bei dem ein König, der eines der vier Zentrumsfelder (d4, e4, d5, e5) erreicht, sofort gewinnt; Matt gewinnt wie üblich.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Knightmate</source>
        <extracomment>Name of a variant (preset id “knightmate”, family “chess”)</extracomment>
        <translation>Knightmate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The royal piece moves as a knight and is checkmated as a king; the knights are replaced by commoners, which move as a king but are not royal.</source>
        <extracomment>Description of the variant “Knightmate” (preset id “knightmate”), shown in the New Game dialog</extracomment>
        <translation>Die königliche Figur zieht wie ein Springer und wird wie ein König mattgesetzt; an die Stelle der Springer treten Männer, die wie ein König ziehen, aber nicht königlich sind.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Koedem</source>
        <extracomment>Name of a variant (preset id “koedem”, family “chess”)</extracomment>
        <translation>Koedem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bughouse with kings that can be captured, played on one board as Fairy-Stockfish plays it: the king is an ordinary piece that may still castle, a king in hand must be dropped before any other move, and captured pieces leave the game (in bughouse they go to the partner&apos;s board). Koedem&apos;s win, a team owning all four kings, cannot happen on one board: a player without a legal move loses, and the 50-move rule and repetition draw.</source>
        <extracomment>Description of the variant “Koedem” (preset id “koedem”), shown in the New Game dialog</extracomment>
        <translation>Tandemschach mit schlagbaren Königen, auf einem Brett gespielt wie in Fairy-Stockfish: Der König ist eine gewöhnliche Figur, die trotzdem rochieren darf, ein König in der Hand muss vor jedem anderen Zug eingesetzt werden, und geschlagene Figuren verlassen das Spiel (im Tandem gehen sie auf das Brett des Partners). Der Sieg im Koedem, dass ein Team alle vier Könige besitzt, ist auf einem Brett unmöglich: Wer keinen legalen Zug hat, verliert, und die 50-Züge-Regel und Stellungswiederholung ergeben Remis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kyoto Shogi</source>
        <extracomment>Name of a variant (preset id “kyotoshogi”, family “shogi”)</extracomment>
        <translation>Kyoto Shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>5 x 5 shogi in which every piece but the king turns over after each of its moves (pawn and rook, silver and bishop, lance and gold, knight and gold) and may be dropped either side up.</source>
        <extracomment>Description of the variant “Kyoto Shogi” (preset id “kyotoshogi”), shown in the New Game dialog</extracomment>
        <translation>Shogi auf 5 × 5 Feldern, in dem jeder Stein außer dem König nach jedem seiner Züge umgedreht wird (Bauer und Turm, Silber und Läufer, Lanze und Gold, Springer und Gold) und mit beliebiger Seite nach oben eingesetzt werden darf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Legan Chess</source>
        <extracomment>Name of a variant (preset id “legan”, family “chess”)</extracomment>
        <translation>Legan-Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L. Legan&apos;s 1913 chess with the armies in opposite corners: pawns move diagonally towards the enemy corner and capture straight forward or sideways towards it; they promote on the enemy&apos;s corner edges.</source>
        <extracomment>Description of the variant “Legan Chess” (preset id “legan”), shown in the New Game dialog</extracomment>
        <translation>L. Legans Schach von 1913 mit den Armeen in gegenüberliegenden Ecken: Bauern ziehen diagonal auf die gegnerische Ecke zu und schlagen geradeaus nach vorn oder seitwärts in ihre Richtung; sie werden an den Rändern der gegnerischen Ecke umgewandelt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loop Chess</source>
        <extracomment>Name of a variant (preset id “loop”, family “chess”)</extracomment>
        <translation>Loop-Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crazyhouse in which a captured promoted piece goes to the hand as the piece it became, not as a pawn.</source>
        <extracomment>Description of the variant “Loop Chess” (preset id “loop”), shown in the New Game dialog</extracomment>
        <translation>Crazyhouse, in dem eine geschlagene umgewandelte Figur als die Figur in die Hand kommt, zu der sie geworden ist, nicht als Bauer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Los Alamos Chess</source>
        <extracomment>Name of a variant (preset id “losalamos”, family “chess”)</extracomment>
        <translation>Los-Alamos-Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 6 x 6 board without bishops, as the MANIAC computer played it in 1956: no pawn double step, no castling, no en passant; pawns promote to queen, rook or knight.</source>
        <extracomment>Description of the variant “Los Alamos Chess” (preset id “losalamos”), shown in the New Game dialog</extracomment>
        <translation>Schach auf einem 6 × 6-Brett ohne Läufer, wie es der Computer MANIAC 1956 spielte: kein Doppelschritt der Bauern, keine Rochade, kein en passant; Bauern werden in Dame, Turm oder Springer umgewandelt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losers</source>
        <extracomment>Name of a variant (preset id “losers”, family “chess”)</extracomment>
        <translation>Losers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losing chess with the check rule: capturing is compulsory, and a player who is checkmated, stalemated or left with the bare king wins.</source>
        <extracomment>Description of the variant “Losers” (preset id “losers”), shown in the New Game dialog</extracomment>
        <translation>Räuberschach mit Schachregel: Schlagen ist Pflicht, und wer mattgesetzt oder pattgesetzt wird oder nur noch den König hat, gewinnt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Maharajah and the Sepoys</source>
        <extracomment>Name of a variant (preset id “maharajah”, family “chess”)</extracomment>
        <translation>Der Maharadscha und die Sepoys</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unequal armies: White has a single maharajah, a royal piece that moves as queen and knight, against Black&apos;s full chess army; White wins by checkmating Black&apos;s king, Black by checkmating the maharajah.</source>
        <extracomment>Description of the variant “Maharajah and the Sepoys” (preset id “maharajah”), shown in the New Game dialog</extracomment>
        <translation>Ungleiche Heere: Weiß hat nur einen Maharadscha, eine königliche Figur, die wie Dame und Springer zieht, gegen das vollständige Schachheer von Schwarz; Weiß gewinnt, indem es den schwarzen König mattsetzt, Schwarz, indem es den Maharadscha mattsetzt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Makpong</source>
        <extracomment>Name of a variant (preset id “makpong”, family “chess”)</extracomment>
        <translation>Makpong</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Makruk played for tie-breaks (&quot;defensive chess&quot;): a king in check may not move away; it may only capture the checking piece, and otherwise the check must be blocked or the checker taken by another piece.</source>
        <extracomment>Description of the variant “Makpong” (preset id “makpong”), shown in the New Game dialog</extracomment>
        <translation>Makruk, wie es im Tiebreak gespielt wird („Verteidigungsschach“): Ein König im Schach darf nicht ausweichen; er darf nur die schachbietende Figur schlagen, ansonsten muss das Schach durch Dazwischenziehen abgewehrt oder die schachbietende Figur von einer anderen Figur geschlagen werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Makruk</source>
        <extracomment>Name of a variant (preset id “makruk”, family “chess”)</extracomment>
        <translation>Makruk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thai chess: the khon (silver general) and the met (ferz); pawns start on the third rank and promote to met on the sixth. No 50-move rule: once no pawn is left, or a side is down to its king, a count runs (the board&apos;s honour, 64 moves; the pieces&apos; honour, from 8 to 64 moves by the stronger side&apos;s pieces, counted from the number of pieces on the board), and the game is drawn when it runs out before mate.</source>
        <extracomment>Description of the variant “Makruk” (preset id “makruk”), shown in the New Game dialog</extracomment>
        <translation>Thailändisches Schach: der Khon (Silbergeneral) und der Met (Fers); Bauern beginnen auf der dritten Reihe und werden auf der sechsten zum Met. Keine 50-Züge-Regel: Sobald kein Bauer mehr übrig ist oder eine Seite nur noch ihren König hat, läuft eine Zählung (die Ehre des Bretts, 64 Züge; die Ehre der Figuren, je nach den Figuren der stärkeren Seite 8 bis 64 Züge, gezählt ab der Anzahl der Figuren auf dem Brett), und die Partie endet remis, wenn sie vor dem Matt abläuft.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Manchu Chess</source>
        <extracomment>Name of a variant (preset id “manchu”, family “xiangqi”)</extracomment>
        <translation>Mandschu-Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yitong, an asymmetric xiangqi: Red has no horses, cannons or second chariot, but a banner that moves as a chariot, a cannon or a horse.</source>
        <extracomment>Description of the variant “Manchu Chess” (preset id “manchu”), shown in the New Game dialog</extracomment>
        <translation>Yitong, ein asymmetrisches Xiangqi: Rot hat weder Pferde noch Kanonen noch einen zweiten Wagen, dafür aber ein Banner, das wie ein Wagen, eine Kanone oder ein Pferd zieht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Micro Shogi</source>
        <extracomment>Name of a variant (preset id “microshogi”, family “shogi”)</extracomment>
        <translation>Micro Shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>4 x 5 shogi in which a piece turns over whenever it captures, and must: pawn and knight, bishop and gold, rook and gold, lance and silver, each way round. Captured pieces are dropped either side up. A side without a legal move loses.</source>
        <extracomment>Description of the variant “Micro Shogi” (preset id “microshogi”), shown in the New Game dialog</extracomment>
        <translation>Shogi auf 4 × 5 Feldern, in dem ein Stein bei jedem Schlagzug umgedreht wird, und zwar zwingend: Bauer und Springer, Läufer und Gold, Turm und Gold, Lanze und Silber, jeweils in beide Richtungen. Geschlagene Steine werden mit beliebiger Seite nach oben eingesetzt. Eine Seite ohne legalen Zug verliert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minishogi</source>
        <extracomment>Name of a variant (preset id “minishogi”, family “shogi”)</extracomment>
        <translation>Minishogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shogi on a 5 x 5 board with one of each piece but the lance and the knight; pieces promote on the far rank.</source>
        <extracomment>Description of the variant “Minishogi” (preset id “minishogi”), shown in the New Game dialog</extracomment>
        <translation>Shogi auf einem 5 × 5-Brett mit je einem Stein jeder Art außer Lanze und Springer; Steine promovieren auf der letzten Reihe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minixiangqi</source>
        <extracomment>Name of a variant (preset id “minixiangqi”, family “xiangqi”)</extracomment>
        <translation>Minixiangqi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Xiangqi on a 7 x 7 board without river, advisors or elephants (Shi Ji Yuan, 1973): generals stay in their 3 x 3 palaces and may not face each other, soldiers move forward or sideways from the start.</source>
        <extracomment>Description of the variant “Minixiangqi” (preset id “minixiangqi”), shown in the New Game dialog</extracomment>
        <translation>Xiangqi auf einem 7 × 7-Brett ohne Fluss, Berater und Elefanten (Shi Ji Yuan, 1973): Die Generäle bleiben in ihren 3 × 3-Palästen und dürfen sich nicht gegenüberstehen, Soldaten ziehen von Anfang an vorwärts oder seitwärts.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misère Chess</source>
        <extracomment>Name of a variant (preset id “misere”, family “chess”)</extracomment>
        <translation>Misère-Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which the aim is to be checkmated: the side that is mated wins; all moves are as in chess.</source>
        <extracomment>Description of the variant “Misère Chess” (preset id “misere”), shown in the New Game dialog</extracomment>
        <translation>Schach, in dem das Ziel ist, mattgesetzt zu werden: Wer mattgesetzt wird, gewinnt; alle Züge sind wie im Schach.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Modern Chess</source>
        <extracomment>Name of a variant (preset id “modern”, family “chess”)</extracomment>
        <translation>Modern Chess</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gabriel Maura&apos;s 9 x 9 chess with a minister (bishop + knight) beside the king; pawns promote on the last rank, also to a minister.</source>
        <extracomment>Description of the variant “Modern Chess” (preset id “modern”), shown in the New Game dialog</extracomment>
        <translation>Gabriel Mauras 9 × 9-Schach mit einem Minister (Läufer + Springer) neben dem König; Bauern werden auf der letzten Reihe umgewandelt, auch in einen Minister.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Zealand Chess</source>
        <extracomment>Name of a variant (preset id “newzealand”, family “chess”)</extracomment>
        <translation>Neuseeland-Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rook moves as a rook but captures as a knight, and the knight moves as a knight but captures as a rook; castling as in chess.</source>
        <extracomment>Description of the variant “New Zealand Chess” (preset id “newzealand”), shown in the New Game dialog</extracomment>
        <translation>Der Turm zieht wie ein Turm, schlägt aber wie ein Springer, und der Springer zieht wie ein Springer, schlägt aber wie ein Turm; Rochade wie im Schach.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nightrider Chess</source>
        <extracomment>Name of a variant (preset id “nightrider”, family “chess”)</extracomment>
        <translation>Nachtreiterschach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose knights are nightriders: they repeat the knight&apos;s leap in a straight line for as long as the squares are empty.</source>
        <extracomment>Description of the variant “Nightrider Chess” (preset id “nightrider”), shown in the New Game dialog</extracomment>
        <translation>Schach, in dem die Springer Nachtreiter sind: Sie wiederholen den Springersprung in gerader Linie, solange die Felder leer sind.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Castling Chess</source>
        <extracomment>Name of a variant (preset id “nocastle”, family “chess”)</extracomment>
        <translation>Schach ohne Rochade</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess without castling, proposed by Vladimir Kramnik in 2019 to take opening theory off the board; every other rule is unchanged.</source>
        <extracomment>Description of the variant “No Castling Chess” (preset id “nocastle”), shown in the New Game dialog</extracomment>
        <translation>Schach ohne Rochade, 2019 von Wladimir Kramnik vorgeschlagen, um die Eröffnungstheorie vom Brett zu nehmen; alle anderen Regeln bleiben unverändert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Atomic Chess without Check</source>
        <extracomment>Name of a variant (preset id “nocheckatomic”, family “chess”)</extracomment>
        <translation>Atomschach ohne Schachgebot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Atomic chess as the Internet Chess Club plays it: every capture explodes the capturing piece and every piece but a pawn around the capture square, and a player whose king is gone loses. There is no check: a king may be left attacked, may capture (and explode) and may castle out of, through or into attack.</source>
        <extracomment>Description of the variant “Atomic Chess without Check” (preset id “nocheckatomic”), shown in the New Game dialog</extracomment>
        <translation>Atomschach, wie es der Internet Chess Club spielt: Jeder Schlagzug sprengt die schlagende Figur und jede Figur außer Bauern rund um das Schlagfeld, und wer keinen König mehr hat, verliert. Es gibt kein Schach: Ein König darf angegriffen stehen bleiben, darf schlagen (und explodieren) und darf aus einem Angriff heraus, durch ihn hindurch oder in ihn hinein rochieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Omicron Chess</source>
        <extracomment>Name of a variant (preset id “omicron”, family “chess”)</extracomment>
        <translation>Omicron-Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Omega chess reduced to a 12 x 10 board (after Evert Glebbeek&apos;s Omicron): a 10 x 8 field with a wizard&apos;s square added beyond each corner, where the wizards (ferz or camel leap) start. Each side also has two champions (wazir, dabbaba or alfil leap). The pieces start on the second rank, the pawns on the third; a pawn may step two squares from the third rank and promotes on reaching the ninth rank to wizard, champion, queen, rook, bishop or knight. The king castles on the second rank, to the e- or i-file.</source>
        <extracomment>Description of the variant “Omicron Chess” (preset id “omicron”), shown in the New Game dialog</extracomment>
        <translation>Omega-Schach, verkleinert auf ein 12 × 10-Brett (nach Evert Glebbeeks Omicron): ein Spielfeld von 10 × 8 Feldern mit einem zusätzlichen Zaubererfeld jenseits jeder Ecke, auf dem die Zauberer (Fers- oder Kamelsprung) beginnen. Jede Seite hat außerdem zwei Champions (Wesir-, Dabbaba- oder Alfilsprung). Die Figuren beginnen auf der zweiten Reihe, die Bauern auf der dritten; ein Bauer darf von der dritten Reihe aus zwei Felder ziehen und wird beim Erreichen der neunten Reihe in Zauberer, Champion, Dame, Turm, Läufer oder Springer umgewandelt. Der König rochiert auf der zweiten Reihe, auf die e- oder i-Linie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opulent Chess</source>
        <extracomment>Name of a variant (preset id “opulent”, family “chess”)</extracomment>
        <translation>Opulent Chess</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Greg Strong&apos;s Grand Chess with more pieces: the knight also steps as a wazir, the wizard leaps as a ferz or a camel, the lion as a ferz, dabbaba or threeleaper. Pawns promote as in Grand Chess, only to a piece already lost.</source>
        <extracomment>Description of the variant “Opulent Chess” (preset id “opulent”), shown in the New Game dialog</extracomment>
        <translation>Greg Strongs Grand Chess mit mehr Figuren: Der Springer zieht zusätzlich wie ein Wesir, der Zauberer springt wie ein Fers oder ein Kamel, der Löwe wie ein Fers, Dabbaba oder Dreierspringer. Bauern werden wie in Grand Chess umgewandelt, nur in eine bereits verlorene Figur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pawn Back</source>
        <extracomment>Name of a variant (preset id “pawnback”, family “chess”)</extracomment>
        <translation>Bauer zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose pawns may also step one square straight back, without capturing and never onto their own first rank (one of the variants Vladimir Kramnik tested with AlphaZero). A pawn on its second rank may step two squares forward, also after it stepped back there, and may then be taken en passant. Pawn moves are reversible, so they do not reset the fifty-move count.</source>
        <extracomment>Description of the variant “Pawn Back” (preset id “pawnback”), shown in the New Game dialog</extracomment>
        <translation>Schach, in dem Bauern auch ein Feld gerade zurückziehen dürfen, ohne zu schlagen und nie auf ihre eigene erste Reihe (eine der Varianten, die Wladimir Kramnik mit AlphaZero erprobte). Ein Bauer auf seiner zweiten Reihe darf zwei Felder vorwärts ziehen, auch nachdem er dorthin zurückgezogen ist, und kann dann en passant geschlagen werden. Bauernzüge sind umkehrbar und setzen daher die Zählung der Fünfzig-Züge-Regel nicht zurück.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pawn Sideways</source>
        <extracomment>Name of a variant (preset id “pawnsideways”, family “chess”)</extracomment>
        <translation>Bauer seitwärts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose pawns may also step one square sideways, without capturing (one of the variants Vladimir Kramnik tested with AlphaZero). A pawn on its second rank may step two squares forward, also after it came back there sideways, and may then be taken en passant.</source>
        <extracomment>Description of the variant “Pawn Sideways” (preset id “pawnsideways”), shown in the New Game dialog</extracomment>
        <translation>Schach, in dem Bauern auch ein Feld seitwärts ziehen dürfen, ohne zu schlagen (eine der Varianten, die Wladimir Kramnik mit AlphaZero erprobte). Ein Bauer auf seiner zweiten Reihe darf zwei Felder vorwärts ziehen, auch nachdem er seitwärts dorthin zurückgekehrt ist, und kann dann en passant geschlagen werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pawn Massacre</source>
        <extracomment>Name of a variant (preset id “pawnsmassacre”, family “chess”)</extracomment>
        <translation>Bauernmassaker</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with each side&apos;s pieces behind the enemy pawns: White&apos;s pieces stand on the eighth rank and Black&apos;s on the first, each in front of pawns that move the usual way; no castling.</source>
        <extracomment>Description of the variant “Pawn Massacre” (preset id “pawnsmassacre”), shown in the New Game dialog</extracomment>
        <translation>Schach, in dem die Figuren jeder Seite hinter den gegnerischen Bauern stehen: Die weißen Figuren stehen auf der achten Reihe, die schwarzen auf der ersten, jeweils vor Bauern, die wie üblich ziehen; keine Rochade.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peasants&apos; Revolt</source>
        <extracomment>Name of a variant (preset id “peasant”, family “chess”)</extracomment>
        <translation>Bauernaufstand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unequal armies: White has a king and eight pawns, Black a king, one pawn and three knights; every other rule is that of chess.</source>
        <extracomment>Description of the variant “Peasants&apos; Revolt” (preset id “peasant”), shown in the New Game dialog</extracomment>
        <translation>Ungleiche Heere: Weiß hat einen König und acht Bauern, Schwarz einen König, einen Bauern und drei Springer; alle übrigen Regeln sind die des Schachs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Perfect Chess</source>
        <extracomment>Name of a variant (preset id “perfect”, family “chess”)</extracomment>
        <translation>Perfect Chess</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with every compound of the bishop, rook and knight: chancellor, archbishop and amazon join the queen; the king may castle with the chancellor as with a rook.</source>
        <extracomment>Description of the variant “Perfect Chess” (preset id “perfect”), shown in the New Game dialog</extracomment>
        <translation>Schach mit allen Kombinationen aus Läufer, Turm und Springer: Kanzler, Erzbischof und Amazone kommen zur Dame hinzu; der König darf mit dem Kanzler wie mit einem Turm rochieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placement Chess</source>
        <extracomment>Name of a variant (preset id “placement”, family “chess”)</extracomment>
        <translation>Aufstellungsschach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose players first set up their own back rank: the game starts with the pawns on the board and every other piece in hand, and each turn a player must drop one of them on an empty square of the first rank, until the hand is empty. The two bishops must stand on squares of different colours. A king placed on e1 (e8) and a rook placed on a1 or h1 (a8 or h8) keep the right to castle; then the game goes on as chess.</source>
        <extracomment>Description of the variant “Placement Chess” (preset id “placement”), shown in the New Game dialog</extracomment>
        <translation>Schach, bei dem die Spieler zuerst ihre eigene Grundreihe aufstellen: Zu Beginn stehen die Bauern auf dem Brett und alle anderen Figuren sind in der Hand; in jedem Zug muss ein Spieler eine davon auf ein leeres Feld der ersten Reihe einsetzen, bis die Hand leer ist. Die beiden Läufer müssen auf Feldern verschiedener Farbe stehen. Ein auf e1 (e8) gesetzter König und ein auf a1 oder h1 (a8 oder h8) gesetzter Turm behalten das Recht zur Rochade; danach geht die Partie wie Schach weiter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pocket Knight</source>
        <extracomment>Name of a variant (preset id “pocketknight”, family “chess”)</extracomment>
        <translation>Pocket Knight</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which each player also holds a knight in hand and may drop it on any empty square instead of moving; captured pieces do not go to the hand.</source>
        <extracomment>Description of the variant “Pocket Knight” (preset id “pocketknight”), shown in the New Game dialog</extracomment>
        <translation>Schach, in dem jeder Spieler zusätzlich einen Springer in der Hand hat und ihn statt eines Zuges auf ein beliebiges leeres Feld einsetzen darf; geschlagene Figuren kommen nicht in die Hand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Racing Chess</source>
        <extracomment>Name of a variant (preset id “racingchess”, family “chess”)</extracomment>
        <translation>Wettlaufschach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess from the usual setup in which checks are not allowed and the first king to reach the far rank wins; if Black&apos;s king answers White&apos;s arrival by arriving too, the game is drawn.</source>
        <extracomment>Description of the variant “Racing Chess” (preset id “racingchess”), shown in the New Game dialog</extracomment>
        <translation>Schach aus der üblichen Ausgangsstellung, in dem Schachgebote nicht erlaubt sind und gewinnt, wessen König zuerst die letzte Reihe erreicht; kommt der schwarze König im Zug danach ebenfalls an, endet die Partie remis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Racing Kings</source>
        <extracomment>Name of a variant (preset id “racingkings”, family “chess”)</extracomment>
        <translation>Racing Kings</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both sides start on the first two ranks and race their king to the eighth rank; no move may give check. When White&apos;s king arrives first, Black may still draw by reaching the eighth rank on the next move.</source>
        <extracomment>Description of the variant “Racing Kings” (preset id “racingkings”), shown in the New Game dialog</extracomment>
        <translation>Beide Seiten beginnen auf den ersten beiden Reihen und lassen ihren König um die Wette zur achten Reihe laufen; kein Zug darf Schach bieten. Kommt der weiße König zuerst an, kann Schwarz noch remisieren, indem es im nächsten Zug die achte Reihe erreicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seirawan Chess</source>
        <extracomment>Name of a variant (preset id “seirawan”, family “chess”)</extracomment>
        <translation>Seirawan-Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with a hawk (bishop + knight) and an elephant (rook + knight) in hand: a piece leaving its start square on the back rank for the first time may bring one of them onto the square it leaves (gating), also when castling.</source>
        <extracomment>Description of the variant “Seirawan Chess” (preset id “seirawan”), shown in the New Game dialog</extracomment>
        <translation>Schach mit einem Habicht (Läufer + Springer) und einem Elefanten (Turm + Springer) in der Hand: Eine Figur, die ihr Ausgangsfeld auf der Grundreihe zum ersten Mal verlässt, darf einen von beiden auf das Feld bringen, das sie verlässt („Gating“), auch bei der Rochade.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shako</source>
        <extracomment>Name of a variant (preset id “shako”, family “chess”)</extracomment>
        <translation>Shako</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jean-Louis Cazaux&apos;s chess on a 10 x 10 board with two cannons (xiangqi&apos;s: they move as rooks and capture by jumping over one piece) and two elephants (ferz or alfil leap) a side. The cannons stand in the corners of the first rank, the other pieces on the second, the pawns on the third; a pawn may step two squares from the third rank and promotes on the last rank to queen, rook, bishop, knight, cannon or elephant. The king castles on the second rank, to the d- or h-file, with the rook of b or i.</source>
        <extracomment>Description of the variant “Shako” (preset id “shako”), shown in the New Game dialog</extracomment>
        <translation>Jean-Louis Cazaux’ Schach auf einem 10 × 10-Brett mit zwei Kanonen (wie im Xiangqi: Sie ziehen wie Türme und schlagen, indem sie über eine Figur springen) und zwei Elefanten (Fers- oder Alfilsprung) je Seite. Die Kanonen stehen in den Ecken der ersten Reihe, die übrigen Figuren auf der zweiten, die Bauern auf der dritten; ein Bauer darf von der dritten Reihe aus zwei Felder ziehen und wird auf der letzten Reihe in Dame, Turm, Läufer, Springer, Kanone oder Elefant umgewandelt. Der König rochiert auf der zweiten Reihe mit dem Turm von b oder i auf die d- oder h-Linie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shatar</source>
        <extracomment>Name of a variant (preset id “shatar”, family “chess”)</extracomment>
        <translation>Shatar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mongolian chess, as Fairy-Stockfish plays it. The bers (queen&apos;s place) moves as a rook or one square diagonally; the other pieces move as in chess, pawns without the double step and promoting to a bers, without castling; the game starts with the d-pawns already on d4 and d5. A bare king draws (robado). A mate counts only when the unbroken series of checks that ends in it holds a check by a rook, bers or knight (a shak), otherwise the game is drawn (niol); a mate by knights alone is not allowed and loses for the mating side.</source>
        <extracomment>Description of the variant “Shatar” (preset id “shatar”), shown in the New Game dialog</extracomment>
        <translation>Mongolisches Schach, wie Fairy-Stockfish es spielt. Der Bers (auf dem Platz der Dame) zieht wie ein Turm oder ein Feld diagonal; die übrigen Figuren ziehen wie im Schach, Bauern ohne Doppelschritt und mit Umwandlung in einen Bers, ohne Rochade; zu Beginn stehen die d-Bauern schon auf d4 und d5. Ein blanker König bedeutet Remis (Robado). Ein Matt zählt nur, wenn die ununterbrochene Folge von Schachgeboten, die darin endet, ein Schach durch Turm, Bers oder Springer enthält (ein Shak), sonst endet die Partie remis (Niol); ein Matt allein durch Springer ist nicht erlaubt und verliert für die mattsetzende Seite.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shatranj</source>
        <extracomment>Name of a variant (preset id “shatranj”, family “chess”)</extracomment>
        <translation>Shatranj</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The medieval Persian and Arabic ancestor of chess: the ferz steps one square diagonally, the alfil leaps two; baring the king or stalemating wins.</source>
        <extracomment>Description of the variant “Shatranj” (preset id “shatranj”), shown in the New Game dialog</extracomment>
        <translation>Der mittelalterliche persisch-arabische Vorläufer des Schachs: Der Fers zieht ein Feld diagonal, der Alfil springt zwei; wer den gegnerischen König entblößt oder patt setzt, gewinnt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shogi</source>
        <extracomment>Name of a variant (preset id “shogi”, family “shogi”)</extracomment>
        <translation>Shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Japanese chess: captured pieces change sides and return as drops; pieces promote in the far three ranks; no two unpromoted pawns on a file, no mate by a pawn drop.</source>
        <extracomment>Description of the variant “Shogi” (preset id “shogi”), shown in the New Game dialog</extracomment>
        <translation>Japanisches Schach: Geschlagene Steine wechseln die Seite und kommen durch Einsetzen zurück; Steine promovieren in den drei hintersten Reihen; keine zwei unpromovierten Bauern auf einer Linie, kein Matt durch Einsetzen eines Bauern.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standard rules</source>
        <extracomment>Name of the default rules of the variant “Shogi” (New Game dialog, window title)</extracomment>
        <translation>Standardregeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>A pawn drop may neither give mate nor leave the opponent without a legal move.</source>
        <extracomment>One-line description of the default rules of the variant “Shogi” (New Game dialog)
----------
One-line description of the rule profile “strict” of the variant “Shogi” (New Game dialog)</extracomment>
        <translation>Ein eingesetzter Bauer darf weder mattsetzen noch dem Gegner jeden legalen Zug nehmen.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Strict pawn drops</source>
        <extracomment>Name of the rule profile “strict” of the variant “Shogi” (New Game dialog, window title)</extracomment>
        <translation>Strenge Bauerneinsatzregel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pawn-drop mate only</source>
        <extracomment>Name of the rule profile “mate-only” of the variant “Shogi” (New Game dialog, window title)</extracomment>
        <translation>Nur Matt durch Bauerneinsatz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a pawn drop that gives mate is forbidden; one that leaves the opponent without a move is allowed.</source>
        <extracomment>One-line description of the rule profile “mate-only” of the variant “Shogi” (New Game dialog)</extracomment>
        <translation>Nur ein Bauerneinsatz, der mattsetzt, ist verboten; einer, der dem Gegner jeden Zug nimmt, ist erlaubt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The default: a pawn drop may neither mate nor leave the opponent without a legal move (the reading behind the published perft counts).</source>
        <extracomment>What the rule profile “strict” of the variant “Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Standard: Ein eingesetzter Bauer darf weder mattsetzen noch dem Gegner jeden legalen Zug nehmen (die Auslegung, auf der die veröffentlichten Perft-Zahlen beruhen).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a pawn drop that mates is forbidden; a pawn drop that leaves the opponent without a move, and so wins, is allowed (as Shogidokoro plays).</source>
        <extracomment>What the rule profile “mate-only” of the variant “Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Nur ein Bauerneinsatz, der mattsetzt, ist verboten; ein Bauerneinsatz, der dem Gegner jeden Zug nimmt und so gewinnt, ist erlaubt (wie in Shogidokoro).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shogun Chess</source>
        <extracomment>Name of a variant (preset id “shogun”, family “chess”)</extracomment>
        <translation>Shogun-Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Couch Tomato&apos;s chess with shogi&apos;s promotions and crazyhouse&apos;s drops (2019). A piece that moves in or into the far three ranks may promote: pawn to captain (king&apos;s moves), knight to general (king + knight), bishop to archbishop (bishop + knight), rook to mortar (rook + knight), duchess (ferz) to queen; a side may have one general, archbishop, mortar and queen at a time, and a pawn must promote on the last rank. Captured pieces go to the captor&apos;s hand unpromoted and are dropped on one&apos;s own five nearest ranks, pawns on the first rank too. A pawn on its second rank may step two squares, also after a drop, and may be taken en passant.</source>
        <extracomment>Description of the variant “Shogun Chess” (preset id “shogun”), shown in the New Game dialog</extracomment>
        <translation>Couch Tomatos Schach mit Umwandlungen wie im Shogi und dem Einsetzen aus Crazyhouse (2019). Eine Figur, die innerhalb der drei hintersten Reihen oder in sie hinein zieht, darf umgewandelt werden: Bauer in Hauptmann (Gangart des Königs), Springer in General (König + Springer), Läufer in Erzbischof (Läufer + Springer), Turm in Mörser (Turm + Springer), Herzogin (Fers) in Dame; jede Seite darf gleichzeitig nur einen General, einen Erzbischof, einen Mörser und eine Dame haben, und ein Bauer muss auf der letzten Reihe umgewandelt werden. Geschlagene Figuren kommen unumgewandelt in die Hand des Schlagenden und werden auf den fünf eigenen nächstgelegenen Reihen eingesetzt, Bauern auch auf der ersten Reihe. Ein Bauer auf seiner zweiten Reihe darf zwei Felder ziehen, auch nach dem Einsetzen, und kann en passant geschlagen werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sho Shogi</source>
        <extracomment>Name of a variant (preset id “shoshogi”, family “shogi”)</extracomment>
        <translation>Sho Shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Small shogi of the 16th century, the game modern shogi grew from: the modern board and pieces, a Drunk Elephant in front of each King that promotes to a Crown Prince (a second royal), and no drops: captured pieces leave the game.</source>
        <extracomment>Description of the variant “Sho Shogi” (preset id “shoshogi”), shown in the New Game dialog</extracomment>
        <translation>Kleines Shogi des 16. Jahrhunderts, aus dem das moderne Shogi hervorging: das moderne Brett und die modernen Steine, vor jedem König ein Betrunkener Elefant, der zum Kronprinzen (einem zweiten königlichen Stein) promoviert, und kein Einsetzen: Geschlagene Steine scheiden aus dem Spiel aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Check rule</source>
        <extracomment>Name of the default rules of the variant “Sho Shogi” (New Game dialog, window title)
----------
Name of the rule profile “check” of the variant “Sho Shogi” (New Game dialog, window title)</extracomment>
        <translation>Schachregel</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+4"/>
        <source>No royal may be left attacked; a side without a legal move in check is mated. With one royal this is the modern rule; with a King and a Crown Prince this engine protects both.</source>
        <extracomment>One-line description of the default rules of the variant “Sho Shogi” (New Game dialog)
----------
One-line description of the rule profile “check” of the variant “Sho Shogi” (New Game dialog)</extracomment>
        <translation>Kein königlicher Stein darf angegriffen stehen bleiben; wer im Schach keinen legalen Zug hat, ist matt. Mit einem königlichen Stein ist das die moderne Regel; bei König und Kronprinz schützt diese Engine beide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture every royal</source>
        <extracomment>Name of the rule profile “royal-capture” of the variant “Sho Shogi” (New Game dialog, window title)</extracomment>
        <translation>Alle königlichen Steine schlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No check rule: a side loses when its King and Crown Prince are both captured, so a side with a Crown Prince may lose its King and play on.</source>
        <extracomment>One-line description of the rule profile “royal-capture” of the variant “Sho Shogi” (New Game dialog)</extracomment>
        <translation>Keine Schachregel: Eine Seite verliert, wenn ihr König und ihr Kronprinz beide geschlagen sind; eine Seite mit Kronprinz kann also ihren König verlieren und weiterspielen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The default: the check rule of modern shogi (Fairy-Stockfish&apos;s shoshogi, whose published perft counts it matches). Certain: the pieces, the setup, the promotions and that captures are not dropped. Chosen: that no royal may be left attacked; the sources say a side with a Crown Prince may lose its King and play on, which the royal-capture profile plays.</source>
        <extracomment>What the rule profile “check” of the variant “Sho Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Die Voreinstellung: die Schachregel des modernen Shogi (wie shoshogi von Fairy-Stockfish, mit dessen veröffentlichten Perft-Zahlen sie übereinstimmt). Gesichert: die Steine, die Aufstellung, die Promotionen und dass geschlagene Steine nicht eingesetzt werden. Gewählt: dass kein königlicher Stein angegriffen stehen bleiben darf; laut den Quellen kann eine Seite mit Kronprinz ihren König verlieren und weiterspielen, so wie es das Regelprofil „Alle königlichen Steine schlagen“ spielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reading of the historical sources and of HaChu (whose Sho Shogi, in version 0.21, cannot start a game): the game is won by capturing the King, or both the King and the Crown Prince when there is one; there is no check rule.</source>
        <extracomment>What the rule profile “royal-capture” of the variant “Sho Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Die Auslegung der historischen Quellen und von HaChu (dessen Sho Shogi in Version 0.21 keine Partie beginnen kann): Wer den König schlägt, gewinnt, oder König und Kronprinz, wenn es einen gibt; es gibt keine Schachregel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S-House</source>
        <extracomment>Name of a variant (preset id “shouse”, family “chess”)</extracomment>
        <translation>S-House</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seirawan chess with crazyhouse drops: captured pieces go to the captor&apos;s hand and may be dropped or brought in by gating; a promoted pawn goes back to the hand as a pawn.</source>
        <extracomment>Description of the variant “S-House” (preset id “shouse”), shown in the New Game dialog</extracomment>
        <translation>Seirawan-Schach mit Einsetzen wie bei Crazyhouse: Geschlagene Steine kommen in die Hand des Schlagenden und können eingesetzt oder durch Gating ins Spiel gebracht werden; ein umgewandelter Bauer geht als Bauer in die Hand zurück.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sittuyin</source>
        <extracomment>Name of a variant (preset id “sittuyin”, family “chess”)</extracomment>
        <translation>Sittuyin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Burmese chess. The pawns start on the board, staggered on the third and fourth ranks; every other piece starts in hand, and the players take turns placing one of them on an empty square of their own first three ranks (rooks on the first rank only) until both hands are empty. Then the game goes on like makruk: king, rook and knight as in chess, the sit-ke (ferz) one square diagonally, the sin (silver general) one square diagonally or straight forward, pawns one square forward, capturing diagonally forward. A pawn promotes only while its side has no sit-ke, as a turn of its own, when it stands on one of the two long diagonals (any pawn when it is the last one): it becomes a sit-ke on its square or with one diagonal step, and the promotion may neither give check nor attack an enemy piece. A side down to its king counts: the other side must mate within 16 moves with a rook, 44 with a sin and a sit-ke, 64 with a knight and a sit-ke, or the game is drawn.</source>
        <extracomment>Description of the variant “Sittuyin” (preset id “sittuyin”), shown in the New Game dialog</extracomment>
        <translation>Birmanisches Schach. Die Bauern stehen zu Beginn auf dem Brett, versetzt auf der dritten und vierten Reihe; alle anderen Figuren beginnen in der Hand, und die Spieler setzen abwechselnd je eine davon auf ein leeres Feld ihrer eigenen ersten drei Reihen (Türme nur auf die erste Reihe), bis beide Hände leer sind. Danach geht die Partie wie Makruk weiter: König, Turm und Springer wie im Schach, der Sit-ke (Fers) ein Feld diagonal, der Sin (Silbergeneral) ein Feld diagonal oder geradeaus nach vorn, Bauern ein Feld vorwärts, schlagend diagonal vorwärts. Ein Bauer wird nur umgewandelt, solange seine Seite keinen Sit-ke hat, und zwar als eigener Zug, wenn er auf einer der beiden langen Diagonalen steht (jeder Bauer, wenn er der letzte ist): Er wird auf seinem Feld oder mit einem diagonalen Schritt zum Sit-ke, und die Umwandlung darf weder Schach bieten noch eine gegnerische Figur angreifen. Hat eine Seite nur noch ihren König, wird gezählt: Die andere Seite muss mit einem Turm innerhalb von 16 Zügen mattsetzen, mit Sin und Sit-ke innerhalb von 44, mit Springer und Sit-ke innerhalb von 64, sonst endet die Partie remis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sixth Rank Chess</source>
        <extracomment>Name of a variant (preset id “sixthrank”, family “chess”)</extracomment>
        <translation>Sechste-Reihe-Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which a pawn that reaches the sixth rank (the third for Black) wins at once; checkmate wins as usual.</source>
        <extracomment>Description of the variant “Sixth Rank Chess” (preset id “sixthrank”), shown in the New Game dialog</extracomment>
        <translation>Schach, in dem ein Bauer, der die sechste Reihe erreicht (für Schwarz die dritte), sofort gewinnt; Matt gewinnt wie üblich.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sort of Almost Chess</source>
        <extracomment>Name of a variant (preset id “sortofalmost”, family “chess”)</extracomment>
        <translation>Sort of Almost Chess</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which White has a chancellor (rook + knight) in place of the queen and Black keeps the queen (a form of Ralph Betza&apos;s Almost Chess). White&apos;s pawns promote to a chancellor, rook, bishop or knight, Black&apos;s to a queen, rook, bishop or knight.</source>
        <extracomment>Description of the variant “Sort of Almost Chess” (preset id “sortofalmost”), shown in the New Game dialog</extracomment>
        <translation>Schach, in dem Weiß einen Kanzler (Turm + Springer) anstelle der Dame hat und Schwarz die Dame behält (eine Form von Ralph Betzas Almost Chess). Die weißen Bauern werden in Kanzler, Turm, Läufer oder Springer umgewandelt, die schwarzen in Dame, Turm, Läufer oder Springer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spanish Archer Chess</source>
        <extracomment>Name of a variant (preset id “spanisharcher”, family “chess”)</extracomment>
        <translation>Spanisches Bogenschützenschach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 10 x 8 board with two archers a side: an archer moves forward like a rook and backward diagonally like a bishop; pawns may also promote to an archer, and castling puts the king on c or i.</source>
        <extracomment>Description of the variant “Spanish Archer Chess” (preset id “spanisharcher”), shown in the New Game dialog</extracomment>
        <translation>Schach auf einem 10 × 8-Brett mit zwei Bogenschützen je Seite: Ein Bogenschütze zieht vorwärts wie ein Turm und diagonal rückwärts wie ein Läufer; Bauern dürfen auch in einen Bogenschützen umgewandelt werden, und die Rochade bringt den König auf c oder i.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spartan Chess</source>
        <extracomment>Name of a variant (preset id “spartan”, family “chess”)</extracomment>
        <translation>Spartanisches Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Steven Streetman&apos;s asymmetric chess: White&apos;s orthodox army against the Spartans, who have two kings, a general (rook + ferz), a warlord (bishop + knight), two lieutenants (ferz or alfil leap, or a step sideways), two captains (wazir or dabbaba leap) and eight hoplites, which step diagonally forward, capture straight forward, may leap two squares diagonally forward from their start and promote on the first rank to king (while the Spartans have fewer than two), general, warlord, lieutenant or captain. With two kings the Spartans are in check only when both are attacked, and may lose one; a side that loses its last king loses. No en passant.</source>
        <extracomment>Description of the variant “Spartan Chess” (preset id “spartan”), shown in the New Game dialog</extracomment>
        <translation>Steven Streetmans asymmetrisches Schach: Das klassische Heer von Weiß gegen die Spartaner mit zwei Königen, einem General (Turm + Fers), einem Kriegsherrn (Läufer + Springer), zwei Leutnants (Fers- oder Alfilsprung oder ein Schritt seitwärts), zwei Hauptleuten (Wesir- oder Dabbabasprung) und acht Hopliten, die ein Feld diagonal vorwärts ziehen, gerade vorwärts schlagen, von ihrem Ausgangsfeld aus zwei Felder diagonal vorwärts springen dürfen und auf der ersten Reihe in König (solange die Spartaner weniger als zwei haben), General, Kriegsherrn, Leutnant oder Hauptmann umgewandelt werden. Mit zwei Königen stehen die Spartaner nur im Schach, wenn beide angegriffen sind, und dürfen einen verlieren; wer seinen letzten König verliert, verliert die Partie. Kein en passant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suzumu Shogi</source>
        <extracomment>Name of a variant (preset id “suzumushogi”, family “shogi”)</extracomment>
        <translation>Suzumu Shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A. M. DeWitt&apos;s Tenjiku Shogi, the game of the Game Courier tutorial on multi-move pieces: 16 x 16 squares, 78 pieces a side in a mirrored set-up, no drops. The generals jump up to two pieces of either side to capture, the Fire Demon and Vice General make area moves of up to three King steps, the Heavenly Tetrarch jumps its first square and captures next to it without moving, and the Lance, Knight and Iron General move backwards too. Pieces promote on any move that starts or ends in the far five ranks; a player may not skip two turns running. Capturing the King and Crown Prince wins; there is no check rule.</source>
        <extracomment>Description of the variant “Suzumu Shogi” (preset id “suzumushogi”), shown in the New Game dialog</extracomment>
        <translation>A. M. DeWitts Tenjiku Shogi, das Spiel aus dem Tutorial über Steine mit Mehrfachzügen auf Game Courier: 16 × 16 Felder, 78 Steine je Seite in spiegelbildlicher Aufstellung, kein Einsetzen. Die Generäle schlagen, indem sie über bis zu zwei Steine beider Seiten springen, Feuerdämon und Vizegeneral machen Bereichszüge aus bis zu drei Königsschritten, der Himmlische Tetrarch überspringt sein erstes Feld und schlägt auf den Nachbarfeldern, ohne sich zu bewegen, und Lanze, Springer und Eisengeneral ziehen auch rückwärts. Steine promovieren bei jedem Zug, der in den fünf hintersten Reihen beginnt oder endet; niemand darf zweimal hintereinander passen. Wer König und Kronprinz schlägt, gewinnt; es gibt keine Schachregel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DeWitt&apos;s 2021 definition</source>
        <extracomment>Name of the default rules of the variant “Suzumu Shogi” (New Game dialog, window title)</extracomment>
        <translation>DeWitts Definition von 2021</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pieces, set-up and promotions of A. M. DeWitt&apos;s own 2021 preset, with the promotion, skip and repetition rules of his Game Courier tutorial; from before the rules were frozen in December 2021.</source>
        <extracomment>One-line description of the default rules of the variant “Suzumu Shogi” (New Game dialog)</extracomment>
        <translation>Die Steine, die Aufstellung und die Promotionen aus A. M. DeWitts eigener Vorlage von 2021, mit den Promotions-, Pass- und Wiederholungsregeln seines Tutorials auf Game Courier; aus der Zeit, bevor die Regeln im Dezember 2021 festgeschrieben wurden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final rules (December 2021, provisional)</source>
        <extracomment>Name of the rule profile “final” of the variant “Suzumu Shogi” (New Game dialog, window title)</extracomment>
        <translation>Endgültige Regeln (Dezember 2021, vorläufig)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules as frozen in December 2021 where they are published, and the choices of DeWitt&apos;s later games where they are not: burning by choice, double igui, generals that may take what they jump, and the Heavenly Tetrarch&apos;s freezing. The Violent Dragon and Violent Horse are not placed while their squares are unknown.</source>
        <extracomment>One-line description of the rule profile “final” of the variant “Suzumu Shogi” (New Game dialog)</extracomment>
        <translation>Die im Dezember 2021 festgelegten Regeln, soweit sie veröffentlicht sind, und wo nicht, die Wahl aus DeWitts späteren Spielen: Verbrennen nach Wahl, doppeltes Igui, Generäle, die übersprungene Steine schlagen dürfen, und das Einfrieren durch den Himmlischen Tetrarchen. Wilder Drache und Wildes Pferd werden nicht aufgestellt, solange ihre Felder unbekannt sind.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Fire Demon that moved to another square may burn up to two enemy pieces next to it, never a Fire Demon, and it takes one or two pieces next to it without moving instead of capturing twice in a Lion&apos;s way. A general may also take the enemy pieces it jumps. A Heavenly Tetrarch takes one or two pieces next to it without moving, and the enemy pieces next to it cannot move, except a Tetrarch. Chosen where the sources are silent: generals jump pieces of any rank, and a frozen piece makes no move at all.</source>
        <extracomment>What the rule profile “final” of the variant “Suzumu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Ein Feuerdämon, der auf ein anderes Feld gezogen ist, darf bis zu zwei gegnerische Steine neben sich verbrennen, nie einen Feuerdämon, und er schlägt einen oder zwei Steine neben sich, ohne sich zu bewegen, statt wie ein Löwe zweimal zu schlagen. Ein General darf auch die gegnerischen Steine schlagen, die er überspringt. Ein Himmlischer Tetrarch schlägt einen oder zwei Steine neben sich, ohne sich zu bewegen, und die gegnerischen Steine neben ihm können nicht ziehen, außer einem Tetrarchen. Gewählt, wo die Quellen schweigen: Generäle überspringen Steine jeden Rangs, und ein eingefrorener Stein macht gar keinen Zug.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ten-Cubed Chess</source>
        <extracomment>Name of a variant (preset id “tencubed”, family “chess”)</extracomment>
        <translation>Ten-Cubed Chess</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>David Paulowich&apos;s 10 x 10 chess with archbishop, marshal, champion (wazir, dabbaba or alfil leap) and wizard (ferz or camel leap); pawns start on the third rank and promote on the last rank to queen, marshal or archbishop. No castling.</source>
        <extracomment>Description of the variant “Ten-Cubed Chess” (preset id “tencubed”), shown in the New Game dialog</extracomment>
        <translation>David Paulowichs 10 × 10-Schach mit Erzbischof, Marschall, Champion (Wesir-, Dabbaba- oder Alfilsprung) und Zauberer (Fers- oder Kamelsprung); Bauern beginnen auf der dritten Reihe und werden auf der letzten Reihe in Dame, Marschall oder Erzbischof umgewandelt. Keine Rochade.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tenjiku Shogi</source>
        <extracomment>Name of a variant (preset id “tenjikushogi”, family “shogi”)</extracomment>
        <translation>Tenjiku Shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Indian shogi on 16 x 16 squares with 78 pieces a side and no drops: Chu Shogi&apos;s army with range-capturing generals, which jump any number of lower-ranked pieces to capture, Fire Demons, which burn every enemy next to where they stop, the Lion Hawk, Free Eagle and the Soldiers. Pieces promote in the far five ranks. Losing the King (and Crown Prince) loses the game; there is no check rule.</source>
        <extracomment>Description of the variant “Tenjiku Shogi” (preset id “tenjikushogi”), shown in the New Game dialog</extracomment>
        <translation>Indisches Shogi auf 16 × 16 Feldern mit 78 Steinen je Seite und ohne Einsetzen: die Steine des Chu Shogi, dazu Generäle, die auf Entfernung schlagen und dabei über beliebig viele rangniedrigere Steine springen, Feuerdämonen, die jeden gegnerischen Stein neben dem Feld verbrennen, auf dem sie anhalten, der Löwenhabicht, der Freie Adler und die Soldaten. Steine promovieren in den fünf hintersten Reihen. Wer den König (und den Kronprinzen) verliert, verliert die Partie; es gibt keine Schachregel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As HaChu plays it: the Fire Demon slides diagonally and vertically, the generals capture only lower-ranked pieces by jumping, no area moves; a piece stopping next to an enemy Fire Demon burns.</source>
        <extracomment>One-line description of the default rules of the variant “Tenjiku Shogi” (New Game dialog)</extracomment>
        <translation>So wie HaChu spielt: Der Feuerdämon zieht beliebig weit diagonal und senkrecht, die Generäle schlagen springend nur rangniedrigere Steine, keine Bereichszüge; ein Stein, der neben einem gegnerischen Feuerdämon anhält, verbrennt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Generals always jump (Japanese Wikipedia)</source>
        <extracomment>Name of the rule profile “always-jump” of the variant “Tenjiku Shogi” (New Game dialog, window title)</extracomment>
        <translation>Generäle springen immer (japanische Wikipedia)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the default rules, but a range-capturing general may always jump: over lower-ranked pieces to an empty square beyond as well as to a capture. Under the TSA rules (the default) it jumps only to capture.</source>
        <extracomment>One-line description of the rule profile “always-jump” of the variant “Tenjiku Shogi” (New Game dialog)</extracomment>
        <translation>Wie die Standardregeln, doch ein General mit Reichweitenschlag darf immer springen: über rangniedere Steine auf ein leeres Feld dahinter ebenso wie zu einem Schlag. Nach den TSA-Regeln (Standard) springt er nur, um zu schlagen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Area moves (Chess Variant Pages)</source>
        <extracomment>Name of the rule profile “cvp” of the variant “Tenjiku Shogi” (New Game dialog, window title)</extracomment>
        <translation>Bereichszüge (Chess Variant Pages)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Fire Demon and Vice General also make area moves of up to three King steps, the Heavenly Tetrarch jumps its first square and captures next to it without moving, the Free Eagle adds jumps and the Lion&apos;s diagonal power, and a general&apos;s jump may take any piece.</source>
        <extracomment>One-line description of the rule profile “cvp” of the variant “Tenjiku Shogi” (New Game dialog)</extracomment>
        <translation>Feuerdämon und Vizegeneral machen zusätzlich Bereichszüge aus bis zu drei Königsschritten, der Himmlische Tetrarch überspringt sein erstes Feld und schlägt auf den Nachbarfeldern, ohne sich zu bewegen, der Freie Adler erhält Sprünge und die diagonale Löwenkraft, und der Sprung eines Generals darf jeden Stein schlagen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A range-capturing general (Great, Vice, Rook or Bishop General) may also jump over lower-ranked pieces to an empty square beyond them. English Wikipedia&apos;s movement legend names both readings: under the TSA rules it jumps only when capturing, under Japanese Wikipedia&apos;s always. Everything else as the default rules.</source>
        <extracomment>What the rule profile “always-jump” of the variant “Tenjiku Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Ein General mit Reichweitenschlag (Großgeneral, Vizegeneral, Turm- oder Läufergeneral) darf auch über rangniedere Steine auf ein leeres Feld dahinter springen. Die Zuglegende der englischen Wikipedia nennt beide Lesarten: nach den TSA-Regeln springt er nur beim Schlagen, nach der japanischen Wikipedia immer. Alles andere wie in den Standardregeln.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reading of the Chess Variant Pages and Wikipedia where they differ from HaChu: area moves of up to three King steps through empty squares for the Fire Demon and the Vice General (each destination once), the Heavenly Tetrarch that skips its first square (sideways at most three squares) and captures adjacent enemies by igui, the Free Eagle as a Queen with jumps to the second square and Lion power on its diagonal steps, and range captures of any enemy, royals included.</source>
        <extracomment>What the rule profile “cvp” of the variant “Tenjiku Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Die Lesart der Chess Variant Pages und der Wikipedia, wo diese von HaChu abweichen: Bereichszüge aus bis zu drei Königsschritten über leere Felder für Feuerdämon und Vizegeneral (jedes Ziel nur einmal), der Himmlische Tetrarch, der sein erstes Feld überspringt (seitwärts höchstens drei Felder) und benachbarte gegnerische Steine durch Igui schlägt, der Freie Adler als Dame mit Sprüngen auf das zweite Feld und Löwenkraft auf seinen diagonalen Schritten sowie Schlagen auf Entfernung gegen jeden gegnerischen Stein, königliche Steine eingeschlossen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three Kings</source>
        <extracomment>Name of a variant (preset id “threekings”, family “chess”)</extracomment>
        <translation>Drei Könige</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with three kings a side and no check: the kings may be captured, and a player left with fewer than three kings loses. No castling.</source>
        <extracomment>Description of the variant “Three Kings” (preset id “threekings”), shown in the New Game dialog</extracomment>
        <translation>Schach mit drei Königen je Seite und ohne Schach: Die Könige können geschlagen werden, und wer weniger als drei Könige hat, verliert. Keine Rochade.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tori Shogi</source>
        <extracomment>Name of a variant (preset id “torishogi”, family “shogi”)</extracomment>
        <translation>Tori Shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bird shogi on 7 x 7 squares: phoenix, falcon, crane, pheasant, quails and swallows; the swallow becomes a goose and the falcon an eagle, always; two swallows may share a file.</source>
        <extracomment>Description of the variant “Tori Shogi” (preset id “torishogi”), shown in the New Game dialog</extracomment>
        <translation>Vogel-Shogi auf 7 × 7 Feldern: Phönix, Falke, Kranich, Fasan, Wachteln und Schwalben; die Schwalbe wird stets zur Gans und der Falke zum Adler; zwei Schwalben dürfen auf einer Linie stehen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Torpedo Chess</source>
        <extracomment>Name of a variant (preset id “torpedo”, family “chess”)</extracomment>
        <translation>Torpedo-Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose pawns may step two squares forward from any square, not only from their start square (one of the variants Vladimir Kramnik tested with AlphaZero); every such double step may be taken en passant, and a double step onto the last rank promotes.</source>
        <extracomment>Description of the variant “Torpedo Chess” (preset id “torpedo”), shown in the New Game dialog</extracomment>
        <translation>Schach, in dem Bauern von jedem Feld aus zwei Felder vorwärts ziehen dürfen, nicht nur von ihrem Ausgangsfeld (eine der Varianten, die Wladimir Kramnik mit AlphaZero erprobte); jeder solche Doppelschritt kann en passant geschlagen werden, und ein Doppelschritt auf die letzte Reihe führt zur Umwandlung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Troitzky Chess</source>
        <extracomment>Name of a variant (preset id “troitzky”, family “chess”)</extracomment>
        <translation>Troitzky-Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 10 x 10 board with its corners cut away, after Alexei Troitzky; pawns start on the third rank and promote on the last square of their file. No castling.</source>
        <extracomment>Description of the variant “Troitzky Chess” (preset id “troitzky”), shown in the New Game dialog</extracomment>
        <translation>Schach auf einem 10 × 10-Brett mit abgeschnittenen Ecken, benannt nach Alexei Troitzky; Bauern beginnen auf der dritten Reihe und werden auf dem letzten Feld ihrer Linie umgewandelt. Keine Rochade.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Troitzky Chess (Byway setup)</source>
        <extracomment>Name of a variant (preset id “troitzkybyway”, family “chess”)</extracomment>
        <translation>Troitzky-Schach (Byway-Aufstellung)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Troitzky Chess with the Byway setup: the rooks stand on the two squares of the narrow first rank, the queen and king in the middle of the second; pawns start on the third rank and promote on the last square of their file. No castling.</source>
        <extracomment>Description of the variant “Troitzky Chess (Byway setup)” (preset id “troitzkybyway”), shown in the New Game dialog</extracomment>
        <translation>Troitzky-Schach mit der Byway-Aufstellung: Die Türme stehen auf den beiden Feldern der schmalen ersten Reihe, Dame und König in der Mitte der zweiten; Bauern beginnen auf der dritten Reihe und werden auf dem letzten Feld ihrer Linie umgewandelt. Keine Rochade.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Upside-down Chess</source>
        <extracomment>Name of a variant (preset id “upsidedown”, family “chess”)</extracomment>
        <translation>Umgedrehtes Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with the armies swapped: each side&apos;s pieces start on the opponent&apos;s back rank with their pawns in front, one step from promotion; no castling.</source>
        <extracomment>Description of the variant “Upside-down Chess” (preset id “upsidedown”), shown in the New Game dialog</extracomment>
        <translation>Schach mit vertauschten Heeren: Die Figuren jeder Seite beginnen auf der gegnerischen Grundreihe, ihre Bauern davor, einen Schritt von der Umwandlung entfernt; keine Rochade.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wa Shogi</source>
        <extracomment>Name of a variant (preset id “washogi”, family “shogi”)</extracomment>
        <translation>Wa Shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Harmony shogi on 11 x 11 squares, every piece named for an animal: the Crane King, the Cloud Eagle, the Treacherous Fox that jumps, the Liberated Horse and the Sparrow Pawns. Pieces promote in the far three ranks. The standard rules drop captured pieces as in shogi; Wa Shogi is also played without drops.</source>
        <extracomment>Description of the variant “Wa Shogi” (preset id “washogi”), shown in the New Game dialog</extracomment>
        <translation>Harmonie-Shogi auf 11 × 11 Feldern, jeder Stein nach einem Tier benannt: der Kranichkönig, der Wolkenadler, der springende Heimtückische Fuchs, das Befreite Pferd und die Spatzenbauern. Steine promovieren in den drei hintersten Reihen. Nach den Standardregeln werden geschlagene Steine wie im Shogi eingesetzt; Wa Shogi wird auch ohne Einsetzen gespielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>With drops</source>
        <extracomment>Name of the default rules of the variant “Wa Shogi” (New Game dialog, window title)
----------
Name of the rule profile “drops” of the variant “Wa Shogi” (New Game dialog, window title)</extracomment>
        <translation>Mit Einsetzen</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+4"/>
        <source>Captured pieces return as drops, as in shogi: no two unpromoted Sparrow Pawns on a file, no mate by a Sparrow Pawn drop. A piece may promote when its move starts or ends in the zone; the King is checkmated.</source>
        <extracomment>One-line description of the default rules of the variant “Wa Shogi” (New Game dialog)
----------
One-line description of the rule profile “drops” of the variant “Wa Shogi” (New Game dialog)</extracomment>
        <translation>Geschlagene Steine kommen wie im Shogi durch Einsetzen zurück: keine zwei unpromovierten Spatzenbauern auf einer Linie, kein Matt durch Einsetzen eines Spatzenbauern. Ein Stein darf promovieren, wenn sein Zug in der Zone beginnt oder endet; der König wird mattgesetzt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Without drops</source>
        <extracomment>Name of the rule profile “no-drops” of the variant “Wa Shogi” (New Game dialog, window title)</extracomment>
        <translation>Ohne Einsetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captured pieces leave the game; otherwise the standard rules.</source>
        <extracomment>One-line description of the rule profile “no-drops” of the variant “Wa Shogi” (New Game dialog)</extracomment>
        <translation>Geschlagene Steine scheiden aus dem Spiel aus; sonst gelten die Standardregeln.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Without drops, as the engine HaChu plays it: a move promotes when it enters the zone or captures with an end in it, the game is won by capturing the Crane King (no check rule), and no move may repeat an earlier position.</source>
        <extracomment>One-line description of the rule profile “hachu” of the variant “Wa Shogi” (New Game dialog)</extracomment>
        <translation>Ohne Einsetzen, wie die Engine HaChu es spielt: Ein Stein promoviert, wenn sein Zug die Zone betritt oder schlägt und dabei in der Zone beginnt oder endet; wer den Kranichkönig schlägt, gewinnt (keine Schachregel), und kein Zug darf eine frühere Stellung wiederholen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The default, the game of the modern players Wikipedia describes: drops and promotions as in shogi. Certain: the board, the pieces&apos; moves and promotions as the modern sources give them, the setup, the three-rank zone. Chosen: shogi&apos;s pawn-drop rules for the Sparrow Pawn and the check rule.</source>
        <extracomment>What the rule profile “drops” of the variant “Wa Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Die Voreinstellung, das Spiel der heutigen Spieler, wie Wikipedia es beschreibt: Einsetzen und Promotion wie im Shogi. Gesichert: das Brett, die Gangarten und Promotionen der Steine nach den modernen Quellen, die Aufstellung, die dreireihige Zone. Gewählt: die Shogi-Regeln für das Einsetzen von Bauern beim Spatzenbauern und die Schachregel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The older game without drops (thought historical): captured pieces leave the game.</source>
        <extracomment>What the rule profile “no-drops” of the variant “Wa Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Das ältere Spiel ohne Einsetzen (gilt als historisch): Geschlagene Steine scheiden aus dem Spiel aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu 0.21&apos;s wa-shogi: no drops, Chu Shogi&apos;s promotion (on entering the zone, or by a capture starting or ending in it) royal capture without a check rule, and no move may repeat an earlier position (HaChu&apos;s option Allow repeats off). The oracle test compares HaChu with this profile.</source>
        <extracomment>What the rule profile “hachu” of the variant “Wa Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>wa-shogi von HaChu 0.21: kein Einsetzen, Promotion wie im Chu Shogi (beim Betreten der Zone oder durch ein Schlagen, das in ihr beginnt oder endet), Sieg durch Schlagen des Königs ohne Schachregel, und kein Zug darf eine frühere Stellung wiederholen (HaChus Option Allow repeats ausgeschaltet). Der Oracle-Test vergleicht HaChu mit diesem Regelprofil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weak!</source>
        <extracomment>Name of a variant (preset id “weak”, family “chess”)</extracomment>
        <translation>Weak!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unequal armies: Black has seven knights and sixteen pawns, some of them already advanced, against White&apos;s usual army; White may castle, pawns double-step only from their first rank.</source>
        <extracomment>Description of the variant “Weak!” (preset id “weak”), shown in the New Game dialog</extracomment>
        <translation>Ungleiche Heere: Schwarz hat sieben Springer und sechzehn Bauern, von denen einige schon vorgerückt sind, gegen das übliche Heer von Weiß; Weiß darf rochieren, Bauern ziehen nur von ihrer Ausgangsreihe aus zwei Felder.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wolf Chess</source>
        <extracomment>Name of a variant (preset id “wolf”, family “chess”)</extracomment>
        <translation>Wolfsschach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on 8 x 10 (Arno von Wilpert, 1943) with wolves (rook + knight), foxes (bishop + knight), nightriders and sergeants (one square forward or diagonally forward, moving or capturing) besides pawns; no castling. Pawns and sergeants on their second rank, or on b3, c3, f3 and g3, may step two squares forward; a pawn&apos;s double step may be taken en passant. On the last rank a pawn promotes to queen, wolf, fox, rook, bishop or elephant (queen + nightrider), a sergeant to any of them but the elephant.</source>
        <extracomment>Description of the variant “Wolf Chess” (preset id “wolf”), shown in the New Game dialog</extracomment>
        <translation>Schach auf 8 × 10 Feldern (Arno von Wilpert, 1943) mit Wölfen (Turm + Springer), Füchsen (Läufer + Springer), Nachtreitern und Sergeanten (ein Feld vorwärts oder diagonal vorwärts, ziehend oder schlagend) neben den Bauern; keine Rochade. Bauern und Sergeanten auf ihrer zweiten Reihe oder auf b3, c3, f3 und g3 dürfen zwei Felder vorwärts ziehen; der Doppelschritt eines Bauern kann en passant geschlagen werden. Auf der letzten Reihe wird ein Bauer in Dame, Wolf, Fuchs, Turm, Läufer oder Elefant (Dame + Nachtreiter) umgewandelt, ein Sergeant in jede dieser Figuren außer dem Elefanten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Xiangqi</source>
        <extracomment>Name of a variant (preset id “xiangqi”, family “xiangqi”)</extracomment>
        <translation>Xiangqi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chinese chess on the points of a 9 x 10 board: generals confined to their palaces may not face each other, cannons capture by jumping, elephants stay on their side of the river.</source>
        <extracomment>Description of the variant “Xiangqi” (preset id “xiangqi”), shown in the New Game dialog</extracomment>
        <translation>Chinesisches Schach auf den Punkten eines 9 × 10-Bretts: Die auf ihre Paläste beschränkten Generäle dürfen sich nicht gegenüberstehen, Kanonen schlagen springend, Elefanten bleiben auf ihrer Seite des Flusses.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Shogi</source>
        <extracomment>Name of a variant (preset id “yarishogi”, family “shogi”)</extracomment>
        <translation>Yari Shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Christian Freeling&apos;s spear shogi on 7 x 9 squares: every piece but the king moves straight forward like a lance, plus its own steps.</source>
        <extracomment>Description of the variant “Yari Shogi” (preset id “yarishogi”), shown in the New Game dialog</extracomment>
        <translation>Christian Freelings Speer-Shogi auf 7 × 9 Feldern: Jeder Stein außer dem König zieht wie eine Lanze geradeaus nach vorn, dazu seine eigenen Schritte.</translation>
    </message>
</context>
<context>
    <name>PresetInstallFlow</name>
    <message>
        <location filename="../app/gui/presetinstallflow.cpp" line="+27"/>
        <location line="+15"/>
        <source>Install Preset Bundle</source>
        <translation>Vorlagenpaket installieren</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Preset bundles (*.fbpz)</source>
        <extracomment>A file holding a custom variant preset with its piece images</extracomment>
        <translation>Vorlagenpakete (*.fbpz)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The preset bundle cannot be installed.</source>
        <translation>Das Vorlagenpaket kann nicht installiert werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The preset “%1” cannot be installed.</source>
        <translation>Die Vorlage „%1“ kann nicht installiert werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing was installed.</source>
        <translation>Es wurde nichts installiert.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replace the installed preset “%1” (%2)?</source>
        <extracomment>%1 = the preset&apos;s name, %2 = its id</extracomment>
        <translation>Die installierte Vorlage „%1“ (%2) ersetzen?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The preset and its piece images are replaced by the ones in the bundle. Saved games of it are not changed.</source>
        <translation>Die Vorlage und ihre Figurenbilder werden durch die aus dem Paket ersetzt. Damit gespeicherte Partien bleiben unverändert.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The preset “%1” could not be installed.</source>
        <translation>Die Vorlage „%1“ konnte nicht installiert werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing was changed.</source>
        <translation>Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Install Preset</source>
        <translation>Vorlage installieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game&apos;s preset “%1” differs from the installed one. Install the game&apos;s version?</source>
        <translation>Die Vorlage „%1“ dieser Partie unterscheidet sich von der installierten. Die Version aus der Partie installieren?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game uses the preset “%1”, which is not installed. Install it?</source>
        <translation>Diese Partie verwendet die Vorlage „%1“, die nicht installiert ist. Jetzt installieren?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Installed presets are offered in the New Game dialog. The game is shown either way.</source>
        <translation>Installierte Vorlagen stehen im Dialog „Neues Spiel“ zur Auswahl. Die Partie wird in jedem Fall angezeigt.</translation>
    </message>
</context>
<context>
    <name>PresetManagerDialog</name>
    <message>
        <location filename="../app/gui/presetmanagerdialog.cpp" line="+22"/>
        <source>Manage Presets</source>
        <translation>Vorlagen verwalten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Presets installed in %1:</source>
        <extracomment>%1 = the folder of the user&apos;s presets</extracomment>
        <translation>In %1 installierte Vorlagen:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Installed presets</source>
        <translation>Installierte Vorlagen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Install Bundle...</source>
        <translation>Paket &amp;installieren …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 (%2)</source>
        <extracomment>An installed preset in the list: %1 = its name, %2 = its id</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+11"/>
        <source>Remove Preset</source>
        <translation>Vorlage entfernen</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Remove the preset “%1” and its piece images?</source>
        <extracomment>%1 = the preset&apos;s name</extracomment>
        <translation>Die Vorlage „%1“ und ihre Figurenbilder entfernen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games of it can still be opened: they carry the preset.</source>
        <translation>Damit gespeicherte Partien lassen sich weiterhin öffnen: Sie enthalten die Vorlage.</translation>
    </message>
</context>
<context>
    <name>PresetShelves</name>
    <message>
        <location filename="../app/gui/presetshelves.cpp" line="+21"/>
        <source>All variants</source>
        <extracomment>A shelf of the New Game dialog&apos;s list of variants</extracomment>
        <translation>Alle Varianten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Favourites</source>
        <extracomment>A shelf of the New Game dialog: the variants the player marked as favourites</extracomment>
        <translation>Favoriten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recently played</source>
        <extracomment>A shelf of the New Game dialog: the variants of the latest games, the latest first</extracomment>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chess variants</source>
        <translation>Schachvarianten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drop games</source>
        <extracomment>Games in which captured pieces come back into play (crazyhouse, shogi)</extracomment>
        <translation>Spiele mit Einsetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shogi family</source>
        <translation>Shogi-Familie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Xiangqi family</source>
        <extracomment>Xiangqi, janggi and their variants</extracomment>
        <translation>Xiangqi-Familie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large boards</source>
        <translation>Große Bretter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other games</source>
        <extracomment>Games on the board that are not chess variants (clobber, breakthrough)</extracomment>
        <translation>Andere Spiele</translation>
    </message>
</context>
<context>
    <name>PromotionDialog</name>
    <message>
        <location filename="../app/gui/promotiondialog.cpp" line="+30"/>
        <source>Gating</source>
        <extracomment>Title of the dialog that asks which piece in hand enters on the square a piece leaves (Seirawan chess&apos;s gating)</extracomment>
        <translation>Gating</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drop</source>
        <extracomment>Title of the dialog that asks which side up a piece in hand is dropped</extracomment>
        <translation>Einsetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Promotion</source>
        <translation>Umwandlung</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Nothing</source>
        <extracomment>Button of the gating dialog: the move brings no piece from the hand</extracomment>
        <translation>Keine Figur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not promote</source>
        <translation>Nicht umwandeln</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="game_status_strings.cpp" line="-83"/>
        <source>Lion</source>
        <extracomment>Why a move is illegal (fb::refusalText); %1, where present, is a piece name</extracomment>
        <translation>Löwe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is already over.</source>
        <translation>Die Partie ist bereits beendet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece cannot move like that.</source>
        <translation>So kann diese Figur nicht ziehen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is the other player&apos;s turn.</source>
        <translation>Der andere Spieler ist am Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passing is not allowed in this game.</source>
        <translation>In diesem Spiel ist Passen nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not pass while your %1 is in check.</source>
        <translation>Sie dürfen nicht passen, solange Ihr %1 im Schach steht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no such piece in hand.</source>
        <translation>Sie haben keine solche Figur in der Hand.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This piece may not be dropped.</source>
        <translation>Diese Figur darf nicht eingesetzt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This piece may not be dropped on that square.</source>
        <translation>Diese Figur darf nicht auf dieses Feld eingesetzt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A piece may not be dropped where it could never move again.</source>
        <translation>Eine Figur darf nicht dort eingesetzt werden, wo sie nie mehr ziehen könnte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not have two unpromoted %1s on one file (nifu).</source>
        <translation>Auf dieser Linie steht bereits ein eigener unpromovierter %1 (Nifu).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A dropped piece may not give check in this game.</source>
        <translation>In diesem Spiel darf eine eingesetzte Figur kein Schach geben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A %1 drop may not give checkmate (uchifuzume).</source>
        <translation>Ein eingesetzter %1 darf nicht mattsetzen (Uchifuzume).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A %1 drop may not leave your opponent without a legal move.</source>
        <translation>Ein eingesetzter %1 darf dem Gegner nicht jeden legalen Zug nehmen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece must promote there: otherwise it could never move again.</source>
        <translation>Die Figur muss dort umgewandelt werden, sonst könnte sie nie mehr ziehen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The piece must promote on this move.</source>
        <translation>Die Figur muss bei diesem Zug umgewandelt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece cannot promote to that.</source>
        <translation>In diese Figur kann sie nicht umgewandelt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece may promote only by a move into, inside or out of the promotion zone.</source>
        <translation>Die Figur kann nur durch einen Zug in die Umwandlungszone, innerhalb der Zone oder aus ihr heraus umgewandelt werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A piece that declined promotion may promote again only by a capture or after leaving the promotion zone.</source>
        <translation>Eine Figur, die auf die Umwandlung verzichtet hat, kann erst wieder durch Schlagen oder nach Verlassen der Umwandlungszone umgewandelt werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The piece declined promotion on your previous turn: it may not promote inside the zone without a capture yet.</source>
        <translation>Die Figur hat bei Ihrem vorigen Zug auf die Umwandlung verzichtet: Innerhalb der Zone kann sie vorerst nicht ohne Schlagen umgewandelt werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The piece&apos;s last move declined promotion: it may promote inside the zone without a capture only after it has moved again.</source>
        <translation>Die Figur hat bei ihrem letzten Zug auf die Umwandlung verzichtet: Innerhalb der Zone kann sie ohne Schlagen erst umgewandelt werden, nachdem sie erneut gezogen hat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You already have as many of that piece as the rules allow.</source>
        <translation>Sie haben bereits so viele dieser Figuren, wie die Regeln erlauben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your %1 would be in check.</source>
        <translation>Ihr %1 stünde im Schach.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two %1s may not face each other on an open file.</source>
        <translation>Der %1 darf dem gegnerischen nicht auf offener Linie gegenüberstehen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1s face each other (bikjang): move so they no longer face, or pass.</source>
        <translation>Der %1 steht dem gegnerischen gegenüber (Bikjang): Ziehen Sie so, dass sie sich nicht mehr gegenüberstehen, oder passen Sie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A %1 may not take a protected %1 that is not next to it (unless its first step captures a valuable piece).</source>
        <translation>Ein %1 darf keinen gedeckten Stein schlagen, der ebenfalls ein %1 ist und nicht neben ihm steht (außer wenn sein erster Schritt einen wertvollen Stein schlägt).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A %1 may not take a protected %1 that is not next to it by first capturing a Pawn or Go-Between.</source>
        <translation>Ein %1 darf keinen gedeckten Stein, der ebenfalls ein %1 ist und nicht neben ihm steht, schlagen, indem er zuerst einen Bauern oder Vermittler schlägt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Right after a %1 was taken by a piece other than a %1, only a %1 may take a %1.</source>
        <translation>Wurde gerade ein %1 von einem Stein geschlagen, der kein %1 ist, darf ein %1 nur geschlagen werden, wenn der schlagende Stein selbst ein %1 ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This move would repeat an earlier position, which the rules forbid.</source>
        <translation>Dieser Zug würde eine frühere Stellung wiederholen, was die Regeln verbieten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No move may give check in this game.</source>
        <extracomment>Racing kings</extracomment>
        <translation>In diesem Spiel darf kein Zug Schach bieten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A capture is possible, and capturing is compulsory.</source>
        <extracomment>Losing chess (antichess, losers)</extracomment>
        <translation>Ein Schlagzug ist möglich, und Schlagen ist Pflicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The explosion of this capture would destroy your own %1.</source>
        <extracomment>Atomic chess; %1 is the royal piece (&quot;King&quot;)</extracomment>
        <translation>Die Explosion dieses Schlagzugs würde Ihren eigenen %1 vernichten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your %1 is in check and may not move away: it may only capture the checking piece.</source>
        <extracomment>Makpong; %1 is the royal piece (&quot;King&quot;)</extracomment>
        <translation>Ihr %1 steht im Schach und darf nicht ausweichen: Er darf nur die schachgebende Figur schlagen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pawn</source>
        <translation>Bauer</translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <location filename="../app/gui/restoredialog.cpp" line="+20"/>
        <source>Restore Games</source>
        <translation>Partien wiederherstellen</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Fairyboard did not close properly, and %n game(s) were not saved. Which ones should be restored?</source>
        <translation>
            <numerusform>Fairyboard wurde nicht ordnungsgemäß beendet, und %n Partie wurde nicht gespeichert. Soll sie wiederhergestellt werden?</numerusform>
            <numerusform>Fairyboard wurde nicht ordnungsgemäß beendet, und %n Partien wurden nicht gespeichert. Welche sollen wiederhergestellt werden?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unsaved games</source>
        <translation>Ungespeicherte Partien</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Restore</source>
        <extracomment>Restore the checked unsaved games, each in its own window</extracomment>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Discard</source>
        <extracomment>Delete the checked unsaved games for good</extracomment>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keep for Later</source>
        <extracomment>Close without restoring: the games are offered again at the next start</extracomment>
        <translation>&amp;Für später behalten</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Unknown variant</source>
        <translation>Unbekannte Variante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>moves unknown</source>
        <translation>Zugzahl unbekannt</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2, %3</source>
        <extracomment>An unsaved game in the restore list: %1 variant, %2 number of moves, %3 when last saved</extracomment>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (from %1)</source>
        <extracomment>%1 = the file the unsaved game was opened from</extracomment>
        <translation> (aus %1)</translation>
    </message>
</context>
<context>
    <name>RuleProfile</name>
    <message>
        <location filename="../engine/presetregistry.cpp" line="+169"/>
        <location filename="game_status_strings.cpp" line="+2"/>
        <source>Default rules</source>
        <extracomment>The rules of a preset without any rule profile applied, when the preset names them no other way
----------
The rules of a preset without any rule profile applied (New Game dialog)</extracomment>
        <translation>Standardregeln</translation>
    </message>
</context>
<context>
    <name>SaveChoices</name>
    <message>
        <location filename="../app/gui/savechoices.cpp" line="+52"/>
        <source>PGN, %1</source>
        <extracomment>Save As file type: PGN with its moves in notation %1 (&quot;WXF (C2.5)&quot;)</extracomment>
        <translation>PGN, %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>KIF, 81Dojo layout</source>
        <extracomment>Save As file type: KIF with numbered move lines as the 81Dojo site writes them</extracomment>
        <translation>KIF, 81Dojo-Layout</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Janggi GIB</source>
        <extracomment>Save As file type: Korean janggi records</extracomment>
        <translation>Janggi-GIB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game bundle</source>
        <extracomment>A Fairyboard game bundle: a zip with the game, its custom preset and piece images</extracomment>
        <translation>Partiepaket</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All files</source>
        <extracomment>Save As file type: any file name</extracomment>
        <translation>Alle Dateien</translation>
    </message>
</context>
<context>
    <name>SideNames</name>
    <message>
        <location filename="../app/gui/sidenames.cpp" line="+25"/>
        <location line="+3"/>
        <source>red</source>
        <comment>side colour</comment>
        <extracomment>Colour of the xiangqi player who moves first, inside &quot;e4, red general&quot;</extracomment>
        <translation>rot</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+12"/>
        <source>black</source>
        <comment>side colour</comment>
        <translation>schwarz</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>blue</source>
        <comment>side colour</comment>
        <extracomment>Janggi: the first player (Cho) is blue, the second (Han) red</extracomment>
        <translation>blau</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sente</source>
        <comment>side colour</comment>
        <extracomment>Shogi: the side that moves first (先手) inside &quot;7g, sente pawn&quot;; the second side is gote (後手)</extracomment>
        <translation>sente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>gote</source>
        <comment>side colour</comment>
        <translation>gote</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>white</source>
        <comment>side colour</comment>
        <extracomment>Colour of a chess player inside &quot;e4, white knight&quot;</extracomment>
        <translation>weiß</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+2"/>
        <source>Red</source>
        <comment>player</comment>
        <translation>Rot</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+9"/>
        <source>Black</source>
        <comment>player</comment>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Blue</source>
        <comment>player</comment>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sente</source>
        <comment>player</comment>
        <extracomment>Shogi: the player who moves first (先手, sente); the second is Gote (後手)</extracomment>
        <translation>Sente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Gote</source>
        <comment>player</comment>
        <translation>Gote</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>White</source>
        <comment>player</comment>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1, the duck</source>
        <translation>%1, die Ente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, a wall</source>
        <extracomment>Spoken description of a square a wall blocks (Amazons&apos; arrows): &quot;e4, a wall&quot;</extracomment>
        <translation>%1, eine Mauer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, empty</source>
        <extracomment>Spoken description of an empty board square: &quot;e4, empty&quot;</extracomment>
        <translation>%1, leer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2 %3</source>
        <extracomment>Spoken description of a board square: %1 square, %2 side colour, %3 piece name</extracomment>
        <translation>%1, %3 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>in hand: %n %1 %2</source>
        <extracomment>Spoken description of a storage slot (pieces in hand), English &quot;in hand: 2 white pawns&quot;: %n = how many, %1 = side colour, %2 = piece name (a plural only in English; write it like &quot;%n × %2 (%1)&quot; where the noun would have to agree)</extracomment>
        <translation>
            <numerusform>in der Hand: %n × %2 (%1)</numerusform>
            <numerusform>in der Hand: %n × %2 (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnInput</name>
    <message>
        <location filename="../app/gui/turninput.cpp" line="+143"/>
        <source>The %1 cannot move there.</source>
        <extracomment>A click on a square the selected piece cannot reach; %1 = the piece (&quot;Knight&quot;)</extracomment>
        <translation>%1: Dieses Feld ist nicht erreichbar.</translation>
    </message>
</context>
<context>
    <name>TurnPromptItem</name>
    <message>
        <location filename="../app/gui/turnpromptitem.cpp" line="+44"/>
        <source>Stop here</source>
        <extracomment>Button beside a piece in the middle of a multi-leg move (a Chu Shogi Lion&apos;s): end the move on the square the piece now stands on</extracomment>
        <translation>Hier anhalten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo step</source>
        <extracomment>Button beside a piece in the middle of a multi-leg move: take its last step back</extracomment>
        <translation>Schritt zurücknehmen</translation>
    </message>
</context>
<context>
    <name>UserPresets</name>
    <message>
        <location filename="../app/gui/userpresets.cpp" line="+97"/>
        <source>%1: a game bundle, not a preset bundle (open it with Open)</source>
        <translation>%1: ein Partiepaket, kein Vorlagenpaket (mit „Öffnen“ öffnen)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&apos;%1&apos; cannot be used as a file name (letters, digits, &apos;-&apos; and &apos;_&apos; only)</source>
        <translation>„%1“ kann nicht als Dateiname verwendet werden (nur Buchstaben, Ziffern, „-“ und „_“)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is a preset that comes with Fairyboard; a bundle cannot replace it</source>
        <translation>„%1“ ist eine mit Fairyboard mitgelieferte Vorlage; ein Paket kann sie nicht ersetzen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>not a readable SVG or PNG image</source>
        <translation>kein lesbares SVG- oder PNG-Bild</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&apos;%1&apos; is not an installed preset</source>
        <translation>„%1“ ist keine installierte Vorlage</translation>
    </message>
</context>
<context>
    <name>VariantImportFlow</name>
    <message>
        <location filename="../app/gui/variantimportflow.cpp" line="+30"/>
        <location line="+9"/>
        <source>Import Variant</source>
        <translation>Variante importieren</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Variant definitions (*.ini *.txt)</source>
        <extracomment>Files of other programs that define chess variants</extracomment>
        <translation>Variantendefinitionen (*.ini *.txt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>No variant could be imported from “%1”.</source>
        <extracomment>%1 = a file name, or a variant and the engine that defines it</extracomment>
        <translation>Aus „%1“ konnte keine Variante importiert werden.</translation>
    </message>
    <message numerus="yes">
        <location line="-18"/>
        <source>The file defines %n variants. Which one?</source>
        <translation>
            <numerusform>Die Datei definiert %n Variante. Welche?</numerusform>
            <numerusform>Die Datei definiert %n Varianten. Welche?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Some rules of “%1” cannot be expressed in a preset. Import it without them?</source>
        <extracomment>%1 = the variant&apos;s name</extracomment>
        <translation>Einige Regeln von „%1“ lassen sich in einem Preset nicht ausdrücken. Ohne sie importieren?</translation>
    </message>
</context>
<context>
    <name>fb::engines::BuiltinPlayer</name>
    <message>
        <location filename="../app/engines/builtinplayer.cpp" line="+128"/>
        <source>Built-in AI level %1</source>
        <translation>Eingebaute KI, Stufe %1</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>%1 has no legal move to play</source>
        <translation>%1 hat keinen legalen Zug</translation>
    </message>
</context>
<context>
    <name>fb::engines::CustomVariant</name>
    <message>
        <location filename="../app/engines/customvariant.cpp" line="+146"/>
        <source>It cannot be given this variant as a definition: %1</source>
        <extracomment>Why a variant could not be sent to an engine as a definition in its own file format (after &quot;&lt;engine&gt; does not play &lt;variant&gt;&quot;, or as the tooltip of a greyed engine); %1 = the reasons, &quot;; &quot; or a line break between them</extracomment>
        <translation>Diese Variante kann ihr nicht als Definition übergeben werden: %1</translation>
    </message>
</context>
<context>
    <name>fb::engines::EnginePlayer</name>
    <message>
        <location filename="../app/engines/engineplayer.cpp" line="+66"/>
        <source>did not answer the %1 handshake within %2 s</source>
        <translation>hat den %1-Handshake nicht innerhalb von %2 s beantwortet</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>Engine &apos;%1&apos;: %2</source>
        <translation>Engine „%1“: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>did not move within %1 s of its %2 s</source>
        <translation>hat nicht innerhalb von %1 s seiner %2 s gezogen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sent the move &apos;%1&apos; when it was not its turn</source>
        <translation>hat den Zug „%1“ gesendet, als sie nicht am Zug war</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>sent the move &apos;%1&apos;, which is not a legal move in the position %2: %3</source>
        <translation>hat den Zug „%1“ gesendet, der in der Stellung %2 nicht legal ist: %3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>sent a line of more than %1 bytes</source>
        <translation>hat eine Zeile mit mehr als %1 Bytes gesendet</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>stopped unexpectedly (it crashed or was killed)</source>
        <translation>wurde unerwartet beendet (abgestürzt oder abgebrochen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exited unexpectedly with exit code %1</source>
        <translation>wurde unerwartet mit dem Exit-Code %1 beendet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>could not be started (%1): %2</source>
        <translation>konnte nicht gestartet werden (%1): %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>does not read its input any more</source>
        <translation>liest ihre Eingabe nicht mehr</translation>
    </message>
</context>
<context>
    <name>fb::engines::EngineVariantReader</name>
    <message>
        <location filename="../app/engines/enginevariantreader.cpp" line="+93"/>
        <source>the engine speaks %1: only XBoard engines send the definitions of their variants</source>
        <extracomment>%1 = an engine protocol (&quot;UCI&quot;)</extracomment>
        <translation>die Engine spricht %1: Nur XBoard-Engines senden die Definitionen ihrer Varianten</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the engine does not play &apos;%1&apos; (it plays %2)</source>
        <extracomment>%1 = a variant&apos;s name, %2 = the engine&apos;s variants, &quot;, &quot; between</extracomment>
        <translation>die Engine spielt „%1“ nicht (sie spielt %2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the engine sent no definition of &apos;%1&apos; (no &apos;setup&apos; command): it plays it as a variant every GUI is expected to know</source>
        <translation>die Engine hat keine Definition von „%1“ gesendet (kein „setup“-Befehl): Sie spielt die Variante als eine, die jede GUI kennen sollte</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>the engine cannot show a piece&apos;s moves (no highlight feature): the imported rules were not checked against its own</source>
        <translation>die Engine kann die Züge einer Figur nicht anzeigen (kein highlight-Feature): Die importierten Regeln wurden nicht mit ihren eigenen abgeglichen</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>the engine answered %2 of %1 &apos;lift&apos; commands with &apos;highlight&apos;; the check stops</source>
        <extracomment>%1 = how many pieces were lifted, %2 = how many highlight answers came</extracomment>
        <translation>die Engine hat %2 von %1 „lift“-Befehlen mit „highlight“ beantwortet; die Prüfung bricht ab</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;highlight %1&apos; (for %2) does not fit the board</source>
        <translation>„highlight %1“ (für %2) passt nicht zum Brett</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the piece on %1 in %2: only the engine&apos;s moves reach %3; only ours reach %4</source>
        <extracomment>A difference of the rules check; %1 = a square, %2 = a FEN, %3/%4 = square lists</extracomment>
        <translation>die Figur auf %1 in %2: Nur die Züge der Engine erreichen %3; nur unsere erreichen %4</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n more pieces whose moves differ</source>
        <translation>
            <numerusform>%n weitere Figur, deren Züge abweichen</numerusform>
            <numerusform>%n weitere Figuren, deren Züge abweichen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fb::engines::GameRunner</name>
    <message>
        <location filename="../app/engines/gamerunner.cpp" line="+135"/>
        <source>%1 resigned</source>
        <translation>%1 hat aufgegeben</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>the move limit of %1 plies</source>
        <translation>die Zuggrenze von %1 Halbzügen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 moved when it was not its turn</source>
        <translation>%1 hat gezogen, ohne am Zug zu sein</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 chose an illegal move in the position %2</source>
        <translation>%1 hat in der Stellung %2 einen illegalen Zug gewählt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 lost on time</source>
        <translation>%1 hat die Zeit überschritten</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>a draw by agreement</source>
        <translation>ein vereinbartes Remis</translation>
    </message>
</context>
<context>
    <name>fb::engines::UciEngine</name>
    <message>
        <location filename="../app/engines/uciengine.cpp" line="+177"/>
        <source>does not speak %1</source>
        <translation>spricht kein %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 plays only %2, not %3</source>
        <translation>%1 spielt nur %2, nicht %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not play %2 (it plays %3)</source>
        <translation>%1 spielt kein %2 (sie spielt %3)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>could not be given the variant %1: %2</source>
        <extracomment>%1 = a variant&apos;s name in the engine (&quot;fairyboard-berolina&quot;), %2 = a system error</extracomment>
        <translation>konnte die Variante %1 nicht erhalten: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>did not answer &apos;go perft %1&apos; within %2 s</source>
        <translation>hat „go perft %1“ nicht innerhalb von %2 s beantwortet</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>counts %1 move sequences of %2 plies from the start of %3 where Fairyboard counts %4: it does not play this variant by the same rules, so it is not used for it</source>
        <extracomment>%1, %4 = numbers of move sequences, %2 = plies, %3 = a variant&apos;s name</extracomment>
        <translation>zählt %1 Zugfolgen von %2 Halbzügen ab der Ausgangsstellung von %3, wo Fairyboard %4 zählt: sie spielt diese Variante nicht nach denselben Regeln und wird daher nicht für sie verwendet</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>did not answer &apos;go depth 1&apos; within %1 s</source>
        <translation>hat „go depth 1“ nicht innerhalb von %1 s beantwortet</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>answered a search from the start of %2 with &apos;%1&apos;, which is no legal move there by Fairyboard&apos;s rules (%3), so it is not used for this variant</source>
        <extracomment>%1 = the engine&apos;s move, %2 = a variant&apos;s name, %3 = why the move is illegal</extracomment>
        <translation>hat eine Suche ab der Ausgangsstellung von %2 mit „%1“ beantwortet, was dort nach den Regeln von Fairyboard kein legaler Zug ist (%3), und wird daher nicht für diese Variante verwendet</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+65"/>
        <source>did not answer &apos;isready&apos; within %1 s</source>
        <translation>hat „isready“ nicht innerhalb von %1 s beantwortet</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>while it was checked on %1 (%2): it cannot play this variant, so it is not used for it</source>
        <extracomment>%1 = a variant&apos;s name, %2 = &quot;go perft 3&quot; or &quot;go depth 1&quot;</extracomment>
        <translation>während der Prüfung mit %1 (%2): sie kann diese Variante nicht spielen und wird daher nicht für sie verwendet</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>did not answer &apos;stop&apos; within %1 s</source>
        <translation>hat „stop“ nicht innerhalb von %1 s beantwortet</translation>
    </message>
</context>
<context>
    <name>fb::engines::XBoardEngine</name>
    <message>
        <location filename="../app/engines/xboardengine.cpp" line="+177"/>
        <location line="+15"/>
        <source>did not finish its features</source>
        <translation>hat ihre Features nicht abgeschlossen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 does not play %2 (it plays %3)</source>
        <translation>%1 spielt kein %2 (sie spielt %3)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>did not answer &apos;ping&apos; within %1 s</source>
        <translation>hat „ping“ nicht innerhalb von %1 s beantwortet</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>could not be given the variant %1: %2</source>
        <extracomment>%1 = a variant&apos;s name in the engine (&quot;fairyboard-berolina&quot;), %2 = a system error</extracomment>
        <translation>konnte die Variante %1 nicht erhalten: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>refused the variant %1: &apos;%2&apos;</source>
        <extracomment>%1 = a variant&apos;s name in the engine, %2 = the engine&apos;s error line</extracomment>
        <translation>hat die Variante %1 abgelehnt: „%2“</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>did not load the variant %1 (no answer &quot;Loaded&quot; to &quot;load&quot;), so it is not used for %2</source>
        <extracomment>%1 = a variant&apos;s name in the engine, %2 = a variant&apos;s name</extracomment>
        <translation>hat die Variante %1 nicht geladen (keine Antwort „Loaded“ auf „load“) und wird daher nicht für %2 verwendet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>gave no count to &quot;perft %1&quot; from the start of %2, so it is not used for it</source>
        <extracomment>%1 = plies, %2 = a variant&apos;s name</extracomment>
        <translation>hat auf „perft %1“ ab der Ausgangsstellung von %2 keine Zahl geliefert und wird daher nicht für sie verwendet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>counts %1 move sequences of %2 plies from the start of %3 where Fairyboard counts %4: it does not play this variant by the same rules, so it is not used for it</source>
        <extracomment>%1, %4 = numbers of move sequences, %2 = plies, %3 = a variant&apos;s name</extracomment>
        <translation>zählt %1 Zugfolgen von %2 Halbzügen ab der Ausgangsstellung von %3, wo Fairyboard %4 zählt: sie spielt diese Variante nicht nach denselben Regeln und wird daher nicht für sie verwendet</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>while it was checked on %1 (%2): it cannot play this variant, so it is not used for it</source>
        <extracomment>%1 = a variant&apos;s name, %2 = &quot;perft 3&quot;</extracomment>
        <translation>während der Prüfung mit %1 (%2): sie kann diese Variante nicht spielen und wird daher nicht für sie verwendet</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+142"/>
        <source>cannot be given a position (it has no setboard feature)</source>
        <translation>kann keine Stellung erhalten (sie hat kein setboard-Feature)</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>cannot be checked on the variant %1 (it has no ping feature), so it is not used for it</source>
        <translation>kann nicht mit der Variante %1 geprüft werden (sie hat kein ping-Feature) und wird daher nicht für sie verwendet</translation>
    </message>
    <message>
        <location line="+167"/>
        <source>refused a move: &apos;%1&apos;</source>
        <translation>hat einen Zug abgelehnt: „%1“</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>cannot be asked for %1: it has no %2 feature</source>
        <extracomment>%1 = what was asked (&quot;a variant&apos;s definition&quot;), %2 = an XBoard feature&apos;s name</extracomment>
        <translation>kann %1 nicht mitteilen: Sie hat kein %2-Feature</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a variant&apos;s definition</source>
        <translation>die Definition einer Variante</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the moves of a piece</source>
        <translation>die Züge einer Figur</translation>
    </message>
</context>
<context>
    <name>fb::io::NotationText</name>
    <message>
        <location filename="../app/io/movenotation.cpp" line="+240"/>
        <source>Algebraic (SAN)</source>
        <extracomment>Move notation: Standard Algebraic Notation (Nf3, exd6, O-O)</extracomment>
        <translation>Algebraisch (SAN)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Western (P-7f)</source>
        <extracomment>Shogi move notation with letters (P-7f, Bx2b+), as in English books and lishogi</extracomment>
        <translation>Westlich (P-7f)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Japanese (▲７六歩)</source>
        <extracomment>Shogi move notation in Japanese (▲７六歩)</extracomment>
        <translation>Japanisch (▲７六歩)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>WXF (C2.5)</source>
        <extracomment>Xiangqi notation of the World Xiangqi Federation (C2.5, H8+7)</extracomment>
        <translation>WXF (C2.5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chinese (炮二平五)</source>
        <extracomment>Xiangqi notation in Chinese (炮二平五)</extracomment>
        <translation>Chinesisch (炮二平五)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ICCS (h2e2)</source>
        <extracomment>Xiangqi coordinates of the Internet Chinese Chess Server (h2e2)</extracomment>
        <translation>ICCS (h2e2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coordinates (e2e4)</source>
        <extracomment>Moves written as the squares moved from and to (e2e4)</extracomment>
        <translation>Koordinaten (e2e4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>XBoard SAN (Che2)</source>
        <extracomment>SAN as the XBoard/WinBoard program writes it: ranks from 0 on boards of ten ranks</extracomment>
        <translation>XBoard-SAN (Che2)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>pass</source>
        <extracomment>A move that passes the whole turn (janggi), as written in the move list and typed</extracomment>
        <translation>passen</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Type a move first.</source>
        <translation>Geben Sie zuerst einen Zug ein.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Passing is not allowed here.</source>
        <translation>Passen ist hier nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&apos;%1&apos; is ambiguous: it fits %2.</source>
        <extracomment>%1 is the typed move, %2 the moves it may mean, in coordinates</extracomment>
        <translation>„%1“ ist mehrdeutig: passt zu %2.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;%1&apos; is not a legal move here (read as %2 or coordinates).</source>
        <extracomment>%1 is the typed move, %2 the notation&apos;s name</extracomment>
        <translation>„%1“ ist hier kein legaler Zug (gelesen als %2 oder Koordinaten).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; is not allowed here.</source>
        <extracomment>%1 is the typed move: the pieces can make it, but the rules forbid it now</extracomment>
        <translation>„%1“ ist hier nicht erlaubt.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/commandline.cpp" line="+15"/>
        <source>Play and study chess variants.</source>
        <translation>Schachvarianten spielen und studieren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start a game of the preset ID.</source>
        <translation>Eine Partie der Vorlage ID starten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use the rule profile NAME of the preset.</source>
        <translation>Das Regelprofil NAME der Vorlage verwenden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start from this position.</source>
        <translation>Von dieser Stellung aus beginnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start from the --fen position even if it cannot occur in a game (for problems).</source>
        <translation>Mit der Stellung von --fen beginnen, auch wenn sie in keiner Partie entstehen kann (für Probleme).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play these moves (coordinate notation, space separated).</source>
        <translation>Diese Züge ausführen (Koordinatennotation, durch Leerzeichen getrennt).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Select the piece on SQUARE so its legal moves show.</source>
        <translation>Die Figur auf SQUARE auswählen, sodass ihre legalen Züge angezeigt werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click SQUARE on the board after the moves (repeatable; a piece letter with * or @, like N@, clicks that piece in the hand of the side to move).</source>
        <translation>Nach den Zügen auf SQUARE auf dem Brett klicken (wiederholbar; ein Figurenbuchstabe mit * oder @, etwa N@, klickt diese Figur in der Hand der Seite am Zug an).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Render the window to FILE (PNG) and exit.</source>
        <translation>Das Fenster als Bild in FILE (PNG) speichern und beenden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start in inspect mode (any piece can be selected).</source>
        <translation>Im Inspektionsmodus starten (jede Figur ist auswählbar).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the side panel NAME (moves, pieces or info).</source>
        <translation>Die Seitenleiste NAME anzeigen (moves, pieces oder info).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the dialog NAME (new-game, preferences, edit-position or import-from-engine); --screenshot renders it.</source>
        <translation>Den Dialog NAME öffnen (new-game, preferences, edit-position oder import-from-engine); --screenshot speichert ihn als Bild.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw the pieces with the piece set ID for this run (see Preferences).</source>
        <translation>Die Figuren in diesem Lauf mit dem Figurensatz ID zeichnen (siehe Einstellungen).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What to do with the unsaved games of sessions that crashed: ask (the default), all (restore every one, each in its own window) or none (keep them for later).</source>
        <translation>Was mit den ungespeicherten Partien abgestürzter Sitzungen geschehen soll: ask (nachfragen, die Voreinstellung), all (alle wiederherstellen, jede in einem eigenen Fenster) oder none (für später aufbewahren).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An engine (a command line, PROTOCOL:COMMAND to skip probing, or builtin[:LEVEL] for the built-in AI, levels 1 to 8) plays the side to move after the moves; --screenshot waits for its move.</source>
        <translation>Eine Engine (eine Befehlszeile, PROTOKOLL:BEFEHL ohne Erkennung oder builtin[:STUFE] für die eingebaute KI, Stufen 1 bis 8) spielt die Seite, die nach den Zügen am Zug ist; --screenshot wartet auf ihren Zug.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Clocks for the --engine game: MINUTES+SECONDS (base and increment); else one second per move.</source>
        <translation>Uhren für die --engine-Partie: MINUTEN+SEKUNDEN (Grundzeit und Inkrement); sonst eine Sekunde pro Zug.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opens the Analysis panel with ENGINE analysing the position shown: builtin (the built-in AI), an engine&apos;s name in the Engines list, or a command line as --engine takes it; --screenshot waits for its lines.</source>
        <translation>Öffnet den Bereich „Analyse“, in dem ENGINE die angezeigte Stellung analysiert: builtin (die eingebaute KI), der Name einer Engine aus der Liste der Engines oder eine Befehlszeile wie bei --engine; --screenshot wartet auf ihre Zugfolgen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many lines --analyse shows (1 to 5).</source>
        <translation>Wie viele Zugfolgen --analyse anzeigt (1 bis 5).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A game log or game bundle (.fbz) to open, or a preset bundle (.fbpz) to install.</source>
        <translation>Eine zu öffnende Partieaufzeichnung oder ein Partiepaket (.fbz) oder ein zu installierendes Vorlagenpaket (.fbpz).</translation>
    </message>
</context>
</TS>
