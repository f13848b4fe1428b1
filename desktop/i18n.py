"""Russian by default, English on request: Qt's own strings first, then ours."""
from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from desktop import paths

LANGUAGES = ("ru", "en")
"""Our source strings are English; ``resources/translations/finite_games_ru.qm`` has Russian."""


def qt_translation_dirs() -> list[Path]:
    """Where ``qtbase_ru.qm`` may be: where Qt says, beside the PySide6 package (a virtual
    environment), and inside a PyInstaller bundle, whose Qt may report a path that is not
    there."""
    dirs = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    import PySide6
    dirs.append(Path(PySide6.__file__).parent / "Qt" / "translations")
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        dirs.append(Path(bundle) / "PySide6" / "Qt" / "translations")
    return dirs


def qt_strings_missing_upstream() -> list[str]:
    """Qt's own dialog texts that Qt's Russian file lacks (Qt 6.11 renamed them, its
    translation did not follow): listed here so that lupdate puts them into our file, whose
    translator is asked before Qt's."""
    return [QCoreApplication.translate("QFileDialog", "&Look in:"),
            QCoreApplication.translate("QFileDialog", "Files of &type:"),
            QCoreApplication.translate("QAbstractFileIconProvider", "Folder",
                                       "All other platforms"),
            QCoreApplication.translate("QAbstractFileIconProvider", "Drive")]


class Translations:
    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.language = "en"
        self.qt_loaded = False
        """Whether Qt's own translation (dialog buttons, file dialogs) was found."""

    def switch(self, language: str) -> bool:
        """Install ``language``; every widget gets a LanguageChange event and retranslates."""
        app = QCoreApplication.instance()
        self.uninstall()
        self.language = language if language in LANGUAGES else "ru"
        self.qt_loaded = False
        for folder in qt_translation_dirs():
            qt = QTranslator(app)
            if qt.load(QLocale(self.language), "qtbase", "_", str(folder)):
                QCoreApplication.installTranslator(qt)
                self._installed.append(qt)
                self.qt_loaded = True
                break
        # The English file holds only plural forms ("1 move", "2 moves").
        ours = QTranslator(app)
        ok = ours.load(str(paths.resources() / "translations"
                           / f"finite_games_{self.language}.qm"))
        if ok:
            QCoreApplication.installTranslator(ours)
            self._installed.append(ours)
        QLocale.setDefault(QLocale(self.language))
        return ok

    def uninstall(self) -> None:
        for translator in self._installed:
            QCoreApplication.removeTranslator(translator)
        self._installed.clear()
