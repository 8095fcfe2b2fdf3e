/* util.c: status texts, version, and the memory wipe used for key hygiene. */
#include <stdlib.h>
#include <string.h>

#include "gg_internal.h"

const char *gostgen_strerror(int status)
{
    switch (status) {
    case GOSTGEN_OK: return "success";
    case GOSTGEN_EINVAL: return "invalid argument";
    case GOSTGEN_EKEYLEN: return "key must be 32 bytes";
    case GOSTGEN_EIVLEN: return "IV length not allowed for this cipher and mode";
    case GOSTGEN_ELENGTH:
        return "length not allowed (ECB and CBC need whole blocks: 8 bytes, 16 for kuznyechik; or "
               "past the mode's limit, or more than the buffer given holds)";
    case GOSTGEN_ESBOX: return "unknown or invalid S-box set";
    case GOSTGEN_EBACKEND: return "backend unknown or not available on this machine";
    case GOSTGEN_EMODE: return "mode or key meshing not offered for this cipher";
    case GOSTGEN_ENOMEM: return "out of memory";
    case GOSTGEN_ESTATE:
        return "call out of order (e.g. update after final, or a setting after the data started)";
    case GOSTGEN_EAUTH: return "authentication failed";
    default: return "unknown status";
    }
}

const char *gostgen_version(void)
{
    return GOSTGEN_VERSION;
}

/* A volatile function pointer: the compiler cannot prove the call is a plain memset on memory
 * about to die, so it cannot drop it. */
static void *(*const volatile gg_memset_v)(void *, int, size_t) = memset;

void gg_wipe(void *p, size_t n)
{
    if (p != NULL && n != 0)
        gg_memset_v(p, 0, n);
}

int gg_ctx_copy(const void *src, int done, size_t size, void **copy)
{
    *copy = NULL;
    if (src == NULL)
        return GOSTGEN_EINVAL;
    if (done)
        return GOSTGEN_ESTATE;
    void *d = malloc(size);
    if (d == NULL)
        return GOSTGEN_ENOMEM;
    memcpy(d, src, size);
    *copy = d;
    return GOSTGEN_OK;
}

/* Kernels keep round keys in registers, and the compiler spills them to the stack, where they
 * would stay after the call until something reuses the space. Called on the way out of the
 * calls that take a key (and by context frees), this overwrites the stack below the caller's
 * frame, where those frames were. 16 KiB covers GOST 28147-89/Magma and Streebog, one stream or
 * many; a block cipher's calls, one stream or many, scrub what its backend's kernels reach
 * (gg_bc_ops.stack_bytes: 32 KiB, the bitsliced kernels 96: their lanes kernel holds every
 * lane's round keys in bit slices); what may have run any kernel (a context's free, a worker
 * thread's part, the hash batches) scrubs the deepest, 128 KiB. gg_stack_scrub_to rounds a
 * depth up to the next of 16, 32, 64 and 128 KiB. tests/c/stack_reach.c checks that no one-shot
 * or multi-stream call reaches below its scrub. */
#define GG_STACK_SCRUB_BYTES (16 * 1024)
#define GG_STACK_SCRUB_DEEP_BYTES (128 * 1024)

/* A scrub of n bytes, in a frame of its own (the region starts right below the caller's). */
#define GG_SCRUB_FN(name, n)                                   \
    __attribute__((noinline)) void name(void)                  \
    {                                                          \
        unsigned char region[n];                               \
        gg_memset_v(region, 0, sizeof region);                 \
        __asm__ __volatile__("" : : "r"(region) : "memory");   \
    }

GG_SCRUB_FN(gg_stack_scrub, GG_STACK_SCRUB_BYTES)
GG_SCRUB_FN(gg_stack_scrub_deep, GG_STACK_SCRUB_DEEP_BYTES)
static GG_SCRUB_FN(gg_stack_scrub_32k, 32 * 1024)
static GG_SCRUB_FN(gg_stack_scrub_64k, 64 * 1024)

void gg_stack_scrub_to(size_t bytes)
{
    if (bytes <= GG_STACK_SCRUB_BYTES)
        gg_stack_scrub();
    else if (bytes <= 32 * 1024)
        gg_stack_scrub_32k();
    else if (bytes <= 64 * 1024)
        gg_stack_scrub_64k();
    else
        gg_stack_scrub_deep();
}
