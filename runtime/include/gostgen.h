/* gostgen.h: the public API of libgostgen.
 *
 * GOST 28147-89 (RFC 5830 byte order) with its modes ECB, CNT, CFB and MAC (imitovstavka), with
 * optional CryptoPro key meshing (RFC 4357 2.3.2); Magma (GOST R 34.12-2015 byte order) with the
 * GOST R 34.13-2015 modes ECB, CTR, OFB, CBC, CFB and MAC; Kuznyechik (GOST R 34.12-2015,
 * RFC 7801) with the same GOST R 34.13-2015 modes on 16-byte blocks; Streebog-256/512
 * (GOST R 34.11-2012); HMAC-Streebog, KDF_GOSTR3411_2012_256, KDF_TREE, TLSTREE and PBKDF2 with
 * HMAC-Streebog-512.
 *
 * Every call returns GOSTGEN_OK (0) or a negative gostgen_status; gostgen_strerror() names it.
 * Nothing is printed. Contexts wipe their key material when freed.
 */
#ifndef GOSTGEN_H
#define GOSTGEN_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(_WIN32)
#  define GOSTGEN_API __declspec(dllexport)
#elif defined(__GNUC__)
#  define GOSTGEN_API __attribute__((visibility("default")))
#else
#  define GOSTGEN_API
#endif

#define GOSTGEN_VERSION "0.1.0"

typedef enum gostgen_status {
    GOSTGEN_OK = 0,
    GOSTGEN_EINVAL = -1,    /* a null pointer or an argument out of range */
    GOSTGEN_EKEYLEN = -2,   /* key is not 32 bytes */
    GOSTGEN_EIVLEN = -3,    /* IV length not allowed for this cipher and mode */
    GOSTGEN_ELENGTH = -4,   /* length not allowed: ECB/CBC need whole blocks (8 bytes, 16 for
                             * kuznyechik); or past the mode's limit (MGM: |A| + |C| < 2^(n/2)
                             * bits), or more than an output buffer's capacity holds */
    GOSTGEN_ESBOX = -5,     /* unknown S-box set name, or a table that is not 8 rows of 16 nibbles,
                             * or an S-box set given to kuznyechik (which has none: pass NULL) */
    GOSTGEN_EBACKEND = -6,  /* unknown backend name, or a backend this machine cannot run */
    GOSTGEN_EMODE = -7,     /* mode not offered for this cipher, or meshing asked where it does not apply */
    GOSTGEN_ENOMEM = -8,
    GOSTGEN_ESTATE = -9,    /* call out of order, e.g. update after final, or a setting (the
                             * CTR-ACPKM section, MGM's associated data) after the data started */
    GOSTGEN_EAUTH = -10     /* MGM: the tag does not verify (no plaintext is released) */
} gostgen_status;

GOSTGEN_API const char *gostgen_strerror(int status);
GOSTGEN_API const char *gostgen_version(void);

/* ---- Backends ---------------------------------------------------------------------------------
 * The backend is chosen once per process: the best available one, or the one named by the
 * environment variable GOSTGEN_BACKEND. Every context may also name a backend explicitly
 * (NULL = the process default). Naming an unavailable backend is an error, never a fallback. */
typedef struct gostgen_backend_info {
    const char *name;        /* "portable", ... */
    const char *description; /* ISA, lanes, how it is built */
    int available;           /* 1 if this CPU/OS can run it */
    int selected;            /* 1 for the process default */
    int constant_time;       /* 1 if all of constant_time_magma/_streebog/_kuznyechik are 1 */
    const char *reason;      /* why it is unavailable ("" when available) */
    /* 1 if the GOST 28147-89/Magma kernels (key and S-box set secret) or the Streebog kernels
     * (message secret) have no branch or memory index that depends on secrets; checked by the
     * test suite under valgrind memcheck or MemorySanitizer (README, "Guarantees"). */
    int constant_time_magma;
    int constant_time_streebog;
    /* 1 if the Kuznyechik kernels (key schedule and blocks: key and data secret) are; appended
     * last to keep the layout of the fields above. */
    int constant_time_kuznyechik;
} gostgen_backend_info;

GOSTGEN_API size_t gostgen_backend_count(void);
GOSTGEN_API int gostgen_backend_get(size_t index, gostgen_backend_info *out);
/* Name of the process default backend. If GOSTGEN_BACKEND names an unknown or unavailable
 * backend, returns NULL and gostgen_backend_default_error() says why. Backend names, here and in
 * every call's backend argument, match in any case ("AVX512" is avx512), as S-box set names. */
