<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Moves to end</source>
        <translation>Ходов до конца</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Пояснение</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Анализ…</translation>
    </message>
    <message>
        <source>No moves: the game is over.</source>
        <translation>Ходов нет: игра окончена.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) in all; </source>
        <translation>
            <numerusform>Всего %n ход; </numerusform>
            <numerusform>Всего %n хода; </numerusform>
            <numerusform>Всего %n ходов; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them optimal (★).</source>
        <translation>
            <numerusform>из них %n оптимальный (★).</numerusform>
            <numerusform>из них %n оптимальных (★).</numerusform>
            <numerusform>из них %n оптимальных (★).</numerusform>
        </translation>
    </message>
    <message>
        <source>opponent has {0} winning of {1} replies</source>
        <translation>у соперника {0} выигрывающих ответов из {1}</translation>
    </message>
    <message>
        <source>also: {0}</source>
        <translation>также: {0}</translation>
    </message>
</context>
<context>
    <name>AnswersView</name>
    <message>
        <source>P</source>
        <translation>П</translation>
    </message>
    <message>
        <source>V</source>
        <translation>В</translation>
    </message>
    <message>
        <source>Every S: {0}{1}{2} Petya wins on his move 1, 2, 3…; {3}{4}{5} Vanya wins on his move 1, 2, 3…; {6} nobody can force the end. Click an S for its game tree.</source>
        <translation>Все S: {0}{1}{2} Петя выигрывает своим 1-м, 2-м, 3-м… ходом; {3}{4}{5} Ваня выигрывает своим 1-м, 2-м, 3-м… ходом; {6} никто не может закончить игру. Щёлкните по S, чтобы увидеть его дерево игры.</translation>
    </message>
    <message>
        <source>no such S</source>
        <translation>таких S нет</translation>
    </message>
    <message>
        <source>two smallest: {0}</source>
        <translation>два наименьших: {0}</translation>
    </message>
    <message>
        <source>smallest: {0}, largest: {1}</source>
        <translation>наименьшее: {0}, наибольшее: {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s)</source>
        <translation>
            <numerusform>%n значение</numerusform>
            <numerusform>%n значения</numerusform>
            <numerusform>%n значений</numerusform>
        </translation>
    </message>
    <message>
        <source>S was scanned from {0} to {1} (the range has no upper bound).</source>
        <translation>S перебирались от {0} до {1} (у диапазона нет верхней границы).</translation>
    </message>
    <message>
        <source>Find S:</source>
        <translation>Найти S:</translation>
    </message>
    <message>
        <source>«…»: neither side forces the win within {0} moves each; the task is too big to play these S out, and no answer to 19–21 depends on them.</source>
        <translation>«…»: ни один из игроков не добивается выигрыша за {0} своих хода; задача слишком велика, чтобы доиграть эти S до конца, и ни один ответ на 19–21 от них не зависит.</translation>
    </message>
</context>
<context>
    <name>BattleFile</name>
    <message>
        <source>the field &apos;{0}&apos; is missing or has the wrong type</source>
        <translation>поле «{0}» отсутствует или имеет неверный тип</translation>
    </message>
    <message>
        <source>the field &apos;{0}&apos; is out of range</source>
        <translation>поле «{0}» вне допустимых пределов</translation>
    </message>
    <message>
        <source>the results in the file are damaged ({0})</source>
        <translation>результаты в файле повреждены ({0})</translation>
    </message>
    <message>
        <source>the results do not belong to the battle&apos;s setup</source>
        <translation>результаты не соответствуют настройкам соревнования</translation>
    </message>
    <message>
        <source>this program has no game &apos;{0}&apos;</source>
        <translation>в программе нет игры «{0}»</translation>
    </message>
</context>
<context>
    <name>BattleWindow</name>
    <message>
        <source>Battles of strategies</source>
        <translation>Битвы стратегий</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Настройка</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Остановить</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Справка</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Open battle…</source>
        <translation>&amp;Открыть соревнование…</translation>
    </message>
    <message>
        <source>&amp;Save battle…</source>
        <translation>&amp;Сохранить соревнование…</translation>
    </message>
    <message>
        <source>Export the &amp;standings as CSV…</source>
        <translation>Экспорт &amp;таблицы в CSV…</translation>
    </message>
    <message>
        <source>Export the &amp;games as CSV…</source>
        <translation>Экспорт &amp;партий в CSV…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>&amp;Strategies</source>
        <translation>&amp;Стратегии</translation>
    </message>
    <message>
        <source>&amp;New strategy from template…</source>
        <translation>&amp;Новая стратегия по шаблону…</translation>
    </message>
    <message>
        <source>Open the &amp;examples folder</source>
        <translation>Открыть папку с &amp;примерами</translation>
    </message>
    <message>
        <source>&amp;Hand in strategy…</source>
        <translation>&amp;Сдать стратегию…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Battles of strategies</source>
        <translation>&amp;Битвы стратегий</translation>
    </message>
    <message>
        <source>The settings are beyond what this game can play ({0})</source>
        <translation>Эти настройки за пределами того, что может играть эта игра ({0})</translation>
    </message>
    <message>
        <source>The battle stopped on an error of the program:
{0}</source>
        <translation>Соревнование остановлено из-за ошибки программы:
{0}</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Пауза.</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>Идёт игра…</translation>
    </message>
    <message>
        <source>Stopped: {0} of the games played.</source>
        <translation>Остановлено; сыграно партий: {0}.</translation>
    </message>
    <message>
        <source>Finished.</source>
        <translation>Закончено.</translation>
    </message>
    <message>
        <source>{0}, variant {1}, settings {2}. {3} players, {4} games per pair; seed {5}.</source>
        <translation>{0}, вариант {1}, настройки {2}. Игроков: {3}, партий на пару: {4}; зерно {5}.</translation>
    </message>
    <message>
        <source>Games played: {0} of {1}.</source>
        <translation>Сыграно партий: {0} из {1}.</translation>
    </message>
    <message>
        <source>Save battle</source>
        <translation>Сохранить соревнование</translation>
    </message>
    <message>
        <source>Battles (*.battle.json)</source>
        <translation>Соревнования (*.battle.json)</translation>
    </message>
    <message>
        <source>Cannot save {0}: {1}</source>
        <translation>Не удаётся сохранить {0}: {1}</translation>
    </message>
    <message>
        <source>Open battle</source>
        <translation>Открыть соревнование</translation>
    </message>
    <message>
        <source>Battles (*.json)</source>
        <translation>Соревнования (*.json)</translation>
    </message>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation>Не удалось открыть {0}: {1}</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>Экспорт в CSV</translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation>Таблицы CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot read the folder {0}: {1}</source>
        <translation>Не удаётся прочитать папку {0}: {1}</translation>
    </message>
    <message>
        <source>No strategies of this game are handed in to {0} yet.</source>
        <translation>В папку {0} ещё не сдано ни одной стратегии этой игры.</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Примеры</translation>
    </message>
    <message>
        <source>The examples are in the folder {0}</source>
        <translation>Примеры лежат в папке {0}</translation>
    </message>
</context>
<context>
    <name>Battles</name>
    <message>
        <source>Open in its tab</source>
        <translation>Открыть на вкладке игры</translation>
    </message>
    <message>
        <source>Game {0} cannot be shown in its tab: {1}</source>
        <translation>Партию {0} нельзя показать на вкладке игры: {1}</translation>
    </message>
    <message>
        <source>Computer: perfect</source>
        <translation>Компьютер: идеально</translation>
    </message>
    <message>
        <source>Random moves</source>
        <translation>Случайные ходы</translation>
    </message>
    <message>
        <source>Computer: depth {0}</source>
        <translation>Компьютер: глубина {0}</translation>
    </message>
    <message>
        <source>Computer: {0} s a move</source>
        <translation>Компьютер: {0} с на ход</translation>
    </message>
    <message>
        <source>One-suit durak</source>
        <translation>Дурак-одномастка</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>время вышло</translation>
    </message>
    <message>
        <source>error in the code</source>
        <translation>ошибка в коде</translation>
    </message>
    <message>
        <source>the file does not load</source>
        <translation>файл не загружается</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>недопустимый ход</translation>
    </message>
    <message>
        <source>no move in the answer</source>
        <translation>в ответе нет хода</translation>
    </message>
    <message>
        <source>printed too much</source>
        <translation>слишком много вывода</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>не хватило памяти</translation>
    </message>
    <message>
        <source>the process ended</source>
        <translation>процесс завершился</translation>
    </message>
    <message>
        <source>New strategy from template</source>
        <translation>Новая стратегия по шаблону</translation>
    </message>
    <message>
        <source>The game of the strategy:</source>
        <translation>Игра, для которой стратегия:</translation>
    </message>
    <message>
        <source>Save the new strategy as</source>
        <translation>Сохранить новую стратегию как</translation>
    </message>
    <message>
        <source>No class folder is chosen: choose it in Classroom → Class folder….</source>
        <translation>Папка класса не выбрана: выберите её в меню Класс → Папка класса….</translation>
    </message>
    <message>
        <source>The class folder {0} cannot be reached (is the network or the USB stick there?).</source>
        <translation>Папка класса {0} недоступна (есть ли сеть, вставлена ли флешка?).</translation>
    </message>
    <message>
        <source>Your name (it goes into the file&apos;s name):</source>
        <translation>Ваше имя (оно войдёт в имя файла):</translation>
    </message>
    <message>
        <source>Type your name.</source>
        <translation>Введите своё имя.</translation>
    </message>
    <message>
        <source>Hand in strategy</source>
        <translation>Сдать стратегию</translation>
    </message>
    <message>
        <source>Hand in a strategy of {0}</source>
        <translation>Сдать стратегию для игры «{0}»</translation>
    </message>
    <message>
        <source>Python files (*.py)</source>
        <translation>Файлы Python (*.py)</translation>
    </message>
    <message>
        <source>Cannot hand in to {0}: {1}</source>
        <translation>Не удаётся сдать в {0}: {1}</translation>
    </message>
    <message>
        <source>Handed in as {0}</source>
        <translation>Сдано: {0}</translation>
    </message>
    <message>
        <source>Cannot save {0}: {1}</source>
        <translation>Не удаётся сохранить {0}: {1}</translation>
    </message>
    <message>
        <source>The template is saved as {0}. Write your idea where it says &quot;YOUR IDEA HERE&quot;, save the file and run a battle.</source>
        <translation>Шаблон сохранён как {0}. Впишите свою идею там, где написано «ВАША ИДЕЯ ЗДЕСЬ», сохраните файл и запустите соревнование.</translation>
    </message>
    <message>
        <source>Add it to the battle&apos;s players</source>
        <translation>Добавить её в игроки соревнования</translation>
    </message>
    <message>
        <source>Open in the editor</source>
        <translation>Открыть в редакторе</translation>
    </message>
    <message>
        <source>No program opens {0}; open it in your editor.</source>
        <translation>Нет программы, которая открывает {0}; откройте файл в своём редакторе.</translation>
    </message>
</context>
<context>
    <name>BestPlayPanel</name>
    <message>
        <source>Searching…</source>
        <translation>Поиск…</translation>
    </message>
    <message>
        <source>The solver&apos;s line cannot be replayed: {0}</source>
        <translation>Линию решателя нельзя воспроизвести: {0}</translation>
    </message>
    <message>
        <source>The search failed: {0}</source>
        <translation>Поиск не удался: {0}</translation>
    </message>
    <message>
        <source>The line: {0} moves, {1} decision points. The search: {2} nodes in {3} s.</source>
        <translation>Линия: ходов — {0}, точек выбора — {1}. Поиск: узлов — {2} за {3} с.</translation>
    </message>
    <message>
        <source>Press “Find the best play”: the computer searches every line of play from the position on the board.</source>
        <translation>Нажмите «Найти лучшую игру»: компьютер переберёт все варианты игры из позиции на доске.</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} с</translation>
    </message>
    <message>
        <source>node limit: {0}</source>
        <translation>предел узлов: {0}</translation>
    </message>
    <message>
        <source>{0}% of the node limit ({1})</source>
        <translation>{0}% предела узлов ({1})</translation>
    </message>
    <message>
        <source>Find the best play</source>
        <translation>Найти лучшую игру</translation>
    </message>
    <message>
        <source>Search every line of play from the position on the board for the most cards on the foundations</source>
        <translation>Перебрать все варианты игры из позиции на доске и найти, как положить на базы больше всего карт</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Search limits</source>
        <translation>Пределы поиска</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Узлы</translation>
    </message>
    <message>
        <source>The search stops after this many positions (nodes); its result is then not proved</source>
        <translation>Поиск останавливается после стольких позиций (узлов); тогда его результат не доказан</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>без предела</translation>
    </message>
    <message>
        <source>The search stops after this many seconds; 0: no time limit</source>
        <translation>Поиск останавливается через столько секунд; 0 — без предела времени</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <source>How many positions the transposition table remembers at most</source>
        <translation>Сколько позиций самое большее помнит таблица транспозиций</translation>
    </message>
    <message>
        <source>When full</source>
        <translation>Когда полна</translation>
    </message>
    <message>
        <source>Which positions the full table forgets to make room</source>
        <translation>Какие позиции забывает полная таблица, чтобы освободить место</translation>
    </message>
    <message>
        <source>Stack depth</source>
        <translation>Глубина стека</translation>
    </message>
    <message>
        <source>Positions stored</source>
        <translation>Позиций в таблице</translation>
    </message>
    <message>
        <source>Evictions</source>
        <translation>Вытеснено</translation>
    </message>
    <message>
        <source>Best so far</source>
        <translation>Лучшее пока</translation>
    </message>
</context>
<context>
    <name>Cards24SettingsDialog</name>
    <message>
        <source>New game of 24 cards</source>
        <translation>Новая игра «24 карты»</translation>
    </message>
    <message>
        <source>cards of value {0}: </source>
        <translation>карт достоинства {0}: </translation>
    </message>
    <message>
        <source>Card values 1 to</source>
        <translation>Достоинства карт от 1 до</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>The table has {0} positions.</source>
        <translation>В таблице {0} позиций.</translation>
    </message>
    <message>
        <source>That is too many: at most {0}.</source>
        <translation>Это слишком много: не больше {0}.</translation>
    </message>
</context>
<context>
    <name>Cards24Tab</name>
    <message>
        <source>24 cards</source>
        <translation>24 карты</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Сумма</translation>
    </message>
    <message>
        <source>to {0}</source>
        <translation>до {0}</translation>
    </message>
    <message>
        <source>Type the value of the card to take, e.g. 6. On the board: click a stack or press its digit.</source>
        <translation>Введите достоинство карты, например 6. На доске: щёлкните по стопке или нажмите её цифру.</translation>
    </message>
    <message>
        <source>How many cards of each value 1…{0} are still on the table, e.g. 4 4 4 4 4 4 (the start). The total so far follows from them.</source>
        <translation>Сколько карт каждого достоинства 1…{0} ещё на столе, например 4 4 4 4 4 4 (начало). Сумма следует из них.</translation>
    </message>
    <message>
        <source>total becomes {0}</source>
        <translation>сумма станет {0}</translation>
    </message>
</context>
<context>
    <name>Cards24ThinkingView</name>
    <message>
        <source>Cell and moves (mex)</source>
        <translation>Клетка и ходы (mex)</translation>
    </message>
    <message>
        <source>Table explorer</source>
        <translation>Обозреватель таблицы</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Взять</translation>
    </message>
    <message>
        <source>Cell after the move</source>
        <translation>Клетка после хода</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Число</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Пояснение</translation>
    </message>
    <message>
        <source>rows: cards of value</source>
        <translation>строки: карты достоинства</translation>
    </message>
    <message>
        <source>columns: cards of value</source>
        <translation>столбцы: карты достоинства</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>игра окончена</translation>
    </message>
    <message>
        <source>not zero: the player to move wins by moving to a zero</source>
        <translation>не ноль: ходящий выигрывает, сходив в нулевую клетку</translation>
    </message>
    <message>
        <source>zero: the player to move loses against perfect play</source>
        <translation>ноль: ходящий проигрывает при правильной игре соперника</translation>
    </message>
    <message>
        <source>over {0}: loses at once</source>
        <translation>больше {0}: сразу проигрыш</translation>
    </message>
    <message>
        <source>a zero: the opponent is lost</source>
        <translation>ноль: соперник проиграл</translation>
    </message>
    <message>
        <source>the computer&apos;s trap: {0} winning replies of {1}</source>
        <translation>ловушка компьютера: выигрывающих ответов {0} из {1}</translation>
    </message>
    <message>
        <source>the computer&apos;s choice</source>
        <translation>выбор компьютера</translation>
    </message>
    <message>
        <source>Every move leads to a non-zero cell, so every move loses against perfect play. The computer makes the game last as long as it can and, among those moves, picks the one that leaves you the fewest winning replies.</source>
        <translation>Каждый ход ведёт в ненулевую клетку, значит, любой ход проигрывает при правильной игре. Компьютер затягивает игру как можно дольше и среди таких ходов выбирает тот, после которого у вас меньше всего выигрывающих ответов.</translation>
    </message>
    <message>
        <source>The computer moves to a cell with value 0: from there every move of yours leads to a non-zero cell.</source>
        <translation>Компьютер ходит в клетку с числом 0: оттуда любой ваш ход ведёт в ненулевую клетку.</translation>
    </message>
    <message>
        <source>Values of the options: {{{0}}}.</source>
        <translation>Числа вариантов: {{{0}}}.</translation>
    </message>
    <message>
        <source>{0} is there</source>
        <translation>{0} есть</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0} is missing&lt;/b&gt;</source>
        <translation>&lt;b&gt;{0} нет&lt;/b&gt;</translation>
    </message>
    <message>
        <source>⇒ mex = {0}, the value of this cell.</source>
        <translation>⇒ mex = {0} — число этой клетки.</translation>
    </message>
    <message>
        <source>Other counts fixed as now: {0}. Zero cells (green) are lost for the player to move. Click a cell to go there.</source>
        <translation>Остальные числа — как сейчас: {0}. Нулевые клетки (зелёные) проигрышны для ходящего. Щёлкните клетку, чтобы перейти туда.</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <source>No deals yet</source>
        <translation>Раскладов пока нет</translation>
    </message>
</context>
<context>
    <name>ClassFolder</name>
    <message>
        <source>it does not exist or cannot be reached now</source>
        <translation>её нет или до неё сейчас не добраться</translation>
    </message>
    <message>
        <source>it is a file, not a folder</source>
        <translation>это файл, а не папка</translation>
    </message>
    <message>
        <source>this PC may not write there (read-only)</source>
        <translation>этому компьютеру нельзя туда писать (только чтение)</translation>
    </message>
    <message>
        <source>it cannot be reached ({0})</source>
        <translation>до неё не добраться ({0})</translation>
    </message>
    <message>
        <source>it cannot be reached</source>
        <translation>до неё не добраться</translation>
    </message>
</context>
<context>
    <name>ClassFolderDialog</name>
    <message>
        <source>Class folder</source>
        <translation>Папка класса</translation>
    </message>
    <message>
        <source>One folder for the whole class: every PC writes its pupils&apos; training results there, and pupils hand in their strategies there, so that the teacher&apos;s table shows the whole class. A network share, a folder on the teacher&apos;s USB stick or a folder on this PC; every PC of the class should name the same folder.</source>
        <translation>Одна папка на весь класс: каждый компьютер записывает туда результаты тренировок своих учеников, туда же ученики сдают стратегии — и таблица учителя показывает весь класс. Это может быть сетевая папка, папка на флешке учителя или папка на этом компьютере; на всех компьютерах класса должна быть указана одна и та же папка.</translation>
    </message>
    <message>
        <source>No class folder: results stay on each PC</source>
        <translation>Папки класса нет: результаты остаются на каждом компьютере</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Проверить снова</translation>
    </message>
    <message>
        <source>This PC writes its files as &lt;i&gt;pupil&lt;/i&gt;@{0}.json in the folder&apos;s &lt;i&gt;results&lt;/i&gt; folder. If the folder cannot be reached, results are kept on this PC and written there when it is back. The choice is kept in settings.ini as &lt;i&gt;class/folder&lt;/i&gt;, where an administrator can also set it.</source>
        <translation>Этот компьютер записывает файлы &lt;i&gt;ученик&lt;/i&gt;@{0}.json в папку &lt;i&gt;results&lt;/i&gt; внутри неё. Если папка недоступна, результаты хранятся на этом компьютере и записываются туда, когда она снова появится. Выбор хранится в settings.ini как &lt;i&gt;class/folder&lt;/i&gt; — там его может задать и администратор.</translation>
    </message>
    <message>
        <source>Choose the class folder</source>
        <translation>Выберите папку класса</translation>
    </message>
    <message>
        <source>No class folder is chosen: each PC keeps its pupils&apos; results to itself.</source>
        <translation>Папка класса не выбрана: каждый компьютер хранит результаты своих учеников у себя.</translation>
    </message>
    <message>
        <source>Checking {0}…</source>
        <translation>Проверяю {0}…</translation>
    </message>
    <message numerus="yes">
        <source>✔ Reachable and writable now; %n result file(s) in it.</source>
        <translation>
            <numerusform>✔ Доступна, запись возможна; в ней %n файл результатов.</numerusform>
            <numerusform>✔ Доступна, запись возможна; в ней %n файла результатов.</numerusform>
            <numerusform>✔ Доступна, запись возможна; в ней %n файлов результатов.</numerusform>
        </translation>
    </message>
    <message>
        <source>✘ Cannot be used: {0}. Until it can, each PC keeps its results.</source>
        <translation>✘ Использовать нельзя: {0}. Пока так, каждый компьютер хранит результаты у себя.</translation>
    </message>
</context>
<context>
    <name>ConvergenceChart</name>
    <message>
        <source>Won fraction and its 95 % interval as the number of deals grows</source>
        <translation>Доля сошедшихся раскладов и её 95-процентный интервал с ростом числа раскладов</translation>
    </message>
    <message>
        <source>deals solved (in seed order)</source>
        <translation>решено раскладов (по порядку номеров)</translation>
    </message>
    <message>
        <source>won, %</source>
        <translation>сошлось, %</translation>
    </message>
    <message>
        <source>won fraction</source>
        <translation>доля сошедшихся</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95-процентный интервал</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Deal</source>
        <translation>Расклад</translation>
    </message>
    <message>
        <source>The deck in dealing order: 52 cards separated by spaces, each a rank A 2 3 4 5 6 7 8 9 T J Q K and a suit C D H S (TD is the ten of diamonds). Cards 1–28 go to the piles row by row (the first card of each row face up), cards 29–52 are the stock, card 29 turned first.</source>
        <translation>Колода в порядке раздачи: 52 карты через пробел, каждая — достоинство A 2 3 4 5 6 7 8 9 T J Q K (туз, 2…10, валет, дама, король) и масть C D H S (трефы, бубны, червы, пики); TD — бубновая десятка. Карты 1–28 ложатся в стопки ряд за рядом (первая карта каждого ряда — открытой), карты 29–52 — колода, карта 29 открывается первой.</translation>
    </message>
</context>
<context>
    <name>DealsModel</name>
    <message>
        <source>Seed</source>
        <translation>Номер</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходов</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Развилок</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Позиций</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Секунд</translation>
    </message>
    <message>
        <source>undetermined, at most {0}: cannot be won</source>
        <translation>не определён, не больше {0}: не сходится</translation>
    </message>
    <message>
        <source>won</source>
        <translation>выигрыш</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>проигрыш</translation>
    </message>
    <message>
        <source>undetermined</source>
        <translation>не определён</translation>
    </message>
</context>
<context>
    <name>DeterminantTab</name>
    <message>
        <source>Determinant</source>
        <translation>Детерминант</translation>
    </message>
    <message>
        <source>A: rows</source>
        <translation>A: строки</translation>
    </message>
    <message>
        <source>B: columns</source>
        <translation>B: столбцы</translation>
    </message>
    <message>
        <source>Type N@RC: number N into row R, column C, e.g. 4@21. On the board: a digit key picks the number, arrows the cell, Enter writes.</source>
        <translation>Введите N@RC: число N в строку R, столбец C, например 4@21. На доске: цифра выбирает число, стрелки — клетку, Enter — вписать.</translation>
    </message>
    <message>
        <source>The table row by row: nine characters, digits 1–9 or &apos;.&apos; for an empty cell, e.g. 917.5.682. Whose move it is follows from how many cells are filled (A when even).</source>
        <translation>Таблица по строкам: девять символов, цифры 1–9 или «.» для пустой клетки, например 917.5.682. Чей ход, следует из числа заполненных клеток (A — при чётном).</translation>
    </message>
    <message>
        <source>{0} into row {1}, column {2}</source>
        <translation>{0} в строку {1}, столбец {2}</translation>
    </message>
