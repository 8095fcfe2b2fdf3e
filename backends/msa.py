"""Backend `msa`: MIPS32r5 with the MSA 128-bit SIMD unit (Baikal-T1 / P5600), hand-scheduled
assembly generated from the round's IR.

Lowering choices:
- Magma: 16 blocks at once, byte-sliced: register a_j holds byte j (j = 0 least significant) of
  the half a of all 16 blocks, one block per byte lane; so 4 registers per half. Then every byte
  of a register goes through the same two S-box rows (nibbles 2j, 2j+1), which `vshf.b` looks up
  from tables held in 8 registers (row 2j, and row 2j+1 shifted left by 4); per byte register:
  andi, vshf, srli, vshf, or. `add32` is a byte-wise add with a carry chain (clt_u gives the
  carry out, ceqi -1 the propagate, bsel selects): 14 instructions for 4 registers. `rotl` by
  8q+s renames registers by q and shifts bytes by s (slli, srli, or). In the P5600 model MSA ALU
  instructions issue one per cycle and loads on their own pipe, so a round of 16 blocks costs
  about 50 cycles (12.5 cycles/byte over 32 rounds). Round keys are splat (or, for multi-stream
  calls, transposed) into 16-byte vectors by the C wrapper and loaded per round (4 loads).
  Blocks are transposed to and from the byte-sliced form with pckev/pckod (ilvr/ilvl back),
  3 stages of 8 instructions; the byte order (gost89/magma) only picks which register is which.
  No table in memory is indexed by data: the kernel is constant-time.
- Streebog: the portable backend's table code (templates/portable/streebog.c.j2), compiled for
  MSA. Its lookups are indexed by data, hence CONSTANT_TIME = False for the backend.
"""
from gostgen import modes

from . import _shared

NAME = "msa"
DESCRIPTION = ("MIPS MSA (mips32r5, P5600/Baikal-T1): Magma 16 blocks byte-sliced, vshf.b S-box "
               "lookups in registers, generated assembly; Streebog as portable tables")
PRIORITY = 30
CONSTANT_TIME = set()
# The whole build uses these (runtime/cmake/mipsel-msa.cmake); repeated here so that the
# backend's own files get them in any mips build.
COMPILE_OPTIONS = ["-march=mips32r5", "-mmsa", "-mfp64", "-mhard-float"]
ARCH = "^mips(el)?$"
CMAKE_TEMPLATE = "backend.cmake.j2"
# Linux reports MSA in AT_HWCAP (arch/mips/include/uapi/asm/hwcap.h: HWCAP_MIPS_MSA = 1 << 1).
PROBE = """\
#if defined(__linux__)
    unsigned long hw = getauxval(AT_HWCAP);
    if (!(hw & (1ul << 1))) { /* HWCAP_MIPS_MSA */
        *reason = "the CPU or kernel does not offer MSA (AT_HWCAP lacks HWCAP_MIPS_MSA)";
        return 0;
    }
    return 1;
#else
    *reason = "MSA detection is implemented for Linux only";
    return 0;
#endif"""
TEMPLATES = ["magma.S.j2", "magma.c.j2", "streebog.c.j2", "backend.c.j2", "backend.cmake.j2"]

# The chain steps (generator/gostgen/modes.py) its magma_lanes_chain specialises: all of
# them, rendered from the description by templates/_shared/chain.j2.
CHAINS = modes.CHAIN_NAMES
LANES = 16           # blocks per kernel call: one per byte lane
TABLE_REGS = 24      # $w24..$w31: the S-box tables (row 2j at 24+2j, row 2j+1 << 4 at 25+2j)
FREE_REGS = list(range(TABLE_REGS))


class _Regs:
    """A free list of $w registers (0..23); the tables own 24..31."""

    def __init__(self, busy=()):
        self.free = [r for r in FREE_REGS if r not in busy]

    def get(self):
        if not self.free:
            raise ValueError("msa backend: out of vector registers in the round")
        return self.free.pop(0)

    def put(self, *regs):
        for r in regs:
            assert r not in self.free and r < TABLE_REGS
            self.free.append(r)


def _w(r):
    return f"$w{r}"


