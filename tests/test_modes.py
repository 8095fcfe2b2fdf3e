"""The modes are described once (generator/gostgen/modes.py) and rendered, never written by hand.

* The description: every mode names chain steps it has, and the reference interpreter runs it (the
  published vectors check the interpretation: test_vectors.py, test_reference_blockcipher.py);
  here the chain steps on their own against the definitions they stand for.
* The rendering (templates/_shared/chain.j2, chainrender.py): a switch names every step exactly
  once and never falls to a default; a template that asks for a step the description lacks, a
  spelling that cannot write a step a kernel declares, a backend module that declares an unknown
  step, and a backend table whose chain entry and CHAINS disagree all fail generation with one
  clear line.
* generated/: every switch on the chain step in every kernel is rendered (no `default`, every step
  named), and the table's magma_chains mask is what the backend module declares. No generated
  code has a `default:` at all (#12), and every switch on the byte order or the schedule names
  each value and is followed by GG_UNREACHABLE() (C: -Werror=switch then checks it too).
"""
from __future__ import annotations

import re
import shutil
import sys
import types

import pytest

import gghelpers as H

from gostgen import chainrender, emit, modes
from gostgen import reference as R

GENERATED = H.REPO / "generated"


# ---- the description ----------------------------------------------------------------------------
def test_every_mode_names_described_steps():
    for fam in modes.FAMILIES.values():
        for m in fam.modes:
            assert m.encrypt in modes.CHAIN_BY_NAME and m.decrypt in modes.CHAIN_BY_NAME
        assert modes.CHAIN_BY_NAME[fam.mac.chain].out is None
    assert len(set(modes.CHAIN_NAMES)) == len(modes.CHAINS)


@pytest.mark.parametrize("bad", ["p ^ r ^ y", "q", "cnt_prev(r)", "E(p)", "p + r"])
def test_bad_expression_is_refused(bad):
    with pytest.raises(modes.DescriptionError):
        modes.parse(bad)


def _step_by_definition(name, E, r, p):
    """Each chain step as GOST R 34.13-2015 / RFC 5830 write it (one-block register)."""
    x = lambda a, b: bytes(i ^ j for i, j in zip(a, b))  # noqa: E731
    if name == "ECB":
        return E(p), r
    if name in ("CNT", "CTR"):
        r = R.REGISTER_OPS["cnt_next" if name == "CNT" else "ctr_inc"](r)
        return x(p, E(r)), r
    if name == "OFB":
        y = E(r)
        return x(p, y), y
    if name == "CBC_ENC":
        y = E(x(p, r))
        return y, y
    if name == "CBC_DEC":
        return x(E(p), r), p
    if name == "CFB_ENC":
        c = x(p, E(r))
        return c, c
    if name == "CFB_DEC":
        return x(p, E(r)), p
    assert name == "MAC"
    return None, E(x(p, r))


@pytest.mark.parametrize("name", modes.CHAIN_NAMES)
def test_interpreted_step_is_its_definition(name):
    rng, seed = H.rng_for("modes-step", name)
    for n in (8, 16):
        if name == "CNT" and n != 8:
            continue  # GOST 28147-89's counter is defined on 64-bit blocks
        key = H.rbytes(rng, 32)
        E = lambda b, k=key: bytes(a ^ c for a, c in zip(b, (k * 2)[:len(b)]))[::-1]  # noqa: E731
        reg = H.rbytes(rng, n)
        for _ in range(5):
            p = H.rbytes(rng, n)
            want_out, want_reg = _step_by_definition(name, E, reg, p)
            out, new = R.step(modes.CHAIN_BY_NAME[name], E, [reg], p)
            assert (out, new[0]) == (want_out, want_reg), f"{name} n={n} (seed {seed})"
            reg = new[0]


def test_counter_operations_wrap():
    ff = b"\xff" * 8
    assert R.REGISTER_OPS["ctr_inc"](ff) == bytes(8)
    assert R.REGISTER_OPS["ctr_inc"](b"\x00" * 15 + b"\xff") == b"\x00" * 14 + b"\x01\x00"
    # n2 + C1 mod 2^32 - 1: the end-around carry (RFC 5830 6.1)
    n2 = (0xFFFFFFFF - modes.CNT_C1 + 5).to_bytes(4, "little")
    got = R.REGISTER_OPS["cnt_next"](bytes(4) + n2)
    assert int.from_bytes(got[4:], "little") == 5
    assert int.from_bytes(got[:4], "little") == modes.CNT_C2


