"""The `gostgen` command: the native gostcli's commands (through libgostgen) plus the generator's.

Every failure is one line `gostgen: error: ...` on stderr with nothing on stdout: exit status 2
for bad input or usage, 1 for I/O, library or build failures. Output is computed in full before
anything is written, so a failure never leaves partial output behind; `-o FILE` is written to a
temporary file beside FILE and renamed onto it only when complete.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

from .errors import GostgenError, InputError

PROG = "gostgen"
EXIT_FAILURE = 1
EXIT_USAGE = 2

# `gostgen build --target T`: extra CMake arguments per target. Cross targets go here; "{src}"
# stands for the generated source tree.
TARGETS = {
    "native": [],
    # Baikal-T1 (MIPS32 P5600 + MSA), with Debian's gcc-mipsel-linux-gnu (.ci/install-mips.sh).
    "mipsel-msa": ["-DCMAKE_TOOLCHAIN_FILE={src}/runtime/cmake/mipsel-msa.cmake"],
}
# Programs a cross target needs on PATH, checked before CMake runs.
_TARGET_TOOLS = {"mipsel-msa": ["mipsel-linux-gnu-gcc"]}

_CHUNK = 1 << 20


class UsageError(InputError):
    """A bad command line (argparse's complaints included)."""


class BuildError(GostgenError):
    """A failed CMake step; .details holds the end of its log."""

    def __init__(self, message, details=""):
        super().__init__(message)
        self.details = details


class _Once(argparse.Action):
    """A value option that may be given once: twice is a mistake (which one was meant?), as in
    gostcli. The value is not echoed: it may be a key."""

    def __call__(self, parser, namespace, values, option_string=None):
        if getattr(namespace, "_seen", None) is None:
            namespace._seen = set()
        if self.dest in namespace._seen:
            raise UsageError(f"{parser.prog.split()[-1]}: option '{self.option_strings[-1]}' "
                             "given more than once")
        namespace._seen.add(self.dest)
        setattr(namespace, self.dest, values)


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args, **kwargs):
        kwargs.setdefault("allow_abbrev", False)  # exact option names only, as gostcli
        super().__init__(*args, **kwargs)

    # argparse would print the usage and a message over several lines, then exit; gostgen's rule
    # is one line, so its complaint travels up to main() as an exception.
    def error(self, message):
        raise UsageError(message)

    # --help and --version: written like every other output, so a failed write is reported.
    def _print_message(self, message, file=None):
        if not message:
            return
        if file is None or file is sys.stdout:
            _write(message.encode())
        else:
            file.write(message)


# ---- helpers ------------------------------------------------------------------------------------
def _oneline(text) -> str:
    return " ".join(str(text).split())


def _report(message, details="") -> None:
    stream = sys.stderr
    if stream is None:
        return
    try:
        stream.write(f"{PROG}: error: {_oneline(message)}\n")
        if details:
            stream.write(details.rstrip("\n") + "\n")
        stream.flush()
    except OSError:
        pass


def _os_message(exc: OSError) -> str:
    if exc.filename is not None and exc.strerror:
        return f"{exc.filename}: {exc.strerror}"
    return exc.strerror or str(exc)


def _hex(text: str, what: str) -> bytes:
    try:
        # bytes.fromhex would skip whitespace; gostcli takes hex digits only, and so does this.
        if not all(c in "0123456789abcdefABCDEF" for c in text):
            raise ValueError
        return bytes.fromhex(text)
    except ValueError:
        # The value itself is not echoed: it may be a key.
        raise UsageError(f"{what} must be hex digits (two per byte)") from None


class _OutputError(GostgenError):
    pass


def _silence_stdout() -> None:
    # After a failed write Python would try to flush stdout again at exit and print a traceback-like
    # "Exception ignored" message: point the descriptor at /dev/null instead.
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, AttributeError, ValueError):
        pass


def _write(data: bytes) -> None:
    if sys.stdout is None:
        raise _OutputError("standard output is closed")
    out = sys.stdout.buffer
    try:
        # A large write can come back short (the reader went away mid-write) without an error;
        # the next write then reports it.
        view = memoryview(data)
        while view:
            view = view[out.write(view) or 0:]
        out.flush()
    except OSError as exc:
        _silence_stdout()
        raise _OutputError(f"writing standard output: {exc.strerror or exc}") from None


