"""Every error template the engines (and the desktop) can raise is listed for translation with
its game and has a finished Russian translation that keeps its placeholders.

The templates are read from the code itself, not from a list kept by hand: the syntax tree of
``engines/`` and ``desktop/`` is searched for calls of :class:`engines.protocol.InputError`, of
every subclass of it (found in the code too) and of :class:`engines.protocol.IllegalMove`. A
template is the literal first argument, or is followed back to literals: through a name
assigned in the same function, an f-string or ``+`` of such parts, a conditional expression,
and a parameter of the enclosing function (then through every call of that function). A
template that cannot be followed back fails the test, so a new way of building one cannot slip
through unseen."""
from __future__ import annotations

import ast
import importlib
import itertools
import pkgutil
import re
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

ROOT = Path(__file__).resolve().parents[2]
BASE_ERRORS = {"InputError", "IllegalMove"}
COMMAND_LINE_ONLY = {
    "engines/cli.py": "the command line speaks English only (shared/analysis-cli.md) and the "
                      "app never runs it; the games' own errors it shows are in their packages",
    "engines/games/solitaire/cli.py": "the solitaire command's options (shared/solitaire-cli.md); "
                                      "the app never runs it",
}
"""Files whose templates the app can never show; keep this short."""
READ_BACK = {
    ("engines/battle/sandbox.py", "from_words"): "a forfeit's message read back from a saved "
    "battle: every template it can hold was written by a call this scan sees",
}
"""Functions that rebuild a message saved earlier rather than raise a new one."""
PLACEHOLDER = re.compile(r"\{(\d+)\}")


class TemplateScan:
    """The templates of the error calls in a set of files, and the calls it cannot follow."""

    def __init__(self, paths: list[Path]) -> None:
        self.trees = {p: ast.parse(p.read_text(encoding="utf-8")) for p in paths}
        self.functions: dict[str, list[ast.FunctionDef]] = defaultdict(list)
        self.calls: dict[str, list[tuple[ast.Call, ast.FunctionDef | None]]] = defaultdict(list)
        self.error_calls: list[tuple[Path, ast.Call, ast.FunctionDef | None]] = []
        self.errors = self._error_classes()
        for path, tree in self.trees.items():
            self._index(path, tree, None)
        self.templates: dict[str, set[str]] = defaultdict(set)
        """template → the places (``path:line``) that raise it"""
        self.unresolved: list[str] = []
        for path, call, func in self.error_calls:
            if func is not None and (path.relative_to(ROOT).as_posix(), func.name) in READ_BACK:
                continue
            where = f"{path.relative_to(ROOT)}:{call.lineno}"
            found = self._resolve(call.args[0], func, 0) if call.args else None
            if found is None:
                self.unresolved.append(f"{where}: {ast.unparse(call)[:100]}")
                continue
            for template in found:
                self.templates[template].add(where)

    def _error_classes(self) -> set[str]:
        names = set(BASE_ERRORS)
        classes = [node for tree in self.trees.values() for node in ast.walk(tree)
                   if isinstance(node, ast.ClassDef)]
        while True:
            more = {c.name for c in classes if c.name not in names
                    and any(_name_of(b) in names for b in c.bases)}
            if not more:
                return names
            names |= more

    def _index(self, path: Path, node: ast.AST, func: ast.FunctionDef | None) -> None:
        for child in ast.iter_child_nodes(node):
            inner = func
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                self.functions[child.name].append(child)  # type: ignore[arg-type]
                inner = child  # type: ignore[assignment]
            elif isinstance(child, ast.Call):
                name = _name_of(child.func)
                if name in self.errors:
                    self.error_calls.append((path, child, func))
                elif name:
                    self.calls[name].append((child, func))
            self._index(path, child, inner)

    def _resolve(self, expr: ast.expr, func: ast.FunctionDef | None,
                 depth: int) -> set[str] | None:
        """The texts ``expr`` can have, or None if it is not built from literals we can see.

        The parameters of ``func`` it uses are bound call by call, so that two parameters
        passed together (a game and its word for the turn) are never mixed across calls."""
        if depth > 6:
            return None
        if func is None:
            return self._texts(expr, None, depth, {})
        params = _params(func)
        used = sorted({n.id for n in ast.walk(expr) if isinstance(n, ast.Name)
                       and n.id in params and not _assigned(func, n.id)})
        if not used:
            return self._texts(expr, func, depth, {})
        found: set[str] = set()
        # Calls by name: another function of the same name (solitaire's parse_deal beside the
        # one-suit one) is told apart by what its calls pass.
        calls = [(call, caller) for call, caller in self.calls.get(func.name, [])
                 if _fits(call, func)]
        for call, caller in calls:
            env = {}
            for name in used:
                arg = _argument(call, func, name)
                texts = None if arg is None else self._resolve(arg, caller, depth + 1)
                if texts is None:
                    return None
                env[name] = texts
            texts = self._texts(expr, func, depth, env)
            if texts is None:
                return None
            found |= texts
        return found if calls else None

    def _texts(self, expr: ast.expr, func: ast.FunctionDef | None, depth: int,
               env: dict[str, set[str]]) -> set[str] | None:
        if isinstance(expr, ast.Constant) and isinstance(expr.value, str):
            return {expr.value}
        if isinstance(expr, ast.IfExp):
            return _union(self._texts(expr.body, func, depth, env),
                          self._texts(expr.orelse, func, depth, env))
        if isinstance(expr, ast.BinOp) and isinstance(expr.op, ast.Add):
            return _product([self._texts(expr.left, func, depth, env),
                             self._texts(expr.right, func, depth, env)])
        if isinstance(expr, ast.JoinedStr):
            parts = []
            for value in expr.values:
                if isinstance(value, ast.FormattedValue):
                    if value.conversion != -1 or value.format_spec is not None:
                        return None
                    parts.append(self._texts(value.value, func, depth, env))
                else:
                    parts.append(self._texts(value, func, depth, env))
            return _product(parts)
        if isinstance(expr, ast.Name):
            if expr.id in env:
                return env[expr.id]
            if func is not None and (assigned := _assigned(func, expr.id)):
                return _union(*(self._resolve(value, func, depth + 1) for value in assigned))
        return None


