"""Generation entry points: the checked-in generated/ folder, and self-contained source trees
for the S-box sets a user chooses.

    python -m gostgen.generate            rewrite generated/ for the shipped sets (and the
                                          package's own generated gostgen/_abi.py)
    python -m gostgen.generate --check    fail (status 1) if generated/ or gostgen/_abi.py
                                          differs from a fresh run
"""
from __future__ import annotations

import argparse
import difflib
import os
import shutil
import sys
import tempfile
from pathlib import Path

from . import emit, paths, sboxfile
from .errors import GostgenError, InputError

# The shipped sets, the first is the default: GOST R 34.12-2015's (tc26-z), then RFC 4357's.
SHIPPED_SETS = ["tc26-z", "cryptopro-a", "cryptopro-b", "cryptopro-c", "cryptopro-d", "test",
                "r3411-94-test"]


def shipped_sbox_files() -> list:
    return [paths.sbox_dir() / f"{n}.toml" for n in SHIPPED_SETS]


def shipped_sets() -> list:
    """The shipped sets as SBoxSet (name, oid, rows, source), the default first."""
    return [sboxfile.load(p) for p in shipped_sbox_files()]


def _looks_like_path(text: str) -> bool:
    return "/" in text or "\\" in text or text.lower().endswith(".toml")


def sbox_file(arg) -> Path:
    """What a --sbox argument of generate/build names: a shipped set by name or OID (the names the
    compiled-in sets answer to), else a TOML file. A name is looked up first, as gostcli does,
    unless the argument looks like a path."""
    text = str(arg)
    if not _looks_like_path(text):
        for path, s in zip(shipped_sbox_files(), shipped_sets()):
            if text in (s.name, s.oid):
                return path
        if not Path(text).exists():
            names = ", ".join(SHIPPED_SETS)
            raise InputError(f"--sbox '{text}': not a shipped S-box set ({names}, or their OIDs) "
                             "nor an existing file")
    return Path(text)


def load_sets(files) -> list:
    """S-box sets from --sbox arguments: TOML files, or shipped sets' names or OIDs."""
    given = [str(f) for f in files]
    files = [sbox_file(f) for f in files]
    sets = [sboxfile.load(f) for f in files]
    if not sets:
        raise InputError("at least one S-box set is needed")
    # The library and the OpenSSL module find a set by its name (any case) or its OID, and the
    # module finds tc26-z and CryptoPro-A by OID for the algorithms that fix them: each of these
    # must name one set, and a shipped set's name or OID only that set's rows.
    shipped = {}
    for known in shipped_sets():
        shipped.update({ident: known for ident in (known.name.lower(), known.oid) if ident})
    owner = {}
    for i, (s, f) in enumerate(zip(sets, files)):
        for ident, what in ((s.name.lower(), "name"), (s.oid, "OID")):
            if not ident:
                continue
            known, shown = shipped.get(ident), s.name if what == "name" else s.oid
            if known is not None and known.rows != s.rows:
                raise InputError(f"{f}: S-box set {s.name!r} has the {what} {shown!r} of the "
                                 f"shipped set {known.name!r} but other rows: give it a name "
                                 "and an OID of its own")
            if ident in owner:
                if f == owner[ident]:  # one file by two names (a shipped set's name and OID)
                    raise InputError(f"--sbox {given[i]}: the set {s.name!r} is already given "
                                     f"(--sbox {given[files.index(f)]})")
                raise InputError(f"{f}: S-box set {s.name!r}: its {what} {shown!r} is also "
                                 f"used by {owner[ident]}")
            owner[ident] = f
    return sets


def generate_generated(out: Path, sbox_files=None, dsl_dir=None) -> list:
    """Writes the generator's output (what the repo keeps in generated/) into out."""
    model = emit.load_model(load_sets(sbox_files or shipped_sbox_files()), dsl_dir)
    return emit.render_tree(model, Path(out))


def _ignore_build(_dir, names):
    return [n for n in names if n in ("build", "__pycache__") or n.startswith("build-")]


# Written into every folder `generate` and `build` make, so that they replace only their own
# earlier output: a folder not empty and without it is refused (it may be a checkout, or hold
# the user's files, which a regeneration would overwrite or delete).
OUT_MARK = ".gostgen-out"


def claim_out(out: Path, what: str) -> None:
    """Makes out (missing or empty) or takes it back (an earlier output of gostgen's), marked."""
    try:
        if out.exists() and not out.is_dir():
            raise InputError(f"{out}: not a folder")
        if out.is_dir() and any(out.iterdir()) and not (out / OUT_MARK).is_file():
            raise InputError(f"{out}: not empty and not an earlier `gostgen {what}` output "
                             "(give a new or empty folder)")
        out.mkdir(parents=True, exist_ok=True)
        _write_if_changed(f"written by `gostgen {what}`; it replaces what is here\n".encode(),
                          out / OUT_MARK)
    except OSError as e:
        raise InputError(f"{out}: {e.strerror or e}") from None


