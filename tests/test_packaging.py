"""The PyInstaller spec builds a one-folder app that passes its own self-test from a read-only
folder, and the NSIS script builds a Windows installer around such a folder."""
from __future__ import annotations

import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
    "version"]


def as_unprivileged(cmd: list[str]) -> list[str]:
    """Root writes anywhere, so a read-only folder proves nothing for root: drop to nobody."""
    if os.geteuid() != 0:
        return cmd
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("running as root without setpriv: cannot test a read-only install")
    return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", *cmd]


def read_only(folder: Path) -> None:
    for path in [folder, *folder.rglob("*")]:
        if not path.is_symlink():
            mode = path.stat().st_mode
            path.chmod(mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH)
                       | stat.S_IROTH | (stat.S_IXOTH if mode & stat.S_IXUSR else 0))


def test_bundle_builds_and_passes_its_self_test_from_a_read_only_folder(bundle):
    folder = bundle
    internal = folder / "_internal" / "resources"
    assert (internal / "translations" / "finite_games_ru.qm").exists()
    # Qt's own Russian (dialog buttons, file dialogs), where desktop/i18n.py looks for it
    assert (folder / "_internal" / "PySide6" / "Qt" / "translations" / "qtbase_ru.qm").exists()
    assert (internal / "help" / "ege" / "algorithm.en.html").exists()
    assert (internal / "tables" / "determinant.bin").stat().st_size > 50_000
    for table in (ROOT / "resources" / "tables").iterdir():  # Kalah's endgame table too
        assert (internal / "tables" / table.name).stat().st_size == table.stat().st_size
    assert (internal / "icons" / "finite-games-256.png").exists()
    size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    # 125 MB with the system's own libraries left to it (packaging/system_libs.py), then 30 MB
    # more for Kalah's 18-seed endgame database (#33: 32.4 MB of zlib for the 14-seed one's 2.3
    # of xz; zlib unpacks in 0.5 s where xz took 2.3). The cap catches a big library slipping in
    # (numpy alone is 30 MB), not a module or two.
    assert size < 170e6, f"the bundle weighs {size / 1e6:.0f} MB"

    # An install folder nobody may write to, where an unprivileged user can reach it (pytest's
    # own temporary folders are private to root).
    install = Path(tempfile.mkdtemp(prefix="fg-readonly-"))
    try:
        install.chmod(0o755)
        app = install / "finite-games"
        shutil.copytree(folder, app, symlinks=True)
        read_only(app)
        probe = subprocess.run(as_unprivileged(["touch", str(app / "probe")]),
                               capture_output=True)
        assert probe.returncode != 0, "the install folder should be read-only for the app"
        before = sorted(str(p) for p in app.rglob("*"))
        home = install / "home"
        home.mkdir()
        home.chmod(0o777)
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home),
               "FINITE_GAMES_DATA": str(home / "data"), "QT_QPA_PLATFORM": "offscreen"}
        out = subprocess.run(as_unprivileged([str(app / "finite-games"), "--self-test"]),
                             env=env, capture_output=True, text=True, timeout=120, cwd=home)
        assert out.returncode == 0, out.stdout + out.stderr
        assert "self-test: ok" in out.stdout and f"version {VERSION}" in out.stdout
        assert (home / "data" / "autosave.json").exists()
        assert sorted(str(p) for p in app.rglob("*")) == before  # nothing written beside it
    finally:
        shutil.rmtree(install, ignore_errors=True)
    version = subprocess.run([str(folder / "finite-games"), "--version"], capture_output=True,
                             text=True, timeout=60)
    assert version.stdout.strip() == f"Finite Games {VERSION}"
    # The frozen app has no "python -c": it is itself the process of a pupil's strategy file.
    strategy = ROOT / "tests" / "engines" / "strategies" / "fine.py"
    child = subprocess.run([str(folder / "finite-games"), "--strategy-child", str(strategy),
                            "256", "1000"], input='{"position": {}, "moves": ["a"], "info": {}}\n',
                           capture_output=True, text=True, timeout=60)
    assert child.stdout.splitlines() == ['{"ready": true}', '{"move": "a"}'], child.stderr


def test_windows_installer_script_compiles(tmp_path):
    """The NSIS script builds a Unicode installer (per machine or per user, Russian and English,
    shortcuts, uninstaller) around a (here: stand-in) bundle folder."""
    makensis = shutil.which("makensis")
    if makensis is None:
        pytest.skip("makensis (Debian package nsis) is not installed")
    bundle = tmp_path / "finite-games"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "finite-games.exe").write_bytes(b"stand-in for the Windows bundle")
    out = tmp_path / "FiniteGames.exe"
    subprocess.run([makensis, "-V2", f"-DSOURCE={bundle}", f"-DOUTFILE={out}",
                    f"-DVERSION={VERSION}", str(ROOT / "packaging" / "installer.nsi")],
                   check=True, capture_output=True, timeout=120)
    data = out.read_bytes()
    assert data[:2] == b"MZ" and b"Nullsoft" in data
    assert VERSION.encode("utf-16-le") in data  # the version resource Windows shows
    no_version = subprocess.run([makensis, "-V1", f"-DSOURCE={bundle}",
                                 f"-DOUTFILE={tmp_path / 'x.exe'}",
                                 str(ROOT / "packaging" / "installer.nsi")],
                                capture_output=True, text=True, timeout=120)
    assert no_version.returncode != 0  # the version has one home: pyproject.toml


