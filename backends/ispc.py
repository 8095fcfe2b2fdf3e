"""Backend `ispc`: Magma and Streebog as ISPC (Intel SPMD Program Compiler) kernels, compiled for
several x86 ISAs at once (--target=sse4-i32x4,avx2-i32x8,avx512skx-x16); ISPC's dispatcher picks
the widest one the CPU runs.

Lowering choices:
- Magma: one program instance holds one block (ECB, CTR/CNT: INTERLEAVE blocks per instance, so
  two independent round chains overlap) or one independent stream (magma_lanes,
  magma_lanes_chain: CBC/CFB encryption and MAC chains run across streams). Rounds are unrolled
  from the IR per schedule, as in the portable backend.
- The round's subst4 + rotl becomes eight 16-entry lookups, one per nibble, in tables held in
  vector registers (entry v of table i = rotl(S_i(v) << 4i, rot), built at call time from the
  set's rows): ISPC's cross-lane shuffle() is the lookup. At 16 lanes (AVX-512) one shuffle is one
  vpermd; at 8 lanes (AVX2) a two-register shuffle. At 4 lanes (SSE4, the fallback target) the
  shuffles lower to slow scalar code, so that target reads the portable backend's four 256-entry
  byte tables (gg_sbox.t) by gathers; GG_ISPC_SBOX_GATHER (an ISPC definition, measurement only)
  does so on every target. Measured (bench/results/ispc.md): shuffles 2.1 cycles/byte in CTR on
  AVX-512, gathers 17.4.
- Streebog: the 8 x 256 LPS tables of passes.lps_tables, in uniform (scalar) ISPC code, input
  word by input word into eight accumulators. streebog_g_lanes runs it message after message:
  one message per program instance with gathers (GG_ISPC_STREEBOG_GATHER, kept for measurement)
  was slower on the machine measured.

Constant time: NOT constant-time. On AVX2 and AVX-512 the Magma kernels are (the S-box lookups
are register shuffles; no memory address depends on key or data), but the SSE4 target reads
S-box tables at key- and data-dependent addresses, and Streebog's LPS reads tables at
message-dependent addresses on every target; the backend has one constant_time flag.
"""
from gostgen import modes, passes

from . import _shared


NAME = "ispc"
DESCRIPTION = ("ISPC multi-target (SSE4/AVX2/AVX-512): Magma S-box by register shuffles "
               "(AVX2/AVX-512), Streebog by 8 x 256 tables")
PRIORITY = 5
CONSTANT_TIME = set()
COMPILE_OPTIONS = []
PROBE = None
ARCH = "^(x86_64|AMD64|amd64|x64)$"
# x86 targets ISPC builds, ISPC's dispatcher runs the widest one this CPU supports.
ISPC_TARGETS = ["sse4-i32x4", "avx2-i32x8", "avx512skx-x16"]
TEMPLATES = ["magma.ispc.j2", "streebog.ispc.j2", "backend.c.j2", "backend.cmake.j2",
             "hide_symbols.cmake.j2"]
# The chain steps (generator/gostgen/modes.py) its magma_lanes_chain specialises: all of
# them, rendered from the description by templates/_shared/chain.j2.
CHAINS = modes.CHAIN_NAMES
CMAKE_TEMPLATE = "backend.cmake.j2"

INTERLEAVE = 2  # independent blocks per program instance in ECB and counter modes




def lower_round(block, fused, a, b, k, prefix):
    """ISPC statements for one round; returns (lines, [a', b'])."""
    env = dict(zip(block.inputs, (a, b, k)))
    lines = []
    for ins in block.body:
        if fused is not None and ins is fused.subst:
            continue
        args = [env.get(x) for x in ins.args]
        if ins.op == "add32":
            expr = f"{args[0]} + {args[1]}"
        elif ins.op == "xor":
            expr = f"{args[0]} ^ {args[1]}"
        elif ins.op == "rotl" and fused is not None and ins is fused.rotl:
            expr = f"SBOX(T, {env[fused.subst.args[0]]})"  # tables carry the rotation
        elif ins.op == "rotl":
            expr = f"rotl32({args[0]}, {ins.attr})"
        elif ins.op == "subst4":
            expr = f"SBOX(T, {args[0]})"  # unrotated tables: sbox_rotation is 0 then
        else:
            raise ValueError(f"cannot lower {ins.op} in the round")
        name = f"{prefix}{ins.dst}"
        lines.append(f"const u32 {name} = {expr};")
        env[ins.dst] = name
    return lines, [env[o] for o in block.outputs]


def lower_schedules(cipher):
    """Per schedule: the unrolled rounds for n = 1 and n = INTERLEAVE blocks per instance
    (statements of the blocks alternate, block j with its own keys Kj)."""
    fused = passes.find_sbox_rotate(cipher.round)
    out = []
    for s in cipher.schedules.values():
        variants = {}
        for n in sorted({1, INTERLEAVE}):
            regs = [(f"a{j}", f"b{j}") for j in range(n)]
            lines = []
            for i, ki in enumerate(s.keys):
                lines.append(f"/* round {i + 1}: K{ki} */")
                bodies = []
                for j, (aj, bj) in enumerate(regs):
                    body, regs[j] = lower_round(cipher.round, fused, aj, bj, f"K{j}[{ki}]",
                                                f"r{i + 1}b{j}_")
                    bodies.append(body)
                lines += [line for group in zip(*bodies) for line in group]
            if s.unswap:
                regs = [(bj, aj) for aj, bj in regs]
            variants[n] = dict(lines=lines, outs=regs)
        out.append(dict(name=s.name, variants=variants))
    return out


def lower_orders(cipher):
    """Per byte order: which 32-bit word of the block (0 or 1) holds a and b, and whether it is
    big-endian (x86 loads little-endian words, so a byte swap)."""
    out = []
    for o in cipher.orders.values():
        for end, off in (o.a, o.b):
            if off % 4 or end not in ("le", "be"):
                raise ValueError("block words must be 32-bit aligned le32/be32 loads")
        if {o.a[1], o.b[1]} != {0, 4}:
            raise ValueError("a and b must be the two words of the block")
        out.append(dict(name=o.name, a_word=o.a[1] // 4, a_swap=o.a[0] == "be",
                        b_word=o.b[1] // 4, b_swap=o.b[0] == "be"))
    return out


def lower_compress(h):
    """g as the portable backend plans it (steps on v512 buffers), rendered by the templates."""
    return _shared.compress_plan(h)


def lower(model):
    c = model.cipher
    if (c.sbox_count, c.sbox_in_bits, c.sbox_out_bits) != (8, 4, 4) or c.key_words != 8:
        raise ValueError("expects eight 4-bit S-boxes on 32-bit halves and eight key words")
    consts = {name: [[int.from_bytes(x[8 * w:8 * w + 8], "little") for w in range(8)] for x in cs]
              for name, cs in model.hash.consts.items()}
    names = list(c.schedules)
    if "encrypt" not in names:
        raise ValueError("the counter modes need a schedule named encrypt")
    return dict(schedules=lower_schedules(c), enc_index=names.index("encrypt"), orders=lower_orders(c), interleave=INTERLEAVE,
                rotation=passes.sbox_rotation(c), consts=consts, ispc_targets=ISPC_TARGETS,
                templates_ispc=[t[:-len(".ispc.j2")] for t in TEMPLATES if t.endswith(".ispc.j2")],
                **lower_compress(model.hash))
