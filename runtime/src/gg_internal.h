/* gg_internal.h: helpers shared by the runtime's own source files (not installed). */
#ifndef GG_INTERNAL_H
#define GG_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "gg_backend.h"
#include "gostgen.h"

/* Blocks handed to a backend in one call; 512 blocks = 4 KiB of stack. */
#define GG_BATCH 512
/* Largest register (IV) for the OFB/CBC/CFB modes of magma and kuznyechik, in bytes. */
#define GG_MAX_REG 512

/* The Feistel network's blocks (8 bytes) between two CryptoPro meshings: the segment of the
 * fused kernels (gg_backend.magma_cnt_mesh). */
#define GG_MESH_BLOCKS (GG_MESH_BYTES / 8)

/* The fused CTR-ACPKM kernels (gg_backend.magma_ctr_acpkm) make each next key in four lanes of
 * their data calls: a "keyed" call runs `keyed` data blocks beside the key's four (E_{K_k}(D)
 * under the newest key), a plain call `call` blocks (call = keyed + 4 <= sec: a call's data spans
 * at most two sections). One keyed call per section; whether the next call is keyed, with done
 * of total = sec * nseg data blocks done and keys K_0..K_k made: plain while the keys stay ahead
 * of the data after it and the keyed calls still to come (one per key left) are full. So no data
 * block ever waits for its key, the loop makes exactly K_1..K_nseg, and the newest key is at most
 * two sections ahead of the data's (simulated for sections of 128..4096 blocks, calls of 32, 64
 * and 128 blocks): four key slots do. */
static inline int gg_acpkm_keyed_next(size_t done, size_t total, size_t sec, size_t nseg,
                                      size_t k, size_t call, size_t keyed)
{
    return k < nseg && !((done + call + keyed - 1) / sec <= k &&
                         total - done >= call + keyed * (nseg - k));
}

/* The largest block of any cipher, in bytes. */
#define GG_MAX_BLOCK (GG_BC_MAX_BLOCK > 8 ? GG_BC_MAX_BLOCK : 8)

/* Resolves a backend name (NULL = the process default). */
int gg_backend_resolve(const char *name, const gg_backend **out);

/* The set a Feistel-network cipher runs on when none is named (sbox NULL): for magma, GOST R
 * 34.12-2015's fixed set (id-tc26-gost-28147-param-Z, RFC 7836) where the build has it, else,
 * and for gost89, the build's default set (gostgen_sbox_default). */
const gg_sbox *gg_sbox_or_default(int cipher, const gostgen_sbox *s);

/* The S-box set (as gg_sbox_or_default) and the backend (NULL = the process default) a GOST
 * 28147-89 or magma call uses. */
int gg_resolve(int cipher, const gostgen_sbox *sbox, const char *backend, const gg_sbox **sb,
               const gg_backend **be);
/* The same for any cipher: one with round keys takes no S-box set (sbox must be NULL: else
 * GOSTGEN_ESBOX; *sb = NULL). */
int gg_resolve_cipher(int cipher, const gostgen_sbox *sbox, const char *backend,
                      const gg_sbox **sb, const gg_backend **be);

/* A backend's magma_ctr / magma_lanes_chain, or the generic ones built on its other entries
 * (generic.c); same contracts as in gg_backend.h. */
void gg_ctr(const gg_backend *be, const gg_magma_key *key, gg_order order, uint32_t ctr[2],
            const uint8_t *in, uint8_t *out, size_t nblocks);
/* Steps a counter (magma_ctr's next) k times at once. */
void gg_ctr_advance(gg_order order, uint32_t r[2], uint64_t k);
void gg_lanes_chain(const gg_backend *be, const gg_magma_key *const *keys, gg_order order,
                    gg_sched sched, gg_chain chain, size_t n, uint32_t *reg,
                    const uint8_t *const in[], uint8_t *const out[], size_t off, size_t nblocks);
/* The chain steps on be->magma_lanes (generated/runtime/gg_chain.c, from modes.py). */
void gg_generic_lanes_chain(const gg_backend *be, const gg_magma_key *const *keys, gg_order order,
                            gg_sched sched, gg_chain chain, size_t n, uint32_t *reg,
                            const uint8_t *const in[], uint8_t *const out[], size_t off,
                            size_t nblocks);

/* acc += sum of H_i (x) X_i, i < n, in GF(2^(8 bs)) with MGM's polynomial (bs = 8 or 16; blocks
 * big-endian as printed): gf.c. */
