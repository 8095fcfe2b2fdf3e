"""The typed IR and the lowering from the syntax tree to it.

Lowering inlines every function call, unrolls `for` loops and resolves `swap` by renaming, so the
IR of a round or of a compression function is straight-line SSA code over a few operations:

    add32 a b      u32 + u32 mod 2^32              xor a b        bitwise, u32 or v512
    rotl a         rotate u32 left by attr         subst4 a       the 4-bit S-box set on each nibble
    subst8 a       byte table attr on each byte    permute a      byte permutation attr
    linear a       GF(2) 64x64 matrix attr on each 64-bit word
    const          a v512 constant (attr = (name, index))
    gflinear a     linear map over GF(2^8) on the bytes of a v128 (attr: the map's name)
    literal        a constant value (attr: the int), e.g. vec128(i), or one folded by the generator

A hash's iteration (`Iteration`) is not inlined: its statements update the values it carries in
place, one operation each, in order (so not SSA): `call` (the compression function, attr: its
name, kept whole in HashIR.funcs), `add` (integer addition modulo 2^bits of the first argument's
type; the second may be the block's bit count, a u32) and `xor`.

Loads and stores sit at the edges of that code: each byte order (`Order`) gives the 32-bit load
(endianness, offset) of the halves a and b and of every round key; a block is stored back the
way it was loaded. Backends emit them around the rounds.

Both the reference interpreter (interp.py) and every backend's emitter consume this IR.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from . import dsl, gf
from .errors import InputError

TYPES = dsl.VALUE_TYPES
VEC_BYTES = {"v128": 16, "v512": 64}


@dataclass
class Instr:
    op: str
    dst: str
    args: tuple
    attr: object = None

    def __str__(self) -> str:
        a = f" [{self.attr}]" if self.attr is not None else ""
        return f"{self.dst} = {self.op}({', '.join(self.args)}){a}"


@dataclass
class Block:
    """Straight-line SSA code: inputs, instructions, outputs (names of values), value types."""
    inputs: list
    body: list
    outputs: list
    types: dict = field(default_factory=dict)

    def __str__(self) -> str:
        lines = [f"in {', '.join(self.inputs)}"] + [f"  {i}" for i in self.body]
        return "\n".join(lines + [f"out {', '.join(self.outputs)}"])


@dataclass
class Order:
    """How bytes become the cipher's words: (endian, offset) for a and b, and per round key."""
    name: str
    a: tuple
    b: tuple
    key: list  # [(endian, offset)] for K0..K7


@dataclass
class Schedule:
    name: str
    keys: list
    unswap: bool


@dataclass
class FeistelIR:
    name: str
    sbox_count: int
    sbox_in_bits: int
    sbox_out_bits: int
    key_words: int
    round: Block  # inputs (a, b, k) -> outputs (a', b'), swap already applied
    schedules: dict
    orders: dict


@dataclass
class Variant:
    bits: int
    iv_byte: int
    digest: tuple  # (first byte, last byte) of h


@dataclass
class Iteration:
    """How a hash runs its compression function over a message (section `iterate`).

    The message is cut into blocks of block_bytes from its first byte; what is left, even nothing,
    is followed by the byte pad and zeros and is the last block. Before the first block the values
    in `state` take their initial values ("iv": the variant's initial vector; an int: that number);
    `each` runs per block with the block's value (`block`) and its number of message bits
    (`length`, a u32: 8 * block_bytes but for the last block), then `finish` once. The digest is
    the variant's bytes of `chain`. Both blocks update the state in place, one operation per
    instruction (dst is a state value or a literal), in order; outputs are the state values."""
    state: list        # [(name, init)]: init "iv" or an int
    types: dict        # state value -> type
    chain: str         # the value that starts at the IV and holds the digest
    block: str
    block_bytes: int
    length: str
    pad: int
    compress: str      # the function `call` runs (HashIR.funcs)
    each: Block        # inputs: state values, block, length
    finish: Block      # inputs: state values


@dataclass
class HashIR:
    name: str
    tables: dict     # name -> list of 256 ints
    perms: dict      # name -> list of 64 ints
    matrices: dict   # name -> list of 64 row ints (row i = image of bit 63-i)
    consts: dict     # name -> list of 64-byte little-endian bytes
    compress: Block  # the compression function (chain, x, y) -> chain', fully inlined
    variants: dict
    iteration: Iteration = None
    funcs: dict = field(default_factory=dict)  # name -> Block: what the iteration calls


