#!/usr/bin/env bash
# Build the one-folder app and its packages inside an older Debian (a debootstrap chroot), so
# that every library in the app needs at most that release's glibc: the Python is compiled
# there (Debian's python3.11 source package, `apt-get source`), PyInstaller copies the
# remaining libraries from there, and the Qt wheels are the newest built for manylinux_2_28
# (PySide6-Essentials 6.9.3; 6.10 and later need glibc 2.34).
#
#   packaging/build_old_glibc.sh [RELEASE]     default bullseye (glibc 2.31) -> dist/RELEASE/
#
# Needs root. The chroot stays in /var/tmp/finite-games-build-RELEASE (the Python build takes
# a quarter of an hour; later runs reuse it; delete the folder to clean up).
set -euo pipefail
release=${1:-bullseye}
pyside=${PYSIDE:-6.9.3}
cd "$(dirname "$0")/.."
project=$PWD
[ "$(id -u)" -eq 0 ] || { echo "debootstrap and chroot need root" >&2; exit 1; }
[ -x .venv/bin/python ] || { echo "run ./run.sh setup first" >&2; exit 1; }
command -v debootstrap >/dev/null ||
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends debootstrap >/dev/null
root=/var/tmp/finite-games-build-$release
python=/opt/python3.11/bin/python3.11
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 "$@"; }
mounted=()
cleanup() {
    for m in "${mounted[@]}"; do umount -l "$root/$m" 2>/dev/null || true; done
    mounted=()
}
trap cleanup EXIT

if [ ! -x "$root$python" ]; then
    # Build tools, the libraries Python's modules link, and the X11/xcb libraries the Qt
    # platform plugin links (PyInstaller must find them to copy the uncommon ones).
    tools=build-essential,pkg-config,dpkg-dev,libffi-dev,zlib1g-dev,libbz2-dev,liblzma-dev
    tools+=,libexpat1-dev,uuid-dev,xz-utils,ca-certificates,binutils
    qt=libxkbcommon-x11-0,libxcb-cursor0,libxcb-icccm4,libxcb-image0,libxcb-keysyms1
    qt+=,libxcb-randr0,libxcb-render-util0,libxcb-shape0,libxcb-sync1,libxcb-xfixes0,libxcb-xkb1
    qt+=,libxcb-util1,libglib2.0-0,libfontconfig1,libgl1,libegl1,libdbus-1-3,libcups2,libx11-xcb1
    echo "debootstrap $release into $root …"
    mkdir -p "$root" && chmod 755 "$root"
    debootstrap --variant=minbase --include="$tools,$qt" "$release" "$root" \
        http://deb.debian.org/debian >"$root.log" 2>&1 ||
        { echo "debootstrap $release failed: $(tail -n1 "$root.log")" >&2; exit 1; }
    echo "deb-src http://deb.debian.org/debian bookworm main" >"$root/etc/apt/sources.list.d/src.list"
    in_root apt-get update -q >/dev/null
    echo "building Python 3.11 (Debian's source package) against $release's glibc …"
    in_root bash -ec 'mkdir -p /build && cd /build
        apt-get source -q python3.11 >/build/source.log 2>&1
        cd python3.11-*/
        ./configure --enable-shared --prefix=/opt/python3.11 --without-ensurepip \
            LDFLAGS=-Wl,-rpath,/opt/python3.11/lib >/build/configure.log
        # Debian'"'"'s expat patch includes core headers, which need what 3.12 defines there
        sed -i "1i #ifndef Py_BUILD_CORE_BUILTIN\n#  define Py_BUILD_CORE_MODULE 1\n#endif" \
            Modules/pyexpat.c
        make -j"$(nproc)" >/build/make.log 2>&1 && make install >/build/install.log 2>&1'
fi

for m in proc dev; do mount --bind "/$m" "$root/$m"; mounted=("$m" "${mounted[@]}"); done
# The project as committed, plus the compiled translations.
rm -rf "$root/build/finite-games" "$root/build/wheels"
mkdir -p "$root/build/finite-games" "$root/build/wheels"
git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$root/build/finite-games"
cp resources/translations/*.qm "$root/build/finite-games/resources/translations/"
# The chroot's Python has no ssl (the app needs none): its wheels come through the host's pip.
.venv/bin/pip download -q --only-binary :all: --python-version 3.11 --implementation cp \
    --abi cp311 --abi abi3 --abi none --platform manylinux_2_28_x86_64 \
    --platform manylinux2014_x86_64 --platform manylinux_2_17_x86_64 -d "$root/build/wheels" \
    pip setuptools "PySide6-Essentials==$pyside" "pyinstaller>=6" 2>/dev/null ||
    { echo "could not download the wheels for the chroot (pip download failed)" >&2; exit 1; }
echo "building the app in $release with PySide6-Essentials $pyside …"
in_root bash -ec "cd /build/finite-games
    [ -x /build/venv/bin/python ] || $python -m venv --without-pip /build/venv
    pip=\$(ls /build/wheels/pip-*.whl)
    /build/venv/bin/python \$pip/pip install -q --no-index \$pip
    /build/venv/bin/pip install -q --no-index --find-links /build/wheels \
        'PySide6-Essentials==$pyside' 'pyinstaller>=6'
    /build/venv/bin/pip install -q --no-index --find-links /build/wheels --no-deps .
    /build/venv/bin/pyinstaller --noconfirm --log-level ERROR --distpath dist \
        --workpath build/pyinstaller packaging/finite_games.spec"
out="dist/$release"
rm -rf "$out" && mkdir -p "$out"
cp -a "$root/build/finite-games/dist/finite-games" "$out/"
echo "$project/$out/finite-games"
cleanup  # before packing: the chroot's /proc and /dev are not needed any more
.venv/bin/python packaging/linux_packages.py --bundle "$out/finite-games" --out "$out"
