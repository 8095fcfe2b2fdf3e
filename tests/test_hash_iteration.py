"""The hash iteration is written once, in the description (dsl/streebog.gg, section `iterate`):
the reference interpreter runs it, and templates/_shared/iteration.j2 renders it for the runtime
(generated/runtime/gg_hash_iteration.h) and the cuda backend (generated/cuda/gg_cuda_device.h).

* The shipped section means RFC 6986 section 8 (stages 1 to 3, written out here around the
  described compression g_N) for every length class.
* A description whose iteration differs in every respect the section can express (initial values,
  padding byte, statements before and after each compression, xor, literals, one more finishing
  compression) is generated into a temporary tree; its runtime iteration (on the portable
  backend's compression of that tree, one message and lanes) and the cuda backend's whole-message
  item (hostcheck.cpp, compiled for the CPU) both equal the interpreter on that description.
* Sections the C renderers cannot take fail generation with a one-line message.
"""
from __future__ import annotations

import ctypes
import os
import re
import shutil
import subprocess

import pytest

import gghelpers as H
from ccprog import compiler

from gostgen import generate, interp, ir, paths, reference as R
from gostgen.errors import InputError

SHIPPED_ITERATE = re.compile(r"\n  iterate .*?\n  end\n", re.S)

# every statement kind, literals of several words, a pre-statement, a third compression
VARIANT_ITERATE = """
  iterate h = iv, N = 0, Sigma = 5
    each m : v512, length n, pad 80
      N = xor(N, m)
      h = g(h, N, m)
      N = add(N, n)
      Sigma = add(Sigma, m)
      Sigma = xor(7, Sigma)
    end
    Sigma = add(Sigma, N)
    h = g(h, 0, N)
    h = g(h, 3, Sigma)
    N = xor(N, h)
    h = g(h, N, 0)
  end
"""

LENGTHS = [0, 1, 7, 8, 55, 63, 64, 65, 127, 128, 129, 191, 192, 200, 1000]


def _add(a: bytes, b: int) -> bytes:
    return ((int.from_bytes(a, "little") + b) % (1 << 512)).to_bytes(64, "little")


def rfc6986(data: bytes, bits: int) -> bytes:
    """RFC 6986 section 8 as the RFC writes it, with g_N from the interpreter."""
    g = R.streebog_g
    h = (bytes(64) if bits == 512 else b"\x01" * 64)
    N, sigma = bytes(64), bytes(64)
    while len(data) >= 64:                       # stage 2
        m, data = data[:64], data[64:]
        h = g(h, N, m)
        N = _add(N, 512)
        sigma = _add(sigma, int.from_bytes(m, "little"))
    m = (data + b"\x01").ljust(64, b"\0")        # stage 3
    h = g(h, N, m)
    N = _add(N, 8 * len(data))
    sigma = _add(sigma, int.from_bytes(m, "little"))
    h = g(h, bytes(64), N)
    h = g(h, bytes(64), sigma)
    return h if bits == 512 else h[32:]


@pytest.mark.parametrize("bits", [256, 512])
def test_shipped_iteration_is_rfc6986(bits):
    rng, seed = H.rng_for("hash-iteration-rfc", bits)
    for n in LENGTHS:
        m = H.rbytes(rng, n)
        assert R.streebog(m, bits) == rfc6986(m, bits), f"{n} bytes (seed {seed})"


def variant_text() -> str:
    text = (paths.dsl_dir() / "streebog.gg").read_text()
    assert len(SHIPPED_ITERATE.findall(text)) == 1, "dsl/streebog.gg: one iterate section expected"
    return SHIPPED_ITERATE.sub(lambda _: VARIANT_ITERATE, text)


@pytest.fixture(scope="module")
def variant(tmp_path_factory):
    """(generated tree, variant IR, tmp folder)."""
    tmp = tmp_path_factory.mktemp("hash-iteration")
    dsl = tmp / "dsl"
    shutil.copytree(paths.dsl_dir(), dsl)
    (dsl / "streebog.gg").write_text(variant_text())
    tree = generate.generate_tree(generate.shipped_sbox_files()[:1], tmp / "tree", dsl_dir=dsl)
    return tree, ir.load(dsl / "streebog.gg"), tmp


def test_variant_differs_from_streebog(variant):
    _, h, _ = variant
    assert interp.hash_message(h, b"abc", 512) != R.streebog(b"abc", 512)


def _messages(tag):
    rng, seed = H.rng_for("hash-iteration", tag)
    return [H.rbytes(rng, n) for n in LENGTHS], seed


