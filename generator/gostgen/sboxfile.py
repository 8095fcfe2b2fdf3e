"""S-box set files: TOML with `rows = [8 strings of 16 hex digits]` (K1..K8, K1 substituting the
least significant nibble, as RFC 4357 prints them) and optional `name` and `oid`."""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python < 3.11
    import tomli as tomllib

from .errors import InputError

_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,62}")
_OID = re.compile(r"[0-9]+(\.[0-9]+)+")


@dataclass(frozen=True)
class SBoxSet:
    name: str
    oid: str
    rows: tuple  # 8 tuples of 16 ints; rows[i][x] = K(i+1)(x)
    source: str  # file name, for the generated files' headers

    @property
    def hex_rows(self) -> list:
        return ["".join("%X" % v for v in r) for r in self.rows]


def _where(text: str, needle: str) -> str:
    """LINE:COL of the first occurrence of needle, or 1:1."""
    i = text.find(needle) if needle else -1
    if i < 0:
        return "1:1"
    line = text.count("\n", 0, i) + 1
    col = i - (text.rfind("\n", 0, i) + 1) + 1
    return f"{line}:{col}"


def parse(text: str, file: str = "<sbox>") -> SBoxSet:
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        msg = str(e)
        m = re.search(r"\(at line (\d+), column (\d+)\)", msg)
        if m:
            pos = f"{m.group(1)}:{m.group(2)}"
        elif "(at end of document)" in msg:  # the place just past the last character
            pos = f"{text.count(chr(10)) + 1}:{len(text) - (text.rfind(chr(10)) + 1) + 1}"
        else:
            pos = "1:1"
        raise InputError(f"{file}:{pos}: not valid TOML: {re.sub(r' [(]at .*[)]$', '', msg)}") from None
    unknown = sorted(set(doc) - {"name", "oid", "rows"})
    if unknown:
        raise InputError(f"{file}:{_where(text, unknown[0])}: unknown key {unknown[0]!r} "
                         "(expected rows, name, oid)")
    if "rows" not in doc:
        raise InputError(f"{file}:1:1: missing 'rows = [8 strings of 16 hex digits]'")
    rows = doc["rows"]
    if not isinstance(rows, list) or not all(isinstance(r, str) for r in rows):
        raise InputError(f"{file}:{_where(text, 'rows')}: rows must be a list of strings")
    if len(rows) != 8:
        raise InputError(f"{file}:{_where(text, 'rows')}: rows must have 8 entries (K1..K8), "
                         f"found {len(rows)}")
    parsed = []
    for i, r in enumerate(rows):
        if not re.fullmatch(r"[0-9A-Fa-f]{16}", r):
            raise InputError(f"{file}:{_where(text, r)}: row K{i + 1} must be 16 hex digits, "
                             f"found {r!r}")
        parsed.append(tuple(int(c, 16) for c in r))
    name = doc.get("name", Path(file).stem)
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        raise InputError(f"{file}:{_where(text, 'name')}: name must be 1-63 letters, digits, "
                         "'.', '_' or '-'")
    oid = doc.get("oid", "")
    if not isinstance(oid, str) or (oid and not _OID.fullmatch(oid)):
        raise InputError(f"{file}:{_where(text, 'oid')}: oid must be dotted digits such as 1.2.643.2.2.31.1")
    return SBoxSet(name, oid, tuple(parsed), Path(file).name)


def load(path) -> SBoxSet:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8-sig")  # (a BOM some editors write is skipped)
    except UnicodeDecodeError:
        raise InputError(f"{p}: not a UTF-8 text file") from None
    except OSError as e:
        raise InputError(f"{p}: cannot read S-box file: {e.strerror or e}") from None
    return parse(text, str(p))
