"""`gostgen check`: the conformance suite as a user command, against any built gostcli.

It asks the tool what it has (`TOOL backends --json`, `TOOL sboxes --json`), then runs every
cipher, mode, MAC and hash below through the tool's command line on each backend it can run
(forced with --backend), and compares every output byte with

  * the published known answers (gost-vectors.json, shipped in the package) for the sets that
    have them, through the compiled-in set when the tool has it and a TOML file otherwise, and
  * the reference interpreter (gostgen.reference, shipped in the package) on random keys, IVs and
    data, for every compiled-in S-box set, two random sets given at run time as TOML files and
    the sets the user names, at lengths at, below and above the block size and the kernels'
    lane widths (and past the 1024-byte meshing period, the gost89 MAC's --mesh too), and every
    mode with an IV in the
    sector mode (--sector-size: each sector its own stream, its number as the IV); CTR-ACPKM
    (--mode ctr-acpkm) at its default sections and at short ones (--section-bytes), and
    OMAC-ACPKM (mac --section-bytes N --key-section-bytes T).

What is checked is data: a new cipher is one entry of CIPHERS (and its known answers a section
of the vectors file named <cipher>_block or <cipher>_modes). A cipher the tool does not offer is
skipped with a line in the summary. The run is reproducible: --seed repeats it.
"""
from __future__ import annotations

import hashlib
import json
import os
import random
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from . import paths
from .errors import GostgenError, InputError


# ---- what is checked ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Mode:
    name: str
    ivs: tuple = ()             # IV lengths in bytes, used in turn; () when the mode takes none
    whole_blocks: bool = False  # the input must be whole blocks (ECB, CBC)
    decrypt: bool = False       # decryption is not encryption: checked on its own
    mesh: bool = False          # also with --mesh (CryptoPro key meshing every 1024 bytes)


@dataclass(frozen=True)
class Cipher:
    name: str          # as the tool's --cipher spells it
    block: int         # bytes
    key: int           # bytes
    modes: tuple
    mac_bits: tuple    # MAC lengths checked (--bits); () when the cipher has no MAC
    sbox: bool         # takes an S-box set (--sbox)
    mac_mesh: bool = False  # its MAC also with --mesh (CryptoPro key meshing every 1024 bytes)


@dataclass(frozen=True)
class Hash:
    name: str
    bits: tuple
    block: int         # bytes per compression


CIPHERS = (
    # GOST 28147-89, RFC 5830 byte order (RFC 5830, RFC 4357 2.3.2 for meshing)
    Cipher("gost89", 8, 32, sbox=True, mac_bits=(8, 32, 64), mac_mesh=True, modes=(
        Mode("ecb", whole_blocks=True, decrypt=True),
        Mode("cnt", ivs=(8,), mesh=True),
        Mode("cfb", ivs=(8,), decrypt=True, mesh=True))),
    # Magma, GOST R 34.12-2015 byte order; modes of GOST R 34.13-2015 (the IV sets the register)
    Cipher("magma", 8, 32, sbox=True, mac_bits=(16, 32, 64), modes=(
        Mode("ecb", whole_blocks=True, decrypt=True),
        Mode("ctr", ivs=(4,)),
        Mode("ofb", ivs=(8, 16, 32)),
        Mode("cbc", ivs=(8, 16, 24), whole_blocks=True, decrypt=True),
        Mode("cfb", ivs=(8, 16, 32), decrypt=True))),
    # Kuznyechik, GOST R 34.12-2015 (128-bit block), the same modes of GOST R 34.13-2015
    Cipher("kuznyechik", 16, 32, sbox=False, mac_bits=(32, 64, 128), modes=(
        Mode("ecb", whole_blocks=True, decrypt=True),
        Mode("ctr", ivs=(8,)),
        Mode("ofb", ivs=(16, 32)),
        Mode("cbc", ivs=(16, 32), whole_blocks=True, decrypt=True),
        Mode("cfb", ivs=(16, 32), decrypt=True))),
)
HASHES = (Hash("streebog", (256, 512), 64),)
KEYED = ("hmac", "kdf", "pbkdf2")  # the keyed hash's primitives (HMAC-Streebog and what uses it)
# The PRIMITIVE column's names, in the table's order (what --primitive takes).
PRIMITIVES = (*(c.name for c in CIPHERS), *(h.name for h in HASHES), *KEYED)

# Blocks per kernel call or lane group of the backends (portable 4, bitsliced 8, msa and
# AVX-512 16, AVX2 32, AVX-512 up to 128 in flight): lengths sit at, below and above each.
LANE_BLOCKS = (4, 8, 16, 32, 64, 128)
QUICK_LANE_BLOCKS = (16, 32)
MESH_PERIOD = 1024
# --sector-size: a disk image of sectors, each its own stream with its number as the IV
# (dm-crypt plain64: 64-bit little-endian, zero-padded to the mode's shortest IV).
SECTOR_SHAPES = ((512, 3),)                        # (sector bytes, sectors); quick
MORE_SECTOR_SHAPES = ((16, 33), (4096, 2))          # full run, besides
MESH_SECTOR_SHAPE = (2048, 2)                      # meshed modes: meshing inside a sector
RANDOM_SETS = ("random-perm", "random-any")  # run-time sets: permutation rows, any nibbles
SHOW_FAILURES = 10  # failures listed with their command line; the table counts all


# ---- cases --------------------------------------------------------------------------------------
@dataclass
class Case:
    primitive: str     # cipher or hash name
    mode: str          # ecb, ecb-dec, cnt-mesh, mac, 256, batch-512, ...
    args: list         # the tool's arguments, without --backend
    data: bytes        # standard input
    expected: bytes    # standard output
    what: str          # for a failure report: the set, the length, the IV
    known: bool = False  # a published known answer (else: the reference interpreter's)


@dataclass(frozen=True)
class SboxSet:
    label: str         # name in reports
    arg: str           # what --sbox gets: a compiled-in name, or a TOML file
    rows: tuple        # 8 x 16 nibbles, K1..K8
    compiled_in: bool
    primary: bool = False  # the tool's default set: every length


def _rng(seed: int, *parts) -> random.Random:
    h = hashlib.sha256(repr((seed,) + parts).encode()).digest()
    return random.Random(int.from_bytes(h[:8], "little"))


def _rbytes(rng: random.Random, n: int) -> bytes:
    return rng.getrandbits(8 * n).to_bytes(n, "little") if n else b""


