"""What the runtime's mode code and every kernel that chains blocks itself agree on, written once:
the chain steps a kernel runs per stream (gg_chain) and the counter constants of GOST 28147-89's
counter mode. The generator renders them into generated/runtime/gg_vtable.h (the C enum and
macros), the templates read them as globals, and the reference interpreter imports them.
"""
from __future__ import annotations

# GOST 28147-89 counter mode (CNT, RFC 5830 section 6.1): per block the counter's halves become
# n1 + C2 mod 2^32 and n2 + C1 mod 2^32 - 1.
CNT_C1 = 0x01010104
CNT_C2 = 0x01010101

# The chain steps of gg_backend.magma_lanes_chain, in the numbering of enum gg_chain, each with
# what it does per stream and block (p: input block, r: the stream's register, E: the cipher with
# the schedule passed; out: the output block).
CHAINS = (
    ("ECB", "out = E(p)"),
    ("CNT", "r = cnt_next(r); out = p ^ E(r)       (gost89 CNT step, see magma_ctr)"),
    ("CTR", "r = r + 1;       out = p ^ E(r)       (64-bit counter b:a, b high)"),
    ("OFB", "r = E(r);        out = p ^ r"),
    ("CBC_ENC", "r = E(p ^ r);    out = r"),
    ("CBC_DEC", "out = E(p) ^ r;  r = p"),
    ("CFB_ENC", "r = p ^ E(r);    out = r"),
    ("CFB_DEC", "out = p ^ E(r);  r = p"),
    ("MAC", "r = E(p ^ r)                          (no output; out may be NULL)"),
)
CHAIN_NAMES = tuple(name for name, _ in CHAINS)


def chain_index(name: str) -> int:
    return CHAIN_NAMES.index(name)