GOSTGEN_API const char *gostgen_backend_default(void);
GOSTGEN_API const char *gostgen_backend_default_error(void);
/* GOSTGEN_OK if name (NULL = default) is usable; else GOSTGEN_EBACKEND. */
GOSTGEN_API int gostgen_backend_check(const char *name);

/* ---- S-box sets ------------------------------------------------------------------------------
 * rows[i][j] = K(i+1)(j): row 0 (K1) substitutes the least significant nibble of a 32-bit word.
 * Compiled-in sets are looked up by name or OID; the first one compiled in is the default. A
 * cipher call given no set (sbox NULL) runs GOST 28147-89 on the default set and magma on GOST R
 * 34.12-2015's fixed set, tc26-z (OID 1.2.643.7.1.2.5.1.1), wherever the build has it (else on
 * the default set): a `gostgen build` for other sets leaves magma as the standard says. */
typedef struct gostgen_sbox gostgen_sbox;

GOSTGEN_API size_t gostgen_sbox_count(void);
GOSTGEN_API const gostgen_sbox *gostgen_sbox_at(size_t index);
GOSTGEN_API int gostgen_sbox_find(const char *name_or_oid, const gostgen_sbox **out);
GOSTGEN_API const gostgen_sbox *gostgen_sbox_default(void);
GOSTGEN_API const char *gostgen_sbox_name(const gostgen_sbox *s);
GOSTGEN_API const char *gostgen_sbox_oid(const gostgen_sbox *s);
GOSTGEN_API void gostgen_sbox_rows(const gostgen_sbox *s, uint8_t rows[8][16]);
/* A set given at run time. Every value must be < 16; rows need not be permutations. */
GOSTGEN_API int gostgen_sbox_new(const uint8_t rows[8][16], const char *name, gostgen_sbox **out);
GOSTGEN_API void gostgen_sbox_free(gostgen_sbox *s);

/* ---- Block ciphers --------------------------------------------------------------------------- */
typedef enum gostgen_cipher_id {
    GOSTGEN_GOST89 = 0, /* GOST 28147-89, RFC 5830 byte order */
    GOSTGEN_MAGMA = 1,  /* GOST R 34.12-2015 Magma, big-endian byte order */
    GOSTGEN_KUZNYECHIK = 2 /* GOST R 34.12-2015 Kuznyechik (RFC 7801), 16-byte blocks, no S-box
                            * argument (sbox must be NULL: else GOSTGEN_ESBOX), no meshing */
} gostgen_cipher_id;

/* kuznyechik takes the magma modes on 16-byte blocks: ECB, CBC data in whole 16-byte blocks; CTR IV
 * 8 bytes (CTR_1 = IV || 0^64, a 128-bit big-endian counter); OFB, CBC, CFB IV a non-zero multiple
 * of 16 bytes up to 512 (m = n*z). */
typedef enum gostgen_mode {
    GOSTGEN_ECB = 0, /* all ciphers; data in whole 8-byte blocks (kuznyechik: 16) */
    GOSTGEN_CNT = 1, /* gost89 only: counter gamming with C1, C2; IV 8 bytes; meshing allowed */
    GOSTGEN_CFB = 2, /* gost89: IV 8 bytes, meshing allowed; magma: IV a multiple of 8 bytes (m = n*z) */
    GOSTGEN_CTR = 3, /* magma: IV 4 bytes; kuznyechik: IV 8 bytes */
    GOSTGEN_OFB = 4, /* magma: IV a multiple of 8 bytes; kuznyechik: of 16 */
    GOSTGEN_CBC = 5, /* magma: IV a multiple of 8 bytes, kuznyechik: of 16; data in whole blocks */
    GOSTGEN_CTR_ACPKM = 6 /* magma, kuznyechik: CTR (its IV and counter) re-keyed by ACPKM
                           * (R 1323565.1.017-2018 4.1, RFC 8645 6.2.2): at the start of every
                           * section after the first the key K becomes E_K(D_1) || ... with
                           * D = 0x80, 0x81, ..., 0x9f. A section is 1024 bytes for magma and 4096
                           * for kuznyechik (the OpenSSL gost provider's), or what
                           * gostgen_ctx_set_section or the section argument of the _ex calls
                           * sets */
} gostgen_mode;

#define GOSTGEN_FLAG_MESH 1u /* CryptoPro key meshing every 1024 bytes (gost89 CNT and CFB) */