</context>
<context>
    <name>DeterminantThinkingView</name>
    <message>
        <source>Exact values (perfect play)</source>
        <translation>Точные цены (безошибочная игра)</translation>
    </message>
    <message>
        <source>Minimax</source>
        <translation>Минимакс</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation>Альфа-бета</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>глубина</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Искать</translation>
    </message>
    <message>
        <source>Click to open or close this node.</source>
        <translation>Щёлкните, чтобы раскрыть или свернуть узел.</translation>
    </message>
    <message>
        <source>Choose a depth and press Search: the tree shows every node the search visits, with its α/β window.</source>
        <translation>Выберите глубину и нажмите «Искать»: дерево покажет каждый узел, который посещает поиск, с его окном α/β.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Поиск…</translation>
    </message>
    <message>
        <source>pruned: α ≥ β, {0} moves not searched</source>
        <translation>отсечение: α ≥ β, не просмотрено ходов: {0}</translation>
    </message>
    <message>
        <source>Minimax visited {0} nodes, alpha-beta {1} ({2}% fewer).</source>
        <translation>Минимакс просмотрел узлов: {0}, альфа-бета: {1} (на {2}% меньше).</translation>
    </message>
    <message>
        <source>Only the first {0} nodes are drawn.</source>
        <translation>Нарисованы только первые {0} узлов.</translation>
    </message>
    <message>
        <source>Leaves at the depth limit are valued by the static estimate (empty cells counted as the mean of the numbers left).</source>
        <translation>Листья на границе глубины оценены статической функцией (пустые клетки считаются равными среднему оставшихся чисел).</translation>
    </message>
    <message>
        <source>Values are for {0}, the player to move: {1}, as on the Analysis tab.</source>
        <translation>Оценки — с точки зрения ходящего ({0}): {1}, как на вкладке «Анализ».</translation>
    </message>
    <message>
        <source>Values are for {0}, the player to move now, as on the Analysis tab: SA − SB when A is to move, SB − SA when B is. {0} (square nodes) takes the maximum, {1} (round nodes) the minimum.</source>
        <translation>Оценки — с точки зрения того, кто ходит сейчас ({0}), как на вкладке «Анализ»: SA − SB, если ходит A, и SB − SA, если ходит B. {0} (квадратные узлы) берёт максимум, {1} (скруглённые) — минимум.</translation>
    </message>
    <message>
        <source>Symmetric moves share a node (×k). Click a node to look deeper.</source>
        <translation>Симметричные ходы собраны в один узел (×k). Щёлкните узел, чтобы заглянуть глубже.</translation>
    </message>
    <message>
        <source>≥ x, ≤ x: only a bound (a cutoff).</source>
        <translation>≥ x, ≤ x — только граница (было отсечение).</translation>
    </message>
    <message>
        <source>≥ x or ≤ x (dashed frame): only a bound — the search cut off there or below once it knew enough; the exact value was not needed. Press Step: each value appears when the search has finished its node.</source>
        <translation>≥ x или ≤ x (пунктирная рамка) — только граница: поиск сделал отсечение в этом узле или ниже, как только узнал достаточно; точная оценка не понадобилась. Нажимайте «Шаг»: каждая оценка появляется, когда поиск закончил свой узел.</translation>
    </message>
</context>
<context>
    <name>EgeExplanation</name>
    <message>
        <source>{0}) S = {1}</source>
        <translation>{0}) S = {1}</translation>
    </message>
    <message>
        <source>The tree for the answer to</source>
        <translation>Дерево для ответа на</translation>
    </message>
    <message>
        <source>Every S: {0}{1}{2} Petya wins on his move 1, 2, 3…; {3}{4}{5} Vanya wins on his move 1, 2, 3…; {6} nobody can force the end.</source>
        <translation>Все S: {0}{1}{2} Петя выигрывает своим 1-м, 2-м, 3-м… ходом; {3}{4}{5} Ваня выигрывает своим 1-м, 2-м, 3-м… ходом; {6} никто не может закончить игру.</translation>
    </message>
    <message>
        <source>Squares — Petya to move, rounded — Vanya to move; every move of the losing side and the winner&apos;s winning answer; green — the game is over.</source>
        <translation>Квадраты — ходит Петя, скруглённые — ходит Ваня; все ходы проигрывающего и выигрывающий ответ победителя; зелёным — игра окончена.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>nim: &apos;{0}&apos; is not a move; write heap:stones, e.g. 2:3</source>
        <translation>«{0}» — не ход; пишите куча:камни, например 2:3</translation>
    </message>
    <message>
        <source>nim: heap {0} has {1} stones; at most {2}</source>
        <translation>в куче {0} {1} камней; можно не больше {2}</translation>
    </message>
    <message>
        <source>nim: no heaps given</source>
        <translation>не задано ни одной кучи</translation>
    </message>
    <message>
        <source>nim: the app plays 1 to {0} heaps, not {1}</source>
        <translation>программа играет с числом куч от 1 до {0}, а не {1}</translation>
    </message>
    <message>
        <source>nim: &apos;heaps&apos; must be a list of whole numbers</source>
        <translation>«heaps» должно быть списком целых чисел</translation>
    </message>
    <message>
        <source>nim: {0} is not a legal move here</source>
        <translation>{0} — недопустимый ход в этой позиции</translation>
    </message>
    <message>
        <source>{0}: &apos;{1}&apos; is not a legal move here</source>
        <translation>{0}: «{1}» — недопустимый ход в этой позиции</translation>
    </message>
    <message>
        <source>determinant: the table needs 9 cells (digits 1-9 or &apos;.&apos;), got {0}</source>
        <translation>в таблице должно быть 9 клеток (цифры 1–9 или «.»), а их {0}</translation>
    </message>
    <message>
        <source>determinant: cell {0}{1} holds &apos;{2}&apos;, not a digit 1-9 or &apos;.&apos;</source>
        <translation>в клетке {0}{1} стоит «{2}», а не цифра 1–9 или «.»</translation>
    </message>
    <message>
        <source>determinant: number {0} appears twice</source>
        <translation>число {0} встречается дважды</translation>
    </message>
    <message>
        <source>determinant: &apos;{0}&apos; is not a move; write N@RC, e.g. 4@21</source>
        <translation>«{0}» — не ход; пишите N@RC, например 4@21</translation>
    </message>
    <message>
        <source>determinant: {0} is not a legal move here</source>
        <translation>{0} — недопустимый ход в этой позиции</translation>
    </message>
    <message>
        <source>determinant: {0}@{1}{2} is not legal</source>
        <translation>{0}@{1}{2} — недопустимый ход</translation>
    </message>
    <message>
        <source>{0}: unknown variant &apos;{1}&apos; (one of {2})</source>
        <translation>{0}: неизвестный вариант «{1}» (возможны: {2})</translation>
    </message>
    <message>
        <source>cards24: the deck lists how many cards of each value 1…V, V from 1 to {0}</source>
        <translation>колода задаёт, сколько карт каждого достоинства 1…V, V от 1 до {0}</translation>
    </message>
    <message>
        <source>cards24: give {0} counts (cards of value 1…{0} left), got {1}</source>
        <translation>нужно {0} чисел (сколько осталось карт достоинства 1…{0}), а дано {1}</translation>
    </message>
    <message>
        <source>cards24: {0} cards of value {1} left, but the deck has only {2}</source>
        <translation>осталось {0} карт достоинства {1}, а в колоде их всего {2}</translation>
    </message>
    <message>
        <source>cards24: the cards taken already add up to {0}, over the target {1}</source>
        <translation>взятые карты уже дают {0} — больше цели {1}</translation>
    </message>
    <message>
        <source>cards24: &apos;deck&apos; must list whole numbers and &apos;target&apos; be one</source>
        <translation>«deck» должно быть списком целых чисел, а «target» — целым числом</translation>
    </message>
    <message>
        <source>cards24: no card {0} can be taken here</source>
        <translation>здесь нельзя взять карту {0}</translation>
    </message>
    <message>
        <source>cannot read the file: {0}</source>
        <translation>не удалось прочитать файл: {0}</translation>
    </message>
    <message>
        <source>move {0} (&apos;{1}&apos;): {2}</source>
        <translation>ход {0} («{1}»): {2}</translation>
    </message>
    <message>
        <source>the field &apos;current&apos; is out of range</source>
        <translation>поле «current» вне допустимых границ</translation>
    </message>
    <message>
        <source>the field &apos;moves&apos; must list moves as text</source>
        <translation>в поле «moves» ходы должны быть записаны текстом</translation>
    </message>
    <message>
        <source>the field &apos;{0}&apos; is missing or has the wrong type</source>
        <translation>поле «{0}» отсутствует или имеет неверный тип</translation>
    </message>
    <message>
        <source>the file has version {0}; this program reads up to version {1}</source>
        <translation>версия файла {0}; программа читает версии до {1}</translation>
    </message>
    <message>
        <source>the file holds a game of &apos;{0}&apos;, not &apos;{1}&apos;</source>
        <translation>в файле игра «{0}», а не «{1}»</translation>
    </message>
    <message>
        <source>the file is not valid JSON (line {0})</source>
        <translation>файл — не корректный JSON (строка {0})</translation>
    </message>
    <message>
        <source>this is not a Finite Games file</source>
        <translation>это не файл «Конечных игр»</translation>
    </message>
    <message>
        <source>this program has no game &apos;{0}&apos;</source>
        <translation>в программе нет игры «{0}»</translation>
    </message>
    <message>
        <source>nim: bad edge &apos;{0}&apos;; write e.g. 1,2;2,3;1</source>
        <translation>ним: неверный набор «{0}»; пишите, например, 1,2;2,3;1</translation>
    </message>
    <message>
        <source>nim: this variant is solved by search; the heaps allow at most {0} smaller positions (e.g. three heaps of 20)</source>
        <translation>ним: этот вариант решается перебором; кучи должны давать не больше {0} меньших позиций (например, три кучи по 20)</translation>
    </message>
    <message>
        <source>nim: unknown variant &apos;{0}&apos; (one of {1})</source>
        <translation>ним: неизвестный вариант «{0}» (один из {1})</translation>
    </message>
    <message>
        <source>nim: variant &apos;{0}&apos; needs --k K with K ≥ 1</source>
        <translation>ним: варианту «{0}» нужно k ≥ 1</translation>
    </message>
    <message>
        <source>nim: every edge must list heap numbers from 1</source>
        <translation>ним: в каждом наборе — номера куч начиная с 1</translation>
    </message>
    <message>
        <source>seki: unknown variant &apos;{0}&apos; (one of {1})</source>
        <translation>секи: неизвестный вариант «{0}» (один из {1})</translation>
    </message>
    <message>
        <source>seki: write the matrix, then R or C, then &apos;passed&apos; if the last move was a pass, e.g. 2,1/1,2 R; got &apos;{0}&apos;</source>
        <translation>секи: пишите матрицу, затем R или C, затем «passed», если последним был пас, например 2,1/1,2 R; получено «{0}»</translation>
    </message>
    <message>
        <source>seki: the player to move is R or C, not &apos;{0}&apos;</source>
        <translation>секи: ходит R или C, а не «{0}»</translation>
    </message>
    <message>
        <source>seki: row {0} is not numbers: &apos;{1}&apos;</source>
        <translation>секи: строка {0} — не числа: «{1}»</translation>
    </message>
    <message>
        <source>seki: row {0} has an entry outside 0…{1}</source>
        <translation>секи: в строке {0} число вне 0…{1}</translation>
    </message>
    <message>
        <source>seki: the rows must have equal length</source>
        <translation>секи: строки должны быть одной длины</translation>
    </message>
    <message>
        <source>seki: at most {0}×{0}</source>
        <translation>секи: не больше {0}×{0}</translation>
    </message>
    <message>
        <source>seki: &apos;matrix&apos; must be a list of rows</source>
        <translation>секи: «matrix» — список строк</translation>
    </message>
    <message>
        <source>seki: a row or a column is all zeros: the game is over</source>
        <translation>секи: строка или столбец целиком из нулей — игра уже окончена</translation>
    </message>
    <message>
        <source>seki: entry {0},{1} cannot be decreased</source>
        <translation>секи: число в клетке {0},{1} нельзя уменьшить</translation>
    </message>
    <message>
        <source>seki: the game is over</source>
        <translation>секи: игра окончена</translation>
    </message>
    <message>
        <source>seki: {0} is not a move</source>
        <translation>секи: {0} — не ход</translation>
    </message>
    <message>
        <source>odnomastka: with k = {0} the cards are 1…{1}; {2} is not one</source>
        <translation>одномастка: при k = {0} карты — это 1…{1}; карты {2} нет</translation>
    </message>
    <message>
        <source>odnomastka: unknown variant &apos;{0}&apos; (one of {1})</source>
        <translation>одномастка: неизвестный вариант «{0}» (один из {1})</translation>
    </message>
    <message>
        <source>odnomastka: write A:1,4,5 B:2,3,6 lead:A [table:5], not &apos;{0}&apos;</source>
        <translation>одномастка: пишите A:1,4,5 B:2,3,6 lead:A [table:5], а не «{0}»</translation>
    </message>
    <message>
        <source>odnomastka: &apos;{0}:&apos; is missing</source>
        <translation>одномастка: не хватает «{0}:»</translation>
    </message>
    <message>
        <source>odnomastka: lead is A or B, not &apos;{0}&apos;</source>
        <translation>одномастка: ходит A или B, а не «{0}»</translation>
    </message>
    <message>
        <source>odnomastka: one card on the table, not &apos;{0}&apos;</source>
        <translation>одномастка: на столе одна карта, а не «{0}»</translation>
    </message>
    <message>
        <source>odnomastka: card {0} is dealt twice</source>
        <translation>одномастка: карта {0} сдана дважды</translation>
    </message>
    <message>
        <source>odnomastka: the hands must be equal (one more card for the player answering a card on the table); got {0} and {1}</source>
        <translation>одномастка: руки должны быть равными (у отвечающего на карту на столе — на одну больше); сейчас {0} и {1}</translation>
    </message>
    <message>
        <source>odnomastka: at most {0} cards a hand</source>
        <translation>одномастка: не больше {0} карт в руке</translation>
    </message>
    <message>
        <source>odnomastka: {0} holds &apos;{1}&apos;; write card numbers like 1,4,5</source>
        <translation>одномастка: в {0} записано «{1}»; пишите номера карт, например 1,4,5</translation>
    </message>
    <message>
        <source>odnomastka: cards are numbered from 1, not {0}</source>
        <translation>одномастка: карты нумеруются с 1, а не с {0}</translation>
    </message>
    <message>
        <source>durak: unknown variant &apos;{0}&apos; (one of {1})</source>
        <translation>дурак: неизвестный вариант «{0}» (один из {1})</translation>
    </message>
    <message>
        <source>durak: write A:1,4,5 B:2,3,6 attack:A [table:5], not &apos;{0}&apos;</source>
        <translation>дурак: пишите A:1,4,5 B:2,3,6 attack:A [table:5], а не «{0}»</translation>
    </message>
    <message>
        <source>durak: &apos;{0}:&apos; is missing</source>
        <translation>дурак: не хватает «{0}:»</translation>
    </message>
    <message>
        <source>durak: attack is A or B, not &apos;{0}&apos;</source>
        <translation>дурак: нападает A или B, а не «{0}»</translation>
    </message>
    <message>
        <source>durak: one card on the table, not &apos;{0}&apos;</source>
        <translation>дурак: на столе одна карта, а не «{0}»</translation>
    </message>
    <message>
        <source>durak: card {0} is dealt twice</source>
        <translation>дурак: карта {0} сдана дважды</translation>
    </message>
    <message>
        <source>durak: at most 26 cards</source>
        <translation>дурак: не больше 26 карт</translation>
    </message>
    <message>
        <source>durak: {0} holds &apos;{1}&apos;; write card numbers like 1,4,5</source>
        <translation>дурак: в {0} записано «{1}»; пишите номера карт, например 1,4,5</translation>
    </message>
    <message>
        <source>durak: cards are numbered from 1, not {0}</source>
        <translation>дурак: карты нумеруются с 1, а не с {0}</translation>
    </message>
    <message>
        <source>odnomastka: the first player is A or B</source>
        <translation>одномастка: первым ходит A или B</translation>
    </message>
    <message>
        <source>odnomastka: this version deals 1 to {0} cards a hand, not {1}</source>
        <translation>одномастка: в этом варианте сдают от 1 до {0} карт в руку, а не {1}</translation>
    </message>
    <message>
        <source>durak: the app deals 1 to {0} cards a hand, not {1}</source>
        <translation>дурак: программа сдаёт от 1 до {0} карт в руку, а не {1}</translation>
    </message>
    <message>
        <source>odnomastka: &apos;hands&apos; must be two lists of card numbers</source>
        <translation>одномастка: «hands» — два списка номеров карт</translation>
    </message>
    <message>
        <source>odnomastka: unknown game &apos;{0}&apos;</source>
        <translation>одномастка: неизвестная игра «{0}»</translation>
    </message>
    <message>
        <source>{0}: {1} cards a hand; the game deals 1 to {2}</source>
        <translation>{0}: {1} карт в руке; в игре сдают от 1 до {2}</translation>
    </message>
    <message>
        <source>durak: {0} is not a legal move here</source>
        <translation>дурак: {0} — недопустимый ход в этой позиции</translation>
    </message>
    <message>
        <source>odnomastka: {0} is not in the hand of {1}</source>
        <translation>одномастка: карты {0} нет в руке {1}</translation>
    </message>
    <message>
        <source>kalah: {0} houses a side; the game has 1 to {1}</source>
        <translation>калах: {0} домов у стороны; в игре бывает от 1 до {1}</translation>
    </message>
    <message>
        <source>kalah: {0} seeds a house; the game has 1 to {1}</source>
        <translation>калах: {0} семян в доме; в игре бывает от 1 до {1}</translation>
    </message>
    <message>
        <source>kalah: unknown variant &apos;{0}&apos; (one of {1})</source>
        <translation>калах: неизвестный вариант «{0}» (один из {1})</translation>
    </message>
    <message>
        <source>kalah: --end is either or mover, not &apos;{0}&apos;</source>
        <translation>калах: --end — either или mover, а не «{0}»</translation>
    </message>
    <message>
        <source>kalah: write SOUTH_HOUSES/SOUTH_STORE/NORTH_HOUSES/NORTH_STORE/SIDE, e.g. 4,4,4/0/4,4,4/0/S; got &apos;{0}&apos;</source>
        <translation>калах: пишите ДОМА_ЮГА/КАЛАХ_ЮГА/ДОМА_СЕВЕРА/КАЛАХ_СЕВЕРА/ХОД, например 4,4,4/0/4,4,4/0/S; получено «{0}»</translation>
    </message>
    <message>
        <source>kalah: the side to move is S or N, not &apos;{0}&apos;</source>
        <translation>калах: ходит S или N, а не «{0}»</translation>
    </message>
    <message>
        <source>kalah: each store is one number</source>
        <translation>калах: в каждом калахе одно число</translation>
    </message>
    <message>
        <source>kalah: South has {0} houses and North {1}; they must be equal</source>
        <translation>калах: у Юга {0} домов, у Севера {1}; должно быть поровну</translation>
    </message>
    <message>
        <source>kalah: this board has {0} houses a side, not {1}</source>
        <translation>калах: на этой доске {0} домов у стороны, а не {1}</translation>
    </message>
    <message>
        <source>kalah: the board holds {0} seeds; Kalah({1},{2}) has {3}</source>
        <translation>калах: на доске {0} семян, а в калахе({1},{2}) их {3}</translation>
    </message>
    <message>
        <source>kalah: the linear evaluation needs {0} weights, not {1}</source>
        <translation>калах: линейной оценке нужно {0} весов, а не {1}</translation>
    </message>
    <message>
        <source>kalah: the depth is 1 to {0}, not {1}</source>
        <translation>калах: глубина от 1 до {0}, а не {1}</translation>
    </message>
    <message>
        <source>kalah: the setting &apos;first&apos; is 0 (S) or 1 (N), not {0}</source>
        <translation>калах: настройка «first» — 0 (S) или 1 (N), а не {0}</translation>
    </message>
    <message>
        <source>kalah tournament: give a depth 1…{1} after &apos;{0}:&apos;</source>
        <translation>турнир по калаху: после «{0}:» укажите глубину 1…{1}</translation>
    </message>
    <message>
        <source>kalah: bad settings: {0}</source>
        <translation>калах: неверные настройки: {0}</translation>
    </message>
    <message>
        <source>kalah: the weights must be numbers</source>
        <translation>калах: веса должны быть числами</translation>
    </message>
    <message>
        <source>kalah tournament: at least two players, e.g. stores:4,stores+sides:4</source>
        <translation>турнир по калаху: нужно не меньше двух игроков, например stores:4,stores+sides:4</translation>
    </message>
    <message>
        <source>kalah tournament: unknown evaluation &apos;{0}&apos; (one of {1})</source>
        <translation>турнир по калаху: неизвестная оценочная функция «{0}» (возможны: {1})</translation>
    </message>
    <message>
        <source>kalah: house {0} is empty</source>
        <translation>калах: лунка {0} пуста</translation>
    </message>
    <message>
        <source>kalah: {0} is not a legal move here</source>
        <translation>калах: {0} — недопустимый ход в этой позиции</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; ends too early</source>
        <translation>«{0}» обрывается на середине</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; misses a &apos;)&apos;</source>
        <translation>в «{0}» не хватает «)»</translation>
    </message>
    <message>
        <source>&apos;not&apos; is only for conditions: &apos;{0}&apos;</source>
        <translation>«not» бывает только в условиях: «{0}»</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; has an unknown word or sign &apos;{1}&apos; (use {2}, numbers, + - * // %)</source>
        <translation>в «{0}» непонятное слово или знак «{1}» (можно {2}, числа, + - * // %)</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is only for conditions: &apos;{1}&apos;</source>
        <translation>«{0}» бывает только в условиях: «{1}»</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; chains comparisons; join them with &apos;and&apos;</source>
        <translation>в «{0}» сравнения идут цепочкой; соедините их через «and»</translation>
    </message>
    <message>
        <source>an empty expression</source>
        <translation>пустое выражение</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; has something extra at &apos;{1}&apos;</source>
        <translation>в «{0}» лишнее начиная с «{1}»</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; has a character we do not read: &apos;{1}&apos;</source>
        <translation>в «{0}» непонятный символ «{1}»</translation>
    </message>
    <message>
        <source>cannot read {0}: {1}</source>
        <translation>не удаётся прочитать {0}: {1}</translation>
    </message>
    <message>
        <source>{0} is not valid JSON: {1}</source>
        <translation>{0} — не JSON: {1}</translation>
    </message>
    <message>
        <source>the task must be a JSON object</source>
        <translation>задача должна быть JSON-объектом</translation>
    </message>
    <message>
        <source>unknown field &apos;{0}&apos;</source>
        <translation>неизвестное поле «{0}»</translation>
    </message>
    <message>
        <source>heaps: one to three starting heaps, e.g. [7, &quot;S&quot;]</source>
        <translation>heaps: от одной до трёх куч, например [7, &quot;S&quot;]</translation>
    </message>
    <message>
        <source>heaps: heap {0} must be a whole number ≥ 0 or &quot;S&quot;, not {1}</source>
        <translation>heaps: куча {0} должна быть целым числом ≥ 0 или &quot;S&quot;, а не {1}</translation>
    </message>
    <message>
        <source>heaps: exactly one heap must be &quot;S&quot;</source>
        <translation>heaps: ровно одна куча должна быть &quot;S&quot;</translation>
    </message>
    <message>
        <source>s_range: [low, high] with whole numbers (high may be null)</source>
        <translation>s_range: [от, до] целыми числами («до» может быть null)</translation>
    </message>
    <message>
        <source>s_max: a whole number ≥ 0</source>
        <translation>s_max: целое число ≥ 0</translation>
    </message>
    <message>
        <source>s_range: [{0}, {1}] is empty or negative</source>
        <translation>s_range: [{0}, {1}] пуст или отрицателен</translation>
    </message>
    <message>
        <source>moves: a non-empty list of {&quot;expr&quot;: …}</source>
        <translation>moves: непустой список {&quot;expr&quot;: …}</translation>
    </message>
    <message>
        <source>moves[{0}]: an object with &quot;expr&quot; and optional &quot;when&quot;</source>
        <translation>moves[{0}]: объект с &quot;expr&quot; и необязательным &quot;when&quot;</translation>
    </message>
    <message>
        <source>moves[{0}].expr: {1}</source>
        <translation>ход {0}, выражение: {1}</translation>
    </message>
    <message>
        <source>moves[{0}].when: a condition as text</source>
        <translation>ход {0}, условие: нужно условие текстом</translation>
    </message>
    <message>
        <source>moves[{0}].when: {1}</source>
        <translation>ход {0}, условие: {1}</translation>
    </message>
    <message>
        <source>heap_choice: any, smaller or larger, not {0}</source>
        <translation>heap_choice: any, smaller или larger, а не {0}</translation>
    </message>
    <message>
        <source>end: an object with measure, op and value</source>
        <translation>end: объект с measure, op и value</translation>
    </message>
    <message>
        <source>end.measure: one of {0}</source>
        <translation>end.measure: одно из {0}</translation>
    </message>
    <message>
        <source>end.op: one of &gt;= &gt; &lt;= &lt;</source>
        <translation>end.op: одно из &gt;= &gt; &lt;= &lt;</translation>
    </message>
    <message>
        <source>end.value: a whole number</source>
        <translation>end.value: целое число</translation>
    </message>
    <message>
        <source>end.heap: a heap number from 1 to {0}</source>
        <translation>end.heap: номер кучи от 1 до {0}</translation>
    </message>
    <message>
        <source>winner: last-mover or other</source>
        <translation>winner: last-mover или other</translation>
    </message>
    <message>
        <source>overshoot: {&quot;op&quot;: &quot;&lt;=&quot;, &quot;value&quot;: 72}</source>
        <translation>overshoot: {&quot;op&quot;: &quot;&lt;=&quot;, &quot;value&quot;: 72}</translation>
    </message>
    <message>
        <source>no_repeat: none, own or opponent</source>
        <translation>no_repeat: none, own или opponent</translation>
    </message>
    <message>
        <source>title: text</source>
        <translation>title: текст</translation>
    </message>
    <message>
        <source>ege: no move {0}</source>
        <translation>ЕГЭ: нет хода {0}</translation>
    </message>
    <message>
        <source>ege: &apos;{0}&apos; is neither a heap size nor Petya/Vanya</source>
        <translation>ЕГЭ: «{0}» — не размер кучи и не Petya/Vanya</translation>
    </message>
    <message>
        <source>ege: this task has {0} heaps, not {1}</source>
        <translation>ЕГЭ: в этой задаче куч {0}, а не {1}</translation>
    </message>
    <message>
        <source>ege: no move leaves the heaps {0}</source>
        <translation>ЕГЭ: никакой ход не оставляет кучи {0}</translation>
    </message>
    <message>
        <source>ege: S must be a whole number ≥ 0, not {0}</source>
        <translation>ЕГЭ: S должно быть целым числом ≥ 0, а не {0}</translation>
    </message>
    <message>
        <source>ege: with S = {0} the game is over before it starts</source>
        <translation>ЕГЭ: при S = {0} игра окончена, не начавшись</translation>
    </message>
    <message>
        <source>{0} is not a legal move in {1}</source>
        <translation>{0} — недопустимый ход в позиции {1}</translation>
    </message>
    <message>
        <source>not a number: &apos;{0}&apos;</source>
        <translation>не число: «{0}»</translation>
    </message>
    <message>
        <source>negative: {0}</source>
        <translation>меньше нуля: {0}</translation>
    </message>
    <message>
        <source>less than {1}: {0}</source>
        <translation>меньше {1}: {0}</translation>
    </message>
    <message>
        <source>more than {1}: {0}</source>
        <translation>больше {1}: {0}</translation>
    </message>
    <message>
        <source>not a number of seconds: &apos;{0}&apos;</source>
        <translation>не число секунд: «{0}»</translation>
    </message>
    <message>
        <source>not positive: {0}</source>
        <translation>не больше нуля: {0}</translation>
    </message>
    <message>
        <source>nim: heap {0} is {1}</source>
        <translation>куча {0} — {1}</translation>
    </message>
    <message>
        <source>nim: {0} heaps; at most {1}</source>
        <translation>куч: {0}; можно не больше {1}</translation>
    </message>
    <message>
        <source>nim: {0} edges; at most {1}</source>
        <translation>рёбер: {0}; можно не больше {1}</translation>
    </message>
    <message>
        <source>nim: these heaps allow {0} moves; the answer lists every move, at most {1}</source>
        <translation>из этих куч {0} ходов; ответ перечисляет каждый ход, их может быть не больше {1}</translation>
    </message>
    <message>
        <source>nim: a lost position with {0} moves is out of reach (at most {1} when lost); use --depth or --time-limit</source>
        <translation>проигрышная позиция с {0} ходами слишком велика (для проигрышной — не больше {1}); задайте --depth или --time-limit</translation>
    </message>
    <message>
        <source>nim: variant &apos;{0}&apos; is solved by search; these heaps give {1} positions × moves, at most {2}; use --depth or --time-limit</source>
        <translation>вариант «{0}» решается перебором; эти кучи дают {1} (позиции × ходы), можно не больше {2}; задайте --depth или --time-limit</translation>
    </message>
    <message>
        <source>nim: a search limited by --depth or --time-limit takes at most {0} moves, not {1}; without them the nim-sum answers exactly</source>
        <translation>поиск с --depth или --time-limit берёт не больше {0} ходов, а не {1}; без этих ограничений ним-сумма даёт точный ответ</translation>
    </message>
    <message>
        <source>nim: a search limited by --depth or --time-limit takes at most {0} moves, not {1}</source>
        <translation>поиск с --depth или --time-limit берёт не больше {0} ходов, а не {1}</translation>
    </message>
    <message>
        <source>nim: --edges applies only to variant &apos;hypergraph&apos;</source>
        <translation>ним: --edges задаётся только для варианта «hypergraph»</translation>
    </message>
    <message>
        <source>nim: --k does not apply to variant &apos;{0}&apos;</source>
        <translation>ним: --k не относится к варианту «{0}»</translation>
    </message>
    <message>
        <source>nim: an edge names heap {0}, but there are only {1} heaps</source>
        <translation>ним: набор называет кучу {0}, а куч всего {1}</translation>
    </message>
    <message>
        <source>nim: variant &apos;hypergraph&apos; needs --edges, e.g. &quot;1,2;2,3;1&quot;</source>
        <translation>ним: варианту «hypergraph» нужен --edges, например «1,2;2,3;1»</translation>
    </message>
    <message>
        <source>nim: {0} is not legal in {1}</source>
        <translation>{0} — недопустимый ход при кучах {1}</translation>
    </message>
    <message>
        <source>cards24: the count of {0}s is {1}</source>
        <translation>число карт достоинства {0} — {1}</translation>
    </message>
    <message>
        <source>cards24: the count of {0}s in the deck is {1}</source>
        <translation>число карт достоинства {0} в колоде — {1}</translation>
    </message>
    <message>
        <source>cards24: the target is 1 to {0}, not {1}</source>
        <translation>цель — от 1 до {0}, а не {1}</translation>
    </message>
    <message>
        <source>cards24: this deck has {0} positions; the analysis builds tables of at most {1}</source>
        <translation>у этой колоды {0} позиций; анализ строит таблицы не больше чем на {1}</translation>
    </message>
    <message>
        <source>kalah: the seeds of a South house are {0}</source>
        <translation>калах: число семян в лунке Юга — {0}</translation>
    </message>
    <message>
        <source>kalah: the seeds of a North house are {0}</source>
        <translation>калах: число семян в лунке Севера — {0}</translation>
    </message>
    <message>
        <source>kalah: the seeds of the South store are {0}</source>
        <translation>калах: число семян в калахе Юга — {0}</translation>
    </message>
    <message>
        <source>kalah: the seeds of the North store are {0}</source>
        <translation>калах: число семян в калахе Севера — {0}</translation>
    </message>
    <message>
        <source>kalah: the board holds {0} seeds; at most {1}</source>
        <translation>калах: на доске {0} семян; можно не больше {1}</translation>
    </message>
    <message>
        <source>kalah: {0} seeds in the houses; an exact answer with {1} houses a side reaches at most {2}; use --depth or --time-limit</source>
        <translation>калах: в лунках {0} семян; точный ответ при {1} лунках у игрока — не больше чем для {2}; задайте --depth или --time-limit</translation>
    </message>
    <message>
        <source>seki: these liberties allow {0} smaller matrices; an exact answer reaches at most {1}</source>
        <translation>секи: эти свободы дают {0} меньших матриц; точный ответ — не больше чем для {1}</translation>
    </message>
    <message>
        <source>odnomastka: cards are numbered up to {0}, not {1}</source>
        <translation>одномастка: номера карт — до {0}, а не {1}</translation>
    </message>
    <message>
        <source>durak: cards are numbered up to {0}, not {1}</source>
        <translation>дурак: номера карт — до {0}, а не {1}</translation>
    </message>
    <message>
        <source>{0}: {1} cards in play; an exact answer reaches at most {2}; use --depth or --time-limit</source>
        <translation>{0}: в игре {1} карт; точный ответ — не больше чем для {2}; задайте --depth или --time-limit</translation>
    </message>
    <message>
        <source>ege: a heap is {0}</source>
        <translation>ЕГЭ: куча — {0}</translation>
    </message>
    <message>
        <source>{0} is larger than {1} bytes: not a task file</source>
        <translation>{0} больше {1} байт: это не файл задачи</translation>
    </message>
    <message>
        <source>{0} is nested too deeply</source>
        <translation>в {0} слишком глубокая вложенность</translation>
    </message>
    <message>
        <source>{0} holds a number too large</source>
        <translation>в {0} слишком большое число</translation>
    </message>
    <message>
        <source>the task is nested too deeply</source>
        <translation>в задаче слишком глубокая вложенность</translation>
    </message>
    <message>
        <source>a number of the task is beyond ±{0}</source>
        <translation>число в задаче за пределами ±{0}</translation>
    </message>
    <message>
        <source>s_range: at most {0} values of S</source>
        <translation>s_range: не больше {0} значений S</translation>
    </message>
    <message>
        <source>an expression of at most {0} characters</source>
        <translation>выражение должно быть не длиннее {0} символов</translation>
    </message>
    <message>
        <source>the file holds &apos;{0}&apos;, which is not a number</source>
        <translation>в файле записано «{0}», а это не число</translation>
    </message>
    <message>
        <source>the file holds a number too large: {0}</source>
        <translation>в файле слишком большое число: {0}</translation>
    </message>
    <message>
        <source>the file is UTF-16 text without a byte-order mark; save it as UTF-8</source>
        <translation>файл в кодировке UTF-16 без метки порядка байтов; сохраните его в UTF-8</translation>
    </message>
    <message>
        <source>the file is larger than {0} KB; a saved game is much smaller</source>
        <translation>файл больше {0} КБ, а сохранённая партия намного меньше</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte {0} cannot be read); save it as UTF-8</source>
        <translation>файл не в кодировке UTF-8 (байт {0} не читается); сохраните его в UTF-8</translation>
    </message>
    <message>
        <source>the file lists {0} moves; no game here lasts more than {1}</source>
        <translation>в файле {0} ходов, а ни одна игра здесь не длится больше {1}</translation>
    </message>
    <message>
        <source>the file nests lists or objects more than {0} deep</source>
        <translation>в файле списки или объекты вложены глубже {0} уровней</translation>
    </message>
    <message>
        <source>the file holds a number with {0} digits; numbers of at most {1} digits are read</source>
        <translation>в файле есть число, в котором цифр: {0}; программа читает числа, в которых цифр не больше {1}</translation>
    </message>
    <message>
        <source>unknown game &apos;{0}&apos; (known: {1})</source>
        <translation>неизвестная игра «{0}» (известны: {1})</translation>
    </message>
    <message>
        <source>{0}: option --{1} does not apply to this game</source>
        <translation>{0}: параметр --{1} к этой игре не относится</translation>
    </message>
    <message>
        <source>{0}: the setting &apos;{1}&apos; is a whole number, not {2}</source>
        <translation>{0}: настройка «{1}» — целое число, а не {2}</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>такого файла нет</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation>это папка, а не файл</translation>
    </message>
    <message>
        <source>there is no permission to read the file</source>
        <translation>нет прав на чтение файла</translation>
    </message>
    <message>
        <source>the settings or the position in the file are beyond what this game can play ({0})</source>
        <translation>настройки или позиция в файле выходят за пределы того, что умеет эта игра ({0})</translation>
    </message>
    <message>
        <source>this is not an autosave of Finite Games</source>
        <translation>это не автосохранение «Конечных игр»</translation>
    </message>
    <message>
        <source>this is not a battle file of Finite Games</source>
        <translation>это не файл соревнования «Конечных игр»</translation>
    </message>
    <message>
        <source>{0}; the file was moved aside as {1}</source>
        <translation>{0}; файл переименован в {1}</translation>
    </message>
    <message>
        <source>bad values replaced by their defaults: {0}</source>
        <translation>неверные значения заменены значениями по умолчанию: {0}</translation>
    </message>
    <message>
        <source>the file cannot be read as settings; moved aside as {0}, defaults used</source>
        <translation>файл не читается как настройки; он переименован в {0}, взяты настройки по умолчанию</translation>
    </message>
    <message>
        <source>the file is {0} KB, more than a settings file can be ({1} KB); moved aside as {2}, defaults used</source>
        <translation>файл занимает {0} КБ, больше, чем бывает у файла настроек ({1} КБ); он переименован в {2}, взяты настройки по умолчанию</translation>
    </message>
    <message>
        <source>the folder {0} beside the program cannot be written to (a read-only stick?), so the settings and the autosave are kept in {1}</source>
        <translation>в папку {0} рядом с программой нельзя записывать (флешка только для чтения?), поэтому настройки и автосохранение хранятся в {1}</translation>
    </message>
    <message>
        <source>{0}: did not load within {1} s</source>
        <translation>{0}: не загрузился за {1} с</translation>
    </message>
    <message>
        <source>{0}: no move within {1} s</source>
        <translation>{0}: нет хода за {1} с</translation>
    </message>
    <message>
        <source>{0} (position {1})</source>
        <translation>{0} (позиция {1})</translation>
    </message>
    <message>
        <source>{0}: &apos;{1}&apos; is not a legal move (position {2}; legal: {3})</source>
        <translation>{0}: ход «{1}» не из списка допустимых (позиция {2}; допустимы: {3})</translation>
    </message>
    <message>
        <source>{0}: {1} (position {2})</source>
        <translation>{0}: {1} (позиция {2})</translation>
    </message>
    <message>
        <source>{0}: used more than {1} MB (position {2})</source>
        <translation>{0}: занял больше {1} МБ памяти (позиция {2})</translation>
    </message>
    <message>
        <source>line {0}: {1}</source>
        <translation>строка {0}: {1}</translation>
    </message>
    <message>
        <source>no function choose_move(position, moves, info)</source>
        <translation>нет функции choose_move(position, moves, info)</translation>
    </message>
    <message>
        <source>returned {0}, not a move</source>
        <translation>вернул {0}, а не ход</translation>
    </message>
    <message>
        <source>printed too much</source>
        <translation>напечатал слишком много</translation>
    </message>
    <message>
        <source>ran out of memory</source>
        <translation>не хватило памяти</translation>
    </message>
    <message>
        <source>ended its process (sys.exit)</source>
        <translation>завершил свой процесс (sys.exit)</translation>
    </message>
    <message>
        <source>did not load</source>
        <translation>не загрузился</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>нет ответа</translation>
    </message>
    <message>
        <source>its process was killed (signal {0})</source>
        <translation>его процесс убит (сигнал {0})</translation>
    </message>
    <message>
        <source>its process ended (exit code {0})</source>
        <translation>его процесс завершился (код {0})</translation>
    </message>
    <message>
        <source>garbled answer</source>
        <translation>ответ не читается</translation>
    </message>
    <message>
        <source>from 1 to {0} variants, not {1}</source>
        <translation>от 1 до {0} вариантов, а не {1}</translation>
    </message>
    <message>
        <source>row {0}: from 1 to {1} exercises, not {2}</source>
        <translation>строка {0}: от 1 до {1} заданий, а не {2}</translation>
    </message>
    <message>
        <source>at most {0} positions from games, not {1}</source>
        <translation>позиций из партий не больше {0}, а не {1}</translation>
    </message>
    <message>
        <source>the worksheet has no exercises: add a row or a position</source>
        <translation>в листе нет заданий: добавьте строку или позицию</translation>
    </message>
    <message>
        <source>{0} exercises in all variants; a worksheet holds at most {1}</source>
        <translation>во всех вариантах {0} заданий; в листе может быть не больше {1}</translation>
    </message>
    <message>
        <source>this is not a worksheet of Finite Games</source>
        <translation>это не рабочий лист «Конечных игр»</translation>
    </message>
    <message>
        <source>the file lists {0} variants but holds {1}</source>
        <translation>в файле указано вариантов: {0}, а записано: {1}</translation>
    </message>
    <message>
        <source>row {0}: this program has no exercise &apos;{2}&apos; for &apos;{1}&apos;</source>
        <translation>строка {0}: в программе нет задания «{2}» для игры «{1}»</translation>
    </message>
    <message>
        <source>an exercise in the file is damaged: {0}</source>
        <translation>задание в файле повреждено: {0}</translation>
    </message>
    <message>
        <source>this program has no exercise &apos;{1}&apos; for &apos;{0}&apos;</source>
        <translation>в программе нет задания «{1}» для игры «{0}»</translation>
    </message>
    <message>
        <source>exercise: the game is over in {0}: there is nothing to ask</source>
        <translation>задание: в позиции {0} партия окончена — спрашивать не о чем</translation>
    </message>
    <message>
        <source>exercise: {0} {1}: the position {2} has no right answer to ask for (e.g. every move is as good)</source>
        <translation>задание: {0} {1}: у позиции {2} нет верного ответа, о котором можно спросить (например, все ходы одинаково хороши)</translation>
    </message>
    <message>
        <source>exercise: {0} {1} is not made from a given position</source>
        <translation>задание: {0} {1} не составляется по заданной позиции</translation>
    </message>
    <message>
        <source>the task reaches more than {0} positions, too many to solve: lower the end value, narrow the range of S or check that the moves lead to the end</source>
        <translation>задача доходит до более чем {0} позиций — слишком много для решения: уменьшите значение окончания, сузьте диапазон S или проверьте, что ходы ведут к окончанию</translation>
    </message>
    <message>
        <source>kalah: the app plays Kalah(m, n): {0} seeds are not 2·{1}·n for any n</source>
        <translation>калах: программа играет в калах(m, n): {0} семян — это не 2·{1}·n ни при каком n</translation>
    </message>
    <message>
        <source>solitaire: &apos;{0}&apos; is not a card</source>
        <translation>пасьянс: «{0}» — не карта</translation>
    </message>
    <message>
        <source>solitaire: card {0} &apos;{1}&apos; is not a card</source>
        <translation>пасьянс: карта {0} «{1}» — не карта</translation>
    </message>
    <message>
        <source>solitaire: {0} appears twice</source>
        <translation>пасьянс: {0} встречается дважды</translation>
    </message>
    <message>
        <source>solitaire: a deal has 52 cards, not {0}</source>
        <translation>пасьянс: в раскладе 52 карты, а не {0}</translation>
    </message>
    <message>
        <source>solitaire: draw must be 1 or 3, not {0}</source>
        <translation>пасьянс: из колоды открывают 1 или 3 карты, а не {0}</translation>
    </message>
    <message>
        <source>solitaire: {0} is not a legal move here</source>
        <translation>пасьянс: ход {0} здесь невозможен</translation>
    </message>
    <message>
        <source>solitaire: &apos;{0}&apos; is not a move; write e.g. draw, 3S&gt;F or KH&gt;5</source>
        <translation>пасьянс: «{0}» — не ход; пишите, например, draw, 3S&gt;F или KH&gt;5</translation>
    </message>
    <message>
        <source>battle: player &apos;{0}&apos;: {1}</source>
        <translation>соревнование: игрок «{0}»: {1}</translation>
    </message>
    <message>
        <source>battle: player &apos;{0}&apos; is neither a .py file nor one of {1}</source>
        <translation>соревнование: игрок «{0}» — не файл .py и не один из: {1}</translation>
    </message>
    <message>
        <source>battle: no strategy file &apos;{0}&apos;</source>
        <translation>соревнование: нет файла стратегии «{0}»</translation>
    </message>
    <message>
        <source>battle: at least two players, not {0}</source>
        <translation>соревнование: нужно не меньше двух игроков, а не {0}</translation>
    </message>
    <message>
        <source>battle: 1 to {0} games a pair, not {1}</source>
        <translation>соревнование: от 1 до {0} партий на пару, а не {1}</translation>
    </message>
    <message>
        <source>battle: the settings must be a JSON object, e.g. {0}</source>
        <translation>соревнование: настройки должны быть объектом JSON, например {0}</translation>
    </message>
    <message>
        <source>battle: the settings are of the game &apos;{0}&apos;, not &apos;{1}&apos;</source>
        <translation>соревнование: настройки — от игры «{0}», а не «{1}»</translation>
    </message>
    <message>
        <source>{0}: the settings hold &apos;{1}&apos;, which this game does not know (known: {2})</source>
        <translation>{0}: в настройках есть «{1}», но эта игра такого не знает (знает: {2})</translation>
    </message>
    <message>
        <source>exercise: unknown game &apos;{0}&apos; (known: {1})</source>
        <translation>упражнения: неизвестная игра «{0}» (возможны: {1})</translation>
    </message>
    <message>
        <source>exercise: {0} has no kind &apos;{1}&apos; (one of {2})</source>
        <translation>упражнения: у игры {0} нет вида «{1}» (возможны: {2})</translation>
    </message>
    <message>
        <source>exercise: {0} {1} has no variant &apos;{2}&apos; (one of {3})</source>
        <translation>упражнения: у {0} {1} нет варианта «{2}» (возможны: {3})</translation>
    </message>
    <message>
        <source>{0}: level {1}; the levels are 1 to {2}</source>
        <translation>{0}: уровень {1}; уровни — от 1 до {2}</translation>
    </message>
</context>
<context>
    <name>ExamTree</name>
    <message>
        <source>Petya</source>
        <translation>Петя</translation>
    </message>
    <message>
        <source>Vanya</source>
        <translation>Ваня</translation>
    </message>
    <message>
        <source>all winning moves</source>
        <translation>все выигрывающие ходы</translation>
    </message>
    <message>
        <source>Off: one winning answer of the winner, as the exam draws it. On: every move that keeps his win.</source>
        <translation>Выключено: один выигрывающий ответ победителя, как рисуют на экзамене. Включено: все ходы, сохраняющие выигрыш.</translation>
    </message>
    <message>
        <source>Root only</source>
        <translation>Только корень</translation>
    </message>
    <message>
        <source>Start again from the root and add one level at a time with &quot;Next level&quot;.</source>
        <translation>Начать заново с корня и добавлять по уровню кнопкой «Следующий уровень».</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Следующий уровень</translation>
    </message>
    <message>
        <source>Whole tree</source>
        <translation>Всё дерево</translation>
    </message>
    <message>
        <source>end</source>
        <translation>конец</translation>
    </message>
    <message>
        <source>{0} wins</source>
        <translation>выиграл {0}</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>nobody can force the end</source>
        <translation>никто не может закончить игру</translation>
    </message>
    <message numerus="yes">
        <source>in %n move(s)</source>
        <translation>
            <numerusform>за %n ход</numerusform>
            <numerusform>за %n хода</numerusform>
            <numerusform>за %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} to move here. Click to open or close this node.</source>
        <translation>Здесь ходит {0}. Щёлкните, чтобы раскрыть или свернуть узел.</translation>
    </message>
    <message>
        <source>No tree yet.</source>
        <translation>Дерева пока нет.</translation>
    </message>
    <message>
        <source>Game tree from {0}: squares — {1} to move, rounded — {2} to move; every move of the losing side and the winner&apos;s winning answer(s); green — the game is over.</source>
        <translation>Дерево игры из {0}: квадраты — ходит {1}, скруглённые — ходит {2}; все ходы проигрывающего и выигрывающий ответ (ответы) победителя; зелёным — игра окончена.</translation>
    </message>
    <message>
        <source>beyond 2 moves</source>
        <translation>дальше 2 ходов</translation>
    </message>