def _lengths(rng, block: int, whole: bool, mesh: bool, many: bool, quick: bool) -> list:
    """Input lengths in bytes: around one block and around each lane width (whole blocks only
    where the mode needs them); many=False keeps a few of them (for the secondary sets)."""
    lanes = QUICK_LANE_BLOCKS if quick else LANE_BLOCKS
    if whole:
        out = [block] + [block * n for L in lanes for n in (L - 1, L, L + 1)]
        if not quick:
            out = [0, 2 * block] + out
        extra = block * rng.randrange(1, 300)
    else:
        out = [1, block - 1, block, block + 1]
        out += [block * L + d for L in lanes for d in (-1, 0, 1)]
        if not quick:
            out = [0] + out
        extra = rng.randrange(1, 3000)
    out.append(extra)
    if mesh:
        out += [MESH_PERIOD + block + 3] if quick else [MESH_PERIOD - 1, MESH_PERIOD + 1,
                                                         2 * MESH_PERIOD + block + 5]
    out = sorted(set(out))
    if not many:
        k = 2 if quick else 6
        out = sorted(rng.sample(out, min(k, len(out))))
    return out


def _mode_variants(cipher: Cipher):
    """(label, mode, decrypt, mesh) for each mode, decryption and meshing where they differ."""
    for m in cipher.modes:
        for mesh in ((False, True) if m.mesh else (False,)):
            for dec in ((False, True) if m.decrypt else (False,)):
                label = m.name + ("-mesh" if mesh else "") + ("-dec" if dec else "")
                yield label, m, dec, mesh


def _crypt_args(cipher: str, mode: str, key: bytes, iv: bytes, sbox, decrypt: bool,
                mesh: bool) -> list:
    args = ["decrypt" if decrypt else "encrypt", "--cipher", cipher, "--mode", mode,
            "--key", key.hex()]
    if iv:
        args += ["--iv", iv.hex()]
    if sbox is not None:
        args += ["--sbox", sbox]
    if mesh:
        args.append("--mesh")
    return args


def _mac_args(cipher: str, key: bytes, sbox, bits: int, mesh: bool = False) -> list:
    args = ["mac", "--cipher", cipher, "--key", key.hex(), "--bits", str(bits)]
    if sbox is not None:
        args += ["--sbox", sbox]
    if mesh:
        args.append("--mesh")
    return args


def plain64(number: int, iv_len: int) -> bytes:
    """A sector's IV: its number as a 64-bit little-endian integer, zero-padded to iv_len (or its
    low iv_len bytes, the number being below 2^(8 iv_len))."""
    return number.to_bytes(8, "little")[:iv_len].ljust(iv_len, b"\0")


def sector_cases(cipher: Cipher, sbox, rows, where: str, seed: int, quick: bool) -> list:
    """--sector-size N [--first-sector S] for every mode with an IV: per sector, the reference's
    one message under the sector's plain64 IV; a short last sector in the stream modes."""
    from . import reference as R

    cases = []
    for label, m, dec, mesh in _mode_variants(cipher):
        if not m.ivs:
            continue
        rng = _rng(seed, cipher.name, label, "sectors", where)
        iv_len = min(m.ivs)
        shapes = list(SECTOR_SHAPES) + ([] if quick else list(MORE_SECTOR_SHAPES))
        if mesh:
            shapes.append(MESH_SECTOR_SHAPE)
        for size, count in shapes:
            size = max(size - size % cipher.block, cipher.block)
            first = rng.randrange(0, (1 << min(8 * iv_len, 64)) - count - 1)
            key = _rbytes(rng, cipher.key)
            data = _rbytes(rng, size * count)
            if not m.whole_blocks:
                data += _rbytes(rng, rng.randrange(1, size))  # a short last sector
            want = b"".join(
                R.crypt(cipher.name, m.name, rows, key, plain64(first + i, iv_len),
                        data[off:off + size], decrypt=dec, mesh=mesh)
                for i, off in enumerate(range(0, len(data), size)))
            args = _crypt_args(cipher.name, m.name, key, b"", sbox, dec, mesh)
            args += ["--sector-size", str(size), "--first-sector", str(first)]
            cases.append(Case(cipher.name, label + "-sectors", args, data, want,
                              f"{where}{len(data)} bytes in sectors of {size} from number "
                              f"{first}"))
    return cases


def cipher_cases(cipher: Cipher, sets: list, seed: int, quick: bool,
                 sectors: bool = True) -> list:
    """Random differential cases for one cipher: every mode variant and MAC, on every set, and
    the sector mode (on the default set)."""
    from . import reference as R

    cases = []
    for s in (sets if cipher.sbox else [None]):
        rows = s.rows if s else None
        sbox = s.arg if s else None
        many = s is None or s.primary
        where = f"set {s.label}, " if s else ""
        for label, m, dec, mesh in _mode_variants(cipher):
            rng = _rng(seed, cipher.name, label, s.label if s else "")
            lengths = _lengths(rng, cipher.block, m.whole_blocks, mesh, many, quick)
            for i, n in enumerate(lengths):
                key, data = _rbytes(rng, cipher.key), _rbytes(rng, n)
                iv = _rbytes(rng, m.ivs[i % len(m.ivs)]) if m.ivs else b""
                want = R.crypt(cipher.name, m.name, rows, key, iv or None, data, decrypt=dec,
                               mesh=mesh)
                ivtext = f", IV {len(iv)} bytes" if iv else ""
                cases.append(Case(cipher.name, label,
                                  _crypt_args(cipher.name, m.name, key, iv, sbox, dec, mesh),
                                  data, want, f"{where}{n} bytes{ivtext}"))
        if sectors and many:
            cases += sector_cases(cipher, sbox, rows, where, seed, quick)
        for mesh in ((False, True) if cipher.mac_mesh else (False,)) if cipher.mac_bits else ():
            label = "mac-mesh" if mesh else "mac"
            rng = _rng(seed, cipher.name, label, s.label if s else "")
            lengths = _lengths(rng, cipher.block, False, mesh, many, quick)
            for i, n in enumerate(lengths):
                bits = cipher.mac_bits[i % len(cipher.mac_bits)]
                key, data = _rbytes(rng, cipher.key), _rbytes(rng, n)
                want = R.mac(cipher.name, rows, key, data, bits, mesh=mesh).hex() + "\n"
                cases.append(Case(cipher.name, label,
                                  _mac_args(cipher.name, key, sbox, bits, mesh),
                                  data, want.encode(), f"{where}{n} bytes, {bits} bits"))
    return cases


