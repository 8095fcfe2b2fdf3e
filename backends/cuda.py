"""Backend `cuda`: NVIDIA GPUs through the CUDA driver API, loaded at run time (dlopen).

Files (templates/cuda/):
- gg_cuda_device.h: the per-block and per-message functions, `__host__ __device__`, in the common
  subset of C and CUDA C++. The kernels call them on the GPU; the runtime's host side (backend.c)
  and the host check (hostcheck.cpp, tests/test_cuda_host.py) call the same code on the CPU.
- gg_cuda_kernels.cu: the kernels (one 8-byte block or one Streebog message per thread), built by
  nvcc for sm_80 and sm_90 into one fatbin (backend.cmake) that libgostgen carries as data
  (fatbin.c) and loads with cuModuleLoadData.
- backend.c: the vtable; dlopen("libcuda.so.1"), pinned staging buffers and two streams so
  copies overlap compute, chunk by chunk.

Lowering choices:
- Magma: the round's subst4-then-rotl becomes four lookups in the 4 x 256-word byte tables of the
  S-box set (the portable backend's tables, copied into shared memory by every thread block), so
  S-box sets given at run time work unchanged. A bitsliced Boolean circuit (LOP3) per shipped set
  is the alternative the issue names; it needs the set at generation time and a 32-block
  transpose per thread, and is left for when a GPU is at hand to measure both (bench/gpu.sh).
  Lookups are indexed by key-dependent data: NOT constant-time (shared-memory bank conflicts).
- Streebog: LPS as eight lookups per output word in eight 256-entry 64-bit tables (computed by
  the generator, passes.lps_tables) in shared memory; the 512-bit values of g are scalars (eight
  64-bit words each) so nvcc keeps them in registers; an xor whose only use is an LPS is fused
  into it. One thread per message for the batch call.
- Block ciphers described with round keys (Kuznyechik; every one the shared default lowering
  can plan, handled_blockciphers): the default lowering's plan (lowering.plan: the round's
  subst8 and gflinear fused into 16 lookups of 16-byte entries per round, tables computed by the
  generator) rendered as `__host__ __device__` functions, one block per thread (ECB, the lanes
  call, CTR with the counter blocks made on the GPU). Tables: each kernel copies the tables its
  direction reads (Kuznyechik: 64 KiB of T tables, and for decryption 512 bytes of byte tables)
  from global memory into dynamic shared memory once per thread block (the opt-in
  CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES; sm_80 allows 163 KiB, sm_86/89 99 KiB,
  sm_90 227 KiB), then loops over its blocks. Chosen over global memory read through the
  read-only (L1) path because each round's 16 gathers of 16 bytes by 32 threads touch up to 32
  different 128-byte lines: the L1 serves one line per wavefront, shared memory 128 bytes of any
  addresses (bank conflicts aside) per wavefront; the same reasoning makes shared-memory T
  tables the usual choice for AES on GPUs. The price is occupancy: 64.5 KiB per thread block
  leaves room for 3 thread blocks per SM on sm_90 (2 on sm_80), so blocks hold 512 threads.
  A kernel whose tables exceed the device's opt-in limit is not used: that cipher runs the same
  functions on the host (backend.c). bench/gpu.sh measures it; the global-memory variant is the
  alternative to try there. Round keys (and decryption's transformed keys, computed on the host
  per call) go by value as a __grid_constant__ parameter (constant bank, no copy); the lanes
  kernel reads stream i's from global memory. Lookups are indexed by key-dependent data: NOT
  constant-time.
"""
from gostgen import lowering, modes, passes


NAME = "cuda"
DESCRIPTION = ("CUDA (driver API loaded at run time), sm_80/sm_90 kernels: one block or message "
               "per thread, S-box, LPS and block-cipher tables in shared memory")
# Below every CPU backend: never the automatic default (each call pays a launch and copies).
PRIORITY = -100
CONSTANT_TIME = set()
COMPILE_OPTIONS = []
PROBE = None
ARCH = "x86_64|aarch64|AMD64|arm64"
TEMPLATES = ["gg_cuda_device.h.j2", "gg_cuda_kernels.cu.j2", "hostcheck.cpp.j2", "fatbin.c.j2",
             "backend.c.j2", "backend.cmake.j2"]
