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
        for translator in self._installed:
            app.removeTranslator(translator)
        self._installed.clear()
        self.language = language if language in LANGUAGES else "ru"
        ok = True
        if self.language != "en":
            qt = QTranslator(app)
            if qt.load(QLocale(self.language), "qtbase", "_",
                       QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                app.installTranslator(qt)
                self._installed.append(qt)
            ours = QTranslator(app)
            qm = paths.resources() / "translations" / f"finite_games_{self.language}.qm"
            ok = ours.load(str(qm))
            if ok:
                app.installTranslator(ours)
                self._installed.append(ours)
        QLocale.setDefault(QLocale(self.language))
        return ok
