"""The cuda backend without a GPU.

* Its device arithmetic on the CPU: generated/cuda/gg_cuda_device.h holds the kernels' per-block and
  per-message functions (`__host__ __device__`); hostcheck.cpp wraps the kernels' loops over them in
  C entry points. It is built here by the C++ compiler (with __host__/__device__ defined empty) and,
  when nvcc is installed, by nvcc's host pass, and every entry is compared with the reference
  interpreter (gostgen.reference) for every shipped S-box set and random ones: ECB under every
  schedule, both counter modes, every chained multi-stream mode (the kernel's interleaved layout),
  Streebog's compression and the whole-message Streebog-256/512 batch; for every block cipher
  described with round keys (Kuznyechik), ECB both ways, CTR (the 128-bit counter, across its
  wrap) and the lanes item on random keys and blocks, and the published Kuznyechik vectors.
* A test-only description (test_description_toy's toy SPN) generated into a temporary tree: its
  cuda device functions, built on the host, agree with the interpreter, and nvcc compiles its
  kernels (so a new description reaches cuda's kernels with no backend edit).
* The build: the fatbin the CMake build made holds code for sm_80 and sm_90 (cuobjdump --list-elf)
  and is embedded in the library that was built with it.
* The library lists `cuda`, and where no driver can be loaded says why it is unavailable.
"""
from __future__ import annotations

import ctypes
import glob
import os
import shutil
import struct
import subprocess

import pytest

import gghelpers as H
from gostgen.modes import CNT_C1 as C1, CNT_C2 as C2  # RFC 5830 6.1

GEN = H.REPO / "generated" / "cuda"
RANDOM_SETS = ["random-perm", "random-any"]
SETS = H.SHIPPED + RANDOM_SETS
ORDERS = {"gost89": 0, "magma": 1}
SCHEDS = {"encrypt": 0, "decrypt": 1, "mac": 2}
CHAINS = ["ecb", "cnt", "ctr", "ofb", "cbc_enc", "cbc_dec", "cfb_enc", "cfb_dec", "mac"]
M32 = 0xFFFFFFFF


def set_rows(name):
    if name in RANDOM_SETS:
        rng, _ = H.rng_for("cuda-host-sbox", name)
        return H.random_rows(rng, permutation=name == "random-perm")
    return H.builtin_rows(name)


def find_nvcc():
    """GOSTGEN_NVCC, the one .ci/install-cuda.sh put into .venv, or nvcc on PATH."""
    env = os.environ.get("GOSTGEN_NVCC")
    if env:
        return env
    found = sorted(glob.glob(str(H.REPO / ".venv/lib/python3*/site-packages/nvidia/cu13/bin/nvcc")))
    return found[0] if found else shutil.which("nvcc")


def _build(cmd, what):
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        pytest.fail(f"{what} failed ({' '.join(cmd)}):\n{proc.stderr[-4000:]}")


def _bind(path):
    lib = ctypes.CDLL(str(path))
    p, u32p, u64p = ctypes.c_char_p, ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_uint64)
    i, sz = ctypes.c_int, ctypes.c_size_t
    lib.gg_hc_ecb.argtypes = [p, p, i, i, p, ctypes.c_void_p, sz]
    lib.gg_hc_ctr.argtypes = [p, p, i, u32p, p, ctypes.c_void_p, sz]
    lib.gg_hc_chain.argtypes = [p, p, i, i, i, sz, u32p, p, ctypes.c_void_p, sz]
    lib.gg_hc_ctr_at.argtypes = [i, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint64, u32p]
    lib.gg_hc_g.argtypes = [sz, ctypes.c_void_p, p, p]
    lib.gg_hc_hash.argtypes = [ctypes.c_uint, sz, p, u64p, u64p, ctypes.c_void_p]
    for f in (lib.gg_hc_ecb, lib.gg_hc_ctr, lib.gg_hc_chain, lib.gg_hc_ctr_at, lib.gg_hc_g,
              lib.gg_hc_hash):
        f.restype = None
    _bind_bc(lib, ["kuznyechik"])
    return lib