</context>
<context>
    <name>Exercise</name>
    <message>
        <source>Find a winning move</source>
        <translation>Найдите выигрывающий ход</translation>
    </message>
    <message>
        <source>Who wins with best play, and in how many moves?</source>
        <translation>Кто выигрывает при правильной игре и за сколько ходов?</translation>
    </message>
    <message>
        <source>Find the best defence</source>
        <translation>Найдите лучшую защиту</translation>
    </message>
    <message>
        <source>The nim-sum and the winning move</source>
        <translation>Ним-сумма и выигрывающий ход</translation>
    </message>
    <message>
        <source>The Grundy number of a position (mex)</source>
        <translation>Число Гранди позиции (mex)</translation>
    </message>
    <message>
        <source>The value of a near-full table</source>
        <translation>Цена почти заполненной таблицы</translation>
    </message>
    <message>
        <source>How many tricks does the mover take?</source>
        <translation>Сколько взяток возьмёт ходящий?</translation>
    </message>
    <message>
        <source>Who wins if R starts, and if C starts?</source>
        <translation>Кто выиграет, если начнёт R, и если начнёт C?</translation>
    </message>
    <message>
        <source>EGE tasks 19–21</source>
        <translation>Задания ЕГЭ 19–21</translation>
    </message>
    <message>
        <source>Position {0}, {1} to move. Find a winning move.</source>
        <translation>Позиция {0}, ходит {1}. Найдите выигрывающий ход.</translation>
    </message>
    <message>
        <source>Position {0}, {1} to move. Find the best move.</source>
        <translation>Позиция {0}, ходит {1}. Найдите лучший ход.</translation>
    </message>
    <message>
        <source>Position {0}, {1} to move. Who wins with best play?</source>
        <translation>Позиция {0}, ходит {1}. Кто выигрывает при правильной игре?</translation>
    </message>
    <message>
        <source>Position {0}, {1} to move. What is the result with best play?</source>
        <translation>Позиция {0}, ходит {1}. Каков результат при правильной игре?</translation>
    </message>
    <message>
        <source>Position {0}, {1} to move. The position is lost: find the move that holds out longest.</source>
        <translation>Позиция {0}, ходит {1}. Позиция проигрышная: найдите ход, который дольше всех оттягивает проигрыш.</translation>
    </message>
    <message>
        <source>Position {0}, {1} to move. The position is lost: find the move that loses least.</source>
        <translation>Позиция {0}, ходит {1}. Позиция проигрышная: найдите ход, при котором проигрыш наименьший.</translation>
    </message>
    <message>
        <source>Heaps {0}, {1} to move. Find the nim-sum, a heap to take from and the winning move.</source>
        <translation>Кучки {0}, ходит {1}. Найдите ним-сумму, кучку, из которой надо брать, и выигрывающий ход.</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <source>Who wins with best play?</source>
        <translation>Кто выигрывает при правильной игре?</translation>
    </message>
    <message>
        <source>In how many moves does the game end (both sides&apos; moves counted)?</source>
        <translation>За сколько ходов закончится игра (считая ходы обоих игроков)?</translation>
    </message>
    <message>
        <source>The result with best play (the mover&apos;s score minus the opponent&apos;s)</source>
        <translation>Результат при правильной игре (очки ходящего минус очки соперника)</translation>
    </message>
    <message>
        <source>The nim-sum of the heaps</source>
        <translation>Ним-сумма кучек</translation>
    </message>
    <message>
        <source>A heap to take from (its number)</source>
        <translation>Кучка, из которой надо брать (её номер)</translation>
    </message>
    <message>
        <source>The winning move</source>
        <translation>Выигрывающий ход</translation>
    </message>
    <message>
        <source>There are {0} legal moves here; {1} of them win.</source>
        <translation>Здесь возможных ходов: {0}; выигрывающих среди них: {1}.</translation>
    </message>
    <message>
        <source>After a winning move every reply of the opponent loses.</source>
        <translation>После выигрывающего хода любой ответ соперника проигрывает.</translation>
    </message>
    <message>
        <source>There are {0} legal moves here; {1} of them keep the best result {2}.</source>
        <translation>Здесь возможных ходов: {0}; лучший результат {2} сохраняют из них: {1}.</translation>
    </message>
    <message>
        <source>Right moves: {0}.</source>
        <translation>Верные ходы: {0}.</translation>
    </message>
    <message>
        <source>With best play the result is {0} for the player to move.</source>
        <translation>При правильной игре результат ходящего: {0}.</translation>
    </message>
    <message>
        <source>With best play the game is a draw.</source>
        <translation>При правильной игре — ничья.</translation>
    </message>
    <message>
        <source>The player to move wins.</source>
        <translation>Ходящий выигрывает.</translation>
    </message>
    <message>
        <source>The player to move loses.</source>
        <translation>Ходящий проигрывает.</translation>
    </message>
    <message>
        <source>The player to move wins; the game lasts {0} more moves.</source>
        <translation>Ходящий выигрывает; до конца игры ходов: {0}.</translation>
    </message>
    <message>
        <source>The player to move loses; the game lasts {0} more moves.</source>
        <translation>Ходящий проигрывает; до конца игры ходов: {0}.</translation>
    </message>
    <message>
        <source>Look for a move after which the opponent loses: {0}.</source>
        <translation>Ищите ход, после которого соперник проигрывает: {0}.</translation>
    </message>
    <message>
        <source>Every move leaves the opponent a won position.</source>
        <translation>Любой ход оставляет сопернику выигрышную позицию.</translation>
    </message>
    <message>
        <source>The best moves here: {0}.</source>
        <translation>Лучшие ходы здесь: {0}.</translation>
    </message>
    <message>
        <source>Every move loses with best play of the opponent.</source>
        <translation>При правильной игре соперника проигрывает любой ход.</translation>
    </message>
    <message>
        <source>The longest defence makes the game last {0} more moves.</source>
        <translation>При самой долгой защите до конца игры ходов: {0}.</translation>
    </message>
    <message>
        <source>Write the heaps in binary: {0}.</source>
        <translation>Запишите кучки в двоичной системе: {0}.</translation>
    </message>
    <message>
        <source>The nim-sum (each binary column added without carry) is {0} ({1}).</source>
        <translation>Ним-сумма (сложение двоичных разрядов без переноса) равна {0} ({1}).</translation>
    </message>
    <message>
        <source>The nim-sum is 0: every move makes it non-zero, so the player to move loses against best play.</source>
        <translation>Ним-сумма равна 0: любой ход делает её ненулевой, поэтому ходящий проигрывает при правильной игре соперника.</translation>
    </message>
    <message>
        <source>Take {0} from heap {1}: it becomes {2} and the nim-sum becomes 0.</source>
        <translation>Возьмите {0} из кучки {1}: в ней останется {2}, и ним-сумма станет равна 0.</translation>
    </message>
    <message>
        <source>The nim-sum is {0}; right moves: {1}.</source>
        <translation>Ним-сумма равна {0}; верные ходы: {1}.</translation>
    </message>
    <message>
        <source>Position {0} (total {1}). The moves lead to positions with Grundy numbers {2}. What is the Grundy number of this position?</source>
        <translation>Позиция {0} (сумма {1}). Ходы ведут в позиции с числами Гранди {2}. Каково число Гранди этой позиции?</translation>
    </message>
    <message>
        <source>The Grundy number is the mex: the smallest whole number not among the options&apos; numbers.</source>
        <translation>Число Гранди — это mex: наименьшее целое неотрицательное число, которого нет среди чисел позиций, куда можно пойти.</translation>
    </message>
    <message>
        <source>The options&apos; numbers: {0}.</source>
        <translation>Числа позиций, куда можно пойти: {0}.</translation>
    </message>
    <message>
        <source>The smallest number not among them is {0}.</source>
        <translation>Наименьшее число, которого среди них нет: {0}.</translation>
    </message>
    <message>
        <source>The Grundy number</source>
        <translation>Число Гранди</translation>
    </message>
    <message>
        <source>The Grundy number is {0}.</source>
        <translation>Число Гранди равно {0}.</translation>
    </message>
    <message>
        <source>Position {0}, {1} to move. How many tricks does {1} take from here with best play of both?</source>
        <translation>Позиция {0}, ходит {1}. Сколько взяток возьмёт {1} отсюда при правильной игре обоих?</translation>
    </message>
    <message>
        <source>{0} tricks are still to be played.</source>
        <translation>Осталось разыграть взяток: {0}.</translation>
    </message>
    <message>
        <source>With best play the mover takes {0} of them and the opponent {1}.</source>
        <translation>При правильной игре ходящий возьмёт {0}, а соперник — {1}.</translation>
    </message>
    <message>
        <source>Tricks the mover takes</source>
        <translation>Взятки ходящего</translation>
    </message>
    <message>
        <source>Matrix {0}. Who wins with best play if R starts, and if C starts?</source>
        <translation>Матрица {0}. Кто выигрывает при правильной игре, если начинает R, и если начинает C?</translation>
    </message>
    <message>
        <source>If R starts: the result for R</source>
        <translation>Если начинает R: результат для R</translation>
    </message>
    <message>
        <source>If C starts: the result for C</source>
        <translation>Если начинает C: результат для C</translation>
    </message>
    <message>
        <source>Solve the game twice: once with R to move, once with C to move.</source>
        <translation>Решите игру дважды: когда ходит R и когда ходит C.</translation>
    </message>
    <message>
        <source>If {0} starts, {0} wins.</source>
        <translation>Если начинает {0}, {0} выигрывает.</translation>
    </message>
    <message>
        <source>If {0} starts, the game is a draw.</source>
        <translation>Если начинает {0}, будет ничья.</translation>
    </message>
    <message>
        <source>If {0} starts, {0} loses.</source>
        <translation>Если начинает {0}, {0} проигрывает.</translation>
    </message>
    <message>
        <source>After Petya&apos;s unlucky first move Vanya can win with his first move for S = {0}; Petya wins with his second move for S = {1}; Vanya wins with his second move for S = {2}.</source>
        <translation>После неудачного первого хода Пети Ваня может выиграть первым ходом при S = {0}; Петя выигрывает вторым ходом при S = {1}; Ваня выигрывает вторым ходом при S = {2}.</translation>
    </message>
    <message>
        <source>take {0} from heap {1}</source>
        <translation>взять {0} из кучи {1}</translation>
    </message>
    <message>
        <source>{0} and {1} from heap {2}</source>
        <translation>{0} и {1} из кучи {2}</translation>
    </message>
    <message>
        <source>lower the number in row {0}, column {1}</source>
        <translation>уменьшить число в строке {0}, столбце {1}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>take the cards</source>
        <translation>взять карты</translation>
    </message>
    <message>
        <source>write {0} in row {1}, column {2}</source>
        <translation>вписать {0} в строку {1}, столбец {2}</translation>
    </message>
    <message>
        <source>{0}; {1}</source>
        <translation>{0}; {1}</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>Petya and Vanya play with two heaps of stones: {0} and S. Petya moves first. A move changes one heap (the player chooses which): {1}. The game ends as soon as the heaps hold {2} {3} stones together; whoever made the last move wins. At the start {4} ≤ S ≤ {5}.</source>
        <translation>Два игрока, Петя и Ваня, играют с двумя кучами камней: {0} и S. Первый ход делает Петя. За один ход игрок изменяет одну из куч (любую, по своему выбору): {1}. Игра завершается, как только в двух кучах вместе становится {2} {3} камней; победителем считается игрок, сделавший последний ход. В начальный момент {4} ≤ S ≤ {5}.</translation>
    </message>
    <message>
        <source>Petya and Vanya play with one heap of S stones. Petya moves first. A move changes the heap: {0}. The game ends as soon as the heap holds {1} {2} stones; whoever made the last move wins. At the start {3} ≤ S ≤ {4}.</source>
        <translation>Два игрока, Петя и Ваня, играют с кучей из S камней. Первый ход делает Петя. За один ход игрок изменяет кучу: {0}. Игра завершается, как только в куче становится {1} {2} камней; победителем считается игрок, сделавший последний ход. В начальный момент {3} ≤ S ≤ {4}.</translation>
    </message>
    <message>
        <source>Petya and Vanya play with one heap of S stones. Petya moves first. A move changes the heap: {0} (÷ rounds down). The game ends as soon as the heap holds {1} {2} stones; whoever made the last move wins. At the start {3} ≤ S ≤ {4}.</source>
        <translation>Два игрока, Петя и Ваня, играют с кучей из S камней. Первый ход делает Петя. За один ход игрок изменяет кучу: {0} (÷ — деление нацело). Игра завершается, как только в куче становится {1} {2} камней; победителем считается игрок, сделавший последний ход. В начальный момент {3} ≤ S ≤ {4}.</translation>
    </message>
    <message>
        <source>19) Every S for which Vanya wins with his first move whatever Petya does (list them)</source>
        <translation>19) Укажите все значения S, при которых Ваня выигрывает своим первым ходом при любой игре Пети</translation>
    </message>
    <message>
        <source>19) Vanya won with his first move after Petya&apos;s unlucky first move. The smallest S for which this can happen</source>
        <translation>19) Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите минимальное значение S, при котором такая ситуация возможна</translation>
    </message>
    <message>
        <source>20) The two smallest S for which Petya cannot win with his first move but wins with his second move whatever Vanya does</source>
        <translation>20) Найдите два наименьших значения S, при которых Петя не может выиграть за один ход, но может выиграть своим вторым ходом независимо от того, как будет ходить Ваня</translation>
    </message>
    <message>
        <source>21) The smallest S for which Vanya wins with his first or second move whatever Petya does, but cannot be sure to win with his first move</source>
        <translation>21) Найдите минимальное значение S, при котором у Вани есть стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети, и нет стратегии, которая позволит ему гарантированно выиграть первым ходом</translation>
    </message>
    <message>
        <source>Solve from the end: a position from which the mover can end the game at once is won for him.</source>
        <translation>Решайте с конца: позиция, из которой ходящий может сразу закончить игру, для него выигрышная.</translation>
    </message>
    <message>
        <source>A position is lost when every move leads to a won position of the opponent; won when some move leads to a lost one.</source>
        <translation>Позиция проигрышная, если любой ход ведёт в выигрышную позицию соперника; выигрышная — если есть ход в проигрышную.</translation>
    </message>
    <message>
        <source>Vanya wins with his first move for S = {0}; Petya wins with his second move for S = {1}; Vanya wins with his second move for S = {2}.</source>
        <translation>Ваня выигрывает первым ходом при S = {0}; Петя выигрывает вторым ходом при S = {1}; Ваня выигрывает вторым ходом при S = {2}.</translation>
    </message>
    <message>
        <source>19: {0}; 20: {1}; 21: {2}.</source>
        <translation>19: {0}; 20: {1}; 21: {2}.</translation>
    </message>