/* IV length accepted for a cipher/mode: *min..*max bytes in steps of *step (0,0,0 for ECB).
 * Any of min, max, step may be NULL (not written): with all three NULL it only says whether the
 * pair exists (GOSTGEN_OK; an unknown cipher GOSTGEN_EINVAL, an unknown mode GOSTGEN_EMODE). */
GOSTGEN_API int gostgen_iv_length(int cipher, int mode, size_t *min, size_t *max, size_t *step);

/* Threads for large calls (process-wide; default 1: the library starts no thread unless asked).
 * n = 0 means one per online CPU. Used by ECB and the counter modes without meshing (one buffer
 * split in parts), by MGM (one message's whole blocks split in parts, each part's products
 * summed apart: the one-shot calls and a context's large gostgen_mgm_aad/update calls), and by
 * the multi-stream, multi-MAC, hash-batch and MGM multi-message calls (streams or messages
 * split), each part at least 64 KiB of work. Results do not depend on the count. At most 256:
 * a larger n is GOSTGEN_EINVAL (the count stays as it was); n = 0 takes at most 256. */
GOSTGEN_API int gostgen_set_threads(unsigned n);
GOSTGEN_API unsigned gostgen_threads(void);

typedef struct gostgen_ctx gostgen_ctx;

/* A streaming context. For ECB and CBC every update must be a whole number of blocks; the
 * stream modes accept any length per update (the keystream carries over between calls). */
GOSTGEN_API int gostgen_ctx_new(gostgen_ctx **out, int cipher, int mode, int decrypt,
                                const gostgen_sbox *sbox, const uint8_t *key, size_t key_len,
                                const uint8_t *iv, size_t iv_len, unsigned flags,
                                const char *backend);
/* CTR-ACPKM's section in bytes, a positive multiple of the block size (else GOSTGEN_EINVAL),
 * before the first update (else GOSTGEN_ESTATE); other modes: GOSTGEN_EMODE. */
GOSTGEN_API int gostgen_ctx_set_section(gostgen_ctx *ctx, size_t bytes);
GOSTGEN_API int gostgen_ctx_update(gostgen_ctx *ctx, const uint8_t *in, uint8_t *out, size_t len);
/* The stream's IV as of the data so far (OpenSSL's "updated IV"): the register its next block is
 * made from, so that for CBC, CFB and OFB a new context given it as IV goes on from the next
 * block boundary. CBC: the last iv_len bytes of ciphertext (the IV before any); CFB: the same
 * over whole blocks only (a block partly processed has not entered it yet); OFB: the last
 * iv_len bytes of cipher output, a block whose keystream is partly used included; CTR and
 * CTR_ACPKM: the counter block of the next keystream block (one block, IV || counter; a block
 * partly used counts as made); CNT: the register N3 || N4 of RFC 5830 after its last step
 * (E_K(IV) before the first block; after meshing, the re-encrypted register's steps). *len gets
 * the length (iv_len, or one block for the counters); out (cap bytes) gets the register unless
 * it is NULL. GOSTGEN_ELENGTH when cap is too small (nothing written), GOSTGEN_EMODE for ECB. */
GOSTGEN_API int gostgen_ctx_get_iv(const gostgen_ctx *ctx, uint8_t *out, size_t cap, size_t *len);
/* Starts the stream again from a new IV (any length the mode takes, as gostgen_ctx_new) under the
 * same key, cipher, mode, direction, flags and section, the key schedule kept: a new message per
 * IV without a new context (OpenSSL's re-init with the same key). With meshing or ACPKM the key
 * goes back to the one given at gostgen_ctx_new, which such a context therefore keeps (beside the
 * stream's current key) until it is freed. */
GOSTGEN_API int gostgen_ctx_restart(gostgen_ctx *ctx, const uint8_t *iv, size_t iv_len);
/* A copy of the context at its current point (its own key copy, register and any keystream left):
 * both go on independently from there. *out NULL on failure. */
GOSTGEN_API int gostgen_ctx_dup(const gostgen_ctx *ctx, gostgen_ctx **out);
GOSTGEN_API void gostgen_ctx_free(gostgen_ctx *ctx);

/* One call: in and out may be the same buffer. */
GOSTGEN_API int gostgen_crypt(int cipher, int mode, int decrypt, const gostgen_sbox *sbox,
                              const uint8_t *key, size_t key_len, const uint8_t *iv, size_t iv_len,
                              unsigned flags, const char *backend,
                              const uint8_t *in, uint8_t *out, size_t len);
