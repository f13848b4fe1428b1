"""Russian by default, English on request: Qt's own strings first, then ours."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from desktop import paths

LANGUAGES = ("ru", "en")
"""Our source strings are English; ``resources/translations/finite_games_ru.qm`` has Russian."""


class Translations:
    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.language = "en"

    def switch(self, language: str) -> bool:
        """Install ``language``; every widget gets a LanguageChange event and retranslates."""
        app = QCoreApplication.instance()
        self.uninstall()
        self.language = language if language in LANGUAGES else "ru"
        qt = QTranslator(app)
        if qt.load(QLocale(self.language), "qtbase", "_",
                   QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            self._installed.append(qt)
        # The English file holds only plural forms ("1 move", "2 moves").
        ours = QTranslator(app)
        ok = ours.load(str(paths.resources() / "translations"
                           / f"finite_games_{self.language}.qm"))
        if ok:
            app.installTranslator(ours)
            self._installed.append(ours)
        QLocale.setDefault(QLocale(self.language))
        return ok

    def uninstall(self) -> None:
        app = QCoreApplication.instance()
        for translator in self._installed:
            app.removeTranslator(translator)
        self._installed.clear()