</context>
<context>
    <name>ExercisePage</name>
    <message>
        <source>Preparing the exercise…</source>
        <translation>Готовлю упражнение…</translation>
    </message>
    <message>
        <source>The board cannot show this position: {0}</source>
        <translation>Доска не может показать эту позицию: {0}</translation>
    </message>
    <message>
        <source>The exercise could not be made: {0}</source>
        <translation>Упражнение не удалось составить: {0}</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Попробовать ещё раз</translation>
    </message>
    <message>
        <source>Hint {0}:</source>
        <translation>Подсказка {0}:</translation>
    </message>
    <message>
        <source>Level {0} from the next exercise on.</source>
        <translation>Со следующего упражнения — уровень {0}.</translation>
    </message>
    <message numerus="yes">
        <source>✔ Right! +%n point(s)</source>
        <translation>
            <numerusform>✔ Верно! +%n очко</numerusform>
            <numerusform>✔ Верно! +%n очка</numerusform>
            <numerusform>✔ Верно! +%n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>✘ Not right: 0 points</source>
        <translation>✘ Неверно: 0 очков</translation>
    </message>
    <message>
        <source>Your answer: {0} — right.</source>
        <translation>Ваш ответ: {0} — верно.</translation>
    </message>
    <message>
        <source>Your answer: {0} — wrong.</source>
        <translation>Ваш ответ: {0} — неверно.</translation>
    </message>
    <message>
        <source>Any of these moves is right: {0}.</source>
        <translation>Верен любой из этих ходов: {0}.</translation>
    </message>
    <message>
        <source>Right answer: {0}.</source>
        <translation>Правильный ответ: {0}.</translation>
    </message>
    <message>
        <source>(The progress file could not be written: {0})</source>
        <translation>(Не удалось записать файл успехов: {0})</translation>
    </message>
    <message>
        <source>The computer is analysing the position…</source>
        <translation>Компьютер анализирует позицию…</translation>
    </message>
    <message numerus="yes">
        <source>%n right answer(s) in a row without hints: ready for a harder level?</source>
        <translation>
            <numerusform>%n верный ответ подряд без подсказок: попробуете уровень потруднее?</numerusform>
            <numerusform>%n верных ответа подряд без подсказок: попробуете уровень потруднее?</numerusform>
            <numerusform>%n верных ответов подряд без подсказок: попробуете уровень потруднее?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong answer(s) in a row: an easier level may help.</source>
        <translation>
            <numerusform>%n неверный ответ подряд: может быть, уровень полегче?</numerusform>
            <numerusform>%n неверных ответа подряд: может быть, уровень полегче?</numerusform>
            <numerusform>%n неверных ответов подряд: может быть, уровень полегче?</numerusform>
        </translation>
    </message>
    <message>
        <source>Go to level {0}</source>
        <translation>Перейти на уровень {0}</translation>
    </message>
    <message numerus="yes">
        <source>Hint (−1 point, %n left)</source>
        <translation>
            <numerusform>Подсказка (−1 очко, осталась %n)</numerusform>
            <numerusform>Подсказка (−1 очко, осталось %n)</numerusform>
            <numerusform>Подсказка (−1 очко, осталось %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right: {0} points, each hint −1, wrong: 0. This exercise is worth up to %n point(s) now.</source>
        <translation>
            <numerusform>Верно — {0} очка, каждая подсказка −1, неверно — 0. Сейчас это упражнение стоит до %n очка.</numerusform>
            <numerusform>Верно — {0} очка, каждая подсказка −1, неверно — 0. Сейчас это упражнение стоит до %n очков.</numerusform>
            <numerusform>Верно — {0} очка, каждая подсказка −1, неверно — 0. Сейчас это упражнение стоит до %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the move in the list or click it on the board.</source>
        <translation>Выберите ход в списке или щёлкните по доске.</translation>
    </message>
    <message>
        <source>Python solution</source>
        <translation>Решение на Python</translation>
    </message>
    <message>
        <source>Stop the test</source>
        <translation>Прервать контрольную</translation>
    </message>
    <message>
        <source>Finish practice</source>
        <translation>Закончить практику</translation>
    </message>
    <message>
        <source>Test: exercise {0} of {1} · level {2}</source>
        <translation>Контрольная: упражнение {0} из {1} · уровень {2}</translation>
    </message>
    <message>
        <source>Practice: exercise {0} · level {1}</source>
        <translation>Практика: упражнение {0} · уровень {1}</translation>
    </message>
    <message>
        <source>Points: {0} of {1}</source>
        <translation>Очки: {0} из {1}</translation>
    </message>
    <message>
        <source>See the results</source>
        <translation>Посмотреть итог</translation>
    </message>
    <message>
        <source>Next exercise</source>
        <translation>Следующее упражнение</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Ответить</translation>
    </message>
    <message>
        <source>How the computer thinks</source>
        <translation>Как думает компьютер</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Шаг за шагом</translation>
    </message>
    <message>
        <source>Every move</source>
        <translation>Все ходы</translation>
    </message>
</context>
<context>
    <name>GameTab</name>
    <message>
        <source>Start position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>How the computer thinks</source>
        <translation>Как думает компьютер</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>{0} (computer)</source>
        <translation>{0} (компьютер)</translation>
    </message>
    <message>
        <source>{0} (you)</source>
        <translation>{0} (вы)</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Анализ…</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>Hint: {0}</source>
        <translation>Подсказка: {0}</translation>
    </message>
    <message>
        <source>Analysis cancelled. Press Play to try again.</source>
        <translation>Анализ отменён. Нажмите «Играть», чтобы продолжить.</translation>
    </message>
    <message>
        <source>Edit position</source>
        <translation>Редактор позиции</translation>
    </message>
    <message>
        <source>Press Review to see every move judged.</source>
        <translation>Нажмите «Разбор», чтобы увидеть оценку каждого хода.</translation>
    </message>
    <message>
        <source>Move {0}: {1} to move — press Play or Step.</source>
        <translation>Ход {0}: ходит {1} — нажмите «Играть» или «Шаг».</translation>
    </message>
    <message>
        <source>Move {0}: {1} is thinking…</source>
        <translation>Ход {0}: {1} думает…</translation>
    </message>
    <message>
        <source>Move {0}: {1} to move.</source>
        <translation>Ход {0}: ходит {1}.</translation>
    </message>
    <message>
        <source>The engine could not analyse this position.</source>
        <translation>Движок не смог проанализировать эту позицию.</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Движок</translation>
    </message>
</context>
<context>
    <name>GameToolbar</name>
    <message>
        <source>New game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <source>Start a new game with new settings</source>
        <translation>Начать новую игру с новыми настройками</translation>
    </message>
    <message>
        <source>Edit position…</source>
        <translation>Позиция…</translation>
    </message>
    <message>
        <source>Type any position to play from</source>
        <translation>Ввести любую позицию и играть с неё</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Взять свой последний ход назад</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Вернуть</translation>
    </message>
    <message>
        <source>Play the taken-back move again</source>
        <translation>Снова сделать отменённый ход</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>Show a best move</source>
        <translation>Показать лучший ход</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>Which moves kept or threw away the win</source>
        <translation>Какие ходы сохранили выигрыш, а какие его упустили</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>Show or hide every move&apos;s value (hide it for a test)</source>
        <translation>Показать или скрыть оценки ходов (скройте на контрольной)</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Компьютер:</translation>
    </message>
    <message>
        <source>Human – Computer</source>
        <translation>Человек – Компьютер</translation>
    </message>
    <message>
        <source>Computer – Human</source>
        <translation>Компьютер – Человек</translation>
    </message>
    <message>
        <source>Computer – Computer</source>
        <translation>Компьютер – Компьютер</translation>
    </message>
    <message>
        <source>Human – Human</source>
        <translation>Человек – Человек</translation>
    </message>
    <message>
        <source>perfect</source>
        <translation>безошибочно</translation>
    </message>
    <message>
        <source>Perfect: always a best move (★) of the exact analysis</source>
        <translation>Безошибочно: всегда лучший ход (★) по точному анализу</translation>
    </message>
    <message>
        <source>strong (90%)</source>
        <translation>сильно (90%)</translation>
    </message>
    <message>
        <source>medium (70%)</source>
        <translation>средне (70%)</translation>
    </message>
    <message>
        <source>weak (40%)</source>
        <translation>слабо (40%)</translation>
    </message>
    <message>
        <source>random</source>
        <translation>случайно</translation>
    </message>
</context>
<context>
    <name>GamesView</name>
    <message>
        <source>Open in its tab</source>
        <translation>Открыть на вкладке игры</translation>
    </message>
    <message>
        <source>Double-click a game to replay it move by move in the game&apos;s tab, with the analysis: step with Redo (Ctrl+Y) and see where a strategy went wrong.</source>
        <translation>Дважды щёлкните партию, чтобы пройти её ход за ходом на вкладке игры с анализом: шаг вперёд — «Вернуть ход» (Ctrl+Y); видно, где стратегия ошиблась.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>First move</source>
        <translation>Ходит первым</translation>
    </message>
    <message>
        <source>Second</source>
        <translation>Второй</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходов</translation>
    </message>
    <message>
        <source>Opening moves</source>
        <translation>Случайных в начале</translation>
    </message>
    <message>
        <source>Forfeit</source>
        <translation>Поражение за нарушение</translation>
    </message>
    <message>
        <source>Program output</source>
        <translation>Вывод программы</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>This page is missing: {0}</source>
        <translation>Страница не найдена: {0}</translation>
    </message>
</context>
<context>
    <name>HelpIndexDialog</name>
    <message>
        <source>Help: all games</source>
        <translation>Справка: все игры</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>How the computer plays</source>
        <translation>Как играет компьютер</translation>
    </message>
    <message>
        <source>Battles of strategies</source>
        <translation>Битвы стратегий</translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation>Класс</translation>
    </message>
</context>
<context>
    <name>KalahSettingsDialog</name>
    <message>
        <source>New game of Kalah</source>
        <translation>Новая игра в калах</translation>
    </message>
    <message>
        <source>capture only if the opposite house has seeds</source>
        <translation>захват, только если в доме напротив есть семена</translation>
    </message>
    <message>
        <source>capture even when the opposite house is empty</source>
        <translation>захват, даже если дом напротив пуст</translation>
    </message>
    <message>
        <source>when either side&apos;s houses are empty</source>
        <translation>когда пусты дома любой из сторон</translation>
    </message>
    <message>
        <source>when the player to move has no seeds</source>
        <translation>когда у ходящего нет семян</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Юг</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Север</translation>
    </message>
    <message>
        <source>limit by time instead, seconds a move:</source>
        <translation>вместо глубины — время, секунд на ход:</translation>
    </message>
    <message>
        <source>store difference</source>
        <translation>разница калахов</translation>
    </message>
    <message>
        <source>store difference + seeds on each side</source>
        <translation>разница калахов + семена на своей стороне</translation>
    </message>
    <message>
        <source>linear in all counts (weights below)</source>
        <translation>линейная по всем лункам (веса ниже)</translation>
    </message>
    <message>
        <source>Default weights</source>
        <translation>Веса по умолчанию</translation>
    </message>
    <message>
        <source>alpha-beta cutoffs (off: plain minimax)</source>
        <translation>альфа-бета отсечения (без них — чистый минимакс)</translation>
    </message>
    <message>
        <source>transposition table</source>
        <translation>таблица транспозиций</translation>
    </message>
    <message>
        <source>move ordering (another-move first, table&apos;s best)</source>
        <translation>упорядочение ходов (сначала с доп. ходом, лучший из таблицы)</translation>
    </message>
    <message>
        <source>Board and rules</source>
        <translation>Доска и правила</translation>
    </message>
    <message>
        <source>Houses a side (m)</source>
        <translation>Домов у каждого (m)</translation>
    </message>
    <message>
        <source>Seeds a house (n)</source>
        <translation>Семян в доме (n)</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>Захват</translation>
    </message>
    <message>
        <source>The game ends</source>
        <translation>Игра кончается</translation>
    </message>
    <message>
        <source>First to move</source>
        <translation>Первым ходит</translation>
    </message>
    <message>
        <source>Computer player (where the position is not solved)</source>
        <translation>Компьютер (там, где позиция не решена)</translation>
    </message>
    <message>
        <source>Depth (plies)</source>
        <translation>Глубина (полуходов)</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Оценочная функция</translation>
    </message>
    <message>
        <source>Weights: own houses, own store, his houses, his store</source>
        <translation>Веса: свои дома, свой калах, дома соперника, его калах</translation>
    </message>
</context>
<context>
    <name>KalahTab</name>
    <message>
        <source>Building the endgame database: the exact value of every position with at most {0} seeds left in the houses. Once built, the computer plays those endings perfectly.</source>
        <translation>Строится база эндшпилей: точная оценка каждой позиции, где в домах осталось не больше {0} семян. Когда она готова, такие окончания компьютер играет безошибочно.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Kalah endgame database</source>
        <translation>База эндшпилей калаха</translation>
    </message>
    <message>
        <source>Kalah</source>
        <translation>Калах</translation>
    </message>
    <message>
        <source>perfect (solved)</source>
        <translation>безошибочно (решено)</translation>
    </message>
    <message>
        <source>This board is solved exactly: the computer never errs.</source>
        <translation>Эта доска решена точно: компьютер не ошибается.</translation>
    </message>
    <message>
        <source>search {0} s a move</source>
        <translation>просмотр {0} с на ход</translation>
    </message>
    <message>
        <source>search to depth {0} at most</source>
        <translation>глубина просмотра не больше {0}</translation>
    </message>
    <message>
        <source>Where the position can be solved in a moment the computer plays exactly; elsewhere it plays the best move of an alpha-beta search, which can err. The search deepens ply by ply and stops before a depth that would take more than {0} positions, at depth {1} at most.</source>
        <translation>Где позицию можно решить за мгновение, компьютер играет точно; в остальных позициях он делает лучший ход альфа-бета поиска, а тот может ошибаться. Поиск углубляется на полуход за раз и останавливается перед глубиной, которой понадобилось бы больше {0} позиций, — не глубже {1}.</translation>
    </message>
    <message>
        <source>search to depth {0}</source>
        <translation>глубина просмотра {0}</translation>
    </message>
    <message>
        <source>Where the position can be solved in a moment the computer plays exactly; elsewhere it plays the best move of an alpha-beta search ({0}), which can err.</source>
        <translation>Где позицию удаётся решить за мгновение, компьютер играет точно; в остальных позициях он делает лучший ход альфа-бета-процедуры ({0}) и может ошибаться.</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Юг</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Север</translation>
    </message>
    <message>
        <source>South sows this way, store on the right</source>
        <translation>Юг сеет сюда, его калах справа</translation>
    </message>
    <message>
        <source>North sows this way, store on the left</source>
        <translation>Север сеет сюда, его калах слева</translation>
    </message>
    <message>
        <source>Last seed in the store: another move!</source>
        <translation>Последнее семя в калахе: ещё ход!</translation>
    </message>
    <message>
        <source>Capture: {0} seeds to the store</source>
        <translation>Захват: {0} семян в калах</translation>
    </message>
    <message>
        <source>A side is empty: the game is over</source>
        <translation>Одна сторона пуста: игра окончена</translation>
    </message>
    <message>
        <source>Tournament…</source>
        <translation>Турнир…</translation>
    </message>
    <message>
        <source>Type a house number, 1 = the one farthest from your store. On the board: click a house.</source>
        <translation>Введите номер дома, 1 — самый дальний от вашего калаха. На доске: щёлкните по дому.</translation>
    </message>
    <message>
        <source>South&apos;s houses / South&apos;s store / North&apos;s houses / North&apos;s store / who moves (S or N), each side in its sowing order, e.g. 4,4,4,4,4,4/0/4,4,4,4,4,4/0/S. The seeds must add up to {0}.</source>
        <translation>Дома Юга / калах Юга / дома Севера / калах Севера / чей ход (S или N), каждая сторона в порядке посева, например 4,4,4,4,4,4/0/4,4,4,4,4,4/0/S. Всего семян должно быть {0}.</translation>
    </message>
    <message>
        <source>ends the game</source>
        <translation>заканчивает игру</translation>
    </message>
    <message>
        <source>another move</source>
        <translation>ещё ход</translation>
    </message>
    <message>
        <source>+{0} to the store</source>
        <translation>+{0} в калах</translation>
    </message>
</context>
<context>
    <name>KalahThinkingView</name>
    <message>
        <source>Print the tree…</source>
        <translation>Дерево текстом…</translation>
    </message>
    <message>
        <source>known from the transposition table</source>
        <translation>известно из таблицы транспозиций</translation>
    </message>
    <message>
        <source>depth limit: valued by the evaluation</source>
        <translation>предел глубины: оценено оценочной функцией</translation>
    </message>
    <message>
        <source>exact: the endgame database knows this position</source>
        <translation>точно: эту позицию знает база эндшпилей</translation>
    </message>
    <message>
        <source>the game is over here</source>
        <translation>здесь игра окончена</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solved.&lt;/b&gt; With perfect play the player to move ends {0:+d} in the stores. The tree below is what the alpha-beta player would search.</source>
        <translation>&lt;b&gt;Решено.&lt;/b&gt; При безошибочной игре ходящий закончит с разницей калахов {0:+d}. Ниже — дерево, которое просмотрел бы альфа-бета игрок.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solved.&lt;/b&gt; With perfect play the player to move ends {0:+d} in the stores. The tree below is what the alpha-beta player at depth {1} would search.</source>
        <translation>&lt;b&gt;Решено.&lt;/b&gt; При безошибочной игре ходящий закончит с разницей калахов {0:+d}. Ниже — дерево, которое просмотрел бы альфа-бета игрок на глубине {1}.</translation>
    </message>
    <message>
        <source>Too big to solve here: alpha-beta to depth {0} estimates {1:+g}.</source>
        <translation>Слишком велико, чтобы решить здесь: альфа-бета на глубину {0} оценивает {1:+g}.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Поиск…</translation>
    </message>
    <message>
        <source>cut off (α ≥ β): {0} move(s) not searched</source>
        <translation>отсечено (α ≥ β): не просмотрено ходов: {0}</translation>
    </message>
    <message>
        <source>Depth {0}: {1} nodes, {2} cutoffs, {3} table hits, {4:.2f} s.</source>
        <translation>Глубина {0}: узлов {1}, отсечений {2}, попаданий в таблицу {3}, {4:.2f} с.</translation>
    </message>
    <message>
        <source>Only the first {0} nodes are drawn.</source>
        <translation>Нарисованы только первые {0} узлов.</translation>
    </message>
    <message>
        <source>The search tree as text</source>
        <translation>Дерево поиска текстом</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Юг</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Север</translation>
    </message>
    <message>
        <source>The tree is drawn {0} plies deep; the search went on below without drawing.</source>
        <translation>Дерево нарисовано на {0} полухода вглубь; ниже поиск шёл, но не рисуется.</translation>
    </message>
    <message>
        <source>Values are for {0}, the player to move (as on the Analysis tab).</source>
        <translation>Оценки — с точки зрения ходящего ({0}), как на вкладке «Анализ».</translation>
    </message>
    <message>
        <source>Values are for {0}, the player to move now, as on the Analysis tab: {0}&apos;s store minus {1}&apos;s. {0} (square nodes) takes the maximum, {1} (round nodes) the minimum.</source>
        <translation>Оценки — с точки зрения того, кто ходит сейчас ({0}), как на вкладке «Анализ»: калах игрока {0} минус калах игрока {1}. {0} (квадратные узлы) берёт максимум, {1} (скруглённые) — минимум.</translation>
    </message>
    <message>
        <source>≥ x, ≤ x: only a bound (a cutoff).</source>
        <translation>≥ x, ≤ x — только граница (было отсечение).</translation>
    </message>
    <message>
        <source>≥ x or ≤ x (dashed frame): only a bound — the search cut off there or below once it knew enough; the exact value was not needed.</source>
        <translation>≥ x или ≤ x (пунктирная рамка) — только граница: поиск сделал отсечение в этом узле или ниже, как только узнал достаточно; точная оценка не понадобилась.</translation>
    </message>
    <message>
        <source>Values for {0}, the player to move at the root; ≥/≤: only a bound (a cutoff).</source>
        <translation>Оценки — с точки зрения ходящего в корне ({0}); ≥/≤ — только граница (было отсечение).</translation>
    </message>
</context>
<context>
    <name>LineReplay</name>
    <message>
        <source>The solved position</source>
        <translation>Решённая позиция</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>На ход назад</translation>
    </message>
    <message>
        <source>Play the line / pause</source>
        <translation>Проиграть линию / пауза</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>На ход вперёд</translation>
    </message>
    <message>
        <source>The end of the line</source>
        <translation>Конец линии</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <source>How fast the line is played</source>
        <translation>Как быстро проигрывается линия</translation>
    </message>
    <message>
        <source>{0} a decision point: more than one move was worth trying there; the line goes on with the solver&apos;s choice.</source>
        <translation>{0} точка выбора: там стоило попробовать больше одного хода; линия продолжается ходом, который выбрал решатель.</translation>
    </message>
    <message>
        <source>A decision point: more than one move was worth trying here; this one is on the best line found.</source>
        <translation>Точка выбора: здесь стоило попробовать больше одного хода; этот ход — на лучшей найденной линии.</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Вернуться к игре</translation>
    </message>
    <message>
        <source>Show the game&apos;s own position on the board again</source>
        <translation>Снова показать на доске позицию игры</translation>
    </message>
    <message>
        <source>Start: the position that was solved</source>
        <translation>Начало: решённая позиция</translation>
    </message>
    <message>
        <source>Take moves 1–{0} into the game</source>
        <translation>Сделать ходы 1–{0} в игре</translation>
    </message>
    <message>
        <source>Take move 1 into the game</source>
        <translation>Сделать ход 1 в игре</translation>
    </message>
    <message>
        <source>Take the moves into the game</source>
        <translation>Сделать ходы в игре</translation>
    </message>
    <message>
        <source>Play the line&apos;s moves up to the one shown in the game, to go on from there by hand</source>
        <translation>Сделать в игре ходы линии до показанного, чтобы дальше играть самому</translation>
    </message>
    <message>
        <source>Move {0} of {1} · on the foundations: {2}</source>
        <translation>Ход {0} из {1} · на базах карт: {2}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Finite Games</source>
        <translation>Конечные игры</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Сохранить как…</translation>
    </message>
    <message>
        <source>&amp;Restore the last autosaved game</source>
        <translation>&amp;Восстановить автосохранённую игру</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>&amp;Вернуть ход</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>&amp;Edit position…</source>
        <translation>&amp;Редактор позиции…</translation>
    </message>
    <message>
        <source>&amp;Computer</source>
        <translation>&amp;Компьютер</translation>
    </message>
    <message>
        <source>&amp;Vary the moves (random among equally good ones)</source>
        <translation>&amp;Разнообразить ходы (случайно среди равноценных)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Zoom &amp;in (projector)</source>
        <translation>&amp;Крупнее (для проектора)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Мельче</translation>
    </message>
    <message>
        <source>&amp;Normal size</source>
        <translation>&amp;Обычный размер</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>C&amp;lassroom</source>
        <translation>К&amp;ласс</translation>
    </message>
    <message>
        <source>Class &amp;folder…</source>
        <translation>&amp;Папка класса…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Правила этой игры</translation>
    </message>
    <message>
        <source>How the computer &amp;plays</source>
        <translation>&amp;Как играет компьютер</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>О &amp;программе</translation>
    </message>
    <message>
        <source>Rules: {0}</source>
        <translation>Правила: {0}</translation>
    </message>
    <message>
        <source>Algorithm: {0}</source>
        <translation>Алгоритм: {0}</translation>
    </message>
    <message>
        <source>Solitaire</source>
        <translation>Пасьянс</translation>
    </message>
    <message>
        <source>Draw from the stock (or turn the waste over)</source>
        <translation>Взять из колоды (или перевернуть отбой)</translation>
    </message>
    <message>
        <source>About Finite Games</source>
        <translation>О программе «Конечные игры»</translation>
    </message>
    <message>
        <source>&lt;b&gt;Finite Games&lt;/b&gt; {0} — classic two-player games against a computer that plays perfectly where the game is solved and shows how it thinks.&lt;br&gt;&lt;br&gt;The program needs no network. It keeps your settings and the autosaved game in:&lt;br&gt;{1}</source>
        <translation>&lt;b&gt;Конечные игры&lt;/b&gt; {0} — классические игры двух игроков против компьютера, который безошибочно играет там, где игра решена, и показывает, как он думает.&lt;br&gt;&lt;br&gt;Программе не нужна сеть. Настройки и автосохранённая партия хранятся в папке:&lt;br&gt;{1}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <source>Finite Games files (*.fgame.json)</source>
        <translation>Файлы «Конечных игр» (*.fgame.json)</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Открыть игру</translation>
    </message>
    <message>
        <source>Finite Games files (*.json)</source>
        <translation>Файлы «Конечных игр» (*.json)</translation>
    </message>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation>Не удалось открыть {0}: {1}</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Восстановление</translation>
    </message>
    <message>
        <source>No autosaved game.</source>
        <translation>Автосохранённой игры нет.</translation>
    </message>
    <message>
        <source>The program was closed without finishing. Restore the game in progress?</source>
        <translation>Программа была закрыта аварийно. Восстановить незаконченную игру?</translation>
    </message>
    <message>
        <source>&amp;Presentation mode (full screen)</source>
        <translation>Режим &amp;презентации (во весь экран)</translation>
    </message>
    <message>
        <source>All games: rules and algorithms…</source>
        <translation>Все игры: правила и алгоритмы…</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts…</source>
        <translation>&amp;Клавиши…</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Leave presentation mode</source>
        <translation>Выйти из режима презентации</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Some files could not be used; the program started without them.</source>
        <translation>Некоторые файлы не удалось использовать; программа запущена без них.</translation>
    </message>
</context>
<context>
    <name>MoveRow</name>
    <message>
        <source>add</source>
        <translation>прибавить</translation>
    </message>
    <message>
        <source>multiply by</source>
        <translation>умножить на</translation>
    </message>
    <message>
        <source>take away</source>
        <translation>вычесть</translation>
    </message>
    <message>
        <source>divide by (rounding down)</source>
        <translation>разделить нацело на</translation>
    </message>
    <message>
        <source>expression</source>
        <translation>выражение</translation>
    </message>
    <message>
        <source>new heap from x, e.g. x + x // 2</source>
        <translation>новая куча через x, например x + x // 2</translation>
    </message>
    <message>
        <source>only when… e.g. x % 2 == 0</source>
        <translation>только если… например x % 2 == 0</translation>
    </message>
    <message>
        <source>Remove this move</source>
        <translation>Удалить этот ход</translation>
    </message>
</context>
<context>
    <name>NimFamilyView</name>
    <message>
        <source>Sprague–Grundy values: heap 1 across, heap 2 down{0}; 0 (green) — the player to move loses. The current position is framed.</source>
        <translation>Числа Шпрага–Гранди: куча 1 по горизонтали, куча 2 по вертикали{0}; 0 (зелёный) — ходящий проигрывает. Текущая позиция в рамке.</translation>
    </message>
    <message>
        <source>, the other heaps as now ({0})</source>
        <translation>, остальные кучи как сейчас ({0})</translation>
    </message>
    <message>
        <source>Sprague–Grundy value of the position: &lt;b&gt;{0}&lt;/b&gt; — {1}.</source>
        <translation>Число Шпрага–Гранди позиции: &lt;b&gt;{0}&lt;/b&gt; — {1}.</translation>
    </message>
    <message>
        <source>the player to move loses</source>
        <translation>ходящий проигрывает</translation>
    </message>
    <message>
        <source>the player to move wins</source>
        <translation>ходящий выигрывает</translation>
    </message>
    <message>
        <source>every count divisible by {0}: the player to move loses</source>
        <translation>каждое число делится на {0}: ходящий проигрывает</translation>
    </message>
    <message>
        <source>some count not divisible by {0}: the player to move wins</source>
        <translation>не каждое число делится на {0}: ходящий выигрывает</translation>
    </message>
    <message>
        <source>Moore&apos;s rule for Nim_{0}: write the heaps in binary and count the ones in each column.</source>
        <translation>Правило Мура для Nim_{0}: запишите кучи в двоичной системе и сосчитайте единицы в каждом столбце.</translation>
    </message>
    <message>
        <source>Allowed heap sets (a move lowers every heap of one set): {0}</source>
        <translation>Разрешённые наборы куч (ход уменьшает каждую кучу одного набора): {0}</translation>
    </message>
</context>
<context>
    <name>NimSettingsDialog</name>
    <message>
        <source>New game of Nim</source>
        <translation>Новая игра «Ним»</translation>
    </message>
    <message>
        <source>normal: who takes the last stone wins</source>
        <translation>обычная: взявший последний камень выигрывает</translation>
    </message>
    <message>
        <source>misère: who takes the last stone loses</source>
        <translation>мизер: взявший последний камень проигрывает</translation>
    </message>
    <message>
        <source>Moore&apos;s Nim_k: take from 1 to k heaps</source>
        <translation>Ним Мура Nim_k: брать из 1…k куч</translation>
    </message>
    <message>
        <source>exact k-Nim: take from exactly k heaps</source>
        <translation>точный k-Ним: брать ровно из k куч</translation>
    </message>
    <message>
        <source>slow Nim: one stone from each of 1 to k heaps</source>
        <translation>медленный Ним: по одному камню из 1…k куч</translation>
    </message>
    <message>
        <source>slow Nim: one stone from each of exactly k heaps</source>
        <translation>медленный Ним: по одному камню ровно из k куч</translation>
    </message>
    <message>
        <source>Nim on a hypergraph: the heap sets you allow</source>
        <translation>Ним на гиперграфе: наборы куч задаёте вы</translation>
    </message>
    <message>
        <source>preset…</source>
        <translation>готовый набор…</translation>
    </message>
    <message>
        <source>Nim (every heap alone)</source>
        <translation>Ним (каждая куча отдельно)</translation>
    </message>
    <message>
        <source>Nim_k (1 to k heaps)</source>
        <translation>Nim_k (от 1 до k куч)</translation>
    </message>
    <message>
        <source>exact k heaps</source>
        <translation>ровно k куч</translation>
    </message>
    <message>
        <source>proper Nim (all proper subsets)</source>
        <translation>собственный Ним (все собственные подмножества)</translation>
    </message>
    <message>
        <source>heap {0}: </source>
        <translation>куча {0}: </translation>
    </message>
    <message>
        <source>Random heaps</source>
        <translation>Случайные кучи</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Правила:</translation>
    </message>
    <message>
        <source>k:</source>
        <translation>k:</translation>
    </message>
    <message>
        <source>Heap sets:</source>
        <translation>Наборы куч:</translation>
    </message>
    <message>
        <source>Heaps:</source>
        <translation>Куч:</translation>
    </message>
</context>
<context>
    <name>NimTab</name>
    <message>
        <source>Nim</source>
        <translation>Ним</translation>
    </message>
    <message>
        <source>Heap {0}</source>
        <translation>Куча {0}</translation>
    </message>
    <message>
        <source>Click the stones to take in each heap first.</source>
        <translation>Сначала отметьте щелчком камни, которые берёте в каждой куче.</translation>
    </message>
    <message>
        <source>These stones are not one legal move here.</source>
        <translation>Отмеченные камни — не разрешённый ход.</translation>
    </message>
    <message>
        <source>Take the marked stones</source>
        <translation>Взять отмеченные камни</translation>
    </message>
    <message>
        <source>Type heap:stones, e.g. 2:3 takes 3 stones from heap 2. On the board: ←/→ pick a heap, ↑/↓ the amount, Enter takes.</source>
        <translation>Введите куча:камни, например 2:3 — взять 3 камня из кучи 2. На доске: ←/→ — выбор кучи, ↑/↓ — сколько взять, Enter — взять.</translation>
    </message>
    <message>
        <source>Heap sizes separated by spaces, e.g. 1 6 6 2 9 — from 1 to {0} heaps of 0 to {1} stones. Player A moves first.</source>
        <translation>Размеры куч через пробел, например 1 6 6 2 9 — от 1 до {0} куч по 0–{1} камней. Первым ходит игрок A.</translation>
    </message>
    <message numerus="yes">
        <source>take %n from heap {0}</source>
        <translation>
            <numerusform>взять %n из кучи {0}</numerusform>
            <numerusform>взять %n из кучи {0}</numerusform>
            <numerusform>взять %n из кучи {0}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NimThinkingView</name>
    <message>
        <source>◀ Back</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Далее ▶</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>The Sprague–Grundy view of {0}</source>
        <translation>Шпраг–Гранди для позиции {0}</translation>
    </message>
    <message>
        <source>Heaps in binary — nim-sum {0}</source>
        <translation>Кучи в двоичной системе — ним-сумма {0}</translation>
    </message>
    <message>
        <source>No stones left: the game is over.</source>
        <translation>Камней не осталось: игра окончена.</translation>
    </message>
    <message>
        <source>Misère, every heap has at most one stone: the player to move wins if the number of heaps with a stone is even.</source>
        <translation>Мизер, в каждой куче не больше одного камня: ходящий выигрывает, если непустых куч чётное число.</translation>
    </message>
    <message>
        <source>Every column has an even number of ones: the nim-sum is 0. This is a &lt;b&gt;safe&lt;/b&gt; position for the player who just moved — whoever is to move now loses against perfect play.</source>
        <translation>В каждом столбце чётное число единиц: ним-сумма равна 0. Это &lt;b&gt;безопасная&lt;/b&gt; позиция для того, кто только что ходил, — ходящий сейчас проигрывает при правильной игре соперника.</translation>
    </message>
    <message>
        <source>Some columns have an odd number of ones: the nim-sum is not 0, so the player to move can win by making every column even.</source>
        <translation>В некоторых столбцах нечётное число единиц: ним-сумма не 0, поэтому ходящий может выиграть, сделав все столбцы чётными.</translation>
    </message>
    <message>
        <source>The computer plays {0}: it leaves Sprague–Grundy value 0 when it can.</source>
        <translation>Компьютер ходит {0}: он оставляет число Шпрага–Гранди 0, когда может.</translation>
    </message>
    <message>
        <source>How the computer chose {0}</source>
        <translation>Как компьютер выбрал ход {0}</translation>
    </message>
    <message>
        <source>1. Write every heap in binary, one bit a column.</source>
        <translation>1. Запишем каждую кучу в двоичной системе, по разряду в столбце.</translation>
    </message>
    <message>
        <source>2. Count the ones in each column. Odd columns are marked: the nim-sum is {0}.</source>
        <translation>2. Посчитаем единицы в каждом столбце. Нечётные столбцы отмечены: ним-сумма равна {0}.</translation>
    </message>
    <message>
        <source>3. At this strength the computer sometimes plays a random move: this time it takes {0} from heap {1}.</source>
        <translation>3. На этом уровне компьютер иногда ходит случайно: сейчас он берёт {0} из кучи {1}.</translation>
    </message>
    <message>
        <source>3. Misère exception: this move would leave only heaps of one stone, so the computer leaves an &lt;b&gt;odd&lt;/b&gt; number of them ({0}); the opponent will take the last stone.</source>
        <translation>3. Исключение мизера: после хода останутся только кучи из одного камня, поэтому компьютер оставляет их &lt;b&gt;нечётное&lt;/b&gt; число ({0}); последний камень придётся взять сопернику.</translation>
    </message>
    <message>
        <source>3. All columns are even: nim-sum 0. Every move loses against perfect play, so the computer sets a trap: after {0} you have only {1} winning replies out of {2}.</source>
        <translation>3. Все столбцы чётные: ним-сумма 0. Любой ход проигрывает при правильной игре, поэтому компьютер ставит ловушку: после хода {0} у вас лишь {1} выигрывающих ответов из {2}.</translation>
    </message>
    <message>
        <source>3. The leftmost odd column is the {0}s column.</source>
        <translation>3. Самый левый нечётный столбец — разряд {0}.</translation>
    </message>
    <message>
        <source>4. Heap {0} ({1}) has a 1 in that column: the computer takes from it.</source>
        <translation>4. В куче {0} ({1}) в этом столбце стоит 1: компьютер берёт из неё.</translation>
    </message>
    <message>
        <source>5. Flip the bits of heap {0} in every odd column: {1} becomes {2}, so take {3}.</source>
        <translation>5. Меняем разряды кучи {0} во всех нечётных столбцах: {1} превращается в {2}, значит, берём {3}.</translation>
    </message>
    <message>
        <source>6. Now every column is even: nim-sum 0. The opponent is left in a safe position — whatever he does, the computer can answer.</source>
        <translation>6. Теперь все столбцы чётные: ним-сумма 0. Сопернику оставлена безопасная для компьютера позиция — на любой его ход найдётся ответ.</translation>
    </message>
    <message>
        <source>=</source>
        <translation>=</translation>
    </message>
    <message>
        <source>Heap {0}</source>
        <translation>Куча {0}</translation>
    </message>
    <message>
        <source>Nim-sum</source>
        <translation>Ним-сумма</translation>
    </message>
    <message>
        <source>step {0} of {1}</source>
        <translation>шаг {0} из {1}</translation>
    </message>
</context>
<context>
    <name>OdnomastkaTab</name>
    <message>
        <source>One suit</source>
        <translation>Одна масть</translation>
    </message>
    <message>
        <source>Take the card</source>
        <translation>Взять карту</translation>
    </message>
    <message>
        <source>Type a card number (or &quot;take&quot; in durak). On the board: click a card.</source>
        <translation>Введите номер карты (или «взять» в дураке). На столе: щёлкните по карте.</translation>
    </message>
    <message>
        <source>tricks: A {0}, B {1}</source>
        <translation>взятки: A — {0}, B — {1}</translation>
    </message>
    <message>
        <source>cards: {0}</source>
        <translation>карт: {0}</translation>
    </message>
    <message>
        <source>tricks: {0}</source>
        <translation>взяток: {0}</translation>
    </message>
    <message>
        <source>{0} played {1}</source>
        <translation>{0} положил {1}</translation>
    </message>
    <message>
        <source>With best play {0} gets rid of his cards first.</source>
        <translation>При лучшей игре {0} первым избавится от карт.</translation>
    </message>
    <message>
        <source>With best play both run out together: a draw.</source>
        <translation>При лучшей игре карты кончатся у обоих разом: ничья.</translation>
    </message>
    <message>
        <source>With best play {0} takes {1} tricks of {2}.</source>
        <translation>При лучшей игре {0} возьмёт {1} взяток из {2}.</translation>
    </message>
    <message>
        <source>The last trick: {0} wins it.</source>
        <translation>Последняя взятка: её берёт {0}.</translation>
    </message>
    <message>
        <source>{0} wins: he holds the highest card, {1}, and keeps it for the last trick.</source>
        <translation>Выигрывает {0}: у него старшая карта, {1}, и он бережёт её до последней взятки.</translation>
    </message>
    <message>
        <source>{0} wins: he holds the lowest card, {1}, and keeps it for the last trick.</source>
        <translation>Выигрывает {0}: у него младшая карта, {1}, и он бережёт её до последней взятки.</translation>
    </message>
    <message>
        <source>Both hands and the attacker, e.g. A:1,4,5 B:2,3,6 attack:A; with a card on the table add table:5.</source>
        <translation>Обе руки и нападающий, например A:1,4,5 B:2,3,6 attack:A; если на столе карта — добавьте table:5.</translation>
    </message>
    <message>
        <source>Both hands and the leader, e.g. A:1,4,5 B:2,3,6 lead:A; with a card led add table:5 (the other player answers).</source>
        <translation>Обе руки и кто ходит, например A:1,4,5 B:2,3,6 lead:A; если карта уже положена — добавьте table:5 (отвечает другой игрок).</translation>
    </message>
    <message>
        <source>A draw&apos;s moves to the end are not counted with more than {0} cards in play (that would take seconds).</source>
        <translation>Ходов до конца у ничьих не считается, когда в игре больше {0} карт (это заняло бы секунды).</translation>
    </message>
    <message>
        <source>takes the card</source>
        <translation>берёт карту</translation>
    </message>
    <message>
        <source>leads</source>
        <translation>ход в начало взятки</translation>
    </message>
    <message>
        <source>attacks</source>
        <translation>нападает</translation>
    </message>
    <message>
        <source>beats</source>
        <translation>бьёт</translation>
    </message>
    <message>
        <source>takes the trick</source>
        <translation>берёт взятку</translation>
    </message>
    <message>
        <source>gives the trick</source>
        <translation>отдаёт взятку</translation>
    </message>
    <message>
        <source>take</source>
        <translation>взять</translation>
    </message>
</context>
<context>
    <name>OneSuitDialog</name>
    <message>
        <source>New one-suit game</source>
        <translation>Новая игра в одну масть</translation>
    </message>
    <message>
        <source>odnomastka: most tricks</source>
        <translation>одномастка: больше взяток</translation>
    </message>
    <message>
        <source>odnomastka: fewest tricks</source>
        <translation>одномастка: меньше взяток</translation>
    </message>
    <message>
        <source>odnomastka: the last trick wins</source>
        <translation>одномастка: последняя взятка выигрывает</translation>
    </message>
    <message>
        <source>odnomastka: the last trick loses</source>
        <translation>одномастка: последняя взятка проигрывает</translation>
    </message>
    <message>
        <source>durak: taking is always allowed</source>
        <translation>дурак: взять можно всегда</translation>
    </message>
    <message>
        <source>durak: must beat if able</source>
        <translation>дурак: бить, если можешь</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Cards in each hand (k)</source>
        <translation>Карт у каждого (k)</translation>
    </message>
    <message>
        <source>Leads / attacks first</source>
        <translation>Первым ходит / нападает</translation>
    </message>
    <message>
        <source>Deal number (the same number, the same deal)</source>
        <translation>Номер раздачи (тот же номер — та же раздача)</translation>
    </message>
    <message>
        <source>A hand of your own: Edit → Position after the deal.</source>
        <translation>Свою раздачу можно задать потом: Правка → Позиция.</translation>
    </message>
</context>
<context>
    <name>OneSuitThinkingView</name>
    <message>
        <source>The solver forgets the numbers on the cards: only their order matters. The cards left, lowest first — M: the player to move, O: his opponent, T: the card on the table. Every deal with the same pattern has the same values, so one table of patterns serves every game.</source>
        <translation>Решатель забывает номера карт: важен только их порядок. Оставшиеся карты по возрастанию — M: того, кто ходит, O: соперника, T: карта на столе. У всех раздач с одинаковым узором одинаковые оценки, поэтому одна таблица узоров служит всем партиям.</translation>
    </message>
    <message>
        <source>Pattern {0}; patterns solved so far: {1}.</source>
        <translation>Узор {0}; решено узоров: {1}.</translation>
    </message>
    <message numerus="yes">
        <source>{0} is lost with best play; playing {1} gives you %n way(s) to err.</source>
        <translation>
            <numerusform>У {0} проигрыш при лучшей игре; ход {1} оставляет вам %n способ ошибиться.</numerusform>
            <numerusform>У {0} проигрыш при лучшей игре; ход {1} оставляет вам %n способа ошибиться.</numerusform>
            <numerusform>У {0} проигрыш при лучшей игре; ход {1} оставляет вам %n способов ошибиться.</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}&apos;s optimal moves: {1}. Plays {2}.</source>
        <translation>Лучшие ходы {0}: {1}. Ход: {2}.</translation>
    </message>