/* As gostgen_crypt, with CTR-ACPKM's section in bytes: 0 the cipher's default, else a positive
 * multiple of the block size (else GOSTGEN_EINVAL); a non-zero section with another mode is
 * GOSTGEN_EMODE. The same for gostgen_crypt_multi_ex (every stream re-keys at its own section
 * boundaries) and gostgen_crypt_sectors_ex (every sector a stream with that section). Nothing is
 * written when the section is refused. */
GOSTGEN_API int gostgen_crypt_ex(int cipher, int mode, int decrypt, const gostgen_sbox *sbox,
                                 const uint8_t *key, size_t key_len, const uint8_t *iv,
                                 size_t iv_len, unsigned flags, const char *backend,
                                 const uint8_t *in, uint8_t *out, size_t len, size_t section);

/* Multi-stream: n independent streams of len bytes each, each with its own key (32 bytes) and IV,
 * processed together so that SIMD lanes are filled (e.g. 512-byte disk sectors). */
GOSTGEN_API int gostgen_crypt_multi(int cipher, int mode, int decrypt, const gostgen_sbox *sbox,
                                    size_t n, const uint8_t *const keys[],
                                    const uint8_t *const ivs[], size_t iv_len, unsigned flags,
                                    const char *backend, const uint8_t *const in[],
                                    uint8_t *const out[], size_t len);
/* As gostgen_crypt_multi, with CTR-ACPKM's section (gostgen_crypt_ex). */
GOSTGEN_API int gostgen_crypt_multi_ex(int cipher, int mode, int decrypt,
                                       const gostgen_sbox *sbox, size_t n,
                                       const uint8_t *const keys[], const uint8_t *const ivs[],
                                       size_t iv_len, unsigned flags, const char *backend,
                                       const uint8_t *const in[], uint8_t *const out[],
                                       size_t len, size_t section);

/* Block size of a cipher in bytes (8 for gost89 and magma); 0 for an unknown cipher. */
GOSTGEN_API size_t gostgen_block_size(int cipher);

/* Sector mode (disk images): in holds consecutive sectors of sector_size bytes (a multiple of
 * the block size), numbered from first_sector. Each sector is its own stream under key, with the
 * IV made from its number as dm-crypt's plain64 IV: the sector number as a 64-bit little-endian
 * integer, zero-padded to iv_len bytes (an IV length the mode accepts, gostgen_iv_length). The
 * sectors go through the multi-stream kernels together. A short last sector is a short stream
 * in the stream modes; CBC needs whole sectors (GOSTGEN_ELENGTH); ECB has no IV (GOSTGEN_EMODE).
 * GOSTGEN_EINVAL if a sector number would wrap past 2^64 - 1, or (iv_len < 8, magma ctr) not fit
 * the IV: a truncated number would repeat an IV. in and out may be the same buffer. */
GOSTGEN_API int gostgen_crypt_sectors(int cipher, int mode, int decrypt, const gostgen_sbox *sbox,
                                      const uint8_t *key, size_t key_len, size_t iv_len,
                                      unsigned flags, const char *backend, size_t sector_size,
                                      uint64_t first_sector, const uint8_t *in, uint8_t *out,
                                      size_t len);
/* As gostgen_crypt_sectors, with CTR-ACPKM's section (gostgen_crypt_ex). */
GOSTGEN_API int gostgen_crypt_sectors_ex(int cipher, int mode, int decrypt,
                                         const gostgen_sbox *sbox, const uint8_t *key,
                                         size_t key_len, size_t iv_len, unsigned flags,
                                         const char *backend, size_t sector_size,
                                         uint64_t first_sector, const uint8_t *in, uint8_t *out,
                                         size_t len, size_t section);

/* MAC. gost89: imitovstavka (RFC 5830 section 7, zero-padded; a message of one block or less is
 * padded with a second zero block as the CryptoPro implementations do); magma: GOST R 34.13-2015
 * section 5.6; kuznyechik: GOST R 34.13-2015 section 5.6 on 16-byte blocks (B_128 = 0x87).
 * bits: a multiple of 8, 8..64 (kuznyechik: 8..128); the MAC is the first bits/8 bytes. */
typedef struct gostgen_mac_ctx gostgen_mac_ctx;
GOSTGEN_API int gostgen_mac_new(gostgen_mac_ctx **out, int cipher, const gostgen_sbox *sbox,
                                const uint8_t *key, size_t key_len, const char *backend);
