"""The generator's core (parser, IR, interpreter, passes, emitter, default lowering, GF(2^8)
arithmetic) names no primitive: what is particular to one comes from its description, so a
description dropped into dsl/ needs no edit there. Checked on the source text, and on what the
core derives from the descriptions (the primitives that constant-time claims may name)."""
from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

import gostgen
from gostgen import emit, generate, ir, paths

CORE = ["dsl.py", "ir.py", "interp.py", "passes.py", "emit.py", "lowering.py", "gf.py"]


def shipped_names() -> set:
    """Every name the shipped descriptions give: files, primitives, byte orders, and the usual
    names of the standards they describe."""
    names = {"gost28147", "gost89", "magma", "streebog", "kuznyechik"}
    for path, x in ir.load_all(paths.dsl_dir()):
        names |= {path.stem, x.name}
        names |= set(getattr(x, "orders", {}))
    return names


@pytest.mark.parametrize("module", CORE)
def test_core_names_no_primitive(module):
    text = (Path(gostgen.__file__).parent / module).read_text()
    found = sorted({m.group(0) for n in shipped_names()
                    for m in re.finditer(rf"(?i)\b{re.escape(n)}\w*", text)})
    assert not found, f"generator/gostgen/{module} names {', '.join(found)}"


def test_primitives_come_from_the_descriptions(tmp_path):
    """The constant-time claims' names are the descriptions' names; a new description adds its
    own bit."""
    model = emit.load_model(generate.shipped_sets()[:1])
    described = {x.name for _, x in ir.load_all(paths.dsl_dir())}
    assert set(emit.primitives(model)) == described
    dsl = tmp_path / "dsl"
    shutil.copytree(paths.dsl_dir(), dsl)
    src = (dsl / "kuznyechik.gg").read_text()
    (dsl / "kuzcopy.gg").write_text(src.replace("cipher kuznyechik", "cipher kuzcopy", 1))
    model = emit.load_model(generate.shipped_sets()[:1], dsl)
    assert "kuzcopy" in emit.primitives(model)
    tree = generate.generate_tree(generate.shipped_sbox_files()[:1], tmp_path / "tree", dsl_dir=dsl)
    header = (tree / "generated" / "runtime" / "gg_blockciphers.h").read_text()
    assert "#define GG_CT_KUZCOPY (4 << GG_BC_KUZCOPY)" in header
    vtable = (tree / "generated" / "runtime" / "gg_vtable.h").read_text()
    for i, name in enumerate(sorted(described - {c.name for c in model.blockciphers})):
        assert f"#define GG_CT_{name.upper()} {2 ** i}" in vtable
