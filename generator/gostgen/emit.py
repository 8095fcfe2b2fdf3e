"""Rendering: imports the backend modules (the package backends/, see backends/__init__.py) and
renders their templates (templates/<backend>/) and the runtime's shared templates
(templates/runtime/) with the IR.

The folder backends/ (beside the generator in a checkout, gostgen/_data/backends in an installed
wheel) is imported once as the package gostgen._backends; its modules import each other relatively
(`from . import _shared`). Every module whose name does not start with "_" is a backend.
A backend module defines:
  NAME, DESCRIPTION, PRIORITY (higher is preferred),
  CONSTANT_TIME (the set of primitives, by the names their descriptions give them (`cipher NAME`,
    `hash NAME`), whose kernels have no branch or memory index that depends on the key, the S-box
    set or the data; tests/test_constant_time.py checks the claim both ways wherever the backend
    runs),
  COMPILE_OPTIONS (flags of its ISA only, for every file of the backend),
  PROBE (C statements for `static int probe(const char **reason)`'s body, or None: always runs),
  TEMPLATES (file names in templates/<NAME>/, each rendering to generated/<NAME>/<name without .j2>),
  lower(model) -> dict of extra template variables (its lowering choices).
Optional:
  BLOCKCIPHERS: names of block ciphers described with round keys (dsl/*.gg) that the backend
    specialises, with BLOCKCIPHER_TEMPLATE (rendered per cipher to
    generated/<NAME>/<cipher>.c, defining gg_<NAME>_<cipher>_blocks and _lanes) and
    lower_blockcipher(model, cipher) -> dict. BLOCKCIPHERS (and each BLOCKCIPHER_* set below)
    may instead be a function of the described ciphers (a list of ir.BlockCipherIR) returning
    the names, for a backend that specialises every cipher of a kind (cuda: every one the
    default lowering can plan). BLOCKCIPHER_CTR: those of them whose template
    also defines gg_<NAME>_<cipher>_ctr (CTR fused into the kernel; the others' CTR is the
    runtime's counter blocks through _blocks). BLOCKCIPHER_SCHEDULE: those whose template also
    defines gg_<NAME>_<cipher>_schedule, the key schedule in the backend's own (constant-time)
    instructions, and _schedule_many, several keys at once for the many-stream calls (the
    others use the default lowering's, gg_<cipher>_schedule[_ct], one key at a time).
    BLOCKCIPHER_CTR_REKEY: those whose template also defines gg_<NAME>_<cipher>_ctr_rekey (CTR
    re-keyed every section by K' = E_K(d), ACPKM, with the next key made beside the keystream;
    the others re-key between ctr calls in runtime/src/modes.c). BLOCKCIPHER_LANES_KEYS: those
    whose template also defines gg_<NAME>_<cipher>_lanes_keys_bytes, _lanes_keys and _lanes_with
    (the streams' keys arranged once for many lanes calls). BLOCKCIPHER_LANES_CHAIN: those of
    the latter whose template also defines gg_<NAME>_<cipher>_lanes_chain (many streams' blocks
    chained in the kernel, on the arranged keys), with BLOCKCIPHER_CHAINS the chain steps
    (modes.CHAIN_NAMES) it specialises. BLOCKCIPHER_STACK_BYTES: how deep
    below a one-shot or multi-stream call its block-cipher kernels reach, at most (default 32 KiB;
    the call scrubs that much after; tests/c/stack_reach.c checks it). Every other such cipher runs on the shared default
    lowering (generator/gostgen/lowering.py), so a new description needs no backend edit.
  CHAINS: the chain steps (modes.CHAIN_NAMES) its chained-lanes entry (the backend table's
    lanes_chain, templates/_shared/backend.j2) specialises; required, and only allowed, with
    that entry.
  BORROWS: {other backend: [its generated files]}: code this backend uses as the other one
    generates it (its table points at the other's functions) instead of generating it again;
    the build compiles those files, with the other backend's options, whenever this one is built.
  ARCH: a CMake regular expression on CMAKE_SYSTEM_PROCESSOR; the backend is built only there.
  CMAKE_TEMPLATE: one of TEMPLATES (e.g. "backend.cmake.j2"), rendered to generated/<NAME>/ and
    included by generated/backends.cmake before the backend's sources are added; it may set
    _gg_enable to FALSE (with a message) or append to GOSTGEN_BACKEND_LIBRARIES. Only .c and .S
    files are compiled by default; a fragment builds anything else (.ispc, .cu) itself.
Adding a backend is one such module plus its template folder. Its backend.c.j2 declares its
entry points and fills its table with the macros of templates/_shared/backend.j2 (prototypes,
table): the entries and their signatures are written there once, and generated/runtime/gg_vtable.h
renders struct gg_backend from the same list, with the enums gg_order and gg_sched (the Feistel
description's declaration order), gg_chain and GG_CNT_C1/C2 (modes.py).
Modes: a kernel that chains blocks itself (the table's chained-lanes entry) does not write the
chain steps. Its backend module names the steps it specialises (CHAINS, names of modes.CHAINS;
the table's chain mask, the runtime runs the others), and its template renders its switches on the
step from the description (templates/_shared/chain.j2, chainrender.py) in its own spelling
(chain_ops): a step the description lacks, or one the spelling cannot write, fails generation.
"""
from __future__ import annotations