def _emit(args, data: bytes) -> None:
    """A command's whole output: to standard output, or (-o FILE) to a temporary file in FILE's
    folder (the same file system, so the rename is atomic), synced, then renamed onto FILE."""
    path = getattr(args, "output", None)
    if path is None or path == "-":
        _write(data)
        return
    if path == "":
        raise UsageError(f"{args.command}: --output: empty file name")
    if os.path.isdir(path):
        raise _OutputError(f"{path}: Is a directory")
    if os.path.exists(path) and not os.path.isfile(path):
        # A device or a pipe (-o /dev/null, a FIFO): written in place, never replaced.
        try:
            fd = os.open(path, os.O_WRONLY)
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view):]
            finally:
                os.close(fd)
        except OSError as exc:
            raise _OutputError(f"writing {path}: {exc.strerror or exc}") from None
        return
    if os.path.islink(path) and os.path.exists(path):
        path = os.path.realpath(path)  # a link to a file: the file is replaced, the link stays
    folder, base = os.path.split(path)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{base}.", dir=folder or ".")
    except OSError as exc:
        raise _OutputError(f"{path}: cannot create a temporary file beside it: "
                           f"{exc.strerror or exc}") from None
    try:
        try:
            # mkstemp makes the file 0600: give it the mode of the file it replaces, or of any
            # new file (0666 less the umask), as gostcli does.
            try:
                st = os.stat(path)
                mode = st.st_mode & 0o7777 if stat.S_ISREG(st.st_mode) else None
            except OSError:
                mode = None
            if mode is None:
                mask = os.umask(0)
                os.umask(mask)
                mode = 0o666 & ~mask
            os.fchmod(fd, mode)
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
        finally:
            os.close(fd)
        try:
            os.rename(tmp, path)
        except OSError as exc:
            raise _OutputError(f"{path}: {exc.strerror or exc}") from None
        tmp = None
    except OSError as exc:
        raise _OutputError(f"writing {path}: {exc.strerror or exc}") from None
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass
    try:  # the rename reaches the disk with the folder; nothing is lost if this fails
        dfd = os.open(folder or ".", os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)
    except OSError:
        pass


def _stdin():
    if sys.stdin is None:
        raise _OutputError("standard input is closed")
    return sys.stdin.buffer


def _read_stdin() -> bytes:
    try:
        return _stdin().read()
    except OSError as exc:
        raise _OutputError(f"reading standard input: {exc.strerror or exc}") from None


# ---- commands through libgostgen ----------------------------------------------------------------
def _check_sbox(args) -> None:
    # As gostcli: Kuznyechik's S-box is fixed, so --sbox with it is an error, not ignored.
    if args.cipher == "kuznyechik" and args.sbox is not None:
        raise InputError("--sbox: kuznyechik has no S-box set to choose")


def _cmd_crypt(args) -> int:
    from . import api

    _check_sbox(args)
    key = _hex(args.key, "--key")
    iv = None if args.iv is None else _hex(args.iv, "--iv")
    # The context checks cipher, mode, key, IV, S-box and backend before stdin is read.
    ctx = api.Cipher(args.cipher, args.mode, key, iv, decrypt=args.command == "decrypt",
                     sbox=args.sbox, mesh=args.mesh, backend=args.backend)
    data = _read_stdin()
    out = ctx.update(data)
    ctx.close()
    _emit(args, out)
    return 0


def _cmd_mac(args) -> int:
    from . import api

    _check_sbox(args)
    key = _hex(args.key, "--key")
    data = _read_stdin()
    tag = api.mac(data, cipher=args.cipher, key=key, sbox=args.sbox, bits=args.bits,
                  backend=args.backend)
    _emit(args, (tag.hex() + "\n").encode())
    return 0


def _feed(h, f) -> None:
    for chunk in iter(lambda: f.read(_CHUNK), b""):
        h.update(chunk)


def _sum_line(digest: str, name: str) -> str:
    # As sha256sum (and gostcli): a name with a backslash or newline is escaped, the line marked.
    if "\\" in name or "\n" in name:
        return "\\" + digest + "  " + name.replace("\\", "\\\\").replace("\n", "\\n") + "\n"
    return f"{digest}  {name}\n"


def _cmd_hash(args) -> int:
    from . import api

    names = args.files or ["-"]
    lines = []
    for name in names:
        h = api.Streebog(args.bits, backend=args.backend)
        if name == "-":
            try:
                _feed(h, _stdin())
            except OSError as exc:
                raise _OutputError(f"reading standard input: {exc.strerror or exc}") from None
        else:
            with open(name, "rb") as f:
                _feed(h, f)
        lines.append(_sum_line(h.hexdigest(), name))
    _emit(args, "".join(lines).encode())
    return 0