void gg_gf_mul_sum(size_t bs, const uint8_t *H, const uint8_t *X, size_t n, uint8_t *acc);
/* out = in ^ G over n blocks, and acc ^= the sum of H_i (x) X_i with X the ciphertext: out
 * (encryption) or in (decrypt). in and out may alias exactly. */
void gg_gf_xor_mul_sum(size_t bs, const uint8_t *H, const uint8_t *G, const uint8_t *in,
                       uint8_t *out, size_t n, int decrypt, uint8_t *acc);

/* Runs fn(arg, lo, hi) over contiguous parts of [0, n), on up to gostgen_threads() threads,
 * each part at least min_per items (so small calls stay on the caller's thread). Returns the
 * first error of any part. */
typedef int (*gg_part_fn)(void *arg, size_t lo, size_t hi);
int gg_parallel(size_t n, size_t min_per, gg_part_fn fn, void *arg);
/* Bytes of work below which a thread is not worth starting. */
#define GG_PARALLEL_MIN_BYTES ((size_t)64 * 1024)

/* ---- the mode layer (modes.c), running the modes described in generator/gostgen/modes.py
 * (generated/runtime/gg_modes.h) over any cipher ---- */
#include "gg_modes.h"

/* The GG_BC_* number of a cipher with round keys, or -1 (the Feistel network: gost89, magma). */
int gg_bc_of_cipher(int cipher);
/* The family of modes a cipher offers: RFC 5830's for gost89, GOST R 34.13-2015's otherwise. */
gg_family gg_family_of(int cipher);

/* One key of a block cipher, as the modes see it. */
typedef struct gg_key {
    const gg_backend *be;
    int bc;                    /* GG_BC_* of a cipher with round keys, or -1: the Feistel network */
    size_t n;                  /* block bytes */
    gg_order order;            /* the Feistel network: its byte order ... */
    gg_magma_key mk;           /* ... and key (mk.sbox: its S-box set) */
    const gg_bc_ops *ops;      /* a cipher with round keys: its backend's ops ... */
    uint8_t *rk;               /* ... and round keys (the caller's gg_key_mem_bytes) */
} gg_key;
/* The bytes of memory a key of the cipher needs beside gg_key (its round keys; a multiple of 8,
 * at most GG_KEY_MAX_MEM). */
size_t gg_key_mem_bytes(int cipher);
#define GG_KEY_MAX_MEM ((GG_BC_MAX_RK + 7) / 8 * 8)
/* key: 32 bytes; sb: the S-box set of the Feistel network (NULL for the others); mem:
 * gg_key_mem_bytes(cipher) bytes, 8-aligned, for as long as the key is used. For a cipher with
 * round keys, key NULL leaves them to the caller (gg_schedule_many: a many-stream call's keys
 * at once). */
void gg_key_init(gg_key *k, uint8_t *mem, const gg_backend *be, int cipher, const gg_sbox *sb,
                 const uint8_t key[32]);
/* n keys' round keys, key i's to rk + i stride: the backend's schedule_many, else one by one. */
void gg_schedule_many(const gg_bc_ops *ops, const uint8_t *const keys[], uint8_t *rk,
                      size_t stride, size_t n);
/* nb blocks under k with schedule s (a cipher with round keys: decryption or encryption). */
void gg_key_blocks(const gg_key *k, gg_sched s, const uint8_t *in, uint8_t *out, size_t nb);
/* The keys of many streams as the kernels take them. */
typedef struct gg_lane_keys {
    const gg_magma_key **mk;
    const uint8_t **rk;
    void *prepared; /* rk arranged for the lanes kernel (gg_bc_ops.lanes_keys), or NULL */
    size_t prepared_bytes;
} gg_lane_keys;

/* nb blocks of a counted chain step (CNT, CTR) under k from the counter r (the one before the
 * first block; on return the last one used): out = in ^ E(counter); in/out may alias exactly.
 * The kernels' overrides where the backend has them: the Feistel network's magma_ctr (gg_ctr)
 * where the counter is the one of its byte order's magma_ctr, a block cipher's fused CTR
 * (gg_bc_ops.ctr); else counter blocks a batch at a time through the blocks kernel. */
void gg_counted_run(const gg_key *k, gg_chain chain, uint8_t *r, const uint8_t *in, uint8_t *out,
                    size_t nb);

/* One message of a mode: the caller has checked the cipher, mode, key, IV and flags (gostgen.h). */
/* What a stream's key does after every period of blocks under it (gg_mstream.rekey). */
typedef enum gg_rekey {
    GG_REKEY_NONE = 0,
    GG_REKEY_MESH = 1,  /* CryptoPro key meshing, asked for by GOSTGEN_FLAG_MESH; the register is
                         * then encrypted under the new key */
    GG_REKEY_ACPKM = 2  /* ACPKM (the mode's acpkm): the register runs on */
} gg_rekey;

