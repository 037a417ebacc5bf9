<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../app/gui/boardscene.cpp" line="283"/>
        <source>Promotion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/boardscene.cpp" line="294"/>
        <source>Do not promote</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../app/gui/boardview.cpp" line="15"/>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="28"/>
        <source>Fairyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="34"/>
        <source>Type a move (e2e4, P*5e, f5f6g7) and press Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="35"/>
        <source>Move entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="40"/>
        <location filename="../app/gui/mainwindow.cpp" line="41"/>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="49"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="50"/>
        <source>&amp;New Game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="52"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="53"/>
        <source>&amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="54"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="55"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="56"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="57"/>
        <source>&amp;Flip Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="59"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="94"/>
        <source>Unknown preset &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="101"/>
        <source>%1 - Fairyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="113"/>
        <location filename="../app/gui/mainwindow.cpp" line="119"/>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="113"/>
        <source>Variant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="137"/>
        <source>First player (White)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="137"/>
        <source>Second player (Black)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="140"/>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="142"/>
        <source> - check!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="146"/>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="147"/>
        <source>First player wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="147"/>
        <source>Second player wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="148"/>
        <source>Game over: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/commandline.cpp" line="10"/>
        <source>Play and study chess variants.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="13"/>
        <source>Start a game of the preset ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="14"/>
        <source>Start from this position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="15"/>
        <source>Play these moves (coordinate notation, space separated).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="16"/>
        <source>Select the piece on SQUARE so its legal moves show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="17"/>
        <source>Render the window to FILE (PNG) and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="19"/>
        <source>A game to open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