@dataclass
class GFMatrix:
    """A linear map over GF(2^8) on the bytes of a vector: out[i] = sum_j rows[i][j] * in[j]
    (byte 0 the least significant), products modulo the field polynomial poly."""
    poly: int
    rows: list


@dataclass
class Load:
    """One input of a block cipher's code read from bytes: value `name` = `bits` bits of `src`
    (block or key) at byte `offset`, in `endian` ("be": the first byte the most significant)."""
    name: str
    src: str
    endian: str
    bits: int
    offset: int


@dataclass
class BlockCipherIR:
    """A block cipher given by its encryption function and key schedule (a substitution-
    permutation network): every round key is an output of `keyschedule`, an input of `encrypt`."""
    name: str
    block_bytes: int
    key_bytes: int
    state: str          # the block's value name
    key_inputs: list    # names of the key's parts, the inputs of keyschedule
    round_keys: int
    tables: dict        # name -> 256 ints, derived inverses included ("pi_inv")
    gfmats: dict        # name -> GFMatrix, derived inverses included ("L_inv")
    keyschedule: Block  # key parts -> RK0..RK(n-1); constants folded
    encrypt: Block      # (state, RK0..) -> (state')
    decrypt: Block      # derived from encrypt by the generator
    loads: list         # Load per input (the block's state and the key parts)


OPS = {
    # name: (argument types, result type, takes-attribute kind); "vec": v128 or v512, the
    # result then has the argument's type
    "add32": (("u32", "u32"), "u32", None),
    "rotl": (("u32", "int"), "u32", None),
    "subst4": (("sbox", "u32"), "u32", None),
    "subst8": (("table", "vec"), "vec", None),
    "permute": (("perm", "v512"), "v512", None),
    "linear": (("matrix", "v512"), "v512", None),
    "gflinear": (("gfmatrix", "v128"), "v128", None),
    "vec128": (("int",), "v128", None),
}