import importlib
import importlib.util
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import jinja2

from . import ir as irmod
from . import chainrender, cheader, lowering, modes, passes, paths
from .errors import InputError

GENERATOR = "gostgen generator (generator/gostgen/emit.py)"


@dataclass
class Model:
    """Everything a template may read: the lowered descriptions and the S-box sets."""
    cipher: irmod.FeistelIR
    hash: irmod.HashIR
    sboxes: list  # SBoxSet, the first is the default
    dsl_files: list  # relative names, for headers
    blockciphers: list = None  # irmod.BlockCipherIR, by file name
    blockcipher_files: list = None


def load_model(sboxes: list, dsl_dir=None) -> Model:
    """Every description in the folder: the Feistel network (with its S-box sets), the hash, and
    any number of block ciphers described with round keys."""
    d = Path(dsl_dir) if dsl_dir else paths.dsl_dir()
    found = {"feistel": [], "hash": [], "bc": []}
    for f, x in irmod.load_all(d):
        kind = ("feistel" if isinstance(x, irmod.FeistelIR) else
                "hash" if isinstance(x, irmod.HashIR) else "bc")
        found[kind].append((f"dsl/{f.name}", x))
    if len(found["feistel"]) != 1 or len(found["hash"]) != 1:
        raise InputError(f"{d}: expected one Feistel cipher (param sbox) and one hash description")
    (cf, c), (hf, h) = found["feistel"][0], found["hash"][0]
    return Model(c, h, sboxes, [cf, hf], [x for _, x in found["bc"]], [f for f, _ in found["bc"]])


def primitives(model: Model) -> list:
    """The described primitives' names, as constant-time claims name them: the Feistel network
    and the hash (bits GG_CT_<NAME> 1, 2, ... in this order, gg_vtable.h), then every block
    cipher described with round keys (the bits after those, gg_blockciphers.h)."""
    return sorted([model.cipher.name, model.hash.name]) + [c.name for c in model.blockciphers or []]


BACKENDS_PACKAGE = f"{__package__}._backends"  # not gostgen.backends: that is the API's backends()


def backends_package():
    """The folder backends/ as the package gostgen._backends, imported once (the folder is data of
    the generator, found through paths, not a directory on sys.path)."""
    if BACKENDS_PACKAGE in sys.modules:
        return sys.modules[BACKENDS_PACKAGE]
    folder = paths.backends_dir()
    spec = importlib.util.spec_from_file_location(
        BACKENDS_PACKAGE, folder / "__init__.py", submodule_search_locations=[str(folder)])
    if spec is None or not (folder / "__init__.py").is_file():
        raise InputError(f"{folder}: not a backends package (no __init__.py)")
    pkg = importlib.util.module_from_spec(spec)
    sys.modules[BACKENDS_PACKAGE] = pkg
    try:
        spec.loader.exec_module(pkg)
    except BaseException:
        del sys.modules[BACKENDS_PACKAGE]
        raise
    setattr(sys.modules[__package__], BACKENDS_PACKAGE.rsplit(".", 1)[1], pkg)
    return pkg


