"""The libraries the Linux app takes from the system instead of carrying its own copy.

PyInstaller copies every library the app links against from the build machine, and those copies
ask for the build machine's glibc (Debian 12's libstdc++ and libexpat need glibc 2.36). The
libraries below are on every desktop Linux the README supports, keep their interface across
versions (same soname), and so are left out of the bundle: the app then runs with the system's
own, and the packages depend on them. Everything else the app needs is in the bundle.
"""
from __future__ import annotations

SYSTEM_LIBS: dict[str, str] = {
    # soname: the Debian / Ubuntu / Astra Linux package that has it (the .rpm asks for the
    # soname itself, which is how ALT Linux and RED OS name their dependencies)
    "libc.so.6": "libc6", "libm.so.6": "libc6", "libdl.so.2": "libc6",
    "libpthread.so.0": "libc6", "librt.so.1": "libc6", "libutil.so.1": "libc6",
    "ld-linux-x86-64.so.2": "libc6",
    "libstdc++.so.6": "libstdc++6", "libgcc_s.so.1": "libgcc-s1",
    "libz.so.1": "zlib1g", "libexpat.so.1": "libexpat1", "liblzma.so.5": "liblzma5",
    "libzstd.so.1": "libzstd1",
    "libglib-2.0.so.0": "libglib2.0-0", "libgthread-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libX11.so.6": "libx11-6", "libX11-xcb.so.1": "libx11-xcb1", "libxcb.so.1": "libxcb1",
    "libfontconfig.so.1": "libfontconfig1", "libfreetype.so.6": "libfreetype6",
    "libGL.so.1": "libgl1", "libEGL.so.1": "libegl1",
    # Qt's printing plugin (worksheets on the school's printers): the bundled copy would bring
    # gnutls, avahi and Kerberos and need glibc 2.36; a PC that prints has CUPS's library.
    "libcups.so.2": "libcups2",
}

OPTIONAL_LIBS = {"libwayland-client.so.0", "libwayland-cursor.so.0"}
"""Needed only by the Wayland plugins, which Qt loads only in a Wayland session — and a system
that runs one has them. Without them Qt uses X11 (xcb)."""

FONTS_PACKAGE = "fonts-dejavu-core"
"""Any font with Cyrillic letters will do; recommended, not required."""


def debian_depends(glibc: tuple[int, ...]) -> str:
    """The Depends: line of the .deb, glibc as the newest GLIBC_x.y the bundle needs."""
    packages = sorted(set(SYSTEM_LIBS.values()) - {"libc6"})
    return ", ".join([f"libc6 (>= {'.'.join(map(str, glibc))})", *packages])


def rpm_requires(glibc: tuple[int, ...]) -> list[str]:
    """The Requires: of the .rpm as sonames (ALT Linux and RED OS provide them under these
    names, whatever their packages are called)."""
    return [f"libc.so.6(GLIBC_{'.'.join(map(str, glibc))})(64bit)",
            *sorted(f"{soname}()(64bit)" for soname in SYSTEM_LIBS
                    if soname != "ld-linux-x86-64.so.2")]
