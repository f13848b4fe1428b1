<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AnalysisPanel</name>
    <message numerus="yes">
        <location filename="../../desktop/framework/panels.py" line="101"/>
        <source>%n move(s) in all; </source>
        <translation>
            <numerusform>%n move in all; </numerusform>
            <numerusform>%n moves in all; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/framework/panels.py" line="102"/>
        <source>%n of them optimal (★).</source>
        <translation>
            <numerusform>%n of them optimal (★).</numerusform>
            <numerusform>%n of them optimal (★).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnswersView</name>
    <message numerus="yes">
        <location filename="../../desktop/games/stone_heaps_answers.py" line="185"/>
        <source>%n value(s)</source>
        <translation>
            <numerusform>%n value</numerusform>
            <numerusform>%n values</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExamTree</name>
    <message numerus="yes">
        <location filename="../../desktop/games/stone_heaps_tree.py" line="131"/>
        <source>%n more move(s)</source>
        <translation>
            <numerusform>%n more move</numerusform>
            <numerusform>%n more moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/games/stone_heaps_tree.py" line="182"/>
        <source>in %n move(s)</source>
        <translation>
            <numerusform>in %n move</numerusform>
            <numerusform>in %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SearchTreeView</name>
    <message numerus="yes">
        <location filename="../../desktop/framework/search_tree.py" line="205"/>
        <source>%n more move(s)</source>
        <translation>
            <numerusform>%n more move</numerusform>
            <numerusform>%n more moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NimTab</name>
    <message numerus="yes">
        <location filename="../../desktop/games/nim_tab.py" line="160"/>
        <source>take %n from heap {0}</source>
        <translation>
            <numerusform>take %n from heap {0}</numerusform>
            <numerusform>take %n from heap {0}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OneSuitThinkingView</name>
    <message numerus="yes">
        <location filename="../../desktop/games/odnomastka_thinking.py" line="103"/>
        <source>{0} is lost with best play; playing {1} gives you %n way(s) to err.</source>
        <translation>
            <numerusform>{0} is lost with best play; playing {1} gives you %n way to err.</numerusform>
            <numerusform>{0} is lost with best play; playing {1} gives you %n ways to err.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayControls</name>
    <message numerus="yes">
        <location filename="../../desktop/framework/controls.py" line="176"/>
        <source>Thinking… %n position(s)</source>
        <translation>
            <numerusform>Thinking… %n position</numerusform>
            <numerusform>Thinking… %n positions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StoneHeapsThinking</name>
    <message numerus="yes">
        <location filename="../../desktop/games/stone_heaps_tab.py" line="79"/>
        <source>he wins within %n more move(s) of his</source>
        <translation>
            <numerusform>he wins within %n more move of his</numerusform>
            <numerusform>he wins within %n more moves of his</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/games/stone_heaps_tab.py" line="82"/>
        <source>he loses with best play; this move keeps the game going longest: %n more ply(-ies)</source>
        <translation>
            <numerusform>he loses with best play; this move keeps the game going longest: %n more ply</numerusform>
            <numerusform>he loses with best play; this move keeps the game going longest: %n more plies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_Plurals</name>
    <message numerus="yes">
        <location filename="../../desktop/framework/texts.py" line="75"/>
        <source>in %n move(s)</source>
        <translation>
            <numerusform>in %n move</numerusform>
            <numerusform>in %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExercisePage</name>
    <message numerus="yes">
        <source>✔ Right! +%n point(s)</source>
        <translation>
            <numerusform>✔ Right! +%n point</numerusform>
            <numerusform>✔ Right! +%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n right answer(s) in a row without hints: ready for a harder level?</source>
        <translation>
            <numerusform>%n right answer in a row without hints: ready for a harder level?</numerusform>
            <numerusform>%n right answers in a row without hints: ready for a harder level?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong answer(s) in a row: an easier level may help.</source>
        <translation>
            <numerusform>%n wrong answer in a row: an easier level may help.</numerusform>
            <numerusform>%n wrong answers in a row: an easier level may help.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint (−1 point, %n left)</source>
        <translation>
            <numerusform>Hint (−1 point, %n left)</numerusform>
            <numerusform>Hint (−1 point, %n left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right: {0} points, each hint −1, wrong: 0. This exercise is worth up to %n point(s) now.</source>
        <translation>
            <numerusform>Right: {0} points, each hint −1, wrong: 0. This exercise is worth up to %n point now.</numerusform>
            <numerusform>Right: {0} points, each hint −1, wrong: 0. This exercise is worth up to %n points now.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message numerus="yes">
        <source>Test (%n exercise(s))</source>
        <translation>
            <numerusform>Test (%n exercise)</numerusform>
            <numerusform>Test (%n exercises)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassFolderDialog</name>
    <message numerus="yes">
        <source>✔ Reachable and writable now; %n result file(s) in it.</source>
        <translation>
            <numerusform>✔ Reachable and writable now; %n result file in it.</numerusform>
            <numerusform>✔ Reachable and writable now; %n result files in it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainingWindow</name>
    <message numerus="yes">
        <source>Class folder {0}: {1}. The results of %n pupil(s) are kept on this PC until it is back.</source>
        <translation>
            <numerusform>Class folder {0}: {1}. The results of %n pupil are kept on this PC until it is back.</numerusform>
            <numerusform>Class folder {0}: {1}. The results of %n pupils are kept on this PC until it is back.</numerusform>
        </translation>
    </message>
</context>
</TS>