</context>
<context>
    <name>OutputView</name>
    <message>
        <source>Program output</source>
        <translation>Вывод программы</translation>
    </message>
    <message>
        <source>Choose a game: what the strategy files printed in it (print) is shown here.</source>
        <translation>Выберите партию: здесь будет то, что программы-стратегии напечатали в ней (print).</translation>
    </message>
    <message>
        <source>Program output, game {0}</source>
        <translation>Вывод программы, партия {0}</translation>
    </message>
    <message>
        <source>The strategy files printed nothing in this game.</source>
        <translation>В этой партии программы-стратегии ничего не напечатали.</translation>
    </message>
</context>
<context>
    <name>OutputWindow</name>
    <message>
        <source>Program output</source>
        <translation>Вывод программы</translation>
    </message>
</context>
<context>
    <name>PlayControls</name>
    <message>
        <source>Play</source>
        <translation>Играть</translation>
    </message>
    <message>
        <source>The computer moves by itself</source>
        <translation>Компьютер ходит сам</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>The computer waits</source>
        <translation>Компьютер ждёт</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>The computer makes one move now</source>
        <translation>Компьютер делает один ход</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <source>your move</source>
        <translation>ваш ход</translation>
    </message>
    <message>
        <source>Play move</source>
        <translation>Сходить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Думаю…</translation>
    </message>
    <message numerus="yes">
        <source>Thinking… %n position(s)</source>
        <translation>
            <numerusform>Думаю… %n позиция</numerusform>
            <numerusform>Думаю… %n позиции</numerusform>
            <numerusform>Думаю… %n позиций</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerNamesDialog</name>
    <message>
        <source>A name can have at most {0} characters.</source>
        <translation>Имя может быть не длиннее {0} символов.</translation>
    </message>
    <message>
        <source>A name cannot contain &lt;, &gt;, &amp; or control characters.</source>
        <translation>В имени не может быть символов &lt;, &gt;, &amp; и управляющих символов.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Plays {0} (moves first):</source>
        <translation>За {0} (ходит первым):</translation>
    </message>
    <message>
        <source>Plays {0}:</source>
        <translation>За {0}:</translation>
    </message>
    <message>
        <source>Two pupils play each other. Type their names; the analysis is hidden until the teacher shows it (the Analysis button).</source>
        <translation>Два ученика играют друг с другом. Введите их имена; анализ скрыт, пока учитель его не покажет (кнопка «Анализ»).</translation>
    </message>
    <message>
        <source>The two players need different names.</source>
        <translation>У игроков должны быть разные имена.</translation>
    </message>