def _bind_bc(lib, names):
    p, i, sz = ctypes.c_char_p, ctypes.c_int, ctypes.c_size_t
    for n in names:
        for kind, args in (("blocks", [p, i, p, ctypes.c_void_p, sz]),
                           ("ctr", [p, p, p, ctypes.c_void_p, sz]),
                           ("lanes", [p, i, p, ctypes.c_void_p, sz])):
            f = getattr(lib, f"gg_hc_{n}_{kind}")
            f.argtypes = args
            f.restype = None


@pytest.fixture(scope="module")
def hostlibs(tmp_path_factory):
    """name -> the host check library, built once per compiler."""
    if not (GEN / "hostcheck.cpp").is_file():
        pytest.fail(f"{GEN}/hostcheck.cpp missing: run python -m gostgen.generate")
    out = tmp_path_factory.mktemp("cuda-host")
    libs = {}
    cxx = os.environ.get("CXX") or shutil.which("c++") or shutil.which("g++")
    if cxx is None:
        pytest.fail("no C++ compiler (c++/g++) for the host check")
    _build([cxx, "-O2", "-Wall", "-Wextra", "-Werror", "-fPIC", "-shared", "-x", "c++",
            f"-I{GEN}", str(GEN / "hostcheck.cpp"), "-o", str(out / "hc_cxx.so")], "c++ host build")
    libs["c++"] = _bind(out / "hc_cxx.so")
    nvcc = find_nvcc()
    if nvcc:
        # nvcc's own host pass (device code of the header is compiled too, and discarded).
        # The pip wheels keep cudart's static libraries in nvidia/cu13/lib (TOOLCHAINS.md).
        libdir = os.path.join(os.path.dirname(os.path.dirname(nvcc)), "lib")
        _build([nvcc, "-O2", "-x", "cu", "-shared", "-Xcompiler", "-fPIC", f"-L{libdir}", f"-I{GEN}",
                str(GEN / "hostcheck.cpp"), "-o", str(out / "hc_nvcc.so")], "nvcc host build")
        libs["nvcc"] = _bind(out / "hc_nvcc.so")
    return libs


def _rows_bytes(rows):
    return bytes(v for r in rows for v in r)


def _words(order, block):
    """(a, b) of an 8-byte block, per the byte order (as gg_magma_load_block)."""
    lo, hi = struct.unpack("<II", block)
    if order == "gost89":
        return lo, hi
    return struct.unpack(">I", block[4:])[0], struct.unpack(">I", block[:4])[0]


def _block(order, a, b):
    return struct.pack("<II", a, b) if order == "gost89" else struct.pack(">II", b, a)


def _xor(x, y):
    return bytes(p ^ q for p, q in zip(x, y))