class _Lowerer:
    def __init__(self, unit: dsl.Unit):
        self.u = unit
        self.body: list = []
        self.types: dict = {}
        self.n = 0
        self.depth = 0
        rk = [d for d in unit.decls if d.kind == "roundkeys"]
        self.roundkeys = {d.names[0]: d for d in rk}
        self.rk_out = None  # index -> value, while lowering a key schedule

    def round_key(self, e, i, env) -> str:
        d = self.roundkeys[e.name]
        if not 0 <= i < d.count:
            raise self.err(e.loc, f"round key {e.name}[{i}] does not exist ({e.name}[0..{d.count - 1}])")
        name = f"{e.name}{i}"
        if name not in env:
            raise self.err(e.loc, f"{e.name}[{i}] is not known here")
        return env[name]

    def err(self, loc, msg) -> InputError:
        return InputError(f"{loc}: {msg}")

    def fresh(self, hint: str, typ: str) -> str:
        self.n += 1
        name = f"{hint}{self.n}"
        self.types[name] = typ
        return name

    def emit(self, op, args, typ, attr=None, hint="t") -> str:
        dst = self.fresh(hint, typ)
        self.body.append(Instr(op, dst, tuple(args), attr))
        return dst

    # expressions -> value names
    def value(self, e, env) -> str:
        if isinstance(e, dsl.Name):
            if e.name not in env:
                raise self.err(e.loc, f"unknown name {e.name!r}")
            return env[e.name]
        if isinstance(e, dsl.Index) and e.name in self.roundkeys:
            i = self.index_value(e.index, env)
            return self.round_key(e, i, env)
        if isinstance(e, dsl.Index):
            data = self.u.data.get(e.name)
            if data is None or data.kind != "const":
                raise self.err(e.loc, f"{e.name!r} is not a const array")
            i = self.index_value(e.index, env)
            if not 0 <= i < data.count:
                raise self.err(e.loc, f"index {i} is outside {e.name}[0..{data.count - 1}]")
            return self.emit("const", (), "v512", (e.name, i), hint="c")
        if isinstance(e, dsl.Call):
            return self.call(e, env)
        if isinstance(e, dsl.Num):
            raise self.err(e.loc, "a number is only allowed as an operation's count (e.g. rotl)")
        raise self.err(e.loc, "expected a value")

    def index_value(self, e, env) -> int:
        if isinstance(e, dsl.Num):
            return e.value
        if isinstance(e, dsl.Name) and isinstance(env.get(e.name), int):
            return env[e.name]
        if isinstance(e, dsl.BinOp):
            return _arith(e.op, self.index_value(e.left, env), self.index_value(e.right, env))
        found = f", found {e.name!r}" if isinstance(e, dsl.Name) else ""
        raise self.err(e.loc, f"expected a constant number{found}")

    def call(self, e: dsl.Call, env) -> str:
        if e.func == "xor":
            if len(e.args) != 2:
                raise self.err(e.loc, f"xor takes 2 arguments, got {len(e.args)}")
            a, b = (self.value(x, env) for x in e.args)
            if self.types[a] != self.types[b]:
                raise self.err(e.loc, f"xor of {self.types[a]} and {self.types[b]}")
            return self.emit("xor", (a, b), self.types[a])
        if e.func in OPS:
            argt, rest, _ = OPS[e.func]
            if len(e.args) != len(argt):
                raise self.err(e.loc, f"{e.func} takes {len(argt)} arguments, got {len(e.args)}")
            args, attr = [], None
            for want, x in zip(argt, e.args):
                if want == "int":
                    attr = self.index_value(x, env)
                elif want in ("sbox", "table", "perm", "matrix", "gfmatrix"):
                    attr = self.named(x, want)
                else:
                    v = self.value(x, env)
                    ok = self.types[v] in VEC_BYTES if want == "vec" else self.types[v] == want
                    if not ok:
                        raise self.err(x.loc, f"{e.func} expects {want}, got {self.types[v]}")
                    args.append(v)
            if rest == "vec":
                rest = self.types[args[0]]
            if e.func == "rotl" and not 0 < attr < 32:
                raise self.err(e.loc, f"rotl count must be 1..31, got {attr}")
            if e.func == "vec128":
                if not 0 <= attr < 1 << 128:
                    raise self.err(e.loc, f"vec128 of {attr} does not fit 128 bits")
                return self.emit("literal", (), rest, attr, hint="c")
            return self.emit(e.func, args, rest, attr)
        f = self.u.funcs.get(e.func)
        if f is None:
            known = ", ".join(sorted(["xor", *OPS, *self.u.funcs]))
            raise self.err(e.loc, f"unknown operation {e.func!r} (known: {known})")
        if f.result is None:
            raise self.err(e.loc, f"{e.func} returns no value")
        outs = self.inline(f, [self.value(x, env) for x in e.args], e.loc)
        return outs[0]

    def named(self, x, kind) -> str:
        if not isinstance(x, dsl.Name):
            raise self.err(x.loc, f"expected the name of a {kind}")
        n = x.name
        ok = {
            "sbox": any(p.name == n for p in self.u.params),
            "table": n in self.u.data and self.u.data[n].kind == "table",
            "perm": n in self.u.perms,
            "matrix": n in self.u.data and self.u.data[n].kind == "matrix",
            "gfmatrix": n in self.u.data and self.u.data[n].kind == "lfsr",
        }[kind]
        if not ok:
            raise self.err(x.loc, f"{n!r} is not a {kind}")
        return n

    def inline(self, f: dsl.Func, args: list, loc) -> list:
        if len(args) != len(f.params):
            raise self.err(loc, f"{f.name} takes {len(f.params)} arguments, got {len(args)}")
        self.depth += 1
        if self.depth > 32:
            raise self.err(loc, f"{f.name}: calls nest too deep (recursion?)")
        env = dict(getattr(self, "extra", {}))
        for (pname, ptype), a in zip(f.params, args):
            if self.types[a] != ptype:
                raise self.err(loc, f"{f.name}: parameter {pname} is {ptype}, got {self.types[a]}")
            env[pname] = a
        ret = self.stmts(f.body, env, f)
        self.depth -= 1
        if f.result is not None:
            if ret is None:
                raise self.err(f.loc, f"{f.name} must end with 'return'")
            if self.types[ret] != f.result:
                raise self.err(f.loc, f"{f.name} returns {self.types[ret]}, declared {f.result}")
            return [ret]
        return [env[p] for p, _ in f.params]

    def stmts(self, body, env, f):
        for s in body:
            if isinstance(s, dsl.Assign):
                if s.index is not None and s.target in self.roundkeys and self.rk_out is not None:
                    i = self.index_value(s.index, env)
                    d = self.roundkeys[s.target]
                    if not 0 <= i < d.count:
                        raise self.err(s.loc, f"round key {s.target}[{i}] does not exist")
                    if i in self.rk_out:
                        raise self.err(s.loc, f"{s.target}[{i}] is set twice")
                    v = self.value(s.value, env)
                    if self.types[v] != d.type:
                        raise self.err(s.loc, f"{s.target}[{i}] is {d.type}, got {self.types[v]}")
                    self.rk_out[i] = v
                    continue
                if s.index is not None:
                    raise self.err(s.loc, "indexed assignment is only allowed in an order section "
                                          "or to round keys in the key schedule")
                v = self.value(s.value, env)
                if s.target in env and not isinstance(env[s.target], int) \
                        and self.types[env[s.target]] != self.types[v]:
                    raise self.err(s.loc, f"{s.target} changes type")
                env[s.target] = v
            elif isinstance(s, dsl.Swap):
                for n in (s.a, s.b):
                    if n not in env:
                        raise self.err(s.loc, f"unknown name {n!r}")
                env[s.a], env[s.b] = env[s.b], env[s.a]
            elif isinstance(s, dsl.For):
                for i in range(s.lo, s.hi + 1):
                    env[s.var] = i
                    r = self.stmts(s.body, env, f)
                    if r is not None:
                        raise self.err(s.loc, "'return' inside a loop")
                del env[s.var]
            elif isinstance(s, dsl.Return):
                if f.result is None:
                    raise self.err(s.loc, f"{f.name} declares no result")
                return self.value(s.value, env)
        return None

    def block(self, fname: str, loc, extra_inputs=()) -> Block:
        """The function inlined into straight-line code; extra_inputs: (name, type) of values
        the function reads without taking them as parameters (round keys)."""
        f = self.u.funcs.get(fname)
        if f is None:
            raise InputError(f"{self.u.file}:1:1: {self.u.kind} {self.u.name} needs a func {fname!r}")
        self.body, self.types, self.n = [], {}, 0
        inputs = []
        for pname, ptype in list(f.params) + list(extra_inputs):
            self.types[pname] = ptype
            inputs.append(pname)
        self.extra = {n: n for n, _ in extra_inputs}
        outs = self.inline(f, inputs[:len(f.params)], f.loc)
        return Block(inputs, self.body, outs, self.types)