@lru_cache(maxsize=None)
def backend_modules() -> tuple:
    backends_package()
    mods = []
    for path in sorted(paths.backends_dir().glob("*.py")):
        if path.name.startswith("_"):
            continue
        mod = importlib.import_module(f"{BACKENDS_PACKAGE}.{path.stem}")
        for attr in ("NAME", "DESCRIPTION", "PRIORITY", "CONSTANT_TIME", "COMPILE_OPTIONS",
                     "PROBE", "TEMPLATES", "lower"):
            if not hasattr(mod, attr):
                raise InputError(f"{path}: backend module lacks {attr}")
        if not (isinstance(mod.CONSTANT_TIME, (set, frozenset))
                and all(isinstance(p, str) for p in mod.CONSTANT_TIME)):
            raise InputError(f"{path}: CONSTANT_TIME must be a set of primitive names")
        mod.CONSTANT_TIME_C = " | ".join(f"GG_CT_{p.upper()}" for p in sorted(mod.CONSTANT_TIME)) or "0"
        for attr in ("CHAINS", "BLOCKCIPHER_CHAINS"):
            chains = tuple(getattr(mod, attr, ()))
            setattr(mod, attr, chains)
            unknown = [c for c in chains if c not in modes.CHAIN_BY_NAME]
            twice = sorted({c for c in chains if chains.count(c) > 1})
            if unknown or twice:
                raise chainrender.GenerationError(
                    f"{path}: {attr} names {', '.join(unknown)}, which generator/gostgen/modes.py "
                    f"does not describe ({', '.join(modes.CHAIN_NAMES)})" if unknown else
                    f"{path}: {attr} has {', '.join(twice)} named twice")
        mod.BLOCKCIPHER_SPECS = {n: getattr(mod, n, ()) for n in _BC_SETS}
        _bind_blockciphers(mod, [])
        mod.BORROWS = {k: list(v) for k, v in getattr(mod, "BORROWS", {}).items()}
        mod.BLOCKCIPHER_STACK_BYTES = int(getattr(mod, "BLOCKCIPHER_STACK_BYTES", 32 * 1024))
        if not 0 < mod.BLOCKCIPHER_STACK_BYTES <= 128 * 1024:
            raise InputError(f"{path}: BLOCKCIPHER_STACK_BYTES must be 1..131072 (the runtime "
                             "scrubs at most 128 KiB after a call)")
        mod.ARCH = getattr(mod, "ARCH", None)
        mod.CMAKE_TEMPLATE = getattr(mod, "CMAKE_TEMPLATE", None)
        mods.append(mod)
    return tuple(sorted(mods, key=lambda m: (-m.PRIORITY, m.NAME)))


_BC_SETS = ("BLOCKCIPHERS", "BLOCKCIPHER_CTR", "BLOCKCIPHER_SCHEDULE", "BLOCKCIPHER_CTR_REKEY",
            "BLOCKCIPHER_LANES_KEYS", "BLOCKCIPHER_LANES_CHAIN")


def _bind_blockciphers(mod, ciphers: list) -> None:
    """The backend's BLOCKCIPHERS and BLOCKCIPHER_* sets for the described block ciphers: a set of
    names as the module gives it, or what its function of the ciphers returns."""
    for n in _BC_SETS:
        spec = mod.BLOCKCIPHER_SPECS[n]
        setattr(mod, n, frozenset(spec(ciphers) if callable(spec) else spec))
    for opt in _BC_SETS[1:]:
        if not getattr(mod, opt) <= mod.BLOCKCIPHERS:
            raise InputError(f"backends/{mod.NAME}.py: {opt} names a cipher not in BLOCKCIPHERS")
    if not mod.BLOCKCIPHER_LANES_CHAIN <= mod.BLOCKCIPHER_LANES_KEYS:
        raise InputError(f"backends/{mod.NAME}.py: BLOCKCIPHER_LANES_CHAIN names a cipher not in "
                         "BLOCKCIPHER_LANES_KEYS (its kernel runs on the arranged keys)")
    if mod.BLOCKCIPHER_LANES_CHAIN and not mod.BLOCKCIPHER_CHAINS:
        raise InputError(f"backends/{mod.NAME}.py: BLOCKCIPHER_LANES_CHAIN needs "
                         "BLOCKCIPHER_CHAINS, the chain steps its kernel specialises")


