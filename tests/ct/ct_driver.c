/* ct_driver.c: runs one backend's kernels, through the public API, with the secrets marked as
 * undefined memory, for tests/test_constant_time.py.
 *
 * The ctgrind technique (A. Langley, 2010): a checker that tracks undefined bits reports every
 * conditional branch and every memory address computed from undefined data. With the secrets
 * undefined, each report is a place where timing can depend on them. Two checkers:
 *   - valgrind memcheck (built with -DCT_VALGRIND): any x86-64 code up to AVX2;
 *   - MemorySanitizer (built with clang -fsanitize=memory, -DCT_MSAN): for AVX-512, which valgrind
 *     cannot run. The whole library is compiled with it so that shadows propagate through it.
 *
 * usage: ct_driver magma|streebog|probe   (the backend: GOSTGEN_BACKEND)
 *   probe:    exit status 0 if the backend can run here (under the checker), 3 if not.
 *   magma:    the 32-byte keys and a run-time S-box set (its rows and the tables derived from
 *             them) are secret; every mode of both ciphers, one-shot, streaming, multi-stream,
 *             MAC, key meshing, MGM (one-shot, streaming, multi-message).
 *   streebog: the message is secret (HMAC and KDF constructions hash keys); both sizes,
 *             one-shot, streaming, copy, batch; then HMAC (one-shot, streaming, copy, reset,
 *             batch under one and many keys), KDF_256, KDF_TREE, TLSTREE and PBKDF2 with the
 *             keys, passwords and messages secret.
 * Lengths, modes, IVs and counts are public. Outputs are marked defined again before this
 * program looks at them, so only the library's own uses of secrets are reported.
 * Exit status: 0 when every call succeeded (the checker's own status says whether it reported). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gg_backend.h" /* struct gostgen_sbox: to mark a run-time set's contents secret */
#include "gostgen.h"

#if defined(CT_VALGRIND)
#include <valgrind/memcheck.h>
#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))
#elif defined(CT_MSAN)
#include <sanitizer/msan_interface.h>
#define SECRET(p, n) __msan_poison((p), (n))
#define PUBLIC(p, n) __msan_unpoison((p), (n))
#else
#error "build with -DCT_VALGRIND or -DCT_MSAN"
#endif

static const char *backend;
static unsigned long calls;
static uint64_t digest_of_outputs = 1469598103934665603u;

/* Public data from a fixed generator: the inputs need not be random, only arbitrary. */
static uint64_t rng_state = 0x9e3779b97f4a7c15u;
static uint8_t next_byte(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (uint8_t)(rng_state >> 24);
}
static void fill(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = next_byte();
}

static void check(int rc, const char *what)
{
    calls++;
    if (rc != GOSTGEN_OK) {
        fprintf(stderr, "ct_driver: %s: %s\n", what, gostgen_strerror(rc));
        exit(2);
    }
}

/* Declassifies an output and folds it into a sum, so that nothing is optimised away. */
static void consume(uint8_t *p, size_t n)
{
    PUBLIC(p, n);
    for (size_t i = 0; i < n; i++)
        digest_of_outputs = (digest_of_outputs ^ p[i]) * 1099511628211u;
}

static uint8_t *secret_key(void)
{
    uint8_t *k = malloc(32);
    fill(k, 32);
    SECRET(k, 32);
    return k;
}

/* A run-time S-box set whose contents are secret from here on (its validation, which decides
 * only whether the call succeeds, ran on the public rows). */
static gostgen_sbox *secret_sbox(void)
{
    uint8_t rows[8][16];
    for (int i = 0; i < 8; i++) {
        for (int j = 0; j < 16; j++)
            rows[i][j] = (uint8_t)j;
        for (int j = 15; j > 0; j--) { /* a permutation per row, as real sets have */
            int r = next_byte() % (j + 1);
            uint8_t t = rows[i][j];
            rows[i][j] = rows[i][r];
            rows[i][r] = t;
        }
    }
    gostgen_sbox *s;
    check(gostgen_sbox_new(rows, "secret", &s), "gostgen_sbox_new");
    SECRET(s->rows, sizeof s->rows);
    SECRET(s->t, sizeof s->t);
    return s;
}