def _arith(op: str, a: int, b: int) -> int:
    if op in ("/", "%") and b == 0:
        raise InputError("division by zero in an index expression")
    if op == "/":
        return a // b
    if op == "%":
        return a % b
    return {"+": a + b, "-": a - b, "*": a * b}[op]


def _load(lw: _Lowerer, e, env, names) -> tuple:
    """`le32(block, 4)` -> ('le', 4)."""
    if not (isinstance(e, dsl.Call) and e.func in ("le32", "be32") and len(e.args) == 2):
        raise lw.err(e.loc, "expected le32(block|key, offset) or be32(block|key, offset)")
    src = e.args[0]
    if not (isinstance(src, dsl.Name) and src.name in names):
        raise lw.err(src.loc, f"expected {' or '.join(names)}")
    return src.name, (e.func[:2], lw.index_value(e.args[1], env))


def lower_cipher(unit: dsl.Unit) -> FeistelIR:
    lw = _Lowerer(unit)
    if len(unit.params) != 1:
        raise InputError(f"{unit.file}:1:1: a cipher needs exactly one 'param sbox'")
    p = unit.params[0]
    if p.count * p.in_bits != 32 or p.in_bits != p.out_bits or p.in_bits != 4:
        raise lw.err(p.loc, "the S-box set must be 8 x 4 -> 4 (it substitutes a 32-bit word)")
    keys = [d for d in unit.decls if d.kind == "key"]
    states = [d for d in unit.decls if d.kind == "state"]
    if len(keys) != 1 or keys[0].type != "u32":
        raise InputError(f"{unit.file}:1:1: a cipher needs one 'key NAME[n] : u32'")
    if len(states) != 1 or states[0].names != ["a", "b"] or states[0].type != "u32":
        raise InputError(f"{unit.file}:1:1: a cipher needs 'state a, b : u32'")
    key = keys[0]
    rnd = lw.block("round", None)
    if rnd.inputs[:2] != states[0].names or len(rnd.inputs) != 3 or len(rnd.outputs) != 3:
        raise lw.err(unit.funcs["round"].loc, "round must take (a, b, k) and return nothing")
    rnd.outputs = rnd.outputs[:2]
    scheds = {}
    for s in unit.schedules.values():
        for k in s.keys:
            if not 0 <= k < key.count:
                raise lw.err(s.loc, f"round key K{k} does not exist (K0..K{key.count - 1})")
        scheds[s.name] = Schedule(s.name, s.keys, s.unswap)
    for need in ("encrypt", "decrypt", "mac"):
        if need not in scheds:
            raise InputError(f"{unit.file}:1:1: missing 'schedule {need}'")
    orders = {}
    for o in unit.orders.values():
        got, keyoffs = {}, [None] * key.count
        for s in o.body:
            if s.index is None:
                if s.target not in states[0].names:
                    raise lw.err(s.loc, f"{s.target!r} is not a state word")
                src, spec = _load(lw, s.value, {}, ("block",))
                got[s.target] = spec
            else:
                if s.target != key.names[0]:
                    raise lw.err(s.loc, f"{s.target!r} is not the key")
                if not isinstance(s.index, dsl.Name):
                    raise lw.err(s.loc, "expected K[i] with an index variable")
                for i in range(key.count):
                    keyoffs[i] = _load(lw, s.value, {s.index.name: i}, ("key",))[1]
        missing = [n for n in states[0].names if n not in got]
        if missing or None in keyoffs:
            raise lw.err(o.loc, f"order {o.name} must give a, b and K[i]")
        for n in states[0].names:
            if got[n][1] not in (0, 4):
                raise lw.err(o.loc, f"order {o.name}: {n} must be at offset 0 or 4")
        if got["a"][1] == got["b"][1]:
            raise lw.err(o.loc, f"order {o.name}: a and b overlap")
        orders[o.name] = Order(o.name, got["a"], got["b"], keyoffs)
    return FeistelIR(unit.name, p.count, p.in_bits, p.out_bits, key.count, rnd, scheds, orders)