# The chain steps (generator/gostgen/modes.py) its magma_lanes_chain specialises: all of
# them, rendered from the description by templates/_shared/chain.j2.
CHAINS = modes.CHAIN_NAMES
CMAKE_TEMPLATE = "backend.cmake.j2"
BLOCKCIPHER_TEMPLATE = "blockcipher.c.j2"
# Threads per thread block of the block-cipher kernels (see the docstring: shared memory bounds
# the thread blocks per SM, so each is large).
BC_THREADS = 512


def _bc_plan(c):
    """The default lowering's plan of c, or None where this backend's kernels cannot take it (its
    plan fails, or its block is not one 128-bit value at offset 0)."""
    try:
        p = lowering.plan(c)
    except ValueError:
        return None
    blk = [ld for ld in c.loads if ld.src == "block"]
    if len(blk) != 1 or blk[0].offset != 0 or blk[0].bits != 128 or c.block_bytes != 16:
        return None
    return p


def handled_blockciphers(ciphers):
    """Every block cipher described with round keys that the default lowering can plan."""
    return {c.name for c in ciphers if _bc_plan(c) is not None}


BLOCKCIPHERS = handled_blockciphers
BLOCKCIPHER_CTR = handled_blockciphers  # the CTR kernel makes its counter blocks on the GPU
# Architectures the fatbin holds (SASS for each, plus PTX of the newest for later GPUs).
CUDA_ARCHS = ["80", "90"]


def lower_schedules(cipher):
    """Per schedule: the unrolled rounds on (a, b) with round keys k[i] and tables T."""
    fused = passes.find_sbox_rotate(cipher.round)
    if fused is None:
        raise ValueError("cuda backend: expects the round's subst4 to be followed by a rotation")
    out = []
    for s in cipher.schedules.values():
        a, b = "a", "b"
        lines = []
        for i, ki in enumerate(s.keys):
            env = dict(zip(cipher.round.inputs, (a, b, f"k[{ki}]")))
            lines.append(f"/* round {i + 1}: K{ki} */")
            for ins in cipher.round.body:
                if ins is fused.subst:
                    continue
                args = [env.get(x) for x in ins.args]
                if ins.op == "add32":
                    expr = f"{args[0]} + {args[1]}"
                elif ins.op == "xor":
                    expr = f"{args[0]} ^ {args[1]}"
                elif ins.op == "rotl" and ins is fused.rotl:
                    x = env[fused.subst.args[0]]
                    expr = (f"T[{x} & 255] ^ T[256 + (({x} >> 8) & 255)] ^ "
                            f"T[512 + (({x} >> 16) & 255)] ^ T[768 + ({x} >> 24)]")
                elif ins.op == "rotl":
                    expr = f"gg_cuda_rotl32({args[0]}, {ins.attr})"
                else:
                    raise ValueError(f"cuda backend: cannot lower {ins.op} in the round")
                name = f"r{i + 1}_{ins.dst}"
                lines.append(f"const uint32_t {name} = {expr};")
                env[ins.dst] = name
            a, b = (env[o] for o in cipher.round.outputs)
        if s.unswap:
            a, b = b, a
        out.append(dict(name=s.name, lines=lines, a=a, b=b))
    return out