</context>
<context>
    <name>PositionPicture</name>
    <message>
        <source>Symmetric moves share a node (×k).</source>
        <translation>Симметричные ходы собраны в один узел (×k).</translation>
    </message>
</context>
<context>
    <name>PositionsBox</name>
    <message>
        <source>Positions from played games (the same in every variant)</source>
        <translation>Позиции из сыгранных партий (одни и те же в каждом варианте)</translation>
    </message>
    <message>
        <source>Add each game&apos;s position</source>
        <translation>Добавить позицию каждой игры</translation>
    </message>
    <message>
        <source>The position on the board of every game tab: find a winning move where there is one to find, else who wins</source>
        <translation>Позиция на доске каждой вкладки с игрой: «найдите выигрывающий ход», если его можно найти, иначе «кто выигрывает»</translation>
    </message>
    <message>
        <source>Add the current game&apos;s moves</source>
        <translation>Добавить ходы текущей партии</translation>
    </message>
    <message>
        <source>Every position of the game in the current tab where a winning move is to be found</source>
        <translation>Каждая позиция партии на текущей вкладке, в которой можно найти выигрывающий ход</translation>
    </message>
    <message>
        <source>Remove the position</source>
        <translation>Удалить позицию</translation>
    </message>
    <message>
        <source>{0}: {1} — {2}</source>
        <translation>{0}: {1} — {2}</translation>
    </message>
    <message>
        <source>Open a game tab first: its positions are taken.</source>
        <translation>Сначала откройте вкладку с игрой: позиции берутся из неё.</translation>
    </message>
    <message>
        <source>The worksheet holds at most {0} positions from games.</source>
        <translation>В листе может быть не больше {0} позиций из партий.</translation>
    </message>
    <message>
        <source>Solving the positions…</source>
        <translation>Решаю позиции…</translation>
    </message>
    <message>
        <source>Positions added: {0}.</source>
        <translation>Добавлено позиций: {0}.</translation>
    </message>
    <message>
        <source>Left out (no move to find, already on the sheet, or no room): {0}.</source>
        <translation>Пропущено (нечего искать, уже есть в листе или нет места): {0}.</translation>
    </message>
</context>
<context>
    <name>Presentation</name>
    <message>
        <source>Leave presentation mode: back to the normal window with the menus (Esc or F11)</source>
        <translation>Выйти из режима презентации: вернуться к обычному окну с меню (Esc или F11)</translation>
    </message>
</context>
<context>
    <name>ProgressPage</name>
    <message>
        <source>All pupils</source>
        <translation>Все ученики</translation>
    </message>
    <message>
        <source>Nobody has trained yet: results appear here after the first answered exercise.</source>
        <translation>Ещё никто не тренировался: результаты появятся здесь после первого решённого упражнения.</translation>
    </message>
    <message>
        <source>Results are kept in {0}</source>
        <translation>Результаты хранятся в файле {0}</translation>
    </message>
    <message>
        <source>Reading the class folder {0}…</source>
        <translation>Читаю папку класса {0}…</translation>
    </message>
    <message>
        <source>Pupils: {0}, PCs: {1} — this PC&apos;s results ({2}) and the class folder {3}.</source>
        <translation>Учеников: {0}, компьютеров: {1} — результаты этого компьютера ({2}) и папка класса {3}.</translation>
    </message>
    <message>
        <source>The class folder {0} cannot be read ({1}): only this PC&apos;s results are shown.</source>
        <translation>Папку класса {0} не прочитать ({1}): показаны только результаты этого компьютера.</translation>
    </message>
    <message>
        <source>Files of the class folder that could not be read: {0}</source>
        <translation>Файлы папки класса, которые не удалось прочитать: {0}</translation>
    </message>
    <message>
        <source>Pupil</source>
        <translation>Ученик</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>Упражнение</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Ответов</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Решено</translation>
    </message>
    <message>
        <source>Accuracy, %</source>
        <translation>Верных, %</translation>
    </message>
    <message>
        <source>Level reached</source>
        <translation>Достигнутый уровень</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Last answer</source>
        <translation>Последний ответ</translation>
    </message>
    <message>
        <source>PCs</source>
        <translation>Компьютеры</translation>
    </message>
    <message>
        <source>Export the progress as CSV</source>
        <translation>Сохранить успехи как CSV</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Таблица CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>Не удалось записать {0}: {1}</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>Сохранено: {0}</translation>
    </message>
    <message>
        <source>Progress of the pupils</source>
        <translation>Успехи учеников</translation>
    </message>
    <message>
        <source>Pupil:</source>
        <translation>Ученик:</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Сохранить как CSV…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Папка</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Папка:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлов:</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Game review</source>
        <translation>Разбор партии</translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Double-click a move to see the position where it was played.</source>
        <translation>Двойной щелчок по ходу покажет позицию, в которой он был сделан.</translation>
    </message>
</context>
<context>
    <name>RowsTable</name>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>Задание</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Сколько</translation>
    </message>
</context>
<context>
    <name>STable</name>
    <message>
        <source>S = {0}: not worked out yet</source>
        <translation>S = {0}: ещё не решено</translation>
    </message>
    <message>
        <source>S = {0}: nobody can force the end</source>
        <translation>S = {0}: никто не может закончить игру</translation>
    </message>
    <message>
        <source>Petya</source>
        <translation>Петя</translation>
    </message>
    <message>
        <source>Vanya</source>
        <translation>Ваня</translation>
    </message>
    <message>
        <source>S = {0}: {1} wins, at the latest on his move {2}</source>
        <translation>S = {0}: выигрывает {1}, не позже своего {2}-го хода</translation>
    </message>
    <message>
        <source>S = {0}: neither side forces the win within two moves each; the task is too big to play this start out</source>
        <translation>S = {0}: никто не добивается выигрыша за два своих хода; задача слишком велика, чтобы доиграть эту позицию до конца</translation>
    </message>
</context>
<context>
    <name>ScoreHistogram</name>
    <message>
        <source>Optimal score of each deal</source>
        <translation>Лучший счёт каждого расклада</translation>
    </message>
    <message>
        <source>score (cards on the foundations; 52 = won)</source>
        <translation>счёт (карт на базах; 52 — пасьянс сошёлся)</translation>
    </message>
    <message>
        <source>deals</source>
        <translation>раскладов</translation>
    </message>
    <message>
        <source>solved exactly</source>
        <translation>решены точно</translation>
    </message>
    <message>
        <source>undetermined (best score found)</source>
        <translation>не решены (лучший найденный счёт)</translation>
    </message>
    <message>
        <source>mean {0}</source>
        <translation>среднее {0}</translation>
    </message>
</context>
<context>
    <name>SearchTreeView</name>
    <message>
        <source>Export the tree</source>
        <translation>Экспорт дерева</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Изображение PNG (*.png);;Рисунок SVG (*.svg)</translation>
    </message>
    <message>
        <source>The search has not finished this node yet: its value appears when every move below it has been searched.</source>
        <translation>Поиск ещё не закончил этот узел: оценка появится, когда будут просмотрены все ходы под ним.</translation>
    </message>
    <message>
        <source>≥ {0}: only a lower bound. The search cut off here or below once it knew the value is at least {0}; the exact value may be larger — it was not needed.</source>
        <translation>≥ {0} — только нижняя граница. Поиск сделал отсечение здесь или ниже, как только узнал, что оценка не меньше {0}; точная оценка может быть больше — она не понадобилась.</translation>
    </message>
    <message>
        <source>≤ {0}: only an upper bound. The search cut off below once it knew the value is at most {0}; the exact value may be smaller — it was not needed.</source>
        <translation>≤ {0} — только верхняя граница. Поиск сделал отсечение ниже, как только узнал, что оценка не больше {0}; точная оценка может быть меньше — она не понадобилась.</translation>
    </message>
    <message>
        <source>Could not write {0}.</source>
        <translation>Не удалось записать {0}.</translation>
    </message>
    <message numerus="yes">
        <source>%n more move(s)</source>
        <translation>
            <numerusform>ещё %n ход</numerusform>
            <numerusform>ещё %n хода</numerusform>
            <numerusform>ещё %n ходов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SekiDialog</name>
    <message>
        <source>New game of Seki</source>
        <translation>Новая игра в секи</translation>
    </message>
    <message>
        <source>SEKI: emptying a row and a column at once wins</source>
        <translation>СЕКИ: обнулил строку и столбец разом — выиграл</translation>
    </message>
    <message>
        <source>D-SEKI: emptying both at once is a draw</source>
        <translation>Д-СЕКИ: обнулить строку и столбец разом — ничья</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Matrix (rows by /, entries by commas)</source>
        <translation>Матрица (строки через /, числа через запятую)</translation>
    </message>
    <message>
        <source>First to move</source>
        <translation>Первым ходит</translation>
    </message>
</context>
<context>
    <name>SekiTab</name>
    <message>
        <source>Seki</source>
        <translation>Секи</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Type an entry as row,column (e.g. 2,3) or &quot;pass&quot;. On the board: click an entry.</source>
        <translation>Введите клетку как строка,столбец (например 2,3) или «pass». На доске: щёлкните по клетке.</translation>
    </message>
    <message>
        <source>The matrix, rows separated by /, entries by commas, then who moves (R or C), e.g. 2,1/1,2 R; add &apos;passed&apos; if the last move was a pass.</source>
        <translation>Матрица: строки через /, числа через запятую, затем кто ходит (R или C), например 2,1/1,2 R; добавьте «passed», если последним был пас.</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
</context>
<context>
    <name>SekiThinkingView</name>
    <message>
        <source>Classifying…</source>
        <translation>Классифицирую…</translation>
    </message>
    <message>
        <source>R wins</source>
        <translation>выигрывает R</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>C wins</source>
        <translation>выигрывает C</translation>
    </message>
    <message>
        <source>If R starts: {0}.</source>
        <translation>Если начинает R: {0}.</translation>
    </message>
    <message>
        <source>If C starts: {0}.</source>
        <translation>Если начинает C: {0}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A complete seki&lt;/b&gt;: a draw whoever starts, and every move other than a pass loses.</source>
        <translation>&lt;b&gt;Полное секи&lt;/b&gt;: ничья, кто бы ни начинал, и любой ход, кроме паса, проигрывает.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A seki&lt;/b&gt;: a draw whoever starts.</source>
        <translation>&lt;b&gt;Секи&lt;/b&gt;: ничья, кто бы ни начинал.</translation>
    </message>
    <message>
        <source>On the board: green — the entry&apos;s move wins for the player to move, grey — draws, red — loses.</source>
        <translation>На доске: зелёный — ход в эту клетку выигрывает для ходящего, серый — ничья, красный — проигрывает.</translation>
    </message>
    <message>
        <source>{0} plays {1}.</source>
        <translation>{0} ходит {1}.</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Games and limits</source>
        <translation>Партии и ограничения</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Вариант:</translation>
    </message>
    <message>
        <source>Settings (JSON):</source>
        <translation>Настройки (JSON):</translation>
    </message>
    <message>
        <source>As in its tab</source>
        <translation>Как на вкладке игры</translation>
    </message>
    <message>
        <source>The variant and settings of the game now in the game&apos;s tab</source>
        <translation>Вариант и настройки партии, которая сейчас на вкладке игры</translation>
    </message>
    <message>
        <source>Choose in the game&apos;s dialog…</source>
        <translation>Выбрать в окне настроек игры…</translation>
    </message>
    <message>
        <source>As in the game&apos;s save files, e.g. Nim {&quot;heaps&quot;: [3, 4, 5]}. Empty {}: the game&apos;s usual start. A card game without &quot;hands&quot; gets a random deal for each two games of a pair.</source>
        <translation>Как в файлах сохранения игры, например для нима {&quot;heaps&quot;: [3, 4, 5]}. Пустые {} — обычное начало игры. Карточная игра без &quot;hands&quot; получает случайную раздачу на каждые две партии пары.</translation>
    </message>
    <message>
        <source>Computer: perfect</source>
        <translation>Компьютер: идеально</translation>
    </message>
    <message>
        <source>Computer: search to depth</source>
        <translation>Компьютер: перебор на глубину</translation>
    </message>
    <message>
        <source>Computer: search for seconds</source>
        <translation>Компьютер: перебор за секунды</translation>
    </message>
    <message>
        <source>Random moves</source>
        <translation>Случайные ходы</translation>
    </message>
    <message>
        <source>Add strategy files…</source>
        <translation>Добавить файлы стратегий…</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Добавить папку…</translation>
    </message>
    <message>
        <source>Every strategy file (*.py) of a folder, each named by its file</source>
        <translation>Все файлы стратегий (*.py) из папки, каждый под именем своего файла</translation>
    </message>
    <message>
        <source>Class battle</source>
        <translation>Битва класса</translation>
    </message>
    <message>
        <source>Every strategy of this game handed in to the class folder, and the perfect computer: start at once</source>
        <translation>Все стратегии этой игры, сданные в папку класса, и идеальный компьютер: начать сразу</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Выше</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Ниже</translation>
    </message>
    <message>
        <source>Games per pair (sides alternate):</source>
        <translation>Партий на пару (по очереди ходят первыми):</translation>
    </message>
    <message>
        <source>Random opening moves:</source>
        <translation>Случайных ходов в начале:</translation>
    </message>
    <message>
        <source>Time a move for a file (s):</source>
        <translation>Время на ход для файла (с):</translation>
    </message>
    <message>
        <source>Memory for a file (MB):</source>
        <translation>Память для файла (МБ):</translation>
    </message>
    <message>
        <source>Seed (the same seed, the same games):</source>
        <translation>Зерно (то же зерно — те же партии):</translation>
    </message>
    <message>
        <source>Start the battle</source>
        <translation>Начать соревнование</translation>
    </message>
    <message>
        <source>Add strategy files</source>
        <translation>Добавить файлы стратегий</translation>
    </message>
    <message>
        <source>Python files (*.py)</source>
        <translation>Файлы Python (*.py)</translation>
    </message>
    <message>
        <source>Add every strategy of a folder</source>
        <translation>Добавить все стратегии из папки</translation>
    </message>
    <message>
        <source>Cannot read the folder {0}: {1}</source>
        <translation>Не удаётся прочитать папку {0}: {1}</translation>
    </message>
    <message>
        <source>No strategy files (*.py) in {0}</source>
        <translation>В папке {0} нет файлов стратегий (*.py)</translation>
    </message>
    <message>
        <source>The settings are not JSON: {0}</source>
        <translation>Настройки — не JSON: {0}</translation>
    </message>
    <message>
        <source>The settings must be a JSON object in braces, e.g. {0}</source>
        <translation>Настройки должны быть объектом JSON в фигурных скобках, например {0}</translation>
    </message>
    <message>
        <source>1 — for a beginner, {0} — the hardest</source>
        <translation>1 — для начинающих, {0} — самый трудный</translation>
    </message>
    <message>
        <source>Type your name first.</source>
        <translation>Сначала введите своё имя.</translation>
    </message>
    <message>
        <source>Training: exercises checked by the computer</source>
        <translation>Тренировка: упражнения, которые проверяет компьютер</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ваше имя:</translation>
    </message>
    <message>
        <source>Exercise:</source>
        <translation>Упражнение:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Правила:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Уровень:</translation>
    </message>
    <message>
        <source>first name and surname</source>
        <translation>имя и фамилия</translation>
    </message>
    <message numerus="yes">
        <source>Test (%n exercise(s))</source>
        <translation>
            <numerusform>Контрольная (%n упражнение)</numerusform>
            <numerusform>Контрольная (%n упражнения)</numerusform>
            <numerusform>Контрольная (%n упражнений)</numerusform>
        </translation>
    </message>
    <message>
        <source>Practice (endless)</source>
        <translation>Практика (без конца)</translation>
    </message>
    <message>
        <source>Progress of the pupils…</source>
        <translation>Успехи учеников…</translation>
    </message>
    <message>
        <source>Every exercise is made afresh by the game&apos;s exact engine, and your answer is checked by it. A right answer gives {0} points; each hint you open takes {1} point off; a wrong answer gives 0. After each answer you see the right one and how the computer thinks about the position.</source>
        <translation>Каждое упражнение заново составляет точный решатель игры, он же проверяет ответ. Верный ответ — {0} очка; каждая открытая подсказка отнимает {1} очко; неверный ответ — 0. После каждого ответа вы увидите правильный и то, как компьютер думает об этой позиции.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Other</source>
        <translation>Прочее</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>On the boards you can also click, or type a move into the field under the board and press Enter.</source>
        <translation>На доске можно также щёлкать мышью или ввести ход в поле под доской и нажать Enter.</translation>
    </message>
