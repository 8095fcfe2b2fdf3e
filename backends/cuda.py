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
"""
from gostgen import modes, passes


NAME = "cuda"
DESCRIPTION = ("CUDA (driver API loaded at run time), sm_80/sm_90 kernels: one block or message "
               "per thread, S-box and LPS tables in shared memory")
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


def lower(model):
    consts = {name: [[int.from_bytes(c[8 * w:8 * w + 8], "little") for w in range(8)] for c in cs]
              for name, cs in model.hash.consts.items()}
    return dict(schedules=lower_schedules(model.cipher), consts=consts, cuda_archs=CUDA_ARCHS,
                **lower_compress(model.hash))