def _env() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(paths.templates_dir())),
        trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined)
    env.filters["hex32"] = lambda v: "0x%08xu" % v
    env.filters["hex64"] = lambda v: "UINT64_C(0x%016x)" % v
    env.filters["lo64"] = lambda v: v & ((1 << 64) - 1)  # the halves of a 128-bit value
    env.filters["hi64"] = lambda v: v >> 64
    env.filters["cstr"] = lambda s: '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'
    env.filters["cparams"] = cparams
    # C names of modes.STARTS and modes.IVS
    env.filters["start_name"] = lambda s: {"E(iv)": "E_IV"}.get(s, s.upper())
    env.filters["iv_name"] = lambda v: {None: "NONE", "n/2": "HALF", "n": "BLOCK",
                                        "k*n": "BLOCKS"}[v]
    env.globals.update(fail=_fail, prefixed=prefixed,
                       chains=modes.CHAIN_NAMES, chain_index=modes.chain_index,
                       cnt_c1=modes.CNT_C1, cnt_c2=modes.CNT_C2,
                       chain_ops=_chain_ops, chain_cases=chainrender.cases,
                       chain_test=_chain_test, chain_mask=chainrender.mask)
    return env


@jinja2.pass_context
def _chain_ops(ctx, **spelling) -> chainrender.ChainOps:
    """A kernel's spelling of the chain steps (templates/_shared/chain.j2)."""
    return chainrender.ChainOps(where=f"templates/{ctx.name}", **spelling)


def _chain_test(ops, what, on="chain", chains=None) -> str:
    return chainrender.test(ops, what, on, chains)


def _fail(message: str):
    """A template's way to stop generation (e.g. a backend table that lacks a required entry)."""
    raise InputError(message)


def prefixed(prefix: str, names) -> dict:
    """{name: prefix + name}: the C functions a backend table points to."""
    return {n: prefix + n for n in names}


def cparams(head: str, params: str, indent: int, width: int = 100) -> str:
    """head + params + ")", the parameters wrapped at ", " to stay within width columns."""
    out, line = [], " " * indent + head
    for i, p in enumerate(params.split(", ")):
        piece = p + ("," if i < params.count(", ") else ")")
        if len(line) + 1 + len(piece) > width and not line.endswith("("):
            out.append(line)
            line = " " * (indent + len(head)) + piece
        else:
            line += ("" if line.endswith("(") else " ") + piece
    out.append(line)
    return "\n".join(out)[indent:]


def header(template: str, inputs: list, comment: str = "/*", end: str = " */") -> str:
    lines = [
        "Auto-generated file. Do not edit!",
        f"  Template: templates/{template}",
        f"  Generator: {GENERATOR}",
        f"  Inputs: {', '.join(inputs)}",
        "  Regenerate with: python -m gostgen.generate",
    ]
    if comment == "#":
        return "\n".join("# " + ln for ln in lines) + "\n"
    return comment + " " + "\n * ".join(lines) + end + "\n"


def render(template: str, inputs: list, **variables) -> str:
    text = _env().get_template(template).render(**variables)
    comment = "#" if template.endswith((".cmake.j2", ".txt.j2", ".py.j2")) else "/*"
    return header(template, inputs, comment) + text


def chunks(seq, n):
    return [seq[i:i + n] for i in range(0, len(seq), n)]