def test_multi_stream_is_per_stream():
    rng, _ = H.rng_for("modes-multi")
    rows = H.builtin_rows("tc26-z")
    keys = [H.rbytes(rng, 32) for _ in range(3)]
    ivs = [H.rbytes(rng, 8) for _ in range(3)]
    datas = [H.rbytes(rng, 100) for _ in range(3)]
    outs = R.crypt_multi("gost89", "cfb", rows, keys, ivs, datas, mesh=True)
    assert outs == [R.gost89_cfb(rows, k, v, d, False, True) for k, v, d in zip(keys, ivs, datas)]


# ---- rendering ----------------------------------------------------------------------------------
WORDS = dict(parts=["a", "b"],
             names={"p": "p{h}", "r": "r{h}", "x": "x{h}", "y": "x{h}", "o": "x{h}"},
             xor="{0} ^ {1}",
             ops={"cnt_next": "cnt(&{r.a}, &{r.b});", "ctr_inc": "inc(&{r.a}, &{r.b});"})


def _render(text, **variables):
    template = emit._env().from_string('{% import "_shared/chain.j2" as chain %}' + text)
    return template.render(**variables)


def _cases(switch_text):
    return re.findall(r"case (GG_CHAIN_\w+):", switch_text)


@pytest.mark.parametrize("phase", ["update", "input", "pre", "post"])
def test_switch_names_every_step_once(phase):
    ops = dict(WORDS)
    text = _render('{% set o = chain_ops(**ops) %}{{ chain.switch(o, phase) }}', ops=ops,
                   phase=phase)
    assert sorted(_cases(text)) == sorted(f"GG_CHAIN_{n}" for n in modes.CHAIN_NAMES)
    assert "default" not in text


def test_post_orders_in_place_output():
    """o spelled as y: OFB saves y into r before the output overwrites it; CBC_DEC reads r
    before r takes p; CFB_ENC's register takes the output."""
    ops = chainrender.ChainOps(**WORDS)
    ofb = ops.phase(modes.CHAIN_BY_NAME["OFB"], "post")
    assert ofb == ["ra = xa;", "rb = xb;", "xa = pa ^ xa;", "xb = pb ^ xb;"]
    cbc = ops.phase(modes.CHAIN_BY_NAME["CBC_DEC"], "post")
    assert cbc == ["xa = xa ^ ra;", "xb = xb ^ rb;", "ra = pa;", "rb = pb;"]
    cfb = ops.phase(modes.CHAIN_BY_NAME["CFB_ENC"], "post")
    assert cfb == ["xa = pa ^ xa;", "xb = pb ^ xb;", "ra = xa;", "rb = xb;"]


def test_partial_declaration_leaves_the_rest_to_the_runtime():
    ops = dict(WORDS)
    text = _render('{% set o = chain_ops(**ops) %}{{ chain.switch(o, "pre", ["ECB", "MAC"]) }}',
                   ops=ops)
    assert sorted(_cases(text)) == sorted(f"GG_CHAIN_{n}" for n in modes.CHAIN_NAMES)
    assert "not specialised here" in text and "cnt(" not in text
    assert chainrender.mask(["ECB", "MAC"]) == "(1u << GG_CHAIN_ECB) | (1u << GG_CHAIN_MAC)"


def test_step_the_description_lacks_fails():
    ops = dict(WORDS)
    with pytest.raises(chainrender.GenerationError, match="no chain step XTS"):
        _render('{% set o = chain_ops(**ops) %}{{ chain.switch(o, "pre", ["ECB", "XTS"]) }}',
                ops=ops)