def test_the_about_box_shows_the_version_from_pyproject(qtbot):
    from desktop.i18n import Translations
    from desktop.main_window import MainWindow, make_settings
    translations = Translations()
    translations.switch("en")
    window = MainWindow(translations, make_settings(), autosave=False)
    qtbot.addWidget(window)
    try:
        assert f"Finite Games</b> {VERSION}" in window.about_text()
    finally:
        for tab in window.game_tabs:
            tab.deactivate()
        translations.uninstall()


# --- the Linux packages and the glibc floor ------------------------------------------------

sys.path.insert(0, str(ROOT / "packaging"))
import elf  # noqa: E402
import linux_packages  # noqa: E402
from system_libs import OPTIONAL_LIBS, SYSTEM_LIBS  # noqa: E402


def readme_section(heading: str) -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index(f"## {heading}")
    end = text.find("\n## ", start + 3)
    return text[start:end if end > 0 else None]


def readme_glibc() -> tuple[int, ...]:
    """The lowest glibc the README promises: "glibc 2.NN or newer" in System requirements."""
    found = re.findall(r"glibc (\d+\.\d+)`? or newer", readme_section("System requirements"))
    assert len(found) == 1, "the README should name its lowest glibc once, as `glibc 2.NN` or newer"
    return tuple(int(n) for n in found[0].split("."))


def test_no_library_in_the_bundle_needs_a_newer_glibc_than_the_readme_names(bundle):
    floor = readme_glibc()
    files = elf.elf_files(bundle)
    assert len(files) > 50  # Qt, Python and its modules: the reading found them
    too_new = {str(path.relative_to(bundle)): ".".join(map(str, needs.glibc()))
               for path in files if (needs := elf.read_needs(path)).glibc() > floor}
    assert not too_new, f"these need a newer glibc than the README's {floor}: {too_new}"


def test_the_bundle_carries_or_the_system_gives_every_library_it_links(bundle):
    files = elf.elf_files(bundle)
    carried = {path.name for path in files}
    assert not carried & set(SYSTEM_LIBS), "left to the system, yet copied from the build machine"
    unknown = {f"{path.relative_to(bundle)}: {name}" for path in files
               for name in elf.read_needs(path).needed
               if name not in carried | set(SYSTEM_LIBS) | OPTIONAL_LIBS}
    assert not unknown, "neither bundled nor a dependency of the packages"
    # the packages' dependencies, as the README lists them for the IT person
    requirements = readme_section("System requirements")
    assert all(package in requirements for package in SYSTEM_LIBS.values())