def lower_round(block, a, b, key_off, regs, rot_fused):
    """Assembly lines for one round on byte-sliced registers; a, b: lists of 4 register numbers.
    Returns (lines, outputs as lists of 4 registers). Values die at their last use."""
    lines = []
    env = {block.inputs[0]: a, block.inputs[1]: b}
    kname = block.inputs[2]
    remaining = {}
    for ins in block.body:
        for x in ins.args:
            remaining[x] = remaining.get(x, 0) + 1
    for x in block.outputs:
        remaining[x] = remaining.get(x, 0) + 1

    def use(x):
        remaining[x] -= 1
        return remaining[x] == 0  # True: this was the last use

    def release(x):
        if x in env and remaining.get(x, 0) == 0 and x not in block.outputs:
            regs.put(*env.pop(x))

    def emit(op, *args):
        lines.append(f"{op} " + ", ".join(args))

    for ins in block.body:
        if ins.op == "add32":
            x, y = ins.args
            if x == kname:
                x, y = y, x
            xs = env[x]
            if y == kname:
                ys = [regs.get() for _ in range(4)]
                for j in range(4):
                    emit("ld.b", _w(ys[j]), f"{key_off + 16 * j}($a1)")
            else:
                ys = env[y]
            s = [regs.get() for _ in range(4)]
            c, p, g = regs.get(), regs.get(), regs.get()
            # byte 0: no carry in; carry out c (0xff where the byte addition wrapped)
            emit("addv.b", _w(s[0]), _w(xs[0]), _w(ys[0]))
            emit("clt_u.b", _w(c), _w(s[0]), _w(xs[0]))
            for j in range(1, 4):
                emit("addv.b", _w(s[j]), _w(xs[j]), _w(ys[j]))
                if j < 3:
                    # propagate (sum 0xff) and generate (wrapped) exclude each other:
                    # carry out = propagate ? carry in : generate
                    emit("ceqi.b", _w(p), _w(s[j]), "-1")
                    emit("clt_u.b", _w(g), _w(s[j]), _w(xs[j]))
                emit("subv.b", _w(s[j]), _w(s[j]), _w(c))  # carry in is 0 or -1 per byte
                if j < 3:
                    emit("bsel.v", _w(p), _w(g), _w(c))
                    c, p = p, c
            regs.put(c, p, g)
            if y == kname:
                regs.put(*ys)
            use(x)
            if y != kname:
                use(y)
            release(x)
            release(y)
            env[ins.dst] = s
        elif ins.op == "subst4":
            (x,) = ins.args
            xs = env[x]
            last = use(x)
            out = []
            for j in range(4):
                lo = regs.get()
                emit("andi.b", _w(lo), _w(xs[j]), "15")
                emit("vshf.b", _w(lo), _w(TABLE_REGS + 2 * j), _w(TABLE_REGS + 2 * j))
                hi = xs[j] if last else regs.get()
                emit("srli.b", _w(hi), _w(xs[j]), "4")
                emit("vshf.b", _w(hi), _w(TABLE_REGS + 2 * j + 1), _w(TABLE_REGS + 2 * j + 1))
                emit("or.v", _w(hi), _w(hi), _w(lo))
                regs.put(lo)
                out.append(hi)
            if last:
                env.pop(x)
            env[ins.dst] = out
        elif ins.op == "rotl":
            (x,) = ins.args
            xs = env[x]
            q, s = divmod(ins.attr % 32, 8)
            last = use(x)
            if s == 0:
                out = [None] * 4
                for j in range(4):
                    if last:
                        out[(j + q) % 4] = xs[j]
                    else:
                        out[(j + q) % 4] = regs.get()
                        emit("move.v", _w(out[(j + q) % 4]), _w(xs[j]))
                if last:
                    env.pop(x)
            else:
                # out byte j+q gets v_j << s and byte j+q+1 gets v_j >> (8 - s)
                out = [regs.get() for _ in range(4)]
                t = regs.get()
                for j in range(4):
                    emit("slli.b", _w(out[(j + q) % 4]), _w(xs[j]), str(s))
                for j in range(4):
                    emit("srli.b", _w(t), _w(xs[j]), str(8 - s))
                    emit("or.v", _w(out[(j + q + 1) % 4]), _w(out[(j + q + 1) % 4]), _w(t))
                regs.put(t)
                release(x)
            env[ins.dst] = out
        elif ins.op == "xor":
            x, y = ins.args
            xs, ys = env[x], env[y]
            lx, ly = use(x), use(y)
            if lx:
                dst = xs
                env.pop(x)
            elif ly:
                dst = ys
                env.pop(y)
            else:
                dst = [regs.get() for _ in range(4)]
            for j in range(4):
                emit("xor.v", _w(dst[j]), _w(xs[j]), _w(ys[j]))
            for v in (x, y):
                release(v)
            env[ins.dst] = dst
        else:
            raise ValueError(f"msa backend: cannot lower {ins.op} in the round")
    return lines, [env[o] for o in block.outputs]