def lower_hash(unit: dsl.Unit) -> HashIR:
    lw = _Lowerer(unit)
    tables, mats, consts, perms = {}, {}, {}, {}
    for d in unit.data.values():
        if d.kind == "table":
            if d.count != 256 or d.type != "u8":
                raise lw.err(d.loc, "a table must be u8[256]")
            tables[d.name] = list(d.values)
        elif d.kind == "matrix":
            if d.type != "64x64":
                raise lw.err(d.loc, "a matrix must be 64 x 64")
            mats[d.name] = list(d.values)
        else:
            # printed most significant byte first; stored little-endian
            consts[d.name] = [v.to_bytes(64, "little") for v in d.values]
    for p in unit.perms.values():
        perm = [lw.index_value(p.expr, {p.var: i}) for i in range(64)]
        if sorted(perm) != list(range(64)):
            raise lw.err(p.loc, f"perm {p.name} is not a permutation of 0..63")
        perms[p.name] = perm
    for f in unit.funcs.values():  # each function checked on its own, in the file's order
        lw.block(f.name, None)
    it = lower_iteration(unit)
    g = lw.block(it.compress, None)
    nbytes = VEC_BYTES[it.types[it.chain]]
    variants = {}
    for v in unit.variants.values():
        if not v.name.isdigit() or int(v.name) % 8 or int(v.name) == 0 \
                or (v.digest_hi - v.digest_lo + 1) * 8 != int(v.name) \
                or not 0 <= v.digest_lo <= v.digest_hi < nbytes:
            raise lw.err(v.loc, f"variant {v.name}: its name is its digest's bits, which must be "
                                f"bytes {v.digest_lo}..{v.digest_hi} of {it.chain}")
        bits = int(v.name)
        variants[bits] = Variant(bits, v.iv_byte, (v.digest_lo, v.digest_hi))
    if not variants and any(init == "iv" for _, init in it.state):
        raise InputError(f"{unit.file}:1:1: hash {unit.name} starts at a variant's IV but has no variant")
    return HashIR(unit.name, tables, perms, mats, consts, g, variants, it, {it.compress: g})


ITERATION_OPS = ("add", "xor")  # besides the call of the compression function


