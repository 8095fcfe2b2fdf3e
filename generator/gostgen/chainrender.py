"""Renders the chain steps of modes.py into a kernel's own spelling (templates/_shared/chain.j2).

A kernel that runs the chain steps itself (gg_backend.magma_lanes_chain, the runtime's generic
chain) does not write them: its template gives its spelling of the steps' vocabulary (ChainOps:
how it names p, r, x, y and the output o, how it writes an assignment, an xor and each register
operation) and renders the switches on the chain step from the description with the macros of
templates/_shared/chain.j2. A step is rendered in phases, so that the cipher call can sit between
them or a scalar pass can do part of the work:
  "update"  the register's update before the cipher (pre);
  "input"   the cipher's input x;
  "pre"     update, then input;
  "post"    the output o and the register's update after the cipher, ordered so that neither
            overwrites what the other still reads (a spelling where o is y, in place, is fine);
  "feedback" the register's update alone (a block whose output was made piecewise);
  "step"    pre, the cipher (chain_ops' cipher statement), post: one block's whole step.
A kernel names the chain steps it specialises (a backend module's CHAINS); a step that its
spelling cannot write (a register operation it does not spell) or that the description does not
have fails generation, as does a switch that would name a step twice.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from . import modes
from .errors import InputError


class GenerationError(InputError):
    """The generator cannot render what a template or backend asks for (one line, as InputError)."""


_TOKEN = re.compile(r"\{(\w+)(?:\.(\w+))?\}")


def _subst(text: str, values: dict, where: str) -> str:
    """Replaces {name} and {name.part} where name is a key of values; other braces stay (C)."""
    def one(m):
        key, part = m.group(1), m.group(2)
        if key not in values:
            return m.group(0)
        v = values[key]
        if part is None:
            if isinstance(v, dict):
                if len(v) != 1:
                    raise GenerationError(f"{where}: {{{key}}} has parts {', '.join(v)}: "
                                          f"write {{{key}.PART}}")
                return next(iter(v.values()))
            return str(v)
        if not isinstance(v, dict) or part not in v:
            raise GenerationError(f"{where}: no {{{key}.{part}}}")
        return v[part]
    return _TOKEN.sub(one, text)


@dataclass
class ChainOps:
    """One kernel's spelling of the chain steps' vocabulary.

    parts   the parts a block value is held in (("a", "b"): the word form's halves; ("",): one);
            an assignment and an xor apply part by part.
    names   p, r, x, y, o -> spelling: a string where {h} stands for the part, or {part: spelling}.
            o may be spelled as y (the output overwrites the cipher's output in place).
    assign  the statement part {0} = expression {1};
    xor     the expression {0} ^ {1}, or None when the kernel writes xors as statements:
    xor_to  the statement part {0} = {1} ^ {2} (used when xor is None).
    ops     register operation (modes.REGISTER_OPS) -> statement lines updating r in place, with
            {r} / {r.PART} for the register's spelling and {C1}, {C2} for modes.CNT_C1/C2.
    value   how a chain step is written as a value, with {name} and {index} (C: GG_CHAIN_{name}).
    enum    1: the switch is on a C enum and names every step (-Werror=switch); the steps the
            kernel does not specialise then share one case that the runtime never takes
            (gg_backend.magma_chains tells it which steps a kernel has).
    cipher  the statement y = E(x) (phase "step" only: the whole step, the cipher between).
    """
    names: dict
    parts: tuple = ("",)
    assign: str = "{0} = {1};"
    xor: str | None = None
    xor_to: str | None = None
    ops: dict | None = None
    value: str = "GG_CHAIN_{name}"
    enum: bool = True
    cipher: str | None = None
    where: str = "templates"

    def __post_init__(self):
        self.parts = tuple(self.parts)
        self.ops = dict(self.ops or {})
        for n in self.names:
            if n not in ("p", "r", "x", "y", "o"):
                raise GenerationError(f"{self.where}: chain_ops names {n!r}, not one of p r x y o")
        if (self.xor is None) == (self.xor_to is None):
            raise GenerationError(f"{self.where}: chain_ops needs exactly one of xor, xor_to")
        for op in self.ops:
            if op not in modes.REGISTER_OPS:
                raise GenerationError(f"{self.where}: chain_ops spells {op}, which modes.py does "
                                      f"not have ({', '.join(modes.REGISTER_OPS)})")

    def spell(self, name: str, part: str) -> str:
        if name not in self.names:
            raise GenerationError(f"{self.where}: chain_ops has no spelling of {name}")
        s = self.names[name]
        if isinstance(s, dict):
            if part not in s:
                raise GenerationError(
                    f"{self.where}: chain_ops spells {name} without part {part!r}")
            return s[part]
        return _subst(s, {"h": part}, self.where)

    def label(self, chain: str) -> str:
        """The step as a value (GG_CHAIN_OFB, or 3 /* OFB */ where the value does not name it)."""
        v = _subst(self.value, {"name": chain, "index": modes.chain_index(chain)}, self.where)
        return v if chain in v else f"{v} /* {chain} */"

    def case(self, chain: str) -> str:
        v = _subst(self.value, {"name": chain, "index": modes.chain_index(chain)}, self.where)
        return f"case {v}:" if chain in v else f"case {v}: /* {chain} */"

    # ---- statements ----

    def _expr(self, e: modes.Expr, part: str) -> str:
        if e.kind == "name":
            return self.spell(e.args[0], part)
        operands = {"0": self.spell(e.args[0], part), "1": self.spell(e.args[1], part)}
        return _subst(self.xor, operands, self.where)

    def set(self, dst: str, e: modes.Expr, chain: str) -> list:
        """dst = e, part by part (nothing where dst already is e)."""
        if e.kind == "op":
            return self.register_op(e.args[0], chain) if dst == "r" else self._bad(dst, e, chain)
        lines = []
        for h in self.parts:
            d = self.spell(dst, h)
            if e.kind == "name" and self.spell(e.args[0], h) == d:
                continue
            if e.kind == "xor" and self.xor is None:
                lines.append(_subst(self.xor_to, {"0": d, "1": self.spell(e.args[0], h),
                                                  "2": self.spell(e.args[1], h)}, self.where))
            else:
                lines.append(_subst(self.assign, {"0": d, "1": self._expr(e, h)}, self.where))
        return lines

    def _bad(self, dst, e, chain):
        raise GenerationError(
            f"{self.where}: chain step {chain}: {dst} = {e} is not a register update")

    def register_op(self, op: str, chain: str) -> list:
        if op not in self.ops:
            raise GenerationError(
                f"{self.where}: chain step {chain} needs the register operation {op}, which this "
                f"kernel's chain_ops does not spell (spelled: {', '.join(self.ops) or 'none'}); "
                f"spell it or leave {chain} out of the backend's CHAINS")
        r = {h: self.spell("r", h) for h in self.parts}
        vals = {"r": r, "C1": "0x%08x" % modes.CNT_C1, "C2": "0x%08x" % modes.CNT_C2}
        lines = self.ops[op]
        lines = [lines] if isinstance(lines, str) else lines
        return [_subst(line, vals, self.where) for line in lines]

    def phase(self, chain: modes.Chain, phase: str) -> list:
        if phase == "update":
            return self.set("r", chain.pre, chain.name) if chain.pre else []
        if phase == "input":
            return self.set("x", chain.x, chain.name)
        if phase == "pre":
            return self.phase(chain, "update") + self.phase(chain, "input")
        if phase == "post":
            return self._post(chain)
        if phase == "feedback":
            return self.set("r", chain.post, chain.name) if chain.post else []
        if phase == "step":
            if self.cipher is None:
                raise GenerationError(f"{self.where}: the phase step needs chain_ops(cipher=...)")
            return self.phase(chain, "pre") + [self.cipher] + self._post(chain)
        raise GenerationError(f"{self.where}: no chain phase {phase!r} (update, input, pre, post, "
                              f"feedback, step)")

    def _post(self, chain: modes.Chain) -> list:
        out, post = chain.out, chain.post
        if out is None or post is None:
            return (self.set("o", out, chain.name) if out else []) + (
                self.set("r", post, chain.name) if post else [])
        if out == post:  # the register takes the output: compute it once
            src = out if out.kind == "name" else modes.Expr("name", ("o",))
            return self.set("o", out, chain.name) + self.set("r", src, chain.name)
        h = self.parts[0]
        reads = lambda e: {self.spell(n, h) for n in e.names()}  # noqa: E731
        out_first = self.spell("r", h) in reads(out)   # post would overwrite what out reads
        post_first = self.spell("o", h) in reads(post)  # out would overwrite what post reads
        if out_first and post_first:
            raise GenerationError(f"{self.where}: chain step {chain.name}: o = {out} and "
                                  f"r = {post} overwrite each other's input in this spelling")
        a, b = self.set("o", out, chain.name), self.set("r", post, chain.name)
        return b + a if post_first else a + b


def _chains(chains, where: str) -> list:
    names = list(modes.CHAIN_NAMES if chains is None else chains)
    for n in names:
        if n not in modes.CHAIN_BY_NAME:
            raise GenerationError(f"{where}: no chain step {n} in generator/gostgen/modes.py "
                                  f"({', '.join(modes.CHAIN_NAMES)})")
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise GenerationError(f"{where}: chain step {', '.join(twice)} named twice")
    return [modes.CHAIN_BY_NAME[n] for n in modes.CHAIN_NAMES if n in names]


def _uses(chain: modes.Chain, phase: str) -> set:
    """The names (p, r) a phase of a step reads or writes."""
    exprs = {"update": [chain.pre], "input": [chain.x], "pre": [chain.pre, chain.x],
             "post": [chain.out, chain.post], "feedback": [chain.post],
             "step": [chain.pre, chain.x, chain.out, chain.post]}[phase]
    used = set().union(*(e.names() for e in exprs if e is not None))
    if ((phase in ("update", "pre", "step") and chain.pre)
            or (phase in ("post", "feedback", "step") and chain.post)):
        used.add("r")
    return used & {"p", "r"}


def cases(ops: ChainOps, phase: str, chains=None, each=None, fetch=None) -> list:
    """[(labels, lines)] of a switch on the chain step for one phase: the steps in chains (default
    all), steps with the same statements sharing a case; with ops.enum, one more case for the
    steps the kernel does not specialise (labels, None).
    each: a loop header ("for (...) {"): every case body runs in its own loop, so that the switch
    is taken once, not per block; fetch: {name: statement} run first in the loop where the phase
    uses p or r (e.g. where a block's register or a copy of its input is found)."""
    steps = _chains(chains, ops.where)
    fetch = dict(fetch or {})
    for name in fetch:
        if name not in ("p", "r"):
            raise GenerationError(f"{ops.where}: fetch names {name!r}, not p or r")
    groups = []
    for c in steps:
        lines = ops.phase(c, phase)
        if each and lines:
            first = [fetch[n] for n in ("p", "r") if n in fetch and n in _uses(c, phase)]
            lines = [each] + ["    " + ln for ln in first + lines] + ["}"]
        for g in groups:
            if g[1] == lines:
                g[0].append(ops.case(c.name))
                break
        else:
            groups.append(([ops.case(c.name)], lines))
    rest = [n for n in modes.CHAIN_NAMES if n not in {c.name for c in steps}]
    if ops.enum and rest:
        groups.append(([ops.case(n) for n in rest], None))
    return groups


PREDICATES = {
    "pre": lambda c: c.pre is not None,          # updates its register before the cipher
    "out": lambda c: c.out is not None,          # writes output
    "feedback": lambda c: c.post is not None,    # updates its register after the cipher
    "feeds_p": lambda c: c.post is not None and c.post == modes.Expr("name", ("p",)),  # = p
    "keystream": lambda c: c.out is not None and c.out.kind == "xor"
                           and set(c.out.args) == {"p", "y"},  # out = p ^ y: cut anywhere
    "register": lambda c: bool({"r"} & (c.x.names() | (c.out.names() if c.out else set())
                                        | (c.post.names() if c.post else set()))
                                or c.pre is not None or c.post is not None),
    "kept": lambda c: c.pre is None and PREDICATES["register"](c),  # a register, not counted
}


def test(ops: ChainOps, what: str, on: str = "chain", chains=None) -> str:
    """A C/ISPC condition on the variable `on` (a chain step): true for the steps, of chains
    (default all), that have the property `what` (PREDICATES)."""
    if what not in PREDICATES:
        raise GenerationError(f"{ops.where}: no chain property {what!r} ({', '.join(PREDICATES)})")
    steps = _chains(chains, ops.where)
    yes = [c.name for c in steps if PREDICATES[what](c)]
    no = [c.name for c in steps if not PREDICATES[what](c)]
    if not no:
        return "1"
    if not yes:
        return "0"
    if len(no) < len(yes) and len(steps) == len(modes.CHAINS):
        return " && ".join(f"{on} != {ops.label(n)}" for n in no)
    return "(" + " || ".join(f"{on} == {ops.label(n)}" for n in yes) + ")"


def mask(chains) -> str:
    """The C bit mask of chain steps (bit i: gg_chain value i), for gg_backend.magma_chains."""
    steps = _chains(chains, "mask")
    if not steps:
        return "0"
    if len(steps) == len(modes.CHAINS):
        return "(1u << GG_CHAIN_COUNT) - 1 /* every step */"
    return " | ".join(f"(1u << GG_CHAIN_{c.name})" for c in steps)