def test_step_the_spelling_cannot_write_fails():
    ops = dict(WORDS, ops={"ctr_inc": "inc(&{r.a}, &{r.b});"})  # no cnt_next
    with pytest.raises(chainrender.GenerationError,
                       match="CNT needs the register operation cnt_next"):
        _render('{% set o = chain_ops(**ops) %}{{ chain.switch(o, "pre", ["ECB", "CNT"]) }}',
                ops=ops)
    # the same spelling renders a kernel that does not declare CNT
    _render('{% set o = chain_ops(**ops) %}{{ chain.switch(o, "pre", ["ECB", "CTR"]) }}', ops=ops)


def test_unknown_register_operation_fails():
    with pytest.raises(chainrender.GenerationError, match="cnt_prev"):
        chainrender.ChainOps(**dict(WORDS, ops={"cnt_prev": "x;"}))


def test_ordering_conflict_fails():
    """A spelling where the output overwrites p and r reads p afterwards (CBC_DEC: o = y ^ r
    reads r, r = p reads what o overwrote) cannot be ordered."""
    ops = chainrender.ChainOps(**dict(WORDS, names=dict(WORDS["names"], o="p{h}")))
    with pytest.raises(chainrender.GenerationError, match="CBC_DEC"):
        ops.phase(modes.CHAIN_BY_NAME["CBC_DEC"], "post")


def _table(chains, fns):
    backend = types.SimpleNamespace(NAME="toy", DESCRIPTION="toy", CONSTANT_TIME_C="0",
                                    CHAINS=tuple(chains))
    return emit._env().from_string('{% import "_shared/backend.j2" as be %}'
                                   '{{ be.table(backend, fns) }}').render(backend=backend, fns=fns)


REQUIRED = {n: "f_" + n for n in ("magma_blocks", "magma_lanes", "streebog_g", "streebog_g_lanes")}


def test_table_mask_follows_chains():
    text = _table(["ECB", "MAC"], dict(REQUIRED, magma_lanes_chain="f_chain"))
    assert ".magma_chains = (1u << GG_CHAIN_ECB) | (1u << GG_CHAIN_MAC)," in text
    assert ".magma_chains = 0," in _table([], REQUIRED)


def test_table_and_chains_must_agree():
    with pytest.raises(emit.InputError,
                       match="CHAINS .* is empty, but its table has magma_lanes_chain"):
        _table([], dict(REQUIRED, magma_lanes_chain="f_chain"))
    with pytest.raises(emit.InputError,
                       match="names steps, but its table has no magma_lanes_chain"):
        _table(["ECB"], REQUIRED)


def test_backend_declaring_unknown_step_fails(tmp_path, monkeypatch):
    folder = tmp_path / "backends"
    shutil.copytree(H.REPO / "backends", folder, ignore=shutil.ignore_patterns("__pycache__"))
    mod = folder / "avx512.py"
    mod.write_text(mod.read_text().replace("CHAINS = modes.CHAIN_NAMES",
                                           'CHAINS = ("ECB", "XTS")'))
    from gostgen import paths

    def forget():
        emit.backend_modules.cache_clear()
        for name in [m for m in sys.modules if m.startswith(emit.BACKENDS_PACKAGE)]:
            del sys.modules[name]

    forget()
    monkeypatch.setattr(paths, "backends_dir", lambda: folder)
    try:
        with pytest.raises(chainrender.GenerationError, match=r"avx512.py: CHAINS names XTS"):
            emit.backend_modules()
    finally:
        monkeypatch.undo()
        forget()


# ---- generated/ ---------------------------------------------------------------------------------
def _switches(text, on="chain", after=False):
    """The bodies of every `switch (<on>)` in text (after: with the text that follows each)."""
    out = []
    for m in re.finditer(rf"switch \({on}\) \{{", text):
        depth, i = 1, m.end()
        while depth:
            depth += {"{": 1, "}": -1}.get(text[i], 0)
            i += 1
        out.append((text[m.end():i], text[i:]) if after else text[m.end():i])
    return out


def test_generated_chain_switches_are_complete():
    seen = 0
    for path in sorted(GENERATED.rglob("*")):
        if path.suffix not in (".c", ".h", ".ispc"):
            continue
        for body in _switches(path.read_text()):
            seen += 1
            assert "default" not in body, f"{path}: a switch on the chain step has a default"
            for i, name in enumerate(modes.CHAIN_NAMES):
                assert re.search(rf"case (\w*CHAIN_{name}|{i}):", body), \
                    f"{path}: a switch on the chain step does not name {name}"
    assert seen >= 12  # avx512 2, _x86 4 x 3, msa 2, ispc 2, cuda 2, runtime 2