def lower_iteration(unit: dsl.Unit) -> Iteration:
    """The section `iterate` as an Iteration (see there); the compression function is the one
    function its statements call."""
    it = unit.iterate
    if it is None:
        raise InputError(f"{unit.file}:1:1: hash {unit.name} needs an 'iterate' section "
                         "(how its compression function runs over a message)")

    def err(loc, msg):
        return InputError(f"{loc}: {msg}")

    declared = {n: d.type for d in unit.decls if d.kind == "state" for n in d.names}
    state, types, chain = [], {}, None
    for name, loc, e in it.init:
        if name not in declared:
            raise err(loc, f"{name!r} is not a declared state value")
        if name in types:
            raise err(loc, f"{name!r} is given twice")
        typ = types[name] = declared[name]
        if isinstance(e, dsl.Name):
            if chain is not None:
                raise err(e.loc, f"only one value starts at the IV ({chain} does)")
            if typ not in VEC_BYTES:
                raise err(e.loc, f"the IV is a vector; {name} is {typ}")
            chain = name
            state.append((name, "iv"))
        else:
            if not 0 <= e.value < 1 << _bits(typ):
                raise err(e.loc, f"{e.value} does not fit {name} ({typ})")
            state.append((name, e.value))
    if chain is None:
        raise err(it.loc, "one value must start at the variant's IV (NAME = iv): the digest is "
                          "read from it")
    if it.block_type not in VEC_BYTES:
        raise err(it.each_loc, f"the message block must be a vector ({', '.join(VEC_BYTES)})")
    for n in (it.block, it.length):
        if n in types or it.block == it.length:
            raise err(it.each_loc, f"{n!r} names two things")
    called, lits = [], [0]
    each = _iteration_block(unit, it.each, types, chain, called, lits,
                            {it.block: it.block_type, it.length: "u32"})
    finish = _iteration_block(unit, it.finish, types, chain, called, lits, {})
    if sum(1 for i in each.body if i.op == "call") != 1:
        raise err(it.each_loc, "each block must be compressed exactly once (one call of the "
                               "compression function in 'each')")
    return Iteration(state, types, chain, it.block, VEC_BYTES[it.block_type], it.length, it.pad,
                     called[0], each, finish)


def _bits(typ: str) -> int:
    return 8 * VEC_BYTES[typ] if typ in VEC_BYTES else 32


def _iteration_block(unit, stmts, types, chain, called, lits, extra) -> Block:
    """Statements `X = op(A, B...)`, in place, one operation each, over the state values, the
    block and its length (extra); numbers become literals of the type they stand for, named
    lit#1, lit#2, ... across the iteration (lits[0] counts them)."""
    env_types = dict(types, **extra)
    body, btypes = [], dict(env_types)

    def err(at, msg):
        return InputError(f"{at}: {msg}")

    def arg(x, want):
        if isinstance(x, dsl.Num):
            if want not in VEC_BYTES and want != "u32":
                raise err(x.loc, "a number here has no type")
            if not 0 <= x.value < 1 << _bits(want):
                raise err(x.loc, f"{x.value} does not fit {want}")
            lits[0] += 1
            name = f"lit#{lits[0]}"  # no name of the description can look like this
            btypes[name] = want
            body.append(Instr("literal", name, (), x.value))
            return name
        if not isinstance(x, dsl.Name):
            raise err(x.loc, "one operation per statement: its arguments are names or numbers")
        if x.name not in env_types:
            raise err(x.loc, f"unknown name {x.name!r}")
        if want is not None and env_types[x.name] != want:
            raise err(x.loc, f"expected {want}, got {x.name} ({env_types[x.name]})")
        return x.name

    for s in stmts:
        if not isinstance(s, dsl.Assign) or s.index is not None:
            raise err(s.loc, "an iteration holds assignments NAME = operation(arguments)")
        if s.target not in types:
            raise err(s.loc, f"{s.target!r} is not a value the iteration carries")
        e, typ = s.value, types[s.target]
        if not isinstance(e, dsl.Call):
            raise err(e.loc, f"expected an operation ({', '.join(ITERATION_OPS)} or a function)")
        if e.func in ITERATION_OPS:
            if len(e.args) != 2:
                raise err(e.loc, f"{e.func} takes 2 arguments, got {len(e.args)}")
            a = [x.name if isinstance(x, dsl.Name) else None for x in e.args]
            if s.target not in a:
                raise err(e.loc, f"the iteration updates values in place: write {s.target} = "
                                 f"{e.func}({s.target}, ...)")
            other = e.args[1] if a[0] == s.target else e.args[0]
            want = None if e.func == "add" and isinstance(other, dsl.Name) else typ
            o = arg(other, want)
            ot = btypes[o]
            if ot != typ and not (e.func == "add" and ot == "u32"):
                raise err(other.loc, f"{e.func} of {typ} and {ot}")
            body.append(Instr(e.func, s.target, (s.target, o)))
            continue
        f = unit.funcs.get(e.func)
        if f is None:
            raise err(e.loc, f"unknown operation {e.func!r} (an iteration has "
                             f"{', '.join(ITERATION_OPS)} and the description's functions)")
        if called and called[0] != f.name:
            raise err(e.loc, f"the iteration calls one compression function ({called[0]}), "
                             f"not also {f.name}")
        if f.result != typ or s.target != chain or len(e.args) != len(f.params) \
                or not isinstance(e.args[0], dsl.Name) or e.args[0].name != chain:
            raise err(e.loc, f"the compression function updates the chaining value in place: "
                             f"write {chain} = {f.name}({chain}, ...) with {len(f.params)} "
                             f"arguments, returning {typ}")
        args = tuple(arg(x, t) for x, (_, t) in zip(e.args, f.params))
        if not called:
            called.append(f.name)
        body.append(Instr("call", s.target, args, f.name))
    return Block(list(types) + list(extra), body, list(types), btypes)