typedef struct mode_case {
    int cipher, mode;
    unsigned flags;
    size_t iv_len;
    int whole_blocks;
} mode_case;

static const mode_case cases[] = {
    {GOSTGEN_GOST89, GOSTGEN_ECB, 0, 0, 1},
    {GOSTGEN_GOST89, GOSTGEN_CNT, 0, 8, 0},
    {GOSTGEN_GOST89, GOSTGEN_CNT, GOSTGEN_FLAG_MESH, 8, 0},
    {GOSTGEN_GOST89, GOSTGEN_CFB, 0, 8, 0},
    {GOSTGEN_GOST89, GOSTGEN_CFB, GOSTGEN_FLAG_MESH, 8, 0},
    {GOSTGEN_MAGMA, GOSTGEN_ECB, 0, 0, 1},
    {GOSTGEN_MAGMA, GOSTGEN_CTR, 0, 4, 0},
    {GOSTGEN_MAGMA, GOSTGEN_OFB, 0, 16, 0},
    {GOSTGEN_MAGMA, GOSTGEN_CBC, 0, 16, 1},
    {GOSTGEN_MAGMA, GOSTGEN_CFB, 0, 8, 0},
    {GOSTGEN_MAGMA, GOSTGEN_CFB, 0, 24, 0},
    {GOSTGEN_MAGMA, GOSTGEN_CTR_ACPKM, 0, 4, 0},
};

static void magma_case(const mode_case *c, int decrypt, const gostgen_sbox *sb, size_t len)
{
    uint8_t iv[32];
    fill(iv, sizeof iv);
    uint8_t *in = malloc(len + 1), *out = malloc(len + 1);
    fill(in, len);
    uint8_t *key = secret_key();

    /* one call */
    check(gostgen_crypt(c->cipher, c->mode, decrypt, sb, key, 32, iv, c->iv_len, c->flags,
                        backend, in, out, len),
          "gostgen_crypt");
    consume(out, len);

    /* streaming, in uneven pieces (whole blocks where the mode needs them) */
    gostgen_ctx *ctx;
    check(gostgen_ctx_new(&ctx, c->cipher, c->mode, decrypt, sb, key, 32, iv, c->iv_len,
                          c->flags, backend),
          "gostgen_ctx_new");
    size_t block = c->cipher == GOSTGEN_KUZNYECHIK ? 16 : 8;
    if (c->mode == GOSTGEN_CTR_ACPKM) /* sections shorter than the default: many re-keyings */
        check(gostgen_ctx_set_section(ctx, 4 * block), "gostgen_ctx_set_section");
    size_t done = 0, piece = c->whole_blocks ? 3 * block : 13;
    while (done < len) {
        size_t n = len - done < piece ? len - done : piece;
        check(gostgen_ctx_update(ctx, in + done, out + done, n), "gostgen_ctx_update");
        done += n;
        piece = piece * 3 + (c->whole_blocks ? block : 5);
    }
    gostgen_ctx_free(ctx);
    consume(out, len);

    /* several streams at once, each with its own secret key */
    enum { STREAMS = 19 };
    const uint8_t *keys[STREAMS], *ivs[STREAMS], *ins[STREAMS];
    uint8_t *outs[STREAMS];
    size_t slen = len < 64 ? len : 64;
    for (int i = 0; i < STREAMS; i++) {
        keys[i] = secret_key();
        ivs[i] = iv;
        ins[i] = in;
        outs[i] = malloc(slen + 1);
    }
    check(gostgen_crypt_multi(c->cipher, c->mode, decrypt, sb, STREAMS, keys, ivs, c->iv_len,
                              c->flags, backend, ins, outs, slen),
          "gostgen_crypt_multi");
    for (int i = 0; i < STREAMS; i++) {
        consume(outs[i], slen);
        free(outs[i]);
        free((void *)keys[i]);
    }
    free(key);
    free(in);
    free(out);
}

/* MGM with a secret key and plaintext: one-shot and streaming encryption, and streaming
 * decryption up to the tag check (whether a tag verifies is public by nature: the one-shot
 * decryption branches on it, so it is not run here). */