/* As gostgen_mac_new, with flags: GOSTGEN_FLAG_MESH (gost89 only, else GOSTGEN_EMODE) meshes the
 * key (RFC 4357 2.3.2) before each block that follows 1024 bytes under one key, the chaining
 * value kept as it is: the MAC of the CryptoPro implementations and of the OpenSSL gost
 * provider's gost-mac / gost-mac-12. Unknown flags: GOSTGEN_EINVAL. */
GOSTGEN_API int gostgen_mac_new_ex(gostgen_mac_ctx **out, int cipher, const gostgen_sbox *sbox,
                                   const uint8_t *key, size_t key_len, unsigned flags,
                                   const char *backend);
GOSTGEN_API int gostgen_mac_update(gostgen_mac_ctx *ctx, const uint8_t *data, size_t len);
GOSTGEN_API int gostgen_mac_final(gostgen_mac_ctx *ctx, unsigned bits, uint8_t *mac);
/* Starts a new message under the same key and settings, the key schedule kept, at any point
 * (after gostgen_mac_final too): one context for many messages (OpenSSL's MAC re-init with the
 * same key). With meshing or OMAC-ACPKM the key goes back to the one given, which such a context
 * therefore keeps (beside its current one) until it is freed. */
GOSTGEN_API int gostgen_mac_restart(gostgen_mac_ctx *ctx);
/* A copy of the context at its current point (after gostgen_mac_final: a finished one, which
 * gostgen_mac_restart can start again): both go on independently. *out NULL on failure. */
GOSTGEN_API int gostgen_mac_dup(const gostgen_mac_ctx *ctx, gostgen_mac_ctx **out);
GOSTGEN_API void gostgen_mac_free(gostgen_mac_ctx *ctx);
GOSTGEN_API int gostgen_mac(int cipher, const gostgen_sbox *sbox, const uint8_t *key,
                            size_t key_len, const char *backend, const uint8_t *data, size_t len,
                            unsigned bits, uint8_t *mac);
/* n messages of len bytes, each with its own key; macs gets n * bits/8 bytes. */
GOSTGEN_API int gostgen_mac_multi(int cipher, const gostgen_sbox *sbox, size_t n,
                                  const uint8_t *const keys[], const char *backend,
                                  const uint8_t *const data[], size_t len, unsigned bits,
                                  uint8_t *macs);
/* As gostgen_mac_multi, with gostgen_mac_new_ex's flags (GOSTGEN_FLAG_MESH: every message's
 * gost89 MAC with CryptoPro key meshing). */
GOSTGEN_API int gostgen_mac_multi_ex(int cipher, const gostgen_sbox *sbox, size_t n,
                                     const uint8_t *const keys[], unsigned flags,
                                     const char *backend, const uint8_t *const data[],
                                     size_t len, unsigned bits, uint8_t *macs);

/* OMAC-ACPKM (R 1323565.1.017-2018 4.2, RFC 8645 6.3.2) for magma and kuznyechik (else
 * GOSTGEN_EMODE): GOST R 34.13-2015's MAC whose message is cut into sections of `section` bytes,
 * section i chained under its own key K^i, where K^1 || K^1_1 || K^2 || K^2_1 || ... (32 + n
 * bytes a section) is ACPKM-Master: CTR-ACPKM under key with sections of key_section bytes (T*)
 * and the IV all ones, over zeros; the last block is masked with the last section's K^l_1 (K1)
 * or, padded, with K1 << 1 (K2). section and key_section: positive multiples of the block size
 * (else GOSTGEN_EINVAL). The context is a MAC context: gostgen_mac_update / _final / _free. */
GOSTGEN_API int gostgen_omac_acpkm_new(gostgen_mac_ctx **out, int cipher,
                                       const gostgen_sbox *sbox, const uint8_t *key,
                                       size_t key_len, size_t section, size_t key_section,
                                       const char *backend);
GOSTGEN_API int gostgen_omac_acpkm(int cipher, const gostgen_sbox *sbox, const uint8_t *key,
                                   size_t key_len, size_t section, size_t key_section,
                                   const char *backend, const uint8_t *data, size_t len,
                                   unsigned bits, uint8_t *mac);
/* n messages of len bytes, each with its own key (32 bytes), all with the same sections: as
 * gostgen_mac_multi, the MAC being OMAC-ACPKM's (every stream re-keys at the same blocks). */
