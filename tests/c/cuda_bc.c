/* The cuda backend's block-cipher entry points (gg_bc_ops_of(cuda, ...): gg_cuda_<cipher>_blocks,
 * _lanes, _ctr) against the portable backend's (the shared default lowering), for every block
 * cipher described with round keys, called directly, without asking the backend's probe: with no
 * GPU they run the device functions on the host (backend.c's path when the GPU is absent or a
 * CUDA call failed); with one, the kernels, over NBLOCKS blocks (more than one 16 MiB staging
 * chunk exercises the chunking), both directions, in place, and CTR from a counter whose low 64
 * bits wrap within the run.
 * Usage: cuda_bc SEED NBLOCKS. Prints one line per cipher; exit 0 when all agree, 1 otherwise. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gg_backend.h"

static uint64_t rs;
static void fill(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        rs = rs * 6364136223846793005ULL + 1442695040888963407ULL;
        p[i] = (uint8_t)(rs >> 33);
    }
}

static const gg_backend *named(const char *name)
{
    for (int b = 0; gg_backends[b]; b++)
        if (strcmp(gg_backends[b]->name, name) == 0)
            return gg_backends[b];
    return NULL;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: cuda_bc SEED NBLOCKS\n");
        return 2;
    }
    rs = strtoull(argv[1], NULL, 10);
    size_t n = strtoull(argv[2], NULL, 10), lanes = n < 5000 ? n : 5000;
    const gg_backend *cuda = named("cuda"), *ref = named("portable");
    if (cuda == NULL || ref == NULL) {
        printf("MISMATCH: the library lacks the %s backend\n", cuda ? "portable" : "cuda");
        return 1;
    }
    for (int bc = 0; bc < GG_BC_COUNT; bc++) {
        const gg_bc_info *info = &gg_bc_infos[bc];
        const gg_bc_ops *op = gg_bc_ops_of(cuda, bc), *rop = gg_bc_ops_of(ref, bc);
        size_t bs = info->block_bytes, bytes = n * bs;
        uint8_t key[GG_BC_MAX_KEY], rk[GG_BC_MAX_RK], c0[GG_BC_MAX_BLOCK], c[GG_BC_MAX_BLOCK];
        uint8_t *in = malloc(bytes + 1), *want = malloc(bytes + 1), *got = malloc(bytes + 1);
        uint8_t *lrk = malloc(lanes * GG_BC_MAX_RK + 1);
        const uint8_t **rks = malloc((lanes + 1) * sizeof *rks);
        if (!in || !want || !got || !lrk || !rks) {
            fprintf(stderr, "cuda_bc: out of memory\n");
            return 2;
        }
        fill(key, info->key_bytes);
        rop->schedule(key, rk);
        fill(in, bytes);
        for (int dec = 0; dec < 2; dec++) {
            rop->blocks(rk, dec, in, want, n);
            op->blocks(rk, dec, in, got, n);
            if (memcmp(got, want, bytes)) {
                printf("MISMATCH cuda %s: blocks %s n=%zu\n", info->name, dec ? "decrypt" : "encrypt", n);
                return 1;
            }
            memcpy(got, in, bytes);
            op->blocks(rk, dec, got, got, n);
            if (memcmp(got, want, bytes)) {
                printf("MISMATCH cuda %s: blocks in place %s\n", info->name, dec ? "decrypt" : "encrypt");
                return 1;
            }
            for (size_t i = 0; i < lanes; i++) {
                fill(key, info->key_bytes);
                rop->schedule(key, lrk + GG_BC_MAX_RK * i);
                rks[i] = lrk + GG_BC_MAX_RK * i;
            }
            rop->lanes(rks, dec, in, want, lanes);
            op->lanes(rks, dec, in, got, lanes);
            if (memcmp(got, want, lanes * bs)) {
                printf("MISMATCH cuda %s: lanes %s n=%zu\n", info->name, dec ? "decrypt" : "encrypt", lanes);
                return 1;
            }
        }
        if (op->ctr == NULL) {
            printf("MISMATCH cuda %s: no CTR kernel\n", info->name);
            return 1;
        }
        /* counter blocks through the reference's blocks: the low 8 bytes wrap inside the run */
        fill(c0, bs);
        memset(c0 + bs - 8, 0xff, 8);
        c0[bs - 1] = (uint8_t)(0xff - n / 2 % 256);
        memcpy(c, c0, bs);
        for (size_t i = 0; i < n; i++) {
            memcpy(want + bs * i, c, bs);
            for (size_t k = bs; k-- > 0;)
                if (++c[k] != 0)
                    break;
        }
        rop->blocks(rk, 0, want, want, n);
        for (size_t i = 0; i < bytes; i++)
            want[i] ^= in[i];
        op->ctr(rk, c0, in, got, n);
        if (memcmp(got, want, bytes)) {
            printf("MISMATCH cuda %s: ctr n=%zu\n", info->name, n);
            return 1;
        }
        printf("ok cuda %s\n", info->name);
        free(in), free(want), free(got), free(lrk), free(rks);
    }
    return 0;
}
