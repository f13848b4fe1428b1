"""What an ELF file asks of the system: the libraries it needs (DT_NEEDED) and the symbol
versions it needs from them (GLIBC_2.34 …, the .gnu.version_r section).

Read straight from the file, so the glibc floor test and the package builder need neither
binutils nor pyelftools. Only 64-bit little-endian files are read (the Linux build is x86-64).
"""
from __future__ import annotations

import re
import struct
from dataclasses import dataclass, field
from pathlib import Path

SHT_DYNAMIC = 6
SHT_GNU_VERNEED = 0x6FFFFFFE
DT_NEEDED = 1


@dataclass
class ElfNeeds:
    needed: list[str] = field(default_factory=list)
    """Sonames of DT_NEEDED, in order."""
    versions: dict[str, set[str]] = field(default_factory=dict)
    """Per library (soname), the symbol versions asked of it, e.g. {"libc.so.6": {"GLIBC_2.34"}}."""

    def glibc(self) -> tuple[int, ...]:
        """The newest GLIBC_x.y any symbol needs, as (x, y); (0,) when none."""
        found = [tuple(int(n) for n in m.group(1).split("."))
                 for names in self.versions.values() for name in names
                 if (m := re.fullmatch(r"GLIBC_(\d+(?:\.\d+)+)", name))]
        return max(found, default=(0,))


def is_elf(path: Path) -> bool:
    try:
        with path.open("rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def read_needs(path: Path) -> ElfNeeds:
    data = path.read_bytes()
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError(f"{path.name}: not a 64-bit little-endian ELF file")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize)
                for i in range(shnum)]

    def string(table: int, offset: int) -> str:
        start = sections[table][4] + offset
        return data[start:data.index(b"\0", start)].decode("utf-8", "replace")

    needs = ElfNeeds()
    for _name, kind, _flags, _addr, offset, size, link, info, _align, entsize in sections:
        if kind == SHT_DYNAMIC:
            for pos in range(offset, offset + size, entsize or 16):
                tag, value = struct.unpack_from("<qQ", data, pos)
                if tag == 0:
                    break
                if tag == DT_NEEDED:
                    needs.needed.append(string(link, value))
        elif kind == SHT_GNU_VERNEED:
            pos = offset
            for _ in range(info):  # Elf64_Verneed entries
                _version, count, file_name, aux, next_need = struct.unpack_from("<HHIII", data, pos)
                names = needs.versions.setdefault(string(link, file_name), set())
                apos = pos + aux
                for _ in range(count):  # Elf64_Vernaux
                    *_, name, next_aux = struct.unpack_from("<IHHII", data, apos)
                    names.add(string(link, name))
                    apos += next_aux
                pos += next_need
    return needs


def elf_files(folder: Path) -> list[Path]:
    """Every ELF file (executable or library) in a folder, symbolic links not followed."""
    return sorted(p for p in folder.rglob("*")
                  if p.is_file() and not p.is_symlink() and is_elf(p))