def _cmd_backends(args) -> int:
    from . import api

    infos = api.backends()
    # The same text as gostcli prints, byte for byte.
    if args.json:
        items = [json.dumps({k: b[k] for k in ("name", "description", "available", "selected",
                                               "constant_time", "constant_time_magma",
                                               "constant_time_streebog",
                                               "constant_time_kuznyechik", "reason")},
                            ensure_ascii=False)
                 for b in infos]
        out = "[\n  " + ",\n  ".join(items) + "\n]\n" if items else "[]\n"
        _write(out.encode())
        return 0
    w = max([7] + [len(b["name"]) for b in infos])
    yes = {True: "yes", False: "no"}

    def ct_word(b):
        # "yes" for the whole backend, else the constant-time primitives joined by "+", else "no".
        if b["constant_time"]:
            return "yes"
        names = [n for n in ("magma", "streebog", "kuznyechik") if b[f"constant_time_{n}"]]
        return "+".join(names) or "no"
    lines = [f"{'BACKEND':<{w}}  {'AVAILABLE':<9}  {'SELECTED':<8}  {'CONSTANT-TIME':<19}  DESCRIPTION"]
    for b in infos:
        line = (f"{b['name']:<{w}}  {yes[b['available']]:<9}  {yes[b['selected']]:<8}  "
                f"{ct_word(b):<19}  {b['description']}")
        if not b["available"]:
            line += f" (unavailable: {b['reason']})"
        lines.append(line)
    problem = api._default_backend_problem()
    if problem is not None:
        lines.append(f"no default backend: {problem}")
    _write(("\n".join(lines) + "\n").encode())
    return 0


# ---- generator commands -------------------------------------------------------------------------
def _cmd_generate(args) -> int:
    from .generate import generate_tree

    generate_tree([str(p) for p in args.sbox], str(args.out))
    return 0


def _shipped_sboxes() -> list[str]:
    from .paths import sbox_dir

    files = sorted(sbox_dir().glob("*.toml"), key=lambda p: (p.stem != "tc26-z", p.name))
    if not files:
        raise GostgenError(f"no S-box files in {sbox_dir()}")
    return [str(p) for p in files]


def _run_logged(cmd, log: Path, step: str) -> None:
    with open(log, "ab") as f:
        f.write(("$ " + " ".join(cmd) + "\n").encode())
        f.flush()
        rc = subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL).returncode
    if rc != 0:
        with open(log, "rb") as f:
            tail = f.read().decode("utf-8", "replace").splitlines()[-25:]
        raise BuildError(f"cmake {step} failed (exit status {rc}); full log: {log}", "\n".join(tail))


def _copy_outputs(src: Path, dst: Path) -> None:
    if not src.is_dir():
        return
    dst.mkdir(parents=True, exist_ok=True)
    for item in src.iterdir():
        if item.is_dir() and not item.is_symlink():
            continue
        target = dst / item.name
        if target.is_symlink() or target.exists():
            target.unlink()
        shutil.copy2(item, target, follow_symlinks=False)  # keeps libgostgen.so -> .so.N links


def mark_nan2008(path: Path) -> None:
    """Sets EF_MIPS_NAN2008 (0x400) in a static little-endian MIPS32 executable's ELF e_flags.

    QEMU's P5600 model runs only NaN-2008 binaries, and Debian's mipsel glibc is built for the
    legacy NaN encoding, so -mnan=2008 does not link (../shared/TOOLCHAINS.md "MIPS"). gostgen's
    code does no floating point, so the NaN encoding does not matter to it; a dynamically linked
    file is left alone (its loader and libc would have to agree)."""
    with open(path, "r+b") as f:
        head = f.read(52)
        if len(head) < 52 or head[:4] != b"\x7fELF" or head[4] != 1 or head[5] != 1:
            return
        e_type, e_machine = int.from_bytes(head[16:18], "little"), int.from_bytes(head[18:20], "little")
        if e_type != 2 or e_machine != 8:  # ET_EXEC, EM_MIPS
            return
        phoff = int.from_bytes(head[28:32], "little")
        phentsize, phnum = int.from_bytes(head[42:44], "little"), int.from_bytes(head[44:46], "little")
        f.seek(phoff)
        table = f.read(phentsize * phnum)
        if any(int.from_bytes(table[i * phentsize:i * phentsize + 4], "little") == 3  # PT_INTERP
               for i in range(phnum)):
            return
        flags = int.from_bytes(head[36:40], "little") | 0x400
        f.seek(36)
        f.write(flags.to_bytes(4, "little"))