GOSTGEN_API int gostgen_omac_acpkm_multi(int cipher, const gostgen_sbox *sbox, size_t n,
                                         const uint8_t *const keys[], size_t section,
                                         size_t key_section, const char *backend,
                                         const uint8_t *const data[], size_t len, unsigned bits,
                                         uint8_t *macs);

/* ---- MGM authenticated encryption (RFC 9058, R 1323565.1.026-2019) ---------------------------
 * cipher: GOSTGEN_KUZNYECHIK (n = 128 bits) or GOSTGEN_MAGMA (n = 64, with its S-box set; NULL =
 * the default); GOST89 gives GOSTGEN_EMODE. nonce: one block (16 or 8 bytes, else GOSTGEN_EIVLEN)
 * whose first bit is 0 (the (n-1)-bit nonce after a 0 bit; else GOSTGEN_EINVAL). tag_len: 4..n/8
 * bytes, the tag being the first tag_len bytes of the n-bit MGM tag. The associated data and the
 * data together stay below 2^(n/2) bits (magma: 512 MiB; else GOSTGEN_ELENGTH).
 *
 * One-shot: in and out may be the same buffer. gostgen_mgm_decrypt checks the tag before it
 * writes anything: on GOSTGEN_EAUTH out is untouched. */
GOSTGEN_API int gostgen_mgm_encrypt(int cipher, const gostgen_sbox *sbox, const uint8_t *key,
                                    size_t key_len, const uint8_t *nonce, size_t nonce_len,
                                    const uint8_t *aad, size_t aad_len, const uint8_t *in,
                                    uint8_t *out, size_t len, uint8_t *tag, size_t tag_len,
                                    const char *backend);
GOSTGEN_API int gostgen_mgm_decrypt(int cipher, const gostgen_sbox *sbox, const uint8_t *key,
                                    size_t key_len, const uint8_t *nonce, size_t nonce_len,
                                    const uint8_t *aad, size_t aad_len, const uint8_t *in,
                                    uint8_t *out, size_t len, const uint8_t *tag, size_t tag_len,
                                    const char *backend);
/* Streaming: all associated data (gostgen_mgm_aad, any number of calls, before the first update;
 * after it GOSTGEN_ESTATE), then the data (gostgen_mgm_update, any lengths), then
 * gostgen_mgm_final (encryption: writes the tag) or gostgen_mgm_verify (decryption: GOSTGEN_OK
 * or GOSTGEN_EAUTH, comparing in constant time). A decrypting context's output is UNVERIFIED
 * until gostgen_mgm_verify returns GOSTGEN_OK: hold it back until then, or use the one-shot
 * call. */
typedef struct gostgen_mgm_ctx gostgen_mgm_ctx;
GOSTGEN_API int gostgen_mgm_new(gostgen_mgm_ctx **out, int cipher, int decrypt,
                                const gostgen_sbox *sbox, const uint8_t *key, size_t key_len,
                                const uint8_t *nonce, size_t nonce_len, const char *backend);
GOSTGEN_API int gostgen_mgm_aad(gostgen_mgm_ctx *ctx, const uint8_t *aad, size_t len);
GOSTGEN_API int gostgen_mgm_update(gostgen_mgm_ctx *ctx, const uint8_t *in, uint8_t *out,
                                   size_t len);
GOSTGEN_API int gostgen_mgm_final(gostgen_mgm_ctx *ctx, uint8_t *tag, size_t tag_len);
GOSTGEN_API int gostgen_mgm_verify(gostgen_mgm_ctx *ctx, const uint8_t *tag, size_t tag_len);
/* A new message under nonce (checked as gostgen_mgm_new) on the same key and direction, at any
 * point of the last one, the key schedule kept: a record protocol's next record. */