def write_if_changed(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_text() != text:
        path.write_text(text)


def render_tree(model: Model, out: Path) -> list:
    """Renders the runtime's shared files and every backend's files into out (generated/)."""
    written = {}
    sbox_inputs = model.dsl_files[:1] + [s.source for s in model.sboxes]
    common = dict(model=model, cipher=model.cipher, hash=model.hash, chunks=chunks,
                  sbox_rotation=passes.sbox_rotation(model.cipher),
                  iteration=passes.iteration_plan(model.hash))
    backends = backend_modules()
    written["runtime/gg_vtable.h"] = render(
        "runtime/gg_vtable.h.j2", model.dsl_files[:1] + ["generator/gostgen/modes.py",
                                                         "templates/_shared/backend.j2"],
        chain_steps=modes.CHAINS, ct_primitives=primitives(model)[:2], dsl_files=model.dsl_files,
        **common)
    written["runtime/gg_chain.c"] = render(
        "runtime/gg_chain.c.j2", ["generator/gostgen/modes.py", "templates/_shared/chain.j2"],
        **common)
    for name in ("gg_modes.h", "gg_modes.c", "gg_steps.h"):
        written[f"runtime/{name}"] = render(
            f"runtime/{name}.j2", ["generator/gostgen/modes.py", "templates/_shared/chain.j2"],
            families=modes.FAMILIES, starts=modes.STARTS, ivs=modes.IVS,
            register_ops=modes.REGISTER_OPS, chain_steps=modes.CHAINS,
            block_sizes=sorted({2 * model.cipher.sbox_count * model.cipher.sbox_in_bits // 8}
                               | {b.block_bytes for b in model.blockciphers or []}),
            mesh_bytes=modes.MESH_BYTES, mesh_key=modes.MESH_KEY, acpkm_d=modes.ACPKM_D,
            acpkm_default_section=modes.ACPKM_DEFAULT_SECTION, **common)
    written["runtime/gg_hash_iteration.h"] = render(
        "runtime/gg_hash_iteration.h.j2", [model.dsl_files[1], "generator/gostgen/passes.py",
                                           "templates/_shared/iteration.j2"],
        plan=common["iteration"], dsl_file=model.dsl_files[1], **common)
    for tpl, inputs in (("runtime/gg_sboxes.c.j2", sbox_inputs),
                        ("runtime/gg_layout.c.j2", model.dsl_files),
                        ("runtime/gg_backends.c.j2", [f"backends/{b.NAME}.py" for b in backends])):
        name = "runtime/" + Path(tpl).name[:-3]
        written[name] = render(tpl, inputs, backends=backends, **common,
                               sbox_tables=[passes.sbox_byte_tables(model.cipher, s.rows)
                                            for s in model.sboxes] if "sboxes" in tpl else None)
    bcs = model.blockciphers or []
    known = set(primitives(model))
    for b in backends:
        _bind_blockciphers(b, bcs)
        bad = sorted((b.CONSTANT_TIME | b.BLOCKCIPHERS) - known)
        if bad:
            raise InputError(f"backends/{b.NAME}.py: no primitive named {bad[0]!r} is described")
    bc_inputs = model.blockcipher_files or []
    if bcs:
        max_rk = max(c.round_keys * c.block_bytes for c in bcs)
        for tpl in ("runtime/gg_blockciphers.h.j2", "runtime/gg_blockciphers.c.j2"):
            written["runtime/" + Path(tpl).name[:-3]] = render(
                tpl, bc_inputs + [f"backends/{b.NAME}.py" for b in backends], ciphers=bcs,
                backends=backends, dsl_files=bc_inputs, max_rk=max_rk,
                default_stack_bytes=lowering.STACK_BYTES, ct_before=primitives(model)[:2],
                **common)
        for c, f in zip(bcs, bc_inputs):
            plan = lowering.plan(c)
            written[f"default/{c.name}.c"] = render(
                "_default/blockcipher.c.j2", [f, "generator/gostgen/lowering.py"], c=c, p=plan,
                dsl_file=f, load=next(ld for ld in c.loads if ld.src == "block"),
                key_names=c.key_inputs, used_maps=plan["schedule"]["maps"], zip=zip, **common)
    sources = []
    for b in backends:
        try:
            extra = b.lower(model)
        except ValueError as e:  # the description asks for something this backend cannot lower
            raise InputError(f"backends/{b.NAME}.py: {e}") from None
        for t in b.TEMPLATES:
            name = f"{b.NAME}/{t[:-3]}"
            bc_read = [f for c, f in zip(bcs, bc_inputs) if c.name in b.BLOCKCIPHERS]
            written[name] = render(f"{b.NAME}/{t}",
                                   model.dsl_files + bc_read + [f"backends/{b.NAME}.py"],
                                   backend=b, **extra, **common)
            if name.endswith((".c", ".S")):
                sources.append((name, b))
        for c in bcs:
            if c.name not in b.BLOCKCIPHERS:
                continue
            try:
                extra_bc = b.lower_blockcipher(model, c)
            except ValueError as e:
                raise InputError(f"backends/{b.NAME}.py: {c.name}: {e}") from None
            name = f"{b.NAME}/{c.name}.c"
            written[name] = render(f"{b.NAME}/{b.BLOCKCIPHER_TEMPLATE}",
                                   bc_inputs + [f"backends/{b.NAME}.py"], backend=b, c=c,
                                   **extra_bc, **common)
            sources.append((name, b))
    borrowed = []  # (file, borrower)
    for b in backends:
        for owner, files in b.BORROWS.items():
            for f in files:
                if (f"{owner}/{f}", owner) not in [(n, o.NAME) for n, o in sources]:
                    raise InputError(f"backends/{b.NAME}.py: BORROWS {owner}/{f}, which no backend "
                                     "generates as a source")
                borrowed.append((f"{owner}/{f}", b))
    written["backends.cmake"] = render("runtime/backends.cmake.j2",
                                       [f"backends/{b.NAME}.py" for b in backends],
                                       sources=sources, borrowed=borrowed, backends=backends,
                                       blockciphers=bcs)
    for name, text in written.items():
        write_if_changed(out / name, text)
    return sorted(written)


PUBLIC_HEADER = "runtime/include/gostgen.h"


def render_package(model: Model) -> dict:
    """The generator package's own generated files ({name in gostgen/: text}): gostgen/_abi.py,
    the public header's constants and the descriptions' sizes for the binding and the API.
    Fails when the header numbers a cipher that no description defines."""
    enums = cheader.constants(paths.runtime_dir() / "include" / "gostgen.h", "GOSTGEN_")
    for need in ("gostgen_status", "gostgen_cipher_id", "gostgen_mode"):
        if need not in enums:
            raise InputError(f"{PUBLIC_HEADER}: no typedef enum {need}")
    c = model.cipher
    half = c.sbox_count * c.sbox_in_bits // 8  # the Feistel network's halves a, b
    ciphers = [(o, 2 * half, 4 * c.key_words) for o in c.orders]
    ciphers += [(b.name, b.block_bytes, b.key_bytes) for b in model.blockciphers or []]
    header_names = [n[len("GOSTGEN_"):].lower() for n, _ in enums["gostgen_cipher_id"]]
    described = {n for n, _, _ in ciphers}
    for n in header_names:
        if n not in described:
            raise InputError(f"{PUBLIC_HEADER}: gostgen_cipher_id has {n}, which no description "
                             f"in dsl/ defines ({', '.join(sorted(described))})")
    # a described cipher that the header does not number yet is not part of the Python API
    ciphers = sorted((x for x in ciphers if x[0] in header_names),
                     key=lambda x: header_names.index(x[0]))
    inputs = [PUBLIC_HEADER] + model.dsl_files + (model.blockcipher_files or [])
    text = render("runtime/_abi.py.j2", inputs, header=PUBLIC_HEADER, enums=enums,
                  ciphers=ciphers, dsl_list=", ".join(inputs[1:]), feistel_block=2 * half,
                  feistel_key=4 * c.key_words, hash=model.hash)
    return {"_abi.py": text}