</context>
<context>
    <name>SolitaireTab</name>
    <message>
        <source>Solitaire</source>
        <translation>Пасьянс</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Новый расклад</translation>
    </message>
    <message>
        <source>Deal the cards of a random number</source>
        <translation>Разложить карты расклада со случайным номером</translation>
    </message>
    <message>
        <source>Deal…</source>
        <translation>Расклад…</translation>
    </message>
    <message>
        <source>Type or paste a deal: 52 cards in dealing order</source>
        <translation>Напечатать или вставить расклад: 52 карты в порядке раздачи</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Взять назад последний ход</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Вернуть</translation>
    </message>
    <message>
        <source>Make the taken-back move again</source>
        <translation>Снова сделать взятый назад ход</translation>
    </message>
    <message>
        <source>A possible move</source>
        <translation>Возможный ход</translation>
    </message>
    <message>
        <source>Show a move the rules allow, chosen by a simple rule of thumb — not necessarily the best: Best play finds that</source>
        <translation>Показать ход, который разрешают правила, выбранный по простому житейскому правилу, — не обязательно лучший: лучший находит «Лучшая игра»</translation>
    </message>
    <message>
        <source>Deal #</source>
        <translation>Расклад №</translation>
    </message>
    <message>
        <source>The deal&apos;s number: the same number deals the same cards on every computer</source>
        <translation>Номер расклада: один и тот же номер даёт одни и те же карты на любом компьютере</translation>
    </message>
    <message>
        <source>Draw:</source>
        <translation>Из колоды:</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>по 1 карте</translation>
    </message>
    <message>
        <source>3 cards</source>
        <translation>по 3 карты</translation>
    </message>
    <message>
        <source>Cards turned from the stock at a time</source>
        <translation>Сколько карт открывается из колоды за раз</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Показать все</translation>
    </message>
    <message>
        <source>Show the face-down cards too (greyed), as the solver knows them: thoughtful solitaire</source>
        <translation>Показать и закрытые карты (серыми), как их знает решатель: «вдумчивый» пасьянс, все карты известны</translation>
    </message>
    <message>
        <source>Best play</source>
        <translation>Лучшая игра</translation>
    </message>
    <message>
        <source>How the computer thinks</source>
        <translation>Как думает компьютер</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Won!</source>
        <translation>Победа!</translation>
    </message>
    <message>
        <source>Won! On foundations: {0} of {1}</source>
        <translation>Победа! На базах: {0} из {1}</translation>
    </message>
    <message>
        <source>On foundations: {0} of {1}</source>
        <translation>На базах: {0} из {1}</translation>
    </message>
    <message>
        <source>Moves: {0}</source>
        <translation>Ходов: {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Won!&lt;/b&gt; All 52 cards are on the foundations, in {0} moves.</source>
        <translation>&lt;b&gt;Победа!&lt;/b&gt; Все 52 карты на базах; ходов: {0}.</translation>
    </message>
    <message>
        <source>Drag a card, or click it and then its place; double-click sends it to its foundation; click the stock (or press D) to draw.</source>
        <translation>Перетащите карту или щёлкните её, а затем место, куда её положить; двойной щелчок отправляет карту на базу; щелчок по колоде (или клавиша D) открывает карты.</translation>
    </message>
    <message>
        <source>The deal starts again: {0} at a time from the stock.</source>
        <translation>Расклад начат заново: из колоды {0}.</translation>
    </message>
    <message>
        <source>A possible move (not necessarily the best): {0}</source>
        <translation>Возможный ход (не обязательно лучший): {0}</translation>
    </message>
    <message>
        <source>Only the top card of a pile goes to a foundation.</source>
        <translation>На базу идёт только верхняя карта стопки.</translation>
    </message>
    <message>
        <source>{0} is on its foundation already.</source>
        <translation>{0} уже на базе.</translation>
    </message>
    <message>
        <source>{0} cannot go to its foundation yet: a foundation is built up by suit from the ace.</source>
        <translation>{0} пока нельзя на базу: база собирается по масти, от туза вверх.</translation>
    </message>
    <message>
        <source>Only a king (or a run headed by a king) goes onto an empty pile.</source>
        <translation>На пустое место кладётся только король (или ряд карт, который начинается с короля).</translation>
    </message>
    <message>
        <source>{0} cannot move.</source>
        <translation>{0} сейчас не ходит.</translation>
    </message>
    <message>
        <source>{0} cannot go onto {1}: a pile is built down by one rank, red on black or black on red.</source>
        <translation>{0} нельзя положить на {1}: в стопке карты идут по убыванию на одну, красная на чёрную или чёрная на красную.</translation>
    </message>
    <message>
        <source>The stock and the waste are empty.</source>
        <translation>Колода и отбой пусты.</translation>
    </message>
    <message>
        <source>Replaying the solver&apos;s line: the position it solved.</source>
        <translation>Показ решения компьютера: позиция, которую он решал.</translation>
    </message>
    <message>
        <source>Replaying the solver&apos;s line — move {0} of {1}: {2}{3}.</source>
        <translation>Показ решения компьютера — ход {0} из {1}: {2}{3}.</translation>
    </message>
    <message>
        <source>The game itself is not changed; hand moves wait for &quot;Back to the game&quot;.</source>
        <translation>Сама партия не меняется; ходить рукой можно после «Вернуться к игре».</translation>
    </message>
</context>
<context>
    <name>SolitaireWords</name>
    <message>
        <source>draw</source>
        <translation>взять из колоды</translation>
    </message>
    <message>
        <source>turn the waste over</source>
        <translation>перевернуть отбой</translation>
    </message>
    <message>
        <source>{0} ({1} cards)</source>
        <translation>{0} (карт: {1})</translation>
    </message>
    <message>
        <source>{0} from the foundation</source>
        <translation>{0} с базы</translation>
    </message>
    <message>
        <source>{0} → foundation</source>
        <translation>{0} → на базу</translation>
    </message>
    <message>
        <source>{0} → pile {1}</source>
        <translation>{0} → стопка {1}</translation>
    </message>
    <message>
        <source>evict nothing</source>
        <translation>ничего не вытеснять</translation>
    </message>
    <message>
        <source>evict the least used</source>
        <translation>вытеснять редко используемые</translation>
    </message>
    <message>
        <source>evict the least recently used</source>
        <translation>вытеснять давно не использованные</translation>
    </message>
    <message>
        <source>the search stopped at the node limit</source>
        <translation>поиск остановлен пределом числа узлов</translation>
    </message>
    <message>
        <source>the search stopped at the time limit</source>
        <translation>поиск остановлен пределом времени</translation>
    </message>
    <message>
        <source>the search stopped at a limit</source>
        <translation>поиск остановлен пределом</translation>
    </message>
    <message>
        <source>Best result: {0} — won (proved).</source>
        <translation>Лучший результат: {0} — пасьянс сходится (доказано).</translation>
    </message>
    <message>
        <source>Best result: {0} (proved: no line puts more on the foundations).</source>
        <translation>Лучший результат: {0} (доказано: ни одна последовательность ходов не кладёт на базы больше).</translation>
    </message>
    <message>
        <source>At least {0} found, at most {1}: it cannot be won (proved); {2} — the best not proved.</source>
        <translation>Найдено не меньше {0}, не больше {1}: пасьянс не сходится (доказано); {2} — лучший результат не доказан.</translation>
    </message>
    <message>
        <source>At least {0} found; {1} — not proved.</source>
        <translation>Найдено не меньше {0}; {1} — не доказано.</translation>
    </message>
    <message>
        <source>Search cancelled after {0} nodes.</source>
        <translation>Поиск отменён; просмотрено узлов: {0}.</translation>
    </message>
    <message>
        <source>Search cancelled after {0} nodes: at least {1} was found so far — not proved, no line to replay.</source>
        <translation>Поиск отменён; просмотрено узлов: {0}. Найдено не меньше {1} — не доказано; линии для показа нет.</translation>
    </message>
</context>
<context>
    <name>StackPicture</name>
    <message>
        <source>searching now</source>
        <translation>ищет сейчас</translation>
    </message>
    <message>
        <source>start</source>
        <translation>начало</translation>
    </message>
    <message>
        <source>… {0} more below</source>
        <translation>… и ещё {0} ниже</translation>
    </message>
    <message>
        <source>the position that is solved</source>
        <translation>решаемая позиция</translation>
    </message>
</context>
<context>
    <name>Stage</name>
    <message>
        <source>Everything the exercise needs is in its question.</source>
        <translation>Всё, что нужно для упражнения, — в его условии.</translation>
    </message>
    <message>
        <source>Solving the task…</source>
        <translation>Задача решается…</translation>
    </message>
</context>
<context>
    <name>StandingsView</name>
    <message>
        <source>Standings: a win is 1 point, a draw ½, a forfeit is a loss</source>
        <translation>Таблица: победа — 1 очко, ничья — ½, нарушение — поражение</translation>
    </message>
    <message>
        <source>Cross-table: the row player&apos;s wins–draws–losses against the column player</source>
        <translation>Перекрёстная таблица: победы–ничьи–поражения игрока строки против игрока столбца</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партий</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Поражения</translation>
    </message>
    <message>
        <source>Forfeits</source>
        <translation>Нарушения</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Average margin</source>
        <translation>Средний перевес</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Deals:</source>
        <translation>Раскладов:</translation>
    </message>
    <message>
        <source>First seed:</source>
        <translation>Первый расклад (номер):</translation>
    </message>
    <message>
        <source>Draw:</source>
        <translation>Открывать по:</translation>
    </message>
    <message>
        <source>Node limit a deal:</source>
        <translation>Предел позиций на расклад:</translation>
    </message>
    <message>
        <source>Time limit a deal, s:</source>
        <translation>Предел времени на расклад, с:</translation>
    </message>
    <message>
        <source>Processes:</source>
        <translation>Процессов:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>0: no time limit. With a time limit the results depend on the computer&apos;s speed; the node limit gives the same results everywhere.</source>
        <translation>0 — без предела времени. С пределом времени результаты зависят от скорости компьютера; предел позиций даёт одни и те же результаты везде.</translation>
    </message>
    <message>
        <source>Deals solved at once, one a processor core. The results do not depend on it.</source>
        <translation>Сколько раскладов решается одновременно, по одной на ядро процессора. Результаты от этого не зависят.</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Расклады</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Итоги</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Scores are over every deal, an undetermined deal (a limit stopped its search) counted at the best score found, so the mean is then a lower bound. The won fraction counts undetermined deals as not won. Moves and decision points are over the deals solved exactly, whose line is optimal.</source>
        <translation>Счёт усреднён по всем раскладам; нерешённый расклад (его поиск остановил предел) учтён с лучшим найденным счётом, так что среднее тогда — оценка снизу. В доле сошедшихся нерешённые расклады считаются несошедшимися. Ходы и развилки усреднены по раскладам, решённым точно: их путь оптимален.</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>Convergence</source>
        <translation>Сходимость</translation>
    </message>
    <message>
        <source>Eviction study</source>
        <translation>Вытеснение из таблицы</translation>
    </message>
    <message>
        <source>Table of deals</source>
        <translation>Таблица раскладов</translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation>Сохранить график в PNG…</translation>
    </message>
    <message>
        <source>Save chart as SVG…</source>
        <translation>Сохранить график в SVG…</translation>
    </message>
    <message>
        <source>Save table as CSV…</source>
        <translation>Сохранить таблицу в CSV…</translation>
    </message>
    <message>
        <source>Deals for the study:</source>
        <translation>Раскладов для опыта:</translation>
    </message>
    <message>
        <source>Run the study</source>
        <translation>Провести опыт</translation>
    </message>
    <message>
        <source>The same deals solved under each eviction policy and table size (the draw and the limits above): how many positions the search explores. A deal the node limit stopped counts with all its positions.</source>
        <translation>Одни и те же расклады решаются при каждом способе вытеснения и размере таблицы (правило открытия карт и пределы — как выше): сколько позиций просматривает поиск. Расклад, который остановил предел позиций, учтён со всеми его позициями.</translation>
    </message>
    <message>
        <source>The solver failed: {0}</source>
        <translation>Ошибка в решателе: {0}</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Не запущено</translation>
    </message>
    <message>
        <source>Solves done: {0} of {1}</source>
        <translation>Решений: {0} из {1}</translation>
    </message>
    <message>
        <source>Deals done: {0} of {1}</source>
        <translation>Пройдено раскладов: {0} из {1}</translation>
    </message>
    <message>
        <source>{0} elapsed</source>
        <translation>прошло {0}</translation>
    </message>
    <message>
        <source>{0} a minute</source>
        <translation>{0} в минуту</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>готово</translation>
    </message>
    <message>
        <source>Could not write {0}</source>
        <translation>Не удалось записать {0}</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>Не удалось записать {0}: {1}</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Рисунок PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Чертёж SVG (*.svg)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Таблица CSV (*.csv)</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Сохранить как</translation>
    </message>
    <message>
        <source>Deals done:</source>
        <translation>Пройдено раскладов:</translation>
    </message>
    <message>
        <source>Optimal score:</source>
        <translation>Лучший счёт:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Сошлось:</translation>
    </message>
    <message>
        <source>Moves to the optimum:</source>
        <translation>Ходов до лучшего счёта:</translation>
    </message>
    <message>
        <source>Decision points:</source>
        <translation>Развилок на пути:</translation>
    </message>
    <message>
        <source>Positions explored:</source>
        <translation>Просмотрено позиций:</translation>
    </message>
    <message>
        <source>Table memory:</source>
        <translation>Память таблицы:</translation>
    </message>
    <message>
        <source>{0}: won {1}, lost {2}, undetermined {3}</source>
        <translation>{0}: сошлось {1}, не сходится (доказано) {2}, не решено {3}</translation>
    </message>
    <message>
        <source>{0} % (95 % interval {1}–{2} %)</source>
        <translation>{0} % (95-процентный интервал {1}–{2} %)</translation>
    </message>
    <message>
        <source>{0} on average (over the {1} deals solved exactly)</source>
        <translation>{0} в среднем (по раскладам, решённым точно: {1})</translation>
    </message>
    <message>
        <source>{0} on average</source>
        <translation>{0} в среднем</translation>
    </message>
    <message>
        <source>{0} a deal on average, at most {1}; {2} s a deal</source>
        <translation>{0} на расклад в среднем, не больше {1}; {2} с на расклад</translation>
    </message>
    <message>
        <source>at most {0} positions stored at once ({1} on average); {2} evictions a deal</source>
        <translation>хранилось сразу до {0} позиций (в среднем {1}); вытеснений на расклад: {2}</translation>
    </message>
    <message>
        <source>mean {0}</source>
        <translation>среднее {0}</translation>
    </message>
    <message>
        <source>mean {0} ± {1} (95 %), standard deviation {2}</source>
        <translation>среднее {0} ± {1} (95 %), стандартное отклонение {2}</translation>
    </message>
    <message>
        <source>{0} of the undetermined cannot be won (proved by their bound)</source>
        <translation>из нерешённых не сходятся (доказано оценкой сверху): {0}</translation>
    </message>
    <message>
        <source>{0} % if every undetermined deal is won</source>
        <translation>{0} %, если все нерешённые расклады сходятся</translation>
    </message>
    <message>
        <source>{0} % if every undetermined deal that may be won is won</source>
        <translation>{0} %, если сходятся все нерешённые расклады, которые могут сойтись</translation>
    </message>
    <message>
        <source>no eviction</source>
        <translation>без вытеснения</translation>
    </message>
    <message>
        <source>least used</source>
        <translation>редко используемые</translation>
    </message>
    <message>
        <source>least recently used</source>
        <translation>давно не использованные</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Вытеснение</translation>
    </message>
    <message>
        <source>Table size</source>
        <translation>Размер таблицы</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Позиций</translation>
    </message>
    <message>
        <source>Evictions</source>
        <translation>Вытеснений</translation>
    </message>
    <message>
        <source>Peak stored</source>
        <translation>Пик заполнения</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Секунд</translation>
    </message>
    <message>
        <source>Undetermined</source>
        <translation>Не решено</translation>
    </message>
</context>
<context>
    <name>StoneHeapsExamples</name>
    <message>
        <source>One heap: +1 or ×2, to 29</source>
        <translation>Одна куча: +1 или ×2, до 29</translation>
    </message>
    <message>
        <source>One heap: +1 or ×2, to 129</source>
        <translation>Одна куча: +1 или ×2, до 129</translation>
    </message>
    <message>
        <source>Heaps 7 and S: +1 or ×2, sum to 77</source>
        <translation>Кучи 7 и S: +1 или ×2, сумма до 77</translation>
    </message>
    <message>
        <source>One heap S ≥ 21: −1 or halve an even heap, down to 20</source>
        <translation>Одна куча S ≥ 21: −1 или половина чётной кучи, до 20</translation>
    </message>
    <message>
        <source>Heaps 5 and S: only the smaller heap grows; who makes the product 300 loses</source>
        <translation>Кучи 5 и S: растёт только меньшая; кто доведёт произведение до 300, проигрывает</translation>
    </message>
    <message>
        <source>Heaps 4 and S: never the opponent&apos;s last move; over 90 loses</source>
        <translation>Кучи 4 и S: нельзя повторять ход соперника; больше 90 — проигрыш</translation>
    </message>
</context>
<context>
    <name>StoneHeapsTab</name>
    <message>
        <source>EGE 19–21</source>
        <translation>ЕГЭ 19–21</translation>
    </message>
    <message>
        <source>Petya</source>
        <translation>Петя</translation>
    </message>
    <message>
        <source>Vanya</source>
        <translation>Ваня</translation>
    </message>
    <message>
        <source>The heap sizes, then who is to move, e.g. &quot;7 20 Vanya&quot; (Petya if omitted).</source>
        <translation>Размеры куч, затем чей ход, например «7 20 Ваня» (если не указано — Петя).</translation>
    </message>
    <message>
        <source>heaps become {0}</source>
        <translation>кучи станут {0}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Play from S =</source>
        <translation>Играть с S =</translation>
    </message>
    <message>
        <source>Task and answers</source>
        <translation>Задача и ответы</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>Дерево игры</translation>
    </message>
    <message>
        <source>Python solution</source>
        <translation>Решение на Python</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>S =</source>
        <translation>S =</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Save as .py…</source>
        <translation>Сохранить как .py…</translation>
    </message>
    <message>
        <source>heap {0}</source>
        <translation>куча {0}</translation>
    </message>
    <message>
        <source>total</source>
        <translation>сумма</translation>
    </message>
    <message>
        <source>largest heap</source>
        <translation>большая куча</translation>
    </message>
    <message>
        <source>smallest heap</source>
        <translation>меньшая куча</translation>
    </message>
    <message>
        <source>product</source>
        <translation>произведение</translation>
    </message>
    <message>
        <source>the game ends at</source>
        <translation>игра кончается при</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>игра окончена</translation>
    </message>
    <message>
        <source>(the last mover loses unless it is {0} {1})</source>
        <translation>(последний ходивший проигрывает, если не {0} {1})</translation>
    </message>
    <message>
        <source>Type a move as written (x*2, or 2:x+1 for heap 2) or the heap sizes it leaves (e.g. 7 20).</source>
        <translation>Введите ход как он записан (x*2 или 2:x+1 для кучи 2) или размеры куч после него (например, 7 20).</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Решаю…</translation>
    </message>
    <message>
        <source>19 (after an unlucky move)</source>
        <translation>19 (после неудачного хода)</translation>
    </message>
    <message>
        <source>in the answer to {0}</source>
        <translation>входит в ответ на {0}</translation>
    </message>
    <message>
        <source>Game tree for S = {0}</source>
        <translation>Дерево игры для S = {0}</translation>
    </message>
    <message>
        <source>Play from S = {0}</source>
        <translation>Играть с S = {0}</translation>
    </message>
    <message>
        <source>Save the program</source>
        <translation>Сохранить программу</translation>
    </message>
    <message>
        <source>Python (*.py)</source>
        <translation>Python (*.py)</translation>
    </message>
    <message>
        <source>Cannot save {0}: {1}</source>
        <translation>Не удаётся сохранить {0}: {1}</translation>
    </message>
    <message>
        <source>The program a pupil would write in the exam for this task: f(heaps, m) says whether the player we play for wins within m moves of both players. It prints the same answers as the table.</source>
        <translation>Программа, которую ученик написал бы на экзамене для этой задачи: f(кучи, m) отвечает, выигрывает ли игрок, за которого мы играем, не более чем за m ходов обоих игроков. Она печатает те же ответы, что и таблица.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message numerus="yes">
        <source>Solving… %n position(s) searched</source>
        <translation>
            <numerusform>Решаю… просмотрена %n позиция</numerusform>
            <numerusform>Решаю… просмотрено %n позиции</numerusform>
            <numerusform>Решаю… просмотрено %n позиций</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled. The table below is for the last task solved; change the task (a smaller end value or range of S) to solve it again.</source>
        <translation>Отменено. Таблица ниже — для последней решённой задачи; измените задачу (меньшее значение конца игры или диапазон S), чтобы решить её снова.</translation>
    </message>
</context>
<context>
    <name>StoneHeapsThinking</name>
    <message>
        <source>The game is over. The tree from its start:</source>
        <translation>Игра окончена. Дерево от её начала:</translation>
    </message>
    <message numerus="yes">
        <source>he wins within %n more move(s) of his</source>
        <translation>
            <numerusform>он выигрывает не более чем за %n свой ход</numerusform>
            <numerusform>он выигрывает не более чем за %n своих хода</numerusform>
            <numerusform>он выигрывает не более чем за %n своих ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>he loses with best play; this move keeps the game going longest: %n more ply(-ies)</source>
        <translation>
            <numerusform>при правильной игре он проигрывает; этот ход дольше всех оттягивает конец: ещё %n полуход</numerusform>
            <numerusform>при правильной игре он проигрывает; этот ход дольше всех оттягивает конец: ещё %n полухода</numerusform>
            <numerusform>при правильной игре он проигрывает; этот ход дольше всех оттягивает конец: ещё %n полуходов</numerusform>
        </translation>
    </message>
    <message>
        <source>nobody can force the end</source>
        <translation>никто не может закончить игру</translation>
    </message>
    <message>
        <source>{0} plays {1}: {2}.</source>
        <translation>{0} ходит {1}: {2}.</translation>
    </message>
</context>
<context>
    <name>StoneHeapsWording</name>
    <message>
        <source>double the number of stones in the heap</source>
        <translation>увеличить количество камней в куче в два раза</translation>
    </message>
    <message>
        <source>triple the number of stones in the heap</source>
        <translation>увеличить количество камней в куче в три раза</translation>
    </message>
    <message>
        <source>add {0} to the heap</source>
        <translation>увеличить количество камней в куче на {0}</translation>
    </message>
    <message>
        <source>multiply the heap by {0}</source>
        <translation>увеличить количество камней в куче в {0} раз(а)</translation>
    </message>
    <message>
        <source>take {0} from the heap</source>
        <translation>уменьшить количество камней в куче на {0}</translation>
    </message>
    <message>
        <source>divide the heap by {0}, rounding down</source>
        <translation>уменьшить количество камней в куче в {0} раз(а) с округлением вниз</translation>
    </message>
    <message>
        <source>replace the heap of x stones by {0} stones</source>
        <translation>заменить кучу из x камней на {0} камней</translation>
    </message>
    <message>
        <source>(only when {0})</source>
        <translation>(только если {0})</translation>
    </message>
    <message>
        <source>one heap of stones</source>
        <translation>одна куча камней</translation>
    </message>
    <message>
        <source>two heaps of stones</source>
        <translation>две кучи камней</translation>
    </message>
    <message>
        <source>three heaps of stones</source>
        <translation>три кучи камней</translation>
    </message>
    <message>
        <source>Two players, Petya and Vanya, play the following game. They have {0} in front of them. The players move in turn; Petya moves first.</source>
        <translation>Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит {0}. Игроки ходят по очереди, первый ход делает Петя.</translation>
    </message>
    <message>
        <source>In one move a player may {0}.</source>
        <translation>За один ход игрок может {0}.</translation>
    </message>
    <message>
        <source>in one of the heaps (of his choice)</source>
        <translation>в одной из куч (по своему выбору)</translation>
    </message>
    <message>
        <source>in the smaller heap (either one when they are equal)</source>
        <translation>в меньшей куче (в любой, если кучи равны)</translation>
    </message>
    <message>
        <source>in the larger heap (either one when they are equal)</source>
        <translation>в большей куче (в любой, если кучи равны)</translation>
    </message>
    <message>
        <source>In one move a player may, {0}: {1}.</source>
        <translation>За один ход игрок может {0}: {1}.</translation>
    </message>
    <message>
        <source>A player may not make the same move as on his own previous turn.</source>
        <translation>Игрок не может повторить свой предыдущий ход.</translation>
    </message>
    <message>
        <source>A player may not repeat the move the opponent has just made.</source>
        <translation>Игрок не может повторить ход, только что сделанный соперником.</translation>
    </message>
    <message>
        <source>the number of stones in the heap</source>
        <translation>количество камней в куче</translation>
    </message>
    <message>
        <source>the total number of stones in the heaps</source>
        <translation>суммарное количество камней в кучах</translation>
    </message>
    <message>
        <source>the number of stones in the larger heap</source>
        <translation>количество камней в большей куче</translation>
    </message>
    <message>
        <source>the number of stones in the smaller heap</source>
        <translation>количество камней в меньшей куче</translation>
    </message>
    <message>
        <source>the product of the numbers of stones in the heaps</source>
        <translation>произведение количеств камней в кучах</translation>
    </message>
    <message>
        <source>the number of stones in heap {0}</source>
        <translation>количество камней в куче {0}</translation>
    </message>
    <message>
        <source>The game ends as soon as {0} becomes {1} {2}.</source>
        <translation>Игра завершается в тот момент, когда {0} становится {1} {2}.</translation>
    </message>
    <message>
        <source>The winner is the player who made the last move.</source>
        <translation>Победителем считается игрок, сделавший последний ход.</translation>
    </message>
    <message>
        <source>The player who made the last move loses.</source>
        <translation>Игрок, сделавший последний ход, проигрывает.</translation>
    </message>
    <message>
        <source>But if at the end it is not {0} {1}, the player who made the last move loses.</source>
        <translation>Но если в конце оно не {0} {1}, игрок, сделавший последний ход, проигрывает.</translation>
    </message>
    <message>
        <source>the first heap</source>
        <translation>в первой куче</translation>
    </message>
    <message>
        <source>the second heap</source>
        <translation>во второй куче</translation>
    </message>
    <message>
        <source>the third heap</source>
        <translation>в третьей куче</translation>
    </message>
    <message>
        <source>the heap</source>
        <translation>в куче</translation>
    </message>
    <message>
        <source>{0} holds S stones</source>
        <translation>{0} S камней</translation>
    </message>
    <message>
        <source>{0} holds {1} stones</source>
        <translation>{0} {1} камней</translation>
    </message>
    <message>
        <source>{0} ≤ S ≤ {1}</source>
        <translation>{0} ≤ S ≤ {1}</translation>
    </message>
    <message>
        <source>S ≥ {0}</source>
        <translation>S ≥ {0}</translation>
    </message>
    <message>
        <source>At the start {0}; {1}.</source>
        <translation>В начальный момент {0}; {1}.</translation>
    </message>
    <message>
        <source>19. Vanya wins with his first move whatever Petya plays.</source>
        <translation>19. Ваня выигрывает своим первым ходом при любой игре Пети.</translation>
    </message>
    <message>
        <source>19. Vanya wins with his first move after an unlucky first move of Petya.</source>
        <translation>19. Ваня выиграл своим первым ходом после неудачного первого хода Пети.</translation>
    </message>
    <message>
        <source>20. Petya cannot win with his first move but wins with his second move whatever Vanya plays.</source>
        <translation>20. Петя не может выиграть за один ход, но выигрывает своим вторым ходом при любой игре Вани.</translation>
    </message>
    <message>
        <source>21. Vanya wins with his first or second move whatever Petya plays, but cannot be sure to win with his first.</source>
        <translation>21. Ваня выигрывает первым или вторым ходом при любой игре Пети, но не может гарантированно выиграть первым ходом.</translation>
    </message>
</context>
<context>
    <name>StudyChart</name>
    <message>
        <source>Positions explored per deal by eviction policy and table size</source>
        <translation>Просмотрено позиций на расклад при разных способах вытеснения и размерах таблицы</translation>
    </message>
    <message>
        <source>table size (positions remembered)</source>
        <translation>размер таблицы (запоминаемых позиций)</translation>
    </message>
    <message>
        <source>positions per deal (mean)</source>
        <translation>позиций на расклад (в среднем)</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <source>{0}: {1} — {2}</source>
        <translation>{0}: {1} — {2}</translation>
    </message>
    <message>
        <source>Right: {0} of {1}. Points: {2} of {3}. Time: {4}.</source>
        <translation>Верно: {0} из {1}. Очки: {2} из {3}. Время: {4}.</translation>
    </message>
    <message>
        <source>✔ right</source>
        <translation>✔ верно</translation>
    </message>
    <message>
        <source>✘ wrong</source>
        <translation>✘ неверно</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Вопрос</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Ваш ответ</translation>
    </message>
    <message>
        <source>Correct answer</source>
        <translation>Правильный ответ</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Подсказки</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Once more</source>
        <translation>Ещё раз</translation>
    </message>
    <message>
        <source>Choose other exercises</source>
        <translation>Выбрать другие упражнения</translation>
    </message>
    <message>
        <source>Progress of the pupils…</source>
        <translation>Успехи учеников…</translation>
    </message>
</context>
<context>
    <name>TableGauge</name>
    <message>
        <source>{0} positions stored</source>
        <translation>позиций в таблице: {0}</translation>
    </message>
    <message>
        <source>{0} of {1} positions ({2}%)</source>
        <translation>{0} из {1} позиций ({2}%)</translation>
    </message>
</context>
<context>
    <name>TaskEditor</name>
    <message>
        <source>Example tasks…</source>
        <translation>Примеры задач…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Открыть…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Сохранить…</translation>
    </message>
    <message>
        <source>A name for the task</source>
        <translation>Название задачи</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Задача</translation>
    </message>
    <message>
        <source>Heaps at the start</source>
        <translation>Кучи в начале</translation>
    </message>
    <message>
        <source>S from</source>
        <translation>S от</translation>
    </message>
    <message>
        <source>A move changes</source>
        <translation>Ход меняет</translation>
    </message>
    <message>
        <source>The game ends when</source>
        <translation>Игра кончается, когда</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <source>But</source>
        <translation>Но</translation>
    </message>
    <message>
        <source>Repeating moves</source>
        <translation>Повтор ходов</translation>
    </message>
    <message>
        <source>heap {0}:</source>
        <translation>куча {0}:</translation>
    </message>
    <message>
        <source>no upper bound</source>
        <translation>без верхней границы</translation>
    </message>
    <message>
        <source>scan up to</source>
        <translation>перебирать до</translation>
    </message>
    <message>
        <source>Moves: a player may…</source>
        <translation>Ходы: игрок может…</translation>
    </message>
    <message>
        <source>x is the chosen heap, y the other heaps together; a condition is optional.</source>
        <translation>x — выбранная куча, y — остальные кучи вместе; условие необязательно.</translation>
    </message>
    <message>
        <source>Add a move</source>
        <translation>Добавить ход</translation>
    </message>
    <message>
        <source>any heap (the player chooses)</source>
        <translation>любую кучу (по выбору игрока)</translation>
    </message>
    <message>
        <source>only the smaller heap</source>
        <translation>только меньшую кучу</translation>
    </message>
    <message>
        <source>only the larger heap</source>
        <translation>только большую кучу</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>разрешён</translation>
    </message>
    <message>
        <source>a player may not repeat his own previous move</source>
        <translation>нельзя повторять свой предыдущий ход</translation>
    </message>
    <message>
        <source>a player may not repeat the opponent&apos;s last move</source>
        <translation>нельзя повторять последний ход соперника</translation>
    </message>
    <message>
        <source>the total of the heaps is</source>
        <translation>сумма куч</translation>
    </message>
    <message>
        <source>the largest heap is</source>
        <translation>большая куча</translation>
    </message>
    <message>
        <source>the smallest heap is</source>
        <translation>меньшая куча</translation>
    </message>
    <message>
        <source>the product of the heaps is</source>
        <translation>произведение куч</translation>
    </message>
    <message>
        <source>heap</source>
        <translation>куча</translation>
    </message>
    <message>
        <source>who makes the last move wins</source>
        <translation>выигрывает сделавший последний ход</translation>
    </message>
    <message>
        <source>who makes the last move loses</source>
        <translation>проигрывает сделавший последний ход</translation>
    </message>
    <message>
        <source>the last mover loses</source>
        <translation>последний ходивший проигрывает,</translation>
    </message>
    <message>
        <source>unless at the end it is</source>
        <translation>если в конце не</translation>
    </message>
    <message>
        <source>Open a task</source>
        <translation>Открыть задачу</translation>
    </message>
    <message>
        <source>Tasks (*.json)</source>
        <translation>Задачи (*.json)</translation>
    </message>
    <message>
        <source>Save the task</source>
        <translation>Сохранить задачу</translation>
    </message>
    <message>
        <source>Cannot save {0}: {1}</source>
        <translation>Не удаётся сохранить {0}: {1}</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Game over: a draw</source>
        <translation>Игра окончена: ничья</translation>
    </message>
    <message>
        <source>Game over: {0} won by {1}</source>
        <translation>Игра окончена: {0} выиграл с перевесом {1}</translation>
    </message>
    <message>
        <source>Game over: {0} won</source>
        <translation>Игра окончена: выиграл {0}</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>Estimate at depth {0}: {1} is better.</source>
        <translation>Оценка на глубине {0}: {1} впереди.</translation>
    </message>
    <message>
        <source>Estimate at depth {0}: {1} is worse.</source>
        <translation>Оценка на глубине {0}: {1} отстаёт.</translation>
    </message>
    <message>
        <source>Estimate at depth {0}: {1} is level.</source>
        <translation>Оценка на глубине {0}: равная игра (ходит {1}).</translation>
    </message>
    <message>
        <source>A draw with best play</source>
        <translation>При правильной игре — ничья</translation>
    </message>
    <message>
        <source>{0} wins by {1} with best play</source>
        <translation>При правильной игре {0} выигрывает с перевесом {1}</translation>
    </message>
    <message>
        <source>{0} wins with best play</source>
        <translation>При правильной игре выигрывает {0}</translation>
    </message>
    <message>
        <source>win</source>
        <translation>выигрыш</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>проигрыш</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>kept the win</source>
        <translation>сохранил выигрыш</translation>
    </message>
    <message>
        <source>still wins, but not the quickest way</source>
        <translation>выигрывает, но не самым быстрым путём</translation>
    </message>
    <message>
        <source>threw the win away</source>
        <translation>упустил выигрыш</translation>
    </message>
    <message>
        <source>kept the draw</source>
        <translation>сохранил ничью</translation>
    </message>
    <message>
        <source>threw the draw away</source>
        <translation>упустил ничью</translation>
    </message>
    <message>
        <source>best defence</source>
        <translation>лучшая защита</translation>
    </message>
    <message>
        <source>lost faster than needed</source>
        <translation>проиграл быстрее, чем мог</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>лучший ход</translation>
    </message>
    <message>
        <source>lost points</source>
        <translation>потерял очки</translation>
    </message>
    <message>
        <source>best by the estimate</source>
        <translation>лучший по оценке</translation>
    </message>
    <message>
        <source>worse by the estimate</source>
        <translation>хуже по оценке</translation>
    </message>
    <message>
        <source>not analysed</source>
        <translation>не проанализирован</translation>
    </message>
    <message>
        <source>Mistakes that changed the result: {0} (of {1} moves judged exactly).</source>
        <translation>Ошибок, изменивших исход: {0} (из {1} ходов, оценённых точно).</translation>
    </message>
    <message>
        <source>{0} moves could not be solved exactly and were judged by a search to depth {1}: an estimate, which cannot tell whether the result changed.</source>
        <translation>Ходов, которые не удалось решить точно: {0}; они оценены перебором на глубину {1} — это оценка, по ней нельзя сказать, изменился ли исход.</translation>
    </message>
    <message>
        <source>{0} moves were not analysed.</source>
        <translation>Ходов без анализа: {0}.</translation>
    </message>
    <message>
        <source>Moves that were not the best (no ★): {0}.</source>
        <translation>Ходов, которые не были лучшими (без ★): {0}.</translation>
    </message>
</context>
<context>
    <name>ThinkingView</name>
    <message>
        <source>best: {0}</source>
        <translation>лучшее: {0}</translation>
    </message>
    <message>
        <source>Nothing is being searched. Press “Find the best play” on the “Best play” page to watch the search.</source>
        <translation>Сейчас ничего не ищется. Нажмите «Найти лучшую игру» на странице «Лучшая игра», чтобы посмотреть на поиск.</translation>
    </message>
    <message>
        <source>The search was stopped.</source>
        <translation>Поиск остановлен.</translation>
    </message>
    <message>
        <source>Evictions: {0} · when full: {1}</source>
        <translation>Вытеснено: {0} · когда полна: {1}</translation>
    </message>
    <message>
        <source>Nodes: {0} · nodes a second: {1} · at most {2} positions were on the stack at once</source>
        <translation>Узлов: {0} · узлов в секунду: {1} · в стеке одновременно было не больше {2} позиций</translation>
    </message>
    <message>
        <source>On the stack: {0} positions; the path from the start: {1} moves</source>
        <translation>В стеке позиций: {0}; путь от начала: ходов — {1}</translation>
    </message>
    <message>
        <source>stopped here</source>
        <translation>остановлен здесь</translation>
    </message>
    <message>
        <source>Nodes: {0} · nodes a second: {1}</source>
        <translation>Узлов: {0} · узлов в секунду: {1}</translation>
    </message>
    <message>
        <source>The computer tries every line of play, depth first: it keeps the moves of the line it is trying on a stack, goes one move deeper at the top, and takes the top move back when every move above it has been tried. Positions it has met are kept in a table, so that no position is searched twice.</source>
        <translation>Компьютер перебирает все варианты игры в глубину: ходы варианта, который он пробует, лежат в стеке; он идёт на ход глубже на вершине стека и снимает верхний ход, когда всё выше него перепробовано. Встреченные позиции он запоминает в таблице, чтобы не перебирать одну позицию дважды.</translation>
    </message>
    <message>
        <source>The best line found (the top: the best position)</source>
        <translation>Лучшая найденная линия (наверху — лучшая позиция)</translation>
    </message>
    <message>
        <source>The stack (the top is searched now)</source>
        <translation>Стек (вершина — то, что ищется сейчас)</translation>
    </message>
    <message>
        <source>The table of positions met</source>
        <translation>Таблица встреченных позиций</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>&amp;Training: exercises…</source>
        <translation>&amp;Тренировка: задачи…</translation>
    </message>
    <message>
        <source>&amp;Worksheets for printing…</source>
        <translation>&amp;Листы заданий для печати…</translation>
    </message>
    <message>
        <source>&amp;Battles of strategies…</source>
        <translation>&amp;Битвы стратегий…</translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message>
        <source>Kalah tournament</source>
        <translation>Турнир по калаху</translation>
    </message>
    <message>
        <source>{0} of {1} games played…</source>
        <translation>Сыграно {0} из {1} партий…</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Оценочная функция</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Поражения</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Average margin</source>
        <translation>Средний перевес</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Добавить игрока</translation>
    </message>
    <message>
        <source>Remove the selected player</source>
        <translation>Убрать выбранного игрока</translation>
    </message>
    <message>
        <source>Games per pair and colour</source>
        <translation>Партий на пару и цвет</translation>
    </message>
    <message>
        <source>Random moves at the start of each game</source>
        <translation>Случайных ходов в начале партии</translation>
    </message>
    <message>
        <source>Play the tournament on Kalah({0},{1})</source>
        <translation>Сыграть турнир на калахе({0},{1})</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>store difference</source>
        <translation>разница калахов</translation>
    </message>
    <message>
        <source>store difference + seeds on each side</source>
        <translation>разница калахов + семена на своей стороне</translation>
    </message>
    <message>
        <source>linear (default weights)</source>
        <translation>линейная (веса по умолчанию)</translation>
    </message>
    <message>
        <source>Two different players at least, please.</source>
        <translation>Нужны хотя бы два разных игрока.</translation>
    </message>
    <message>
        <source>Playing {0} games…</source>
        <translation>Играем {0} партий…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Отменено.</translation>
    </message>
    <message>
        <source>{0} games played. Each pair met with both colours; the margin is the final store difference.</source>
        <translation>Сыграно партий: {0}. Каждая пара сыграла обоими цветами; перевес — итоговая разница калахов.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>{0}, depth {1}</source>
        <translation>{0}, глубина {1}</translation>
    </message>
</context>
<context>
    <name>TraceTree</name>
    <message>
        <source>{0} to move: takes the maximum</source>
        <translation>Ходит {0}: берёт максимум</translation>
    </message>
    <message>
        <source>{0} to move: takes the minimum</source>
        <translation>Ходит {0}: берёт минимум</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>целое число</translation>
    </message>
    <message>
        <source>whole numbers, e.g. 7 12</source>
        <translation>целые числа, например 7 12</translation>
    </message>
    <message>
        <source>choose a move</source>
        <translation>выберите ход</translation>
    </message>
    <message>
        <source>choose one</source>
        <translation>выберите ответ</translation>
    </message>
    <message>
        <source>nothing typed</source>
        <translation>ничего не введено</translation>
    </message>
    <message>
        <source>at most {0} numbers</source>
        <translation>не больше {0} чисел</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>Ним</translation>
    </message>
    <message>
        <source>24 cards</source>
        <translation>24 карты</translation>
    </message>
    <message>
        <source>Kalah</source>
        <translation>Калах</translation>
    </message>
    <message>
        <source>Seki</source>
        <translation>Секи</translation>
    </message>
    <message>
        <source>One suit</source>
        <translation>Одна масть</translation>
    </message>
    <message>
        <source>Durak (one suit)</source>
        <translation>Дурак-одномастка</translation>
    </message>
    <message>
        <source>Determinant</source>
        <translation>Детерминант</translation>
    </message>
    <message>
        <source>EGE 19–21</source>
        <translation>ЕГЭ 19–21</translation>
    </message>
    <message>
        <source>normal: who takes the last stone wins</source>
        <translation>обычный: кто взял последний камень, выигрывает</translation>
    </message>
    <message>
        <source>misère: who takes the last stone loses</source>
        <translation>мизер: кто взял последний камень, проигрывает</translation>
    </message>
    <message>
        <source>Moore&apos;s Nim_k</source>
        <translation>Ним Мура (Nim_k)</translation>
    </message>
    <message>
        <source>exact k-Nim</source>
        <translation>точный k-Ним</translation>
    </message>
    <message>
        <source>slow Nim: 1 to k heaps</source>
        <translation>медленный Ним: от 1 до k куч</translation>
    </message>
    <message>
        <source>slow Nim: exactly k heaps</source>
        <translation>медленный Ним: ровно k куч</translation>
    </message>
    <message>
        <source>Nim on a hypergraph</source>
        <translation>Ним на гиперграфе</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>стандартные</translation>
    </message>
    <message>
        <source>capture even when the opposite house is empty</source>
        <translation>захват, даже если лунка напротив пуста</translation>
    </message>
    <message>
        <source>SEKI</source>
        <translation>СЕКИ</translation>
    </message>
    <message>
        <source>D-SEKI: emptying both at once is a draw</source>
        <translation>Д-СЕКИ: обнулить строку и столбец разом — ничья</translation>
    </message>
    <message>
        <source>fewest tricks</source>
        <translation>меньше взяток</translation>
    </message>
    <message>
        <source>the last trick wins</source>
        <translation>последняя взятка выигрывает</translation>
    </message>
    <message>
        <source>the last trick loses</source>
        <translation>последняя взятка проигрывает</translation>
    </message>
    <message>
        <source>taking is always allowed</source>
        <translation>взять можно всегда</translation>
    </message>
    <message>
        <source>must beat if able</source>
        <translation>обязан отбиться, если может</translation>
    </message>
    <message>
        <source>a new exam task</source>
        <translation>новая задача экзамена</translation>
    </message>
    <message>
        <source>the player to move wins</source>
        <translation>ходящий выигрывает</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>the player to move loses</source>
        <translation>ходящий проигрывает</translation>
    </message>
</context>
<context>
    <name>TrainingWindow</name>
    <message numerus="yes">
        <source>Class folder {0}: {1}. The results of %n pupil(s) are kept on this PC until it is back.</source>
        <translation>
            <numerusform>Папка класса {0}: {1}. Результаты %n ученика хранятся на этом компьютере, пока она не появится.</numerusform>
            <numerusform>Папка класса {0}: {1}. Результаты %n учеников хранятся на этом компьютере, пока она не появится.</numerusform>
            <numerusform>Папка класса {0}: {1}. Результаты %n учеников хранятся на этом компьютере, пока она не появится.</numerusform>
        </translation>
    </message>
    <message>
        <source> The old file was kept as {0}.</source>
        <translation> Старый файл сохранён под именем {0}.</translation>
    </message>
    <message>
        <source>The pupils&apos; progress could not be read ({0}); it starts afresh.</source>
        <translation>Не удалось прочитать успехи учеников ({0}); учёт начат заново.</translation>
    </message>
    <message>
        <source>Pupil: {0}</source>
        <translation>Ученик: {0}</translation>
    </message>
    <message>
        <source>Training: help</source>
        <translation>Тренировка: справка</translation>
    </message>
    <message>
        <source>Training — Finite Games</source>
        <translation>Тренировка — Конечные игры</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Справка</translation>
    </message>
    <message>
        <source>← Choose exercises</source>
        <translation>← Выбор упражнений</translation>
    </message>
</context>
<context>
    <name>TreeViewButtons</name>
    <message>
        <source>Fit to window</source>
        <translation>По размеру окна</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>Saved: {0}</source>
        <translation>Сохранено: {0}</translation>
    </message>
</context>
<context>
    <name>ValueChart</name>
    <message>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>{0} +{1}</source>
        <translation>{0} +{1}</translation>
    </message>
    <message>
        <source>{0} wins</source>
        <translation>выигрывает {0}</translation>
    </message>
    <message>
        <source>after move</source>
        <translation>после хода</translation>
    </message>
    <message>
        <source>Expected result with best play after each move (up: {0} ahead, down: {1} ahead).</source>
        <translation>Ожидаемый результат при лучшей игре после каждого хода (вверху впереди {0}, внизу — {1}).</translation>
    </message>
    <message>
        <source>Who wins with best play after each move; the number is moves to the end (up: {0}, down: {1}).</source>
        <translation>Кто выигрывает при лучшей игре после каждого хода; число — ходов до конца (вверху {0}, внизу {1}).</translation>
    </message>
    <message>
        <source>▼ marks a move that threw away the result; hollow points are estimates. Click a point to go to that position.</source>
        <translation>▼ — ход, упустивший результат; пустые кружки — оценки. Щёлкните точку, чтобы перейти к этой позиции.</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>After move {0} ({1}: {2})</source>
        <translation>После хода {0} ({1}: {2})</translation>
    </message>
    <message>
        <source>After move {0}</source>
        <translation>После хода {0}</translation>
    </message>
    <message>
        <source>not analysed yet</source>
        <translation>ещё не проанализирована</translation>
    </message>
    <message>
        <source>a draw expected</source>
        <translation>ожидается ничья</translation>
    </message>
    <message>
        <source>{0} ahead by {1} expected</source>
        <translation>ожидается перевес {0} на {1}</translation>
    </message>
    <message>
        <source>(estimate at depth {0})</source>
        <translation>(оценка на глубине {0})</translation>
    </message>
    <message>
        <source>this move: {0}</source>
        <translation>этот ход: {0}</translation>
    </message>
    <message>
        <source>a move that threw the result away</source>
        <translation>ход, упустивший результат</translation>
    </message>
</context>
<context>
    <name>WalkButtons</name>
    <message>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>Show the next node the search visited; a node&apos;s value appears once the search has finished it</source>
        <translation>Показать следующий узел, который посетил поиск; оценка узла появляется, когда поиск его закончил</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Показать всё</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>Worksheet</source>
        <translation>Рабочий лист</translation>
    </message>
    <message>
        <source>Answer key: {0}</source>
        <translation>Ответы: {0}</translation>
    </message>
    <message>
        <source>School</source>
        <translation>Школа</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Класс</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Variant {0}</source>
        <translation>Вариант {0}</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Фамилия, имя:</translation>
    </message>
    <message>
        <source>Answer key, variant {0}</source>
        <translation>Ответы, вариант {0}</translation>
    </message>
    <message>
        <source>{0} — page {1} of {2}</source>
        <translation>{0} — страница {1} из {2}</translation>
    </message>
    <message>
        <source>any of {0}</source>
        <translation>любой из: {0}</translation>
    </message>
    <message>
        <source>Answer: {0}</source>
        <translation>Ответ: {0}</translation>
    </message>
    <message>
        <source>School No. 57</source>
        <translation>Школа № 57</translation>
    </message>
    <message>
        <source>7 B</source>
        <translation>7 Б</translation>
    </message>
    <message>
        <source>Finite games: exercises</source>
        <translation>Конечные игры: задания</translation>
    </message>
</context>
<context>
    <name>WorksheetWindow</name>
    <message>
        <source>Make the worksheet again to print the positions.</source>
        <translation>Составьте лист заново, чтобы позиции попали в него.</translation>
    </message>
    <message>
        <source>Worksheets for printing</source>
        <translation>Рабочие листы для печати</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>Шапка</translation>
    </message>
    <message>
        <source>School:</source>
        <translation>Школа:</translation>
    </message>
    <message>
        <source>Class:</source>
        <translation>Класс:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Дата:</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Заголовок:</translation>
    </message>
    <message>
        <source>Variants:</source>
        <translation>Вариантов:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Зерно:</translation>
    </message>
    <message>
        <source>Exercises (the same rows in every variant)</source>
        <translation>Задания (одни и те же строки в каждом варианте)</translation>
    </message>
    <message>
        <source>Add a row</source>
        <translation>Добавить строку</translation>
    </message>
    <message>
        <source>Remove the row</source>
        <translation>Удалить строку</translation>
    </message>
    <message>
        <source>Make the worksheet</source>
        <translation>Составить лист</translation>
    </message>
    <message>
        <source>New exercises for variant</source>
        <translation>Новые задания для варианта</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Открыть…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Сохранить…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Экспорт в PDF…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <source>Making the exercises…</source>
        <translation>Составляю задания…</translation>
    </message>
    <message>
        <source>Making the exercises… {0}</source>
        <translation>Составляю задания… {0}</translation>
    </message>
    <message>
        <source>Make the worksheet first.</source>
        <translation>Сначала составьте лист.</translation>
    </message>
    <message>
        <source>The worksheet has {0} variants.</source>
        <translation>В листе вариантов: {0}.</translation>
    </message>
    <message>
        <source>{0} exercises on {1} pages.</source>
        <translation>Заданий: {0}, страниц: {1}.</translation>
    </message>
    <message>
        <source>Drawing the positions…</source>
        <translation>Рисую позиции…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Page {0} of {1}</source>
        <translation>Страница {0} из {1}</translation>
    </message>
    <message>
        <source>No pages yet</source>
        <translation>Страниц пока нет</translation>
    </message>
    <message>
        <source>Save the worksheet</source>
        <translation>Сохранить рабочий лист</translation>
    </message>
    <message>
        <source>Worksheets (*.json)</source>
        <translation>Рабочие листы (*.json)</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>Не удалось записать {0}: {1}</translation>
    </message>
    <message>
        <source>Saved: {0}</source>
        <translation>Сохранено: {0}</translation>
    </message>
    <message>
        <source>Open a worksheet</source>
        <translation>Открыть рабочий лист</translation>
    </message>
    <message>
        <source>Could not open {0}: {1}</source>
        <translation>Не удалось открыть {0}: {1}</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>Рабочий лист</translation>
    </message>
    <message>
        <source>Could not write {0}.</source>
        <translation>Не удалось записать {0}.</translation>
    </message>
    <message>
        <source>Written: {0} ({1} pages)</source>
        <translation>Записано: {0} (страниц: {1})</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Печать</translation>
    </message>
    <message>
        <source>Printing is not available here: export the PDF and print it.</source>
        <translation>Печать здесь недоступна: сохраните PDF и распечатайте его.</translation>
    </message>
</context>
<context>
    <name>_Plurals</name>
    <message numerus="yes">
        <source>in %n move(s)</source>
        <translation>
            <numerusform>за %n ход</numerusform>
            <numerusform>за %n хода</numerusform>
            <numerusform>за %n ходов</numerusform>
        </translation>
    </message>
</context>
</TS>
