"""Parser for the gostgen description language (dsl/*.gg).

The language is line oriented. A file holds one `cipher NAME ... end` or `hash NAME ... end`
section; inside it, declarations (param, key, state, table, matrix, const, perm), functions
(`func NAME(p: type, ...) [-> type] ... end`, statements `x = expr`, `return expr`, `swap(a, b)`,
`for i in A..B ... end`), key schedules, byte orders (`order NAME ... end`), hash variants and a
hash's iteration (`iterate NAME = INIT, ... / each BLOCK : TYPE, length LEN, pad HH ... end / ...
end`). Every error is an InputError whose message starts with FILE:LINE:COL.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from .errors import InputError

# Value types: 32-bit words and byte vectors of 16 or 64 bytes (byte 0 the least significant).
VALUE_TYPES = ("u32", "v128", "v512")

# ---------------------------------------------------------------------------------------------
# Tokens

_TOKEN = re.compile(
    r"(?P<ws>[ \t]+)|(?P<comment>#.*)|(?P<range>\.\.)|(?P<arrow>->)"
    r"|(?P<num>[0-9][0-9A-Za-z_]*)|(?P<name>[A-Za-z_][A-Za-z0-9_]*)|(?P<punct>[()\[\],:=+\-*/%])"
    r'|(?P<string>"[^"\\]*")'
)


@dataclass(frozen=True)
class Tok:
    kind: str  # name, num, punct, range, arrow, string, eol
    text: str
    line: int
    col: int


@dataclass
class Loc:
    file: str
    line: int
    col: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


def _fail(file: str, tok: Tok, msg: str) -> InputError:
    return InputError(f"{file}:{tok.line}:{tok.col}: {msg}")


def _describe(tok: Tok) -> str:
    return "end of line" if tok.kind == "eol" else repr(tok.text)


def tokenize_line(file: str, lineno: int, text: str) -> list[Tok]:
    toks: list[Tok] = []
    pos = 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m:
            raise InputError(f"{file}:{lineno}:{pos + 1}: unexpected character {text[pos]!r}")
        kind = m.lastgroup
        if kind not in ("ws", "comment"):
            toks.append(Tok(kind, m.group(), lineno, pos + 1))
        pos = m.end()
    toks.append(Tok("eol", "", lineno, len(text.rstrip("\n")) + 1))
    return toks


# ---------------------------------------------------------------------------------------------
# Syntax tree


@dataclass
class Expr:
    loc: Loc


@dataclass
class Name(Expr):
    name: str


@dataclass
class Num(Expr):
    value: int


@dataclass
class Call(Expr):
    func: str
    args: list


@dataclass
class Index(Expr):
    name: str
    index: Expr


@dataclass
class BinOp(Expr):
    op: str
    left: Expr
    right: Expr


@dataclass
class Assign:
    loc: Loc
    target: str
    index: Optional[Expr]  # K[i] = ... in an order section
    value: Expr


@dataclass
class Return:
    loc: Loc
    value: Expr


@dataclass
class Swap:
    loc: Loc
    a: str
    b: str


@dataclass
class For:
    loc: Loc
    var: str
    lo: int
    hi: int
    body: list


@dataclass
class Func:
    loc: Loc
    name: str
    params: list  # [(name, type)]
    result: Optional[str]
    body: list


@dataclass
class Param:
    loc: Loc
    name: str
    count: int
    in_bits: int
    out_bits: int


@dataclass
class Decl:
    """key / state: names with a type (key K[8] : u32 -> names=['K'], count=8)."""
    loc: Loc
    kind: str
    names: list
    count: int
    type: str


@dataclass
class Data:
    """table / matrix / const: named data given as hex words, one or more per line."""
    loc: Loc
    kind: str
    name: str
    type: str
    count: int
    values: list  # ints
    poly: int = 0   # lfsr: the field's polynomial
    steps: int = 0  # lfsr: how many register steps the map is


@dataclass
class Perm:
    loc: Loc
    name: str
    var: str
    expr: Expr


@dataclass
class Schedule:
    loc: Loc
    name: str
    keys: list  # key indices
    unswap: bool


@dataclass
class Order:
    loc: Loc
    name: str
    body: list  # Assign


@dataclass
class Variant:
    loc: Loc
    name: str
    iv_byte: int
    digest_lo: int
    digest_hi: int


@dataclass
class Iterate:
    """How a hash runs over a message: the values it carries and how they start (`iv`: the
    variant's initial vector, or a number), the statements per message block (`each`) and after
    the last block (`finish`)."""
    loc: Loc
    init: list      # [(name, Loc, Expr)]: Expr is Name("iv") or Num
    block: str      # the message block's name
    block_type: str
    length: str     # the name of the number of message bits in the block
    pad: int        # the byte that follows the message's last byte (then zeros)
    each: list      # statements
    finish: list    # statements
    each_loc: Loc = None


@dataclass
class Unit:
    """One parsed file: a cipher or a hash."""
    file: str
    kind: str  # cipher | hash
    name: str
    params: list = field(default_factory=list)
    decls: list = field(default_factory=list)
    data: dict = field(default_factory=dict)
    perms: dict = field(default_factory=dict)
    funcs: dict = field(default_factory=dict)
    schedules: dict = field(default_factory=dict)
    orders: dict = field(default_factory=dict)
    variants: dict = field(default_factory=dict)
    iterate: Optional[Iterate] = None


# ---------------------------------------------------------------------------------------------
# Parser


class _Line:
    def __init__(self, p: "Parser", toks: list[Tok]):
        self.p, self.toks, self.i = p, toks, 0

    def peek(self) -> Tok:
        return self.toks[self.i]

    def next(self) -> Tok:
        t = self.toks[self.i]
        if t.kind != "eol":
            self.i += 1
        return t

    def expect(self, text: str, what: Optional[str] = None) -> Tok:
        t = self.next()
        if t.text != text or t.kind == "eol":
            raise self.p.err(t, f"expected {what or repr(text)}, found {_describe(t)}")
        return t

    def name(self, what: str = "a name") -> Tok:
        t = self.next()
        if t.kind != "name":
            raise self.p.err(t, f"expected {what}, found {_describe(t)}")
        return t

    def number(self, what: str = "a number") -> int:
        t = self.next()
        if t.kind != "num":
            raise self.p.err(t, f"expected {what}, found {_describe(t)}")
        return self.p.to_int(t)

    def accept(self, text: str) -> bool:
        if self.peek().text == text and self.peek().kind != "eol":
            self.i += 1
            return True
        return False

    def end(self) -> None:
        t = self.peek()
        if t.kind != "eol":
            raise self.p.err(t, f"expected end of line, found {_describe(t)}")


class Parser:
    KEYWORDS_TOP = ("cipher", "hash")

    def __init__(self, text: str, file: str, importing: bool = False):
        self.file = file
        self.importing = importing
        self.lines: list[list[Tok]] = []
        for n, raw in enumerate(text.splitlines(), 1):
            toks = tokenize_line(file, n, raw)
            if len(toks) > 1:
                self.lines.append(toks)
        self.pos = 0

    # helpers
    def err(self, tok: Tok, msg: str) -> InputError:
        return _fail(self.file, tok, msg)

    def loc(self, tok: Tok) -> Loc:
        return Loc(self.file, tok.line, tok.col)

    def to_int(self, tok: Tok) -> int:
        try:
            return int(tok.text, 0)
        except ValueError:
            raise self.err(tok, f"expected a number, found {tok.text!r}") from None

    def line(self) -> Optional[_Line]:
        if self.pos >= len(self.lines):
            return None
        ln = _Line(self, self.lines[self.pos])
        self.pos += 1
        return ln

    def eof_error(self, what: str) -> InputError:
        last = self.lines[-1][-1] if self.lines else Tok("eol", "", 1, 1)
        return self.err(last, f"unexpected end of file, expected {what}")

    # file
    def parse(self) -> Unit:
        ln = self.line()
        if ln is None:
            raise InputError(f"{self.file}:1:1: empty description, expected 'cipher NAME' or 'hash NAME'")
        kw = ln.next()
        if kw.text not in self.KEYWORDS_TOP:
            raise self.err(kw, f"expected 'cipher' or 'hash', found {_describe(kw)}")
        unit = Unit(self.file, kw.text, ln.name("the cipher's name").text)
        ln.end()
        while True:
            ln = self.line()
            if ln is None:
                raise self.eof_error(f"'end' closing {kw.text} {unit.name}")
            t = ln.peek()
            if t.text == "end":
                ln.next()
                ln.end()
                break
            self.item(unit, ln)
        extra = self.line()
        if extra is not None:
            raise self.err(extra.peek(), f"expected end of file, found {_describe(extra.peek())}")
        return unit

    def item(self, unit: Unit, ln: _Line) -> None:
        t = ln.next()
        handler = {
            "param": self.param, "key": self.decl, "state": self.decl, "roundkeys": self.decl,
            "table": self.data, "matrix": self.data, "const": self.data, "lfsr": self.data,
            "perm": self.perm, "func": self.func,
            "schedule": self.schedule, "order": self.order, "variant": self.variant,
            "iterate": self.iterate,
        }.get(t.text if t.kind == "name" else "")
        if handler is None:
            raise self.err(t, "expected a declaration (param, key, state, roundkeys, table, matrix, "
                              "const, lfsr, perm, func, schedule, order, variant, iterate), found "
                              f"{_describe(t)}")
        handler(unit, ln, t)

    def _unique(self, table: dict, tok: Tok, what: str) -> None:
        if tok.text in table:
            raise self.err(tok, f"{what} {tok.text!r} is defined twice")

    def param(self, unit: Unit, ln: _Line, kw: Tok) -> None:
        ln.expect("sbox", "'sbox' (the only parameter kind)")
        name = ln.name("the S-box set's name")
        ln.expect("[")
        count = ln.number("the number of S-boxes")
        ln.expect("]")
        ln.expect(":")
        in_bits = ln.number("the input width in bits")
        ln.expect("->")
        out_bits = ln.number("the output width in bits")
        ln.end()
        unit.params.append(Param(self.loc(name), name.text, count, in_bits, out_bits))

    def decl(self, unit: Unit, ln: _Line, kw: Tok) -> None:
        names = [ln.name()]
        count = 1
        if ln.accept("["):
            count = ln.number("a count")
            ln.expect("]")
        while ln.accept(","):
            names.append(ln.name())
        ln.expect(":")
        typ = self.type_name(ln)
        ln.end()
        unit.decls.append(Decl(self.loc(kw), kw.text, [n.text for n in names], count, typ))

    def data(self, unit: Unit, ln: _Line, kw: Tok) -> None:
        name = ln.name()
        self._unique(unit.data, name, kw.text)
        poly = steps = 0
        if kw.text == "table" and ln.peek().text == "from":
            ln.next()
            unit.data[name.text] = self.imported(ln, kw, name)
            return
        ln.expect(":")
        if kw.text == "lfsr":
            field_tok = ln.name("'gf8'")
            if field_tok.text != "gf8":
                raise self.err(field_tok, f"expected 'gf8' (the field GF(2^8)), found {_describe(field_tok)}")
            ln.expect("(")
            ptok = ln.next()
            if not re.fullmatch(r"1[0-9a-fA-F]{2}", ptok.text):
                raise self.err(ptok, f"expected the field polynomial as 3 hex digits (1xx), found {_describe(ptok)}")
            poly = int(ptok.text, 16)
            ln.expect(")")
            ln.expect("[")
            count = ln.number("the register length in bytes")
            ln.expect("]")
            ln.expect(",")
            steps = ln.number("the number of steps")
            word = ln.name("'steps'")
            if word.text != "steps":
                raise self.err(word, f"expected 'steps', found {_describe(word)}")
            typ, width = "u8", 8
        elif kw.text == "matrix":
            rows = ln.number("the row count")
            x = ln.name("'x'")
            if x.text != "x":
                raise self.err(x, f"expected 'x', found {_describe(x)}")
            cols = ln.number("the column count")
            typ, count, width = f"{rows}x{cols}", rows, cols
        else:
            typ_tok = ln.name("an element type (u8, v512)")
            widths = {"u8": 8, "v512": 512}
            if typ_tok.text not in widths:
                raise self.err(typ_tok, f"unknown element type {typ_tok.text!r} (known: u8, v512)")
            ln.expect("[")
            count = ln.number("the element count")
            ln.expect("]")
            typ, width = typ_tok.text, widths[typ_tok.text]
        ln.end()
        values: list[int] = []
        digits = width // 4
        while True:
            body = self.line()
            if body is None:
                raise self.eof_error(f"'end' closing {kw.text} {name.text}")
            if body.peek().text == "end":
                body.next()
                body.end()
                break
            while body.peek().kind != "eol":
                t = body.next()
                if t.kind not in ("num", "name") or not re.fullmatch(r"[0-9a-fA-F]+", t.text):
                    raise self.err(t, f"expected a hex value of {digits} digits, found {_describe(t)}")
                if len(t.text) != digits:
                    raise self.err(t, f"expected {digits} hex digits, found {len(t.text)}")
                values.append(int(t.text, 16))
        if len(values) != count:
            raise self.err(name, f"{kw.text} {name.text} needs {count} values, found {len(values)}")
        unit.data[name.text] = Data(self.loc(name), kw.text, name.text, typ, count, values,
                                    poly, steps)

    def imported(self, ln: _Line, kw: Tok, name: Tok) -> Data:
        """`table NAME from "FILE"`: the table of that name in another description beside this
        one (shared data is written once)."""
        f = ln.next()
        if f.kind != "string":
            raise self.err(f, f"expected a file name in double quotes, found {_describe(f)}")
        ln.end()
        rel = f.text[1:-1]
        if "/" in rel or "\\" in rel or not rel.endswith(".gg"):
            raise self.err(f, f"expected the name of a .gg file beside this one, found {f.text}")
        path = Path(self.file).parent / rel
        if self.importing:
            raise self.err(f, "an imported description may not import in turn")
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as e:
            raise self.err(f, f"cannot read {rel}: {getattr(e, 'strerror', None) or e}") from None
        other = Parser(text, str(path), importing=True)
        unit = other.parse()
        d = unit.data.get(name.text)
        if d is None or d.kind != "table":
            raise self.err(name, f"{rel} has no table {name.text!r}")
        return d

    def perm(self, unit: Unit, ln: _Line, kw: Tok) -> None:
        name = ln.name()
        self._unique(unit.perms, name, "perm")
        ln.expect("(")
        var = ln.name("the index variable")
        ln.expect(")")
        ln.expect("=")
        expr = self.expr(ln)
        ln.end()
        unit.perms[name.text] = Perm(self.loc(name), name.text, var.text, expr)

    def func(self, unit: Unit, ln: _Line, kw: Tok) -> None:
        name = ln.name("the function's name")
        self._unique(unit.funcs, name, "func")
        ln.expect("(")
        params = []
        if not ln.accept(")"):
            while True:
                p = ln.name("a parameter name")
                ln.expect(":")
                params.append((p.text, self.type_name(ln)))
                if ln.accept(")"):
                    break
                ln.expect(",", "',' or ')'")
        result = None
        if ln.accept("->"):
            result = self.type_name(ln)
        ln.end()
        body = self.stmts(f"func {name.text}")
        unit.funcs[name.text] = Func(self.loc(name), name.text, params, result, body)

    def type_name(self, ln: _Line) -> str:
        known = ", ".join(VALUE_TYPES)
        t = ln.name(f"a type ({known})")
        if t.text not in VALUE_TYPES:
            raise self.err(t, f"unknown type {t.text!r} (known: {known})")
        return t.text

    def stmts(self, where: str) -> list:
        out = []
        while True:
            ln = self.line()
            if ln is None:
                raise self.eof_error(f"'end' closing {where}")
            t = ln.peek()
            if t.text == "end":
                ln.next()
                ln.end()
                return out
            out.append(self.stmt(ln))

    def stmt(self, ln: _Line):
        t = ln.next()
        if t.kind != "name":
            raise self.err(t, f"expected a statement, found {_describe(t)}")
        if t.text == "return":
            e = self.expr(ln)
            ln.end()
            return Return(self.loc(t), e)
        if t.text == "swap":
            ln.expect("(")
            a = ln.name()
            ln.expect(",")
            b = ln.name()
            ln.expect(")")
            ln.end()
            return Swap(self.loc(t), a.text, b.text)
        if t.text == "for":
            var = ln.name("the loop variable")
            kw = ln.name("'in'")
            if kw.text != "in":
                raise self.err(kw, f"expected 'in', found {_describe(kw)}")
            lo = ln.number("the first index")
            ln.expect("..")
            hi = ln.number("the last index")
            ln.end()
            return For(self.loc(t), var.text, lo, hi, self.stmts("for"))
        index = None
        if ln.accept("["):
            index = self.expr(ln)
            ln.expect("]")
        ln.expect("=", "'=', 'return', 'swap' or 'for'")
        e = self.expr(ln)
        ln.end()
        return Assign(self.loc(t), t.text, index, e)

    # expressions: sum := term (('+'|'-') term)*; term := atom (('*'|'/'|'%') atom)*
    def expr(self, ln: _Line) -> Expr:
        left = self.term(ln)
        while ln.peek().text in ("+", "-") and ln.peek().kind == "punct":
            op = ln.next()
            left = BinOp(self.loc(op), op.text, left, self.term(ln))
        return left

    def term(self, ln: _Line) -> Expr:
        left = self.atom(ln)
        while ln.peek().text in ("*", "/", "%") and ln.peek().kind == "punct":
            op = ln.next()
            left = BinOp(self.loc(op), op.text, left, self.atom(ln))
        return left

    def atom(self, ln: _Line) -> Expr:
        t = ln.next()
        if t.kind == "num":
            return Num(self.loc(t), self.to_int(t))
        if t.text == "(" and t.kind == "punct":
            e = self.expr(ln)
            ln.expect(")")
            return e
        if t.kind != "name":
            raise self.err(t, f"expected an expression, found {_describe(t)}")
        if ln.accept("("):
            args = []
            if not ln.accept(")"):
                while True:
                    args.append(self.expr(ln))
                    if ln.accept(")"):
                        break
                    ln.expect(",", "',' or ')'")
            return Call(self.loc(t), t.text, args)
        if ln.accept("["):
            idx = self.expr(ln)
            ln.expect("]")
            return Index(self.loc(t), t.text, idx)
        return Name(self.loc(t), t.text)

    def schedule(self, unit: Unit, ln: _Line, kw: Tok) -> None:
        name = ln.name("the schedule's name")
        self._unique(unit.schedules, name, "schedule")
        ln.expect("=")
        keys: list[int] = []
        unswap = False
        while True:
            t = ln.name("a key range such as K0..K7, or 'unswap'")
            if t.text == "unswap":
                unswap = True
                ln.end()
                break
            first = self._key_index(t)
            ln.expect("..")
            last = self._key_index(ln.name("a round key such as K7"))
            step = 1 if last >= first else -1
            keys.extend(range(first, last + step, step))
            if ln.peek().kind == "eol":
                break
            ln.expect(",", "',' or end of line")
        unit.schedules[name.text] = Schedule(self.loc(name), name.text, keys, unswap)

    def _key_index(self, t: Tok) -> int:
        m = re.fullmatch(r"([A-Za-z]+)([0-9]+)", t.text)
        if not m:
            raise self.err(t, f"expected a round key such as K0, found {_describe(t)}")
        # ir.py checks the index against the key's size; this bound only keeps a range such as
        # K0..K99999999999 from being expanded here first (memory, or OverflowError).
        if len(m.group(2)) > 4:
            raise self.err(t, f"round key {t.text!r}: index out of range")
        return int(m.group(2))

    def order(self, unit: Unit, ln: _Line, kw: Tok) -> None:
        name = ln.name("the byte order's name")
        self._unique(unit.orders, name, "order")
        ln.end()
        body = self.stmts(f"order {name.text}")
        for s in body:
            if not isinstance(s, Assign):
                raise InputError(f"{s.loc}: only assignments may appear in an order section")
        unit.orders[name.text] = Order(self.loc(name), name.text, body)

    def variant(self, unit: Unit, ln: _Line, kw: Tok) -> None:
        t = ln.next()
        if t.kind not in ("num", "name"):
            raise self.err(t, f"expected the variant's name, found {_describe(t)}")
        if t.text in unit.variants:
            raise self.err(t, f"variant {t.text!r} is defined twice")
        ln.expect(":")
        self._word(ln, "iv")
        ln.expect("=")
        iv = ln.next()
        if not re.fullmatch(r"[0-9a-fA-F]{2}", iv.text):
            raise self.err(iv, f"expected the IV byte as two hex digits, found {_describe(iv)}")
        ln.expect(",")
        self._word(ln, "digest")
        ln.expect("=")
        lo = ln.number("the first digest byte")
        ln.expect("..")
        hi = ln.number("the last digest byte")
        ln.end()
        unit.variants[t.text] = Variant(self.loc(t), t.text, int(iv.text, 16), lo, hi)

    def iterate(self, unit: Unit, ln: _Line, kw: Tok) -> None:
        """iterate NAME = iv|NUM, ...            the values carried from block to block
             each BLOCK : TYPE, length LEN, pad HH   per block of the message; the last block is
               statements                            the rest (maybe empty), then HH, then zeros
             end
             statements                              after the last block
           end"""
        if unit.iterate is not None:
            raise self.err(kw, "iterate is defined twice")
        init = []
        while True:
            name = ln.name("a value the iteration carries")
            ln.expect("=")
            t = ln.next()
            if t.kind == "num":
                init.append((name.text, self.loc(name), Num(self.loc(t), self.to_int(t))))
            elif t.text == "iv":
                init.append((name.text, self.loc(name), Name(self.loc(t), "iv")))
            else:
                raise self.err(t, f"expected 'iv' or a number, found {_describe(t)}")
            if ln.peek().kind == "eol":
                break
            ln.expect(",", "',' or end of line")
        each_ln = self.line()
        if each_ln is None:
            raise self.eof_error("'each BLOCK : TYPE, length NAME, pad HH'")
        w = each_ln.next()
        if w.text != "each":
            raise self.err(w, f"expected 'each BLOCK : TYPE, length NAME, pad HH', found {_describe(w)}")
        block = each_ln.name("the message block's name")
        each_ln.expect(":")
        btype = self.type_name(each_ln)
        each_ln.expect(",")
        self._word(each_ln, "length")
        length = each_ln.name("the name of the block's number of message bits")
        each_ln.expect(",")
        self._word(each_ln, "pad")
        pad = each_ln.next()
        if not re.fullmatch(r"[0-9a-fA-F]{2}", pad.text):
            raise self.err(pad, f"expected the padding byte as two hex digits, found {_describe(pad)}")
        each_ln.end()
        each = self.stmts("each")
        finish = self.stmts("iterate")
        unit.iterate = Iterate(self.loc(kw), init, block.text, btype, length.text,
                               int(pad.text, 16), each, finish, self.loc(w))

    def _word(self, ln: _Line, word: str) -> None:
        t = ln.next()
        if t.text != word:
            raise self.err(t, f"expected {word!r}, found {_describe(t)}")


def parse_text(text: str, file: str = "<text>") -> Unit:
    return Parser(text, file).parse()


def parse_file(path) -> Unit:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise InputError(f"{p}: cannot read description: {getattr(e, 'strerror', None) or e}") from None
    return parse_text(text, str(p))