typedef struct gg_mstream {
    gg_key k;
    const gg_mode_info *m;
    gg_chain chain;
    gg_sched sched;           /* the cipher's schedule: decryption where the mode inverts it */
    gg_rekey rekey;
    size_t rekey_period;      /* blocks under one key (a section, GG_MESH_BYTES for meshing) */
    size_t rekey_count;       /* blocks under the current key */
    size_t ks_off;            /* bytes of ks already used; n = none pending */
    uint8_t *reg;             /* its register (in the caller's gg_mstream_mem_bytes) */
    gg_register R;            /* over reg */
    uint8_t ks[GG_MAX_BLOCK];   /* the cipher output of a block only partly used */
    uint8_t pbuf[GG_MAX_BLOCK]; /* its input so far */
} gg_mstream;
/* The memory a stream needs beside gg_mstream: its key's and its register (the IV, at least one
 * block); at most GG_MSTREAM_MAX_MEM, a multiple of 8. */
size_t gg_mstream_mem_bytes(int cipher, size_t iv_len);
#define GG_MSTREAM_MAX_MEM (GG_KEY_MAX_MEM + GG_MAX_REG)
/* Everything but a start that is a cipher call (E(IV)): gg_mstream_start does it (the
 * multi-stream call does all of them in one lanes call). mem: gg_mstream_mem_bytes, 8-aligned,
 * the round keys at its start (key NULL: as gg_key_init). */
void gg_mstream_setup(gg_mstream *st, uint8_t *mem, const gg_backend *be, int cipher,
                      const gg_sbox *sb, int mode, int decrypt, const uint8_t *key,
                      const uint8_t *iv, size_t iv_len, unsigned flags);
void gg_mstream_start(gg_mstream *st);
/* The register part of gg_mstream_setup: the stream starts again from iv (a length the mode
 * takes, as checked by the caller) on its current key, before gg_mstream_start. */
void gg_mstream_set_iv(gg_mstream *st, const uint8_t *iv, size_t iv_len);
/* The section of a re-keyed mode in bytes (a positive multiple of the block size): before the
 * first update only. GOSTGEN_EMODE for a mode without sections, GOSTGEN_EINVAL for a bad size. */
int gg_mstream_set_section(gg_mstream *st, size_t bytes);
int gg_mstream_update(gg_mstream *st, const uint8_t *in, uint8_t *out, size_t len);
/* The register as gostgen_ctx_get_iv gives it, written to out (NULL: not written) unless it
 * needs more than cap bytes; returns its length (0: a mode without one, ECB). */
size_t gg_mstream_iv(const gg_mstream *st, uint8_t *out, size_t cap);
/* n streams, each a message of len bytes under its own key and IV (all checked); section: a
 * re-keyed mode's section in bytes for every stream (0: the default; else checked as
 * gg_mstream_set_section would). */
int gg_mstreams_crypt(const gg_backend *be, int cipher, const gg_sbox *sb, int mode, int decrypt,
                      size_t n, const uint8_t *const keys[], const uint8_t *const ivs[],
                      size_t iv_len, unsigned flags, const uint8_t *const in[],
                      uint8_t *const out[], size_t len, size_t section);

/* A MAC (gg_mac_infos[gg_family_of(cipher)]). */
typedef struct gg_mac_state {
    gg_key k;
    const gg_mac_info *m;
    int mesh;
    unsigned mesh_count;      /* blocks absorbed under the current key */
    size_t buflen;
    uint64_t total;           /* message bytes so far (saturates: only 0, 1..n and more matter) */
    gg_register R;            /* over s */
    /* OMAC-ACPKM (gg_mac_setup_acpkm; NULL: none): the stream of key material, ACPKM-Master,
     * that gives each section its key and the last section its K1 */
    gg_mstream *master;
    size_t section_blocks;    /* blocks of a section */
    size_t section_count;     /* blocks absorbed under the current section's key */
    uint8_t k1[GG_MAX_BLOCK]; /* the current section's K^i_1 */
    uint8_t s[GG_MAX_BLOCK];  /* the chaining value */
    uint8_t buf[GG_MAX_BLOCK]; /* pending bytes; with subkeys a complete last block waits here */
} gg_mac_state;
int gg_mac_bits_ok(int cipher, unsigned bits);
/* mem: gg_key_mem_bytes(cipher), 8-aligned. */
void gg_mac_setup(gg_mac_state *c, uint8_t *mem, const gg_backend *be, int cipher,
                  const gg_sbox *sb, const uint8_t *key, int mesh);
