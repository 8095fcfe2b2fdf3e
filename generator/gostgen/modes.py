"""The modes of operation, described once, as data.

Three layers, each read by the reference interpreter (reference.py), the generator (the kernels'
chain switches through templates/_shared/chain.j2 and chainrender.py, generated/runtime/gg_vtable.h)
and the runtime (through what the generator renders):

CHAINS: the chain steps, what one stream does per block around one call of the block cipher E.
  p is the input block, r the stream's register (one block), y = E(x) the cipher's output. A step:
    pre   the register's update before the cipher (None, or r = f(r) for f in REGISTER_OPS);
    x     the cipher's input;
    out   the output block (None: the step outputs nothing, as the MAC's);
    post  the register's update after the cipher (None: kept as it is).
  out and post are both computed from p, r and y as they are after the cipher (simultaneous
  assignment: CBC_DEC's out reads the register before post replaces it). An expression is a name
  (p, r, y), the xor of two names (`p ^ y`) or f(r) for f in REGISTER_OPS. The numbering of
  CHAINS is enum gg_chain's.

MODES: per family of modes, the modes a caller names, each as the chain steps it runs (encryption
  and decryption), how its register starts, its IV and whether it takes whole blocks only.
  A register of k blocks (the IV of k * n bytes, GOST R 34.13-2015's m = k n) is a shift register:
  a step reads its first block as r and a post update shifts the new block in at the end.

MACS: per family, the message authentication code over the MAC chain step.

The register operations on an n-byte block (in the kernels' word form they are the same maps):
  ctr_inc   the block as a big-endian number, plus one mod 2^(8n) (GOST R 34.13-2015 5.2.1);
  cnt_next  GOST 28147-89's counter step (RFC 5830 6.1), n = 8: the halves as little-endian
            32-bit words n1 (bytes 0..3) and n2 (bytes 4..7) become n1 + C2 mod 2^32 and
            n2 + C1 mod 2^32 - 1 (end-around carry, as the OpenSSL gost engine).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

# GOST 28147-89 counter mode (CNT, RFC 5830 section 6.1): per block the counter's halves become
# n1 + C2 mod 2^32 and n2 + C1 mod 2^32 - 1.
CNT_C1 = 0x01010104
CNT_C2 = 0x01010101

# CryptoPro key meshing (RFC 4357 section 2.3.2): after every MESH_BYTES bytes under one key, the
# key becomes the ECB decryption of MESH_KEY under it (in the RFC 5830 byte order).
MESH_BYTES = 1024
MESH_KEY = bytes.fromhex("6900722264c904238d3adb9646e92ac418feac9400ed0712c086dcc2ef4ca92b")

# ACPKM re-keying (R 1323565.1.017-2018 section 4.1; RFC 8645 6.2.1): at the start of every
# section after the first the key K becomes ACPKM(K) = E_K(D_1) || ... || E_K(D_J), the blocks of
# ACPKM_D, while the mode's register runs on. ACPKM_DEFAULT_SECTION, by block bytes, is the
# section the OpenSSL gost provider's kuznyechik-ctr-acpkm / magma-ctr-acpkm use when none is set.
ACPKM_D = bytes(range(0x80, 0xA0))  # D_1 || D_2 || ...: the bytes 0x80, 0x81, ..., 0x9f
ACPKM_DEFAULT_SECTION = {8: 1024, 16: 4096}

NAMES = ("p", "r", "y")
REGISTER_OPS = ("cnt_next", "ctr_inc")


class DescriptionError(ValueError):
    """The description in this file is inconsistent (a programming error, found at import)."""


@dataclass(frozen=True)
class Expr:
    """One expression of a chain step: ("name", n), ("xor", n1, n2) or ("op", f)."""
    kind: str
    args: tuple

    def names(self) -> set:
        """The names the expression reads."""
        return {"r"} if self.kind == "op" else set(self.args)

    def __str__(self) -> str:
        if self.kind == "name":
            return self.args[0]
        if self.kind == "xor":
            return f"{self.args[0]} ^ {self.args[1]}"
        return f"{self.args[0]}(r)"


def parse(text: str) -> Expr:
    t = text.replace(" ", "")
    m = re.fullmatch(r"([a-z_]+)\(r\)", t)
    if m:
        if m.group(1) not in REGISTER_OPS:
            raise DescriptionError(f"{text!r}: no register operation {m.group(1)}")
        return Expr("op", (m.group(1),))
    parts = t.split("^")
    if len(parts) > 2 or any(p not in NAMES for p in parts):
        raise DescriptionError(f"{text!r}: not a name, a ^ b or f(r)")
    return Expr("name", tuple(parts)) if len(parts) == 1 else Expr("xor", tuple(parts))


@dataclass(frozen=True)
class Chain:
    name: str
    x: Expr
    out: Expr | None = None
    pre: Expr | None = None
    post: Expr | None = None

    def ops(self) -> set:
        """The register operations the step uses."""
        return {e.args[0] for e in (self.pre, self.x, self.out, self.post)
                if e is not None and e.kind == "op"}

    def what(self) -> str:
        """The step in one line, as the C headers print it."""
        s = [f"r = {self.pre}" if self.pre else None, f"y = E({self.x})",
             f"out = {self.out}" if self.out else None, f"r = {self.post}" if self.post else None]
        return "; ".join(x for x in s if x)


def _chain(name, x, out=None, pre=None, post=None) -> Chain:
    c = Chain(name, parse(x), parse(out) if out else None, parse(pre) if pre else None,
              parse(post) if post else None)
    if c.pre is not None and (c.pre.kind != "op" or c.post is not None):
        raise DescriptionError(f"{name}: pre is f(r), and a step updates its register once")
    if "y" in c.x.names():
        raise DescriptionError(f"{name}: the cipher's input cannot read its output")
    if c.post is not None and c.post.kind == "op":
        raise DescriptionError(f"{name}: a register operation runs before the cipher (pre)")
    return c


# The chain steps, in the numbering of enum gg_chain. E is the schedule the caller passes: the
# decryption schedule for CBC_DEC and for ECB decryption (MODES: inverse), the MAC's own one for
# GOST 28147-89's MAC.
CHAINS = (
    _chain("ECB", x="p", out="y"),
    _chain("CNT", pre="cnt_next(r)", x="r", out="p ^ y"),
    _chain("CTR", pre="ctr_inc(r)", x="r", out="p ^ y"),
    _chain("OFB", x="r", out="p ^ y", post="y"),
    _chain("CBC_ENC", x="p ^ r", out="y", post="y"),
    _chain("CBC_DEC", x="p", out="y ^ r", post="p"),
    _chain("CFB_ENC", x="r", out="p ^ y", post="p ^ y"),
    _chain("CFB_DEC", x="r", out="p ^ y", post="p"),
    _chain("MAC", x="p ^ r", post="y"),
)
CHAIN_NAMES = tuple(c.name for c in CHAINS)
CHAIN_BY_NAME = {c.name: c for c in CHAINS}


def chain_index(name: str) -> int:
    return CHAIN_NAMES.index(name)


# How a mode's register starts (the interpreter's and the runtime's initial state):
#   "none"     no register (ECB);
#   "iv"       the IV is the register, k = |IV| / n blocks;
#   "E(iv)"    one block, the cipher of the IV (GOST 28147-89 CNT's S = E(IV));
#   "counter"  one block: the first counter is IV || 0^(n - |IV|); the register holds the one
#              before it (the step counts first), i.e. that block as a big-endian number minus one.
STARTS = ("none", "iv", "E(iv)", "counter")
# The IV lengths (n: the block's bytes): "n/2", "n", "k*n" (k >= 1 blocks, up to MAX_REGISTER
# bytes), None (no IV).
IVS = (None, "n/2", "n", "k*n")
MAX_REGISTER = 512


@dataclass(frozen=True)
class Mode:
    name: str               # as gostgen_mode and the command lines spell it
    encrypt: str            # the chain step of encryption
    decrypt: str            # ... of decryption
    iv: str | None = None
    start: str = "none"
    inverse: bool = False   # decryption runs the cipher's inverse (ECB, CBC)
    whole_blocks: bool = False  # no keystream to cut: the data is whole blocks
    meshing: bool = False   # CryptoPro key meshing may be asked for; it also re-encrypts r
    acpkm: bool = False     # ACPKM re-keying every section (of a size the caller may set)

    def chain(self, decrypt: bool) -> Chain:
        return CHAIN_BY_NAME[self.decrypt if decrypt else self.encrypt]


@dataclass(frozen=True)
class Mac:
    schedule: str           # the cipher's schedule the MAC step runs ("mac": a shortened one)
    pad: str                # a short last block: "zeros", or "one_zeros" (a 1 bit, then zeros)
    subkeys: dict = field(default_factory=dict)  # {n: B_n}: CMAC's K1, K2 (34.13 5.6); {} none
    short_extra_block: bool = False  # a message of 1..n bytes takes one more all-zero block
    meshing: bool = False   # meshing may be asked for; it changes the key only
    chain: str = "MAC"


@dataclass(frozen=True)
class Family:
    """The modes of one standard, for the ciphers that use it (reference.py says which)."""
    source: str
    modes: tuple
    mac: Mac

    def mode(self, name: str) -> Mode:
        for m in self.modes:
            if m.name == name:
                return m
        raise KeyError(name)


FAMILIES = {
    # GOST 28147-89 (RFC 5830): ECB, CNT (counter gamming) and CFB (gamming with feedback, a
    # one-block register); the imitovstavka with 16 rounds; CryptoPro key meshing (RFC 4357).
    "rfc5830": Family(
        source="RFC 5830, RFC 4357 2.3.2",
        modes=(
            Mode("ecb", "ECB", "ECB", inverse=True, whole_blocks=True),
            Mode("cnt", "CNT", "CNT", iv="n", start="E(iv)", meshing=True),
            Mode("cfb", "CFB_ENC", "CFB_DEC", iv="n", start="iv", meshing=True),
        ),
        mac=Mac(schedule="mac", pad="zeros", short_extra_block=True, meshing=True)),
    # GOST R 34.13-2015 for any block size n: ECB, CTR, OFB, CBC, CFB (s = n) and the MAC (CMAC).
    "gost3413": Family(
        source="GOST R 34.13-2015",
        modes=(
            Mode("ecb", "ECB", "ECB", inverse=True, whole_blocks=True),
            Mode("ctr", "CTR", "CTR", iv="n/2", start="counter"),
            Mode("ofb", "OFB", "OFB", iv="k*n", start="iv"),
            Mode("cbc", "CBC_ENC", "CBC_DEC", iv="k*n", start="iv", inverse=True,
                 whole_blocks=True),
            Mode("cfb", "CFB_ENC", "CFB_DEC", iv="k*n", start="iv"),
            # CTR-ACPKM (R 1323565.1.017-2018 4.1, RFC 8645 6.2.2): CTR re-keyed by ACPKM
            Mode("ctr_acpkm", "CTR", "CTR", iv="n/2", start="counter", acpkm=True),
        ),
        mac=Mac(schedule="encrypt", pad="one_zeros", subkeys={8: 0x1B, 16: 0x87})),
}


def _check() -> None:
    for fam in FAMILIES.values():
        for m in fam.modes:
            for c in (m.encrypt, m.decrypt):
                if c not in CHAIN_BY_NAME:
                    raise DescriptionError(f"mode {m.name}: no chain step {c}")
            if m.start not in STARTS or m.iv not in IVS:
                raise DescriptionError(f"mode {m.name}: start {m.start!r}, iv {m.iv!r}")
            if m.acpkm and m.meshing:
                raise DescriptionError(f"mode {m.name}: one re-keying at most")
            steps = (m.chain(False), m.chain(True))
            if any(s.pre is not None for s in steps) and m.iv == "k*n":
                raise DescriptionError(f"mode {m.name}: a counted register is one block")
        if fam.mac.chain not in CHAIN_BY_NAME or CHAIN_BY_NAME[fam.mac.chain].out is not None:
            raise DescriptionError(f"the MAC's step {fam.mac.chain} must output nothing")


_check()