GOSTGEN_API int gostgen_mgm_restart(gostgen_mgm_ctx *ctx, const uint8_t *nonce, size_t nonce_len);
GOSTGEN_API void gostgen_mgm_free(gostgen_mgm_ctx *ctx);
/* Multi-message (record protocols): n independent messages sealed or opened in one call, their
 * block encryptions pooled so that the SIMD kernels see many blocks at once (the lanes kernel,
 * one key per block, where the messages' keys differ). Message i: nonces[i] (nonce_len bytes, as
 * above), associated data aads[i] of aad_lens[i] bytes (aad_lens NULL: none for any message;
 * aads[i] may be NULL where aad_lens[i] is 0), data in[i] -> out[i] of lens[i] bytes (in[i] and
 * out[i] may be the same buffer, and NULL where lens[i] is 0; no other overlap). Keys as
 * gostgen_hmac_batch takes them: nkeys == 1, every message under keys[0]; nkeys == n, message i
 * under keys[i]; each key 32 bytes, as in gostgen_crypt_multi (any other nkeys: GOSTGEN_EINVAL).
 * tags: n tags of tag_len bytes, message i's at tags + i * tag_len. Every argument is checked
 * before anything is written; n == 0 does nothing (GOSTGEN_OK once cipher, sbox, backend,
 * nonce_len and tag_len are valid). With library threads (gostgen_set_threads) the messages are
 * split between them; GOSTGEN_ENOMEM then means that some runs of messages may be unwritten.
 *
 * Decryption checks every tag (constant-time compare) before it writes any plaintext, and
 * writes the plaintext of the messages whose tag verified only: a failed message's out[i] is
 * left UNTOUCHED (as gostgen_mgm_decrypt leaves it). results (NULL: not wanted) gets n statuses,
 * GOSTGEN_OK or GOSTGEN_EAUTH per message. Returns GOSTGEN_OK if every tag verified, else
 * GOSTGEN_EAUTH (the verified messages' plaintext is written all the same). */
GOSTGEN_API int gostgen_mgm_encrypt_multi(int cipher, const gostgen_sbox *sbox, size_t n,
                                          size_t nkeys, const uint8_t *const keys[],
                                          const uint8_t *const nonces[], size_t nonce_len,
                                          const uint8_t *const aads[], const size_t aad_lens[],
                                          const uint8_t *const in[], uint8_t *const out[],
                                          const size_t lens[], uint8_t *tags, size_t tag_len,
                                          const char *backend);
GOSTGEN_API int gostgen_mgm_decrypt_multi(int cipher, const gostgen_sbox *sbox, size_t n,
                                          size_t nkeys, const uint8_t *const keys[],
                                          const uint8_t *const nonces[], size_t nonce_len,
                                          const uint8_t *const aads[], const size_t aad_lens[],
                                          const uint8_t *const in[], uint8_t *const out[],
                                          const size_t lens[], const uint8_t *tags,
                                          size_t tag_len, int *results, const char *backend);

/* ---- Streebog (GOST R 34.11-2012) -----------------------------------------------------------
 * bits is 256 or 512. Digests are the byte strings the standard prints reversed. */
/* The context type is gostgen_hash_ctx: the one-shot function below is named gostgen_hash, and a
 * typedef and a function cannot share a name in C. */
typedef struct gostgen_hash_ctx gostgen_hash_ctx;
GOSTGEN_API int gostgen_hash_new(gostgen_hash_ctx **out, unsigned bits, const char *backend);
GOSTGEN_API int gostgen_hash_update(gostgen_hash_ctx *h, const uint8_t *data, size_t len);
/* Writes bits/8 bytes; the context can then only be freed (or copied before final). */
GOSTGEN_API int gostgen_hash_final(gostgen_hash_ctx *h, uint8_t *digest);
GOSTGEN_API int gostgen_hash_copy(const gostgen_hash_ctx *h, gostgen_hash_ctx **out);
GOSTGEN_API void gostgen_hash_free(gostgen_hash_ctx *h);
GOSTGEN_API int gostgen_hash(unsigned bits, const char *backend, const uint8_t *data, size_t len,
                             uint8_t *digest);
/* n independent messages hashed together; digests gets n * bits/8 bytes. */
GOSTGEN_API int gostgen_hash_batch(unsigned bits, const char *backend, size_t n,
                                   const uint8_t *const data[], const size_t lens[],
                                   uint8_t *digests);

/* ---- HMAC-Streebog and the key derivation functions built on it ------------------------------
 * HMAC_GOSTR3411_2012_256 / _512 (RFC 7836 4.1.1 / 4.1.2, R 50.1.113-2016): bits 256 or 512, a
 * key of any length (longer than 64 bytes: hashed first, as HMAC does), mac gets bits/8 bytes.
 * Contexts and the library's copies of keys, passwords and derived keys are wiped. */
typedef struct gostgen_hmac_ctx gostgen_hmac_ctx;
GOSTGEN_API int gostgen_hmac_new(gostgen_hmac_ctx **out, unsigned bits, const uint8_t *key,
                                 size_t key_len, const char *backend);
