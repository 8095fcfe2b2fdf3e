/* Every backend's kernels for every block cipher described with round keys, against the shared
 * default lowering (gg_default_<cipher>_blocks/_lanes), on random keys, blocks and lengths, both
 * directions, whole runs ("blocks") and independent streams ("lanes"), aliased in/out included;
 * the fused CTR kernels (ops->ctr, where a backend has one) against counter blocks through the
 * default lowering, counters carrying across bytes and wrapping included; the chained lanes
 * (ops->lanes_chain, where a backend has them) against the runtime's own chain steps
 * (gg_steps.h) around the default lowering, per stream and block; and the published vector
 * (given on the command line) through every backend.
 * Usage: bc_kernels SEED KEYHEX PLAINHEX CIPHERHEX (the vector of the first cipher).
 * Prints one line per backend checked; exit 0 when all agree, 1 at the first disagreement. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gg_backend.h"
#include "gg_steps.h" /* the runtime's chain steps: the reference for lanes_chain */

void gg_default_kuznyechik_blocks(const uint8_t *rk, int decrypt, const uint8_t *in,
                                  uint8_t *out, size_t nblocks);
void gg_default_kuznyechik_lanes(const uint8_t *const *rks, int decrypt, const uint8_t *in,
                                 uint8_t *out, size_t n);
void gg_kuznyechik_schedule(const uint8_t *key, uint8_t *rk);

typedef void (*blocks_fn)(const uint8_t *, int, const uint8_t *, uint8_t *, size_t);
typedef void (*lanes_fn)(const uint8_t *const *, int, const uint8_t *, uint8_t *, size_t);

/* Every cipher described with round keys and its default lowering (the reference here). */
static const struct {
    int bc;
    blocks_fn blocks;
    lanes_fn lanes;
    void (*schedule)(const uint8_t *key, uint8_t *rk);
} defaults[] = {
    { GG_BC_KUZNYECHIK, gg_default_kuznyechik_blocks, gg_default_kuznyechik_lanes,
      gg_kuznyechik_schedule },
};

#define MAXN 300
static uint64_t rs;
static uint32_t rnd(void)
{
    rs = rs * 6364136223846793005ULL + 1442695040888963407ULL;
    return (uint32_t)(rs >> 33);
}

static void fill(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (uint8_t)rnd();
}

static int unhex(const char *s, uint8_t *o, size_t n)
{
    if (strlen(s) != 2 * n)
        return -1;
    for (size_t i = 0; i < n; i++)
        if (sscanf(s + 2 * i, "%2hhx", &o[i]) != 1)
            return -1;
    return 0;
}

/* c += 1, c a big-endian number of bs bytes (mod 2^(8 bs)) */
static void be_inc(uint8_t *c, size_t bs)
{
    for (size_t i = bs; i-- > 0;)
        if (++c[i] != 0)
            break;
}

/* A counter block for CTR: random, or with its low bytes at 0xff so that the kernel's counters
 * carry across bytes within a run (kind 1: some bytes, kind 2: all, the 2^(8 bs) wrap). */
static void counter_block(uint8_t *c, size_t bs, int kind)
{
    fill(c, bs);
    if (kind == 1) {
        size_t k = 1 + rnd() % (bs - 1);
        memset(c + bs - k, 0xff, k);
        c[bs - 1] = (uint8_t)(0xff - rnd() % 64);
    } else if (kind == 2) {
        memset(c, 0xff, bs);
        c[bs - 1] = (uint8_t)(0xff - rnd() % 64);
    }
}

static int fail(const char *be, const char *what, int dec, size_t n)
{
    printf("MISMATCH %s: %s %s n=%zu\n", be, what, dec ? "decrypt" : "encrypt", n);
    return 1;
}

