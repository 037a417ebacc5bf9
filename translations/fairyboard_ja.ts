<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../app/gui/analysispanel.cpp" line="+48"/>
        <location line="+381"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="-380"/>
        <source>Analyse Game</source>
        <translation>対局を解析</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The engine that analyses (those that play this variant)</source>
        <translation>解析に使うエンジン（このバリアントを指せるもの）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lines: </source>
        <translation>読み筋の数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many of the best lines to show</source>
        <translation>表示する上位の読み筋の数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Analyse every position of the game for a second each and fill the graph</source>
        <translation>対局のすべての局面を 1 秒ずつ解析し、グラフを埋めます</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Score</source>
        <translation>評価値</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Depth</source>
        <translation>深さ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Line</source>
        <translation>読み筋</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Built-in AI</source>
        <translation>内蔵AI</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>The engine &apos;%1&apos; is not in the Engines list</source>
        <translation>エンジン「%1」はエンジン一覧にありません</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>(then &apos;%1&apos;, not a legal move here)</source>
        <translation>（続く「%1」はここでは合法手ではありません）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 kN/s</source>
        <translation>%1 kN/s</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not running</source>
        <translation>停止中</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Starting %1...</source>
        <translation>%1を起動中...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: analysing the game, position %2 of %3</source>
        <translation>%1：対局を解析中（局面 %2/%3）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is analysing</source>
        <translation>%1が解析中</translation>
    </message>
</context>
<context>
    <name>AutosaveStore</name>
    <message>
        <location filename="../app/gui/autosavestore.cpp" line="+119"/>
        <source>cannot write %1</source>
        <translation>%1 に書き込めません</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../app/gui/boardview.cpp" line="+47"/>
        <source>Board</source>
        <translation>盤</translation>
    </message>
</context>
<context>
    <name>CaptureChoiceDialog</name>
    <message>
        <location filename="../app/gui/capturechoicedialog.cpp" line="+49"/>
        <source>Pieces taken</source>
        <extracomment>Title of the dialog that asks which pieces a move also takes (the enemies a Fire Demon burns in Suzumu Shogi)</extracomment>
        <translation>取る駒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Which pieces does the move also take?</source>
        <extracomment>Question above the choices of the pieces a move also takes</extracomment>
        <translation>この手で他にどの駒を取りますか？</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 on %2</source>
        <extracomment>A piece a move also takes: %1 is the piece, %2 its square</extracomment>
        <translation>%2の%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing more</source>
        <extracomment>The choice of taking no piece besides the move&apos;s own capture</extracomment>
        <translation>他には取らない</translation>
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
            <numerusform>秒読み %1（%2 × 残り %n 回）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: %2</source>
        <extracomment>A side and the engine that plays it: &quot;Black: Fairy-Stockfish 14&quot;</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(thinking)</source>
        <extracomment>Shown after an engine&apos;s name while it thinks</extracomment>
        <translation>（思考中）</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../app/engines/engineprotocol.cpp" line="+97"/>
        <source>&apos;%1&apos;: a quote is not closed</source>
        <translation>「%1」：引用符が閉じていません</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; names no engine program</source>
        <translation>「%1」はエンジンのプログラムを指していません</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>the leg &apos;%1&apos; does not start where the move stood</source>
        <translation>手の区間「%1」が直前の位置から始まっていません</translation>
    </message>
    <message>
        <location filename="../app/engines/enginelauncher.cpp" line="+57"/>
        <source>&apos;%1&apos; answered none of the protocols UCI, XBoard and USI</source>
        <translation>「%1」はUCI・XBoard・USIのいずれのプロトコルにも応答しませんでした</translation>
    </message>
    <message>
        <location filename="../app/engines/playerchoice.cpp" line="+47"/>
        <source>&apos;%1&apos;: the built-in AI&apos;s level is a number from %2 to %3</source>
        <translation>「%1」：内蔵AIのレベルは %2 から %3 までの数です</translation>
    </message>
</context>
<context>
    <name>EngineGameDriver</name>
    <message>
        <location filename="../app/gui/enginegamedriver.cpp" line="+204"/>
        <location line="+57"/>
        <source>%1 chose a move that cannot be played</source>
        <translation>%1は指せない手を選びました</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 resigned</source>
        <extracomment>%1 = a player (an engine&apos;s name, or White, Sente ...)</extracomment>
        <translation>%1が投了しました</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The players agreed to a draw.</source>
        <translation>両対局者の合意により引き分けになりました。</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 lost on time</source>
        <extracomment>%1 = a player (an engine&apos;s name, or White, Sente ...)</extracomment>
        <translation>%1が時間切れで負けました</translation>
    </message>
