"""The typed IR and the lowering from the syntax tree to it.

Lowering inlines every function call, unrolls `for` loops and resolves `swap` by renaming, so the
IR of a round or of a compression function is straight-line SSA code over a few operations:

    add32 a b      u32 + u32 mod 2^32              xor a b        bitwise, u32 or v512
    rotl a         rotate u32 left by attr         subst4 a       the 4-bit S-box set on each nibble
    subst8 a       byte table attr on each byte    permute a      byte permutation attr
    linear a       GF(2) 64x64 matrix attr on each 64-bit word
    const          a v512 constant (attr = (name, index))

Loads and stores sit at the edges of that code: each byte order (`Order`) gives the 32-bit load
(endianness, offset) of the halves a and b and of every round key; a block is stored back the
way it was loaded. Backends emit them around the rounds.

Both the reference interpreter (interp.py) and every backend's emitter consume this IR.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from . import dsl
from .errors import InputError

TYPES = ("u32", "v512")


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
class HashIR:
    name: str
    tables: dict     # name -> list of 256 ints
    perms: dict      # name -> list of 64 ints
    matrices: dict   # name -> list of 64 row ints (row i = image of bit 63-i)
    consts: dict     # name -> list of 64-byte little-endian bytes
    lps: Block       # the function LPS (x) -> y, kept whole for backends that fuse it
    compress: Block  # g(h, N, m) -> h', fully inlined
    variants: dict


OPS = {
    # name: (argument types, result type, takes-attribute kind)
    "add32": (("u32", "u32"), "u32", None),
    "rotl": (("u32", "int"), "u32", None),
    "subst4": (("sbox", "u32"), "u32", None),
    "subst8": (("table", "v512"), "v512", None),
    "permute": (("perm", "v512"), "v512", None),
    "linear": (("matrix", "v512"), "v512", None),
}


class _Lowerer:
    def __init__(self, unit: dsl.Unit):
        self.u = unit
        self.body: list = []
        self.types: dict = {}
        self.n = 0
        self.depth = 0

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
                elif want in ("sbox", "table", "perm", "matrix"):
                    attr = self.named(x, want)
                else:
                    v = self.value(x, env)
                    if self.types[v] != want:
                        raise self.err(x.loc, f"{e.func} expects {want}, got {self.types[v]}")
                    args.append(v)
            if e.func == "rotl" and not 0 < attr < 32:
                raise self.err(e.loc, f"rotl count must be 1..31, got {attr}")
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
        env = {}
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
                if s.index is not None:
                    raise self.err(s.loc, "indexed assignment is only allowed in an order section")
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

    def block(self, fname: str, loc) -> Block:
        f = self.u.funcs.get(fname)
        if f is None:
            raise InputError(f"{self.u.file}:1:1: {self.u.kind} {self.u.name} needs a func {fname!r}")
        self.body, self.types, self.n = [], {}, 0
        inputs = []
        for pname, ptype in f.params:
            self.types[pname] = ptype
            inputs.append(pname)
        outs = self.inline(f, list(inputs), f.loc)
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
    lps = lw.block("LPS", None)
    g = lw.block("g", None)
    if g.inputs != ["h", "N", "m"]:
        raise lw.err(unit.funcs["g"].loc, "g must take (h, N, m)")
    variants = {}
    for v in unit.variants.values():
        bits = int(v.name)
        if bits not in (256, 512) or (v.digest_hi - v.digest_lo + 1) * 8 != bits \
                or not 0 <= v.digest_lo <= v.digest_hi < 64:
            raise lw.err(v.loc, f"variant {v.name}: digest bytes must be {v.name} bits of h")
        variants[bits] = Variant(bits, v.iv_byte, (v.digest_lo, v.digest_hi))
    return HashIR(unit.name, tables, perms, mats, consts, lps, g, variants)


def load(path) -> object:
    unit = dsl.parse_file(path)
    return lower_cipher(unit) if unit.kind == "cipher" else lower_hash(unit)
