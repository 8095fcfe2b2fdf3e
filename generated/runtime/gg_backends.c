/* Auto-generated file. Do not edit!
 *   Template: templates/runtime/gg_backends.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: backends/avx512.py, backends/msa.py, backends/avx2.py, backends/ssse3.py, backends/ispc.py, backends/portable.py, backends/bitsliced.py, backends/cuda.py
 *   Regenerate with: python -m gostgen.generate */
/* The backends built into libgostgen, most preferred first. The build defines
 * GG_HAVE_BACKEND_<NAME> for each backend it compiled (generated/backends.cmake). */
#include <stddef.h>
#include "gg_backend.h"

#ifdef GG_HAVE_BACKEND_AVX512
extern const gg_backend gg_backend_avx512;
#endif
#ifdef GG_HAVE_BACKEND_MSA
extern const gg_backend gg_backend_msa;
#endif
#ifdef GG_HAVE_BACKEND_AVX2
extern const gg_backend gg_backend_avx2;
#endif
#ifdef GG_HAVE_BACKEND_SSSE3
extern const gg_backend gg_backend_ssse3;
#endif
#ifdef GG_HAVE_BACKEND_ISPC
extern const gg_backend gg_backend_ispc;
#endif
#ifdef GG_HAVE_BACKEND_PORTABLE
extern const gg_backend gg_backend_portable;
#endif
#ifdef GG_HAVE_BACKEND_BITSLICED
extern const gg_backend gg_backend_bitsliced;
#endif
#ifdef GG_HAVE_BACKEND_CUDA
extern const gg_backend gg_backend_cuda;
#endif

const gg_backend *const gg_backends[] = {
#ifdef GG_HAVE_BACKEND_AVX512
    &gg_backend_avx512,
#endif
#ifdef GG_HAVE_BACKEND_MSA
    &gg_backend_msa,
#endif
#ifdef GG_HAVE_BACKEND_AVX2
    &gg_backend_avx2,
#endif
#ifdef GG_HAVE_BACKEND_SSSE3
    &gg_backend_ssse3,
#endif
#ifdef GG_HAVE_BACKEND_ISPC
    &gg_backend_ispc,
#endif
#ifdef GG_HAVE_BACKEND_PORTABLE
    &gg_backend_portable,
#endif
#ifdef GG_HAVE_BACKEND_BITSLICED
    &gg_backend_bitsliced,
#endif
#ifdef GG_HAVE_BACKEND_CUDA
    &gg_backend_cuda,
#endif
    NULL
};