/* Makes c (just set up, no meshing) OMAC-ACPKM with sections of section bytes and ACPKM-Master
 * sections of key_section bytes (both positive multiples of the block size: checked by the
 * caller); master and mem (gg_mstream_mem_bytes for an n/2-byte IV, 8-aligned) hold the key
 * material stream and live as long as c. key: c's key. */
void gg_mac_setup_acpkm(gg_mac_state *c, gg_mstream *master, uint8_t *mem, int cipher,
                        const gg_sbox *sb, const uint8_t *key, size_t section,
                        size_t key_section);
void gg_mac_update(gg_mac_state *c, const uint8_t *data, size_t len);
void gg_mac_final(gg_mac_state *c, unsigned bits, uint8_t *mac);
/* n messages of len bytes under their own keys (all checked; data may be NULL when len is 0);
 * section > 0: OMAC-ACPKM with sections of section bytes and ACPKM-Master sections of
 * key_section bytes (both checked by the caller); mesh: CryptoPro key meshing (gost89, checked by
 * the caller) as gg_mac_setup's. */
int gg_macs(const gg_backend *be, int cipher, const gg_sbox *sb, size_t n,
            const uint8_t *const keys[], int mesh, const uint8_t *const data[], size_t len,
            unsigned bits, uint8_t *macs, size_t section, size_t key_section);

/* The copies of contexts that point into themselves (gostgen_ctx_dup, gostgen_mac_dup): the
 * context old (n bytes) was copied whole to c; p, if it points into old, is moved to the same
 * place in c (a pointer elsewhere is kept). */
#define GG_REBASE(c, old, n, p)                                                                   \
    do {                                                                                          \
        const uintptr_t q_ = (uintptr_t)(p), o_ = (uintptr_t)(old);                               \
        if (q_ - o_ < (n))                                                                        \
            (p) = (void *)((uintptr_t)(c) + (q_ - o_));                                           \
    } while (0)
/* GG_REBASE of every pointer a key holds (the round keys; the Feistel network's S-box set copy)
 * and of every one a stream holds (its key's, its register). */
void gg_key_rebase(gg_key *k, void *c, const void *old, size_t n);
void gg_mstream_rebase(gg_mstream *m, void *c, const void *old, size_t n);

/* Zeroes memory in a way the compiler may not elide. */
void gg_wipe(void *p, size_t n);
/* The streaming contexts' copy (gostgen_hash_copy, gostgen_hmac_copy), one rule for both: *copy
 * a malloc'd copy of the size bytes at src; GOSTGEN_EINVAL for no src, GOSTGEN_ESTATE once it is
 * done (finished), GOSTGEN_ENOMEM; *copy NULL unless GOSTGEN_OK. */
int gg_ctx_copy(const void *src, int done, size_t size, void **copy);
/* Zeroes the stack below the caller's frame (spilled key words of the calls it made). */
void gg_stack_scrub(void);
/* 128 KiB: after what may have run any kernel: context frees, worker threads' parts, the hash
 * batches (util.c says why). */
void gg_stack_scrub_deep(void);
/* At least bytes, rounded up to 16, 32, 64 or 128 KiB (at most 128 KiB: more is 128). */
void gg_stack_scrub_to(size_t bytes);
/* After a one-shot or multi-stream call of cipher on backend (a name; NULL: the default): as
 * deep as its kernels reach (dispatch.c). */
void gg_stack_scrub_for(int cipher, const char *backend);
/* After a streaming context of cipher on backend is freed: gg_stack_scrub_for's depth and a
 * margin for updates made from deeper frames than the free (dispatch.c). */
void gg_stack_scrub_context(int cipher, const char *backend);

/* out = a ^ b, n bytes; out may be a or b, not a part-way overlap. Eight bytes at a time: byte
 * by byte, the compiler (which must allow for overlap) made eight loads and stores of a block. */
static inline void gg_xor(uint8_t *out, const uint8_t *a, const uint8_t *b, size_t n)
{
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t x, y;
        memcpy(&x, a + i, 8);
        memcpy(&y, b + i, 8);
        x ^= y;
        memcpy(out + i, &x, 8);
    }
    for (; i < n; i++)
        out[i] = (uint8_t)(a[i] ^ b[i]);
}

#endif /* GG_INTERNAL_H */