@pytest.fixture(scope="session")
def packages(bundle: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The .deb (and the .rpm where rpmbuild exists) around the session's bundle, not compressed
    (``--fast``): the same files in a second or two instead of a minute."""
    if shutil.which("dpkg-deb") is None:
        pytest.skip("dpkg-deb is missing")
    out = tmp_path_factory.mktemp("packages")
    subprocess.run([sys.executable, str(ROOT / "packaging" / "linux_packages.py"),
                    "--bundle", str(bundle), "--out", str(out), "--fast"],
                   check=True, capture_output=True, timeout=600)
    return {path.suffix: path for path in out.iterdir()}


def test_the_deb_installs_runs_for_a_pupil_with_a_cyrillic_home_and_removes_cleanly(bundle,
                                                                                   packages):
    """dpkg installs the package into a scratch root with its own database (the machine's own
    system is not touched), the app runs from there as an unprivileged user whose home is
    "Пётр Иванов", and removing the package leaves nothing of it behind."""
    deb = packages[".deb"]
    assert deb.name == f"finite-games_{VERSION}_amd64.deb"
    fields = subprocess.run(["dpkg-deb", "-f", str(deb), "Depends"], capture_output=True,
                            text=True, check=True).stdout
    glibc = _glibc_of(fields, r"libc6 \(>= ([\d.]+)\)")
    assert glibc == linux_packages.glibc_floor(bundle) <= readme_glibc()
    scratch = Path(tempfile.mkdtemp(prefix="fg-deb-"))
    try:
        scratch.chmod(0o755)
        root = scratch / "root"
        for folder in ("info", "updates", "triggers"):
            (root / "var" / "lib" / "dpkg" / folder).mkdir(parents=True)
        (root / "var" / "lib" / "dpkg" / "status").touch()
        dpkg = ["dpkg", f"--root={root}", "--force-depends", "--force-not-root"]
        subprocess.run([*dpkg, "-i", str(deb)], check=True, capture_output=True, timeout=300)

        app = root / "opt" / "finite-games"
        assert (app / "finite-games").stat().st_mode & 0o111 == 0o111
        launcher = root / "usr" / "bin" / "finite-games"
        assert "exec /opt/finite-games/finite-games" in launcher.read_text(encoding="utf-8")
        entry = (root / "usr/share/applications/finite-games.desktop").read_text(encoding="utf-8")
        for line in ("Name=Конечные игры", "Name[en]=Finite Games",
                     "Categories=Education;Game;", "Icon=finite-games", "Exec=finite-games %f"):
            assert line in entry.splitlines()
        hicolor = root / "usr/share/icons/hicolor"
        assert (hicolor / "256x256/apps/finite-games.png").exists()
        assert (hicolor / "scalable/apps/finite-games.svg").exists()

        home = scratch / "home" / "Пётр Иванов"
        home.mkdir(parents=True)
        home.chmod(0o777)
        before = sorted(str(p) for p in root.rglob("*"))
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home),
               "LANG": "C.UTF-8", "QT_QPA_PLATFORM": "offscreen"}
        for option, expected in (("--self-test", "self-test: ok"),
                                 ("--time-to-window", "window shown")):
            out = subprocess.run(as_unprivileged([str(app / "finite-games"), option]), env=env,
                                 capture_output=True, text=True, timeout=120, cwd=home)
            assert out.returncode == 0 and expected in out.stdout, out.stdout + out.stderr
        written = [p for p in home.rglob("*") if p.is_file()]
        assert any(p.name == "autosave.json" for p in written), written
        assert sorted(str(p) for p in root.rglob("*")) == before  # nothing beside the install

        subprocess.run([*dpkg, "-r", "finite-games"], check=True, capture_output=True,
                       timeout=300)
        left = [str(p.relative_to(root)) for p in root.rglob("*")
                if not p.is_relative_to(root / "var" / "lib" / "dpkg")
                and (not p.is_dir() or "finite-games" in p.name)]
        assert not left, f"left behind after removal: {left}"
        assert all(p.exists() for p in written)  # the pupil's own data stays
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def _glibc_of(text: str, pattern: str) -> tuple[int, ...]:
    """The glibc version a package asks for (its libc dependency, found by ``pattern``)."""
    found = re.search(pattern, text)
    assert found, text
    return tuple(int(n) for n in found.group(1).split("."))


def test_the_rpm_lists_the_same_files_and_only_system_libraries_as_dependencies(packages):
    rpm = packages.get(".rpm")
    if rpm is None or shutil.which("rpm") is None:
        pytest.skip("rpmbuild is missing (Debian package rpm)")
    assert rpm.name == f"finite-games-{VERSION}-1.x86_64.rpm"
    files = subprocess.run(["rpm", "-qpl", str(rpm)], capture_output=True, text=True,
                           check=True).stdout.splitlines()
    for path in ("/opt/finite-games/finite-games", "/usr/bin/finite-games",
                 "/usr/share/applications/finite-games.desktop",
                 "/usr/share/icons/hicolor/256x256/apps/finite-games.png"):
        assert path in files
    # hicolor's folders belong to the icon theme: owning them would remove them with the app
    assert "/usr/share/icons/hicolor/256x256/apps" not in files
    assert not [f for f in files if f.startswith("/usr/lib")]  # no build-id links
    deb_files = subprocess.run(["dpkg-deb", "-c", str(packages[".deb"])], capture_output=True,
                               text=True, check=True).stdout
    assert sum(1 for f in files if f.startswith("/opt/")) \
        == sum(1 for line in deb_files.splitlines() if " ./opt/finite-games/" in line)
    requires = subprocess.run(["rpm", "-qpR", str(rpm)], capture_output=True, text=True,
                              check=True).stdout.splitlines()
    libraries = {r.split("(")[0] for r in requires if not r.startswith("rpmlib(")}
    assert libraries <= set(SYSTEM_LIBS), libraries - set(SYSTEM_LIBS)
    assert _glibc_of("\n".join(requires), r"libc\.so\.6\(GLIBC_([\d.]+)\)") <= readme_glibc()


def test_every_tab_and_classroom_window_opens_in_the_built_app(bundle, tmp_path):
    """The trimmed bundle still has everything a tab or a Classroom window loads (a module
    imported by name, a Qt plugin): its own --screenshots opens each of them. (One run of the
    suite runs it once: tests/conftest.py starts it first, on the worker that builds the app.)"""
    from desktop.main_window import ONE_PLAYER_TABS, TAB_CLASSES
    from desktop.tools import TOOLS
    shots = tmp_path
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "FINITE_GAMES_DATA": str(shots / "data")}
    run = subprocess.run([str(bundle / "finite-games"), "--screenshots", str(shots / "png")],
                         env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                         timeout=600)
    assert run.returncode == 0, run.stderr[-2000:]
    names = {p.name for p in (shots / "png").glob("*.png")}
    for i, tab in enumerate([*TAB_CLASSES, *ONE_PLAYER_TABS]):
        assert f"{i + 1:02d}-{tab.game_name}.png" in names
    for tool in TOOLS:
        assert any(name.startswith(f"tool-{tool}-") for name in names), tool