GOSTGEN_API int gostgen_hmac_update(gostgen_hmac_ctx *c, const uint8_t *data, size_t len);
/* Writes bits/8 bytes; the context can then only be freed (or copied before final). */
GOSTGEN_API int gostgen_hmac_final(gostgen_hmac_ctx *c, uint8_t *mac);
GOSTGEN_API int gostgen_hmac_copy(const gostgen_hmac_ctx *c, gostgen_hmac_ctx **out);
/* Starts the context over under its key, finished or not (as EVP_MAC_init with no key): many
 * messages under one key without re-keying or allocating. */
GOSTGEN_API int gostgen_hmac_reset(gostgen_hmac_ctx *c);
GOSTGEN_API void gostgen_hmac_free(gostgen_hmac_ctx *c);
GOSTGEN_API int gostgen_hmac(unsigned bits, const char *backend, const uint8_t *key,
                             size_t key_len, const uint8_t *data, size_t len, uint8_t *mac);
/* n messages computed together (SIMD lanes): with nkeys == 1 all under keys[0] (its key blocks
 * compressed once), with nkeys == n message i under keys[i]; any other nkeys is GOSTGEN_EINVAL.
 * macs gets n * bits/8 bytes. Split across library threads like gostgen_hash_batch. */
GOSTGEN_API int gostgen_hmac_batch(unsigned bits, const char *backend, size_t n, size_t nkeys,
                                   const uint8_t *const keys[], const size_t key_lens[],
                                   const uint8_t *const data[], const size_t lens[],
                                   uint8_t *macs);

/* KDF_TREE_GOSTR3411_2012_256 (RFC 7836 4.5, R 50.1.113-2016): out = the first out_len bytes of
 * K(1) || K(2) || ..., K(i) = HMAC256(key, [i]_r || label || 0x00 || seed || [L]), [i]_r the
 * block number on r bytes (1..4) big-endian, [L] the output length L = 8 * out_len in bits,
 * big-endian on as few bytes as it needs. out_len >= 1 and at most 32 * (2^(8r) - 1) bytes
 * (else GOSTGEN_EINVAL). */
GOSTGEN_API int gostgen_kdf_tree(const char *backend, const uint8_t *key, size_t key_len,
                                 const uint8_t *label, size_t label_len, const uint8_t *seed,
                                 size_t seed_len, unsigned r, uint8_t *out, size_t out_len);
/* KDF_GOSTR3411_2012_256 (RFC 7836 4.4): HMAC256(key, 0x01 || label || 0x00 || seed || 0x01 ||
 * 0x00), 32 bytes (KDF_TREE with r = 1 and L = 256). */
GOSTGEN_API int gostgen_kdf_256(const char *backend, const uint8_t *key, size_t key_len,
                                const uint8_t *label, size_t label_len, const uint8_t *seed,
                                size_t seed_len, uint8_t *out);
/* TLSTREE (RFC 9367 4.1.1 for TLS 1.3, RFC 9189 8.1 for TLS 1.2): the 32-byte record key for
 * sequence number seqnum under the 32-byte root key, KDF_GOSTR3411_2012_256 three times with the
 * labels "level1".."level3" and the seeds seqnum & C_j as 8 big-endian bytes. suite names the
 * masks C_1..C_3: gostgen_tlstree_suite(i) lists them ("kuznyechik-mgm-l", "magma-mgm-l",
 * "kuznyechik-mgm-s", "magma-mgm-s", "kuznyechik-ctr-omac", "magma-ctr-omac"; in any case, as
 * backend names); an unknown name is GOSTGEN_EINVAL, a root key of another length GOSTGEN_EKEYLEN. */
GOSTGEN_API int gostgen_tlstree(const char *suite, const char *backend, const uint8_t *root_key,
                                size_t key_len, uint64_t seqnum, uint8_t *out);
/* The name of TLSTREE suite index (0, 1, ...); NULL past the last. */
GOSTGEN_API const char *gostgen_tlstree_suite(size_t index);
/* PBKDF2 (RFC 8018 5.2) with HMAC_GOSTR3411_2012_512 as its PRF (R 50.1.111-2016): out_len bytes
 * (1 to (2^32 - 1) * 64) from the password and salt (any lengths, zero bytes included) with
 * iterations >= 1. Output blocks beyond the first are computed together in SIMD lanes. */
GOSTGEN_API int gostgen_pbkdf2(const char *backend, const uint8_t *password, size_t password_len,
                               const uint8_t *salt, size_t salt_len, uint64_t iterations,
                               uint8_t *out, size_t out_len);

#ifdef __cplusplus
}
#endif
#endif /* GOSTGEN_H */
