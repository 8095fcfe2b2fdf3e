/* Auto-generated file. Do not edit!
 *   Template: templates/runtime/gg_vtable.h.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/gost28147.gg, generator/gostgen/modes.py, templates/_shared/backend.j2
 *   Regenerate with: python -m gostgen.generate */
/* What a generated backend provides to the runtime: the byte orders and schedules of the Feistel
 * network (dsl/gost28147.gg, in its declaration order), the chain steps and the counter
 * constants of the modes (generator/gostgen/modes.py) and the backend table
 * (templates/_shared/backend.j2). Included by runtime/src/gg_backend.h after gg_magma_key. */
#ifndef GG_VTABLE_H
#define GG_VTABLE_H

#include <stddef.h>
#include <stdint.h>

/* Byte orders of the Feistel network (sections "order"). */
typedef enum gg_order {
    GG_ORDER_GOST89 = 0,
    GG_ORDER_MAGMA = 1,
} gg_order;
#define GG_ORDER_COUNT 2

/* Round-key schedules (sections "schedule"). */
typedef enum gg_sched {
    GG_SCHED_ENCRYPT = 0,
    GG_SCHED_DECRYPT = 1,
    GG_SCHED_MAC = 2,
} gg_sched;
#define GG_SCHED_COUNT 3

/* GOST 28147-89 counter mode (RFC 5830 6.1): n1 + C2 mod 2^32, n2 + C1 mod 2^32 - 1. */
#define GG_CNT_C1 0x01010104u
#define GG_CNT_C2 0x01010101u

/* What magma_lanes_chain does per stream and block (p: input block, r: the stream's register,
 * both in the cipher's word form (a, b) as gg_magma_load_block gives them; E: the schedule
 * passed, which is the decryption schedule for CBC_DEC and ECB decryption; out and the last
 * update of r both read r as it was before it; MAC writes no output, out may be NULL):
 *   ECB      y = E(p); out = y
 *   CNT      r = cnt_next(r); y = E(r); out = p ^ y
 *   CTR      r = ctr_inc(r); y = E(r); out = p ^ y
 *   OFB      y = E(r); out = p ^ y; r = y
 *   CBC_ENC  y = E(p ^ r); out = y; r = y
 *   CBC_DEC  y = E(p); out = y ^ r; r = p
 *   CFB_ENC  y = E(r); out = p ^ y; r = p ^ y
 *   CFB_DEC  y = E(r); out = p ^ y; r = p
 *   MAC      y = E(p ^ r); r = y
 * cnt_next: a += GG_CNT_C2 mod 2^32, b += GG_CNT_C1 mod 2^32 - 1 (RFC 5830 6.1); ctr_inc: the
 * 64-bit counter b:a (b high) plus one. */
typedef enum gg_chain {
    GG_CHAIN_ECB = 0,
    GG_CHAIN_CNT = 1,
    GG_CHAIN_CTR = 2,
    GG_CHAIN_OFB = 3,
    GG_CHAIN_CBC_ENC = 4,
    GG_CHAIN_CBC_DEC = 5,
    GG_CHAIN_CFB_ENC = 6,
    GG_CHAIN_CFB_DEC = 7,
    GG_CHAIN_MAC = 8,
} gg_chain;
#define GG_CHAIN_COUNT 9

/* The chain steps' register operations on the word form (a, b) (modes.py, REGISTER_OPS). */
static inline void gg_cnt_next(uint32_t *a, uint32_t *b)
{
    const uint32_t s = *b + GG_CNT_C1;
    *a += GG_CNT_C2;
    *b = s + (s < *b); /* mod 2^32 - 1: end-around carry */
}

static inline void gg_ctr_inc(uint32_t *a, uint32_t *b)
{
    *a += 1;
    *b += (*a == 0);
}

/* magma_ctr's counter step: cnt_next for GG_ORDER_GOST89 (CNT), ctr_inc otherwise (CTR). */
static inline void gg_ctr_step(gg_order order, uint32_t r[2])
{
    if (order == GG_ORDER_GOST89)
        gg_cnt_next(&r[0], &r[1]);
    else
        gg_ctr_inc(&r[0], &r[1]);
}

