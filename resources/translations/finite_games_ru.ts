<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../../desktop/framework/panels.py" line="63"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/panels.py" line="63"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/panels.py" line="63"/>
        <source>Moves to end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/panels.py" line="64"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/panels.py" line="69"/>
        <source>Analysing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/panels.py" line="89"/>
        <source>No moves: the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/framework/panels.py" line="92"/>
        <source>%n move(s) in all; </source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/framework/panels.py" line="93"/>
        <source>%n of them optimal (★).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/framework/panels.py" line="103"/>
        <source>opponent has {0} winning of {1} replies</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameTab</name>
    <message numerus="yes">
        <location filename="../../desktop/framework/game_tab.py" line="217"/>
        <source>Thinking… %n position(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="255"/>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="255"/>
        <source>Start a new game with new settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="256"/>
        <source>Edit position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="256"/>
        <source>Type any position to play from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="257"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="257"/>
        <source>Take back your last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="258"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="258"/>
        <source>Play the taken-back move again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="259"/>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="259"/>
        <source>Show a best move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="260"/>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="260"/>
        <source>Which moves kept or threw away the win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="261"/>
        <location filename="../../desktop/framework/game_tab.py" line="277"/>
        <source>Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="261"/>
        <source>Show or hide every move&apos;s value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="262"/>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="262"/>
        <source>The computer moves by itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="263"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="263"/>
        <source>The computer waits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="264"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="264"/>
        <source>The computer makes one move now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="267"/>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="268"/>
        <source>your move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="269"/>
        <source>Play move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="270"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="271"/>
        <source>Computer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="272"/>
        <source>Start position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="273"/>
        <source>Human – Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="273"/>
        <source>Computer – Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="274"/>
        <source>Computer – Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="274"/>
        <source>Human – Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="275"/>
        <source>perfect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="275"/>
        <source>strong (90%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="275"/>
        <source>medium (70%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="276"/>
        <source>weak (40%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="276"/>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="278"/>
        <source>How the computer thinks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="279"/>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="300"/>
        <source>{0} (computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="302"/>
        <source>{0} (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="335"/>
        <source>Analysing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="396"/>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="435"/>
        <source>Hint: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="461"/>
        <source>Analysis cancelled. Press Play to try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="501"/>
        <source>Edit position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="609"/>
        <source>Game over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="610"/>
        <source>Press Review to see every move judged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="616"/>
        <source>Move {0}: {1} to move — press Play or Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="618"/>
        <source>Move {0}: {1} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="620"/>
        <source>Move {0}: {1} to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="628"/>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="640"/>
        <source>The engine could not analyse this position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/game_tab.py" line="641"/>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../desktop/framework/dialogs.py" line="116"/>
        <source>This page is missing: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop/main_window.py" line="108"/>
        <source>Finite Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="109"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="110"/>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="111"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="112"/>
        <source>&amp;Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="113"/>
        <source>&amp;Restore the last autosaved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="114"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="115"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="116"/>
        <source>&amp;Undo move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="117"/>
        <source>&amp;Redo move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="118"/>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="119"/>
        <source>&amp;Edit position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="120"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="121"/>
        <source>Zoom &amp;in (projector)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="122"/>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="123"/>
        <source>&amp;Normal size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="124"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="125"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="126"/>
        <source>&amp;Rules of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="127"/>
        <source>How the computer &amp;plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="128"/>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="160"/>
        <source>Rules: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="160"/>
        <source>Algorithm: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="171"/>
        <source>About Finite Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="172"/>
        <source>&lt;b&gt;Finite Games&lt;/b&gt; — classic two-player games against a computer that plays perfectly where the game is solved and shows how it thinks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="184"/>
        <location filename="../../desktop/main_window.py" line="192"/>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="185"/>
        <source>Finite Games files (*.fgame.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="195"/>
        <location filename="../../desktop/main_window.py" line="209"/>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="196"/>
        <source>Finite Games files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="210"/>
        <source>Cannot open {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="239"/>
        <location filename="../../desktop/main_window.py" line="259"/>
        <source>Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="239"/>
        <source>No autosaved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="260"/>
        <source>The program was closed without finishing. Restore the game in progress?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NimSettingsDialog</name>
    <message>
        <location filename="../../desktop/games/nim_tab.py" line="95"/>
        <source>New game of Nim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_tab.py" line="97"/>
        <source>normal: who takes the last stone wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_tab.py" line="98"/>
        <source>misère: who takes the last stone loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_tab.py" line="110"/>
        <source>heap {0}: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_tab.py" line="114"/>
        <source>Random heaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_tab.py" line="117"/>
        <source>Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_tab.py" line="122"/>
        <source>Heaps:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NimTab</name>
    <message>
        <location filename="../../desktop/games/nim_tab.py" line="25"/>
        <source>Nim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_tab.py" line="47"/>
        <location filename="../../desktop/games/nim_tab.py" line="54"/>
        <source>Heap {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_tab.py" line="56"/>
        <source>Type heap:stones, e.g. 2:3 takes 3 stones from heap 2. On the board: ←/→ pick a heap, ↑/↓ the amount, Enter takes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_tab.py" line="65"/>
        <source>Heap sizes separated by spaces, e.g. 1 6 6 2 9 — from 1 to {0} heaps of 0 to {1} stones. Player A moves first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/games/nim_tab.py" line="81"/>
        <source>take %n from heap {0}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NimThinkingView</name>
    <message>
        <location filename="../../desktop/games/nim_thinking.py" line="68"/>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_thinking.py" line="69"/>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_thinking.py" line="70"/>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_thinking.py" line="84"/>
        <source>Heaps in binary — nim-sum {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_thinking.py" line="87"/>
        <source>No stones left: the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_thinking.py" line="89"/>
        <source>Misère, every heap has at most one stone: the player to move wins if the number of heaps with a stone is even.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_thinking.py" line="92"/>
        <source>Every column has an even number of ones: the nim-sum is 0. This is a &lt;b&gt;safe&lt;/b&gt; position for the player who just moved — whoever is to move now loses against perfect play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_thinking.py" line="96"/>
        <source>Some columns have an odd number of ones: the nim-sum is not 0, so the player to move can win by making every column even.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_thinking.py" line="110"/>
        <source>How the computer chose {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_thinking.py" line="111"/>
        <source>1. Write every heap in binary, one bit a column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_thinking.py" line="113"/>
        <source>2. Count the ones in each column. Odd columns are marked: the nim-sum is {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_thinking.py" line="116"/>
        <source>3. At this strength the computer sometimes plays a random move: this time it takes {0} from heap {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_thinking.py" line="121"/>
        <source>3. Misère exception: this move would leave only heaps of one stone, so the computer leaves an &lt;b&gt;odd&lt;/b&gt; number of them ({0}); the opponent will take the last stone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_thinking.py" line="127"/>
        <source>3. All columns are even: nim-sum 0. Every move loses against perfect play, so the computer sets a trap: after {0} you have only {1} winning replies out of {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_thinking.py" line="137"/>
        <source>3. The leftmost odd column is the {0}s column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_thinking.py" line="142"/>
        <source>4. Heap {0} ({1}) has a 1 in that column: the computer takes from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_thinking.py" line="145"/>
        <source>5. Flip the bits of heap {0} in every odd column: {1} becomes {2}, so take {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_thinking.py" line="149"/>
        <source>6. Now every column is even: nim-sum 0. The opponent is left in a safe position — whatever he does, the computer can answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_thinking.py" line="192"/>
        <source>=</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_thinking.py" line="194"/>
        <source>Heap {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_thinking.py" line="194"/>
        <source>Nim-sum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/games/nim_thinking.py" line="211"/>
        <source>step {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../desktop/framework/dialogs.py" line="69"/>
        <source>Game review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/dialogs.py" line="73"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/dialogs.py" line="73"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/dialogs.py" line="73"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/dialogs.py" line="74"/>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/dialogs.py" line="90"/>
        <source>Mistakes that changed the result: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../desktop/framework/texts.py" line="18"/>
        <source>Game over: a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/texts.py" line="21"/>
        <source>Game over: {0} won by {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/texts.py" line="22"/>
        <source>Game over: {0} won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/texts.py" line="24"/>
        <source>Estimate at depth {0}: {1} {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/texts.py" line="25"/>
        <source>is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/texts.py" line="26"/>
        <source>is worse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/texts.py" line="26"/>
        <source>is level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/texts.py" line="28"/>
        <source>A draw with best play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/texts.py" line="30"/>
        <source>{0} wins by {1} with best play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/texts.py" line="33"/>
        <source>{0} wins with best play</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/framework/texts.py" line="35"/>
        <source>in %n move(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/framework/texts.py" line="45"/>
        <source>win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/texts.py" line="47"/>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/texts.py" line="49"/>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/texts.py" line="55"/>
        <source>kept the win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/texts.py" line="56"/>
        <source>threw the win away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/texts.py" line="57"/>
        <source>kept the draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/texts.py" line="58"/>
        <source>threw the draw away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/texts.py" line="59"/>
        <source>best defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/texts.py" line="60"/>
        <source>lost faster than needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/texts.py" line="61"/>
        <source>best move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/texts.py" line="62"/>
        <source>lost points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/framework/texts.py" line="63"/>
        <source>not analysed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ValueStrip</name>
    <message>
        <location filename="../../desktop/framework/panels.py" line="142"/>
        <source>Who was winning after each move (green: A, red: B); the number is moves to the end. Click to go back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
