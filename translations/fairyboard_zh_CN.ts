<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../app/gui/analysispanel.cpp" line="+48"/>
        <location line="+381"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location line="-380"/>
        <source>Analyse Game</source>
        <translation>分析对局</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The engine that analyses (those that play this variant)</source>
        <translation>用于分析的引擎（可下此变体的引擎）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lines: </source>
        <translation>变例数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many of the best lines to show</source>
        <translation>显示多少条最佳变例</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Analyse every position of the game for a second each and fill the graph</source>
        <translation>将对局的每个局面各分析一秒，并填充图表</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Score</source>
        <translation>评分</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Line</source>
        <translation>变例</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Built-in AI</source>
        <translation>内置AI</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>The engine &apos;%1&apos; is not in the Engines list</source>
        <translation>引擎“%1”不在引擎列表中</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>(then &apos;%1&apos;, not a legal move here)</source>
        <translation>（其后的“%1”在此不是合法着法）</translation>
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
        <translation>未运行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Starting %1...</source>
        <translation>正在启动%1...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: analysing the game, position %2 of %3</source>
        <translation>%1：正在分析对局，第 %2/%3 个局面</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is analysing</source>
        <translation>%1 正在分析</translation>
    </message>
</context>
<context>
    <name>AutosaveStore</name>
    <message>
        <location filename="../app/gui/autosavestore.cpp" line="+119"/>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../app/gui/boardview.cpp" line="+47"/>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
</context>
<context>
    <name>CaptureChoiceDialog</name>
    <message>
        <location filename="../app/gui/capturechoicedialog.cpp" line="+49"/>
        <source>Pieces taken</source>
        <extracomment>Title of the dialog that asks which pieces a move also takes (the enemies a Fire Demon burns in Suzumu Shogi)</extracomment>
        <translation>吃掉的棋子</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Which pieces does the move also take?</source>
        <extracomment>Question above the choices of the pieces a move also takes</extracomment>
        <translation>这步棋还要吃掉哪些棋子？</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 on %2</source>
        <extracomment>A piece a move also takes: %1 is the piece, %2 its square</extracomment>
        <translation>%2的%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing more</source>
        <extracomment>The choice of taking no piece besides the move&apos;s own capture</extracomment>
        <translation>不再吃其他棋子</translation>
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
            <numerusform>读秒 %1（剩余 %n 次 %2）</numerusform>
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
        <translation>“%1”：引号未闭合</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; names no engine program</source>
        <translation>“%1”没有指明引擎程序</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>the leg &apos;%1&apos; does not start where the move stood</source>
        <translation>分步“%1”不是从着法停下的位置开始</translation>
    </message>
    <message>
        <location filename="../app/engines/enginelauncher.cpp" line="+57"/>
        <source>&apos;%1&apos; answered none of the protocols UCI, XBoard and USI</source>
        <translation>“%1”对UCI、XBoard和USI协议均无应答</translation>
    </message>
    <message>
        <location filename="../app/engines/playerchoice.cpp" line="+47"/>
        <source>&apos;%1&apos;: the built-in AI&apos;s level is a number from %2 to %3</source>
        <translation>“%1”：内置AI的级别是 %2 到 %3 之间的数字</translation>
    </message>
</context>
<context>
    <name>EngineGameDriver</name>
    <message>
        <location filename="../app/gui/enginegamedriver.cpp" line="+204"/>
        <location line="+57"/>
        <source>%1 chose a move that cannot be played</source>
        <translation>%1选择了无法走出的着法</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 resigned</source>
        <extracomment>%1 = a player (an engine&apos;s name, or White, Sente ...)</extracomment>
        <translation>%1认输了</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The players agreed to a draw.</source>
        <translation>双方同意和棋。</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 lost on time</source>
        <extracomment>%1 = a player (an engine&apos;s name, or White, Sente ...)</extracomment>
        <translation>%1超时判负</translation>
    </message>