static void mgm_case(int cipher, const gostgen_sbox *sb)
{
    const size_t bs = gostgen_block_size(cipher), lens[] = {0, 5, 16, 523, 2061};
    uint8_t nonce[16], tag[16], aad[37];
    fill(nonce, sizeof nonce);
    fill(aad, sizeof aad);
    nonce[0] &= 0x7f;
    for (int l = 0; l < 5; l++) {
        size_t len = lens[l];
        uint8_t *in = malloc(len + 1), *out = malloc(len + 1);
        fill(in, len);
        SECRET(in, len);
        uint8_t *key = secret_key();
        check(gostgen_mgm_encrypt(cipher, sb, key, 32, nonce, bs, aad, sizeof aad, in, out, len,
                                  tag, bs, backend),
              "gostgen_mgm_encrypt");
        consume(out, len);
        consume(tag, bs);
        for (int decrypt = 0; decrypt < 2; decrypt++) {
            gostgen_mgm_ctx *m;
            check(gostgen_mgm_new(&m, cipher, decrypt, sb, key, 32, nonce, bs, backend),
                  "gostgen_mgm_new");
            check(gostgen_mgm_aad(m, aad, 7), "gostgen_mgm_aad");
            check(gostgen_mgm_aad(m, aad + 7, sizeof aad - 7), "gostgen_mgm_aad");
            check(gostgen_mgm_update(m, in, out, len / 3), "gostgen_mgm_update");
            check(gostgen_mgm_update(m, in + len / 3, out + len / 3, len - len / 3),
                  "gostgen_mgm_update");
            consume(out, len);
            if (!decrypt) {
                check(gostgen_mgm_final(m, tag, bs), "gostgen_mgm_final");
                consume(tag, bs);
            }
            gostgen_mgm_free(m);
        }
        free(key);
        free(in);
        free(out);
    }
}

/* MGM multi-message encryption with secret keys (one for all, then one per message) and
 * plaintexts; decryption, as the one-shot's, branches on whether each tag verifies. */
static void mgm_multi_case(int cipher, const gostgen_sbox *sb)
{
    enum { NM = 5 };
    const size_t bs = gostgen_block_size(cipher);
    static const size_t lens[NM] = {0, 5, 16, 523, 2061}, alens[NM] = {0, 37, 3, 16, 1};
    uint8_t nonce[16], aad[37], tags[NM * 16];
    fill(nonce, sizeof nonce);
    fill(aad, sizeof aad);
    nonce[0] &= 0x7f;
    const uint8_t *keys[NM], *nonces[NM], *aads[NM], *ins[NM];
    uint8_t *outs[NM];
    for (int i = 0; i < NM; i++) {
        uint8_t *in = malloc(lens[i] + 1);
        fill(in, lens[i]);
        SECRET(in, lens[i]);
        ins[i] = in;
        outs[i] = malloc(lens[i] + 1);
        keys[i] = secret_key();
        nonces[i] = nonce;
        aads[i] = aad;
    }
    for (size_t nkeys = 1; nkeys <= NM; nkeys += NM - 1) {
        check(gostgen_mgm_encrypt_multi(cipher, sb, NM, nkeys, keys, nonces, bs, aads, alens, ins,
                                        outs, lens, tags, bs, backend),
              "gostgen_mgm_encrypt_multi");
        for (int i = 0; i < NM; i++)
            consume(outs[i], lens[i]);
        consume(tags, NM * bs);
    }
    for (int i = 0; i < NM; i++) {
        free((void *)keys[i]);
        free((void *)ins[i]);
        free(outs[i]);
    }
}

/* OMAC-ACPKM with a secret key: its key material (ACPKM-Master) and every section's key are
 * secret too; one-shot, streaming and multi-message (every stream's key secret). */