# After the build: what a target does to its outputs in DIR/bin.
_TARGET_FIXUPS = {"mipsel-msa": mark_nan2008}


def _cmd_build(args) -> int:
    if args.target not in TARGETS:
        raise UsageError(f"unknown target '{args.target}' (known: {', '.join(TARGETS)})")
    for tool in _TARGET_TOOLS.get(args.target, []):
        if shutil.which(tool) is None:
            raise GostgenError(f"{tool} not found on PATH (target {args.target} needs it; "
                               "on Debian: bash .ci/install-mips.sh)")
    for d in args.define:
        if "=" not in d or not d.split("=", 1)[0].replace("_", "").isalnum():
            raise UsageError(f"--define: '{d}' is not NAME=VALUE")
    cmake = shutil.which("cmake")
    if cmake is None:
        raise GostgenError("cmake not found on PATH (CMake 3.20 or newer is needed)")
    from .generate import generate_tree

    out = Path(args.out).resolve()
    src, build = out / "src", out / "build"
    sboxes = [str(p) for p in args.sbox] if args.sbox else _shipped_sboxes()
    generate_tree(sboxes, str(src))

    build.mkdir(parents=True, exist_ok=True)
    log = out / "build.log"
    log.write_bytes(b"")
    configure = [cmake, "-S", str(src), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release",
                 *[a.format(src=src) for a in TARGETS[args.target]],
                 *[f"-D{d}" for d in args.define]]
    # A build folder keeps the generator it was configured with; only a fresh one gets Ninja.
    if shutil.which("ninja") and not (build / "CMakeCache.txt").exists():
        configure[1:1] = ["-G", "Ninja"]
    _run_logged(configure, log, "configure")
    _run_logged([cmake, "--build", str(build), "--parallel"], log, "build")

    _copy_outputs(build / "bin", out / "bin")
    _copy_outputs(build / "lib", out / "lib")
    tool = out / "bin" / "gostcli"
    fixup = _TARGET_FIXUPS.get(args.target)
    if fixup is not None and tool.is_file():
        fixup(tool)
    if not tool.is_file():
        raise BuildError(f"the build finished but made no {build / 'bin' / 'gostcli'}; log: {log}")
    _write(f"{tool}\n".encode())
    return 0


# ---- parser -------------------------------------------------------------------------------------
def _add_cipher_options(p, *, mode: bool) -> None:
    from .api import CIPHERS, MODES  # plain tables; libgostgen is not loaded by this import

    p.add_argument("--cipher", action=_Once, required=True, choices=list(CIPHERS),
                   help="gost89 (RFC 5830 byte order), magma or kuznyechik (GOST R 34.12-2015)")
    if mode:
        p.add_argument("--mode", action=_Once, required=True, choices=list(MODES),
                       help="gost89: ecb, cnt, cfb; magma, kuznyechik: ecb, ctr, ofb, cbc, cfb")
    p.add_argument("--sbox", action=_Once, metavar="NAME|PATH",
                   help="compiled-in S-box set (name or OID) or a TOML S-box file; "
                        "default: the library's default set (not for kuznyechik: its S-box is fixed)")
    p.add_argument("--key", action=_Once, required=True, metavar="HEX", help="32-byte key in hex")


def _add_backend(p) -> None:
    p.add_argument("--backend", action=_Once, metavar="NAME",
                   help="backend to use (default: GOSTGEN_BACKEND or the best available)")
    p.add_argument("--threads", action=_Once, metavar="N",
                   help="use up to N threads where the work splits (0: one per CPU; default 1)")
    p.add_argument("-o", "--output", action=_Once, metavar="FILE",
                   help="write to FILE instead of standard output: through a temporary file "
                        "beside it, renamed onto FILE only when complete")


def _set_threads(args) -> None:
    if getattr(args, "threads", None) is not None:
        from . import api

        try:
            n = int(args.threads, 10)
        except ValueError:
            raise InputError(f"--threads: '{args.threads}' is not a number from 0 to 256") from None
        if not 0 <= n <= 256:
            raise InputError(f"--threads: '{args.threads}' is not a number from 0 to 256")
        api.set_threads(n)