def generate_tree(sbox_files, out_dir, dsl_dir=None) -> Path:
    """A self-contained CMake source tree: the runtime plus kernels for these sets (the first
    one the default), building libgostgen and gostcli; dsl_dir: the descriptions (default dsl/).
    out_dir: missing, empty or an earlier tree of this function's (claim_out)."""
    out = Path(out_dir)
    sets = load_sets(sbox_files)
    model = emit.load_model(sets, dsl_dir)
    claim_out(out, "generate")
    try:
        sync_dir(paths.runtime_dir(), out / "runtime", _ignore_build)
        with tempfile.TemporaryDirectory() as tmp:
            emit.render_tree(model, Path(tmp))
            sync_dir(Path(tmp), out / "generated")
        text = emit.render("runtime/CMakeLists.txt.j2", [s.source for s in sets],
                           sets=[s.name for s in sets])
        _write_if_changed(text.encode(), out / "CMakeLists.txt")
    except OSError as e:
        raise InputError(f"{out}: cannot write the source tree: {e.strerror or e}") from None
    return out


def _write_if_changed(data: bytes, dst: Path) -> None:
    if dst.is_file() and not dst.is_symlink() and dst.read_bytes() == data:
        return
    if dst.is_dir() and not dst.is_symlink():
        shutil.rmtree(dst)
    elif dst.is_symlink():
        dst.unlink()
    dst.write_bytes(data)


def sync_dir(src: Path, dst: Path, ignore=None) -> None:
    """dst becomes a copy of src (ignore: as shutil.copytree's): a file whose bytes are already
    there is left alone, times and all, so that a rebuild compiles only what changed; the others
    are written (with the time of writing, never an older one a build would take as done); files
    src no longer has go."""
    want = set()
    for root, dirs, files in os.walk(src):
        skip = set(ignore(root, dirs + files)) if ignore else set()
        dirs[:] = [d for d in dirs if d not in skip]
        rel = Path(root).relative_to(src)
        (dst / rel).mkdir(parents=True, exist_ok=True)
        for f in files:
            if f in skip:
                continue
            want.add(rel / f)
            _write_if_changed((Path(root) / f).read_bytes(), dst / rel / f)
            shutil.copymode(Path(root) / f, dst / rel / f)
    for root, dirs, files in os.walk(dst, topdown=False):
        rel = Path(root).relative_to(dst)
        for f in files:
            if rel / f not in want:
                (Path(root) / f).unlink()
        if rel != Path(".") and not any(Path(root).iterdir()):
            Path(root).rmdir()


PACKAGE_DIR = Path(__file__).resolve().parent
DEFAULT_OUT = paths.data_root() / "generated"


def package_files() -> dict:
    """The generator package's generated files (gostgen/_abi.py) for the shipped descriptions."""
    return emit.render_package(emit.load_model(load_sets(shipped_sbox_files())))


def check(generated: Path) -> list:
    """Differences between generated/ (and the package's generated files) and a fresh generation,
    as unified-diff lines."""
    with tempfile.TemporaryDirectory() as tmp:
        names = generate_generated(Path(tmp))
        diffs = []
        for name, new in package_files().items():
            path = PACKAGE_DIR / name
            old = path.read_text().splitlines(keepends=True) if path.exists() else []
            diffs += difflib.unified_diff(old, new.splitlines(keepends=True),
                                          f"generator/gostgen/{name}", f"fresh/{name}")
        for name in names:
            new = (Path(tmp) / name).read_text().splitlines(keepends=True)
            old_path = generated / name
            old = old_path.read_text().splitlines(keepends=True) if old_path.exists() else []
            diffs += difflib.unified_diff(old, new, f"generated/{name}", f"fresh/{name}")
        extra = sorted(str(p.relative_to(generated)) for p in generated.rglob("*")
                       if p.is_file() and str(p.relative_to(generated)) not in names)
        diffs += [f"generated/{e}: not produced by the generator\n" for e in extra]
        return diffs


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m gostgen.generate", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="compare instead of writing")
    ap.add_argument("--out", default=str(DEFAULT_OUT))
    ap.add_argument("--dsl", help="folder with the descriptions, *.gg (default: dsl/)")
    args = ap.parse_args(argv)
    try:
        if args.check:
            diffs = check(Path(args.out))
            if diffs:
                sys.stdout.writelines(diffs[:200])
                print(f"gostgen: error: {args.out} differs from the generator's output; "
                      "run python -m gostgen.generate and commit", file=sys.stderr)
                return 1
            print(f"{args.out}: up to date")
            return 0
        names = generate_generated(Path(args.out), dsl_dir=args.dsl)
        print(f"wrote {len(names)} files under {args.out}")
        if args.dsl is None and Path(args.out).resolve() == DEFAULT_OUT.resolve():
            for name, text in package_files().items():  # the repository's own generation
                emit.write_if_changed(PACKAGE_DIR / name, text)
        return 0
    except GostgenError as e:
        print(f"gostgen: error: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"gostgen: error: {e.filename or args.out}: {e.strerror or e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
