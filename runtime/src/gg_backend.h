/* gg_backend.h: what a generated backend provides to the runtime, and what the generator's
 * shared output (S-box registry, key and block byte orders) provides to both.
 *
 * A backend is one `const gg_backend gg_backend_<name>` built from generated/<name>/. The list of
 * backends is itself generated (generated/runtime/gg_backends.c), so adding a backend touches no
 * hand-written file here. */
#ifndef GG_BACKEND_H
#define GG_BACKEND_H

#include <stddef.h>
#include <stdint.h>

/* The block ciphers described with round keys (generated/runtime/gg_blockciphers.h): GG_BC_*,
 * GG_CT_<NAME> and gg_bc_ops; the backend a call uses gives gg_bc_ops_of(be, GG_BC_*). */
#include "gg_blockciphers.h"

/* An S-box set, ready for every backend. Compiled-in sets come from generated/runtime/gg_sboxes.c
 * with `t` precomputed by the generator; sets given at run time are expanded by
 * gg_sbox_expand(), which is generated from the same description. */
struct gostgen_sbox {
    char name[64];
    char oid[64];
    uint8_t rows[8][16]; /* rows[i] substitutes nibble i (i = 0: least significant) */
    uint32_t t[4][256];  /* t[j][b] = S applied to byte j = b alone, rotated: the portable tables */
    int heap;            /* 1 if allocated by gostgen_sbox_new */
};
typedef struct gostgen_sbox gg_sbox;

/* Byte orders of the one Feistel network (dsl/gost28147.gg, sections "order"). */
typedef enum gg_order { GG_ORDER_GOST89 = 0, GG_ORDER_MAGMA = 1 } gg_order;
/* Round-key schedules (dsl/gost28147.gg, sections "schedule"). */
typedef enum gg_sched { GG_SCHED_ENCRYPT = 0, GG_SCHED_DECRYPT = 1, GG_SCHED_MAC = 2 } gg_sched;

/* What magma_lanes_chain does per stream and block (p: input block, r: the stream's register,
 * both in the cipher's word form (a, b) as gg_magma_load_block gives them; E: the schedule
 * passed, which is the decryption schedule for CBC_DEC and ECB decryption):
 *   ECB      out = E(p)
 *   CNT      r = cnt_next(r); out = p ^ E(r)       (gost89 CNT step, see magma_ctr)
 *   CTR      r = r + 1;       out = p ^ E(r)       (64-bit counter b:a, b high)
 *   OFB      r = E(r);        out = p ^ r
 *   CBC_ENC  r = E(p ^ r);    out = r
 *   CBC_DEC  out = E(p) ^ r;  r = p
 *   CFB_ENC  r = p ^ E(r);    out = r
 *   CFB_DEC  out = p ^ E(r);  r = p
 *   MAC      r = E(p ^ r)                          (no output; out may be NULL) */
typedef enum gg_chain {
    GG_CHAIN_ECB = 0,
    GG_CHAIN_CNT,
    GG_CHAIN_CTR,
    GG_CHAIN_OFB,
    GG_CHAIN_CBC_ENC,
    GG_CHAIN_CBC_DEC,
    GG_CHAIN_CFB_ENC,
    GG_CHAIN_CFB_DEC,
    GG_CHAIN_MAC,
} gg_chain;

typedef struct gg_magma_key {
    uint32_t k[8];        /* K0..K7, already in word form for the key's byte order */
    const gg_sbox *sbox;
} gg_magma_key;

/* gg_backend.constant_time: the primitives whose kernels are constant-time (no branch or memory
 * index depends on the key, the S-box set or the data); tests/test_constant_time.py checks it. */
#define GG_CT_MAGMA 1
#define GG_CT_STREEBOG 2