def lower_schedules(cipher):
    """Per schedule: the 32 (or 16) rounds on 16 byte-sliced blocks, as assembly lines, and
    where the final halves live."""
    block = cipher.round
    if len(block.inputs) != 3 or len(block.outputs) != 2:
        raise ValueError("msa backend: expects a round (a, b, k) -> (a', b')")
    if cipher.sbox_in_bits != 4 or cipher.sbox_count != 8:
        raise ValueError("msa backend: expects eight 4-bit S-boxes")
    out = []
    for s in cipher.schedules.values():
        regs = _Regs(busy=range(8))
        a, b = [0, 1, 2, 3], [4, 5, 6, 7]
        lines = []
        for i, ki in enumerate(s.keys):
            lines.append(f"# round {i + 1}: K{ki}")
            body, (a, b) = lower_round(block, a, b, 64 * ki, regs, None)
            lines += body
        if s.unswap:
            a, b = b, a
        out.append(dict(name=s.name, lines=lines, a=a, b=b, rounds=len(s.keys)))
    return out


def _transpose_network():
    """pckev.b/pckod.b stages taking 8 registers of 2 blocks each (bytes 0..7 of a block
    consecutive) to 8 registers each holding one byte position of 16 blocks, simulated on
    (block, position) labels. Returns (steps, register of each position); steps are
    (op, dst, ws, wt) over register numbers 0..15 (8..15 as scratch)."""
    cur = {r: [(2 * r + e // 8, e % 8) for e in range(16)] for r in range(8)}
    names = list(range(8))
    steps = []
    for stage in range(3):
        evens, odds = [], []
        scratch = 8 if stage % 2 == 0 else 0
        for i in range(4):
            lo, hi = names[2 * i], names[2 * i + 1]
            de, do = scratch + 2 * i, scratch + 2 * i + 1
            # pckev.b wd, ws, wt: wd[k] = wt[2k], wd[8+k] = ws[2k] (k < 8); pckod: odd elements
            ev = [cur[lo][2 * k] for k in range(8)] + [cur[hi][2 * k] for k in range(8)]
            od = [cur[lo][2 * k + 1] for k in range(8)] + [cur[hi][2 * k + 1] for k in range(8)]
            steps.append(("pckev.b", de, hi, lo))
            steps.append(("pckod.b", do, hi, lo))
            evens.append(de)
            odds.append(do)
            cur[de], cur[do] = ev, od
        # pair like with like in block order, so that lane i ends up holding block i
        names = evens + odds
    where = {}
    for r in names:
        poss = {p for _, p in cur[r]}
        blocks = [blk for blk, _ in cur[r]]
        assert len(poss) == 1 and blocks == list(range(16)), "transpose network is wrong"
        where[poss.pop()] = r
    return steps, where


def lower_orders(cipher):
    """Per byte order: which byte position of a block holds byte j of a and of b, and the
    transposition (load: blocks -> slices; store: the inverse with ilvr.b/ilvl.b)."""
    steps, where = _transpose_network()
    out = []
    # The cipher's orders, plus the host's (a, b) word pairs: the word-form entries (counters,
    # chained streams) go through memory as uint32_t[16][2] (a first on little-endian hosts).
    orders = [(o.name, o.a, o.b) for o in cipher.orders.values()]
    orders += [("words_le", ("le", 0), ("le", 4)), ("words_be", ("be", 4), ("be", 0))]
    for name, oa, ob in orders:
        def pos(half, j):
            endian, off = half
            return off + j if endian == "le" else off + 3 - j
        slots = [pos(oa, j) for j in range(4)] + [pos(ob, j) for j in range(4)]
        # load: transpose, then store register where[slots[k]] to st + 16k
        load = [f"{op} {_w(d)}, {_w(s)}, {_w(t)}" for op, d, s, t in steps]
        load_st = [(where[p], 16 * k) for k, p in enumerate(slots)]
        # store: the exact inverse, last step first: wt = ilvr(od, ev), ws = ilvl(od, ev)
        store = []
        pairs = [(steps[i], steps[i + 1]) for i in range(0, len(steps), 2)]
        for (op_e, de, hi, lo), (op_o, do, _, _) in reversed(pairs):
            store.append(f"ilvr.b {_w(lo)}, {_w(do)}, {_w(de)}")
            store.append(f"ilvl.b {_w(hi)}, {_w(do)}, {_w(de)}")
        out.append(dict(name=name, load=load, load_st=load_st, store=store,
                        cipher=name in cipher.orders))
    return out


def lower(model):
    extra = _shared.lower_compress(model.hash)
    consts = {name: [[int.from_bytes(c[8 * w:8 * w + 8], "little") for w in range(8)] for c in cs]
              for name, cs in model.hash.consts.items()}
    return dict(msa_schedules=lower_schedules(model.cipher),
                msa_orders=lower_orders(model.cipher), lanes=LANES, consts=consts, **extra)