def test_variant_runtime_iteration(variant):
    tree, h, tmp = variant
    cc = compiler()
    if cc is None:
        pytest.skip("no C compiler")
    gen = tree / "generated"
    so = tmp / "hash_iteration.so"
    cmd = [cc, "-std=c11", "-O1", "-Wall", "-Wextra", "-Werror", "-fPIC", "-shared",
           "-I", str(tree / "runtime" / "src"), "-I", str(tree / "runtime" / "include"),
           "-I", str(gen / "runtime"), str(H.TESTS / "c" / "hash_iteration.c"),
           str(gen / "portable" / "streebog.c"), str(gen / "runtime" / "gg_layout.c"), "-o", str(so)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    lib = ctypes.CDLL(str(so))
    msgs, seed = _messages("runtime")
    for bits in (256, 512):
        d = bits // 8
        want = [interp.hash_message(h, m, bits) for m in msgs]
        for m, w in zip(msgs, want):
            out = ctypes.create_string_buffer(d)
            lib.hi_hash(ctypes.c_uint(bits), m, ctypes.c_size_t(len(m)), out)
            assert out.raw == w, f"one message, {len(m)} bytes, {bits} bits (seed {seed})"
        n = len(msgs)
        out = ctypes.create_string_buffer(n * d)
        ptrs = (ctypes.c_char_p * n)(*msgs)
        assert lib.hi_hash_lanes(ctypes.c_uint(bits), ctypes.c_size_t(n), ptrs,
                                 (ctypes.c_size_t * n)(*map(len, msgs)), out) == 1
        for i, w in enumerate(want):
            assert out.raw[i * d:(i + 1) * d] == w, \
                f"lanes, message {i} of {len(msgs[i])} bytes, {bits} bits (seed {seed})"


def test_variant_cuda_iteration(variant):
    tree, h, tmp = variant
    cxx = os.environ.get("CXX") or shutil.which("c++") or shutil.which("g++")
    if cxx is None:
        pytest.skip("no C++ compiler")
    gen = tree / "generated" / "cuda"
    so = tmp / "hostcheck.so"
    proc = subprocess.run([cxx, "-O1", "-Wall", "-Wextra", "-Werror", "-fPIC", "-shared", "-x", "c++",
                           f"-I{gen}", str(gen / "hostcheck.cpp"), "-o", str(so)],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    lib = ctypes.CDLL(str(so))
    u64p = ctypes.POINTER(ctypes.c_uint64)
    lib.gg_hc_hash.argtypes = [ctypes.c_uint, ctypes.c_size_t, ctypes.c_char_p, u64p, u64p,
                               ctypes.c_void_p]
    lib.gg_hc_hash.restype = None
    msgs, seed = _messages("cuda")
    offs, data = [], bytearray()
    for m in msgs:  # at multiples of 8, as the backend packs them
        offs.append(len(data))
        data += m + bytes(-len(m) % 8 + 8)
    n = len(msgs)
    for bits in (256, 512):
        d = bits // 8
        out = ctypes.create_string_buffer(n * d)
        lib.gg_hc_hash(bits, n, bytes(data), (ctypes.c_uint64 * n)(*offs),
                       (ctypes.c_uint64 * n)(*map(len, msgs)), out)
        for i, m in enumerate(msgs):
            assert out.raw[i * d:(i + 1) * d] == interp.hash_message(h, m, bits), \
                f"message {i} of {len(m)} bytes, {bits} bits (seed {seed})"


@pytest.mark.parametrize("section, message", [
    ("  iterate h = iv, N = 0, Sigma = 0\n    each m : v512, length n, pad 01\n"
     "      h = g(h, N, m)\n      N = add(N, n)\n    end\n    N = add(N, n)\n  end\n",
     "unknown name 'n'"),
    ("  iterate h = iv, N = 0, Sigma = 0\n    each m : v512, length n, pad 01\n"
     "      h = g(h, N, xor(N, m))\n    end\n  end\n",
     "one operation per statement"),
    ("  iterate h = iv, N = 0, Sigma = 0\n    each m : v512, length n, pad 01\n"
     "      N = g(h, N, m)\n    end\n  end\n",
     "updates the chaining value in place"),
    ("  iterate h = iv, N = 0, Sigma = 0\n    each m : v512, length n, pad 01\n"
     "      Sigma = add(N, m)\n    end\n  end\n",
     "in place"),
    ("  iterate h = iv, N = 0, Sigma = 0\n    each m : v512, length n, pad 01\n"
     "      N = add(N, n)\n    end\n  end\n",
     "compressed exactly once"),
    ("  iterate h = 0, N = 0, Sigma = 0\n    each m : v512, length n, pad 01\n"
     "      h = g(h, N, m)\n    end\n  end\n",
     "start at the variant's IV"),
    ("  iterate h = iv, N = 0, Q = 0\n    each m : v512, length n, pad 01\n"
     "      h = g(h, N, m)\n    end\n  end\n",
     "'Q' is not a declared state value"),
    ("  iterate h = iv, N = 0, Sigma = 0\n    each m : v512, length n, pad 1\n"
     "      h = g(h, N, m)\n    end\n  end\n",
     "padding byte as two hex digits"),
    ("  iterate h = iv, N = 0, Sigma = 0\n    each m : v512, length n, pad 01\n"
     "      h = g(h, N, m)\n    end\n    N = add(N, N)\n  end\n",
     "need a compression"),
], ids=["length-outside-each", "nested-operation", "compress-not-chain", "add-not-in-place",
        "no-compression", "no-iv", "undeclared-state", "pad-one-digit", "finish-without-compression"])
def test_bad_sections(section, message, tmp_path):
    """Errors name the place; what only the C renderers refuse fails generation, one line."""
    text = SHIPPED_ITERATE.sub(lambda _: "\n" + section, (paths.dsl_dir() / "streebog.gg").read_text())
    path = tmp_path / "streebog.gg"
    path.write_text(text)
    with pytest.raises(InputError) as info:
        h = ir.load(path)
        from gostgen import passes
        passes.iteration_plan(h)
    msg = str(info.value)
    assert "\n" not in msg and message in msg, msg
    if not msg.startswith("hash "):
        assert re.match(rf"^{re.escape(str(path))}:\d+:\d+: ", msg), msg
