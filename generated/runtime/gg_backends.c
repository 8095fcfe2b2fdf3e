/* Auto-generated file. Do not edit!
 *   Template: templates/runtime/gg_backends.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: backends/avx512.py, backends/msa.py, backends/avx2gfni.py, backends/avx2.py, backends/ssse3.py, backends/ispc.py, backends/portable.py, backends/bitsliced.py, backends/cuda.py
 *   Regenerate with: python -m gostgen.generate */
/* Every backend the generator knows, most preferred first. The build defines
 * GG_HAVE_BACKEND_<NAME> for each backend it compiled, and GG_NOT_BUILT_<NAME> (a string: why)
 * for each one it left out (generated/backends.cmake); a backend left out is still listed, never
 * available, so that `backends` can say why it is missing. */
#include <stddef.h>
#include "gg_backend.h"

#ifdef GG_HAVE_BACKEND_AVX512
extern const gg_backend gg_backend_avx512;
#else
#ifndef GG_NOT_BUILT_AVX512
#define GG_NOT_BUILT_AVX512 "not built"
#endif
static int gg_not_built_avx512(const char **reason)
{
    *reason = GG_NOT_BUILT_AVX512;
    return 0;
}
/* Only the name, description, claims and probe: a backend that never probes available is never
 * called. */
static const gg_backend gg_backend_avx512 = {
    .name = "avx512",
    .description = "AVX-512 VBMI + GFNI: Magma with vpermb S-box lookups, 16 blocks per register, interleaved groups; Streebog with vpermi2b S and GF(2^8) products for L; Kuznyechik byte-sliced, 64 blocks per batch, single blocks and the key schedule one value per zmm in GFNI's field, many keys' schedules byte-sliced, many streams' chained modes and MACs inside the kernel; CTR-ACPKM re-keying inside the kernels (constant-time)",
    .constant_time = GG_CT_KUZNYECHIK | GG_CT_MAGMA | GG_CT_STREEBOG,
    .probe = gg_not_built_avx512,
};
#endif
#ifdef GG_HAVE_BACKEND_MSA
extern const gg_backend gg_backend_msa;
#else
#ifndef GG_NOT_BUILT_MSA
#define GG_NOT_BUILT_MSA "not built"
#endif
static int gg_not_built_msa(const char **reason)
{
    *reason = GG_NOT_BUILT_MSA;
    return 0;
}
/* Only the name, description, claims and probe: a backend that never probes available is never
 * called. */
static const gg_backend gg_backend_msa = {
    .name = "msa",
    .description = "MIPS MSA (mips32r5, P5600/Baikal-T1): Magma 16 blocks byte-sliced, vshf.b S-box lookups in registers, generated assembly; Streebog as portable tables",
    .constant_time = 0,
    .probe = gg_not_built_msa,
};
#endif
#ifdef GG_HAVE_BACKEND_AVX2GFNI
extern const gg_backend gg_backend_avx2gfni;
#else
#ifndef GG_NOT_BUILT_AVX2GFNI
#define GG_NOT_BUILT_AVX2GFNI "not built"
#endif
static int gg_not_built_avx2gfni(const char **reason)
{
    *reason = GG_NOT_BUILT_AVX2GFNI;
    return 0;
}
/* Only the name, description, claims and probe: a backend that never probes available is never
 * called. */
static const gg_backend gg_backend_avx2gfni = {
    .name = "avx2gfni",
    .description = "x86-64 AVX2 + GFNI: Magma as avx2 (constant-time); Kuznyechik byte-sliced, 32 blocks per ymm, pi by GF(2^4) arithmetic in GFNI, L by vgf2p8affineqb, the round loop as assembly with the generator's register allocation; single blocks and the key schedule one value per 128-bit lane in GFNI's field (constant-time), many keys' schedules byte-sliced, many streams' chained modes inside the kernel; CTR-ACPKM re-keying inside the Kuznyechik kernel; Streebog by GFNI products and pi's structure on ymm (constant-time)",
    .constant_time = GG_CT_KUZNYECHIK | GG_CT_MAGMA | GG_CT_STREEBOG,
    .probe = gg_not_built_avx2gfni,
};
#endif
#ifdef GG_HAVE_BACKEND_AVX2
extern const gg_backend gg_backend_avx2;
#else
#ifndef GG_NOT_BUILT_AVX2
#define GG_NOT_BUILT_AVX2 "not built"
#endif
static int gg_not_built_avx2(const char **reason)
{
    *reason = GG_NOT_BUILT_AVX2;
    return 0;
}
/* Only the name, description, claims and probe: a backend that never probes available is never
 * called. */