static void omac_acpkm_case(int cipher, const gostgen_sbox *sb)
{
    const size_t bs = gostgen_block_size(cipher), lens[] = {0, 3, 64, 1000};
    for (int l = 0; l < 4; l++) {
        size_t len = lens[l];
        uint8_t *data = malloc(len + 1), mac[16];
        fill(data, len);
        uint8_t *key = secret_key();
        check(gostgen_omac_acpkm(cipher, sb, key, 32, 2 * bs, 32 + bs, backend, data, len,
                                 (unsigned)(8 * bs), mac),
              "gostgen_omac_acpkm");
        consume(mac, bs);
        gostgen_mac_ctx *m;
        check(gostgen_omac_acpkm_new(&m, cipher, sb, key, 32, 3 * bs, 5 * bs, backend),
              "gostgen_omac_acpkm_new");
        check(gostgen_mac_update(m, data, len / 3), "gostgen_mac_update");
        check(gostgen_mac_update(m, data + len / 3, len - len / 3), "gostgen_mac_update");
        check(gostgen_mac_final(m, 32, mac), "gostgen_mac_final");
        gostgen_mac_free(m);
        consume(mac, 4);
        enum { STREAMS = 17 };
        const uint8_t *keys[STREAMS], *datas[STREAMS];
        uint8_t macs[STREAMS * 16];
        for (int i = 0; i < STREAMS; i++) {
            keys[i] = secret_key();
            datas[i] = data;
        }
        check(gostgen_omac_acpkm_multi(cipher, sb, STREAMS, keys, 2 * bs, 32 + bs, backend, datas,
                                       len, (unsigned)(8 * bs), macs),
              "gostgen_omac_acpkm_multi");
        consume(macs, STREAMS * bs);
        for (int i = 0; i < STREAMS; i++)
            free((void *)keys[i]);
        free(key);
        free(data);
    }
}

static void magma_all(void)
{
    gostgen_sbox *sb = secret_sbox();
    mgm_case(GOSTGEN_MAGMA, sb);
    mgm_multi_case(GOSTGEN_MAGMA, sb);
    omac_acpkm_case(GOSTGEN_MAGMA, sb);
    const gostgen_sbox *sets[2] = {sb, NULL}; /* a secret run-time set; the default set */
    for (int s = 0; s < 2; s++) {
        for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
            const mode_case *c = &cases[i];
            /* one block; a few SIMD widths; past the 1024-byte meshing interval */
            const size_t lens[] = {8, 520, 2056};
            const size_t odd[] = {5, 523, 2061};
            for (int decrypt = 0; decrypt < 2; decrypt++)
                for (int l = 0; l < 3; l++)
                    magma_case(c, decrypt, sets[s], c->whole_blocks ? lens[l] : odd[l]);
        }
        for (int cipher = 0; cipher < 2; cipher++) {
            const size_t lens[] = {0, 3, 8, 64, 1000, 2056};
            for (int l = 0; l < 6; l++) {
                size_t len = lens[l];
                uint8_t *data = malloc(len + 1), mac[8];
                fill(data, len);
                uint8_t *key = secret_key();
                check(gostgen_mac(cipher, sets[s], key, 32, backend, data, len, 64, mac),
                      "gostgen_mac");
                consume(mac, 8);
                gostgen_mac_ctx *m;
                check(gostgen_mac_new(&m, cipher, sets[s], key, 32, backend), "gostgen_mac_new");
                check(gostgen_mac_update(m, data, len / 3), "gostgen_mac_update");
                check(gostgen_mac_update(m, data + len / 3, len - len / 3), "gostgen_mac_update");
                check(gostgen_mac_final(m, 32, mac), "gostgen_mac_final");
                gostgen_mac_free(m);
                consume(mac, 4);
                if (cipher == GOSTGEN_GOST89) { /* CryptoPro meshing: 2056 bytes mesh twice */
                    check(gostgen_mac_new_ex(&m, cipher, sets[s], key, 32, GOSTGEN_FLAG_MESH,
                                             backend),
                          "gostgen_mac_new_ex");
                    check(gostgen_mac_update(m, data, len / 3), "gostgen_mac_update");
                    check(gostgen_mac_update(m, data + len / 3, len - len / 3),
                          "gostgen_mac_update");
                    check(gostgen_mac_final(m, 64, mac), "gostgen_mac_final");
                    gostgen_mac_free(m);
                    consume(mac, 8);
                }
                enum { STREAMS = 17 };
                const uint8_t *keys[STREAMS], *datas[STREAMS];
                uint8_t macs[STREAMS * 8];
                for (int i = 0; i < STREAMS; i++) {
                    keys[i] = secret_key();
                    datas[i] = data;
                }
                check(gostgen_mac_multi(cipher, sets[s], STREAMS, keys, backend, datas, len, 64,
                                        macs),
                      "gostgen_mac_multi");
                consume(macs, sizeof macs);
                if (cipher == GOSTGEN_GOST89) { /* every stream meshed twice, in lanes */
                    check(gostgen_mac_multi_ex(cipher, sets[s], STREAMS, keys, GOSTGEN_FLAG_MESH,
                                               backend, datas, len, 64, macs),
                          "gostgen_mac_multi_ex");
                    consume(macs, sizeof macs);
                }
                for (int i = 0; i < STREAMS; i++)
                    free((void *)keys[i]);
                free(key);
                free(data);
            }
        }
    }
    gostgen_sbox_free(sb);
}