int main(int argc, char **argv)
{
    if (argc != 5) {
        fprintf(stderr, "usage: bc_kernels SEED KEYHEX PLAINHEX CIPHERHEX\n");
        return 2;
    }
    rs = strtoull(argv[1], NULL, 10);
    static uint8_t key[GG_BC_MAX_KEY], rk[MAXN][GG_BC_MAX_RK], in[MAXN * GG_BC_MAX_BLOCK],
        want[MAXN * GG_BC_MAX_BLOCK], got[MAXN * GG_BC_MAX_BLOCK];
    const uint8_t *rks[MAXN];
    uint8_t vk[GG_BC_MAX_KEY], vp[GG_BC_MAX_BLOCK], vc[GG_BC_MAX_BLOCK];
    const gg_bc_info *info0 = &gg_bc_infos[defaults[0].bc];
    if (unhex(argv[2], vk, info0->key_bytes) || unhex(argv[3], vp, info0->block_bytes) ||
        unhex(argv[4], vc, info0->block_bytes)) {
        fprintf(stderr, "bc_kernels: bad vector hex\n");
        return 2;
    }
    for (size_t i = 0; i < MAXN; i++)
        rks[i] = rk[i];
    int checked = 0;
    for (int b = 0; gg_backends[b]; b++) {
        const gg_backend *be = gg_backends[b];
        const char *why = NULL;
        if (be->probe && !be->probe(&why)) {
            printf("skip %s: %s\n", be->name, why ? why : "not runnable here");
            continue;
        }
        for (size_t d = 0; d < sizeof defaults / sizeof defaults[0]; d++) {
            const gg_bc_info *info = &gg_bc_infos[defaults[d].bc];
            const gg_bc_ops *op = gg_bc_ops_of(be, defaults[d].bc);
            size_t bs = info->block_bytes;
            if (!op) {
                printf("MISMATCH %s: no ops for %s\n", be->name, info->name);
                return 1;
            }
            if (d == 0) { /* the published vector */
                op->schedule(vk, rk[0]);
                op->blocks(rk[0], 0, vp, got, 1);
                if (memcmp(got, vc, bs))
                    return fail(be->name, "published vector", 0, 1);
                op->blocks(rk[0], 1, vc, got, 1);
                if (memcmp(got, vp, bs))
                    return fail(be->name, "published vector", 1, 1);
            }
            /* every n up to 17 (the one-block forms' counts and their threshold), then random */
            for (int trial = 0; trial < 54; trial++) {
                size_t n = trial < 18 ? (size_t)trial : trial < 44 ? rnd() % 201 : 200 + rnd() % 100;
                for (size_t i = 0; i < MAXN; i++) {
                    if (i <= n || i < 2) {
                        fill(key, info->key_bytes);
                        op->schedule(key, rk[i]);
                    }
                }
                for (int dec = 0; dec < 2; dec++) {
                    fill(in, n * bs);
                    defaults[d].blocks(rk[0], dec, in, want, n);
                    memset(got, 0xa5, sizeof got);
                    op->blocks(rk[0], dec, in, got, n);
                    if (memcmp(got, want, n * bs) || got[n * bs] != 0xa5)
                        return fail(be->name, "blocks", dec, n);
                    memcpy(got, in, n * bs); /* in place */
                    op->blocks(rk[0], dec, got, got, n);
                    if (memcmp(got, want, n * bs))
                        return fail(be->name, "blocks in place", dec, n);
                    defaults[d].lanes(rks, dec, in, want, n);
                    memset(got, 0xa5, sizeof got);
                    op->lanes(rks, dec, in, got, n);
                    if (memcmp(got, want, n * bs) || got[n * bs] != 0xa5)
                        return fail(be->name, "lanes", dec, n);
                }
                /* round trip through the backend alone */
                op->blocks(rk[0], 0, in, got, n);
                op->blocks(rk[0], 1, got, got, n);
                if (memcmp(got, in, n * bs))
                    return fail(be->name, "round trip", 0, n);
            }
            /* the fused CTR kernel, where the backend has one, against counter blocks through
             * the default lowering's blocks: every count up to 19 (the kernels' few-block
             * paths end at 8 or 16), then random ones */
            for (int trial = 0; op->ctr && trial < 40; trial++) {
                size_t n = trial < 20 ? (size_t)trial : 1 + rnd() % 299;
                uint8_t c0[GG_BC_MAX_BLOCK], c[GG_BC_MAX_BLOCK];
                static uint8_t ks[MAXN * GG_BC_MAX_BLOCK];
                counter_block(c0, bs, trial % 3);
                fill(key, info->key_bytes);
                op->schedule(key, rk[0]);
                fill(in, n * bs);
                memcpy(c, c0, bs);
                for (size_t i = 0; i < n; i++) {
                    memcpy(ks + bs * i, c, bs);
                    be_inc(c, bs);
                }
                defaults[d].blocks(rk[0], 0, ks, ks, n);
                for (size_t i = 0; i < n * bs; i++)
                    want[i] = in[i] ^ ks[i];
                memset(got, 0xa5, sizeof got);
                op->ctr(rk[0], c0, in, got, n);
                if (memcmp(got, want, n * bs) || got[n * bs] != 0xa5)
                    return fail(be->name, "ctr", 0, n);
                memcpy(got, in, n * bs); /* in place */
                op->ctr(rk[0], c0, got, got, n);
                if (memcmp(got, want, n * bs))
                    return fail(be->name, "ctr in place", 0, n);
            }
            /* the chained lanes, every step the backend specialises: random streams (a few
             * batches and their tails), blocks, offsets and registers (counters near a carry) */
            for (int chain = 0; op->lanes_chain && chain < GG_CHAIN_COUNT; chain++) {
                if (!(op->lanes_chains >> chain & 1u))
                    continue;
                for (int trial = 0; trial < 12; trial++) {
                    enum { STREAMS = 150, BLOCKS = 6 };
                    static uint8_t data[STREAMS][BLOCKS * GG_BC_MAX_BLOCK],
                        outw[STREAMS][BLOCKS * GG_BC_MAX_BLOCK],
                        outg[STREAMS][BLOCKS * GG_BC_MAX_BLOCK], regw[STREAMS][GG_BC_MAX_BLOCK],
                        regg[STREAMS][GG_BC_MAX_BLOCK + 8], X[GG_BC_MAX_BLOCK];
                    const uint8_t *ins[STREAMS];
                    uint8_t *outs[STREAMS];
                    size_t n = trial < 2 ? (size_t)trial + 1 : 1 + rnd() % STREAMS;
                    size_t first = rnd() % 2, nb = rnd() % (BLOCKS - first);
                    int dec = chain == GG_CHAIN_CBC_DEC || (chain == GG_CHAIN_ECB && rnd() % 2);
                    for (size_t i = 0; i < n; i++) {
                        fill(key, info->key_bytes);
                        op->schedule(key, rk[i]);
                        fill(data[i], sizeof data[i]);
                        counter_block(regw[i], bs, (int)(rnd() % 3));
                        memcpy(regg[i], regw[i], bs);
                        memset(outw[i], 0xa5, sizeof outw[i]);
                        memset(outg[i], 0xa5, sizeof outg[i]);
                        ins[i] = data[i];
                        outs[i] = outg[i];
                    }
                    size_t mb = op->lanes_keys_bytes(n);
                    void *mem = aligned_alloc(64, (mb + 63) / 64 * 64);
                    if (mem == NULL)
                        return fail(be->name, "lanes_chain memory", dec, n);
                    op->lanes_keys(rks, n, mem);
                    op->lanes_chain(mem, dec, chain, n, regg[0], sizeof regg[0], ins, outs,
                                    bs * first, nb);
                    free(mem);
                    for (size_t i = 0; i < n; i++) {
                        gg_register R = {regw[i], bs, 1, 0};
                        for (size_t j = first; j < first + nb; j++) {
                            gg_chain_inputs((gg_chain)chain, &R, data[i] + bs * j, X, 1);
                            defaults[d].blocks(rk[i], dec, X, X, 1);
                            gg_chain_outputs((gg_chain)chain, &R, data[i] + bs * j, X,
                                             outw[i] + bs * j, 1);
                        }
                        if (memcmp(regg[i], regw[i], bs) ||
                            memcmp(outg[i], outw[i], sizeof outw[i])) {
                            char what[64];
                            snprintf(what, sizeof what, "lanes_chain step %d, %zu blocks from %zu",
                                     chain, nb, first);
                            return fail(be->name, what, dec, n);
                        }
                    }
                }
            }
            /* the schedule against the default's (both forms agree on values) */
            uint8_t r1[GG_BC_MAX_RK], r2[GG_BC_MAX_RK];
            fill(key, info->key_bytes);
            op->schedule(key, r1);
            defaults[d].schedule(key, r2);
            if (memcmp(r1, r2, info->round_keys * bs))
                return fail(be->name, "key schedule", 0, 0);
            printf("ok %s %s%s\n", be->name, info->name, op->ctr ? " (ctr kernel)" : "");
            checked++;
        }
    }
    return checked ? 0 : 1;
}