static const gg_backend gg_backend_avx2 = {
    .name = "avx2",
    .description = "x86-64 AVX2: Magma constant-time (byte-sliced, pshufb S-box); Streebog tables",
    .constant_time = GG_CT_MAGMA,
    .probe = gg_not_built_avx2,
};
#endif
#ifdef GG_HAVE_BACKEND_SSSE3
extern const gg_backend gg_backend_ssse3;
#else
#ifndef GG_NOT_BUILT_SSSE3
#define GG_NOT_BUILT_SSSE3 "not built"
#endif
static int gg_not_built_ssse3(const char **reason)
{
    *reason = GG_NOT_BUILT_SSSE3;
    return 0;
}
/* Only the name, description, claims and probe: a backend that never probes available is never
 * called. */
static const gg_backend gg_backend_ssse3 = {
    .name = "ssse3",
    .description = "x86-64 SSSE3: Magma constant-time (byte-sliced, pshufb S-box); Streebog tables",
    .constant_time = GG_CT_MAGMA,
    .probe = gg_not_built_ssse3,
};
#endif
#ifdef GG_HAVE_BACKEND_ISPC
extern const gg_backend gg_backend_ispc;
#else
#ifndef GG_NOT_BUILT_ISPC
#define GG_NOT_BUILT_ISPC "not built"
#endif
static int gg_not_built_ispc(const char **reason)
{
    *reason = GG_NOT_BUILT_ISPC;
    return 0;
}
/* Only the name, description, claims and probe: a backend that never probes available is never
 * called. */
static const gg_backend gg_backend_ispc = {
    .name = "ispc",
    .description = "ISPC multi-target (SSE4/AVX2/AVX-512): Magma S-box by register shuffles (AVX2/AVX-512), Streebog by 8 x 256 tables",
    .constant_time = 0,
    .probe = gg_not_built_ispc,
};
#endif
#ifdef GG_HAVE_BACKEND_PORTABLE
extern const gg_backend gg_backend_portable;
#else
#ifndef GG_NOT_BUILT_PORTABLE
#define GG_NOT_BUILT_PORTABLE "not built"
#endif
static int gg_not_built_portable(const char **reason)
{
    *reason = GG_NOT_BUILT_PORTABLE;
    return 0;
}
/* Only the name, description, claims and probe: a backend that never probes available is never
 * called. */
static const gg_backend gg_backend_portable = {
    .name = "portable",
    .description = "portable C99, table lookups (4 x 256 words per S-box set; 8 x 256 for Streebog LPS)",
    .constant_time = 0,
    .probe = gg_not_built_portable,
};
#endif
#ifdef GG_HAVE_BACKEND_BITSLICED
extern const gg_backend gg_backend_bitsliced;
#else
#ifndef GG_NOT_BUILT_BITSLICED
#define GG_NOT_BUILT_BITSLICED "not built"
#endif
static int gg_not_built_bitsliced(const char **reason)
{
    *reason = GG_NOT_BUILT_BITSLICED;
    return 0;
}
/* Only the name, description, claims and probe: a backend that never probes available is never
 * called. */
static const gg_backend gg_backend_bitsliced = {
    .name = "bitsliced",
    .description = "portable C99, constant-time: Magma nibble-sliced (8 blocks per 64-bit word, S-boxes by algebraic normal form), Streebog bitsliced (pi as a Boolean circuit), Kuznyechik bitsliced (64 blocks per 64-bit lane, words of 1-2 lanes chosen at compile time, 4 with AVX2 chosen at run time on x86; pi as a circuit, L as xor networks)",
    .constant_time = GG_CT_KUZNYECHIK | GG_CT_MAGMA | GG_CT_STREEBOG,
    .probe = gg_not_built_bitsliced,
};
#endif
#ifdef GG_HAVE_BACKEND_CUDA
extern const gg_backend gg_backend_cuda;
#else
#ifndef GG_NOT_BUILT_CUDA
#define GG_NOT_BUILT_CUDA "not built"
#endif
static int gg_not_built_cuda(const char **reason)
{
    *reason = GG_NOT_BUILT_CUDA;
    return 0;
}
/* Only the name, description, claims and probe: a backend that never probes available is never
 * called. */
static const gg_backend gg_backend_cuda = {
    .name = "cuda",
    .description = "CUDA (driver API loaded at run time), sm_80/sm_90 kernels: one block or message per thread, S-box, LPS and block-cipher tables in shared memory",
    .constant_time = 0,
    .probe = gg_not_built_cuda,
};
#endif

const gg_backend *const gg_backends[] = {
    &gg_backend_avx512,
    &gg_backend_msa,
    &gg_backend_avx2gfni,
    &gg_backend_avx2,
    &gg_backend_ssse3,
    &gg_backend_ispc,
    &gg_backend_portable,
    &gg_backend_bitsliced,
    &gg_backend_cuda,
    NULL
};
