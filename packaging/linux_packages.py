"""The Linux packages around the one-folder app: a .deb (Debian, Ubuntu, Astra Linux) and an
.rpm (ALT Linux, RED OS), as ../shared/deployment.md names them.

    .venv/bin/python packaging/linux_packages.py [--bundle dist/finite-games] [--out dist]

(`./run.sh package` builds the bundle and then runs this.) Both packages put the app in
/opt/finite-games, the command in /usr/bin, a desktop entry in Education and the icons under
hicolor; they depend only on the system libraries of packaging/system_libs.py and run no
scripts on install or removal, so removing them leaves nothing behind. Prints the paths written.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from elf import elf_files, read_needs  # noqa: E402
from system_libs import FONTS_PACKAGE, debian_depends, rpm_requires  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
NAME = "finite-games"
INSTALL = Path("opt") / NAME
SUMMARY = ("Finite Games (Конечные игры): classic games against a computer that shows how it"
           " thinks")
DESCRIPTION = """\
Pupils and teachers play classic finite two-player games (Nim and its family, Kalah, 24 cards,
one-suit card games, SEKI, the Determinant, the exam's stone heaps) and thoughtful Klondike
against the computer and see how it thinks: the exact value of every move, the winner
predicted, the choice explained. Training, worksheets and battles of pupils' strategies for
the classroom. Russian and English."""
DESKTOP_ENTRY = """\
[Desktop Entry]
Type=Application
Name=Конечные игры
Name[en]=Finite Games
GenericName=Математические игры
GenericName[en]=Mathematical games
Comment=Классические игры против компьютера, который показывает, как он думает
Comment[en]=Classic games against a computer that shows how it thinks
Exec=finite-games %f
Icon=finite-games
Terminal=false
Categories=Education;Game;
"""
LAUNCHER = f"""\
#!/bin/sh
exec /{INSTALL}/{NAME} "$@"
"""


def version() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    return str(tomllib.loads(text)["project"]["version"])


def glibc_floor(bundle: Path) -> tuple[int, ...]:
    """The newest GLIBC_x.y any executable or library in the bundle needs."""
    return max((read_needs(path).glibc() for path in elf_files(bundle)), default=(2, 17))


def stage(bundle: Path, root: Path) -> None:
    """The installed tree, as the packages lay it out under /."""
    if not (bundle / NAME).is_file():
        raise SystemExit(f"no app at {bundle / NAME}: build it first (./run.sh package)")
    shutil.copytree(bundle, root / INSTALL, symlinks=True)
    command = root / "usr" / "bin" / NAME
    command.parent.mkdir(parents=True)
    command.write_text(LAUNCHER, encoding="utf-8")
    entry = root / "usr" / "share" / "applications" / f"{NAME}.desktop"
    entry.parent.mkdir(parents=True)
    entry.write_text(DESKTOP_ENTRY, encoding="utf-8")
    icons = ROOT / "resources" / "icons"
    hicolor = root / "usr" / "share" / "icons" / "hicolor"
    for png in sorted(icons.glob(f"{NAME}-*.png")):
        size = png.stem.rsplit("-", 1)[1]
        target = hicolor / f"{size}x{size}" / "apps" / f"{NAME}.png"
        target.parent.mkdir(parents=True)
        shutil.copyfile(png, target)
    (hicolor / "scalable" / "apps").mkdir(parents=True)
    shutil.copyfile(icons / f"{NAME}.svg", hicolor / "scalable" / "apps" / f"{NAME}.svg")
    # Whatever the umask of the build: everyone may read and run, nobody but root may write.
    for path in [root, *root.rglob("*")]:
        if not path.is_symlink():
            executable = path.is_dir() or os.access(path, os.X_OK) or path == command
            path.chmod(0o755 if executable else 0o644)


def installed_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file() or p.is_symlink())


def deb_command(root: Path, out: Path, version: str, glibc: tuple[int, ...],
                compression: str) -> tuple[list[str], Path]:
    """The dpkg-deb command line for a tree beside ``root`` (hard links, plus DEBIAN/), and the
    package it writes."""
    tree = root.with_name("deb")
    shutil.copytree(root, tree, symlinks=True, copy_function=os.link)
    files = installed_files(tree)
    control = tree / "DEBIAN"
    control.mkdir(mode=0o755)
    size_kib = sum(p.lstat().st_size for p in files) // 1024 + 1
    (control / "control").write_text(
        f"Package: {NAME}\nVersion: {version}\nArchitecture: amd64\n"
        f"Maintainer: Finite Games <finite-games@localhost>\nInstalled-Size: {size_kib}\n"
        f"Depends: {debian_depends(glibc)}\nRecommends: {FONTS_PACKAGE}\n"
        f"Section: education\nPriority: optional\nDescription: {SUMMARY}\n"
        + "".join(f" {line}\n" for line in DESCRIPTION.splitlines()), encoding="utf-8")
    (control / "md5sums").write_text("".join(
        f"{hashlib.md5(p.read_bytes()).hexdigest()}  {p.relative_to(tree)}\n"
        for p in files if not p.is_symlink()), encoding="utf-8")
    for path in control.iterdir():
        path.chmod(0o644)
    target = out / f"{NAME}_{version}_amd64.deb"
    level = {"xz": ["-Zxz", "-z2"], "none": ["-Znone"]}[compression]
    return ["dpkg-deb", "--root-owner-group", *level, "--build", str(tree), str(target)], target


def rpm_command(root: Path, out: Path, version: str, glibc: tuple[int, ...],
                compression: str) -> tuple[list[str], Path]:
    """The rpmbuild command line (its spec file beside ``root``) and the package it writes."""
    payload = {"xz": "w2.xzdio", "none": "w0.ufdio"}[compression]
    requires = "".join(f"Requires: {r}\n" for r in rpm_requires(glibc))
    icons = sorted(str(Path("/") / p.relative_to(root)) for p in installed_files(root)
                   if p.is_relative_to(root / "usr" / "share" / "icons"))
    icon_lines = "\n".join(f'"{p}"' for p in icons)
    spec = f"""\
Name: {NAME}
Version: {version}
Release: 1
Summary: {SUMMARY}
License: Unspecified
BuildArch: x86_64
# The bundle carries its own Qt and Python: they must not be offered to the system, and
# what it needs of the system is listed below (packaging/system_libs.py).
AutoReqProv: no
{requires}Recommends: font(dejavusans)
%global debug_package %{{nil}}
%global __os_install_post %{{nil}}
%global _build_id_links none
%global _binary_payload {payload}

%description
{DESCRIPTION}

%install
cp -a "{root}/." "%{{buildroot}}/"

%files
%defattr(-,root,root,-)
/{INSTALL}
/usr/bin/{NAME}
/usr/share/applications/{NAME}.desktop
{icon_lines}
"""
    top = root.with_name("rpm")
    top.mkdir()
    spec_file = top / f"{NAME}.spec"
    spec_file.write_text(spec, encoding="utf-8")
    return (["rpmbuild", "-bb", "--quiet", "--define", f"_topdir {top}",
             "--define", f"_rpmdir {out}",
             "--define", "_build_name_fmt %%{NAME}-%%{VERSION}-%%{RELEASE}.%%{ARCH}.rpm",
             str(spec_file)], out / f"{NAME}-{version}-1.x86_64.rpm")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / NAME)
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    parser.add_argument("--fast", action="store_true",
                        help="not compressed (for the tests: the same files, built in a second "
                             "or two instead of a minute; gzip -1 still took 8 s of CPU)")
    parser.add_argument("--no-rpm", action="store_true")
    args = parser.parse_args(argv)
    compression = "none" if args.fast else "xz"
    if shutil.which("dpkg-deb") is None:
        print("cannot build the .deb: dpkg-deb is missing (Debian package dpkg)", file=sys.stderr)
        return 1
    args.out.mkdir(parents=True, exist_ok=True)
    floor = glibc_floor(args.bundle)
    commands = []
    with tempfile.TemporaryDirectory(prefix="fg-stage-") as tmp:
        root = Path(tmp) / "root"
        root.mkdir()
        stage(args.bundle, root)
        commands.append(deb_command(root, args.out, version(), floor, compression))
        if args.no_rpm:
            pass
        elif shutil.which("rpmbuild") is None:
            print("skipped the .rpm: rpmbuild is missing and could not be installed"
                  " (Debian package rpm)", file=sys.stderr)
        else:
            commands.append(rpm_command(root, args.out, version(), floor, compression))
        # Both compress the same 125 MB: side by side on two cores
        running = [(subprocess.Popen(command, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.PIPE, text=True), target)
                   for command, target in commands]
        written = []
        for proc, target in running:
            _, errors = proc.communicate()
            if proc.returncode != 0:
                last = (errors.strip().splitlines() or ["(no message)"])[-1]
                print(f"building {target.name} failed: {last}", file=sys.stderr)
                return 1
            written.append(target)
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
