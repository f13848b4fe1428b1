#!/usr/bin/env bash
# Install the .deb into a fresh Debian RELEASE (a debootstrap chroot) with apt, as a school's IT
# person would, run the app there as an ordinary user whose home is "/home/Пётр Иванов"
# (--self-test, --time-to-window), then remove the package and check nothing of it is left.
# Downloads a whole minimal system (about 150 MB), so it is not part of the test suite.
#
#   packaging/check_distro.sh RELEASE [DEB]      e.g. trixie, bookworm, bullseye
#
# Needs root (debootstrap, chroot). The chroot is deleted at the end.
set -euo pipefail
release=${1:?usage: packaging/check_distro.sh RELEASE [DEB]}
cd "$(dirname "$0")/.."
deb=${2:-$(ls dist/finite-games_*_amd64.deb 2>/dev/null | tail -n1)}
[ -f "$deb" ] || { echo "no .deb: build it with ./run.sh package" >&2; exit 1; }
[ "$(id -u)" -eq 0 ] || { echo "debootstrap and chroot need root" >&2; exit 1; }
command -v debootstrap >/dev/null ||
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends debootstrap >/dev/null
mirror=${MIRROR:-http://deb.debian.org/debian}

root=$(mktemp -d /var/tmp/finite-games-"$release".XXXXXX)
chmod 755 "$root"  # the pupil must reach /
cleanup() {
    for m in dev/shm dev/pts dev proc; do umount -l "$root/$m" 2>/dev/null || true; done
    rm -rf --one-file-system "$root"
}
trap cleanup EXIT
echo "debootstrap $release (minbase) into $root …"
debootstrap --variant=minbase "$release" "$root" "$mirror" >"$root.log" 2>&1 ||
    { echo "debootstrap $release failed: $(tail -n1 "$root.log")" >&2; exit 1; }
rm -f "$root.log"
mount -t proc proc "$root/proc"
mount --bind /dev "$root/dev"
mount --bind /dev/pts "$root/dev/pts"
mount -t tmpfs tmpfs "$root/dev/shm"
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 "$@"; }

echo "glibc here: $(in_root ldd --version | head -n1)"
cp "$deb" "$root/tmp/finite-games.deb"
in_root apt-get update -q >/dev/null
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q /tmp/finite-games.deb \
    >"$root/tmp/install.log" 2>&1 ||
    { echo "$release: apt-get install refused the .deb:"; grep -E '^ |E:' "$root/tmp/install.log";
      exit 1; }
in_root dpkg-query -L finite-games >"$root/tmp/files"
echo "installed: $(in_root dpkg-query -W -f='${Package} ${Version}, ${Installed-Size} KiB' finite-games)"

home="/home/Пётр Иванов"
in_root useradd --create-home --home-dir "$home" --shell /bin/sh pupil
run_as_pupil() {
    chroot --userspec=pupil:pupil "$root" env -i PATH=/usr/bin:/bin HOME="$home" LANG=C.UTF-8 \
        QT_QPA_PLATFORM=offscreen sh -c 'cd "$HOME" && exec "$@"' sh "$@"
}
run_as_pupil finite-games --self-test
run_as_pupil finite-games --time-to-window
data=$(cd "$root$home" && find . -type f | sort)
echo "written by the app in the pupil's home: $(echo $data)"

in_root env DEBIAN_FRONTEND=noninteractive apt-get remove -y -q finite-games >/dev/null
# Shared folders (/usr/bin, hicolor's) stay; every file of the package and its /opt folder go.
left=$(while read -r path; do
           if [ -e "$root$path" ] && { [ ! -d "$root$path" ] || [[ $path == /opt/finite-games* ]]; }
           then echo "$path"; fi
       done <"$root/tmp/files")
[ -z "$left" ] || { echo "$release: left behind after removal: $left" >&2; exit 1; }
[ -n "$data" ] && [ "$(cd "$root$home" && find . -type f | sort)" = "$data" ] ||
    { echo "$release: the pupil's data did not stay after removal" >&2; exit 1; }
echo "$release: ok — installed with apt, ran as a pupil, removed cleanly (the pupil's data stays)"
