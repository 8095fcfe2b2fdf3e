/* gg_internal.h: helpers shared by the runtime's own source files (not installed). */
#ifndef GG_INTERNAL_H
#define GG_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "gg_backend.h"
#include "gostgen.h"

/* Blocks handed to a backend in one call; 512 blocks = 4 KiB of stack. */
#define GG_BATCH 512
/* Largest register (IV) for the OFB/CBC/CFB modes of magma and kuznyechik, in bytes. */
#define GG_MAX_REG 512

/* CryptoPro key meshing (RFC 4357 2.3.2): the new key is the gost89 ECB decryption of this
 * constant under the old one, every GG_MESH_BLOCKS blocks (1024 bytes). */
extern const uint8_t gg_mesh_constant[32];
#define GG_MESH_BLOCKS 128

/* Resolves a backend name (NULL = the process default). */
int gg_backend_resolve(const char *name, const gg_backend **out);

/* NULL -> the default S-box set. */
const gg_sbox *gg_sbox_or_default(const gostgen_sbox *s);

/* The S-box set (NULL = default) and the backend (NULL = the process default) a call uses. */
int gg_resolve(const gostgen_sbox *sbox, const char *backend, const gg_sbox **sb,
               const gg_backend **be);

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

/* Runs fn(arg, lo, hi) over contiguous parts of [0, n), on up to gostgen_threads() threads,
 * each part at least min_per items (so small calls stay on the caller's thread). Returns the
 * first error of any part. */
typedef int (*gg_part_fn)(void *arg, size_t lo, size_t hi);
int gg_parallel(size_t n, size_t min_per, gg_part_fn fn, void *arg);
/* Bytes of work below which a thread is not worth starting. */
#define GG_PARALLEL_MIN_BYTES ((size_t)64 * 1024)

/* The block ciphers with round keys (bcmodes.c): the GG_BC_* number of a gostgen_cipher_id, or
 * -1 for the ciphers of cipher.c/mac.c. Callers have checked mode, key length and IV length
 * (gostgen_iv_length); sbox must be NULL (else GOSTGEN_ESBOX). */
int gg_bc_of_cipher(int cipher);
typedef struct gg_bc_stream gg_bc_stream;
int gg_bc_stream_new(gg_bc_stream **out, int bc, const gostgen_sbox *sbox, const char *backend,
                     int mode, int decrypt, const uint8_t *key, const uint8_t *iv, size_t iv_len);
int gg_bc_stream_update(gg_bc_stream *st, const uint8_t *in, uint8_t *out, size_t len);
void gg_bc_stream_free(gg_bc_stream *st);
int gg_bc_crypt(int bc, const gostgen_sbox *sbox, const char *backend, int mode, int decrypt,
                const uint8_t *key, const uint8_t *iv, size_t iv_len, const uint8_t *in,
                uint8_t *out, size_t len);
int gg_bc_crypt_multi(int bc, const gostgen_sbox *sbox, const char *backend, int mode,
                      int decrypt, size_t n, const uint8_t *const keys[],
                      const uint8_t *const ivs[], size_t iv_len, const uint8_t *const in[],
                      uint8_t *const out[], size_t len);
/* MAC: bits checked by the caller with gg_bc_mac_bits_ok (gg_bc_mac_multi checks its own). */
typedef struct gg_bc_mac gg_bc_mac;
int gg_bc_mac_bits_ok(int bc, unsigned bits);
int gg_bc_mac_new(gg_bc_mac **out, int bc, const gostgen_sbox *sbox, const char *backend,
                  const uint8_t *key);
void gg_bc_mac_update(gg_bc_mac *c, const uint8_t *data, size_t len);
void gg_bc_mac_final(gg_bc_mac *c, unsigned bits, uint8_t *mac);
void gg_bc_mac_free(gg_bc_mac *c);
int gg_bc_mac_oneshot(int bc, const gostgen_sbox *sbox, const char *backend, const uint8_t *key,
              const uint8_t *data, size_t len, unsigned bits, uint8_t *mac);
int gg_bc_mac_multi(int bc, const gostgen_sbox *sbox, const char *backend, size_t n,
                    const uint8_t *const keys[], const uint8_t *const data[], size_t len,
                    unsigned bits, uint8_t *macs);

/* Zeroes memory in a way the compiler may not elide. */
void gg_wipe(void *p, size_t n);
/* Zeroes the stack below the caller's frame (spilled key words of the calls it made). */
void gg_stack_scrub(void);

static inline void gg_xor(uint8_t *out, const uint8_t *a, const uint8_t *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        out[i] = (uint8_t)(a[i] ^ b[i]);
}

#endif /* GG_INTERNAL_H */