def hash_cases(h: Hash, seed: int, quick: bool, workdir: Path) -> list:
    """One message per call through standard input, and several files in one call (the tool
    hashes them as a batch)."""
    from . import reference as R

    cases = []
    for bits in h.bits:
        rng = _rng(seed, h.name, bits)
        lengths = [0, 1, h.block - 1, h.block, h.block + 1, 2 * h.block - 1, 2 * h.block,
                   2 * h.block + 1, rng.randrange(1, 4000)]
        if not quick:
            lengths += [4 * h.block + 7, rng.randrange(4000, 20000)]
        for n in lengths:
            data = _rbytes(rng, n)
            cases.append(Case(h.name, str(bits), ["hash", "--bits", str(bits)], data,
                              f"{R.streebog(data, bits).hex()}  -\n".encode(), f"{n} bytes"))
        files, lines = [], []
        for i, n in enumerate(sorted(set(lengths))):
            data = _rbytes(rng, n)
            path = workdir / f"{h.name}-{bits}-{i}.bin"
            path.write_bytes(data)
            files.append(str(path))
            lines.append(f"{R.streebog(data, bits).hex()}  {path}\n")
        cases.append(Case(h.name, f"{bits}-files", ["hash", "--bits", str(bits), *files], b"",
                          "".join(lines).encode(), f"{len(files)} files of "
                          f"{', '.join(map(str, sorted(set(lengths))))} bytes"))
    return cases


# HMAC-Streebog and the key derivations built on it (the tool's hmac, kdf and pbkdf2 commands):
# keys at, below and above the 64-byte block (a longer key is hashed first), messages around it.
TLSTREE_SEQNUMS = (0, 1, 63, 64, 4095, 1 << 40, (1 << 64) - 1)


def _kdf_args(kind: str, key: bytes, label: bytes = b"", seed: bytes = b"", r: int = 1,
              length: int = 32) -> list:
    args = ["kdf", "--kind", kind, "--key", key.hex(), "--label", label.hex(), "--seed", seed.hex()]
    return args + (["--r", str(r), "--length", str(length)] if kind == "tree" else [])


def keyed_hash_cases(seed: int, quick: bool) -> list:
    """HMAC-Streebog-256/512, KDF_256, KDF_TREE (R 1..4, lengths around the 32-byte output
    block), TLSTREE (every suite, sequence numbers around its levels' change points) and PBKDF2
    on random inputs, against the reference."""
    from . import reference as R

    cases = []
    rng = _rng(seed, "hmac")
    key_lens = [1, 32, 63, 64, 65, 100] if not quick else [32, 64, 100]
    for bits in (256, 512):
        for klen in key_lens:
            for n in (0, 63, 64, 65, rng.randrange(1, 3000)):
                key, data = _rbytes(rng, klen), _rbytes(rng, n)
                cases.append(Case("hmac", str(bits), ["hmac", "--bits", str(bits), "--key",
                                                      key.hex()], data,
                                  f"{R.hmac_streebog(key, data, bits).hex()}  -\n".encode(),
                                  f"{klen}-byte key, {n} bytes"))
    rng = _rng(seed, "kdf")
    for _ in range(2 if quick else 4):
        key, label, kseed = (_rbytes(rng, rng.choice((32, 64, 80))), _rbytes(rng, rng.randrange(8)),
                             _rbytes(rng, rng.randrange(40)))
        cases.append(Case("kdf", "256", _kdf_args("256", key, label, kseed), b"",
                          f"{R.kdf_256(key, label, kseed).hex()}\n".encode(),
                          f"{len(key)}-byte key, label {len(label)}, seed {len(kseed)}"))
        for r in (1, 2, 3, 4):
            for length in (1, 31, 32, 33, 100):
                cases.append(Case("kdf", f"tree-r{r}", _kdf_args("tree", key, label, kseed, r,
                                                                  length), b"",
                                  f"{R.kdf_tree(key, label, kseed, length, r).hex()}\n".encode(),
                                  f"{len(key)}-byte key, {length} bytes"))
    for suite in R.TLSTREE_MASKS:
        root = _rbytes(rng, 32)
        for seqnum in TLSTREE_SEQNUMS[:3] if quick else TLSTREE_SEQNUMS:
            cases.append(Case("kdf", f"tlstree-{suite}",
                              ["kdf", "--kind", "tlstree", "--suite", suite, "--key", root.hex(),
                               "--seqnum", str(seqnum)], b"",
                              f"{R.tlstree(root, seqnum, suite).hex()}\n".encode(),
                              f"seqnum {seqnum}"))
    rng = _rng(seed, "pbkdf2")
    for plen, iterations, length in ((0, 1, 64), (9, 3, 1), (64, 2, 65), (129, 4, 130)):
        password, salt = _rbytes(rng, plen), _rbytes(rng, rng.randrange(20))
        cases.append(Case("pbkdf2", "pbkdf2", ["pbkdf2", "--salt", salt.hex(), "--iterations",
                                                str(iterations), "--length", str(length)],
                          password,
                          R.pbkdf2_streebog512(password, salt, iterations, length).hex().encode()
                          + b"\n",
                          f"{plen}-byte password, {iterations} iterations, {length} bytes"))
    return cases