</context>
<context>
    <name>EngineVariantDialog</name>
    <message>
        <location filename="../app/gui/enginevariantdialog.cpp" line="+18"/>
        <source>Import Variant from Engine</source>
        <translation>从引擎导入变体</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An XBoard engine defines the variants it plays by its setup and piece commands. The definition is read into a preset, and its rules are compared with the engine&apos;s in several positions.</source>
        <translation>XBoard 引擎通过其 setup 和 piece 命令定义它所下的变体。该定义会被读入预设，并在若干局面中将其规则与引擎的规则进行比较。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Engine:</source>
        <translation>引擎(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Variant:</source>
        <translation>变体(&amp;V)：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No XBoard engine in the engine list knows its variants yet: add one (or probe it) in Engines.</source>
        <translation>引擎列表中还没有已知其变体的 XBoard 引擎：请在“引擎”中添加一个（或对其进行检查）。</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Asking %1 for %2 and comparing its moves with the import…</source>
        <extracomment>%1 = an engine&apos;s name, %2 = a variant&apos;s name</extracomment>
        <translation>正在向%1查询%2，并将其着法与导入结果进行比较…</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <location filename="../app/gui/enginesdialog.cpp" line="+28"/>
        <location line="+2"/>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add...</source>
        <translation>添加(&amp;A)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adds an engine program and finds out what it plays</source>
        <translation>添加引擎程序并查明它能下哪些棋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Check</source>
        <extracomment>Starts the engine again to find out its protocol and variants</extracomment>
        <translation>检查(&amp;C)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The program and its arguments</source>
        <translation>程序及其参数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find out</source>
        <extracomment>The engine&apos;s protocol is found by trying UCI, XBoard and USI</extracomment>
        <translation>自动检测</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;ommand line:</source>
        <translation>命令行(&amp;O)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Protocol:</source>
        <translation>协议(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants:</source>
        <translation>变体：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Options</source>
        <extracomment>The settings an engine offers (hash size, strength ...), as it declares them</extracomment>
        <translation>选项</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 (checking...)</source>
        <extracomment>An engine of the list that is being started to find out what it plays</extracomment>
        <translation>%1（检查中...）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (does not start)</source>
        <extracomment>An engine of the list that could not be started</extracomment>
        <translation>%1（无法启动）</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Not known yet</source>
        <translation>尚不清楚</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>This engine declares no options.</source>
        <translation>此引擎没有声明任何选项。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The options are shown once the engine was started.</source>
        <translation>引擎启动后才会显示选项。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Press when it starts</source>
        <extracomment>An engine&apos;s button option (clear hash ...): pressed each time the engine starts</extracomment>
        <translation>启动时按下</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Choose the protocol in the box below the command line.</source>
        <translation>请在命令行下方的框中选择协议。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Add Engine</source>
        <translation>添加引擎</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Starting %1...</source>
        <extracomment>%1 = an engine&apos;s name</extracomment>
        <translation>正在启动%1...</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 speaks %2 and plays %n variant(s).</source>
        <extracomment>%1 = the engine&apos;s name, %2 = its protocol, %3 = how many variants it plays</extracomment>
        <translation>
            <numerusform>%1支持%2，会下%n种变体。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvaluationGraph</name>
    <message>
        <location filename="../app/gui/evaluationgraph.cpp" line="+14"/>
        <source>The score of each position analysed (from the first side&apos;s view); click to go to a position</source>
        <translation>每个已分析局面的评分（从先行方的角度）；点击可转到该局面</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/gui/gamecontroller.cpp" line="+37"/>
        <source>Move %1 is not legal in this position.</source>
        <translation>着法 %1 在此局面中不合法。</translation>
    </message>
</context>
<context>
    <name>GameInfoPanel</name>
    <message>
        <location filename="../app/gui/gameinfopanel.cpp" line="+24"/>
        <source>1-0 (first player wins)</source>
        <translation>1-0（先行方胜）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0-1 (second player wins)</source>
        <translation>0-1（后行方胜）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>½-½ (draw)</source>
        <translation>½-½（和棋）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>* (unfinished)</source>
        <extracomment>The game result is not known or the game goes on</extracomment>
        <translation>*（未结束）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>resignation</source>
        <translation>认输</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sealed move</source>
        <extracomment>An adjourned game: the last move was sealed (KIF 封じ手)</extracomment>
        <translation>封棋</translation>
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
        <translation>超时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>illegal move</source>
        <translation>违例着法</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>illegal action</source>
        <extracomment>A player broke the rules in another way than by a move (CSA %+ILLEGAL_ACTION)</extracomment>
        <translation>违规行为</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>repetition</source>
        <translation>重复局面</translation>
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
        <translation>将死</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no mate</source>
        <extracomment>A mating problem that has no mate (CSA %FUZUMI, KIF 不詰)</extracomment>
        <translation>无杀</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>takeback</source>
        <translation>悔棋</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>recording error</source>
        <extracomment>The program that recorded the game failed (CSA %ERROR)</extracomment>
        <translation>记录错误</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw agreed</source>
        <translation>协议和棋</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>First player:</source>
        <translation>先行方：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second player:</source>
        <translation>后行方：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event:</source>
        <translation>赛事：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Site:</source>
        <translation>地点：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date:</source>
        <translation>日期：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round:</source>
        <translation>轮次：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time control:</source>
        <extracomment>The time control of the game (PGN TimeControl, KIF 持ち時間)</extracomment>
        <translation>用时：</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Result:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ended by:</source>
        <extracomment>How the game ended as its record says (resignation, time forfeit ...)</extracomment>
        <translation>结束方式：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game comment</source>
        <translation>对局注释</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game comment:</source>
        <translation>对局注释：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comment on the move shown</source>
        <translation>当前着法的注释</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Comment after move %1 (%2):</source>
        <translation>第 %1 步（%2）之后的注释：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comment after the move shown (no move yet)</source>
        <translation>当前着法之后的注释（尚无着法）</translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <location filename="game_status_strings.cpp" line="+17"/>
        <source>checkmate</source>
        <extracomment>Why the game ended, inside &quot;Game over: White wins (checkmate)&quot;: the side to move is in check and has no legal move</extracomment>
        <translation>将死</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stalemate</source>
        <extracomment>Why the game ended: the side to move has no legal move but is not in check (a draw in chess, a win in xiangqi and shogi)</extracomment>
        <translation>无着可走</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>repetition</source>
        <extracomment>Why the game ended: the same position occurred for the n-th time (threefold repetition in chess, sennichite in shogi)</extracomment>
        <translation>重复局面</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>royal-captured</source>
        <extracomment>Why the game ended: a royal piece (king, general; in Chu Shogi the last of king and crown prince) was captured</extracomment>
        <translation>王将被吃</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bare-king</source>
        <extracomment>Why the game ended: one side has nothing left but its king (shatranj &quot;bare king&quot;)</extracomment>
        <translation>光杆王</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>move-count-draw</source>
        <extracomment>Why the game ended: the move-count rule (the 50-move rule in chess) made it a draw</extracomment>
        <translation>步数限制</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>flag</source>
        <extracomment>Why the game ended: a royal piece reached its goal region and survived (the &quot;try&quot; of Dobutsu Shogi, the lion reaching the far rank)</extracomment>
        <translation>抵达敌阵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bikjang</source>
        <extracomment>Why the game ended: janggi bikjang, the two generals faced each other on an open file</extracomment>
        <translation>将帅照面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>double-pass</source>
        <extracomment>Why the game ended: both sides passed their turn one after the other (janggi)</extracomment>
        <translation>双方连续停着</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>check-limit</source>
        <extracomment>Why the game ended: n-check, a side gave its third (n-th) check</extracomment>
        <translation>将军次数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>extinction</source>
        <extracomment>Why the game ended: a side lost all pieces of a kind (extinction chess, losing chess, horde, three kings)</extracomment>
        <translation>灭绝</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>counting-draw</source>
        <extracomment>Why the game ended: Makruk&apos;s counting rule (the stronger side did not mate before the count ran out) made it a draw</extracomment>
        <translation>计数和棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piece-count</source>
        <extracomment>Why the game ended: no move was left (reversi, Ataxx) and the pieces were counted</extracomment>
        <translation>棋子计数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ongoing</source>
        <extracomment>State of a game that has not ended</extracomment>
        <translation>进行中</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the game goes on</source>
        <extracomment>The game has not ended</extracomment>
        <translation>对局进行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the counting rule</source>
        <extracomment>Why the game ended in a draw: Makruk&apos;s count ran out before mate</extracomment>
        <translation>计数规则</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no moves left, %1 pieces to %2</source>
        <extracomment>Reversi, Ataxx: no move was left and the pieces on the board were counted; %1 and %2 are the first and the second player&apos;s counts</extracomment>
        <translation>无棋可走，棋子数 %1 比 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins: %2</source>
        <extracomment>Reversi, Ataxx: &quot;White wins: no moves left, 40 pieces to 24&quot;</extracomment>
        <translation>%1胜：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>twofold repetition</source>
        <extracomment>Why the game ended: the same position occurred for the second time</extracomment>
        <translation>两次重复局面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>threefold repetition</source>
        <extracomment>Why the game ended: the same position occurred for the third time (chess)</extracomment>
        <translation>三次重复局面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fourfold repetition</source>
        <extracomment>Why the game ended: the same position occurred for the fourth time (sennichite)</extracomment>
        <translation>四次重复局面（千日手）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 was captured</source>
        <extracomment>%1 is the royal piece (&quot;King&quot;, &quot;General&quot;)</extracomment>
        <translation>%1被吃</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bare king</source>
        <extracomment>Why the game ended: one side has nothing left but its king</extracomment>
        <translation>光杆王</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1-move rule</source>
        <extracomment>Why the game ended in a draw; %1 is the number of moves per side (the 50-move rule)</extracomment>
        <translation>%1 回合规则</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 reached the far side</source>
        <extracomment>Why the game ended: a royal reached its goal (Dobutsu Shogi&apos;s try); %1 is the piece</extracomment>
        <translation>%1到达对方底线</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bikjang (the generals faced each other)</source>
        <extracomment>Why the game ended: janggi bikjang</extracomment>
        <translation>将帅照面（bikjang）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>both players passed</source>
        <extracomment>Why the game ended: both sides passed their turn one after the other (janggi)</extracomment>
        <translation>双方连续停着</translation>
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
        <translation>和棋：双方连续停着</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw by %1</source>
        <extracomment>End of the game: %1 is the reason (&quot;threefold repetition&quot;, &quot;stalemate&quot;)</extracomment>
        <translation>和棋（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by capturing the %2</source>
        <extracomment>End of the game: %1 is the winner (&quot;White&quot;, &quot;Sente&quot;), %2 the royal piece (&quot;King&quot;)</extracomment>
        <translation>%1吃掉对方的%2获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins: the %2 reached the far side</source>
        <extracomment>End of the game: %1 is the winner, %2 the royal piece that reached its goal</extracomment>
        <translation>%1获胜：%2到达对方底线</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by %2</source>
        <extracomment>End of the game: %1 is the winner (&quot;White&quot;), %2 the reason (&quot;checkmate&quot;)</extracomment>
        <translation>%1获胜（%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 reached its goal</source>
        <extracomment>Why the game ended: a royal reached its goal squares (king of the hill: the centre); %1 is the piece</extracomment>
        <translation>%1到达了目标</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no pieces left</source>
        <extracomment>Why the game ended: a side lost all its pieces (losing chess, horde)</extracomment>
        <translation>没有棋子了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a side was down to %1 pieces</source>
        <extracomment>Why the game ended: a side kept no more than %1 pieces</extracomment>
        <translation>一方只剩%1个棋子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no %1 left</source>
        <extracomment>Extinction chess: &quot;no Pawn left&quot; (%1 is a piece name)</extracomment>
        <translation>没有%1了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a side was down to %1 of its %2 pieces</source>
        <extracomment>Three kings: &quot;a side was down to 2 of its King pieces&quot; (%2: a piece)</extracomment>
        <translation>一方的%2只剩%1个</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins: %2 has no pieces left</source>
        <extracomment>End of the game: %1 the winner, %2 the player who has no pieces left</extracomment>
        <translation>%1胜：%2没有棋子了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins: %2 is down to %3 pieces</source>
        <extracomment>End of the game: %1 the winner, %2 a player, %3 how many pieces it has left</extracomment>
        <translation>%1胜：%2只剩%3个棋子</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins: %2 has no %3 left</source>
        <extracomment>End of the game: %1 the winner, %2 a player, %3 a piece (&quot;White wins: Black has no Pawn left&quot;)</extracomment>
        <translation>%1胜：%2没有%3了</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins: %2 is down to %3 of its %4 pieces</source>
        <extracomment>End of the game: %1 the winner, %2 a player, %3 how many, %4 a piece (&quot;White wins: Black is down to 2 of its King pieces&quot;)</extracomment>
        <translation>%1胜：%2的%4只剩%3个</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1-check rule</source>
        <extracomment>n-check: &quot;the 3-check rule&quot; (a side gave its third check)</extracomment>
        <translation>%1次将军规则</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw: both sides reached the goal</source>
        <extracomment>Racing kings: the second side&apos;s King reached the goal right after the first&apos;s</extracomment>
        <translation>和棋：双方都到达了目标</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw: %1</source>
        <extracomment>End of the game in a draw: %1 is the reason (&quot;no pieces left&quot;)</extracomment>
        <translation>和棋：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins: the %2 reached its goal</source>
        <extracomment>End of the game: %1 the winner, %2 the royal piece that reached its goal squares</extracomment>
        <translation>%1胜：%2到达了目标</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by being checkmated</source>
        <extracomment>Losing chess: the side that is checkmated wins; %1 the winner</extracomment>
        <translation>%1因被将死而获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by losing all but the %2</source>
        <extracomment>Losers: &quot;White wins by losing all but the King&quot;</extracomment>
        <translation>%1因失去除%2外的全部棋子而获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by giving check</source>
        <extracomment>One-check chess: %1 the winner</extracomment>
        <translation>%1因将军而获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by giving %2 checks</source>
        <extracomment>n-check: &quot;White wins by giving 3 checks&quot;</extracomment>
        <translation>%1因将军%2次而获胜</translation>
    </message>
</context>
<context>
    <name>HandSlotItem</name>
    <message>
        <location filename="../app/gui/handslotitem.cpp" line="+21"/>
        <source>%1 in hand: %2</source>
        <extracomment>Tooltip of a slot of the pieces in hand: %1 = piece name, %2 = how many are in hand</extracomment>
        <translation>手中的%1：%2 枚</translation>
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
        <translation>输入着法后按回车键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move entry</source>
        <translation>着法输入</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Moves</source>
        <translation>棋谱</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pieces</source>
        <extracomment>Title of the dock that shows every piece of the variant with its moves</extracomment>
        <translation>棋子</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game Information</source>
        <extracomment>Title of the dock with the players, event, date, result and comments of the game</extracomment>
        <translation>对局信息</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game status</source>
        <translation>对局状态</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Engine Failed</source>
        <extracomment>After an engine failed: the game stays on the board</extracomment>
        <translation>引擎出错</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
The game is kept; both sides are now played at this board.</source>
        <translation>%1
对局已保留；现在双方都在此棋盘上走棋。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Game</source>
        <translation>对局(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game...</source>
        <translation>新对局(&amp;N)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit Position...</source>
        <translation>编辑局面(&amp;E)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Copy FEN</source>
        <translation>复制 FEN(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Paste FEN</source>
        <translation>粘贴 FEN(&amp;P)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Recent</source>
        <extracomment>The menu of the game files opened or saved lately</extracomment>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paste &amp;Game</source>
        <extracomment>Opens the game record (PGN, KIF, CSA ...) held on the clipboard</extracomment>
        <translation>粘贴棋谱(&amp;G)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Install Preset Bundle...</source>
        <extracomment>Install a custom variant preset with its piece images from a .fbpz file</extracomment>
        <translation>安装预设包(&amp;I)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import &amp;Variant...</source>
        <translation>导入变体(&amp;V)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import Variant from &amp;Engine...</source>
        <translation>从引擎导入变体(&amp;E)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Manage Presets...</source>
        <translation>管理预设(&amp;M)...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Move</source>
        <translation>着法(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>悔棋(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>恢复悔棋(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Previous Move</source>
        <extracomment>Browse the game: show the position before the one shown</extracomment>
        <translation>上一步(&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ne&amp;xt Move</source>
        <translation>下一步(&amp;X)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Start Position</source>
        <translation>初始局面(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Last Position</source>
        <translation>最终局面(&amp;L)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stop &amp;Here</source>
        <extracomment>End a half-made multi-leg move (a Chu Shogi Lion&apos;s first step) on the square where the piece now stands</extracomment>
        <translation>在此停下(&amp;H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End the move on the square where the piece now stands</source>
        <translation>在棋子当前所在的格子结束本着</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Pass Turn</source>
        <extracomment>Give up the whole turn without moving (janggi)</extracomment>
        <translation>停着(&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pass the turn to the other player without moving</source>
        <translation>不走棋，直接让对方走</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&amp;Engines...</source>
        <extracomment>The engines (external programs) to play against</extracomment>
        <translation>引擎(&amp;E)...</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Import Variant</source>
        <translation>导入变体</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Import Variant from Engine</source>
        <translation>从引擎导入变体</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>There is no engine “%1” in Settings &gt; Engines.</source>
        <extracomment>%1 = an engine&apos;s name</extracomment>
        <translation>“设置 &gt; 引擎”中没有名为“%1”的引擎。</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>Wait for the engine&apos;s move.</source>
        <extracomment>A move was made on the board while the engine is to move</extracomment>
        <translation>请等待引擎走棋。</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Type a move in %1, then press Enter</source>
        <extracomment>Placeholder of the move entry when moves are shown in coordinates; %1 is &quot;Coordinates (e2e4)&quot;</extracomment>
        <translation>用%1输入着法，然后按回车键</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Place your pieces: click a piece in your hand, then a free square of your placement area</source>
        <extracomment>The placement phase (Placement chess, Sittuyin): pieces in hand are dropped before the other moves</extracomment>
        <translation>布置棋子：先点击手中的棋子，再点击己方布置区域内的空格</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Count: %1 of %2</source>
        <extracomment>Makruk&apos;s counting rule: %1 = moves counted so far, %2 = the count&apos;s end, where the game is drawn unless mate comes first</extracomment>
        <translation>计数：%1 / %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: %1</source>
        <extracomment>%1 = how the game ended, in a sentence (&quot;White wins by checkmate&quot;)</extracomment>
        <translation>对局结束：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shoot the arrow: click a marked square; Esc takes the move back</source>
        <translation>射出箭：点击标记的格子；按 Esc 撤销这步棋</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move the duck: click a marked square; Esc takes the move back</source>
        <translation>移动鸭子：点击标记的格子；按 Esc 撤销这步棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place the wall: click a marked square; Esc takes the move back</source>
        <translation>放置障碍：点击标记的格子；按 Esc 撤销这步棋</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next step: click a marked square, or the piece itself (Stop here) to end the move there; Esc undoes the step</source>
        <translation>下一步：点击标记的格子，或点击棋子本身（在此停下）在当前位置结束本着；按 Esc 撤销这一步</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next step: click a marked square; Esc undoes the step</source>
        <translation>下一步：点击标记的格子；按 Esc 撤销这一步</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Corner marks: the move can stop there and go on</source>
        <extracomment>Explains the corner-bracket marks on the board during a multi-leg move</extracomment>
        <translation>角标：着法可在该处停下，也可继续走</translation>
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
        <translation>（文件不存在）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open Recent</source>
        <translation>最近打开</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 no longer exists.</source>
        <extracomment>%1 = the file&apos;s path</extracomment>
        <translation>%1 已不存在。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It was moved, renamed or deleted. It is removed from the list.</source>
        <translation>该文件已被移动、重命名或删除，现已从列表中移除。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No recent files</source>
        <translation>没有最近打开的文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear List</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Restore Games</source>
        <translation>恢复对局</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n game(s) could not be restored; they are kept for the next start.</source>
        <translation>
            <numerusform>有 %n 局对局无法恢复，将保留到下次启动时。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="-477"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Flip Board</source>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Inspect Mode</source>
        <extracomment>Inspect mode: click any piece, of either side, to see its moves; nothing is played</extracomment>
        <translation>检视模式(&amp;I)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click any piece to see its moves; no move is played</source>
        <translation>点击任意棋子查看其走法；不会走棋</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Preferences...</source>
        <translation>首选项(&amp;P)...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game</source>
        <translation>对局</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Unknown preset &apos;%1&apos;</source>
        <translation>未知的预设“%1”</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Install Preset Bundle</source>
        <translation>安装预设包</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The preset “%1” is installed. Start a game of it?</source>
        <extracomment>%1 = the preset&apos;s name</extracomment>
        <translation>预设“%1”已安装。要用它开始对局吗？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The New Game dialog offers it from now on.</source>
        <translation>今后可在“新对局”对话框中选择它。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+27"/>
        <source>New Game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The game could not be started.</source>
        <translation>无法开始对局。</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Edit Position</source>
        <translation>编辑局面</translation>
    </message>
    <message>
        <location line="+20"/>
        <location filename="../app/gui/mainwindowfiles.cpp" line="-318"/>
        <source>The clipboard holds no text.</source>
        <translation>剪贴板中没有文本。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Paste FEN</source>
        <translation>粘贴 FEN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The clipboard does not hold a position of %1.</source>
        <extracomment>%1 = the variant&apos;s name</extracomment>
        <translation>剪贴板中没有%1的局面。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Play Move</source>
        <translation>走棋</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Discard the later moves?</source>
        <translation>放弃之后的着法吗？</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The board shows an earlier position. Playing here discards the %n move(s) that followed it.</source>
        <translation>
            <numerusform>棋盘显示的是之前的局面。在此走棋将放弃其后的 %n 步着法。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Type a move in %1 or coordinates, then press Enter</source>
        <extracomment>Placeholder of the move entry; %1 is the notation with an example, e.g. &quot;Japanese (▲７六歩)&quot;</extracomment>
        <translation>用%1或坐标输入着法，然后按回车键</translation>
    </message>
    <message numerus="yes">
        <location line="+60"/>
        <source>Browsing: the start position (%n move(s) in the game)</source>
        <translation>
            <numerusform>浏览中：初始局面（本局共 %n 步）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Browsing: after move %1 of %2 (%3)</source>
        <translation>浏览中：第 %1 步，共 %2 步（%3）</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Starting the engine...</source>
        <extracomment>Engines are being started for a game against them</extracomment>
        <translation>正在启动引擎...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is thinking...</source>
        <extracomment>%1 = the engine&apos;s name</extracomment>
        <translation>%1正在思考...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inspect mode: click any piece to see its moves</source>
        <translation>检视模式：点击任意棋子查看其走法</translation>
    </message>
    <message>
        <location line="-584"/>
        <location line="+599"/>
        <source>Game Over</source>
        <translation>对局结束</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindowfiles.cpp" line="-134"/>
        <source>the new game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save Changes</source>
        <extracomment>%1 = the file name, or &quot;the new game&quot;</extracomment>
        <translation>保存更改</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save changes to %1?</source>
        <translation>要保存对“%1”的更改吗？</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game has %n move(s). Its changes are lost unless you save them.</source>
        <translation>
            <numerusform>本局已走 %n 步。如不保存，所做的更改将会丢失。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its changes are lost unless you save them.</source>
        <translation>如不保存，所做的更改将会丢失。</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+21"/>
        <location line="+75"/>
        <location line="+55"/>
        <location line="+50"/>
        <source>Open Game</source>
        <translation>打开棋谱</translation>
    </message>
    <message>
        <location line="-199"/>
        <source>Game logs (%1)</source>
        <extracomment>%1 = the file name patterns (*.pgn *.kif ...)</extracomment>
        <translation>棋谱文件 (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+75"/>
        <source>The game could not be opened.</source>
        <translation>无法打开棋谱。</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>%1: a preset bundle holds no game (install it with Game &gt; Install Preset Bundle)</source>
        <translation>%1：预设包中没有对局（请通过“对局 &gt; 安装预设包”安装）</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The drop holds no file and no text.</source>
        <translation>拖放的内容既无文件也无文本。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The dropped text is empty.</source>
        <translation>拖放的文本为空。</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Paste Game</source>
        <translation>粘贴棋谱</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The game could not be pasted.</source>
        <translation>无法粘贴该棋谱。</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>clipboard</source>
        <translation>剪贴板</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dropped text</source>
        <translation>拖放的文本</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The clipboard holds no game.</source>
        <translation>剪贴板中没有棋谱。</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1: the file holds no game.</source>
        <translation>%1：文件中没有对局。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dropped text holds no game.</source>
        <translation>拖放的文本中没有对局。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1. %2 - %3</source>
        <extracomment>One game of a file in the list Game &gt; Open offers: %1 its number, %2 and %3 the players (the White and Black tags)</extracomment>
        <translation>%1. %2 对 %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> - unreadable</source>
        <extracomment>Marks a game of the list that cannot be opened</extracomment>
        <translation>（无法读取）</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The file holds %n game(s). Which one?</source>
        <translation>
            <numerusform>文件中有 %n 局对局。打开哪一局？</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the game is incomplete.</source>
        <translation>%1：对局不完整。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The game was opened, but the file was not read completely.</source>
        <translation>对局已打开，但文件未能完整读取。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n move(s) were read (as %1 text). Save asks for a new file name, so the file is not overwritten.</source>
        <extracomment>%n = moves read, %1 = the text encoding the file was read in (&quot;UTF-8&quot;, &quot;Shift_JIS&quot;, ...)</extracomment>
        <translation>
            <numerusform>已读取 %n 步（按 %1 编码读取）。保存时会要求输入新的文件名，因此不会覆盖原文件。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+30"/>
        <source>Save Game</source>
        <translation>保存棋谱</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>There is no game to save.</source>
        <translation>没有可保存的对局。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved %1</source>
        <translation>已保存到 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not be saved.</source>
        <translation>无法保存棋谱。</translation>
    </message>
    <message>
        <location line="+185"/>
        <source>This game starts from a position that cannot occur in a game: %1</source>
        <extracomment>%1: why, one sentence per problem (&quot;White has no king.&quot;)</extracomment>
        <translation>此棋局的起始局面在对局中不可能出现：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="-597"/>
        <source>The game could not be saved automatically: %1</source>
        <translation>无法自动保存对局：%1</translation>
    </message>
    <message>
        <location line="+537"/>
        <source>%1 to move</source>
        <translation>轮到%1走棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> - check!</source>
        <translation> - 将军！</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindowanalysis.cpp" line="+15"/>
        <source>Analysis</source>
        <extracomment>Title of the dock with an engine&apos;s lines, the best-move arrow and the evaluation graph</extracomment>
        <translation>分析</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindowoffers.cpp" line="+17"/>
        <source>&amp;Resign</source>
        <translation>认输(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give up the game: the other side wins</source>
        <translation>认输：对方获胜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer &amp;Draw</source>
        <translation>提和(&amp;D)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Offer the engine a draw; it accepts or plays on</source>
        <translation>向引擎提和；引擎会接受或继续下棋</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 declined the draw offer.</source>
        <extracomment>%1 = an engine&apos;s name</extracomment>
        <translation>%1拒绝了和棋提议。</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Draw offered to %1.</source>
        <extracomment>%1 = an engine&apos;s name</extracomment>
        <translation>已向%1提和。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Draw Offer</source>
        <translation>提和</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 offers a draw. Accept it? (A move declines it.)</source>
        <extracomment>%1 = an engine&apos;s name</extracomment>
        <translation>%1提和。是否接受？（走棋即表示拒绝。）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The draw offer no longer stands.</source>
        <translation>和棋提议已失效。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 offers a draw.</source>
        <translation>%1提和。</translation>
    </message>
</context>
<context>
    <name>MoveListView</name>
    <message>
        <location filename="../app/gui/movelistview.cpp" line="+25"/>
        <source>Moves</source>
        <translation>棋谱</translation>
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
        <translation>结果：%1</translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <location filename="../engine/movewords.cpp" line="+152"/>
        <source>jumping over exactly one piece on the way</source>
        <extracomment>A cannon&apos;s move: &quot;Captures any distance orthogonally, jumping over exactly one piece on the way&quot;</extracomment>
        <translation>途中须恰好跳过一枚棋子</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>landing just beyond the first piece in its way</source>
        <extracomment>A grasshopper&apos;s move</extracomment>
        <translation>落在途中第一枚棋子紧后面的格子上</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>skipping the first square</source>
        <translation>越过第一格</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>jumping over one or more pieces of either side, each of a lower rank than its own</source>
        <extracomment>Tenjiku&apos;s generals: &quot;Captures any distance diagonally, jumping over one or more pieces of either side, each of a lower rank than its own&quot;</extracomment>
        <translation>途中跳过双方的一枚或多枚棋子，且每枚的等级都须低于自身</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>also en passant</source>
        <extracomment>A pawn&apos;s capture: &quot;Captures one square diagonally forward, also en passant&quot;</extracomment>
        <translation>也可吃过路兵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only en passant</source>
        <translation>仅限吃过路兵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>also capturing its own pieces</source>
        <translation>也可吃己方棋子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>capturing only a royal piece</source>
        <translation>只能吃王类棋子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>never capturing a royal piece</source>
        <translation>不能吃王类棋子</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+134"/>
        <source>moves %1</source>
        <extracomment>%1 = how far and where: &quot;Moves one square in any direction&quot;
----------
A lame leaper (xiangqi horse): &quot;Moves to the 8 squares a (1,2) step away, but a piece on the square it passes blocks it&quot;; %1 says where</extracomment>
        <translation>可走%1</translation>
    </message>
    <message>
        <location line="-131"/>
        <location line="+133"/>
        <source>moves %1 without capturing</source>
        <extracomment>A move that never captures: &quot;Moves one square forward without capturing&quot;</extracomment>
        <translation>可走%1，但不能吃子</translation>
    </message>
    <message>
        <location line="-131"/>
        <location line="+132"/>
        <source>captures %1</source>
        <extracomment>A move that only captures: &quot;Captures one square diagonally forward&quot;</extracomment>
        <translation>可吃%1的棋子</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>one square %1</source>
        <extracomment>%1 = directions: &quot;one square diagonally forward&quot;</extracomment>
        <translation>%1一格</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>any distance %1</source>
        <extracomment>A sliding move: &quot;any distance orthogonally&quot;</extracomment>
        <translation>%1任意格数</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>exactly %n squares %1</source>
        <translation>
            <numerusform>%1恰好 %n 格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>up to %n squares %1</source>
        <translation>
            <numerusform>%1最多 %n 格</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../engine/movewordsparts.cpp" line="+168"/>
        <source>%1, %2</source>
        <extracomment>A move and one of its conditions: &quot;Captures any distance orthogonally, jumping over exactly one piece on the way&quot;
----------
Joins the items of a list but the last: &quot;forward, backward&quot;</extracomment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, staying %2</source>
        <extracomment>A move whose whole path must lie in a region: &quot;Moves one square diagonally, staying on the palace&apos;s diagonal lines&quot;</extracomment>
        <translation>%1，全程不得离开%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 when %2</source>
        <extracomment>A move allowed only from a region: &quot;Moves one square sideways when across the river&quot;</extracomment>
        <translation>%1（仅限位于%2时）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>first move only: %1</source>
        <extracomment>A move allowed only while the piece has not moved yet</extracomment>
        <translation>仅限首次移动：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n squares %1</source>
        <extracomment>A leap along a line (of 2 squares or more): &quot;2 squares diagonally forward&quot;</extracomment>
        <translation>
            <numerusform>%1 %n 格</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>to the 8 squares a (%1,%2) step away</source>
        <extracomment>The targets of a full oblique leaper: &quot;Leaps to the 8 squares a (1,2) step away&quot;</extracomment>
        <translation>相距 (%1,%2) 的 8 个格子</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1, then on in the same direction any number of times while the squares it lands on are empty</source>
        <extracomment>A nightrider: &quot;Leaps to the 8 squares a (1,2) step away, over any piece, then on in the same direction any number of times while the squares it lands on are empty&quot;</extracomment>
        <translation>%1，只要落点为空，即可沿同一方向继续跳任意次</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1, then on in the same direction, up to %n leaps in all, while the squares it lands on are empty</source>
        <extracomment>A rider of at most %n leaps: &quot;Leaps to the 8 squares a (1,2) step away, over any piece, then on in the same direction, up to 3 leaps in all, while the squares it lands on are empty&quot;</extracomment>
        <translation>
            <numerusform>%1，只要落点为空，即可沿同一方向继续跳，总共最多跳 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a nightrider&apos;s move</source>
        <translation>夜骑士的走法</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>but a piece on the square it passes blocks it</source>
        <translation>但途经的格子上有棋子时不能走（蹩腿）</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>but a piece on any of the %n squares it passes blocks it</source>
        <translation>
            <numerusform>但途经的 %n 个格子中任一格有棋子时不能走（蹩腿）</numerusform>
        </translation>
    </message>
    <message>
        <location line="-57"/>
        <source>leaps %1, over any piece</source>
        <extracomment>A leap: &quot;Leaps to the 8 squares a (1,2) step away, over any piece&quot;, &quot;Leaps 2 squares orthogonally, over any piece&quot;</extracomment>
        <translation>可越过任何棋子跳到%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaps %1 without capturing, over any piece</source>
        <translation>可越过任何棋子跳到%1，但不能吃子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>captures by leaping %1, over any piece</source>
        <translation>可越过任何棋子跳到%1吃子</translation>
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
        <translation>可越过任何棋子跳到两格以内的任意格子</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>moves twice in one turn, one square in any direction each time</source>
        <extracomment>The Chu Lion&apos;s double move</extracomment>
        <translation>一回合内可走两次，每次向任意方向走一格</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>moves twice %1 in one turn, one square each time, in a straight line</source>
        <extracomment>The Chu Soaring Eagle and Horned Falcon: &quot;Moves twice diagonally forward in one turn, one square each time, in a straight line&quot;</extracomment>
        <translation>一回合内可沿直线向%1走两次，每次一格</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>moves twice in one turn, one square diagonally each time</source>
        <extracomment>Suzumu Shogi&apos;s Free Eagle: its Lion power on the diagonals</extracomment>
        <translation>一回合内斜向移动两次，每次一格</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; it may capture on both squares</source>
        <translation>%1；两格上的棋子都可以吃</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1; it may capture on the first square and move on</source>
        <translation>%1；可吃掉第一格的棋子后继续走</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; it may come back to its square, capturing without moving (igui) or passing the turn</source>
        <extracomment>Chu Shogi: igui is a capture without moving; passing = stepping out and back</extracomment>
        <translation>%1；也可走出后回到原格，从而原地吃子（居食）或停着</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; it may capture on the first square without moving (igui)</source>
        <translation>%1；可不移动而吃掉第一格的棋子（居食）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1; it may step out and back to pass the turn</source>
        <translation>%1；可走出后再回到原格，以此停着</translation>
    </message>
    <message numerus="yes">
        <location line="+57"/>
        <source>captures along its lines after jumping over exactly %n piece(s) of either side</source>
        <extracomment>Suzumu Shogi&apos;s generals: &quot;captures along its lines after jumping over exactly 2 pieces of either side&quot;</extracomment>
        <translation>
            <numerusform>沿其线路跳过恰好%n枚任一方的棋子后吃子</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it may also capture the enemy pieces it jumps over</source>
        <extracomment>Suzumu Shogi&apos;s generals (final rules): what they jump may be captured on the way</extracomment>
        <translation>也可以吃掉它跳过的敌方棋子</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it may capture one or two pieces next to it without moving (igui)</source>
        <extracomment>Suzumu Shogi&apos;s Fire Demon and Heavenly Tetrarch: igui is a capture without moving</extracomment>
        <translation>可以不移动而吃掉相邻的一个或两个棋子（居食）</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>moves up to %n times one square in any directions, through empty squares, in one turn</source>
        <extracomment>An area move (Tenjiku&apos;s Fire Demon): &quot;moves up to 3 times one square in any directions, through empty squares, in one turn&quot;</extracomment>
        <translation>
            <numerusform>一回合内经空格向任意方向每次一格最多移动%n次</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>castles with a %1 when neither has moved: it goes to the %2-file or the %3-file, and the %1 to the square next to it on the inner side</source>
        <extracomment>Castling with fixed king squares (chess, Chess960): &quot;Castles with a Rook when neither has moved: it goes to the c-file or the g-file, and the Rook to the square next to it on the inner side&quot;</extracomment>
        <translation>本棋子与%1都未移动过时可以易位：本棋子走到 %2 线或 %3 线，%1走到其内侧相邻的格子</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>castles with a %1 when neither has moved: it moves one square toward it, and the %1 lands on the square it crossed</source>
        <translation>本棋子与%1都未移动过时可以易位：本棋子向其方向走一格，%1落到本棋子越过的格子上</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>castles with a %1 when neither has moved: it moves %n squares toward it, and the %1 lands on the square it crossed</source>
        <extracomment>Castling: &quot;Castles with a Rook when neither has moved: it moves 2 squares toward it, and the Rook lands on the square it crossed&quot;</extracomment>
        <translation>
            <numerusform>本棋子与%1都未移动过时可以易位：本棋子向其方向走 %n 格，%1落到本棋子越过的格子上</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, not out of, through or into check</source>
        <translation>%1；被将军时不能易位，也不能经过或进入受攻击的格子</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>other moves: %1</source>
        <extracomment>The honest fallback for moves MoveWords cannot word: %1 is their XBetza notation</extracomment>
        <translation>其他走法：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>never moves</source>
        <translation>不能移动</translation>
    </message>
    <message>
        <location filename="../engine/movewordsparts.cpp" line="-137"/>
        <source>forward</source>
        <translation>前方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>backward</source>
        <translation>后方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to the left</source>
        <translation>左方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to the right</source>
        <translation>右方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diagonally forward to the left</source>
        <translation>左斜前方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diagonally forward to the right</source>
        <translation>右斜前方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diagonally backward to the left</source>
        <translation>左斜后方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diagonally backward to the right</source>
        <translation>右斜后方</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>in any direction</source>
        <extracomment>Directions of a move: &quot;Moves one square in any direction&quot;</extracomment>
        <translation>任意方向</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in any direction except %1</source>
        <extracomment>Directions of a move: &quot;Moves one square in any direction except backward&quot;</extracomment>
        <translation>除%1以外的任意方向</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>orthogonally</source>
        <translation>横竖方向</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>diagonally</source>
        <translation>斜线方向</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sideways</source>
        <extracomment>Directions of a move: left or right</extracomment>
        <translation>左右</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>diagonally forward</source>
        <translation>斜前方</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>diagonally backward</source>
        <translation>斜后方</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>one square forward</source>
        <translation>向前 1 格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one square backward</source>
        <translation>向后 1 格</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n squares forward</source>
        <translation>
            <numerusform>向前 %n 格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n squares backward</source>
        <translation>
            <numerusform>向后 %n 格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n to either side</source>
        <translation>
            <numerusform>再向左或向右 %n 格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n to the left</source>
        <translation>
            <numerusform>再向左 %n 格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n to the right</source>
        <translation>
            <numerusform>再向右 %n 格</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and %2</source>
        <extracomment>An oblique leap: &quot;2 squares forward and 1 to either side&quot;</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a dabbaba&apos;s leap</source>
        <extracomment>Traditional names of fairy chess leapers, after their move in brackets</extracomment>
        <translation>达巴巴跳</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an alfil&apos;s leap</source>
        <translation>阿尔菲尔跳</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a threeleaper&apos;s leap</source>
        <translation>三格直跳</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tripper&apos;s leap</source>
        <translation>三格斜跳</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a knight&apos;s move</source>
        <translation>马步</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a camel&apos;s leap</source>
        <translation>骆驼跳</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a zebra&apos;s leap</source>
        <translation>斑马跳</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a giraffe&apos;s leap</source>
        <translation>长颈鹿跳</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 or %2</source>
        <extracomment>Joins the last item of a list of alternatives: &quot;forward, backward or sideways&quot;</extracomment>
        <translation>%1或%2</translation>
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
        <translation>河界对岸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the opponent&apos;s half</source>
        <translation>对方半场</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on the last rank</source>
        <extracomment>A promotion zone: &quot;in the last 3 ranks&quot;</extracomment>
        <translation>底线</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>in the last %n ranks</source>
        <translation>
            <numerusform>最后 %n 条横线</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>on its own side of the river</source>
        <translation>己方一侧的河界以内</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in its own half</source>
        <translation>己方半场</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on its first rank</source>
        <translation>己方第一横线</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>in its first %n ranks</source>
        <translation>
            <numerusform>己方第 1 至第 %n 横线</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>on rank %1</source>
        <extracomment>A single rank, named from the first side&apos;s view: &quot;on rank 6&quot;</extracomment>
        <translation>第 %1 横线</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on ranks %1 to %2</source>
        <extracomment>A band of ranks, from the first side&apos;s view: &quot;on ranks 2 to 7&quot;</extracomment>
        <translation>第 %1 至第 %2 横线</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>in the palace</source>
        <translation>九宫</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>on the palace&apos;s diagonal lines</source>
        <extracomment>Janggi: the diagonal lines drawn in the palaces</extracomment>
        <translation>九宫斜线</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>on %1 and one more square</source>
        <extracomment>A region listed by its squares: &quot;on a1, b2, c3, d4, e5, f6 and 3 more squares&quot;</extracomment>
        <translation>%1 及另外 1 个格子</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>on %1 and %n more squares</source>
        <translation>
            <numerusform>%1 及另外 %n 个格子</numerusform>
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
        <translation>王类棋子：任何时候都不能让它处于被将军状态，将死它即获胜</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>royal: losing the last royal piece loses the game</source>
        <extracomment>A royal piece in a game with several (Chu Shogi&apos;s King and Crown Prince)</extracomment>
        <translation>王类棋子：失去最后一枚王类棋子即告负</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>royal: losing it loses the game</source>
        <extracomment>A royal piece in a game without the check rule (Dobutsu)</extracomment>
        <translation>王类棋子：失去它即告负</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>after every capture</source>
        <translation>每次吃子后</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after every move</source>
        <translation>每走一步之后</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>when a move ends %1</source>
        <extracomment>When a promotion happens: &quot;when a move ends on the last rank&quot;</extracomment>
        <translation>着法终点位于%1时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>when a move starts or ends %1</source>
        <translation>着法起点或终点位于%1时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>when a move from outside ends %1</source>
        <translation>从外部走入%1时</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>when a move from outside ends %1, or when it captures with either end of its move %1</source>
        <extracomment>Chu Shogi&apos;s promotion rule</extracomment>
        <translation>从外部走入%1时，或着法的起点或终点位于%1且吃子时</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>when a move captures with either end of its move %1</source>
        <extracomment>Micro Shogi&apos;s promotion rule</extracomment>
        <translation>着法的起点或终点位于%1且吃子时</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>as a turn of its own, standing %1 (anywhere when it is the last of its kind), where it stands or by one quiet move of the new piece, which may then attack no enemy piece</source>
        <extracomment>Sittuyin&apos;s promotion rule</extracomment>
        <translation>须单独用一步棋，位于%1时（若是同类中的最后一枚则任意位置皆可），在原格升变，或由新棋子走一步不吃子的着法，之后不得攻击对方任何棋子</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 for the first player, %2 for the second</source>
        <extracomment>Promotion targets per side: &quot;a Chancellor or a Rook for the first player, a Queen or a Rook for the second&quot;</extracomment>
        <translation>%1（先行方）、%2（后行方）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must promote to %1 %2</source>
        <translation>%2，必须升变为%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>may promote to %1 %2</source>
        <translation>%2，可以升变为%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it must promote where it could never move again</source>
        <extracomment>Shogi: a pawn, lance or knight must promote on the last ranks</extracomment>
        <translation>走到之后无法再走动的位置时必须升变</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>may also promote when a move ends %1</source>
        <translation>着法终点位于%1时也可以升变</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>in hand, it may be dropped on any empty square %1</source>
        <extracomment>Drops: &quot;In hand, it may be dropped on any empty square in the last 3 ranks&quot;</extracomment>
        <translation>作为持驹时，可打入%1的任意空格</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in hand, it may be dropped on any empty square</source>
        <translation>作为持驹时，可打入任意空格</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>where it could never move</source>
        <translation>打入后无法再走动的位置</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on a file that already holds an unpromoted one of its side</source>
        <extracomment>Shogi&apos;s nifu rule, inside &quot;It may not be dropped %1&quot;</extracomment>
        <translation>己方已有一枚未升变同种棋子的纵线</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>on a file that already holds %n unpromoted ones of its side</source>
        <translation>
            <numerusform>己方已有 %n 枚未升变同种棋子的纵线</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>to give checkmate</source>
        <extracomment>Shogi&apos;s uchifuzume rule, inside &quot;It may not be dropped %1&quot;</extracomment>
        <translation>打入即将死对方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to leave the opponent without a move</source>
        <translation>打入后对方无着可走</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it may not be dropped %1</source>
        <extracomment>Drop restrictions: &quot;It may not be dropped where it could never move, on a file that already holds an unpromoted one of its side or to give checkmate&quot;</extracomment>
        <translation>以下情形不得打入：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it may also be dropped as a %1</source>
        <translation>也可作为%1打入</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+3"/>
        <source>anywhere</source>
        <translation>任意位置</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>after moving to another square it may burn up to %n enemy piece(s) next to it</source>
        <extracomment>Suzumu Shogi&apos;s Fire Demon: &quot;After moving to another square it may burn up to 2 enemy pieces next to it&quot;</extracomment>
        <translation>
            <numerusform>移到另一格后，可以烧掉相邻的至多%n个敌方棋子</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every enemy piece next to where it stops burns</source>
        <extracomment>Tenjiku Shogi&apos;s Fire Demon</extracomment>
        <translation>它停下处相邻的所有敌方棋子都被烧掉</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an enemy piece that stops next to it burns instead</source>
        <translation>停在它旁边的敌方棋子反而会被烧掉</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a %1 never burns</source>
        <translation>%1永远不会被烧掉</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the enemy pieces next to it cannot move</source>
        <extracomment>Suzumu Shogi&apos;s Heavenly Tetrarch</extracomment>
        <translation>与它相邻的敌方棋子不能移动</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the enemy pieces next to it cannot move, except a %1</source>
        <translation>与它相邻的敌方棋子不能移动（%1除外）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>it may never face the enemy royal piece on an open file</source>
        <extracomment>Xiangqi&apos;s flying general rule</extracomment>
        <translation>不得与对方的王类棋子在中间无子的同一纵线上照面</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>facing the enemy royal piece on an open file ends the game (bikjang)</source>
        <extracomment>Janggi&apos;s bikjang</extracomment>
        <translation>与对方的王类棋子在中间无子的同一纵线上照面时，对局结束（bikjang）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>standing %1 where it cannot be captured wins the game</source>
        <extracomment>Dobutsu&apos;s try: &quot;Standing on the last rank where it cannot be captured wins the game&quot;</extracomment>
        <translation>走到%1且不会被吃掉时即获胜</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it must always stay %1</source>
        <extracomment>Confinement: &quot;It never leaves the palace&quot; with %1 = &quot;in the palace&quot;</extracomment>
        <translation>始终不得离开%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it may not jump over a %1</source>
        <translation>不能跳过%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it may not capture a %1</source>
        <translation>不能吃%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>at most one of them per side on the board</source>
        <translation>每方在棋盘上最多只能有一枚</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>at most %n of them per side on the board</source>
        <translation>
            <numerusform>每方在棋盘上最多只能有 %n 枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>promoted from a %1</source>
        <extracomment>Where a promoted piece comes from: &quot;Promoted from a Pawn&quot;</extracomment>
        <translation>由%1升变而来</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>when captured, it goes to the hand as a %1</source>
        <translation>被吃后以%1的身份成为对方的持驹</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../app/gui/newgamedialog.cpp" line="+65"/>
        <source>New Game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Shelf</source>
        <extracomment>Accessible name of the box that narrows the list of variants (favourites, a category)</extracomment>
        <translation>变体分类</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;how:</source>
        <extracomment>Before the box that narrows the list of variants: &quot;Show: Drop games (15)&quot;</extracomment>
        <translation>显示(&amp;H)：</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+1"/>
        <source>Search variants</source>
        <extracomment>Placeholder of the search field over the list of variants</extracomment>
        <translation>搜索变体</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Variants</source>
        <translation>变体</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Load Preset File...</source>
        <translation>载入预设文件(&amp;L)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adds a variant from a preset file (JSON)</source>
        <translation>从预设文件（JSON）添加变体</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lists the variant under Favourites</source>
        <translation>将此变体列入“收藏”</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Start position</source>
        <extracomment>Accessible name of the picture of the selected variant&apos;s start position</extracomment>
        <translation>初始局面</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Rule profile</source>
        <extracomment>A rule profile is a named set of rule changes a preset offers (e.g. &quot;no castling&quot;)</extracomment>
        <translation>规则配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules:</source>
        <translation>规则(&amp;R)：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Start Game</source>
        <translation>开始对局(&amp;S)</translation>
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
        <translation>收藏(&amp;F)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Players</source>
        <extracomment>The group of the New Game dialog that says who plays each side and the clocks</extracomment>
        <translation>棋手</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Level </source>
        <extracomment>Before the built-in AI&apos;s strength: &quot;Level 8&quot;</extracomment>
        <translation>级别 </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Built-in AI level</source>
        <translation>内置AI级别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The built-in AI&apos;s strength, from %1 (weakest) to %2 (strongest)</source>
        <translation>内置AI的棋力，从 %1（最弱）到 %2（最强）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No clock</source>
        <translation>不计时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per move</source>
        <translation>每步限时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clock with increment</source>
        <extracomment>A clock per side with a base time, and an increment added after each move (Fischer)</extracomment>
        <translation>带加秒的计时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Byoyomi</source>
        <extracomment>A main time, then periods of a few seconds: a move within a period keeps it (shogi, go)</extracomment>
        <translation>读秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Time:</source>
        <translation>时间(&amp;T)：</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+10"/>
        <source> s per move</source>
        <extracomment>Unit after the seconds per move</extracomment>
        <translation> 秒/步</translation>
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
        <translation>人类</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built-in AI</source>
        <extracomment>A side of the game is played by Fairyboard&apos;s own AI (it plays every variant)</extracomment>
        <translation>内置AI</translation>
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
        <translation>此预设无法用于对局：
%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 × %2 board, preset id “%3”</source>
        <extracomment>Details under a variant&apos;s description: board size and preset id</extracomment>
        <translation>%1×%2 棋盘，预设 ID“%3”</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (cannot load this variant)</source>
        <extracomment>An engine in the player box that cannot be given the chosen variant; %1 = its name</extracomment>
        <translation>%1（无法载入此变体）</translation>
    </message>
    <message>
        <location line="+43"/>
        <location line="+15"/>
        <source>Load Preset File</source>
        <translation>载入预设文件</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Fairyboard presets (*.json)</source>
        <translation>Fairyboard 预设 (*.json)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: id: a preset with the id “%2” is already loaded from %3</source>
        <translation>%1: id: ID 为“%2”的预设已从 %3 载入</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preset was not loaded because of these problems:</source>
        <translation>由于以下问题，预设未能载入：</translation>
    </message>
</context>
<context>
    <name>Piece</name>
    <message>
        <location filename="preset_strings.cpp" line="+706"/>
        <source>Pawn</source>
        <comment>chess</comment>
        <extracomment>Piece name in “ASEAN Chess”, “Active Chess”, “Advanced Pawn Chess”, “Ai-Wok”, “Almost Chess”, “Amazon Chess”, “Anti-Antichess”, “Antichess”, “Atomar Chess”, “Atomic Chess”, “Atomic Chess without Check”, “Berolina Chess”, “Cambodian Chess (Ouk Chatrang)”, “Capablanca Chess”, “Capahouse”, “Capture Chess”, “Capture-all Chess”, “Centaur Chess”, “Chancellor Chess”, “Checkmateless Chess”, “Chess”, “Chess vs Hoppel-Poppel”, “Chess960”, “Chessgi”, “Chigorin Chess”, “Codrus”, “Coffee Race”, “Coffeehouse”, “Coregal Chess”, “Corner Chess”, “Corner Rook Chess”, “Corridor Chess”, “Courier Chess”, “Crazyhouse”, “Diagonal Chess”, “Diamond Chess”, “Diana Chess”, “Double Army Chess”, “Duck Chess”, “Elimination Chess”, “Embassy Chess”, “Extinction Chess”, “Five-Check”, “Gardner&apos;s Minichess”, “Gemini Chess”, “Giveaway”, “Gothhouse”, “Gothic Chess”, “Grand Chess”, “Grasshopper Chess”, “Gustav III&apos;s Chess”, “Hoppel-Poppel”, “Horde”, “Indian Great Chess”, “Janus Chess”, “Kamikaze Rooks”, “Kar Ouk”, “King of the Hill”, “Kinglet”, “Knightmate”, “Koedem”, “Legan Chess”, “Loop Chess”, “Los Alamos Chess”, “Losers”, “Maharajah and the Sepoys”, “Makpong”, “Makruk”, “Misère Chess”, “Modern Chess”, “New Zealand Chess”, “Nightrider Chess”, “Ninth-century Indian Chess”, “No Castling Chess”, “Omicron Chess”, “Opulent Chess”, “Pawn Back”, “Pawn Massacre”, “Pawn Sideways”, “Peasants&apos; Revolt”, “Perfect Chess”, “Placement Chess”, “Pocket Knight”, “Racing Chess”, “Racing Kings”, “S-House”, “Seirawan Chess”, “Shako”, “Shatar”, “Shatranj”, “Shogun Chess”, “Sittuyin”, “Sixth Rank Chess”, “Sort of Almost Chess”, “Spanish Archer Chess”, “Spartan Chess”, “Ten-Cubed Chess”, “Three Kings”, “Three-Check”, “Three-check Crazyhouse”, “Torpedo Chess”, “Troitzky Chess”, “Troitzky Chess (Byway setup)”, “Upside-down Chess”, “Weak!”, “Wolf Chess”; piece id “pawn”; moves (XBetza) fbmWfceFifmnD, flmFfcWlcW, flmFflcW, fmFfcW, fmFfceWifmnA, fmWfcF, fmWfcFifmnD, fmWfceF, fmWfceFifmnD, frmFfcWrcW, fsmWfceFifmnD. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>兵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pawn</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Goro Goro Shogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”, “Yari Shogi”; piece id “pawn”; moves (XBetza) fW. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>步兵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Knight</source>
        <comment>chess</comment>
        <extracomment>Piece name in “ASEAN Chess”, “Active Chess”, “Advanced Pawn Chess”, “Ai-Wok”, “Almost Chess”, “Amazon Chess”, “Anti-Antichess”, “Antichess”, “Atomar Chess”, “Atomic Chess”, “Atomic Chess without Check”, “Berolina Chess”, “Cambodian Chess (Ouk Chatrang)”, “Capablanca Chess”, “Capahouse”, “Capture Chess”, “Capture-all Chess”, “Centaur Chess”, “Chancellor Chess”, “Checkmateless Chess”, “Chess”, “Chess vs Hoppel-Poppel”, “Chess960”, “Chessgi”, “Chigorin Chess”, “Codrus”, “Coffee Race”, “Coffeehouse”, “Coregal Chess”, “Corner Chess”, “Corner Rook Chess”, “Corridor Chess”, “Courier Chess”, “Crazyhouse”, “Diagonal Chess”, “Diamond Chess”, “Diana Chess”, “Double Army Chess”, “Duck Chess”, “Elimination Chess”, “Embassy Chess”, “Extinction Chess”, “Five-Check”, “Gardner&apos;s Minichess”, “Gemini Chess”, “Giveaway”, “Gothhouse”, “Gothic Chess”, “Grand Chess”, “Grasshopper Chess”, “Gustav III&apos;s Chess”, “Hoppel-Poppel”, “Horde”, “Indian Great Chess”, “Janus Chess”, “Jeson Mor”, “Kamikaze Rooks”, “Kar Ouk”, “King of the Hill”, “Kinglet”, “Koedem”, “Legan Chess”, “Loop Chess”, “Los Alamos Chess”, “Losers”, “Maharajah and the Sepoys”, “Makpong”, “Makruk”, “Misère Chess”, “Modern Chess”, “New Zealand Chess”, “Ninth-century Indian Chess”, “No Castling Chess”, “Omicron Chess”, “Opulent Chess”, “Pawn Back”, “Pawn Massacre”, “Pawn Sideways”, “Peasants&apos; Revolt”, “Perfect Chess”, “Placement Chess”, “Pocket Knight”, “Racing Chess”, “Racing Kings”, “S-House”, “Seirawan Chess”, “Shako”, “Shatar”, “Shatranj”, “Shogun Chess”, “Sittuyin”, “Sixth Rank Chess”, “Sort of Almost Chess”, “Spanish Archer Chess”, “Spartan Chess”, “Ten-Cubed Chess”, “Three Kings”, “Three-Check”, “Three-check Crazyhouse”, “Torpedo Chess”, “Troitzky Chess”, “Troitzky Chess (Byway setup)”, “Upside-down Chess”, “Weak!”; piece id “knight”; moves (XBetza) N, NW, mNcB, mNcR. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>马</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Knight</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Dai Shogi”, “EuroShogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “knight”, “pawn-knight”; promoted form of “pawn”; moves (XBetza) N, fN, fNsW, ffN. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>桂马</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bishop</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Active Chess”, “Advanced Pawn Chess”, “Almost Chess”, “Amazon Chess”, “Anti-Antichess”, “Antichess”, “Atomar Chess”, “Atomic Chess”, “Atomic Chess without Check”, “Berolina Chess”, “Capablanca Chess”, “Capahouse”, “Capture Chess”, “Capture-all Chess”, “Centaur Chess”, “Chancellor Chess”, “Checkmateless Chess”, “Chess”, “Chess vs Hoppel-Poppel”, “Chess960”, “Chessgi”, “Chigorin Chess”, “Codrus”, “Coffee Race”, “Coffeehouse”, “Coregal Chess”, “Corner Chess”, “Corner Rook Chess”, “Corridor Chess”, “Crazyhouse”, “Diagonal Chess”, “Diamond Chess”, “Diana Chess”, “Double Army Chess”, “Duck Chess”, “Elimination Chess”, “Embassy Chess”, “Extinction Chess”, “Five-Check”, “Gardner&apos;s Minichess”, “Gemini Chess”, “Giveaway”, “Gothhouse”, “Gothic Chess”, “Grand Chess”, “Grasshopper Chess”, “Gustav III&apos;s Chess”, “Hoppel-Poppel”, “Horde”, “Indian Great Chess”, “Janus Chess”, “Kamikaze Rooks”, “King of the Hill”, “Kinglet”, “Knightmate”, “Koedem”, “Legan Chess”, “Loop Chess”, “Losers”, “Maharajah and the Sepoys”, “Misère Chess”, “Modern Chess”, “New Zealand Chess”, “Nightrider Chess”, “No Castling Chess”, “Omicron Chess”, “Opulent Chess”, “Pawn Back”, “Pawn Massacre”, “Pawn Sideways”, “Peasants&apos; Revolt”, “Perfect Chess”, “Placement Chess”, “Pocket Knight”, “Racing Chess”, “Racing Kings”, “S-House”, “Seirawan Chess”, “Shako”, “Shatar”, “Shogun Chess”, “Sixth Rank Chess”, “Sort of Almost Chess”, “Spanish Archer Chess”, “Spartan Chess”, “Ten-Cubed Chess”, “Three Kings”, “Three-Check”, “Three-check Crazyhouse”, “Torpedo Chess”, “Troitzky Chess”, “Troitzky Chess (Byway setup)”, “Upside-down Chess”, “Weak!”, “Wolf Chess”; piece id “bishop”; moves (XBetza) B, mBcN. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>象</translation>
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
        <translation>车</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rook</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Judkins Shogi”, “Kyoto Shogi”, “Micro Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”, “Yari Shogi”; piece id “pawn-rook”, “promoted-gold”, “rook”; promoted form of “pawn”, “yari-rook”; moves (XBetza) R. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>飞车</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queen</source>
        <extracomment>Piece name in “Active Chess”, “Advanced Pawn Chess”, “Anti-Antichess”, “Antichess”, “Atomar Chess”, “Atomic Chess”, “Atomic Chess without Check”, “Berolina Chess”, “Capablanca Chess”, “Capahouse”, “Capture Chess”, “Capture-all Chess”, “Centaur Chess”, “Chancellor Chess”, “Checkmateless Chess”, “Chess”, “Chess vs Hoppel-Poppel”, “Chess960”, “Chessgi”, “Chigorin Chess”, “Codrus”, “Coffee Race”, “Coffeehouse”, “Coregal Chess”, “Corner Chess”, “Corner Rook Chess”, “Corridor Chess”, “Crazyhouse”, “Diagonal Chess”, “Diamond Chess”, “Double Army Chess”, “Duck Chess”, “Elimination Chess”, “Embassy Chess”, “Extinction Chess”, “Five-Check”, “Gardner&apos;s Minichess”, “Gemini Chess”, “Giveaway”, “Gothhouse”, “Gothic Chess”, “Grand Chess”, “Grasshopper Chess”, “Gustav III&apos;s Chess”, “Hoppel-Poppel”, “Horde”, “Indian Great Chess”, “Janus Chess”, “Kamikaze Rooks”, “King of the Hill”, “Kinglet”, “Knightmate”, “Koedem”, “Legan Chess”, “Loop Chess”, “Los Alamos Chess”, “Losers”, “Maharajah and the Sepoys”, “Misère Chess”, “Modern Chess”, “New Zealand Chess”, “Nightrider Chess”, “No Castling Chess”, “Omicron Chess”, “Opulent Chess”, “Pawn Back”, “Pawn Massacre”, “Pawn Sideways”, “Peasants&apos; Revolt”, “Perfect Chess”, “Placement Chess”, “Pocket Knight”, “Racing Chess”, “Racing Kings”, “S-House”, “Seirawan Chess”, “Shako”, “Shogun Chess”, “Sixth Rank Chess”, “Sort of Almost Chess”, “Spanish Archer Chess”, “Spartan Chess”, “Ten-Cubed Chess”, “Three Kings”, “Three-Check”, “Three-check Crazyhouse”, “Torpedo Chess”, “Troitzky Chess”, “Troitzky Chess (Byway setup)”, “Upside-down Chess”, “Weak!”, “Wolf Chess”; piece id “queen”; promoted form of “duchess”; moves (XBetza) Q</extracomment>
        <translation>后</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King</source>
        <comment>chess</comment>
        <extracomment>Piece name in “ASEAN Chess”, “Active Chess”, “Advanced Pawn Chess”, “Ai-Wok”, “Almost Chess”, “Amazon Chess”, “Anti-Antichess”, “Antichess”, “Atomar Chess”, “Atomic Chess”, “Atomic Chess without Check”, “Berolina Chess”, “Cambodian Chess (Ouk Chatrang)”, “Capablanca Chess”, “Capahouse”, “Capture Chess”, “Capture-all Chess”, “Centaur Chess”, “Chancellor Chess”, “Checkmateless Chess”, “Chess”, “Chess vs Hoppel-Poppel”, “Chess960”, “Chessgi”, “Chigorin Chess”, “Codrus”, “Coffee Race”, “Coffeehouse”, “Coregal Chess”, “Corner Chess”, “Corner Rook Chess”, “Corridor Chess”, “Courier Chess”, “Crazyhouse”, “Diagonal Chess”, “Diamond Chess”, “Diana Chess”, “Double Army Chess”, “Duck Chess”, “Elimination Chess”, “Embassy Chess”, “Extinction Chess”, “Five-Check”, “Gardner&apos;s Minichess”, “Gemini Chess”, “Giveaway”, “Gothhouse”, “Gothic Chess”, “Grand Chess”, “Grasshopper Chess”, “Gustav III&apos;s Chess”, “Hoppel-Poppel”, “Horde”, “Indian Great Chess”, “Janus Chess”, “Kamikaze Rooks”, “Kar Ouk”, “King of the Hill”, “Kinglet”, “Knightmate”, “Koedem”, “Legan Chess”, “Loop Chess”, “Los Alamos Chess”, “Losers”, “Maharajah and the Sepoys”, “Makpong”, “Makruk”, “Misère Chess”, “Modern Chess”, “New Zealand Chess”, “Nightrider Chess”, “Ninth-century Indian Chess”, “No Castling Chess”, “Omicron Chess”, “Opulent Chess”, “Pawn Back”, “Pawn Massacre”, “Pawn Sideways”, “Peasants&apos; Revolt”, “Perfect Chess”, “Placement Chess”, “Pocket Knight”, “Racing Chess”, “Racing Kings”, “S-House”, “Seirawan Chess”, “Shako”, “Shatar”, “Shatranj”, “Shogun Chess”, “Sittuyin”, “Sixth Rank Chess”, “Sort of Almost Chess”, “Spanish Archer Chess”, “Spartan Chess”, “Ten-Cubed Chess”, “Three Kings”, “Three-Check”, “Three-check Crazyhouse”, “Torpedo Chess”, “Troitzky Chess”, “Troitzky Chess (Byway setup)”, “Upside-down Chess”, “Weak!”, “Wolf Chess”; piece id “king”; moves (XBetza) K, KimfsN, KisO2, KisO3, NisO2, mKisO2. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>王</translation>
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
        <translation>大主教</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Chancellor</source>
        <extracomment>Piece name in “Almost Chess”, “Capablanca Chess”, “Capahouse”, “Chancellor Chess”, “Chigorin Chess”, “Embassy Chess”, “Gothhouse”, “Gothic Chess”, “Perfect Chess”, “Sort of Almost Chess”; piece id “chancellor”; moves (XBetza) RN</extracomment>
        <translation>首相</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Ai-Wok</source>
        <extracomment>Piece name in “Ai-Wok”; piece id “aiwok”; moves (XBetza) RNF</extracomment>
        <translation>艾沃克</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Amazon</source>
        <extracomment>Piece name in “Amazon Chess”, “Game of the Amazons”, “Gustav III&apos;s Chess”, “Perfect Chess”; piece id “amazon”; moves (XBetza) QN, mQ</extracomment>
        <translation>亚马逊</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stone</source>
        <extracomment>Piece name in “Breakthrough”, “Clobber”, “Clobber 10 x 10”; piece id “stone”; moves (XBetza) cW, fmWfF</extracomment>
        <translation>棋子</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Centaur</source>
        <extracomment>Piece name in “Centaur Chess”; piece id “centaur”; moves (XBetza) KN</extracomment>
        <translation>半人马</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hoppel-Poppel Knight</source>
        <extracomment>Piece name in “Chess vs Hoppel-Poppel”; piece id “hoppelknight”; moves (XBetza) mNcB</extracomment>
        <translation>Hoppel-Poppel 马</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hoppel-Poppel Bishop</source>
        <extracomment>Piece name in “Chess vs Hoppel-Poppel”; piece id “hoppelbishop”; moves (XBetza) mBcN</extracomment>
        <translation>Hoppel-Poppel 象</translation>
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
        <translation>狮子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lion</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “lion”, “promoted-kirin”; moves (XBetza) KNADcaKmcabK. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>狮子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dragon King</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Judkins Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “dragon”, “dragon-king”, “promoted-rook”; promoted form of “rook”; moves (XBetza) RF</extracomment>
        <translation>龙王</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dragon Horse</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “EuroShogi”, “Judkins Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “dragon-horse”, “horse”, “promoted-bishop”; promoted form of “bishop”; moves (XBetza) BW</extracomment>
        <translation>龙马</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vertical Mover</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “promoted-silver”, “vertical-mover”; moves (XBetza) WvR, vRsW</extracomment>
        <translation>竖行</translation>
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
        <translation>反车</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lance</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Goro Goro Shogi Plus”, “Kyoto Shogi”, “Micro Shogi”, “Sho Shogi”, “Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “lance”; moves (XBetza) fR, fRbW2</extracomment>
        <translation>香车</translation>
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
        <translation>醉象</translation>
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
        <translation>银将</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copper General</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “copper”; moves (XBetza) fFvW</extracomment>
        <translation>铜将</translation>
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
        <translation>飞鹫</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Horned Falcon</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “horned-falcon”, “promoted-dragon-horse”; moves (XBetza) BsbRfWfDfcafWfmcabW</extracomment>
        <translation>角鹰</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying Ox</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “flying-ox”; moves (XBetza) BvR</extracomment>
        <translation>飞牛</translation>
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
        <translation>鲸鲵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White Horse</source>
        <extracomment>Piece name in “Chu Shogi”, “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “white-horse”; moves (XBetza) vRfB</extracomment>
        <translation>白驹</translation>
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
        <translation>飞鹿</translation>
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
        <translation>战象</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Courier</source>
        <extracomment>Piece name in “Courier Chess”; piece id “courier”; moves (XBetza) B</extracomment>
        <translation>信使</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Man</source>
        <extracomment>Piece name in “Courier Chess”; piece id “man”; moves (XBetza) K</extracomment>
        <translation>谋士</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Schleich</source>
        <extracomment>Piece name in “Courier Chess”; piece id “schleich”; moves (XBetza) W</extracomment>
        <translation>施莱希</translation>
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
        <translation>飞龙</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evil Wolf</source>
        <extracomment>Piece name in “Dai Shogi”; piece id “evil-wolf”; moves (XBetza) fsWfF</extracomment>
        <translation>恶狼</translation>
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
        <translation>猫刃</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Iron General</source>
        <extracomment>Piece name in “Dai Shogi”, “Suzumu Shogi”, “Tenjiku Shogi”; piece id “iron-general”; moves (XBetza) fFbW, fFfW</extracomment>
        <translation>铁将</translation>
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
        <translation>小鸡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hen</source>
        <extracomment>Piece name in “Dobutsu Shogi”; piece id “hen”; promoted form of “chick”; moves (XBetza) WfF</extracomment>
        <translation>母鸡</translation>
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
        <translation>元帅</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cardinal</source>
        <extracomment>Piece name in “Grand Chess”, “Opulent Chess”; piece id “cardinal”; moves (XBetza) BN</extracomment>
        <translation>枢机主教</translation>
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
        <translation>马</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Horse</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Manchu Chess”, “Minixiangqi”, “Xiangqi”; piece id “horse”; moves (XBetza) nN. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>马</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chariot</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”, “Janggi (casual rules)”, “Janggi (modern rules)”, “Janggi (traditional rules)”; piece id “chariot”; moves (XBetza) R. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>车</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Chariot</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Manchu Chess”, “Minixiangqi”, “Xiangqi”; piece id “chariot”; moves (XBetza) R. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>车</translation>
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
        <translation>炮</translation>
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
        <translation>凤凰</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Elephant</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Dobutsu Shogi”; piece id “elephant”; moves (XBetza) F. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>大象</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>Met</source>
        <extracomment>Piece name in “ASEAN Chess”, “Cambodian Chess (Ouk Chatrang)”, “Kar Ouk”, “Makpong”, “Makruk”; piece id “met”; moves (XBetza) F, FimfD</extracomment>
        <translation>梅特</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Khon</source>
        <extracomment>Piece name in “ASEAN Chess”, “Ai-Wok”, “Cambodian Chess (Ouk Chatrang)”, “Kar Ouk”, “Makpong”, “Makruk”; piece id “khon”; moves (XBetza) FfW</extracomment>
        <translation>坤</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Promoted Silver</source>
        <extracomment>Piece name in “Goro Goro Shogi”, “Goro Goro Shogi Plus”, “Judkins Shogi”, “Minishogi”, “Sho Shogi”, “Shogi”; piece id “promoted-silver”; promoted form of “silver”; moves (XBetza) WfF</extracomment>
        <translation>成银</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Ferz</source>
        <extracomment>Piece name in “Courier Chess”, “Ninth-century Indian Chess”, “Shatranj”; piece id “ferz”; moves (XBetza) F</extracomment>
        <translation>费尔兹</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Grasshopper</source>
        <extracomment>Piece name in “Grasshopper Chess”; piece id “grasshopper”; moves (XBetza) gQ</extracomment>
        <translation>蚱蜢</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Janus</source>
        <extracomment>Piece name in “Janus Chess”; piece id “janus”; moves (XBetza) BN</extracomment>
        <translation>雅努斯</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Commoner</source>
        <extracomment>Piece name in “Double Army Chess”, “Knightmate”; piece id “commoner”; moves (XBetza) K</extracomment>
        <translation>平民</translation>
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
        <translation>大臣</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nightrider</source>
        <extracomment>Piece name in “Nightrider Chess”, “Wolf Chess”; piece id “knight”, “nightrider”; moves (XBetza) NN</extracomment>
        <translation>夜骑士</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wizard</source>
        <extracomment>Piece name in “Omicron Chess”, “Opulent Chess”, “Ten-Cubed Chess”; piece id “wizard”; moves (XBetza) FC</extracomment>
        <translation>巫师</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Alfil</source>
        <extracomment>Piece name in “Shatranj”; piece id “alfil”; moves (XBetza) A</extracomment>
        <translation>阿尔菲尔</translation>
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
        <translation>勇士</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Falcon</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “falcon”; moves (XBetza) FsfW</extracomment>
        <translation>鹰</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crane</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “crane”; moves (XBetza) FvW</extracomment>
        <translation>鹤</translation>
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
        <translation>左鹑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right Quail</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “right-quail”; moves (XBetza) fRlbBrbF</extracomment>
        <translation>右鹑</translation>
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
        <translation>雕</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goose</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “goose”; promoted form of “swallow”; moves (XBetza) fAbD</extracomment>
        <translation>雁</translation>
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
        <translation>细胞</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Giraffe</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Indian Great Chess”; piece id “giraffe”; moves (XBetza) QN. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>长颈鹿</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Giraffe</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Dobutsu Shogi”; piece id “giraffe”; moves (XBetza) W. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>长颈鹿</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Disc</source>
        <extracomment>Piece name in “Flipello”, “Flipello 10x10”, “Flipersi”; piece id “disc”</extracomment>
        <translation>棋子</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Dabbaba</source>
        <extracomment>Piece name in “Ninth-century Indian Chess”; piece id “dabbaba”; moves (XBetza) D</extracomment>
        <translation>达巴巴</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vizier</source>
        <extracomment>Piece name in “Indian Great Chess”; piece id “vizier”; moves (XBetza) BN</extracomment>
        <translation>维齐尔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>General</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Indian Great Chess”, “Shogun Chess”, “Spartan Chess”; piece id “general”; promoted form of “knight”; moves (XBetza) KN, RF, RN. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>上将</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannon</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Shako”; piece id “cannon”; moves (XBetza) mRcpR. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>炮</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Maharajah</source>
        <extracomment>Piece name in “Maharajah and the Sepoys”; piece id “maharajah”; moves (XBetza) QN</extracomment>
        <translation>大君</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hawk</source>
        <extracomment>Piece name in “S-House”, “Seirawan Chess”; piece id “hawk”; moves (XBetza) BN</extracomment>
        <translation>鹰</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bers</source>
        <extracomment>Piece name in “Shatar”; piece id “bers”; moves (XBetza) RF</extracomment>
        <translation>伯尔斯</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Duchess</source>
        <extracomment>Piece name in “Shogun Chess”; piece id “duchess”; moves (XBetza) F</extracomment>
        <translation>公爵夫人</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captain</source>
        <extracomment>Piece name in “Shogun Chess”, “Spartan Chess”; piece id “captain”; promoted form of “pawn”; moves (XBetza) K, WD</extracomment>
        <translation>上尉</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mortar</source>
        <extracomment>Piece name in “Shogun Chess”; piece id “mortar”; promoted form of “rook”; moves (XBetza) RN</extracomment>
        <translation>迫击炮</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sin</source>
        <extracomment>Piece name in “Sittuyin”; piece id “khon”; moves (XBetza) FfW</extracomment>
        <translation>辛</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sit-ke</source>
        <extracomment>Piece name in “Sittuyin”; piece id “met”; moves (XBetza) F</extracomment>
        <translation>希特克</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Archer</source>
        <extracomment>Piece name in “Spanish Archer Chess”; piece id “archer”; moves (XBetza) fRbB</extracomment>
        <translation>弓箭手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hoplite</source>
        <extracomment>Piece name in “Spartan Chess”; piece id “hoplite”; moves (XBetza) fmFfcWimA</extracomment>
        <translation>重装步兵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warlord</source>
        <extracomment>Piece name in “Spartan Chess”; piece id “warlord”; moves (XBetza) BN</extracomment>
        <translation>军阀</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lieutenant</source>
        <extracomment>Piece name in “Spartan Chess”; piece id “lieutenant”; moves (XBetza) FAsmW</extracomment>
        <translation>中尉</translation>
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
        <translation>飞将</translation>
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
        <translation>狮鹰</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free Eagle</source>
        <extracomment>Piece name in “Suzumu Shogi”, “Tenjiku Shogi”; piece id “free-eagle”, “promoted-queen”; moves (XBetza) Q, QADcasFcafFmcabF</extracomment>
        <translation>奔鹫</translation>
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
        <translation>车兵</translation>
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
        <translation>竖兵</translation>
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
        <translation>猛龙</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Violent Horse</source>
        <extracomment>Piece name in “Suzumu Shogi”; piece id “violent-horse”; moves (XBetza) R3pafpafcBmcBcpB</extracomment>
        <translation>猛马</translation>
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
        <translation>杂将</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Crane King</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “crane-king”; moves (XBetza) K</extracomment>
        <translation>鹤玉</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cloud Eagle</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “cloud-eagle”, “promoted-owl”; promoted form of “swooping-owl”; moves (XBetza) vRsWbFfF3</extracomment>
        <translation>云鹫</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying Falcon</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “flying-falcon”, “promoted-crow”; promoted form of “strutting-crow”; moves (XBetza) BfW</extracomment>
        <translation>飞鹰</translation>
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
        <translation>隐狐</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running Rabbit</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “running-rabbit”; moves (XBetza) FfRbW</extracomment>
        <translation>走兔</translation>
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
        <translation>雁飞</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying Cock</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “flying-cock”; moves (XBetza) sWfF</extracomment>
        <translation>鸡飞</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strutting Crow</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “strutting-crow”; moves (XBetza) fWbF</extracomment>
        <translation>乌行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swooping Owl</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “swooping-owl”; moves (XBetza) fWbF</extracomment>
        <translation>鸱行</translation>
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
        <translation>风马</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Oxcart</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “oxcart”; moves (XBetza) fR</extracomment>
        <translation>牛车</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sparrow Pawn</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “sparrow-pawn”; moves (XBetza) fW</extracomment>
        <translation>萑步</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tenacious Falcon</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “tenacious-falcon”; promoted form of “flying-falcon”; moves (XBetza) BvRsW</extracomment>
        <translation>鹫鹰</translation>
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
        <translation>延鹰</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heavenly Horse</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “heavenly-horse”; promoted form of “liberated-horse”; moves (XBetza) ffNbbN</extracomment>
        <translation>天马</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plodding Ox</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “plodding-ox”; promoted form of “oxcart”; moves (XBetza) K</extracomment>
        <translation>步牛</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Golden Bird</source>
        <extracomment>Piece name in “Wa Shogi”; piece id “golden-bird”; promoted form of “sparrow-pawn”; moves (XBetza) WfF</extracomment>
        <translation>金鸟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wolf</source>
        <extracomment>Piece name in “Wolf Chess”; piece id “wolf”; moves (XBetza) RN</extracomment>
        <translation>狼</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fox</source>
        <extracomment>Piece name in “Wolf Chess”; piece id “fox”; moves (XBetza) BN</extracomment>
        <translation>狐狸</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sergeant</source>
        <extracomment>Piece name in “Wolf Chess”; piece id “sergeant”; moves (XBetza) fKifmnD</extracomment>
        <translation>中士</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Rook</source>
        <extracomment>Piece name in “Yari Shogi”; piece id “yari-rook”; moves (XBetza) frlR</extracomment>
        <translation>枪车</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Bishop</source>
        <extracomment>Piece name in “Yari Shogi”; piece id “yari-bishop”; moves (XBetza) fFfR</extracomment>
        <translation>枪角</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Knight</source>
        <extracomment>Piece name in “Yari Shogi”; piece id “yari-knight”; moves (XBetza) fRffN</extracomment>
        <translation>枪桂</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Gold</source>
        <extracomment>Piece name in “Yari Shogi”; piece id “promoted-yari-bishop”, “promoted-yari-knight”; promoted form of “yari-bishop”, “yari-knight”; moves (XBetza) WfFbR</extracomment>
        <translation>枪金</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Silver</source>
        <extracomment>Piece name in “Yari Shogi”; piece id “yari-silver”; promoted form of “pawn”; moves (XBetza) fKbR</extracomment>
        <translation>枪银</translation>
    </message>
</context>
<context>
    <name>Piece/dobutsu</name>
    <message>
        <location line="-212"/>
        <source>Lion</source>
        <extracomment>Piece name in “Dobutsu Shogi”; piece id “lion”; moves (XBetza) K. A themed piece: the same English name means another piece in the other presets of the shogi family</extracomment>
        <translation>狮子</translation>
    </message>
</context>
<context>
    <name>Piece/torishogi</name>
    <message>
        <location line="+130"/>
        <source>Phoenix</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “phoenix”; moves (XBetza) K. A themed piece: the same English name means another piece in the other presets of the shogi family</extracomment>
        <translation>鹏</translation>
    </message>
</context>
<context>
    <name>PieceGallery</name>
    <message>
        <location filename="../app/gui/piecegallery.cpp" line="+36"/>
        <source>Pieces</source>
        <translation>棋子</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>moves</source>
        <extracomment>Move diagram legend: the piece moves to this square when it is empty</extracomment>
        <translation>移动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>captures</source>
        <extracomment>Move diagram legend: the piece captures an enemy standing on this square</extracomment>
        <translation>吃子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>jumps a piece</source>
        <extracomment>Move diagram legend: a move that jumps over one piece, like a xiangqi cannon&apos;s</extracomment>
        <translation>跳过一子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>first move only</source>
        <extracomment>Move diagram legend: a move allowed only while the piece has not moved yet</extracomment>
        <translation>仅限首次移动</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stops here and may go on (the board&apos;s corner marks)</source>
        <extracomment>Move diagram legend: corner marks on a square where a move of several steps (a Lion&apos;s) stops and may go on; the board marks such squares the same way</extracomment>
        <translation>可在此停下，也可继续走（即棋盘上的角标）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Legend of the move diagrams</source>
        <translation>走法图图例</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>XBetza notation of the moves</source>
        <extracomment>Tooltip of a piece&apos;s movement string in the piece gallery</extracomment>
        <translation>以 XBetza 记法表示的走法</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>moves to %1</source>
        <translation>移动到 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>captures on %1</source>
        <translation>在 %1 吃子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moves by jumping a piece to %1</source>
        <translation>跳过一子移动到 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>captures by jumping a piece on %1</source>
        <translation>跳过一子在 %1 吃子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on its first move also to %1</source>
        <translation>首次移动时也可到 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stops and may go on from %1</source>
        <translation>可在 %1 停下，也可从那里继续走</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on %2: %3</source>
        <extracomment>Spoken summary of a move diagram: %1 piece, %2 its square, %3 the list of moves</extracomment>
        <translation>%2 上的%1：%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves of the %1</source>
        <translation>%1的走法</translation>
    </message>
</context>
<context>
    <name>PieceToolTip</name>
    <message>
        <location filename="../app/gui/piecetooltip.cpp" line="+46"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2, %3)</source>
        <extracomment>Title of a piece&apos;s tool tip: %1 piece name (bold), %2 player (&quot;White&quot;, &quot;Sente&quot;), %3 its letter in FEN (&quot;N&quot;, &quot;+P&quot;)</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2，%3）</translation>
    </message>
</context>
<context>
    <name>PositionCheck</name>
    <message>
        <location filename="game_status_strings.cpp" line="+68"/>
        <source>the first side</source>
        <extracomment>Why a position cannot occur in a game (fb::positionProblemText), shown by the position editor and for a FEN: the players&apos; names when the caller gives none (&quot;The first side has no King.&quot;); the sentence&apos;s first letter is made upper case</extracomment>
        <translation>先行方</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second side</source>
        <translation>后行方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no %2.</source>
        <extracomment>%1 player (&quot;White&quot;), %2 its royal piece (&quot;king&quot;)</extracomment>
        <translation>%1没有%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 × %3 on the board, but a game can have at most %4.</source>
        <extracomment>%1 player, %2 how many, %3 the royal piece, %4 the most a game can have</extracomment>
        <translation>%1：盘上有 %2 个%3，但对局中最多只能有 %4 个。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is in check, but it is %2&apos;s turn.</source>
        <extracomment>%1 the player in check, %2 the player to move</extracomment>
        <translation>%1正被将军，但轮到%2走棋。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s and %2&apos;s royal pieces face each other on an open file.</source>
        <extracomment>%1 and %2 the players (xiangqi&apos;s flying general: the generals see each other)</extracomment>
        <translation>%1和%2的将帅在同一路上直接对面。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s %2 on %3 could never move again.</source>
        <extracomment>%1 player, %2 piece, %3 square (&quot;White&apos;s pawn on e8 could never move again.&quot;)</extracomment>
        <translation>%1在%3的%2再也无法移动。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 × %3 on file %4, but the rules allow at most %5 (nifu).</source>
        <extracomment>%1 player, %2 how many, %3 piece, %4 file, %5 the most allowed (shogi&apos;s nifu)</extracomment>
        <translation>%1：第 %4 路有 %2 个%3，但规则最多允许 %5 个（二步）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s %2 on %3 stands outside its region &apos;%4&apos;, which it may never leave.</source>
        <extracomment>%1 player, %2 piece, %3 square, %4 the region&apos;s name in the preset (&quot;palace&quot;)</extracomment>
        <translation>%1在%3的%2位于其不能离开的区域“%4”之外。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has %2 in hand, a piece that can never be in hand.</source>
        <extracomment>%1 player, %2 piece (&quot;Sente has king in hand, a piece that can never be in hand.&quot;)</extracomment>
        <translation>%1手中有%2，但这种棋子不可能成为手中棋子。</translation>
    </message>
</context>
<context>
    <name>PositionEditorDialog</name>
    <message>
        <location filename="../app/gui/positioneditordialog.cpp" line="+59"/>
        <source>%1 %2</source>
        <comment>piece</comment>
        <extracomment>A piece of the position editor&apos;s palette: %1 side colour, %2 piece name</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Edit Position</source>
        <extracomment>Title of the position editor dialog</extracomment>
        <translation>编辑局面</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Board to edit</source>
        <translation>待编辑的棋盘</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a square to place the chosen piece there; right-click a square to empty it</source>
        <translation>单击格子放置所选棋子；右键单击格子将其清空</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Pieces</source>
        <extracomment>Group of the position editor: the pieces to place on the board</extracomment>
        <translation>棋子</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Side to move</source>
        <extracomment>Group of the position editor: whose turn it is</extracomment>
        <translation>走棋方</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 to move</source>
        <extracomment>%1 = the player (&quot;White&quot;, &quot;Black&quot;, &quot;Red&quot;...)</extracomment>
        <translation>轮到%1走棋</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pieces in hand</source>
        <extracomment>Group of the position editor: how many pieces of each kind each side holds</extracomment>
        <translation>持驹</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 in %2&apos;s hand</source>
        <extracomment>Accessible name of a hand count: %1 piece name, %2 player (&quot;White&quot;)</extracomment>
        <translation>%2手中的%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Clear Board</source>
        <extracomment>Position editor: empty the board and the hands</extracomment>
        <translation>清空棋盘(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Position</source>
        <extracomment>Position editor: set up the variant&apos;s start position</extracomment>
        <translation>初始局面(&amp;S)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;FEN:</source>
        <translation>FEN(&amp;F)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FEN of the position</source>
        <translation>局面的 FEN</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>C&amp;opy FEN</source>
        <translation>复制 FEN(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Paste FEN</source>
        <translation>粘贴 FEN(&amp;P)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>FEN error</source>
        <translation>FEN 错误</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Problems of the position</source>
        <extracomment>Position editor: the label that says why the position cannot occur in a game</extracomment>
        <translation>局面的问题</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Allow impossible positions</source>
        <extracomment>Position editor: accept a position that cannot occur in a game (no king, the side not to move in check, a pawn on the last rank ...), as chess problems sometimes do</extracomment>
        <translation>允许不可能的局面(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set up the position even if it cannot occur in a game, as some composed problems do</source>
        <translation>即使局面在对局中不可能出现也进行摆放，某些排局就是这样</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Eraser</source>
        <extracomment>Position editor: the tool that empties the squares clicked</extracomment>
        <translation>橡皮擦</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Empty the squares clicked</source>
        <translation>清空所单击的格子</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>This position cannot be set up: %1</source>
        <extracomment>Position editor: the position breaks a limit of the program (more than 4 kings, too many pieces in hand); %1 = the reason</extracomment>
        <translation>无法摆放此局面：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This position cannot occur in a game, so OK is refused (tick &quot;Allow impossible positions&quot; to set it up all the same):</source>
        <extracomment>Position editor: followed by the reasons, one per line</extracomment>
        <translation>此局面在对局中不可能出现，因此不能确定（勾选“允许不可能的局面”即可照样摆放）：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This position cannot occur in a game:</source>
        <extracomment>Position editor, &quot;Allow impossible positions&quot; ticked: followed by the reasons</extracomment>
        <translation>此局面在对局中不可能出现：</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../app/gui/preferencesdialog.cpp" line="+55"/>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Light squares</source>
        <extracomment>Colour of the light squares of checkered (chess-like) boards</extracomment>
        <translation>浅色格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark squares</source>
        <translation>深色格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light squares:</source>
        <translation>浅色格(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark squares:</source>
        <translation>深色格(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;coordinates</source>
        <translation>显示坐标(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Turn the board to the side to move (hotseat)</source>
        <extracomment>Hotseat: both players share one screen; the board turns after every move</extracomment>
        <translation>棋盘转向走棋方（双人同屏对弈）(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animate moves</source>
        <extracomment>Pieces slide to their new squares instead of jumping there</extracomment>
        <translation>走棋动画(&amp;A)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pieces</source>
        <extracomment>Group of the Preferences dialog where the look of the pieces is chosen</extracomment>
        <translation>棋子</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Shogi:</source>
        <translation>将棋(&amp;S)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Xiangqi and janggi:</source>
        <extracomment>Piece set used for xiangqi and janggi (Korean chess)</extracomment>
        <translation>象棋和韩国象棋(&amp;X)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Western chess:</source>
        <translation>国际象棋(&amp;W)：</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Move notation</source>
        <extracomment>Group of the Preferences dialog where the move notation of each game family is chosen</extracomment>
        <translation>记谱法</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>C&amp;hess:</source>
        <extracomment>Game family in the notation chooser: chess and its Western variants</extracomment>
        <translation>国际象棋(&amp;H)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sh&amp;ogi:</source>
        <extracomment>Game family in the notation chooser: shogi and its variants (Chu Shogi ...)</extracomment>
        <translation>将棋(&amp;O)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>X&amp;iangqi:</source>
        <extracomment>Game family in the notation chooser: xiangqi (Chinese chess)</extracomment>
        <translation>中国象棋(&amp;I)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Janggi:</source>
        <extracomment>Game family in the notation chooser: janggi (Korean chess)</extracomment>
        <translation>韩国象棋(&amp;J)：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Chess pieces as &amp;figurines (♘f3)</source>
        <extracomment>Chess moves written with piece figures (♘f3) instead of letters (Nf3)</extracomment>
        <translation>国际象棋棋子用图形符号表示（♘f3）(&amp;F)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Interface</source>
        <extracomment>Group of the Preferences dialog where the language of menus and messages is chosen</extracomment>
        <translation>界面</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System default</source>
        <extracomment>The interface language follows the system&apos;s language settings (LANGUAGE, LANG)</extracomment>
        <translation>系统默认</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A new language takes effect when Fairyboard restarts.</source>
        <extracomment>The interface language is read when the program starts</extracomment>
        <translation>新语言将在 Fairyboard 重新启动后生效。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Preview of %1</source>
        <extracomment>Spoken description of the preview of a piece set: %1 = its name</extracomment>
        <translation>%1 预览</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <location filename="preset_strings.cpp" line="-954"/>
        <source>Three-Check</source>
        <extracomment>Name of a variant (preset id “3check”, family “chess”)</extracomment>
        <translation>三将军棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which the player who gives check for the third time wins; checkmate wins as usual. FEN counts the checks each side still has to give (3+3).</source>
        <extracomment>Description of the variant “Three-Check” (preset id “3check”), shown in the New Game dialog</extracomment>
        <translation>第三次将军的一方获胜的国际象棋；将死照常获胜。FEN记录双方还需将军的次数（3+3）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three-check Crazyhouse</source>
        <extracomment>Name of a variant (preset id “3checkhouse”, family “chess”)</extracomment>
        <translation>三将军疯狂屋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crazyhouse in which a player who gives check for the third time wins; drops are as in Crazyhouse, and checks by drops count.</source>
        <extracomment>Description of the variant “Three-check Crazyhouse” (preset id “3checkhouse”), shown in the New Game dialog</extracomment>
        <translation>第三次将军的一方获胜的疯狂屋；打入规则同疯狂屋，打入造成的将军也计算在内。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Five-Check</source>
        <extracomment>Name of a variant (preset id “5check”, family “chess”)</extracomment>
        <translation>五将军棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which the player who gives check for the fifth time wins; checkmate wins as usual. FEN counts the checks each side still has to give (5+5).</source>
        <extracomment>Description of the variant “Five-Check” (preset id “5check”), shown in the New Game dialog</extracomment>
        <translation>第五次将军的一方获胜的国际象棋；将死照常获胜。FEN记录双方还需将军的次数（5+5）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Active Chess</source>
        <extracomment>Name of a variant (preset id “active”, family “chess”)</extracomment>
        <translation>活跃象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 9 x 8 board with a second queen for each side in the right-hand corner; castling puts the king on c or g as in chess, and is entered as the king moving onto its rook.</source>
        <extracomment>Description of the variant “Active Chess” (preset id “active”), shown in the New Game dialog</extracomment>
        <translation>在 9×8 棋盘上进行的国际象棋，每方在右侧角上多一个后；王车易位与国际象棋一样使王到达 c 线或 g 线，输入时将王走到己方的车上。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advanced Pawn Chess</source>
        <extracomment>Name of a variant (preset id “advancedpawn”, family “chess”)</extracomment>
        <translation>前置兵象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with every pawn starting one rank further up, on the third rank (sixth for Black), and no pawn double step; castling as in chess.</source>
        <extracomment>Description of the variant “Advanced Pawn Chess” (preset id “advancedpawn”), shown in the New Game dialog</extracomment>
        <translation>每个兵都前移一条横线、从第三横线（黑方为第六横线）开始的国际象棋，兵不能走两格；王车易位与国际象棋相同。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ai-Wok</source>
        <extracomment>Name of a variant (preset id “ai-wok”, family “chess”)</extracomment>
        <translation>艾沃克</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Makruk whose met is replaced by the ai-wok, which moves as a rook, a knight or a ferz; pawns promote to ai-wok on the sixth rank. Makruk&apos;s counting rules.</source>
        <extracomment>Description of the variant “Ai-Wok” (preset id “ai-wok”), shown in the New Game dialog</extracomment>
        <translation>用艾沃克代替梅特的泰国象棋：艾沃克可按车、马或费尔兹的走法行棋；兵到第六横线升变为艾沃克。计数规则同泰国象棋。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Almost Chess</source>
        <extracomment>Name of a variant (preset id “almost”, family “chess”)</extracomment>
        <translation>近似象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ralph Betza&apos;s chess with a chancellor (rook + knight) in place of the queen.</source>
        <extracomment>Description of the variant “Almost Chess” (preset id “almost”), shown in the New Game dialog</extracomment>
        <translation>Ralph Betza 设计的国际象棋，用首相（车＋马）代替后。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Amazon Chess</source>
        <extracomment>Name of a variant (preset id “amazon”, family “chess”)</extracomment>
        <translation>亚马逊象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose queen is an amazon: it moves as a queen or as a knight; pawns promote to amazon, rook, bishop or knight.</source>
        <extracomment>Description of the variant “Amazon Chess” (preset id “amazon”), shown in the New Game dialog</extracomment>
        <translation>后换成亚马逊的国际象棋：亚马逊可按后或马的走法行棋；兵可升变为亚马逊、车、象或马。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game of the Amazons</source>
        <extracomment>Name of a variant (preset id “amazons”, family “chess”)</extracomment>
        <translation>亚马逊棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Walter Zamkauskas&apos;s game (1988) on a 10 x 10 board: each player has four amazons that move like chess queens but never capture. After moving, the amazon shoots an arrow from where it landed, again like a queen, onto an empty square; the arrow stays there for the rest of the game, and nothing may pass over it. A player who cannot move loses.</source>
        <extracomment>Description of the variant “Game of the Amazons” (preset id “amazons”), shown in the New Game dialog</extracomment>
        <translation>Walter Zamkauskas 设计的棋（1988 年），在 10×10 棋盘上进行：每方有四个亚马逊，走法同国际象棋的后，但从不吃子。走子之后，亚马逊从落点处同样按后的走法向一个空格射出一支箭；箭一直留在该格直到对局结束，任何棋子都不能越过它。无法走棋的一方判负。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Anti-Antichess</source>
        <extracomment>Name of a variant (preset id “antiantichess”, family “chess”)</extracomment>
        <translation>反反国际象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Antichess with the goal reversed: capturing is compulsory and the king may be captured, but a player who loses all pieces or has no move loses. No castling.</source>
        <extracomment>Description of the variant “Anti-Antichess” (preset id “antiantichess”), shown in the New Game dialog</extracomment>
        <translation>目标相反的反国际象棋：必须吃子，王可以被吃，但失去全部棋子或无棋可走的一方判负。不能王车易位。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Antichess</source>
        <extracomment>Name of a variant (preset id “antichess”, family “chess”)</extracomment>
        <translation>反国际象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losing chess: capturing is compulsory, the king is an ordinary piece that may be captured and promoted to, and a player who loses all pieces or has no move wins. No castling.</source>
        <extracomment>Description of the variant “Antichess” (preset id “antichess”), shown in the New Game dialog</extracomment>
        <translation>输棋象棋：必须吃子，王是可被吃掉、也可由兵升变而得的普通棋子，失去全部棋子或无棋可走的一方获胜。不能王车易位。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ASEAN Chess</source>
        <extracomment>Name of a variant (preset id “asean”, family “chess”)</extracomment>
        <translation>东盟象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ASEAN federation&apos;s common form of makruk, sittuyin and ouk chatrang: khon (silver general) and met (ferz) on the chess array, pawns on the third rank without double step, promotion on the last rank to rook, knight, khon or met. A side down to its king counts: the other side must mate within 16 moves with a rook, 44 with a khon and a met, 64 with a knight and a met, or the game is drawn.</source>
        <extracomment>Description of the variant “ASEAN Chess” (preset id “asean”), shown in the New Game dialog</extracomment>
        <translation>东盟象棋联合会制定的泰国象棋（makruk）、缅甸象棋（sittuyin）和柬埔寨象棋（ouk chatrang）的共同形式：在国际象棋的布局中使用坤（走法同银将）和梅特（走法同费尔兹），兵位于第三横线且不能走两格，在底线升变为车、马、坤或梅特。一方只剩王时开始计数：另一方有车时须在 16 步内将死，有坤和梅特时须在 44 步内，有马和梅特时须在 64 步内，否则为和棋。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ataxx</source>
        <extracomment>Name of a variant (preset id “ataxx”, family “chess”)</extracomment>
        <translation>同化棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game of blobs on a 7 x 7 board (1990), as Fairy-Stockfish plays it: each player starts with two blobs in opposite corners. A blob either clones itself onto an empty square next to it (a new blob appears there, dropped from an endless supply) or jumps two squares away onto an empty square (leaving its own square). After either, every enemy blob next to the square it arrived on turns to the mover&apos;s colour. A player who cannot move passes; when neither can, the player with more blobs on the board wins.</source>
        <extracomment>Description of the variant “Ataxx” (preset id “ataxx”), shown in the New Game dialog</extracomment>
        <translation>在 7×7 棋盘上进行的细胞棋（1990 年），按 Fairy-Stockfish 的下法：每方从位于相对两角的两个细胞开始。细胞可以把自身复制到相邻的空格（该处出现一个新细胞，从无限的储备中打入），或跳到两格远的空格（离开原来的格子）。无论哪种走法，落点相邻的所有对方细胞都会变成走棋方的颜色。无法走棋的一方停着；双方都无法走棋时，盘上细胞较多的一方获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Atomar Chess</source>
        <extracomment>Name of a variant (preset id “atomar”, family “chess”)</extracomment>
        <translation>Atomar 原子象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Atomic chess without check in which the kings are immune to explosions: a capture explodes the capturing piece and every piece but a pawn or a king around the capture square, and a king may capture (and survives its own explosion). A king may not capture the other king; a player whose king is captured loses.</source>
        <extracomment>Description of the variant “Atomar Chess” (preset id “atomar”), shown in the New Game dialog</extracomment>
        <translation>没有将军规则、王不受爆炸影响的原子象棋：吃子时，吃子的棋子以及吃子格周围除兵和王以外的所有棋子都会爆炸；王可以吃子（并且不会在自己引发的爆炸中消失）。王不能吃掉对方的王；王被吃掉的一方判负。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Atomic Chess</source>
        <extracomment>Name of a variant (preset id “atomic”, family “chess”)</extracomment>
        <translation>原子象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which every capture is an explosion: the capturing piece and every piece but a pawn on the eight squares around the capture square leave the board with the captured piece. A player whose king explodes loses, so a king never captures, and no capture may explode one&apos;s own king; one that explodes the enemy king wins at once, even if one&apos;s own king stands in check. Kings that touch give no check. Castling, en passant and promotion as in chess (the rules of lichess and Fairy-Stockfish).</source>
        <extracomment>Description of the variant “Atomic Chess” (preset id “atomic”), shown in the New Game dialog</extracomment>
        <translation>每次吃子都会引发爆炸的国际象棋：吃子的棋子以及吃子格周围八格内除兵以外的所有棋子，都与被吃的棋子一起离开棋盘。王被炸掉的一方判负，因此王从不吃子，任何吃子都不得炸掉己方的王；炸掉对方王的吃子立即获胜，即使己方的王正被将军。相邻的两个王之间不构成将军。王车易位、吃过路兵和升变与国际象棋相同（lichess 和 Fairy-Stockfish 的规则）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Berolina Chess</source>
        <extracomment>Name of a variant (preset id “berolina”, family “chess”)</extracomment>
        <translation>贝罗利纳象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with Berolina pawns: they move one square diagonally forward (two from their start square) and capture one square straight forward, en passant too.</source>
        <extracomment>Description of the variant “Berolina Chess” (preset id “berolina”), shown in the New Game dialog</extracomment>
        <translation>使用贝罗利纳兵的国际象棋：兵斜向前走一格（从初始格出发可走两格），直向前一格吃子，也可吃过路兵。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Breakthrough</source>
        <extracomment>Name of a variant (preset id “breakthrough”, family “chess”)</extracomment>
        <translation>突破棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dan Troyka&apos;s race game (2000) on a chess board: two rows of stones a side; a stone steps forward, straight or diagonally, onto an empty square and captures only diagonally forward. The first stone to reach the far rank wins, and so does capturing every enemy stone.</source>
        <extracomment>Description of the variant “Breakthrough” (preset id “breakthrough”), shown in the New Game dialog</extracomment>
        <translation>Dan Troyka 设计的赛跑棋（2000 年），在国际象棋棋盘上进行：每方两行棋子；棋子向前直走或斜走一格到空格，只能向斜前方吃子。先让一枚棋子到达底线的一方获胜，吃光对方所有棋子也获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cambodian Chess (Ouk Chatrang)</source>
        <extracomment>Name of a variant (preset id “cambodian”, family “chess”)</extracomment>
        <translation>柬埔寨象棋（Ouk Chatrang）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Makruk in which the king and the met have a first move: the king may leap like a knight to the rank in front of it (not capturing, not out of check, and no more once an enemy rook has moved onto its file or rank), the met may jump two squares straight forward (not capturing).</source>
        <extracomment>Description of the variant “Cambodian Chess (Ouk Chatrang)” (preset id “cambodian”), shown in the New Game dialog</extracomment>
        <translation>王和梅特首次移动时有特殊走法的泰国象棋：王可以像马一样跳到前方的横线上（不能吃子，不能用来应将，且一旦对方的车走到王所在的纵线或横线上就不能再这样走），梅特可以向正前方跳两格（不能吃子）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capablanca Chess</source>
        <extracomment>Name of a variant (preset id “capablanca”, family “chess”)</extracomment>
        <translation>卡帕布兰卡象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 10 x 8 board with the archbishop (bishop + knight) and the chancellor (rook + knight).</source>
        <extracomment>Description of the variant “Capablanca Chess” (preset id “capablanca”), shown in the New Game dialog</extracomment>
        <translation>在 10×8 棋盘上进行的国际象棋，增加了大主教（象＋马）和首相（车＋马）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capahouse</source>
        <extracomment>Name of a variant (preset id “capahouse”, family “chess”)</extracomment>
        <translation>卡帕疯狂屋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capablanca Chess with Crazyhouse&apos;s drops: captured pieces change sides and may be dropped back on an empty square instead of a move; a promoted pawn goes back to the hand as a pawn.</source>
        <extracomment>Description of the variant “Capahouse” (preset id “capahouse”), shown in the New Game dialog</extracomment>
        <translation>加入疯狂屋打入规则的卡帕布兰卡象棋：被吃的棋子改归吃子方，可以代替走棋打入空格；升变后的兵被吃后以兵的身份回到手中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture Chess</source>
        <extracomment>Name of a variant (preset id “capture”, family “chess”)</extracomment>
        <translation>吃子象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which capturing is compulsory: when a capture is possible, a capture must be made (getting out of check comes first); checkmate wins as usual.</source>
        <extracomment>Description of the variant “Capture Chess” (preset id “capture”), shown in the New Game dialog</extracomment>
        <translation>必须吃子的国际象棋：能吃子时必须吃子（应将优先）；将死照常获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture-all Chess</source>
        <extracomment>Name of a variant (preset id “captureall”, family “chess”)</extracomment>
        <translation>吃光象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess without check: the king is an ordinary piece, and a side that has lost all its pieces loses.</source>
        <extracomment>Description of the variant “Capture-all Chess” (preset id “captureall”), shown in the New Game dialog</extracomment>
        <translation>没有将军的国际象棋：王是普通棋子，失去全部棋子的一方判负。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Centaur Chess</source>
        <extracomment>Name of a variant (preset id “centaur”, family “chess”)</extracomment>
        <translation>半人马象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Royal Court: 10 x 8 chess with two centaurs (king + knight) beside the rooks; the king castles to the c- or the i-file.</source>
        <extracomment>Description of the variant “Centaur Chess” (preset id “centaur”), shown in the New Game dialog</extracomment>
        <translation>Royal Court：10×8 国际象棋，两个车旁各有一个半人马（王＋马）；王可易位到 c 线或 i 线。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chancellor Chess</source>
        <extracomment>Name of a variant (preset id “chancellor”, family “chess”)</extracomment>
        <translation>首相象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ben Foster&apos;s 9 x 9 chess with a chancellor (rook + knight) beside the king; pawns promote on the last rank, also to a chancellor.</source>
        <extracomment>Description of the variant “Chancellor Chess” (preset id “chancellor”), shown in the New Game dialog</extracomment>
        <translation>Ben Foster 设计的 9×9 国际象棋，王旁有一个首相（车＋马）；兵在底线升变，也可升变为首相。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkmateless Chess</source>
        <extracomment>Name of a variant (preset id “checkmateless”, family “chess”)</extracomment>
        <translation>无将死象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which giving check is not allowed: a side left without a legal move loses.</source>
        <extracomment>Description of the variant “Checkmateless Chess” (preset id “checkmateless”), shown in the New Game dialog</extracomment>
        <translation>不允许将军的国际象棋：无合法着法可走的一方判负。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess</source>
        <extracomment>Name of a variant (preset id “chess”, family “chess”)</extracomment>
        <translation>国际象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orthodox chess (FIDE rules): castling, en passant, promotion to queen, rook, bishop or knight.</source>
        <extracomment>Description of the variant “Chess” (preset id “chess”), shown in the New Game dialog</extracomment>
        <translation>标准国际象棋（国际棋联规则）：王车易位、吃过路兵，兵可升变为后、车、象或马。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess960</source>
        <extracomment>Name of a variant (preset id “chess960”, family “chess”)</extracomment>
        <translation>国际象棋960</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fischer Random Chess: the pieces of the back rank start in one of 960 arrangements; castling puts king and rook on their usual squares.</source>
        <extracomment>Description of the variant “Chess960” (preset id “chess960”), shown in the New Game dialog</extracomment>
        <translation>菲舍尔任意制象棋：底线棋子以 960 种排列之一开局；王车易位后王和车位于常规的格子上。</translation>
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
        <translation>循环式的疯狂屋：升变的棋子被吃后仍保持升变后的身份，兵也可以打入己方第一横线。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess vs Hoppel-Poppel</source>
        <extracomment>Name of a variant (preset id “chessvshp”, family “chess”)</extracomment>
        <translation>国际象棋对 Hoppel-Poppel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unequal armies: White plays the chess army, Black the Hoppel-Poppel army, whose knights capture as bishops and whose bishops capture as knights; pawns of both sides may promote to any of these pieces.</source>
        <extracomment>Description of the variant “Chess vs Hoppel-Poppel” (preset id “chessvshp”), shown in the New Game dialog</extracomment>
        <translation>双方兵力不同：白方使用国际象棋的兵力，黑方使用 Hoppel-Poppel 的兵力，其马按象的走法吃子，其象按马的走法吃子；双方的兵都可升变为其中任何一种棋子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chigorin Chess</source>
        <extracomment>Name of a variant (preset id “chigorin”, family “chess”)</extracomment>
        <translation>奇戈林象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ralph Betza&apos;s chess of knights against bishops, after Mikhail Chigorin&apos;s preference for knights: White has four knights and a chancellor (rook + knight), Black four bishops and a queen. White&apos;s pawns promote to a chancellor, rook or knight, Black&apos;s to a queen, rook or bishop.</source>
        <extracomment>Description of the variant “Chigorin Chess” (preset id “chigorin”), shown in the New Game dialog</extracomment>
        <translation>Ralph Betza 设计的马对象的国际象棋，源于米哈伊尔·奇戈林对马的偏爱：白方有四个马和一个首相（车＋马），黑方有四个象和一个后。白方的兵升变为首相、车或马，黑方的兵升变为后、车或象。</translation>
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
        <translation>中将棋：12×12 棋盘，每方 46 枚棋子，没有打入。狮子每回合可走两步，两步都可吃子，也可原地吃子（居食）；角鹰和飞鹫在部分方向上拥有狮子的能力。失去王将（和太子）即告负；没有应将的规则。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+88"/>
        <source>Standard rules (HaChu)</source>
        <extracomment>Name of the default rules of the variant “Chu Shogi” (New Game dialog, window title)
----------
Name of the default rules of the variant “Dai Shogi” (New Game dialog, window title)</extracomment>
        <translation>标准规则（HaChu）</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+4"/>
        <source>Promotion on entering the zone or by a capture touching it; Lion trading without the Okazaki amendment.</source>
        <extracomment>One-line description of the default rules of the variant “Chu Shogi” (New Game dialog)
----------
One-line description of the rule profile “hachu” of the variant “Chu Shogi” (New Game dialog)</extracomment>
        <translation>进入敌阵或吃子时触及敌阵即可升变；狮子交换规则不含冈崎修正。</translation>
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
        <translation>狮子、角鹰和飞鹫的每条路径都算作不同的着法；步兵或香车到达底线时也可升变。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Japanese Chu Shogi Association</source>
        <extracomment>Name of the rule profile “association” of the variant “Chu Shogi” (New Game dialog, window title)</extracomment>
        <translation>日本中将棋联盟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu&apos;s promotions, the Okazaki amendment, and a bare King loses unless its next move saves it.</source>
        <extracomment>One-line description of the rule profile “association” of the variant “Chu Shogi” (New Game dialog)</extracomment>
        <translation>升变同 HaChu，采用冈崎修正；只剩光杆王的一方判负，除非其下一步能够扳回。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wikipedia</source>
        <extracomment>Name of the rule profile “wikipedia” of the variant “Chu Shogi” (New Game dialog, window title)</extracomment>
        <translation>维基百科</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A piece in the zone may promote without capturing, except right after it declined a promotion.</source>
        <extracomment>One-line description of the rule profile “wikipedia” of the variant “Chu Shogi” (New Game dialog)</extracomment>
        <translation>敌阵内的棋子不吃子也可升变，但刚放弃升变之后的那一回合除外。</translation>
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
        <translation>敌阵内的棋子不吃子也可升变，除非该棋子自己的上一步放弃了升变。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Okazaki amendment</source>
        <extracomment>Name of the rule profile “okazaki” of the variant “Chu Shogi” (New Game dialog, window title)</extracomment>
        <translation>冈崎修正</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Lion may be taken right after a Lion trade if it is not protected.</source>
        <extracomment>One-line description of the rule profile “okazaki” of the variant “Chu Shogi” (New Game dialog)</extracomment>
        <translation>狮子交换之后，无保护的狮子可以立即被吃。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu&apos;s rules, the default: promotion on entering the zone or by a capture touching it, lion trading rules without the Okazaki amendment.</source>
        <extracomment>What the rule profile “hachu” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>HaChu 的规则（默认）：进入敌阵或吃子时触及敌阵即可升变；狮子交换规则，不含冈崎修正。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules lishogi plays: every lion, falcon and eagle path (start, middle, end) is its own move; a pawn or lance may promote on reaching the last rank.</source>
        <extracomment>What the rule profile “lishogi” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>lishogi 采用的规则：狮子、角鹰和飞鹫的每条路径（起点、中间点、终点）都算作不同的着法；步兵或香车到达底线时也可升变。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules of the Japanese Chu Shogi association: HaChu&apos;s promotions, the Okazaki amendment to lion trading, and a bare king loses unless its next move bares the other side or takes its last royal.</source>
        <extracomment>What the rule profile “association” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>日本中将棋联盟的规则：升变同 HaChu，狮子交换采用冈崎修正；只剩光杆王的一方判负，除非其下一步使对方也只剩光杆王，或吃掉对方仅剩的最后一枚王将或太子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu&apos;s rules with the English Wikipedia&apos;s promotion rule: a piece in the zone may promote without capturing, except on the turn right after it declined a promotion.</source>
        <extracomment>What the rule profile “wikipedia” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>采用英文维基百科升变规则的 HaChu 规则：敌阵内的棋子不吃子也可升变，但放弃升变后紧接着的那一回合除外。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu&apos;s rules with the Middle Shogi Manual&apos;s promotion rule: a piece in the zone may promote without capturing unless its own last move declined a promotion.</source>
        <extracomment>What the rule profile “msm” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>采用《Middle Shogi Manual》升变规则的 HaChu 规则：敌阵内的棋子不吃子也可升变，除非该棋子自己的上一步放弃了升变。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu&apos;s rules with the Okazaki amendment: a Lion may be taken right after a Lion trade if it is not protected.</source>
        <extracomment>What the rule profile “okazaki” of the variant “Chu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>加上冈崎修正的 HaChu 规则：狮子交换之后，无保护的狮子可以立即被吃。</translation>
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
        <translation>一种棋子游戏（Albert、Grossman、Nowakowski 和 Wolfe，2001 年）：棋子只能通过吃掉前、后、左、右相邻的对方棋子来移动；无法走棋的一方判负。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clobber 10 x 10</source>
        <extracomment>Name of a variant (preset id “clobber10”, family “chess”)</extracomment>
        <translation>Clobber 10×10</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clobber on a 10 x 10 board, the size of the Computer Olympiad&apos;s tournaments: a stone moves only by capturing an enemy stone next to it, forward, back or sideways; the player who cannot move loses.</source>
        <extracomment>Description of the variant “Clobber 10 x 10” (preset id “clobber10”), shown in the New Game dialog</extracomment>
        <translation>在 10×10 棋盘上进行的 Clobber，即电脑奥林匹克（Computer Olympiad）比赛所用的尺寸：棋子只能通过吃掉前、后、左、右相邻的对方棋子来移动；无法走棋的一方判负。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Codrus</source>
        <extracomment>Name of a variant (preset id “codrus”, family “chess”)</extracomment>
        <translation>科德鲁斯棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losing chess in which the player who loses the king wins: capturing is compulsory and the king may be captured; stalemate also wins. Pawns do not promote to kings.</source>
        <extracomment>Description of the variant “Codrus” (preset id “codrus”), shown in the New Game dialog</extracomment>
        <translation>失去王的一方获胜的输棋象棋：必须吃子，王可以被吃；逼和也算获胜。兵不能升变为王。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coffeehouse</source>
        <extracomment>Name of a variant (preset id “coffeehouse”, family “chess”)</extracomment>
        <translation>咖啡屋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crazyhouse in which capturing is compulsory: when a capture is possible, a capture must be made (getting out of check comes first); drops are as in Crazyhouse.</source>
        <extracomment>Description of the variant “Coffeehouse” (preset id “coffeehouse”), shown in the New Game dialog</extracomment>
        <translation>必须吃子的疯狂屋：能吃子时必须吃子（应将优先）；打入规则同疯狂屋。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coffee Race</source>
        <extracomment>Name of a variant (preset id “coffeerace”, family “chess”)</extracomment>
        <translation>咖啡竞速</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Racing Kings in which capturing is compulsory: when a capture is possible, a capture must be made; the first king to reach the eighth rank wins as in Racing Kings.</source>
        <extracomment>Description of the variant “Coffee Race” (preset id “coffeerace”), shown in the New Game dialog</extracomment>
        <translation>必须吃子的王者竞速：能吃子时必须吃子；与王者竞速相同，王先到达第八横线的一方获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coregal Chess</source>
        <extracomment>Name of a variant (preset id “coregal”, family “chess”)</extracomment>
        <translation>共王象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which the queens are royal as well as the king: a side may leave none of its royals attacked, and mating a queen wins as mating the king does. Pawns still promote to queens, which are royal too (a side may have nine); the king alone castles.</source>
        <extracomment>Description of the variant “Coregal Chess” (preset id “coregal”), shown in the New Game dialog</extracomment>
        <translation>后与王一样也是王类棋子的国际象棋：任何一方都不得让己方的王类棋子处于被攻击状态，将死后与将死王同样获胜。兵仍升变为后，升变的后同样是王类棋子（一方最多可有九个）；只有王可以王车易位。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Corner Chess</source>
        <extracomment>Name of a variant (preset id “corner”, family “chess”)</extracomment>
        <translation>角落象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with each side&apos;s pieces split between two corners (king and queen in opposite corners): pawns move one square diagonally forward and capture one square straight forward, promoting on the far rank; no double step, no castling.</source>
        <extracomment>Description of the variant “Corner Chess” (preset id “corner”), shown in the New Game dialog</extracomment>
        <translation>每方棋子分布在两个角上的国际象棋（王和后位于相对的角）：兵斜向前走一格，直向前一格吃子，在底线升变；兵不能走两格，没有王车易位。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Corner Rook Chess</source>
        <extracomment>Name of a variant (preset id “cornerrook”, family “chess”)</extracomment>
        <translation>角车象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with the rooks alone on the corner squares, the other pieces one rank up and the pawns on the third rank: no pawn double step, no castling.</source>
        <extracomment>Description of the variant “Corner Rook Chess” (preset id “cornerrook”), shown in the New Game dialog</extracomment>
        <translation>车单独位于角格、其他棋子上移一条横线、兵位于第三横线的国际象棋：兵不能走两格，没有王车易位。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Corridor Chess</source>
        <extracomment>Name of a variant (preset id “corridor”, family “chess”)</extracomment>
        <translation>走廊象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with a narrower setup: the bishops stand in front of the rooks&apos; and knights&apos; rank and the pawns start on the third rank with the outer files empty; pawns have no double step, there is no castling.</source>
        <extracomment>Description of the variant “Corridor Chess” (preset id “corridor”), shown in the New Game dialog</extracomment>
        <translation>布局更窄的国际象棋：象位于车和马所在横线的前方，兵从第三横线开始，最外侧的纵线空着；兵不能走两格，没有王车易位。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Courier Chess</source>
        <extracomment>Name of a variant (preset id “courier”, family “chess”)</extracomment>
        <translation>信使象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The medieval German chess on 12 x 8: besides the shatranj pieces, the courier (a bishop), the man (a non-royal king) and the schleich (a wazir). Pawns promote to ferz; baring the king or stalemating wins.</source>
        <extracomment>Description of the variant “Courier Chess” (preset id “courier”), shown in the New Game dialog</extracomment>
        <translation>12×8 棋盘上的中世纪德国象棋：除沙特兰兹的棋子外，还有信使（走法同象）、谋士（走法同王，但不是王类棋子）和施莱希（瓦齐尔，横竖走一格）。兵升变为费尔兹；使对方只剩光杆王或无着可走即获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crazyhouse</source>
        <extracomment>Name of a variant (preset id “crazyhouse”, family “chess”)</extracomment>
        <translation>疯狂屋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which captured pieces change sides and may be dropped back on an empty square instead of a move; a promoted pawn goes back to the hand as a pawn.</source>
        <extracomment>Description of the variant “Crazyhouse” (preset id “crazyhouse”), shown in the New Game dialog</extracomment>
        <translation>被吃的棋子改归吃子方，可以代替走棋打入空格；升变后的兵被吃后以兵的身份回到手中。</translation>
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
        <translation>大将棋：15×15 棋盘，每方 65 枚棋子，没有打入。在中将棋的棋子之外，还有猛牛、飞龙、恶狼、嗔猪、猫刃、铁将、石将和桂马，它们都升变为金将。棋子在敌阵五行内升变。失去王将（和太子）即告负；没有应将的规则。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chu Shogi&apos;s rules without its Lion-trading rules: promotion on entering the zone or by a capture touching it, optional; royal capture without a check rule.</source>
        <extracomment>One-line description of the default rules of the variant “Dai Shogi” (New Game dialog)</extracomment>
        <translation>去掉狮子交换规则的中将棋规则：进入敌阵或吃子时触及敌阵即可升变，是否升变可自行选择；以吃王定胜负，没有应将规则。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Promotion on entering the five-rank zone or by a capture touching it; any Lion may take any Lion. Certain: the board, the setup, every piece&apos;s move and promotion (the modern sources and HaChu agree). Chosen: Chu Shogi&apos;s promotion, repetition and royal-capture rules, and no Lion-trading rules, as HaChu plays.</source>
        <extracomment>One-line description of the rule profile “hachu” of the variant “Dai Shogi” (New Game dialog)</extracomment>
        <translation>进入五行的敌阵或吃子时触及敌阵即可升变；任何狮子都可以吃任何狮子。确定的部分：棋盘、初始布局、每种棋子的走法和升变（现代资料与 HaChu 一致）。选定的部分：与 HaChu 的下法相同，采用中将棋的升变、重复局面和吃王规则，不采用狮子交换规则。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu 0.21&apos;s dai, the default: the setup and moves of the English Wikipedia and the Chess Variant Pages; Chu Shogi&apos;s rules (promotion on entering the zone or by a capture starting or ending in it, royal capture, fourfold repetition) without the Lion-trading rules, which HaChu does not apply in Dai (a Lion takes a protected Lion two squares away); a piece inside the zone may move or capture to where it has no further move (a Knight to the last two ranks, a Pawn to the last), as HaChu accepts. The oracle test compares HaChu with this profile.</source>
        <extracomment>What the rule profile “hachu” of the variant “Dai Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>HaChu 0.21 的 dai（默认）：初始布局和走法依照英文维基百科和 Chess Variant Pages；采用中将棋的规则（进入敌阵时，或吃子时起点或终点在敌阵内即可升变；以吃王定胜负；四次重复局面），但不含狮子交换规则，因为 HaChu 在大将棋中不采用这些规则（狮子可以吃两格外有保护的狮子）；敌阵内的棋子可以走到或吃到此后再无路可走的格子（桂马到最后两行，步兵到最后一行），HaChu 也接受这样的着法。oracle 测试将 HaChu 与此规则配置进行比较。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Diagonal Chess</source>
        <extracomment>Name of a variant (preset id “diagonal”, family “chess”)</extracomment>
        <translation>对角线象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with the armies set up along the long diagonal, kings in the a1 and h8 corners: pawns move one square diagonally towards the enemy corner, capture one square straight forward or sideways towards it, and promote on the enemy&apos;s two edges.</source>
        <extracomment>Description of the variant “Diagonal Chess” (preset id “diagonal”), shown in the New Game dialog</extracomment>
        <translation>双方兵力沿长对角线摆放、王位于 a1 和 h8 两角的国际象棋：兵朝对方的角斜走一格，朝该方向直进或横向一格吃子，在对方一侧的两条边线上升变。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Diamond Chess</source>
        <extracomment>Name of a variant (preset id “diamond”, family “chess”)</extracomment>
        <translation>钻石象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with the board turned 45 degrees: the armies start in opposite corners, pawns move one square diagonally towards the enemy corner and capture one square straight forward or sideways towards it, and promote on the enemy&apos;s two edges.</source>
        <extracomment>Description of the variant “Diamond Chess” (preset id “diamond”), shown in the New Game dialog</extracomment>
        <translation>棋盘旋转 45 度的国际象棋：双方兵力从相对的两个角开始，兵朝对方的角斜走一格，朝该方向直进或横向一格吃子，在对方一侧的两条边线上升变。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Diana Chess</source>
        <extracomment>Name of a variant (preset id “diana”, family “chess”)</extracomment>
        <translation>狄安娜象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 6 x 6 board with bishops but no queen: no pawn double step, no en passant; pawns promote to rook, bishop or knight, and castling puts the king on b or e (entered as the king moving onto its rook).</source>
        <extracomment>Description of the variant “Diana Chess” (preset id “diana”), shown in the New Game dialog</extracomment>
        <translation>在 6×6 棋盘上进行、有象而无后的国际象棋：兵不能走两格，没有吃过路兵；兵可升变为车、象或马，王车易位使王到达 b 线或 e 线（输入时将王走到己方的车上）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dobutsu Shogi</source>
        <extracomment>Name of a variant (preset id “dobutsu”, family “shogi”)</extracomment>
        <translation>动物将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Madoka Kitao&apos;s shogi for children on 3 x 4 squares: lion, giraffe, elephant and chick, which becomes a hen on the far rank. A lion that reaches the far rank and survives wins.</source>
        <extracomment>Description of the variant “Dobutsu Shogi” (preset id “dobutsu”), shown in the New Game dialog</extracomment>
        <translation>北尾まどか为儿童设计的将棋，棋盘 3×4：狮子、长颈鹿、大象和小鸡，小鸡到达底线变为母鸡。狮子到达底线且未被吃掉即获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double Army Chess</source>
        <extracomment>Name of a variant (preset id “doublearmy”, family “chess”)</extracomment>
        <translation>双军象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on the usual board with two armies a side, the second one in front of the first; the second army&apos;s king is a commoner that moves like a king but is not royal.</source>
        <extracomment>Description of the variant “Double Army Chess” (preset id “doublearmy”), shown in the New Game dialog</extracomment>
        <translation>在普通棋盘上每方各有两支兵力的国际象棋，第二支位于第一支的前方；第二支兵力的王是平民，按王的走法移动，但不是王类棋子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duck Chess</source>
        <extracomment>Name of a variant (preset id “duck”, family “chess”)</extracomment>
        <translation>鸭子象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with a duck (duckchess.com): after moving a piece, a player must move the duck, which belongs to no one, to any other empty square; in the first move it enters the board. Nothing may move onto, over or capture the duck. There is no check: a king may move into or stay in an attack, and a player whose king is captured loses. A player who has no move wins. Castling, en passant and promotion as in chess (the rules of Fairy-Stockfish).</source>
        <extracomment>Description of the variant “Duck Chess” (preset id “duck”), shown in the New Game dialog</extracomment>
        <translation>带一只鸭子的国际象棋（duckchess.com）：走完一个棋子后，走棋方必须把不属于任何一方的鸭子移到另一个任意空格；第一步时鸭子进入棋盘。任何棋子都不能走到鸭子所在的格子、越过鸭子或吃掉鸭子。没有将军规则：王可以走入或停留在受攻击的格子，王被吃掉的一方判负。无棋可走的一方获胜。王车易位、吃过路兵和升变同国际象棋（Fairy-Stockfish 的规则）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Elimination Chess</source>
        <extracomment>Name of a variant (preset id “elimination”, family “chess”)</extracomment>
        <translation>淘汰象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losing chess turned round: capturing is compulsory and there is no check, but a player reduced to a single piece, or left without a move, loses.</source>
        <extracomment>Description of the variant “Elimination Chess” (preset id “elimination”), shown in the New Game dialog</extracomment>
        <translation>反过来的输棋象棋：必须吃子，没有将军，但只剩一枚棋子或无棋可走的一方判负。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embassy Chess</source>
        <extracomment>Name of a variant (preset id “embassy”, family “chess”)</extracomment>
        <translation>大使馆象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kevin Hill&apos;s Capablanca Chess array with the king on the e-file: it castles three squares, to the b- or the h-file.</source>
        <extracomment>Description of the variant “Embassy Chess” (preset id “embassy”), shown in the New Game dialog</extracomment>
        <translation>Kevin Hill 设计的卡帕布兰卡象棋布局，王位于 e 线：王车易位时王走三格，到 b 线或 h 线。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EuroShogi</source>
        <extracomment>Name of a variant (preset id “euroshogi”, family “shogi”)</extracomment>
        <translation>欧洲将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vincent Trinh&apos;s 8 x 8 shogi: the knight also steps sideways, and every promotion is compulsory.</source>
        <extracomment>Description of the variant “EuroShogi” (preset id “euroshogi”), shown in the New Game dialog</extracomment>
        <translation>Vincent Trinh 设计的 8×8 将棋：桂马也可横走一格，所有升变都是强制的。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extinction Chess</source>
        <extracomment>Name of a variant (preset id “extinction”, family “chess”)</extracomment>
        <translation>灭绝象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R. Wayne Schmittberger&apos;s chess in which a player who loses all pieces of one kind (the king, the queen, both rooks, both bishops, both knights or all pawns) loses. There is no check; pawns may also promote to a king.</source>
        <extracomment>Description of the variant “Extinction Chess” (preset id “extinction”), shown in the New Game dialog</extracomment>
        <translation>R. Wayne Schmittberger 设计的象棋：失去某一种类全部棋子（王、后、双车、双象、双马或全部兵）的一方判负。没有将军规则；兵也可升变为王。</translation>
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
        <translation>奥赛罗，即现代的黑白棋，按 Fairy-Stockfish 的下法：开局时棋盘中央有每方两枚交叉摆放的棋子。走棋方从手中打入一枚棋子到空格上，使它在八个方向之一的直线上，与己方的一枚棋子夹住一枚或多枚对方棋子；每枚这样被夹住的棋子都变成走棋方的颜色。夹不住任何棋子的打入是不允许的，没有这种打入的一方停着。双方都无法打入时，盘上棋子较多的一方获胜。</translation>
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
        <translation>在 10×10 棋盘上进行的奥赛罗，这种尺寸主要由计算机对弈：规则与 Flipello 相同，四枚初始棋子位于中央（e5、f5、e6、f6）。打入必须在一条直线上夹住对方棋子，被夹住的棋子随之翻转；没有这种打入的一方停着；双方都无法打入时，棋子多的一方获胜。</translation>
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
        <translation>旧式的黑白棋，按 Fairy-Stockfish 的下法：开局时棋盘为空，前四枚棋子放在中央的四个格子（d4、e4、d5、e5）上，具体位置不限。此后从手中打入的棋子必须在一条直线上与己方的一枚棋子夹住一枚或多枚对方棋子，每枚被夹住的棋子都会翻转。无法打入的一方不能停着：对局就此结束，盘上棋子较多的一方获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gardner&apos;s Minichess</source>
        <extracomment>Name of a variant (preset id “gardner”, family “chess”)</extracomment>
        <translation>加德纳迷你象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 5 x 5 board with one of each piece and five pawns, as Martin Gardner published it in 1969: no pawn double step, no castling, no en passant; pawns promote on the far rank.</source>
        <extracomment>Description of the variant “Gardner&apos;s Minichess” (preset id “gardner”), shown in the New Game dialog</extracomment>
        <translation>在 5×5 棋盘上进行的国际象棋，每种棋子各一枚，另有五个兵，由马丁·加德纳于 1969 年发表：兵不能首步走两格，没有王车易位，也没有吃过路兵；兵在底线升变。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gemini Chess</source>
        <extracomment>Name of a variant (preset id “gemini”, family “chess”)</extracomment>
        <translation>双子象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 10 x 8 board with two archbishops (bishop + knight) a side between the bishops and the royal pair; castling puts the king on c or i.</source>
        <extracomment>Description of the variant “Gemini Chess” (preset id “gemini”), shown in the New Game dialog</extracomment>
        <translation>在 10×8 棋盘上进行的国际象棋，每方在象与王、后之间各有两个大主教（象＋马）；王车易位使王到达 c 线或 i 线。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Giveaway</source>
        <extracomment>Name of a variant (preset id “giveaway”, family “chess”)</extracomment>
        <translation>送子棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losing chess with castling: capturing is compulsory, the king is an ordinary piece, and a player who loses all pieces or has no move wins.</source>
        <extracomment>Description of the variant “Giveaway” (preset id “giveaway”), shown in the New Game dialog</extracomment>
        <translation>可王车易位的输棋象棋：必须吃子，王是普通棋子，失去全部棋子或无棋可走的一方获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goro Goro Shogi</source>
        <extracomment>Name of a variant (preset id “gorogoro”, family “shogi”)</extracomment>
        <translation>咕噜咕噜将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shogi for beginners on a 5 x 6 board with kings, golds, silvers and three pawns a side; pieces promote in the far two ranks, drops as in shogi.</source>
        <extracomment>Description of the variant “Goro Goro Shogi” (preset id “gorogoro”), shown in the New Game dialog</extracomment>
        <translation>面向初学者的将棋，棋盘 5×6，每方有王将、金将、银将和三枚步兵；棋子在敌阵两行内升变，打入规则同将棋。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goro Goro Shogi Plus</source>
        <extracomment>Name of a variant (preset id “gorogoroplus”, family “shogi”)</extracomment>
        <translation>咕噜咕噜将棋 Plus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goro Goro Shogi with a knight and a lance in each player&apos;s hand at the start: a 5 x 6 board with kings, golds, silvers and three pawns a side; pieces promote in the far two ranks, drops as in shogi.</source>
        <extracomment>Description of the variant “Goro Goro Shogi Plus” (preset id “gorogoroplus”), shown in the New Game dialog</extracomment>
        <translation>开局时每方手中各有一枚桂马和一枚香车的咕噜咕噜将棋：棋盘 5×6，每方有王将、金将、银将和三枚步兵；棋子在敌阵两行内升变，打入规则同将棋。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gothhouse</source>
        <extracomment>Name of a variant (preset id “gothhouse”, family “chess”)</extracomment>
        <translation>哥特疯狂屋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gothic Chess with Crazyhouse&apos;s drops: captured pieces change sides and may be dropped back on an empty square instead of a move; a promoted pawn goes back to the hand as a pawn.</source>
        <extracomment>Description of the variant “Gothhouse” (preset id “gothhouse”), shown in the New Game dialog</extracomment>
        <translation>加入疯狂屋打入规则的哥特象棋：被吃的棋子改归吃子方，可以代替走棋打入空格；升变后的兵被吃后以兵的身份回到手中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gothic Chess</source>
        <extracomment>Name of a variant (preset id “gothic”, family “chess”)</extracomment>
        <translation>哥特象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ed Trice&apos;s Capablanca Chess with another array: the chancellor beside the queen and the archbishop beside the king.</source>
        <extracomment>Description of the variant “Gothic Chess” (preset id “gothic”), shown in the New Game dialog</extracomment>
        <translation>Ed Trice 设计的另一种布局的卡帕布兰卡象棋：首相在后旁，大主教在王旁。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grand Chess</source>
        <extracomment>Name of a variant (preset id “grand”, family “chess”)</extracomment>
        <translation>格兰德象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Christian Freeling&apos;s 10 x 10 chess with marshal (rook + knight) and cardinal (bishop + knight); pawns promote on the 8th and 9th ranks optionally, on the 10th necessarily, only to a piece already lost.</source>
        <extracomment>Description of the variant “Grand Chess” (preset id “grand”), shown in the New Game dialog</extracomment>
        <translation>Christian Freeling 设计的 10×10 国际象棋，增加了元帅（车＋马）和枢机主教（象＋马）；兵在第 8、9 横线可选择升变，在第 10 横线必须升变，且只能升变为已被吃掉的棋子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grasshopper Chess</source>
        <extracomment>Name of a variant (preset id “grasshopper”, family “chess”)</extracomment>
        <translation>蚱蜢象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with a row of grasshoppers behind the pawns: a grasshopper moves along queen lines over one piece and lands on the square just beyond it. Pawns have no double step.</source>
        <extracomment>Description of the variant “Grasshopper Chess” (preset id “grasshopper”), shown in the New Game dialog</extracomment>
        <translation>兵的后面摆着一排蚱蜢的国际象棋：蚱蜢沿后的走线跳过一枚棋子，落在紧挨其后的格子上。兵没有首步走两格。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gustav III&apos;s Chess</source>
        <extracomment>Name of a variant (preset id “gustav3”, family “chess”)</extracomment>
        <translation>古斯塔夫三世象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 10 x 8 board with an amazon (queen + knight) in each corner, after the chess of King Gustav III of Sweden; the a- and j-files are cut away between the back ranks, so the amazons leave their corners along the back rank or diagonally. Pawns promote to amazon, queen, rook, bishop or knight. The king castles with the rooks on b and i to the d- or h-file.</source>
        <extracomment>Description of the variant “Gustav III&apos;s Chess” (preset id “gustav3”), shown in the New Game dialog</extracomment>
        <translation>以瑞典国王古斯塔夫三世的象棋为蓝本、在 10×8 棋盘的每个角上各放一个亚马逊（后＋马）的国际象棋；a 线和 j 线在双方底线之间的部分被切去，因此亚马逊只能沿底线或斜向离开角落。兵可升变为亚马逊、后、车、象或马。王与位于 b 线和 i 线的车易位，到 d 线或 h 线。</translation>
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
        <translation>德国的国际象棋变体：马按马的走法移动，但按象的走法吃子；象按象的走法移动，但按马的走法吃子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Horde</source>
        <extracomment>Name of a variant (preset id “horde”, family “chess”)</extracomment>
        <translation>部落棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White&apos;s 36 pawns and no king against Black&apos;s army: White wins by checkmate, Black by capturing every white piece. White&apos;s pawns on the first rank may also step two squares.</source>
        <extracomment>Description of the variant “Horde” (preset id “horde”), shown in the New Game dialog</extracomment>
        <translation>白方36个兵而无王，对抗黑方全军：白方将死获胜，黑方吃光白方全部棋子获胜。白方第一横线上的兵也可走两格。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ninth-century Indian Chess</source>
        <extracomment>Name of a variant (preset id “indian9”, family “chess”)</extracomment>
        <translation>九世纪印度象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shatranj as it was said to be played in ninth-century India: a dabbaba leaping two squares straight stands in the corners, the ferz beside the king, the rooks on c and f; a stalemated player wins, and baring the king loses.</source>
        <extracomment>Description of the variant “Ninth-century Indian Chess” (preset id “indian9”), shown in the New Game dialog</extracomment>
        <translation>据说九世纪印度所下的沙特兰兹：直跳两格的达巴巴位于角上，费尔兹在王旁，车在 c 线和 f 线；被逼得无着可走的一方获胜，只剩光杆王的一方判负。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Indian Great Chess</source>
        <extracomment>Name of a variant (preset id “indiangreat”, family “chess”)</extracomment>
        <translation>印度大象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A historical Indian chess on a 10 x 10 board with the chess pieces plus an archbishop (vizier: bishop + knight), a chancellor (general: rook + knight) and an amazon (giraffe: queen + knight); pawns step one square and promote only to a queen; no castling.</source>
        <extracomment>Description of the variant “Indian Great Chess” (preset id “indiangreat”), shown in the New Game dialog</extracomment>
        <translation>在 10×10 棋盘上进行的印度古代象棋，在国际象棋棋子之外还有大主教（维齐尔：象＋马）、首相（上将：车＋马）和亚马逊（长颈鹿：后＋马）；兵每次走一格，只能升变为后；没有王车易位。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi</source>
        <extracomment>Name of a variant (preset id “janggi”, family “janggi”)</extracomment>
        <translation>韩国象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Korean chess: generals and guards stay in the palace and move along its lines, cannons jump over one piece but never over or onto another cannon, elephants make a long lame leap; a turn may be passed, and generals facing each other (bikjang) end the game.</source>
        <extracomment>Description of the variant “Janggi” (preset id “janggi”), shown in the New Game dialog</extracomment>
        <translation>韩国象棋：将和士不出九宫，可沿九宫的斜线移动；包须跳过一子行走，但不能跳过或吃掉另一个包；象走可被蹩腿的远跳；可以停着，双将照面（bikjang）时对局结束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi (casual rules)</source>
        <extracomment>Name of a variant (preset id “janggicasual”, family “janggi”)</extracomment>
        <translation>韩国象棋（休闲规则）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi as Fairy-Stockfish&apos;s janggicasual plays it: generals facing each other (bikjang) do not end the game, and no material count decides it; a repeated position is a draw.</source>
        <extracomment>Description of the variant “Janggi (casual rules)” (preset id “janggicasual”), shown in the New Game dialog</extracomment>
        <translation>按 Fairy-Stockfish 的 janggicasual 的下法进行的韩国象棋：双将照面（bikjang）不结束对局，也不以子力计分定胜负；局面重复判和。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi (modern rules)</source>
        <extracomment>Name of a variant (preset id “janggimodern”, family “janggi”)</extracomment>
        <translation>韩国象棋（现代规则）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi as Fairy-Stockfish&apos;s janggimodern plays it, after Kakao Janggi: generals facing each other (bikjang) do not end the game, and a position repeated a fourth time is a draw; two passes in a row still end it. The Kakao rules forbid a move that repeats an earlier position instead. The material count that decides Kakao&apos;s drawn games is not modelled.</source>
        <extracomment>Description of the variant “Janggi (modern rules)” (preset id “janggimodern”), shown in the New Game dialog</extracomment>
        <translation>按 Fairy-Stockfish 的 janggimodern 的下法进行的韩国象棋，参照 Kakao 韩国象棋：双将照面（bikjang）不结束对局，同一局面第四次出现判和；双方连续停着仍会结束对局。Kakao 的规则则改为禁止重复之前局面的着法。Kakao 用于裁定和局的子力计分未予实现。</translation>
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
        <translation>允许重复局面；同一局面第四次出现时判和。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kakao Janggi</source>
        <extracomment>Name of the rule profile “kakao” of the variant “Janggi (modern rules)” (New Game dialog, window title)</extracomment>
        <translation>Kakao 韩国象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A move that repeats an earlier position (since the last capture or soldier move) is not allowed.</source>
        <extracomment>One-line description of the rule profile “kakao” of the variant “Janggi (modern rules)” (New Game dialog)</extracomment>
        <translation>不允许走出重复之前局面（自上一次吃子或兵卒走动以来）的着法。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fairy-Stockfish&apos;s moveRepetitionIllegal ends the game against a side that keeps moving a piece back and forth; its perft counts such moves (1,024 at depth 2 includes two passes that repeat the start). This profile forbids the repeating move itself, as Kakao Janggi does.</source>
        <extracomment>What the rule profile “kakao” of the variant “Janggi (modern rules)” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Fairy-Stockfish 的 moveRepetitionIllegal 会判来回走动棋子的一方负并结束对局；因此其 perft 会计入这类着法（深度 2 的 1,024 中包含两次重复初始局面的停着）。此规则配置与 Kakao 韩国象棋一样，直接禁止重复局面的着法本身。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi (traditional rules)</source>
        <extracomment>Name of a variant (preset id “janggitraditional”, family “janggi”)</extracomment>
        <translation>韩国象棋（传统规则）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janggi as Fairy-Stockfish&apos;s janggitraditional plays it: generals facing each other (bikjang) end the game in a draw, a repeated position is a draw, and no material count decides the game.</source>
        <extracomment>Description of the variant “Janggi (traditional rules)” (preset id “janggitraditional”), shown in the New Game dialog</extracomment>
        <translation>按 Fairy-Stockfish 的 janggitraditional 的下法进行的韩国象棋：双将照面（bikjang）时对局以和棋结束，局面重复判和，也不以子力计分定胜负。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Janus Chess</source>
        <extracomment>Name of a variant (preset id “janus”, family “chess”)</extracomment>
        <translation>雅努斯象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Werner Schöndorf&apos;s 10 x 8 chess with two janus pieces (bishop + knight) beside the rooks; the king castles to the b- or the i-file.</source>
        <extracomment>Description of the variant “Janus Chess” (preset id “janus”), shown in the New Game dialog</extracomment>
        <translation>Werner Schöndorf 设计的 10×8 国际象棋，两个车旁各有一个雅努斯（象＋马）；王可易位到 b 线或 i 线。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jeson Mor</source>
        <extracomment>Name of a variant (preset id “jesonmor”, family “chess”)</extracomment>
        <translation>杰森莫尔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mongolian game of nine knights a side on a 9 x 9 board. A knight that reaches the centre square e5 and is still there when its side is to move again wins: the other side has one move to take it. A side without a legal move loses. No other pieces, no check.</source>
        <extracomment>Description of the variant “Jeson Mor” (preset id “jesonmor”), shown in the New Game dialog</extracomment>
        <translation>蒙古的棋戏，在 9×9 棋盘上每方九个马。走到中心格 e5 的马，若到己方再次行棋时仍在该格，即获胜：对方有一步棋的机会吃掉它。无合法着法的一方判负。没有其他棋子，也没有将军。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judkins Shogi</source>
        <extracomment>Name of a variant (preset id “judkins”, family “shogi”)</extracomment>
        <translation>贾德金斯将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shogi on a 6 x 6 board (Paul Judkins, 1998) with one of each piece but the lance and one pawn a side; pieces promote in the far two ranks, drops as in shogi.</source>
        <extracomment>Description of the variant “Judkins Shogi” (preset id “judkins”), shown in the New Game dialog</extracomment>
        <translation>在 6×6 棋盘上进行的将棋（Paul Judkins，1998 年），每方除香车外每种棋子各一枚，步兵一枚；棋子在敌阵两行内升变，打入规则同将棋。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kamikaze Rooks</source>
        <extracomment>Name of a variant (preset id “kamikazerooks”, family “chess”)</extracomment>
        <translation>神风车</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which a side that has lost both its rooks wins; checkmate still wins too.</source>
        <extracomment>Description of the variant “Kamikaze Rooks” (preset id “kamikazerooks”), shown in the New Game dialog</extracomment>
        <translation>失去两个车的一方获胜的国际象棋；将死也仍然获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kar Ouk</source>
        <extracomment>Name of a variant (preset id “karouk”, family “chess”)</extracomment>
        <translation>卡尔乌克</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cambodian chess in which the first check wins.</source>
        <extracomment>Description of the variant “Kar Ouk” (preset id “karouk”), shown in the New Game dialog</extracomment>
        <translation>先将军的一方获胜的柬埔寨象棋。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kinglet</source>
        <extracomment>Name of a variant (preset id “kinglet”, family “chess”)</extracomment>
        <translation>小王棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>V. R. Parton&apos;s chess in which a player who loses all pawns loses. The king is an ordinary piece without check, and pawns promote only to kings.</source>
        <extracomment>Description of the variant “Kinglet” (preset id “kinglet”), shown in the New Game dialog</extracomment>
        <translation>V. R. Parton 设计的象棋：失去全部兵的一方判负。王是没有将军规则的普通棋子，兵只能升变为王。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King of the Hill</source>
        <extracomment>Name of a variant (preset id “kingofthehill”, family “chess”)</extracomment>
        <translation>山丘之王</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which a king that reaches one of the four centre squares (d4, e4, d5, e5) wins at once; checkmate wins as usual.</source>
        <extracomment>Description of the variant “King of the Hill” (preset id “kingofthehill”), shown in the New Game dialog</extracomment>
        <translation>王到达中心四格（d4、e4、d5、e5）之一即获胜的国际象棋；将死照常获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Knightmate</source>
        <extracomment>Name of a variant (preset id “knightmate”, family “chess”)</extracomment>
        <translation>马王象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The royal piece moves as a knight and is checkmated as a king; the knights are replaced by commoners, which move as a king but are not royal.</source>
        <extracomment>Description of the variant “Knightmate” (preset id “knightmate”), shown in the New Game dialog</extracomment>
        <translation>王类棋子按马的走法移动，像王一样可被将死；马换成平民，平民按王的走法移动，但不是王类棋子。</translation>
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
        <translation>王可以被吃掉的双人联棋（Bughouse），按 Fairy-Stockfish 的方式在一个棋盘上下：王是普通棋子，但仍可王车易位；手中的王必须先于其他任何着法打入棋盘；被吃掉的棋子离开对局（在联棋中它们会去到队友的棋盘）。Koedem 的胜利条件——一方队伍拥有全部四个王——在一个棋盘上不可能出现：没有合法着法的一方判负，五十步规则和重复局面判和。</translation>
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
        <translation>5×5 将棋，除王将外每枚棋子每走一步就翻面（步兵与飞车、银将与角行、香车与金将、桂马与金将），打入时可任选一面朝上。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Legan Chess</source>
        <extracomment>Name of a variant (preset id “legan”, family “chess”)</extracomment>
        <translation>莱甘象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L. Legan&apos;s 1913 chess with the armies in opposite corners: pawns move diagonally towards the enemy corner and capture straight forward or sideways towards it; they promote on the enemy&apos;s corner edges.</source>
        <extracomment>Description of the variant “Legan Chess” (preset id “legan”), shown in the New Game dialog</extracomment>
        <translation>L. Legan 于 1913 年设计的国际象棋，双方兵力位于相对的两个角：兵朝对方的角斜向移动，朝该方向直进或横向吃子；兵在对方角所在的两条边线上升变。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loop Chess</source>
        <extracomment>Name of a variant (preset id “loop”, family “chess”)</extracomment>
        <translation>循环象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crazyhouse in which a captured promoted piece goes to the hand as the piece it became, not as a pawn.</source>
        <extracomment>Description of the variant “Loop Chess” (preset id “loop”), shown in the New Game dialog</extracomment>
        <translation>被吃的升变棋子以升变后的身份（而不是兵）进入手中的疯狂屋。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Los Alamos Chess</source>
        <extracomment>Name of a variant (preset id “losalamos”, family “chess”)</extracomment>
        <translation>洛斯阿拉莫斯象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 6 x 6 board without bishops, as the MANIAC computer played it in 1956: no pawn double step, no castling, no en passant; pawns promote to queen, rook or knight.</source>
        <extracomment>Description of the variant “Los Alamos Chess” (preset id “losalamos”), shown in the New Game dialog</extracomment>
        <translation>在 6×6 棋盘上进行、没有象的国际象棋，即 1956 年 MANIAC 计算机所下的棋：兵不能首步走两格，没有王车易位，也没有吃过路兵；兵可升变为后、车或马。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losers</source>
        <extracomment>Name of a variant (preset id “losers”, family “chess”)</extracomment>
        <translation>输家棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losing chess with the check rule: capturing is compulsory, and a player who is checkmated, stalemated or left with the bare king wins.</source>
        <extracomment>Description of the variant “Losers” (preset id “losers”), shown in the New Game dialog</extracomment>
        <translation>保留将军规则的输棋象棋：必须吃子，被将死、被逼和或只剩光杆王的一方获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Maharajah and the Sepoys</source>
        <extracomment>Name of a variant (preset id “maharajah”, family “chess”)</extracomment>
        <translation>大君与印度兵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unequal armies: White has a single maharajah, a royal piece that moves as queen and knight, against Black&apos;s full chess army; White wins by checkmating Black&apos;s king, Black by checkmating the maharajah.</source>
        <extracomment>Description of the variant “Maharajah and the Sepoys” (preset id “maharajah”), shown in the New Game dialog</extracomment>
        <translation>双方兵力不同：白方只有一个大君，即兼具后和马走法的王类棋子，对抗黑方完整的国际象棋兵力；白方将死黑王获胜，黑方将死大君获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Makpong</source>
        <extracomment>Name of a variant (preset id “makpong”, family “chess”)</extracomment>
        <translation>马克蓬</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Makruk played for tie-breaks (&quot;defensive chess&quot;): a king in check may not move away; it may only capture the checking piece, and otherwise the check must be blocked or the checker taken by another piece.</source>
        <extracomment>Description of the variant “Makpong” (preset id “makpong”), shown in the New Game dialog</extracomment>
        <translation>用于加赛的泰国象棋（“防守象棋”）：被将军的王不得走开，只能吃掉将军的棋子；否则必须垫子挡住将军，或用其他棋子吃掉将军的棋子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Makruk</source>
        <extracomment>Name of a variant (preset id “makruk”, family “chess”)</extracomment>
        <translation>泰国象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thai chess: the khon (silver general) and the met (ferz); pawns start on the third rank and promote to met on the sixth. No 50-move rule: once no pawn is left, or a side is down to its king, a count runs (the board&apos;s honour, 64 moves; the pieces&apos; honour, from 8 to 64 moves by the stronger side&apos;s pieces, counted from the number of pieces on the board), and the game is drawn when it runs out before mate.</source>
        <extracomment>Description of the variant “Makruk” (preset id “makruk”), shown in the New Game dialog</extracomment>
        <translation>泰国象棋：坤（走法同银将）和梅特（走法同费尔兹）；兵从第三横线开始，到第六横线升变为梅特。没有 50 回合规则：一旦没有兵，或一方只剩王，就开始计数（盘面计数为 64 步；棋子计数按优势方的棋子为 8 至 64 步，从盘上棋子的数目起算），计数走完而未将死则为和棋。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Manchu Chess</source>
        <extracomment>Name of a variant (preset id “manchu”, family “xiangqi”)</extracomment>
        <translation>满洲棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yitong, an asymmetric xiangqi: Red has no horses, cannons or second chariot, but a banner that moves as a chariot, a cannon or a horse.</source>
        <extracomment>Description of the variant “Manchu Chess” (preset id “manchu”), shown in the New Game dialog</extracomment>
        <translation>一统棋，一种不对称的象棋：红方没有马、炮和第二个车，但有一个旗，可按车、炮或马的走法行棋。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Micro Shogi</source>
        <extracomment>Name of a variant (preset id “microshogi”, family “shogi”)</extracomment>
        <translation>微型将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>4 x 5 shogi in which a piece turns over whenever it captures, and must: pawn and knight, bishop and gold, rook and gold, lance and silver, each way round. Captured pieces are dropped either side up. A side without a legal move loses.</source>
        <extracomment>Description of the variant “Micro Shogi” (preset id “microshogi”), shown in the New Game dialog</extracomment>
        <translation>4×5 将棋，棋子每次吃子时都必须翻面：步兵与桂马、角行与金将、飞车与金将、香车与银将，正反两个方向都是如此。被吃的棋子打入时可任选一面朝上。无合法着法的一方判负。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minishogi</source>
        <extracomment>Name of a variant (preset id “minishogi”, family “shogi”)</extracomment>
        <translation>五五将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shogi on a 5 x 5 board with one of each piece but the lance and the knight; pieces promote on the far rank.</source>
        <extracomment>Description of the variant “Minishogi” (preset id “minishogi”), shown in the New Game dialog</extracomment>
        <translation>在 5×5 棋盘上进行的将棋，除香车和桂马外每种棋子各一枚；棋子在底线升变。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minixiangqi</source>
        <extracomment>Name of a variant (preset id “minixiangqi”, family “xiangqi”)</extracomment>
        <translation>迷你象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Xiangqi on a 7 x 7 board without river, advisors or elephants (Shi Ji Yuan, 1973): generals stay in their 3 x 3 palaces and may not face each other, soldiers move forward or sideways from the start.</source>
        <extracomment>Description of the variant “Minixiangqi” (preset id “minixiangqi”), shown in the New Game dialog</extracomment>
        <translation>在 7×7 棋盘上进行的中国象棋，没有河界、士和象（Shi Ji Yuan，1973 年）：将帅不出 3×3 的九宫且不能照面，兵卒从一开始就可以向前或横走。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misère Chess</source>
        <extracomment>Name of a variant (preset id “misere”, family “chess”)</extracomment>
        <translation>求负象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which the aim is to be checkmated: the side that is mated wins; all moves are as in chess.</source>
        <extracomment>Description of the variant “Misère Chess” (preset id “misere”), shown in the New Game dialog</extracomment>
        <translation>以被将死为目标的国际象棋：被将死的一方获胜；所有走法与国际象棋相同。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Modern Chess</source>
        <extracomment>Name of a variant (preset id “modern”, family “chess”)</extracomment>
        <translation>现代象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gabriel Maura&apos;s 9 x 9 chess with a minister (bishop + knight) beside the king; pawns promote on the last rank, also to a minister.</source>
        <extracomment>Description of the variant “Modern Chess” (preset id “modern”), shown in the New Game dialog</extracomment>
        <translation>Gabriel Maura 设计的 9×9 国际象棋，王旁有一个大臣（象＋马）；兵在底线升变，也可升变为大臣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Zealand Chess</source>
        <extracomment>Name of a variant (preset id “newzealand”, family “chess”)</extracomment>
        <translation>新西兰象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rook moves as a rook but captures as a knight, and the knight moves as a knight but captures as a rook; castling as in chess.</source>
        <extracomment>Description of the variant “New Zealand Chess” (preset id “newzealand”), shown in the New Game dialog</extracomment>
        <translation>车按车的走法移动，但按马的走法吃子；马按马的走法移动，但按车的走法吃子；王车易位与国际象棋相同。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nightrider Chess</source>
        <extracomment>Name of a variant (preset id “nightrider”, family “chess”)</extracomment>
        <translation>夜骑士象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose knights are nightriders: they repeat the knight&apos;s leap in a straight line for as long as the squares are empty.</source>
        <extracomment>Description of the variant “Nightrider Chess” (preset id “nightrider”), shown in the New Game dialog</extracomment>
        <translation>马换成夜骑士的国际象棋：只要格子为空，夜骑士可沿直线连续重复马的跳跃。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Castling Chess</source>
        <extracomment>Name of a variant (preset id “nocastle”, family “chess”)</extracomment>
        <translation>无易位象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess without castling, proposed by Vladimir Kramnik in 2019 to take opening theory off the board; every other rule is unchanged.</source>
        <extracomment>Description of the variant “No Castling Chess” (preset id “nocastle”), shown in the New Game dialog</extracomment>
        <translation>没有王车易位的国际象棋，由弗拉基米尔·克拉姆尼克于 2019 年提出，旨在让对局摆脱开局理论；其他规则均不变。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Atomic Chess without Check</source>
        <extracomment>Name of a variant (preset id “nocheckatomic”, family “chess”)</extracomment>
        <translation>无将军原子象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Atomic chess as the Internet Chess Club plays it: every capture explodes the capturing piece and every piece but a pawn around the capture square, and a player whose king is gone loses. There is no check: a king may be left attacked, may capture (and explode) and may castle out of, through or into attack.</source>
        <extracomment>Description of the variant “Atomic Chess without Check” (preset id “nocheckatomic”), shown in the New Game dialog</extracomment>
        <translation>按 Internet Chess Club 规则进行的原子象棋：每次吃子时，吃子的棋子以及吃子格周围除兵以外的所有棋子都会爆炸，失去王的一方判负。没有将军规则：王可以留在被攻击的位置，可以吃子（并随之爆炸），也可以在被攻击时、经过被攻击的格子或走到被攻击的格子上进行王车易位。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Omicron Chess</source>
        <extracomment>Name of a variant (preset id “omicron”, family “chess”)</extracomment>
        <translation>奥米克戎象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Omega chess reduced to a 12 x 10 board (after Evert Glebbeek&apos;s Omicron): a 10 x 8 field with a wizard&apos;s square added beyond each corner, where the wizards (ferz or camel leap) start. Each side also has two champions (wazir, dabbaba or alfil leap). The pieces start on the second rank, the pawns on the third; a pawn may step two squares from the third rank and promotes on reaching the ninth rank to wizard, champion, queen, rook, bishop or knight. The king castles on the second rank, to the e- or i-file.</source>
        <extracomment>Description of the variant “Omicron Chess” (preset id “omicron”), shown in the New Game dialog</extracomment>
        <translation>缩小到 12×10 棋盘的欧米茄象棋（依据 Evert Glebbeek 的 Omicron）：在 10×8 的区域每个角的外侧各加一个巫师格，巫师（费尔兹或骆驼跳）从那里开始。每方还有两个勇士（瓦齐尔、达巴巴或阿尔菲尔跳）。棋子从第二横线开始，兵从第三横线开始；兵可从第三横线走两格，到达第九横线时升变为巫师、勇士、后、车、象或马。王在第二横线上易位，到 e 线或 i 线。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opulent Chess</source>
        <extracomment>Name of a variant (preset id “opulent”, family “chess”)</extracomment>
        <translation>豪华象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Greg Strong&apos;s Grand Chess with more pieces: the knight also steps as a wazir, the wizard leaps as a ferz or a camel, the lion as a ferz, dabbaba or threeleaper. Pawns promote as in Grand Chess, only to a piece already lost.</source>
        <extracomment>Description of the variant “Opulent Chess” (preset id “opulent”), shown in the New Game dialog</extracomment>
        <translation>Greg Strong 设计的、棋子更多的格兰德象棋：马还可像瓦齐尔一样横竖走一格，巫师按费尔兹或骆驼的方式跳，狮子按费尔兹、达巴巴或三格直跳的方式跳。兵的升变与格兰德象棋相同，只能升变为已被吃掉的棋子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pawn Back</source>
        <extracomment>Name of a variant (preset id “pawnback”, family “chess”)</extracomment>
        <translation>兵可后退象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose pawns may also step one square straight back, without capturing and never onto their own first rank (one of the variants Vladimir Kramnik tested with AlphaZero). A pawn on its second rank may step two squares forward, also after it stepped back there, and may then be taken en passant. Pawn moves are reversible, so they do not reset the fifty-move count.</source>
        <extracomment>Description of the variant “Pawn Back” (preset id “pawnback”), shown in the New Game dialog</extracomment>
        <translation>兵还可以直向后退一格的国际象棋（弗拉基米尔·克拉姆尼克用 AlphaZero 测试过的变体之一）：后退时不能吃子，也不能退到己方第一横线。位于第二横线的兵可以向前走两格，后退回到该处之后也可以，此时可被吃过路兵。兵的走法是可逆的，因此不会使五十步规则的计数归零。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pawn Sideways</source>
        <extracomment>Name of a variant (preset id “pawnsideways”, family “chess”)</extracomment>
        <translation>兵可横走象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose pawns may also step one square sideways, without capturing (one of the variants Vladimir Kramnik tested with AlphaZero). A pawn on its second rank may step two squares forward, also after it came back there sideways, and may then be taken en passant.</source>
        <extracomment>Description of the variant “Pawn Sideways” (preset id “pawnsideways”), shown in the New Game dialog</extracomment>
        <translation>兵还可以横走一格的国际象棋（弗拉基米尔·克拉姆尼克用 AlphaZero 测试过的变体之一），横走时不能吃子。位于第二横线的兵可以向前走两格，横走回到该处之后也可以，此时可被吃过路兵。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pawn Massacre</source>
        <extracomment>Name of a variant (preset id “pawnsmassacre”, family “chess”)</extracomment>
        <translation>兵大屠杀</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with each side&apos;s pieces behind the enemy pawns: White&apos;s pieces stand on the eighth rank and Black&apos;s on the first, each in front of pawns that move the usual way; no castling.</source>
        <extracomment>Description of the variant “Pawn Massacre” (preset id “pawnsmassacre”), shown in the New Game dialog</extracomment>
        <translation>每方棋子位于对方兵之后的国际象棋：白方棋子在第八横线，黑方棋子在第一横线，各自位于按通常方式行走的兵的前面；没有王车易位。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peasants&apos; Revolt</source>
        <extracomment>Name of a variant (preset id “peasant”, family “chess”)</extracomment>
        <translation>农民起义</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unequal armies: White has a king and eight pawns, Black a king, one pawn and three knights; every other rule is that of chess.</source>
        <extracomment>Description of the variant “Peasants&apos; Revolt” (preset id “peasant”), shown in the New Game dialog</extracomment>
        <translation>双方兵力不同：白方有一个王和八个兵，黑方有一个王、一个兵和三个马；其他规则均与国际象棋相同。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Perfect Chess</source>
        <extracomment>Name of a variant (preset id “perfect”, family “chess”)</extracomment>
        <translation>完美象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with every compound of the bishop, rook and knight: chancellor, archbishop and amazon join the queen; the king may castle with the chancellor as with a rook.</source>
        <extracomment>Description of the variant “Perfect Chess” (preset id “perfect”), shown in the New Game dialog</extracomment>
        <translation>包含象、车、马所有组合棋子的国际象棋：除后之外，还有首相、大主教和亚马逊；王可像与车易位一样与首相易位。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placement Chess</source>
        <extracomment>Name of a variant (preset id “placement”, family “chess”)</extracomment>
        <translation>布阵象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose players first set up their own back rank: the game starts with the pawns on the board and every other piece in hand, and each turn a player must drop one of them on an empty square of the first rank, until the hand is empty. The two bishops must stand on squares of different colours. A king placed on e1 (e8) and a rook placed on a1 or h1 (a8 or h8) keep the right to castle; then the game goes on as chess.</source>
        <extracomment>Description of the variant “Placement Chess” (preset id “placement”), shown in the New Game dialog</extracomment>
        <translation>双方先布置各自底线的国际象棋：开局时兵在棋盘上，其余棋子都在手中，每回合走棋方必须将其中一个打入第一横线的空格，直到手中没有棋子。两个象必须位于不同颜色的格子上。放在 e1（e8）的王和放在 a1 或 h1（a8 或 h8）的车保留王车易位的权利；之后按国际象棋继续对局。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pocket Knight</source>
        <extracomment>Name of a variant (preset id “pocketknight”, family “chess”)</extracomment>
        <translation>口袋马象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which each player also holds a knight in hand and may drop it on any empty square instead of moving; captured pieces do not go to the hand.</source>
        <extracomment>Description of the variant “Pocket Knight” (preset id “pocketknight”), shown in the New Game dialog</extracomment>
        <translation>每方手中另有一个马，可以代替走棋将其打入任意空格的国际象棋；被吃的棋子不进入手中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Racing Chess</source>
        <extracomment>Name of a variant (preset id “racingchess”, family “chess”)</extracomment>
        <translation>竞速象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess from the usual setup in which checks are not allowed and the first king to reach the far rank wins; if Black&apos;s king answers White&apos;s arrival by arriving too, the game is drawn.</source>
        <extracomment>Description of the variant “Racing Chess” (preset id “racingchess”), shown in the New Game dialog</extracomment>
        <translation>从普通布局开始的国际象棋，不允许将军，王先到达对方底线的一方获胜；若白王到达后黑王随即也到达，则为和棋。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Racing Kings</source>
        <extracomment>Name of a variant (preset id “racingkings”, family “chess”)</extracomment>
        <translation>王者竞速</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both sides start on the first two ranks and race their king to the eighth rank; no move may give check. When White&apos;s king arrives first, Black may still draw by reaching the eighth rank on the next move.</source>
        <extracomment>Description of the variant “Racing Kings” (preset id “racingkings”), shown in the New Game dialog</extracomment>
        <translation>双方从前两横线开始，让各自的王赛跑到第八横线；任何着法都不得将军。白王先到达时，黑方若在下一步也到达第八横线则为和棋。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seirawan Chess</source>
        <extracomment>Name of a variant (preset id “seirawan”, family “chess”)</extracomment>
        <translation>西拉万象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with a hawk (bishop + knight) and an elephant (rook + knight) in hand: a piece leaving its start square on the back rank for the first time may bring one of them onto the square it leaves (gating), also when castling.</source>
        <extracomment>Description of the variant “Seirawan Chess” (preset id “seirawan”), shown in the New Game dialog</extracomment>
        <translation>手中持有一个鹰（象＋马）和一个战象（车＋马）的国际象棋：底线上的棋子首次离开其初始格时，可将其中之一放到它离开的格子上（投入），王车易位时也可以。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shako</source>
        <extracomment>Name of a variant (preset id “shako”, family “chess”)</extracomment>
        <translation>沙科象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jean-Louis Cazaux&apos;s chess on a 10 x 10 board with two cannons (xiangqi&apos;s: they move as rooks and capture by jumping over one piece) and two elephants (ferz or alfil leap) a side. The cannons stand in the corners of the first rank, the other pieces on the second, the pawns on the third; a pawn may step two squares from the third rank and promotes on the last rank to queen, rook, bishop, knight, cannon or elephant. The king castles on the second rank, to the d- or h-file, with the rook of b or i.</source>
        <extracomment>Description of the variant “Shako” (preset id “shako”), shown in the New Game dialog</extracomment>
        <translation>Jean-Louis Cazaux 设计的 10×10 棋盘国际象棋，每方有两个炮（同中国象棋：按车的走法移动，隔一子吃子）和两个战象（费尔兹或阿尔菲尔跳）。炮位于第一横线的两角，其他棋子位于第二横线，兵位于第三横线；兵可从第三横线走两格，在底线升变为后、车、象、马、炮或战象。王在第二横线上与 b 线或 i 线的车易位，到 d 线或 h 线。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shatar</source>
        <extracomment>Name of a variant (preset id “shatar”, family “chess”)</extracomment>
        <translation>蒙古象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mongolian chess, as Fairy-Stockfish plays it. The bers (queen&apos;s place) moves as a rook or one square diagonally; the other pieces move as in chess, pawns without the double step and promoting to a bers, without castling; the game starts with the d-pawns already on d4 and d5. A bare king draws (robado). A mate counts only when the unbroken series of checks that ends in it holds a check by a rook, bers or knight (a shak), otherwise the game is drawn (niol); a mate by knights alone is not allowed and loses for the mating side.</source>
        <extracomment>Description of the variant “Shatar” (preset id “shatar”), shown in the New Game dialog</extracomment>
        <translation>蒙古象棋，按 Fairy-Stockfish 的下法。伯尔斯（位于后的位置）按车的走法行棋或斜走一格；其他棋子的走法同国际象棋，兵不能走两格，升变为伯尔斯，没有王车易位；开局时 d 线的兵已分别位于 d4 和 d5。只剩光杆王时为和棋（robado）。只有当导致将死的一连串不间断的将军中包含一次由车、伯尔斯或马发出的将军（shak）时，将死才有效，否则为和棋（niol）；仅用马将死是不允许的，将死的一方反而判负。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shatranj</source>
        <extracomment>Name of a variant (preset id “shatranj”, family “chess”)</extracomment>
        <translation>沙特兰兹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The medieval Persian and Arabic ancestor of chess: the ferz steps one square diagonally, the alfil leaps two; baring the king or stalemating wins.</source>
        <extracomment>Description of the variant “Shatranj” (preset id “shatranj”), shown in the New Game dialog</extracomment>
        <translation>中世纪波斯和阿拉伯的国际象棋前身：费尔兹斜走一格，阿尔菲尔斜跳两格；使对方只剩光杆王或无着可走即获胜。</translation>
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
        <translation>日本将棋：吃掉的棋子成为己方的持驹，可以打入；棋子在敌阵三行内升变；同一纵线不能有两枚未升变的步兵（二步），不能打入步兵将死对方（打步诘）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standard rules</source>
        <extracomment>Name of the default rules of the variant “Shogi” (New Game dialog, window title)</extracomment>
        <translation>标准规则</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>A pawn drop may neither give mate nor leave the opponent without a legal move.</source>
        <extracomment>One-line description of the default rules of the variant “Shogi” (New Game dialog)
----------
One-line description of the rule profile “strict” of the variant “Shogi” (New Game dialog)</extracomment>
        <translation>打入的步兵既不能将死对方，也不能使对方无合法着法可走。</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Strict pawn drops</source>
        <extracomment>Name of the rule profile “strict” of the variant “Shogi” (New Game dialog, window title)</extracomment>
        <translation>严格限制打步</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pawn-drop mate only</source>
        <extracomment>Name of the rule profile “mate-only” of the variant “Shogi” (New Game dialog, window title)</extracomment>
        <translation>仅禁止打步诘</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a pawn drop that gives mate is forbidden; one that leaves the opponent without a move is allowed.</source>
        <extracomment>One-line description of the rule profile “mate-only” of the variant “Shogi” (New Game dialog)</extracomment>
        <translation>仅禁止打步将死；打步使对方无着可走是允许的。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The default: a pawn drop may neither mate nor leave the opponent without a legal move (the reading behind the published perft counts).</source>
        <extracomment>What the rule profile “strict” of the variant “Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>默认：打入的步兵既不能将死对方，也不能使对方无合法着法可走（公开的 perft 数据所依据的解释）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a pawn drop that mates is forbidden; a pawn drop that leaves the opponent without a move, and so wins, is allowed (as Shogidokoro plays).</source>
        <extracomment>What the rule profile “mate-only” of the variant “Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>仅禁止打步将死；打步使对方无着可走从而获胜是允许的（与 Shogidokoro 相同）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shogun Chess</source>
        <extracomment>Name of a variant (preset id “shogun”, family “chess”)</extracomment>
        <translation>幕府将军象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Couch Tomato&apos;s chess with shogi&apos;s promotions and crazyhouse&apos;s drops (2019). A piece that moves in or into the far three ranks may promote: pawn to captain (king&apos;s moves), knight to general (king + knight), bishop to archbishop (bishop + knight), rook to mortar (rook + knight), duchess (ferz) to queen; a side may have one general, archbishop, mortar and queen at a time, and a pawn must promote on the last rank. Captured pieces go to the captor&apos;s hand unpromoted and are dropped on one&apos;s own five nearest ranks, pawns on the first rank too. A pawn on its second rank may step two squares, also after a drop, and may be taken en passant.</source>
        <extracomment>Description of the variant “Shogun Chess” (preset id “shogun”), shown in the New Game dialog</extracomment>
        <translation>Couch Tomato 设计的国际象棋，加入了将棋的升变和疯狂屋的打入（2019 年）。在对方一侧的三条横线内走动或走入其中的棋子可以升变：兵升变为上尉（王的走法），马升变为上将（王＋马），象升变为大主教（象＋马），车升变为迫击炮（车＋马），公爵夫人（费尔兹）升变为后；每方同一时间只能各有一个上将、大主教、迫击炮和后，兵到达底线时必须升变。被吃的棋子以未升变的身份进入吃子方手中，可打入离己方最近的五条横线，兵也可打入第一横线。位于第二横线的兵可以走两格，打入后也可以，并可被吃过路兵。</translation>
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
        <translation>16 世纪的小将棋，现代将棋由它演变而来：棋盘和棋子与现代将棋相同，每方王将前有一枚醉象，可升变为太子（第二枚王类棋子）；没有打入，被吃的棋子离开对局。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Check rule</source>
        <extracomment>Name of the default rules of the variant “Sho Shogi” (New Game dialog, window title)
----------
Name of the rule profile “check” of the variant “Sho Shogi” (New Game dialog, window title)</extracomment>
        <translation>应将规则</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+4"/>
        <source>No royal may be left attacked; a side without a legal move in check is mated. With one royal this is the modern rule; with a King and a Crown Prince this engine protects both.</source>
        <extracomment>One-line description of the default rules of the variant “Sho Shogi” (New Game dialog)
----------
One-line description of the rule profile “check” of the variant “Sho Shogi” (New Game dialog)</extracomment>
        <translation>不得让任何王类棋子处于被攻击状态；被将军且无合法着法的一方被将死。只有一枚王类棋子时即为现代规则；同时有王将和太子时，本引擎对两者都加以保护。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture every royal</source>
        <extracomment>Name of the rule profile “royal-capture” of the variant “Sho Shogi” (New Game dialog, window title)</extracomment>
        <translation>吃掉全部王类棋子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No check rule: a side loses when its King and Crown Prince are both captured, so a side with a Crown Prince may lose its King and play on.</source>
        <extracomment>One-line description of the rule profile “royal-capture” of the variant “Sho Shogi” (New Game dialog)</extracomment>
        <translation>没有应将规则：王将和太子都被吃掉的一方判负，因此有太子的一方失去王将后仍可继续对局。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The default: the check rule of modern shogi (Fairy-Stockfish&apos;s shoshogi, whose published perft counts it matches). Certain: the pieces, the setup, the promotions and that captures are not dropped. Chosen: that no royal may be left attacked; the sources say a side with a Crown Prince may lose its King and play on, which the royal-capture profile plays.</source>
        <extracomment>What the rule profile “check” of the variant “Sho Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>默认：现代将棋的应将规则（同 Fairy-Stockfish 的 shoshogi，与其公开的 perft 数据一致）。确定的部分：棋子、初始布局、升变，以及被吃的棋子不能打入。选定的部分：不得让任何王类棋子处于被攻击状态；史料记载有太子的一方失去王将后仍可继续对局，这种下法由规则配置“吃掉全部王类棋子”实现。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reading of the historical sources and of HaChu (whose Sho Shogi, in version 0.21, cannot start a game): the game is won by capturing the King, or both the King and the Crown Prince when there is one; there is no check rule.</source>
        <extracomment>What the rule profile “royal-capture” of the variant “Sho Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>历史史料与 HaChu 的解释（HaChu 0.21 版的小将棋无法开始对局）：吃掉王将即获胜，若有太子则需吃掉王将和太子；没有应将规则。</translation>
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
        <translation>带疯狂屋式打入的塞拉万象棋：吃掉的棋子进入吃子一方的手中，可以打入或通过门控入场；升变的兵作为兵回到手中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sittuyin</source>
        <extracomment>Name of a variant (preset id “sittuyin”, family “chess”)</extracomment>
        <translation>缅甸象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Burmese chess. The pawns start on the board, staggered on the third and fourth ranks; every other piece starts in hand, and the players take turns placing one of them on an empty square of their own first three ranks (rooks on the first rank only) until both hands are empty. Then the game goes on like makruk: king, rook and knight as in chess, the sit-ke (ferz) one square diagonally, the sin (silver general) one square diagonally or straight forward, pawns one square forward, capturing diagonally forward. A pawn promotes only while its side has no sit-ke, as a turn of its own, when it stands on one of the two long diagonals (any pawn when it is the last one): it becomes a sit-ke on its square or with one diagonal step, and the promotion may neither give check nor attack an enemy piece. A side down to its king counts: the other side must mate within 16 moves with a rook, 44 with a sin and a sit-ke, 64 with a knight and a sit-ke, or the game is drawn.</source>
        <extracomment>Description of the variant “Sittuyin” (preset id “sittuyin”), shown in the New Game dialog</extracomment>
        <translation>缅甸象棋。兵一开始就在棋盘上，交错排列在第三和第四横线；其余棋子都从手中开始，双方轮流将其中一个放到己方前三条横线的空格上（车只能放在第一横线），直到双方手中都没有棋子。之后按泰国象棋的方式继续：王、车、马同国际象棋，希特克（走法同费尔兹）斜走一格，辛（走法同银将）斜走一格或向正前方走一格，兵向前走一格，向斜前方吃子。只有在己方没有希特克时兵才能升变，升变须单独用一步棋，且兵须位于两条长对角线之一上（若是最后一个兵则任意位置皆可）：兵在原格或斜走一步变为希特克，升变既不能将军，也不能攻击对方棋子。一方只剩王时开始计数：另一方有车时须在 16 步内将死，有辛和希特克时须在 44 步内，有马和希特克时须在 64 步内，否则为和棋。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sixth Rank Chess</source>
        <extracomment>Name of a variant (preset id “sixthrank”, family “chess”)</extracomment>
        <translation>第六横线象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which a pawn that reaches the sixth rank (the third for Black) wins at once; checkmate wins as usual.</source>
        <extracomment>Description of the variant “Sixth Rank Chess” (preset id “sixthrank”), shown in the New Game dialog</extracomment>
        <translation>兵到达第六横线（黑方为第三横线）即立刻获胜的国际象棋；将死照常获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sort of Almost Chess</source>
        <extracomment>Name of a variant (preset id “sortofalmost”, family “chess”)</extracomment>
        <translation>类近似象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess in which White has a chancellor (rook + knight) in place of the queen and Black keeps the queen (a form of Ralph Betza&apos;s Almost Chess). White&apos;s pawns promote to a chancellor, rook, bishop or knight, Black&apos;s to a queen, rook, bishop or knight.</source>
        <extracomment>Description of the variant “Sort of Almost Chess” (preset id “sortofalmost”), shown in the New Game dialog</extracomment>
        <translation>白方用首相（车＋马）代替后、黑方仍保留后的国际象棋（Ralph Betza 的近似象棋的一种形式）。白方的兵可升变为首相、车、象或马，黑方的兵可升变为后、车、象或马。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spanish Archer Chess</source>
        <extracomment>Name of a variant (preset id “spanisharcher”, family “chess”)</extracomment>
        <translation>西班牙弓箭手象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 10 x 8 board with two archers a side: an archer moves forward like a rook and backward diagonally like a bishop; pawns may also promote to an archer, and castling puts the king on c or i.</source>
        <extracomment>Description of the variant “Spanish Archer Chess” (preset id “spanisharcher”), shown in the New Game dialog</extracomment>
        <translation>在 10×8 棋盘上进行、每方有两个弓箭手的国际象棋：弓箭手向前像车一样直走，向后像象一样斜走；兵也可升变为弓箭手，王车易位使王到达 c 线或 i 线。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spartan Chess</source>
        <extracomment>Name of a variant (preset id “spartan”, family “chess”)</extracomment>
        <translation>斯巴达象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Steven Streetman&apos;s asymmetric chess: White&apos;s orthodox army against the Spartans, who have two kings, a general (rook + ferz), a warlord (bishop + knight), two lieutenants (ferz or alfil leap, or a step sideways), two captains (wazir or dabbaba leap) and eight hoplites, which step diagonally forward, capture straight forward, may leap two squares diagonally forward from their start and promote on the first rank to king (while the Spartans have fewer than two), general, warlord, lieutenant or captain. With two kings the Spartans are in check only when both are attacked, and may lose one; a side that loses its last king loses. No en passant.</source>
        <extracomment>Description of the variant “Spartan Chess” (preset id “spartan”), shown in the New Game dialog</extracomment>
        <translation>Steven Streetman 设计的不对称国际象棋：白方的标准兵力对抗斯巴达方。斯巴达方有两个王、一个上将（车＋费尔兹）、一个军阀（象＋马）、两个中尉（费尔兹或阿尔菲尔跳，或横走一格）、两个上尉（瓦齐尔或达巴巴跳）和八个重装步兵。重装步兵斜向前走一格，直向前吃子，从初始位置可斜向前跳两格，在第一横线升变为王（仅当斯巴达方的王少于两个时）、上将、军阀、中尉或上尉。斯巴达方有两个王时，只有两个王同时被攻击才算被将军，并且可以失去其中一个；失去最后一个王的一方判负。不能吃过路兵。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suzumu Shogi</source>
        <extracomment>Name of a variant (preset id “suzumushogi”, family “shogi”)</extracomment>
        <translation>凉梦将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A. M. DeWitt&apos;s Tenjiku Shogi, the game of the Game Courier tutorial on multi-move pieces: 16 x 16 squares, 78 pieces a side in a mirrored set-up, no drops. The generals jump up to two pieces of either side to capture, the Fire Demon and Vice General make area moves of up to three King steps, the Heavenly Tetrarch jumps its first square and captures next to it without moving, and the Lance, Knight and Iron General move backwards too. Pieces promote on any move that starts or ends in the far five ranks; a player may not skip two turns running. Capturing the King and Crown Prince wins; there is no check rule.</source>
        <extracomment>Description of the variant “Suzumu Shogi” (preset id “suzumushogi”), shown in the New Game dialog</extracomment>
        <translation>A. M. DeWitt 版天竺将棋，即 Game Courier 上关于一回合内多次移动棋子的教程所用的棋种：16×16 棋盘，每方 78 枚棋子，镜像布局，没有打入。大将、副将、飞将和角将可跳过敌我双方最多两枚棋子吃子；火鬼和副将可进行最多三步王步的区域移动；四天王跳过第一格，并可原地吃掉相邻的棋子；香车、桂马和铁将也可以向后走。凡起点或终点在敌阵五行内的着法，棋子均可升变；任何一方不得连续两次停着。吃掉对方的王将和太子即获胜；没有应将的规则。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DeWitt&apos;s 2021 definition</source>
        <extracomment>Name of the default rules of the variant “Suzumu Shogi” (New Game dialog, window title)</extracomment>
        <translation>DeWitt 的 2021 年定义</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pieces, set-up and promotions of A. M. DeWitt&apos;s own 2021 preset, with the promotion, skip and repetition rules of his Game Courier tutorial; from before the rules were frozen in December 2021.</source>
        <extracomment>One-line description of the default rules of the variant “Suzumu Shogi” (New Game dialog)</extracomment>
        <translation>采用 A. M. DeWitt 本人 2021 年预设中的棋子、初始布局和升变，以及他的 Game Courier 教程中的升变、停着和重复局面规则；为 2021 年 12 月规则定型之前的版本。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final rules (December 2021, provisional)</source>
        <extracomment>Name of the rule profile “final” of the variant “Suzumu Shogi” (New Game dialog, window title)</extracomment>
        <translation>最终规则（2021年12月，暂定）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules as frozen in December 2021 where they are published, and the choices of DeWitt&apos;s later games where they are not: burning by choice, double igui, generals that may take what they jump, and the Heavenly Tetrarch&apos;s freezing. The Violent Dragon and Violent Horse are not placed while their squares are unknown.</source>
        <extracomment>One-line description of the rule profile “final” of the variant “Suzumu Shogi” (New Game dialog)</extracomment>
        <translation>2021年12月定型的规则中已公布的部分，未公布之处采用DeWitt后来作品中的选择：可选的焚烧、双重居食、可以吃掉所跳棋子的将军，以及四天王的冻结。猛龙和猛马的初始位置未知，因此不摆放。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Fire Demon that moved to another square may burn up to two enemy pieces next to it, never a Fire Demon, and it takes one or two pieces next to it without moving instead of capturing twice in a Lion&apos;s way. A general may also take the enemy pieces it jumps. A Heavenly Tetrarch takes one or two pieces next to it without moving, and the enemy pieces next to it cannot move, except a Tetrarch. Chosen where the sources are silent: generals jump pieces of any rank, and a frozen piece makes no move at all.</source>
        <extracomment>What the rule profile “final” of the variant “Suzumu Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>移到另一格的火鬼可以烧掉相邻的至多两个敌方棋子（火鬼除外），并且不再像狮子那样吃两次，而是不移动地吃掉相邻的一个或两个棋子。将军也可以吃掉它跳过的敌方棋子。四天王不移动地吃掉相邻的一个或两个棋子，与它相邻的敌方棋子不能移动（四天王除外）。资料未说明之处的选择：将军可跳过任何等级的棋子，被冻结的棋子完全不能走。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ten-Cubed Chess</source>
        <extracomment>Name of a variant (preset id “tencubed”, family “chess”)</extracomment>
        <translation>十立方象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>David Paulowich&apos;s 10 x 10 chess with archbishop, marshal, champion (wazir, dabbaba or alfil leap) and wizard (ferz or camel leap); pawns start on the third rank and promote on the last rank to queen, marshal or archbishop. No castling.</source>
        <extracomment>Description of the variant “Ten-Cubed Chess” (preset id “tencubed”), shown in the New Game dialog</extracomment>
        <translation>David Paulowich 设计的 10×10 国际象棋，有大主教、元帅、勇士（瓦齐尔、达巴巴或阿尔菲尔跳）和巫师（费尔兹或骆驼跳）；兵从第三横线开始，在底线升变为后、元帅或大主教。没有王车易位。</translation>
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
        <translation>天竺将棋：16×16 棋盘，每方 78 枚棋子，没有打入。在中将棋的棋子之外，还有可跳过任意多枚等级较低的棋子远距离吃子的大将、副将、飞将和角将，会烧掉停步处相邻所有敌方棋子的火鬼，以及狮鹰、奔鹫和车兵、横兵、竖兵。棋子在敌阵五行内升变。失去王将（和太子）即告负；没有应将的规则。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As HaChu plays it: the Fire Demon slides diagonally and vertically, the generals capture only lower-ranked pieces by jumping, no area moves; a piece stopping next to an enemy Fire Demon burns.</source>
        <extracomment>One-line description of the default rules of the variant “Tenjiku Shogi” (New Game dialog)</extracomment>
        <translation>按 HaChu 的下法：火鬼沿斜线和纵线走任意格，大将、副将、飞将和角将跳吃时只能吃等级较低的棋子，没有区域移动；停在敌方火鬼旁边的棋子会被烧掉。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Generals always jump (Japanese Wikipedia)</source>
        <extracomment>Name of the rule profile “always-jump” of the variant “Tenjiku Shogi” (New Game dialog, window title)</extracomment>
        <translation>将类棋子总可跳跃（日文维基百科）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the default rules, but a range-capturing general may always jump: over lower-ranked pieces to an empty square beyond as well as to a capture. Under the TSA rules (the default) it jumps only to capture.</source>
        <extracomment>One-line description of the rule profile “always-jump” of the variant “Tenjiku Shogi” (New Game dialog)</extracomment>
        <translation>同默认规则，但远程吃子的将类棋子总可跳跃：越过等级较低的棋子，既可吃子，也可落在其后的空格。按TSA规则（默认）只有吃子时才跳。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Area moves (Chess Variant Pages)</source>
        <extracomment>Name of the rule profile “cvp” of the variant “Tenjiku Shogi” (New Game dialog, window title)</extracomment>
        <translation>区域移动（Chess Variant Pages）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Fire Demon and Vice General also make area moves of up to three King steps, the Heavenly Tetrarch jumps its first square and captures next to it without moving, the Free Eagle adds jumps and the Lion&apos;s diagonal power, and a general&apos;s jump may take any piece.</source>
        <extracomment>One-line description of the rule profile “cvp” of the variant “Tenjiku Shogi” (New Game dialog)</extracomment>
        <translation>火鬼和副将还可进行最多三步王步的区域移动；四天王跳过第一格，并可原地吃掉相邻的棋子；奔鹫增加跳跃和斜向的狮子能力；将的跳吃可以吃任何棋子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A range-capturing general (Great, Vice, Rook or Bishop General) may also jump over lower-ranked pieces to an empty square beyond them. English Wikipedia&apos;s movement legend names both readings: under the TSA rules it jumps only when capturing, under Japanese Wikipedia&apos;s always. Everything else as the default rules.</source>
        <extracomment>What the rule profile “always-jump” of the variant “Tenjiku Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>远程吃子的将类棋子（大将、副将、飞将、角将）也可越过等级较低的棋子落在其后的空格。英文维基百科的走法图例列出两种解读：按TSA规则只有吃子时才跳，按日文维基百科总可跳跃。其余同默认规则。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reading of the Chess Variant Pages and Wikipedia where they differ from HaChu: area moves of up to three King steps through empty squares for the Fire Demon and the Vice General (each destination once), the Heavenly Tetrarch that skips its first square (sideways at most three squares) and captures adjacent enemies by igui, the Free Eagle as a Queen with jumps to the second square and Lion power on its diagonal steps, and range captures of any enemy, royals included.</source>
        <extracomment>What the rule profile “cvp” of the variant “Tenjiku Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>Chess Variant Pages 和维基百科与 HaChu 不同的解读：火鬼和副将可经由空格进行最多三步王步的区域移动（每个目的地只算一次）；四天王跳过第一格（横向最多三格），并以居食吃掉相邻的敌方棋子；奔鹫走法同奔王，另可跳到第二格，斜向走一步时具有狮子的能力；远距离跳吃可以吃任何敌方棋子，王类棋子也不例外。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three Kings</source>
        <extracomment>Name of a variant (preset id “threekings”, family “chess”)</extracomment>
        <translation>三王棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with three kings a side and no check: the kings may be captured, and a player left with fewer than three kings loses. No castling.</source>
        <extracomment>Description of the variant “Three Kings” (preset id “threekings”), shown in the New Game dialog</extracomment>
        <translation>双方各有三个王且没有将军规则的国际象棋：王可以被吃，王少于三个的一方判负。不能王车易位。</translation>
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
        <translation>鸟类将棋，7×7 棋盘：鹏、鹰、鹤、雉、鹑和燕；燕必定升变为雁，鹰必定升变为雕；同一纵线上可以有两只燕。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Torpedo Chess</source>
        <extracomment>Name of a variant (preset id “torpedo”, family “chess”)</extracomment>
        <translation>鱼雷象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess whose pawns may step two squares forward from any square, not only from their start square (one of the variants Vladimir Kramnik tested with AlphaZero); every such double step may be taken en passant, and a double step onto the last rank promotes.</source>
        <extracomment>Description of the variant “Torpedo Chess” (preset id “torpedo”), shown in the New Game dialog</extracomment>
        <translation>兵在任何格子上（不仅限于初始格）都可以向前走两格的国际象棋（弗拉基米尔·克拉姆尼克用 AlphaZero 测试过的变体之一）；每次这样走两格都可被吃过路兵，走两格到达底线时升变。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Troitzky Chess</source>
        <extracomment>Name of a variant (preset id “troitzky”, family “chess”)</extracomment>
        <translation>特罗伊茨基象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on a 10 x 10 board with its corners cut away, after Alexei Troitzky; pawns start on the third rank and promote on the last square of their file. No castling.</source>
        <extracomment>Description of the variant “Troitzky Chess” (preset id “troitzky”), shown in the New Game dialog</extracomment>
        <translation>以 Alexei Troitzky 命名、在切去四角的 10×10 棋盘上进行的国际象棋；兵从第三横线开始，在所在纵线的最后一格升变。没有王车易位。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Troitzky Chess (Byway setup)</source>
        <extracomment>Name of a variant (preset id “troitzkybyway”, family “chess”)</extracomment>
        <translation>特罗伊茨基象棋（Byway 布局）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Troitzky Chess with the Byway setup: the rooks stand on the two squares of the narrow first rank, the queen and king in the middle of the second; pawns start on the third rank and promote on the last square of their file. No castling.</source>
        <extracomment>Description of the variant “Troitzky Chess (Byway setup)” (preset id “troitzkybyway”), shown in the New Game dialog</extracomment>
        <translation>采用 Byway 布局的特罗伊茨基象棋：车位于狭窄的第一横线的两格上，后和王位于第二横线中央；兵从第三横线开始，在所在纵线的最后一格升变。没有王车易位。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Upside-down Chess</source>
        <extracomment>Name of a variant (preset id “upsidedown”, family “chess”)</extracomment>
        <translation>颠倒象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess with the armies swapped: each side&apos;s pieces start on the opponent&apos;s back rank with their pawns in front, one step from promotion; no castling.</source>
        <extracomment>Description of the variant “Upside-down Chess” (preset id “upsidedown”), shown in the New Game dialog</extracomment>
        <translation>双方兵力位置互换的国际象棋：每方棋子从对方底线开始，兵在其前方，只差一步即可升变；没有王车易位。</translation>
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
        <translation>和将棋，棋盘 11×11，每枚棋子都以动物命名：鹤玉、云鹫、会跳跃的隐狐、风马和萑步。棋子在敌阵三行内升变。标准规则下被吃的棋子可像将棋一样打入；和将棋也有不用打入的下法。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>With drops</source>
        <extracomment>Name of the default rules of the variant “Wa Shogi” (New Game dialog, window title)
----------
Name of the rule profile “drops” of the variant “Wa Shogi” (New Game dialog, window title)</extracomment>
        <translation>有打入</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+4"/>
        <source>Captured pieces return as drops, as in shogi: no two unpromoted Sparrow Pawns on a file, no mate by a Sparrow Pawn drop. A piece may promote when its move starts or ends in the zone; the King is checkmated.</source>
        <extracomment>One-line description of the default rules of the variant “Wa Shogi” (New Game dialog)
----------
One-line description of the rule profile “drops” of the variant “Wa Shogi” (New Game dialog)</extracomment>
        <translation>被吃的棋子可像将棋一样打入：同一纵线不能有两枚未升变的萑步，不能打入萑步将死对方。走法的起点或终点在敌阵内时可以升变；鹤玉被将死即告负。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Without drops</source>
        <extracomment>Name of the rule profile “no-drops” of the variant “Wa Shogi” (New Game dialog, window title)</extracomment>
        <translation>无打入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captured pieces leave the game; otherwise the standard rules.</source>
        <extracomment>One-line description of the rule profile “no-drops” of the variant “Wa Shogi” (New Game dialog)</extracomment>
        <translation>被吃的棋子离开对局；其余同标准规则。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Without drops, as the engine HaChu plays it: a move promotes when it enters the zone or captures with an end in it, the game is won by capturing the Crane King (no check rule), and no move may repeat an earlier position.</source>
        <extracomment>One-line description of the rule profile “hachu” of the variant “Wa Shogi” (New Game dialog)</extracomment>
        <translation>不用打入，与引擎 HaChu 的下法相同：进入敌阵，或吃子时起点或终点在敌阵内即可升变；吃掉鹤玉即获胜（没有应将规则）；任何着法都不得重复之前出现过的局面。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The default, the game of the modern players Wikipedia describes: drops and promotions as in shogi. Certain: the board, the pieces&apos; moves and promotions as the modern sources give them, the setup, the three-rank zone. Chosen: shogi&apos;s pawn-drop rules for the Sparrow Pawn and the check rule.</source>
        <extracomment>What the rule profile “drops” of the variant “Wa Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>默认，即维基百科所描述的现代棋手的下法：打入和升变同将棋。确定的部分：棋盘、按现代资料的棋子走法和升变、初始布局、三行的敌阵。选定的部分：萑步沿用将棋中步兵的打入规则，以及应将规则。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The older game without drops (thought historical): captured pieces leave the game.</source>
        <extracomment>What the rule profile “no-drops” of the variant “Wa Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>较早的不用打入的下法（被认为是历史规则）：被吃的棋子离开对局。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HaChu 0.21&apos;s wa-shogi: no drops, Chu Shogi&apos;s promotion (on entering the zone, or by a capture starting or ending in it) royal capture without a check rule, and no move may repeat an earlier position (HaChu&apos;s option Allow repeats off). The oracle test compares HaChu with this profile.</source>
        <extracomment>What the rule profile “hachu” of the variant “Wa Shogi” changes (tooltip in the New Game dialog)</extracomment>
        <translation>HaChu 0.21 的 wa-shogi：没有打入，采用中将棋的升变（进入敌阵时，或吃子时起点或终点在敌阵内），以吃王定胜负且没有应将规则，任何着法都不得重复之前出现过的局面（关闭 HaChu 的 Allow repeats 选项）。oracle 测试将 HaChu 与此规则配置进行比较。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weak!</source>
        <extracomment>Name of a variant (preset id “weak”, family “chess”)</extracomment>
        <translation>弱者！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unequal armies: Black has seven knights and sixteen pawns, some of them already advanced, against White&apos;s usual army; White may castle, pawns double-step only from their first rank.</source>
        <extracomment>Description of the variant “Weak!” (preset id “weak”), shown in the New Game dialog</extracomment>
        <translation>双方兵力不同：黑方有七个马和十六个兵（其中一些已经前进），对抗白方的普通兵力；白方可以王车易位，兵只能从初始横线走两格。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wolf Chess</source>
        <extracomment>Name of a variant (preset id “wolf”, family “chess”)</extracomment>
        <translation>狼象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess on 8 x 10 (Arno von Wilpert, 1943) with wolves (rook + knight), foxes (bishop + knight), nightriders and sergeants (one square forward or diagonally forward, moving or capturing) besides pawns; no castling. Pawns and sergeants on their second rank, or on b3, c3, f3 and g3, may step two squares forward; a pawn&apos;s double step may be taken en passant. On the last rank a pawn promotes to queen, wolf, fox, rook, bishop or elephant (queen + nightrider), a sergeant to any of them but the elephant.</source>
        <extracomment>Description of the variant “Wolf Chess” (preset id “wolf”), shown in the New Game dialog</extracomment>
        <translation>在 8×10 棋盘上进行的国际象棋（Arno von Wilpert，1943 年），除兵之外还有狼（车＋马）、狐狸（象＋马）、夜骑士和军士（向前或斜向前走一格，走子和吃子相同）；没有王车易位。位于第二横线或 b3、c3、f3、g3 上的兵和军士可以向前走两格；兵走两格时可被吃过路兵。兵到达底线时可升变为后、狼、狐狸、车、象或大象（后＋夜骑士），军士可升变为其中除大象以外的任何一种。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Xiangqi</source>
        <extracomment>Name of a variant (preset id “xiangqi”, family “xiangqi”)</extracomment>
        <translation>中国象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chinese chess on the points of a 9 x 10 board: generals confined to their palaces may not face each other, cannons capture by jumping, elephants stay on their side of the river.</source>
        <extracomment>Description of the variant “Xiangqi” (preset id “xiangqi”), shown in the New Game dialog</extracomment>
        <translation>在 9×10 棋盘交叉点上进行的中国象棋：将帅不出九宫且不能照面，炮隔子吃子，象不能过河。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yari Shogi</source>
        <extracomment>Name of a variant (preset id “yarishogi”, family “shogi”)</extracomment>
        <translation>枪将棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Christian Freeling&apos;s spear shogi on 7 x 9 squares: every piece but the king moves straight forward like a lance, plus its own steps.</source>
        <extracomment>Description of the variant “Yari Shogi” (preset id “yarishogi”), shown in the New Game dialog</extracomment>
        <translation>Christian Freeling 设计的枪将棋，7×9 棋盘：除王将外，每枚棋子都能像香车一样直线前进，另有各自的走法。</translation>
    </message>
</context>
<context>
    <name>PresetInstallFlow</name>
    <message>
        <location filename="../app/gui/presetinstallflow.cpp" line="+27"/>
        <location line="+15"/>
        <source>Install Preset Bundle</source>
        <translation>安装预设包</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Preset bundles (*.fbpz)</source>
        <extracomment>A file holding a custom variant preset with its piece images</extracomment>
        <translation>预设包 (*.fbpz)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The preset bundle cannot be installed.</source>
        <translation>无法安装该预设包。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The preset “%1” cannot be installed.</source>
        <translation>无法安装预设“%1”。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing was installed.</source>
        <translation>未安装任何内容。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replace the installed preset “%1” (%2)?</source>
        <extracomment>%1 = the preset&apos;s name, %2 = its id</extracomment>
        <translation>替换已安装的预设“%1”（%2）吗？</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The preset and its piece images are replaced by the ones in the bundle. Saved games of it are not changed.</source>
        <translation>该预设及其棋子图像将被包中的版本替换。已保存的该预设对局不受影响。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The preset “%1” could not be installed.</source>
        <translation>未能安装预设“%1”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing was changed.</source>
        <translation>未做任何更改。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Install Preset</source>
        <translation>安装预设</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game&apos;s preset “%1” differs from the installed one. Install the game&apos;s version?</source>
        <translation>此对局的预设“%1”与已安装的版本不同。要安装对局中的版本吗？</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game uses the preset “%1”, which is not installed. Install it?</source>
        <translation>此对局使用的预设“%1”尚未安装。要安装吗？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Installed presets are offered in the New Game dialog. The game is shown either way.</source>
        <translation>已安装的预设会出现在“新对局”对话框中。无论是否安装，对局都会显示。</translation>
    </message>
</context>
<context>
    <name>PresetManagerDialog</name>
    <message>
        <location filename="../app/gui/presetmanagerdialog.cpp" line="+22"/>
        <source>Manage Presets</source>
        <translation>管理预设</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Presets installed in %1:</source>
        <extracomment>%1 = the folder of the user&apos;s presets</extracomment>
        <translation>安装在 %1 中的预设：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Installed presets</source>
        <translation>已安装的预设</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Install Bundle...</source>
        <translation>安装预设包(&amp;I)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
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
        <translation>删除预设</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Remove the preset “%1” and its piece images?</source>
        <extracomment>%1 = the preset&apos;s name</extracomment>
        <translation>删除预设“%1”及其棋子图像吗？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games of it can still be opened: they carry the preset.</source>
        <translation>已保存的该预设对局仍可打开：对局文件中包含该预设。</translation>
    </message>
</context>
<context>
    <name>PresetShelves</name>
    <message>
        <location filename="../app/gui/presetshelves.cpp" line="+21"/>
        <source>All variants</source>
        <extracomment>A shelf of the New Game dialog&apos;s list of variants</extracomment>
        <translation>全部变体</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Favourites</source>
        <extracomment>A shelf of the New Game dialog: the variants the player marked as favourites</extracomment>
        <translation>收藏</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recently played</source>
        <extracomment>A shelf of the New Game dialog: the variants of the latest games, the latest first</extracomment>
        <translation>最近下过</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chess variants</source>
        <translation>国际象棋变体</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drop games</source>
        <extracomment>Games in which captured pieces come back into play (crazyhouse, shogi)</extracomment>
        <translation>打入类棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shogi family</source>
        <translation>将棋类</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Xiangqi family</source>
        <extracomment>Xiangqi, janggi and their variants</extracomment>
        <translation>象棋类</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large boards</source>
        <translation>大棋盘</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other games</source>
        <extracomment>Games on the board that are not chess variants (clobber, breakthrough)</extracomment>
        <translation>其他棋类</translation>
    </message>
</context>
<context>
    <name>PromotionDialog</name>
    <message>
        <location filename="../app/gui/promotiondialog.cpp" line="+30"/>
        <source>Gating</source>
        <extracomment>Title of the dialog that asks which piece in hand enters on the square a piece leaves (Seirawan chess&apos;s gating)</extracomment>
        <translation>投入</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drop</source>
        <extracomment>Title of the dialog that asks which side up a piece in hand is dropped</extracomment>
        <translation>打入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Promotion</source>
        <translation>升变</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Nothing</source>
        <extracomment>Button of the gating dialog: the move brings no piece from the hand</extracomment>
        <translation>不投入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not promote</source>
        <translation>不升变</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 on %2</source>
        <translation>%2 上的%1</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="game_status_strings.cpp" line="-83"/>
        <source>Lion</source>
        <extracomment>Why a move is illegal (fb::refusalText); %1, where present, is a piece name</extracomment>
        <translation>狮子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is already over.</source>
        <translation>对局已经结束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece cannot move like that.</source>
        <translation>该棋子不能这样走。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is the other player&apos;s turn.</source>
        <translation>现在轮到对方走棋。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passing is not allowed in this game.</source>
        <translation>本棋种不允许停着。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not pass while your %1 is in check.</source>
        <translation>你的%1正被将军，不能停着。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no such piece in hand.</source>
        <translation>你手中没有这种棋子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This piece may not be dropped.</source>
        <translation>这种棋子不能打入。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This piece may not be dropped on that square.</source>
        <translation>这种棋子不能打入该格。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A piece may not be dropped where it could never move again.</source>
        <translation>不能把棋子打入之后无法再走动的位置。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not have two unpromoted %1s on one file (nifu).</source>
        <translation>同一纵线上不能有两枚己方未升变的%1（二步）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A dropped piece may not give check in this game.</source>
        <translation>本棋种中打入的棋子不能将军。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A %1 drop may not give checkmate (uchifuzume).</source>
        <translation>不能打入%1将死对方（打步诘）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A %1 drop may not leave your opponent without a legal move.</source>
        <translation>打入%1后不能使对方无合法着法可走。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece must promote there: otherwise it could never move again.</source>
        <translation>该棋子走到那里必须升变，否则将再也无法走动。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The piece must promote on this move.</source>
        <translation>该棋子这一步必须升变。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece cannot promote to that.</source>
        <translation>该棋子不能升变为那种棋子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece may promote only by a move into, inside or out of the promotion zone.</source>
        <translation>只有走入升变区、在升变区内走动或走出升变区时，该棋子才能升变。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A piece that declined promotion may promote again only by a capture or after leaving the promotion zone.</source>
        <translation>放弃过升变的棋子，只有在吃子时或离开升变区之后才能再次升变。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The piece declined promotion on your previous turn: it may not promote inside the zone without a capture yet.</source>
        <translation>该棋子在你的上一回合放弃了升变：现在还不能在升变区内不吃子而升变。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The piece&apos;s last move declined promotion: it may promote inside the zone without a capture only after it has moved again.</source>
        <translation>该棋子的上一步放弃了升变：它须再走一步之后，才能在升变区内不吃子而升变。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You already have as many of that piece as the rules allow.</source>
        <translation>你的这种棋子已达到规则允许的最大数量。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your %1 would be in check.</source>
        <translation>这样走会使你的%1被将军。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two %1s may not face each other on an open file.</source>
        <translation>双方的%1不能在中间无子的同一纵线上照面。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1s face each other (bikjang): move so they no longer face, or pass.</source>
        <translation>双方的%1已照面（bikjang）：请走棋使其不再照面，或停着。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A %1 may not take a protected %1 that is not next to it (unless its first step captures a valuable piece).</source>
        <translation>%1不能吃不相邻且有保护的%1（除非其第一步吃掉了一枚有价值的棋子）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A %1 may not take a protected %1 that is not next to it by first capturing a Pawn or Go-Between.</source>
        <translation>%1不能先吃步兵或仲人，再吃不相邻且有保护的%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Right after a %1 was taken by a piece other than a %1, only a %1 may take a %1.</source>
        <translation>%1被%1以外的棋子吃掉后，紧接着的一步中只有%1才能吃%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This move would repeat an earlier position, which the rules forbid.</source>
        <translation>这步棋会重复之前出现过的局面，规则禁止这样做。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No move may give check in this game.</source>
        <extracomment>Racing kings</extracomment>
        <translation>本棋中任何着法都不得将军。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A capture is possible, and capturing is compulsory.</source>
        <extracomment>Losing chess (antichess, losers)</extracomment>
        <translation>有可吃的子，必须吃子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The explosion of this capture would destroy your own %1.</source>
        <extracomment>Atomic chess; %1 is the royal piece (&quot;King&quot;)</extracomment>
        <translation>这次吃子的爆炸会炸掉你自己的%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your %1 is in check and may not move away: it may only capture the checking piece.</source>
        <extracomment>Makpong; %1 is the royal piece (&quot;King&quot;)</extracomment>
        <translation>你的%1正被将军，不能走开：只能吃掉将军的棋子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King</source>
        <translation>王</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pawn</source>
        <translation>步兵</translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <location filename="../app/gui/restoredialog.cpp" line="+20"/>
        <source>Restore Games</source>
        <translation>恢复对局</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Fairyboard did not close properly, and %n game(s) were not saved. Which ones should be restored?</source>
        <translation>
            <numerusform>Fairyboard 上次未正常关闭，有 %n 局对局未保存。要恢复哪些对局？</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unsaved games</source>
        <translation>未保存的对局</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Restore</source>
        <extracomment>Restore the checked unsaved games, each in its own window</extracomment>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Discard</source>
        <extracomment>Delete the checked unsaved games for good</extracomment>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keep for Later</source>
        <extracomment>Close without restoring: the games are offered again at the next start</extracomment>
        <translation>留待以后(&amp;K)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Unknown variant</source>
        <translation>未知变体</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>moves unknown</source>
        <translation>步数未知</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2, %3</source>
        <extracomment>An unsaved game in the restore list: %1 variant, %2 number of moves, %3 when last saved</extracomment>
        <translation>%1，%2，%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (from %1)</source>
        <extracomment>%1 = the file the unsaved game was opened from</extracomment>
        <translation>（来自 %1）</translation>
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
        <translation>默认规则</translation>
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
        <translation>KIF（81Dojo 格式）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Janggi GIB</source>
        <extracomment>Save As file type: Korean janggi records</extracomment>
        <translation>韩国象棋 GIB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game bundle</source>
        <extracomment>A Fairyboard game bundle: a zip with the game, its custom preset and piece images</extracomment>
        <translation>对局包</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All files</source>
        <extracomment>Save As file type: any file name</extracomment>
        <translation>所有文件</translation>
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
        <translation>红</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+12"/>
        <source>black</source>
        <comment>side colour</comment>
        <translation>黑</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>blue</source>
        <comment>side colour</comment>
        <extracomment>Janggi: the first player (Cho) is blue, the second (Han) red</extracomment>
        <translation>蓝</translation>
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
        <translation>后手</translation>
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
        <translation>红方</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+9"/>
        <source>Black</source>
        <comment>player</comment>
        <translation>黑方</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Blue</source>
        <comment>player</comment>
        <translation>蓝方</translation>
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
        <translation>后手</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>White</source>
        <comment>player</comment>
        <translation>白方</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1, the duck</source>
        <translation>%1，鸭子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, a wall</source>
        <extracomment>Spoken description of a square a wall blocks (Amazons&apos; arrows): &quot;e4, a wall&quot;</extracomment>
        <translation>%1，障碍</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, empty</source>
        <extracomment>Spoken description of an empty board square: &quot;e4, empty&quot;</extracomment>
        <translation>%1，空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2 %3</source>
        <extracomment>Spoken description of a board square: %1 square, %2 side colour, %3 piece name</extracomment>
        <translation>%1，%2%3</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>in hand: %n %1 %2</source>
        <extracomment>Spoken description of a storage slot (pieces in hand), English &quot;in hand: 2 white pawns&quot;: %n = how many, %1 = side colour, %2 = piece name (a plural only in English; write it like &quot;%n × %2 (%1)&quot; where the noun would have to agree)</extracomment>
        <translation>
            <numerusform>手中：%1%2 %n 枚</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnInput</name>
    <message>
        <location filename="../app/gui/turninput.cpp" line="+143"/>
        <source>The %1 cannot move there.</source>
        <extracomment>A click on a square the selected piece cannot reach; %1 = the piece (&quot;Knight&quot;)</extracomment>
        <translation>%1不能走到那里。</translation>
    </message>
</context>
<context>
    <name>TurnPromptItem</name>
    <message>
        <location filename="../app/gui/turnpromptitem.cpp" line="+44"/>
        <source>Stop here</source>
        <extracomment>Button beside a piece in the middle of a multi-leg move (a Chu Shogi Lion&apos;s): end the move on the square the piece now stands on</extracomment>
        <translation>在此停下</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo step</source>
        <extracomment>Button beside a piece in the middle of a multi-leg move: take its last step back</extracomment>
        <translation>撤回一步</translation>
    </message>
</context>
<context>
    <name>UserPresets</name>
    <message>
        <location filename="../app/gui/userpresets.cpp" line="+97"/>
        <source>%1: a game bundle, not a preset bundle (open it with Open)</source>
        <translation>%1：这是对局包，不是预设包（请用“打开”打开）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&apos;%1&apos; cannot be used as a file name (letters, digits, &apos;-&apos; and &apos;_&apos; only)</source>
        <translation>“%1”不能用作文件名（只能使用英文字母、数字、“-”和“_”）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is a preset that comes with Fairyboard; a bundle cannot replace it</source>
        <translation>“%1”是 Fairyboard 自带的预设，不能用预设包替换</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>not a readable SVG or PNG image</source>
        <translation>不是可读取的 SVG 或 PNG 图像</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&apos;%1&apos; is not an installed preset</source>
        <translation>“%1”不是已安装的预设</translation>
    </message>
</context>
<context>
    <name>VariantImportFlow</name>
    <message>
        <location filename="../app/gui/variantimportflow.cpp" line="+30"/>
        <location line="+9"/>
        <source>Import Variant</source>
        <translation>导入变体</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Variant definitions (*.ini *.txt)</source>
        <extracomment>Files of other programs that define chess variants</extracomment>
        <translation>变体定义 (*.ini *.txt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>No variant could be imported from “%1”.</source>
        <extracomment>%1 = a file name, or a variant and the engine that defines it</extracomment>
        <translation>无法从“%1”导入任何变体。</translation>
    </message>
    <message numerus="yes">
        <location line="-18"/>
        <source>The file defines %n variants. Which one?</source>
        <translation>
            <numerusform>该文件定义了 %n 个变体。选择哪一个？</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Some rules of “%1” cannot be expressed in a preset. Import it without them?</source>
        <extracomment>%1 = the variant&apos;s name</extracomment>
        <translation>“%1”的部分规则无法在预设中表达。不含这些规则导入吗？</translation>
    </message>
</context>
<context>
    <name>fb::engines::BuiltinPlayer</name>
    <message>
        <location filename="../app/engines/builtinplayer.cpp" line="+128"/>
        <source>Built-in AI level %1</source>
        <translation>内置AI %1级</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>%1 has no legal move to play</source>
        <translation>%1没有合法着法可走</translation>
    </message>
</context>
<context>
    <name>fb::engines::CustomVariant</name>
    <message>
        <location filename="../app/engines/customvariant.cpp" line="+146"/>
        <source>It cannot be given this variant as a definition: %1</source>
        <extracomment>Why a variant could not be sent to an engine as a definition in its own file format (after &quot;&lt;engine&gt; does not play &lt;variant&gt;&quot;, or as the tooltip of a greyed engine); %1 = the reasons, &quot;; &quot; or a line break between them</extracomment>
        <translation>也无法将此变体以定义的形式交给它：%1</translation>
    </message>
</context>
<context>
    <name>fb::engines::EnginePlayer</name>
    <message>
        <location filename="../app/engines/engineplayer.cpp" line="+66"/>
        <source>did not answer the %1 handshake within %2 s</source>
        <translation>未在%2秒内响应%1握手</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>Engine &apos;%1&apos;: %2</source>
        <translation>引擎“%1”：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>did not move within %1 s of its %2 s</source>
        <translation>在其%2秒中的%1秒内未走棋</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sent the move &apos;%1&apos; when it was not its turn</source>
        <translation>在不该它走时发送了着法“%1”</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>sent the move &apos;%1&apos;, which is not a legal move in the position %2: %3</source>
        <translation>发送了着法“%1”，它在局面%2中不合法：%3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>sent a line of more than %1 bytes</source>
        <translation>发送了超过%1字节的一行</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>stopped unexpectedly (it crashed or was killed)</source>
        <translation>意外停止（崩溃或被终止）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exited unexpectedly with exit code %1</source>
        <translation>意外退出，退出码%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>could not be started (%1): %2</source>
        <translation>无法启动（%1）：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>does not read its input any more</source>
        <translation>不再读取其输入</translation>
    </message>
</context>
<context>
    <name>fb::engines::EngineVariantReader</name>
    <message>
        <location filename="../app/engines/enginevariantreader.cpp" line="+93"/>
        <source>the engine speaks %1: only XBoard engines send the definitions of their variants</source>
        <extracomment>%1 = an engine protocol (&quot;UCI&quot;)</extracomment>
        <translation>该引擎使用 %1 协议：只有 XBoard 引擎会发送其变体的定义</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the engine does not play &apos;%1&apos; (it plays %2)</source>
        <extracomment>%1 = a variant&apos;s name, %2 = the engine&apos;s variants, &quot;, &quot; between</extracomment>
        <translation>该引擎不下“%1”（它下的是 %2）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the engine sent no definition of &apos;%1&apos; (no &apos;setup&apos; command): it plays it as a variant every GUI is expected to know</source>
        <translation>该引擎没有发送“%1”的定义（没有“setup”命令）：它把它当作每个图形界面都应当知道的变体来下</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>the engine cannot show a piece&apos;s moves (no highlight feature): the imported rules were not checked against its own</source>
        <translation>该引擎无法显示棋子的走法（没有highlight功能）：导入的规则未与其自身规则进行核对</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>the engine answered %2 of %1 &apos;lift&apos; commands with &apos;highlight&apos;; the check stops</source>
        <extracomment>%1 = how many pieces were lifted, %2 = how many highlight answers came</extracomment>
        <translation>该引擎对 %1 条“lift”命令中的 %2 条以“highlight”作答；检查中止</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;highlight %1&apos; (for %2) does not fit the board</source>
        <translation>“highlight %1”（针对 %2）与棋盘不符</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the piece on %1 in %2: only the engine&apos;s moves reach %3; only ours reach %4</source>
        <extracomment>A difference of the rules check; %1 = a square, %2 = a FEN, %3/%4 = square lists</extracomment>
        <translation>%2 中 %1 上的棋子：只有引擎的着法能到达 %3；只有我们的着法能到达 %4</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n more pieces whose moves differ</source>
        <translation>
            <numerusform>另有 %n 个棋子的走法不同</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fb::engines::GameRunner</name>
    <message>
        <location filename="../app/engines/gamerunner.cpp" line="+135"/>
        <source>%1 resigned</source>
        <translation>%1认输了</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>the move limit of %1 plies</source>
        <translation>%1步（半回合）的着数上限</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 moved when it was not its turn</source>
        <translation>%1在不该它走时走了棋</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 chose an illegal move in the position %2</source>
        <translation>%1在局面%2中选择了不合法的着法</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 lost on time</source>
        <translation>%1超时判负</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>a draw by agreement</source>
        <translation>协议和棋</translation>
    </message>
</context>
<context>
    <name>fb::engines::UciEngine</name>
    <message>
        <location filename="../app/engines/uciengine.cpp" line="+177"/>
        <source>does not speak %1</source>
        <translation>不支持%1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 plays only %2, not %3</source>
        <translation>%1只会下%2，不会下%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not play %2 (it plays %3)</source>
        <translation>%1不会下%2（它会下%3）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>could not be given the variant %1: %2</source>
        <extracomment>%1 = a variant&apos;s name in the engine (&quot;fairyboard-berolina&quot;), %2 = a system error</extracomment>
        <translation>无法接收变体%1：%2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>did not answer &apos;go perft %1&apos; within %2 s</source>
        <translation>未在%2秒内响应“go perft %1”</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>counts %1 move sequences of %2 plies from the start of %3 where Fairyboard counts %4: it does not play this variant by the same rules, so it is not used for it</source>
        <extracomment>%1, %4 = numbers of move sequences, %2 = plies, %3 = a variant&apos;s name</extracomment>
        <translation>从%3的初始局面起%2步（半回合）的着法序列计得%1种，而 Fairyboard 计得%4种：它没有按相同的规则下这个变体，因此不用于该变体</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>did not answer &apos;go depth 1&apos; within %1 s</source>
        <translation>未在%1秒内响应“go depth 1”</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>answered a search from the start of %2 with &apos;%1&apos;, which is no legal move there by Fairyboard&apos;s rules (%3), so it is not used for this variant</source>
        <extracomment>%1 = the engine&apos;s move, %2 = a variant&apos;s name, %3 = why the move is illegal</extracomment>
        <translation>对从%2初始局面开始的搜索给出了“%1”，按 Fairyboard 的规则这在该局面下不是合法着法（%3），因此不用于该变体</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+65"/>
        <source>did not answer &apos;isready&apos; within %1 s</source>
        <translation>未在%1秒内响应“isready”</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>while it was checked on %1 (%2): it cannot play this variant, so it is not used for it</source>
        <extracomment>%1 = a variant&apos;s name, %2 = &quot;go perft 3&quot; or &quot;go depth 1&quot;</extracomment>
        <translation>（在%1上检查时，%2）：它无法下这个变体，因此不用于该变体</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>did not answer &apos;stop&apos; within %1 s</source>
        <translation>未在%1秒内响应“stop”</translation>
    </message>
</context>
<context>
    <name>fb::engines::XBoardEngine</name>
    <message>
        <location filename="../app/engines/xboardengine.cpp" line="+177"/>
        <location line="+15"/>
        <source>did not finish its features</source>
        <translation>未完成其功能声明</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 does not play %2 (it plays %3)</source>
        <translation>%1不会下%2（它会下%3）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>did not answer &apos;ping&apos; within %1 s</source>
        <translation>未在%1秒内响应“ping”</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>could not be given the variant %1: %2</source>
        <extracomment>%1 = a variant&apos;s name in the engine (&quot;fairyboard-berolina&quot;), %2 = a system error</extracomment>
        <translation>无法接收变体%1：%2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>refused the variant %1: &apos;%2&apos;</source>
        <extracomment>%1 = a variant&apos;s name in the engine, %2 = the engine&apos;s error line</extracomment>
        <translation>拒绝了变体%1：“%2”</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>did not load the variant %1 (no answer &quot;Loaded&quot; to &quot;load&quot;), so it is not used for %2</source>
        <extracomment>%1 = a variant&apos;s name in the engine, %2 = a variant&apos;s name</extracomment>
        <translation>未加载变体%1（没有对“load”回应“Loaded”），因此不用于%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>gave no count to &quot;perft %1&quot; from the start of %2, so it is not used for it</source>
        <extracomment>%1 = plies, %2 = a variant&apos;s name</extracomment>
        <translation>对从%2初始局面开始的“perft %1”没有给出计数，因此不用于该变体</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>counts %1 move sequences of %2 plies from the start of %3 where Fairyboard counts %4: it does not play this variant by the same rules, so it is not used for it</source>
        <extracomment>%1, %4 = numbers of move sequences, %2 = plies, %3 = a variant&apos;s name</extracomment>
        <translation>从%3的初始局面起%2步（半回合）的着法序列计得%1种，而 Fairyboard 计得%4种：它没有按相同的规则下这个变体，因此不用于该变体</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>while it was checked on %1 (%2): it cannot play this variant, so it is not used for it</source>
        <extracomment>%1 = a variant&apos;s name, %2 = &quot;perft 3&quot;</extracomment>
        <translation>（在%1上检查时，%2）：它无法下这个变体，因此不用于该变体</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+142"/>
        <source>cannot be given a position (it has no setboard feature)</source>
        <translation>无法接收局面（它没有setboard功能）</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>cannot be checked on the variant %1 (it has no ping feature), so it is not used for it</source>
        <translation>无法在变体%1上检查（它没有ping功能），因此不用于该变体</translation>
    </message>
    <message>
        <location line="+167"/>
        <source>refused a move: &apos;%1&apos;</source>
        <translation>拒绝了一步着法：“%1”</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>cannot be asked for %1: it has no %2 feature</source>
        <extracomment>%1 = what was asked (&quot;a variant&apos;s definition&quot;), %2 = an XBoard feature&apos;s name</extracomment>
        <translation>无法向其查询%1：它没有%2功能</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a variant&apos;s definition</source>
        <translation>变体的定义</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the moves of a piece</source>
        <translation>棋子的走法</translation>
    </message>
</context>
<context>
    <name>fb::io::NotationText</name>
    <message>
        <location filename="../app/io/movenotation.cpp" line="+240"/>
        <source>Algebraic (SAN)</source>
        <extracomment>Move notation: Standard Algebraic Notation (Nf3, exd6, O-O)</extracomment>
        <translation>代数记谱 (SAN)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Western (P-7f)</source>
        <extracomment>Shogi move notation with letters (P-7f, Bx2b+), as in English books and lishogi</extracomment>
        <translation>西式 (P-7f)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Japanese (▲７六歩)</source>
        <extracomment>Shogi move notation in Japanese (▲７六歩)</extracomment>
        <translation>日式 (▲７六歩)</translation>
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
        <translation>中文 (炮二平五)</translation>
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
        <translation>坐标 (e2e4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>XBoard SAN (Che2)</source>
        <extracomment>SAN as the XBoard/WinBoard program writes it: ranks from 0 on boards of ten ranks</extracomment>
        <translation>XBoard 式 SAN (Che2)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>pass</source>
        <extracomment>A move that passes the whole turn (janggi), as written in the move list and typed</extracomment>
        <translation>停着</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Type a move first.</source>
        <translation>请先输入一步棋。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Passing is not allowed here.</source>
        <translation>此处不允许停着。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&apos;%1&apos; is ambiguous: it fits %2.</source>
        <extracomment>%1 is the typed move, %2 the moves it may mean, in coordinates</extracomment>
        <translation>“%1”有歧义：符合 %2。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;%1&apos; is not a legal move here (read as %2 or coordinates).</source>
        <extracomment>%1 is the typed move, %2 the notation&apos;s name</extracomment>
        <translation>“%1”在此不是合法着法（按 %2 或坐标读取）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; is not allowed here.</source>
        <extracomment>%1 is the typed move: the pieces can make it, but the rules forbid it now</extracomment>
        <translation>此处不允许“%1”。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/commandline.cpp" line="+15"/>
        <source>Play and study chess variants.</source>
        <translation>对弈和研究各种棋类变体。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start a game of the preset ID.</source>
        <translation>以预设 ID 开始对局。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use the rule profile NAME of the preset.</source>
        <translation>使用预设的规则配置 NAME。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start from this position.</source>
        <translation>从此局面开始。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start from the --fen position even if it cannot occur in a game (for problems).</source>
        <translation>即使 --fen 的局面在对局中不可能出现，也从该局面开始（用于排局）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play these moves (coordinate notation, space separated).</source>
        <translation>走出这些着法（坐标记法，以空格分隔）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Select the piece on SQUARE so its legal moves show.</source>
        <translation>选中 SQUARE 上的棋子以显示其合法着法。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click SQUARE on the board after the moves (repeatable; a piece letter with * or @, like N@, clicks that piece in the hand of the side to move).</source>
        <translation>走完着法后点击棋盘上的 SQUARE（可重复；棋子字母后加 * 或 @，如 N@，表示点击走棋方手中的该棋子）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Render the window to FILE (PNG) and exit.</source>
        <translation>将窗口渲染到 FILE（PNG）后退出。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start in inspect mode (any piece can be selected).</source>
        <translation>以检视模式启动（可选中任意棋子）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the side panel NAME (moves, pieces or info).</source>
        <translation>显示侧边栏 NAME（moves、pieces 或 info）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the dialog NAME (new-game, preferences, edit-position or import-from-engine); --screenshot renders it.</source>
        <translation>打开对话框 NAME（new-game、preferences、edit-position 或 import-from-engine）；--screenshot 会渲染该对话框。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw the pieces with the piece set ID for this run (see Preferences).</source>
        <translation>本次运行使用棋子样式 ID 绘制棋子（参见首选项）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What to do with the unsaved games of sessions that crashed: ask (the default), all (restore every one, each in its own window) or none (keep them for later).</source>
        <translation>如何处理崩溃会话中未保存的对局：ask（询问，默认）、all（全部恢复，每局各开一个窗口）或 none（留待以后）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An engine (a command line, PROTOCOL:COMMAND to skip probing, or builtin[:LEVEL] for the built-in AI, levels 1 to 8) plays the side to move after the moves; --screenshot waits for its move.</source>
        <translation>由引擎（命令行；用 PROTOCOL:COMMAND 跳过检测；或用 builtin[:LEVEL] 指定内置AI，级别 1 到 8）执着法之后轮到的一方；--screenshot 会等待其着法。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Clocks for the --engine game: MINUTES+SECONDS (base and increment); else one second per move.</source>
        <translation>--engine 对局的计时：分钟+秒（基本时间与加秒）；否则每步一秒。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opens the Analysis panel with ENGINE analysing the position shown: builtin (the built-in AI), an engine&apos;s name in the Engines list, or a command line as --engine takes it; --screenshot waits for its lines.</source>
        <translation>打开分析面板，由 ENGINE 分析当前显示的局面：builtin（内置AI）、引擎列表中的引擎名称，或与 --engine 相同格式的命令行；--screenshot 会等待其变例。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many lines --analyse shows (1 to 5).</source>
        <translation>--analyse 显示的变例数（1 到 5）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A game log or game bundle (.fbz) to open, or a preset bundle (.fbpz) to install.</source>
        <translation>要打开的棋谱文件或对局包（.fbz），或要安装的预设包（.fbpz）。</translation>
    </message>
</context>
</TS>
