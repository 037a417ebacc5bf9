<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BoardView</name>
    <message>
        <location filename="../app/gui/boardview.cpp" line="+44"/>
        <source>Board</source>
        <translation>棋盘</translation>
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
    <name>GameStatus</name>
    <message>
        <location filename="game_status_strings.cpp" line="+11"/>
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
        <source>ongoing</source>
        <extracomment>State of a game that has not ended</extracomment>
        <translation>进行中</translation>
    </message>
</context>
<context>
    <name>HandSlotItem</name>
    <message>
        <location filename="../app/gui/handslotitem.cpp" line="+24"/>
        <source>%1 in hand: %2</source>
        <extracomment>Tooltip of a slot of the pieces in hand: %1 = piece name, %2 = how many are in hand</extracomment>
        <translation>手中的%1：%2 枚</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+89"/>
        <source>Fairyboard</source>
        <translation>Fairyboard</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Type a move (e2e4, P*5e, f5f6g7) and press Enter</source>
        <translation>输入着法（e2e4、P*5e、f5f6g7）后按回车键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move entry</source>
        <translation>着法输入</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+8"/>
        <source>Game status</source>
        <translation>对局状态</translation>
    </message>
    <message>
        <location line="+22"/>
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
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Install Preset Bundle...</source>
        <extracomment>Install a custom variant preset with its piece images from a .fbpz file</extracomment>
        <translation>安装预设包(&amp;I)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Manage Presets...</source>
        <translation>管理预设(&amp;M)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <source>P&amp;ass</source>
        <extracomment>Pass: end a half-made move (a Lion&apos;s first step) where it stands, or give up the whole turn without moving (janggi)</extracomment>
        <translation>停着(&amp;A)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End the move on the square it stands on, or pass the turn</source>
        <translation>在棋子当前所在的格子结束本步，或停着</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+9"/>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Preferences...</source>
        <translation>首选项(&amp;P)...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game</source>
        <translation>对局</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Unknown preset &apos;%1&apos;</source>
        <translation>未知的预设“%1”</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 - Fairyboard</source>
        <translation>%1 - Fairyboard</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2) - Fairyboard</source>
        <translation>%1（%2）- Fairyboard</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Install Preset Bundle</source>
        <translation>安装预设包</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+18"/>
        <source>New Game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>The game could not be started.</source>
        <translation>无法开始对局。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Edit Position</source>
        <translation>编辑局面</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The clipboard holds no text.</source>
        <translation>剪贴板中没有文本。</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+33"/>
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
    <message numerus="yes">
        <location line="+80"/>
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
        <location line="+14"/>
        <source>%1 wins</source>
        <translation>%1胜</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Continue the move, or Pass</source>
        <translation>请继续走完本步，或停着</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue the move</source>
        <translation>请继续走完本步</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inspect mode: click any piece to see its moves</source>
        <translation>检视模式：点击任意棋子查看其走法</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+14"/>
        <location line="+35"/>
        <source>Open Game</source>
        <translation>打开棋谱</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Game logs (%1)</source>
        <extracomment>%1 = the file name patterns (*.pgn *.kif ...)</extracomment>
        <translation>棋谱文件 (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+165"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>The game could not be opened.</source>
        <translation>无法打开棋谱。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: a preset bundle holds no game (install it with Game &gt; Install Preset Bundle)</source>
        <translation>%1：预设包中没有对局（请通过“对局 &gt; 安装预设包”安装）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the file holds no game.</source>
        <translation>%1：文件中没有对局。</translation>
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
        <location line="+108"/>
        <source>Game bundle (*.fbz)</source>
        <extracomment>A Fairyboard game bundle: a zip with the game, its custom preset and piece images</extracomment>
        <translation>对局包 (*.fbz)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+22"/>
        <source>Save Game</source>
        <translation>保存棋谱</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>There is no game to save.</source>
        <translation>没有可保存的对局。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved %1</source>
        <translation>已保存到 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not be saved.</source>
        <translation>无法保存棋谱。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The game could not be saved automatically: %1</source>
        <translation>无法自动保存对局：%1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Restore Game</source>
        <translation>恢复对局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore the game that was not saved?</source>
        <translation>恢复未保存的对局吗？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fairyboard did not close properly last time. Its game can be restored.</source>
        <translation>Fairyboard 上次未正常关闭。可以恢复当时的对局。</translation>
    </message>
    <message>
        <location line="-284"/>
        <source>%1 to move</source>
        <translation>轮到%1走棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> - check!</source>
        <translation> - 将军！</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game over: %1 (%2)</source>
        <translation>对局结束：%1（%2）</translation>
    </message>
</context>
<context>
    <name>MoveListView</name>
    <message>
        <location filename="../app/gui/movelistview.cpp" line="+24"/>
        <source>Moves</source>
        <translation>棋谱</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>%1.</source>
        <extracomment>A move number in the move list: &quot;1.&quot;</extracomment>
        <translation>%1.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../app/gui/newgamedialog.cpp" line="+50"/>
        <source>New Game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+16"/>
        <source>Start position</source>
        <extracomment>Accessible name of the picture of the selected variant&apos;s start position</extracomment>
        <translation>初始局面</translation>
    </message>
    <message>
        <location line="+11"/>
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
        <location line="+8"/>
        <source>&amp;Start Game</source>
        <translation>开始对局(&amp;S)</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Default rules</source>
        <extracomment>The rules of a preset without any rule profile applied</extracomment>
        <translation>默认规则</translation>
    </message>
    <message>
        <location line="+23"/>
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
        <location filename="preset_strings.cpp" line="+98"/>
        <source>Pawn</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Capablanca Chess”, “Chess”, “Chess960”, “Chessgi”, “Crazyhouse”, “Grand Chess”, “Makruk”, “Shatranj”; piece id “pawn”; moves (XBetza) fmWfcF, fmWfceFifmnD. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>兵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pawn</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Chu Shogi”, “EuroShogi”, “Kyoto Shogi”, “Minishogi”, “Shogi”, “Yari Shogi”; piece id “pawn”; moves (XBetza) fW. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>步兵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Knight</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Capablanca Chess”, “Chess”, “Chess960”, “Chessgi”, “Crazyhouse”, “Grand Chess”, “Makruk”, “Shatranj”; piece id “knight”; moves (XBetza) N. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>马</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Knight</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “EuroShogi”, “Kyoto Shogi”, “Shogi”; piece id “knight”; moves (XBetza) fN, fNsW. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>桂马</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bishop</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Capablanca Chess”, “Chess”, “Chess960”, “Chessgi”, “Crazyhouse”, “Grand Chess”; piece id “bishop”; moves (XBetza) B. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>象</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bishop</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Chu Shogi”, “EuroShogi”, “Kyoto Shogi”, “Minishogi”, “Shogi”; piece id “bishop”, “promoted-leopard”, “silver-bishop”; promoted form of “silver”; moves (XBetza) B. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>角行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rook</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Capablanca Chess”, “Chess”, “Chess960”, “Chessgi”, “Crazyhouse”, “Grand Chess”, “Makruk”, “Shatranj”; piece id “rook”; moves (XBetza) R. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>车</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rook</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Chu Shogi”, “EuroShogi”, “Kyoto Shogi”, “Minishogi”, “Shogi”, “Yari Shogi”; piece id “pawn-rook”, “promoted-gold”, “rook”; promoted form of “pawn”, “yari-rook”; moves (XBetza) R. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>飞车</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queen</source>
        <extracomment>Piece name in “Capablanca Chess”, “Chess”, “Chess960”, “Chessgi”, “Crazyhouse”, “Grand Chess”; piece id “queen”; moves (XBetza) Q</extracomment>
        <translation>后</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King</source>
        <comment>chess</comment>
        <extracomment>Piece name in “Capablanca Chess”, “Chess”, “Chess960”, “Chessgi”, “Crazyhouse”, “Grand Chess”, “Makruk”, “Shatranj”; piece id “king”; moves (XBetza) K, KisO2, KisO3. The name means different pieces in other families: this entry is for the chess family</extracomment>
        <translation>王</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Chu Shogi”, “EuroShogi”, “Kyoto Shogi”, “Minishogi”, “Shogi”, “Yari Shogi”; piece id “king”; moves (XBetza) K. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>王将</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Archbishop</source>
        <extracomment>Piece name in “Capablanca Chess”; piece id “archbishop”; moves (XBetza) BN</extracomment>
        <translation>大主教</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chancellor</source>
        <extracomment>Piece name in “Capablanca Chess”; piece id “chancellor”; moves (XBetza) RN</extracomment>
        <translation>首相</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free King</source>
        <extracomment>Piece name in “Chu Shogi”; piece id “promoted-phoenix”, “queen”; moves (XBetza) Q</extracomment>
        <translation>奔王</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dragon King</source>
        <extracomment>Piece name in “Chu Shogi”, “EuroShogi”, “Minishogi”, “Shogi”; piece id “dragon”, “dragon-king”, “promoted-rook”; promoted form of “rook”; moves (XBetza) RF</extracomment>
        <translation>龙王</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dragon Horse</source>
        <extracomment>Piece name in “Chu Shogi”, “EuroShogi”, “Minishogi”, “Shogi”; piece id “dragon-horse”, “horse”, “promoted-bishop”; promoted form of “bishop”; moves (XBetza) BW</extracomment>
        <translation>龙马</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vertical Mover</source>
        <extracomment>Piece name in “Chu Shogi”; piece id “promoted-silver”, “vertical-mover”; moves (XBetza) vRsW</extracomment>
        <translation>竖行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Side Mover</source>
        <extracomment>Piece name in “Chu Shogi”; piece id “promoted-copper”, “side-mover”; moves (XBetza) sRvW</extracomment>
        <translation>横行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reverse Chariot</source>
        <extracomment>Piece name in “Chu Shogi”; piece id “reverse-chariot”; moves (XBetza) vR</extracomment>
        <translation>反车</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lance</source>
        <extracomment>Piece name in “Chu Shogi”, “Kyoto Shogi”, “Shogi”; piece id “lance”; moves (XBetza) fR</extracomment>
        <translation>香车</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kirin</source>
        <extracomment>Piece name in “Chu Shogi”; piece id “kirin”; moves (XBetza) FD</extracomment>
        <translation>麒麟</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drunk Elephant</source>
        <extracomment>Piece name in “Chu Shogi”; piece id “drunk-elephant”, “promoted-go-between”; moves (XBetza) FsfW</extracomment>
        <translation>醉象</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blind Tiger</source>
        <extracomment>Piece name in “Chu Shogi”; piece id “blind-tiger”; moves (XBetza) FsbW</extracomment>
        <translation>盲虎</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gold General</source>
        <extracomment>Piece name in “Chu Shogi”, “EuroShogi”, “Kyoto Shogi”, “Minishogi”, “Shogi”; piece id “gold”, “knight-gold”, “lance-gold”, “promoted-pawn”; promoted form of “knight”, “lance”; moves (XBetza) WfF</extracomment>
        <translation>金将</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silver General</source>
        <extracomment>Piece name in “Chu Shogi”, “Kyoto Shogi”, “Minishogi”, “Shogi”; piece id “silver”; moves (XBetza) FfW</extracomment>
        <translation>银将</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copper General</source>
        <extracomment>Piece name in “Chu Shogi”; piece id “copper”; moves (XBetza) fFvW</extracomment>
        <translation>铜将</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ferocious Leopard</source>
        <extracomment>Piece name in “Chu Shogi”; piece id “leopard”; moves (XBetza) FvW</extracomment>
        <translation>猛豹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go-Between</source>
        <extracomment>Piece name in “Chu Shogi”; piece id “go-between”; moves (XBetza) vW</extracomment>
        <translation>仲人</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Soaring Eagle</source>
        <extracomment>Piece name in “Chu Shogi”; piece id “soaring-eagle”; moves (XBetza) RbBfFfAfcafFfmcabF</extracomment>
        <translation>飞鹫</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Horned Falcon</source>
        <extracomment>Piece name in “Chu Shogi”; piece id “horned-falcon”; moves (XBetza) BsbRfWfDfcafWfmcabW</extracomment>
        <translation>角鹰</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying Ox</source>
        <extracomment>Piece name in “Chu Shogi”; piece id “flying-ox”; moves (XBetza) BvR</extracomment>
        <translation>飞牛</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free Boar</source>
        <extracomment>Piece name in “Chu Shogi”; piece id “free-boar”; moves (XBetza) BsR</extracomment>
        <translation>奔猪</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whale</source>
        <extracomment>Piece name in “Chu Shogi”; piece id “whale”; moves (XBetza) vRbB</extracomment>
        <translation>鲸鲵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White Horse</source>
        <extracomment>Piece name in “Chu Shogi”; piece id “white-horse”; moves (XBetza) vRfB</extracomment>
        <translation>白驹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crown Prince</source>
        <extracomment>Piece name in “Chu Shogi”; piece id “crown-prince”; moves (XBetza) K</extracomment>
        <translation>太子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying Stag</source>
        <extracomment>Piece name in “Chu Shogi”; piece id “flying-stag”; moves (XBetza) FvRsW</extracomment>
        <translation>飞鹿</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Giraffe</source>
        <extracomment>Piece name in “Dobutsu Shogi”; piece id “giraffe”; moves (XBetza) W</extracomment>
        <translation>长颈鹿</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Elephant</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”; piece id “elephant”; moves (XBetza) nZ. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>象</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Elephant</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Xiangqi”; piece id “elephant”; moves (XBetza) nA. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>象</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+2"/>
        <source>Promoted Knight</source>
        <extracomment>Piece name in “EuroShogi”, “Shogi”; piece id “promoted-knight”; promoted form of “knight”; moves (XBetza) WfF</extracomment>
        <translation>成桂</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokin</source>
        <extracomment>Piece name in “EuroShogi”, “Minishogi”, “Shogi”; piece id “tokin”; promoted form of “pawn”; moves (XBetza) WfF</extracomment>
        <translation>と金</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Marshal</source>
        <extracomment>Piece name in “Grand Chess”; piece id “marshal”; moves (XBetza) RN</extracomment>
        <translation>元帅</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cardinal</source>
        <extracomment>Piece name in “Grand Chess”; piece id “cardinal”; moves (XBetza) BN</extracomment>
        <translation>枢机主教</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>General</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”; piece id “general”; moves (XBetza) W. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>将</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>General</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Xiangqi”; piece id “general”; moves (XBetza) W. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>将</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guard</source>
        <extracomment>Piece name in “Janggi”; piece id “guard”; moves (XBetza) W</extracomment>
        <translation>士</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Horse</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”; piece id “horse”; moves (XBetza) nN. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>马</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Horse</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Xiangqi”; piece id “horse”; moves (XBetza) nN. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>马</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chariot</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”; piece id “chariot”; moves (XBetza) R. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>车</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Chariot</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Xiangqi”; piece id “chariot”; moves (XBetza) R. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>车</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannon</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”; piece id “cannon”; moves (XBetza) pR. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>包</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Cannon</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Xiangqi”; piece id “cannon”; moves (XBetza) mRcpR. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>炮</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Soldier</source>
        <comment>janggi</comment>
        <extracomment>Piece name in “Janggi”; piece id “soldier”; moves (XBetza) fsW. The name means different pieces in other families: this entry is for the janggi family</extracomment>
        <translation>兵</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Soldier</source>
        <comment>xiangqi</comment>
        <extracomment>Piece name in “Xiangqi”; piece id “soldier”; moves (XBetza) fW. The name means different pieces in other families: this entry is for the xiangqi family</extracomment>
        <translation>兵</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>Lion</source>
        <extracomment>Piece name in “Chu Shogi”; piece id “lion”, “promoted-kirin”; moves (XBetza) KNADcaKmcabK</extracomment>
        <translation>狮子</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Phoenix</source>
        <extracomment>Piece name in “Chu Shogi”; piece id “phoenix”; moves (XBetza) WA</extracomment>
        <translation>凤凰</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Elephant</source>
        <comment>shogi</comment>
        <extracomment>Piece name in “Dobutsu Shogi”; piece id “elephant”; moves (XBetza) F. The name means different pieces in other families: this entry is for the shogi family</extracomment>
        <translation>大象</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Met</source>
        <extracomment>Piece name in “Makruk”; piece id “met”; moves (XBetza) F</extracomment>
        <translation>梅特</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Khon</source>
        <extracomment>Piece name in “Makruk”; piece id “khon”; moves (XBetza) FfW</extracomment>
        <translation>坤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Promoted Silver</source>
        <extracomment>Piece name in “Minishogi”, “Shogi”; piece id “promoted-silver”; promoted form of “silver”; moves (XBetza) WfF</extracomment>
        <translation>成银</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ferz</source>
        <extracomment>Piece name in “Shatranj”; piece id “ferz”; moves (XBetza) F</extracomment>
        <translation>费尔兹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alfil</source>
        <extracomment>Piece name in “Shatranj”; piece id “alfil”; moves (XBetza) A</extracomment>
        <translation>阿尔菲尔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Promoted Lance</source>
        <extracomment>Piece name in “Shogi”; piece id “promoted-lance”; promoted form of “lance”; moves (XBetza) WfF</extracomment>
        <translation>成香</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+2"/>
        <source>Advisor</source>
        <extracomment>Piece name in “Xiangqi”; piece id “advisor”; moves (XBetza) F</extracomment>
        <translation>士</translation>
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
        <location line="-84"/>
        <source>Lion</source>
        <extracomment>Piece name in “Dobutsu Shogi”; piece id “lion”; moves (XBetza) K. A themed piece: the same English name means another piece in the other presets of the shogi family</extracomment>
        <translation>狮子</translation>
    </message>
</context>
<context>
    <name>Piece/torishogi</name>
    <message>
        <location line="+56"/>
        <source>Phoenix</source>
        <extracomment>Piece name in “Tori Shogi”; piece id “phoenix”; moves (XBetza) K. A themed piece: the same English name means another piece in the other presets of the shogi family</extracomment>
        <translation>鹏</translation>
    </message>
</context>
<context>
    <name>PieceGallery</name>
    <message>
        <location filename="../app/gui/piecegallery.cpp" line="+34"/>
        <source>Pieces</source>
        <translation>棋子</translation>
    </message>
    <message>
        <location line="+78"/>
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
        <location line="+2"/>
        <source>passes through</source>
        <extracomment>Move diagram legend: a square passed on a move of several steps (legs)</extracomment>
        <translation>途经</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Legend of the move diagrams</source>
        <translation>走法图图例</translation>
    </message>
    <message>
        <location line="+35"/>
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
        <source>passes through %1</source>
        <translation>途经 %1</translation>
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
    <name>PositionEditorDialog</name>
    <message>
        <location filename="../app/gui/positioneditordialog.cpp" line="+58"/>
        <source>%1 %2</source>
        <comment>piece</comment>
        <extracomment>A piece of the position editor&apos;s palette: %1 side colour, %2 piece name</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <location line="+20"/>
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
        <location line="+21"/>
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
        <location line="+244"/>
        <source>%1 has no %2.</source>
        <extracomment>Position editor warning: %1 player, %2 its royal piece (&quot;white king&quot;)</extracomment>
        <translation>%1没有%2。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is in check, but it is %2&apos;s turn.</source>
        <extracomment>Position editor warning: %1 the player in check, %2 the player to move</extracomment>
        <translation>%1正被将军，但轮到%2走棋。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start the game from this position anyway?</source>
        <translation>仍然从此局面开始对局吗？</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../app/gui/preferencesdialog.cpp" line="+52"/>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+105"/>
        <source>Preview of %1</source>
        <extracomment>Spoken description of the preview of a piece set: %1 = its name</extracomment>
        <translation>%1 预览</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <location filename="preset_strings.cpp" line="-220"/>
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
        <source>Makruk</source>
        <extracomment>Name of a variant (preset id “makruk”, family “chess”)</extracomment>
        <translation>泰国象棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thai chess: the khon (silver general) and the met (ferz); pawns start on the third rank and promote to met on the sixth.</source>
        <extracomment>Description of the variant “Makruk” (preset id “makruk”), shown in the New Game dialog</extracomment>
        <translation>泰国象棋：坤（走法同银将）和梅特（走法同费尔兹）；兵从第三横线开始，到第六横线升变为梅特。</translation>
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
    <name>PromotionDialog</name>
    <message>
        <location filename="../app/gui/promotiondialog.cpp" line="+21"/>
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
        <location line="+13"/>
        <source>Do not promote</source>
        <translation>不升变</translation>
    </message>
</context>
<context>
    <name>SideNames</name>
    <message>
        <location filename="../app/gui/sidenames.cpp" line="+44"/>
        <location line="+3"/>
        <source>red</source>
        <comment>side colour</comment>
        <extracomment>Colour of the xiangqi player who moves first, inside &quot;e4, red general&quot;</extracomment>
        <translation>红</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+6"/>
        <location line="+5"/>
        <source>black</source>
        <comment>side colour</comment>
        <extracomment>Shogi: the first player (sente) is black, the second (gote) white</extracomment>
        <translation>黑</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>blue</source>
        <comment>side colour</comment>
        <extracomment>Janggi: the first player (Cho) is blue, the second (Han) red</extracomment>
        <translation>蓝</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+5"/>
        <location line="+4"/>
        <source>Black</source>
        <comment>player</comment>
        <extracomment>Shogi: sente, the player who moves first</extracomment>
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
        <location line="+4"/>
        <source>White</source>
        <comment>player</comment>
        <translation>白方</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1, empty</source>
        <extracomment>Spoken description of an empty board square: &quot;e4, empty&quot;</extracomment>
        <translation>%1，空</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1, %2 %3</source>
        <extracomment>Spoken description of a board square: %1 square, %2 side colour, %3 piece name</extracomment>
        <translation>%1，%2%3</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>in hand: %n %1 %2</source>
        <extracomment>Spoken description of a storage slot (pieces in hand), English &quot;in hand: 2 white pawns&quot;: %n = how many, %1 = side colour, %2 = piece name (a plural only in English; write it like &quot;%n × %2 (%1)&quot; where the noun would have to agree)</extracomment>
        <translation>
            <numerusform>手中：%1%2 %n 枚</numerusform>
        </translation>
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
    <name>main</name>
    <message>
        <location filename="../app/gui/commandline.cpp" line="+11"/>
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
        <source>Show the side panel NAME (moves or pieces).</source>
        <translation>显示侧边面板 NAME（moves 或 pieces）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the dialog NAME (new-game or preferences); --screenshot renders it.</source>
        <translation>打开对话框 NAME（new-game 或 preferences）；--screenshot 会渲染该对话框。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw the pieces with the piece set ID for this run (see Preferences).</source>
        <translation>本次运行使用棋子样式 ID 绘制棋子（参见首选项）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A game log or game bundle (.fbz) to open, or a preset bundle (.fbpz) to install.</source>
        <translation>要打开的棋谱文件或对局包（.fbz），或要安装的预设包（.fbpz）。</translation>
    </message>
</context>
</TS>