typedef struct gg_backend {
    const char *name;
    const char *description;
    int constant_time; /* GG_CT_* bits */
    /* 1 if this CPU and OS can run the backend; else 0 with *reason set to a static string. */
    int (*probe)(const char **reason);
    /* nblocks 8-byte blocks under one key; in and out may alias exactly. */
    void (*magma_blocks)(const gg_magma_key *key, gg_order order, gg_sched sched,
                         const uint8_t *in, uint8_t *out, size_t nblocks);
    /* One 8-byte block for each of n streams (in/out: n*8 bytes), stream i under keys[i]. */
    void (*magma_lanes)(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                        const uint8_t *in, uint8_t *out, size_t n);
    /* Streebog compression h <- g_N(h, m); 64-byte little-endian vectors. */
    void (*streebog_g)(uint8_t h[64], const uint8_t N[64], const uint8_t m[64]);
    /* n independent compressions. */
    void (*streebog_g_lanes)(size_t n, uint8_t *const h[], const uint8_t *const N[],
                             const uint8_t *const m[]);

    /* ---- Optional entries: NULL means the runtime builds them from the ones above
     * (runtime/src/generic.c); a backend provides them to keep data in its registers. ---- */

    /* Counter modes, one stream, nblocks whole blocks, encryption schedule: per block
     *   ctr = next(ctr); out = in ^ E(ctr)
     * ctr[0] = a, ctr[1] = b: the counter block in the cipher's word form. next is
     *   GG_ORDER_GOST89 (CNT): a += 0x01010101 mod 2^32; b += 0x01010104 mod 2^32 - 1, i.e. plus
     *     one more when the 32-bit addition carries out (RFC 5830 6.1, as the OpenSSL gost engine);
     *   GG_ORDER_MAGMA (CTR): the 64-bit counter (b << 32 | a) plus one, mod 2^64.
     * On return ctr holds the last counter used. in and out may alias exactly. */
    void (*magma_ctr)(const gg_magma_key *key, gg_order order, uint32_t ctr[2], const uint8_t *in,
                      uint8_t *out, size_t nblocks);
    /* n independent streams, nblocks whole blocks each, starting at byte off of in[i] / out[i];
     * stream i under keys[i] with its register in reg[2i] (a), reg[2i + 1] (b). See gg_chain. */
    void (*magma_lanes_chain)(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                              gg_chain chain, size_t n, uint32_t *reg, const uint8_t *const in[],
                              uint8_t *const out[], size_t off, size_t nblocks);
    /* Streebog-bits (stages 1 to 3) of n whole messages at once, digests n * bits / 8 bytes
     * (gostgen_hash_batch). Returns 1 when done, 0 to let the runtime drive streebog_g_lanes
     * instead (nothing written). For backends whose lanes live far away (a GPU: one thread per
     * message, no round trip per 64-byte block). */
    int (*streebog_batch)(unsigned bits, size_t n, const uint8_t *const data[],
                          const size_t lens[], uint8_t *digests);
} gg_backend;

/* ---- generated/runtime: shared by all backends ---- */
extern const gg_backend *const gg_backends[]; /* best first, NULL-terminated */
extern const gg_sbox gg_builtin_sboxes[];
extern const size_t gg_builtin_sbox_count;
/* Fills s->t from s->rows. */
void gg_sbox_expand(gg_sbox *s);
/* Key bytes -> K0..K7 words, and block bytes <-> the halves (a, b), per byte order. */
void gg_magma_load_key(gg_order order, const uint8_t key[32], uint32_t k[8]);
void gg_magma_load_block(gg_order order, const uint8_t in[8], uint32_t *a, uint32_t *b);
void gg_magma_store_block(gg_order order, uint32_t a, uint32_t b, uint8_t out[8]);
/* Streebog initial vectors and digest extraction (dsl/streebog.gg, section "variant"). */
void gg_streebog_iv(unsigned bits, uint8_t h[64]);
void gg_streebog_digest(unsigned bits, const uint8_t h[64], uint8_t *out);

#endif /* GG_BACKEND_H */