/* Kuznyechik: the key secret (the data is too, but the checker follows the key through every
 * round, which is where a table index would show); no S-box set; 16-byte blocks. */
static const mode_case kuz_cases[] = {
    {GOSTGEN_KUZNYECHIK, GOSTGEN_ECB, 0, 0, 1},  {GOSTGEN_KUZNYECHIK, GOSTGEN_CTR, 0, 8, 0},
    {GOSTGEN_KUZNYECHIK, GOSTGEN_OFB, 0, 32, 0}, {GOSTGEN_KUZNYECHIK, GOSTGEN_CBC, 0, 16, 1},
    {GOSTGEN_KUZNYECHIK, GOSTGEN_CFB, 0, 16, 0}, {GOSTGEN_KUZNYECHIK, GOSTGEN_CTR_ACPKM, 0, 8, 0},
};

static void kuznyechik_all(void)
{
    mgm_case(GOSTGEN_KUZNYECHIK, NULL);
    mgm_multi_case(GOSTGEN_KUZNYECHIK, NULL);
    omac_acpkm_case(GOSTGEN_KUZNYECHIK, NULL);
    for (size_t i = 0; i < sizeof kuz_cases / sizeof kuz_cases[0]; i++) {
        const size_t lens[] = {16, 528, 2064}, odd[] = {5, 523, 2061};
        for (int decrypt = 0; decrypt < 2; decrypt++)
            for (int l = 0; l < 3; l++)
                magma_case(&kuz_cases[i], decrypt, NULL,
                           kuz_cases[i].whole_blocks ? lens[l] : odd[l]);
    }
    const size_t lens[] = {0, 3, 16, 64, 1000};
    for (int l = 0; l < 5; l++) {
        size_t len = lens[l];
        uint8_t *data = malloc(len + 1), mac[16];
        fill(data, len);
        uint8_t *key = secret_key();
        check(gostgen_mac(GOSTGEN_KUZNYECHIK, NULL, key, 32, backend, data, len, 128, mac),
              "gostgen_mac");
        consume(mac, 16);
        gostgen_mac_ctx *m;
        check(gostgen_mac_new(&m, GOSTGEN_KUZNYECHIK, NULL, key, 32, backend), "gostgen_mac_new");
        check(gostgen_mac_update(m, data, len / 3), "gostgen_mac_update");
        check(gostgen_mac_update(m, data + len / 3, len - len / 3), "gostgen_mac_update");
        check(gostgen_mac_final(m, 64, mac), "gostgen_mac_final");
        gostgen_mac_free(m);
        consume(mac, 8);
        /* enough keys for the byte-sliced schedules (avx512: 24 keys and more, schedule_many);
         * the multi-stream crypt above (19) takes 4 at a time */
        enum { STREAMS = 29 };
        const uint8_t *keys[STREAMS], *datas[STREAMS];
        uint8_t macs[STREAMS * 16];
        for (int i = 0; i < STREAMS; i++) {
            keys[i] = secret_key();
            datas[i] = data;
        }
        check(gostgen_mac_multi(GOSTGEN_KUZNYECHIK, NULL, STREAMS, keys, backend, datas, len, 128,
                                macs),
              "gostgen_mac_multi");
        consume(macs, sizeof macs);
        for (int i = 0; i < STREAMS; i++)
            free((void *)keys[i]);
        free(key);
        free(data);
    }
}