def keyed_known_answer_cases(vectors: dict) -> list:
    """The vectors file's hmac_streebog, kdf, tlstree and pbkdf2_streebog512 sections."""
    X = bytes.fromhex
    cases = []
    hm = vectors.get("hmac_streebog")
    if hm:
        for i, c in enumerate([hm, *hm.get("extra", [])]):
            for bits in (256, 512):
                if str(bits) in c and c["key"]:
                    cases.append(Case("hmac", str(bits), ["hmac", "--bits", str(bits), "--key",
                                                          c["key"]], X(c["data"]),
                                      f"{c[str(bits)]}  -\n".encode(),
                                      f"known answer hmac_streebog {i}", known=True))
    kdf = vectors.get("kdf", {})
    if "kdf_256" in kdf:
        v = kdf["kdf_256"]
        cases.append(Case("kdf", "256", _kdf_args("256", X(v["key"]), X(v["label"]), X(v["seed"])),
                          b"", f"{v['output']}\n".encode(), "known answer kdf_256", known=True))
    for i, v in enumerate(([kdf["kdf_tree"]] if "kdf_tree" in kdf else [])
                          + kdf.get("kdf_tree_r4", [])):
        cases.append(Case("kdf", f"tree-r{v['r']}",
                          _kdf_args("tree", X(v["key"]), X(v["label"]), X(v["seed"]), v["r"],
                                    v["length_bits"] // 8), b"", f"{v['output']}\n".encode(),
                          f"known answer kdf_tree {i}", known=True))
    for i, v in enumerate(vectors.get("tlstree", {}).get("cases", [])):
        cases.append(Case("kdf", f"tlstree-{v['suite']}",
                          ["kdf", "--kind", "tlstree", "--suite", v["suite"], "--key",
                           v["root_key"], "--seqnum", str(v["seqnum"])], b"",
                          f"{v['key']}\n".encode(), f"known answer tlstree {i}", known=True))
    for i, v in enumerate(vectors.get("pbkdf2_streebog512", {}).get("cases", [])):
        if v["iterations"] <= 4096:  # the 16777216-iteration example is not in the file either
            cases.append(Case("pbkdf2", "pbkdf2",
                              ["pbkdf2", "--salt", v["salt"], "--iterations", str(v["iterations"]),
                               "--length", str(v["dklen"])], X(v["password"]),
                              f"{v['dk']}\n".encode(), f"known answer pbkdf2 {i}", known=True))
    return cases


def _keyed_supported(tool: "Tool", backend: str):
    """None if the tool has the hmac command, else its one-line reason."""
    rc, _, err = tool.run(["hmac", "--key", "00", "--backend", backend])
    text = err.decode("utf-8", "replace").strip()
    if rc != 0 and ("unknown command" in text.lower() or "invalid choice" in text.lower()):
        return text.splitlines()[-1]
    return None


# MGM (RFC 9058) through encrypt/decrypt --mode mgm: the output is the ciphertext and the tag;
# decryption takes both and gives the plaintext only when the tag verifies.
MGM_CIPHERS = (("kuznyechik", 16), ("magma", 8))


def _mgm_args(cipher: str, key: bytes, nonce: bytes, aad: bytes, tag_bytes: int, sbox,
              decrypt: bool) -> list:
    args = _crypt_args(cipher, "mgm", key, nonce, sbox, decrypt, False)
    return args + (["--aad", aad.hex()] if aad else []) + ["--tag-bytes", str(tag_bytes)]


def mgm_cases(primary, seed: int, quick: bool) -> list:
    """Random keys, nonces, associated data, data (lengths at, below and above the block and past
    a 128-block batch) and tag lengths, both directions, against the reference; Magma under the
    primary S-box set."""
    from . import reference as R

    cases = []
    for cipher, n in MGM_CIPHERS:
        rows, sbox = (primary.rows, primary.arg) if cipher == "magma" else (None, None)
        rng = _rng(seed, "mgm", cipher)
        lengths = [0, 1, n - 1, n, n + 1, rng.randrange(1, 2000)]
        if not quick:
            lengths += [128 * n - 1, 128 * n + 5, rng.randrange(2000, 20000)]
        for length in lengths:
            key, data = _rbytes(rng, 32), _rbytes(rng, length)
            nonce = bytes([rng.randrange(128)]) + _rbytes(rng, n - 1)
            aad = _rbytes(rng, rng.choice((0, 1, n, 3 * n + 1, 300)))
            tag_bytes = rng.choice((4, n // 2, n))
            ct, tag = R.mgm(cipher, rows, key, nonce, aad, data)
            sealed = ct + tag[:tag_bytes]
            what = f"{length} bytes, {len(aad)} bytes of associated data, {tag_bytes}-byte tag"
            cases.append(Case(cipher, "mgm", _mgm_args(cipher, key, nonce, aad, tag_bytes, sbox,
                                                       False), data, sealed, what))
            cases.append(Case(cipher, "mgm-dec", _mgm_args(cipher, key, nonce, aad, tag_bytes,
                                                           sbox, True), sealed, data, what))
    return cases


def mgm_known_answer_cases(vectors: dict, sbox_arg) -> list:
    """The vectors file's mgm cases (the published examples and the extra ones), both ways."""
    X = bytes.fromhex
    cases = []
    v = vectors.get("mgm", {})
    for c in v.get("cases", []) + v.get("extra_cases", []):
        sbox = sbox_arg("tc26-z") if c["cipher"] == "magma" else None
        tb = len(c["tag"]) // 2
        sealed = X(c["ciphertext"] + c["tag"])
        for dec, data, want in ((False, X(c["plaintext"]), sealed),
                                (True, sealed, X(c["plaintext"]))):
            cases.append(Case(c["cipher"], "mgm-dec" if dec else "mgm",
                              _mgm_args(c["cipher"], X(c["key"]), X(c["nonce"]), X(c["aad"]), tb,
                                        sbox, dec), data, want,
                              f"known answer mgm {c['name']}", known=True))
    return cases


def _mgm_supported(tool: "Tool", backend: str):
    """None if the tool offers --mode mgm, else its one-line reason."""
    rc, _, err = tool.run([*_mgm_args("kuznyechik", bytes(32), bytes(16), b"", 16, None, False),
                           "--backend", backend])
    text = err.decode("utf-8", "replace").strip()
    return (text.splitlines()[-1] if text else f"exit status {rc}") if rc != 0 else None


# ---- CTR-ACPKM (R 1323565.1.017-2018): encrypt|decrypt --mode ctr-acpkm [--section-bytes N] ----
ACPKM_CIPHERS = (("magma", 8, 1024), ("kuznyechik", 16, 4096))  # block, default section (bytes)


def _acpkm_args(cipher: str, key: bytes, iv: bytes, section, sbox, decrypt: bool) -> list:
    args = _crypt_args(cipher, "ctr-acpkm", key, iv, sbox, decrypt, False)
    return args + (["--section-bytes", str(section)] if section else [])


def acpkm_cases(primary, seed: int, quick: bool) -> list:
    """Random keys, IVs and data against the reference: sections of one and of three blocks
    (several re-keyings, a partial last section) and the default one (past it: one re-keying);
    decryption once per cipher (CTR: the same transform); Magma under the primary S-box set."""
    from . import reference as R

    cases = []
    for cipher, n, default in ACPKM_CIPHERS:
        rows, sbox = (primary.rows, primary.arg) if cipher == "magma" else (None, None)
        rng = _rng(seed, "ctr-acpkm", cipher)
        shapes = [(n, 5 * n + 3), (3 * n, rng.randrange(1, 40 * n)), (None, default + n + 3)]
        if not quick:
            shapes += [(n, 1), (3 * n, 3 * n), (None, 2 * default + rng.randrange(1, 100))]
        for i, (section, length) in enumerate(shapes):
            key, iv, data = _rbytes(rng, 32), _rbytes(rng, n // 2), _rbytes(rng, length)
            ct = R.crypt(cipher, "ctr_acpkm", rows, key, iv, data, section=section or default)
            what = f"{length} bytes, section {section or f'{default} (default)'}"
            cases.append(Case(cipher, "ctr-acpkm", _acpkm_args(cipher, key, iv, section, sbox,
                                                               False), data, ct, what))
            if i == 1:
                cases.append(Case(cipher, "ctr-acpkm-dec", _acpkm_args(cipher, key, iv, section,
                                                                       sbox, True), ct, data, what))
        # sector mode: each sector its own stream under its plain64 IV, re-keyed every 2 blocks
        size, count, section = 8 * n, 3, 2 * n
        first = rng.randrange(0, (1 << (4 * n)) - count - 1)
        key = _rbytes(rng, 32)
        data = _rbytes(rng, size * count + rng.randrange(1, size))  # a short last sector
        want = b"".join(
            R.crypt(cipher, "ctr_acpkm", rows, key, plain64(first + i, n // 2),
                    data[off:off + size], section=section)
            for i, off in enumerate(range(0, len(data), size)))
        args = _acpkm_args(cipher, key, b"", section, sbox, False)
        args += ["--sector-size", str(size), "--first-sector", str(first)]
        cases.append(Case(cipher, "ctr-acpkm-sectors", args, data, want,
                          f"{len(data)} bytes in sectors of {size} from number {first}, "
                          f"section {section}"))
    return cases


def acpkm_known_answer_cases(vectors: dict, sbox_arg) -> list:
    """The vectors file's acpkm ctr_acpkm examples (R 1323565.1.017-2018 A.1-A.2 and others), both
    ways; at the default section also without --section-bytes."""
    X = bytes.fromhex
    cases = []
    v = vectors.get("acpkm", {})
    defaults = {c: d for c, _, d in ACPKM_CIPHERS}
    for c in v.get("ctr_acpkm", {}).get("cases", []):
        cipher, section = c["cipher"], c["section_bytes"]
        sbox = sbox_arg("tc26-z") if cipher == "magma" else None
        key, iv = X(c.get("key", v["key"])), X(c["iv"])
        what = f"known answer acpkm {cipher} section {section} ({c['origin']})"
        for dec, data, want in ((False, X(c["plaintext"]), X(c["ciphertext"])),
                                (True, X(c["ciphertext"]), X(c["plaintext"]))):
            cases.append(Case(cipher, "ctr-acpkm-dec" if dec else "ctr-acpkm",
                              _acpkm_args(cipher, key, iv, section, sbox, dec), data, want,
                              what, known=True))
        if section == defaults.get(cipher):
            cases.append(Case(cipher, "ctr-acpkm", _acpkm_args(cipher, key, iv, None, sbox, False),
                              X(c["plaintext"]), X(c["ciphertext"]), what + ", default",
                              known=True))
    return cases


def _omac_args(cipher: str, key: bytes, section: int, key_section: int, bits: int, sbox) -> list:
    return _mac_args(cipher, key, sbox, bits) + ["--section-bytes", str(section),
                                                 "--key-section-bytes", str(key_section)]


def omac_acpkm_cases(primary, seed: int, quick: bool) -> list:
    """OMAC-ACPKM (mac --section-bytes N --key-section-bytes T) on random keys and data against
    the reference: sections of one and of a few blocks, ACPKM-Master sections shorter and longer
    than a section's 32 + n bytes, messages ending inside and at a section's end."""
    from . import reference as R

    cases = []
    for cipher, n, _ in ACPKM_CIPHERS:
        rows, sbox = (primary.rows, primary.arg) if cipher == "magma" else (None, None)
        rng = _rng(seed, "omac-acpkm", cipher)
        shapes = [(n, n, 5 * n + 3), (2 * n, 32 + n, 6 * n),
                  (3 * n, 5 * n, rng.randrange(0, 30 * n))]
        if not quick:
            shapes += [(n, 2 * n, 0), (4 * n, 96, 4 * n + 1)]
        for section, key_section, length in shapes:
            key, data = _rbytes(rng, 32), _rbytes(rng, length)
            bits = 8 * n
            want = R.omac_acpkm(cipher, rows, key, data, section, key_section, bits)
            cases.append(Case(cipher, "omac-acpkm",
                              _omac_args(cipher, key, section, key_section, bits, sbox), data,
                              (want.hex() + "\n").encode(),
                              f"{length} bytes, sections {section}/{key_section}"))
    return cases


def omac_acpkm_known_answer_cases(vectors: dict, sbox_arg) -> list:
    """The vectors file's acpkm omac_acpkm examples (R 1323565.1.017-2018 A.3-A.4)."""
    v = vectors.get("acpkm", {})
    cases = []
    for c in v.get("omac_acpkm", {}).get("cases", []):
        cipher = c["cipher"]
        sbox = sbox_arg("tc26-z") if cipher == "magma" else None
        args = _omac_args(cipher, bytes.fromhex(v["key"]), c["section_bytes"],
                          c["key_section_bytes"], 4 * len(c["mac"]), sbox)
        cases.append(Case(cipher, "omac-acpkm", args, bytes.fromhex(c["message"]),
                          f"{c['mac']}\n".encode(), f"known answer {c['name']}", known=True))
    return cases


def _acpkm_supported(tool: "Tool", backend: str):
    """None if the tool offers --mode ctr-acpkm with --section-bytes, else its one-line reason."""
    rc, _, err = tool.run([*_acpkm_args("kuznyechik", bytes(32), bytes(8), 32, None, False),
                           "--backend", backend])
    if rc == 0:  # and OMAC-ACPKM through mac
        rc, _, err = tool.run([*_omac_args("kuznyechik", bytes(32), 32, 48, 128, None),
                               "--backend", backend])
    text = err.decode("utf-8", "replace").strip()
    return (text.splitlines()[-1] if text else f"exit status {rc}") if rc != 0 else None


# ---- known answers ------------------------------------------------------------------------------
def load_vectors() -> dict:
    path = paths.vectors_file()
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise GostgenError(f"{path}: cannot read the known-answer vectors: {e}") from None


def _rows_from_hex(hex_rows) -> tuple:
    return tuple(tuple(int(c, 16) for c in r) for r in hex_rows)


def known_answer_cases(vectors: dict, ciphers: dict, sbox_arg, hashes: dict) -> list:
    """Cases from the vectors file. sbox_arg(name) gives what --sbox gets for a published set
    (the compiled-in set, or a TOML file of the published rows). Sections: <cipher>_block and
    <cipher>_modes (key, plaintext, per mode iv and ciphertext, mac), gost89_paramsets,
    gost89_cnt_key_meshing, streebog."""
    X = bytes.fromhex
    cases = []

    def crypt(cid, cipher, mode, sbox, key, iv, pt, ct, mesh=False):
        if cipher not in ciphers:
            return
        s = sbox_arg(sbox) if sbox else None
        for dec, data, want in ((False, X(pt), X(ct)), (True, X(ct), X(pt))):
            has_dec = any(m.name == mode and m.decrypt for m in ciphers[cipher].modes)
            if dec and not has_dec:
                continue
            label = mode + ("-mesh" if mesh else "") + ("-dec" if dec else "")
            cases.append(Case(cipher, label, _crypt_args(cipher, mode, X(key), X(iv or ""), s,
                                                         dec, mesh),
                              data, want, f"known answer {cid}", known=True))

    def mac(cid, cipher, sbox, key, data, tag):
        if cipher not in ciphers:
            return
        s = sbox_arg(sbox) if sbox else None
        cases.append(Case(cipher, "mac", _mac_args(cipher, X(key), s, len(tag) * 4), X(data),
                          (tag + "\n").encode(), f"known answer {cid}", known=True))

    for section, v in vectors.items():
        cipher, _, kind = section.partition("_")
        if not isinstance(v, dict):
            continue
        if kind == "block" or ("plaintext" in v and "ciphertext" in v):
            crypt(section, cipher, "ecb", v.get("sbox"), v["key"], None, v["plaintext"],
                  v["ciphertext"])
        elif kind == "modes":
            for mode, r in v.items():
                if isinstance(r, dict) and "ciphertext" in r:
                    crypt(f"{section} {mode}", cipher, mode, v.get("sbox"), v["key"], r.get("iv"),
                          v["plaintext"], r["ciphertext"])
                elif isinstance(r, dict) and "iv" in r and cipher in ciphers:
                    # one more IV for several modes: {"iv": ..., "<mode>": ciphertext, ...}
                    for m in ciphers[cipher].modes:
                        if isinstance(r.get(m.name), str):
                            crypt(f"{section} {mode} {m.name}", cipher, m.name, v.get("sbox"),
                                  v["key"], r["iv"], v["plaintext"], r[m.name])
            for name, tag in v.get("mac", {}).items():
                mac(f"{section} {name}", cipher, v.get("sbox"), v["key"], v["plaintext"], tag)
    ps = vectors.get("gost89_paramsets")
    if ps:
        for sbox, res in ps["results"].items():
            for mode in ("ecb", "cfb", "cnt"):
                crypt(f"gost89_paramsets {sbox} {mode}", "gost89", mode, sbox, ps["key"],
                      ps["iv"] if mode != "ecb" else None, ps["plaintext"], res[mode])
            mac(f"gost89_paramsets {sbox} mac_64", "gost89", sbox, ps["key"], ps["plaintext"],
                res["mac_64"])
    km = vectors.get("gost89_cnt_key_meshing")
    if km and km.get("plaintext_rule") == "byte i = (13*i + 1) mod 256":
        for length, ct in km["ciphertexts_by_length"].items():
            pt = bytes((13 * i + 1) % 256 for i in range(int(length))).hex()
            crypt(f"gost89_cnt_key_meshing {length}", "gost89", "cnt", km["sbox"], km["key"],
                  km["iv"], pt, ct, mesh=True)
    sb = vectors.get("streebog")
    if sb and "streebog" in hashes:
        for name, c in sb["cases"].items():
            for bits in hashes["streebog"].bits:
                if str(bits) in c:
                    cases.append(Case("streebog", str(bits), ["hash", "--bits", str(bits)],
                                      X(c["message"]), f"{c[str(bits)]}  -\n".encode(),
                                      f"known answer streebog {name}", known=True))
    return cases


# ---- the tool -----------------------------------------------------------------------------------
class Tool:
    """A gostcli, run directly or through a runner (an emulator such as qemu-mipsel)."""

    def __init__(self, path: str, runner=None, timeout: float = 300):
        if not os.path.isfile(path):
            raise InputError(f"--tool {path}: no such file")
        if not runner and not os.access(path, os.X_OK):
            raise InputError(f"--tool {path}: not executable")
        try:
            self.prefix = shlex.split(runner) if runner else []
        except ValueError as e:
            raise InputError(f"--runner: {e}") from None
        if self.prefix and shutil.which(self.prefix[0]) is None:
            raise InputError(f"--runner: {self.prefix[0]} not found on PATH")
        self.path, self.timeout = path, timeout
        self.env = {k: v for k, v in os.environ.items() if k != "GOSTGEN_BACKEND"}

    def run(self, args, data: bytes = b""):
        cmd = [*self.prefix, self.path, *args]
        try:
            p = subprocess.run(cmd, input=data, capture_output=True, env=self.env,
                               timeout=self.timeout)
        except subprocess.TimeoutExpired:
            return None, b"", f"no answer within {self.timeout:.0f} s".encode()
        except OSError as e:
            raise GostgenError(f"cannot run {' '.join(cmd[:len(self.prefix) + 1])}: "
                               f"{e.strerror or e}") from None
        return p.returncode, p.stdout, p.stderr

    def query_json(self, *args):
        rc, out, err = self.run(list(args))
        try:
            if rc != 0:
                raise ValueError
            return json.loads(out)
        except ValueError:
            msg = err.decode("utf-8", "replace").strip().splitlines()
            what = (f"failed (exit status {rc})" if rc != 0
                    else "exited with status 0 but did not print JSON")
            raise GostgenError(f"{self.path} {' '.join(args)} {what}"
                               + (f": {msg[-1]}" if msg else "")) from None

    def command_line(self, args) -> str:
        return " ".join(shlex.quote(a) for a in [*self.prefix, self.path, *args])


def _write_toml(path: Path, name: str, rows) -> Path:
    hex_rows = ["".join("%X" % v for v in r) for r in rows]
    path.write_text(f'name = "{name}"\nrows = [\n'
                    + "".join(f'    "{r}",\n' for r in hex_rows) + "]\n", encoding="utf-8")
    return path


def _random_rows(rng, permutation: bool) -> tuple:
    rows = []
    for _ in range(8):
        if permutation:
            r = list(range(16))
            rng.shuffle(r)
        else:
            r = [rng.randrange(16) for _ in range(16)]
        rows.append(tuple(r))
    return tuple(rows)


def _sets(tool_sets: list, user: list, seed: int, workdir: Path) -> list:
    """The compiled-in sets (the default one first: every length), two random run-time sets,
    and the user's --sbox arguments (a TOML file, or a shipped set's name or OID)."""
    from . import generate, sboxfile

    sets = [SboxSet(s["name"], s["name"], _rows_from_hex(s["rows"]), True, bool(s.get("default")))
            for s in tool_sets]
    sets.sort(key=lambda s: not s.primary)
    for name in RANDOM_SETS:
        rows = _random_rows(_rng(seed, "sbox", name), permutation=name == "random-perm")
        path = _write_toml(workdir / f"{name}.toml", name, rows)
        sets.append(SboxSet(f"{name} (run time)", str(path), rows, False))
    compiled = {s["name"] for s in tool_sets} | {s.get("oid") for s in tool_sets}
    for arg in user:
        if arg in compiled:
            continue  # checked already, as compiled in
        path = generate.sbox_file(arg)
        parsed = sboxfile.load(path)
        sets.append(SboxSet(f"{parsed.name} (run time: {path})", str(path), parsed.rows, False))
    return sets


# ---- the run ------------------------------------------------------------------------------------
@dataclass
class Failure:
    backend: str
    case: Case
    got: str


@dataclass
class CheckResult:
    tool: str
    seed: int
    # (backend, primitive, mode) -> [cases, known answers, failed]
    rows: dict = field(default_factory=dict)
    failures: list = field(default_factory=list)
    skipped: list = field(default_factory=list)    # lines for the summary

    @property
    def total(self) -> int:
        return sum(r[0] for r in self.rows.values())

    @property
    def passed(self) -> bool:
        return self.total > 0 and not self.failures

    def verdict(self) -> str:
        if self.total == 0:
            return "nothing was checked"
        if self.failures:
            return f"{len(self.failures)} of {self.total} cases differ"
        backends = len({b for b, _, _ in self.rows})
        return f"all {self.total} cases matched on {backends} backend(s)"


def _describe_mismatch(rc, out: bytes, err: bytes, want: bytes) -> str:
    if rc is None or rc != 0:
        lines = err.decode("utf-8", "replace").strip().splitlines()
        return f"exit status {rc}" + (f": {lines[-1]}" if lines else "")
    if len(out) != len(want):
        return f"{len(out)} bytes of output, expected {len(want)}"
    first = next(i for i in range(len(want)) if out[i] != want[i])
    count = sum(a != b for a, b in zip(out, want))
    return (f"{count} byte(s) differ, the first at offset {first} "
            f"(got {out[first]:02x}, expected {want[first]:02x})")


def _supported(tool: Tool, cipher: Cipher, backend: str):
    """None if the tool offers the cipher, else its one-line reason."""
    m = cipher.modes[0]
    args = _crypt_args(cipher.name, m.name, bytes(cipher.key), bytes(m.ivs[0] if m.ivs else 0),
                       None, False, False)
    rc, _, err = tool.run([*args, "--backend", backend])
    text = err.decode("utf-8", "replace").strip()
    if rc != 0 and "unknown cipher" in text.lower():
        return text.splitlines()[-1] if text else f"exit status {rc}"
    return None


def _sectors_supported(tool: Tool, cipher: Cipher, backend: str):
    """None if the tool takes --sector-size, else its one-line reason."""
    m = next(m for m in cipher.modes if m.ivs)
    args = _crypt_args(cipher.name, m.name, bytes(cipher.key), b"", None, False, False)
    rc, _, err = tool.run([*args, "--sector-size", str(8 * cipher.block), "--backend", backend])
    text = err.decode("utf-8", "replace").strip()
    if rc != 0 and "sector-size" in text and "unknown option" in text.lower():
        return text.splitlines()[-1]
    return None


def _table(result: CheckResult) -> str:
    head = ("BACKEND", "PRIMITIVE", "MODE", "CASES", "KNOWN", "FAILED")
    body = [(b, p, m, str(c), str(k), str(f)) for (b, p, m), (c, k, f) in result.rows.items()]
    widths = [max(len(r[i]) for r in [head, *body]) for i in range(len(head))]

    def line(r):
        return "  ".join(r[i].ljust(widths[i]) if i < 3 else r[i].rjust(widths[i])
                         for i in range(len(r))).rstrip()
    return "\n".join([line(head), *map(line, body)]) + "\n"


def run_check(tool_path: str, runner=None, sboxes=(), quick: bool = False, seed=None,
              jobs=None, only_backends=(), only_primitives=(), out=None,
              progress=None) -> CheckResult:
    """Runs the check; writes progress to `progress` and the summary to `out` (file objects).
    only_backends, only_primitives: the backends and the PRIMITIVE rows checked (empty: all)."""
    for p in only_primitives:
        if p not in PRIMITIVES:
            raise InputError(f"--primitive {p}: no such primitive (the check has: "
                             f"{', '.join(PRIMITIVES)})")

    def wanted(primitive):
        return not only_primitives or primitive in only_primitives
    out = out if out is not None else sys.stdout
    progress = progress if progress is not None else sys.stderr
    seed = int.from_bytes(os.urandom(4), "little") if seed is None else seed
    jobs = jobs or max(1, os.cpu_count() or 1)
    tool = Tool(tool_path, runner)
    result = CheckResult(tool_path, seed)

    def note(text):
        if progress is not None:
            progress.write(f"check: {text}\n")
            progress.flush()

    infos = tool.query_json("backends", "--json")
    names = [b["name"] for b in infos]
    for b in only_backends:
        if b not in names:
            raise InputError(f"--backend {b}: the tool has no such backend (it has: "
                             f"{', '.join(names)})")
    backends = []
    for b in infos:
        if only_backends and b["name"] not in only_backends:
            continue
        if b["available"]:
            backends.append(b["name"])
        else:
            result.skipped.append(f"backend {b['name']}: {b.get('reason') or 'not available'}")
    if not backends:  # (with the reasons when the backends were named: they are few)
        why = "; ".join(r.removeprefix("backend ") for r in result.skipped) if only_backends else ""
        raise GostgenError(f"{tool_path}: no backend it lists can run here"
                           + (f" ({why})" if why else ""))

    with tempfile.TemporaryDirectory(prefix="gostgen-check-") as tmp:
        work = Path(tmp)
        tool_sets = tool.query_json("sboxes", "--json")
        sets = _sets(tool_sets, list(sboxes), seed, work)
        ciphers = []
        for c in filter(lambda c: wanted(c.name), CIPHERS):
            why = _supported(tool, c, backends[0])
            if why is None:
                ciphers.append(c)
            else:
                result.skipped.append(f"cipher {c.name}: not offered by this tool ({why})")
        compiled = {s.label for s in sets if s.compiled_in}
        published = load_vectors()
        pub_rows = published.get("sboxes", {}).get("rows", {})

        def sbox_arg(name):
            if name in compiled:
                return name
            path = work / f"published-{name}.toml"
            return str(_write_toml(path, name, _rows_from_hex(pub_rows[name])))

        note(f"{tool.command_line([])}: backends {', '.join(backends)}; "
             f"S-box sets {', '.join(s.label for s in sets)}; seed {seed}"
             + ("; quick" if quick else ""))
        t0 = time.monotonic()
        no_sectors = _sectors_supported(tool, ciphers[0], backends[0]) if ciphers else None
        if no_sectors:
            result.skipped.append(f"sector mode (--sector-size): not offered by this tool "
                                  f"({no_sectors})")
        cases = []
        for c in list(ciphers):
            try:
                cases += cipher_cases(c, sets, seed, quick, sectors=not no_sectors)
            except (KeyError, ValueError) as e:  # a cipher newer than this reference model
                ciphers.remove(c)
                result.skipped.append(f"cipher {c.name}: the reference interpreter of this "
                                      f"gostgen does not know it ({e})")
        hashes = [h for h in HASHES if wanted(h.name)]
        for h in hashes:
            cases += hash_cases(h, seed, quick, work)
        cases += known_answer_cases(published, {c.name: c for c in ciphers}, sbox_arg,
                                    {h.name: h for h in hashes})
        # MGM and the ACPKM modes are rows of Kuznyechik and Magma, made for both at once (and
        # those of a cipher not checked dropped below); the keyed hashes are made together too
        primary = next((s for s in sets if s.primary), sets[0])
        if {"kuznyechik", "magma"} & {c.name for c in ciphers}:
            no_mgm = _mgm_supported(tool, backends[0])
            if no_mgm:
                result.skipped.append(f"mgm: not offered by this tool ({no_mgm})")
            else:
                cases += (mgm_cases(primary, seed, quick)
                          + mgm_known_answer_cases(published, sbox_arg))
            no_acpkm = _acpkm_supported(tool, backends[0])
            if no_acpkm:
                result.skipped.append(f"ctr-acpkm, omac-acpkm: not offered by this tool "
                                      f"({no_acpkm})")
            else:
                cases += (acpkm_cases(primary, seed, quick)
                          + acpkm_known_answer_cases(published, sbox_arg)
                          + omac_acpkm_cases(primary, seed, quick)
                          + omac_acpkm_known_answer_cases(published, sbox_arg))
        if any(map(wanted, KEYED)):
            no_keyed = _keyed_supported(tool, backends[0])
            if no_keyed:
                result.skipped.append(f"{', '.join(KEYED)}: not offered by this tool ({no_keyed})")
            else:
                cases += keyed_hash_cases(seed, quick) + keyed_known_answer_cases(published)
        cases = [c for c in cases if wanted(c.primitive)]
        if not cases:
            raise GostgenError(f"{tool_path}: the tool offers none of the primitives asked for "
                               f"({', '.join(only_primitives)})" if only_primitives else
                               f"{tool_path}: the tool offers none of the primitives checked")
        note(f"{len(cases)} cases per backend (reference results computed in "
             f"{time.monotonic() - t0:.1f} s)")

        def one(backend, case):
            rc, got, err = tool.run([*case.args, "--backend", backend], case.data)
            if rc == 0 and got == case.expected:
                return None
            return Failure(backend, case, _describe_mismatch(rc, got, err, case.expected))

        with ThreadPoolExecutor(max_workers=jobs) as pool:
            for backend in backends:
                t1 = time.monotonic()
                for c in cases:  # the table's rows in the order of CIPHERS and their modes
                    result.rows.setdefault((backend, c.primitive, c.mode), [0, 0, 0])
                for primitive in dict.fromkeys(c.primitive for c in cases):
                    group = [c for c in cases if c.primitive == primitive]
                    fails = [f for f in pool.map(lambda c: one(backend, c), group) if f]
                    for c in group:
                        row = result.rows[(backend, c.primitive, c.mode)]
                        row[0] += 1
                        row[1] += c.known
                    for f in fails:
                        result.rows[(backend, f.case.primitive, f.case.mode)][2] += 1
                    result.failures += fails
                    note(f"{backend} {primitive}: {len(group)} cases, {len(fails)} failed")
                note(f"{backend}: done in {time.monotonic() - t1:.1f} s")

    out.write(_table(result))
    for line in result.skipped:
        out.write(f"skipped: {line}\n")
    for f in result.failures[:SHOW_FAILURES]:
        out.write(f"FAILED {f.backend} {f.case.primitive} {f.case.mode} ({f.case.what}): "
                  f"{f.got}\n  {tool.command_line([*f.case.args, '--backend', f.backend])}"
                  + (f" < input of {len(f.case.data)} bytes" if f.case.data else "") + "\n")
    if len(result.failures) > SHOW_FAILURES:
        out.write(f"... and {len(result.failures) - SHOW_FAILURES} more failures\n")
    out.write(f"{'PASS' if result.passed else 'FAIL'}: {result.verdict()} "
              f"(seed {seed}; --seed {seed} repeats this run)\n")
    out.flush()
    return result
