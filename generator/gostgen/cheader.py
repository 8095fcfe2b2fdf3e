"""The public header's constants (runtime/include/gostgen.h), read by the generator so that the
Python binding's copy of them is generated (gostgen/_abi.py) instead of typed twice."""
from __future__ import annotations

import re
from pathlib import Path

from .errors import InputError

_ENUM = re.compile(r"typedef\s+enum\s+(\w+)\s*\{(.*?)\}\s*\1\s*;", re.S)
_ITEM = re.compile(r"^\s*(\w+)\s*=\s*(-?\d+)\s*,?\s*$")
_DEFINE = re.compile(r"^#define\s+(\w+)\s+(\d+)u?\b", re.M)


def _strip_comments(text: str) -> str:
    return re.sub(r"/\*.*?\*/", "", text, flags=re.S)


def constants(header: Path, prefix: str) -> dict:
    """{enum name: [(item, value), ...] in declaration order} for every `typedef enum NAME {...}
    NAME;` whose items all have explicit values, and {"#define": [(name, value), ...]} for the
    integer macros; only names starting with prefix."""
    text = _strip_comments(header.read_text())
    out = {}
    for m in _ENUM.finditer(text):
        items = []
        for part in m.group(2).split(","):
            if not part.strip():
                continue
            im = _ITEM.match(part)
            if not im:
                raise InputError(f"{header}: enum {m.group(1)}: every item needs an explicit "
                                 f"value for the binding: {part.strip()!r}")
            items.append((im.group(1), int(im.group(2))))
        if m.group(1).startswith(prefix.lower()):
            out[m.group(1)] = items
    out["#define"] = [(n, int(v)) for n, v in _DEFINE.findall(text) if n.startswith(prefix)]
    return out