static void streebog_all(void)
{
    const size_t lens[] = {0, 1, 63, 64, 65, 200, 1000};
    for (unsigned bits = 256; bits <= 512; bits += 256) {
        for (int l = 0; l < 7; l++) {
            size_t len = lens[l];
            uint8_t *msg = malloc(len + 1), digest[64];
            fill(msg, len);
            SECRET(msg, len);
            check(gostgen_hash(bits, backend, msg, len, digest), "gostgen_hash");
            consume(digest, bits / 8);
            gostgen_hash_ctx *h, *copy;
            check(gostgen_hash_new(&h, bits, backend), "gostgen_hash_new");
            check(gostgen_hash_update(h, msg, len / 2), "gostgen_hash_update");
            check(gostgen_hash_copy(h, &copy), "gostgen_hash_copy");
            check(gostgen_hash_update(h, msg + len / 2, len - len / 2), "gostgen_hash_update");
            check(gostgen_hash_final(h, digest), "gostgen_hash_final");
            consume(digest, bits / 8);
            check(gostgen_hash_final(copy, digest), "gostgen_hash_final");
            consume(digest, bits / 8);
            gostgen_hash_free(h);
            gostgen_hash_free(copy);
            free(msg);
        }
        enum { MESSAGES = 19 };
        const uint8_t *msgs[MESSAGES];
        size_t mlens[MESSAGES];
        uint8_t digests[MESSAGES * 64];
        for (int i = 0; i < MESSAGES; i++) {
            mlens[i] = (size_t)(i * 37 % 300);
            uint8_t *m = malloc(mlens[i] + 1);
            fill(m, mlens[i]);
            SECRET(m, mlens[i]);
            msgs[i] = m;
        }
        check(gostgen_hash_batch(bits, backend, MESSAGES, msgs, mlens, digests),
              "gostgen_hash_batch");
        consume(digests, MESSAGES * bits / 8);
        for (int i = 0; i < MESSAGES; i++)
            free((void *)msgs[i]);
    }
}

/* HMAC-Streebog and the KDFs on it: keys (of lengths below, at and above the 64-byte block, which
 * is hashed first), passwords and messages secret; labels, seeds, salts, lengths and sequence
 * numbers public. */