/* gg_backend.constant_time: the primitives whose kernels are constant-time (no branch or memory
 * index depends on the key, the S-box set or the data); tests/test_constant_time.py checks it.
 * The block ciphers' bits follow (gg_blockciphers.h). */
#define GG_CT_MAGMA 1
#define GG_CT_STREEBOG 2

typedef struct gg_backend {
    const char *name;
    const char *description;
    int constant_time; /* GG_CT_* bits */
    /* 1 if this CPU and OS can run the backend; else 0 with *reason set to a static string. */
    int (*probe)(const char **reason);
    /* The chain steps magma_lanes_chain runs (bit 1 << GG_CHAIN_*, from the backend module's
     * CHAINS); the runtime's generic chain runs the others (generic.c, gg_lanes_chain). */
    unsigned magma_chains;
    /* nblocks 8-byte blocks under one key; in and out may alias exactly. */
    void (*magma_blocks)(const gg_magma_key *key, gg_order order, gg_sched sched, const uint8_t *in,
                         uint8_t *out, size_t nblocks);
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
     *   GG_ORDER_GOST89 (CNT): a += GG_CNT_C2 mod 2^32; b += GG_CNT_C1 mod 2^32 - 1, i.e. plus
     *     one more when the 32-bit addition carries out (RFC 5830 6.1, as the OpenSSL gost engine);
     *   GG_ORDER_MAGMA (CTR): the 64-bit counter (b << 32 | a) plus one, mod 2^64.
     * On return ctr holds the last counter used. in and out may alias exactly. */
    void (*magma_ctr)(const gg_magma_key *key, gg_order order, uint32_t ctr[2], const uint8_t *in,
                      uint8_t *out, size_t nblocks);
    /* GOST 28147-89 CNT (GG_ORDER_GOST89) with CryptoPro key meshing (RFC 4357 2.3.2), fused:
     * nseg segments of GG_MESH_BLOCKS whole blocks as magma_ctr does them, each followed by
     *   key = D_key(gg_mesh_constant) (ECB, GG_ORDER_GOST89); s = E_key(s)
     * s: the state S in word form (s[0] = n1, s[1] = n2). On entry key and s are the first
     * segment's (no meshing due); on return the next segment's. in and out may alias exactly. */
    void (*magma_cnt_mesh)(gg_magma_key *key, uint32_t s[2], const uint8_t *in, uint8_t *out,
                           size_t nseg);
    /* GOST R 34.12-2015 Magma CTR-ACPKM (GG_ORDER_MAGMA, R 1323565.1.017-2018 4.1), fused:
     * nseg >= 1 sections of sec_blocks >= GG_MESH_BLOCKS blocks as magma_ctr does them, each
     * followed by key = E_key(gg_acpkm_constant) (ECB, GG_ORDER_MAGMA). ctr as for magma_ctr.
     * On entry key is the first section's; on return the next section's. in and out may
     * alias exactly. */
    void (*magma_ctr_acpkm)(gg_magma_key *key, uint32_t ctr[2], const uint8_t *in, uint8_t *out,
                            size_t sec_blocks, size_t nseg);
    /* n independent streams, nblocks whole blocks each, starting at byte off of in[i] / out[i];
     * stream i under keys[i] with its register in reg[2i] (a), reg[2i + 1] (b). See gg_chain. */
    void (*magma_lanes_chain)(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                              gg_chain chain, size_t n, uint32_t *reg, const uint8_t *const in[],
                              uint8_t *const out[], size_t off, size_t nblocks);
    /* Streebog-bits (stages 1 to 3) of n whole messages at once, digests n * bits / 8 bytes
     * (gostgen_hash_batch). Returns 1 when done, 0 to let the runtime drive streebog_g_lanes
     * instead (nothing written). For backends whose lanes live far away (a GPU: one thread per
     * message, no round trip per 64-byte block). */
    int (*streebog_batch)(unsigned bits, size_t n, const uint8_t *const data[], const size_t lens[],
                          uint8_t *digests);
} gg_backend;

#endif /* GG_VTABLE_H */
