"""Key material: what the library frees holds no key, and no key is ever printed.

- c/key_wipe.c interposes malloc/free and scans every block libgostgen frees for the key (both
  word orders of the schedules, broadcast words, and the keys CryptoPro meshing, HMAC, TLSTREE
  and ACPKM derive: CTR-ACPKM's section keys, OMAC-ACPKM's K^i and K^i_1) after
  every context type, one-shot and multi-stream call, on every available backend; and the stack
  below the caller after each one-shot call and context free (spilled key words); and
  c/stack_reach.c that no one-shot or multi-stream call writes deeper than the scrub after it.
- Neither command line echoes a --key value, valid or not, in any message or output.
- The library prints nothing: no printing call in the runtime or the generated kernels, and a
  process that drives the API through good and bad calls writes nothing to stdout or stderr.
"""
from __future__ import annotations

import re
import subprocess
import sys

import pytest

import ccprog
import gghelpers as H


def test_freed_memory_holds_no_key(api, tmp_path):
    exe = ccprog.build(H.TESTS / "c" / "key_wipe.c", tmp_path)
    proc = ccprog.run(exe)
    assert proc.returncode == 0, proc.stderr + proc.stdout
    assert proc.stdout.startswith("ok "), proc.stdout
    n = len(H.available_backends())
    assert proc.stdout.startswith(f"ok {n} backends"), proc.stdout


def test_calls_stay_within_their_scrub(api, tmp_path):
    """The depth a one-shot or multi-stream call scrubs after it is per cipher and backend
    (gg_bc_ops.stack_bytes): no call, on any backend, with 1 or 2 threads, may have written
    deeper (c/stack_reach.c)."""
    exe = ccprog.build(H.TESTS / "c" / "stack_reach.c", tmp_path)
    proc = ccprog.run(exe)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    n = len(H.available_backends())
    assert proc.stdout.startswith("ok ") and proc.stdout.rstrip().endswith(f"on {n} backends"), \
        proc.stdout


# ---- the command lines never echo a key --------------------------------------------------------------
MARK = "c0ffee15bad5eed5"  # recognisable in any message
KEYS = {
    "valid": MARK * 4,
    "short": MARK * 3,
    "long": MARK * 4 + "00",
    "odd-digits": MARK * 4 + "0",
    "not-hex": MARK * 3 + "xyz0" + "00" * 6,
    "spaces": MARK * 2 + " " + MARK * 2,
    "upper": MARK.upper() * 4,
}
# other arguments: (id, argv before --key, stdin)
COMMANDS = [
    ("encrypt-ok", ["encrypt", "--cipher", "gost89", "--mode", "cnt", "--iv", "0102030405060708",
                    "--mesh"], b"x" * 100),
    ("decrypt-partial-block", ["decrypt", "--cipher", "magma", "--mode", "ecb"], b"x" * 13),
    ("encrypt-bad-iv", ["encrypt", "--cipher", "magma", "--mode", "ctr", "--iv", "01"], b""),
    ("encrypt-bad-sbox", ["encrypt", "--cipher", "gost89", "--mode", "ecb", "--sbox", "nosuch"], b""),
    ("encrypt-bad-backend", ["encrypt", "--cipher", "gost89", "--mode", "ecb", "--backend", "nosuch"],
     b""),
    ("mac-ok", ["mac", "--cipher", "magma", "--bits", "64"], b"abc"),
    ("mac-bad-bits", ["mac", "--cipher", "gost89", "--bits", "9"], b"abc"),
    ("mac-unknown-option", ["mac", "--cipher", "gost89", "--frob"], b"abc"),
]


