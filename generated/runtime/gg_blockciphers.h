/* Auto-generated file. Do not edit!
 *   Template: templates/runtime/gg_blockciphers.h.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/kuznyechik.gg, backends/avx512.py, backends/msa.py, backends/avx2gfni.py, backends/avx2.py, backends/ssse3.py, backends/ispc.py, backends/portable.py, backends/bitsliced.py, backends/cuda.py
 *   Regenerate with: python -m gostgen.generate */
/* The block ciphers described with round keys (dsl/kuznyechik.gg): their numbers, sizes
 * and what a backend provides for each. Included by gg_backend.h. */
#ifndef GG_BLOCKCIPHERS_H
#define GG_BLOCKCIPHERS_H

#include <stddef.h>
#include <stdint.h>

enum {
    GG_BC_KUZNYECHIK = 0,
    GG_BC_COUNT = 1
};

/* gg_backend.constant_time bits (after GG_CT_MAGMA 1, GG_CT_STREEBOG 2). */
#define GG_CT_KUZNYECHIK (4 << GG_BC_KUZNYECHIK)

/* The largest block, key and round-key array of any of them, in bytes. */
#define GG_BC_MAX_BLOCK 16
#define GG_BC_MAX_KEY 32
#define GG_BC_MAX_RK 160

typedef struct gg_bc_info {
    const char *name;
    size_t block_bytes, key_bytes, round_keys;
} gg_bc_info;
extern const gg_bc_info gg_bc_infos[GG_BC_COUNT];

/* What a backend does for one such cipher. Round keys rk: round_keys values of block_bytes
 * bytes each, every value's least significant byte first (the key schedule's output). */
typedef struct gg_bc_ops {
    /* nblocks blocks under one key (decrypt: the derived decryption); in/out may alias exactly. */
    void (*blocks)(const uint8_t *rk, int decrypt, const uint8_t *in, uint8_t *out,
                   size_t nblocks);
    /* One block of each of n streams (in/out: n blocks), stream i under rks[i]. */
    void (*lanes)(const uint8_t *const *rks, int decrypt, const uint8_t *in, uint8_t *out,
                  size_t n);
    /* key (key_bytes) -> rk; without secret-indexed reads where the backend claims constant time. */
    void (*schedule)(const uint8_t *key, uint8_t *rk);
    /* n keys at once (the many-stream calls), key i's round keys to rk + i stride. NULL where
     * the backend has nothing faster than schedule() per key (gg_schedule_many then loops). */
    void (*schedule_many)(const uint8_t *const *keys, uint8_t *rk, size_t stride, size_t n);
    /* CTR over nblocks whole blocks, the counter block of the first being ctr (a big-endian
     * number of block_bytes bytes, incremented per block modulo 2^(8 block_bytes)): out = in ^
     * E(counter blocks); in/out may alias exactly. NULL where the backend has no fused kernel
     * (the mode layer, runtime/src/modes.c, then builds counter blocks for blocks()). */
    void (*ctr)(const uint8_t *rk, const uint8_t *ctr, const uint8_t *in, uint8_t *out,
                size_t nblocks);
    /* lanes() for many calls on the same n streams: lanes_keys fills lanes_keys_bytes(n) bytes
     * (64-byte aligned) with the streams' round keys arranged for the kernel, once; lanes_with
     * then runs like lanes() on them. NULL where the backend has none (then lanes()). */
    size_t (*lanes_keys_bytes)(size_t n);
    void (*lanes_keys)(const uint8_t *const *rks, size_t n, void *mem);
    void (*lanes_with)(const void *mem, int decrypt, const uint8_t *in, uint8_t *out, size_t n);
    /* Many streams' blocks chained in one call, on the keys lanes_keys arranged in mem: for
     * each of nblocks blocks, stream i's chain step `chain` (a gg_chain; generator/gostgen/
     * modes.py) on its one-block register reg + reg_stride i and its input in[i] + off (then
     * the next block), its output to out[i] + off where the step has one (out is not read
     * otherwise), the cipher decrypting where decrypt is set. Only the steps in lanes_chains
     * (bit 1 << GG_CHAIN_*); NULL where the backend has none (the mode layer then steps one
     * block of every stream per lanes_with call). */
    void (*lanes_chain)(const void *mem, int decrypt, int chain, size_t n, uint8_t *reg,
                        size_t reg_stride, const uint8_t *const in[], uint8_t *const out[],
                        size_t off, size_t nblocks);
    unsigned lanes_chains;
    /* CTR over nsec sections of sec_blocks whole blocks each, the counter running on (ctr: the
     * first block's counter block, as for ctr), the key re-keyed between sections to E_key(d)
     * (d: key_bytes bytes, ECB; ACPKM's K' = E_K(D)), the next key made beside the section's
     * keystream. rk: the first section's round keys on entry, on return the next section's
     * (the one after the last done: its re-keying is made with the others).
     * NULL where the backend has none (the mode layer then re-keys between ctr calls). */
    void (*ctr_rekey)(uint8_t *rk, const uint8_t *d, const uint8_t *ctr, const uint8_t *in,
                      uint8_t *out, size_t sec_blocks, size_t nsec);
    /* How deep below a one-shot call's frame its work on these kernels reaches, at most: the
     * stack it scrubs after (BLOCKCIPHER_STACK_BYTES in backends/<name>.py; checked by
     * tests/c/stack_reach.c). */
    size_t stack_bytes;
} gg_bc_ops;

struct gg_backend;
/* The ops of backend be for cipher bc (GG_BC_*): the backend's own where it specialises the
 * cipher, else the shared default lowering's (generated/runtime/gg_blockciphers.c). */
const gg_bc_ops *gg_bc_ops_of(const struct gg_backend *be, int bc);

#endif /* GG_BLOCKCIPHERS_H */
