/* Auto-generated file. Do not edit!
 *   Template: templates/cuda/fatbin.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/gost28147.gg, dsl/streebog.gg, dsl/kuznyechik.gg, backends/cuda.py
 *   Regenerate with: python -m gostgen.generate */
/* The kernels' fatbin (sm_80, sm_90), built by nvcc (backend.cmake) and carried by libgostgen as
 * read-only data: backend.c hands it to cuModuleLoadData, so nothing of CUDA is needed to link. */
#ifndef GG_CUDA_FATBIN_PATH
#error "GG_CUDA_FATBIN_PATH (the fatbin's path) is set by generated/cuda/backend.cmake"
#endif

/* .incbin copies the file's bytes into the object; %object is accepted by GNU as on x86 and Arm. */
__asm__(".section .rodata\n"
        ".balign 64\n"
        ".globl gg_cuda_fatbin\n"
        ".hidden gg_cuda_fatbin\n"
        ".type gg_cuda_fatbin, %object\n"
        "gg_cuda_fatbin:\n"
        ".incbin \"" GG_CUDA_FATBIN_PATH "\"\n"
        ".globl gg_cuda_fatbin_end\n"
        ".hidden gg_cuda_fatbin_end\n"
        "gg_cuda_fatbin_end:\n"
        ".byte 0\n"
        ".previous\n");