static void hmac_kdf_all(void)
{
    const size_t key_lens[] = {0, 32, 64, 100}, msg_lens[] = {0, 63, 64, 200};
    for (unsigned bits = 256; bits <= 512; bits += 256) {
        for (int k = 0; k < 4; k++) {
            size_t klen = key_lens[k], mlen = msg_lens[k];
            uint8_t *key = malloc(klen + 1), *msg = malloc(mlen + 1), mac[64];
            fill(key, klen);
            fill(msg, mlen);
            SECRET(key, klen);
            SECRET(msg, mlen);
            check(gostgen_hmac(bits, backend, key, klen, msg, mlen, mac), "gostgen_hmac");
            consume(mac, bits / 8);
            gostgen_hmac_ctx *h, *copy;
            check(gostgen_hmac_new(&h, bits, key, klen, backend), "gostgen_hmac_new");
            check(gostgen_hmac_update(h, msg, mlen / 2), "gostgen_hmac_update");
            check(gostgen_hmac_copy(h, &copy), "gostgen_hmac_copy");
            check(gostgen_hmac_update(h, msg + mlen / 2, mlen - mlen / 2), "gostgen_hmac_update");
            check(gostgen_hmac_final(h, mac), "gostgen_hmac_final");
            consume(mac, bits / 8);
            check(gostgen_hmac_final(copy, mac), "gostgen_hmac_final");
            consume(mac, bits / 8);
            check(gostgen_hmac_reset(h), "gostgen_hmac_reset");
            check(gostgen_hmac_update(h, msg, mlen), "gostgen_hmac_update");
            check(gostgen_hmac_final(h, mac), "gostgen_hmac_final");
            consume(mac, bits / 8);
            gostgen_hmac_free(h);
            gostgen_hmac_free(copy);
            free(key);
            free(msg);
        }
        enum { MESSAGES = 9 };
        const uint8_t *keys[MESSAGES], *msgs[MESSAGES];
        size_t klens[MESSAGES], mlens[MESSAGES];
        uint8_t macs[MESSAGES * 64];
        for (int i = 0; i < MESSAGES; i++) {
            klens[i] = (size_t)(i * 29 % 90);
            mlens[i] = (size_t)(i * 37 % 150);
            uint8_t *key = malloc(klens[i] + 1), *msg = malloc(mlens[i] + 1);
            fill(key, klens[i]);
            fill(msg, mlens[i]);
            SECRET(key, klens[i]);
            SECRET(msg, mlens[i]);
            keys[i] = key;
            msgs[i] = msg;
        }
        for (size_t nkeys = 1; nkeys <= MESSAGES; nkeys += MESSAGES - 1) {
            check(gostgen_hmac_batch(bits, backend, MESSAGES, nkeys, keys, klens, msgs, mlens,
                                     macs),
                  "gostgen_hmac_batch");
            consume(macs, MESSAGES * bits / 8);
        }
        for (int i = 0; i < MESSAGES; i++) {
            free((void *)keys[i]);
            free((void *)msgs[i]);
        }
    }
    uint8_t label[11], seed[23], out[100];
    fill(label, sizeof label);
    fill(seed, sizeof seed);
    uint8_t *key = secret_key();
    check(gostgen_kdf_256(backend, key, 32, label, sizeof label, seed, sizeof seed, out),
          "gostgen_kdf_256");
    consume(out, 32);
    for (unsigned r = 1; r <= 4; r++) {
        check(gostgen_kdf_tree(backend, key, 32, label, sizeof label, seed, sizeof seed, r, out,
                               sizeof out),
              "gostgen_kdf_tree");
        consume(out, sizeof out);
    }
    for (size_t i = 0; gostgen_tlstree_suite(i) != NULL; i++) {
        check(gostgen_tlstree(gostgen_tlstree_suite(i), backend, key, 32, 0x0123456789abcdefu, out),
              "gostgen_tlstree");
        consume(out, 32);
    }
    free(key);
    const size_t pw_lens[] = {0, 9, 64, 129};
    for (int p = 0; p < 4; p++) {
        uint8_t *password = malloc(pw_lens[p] + 1);
        fill(password, pw_lens[p]);
        SECRET(password, pw_lens[p]);
        check(gostgen_pbkdf2(backend, password, pw_lens[p], seed, sizeof seed, 3, out,
                             p == 3 ? sizeof out : 64),
              "gostgen_pbkdf2");
        consume(out, p == 3 ? sizeof out : 64);
        free(password);
    }
}

int main(int argc, char **argv)
{
    if (argc != 2 || (strcmp(argv[1], "magma") != 0 && strcmp(argv[1], "streebog") != 0 &&
                      strcmp(argv[1], "kuznyechik") != 0 && strcmp(argv[1], "probe") != 0)) {
        fprintf(stderr,
                "usage: ct_driver magma|streebog|kuznyechik|probe  (backend: GOSTGEN_BACKEND)\n");
        return 2;
    }
    backend = getenv("GOSTGEN_BACKEND");
    if (strcmp(argv[1], "probe") == 0)
        return backend != NULL && gostgen_backend_check(backend) == GOSTGEN_OK ? 0 : 3;
    if (backend == NULL || gostgen_backend_check(backend) != GOSTGEN_OK) {
        fprintf(stderr, "ct_driver: GOSTGEN_BACKEND must name an available backend\n");
        return 2;
    }
    if (strcmp(argv[1], "magma") == 0)
        magma_all();
    else if (strcmp(argv[1], "kuznyechik") == 0)
        kuznyechik_all();
    else {
        streebog_all();
        hmac_kdf_all();
    }
    printf("%s %s: %lu calls, outputs %016llx\n", backend, argv[1], calls,
           (unsigned long long)digest_of_outputs);
    return 0;
}