def lower_compress(h):
    """C statements for g on scalars: value v is v_0..v_7 (uint64_t), word 0 least significant."""
    block = h.compress
    chains = passes.find_lps_chains(block)
    if not chains or len({id(c.subst.attr) for c in chains.values()}) > 1:
        raise ValueError("cuda backend: expects one LPS shape")
    skip = {id(c.subst) for c in chains.values()} | {id(c.perm) for c in chains.values()}
    producers = {i.dst: i for i in block.body}
    fused_xor = {}
    for c in chains.values():
        x = producers.get(c.subst.args[0])
        if x is not None and x.op == "xor" and len(passes.uses(block, x.dst)) == 1:
            fused_xor[c.linear.dst] = x
            skip.add(id(x))
    env = {x: x for x in block.inputs}  # value -> C name prefix (words are <prefix>_<w>)
    lines = []
    for ins in block.body:
        if id(ins) in skip:
            continue
        if ins.op == "const":
            name, i = ins.attr
            env[ins.dst] = ("const", name, i)
            continue

        def word(v, w):
            e = env[v]
            if isinstance(e, tuple):
                return f"GG_CUDA_{e[1]}({e[2]}, {w})"
            return f"{e}_{w}"

        dst = f"v{ins.dst}"
        if ins.op == "xor":
            for w in range(8):
                lines.append(f"const uint64_t {dst}_{w} = {word(ins.args[0], w)} ^ "
                             f"{word(ins.args[1], w)};")
        elif ins.op == "linear" and ins.dst in chains:
            src = chains[ins.dst].subst.args[0]
            if ins.dst in fused_xor:
                xa, xb = fused_xor[ins.dst].args
                ins_words = [f"({word(xa, i)} ^ {word(xb, i)})" for i in range(8)]
            else:
                ins_words = [word(src, i) for i in range(8)]
            for i in range(8):
                lines.append(f"const uint64_t {dst}_x{i} = {ins_words[i]};")
            for w in range(8):
                terms = [f"L[{256 * i} + (({dst}_x{i} >> {8 * w}) & 255)]" for i in range(8)]
                lines.append(f"const uint64_t {dst}_{w} = " + " ^ ".join(terms) + ";")
        else:
            raise ValueError(f"cuda backend: cannot lower {ins.op} in g")
        env[ins.dst] = dst
    chain = next(iter(chains.values()))
    return dict(g_lines=lines, g_out=env[block.outputs[0]], g_inputs=block.inputs,
                lps_table=[v for t in passes.lps_tables(h, chain) for v in t])


def _tables_of(steps):
    """The tables a chain of plan steps reads: (fused names, byte table names)."""
    fused, byte = [], []
    for st in steps:
        if st.kind in ("lookup", "linear_via") and st.table not in fused:
            fused.append(st.table)
        for b in ((st.table,) if st.kind == "subst" else (st.pre,) if st.kind == "linear_via" else ()):
            if b not in byte:
                byte.append(b)
    return fused, byte


def lower_bc(c):
    """One cipher's device code: the plan, its tables as one blob of 16-byte entries (fused
    tables of 16 x 256 entries, byte tables of 16 entries each), and per direction the parts of
    the blob its kernels copy into shared memory."""
    p = _bc_plan(c)
    blob, offs = [], {}  # offs: table -> (entry offset, entries)
    for name, rows in p["fused_tables"].items():
        offs[name] = (len(blob), 16 * 256)
        blob += [(v & (2 ** 64 - 1), v >> 64) for row in rows for v in row]
    for name, t in p["byte_tables"].items():
        offs[name] = (len(blob), 16)
        blob += [(int.from_bytes(bytes(t[i:i + 8]), "little"),
                  int.from_bytes(bytes(t[i + 8:i + 16]), "little")) for i in range(0, 256, 16)]
    dirs = {}
    for d, steps in (("enc", p["enc_steps"]), ("dec", p["dec_steps"])):
        fused, byte = _tables_of(steps)
        parts, at = [], 0
        for name in fused + byte:
            o, n = offs[name]
            parts.append(dict(name=name, src=o, dst=at, entries=n))
            at += n
        dirs[d] = dict(parts=parts, entries=at, shared_bytes=16 * at)
    load = next(ld for ld in c.loads if ld.src == "block")
    return dict(c=c, p=p, blob=blob, offs=offs, dirs=dirs, be=load.endian == "be",
                fused=list(p["fused_tables"]), byte=list(p["byte_tables"]))


def lower(model):
    bcs = [lower_bc(c) for c in model.blockciphers or [] if _bc_plan(c) is not None]
    return dict(blockciphers=bcs, bc_threads=BC_THREADS, **_lower_feistel_hash(model))


def lower_blockcipher(model, c):
    return dict(bc=lower_bc(c))


def _lower_feistel_hash(model):
    consts = {name: [[int.from_bytes(c[8 * w:8 * w + 8], "little") for w in range(8)] for c in cs]
              for name, cs in model.hash.consts.items()}
    return dict(schedules=lower_schedules(model.cipher), consts=consts, cuda_archs=CUDA_ARCHS,
                **lower_compress(model.hash))