def _load_spec(lw: _Lowerer, e, names) -> tuple:
    """`be128(block, 0)` -> ('block', 'be', 128, 0)."""
    import re
    m = re.fullmatch(r"(be|le)(32|128|256|512)", e.func) if isinstance(e, dsl.Call) else None
    if m is None or len(e.args) != 2:
        raise lw.err(e.loc, "expected a load such as be128(block, 0) or le32(key, 4)")
    src = e.args[0]
    if not (isinstance(src, dsl.Name) and src.name in names):
        raise lw.err(src.loc, f"expected {' or '.join(names)}")
    return src.name, m.group(1), int(m.group(2)), lw.index_value(e.args[1], {})


def fold_literals(block: Block, data) -> Block:
    """Evaluates every instruction whose arguments are all literals (key-schedule constants such
    as C_i = L(vec128(i))): the generator computes them, the description never types them in."""
    from .interp import Machine
    m = Machine(data)
    lits, body = {}, []
    for ins in block.body:
        if ins.op == "literal":
            lits[ins.dst] = ins.attr
        elif ins.args and all(a in lits for a in ins.args) and ins.op != "const":
            (v,) = m.run(Block(list(ins.args), [ins], [ins.dst], block.types),
                         [lits[a] for a in ins.args])
            lits[ins.dst] = v
            ins = Instr("literal", ins.dst, (), v)
        body.append(ins)
    live = set(block.outputs)
    for ins in reversed(body):  # drop literals no longer used
        if ins.dst in live:
            live.update(ins.args)
    return Block(block.inputs, [i for i in body if i.dst in live], block.outputs, block.types)


def invert(block: Block, data, state: str) -> Block:
    """The inverse of a block whose state value flows through a chain of invertible steps (xor
    with a value not depending on the state, a bijective table, an invertible GF(2^8) map), as
    straight-line code: key-only values are computed first, then the chain is walked backwards
    with each step's inverse (tables and maps get inverses named NAME_inv in data)."""
    depends = {state}
    chain, keyonly = [], []
    for ins in block.body:
        dep = [a for a in ins.args if a in depends]
        if not dep:
            keyonly.append(ins)
            continue
        if len(dep) != 1 or ins.op not in ("xor", "subst8", "gflinear"):
            raise InputError(f"{ins}: cannot invert (only xor with a key value, subst8 and "
                             "gflinear are invertible steps)")
        depends.add(ins.dst)
        chain.append(ins)
    if not chain or block.outputs != [chain[-1].dst]:
        raise InputError("the state must flow from the input to the output through every step")
    types = dict(block.types)
    body = list(keyonly)
    cur, n = state, 0
    for ins in reversed(chain):
        n += 1
        dst = f"d{n}"
        types[dst] = types[ins.dst]
        if ins.op == "xor":
            other = ins.args[0] if ins.args[1] in depends else ins.args[1]
            body.append(Instr("xor", dst, (other, cur)))
        elif ins.op == "subst8":
            body.append(Instr("subst8", dst, (cur,), data.inverse_table(ins.attr)))
        else:
            body.append(Instr("gflinear", dst, (cur,), data.inverse_gfmatrix(ins.attr)))
        cur = dst
    return Block(block.inputs, body, [cur], types)


class _CipherData:
    """The tables and GF(2^8) maps of a block cipher, with inverses derived on demand."""

    def __init__(self, tables, gfmats):
        self.tables, self.gfmats = tables, gfmats
        self.perms, self.matrices, self.consts = {}, {}, {}

    def inverse_table(self, name: str) -> str:
        inv = name + "_inv"
        if inv not in self.tables:
            t = self.tables[name]
            if sorted(t) != list(range(256)):
                raise InputError(f"table {name} is not a bijection: it has no inverse")
            r = [0] * 256
            for i, v in enumerate(t):
                r[v] = i
            self.tables[inv] = r
        return inv

    def inverse_gfmatrix(self, name: str) -> str:
        inv = name + "_inv"
        if inv not in self.gfmats:
            g = self.gfmats[name]
            try:
                self.gfmats[inv] = GFMatrix(g.poly, gf.invert_matrix(g.rows, g.poly))
            except ValueError:
                raise InputError(f"lfsr {name} is not invertible") from None
        return inv


