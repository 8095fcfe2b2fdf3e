"""The `gostgen` command: the native gostcli's commands (through libgostgen) plus the generator's.

Every failure is one line `gostgen: error: ...` on stderr with nothing on stdout: exit status 2
for bad input or usage, 1 for I/O, library or build failures. encrypt, decrypt and mac stream
their input in bounded memory, as gostcli does (the README says what a failed stream leaves on
standard output); `-o FILE` is written to a temporary file beside FILE and renamed onto it only
when complete.
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
# The modes in the order the messages list them (GOST R 34.13-2015's, as gostcli's).
_MODE_ORDER = ("ecb", "cnt", "ctr", "ofb", "cbc", "cfb", "ctr-acpkm")


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


class _Sink:
    """Where a command's output goes: standard output, a device or FIFO written in place, or
    (-o FILE) a temporary file in FILE's folder (the same file system, so the rename is atomic)
    that commit() syncs and renames onto FILE; abort() removes it, so FILE is never left half
    written."""

    def __init__(self, args):
        path = getattr(args, "output", None)
        self.tmp = None
        self.final = None
        self.is_stdout = path is None or path == "-"
        if self.is_stdout:
            if sys.stdout is None:
                raise _OutputError("writing standard output: standard output is closed")
            self.fd = sys.stdout.fileno()
            self.label = "standard output"
            return
        if path == "":
            raise UsageError(f"{args.command}: --output: empty file name")
        self.label = path
        if os.path.isdir(path):
            raise _OutputError(f"{path}: Is a directory")
        if os.path.exists(path) and not os.path.isfile(path):
            # A device or a pipe (-o /dev/null, a FIFO): written in place, never replaced.
            try:
                self.fd = os.open(path, os.O_WRONLY)
            except OSError as exc:
                raise _OutputError(f"writing {path}: {exc.strerror or exc}") from None
            return
        if os.path.islink(path) and os.path.exists(path):
            path = os.path.realpath(path)  # a link to a file: the file is replaced, the link stays
        self.label = self.final = path
        folder, base = os.path.split(path)
        self.folder = folder or "."
        try:
            self.fd, self.tmp = tempfile.mkstemp(prefix=f".{base}.", dir=self.folder)
        except OSError as exc:
            raise _OutputError(f"{path}: cannot create a temporary file beside it: "
                               f"{exc.strerror or exc}") from None
        # mkstemp makes the file 0600; at commit it takes the mode of the file it replaces, or
        # of any new file (0666 less the umask), as gostcli does: until then partial output (a
        # plaintext not yet verified) is not for other users.
        try:
            st = os.stat(path)
            mode = st.st_mode & 0o7777 if stat.S_ISREG(st.st_mode) else None
        except OSError:
            mode = None
        if mode is None:
            mask = os.umask(0)
            os.umask(mask)
            mode = 0o666 & ~mask
        self.mode = mode

    def write(self, data) -> None:
        try:
            # A large write can come back short (the reader went away mid-write) without an
            # error; the next write then reports it.
            view = memoryview(data)
            while view:
                view = view[os.write(self.fd, view):]
        except OSError as exc:
            if self.is_stdout:
                _silence_stdout()
            raise _OutputError(f"writing {self.label}: {exc.strerror or exc}") from None

    def commit(self) -> None:
        if self.tmp is None:
            if not self.is_stdout:
                os.close(self.fd)
            return
        try:
            try:
                os.fchmod(self.fd, self.mode)
                os.fsync(self.fd)
            finally:
                os.close(self.fd)
            os.rename(self.tmp, self.final)
        except OSError as exc:
            self.abort()
            raise _OutputError(f"writing {self.final}: {exc.strerror or exc}") from None
        self.tmp = None
        try:  # the rename reaches the disk with the folder; nothing is lost if this fails
            dfd = os.open(self.folder, os.O_RDONLY)
            try:
                os.fsync(dfd)
            finally:
                os.close(dfd)
        except OSError:
            pass

    def abort(self) -> None:
        tmp, self.tmp = self.tmp, None
        if tmp is not None:
            try:
                os.close(self.fd)
            except OSError:
                pass
            try:
                os.unlink(tmp)
            except OSError:
                pass


def _emit(args, data: bytes) -> None:
    """A command's whole output, through a _Sink."""
    if getattr(args, "output", None) in (None, "-"):
        _write(data)
        return
    sink = _Sink(args)
    try:
        sink.write(data)
        sink.commit()
    except BaseException:
        sink.abort()
        raise


def _stdin():
    if sys.stdin is None:
        raise _OutputError("standard input is closed")
    return sys.stdin.buffer


# ---- commands through libgostgen ----------------------------------------------------------------
def _chunk_size(unit: int = 1) -> int:
    """As gostcli: 1 MiB buffers, 8 MiB when the library may split them across threads, rounded
    down to whole units (sectors) so that none straddles two buffers."""
    from . import api

    size = (8 << 20) if api.threads() > 1 else (1 << 20)
    return size // unit * unit


def _stdin_fd() -> int:
    return _stdin().fileno()


def _fill(fd: int, view: memoryview) -> int:
    """Reads into view until it is full or the input ends; returns the bytes read."""
    n = 0
    try:
        while n < len(view):
            got = os.readv(fd, [view[n:]])
            if got == 0:
                break
            n += got
    except OSError as exc:
        raise _OutputError(f"reading standard input: {exc.strerror or exc}") from None
    return n


def _input_size(fd: int):
    """Bytes left on a regular-file input, else None."""
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            return None
        pos = os.lseek(fd, 0, os.SEEK_CUR)
    except OSError:
        return None
    return st.st_size - pos if 0 <= pos <= st.st_size else None


def _stream(fd: int, sink, holdback: bool, transform, unit: int = 1) -> None:
    """Runs the input through transform(view, offset) in buffers of _chunk_size(unit)
    bytes, every one full but the last, writing each to sink (None: nothing written). With
    holdback a buffer is transformed only once the next one has data or the input has ended, so
    an error that shows only at the end (a partial block) is known before that buffer is
    written."""
    size = _chunk_size(unit)
    cur, nxt = memoryview(bytearray(size)), memoryview(bytearray(size) if holdback else b"")
    off = 0
    n = _fill(fd, cur)
    while n:
        # A short buffer means the input has ended: no read past it (a terminal would wait).
        m = _fill(fd, nxt) if holdback and n == size else 0
        transform(cur[:n], off)
        if sink is not None:
            sink.write(cur[:n])
        off += n
        if holdback:
            cur, nxt, n = nxt, cur, m
        else:
            n = 0 if n < size else _fill(fd, cur)


def _partial_error(cname, mname, total, unit, sector_size) -> InputError:
    if sector_size:
        return InputError(f"input is {total} bytes: {cname} {mname} with --sector-size "
                          f"{sector_size} needs whole sectors (a multiple of {sector_size} bytes)")
    return InputError(f"input is {total} bytes: {cname} {mname} needs a multiple of {unit} bytes")


