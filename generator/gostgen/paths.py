"""Where the generator's inputs live: the source tree, or the copy installed inside the wheel."""
from pathlib import Path

_PKG = Path(__file__).resolve().parent


def data_root() -> Path:
    """The folder holding dsl/, templates/, backends/ and runtime/.

    An installed wheel carries them in gostgen/_data; a source checkout has them two levels up.
    """
    installed = _PKG / "_data"
    if (installed / "dsl").is_dir():
        return installed
    return _PKG.parent.parent


def dsl_dir() -> Path:
    return data_root() / "dsl"


def sbox_dir() -> Path:
    return dsl_dir() / "sboxes"


def templates_dir() -> Path:
    return data_root() / "templates"


def backends_dir() -> Path:
    return data_root() / "backends"


def runtime_dir() -> Path:
    return data_root() / "runtime"


def vectors_file() -> Path:
    """The published known-answer vectors: installed beside the generator's data, or the
    checkout's tests/vectors (the one copy in the repository)."""
    installed = _PKG / "_data" / "vectors" / "gost-vectors.json"
    if installed.is_file():
        return installed
    return _PKG.parent.parent / "tests" / "vectors" / "gost-vectors.json"