def lower_block_cipher(unit: dsl.Unit) -> BlockCipherIR:
    """A cipher with `roundkeys`: encrypt(state) reads the round keys, keyschedule(key parts)
    sets them; decryption is derived."""
    lw = _Lowerer(unit)
    where = f"{unit.file}:1:1"
    (rk,) = lw.roundkeys.values()
    states = [d for d in unit.decls if d.kind == "state"]
    keys = [d for d in unit.decls if d.kind == "key"]
    if len(states) != 1 or len(states[0].names) != 1 or states[0].type not in VEC_BYTES:
        raise InputError(f"{where}: a block cipher with round keys needs one 'state NAME : v128'")
    if len(keys) != 1:
        raise InputError(f"{where}: a block cipher needs one 'key NAME, ... : TYPE'")
    state, stype = states[0].names[0], states[0].type
    tables, gfmats = {}, {}
    for d in unit.data.values():
        if d.kind == "table":
            if d.count != 256 or d.type != "u8":
                raise lw.err(d.loc, "a table must be u8[256]")
            tables[d.name] = list(d.values)
        elif d.kind == "lfsr":
            gfmats[d.name] = GFMatrix(d.poly, gf.lfsr_matrix(list(d.values), d.steps, d.poly))
        else:
            raise lw.err(d.loc, f"a block cipher with round keys takes tables and lfsr maps, not {d.kind}")
    data = _CipherData(tables, gfmats)
    rk_inputs = [(f"{rk.names[0]}{i}", rk.type) for i in range(rk.count)]
    enc = lw.block("encrypt", None, rk_inputs)
    if enc.inputs[0] != state or len(enc.inputs) != 1 + rk.count or len(enc.outputs) != 1:
        raise lw.err(unit.funcs["encrypt"].loc, f"encrypt must take ({state}: {stype}) and return it")
    lw.rk_out = {}
    ks = lw.block("keyschedule", None)
    missing = [i for i in range(rk.count) if i not in lw.rk_out]
    if missing:
        raise lw.err(unit.funcs["keyschedule"].loc,
                     f"keyschedule leaves {rk.names[0]}[{missing[0]}] unset")
    if len(ks.inputs) != len(keys[0].names) or any(ks.types[i] != keys[0].type for i in ks.inputs):
        raise lw.err(unit.funcs["keyschedule"].loc, "keyschedule must take the key parts "
                     f"({', '.join(keys[0].names)}: {keys[0].type}) in order")
    ks.outputs = [lw.rk_out[i] for i in range(rk.count)]
    ks = fold_literals(ks, data)
    dec = invert(enc, data, state)
    if len(unit.orders) != 1:
        raise InputError(f"{where}: a block cipher with round keys needs exactly one order section")
    (o,) = unit.orders.values()
    loads, widths = [], {state: VEC_BYTES[stype] * 8}
    widths.update({n: VEC_BYTES.get(keys[0].type, 4) * 8 for n in keys[0].names})
    for st in o.body:
        if st.index is not None or st.target not in widths:
            raise lw.err(st.loc, f"{st.target!r} is neither the state nor a key part")
        src, endian, bits, off = _load_spec(lw, st.value, ("block", "key"))
        if bits != widths[st.target]:
            raise lw.err(st.loc, f"{st.target} has {widths[st.target]} bits, the load {bits}")
        loads.append(Load(st.target, src, endian, bits, off))
    if sorted(ld.name for ld in loads) != sorted(widths):
        raise lw.err(o.loc, f"order {o.name} must load {', '.join(widths)}")
    key_bytes = sum(ld.bits for ld in loads if ld.src == "key") // 8
    return BlockCipherIR(unit.name, VEC_BYTES[stype], key_bytes, state, list(keys[0].names),
                         rk.count, data.tables, data.gfmats, ks, enc, dec, loads)


def load_all(folder) -> list:
    """Every description in folder (*.gg, by file name): [(path, its IR)]."""
    from pathlib import Path
    return [(f, load(f)) for f in sorted(Path(folder).glob("*.gg"))]


def load(path) -> object:
    unit = dsl.parse_file(path)
    if unit.kind == "cipher" and any(d.kind == "roundkeys" for d in unit.decls):
        return lower_block_cipher(unit)
    return lower_cipher(unit) if unit.kind == "cipher" else lower_hash(unit)
