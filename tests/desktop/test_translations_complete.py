"""Every string the desktop code passes to ``tr()`` / ``translate()`` has a finished Russian
translation in the compiled file the app loads.

The strings are read from the code itself (the syntax tree, f-strings included), not from the
.ts file: a ``tr()`` that lupdate cannot see (inside an f-string, say) is caught too."""
from __future__ import annotations

import ast
from pathlib import Path

from PySide6.QtCore import QTranslator

ROOT = Path(__file__).resolve().parents[2]


def tr_calls() -> list[tuple[str, str, str | None, bool, str]]:
    """(context, source, disambiguation, plural, where) of every literal tr()/translate()."""
    found = []
    for path in sorted((ROOT / "desktop").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        classes: list[tuple[int, int, str]] = [
            (node.lineno, node.end_lineno or node.lineno, node.name)
            for node in ast.walk(tree) if isinstance(node, ast.ClassDef)]
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                continue
            args = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None
                    for a in node.args]
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            if node.func.attr == "tr" and args and args[0] is not None:
                inner = [name for start, end, name in classes if start <= node.lineno <= end]
                assert inner, f"{where}: tr() outside a class has no context"
                context = min(((end - start, name) for start, end, name in classes
                               if start <= node.lineno <= end))[1]
                found.append((context, args[0], args[1] if len(args) > 1 and args[1] else None,
                              len(node.args) > 2, where))
            elif (node.func.attr == "translate" and len(args) >= 2
                  and args[0] is not None and args[1] is not None):
                found.append((args[0], args[1], args[2] if len(args) > 2 else None,
                              len(node.args) > 3, where))
    return found


def test_the_code_has_strings_to_translate():
    calls = tr_calls()
    assert len(calls) > 500
    assert any(c[4].startswith("desktop/i18n.py") for c in calls)  # Qt's own, see i18n


def test_every_tr_string_has_a_finished_russian_translation(qapp):
    ru = QTranslator()
    assert ru.load(str(ROOT / "resources" / "translations" / "finite_games_ru.qm"))
    missing = []
    for context, source, disambiguation, plural, where in tr_calls():
        counts = (1, 2, 5) if plural else (-1,)
        for n in counts:
            if not ru.translate(context, source, disambiguation, n):
                missing.append(f"{where}: [{context}] {source!r}")
                break
    assert not missing, "no Russian translation for:\n" + "\n".join(missing)


def test_the_ts_file_has_no_unfinished_entries():
    text = (ROOT / "resources" / "translations" / "finite_games_ru.ts").read_text(
        encoding="utf-8")
    assert 'type="unfinished"' not in text
    assert 'type="vanished"' not in text and 'type="obsolete"' not in text