@pytest.mark.parametrize("keyname", list(KEYS))
@pytest.mark.parametrize("command", [c[0] for c in COMMANDS])
def test_cli_never_echoes_key(cli, command, keyname):
    _, args, data = next(c for c in COMMANDS if c[0] == command)
    key = KEYS[keyname]
    for argv in ([*args, "--key", key], [*args, f"--key={key}"], [*args, "--key", key, "--key", key]):
        proc = H.run(cli, argv, data)
        text = (proc.stdout + proc.stderr).decode("latin-1").lower()
        assert MARK not in text, "the key is echoed: " + H.describe(proc)
        assert bytes.fromhex(MARK) not in proc.stderr, "the key's bytes are in a message: " + \
            H.describe(proc)
        if keyname not in ("valid", "upper") or argv.count("--key") > 1 or not command.endswith("-ok"):
            assert proc.returncode != 0 and proc.stdout == b"", H.describe(proc)
        else:
            assert proc.returncode == 0 and proc.stderr == b"", H.describe(proc)


# ---- the library prints nothing ----------------------------------------------------------------------
PRINTING = re.compile(r"\b(printf|fprintf|vfprintf|vprintf|dprintf|puts|fputs|putchar|fputc|putc|"
                      r"perror|fwrite|syslog|stdout|stderr)\b")


def _library_sources():
    files = sorted((H.REPO / "runtime" / "src").glob("*.[ch]"))
    files += sorted(p for p in (H.REPO / "generated").rglob("*") if p.suffix in (".c", ".h", ".S",
                                                                                  ".cu", ".ispc"))
    return files


def test_library_has_no_printing_calls():
    """gostcli (runtime/tools) prints; the library (runtime/src, generated/) never does."""
    found = []
    for path in _library_sources():
        text = path.read_text(errors="replace")
        # comments and string literals do not print
        code = re.sub(r"/\*.*?\*/|//[^\n]*|\"(\\.|[^\"\\\n])*\"", " ", text, flags=re.S)
        for m in PRINTING.finditer(code):
            line = code.count("\n", 0, m.start()) + 1
            found.append(f"{path.relative_to(H.REPO)}:{line}: {m.group(0)}")
    assert len(_library_sources()) > 5
    assert not found, "printing in the library: " + ", ".join(found[:20])


@pytest.mark.parametrize("env_backend", [None, "nonexistent"])
def test_library_writes_nothing(api, env_backend):
    """A process that calls the API (good and bad calls, every backend) writes nothing itself."""
    script = (
        "import gostgen as g\n"
        "key = bytes.fromhex('" + MARK * 4 + "')\n"
        "def attempt(f):\n"
        "    try:\n"
        "        f()\n"
        "    except (g.InputError, TypeError):\n"
        "        pass\n"
        "names = [b['name'] for b in g.backends() if b['available']] + [None, 'nonexistent']\n"
        "for be in names:\n"
        "    attempt(lambda: g.encrypt(b'x' * 3000, cipher='gost89', mode='cnt', key=key, iv=bytes(8),"
        " mesh=True, backend=be))\n"
        "    attempt(lambda: g.encrypt(b'x' * 9, cipher='magma', mode='ecb', key=key, backend=be))\n"
        "    attempt(lambda: g.encrypt(b'', cipher='magma', mode='ctr', key=key[:5], iv=b'1234', backend=be))\n"
        "    attempt(lambda: g.mac(b'abc', cipher='magma', key=key, bits=13, backend=be))\n"
        "    attempt(lambda: g.mac_multi([b'abc'] * 3, cipher='gost89', keys=[key] * 3, backend=be))\n"
        "    attempt(lambda: g.streebog512(b'abc', backend=be).hexdigest())\n"
        "    attempt(lambda: g.hash_batch([b'a', b'b'], 256, backend=be))\n"
        "    attempt(lambda: g.Streebog(384, backend=be))\n"
        "attempt(lambda: g.encrypt(b'', cipher='gost89', mode='ecb', key=key, sbox=[[16] * 16] * 8))\n"
        "g.set_threads(2)\n"
        "attempt(lambda: g.encrypt(bytes(1 << 18), cipher='magma', mode='ctr', key=key, iv=b'1234'))\n"
    )
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, timeout=120,
                          env=H.clean_env(GOSTGEN_BACKEND=env_backend))
    assert proc.returncode == 0, H.describe(proc)
    assert proc.stdout == b"" and proc.stderr == b"", H.describe(proc)