def _params(func: ast.FunctionDef) -> list[str]:
    return [a.arg for a in func.args.posonlyargs + func.args.args + func.args.kwonlyargs]


def _assigned(func: ast.FunctionDef, name: str) -> list[ast.expr]:
    return [node.value for node in ast.walk(func) if isinstance(node, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == name for t in node.targets)]


def _argument(call: ast.Call, func: ast.FunctionDef, name: str) -> ast.expr | None:
    """What ``call`` passes to the parameter ``name`` of ``func`` (its default if nothing)."""
    keyword = next((k.value for k in call.keywords if k.arg == name), None)
    if keyword is not None:
        return keyword
    positional = [a.arg for a in func.args.posonlyargs + func.args.args]
    if name in positional:
        index = positional.index(name)
        if positional[0] in ("self", "cls") and isinstance(call.func, ast.Attribute):
            index -= 1
        if 0 <= index < len(call.args):
            return call.args[index]
    defaults = dict(zip(reversed(positional), reversed(func.args.defaults)))
    defaults |= {a.arg: d for a, d in zip(func.args.kwonlyargs, func.args.kw_defaults) if d}
    return defaults.get(name)


def _fits(call: ast.Call, func: ast.FunctionDef) -> bool:
    """Whether ``call`` can be a call of ``func``: it passes every parameter without a
    default, by position or by name."""
    positional = [a.arg for a in func.args.posonlyargs + func.args.args]
    if positional and positional[0] in ("self", "cls") and isinstance(call.func, ast.Attribute):
        positional = positional[1:]
    required = positional[:len(positional) - len(func.args.defaults)]
    named = {k.arg for k in call.keywords}
    starred = any(isinstance(a, ast.Starred) for a in call.args) or None in named
    return starred or all(i < len(call.args) or p in named for i, p in enumerate(required))


