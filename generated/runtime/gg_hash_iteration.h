/* Auto-generated file. Do not edit!
 *   Template: templates/runtime/gg_hash_iteration.h.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/streebog.gg, generator/gostgen/passes.py, templates/_shared/iteration.j2
 *   Regenerate with: python -m gostgen.generate */
/* The iteration of dsl/streebog.gg (section "iterate"), for runtime/src/hash.c: the values it carries
 * from block to block, how they start, what each message block and the end of the message do,
 * and how the last block is padded, around the backend's compression (streebog_g, _lanes).
 * templates/_shared/iteration.j2 renders the same plan for the cuda backend. */
#ifndef GG_HASH_ITERATION_H
#define GG_HASH_ITERATION_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "gg_backend.h"
#include "gg_bytes.h"

#define GG_HASH_BLOCK_BYTES 64

/* The values carried from block to block: h starts at the variant's IV and holds the
 * digest. */
typedef struct gg_hash_state {
    uint8_t h[64];
    uint8_t N[64];
    uint8_t Sigma[64];
} gg_hash_state;

/* Per call on n lanes: the compression's pointer arrays (n entries each). */
typedef struct gg_hash_lanes_args {
    uint8_t **chain;
    const uint8_t **x, **y;
} gg_hash_lanes_args;

/* n compressions; one by the backend's single entry (its lanes entry may cost more for one). */
static inline void gg_hash_compress_lanes(const gg_backend *be, size_t n, uint8_t *const chain[],
                                          const uint8_t *const x[], const uint8_t *const y[])
{
    if (n == 1)
        be->streebog_g(chain[0], x[0], y[0]);
    else
        be->streebog_g_lanes(n, chain, x, y);
}

static const uint8_t gg_hash_k0[64] = {
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
};

/* a += b modulo 2^512, little-endian, in 64-bit limbs: a byte loop here cost about a
 * sixth of a fast backend's compression per block. */
static inline void gg_hash_add(uint8_t a[64], const uint8_t b[64])
{
    uint64_t c = 0;
    for (int i = 0; i < 64; i += 8) {
        uint64_t x = gg_load_le64(a + i), s = x + gg_load_le64(b + i);
        uint64_t c1 = s < x;
        s += c;
        c = c1 | (s < c);
        gg_store_le64(a + i, s);
    }
}

/* a += v modulo 2^512, for a small v */
static inline void gg_hash_add_small(uint8_t a[64], unsigned v)
{
    for (int i = 0; i < 64 && v != 0; i++) {
        v += a[i];
        a[i] = (uint8_t)v;
        v >>= 8;
    }
}

static inline void gg_hash_start(gg_hash_state *s, unsigned bits)
{
    gg_streebog_iv(bits, s->h);
    memset(s->N, 0, 64);
    memset(s->Sigma, 0, 64);
}

/* The last block in place: the rest of the message (its first len < 64 bytes), then the byte
 * 0x01, then zeros. */
static inline void gg_hash_pad(uint8_t block[64], size_t len)
{
    memset(block + len, 0, 64 - len);
    block[len] = 0x01;
}

/* One message block (m) holding block_bits message bits (n: 512 but in the last
 * block). */
static inline void gg_hash_block(const gg_backend *be, gg_hash_state *s, const uint8_t block[64],
                                 unsigned block_bits)
{
    be->streebog_g(s->h, s->N, block);
    gg_hash_add_small(s->N, block_bits);
    gg_hash_add(s->Sigma, block);
}

/* After the last block. */
static inline void gg_hash_finish(const gg_backend *be, gg_hash_state *s)
{
    be->streebog_g(s->h, gg_hash_k0, s->N);
    be->streebog_g(s->h, gg_hash_k0, s->Sigma);
}

/* gg_hash_block on n lanes: lane i is state s[i] with its block blocks[i] of block_bits[i] bits. */
static inline void gg_hash_block_lanes(const gg_backend *be, size_t n, gg_hash_state *const s[],
                                       const uint8_t *const blocks[], const unsigned block_bits[],
                                       const gg_hash_lanes_args *w)
{
    for (size_t i = 0; i < n; i++) {
        w->chain[i] = s[i]->h;
        w->x[i] = s[i]->N;
        w->y[i] = blocks[i];
    }
    gg_hash_compress_lanes(be, n, w->chain, w->x, w->y);
    for (size_t i = 0; i < n; i++) {
        gg_hash_add_small(s[i]->N, block_bits[i]);
        gg_hash_add(s[i]->Sigma, blocks[i]);
    }
}

static inline void gg_hash_finish_lanes(const gg_backend *be, size_t n, gg_hash_state *const s[],
                                        const gg_hash_lanes_args *w)
{
    for (size_t i = 0; i < n; i++) {
        w->chain[i] = s[i]->h;
        w->x[i] = gg_hash_k0;
        w->y[i] = s[i]->N;
    }
    gg_hash_compress_lanes(be, n, w->chain, w->x, w->y);
    for (size_t i = 0; i < n; i++) {
        w->y[i] = s[i]->Sigma;
    }
    gg_hash_compress_lanes(be, n, w->chain, w->x, w->y);
}

static inline void gg_hash_digest(const gg_hash_state *s, unsigned bits, uint8_t *out)
{
    gg_streebog_digest(bits, s->h, out);
}

#endif /* GG_HASH_ITERATION_H */