</context>
<context>
    <name>EngineVariantDialog</name>
    <message>
        <location filename="../app/gui/enginevariantdialog.cpp" line="+18"/>
        <source>Import Variant from Engine</source>
        <translation>エンジンからバリアントをインポート</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An XBoard engine defines the variants it plays by its setup and piece commands. The definition is read into a preset, and its rules are compared with the engine&apos;s in several positions.</source>
        <translation>XBoard エンジンは、指せるバリアントを setup コマンドと piece コマンドで定義します。その定義をプリセットに読み込み、いくつかの局面でそのルールをエンジンのルールと比較します。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Engine:</source>
        <translation>エンジン(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Variant:</source>
        <translation>バリアント(&amp;V)：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Import</source>
        <translation>インポート(&amp;I)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No XBoard engine in the engine list knows its variants yet: add one (or probe it) in Engines.</source>
        <translation>エンジン一覧には、対応するバリアントが判明している XBoard エンジンがまだありません。「エンジン」で追加（または確認）してください。</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Asking %1 for %2 and comparing its moves with the import…</source>
        <extracomment>%1 = an engine&apos;s name, %2 = a variant&apos;s name</extracomment>
        <translation>%1に%2を問い合わせ、その指し手をインポート結果と比較しています…</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <location filename="../app/gui/enginesdialog.cpp" line="+28"/>
        <location line="+2"/>
        <source>Engines</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add...</source>
        <translation>追加(&amp;A)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adds an engine program and finds out what it plays</source>
        <translation>エンジンのプログラムを追加し、何を指せるかを調べます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Check</source>
        <extracomment>Starts the engine again to find out its protocol and variants</extracomment>
        <translation>確認(&amp;C)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The program and its arguments</source>
        <translation>プログラムとその引数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find out</source>
        <extracomment>The engine&apos;s protocol is found by trying UCI, XBoard and USI</extracomment>
        <translation>自動判定</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;ommand line:</source>
        <translation>コマンドライン(&amp;O)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Protocol:</source>
        <translation>プロトコル(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants:</source>
        <translation>バリアント：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Options</source>
        <extracomment>The settings an engine offers (hash size, strength ...), as it declares them</extracomment>
        <translation>オプション</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 (checking...)</source>
        <extracomment>An engine of the list that is being started to find out what it plays</extracomment>
        <translation>%1（確認中...）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (does not start)</source>
        <extracomment>An engine of the list that could not be started</extracomment>
        <translation>%1（起動しません）</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Not known yet</source>
        <translation>まだ不明</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>This engine declares no options.</source>
        <translation>このエンジンにはオプションがありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The options are shown once the engine was started.</source>
        <translation>オプションはエンジンを起動すると表示されます。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Press when it starts</source>
        <extracomment>An engine&apos;s button option (clear hash ...): pressed each time the engine starts</extracomment>
        <translation>起動時に押す</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Choose the protocol in the box below the command line.</source>
        <translation>コマンドラインの下の欄でプロトコルを選んでください。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Add Engine</source>
        <translation>エンジンを追加</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Starting %1...</source>
        <extracomment>%1 = an engine&apos;s name</extracomment>
        <translation>%1を起動中...</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 speaks %2 and plays %n variant(s).</source>
        <extracomment>%1 = the engine&apos;s name, %2 = its protocol, %3 = how many variants it plays</extracomment>
        <translation>
            <numerusform>%1は%2に対応し、%n種類のバリアントを指せます。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvaluationGraph</name>
    <message>
        <location filename="../app/gui/evaluationgraph.cpp" line="+14"/>
        <source>The score of each position analysed (from the first side&apos;s view); click to go to a position</source>
        <translation>解析した各局面の評価値（先手側から見た値）。クリックするとその局面に移動します</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/gui/gamecontroller.cpp" line="+37"/>
        <source>Move %1 is not legal in this position.</source>
        <translation>この局面では %1 は指せません。</translation>
    </message>
</context>
<context>
    <name>GameInfoPanel</name>
    <message>
        <location filename="../app/gui/gameinfopanel.cpp" line="+24"/>
        <source>1-0 (first player wins)</source>
        <translation>1-0（先番の勝ち）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0-1 (second player wins)</source>
        <translation>0-1（後番の勝ち）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>½-½ (draw)</source>
        <translation>½-½（引き分け）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>* (unfinished)</source>
        <extracomment>The game result is not known or the game goes on</extracomment>
        <translation>*（未決着）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>resignation</source>
        <translation>投了</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sealed move</source>
        <extracomment>An adjourned game: the last move was sealed (KIF 封じ手)</extracomment>
        <translation>封じ手</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>entering-king declaration</source>
        <extracomment>Shogi: a win declared by the entering-king rule (CSA %KACHI, KIF 入玉勝ち)</extracomment>
        <translation>入玉宣言</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>time forfeit</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>illegal move</source>
        <translation>反則手</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>illegal action</source>
        <extracomment>A player broke the rules in another way than by a move (CSA %+ILLEGAL_ACTION)</extracomment>
        <translation>反則行為</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>repetition</source>
        <translation>千日手</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>impasse</source>
        <extracomment>Shogi: both kings entered the enemy camp (持将棋, CSA %JISHOGI)</extracomment>
        <translation>持将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>suspended</source>
        <translation>中断</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>checkmate</source>
        <translation>詰み</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no mate</source>
        <extracomment>A mating problem that has no mate (CSA %FUZUMI, KIF 不詰)</extracomment>
        <translation>不詰</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>takeback</source>
        <translation>待った</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>recording error</source>
        <extracomment>The program that recorded the game failed (CSA %ERROR)</extracomment>
        <translation>記録エラー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw agreed</source>
        <translation>合意の引き分け</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>First player:</source>
        <translation>先番の対局者:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second player:</source>
        <translation>後番の対局者:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event:</source>
        <translation>大会・棋戦:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Site:</source>
        <translation>場所:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date:</source>
        <translation>日付:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round:</source>
        <translation>ラウンド:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time control:</source>
        <extracomment>The time control of the game (PGN TimeControl, KIF 持ち時間)</extracomment>
        <translation>持ち時間:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Result:</source>
        <translation>結果:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ended by:</source>
        <extracomment>How the game ended as its record says (resignation, time forfeit ...)</extracomment>
        <translation>終局理由：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game comment</source>
        <translation>対局へのコメント</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game comment:</source>
        <translation>対局へのコメント:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comment on the move shown</source>
        <translation>表示中の指し手へのコメント</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Comment after move %1 (%2):</source>
        <translation>%1 手目（%2）へのコメント:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comment after the move shown (no move yet)</source>
        <translation>表示中の指し手へのコメント（まだ指し手がありません）</translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <location filename="game_status_strings.cpp" line="+17"/>
        <source>checkmate</source>
        <extracomment>Why the game ended, inside &quot;Game over: White wins (checkmate)&quot;: the side to move is in check and has no legal move</extracomment>
        <translation>詰み</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stalemate</source>
        <extracomment>Why the game ended: the side to move has no legal move but is not in check (a draw in chess, a win in xiangqi and shogi)</extracomment>
        <translation>ステイルメイト</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>repetition</source>
        <extracomment>Why the game ended: the same position occurred for the n-th time (threefold repetition in chess, sennichite in shogi)</extracomment>
        <translation>千日手</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>royal-captured</source>
        <extracomment>Why the game ended: a royal piece (king, general; in Chu Shogi the last of king and crown prince) was captured</extracomment>
        <translation>玉の捕獲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bare-king</source>
        <extracomment>Why the game ended: one side has nothing left but its king (shatranj &quot;bare king&quot;)</extracomment>
        <translation>裸王</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>move-count-draw</source>
        <extracomment>Why the game ended: the move-count rule (the 50-move rule in chess) made it a draw</extracomment>
        <translation>手数制限</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>flag</source>
        <extracomment>Why the game ended: a royal piece reached its goal region and survived (the &quot;try&quot; of Dobutsu Shogi, the lion reaching the far rank)</extracomment>
        <translation>トライ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bikjang</source>
        <extracomment>Why the game ended: janggi bikjang, the two generals faced each other on an open file</extracomment>
        <translation>ビッチャン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>double-pass</source>
        <extracomment>Why the game ended: both sides passed their turn one after the other (janggi)</extracomment>
        <translation>両者パス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>check-limit</source>
        <extracomment>Why the game ended: n-check, a side gave its third (n-th) check</extracomment>
        <translation>王手回数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>extinction</source>
        <extracomment>Why the game ended: a side lost all pieces of a kind (extinction chess, losing chess, horde, three kings)</extracomment>
        <translation>全滅</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>counting-draw</source>
        <extracomment>Why the game ended: Makruk&apos;s counting rule (the stronger side did not mate before the count ran out) made it a draw</extracomment>
        <translation>カウントによる引き分け</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piece-count</source>
        <extracomment>Why the game ended: no move was left (reversi, Ataxx) and the pieces were counted</extracomment>
        <translation>駒数判定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ongoing</source>
        <extracomment>State of a game that has not ended</extracomment>
        <translation>対局中</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the game goes on</source>
        <extracomment>The game has not ended</extracomment>
        <translation>対局中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the counting rule</source>
        <extracomment>Why the game ended in a draw: Makruk&apos;s count ran out before mate</extracomment>
        <translation>カウントルール</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no moves left, %1 pieces to %2</source>
        <extracomment>Reversi, Ataxx: no move was left and the pieces on the board were counted; %1 and %2 are the first and the second player&apos;s counts</extracomment>
        <translation>指せる手がなく、駒数は %1 対 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins: %2</source>
        <extracomment>Reversi, Ataxx: &quot;White wins: no moves left, 40 pieces to 24&quot;</extracomment>
        <translation>%1の勝ち：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>twofold repetition</source>
        <extracomment>Why the game ended: the same position occurred for the second time</extracomment>
        <translation>同一局面 2 回</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>threefold repetition</source>
        <extracomment>Why the game ended: the same position occurred for the third time (chess)</extracomment>
        <translation>同一局面 3 回</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fourfold repetition</source>
        <extracomment>Why the game ended: the same position occurred for the fourth time (sennichite)</extracomment>
        <translation>千日手（同一局面 4 回）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 was captured</source>
        <extracomment>%1 is the royal piece (&quot;King&quot;, &quot;General&quot;)</extracomment>
        <translation>%1が取られた</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bare king</source>
        <extracomment>Why the game ended: one side has nothing left but its king</extracomment>
        <translation>裸王</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1-move rule</source>
        <extracomment>Why the game ended in a draw; %1 is the number of moves per side (the 50-move rule)</extracomment>
        <translation>%1 手ルール</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 reached the far side</source>
        <extracomment>Why the game ended: a royal reached its goal (Dobutsu Shogi&apos;s try); %1 is the piece</extracomment>
        <translation>%1が最奥段に到達</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bikjang (the generals faced each other)</source>
        <extracomment>Why the game ended: janggi bikjang</extracomment>
        <translation>ビッチャン（将同士が向かい合った）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>both players passed</source>
        <extracomment>Why the game ended: both sides passed their turn one after the other (janggi)</extracomment>
        <translation>両者パス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King</source>
        <extracomment>The name of a royal piece when the variant has none</extracomment>
        <translation>王</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw: both players passed</source>
        <extracomment>End of the game: a draw because both players passed</extracomment>
        <translation>引き分け：両者がパスしました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw by %1</source>
        <extracomment>End of the game: %1 is the reason (&quot;threefold repetition&quot;, &quot;stalemate&quot;)</extracomment>
        <translation>%1により引き分け</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by capturing the %2</source>
        <extracomment>End of the game: %1 is the winner (&quot;White&quot;, &quot;Sente&quot;), %2 the royal piece (&quot;King&quot;)</extracomment>
        <translation>%2を取って%1の勝ち</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins: the %2 reached the far side</source>
        <extracomment>End of the game: %1 is the winner, %2 the royal piece that reached its goal</extracomment>
        <translation>%1の勝ち：%2が最奥段に到達</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by %2</source>
        <extracomment>End of the game: %1 is the winner (&quot;White&quot;), %2 the reason (&quot;checkmate&quot;)</extracomment>
        <translation>%2で%1の勝ち</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 reached its goal</source>
        <extracomment>Why the game ended: a royal reached its goal squares (king of the hill: the centre); %1 is the piece</extracomment>
        <translation>%1が目標に到達した</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no pieces left</source>
        <extracomment>Why the game ended: a side lost all its pieces (losing chess, horde)</extracomment>
        <translation>駒がなくなった</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a side was down to %1 pieces</source>
        <extracomment>Why the game ended: a side kept no more than %1 pieces</extracomment>
        <translation>一方の駒が%1枚になった</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no %1 left</source>
        <extracomment>Extinction chess: &quot;no Pawn left&quot; (%1 is a piece name)</extracomment>
        <translation>%1がなくなった</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a side was down to %1 of its %2 pieces</source>
        <extracomment>Three kings: &quot;a side was down to 2 of its King pieces&quot; (%2: a piece)</extracomment>
        <translation>一方の%2が%1枚になった</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins: %2 has no pieces left</source>
        <extracomment>End of the game: %1 the winner, %2 the player who has no pieces left</extracomment>
        <translation>%1の勝ち：%2の駒がなくなった</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins: %2 is down to %3 pieces</source>
        <extracomment>End of the game: %1 the winner, %2 a player, %3 how many pieces it has left</extracomment>
        <translation>%1の勝ち：%2の駒が%3枚になった</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins: %2 has no %3 left</source>
        <extracomment>End of the game: %1 the winner, %2 a player, %3 a piece (&quot;White wins: Black has no Pawn left&quot;)</extracomment>
        <translation>%1の勝ち：%2の%3がなくなった</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins: %2 is down to %3 of its %4 pieces</source>
        <extracomment>End of the game: %1 the winner, %2 a player, %3 how many, %4 a piece (&quot;White wins: Black is down to 2 of its King pieces&quot;)</extracomment>
        <translation>%1の勝ち：%2の%4が%3枚になった</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1-check rule</source>
        <extracomment>n-check: &quot;the 3-check rule&quot; (a side gave its third check)</extracomment>
        <translation>%1回王手のルール</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw: both sides reached the goal</source>
        <extracomment>Racing kings: the second side&apos;s King reached the goal right after the first&apos;s</extracomment>
        <translation>引き分け：両者とも目標に到達した</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw: %1</source>
        <extracomment>End of the game in a draw: %1 is the reason (&quot;no pieces left&quot;)</extracomment>
        <translation>引き分け：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins: the %2 reached its goal</source>
        <extracomment>End of the game: %1 the winner, %2 the royal piece that reached its goal squares</extracomment>
        <translation>%1の勝ち：%2が目標に到達した</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by being checkmated</source>
        <extracomment>Losing chess: the side that is checkmated wins; %1 the winner</extracomment>
        <translation>%1の勝ち（詰まされたため）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by losing all but the %2</source>
        <extracomment>Losers: &quot;White wins by losing all but the King&quot;</extracomment>
        <translation>%1の勝ち（%2以外をすべて失ったため）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by giving check</source>
        <extracomment>One-check chess: %1 the winner</extracomment>
        <translation>%1の勝ち（王手をかけたため）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by giving %2 checks</source>
        <extracomment>n-check: &quot;White wins by giving 3 checks&quot;</extracomment>
        <translation>%1の勝ち（%2回王手をかけたため）</translation>
    </message>
</context>
<context>
    <name>HandSlotItem</name>
    <message>
        <location filename="../app/gui/handslotitem.cpp" line="+21"/>
        <source>%1 in hand: %2</source>
        <extracomment>Tooltip of a slot of the pieces in hand: %1 = piece name, %2 = how many are in hand</extracomment>
        <translation>持ち駒の%1：%2 枚</translation>
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
        <translation>指し手を入力して Enter キーを押してください</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move entry</source>
        <translation>指し手の入力</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Moves</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pieces</source>
        <extracomment>Title of the dock that shows every piece of the variant with its moves</extracomment>
        <translation>駒</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game Information</source>
        <extracomment>Title of the dock with the players, event, date, result and comments of the game</extracomment>
        <translation>対局情報</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game status</source>
        <translation>対局の状況</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Engine Failed</source>
        <extracomment>After an engine failed: the game stays on the board</extracomment>
        <translation>エンジンのエラー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
The game is kept; both sides are now played at this board.</source>
        <translation>%1
対局はそのまま残ります。以後は両方の手番をこの盤で指します。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Game</source>
        <translation>対局(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game...</source>
        <translation>新規対局(&amp;N)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit Position...</source>
        <translation>局面を編集(&amp;E)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Copy FEN</source>
        <translation>FEN をコピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Paste FEN</source>
        <translation>FEN を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Open...</source>
        <translation>開く(&amp;O)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Recent</source>
        <extracomment>The menu of the game files opened or saved lately</extracomment>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paste &amp;Game</source>
        <extracomment>Opens the game record (PGN, KIF, CSA ...) held on the clipboard</extracomment>
        <translation>棋譜を貼り付け(&amp;G)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;As...</source>
        <translation>名前を付けて保存(&amp;A)...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Install Preset Bundle...</source>
        <extracomment>Install a custom variant preset with its piece images from a .fbpz file</extracomment>
        <translation>プリセットパッケージをインストール(&amp;I)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import &amp;Variant...</source>
        <translation>バリアントをインポート(&amp;V)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import Variant from &amp;Engine...</source>
        <translation>エンジンからバリアントをインポート(&amp;E)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Manage Presets...</source>
        <translation>プリセットの管理(&amp;M)...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Move</source>
        <translation>指し手(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>一手戻す(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>一手やり直す(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Previous Move</source>
        <extracomment>Browse the game: show the position before the one shown</extracomment>
        <translation>前の手(&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ne&amp;xt Move</source>
        <translation>次の手(&amp;X)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Start Position</source>
        <translation>開始局面(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Last Position</source>
        <translation>最終局面(&amp;L)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stop &amp;Here</source>
        <extracomment>End a half-made multi-leg move (a Chu Shogi Lion&apos;s first step) on the square where the piece now stands</extracomment>
        <translation>ここで止める(&amp;H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End the move on the square where the piece now stands</source>
        <translation>駒が今いるマスで手を終えます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Pass Turn</source>
        <extracomment>Give up the whole turn without moving (janggi)</extracomment>
        <translation>手番をパス(&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pass the turn to the other player without moving</source>
        <translation>駒を動かさずに手番を相手に渡します</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&amp;Engines...</source>
        <extracomment>The engines (external programs) to play against</extracomment>
        <translation>エンジン(&amp;E)...</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Import Variant</source>
        <translation>バリアントをインポート</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Import Variant from Engine</source>
        <translation>エンジンからバリアントをインポート</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>There is no engine “%1” in Settings &gt; Engines.</source>
        <extracomment>%1 = an engine&apos;s name</extracomment>
        <translation>設定 &gt; エンジン に「%1」というエンジンはありません。</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>Wait for the engine&apos;s move.</source>
        <extracomment>A move was made on the board while the engine is to move</extracomment>
        <translation>エンジンの手を待ってください。</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Type a move in %1, then press Enter</source>
        <extracomment>Placeholder of the move entry when moves are shown in coordinates; %1 is &quot;Coordinates (e2e4)&quot;</extracomment>
        <translation>%1で指し手を入力し、Enter キーを押してください</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Place your pieces: click a piece in your hand, then a free square of your placement area</source>
        <extracomment>The placement phase (Placement chess, Sittuyin): pieces in hand are dropped before the other moves</extracomment>
        <translation>駒を配置してください：持ち駒をクリックし、次に自分の配置エリアの空きマスをクリックします</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Count: %1 of %2</source>
        <extracomment>Makruk&apos;s counting rule: %1 = moves counted so far, %2 = the count&apos;s end, where the game is drawn unless mate comes first</extracomment>
        <translation>カウント：%1 / %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: %1</source>
        <extracomment>%1 = how the game ended, in a sentence (&quot;White wins by checkmate&quot;)</extracomment>
        <translation>対局終了：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shoot the arrow: click a marked square; Esc takes the move back</source>
        <translation>矢を放ってください：印の付いたマスをクリックします。Esc でその手を取り消します</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move the duck: click a marked square; Esc takes the move back</source>
        <translation>アヒルを動かしてください：印の付いたマスをクリックします。Esc でその手を取り消します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place the wall: click a marked square; Esc takes the move back</source>
        <translation>壁を置いてください：印の付いたマスをクリックします。Esc でその手を取り消します</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next step: click a marked square, or the piece itself (Stop here) to end the move there; Esc undoes the step</source>
        <translation>次の一歩：印の付いたマスをクリックするか、駒自体をクリックして（ここで止める）そこで手を終えます。Esc でその一歩を取り消します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next step: click a marked square; Esc undoes the step</source>
        <translation>次の一歩：印の付いたマスをクリックします。Esc でその一歩を取り消します</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Corner marks: the move can stop there and go on</source>
        <extracomment>Explains the corner-bracket marks on the board during a multi-leg move</extracomment>
        <translation>角の印：そこで止まることも、さらに進むこともできます</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindowfiles.cpp" line="-4"/>
        <source>%1 (%2)</source>
        <extracomment>Window title: %1 variant name, %2 the rule profile&apos;s display name</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1[*] - Fairyboard</source>
        <translation>%1[*] - Fairyboard</translation>
    </message>
    <message>
        <location line="+23"/>
        <source> (missing)</source>
        <extracomment>After a recent file&apos;s name in Game &gt; Open Recent: the file is gone</extracomment>
        <translation>（見つかりません）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open Recent</source>
        <translation>最近使ったファイル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 no longer exists.</source>
        <extracomment>%1 = the file&apos;s path</extracomment>
        <translation>%1 はもう存在しません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It was moved, renamed or deleted. It is removed from the list.</source>
        <translation>移動、名前の変更、または削除されたため、一覧から削除します。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No recent files</source>
        <translation>最近使ったファイルはありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear List</source>
        <translation>一覧を消去(&amp;C)</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Restore Games</source>
        <translation>対局の復元</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n game(s) could not be restored; they are kept for the next start.</source>
        <translation>
            <numerusform>%n 局の対局を復元できませんでした。次回の起動時まで保持します。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="-477"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Flip Board</source>
        <translation>盤を反転(&amp;F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Inspect Mode</source>
        <extracomment>Inspect mode: click any piece, of either side, to see its moves; nothing is played</extracomment>
        <translation>駒の動き確認モード(&amp;I)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click any piece to see its moves; no move is played</source>
        <translation>駒をクリックするとその動きを表示します（手は指されません）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Preferences...</source>
        <translation>環境設定(&amp;P)...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Unknown preset &apos;%1&apos;</source>
        <translation>不明なプリセット「%1」</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Install Preset Bundle</source>
        <translation>プリセットパッケージのインストール</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The preset “%1” is installed. Start a game of it?</source>
        <extracomment>%1 = the preset&apos;s name</extracomment>
        <translation>プリセット「%1」をインストールしました。このプリセットで対局を開始しますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The New Game dialog offers it from now on.</source>
        <translation>今後は新規対局ダイアログで選べます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+27"/>
        <source>New Game</source>
        <translation>新規対局</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The game could not be started.</source>
        <translation>対局を開始できませんでした。</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Edit Position</source>
        <translation>局面の編集</translation>
    </message>
    <message>
        <location line="+20"/>
        <location filename="../app/gui/mainwindowfiles.cpp" line="-318"/>
        <source>The clipboard holds no text.</source>
        <translation>クリップボードにテキストがありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Paste FEN</source>
        <translation>FEN の貼り付け</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The clipboard does not hold a position of %1.</source>
        <extracomment>%1 = the variant&apos;s name</extracomment>
        <translation>クリップボードに %1 の局面がありません。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Play Move</source>
        <translation>手を指す</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Discard the later moves?</source>
        <translation>以降の指し手を破棄しますか？</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The board shows an earlier position. Playing here discards the %n move(s) that followed it.</source>
        <translation>
            <numerusform>盤には以前の局面が表示されています。ここで指すと、その後の %n 手は破棄されます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Type a move in %1 or coordinates, then press Enter</source>
        <extracomment>Placeholder of the move entry; %1 is the notation with an example, e.g. &quot;Japanese (▲７六歩)&quot;</extracomment>
        <translation>%1または座標で指し手を入力し、Enter キーを押してください</translation>
    </message>
    <message numerus="yes">
        <location line="+60"/>
        <source>Browsing: the start position (%n move(s) in the game)</source>
        <translation>
            <numerusform>棋譜再生中：開始局面（全 %n 手）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Browsing: after move %1 of %2 (%3)</source>
        <translation>棋譜再生中：%1 / %2 手目（%3）</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Starting the engine...</source>
        <extracomment>Engines are being started for a game against them</extracomment>
        <translation>エンジンを起動中...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is thinking...</source>
        <extracomment>%1 = the engine&apos;s name</extracomment>
        <translation>%1が思考中...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inspect mode: click any piece to see its moves</source>
        <translation>駒の動き確認モード：駒をクリックするとその動きを表示します</translation>
    </message>
    <message>
        <location line="-584"/>
        <location line="+599"/>
        <source>Game Over</source>
        <translation>対局終了</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindowfiles.cpp" line="-134"/>
        <source>the new game</source>
        <translation>新しい対局</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save Changes</source>
        <extracomment>%1 = the file name, or &quot;the new game&quot;</extracomment>
        <translation>変更の保存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save changes to %1?</source>
        <translation>%1 への変更を保存しますか？</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game has %n move(s). Its changes are lost unless you save them.</source>
        <translation>
            <numerusform>この対局には %n 手の指し手があります。保存しないと変更は失われます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its changes are lost unless you save them.</source>
        <translation>保存しないと変更は失われます。</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+21"/>
        <location line="+75"/>
        <location line="+55"/>
        <location line="+50"/>
        <source>Open Game</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <location line="-199"/>
        <source>Game logs (%1)</source>
        <extracomment>%1 = the file name patterns (*.pgn *.kif ...)</extracomment>
        <translation>棋譜ファイル (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+75"/>
        <source>The game could not be opened.</source>
        <translation>棋譜を開けませんでした。</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>%1: a preset bundle holds no game (install it with Game &gt; Install Preset Bundle)</source>
        <translation>%1：プリセットパッケージには対局が含まれていません（「対局 &gt; プリセットパッケージをインストール」でインストールしてください）</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The drop holds no file and no text.</source>
        <translation>ドロップされたものにファイルもテキストもありません。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The dropped text is empty.</source>
        <translation>ドロップされたテキストが空です。</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Paste Game</source>
        <translation>棋譜を貼り付け</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The game could not be pasted.</source>
        <translation>棋譜を貼り付けられませんでした。</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>clipboard</source>
        <translation>クリップボード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dropped text</source>
        <translation>ドロップされたテキスト</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The clipboard holds no game.</source>
        <translation>クリップボードに棋譜がありません。</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1: the file holds no game.</source>
        <translation>%1：ファイルに対局が含まれていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dropped text holds no game.</source>
        <translation>ドロップされたテキストに対局がありません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1. %2 - %3</source>
        <extracomment>One game of a file in the list Game &gt; Open offers: %1 its number, %2 and %3 the players (the White and Black tags)</extracomment>
        <translation>%1. %2 対 %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> - unreadable</source>
        <extracomment>Marks a game of the list that cannot be opened</extracomment>
        <translation>（読み込めません）</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The file holds %n game(s). Which one?</source>
        <translation>
            <numerusform>ファイルには %n 局の対局があります。どれを開きますか？</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the game is incomplete.</source>
        <translation>%1：対局が不完全です。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The game was opened, but the file was not read completely.</source>
        <translation>対局は開きましたが、ファイルを最後まで読み込めませんでした。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n move(s) were read (as %1 text). Save asks for a new file name, so the file is not overwritten.</source>
        <extracomment>%n = moves read, %1 = the text encoding the file was read in (&quot;UTF-8&quot;, &quot;Shift_JIS&quot;, ...)</extracomment>
        <translation>
            <numerusform>%n 手を読み込みました（%1 のテキストとして）。保存時には新しいファイル名を尋ねるため、元のファイルは上書きされません。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+30"/>
        <source>Save Game</source>
        <translation>棋譜の保存</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>There is no game to save.</source>
        <translation>保存する対局がありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved %1</source>
        <translation>%1 に保存しました</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not be saved.</source>
        <translation>棋譜を保存できませんでした。</translation>
    </message>
    <message>
        <location line="+185"/>
        <source>This game starts from a position that cannot occur in a game: %1</source>
        <extracomment>%1: why, one sentence per problem (&quot;White has no king.&quot;)</extracomment>
        <translation>この棋譜の開始局面は対局では起こり得ません：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="-597"/>
        <source>The game could not be saved automatically: %1</source>
        <translation>対局を自動保存できませんでした：%1</translation>
    </message>
    <message>
        <location line="+537"/>
        <source>%1 to move</source>
        <translation>%1の手番</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> - check!</source>
        <translation> - 王手！</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindowanalysis.cpp" line="+15"/>
        <source>Analysis</source>
        <extracomment>Title of the dock with an engine&apos;s lines, the best-move arrow and the evaluation graph</extracomment>
        <translation>解析</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindowoffers.cpp" line="+17"/>
        <source>&amp;Resign</source>
        <translation>投了(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give up the game: the other side wins</source>
        <translation>投了します（相手の勝ちになります）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer &amp;Draw</source>
        <translation>引き分けを提案(&amp;D)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Offer the engine a draw; it accepts or plays on</source>
        <translation>エンジンに引き分けを提案します（エンジンは受け入れるか、指し続けます）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 declined the draw offer.</source>
        <extracomment>%1 = an engine&apos;s name</extracomment>
        <translation>%1は引き分けの提案を断りました。</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Draw offered to %1.</source>
        <extracomment>%1 = an engine&apos;s name</extracomment>
        <translation>%1に引き分けを提案しました。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Draw Offer</source>
        <translation>引き分けの提案</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 offers a draw. Accept it? (A move declines it.)</source>
        <extracomment>%1 = an engine&apos;s name</extracomment>
        <translation>%1が引き分けを提案しています。受け入れますか？（手を指すと断ったことになります。）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The draw offer no longer stands.</source>
        <translation>引き分けの提案はもう有効ではありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 offers a draw.</source>
        <translation>%1が引き分けを提案しています。</translation>
    </message>
</context>
<context>
    <name>MoveListView</name>
    <message>
        <location filename="../app/gui/movelistview.cpp" line="+25"/>
        <source>Moves</source>
        <translation>棋譜</translation>
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
        <translation>結果：%1</translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <location filename="../engine/movewords.cpp" line="+152"/>
        <source>jumping over exactly one piece on the way</source>
        <extracomment>A cannon&apos;s move: &quot;Captures any distance orthogonally, jumping over exactly one piece on the way&quot;</extracomment>
        <translation>途中でちょうど 1 枚の駒を飛び越える</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>landing just beyond the first piece in its way</source>
        <extracomment>A grasshopper&apos;s move</extracomment>
        <translation>途中にある最初の駒のすぐ先に着地する</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>skipping the first square</source>
        <translation>最初のマスは飛ばす</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>jumping over one or more pieces of either side, each of a lower rank than its own</source>
        <extracomment>Tenjiku&apos;s generals: &quot;Captures any distance diagonally, jumping over one or more pieces of either side, each of a lower rank than its own&quot;</extracomment>
        <translation>途中で敵味方を問わず、いずれも自分より格下の駒を 1 枚以上飛び越える</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>also en passant</source>
        <extracomment>A pawn&apos;s capture: &quot;Captures one square diagonally forward, also en passant&quot;</extracomment>
        <translation>アンパッサンでも取れる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only en passant</source>
        <translation>アンパッサンのときのみ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>also capturing its own pieces</source>
        <translation>味方の駒も取れる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>capturing only a royal piece</source>
        <translation>取れるのは王駒のみ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>never capturing a royal piece</source>
        <translation>王駒は取れない</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+134"/>
        <source>moves %1</source>
        <extracomment>%1 = how far and where: &quot;Moves one square in any direction&quot;
----------
A lame leaper (xiangqi horse): &quot;Moves to the 8 squares a (1,2) step away, but a piece on the square it passes blocks it&quot;; %1 says where</extracomment>
        <translation>%1動く</translation>
    </message>
    <message>
        <location line="-131"/>
        <location line="+133"/>
        <source>moves %1 without capturing</source>
        <extracomment>A move that never captures: &quot;Moves one square forward without capturing&quot;</extracomment>
        <translation>%1動く（駒は取れない）</translation>
    </message>
    <message>
        <location line="-131"/>
        <location line="+132"/>
        <source>captures %1</source>
        <extracomment>A move that only captures: &quot;Captures one square diagonally forward&quot;</extracomment>
        <translation>駒を取るときだけ%1動く</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>one square %1</source>
        <extracomment>%1 = directions: &quot;one square diagonally forward&quot;</extracomment>
        <translation>%1に 1 マス</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>any distance %1</source>
        <extracomment>A sliding move: &quot;any distance orthogonally&quot;</extracomment>
        <translation>%1に何マスでも</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>exactly %n squares %1</source>
        <translation>
            <numerusform>%1にちょうど %n マス</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>up to %n squares %1</source>
        <translation>
            <numerusform>%1に %n マスまで</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../engine/movewordsparts.cpp" line="+168"/>
        <source>%1, %2</source>
        <extracomment>A move and one of its conditions: &quot;Captures any distance orthogonally, jumping over exactly one piece on the way&quot;
----------
Joins the items of a list but the last: &quot;forward, backward&quot;</extracomment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, staying %2</source>
        <extracomment>A move whose whole path must lie in a region: &quot;Moves one square diagonally, staying on the palace&apos;s diagonal lines&quot;</extracomment>
        <translation>%1（%2から出ない範囲で）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 when %2</source>
        <extracomment>A move allowed only from a region: &quot;Moves one square sideways when across the river&quot;</extracomment>
        <translation>%2にいるときは%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>first move only: %1</source>
        <extracomment>A move allowed only while the piece has not moved yet</extracomment>
        <translation>最初の一手に限り%1</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n squares %1</source>
        <extracomment>A leap along a line (of 2 squares or more): &quot;2 squares diagonally forward&quot;</extracomment>
        <translation>
            <numerusform>%1に %n マス</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>to the 8 squares a (%1,%2) step away</source>
        <extracomment>The targets of a full oblique leaper: &quot;Leaps to the 8 squares a (1,2) step away&quot;</extracomment>
        <translation>(%1,%2) 離れた 8 マスへ</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1, then on in the same direction any number of times while the squares it lands on are empty</source>
        <extracomment>A nightrider: &quot;Leaps to the 8 squares a (1,2) step away, over any piece, then on in the same direction any number of times while the squares it lands on are empty&quot;</extracomment>
        <translation>%1。着地したマスが空いている限り、同じ方向に何回でも続けて跳べる</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1, then on in the same direction, up to %n leaps in all, while the squares it lands on are empty</source>
        <extracomment>A rider of at most %n leaps: &quot;Leaps to the 8 squares a (1,2) step away, over any piece, then on in the same direction, up to 3 leaps in all, while the squares it lands on are empty&quot;</extracomment>
        <translation>
            <numerusform>%1。着地したマスが空いている限り、同じ方向に続けて跳べる（合計 %n 回まで）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a nightrider&apos;s move</source>
        <translation>ナイトライダーの動き</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>but a piece on the square it passes blocks it</source>
        <translation>ただし通過するマスに駒があると動けない</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>but a piece on any of the %n squares it passes blocks it</source>
        <translation>
            <numerusform>ただし通過する %n マスのどれかに駒があると動けない</numerusform>
        </translation>
    </message>
    <message>
        <location line="-57"/>
        <source>leaps %1, over any piece</source>
        <extracomment>A leap: &quot;Leaps to the 8 squares a (1,2) step away, over any piece&quot;, &quot;Leaps 2 squares orthogonally, over any piece&quot;</extracomment>
        <translation>途中の駒に関係なく%1跳ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaps %1 without capturing, over any piece</source>
        <translation>途中の駒に関係なく%1跳ぶ（駒は取れない）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>captures by leaping %1, over any piece</source>
        <translation>駒を取るときだけ、途中の駒に関係なく%1跳ぶ</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+36"/>
        <source>%1 (%2)</source>
        <extracomment>The leaper&apos;s traditional name after its move: &quot;..., over any piece (a knight&apos;s move)&quot;</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>leaps to any square up to two squares away, over any piece</source>
        <extracomment>The Chu Lion&apos;s direct moves: every square of the 5x5 block around it</extracomment>
        <translation>途中の駒に関係なく 2 マス以内の任意のマスへ跳ぶ</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>moves twice in one turn, one square in any direction each time</source>
        <extracomment>The Chu Lion&apos;s double move</extracomment>
        <translation>1 手で全方向に 1 マスずつ 2 回動く</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>moves twice %1 in one turn, one square each time, in a straight line</source>
        <extracomment>The Chu Soaring Eagle and Horned Falcon: &quot;Moves twice diagonally forward in one turn, one square each time, in a straight line&quot;</extracomment>
        <translation>1 手で%1に 1 マスずつ一直線に 2 回動く</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>moves twice in one turn, one square diagonally each time</source>
        <extracomment>Suzumu Shogi&apos;s Free Eagle: its Lion power on the diagonals</extracomment>
        <translation>1手で斜めに1マスずつ2回動く</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; it may capture on both squares</source>
        <translation>%1。両方のマスで駒を取れる</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1; it may capture on the first square and move on</source>
        <translation>%1。1 歩目のマスで駒を取ってさらに進める</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; it may come back to its square, capturing without moving (igui) or passing the turn</source>
        <extracomment>Chu Shogi: igui is a capture without moving; passing = stepping out and back</extracomment>
        <translation>%1。元のマスに戻ることもでき、動かずに駒を取る（居食い）ことも、手番をパスすることもできる</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; it may capture on the first square without moving (igui)</source>
        <translation>%1。動かずに 1 歩目のマスの駒を取れる（居食い）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1; it may step out and back to pass the turn</source>
        <translation>%1。1 マス出て戻ることで手番をパスできる</translation>
    </message>
    <message numerus="yes">
        <location line="+57"/>
        <source>captures along its lines after jumping over exactly %n piece(s) of either side</source>
        <extracomment>Suzumu Shogi&apos;s generals: &quot;captures along its lines after jumping over exactly 2 pieces of either side&quot;</extracomment>
        <translation>
            <numerusform>敵味方を問わずちょうど%n枚の駒を跳び越えて、その線上で駒を取る</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it may also capture the enemy pieces it jumps over</source>
        <extracomment>Suzumu Shogi&apos;s generals (final rules): what they jump may be captured on the way</extracomment>
        <translation>跳び越えた敵の駒も取ることができる</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it may capture one or two pieces next to it without moving (igui)</source>
        <extracomment>Suzumu Shogi&apos;s Fire Demon and Heavenly Tetrarch: igui is a capture without moving</extracomment>
        <translation>動かずに隣の駒を1枚か2枚取ることができる（居食い）</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>moves up to %n times one square in any directions, through empty squares, in one turn</source>
        <extracomment>An area move (Tenjiku&apos;s Fire Demon): &quot;moves up to 3 times one square in any directions, through empty squares, in one turn&quot;</extracomment>
        <translation>
            <numerusform>1手で空いたマスを通って任意の方向に1マスずつ最大%n回動く</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>castles with a %1 when neither has moved: it goes to the %2-file or the %3-file, and the %1 to the square next to it on the inner side</source>
        <extracomment>Castling with fixed king squares (chess, Chess960): &quot;Castles with a Rook when neither has moved: it goes to the c-file or the g-file, and the Rook to the square next to it on the inner side&quot;</extracomment>
        <translation>自身も%1もまだ動いていなければキャスリングできる：%2 ファイルか %3 ファイルへ移り、%1はその内側の隣のマスへ移る</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>castles with a %1 when neither has moved: it moves one square toward it, and the %1 lands on the square it crossed</source>
        <translation>自身も%1もまだ動いていなければキャスリングできる：その方向へ 1 マス動き、%1は自身が通過したマスへ移る</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>castles with a %1 when neither has moved: it moves %n squares toward it, and the %1 lands on the square it crossed</source>
        <extracomment>Castling: &quot;Castles with a Rook when neither has moved: it moves 2 squares toward it, and the Rook lands on the square it crossed&quot;</extracomment>
        <translation>
            <numerusform>自身も%1もまだ動いていなければキャスリングできる：その方向へ %n マス動き、%1は自身が通過したマスへ移る</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, not out of, through or into check</source>
        <translation>%1。ただし王手されているとき、または通過するマスか移動先に相手の利きがあるときはできない</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>other moves: %1</source>
        <extracomment>The honest fallback for moves MoveWords cannot word: %1 is their XBetza notation</extracomment>
        <translation>その他の動き：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>never moves</source>
        <translation>動かない</translation>
    </message>
    <message>
        <location filename="../engine/movewordsparts.cpp" line="-137"/>
        <source>forward</source>
        <translation>前</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>backward</source>
        <translation>後ろ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to the left</source>
        <translation>左</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to the right</source>
        <translation>右</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diagonally forward to the left</source>
        <translation>左斜め前</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diagonally forward to the right</source>
        <translation>右斜め前</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diagonally backward to the left</source>
        <translation>左斜め後ろ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diagonally backward to the right</source>
        <translation>右斜め後ろ</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>in any direction</source>
        <extracomment>Directions of a move: &quot;Moves one square in any direction&quot;</extracomment>
        <translation>全方向</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in any direction except %1</source>
        <extracomment>Directions of a move: &quot;Moves one square in any direction except backward&quot;</extracomment>
        <translation>%1以外の全方向</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>orthogonally</source>
        <translation>縦横</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>diagonally</source>
        <translation>斜め</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sideways</source>
        <extracomment>Directions of a move: left or right</extracomment>
        <translation>横</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>diagonally forward</source>
        <translation>斜め前</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>diagonally backward</source>
        <translation>斜め後ろ</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>one square forward</source>
        <translation>前に 1 マス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one square backward</source>
        <translation>後ろに 1 マス</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n squares forward</source>
        <translation>
            <numerusform>前に %n マス</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n squares backward</source>
        <translation>
            <numerusform>後ろに %n マス</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n to either side</source>
        <translation>
            <numerusform>左右に %n マス</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n to the left</source>
        <translation>
            <numerusform>左に %n マス</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n to the right</source>
        <translation>
            <numerusform>右に %n マス</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and %2</source>
        <extracomment>An oblique leap: &quot;2 squares forward and 1 to either side&quot;</extracomment>
        <translation>%1、%2の位置へ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a dabbaba&apos;s leap</source>
        <extracomment>Traditional names of fairy chess leapers, after their move in brackets</extracomment>
        <translation>ダッバーバの跳び</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an alfil&apos;s leap</source>
        <translation>アルフィルの跳び</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a threeleaper&apos;s leap</source>
        <translation>スリーリーパーの跳び</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tripper&apos;s leap</source>
        <translation>トリッパーの跳び</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a knight&apos;s move</source>
        <translation>ナイトの動き</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a camel&apos;s leap</source>
        <translation>キャメルの跳び</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a zebra&apos;s leap</source>
        <translation>ゼブラの跳び</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a giraffe&apos;s leap</source>
        <translation>ジラフの跳び</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 or %2</source>
        <extracomment>Joins the last item of a list of alternatives: &quot;forward, backward or sideways&quot;</extracomment>
        <translation>%1または%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1.</source>
        <comment>full stop</comment>
        <extracomment>The end of a sentence (&quot;Moves one square forward.&quot;); write it as your language does</extracomment>
        <translation>%1。</translation>
    </message>
    <message>
        <location filename="../engine/movewordsrules.cpp" line="+52"/>
        <source>across the river</source>
        <translation>河の向こう側</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the opponent&apos;s half</source>
        <translation>相手側の半分</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on the last rank</source>
        <extracomment>A promotion zone: &quot;in the last 3 ranks&quot;</extracomment>
        <translation>最奥段</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>in the last %n ranks</source>
        <translation>
            <numerusform>奥の %n 段</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>on its own side of the river</source>
        <translation>河の手前側</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in its own half</source>
        <translation>自分側の半分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on its first rank</source>
        <translation>最も手前の段</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>in its first %n ranks</source>
        <translation>
            <numerusform>手前の %n 段</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>on rank %1</source>
        <extracomment>A single rank, named from the first side&apos;s view: &quot;on rank 6&quot;</extracomment>
        <translation>%1 段目</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on ranks %1 to %2</source>
        <extracomment>A band of ranks, from the first side&apos;s view: &quot;on ranks 2 to 7&quot;</extracomment>
        <translation>%1～%2 段目</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>in the palace</source>
        <translation>九宮</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>on the palace&apos;s diagonal lines</source>
        <extracomment>Janggi: the diagonal lines drawn in the palaces</extracomment>
        <translation>九宮の斜線上</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>on %1 and one more square</source>
        <extracomment>A region listed by its squares: &quot;on a1, b2, c3, d4, e5, f6 and 3 more squares&quot;</extracomment>
        <translation>%1 とほか 1 マス</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>on %1 and %n more squares</source>
        <translation>
            <numerusform>%1 とほか %n マス</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on %1</source>
        <extracomment>A region listed by its squares: &quot;on d1, f1, e2&quot;</extracomment>
        <translation>%1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>royal: it may never be left in check, and checkmating it wins the game</source>
        <extracomment>A royal piece (king, general) under the check rule</extracomment>
        <translation>王駒：王手を放置することはできず、詰ませれば勝ち</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>royal: losing the last royal piece loses the game</source>
        <extracomment>A royal piece in a game with several (Chu Shogi&apos;s King and Crown Prince)</extracomment>
        <translation>王駒：最後の王駒を取られると負け</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>royal: losing it loses the game</source>
        <extracomment>A royal piece in a game without the check rule (Dobutsu)</extracomment>
        <translation>王駒：取られると負け</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>after every capture</source>
        <translation>駒を取るたびに</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after every move</source>
        <translation>どの手の後でも</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>when a move ends %1</source>
        <extracomment>When a promotion happens: &quot;when a move ends on the last rank&quot;</extracomment>
        <translation>移動の終点が%1にあるとき</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>when a move starts or ends %1</source>
        <translation>移動の始点か終点が%1にあるとき</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>when a move from outside ends %1</source>
        <translation>外から%1に入ったとき</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>when a move from outside ends %1, or when it captures with either end of its move %1</source>
        <extracomment>Chu Shogi&apos;s promotion rule</extracomment>
        <translation>外から%1に入ったとき、または移動の始点か終点が%1にある手で駒を取ったとき</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>when a move captures with either end of its move %1</source>
        <extracomment>Micro Shogi&apos;s promotion rule</extracomment>
        <translation>移動の始点か終点が%1にある手で駒を取ったとき</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>as a turn of its own, standing %1 (anywhere when it is the last of its kind), where it stands or by one quiet move of the new piece, which may then attack no enemy piece</source>
        <extracomment>Sittuyin&apos;s promotion rule</extracomment>
        <translation>それだけで 1 手を使い、%1にいるとき（同種の最後の 1 枚ならどこでも）、その場で、または成った駒が駒を取らずに 1 回動いて（その後、相手の駒に利きがあってはならない）</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 for the first player, %2 for the second</source>
        <extracomment>Promotion targets per side: &quot;a Chancellor or a Rook for the first player, a Queen or a Rook for the second&quot;</extracomment>
        <translation>%1（先番）、%2（後番）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must promote to %1 %2</source>
        <translation>%2、必ず%1に成る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>may promote to %1 %2</source>
        <translation>%2、%1に成れる</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it must promote where it could never move again</source>
        <extracomment>Shogi: a pawn, lance or knight must promote on the last ranks</extracomment>
        <translation>行き所のなくなるマスでは必ず成る</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>may also promote when a move ends %1</source>
        <translation>移動の終点が%1にあるときも成れる</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>in hand, it may be dropped on any empty square %1</source>
        <extracomment>Drops: &quot;In hand, it may be dropped on any empty square in the last 3 ranks&quot;</extracomment>
        <translation>持ち駒になったら、%1の空きマスのどこにでも打てる</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in hand, it may be dropped on any empty square</source>
        <translation>持ち駒になったら、空きマスのどこにでも打てる</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>where it could never move</source>
        <translation>行き所のなくなるマス</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on a file that already holds an unpromoted one of its side</source>
        <extracomment>Shogi&apos;s nifu rule, inside &quot;It may not be dropped %1&quot;</extracomment>
        <translation>味方の成っていない同じ駒がすでにある筋</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>on a file that already holds %n unpromoted ones of its side</source>
        <translation>
            <numerusform>味方の成っていない同じ駒がすでに %n 枚ある筋</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>to give checkmate</source>
        <extracomment>Shogi&apos;s uchifuzume rule, inside &quot;It may not be dropped %1&quot;</extracomment>
        <translation>打って詰みになるマス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to leave the opponent without a move</source>
        <translation>打つと相手の指し手がなくなるマス</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it may not be dropped %1</source>
        <extracomment>Drop restrictions: &quot;It may not be dropped where it could never move, on a file that already holds an unpromoted one of its side or to give checkmate&quot;</extracomment>
        <translation>%1には打てない</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it may also be dropped as a %1</source>
        <translation>%1として打つこともできる</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+3"/>
        <source>anywhere</source>
        <translation>盤上</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>after moving to another square it may burn up to %n enemy piece(s) next to it</source>
        <extracomment>Suzumu Shogi&apos;s Fire Demon: &quot;After moving to another square it may burn up to 2 enemy pieces next to it&quot;</extracomment>
        <translation>
            <numerusform>別の升に動いた後、隣の敵の駒を%n枚まで焼くことができる</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every enemy piece next to where it stops burns</source>
        <extracomment>Tenjiku Shogi&apos;s Fire Demon</extracomment>
        <translation>止まった升の隣の敵の駒はすべて焼かれる</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an enemy piece that stops next to it burns instead</source>
        <translation>隣に止まった敵の駒は代わりに焼かれる</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a %1 never burns</source>
        <translation>%1は焼かれない</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the enemy pieces next to it cannot move</source>
        <extracomment>Suzumu Shogi&apos;s Heavenly Tetrarch</extracomment>
        <translation>隣の敵の駒は動けない</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the enemy pieces next to it cannot move, except a %1</source>
        <translation>隣の敵の駒は動けない（%1を除く）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>it may never face the enemy royal piece on an open file</source>
        <extracomment>Xiangqi&apos;s flying general rule</extracomment>
        <translation>間に駒のない筋で相手の王駒と向かい合ってはならない</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>facing the enemy royal piece on an open file ends the game (bikjang)</source>
        <extracomment>Janggi&apos;s bikjang</extracomment>
        <translation>間に駒のない筋で相手の王駒と向かい合うと対局が終わる（ビッチャン）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>standing %1 where it cannot be captured wins the game</source>
        <extracomment>Dobutsu&apos;s try: &quot;Standing on the last rank where it cannot be captured wins the game&quot;</extracomment>
        <translation>%1の取られないマスに到達すれば勝ち</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it must always stay %1</source>
        <extracomment>Confinement: &quot;It never leaves the palace&quot; with %1 = &quot;in the palace&quot;</extracomment>
        <translation>%1から出られない</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it may not jump over a %1</source>
        <translation>%1を飛び越えられない</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it may not capture a %1</source>
        <translation>%1は取れない</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>at most one of them per side on the board</source>
        <translation>盤上に置けるのは各陣営 1 枚まで</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>at most %n of them per side on the board</source>
        <translation>
            <numerusform>盤上に置けるのは各陣営 %n 枚まで</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>promoted from a %1</source>
        <extracomment>Where a promoted piece comes from: &quot;Promoted from a Pawn&quot;</extracomment>
        <translation>%1が成った駒</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>when captured, it goes to the hand as a %1</source>
        <translation>取られると%1として取った側の持ち駒になる</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../app/gui/newgamedialog.cpp" line="+65"/>
        <source>New Game</source>
        <translation>新規対局</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Shelf</source>
        <extracomment>Accessible name of the box that narrows the list of variants (favourites, a category)</extracomment>
        <translation>ゲームの分類</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;how:</source>
        <extracomment>Before the box that narrows the list of variants: &quot;Show: Drop games (15)&quot;</extracomment>
        <translation>表示(&amp;H)：</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+1"/>
        <source>Search variants</source>
        <extracomment>Placeholder of the search field over the list of variants</extracomment>
        <translation>ゲームを検索</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Variants</source>
        <translation>ゲームの種類</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Load Preset File...</source>
        <translation>プリセットファイルを読み込む(&amp;L)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adds a variant from a preset file (JSON)</source>
        <translation>プリセットファイル（JSON）からゲームを追加します</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lists the variant under Favourites</source>
        <translation>このゲームを「お気に入り」に載せます</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Start position</source>
        <extracomment>Accessible name of the picture of the selected variant&apos;s start position</extracomment>
        <translation>開始局面</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Rule profile</source>
        <extracomment>A rule profile is a named set of rule changes a preset offers (e.g. &quot;no castling&quot;)</extracomment>
        <translation>ルールプロファイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules:</source>
        <translation>ルール(&amp;R):</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Start Game</source>
        <translation>対局開始(&amp;S)</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>%1 (%2)</source>
        <extracomment>A shelf of the list of variants with how many it lists: &quot;Drop games (15)&quot;</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&amp;Favourite</source>
        <extracomment>The favourite button: a star before it, filled while the variant is a favourite</extracomment>
        <translation>お気に入り(&amp;F)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Players</source>
        <extracomment>The group of the New Game dialog that says who plays each side and the clocks</extracomment>
        <translation>対局者</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Level </source>
        <extracomment>Before the built-in AI&apos;s strength: &quot;Level 8&quot;</extracomment>
        <translation>レベル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Built-in AI level</source>
        <translation>内蔵AIのレベル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The built-in AI&apos;s strength, from %1 (weakest) to %2 (strongest)</source>
        <translation>内蔵AIの強さ。%1（最弱）から %2（最強）まで</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No clock</source>
        <translation>時計なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per move</source>
        <translation>1手ごとの時間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clock with increment</source>
        <extracomment>A clock per side with a base time, and an increment added after each move (Fischer)</extracomment>
        <translation>加算ありの持ち時間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Byoyomi</source>
        <extracomment>A main time, then periods of a few seconds: a move within a period keeps it (shogi, go)</extracomment>
        <translation>秒読み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Time:</source>
        <translation>時間(&amp;T)：</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+10"/>
        <source> s per move</source>
        <extracomment>Unit after the seconds per move</extracomment>
        <translation> 秒／手</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+19"/>
        <source> min</source>
        <translation> 分</translation>
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
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Human</source>
        <extracomment>A side of the game is played by a person at this board</extracomment>
        <translation>人間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built-in AI</source>
        <extracomment>A side of the game is played by Fairyboard&apos;s own AI (it plays every variant)</extracomment>
        <translation>内蔵AI</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1:</source>
        <extracomment>%1 = a side (White, Sente, Red ...)</extracomment>
        <translation>%1：</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>This preset cannot be played:
%1</source>
        <translation>このプリセットでは対局できません:
%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 × %2 board, preset id “%3”</source>
        <extracomment>Details under a variant&apos;s description: board size and preset id</extracomment>
        <translation>%1×%2 の盤、プリセット ID「%3」</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (cannot load this variant)</source>
        <extracomment>An engine in the player box that cannot be given the chosen variant; %1 = its name</extracomment>
        <translation>%1（このバリアントを読み込めません）</translation>
    </message>
    <message>
        <location line="+43"/>
        <location line="+15"/>
        <source>Load Preset File</source>
        <translation>プリセットファイルを読み込む</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Fairyboard presets (*.json)</source>
        <translation>Fairyboard プリセット (*.json)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: id: a preset with the id “%2” is already loaded from %3</source>
        <translation>%1: id: ID「%2」のプリセットは %3 から読み込み済みです</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preset was not loaded because of these problems:</source>
        <translation>次の問題のため、プリセットは読み込まれませんでした:</translation>
    </message>
</context>
<context>
    <name>Piece</name>
    <message>
        <location filename="preset_strings.cpp" line="+706"/>
        <source>Pawn</source>
        <comment>chess</comment>
        <extracomment>Piece name in “ASEAN Chess”, “Active Chess”, “Advanced Pawn Chess”, “Ai-Wok”, “Almost Chess”, “Amazon Chess”, “Anti-Antichess”, “Antichess”, “Atomar Chess”, “Atomic Chess”, “Atomic Chess without Check”, “Berolina Chess”, “Cambodian Chess (Ouk Chatrang)”, “Capablanca Chess”, “Capahouse”, “Capture Chess”, “Capture-all Chess”, “Centaur Chess”, “Chancellor Chess”, “Checkmateless Chess”, “Chess”, “Chess vs Hoppel-Poppel”, “Chess960”, “Chessgi”, “Chigorin Chess”, “Codrus”, “Coffee Race”, “Coffeehouse”, “Coregal Chess”, “Corner Chess”, “Corner Rook Chess”, “Corridor Chess”, “Courier Chess”, “Crazyhouse”, “Diagonal Chess”, “Diamond Chess”, “Diana Chess”, “Double Army Chess”, “Duck Chess”, “Elimination Chess”, “Embassy Chess”, “Extinction Chess”, “Five-Check”, “Gardner&apos;s Minichess”, “Gemini Chess”, “Giveaway”, “Gothhouse”, “Gothic Chess”, “Grand Chess”, “Grasshopper Chess”, “Gustav III&apos;s Chess”, “Hoppel-Poppel”, “Horde”, “Indian Great Chess”, “Janus Chess”, “Kamikaze Rooks”, “Kar Ouk”, “King of the Hill”, “Kinglet”, “Knightmate”, “Koedem”, “Legan Chess”, “Loop Chess”, “Los Alamos Chess”, “Losers”, “Maharajah and the Sepoys”, “Makpong”, “Makruk”, “Misère Chess”, “Modern Chess”, “New Zealand Chess”, “Nightrider Chess”, “Ninth-century Indian Chess”, “No Castling Chess”, “Omicron Chess”, “Opulent Chess”, “Pawn Back”, “Pawn Massacre”, “Pawn Sideways”, “Peasants&apos; Revolt”, “Perfect Chess”, “Placement Chess”, “Pocket Knight”, “Racing Chess”, “Racing Kings”, “S-House”, “Seirawan Chess”, “Shako”, “Shatar”, “Shatranj”, “Shogun Chess”, “Sittuyin”, “Sixth Rank Chess”, “Sort of Almost Chess”, “Spanish Archer Chess”, “Spartan Chess”, “Ten-Cubed Chess”, “Three Kings”, “Three-Check”, “Three-check Crazyhouse”, “Torpedo Chess”, “Troitzky Chess”, “Troitzky Chess (Byway setup)”, “Upside-down Chess”, “Weak!”, “Wolf Chess”; piece id “pawn”; moves (XBetza) fbmWfceFifmnD, flmFfcWlcW, flmFflcW, fmFfcW, fmFfceWifmnA, fmWfcF, fmWfcFifmnD, fmWfceF, fmWfceFifmnD, frmFfcWrcW, fsmWfceFifmnD. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>ポーン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pawn</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Goro Goro Shogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”, “Yari Shogi”; piece id “pawn”; moves (XBetza) fW. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>歩兵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Knight</source>
        <comment>chess</comment>
        <extracomment>Piece name in “ASEAN Chess”, “Active Chess”, “Advanced Pawn Chess”, “Ai-Wok”, “Almost Chess”, “Amazon Chess”, “Anti-Antichess”, “Antichess”, “Atomar Chess”, “Atomic Chess”, “Atomic Chess without Check”, “Berolina Chess”, “Cambodian Chess (Ouk Chatrang)”, “Capablanca Chess”, “Capahouse”, “Capture Chess”, “Capture-all Chess”, “Centaur Chess”, “Chancellor Chess”, “Checkmateless Chess”, “Chess”, “Chess vs Hoppel-Poppel”, “Chess960”, “Chessgi”, “Chigorin Chess”, “Codrus”, “Coffee Race”, “Coffeehouse”, “Coregal Chess”, “Corner Chess”, “Corner Rook Chess”, “Corridor Chess”, “Courier Chess”, “Crazyhouse”, “Diagonal Chess”, “Diamond Chess”, “Diana Chess”, “Double Army Chess”, “Duck Chess”, “Elimination Chess”, “Embassy Chess”, “Extinction Chess”, “Five-Check”, “Gardner&apos;s Minichess”, “Gemini Chess”, “Giveaway”, “Gothhouse”, “Gothic Chess”, “Grand Chess”, “Grasshopper Chess”, “Gustav III&apos;s Chess”, “Hoppel-Poppel”, “Horde”, “Indian Great Chess”, “Janus Chess”, “Jeson Mor”, “Kamikaze Rooks”, “Kar Ouk”, “King of the Hill”, “Kinglet”, “Koedem”, “Legan Chess”, “Loop Chess”, “Los Alamos Chess”, “Losers”, “Maharajah and the Sepoys”, “Makpong”, “Makruk”, “Misère Chess”, “Modern Chess”, “New Zealand Chess”, “Ninth-century Indian Chess”, “No Castling Chess”, “Omicron Chess”, “Opulent Chess”, “Pawn Back”, “Pawn Massacre”, “Pawn Sideways”, “Peasants&apos; Revolt”, “Perfect Chess”, “Placement Chess”, “Pocket Knight”, “Racing Chess”, “Racing Kings”, “S-House”, “Seirawan Chess”, “Shako”, “Shatar”, “Shatranj”, “Shogun Chess”, “Sittuyin”, “Sixth Rank Chess”, “Sort of Almost Chess”, “Spanish Archer Chess”, “Spartan Chess”, “Ten-Cubed Chess”, “Three Kings”, “Three-Check”, “Three-check Crazyhouse”, “Torpedo Chess”, “Troitzky Chess”, “Troitzky Chess (Byway setup)”, “Upside-down Chess”, “Weak!”; piece id “knight”; moves (XBetza) N, NW, mNcB, mNcR. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>ナイト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Knight</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Dai Shogi”, “EuroShogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “knight”, “pawn-knight”; promoted form of “pawn”; moves (XBetza) N, fN, fNsW, ffN. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>桂馬</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bishop</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Active Chess”, “Advanced Pawn Chess”, “Almost Chess”, “Amazon Chess”, “Anti-Antichess”, “Antichess”, “Atomar Chess”, “Atomic Chess”, “Atomic Chess without Check”, “Berolina Chess”, “Capablanca Chess”, “Capahouse”, “Capture Chess”, “Capture-all Chess”, “Centaur Chess”, “Chancellor Chess”, “Checkmateless Chess”, “Chess”, “Chess vs Hoppel-Poppel”, “Chess960”, “Chessgi”, “Chigorin Chess”, “Codrus”, “Coffee Race”, “Coffeehouse”, “Coregal Chess”, “Corner Chess”, “Corner Rook Chess”, “Corridor Chess”, “Crazyhouse”, “Diagonal Chess”, “Diamond Chess”, “Diana Chess”, “Double Army Chess”, “Duck Chess”, “Elimination Chess”, “Embassy Chess”, “Extinction Chess”, “Five-Check”, “Gardner&apos;s Minichess”, “Gemini Chess”, “Giveaway”, “Gothhouse”, “Gothic Chess”, “Grand Chess”, “Grasshopper Chess”, “Gustav III&apos;s Chess”, “Hoppel-Poppel”, “Horde”, “Indian Great Chess”, “Janus Chess”, “Kamikaze Rooks”, “King of the Hill”, “Kinglet”, “Knightmate”, “Koedem”, “Legan Chess”, “Loop Chess”, “Losers”, “Maharajah and the Sepoys”, “Misère Chess”, “Modern Chess”, “New Zealand Chess”, “Nightrider Chess”, “No Castling Chess”, “Omicron Chess”, “Opulent Chess”, “Pawn Back”, “Pawn Massacre”, “Pawn Sideways”, “Peasants&apos; Revolt”, “Perfect Chess”, “Placement Chess”, “Pocket Knight”, “Racing Chess”, “Racing Kings”, “S-House”, “Seirawan Chess”, “Shako”, “Shatar”, “Shogun Chess”, “Sixth Rank Chess”, “Sort of Almost Chess”, “Spanish Archer Chess”, “Spartan Chess”, “Ten-Cubed Chess”, “Three Kings”, “Three-Check”, “Three-check Crazyhouse”, “Torpedo Chess”, “Troitzky Chess”, “Troitzky Chess (Byway setup)”, “Upside-down Chess”, “Weak!”, “Wolf Chess”; piece id “bishop”; moves (XBetza) B, mBcN. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>ビショップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bishop</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “bishop”, “promoted-leopard”, “silver-bishop”; promoted form of “silver”; moves (XBetza) B. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>角行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rook</source>
        <comment>chess</comment>
        <extracomment>Piece name in “ASEAN Chess”, “Active Chess”, “Advanced Pawn Chess”, “Ai-Wok”, “Almost Chess”, “Amazon Chess”, “Anti-Antichess”, “Antichess”, “Atomar Chess”, “Atomic Chess”, “Atomic Chess without Check”, “Berolina Chess”, “Cambodian Chess (Ouk Chatrang)”, “Capablanca Chess”, “Capahouse”, “Capture Chess”, “Capture-all Chess”, “Centaur Chess”, “Chancellor Chess”, “Checkmateless Chess”, “Chess”, “Chess vs Hoppel-Poppel”, “Chess960”, “Chessgi”, “Chigorin Chess”, “Codrus”, “Coffee Race”, “Coffeehouse”, “Coregal Chess”, “Corner Chess”, “Corner Rook Chess”, “Corridor Chess”, “Courier Chess”, “Crazyhouse”, “Diagonal Chess”, “Diamond Chess”, “Diana Chess”, “Double Army Chess”, “Duck Chess”, “Elimination Chess”, “Embassy Chess”, “Extinction Chess”, “Five-Check”, “Gardner&apos;s Minichess”, “Gemini Chess”, “Giveaway”, “Gothhouse”, “Gothic Chess”, “Grand Chess”, “Grasshopper Chess”, “Gustav III&apos;s Chess”, “Hoppel-Poppel”, “Horde”, “Indian Great Chess”, “Janus Chess”, “Kamikaze Rooks”, “Kar Ouk”, “King of the Hill”, “Kinglet”, “Knightmate”, “Koedem”, “Legan Chess”, “Loop Chess”, “Los Alamos Chess”, “Losers”, “Maharajah and the Sepoys”, “Makpong”, “Makruk”, “Misère Chess”, “Modern Chess”, “New Zealand Chess”, “Nightrider Chess”, “Ninth-century Indian Chess”, “No Castling Chess”, “Omicron Chess”, “Opulent Chess”, “Pawn Back”, “Pawn Massacre”, “Pawn Sideways”, “Peasants&apos; Revolt”, “Perfect Chess”, “Placement Chess”, “Pocket Knight”, “Racing Chess”, “Racing Kings”, “S-House”, “Seirawan Chess”, “Shako”, “Shatar”, “Shatranj”, “Shogun Chess”, “Sittuyin”, “Sixth Rank Chess”, “Sort of Almost Chess”, “Spanish Archer Chess”, “Spartan Chess”, “Ten-Cubed Chess”, “Three Kings”, “Three-Check”, “Three-check Crazyhouse”, “Torpedo Chess”, “Troitzky Chess”, “Troitzky Chess (Byway setup)”, “Upside-down Chess”, “Weak!”, “Wolf Chess”; piece id “rook”; moves (XBetza) R, mRcN. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>ルーク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rook</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”, “Yari Shogi”; piece id “pawn-rook”, “promoted-gold”, “rook”; promoted form of “pawn”, “yari-rook”; moves (XBetza) R. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>飛車</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queen</source>
        <extracomment>Piece name in “Active Chess”, “Advanced Pawn Chess”, “Anti-Antichess”, “Antichess”, “Atomar Chess”, “Atomic Chess”, “Atomic Chess without Check”, “Berolina Chess”, “Capablanca Chess”, “Capahouse”, “Capture Chess”, “Capture-all Chess”, “Centaur Chess”, “Chancellor Chess”, “Checkmateless Chess”, “Chess”, “Chess vs Hoppel-Poppel”, “Chess960”, “Chessgi”, “Chigorin Chess”, “Codrus”, “Coffee Race”, “Coffeehouse”, “Coregal Chess”, “Corner Chess”, “Corner Rook Chess”, “Corridor Chess”, “Crazyhouse”, “Diagonal Chess”, “Diamond Chess”, “Double Army Chess”, “Duck Chess”, “Elimination Chess”, “Embassy Chess”, “Extinction Chess”, “Five-Check”, “Gardner&apos;s Minichess”, “Gemini Chess”, “Giveaway”, “Gothhouse”, “Gothic Chess”, “Grand Chess”, “Grasshopper Chess”, “Gustav III&apos;s Chess”, “Hoppel-Poppel”, “Horde”, “Indian Great Chess”, “Janus Chess”, “Kamikaze Rooks”, “King of the Hill”, “Kinglet”, “Knightmate”, “Koedem”, “Legan Chess”, “Loop Chess”, “Los Alamos Chess”, “Losers”, “Maharajah and the Sepoys”, “Misère Chess”, “Modern Chess”, “New Zealand Chess”, “Nightrider Chess”, “No Castling Chess”, “Omicron Chess”, “Opulent Chess”, “Pawn Back”, “Pawn Massacre”, “Pawn Sideways”, “Peasants&apos; Revolt”, “Perfect Chess”, “Placement Chess”, “Pocket Knight”, “Racing Chess”, “Racing Kings”, “S-House”, “Seirawan Chess”, “Shako”, “Shogun Chess”, “Sixth Rank Chess”, “Sort of Almost Chess”, “Spanish Archer Chess”, “Spartan Chess”, “Ten-Cubed Chess”, “Three Kings”, “Three-Check”, “Three-check Crazyhouse”, “Torpedo Chess”, “Troitzky Chess”, “Troitzky Chess (Byway setup)”, “Upside-down Chess”, “Weak!”, “Wolf Chess”; piece id “queen”; promoted form of “duchess”; moves (XBetza) Q</extracomment>
        <translation>クイーン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King</source>
        <comment>chess</comment>
        <extracomment>Piece name in “ASEAN Chess”, “Active Chess”, “Advanced Pawn Chess”, “Ai-Wok”, “Almost Chess”, “Amazon Chess”, “Anti-Antichess”, “Antichess”, “Atomar Chess”, “Atomic Chess”, “Atomic Chess without Check”, “Berolina Chess”, “Cambodian Chess (Ouk Chatrang)”, “Capablanca Chess”, “Capahouse”, “Capture Chess”, “Capture-all Chess”, “Centaur Chess”, “Chancellor Chess”, “Checkmateless Chess”, “Chess”, “Chess vs Hoppel-Poppel”, “Chess960”, “Chessgi”, “Chigorin Chess”, “Codrus”, “Coffee Race”, “Coffeehouse”, “Coregal Chess”, “Corner Chess”, “Corner Rook Chess”, “Corridor Chess”, “Courier Chess”, “Crazyhouse”, “Diagonal Chess”, “Diamond Chess”, “Diana Chess”, “Double Army Chess”, “Duck Chess”, “Elimination Chess”, “Embassy Chess”, “Extinction Chess”, “Five-Check”, “Gardner&apos;s Minichess”, “Gemini Chess”, “Giveaway”, “Gothhouse”, “Gothic Chess”, “Grand Chess”, “Grasshopper Chess”, “Gustav III&apos;s Chess”, “Hoppel-Poppel”, “Horde”, “Indian Great Chess”, “Janus Chess”, “Kamikaze Rooks”, “Kar Ouk”, “King of the Hill”, “Kinglet”, “Knightmate”, “Koedem”, “Legan Chess”, “Loop Chess”, “Los Alamos Chess”, “Losers”, “Maharajah and the Sepoys”, “Makpong”, “Makruk”, “Misère Chess”, “Modern Chess”, “New Zealand Chess”, “Nightrider Chess”, “Ninth-century Indian Chess”, “No Castling Chess”, “Omicron Chess”, “Opulent Chess”, “Pawn Back”, “Pawn Massacre”, “Pawn Sideways”, “Peasants&apos; Revolt”, “Perfect Chess”, “Placement Chess”, “Pocket Knight”, “Racing Chess”, “Racing Kings”, “S-House”, “Seirawan Chess”, “Shako”, “Shatar”, “Shatranj”, “Shogun Chess”, “Sittuyin”, “Sixth Rank Chess”, “Sort of Almost Chess”, “Spanish Archer Chess”, “Spartan Chess”, “Ten-Cubed Chess”, “Three Kings”, “Three-Check”, “Three-check Crazyhouse”, “Torpedo Chess”, “Troitzky Chess”, “Troitzky Chess (Byway setup)”, “Upside-down Chess”, “Weak!”, “Wolf Chess”; piece id “king”; moves (XBetza) K, KimfsN, KisO2, KisO3, NisO2, mKisO2. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>キング</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Goro Goro Shogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”, “Yari Shogi”; piece id “king”; moves (XBetza) K. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>王将</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Archbishop</source>
        <extracomment>Piece name in “Capablanca Chess”, “Capahouse”, “Embassy Chess”, “Gemini Chess”, “Gothhouse”, “Gothic Chess”, “Perfect Chess”, “Shogun Chess”, “Ten-Cubed Chess”; piece id “archbishop”, “janus”; promoted form of “bishop”; moves (XBetza) BN</extracomment>
        <translation>アーチビショップ</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Chancellor</source>
        <extracomment>Piece name in “Almost Chess”, “Capablanca Chess”, “Capahouse”, “Chancellor Chess”, “Chigorin Chess”, “Embassy Chess”, “Gothhouse”, “Gothic Chess”, “Perfect Chess”, “Sort of Almost Chess”; piece id “chancellor”; moves (XBetza) RN</extracomment>
        <translation>チャンセラー</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Ai-Wok</source>
        <extracomment>Piece name in “Ai-Wok”; piece id “aiwok”; moves (XBetza) RNF</extracomment>
        <translation>アイウォック</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Amazon</source>
        <extracomment>Piece name in “Amazon Chess”, “Game of the Amazons”, “Gustav III&apos;s Chess”, “Perfect Chess”; piece id “amazon”; moves (XBetza) QN, mQ</extracomment>
        <translation>アマゾン</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stone</source>
        <extracomment>Piece name in “Breakthrough”, “Clobber”, “Clobber 10 x 10”; piece id “stone”; moves (XBetza) cW, fmWfF</extracomment>
        <translation>石</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Centaur</source>
        <extracomment>Piece name in “Centaur Chess”; piece id “centaur”; moves (XBetza) KN</extracomment>
        <translation>ケンタウロス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hoppel-Poppel Knight</source>
        <extracomment>Piece name in “Chess vs Hoppel-Poppel”; piece id “hoppelknight”; moves (XBetza) mNcB</extracomment>
        <translation>ホッペル・ポッペル・ナイト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hoppel-Poppel Bishop</source>
        <extracomment>Piece name in “Chess vs Hoppel-Poppel”; piece id “hoppelbishop”; moves (XBetza) mBcN</extracomment>
        <translation>ホッペル・ポッペル・ビショップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free King</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-phoenix”, “queen”; moves (XBetza) Q</extracomment>
        <translation>奔王</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lion</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Opulent Chess”; piece id “lion”; moves (XBetza) FDH. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>ライオン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lion</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “lion”, “promoted-kirin”; moves (XBetza) KNADcaKmcabK. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>獅子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dragon King</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Judkins Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “dragon”, “dragon-king”, “promoted-rook”; promoted form of “rook”; moves (XBetza) RF</extracomment>
        <translation>龍王</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dragon Horse</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Judkins Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “dragon-horse”, “horse”, “promoted-bishop”; promoted form of “bishop”; moves (XBetza) BW</extracomment>
        <translation>龍馬</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vertical Mover</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-silver”, “vertical-mover”; moves (XBetza) WvR, vRsW</extracomment>
        <translation>竪行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Side Mover</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-copper”, “side-mover”; moves (XBetza) WsR, sRvW</extracomment>
        <translation>横行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reverse Chariot</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “reverse-chariot”; moves (XBetza) vR</extracomment>
        <translation>反車</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lance</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Goro Goro Shogi Plus”, “Kyoto Shogi”, “Micro Shogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “lance”; moves (XBetza) fR, fRbW2</extracomment>
        <translation>香車</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kirin</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “kirin”; moves (XBetza) FD</extracomment>
        <translation>麒麟</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drunk Elephant</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Sho Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “drunk-elephant”, “promoted-go-between”; moves (XBetza) FsfW</extracomment>
        <translation>酔象</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blind Tiger</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “blind-tiger”; moves (XBetza) FsbW</extracomment>
        <translation>盲虎</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gold General</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Goro Goro Shogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “bishop-gold”, “gold”, “knight-gold”, “lance-gold”, “promoted-angry-boar”, “promoted-cat-sword”, “promoted-evil-wolf”, “promoted-flying-dragon”, “promoted-iron-general”, “promoted-knight”, “promoted-pawn”, “promoted-stone-general”, “promoted-violent-ox”, “rook-gold”; promoted form of “bishop”, “knight”, “lance”, “rook”; moves (XBetza) WfF</extracomment>
        <translation>金将</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silver General</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Goro Goro Shogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “lance-silver”, “silver”; promoted form of “lance”; moves (XBetza) FfW</extracomment>
        <translation>銀将</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copper General</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “copper”; moves (XBetza) fFvW</extracomment>
        <translation>銅将</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ferocious Leopard</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “leopard”; moves (XBetza) FvW</extracomment>
        <translation>猛豹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go-Between</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”; piece id “go-between”; moves (XBetza) vW</extracomment>
        <translation>仲人</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Soaring Eagle</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-dragon-king”, “soaring-eagle”; moves (XBetza) RbBfFfAfcafFfmcabF</extracomment>
        <translation>飛鷲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Horned Falcon</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “horned-falcon”, “promoted-dragon-horse”; moves (XBetza) BsbRfWfDfcafWfmcabW</extracomment>
        <translation>角鷹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying Ox</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “flying-ox”; moves (XBetza) BvR</extracomment>
        <translation>飛牛</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free Boar</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “free-boar”; moves (XBetza) BsR</extracomment>
        <translation>奔猪</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whale</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “whale”; moves (XBetza) vRbB</extracomment>
        <translation>鯨鯢</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White Horse</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “white-horse”; moves (XBetza) vRfB</extracomment>
        <translation>白駒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crown Prince</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Sho Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “crown-prince”; promoted form of “drunk-elephant”; moves (XBetza) K</extracomment>
        <translation>太子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying Stag</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “flying-stag”; moves (XBetza) FvRsW, KvR</extracomment>
        <translation>飛鹿</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jeweled General</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Goro Goro Shogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”, “Yari Shogi”; piece id “king”; moves (XBetza) K</extracomment>
        <translation>玉将</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Elephant</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Courier Chess”, “S-House”, “Seirawan Chess”, “Shako”, “Wolf Chess”; piece id “alfil”, “elephant”; moves (XBetza) A, FA, NNQ, RN. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>エレファント</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Courier</source>
        <extracomment>Piece name in “Courier Chess”; piece id “courier”; moves (XBetza) B</extracomment>
        <translation>クーリエ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Man</source>
        <extracomment>Piece name in “Courier Chess”; piece id “man”; moves (XBetza) K</extracomment>
        <translation>マン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Schleich</source>
        <extracomment>Piece name in “Courier Chess”; piece id “schleich”; moves (XBetza) W</extracomment>
        <translation>シュライヒ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Violent Ox</source>
        <extracomment>Piece name in “Dai Shogi”; piece id “violent-ox”; moves (XBetza) R2</extracomment>
        <translation>猛牛</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying Dragon</source>
        <extracomment>Piece name in “Dai Shogi”; piece id “flying-dragon”; moves (XBetza) B2</extracomment>
        <translation>飛龍</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evil Wolf</source>
        <extracomment>Piece name in “Dai Shogi”; piece id “evil-wolf”; moves (XBetza) fsWfF</extracomment>
        <translation>悪狼</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Angry Boar</source>
        <extracomment>Piece name in “Dai Shogi”; piece id “angry-boar”; moves (XBetza) W</extracomment>
        <translation>嗔猪</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cat Sword</source>
        <extracomment>Piece name in “Dai Shogi”; piece id “cat-sword”; moves (XBetza) F</extracomment>
        <translation>猫刄</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Iron General</source>
        <extracomment>Piece name in “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “iron-general”; moves (XBetza) fFbW, fFfW</extracomment>
        <translation>鉄将</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stone General</source>
        <extracomment>Piece name in “Dai Shogi”; piece id “stone-general”; moves (XBetza) fF</extracomment>
        <translation>石将</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Elephant</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”, “Janggi (casual rules)”, “Janggi (modern rules)”, “Janggi (traditional rules)”; piece id “elephant”; moves (XBetza) nZ. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>象</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Elephant</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Manchu Chess”, “Xiangqi”; piece id “elephant”; moves (XBetza) nA. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>象</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Chick</source>
        <extracomment>Piece name in “Dobutsu Shogi”; piece id “chick”; moves (XBetza) fW</extracomment>
        <translation>ヒヨコ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hen</source>
        <extracomment>Piece name in “Dobutsu Shogi”; piece id “hen”; promoted form of “chick”; moves (XBetza) WfF</extracomment>
        <translation>ニワトリ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Promoted Knight</source>
        <extracomment>Piece name in “EuroShogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Sho Shogi”, “Shogi”; piece id “promoted-knight”; promoted form of “knight”; moves (XBetza) WfF</extracomment>
        <translation>成桂</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokin</source>
        <extracomment>Piece name in “EuroShogi”, “Goro Goro Shogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”; piece id “promoted-pawn”, “tokin”; promoted form of “pawn”; moves (XBetza) WfF</extracomment>
        <translation>と金</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Marshal</source>
        <extracomment>Piece name in “Grand Chess”, “Opulent Chess”, “Ten-Cubed Chess”; piece id “marshal”; moves (XBetza) RN</extracomment>
        <translation>マーシャル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cardinal</source>
        <extracomment>Piece name in “Grand Chess”, “Opulent Chess”; piece id “cardinal”; moves (XBetza) BN</extracomment>
        <translation>カーディナル</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>General</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”, “Janggi (casual rules)”, “Janggi (modern rules)”, “Janggi (traditional rules)”; piece id “general”; moves (XBetza) W. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>将</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>General</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Manchu Chess”, “Minixiangqi”, “Xiangqi”; piece id “general”; moves (XBetza) W. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>将</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guard</source>
        <extracomment>Piece name in “Janggi”, “Janggi (casual rules)”, “Janggi (modern rules)”, “Janggi (traditional rules)”; piece id “guard”; moves (XBetza) W</extracomment>
        <translation>士</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Horse</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”, “Janggi (casual rules)”, “Janggi (modern rules)”, “Janggi (traditional rules)”; piece id “horse”; moves (XBetza) nN. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>馬</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Horse</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Manchu Chess”, “Minixiangqi”, “Xiangqi”; piece id “horse”; moves (XBetza) nN. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>馬</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chariot</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”, “Janggi (casual rules)”, “Janggi (modern rules)”, “Janggi (traditional rules)”; piece id “chariot”; moves (XBetza) R. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>車</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Chariot</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Manchu Chess”, “Minixiangqi”, “Xiangqi”; piece id “chariot”; moves (XBetza) R. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>車</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannon</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”, “Janggi (casual rules)”, “Janggi (modern rules)”, “Janggi (traditional rules)”; piece id “cannon”; moves (XBetza) pR. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>包</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Cannon</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Manchu Chess”, “Minixiangqi”, “Xiangqi”; piece id “cannon”; moves (XBetza) mRcpR. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>砲</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Soldier</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”, “Janggi (casual rules)”, “Janggi (modern rules)”, “Janggi (traditional rules)”; piece id “soldier”; moves (XBetza) fsW. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>兵</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Soldier</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Manchu Chess”, “Minixiangqi”, “Xiangqi”; piece id “soldier”; moves (XBetza) fW. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>兵</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>Phoenix</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “phoenix”; moves (XBetza) WA</extracomment>
        <translation>鳳凰</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Elephant</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Dobutsu Shogi”; piece id “elephant”; moves (XBetza) F. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>ゾウ</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>Met</source>
        <extracomment>Piece name in “ASEAN Chess”, “Cambodian Chess (Ouk Chatrang)”, “Kar Ouk”, “Makpong”, “Makruk”; piece id “met”; moves (XBetza) F, FimfD</extracomment>
        <translation>メット</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Khon</source>
        <extracomment>Piece name in “ASEAN Chess”, “Ai-Wok”, “Cambodian Chess (Ouk Chatrang)”, “Kar Ouk”, “Makpong”, “Makruk”; piece id “khon”; moves (XBetza) FfW</extracomment>
        <translation>コン</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Promoted Silver</source>
        <extracomment>Piece name in “Goro Goro Shogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”; piece id “promoted-silver”; promoted form of “silver”; moves (XBetza) WfF</extracomment>
        <translation>成銀</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Ferz</source>
        <extracomment>Piece name in “Courier Chess”, “Ninth-century Indian Chess”, “Shatranj”; piece id “ferz”; moves (XBetza) F</extracomment>
        <translation>フェルズ</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Grasshopper</source>
        <extracomment>Piece name in “Grasshopper Chess”; piece id “grasshopper”; moves (XBetza) gQ</extracomment>
        <translation>グラスホッパー</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Janus</source>
        <extracomment>Piece name in “Janus Chess”; piece id “janus”; moves (XBetza) BN</extracomment>
        <translation>ヤヌス</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Commoner</source>
        <extracomment>Piece name in “Double Army Chess”, “Knightmate”; piece id “commoner”; moves (XBetza) K</extracomment>
        <translation>コモナー</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Banner</source>
        <extracomment>Piece name in “Manchu Chess”; piece id “banner”; moves (XBetza) RcpRnN</extracomment>
        <translation>旗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minister</source>
        <extracomment>Piece name in “Modern Chess”; piece id “minister”; moves (XBetza) BN</extracomment>
        <translation>ミニスター</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nightrider</source>
        <extracomment>Piece name in “Nightrider Chess”, “Wolf Chess”; piece id “knight”, “nightrider”; moves (XBetza) NN</extracomment>
        <translation>ナイトライダー</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wizard</source>
        <extracomment>Piece name in “Omicron Chess”, “Opulent Chess”, “Ten-Cubed Chess”; piece id “wizard”; moves (XBetza) FC</extracomment>
        <translation>ウィザード</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Alfil</source>
        <extracomment>Piece name in “Shatranj”; piece id “alfil”; moves (XBetza) A</extracomment>
        <translation>アルフィル</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Promoted Lance</source>
        <extracomment>Piece name in “Goro Goro Shogi Plus”, “Sho Shogi”, “Shogi”; piece id “promoted-lance”; promoted form of “lance”; moves (XBetza) WfF</extracomment>
        <translation>成香</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Champion</source>
        <extracomment>Piece name in “Omicron Chess”, “Ten-Cubed Chess”; piece id “champion”; moves (XBetza) WDA</extracomment>
        <translation>チャンピオン</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Falcon</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “falcon”; moves (XBetza) FsfW</extracomment>
        <translation>鷹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crane</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “crane”; moves (XBetza) FvW</extracomment>
        <translation>鶴</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pheasant</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “pheasant”; moves (XBetza) bFfD</extracomment>
        <translation>雉</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left Quail</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “left-quail”; moves (XBetza) fRrbBlbF</extracomment>
        <translation>左鶉</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right Quail</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “right-quail”; moves (XBetza) fRlbBrbF</extracomment>
        <translation>右鶉</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swallow</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “swallow”; moves (XBetza) fW</extracomment>
        <translation>燕</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eagle</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “eagle”; promoted form of “falcon”; moves (XBetza) KbRfBbF2</extracomment>
        <translation>鵰</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goose</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “goose”; promoted form of “swallow”; moves (XBetza) fAbD</extracomment>
        <translation>鴈</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>Advisor</source>
        <extracomment>Piece name in “Manchu Chess”, “Xiangqi”; piece id “advisor”; moves (XBetza) F</extracomment>
        <translation>士</translation>
    </message>
    <message>
        <location line="-158"/>
        <source>Blob</source>
        <extracomment>Piece name in “Ataxx”; piece id “blob”; moves (XBetza) mDmNmA</extracomment>
        <translation>ブロブ</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Giraffe</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Indian Great Chess”; piece id “giraffe”; moves (XBetza) QN. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>キリン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Giraffe</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Dobutsu Shogi”; piece id “giraffe”; moves (XBetza) W. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>キリン</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Disc</source>
        <extracomment>Piece name in “Flipello”, “Flipello 10x10”, “Flipersi”; piece id “disc”</extracomment>
        <translation>石</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Dabbaba</source>
        <extracomment>Piece name in “Ninth-century Indian Chess”; piece id “dabbaba”; moves (XBetza) D</extracomment>
        <translation>ダッバーバ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vizier</source>
        <extracomment>Piece name in “Indian Great Chess”; piece id “vizier”; moves (XBetza) BN</extracomment>
        <translation>宰相</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>General</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Indian Great Chess”, “Shogun Chess”, “Spartan Chess”; piece id “general”; promoted form of “knight”; moves (XBetza) KN, RF, RN. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>ジェネラル</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannon</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Shako”; piece id “cannon”; moves (XBetza) mRcpR. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>キャノン</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Maharajah</source>
        <extracomment>Piece name in “Maharajah and the Sepoys”; piece id “maharajah”; moves (XBetza) QN</extracomment>
        <translation>マハラジャ</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hawk</source>
        <extracomment>Piece name in “S-House”, “Seirawan Chess”; piece id “hawk”; moves (XBetza) BN</extracomment>
        <translation>ホーク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bers</source>
        <extracomment>Piece name in “Shatar”; piece id “bers”; moves (XBetza) RF</extracomment>
        <translation>ベルス</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Duchess</source>
        <extracomment>Piece name in “Shogun Chess”; piece id “duchess”; moves (XBetza) F</extracomment>
        <translation>ダッチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captain</source>
        <extracomment>Piece name in “Shogun Chess”, “Spartan Chess”; piece id “captain”; promoted form of “pawn”; moves (XBetza) K, WD</extracomment>
        <translation>キャプテン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mortar</source>
        <extracomment>Piece name in “Shogun Chess”; piece id “mortar”; promoted form of “rook”; moves (XBetza) RN</extracomment>
        <translation>迫撃砲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sin</source>
        <extracomment>Piece name in “Sittuyin”; piece id “khon”; moves (XBetza) FfW</extracomment>
        <translation>シン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sit-ke</source>
        <extracomment>Piece name in “Sittuyin”; piece id “met”; moves (XBetza) F</extracomment>
        <translation>シッケ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Archer</source>
        <extracomment>Piece name in “Spanish Archer Chess”; piece id “archer”; moves (XBetza) fRbB</extracomment>
        <translation>アーチャー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hoplite</source>
        <extracomment>Piece name in “Spartan Chess”; piece id “hoplite”; moves (XBetza) fmFfcWimA</extracomment>
        <translation>ホプライト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warlord</source>
        <extracomment>Piece name in “Spartan Chess”; piece id “warlord”; moves (XBetza) BN</extracomment>
        <translation>ウォーロード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lieutenant</source>
        <extracomment>Piece name in “Spartan Chess”; piece id “lieutenant”; moves (XBetza) FAsmW</extracomment>
        <translation>ルテナント</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Great General</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “great-general”, “promoted-rook-general”; moves (XBetza) Q, pafpafcQmcQcpQ</extracomment>
        <translation>大将</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vice General</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-bishop-general”, “vice-general”; moves (XBetza) B, pafpafcBmcBcpBKaKaaKmabK</extracomment>
        <translation>副将</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rook General</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-soaring-eagle”, “rook-general”; moves (XBetza) R, pafpafcRmcRcpR</extracomment>
        <translation>飛将</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bishop General</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “bishop-general”, “promoted-horned-falcon”; moves (XBetza) B, pafpafcBmcBcpB</extracomment>
        <translation>角将</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fire Demon</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “fire-demon”, “promoted-water-buffalo”; moves (XBetza) BsRKaKaaKcaKmcabK, BvR</extracomment>
        <translation>火鬼</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lion Hawk</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “lion-hawk”, “promoted-lion”; moves (XBetza) BWNADcaKmcabK, KNADcaKmcabKB</extracomment>
        <translation>獅鷹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free Eagle</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “free-eagle”, “promoted-queen”; moves (XBetza) Q, QADcasFcafFmcabF</extracomment>
        <translation>奔鷲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Water Buffalo</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-side-soldier”, “water-buffalo”; moves (XBetza) BsRvW2</extracomment>
        <translation>水牛</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chariot Soldier</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “chariot-soldier”, “promoted-vertical-soldier”; moves (XBetza) BvRsW2</extracomment>
        <translation>車兵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Side Soldier</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-knight”, “side-soldier”; moves (XBetza) WsRfW2, sRfW2bW</extracomment>
        <translation>横兵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vertical Soldier</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-iron-general”, “vertical-soldier”; moves (XBetza) WfRsW2, fRsW2bW</extracomment>
        <translation>竪兵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dog</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “dog”; moves (XBetza) bFfW, fWbF</extracomment>
        <translation>犬</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Violent Dragon</source>
        <extracomment>Piece name in “Suzumu Shogi”; piece id “violent-dragon”; moves (XBetza) B3pafpafcRmcRcpR</extracomment>
        <translation>猛龍</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Violent Horse</source>
        <extracomment>Piece name in “Suzumu Shogi”; piece id “violent-horse”; moves (XBetza) R3pafpafcBmcBcpB</extracomment>
        <translation>猛馬</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heavenly Tetrarch</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “heavenly-tetrarch”; moves (XBetza) BvRsW2, jsR3jBjvRcabK</extracomment>
        <translation>四天王</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Multi General</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “multi-general”; moves (XBetza) bBfR, fRbB</extracomment>
        <translation>雜将</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Crane King</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “crane-king”; moves (XBetza) K</extracomment>
        <translation>鶴玉</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cloud Eagle</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “cloud-eagle”, “promoted-owl”; promoted form of “swooping-owl”; moves (XBetza) vRsWbFfF3</extracomment>
        <translation>雲鷲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying Falcon</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “flying-falcon”, “promoted-crow”; promoted form of “strutting-crow”; moves (XBetza) BfW</extracomment>
        <translation>飛鷹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swallow&apos;s Wings</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “promoted-goose”, “swallows-wings”; promoted form of “flying-goose”; moves (XBetza) sRvW</extracomment>
        <translation>燕羽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Treacherous Fox</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “promoted-rabbit”, “treacherous-fox”; promoted form of “running-rabbit”; moves (XBetza) FvWAvD</extracomment>
        <translation>隠狐</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running Rabbit</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “running-rabbit”; moves (XBetza) FfRbW</extracomment>
        <translation>走兎</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Violent Wolf</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “promoted-dog”, “violent-wolf”; promoted form of “blind-dog”; moves (XBetza) WfF</extracomment>
        <translation>猛狼</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Violent Stag</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “promoted-monkey”, “violent-stag”; promoted form of “climbing-monkey”; moves (XBetza) FfW</extracomment>
        <translation>猛鹿</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying Goose</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “flying-goose”; moves (XBetza) vWfF</extracomment>
        <translation>鳫飛</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying Cock</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “flying-cock”; moves (XBetza) sWfF</extracomment>
        <translation>鶏飛</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strutting Crow</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “strutting-crow”; moves (XBetza) fWbF</extracomment>
        <translation>烏行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swooping Owl</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “swooping-owl”; moves (XBetza) fWbF</extracomment>
        <translation>鴟行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blind Dog</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “blind-dog”; moves (XBetza) sbWfF</extracomment>
        <translation>盲犬</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Climbing Monkey</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “climbing-monkey”; moves (XBetza) vWfF</extracomment>
        <translation>登猿</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Liberated Horse</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “liberated-horse”; moves (XBetza) fRbW2</extracomment>
        <translation>風馬</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Oxcart</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “oxcart”; moves (XBetza) fR</extracomment>
        <translation>牛車</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sparrow Pawn</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “sparrow-pawn”; moves (XBetza) fW</extracomment>
        <translation>萑歩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tenacious Falcon</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “tenacious-falcon”; promoted form of “flying-falcon”; moves (XBetza) BvRsW</extracomment>
        <translation>鷲鷹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gliding Swallow</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “gliding-swallow”; promoted form of “swallows-wings”; moves (XBetza) R</extracomment>
        <translation>燕行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bear&apos;s Eyes</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “bears-eyes”; promoted form of “violent-wolf”; moves (XBetza) K</extracomment>
        <translation>熊眼</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roaming Boar</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “roaming-boar”; promoted form of “violent-stag”; moves (XBetza) FfsW</extracomment>
        <translation>行猪</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raiding Falcon</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “raiding-falcon”; promoted form of “flying-cock”; moves (XBetza) vRsWfF</extracomment>
        <translation>延鷹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heavenly Horse</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “heavenly-horse”; promoted form of “liberated-horse”; moves (XBetza) ffNbbN</extracomment>
        <translation>天馬</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plodding Ox</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “plodding-ox”; promoted form of “oxcart”; moves (XBetza) K</extracomment>
        <translation>歩牛</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Golden Bird</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “golden-bird”; promoted form of “sparrow-pawn”; moves (XBetza) WfF</extracomment>
        <translation>金鳥</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wolf</source>
        <extracomment>Piece name in “Wolf Chess”; piece id “wolf”; moves (XBetza) RN</extracomment>
        <translation>ウルフ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fox</source>
        <extracomment>Piece name in “Wolf Chess”; piece id “fox”; moves (XBetza) BN</extracomment>
        <translation>フォックス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sergeant</source>
        <extracomment>Piece name in “Wolf Chess”; piece id “sergeant”; moves (XBetza) fKifmnD</extracomment>
        <translation>サージェント</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Rook</source>
        <extracomment>Piece name in “Yari Shogi”; piece id “yari-rook”; moves (XBetza) frlR</extracomment>
        <translation>槍車</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Bishop</source>
        <extracomment>Piece name in “Yari Shogi”; piece id “yari-bishop”; moves (XBetza) fFfR</extracomment>
        <translation>槍角</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Knight</source>
        <extracomment>Piece name in “Yari Shogi”; piece id “yari-knight”; moves (XBetza) fRffN</extracomment>
        <translation>槍桂</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Gold</source>
        <extracomment>Piece name in “Yari Shogi”; piece id “promoted-yari-bishop”, “promoted-yari-knight”; promoted form of “yari-bishop”, “yari-knight”; moves (XBetza) WfFbR</extracomment>
        <translation>槍金</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Silver</source>
        <extracomment>Piece name in “Yari Shogi”; piece id “yari-silver”; promoted form of “pawn”; moves (XBetza) fKbR</extracomment>
        <translation>槍銀</translation>
    </message>
</context>
<context>
    <name>Piece/dobutsu</name>
    <message>
        <location line="-212"/>
        <source>Lion</source>
        <extracomment>Piece name in “Dobutsu Shogi”; piece id “lion”; moves (XBetza) K. A themed piece: the same English name means another piece in the other presets of the shogi family</extracomment>
        <translation>ライオン</translation>
    </message>
</context>
<context>
    <name>Piece/torishogi</name>
    <message>
        <location line="+130"/>
        <source>Phoenix</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “phoenix”; moves (XBetza) K. A themed piece: the same English name means another piece in the other presets of the shogi family</extracomment>
        <translation>鵬</translation>
    </message>
</context>
<context>
    <name>PieceGallery</name>
    <message>
        <location filename="../app/gui/piecegallery.cpp" line="+36"/>
        <source>Pieces</source>
        <translation>駒</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>moves</source>
        <extracomment>Move diagram legend: the piece moves to this square when it is empty</extracomment>
        <translation>移動</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>captures</source>
        <extracomment>Move diagram legend: the piece captures an enemy standing on this square</extracomment>
        <translation>駒取り</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>jumps a piece</source>
        <extracomment>Move diagram legend: a move that jumps over one piece, like a xiangqi cannon&apos;s</extracomment>
        <translation>駒を跳び越す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>first move only</source>
        <extracomment>Move diagram legend: a move allowed only while the piece has not moved yet</extracomment>
        <translation>最初の一手のみ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stops here and may go on (the board&apos;s corner marks)</source>
        <extracomment>Move diagram legend: corner marks on a square where a move of several steps (a Lion&apos;s) stops and may go on; the board marks such squares the same way</extracomment>
        <translation>止まってさらに進める（盤上の角の印）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Legend of the move diagrams</source>
        <translation>動きの図の凡例</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>XBetza notation of the moves</source>
        <extracomment>Tooltip of a piece&apos;s movement string in the piece gallery</extracomment>
        <translation>XBetza 記法による駒の動き</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>moves to %1</source>
        <translation>%1 へ移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>captures on %1</source>
        <translation>%1 の駒を取る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moves by jumping a piece to %1</source>
        <translation>駒を跳び越して %1 へ移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>captures by jumping a piece on %1</source>
        <translation>駒を跳び越して %1 の駒を取る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on its first move also to %1</source>
        <translation>最初の一手に限り %1 へも移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stops and may go on from %1</source>
        <translation>%1 で止まってさらに進める</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on %2: %3</source>
        <extracomment>Spoken summary of a move diagram: %1 piece, %2 its square, %3 the list of moves</extracomment>
        <translation>%2 の%1：%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves of the %1</source>
        <translation>%1の動き</translation>
    </message>
</context>
<context>
    <name>PieceToolTip</name>
    <message>
        <location filename="../app/gui/piecetooltip.cpp" line="+46"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2, %3)</source>
        <extracomment>Title of a piece&apos;s tool tip: %1 piece name (bold), %2 player (&quot;White&quot;, &quot;Sente&quot;), %3 its letter in FEN (&quot;N&quot;, &quot;+P&quot;)</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2、%3）</translation>
    </message>
</context>
<context>
    <name>PositionCheck</name>
    <message>
        <location filename="game_status_strings.cpp" line="+68"/>
        <source>the first side</source>
        <extracomment>Why a position cannot occur in a game (fb::positionProblemText), shown by the position editor and for a FEN: the players&apos; names when the caller gives none (&quot;The first side has no King.&quot;); the sentence&apos;s first letter is made upper case</extracomment>
        <translation>先手側</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second side</source>
        <translation>後手側</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no %2.</source>
        <extracomment>%1 player (&quot;White&quot;), %2 its royal piece (&quot;king&quot;)</extracomment>
        <translation>%1に%2がありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 × %3 on the board, but a game can have at most %4.</source>
        <extracomment>%1 player, %2 how many, %3 the royal piece, %4 the most a game can have</extracomment>
        <translation>%1：盤上に%3が%2枚ありますが、対局では最大%4枚です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is in check, but it is %2&apos;s turn.</source>
        <extracomment>%1 the player in check, %2 the player to move</extracomment>
        <translation>%1が王手されていますが、手番は%2です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s and %2&apos;s royal pieces face each other on an open file.</source>
        <extracomment>%1 and %2 the players (xiangqi&apos;s flying general: the generals see each other)</extracomment>
        <translation>%1と%2の玉が、間に駒のない筋で向かい合っています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s %2 on %3 could never move again.</source>
        <extracomment>%1 player, %2 piece, %3 square (&quot;White&apos;s pawn on e8 could never move again.&quot;)</extracomment>
        <translation>%1の%3の%2は二度と動けません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 × %3 on file %4, but the rules allow at most %5 (nifu).</source>
        <extracomment>%1 player, %2 how many, %3 piece, %4 file, %5 the most allowed (shogi&apos;s nifu)</extracomment>
        <translation>%1：%4筋に%3が%2枚あります。規則では最大%5枚です（二歩）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s %2 on %3 stands outside its region &apos;%4&apos;, which it may never leave.</source>
        <extracomment>%1 player, %2 piece, %3 square, %4 the region&apos;s name in the preset (&quot;palace&quot;)</extracomment>
        <translation>%1の%3の%2は、出られない領域「%4」の外にあります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has %2 in hand, a piece that can never be in hand.</source>
        <extracomment>%1 player, %2 piece (&quot;Sente has king in hand, a piece that can never be in hand.&quot;)</extracomment>
        <translation>%1の持ち駒に%2がありますが、この駒は持ち駒になりません。</translation>
    </message>
</context>
<context>
    <name>PositionEditorDialog</name>
    <message>
        <location filename="../app/gui/positioneditordialog.cpp" line="+59"/>
        <source>%1 %2</source>
        <comment>piece</comment>
        <extracomment>A piece of the position editor&apos;s palette: %1 side colour, %2 piece name</extracomment>
        <translation>%1の%2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Edit Position</source>
        <extracomment>Title of the position editor dialog</extracomment>
        <translation>局面の編集</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Board to edit</source>
        <translation>編集する盤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a square to place the chosen piece there; right-click a square to empty it</source>
        <translation>マスをクリックすると選んだ駒を置き、右クリックするとそのマスを空にします</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Pieces</source>
        <extracomment>Group of the position editor: the pieces to place on the board</extracomment>
        <translation>駒</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Side to move</source>
        <extracomment>Group of the position editor: whose turn it is</extracomment>
        <translation>手番</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 to move</source>
        <extracomment>%1 = the player (&quot;White&quot;, &quot;Black&quot;, &quot;Red&quot;...)</extracomment>
        <translation>%1の手番</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pieces in hand</source>
        <extracomment>Group of the position editor: how many pieces of each kind each side holds</extracomment>
        <translation>持ち駒</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 in %2&apos;s hand</source>
        <extracomment>Accessible name of a hand count: %1 piece name, %2 player (&quot;White&quot;)</extracomment>
        <translation>%2の持ち駒の%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Clear Board</source>
        <extracomment>Position editor: empty the board and the hands</extracomment>
        <translation>盤を空にする(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Position</source>
        <extracomment>Position editor: set up the variant&apos;s start position</extracomment>
        <translation>開始局面(&amp;S)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;FEN:</source>
        <translation>FEN(&amp;F):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FEN of the position</source>
        <translation>局面の FEN</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>C&amp;opy FEN</source>
        <translation>FEN をコピー(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Paste FEN</source>
        <translation>FEN を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>FEN error</source>
        <translation>FEN のエラー</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Problems of the position</source>
        <extracomment>Position editor: the label that says why the position cannot occur in a game</extracomment>
        <translation>局面の問題点</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Allow impossible positions</source>
        <extracomment>Position editor: accept a position that cannot occur in a game (no king, the side not to move in check, a pawn on the last rank ...), as chess problems sometimes do</extracomment>
        <translation>起こり得ない局面を許可(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set up the position even if it cannot occur in a game, as some composed problems do</source>
        <translation>詰将棋などの作品のように、対局では起こり得ない局面でも配置します</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Eraser</source>
        <extracomment>Position editor: the tool that empties the squares clicked</extracomment>
        <translation>消しゴム</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Empty the squares clicked</source>
        <translation>クリックしたマスを空にする</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>This position cannot be set up: %1</source>
        <extracomment>Position editor: the position breaks a limit of the program (more than 4 kings, too many pieces in hand); %1 = the reason</extracomment>
        <translation>この局面は配置できません：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This position cannot occur in a game, so OK is refused (tick &quot;Allow impossible positions&quot; to set it up all the same):</source>
        <extracomment>Position editor: followed by the reasons, one per line</extracomment>
        <translation>この局面は対局では起こり得ないため、OKできません（それでも配置するには「起こり得ない局面を許可」をオンにします）：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This position cannot occur in a game:</source>
        <extracomment>Position editor, &quot;Allow impossible positions&quot; ticked: followed by the reasons</extracomment>
        <translation>この局面は対局では起こり得ません：</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../app/gui/preferencesdialog.cpp" line="+55"/>
        <source>Preferences</source>
        <translation>環境設定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board</source>
        <translation>盤</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Light squares</source>
        <extracomment>Colour of the light squares of checkered (chess-like) boards</extracomment>
        <translation>明るいマス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark squares</source>
        <translation>暗いマス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light squares:</source>
        <translation>明るいマス(&amp;L):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark squares:</source>
        <translation>暗いマス(&amp;D):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;coordinates</source>
        <translation>座標を表示(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Turn the board to the side to move (hotseat)</source>
        <extracomment>Hotseat: both players share one screen; the board turns after every move</extracomment>
        <translation>手番の側に盤を向ける（1 台で交互に対局）(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animate moves</source>
        <extracomment>Pieces slide to their new squares instead of jumping there</extracomment>
        <translation>指し手をアニメーション表示(&amp;A)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pieces</source>
        <extracomment>Group of the Preferences dialog where the look of the pieces is chosen</extracomment>
        <translation>駒</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Shogi:</source>
        <translation>将棋(&amp;S):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Xiangqi and janggi:</source>
        <extracomment>Piece set used for xiangqi and janggi (Korean chess)</extracomment>
        <translation>シャンチーとチャンギ(&amp;X):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Western chess:</source>
        <translation>チェス(&amp;W):</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Move notation</source>
        <extracomment>Group of the Preferences dialog where the move notation of each game family is chosen</extracomment>
        <translation>棋譜の表記</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>C&amp;hess:</source>
        <extracomment>Game family in the notation chooser: chess and its Western variants</extracomment>
        <translation>チェス(&amp;H):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sh&amp;ogi:</source>
        <extracomment>Game family in the notation chooser: shogi and its variants (Chu Shogi ...)</extracomment>
        <translation>将棋(&amp;O):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>X&amp;iangqi:</source>
        <extracomment>Game family in the notation chooser: xiangqi (Chinese chess)</extracomment>
        <translation>シャンチー(&amp;I):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Janggi:</source>
        <extracomment>Game family in the notation chooser: janggi (Korean chess)</extracomment>
        <translation>チャンギ(&amp;J):</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Chess pieces as &amp;figurines (♘f3)</source>
        <extracomment>Chess moves written with piece figures (♘f3) instead of letters (Nf3)</extracomment>
        <translation>チェスの駒を記号で表記（♘f3）(&amp;F)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Interface</source>
        <extracomment>Group of the Preferences dialog where the language of menus and messages is chosen</extracomment>
        <translation>インターフェース</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System default</source>
        <extracomment>The interface language follows the system&apos;s language settings (LANGUAGE, LANG)</extracomment>
        <translation>システムの既定</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A new language takes effect when Fairyboard restarts.</source>
        <extracomment>The interface language is read when the program starts</extracomment>
        <translation>新しい言語は Fairyboard の再起動後に有効になります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Preview of %1</source>
        <extracomment>Spoken description of the preview of a piece set: %1 = its name</extracomment>
        <translation>%1 のプレビュー</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <location filename="preset_strings.cpp" line="-954"/>
        <source>Three-Check</source>
        <extracomment>Name of a variant (preset id “3check”, family “chess”)</extracomment>
        <translation>スリーチェック</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which the player who gives check for the third time wins; checkmate wins as usual. FEN counts the checks each side still has to give (3+3).</source>
        <extracomment>Description of the variant “Three-Check” (preset id “3check”), shown in the New Game dialog</extracomment>
        <translation>3回目の王手をかけた側が勝つチェス。チェックメイトも通常どおり勝ち。FENは各側があと何回王手をかける必要があるかを数える（3+3）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three-check Crazyhouse</source>
        <extracomment>Name of a variant (preset id “3checkhouse”, family “chess”)</extracomment>
        <translation>スリーチェック・クレイジーハウス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crazyhouse in which a player who gives check for the third time wins; drops are as in Crazyhouse, and checks by drops count.</source>
        <extracomment>Description of the variant “Three-check Crazyhouse” (preset id “3checkhouse”), shown in the New Game dialog</extracomment>
        <translation>3 回目の王手をかけた側が勝つクレイジーハウス。持ち駒の打ち方はクレイジーハウスと同じで、駒を打ってかけた王手も数えます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Five-Check</source>
        <extracomment>Name of a variant (preset id “5check”, family “chess”)</extracomment>
        <translation>ファイブチェック</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which the player who gives check for the fifth time wins; checkmate wins as usual. FEN counts the checks each side still has to give (5+5).</source>
        <extracomment>Description of the variant “Five-Check” (preset id “5check”), shown in the New Game dialog</extracomment>
        <translation>5回目の王手をかけた側が勝つチェス。チェックメイトも通常どおり勝ち。FENは各側があと何回王手をかける必要があるかを数える（5+5）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Active Chess</source>
        <extracomment>Name of a variant (preset id “active”, family “chess”)</extracomment>
        <translation>アクティブ・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 9 x 8 board with a second queen for each side in the right-hand corner; castling puts the king on c or g as in chess, and is entered as the king moving onto its rook.</source>
        <extracomment>Description of the variant “Active Chess” (preset id “active”), shown in the New Game dialog</extracomment>
        <translation>9×8 の盤で指すチェス。各側は右隅に 2 枚目のクイーンを持ちます。キャスリングでは通常のチェスと同じくキングが c か g に移り、キングを自分のルークの上に動かして入力します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advanced Pawn Chess</source>
        <extracomment>Name of a variant (preset id “advancedpawn”, family “chess”)</extracomment>
        <translation>アドバンスト・ポーン・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with every pawn starting one rank further up, on the third rank (sixth for Black), and no pawn double step; castling as in chess.</source>
        <extracomment>Description of the variant “Advanced Pawn Chess” (preset id “advancedpawn”), shown in the New Game dialog</extracomment>
        <translation>すべてのポーンが 1 段前の 3 段目（黒は 6 段目）から始まるチェス。ポーンの 2 マス前進はありません。キャスリングは通常のチェスと同じです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ai-Wok</source>
        <extracomment>Name of a variant (preset id “ai-wok”, family “chess”)</extracomment>
        <translation>アイウォック</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Makruk whose met is replaced by the ai-wok, which moves as a rook, a knight or a ferz; pawns promote to ai-wok on the sixth rank. Makruk&apos;s counting rules.</source>
        <extracomment>Description of the variant “Ai-Wok” (preset id “ai-wok”), shown in the New Game dialog</extracomment>
        <translation>メットの代わりにアイウォックを使うマークルック。アイウォックはルーク、ナイト、フェルズのいずれとしても動けます。ポーンは 6 段目でアイウォックに成ります。カウントのルールはマークルックと同じです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Almost Chess</source>
        <extracomment>Name of a variant (preset id “almost”, family “chess”)</extracomment>
        <translation>オールモストチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ralph Betza&apos;s chess with a chancellor (rook + knight) in place of the queen.</source>
        <extracomment>Description of the variant “Almost Chess” (preset id “almost”), shown in the New Game dialog</extracomment>
        <translation>ラルフ・ベッツァ考案のチェス。クイーンの代わりにチャンセラー（ルーク＋ナイト）を使います。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Amazon Chess</source>
        <extracomment>Name of a variant (preset id “amazon”, family “chess”)</extracomment>
        <translation>アマゾンチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose queen is an amazon: it moves as a queen or as a knight; pawns promote to amazon, rook, bishop or knight.</source>
        <extracomment>Description of the variant “Amazon Chess” (preset id “amazon”), shown in the New Game dialog</extracomment>
        <translation>クイーンの代わりにアマゾンを使うチェス。アマゾンはクイーンとしてもナイトとしても動けます。ポーンはアマゾン・ルーク・ビショップ・ナイトにプロモーションします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game of the Amazons</source>
        <extracomment>Name of a variant (preset id “amazons”, family “chess”)</extracomment>
        <translation>ゲーム・オブ・アマゾンズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Walter Zamkauskas&apos;s game (1988) on a 10 x 10 board: each player has four amazons that move like chess queens but never capture. After moving, the amazon shoots an arrow from where it landed, again like a queen, onto an empty square; the arrow stays there for the rest of the game, and nothing may pass over it. A player who cannot move loses.</source>
        <extracomment>Description of the variant “Game of the Amazons” (preset id “amazons”), shown in the New Game dialog</extracomment>
        <translation>ウォルター・ザムカウスカス考案のゲーム（1988 年）で、10×10 の盤を使います。各プレイヤーは、チェスのクイーンのように動くが駒を取ることのないアマゾンを 4 つ持ちます。アマゾンは動いた後、着地したマスから、やはりクイーンのように空いたマスへ矢を放ちます。矢は対局の終わりまでそこに残り、何もそれを越えて動けません。動けなくなったプレイヤーの負けです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Anti-Antichess</source>
        <extracomment>Name of a variant (preset id “antiantichess”, family “chess”)</extracomment>
        <translation>アンチ・アンチチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Antichess with the goal reversed: capturing is compulsory and the king may be captured, but a player who loses all pieces or has no move loses. No castling.</source>
        <extracomment>Description of the variant “Anti-Antichess” (preset id “antiantichess”), shown in the New Game dialog</extracomment>
        <translation>目的を逆にしたアンチチェス。取れる駒は必ず取り、キングも取られますが、全ての駒を失うか指し手がなくなった側が負けです。キャスリングはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Antichess</source>
        <extracomment>Name of a variant (preset id “antichess”, family “chess”)</extracomment>
        <translation>アンチチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losing chess: capturing is compulsory, the king is an ordinary piece that may be captured and promoted to, and a player who loses all pieces or has no move wins. No castling.</source>
        <extracomment>Description of the variant “Antichess” (preset id “antichess”), shown in the New Game dialog</extracomment>
        <translation>ルーザーズ系チェス：取れる駒は必ず取り、キングは取られることも成ることもできる普通の駒で、全ての駒を失うか指し手がなくなった側が勝つ。キャスリングなし。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ASEAN Chess</source>
        <extracomment>Name of a variant (preset id “asean”, family “chess”)</extracomment>
        <translation>ASEAN チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ASEAN federation&apos;s common form of makruk, sittuyin and ouk chatrang: khon (silver general) and met (ferz) on the chess array, pawns on the third rank without double step, promotion on the last rank to rook, knight, khon or met. A side down to its king counts: the other side must mate within 16 moves with a rook, 44 with a khon and a met, 64 with a knight and a met, or the game is drawn.</source>
        <extracomment>Description of the variant “ASEAN Chess” (preset id “asean”), shown in the New Game dialog</extracomment>
        <translation>ASEAN の連盟が定めた、マークルック、シットゥイン、オク・チャトランの共通形。チェスの初期配置にコン（銀将の動き）とメット（フェルズの動き）を使い、ポーンは 3 段目に置かれて 2 マス前進はできず、最奥の段でルーク・ナイト・コン・メットのいずれかに成ります。一方がキングだけになるとカウントが始まり、相手はルークなら 16 手以内、コンとメットなら 44 手以内、ナイトとメットなら 64 手以内に詰まさなければ引き分けになります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ataxx</source>
        <extracomment>Name of a variant (preset id “ataxx”, family “chess”)</extracomment>
        <translation>アタックス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game of blobs on a 7 x 7 board (1990), as Fairy-Stockfish plays it: each player starts with two blobs in opposite corners. A blob either clones itself onto an empty square next to it (a new blob appears there, dropped from an endless supply) or jumps two squares away onto an empty square (leaving its own square). After either, every enemy blob next to the square it arrived on turns to the mover&apos;s colour. A player who cannot move passes; when neither can, the player with more blobs on the board wins.</source>
        <extracomment>Description of the variant “Ataxx” (preset id “ataxx”), shown in the New Game dialog</extracomment>
        <translation>7×7 の盤でブロブを使うゲーム（1990 年）を、Fairy-Stockfish と同じ指し方で遊びます。各プレイヤーは、向かい合う隅に置かれた 2 つのブロブから始めます。ブロブは、隣の空いたマスに自分を複製する（そこに新しいブロブが現れます。尽きることのない持ち駒から打たれます）か、2 マス離れた空いたマスへ跳びます（元のマスは空きます）。どちらの場合も、到着したマスの隣にある相手のブロブはすべて手番側の色に変わります。動けないプレイヤーはパスし、両者とも動けなくなると、盤上のブロブが多い側の勝ちです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Atomar Chess</source>
        <extracomment>Name of a variant (preset id “atomar”, family “chess”)</extracomment>
        <translation>アトマーチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Atomic chess without check in which the kings are immune to explosions: a capture explodes the capturing piece and every piece but a pawn or a king around the capture square, and a king may capture (and survives its own explosion). A king may not capture the other king; a player whose king is captured loses.</source>
        <extracomment>Description of the variant “Atomar Chess” (preset id “atomar”), shown in the New Game dialog</extracomment>
        <translation>チェックの規則がなく、キングが爆発の影響を受けないアトミックチェス。駒を取ると、取った駒と、取ったマスの周囲にあるポーンとキング以外のすべての駒が爆発します。キングも駒を取ることができ、自分が起こした爆発では消えません。キングは相手のキングを取れません。キングを取られた側が負けです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Atomic Chess</source>
        <extracomment>Name of a variant (preset id “atomic”, family “chess”)</extracomment>
        <translation>アトミックチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which every capture is an explosion: the capturing piece and every piece but a pawn on the eight squares around the capture square leave the board with the captured piece. A player whose king explodes loses, so a king never captures, and no capture may explode one&apos;s own king; one that explodes the enemy king wins at once, even if one&apos;s own king stands in check. Kings that touch give no check. Castling, en passant and promotion as in chess (the rules of lichess and Fairy-Stockfish).</source>
        <extracomment>Description of the variant “Atomic Chess” (preset id “atomic”), shown in the New Game dialog</extracomment>
        <translation>駒を取るたびに爆発が起こるチェス。取った駒と、取ったマスを囲む 8 マスにあるポーン以外のすべての駒が、取られた駒とともに盤から除かれます。キングが爆発した側が負けなので、キングは駒を取らず、自分のキングを巻き込む駒取りもできません。相手のキングを爆発させる駒取りは、自分のキングがチェックされていても即座に勝ちになります。接しているキング同士はチェックになりません。キャスリング、アンパッサン、プロモーションは通常のチェスと同じです（lichess と Fairy-Stockfish のルール）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Berolina Chess</source>
        <extracomment>Name of a variant (preset id “berolina”, family “chess”)</extracomment>
        <translation>ベロリーナチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with Berolina pawns: they move one square diagonally forward (two from their start square) and capture one square straight forward, en passant too.</source>
        <extracomment>Description of the variant “Berolina Chess” (preset id “berolina”), shown in the New Game dialog</extracomment>
        <translation>ベロリーナ・ポーンを使うチェス。ポーンは斜め前に 1 マス（初期位置からは 2 マス）進み、まっすぐ前に 1 マスで駒を取ります。アンパッサンもあります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Breakthrough</source>
        <extracomment>Name of a variant (preset id “breakthrough”, family “chess”)</extracomment>
        <translation>ブレイクスルー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dan Troyka&apos;s race game (2000) on a chess board: two rows of stones a side; a stone steps forward, straight or diagonally, onto an empty square and captures only diagonally forward. The first stone to reach the far rank wins, and so does capturing every enemy stone.</source>
        <extracomment>Description of the variant “Breakthrough” (preset id “breakthrough”), shown in the New Game dialog</extracomment>
        <translation>ダン・トロイカ考案の、チェス盤で遊ぶ競走ゲーム（2000 年）。各側 2 列の石を並べます。石は空いたマスへ前か斜め前に 1 マス進み、取るのは斜め前だけです。最初に石を最奥の段に到達させた側が勝ち、相手の石をすべて取っても勝ちです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cambodian Chess (Ouk Chatrang)</source>
        <extracomment>Name of a variant (preset id “cambodian”, family “chess”)</extracomment>
        <translation>カンボジアチェス（オク・チャトラン）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Makruk in which the king and the met have a first move: the king may leap like a knight to the rank in front of it (not capturing, not out of check, and no more once an enemy rook has moved onto its file or rank), the met may jump two squares straight forward (not capturing).</source>
        <extracomment>Description of the variant “Cambodian Chess (Ouk Chatrang)” (preset id “cambodian”), shown in the New Game dialog</extracomment>
        <translation>キングとメットが最初の移動で特別な動きをできるマークルック。キングはナイトのように跳んで 1 段前へ移ることができ（駒は取れず、チェックの回避には使えず、相手のルークが自分のファイルか段に移動した後はできません）、メットはまっすぐ前に 2 マス跳ぶことができます（駒は取れません）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capablanca Chess</source>
        <extracomment>Name of a variant (preset id “capablanca”, family “chess”)</extracomment>
        <translation>カパブランカ・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 10 x 8 board with the archbishop (bishop + knight) and the chancellor (rook + knight).</source>
        <extracomment>Description of the variant “Capablanca Chess” (preset id “capablanca”), shown in the New Game dialog</extracomment>
        <translation>10×8 の盤で指すチェス。アーチビショップ（ビショップ＋ナイト）とチャンセラー（ルーク＋ナイト）が加わります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capahouse</source>
        <extracomment>Name of a variant (preset id “capahouse”, family “chess”)</extracomment>
        <translation>カパハウス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capablanca Chess with Crazyhouse&apos;s drops: captured pieces change sides and may be dropped back on an empty square instead of a move; a promoted pawn goes back to the hand as a pawn.</source>
        <extracomment>Description of the variant “Capahouse” (preset id “capahouse”), shown in the New Game dialog</extracomment>
        <translation>クレイジーハウスの持ち駒のルールを加えたカパブランカ・チェス。取った駒は持ち駒になり、駒を動かす代わりに空いたマスに打てます。プロモーションしたポーンは取られるとポーンとして持ち駒に戻ります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture Chess</source>
        <extracomment>Name of a variant (preset id “capture”, family “chess”)</extracomment>
        <translation>キャプチャー・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which capturing is compulsory: when a capture is possible, a capture must be made (getting out of check comes first); checkmate wins as usual.</source>
        <extracomment>Description of the variant “Capture Chess” (preset id “capture”), shown in the New Game dialog</extracomment>
        <translation>駒を取ることが義務のチェス。取れる駒があれば必ず取らなければなりません（王手を受けているときはその回避が優先です）。チェックメイトは通常どおり勝ちです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture-all Chess</source>
        <extracomment>Name of a variant (preset id “captureall”, family “chess”)</extracomment>
        <translation>キャプチャーオール・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess without check: the king is an ordinary piece, and a side that has lost all its pieces loses.</source>
        <extracomment>Description of the variant “Capture-all Chess” (preset id “captureall”), shown in the New Game dialog</extracomment>
        <translation>王手のないチェス。キングは普通の駒で、全ての駒を失った側が負けです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Centaur Chess</source>
        <extracomment>Name of a variant (preset id “centaur”, family “chess”)</extracomment>
        <translation>ケンタウロスチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Royal Court: 10 x 8 chess with two centaurs (king + knight) beside the rooks; the king castles to the c- or the i-file.</source>
        <extracomment>Description of the variant “Centaur Chess” (preset id “centaur”), shown in the New Game dialog</extracomment>
        <translation>ロイヤルコート：ルークの隣に 2 枚のケンタウロス（キング＋ナイト）を置く 10×8 のチェス。キングは c ファイルか i ファイルへキャスリングします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chancellor Chess</source>
        <extracomment>Name of a variant (preset id “chancellor”, family “chess”)</extracomment>
        <translation>チャンセラーチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ben Foster&apos;s 9 x 9 chess with a chancellor (rook + knight) beside the king; pawns promote on the last rank, also to a chancellor.</source>
        <extracomment>Description of the variant “Chancellor Chess” (preset id “chancellor”), shown in the New Game dialog</extracomment>
        <translation>ベン・フォスター考案の 9×9 のチェス。キングの隣にチャンセラー（ルーク＋ナイト）を置きます。ポーンは最奥の段でプロモーションし、チャンセラーにもなれます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkmateless Chess</source>
        <extracomment>Name of a variant (preset id “checkmateless”, family “chess”)</extracomment>
        <translation>チェックメイトレス・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which giving check is not allowed: a side left without a legal move loses.</source>
        <extracomment>Description of the variant “Checkmateless Chess” (preset id “checkmateless”), shown in the New Game dialog</extracomment>
        <translation>王手をかけることが許されないチェス。合法手がなくなった側が負けです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess</source>
        <extracomment>Name of a variant (preset id “chess”, family “chess”)</extracomment>
        <translation>チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orthodox chess (FIDE rules): castling, en passant, promotion to queen, rook, bishop or knight.</source>
        <extracomment>Description of the variant “Chess” (preset id “chess”), shown in the New Game dialog</extracomment>
        <translation>標準のチェス（FIDE ルール）：キャスリング、アンパッサン、クイーン・ルーク・ビショップ・ナイトへのプロモーションがあります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess960</source>
        <extracomment>Name of a variant (preset id “chess960”, family “chess”)</extracomment>
        <translation>チェス960</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fischer Random Chess: the pieces of the back rank start in one of 960 arrangements; castling puts king and rook on their usual squares.</source>
        <extracomment>Description of the variant “Chess960” (preset id “chess960”), shown in the New Game dialog</extracomment>
        <translation>フィッシャー・ランダム・チェス：最下段の駒は 960 通りの配置のいずれかから始まります。キャスリング後のキングとルークは通常のチェスと同じマスに置かれます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chessgi</source>
        <extracomment>Name of a variant (preset id “chessgi”, family “chess”)</extracomment>
        <translation>チェスギ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crazyhouse as loop chess: promoted pieces keep their rank when captured, and pawns may also be dropped on their own first rank.</source>
        <extracomment>Description of the variant “Chessgi” (preset id “chessgi”), shown in the New Game dialog</extracomment>
        <translation>ループチェス式のクレイジーハウス：プロモーションした駒は取られても元に戻らず、ポーンは自陣の 1 段目にも打てます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess vs Hoppel-Poppel</source>
        <extracomment>Name of a variant (preset id “chessvshp”, family “chess”)</extracomment>
        <translation>チェス対ホッペル・ポッペル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unequal armies: White plays the chess army, Black the Hoppel-Poppel army, whose knights capture as bishops and whose bishops capture as knights; pawns of both sides may promote to any of these pieces.</source>
        <extracomment>Description of the variant “Chess vs Hoppel-Poppel” (preset id “chessvshp”), shown in the New Game dialog</extracomment>
        <translation>非対称の軍勢で指すチェス。白は通常のチェスの軍勢、黒はホッペル・ポッペルの軍勢を使います。ホッペル・ポッペルのナイトはビショップとして、ビショップはナイトとして駒を取ります。両者のポーンはこれらのどの駒にもプロモーションできます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chigorin Chess</source>
        <extracomment>Name of a variant (preset id “chigorin”, family “chess”)</extracomment>
        <translation>チゴリン・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ralph Betza&apos;s chess of knights against bishops, after Mikhail Chigorin&apos;s preference for knights: White has four knights and a chancellor (rook + knight), Black four bishops and a queen. White&apos;s pawns promote to a chancellor, rook or knight, Black&apos;s to a queen, rook or bishop.</source>
        <extracomment>Description of the variant “Chigorin Chess” (preset id “chigorin”), shown in the New Game dialog</extracomment>
        <translation>ラルフ・ベッツァ考案の、ナイト対ビショップのチェス。ミハイル・チゴリンがナイトを好んだことにちなみます。白はナイト 4 つとチャンセラー（ルーク＋ナイト）、黒はビショップ 4 つとクイーンを持ちます。白のポーンはチャンセラー・ルーク・ナイトに、黒のポーンはクイーン・ルーク・ビショップにプロモーションします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chu Shogi</source>
        <extracomment>Name of a variant (preset id “chushogi”, family “shogi”)</extracomment>
        <translation>中将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Middle shogi on 12 x 12 squares with 46 pieces a side and no drops. The Lion moves twice in a turn, capturing on both steps or without moving (igui); the Horned Falcon and Soaring Eagle have lion power along some lines. Losing the King (and Crown Prince) loses the game; there is no check rule.</source>
        <extracomment>Description of the variant “Chu Shogi” (preset id “chushogi”), shown in the New Game dialog</extracomment>
        <translation>12×12 マス、片側 46 枚で、持ち駒を使わない中将棋。獅子は 1 手で 2 回動け、2 回とも駒を取ることも、動かずに取ること（居食い）もできます。角鷹と飛鷲は一部の方向に獅子の力を持ちます。玉将（と太子）をすべて取られると負けで、王手放置の禁止はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+88"/>
        <source>Standard rules (HaChu)</source>
        <extracomment>Name of the default rules of the variant “Chu Shogi” (New Game dialog, window title)
----------
Name of the default rules of the variant “Dai Shogi” (New Game dialog, window title)</extracomment>
        <translation>標準ルール（HaChu）</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+4"/>
        <source>Promotion on entering the zone or by a capture touching it; Lion trading without the Okazaki amendment.</source>
        <extracomment>One-line description of the default rules of the variant “Chu Shogi” (New Game dialog)
----------
One-line description of the rule profile “hachu” of the variant “Chu Shogi” (New Game dialog)</extracomment>
        <translation>敵陣に入るとき、または始点か終点が敵陣にある駒取りで成れます。獅子の取り合いには岡崎ルールを適用しません。</translation>
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
        <translation>獅子・角鷹・飛鷲の経路はそれぞれ別の手として扱います。歩兵と香車は最奥段で成れます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Japanese Chu Shogi Association</source>
        <extracomment>Name of the rule profile “association” of the variant “Chu Shogi” (New Game dialog, window title)</extracomment>
        <translation>日本中将棋連盟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu&apos;s promotions, the Okazaki amendment, and a bare King loses unless its next move saves it.</source>
        <extracomment>One-line description of the rule profile “association” of the variant “Chu Shogi” (New Game dialog)</extracomment>
        <translation>成りは HaChu と同じで、岡崎ルールを適用します。裸王になった側は、次の一手で挽回しない限り負けです。</translation>
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
        <translation>敵陣内の駒は駒を取らなくても成れます。ただし、不成を選んだ直後は成れません。</translation>
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
        <translation>敵陣内の駒は、その駒自身の直前の移動で不成を選んでいなければ、駒を取らなくても成れます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Okazaki amendment</source>
        <extracomment>Name of the rule profile “okazaki” of the variant “Chu Shogi” (New Game dialog, window title)</extracomment>
        <translation>岡崎ルール</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Lion may be taken right after a Lion trade if it is not protected.</source>
        <extracomment>One-line description of the rule profile “okazaki” of the variant “Chu Shogi” (New Game dialog)</extracomment>
        <translation>獅子の取り合いの直後でも、ひもが付いていなければ獅子を取れます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu&apos;s rules, the default: promotion on entering the zone or by a capture touching it, lion trading rules without the Okazaki amendment.</source>
        <extracomment>What the rule profile “hachu” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>HaChu のルール（既定）：敵陣に入るとき、または敵陣にかかる駒取りで成れます。獅子の取り合いの規則は岡崎ルールなし。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules lishogi plays: every lion, falcon and eagle path (start, middle, end) is its own move; a pawn or lance may promote on reaching the last rank.</source>
        <extracomment>What the rule profile “lishogi” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>lishogi のルール：獅子・角鷹・飛鷲の経路（始点・中間点・終点）はそれぞれ別の指し手です。歩兵と香車は最奥の段に達したときにも成れます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules of the Japanese Chu Shogi association: HaChu&apos;s promotions, the Okazaki amendment to lion trading, and a bare king loses unless its next move bares the other side or takes its last royal.</source>
        <extracomment>What the rule profile “association” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>日本中将棋連盟のルール：成りは HaChu と同じで、獅子の取り合いには岡崎ルールを適用します。裸王になった側は、次の一手で相手も裸王にするか、相手に残った最後の玉将または太子を取らない限り負けです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu&apos;s rules with the English Wikipedia&apos;s promotion rule: a piece in the zone may promote without capturing, except on the turn right after it declined a promotion.</source>
        <extracomment>What the rule profile “wikipedia” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>英語版ウィキペディアの成りの規則を採用した HaChu のルール：敵陣内の駒は駒を取らなくても成れます。ただし、成りを見送った直後の手番では成れません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu&apos;s rules with the Middle Shogi Manual&apos;s promotion rule: a piece in the zone may promote without capturing unless its own last move declined a promotion.</source>
        <extracomment>What the rule profile “msm” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>『Middle Shogi Manual』の成りの規則を採用した HaChu のルール：敵陣内の駒は駒を取らなくても成れます。ただし、その駒自身の直前の指し手で成りを見送った場合は成れません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu&apos;s rules with the Okazaki amendment: a Lion may be taken right after a Lion trade if it is not protected.</source>
        <extracomment>What the rule profile “okazaki” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>岡崎ルールを加えた HaChu のルール：獅子の取り合いの直後でも、紐の付いていない獅子は取れます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clobber</source>
        <extracomment>Name of a variant (preset id “clobber”, family “chess”)</extracomment>
        <translation>クロバー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game of stones (Albert, Grossman, Nowakowski and Wolfe, 2001): a stone moves only by capturing an enemy stone next to it, forward, back or sideways; the player who cannot move loses.</source>
        <extracomment>Description of the variant “Clobber” (preset id “clobber”), shown in the New Game dialog</extracomment>
        <translation>石を使うゲーム（アルバート、グロスマン、ノワコフスキー、ウルフ、2001 年）。石は前後左右に隣り合う相手の石を取ることでしか動けません。動けなくなった側が負けです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clobber 10 x 10</source>
        <extracomment>Name of a variant (preset id “clobber10”, family “chess”)</extracomment>
        <translation>クロバー 10×10</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clobber on a 10 x 10 board, the size of the Computer Olympiad&apos;s tournaments: a stone moves only by capturing an enemy stone next to it, forward, back or sideways; the player who cannot move loses.</source>
        <extracomment>Description of the variant “Clobber 10 x 10” (preset id “clobber10”), shown in the New Game dialog</extracomment>
        <translation>コンピュータオリンピアードの大会と同じ 10×10 の盤で遊ぶクロバー。石は前後左右に隣り合う相手の石を取ることでしか動けません。動けなくなった側が負けです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Codrus</source>
        <extracomment>Name of a variant (preset id “codrus”, family “chess”)</extracomment>
        <translation>コドルス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losing chess in which the player who loses the king wins: capturing is compulsory and the king may be captured; stalemate also wins. Pawns do not promote to kings.</source>
        <extracomment>Description of the variant “Codrus” (preset id “codrus”), shown in the New Game dialog</extracomment>
        <translation>キングを失った側が勝つルーザーズ系チェス：取れる駒は必ず取り、キングも取られる。ステイルメイトも勝ち。ポーンはキングに昇格しない。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coffeehouse</source>
        <extracomment>Name of a variant (preset id “coffeehouse”, family “chess”)</extracomment>
        <translation>コーヒーハウス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crazyhouse in which capturing is compulsory: when a capture is possible, a capture must be made (getting out of check comes first); drops are as in Crazyhouse.</source>
        <extracomment>Description of the variant “Coffeehouse” (preset id “coffeehouse”), shown in the New Game dialog</extracomment>
        <translation>駒を取ることが義務のクレイジーハウス。取れる駒があれば必ず取らなければなりません（王手を受けているときはその回避が優先です）。持ち駒の打ち方はクレイジーハウスと同じです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coffee Race</source>
        <extracomment>Name of a variant (preset id “coffeerace”, family “chess”)</extracomment>
        <translation>コーヒーレース</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Racing Kings in which capturing is compulsory: when a capture is possible, a capture must be made; the first king to reach the eighth rank wins as in Racing Kings.</source>
        <extracomment>Description of the variant “Coffee Race” (preset id “coffeerace”), shown in the New Game dialog</extracomment>
        <translation>駒を取ることが義務のレーシング・キングス。取れる駒があれば必ず取らなければなりません。レーシング・キングスと同じく、先にキングを 8 段目に着けた側が勝ちです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coregal Chess</source>
        <extracomment>Name of a variant (preset id “coregal”, family “chess”)</extracomment>
        <translation>コリーガル・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which the queens are royal as well as the king: a side may leave none of its royals attacked, and mating a queen wins as mating the king does. Pawns still promote to queens, which are royal too (a side may have nine); the king alone castles.</source>
        <extracomment>Description of the variant “Coregal Chess” (preset id “coregal”), shown in the New Game dialog</extracomment>
        <translation>キングだけでなくクイーンも王駒となるチェス。自分の王駒はどれも取られる状態のまま放置できず、クイーンを詰ませてもキングを詰ませたのと同じく勝ちになります。ポーンはこれまでどおりクイーンにプロモーションし、そのクイーンも王駒です（一方が 9 つ持つこともありえます）。キャスリングできるのはキングだけです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Corner Chess</source>
        <extracomment>Name of a variant (preset id “corner”, family “chess”)</extracomment>
        <translation>コーナー・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with each side&apos;s pieces split between two corners (king and queen in opposite corners): pawns move one square diagonally forward and capture one square straight forward, promoting on the far rank; no double step, no castling.</source>
        <extracomment>Description of the variant “Corner Chess” (preset id “corner”), shown in the New Game dialog</extracomment>
        <translation>各側の駒が 2 つの隅に分かれて置かれるチェス（キングとクイーンは反対側の隅）。ポーンは斜め前に 1 マス進み、まっすぐ前に 1 マスで駒を取り、最奥の段でプロモーションします。2 マス前進とキャスリングはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Corner Rook Chess</source>
        <extracomment>Name of a variant (preset id “cornerrook”, family “chess”)</extracomment>
        <translation>コーナー・ルーク・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with the rooks alone on the corner squares, the other pieces one rank up and the pawns on the third rank: no pawn double step, no castling.</source>
        <extracomment>Description of the variant “Corner Rook Chess” (preset id “cornerrook”), shown in the New Game dialog</extracomment>
        <translation>ルークだけが隅のマスに置かれ、ほかの駒は 1 段上、ポーンは 3 段目に置かれるチェス。ポーンの 2 マス前進とキャスリングはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Corridor Chess</source>
        <extracomment>Name of a variant (preset id “corridor”, family “chess”)</extracomment>
        <translation>コリドー・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with a narrower setup: the bishops stand in front of the rooks&apos; and knights&apos; rank and the pawns start on the third rank with the outer files empty; pawns have no double step, there is no castling.</source>
        <extracomment>Description of the variant “Corridor Chess” (preset id “corridor”), shown in the New Game dialog</extracomment>
        <translation>配置の幅を狭めたチェス。ビショップはルークとナイトの段の前に置かれ、ポーンは 3 段目から始まり、外側のファイルは空いています。ポーンの 2 マス前進とキャスリングはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Courier Chess</source>
        <extracomment>Name of a variant (preset id “courier”, family “chess”)</extracomment>
        <translation>クーリエチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The medieval German chess on 12 x 8: besides the shatranj pieces, the courier (a bishop), the man (a non-royal king) and the schleich (a wazir). Pawns promote to ferz; baring the king or stalemating wins.</source>
        <extracomment>Description of the variant “Courier Chess” (preset id “courier”), shown in the New Game dialog</extracomment>
        <translation>12×8 の盤で指す中世ドイツのチェス。シャトランジの駒に加えて、クーリエ（ビショップの動き）、マン（王駒でないキング）、シュライヒ（ワジール：縦横に 1 マス）があります。ポーンはフェルズにプロモーションします。相手を裸王にするか、ステイルメイトにすると勝ちです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crazyhouse</source>
        <extracomment>Name of a variant (preset id “crazyhouse”, family “chess”)</extracomment>
        <translation>クレイジーハウス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which captured pieces change sides and may be dropped back on an empty square instead of a move; a promoted pawn goes back to the hand as a pawn.</source>
        <extracomment>Description of the variant “Crazyhouse” (preset id “crazyhouse”), shown in the New Game dialog</extracomment>
        <translation>取った駒が持ち駒になり、駒を動かす代わりに空いたマスに打てるチェス。プロモーションしたポーンは取られるとポーンとして持ち駒に戻ります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dai Shogi</source>
        <extracomment>Name of a variant (preset id “daishogi”, family “shogi”)</extracomment>
        <translation>大将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Great shogi on 15 x 15 squares with 65 pieces a side and no drops: Chu Shogi&apos;s pieces with the Violent Ox, Flying Dragon, Evil Wolf, Angry Boar, Cat Sword, Iron and Stone Generals and Knights, which all promote to Gold Generals. Pieces promote in the far five ranks. Losing the King (and Crown Prince) loses the game; there is no check rule.</source>
        <extracomment>Description of the variant “Dai Shogi” (preset id “daishogi”), shown in the New Game dialog</extracomment>
        <translation>15×15 マス、片側 65 枚で、持ち駒を使わない大将棋。中将棋の駒に猛牛・飛龍・悪狼・嗔猪・猫刄・鉄将・石将・桂馬が加わり、これらはすべて金将に成ります。敵陣五段で成れます。玉将（と太子）をすべて取られると負けで、王手放置の禁止はありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chu Shogi&apos;s rules without its Lion-trading rules: promotion on entering the zone or by a capture touching it, optional; royal capture without a check rule.</source>
        <extracomment>One-line description of the default rules of the variant “Dai Shogi” (New Game dialog)</extracomment>
        <translation>獅子の取り合いの規則を除いた中将棋のルール：敵陣に入るとき、または始点か終点が敵陣にある駒取りで成れます（成りは任意）。王取りで勝敗を決め、王手放置の禁止はありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Promotion on entering the five-rank zone or by a capture touching it; any Lion may take any Lion. Certain: the board, the setup, every piece&apos;s move and promotion (the modern sources and HaChu agree). Chosen: Chu Shogi&apos;s promotion, repetition and royal-capture rules, and no Lion-trading rules, as HaChu plays.</source>
        <extracomment>One-line description of the rule profile “hachu” of the variant “Dai Shogi” (New Game dialog)</extracomment>
        <translation>敵陣五段に入るとき、または始点か終点が敵陣にある駒取りで成れます。獅子はどの獅子でも取れます。確実な点：盤、初期配置、すべての駒の動きと成り（現代の資料と HaChu が一致しています）。選択した点：HaChu と同じく、中将棋の成り・千日手・王取りの規則を用い、獅子の取り合いの規則は用いないこと。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu 0.21&apos;s dai, the default: the setup and moves of the English Wikipedia and the Chess Variant Pages; Chu Shogi&apos;s rules (promotion on entering the zone or by a capture starting or ending in it, royal capture, fourfold repetition) without the Lion-trading rules, which HaChu does not apply in Dai (a Lion takes a protected Lion two squares away); a piece inside the zone may move or capture to where it has no further move (a Knight to the last two ranks, a Pawn to the last), as HaChu accepts. The oracle test compares HaChu with this profile.</source>
        <extracomment>What the rule profile “hachu” of the variant “Dai Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>HaChu 0.21 の dai（既定）：初期配置と駒の動きは英語版ウィキペディアと Chess Variant Pages に従います。中将棋のルール（敵陣に入るとき、または始点か終点が敵陣にある駒取りで成り、王取り、千日手）を用いますが、獅子の取り合いの規則は HaChu が大将棋では適用しないため用いません（獅子は 2 マス先の紐の付いた獅子も取れます）。敵陣内の駒は、HaChu が受け付けるとおり、行き所のない駒になるマスにも移動したり駒を取ったりできます（桂馬は奥の二段、歩兵は最奥の段）。オラクルテストではこのルールプロファイルと HaChu を比較します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Diagonal Chess</source>
        <extracomment>Name of a variant (preset id “diagonal”, family “chess”)</extracomment>
        <translation>ダイアゴナル・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with the armies set up along the long diagonal, kings in the a1 and h8 corners: pawns move one square diagonally towards the enemy corner, capture one square straight forward or sideways towards it, and promote on the enemy&apos;s two edges.</source>
        <extracomment>Description of the variant “Diagonal Chess” (preset id “diagonal”), shown in the New Game dialog</extracomment>
        <translation>両軍を長い対角線に沿って配置し、キングを a1 と h8 の隅に置くチェス。ポーンは相手の隅に向かって斜めに 1 マス進み、その方向へまっすぐ前か横に 1 マスで駒を取り、相手側の 2 辺でプロモーションします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Diamond Chess</source>
        <extracomment>Name of a variant (preset id “diamond”, family “chess”)</extracomment>
        <translation>ダイヤモンド・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with the board turned 45 degrees: the armies start in opposite corners, pawns move one square diagonally towards the enemy corner and capture one square straight forward or sideways towards it, and promote on the enemy&apos;s two edges.</source>
        <extracomment>Description of the variant “Diamond Chess” (preset id “diamond”), shown in the New Game dialog</extracomment>
        <translation>盤を 45 度回したチェス。両軍は向かい合う隅から始まります。ポーンは相手の隅に向かって斜めに 1 マス進み、その方向へまっすぐ前か横に 1 マスで駒を取り、相手側の 2 辺でプロモーションします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Diana Chess</source>
        <extracomment>Name of a variant (preset id “diana”, family “chess”)</extracomment>
        <translation>ダイアナ・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 6 x 6 board with bishops but no queen: no pawn double step, no en passant; pawns promote to rook, bishop or knight, and castling puts the king on b or e (entered as the king moving onto its rook).</source>
        <extracomment>Description of the variant “Diana Chess” (preset id “diana”), shown in the New Game dialog</extracomment>
        <translation>ビショップはあるがクイーンのない 6×6 の盤のチェス。ポーンの 2 マス前進とアンパッサンはありません。ポーンはルーク・ビショップ・ナイトにプロモーションし、キャスリングではキングが b か e に移ります（キングを自分のルークの上に動かして入力します）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dobutsu Shogi</source>
        <extracomment>Name of a variant (preset id “dobutsu”, family “shogi”)</extracomment>
        <translation>どうぶつしょうぎ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Madoka Kitao&apos;s shogi for children on 3 x 4 squares: lion, giraffe, elephant and chick, which becomes a hen on the far rank. A lion that reaches the far rank and survives wins.</source>
        <extracomment>Description of the variant “Dobutsu Shogi” (preset id “dobutsu”), shown in the New Game dialog</extracomment>
        <translation>北尾まどか考案の子ども向けの将棋（3×4 マス）：ライオン、キリン、ゾウ、ヒヨコで遊び、ヒヨコは最奥の段でニワトリに成ります。ライオンが最奥の段に進んで取られなければ勝ち（トライ）です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double Army Chess</source>
        <extracomment>Name of a variant (preset id “doublearmy”, family “chess”)</extracomment>
        <translation>ダブル・アーミー・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on the usual board with two armies a side, the second one in front of the first; the second army&apos;s king is a commoner that moves like a king but is not royal.</source>
        <extracomment>Description of the variant “Double Army Chess” (preset id “doublearmy”), shown in the New Game dialog</extracomment>
        <translation>通常の盤で、各側が 2 組の軍勢を持つチェス。2 組目は 1 組目の前に置かれます。2 組目のキングはコモナーで、キングとして動きますが王駒ではありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duck Chess</source>
        <extracomment>Name of a variant (preset id “duck”, family “chess”)</extracomment>
        <translation>ダックチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with a duck (duckchess.com): after moving a piece, a player must move the duck, which belongs to no one, to any other empty square; in the first move it enters the board. Nothing may move onto, over or capture the duck. There is no check: a king may move into or stay in an attack, and a player whose king is captured loses. A player who has no move wins. Castling, en passant and promotion as in chess (the rules of Fairy-Stockfish).</source>
        <extracomment>Description of the variant “Duck Chess” (preset id “duck”), shown in the New Game dialog</extracomment>
        <translation>アヒルを使うチェス（duckchess.com）。駒を動かした後、プレイヤーは誰のものでもないアヒルを、空いているほかのマスのどこかへ動かさなければなりません。最初の手でアヒルが盤に登場します。アヒルのいるマスへ動くこと、アヒルを越えて動くこと、アヒルを取ることはできません。チェックの規則はなく、キングは攻撃されているマスへ動くことも、そこにとどまることもでき、キングを取られた側の負けです。指し手のない側は勝ちです。キャスリング、アンパッサン、プロモーションはチェスと同じです（Fairy-Stockfish のルール）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Elimination Chess</source>
        <extracomment>Name of a variant (preset id “elimination”, family “chess”)</extracomment>
        <translation>エリミネーション・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losing chess turned round: capturing is compulsory and there is no check, but a player reduced to a single piece, or left without a move, loses.</source>
        <extracomment>Description of the variant “Elimination Chess” (preset id “elimination”), shown in the New Game dialog</extracomment>
        <translation>ルーザーズ系チェスを逆にしたもの。取れる駒は必ず取り、王手はありませんが、駒が 1 枚だけになった側、または指し手がなくなった側が負けです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embassy Chess</source>
        <extracomment>Name of a variant (preset id “embassy”, family “chess”)</extracomment>
        <translation>エンバシーチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kevin Hill&apos;s Capablanca Chess array with the king on the e-file: it castles three squares, to the b- or the h-file.</source>
        <extracomment>Description of the variant “Embassy Chess” (preset id “embassy”), shown in the New Game dialog</extracomment>
        <translation>ケヴィン・ヒル考案の、キングを e ファイルに置くカパブランカ・チェスの配置。キングは 3 マス動いて b ファイルか h ファイルへキャスリングします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EuroShogi</source>
        <extracomment>Name of a variant (preset id “euroshogi”, family “shogi”)</extracomment>
        <translation>ユーロ将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vincent Trinh&apos;s 8 x 8 shogi: the knight also steps sideways, and every promotion is compulsory.</source>
        <extracomment>Description of the variant “EuroShogi” (preset id “euroshogi”), shown in the New Game dialog</extracomment>
        <translation>ヴィンセント・トリン考案の 8×8 の将棋：桂馬は横にも 1 マス動け、成りはすべて強制です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extinction Chess</source>
        <extracomment>Name of a variant (preset id “extinction”, family “chess”)</extracomment>
        <translation>エクスティンクション・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R. Wayne Schmittberger&apos;s chess in which a player who loses all pieces of one kind (the king, the queen, both rooks, both bishops, both knights or all pawns) loses. There is no check; pawns may also promote to a king.</source>
        <extracomment>Description of the variant “Extinction Chess” (preset id “extinction”), shown in the New Game dialog</extracomment>
        <translation>R・ウェイン・シュミットバーガーのチェス。ある種類の駒を全て失った側（キング、クイーン、ルーク2つ、ビショップ2つ、ナイト2つ、またはポーン全て）が負け。王手の規則はなく、ポーンはキングにも昇格できる。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flipello</source>
        <extracomment>Name of a variant (preset id “flipello”, family “chess”)</extracomment>
        <translation>フリッペロ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Othello, the modern reversi, as Fairy-Stockfish plays it: the board starts with two discs a side crossed in the centre. A player drops a disc from the hand on an empty square so that it encloses, in a straight line in any of the eight directions, one or more enemy discs between it and a disc of the player&apos;s; every disc it encloses so turns to the player&apos;s colour. A drop that encloses nothing is not allowed, and a player who has no such drop passes. When neither player can drop, the player with more discs on the board wins.</source>
        <extracomment>Description of the variant “Flipello” (preset id “flipello”), shown in the New Game dialog</extracomment>
        <translation>現代のリバーシであるオセロを、Fairy-Stockfish と同じ指し方で遊びます。最初は盤の中央に各側 2 個の石が交差するように置かれています。プレイヤーは持ち駒の石を空いたマスに打ち、8 方向のいずれかの直線上で、打った石と自分の石との間に相手の石を 1 個以上挟まなければなりません。こうして挟んだ石はすべて自分の色に変わります。何も挟まない打ち方は認められず、そのような打ち方がないプレイヤーはパスします。両者とも打てなくなると、盤上の石が多い側の勝ちです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flipello 10x10</source>
        <extracomment>Name of a variant (preset id “flipello10”, family “chess”)</extracomment>
        <translation>フリッペロ 10x10</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Othello on a 10 x 10 board, a size played mostly by computers: the same rules as Flipello, with the four starting discs in the centre (e5, f5, e6, f6). A drop must enclose enemy discs in a line, which turn; a player without such a drop passes; when neither can drop, more discs win.</source>
        <extracomment>Description of the variant “Flipello 10x10” (preset id “flipello10”), shown in the New Game dialog</extracomment>
        <translation>10×10 の盤で遊ぶオセロで、主にコンピューターが対戦するサイズです。ルールはフリッペロと同じで、最初の 4 個の石は中央（e5、f5、e6、f6）に置かれます。打つ石は相手の石を直線上で挟まなければならず、挟まれた石は裏返ります。そのような打ち方がないプレイヤーはパスし、両者とも打てなくなると石の多い側の勝ちです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flipersi</source>
        <extracomment>Name of a variant (preset id “flipersi”, family “chess”)</extracomment>
        <translation>フリッパーシ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reversi in its older form, as Fairy-Stockfish plays it: the board starts empty and the first four discs go on the four centre squares (d4, e4, d5, e5), anywhere among them. From then on a disc dropped from the hand must enclose, in a straight line, one or more enemy discs between it and a disc of the player&apos;s, and every disc it encloses turns. A player who cannot drop does not pass: the game ends there, and the player with more discs on the board wins.</source>
        <extracomment>Description of the variant “Flipersi” (preset id “flipersi”), shown in the New Game dialog</extracomment>
        <translation>古い形のリバーシを、Fairy-Stockfish と同じ指し方で遊びます。最初は盤が空で、最初の 4 個の石は中央の 4 マス（d4、e4、d5、e5）のどこにでも置けます。その後は、持ち駒から打つ石は直線上で、自分の石との間に相手の石を 1 個以上挟まなければならず、挟んだ石はすべて裏返ります。打てないプレイヤーはパスできず、その時点で対局が終わり、盤上の石が多い側の勝ちです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gardner&apos;s Minichess</source>
        <extracomment>Name of a variant (preset id “gardner”, family “chess”)</extracomment>
        <translation>ガードナーのミニチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 5 x 5 board with one of each piece and five pawns, as Martin Gardner published it in 1969: no pawn double step, no castling, no en passant; pawns promote on the far rank.</source>
        <extracomment>Description of the variant “Gardner&apos;s Minichess” (preset id “gardner”), shown in the New Game dialog</extracomment>
        <translation>1969 年にマーティン・ガードナーが発表した、各駒 1 枚ずつとポーン 5 枚で指す 5×5 の盤のチェス。ポーンの 2 マス前進、キャスリング、アンパッサンはありません。ポーンは最奥の段でプロモーションします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gemini Chess</source>
        <extracomment>Name of a variant (preset id “gemini”, family “chess”)</extracomment>
        <translation>ジェミニ・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 10 x 8 board with two archbishops (bishop + knight) a side between the bishops and the royal pair; castling puts the king on c or i.</source>
        <extracomment>Description of the variant “Gemini Chess” (preset id “gemini”), shown in the New Game dialog</extracomment>
        <translation>10×8 の盤で指すチェス。各側はビショップとキング・クイーンの間にアーチビショップ（ビショップ＋ナイト）を 2 枚持ちます。キャスリングではキングが c か i に移ります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Giveaway</source>
        <extracomment>Name of a variant (preset id “giveaway”, family “chess”)</extracomment>
        <translation>ギブアウェイ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losing chess with castling: capturing is compulsory, the king is an ordinary piece, and a player who loses all pieces or has no move wins.</source>
        <extracomment>Description of the variant “Giveaway” (preset id “giveaway”), shown in the New Game dialog</extracomment>
        <translation>キャスリングありのルーザーズ系チェス：取れる駒は必ず取り、キングは普通の駒で、全ての駒を失うか指し手がなくなった側が勝つ。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goro Goro Shogi</source>
        <extracomment>Name of a variant (preset id “gorogoro”, family “shogi”)</extracomment>
        <translation>ごろごろ将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shogi for beginners on a 5 x 6 board with kings, golds, silvers and three pawns a side; pieces promote in the far two ranks, drops as in shogi.</source>
        <extracomment>Description of the variant “Goro Goro Shogi” (preset id “gorogoro”), shown in the New Game dialog</extracomment>
        <translation>5×6 の盤で指す初心者向けの将棋。各側は玉将・金将・銀将と歩兵 3 枚で指します。敵陣二段で成れ、持ち駒は将棋と同じように打てます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goro Goro Shogi Plus</source>
        <extracomment>Name of a variant (preset id “gorogoroplus”, family “shogi”)</extracomment>
        <translation>ごろごろ将棋プラス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goro Goro Shogi with a knight and a lance in each player&apos;s hand at the start: a 5 x 6 board with kings, golds, silvers and three pawns a side; pieces promote in the far two ranks, drops as in shogi.</source>
        <extracomment>Description of the variant “Goro Goro Shogi Plus” (preset id “gorogoroplus”), shown in the New Game dialog</extracomment>
        <translation>開始時に各側が桂馬と香車を 1 枚ずつ持ち駒にしているごろごろ将棋。5×6 の盤で、各側は玉将・金将・銀将と歩兵 3 枚で指します。敵陣二段で成れ、持ち駒は将棋と同じように打てます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gothhouse</source>
        <extracomment>Name of a variant (preset id “gothhouse”, family “chess”)</extracomment>
        <translation>ゴスハウス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gothic Chess with Crazyhouse&apos;s drops: captured pieces change sides and may be dropped back on an empty square instead of a move; a promoted pawn goes back to the hand as a pawn.</source>
        <extracomment>Description of the variant “Gothhouse” (preset id “gothhouse”), shown in the New Game dialog</extracomment>
        <translation>クレイジーハウスの持ち駒ルールを取り入れたゴシックチェス。取った駒が持ち駒になり、駒を動かす代わりに空いたマスに打てます。プロモーションしたポーンは取られるとポーンとして持ち駒に戻ります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gothic Chess</source>
        <extracomment>Name of a variant (preset id “gothic”, family “chess”)</extracomment>
        <translation>ゴシックチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ed Trice&apos;s Capablanca Chess with another array: the chancellor beside the queen and the archbishop beside the king.</source>
        <extracomment>Description of the variant “Gothic Chess” (preset id “gothic”), shown in the New Game dialog</extracomment>
        <translation>エド・トライス考案の、配置を変えたカパブランカ・チェス。チャンセラーはクイーンの隣、アーチビショップはキングの隣に置きます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grand Chess</source>
        <extracomment>Name of a variant (preset id “grand”, family “chess”)</extracomment>
        <translation>グランドチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Christian Freeling&apos;s 10 x 10 chess with marshal (rook + knight) and cardinal (bishop + knight); pawns promote on the 8th and 9th ranks optionally, on the 10th necessarily, only to a piece already lost.</source>
        <extracomment>Description of the variant “Grand Chess” (preset id “grand”), shown in the New Game dialog</extracomment>
        <translation>クリスチャン・フリーリング考案の 10×10 のチェス。マーシャル（ルーク＋ナイト）とカーディナル（ビショップ＋ナイト）が加わります。ポーンは 8・9 段目では任意で、10 段目では必ずプロモーションしますが、既に取られた駒にしかなれません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grasshopper Chess</source>
        <extracomment>Name of a variant (preset id “grasshopper”, family “chess”)</extracomment>
        <translation>グラスホッパーチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with a row of grasshoppers behind the pawns: a grasshopper moves along queen lines over one piece and lands on the square just beyond it. Pawns have no double step.</source>
        <extracomment>Description of the variant “Grasshopper Chess” (preset id “grasshopper”), shown in the New Game dialog</extracomment>
        <translation>ポーンの後ろにグラスホッパーを 1 列並べたチェス。グラスホッパーはクイーンの動く線上で駒を 1 枚跳び越え、そのすぐ先のマスに止まります。ポーンの 2 マス前進はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gustav III&apos;s Chess</source>
        <extracomment>Name of a variant (preset id “gustav3”, family “chess”)</extracomment>
        <translation>グスタフ 3 世のチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 10 x 8 board with an amazon (queen + knight) in each corner, after the chess of King Gustav III of Sweden; the a- and j-files are cut away between the back ranks, so the amazons leave their corners along the back rank or diagonally. Pawns promote to amazon, queen, rook, bishop or knight. The king castles with the rooks on b and i to the d- or h-file.</source>
        <extracomment>Description of the variant “Gustav III&apos;s Chess” (preset id “gustav3”), shown in the New Game dialog</extracomment>
        <translation>スウェーデン王グスタフ 3 世のチェスにちなむ、10×8 の盤の四隅にアマゾン（クイーン＋ナイト）を置くチェス。a ファイルと j ファイルは両者の最下段の間が切り取られているため、アマゾンは最下段に沿って、または斜めに隅から出ます。ポーンはアマゾン・クイーン・ルーク・ビショップ・ナイトにプロモーションします。キングは b と i のルークとキャスリングし、d ファイルか h ファイルへ移ります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hoppel-Poppel</source>
        <extracomment>Name of a variant (preset id “hoppelpoppel”, family “chess”)</extracomment>
        <translation>ホッペル・ポッペル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>German chess variant: the knight moves as a knight but captures as a bishop, and the bishop moves as a bishop but captures as a knight.</source>
        <extracomment>Description of the variant “Hoppel-Poppel” (preset id “hoppelpoppel”), shown in the New Game dialog</extracomment>
        <translation>ドイツ生まれの変則チェス：ナイトはナイトとして動きますが、駒を取るときはビショップとして動きます。ビショップはビショップとして動きますが、駒を取るときはナイトとして動きます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Horde</source>
        <extracomment>Name of a variant (preset id “horde”, family “chess”)</extracomment>
        <translation>ホード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White&apos;s 36 pawns and no king against Black&apos;s army: White wins by checkmate, Black by capturing every white piece. White&apos;s pawns on the first rank may also step two squares.</source>
        <extracomment>Description of the variant “Horde” (preset id “horde”), shown in the New Game dialog</extracomment>
        <translation>白はキングなしの36個のポーン、黒は通常の軍勢。白はチェックメイトで、黒は白の駒を全て取って勝つ。白の1段目のポーンも2マス進める。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ninth-century Indian Chess</source>
        <extracomment>Name of a variant (preset id “indian9”, family “chess”)</extracomment>
        <translation>9 世紀インドのチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shatranj as it was said to be played in ninth-century India: a dabbaba leaping two squares straight stands in the corners, the ferz beside the king, the rooks on c and f; a stalemated player wins, and baring the king loses.</source>
        <extracomment>Description of the variant “Ninth-century Indian Chess” (preset id “indian9”), shown in the New Game dialog</extracomment>
        <translation>9 世紀のインドで指されていたと伝えられるシャトランジ。まっすぐ 2 マス跳ぶダッバーバが隅に、フェルズがキングの隣に、ルークが c と f に置かれます。ステイルメイトにされた側が勝ち、裸王になった側は負けです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Indian Great Chess</source>
        <extracomment>Name of a variant (preset id “indiangreat”, family “chess”)</extracomment>
        <translation>インディアン・グレート・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A historical Indian chess on a 10 x 10 board with the chess pieces plus an archbishop (vizier: bishop + knight), a chancellor (general: rook + knight) and an amazon (giraffe: queen + knight); pawns step one square and promote only to a queen; no castling.</source>
        <extracomment>Description of the variant “Indian Great Chess” (preset id “indiangreat”), shown in the New Game dialog</extracomment>
        <translation>10×10 の盤で指す、インドの歴史的なチェス。チェスの駒に加え、アーチビショップ（宰相：ビショップ＋ナイト）、チャンセラー（ジェネラル：ルーク＋ナイト）、アマゾン（キリン：クイーン＋ナイト）を使います。ポーンは 1 マスずつ進み、クイーンにしかプロモーションできません。キャスリングはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi</source>
        <extracomment>Name of a variant (preset id “janggi”, family “janggi”)</extracomment>
        <translation>チャンギ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Korean chess: generals and guards stay in the palace and move along its lines, cannons jump over one piece but never over or onto another cannon, elephants make a long lame leap; a turn may be passed, and generals facing each other (bikjang) end the game.</source>
        <extracomment>Description of the variant “Janggi” (preset id “janggi”), shown in the New Game dialog</extracomment>
        <translation>朝鮮の将棋：将と士は宮から出られず、宮の線に沿って動きます。包は駒を 1 枚跳び越して動きますが、包を跳び越すことも取ることもできません。象は途中で止められる長い跳躍をします。手番はパスでき、将同士が向かい合う（ビッチャン）と対局が終わります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi (casual rules)</source>
        <extracomment>Name of a variant (preset id “janggicasual”, family “janggi”)</extracomment>
        <translation>チャンギ（カジュアルルール）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi as Fairy-Stockfish&apos;s janggicasual plays it: generals facing each other (bikjang) do not end the game, and no material count decides it; a repeated position is a draw.</source>
        <extracomment>Description of the variant “Janggi (casual rules)” (preset id “janggicasual”), shown in the New Game dialog</extracomment>
        <translation>Fairy-Stockfish の janggicasual と同じ指し方のチャンギ。将同士が向かい合っても（ビッチャン）対局は終わらず、駒の点数計算で勝敗を決めることもありません。同一局面の繰り返しは引き分けです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi (modern rules)</source>
        <extracomment>Name of a variant (preset id “janggimodern”, family “janggi”)</extracomment>
        <translation>チャンギ（現代ルール）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi as Fairy-Stockfish&apos;s janggimodern plays it, after Kakao Janggi: generals facing each other (bikjang) do not end the game, and a position repeated a fourth time is a draw; two passes in a row still end it. The Kakao rules forbid a move that repeats an earlier position instead. The material count that decides Kakao&apos;s drawn games is not modelled.</source>
        <extracomment>Description of the variant “Janggi (modern rules)” (preset id “janggimodern”), shown in the New Game dialog</extracomment>
        <translation>Fairy-Stockfish の janggimodern と同じ指し方のチャンギで、Kakao チャンギに倣っています。将同士が向かい合っても（ビッチャン）対局は終わらず、同一局面が 4 回目に現れると引き分けです。2 回続けてパスした場合は、これまでどおり対局が終わります。Kakao のルールでは代わりに、以前の局面を繰り返す手を禁止しています。Kakao で引き分けの対局を決着させる駒の点数計算は再現していません。</translation>
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
        <translation>同一局面の繰り返しは認められ、4 回目で引き分けになります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kakao Janggi</source>
        <extracomment>Name of the rule profile “kakao” of the variant “Janggi (modern rules)” (New Game dialog, window title)</extracomment>
        <translation>Kakao チャンギ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A move that repeats an earlier position (since the last capture or soldier move) is not allowed.</source>
        <extracomment>One-line description of the rule profile “kakao” of the variant “Janggi (modern rules)” (New Game dialog)</extracomment>
        <translation>以前の局面（最後に駒を取った手または兵を動かした手より後の局面）を繰り返す手は指せません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fairy-Stockfish&apos;s moveRepetitionIllegal ends the game against a side that keeps moving a piece back and forth; its perft counts such moves (1,024 at depth 2 includes two passes that repeat the start). This profile forbids the repeating move itself, as Kakao Janggi does.</source>
        <extracomment>What the rule profile “kakao” of the variant “Janggi (modern rules)” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Fairy-Stockfish の moveRepetitionIllegal は、駒を行ったり来たりさせ続ける側の負けとして対局を終わらせます。そのため perft はそのような手も数えます（深さ 2 の 1,024 には、開始局面を繰り返す 2 回のパスが含まれます）。このルールプロファイルは、Kakao チャンギと同じく、局面を繰り返す手そのものを禁止します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi (traditional rules)</source>
        <extracomment>Name of a variant (preset id “janggitraditional”, family “janggi”)</extracomment>
        <translation>チャンギ（伝統ルール）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi as Fairy-Stockfish&apos;s janggitraditional plays it: generals facing each other (bikjang) end the game in a draw, a repeated position is a draw, and no material count decides the game.</source>
        <extracomment>Description of the variant “Janggi (traditional rules)” (preset id “janggitraditional”), shown in the New Game dialog</extracomment>
        <translation>Fairy-Stockfish の janggitraditional と同じ指し方のチャンギ。将同士が向かい合う（ビッチャン）と対局は引き分けで終わり、同一局面の繰り返しも引き分けです。駒の点数計算で勝敗を決めることはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janus Chess</source>
        <extracomment>Name of a variant (preset id “janus”, family “chess”)</extracomment>
        <translation>ヤヌスチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Werner Schöndorf&apos;s 10 x 8 chess with two janus pieces (bishop + knight) beside the rooks; the king castles to the b- or the i-file.</source>
        <extracomment>Description of the variant “Janus Chess” (preset id “janus”), shown in the New Game dialog</extracomment>
        <translation>ヴェルナー・シェーンドルフ考案の 10×8 のチェス。ルークの隣に 2 枚のヤヌス（ビショップ＋ナイト）を置きます。キングは b ファイルか i ファイルへキャスリングします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jeson Mor</source>
        <extracomment>Name of a variant (preset id “jesonmor”, family “chess”)</extracomment>
        <translation>ジェソンモル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mongolian game of nine knights a side on a 9 x 9 board. A knight that reaches the centre square e5 and is still there when its side is to move again wins: the other side has one move to take it. A side without a legal move loses. No other pieces, no check.</source>
        <extracomment>Description of the variant “Jeson Mor” (preset id “jesonmor”), shown in the New Game dialog</extracomment>
        <translation>9×9 の盤で各側 9 枚のナイトを使うモンゴルのゲーム。中央のマス e5 に到達したナイトが、自分の手番が再び来たときにまだそこにいれば勝ちです。相手にはそのナイトを取るための 1 手があります。合法手のない側が負けです。ほかの駒はなく、チェックもありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judkins Shogi</source>
        <extracomment>Name of a variant (preset id “judkins”, family “shogi”)</extracomment>
        <translation>ジャドキンス将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shogi on a 6 x 6 board (Paul Judkins, 1998) with one of each piece but the lance and one pawn a side; pieces promote in the far two ranks, drops as in shogi.</source>
        <extracomment>Description of the variant “Judkins Shogi” (preset id “judkins”), shown in the New Game dialog</extracomment>
        <translation>6×6 の盤で指す将棋（ポール・ジャドキンス、1998 年）。各側は香車を除く各駒 1 枚ずつと歩兵 1 枚で指します。敵陣二段で成れ、持ち駒は将棋と同じように打てます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kamikaze Rooks</source>
        <extracomment>Name of a variant (preset id “kamikazerooks”, family “chess”)</extracomment>
        <translation>カミカゼ・ルーク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which a side that has lost both its rooks wins; checkmate still wins too.</source>
        <extracomment>Description of the variant “Kamikaze Rooks” (preset id “kamikazerooks”), shown in the New Game dialog</extracomment>
        <translation>ルークを 2 枚とも失った側が勝つチェス。チェックメイトでも従来どおり勝てます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kar Ouk</source>
        <extracomment>Name of a variant (preset id “karouk”, family “chess”)</extracomment>
        <translation>カー・オク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cambodian chess in which the first check wins.</source>
        <extracomment>Description of the variant “Kar Ouk” (preset id “karouk”), shown in the New Game dialog</extracomment>
        <translation>最初にチェックをかけた側が勝つカンボジアチェス。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kinglet</source>
        <extracomment>Name of a variant (preset id “kinglet”, family “chess”)</extracomment>
        <translation>キングレット</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>V. R. Parton&apos;s chess in which a player who loses all pawns loses. The king is an ordinary piece without check, and pawns promote only to kings.</source>
        <extracomment>Description of the variant “Kinglet” (preset id “kinglet”), shown in the New Game dialog</extracomment>
        <translation>V・R・パートンのチェス。ポーンを全て失った側が負け。キングは王手のない普通の駒で、ポーンはキングにのみ昇格する。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King of the Hill</source>
        <extracomment>Name of a variant (preset id “kingofthehill”, family “chess”)</extracomment>
        <translation>キング・オブ・ザ・ヒル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which a king that reaches one of the four centre squares (d4, e4, d5, e5) wins at once; checkmate wins as usual.</source>
        <extracomment>Description of the variant “King of the Hill” (preset id “kingofthehill”), shown in the New Game dialog</extracomment>
        <translation>キングが中央の4マス（d4, e4, d5, e5）のいずれかに到達すると即勝ちとなるチェス。チェックメイトも通常どおり勝ち。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Knightmate</source>
        <extracomment>Name of a variant (preset id “knightmate”, family “chess”)</extracomment>
        <translation>ナイトメイト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The royal piece moves as a knight and is checkmated as a king; the knights are replaced by commoners, which move as a king but are not royal.</source>
        <extracomment>Description of the variant “Knightmate” (preset id “knightmate”), shown in the New Game dialog</extracomment>
        <translation>王駒はナイトとして動き、キングと同じように詰まされます。ナイトの代わりにコモナーを使い、コモナーはキングとして動きますが王駒ではありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Koedem</source>
        <extracomment>Name of a variant (preset id “koedem”, family “chess”)</extracomment>
        <translation>コーデム</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bughouse with kings that can be captured, played on one board as Fairy-Stockfish plays it: the king is an ordinary piece that may still castle, a king in hand must be dropped before any other move, and captured pieces leave the game (in bughouse they go to the partner&apos;s board). Koedem&apos;s win, a team owning all four kings, cannot happen on one board: a player without a legal move loses, and the 50-move rule and repetition draw.</source>
        <extracomment>Description of the variant “Koedem” (preset id “koedem”), shown in the New Game dialog</extracomment>
        <translation>王を取ることができるバグハウスを、Fairy-Stockfish と同じく一つの盤で指すもの。キングは普通の駒だがキャスリングはでき、持ち駒のキングは他のどの手よりも先に打たなければならず、取られた駒はゲームから取り除かれる（バグハウスでは味方の盤へ渡る）。チームが4つのキングをすべて持つというコーデム本来の勝ちは一つの盤では起こり得ない。合法手のない側が負けとなり、50手ルールと同一局面の反復は引き分けとなる。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kyoto Shogi</source>
        <extracomment>Name of a variant (preset id “kyotoshogi”, family “shogi”)</extracomment>
        <translation>京都将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>5 x 5 shogi in which every piece but the king turns over after each of its moves (pawn and rook, silver and bishop, lance and gold, knight and gold) and may be dropped either side up.</source>
        <extracomment>Description of the variant “Kyoto Shogi” (preset id “kyotoshogi”), shown in the New Game dialog</extracomment>
        <translation>5×5 の将棋。玉将以外の駒は動くたびに裏返り（歩と飛、銀と角、香と金、桂と金）、持ち駒はどちらの面でも打てます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Legan Chess</source>
        <extracomment>Name of a variant (preset id “legan”, family “chess”)</extracomment>
        <translation>レガン・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L. Legan&apos;s 1913 chess with the armies in opposite corners: pawns move diagonally towards the enemy corner and capture straight forward or sideways towards it; they promote on the enemy&apos;s corner edges.</source>
        <extracomment>Description of the variant “Legan Chess” (preset id “legan”), shown in the New Game dialog</extracomment>
        <translation>L・レガンが 1913 年に考案した、両軍が向かい合う隅に陣取るチェス。ポーンは相手の隅に向かって斜めに進み、その方向へまっすぐ前か横に駒を取ります。ポーンは相手の隅をなす 2 辺でプロモーションします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loop Chess</source>
        <extracomment>Name of a variant (preset id “loop”, family “chess”)</extracomment>
        <translation>ループチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crazyhouse in which a captured promoted piece goes to the hand as the piece it became, not as a pawn.</source>
        <extracomment>Description of the variant “Loop Chess” (preset id “loop”), shown in the New Game dialog</extracomment>
        <translation>取られたプロモーション済みの駒が、ポーンではなくプロモーション後の駒として持ち駒になるクレイジーハウス。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Los Alamos Chess</source>
        <extracomment>Name of a variant (preset id “losalamos”, family “chess”)</extracomment>
        <translation>ロスアラモス・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 6 x 6 board without bishops, as the MANIAC computer played it in 1956: no pawn double step, no castling, no en passant; pawns promote to queen, rook or knight.</source>
        <extracomment>Description of the variant “Los Alamos Chess” (preset id “losalamos”), shown in the New Game dialog</extracomment>
        <translation>1956 年にコンピュータ MANIAC が指した、ビショップのない 6×6 の盤のチェス。ポーンの 2 マス前進、キャスリング、アンパッサンはありません。ポーンはクイーン・ルーク・ナイトにプロモーションします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losers</source>
        <extracomment>Name of a variant (preset id “losers”, family “chess”)</extracomment>
        <translation>ルーザーズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losing chess with the check rule: capturing is compulsory, and a player who is checkmated, stalemated or left with the bare king wins.</source>
        <extracomment>Description of the variant “Losers” (preset id “losers”), shown in the New Game dialog</extracomment>
        <translation>王手の規則があるルーザーズ系チェス：取れる駒は必ず取り、詰まされるかステイルメイトになるか裸王になった側が勝つ。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Maharajah and the Sepoys</source>
        <extracomment>Name of a variant (preset id “maharajah”, family “chess”)</extracomment>
        <translation>マハラジャとセポイ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unequal armies: White has a single maharajah, a royal piece that moves as queen and knight, against Black&apos;s full chess army; White wins by checkmating Black&apos;s king, Black by checkmating the maharajah.</source>
        <extracomment>Description of the variant “Maharajah and the Sepoys” (preset id “maharajah”), shown in the New Game dialog</extracomment>
        <translation>非対称の軍勢で指すチェス。白はクイーンとナイトの動きを兼ねる王駒マハラジャ 1 枚だけで、黒の完全なチェスの軍勢と戦います。白は黒のキングを、黒はマハラジャをチェックメイトすれば勝ちです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Makpong</source>
        <extracomment>Name of a variant (preset id “makpong”, family “chess”)</extracomment>
        <translation>マークポン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Makruk played for tie-breaks (&quot;defensive chess&quot;): a king in check may not move away; it may only capture the checking piece, and otherwise the check must be blocked or the checker taken by another piece.</source>
        <extracomment>Description of the variant “Makpong” (preset id “makpong”), shown in the New Game dialog</extracomment>
        <translation>タイブレークで指されるマークルック（「守りのチェス」）。チェックされたキングは逃げることができず、チェックしている駒を取ることしかできません。それ以外の場合は、間に駒を入れてチェックを遮るか、ほかの駒でチェックしている駒を取らなければなりません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Makruk</source>
        <extracomment>Name of a variant (preset id “makruk”, family “chess”)</extracomment>
        <translation>マークルック</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thai chess: the khon (silver general) and the met (ferz); pawns start on the third rank and promote to met on the sixth. No 50-move rule: once no pawn is left, or a side is down to its king, a count runs (the board&apos;s honour, 64 moves; the pieces&apos; honour, from 8 to 64 moves by the stronger side&apos;s pieces, counted from the number of pieces on the board), and the game is drawn when it runs out before mate.</source>
        <extracomment>Description of the variant “Makruk” (preset id “makruk”), shown in the New Game dialog</extracomment>
        <translation>タイの将棋：コン（銀将の動き）とメット（フェルズの動き）があります。ポーンは 3 段目から始まり、6 段目でメットに成ります。50 手ルールはありません。ポーンがなくなるか、一方がキングだけになるとカウントが始まり（盤の名誉は 64 手、駒の名誉は優勢側の駒に応じて 8～64 手で、盤上の駒の数から数え始めます）、詰む前にカウントが尽きると引き分けになります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Manchu Chess</source>
        <extracomment>Name of a variant (preset id “manchu”, family “xiangqi”)</extracomment>
        <translation>満洲棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yitong, an asymmetric xiangqi: Red has no horses, cannons or second chariot, but a banner that moves as a chariot, a cannon or a horse.</source>
        <extracomment>Description of the variant “Manchu Chess” (preset id “manchu”), shown in the New Game dialog</extracomment>
        <translation>一統棋とも呼ばれる非対称のシャンチー：赤には馬・砲と 2 枚目の車がない代わりに、車・砲・馬のいずれとしても動ける旗があります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Micro Shogi</source>
        <extracomment>Name of a variant (preset id “microshogi”, family “shogi”)</extracomment>
        <translation>マイクロ将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>4 x 5 shogi in which a piece turns over whenever it captures, and must: pawn and knight, bishop and gold, rook and gold, lance and silver, each way round. Captured pieces are dropped either side up. A side without a legal move loses.</source>
        <extracomment>Description of the variant “Micro Shogi” (preset id “microshogi”), shown in the New Game dialog</extracomment>
        <translation>4×5 の将棋。駒は駒を取るたびに必ず裏返ります（歩と桂、角と金、飛と金、香と銀、いずれも表から裏へも裏から表へも）。持ち駒はどちらの面でも打てます。合法手のない側が負けです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minishogi</source>
        <extracomment>Name of a variant (preset id “minishogi”, family “shogi”)</extracomment>
        <translation>5五将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shogi on a 5 x 5 board with one of each piece but the lance and the knight; pieces promote on the far rank.</source>
        <extracomment>Description of the variant “Minishogi” (preset id “minishogi”), shown in the New Game dialog</extracomment>
        <translation>5×5 の盤で、香車と桂馬を除く各駒 1 枚ずつで指す将棋。最奥の段で成れます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minixiangqi</source>
        <extracomment>Name of a variant (preset id “minixiangqi”, family “xiangqi”)</extracomment>
        <translation>ミニシャンチー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Xiangqi on a 7 x 7 board without river, advisors or elephants (Shi Ji Yuan, 1973): generals stay in their 3 x 3 palaces and may not face each other, soldiers move forward or sideways from the start.</source>
        <extracomment>Description of the variant “Minixiangqi” (preset id “minixiangqi”), shown in the New Game dialog</extracomment>
        <translation>河・士・象のない 7×7 の盤で指すシャンチー（Shi Ji Yuan、1973 年）。将は 3×3 の九宮から出られず、将同士は向かい合えません。兵は最初から前にも横にも進めます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misère Chess</source>
        <extracomment>Name of a variant (preset id “misere”, family “chess”)</extracomment>
        <translation>ミゼール・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which the aim is to be checkmated: the side that is mated wins; all moves are as in chess.</source>
        <extracomment>Description of the variant “Misère Chess” (preset id “misere”), shown in the New Game dialog</extracomment>
        <translation>チェックメイトされることを目指すチェス。詰まされた側が勝ちです。駒の動きはすべて通常のチェスと同じです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Modern Chess</source>
        <extracomment>Name of a variant (preset id “modern”, family “chess”)</extracomment>
        <translation>モダンチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gabriel Maura&apos;s 9 x 9 chess with a minister (bishop + knight) beside the king; pawns promote on the last rank, also to a minister.</source>
        <extracomment>Description of the variant “Modern Chess” (preset id “modern”), shown in the New Game dialog</extracomment>
        <translation>ガブリエル・マウラ考案の 9×9 のチェス。キングの隣にミニスター（ビショップ＋ナイト）を置きます。ポーンは最奥の段でプロモーションし、ミニスターにもなれます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Zealand Chess</source>
        <extracomment>Name of a variant (preset id “newzealand”, family “chess”)</extracomment>
        <translation>ニュージーランド・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rook moves as a rook but captures as a knight, and the knight moves as a knight but captures as a rook; castling as in chess.</source>
        <extracomment>Description of the variant “New Zealand Chess” (preset id “newzealand”), shown in the New Game dialog</extracomment>
        <translation>ルークはルークとして動きますが、駒を取るときはナイトとして動きます。ナイトはナイトとして動きますが、駒を取るときはルークとして動きます。キャスリングは通常のチェスと同じです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nightrider Chess</source>
        <extracomment>Name of a variant (preset id “nightrider”, family “chess”)</extracomment>
        <translation>ナイトライダーチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose knights are nightriders: they repeat the knight&apos;s leap in a straight line for as long as the squares are empty.</source>
        <extracomment>Description of the variant “Nightrider Chess” (preset id “nightrider”), shown in the New Game dialog</extracomment>
        <translation>ナイトの代わりにナイトライダーを使うチェス。ナイトライダーは、マスが空いている限りナイトの跳びを一直線に繰り返せます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Castling Chess</source>
        <extracomment>Name of a variant (preset id “nocastle”, family “chess”)</extracomment>
        <translation>キャスリングなしチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess without castling, proposed by Vladimir Kramnik in 2019 to take opening theory off the board; every other rule is unchanged.</source>
        <extracomment>Description of the variant “No Castling Chess” (preset id “nocastle”), shown in the New Game dialog</extracomment>
        <translation>キャスリングのないチェス。序盤の定跡を盤上から取り除くため、2019 年にウラジーミル・クラムニクが提案しました。その他のルールはすべて通常どおりです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Atomic Chess without Check</source>
        <extracomment>Name of a variant (preset id “nocheckatomic”, family “chess”)</extracomment>
        <translation>チェックなしアトミックチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Atomic chess as the Internet Chess Club plays it: every capture explodes the capturing piece and every piece but a pawn around the capture square, and a player whose king is gone loses. There is no check: a king may be left attacked, may capture (and explode) and may castle out of, through or into attack.</source>
        <extracomment>Description of the variant “Atomic Chess without Check” (preset id “nocheckatomic”), shown in the New Game dialog</extracomment>
        <translation>Internet Chess Club で指されている形のアトミックチェス。駒を取ると、取った駒と、取ったマスの周囲にあるポーン以外のすべての駒が爆発し、キングを失った側が負けです。チェックの規則はありません。キングは攻撃されたままでもよく、駒を取る（そして爆発する）こともでき、攻撃されている状態からも、攻撃されているマスを通っても、攻撃されているマスへもキャスリングできます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Omicron Chess</source>
        <extracomment>Name of a variant (preset id “omicron”, family “chess”)</extracomment>
        <translation>オミクロンチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Omega chess reduced to a 12 x 10 board (after Evert Glebbeek&apos;s Omicron): a 10 x 8 field with a wizard&apos;s square added beyond each corner, where the wizards (ferz or camel leap) start. Each side also has two champions (wazir, dabbaba or alfil leap). The pieces start on the second rank, the pawns on the third; a pawn may step two squares from the third rank and promotes on reaching the ninth rank to wizard, champion, queen, rook, bishop or knight. The king castles on the second rank, to the e- or i-file.</source>
        <extracomment>Description of the variant “Omicron Chess” (preset id “omicron”), shown in the New Game dialog</extracomment>
        <translation>オメガチェスを 12×10 の盤に縮めたもの（エヴェルト・グレッベークのオミクロンにちなむ）。10×8 の盤面の各隅の外側にウィザードのマスを加え、ウィザード（フェルズ・キャメルの跳び）はそこから始まります。各側はさらにチャンピオン（ワジール・ダッバーバ・アルフィルの跳び）を 2 枚持ちます。駒は 2 段目、ポーンは 3 段目から始まります。ポーンは 3 段目から 2 マス進むことができ、9 段目に達するとウィザード・チャンピオン・クイーン・ルーク・ビショップ・ナイトにプロモーションします。キングは 2 段目でキャスリングし、e ファイルか i ファイルへ移ります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opulent Chess</source>
        <extracomment>Name of a variant (preset id “opulent”, family “chess”)</extracomment>
        <translation>オピュレントチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Greg Strong&apos;s Grand Chess with more pieces: the knight also steps as a wazir, the wizard leaps as a ferz or a camel, the lion as a ferz, dabbaba or threeleaper. Pawns promote as in Grand Chess, only to a piece already lost.</source>
        <extracomment>Description of the variant “Opulent Chess” (preset id “opulent”), shown in the New Game dialog</extracomment>
        <translation>グレッグ・ストロング考案の、駒を増やしたグランドチェス。ナイトはワジールのように縦横に 1 マスも動け、ウィザードはフェルズかキャメルとして、ライオンはフェルズ・ダッバーバ・スリーリーパーとして跳びます。ポーンのプロモーションはグランドチェスと同じで、既に取られた駒にしかなれません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pawn Back</source>
        <extracomment>Name of a variant (preset id “pawnback”, family “chess”)</extracomment>
        <translation>ポーンバック</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose pawns may also step one square straight back, without capturing and never onto their own first rank (one of the variants Vladimir Kramnik tested with AlphaZero). A pawn on its second rank may step two squares forward, also after it stepped back there, and may then be taken en passant. Pawn moves are reversible, so they do not reset the fifty-move count.</source>
        <extracomment>Description of the variant “Pawn Back” (preset id “pawnback”), shown in the New Game dialog</extracomment>
        <translation>ポーンがまっすぐ後ろにも 1 マス動けるチェス（ウラジーミル・クラムニクが AlphaZero で試したバリアントの一つ）。後退では駒を取れず、自陣の 1 段目には下がれません。2 段目にいるポーンは、後退してそこに戻った後でも前に 2 マス進め、そのときはアンパッサンで取られることがあります。ポーンの動きは元に戻せるため、50 手ルールの手数はリセットされません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pawn Sideways</source>
        <extracomment>Name of a variant (preset id “pawnsideways”, family “chess”)</extracomment>
        <translation>ポーンサイドウェイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose pawns may also step one square sideways, without capturing (one of the variants Vladimir Kramnik tested with AlphaZero). A pawn on its second rank may step two squares forward, also after it came back there sideways, and may then be taken en passant.</source>
        <extracomment>Description of the variant “Pawn Sideways” (preset id “pawnsideways”), shown in the New Game dialog</extracomment>
        <translation>ポーンが横にも 1 マス動けるチェス（ウラジーミル・クラムニクが AlphaZero で試したバリアントの一つ）。横への移動では駒を取れません。2 段目にいるポーンは、横に動いてそこに戻った後でも前に 2 マス進め、そのときはアンパッサンで取られることがあります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pawn Massacre</source>
        <extracomment>Name of a variant (preset id “pawnsmassacre”, family “chess”)</extracomment>
        <translation>ポーン・マサカー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with each side&apos;s pieces behind the enemy pawns: White&apos;s pieces stand on the eighth rank and Black&apos;s on the first, each in front of pawns that move the usual way; no castling.</source>
        <extracomment>Description of the variant “Pawn Massacre” (preset id “pawnsmassacre”), shown in the New Game dialog</extracomment>
        <translation>各側の駒が相手のポーンの後ろに置かれるチェス。白の駒は 8 段目、黒の駒は 1 段目に並び、それぞれ通常どおりに動くポーンの手前にあります。キャスリングはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peasants&apos; Revolt</source>
        <extracomment>Name of a variant (preset id “peasant”, family “chess”)</extracomment>
        <translation>農民の反乱</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unequal armies: White has a king and eight pawns, Black a king, one pawn and three knights; every other rule is that of chess.</source>
        <extracomment>Description of the variant “Peasants&apos; Revolt” (preset id “peasant”), shown in the New Game dialog</extracomment>
        <translation>非対称の軍勢で指すチェス。白はキングとポーン 8 枚、黒はキング、ポーン 1 枚、ナイト 3 枚を持ちます。それ以外のルールはすべて通常のチェスと同じです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Perfect Chess</source>
        <extracomment>Name of a variant (preset id “perfect”, family “chess”)</extracomment>
        <translation>パーフェクトチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with every compound of the bishop, rook and knight: chancellor, archbishop and amazon join the queen; the king may castle with the chancellor as with a rook.</source>
        <extracomment>Description of the variant “Perfect Chess” (preset id “perfect”), shown in the New Game dialog</extracomment>
        <translation>ビショップ・ルーク・ナイトのすべての組み合わせの駒を使うチェス。クイーンに加えてチャンセラー、アーチビショップ、アマゾンが登場し、キングはルークと同じようにチャンセラーともキャスリングできます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placement Chess</source>
        <extracomment>Name of a variant (preset id “placement”, family “chess”)</extracomment>
        <translation>配置チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose players first set up their own back rank: the game starts with the pawns on the board and every other piece in hand, and each turn a player must drop one of them on an empty square of the first rank, until the hand is empty. The two bishops must stand on squares of different colours. A king placed on e1 (e8) and a rook placed on a1 or h1 (a8 or h8) keep the right to castle; then the game goes on as chess.</source>
        <extracomment>Description of the variant “Placement Chess” (preset id “placement”), shown in the New Game dialog</extracomment>
        <translation>プレイヤーが最初に自分の最下段を並べるチェス。対局開始時にはポーンだけが盤上にあり、ほかの駒はすべて持ち駒です。各手番でプレイヤーは持ち駒の 1 つを 1 段目の空いたマスに打たなければならず、持ち駒がなくなるまで続けます。2 つのビショップは異なる色のマスに置かなければなりません。e1（e8）に置いたキングと、a1 か h1（a8 か h8）に置いたルークはキャスリングの権利を保ちます。その後はチェスと同じように進みます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pocket Knight</source>
        <extracomment>Name of a variant (preset id “pocketknight”, family “chess”)</extracomment>
        <translation>ポケットナイト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which each player also holds a knight in hand and may drop it on any empty square instead of moving; captured pieces do not go to the hand.</source>
        <extracomment>Description of the variant “Pocket Knight” (preset id “pocketknight”), shown in the New Game dialog</extracomment>
        <translation>各プレイヤーがナイトを 1 枚持ち駒として持ち、駒を動かす代わりに空いたマスのどこにでも打てるチェス。取った駒は持ち駒になりません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Racing Chess</source>
        <extracomment>Name of a variant (preset id “racingchess”, family “chess”)</extracomment>
        <translation>レーシング・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess from the usual setup in which checks are not allowed and the first king to reach the far rank wins; if Black&apos;s king answers White&apos;s arrival by arriving too, the game is drawn.</source>
        <extracomment>Description of the variant “Racing Chess” (preset id “racingchess”), shown in the New Game dialog</extracomment>
        <translation>通常の初期配置から始め、王手が禁止され、先にキングを最奥の段に着けた側が勝つチェス。白のキングが着いた直後に黒のキングも着けば引き分けです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Racing Kings</source>
        <extracomment>Name of a variant (preset id “racingkings”, family “chess”)</extracomment>
        <translation>レーシング・キングス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both sides start on the first two ranks and race their king to the eighth rank; no move may give check. When White&apos;s king arrives first, Black may still draw by reaching the eighth rank on the next move.</source>
        <extracomment>Description of the variant “Racing Kings” (preset id “racingkings”), shown in the New Game dialog</extracomment>
        <translation>両者とも1・2段目から始め、キングを8段目へ競走させる。王手となる手は指せない。白のキングが先に着いても、黒が次の手で8段目に着けば引き分け。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seirawan Chess</source>
        <extracomment>Name of a variant (preset id “seirawan”, family “chess”)</extracomment>
        <translation>セイラワン・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with a hawk (bishop + knight) and an elephant (rook + knight) in hand: a piece leaving its start square on the back rank for the first time may bring one of them onto the square it leaves (gating), also when castling.</source>
        <extracomment>Description of the variant “Seirawan Chess” (preset id “seirawan”), shown in the New Game dialog</extracomment>
        <translation>ホーク（ビショップ＋ナイト）とエレファント（ルーク＋ナイト）を持ち駒として持つチェス。最下段の初期位置から初めて動く駒は、そのどちらかを自分が離れたマスに出すことができます（ゲーティング）。キャスリングのときも同様です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shako</source>
        <extracomment>Name of a variant (preset id “shako”, family “chess”)</extracomment>
        <translation>シャコ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jean-Louis Cazaux&apos;s chess on a 10 x 10 board with two cannons (xiangqi&apos;s: they move as rooks and capture by jumping over one piece) and two elephants (ferz or alfil leap) a side. The cannons stand in the corners of the first rank, the other pieces on the second, the pawns on the third; a pawn may step two squares from the third rank and promotes on the last rank to queen, rook, bishop, knight, cannon or elephant. The king castles on the second rank, to the d- or h-file, with the rook of b or i.</source>
        <extracomment>Description of the variant “Shako” (preset id “shako”), shown in the New Game dialog</extracomment>
        <translation>ジャン＝ルイ・カゾー考案の 10×10 の盤のチェス。各側にキャノン 2 枚（シャンチーの砲と同じく、ルークとして動き、駒を 1 つ跳び越して取ります）とエレファント 2 枚（フェルズ・アルフィルの跳び）があります。キャノンは 1 段目の両隅に、ほかの駒は 2 段目に、ポーンは 3 段目に置かれます。ポーンは 3 段目から 2 マス進むことができ、最奥の段でクイーン・ルーク・ビショップ・ナイト・キャノン・エレファントにプロモーションします。キングは 2 段目で b か i のルークとキャスリングし、d ファイルか h ファイルへ移ります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shatar</source>
        <extracomment>Name of a variant (preset id “shatar”, family “chess”)</extracomment>
        <translation>シャタル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mongolian chess, as Fairy-Stockfish plays it. The bers (queen&apos;s place) moves as a rook or one square diagonally; the other pieces move as in chess, pawns without the double step and promoting to a bers, without castling; the game starts with the d-pawns already on d4 and d5. A bare king draws (robado). A mate counts only when the unbroken series of checks that ends in it holds a check by a rook, bers or knight (a shak), otherwise the game is drawn (niol); a mate by knights alone is not allowed and loses for the mating side.</source>
        <extracomment>Description of the variant “Shatar” (preset id “shatar”), shown in the New Game dialog</extracomment>
        <translation>モンゴルのチェスを、Fairy-Stockfish と同じ指し方で遊びます。ベルス（クイーンの位置）はルークとして、または斜めに 1 マス動きます。ほかの駒はチェスと同じように動きますが、ポーンは 2 マス前進できずにベルスにプロモーションし、キャスリングはありません。対局開始時に d ファイルのポーンはすでに d4 と d5 にあります。裸王は引き分けです（ロバド）。チェックメイトは、そこに至る途切れない一連のチェックの中にルーク、ベルス、ナイトによるチェック（シャク）が含まれる場合にだけ有効で、そうでなければ引き分けです（ニオル）。ナイトだけによるチェックメイトは認められず、メイトした側の負けになります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shatranj</source>
        <extracomment>Name of a variant (preset id “shatranj”, family “chess”)</extracomment>
        <translation>シャトランジ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The medieval Persian and Arabic ancestor of chess: the ferz steps one square diagonally, the alfil leaps two; baring the king or stalemating wins.</source>
        <extracomment>Description of the variant “Shatranj” (preset id “shatranj”), shown in the New Game dialog</extracomment>
        <translation>中世ペルシャ・アラブのチェスの祖先：フェルズは斜めに 1 マス動き、アルフィルは斜めに 2 マス跳びます。相手を裸王にするか、ステイルメイトにすると勝ちです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shogi</source>
        <extracomment>Name of a variant (preset id “shogi”, family “shogi”)</extracomment>
        <translation>将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Japanese chess: captured pieces change sides and return as drops; pieces promote in the far three ranks; no two unpromoted pawns on a file, no mate by a pawn drop.</source>
        <extracomment>Description of the variant “Shogi” (preset id “shogi”), shown in the New Game dialog</extracomment>
        <translation>日本の将棋：取った駒は持ち駒として打てます。敵陣三段で成れます。二歩と打ち歩詰めは反則です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standard rules</source>
        <extracomment>Name of the default rules of the variant “Shogi” (New Game dialog, window title)</extracomment>
        <translation>標準ルール</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>A pawn drop may neither give mate nor leave the opponent without a legal move.</source>
        <extracomment>One-line description of the default rules of the variant “Shogi” (New Game dialog)
----------
One-line description of the rule profile “strict” of the variant “Shogi” (New Game dialog)</extracomment>
        <translation>歩を打って詰ませること（打ち歩詰め）も、歩を打って相手の指し手をなくすこともできません。</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Strict pawn drops</source>
        <extracomment>Name of the rule profile “strict” of the variant “Shogi” (New Game dialog, window title)</extracomment>
        <translation>歩打ちの厳格な制限</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pawn-drop mate only</source>
        <extracomment>Name of the rule profile “mate-only” of the variant “Shogi” (New Game dialog, window title)</extracomment>
        <translation>打ち歩詰めのみ禁止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a pawn drop that gives mate is forbidden; one that leaves the opponent without a move is allowed.</source>
        <extracomment>One-line description of the rule profile “mate-only” of the variant “Shogi” (New Game dialog)</extracomment>
        <translation>禁止されるのは打ち歩詰めだけで、相手の指し手がなくなる歩打ちは認められます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The default: a pawn drop may neither mate nor leave the opponent without a legal move (the reading behind the published perft counts).</source>
        <extracomment>What the rule profile “strict” of the variant “Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>既定：歩を打って詰ませることも、相手の合法手をなくすこともできません（公表されている perft の数値が前提とする解釈）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a pawn drop that mates is forbidden; a pawn drop that leaves the opponent without a move, and so wins, is allowed (as Shogidokoro plays).</source>
        <extracomment>What the rule profile “mate-only” of the variant “Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>禁じられるのは打ち歩詰めだけで、相手の指し手をなくして勝つ歩打ちは認められます（将棋所と同じ）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shogun Chess</source>
        <extracomment>Name of a variant (preset id “shogun”, family “chess”)</extracomment>
        <translation>ショーグンチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Couch Tomato&apos;s chess with shogi&apos;s promotions and crazyhouse&apos;s drops (2019). A piece that moves in or into the far three ranks may promote: pawn to captain (king&apos;s moves), knight to general (king + knight), bishop to archbishop (bishop + knight), rook to mortar (rook + knight), duchess (ferz) to queen; a side may have one general, archbishop, mortar and queen at a time, and a pawn must promote on the last rank. Captured pieces go to the captor&apos;s hand unpromoted and are dropped on one&apos;s own five nearest ranks, pawns on the first rank too. A pawn on its second rank may step two squares, also after a drop, and may be taken en passant.</source>
        <extracomment>Description of the variant “Shogun Chess” (preset id “shogun”), shown in the New Game dialog</extracomment>
        <translation>Couch Tomato が考案した、将棋の成りとクレイジーハウスの持ち駒を取り入れたチェス（2019 年）。相手側の 3 段の中で動くか、そこに入る駒はプロモーションできます：ポーンはキャプテン（キングの動き）、ナイトはジェネラル（キング＋ナイト）、ビショップはアーチビショップ（ビショップ＋ナイト）、ルークは迫撃砲（ルーク＋ナイト）、ダッチェス（フェルズ）はクイーンになります。ジェネラル、アーチビショップ、迫撃砲、クイーンはそれぞれ同時に 1 枚までしか持てず、ポーンは最奥の段では必ずプロモーションします。取った駒はプロモーション前の駒として取った側の持ち駒になり、自分に近い 5 段に打てます。ポーンは 1 段目にも打てます。2 段目にいるポーンは、打たれた後でも 2 マス進め、アンパッサンで取られることがあります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sho Shogi</source>
        <extracomment>Name of a variant (preset id “shoshogi”, family “shogi”)</extracomment>
        <translation>小将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Small shogi of the 16th century, the game modern shogi grew from: the modern board and pieces, a Drunk Elephant in front of each King that promotes to a Crown Prince (a second royal), and no drops: captured pieces leave the game.</source>
        <extracomment>Description of the variant “Sho Shogi” (preset id “shoshogi”), shown in the New Game dialog</extracomment>
        <translation>現代の将棋の元になった 16 世紀の小将棋。盤と駒は現代の将棋と同じですが、各側の玉将の前に酔象があり、酔象は太子（2 枚目の王駒）に成ります。持ち駒はなく、取った駒は盤から除かれます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Check rule</source>
        <extracomment>Name of the default rules of the variant “Sho Shogi” (New Game dialog, window title)
----------
Name of the rule profile “check” of the variant “Sho Shogi” (New Game dialog, window title)</extracomment>
        <translation>王手放置禁止</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+4"/>
        <source>No royal may be left attacked; a side without a legal move in check is mated. With one royal this is the modern rule; with a King and a Crown Prince this engine protects both.</source>
        <extracomment>One-line description of the default rules of the variant “Sho Shogi” (New Game dialog)
----------
One-line description of the rule profile “check” of the variant “Sho Shogi” (New Game dialog)</extracomment>
        <translation>王駒を取られる状態のまま放置することはできず、王手をかけられて合法手がなければ詰みです。王駒が 1 枚なら現代の将棋のルールと同じです。玉将と太子の両方がある場合、このエンジンではどちらも王手放置できません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture every royal</source>
        <extracomment>Name of the rule profile “royal-capture” of the variant “Sho Shogi” (New Game dialog, window title)</extracomment>
        <translation>王駒を全部取る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No check rule: a side loses when its King and Crown Prince are both captured, so a side with a Crown Prince may lose its King and play on.</source>
        <extracomment>One-line description of the rule profile “royal-capture” of the variant “Sho Shogi” (New Game dialog)</extracomment>
        <translation>王手放置の禁止はありません。玉将と太子の両方を取られると負けなので、太子がいれば玉将を取られても指し続けられます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The default: the check rule of modern shogi (Fairy-Stockfish&apos;s shoshogi, whose published perft counts it matches). Certain: the pieces, the setup, the promotions and that captures are not dropped. Chosen: that no royal may be left attacked; the sources say a side with a Crown Prince may lose its King and play on, which the royal-capture profile plays.</source>
        <extracomment>What the rule profile “check” of the variant “Sho Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>既定：現代の将棋の王手のルール（Fairy-Stockfish の shoshogi と同じで、公表されている perft の数値とも一致します）。確実な点：駒、初期配置、成り、取った駒を打たないこと。選択した点：王駒を取られる状態のまま放置できないこと。史料によれば太子がいる側は玉将を取られても指し続けられ、その指し方はルールプロファイル「王駒を全部取る」で指せます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reading of the historical sources and of HaChu (whose Sho Shogi, in version 0.21, cannot start a game): the game is won by capturing the King, or both the King and the Crown Prince when there is one; there is no check rule.</source>
        <extracomment>What the rule profile “royal-capture” of the variant “Sho Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>史料と HaChu の解釈（HaChu 0.21 の小将棋は対局を開始できません）：玉将を取れば勝ち、太子がいる場合は玉将と太子の両方を取れば勝ちです。王手放置の禁止はありません。</translation>
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
        <translation>クレイジーハウス式の持ち駒打ちを加えたセイラワン・チェス：取った駒は取った側の持ち駒となり、盤上に打つことも、ゲーティングで登場させることもできる。成った兵は兵として持ち駒に戻る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sittuyin</source>
        <extracomment>Name of a variant (preset id “sittuyin”, family “chess”)</extracomment>
        <translation>シットゥイン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Burmese chess. The pawns start on the board, staggered on the third and fourth ranks; every other piece starts in hand, and the players take turns placing one of them on an empty square of their own first three ranks (rooks on the first rank only) until both hands are empty. Then the game goes on like makruk: king, rook and knight as in chess, the sit-ke (ferz) one square diagonally, the sin (silver general) one square diagonally or straight forward, pawns one square forward, capturing diagonally forward. A pawn promotes only while its side has no sit-ke, as a turn of its own, when it stands on one of the two long diagonals (any pawn when it is the last one): it becomes a sit-ke on its square or with one diagonal step, and the promotion may neither give check nor attack an enemy piece. A side down to its king counts: the other side must mate within 16 moves with a rook, 44 with a sin and a sit-ke, 64 with a knight and a sit-ke, or the game is drawn.</source>
        <extracomment>Description of the variant “Sittuyin” (preset id “sittuyin”), shown in the New Game dialog</extracomment>
        <translation>ビルマのチェス。ポーンは最初から盤上にあり、3 段目と 4 段目に互い違いに並んでいます。ほかの駒はすべて持ち駒から始まり、両者は交互に 1 つずつ、自陣の 1～3 段目の空いたマスに置いていきます（ルークは 1 段目のみ）。両者の持ち駒がなくなると、その後はマークルックと同じように進みます。キング・ルーク・ナイトはチェスと同じ、シッケ（フェルズの動き）は斜めに 1 マス、シン（銀将の動き）は斜めかまっすぐ前に 1 マス、ポーンは前に 1 マス進み、斜め前の駒を取ります。ポーンは自軍にシッケがないときに限り、それだけで 1 手を使って成れます。成れるのは 2 本の長い対角線のいずれかの上にいるとき（最後の 1 枚のポーンならどこでも）で、その場で、または斜めに 1 マス動いてシッケになります。成りによって王手をかけることも、相手の駒に利きをつけることもできません。一方がキングだけになるとカウントが始まり、相手はルークなら 16 手以内、シンとシッケなら 44 手以内、ナイトとシッケなら 64 手以内に詰まさなければ引き分けになります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sixth Rank Chess</source>
        <extracomment>Name of a variant (preset id “sixthrank”, family “chess”)</extracomment>
        <translation>シックス・ランク・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which a pawn that reaches the sixth rank (the third for Black) wins at once; checkmate wins as usual.</source>
        <extracomment>Description of the variant “Sixth Rank Chess” (preset id “sixthrank”), shown in the New Game dialog</extracomment>
        <translation>ポーンが 6 段目（黒は 3 段目）に達すると即座に勝ちになるチェス。チェックメイトは通常どおり勝ちです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sort of Almost Chess</source>
        <extracomment>Name of a variant (preset id “sortofalmost”, family “chess”)</extracomment>
        <translation>ソート・オブ・オールモストチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which White has a chancellor (rook + knight) in place of the queen and Black keeps the queen (a form of Ralph Betza&apos;s Almost Chess). White&apos;s pawns promote to a chancellor, rook, bishop or knight, Black&apos;s to a queen, rook, bishop or knight.</source>
        <extracomment>Description of the variant “Sort of Almost Chess” (preset id “sortofalmost”), shown in the New Game dialog</extracomment>
        <translation>白はクイーンの代わりにチャンセラー（ルーク＋ナイト）を持ち、黒はクイーンのままのチェス（ラルフ・ベッツァのオールモストチェスの一形態）。白のポーンはチャンセラー・ルーク・ビショップ・ナイトに、黒のポーンはクイーン・ルーク・ビショップ・ナイトにプロモーションします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spanish Archer Chess</source>
        <extracomment>Name of a variant (preset id “spanisharcher”, family “chess”)</extracomment>
        <translation>スパニッシュ・アーチャー・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 10 x 8 board with two archers a side: an archer moves forward like a rook and backward diagonally like a bishop; pawns may also promote to an archer, and castling puts the king on c or i.</source>
        <extracomment>Description of the variant “Spanish Archer Chess” (preset id “spanisharcher”), shown in the New Game dialog</extracomment>
        <translation>10×8 の盤で、各側がアーチャーを 2 枚持つチェス。アーチャーは前へはルークのように、後ろへは斜めにビショップのように動きます。ポーンはアーチャーにもプロモーションでき、キャスリングではキングが c か i に移ります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spartan Chess</source>
        <extracomment>Name of a variant (preset id “spartan”, family “chess”)</extracomment>
        <translation>スパルタンチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Steven Streetman&apos;s asymmetric chess: White&apos;s orthodox army against the Spartans, who have two kings, a general (rook + ferz), a warlord (bishop + knight), two lieutenants (ferz or alfil leap, or a step sideways), two captains (wazir or dabbaba leap) and eight hoplites, which step diagonally forward, capture straight forward, may leap two squares diagonally forward from their start and promote on the first rank to king (while the Spartans have fewer than two), general, warlord, lieutenant or captain. With two kings the Spartans are in check only when both are attacked, and may lose one; a side that loses its last king loses. No en passant.</source>
        <extracomment>Description of the variant “Spartan Chess” (preset id “spartan”), shown in the New Game dialog</extracomment>
        <translation>スティーヴン・ストリートマン考案の非対称チェス。通常の白の軍勢に対し、スパルタ側はキング 2 枚、ジェネラル（ルーク＋フェルズ）、ウォーロード（ビショップ＋ナイト）、ルテナント 2 枚（フェルズ・アルフィルの跳び、または横に 1 マス）、キャプテン 2 枚（ワジール・ダッバーバの跳び）とホプライト 8 枚を持ちます。ホプライトは斜め前に 1 マス進み、まっすぐ前の駒を取り、初期位置からは斜め前に 2 マス跳ぶことができ、1 段目でキング（スパルタ側のキングが 2 枚未満のときのみ）・ジェネラル・ウォーロード・ルテナント・キャプテンにプロモーションします。キングが 2 枚あるスパルタ側は両方が攻撃されたときだけチェックとなり、1 枚を失ってもかまいません。最後のキングを失った側が負けです。アンパッサンはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suzumu Shogi</source>
        <extracomment>Name of a variant (preset id “suzumushogi”, family “shogi”)</extracomment>
        <translation>涼夢将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A. M. DeWitt&apos;s Tenjiku Shogi, the game of the Game Courier tutorial on multi-move pieces: 16 x 16 squares, 78 pieces a side in a mirrored set-up, no drops. The generals jump up to two pieces of either side to capture, the Fire Demon and Vice General make area moves of up to three King steps, the Heavenly Tetrarch jumps its first square and captures next to it without moving, and the Lance, Knight and Iron General move backwards too. Pieces promote on any move that starts or ends in the far five ranks; a player may not skip two turns running. Capturing the King and Crown Prince wins; there is no check rule.</source>
        <extracomment>Description of the variant “Suzumu Shogi” (preset id “suzumushogi”), shown in the New Game dialog</extracomment>
        <translation>A. M. DeWitt 版の天竺将棋で、1 手で複数回動く駒についての Game Courier のチュートリアルで題材となったゲーム。16×16 マス、片側 78 枚を鏡像の配置に並べ、持ち駒は使いません。大将・副将・飛将・角将は敵味方を問わず最大 2 枚の駒を飛び越えて駒を取り、火鬼と副将は玉将の歩みで最大 3 歩の範囲移動ができ、四天王は 1 マス目を飛び越え、動かずに隣の駒を取れます。香車・桂馬・鉄将は後ろにも動けます。始点か終点が敵陣五段にある手なら、どの手でも成れます。2 回続けて手番をパスすることはできません。玉将と太子をすべて取ると勝ちで、王手放置の禁止はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DeWitt&apos;s 2021 definition</source>
        <extracomment>Name of the default rules of the variant “Suzumu Shogi” (New Game dialog, window title)</extracomment>
        <translation>DeWitt の 2021 年の定義</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pieces, set-up and promotions of A. M. DeWitt&apos;s own 2021 preset, with the promotion, skip and repetition rules of his Game Courier tutorial; from before the rules were frozen in December 2021.</source>
        <extracomment>One-line description of the default rules of the variant “Suzumu Shogi” (New Game dialog)</extracomment>
        <translation>A. M. DeWitt 自身の 2021 年のプリセットの駒・初期配置・成りに、彼の Game Courier チュートリアルの成り・パス・千日手の規則を組み合わせたもの。2021 年 12 月にルールが確定する前の版です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final rules (December 2021, provisional)</source>
        <extracomment>Name of the rule profile “final” of the variant “Suzumu Shogi” (New Game dialog, window title)</extracomment>
        <translation>最終ルール（2021年12月、暫定）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules as frozen in December 2021 where they are published, and the choices of DeWitt&apos;s later games where they are not: burning by choice, double igui, generals that may take what they jump, and the Heavenly Tetrarch&apos;s freezing. The Violent Dragon and Violent Horse are not placed while their squares are unknown.</source>
        <extracomment>One-line description of the rule profile “final” of the variant “Suzumu Shogi” (New Game dialog)</extracomment>
        <translation>2021年12月に確定したルールのうち公開されている部分と、公開されていない部分についてはデウィットの後の作品での選択：選んで焼く、二重の居食い、跳び越えた駒を取れる大将・副将・飛将・角将、四天王の凍結。猛龍と猛馬は初期配置の升が不明なため置かない。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Fire Demon that moved to another square may burn up to two enemy pieces next to it, never a Fire Demon, and it takes one or two pieces next to it without moving instead of capturing twice in a Lion&apos;s way. A general may also take the enemy pieces it jumps. A Heavenly Tetrarch takes one or two pieces next to it without moving, and the enemy pieces next to it cannot move, except a Tetrarch. Chosen where the sources are silent: generals jump pieces of any rank, and a frozen piece makes no move at all.</source>
        <extracomment>What the rule profile “final” of the variant “Suzumu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>別の升に動いた火鬼は、隣の敵の駒を2枚まで焼くことができる（火鬼は焼けない）。獅子のように二度取る代わりに、動かずに隣の駒を1枚か2枚取る。大将・副将・飛将・角将は跳び越えた敵の駒も取ることができる。四天王は動かずに隣の駒を1枚か2枚取り、隣の敵の駒は四天王を除いて動けない。資料にない点の選択：これらの将はどの格の駒も跳び越え、凍結された駒はまったく動けない。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ten-Cubed Chess</source>
        <extracomment>Name of a variant (preset id “tencubed”, family “chess”)</extracomment>
        <translation>テンキューブドチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>David Paulowich&apos;s 10 x 10 chess with archbishop, marshal, champion (wazir, dabbaba or alfil leap) and wizard (ferz or camel leap); pawns start on the third rank and promote on the last rank to queen, marshal or archbishop. No castling.</source>
        <extracomment>Description of the variant “Ten-Cubed Chess” (preset id “tencubed”), shown in the New Game dialog</extracomment>
        <translation>デイヴィッド・パウロウィッチ考案の 10×10 のチェス。アーチビショップ、マーシャル、チャンピオン（ワジール・ダッバーバ・アルフィルの跳び）、ウィザード（フェルズ・キャメルの跳び）が加わります。ポーンは 3 段目から始まり、最奥の段でクイーン・マーシャル・アーチビショップにプロモーションします。キャスリングはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tenjiku Shogi</source>
        <extracomment>Name of a variant (preset id “tenjikushogi”, family “shogi”)</extracomment>
        <translation>天竺将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Indian shogi on 16 x 16 squares with 78 pieces a side and no drops: Chu Shogi&apos;s army with range-capturing generals, which jump any number of lower-ranked pieces to capture, Fire Demons, which burn every enemy next to where they stop, the Lion Hawk, Free Eagle and the Soldiers. Pieces promote in the far five ranks. Losing the King (and Crown Prince) loses the game; there is no check rule.</source>
        <extracomment>Description of the variant “Tenjiku Shogi” (preset id “tenjikushogi”), shown in the New Game dialog</extracomment>
        <translation>16×16 マス、片側 78 枚で、持ち駒を使わない天竺将棋。中将棋の駒に、格下の駒を何枚でも飛び越えて離れた駒を取る大将・副将・飛将・角将、止まったマスに隣接する敵駒をすべて焼く火鬼、獅鷹・奔鷲、車兵・横兵・竪兵が加わります。敵陣五段で成れます。玉将（と太子）をすべて取られると負けで、王手放置の禁止はありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As HaChu plays it: the Fire Demon slides diagonally and vertically, the generals capture only lower-ranked pieces by jumping, no area moves; a piece stopping next to an enemy Fire Demon burns.</source>
        <extracomment>One-line description of the default rules of the variant “Tenjiku Shogi” (New Game dialog)</extracomment>
        <translation>HaChu と同じ指し方：火鬼は斜めと縦に走り、大将・副将・飛将・角将は飛び越えて格下の駒しか取れず、範囲移動はありません。敵の火鬼の隣に止まった駒は焼かれます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Generals always jump (Japanese Wikipedia)</source>
        <extracomment>Name of the rule profile “always-jump” of the variant “Tenjiku Shogi” (New Game dialog, window title)</extracomment>
        <translation>大将類は常に跳べる（日本語版ウィキペディア）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the default rules, but a range-capturing general may always jump: over lower-ranked pieces to an empty square beyond as well as to a capture. Under the TSA rules (the default) it jumps only to capture.</source>
        <extracomment>One-line description of the rule profile “always-jump” of the variant “Tenjiku Shogi” (New Game dialog)</extracomment>
        <translation>標準ルールと同じだが、飛び越えて取る大将類は常に跳べる：下位の駒を越えて、取るときだけでなく、その先の空きマスにも進める。TSAのルール（標準）では取るときだけ跳ぶ。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Area moves (Chess Variant Pages)</source>
        <extracomment>Name of the rule profile “cvp” of the variant “Tenjiku Shogi” (New Game dialog, window title)</extracomment>
        <translation>範囲移動（Chess Variant Pages）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Fire Demon and Vice General also make area moves of up to three King steps, the Heavenly Tetrarch jumps its first square and captures next to it without moving, the Free Eagle adds jumps and the Lion&apos;s diagonal power, and a general&apos;s jump may take any piece.</source>
        <extracomment>One-line description of the rule profile “cvp” of the variant “Tenjiku Shogi” (New Game dialog)</extracomment>
        <translation>火鬼と副将は玉将の歩みで最大 3 歩の範囲移動もでき、四天王は 1 マス目を飛び越え、動かずに隣の駒を取れます。奔鷲には跳躍と斜めの獅子の力が加わり、将の飛び越えによる駒取りではどの駒でも取れます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A range-capturing general (Great, Vice, Rook or Bishop General) may also jump over lower-ranked pieces to an empty square beyond them. English Wikipedia&apos;s movement legend names both readings: under the TSA rules it jumps only when capturing, under Japanese Wikipedia&apos;s always. Everything else as the default rules.</source>
        <extracomment>What the rule profile “always-jump” of the variant “Tenjiku Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>飛び越えて取る大将類（大将・副将・飛将・角将）は、下位の駒を越えてその先の空きマスへも跳べる。英語版ウィキペディアの動きの凡例は両方の解釈を挙げる：TSAのルールでは取るときだけ跳び、日本語版ウィキペディアでは常に跳べる。その他は標準ルールと同じ。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reading of the Chess Variant Pages and Wikipedia where they differ from HaChu: area moves of up to three King steps through empty squares for the Fire Demon and the Vice General (each destination once), the Heavenly Tetrarch that skips its first square (sideways at most three squares) and captures adjacent enemies by igui, the Free Eagle as a Queen with jumps to the second square and Lion power on its diagonal steps, and range captures of any enemy, royals included.</source>
        <extracomment>What the rule profile “cvp” of the variant “Tenjiku Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Chess Variant Pages とウィキペディアの解釈のうち HaChu と異なる点：火鬼と副将は空きマスを通って玉将の歩みで最大 3 歩の範囲移動ができます（同じ行き先は 1 回だけ）。四天王は 1 マス目を飛び越え（横へは最大 3 マス）、隣接する敵駒を居食いで取れます。奔鷲は奔王の動きに 2 マス目への跳躍が加わり、斜めの歩みには獅子の力を持ちます。将の飛び越えによる遠距離の駒取りでは、王駒も含めどの敵駒でも取れます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three Kings</source>
        <extracomment>Name of a variant (preset id “threekings”, family “chess”)</extracomment>
        <translation>スリーキングス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with three kings a side and no check: the kings may be captured, and a player left with fewer than three kings loses. No castling.</source>
        <extracomment>Description of the variant “Three Kings” (preset id “threekings”), shown in the New Game dialog</extracomment>
        <translation>各側3つのキングを持ち王手の規則がないチェス。キングは取られることがあり、キングが3つ未満になった側が負け。キャスリングなし。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tori Shogi</source>
        <extracomment>Name of a variant (preset id “torishogi”, family “shogi”)</extracomment>
        <translation>禽将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bird shogi on 7 x 7 squares: phoenix, falcon, crane, pheasant, quails and swallows; the swallow becomes a goose and the falcon an eagle, always; two swallows may share a file.</source>
        <extracomment>Description of the variant “Tori Shogi” (preset id “torishogi”), shown in the New Game dialog</extracomment>
        <translation>7×7 マスの鳥の将棋：鵬、鷹、鶴、雉、鶉、燕を使います。燕は必ず鴈に、鷹は必ず鵰に成ります。同じ筋に燕を 2 枚まで置けます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Torpedo Chess</source>
        <extracomment>Name of a variant (preset id “torpedo”, family “chess”)</extracomment>
        <translation>トルピードチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose pawns may step two squares forward from any square, not only from their start square (one of the variants Vladimir Kramnik tested with AlphaZero); every such double step may be taken en passant, and a double step onto the last rank promotes.</source>
        <extracomment>Description of the variant “Torpedo Chess” (preset id “torpedo”), shown in the New Game dialog</extracomment>
        <translation>ポーンが初期位置からだけでなく、どのマスからでも前に 2 マス進めるチェス（ウラジーミル・クラムニクが AlphaZero で試したバリアントの一つ）。このような 2 マス前進はどれもアンパッサンで取られることがあり、2 マス前進で最奥の段に達するとプロモーションします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Troitzky Chess</source>
        <extracomment>Name of a variant (preset id “troitzky”, family “chess”)</extracomment>
        <translation>トロイツキー・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 10 x 10 board with its corners cut away, after Alexei Troitzky; pawns start on the third rank and promote on the last square of their file. No castling.</source>
        <extracomment>Description of the variant “Troitzky Chess” (preset id “troitzky”), shown in the New Game dialog</extracomment>
        <translation>アレクセイ・トロイツキーにちなむ、四隅を切り取った 10×10 の盤のチェス。ポーンは 3 段目から始まり、その筋の最後のマスでプロモーションします。キャスリングはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Troitzky Chess (Byway setup)</source>
        <extracomment>Name of a variant (preset id “troitzkybyway”, family “chess”)</extracomment>
        <translation>トロイツキー・チェス（バイウェイ配置）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Troitzky Chess with the Byway setup: the rooks stand on the two squares of the narrow first rank, the queen and king in the middle of the second; pawns start on the third rank and promote on the last square of their file. No castling.</source>
        <extracomment>Description of the variant “Troitzky Chess (Byway setup)” (preset id “troitzkybyway”), shown in the New Game dialog</extracomment>
        <translation>バイウェイ配置のトロイツキー・チェス。ルークは幅の狭い 1 段目の 2 マスに、クイーンとキングは 2 段目の中央に置かれます。ポーンは 3 段目から始まり、その筋の最後のマスでプロモーションします。キャスリングはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Upside-down Chess</source>
        <extracomment>Name of a variant (preset id “upsidedown”, family “chess”)</extracomment>
        <translation>アップサイドダウン・チェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with the armies swapped: each side&apos;s pieces start on the opponent&apos;s back rank with their pawns in front, one step from promotion; no castling.</source>
        <extracomment>Description of the variant “Upside-down Chess” (preset id “upsidedown”), shown in the New Game dialog</extracomment>
        <translation>両軍を入れ替えたチェス。各側の駒は相手の最下段から始まり、その前に並ぶポーンはあと 1 歩でプロモーションします。キャスリングはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wa Shogi</source>
        <extracomment>Name of a variant (preset id “washogi”, family “shogi”)</extracomment>
        <translation>和将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Harmony shogi on 11 x 11 squares, every piece named for an animal: the Crane King, the Cloud Eagle, the Treacherous Fox that jumps, the Liberated Horse and the Sparrow Pawns. Pieces promote in the far three ranks. The standard rules drop captured pieces as in shogi; Wa Shogi is also played without drops.</source>
        <extracomment>Description of the variant “Wa Shogi” (preset id “washogi”), shown in the New Game dialog</extracomment>
        <translation>11×11 マスの和将棋。駒はすべて動物にちなんで名付けられています（鶴玉、雲鷲、跳び越して動く隠狐、風馬、萑歩など）。敵陣三段で成れます。標準ルールでは将棋と同じく取った駒を持ち駒として打てますが、持ち駒を使わずに指すこともあります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>With drops</source>
        <extracomment>Name of the default rules of the variant “Wa Shogi” (New Game dialog, window title)
----------
Name of the rule profile “drops” of the variant “Wa Shogi” (New Game dialog, window title)</extracomment>
        <translation>持ち駒あり</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+4"/>
        <source>Captured pieces return as drops, as in shogi: no two unpromoted Sparrow Pawns on a file, no mate by a Sparrow Pawn drop. A piece may promote when its move starts or ends in the zone; the King is checkmated.</source>
        <extracomment>One-line description of the default rules of the variant “Wa Shogi” (New Game dialog)
----------
One-line description of the rule profile “drops” of the variant “Wa Shogi” (New Game dialog)</extracomment>
        <translation>将棋と同じく取った駒を持ち駒として打てます。未成の萑歩の二歩と、萑歩の打ち歩詰めは反則です。指し手の始点か終点が敵陣にあれば成れます。鶴玉は詰ませれば勝ちです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Without drops</source>
        <extracomment>Name of the rule profile “no-drops” of the variant “Wa Shogi” (New Game dialog, window title)</extracomment>
        <translation>持ち駒なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captured pieces leave the game; otherwise the standard rules.</source>
        <extracomment>One-line description of the rule profile “no-drops” of the variant “Wa Shogi” (New Game dialog)</extracomment>
        <translation>取った駒は盤から除かれます。それ以外は標準ルールと同じです。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Without drops, as the engine HaChu plays it: a move promotes when it enters the zone or captures with an end in it, the game is won by capturing the Crane King (no check rule), and no move may repeat an earlier position.</source>
        <extracomment>One-line description of the rule profile “hachu” of the variant “Wa Shogi” (New Game dialog)</extracomment>
        <translation>エンジン HaChu と同じく持ち駒なしで指します。敵陣に入る手、または始点か終点が敵陣にある駒取りで成れます。鶴玉を取れば勝ちで（王手放置の禁止はありません）、以前の局面を繰り返す手は指せません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The default, the game of the modern players Wikipedia describes: drops and promotions as in shogi. Certain: the board, the pieces&apos; moves and promotions as the modern sources give them, the setup, the three-rank zone. Chosen: shogi&apos;s pawn-drop rules for the Sparrow Pawn and the check rule.</source>
        <extracomment>What the rule profile “drops” of the variant “Wa Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>既定。Wikipedia が説明する現代の愛好者の指し方で、持ち駒と成りは将棋と同じです。確実な点：盤、現代の資料による駒の動きと成り、初期配置、三段の敵陣。選択した点：萑歩に将棋の歩の打ち方の規則（二歩・打ち歩詰め）を適用すること、王手放置の禁止。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The older game without drops (thought historical): captured pieces leave the game.</source>
        <extracomment>What the rule profile “no-drops” of the variant “Wa Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>持ち駒を使わない古い形（歴史的なルールと考えられています）。取った駒は盤から除かれます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu 0.21&apos;s wa-shogi: no drops, Chu Shogi&apos;s promotion (on entering the zone, or by a capture starting or ending in it) royal capture without a check rule, and no move may repeat an earlier position (HaChu&apos;s option Allow repeats off). The oracle test compares HaChu with this profile.</source>
        <extracomment>What the rule profile “hachu” of the variant “Wa Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>HaChu 0.21 の wa-shogi：持ち駒なし、中将棋と同じ成り（敵陣に入るとき、または始点か終点が敵陣にある駒取り）、王手放置の禁止のない王取り、以前の局面を繰り返す手の禁止（HaChu の Allow repeats オプションをオフ）。オラクルテストではこのルールプロファイルと HaChu を比較します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weak!</source>
        <extracomment>Name of a variant (preset id “weak”, family “chess”)</extracomment>
        <translation>ウィーク！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unequal armies: Black has seven knights and sixteen pawns, some of them already advanced, against White&apos;s usual army; White may castle, pawns double-step only from their first rank.</source>
        <extracomment>Description of the variant “Weak!” (preset id “weak”), shown in the New Game dialog</extracomment>
        <translation>非対称の軍勢で指すチェス。黒はナイト 7 枚とポーン 16 枚（一部は既に前進しています）で、白の通常の軍勢と戦います。白はキャスリングでき、ポーンの 2 マス前進は初期位置の段からしかできません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wolf Chess</source>
        <extracomment>Name of a variant (preset id “wolf”, family “chess”)</extracomment>
        <translation>ウルフチェス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on 8 x 10 (Arno von Wilpert, 1943) with wolves (rook + knight), foxes (bishop + knight), nightriders and sergeants (one square forward or diagonally forward, moving or capturing) besides pawns; no castling. Pawns and sergeants on their second rank, or on b3, c3, f3 and g3, may step two squares forward; a pawn&apos;s double step may be taken en passant. On the last rank a pawn promotes to queen, wolf, fox, rook, bishop or elephant (queen + nightrider), a sergeant to any of them but the elephant.</source>
        <extracomment>Description of the variant “Wolf Chess” (preset id “wolf”), shown in the New Game dialog</extracomment>
        <translation>8×10 の盤で指すチェス（アルノ・フォン・ヴィルペルト、1943 年）。ポーンのほかに、ウルフ（ルーク＋ナイト）、フォックス（ビショップ＋ナイト）、ナイトライダー、サージェント（前か斜め前に 1 マス動き、その方向の駒を取る）を使います。キャスリングはありません。2 段目、または b3・c3・f3・g3 にいるポーンとサージェントは前に 2 マス進めます。ポーンの 2 マス前進はアンパッサンで取られることがあります。最奥の段でポーンはクイーン・ウルフ・フォックス・ルーク・ビショップ・エレファント（クイーン＋ナイトライダー）に、サージェントはエレファント以外のいずれかにプロモーションします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Xiangqi</source>
        <extracomment>Name of a variant (preset id “xiangqi”, family “xiangqi”)</extracomment>
        <translation>シャンチー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chinese chess on the points of a 9 x 10 board: generals confined to their palaces may not face each other, cannons capture by jumping, elephants stay on their side of the river.</source>
        <extracomment>Description of the variant “Xiangqi” (preset id “xiangqi”), shown in the New Game dialog</extracomment>
        <translation>9×10 の盤の交点で指す中国の将棋：九宮から出られない将同士は向かい合えず、砲は駒を跳び越して取り、象は河を越えられません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Shogi</source>
        <extracomment>Name of a variant (preset id “yarishogi”, family “shogi”)</extracomment>
        <translation>槍将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Christian Freeling&apos;s spear shogi on 7 x 9 squares: every piece but the king moves straight forward like a lance, plus its own steps.</source>
        <extracomment>Description of the variant “Yari Shogi” (preset id “yarishogi”), shown in the New Game dialog</extracomment>
        <translation>クリスチャン・フリーリング考案の槍将棋（7×9 マス）：玉将以外の駒は香車のようにまっすぐ前に進めるほか、それぞれ固有の動きをします。</translation>
    </message>
</context>
<context>
    <name>PresetInstallFlow</name>
    <message>
        <location filename="../app/gui/presetinstallflow.cpp" line="+27"/>
        <location line="+15"/>
        <source>Install Preset Bundle</source>
        <translation>プリセットパッケージのインストール</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Preset bundles (*.fbpz)</source>
        <extracomment>A file holding a custom variant preset with its piece images</extracomment>
        <translation>プリセットパッケージ (*.fbpz)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The preset bundle cannot be installed.</source>
        <translation>プリセットパッケージをインストールできません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The preset “%1” cannot be installed.</source>
        <translation>プリセット「%1」はインストールできません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing was installed.</source>
        <translation>何もインストールしませんでした。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replace the installed preset “%1” (%2)?</source>
        <extracomment>%1 = the preset&apos;s name, %2 = its id</extracomment>
        <translation>インストール済みのプリセット「%1」（%2）を置き換えますか？</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The preset and its piece images are replaced by the ones in the bundle. Saved games of it are not changed.</source>
        <translation>プリセットとその駒画像は、パッケージ内のものに置き換えられます。このプリセットで保存した対局は変更されません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The preset “%1” could not be installed.</source>
        <translation>プリセット「%1」をインストールできませんでした。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing was changed.</source>
        <translation>何も変更していません。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Install Preset</source>
        <translation>プリセットのインストール</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game&apos;s preset “%1” differs from the installed one. Install the game&apos;s version?</source>
        <translation>この対局のプリセット「%1」は、インストール済みのものと異なります。対局に含まれている版をインストールしますか？</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game uses the preset “%1”, which is not installed. Install it?</source>
        <translation>この対局は、インストールされていないプリセット「%1」を使っています。インストールしますか？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Installed presets are offered in the New Game dialog. The game is shown either way.</source>
        <translation>インストールしたプリセットは新規対局ダイアログで選べます。インストールしてもしなくても、対局は表示されます。</translation>
    </message>
</context>
<context>
    <name>PresetManagerDialog</name>
    <message>
        <location filename="../app/gui/presetmanagerdialog.cpp" line="+22"/>
        <source>Manage Presets</source>
        <translation>プリセットの管理</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Presets installed in %1:</source>
        <extracomment>%1 = the folder of the user&apos;s presets</extracomment>
        <translation>%1 にインストールされているプリセット:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Installed presets</source>
        <translation>インストール済みのプリセット</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Install Bundle...</source>
        <translation>パッケージをインストール(&amp;I)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 (%2)</source>
        <extracomment>An installed preset in the list: %1 = its name, %2 = its id</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+11"/>
        <source>Remove Preset</source>
        <translation>プリセットの削除</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Remove the preset “%1” and its piece images?</source>
        <extracomment>%1 = the preset&apos;s name</extracomment>
        <translation>プリセット「%1」とその駒画像を削除しますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games of it can still be opened: they carry the preset.</source>
        <translation>このプリセットで保存した対局は、対局自体にプリセットが含まれているため、引き続き開けます。</translation>
    </message>
</context>
<context>
    <name>PresetShelves</name>
    <message>
        <location filename="../app/gui/presetshelves.cpp" line="+21"/>
        <source>All variants</source>
        <extracomment>A shelf of the New Game dialog&apos;s list of variants</extracomment>
        <translation>すべてのゲーム</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Favourites</source>
        <extracomment>A shelf of the New Game dialog: the variants the player marked as favourites</extracomment>
        <translation>お気に入り</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recently played</source>
        <extracomment>A shelf of the New Game dialog: the variants of the latest games, the latest first</extracomment>
        <translation>最近遊んだゲーム</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chess variants</source>
        <translation>チェス系</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drop games</source>
        <extracomment>Games in which captured pieces come back into play (crazyhouse, shogi)</extracomment>
        <translation>持ち駒のあるゲーム</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shogi family</source>
        <translation>将棋系</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Xiangqi family</source>
        <extracomment>Xiangqi, janggi and their variants</extracomment>
        <translation>シャンチー系</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large boards</source>
        <translation>大きな盤</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other games</source>
        <extracomment>Games on the board that are not chess variants (clobber, breakthrough)</extracomment>
        <translation>その他のゲーム</translation>
    </message>
</context>
<context>
    <name>PromotionDialog</name>
    <message>
        <location filename="../app/gui/promotiondialog.cpp" line="+30"/>
        <source>Gating</source>
        <extracomment>Title of the dialog that asks which piece in hand enters on the square a piece leaves (Seirawan chess&apos;s gating)</extracomment>
        <translation>ゲーティング</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drop</source>
        <extracomment>Title of the dialog that asks which side up a piece in hand is dropped</extracomment>
        <translation>駒打ち</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Promotion</source>
        <translation>成り</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Nothing</source>
        <extracomment>Button of the gating dialog: the move brings no piece from the hand</extracomment>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not promote</source>
        <translation>不成</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 on %2</source>
        <translation>%2 の%1</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="game_status_strings.cpp" line="-83"/>
        <source>Lion</source>
        <extracomment>Why a move is illegal (fb::refusalText); %1, where present, is a piece name</extracomment>
        <translation>獅子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is already over.</source>
        <translation>対局はすでに終了しています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece cannot move like that.</source>
        <translation>その駒はそのようには動けません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is the other player&apos;s turn.</source>
        <translation>相手の手番です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passing is not allowed in this game.</source>
        <translation>このゲームではパスできません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not pass while your %1 is in check.</source>
        <translation>%1に王手がかかっているときはパスできません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no such piece in hand.</source>
        <translation>その駒は持ち駒にありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This piece may not be dropped.</source>
        <translation>この駒は打てません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This piece may not be dropped on that square.</source>
        <translation>この駒はそのマスには打てません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A piece may not be dropped where it could never move again.</source>
        <translation>行き所のなくなるマスには駒を打てません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not have two unpromoted %1s on one file (nifu).</source>
        <translation>同じ筋に成っていない%1を 2 枚置くことはできません（二歩）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A dropped piece may not give check in this game.</source>
        <translation>このゲームでは駒を打って王手をかけることはできません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A %1 drop may not give checkmate (uchifuzume).</source>
        <translation>%1を打って詰ませることはできません（打ち歩詰め）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A %1 drop may not leave your opponent without a legal move.</source>
        <translation>%1を打って相手の指し手をなくすことはできません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece must promote there: otherwise it could never move again.</source>
        <translation>そのマスでは成らなければなりません。成らないと行き所がなくなります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The piece must promote on this move.</source>
        <translation>この手では成らなければなりません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece cannot promote to that.</source>
        <translation>その駒には成れません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece may promote only by a move into, inside or out of the promotion zone.</source>
        <translation>成れるのは、敵陣に入る手、敵陣内での手、敵陣から出る手だけです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A piece that declined promotion may promote again only by a capture or after leaving the promotion zone.</source>
        <translation>不成を選んだ駒が再び成れるのは、駒を取ったときか、いったん敵陣を出た後だけです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The piece declined promotion on your previous turn: it may not promote inside the zone without a capture yet.</source>
        <translation>この駒は前の手番で不成を選んだため、敵陣内で駒を取らずに成ることはまだできません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The piece&apos;s last move declined promotion: it may promote inside the zone without a capture only after it has moved again.</source>
        <translation>この駒は直前の移動で不成を選んだため、敵陣内で駒を取らずに成れるのは、もう一度動いた後です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You already have as many of that piece as the rules allow.</source>
        <translation>その駒はすでにルールで認められた枚数に達しています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your %1 would be in check.</source>
        <translation>その手では%1に王手がかかった状態になります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two %1s may not face each other on an open file.</source>
        <translation>間に駒のない筋で%1同士が向かい合ってはいけません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1s face each other (bikjang): move so they no longer face, or pass.</source>
        <translation>%1同士が向かい合っています（ビッチャン）。向かい合わなくなるように指すか、パスしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A %1 may not take a protected %1 that is not next to it (unless its first step captures a valuable piece).</source>
        <translation>%1で、隣接していない、ひもの付いた%1を取ることはできません（1 歩目で価値の高い駒を取る場合を除く）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A %1 may not take a protected %1 that is not next to it by first capturing a Pawn or Go-Between.</source>
        <translation>%1で、隣接していない、ひもの付いた%1を、1 歩目で歩兵か仲人を取ってから取ることはできません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Right after a %1 was taken by a piece other than a %1, only a %1 may take a %1.</source>
        <translation>%1が%1以外の駒に取られた直後は、%1を取れるのは%1だけです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This move would repeat an earlier position, which the rules forbid.</source>
        <translation>この手は以前と同じ局面を繰り返すことになり、ルールで禁止されています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No move may give check in this game.</source>
        <extracomment>Racing kings</extracomment>
        <translation>このゲームでは王手となる手は指せません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A capture is possible, and capturing is compulsory.</source>
        <extracomment>Losing chess (antichess, losers)</extracomment>
        <translation>駒を取る手があり、取ることが義務です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The explosion of this capture would destroy your own %1.</source>
        <extracomment>Atomic chess; %1 is the royal piece (&quot;King&quot;)</extracomment>
        <translation>この駒取りの爆発で自分の%1が消えてしまいます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your %1 is in check and may not move away: it may only capture the checking piece.</source>
        <extracomment>Makpong; %1 is the royal piece (&quot;King&quot;)</extracomment>
        <translation>%1はチェックされているので逃げられません。チェックしている駒を取ることだけができます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King</source>
        <translation>王</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pawn</source>
        <translation>歩兵</translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <location filename="../app/gui/restoredialog.cpp" line="+20"/>
        <source>Restore Games</source>
        <translation>対局の復元</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Fairyboard did not close properly, and %n game(s) were not saved. Which ones should be restored?</source>
        <translation>
            <numerusform>Fairyboard が正しく終了しなかったため、%n 局の対局が保存されていません。どれを復元しますか？</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unsaved games</source>
        <translation>保存されていない対局</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Restore</source>
        <extracomment>Restore the checked unsaved games, each in its own window</extracomment>
        <translation>復元(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Discard</source>
        <extracomment>Delete the checked unsaved games for good</extracomment>
        <translation>破棄(&amp;D)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keep for Later</source>
        <extracomment>Close without restoring: the games are offered again at the next start</extracomment>
        <translation>次回まで保持(&amp;K)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Unknown variant</source>
        <translation>不明なゲーム</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>moves unknown</source>
        <translation>手数不明</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n 手</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2, %3</source>
        <extracomment>An unsaved game in the restore list: %1 variant, %2 number of moves, %3 when last saved</extracomment>
        <translation>%1、%2、%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (from %1)</source>
        <extracomment>%1 = the file the unsaved game was opened from</extracomment>
        <translation>（元のファイル：%1）</translation>
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
        <translation>既定のルール</translation>
    </message>
</context>
<context>
    <name>SaveChoices</name>
    <message>
        <location filename="../app/gui/savechoices.cpp" line="+52"/>
        <source>PGN, %1</source>
        <extracomment>Save As file type: PGN with its moves in notation %1 (&quot;WXF (C2.5)&quot;)</extracomment>
        <translation>PGN（%1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>KIF, 81Dojo layout</source>
        <extracomment>Save As file type: KIF with numbered move lines as the 81Dojo site writes them</extracomment>
        <translation>KIF（81Dojo 形式）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Janggi GIB</source>
        <extracomment>Save As file type: Korean janggi records</extracomment>
        <translation>チャンギ GIB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game bundle</source>
        <extracomment>A Fairyboard game bundle: a zip with the game, its custom preset and piece images</extracomment>
        <translation>対局パッケージ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All files</source>
        <extracomment>Save As file type: any file name</extracomment>
        <translation>すべてのファイル</translation>
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
        <translation>赤</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+12"/>
        <source>black</source>
        <comment>side colour</comment>
        <translation>黒</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>blue</source>
        <comment>side colour</comment>
        <extracomment>Janggi: the first player (Cho) is blue, the second (Han) red</extracomment>
        <translation>青</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sente</source>
        <comment>side colour</comment>
        <extracomment>Shogi: the side that moves first (先手) inside &quot;7g, sente pawn&quot;; the second side is gote (後手)</extracomment>
        <translation>先手</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>gote</source>
        <comment>side colour</comment>
        <translation>後手</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>white</source>
        <comment>side colour</comment>
        <extracomment>Colour of a chess player inside &quot;e4, white knight&quot;</extracomment>
        <translation>白</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+2"/>
        <source>Red</source>
        <comment>player</comment>
        <translation>赤</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+9"/>
        <source>Black</source>
        <comment>player</comment>
        <translation>黒</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Blue</source>
        <comment>player</comment>
        <translation>青</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sente</source>
        <comment>player</comment>
        <extracomment>Shogi: the player who moves first (先手, sente); the second is Gote (後手)</extracomment>
        <translation>先手</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Gote</source>
        <comment>player</comment>
        <translation>後手</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>White</source>
        <comment>player</comment>
        <translation>白</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1, the duck</source>
        <translation>%1、アヒル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, a wall</source>
        <extracomment>Spoken description of a square a wall blocks (Amazons&apos; arrows): &quot;e4, a wall&quot;</extracomment>
        <translation>%1、壁</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, empty</source>
        <extracomment>Spoken description of an empty board square: &quot;e4, empty&quot;</extracomment>
        <translation>%1、空き</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2 %3</source>
        <extracomment>Spoken description of a board square: %1 square, %2 side colour, %3 piece name</extracomment>
        <translation>%1、%2の%3</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>in hand: %n %1 %2</source>
        <extracomment>Spoken description of a storage slot (pieces in hand), English &quot;in hand: 2 white pawns&quot;: %n = how many, %1 = side colour, %2 = piece name (a plural only in English; write it like &quot;%n × %2 (%1)&quot; where the noun would have to agree)</extracomment>
        <translation>
            <numerusform>持ち駒：%1の%2 %n 枚</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnInput</name>
    <message>
        <location filename="../app/gui/turninput.cpp" line="+143"/>
        <source>The %1 cannot move there.</source>
        <extracomment>A click on a square the selected piece cannot reach; %1 = the piece (&quot;Knight&quot;)</extracomment>
        <translation>%1はそこへは動けません。</translation>
    </message>
</context>
<context>
    <name>TurnPromptItem</name>
    <message>
        <location filename="../app/gui/turnpromptitem.cpp" line="+44"/>
        <source>Stop here</source>
        <extracomment>Button beside a piece in the middle of a multi-leg move (a Chu Shogi Lion&apos;s): end the move on the square the piece now stands on</extracomment>
        <translation>ここで止める</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo step</source>
        <extracomment>Button beside a piece in the middle of a multi-leg move: take its last step back</extracomment>
        <translation>一歩戻す</translation>
    </message>
</context>
<context>
    <name>UserPresets</name>
    <message>
        <location filename="../app/gui/userpresets.cpp" line="+97"/>
        <source>%1: a game bundle, not a preset bundle (open it with Open)</source>
        <translation>%1：プリセットパッケージではなく対局パッケージです（「開く」で開いてください）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&apos;%1&apos; cannot be used as a file name (letters, digits, &apos;-&apos; and &apos;_&apos; only)</source>
        <translation>「%1」はファイル名に使えません（使えるのは英字、数字、「-」、「_」のみです）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is a preset that comes with Fairyboard; a bundle cannot replace it</source>
        <translation>「%1」は Fairyboard に付属するプリセットのため、パッケージで置き換えることはできません</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>not a readable SVG or PNG image</source>
        <translation>読み込める SVG または PNG 画像ではありません</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&apos;%1&apos; is not an installed preset</source>
        <translation>「%1」はインストールされたプリセットではありません</translation>
    </message>
</context>
<context>
    <name>VariantImportFlow</name>
    <message>
        <location filename="../app/gui/variantimportflow.cpp" line="+30"/>
        <location line="+9"/>
        <source>Import Variant</source>
        <translation>バリアントをインポート</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Variant definitions (*.ini *.txt)</source>
        <extracomment>Files of other programs that define chess variants</extracomment>
        <translation>バリアント定義 (*.ini *.txt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>No variant could be imported from “%1”.</source>
        <extracomment>%1 = a file name, or a variant and the engine that defines it</extracomment>
        <translation>「%1」からインポートできるバリアントはありません。</translation>
    </message>
    <message numerus="yes">
        <location line="-18"/>
        <source>The file defines %n variants. Which one?</source>
        <translation>
            <numerusform>このファイルには %n 個のバリアントが定義されています。どれにしますか？</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Some rules of “%1” cannot be expressed in a preset. Import it without them?</source>
        <extracomment>%1 = the variant&apos;s name</extracomment>
        <translation>「%1」のルールの一部はプリセットで表現できません。それらを除いてインポートしますか？</translation>
    </message>
</context>
<context>
    <name>fb::engines::BuiltinPlayer</name>
    <message>
        <location filename="../app/engines/builtinplayer.cpp" line="+128"/>
        <source>Built-in AI level %1</source>
        <translation>内蔵AI レベル%1</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>%1 has no legal move to play</source>
        <translation>%1には指せる合法手がありません</translation>
    </message>
</context>
<context>
    <name>fb::engines::CustomVariant</name>
    <message>
        <location filename="../app/engines/customvariant.cpp" line="+146"/>
        <source>It cannot be given this variant as a definition: %1</source>
        <extracomment>Why a variant could not be sent to an engine as a definition in its own file format (after &quot;&lt;engine&gt; does not play &lt;variant&gt;&quot;, or as the tooltip of a greyed engine); %1 = the reasons, &quot;; &quot; or a line break between them</extracomment>
        <translation>このバリアントを定義として渡すこともできません：%1</translation>
    </message>
</context>
<context>
    <name>fb::engines::EnginePlayer</name>
    <message>
        <location filename="../app/engines/engineplayer.cpp" line="+66"/>
        <source>did not answer the %1 handshake within %2 s</source>
        <translation>%2秒以内に%1のハンドシェイクに応答しませんでした</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>Engine &apos;%1&apos;: %2</source>
        <translation>エンジン「%1」：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>did not move within %1 s of its %2 s</source>
        <translation>持ち時間%2秒のうち%1秒以内に指しませんでした</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sent the move &apos;%1&apos; when it was not its turn</source>
        <translation>手番でないのに手「%1」を送りました</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>sent the move &apos;%1&apos;, which is not a legal move in the position %2: %3</source>
        <translation>局面%2で合法でない手「%1」を送りました：%3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>sent a line of more than %1 bytes</source>
        <translation>%1バイトを超える行を送りました</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>stopped unexpectedly (it crashed or was killed)</source>
        <translation>予期せず停止しました（クラッシュまたは強制終了）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exited unexpectedly with exit code %1</source>
        <translation>終了コード%1で予期せず終了しました</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>could not be started (%1): %2</source>
        <translation>起動できませんでした（%1）：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>does not read its input any more</source>
        <translation>入力を読まなくなりました</translation>
    </message>
</context>
<context>
    <name>fb::engines::EngineVariantReader</name>
    <message>
        <location filename="../app/engines/enginevariantreader.cpp" line="+93"/>
        <source>the engine speaks %1: only XBoard engines send the definitions of their variants</source>
        <extracomment>%1 = an engine protocol (&quot;UCI&quot;)</extracomment>
        <translation>このエンジンのプロトコルは %1 です。バリアントの定義を送るのは XBoard エンジンだけです</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the engine does not play &apos;%1&apos; (it plays %2)</source>
        <extracomment>%1 = a variant&apos;s name, %2 = the engine&apos;s variants, &quot;, &quot; between</extracomment>
        <translation>このエンジンは「%1」を指せません（指せるのは %2）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the engine sent no definition of &apos;%1&apos; (no &apos;setup&apos; command): it plays it as a variant every GUI is expected to know</source>
        <translation>このエンジンは「%1」の定義を送りませんでした（「setup」コマンドなし）。どの GUI も知っているはずのバリアントとして指しています</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>the engine cannot show a piece&apos;s moves (no highlight feature): the imported rules were not checked against its own</source>
        <translation>このエンジンは駒の動きを表示できません（highlight機能がありません）。インポートしたルールはエンジン自身のルールと照合していません</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>the engine answered %2 of %1 &apos;lift&apos; commands with &apos;highlight&apos;; the check stops</source>
        <extracomment>%1 = how many pieces were lifted, %2 = how many highlight answers came</extracomment>
        <translation>このエンジンが %1 回の「lift」コマンドのうち「highlight」で応答したのは %2 回でした。確認を中止します</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;highlight %1&apos; (for %2) does not fit the board</source>
        <translation>「highlight %1」（%2に対する応答）が盤に合いません</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the piece on %1 in %2: only the engine&apos;s moves reach %3; only ours reach %4</source>
        <extracomment>A difference of the rules check; %1 = a square, %2 = a FEN, %3/%4 = square lists</extracomment>
        <translation>%2 の %1 の駒：エンジンの指し手だけが %3 に届き、こちらの指し手だけが %4 に届きます</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n more pieces whose moves differ</source>
        <translation>
            <numerusform>ほかに動きの異なる駒が %n 枚</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fb::engines::GameRunner</name>
    <message>
        <location filename="../app/engines/gamerunner.cpp" line="+135"/>
        <source>%1 resigned</source>
        <translation>%1が投了しました</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>the move limit of %1 plies</source>
        <translation>%1手の手数制限</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 moved when it was not its turn</source>
        <translation>%1が手番でないのに指しました</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 chose an illegal move in the position %2</source>
        <translation>%1が局面%2で反則手を選びました</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 lost on time</source>
        <translation>%1が時間切れで負けました</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>a draw by agreement</source>
        <translation>合意による引き分け</translation>
    </message>
</context>
<context>
    <name>fb::engines::UciEngine</name>
    <message>
        <location filename="../app/engines/uciengine.cpp" line="+177"/>
        <source>does not speak %1</source>
        <translation>%1に対応していません</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 plays only %2, not %3</source>
        <translation>%1は%2しか指せず、%3は指せません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not play %2 (it plays %3)</source>
        <translation>%1は%2を指せません（指せるのは%3）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>could not be given the variant %1: %2</source>
        <extracomment>%1 = a variant&apos;s name in the engine (&quot;fairyboard-berolina&quot;), %2 = a system error</extracomment>
        <translation>バリアント%1を渡せませんでした：%2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>did not answer &apos;go perft %1&apos; within %2 s</source>
        <translation>%2秒以内に「go perft %1」に応答しませんでした</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>counts %1 move sequences of %2 plies from the start of %3 where Fairyboard counts %4: it does not play this variant by the same rules, so it is not used for it</source>
        <extracomment>%1, %4 = numbers of move sequences, %2 = plies, %3 = a variant&apos;s name</extracomment>
        <translation>%3の開始局面からの%2手の手順を%1通りと数えましたが、Fairyboardでは%4通りです。このバリアントを同じルールで指していないため、このバリアントには使いません</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>did not answer &apos;go depth 1&apos; within %1 s</source>
        <translation>%1秒以内に「go depth 1」に応答しませんでした</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>answered a search from the start of %2 with &apos;%1&apos;, which is no legal move there by Fairyboard&apos;s rules (%3), so it is not used for this variant</source>
        <extracomment>%1 = the engine&apos;s move, %2 = a variant&apos;s name, %3 = why the move is illegal</extracomment>
        <translation>%2の開始局面からの探索に「%1」と答えましたが、これはFairyboardのルールではその局面の合法手ではありません（%3）。そのため、このバリアントには使いません</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+65"/>
        <source>did not answer &apos;isready&apos; within %1 s</source>
        <translation>%1秒以内に「isready」に応答しませんでした</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>while it was checked on %1 (%2): it cannot play this variant, so it is not used for it</source>
        <extracomment>%1 = a variant&apos;s name, %2 = &quot;go perft 3&quot; or &quot;go depth 1&quot;</extracomment>
        <translation>（%1での確認中、%2）。このバリアントを指せないため、このバリアントには使いません</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>did not answer &apos;stop&apos; within %1 s</source>
        <translation>%1秒以内に「stop」に応答しませんでした</translation>
    </message>
</context>
<context>
    <name>fb::engines::XBoardEngine</name>
    <message>
        <location filename="../app/engines/xboardengine.cpp" line="+177"/>
        <location line="+15"/>
        <source>did not finish its features</source>
        <translation>featureの送信を終えませんでした</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 does not play %2 (it plays %3)</source>
        <translation>%1は%2を指せません（指せるのは%3）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>did not answer &apos;ping&apos; within %1 s</source>
        <translation>%1秒以内に「ping」に応答しませんでした</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>could not be given the variant %1: %2</source>
        <extracomment>%1 = a variant&apos;s name in the engine (&quot;fairyboard-berolina&quot;), %2 = a system error</extracomment>
        <translation>バリアント%1を渡せませんでした：%2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>refused the variant %1: &apos;%2&apos;</source>
        <extracomment>%1 = a variant&apos;s name in the engine, %2 = the engine&apos;s error line</extracomment>
        <translation>バリアント%1を拒否しました：「%2」</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>did not load the variant %1 (no answer &quot;Loaded&quot; to &quot;load&quot;), so it is not used for %2</source>
        <extracomment>%1 = a variant&apos;s name in the engine, %2 = a variant&apos;s name</extracomment>
        <translation>バリアント%1を読み込みませんでした（「load」に「Loaded」と応答しませんでした）。そのため、%2には使いません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>gave no count to &quot;perft %1&quot; from the start of %2, so it is not used for it</source>
        <extracomment>%1 = plies, %2 = a variant&apos;s name</extracomment>
        <translation>%2の開始局面からの「perft %1」に数を返しませんでした。そのため、このバリアントには使いません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>counts %1 move sequences of %2 plies from the start of %3 where Fairyboard counts %4: it does not play this variant by the same rules, so it is not used for it</source>
        <extracomment>%1, %4 = numbers of move sequences, %2 = plies, %3 = a variant&apos;s name</extracomment>
        <translation>%3の開始局面からの%2手の手順を%1通りと数えましたが、Fairyboardでは%4通りです。このバリアントを同じルールで指していないため、このバリアントには使いません</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>while it was checked on %1 (%2): it cannot play this variant, so it is not used for it</source>
        <extracomment>%1 = a variant&apos;s name, %2 = &quot;perft 3&quot;</extracomment>
        <translation>（%1での確認中、%2）。このバリアントを指せないため、このバリアントには使いません</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+142"/>
        <source>cannot be given a position (it has no setboard feature)</source>
        <translation>局面を渡せません（setboard機能がありません）</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>cannot be checked on the variant %1 (it has no ping feature), so it is not used for it</source>
        <translation>バリアント%1で確認できません（ping機能がありません）。そのため、このバリアントには使いません</translation>
    </message>
    <message>
        <location line="+167"/>
        <source>refused a move: &apos;%1&apos;</source>
        <translation>手を拒否しました：「%1」</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>cannot be asked for %1: it has no %2 feature</source>
        <extracomment>%1 = what was asked (&quot;a variant&apos;s definition&quot;), %2 = an XBoard feature&apos;s name</extracomment>
        <translation>%1を問い合わせできません（%2機能がありません）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a variant&apos;s definition</source>
        <translation>バリアントの定義</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the moves of a piece</source>
        <translation>駒の動き</translation>
    </message>
</context>
<context>
    <name>fb::io::NotationText</name>
    <message>
        <location filename="../app/io/movenotation.cpp" line="+240"/>
        <source>Algebraic (SAN)</source>
        <extracomment>Move notation: Standard Algebraic Notation (Nf3, exd6, O-O)</extracomment>
        <translation>代数式 (SAN)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Western (P-7f)</source>
        <extracomment>Shogi move notation with letters (P-7f, Bx2b+), as in English books and lishogi</extracomment>
        <translation>欧米式 (P-7f)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Japanese (▲７六歩)</source>
        <extracomment>Shogi move notation in Japanese (▲７六歩)</extracomment>
        <translation>日本式 (▲７六歩)</translation>
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
        <translation>中国式 (炮二平五)</translation>
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
        <translation>座標 (e2e4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>XBoard SAN (Che2)</source>
        <extracomment>SAN as the XBoard/WinBoard program writes it: ranks from 0 on boards of ten ranks</extracomment>
        <translation>XBoard 形式の SAN (Che2)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>pass</source>
        <extracomment>A move that passes the whole turn (janggi), as written in the move list and typed</extracomment>
        <translation>パス</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Type a move first.</source>
        <translation>先に指し手を入力してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Passing is not allowed here.</source>
        <translation>ここではパスできません。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&apos;%1&apos; is ambiguous: it fits %2.</source>
        <extracomment>%1 is the typed move, %2 the moves it may mean, in coordinates</extracomment>
        <translation>「%1」はあいまいです: %2 に当てはまります。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;%1&apos; is not a legal move here (read as %2 or coordinates).</source>
        <extracomment>%1 is the typed move, %2 the notation&apos;s name</extracomment>
        <translation>「%1」はここでは合法手ではありません（%2 または座標として読みました）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; is not allowed here.</source>
        <extracomment>%1 is the typed move: the pieces can make it, but the rules forbid it now</extracomment>
        <translation>「%1」はここでは指せません。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/commandline.cpp" line="+15"/>
        <source>Play and study chess variants.</source>
        <translation>さまざまなチェス系ゲームで対局し、研究します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start a game of the preset ID.</source>
        <translation>プリセット ID のゲームで対局を開始します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use the rule profile NAME of the preset.</source>
        <translation>プリセットのルールプロファイル NAME を使います。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start from this position.</source>
        <translation>この局面から開始します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start from the --fen position even if it cannot occur in a game (for problems).</source>
        <translation>--fen の局面が対局で起こり得なくても、そこから始めます（詰将棋・プロブレム用）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play these moves (coordinate notation, space separated).</source>
        <translation>これらの指し手を指します（座標表記、空白区切り）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Select the piece on SQUARE so its legal moves show.</source>
        <translation>SQUARE の駒を選択し、その合法手を表示します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click SQUARE on the board after the moves (repeatable; a piece letter with * or @, like N@, clicks that piece in the hand of the side to move).</source>
        <translation>指し手の後に盤上の SQUARE をクリックします（繰り返し指定できます。N@ のように駒の文字に * または @ を付けると、手番側の持ち駒のその駒をクリックします）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Render the window to FILE (PNG) and exit.</source>
        <translation>ウィンドウを FILE（PNG）に書き出して終了します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start in inspect mode (any piece can be selected).</source>
        <translation>駒の動き確認モードで開始します（どの駒も選択できます）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the side panel NAME (moves, pieces or info).</source>
        <translation>サイドパネル NAME（moves、pieces または info）を表示します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the dialog NAME (new-game, preferences, edit-position or import-from-engine); --screenshot renders it.</source>
        <translation>ダイアログ NAME（new-game、preferences、edit-position または import-from-engine）を開きます。--screenshot はそのダイアログを書き出します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw the pieces with the piece set ID for this run (see Preferences).</source>
        <translation>今回の実行に限り、駒セット ID で駒を描きます（環境設定を参照）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What to do with the unsaved games of sessions that crashed: ask (the default), all (restore every one, each in its own window) or none (keep them for later).</source>
        <translation>異常終了したセッションの保存されていない対局の扱い：ask（既定。確認する）、all（すべてをそれぞれのウィンドウで復元する）または none（次回まで保持する）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An engine (a command line, PROTOCOL:COMMAND to skip probing, or builtin[:LEVEL] for the built-in AI, levels 1 to 8) plays the side to move after the moves; --screenshot waits for its move.</source>
        <translation>エンジン（コマンドライン。判定を省くには PROTOCOL:COMMAND、内蔵AIには builtin[:LEVEL]、レベルは 1～8）が指し手の後の手番側を指します。--screenshot はその手を待ちます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Clocks for the --engine game: MINUTES+SECONDS (base and increment); else one second per move.</source>
        <translation>--engine の対局の時計：分+秒（持ち時間と加算）。指定がなければ1手1秒。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opens the Analysis panel with ENGINE analysing the position shown: builtin (the built-in AI), an engine&apos;s name in the Engines list, or a command line as --engine takes it; --screenshot waits for its lines.</source>
        <translation>表示中の局面を ENGINE で解析する解析パネルを開きます。ENGINE には builtin（内蔵AI）、エンジン一覧にあるエンジン名、または --engine と同じ形式のコマンドラインを指定します。--screenshot はその読み筋を待ちます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many lines --analyse shows (1 to 5).</source>
        <translation>--analyse で表示する読み筋の数（1～5）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A game log or game bundle (.fbz) to open, or a preset bundle (.fbpz) to install.</source>
        <translation>開く棋譜ファイルまたは対局パッケージ（.fbz）、あるいはインストールするプリセットパッケージ（.fbpz）。</translation>
    </message>
</context>
</TS>