def _name_of(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _union(*sets: set[str] | None) -> set[str] | None:
    if any(s is None for s in sets):
        return None
    return set().union(*sets)  # type: ignore[arg-type]


def _product(parts: list[set[str] | None]) -> set[str] | None:
    if any(p is None for p in parts):
        return None
    return {"".join(combo) for combo in itertools.product(*parts)}  # type: ignore[arg-type]


def code_files() -> list[Path]:
    return [p for folder in ("engines", "desktop") for p in sorted((ROOT / folder).rglob("*.py"))
            if str(p.relative_to(ROOT)) not in COMMAND_LINE_ONLY]


@pytest.fixture(scope="module")
def scan() -> TemplateScan:
    return TemplateScan(code_files())


def needs_translation(template: str) -> bool:
    """``"{0}"`` (a wrapped error passed on) has no words of its own."""
    return bool(PLACEHOLDER.sub("", template).strip(" :;,."))


def message_lists() -> Iterator[tuple[str, tuple[str, ...]]]:
    """(module, templates) of the framework's list and of every game's ``messages`` module."""
    import desktop.games
    names = ["desktop.framework.messages"] + [
        f"desktop.games.{info.name}.messages" for info in pkgutil.iter_modules(
            desktop.games.__path__) if info.ispkg
        and (ROOT / "desktop" / "games" / info.name / "messages.py").exists()]
    for name in names:
        yield name, importlib.import_module(name).TEMPLATES


def owner(places: set[str]) -> str:
    """The message module a template belongs in: its game's, if only one game raises it."""
    games = {m.group(1) for p in places
             if (m := re.match(r"(?:engines|desktop)/games/(\w+)/", p))}
    others = [p for p in places if not re.match(r"(?:engines|desktop)/games/", p)]
    if len(games) == 1 and not others:
        return f"desktop.games.{games.pop()}.messages"
    return "desktop.framework.messages"


def test_the_scan_finds_the_templates(scan):
    assert {"InputError", "NotationError", "NumberError", "IllegalMove", "TaskError",
            "ExprError", "SaveFileError"} <= scan.errors
    assert len(scan.templates) > 150
    # followed through a parameter and an f-string (the one-suit deal), and a helper (Kalah)
    assert "durak: card {0} is dealt twice" in scan.templates
    assert "odnomastka: lead is A or B, not '{0}'" in scan.templates
    assert "kalah: the seeds of a North house are {0}" in scan.templates


def test_every_template_is_built_from_literals(scan):
    assert not scan.unresolved, (
        "error templates that are not literals (write the template as a literal and pass the "
        "values as parameters):\n" + "\n".join(scan.unresolved))


def test_every_template_is_listed_with_its_game(scan):
    listed = {name: set(templates) for name, templates in message_lists()}
    assert len(listed) >= 8, sorted(listed)
    wrong = []
    for template, places in sorted(scan.templates.items()):
        if not needs_translation(template):
            continue
        home = owner(places)
        if template not in listed.get(home, ()):
            elsewhere = [name for name, templates in listed.items() if template in templates]
            wrong.append(f"{template!r} ({', '.join(sorted(places))}) belongs in {home}"
                         + (f", is in {', '.join(elsewhere)}" if elsewhere else ""))
    assert not wrong, "\n".join(wrong)


def test_every_template_has_a_russian_translation_with_its_placeholders(scan, qapp):
    ru = QTranslator()
    assert ru.load(str(ROOT / "resources" / "translations" / "finite_games_ru.qm"))
    listed = {t for _, templates in message_lists() for t in templates}
    wrong = []
    for template in sorted(set(scan.templates) | listed):
        if not needs_translation(template):
            continue
        russian = ru.translate("Errors", template)
        if not russian:
            wrong.append(f"no translation: {template!r}")
        elif sorted(set(PLACEHOLDER.findall(russian))) != sorted(set(
                PLACEHOLDER.findall(template))):
            wrong.append(f"placeholders differ: {template!r} → {russian!r}")
    assert not wrong, "\n".join(wrong)


def test_every_listed_template_is_still_raised(scan):
    """A reworded template leaves its old wording behind in a list; one place per fact."""
    stale = [f"{name}: {t!r}" for name, templates in message_lists() for t in templates
             if t not in scan.templates]
    assert not stale, "listed, but nothing raises it:\n" + "\n".join(stale)


def test_no_template_is_listed_twice():
    seen: dict[str, str] = {}
    twice = []
    for name, templates in message_lists():
        for template in templates:
            if template in seen:
                twice.append(f"{template!r}: {seen[template]} and {name}")
            seen[template] = name
    assert not twice, "\n".join(twice)


def test_an_illegal_move_reads_in_russian(qapp):
    """IllegalMove carries its template, so a wrong move a pupil makes is not shown in English;
    its English text (the command line's) is what it always was."""
    from desktop.framework.messages import localized
    from desktop.i18n import Translations
    from engines.games.nim.rules import Nim, NimPosition
    from engines.protocol import IllegalMove
    with pytest.raises(IllegalMove) as caught:
        Nim().play(NimPosition((1, 2)), ((0, 2),))
    assert str(caught.value) == "nim: 1:2 is not legal in (1, 2)"
    translations = Translations()
    translations.switch("ru")
    try:
        assert localized(caught.value) == "1:2 — недопустимый ход при кучах (1, 2)"
    finally:
        translations.uninstall()