def _u64(text, what, top) -> int:
    if not (text.isascii() and text.isdigit()) or int(text) > top:
        raise UsageError(f"{what}: '{text}' is not a number from 0 to {top}")
    return int(text)


_MAX_SECTOR = 1 << 20


def _acpkm_section(args, cname, mname):
    """--section-bytes: ctr-acpkm's section (None: the library's default), checked before any input
    is read, as gostcli; with --sector-size every sector's."""
    if args.section_bytes is None:
        return None
    if mname != "ctr-acpkm":
        raise UsageError("--section-bytes applies only to --mode ctr-acpkm")
    from . import api

    bs = api.block_size(cname)
    section = _u64(args.section_bytes, "--section-bytes", (1 << 64) - 1)
    if section == 0 or section % bs:
        raise UsageError(f"--section-bytes: {section} is not a positive multiple of the {cname} "
                         f"block size ({bs} bytes)")
    return section


def _check_sbox(args) -> None:
    # As gostcli: Kuznyechik's S-box is fixed, so --sbox with it is an error, not ignored.
    if args.cipher == "kuznyechik" and args.sbox is not None:
        raise InputError("--sbox: kuznyechik has no S-box set to choose")


def _cmd_crypt(args) -> int:
    from . import api

    if args.mode == "mgm":
        return _cmd_mgm(args)
    for opt in ("aad", "aad_file", "tag_bytes"):
        if getattr(args, opt) is not None:
            raise UsageError(f"--{opt.replace('_', '-')} applies only to --mode mgm")
    cname, mname = args.cipher, args.mode
    offered = [m.replace("_", "-") for m in api._offered_modes(api._cipher(cname)[1])]
    if mname not in offered:  # in this command line's spelling and order, as gostcli says it
        offered.sort(key=_MODE_ORDER.index)
        modes = ", ".join(offered + ([] if cname == "gost89" else ["mgm"]))
        if mname in _MODE_ORDER:
            raise UsageError(f"mode '{mname}' is not offered for {cname} (modes: {modes})")
        raise UsageError(f"unknown mode '{mname}' ({cname}: {modes})")
    section = _acpkm_section(args, cname, mname)
    _check_sbox(args)
    key = _hex(args.key, "--key")
    decrypt = args.command == "decrypt"
    whole = mname in ("ecb", "cbc")
    unit = api.block_size(cname)
    if args.sector_size is None:
        if args.first_sector is not None:
            raise UsageError("--first-sector needs --sector-size")
        iv = None if args.iv is None else _hex(args.iv, "--iv")
        _, _, most, _ = api._iv_range(api._cipher(cname)[1], api._mode(mname)[1])  # IV bytes
        if iv is not None and most == 0:
            raise UsageError(f"--iv: mode {mname} takes no IV")  # even an empty one, as gostcli
        # The context checks cipher, mode, key, IV, S-box and backend before stdin is read.
        ctx = api.Cipher(cname, mname, key, iv, decrypt=decrypt, sbox=args.sbox, mesh=args.mesh,
                         backend=args.backend, section=section)
        sector_size = first = 0

        def transform(view, off):
            ctx.update(view, out=view)
    else:
        if mname == "ecb":
            raise UsageError(f"--sector-size: {cname} ecb has no IV to number the sectors with "
                             "(use a mode with an IV)")
        if args.iv is not None:
            raise UsageError("--iv: with --sector-size each sector's IV is its number")
        sector_size = _u64(args.sector_size, "--sector-size", _MAX_SECTOR)
        if sector_size == 0 or sector_size % unit:
            raise UsageError(f"--sector-size: {sector_size} is not a multiple of the {cname} block "
                             f"size ({unit} bytes) from {unit} to {_MAX_SECTOR}")
        first = 0 if args.first_sector is None else _u64(args.first_sector, "--first-sector",
                                                          (1 << 64) - 1)
        unit = sector_size
        crypt = api.decrypt_sectors if decrypt else api.encrypt_sectors
        opts = dict(cipher=cname, mode=mname, key=key, sector_size=sector_size, sbox=args.sbox,
                    mesh=args.mesh, backend=args.backend, section=section)
        if cname != "kuznyechik" or args.sbox is not None:
            opts["sbox"] = api._cipher_sbox(cname, args.sbox)  # resolved once, not per buffer
        crypt(b"", first_sector=first, **opts)  # checks every argument before stdin is read

        def transform(view, off):
            crypt(view, first_sector=first + off // sector_size, out=view, **opts)
    fd = _stdin_fd()
    size = _input_size(fd)
    if size is not None:
        # A regular file's size is known: an input the mode cannot take fails before any output.
        if whole and size % unit:
            raise _partial_error(cname, mname, size, unit, sector_size)
        if sector_size and size:
            _check_sector_limit(api, cname, mname, first, first + (size - 1) // sector_size)

    def checked(view, off):
        if whole and len(view) % unit:  # the last buffer (held back: nothing of it is out yet)
            raise _partial_error(cname, mname, off + len(view), unit, sector_size)
        transform(view, off)

    sink = _Sink(args)
    try:
        _stream(fd, sink, whole, checked, unit)
        sink.commit()
    except BaseException:
        sink.abort()
        raise
    return 0


# ---- MGM (RFC 9058): authenticated encryption, as gostcli ------------------------------------------
class _AuthFailed(GostgenError):
    """The tag does not verify: exit status 1, no plaintext."""


def _mgm_limit_error(cname) -> InputError:
    top = "magma: 512 MiB" if cname == "magma" else "kuznyechik: 2^61 bytes"
    return InputError(f"{cname} mgm: the data and the associated data together must be shorter "
                      f"than 2^(n/2) bits ({top})")


def _pread_into(fd: int, view: memoryview, off: int) -> None:
    got = 0
    try:
        while got < len(view):
            n = os.preadv(fd, [view[got:]], off + got)
            if n == 0:
                raise _OutputError("reading standard input: the input became shorter while it "
                                   "was read")
            got += n
    except OSError as exc:
        raise _OutputError(f"reading standard input: {exc.strerror or exc}") from None


def _mgm_spool(fd: int):
    """A private temporary copy of a non-seekable input (already unlinked): (file, size)."""
    # $TMPDIR or /tmp, as gostcli: tempfile's own choice would pass over a TMPDIR it cannot use.
    where = os.environ.get("TMPDIR") or "/tmp"
    try:
        spool = tempfile.TemporaryFile(prefix="gostgen-mgm.", dir=where)
    except OSError as exc:
        raise _OutputError(f"cannot create a temporary file in {where} for the input: "
                           f"{exc.strerror or exc}") from None
    buf = memoryview(bytearray(_CHUNK))
    size = 0
    while True:
        n = _fill(fd, buf)
        if not n:
            break
        try:
            spool.write(buf[:n])
        except OSError as exc:
            spool.close()
            raise _OutputError(f"writing a temporary copy of the input: "
                               f"{exc.strerror or exc}") from None
        size += n
        if n < len(buf):
            break
    spool.flush()
    return spool, size


def _cmd_mgm(args) -> int:
    """encrypt: the input through a streaming context, then the tag. decrypt: plaintext only
    after the tag verified, so the input is read twice (a first pass checks the tag, a second
    decrypts and checks it again); a non-seekable input is first copied to a private temporary
    file."""
    from . import api

    decrypt = args.command == "decrypt"
    cname = args.cipher
    if cname == "gost89":
        raise UsageError("mode 'mgm' is not offered for gost89 (MGM: magma or kuznyechik)")
    if args.mesh:
        raise UsageError("--mesh applies only to gost89 cnt and cfb")
    if args.sector_size is not None or args.first_sector is not None:
        which = "sector-size" if args.sector_size is not None else "first-sector"
        raise UsageError(f"--{which}: not for mgm (each message has its own nonce and tag)")
    if args.section_bytes is not None:
        raise UsageError("--section-bytes applies only to --mode ctr-acpkm")
    if args.aad is not None and args.aad_file is not None:
        raise UsageError("--aad and --aad-file: give one of them")
    if args.aad_file == "-":
        raise UsageError("--aad-file: not standard input (it carries the data)")
    _check_sbox(args)
    bs = api.block_size(cname)
    tag_len = bs
    if args.tag_bytes is not None:
        t = args.tag_bytes
        if not (t.isascii() and t.isdigit()) or not 4 <= int(t) <= bs:
            raise UsageError(f"--tag-bytes: '{t}' is not a number from 4 to {bs} ({cname} mgm)")
        tag_len = int(t)
    key = bytearray(_hex(args.key, "--key"))
    if args.iv is None:
        raise UsageError(f"--iv is required for {cname} mgm (the {bs}-byte nonce)")
    nonce = _hex(args.iv, "--iv")
    if len(nonce) != bs:
        raise UsageError(f"--iv: {cname} mgm needs a {bs}-byte nonce, got {len(nonce)}")
    if nonce[0] & 0x80:
        raise UsageError("--iv: the MGM nonce's first bit must be 0 (RFC 9058)")
    aad = None if args.aad is None else _hex(args.aad, "--aad")
    try:
        # decrypt: one context checks the tag, the other decrypts (after the check)
        ctxs = [api.Mgm(cname, key, nonce, decrypt=decrypt, sbox=args.sbox, backend=args.backend)
                for _ in range(2 if decrypt else 1)]
    finally:
        key[:] = bytes(len(key))
    if aad:
        for c in ctxs:
            c.aad(aad)
    elif args.aad_file is not None:
        try:
            with open(args.aad_file, "rb") as f:
                for chunk in iter(lambda: f.read(1 << 16), b""):
                    for c in ctxs:
                        c.aad(chunk)
        except OSError as exc:
            raise _OutputError(f"--aad-file: {args.aad_file}: {exc.strerror or exc}") from None
    limit = (1 << 29) if bs == 8 else (1 << 61)  # bytes (RFC 9058: below 2^(n/2) bits)
    fd = _stdin_fd()
    size = _input_size(fd)
    if not decrypt:
        if size is not None and size >= limit:
            raise _mgm_limit_error(cname)
        ctx = ctxs[0]
        sink = _Sink(args)
        try:
            _stream(fd, sink, False, lambda view, off: ctx.update(view, out=view))
            sink.write(ctx.final(tag_len))
            sink.commit()
        except BaseException:
            sink.abort()
            raise
        finally:
            ctx.close()
        return 0
    # A file is read twice in place (the tag checked, then the plaintext written) only into a
    # -o temporary file, which a failed second check removes: the file could change between the
    # passes. Written anywhere else (standard output, a device, a FIFO), the plaintext comes from
    # a private copy of the input, checked before the first byte leaves.
    spool = None
    sink = _Sink(args)
    try:
        if size is None or sink.tmp is None:
            spool, size = _mgm_spool(fd)
            fd, start = spool.fileno(), 0
        else:
            start = os.lseek(fd, 0, os.SEEK_CUR)
        if size < tag_len:
            raise InputError(f"input is {size} bytes: shorter than the {tag_len}-byte MGM tag")
        clen = size - tag_len
        if clen >= limit:
            raise _mgm_limit_error(cname)
        tag = memoryview(bytearray(tag_len))
        _pread_into(fd, tag, start + clen)
        buf = bytearray(min(_CHUNK, clen) or 1)

        def one_pass(ctx, sink):
            done = 0
            try:
                while done < clen:
                    view = memoryview(buf)[:min(len(buf), clen - done)]
                    _pread_into(fd, view, start + done)
                    ctx.update(view, out=view)
                    if sink is not None:
                        sink.write(view)
                    done += len(view)
            finally:
                buf[:] = bytes(len(buf))  # plaintext
            ctx.verify(tag)

        try:
            one_pass(ctxs[0], None)
        except api.AuthenticationError:
            raise _AuthFailed("authentication failed") from None
        try:
            one_pass(ctxs[1], sink)
        except api.AuthenticationError:
            raise _AuthFailed("authentication failed (the input changed while it was "
                              "decrypted)") from None
        sink.commit()
    except BaseException:
        sink.abort()
        raise
    finally:
        for c in ctxs:
            c.close()
        if spool is not None:
            spool.close()
    return 0


def _check_sector_limit(api, cname, mname, first, last_sector) -> None:
    _, cid = api._cipher(cname)
    _, mid = api._mode(mname)
    iv_len = api._iv_range(cid, mid)[1]  # the shortest IV: the one sector mode uses
    limit = (1 << 64) - 1 if iv_len >= 8 else (1 << (8 * iv_len)) - 1
    if last_sector >= 1 << 64:
        raise InputError(f"sector numbers from --first-sector {first} would pass 2^64 - 1")
    if last_sector > limit:
        raise InputError(f"sector {max(first, limit + 1)} cannot be numbered: the {iv_len}-byte "
                         f"IV of {cname} {mname} holds sector numbers up to {limit}")


def _cmd_mac(args) -> int:
    from . import api

    _check_sbox(args)
    sections = {}
    if (args.section_bytes is None) != (args.key_section_bytes is None):
        raise UsageError("OMAC-ACPKM needs both --section-bytes and --key-section-bytes")
    if args.section_bytes is not None:
        if args.cipher == "gost89":
            raise UsageError("OMAC-ACPKM (--section-bytes) is defined for magma and kuznyechik, "
                             "not gost89")
        bs = api.block_size(args.cipher)
        for opt, kw, text in (("--section-bytes", "section", args.section_bytes),
                              ("--key-section-bytes", "key_section", args.key_section_bytes)):
            v = _u64(text, opt, (1 << 64) - 1)
            if v == 0 or v % bs:
                raise UsageError(f"{opt}: {v} is not a positive multiple of the {args.cipher} "
                                 f"block size ({bs} bytes)")
            sections[kw] = v
    key = _hex(args.key, "--key")
    m = api.Mac(args.cipher, key, sbox=args.sbox, bits=args.bits, backend=args.backend,
                mesh=args.mesh, **sections)
    _stream(_stdin_fd(), None, False, lambda view, off: m.update(view))
    _emit(args, (m.hexdigest() + "\n").encode())
    return 0


def _feed(h, f) -> None:
    for chunk in iter(lambda: f.read(_CHUNK), b""):
        h.update(chunk)


def _sum_line(digest: str, name: str) -> str:
    # As sha256sum (and gostcli): a name with a backslash or newline is escaped, the line marked.
    if "\\" in name or "\n" in name:
        return "\\" + digest + "  " + name.replace("\\", "\\\\").replace("\n", "\\n") + "\n"
    return f"{digest}  {name}\n"


def _problem(kind: str, message: str) -> None:
    """A line "gostgen: KIND: ..." on stderr that does not end the command (as sha256sum's)."""
    if sys.stderr is not None:
        try:
            sys.stderr.write(f"{PROG}: {kind}: {_oneline(message)}\n")
            sys.stderr.flush()
        except OSError:
            pass


def _label(name: str) -> str:
    return "standard input" if name == "-" else name


def _hash_file(name: str, bits: int, backend):
    """The hex digest of a file ("-": standard input); OSError if it cannot be read."""
    from . import api

    h = api.Streebog(bits, backend=backend)
    _feed_named(h, name)
    return h.hexdigest()


def _feed_named(h, name: str) -> None:
    """Feeds h (a Streebog or Hmac object) a file ("-": standard input); OSError if it cannot be
    read."""
    if name == "-":
        _feed(h, _stdin())
    else:
        with open(name, "rb") as f:
            _feed(h, f)


def _sum_files(args, hexdigest_of) -> int:
    """hash and hmac over args.files (none: standard input), as sha256sum: a "HEX  NAME" line per
    file read (hexdigest_of(name); OSError when it cannot be read), one error line per file that
    could not be; the status says whether all were read. One writer for both commands, so that
    their output, errors and -o FILE handling stay the same."""
    from . import _binding

    _binding.lib()  # not found: one error for the command, not one per file (it is an OSError)
    names = args.files or ["-"]
    to_stdout = getattr(args, "output", None) in (None, "-")
    sink = _Sink(args)
    lines, failed = [], False
    try:
        for name in names:
            try:
                digest = hexdigest_of(name)
            except OSError as exc:
                if to_stdout and lines:  # keep the order of the lines
                    sink.write(_out_bytes("".join(lines)))
                    lines = []
                _problem("error", f"{_label(name)}: {exc.strerror or exc}")
                failed = True
                continue
            lines.append(_sum_line(digest, name))
        if failed and not to_stdout:
            sink.abort()  # -o FILE: a failure leaves FILE as it was
            return EXIT_FAILURE
        if lines:
            sink.write(_out_bytes("".join(lines)))
        sink.commit()
    except BaseException:
        sink.abort()
        raise
    return EXIT_FAILURE if failed else 0


def _out_bytes(text: str) -> bytes:
    return text.encode("utf-8", "surrogateescape")  # names as the command line gave them


def _cmd_hash(args) -> int:
    if args.check is not None:
        return _hash_check(args)
    return _sum_files(args, lambda name: _hash_file(name, args.bits, args.backend))


def _hash_check(args) -> int:
    """hash --check [LIST...]: verifies the "HEX  NAME" lines of each list as sha256sum -c does
    (the lists: --check=LIST, then the operands; none: standard input)."""
    if getattr(args, "output", None) is not None:
        raise UsageError("hash --check: the report goes to standard output (no --output)")
    if sys.stdout is None:
        raise _OutputError("writing standard output: standard output is closed")
    lists = ([args.check] if args.check else []) + list(args.files)
    failed = False
    for name in lists or ["-"]:
        failed |= _hash_check_list(args, name) != 0
    return EXIT_FAILURE if failed else 0


def _hash_check_list(args, listname) -> int:
    """One list of hash --check; its problems are reported and the next list goes on."""
    bits_given = "bits" in getattr(args, "_seen", set())
    try:
        if listname == "-":
            text = _stdin().read()
        else:
            with open(listname, "rb") as f:
                text = f.read()
    except OSError as exc:
        _problem("error", f"{_label(listname)}: {exc.strerror or exc}")
        return EXIT_FAILURE
    bad = unreadable = mismatched = good = 0
    hexdigits = b"0123456789abcdefABCDEF"
    for raw in text.split(b"\n"):
        if raw.endswith(b"\r"):
            raw = raw[:-1]
        if not raw:
            continue
        esc = raw.startswith(b"\\")
        body = raw[1:] if esc else raw
        n = 0
        while n < len(body) and body[n] in hexdigits:
            n += 1
        lbits = {128: 512, 64: 256}.get(n)
        rest = body[n:]
        if (lbits is None or (bits_given and lbits != args.bits) or len(rest) < 3
                or rest[:1] != b" " or rest[1:2] not in (b" ", b"*") or b"\0" in rest):
            bad += 1
            continue
        name_b = rest[2:]
        if esc:  # undo sha256sum's escapes: \\ and \n
            out, i, ok = bytearray(), 0, True
            while i < len(name_b):
                c = name_b[i:i + 1]
                if c == b"\\":
                    nxt = name_b[i + 1:i + 2]
                    if nxt not in (b"\\", b"n"):
                        ok = False
                        break
                    out += b"\\" if nxt == b"\\" else b"\n"
                    i += 2
                else:
                    out += c
                    i += 1
            if not ok:
                bad += 1
                continue
            name_b = bytes(out)
        good += 1
        name = os.fsdecode(name_b)
        shown = name
        mark = ""
        if "\\" in name or "\n" in name:
            mark, shown = "\\", name.replace("\\", "\\\\").replace("\n", "\\n")
        try:
            digest = _hash_file(name, lbits, args.backend)
        except OSError as exc:
            _problem("error", f"{_label(name)}: {exc.strerror or exc}")
            unreadable += 1
            verdict = "FAILED open or read"
        else:
            if digest == body[:n].decode().lower():
                verdict = "OK"
            else:
                mismatched += 1
                verdict = "FAILED"
        _write(_out_bytes(f"{mark}{shown}: {verdict}\n"))
    if good == 0:
        _problem("error", f"{_label(listname)}: no properly formatted Streebog checksum lines found")
        return EXIT_FAILURE
    if bad:
        _problem("WARNING", f"{bad} line{' is' if bad == 1 else 's are'} improperly formatted")
    if unreadable:
        _problem("WARNING", f"{unreadable} listed file{'' if unreadable == 1 else 's'} could not be read")
    if mismatched:
        _problem("WARNING", f"{mismatched} computed checksum{'' if mismatched == 1 else 's'} "
                         "did NOT match")
    return EXIT_FAILURE if bad or unreadable or mismatched else 0


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
def _warn_odd_sets(sets) -> None:
    """A row that is not a permutation of 0..F is allowed (GOST 28147-89 does not ask for one)
    but every published set has only permutations: most likely a typing slip, so it is said."""
    for s in sets:
        for i, row in enumerate(s.rows):
            if sorted(row) != list(range(16)):
                _progress(f"warning: {s.source}: row K{i + 1} is not a permutation of 0..F (every "
                          "published set's rows are; generating it as written)")


def _cmd_generate(args) -> int:
    from .generate import generate_tree, load_sets

    sboxes = [str(p) for p in args.sbox]
    _warn_odd_sets(load_sets(sboxes))
    generate_tree(sboxes, str(args.out))
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
    runner = _check_runner(args)
    from .generate import claim_out, generate_tree, load_sets

    out = Path(args.out).resolve()
    src, build = out / "src", out / "build"
    sboxes = [str(p) for p in args.sbox] if args.sbox else _shipped_sboxes()
    jobs = _jobs(args)  # a bad option or set fails before anything is written
    _warn_odd_sets(load_sets(sboxes))
    claim_out(out, "build")
    generate_tree(sboxes, str(src))

    build.mkdir(parents=True, exist_ok=True)
    log = out / "build.log"
    log.write_bytes(b"")
    found = found_toolchains(args.define) if args.target == "native" else []
    for name, path, where in found:
        _progress(f"{name.split('_', 1)[1].lower()}: {path} ({where})")
    # DIR itself is the install prefix: DIR/bin, DIR/lib (pkgconfig, cmake), DIR/include.
    configure = [cmake, "-S", str(src), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release",
                 f"-DCMAKE_INSTALL_PREFIX={out}", "-DCMAKE_INSTALL_BINDIR=bin",
                 "-DCMAKE_INSTALL_LIBDIR=lib", "-DCMAKE_INSTALL_INCLUDEDIR=include",
                 *[a.format(src=src) for a in TARGETS[args.target]],
                 *[f"-D{name}={path}" for name, path, _ in found],
                 *[f"-D{d}" for d in args.define]]
    # A build folder keeps the generator it was configured with; only a fresh one gets Ninja.
    if shutil.which("ninja") and not (build / "CMakeCache.txt").exists():
        configure[1:1] = ["-G", "Ninja"]
    try:
        _run_logged(configure, log, "configure")
    except BuildError:
        # A folder that never configured keeps what CMake cached (a compiler not found, say),
        # which the next run would take again: it goes, the log stays.
        shutil.rmtree(build, ignore_errors=True)
        raise
    _progress(f"building in {build} (the log: {log})")
    _run_logged([cmake, "--build", str(build), "--parallel", *([str(jobs)] if jobs else [])],
                log, "build")
    _run_logged([cmake, "--install", str(build)], log, "install")

    tool = out / "bin" / "gostcli"
    fixup = _TARGET_FIXUPS.get(args.target)
    if fixup is not None and tool.is_file():
        fixup(tool)
    if not tool.is_file():
        raise BuildError(f"the build finished but made no {tool}; log: {log}")
    _report_built_backends(build / "gostgen-backends.txt")
    if args.check is not None:
        _run_build_check(args, tool, runner)
    _write(f"{tool}\n".encode())
    return 0


# `gostgen build --check` on a cross target: the emulator that runs its programs here.
TARGET_RUNNERS = {"mipsel-msa": "qemu-mipsel -cpu P5600"}


def _progress(text: str) -> None:
    """Progress of the generator commands: stderr, prefixed (stdout carries only results)."""
    if sys.stderr is not None:
        sys.stderr.write(f"{PROG}: {text}\n")
        sys.stderr.flush()


def _site_dirs() -> list:
    import sysconfig

    paths = sysconfig.get_paths()
    return [Path(d) for d in dict.fromkeys((paths["purelib"], paths["platlib"]))]


def found_toolchains(defines=()) -> list:
    """(CMake variable, path, where) for the backend compilers the README's setup installs where
    CMake does not look: ISPC under a checkout's .tools/bin (.ci/install-ispc.sh; `ispc` on PATH
    is found by CMake itself) and nvcc inside the environment of the Python running gostgen
    (.ci/install-cuda.sh: pip's nvidia/cu13/bin/nvcc). A variable given with --define wins."""
    given = {d.split("=", 1)[0] for d in defines}
    found = []
    if "GOSTGEN_ISPC" not in given and shutil.which("ispc") is None:
        from .paths import data_root

        roots = [Path(sys.prefix).parent, data_root(), Path.cwd()]
        for root in dict.fromkeys(r.resolve() for r in roots):
            ispc = root / ".tools" / "bin" / "ispc"
            if ispc.is_file() and os.access(ispc, os.X_OK):
                found.append(("GOSTGEN_ISPC", str(ispc), f"found in {root / '.tools'}"))
                break
    if "GOSTGEN_NVCC" not in given:
        for site in _site_dirs():
            nvcc = site / "nvidia" / "cu13" / "bin" / "nvcc"
            if nvcc.is_file() and os.access(nvcc, os.X_OK):
                found.append(("GOSTGEN_NVCC", str(nvcc), f"found in {sys.prefix}"))
                break
    return found


def read_backend_report(path: Path) -> list:
    """(name, "built" or "not built: why") from the build's gostgen-backends.txt."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return []
    return [tuple(line.split("\t", 1)) for line in lines if "\t" in line]


def _report_built_backends(path: Path) -> None:
    report = read_backend_report(path)
    if not report:
        _progress(f"no backend list in {path}")
        return
    built = [n for n, what in report if what == "built"]
    _progress(f"backends built: {', '.join(built) or 'none'}")
    for name, what in report:
        if what != "built":
            _progress(f"backend {name} {what}")


def _check_runner(args):
    """The --runner of `build --check`: given, or the target's emulator; checked before building."""
    if getattr(args, "check", None) is None:
        return None
    runner = args.runner if args.runner is not None else TARGET_RUNNERS.get(args.target)
    if runner:
        import shlex

        try:
            first = shlex.split(runner)[0]
        except (ValueError, IndexError):
            raise UsageError(f"--runner: '{runner}' is not a command") from None
        if shutil.which(first) is None:
            raise GostgenError(f"--check: {first} not found on PATH (it runs the {args.target} "
                               "build here; on Debian: bash .ci/install-mips.sh)")
    return runner


def _run_build_check(args, tool: Path, runner) -> None:
    from . import conformance

    # The table goes to stderr with the progress: stdout stays the tool's path.
    result = conformance.run_check(str(tool), runner=runner, quick=args.check == "quick",
                                   jobs=_jobs(args), out=sys.stderr, progress=sys.stderr)
    if not result.passed:
        raise GostgenError(f"the conformance check failed on {tool}: {result.verdict()}")


def _add_build_check_options(p) -> None:
    p.add_argument("--check", nargs="?", const="full", choices=("full", "quick"),
                   help="then run `gostgen check` on the built gostcli (full, the default, or "
                        "quick); the build fails if it does")
    p.add_argument("--runner", metavar="CMD",
                   help="for --check: run the tool through CMD (default for mipsel-msa: "
                        f"{TARGET_RUNNERS['mipsel-msa']})")


# ---- gostgen sboxes: the shipped S-box sets ------------------------------------------------------
def sboxes_json(sets, default_name) -> str:
    """The JSON list both CLIs print for `sboxes --json`: name, oid, default, rows (K1..K8)."""
    items = [json.dumps({"name": s.name, "oid": s.oid, "default": s.name == default_name,
                         "rows": list(s.hex_rows)}) for s in sets]
    return "[\n  " + ",\n  ".join(items) + "\n]\n" if items else "[]\n"


def _cmd_sboxes(args) -> int:
    from .generate import shipped_sbox_files, shipped_sets

    if args.toml is not None:
        for path, s in zip(shipped_sbox_files(), shipped_sets()):
            if args.toml in (s.name, s.oid):
                _emit(args, path.read_bytes())
                return 0
        names = ", ".join(s.name for s in shipped_sets())
        raise UsageError(f"sboxes: --toml '{args.toml}': not a shipped set (known: {names}, "
                         "or their OIDs)")
    sets = shipped_sets()
    if args.json:
        _emit(args, sboxes_json(sets, sets[0].name).encode())
        return 0
    w = max([4] + [len(s.name) for s in sets])
    lines = [f"{'NAME':<{w}}  OID"]
    lines += [f"{s.name:<{w}}  {s.oid or '-'}" + ("  (default)" if i == 0 else "")
              for i, s in enumerate(sets)]
    _emit(args, ("\n".join(lines) + "\n").encode())
    return 0


def _add_sboxes_parser(sub) -> None:
    p = sub.add_parser("sboxes", help="list the shipped S-box sets, or print one as TOML",
                       description="The standard S-box sets shipped with gostgen (what "
                                   "generate/build accept by name or OID, and what the "
                                   "package's own library has compiled in; a build's own sets: "
                                   "its bin/gostcli sboxes). --toml NAME prints one as a TOML "
                                   "file, a starting point for a set of your own.")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--json", action="store_true", help="print a JSON list (name, oid, default, rows)")
    g.add_argument("--toml", action=_Once, metavar="NAME|OID", help="print this set's TOML file")
    p.add_argument("-o", "--output", action=_Once, metavar="FILE",
                   help="write to FILE instead of standard output (atomically)")
    p.set_defaults(func=_cmd_sboxes)


# ---- gostgen check: the conformance suite against a built gostcli ------------------------------
def _jobs(args) -> int | None:
    """--jobs N (1..256), or None: one per CPU."""
    if args.jobs is None:
        return None
    if not args.jobs.isdigit() or not 1 <= int(args.jobs) <= 256:
        raise UsageError(f"{args.command}: --jobs: '{args.jobs}' is not a number from 1 to 256")
    return int(args.jobs)


def _cmd_check(args) -> int:
    from . import conformance

    jobs = _jobs(args)
    seed = None
    if args.seed is not None:
        if not args.seed.isdigit() or int(args.seed) >= 1 << 64:
            raise UsageError(f"check: --seed: '{args.seed}' is not a number from 0 to 2^64 - 1")
        seed = int(args.seed)
    result = conformance.run_check(args.tool, runner=args.runner, sboxes=args.sbox or (),
                                   quick=args.quick, seed=seed, jobs=jobs,
                                   only_backends=args.backend or (),
                                   only_primitives=args.primitive or (), out=sys.stdout,
                                   progress=sys.stderr)
    return 0 if result.passed else EXIT_FAILURE


def _add_check_parser(sub) -> None:
    p = sub.add_parser("check", help="run the conformance suite against a built gostcli",
                       description="Known answers and random differential tests against the "
                                   "reference interpreter, for every cipher, mode, MAC, hash, HMAC, "
                                   "KDF and backend the tool lists and every S-box set it has compiled in "
                                   "(plus random sets and the --sbox ones, given at run time). "
                                   "Progress on stderr, a summary table on stdout; exit status 0 "
                                   "only when every case matched.")
    p.add_argument("--tool", action=_Once, required=True, metavar="PATH",
                   help="the gostcli to check (e.g. DIR/bin/gostcli of `gostgen build`)")
    p.add_argument("--runner", action=_Once, metavar="CMD",
                   help='run the tool through CMD, e.g. "qemu-mipsel -cpu P5600"')
    p.add_argument("--sbox", action="append", metavar="FILE|NAME",
                   help="also check this S-box set, given to the tool at run time (a TOML file, "
                        "or a shipped set's name or OID; repeatable)")
    p.add_argument("--backend", action="append", metavar="NAME",
                   help="check only this backend (repeatable; default: every available one)")
    p.add_argument("--primitive", action="append", metavar="NAME",
                   help="check only this primitive, as the summary's PRIMITIVE column names it: "
                        "gost89, magma, kuznyechik, streebog, hmac, kdf or pbkdf2 (repeatable; "
                        "default: all)")
    p.add_argument("--quick", action="store_true",
                   help="fewer lengths and fewer cases per secondary S-box set")
    p.add_argument("--seed", action=_Once, metavar="N",
                   help="seed of the random cases (default: a new one, printed in the summary)")
    p.add_argument("--jobs", action=_Once, metavar="N",
                   help="tool processes at once (default: one per CPU)")
    p.set_defaults(func=_cmd_check)


# ---- HMAC-Streebog, the KDFs, PBKDF2 --------------------------------------------------------------
_MAX_DERIVED = 1 << 20  # most bytes kdf and pbkdf2 print, as gostcli


def _any_key(text) -> bytes:
    key = _hex(text, "--key")
    if not key:
        raise UsageError("--key: empty (give at least one byte)")
    return key


def _range(text, what, low, top) -> int:
    if not (text.isascii() and text.isdigit()) or not low <= int(text) <= top:
        raise UsageError(f"{what}: '{text}' is not a number from {low} to {top}")
    return int(text)


def _length(text, default) -> int:
    return default if text is None else _range(text, "--length", 1, _MAX_DERIVED)


def _cmd_hmac(args) -> int:
    from . import api

    keyed = api.Hmac(_any_key(args.key), bits=args.bits, backend=args.backend)

    def hexdigest_of(name):
        h = keyed.copy()
        _feed_named(h, name)
        return h.hexdigest()

    return _sum_files(args, hexdigest_of)


def _cmd_kdf(args) -> int:
    from . import api

    kind = args.kind
    if kind != "tree" and (args.r is not None or args.length is not None):
        raise UsageError(f"kdf: --r and --length are for --kind tree (kdf {kind} gives 32 bytes)")
    if kind == "tlstree" and (args.label is not None or args.seed is not None):
        raise UsageError("kdf --kind tlstree: its labels and seeds are fixed (no --label, --seed)")
    if kind != "tlstree" and (args.suite is not None or args.seqnum is not None):
        raise UsageError("kdf: --suite and --seqnum are for --kind tlstree")
    if kind == "tlstree":
        if args.suite is None:
            raise UsageError("kdf --kind tlstree: --suite is required")
        suites = api.tlstree_suites()
        if args.suite.lower() not in suites:  # any case, as gostcli and the library
            raise UsageError(f"--suite: unknown TLSTREE suite '{args.suite}' "
                             f"(known: {', '.join(suites)})")
        if args.seqnum is None:
            raise UsageError("kdf --kind tlstree: --seqnum is required")
        seqnum = _u64(args.seqnum, "--seqnum", (1 << 64) - 1)
        if args.key is None:
            raise UsageError("--key is required (32 bytes as 64 hex digits)")
        key = _hex(args.key, "--key")
        if len(key) != 32:
            raise UsageError(f"--key: must be 32 bytes (64 hex digits), got {len(key)} bytes")
        out = api.tlstree(key, seqnum, suite=args.suite, backend=args.backend)
    else:
        if args.label is None or args.seed is None:
            raise UsageError('kdf: --label and --seed are required (hex; "" for empty)')
        r = 1
        if args.r is not None:
            if args.r not in ("1", "2", "3", "4"):
                raise UsageError(f"--r: '{args.r}' is not 1, 2, 3 or 4 (the counter's bytes)")
            r = int(args.r)
        length = _length(args.length, 32)
        top = 32 * ((1 << (8 * r)) - 1)
        if length > top:
            raise UsageError(f"--length: at most {top} bytes with --r {r} (2^(8R) - 1 blocks "
                             "of 32)")
        if args.key is None:
            raise UsageError("--key is required (the key in hex)")
        key = _any_key(args.key)
        label, seed = _hex(args.label, "--label"), _hex(args.seed, "--seed")
        if kind == "tree":
            out = api.kdf_tree(key, label, seed, length, r=r, backend=args.backend)
        else:
            out = api.kdf_256(key, label, seed, backend=args.backend)
    _emit(args, (out.hex() + "\n").encode())
    return 0


def _cmd_pbkdf2(args) -> int:
    from . import api

    iterations = _range(args.iterations, "--iterations", 1, (1 << 64) - 1)
    length = _length(args.length, 64)
    salt = _hex(args.salt, "--salt")
    if args.backend is not None:
        api.Streebog(512, backend=args.backend)  # an unusable backend: refused before reading
    if getattr(args, "output", None) in (None, "-") and sys.stdout is None:
        raise _OutputError("writing standard output: standard output is closed")
    # The password: standard input exactly as given, into one bytearray wiped after use.
    password = bytearray()
    fd = _stdin_fd()
    while True:
        chunk = os.read(fd, 1 << 16)
        if not chunk:
            break
        password += chunk
    try:
        out = api.pbkdf2(password, salt, iterations, length, backend=args.backend)
    finally:
        password[:] = bytes(len(password))
    _emit(args, (out.hex() + "\n").encode())
    return 0


def _add_derive_output(p) -> None:
    _add_backend(p, threads=False)  # hmac and the KDFs run on one thread: no --threads


def _add_derive_parsers(sub) -> None:
    p = sub.add_parser("hmac", help="HMAC-Streebog of files, one \"HEX  NAME\" line each",
                       description="HMAC-Streebog (RFC 7836 4.1) of each FILE ('-' or none: "
                                   "standard input) under the key, one \"HEX  NAME\" line each "
                                   "as hash prints them; a file that cannot be read gets an "
                                   "error line and exit status 1.")
    p.add_argument("--bits", action=_Once, type=int, choices=(256, 512), default=256,
                   help="HMAC size in bits (default 256)")
    p.add_argument("--key", action=_Once, required=True, metavar="HEX",
                   help="the key in hex (any length, at least one byte)")
    _add_derive_output(p)
    p.add_argument("files", nargs="*", metavar="FILE")
    p.set_defaults(func=_cmd_hmac)

    p = sub.add_parser("kdf", help="KDF_GOSTR3411_2012_256, KDF_TREE or TLSTREE, in hex",
                       description="--kind 256: KDF_GOSTR3411_2012_256 (32 bytes); --kind tree: "
                                   "KDF_TREE_GOSTR3411_2012_256 (RFC 7836 4.4, 4.5); --kind "
                                   "tlstree: TLSTREE (RFC 9367 4.1.1, RFC 9189 8.1). The key is "
                                   "printed in hex.")
    p.add_argument("--kind", action=_Once, required=True, choices=("256", "tree", "tlstree"),
                   help="which function")
    p.add_argument("--key", action=_Once, metavar="HEX",
                   help="the key in hex (tlstree: the 32-byte root key)")
    p.add_argument("--label", action=_Once, metavar="HEX", help='label in hex ("" for empty)')
    p.add_argument("--seed", action=_Once, metavar="HEX", help='seed in hex ("" for empty)')
    p.add_argument("--r", action=_Once, metavar="R",
                   help="tree: bytes of the block counter, 1..4 (default 1)")
    p.add_argument("--length", action=_Once, metavar="BYTES",
                   help="tree: output bytes (default 32; L = 8 * BYTES bits; at most 1 MiB)")
    p.add_argument("--suite", action=_Once, metavar="SUITE",
                   help="tlstree: kuznyechik-mgm-l, magma-mgm-l, kuznyechik-mgm-s, magma-mgm-s, "
                        "kuznyechik-ctr-omac or magma-ctr-omac")
    p.add_argument("--seqnum", action=_Once, metavar="N", help="tlstree: the record sequence number")
    _add_derive_output(p)
    p.set_defaults(func=_cmd_kdf)

    p = sub.add_parser("pbkdf2", help="PBKDF2-HMAC-Streebog-512 of the password on stdin, in hex",
                       description="PBKDF2 with HMAC-Streebog-512 (R 50.1.111-2016). The password "
                                   "is standard input, byte for byte: no newline is stripped "
                                   "(printf %%s, not echo).")
    p.add_argument("--salt", action=_Once, required=True, metavar="HEX", help="salt in hex")
    p.add_argument("--iterations", action=_Once, required=True, metavar="N",
                   help="iteration count, at least 1")
    p.add_argument("--length", action=_Once, metavar="BYTES",
                   help="output bytes (default 64, at most 1 MiB)")
    _add_derive_output(p)
    p.set_defaults(func=_cmd_pbkdf2)


# ---- parser -------------------------------------------------------------------------------------
def _add_cipher_options(p, *, mode: bool) -> None:
    from .api import CIPHERS  # a plain table; libgostgen is not loaded by this import

    # names in any case, as gostcli takes them (and backend and S-box set names everywhere)
    p.add_argument("--cipher", action=_Once, required=True, choices=list(CIPHERS), type=str.lower,
                   help="gost89 (RFC 5830 byte order), magma or kuznyechik (GOST R 34.12-2015)")
    if mode:
        # Spelled with a hyphen as gostcli and OpenSSL do (ctr-acpkm); ctr_acpkm is taken too.
        # No argparse choices: _cmd_crypt names the modes of the cipher given, as gostcli does.
        p.add_argument("--mode", action=_Once, required=True,
                       type=lambda s: s.lower().replace("_", "-"),
                       help="gost89: ecb, cnt, cfb; magma, kuznyechik: ecb, ctr, ofb, cbc, cfb, "
                            "ctr-acpkm (R 1323565.1.017-2018: ctr re-keyed every section), "
                            "mgm (RFC 9058: ciphertext then tag)")
    p.add_argument("--sbox", action=_Once, metavar="NAME|PATH",
                   help="compiled-in S-box set (name or OID) or a TOML S-box file; "
                        "default: the library's default set (not for kuznyechik: its S-box is fixed)")
    p.add_argument("--key", action=_Once, required=True, metavar="HEX", help="32-byte key in hex")


def _add_backend(p, threads=True) -> None:
    p.add_argument("--backend", action=_Once, metavar="NAME",
                   help="backend to use (default: GOSTGEN_BACKEND or the best available)")
    if threads:
        p.add_argument("--threads", action=_Once, metavar="N",
                       help="use up to N threads where the work splits (0: one per CPU; "
                            "default 1)")
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

    parser = _Parser(prog=PROG, description="GOST 28147-89/Magma, Kuznyechik and Streebog: "
                                            "generated kernels, one library, and the generator "
                                            "itself.")
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
        p.add_argument("--sector-size", action=_Once, metavar="N",
                       help="disk image: sectors of N bytes (a multiple of the block size), each "
                            "its own stream with its number as IV (dm-crypt plain64); no --iv")
        p.add_argument("--first-sector", action=_Once, metavar="S",
                       help="number of the first sector (default 0)")
        p.add_argument("--section-bytes", action=_Once, metavar="N",
                       help="ctr-acpkm: the section, a multiple of the block size (default 1024 "
                            "for magma, 4096 for kuznyechik; with --sector-size every sector's)")
        p.add_argument("--aad", action=_Once, metavar="HEX",
                       help="mgm: associated data in hex (authenticated, not encrypted)")
        p.add_argument("--aad-file", action=_Once, metavar="FILE",
                       help="mgm: associated data read from FILE")
        p.add_argument("--tag-bytes", action=_Once, metavar="T",
                       help="mgm: tag length, 4 to the block size (default the block size); "
                            "encrypt appends the tag, decrypt checks it before any output")
        _add_backend(p)
        p.set_defaults(func=_cmd_crypt)

    p = sub.add_parser("mac", help="MAC of standard input, as a hex line",
                       description="MAC of standard input: gost89 imitovstavka or the Magma/"
                                   "Kuznyechik GOST R 34.13-2015 MAC, printed in hex.")
    _add_cipher_options(p, mode=False)
    p.add_argument("--bits", action=_Once, type=int, default=None, metavar="N",
                   help="MAC length in bits: a multiple of 8, 8..64 (kuznyechik 8..128); default "
                        "32, kuznyechik 64: half a block, as the GOST R 34.13-2015 examples")
    p.add_argument("--section-bytes", action=_Once, metavar="N",
                   help="with --key-section-bytes: OMAC-ACPKM (R 1323565.1.017-2018 4.2, magma "
                        "and kuznyechik), message sections of N bytes (a multiple of the block)")
    p.add_argument("--key-section-bytes", action=_Once, metavar="T",
                   help="OMAC-ACPKM: the ACPKM-Master section T* in bytes (a multiple of the "
                        "block)")
    p.add_argument("--mesh", action="store_true",
                   help="gost89: CryptoPro key meshing every 1024 bytes (RFC 4357 2.3.2), the "
                        "MAC of the CryptoPro implementations and OpenSSL's gost-mac")
    _add_backend(p)
    p.set_defaults(func=_cmd_mac)

    p = sub.add_parser("hash", help="Streebog digests of files, as sha256sum prints them",
                       description="Streebog digest of each FILE ('-' or none: standard input), "
                                   "one \"HEX  NAME\" line each; a file that cannot be read gets "
                                   "an error line and exit status 1. --check (-c) verifies such "
                                   "lines in each LIST given as FILE ('-' or none: standard "
                                   "input), as sha256sum -c: NAME: OK / NAME: FAILED.")
    p.add_argument("--bits", action=_Once, type=int, choices=(256, 512), default=512,
                   help="digest size in bits (default 512; with --check the length of each "
                        "listed digest, unless given)")
    # a flag, as sha256sum's -c (the lists are the operands); --check=LIST names one more list
    p.add_argument("-c", "--check", action=_Once, nargs="?", const="", metavar="LIST",
                   help="verify the \"HEX  NAME\" lines of each LIST given as FILE (none or "
                        "'-': standard input)")
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
    p.add_argument("--sbox", action="append", required=True, metavar="NAME|FILE",
                   help="a shipped set's name or OID (see `gostgen sboxes`) or a TOML S-box "
                        "file (repeatable; the first is the default set)")
    p.add_argument("--out", required=True, metavar="DIR", help="output folder")
    p.set_defaults(func=_cmd_generate)

    p = sub.add_parser("build", help="generate, then build the library and gostcli with CMake",
                       description="Generate into DIR/src, build in DIR/build, and leave the "
                                   "tool at DIR/bin/gostcli and the libraries in DIR/lib.")
    p.add_argument("--sbox", action="append", metavar="NAME|FILE",
                   help="a shipped set's name or OID (see `gostgen sboxes`) or a TOML S-box file "
                        "(repeatable; the first is the default set; default: every shipped set, "
                        "tc26-z first)")
    p.add_argument("--target", default="native", help="build target (known: "
                                                      + ", ".join(TARGETS) + "; default native)")
    p.add_argument("--out", required=True, metavar="DIR", help="output folder")
    p.add_argument("--define", action="append", default=[], metavar="NAME=VALUE",
                   help="a CMake cache setting for the build (repeatable), e.g. "
                        "GOSTGEN_ISPC=/path/to/ispc, GOSTGEN_NVCC=/path/to/nvcc (found without "
                        "it where .ci/setup.sh puts them) or GOSTGEN_WITHOUT=cuda;ispc")
    p.add_argument("--jobs", action=_Once, metavar="N",
                   help="compile jobs, and --check's tool processes, at once (default: one per "
                        "CPU)")
    _add_build_check_options(p)
    p.set_defaults(func=_cmd_build)
    _add_sboxes_parser(sub)
    _add_check_parser(sub)
    _add_derive_parsers(sub)
    return parser


class _Terminated(BaseException):
    """SIGTERM or SIGHUP, raised where the program is so that a -o temporary file is removed
    on the way out (as for Ctrl-C); main then ends by the signal itself."""

    def __init__(self, signum):
        super().__init__(signum)
        self.signum = signum


def _raise_terminated(signum, frame):
    raise _Terminated(signum)


def main(argv=None) -> int:
    import signal
    import threading

    old = {}
    if threading.current_thread() is threading.main_thread():
        for sig in (signal.SIGTERM, signal.SIGHUP):
            if signal.getsignal(sig) is not signal.SIG_IGN:  # nohup's stays
                old[sig] = signal.signal(sig, _raise_terminated)
    try:
        return _main(argv)
    except _Terminated as exc:
        for sig, handler in old.items():
            signal.signal(sig, handler)
        old = {}
        signal.signal(exc.signum, signal.SIG_DFL)
        os.kill(os.getpid(), exc.signum)
        return 128 + exc.signum  # (where the signal does not end the process)
    finally:
        for sig, handler in old.items():
            signal.signal(sig, handler)


def _main(argv) -> int:
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
