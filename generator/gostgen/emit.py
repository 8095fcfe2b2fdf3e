"""Rendering: loads the backend modules (backends/*.py) and renders their templates
(templates/<backend>/) and the runtime's shared templates (templates/runtime/) with the IR.

A backend module defines:
  NAME, DESCRIPTION, PRIORITY (higher is preferred),
  CONSTANT_TIME (the set of primitives, of "magma" and "streebog", whose kernels have no branch or
    memory index that depends on the key, the S-box set or the data; tests/test_constant_time.py
    checks the claim both ways wherever the backend runs),
  COMPILE_OPTIONS (flags of its ISA only, for every file of the backend),
  PROBE (C statements for `static int probe(const char **reason)`'s body, or None: always runs),
  TEMPLATES (file names in templates/<NAME>/, each rendering to generated/<NAME>/<name without .j2>),
  lower(model) -> dict of extra template variables (its lowering choices).
Optional:
  ARCH: a CMake regular expression on CMAKE_SYSTEM_PROCESSOR; the backend is built only there.
  CMAKE_TEMPLATE: one of TEMPLATES (e.g. "backend.cmake.j2"), rendered to generated/<NAME>/ and
    included by generated/backends.cmake before the backend's sources are added; it may set
    _gg_enable to FALSE (with a message) or append to GOSTGEN_BACKEND_LIBRARIES. Only .c and .S
    files are compiled by default; a fragment builds anything else (.ispc, .cu) itself.
Adding a backend is one such module plus its template folder.
"""
from __future__ import annotations

import importlib.util
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import jinja2

from . import ir as irmod
from . import passes, paths
from .errors import InputError

GENERATOR = "gostgen generator (generator/gostgen/emit.py)"


@dataclass
class Model:
    """Everything a template may read: the lowered descriptions and the S-box sets."""
    cipher: irmod.FeistelIR
    hash: irmod.HashIR
    sboxes: list  # SBoxSet, the first is the default
    dsl_files: list  # relative names, for headers


def load_model(sboxes: list, dsl_dir=None) -> Model:
    d = Path(dsl_dir) if dsl_dir else paths.dsl_dir()
    return Model(irmod.load(d / "gost28147.gg"), irmod.load(d / "streebog.gg"), sboxes,
                 ["dsl/gost28147.gg", "dsl/streebog.gg"])


CT_PRIMITIVES = frozenset({"magma", "streebog"})


@lru_cache(maxsize=None)
def backend_modules() -> tuple:
    mods = []
    for path in sorted(paths.backends_dir().glob("*.py")):
        if path.name.startswith("_"):
            continue
        spec = importlib.util.spec_from_file_location(f"gostgen_backend_{path.stem}", path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        for attr in ("NAME", "DESCRIPTION", "PRIORITY", "CONSTANT_TIME", "COMPILE_OPTIONS",
                     "PROBE", "TEMPLATES", "lower"):
            if not hasattr(mod, attr):
                raise InputError(f"{path}: backend module lacks {attr}")
        if not (isinstance(mod.CONSTANT_TIME, (set, frozenset))
                and mod.CONSTANT_TIME <= CT_PRIMITIVES):
            raise InputError(f"{path}: CONSTANT_TIME must be a set of {sorted(CT_PRIMITIVES)}")
        mod.CONSTANT_TIME_C = " | ".join(f"GG_CT_{p.upper()}" for p in sorted(mod.CONSTANT_TIME)) or "0"
        mod.ARCH = getattr(mod, "ARCH", None)
        mod.CMAKE_TEMPLATE = getattr(mod, "CMAKE_TEMPLATE", None)
        mods.append(mod)
    return tuple(sorted(mods, key=lambda m: (-m.PRIORITY, m.NAME)))


def _env() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(paths.templates_dir())),
        trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined)
    env.filters["hex32"] = lambda v: "0x%08xu" % v
    env.filters["hex64"] = lambda v: "UINT64_C(0x%016x)" % v
    env.filters["cstr"] = lambda s: '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return env


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
    comment = "#" if template.endswith((".cmake.j2", ".txt.j2")) else "/*"
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
                  sbox_rotation=passes.sbox_rotation(model.cipher))
    backends = backend_modules()
    for tpl, inputs in (("runtime/gg_sboxes.c.j2", sbox_inputs),
                        ("runtime/gg_layout.c.j2", model.dsl_files),
                        ("runtime/gg_backends.c.j2", [f"backends/{b.NAME}.py" for b in backends])):
        name = "runtime/" + Path(tpl).name[:-3]
        written[name] = render(tpl, inputs, backends=backends, **common,
                               sbox_tables=[passes.sbox_byte_tables(model.cipher, s.rows)
                                            for s in model.sboxes] if "sboxes" in tpl else None)
    sources = []
    for b in backends:
        try:
            extra = b.lower(model)
        except ValueError as e:  # the description asks for something this backend cannot lower
            raise InputError(f"backends/{b.NAME}.py: {e}") from None
        for t in b.TEMPLATES:
            name = f"{b.NAME}/{t[:-3]}"
            written[name] = render(f"{b.NAME}/{t}", model.dsl_files + [f"backends/{b.NAME}.py"],
                                   backend=b, **extra, **common)
            if name.endswith((".c", ".S")):
                sources.append((name, b))
    written["backends.cmake"] = render("runtime/backends.cmake.j2",
                                       [f"backends/{b.NAME}.py" for b in backends],
                                       sources=sources, backends=backends)
    for name, text in written.items():
        write_if_changed(out / name, text)
    return sorted(written)
