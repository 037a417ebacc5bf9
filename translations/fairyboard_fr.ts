<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../app/gui/analysispanel.cpp" line="+48"/>
        <location line="+381"/>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <location line="-380"/>
        <source>Analyse Game</source>
        <translation>Analyser la partie</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The engine that analyses (those that play this variant)</source>
        <translation>Le moteur qui analyse (parmi ceux qui jouent cette variante)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lines: </source>
        <translation>Lignes&#xa0;: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many of the best lines to show</source>
        <translation>Nombre de meilleures lignes à afficher</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Analyse every position of the game for a second each and fill the graph</source>
        <translation>Analyser chaque position de la partie pendant une seconde et remplir le graphique</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Score</source>
        <translation>Évaluation</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Built-in AI</source>
        <translation>IA intégrée</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>The engine &apos;%1&apos; is not in the Engines list</source>
        <translation>Le moteur «&#xa0;%1&#xa0;» n’est pas dans la liste des moteurs</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>(then &apos;%1&apos;, not a legal move here)</source>
        <translation>(puis «&#xa0;%1&#xa0;», coup illégal ici)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 kN/s</source>
        <translation>%1 kN/s</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not running</source>
        <translation>Inactif</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Starting %1...</source>
        <translation>Démarrage de %1…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: analysing the game, position %2 of %3</source>
        <translation>%1&#xa0;: analyse de la partie, position %2 sur %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is analysing</source>
        <translation>%1 analyse</translation>
    </message>
</context>
<context>
    <name>AutosaveStore</name>
    <message>
        <location filename="../app/gui/autosavestore.cpp" line="+119"/>
        <source>cannot write %1</source>
        <translation>impossible d&apos;écrire %1</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../app/gui/boardview.cpp" line="+47"/>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
</context>
<context>
    <name>CaptureChoiceDialog</name>
    <message>
        <location filename="../app/gui/capturechoicedialog.cpp" line="+49"/>
        <source>Pieces taken</source>
        <extracomment>Title of the dialog that asks which pieces a move also takes (the enemies a Fire Demon burns in Suzumu Shogi)</extracomment>
        <translation>Pièces prises</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Which pieces does the move also take?</source>
        <extracomment>Question above the choices of the pieces a move also takes</extracomment>
        <translation>Quelles pièces le coup prend-il en plus&#xa0;?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 on %2</source>
        <extracomment>A piece a move also takes: %1 is the piece, %2 its square</extracomment>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing more</source>
        <extracomment>The choice of taking no piece besides the move&apos;s own capture</extracomment>
        <translation>Rien de plus</translation>
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
            <numerusform>byoyomi %1 (%n période de %2)</numerusform>
            <numerusform>byoyomi %1 (%n périodes de %2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: %2</source>
        <extracomment>A side and the engine that plays it: &quot;Black: Fairy-Stockfish 14&quot;</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(thinking)</source>
        <extracomment>Shown after an engine&apos;s name while it thinks</extracomment>
        <translation>(réfléchit)</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../app/engines/engineprotocol.cpp" line="+97"/>
        <source>&apos;%1&apos;: a quote is not closed</source>
        <translation>« %1 » : un guillemet n’est pas fermé</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; names no engine program</source>
        <translation>« %1 » ne désigne aucun programme de moteur</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>the leg &apos;%1&apos; does not start where the move stood</source>
        <translation>l’étape « %1 » ne part pas de là où le coup s’était arrêté</translation>
    </message>
    <message>
        <location filename="../app/engines/enginelauncher.cpp" line="+57"/>
        <source>&apos;%1&apos; answered none of the protocols UCI, XBoard and USI</source>
        <translation>« %1 » n’a répondu à aucun des protocoles UCI, XBoard et USI</translation>
    </message>
    <message>
        <location filename="../app/engines/playerchoice.cpp" line="+47"/>
        <source>&apos;%1&apos;: the built-in AI&apos;s level is a number from %2 to %3</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: le niveau de l’IA intégrée est un nombre de %2 à %3</translation>
    </message>
</context>
<context>
    <name>EngineGameDriver</name>
    <message>
        <location filename="../app/gui/enginegamedriver.cpp" line="+204"/>
        <location line="+57"/>
        <source>%1 chose a move that cannot be played</source>
        <translation>%1 a choisi un coup qui ne peut pas être joué</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 resigned</source>
        <extracomment>%1 = a player (an engine&apos;s name, or White, Sente ...)</extracomment>
        <translation>%1 a abandonné</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The players agreed to a draw.</source>
        <translation>Les joueurs ont convenu d’une partie nulle.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 lost on time</source>
        <extracomment>%1 = a player (an engine&apos;s name, or White, Sente ...)</extracomment>
        <translation>%1 a perdu au temps</translation>
    </message>
</context>
<context>
    <name>EngineVariantDialog</name>
    <message>
        <location filename="../app/gui/enginevariantdialog.cpp" line="+18"/>
        <source>Import Variant from Engine</source>
        <translation>Importer une variante depuis un moteur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An XBoard engine defines the variants it plays by its setup and piece commands. The definition is read into a preset, and its rules are compared with the engine&apos;s in several positions.</source>
        <translation>Un moteur XBoard définit les variantes qu&apos;il joue par ses commandes setup et piece. La définition est lue dans un préréglage, et ses règles sont comparées à celles du moteur dans plusieurs positions.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Engine:</source>
        <translation>&amp;Moteur&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante&#xa0;:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No XBoard engine in the engine list knows its variants yet: add one (or probe it) in Engines.</source>
        <translation>Aucun moteur XBoard de la liste des moteurs ne connaît encore ses variantes&#xa0;: ajoutez-en un (ou vérifiez-le) dans Moteurs.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Asking %1 for %2 and comparing its moves with the import…</source>
        <extracomment>%1 = an engine&apos;s name, %2 = a variant&apos;s name</extracomment>
        <translation>Interrogation de %1 sur %2 et comparaison de ses coups avec l&apos;import…</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <location filename="../app/gui/enginesdialog.cpp" line="+28"/>
        <location line="+2"/>
        <source>Engines</source>
        <translation>Moteurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add...</source>
        <translation>&amp;Ajouter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adds an engine program and finds out what it plays</source>
        <translation>Ajoute un programme de moteur et découvre ce qu’il joue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Check</source>
        <extracomment>Starts the engine again to find out its protocol and variants</extracomment>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The program and its arguments</source>
        <translation>Le programme et ses arguments</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find out</source>
        <extracomment>The engine&apos;s protocol is found by trying UCI, XBoard and USI</extracomment>
        <translation>Déterminer</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;ommand line:</source>
        <translation>Ligne de c&amp;ommande :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Protocol:</source>
        <translation>&amp;Protocole :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants:</source>
        <translation>Variantes :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Options</source>
        <extracomment>The settings an engine offers (hash size, strength ...), as it declares them</extracomment>
        <translation>Options</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 (checking...)</source>
        <extracomment>An engine of the list that is being started to find out what it plays</extracomment>
        <translation>%1 (vérification…)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (does not start)</source>
        <extracomment>An engine of the list that could not be started</extracomment>
        <translation>%1 (ne démarre pas)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Not known yet</source>
        <translation>Pas encore connu</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>This engine declares no options.</source>
        <translation>Ce moteur ne déclare aucune option.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The options are shown once the engine was started.</source>
        <translation>Les options s’affichent une fois le moteur démarré.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Press when it starts</source>
        <extracomment>An engine&apos;s button option (clear hash ...): pressed each time the engine starts</extracomment>
        <translation>Appuyer au démarrage</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Choose the protocol in the box below the command line.</source>
        <translation>Choisissez le protocole dans la liste sous la ligne de commande.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Add Engine</source>
        <translation>Ajouter un moteur</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Starting %1...</source>
        <extracomment>%1 = an engine&apos;s name</extracomment>
        <translation>Démarrage de %1…</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 speaks %2 and plays %n variant(s).</source>
        <extracomment>%1 = the engine&apos;s name, %2 = its protocol, %3 = how many variants it plays</extracomment>
        <translation>
            <numerusform>%1 parle %2 et joue %n variante.</numerusform>
            <numerusform>%1 parle %2 et joue %n variantes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvaluationGraph</name>
    <message>
        <location filename="../app/gui/evaluationgraph.cpp" line="+14"/>
        <source>The score of each position analysed (from the first side&apos;s view); click to go to a position</source>
        <translation>L’évaluation de chaque position analysée (du point de vue du premier camp)&#xa0;; cliquez pour aller à une position</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/gui/gamecontroller.cpp" line="+37"/>
        <source>Move %1 is not legal in this position.</source>
        <translation>Le coup %1 n&apos;est pas légal dans cette position.</translation>
    </message>
</context>
<context>
    <name>GameInfoPanel</name>
    <message>
        <location filename="../app/gui/gameinfopanel.cpp" line="+24"/>
        <source>1-0 (first player wins)</source>
        <translation>1-0 (victoire du premier joueur)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0-1 (second player wins)</source>
        <translation>0-1 (victoire du second joueur)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>½-½ (draw)</source>
        <translation>½-½ (partie nulle)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>* (unfinished)</source>
        <extracomment>The game result is not known or the game goes on</extracomment>
        <translation>* (partie non terminée)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>resignation</source>
        <translation>abandon</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sealed move</source>
        <extracomment>An adjourned game: the last move was sealed (KIF 封じ手)</extracomment>
        <translation>coup sous enveloppe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>entering-king declaration</source>
        <extracomment>Shogi: a win declared by the entering-king rule (CSA %KACHI, KIF 入玉勝ち)</extracomment>
        <translation>déclaration d’entrée du roi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>time forfeit</source>
        <translation>dépassement du temps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>illegal move</source>
        <translation>coup illégal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>illegal action</source>
        <extracomment>A player broke the rules in another way than by a move (CSA %+ILLEGAL_ACTION)</extracomment>
        <translation>action illégale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>repetition</source>
        <translation>répétition</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>impasse</source>
        <extracomment>Shogi: both kings entered the enemy camp (持将棋, CSA %JISHOGI)</extracomment>
        <translation>impasse (jishōgi)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>suspended</source>
        <translation>interrompue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>checkmate</source>
        <translation>échec et mat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no mate</source>
        <extracomment>A mating problem that has no mate (CSA %FUZUMI, KIF 不詰)</extracomment>
        <translation>pas de mat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>takeback</source>
        <translation>reprise de coup</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>recording error</source>
        <extracomment>The program that recorded the game failed (CSA %ERROR)</extracomment>
        <translation>erreur d’enregistrement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw agreed</source>
        <translation>nulle par accord</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>First player:</source>
        <translation>Premier joueur&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second player:</source>
        <translation>Second joueur&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event:</source>
        <translation>Événement&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Site:</source>
        <translation>Lieu&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date:</source>
        <translation>Date&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round:</source>
        <translation>Ronde&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time control:</source>
        <extracomment>The time control of the game (PGN TimeControl, KIF 持ち時間)</extracomment>
        <translation>Cadence&#xa0;:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Result:</source>
        <translation>Résultat&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ended by:</source>
        <extracomment>How the game ended as its record says (resignation, time forfeit ...)</extracomment>
        <translation>Fin par :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game comment</source>
        <translation>Commentaire de la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game comment:</source>
        <translation>Commentaire de la partie&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comment on the move shown</source>
        <translation>Commentaire du coup affiché</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Comment after move %1 (%2):</source>
        <translation>Commentaire après le coup %1 (%2)&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comment after the move shown (no move yet)</source>
        <translation>Commentaire après le coup affiché (aucun coup pour l&apos;instant)</translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <location filename="game_status_strings.cpp" line="+17"/>
        <source>checkmate</source>
        <extracomment>Why the game ended, inside &quot;Game over: White wins (checkmate)&quot;: the side to move is in check and has no legal move</extracomment>
        <translation>échec et mat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stalemate</source>
        <extracomment>Why the game ended: the side to move has no legal move but is not in check (a draw in chess, a win in xiangqi and shogi)</extracomment>
        <translation>pat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>repetition</source>
        <extracomment>Why the game ended: the same position occurred for the n-th time (threefold repetition in chess, sennichite in shogi)</extracomment>
        <translation>répétition de position</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>royal-captured</source>
        <extracomment>Why the game ended: a royal piece (king, general; in Chu Shogi the last of king and crown prince) was captured</extracomment>
        <translation>pièce royale prise</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bare-king</source>
        <extracomment>Why the game ended: one side has nothing left but its king (shatranj &quot;bare king&quot;)</extracomment>
        <translation>roi dépouillé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>move-count-draw</source>
        <extracomment>Why the game ended: the move-count rule (the 50-move rule in chess) made it a draw</extracomment>
        <translation>règle du nombre de coups</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>flag</source>
        <extracomment>Why the game ended: a royal piece reached its goal region and survived (the &quot;try&quot; of Dobutsu Shogi, the lion reaching the far rank)</extracomment>
        <translation>but atteint</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bikjang</source>
        <extracomment>Why the game ended: janggi bikjang, the two generals faced each other on an open file</extracomment>
        <translation>bikjang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>double-pass</source>
        <extracomment>Why the game ended: both sides passed their turn one after the other (janggi)</extracomment>
        <translation>les deux camps ont passé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>check-limit</source>
        <extracomment>Why the game ended: n-check, a side gave its third (n-th) check</extracomment>
        <translation>limite d’échecs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>extinction</source>
        <extracomment>Why the game ended: a side lost all pieces of a kind (extinction chess, losing chess, horde, three kings)</extracomment>
        <translation>extinction</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>counting-draw</source>
        <extracomment>Why the game ended: Makruk&apos;s counting rule (the stronger side did not mate before the count ran out) made it a draw</extracomment>
        <translation>règle du compte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piece-count</source>
        <extracomment>Why the game ended: no move was left (reversi, Ataxx) and the pieces were counted</extracomment>
        <translation>décompte des pièces</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ongoing</source>
        <extracomment>State of a game that has not ended</extracomment>
        <translation>en cours</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the game goes on</source>
        <extracomment>The game has not ended</extracomment>
        <translation>la partie continue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the counting rule</source>
        <extracomment>Why the game ended in a draw: Makruk&apos;s count ran out before mate</extracomment>
        <translation>la règle du compte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no moves left, %1 pieces to %2</source>
        <extracomment>Reversi, Ataxx: no move was left and the pieces on the board were counted; %1 and %2 are the first and the second player&apos;s counts</extracomment>
        <translation>plus aucun coup, %1 pièces contre %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins: %2</source>
        <extracomment>Reversi, Ataxx: &quot;White wins: no moves left, 40 pieces to 24&quot;</extracomment>
        <translation>%1 gagne&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>twofold repetition</source>
        <extracomment>Why the game ended: the same position occurred for the second time</extracomment>
        <translation>double répétition</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>threefold repetition</source>
        <extracomment>Why the game ended: the same position occurred for the third time (chess)</extracomment>
        <translation>triple répétition</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fourfold repetition</source>
        <extracomment>Why the game ended: the same position occurred for the fourth time (sennichite)</extracomment>
        <translation>quadruple répétition</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 was captured</source>
        <extracomment>%1 is the royal piece (&quot;King&quot;, &quot;General&quot;)</extracomment>
        <translation>le %1 a été pris</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bare king</source>
        <extracomment>Why the game ended: one side has nothing left but its king</extracomment>
        <translation>roi dépouillé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1-move rule</source>
        <extracomment>Why the game ended in a draw; %1 is the number of moves per side (the 50-move rule)</extracomment>
        <translation>la règle des %1 coups</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 reached the far side</source>
        <extracomment>Why the game ended: a royal reached its goal (Dobutsu Shogi&apos;s try); %1 is the piece</extracomment>
        <translation>le %1 a atteint le camp adverse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bikjang (the generals faced each other)</source>
        <extracomment>Why the game ended: janggi bikjang</extracomment>
        <translation>bikjang (les généraux se sont fait face)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>both players passed</source>
        <extracomment>Why the game ended: both sides passed their turn one after the other (janggi)</extracomment>
        <translation>les deux camps ont passé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King</source>
        <extracomment>The name of a royal piece when the variant has none</extracomment>
        <translation>Roi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw: both players passed</source>
        <extracomment>End of the game: a draw because both players passed</extracomment>
        <translation>Partie nulle&#xa0;: les deux camps ont passé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw by %1</source>
        <extracomment>End of the game: %1 is the reason (&quot;threefold repetition&quot;, &quot;stalemate&quot;)</extracomment>
        <translation>Partie nulle par %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by capturing the %2</source>
        <extracomment>End of the game: %1 is the winner (&quot;White&quot;, &quot;Sente&quot;), %2 the royal piece (&quot;King&quot;)</extracomment>
        <translation>Les %1 gagnent en prenant le %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins: the %2 reached the far side</source>
        <extracomment>End of the game: %1 is the winner, %2 the royal piece that reached its goal</extracomment>
        <translation>Les %1 gagnent&#xa0;: le %2 a atteint le camp adverse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by %2</source>
        <extracomment>End of the game: %1 is the winner (&quot;White&quot;), %2 the reason (&quot;checkmate&quot;)</extracomment>
        <translation>Les %1 gagnent par %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 reached its goal</source>
        <extracomment>Why the game ended: a royal reached its goal squares (king of the hill: the centre); %1 is the piece</extracomment>
        <translation>le %1 a atteint son but</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no pieces left</source>
        <extracomment>Why the game ended: a side lost all its pieces (losing chess, horde)</extracomment>
        <translation>plus aucune pièce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a side was down to %1 pieces</source>
        <extracomment>Why the game ended: a side kept no more than %1 pieces</extracomment>
        <translation>un camp n’avait plus que %1 pièces</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no %1 left</source>
        <extracomment>Extinction chess: &quot;no Pawn left&quot; (%1 is a piece name)</extracomment>
        <translation>plus de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a side was down to %1 of its %2 pieces</source>
        <extracomment>Three kings: &quot;a side was down to 2 of its King pieces&quot; (%2: a piece)</extracomment>
        <translation>un camp n’avait plus que %1 de ses pièces %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins: %2 has no pieces left</source>
        <extracomment>End of the game: %1 the winner, %2 the player who has no pieces left</extracomment>
        <translation>%1 gagne : %2 n’a plus aucune pièce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins: %2 is down to %3 pieces</source>
        <extracomment>End of the game: %1 the winner, %2 a player, %3 how many pieces it has left</extracomment>
        <translation>%1 gagne : %2 n’a plus que %3 pièces</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins: %2 has no %3 left</source>
        <extracomment>End of the game: %1 the winner, %2 a player, %3 a piece (&quot;White wins: Black has no Pawn left&quot;)</extracomment>
        <translation>%1 gagne : %2 n’a plus de %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins: %2 is down to %3 of its %4 pieces</source>
        <extracomment>End of the game: %1 the winner, %2 a player, %3 how many, %4 a piece (&quot;White wins: Black is down to 2 of its King pieces&quot;)</extracomment>
        <translation>%1 gagne : %2 n’a plus que %3 de ses pièces %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1-check rule</source>
        <extracomment>n-check: &quot;the 3-check rule&quot; (a side gave its third check)</extracomment>
        <translation>la règle des %1 échecs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw: both sides reached the goal</source>
        <extracomment>Racing kings: the second side&apos;s King reached the goal right after the first&apos;s</extracomment>
        <translation>Nulle : les deux camps ont atteint le but</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw: %1</source>
        <extracomment>End of the game in a draw: %1 is the reason (&quot;no pieces left&quot;)</extracomment>
        <translation>Nulle : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins: the %2 reached its goal</source>
        <extracomment>End of the game: %1 the winner, %2 the royal piece that reached its goal squares</extracomment>
        <translation>%1 gagne : le %2 a atteint son but</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by being checkmated</source>
        <extracomment>Losing chess: the side that is checkmated wins; %1 the winner</extracomment>
        <translation>%1 gagne en étant mis mat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by losing all but the %2</source>
        <extracomment>Losers: &quot;White wins by losing all but the King&quot;</extracomment>
        <translation>%1 gagne en ayant tout perdu sauf le %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by giving check</source>
        <extracomment>One-check chess: %1 the winner</extracomment>
        <translation>%1 gagne en donnant échec</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by giving %2 checks</source>
        <extracomment>n-check: &quot;White wins by giving 3 checks&quot;</extracomment>
        <translation>%1 gagne en donnant %2 échecs</translation>
    </message>
</context>
<context>
    <name>HandSlotItem</name>
    <message>
        <location filename="../app/gui/handslotitem.cpp" line="+21"/>
        <source>%1 in hand: %2</source>
        <extracomment>Tooltip of a slot of the pieces in hand: %1 = piece name, %2 = how many are in hand</extracomment>
        <translation>%1 en réserve&#xa0;: %2</translation>
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
        <translation>Saisissez un coup et appuyez sur Entrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move entry</source>
        <translation>Saisie du coup</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pieces</source>
        <extracomment>Title of the dock that shows every piece of the variant with its moves</extracomment>
        <translation>Pièces</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game Information</source>
        <extracomment>Title of the dock with the players, event, date, result and comments of the game</extracomment>
        <translation>Informations sur la partie</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game status</source>
        <translation>État de la partie</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Engine Failed</source>
        <extracomment>After an engine failed: the game stays on the board</extracomment>
        <translation>Échec du moteur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
The game is kept; both sides are now played at this board.</source>
        <translation>%1
La partie est conservée ; les deux camps se jouent désormais sur cet échiquier.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game...</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit Position...</source>
        <translation>&amp;Modifier la position…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Copy FEN</source>
        <translation>&amp;Copier le FEN</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Paste FEN</source>
        <translation>Co&amp;ller le FEN</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Recent</source>
        <extracomment>The menu of the game files opened or saved lately</extracomment>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paste &amp;Game</source>
        <extracomment>Opens the game record (PGN, KIF, CSA ...) held on the clipboard</extracomment>
        <translation>Coller une &amp;partie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;As...</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Install Preset Bundle...</source>
        <extracomment>Install a custom variant preset with its piece images from a .fbpz file</extracomment>
        <translation>&amp;Installer un paquet de préréglage…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import &amp;Variant...</source>
        <translation>Importer une &amp;variante...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import Variant from &amp;Engine...</source>
        <translation>Importer une variante depuis un &amp;moteur...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Manage Presets...</source>
        <translation>&amp;Gérer les préréglages…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Move</source>
        <translation>&amp;Coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir le coup</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Previous Move</source>
        <extracomment>Browse the game: show the position before the one shown</extracomment>
        <translation>Coup &amp;précédent</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ne&amp;xt Move</source>
        <translation>Coup &amp;suivant</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Start Position</source>
        <translation>Position &amp;initiale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Last Position</source>
        <translation>&amp;Dernière position</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stop &amp;Here</source>
        <extracomment>End a half-made multi-leg move (a Chu Shogi Lion&apos;s first step) on the square where the piece now stands</extracomment>
        <translation>&amp;Terminer ici</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End the move on the square where the piece now stands</source>
        <translation>Terminer le coup sur la case où se trouve maintenant la pièce</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Pass Turn</source>
        <extracomment>Give up the whole turn without moving (janggi)</extracomment>
        <translation>Passer so&amp;n tour</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pass the turn to the other player without moving</source>
        <translation>Passer le tour à l&apos;autre joueur sans jouer de coup</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&amp;Engines...</source>
        <extracomment>The engines (external programs) to play against</extracomment>
        <translation>&amp;Moteurs…</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Import Variant</source>
        <translation>Importer une variante</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Import Variant from Engine</source>
        <translation>Importer une variante depuis un moteur</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>There is no engine “%1” in Settings &gt; Engines.</source>
        <extracomment>%1 = an engine&apos;s name</extracomment>
        <translation>Il n’y a pas de moteur « %1 » dans Paramètres &gt; Moteurs.</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>Wait for the engine&apos;s move.</source>
        <extracomment>A move was made on the board while the engine is to move</extracomment>
        <translation>Attendez le coup du moteur.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Type a move in %1, then press Enter</source>
        <extracomment>Placeholder of the move entry when moves are shown in coordinates; %1 is &quot;Coordinates (e2e4)&quot;</extracomment>
        <translation>Saisissez un coup en %1, puis appuyez sur Entrée</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Place your pieces: click a piece in your hand, then a free square of your placement area</source>
        <extracomment>The placement phase (Placement chess, Sittuyin): pieces in hand are dropped before the other moves</extracomment>
        <translation>Placez vos pièces&#xa0;: cliquez sur une pièce de votre réserve, puis sur une case libre de votre zone de placement</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Count: %1 of %2</source>
        <extracomment>Makruk&apos;s counting rule: %1 = moves counted so far, %2 = the count&apos;s end, where the game is drawn unless mate comes first</extracomment>
        <translation>Compte&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: %1</source>
        <extracomment>%1 = how the game ended, in a sentence (&quot;White wins by checkmate&quot;)</extracomment>
        <translation>Partie terminée&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shoot the arrow: click a marked square; Esc takes the move back</source>
        <translation>Tirez la flèche&#xa0;: cliquez sur une case marquée&#xa0;; Échap annule le coup</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move the duck: click a marked square; Esc takes the move back</source>
        <translation>Déplacez le canard&#xa0;: cliquez sur une case marquée&#xa0;; Échap annule le coup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place the wall: click a marked square; Esc takes the move back</source>
        <translation>Placez le mur&#xa0;: cliquez sur une case marquée&#xa0;; Échap annule le coup</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next step: click a marked square, or the piece itself (Stop here) to end the move there; Esc undoes the step</source>
        <translation>Étape suivante&#xa0;: cliquez sur une case marquée, ou sur la pièce elle-même (Terminer ici) pour y terminer le coup&#xa0;; Échap annule l&apos;étape</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next step: click a marked square; Esc undoes the step</source>
        <translation>Étape suivante&#xa0;: cliquez sur une case marquée&#xa0;; Échap annule l&apos;étape</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Corner marks: the move can stop there and go on</source>
        <extracomment>Explains the corner-bracket marks on the board during a multi-leg move</extracomment>
        <translation>Marques d&apos;angle&#xa0;: le coup peut s&apos;y arrêter ou se poursuivre</translation>
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
        <translation> (introuvable)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open Recent</source>
        <translation>Fichiers récents</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 no longer exists.</source>
        <extracomment>%1 = the file&apos;s path</extracomment>
        <translation>%1 n&apos;existe plus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It was moved, renamed or deleted. It is removed from the list.</source>
        <translation>Il a été déplacé, renommé ou supprimé. Il est retiré de la liste.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear List</source>
        <translation>&amp;Effacer la liste</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Restore Games</source>
        <translation>Restaurer les parties</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n game(s) could not be restored; they are kept for the next start.</source>
        <translation>
            <numerusform>%n partie n&apos;a pas pu être restaurée&#xa0;; elle est conservée pour le prochain démarrage.</numerusform>
            <numerusform>%n parties n&apos;ont pas pu être restaurées&#xa0;; elles sont conservées pour le prochain démarrage.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="-477"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Flip Board</source>
        <translation>&amp;Retourner le plateau</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Inspect Mode</source>
        <extracomment>Inspect mode: click any piece, of either side, to see its moves; nothing is played</extracomment>
        <translation>Mode &amp;inspection</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click any piece to see its moves; no move is played</source>
        <translation>Cliquez sur n&apos;importe quelle pièce pour voir ses déplacements&#xa0;; aucun coup n&apos;est joué</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Unknown preset &apos;%1&apos;</source>
        <translation>Préréglage inconnu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Install Preset Bundle</source>
        <translation>Installer un paquet de préréglage</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The preset “%1” is installed. Start a game of it?</source>
        <extracomment>%1 = the preset&apos;s name</extracomment>
        <translation>Le préréglage «&#xa0;%1&#xa0;» est installé. Commencer une partie avec ce préréglage&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The New Game dialog offers it from now on.</source>
        <translation>Il est désormais proposé dans la boîte de dialogue «&#xa0;Nouvelle partie&#xa0;».</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+27"/>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The game could not be started.</source>
        <translation>La partie n&apos;a pas pu être commencée.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Edit Position</source>
        <translation>Modifier la position</translation>
    </message>
    <message>
        <location line="+20"/>
        <location filename="../app/gui/mainwindowfiles.cpp" line="-318"/>
        <source>The clipboard holds no text.</source>
        <translation>Le presse-papiers ne contient pas de texte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Paste FEN</source>
        <translation>Coller le FEN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The clipboard does not hold a position of %1.</source>
        <extracomment>%1 = the variant&apos;s name</extracomment>
        <translation>Le presse-papiers ne contient pas de position de la variante %1.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Play Move</source>
        <translation>Jouer le coup</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Discard the later moves?</source>
        <translation>Supprimer les coups suivants&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The board shows an earlier position. Playing here discards the %n move(s) that followed it.</source>
        <translation>
            <numerusform>Le plateau montre une position antérieure. Jouer ici supprime le coup qui la suivait.</numerusform>
            <numerusform>Le plateau montre une position antérieure. Jouer ici supprime les %n coups qui la suivaient.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Type a move in %1 or coordinates, then press Enter</source>
        <extracomment>Placeholder of the move entry; %1 is the notation with an example, e.g. &quot;Japanese (▲７六歩)&quot;</extracomment>
        <translation>Saisissez un coup en notation %1 ou en coordonnées, puis appuyez sur Entrée</translation>
    </message>
    <message numerus="yes">
        <location line="+60"/>
        <source>Browsing: the start position (%n move(s) in the game)</source>
        <translation>
            <numerusform>Navigation&#xa0;: position initiale (%n coup dans la partie)</numerusform>
            <numerusform>Navigation&#xa0;: position initiale (%n coups dans la partie)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Browsing: after move %1 of %2 (%3)</source>
        <translation>Navigation&#xa0;: après le coup %1 sur %2 (%3)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Starting the engine...</source>
        <extracomment>Engines are being started for a game against them</extracomment>
        <translation>Démarrage du moteur…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is thinking...</source>
        <extracomment>%1 = the engine&apos;s name</extracomment>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inspect mode: click any piece to see its moves</source>
        <translation>Mode inspection&#xa0;: cliquez sur n&apos;importe quelle pièce pour voir ses déplacements</translation>
    </message>
    <message>
        <location line="-584"/>
        <location line="+599"/>
        <source>Game Over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindowfiles.cpp" line="-134"/>
        <source>the new game</source>
        <translation>la nouvelle partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save Changes</source>
        <extracomment>%1 = the file name, or &quot;the new game&quot;</extracomment>
        <translation>Enregistrer les modifications</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save changes to %1?</source>
        <translation>Enregistrer les modifications de %1&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game has %n move(s). Its changes are lost unless you save them.</source>
        <translation>
            <numerusform>La partie compte %n coup. Ses modifications seront perdues si vous ne les enregistrez pas.</numerusform>
            <numerusform>La partie compte %n coups. Ses modifications seront perdues si vous ne les enregistrez pas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its changes are lost unless you save them.</source>
        <translation>Ses modifications seront perdues si vous ne les enregistrez pas.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+21"/>
        <location line="+75"/>
        <location line="+55"/>
        <location line="+50"/>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location line="-199"/>
        <source>Game logs (%1)</source>
        <extracomment>%1 = the file name patterns (*.pgn *.kif ...)</extracomment>
        <translation>Parties enregistrées (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+75"/>
        <source>The game could not be opened.</source>
        <translation>La partie n&apos;a pas pu être ouverte.</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>%1: a preset bundle holds no game (install it with Game &gt; Install Preset Bundle)</source>
        <translation>%1&#xa0;: un paquet de préréglage ne contient aucune partie (installez-le avec Partie &gt; Installer un paquet de préréglage)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The drop holds no file and no text.</source>
        <translation>Le dépôt ne contient ni fichier ni texte.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The dropped text is empty.</source>
        <translation>Le texte déposé est vide.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Paste Game</source>
        <translation>Coller une partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The game could not be pasted.</source>
        <translation>La partie n’a pas pu être collée.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>clipboard</source>
        <translation>presse-papiers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dropped text</source>
        <translation>texte déposé</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The clipboard holds no game.</source>
        <translation>Le presse-papiers ne contient aucune partie.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1: the file holds no game.</source>
        <translation>%1&#xa0;: le fichier ne contient aucune partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dropped text holds no game.</source>
        <translation>Le texte déposé ne contient aucune partie.</translation>
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
        <translation> – illisible</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The file holds %n game(s). Which one?</source>
        <translation>
            <numerusform>Le fichier contient %n partie. Laquelle&#xa0;?</numerusform>
            <numerusform>Le fichier contient %n parties. Laquelle&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the game is incomplete.</source>
        <translation>%1&#xa0;: la partie est incomplète.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The game was opened, but the file was not read completely.</source>
        <translation>La partie a été ouverte, mais le fichier n&apos;a pas été lu entièrement.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n move(s) were read (as %1 text). Save asks for a new file name, so the file is not overwritten.</source>
        <extracomment>%n = moves read, %1 = the text encoding the file was read in (&quot;UTF-8&quot;, &quot;Shift_JIS&quot;, ...)</extracomment>
        <translation>
            <numerusform>%n coup a été lu (encodage %1). «&#xa0;Enregistrer&#xa0;» demandera un nouveau nom de fichier, afin de ne pas écraser le fichier.</numerusform>
            <numerusform>%n coups ont été lus (encodage %1). «&#xa0;Enregistrer&#xa0;» demandera un nouveau nom de fichier, afin de ne pas écraser le fichier.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+30"/>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>There is no game to save.</source>
        <translation>Il n&apos;y a aucune partie à enregistrer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not be saved.</source>
        <translation>La partie n&apos;a pas pu être enregistrée.</translation>
    </message>
    <message>
        <location line="+185"/>
        <source>This game starts from a position that cannot occur in a game: %1</source>
        <extracomment>%1: why, one sentence per problem (&quot;White has no king.&quot;)</extracomment>
        <translation>Cette partie commence dans une position impossible en cours de partie : %1</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="-597"/>
        <source>The game could not be saved automatically: %1</source>
        <translation>La partie n&apos;a pas pu être enregistrée automatiquement&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+537"/>
        <source>%1 to move</source>
        <translation>Trait aux %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> - check!</source>
        <translation> – échec&#xa0;!</translation>
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
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give up the game: the other side wins</source>
        <translation>Abandonner la partie : l’autre camp gagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer &amp;Draw</source>
        <translation>Proposer la &amp;nulle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Offer the engine a draw; it accepts or plays on</source>
        <translation>Proposer la nulle au moteur ; il accepte ou continue à jouer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 declined the draw offer.</source>
        <extracomment>%1 = an engine&apos;s name</extracomment>
        <translation>%1 a refusé la proposition de nulle.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Draw offered to %1.</source>
        <extracomment>%1 = an engine&apos;s name</extracomment>
        <translation>Nulle proposée à %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Draw Offer</source>
        <translation>Proposition de nulle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 offers a draw. Accept it? (A move declines it.)</source>
        <extracomment>%1 = an engine&apos;s name</extracomment>
        <translation>%1 propose la nulle. L’accepter ? (Jouer un coup la refuse.)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The draw offer no longer stands.</source>
        <translation>La proposition de nulle ne tient plus.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 offers a draw.</source>
        <translation>%1 propose la nulle.</translation>
    </message>
</context>
<context>
    <name>MoveListView</name>
    <message>
        <location filename="../app/gui/movelistview.cpp" line="+25"/>
        <source>Moves</source>
        <translation>Coups</translation>
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
        <translation>Résultat&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <location filename="../engine/movewords.cpp" line="+152"/>
        <source>jumping over exactly one piece on the way</source>
        <extracomment>A cannon&apos;s move: &quot;Captures any distance orthogonally, jumping over exactly one piece on the way&quot;</extracomment>
        <translation>en sautant par-dessus exactement une pièce en chemin</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>landing just beyond the first piece in its way</source>
        <extracomment>A grasshopper&apos;s move</extracomment>
        <translation>en atterrissant juste derrière la première pièce sur son chemin</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>skipping the first square</source>
        <translation>en sautant la première case</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>jumping over one or more pieces of either side, each of a lower rank than its own</source>
        <extracomment>Tenjiku&apos;s generals: &quot;Captures any distance diagonally, jumping over one or more pieces of either side, each of a lower rank than its own&quot;</extracomment>
        <translation>en sautant par-dessus une ou plusieurs pièces de l&apos;un ou l&apos;autre camp, chacune d&apos;un rang inférieur au sien</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>also en passant</source>
        <extracomment>A pawn&apos;s capture: &quot;Captures one square diagonally forward, also en passant&quot;</extracomment>
        <translation>y compris en passant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only en passant</source>
        <translation>uniquement en passant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>also capturing its own pieces</source>
        <translation>pouvant aussi prendre ses propres pièces</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>capturing only a royal piece</source>
        <translation>ne prenant qu&apos;une pièce royale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>never capturing a royal piece</source>
        <translation>sans jamais prendre de pièce royale</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+134"/>
        <source>moves %1</source>
        <extracomment>%1 = how far and where: &quot;Moves one square in any direction&quot;
----------
A lame leaper (xiangqi horse): &quot;Moves to the 8 squares a (1,2) step away, but a piece on the square it passes blocks it&quot;; %1 says where</extracomment>
        <translation>se déplace %1</translation>
    </message>
    <message>
        <location line="-131"/>
        <location line="+133"/>
        <source>moves %1 without capturing</source>
        <extracomment>A move that never captures: &quot;Moves one square forward without capturing&quot;</extracomment>
        <translation>se déplace %1 sans prendre</translation>
    </message>
    <message>
        <location line="-131"/>
        <location line="+132"/>
        <source>captures %1</source>
        <extracomment>A move that only captures: &quot;Captures one square diagonally forward&quot;</extracomment>
        <translation>prend en se déplaçant %1</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>one square %1</source>
        <extracomment>%1 = directions: &quot;one square diagonally forward&quot;</extracomment>
        <translation>d&apos;une case %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>any distance %1</source>
        <extracomment>A sliding move: &quot;any distance orthogonally&quot;</extracomment>
        <translation>d&apos;un nombre quelconque de cases %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>exactly %n squares %1</source>
        <translation>
            <numerusform>d&apos;exactement %n case %1</numerusform>
            <numerusform>d&apos;exactement %n cases %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>up to %n squares %1</source>
        <translation>
            <numerusform>d&apos;au plus %n case %1</numerusform>
            <numerusform>d&apos;au plus %n cases %1</numerusform>
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
        <translation>%1, en restant %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 when %2</source>
        <extracomment>A move allowed only from a region: &quot;Moves one square sideways when across the river&quot;</extracomment>
        <translation>%1, une fois %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>first move only: %1</source>
        <extracomment>A move allowed only while the piece has not moved yet</extracomment>
        <translation>au premier coup seulement&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n squares %1</source>
        <extracomment>A leap along a line (of 2 squares or more): &quot;2 squares diagonally forward&quot;</extracomment>
        <translation>
            <numerusform>de %n case %1</numerusform>
            <numerusform>de %n cases %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>to the 8 squares a (%1,%2) step away</source>
        <extracomment>The targets of a full oblique leaper: &quot;Leaps to the 8 squares a (1,2) step away&quot;</extracomment>
        <translation>sur les 8 cases situées à un saut (%1,%2)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1, then on in the same direction any number of times while the squares it lands on are empty</source>
        <extracomment>A nightrider: &quot;Leaps to the 8 squares a (1,2) step away, over any piece, then on in the same direction any number of times while the squares it lands on are empty&quot;</extracomment>
        <translation>%1, puis poursuit dans la même direction autant de fois que voulu, tant que les cases où elle atterrit sont vides</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1, then on in the same direction, up to %n leaps in all, while the squares it lands on are empty</source>
        <extracomment>A rider of at most %n leaps: &quot;Leaps to the 8 squares a (1,2) step away, over any piece, then on in the same direction, up to 3 leaps in all, while the squares it lands on are empty&quot;</extracomment>
        <translation>
            <numerusform>%1, puis poursuit dans la même direction, jusqu&apos;à %n saut au total, tant que les cases où elle atterrit sont vides</numerusform>
            <numerusform>%1, puis poursuit dans la même direction, jusqu&apos;à %n sauts au total, tant que les cases où elle atterrit sont vides</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a nightrider&apos;s move</source>
        <translation>le déplacement du noctambule</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>but a piece on the square it passes blocks it</source>
        <translation>mais une pièce sur la case traversée bloque le coup</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>but a piece on any of the %n squares it passes blocks it</source>
        <translation>
            <numerusform>mais une pièce sur l&apos;une des %n cases traversées bloque le coup</numerusform>
            <numerusform>mais une pièce sur l&apos;une des %n cases traversées bloque le coup</numerusform>
        </translation>
    </message>
    <message>
        <location line="-57"/>
        <source>leaps %1, over any piece</source>
        <extracomment>A leap: &quot;Leaps to the 8 squares a (1,2) step away, over any piece&quot;, &quot;Leaps 2 squares orthogonally, over any piece&quot;</extracomment>
        <translation>saute %1, par-dessus n&apos;importe quelle pièce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaps %1 without capturing, over any piece</source>
        <translation>saute %1 sans prendre, par-dessus n&apos;importe quelle pièce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>captures by leaping %1, over any piece</source>
        <translation>prend en sautant %1, par-dessus n&apos;importe quelle pièce</translation>
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
        <translation>saute sur n&apos;importe quelle case jusqu&apos;à deux cases de distance, par-dessus n&apos;importe quelle pièce</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>moves twice in one turn, one square in any direction each time</source>
        <extracomment>The Chu Lion&apos;s double move</extracomment>
        <translation>se déplace deux fois en un tour, d&apos;une case dans n&apos;importe quelle direction à chaque fois</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>moves twice %1 in one turn, one square each time, in a straight line</source>
        <extracomment>The Chu Soaring Eagle and Horned Falcon: &quot;Moves twice diagonally forward in one turn, one square each time, in a straight line&quot;</extracomment>
        <translation>se déplace deux fois %1 en un tour, d&apos;une case à chaque fois, en ligne droite</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>moves twice in one turn, one square diagonally each time</source>
        <extracomment>Suzumu Shogi&apos;s Free Eagle: its Lion power on the diagonals</extracomment>
        <translation>se déplace deux fois en un tour, d&apos;une case en diagonale à chaque fois</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; it may capture on both squares</source>
        <translation>%1&#xa0;; peut prendre sur les deux cases</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1; it may capture on the first square and move on</source>
        <translation>%1&#xa0;; peut prendre sur la première case et poursuivre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; it may come back to its square, capturing without moving (igui) or passing the turn</source>
        <extracomment>Chu Shogi: igui is a capture without moving; passing = stepping out and back</extracomment>
        <translation>%1&#xa0;; peut revenir sur sa case, en prenant sans bouger (igui) ou en passant son tour</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; it may capture on the first square without moving (igui)</source>
        <translation>%1&#xa0;; peut prendre sur la première case sans bouger (igui)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1; it may step out and back to pass the turn</source>
        <translation>%1&#xa0;; peut faire un pas et revenir pour passer son tour</translation>
    </message>
    <message numerus="yes">
        <location line="+57"/>
        <source>captures along its lines after jumping over exactly %n piece(s) of either side</source>
        <extracomment>Suzumu Shogi&apos;s generals: &quot;captures along its lines after jumping over exactly 2 pieces of either side&quot;</extracomment>
        <translation>
            <numerusform>prend le long de ses lignes après avoir sauté exactement %n pièce de l&apos;un ou l&apos;autre camp</numerusform>
            <numerusform>prend le long de ses lignes après avoir sauté exactement %n pièces de l&apos;un ou l&apos;autre camp</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it may also capture the enemy pieces it jumps over</source>
        <extracomment>Suzumu Shogi&apos;s generals (final rules): what they jump may be captured on the way</extracomment>
        <translation>peut aussi prendre les pièces adverses qu&apos;elle saute</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it may capture one or two pieces next to it without moving (igui)</source>
        <extracomment>Suzumu Shogi&apos;s Fire Demon and Heavenly Tetrarch: igui is a capture without moving</extracomment>
        <translation>peut prendre une ou deux pièces voisines sans bouger (igui)</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>moves up to %n times one square in any directions, through empty squares, in one turn</source>
        <extracomment>An area move (Tenjiku&apos;s Fire Demon): &quot;moves up to 3 times one square in any directions, through empty squares, in one turn&quot;</extracomment>
        <translation>
            <numerusform>se déplace jusqu&apos;à %n fois d&apos;une case dans n&apos;importe quelle direction, par des cases vides, en un tour</numerusform>
            <numerusform>se déplace jusqu&apos;à %n fois d&apos;une case dans n&apos;importe quelle direction, par des cases vides, en un tour</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>castles with a %1 when neither has moved: it goes to the %2-file or the %3-file, and the %1 to the square next to it on the inner side</source>
        <extracomment>Castling with fixed king squares (chess, Chess960): &quot;Castles with a Rook when neither has moved: it goes to the c-file or the g-file, and the Rook to the square next to it on the inner side&quot;</extracomment>
        <translation>roque avec la pièce %1 si aucune des deux n&apos;a encore bougé&#xa0;: va sur la colonne %2 ou la colonne %3, et la pièce %1 sur la case voisine, côté intérieur</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>castles with a %1 when neither has moved: it moves one square toward it, and the %1 lands on the square it crossed</source>
        <translation>roque avec la pièce %1 si aucune des deux n&apos;a encore bougé&#xa0;: se déplace d&apos;une case vers elle, et la pièce %1 se pose sur la case franchie</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>castles with a %1 when neither has moved: it moves %n squares toward it, and the %1 lands on the square it crossed</source>
        <extracomment>Castling: &quot;Castles with a Rook when neither has moved: it moves 2 squares toward it, and the Rook lands on the square it crossed&quot;</extracomment>
        <translation>
            <numerusform>roque avec la pièce %1 si aucune des deux n&apos;a encore bougé&#xa0;: se déplace de %n case vers elle, et la pièce %1 se pose sur la case franchie</numerusform>
            <numerusform>roque avec la pièce %1 si aucune des deux n&apos;a encore bougé&#xa0;: se déplace de %n cases vers elle, et la pièce %1 se pose sur la case franchie</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, not out of, through or into check</source>
        <translation>%1&#xa0;; interdit en échec, ou si une case traversée ou la case d&apos;arrivée est attaquée</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>other moves: %1</source>
        <extracomment>The honest fallback for moves MoveWords cannot word: %1 is their XBetza notation</extracomment>
        <translation>autres déplacements&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>never moves</source>
        <translation>ne se déplace jamais</translation>
    </message>
    <message>
        <location filename="../engine/movewordsparts.cpp" line="-137"/>
        <source>forward</source>
        <translation>vers l&apos;avant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>backward</source>
        <translation>vers l&apos;arrière</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to the left</source>
        <translation>vers la gauche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to the right</source>
        <translation>vers la droite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diagonally forward to the left</source>
        <translation>en diagonale vers l&apos;avant à gauche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diagonally forward to the right</source>
        <translation>en diagonale vers l&apos;avant à droite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diagonally backward to the left</source>
        <translation>en diagonale vers l&apos;arrière à gauche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diagonally backward to the right</source>
        <translation>en diagonale vers l&apos;arrière à droite</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>in any direction</source>
        <extracomment>Directions of a move: &quot;Moves one square in any direction&quot;</extracomment>
        <translation>dans toutes les directions</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in any direction except %1</source>
        <extracomment>Directions of a move: &quot;Moves one square in any direction except backward&quot;</extracomment>
        <translation>dans toutes les directions sauf %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>orthogonally</source>
        <translation>orthogonalement</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>diagonally</source>
        <translation>en diagonale</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sideways</source>
        <extracomment>Directions of a move: left or right</extracomment>
        <translation>latéralement</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>diagonally forward</source>
        <translation>en diagonale vers l&apos;avant</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>diagonally backward</source>
        <translation>en diagonale vers l&apos;arrière</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>one square forward</source>
        <translation>d&apos;une case vers l&apos;avant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one square backward</source>
        <translation>d&apos;une case vers l&apos;arrière</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n squares forward</source>
        <translation>
            <numerusform>de %n case vers l&apos;avant</numerusform>
            <numerusform>de %n cases vers l&apos;avant</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n squares backward</source>
        <translation>
            <numerusform>de %n case vers l&apos;arrière</numerusform>
            <numerusform>de %n cases vers l&apos;arrière</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n to either side</source>
        <translation>
            <numerusform>%n de chaque côté</numerusform>
            <numerusform>%n de chaque côté</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n to the left</source>
        <translation>
            <numerusform>%n vers la gauche</numerusform>
            <numerusform>%n vers la gauche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n to the right</source>
        <translation>
            <numerusform>%n vers la droite</numerusform>
            <numerusform>%n vers la droite</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and %2</source>
        <extracomment>An oblique leap: &quot;2 squares forward and 1 to either side&quot;</extracomment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a dabbaba&apos;s leap</source>
        <extracomment>Traditional names of fairy chess leapers, after their move in brackets</extracomment>
        <translation>le saut du dabbaba</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an alfil&apos;s leap</source>
        <translation>le saut de l&apos;alfil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a threeleaper&apos;s leap</source>
        <translation>le saut du trois-sauteur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tripper&apos;s leap</source>
        <translation>le saut du tripper</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a knight&apos;s move</source>
        <translation>le saut du cavalier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a camel&apos;s leap</source>
        <translation>le saut du chameau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a zebra&apos;s leap</source>
        <translation>le saut du zèbre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a giraffe&apos;s leap</source>
        <translation>le saut de la girafe</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 or %2</source>
        <extracomment>Joins the last item of a list of alternatives: &quot;forward, backward or sideways&quot;</extracomment>
        <translation>%1 ou %2</translation>
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
        <translation>au-delà de la rivière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the opponent&apos;s half</source>
        <translation>dans la moitié adverse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on the last rank</source>
        <extracomment>A promotion zone: &quot;in the last 3 ranks&quot;</extracomment>
        <translation>sur la dernière rangée</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>in the last %n ranks</source>
        <translation>
            <numerusform>dans les %n dernières rangées</numerusform>
            <numerusform>dans les %n dernières rangées</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>on its own side of the river</source>
        <translation>de son côté de la rivière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in its own half</source>
        <translation>dans sa propre moitié</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on its first rank</source>
        <translation>sur sa première rangée</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>in its first %n ranks</source>
        <translation>
            <numerusform>dans ses %n premières rangées</numerusform>
            <numerusform>dans ses %n premières rangées</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>on rank %1</source>
        <extracomment>A single rank, named from the first side&apos;s view: &quot;on rank 6&quot;</extracomment>
        <translation>sur la rangée %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on ranks %1 to %2</source>
        <extracomment>A band of ranks, from the first side&apos;s view: &quot;on ranks 2 to 7&quot;</extracomment>
        <translation>sur les rangées %1 à %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>in the palace</source>
        <translation>dans le palais</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>on the palace&apos;s diagonal lines</source>
        <extracomment>Janggi: the diagonal lines drawn in the palaces</extracomment>
        <translation>sur les diagonales du palais</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>on %1 and one more square</source>
        <extracomment>A region listed by its squares: &quot;on a1, b2, c3, d4, e5, f6 and 3 more squares&quot;</extracomment>
        <translation>en %1 et sur une autre case</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>on %1 and %n more squares</source>
        <translation>
            <numerusform>en %1 et sur %n autre case</numerusform>
            <numerusform>en %1 et sur %n autres cases</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on %1</source>
        <extracomment>A region listed by its squares: &quot;on d1, f1, e2&quot;</extracomment>
        <translation>en %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>royal: it may never be left in check, and checkmating it wins the game</source>
        <extracomment>A royal piece (king, general) under the check rule</extracomment>
        <translation>pièce royale&#xa0;: ne doit jamais rester en échec, et la mater fait gagner la partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>royal: losing the last royal piece loses the game</source>
        <extracomment>A royal piece in a game with several (Chu Shogi&apos;s King and Crown Prince)</extracomment>
        <translation>pièce royale&#xa0;: perdre la dernière pièce royale fait perdre la partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>royal: losing it loses the game</source>
        <extracomment>A royal piece in a game without the check rule (Dobutsu)</extracomment>
        <translation>pièce royale&#xa0;: la perdre fait perdre la partie</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>after every capture</source>
        <translation>après chaque prise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after every move</source>
        <translation>après chaque coup</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>when a move ends %1</source>
        <extracomment>When a promotion happens: &quot;when a move ends on the last rank&quot;</extracomment>
        <translation>quand un coup se termine %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>when a move starts or ends %1</source>
        <translation>quand un coup commence ou se termine %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>when a move from outside ends %1</source>
        <translation>quand un coup venu de l&apos;extérieur se termine %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>when a move from outside ends %1, or when it captures with either end of its move %1</source>
        <extracomment>Chu Shogi&apos;s promotion rule</extracomment>
        <translation>quand un coup venu de l&apos;extérieur se termine %1, ou quand une prise commence ou se termine %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>when a move captures with either end of its move %1</source>
        <extracomment>Micro Shogi&apos;s promotion rule</extracomment>
        <translation>quand une prise commence ou se termine %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>as a turn of its own, standing %1 (anywhere when it is the last of its kind), where it stands or by one quiet move of the new piece, which may then attack no enemy piece</source>
        <extracomment>Sittuyin&apos;s promotion rule</extracomment>
        <translation>par un coup à part entière, en se trouvant %1 (n&apos;importe où si c&apos;est la dernière de son espèce), sur sa case ou par un déplacement sans prise de la nouvelle pièce, qui ne doit alors attaquer aucune pièce adverse</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 for the first player, %2 for the second</source>
        <extracomment>Promotion targets per side: &quot;a Chancellor or a Rook for the first player, a Queen or a Rook for the second&quot;</extracomment>
        <translation>%1 pour le premier joueur, %2 pour le second</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must promote to %1 %2</source>
        <translation>doit être promue en %1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>may promote to %1 %2</source>
        <translation>peut être promue en %1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it must promote where it could never move again</source>
        <extracomment>Shogi: a pawn, lance or knight must promote on the last ranks</extracomment>
        <translation>doit être promue là où elle ne pourrait plus jamais se déplacer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>may also promote when a move ends %1</source>
        <translation>peut aussi être promue quand un coup se termine %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>in hand, it may be dropped on any empty square %1</source>
        <extracomment>Drops: &quot;In hand, it may be dropped on any empty square in the last 3 ranks&quot;</extracomment>
        <translation>en réserve, peut être parachutée sur n&apos;importe quelle case vide %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in hand, it may be dropped on any empty square</source>
        <translation>en réserve, peut être parachutée sur n&apos;importe quelle case vide</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>where it could never move</source>
        <translation>là où elle ne pourrait plus jamais se déplacer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on a file that already holds an unpromoted one of its side</source>
        <extracomment>Shogi&apos;s nifu rule, inside &quot;It may not be dropped %1&quot;</extracomment>
        <translation>sur une colonne qui contient déjà une pièce identique non promue de son camp</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>on a file that already holds %n unpromoted ones of its side</source>
        <translation>
            <numerusform>sur une colonne qui contient déjà %n pièce identique non promue de son camp</numerusform>
            <numerusform>sur une colonne qui contient déjà %n pièces identiques non promues de son camp</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>to give checkmate</source>
        <extracomment>Shogi&apos;s uchifuzume rule, inside &quot;It may not be dropped %1&quot;</extracomment>
        <translation>pour donner échec et mat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to leave the opponent without a move</source>
        <translation>pour laisser l&apos;adversaire sans coup possible</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it may not be dropped %1</source>
        <extracomment>Drop restrictions: &quot;It may not be dropped where it could never move, on a file that already holds an unpromoted one of its side or to give checkmate&quot;</extracomment>
        <translation>ne peut pas être parachutée %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it may also be dropped as a %1</source>
        <translation>peut aussi être parachutée en tant que %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+3"/>
        <source>anywhere</source>
        <translation>n&apos;importe où</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>after moving to another square it may burn up to %n enemy piece(s) next to it</source>
        <extracomment>Suzumu Shogi&apos;s Fire Demon: &quot;After moving to another square it may burn up to 2 enemy pieces next to it&quot;</extracomment>
        <translation>
            <numerusform>après s&apos;être déplacée sur une autre case, peut brûler jusqu&apos;à %n pièce adverse voisine</numerusform>
            <numerusform>après s&apos;être déplacée sur une autre case, peut brûler jusqu&apos;à %n pièces adverses voisines</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every enemy piece next to where it stops burns</source>
        <extracomment>Tenjiku Shogi&apos;s Fire Demon</extracomment>
        <translation>toute pièce adverse voisine de la case où elle s&apos;arrête brûle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an enemy piece that stops next to it burns instead</source>
        <translation>une pièce adverse qui s&apos;arrête à côté d&apos;elle brûle à sa place</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a %1 never burns</source>
        <translation>une pièce %1 ne brûle jamais</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the enemy pieces next to it cannot move</source>
        <extracomment>Suzumu Shogi&apos;s Heavenly Tetrarch</extracomment>
        <translation>les pièces adverses voisines ne peuvent pas bouger</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the enemy pieces next to it cannot move, except a %1</source>
        <translation>les pièces adverses voisines ne peuvent pas bouger, sauf une pièce %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>it may never face the enemy royal piece on an open file</source>
        <extracomment>Xiangqi&apos;s flying general rule</extracomment>
        <translation>ne peut jamais faire face à la pièce royale adverse sur une colonne sans pièce entre elles</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>facing the enemy royal piece on an open file ends the game (bikjang)</source>
        <extracomment>Janggi&apos;s bikjang</extracomment>
        <translation>faire face à la pièce royale adverse sur une colonne sans pièce entre elles termine la partie (bikjang)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>standing %1 where it cannot be captured wins the game</source>
        <extracomment>Dobutsu&apos;s try: &quot;Standing on the last rank where it cannot be captured wins the game&quot;</extracomment>
        <translation>se trouver %1 à l&apos;abri de toute prise fait gagner la partie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it must always stay %1</source>
        <extracomment>Confinement: &quot;It never leaves the palace&quot; with %1 = &quot;in the palace&quot;</extracomment>
        <translation>doit toujours rester %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it may not jump over a %1</source>
        <translation>ne peut pas sauter par-dessus une pièce %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it may not capture a %1</source>
        <translation>ne peut pas prendre une pièce %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>at most one of them per side on the board</source>
        <translation>au plus une pièce de ce type par camp sur le plateau</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>at most %n of them per side on the board</source>
        <translation>
            <numerusform>au plus %n pièce de ce type par camp sur le plateau</numerusform>
            <numerusform>au plus %n pièces de ce type par camp sur le plateau</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>promoted from a %1</source>
        <extracomment>Where a promoted piece comes from: &quot;Promoted from a Pawn&quot;</extracomment>
        <translation>pièce promue (pièce d&apos;origine&#xa0;: %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>when captured, it goes to the hand as a %1</source>
        <translation>une fois prise, rejoint la réserve en tant que %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../app/gui/newgamedialog.cpp" line="+65"/>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Shelf</source>
        <extracomment>Accessible name of the box that narrows the list of variants (favourites, a category)</extracomment>
        <translation>Groupe de variantes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;how:</source>
        <extracomment>Before the box that narrows the list of variants: &quot;Show: Drop games (15)&quot;</extracomment>
        <translation>&amp;Afficher :</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+1"/>
        <source>Search variants</source>
        <extracomment>Placeholder of the search field over the list of variants</extracomment>
        <translation>Rechercher une variante</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Load Preset File...</source>
        <translation>Charger un fichier de &amp;préréglage…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adds a variant from a preset file (JSON)</source>
        <translation>Ajoute une variante depuis un fichier de préréglage (JSON)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lists the variant under Favourites</source>
        <translation>Range la variante dans les Favoris</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Start position</source>
        <extracomment>Accessible name of the picture of the selected variant&apos;s start position</extracomment>
        <translation>Position initiale</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Rule profile</source>
        <extracomment>A rule profile is a named set of rule changes a preset offers (e.g. &quot;no castling&quot;)</extracomment>
        <translation>Profil de règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles&#xa0;:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Start Game</source>
        <translation>&amp;Commencer la partie</translation>
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
        <translation>&amp;Favori</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Players</source>
        <extracomment>The group of the New Game dialog that says who plays each side and the clocks</extracomment>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Level </source>
        <extracomment>Before the built-in AI&apos;s strength: &quot;Level 8&quot;</extracomment>
        <translation>Niveau </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Built-in AI level</source>
        <translation>Niveau de l’IA intégrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The built-in AI&apos;s strength, from %1 (weakest) to %2 (strongest)</source>
        <translation>La force de l’IA intégrée, de %1 (la plus faible) à %2 (la plus forte)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No clock</source>
        <translation>Sans pendule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per move</source>
        <translation>Temps par coup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clock with increment</source>
        <extracomment>A clock per side with a base time, and an increment added after each move (Fischer)</extracomment>
        <translation>Pendule avec incrément</translation>
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
        <translation>&amp;Temps :</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+10"/>
        <source> s per move</source>
        <extracomment>Unit after the seconds per move</extracomment>
        <translation> s par coup</translation>
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
        <translation>Humain</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built-in AI</source>
        <extracomment>A side of the game is played by Fairyboard&apos;s own AI (it plays every variant)</extracomment>
        <translation>IA intégrée</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1:</source>
        <extracomment>%1 = a side (White, Sente, Red ...)</extracomment>
        <translation>%1 :</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>This preset cannot be played:
%1</source>
        <translation>Ce préréglage ne peut pas être joué&#xa0;:
%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 × %2 board, preset id “%3”</source>
        <extracomment>Details under a variant&apos;s description: board size and preset id</extracomment>
        <translation>Plateau de %1 × %2, identifiant de préréglage «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (cannot load this variant)</source>
        <extracomment>An engine in the player box that cannot be given the chosen variant; %1 = its name</extracomment>
        <translation>%1 (ne peut pas charger cette variante)</translation>
    </message>
    <message>
        <location line="+43"/>
        <location line="+15"/>
        <source>Load Preset File</source>
        <translation>Charger un fichier de préréglage</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Fairyboard presets (*.json)</source>
        <translation>Préréglages Fairyboard (*.json)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: id: a preset with the id “%2” is already loaded from %3</source>
        <translation>%1&#xa0;: id&#xa0;: un préréglage d&apos;identifiant «&#xa0;%2&#xa0;» est déjà chargé depuis %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preset was not loaded because of these problems:</source>
        <translation>Le préréglage n&apos;a pas été chargé à cause des problèmes suivants&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Piece</name>
    <message>
        <location filename="preset_strings.cpp" line="+706"/>
        <source>Pawn</source>
        <comment>chess</comment>
        <extracomment>Piece name in “ASEAN Chess”, “Active Chess”, “Advanced Pawn Chess”, “Ai-Wok”, “Almost Chess”, “Amazon Chess”, “Anti-Antichess”, “Antichess”, “Atomar Chess”, “Atomic Chess”, “Atomic Chess without Check”, “Berolina Chess”, “Cambodian Chess (Ouk Chatrang)”, “Capablanca Chess”, “Capahouse”, “Capture Chess”, “Capture-all Chess”, “Centaur Chess”, “Chancellor Chess”, “Checkmateless Chess”, “Chess”, “Chess vs Hoppel-Poppel”, “Chess960”, “Chessgi”, “Chigorin Chess”, “Codrus”, “Coffee Race”, “Coffeehouse”, “Coregal Chess”, “Corner Chess”, “Corner Rook Chess”, “Corridor Chess”, “Courier Chess”, “Crazyhouse”, “Diagonal Chess”, “Diamond Chess”, “Diana Chess”, “Double Army Chess”, “Duck Chess”, “Elimination Chess”, “Embassy Chess”, “Extinction Chess”, “Five-Check”, “Gardner&apos;s Minichess”, “Gemini Chess”, “Giveaway”, “Gothhouse”, “Gothic Chess”, “Grand Chess”, “Grasshopper Chess”, “Gustav III&apos;s Chess”, “Hoppel-Poppel”, “Horde”, “Indian Great Chess”, “Janus Chess”, “Kamikaze Rooks”, “Kar Ouk”, “King of the Hill”, “Kinglet”, “Knightmate”, “Koedem”, “Legan Chess”, “Loop Chess”, “Los Alamos Chess”, “Losers”, “Maharajah and the Sepoys”, “Makpong”, “Makruk”, “Misère Chess”, “Modern Chess”, “New Zealand Chess”, “Nightrider Chess”, “Ninth-century Indian Chess”, “No Castling Chess”, “Omicron Chess”, “Opulent Chess”, “Pawn Back”, “Pawn Massacre”, “Pawn Sideways”, “Peasants&apos; Revolt”, “Perfect Chess”, “Placement Chess”, “Pocket Knight”, “Racing Chess”, “Racing Kings”, “S-House”, “Seirawan Chess”, “Shako”, “Shatar”, “Shatranj”, “Shogun Chess”, “Sittuyin”, “Sixth Rank Chess”, “Sort of Almost Chess”, “Spanish Archer Chess”, “Spartan Chess”, “Ten-Cubed Chess”, “Three Kings”, “Three-Check”, “Three-check Crazyhouse”, “Torpedo Chess”, “Troitzky Chess”, “Troitzky Chess (Byway setup)”, “Upside-down Chess”, “Weak!”, “Wolf Chess”; piece id “pawn”; moves (XBetza) fbmWfceFifmnD, flmFfcWlcW, flmFflcW, fmFfcW, fmFfceWifmnA, fmWfcF, fmWfcFifmnD, fmWfceF, fmWfceFifmnD, frmFfcWrcW, fsmWfceFifmnD. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>Pion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pawn</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Goro Goro Shogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”, “Yari Shogi”; piece id “pawn”; moves (XBetza) fW. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>Pion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Knight</source>
        <comment>chess</comment>
        <extracomment>Piece name in “ASEAN Chess”, “Active Chess”, “Advanced Pawn Chess”, “Ai-Wok”, “Almost Chess”, “Amazon Chess”, “Anti-Antichess”, “Antichess”, “Atomar Chess”, “Atomic Chess”, “Atomic Chess without Check”, “Berolina Chess”, “Cambodian Chess (Ouk Chatrang)”, “Capablanca Chess”, “Capahouse”, “Capture Chess”, “Capture-all Chess”, “Centaur Chess”, “Chancellor Chess”, “Checkmateless Chess”, “Chess”, “Chess vs Hoppel-Poppel”, “Chess960”, “Chessgi”, “Chigorin Chess”, “Codrus”, “Coffee Race”, “Coffeehouse”, “Coregal Chess”, “Corner Chess”, “Corner Rook Chess”, “Corridor Chess”, “Courier Chess”, “Crazyhouse”, “Diagonal Chess”, “Diamond Chess”, “Diana Chess”, “Double Army Chess”, “Duck Chess”, “Elimination Chess”, “Embassy Chess”, “Extinction Chess”, “Five-Check”, “Gardner&apos;s Minichess”, “Gemini Chess”, “Giveaway”, “Gothhouse”, “Gothic Chess”, “Grand Chess”, “Grasshopper Chess”, “Gustav III&apos;s Chess”, “Hoppel-Poppel”, “Horde”, “Indian Great Chess”, “Janus Chess”, “Jeson Mor”, “Kamikaze Rooks”, “Kar Ouk”, “King of the Hill”, “Kinglet”, “Koedem”, “Legan Chess”, “Loop Chess”, “Los Alamos Chess”, “Losers”, “Maharajah and the Sepoys”, “Makpong”, “Makruk”, “Misère Chess”, “Modern Chess”, “New Zealand Chess”, “Ninth-century Indian Chess”, “No Castling Chess”, “Omicron Chess”, “Opulent Chess”, “Pawn Back”, “Pawn Massacre”, “Pawn Sideways”, “Peasants&apos; Revolt”, “Perfect Chess”, “Placement Chess”, “Pocket Knight”, “Racing Chess”, “Racing Kings”, “S-House”, “Seirawan Chess”, “Shako”, “Shatar”, “Shatranj”, “Shogun Chess”, “Sittuyin”, “Sixth Rank Chess”, “Sort of Almost Chess”, “Spanish Archer Chess”, “Spartan Chess”, “Ten-Cubed Chess”, “Three Kings”, “Three-Check”, “Three-check Crazyhouse”, “Torpedo Chess”, “Troitzky Chess”, “Troitzky Chess (Byway setup)”, “Upside-down Chess”, “Weak!”; piece id “knight”; moves (XBetza) N, NW, mNcB, mNcR. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>Cavalier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Knight</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Dai Shogi”, “EuroShogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “knight”, “pawn-knight”; promoted form of “pawn”; moves (XBetza) N, fN, fNsW, ffN. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>Cavalier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bishop</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Active Chess”, “Advanced Pawn Chess”, “Almost Chess”, “Amazon Chess”, “Anti-Antichess”, “Antichess”, “Atomar Chess”, “Atomic Chess”, “Atomic Chess without Check”, “Berolina Chess”, “Capablanca Chess”, “Capahouse”, “Capture Chess”, “Capture-all Chess”, “Centaur Chess”, “Chancellor Chess”, “Checkmateless Chess”, “Chess”, “Chess vs Hoppel-Poppel”, “Chess960”, “Chessgi”, “Chigorin Chess”, “Codrus”, “Coffee Race”, “Coffeehouse”, “Coregal Chess”, “Corner Chess”, “Corner Rook Chess”, “Corridor Chess”, “Crazyhouse”, “Diagonal Chess”, “Diamond Chess”, “Diana Chess”, “Double Army Chess”, “Duck Chess”, “Elimination Chess”, “Embassy Chess”, “Extinction Chess”, “Five-Check”, “Gardner&apos;s Minichess”, “Gemini Chess”, “Giveaway”, “Gothhouse”, “Gothic Chess”, “Grand Chess”, “Grasshopper Chess”, “Gustav III&apos;s Chess”, “Hoppel-Poppel”, “Horde”, “Indian Great Chess”, “Janus Chess”, “Kamikaze Rooks”, “King of the Hill”, “Kinglet”, “Knightmate”, “Koedem”, “Legan Chess”, “Loop Chess”, “Losers”, “Maharajah and the Sepoys”, “Misère Chess”, “Modern Chess”, “New Zealand Chess”, “Nightrider Chess”, “No Castling Chess”, “Omicron Chess”, “Opulent Chess”, “Pawn Back”, “Pawn Massacre”, “Pawn Sideways”, “Peasants&apos; Revolt”, “Perfect Chess”, “Placement Chess”, “Pocket Knight”, “Racing Chess”, “Racing Kings”, “S-House”, “Seirawan Chess”, “Shako”, “Shatar”, “Shogun Chess”, “Sixth Rank Chess”, “Sort of Almost Chess”, “Spanish Archer Chess”, “Spartan Chess”, “Ten-Cubed Chess”, “Three Kings”, “Three-Check”, “Three-check Crazyhouse”, “Torpedo Chess”, “Troitzky Chess”, “Troitzky Chess (Byway setup)”, “Upside-down Chess”, “Weak!”, “Wolf Chess”; piece id “bishop”; moves (XBetza) B, mBcN. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>Fou</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bishop</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “bishop”, “promoted-leopard”, “silver-bishop”; promoted form of “silver”; moves (XBetza) B. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>Fou</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rook</source>
        <comment>chess</comment>
        <extracomment>Piece name in “ASEAN Chess”, “Active Chess”, “Advanced Pawn Chess”, “Ai-Wok”, “Almost Chess”, “Amazon Chess”, “Anti-Antichess”, “Antichess”, “Atomar Chess”, “Atomic Chess”, “Atomic Chess without Check”, “Berolina Chess”, “Cambodian Chess (Ouk Chatrang)”, “Capablanca Chess”, “Capahouse”, “Capture Chess”, “Capture-all Chess”, “Centaur Chess”, “Chancellor Chess”, “Checkmateless Chess”, “Chess”, “Chess vs Hoppel-Poppel”, “Chess960”, “Chessgi”, “Chigorin Chess”, “Codrus”, “Coffee Race”, “Coffeehouse”, “Coregal Chess”, “Corner Chess”, “Corner Rook Chess”, “Corridor Chess”, “Courier Chess”, “Crazyhouse”, “Diagonal Chess”, “Diamond Chess”, “Diana Chess”, “Double Army Chess”, “Duck Chess”, “Elimination Chess”, “Embassy Chess”, “Extinction Chess”, “Five-Check”, “Gardner&apos;s Minichess”, “Gemini Chess”, “Giveaway”, “Gothhouse”, “Gothic Chess”, “Grand Chess”, “Grasshopper Chess”, “Gustav III&apos;s Chess”, “Hoppel-Poppel”, “Horde”, “Indian Great Chess”, “Janus Chess”, “Kamikaze Rooks”, “Kar Ouk”, “King of the Hill”, “Kinglet”, “Knightmate”, “Koedem”, “Legan Chess”, “Loop Chess”, “Los Alamos Chess”, “Losers”, “Maharajah and the Sepoys”, “Makpong”, “Makruk”, “Misère Chess”, “Modern Chess”, “New Zealand Chess”, “Nightrider Chess”, “Ninth-century Indian Chess”, “No Castling Chess”, “Omicron Chess”, “Opulent Chess”, “Pawn Back”, “Pawn Massacre”, “Pawn Sideways”, “Peasants&apos; Revolt”, “Perfect Chess”, “Placement Chess”, “Pocket Knight”, “Racing Chess”, “Racing Kings”, “S-House”, “Seirawan Chess”, “Shako”, “Shatar”, “Shatranj”, “Shogun Chess”, “Sittuyin”, “Sixth Rank Chess”, “Sort of Almost Chess”, “Spanish Archer Chess”, “Spartan Chess”, “Ten-Cubed Chess”, “Three Kings”, “Three-Check”, “Three-check Crazyhouse”, “Torpedo Chess”, “Troitzky Chess”, “Troitzky Chess (Byway setup)”, “Upside-down Chess”, “Weak!”, “Wolf Chess”; piece id “rook”; moves (XBetza) R, mRcN. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>Tour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rook</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”, “Yari Shogi”; piece id “pawn-rook”, “promoted-gold”, “rook”; promoted form of “pawn”, “yari-rook”; moves (XBetza) R. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>Tour</translation>
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
        <translation>Roi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Goro Goro Shogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”, “Yari Shogi”; piece id “king”; moves (XBetza) K. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>Roi</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Archbishop</source>
        <extracomment>Piece name in “Capablanca Chess”, “Capahouse”, “Embassy Chess”, “Gemini Chess”, “Gothhouse”, “Gothic Chess”, “Perfect Chess”, “Shogun Chess”, “Ten-Cubed Chess”; piece id “archbishop”, “janus”; promoted form of “bishop”; moves (XBetza) BN</extracomment>
        <translation>Archevêque</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Chancellor</source>
        <extracomment>Piece name in “Almost Chess”, “Capablanca Chess”, “Capahouse”, “Chancellor Chess”, “Chigorin Chess”, “Embassy Chess”, “Gothhouse”, “Gothic Chess”, “Perfect Chess”, “Sort of Almost Chess”; piece id “chancellor”; moves (XBetza) RN</extracomment>
        <translation>Chancelier</translation>
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
        <translation>Pion</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Centaur</source>
        <extracomment>Piece name in “Centaur Chess”; piece id “centaur”; moves (XBetza) KN</extracomment>
        <translation>Centaure</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hoppel-Poppel Knight</source>
        <extracomment>Piece name in “Chess vs Hoppel-Poppel”; piece id “hoppelknight”; moves (XBetza) mNcB</extracomment>
        <translation>Cavalier Hoppel-Poppel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hoppel-Poppel Bishop</source>
        <extracomment>Piece name in “Chess vs Hoppel-Poppel”; piece id “hoppelbishop”; moves (XBetza) mBcN</extracomment>
        <translation>Fou Hoppel-Poppel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free King</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-phoenix”, “queen”; moves (XBetza) Q</extracomment>
        <translation>Roi libre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lion</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Opulent Chess”; piece id “lion”; moves (XBetza) FDH. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>Lion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lion</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “lion”, “promoted-kirin”; moves (XBetza) KNADcaKmcabK. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>Lion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dragon King</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Judkins Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “dragon”, “dragon-king”, “promoted-rook”; promoted form of “rook”; moves (XBetza) RF</extracomment>
        <translation>Roi dragon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dragon Horse</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Judkins Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “dragon-horse”, “horse”, “promoted-bishop”; promoted form of “bishop”; moves (XBetza) BW</extracomment>
        <translation>Cheval dragon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vertical Mover</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-silver”, “vertical-mover”; moves (XBetza) WvR, vRsW</extracomment>
        <translation>Mobile vertical</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Side Mover</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-copper”, “side-mover”; moves (XBetza) WsR, sRvW</extracomment>
        <translation>Mobile latéral</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reverse Chariot</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “reverse-chariot”; moves (XBetza) vR</extracomment>
        <translation>Char inversé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lance</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Goro Goro Shogi Plus”, “Kyoto Shogi”, “Micro Shogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “lance”; moves (XBetza) fR, fRbW2</extracomment>
        <translation>Lance</translation>
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
        <translation>Éléphant ivre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blind Tiger</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “blind-tiger”; moves (XBetza) FsbW</extracomment>
        <translation>Tigre aveugle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gold General</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Goro Goro Shogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “bishop-gold”, “gold”, “knight-gold”, “lance-gold”, “promoted-angry-boar”, “promoted-cat-sword”, “promoted-evil-wolf”, “promoted-flying-dragon”, “promoted-iron-general”, “promoted-knight”, “promoted-pawn”, “promoted-stone-general”, “promoted-violent-ox”, “rook-gold”; promoted form of “bishop”, “knight”, “lance”, “rook”; moves (XBetza) WfF</extracomment>
        <translation>Général d&apos;or</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silver General</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Goro Goro Shogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “lance-silver”, “silver”; promoted form of “lance”; moves (XBetza) FfW</extracomment>
        <translation>Général d&apos;argent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copper General</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “copper”; moves (XBetza) fFvW</extracomment>
        <translation>Général de cuivre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ferocious Leopard</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “leopard”; moves (XBetza) FvW</extracomment>
        <translation>Léopard féroce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go-Between</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”; piece id “go-between”; moves (XBetza) vW</extracomment>
        <translation>Intermédiaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Soaring Eagle</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-dragon-king”, “soaring-eagle”; moves (XBetza) RbBfFfAfcafFfmcabF</extracomment>
        <translation>Aigle planant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Horned Falcon</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “horned-falcon”, “promoted-dragon-horse”; moves (XBetza) BsbRfWfDfcafWfmcabW</extracomment>
        <translation>Faucon cornu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying Ox</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “flying-ox”; moves (XBetza) BvR</extracomment>
        <translation>Bœuf volant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free Boar</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “free-boar”; moves (XBetza) BsR</extracomment>
        <translation>Sanglier libre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whale</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “whale”; moves (XBetza) vRbB</extracomment>
        <translation>Baleine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White Horse</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “white-horse”; moves (XBetza) vRfB</extracomment>
        <translation>Cheval blanc</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crown Prince</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Sho Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “crown-prince”; promoted form of “drunk-elephant”; moves (XBetza) K</extracomment>
        <translation>Prince héritier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying Stag</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “flying-stag”; moves (XBetza) FvRsW, KvR</extracomment>
        <translation>Cerf volant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jeweled General</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Goro Goro Shogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”, “Yari Shogi”; piece id “king”; moves (XBetza) K</extracomment>
        <translation>Général de jade</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Elephant</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Courier Chess”, “S-House”, “Seirawan Chess”, “Shako”, “Wolf Chess”; piece id “alfil”, “elephant”; moves (XBetza) A, FA, NNQ, RN. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>Éléphant</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Courier</source>
        <extracomment>Piece name in “Courier Chess”; piece id “courier”; moves (XBetza) B</extracomment>
        <translation>Courrier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Man</source>
        <extracomment>Piece name in “Courier Chess”; piece id “man”; moves (XBetza) K</extracomment>
        <translation>Homme</translation>
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
        <translation>Bœuf violent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying Dragon</source>
        <extracomment>Piece name in “Dai Shogi”; piece id “flying-dragon”; moves (XBetza) B2</extracomment>
        <translation>Dragon volant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evil Wolf</source>
        <extracomment>Piece name in “Dai Shogi”; piece id “evil-wolf”; moves (XBetza) fsWfF</extracomment>
        <translation>Loup maléfique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Angry Boar</source>
        <extracomment>Piece name in “Dai Shogi”; piece id “angry-boar”; moves (XBetza) W</extracomment>
        <translation>Sanglier furieux</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cat Sword</source>
        <extracomment>Piece name in “Dai Shogi”; piece id “cat-sword”; moves (XBetza) F</extracomment>
        <translation>Épée de chat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Iron General</source>
        <extracomment>Piece name in “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “iron-general”; moves (XBetza) fFbW, fFfW</extracomment>
        <translation>Général de fer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stone General</source>
        <extracomment>Piece name in “Dai Shogi”; piece id “stone-general”; moves (XBetza) fF</extracomment>
        <translation>Général de pierre</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Elephant</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”, “Janggi (casual rules)”, “Janggi (modern rules)”, “Janggi (traditional rules)”; piece id “elephant”; moves (XBetza) nZ. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>Éléphant</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Elephant</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Manchu Chess”, “Xiangqi”; piece id “elephant”; moves (XBetza) nA. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>Éléphant</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Chick</source>
        <extracomment>Piece name in “Dobutsu Shogi”; piece id “chick”; moves (XBetza) fW</extracomment>
        <translation>Poussin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hen</source>
        <extracomment>Piece name in “Dobutsu Shogi”; piece id “hen”; promoted form of “chick”; moves (XBetza) WfF</extracomment>
        <translation>Poule</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Promoted Knight</source>
        <extracomment>Piece name in “EuroShogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Sho Shogi”, “Shogi”; piece id “promoted-knight”; promoted form of “knight”; moves (XBetza) WfF</extracomment>
        <translation>Cavalier promu</translation>
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
        <translation>Maréchal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cardinal</source>
        <extracomment>Piece name in “Grand Chess”, “Opulent Chess”; piece id “cardinal”; moves (XBetza) BN</extracomment>
        <translation>Cardinal</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>General</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”, “Janggi (casual rules)”, “Janggi (modern rules)”, “Janggi (traditional rules)”; piece id “general”; moves (XBetza) W. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>Général</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>General</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Manchu Chess”, “Minixiangqi”, “Xiangqi”; piece id “general”; moves (XBetza) W. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>Général</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guard</source>
        <extracomment>Piece name in “Janggi”, “Janggi (casual rules)”, “Janggi (modern rules)”, “Janggi (traditional rules)”; piece id “guard”; moves (XBetza) W</extracomment>
        <translation>Garde</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Horse</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”, “Janggi (casual rules)”, “Janggi (modern rules)”, “Janggi (traditional rules)”; piece id “horse”; moves (XBetza) nN. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>Cheval</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Horse</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Manchu Chess”, “Minixiangqi”, “Xiangqi”; piece id “horse”; moves (XBetza) nN. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>Cheval</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chariot</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”, “Janggi (casual rules)”, “Janggi (modern rules)”, “Janggi (traditional rules)”; piece id “chariot”; moves (XBetza) R. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>Char</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Chariot</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Manchu Chess”, “Minixiangqi”, “Xiangqi”; piece id “chariot”; moves (XBetza) R. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>Char</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannon</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”, “Janggi (casual rules)”, “Janggi (modern rules)”, “Janggi (traditional rules)”; piece id “cannon”; moves (XBetza) pR. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>Canon</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Cannon</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Manchu Chess”, “Minixiangqi”, “Xiangqi”; piece id “cannon”; moves (XBetza) mRcpR. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>Canon</translation>
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
        <translation>Phénix</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Elephant</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Dobutsu Shogi”; piece id “elephant”; moves (XBetza) F. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>Éléphant</translation>
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
        <translation>Argent promu</translation>
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
        <translation>Sauterelle</translation>
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
        <translation>Roturier</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Banner</source>
        <extracomment>Piece name in “Manchu Chess”; piece id “banner”; moves (XBetza) RcpRnN</extracomment>
        <translation>Bannière</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minister</source>
        <extracomment>Piece name in “Modern Chess”; piece id “minister”; moves (XBetza) BN</extracomment>
        <translation>Ministre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nightrider</source>
        <extracomment>Piece name in “Nightrider Chess”, “Wolf Chess”; piece id “knight”, “nightrider”; moves (XBetza) NN</extracomment>
        <translation>Noctambule</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wizard</source>
        <extracomment>Piece name in “Omicron Chess”, “Opulent Chess”, “Ten-Cubed Chess”; piece id “wizard”; moves (XBetza) FC</extracomment>
        <translation>Magicien</translation>
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
        <translation>Lance promue</translation>
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
        <translation>Faucon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crane</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “crane”; moves (XBetza) FvW</extracomment>
        <translation>Grue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pheasant</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “pheasant”; moves (XBetza) bFfD</extracomment>
        <translation>Faisan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left Quail</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “left-quail”; moves (XBetza) fRrbBlbF</extracomment>
        <translation>Caille gauche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right Quail</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “right-quail”; moves (XBetza) fRlbBrbF</extracomment>
        <translation>Caille droite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swallow</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “swallow”; moves (XBetza) fW</extracomment>
        <translation>Hirondelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eagle</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “eagle”; promoted form of “falcon”; moves (XBetza) KbRfBbF2</extracomment>
        <translation>Aigle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goose</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “goose”; promoted form of “swallow”; moves (XBetza) fAbD</extracomment>
        <translation>Oie</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>Advisor</source>
        <extracomment>Piece name in “Manchu Chess”, “Xiangqi”; piece id “advisor”; moves (XBetza) F</extracomment>
        <translation>Conseiller</translation>
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
        <translation>Girafe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Giraffe</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Dobutsu Shogi”; piece id “giraffe”; moves (XBetza) W. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>Girafe</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Disc</source>
        <extracomment>Piece name in “Flipello”, “Flipello 10x10”, “Flipersi”; piece id “disc”</extracomment>
        <translation>Pion</translation>
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
        <translation>Vizir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>General</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Indian Great Chess”, “Shogun Chess”, “Spartan Chess”; piece id “general”; promoted form of “knight”; moves (XBetza) KN, RF, RN. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>Général</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannon</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Shako”; piece id “cannon”; moves (XBetza) mRcpR. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>Canon</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Maharajah</source>
        <extracomment>Piece name in “Maharajah and the Sepoys”; piece id “maharajah”; moves (XBetza) QN</extracomment>
        <translation>Maharadjah</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hawk</source>
        <extracomment>Piece name in “S-House”, “Seirawan Chess”; piece id “hawk”; moves (XBetza) BN</extracomment>
        <translation>Épervier</translation>
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
        <translation>Duchesse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captain</source>
        <extracomment>Piece name in “Shogun Chess”, “Spartan Chess”; piece id “captain”; promoted form of “pawn”; moves (XBetza) K, WD</extracomment>
        <translation>Capitaine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mortar</source>
        <extracomment>Piece name in “Shogun Chess”; piece id “mortar”; promoted form of “rook”; moves (XBetza) RN</extracomment>
        <translation>Mortier</translation>
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
        <translation>Archer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hoplite</source>
        <extracomment>Piece name in “Spartan Chess”; piece id “hoplite”; moves (XBetza) fmFfcWimA</extracomment>
        <translation>Hoplite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warlord</source>
        <extracomment>Piece name in “Spartan Chess”; piece id “warlord”; moves (XBetza) BN</extracomment>
        <translation>Seigneur de guerre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lieutenant</source>
        <extracomment>Piece name in “Spartan Chess”; piece id “lieutenant”; moves (XBetza) FAsmW</extracomment>
        <translation>Lieutenant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Great General</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “great-general”, “promoted-rook-general”; moves (XBetza) Q, pafpafcQmcQcpQ</extracomment>
        <translation>Grand général</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vice General</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-bishop-general”, “vice-general”; moves (XBetza) B, pafpafcBmcBcpBKaKaaKmabK</extracomment>
        <translation>Vice-général</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rook General</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-soaring-eagle”, “rook-general”; moves (XBetza) R, pafpafcRmcRcpR</extracomment>
        <translation>Général tour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bishop General</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “bishop-general”, “promoted-horned-falcon”; moves (XBetza) B, pafpafcBmcBcpB</extracomment>
        <translation>Général fou</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fire Demon</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “fire-demon”, “promoted-water-buffalo”; moves (XBetza) BsRKaKaaKcaKmcabK, BvR</extracomment>
        <translation>Démon de feu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lion Hawk</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “lion-hawk”, “promoted-lion”; moves (XBetza) BWNADcaKmcabK, KNADcaKmcabKB</extracomment>
        <translation>Faucon lion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free Eagle</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “free-eagle”, “promoted-queen”; moves (XBetza) Q, QADcasFcafFmcabF</extracomment>
        <translation>Aigle libre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Water Buffalo</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-side-soldier”, “water-buffalo”; moves (XBetza) BsRvW2</extracomment>
        <translation>Buffle d&apos;eau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chariot Soldier</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “chariot-soldier”, “promoted-vertical-soldier”; moves (XBetza) BvRsW2</extracomment>
        <translation>Soldat de char</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Side Soldier</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-knight”, “side-soldier”; moves (XBetza) WsRfW2, sRfW2bW</extracomment>
        <translation>Soldat latéral</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vertical Soldier</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-iron-general”, “vertical-soldier”; moves (XBetza) WfRsW2, fRsW2bW</extracomment>
        <translation>Soldat vertical</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dog</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “dog”; moves (XBetza) bFfW, fWbF</extracomment>
        <translation>Chien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Violent Dragon</source>
        <extracomment>Piece name in “Suzumu Shogi”; piece id “violent-dragon”; moves (XBetza) B3pafpafcRmcRcpR</extracomment>
        <translation>Dragon violent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Violent Horse</source>
        <extracomment>Piece name in “Suzumu Shogi”; piece id “violent-horse”; moves (XBetza) R3pafpafcBmcBcpB</extracomment>
        <translation>Cheval violent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heavenly Tetrarch</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “heavenly-tetrarch”; moves (XBetza) BvRsW2, jsR3jBjvRcabK</extracomment>
        <translation>Tétrarque céleste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Multi General</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “multi-general”; moves (XBetza) bBfR, fRbB</extracomment>
        <translation>Général multiple</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Crane King</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “crane-king”; moves (XBetza) K</extracomment>
        <translation>Roi grue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cloud Eagle</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “cloud-eagle”, “promoted-owl”; promoted form of “swooping-owl”; moves (XBetza) vRsWbFfF3</extracomment>
        <translation>Aigle des nuages</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying Falcon</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “flying-falcon”, “promoted-crow”; promoted form of “strutting-crow”; moves (XBetza) BfW</extracomment>
        <translation>Faucon volant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swallow&apos;s Wings</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “promoted-goose”, “swallows-wings”; promoted form of “flying-goose”; moves (XBetza) sRvW</extracomment>
        <translation>Ailes d’hirondelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Treacherous Fox</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “promoted-rabbit”, “treacherous-fox”; promoted form of “running-rabbit”; moves (XBetza) FvWAvD</extracomment>
        <translation>Renard perfide</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running Rabbit</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “running-rabbit”; moves (XBetza) FfRbW</extracomment>
        <translation>Lapin coureur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Violent Wolf</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “promoted-dog”, “violent-wolf”; promoted form of “blind-dog”; moves (XBetza) WfF</extracomment>
        <translation>Loup violent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Violent Stag</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “promoted-monkey”, “violent-stag”; promoted form of “climbing-monkey”; moves (XBetza) FfW</extracomment>
        <translation>Cerf violent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying Goose</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “flying-goose”; moves (XBetza) vWfF</extracomment>
        <translation>Oie volante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying Cock</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “flying-cock”; moves (XBetza) sWfF</extracomment>
        <translation>Coq volant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strutting Crow</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “strutting-crow”; moves (XBetza) fWbF</extracomment>
        <translation>Corbeau paradant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swooping Owl</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “swooping-owl”; moves (XBetza) fWbF</extracomment>
        <translation>Hibou plongeant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blind Dog</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “blind-dog”; moves (XBetza) sbWfF</extracomment>
        <translation>Chien aveugle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Climbing Monkey</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “climbing-monkey”; moves (XBetza) vWfF</extracomment>
        <translation>Singe grimpeur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Liberated Horse</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “liberated-horse”; moves (XBetza) fRbW2</extracomment>
        <translation>Cheval libéré</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Oxcart</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “oxcart”; moves (XBetza) fR</extracomment>
        <translation>Char à bœufs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sparrow Pawn</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “sparrow-pawn”; moves (XBetza) fW</extracomment>
        <translation>Pion moineau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tenacious Falcon</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “tenacious-falcon”; promoted form of “flying-falcon”; moves (XBetza) BvRsW</extracomment>
        <translation>Faucon tenace</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gliding Swallow</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “gliding-swallow”; promoted form of “swallows-wings”; moves (XBetza) R</extracomment>
        <translation>Hirondelle planante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bear&apos;s Eyes</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “bears-eyes”; promoted form of “violent-wolf”; moves (XBetza) K</extracomment>
        <translation>Yeux d&apos;ours</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roaming Boar</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “roaming-boar”; promoted form of “violent-stag”; moves (XBetza) FfsW</extracomment>
        <translation>Sanglier errant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raiding Falcon</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “raiding-falcon”; promoted form of “flying-cock”; moves (XBetza) vRsWfF</extracomment>
        <translation>Faucon pillard</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heavenly Horse</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “heavenly-horse”; promoted form of “liberated-horse”; moves (XBetza) ffNbbN</extracomment>
        <translation>Cheval céleste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plodding Ox</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “plodding-ox”; promoted form of “oxcart”; moves (XBetza) K</extracomment>
        <translation>Bœuf pesant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Golden Bird</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “golden-bird”; promoted form of “sparrow-pawn”; moves (XBetza) WfF</extracomment>
        <translation>Oiseau d&apos;or</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wolf</source>
        <extracomment>Piece name in “Wolf Chess”; piece id “wolf”; moves (XBetza) RN</extracomment>
        <translation>Loup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fox</source>
        <extracomment>Piece name in “Wolf Chess”; piece id “fox”; moves (XBetza) BN</extracomment>
        <translation>Renard</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sergeant</source>
        <extracomment>Piece name in “Wolf Chess”; piece id “sergeant”; moves (XBetza) fKifmnD</extracomment>
        <translation>Sergent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Rook</source>
        <extracomment>Piece name in “Yari Shogi”; piece id “yari-rook”; moves (XBetza) frlR</extracomment>
        <translation>Tour yari</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Bishop</source>
        <extracomment>Piece name in “Yari Shogi”; piece id “yari-bishop”; moves (XBetza) fFfR</extracomment>
        <translation>Fou yari</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Knight</source>
        <extracomment>Piece name in “Yari Shogi”; piece id “yari-knight”; moves (XBetza) fRffN</extracomment>
        <translation>Cavalier yari</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Gold</source>
        <extracomment>Piece name in “Yari Shogi”; piece id “promoted-yari-bishop”, “promoted-yari-knight”; promoted form of “yari-bishop”, “yari-knight”; moves (XBetza) WfFbR</extracomment>
        <translation>Or yari</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Silver</source>
        <extracomment>Piece name in “Yari Shogi”; piece id “yari-silver”; promoted form of “pawn”; moves (XBetza) fKbR</extracomment>
        <translation>Argent yari</translation>
    </message>
</context>
<context>
    <name>Piece/dobutsu</name>
    <message>
        <location line="-212"/>
        <source>Lion</source>
        <extracomment>Piece name in “Dobutsu Shogi”; piece id “lion”; moves (XBetza) K. A themed piece: the same English name means another piece in the other presets of the shogi family</extracomment>
        <translation>Lion</translation>
    </message>
</context>
<context>
    <name>Piece/torishogi</name>
    <message>
        <location line="+130"/>
        <source>Phoenix</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “phoenix”; moves (XBetza) K. A themed piece: the same English name means another piece in the other presets of the shogi family</extracomment>
        <translation>Phénix</translation>
    </message>
</context>
<context>
    <name>PieceGallery</name>
    <message>
        <location filename="../app/gui/piecegallery.cpp" line="+36"/>
        <source>Pieces</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>moves</source>
        <extracomment>Move diagram legend: the piece moves to this square when it is empty</extracomment>
        <translation>se déplace</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>captures</source>
        <extracomment>Move diagram legend: the piece captures an enemy standing on this square</extracomment>
        <translation>prend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>jumps a piece</source>
        <extracomment>Move diagram legend: a move that jumps over one piece, like a xiangqi cannon&apos;s</extracomment>
        <translation>saute par-dessus une pièce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>first move only</source>
        <extracomment>Move diagram legend: a move allowed only while the piece has not moved yet</extracomment>
        <translation>au premier coup seulement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stops here and may go on (the board&apos;s corner marks)</source>
        <extracomment>Move diagram legend: corner marks on a square where a move of several steps (a Lion&apos;s) stops and may go on; the board marks such squares the same way</extracomment>
        <translation>s&apos;arrête ici et peut poursuivre (les marques d&apos;angle du plateau)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Legend of the move diagrams</source>
        <translation>Légende des diagrammes de déplacement</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>XBetza notation of the moves</source>
        <extracomment>Tooltip of a piece&apos;s movement string in the piece gallery</extracomment>
        <translation>Déplacements en notation XBetza</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>moves to %1</source>
        <translation>se déplace en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>captures on %1</source>
        <translation>prend en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moves by jumping a piece to %1</source>
        <translation>se déplace en sautant par-dessus une pièce en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>captures by jumping a piece on %1</source>
        <translation>prend en sautant par-dessus une pièce en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on its first move also to %1</source>
        <translation>à son premier coup, aussi en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stops and may go on from %1</source>
        <translation>s&apos;arrête en %1 et peut poursuivre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on %2: %3</source>
        <extracomment>Spoken summary of a move diagram: %1 piece, %2 its square, %3 the list of moves</extracomment>
        <translation>%1 en %2&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves of the %1</source>
        <translation>Déplacements&#xa0;: %1</translation>
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
        <translation>le premier camp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second side</source>
        <translation>le second camp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no %2.</source>
        <extracomment>%1 player (&quot;White&quot;), %2 its royal piece (&quot;king&quot;)</extracomment>
        <translation>%1 n’a pas de %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 × %3 on the board, but a game can have at most %4.</source>
        <extracomment>%1 player, %2 how many, %3 the royal piece, %4 the most a game can have</extracomment>
        <translation>%1 : %2 × %3 sur l’échiquier, mais une partie en compte au plus %4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is in check, but it is %2&apos;s turn.</source>
        <extracomment>%1 the player in check, %2 the player to move</extracomment>
        <translation>%1 est en échec, mais c’est à %2 de jouer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s and %2&apos;s royal pieces face each other on an open file.</source>
        <extracomment>%1 and %2 the players (xiangqi&apos;s flying general: the generals see each other)</extracomment>
        <translation>Les pièces royales de %1 et de %2 se font face sur une colonne ouverte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s %2 on %3 could never move again.</source>
        <extracomment>%1 player, %2 piece, %3 square (&quot;White&apos;s pawn on e8 could never move again.&quot;)</extracomment>
        <translation>%2 de %1 en %3 ne pourrait plus jamais bouger.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 × %3 on file %4, but the rules allow at most %5 (nifu).</source>
        <extracomment>%1 player, %2 how many, %3 piece, %4 file, %5 the most allowed (shogi&apos;s nifu)</extracomment>
        <translation>%1 : %2 × %3 sur la colonne %4, mais les règles en permettent au plus %5 (nifu).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s %2 on %3 stands outside its region &apos;%4&apos;, which it may never leave.</source>
        <extracomment>%1 player, %2 piece, %3 square, %4 the region&apos;s name in the preset (&quot;palace&quot;)</extracomment>
        <translation>%2 de %1 en %3 est hors de sa zone « %4 », qu’elle ne peut jamais quitter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has %2 in hand, a piece that can never be in hand.</source>
        <extracomment>%1 player, %2 piece (&quot;Sente has king in hand, a piece that can never be in hand.&quot;)</extracomment>
        <translation>%1 a %2 en réserve, une pièce qui ne peut jamais être en réserve.</translation>
    </message>
</context>
<context>
    <name>PositionEditorDialog</name>
    <message>
        <location filename="../app/gui/positioneditordialog.cpp" line="+59"/>
        <source>%1 %2</source>
        <comment>piece</comment>
        <extracomment>A piece of the position editor&apos;s palette: %1 side colour, %2 piece name</extracomment>
        <translation>%2 des %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Edit Position</source>
        <extracomment>Title of the position editor dialog</extracomment>
        <translation>Modifier la position</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Board to edit</source>
        <translation>Plateau à modifier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a square to place the chosen piece there; right-click a square to empty it</source>
        <translation>Cliquez sur une case pour y placer la pièce choisie&#xa0;; un clic droit la vide</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Pieces</source>
        <extracomment>Group of the position editor: the pieces to place on the board</extracomment>
        <translation>Pièces</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Side to move</source>
        <extracomment>Group of the position editor: whose turn it is</extracomment>
        <translation>Camp qui a le trait</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 to move</source>
        <extracomment>%1 = the player (&quot;White&quot;, &quot;Black&quot;, &quot;Red&quot;...)</extracomment>
        <translation>Trait aux %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pieces in hand</source>
        <extracomment>Group of the position editor: how many pieces of each kind each side holds</extracomment>
        <translation>Réserve</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 in %2&apos;s hand</source>
        <extracomment>Accessible name of a hand count: %1 piece name, %2 player (&quot;White&quot;)</extracomment>
        <translation>%1 dans la réserve des %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Clear Board</source>
        <extracomment>Position editor: empty the board and the hands</extracomment>
        <translation>&amp;Vider le plateau</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Position</source>
        <extracomment>Position editor: set up the variant&apos;s start position</extracomment>
        <translation>Position &amp;initiale</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FEN of the position</source>
        <translation>FEN de la position</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>C&amp;opy FEN</source>
        <translation>C&amp;opier le FEN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Paste FEN</source>
        <translation>Co&amp;ller le FEN</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>FEN error</source>
        <translation>Erreur de FEN</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Problems of the position</source>
        <extracomment>Position editor: the label that says why the position cannot occur in a game</extracomment>
        <translation>Problèmes de la position</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Allow impossible positions</source>
        <extracomment>Position editor: accept a position that cannot occur in a game (no king, the side not to move in check, a pawn on the last rank ...), as chess problems sometimes do</extracomment>
        <translation>&amp;Autoriser les positions impossibles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set up the position even if it cannot occur in a game, as some composed problems do</source>
        <translation>Mettre en place la position même si elle est impossible en cours de partie, comme certains problèmes composés</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Eraser</source>
        <extracomment>Position editor: the tool that empties the squares clicked</extracomment>
        <translation>Gomme</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Empty the squares clicked</source>
        <translation>Vider les cases cliquées</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>This position cannot be set up: %1</source>
        <extracomment>Position editor: the position breaks a limit of the program (more than 4 kings, too many pieces in hand); %1 = the reason</extracomment>
        <translation>Cette position ne peut pas être mise en place : %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This position cannot occur in a game, so OK is refused (tick &quot;Allow impossible positions&quot; to set it up all the same):</source>
        <extracomment>Position editor: followed by the reasons, one per line</extracomment>
        <translation>Cette position est impossible en cours de partie, OK est donc refusé (cochez « Autoriser les positions impossibles » pour la mettre en place quand même) :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This position cannot occur in a game:</source>
        <extracomment>Position editor, &quot;Allow impossible positions&quot; ticked: followed by the reasons</extracomment>
        <translation>Cette position est impossible en cours de partie :</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../app/gui/preferencesdialog.cpp" line="+55"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Light squares</source>
        <extracomment>Colour of the light squares of checkered (chess-like) boards</extracomment>
        <translation>Cases claires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark squares</source>
        <translation>Cases foncées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light squares:</source>
        <translation>Cases c&amp;laires&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark squares:</source>
        <translation>Cases &amp;foncées&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;coordinates</source>
        <translation>Afficher les &amp;coordonnées</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Turn the board to the side to move (hotseat)</source>
        <extracomment>Hotseat: both players share one screen; the board turns after every move</extracomment>
        <translation>&amp;Tourner le plateau vers le camp qui a le trait (hotseat)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animate moves</source>
        <extracomment>Pieces slide to their new squares instead of jumping there</extracomment>
        <translation>&amp;Animer les coups</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pieces</source>
        <extracomment>Group of the Preferences dialog where the look of the pieces is chosen</extracomment>
        <translation>Pièces</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Shogi:</source>
        <translation>&amp;Shogi&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Xiangqi and janggi:</source>
        <extracomment>Piece set used for xiangqi and janggi (Korean chess)</extracomment>
        <translation>&amp;Xiangqi et janggi&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Western chess:</source>
        <translation>Échecs &amp;occidentaux&#xa0;:</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Move notation</source>
        <extracomment>Group of the Preferences dialog where the move notation of each game family is chosen</extracomment>
        <translation>Notation des coups</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>C&amp;hess:</source>
        <extracomment>Game family in the notation chooser: chess and its Western variants</extracomment>
        <translation>Éc&amp;hecs&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sh&amp;ogi:</source>
        <extracomment>Game family in the notation chooser: shogi and its variants (Chu Shogi ...)</extracomment>
        <translation>Sho&amp;gi&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>X&amp;iangqi:</source>
        <extracomment>Game family in the notation chooser: xiangqi (Chinese chess)</extracomment>
        <translation>X&amp;iangqi&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Janggi:</source>
        <extracomment>Game family in the notation chooser: janggi (Korean chess)</extracomment>
        <translation>&amp;Janggi&#xa0;:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Chess pieces as &amp;figurines (♘f3)</source>
        <extracomment>Chess moves written with piece figures (♘f3) instead of letters (Nf3)</extracomment>
        <translation>Pièces d&apos;échecs en figu&amp;rines (♘f3)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Interface</source>
        <extracomment>Group of the Preferences dialog where the language of menus and messages is chosen</extracomment>
        <translation>Interface</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System default</source>
        <extracomment>The interface language follows the system&apos;s language settings (LANGUAGE, LANG)</extracomment>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A new language takes effect when Fairyboard restarts.</source>
        <extracomment>The interface language is read when the program starts</extracomment>
        <translation>Une nouvelle langue prend effet au redémarrage de Fairyboard.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language:</source>
        <translation>La&amp;ngue&#xa0;:</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Preview of %1</source>
        <extracomment>Spoken description of the preview of a piece set: %1 = its name</extracomment>
        <translation>Aperçu de %1</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <location filename="preset_strings.cpp" line="-954"/>
        <source>Three-Check</source>
        <extracomment>Name of a variant (preset id “3check”, family “chess”)</extracomment>
        <translation>Trois échecs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which the player who gives check for the third time wins; checkmate wins as usual. FEN counts the checks each side still has to give (3+3).</source>
        <extracomment>Description of the variant “Three-Check” (preset id “3check”), shown in the New Game dialog</extracomment>
        <translation>Échecs où gagne le joueur qui donne échec pour la troisième fois ; le mat gagne comme d’habitude. La FEN compte les échecs que chaque camp doit encore donner (3+3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three-check Crazyhouse</source>
        <extracomment>Name of a variant (preset id “3checkhouse”, family “chess”)</extracomment>
        <translation>Crazyhouse trois échecs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crazyhouse in which a player who gives check for the third time wins; drops are as in Crazyhouse, and checks by drops count.</source>
        <extracomment>Description of the variant “Three-check Crazyhouse” (preset id “3checkhouse”), shown in the New Game dialog</extracomment>
        <translation>Crazyhouse où gagne le joueur qui donne échec pour la troisième fois ; le parachutage se fait comme au crazyhouse, et les échecs donnés par parachutage comptent.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Five-Check</source>
        <extracomment>Name of a variant (preset id “5check”, family “chess”)</extracomment>
        <translation>Cinq échecs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which the player who gives check for the fifth time wins; checkmate wins as usual. FEN counts the checks each side still has to give (5+5).</source>
        <extracomment>Description of the variant “Five-Check” (preset id “5check”), shown in the New Game dialog</extracomment>
        <translation>Échecs où gagne le joueur qui donne échec pour la cinquième fois ; le mat gagne comme d’habitude. La FEN compte les échecs que chaque camp doit encore donner (5+5).</translation>
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
        <translation>Échecs sur un plateau 9 × 8 avec une seconde dame par camp dans le coin de droite ; le roque place le roi en c ou en g comme aux échecs, et se saisit en déplaçant le roi sur sa tour.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advanced Pawn Chess</source>
        <extracomment>Name of a variant (preset id “advancedpawn”, family “chess”)</extracomment>
        <translation>Échecs aux pions avancés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with every pawn starting one rank further up, on the third rank (sixth for Black), and no pawn double step; castling as in chess.</source>
        <extracomment>Description of the variant “Advanced Pawn Chess” (preset id “advancedpawn”), shown in the New Game dialog</extracomment>
        <translation>Échecs où chaque pion part une rangée plus loin, sur la troisième rangée (la sixième pour les Noirs), sans double pas des pions ; roque comme aux échecs.</translation>
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
        <translation>Makruk où le met est remplacé par l&apos;ai-wok, qui se déplace comme une tour, un cavalier ou un fers&#xa0;; les pions sont promus en ai-wok sur la sixième rangée. Règles de compte du makruk.</translation>
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
        <translation>Les échecs de Ralph Betza avec un chancelier (tour + cavalier) à la place de la dame.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Amazon Chess</source>
        <extracomment>Name of a variant (preset id “amazon”, family “chess”)</extracomment>
        <translation>Échecs Amazone</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose queen is an amazon: it moves as a queen or as a knight; pawns promote to amazon, rook, bishop or knight.</source>
        <extracomment>Description of the variant “Amazon Chess” (preset id “amazon”), shown in the New Game dialog</extracomment>
        <translation>Échecs où la dame est une amazone&#xa0;: elle se déplace comme une dame ou comme un cavalier&#xa0;; les pions sont promus en amazone, tour, fou ou cavalier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game of the Amazons</source>
        <extracomment>Name of a variant (preset id “amazons”, family “chess”)</extracomment>
        <translation>Jeu des Amazones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Walter Zamkauskas&apos;s game (1988) on a 10 x 10 board: each player has four amazons that move like chess queens but never capture. After moving, the amazon shoots an arrow from where it landed, again like a queen, onto an empty square; the arrow stays there for the rest of the game, and nothing may pass over it. A player who cannot move loses.</source>
        <extracomment>Description of the variant “Game of the Amazons” (preset id “amazons”), shown in the New Game dialog</extracomment>
        <translation>Le jeu de Walter Zamkauskas (1988) sur un plateau 10 × 10&#xa0;: chaque joueur a quatre amazones qui se déplacent comme des dames aux échecs mais ne prennent jamais. Après son déplacement, l&apos;amazone tire une flèche depuis sa case d&apos;arrivée, là encore comme une dame, sur une case vide&#xa0;; la flèche y reste jusqu&apos;à la fin de la partie, et rien ne peut passer par-dessus. Le joueur qui ne peut plus jouer perd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Anti-Antichess</source>
        <extracomment>Name of a variant (preset id “antiantichess”, family “chess”)</extracomment>
        <translation>Anti-antichess</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Antichess with the goal reversed: capturing is compulsory and the king may be captured, but a player who loses all pieces or has no move loses. No castling.</source>
        <extracomment>Description of the variant “Anti-Antichess” (preset id “antiantichess”), shown in the New Game dialog</extracomment>
        <translation>L&apos;antichess avec le but inversé : la prise est obligatoire et le roi peut être pris, mais le joueur qui perd toutes ses pièces ou n&apos;a plus de coup perd. Pas de roque.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Antichess</source>
        <extracomment>Name of a variant (preset id “antichess”, family “chess”)</extracomment>
        <translation>Antichess</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losing chess: capturing is compulsory, the king is an ordinary piece that may be captured and promoted to, and a player who loses all pieces or has no move wins. No castling.</source>
        <extracomment>Description of the variant “Antichess” (preset id “antichess”), shown in the New Game dialog</extracomment>
        <translation>Qui perd gagne : la prise est obligatoire, le roi est une pièce ordinaire qui peut être prise et obtenue par promotion, et le joueur qui perd toutes ses pièces ou n’a plus de coup gagne. Pas de roque.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ASEAN Chess</source>
        <extracomment>Name of a variant (preset id “asean”, family “chess”)</extracomment>
        <translation>Échecs ASEAN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ASEAN federation&apos;s common form of makruk, sittuyin and ouk chatrang: khon (silver general) and met (ferz) on the chess array, pawns on the third rank without double step, promotion on the last rank to rook, knight, khon or met. A side down to its king counts: the other side must mate within 16 moves with a rook, 44 with a khon and a met, 64 with a knight and a met, or the game is drawn.</source>
        <extracomment>Description of the variant “ASEAN Chess” (preset id “asean”), shown in the New Game dialog</extracomment>
        <translation>La forme commune du makruk, du sittuyin et de l&apos;ouk chatrang adoptée par la fédération de l&apos;ASEAN&#xa0;: khon (général d&apos;argent) et met (fers) dans la disposition des échecs, pions sur la troisième rangée sans double pas, promotion sur la dernière rangée en tour, cavalier, khon ou met. Quand un camp n&apos;a plus que son roi, le compte commence&#xa0;: l&apos;autre camp doit mater en 16 coups avec une tour, en 44 avec un khon et un met, en 64 avec un cavalier et un met, sinon la partie est nulle.</translation>
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
        <translation>Un jeu de blobs sur un plateau 7 × 7 (1990), tel que le joue Fairy-Stockfish&#xa0;: chaque joueur commence avec deux blobs dans des coins opposés. Un blob soit se clone sur une case vide voisine (un nouveau blob y apparaît, parachuté depuis une réserve inépuisable), soit saute à deux cases de distance sur une case vide (en quittant sa propre case). Dans les deux cas, chaque blob adverse voisin de la case d&apos;arrivée prend la couleur du joueur qui a joué. Un joueur qui ne peut pas jouer passe&#xa0;; quand aucun des deux ne le peut, celui qui a le plus de blobs sur le plateau gagne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Atomar Chess</source>
        <extracomment>Name of a variant (preset id “atomar”, family “chess”)</extracomment>
        <translation>Échecs Atomar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Atomic chess without check in which the kings are immune to explosions: a capture explodes the capturing piece and every piece but a pawn or a king around the capture square, and a king may capture (and survives its own explosion). A king may not capture the other king; a player whose king is captured loses.</source>
        <extracomment>Description of the variant “Atomar Chess” (preset id “atomar”), shown in the New Game dialog</extracomment>
        <translation>Échecs atomiques sans échec où les rois résistent aux explosions&#xa0;: une prise fait exploser la pièce qui prend et toutes les pièces autour de la case de prise, sauf les pions et les rois, et un roi peut prendre (et survit à sa propre explosion). Un roi ne peut pas prendre l&apos;autre roi&#xa0;; le joueur dont le roi est pris perd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Atomic Chess</source>
        <extracomment>Name of a variant (preset id “atomic”, family “chess”)</extracomment>
        <translation>Échecs atomiques</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which every capture is an explosion: the capturing piece and every piece but a pawn on the eight squares around the capture square leave the board with the captured piece. A player whose king explodes loses, so a king never captures, and no capture may explode one&apos;s own king; one that explodes the enemy king wins at once, even if one&apos;s own king stands in check. Kings that touch give no check. Castling, en passant and promotion as in chess (the rules of lichess and Fairy-Stockfish).</source>
        <extracomment>Description of the variant “Atomic Chess” (preset id “atomic”), shown in the New Game dialog</extracomment>
        <translation>Échecs où chaque prise est une explosion&#xa0;: la pièce qui prend et toutes les pièces, sauf les pions, des huit cases entourant la case de prise quittent l&apos;échiquier avec la pièce prise. Le joueur dont le roi explose perd&#xa0;; un roi ne prend donc jamais, et aucune prise ne peut faire exploser son propre roi&#xa0;; une prise qui fait exploser le roi adverse gagne aussitôt, même si son propre roi est en échec. Des rois qui se touchent ne se donnent pas échec. Roque, prise en passant et promotion comme aux échecs (règles de lichess et de Fairy-Stockfish).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Berolina Chess</source>
        <extracomment>Name of a variant (preset id “berolina”, family “chess”)</extracomment>
        <translation>Échecs Berolina</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with Berolina pawns: they move one square diagonally forward (two from their start square) and capture one square straight forward, en passant too.</source>
        <extracomment>Description of the variant “Berolina Chess” (preset id “berolina”), shown in the New Game dialog</extracomment>
        <translation>Échecs avec des pions Berolina&#xa0;: ils avancent d&apos;une case en diagonale (de deux depuis leur case de départ) et prennent d&apos;une case tout droit vers l&apos;avant, y compris en passant.</translation>
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
        <translation>Le jeu de course de Dan Troyka (2000) sur un échiquier : deux rangées de pions par camp ; un pion avance d&apos;une case, tout droit ou en diagonale, sur une case vide et ne prend qu&apos;en diagonale vers l&apos;avant. Le premier pion qui atteint la dernière rangée fait gagner, de même que la prise de tous les pions adverses.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cambodian Chess (Ouk Chatrang)</source>
        <extracomment>Name of a variant (preset id “cambodian”, family “chess”)</extracomment>
        <translation>Échecs cambodgiens (Ouk Chatrang)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Makruk in which the king and the met have a first move: the king may leap like a knight to the rank in front of it (not capturing, not out of check, and no more once an enemy rook has moved onto its file or rank), the met may jump two squares straight forward (not capturing).</source>
        <extracomment>Description of the variant “Cambodian Chess (Ouk Chatrang)” (preset id “cambodian”), shown in the New Game dialog</extracomment>
        <translation>Makruk où le roi et le met ont un premier coup particulier&#xa0;: le roi peut sauter comme un cavalier sur la rangée devant lui (sans prendre, pas pour parer un échec, et plus du tout dès qu&apos;une tour adverse est venue sur sa colonne ou sa rangée), le met peut sauter de deux cases tout droit vers l&apos;avant (sans prendre).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capablanca Chess</source>
        <extracomment>Name of a variant (preset id “capablanca”, family “chess”)</extracomment>
        <translation>Échecs Capablanca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 10 x 8 board with the archbishop (bishop + knight) and the chancellor (rook + knight).</source>
        <extracomment>Description of the variant “Capablanca Chess” (preset id “capablanca”), shown in the New Game dialog</extracomment>
        <translation>Échecs sur un plateau de 10 × 8 avec l&apos;archevêque (fou + cavalier) et le chancelier (tour + cavalier).</translation>
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
        <translation>Échecs Capablanca avec le parachutage du crazyhouse : les pièces prises changent de camp et peuvent être parachutées sur une case vide au lieu de jouer un coup ; un pion promu revient dans la réserve comme pion.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture Chess</source>
        <extracomment>Name of a variant (preset id “capture”, family “chess”)</extracomment>
        <translation>Échecs à prise forcée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which capturing is compulsory: when a capture is possible, a capture must be made (getting out of check comes first); checkmate wins as usual.</source>
        <extracomment>Description of the variant “Capture Chess” (preset id “capture”), shown in the New Game dialog</extracomment>
        <translation>Échecs où la prise est obligatoire : quand une prise est possible, il faut prendre (parer un échec passe avant) ; le mat gagne comme d&apos;habitude.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture-all Chess</source>
        <extracomment>Name of a variant (preset id “captureall”, family “chess”)</extracomment>
        <translation>Échecs « tout prendre »</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess without check: the king is an ordinary piece, and a side that has lost all its pieces loses.</source>
        <extracomment>Description of the variant “Capture-all Chess” (preset id “captureall”), shown in the New Game dialog</extracomment>
        <translation>Échecs sans échec : le roi est une pièce ordinaire, et le camp qui a perdu toutes ses pièces perd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Centaur Chess</source>
        <extracomment>Name of a variant (preset id “centaur”, family “chess”)</extracomment>
        <translation>Échecs Centaure</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Royal Court: 10 x 8 chess with two centaurs (king + knight) beside the rooks; the king castles to the c- or the i-file.</source>
        <extracomment>Description of the variant “Centaur Chess” (preset id “centaur”), shown in the New Game dialog</extracomment>
        <translation>Royal Court&#xa0;: échecs 10 × 8 avec deux centaures (roi + cavalier) à côté des tours&#xa0;; le roi roque vers la colonne c ou la colonne i.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chancellor Chess</source>
        <extracomment>Name of a variant (preset id “chancellor”, family “chess”)</extracomment>
        <translation>Échecs Chancelier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ben Foster&apos;s 9 x 9 chess with a chancellor (rook + knight) beside the king; pawns promote on the last rank, also to a chancellor.</source>
        <extracomment>Description of the variant “Chancellor Chess” (preset id “chancellor”), shown in the New Game dialog</extracomment>
        <translation>Les échecs 9 × 9 de Ben Foster avec un chancelier (tour + cavalier) à côté du roi&#xa0;; les pions sont promus sur la dernière rangée, y compris en chancelier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkmateless Chess</source>
        <extracomment>Name of a variant (preset id “checkmateless”, family “chess”)</extracomment>
        <translation>Échecs sans mat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which giving check is not allowed: a side left without a legal move loses.</source>
        <extracomment>Description of the variant “Checkmateless Chess” (preset id “checkmateless”), shown in the New Game dialog</extracomment>
        <translation>Échecs où il est interdit de donner échec : le camp qui n&apos;a plus de coup légal perd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess</source>
        <extracomment>Name of a variant (preset id “chess”, family “chess”)</extracomment>
        <translation>Échecs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orthodox chess (FIDE rules): castling, en passant, promotion to queen, rook, bishop or knight.</source>
        <extracomment>Description of the variant “Chess” (preset id “chess”), shown in the New Game dialog</extracomment>
        <translation>Échecs orthodoxes (règles de la FIDE)&#xa0;: roque, prise en passant, promotion en dame, tour, fou ou cavalier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess960</source>
        <extracomment>Name of a variant (preset id “chess960”, family “chess”)</extracomment>
        <translation>Échecs960</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fischer Random Chess: the pieces of the back rank start in one of 960 arrangements; castling puts king and rook on their usual squares.</source>
        <extracomment>Description of the variant “Chess960” (preset id “chess960”), shown in the New Game dialog</extracomment>
        <translation>Échecs aléatoires de Fischer&#xa0;: les pièces de la première rangée partent de l&apos;une des 960 dispositions possibles&#xa0;; le roque place le roi et la tour sur leurs cases habituelles.</translation>
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
        <translation>Le crazyhouse en «&#xa0;loop chess&#xa0;»&#xa0;: les pièces promues gardent leur grade une fois prises, et les pions peuvent aussi être parachutés sur leur propre première rangée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess vs Hoppel-Poppel</source>
        <extracomment>Name of a variant (preset id “chessvshp”, family “chess”)</extracomment>
        <translation>Échecs contre Hoppel-Poppel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unequal armies: White plays the chess army, Black the Hoppel-Poppel army, whose knights capture as bishops and whose bishops capture as knights; pawns of both sides may promote to any of these pieces.</source>
        <extracomment>Description of the variant “Chess vs Hoppel-Poppel” (preset id “chessvshp”), shown in the New Game dialog</extracomment>
        <translation>Armées inégales : les Blancs jouent l&apos;armée des échecs, les Noirs l&apos;armée Hoppel-Poppel, dont les cavaliers prennent comme des fous et les fous comme des cavaliers ; les pions des deux camps peuvent être promus en n&apos;importe laquelle de ces pièces.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chigorin Chess</source>
        <extracomment>Name of a variant (preset id “chigorin”, family “chess”)</extracomment>
        <translation>Échecs Tchigorine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ralph Betza&apos;s chess of knights against bishops, after Mikhail Chigorin&apos;s preference for knights: White has four knights and a chancellor (rook + knight), Black four bishops and a queen. White&apos;s pawns promote to a chancellor, rook or knight, Black&apos;s to a queen, rook or bishop.</source>
        <extracomment>Description of the variant “Chigorin Chess” (preset id “chigorin”), shown in the New Game dialog</extracomment>
        <translation>Les échecs cavaliers contre fous de Ralph Betza, d&apos;après la préférence de Mikhaïl Tchigorine pour les cavaliers : les Blancs ont quatre cavaliers et un chancelier (tour + cavalier), les Noirs quatre fous et une dame. Les pions blancs sont promus en chancelier, tour ou cavalier, les pions noirs en dame, tour ou fou.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chu Shogi</source>
        <extracomment>Name of a variant (preset id “chushogi”, family “shogi”)</extracomment>
        <translation>Chu shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Middle shogi on 12 x 12 squares with 46 pieces a side and no drops. The Lion moves twice in a turn, capturing on both steps or without moving (igui); the Horned Falcon and Soaring Eagle have lion power along some lines. Losing the King (and Crown Prince) loses the game; there is no check rule.</source>
        <extracomment>Description of the variant “Chu Shogi” (preset id “chushogi”), shown in the New Game dialog</extracomment>
        <translation>Shogi moyen sur 12 × 12 cases avec 46 pièces par camp et sans parachutage. Le Lion joue deux fois par tour, en prenant aux deux pas ou sans bouger (igui)&#xa0;; le Faucon cornu et l&apos;Aigle planant ont la puissance du lion sur certaines lignes. Perdre le Roi (et le Prince héritier) fait perdre la partie&#xa0;; il n&apos;y a pas de règle d&apos;échec.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+88"/>
        <source>Standard rules (HaChu)</source>
        <extracomment>Name of the default rules of the variant “Chu Shogi” (New Game dialog, window title)
----------
Name of the default rules of the variant “Dai Shogi” (New Game dialog, window title)</extracomment>
        <translation>Règles standard (HaChu)</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+4"/>
        <source>Promotion on entering the zone or by a capture touching it; Lion trading without the Okazaki amendment.</source>
        <extracomment>One-line description of the default rules of the variant “Chu Shogi” (New Game dialog)
----------
One-line description of the rule profile “hachu” of the variant “Chu Shogi” (New Game dialog)</extracomment>
        <translation>Promotion en entrant dans la zone ou par une prise qui la touche&#xa0;; échange des Lions sans l&apos;amendement d&apos;Okazaki.</translation>
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
        <translation>Chaque trajet du Lion, du Faucon et de l&apos;Aigle est un coup distinct&#xa0;; un Pion ou une Lance peut être promu sur la dernière rangée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Japanese Chu Shogi Association</source>
        <extracomment>Name of the rule profile “association” of the variant “Chu Shogi” (New Game dialog, window title)</extracomment>
        <translation>Association japonaise de chu shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu&apos;s promotions, the Okazaki amendment, and a bare King loses unless its next move saves it.</source>
        <extracomment>One-line description of the rule profile “association” of the variant “Chu Shogi” (New Game dialog)</extracomment>
        <translation>Promotions de HaChu, amendement d&apos;Okazaki, et un Roi dépouillé perd sauf si son coup suivant le sauve.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wikipedia</source>
        <extracomment>Name of the rule profile “wikipedia” of the variant “Chu Shogi” (New Game dialog, window title)</extracomment>
        <translation>Wikipédia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A piece in the zone may promote without capturing, except right after it declined a promotion.</source>
        <extracomment>One-line description of the rule profile “wikipedia” of the variant “Chu Shogi” (New Game dialog)</extracomment>
        <translation>Une pièce dans la zone peut être promue sans prendre, sauf juste après avoir refusé une promotion.</translation>
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
        <translation>Une pièce dans la zone peut être promue sans prendre, sauf si son propre dernier coup a refusé une promotion.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Okazaki amendment</source>
        <extracomment>Name of the rule profile “okazaki” of the variant “Chu Shogi” (New Game dialog, window title)</extracomment>
        <translation>Amendement d&apos;Okazaki</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Lion may be taken right after a Lion trade if it is not protected.</source>
        <extracomment>One-line description of the rule profile “okazaki” of the variant “Chu Shogi” (New Game dialog)</extracomment>
        <translation>Un Lion peut être pris juste après un échange de Lions s&apos;il n&apos;est pas protégé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu&apos;s rules, the default: promotion on entering the zone or by a capture touching it, lion trading rules without the Okazaki amendment.</source>
        <extracomment>What the rule profile “hachu” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Les règles de HaChu, par défaut&#xa0;: promotion en entrant dans la zone ou par une prise qui la touche, règles d&apos;échange des lions sans l&apos;amendement d&apos;Okazaki.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules lishogi plays: every lion, falcon and eagle path (start, middle, end) is its own move; a pawn or lance may promote on reaching the last rank.</source>
        <extracomment>What the rule profile “lishogi” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Les règles de lishogi&#xa0;: chaque trajet du lion, du faucon et de l&apos;aigle (départ, milieu, arrivée) est un coup distinct&#xa0;; un pion ou une lance peut être promu en atteignant la dernière rangée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules of the Japanese Chu Shogi association: HaChu&apos;s promotions, the Okazaki amendment to lion trading, and a bare king loses unless its next move bares the other side or takes its last royal.</source>
        <extracomment>What the rule profile “association” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Les règles de l&apos;association japonaise de chu shogi&#xa0;: les promotions de HaChu, l&apos;amendement d&apos;Okazaki aux règles d&apos;échange des lions, et un roi dépouillé perd, sauf si son coup suivant dépouille aussi le camp adverse ou prend sa dernière pièce royale.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu&apos;s rules with the English Wikipedia&apos;s promotion rule: a piece in the zone may promote without capturing, except on the turn right after it declined a promotion.</source>
        <extracomment>What the rule profile “wikipedia” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Les règles de HaChu avec la règle de promotion de la Wikipédia anglophone&#xa0;: une pièce dans la zone peut être promue sans prendre, sauf au tour qui suit immédiatement celui où elle a refusé une promotion.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu&apos;s rules with the Middle Shogi Manual&apos;s promotion rule: a piece in the zone may promote without capturing unless its own last move declined a promotion.</source>
        <extracomment>What the rule profile “msm” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Les règles de HaChu avec la règle de promotion du Middle Shogi Manual&#xa0;: une pièce dans la zone peut être promue sans prendre, sauf si elle a refusé une promotion lors de son propre dernier coup.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu&apos;s rules with the Okazaki amendment: a Lion may be taken right after a Lion trade if it is not protected.</source>
        <extracomment>What the rule profile “okazaki” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Les règles de HaChu avec l&apos;amendement d&apos;Okazaki&#xa0;: un Lion non protégé peut être pris juste après un échange de lions.</translation>
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
        <translation>Un jeu de pions (Albert, Grossman, Nowakowski et Wolfe, 2001) : un pion ne se déplace qu&apos;en prenant un pion adverse voisin, devant, derrière ou sur le côté ; le joueur qui ne peut plus jouer perd.</translation>
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
        <translation>Clobber sur un plateau 10 × 10, la taille des tournois de la Computer Olympiad : un pion ne se déplace qu&apos;en prenant un pion adverse voisin, devant, derrière ou sur le côté ; le joueur qui ne peut plus jouer perd.</translation>
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
        <translation>Qui perd gagne où gagne le joueur qui perd son roi : la prise est obligatoire et le roi peut être pris ; le pat gagne aussi. Les pions ne se promeuvent pas en roi.</translation>
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
        <translation>Crazyhouse où la prise est obligatoire : quand une prise est possible, il faut prendre (parer un échec passe avant) ; le parachutage se fait comme au crazyhouse.</translation>
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
        <translation>Course de rois où la prise est obligatoire : quand une prise est possible, il faut prendre ; comme dans la Course de rois, le premier roi à atteindre la huitième rangée gagne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coregal Chess</source>
        <extracomment>Name of a variant (preset id “coregal”, family “chess”)</extracomment>
        <translation>Échecs Coregal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which the queens are royal as well as the king: a side may leave none of its royals attacked, and mating a queen wins as mating the king does. Pawns still promote to queens, which are royal too (a side may have nine); the king alone castles.</source>
        <extracomment>Description of the variant “Coregal Chess” (preset id “coregal”), shown in the New Game dialog</extracomment>
        <translation>Échecs où les dames sont royales tout comme le roi : un camp ne peut laisser aucune de ses pièces royales attaquée, et mater une dame fait gagner comme mater le roi. Les pions sont toujours promus en dame, elle aussi royale (un camp peut en avoir neuf) ; seul le roi roque.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Corner Chess</source>
        <extracomment>Name of a variant (preset id “corner”, family “chess”)</extracomment>
        <translation>Échecs des coins</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with each side&apos;s pieces split between two corners (king and queen in opposite corners): pawns move one square diagonally forward and capture one square straight forward, promoting on the far rank; no double step, no castling.</source>
        <extracomment>Description of the variant “Corner Chess” (preset id “corner”), shown in the New Game dialog</extracomment>
        <translation>Échecs où les pièces de chaque camp sont réparties entre deux coins (roi et dame dans des coins opposés) : les pions avancent d&apos;une case en diagonale, prennent d&apos;une case tout droit vers l&apos;avant et sont promus sur la dernière rangée ; pas de double pas, pas de roque.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Corner Rook Chess</source>
        <extracomment>Name of a variant (preset id “cornerrook”, family “chess”)</extracomment>
        <translation>Échecs des tours en coin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with the rooks alone on the corner squares, the other pieces one rank up and the pawns on the third rank: no pawn double step, no castling.</source>
        <extracomment>Description of the variant “Corner Rook Chess” (preset id “cornerrook”), shown in the New Game dialog</extracomment>
        <translation>Échecs où les tours sont seules sur les cases d&apos;angle, les autres pièces une rangée plus haut et les pions sur la troisième rangée : pas de double pas des pions, pas de roque.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Corridor Chess</source>
        <extracomment>Name of a variant (preset id “corridor”, family “chess”)</extracomment>
        <translation>Échecs du couloir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with a narrower setup: the bishops stand in front of the rooks&apos; and knights&apos; rank and the pawns start on the third rank with the outer files empty; pawns have no double step, there is no castling.</source>
        <extracomment>Description of the variant “Corridor Chess” (preset id “corridor”), shown in the New Game dialog</extracomment>
        <translation>Échecs avec une disposition plus étroite : les fous se tiennent devant la rangée des tours et des cavaliers, et les pions partent de la troisième rangée, les colonnes extérieures restant vides ; les pions n&apos;ont pas de double pas, et il n&apos;y a pas de roque.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Courier Chess</source>
        <extracomment>Name of a variant (preset id “courier”, family “chess”)</extracomment>
        <translation>Jeu du courrier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The medieval German chess on 12 x 8: besides the shatranj pieces, the courier (a bishop), the man (a non-royal king) and the schleich (a wazir). Pawns promote to ferz; baring the king or stalemating wins.</source>
        <extracomment>Description of the variant “Courier Chess” (preset id “courier”), shown in the New Game dialog</extracomment>
        <translation>Les échecs allemands médiévaux sur 12 × 8 cases&#xa0;: outre les pièces du shatranj, le courrier (un fou), l&apos;homme (un roi non royal) et le schleich (un vizir). Les pions sont promus en fers&#xa0;; dépouiller le roi adverse ou le mettre pat fait gagner.</translation>
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
        <translation>Échecs où les pièces prises changent de camp et peuvent être parachutées sur une case vide au lieu de jouer un coup&#xa0;; un pion promu revient dans la réserve comme pion.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dai Shogi</source>
        <extracomment>Name of a variant (preset id “daishogi”, family “shogi”)</extracomment>
        <translation>Dai shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Great shogi on 15 x 15 squares with 65 pieces a side and no drops: Chu Shogi&apos;s pieces with the Violent Ox, Flying Dragon, Evil Wolf, Angry Boar, Cat Sword, Iron and Stone Generals and Knights, which all promote to Gold Generals. Pieces promote in the far five ranks. Losing the King (and Crown Prince) loses the game; there is no check rule.</source>
        <extracomment>Description of the variant “Dai Shogi” (preset id “daishogi”), shown in the New Game dialog</extracomment>
        <translation>Grand shogi sur 15 × 15 cases avec 65 pièces par camp et sans parachutage : les pièces du chu shogi, plus le Bœuf violent, le Dragon volant, le Loup maléfique, le Sanglier furieux, l&apos;Épée de chat, les Généraux de fer et de pierre et les Cavaliers, qui sont tous promus en Général d&apos;or. Les pièces sont promues dans les cinq dernières rangées. Perdre le Roi (et le Prince héritier) fait perdre la partie ; il n&apos;y a pas de règle d&apos;échec.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chu Shogi&apos;s rules without its Lion-trading rules: promotion on entering the zone or by a capture touching it, optional; royal capture without a check rule.</source>
        <extracomment>One-line description of the default rules of the variant “Dai Shogi” (New Game dialog)</extracomment>
        <translation>Les règles du chu shogi sans ses règles d&apos;échange des lions : promotion facultative en entrant dans la zone ou par une prise qui la touche ; prise du roi sans règle d&apos;échec.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Promotion on entering the five-rank zone or by a capture touching it; any Lion may take any Lion. Certain: the board, the setup, every piece&apos;s move and promotion (the modern sources and HaChu agree). Chosen: Chu Shogi&apos;s promotion, repetition and royal-capture rules, and no Lion-trading rules, as HaChu plays.</source>
        <extracomment>One-line description of the rule profile “hachu” of the variant “Dai Shogi” (New Game dialog)</extracomment>
        <translation>Promotion en entrant dans la zone de cinq rangées ou par une prise qui la touche ; tout Lion peut prendre n&apos;importe quel Lion. Certain : le plateau, la position de départ, le déplacement et la promotion de chaque pièce (les sources modernes et HaChu concordent). Choisi : les règles de promotion, de répétition et de prise du roi du chu shogi, et pas de règles d&apos;échange des lions, comme le joue HaChu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu 0.21&apos;s dai, the default: the setup and moves of the English Wikipedia and the Chess Variant Pages; Chu Shogi&apos;s rules (promotion on entering the zone or by a capture starting or ending in it, royal capture, fourfold repetition) without the Lion-trading rules, which HaChu does not apply in Dai (a Lion takes a protected Lion two squares away); a piece inside the zone may move or capture to where it has no further move (a Knight to the last two ranks, a Pawn to the last), as HaChu accepts. The oracle test compares HaChu with this profile.</source>
        <extracomment>What the rule profile “hachu” of the variant “Dai Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Le dai de HaChu 0.21, par défaut : la position de départ et les déplacements de la Wikipédia anglophone et des Chess Variant Pages ; les règles du chu shogi (promotion en entrant dans la zone ou par une prise qui y commence ou s&apos;y termine, prise du roi, quadruple répétition) sans les règles d&apos;échange des lions, que HaChu n&apos;applique pas au dai shogi (un Lion prend un Lion protégé à deux cases de distance) ; une pièce dans la zone peut se déplacer ou prendre là où elle n&apos;a plus aucun déplacement possible (un Cavalier sur les deux dernières rangées, un Pion sur la dernière), comme HaChu l&apos;accepte. Le test oracle compare HaChu à ce profil de règles.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Diagonal Chess</source>
        <extracomment>Name of a variant (preset id “diagonal”, family “chess”)</extracomment>
        <translation>Échecs diagonaux</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with the armies set up along the long diagonal, kings in the a1 and h8 corners: pawns move one square diagonally towards the enemy corner, capture one square straight forward or sideways towards it, and promote on the enemy&apos;s two edges.</source>
        <extracomment>Description of the variant “Diagonal Chess” (preset id “diagonal”), shown in the New Game dialog</extracomment>
        <translation>Échecs où les armées sont disposées le long de la grande diagonale, les rois dans les coins a1 et h8 : les pions avancent d&apos;une case en diagonale vers le coin adverse, prennent d&apos;une case tout droit vers l&apos;avant ou sur le côté en direction de celui-ci, et sont promus sur les deux bords adverses.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Diamond Chess</source>
        <extracomment>Name of a variant (preset id “diamond”, family “chess”)</extracomment>
        <translation>Échecs diamant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with the board turned 45 degrees: the armies start in opposite corners, pawns move one square diagonally towards the enemy corner and capture one square straight forward or sideways towards it, and promote on the enemy&apos;s two edges.</source>
        <extracomment>Description of the variant “Diamond Chess” (preset id “diamond”), shown in the New Game dialog</extracomment>
        <translation>Échecs sur un plateau tourné de 45 degrés : les armées partent de coins opposés, les pions avancent d&apos;une case en diagonale vers le coin adverse, prennent d&apos;une case tout droit vers l&apos;avant ou sur le côté en direction de celui-ci, et sont promus sur les deux bords adverses.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Diana Chess</source>
        <extracomment>Name of a variant (preset id “diana”, family “chess”)</extracomment>
        <translation>Échecs Diana</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 6 x 6 board with bishops but no queen: no pawn double step, no en passant; pawns promote to rook, bishop or knight, and castling puts the king on b or e (entered as the king moving onto its rook).</source>
        <extracomment>Description of the variant “Diana Chess” (preset id “diana”), shown in the New Game dialog</extracomment>
        <translation>Échecs sur un plateau 6 × 6 avec des fous mais sans dame : pas de double pas des pions, pas de prise en passant ; les pions sont promus en tour, fou ou cavalier, et le roque place le roi en b ou en e (il se saisit en déplaçant le roi sur sa tour).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dobutsu Shogi</source>
        <extracomment>Name of a variant (preset id “dobutsu”, family “shogi”)</extracomment>
        <translation>Dobutsu shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Madoka Kitao&apos;s shogi for children on 3 x 4 squares: lion, giraffe, elephant and chick, which becomes a hen on the far rank. A lion that reaches the far rank and survives wins.</source>
        <extracomment>Description of the variant “Dobutsu Shogi” (preset id “dobutsu”), shown in the New Game dialog</extracomment>
        <translation>Le shogi pour enfants de Madoka Kitao sur 3 × 4 cases&#xa0;: lion, girafe, éléphant et poussin, qui devient poule sur la dernière rangée. Un lion qui atteint la dernière rangée et y survit gagne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double Army Chess</source>
        <extracomment>Name of a variant (preset id “doublearmy”, family “chess”)</extracomment>
        <translation>Échecs à double armée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on the usual board with two armies a side, the second one in front of the first; the second army&apos;s king is a commoner that moves like a king but is not royal.</source>
        <extracomment>Description of the variant “Double Army Chess” (preset id “doublearmy”), shown in the New Game dialog</extracomment>
        <translation>Échecs sur le plateau habituel avec deux armées par camp, la seconde devant la première ; le roi de la seconde armée est un roturier, qui se déplace comme un roi mais n&apos;est pas royal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duck Chess</source>
        <extracomment>Name of a variant (preset id “duck”, family “chess”)</extracomment>
        <translation>Échecs du canard</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with a duck (duckchess.com): after moving a piece, a player must move the duck, which belongs to no one, to any other empty square; in the first move it enters the board. Nothing may move onto, over or capture the duck. There is no check: a king may move into or stay in an attack, and a player whose king is captured loses. A player who has no move wins. Castling, en passant and promotion as in chess (the rules of Fairy-Stockfish).</source>
        <extracomment>Description of the variant “Duck Chess” (preset id “duck”), shown in the New Game dialog</extracomment>
        <translation>Les échecs avec un canard (duckchess.com)&#xa0;: après avoir déplacé une pièce, le joueur doit déplacer le canard, qui n&apos;appartient à personne, sur n&apos;importe quelle autre case vide&#xa0;; au premier coup, il entre sur le plateau. Rien ne peut aller sur le canard, passer par-dessus ni le prendre. Il n&apos;y a pas d&apos;échec&#xa0;: un roi peut se placer ou rester sous une attaque, et le joueur dont le roi est pris perd. Un joueur qui n&apos;a aucun coup gagne. Roque, prise en passant et promotion comme aux échecs (les règles de Fairy-Stockfish).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Elimination Chess</source>
        <extracomment>Name of a variant (preset id “elimination”, family “chess”)</extracomment>
        <translation>Échecs d&apos;élimination</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losing chess turned round: capturing is compulsory and there is no check, but a player reduced to a single piece, or left without a move, loses.</source>
        <extracomment>Description of the variant “Elimination Chess” (preset id “elimination”), shown in the New Game dialog</extracomment>
        <translation>Le qui perd gagne à l&apos;envers : la prise est obligatoire et il n&apos;y a pas d&apos;échec, mais le joueur réduit à une seule pièce, ou qui n&apos;a plus de coup, perd.</translation>
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
        <translation>La disposition de Kevin Hill pour les échecs Capablanca, avec le roi sur la colonne e&#xa0;: il roque de trois cases, vers la colonne b ou la colonne h.</translation>
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
        <translation>Le shogi 8 × 8 de Vincent Trinh&#xa0;: le cavalier se déplace aussi d&apos;une case sur le côté, et toute promotion est obligatoire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extinction Chess</source>
        <extracomment>Name of a variant (preset id “extinction”, family “chess”)</extracomment>
        <translation>Échecs d’extinction</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R. Wayne Schmittberger&apos;s chess in which a player who loses all pieces of one kind (the king, the queen, both rooks, both bishops, both knights or all pawns) loses. There is no check; pawns may also promote to a king.</source>
        <extracomment>Description of the variant “Extinction Chess” (preset id “extinction”), shown in the New Game dialog</extracomment>
        <translation>Échecs de R. Wayne Schmittberger où perd le joueur qui perd toutes les pièces d’une sorte (le roi, la dame, les deux tours, les deux fous, les deux cavaliers ou tous les pions). Il n’y a pas d’échec ; les pions peuvent aussi être promus en roi.</translation>
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
        <translation>L&apos;othello, le reversi moderne, tel que le joue Fairy-Stockfish&#xa0;: au départ, deux pions de chaque camp sont disposés en croix au centre du plateau. Un joueur parachute un pion de sa réserve sur une case vide de sorte qu&apos;il enferme, en ligne droite dans l&apos;une des huit directions, un ou plusieurs pions adverses entre lui et un pion du joueur&#xa0;; chaque pion ainsi enfermé prend la couleur du joueur. Un parachutage qui n&apos;enferme rien n&apos;est pas permis, et un joueur qui n&apos;a aucun parachutage de ce genre passe. Quand aucun joueur ne peut plus parachuter, celui qui a le plus de pions sur le plateau gagne.</translation>
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
        <translation>L&apos;othello sur un plateau 10 × 10, une taille jouée surtout par les ordinateurs&#xa0;: les mêmes règles que Flipello, avec les quatre pions de départ au centre (e5, f5, e6, f6). Un parachutage doit enfermer des pions adverses en ligne, qui changent alors de couleur&#xa0;; un joueur sans parachutage de ce genre passe&#xa0;; quand aucun ne peut plus parachuter, le plus grand nombre de pions l&apos;emporte.</translation>
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
        <translation>Le reversi sous sa forme ancienne, tel que le joue Fairy-Stockfish&#xa0;: le plateau est vide au départ et les quatre premiers pions se posent sur les quatre cases centrales (d4, e4, d5, e5), dans n&apos;importe quel ordre. Ensuite, un pion parachuté depuis la réserve doit enfermer, en ligne droite, un ou plusieurs pions adverses entre lui et un pion du joueur, et chaque pion enfermé change de couleur. Un joueur qui ne peut pas parachuter ne passe pas&#xa0;: la partie s&apos;arrête là, et celui qui a le plus de pions sur le plateau gagne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gardner&apos;s Minichess</source>
        <extracomment>Name of a variant (preset id “gardner”, family “chess”)</extracomment>
        <translation>Mini-échecs de Gardner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 5 x 5 board with one of each piece and five pawns, as Martin Gardner published it in 1969: no pawn double step, no castling, no en passant; pawns promote on the far rank.</source>
        <extracomment>Description of the variant “Gardner&apos;s Minichess” (preset id “gardner”), shown in the New Game dialog</extracomment>
        <translation>Échecs sur un plateau 5 × 5 avec une pièce de chaque sorte et cinq pions, tels que Martin Gardner les a publiés en 1969 : pas de double pas des pions, pas de roque, pas de prise en passant ; les pions sont promus sur la dernière rangée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gemini Chess</source>
        <extracomment>Name of a variant (preset id “gemini”, family “chess”)</extracomment>
        <translation>Échecs Gemini</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 10 x 8 board with two archbishops (bishop + knight) a side between the bishops and the royal pair; castling puts the king on c or i.</source>
        <extracomment>Description of the variant “Gemini Chess” (preset id “gemini”), shown in the New Game dialog</extracomment>
        <translation>Échecs sur un plateau 10 × 8 avec deux archevêques (fou + cavalier) par camp entre les fous et le couple royal ; le roque place le roi en c ou en i.</translation>
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
        <translation>Qui perd gagne avec roque : la prise est obligatoire, le roi est une pièce ordinaire, et le joueur qui perd toutes ses pièces ou n’a plus de coup gagne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goro Goro Shogi</source>
        <extracomment>Name of a variant (preset id “gorogoro”, family “shogi”)</extracomment>
        <translation>Goro goro shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shogi for beginners on a 5 x 6 board with kings, golds, silvers and three pawns a side; pieces promote in the far two ranks, drops as in shogi.</source>
        <extracomment>Description of the variant “Goro Goro Shogi” (preset id “gorogoro”), shown in the New Game dialog</extracomment>
        <translation>Shogi pour débutants sur un plateau 5 × 6 avec roi, généraux d&apos;or, généraux d&apos;argent et trois pions par camp ; les pièces sont promues dans les deux dernières rangées, parachutage comme au shogi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goro Goro Shogi Plus</source>
        <extracomment>Name of a variant (preset id “gorogoroplus”, family “shogi”)</extracomment>
        <translation>Goro goro shogi plus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goro Goro Shogi with a knight and a lance in each player&apos;s hand at the start: a 5 x 6 board with kings, golds, silvers and three pawns a side; pieces promote in the far two ranks, drops as in shogi.</source>
        <extracomment>Description of the variant “Goro Goro Shogi Plus” (preset id “gorogoroplus”), shown in the New Game dialog</extracomment>
        <translation>Goro goro shogi où chaque joueur a au départ un cavalier et une lance en réserve : un plateau 5 × 6 avec roi, généraux d&apos;or, généraux d&apos;argent et trois pions par camp ; les pièces sont promues dans les deux dernières rangées, parachutage comme au shogi.</translation>
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
        <translation>Gothic Chess avec le parachutage du crazyhouse : les pièces prises changent de camp et peuvent être parachutées sur une case vide au lieu de jouer un coup ; un pion promu revient dans la réserve comme pion.</translation>
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
        <translation>Les échecs Capablanca d&apos;Ed Trice avec une autre disposition&#xa0;: le chancelier à côté de la dame et l&apos;archevêque à côté du roi.</translation>
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
        <translation>Les échecs 10 × 10 de Christian Freeling avec maréchal (tour + cavalier) et cardinal (fou + cavalier)&#xa0;; les pions peuvent être promus sur les 8e et 9e rangées et doivent l&apos;être sur la 10e, uniquement en une pièce déjà perdue.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grasshopper Chess</source>
        <extracomment>Name of a variant (preset id “grasshopper”, family “chess”)</extracomment>
        <translation>Échecs Sauterelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with a row of grasshoppers behind the pawns: a grasshopper moves along queen lines over one piece and lands on the square just beyond it. Pawns have no double step.</source>
        <extracomment>Description of the variant “Grasshopper Chess” (preset id “grasshopper”), shown in the New Game dialog</extracomment>
        <translation>Échecs avec une rangée de sauterelles derrière les pions&#xa0;: une sauterelle se déplace sur les lignes de la dame par-dessus une pièce et se pose sur la case juste derrière elle. Les pions n&apos;ont pas de double pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gustav III&apos;s Chess</source>
        <extracomment>Name of a variant (preset id “gustav3”, family “chess”)</extracomment>
        <translation>Échecs de Gustave III</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 10 x 8 board with an amazon (queen + knight) in each corner, after the chess of King Gustav III of Sweden; the a- and j-files are cut away between the back ranks, so the amazons leave their corners along the back rank or diagonally. Pawns promote to amazon, queen, rook, bishop or knight. The king castles with the rooks on b and i to the d- or h-file.</source>
        <extracomment>Description of the variant “Gustav III&apos;s Chess” (preset id “gustav3”), shown in the New Game dialog</extracomment>
        <translation>Échecs sur un plateau 10 × 8 avec une amazone (dame + cavalier) dans chaque coin, d&apos;après les échecs du roi Gustave III de Suède&#xa0;; les colonnes a et j sont supprimées entre les rangées du fond, si bien que les amazones quittent leur coin le long de la rangée du fond ou en diagonale. Les pions sont promus en amazone, dame, tour, fou ou cavalier. Le roi roque avec les tours de b et de i vers la colonne d ou h.</translation>
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
        <translation>Variante allemande des échecs&#xa0;: le cavalier se déplace comme un cavalier mais prend comme un fou, et le fou se déplace comme un fou mais prend comme un cavalier.</translation>
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
        <translation>Les 36 pions blancs sans roi contre l’armée noire : les Blancs gagnent par mat, les Noirs en prenant toutes les pièces blanches. Les pions blancs de la première rangée peuvent aussi avancer de deux cases.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ninth-century Indian Chess</source>
        <extracomment>Name of a variant (preset id “indian9”, family “chess”)</extracomment>
        <translation>Échecs indiens du IXe siècle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shatranj as it was said to be played in ninth-century India: a dabbaba leaping two squares straight stands in the corners, the ferz beside the king, the rooks on c and f; a stalemated player wins, and baring the king loses.</source>
        <extracomment>Description of the variant “Ninth-century Indian Chess” (preset id “indian9”), shown in the New Game dialog</extracomment>
        <translation>Le shatranj tel qu&apos;on le jouait, dit-on, dans l&apos;Inde du IXe siècle : un dabbaba, qui saute de deux cases en ligne droite, se tient dans les coins, le fers à côté du roi, les tours en c et en f ; le joueur mis pat gagne, et celui dont le roi est dépouillé perd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Indian Great Chess</source>
        <extracomment>Name of a variant (preset id “indiangreat”, family “chess”)</extracomment>
        <translation>Grands échecs indiens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A historical Indian chess on a 10 x 10 board with the chess pieces plus an archbishop (vizier: bishop + knight), a chancellor (general: rook + knight) and an amazon (giraffe: queen + knight); pawns step one square and promote only to a queen; no castling.</source>
        <extracomment>Description of the variant “Indian Great Chess” (preset id “indiangreat”), shown in the New Game dialog</extracomment>
        <translation>Un jeu d&apos;échecs indien historique sur un plateau 10 × 10 avec les pièces des échecs plus un archevêque (vizir : fou + cavalier), un chancelier (général : tour + cavalier) et une amazone (girafe : dame + cavalier) ; les pions avancent d&apos;une case et ne sont promus qu&apos;en dame ; pas de roque.</translation>
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
        <translation>Échecs coréens&#xa0;: généraux et gardes restent dans le palais et se déplacent le long de ses lignes, les canons sautent par-dessus une pièce mais jamais par-dessus ni sur un autre canon, les éléphants font un long saut qui peut être bloqué&#xa0;; on peut passer son tour, et des généraux face à face (bikjang) terminent la partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi (casual rules)</source>
        <extracomment>Name of a variant (preset id “janggicasual”, family “janggi”)</extracomment>
        <translation>Janggi (règles amicales)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi as Fairy-Stockfish&apos;s janggicasual plays it: generals facing each other (bikjang) do not end the game, and no material count decides it; a repeated position is a draw.</source>
        <extracomment>Description of the variant “Janggi (casual rules)” (preset id “janggicasual”), shown in the New Game dialog</extracomment>
        <translation>Le janggi tel que le joue janggicasual de Fairy-Stockfish : des généraux face à face (bikjang) ne terminent pas la partie, et aucun décompte du matériel ne la départage ; une position répétée est nulle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi (modern rules)</source>
        <extracomment>Name of a variant (preset id “janggimodern”, family “janggi”)</extracomment>
        <translation>Janggi (règles modernes)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi as Fairy-Stockfish&apos;s janggimodern plays it, after Kakao Janggi: generals facing each other (bikjang) do not end the game, and a position repeated a fourth time is a draw; two passes in a row still end it. The Kakao rules forbid a move that repeats an earlier position instead. The material count that decides Kakao&apos;s drawn games is not modelled.</source>
        <extracomment>Description of the variant “Janggi (modern rules)” (preset id “janggimodern”), shown in the New Game dialog</extracomment>
        <translation>Le janggi tel que le joue janggimodern de Fairy-Stockfish, d&apos;après Kakao Janggi : des généraux face à face (bikjang) ne terminent pas la partie, et une position répétée pour la quatrième fois est nulle ; deux passes consécutives terminent toujours la partie. Les règles de Kakao interdisent plutôt un coup qui répète une position antérieure. Le décompte du matériel qui départage les parties nulles chez Kakao n&apos;est pas modélisé.</translation>
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
        <translation>Une position répétée est permise ; sa quatrième occurrence donne une partie nulle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kakao Janggi</source>
        <extracomment>Name of the rule profile “kakao” of the variant “Janggi (modern rules)” (New Game dialog, window title)</extracomment>
        <translation>Janggi Kakao</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A move that repeats an earlier position (since the last capture or soldier move) is not allowed.</source>
        <extracomment>One-line description of the rule profile “kakao” of the variant “Janggi (modern rules)” (New Game dialog)</extracomment>
        <translation>Un coup qui répète une position antérieure (depuis la dernière prise ou le dernier coup de soldat) n&apos;est pas permis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fairy-Stockfish&apos;s moveRepetitionIllegal ends the game against a side that keeps moving a piece back and forth; its perft counts such moves (1,024 at depth 2 includes two passes that repeat the start). This profile forbids the repeating move itself, as Kakao Janggi does.</source>
        <extracomment>What the rule profile “kakao” of the variant “Janggi (modern rules)” changes (tooltip in the New Game dialog)</extracomment>
        <translation>L&apos;option moveRepetitionIllegal de Fairy-Stockfish termine la partie au détriment du camp qui continue de déplacer une pièce dans un va-et-vient ; son perft compte de tels coups (les 1 024 à la profondeur 2 incluent deux passes qui répètent la position de départ). Ce profil de règles interdit le coup répétitif lui-même, comme le fait Kakao Janggi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi (traditional rules)</source>
        <extracomment>Name of a variant (preset id “janggitraditional”, family “janggi”)</extracomment>
        <translation>Janggi (règles traditionnelles)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi as Fairy-Stockfish&apos;s janggitraditional plays it: generals facing each other (bikjang) end the game in a draw, a repeated position is a draw, and no material count decides the game.</source>
        <extracomment>Description of the variant “Janggi (traditional rules)” (preset id “janggitraditional”), shown in the New Game dialog</extracomment>
        <translation>Le janggi tel que le joue janggitraditional de Fairy-Stockfish : des généraux face à face (bikjang) terminent la partie par la nulle, une position répétée est nulle, et aucun décompte du matériel ne départage la partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janus Chess</source>
        <extracomment>Name of a variant (preset id “janus”, family “chess”)</extracomment>
        <translation>Échecs Janus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Werner Schöndorf&apos;s 10 x 8 chess with two janus pieces (bishop + knight) beside the rooks; the king castles to the b- or the i-file.</source>
        <extracomment>Description of the variant “Janus Chess” (preset id “janus”), shown in the New Game dialog</extracomment>
        <translation>Les échecs 10 × 8 de Werner Schöndorf avec deux janus (fou + cavalier) à côté des tours&#xa0;; le roi roque vers la colonne b ou la colonne i.</translation>
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
        <translation>Jeu mongol de neuf cavaliers par camp sur un plateau 9 × 9. Un cavalier qui atteint la case centrale e5 et s&apos;y trouve encore quand son camp a de nouveau le trait fait gagner&#xa0;: l&apos;autre camp a un coup pour le prendre. Un camp sans coup légal perd. Pas d&apos;autres pièces, pas d&apos;échec.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judkins Shogi</source>
        <extracomment>Name of a variant (preset id “judkins”, family “shogi”)</extracomment>
        <translation>Judkins shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shogi on a 6 x 6 board (Paul Judkins, 1998) with one of each piece but the lance and one pawn a side; pieces promote in the far two ranks, drops as in shogi.</source>
        <extracomment>Description of the variant “Judkins Shogi” (preset id “judkins”), shown in the New Game dialog</extracomment>
        <translation>Shogi sur un plateau 6 × 6 (Paul Judkins, 1998) avec une pièce de chaque sorte sauf la lance et un pion par camp ; les pièces sont promues dans les deux dernières rangées, parachutage comme au shogi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kamikaze Rooks</source>
        <extracomment>Name of a variant (preset id “kamikazerooks”, family “chess”)</extracomment>
        <translation>Tours kamikazes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which a side that has lost both its rooks wins; checkmate still wins too.</source>
        <extracomment>Description of the variant “Kamikaze Rooks” (preset id “kamikazerooks”), shown in the New Game dialog</extracomment>
        <translation>Échecs où gagne le camp qui a perdu ses deux tours ; le mat fait toujours gagner aussi.</translation>
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
        <translation>Échecs cambodgiens où le premier échec gagne.</translation>
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
        <translation>Échecs de V. R. Parton où perd le joueur qui perd tous ses pions. Le roi est une pièce ordinaire sans échec, et les pions ne se promeuvent qu’en roi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King of the Hill</source>
        <extracomment>Name of a variant (preset id “kingofthehill”, family “chess”)</extracomment>
        <translation>Roi de la colline</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which a king that reaches one of the four centre squares (d4, e4, d5, e5) wins at once; checkmate wins as usual.</source>
        <extracomment>Description of the variant “King of the Hill” (preset id “kingofthehill”), shown in the New Game dialog</extracomment>
        <translation>Échecs où un roi qui atteint l’une des quatre cases centrales (d4, e4, d5, e5) gagne aussitôt ; le mat gagne comme d’habitude.</translation>
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
        <translation>La pièce royale se déplace comme un cavalier et est mise en échec et mat comme un roi&#xa0;; les cavaliers sont remplacés par des roturiers, qui se déplacent comme un roi mais ne sont pas royaux.</translation>
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
        <translation>Bughouse où les rois peuvent être pris, joué sur un seul échiquier comme le fait Fairy-Stockfish : le roi est une pièce ordinaire qui peut encore roquer, un roi en main doit être parachuté avant tout autre coup, et les pièces prises quittent la partie (au bughouse, elles vont sur l’échiquier du partenaire). La victoire du Koedem, une équipe possédant les quatre rois, est impossible sur un seul échiquier : un joueur sans coup légal perd, et la règle des 50 coups et la répétition donnent la nulle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kyoto Shogi</source>
        <extracomment>Name of a variant (preset id “kyotoshogi”, family “shogi”)</extracomment>
        <translation>Kyoto shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>5 x 5 shogi in which every piece but the king turns over after each of its moves (pawn and rook, silver and bishop, lance and gold, knight and gold) and may be dropped either side up.</source>
        <extracomment>Description of the variant “Kyoto Shogi” (preset id “kyotoshogi”), shown in the New Game dialog</extracomment>
        <translation>Shogi 5 × 5 où chaque pièce sauf le roi se retourne après chacun de ses coups (pion et tour, argent et fou, lance et or, cavalier et or) et peut être parachutée sur l&apos;une ou l&apos;autre face.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Legan Chess</source>
        <extracomment>Name of a variant (preset id “legan”, family “chess”)</extracomment>
        <translation>Échecs Legan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L. Legan&apos;s 1913 chess with the armies in opposite corners: pawns move diagonally towards the enemy corner and capture straight forward or sideways towards it; they promote on the enemy&apos;s corner edges.</source>
        <extracomment>Description of the variant “Legan Chess” (preset id “legan”), shown in the New Game dialog</extracomment>
        <translation>Les échecs de L. Legan (1913), avec les armées dans des coins opposés&#xa0;: les pions avancent en diagonale vers le coin adverse et prennent tout droit vers l&apos;avant ou sur le côté en direction de celui-ci&#xa0;; ils sont promus sur les bords du coin adverse.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loop Chess</source>
        <extracomment>Name of a variant (preset id “loop”, family “chess”)</extracomment>
        <translation>Loop Chess</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crazyhouse in which a captured promoted piece goes to the hand as the piece it became, not as a pawn.</source>
        <extracomment>Description of the variant “Loop Chess” (preset id “loop”), shown in the New Game dialog</extracomment>
        <translation>Crazyhouse où une pièce promue, une fois prise, rejoint la réserve sous sa forme promue et non comme pion.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Los Alamos Chess</source>
        <extracomment>Name of a variant (preset id “losalamos”, family “chess”)</extracomment>
        <translation>Échecs de Los Alamos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 6 x 6 board without bishops, as the MANIAC computer played it in 1956: no pawn double step, no castling, no en passant; pawns promote to queen, rook or knight.</source>
        <extracomment>Description of the variant “Los Alamos Chess” (preset id “losalamos”), shown in the New Game dialog</extracomment>
        <translation>Échecs sur un plateau 6 × 6 sans fous, tels que les jouait l&apos;ordinateur MANIAC en 1956&#xa0;: pas de double pas des pions, pas de roque, pas de prise en passant&#xa0;; les pions sont promus en dame, tour ou cavalier.</translation>
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
        <translation>Qui perd gagne avec la règle de l’échec : la prise est obligatoire, et le joueur qui est mat, pat ou réduit au roi seul gagne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Maharajah and the Sepoys</source>
        <extracomment>Name of a variant (preset id “maharajah”, family “chess”)</extracomment>
        <translation>Le Maharadjah et les Cipayes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unequal armies: White has a single maharajah, a royal piece that moves as queen and knight, against Black&apos;s full chess army; White wins by checkmating Black&apos;s king, Black by checkmating the maharajah.</source>
        <extracomment>Description of the variant “Maharajah and the Sepoys” (preset id “maharajah”), shown in the New Game dialog</extracomment>
        <translation>Armées inégales : les Blancs n&apos;ont qu&apos;un maharadjah, pièce royale qui se déplace comme une dame et comme un cavalier, face à l&apos;armée complète des Noirs ; les Blancs gagnent en matant le roi noir, les Noirs en matant le maharadjah.</translation>
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
        <translation>Le makruk joué pour les départages («&#xa0;échecs défensifs&#xa0;»)&#xa0;: un roi en échec ne peut pas s&apos;écarter&#xa0;; il peut seulement prendre la pièce qui donne échec, sinon l&apos;échec doit être paré par une interposition ou la pièce qui le donne doit être prise par une autre pièce.</translation>
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
        <translation>Échecs thaïlandais&#xa0;: le khon (général d&apos;argent) et le met (fers)&#xa0;; les pions partent de la troisième rangée et sont promus en met sur la sixième. Pas de règle des 50 coups&#xa0;: dès qu&apos;il ne reste plus de pion, ou qu&apos;un camp n&apos;a plus que son roi, un compte commence (l&apos;honneur de l&apos;échiquier, 64 coups&#xa0;; l&apos;honneur des pièces, de 8 à 64 coups selon les pièces du camp le plus fort, compté à partir du nombre de pièces sur l&apos;échiquier), et la partie est nulle s&apos;il arrive à son terme avant le mat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Manchu Chess</source>
        <extracomment>Name of a variant (preset id “manchu”, family “xiangqi”)</extracomment>
        <translation>Échecs mandchous</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yitong, an asymmetric xiangqi: Red has no horses, cannons or second chariot, but a banner that moves as a chariot, a cannon or a horse.</source>
        <extracomment>Description of the variant “Manchu Chess” (preset id “manchu”), shown in the New Game dialog</extracomment>
        <translation>Yitong, un xiangqi asymétrique&#xa0;: les Rouges n&apos;ont ni chevaux, ni canons, ni second char, mais une bannière qui se déplace comme un char, un canon ou un cheval.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Micro Shogi</source>
        <extracomment>Name of a variant (preset id “microshogi”, family “shogi”)</extracomment>
        <translation>Micro shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>4 x 5 shogi in which a piece turns over whenever it captures, and must: pawn and knight, bishop and gold, rook and gold, lance and silver, each way round. Captured pieces are dropped either side up. A side without a legal move loses.</source>
        <extracomment>Description of the variant “Micro Shogi” (preset id “microshogi”), shown in the New Game dialog</extracomment>
        <translation>Shogi 4 × 5 où une pièce se retourne chaque fois qu&apos;elle prend, obligatoirement&#xa0;: pion et cavalier, fou et or, tour et or, lance et argent, dans un sens comme dans l&apos;autre. Les pièces prises sont parachutées sur l&apos;une ou l&apos;autre face. Un camp sans coup légal perd.</translation>
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
        <translation>Shogi sur un plateau 5 × 5 avec une pièce de chaque sorte sauf la lance et le cavalier&#xa0;; les pièces sont promues sur la dernière rangée.</translation>
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
        <translation>Xiangqi sur un plateau 7 × 7 sans rivière, conseillers ni éléphants (Shi Ji Yuan, 1973) : les généraux restent dans leur palais de 3 × 3 et ne peuvent pas se faire face, les soldats avancent ou se déplacent latéralement dès le départ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misère Chess</source>
        <extracomment>Name of a variant (preset id “misere”, family “chess”)</extracomment>
        <translation>Échecs misère</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which the aim is to be checkmated: the side that is mated wins; all moves are as in chess.</source>
        <extracomment>Description of the variant “Misère Chess” (preset id “misere”), shown in the New Game dialog</extracomment>
        <translation>Échecs où le but est d&apos;être maté : le camp mis mat gagne ; tous les coups sont ceux des échecs.</translation>
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
        <translation>Les échecs 9 × 9 de Gabriel Maura avec un ministre (fou + cavalier) à côté du roi&#xa0;; les pions sont promus sur la dernière rangée, y compris en ministre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Zealand Chess</source>
        <extracomment>Name of a variant (preset id “newzealand”, family “chess”)</extracomment>
        <translation>Échecs néo-zélandais</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rook moves as a rook but captures as a knight, and the knight moves as a knight but captures as a rook; castling as in chess.</source>
        <extracomment>Description of the variant “New Zealand Chess” (preset id “newzealand”), shown in the New Game dialog</extracomment>
        <translation>La tour se déplace comme une tour mais prend comme un cavalier, et le cavalier se déplace comme un cavalier mais prend comme une tour&#xa0;; roque comme aux échecs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nightrider Chess</source>
        <extracomment>Name of a variant (preset id “nightrider”, family “chess”)</extracomment>
        <translation>Échecs Noctambule</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose knights are nightriders: they repeat the knight&apos;s leap in a straight line for as long as the squares are empty.</source>
        <extracomment>Description of the variant “Nightrider Chess” (preset id “nightrider”), shown in the New Game dialog</extracomment>
        <translation>Échecs où les cavaliers sont des noctambules&#xa0;: ils répètent le saut du cavalier en ligne droite tant que les cases sont vides.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Castling Chess</source>
        <extracomment>Name of a variant (preset id “nocastle”, family “chess”)</extracomment>
        <translation>Échecs sans roque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess without castling, proposed by Vladimir Kramnik in 2019 to take opening theory off the board; every other rule is unchanged.</source>
        <extracomment>Description of the variant “No Castling Chess” (preset id “nocastle”), shown in the New Game dialog</extracomment>
        <translation>Échecs sans roque, proposés par Vladimir Kramnik en 2019 pour écarter la théorie des ouvertures de l&apos;échiquier ; toutes les autres règles sont inchangées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Atomic Chess without Check</source>
        <extracomment>Name of a variant (preset id “nocheckatomic”, family “chess”)</extracomment>
        <translation>Échecs atomiques sans échec</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Atomic chess as the Internet Chess Club plays it: every capture explodes the capturing piece and every piece but a pawn around the capture square, and a player whose king is gone loses. There is no check: a king may be left attacked, may capture (and explode) and may castle out of, through or into attack.</source>
        <extracomment>Description of the variant “Atomic Chess without Check” (preset id “nocheckatomic”), shown in the New Game dialog</extracomment>
        <translation>Les échecs atomiques tels que les joue l&apos;Internet Chess Club&#xa0;: chaque prise fait exploser la pièce qui prend et toutes les pièces autour de la case de prise, sauf les pions, et le joueur qui n&apos;a plus de roi perd. Il n&apos;y a pas d&apos;échec&#xa0;: un roi peut rester attaqué, peut prendre (et exploser) et peut roquer en étant attaqué, en traversant une case attaquée ou en arrivant sur une case attaquée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Omicron Chess</source>
        <extracomment>Name of a variant (preset id “omicron”, family “chess”)</extracomment>
        <translation>Échecs Omicron</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Omega chess reduced to a 12 x 10 board (after Evert Glebbeek&apos;s Omicron): a 10 x 8 field with a wizard&apos;s square added beyond each corner, where the wizards (ferz or camel leap) start. Each side also has two champions (wazir, dabbaba or alfil leap). The pieces start on the second rank, the pawns on the third; a pawn may step two squares from the third rank and promotes on reaching the ninth rank to wizard, champion, queen, rook, bishop or knight. The king castles on the second rank, to the e- or i-file.</source>
        <extracomment>Description of the variant “Omicron Chess” (preset id “omicron”), shown in the New Game dialog</extracomment>
        <translation>Les échecs Omega réduits à un plateau 12 × 10 (d&apos;après l&apos;Omicron d&apos;Evert Glebbeek)&#xa0;: un champ de 10 × 8 cases auquel s&apos;ajoute, au-delà de chaque coin, une case de magicien d&apos;où partent les magiciens (saut de fers ou de chameau). Chaque camp a aussi deux champions (saut de vizir, de dabbaba ou d&apos;alfil). Les pièces partent de la deuxième rangée, les pions de la troisième&#xa0;; un pion peut avancer de deux cases depuis la troisième rangée et, en atteignant la neuvième rangée, est promu en magicien, champion, dame, tour, fou ou cavalier. Le roi roque sur la deuxième rangée, vers la colonne e ou i.</translation>
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
        <translation>Le Grand Chess de Greg Strong avec davantage de pièces&#xa0;: le cavalier se déplace aussi comme un vizir, le magicien saute comme un fers ou un chameau, le lion comme un fers, un dabbaba ou un trois-sauteur. Les pions sont promus comme au Grand Chess, uniquement en une pièce déjà perdue.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pawn Back</source>
        <extracomment>Name of a variant (preset id “pawnback”, family “chess”)</extracomment>
        <translation>Pion arrière</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose pawns may also step one square straight back, without capturing and never onto their own first rank (one of the variants Vladimir Kramnik tested with AlphaZero). A pawn on its second rank may step two squares forward, also after it stepped back there, and may then be taken en passant. Pawn moves are reversible, so they do not reset the fifty-move count.</source>
        <extracomment>Description of the variant “Pawn Back” (preset id “pawnback”), shown in the New Game dialog</extracomment>
        <translation>Échecs où les pions peuvent aussi reculer d&apos;une case tout droit, sans prendre et jamais sur leur propre première rangée (une des variantes que Vladimir Kramnik a testées avec AlphaZero). Un pion sur sa deuxième rangée peut avancer de deux cases, y compris après y être revenu en reculant, et peut alors être pris en passant. Les coups de pion sont réversibles : ils ne remettent donc pas à zéro le décompte de la règle des cinquante coups.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pawn Sideways</source>
        <extracomment>Name of a variant (preset id “pawnsideways”, family “chess”)</extracomment>
        <translation>Pion latéral</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose pawns may also step one square sideways, without capturing (one of the variants Vladimir Kramnik tested with AlphaZero). A pawn on its second rank may step two squares forward, also after it came back there sideways, and may then be taken en passant.</source>
        <extracomment>Description of the variant “Pawn Sideways” (preset id “pawnsideways”), shown in the New Game dialog</extracomment>
        <translation>Échecs où les pions peuvent aussi se déplacer d&apos;une case sur le côté, sans prendre (une des variantes que Vladimir Kramnik a testées avec AlphaZero). Un pion sur sa deuxième rangée peut avancer de deux cases, y compris après y être revenu par un pas de côté, et peut alors être pris en passant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pawn Massacre</source>
        <extracomment>Name of a variant (preset id “pawnsmassacre”, family “chess”)</extracomment>
        <translation>Massacre de pions</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with each side&apos;s pieces behind the enemy pawns: White&apos;s pieces stand on the eighth rank and Black&apos;s on the first, each in front of pawns that move the usual way; no castling.</source>
        <extracomment>Description of the variant “Pawn Massacre” (preset id “pawnsmassacre”), shown in the New Game dialog</extracomment>
        <translation>Échecs où les pièces de chaque camp se trouvent derrière les pions adverses : les pièces blanches sont sur la huitième rangée et les noires sur la première, chacune devant des pions qui se déplacent normalement ; pas de roque.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peasants&apos; Revolt</source>
        <extracomment>Name of a variant (preset id “peasant”, family “chess”)</extracomment>
        <translation>La Révolte des paysans</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unequal armies: White has a king and eight pawns, Black a king, one pawn and three knights; every other rule is that of chess.</source>
        <extracomment>Description of the variant “Peasants&apos; Revolt” (preset id “peasant”), shown in the New Game dialog</extracomment>
        <translation>Armées inégales : les Blancs ont un roi et huit pions, les Noirs un roi, un pion et trois cavaliers ; toutes les autres règles sont celles des échecs.</translation>
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
        <translation>Échecs avec toutes les combinaisons du fou, de la tour et du cavalier&#xa0;: le chancelier, l&apos;archevêque et l&apos;amazone rejoignent la dame&#xa0;; le roi peut roquer avec le chancelier comme avec une tour.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placement Chess</source>
        <extracomment>Name of a variant (preset id “placement”, family “chess”)</extracomment>
        <translation>Échecs à placement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose players first set up their own back rank: the game starts with the pawns on the board and every other piece in hand, and each turn a player must drop one of them on an empty square of the first rank, until the hand is empty. The two bishops must stand on squares of different colours. A king placed on e1 (e8) and a rook placed on a1 or h1 (a8 or h8) keep the right to castle; then the game goes on as chess.</source>
        <extracomment>Description of the variant “Placement Chess” (preset id “placement”), shown in the New Game dialog</extracomment>
        <translation>Échecs où les joueurs commencent par disposer leur propre première rangée&#xa0;: au départ, les pions sont sur le plateau et toutes les autres pièces en réserve, et à chaque tour un joueur doit en parachuter une sur une case vide de la première rangée, jusqu&apos;à ce que sa réserve soit vide. Les deux fous doivent se trouver sur des cases de couleurs différentes. Un roi placé en e1 (e8) et une tour placée en a1 ou h1 (a8 ou h8) conservent le droit de roquer&#xa0;; ensuite, la partie se poursuit comme aux échecs.</translation>
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
        <translation>Échecs où chaque joueur dispose en plus d&apos;un cavalier en réserve et peut le parachuter sur n&apos;importe quelle case vide au lieu de jouer un coup&#xa0;; les pièces prises ne vont pas dans la réserve.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Racing Chess</source>
        <extracomment>Name of a variant (preset id “racingchess”, family “chess”)</extracomment>
        <translation>Échecs de course</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess from the usual setup in which checks are not allowed and the first king to reach the far rank wins; if Black&apos;s king answers White&apos;s arrival by arriving too, the game is drawn.</source>
        <extracomment>Description of the variant “Racing Chess” (preset id “racingchess”), shown in the New Game dialog</extracomment>
        <translation>Échecs depuis la position initiale habituelle, où les échecs sont interdits et où le premier roi à atteindre la dernière rangée gagne ; si le roi noir répond à l&apos;arrivée du roi blanc en arrivant à son tour, la partie est nulle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Racing Kings</source>
        <extracomment>Name of a variant (preset id “racingkings”, family “chess”)</extracomment>
        <translation>Course de rois</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both sides start on the first two ranks and race their king to the eighth rank; no move may give check. When White&apos;s king arrives first, Black may still draw by reaching the eighth rank on the next move.</source>
        <extracomment>Description of the variant “Racing Kings” (preset id “racingkings”), shown in the New Game dialog</extracomment>
        <translation>Les deux camps commencent sur les deux premières rangées et font courir leur roi vers la huitième ; aucun coup ne peut donner échec. Quand le roi blanc arrive le premier, les Noirs peuvent encore annuler en atteignant la huitième rangée au coup suivant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seirawan Chess</source>
        <extracomment>Name of a variant (preset id “seirawan”, family “chess”)</extracomment>
        <translation>Échecs Seirawan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with a hawk (bishop + knight) and an elephant (rook + knight) in hand: a piece leaving its start square on the back rank for the first time may bring one of them onto the square it leaves (gating), also when castling.</source>
        <extracomment>Description of the variant “Seirawan Chess” (preset id “seirawan”), shown in the New Game dialog</extracomment>
        <translation>Échecs avec un épervier (fou + cavalier) et un éléphant (tour + cavalier) en réserve&#xa0;: une pièce qui quitte pour la première fois sa case de départ sur la première rangée peut faire entrer l&apos;un d&apos;eux sur la case qu&apos;elle quitte (« gating »), y compris lors du roque.</translation>
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
        <translation>Les échecs de Jean-Louis Cazaux sur un plateau 10 × 10 avec deux canons (ceux du xiangqi&#xa0;: ils se déplacent comme des tours et prennent en sautant par-dessus une pièce) et deux éléphants (saut de fers ou d&apos;alfil) par camp. Les canons se tiennent dans les coins de la première rangée, les autres pièces sur la deuxième, les pions sur la troisième&#xa0;; un pion peut avancer de deux cases depuis la troisième rangée et est promu sur la dernière rangée en dame, tour, fou, cavalier, canon ou éléphant. Le roi roque sur la deuxième rangée, vers la colonne d ou h, avec la tour de b ou de i.</translation>
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
        <translation>Les échecs mongols, tels que les joue Fairy-Stockfish. Le bers (à la place de la dame) se déplace comme une tour ou d&apos;une case en diagonale&#xa0;; les autres pièces se déplacent comme aux échecs, les pions sans double pas et promus en bers, sans roque&#xa0;; la partie commence avec les pions d déjà en d4 et d5. Un roi dépouillé donne la nulle (robado). Un mat ne compte que si la série ininterrompue d&apos;échecs qui y aboutit contient un échec donné par une tour, un bers ou un cavalier (un shak), sinon la partie est nulle (niol)&#xa0;; un mat par les seuls cavaliers n&apos;est pas permis et fait perdre le camp qui mate.</translation>
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
        <translation>L&apos;ancêtre médiéval, perse et arabe, des échecs&#xa0;: le fers avance d&apos;une case en diagonale, l&apos;alfil saute de deux&#xa0;; dépouiller le roi adverse ou le mettre pat fait gagner.</translation>
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
        <translation>Échecs japonais&#xa0;: les pièces prises changent de camp et reviennent par parachutage&#xa0;; les pièces sont promues dans les trois dernières rangées&#xa0;; pas deux pions non promus sur une même colonne, pas de mat par parachutage d&apos;un pion.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standard rules</source>
        <extracomment>Name of the default rules of the variant “Shogi” (New Game dialog, window title)</extracomment>
        <translation>Règles standard</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>A pawn drop may neither give mate nor leave the opponent without a legal move.</source>
        <extracomment>One-line description of the default rules of the variant “Shogi” (New Game dialog)
----------
One-line description of the rule profile “strict” of the variant “Shogi” (New Game dialog)</extracomment>
        <translation>Un pion parachuté ne peut ni mater ni laisser l&apos;adversaire sans coup légal.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Strict pawn drops</source>
        <extracomment>Name of the rule profile “strict” of the variant “Shogi” (New Game dialog, window title)</extracomment>
        <translation>Parachutages de pion stricts</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pawn-drop mate only</source>
        <extracomment>Name of the rule profile “mate-only” of the variant “Shogi” (New Game dialog, window title)</extracomment>
        <translation>Seul le mat par pion parachuté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a pawn drop that gives mate is forbidden; one that leaves the opponent without a move is allowed.</source>
        <extracomment>One-line description of the rule profile “mate-only” of the variant “Shogi” (New Game dialog)</extracomment>
        <translation>Seul le parachutage d&apos;un pion qui mate est interdit&#xa0;; celui qui laisse l&apos;adversaire sans coup est permis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The default: a pawn drop may neither mate nor leave the opponent without a legal move (the reading behind the published perft counts).</source>
        <extracomment>What the rule profile “strict” of the variant “Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Par défaut&#xa0;: un pion parachuté ne peut ni mater ni laisser l&apos;adversaire sans coup légal (l&apos;interprétation des décomptes perft publiés).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a pawn drop that mates is forbidden; a pawn drop that leaves the opponent without a move, and so wins, is allowed (as Shogidokoro plays).</source>
        <extracomment>What the rule profile “mate-only” of the variant “Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Seul le parachutage d&apos;un pion qui mate est interdit&#xa0;; celui qui laisse l&apos;adversaire sans coup, et gagne ainsi, est permis (comme dans Shogidokoro).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shogun Chess</source>
        <extracomment>Name of a variant (preset id “shogun”, family “chess”)</extracomment>
        <translation>Échecs Shogun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Couch Tomato&apos;s chess with shogi&apos;s promotions and crazyhouse&apos;s drops (2019). A piece that moves in or into the far three ranks may promote: pawn to captain (king&apos;s moves), knight to general (king + knight), bishop to archbishop (bishop + knight), rook to mortar (rook + knight), duchess (ferz) to queen; a side may have one general, archbishop, mortar and queen at a time, and a pawn must promote on the last rank. Captured pieces go to the captor&apos;s hand unpromoted and are dropped on one&apos;s own five nearest ranks, pawns on the first rank too. A pawn on its second rank may step two squares, also after a drop, and may be taken en passant.</source>
        <extracomment>Description of the variant “Shogun Chess” (preset id “shogun”), shown in the New Game dialog</extracomment>
        <translation>Les échecs de Couch Tomato avec les promotions du shogi et le parachutage du crazyhouse (2019). Une pièce qui se déplace dans les trois dernières rangées ou y entre peut être promue : pion en capitaine (déplacements du roi), cavalier en général (roi + cavalier), fou en archevêque (fou + cavalier), tour en mortier (tour + cavalier), duchesse (fers) en dame ; un camp ne peut avoir qu&apos;un général, un archevêque, un mortier et une dame à la fois, et un pion doit être promu sur la dernière rangée. Les pièces prises rejoignent, non promues, la réserve du camp qui les a prises et sont parachutées sur les cinq rangées les plus proches de son camp, les pions aussi sur la première rangée. Un pion sur sa deuxième rangée peut avancer de deux cases, y compris après un parachutage, et peut être pris en passant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sho Shogi</source>
        <extracomment>Name of a variant (preset id “shoshogi”, family “shogi”)</extracomment>
        <translation>Sho shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Small shogi of the 16th century, the game modern shogi grew from: the modern board and pieces, a Drunk Elephant in front of each King that promotes to a Crown Prince (a second royal), and no drops: captured pieces leave the game.</source>
        <extracomment>Description of the variant “Sho Shogi” (preset id “shoshogi”), shown in the New Game dialog</extracomment>
        <translation>Petit shogi du XVIe siècle, dont est issu le shogi moderne : le plateau et les pièces modernes, un Éléphant ivre devant chaque Roi, promu en Prince héritier (une seconde pièce royale), et pas de parachutage : les pièces prises quittent la partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Check rule</source>
        <extracomment>Name of the default rules of the variant “Sho Shogi” (New Game dialog, window title)
----------
Name of the rule profile “check” of the variant “Sho Shogi” (New Game dialog, window title)</extracomment>
        <translation>Règle d&apos;échec</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+4"/>
        <source>No royal may be left attacked; a side without a legal move in check is mated. With one royal this is the modern rule; with a King and a Crown Prince this engine protects both.</source>
        <extracomment>One-line description of the default rules of the variant “Sho Shogi” (New Game dialog)
----------
One-line description of the rule profile “check” of the variant “Sho Shogi” (New Game dialog)</extracomment>
        <translation>Aucune pièce royale ne peut rester attaquée ; un camp en échec sans coup légal est mat. Avec une seule pièce royale, c&apos;est la règle moderne ; avec un Roi et un Prince héritier, ce moteur protège les deux.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture every royal</source>
        <extracomment>Name of the rule profile “royal-capture” of the variant “Sho Shogi” (New Game dialog, window title)</extracomment>
        <translation>Prendre toutes les pièces royales</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No check rule: a side loses when its King and Crown Prince are both captured, so a side with a Crown Prince may lose its King and play on.</source>
        <extracomment>One-line description of the rule profile “royal-capture” of the variant “Sho Shogi” (New Game dialog)</extracomment>
        <translation>Pas de règle d&apos;échec : un camp perd quand son Roi et son Prince héritier sont tous deux pris ; un camp qui a un Prince héritier peut donc perdre son Roi et continuer à jouer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The default: the check rule of modern shogi (Fairy-Stockfish&apos;s shoshogi, whose published perft counts it matches). Certain: the pieces, the setup, the promotions and that captures are not dropped. Chosen: that no royal may be left attacked; the sources say a side with a Crown Prince may lose its King and play on, which the royal-capture profile plays.</source>
        <extracomment>What the rule profile “check” of the variant “Sho Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Par défaut : la règle d&apos;échec du shogi moderne (comme le shoshogi de Fairy-Stockfish, dont elle reproduit les décomptes perft publiés). Certain : les pièces, la position de départ, les promotions et le fait que les pièces prises ne sont pas parachutées. Choisi : aucune pièce royale ne peut rester attaquée ; selon les sources, un camp qui a un Prince héritier peut perdre son Roi et continuer à jouer, ce que joue le profil de règles « Prendre toutes les pièces royales ».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reading of the historical sources and of HaChu (whose Sho Shogi, in version 0.21, cannot start a game): the game is won by capturing the King, or both the King and the Crown Prince when there is one; there is no check rule.</source>
        <extracomment>What the rule profile “royal-capture” of the variant “Sho Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>L&apos;interprétation des sources historiques et de HaChu (dont le sho shogi, en version 0.21, ne peut pas commencer de partie) : on gagne en prenant le Roi, ou le Roi et le Prince héritier s&apos;il y en a un ; il n&apos;y a pas de règle d&apos;échec.</translation>
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
        <translation>Échecs Seirawan avec parachutages comme au crazyhouse : les pièces prises vont dans la main de celui qui les prend et peuvent être parachutées ou entrer par gating ; un pion promu retourne dans la main comme pion.</translation>
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
        <translation>Les échecs birmans. Les pions partent sur le plateau, échelonnés sur les troisième et quatrième rangées&#xa0;; toutes les autres pièces partent en réserve, et les joueurs placent à tour de rôle l&apos;une d&apos;elles sur une case vide de leurs trois premières rangées (les tours sur la première rangée seulement) jusqu&apos;à ce que les deux réserves soient vides. Ensuite, la partie se poursuit comme au makruk&#xa0;: roi, tour et cavalier comme aux échecs, le sit-ke (fers) d&apos;une case en diagonale, le sin (général d&apos;argent) d&apos;une case en diagonale ou tout droit vers l&apos;avant, les pions d&apos;une case vers l&apos;avant, prenant en diagonale vers l&apos;avant. Un pion n&apos;est promu que tant que son camp n&apos;a pas de sit-ke, par un coup à part entière, lorsqu&apos;il se trouve sur l&apos;une des deux grandes diagonales (n&apos;importe quel pion s&apos;il est le dernier)&#xa0;: il devient un sit-ke sur sa case ou avec un pas en diagonale, et la promotion ne peut ni donner échec ni attaquer une pièce adverse. Quand un camp n&apos;a plus que son roi, le compte commence&#xa0;: l&apos;autre camp doit mater en 16 coups avec une tour, en 44 avec un sin et un sit-ke, en 64 avec un cavalier et un sit-ke, sinon la partie est nulle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sixth Rank Chess</source>
        <extracomment>Name of a variant (preset id “sixthrank”, family “chess”)</extracomment>
        <translation>Échecs de la sixième rangée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which a pawn that reaches the sixth rank (the third for Black) wins at once; checkmate wins as usual.</source>
        <extracomment>Description of the variant “Sixth Rank Chess” (preset id “sixthrank”), shown in the New Game dialog</extracomment>
        <translation>Échecs où un pion qui atteint la sixième rangée (la troisième pour les Noirs) fait gagner aussitôt ; le mat gagne comme d&apos;habitude.</translation>
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
        <translation>Échecs où les Blancs ont un chancelier (tour + cavalier) à la place de la dame et où les Noirs gardent la dame (une forme de l&apos;Almost Chess de Ralph Betza). Les pions blancs sont promus en chancelier, tour, fou ou cavalier, les pions noirs en dame, tour, fou ou cavalier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spanish Archer Chess</source>
        <extracomment>Name of a variant (preset id “spanisharcher”, family “chess”)</extracomment>
        <translation>Échecs de l&apos;archer espagnol</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 10 x 8 board with two archers a side: an archer moves forward like a rook and backward diagonally like a bishop; pawns may also promote to an archer, and castling puts the king on c or i.</source>
        <extracomment>Description of the variant “Spanish Archer Chess” (preset id “spanisharcher”), shown in the New Game dialog</extracomment>
        <translation>Échecs sur un plateau 10 × 8 avec deux archers par camp : un archer avance comme une tour et recule en diagonale comme un fou ; les pions peuvent aussi être promus en archer, et le roque place le roi en c ou en i.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spartan Chess</source>
        <extracomment>Name of a variant (preset id “spartan”, family “chess”)</extracomment>
        <translation>Échecs spartiates</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Steven Streetman&apos;s asymmetric chess: White&apos;s orthodox army against the Spartans, who have two kings, a general (rook + ferz), a warlord (bishop + knight), two lieutenants (ferz or alfil leap, or a step sideways), two captains (wazir or dabbaba leap) and eight hoplites, which step diagonally forward, capture straight forward, may leap two squares diagonally forward from their start and promote on the first rank to king (while the Spartans have fewer than two), general, warlord, lieutenant or captain. With two kings the Spartans are in check only when both are attacked, and may lose one; a side that loses its last king loses. No en passant.</source>
        <extracomment>Description of the variant “Spartan Chess” (preset id “spartan”), shown in the New Game dialog</extracomment>
        <translation>Les échecs asymétriques de Steven Streetman&#xa0;: l&apos;armée orthodoxe des Blancs contre les Spartiates, qui ont deux rois, un général (tour + fers), un seigneur de guerre (fou + cavalier), deux lieutenants (saut de fers ou d&apos;alfil, ou un pas de côté), deux capitaines (saut de vizir ou de dabbaba) et huit hoplites, qui avancent d&apos;une case en diagonale, prennent tout droit vers l&apos;avant, peuvent sauter de deux cases en diagonale vers l&apos;avant depuis leur case de départ et sont promus sur la première rangée en roi (tant que les Spartiates en ont moins de deux), général, seigneur de guerre, lieutenant ou capitaine. Avec deux rois, les Spartiates ne sont en échec que si les deux sont attaqués, et peuvent en perdre un&#xa0;; un camp qui perd son dernier roi perd la partie. Pas de prise en passant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suzumu Shogi</source>
        <extracomment>Name of a variant (preset id “suzumushogi”, family “shogi”)</extracomment>
        <translation>Suzumu shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A. M. DeWitt&apos;s Tenjiku Shogi, the game of the Game Courier tutorial on multi-move pieces: 16 x 16 squares, 78 pieces a side in a mirrored set-up, no drops. The generals jump up to two pieces of either side to capture, the Fire Demon and Vice General make area moves of up to three King steps, the Heavenly Tetrarch jumps its first square and captures next to it without moving, and the Lance, Knight and Iron General move backwards too. Pieces promote on any move that starts or ends in the far five ranks; a player may not skip two turns running. Capturing the King and Crown Prince wins; there is no check rule.</source>
        <extracomment>Description of the variant “Suzumu Shogi” (preset id “suzumushogi”), shown in the New Game dialog</extracomment>
        <translation>Le tenjiku shogi d&apos;A. M. DeWitt, le jeu du tutoriel Game Courier sur les pièces à déplacements multiples&#xa0;: 16 × 16 cases, 78 pièces par camp disposées en miroir, sans parachutage. Les généraux prennent en sautant par-dessus jusqu&apos;à deux pièces de l&apos;un ou l&apos;autre camp, le Démon de feu et le Vice-général font des déplacements de zone d&apos;au plus trois pas de Roi, le Tétrarque céleste saute sa première case et prend à côté de lui sans bouger, et la Lance, le Cavalier et le Général de fer se déplacent aussi vers l&apos;arrière. Les pièces sont promues lors de tout coup qui commence ou se termine dans les cinq dernières rangées&#xa0;; un joueur ne peut pas passer son tour deux fois de suite. Prendre le Roi et le Prince héritier fait gagner la partie&#xa0;; il n&apos;y a pas de règle d&apos;échec.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DeWitt&apos;s 2021 definition</source>
        <extracomment>Name of the default rules of the variant “Suzumu Shogi” (New Game dialog, window title)</extracomment>
        <translation>Définition de DeWitt de 2021</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pieces, set-up and promotions of A. M. DeWitt&apos;s own 2021 preset, with the promotion, skip and repetition rules of his Game Courier tutorial; from before the rules were frozen in December 2021.</source>
        <extracomment>One-line description of the default rules of the variant “Suzumu Shogi” (New Game dialog)</extracomment>
        <translation>Les pièces, la position de départ et les promotions du préréglage de 2021 d&apos;A. M. DeWitt lui-même, avec les règles de promotion, de passe et de répétition de son tutoriel Game Courier&#xa0;; version antérieure au gel des règles en décembre 2021.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final rules (December 2021, provisional)</source>
        <extracomment>Name of the rule profile “final” of the variant “Suzumu Shogi” (New Game dialog, window title)</extracomment>
        <translation>Règles définitives (décembre 2021, provisoires)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules as frozen in December 2021 where they are published, and the choices of DeWitt&apos;s later games where they are not: burning by choice, double igui, generals that may take what they jump, and the Heavenly Tetrarch&apos;s freezing. The Violent Dragon and Violent Horse are not placed while their squares are unknown.</source>
        <extracomment>One-line description of the rule profile “final” of the variant “Suzumu Shogi” (New Game dialog)</extracomment>
        <translation>Les règles figées en décembre 2021 là où elles sont publiées, et ailleurs les choix des jeux ultérieurs de DeWitt&#xa0;: brûlure au choix, double igui, généraux qui peuvent prendre ce qu&apos;ils sautent, et le gel par le Tétrarque céleste. Le Dragon violent et le Cheval violent ne sont pas placés tant que leurs cases sont inconnues.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Fire Demon that moved to another square may burn up to two enemy pieces next to it, never a Fire Demon, and it takes one or two pieces next to it without moving instead of capturing twice in a Lion&apos;s way. A general may also take the enemy pieces it jumps. A Heavenly Tetrarch takes one or two pieces next to it without moving, and the enemy pieces next to it cannot move, except a Tetrarch. Chosen where the sources are silent: generals jump pieces of any rank, and a frozen piece makes no move at all.</source>
        <extracomment>What the rule profile “final” of the variant “Suzumu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Un Démon de feu qui s&apos;est déplacé sur une autre case peut brûler jusqu&apos;à deux pièces adverses voisines, jamais un Démon de feu, et il prend une ou deux pièces voisines sans bouger au lieu de prendre deux fois à la manière du Lion. Un général peut aussi prendre les pièces adverses qu&apos;il saute. Un Tétrarque céleste prend une ou deux pièces voisines sans bouger, et les pièces adverses voisines ne peuvent pas bouger, sauf un Tétrarque. Choisi là où les sources se taisent&#xa0;: les généraux sautent des pièces de tout rang, et une pièce gelée ne joue aucun coup.</translation>
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
        <translation>Les échecs 10 × 10 de David Paulowich avec archevêque, maréchal, champion (saut de vizir, de dabbaba ou d&apos;alfil) et magicien (saut de fers ou de chameau)&#xa0;; les pions partent de la troisième rangée et sont promus sur la dernière rangée en dame, maréchal ou archevêque. Pas de roque.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tenjiku Shogi</source>
        <extracomment>Name of a variant (preset id “tenjikushogi”, family “shogi”)</extracomment>
        <translation>Tenjiku shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Indian shogi on 16 x 16 squares with 78 pieces a side and no drops: Chu Shogi&apos;s army with range-capturing generals, which jump any number of lower-ranked pieces to capture, Fire Demons, which burn every enemy next to where they stop, the Lion Hawk, Free Eagle and the Soldiers. Pieces promote in the far five ranks. Losing the King (and Crown Prince) loses the game; there is no check rule.</source>
        <extracomment>Description of the variant “Tenjiku Shogi” (preset id “tenjikushogi”), shown in the New Game dialog</extracomment>
        <translation>Shogi indien sur 16 × 16 cases avec 78 pièces par camp et sans parachutage&#xa0;: l&apos;armée du chu shogi, plus des généraux qui prennent à distance en sautant par-dessus un nombre quelconque de pièces de rang inférieur, des Démons de feu, qui brûlent chaque pièce ennemie voisine de la case où ils s&apos;arrêtent, le Faucon lion, l&apos;Aigle libre et les Soldats. Les pièces sont promues dans les cinq dernières rangées. Perdre le Roi (et le Prince héritier) fait perdre la partie&#xa0;; il n&apos;y a pas de règle d&apos;échec.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As HaChu plays it: the Fire Demon slides diagonally and vertically, the generals capture only lower-ranked pieces by jumping, no area moves; a piece stopping next to an enemy Fire Demon burns.</source>
        <extracomment>One-line description of the default rules of the variant “Tenjiku Shogi” (New Game dialog)</extracomment>
        <translation>Comme le joue HaChu&#xa0;: le Démon de feu se déplace à distance en diagonale et verticalement, les généraux ne prennent en sautant que des pièces de rang inférieur, pas de déplacements de zone&#xa0;; une pièce qui s&apos;arrête à côté d&apos;un Démon de feu ennemi brûle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Generals always jump (Japanese Wikipedia)</source>
        <extracomment>Name of the rule profile “always-jump” of the variant “Tenjiku Shogi” (New Game dialog, window title)</extracomment>
        <translation>Les généraux sautent toujours (Wikipédia japonais)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the default rules, but a range-capturing general may always jump: over lower-ranked pieces to an empty square beyond as well as to a capture. Under the TSA rules (the default) it jumps only to capture.</source>
        <extracomment>One-line description of the rule profile “always-jump” of the variant “Tenjiku Shogi” (New Game dialog)</extracomment>
        <translation>Comme les règles par défaut, mais un général à capture à distance peut toujours sauter : par-dessus des pièces de rang inférieur vers une case vide au-delà aussi bien que pour prendre. Selon les règles de la TSA (par défaut), il ne saute que pour prendre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Area moves (Chess Variant Pages)</source>
        <extracomment>Name of the rule profile “cvp” of the variant “Tenjiku Shogi” (New Game dialog, window title)</extracomment>
        <translation>Déplacements de zone (Chess Variant Pages)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Fire Demon and Vice General also make area moves of up to three King steps, the Heavenly Tetrarch jumps its first square and captures next to it without moving, the Free Eagle adds jumps and the Lion&apos;s diagonal power, and a general&apos;s jump may take any piece.</source>
        <extracomment>One-line description of the rule profile “cvp” of the variant “Tenjiku Shogi” (New Game dialog)</extracomment>
        <translation>Le Démon de feu et le Vice-général font aussi des déplacements de zone d&apos;au plus trois pas de Roi, le Tétrarque céleste saute sa première case et prend à côté de lui sans bouger, l&apos;Aigle libre gagne des sauts et la puissance du Lion en diagonale, et le saut d&apos;un général peut prendre n&apos;importe quelle pièce.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A range-capturing general (Great, Vice, Rook or Bishop General) may also jump over lower-ranked pieces to an empty square beyond them. English Wikipedia&apos;s movement legend names both readings: under the TSA rules it jumps only when capturing, under Japanese Wikipedia&apos;s always. Everything else as the default rules.</source>
        <extracomment>What the rule profile “always-jump” of the variant “Tenjiku Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Un général à capture à distance (Grand général, Vice-général, Général tour ou Général fou) peut aussi sauter par-dessus des pièces de rang inférieur vers une case vide au-delà. La légende des déplacements de Wikipédia en anglais donne les deux lectures : selon les règles de la TSA il ne saute que pour prendre, selon Wikipédia en japonais toujours. Tout le reste comme dans les règles par défaut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reading of the Chess Variant Pages and Wikipedia where they differ from HaChu: area moves of up to three King steps through empty squares for the Fire Demon and the Vice General (each destination once), the Heavenly Tetrarch that skips its first square (sideways at most three squares) and captures adjacent enemies by igui, the Free Eagle as a Queen with jumps to the second square and Lion power on its diagonal steps, and range captures of any enemy, royals included.</source>
        <extracomment>What the rule profile “cvp” of the variant “Tenjiku Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>La lecture des Chess Variant Pages et de Wikipédia là où elles diffèrent de HaChu&#xa0;: des déplacements de zone d&apos;au plus trois pas de Roi par des cases vides pour le Démon de feu et le Vice-général (chaque destination une seule fois), le Tétrarque céleste qui saute sa première case (au plus trois cases latéralement) et prend les pièces ennemies adjacentes par igui, l&apos;Aigle libre comme une Dame avec des sauts vers la deuxième case et la puissance du Lion sur ses pas diagonaux, et des prises à distance de n&apos;importe quelle pièce ennemie, pièces royales comprises.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three Kings</source>
        <extracomment>Name of a variant (preset id “threekings”, family “chess”)</extracomment>
        <translation>Trois rois</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with three kings a side and no check: the kings may be captured, and a player left with fewer than three kings loses. No castling.</source>
        <extracomment>Description of the variant “Three Kings” (preset id “threekings”), shown in the New Game dialog</extracomment>
        <translation>Échecs avec trois rois par camp et sans échec : les rois peuvent être pris, et le joueur à qui il reste moins de trois rois perd. Pas de roque.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tori Shogi</source>
        <extracomment>Name of a variant (preset id “torishogi”, family “shogi”)</extracomment>
        <translation>Tori shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bird shogi on 7 x 7 squares: phoenix, falcon, crane, pheasant, quails and swallows; the swallow becomes a goose and the falcon an eagle, always; two swallows may share a file.</source>
        <extracomment>Description of the variant “Tori Shogi” (preset id “torishogi”), shown in the New Game dialog</extracomment>
        <translation>Le shogi des oiseaux sur 7 × 7 cases&#xa0;: phénix, faucon, grue, faisan, cailles et hirondelles&#xa0;; l&apos;hirondelle devient toujours oie et le faucon aigle&#xa0;; deux hirondelles peuvent partager une colonne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Torpedo Chess</source>
        <extracomment>Name of a variant (preset id “torpedo”, family “chess”)</extracomment>
        <translation>Échecs Torpille</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose pawns may step two squares forward from any square, not only from their start square (one of the variants Vladimir Kramnik tested with AlphaZero); every such double step may be taken en passant, and a double step onto the last rank promotes.</source>
        <extracomment>Description of the variant “Torpedo Chess” (preset id “torpedo”), shown in the New Game dialog</extracomment>
        <translation>Échecs où les pions peuvent avancer de deux cases depuis n&apos;importe quelle case, et pas seulement depuis leur case de départ (une des variantes que Vladimir Kramnik a testées avec AlphaZero) ; tout double pas de ce genre peut être pris en passant, et un double pas jusqu&apos;à la dernière rangée entraîne la promotion.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Troitzky Chess</source>
        <extracomment>Name of a variant (preset id “troitzky”, family “chess”)</extracomment>
        <translation>Échecs Troitzky</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 10 x 10 board with its corners cut away, after Alexei Troitzky; pawns start on the third rank and promote on the last square of their file. No castling.</source>
        <extracomment>Description of the variant “Troitzky Chess” (preset id “troitzky”), shown in the New Game dialog</extracomment>
        <translation>Échecs sur un plateau 10 × 10 aux coins coupés, d&apos;après Alexeï Troitzky&#xa0;; les pions partent de la troisième rangée et sont promus sur la dernière case de leur colonne. Pas de roque.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Troitzky Chess (Byway setup)</source>
        <extracomment>Name of a variant (preset id “troitzkybyway”, family “chess”)</extracomment>
        <translation>Échecs Troitzky (disposition Byway)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Troitzky Chess with the Byway setup: the rooks stand on the two squares of the narrow first rank, the queen and king in the middle of the second; pawns start on the third rank and promote on the last square of their file. No castling.</source>
        <extracomment>Description of the variant “Troitzky Chess (Byway setup)” (preset id “troitzkybyway”), shown in the New Game dialog</extracomment>
        <translation>Échecs Troitzky avec la disposition Byway : les tours se tiennent sur les deux cases de l&apos;étroite première rangée, la dame et le roi au milieu de la deuxième ; les pions partent de la troisième rangée et sont promus sur la dernière case de leur colonne. Pas de roque.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Upside-down Chess</source>
        <extracomment>Name of a variant (preset id “upsidedown”, family “chess”)</extracomment>
        <translation>Échecs inversés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with the armies swapped: each side&apos;s pieces start on the opponent&apos;s back rank with their pawns in front, one step from promotion; no castling.</source>
        <extracomment>Description of the variant “Upside-down Chess” (preset id “upsidedown”), shown in the New Game dialog</extracomment>
        <translation>Échecs aux armées échangées : les pièces de chaque camp partent de la rangée du fond adverse, leurs pions devant elles, à un pas de la promotion ; pas de roque.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wa Shogi</source>
        <extracomment>Name of a variant (preset id “washogi”, family “shogi”)</extracomment>
        <translation>Wa shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Harmony shogi on 11 x 11 squares, every piece named for an animal: the Crane King, the Cloud Eagle, the Treacherous Fox that jumps, the Liberated Horse and the Sparrow Pawns. Pieces promote in the far three ranks. The standard rules drop captured pieces as in shogi; Wa Shogi is also played without drops.</source>
        <extracomment>Description of the variant “Wa Shogi” (preset id “washogi”), shown in the New Game dialog</extracomment>
        <translation>Shogi de l&apos;harmonie sur 11 × 11 cases, chaque pièce portant le nom d&apos;un animal : le Roi grue, l&apos;Aigle des nuages, le Renard perfide qui saute, le Cheval libéré et les Pions moineaux. Les pièces sont promues dans les trois dernières rangées. Selon les règles standard, les pièces prises sont parachutées comme au shogi ; le wa shogi se joue aussi sans parachutage.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>With drops</source>
        <extracomment>Name of the default rules of the variant “Wa Shogi” (New Game dialog, window title)
----------
Name of the rule profile “drops” of the variant “Wa Shogi” (New Game dialog, window title)</extracomment>
        <translation>Avec parachutage</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+4"/>
        <source>Captured pieces return as drops, as in shogi: no two unpromoted Sparrow Pawns on a file, no mate by a Sparrow Pawn drop. A piece may promote when its move starts or ends in the zone; the King is checkmated.</source>
        <extracomment>One-line description of the default rules of the variant “Wa Shogi” (New Game dialog)
----------
One-line description of the rule profile “drops” of the variant “Wa Shogi” (New Game dialog)</extracomment>
        <translation>Les pièces prises reviennent par parachutage, comme au shogi : pas deux Pions moineaux non promus sur une même colonne, pas de mat par parachutage d&apos;un Pion moineau. Une pièce peut être promue quand son coup commence ou se termine dans la zone ; le Roi est maté.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Without drops</source>
        <extracomment>Name of the rule profile “no-drops” of the variant “Wa Shogi” (New Game dialog, window title)</extracomment>
        <translation>Sans parachutage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captured pieces leave the game; otherwise the standard rules.</source>
        <extracomment>One-line description of the rule profile “no-drops” of the variant “Wa Shogi” (New Game dialog)</extracomment>
        <translation>Les pièces prises quittent la partie ; pour le reste, les règles standard.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Without drops, as the engine HaChu plays it: a move promotes when it enters the zone or captures with an end in it, the game is won by capturing the Crane King (no check rule), and no move may repeat an earlier position.</source>
        <extracomment>One-line description of the rule profile “hachu” of the variant “Wa Shogi” (New Game dialog)</extracomment>
        <translation>Sans parachutage, comme le joue le moteur HaChu : une pièce est promue quand son coup entre dans la zone ou prend en y commençant ou en y finissant, on gagne en prenant le Roi grue (pas de règle d&apos;échec), et aucun coup ne peut répéter une position antérieure.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The default, the game of the modern players Wikipedia describes: drops and promotions as in shogi. Certain: the board, the pieces&apos; moves and promotions as the modern sources give them, the setup, the three-rank zone. Chosen: shogi&apos;s pawn-drop rules for the Sparrow Pawn and the check rule.</source>
        <extracomment>What the rule profile “drops” of the variant “Wa Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Par défaut, le jeu des joueurs modernes que décrit Wikipédia : parachutage et promotions comme au shogi. Certain : le plateau, les déplacements et les promotions des pièces selon les sources modernes, la position de départ, la zone de trois rangées. Choisi : les règles du shogi sur le parachutage des pions pour le Pion moineau, et la règle d&apos;échec.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The older game without drops (thought historical): captured pieces leave the game.</source>
        <extracomment>What the rule profile “no-drops” of the variant “Wa Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Le jeu plus ancien sans parachutage (considéré comme historique) : les pièces prises quittent la partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu 0.21&apos;s wa-shogi: no drops, Chu Shogi&apos;s promotion (on entering the zone, or by a capture starting or ending in it) royal capture without a check rule, and no move may repeat an earlier position (HaChu&apos;s option Allow repeats off). The oracle test compares HaChu with this profile.</source>
        <extracomment>What the rule profile “hachu” of the variant “Wa Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Le wa-shogi de HaChu 0.21 : pas de parachutage, la promotion du chu shogi (en entrant dans la zone, ou par une prise qui y commence ou s&apos;y termine), la prise du roi sans règle d&apos;échec, et aucun coup ne peut répéter une position antérieure (option Allow repeats de HaChu désactivée). Le test oracle compare HaChu à ce profil de règles.</translation>
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
        <translation>Armées inégales : les Noirs ont sept cavaliers et seize pions, dont certains déjà avancés, contre l&apos;armée habituelle des Blancs ; les Blancs peuvent roquer, et les pions ne font de double pas que depuis leur rangée de départ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wolf Chess</source>
        <extracomment>Name of a variant (preset id “wolf”, family “chess”)</extracomment>
        <translation>Échecs du loup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on 8 x 10 (Arno von Wilpert, 1943) with wolves (rook + knight), foxes (bishop + knight), nightriders and sergeants (one square forward or diagonally forward, moving or capturing) besides pawns; no castling. Pawns and sergeants on their second rank, or on b3, c3, f3 and g3, may step two squares forward; a pawn&apos;s double step may be taken en passant. On the last rank a pawn promotes to queen, wolf, fox, rook, bishop or elephant (queen + nightrider), a sergeant to any of them but the elephant.</source>
        <extracomment>Description of the variant “Wolf Chess” (preset id “wolf”), shown in the New Game dialog</extracomment>
        <translation>Échecs sur 8 × 10 (Arno von Wilpert, 1943) avec, en plus des pions, des loups (tour + cavalier), des renards (fou + cavalier), des noctambules et des sergents (une case vers l&apos;avant ou en diagonale vers l&apos;avant, pour se déplacer comme pour prendre) ; pas de roque. Les pions et les sergents sur leur deuxième rangée, ou sur b3, c3, f3 et g3, peuvent avancer de deux cases ; le double pas d&apos;un pion peut être pris en passant. Sur la dernière rangée, un pion est promu en dame, loup, renard, tour, fou ou éléphant (dame + noctambule), un sergent en n&apos;importe laquelle de ces pièces sauf l&apos;éléphant.</translation>
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
        <translation>Échecs chinois sur les intersections d&apos;un plateau 9 × 10&#xa0;: les généraux, confinés dans leur palais, ne peuvent pas se faire face, les canons prennent en sautant, les éléphants restent de leur côté de la rivière.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Shogi</source>
        <extracomment>Name of a variant (preset id “yarishogi”, family “shogi”)</extracomment>
        <translation>Yari shogi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Christian Freeling&apos;s spear shogi on 7 x 9 squares: every piece but the king moves straight forward like a lance, plus its own steps.</source>
        <extracomment>Description of the variant “Yari Shogi” (preset id “yarishogi”), shown in the New Game dialog</extracomment>
        <translation>Le shogi des lances de Christian Freeling sur 7 × 9 cases&#xa0;: chaque pièce sauf le roi avance tout droit comme une lance, en plus de ses propres pas.</translation>
    </message>
</context>
<context>
    <name>PresetInstallFlow</name>
    <message>
        <location filename="../app/gui/presetinstallflow.cpp" line="+27"/>
        <location line="+15"/>
        <source>Install Preset Bundle</source>
        <translation>Installer un paquet de préréglage</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Preset bundles (*.fbpz)</source>
        <extracomment>A file holding a custom variant preset with its piece images</extracomment>
        <translation>Paquets de préréglage (*.fbpz)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The preset bundle cannot be installed.</source>
        <translation>Le paquet de préréglage ne peut pas être installé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The preset “%1” cannot be installed.</source>
        <translation>Le préréglage «&#xa0;%1&#xa0;» ne peut pas être installé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing was installed.</source>
        <translation>Rien n&apos;a été installé.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replace the installed preset “%1” (%2)?</source>
        <extracomment>%1 = the preset&apos;s name, %2 = its id</extracomment>
        <translation>Remplacer le préréglage installé «&#xa0;%1&#xa0;» (%2)&#xa0;?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The preset and its piece images are replaced by the ones in the bundle. Saved games of it are not changed.</source>
        <translation>Le préréglage et ses images de pièces sont remplacés par ceux du paquet. Les parties enregistrées avec ce préréglage ne sont pas modifiées.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The preset “%1” could not be installed.</source>
        <translation>Le préréglage «&#xa0;%1&#xa0;» n&apos;a pas pu être installé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing was changed.</source>
        <translation>Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Install Preset</source>
        <translation>Installer le préréglage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game&apos;s preset “%1” differs from the installed one. Install the game&apos;s version?</source>
        <translation>Le préréglage «&#xa0;%1&#xa0;» de cette partie diffère de celui qui est installé. Installer la version de la partie&#xa0;?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game uses the preset “%1”, which is not installed. Install it?</source>
        <translation>Cette partie utilise le préréglage «&#xa0;%1&#xa0;», qui n&apos;est pas installé. L&apos;installer&#xa0;?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Installed presets are offered in the New Game dialog. The game is shown either way.</source>
        <translation>Les préréglages installés sont proposés dans la boîte de dialogue «&#xa0;Nouvelle partie&#xa0;». La partie s&apos;affiche dans tous les cas.</translation>
    </message>
</context>
<context>
    <name>PresetManagerDialog</name>
    <message>
        <location filename="../app/gui/presetmanagerdialog.cpp" line="+22"/>
        <source>Manage Presets</source>
        <translation>Gérer les préréglages</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Presets installed in %1:</source>
        <extracomment>%1 = the folder of the user&apos;s presets</extracomment>
        <translation>Préréglages installés dans %1&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Installed presets</source>
        <translation>Préréglages installés</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Install Bundle...</source>
        <translation>&amp;Installer un paquet…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove</source>
        <translation>&amp;Supprimer</translation>
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
        <translation>Supprimer le préréglage</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Remove the preset “%1” and its piece images?</source>
        <extracomment>%1 = the preset&apos;s name</extracomment>
        <translation>Supprimer le préréglage «&#xa0;%1&#xa0;» et ses images de pièces&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games of it can still be opened: they carry the preset.</source>
        <translation>Les parties enregistrées avec ce préréglage pourront toujours être ouvertes&#xa0;: elles le contiennent.</translation>
    </message>
</context>
<context>
    <name>PresetShelves</name>
    <message>
        <location filename="../app/gui/presetshelves.cpp" line="+21"/>
        <source>All variants</source>
        <extracomment>A shelf of the New Game dialog&apos;s list of variants</extracomment>
        <translation>Toutes les variantes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Favourites</source>
        <extracomment>A shelf of the New Game dialog: the variants the player marked as favourites</extracomment>
        <translation>Favoris</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recently played</source>
        <extracomment>A shelf of the New Game dialog: the variants of the latest games, the latest first</extracomment>
        <translation>Jouées récemment</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chess variants</source>
        <translation>Variantes d&apos;échecs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drop games</source>
        <extracomment>Games in which captured pieces come back into play (crazyhouse, shogi)</extracomment>
        <translation>Jeux avec parachutage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shogi family</source>
        <translation>Famille du shogi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Xiangqi family</source>
        <extracomment>Xiangqi, janggi and their variants</extracomment>
        <translation>Famille du xiangqi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large boards</source>
        <translation>Grands plateaux</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other games</source>
        <extracomment>Games on the board that are not chess variants (clobber, breakthrough)</extracomment>
        <translation>Autres jeux</translation>
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
        <translation>Parachutage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Promotion</source>
        <translation>Promotion</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Nothing</source>
        <extracomment>Button of the gating dialog: the move brings no piece from the hand</extracomment>
        <translation>Aucune pièce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not promote</source>
        <translation>Ne pas promouvoir</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="game_status_strings.cpp" line="-83"/>
        <source>Lion</source>
        <extracomment>Why a move is illegal (fb::refusalText); %1, where present, is a piece name</extracomment>
        <translation>Lion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is already over.</source>
        <translation>La partie est déjà terminée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece cannot move like that.</source>
        <translation>La pièce ne peut pas se déplacer ainsi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is the other player&apos;s turn.</source>
        <translation>C&apos;est au tour de l&apos;autre joueur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passing is not allowed in this game.</source>
        <translation>Passer son tour n&apos;est pas autorisé dans cette partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not pass while your %1 is in check.</source>
        <translation>Vous ne pouvez pas passer tant que votre %1 est en échec.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no such piece in hand.</source>
        <translation>Vous n&apos;avez pas cette pièce en réserve.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This piece may not be dropped.</source>
        <translation>Cette pièce ne peut pas être parachutée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This piece may not be dropped on that square.</source>
        <translation>Cette pièce ne peut pas être parachutée sur cette case.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A piece may not be dropped where it could never move again.</source>
        <translation>Une pièce ne peut pas être parachutée là où elle ne pourrait plus jamais se déplacer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not have two unpromoted %1s on one file (nifu).</source>
        <translation>Vous ne pouvez pas avoir deux pièces %1 non promues sur une même colonne (nifu).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A dropped piece may not give check in this game.</source>
        <translation>Une pièce parachutée ne peut pas donner échec dans cette partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A %1 drop may not give checkmate (uchifuzume).</source>
        <translation>Une pièce %1 parachutée ne peut pas donner échec et mat (uchifuzume).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A %1 drop may not leave your opponent without a legal move.</source>
        <translation>Une pièce %1 parachutée ne peut pas laisser votre adversaire sans coup légal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece must promote there: otherwise it could never move again.</source>
        <translation>La pièce doit être promue ici&#xa0;: sinon, elle ne pourrait plus jamais se déplacer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The piece must promote on this move.</source>
        <translation>La pièce doit être promue à ce coup.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece cannot promote to that.</source>
        <translation>La pièce ne peut pas être promue en cette pièce-là.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece may promote only by a move into, inside or out of the promotion zone.</source>
        <translation>La pièce ne peut être promue que par un coup qui entre dans la zone de promotion, s&apos;y déroule ou en sort.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A piece that declined promotion may promote again only by a capture or after leaving the promotion zone.</source>
        <translation>Une pièce qui a refusé la promotion ne peut être promue à nouveau que par une prise ou après avoir quitté la zone de promotion.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The piece declined promotion on your previous turn: it may not promote inside the zone without a capture yet.</source>
        <translation>La pièce a refusé la promotion à votre tour précédent&#xa0;: elle ne peut pas encore être promue dans la zone sans prendre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The piece&apos;s last move declined promotion: it may promote inside the zone without a capture only after it has moved again.</source>
        <translation>Le dernier coup de la pièce a refusé la promotion&#xa0;: elle ne pourra être promue dans la zone sans prendre qu&apos;après avoir de nouveau bougé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You already have as many of that piece as the rules allow.</source>
        <translation>Vous avez déjà autant de pièces de ce type que les règles le permettent.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your %1 would be in check.</source>
        <translation>Votre %1 serait en échec.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two %1s may not face each other on an open file.</source>
        <translation>Un %1 ne peut pas faire face à celui de l&apos;adversaire sur une colonne sans pièce entre eux.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1s face each other (bikjang): move so they no longer face, or pass.</source>
        <translation>Le %1 fait face à celui de l&apos;adversaire (bikjang)&#xa0;: jouez de sorte qu&apos;ils ne se fassent plus face, ou passez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A %1 may not take a protected %1 that is not next to it (unless its first step captures a valuable piece).</source>
        <translation>Un %1 ne peut pas prendre un %1 protégé qui ne lui est pas adjacent (sauf si son premier pas prend une pièce de valeur).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A %1 may not take a protected %1 that is not next to it by first capturing a Pawn or Go-Between.</source>
        <translation>Un %1 ne peut pas prendre un %1 protégé qui ne lui est pas adjacent en prenant d&apos;abord un Pion ou un Intermédiaire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Right after a %1 was taken by a piece other than a %1, only a %1 may take a %1.</source>
        <translation>Juste après la prise d&apos;un %1 par une pièce autre qu&apos;un %1, seul un %1 peut prendre un %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This move would repeat an earlier position, which the rules forbid.</source>
        <translation>Ce coup répéterait une position antérieure, ce que les règles interdisent.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No move may give check in this game.</source>
        <extracomment>Racing kings</extracomment>
        <translation>Dans ce jeu, aucun coup ne peut donner échec.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A capture is possible, and capturing is compulsory.</source>
        <extracomment>Losing chess (antichess, losers)</extracomment>
        <translation>Une prise est possible, et la prise est obligatoire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The explosion of this capture would destroy your own %1.</source>
        <extracomment>Atomic chess; %1 is the royal piece (&quot;King&quot;)</extracomment>
        <translation>L&apos;explosion de cette prise détruirait votre propre %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your %1 is in check and may not move away: it may only capture the checking piece.</source>
        <extracomment>Makpong; %1 is the royal piece (&quot;King&quot;)</extracomment>
        <translation>Votre %1 est en échec et ne peut pas s&apos;en écarter&#xa0;: il peut seulement prendre la pièce qui fait échec.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pawn</source>
        <translation>Pion</translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <location filename="../app/gui/restoredialog.cpp" line="+20"/>
        <source>Restore Games</source>
        <translation>Restaurer les parties</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Fairyboard did not close properly, and %n game(s) were not saved. Which ones should be restored?</source>
        <translation>
            <numerusform>Fairyboard ne s&apos;est pas fermé correctement, et %n partie n&apos;a pas été enregistrée. Faut-il la restaurer&#xa0;?</numerusform>
            <numerusform>Fairyboard ne s&apos;est pas fermé correctement, et %n parties n&apos;ont pas été enregistrées. Lesquelles faut-il restaurer&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unsaved games</source>
        <translation>Parties non enregistrées</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Restore</source>
        <extracomment>Restore the checked unsaved games, each in its own window</extracomment>
        <translation>&amp;Restaurer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Discard</source>
        <extracomment>Delete the checked unsaved games for good</extracomment>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keep for Later</source>
        <extracomment>Close without restoring: the games are offered again at the next start</extracomment>
        <translation>&amp;Garder pour plus tard</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Unknown variant</source>
        <translation>Variante inconnue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>moves unknown</source>
        <translation>nombre de coups inconnu</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
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
        <translation> (depuis %1)</translation>
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
        <translation>Règles par défaut</translation>
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
        <translation>KIF, disposition 81Dojo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Janggi GIB</source>
        <extracomment>Save As file type: Korean janggi records</extracomment>
        <translation>GIB de janggi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game bundle</source>
        <extracomment>A Fairyboard game bundle: a zip with the game, its custom preset and piece images</extracomment>
        <translation>Paquet de partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All files</source>
        <extracomment>Save As file type: any file name</extracomment>
        <translation>Tous les fichiers</translation>
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
        <translation>Rouges</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+12"/>
        <source>black</source>
        <comment>side colour</comment>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>blue</source>
        <comment>side colour</comment>
        <extracomment>Janggi: the first player (Cho) is blue, the second (Han) red</extracomment>
        <translation>Bleus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sente</source>
        <comment>side colour</comment>
        <extracomment>Shogi: the side that moves first (先手) inside &quot;7g, sente pawn&quot;; the second side is gote (後手)</extracomment>
        <translation>Sente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>gote</source>
        <comment>side colour</comment>
        <translation>Gote</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>white</source>
        <comment>side colour</comment>
        <extracomment>Colour of a chess player inside &quot;e4, white knight&quot;</extracomment>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+2"/>
        <source>Red</source>
        <comment>player</comment>
        <translation>Rouges</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+9"/>
        <source>Black</source>
        <comment>player</comment>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Blue</source>
        <comment>player</comment>
        <translation>Bleus</translation>
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
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1, the duck</source>
        <translation>%1, le canard</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, a wall</source>
        <extracomment>Spoken description of a square a wall blocks (Amazons&apos; arrows): &quot;e4, a wall&quot;</extracomment>
        <translation>%1, un mur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, empty</source>
        <extracomment>Spoken description of an empty board square: &quot;e4, empty&quot;</extracomment>
        <translation>%1, vide</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2 %3</source>
        <extracomment>Spoken description of a board square: %1 square, %2 side colour, %3 piece name</extracomment>
        <translation>%1, %3 des %2</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>in hand: %n %1 %2</source>
        <extracomment>Spoken description of a storage slot (pieces in hand), English &quot;in hand: 2 white pawns&quot;: %n = how many, %1 = side colour, %2 = piece name (a plural only in English; write it like &quot;%n × %2 (%1)&quot; where the noun would have to agree)</extracomment>
        <translation>
            <numerusform>en réserve&#xa0;: %n × %2 des %1</numerusform>
            <numerusform>en réserve&#xa0;: %n × %2 des %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnInput</name>
    <message>
        <location filename="../app/gui/turninput.cpp" line="+143"/>
        <source>The %1 cannot move there.</source>
        <extracomment>A click on a square the selected piece cannot reach; %1 = the piece (&quot;Knight&quot;)</extracomment>
        <translation>La pièce %1 ne peut pas aller là.</translation>
    </message>
</context>
<context>
    <name>TurnPromptItem</name>
    <message>
        <location filename="../app/gui/turnpromptitem.cpp" line="+44"/>
        <source>Stop here</source>
        <extracomment>Button beside a piece in the middle of a multi-leg move (a Chu Shogi Lion&apos;s): end the move on the square the piece now stands on</extracomment>
        <translation>Terminer ici</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo step</source>
        <extracomment>Button beside a piece in the middle of a multi-leg move: take its last step back</extracomment>
        <translation>Annuler le pas</translation>
    </message>
</context>
<context>
    <name>UserPresets</name>
    <message>
        <location filename="../app/gui/userpresets.cpp" line="+97"/>
        <source>%1: a game bundle, not a preset bundle (open it with Open)</source>
        <translation>%1&#xa0;: un paquet de partie, pas un paquet de préréglage (ouvrez-le avec «&#xa0;Ouvrir&#xa0;»)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&apos;%1&apos; cannot be used as a file name (letters, digits, &apos;-&apos; and &apos;_&apos; only)</source>
        <translation>«&#xa0;%1&#xa0;» ne peut pas servir de nom de fichier (lettres, chiffres, «&#xa0;-&#xa0;» et «&#xa0;_&#xa0;» uniquement)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is a preset that comes with Fairyboard; a bundle cannot replace it</source>
        <translation>«&#xa0;%1&#xa0;» est un préréglage fourni avec Fairyboard&#xa0;; un paquet ne peut pas le remplacer</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>not a readable SVG or PNG image</source>
        <translation>pas une image SVG ou PNG lisible</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&apos;%1&apos; is not an installed preset</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un préréglage installé</translation>
    </message>
</context>
<context>
    <name>VariantImportFlow</name>
    <message>
        <location filename="../app/gui/variantimportflow.cpp" line="+30"/>
        <location line="+9"/>
        <source>Import Variant</source>
        <translation>Importer une variante</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Variant definitions (*.ini *.txt)</source>
        <extracomment>Files of other programs that define chess variants</extracomment>
        <translation>Définitions de variantes (*.ini *.txt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>No variant could be imported from “%1”.</source>
        <extracomment>%1 = a file name, or a variant and the engine that defines it</extracomment>
        <translation>Aucune variante n’a pu être importée de « %1 ».</translation>
    </message>
    <message numerus="yes">
        <location line="-18"/>
        <source>The file defines %n variants. Which one?</source>
        <translation>
            <numerusform>Le fichier définit %n variante. Laquelle ?</numerusform>
            <numerusform>Le fichier définit %n variantes. Laquelle ?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Some rules of “%1” cannot be expressed in a preset. Import it without them?</source>
        <extracomment>%1 = the variant&apos;s name</extracomment>
        <translation>Certaines règles de « %1 » ne peuvent pas être exprimées dans un preset. L’importer sans elles ?</translation>
    </message>
</context>
<context>
    <name>fb::engines::BuiltinPlayer</name>
    <message>
        <location filename="../app/engines/builtinplayer.cpp" line="+128"/>
        <source>Built-in AI level %1</source>
        <translation>IA intégrée, niveau %1</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>%1 has no legal move to play</source>
        <translation>%1 n’a aucun coup légal à jouer</translation>
    </message>
</context>
<context>
    <name>fb::engines::CustomVariant</name>
    <message>
        <location filename="../app/engines/customvariant.cpp" line="+146"/>
        <source>It cannot be given this variant as a definition: %1</source>
        <extracomment>Why a variant could not be sent to an engine as a definition in its own file format (after &quot;&lt;engine&gt; does not play &lt;variant&gt;&quot;, or as the tooltip of a greyed engine); %1 = the reasons, &quot;; &quot; or a line break between them</extracomment>
        <translation>Cette variante ne peut pas lui être transmise sous forme de définition : %1</translation>
    </message>
</context>
<context>
    <name>fb::engines::EnginePlayer</name>
    <message>
        <location filename="../app/engines/engineplayer.cpp" line="+66"/>
        <source>did not answer the %1 handshake within %2 s</source>
        <translation>n’a pas répondu à la poignée de main %1 en %2 s</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>Engine &apos;%1&apos;: %2</source>
        <translation>Moteur « %1 » : %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>did not move within %1 s of its %2 s</source>
        <translation>n’a pas joué en %1 s sur ses %2 s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sent the move &apos;%1&apos; when it was not its turn</source>
        <translation>a envoyé le coup « %1 » alors que ce n’était pas son tour</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>sent the move &apos;%1&apos;, which is not a legal move in the position %2: %3</source>
        <translation>a envoyé le coup « %1 », qui n’est pas légal dans la position %2 : %3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>sent a line of more than %1 bytes</source>
        <translation>a envoyé une ligne de plus de %1 octets</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>stopped unexpectedly (it crashed or was killed)</source>
        <translation>s’est arrêté de façon inattendue (plantage ou arrêt forcé)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exited unexpectedly with exit code %1</source>
        <translation>s’est terminé de façon inattendue avec le code %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>could not be started (%1): %2</source>
        <translation>n’a pas pu être démarré (%1) : %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>does not read its input any more</source>
        <translation>ne lit plus son entrée</translation>
    </message>
</context>
<context>
    <name>fb::engines::EngineVariantReader</name>
    <message>
        <location filename="../app/engines/enginevariantreader.cpp" line="+93"/>
        <source>the engine speaks %1: only XBoard engines send the definitions of their variants</source>
        <extracomment>%1 = an engine protocol (&quot;UCI&quot;)</extracomment>
        <translation>le moteur parle %1&#xa0;: seuls les moteurs XBoard envoient les définitions de leurs variantes</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the engine does not play &apos;%1&apos; (it plays %2)</source>
        <extracomment>%1 = a variant&apos;s name, %2 = the engine&apos;s variants, &quot;, &quot; between</extracomment>
        <translation>le moteur ne joue pas «&#xa0;%1&#xa0;» (il joue %2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the engine sent no definition of &apos;%1&apos; (no &apos;setup&apos; command): it plays it as a variant every GUI is expected to know</source>
        <translation>le moteur n&apos;a envoyé aucune définition de «&#xa0;%1&#xa0;» (pas de commande «&#xa0;setup&#xa0;»)&#xa0;: il la joue comme une variante que toute interface est censée connaître</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>the engine cannot show a piece&apos;s moves (no highlight feature): the imported rules were not checked against its own</source>
        <translation>le moteur ne peut pas montrer les déplacements d&apos;une pièce (pas de fonction highlight)&#xa0;: les règles importées n&apos;ont pas été vérifiées par rapport aux siennes</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>the engine answered %2 of %1 &apos;lift&apos; commands with &apos;highlight&apos;; the check stops</source>
        <extracomment>%1 = how many pieces were lifted, %2 = how many highlight answers came</extracomment>
        <translation>le moteur a répondu à %2 des %1 commandes «&#xa0;lift&#xa0;» par «&#xa0;highlight&#xa0;»&#xa0;; la vérification s&apos;arrête</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;highlight %1&apos; (for %2) does not fit the board</source>
        <translation>«&#xa0;highlight %1&#xa0;» (pour %2) ne correspond pas au plateau</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the piece on %1 in %2: only the engine&apos;s moves reach %3; only ours reach %4</source>
        <extracomment>A difference of the rules check; %1 = a square, %2 = a FEN, %3/%4 = square lists</extracomment>
        <translation>la pièce en %1 dans %2&#xa0;: seuls les coups du moteur atteignent %3&#xa0;; seuls les nôtres atteignent %4</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n more pieces whose moves differ</source>
        <translation>
            <numerusform>%n autre pièce dont les déplacements diffèrent</numerusform>
            <numerusform>%n autres pièces dont les déplacements diffèrent</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fb::engines::GameRunner</name>
    <message>
        <location filename="../app/engines/gamerunner.cpp" line="+135"/>
        <source>%1 resigned</source>
        <translation>%1 a abandonné</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>the move limit of %1 plies</source>
        <translation>la limite de %1 demi-coups</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 moved when it was not its turn</source>
        <translation>%1 a joué alors que ce n’était pas son tour</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 chose an illegal move in the position %2</source>
        <translation>%1 a choisi un coup illégal dans la position %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 lost on time</source>
        <translation>%1 a perdu au temps</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>a draw by agreement</source>
        <translation>une partie nulle par accord mutuel</translation>
    </message>
</context>
<context>
    <name>fb::engines::UciEngine</name>
    <message>
        <location filename="../app/engines/uciengine.cpp" line="+177"/>
        <source>does not speak %1</source>
        <translation>ne parle pas %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 plays only %2, not %3</source>
        <translation>%1 ne joue que %2, pas %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not play %2 (it plays %3)</source>
        <translation>%1 ne joue pas %2 (il joue %3)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>could not be given the variant %1: %2</source>
        <extracomment>%1 = a variant&apos;s name in the engine (&quot;fairyboard-berolina&quot;), %2 = a system error</extracomment>
        <translation>n’a pas pu recevoir la variante %1 : %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>did not answer &apos;go perft %1&apos; within %2 s</source>
        <translation>n’a pas répondu à « go perft %1 » en %2 s</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>counts %1 move sequences of %2 plies from the start of %3 where Fairyboard counts %4: it does not play this variant by the same rules, so it is not used for it</source>
        <extracomment>%1, %4 = numbers of move sequences, %2 = plies, %3 = a variant&apos;s name</extracomment>
        <translation>compte %1 suites de coups de %2 demi-coups depuis la position initiale de %3, là où Fairyboard en compte %4 : il ne joue pas cette variante selon les mêmes règles, il n’est donc pas utilisé pour elle</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>did not answer &apos;go depth 1&apos; within %1 s</source>
        <translation>n’a pas répondu à « go depth 1 » en %1 s</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>answered a search from the start of %2 with &apos;%1&apos;, which is no legal move there by Fairyboard&apos;s rules (%3), so it is not used for this variant</source>
        <extracomment>%1 = the engine&apos;s move, %2 = a variant&apos;s name, %3 = why the move is illegal</extracomment>
        <translation>a répondu à une recherche depuis la position initiale de %2 par « %1 », qui n’y est pas un coup légal selon les règles de Fairyboard (%3) ; il n’est donc pas utilisé pour cette variante</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+65"/>
        <source>did not answer &apos;isready&apos; within %1 s</source>
        <translation>n’a pas répondu à « isready » en %1 s</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>while it was checked on %1 (%2): it cannot play this variant, so it is not used for it</source>
        <extracomment>%1 = a variant&apos;s name, %2 = &quot;go perft 3&quot; or &quot;go depth 1&quot;</extracomment>
        <translation>lors de sa vérification sur %1 (%2) : il ne peut pas jouer cette variante, il n’est donc pas utilisé pour elle</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>did not answer &apos;stop&apos; within %1 s</source>
        <translation>n’a pas répondu à « stop » en %1 s</translation>
    </message>
</context>
<context>
    <name>fb::engines::XBoardEngine</name>
    <message>
        <location filename="../app/engines/xboardengine.cpp" line="+177"/>
        <location line="+15"/>
        <source>did not finish its features</source>
        <translation>n’a pas terminé ses « features »</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 does not play %2 (it plays %3)</source>
        <translation>%1 ne joue pas %2 (il joue %3)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>did not answer &apos;ping&apos; within %1 s</source>
        <translation>n’a pas répondu à « ping » en %1 s</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>could not be given the variant %1: %2</source>
        <extracomment>%1 = a variant&apos;s name in the engine (&quot;fairyboard-berolina&quot;), %2 = a system error</extracomment>
        <translation>n’a pas pu recevoir la variante %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>refused the variant %1: &apos;%2&apos;</source>
        <extracomment>%1 = a variant&apos;s name in the engine, %2 = the engine&apos;s error line</extracomment>
        <translation>a refusé la variante %1&#xa0;: «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>did not load the variant %1 (no answer &quot;Loaded&quot; to &quot;load&quot;), so it is not used for %2</source>
        <extracomment>%1 = a variant&apos;s name in the engine, %2 = a variant&apos;s name</extracomment>
        <translation>n’a pas chargé la variante %1 (pas de réponse «&#xa0;Loaded&#xa0;» à «&#xa0;load&#xa0;»)&#xa0;; il n’est donc pas utilisé pour %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>gave no count to &quot;perft %1&quot; from the start of %2, so it is not used for it</source>
        <extracomment>%1 = plies, %2 = a variant&apos;s name</extracomment>
        <translation>n’a donné aucun compte pour «&#xa0;perft %1&#xa0;» depuis la position initiale de %2&#xa0;; il n’est donc pas utilisé pour elle</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>counts %1 move sequences of %2 plies from the start of %3 where Fairyboard counts %4: it does not play this variant by the same rules, so it is not used for it</source>
        <extracomment>%1, %4 = numbers of move sequences, %2 = plies, %3 = a variant&apos;s name</extracomment>
        <translation>compte %1 suites de coups de %2 demi-coups depuis la position initiale de %3, là où Fairyboard en compte %4&#xa0;: il ne joue pas cette variante selon les mêmes règles, il n’est donc pas utilisé pour elle</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>while it was checked on %1 (%2): it cannot play this variant, so it is not used for it</source>
        <extracomment>%1 = a variant&apos;s name, %2 = &quot;perft 3&quot;</extracomment>
        <translation>lors de sa vérification sur %1 (%2)&#xa0;: il ne peut pas jouer cette variante, il n’est donc pas utilisé pour elle</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+142"/>
        <source>cannot be given a position (it has no setboard feature)</source>
        <translation>ne peut pas recevoir de position (il n’a pas la fonction setboard)</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>cannot be checked on the variant %1 (it has no ping feature), so it is not used for it</source>
        <translation>ne peut pas être vérifié sur la variante %1 (il n’a pas la fonction ping)&#xa0;; il n’est donc pas utilisé pour elle</translation>
    </message>
    <message>
        <location line="+167"/>
        <source>refused a move: &apos;%1&apos;</source>
        <translation>a refusé un coup : « %1 »</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>cannot be asked for %1: it has no %2 feature</source>
        <extracomment>%1 = what was asked (&quot;a variant&apos;s definition&quot;), %2 = an XBoard feature&apos;s name</extracomment>
        <translation>ne peut pas être interrogé sur %1&#xa0;: il n’a pas la fonction %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a variant&apos;s definition</source>
        <translation>la définition d&apos;une variante</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the moves of a piece</source>
        <translation>les déplacements d&apos;une pièce</translation>
    </message>
</context>
<context>
    <name>fb::io::NotationText</name>
    <message>
        <location filename="../app/io/movenotation.cpp" line="+240"/>
        <source>Algebraic (SAN)</source>
        <extracomment>Move notation: Standard Algebraic Notation (Nf3, exd6, O-O)</extracomment>
        <translation>Algébrique (SAN)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Western (P-7f)</source>
        <extracomment>Shogi move notation with letters (P-7f, Bx2b+), as in English books and lishogi</extracomment>
        <translation>Occidentale (P-7f)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Japanese (▲７六歩)</source>
        <extracomment>Shogi move notation in Japanese (▲７六歩)</extracomment>
        <translation>Japonaise (▲７六歩)</translation>
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
        <translation>Chinoise (炮二平五)</translation>
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
        <translation>Coordonnées (e2e4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>XBoard SAN (Che2)</source>
        <extracomment>SAN as the XBoard/WinBoard program writes it: ranks from 0 on boards of ten ranks</extracomment>
        <translation>SAN de XBoard (Che2)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>pass</source>
        <extracomment>A move that passes the whole turn (janggi), as written in the move list and typed</extracomment>
        <translation>passe</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Type a move first.</source>
        <translation>Saisissez d’abord un coup.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Passing is not allowed here.</source>
        <translation>Passer n’est pas permis ici.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&apos;%1&apos; is ambiguous: it fits %2.</source>
        <extracomment>%1 is the typed move, %2 the moves it may mean, in coordinates</extracomment>
        <translation>« %1 » est ambigu : il convient à %2.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;%1&apos; is not a legal move here (read as %2 or coordinates).</source>
        <extracomment>%1 is the typed move, %2 the notation&apos;s name</extracomment>
        <translation>« %1 » n’est pas un coup légal ici (lu en %2 ou en coordonnées).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; is not allowed here.</source>
        <extracomment>%1 is the typed move: the pieces can make it, but the rules forbid it now</extracomment>
        <translation>« %1 » n’est pas permis ici.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/commandline.cpp" line="+15"/>
        <source>Play and study chess variants.</source>
        <translation>Jouer et étudier des variantes d&apos;échecs.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start a game of the preset ID.</source>
        <translation>Commencer une partie du préréglage ID.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use the rule profile NAME of the preset.</source>
        <translation>Utiliser le profil de règles NAME du préréglage.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start from this position.</source>
        <translation>Partir de cette position.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start from the --fen position even if it cannot occur in a game (for problems).</source>
        <translation>Commencer à la position de --fen même si elle est impossible en cours de partie (pour les problèmes).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play these moves (coordinate notation, space separated).</source>
        <translation>Jouer ces coups (notation par coordonnées, séparés par des espaces).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Select the piece on SQUARE so its legal moves show.</source>
        <translation>Sélectionner la pièce en SQUARE pour afficher ses coups légaux.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click SQUARE on the board after the moves (repeatable; a piece letter with * or @, like N@, clicks that piece in the hand of the side to move).</source>
        <translation>Cliquer sur SQUARE sur le plateau après les coups (répétable&#xa0;; une lettre de pièce suivie de * ou @, comme N@, clique sur cette pièce dans la réserve du camp qui a le trait).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Render the window to FILE (PNG) and exit.</source>
        <translation>Enregistrer une image de la fenêtre dans FILE (PNG) et quitter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start in inspect mode (any piece can be selected).</source>
        <translation>Démarrer en mode inspection (toute pièce peut être sélectionnée).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the side panel NAME (moves, pieces or info).</source>
        <translation>Afficher le panneau latéral NAME (moves, pieces ou info).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the dialog NAME (new-game, preferences, edit-position or import-from-engine); --screenshot renders it.</source>
        <translation>Ouvrir la boîte de dialogue NAME (new-game, preferences, edit-position ou import-from-engine)&#xa0;; --screenshot en enregistre l&apos;image.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw the pieces with the piece set ID for this run (see Preferences).</source>
        <translation>Dessiner les pièces avec le jeu de pièces ID pour cette exécution (voir Préférences).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What to do with the unsaved games of sessions that crashed: ask (the default), all (restore every one, each in its own window) or none (keep them for later).</source>
        <translation>Que faire des parties non enregistrées des sessions interrompues par un plantage&#xa0;: ask (par défaut), all (les restaurer toutes, chacune dans sa propre fenêtre) ou none (les garder pour plus tard).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An engine (a command line, PROTOCOL:COMMAND to skip probing, or builtin[:LEVEL] for the built-in AI, levels 1 to 8) plays the side to move after the moves; --screenshot waits for its move.</source>
        <translation>Un moteur (une ligne de commande, PROTOCOLE:COMMANDE pour ne pas le détecter, ou builtin[:NIVEAU] pour l&apos;IA intégrée, niveaux 1 à 8) joue le camp au trait après les coups ; --screenshot attend son coup.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Clocks for the --engine game: MINUTES+SECONDS (base and increment); else one second per move.</source>
        <translation>Pendules de la partie --engine : MINUTES+SECONDES (temps de base et incrément) ; sinon une seconde par coup.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opens the Analysis panel with ENGINE analysing the position shown: builtin (the built-in AI), an engine&apos;s name in the Engines list, or a command line as --engine takes it; --screenshot waits for its lines.</source>
        <translation>Ouvre le panneau Analyse, où ENGINE analyse la position affichée : builtin (l&apos;IA intégrée), le nom d&apos;un moteur de la liste des moteurs, ou une ligne de commande comme pour --engine ; --screenshot attend ses lignes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many lines --analyse shows (1 to 5).</source>
        <translation>Nombre de lignes affichées par --analyse (1 à 5).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A game log or game bundle (.fbz) to open, or a preset bundle (.fbpz) to install.</source>
        <translation>Une partie enregistrée ou un paquet de partie (.fbz) à ouvrir, ou un paquet de préréglage (.fbpz) à installer.</translation>
    </message>
</context>
</TS>
