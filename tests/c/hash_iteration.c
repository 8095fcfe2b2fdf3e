/* Drives a generated tree's hash iteration (generated/runtime/gg_hash_iteration.h) on the
 * portable backend's compression of the same tree, without the rest of the runtime:
 * tests/test_hash_iteration.py builds it for a description whose iteration differs from the
 * shipped one and compares both entries with the reference interpreter. */
#include <stdlib.h>
#include <string.h>

#include "gg_hash_iteration.h"

void gg_portable_streebog_g(uint8_t h[64], const uint8_t N[64], const uint8_t m[64]);
void gg_portable_streebog_g_lanes(size_t n, uint8_t *const h[], const uint8_t *const N[],
                                  const uint8_t *const m[]);

static gg_backend be_of(void)
{
    gg_backend be;
    memset(&be, 0, sizeof be);
    be.streebog_g = gg_portable_streebog_g;
    be.streebog_g_lanes = gg_portable_streebog_g_lanes;
    return be;
}

/* One message, as runtime/src/hash.c takes it: whole blocks, the padded rest, the end. */
__attribute__((visibility("default"))) void hi_hash(unsigned bits, const uint8_t *msg, size_t len,
                                                    uint8_t *digest)
{
    const size_t B = GG_HASH_BLOCK_BYTES;
    const gg_backend be = be_of();
    gg_hash_state s;
    uint8_t last[GG_HASH_BLOCK_BYTES];
    gg_hash_start(&s, bits);
    for (; len >= B; msg += B, len -= B)
        gg_hash_block(&be, &s, msg, (unsigned)(8 * B));
    memcpy(last, msg, len);
    gg_hash_pad(last, len);
    gg_hash_block(&be, &s, last, (unsigned)(8 * len));
    gg_hash_finish(&be, &s);
    gg_hash_digest(&s, bits, digest);
}

/* n messages in lanes, as hash.c's batch: block by block while any has a whole block left. */
__attribute__((visibility("default"))) int hi_hash_lanes(unsigned bits, size_t n,
                                                         const uint8_t *const msgs[],
                                                         const size_t lens[], uint8_t *digests)
{
    const size_t B = GG_HASH_BLOCK_BYTES;
    const gg_backend be = be_of();
    gg_hash_state *st = calloc(n, sizeof *st);
    gg_hash_state **sp = calloc(n, sizeof *sp);
    const uint8_t **mp = calloc(4 * n, sizeof *mp);
    unsigned *bits_in = calloc(n, sizeof *bits_in);
    uint8_t *last = calloc(n, B);
    if (st == NULL || sp == NULL || mp == NULL || bits_in == NULL || last == NULL)
        return 0;
    gg_hash_lanes_args w = {(uint8_t **)(void *)(mp + n), mp + 2 * n, mp + 3 * n};
    for (size_t i = 0; i < n; i++)
        gg_hash_start(&st[i], bits);
    for (size_t off = 0;; off += B) {
        size_t k = 0;
        for (size_t i = 0; i < n; i++)
            if (lens[i] >= off + B) {
                sp[k] = &st[i];
                mp[k] = msgs[i] + off;
                bits_in[k++] = (unsigned)(8 * B);
            }
        if (k == 0)
            break;
        gg_hash_block_lanes(&be, k, sp, mp, bits_in, &w);
    }
    for (size_t i = 0; i < n; i++) {
        size_t rem = lens[i] % B;
        memcpy(last + B * i, msgs[i] + (lens[i] - rem), rem);
        gg_hash_pad(last + B * i, rem);
        sp[i] = &st[i];
        mp[i] = last + B * i;
        bits_in[i] = (unsigned)(8 * rem);
    }
    gg_hash_block_lanes(&be, n, sp, mp, bits_in, &w);
    gg_hash_finish_lanes(&be, n, sp, &w);
    for (size_t i = 0; i < n; i++)
        gg_hash_digest(&st[i], bits, digests + i * (bits / 8));
    free(st);
    free(sp);
    free(mp);
    free(bits_in);
    free(last);
    return 1;
}
