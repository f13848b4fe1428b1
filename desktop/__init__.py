"""The Qt desktop app: a main window with one tab per game over the Qt-free ``engines``."""
