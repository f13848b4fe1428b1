#!/usr/bin/env bash
# Set up everything this project needs, then start the app (`./run.sh app`), the whole test
# suite (`./run.sh test`) or build the app and its Linux packages into dist/ (`./run.sh package`).
# Safe to run again: each step is skipped when nothing changed.
set -euo pipefail
cd "$(dirname "$0")"
what=${1:-app}
shift || true

# Debian libraries the Qt wheels link against (measured: ../shared/setup-notes.md), plus xvfb for
# real-window screenshots; the tests also compile the Windows installer script (nsis) and read
# exported worksheets back (pdftotext, poppler-utils). Installed
# only when missing.
debs=(libegl1 libgl1 libglib2.0-0 libfontconfig1 libfreetype6 libx11-6 libx11-xcb1 libxkbcommon0
      libxkbcommon-x11-0 libxcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
      libxcb-randr0 libxcb-render0 libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1
      libxcb-util1 libxcb-xfixes0 libxcb-xkb1 fonts-dejavu-core xvfb)
[ "$what" = test ] && debs+=(nsis poppler-utils)
# rpmbuild (Debian package rpm) builds the .rpm; without it the .deb is still built.
optional=(); [ "$what" = package ] && optional+=(rpm)
python=${PYTHON:-$(command -v python3.11 || command -v python3)}
"$python" -c 'import sys; assert sys.version_info >= (3, 11), sys.version' ||
    { echo "Python 3.11 or newer is needed (set PYTHON=…)" >&2; exit 1; }
"$python" -c 'import ensurepip, venv' 2>/dev/null || debs+=(python3-venv)
# (#33) A C compiler and Python's headers compile the engines' kernels (packaging/build_kernels.py).
command -v cc >/dev/null || debs+=(gcc libc6-dev)
"$python" -c 'import sysconfig, pathlib, sys; sys.exit(not (pathlib.Path(sysconfig.get_paths()["include"]) / "Python.h").is_file())' || debs+=(python3-dev)
missing=()
for p in "${debs[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian packages: ${missing[*]}"
    sudo=""; [ "$(id -u)" -ne 0 ] && sudo=sudo
    $sudo apt-get update -q || true
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
for p in "${optional[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' && continue
    command -v apt-get >/dev/null || continue
    sudo=""; [ "$(id -u)" -ne 0 ] && sudo=sudo
    install=($sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends)
    echo "Installing Debian packages: $p"
    "${install[@]}" "$p" >/dev/null 2>&1 ||
        { $sudo apt-get update -q >/dev/null 2>&1; "${install[@]}" "$p" >/dev/null 2>&1; } || true
done

if [ ! -x .venv/bin/python ] || [ ! -e .venv/bin/pip ]; then
    # pip installs itself into the new venv from the wheel Python keeps for ensurepip, without
    # byte-compiling its 700 files as ensurepip does (4 s instead of 9); where no such wheel is
    # found, or this fails, the venv is made the usual way. (A venv without pip is one whose
    # making was interrupted: made anew.)
    rm -rf .venv
    wheel=$("$python" -c 'import ensurepip, glob, os
places = [os.path.join(os.path.dirname(ensurepip.__file__), "_bundled"), "/usr/share/python-wheels"]
print(next((w for p in places for w in sorted(glob.glob(os.path.join(p, "pip-*.whl")))), ""))')
    if [ -z "$wheel" ] || ! { "$python" -m venv --without-pip .venv &&
            .venv/bin/python "$wheel/pip" install -q --no-compile --no-index "$wheel"; } >/dev/null 2>&1
    then
        rm -rf .venv
        "$python" -m venv .venv
    fi
fi
stamp=.venv/.setup-stamp
want=$(sha256sum pyproject.toml | cut -d' ' -f1)
# (#33) The engines' kernels compiled beside their sources (rebuilt only when a source changed);
# without a compiler one line says the engines run as pure Python.
kernels=(.venv/bin/python packaging/build_kernels.py --quiet)
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    # What the kernels are compiled with (mypyc with mypy, setuptools, what they are written
    # in) and Qt at once, by two pips (no package in common); then the kernels compile (one
    # core, about 25 s) while pip installs the rest. (The venv's own pip is new enough:
    # upgrading it cost 4 s; byte-compiling mypy's sources, which run compiled, 3 s.)
    requirements() {  # the project's requirements, its tests' included, whose names match $1
        .venv/bin/python -c 'import re, sys, tomllib
project = tomllib.load(open("pyproject.toml", "rb"))["project"]
for r in project["dependencies"] + project["optional-dependencies"]["test"]:
    if re.match(sys.argv[1], r, re.I): print(r)' "$1"
    }
    mapfile -t compiler < <(requirements 'mypy|setuptools|librt')
    mapfile -t qt < <(requirements 'pyside6')
    .venv/bin/python -m pip install -q --no-compile "${compiler[@]}" & compiler_pip=$!
    .venv/bin/python -m pip install -q "${qt[@]}" || { kill "$compiler_pip"; exit 1; }
    wait "$compiler_pip"
    "${kernels[@]}" & compiling=$!
    .venv/bin/python -m pip install -q -e '.[test]' || { kill "$compiling"; exit 1; }
    # The other core is free until the kernels are built: the tests' first collection (pytest
    # rewrites the asserts of 200 test files, about 10 s) happens there, once, instead of in
    # each test worker. Only a cache is written; a failure here shows in the real run.
    if [ "$what" = test ]; then
        PYTHONDONTWRITEBYTECODE='' QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest \
            --collect-only -q >/dev/null 2>&1 || true
    fi
    wait "$compiling"
    echo "$want" > "$stamp"
else
    "${kernels[@]}"
fi

# Compiled translations (.ts → .qm), rebuilt only when a .ts is newer.
for ts in resources/translations/*.ts; do
    [ -e "$ts" ] || continue
    qm=${ts%.ts}.qm
    if [ ! -e "$qm" ] || [ "$ts" -nt "$qm" ]; then
        .venv/bin/pyside6-lrelease -silent "$ts" -qm "$qm"
    fi
done

case "$what" in
    app) exec .venv/bin/python -m desktop "$@" ;;
    # One worker a core (pytest-xdist); FINITE_GAMES_TEST_WORKERS=0 runs in one process.
    # The suite starts a few hundred Python processes (the command line, the app, pupils'
    # strategies): with PYTHONDONTWRITEBYTECODE set each one compiled the project anew.
    test) PYTHONDONTWRITEBYTECODE='' exec .venv/bin/python -m pytest \
              -n "${FINITE_GAMES_TEST_WORKERS:-auto}" "$@" ;;
    setup) ;;
    package)
        # The one-folder app (packaging/finite_games.spec), then the .deb and .rpm around it.
        mkdir -p build
        if ! .venv/bin/pyinstaller --noconfirm --log-level WARN --distpath dist \
                --workpath build/pyinstaller packaging/finite_games.spec >build/pyinstaller.log 2>&1
        then
            echo "building the app failed: $(grep -m1 -E 'Error|error' build/pyinstaller.log ||
                tail -n1 build/pyinstaller.log) (whole log: build/pyinstaller.log)" >&2
            exit 1
        fi
        echo "$PWD/dist/finite-games"
        exec .venv/bin/python packaging/linux_packages.py ;;
    *) echo "usage: ./run.sh app|test|setup|package" >&2; exit 2 ;;
esac