def build_parser() -> argparse.ArgumentParser:
    from . import __version__

    parser = _Parser(prog=PROG, description="GOST 28147-89/Magma and Streebog: generated kernels, "
                                            "one library, and the generator itself.")
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    for name, verb in (("encrypt", "Encrypt"), ("decrypt", "Decrypt")):
        p = sub.add_parser(name, help=f"{verb.lower()} standard input to standard output",
                           description=f"{verb} standard input to standard output.")
        _add_cipher_options(p, mode=True)
        p.add_argument("--iv", action=_Once, metavar="HEX",
                       help="IV in hex (length depends on cipher and mode)")
        p.add_argument("--mesh", action="store_true",
                       help="CryptoPro key meshing every 1024 bytes (gost89 cnt and cfb)")
        _add_backend(p)
        p.set_defaults(func=_cmd_crypt)

    p = sub.add_parser("mac", help="MAC of standard input, as a hex line",
                       description="MAC of standard input: gost89 imitovstavka or the Magma/"
                                   "Kuznyechik GOST R 34.13-2015 MAC, printed in hex.")
    _add_cipher_options(p, mode=False)
    p.add_argument("--bits", action=_Once, type=int, default=None, metavar="N",
                   help="MAC length in bits: a multiple of 8, 8..64 (kuznyechik 8..128); default "
                        "half a block: 32, kuznyechik 64 (as the GOST R 34.13-2015 examples)")
    _add_backend(p)
    p.set_defaults(func=_cmd_mac)

    p = sub.add_parser("hash", help="Streebog digests of files, as sha256sum prints them",
                       description="Streebog digest of each FILE ('-' or none: standard input).")
    p.add_argument("--bits", action=_Once, type=int, choices=(256, 512), default=512,
                   help="digest size (default 512)")
    _add_backend(p)
    p.add_argument("files", nargs="*", metavar="FILE")
    p.set_defaults(func=_cmd_hash)

    p = sub.add_parser("backends", help="list the backends and which one is selected",
                       description="List the compiled-in backends.")
    p.add_argument("--json", action="store_true", help="print a JSON list")
    p.set_defaults(func=_cmd_backends)

    p = sub.add_parser("generate", help="write a self-contained CMake source tree",
                       description="Generate the kernels and runtime for the given S-box sets "
                                   "into a self-contained CMake source tree.")
    p.add_argument("--sbox", action="append", required=True, metavar="FILE",
                   help="TOML S-box file (repeatable; the first is the default set)")
    p.add_argument("--out", required=True, metavar="DIR", help="output folder")
    p.set_defaults(func=_cmd_generate)

    p = sub.add_parser("build", help="generate, then build the library and gostcli with CMake",
                       description="Generate into DIR/src, build in DIR/build, and leave the "
                                   "tool at DIR/bin/gostcli and the libraries in DIR/lib.")
    p.add_argument("--sbox", action="append", metavar="FILE",
                   help="TOML S-box file (repeatable; default: every shipped set, tc26-z first)")
    p.add_argument("--target", default="native", help="build target (known: "
                                                      + ", ".join(TARGETS) + "; default native)")
    p.add_argument("--out", required=True, metavar="DIR", help="output folder")
    p.add_argument("--define", action="append", default=[], metavar="NAME=VALUE",
                   help="a CMake cache setting for the build (repeatable), e.g. "
                        "GOSTGEN_ISPC=/path/to/ispc or GOSTGEN_NVCC=/path/to/nvcc")
    p.set_defaults(func=_cmd_build)
    return parser


def main(argv=None) -> int:
    try:
        args = build_parser().parse_args(argv)
        _set_threads(args)
        return args.func(args)
    except BuildError as exc:
        _report(exc, exc.details)
        return EXIT_FAILURE
    except InputError as exc:  # bad input or usage (StatusError from the library included)
        _report(exc)
        return EXIT_USAGE
    except GostgenError as exc:  # library missing, I/O on stdin/stdout
        _report(exc)
        return EXIT_FAILURE
    except OSError as exc:
        if isinstance(exc, BrokenPipeError):
            _silence_stdout()
        _report(_os_message(exc))
        return EXIT_FAILURE
    except MemoryError:
        _report("out of memory")
        return EXIT_FAILURE
    except ValueError as exc:
        _report(exc)
        return EXIT_USAGE
    except KeyboardInterrupt:
        _report("interrupted")
        return 130


if __name__ == "__main__":
    sys.exit(main())
