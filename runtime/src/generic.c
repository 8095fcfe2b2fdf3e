/* generic.c: the optional backend entries (magma_ctr, magma_lanes_chain) built from the
 * mandatory ones, for backends that do not provide their own (the chain steps themselves:
 * generated/runtime/gg_chain.c, rendered from their description). The runtime's modes call
 * only gg_ctr / gg_lanes_chain, so every backend runs the same mode code. */
#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gg_internal.h"

void gg_ctr_advance(gg_order order, uint32_t r[2], uint64_t k)
{
    if (k == 0)
        return;
    if (order == GG_ORDER_GOST89) {
        /* One step maps b to the representative in [1, 2^32 - 1] of b + C mod 2^32 - 1 (an
         * end-around carry never gives 0, a plain sum is at least C), so k steps are one. */
        const uint64_t M = 0xffffffffu;
        uint64_t b = (r[1] % M + (k % M) * GG_CNT_C1 % M) % M;
        r[0] += (uint32_t)k * GG_CNT_C2;
        r[1] = b == 0 ? (uint32_t)M : (uint32_t)b;
    } else {
        uint64_t v = ((uint64_t)r[1] << 32 | r[0]) + k;
        r[0] = (uint32_t)v;
        r[1] = (uint32_t)(v >> 32);
    }
}

void gg_ctr(const gg_backend *be, const gg_magma_key *key, gg_order order, uint32_t ctr[2],
            const uint8_t *in, uint8_t *out, size_t nblocks)
{
    uint8_t X[8 * GG_BATCH];
    size_t used = 0;
    if (be->magma_ctr != NULL) {
        be->magma_ctr(key, order, ctr, in, out, nblocks);
        return;
    }
    while (nblocks > 0) {
        size_t nb = nblocks < GG_BATCH ? nblocks : GG_BATCH;
        for (size_t j = 0; j < nb; j++) {
            gg_ctr_step(order, ctr);
            gg_magma_store_block(order, ctr[0], ctr[1], X + 8 * j);
        }
        be->magma_blocks(key, order, GG_SCHED_ENCRYPT, X, X, nb);
        gg_xor(out, in, X, 8 * nb);
        if (8 * nb > used)
            used = 8 * nb;
        in += 8 * nb;
        out += 8 * nb;
        nblocks -= nb;
    }
    gg_wipe(X, used); /* keystream */
}

static void gg_lanes_chain_direct(const gg_backend *be, const gg_magma_key *const *keys,
                                  gg_order order, gg_sched sched, gg_chain chain, size_t n,
                                  uint32_t *reg, const uint8_t *const in[], uint8_t *const out[],
                                  size_t off, size_t nblocks)
{
    if (be->magma_lanes_chain != NULL && (be->magma_chains >> chain & 1u))
        be->magma_lanes_chain(keys, order, sched, chain, n, reg, in, out, off, nblocks);
    else
        gg_generic_lanes_chain(be, keys, order, sched, chain, n, reg, in, out, off, nblocks);
}

/* Streams a multiple of 4 KiB apart (the sectors of a disk image, equal messages in one buffer)
 * start in one set of the L1 data cache, and the lanes read one block of every stream per step:
 * more streams than the cache has ways evict each other's lines before their next block is read
 * (4 KiB sectors ran at half the speed of 512-byte ones). Such calls go through a staging buffer,
 * GG_STAGE_STREAMS streams at a time, whose rows are GG_STAGE_PITCH apart (64 rows in 64
 * different sets, 20 KiB: the window stays in L1), a chunk of blocks at a time. Staging every
 * call instead costs (512-byte sectors: 1670 against 983 MB/s, avx512 on Zen 4), as does a
 * window of all the streams (1024-byte sectors: 1241 against 1461 unstaged, 1556 windowed). */
#define GG_STAGE_STREAMS 64
#define GG_STAGE_BLOCKS 32
#define GG_STAGE_PITCH (8 * GG_STAGE_BLOCKS + 64)

/* Whether more than 8 of the first 64 streams start in the same L1 set (64-byte lines, 64 sets). */
static int gg_streams_collide(const uint8_t *const p[], size_t n)
{
    unsigned char count[64] = {0};
    for (size_t i = 0; i < n && i < 64; i++)
        if (++count[((uintptr_t)p[i] >> 6) & 63] > 8)
            return 1;
    return 0;
}

void gg_lanes_chain(const gg_backend *be, const gg_magma_key *const *keys, gg_order order,
                    gg_sched sched, gg_chain chain, size_t n, uint32_t *reg,
                    const uint8_t *const in[], uint8_t *const out[], size_t off, size_t nblocks)
{
    static_assert(GG_STAGE_PITCH % 64 == 0 && GG_STAGE_PITCH / 64 % 2 == 1,
                  "rows an odd number of lines apart fall into different sets");
    /* (on the heap: 20 KiB more stack would put the kernels' spilled keys below the scrub) */
    uint8_t *stage = NULL;
    if (nblocks >= GG_STAGE_BLOCKS && n > 8 &&
        (gg_streams_collide(in, n) ||
         (out != NULL && gg_streams_collide((const uint8_t *const *)out, n))))
        stage = aligned_alloc(64, GG_STAGE_STREAMS * GG_STAGE_PITCH);
    if (stage == NULL) { /* (also without memory for it: the same result, slower) */
        gg_lanes_chain_direct(be, keys, order, sched, chain, n, reg, in, out, off, nblocks);
        return;
    }
    const uint8_t *rows[GG_STAGE_STREAMS];
    uint8_t *rows_out[GG_STAGE_STREAMS];
    size_t i;
    for (i = 0; i < GG_STAGE_STREAMS; i++)
        rows_out[i] = (uint8_t *)(rows[i] = stage + GG_STAGE_PITCH * i);
    for (size_t w = 0; w < n; w += GG_STAGE_STREAMS) {
        const size_t m = n - w < GG_STAGE_STREAMS ? n - w : GG_STAGE_STREAMS;
        for (size_t done = 0; done < nblocks;) {
            const size_t nb = nblocks - done < GG_STAGE_BLOCKS ? nblocks - done : GG_STAGE_BLOCKS;
            const size_t at = off + 8 * done;
            for (i = 0; i < m; i++)
                memcpy(rows_out[i], in[w + i] + at, 8 * nb);
            gg_lanes_chain_direct(be, keys + w, order, sched, chain, m, reg + 2 * w, rows,
                                  out != NULL ? rows_out : NULL, 0, nb);
            for (i = 0; out != NULL && i < m; i++)
                memcpy(out[w + i] + at, rows_out[i], 8 * nb);
            done += nb;
        }
    }
    gg_wipe(stage, GG_STAGE_STREAMS * GG_STAGE_PITCH); /* the data */
    free(stage);
}