# Every file the templates render into generated/ that holds code (C, its headers, ISPC, CUDA).
CODE_SUFFIXES = (".c", ".h", ".ispc", ".cu", ".cpp")


def _enum_names(enum, prefix):
    """The values of a gg_vtable.h enum, by number: [(index, NAME without prefix)]."""
    text = (GENERATED / "runtime" / "gg_vtable.h").read_text()
    body = re.search(rf"typedef enum {enum} \{{(.*?)\}}", text, re.S).group(1)
    return [(int(i), n) for n, i in re.findall(rf"{prefix}(\w+) = (\d+),", body)]


def test_generated_code_has_no_default():
    """An unhandled case is an error, never a `default:` (#12): no switch the templates render
    has one, so -Werror=switch checks that a switch on an enum names every value."""
    seen = 0
    for path in sorted(GENERATED.rglob("*")):
        if path.suffix not in CODE_SUFFIXES:
            continue
        seen += 1
        for n, line in enumerate(path.read_text().splitlines(), 1):
            assert not re.search(r"(^|[;{:])\s*default\s*:", line), \
                f"{path.relative_to(H.REPO)}:{n}: a switch with a default: {line.strip()}"
    assert seen >= 20


# (the switch's variable, the enum, its values' prefix, switches at least: portable, bitsliced,
# ssse3/avx2, msa, ispc, cuda and the runtime's layout all have some)
@pytest.mark.parametrize("on, enum, prefix, least", [("order", "gg_order", "GG_ORDER_", 20),
                                                     ("sched", "gg_sched", "GG_SCHED_", 10)])
def test_generated_order_sched_switches_are_complete(on, enum, prefix, least):
    """Every switch on the byte order or the schedule in generated/ names each value once, as
    the enum (C: GG_ORDER_X, CUDA: GG_CUDA_ORDER_X) or its index (ISPC), and every case leaves:
    the switch is followed by the unreachable marker, not by a fall-back."""
    values = _enum_names(enum, prefix)
    assert len(values) >= 2
    seen = 0
    for path in sorted(GENERATED.rglob("*")):
        if path.suffix not in CODE_SUFFIXES:
            continue
        for body, rest in _switches(path.read_text(), on, after=True):
            seen += 1
            where = f"{path.relative_to(H.REPO)}: a switch ({on})"
            labels = re.findall(r"case (\w+):", body)
            names = []
            for label in labels:
                for i, name in values:
                    if label == str(i) or re.fullmatch(rf"GG_(CUDA_)?{prefix[3:]}{name}", label):
                        names.append(name)
            assert len(names) == len(labels), f"{where} has a label outside {enum}: {labels}"
            assert sorted(names) == sorted(n for _, n in values), f"{where} names {labels}"
            assert re.match(r"\s*GG_(CUDA_)?UNREACHABLE\(\);", rest), \
                f"{where} is not followed by GG_UNREACHABLE()"
    assert seen >= least


def test_generated_masks_follow_backend_modules():
    for b in emit.backend_modules():
        text = (GENERATED / b.NAME / "backend.c").read_text()
        assert f".magma_chains = {chainrender.mask(b.CHAINS)}," in text, b.NAME


def test_no_hand_written_chain_step_left():
    """The runtime and the templates spell no chain step by hand: every `case GG_CHAIN_`/chain
    label in a template comes from templates/_shared/chain.j2."""
    for path in sorted((H.REPO / "templates").rglob("*.j2")):
        if path.parent.name == "_shared":
            continue
        text = path.read_text()
        assert not re.search(r"case\s+\w*CHAIN_\w+\s*:", text), f"{path}: a hand-written chain case"
    for path in sorted((H.REPO / "runtime" / "src").glob("*.c")):
        text = path.read_text()
        for body in _switches(text):
            pytest.fail(f"{path}: a hand-written switch on the chain step")
