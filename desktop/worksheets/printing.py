"""The printer: Qt's print dialog when this Qt has print support (PySide6 Essentials may not)."""
from __future__ import annotations

from PySide6.QtWidgets import QWidget

from desktop.worksheets.export import paint_pages
from desktop.worksheets.pages import Page


def print_pages(parent: QWidget, pages: list[Page]) -> bool:
    """Ask for a printer and print ``pages``; False when this Qt cannot print at all (a
    cancelled dialog is True: nothing went wrong)."""
    try:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter
    except ImportError:
        return False
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setFullPage(True)  # the pages carry their own margins
    dialog = QPrintDialog(printer, parent)
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return True
    return paint_pages(printer, pages, printer.resolution())
