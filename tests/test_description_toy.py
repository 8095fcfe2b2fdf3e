"""Point 3 of the generic DSL: a description added to dsl/ reaches every backend with no backend
module edited. A test-only block cipher (a toy SPN: its own random S-box, a GF(2^8) map with
another polynomial, a reduced round count, little-endian loads) is written beside copies of the
shipped descriptions, generated into a temporary tree, built, and every backend's kernels for it
(encryption, the derived decryption, one block per stream under many keys, the key schedule)
are compared with the reference interpreter on random keys and blocks."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

import gghelpers as H
from ccprog import compiler

from gostgen import generate, interp, ir, paths

TOY = """# a test-only SPN: 128-bit blocks, four round keys
cipher toyspn
  state x : v128
  key KA, KB : v128
  roundkeys T[4] : v128
  table sb : u8[256]
{table}
  end
  lfsr M : gf8(11b)[16], {steps} steps
    {coeffs}
  end

  func round(k: v128, x: v128) -> v128
    return gflinear(M, subst8(sb, xor(k, x)))
  end

  func encrypt(x: v128) -> v128
    for i in 0..2
      x = round(T[i], x)
    end
    return xor(T[3], x)
  end

  func keyschedule(a: v128, b: v128)
    T[0] = b
    T[1] = a
    T[2] = round(gflinear(M, vec128(5)), xor(a, b))
    T[3] = subst8(sb, xor(round(vec128(9), a), b))
  end

  order toy
    x = le128(block, 0)
    KA = le128(key, 16)
    KB = be128(key, 0)
  end
end
"""


def toy_text(rng) -> str:
    perm = list(range(256))
    rng.shuffle(perm)
    table = "\n".join("    " + " ".join(f"{v:02x}" for v in perm[i:i + 16]) for i in range(0, 256, 16))
    coeffs = [rng.randrange(256) for _ in range(15)] + [rng.randrange(1, 256)]  # invertible
    return TOY.format(table=table, steps=rng.randrange(3, 20),
                      coeffs=" ".join(f"{c:02x}" for c in coeffs))


@pytest.fixture(scope="module")
def toy_build(tmp_path_factory):
    if not shutil.which("cmake") or compiler() is None:
        pytest.skip("cmake or a C compiler is not on PATH")
    tmp = tmp_path_factory.mktemp("toy")
    rng, seed = H.rng_for("toy-description")
    dsl = tmp / "dsl"
    shutil.copytree(paths.dsl_dir(), dsl)
    (dsl / "toyspn.gg").write_text(toy_text(rng))
    tree = generate.generate_tree(generate.shipped_sbox_files()[:1], tmp / "tree", dsl_dir=dsl)
    assert (tree / "generated" / "default" / "toyspn.c").is_file()
    build = tmp / "build"
    ispc = shutil.which("ispc") or H.REPO / ".tools" / "bin" / "ispc"  # what .ci/setup.sh installs
    extra = [f"-DGOSTGEN_ISPC={ispc}"] if Path(ispc).is_file() else []
    from test_cuda_host import find_nvcc

    # the cuda backend (its kernels for the toy cipher too) where nvcc is and a GPU can run them:
    # without one the driver could not run them, and test_cuda_host.py's test_toy_description
    # already checks the toy's device functions on the host and compiles its kernels (the fatbin
    # of every primitive for two architectures was most of this build's time)
    nvcc = find_nvcc()
    if nvcc and any(b["name"] == "cuda" and b["available"] for b in H.backend_infos()):
        extra.append(f"-DGOSTGEN_NVCC={nvcc}")
    if shutil.which("ninja"):  # builds on every core (Make's default is one job)
        extra += ["-G", "Ninja"]
    # only the static library the driver links: no shared library, gostcli or OpenSSL provider
    for cmd in (["cmake", "-S", str(tree), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release",
                 "-DGOSTGEN_BUILD_SHARED=OFF", "-DGOSTGEN_BUILD_CLI=OFF",
                 "-DGOSTGEN_BUILD_PROVIDER=OFF", *extra],
                ["cmake", "--build", str(build)]):
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
        assert proc.returncode == 0, f"{' '.join(cmd)}\n{proc.stdout[-3000:]}{proc.stderr[-3000:]}"
    lib = next(build.rglob("libgostgen.a"))
    exe = tmp / "bc_driver"
    cmd = [compiler(), "-std=c11", "-O1", "-I", str(tree / "runtime" / "src"),
           "-I", str(tree / "runtime" / "include"), "-I", str(tree / "generated" / "runtime"),
           str(H.TESTS / "c" / "bc_driver.c"), str(lib), "-pthread", "-ldl", "-o", str(exe)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return exe, ir.load(dsl / "toyspn.gg"), seed


def run_driver(exe, lines):
    proc = subprocess.run([str(exe)], input="".join(lines), capture_output=True, text=True,
                          timeout=300, env=H.clean_env())
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.splitlines()


def expected(c, key, data):
    rk = interp.round_keys(c, key)
    n = c.block_bytes
    blocks = [data[i:i + n] for i in range(0, len(data), n)]
    enc = b"".join(interp.block_crypt(c, rk, b) for b in blocks)
    dec = b"".join(interp.block_crypt(c, rk, b, decrypt=True) for b in blocks)
    lanes = b""
    for i, b in enumerate(blocks):
        k2 = bytes([key[0] ^ i]) + key[1:]
        lanes += interp.block_crypt(c, interp.round_keys(c, k2), b)
    return [x.hex() or "-" for x in (enc, dec, lanes)]


def test_toy_description_on_every_backend(toy_build):
    exe, c, seed = toy_build
    rng, _ = H.rng_for("toy-description-data")
    cases = [(H.rbytes(rng, c.key_bytes), H.rbytes(rng, c.block_bytes * n)) for n in (0, 1, 2, 7, 33)]
    lines = [f"toyspn {k.hex()} {d.hex() or '-'}\n" for k, d in cases]
    out = run_driver(exe, lines)
    per_case = len(out) // len(cases)
    assert per_case >= 1 and len(out) == per_case * len(cases)
    names = set()
    for i, (key, data) in enumerate(cases):
        want = expected(c, key, data)
        for line in out[i * per_case:(i + 1) * per_case]:
            name, *got = line.split()
            names.add(name)
            assert got == want, f"backend {name}, toy seed {seed}, {len(data)} bytes"
    assert "portable" in names and len(names) == per_case


def test_toy_decryption_is_derived(toy_build):
    _, c, _ = toy_build
    # the description has no decryption: the generator inverted encrypt's chain
    assert [i.op for i in c.decrypt.body if i.op != "literal"].count("gflinear") == 3
    assert {i.attr for i in c.decrypt.body if i.op in ("subst8", "gflinear")} == {"sb_inv", "M_inv"}