# ---- Magma ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("sbox", SETS)
def test_ecb_every_schedule(hostlibs, sbox):
    from gostgen import reference as R

    rows = set_rows(sbox)
    rng, seed = H.rng_for("cuda-host-ecb", sbox)
    for order in ORDERS:
        key = H.rbytes(rng, 32)
        data = H.rbytes(rng, 8 * 13)
        blk = R.Block(order, rows, key)
        for sched in SCHEDS:
            want = b"".join(blk.run(sched, data[i:i + 8]) for i in range(0, len(data), 8))
            for cc, lib in hostlibs.items():
                out = ctypes.create_string_buffer(len(data))
                lib.gg_hc_ecb(_rows_bytes(rows), key, ORDERS[order], SCHEDS[sched], data, out,
                              len(data) // 8)
                assert out.raw == want, f"{cc} {order} {sched} (seed {seed})"


@pytest.mark.parametrize("sbox", SETS)
def test_counter_modes(hostlibs, sbox):
    """gost89 CNT from S = E(IV) and magma CTR from IV || 0, whole buffers, one block per item."""
    from gostgen import reference as R

    rows = set_rows(sbox)
    rng, seed = H.rng_for("cuda-host-ctr", sbox)
    for order in ORDERS:
        key = H.rbytes(rng, 32)
        nb = rng.randrange(1, 40)
        data = H.rbytes(rng, 8 * nb)
        if order == "gost89":
            iv = H.rbytes(rng, 8)
            want = R.gost89_cnt(rows, key, iv, data)
            a, b = _words(order, R.Block(order, rows, key).enc(iv))
        else:
            iv = H.rbytes(rng, 4)
            want = R.magma_ctr(rows, key, iv, data)
            c = (int.from_bytes(iv + bytes(4), "big") - 1) % (1 << 64)
            a, b = c & M32, c >> 32
        for cc, lib in hostlibs.items():
            ctr = (ctypes.c_uint32 * 2)(a, b)
            out = ctypes.create_string_buffer(len(data))
            lib.gg_hc_ctr(_rows_bytes(rows), key, ORDERS[order], ctr, data, out, nb)
            assert out.raw == want, f"{cc} {order} (seed {seed})"
            # the last counter used: the one that encrypts the last block
            last = _xor(data[-8:], want[-8:])
            assert _block(order, *_words(order, R.Block(order, rows, key).enc(
                _block(order, ctr[0], ctr[1])))) == last, f"{cc} {order} counter (seed {seed})"


def _step(order, a, b):
    """One counter step written out (RFC 5830 6.1; the 64-bit counter), to check the jumps."""
    if order == "gost89":
        g = (b + C1) & M32
        return (a + C2) & M32, g + 1 if g < b else g
    c = ((b << 32 | a) + 1) % (1 << 64)
    return c & M32, c >> 32


@pytest.mark.parametrize("order", list(ORDERS))
def test_counter_jump_ahead(hostlibs, order):
    """Every block's counter is computed from the start (j steps at once): equal to j single steps,
    from states around the end-around carry and the 64-bit wrap."""
    rng, seed = H.rng_for("cuda-host-jump", order)
    starts = [(0, 0), (M32, M32), (0, M32 - C1), (5, M32 - C1 + 1), (M32, M32 - C1),
              (rng.getrandbits(32), rng.getrandbits(32))]
    for a0, b0 in starts:
        a, b = a0, b0
        for j in range(0, 1200):
            for cc, lib in hostlibs.items():
                if j < 40 or j % 97 == 0:
                    got = (ctypes.c_uint32 * 2)()
                    lib.gg_hc_ctr_at(ORDERS[order], a0, b0, j, got)
                    assert (got[0], got[1]) == (a, b), f"{cc} {order} {a0:#x},{b0:#x} j={j}"
            a, b = _step(order, a, b)


@pytest.mark.parametrize("sbox", SETS)
def test_chained_streams(hostlibs, sbox):
    """One thread per stream: every gg_chain operation, n streams with their own keys and registers,
    blocks interleaved (block j of stream i at 8 (j n + i))."""
    from gostgen import reference as R

    rows = set_rows(sbox)
    rng, seed = H.rng_for("cuda-host-chain", sbox)
    for chain in CHAINS:
        for order in ORDERS:
            if chain == "ctr" and order == "gost89":
                continue  # the 64-bit counter is magma's; gost89 counts with CNT
            if chain == "cnt" and order == "magma":
                continue
            n, nb = rng.randrange(1, 6), rng.randrange(1, 8)
            keys = [H.rbytes(rng, 32) for _ in range(n)]
            regs = [H.rbytes(rng, 8) for _ in range(n)]
            datas = [H.rbytes(rng, 8 * nb) for _ in range(n)]
            sched = "decrypt" if chain == "cbc_dec" else ("mac" if chain == "mac" and order == "gost89"
                                                          else "encrypt")
            inter = b"".join(datas[i][8 * j:8 * j + 8] for j in range(nb) for i in range(n))
            # the interpreter of the chain steps' description (modes.py), as every kernel's switch
            want = [R.chain_run(chain.upper(), lambda x, b=R.Block(order, rows, keys[i]): b.run(sched, x),
                                regs[i], datas[i], 8) for i in range(n)]
            for cc, lib in hostlibs.items():
                reg = (ctypes.c_uint32 * (2 * n))(*[w for r in regs for w in _words(order, r)])
                out = ctypes.create_string_buffer(8 * n * nb)
                lib.gg_hc_chain(_rows_bytes(rows), b"".join(keys), ORDERS[order], SCHEDS[sched],
                                CHAINS.index(chain), n, reg, inter,
                                None if chain == "mac" else out, nb)
                for i in range(n):
                    what = f"{cc} {chain} {order} stream {i}/{n} x {nb} blocks (seed {seed})"
                    wout, wreg = want[i]
                    if wout is not None:
                        got = b"".join(out.raw[8 * (j * n + i):8 * (j * n + i) + 8] for j in range(nb))
                        assert got == wout, what
                    assert _block(order, reg[2 * i], reg[2 * i + 1]) == wreg, what + " register"


# ---- Streebog -------------------------------------------------------------------------------------

def test_streebog_compression(hostlibs):
    from gostgen import reference as R

    rng, seed = H.rng_for("cuda-host-g")
    n = 5
    hs, Ns, ms = ([H.rbytes(rng, 64) for _ in range(n)] for _ in range(3))
    Ns[0] = bytes(64)
    want = b"".join(R.streebog_g(hs[i], Ns[i], ms[i]) for i in range(n))
    for cc, lib in hostlibs.items():
        h = ctypes.create_string_buffer(b"".join(hs), 64 * n)
        lib.gg_hc_g(n, h, b"".join(Ns), b"".join(ms))
        assert h.raw == want, f"{cc} (seed {seed})"


@pytest.mark.parametrize("bits", [256, 512])
def test_streebog_batch(hostlibs, bits):
    """Whole messages, one item each (stages 1 to 3 on the device side), every length class."""
    rng, seed = H.rng_for("cuda-host-hash", bits)
    lens = [0, 1, 8, 55, 63, 64, 65, 127, 128, 129, 200, rng.randrange(256, 700), 1000]
    msgs = [H.rbytes(rng, n) for n in lens]
    # packed at offsets that are multiples of 8, as backend.c packs them
    offs, data = [], bytearray()
    for m in msgs:
        offs.append(len(data))
        data += m + bytes(-len(m) % 8 + 8)
    want = b"".join(H.ref_hash(m, bits) for m in msgs)
    n = len(msgs)
    for cc, lib in hostlibs.items():
        out = ctypes.create_string_buffer(n * bits // 8)
        lib.gg_hc_hash(bits, n, bytes(data), (ctypes.c_uint64 * n)(*offs),
                       (ctypes.c_uint64 * n)(*lens), out)
        for i in range(n):
            assert out.raw[i * bits // 8:(i + 1) * bits // 8] == want[i * bits // 8:(i + 1) * bits // 8], \
                f"{cc} message {i} of {lens[i]} bytes (seed {seed})"


def test_streebog_vectors(hostlibs):
    """The published vectors file's Streebog cases (RFC 6986 M1, M2, ...) through the batch entry."""
    cases = H.VECTORS["streebog"]["cases"]
    assert cases, "no Streebog vectors in tests/vectors/gost-vectors.json"
    for name, case in cases.items():
        msg = bytes.fromhex(case["message"])
        for bits in (256, 512):
            want = bytes.fromhex(case[str(bits)])
            for cc, lib in hostlibs.items():
                out = ctypes.create_string_buffer(bits // 8)
                lib.gg_hc_hash(bits, 1, msg + bytes(8), (ctypes.c_uint64 * 1)(0),
                               (ctypes.c_uint64 * 1)(len(msg)), out)
                assert out.raw == want, f"{cc} Streebog-{bits} of {name}"


# ---- block ciphers described with round keys ------------------------------------------------------

def _bc_ir(name, dsl_dir=None):
    from gostgen import ir, paths

    return ir.load((dsl_dir or paths.dsl_dir()) / f"{name}.gg")


def _rk_bytes(rk):
    """Round keys in the runtime's form: 16 bytes each, the value's least significant first."""
    return b"".join(v.to_bytes(16, "little") for v in rk)


def _ctr_blocks(first, nb):
    """The CTR counter blocks: a 128-bit big-endian number, + 1 per block, modulo 2^128."""
    c = int.from_bytes(first, "big")
    return [((c + j) % (1 << 128)).to_bytes(16, "big") for j in range(nb)]


def _check_bc(libs, c, rng, seed):
    """ECB both ways, CTR and the lanes item of cipher c against the interpreter."""
    from gostgen import interp

    n = c.name
    for nb in (1, 2, 7, 33):
        key = H.rbytes(rng, c.key_bytes)
        rk = interp.round_keys(c, key)
        data = H.rbytes(rng, 16 * nb)
        blocks = [data[i:i + 16] for i in range(0, len(data), 16)]
        enc = b"".join(interp.block_crypt(c, rk, b) for b in blocks)
        dec = b"".join(interp.block_crypt(c, rk, b, decrypt=True) for b in blocks)
        # a counter that wraps 2^64 (the carry into the high half) and one that wraps 2^128
        ctrs = [H.rbytes(rng, 8) + bytes([0xff] * 7) + bytes([256 - rng.randrange(1, nb + 1)]),
                bytes([0xff] * 15) + bytes([256 - rng.randrange(1, nb + 1)]), H.rbytes(rng, 16)]
        keys = [H.rbytes(rng, c.key_bytes) for _ in range(nb)]
        lrk = [interp.round_keys(c, k) for k in keys]
        lanes_enc = b"".join(interp.block_crypt(c, lrk[i], b) for i, b in enumerate(blocks))
        lanes_dec = b"".join(interp.block_crypt(c, lrk[i], b, decrypt=True) for i, b in enumerate(blocks))
        for cc, lib in libs.items():
            what = f"{cc} {n} {nb} blocks (seed {seed})"
            for decrypt, want in ((0, enc), (1, dec)):
                out = ctypes.create_string_buffer(len(data))
                getattr(lib, f"gg_hc_{n}_blocks")(_rk_bytes(rk), decrypt, data, out, nb)
                assert out.raw == want, f"{what} {'decrypt' if decrypt else 'encrypt'}"
            for ctr in ctrs:
                want = _xor(data, b"".join(interp.block_crypt(c, rk, x) for x in _ctr_blocks(ctr, nb)))
                out = ctypes.create_string_buffer(len(data))
                getattr(lib, f"gg_hc_{n}_ctr")(_rk_bytes(rk), ctr, data, out, nb)
                assert out.raw == want, f"{what} ctr from {ctr.hex()}"
            for decrypt, want in ((0, lanes_enc), (1, lanes_dec)):
                out = ctypes.create_string_buffer(len(data))
                getattr(lib, f"gg_hc_{n}_lanes")(b"".join(_rk_bytes(r) for r in lrk), decrypt, data,
                                                 out, nb)
                assert out.raw == want, f"{what} lanes {'decrypt' if decrypt else 'encrypt'}"


def test_kuznyechik_random(hostlibs):
    rng, seed = H.rng_for("cuda-host-kuznyechik")
    _check_bc(hostlibs, _bc_ir("kuznyechik"), rng, seed)


def test_kuznyechik_vectors(hostlibs):
    """GOST R 34.12-2015 A.1 (the block) and GOST R 34.13-2015 A.1.1 ECB, A.1.2 CTR (counter block
    IV || 0^64), from tests/vectors/gost-vectors.json."""
    from gostgen import interp

    c = _bc_ir("kuznyechik")
    b, m = H.VECTORS["kuznyechik_block"], H.VECTORS["kuznyechik_modes"]
    cases = [(b["key"], b["plaintext"], b["ciphertext"], "ecb", None),
             (m["key"], m["plaintext"], m["ecb"]["ciphertext"], "ecb", None),
             (m["key"], m["plaintext"], m["ctr"]["ciphertext"], "ctr", m["ctr"]["iv"])]
    for key, pt, ct, mode, iv in cases:
        key, pt, ct = bytes.fromhex(key), bytes.fromhex(pt), bytes.fromhex(ct)
        rk = _rk_bytes(interp.round_keys(c, key))
        nb = len(pt) // 16
        for cc, lib in hostlibs.items():
            out = ctypes.create_string_buffer(len(pt))
            if mode == "ecb":
                lib.gg_hc_kuznyechik_blocks(rk, 0, pt, out, nb)
                assert out.raw == ct, f"{cc} ECB encrypt"
                lib.gg_hc_kuznyechik_blocks(rk, 1, ct, out, nb)
                assert out.raw == pt, f"{cc} ECB decrypt"
            else:
                lib.gg_hc_kuznyechik_ctr(rk, bytes.fromhex(iv) + bytes(8), pt, out, nb)
                assert out.raw == ct, f"{cc} CTR"


def test_toy_description(tmp_path):
    """A description the backend module never names (test_description_toy's toy SPN: its own
    S-box, polynomial, round count, little-endian block) gets cuda device functions that agree
    with the interpreter, and kernels nvcc compiles."""
    from gostgen import generate, paths
    from test_description_toy import toy_text

    rng, seed = H.rng_for("cuda-host-toy")
    dsl = tmp_path / "dsl"
    shutil.copytree(paths.dsl_dir(), dsl)
    (dsl / "toyspn.gg").write_text(toy_text(rng))
    tree = generate.generate_tree(generate.shipped_sbox_files()[:1], tmp_path / "tree", dsl_dir=dsl)
    gen = tree / "generated" / "cuda"
    assert (gen / "toyspn.c").is_file(), "cuda has no kernels of its own for the toy cipher"
    cxx = os.environ.get("CXX") or shutil.which("c++") or shutil.which("g++")
    if cxx is None:
        pytest.fail("no C++ compiler (c++/g++) for the host check")
    _build([cxx, "-O1", "-Wall", "-Wextra", "-Werror", "-fPIC", "-shared", "-x", "c++", f"-I{gen}",
            str(gen / "hostcheck.cpp"), "-o", str(tmp_path / "hc_toy.so")], "c++ host build (toy)")
    lib = ctypes.CDLL(str(tmp_path / "hc_toy.so"))
    _bind_bc(lib, ["toyspn"])
    _check_bc({"c++": lib}, _bc_ir("toyspn", dsl), rng, seed)
    nvcc = find_nvcc()
    if nvcc:
        _build([nvcc, "-cubin", "-O3", "-std=c++17", "-arch=sm_90", f"-I{gen}",
                str(gen / "gg_cuda_kernels.cu"), "-o", str(tmp_path / "toy.cubin")],
               "nvcc kernels (toy)")


def test_entry_points(tmp_path):
    """The library's cuda entry points for every block cipher (gg_bc_ops_of, called directly by
    c/cuda_bc.c) against the portable backend's: on the host here (no driver: the same device
    functions), on the GPU where a driver loads, there also over more than two 16 MiB chunks."""
    import ccprog
    from test_blockcipher_kernels import _static_library

    if not any(b["name"] == "cuda" and not b["reason"].startswith("not built")
               for b in H.backend_infos()):
        if find_nvcc():
            pytest.fail("nvcc is installed but the library has no cuda backend")
        pytest.skip("library built without the cuda backend (no nvcc)")
    cc = ccprog.compiler()
    if cc is None:
        pytest.skip("no C compiler (cc, gcc or clang) on PATH")
    exe = tmp_path / "cuda_bc"
    cmd = [cc, "-std=c11", "-O1", "-Wall", "-I", str(H.REPO / "runtime" / "include"),
           "-I", str(H.REPO / "runtime" / "src"), "-I", str(H.REPO / "generated" / "runtime"),
           str(H.TESTS / "c" / "cuda_bc.c"), str(_static_library()), "-lpthread", "-ldl", "-lm",
           "-o", str(exe)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if proc.returncode != 0 and "__asan" in proc.stderr:
        pytest.skip("libgostgen is built with AddressSanitizer: this program is not")
    assert proc.returncode == 0, f"{' '.join(cmd)}\n{proc.stderr[-3000:]}"
    sizes = [0, 1, 300] + ([2 * (16 << 20) // 16 + 3] if _driver_loadable() else [])
    for n in sizes:
        seed = H.seed_for("cuda-bc-entry", n)
        proc = ccprog.run(exe, seed, n)
        assert proc.returncode == 0, f"seed {seed}, {n} blocks:\n{proc.stdout[-3000:]}{proc.stderr[-2000:]}"
        assert proc.stdout.count("ok cuda ") >= 1, proc.stdout


# ---- the build and the library --------------------------------------------------------------------

def _fatbin():
    env = os.environ.get("GOSTGEN_CUDA_FATBIN")
    path = env or str(H.REPO / "build" / "runtime" / "gg_cuda_kernels.fatbin")
    return path if os.path.isfile(path) else None


def test_fatbin_has_both_architectures():
    fatbin = _fatbin()
    nvcc = find_nvcc()
    if fatbin is None:
        if nvcc:
            pytest.fail("nvcc is installed but build/runtime/gg_cuda_kernels.fatbin is missing: "
                        "the CMake build did not compile the cuda kernels (GOSTGEN_NVCC)")
        pytest.skip("no nvcc on this machine, so no cuda kernels were built")
    cuobjdump = os.path.join(os.path.dirname(nvcc), "cuobjdump") if nvcc else None
    if not cuobjdump or not os.access(cuobjdump, os.X_OK):
        cuobjdump = shutil.which("cuobjdump")
    if cuobjdump is None:
        pytest.skip("cuobjdump not installed (pip: nvidia-cuda-cuobjdump)")
    proc = subprocess.run([cuobjdump, "--list-elf", fatbin], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    for arch in ("sm_80", "sm_90"):
        assert f".{arch}." in proc.stdout, f"{fatbin} has no {arch} code:\n{proc.stdout}"
    # the library built beside it carries it (fatbin.c: .incbin)
    lib = H.REPO / "build" / "lib" / "libgostgen.so"
    if lib.is_file():
        assert open(fatbin, "rb").read() in lib.read_bytes(), f"{lib} does not embed {fatbin}"


def _driver_loadable():
    try:
        ctypes.CDLL("libcuda.so.1")
        return True
    except OSError:
        return False


def test_backends_list_cuda(cli):
    """`gostcli backends` / `gostgen backends` name cuda; without a driver, unavailable and why."""
    cuda = next((b for b in H.backend_infos() if b["name"] == "cuda"), None)
    if cuda is None or cuda["reason"].startswith("not built"):
        if find_nvcc():
            pytest.fail("nvcc is installed but the library has no cuda backend")
        pytest.skip("library built without the cuda backend (no nvcc)")
    proc = H.run(cli, ["backends"])
    out = H.ok(proc).decode()
    line = next((ln for ln in out.splitlines() if "cuda" in ln), None)
    assert line is not None, out
    if not _driver_loadable():
        assert "libcuda.so.1" in line, f"the reason should name the missing driver: {line!r}"
        info = next(b for b in H.backend_infos() if b["name"] == "cuda")
        assert not info["available"] and "libcuda.so.1" in info["reason"]
