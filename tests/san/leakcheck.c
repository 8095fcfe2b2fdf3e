/* leakcheck.c: every entry of libgostgen's public API, for every available backend, run under
 * LeakSanitizer (with ASan + UBSan) by .ci/sanitize.sh; linked with the sanitized static library.
 *
 * The conformance suite checks results through Python, where leak detection cannot be used (the
 * interpreter leaks at exit, and every allocation made through ctypes has the interpreter on its
 * stack, so no suppression could separate the two). Here each context kind is created, used and
 * freed (and freed unused, and freed after an error); the one-shot, multi-stream, multi-MAC,
 * batch and MGM multi-message calls run with one thread and with several (the threaded split); run-time S-box sets are
 * made and freed; and each entry's error paths are taken. Any block the library leaves allocated
 * is reported at exit. The results are checked against each other too (decrypt(encrypt(x)) == x,
 * streaming == one shot, multi == single, copy == original), so that the calls did real work; the
 * expected values themselves are the suite's business.
 *
 * Usage: leakcheck (exit 0: all checks passed; LSan ends a leaking run with its own status). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gostgen.h"

static int failures;

#define CHECK(cond)                                                                            \
    do {                                                                                       \
        if (!(cond)) {                                                                         \
            fprintf(stderr, "leakcheck: %s:%d: check failed: %s (backend %s)\n", __FILE__,     \
                    __LINE__, #cond, cur_backend ? cur_backend : "(default)");                  \
            failures++;                                                                        \
        }                                                                                      \
    } while (0)
#define OK(call) CHECK((call) == GOSTGEN_OK)

static const char *cur_backend;

static void fill(uint8_t *p, size_t n, unsigned seed)
{
    for (size_t i = 0; i < n; i++) {
        seed = seed * 1103515245u + 12345u;
        p[i] = (uint8_t)(seed >> 16);
    }
}

/* The modes of a cipher with the IV length used here and whether meshing applies. */
typedef struct mode_case {
    int cipher, mode;
    size_t iv_len;
    unsigned flags;
} mode_case;

static const mode_case modes[] = {
    {GOSTGEN_GOST89, GOSTGEN_ECB, 0, 0},
    {GOSTGEN_GOST89, GOSTGEN_CNT, 8, 0},
    {GOSTGEN_GOST89, GOSTGEN_CNT, 8, GOSTGEN_FLAG_MESH},
    {GOSTGEN_GOST89, GOSTGEN_CFB, 8, 0},
    {GOSTGEN_GOST89, GOSTGEN_CFB, 8, GOSTGEN_FLAG_MESH},
    {GOSTGEN_MAGMA, GOSTGEN_ECB, 0, 0},
    {GOSTGEN_MAGMA, GOSTGEN_CTR, 4, 0},
    {GOSTGEN_MAGMA, GOSTGEN_OFB, 8, 0},
    {GOSTGEN_MAGMA, GOSTGEN_OFB, 24, 0},
    {GOSTGEN_MAGMA, GOSTGEN_CBC, 8, 0},
    {GOSTGEN_MAGMA, GOSTGEN_CBC, 16, 0},
    {GOSTGEN_MAGMA, GOSTGEN_CFB, 8, 0},
    {GOSTGEN_MAGMA, GOSTGEN_CFB, 32, 0},
    {GOSTGEN_KUZNYECHIK, GOSTGEN_ECB, 0, 0},
    {GOSTGEN_KUZNYECHIK, GOSTGEN_CTR, 8, 0},
    {GOSTGEN_KUZNYECHIK, GOSTGEN_OFB, 16, 0},
    {GOSTGEN_KUZNYECHIK, GOSTGEN_OFB, 32, 0},
    {GOSTGEN_KUZNYECHIK, GOSTGEN_CBC, 16, 0},
    {GOSTGEN_KUZNYECHIK, GOSTGEN_CFB, 32, 0},
    {GOSTGEN_MAGMA, GOSTGEN_CTR_ACPKM, 4, 0},
    {GOSTGEN_KUZNYECHIK, GOSTGEN_CTR_ACPKM, 8, 0},
};
#define NMODES (sizeof modes / sizeof *modes)

static int whole_blocks(int mode)
{
    return mode == GOSTGEN_ECB || mode == GOSTGEN_CBC;
}

/* Streaming contexts, one-shot calls and multi-stream calls of every mode, round trips. */
static void check_ciphers(const gostgen_sbox *set, size_t len)
{
    uint8_t key[32], iv[32], *in = malloc(len + 1), *ct = malloc(len + 1), *pt = malloc(len + 1),
                             *st = malloc(len + 1);
    fill(key, sizeof key, 1);
    fill(iv, sizeof iv, 2);
    fill(in, len, 3);
    for (size_t m = 0; m < NMODES; m++) {
        const mode_case *c = &modes[m];
        /* kuznyechik: 16-byte blocks and no S-box set */
        size_t block = c->cipher == GOSTGEN_KUZNYECHIK ? 16 : 8;
        const gostgen_sbox *sb = c->cipher == GOSTGEN_KUZNYECHIK ? NULL : set;
        size_t n = whole_blocks(c->mode) ? len / block * block : len;
        OK(gostgen_crypt(c->cipher, c->mode, 0, sb, key, 32, iv, c->iv_len, c->flags,
                         cur_backend, in, ct, n));
        memcpy(pt, ct, n); /* in place */
        OK(gostgen_crypt(c->cipher, c->mode, 1, sb, key, 32, iv, c->iv_len, c->flags,
                         cur_backend, pt, pt, n));
        CHECK(memcmp(pt, in, n) == 0);
        /* streaming in uneven pieces (whole blocks where the mode needs them) */
        gostgen_ctx *ctx;
        OK(gostgen_ctx_new(&ctx, c->cipher, c->mode, 0, sb, key, 32, iv, c->iv_len, c->flags,
                           cur_backend));
        size_t off = 0, step = 0;
        while (off < n) {
            size_t piece = (size_t)(step++ * 37 % 700) + 1;
            if (whole_blocks(c->mode))
                piece = (piece + block - 1) / block * block;
            if (piece > n - off)
                piece = n - off;
            OK(gostgen_ctx_update(ctx, in + off, st + off, piece));
            off += piece;
        }
        OK(gostgen_ctx_update(ctx, in, st, 0));
        CHECK(memcmp(st, ct, n) == 0);
        if (whole_blocks(c->mode))
            CHECK(gostgen_ctx_update(ctx, in, st, 7) == GOSTGEN_ELENGTH);
        gostgen_ctx_free(ctx);
        /* a context freed unused */
        OK(gostgen_ctx_new(&ctx, c->cipher, c->mode, 1, sb, key, 32, iv, c->iv_len, c->flags,
                           cur_backend));
        gostgen_ctx_free(ctx);

        /* multi-stream: three streams, the middle one equal to the single-stream call */
        const uint8_t *keys[3] = {in, key, in + 1}, *ivs[3] = {in + 2, iv, in + 3};
        const uint8_t *ins[3] = {st, in, ct};
        uint8_t *o0 = malloc(n + 1), *o2 = malloc(n + 1), *o1 = malloc(n + 1);
        uint8_t *outs[3] = {o0, o1, o2};
        if (len >= 40) {
            OK(gostgen_crypt_multi(c->cipher, c->mode, 0, sb, 3, keys, ivs, c->iv_len, c->flags,
                                   cur_backend, ins, outs, n));
            CHECK(memcmp(o1, ct, n) == 0);
        }
        if (len >= 40 && c->mode == GOSTGEN_CTR_ACPKM) {
            /* a custom section (3 blocks) through the one-shot, multi-stream and sector calls */
            OK(gostgen_crypt_ex(c->cipher, c->mode, 0, sb, key, 32, iv, c->iv_len, 0, cur_backend,
                                in, pt, n, 3 * block));
            OK(gostgen_crypt_multi_ex(c->cipher, c->mode, 0, sb, 3, keys, ivs, c->iv_len, 0,
                                      cur_backend, ins, outs, n, 3 * block));
            CHECK(memcmp(o1, pt, n) == 0);
            OK(gostgen_crypt_sectors_ex(c->cipher, c->mode, 0, sb, key, 32, c->iv_len, 0,
                                        cur_backend, 4 * block, 0, in, o0, n, 3 * block));
            CHECK(gostgen_crypt_sectors_ex(c->cipher, c->mode, 0, sb, key, 32, c->iv_len, 0,
                                           cur_backend, 4 * block, 0, in, o0, n, block + 1) ==
                  GOSTGEN_EINVAL);
        }
        free(o0);
        free(o1);
        free(o2);
    }
    free(in);
    free(ct);
    free(pt);
    free(st);
}

static void check_macs(const gostgen_sbox *set, size_t len)
{
    uint8_t key[32], *data = malloc(len + 1), mac[16], mac2[16];
    fill(key, sizeof key, 4);
    fill(data, len, 5);
    for (int cipher = GOSTGEN_GOST89; cipher <= GOSTGEN_KUZNYECHIK; cipher++) {
        const gostgen_sbox *sb = cipher == GOSTGEN_KUZNYECHIK ? NULL : set;
        OK(gostgen_mac(cipher, sb, key, 32, cur_backend, data, len, 64, mac));
        gostgen_mac_ctx *c;
        OK(gostgen_mac_new(&c, cipher, sb, key, 32, cur_backend));
        size_t half = len / 3;
        OK(gostgen_mac_update(c, data, half));
        OK(gostgen_mac_update(c, data + half, len - half));
        OK(gostgen_mac_final(c, 64, mac2));
        CHECK(memcmp(mac, mac2, 8) == 0);
        CHECK(gostgen_mac_update(c, data, 1) == GOSTGEN_ESTATE);
        CHECK(gostgen_mac_final(c, 64, mac2) == GOSTGEN_ESTATE);
        gostgen_mac_free(c);
        if (cipher == GOSTGEN_GOST89) { /* CryptoPro meshing across 1 KiB boundaries */
            OK(gostgen_mac_new_ex(&c, cipher, sb, key, 32, GOSTGEN_FLAG_MESH, cur_backend));
            OK(gostgen_mac_update(c, data, len));
            OK(gostgen_mac_update(c, data, len));
            OK(gostgen_mac_final(c, 32, mac2));
            gostgen_mac_free(c);
        }
        CHECK(gostgen_mac_new_ex(&c, cipher, sb, key, 32, 4, cur_backend) == GOSTGEN_EINVAL);
        OK(gostgen_mac_new(&c, cipher, sb, key, 32, cur_backend)); /* freed unfinished */
        OK(gostgen_mac_update(c, data, len));
        CHECK(gostgen_mac_final(c, 12, mac2) == GOSTGEN_EINVAL);
        gostgen_mac_free(c);
        const uint8_t *keys[4] = {data, key, data, key}, *msgs[4] = {data, data, data, data};
        uint8_t macs[4 * 4];
        if (len >= 32) {
            OK(gostgen_mac_multi(cipher, sb, 4, keys, cur_backend, msgs, len, 32, macs));
            CHECK(memcmp(macs + 4, mac, 4) == 0 && memcmp(macs + 12, mac, 4) == 0);
        }
        if (cipher == GOSTGEN_GOST89)
            continue;
        /* OMAC-ACPKM: one-shot, a context (finished, and freed unfinished), many messages */
        const size_t bs = cipher == GOSTGEN_MAGMA ? 8 : 16;
        OK(gostgen_omac_acpkm(cipher, sb, key, 32, 2 * bs, 3 * bs, cur_backend, data, len, 64,
                              mac));
        OK(gostgen_omac_acpkm_new(&c, cipher, sb, key, 32, 2 * bs, 3 * bs, cur_backend));
        OK(gostgen_mac_update(c, data, half));
        OK(gostgen_mac_update(c, data + half, len - half));
        OK(gostgen_mac_final(c, 64, mac2));
        CHECK(memcmp(mac, mac2, 8) == 0);
        gostgen_mac_free(c);
        OK(gostgen_omac_acpkm_new(&c, cipher, sb, key, 32, 2 * bs, 3 * bs, cur_backend));
        OK(gostgen_mac_update(c, data, len));
        gostgen_mac_free(c);
        if (len >= 32) {
            OK(gostgen_omac_acpkm_multi(cipher, sb, 4, keys, 2 * bs, 3 * bs, cur_backend, msgs,
                                        len, 32, macs));
            CHECK(memcmp(macs + 4, mac, 4) == 0 && memcmp(macs + 12, mac, 4) == 0);
        }
    }
    free(data);
}

static void check_hashes(size_t len)
{
    uint8_t *data = malloc(len + 1), d[64], d2[64], batch[5 * 64];
    fill(data, len, 6);
    for (unsigned bits = 256; bits <= 512; bits += 256) {
        OK(gostgen_hash(bits, cur_backend, data, len, d));
        gostgen_hash_ctx *h, *copy;
        OK(gostgen_hash_new(&h, bits, cur_backend));
        OK(gostgen_hash_update(h, data, len / 2));
        OK(gostgen_hash_copy(h, &copy));
        OK(gostgen_hash_update(h, data + len / 2, len - len / 2));
        OK(gostgen_hash_update(copy, data + len / 2, len - len / 2));
        OK(gostgen_hash_final(h, d2));
        CHECK(memcmp(d, d2, bits / 8) == 0);
        gostgen_hash_ctx *none = h;
        CHECK(gostgen_hash_copy(h, &none) == GOSTGEN_ESTATE && none == NULL);
        CHECK(gostgen_hash_update(h, data, 1) == GOSTGEN_ESTATE);
        gostgen_hash_free(h);
        OK(gostgen_hash_final(copy, d2));
        CHECK(memcmp(d, d2, bits / 8) == 0);
        gostgen_hash_free(copy);
        OK(gostgen_hash_new(&h, bits, cur_backend)); /* freed unfinished, with a copy */
        OK(gostgen_hash_update(h, data, len));
        OK(gostgen_hash_copy(h, &copy));
        gostgen_hash_free(h);
        gostgen_hash_free(copy);
        const uint8_t *msgs[5] = {data, data, NULL, data + 1, data};
        size_t lens[5] = {len, len / 2, 0, len ? len - 1 : 0, len};
        OK(gostgen_hash_batch(bits, cur_backend, 5, msgs, lens, batch));
        CHECK(memcmp(batch, d, bits / 8) == 0 && memcmp(batch + 4 * (bits / 8), d, bits / 8) == 0);
    }
    free(data);
}

/* HMAC contexts, one-shot and batch (one key, one key each, long keys), the KDFs, TLSTREE and
 * PBKDF2 (several output blocks), and their error paths. */
static void check_hmac_kdf(size_t len)
{
    uint8_t *data = malloc(len + 1), key[100], m[64], m2[64], batch[5 * 64], dk[200];
    fill(data, len, 11);
    fill(key, sizeof key, 12);
    for (unsigned bits = 256; bits <= 512; bits += 256) {
        OK(gostgen_hmac(bits, cur_backend, key, 32, data, len, m));
        gostgen_hmac_ctx *h, *copy;
        OK(gostgen_hmac_new(&h, bits, key, 32, cur_backend));
        OK(gostgen_hmac_update(h, data, len / 2));
        OK(gostgen_hmac_copy(h, &copy));
        OK(gostgen_hmac_update(h, data + len / 2, len - len / 2));
        OK(gostgen_hmac_update(copy, data + len / 2, len - len / 2));
        OK(gostgen_hmac_final(h, m2));
        CHECK(memcmp(m, m2, bits / 8) == 0);
        gostgen_hmac_ctx *none = h;
        CHECK(gostgen_hmac_copy(h, &none) == GOSTGEN_ESTATE && none == NULL);
        CHECK(gostgen_hmac_final(h, m2) == GOSTGEN_ESTATE);
        OK(gostgen_hmac_reset(h)); /* under the same key again */
        OK(gostgen_hmac_update(h, data, len));
        OK(gostgen_hmac_final(h, m2));
        CHECK(memcmp(m, m2, bits / 8) == 0);
        gostgen_hmac_free(h);
        OK(gostgen_hmac_final(copy, m2));
        CHECK(memcmp(m, m2, bits / 8) == 0);
        gostgen_hmac_free(copy);
        OK(gostgen_hmac_new(&h, bits, key, sizeof key, cur_backend)); /* freed unfinished */
        OK(gostgen_hmac_copy(h, &copy));
        gostgen_hmac_free(h);
        gostgen_hmac_free(copy);
        const uint8_t *msgs[5] = {data, data, NULL, data + 1, data}, *keys[5] = {key, key, key, key, key};
        size_t lens[5] = {len, len / 2, 0, len ? len - 1 : 0, len}, klens[5] = {32, 100, 0, 64, 32};
        OK(gostgen_hmac_batch(bits, cur_backend, 5, 1, keys, klens, msgs, lens, batch));
        CHECK(memcmp(batch, m, bits / 8) == 0 && memcmp(batch + 4 * (bits / 8), m, bits / 8) == 0);
        OK(gostgen_hmac_batch(bits, cur_backend, 5, 5, keys, klens, msgs, lens, batch));
        CHECK(memcmp(batch, m, bits / 8) == 0 && memcmp(batch + 4 * (bits / 8), m, bits / 8) == 0);
        CHECK(gostgen_hmac_batch(bits, cur_backend, 5, 2, keys, klens, msgs, lens, batch) ==
              GOSTGEN_EINVAL);
        CHECK(gostgen_hmac_new(&h, bits, NULL, 1, cur_backend) == GOSTGEN_EINVAL && h == NULL);
        CHECK(gostgen_hmac_new(&h, bits, key, 32, "no-such-backend") == GOSTGEN_EBACKEND);
    }
    OK(gostgen_kdf_256(cur_backend, key, 32, data, len < 9 ? len : 9, data, len, dk));
    OK(gostgen_kdf_tree(cur_backend, key, 32, data, len < 9 ? len : 9, data, len, 1, dk + 100, 32));
    CHECK(memcmp(dk, dk + 100, 32) == 0);
    OK(gostgen_kdf_tree(cur_backend, key, 70, data, len < 9 ? len : 9, data, len, 3, dk, 200));
    CHECK(gostgen_kdf_tree(cur_backend, key, 32, NULL, 0, NULL, 0, 1, dk, 8161) == GOSTGEN_EINVAL);
    OK(gostgen_tlstree("magma-mgm-s", cur_backend, key, 32, len, dk));
    CHECK(gostgen_tlstree("magma-mgm-s", cur_backend, key, 31, len, dk) == GOSTGEN_EKEYLEN);
    OK(gostgen_pbkdf2(cur_backend, key, 20, data, len, 2, dk, 130));
    OK(gostgen_pbkdf2(cur_backend, key, 20, data, len, 2, dk + 130, 64));
    CHECK(memcmp(dk, dk + 130, 64) == 0);
    CHECK(gostgen_pbkdf2(cur_backend, key, 20, data, len, 0, dk, 64) == GOSTGEN_EINVAL);
    free(data);
}

/* Error paths: each returns its status and leaves nothing allocated. */
static void check_errors(const gostgen_sbox *sb)
{
    uint8_t key[32] = {0}, iv[8] = {0}, buf[64] = {0}, mac[8];
    gostgen_ctx *ctx = (gostgen_ctx *)buf;
    const char *be = cur_backend;
    CHECK(gostgen_ctx_new(NULL, 0, 0, 0, sb, key, 32, NULL, 0, 0, be) == GOSTGEN_EINVAL);
    CHECK(gostgen_ctx_new(&ctx, 0, 0, 0, sb, key, 31, NULL, 0, 0, be) == GOSTGEN_EKEYLEN);
    CHECK(ctx == NULL);
    CHECK(gostgen_ctx_new(&ctx, 0, 0, 0, sb, NULL, 32, NULL, 0, 0, be) != GOSTGEN_OK);
    CHECK(gostgen_ctx_new(&ctx, 0, GOSTGEN_CNT, 0, sb, key, 32, iv, 4, 0, be) == GOSTGEN_EIVLEN);
    CHECK(gostgen_ctx_new(&ctx, 0, GOSTGEN_CTR, 0, sb, key, 32, iv, 4, 0, be) == GOSTGEN_EMODE);
    CHECK(gostgen_ctx_new(&ctx, 1, GOSTGEN_CTR, 0, sb, key, 32, iv, 4, GOSTGEN_FLAG_MESH, be) ==
          GOSTGEN_EMODE);
    CHECK(gostgen_ctx_new(&ctx, 7, 0, 0, sb, key, 32, NULL, 0, 0, be) != GOSTGEN_OK);
    CHECK(gostgen_ctx_new(&ctx, 0, 0, 0, sb, key, 32, NULL, 0, 0, "no-such-backend") ==
          GOSTGEN_EBACKEND);
    CHECK(gostgen_ctx_update(NULL, buf, buf, 8) == GOSTGEN_EINVAL);
    gostgen_ctx_free(NULL);
    CHECK(gostgen_crypt(0, 0, 0, sb, key, 32, NULL, 0, 0, be, buf, buf, 7) == GOSTGEN_ELENGTH);
    CHECK(gostgen_crypt(0, 0, 0, sb, key, 32, NULL, 0, 0, be, NULL, buf, 8) == GOSTGEN_EINVAL);
    CHECK(gostgen_crypt(0, 0, 0, sb, key, 32, NULL, 0, 2, be, buf, buf, 8) != GOSTGEN_OK);
    const uint8_t *keys[2] = {key, NULL}, *ins[2] = {buf, buf}, *ivs[2] = {iv, iv};
    uint8_t *outs[2] = {buf, buf};
    CHECK(gostgen_crypt_multi(0, GOSTGEN_CNT, 0, sb, 2, keys, ivs, 8, 0, be, ins, outs, 8) ==
          GOSTGEN_EINVAL);
    keys[1] = key;
    CHECK(gostgen_crypt_multi(0, GOSTGEN_ECB, 0, sb, 2, keys, NULL, 0, 0, be, ins, outs, 5) ==
          GOSTGEN_ELENGTH);
    CHECK(gostgen_crypt_multi(0, GOSTGEN_ECB, 0, sb, 0, NULL, NULL, 0, 0, be, NULL, NULL, 8) ==
          GOSTGEN_OK);

    gostgen_mac_ctx *mc;
    CHECK(gostgen_mac_new(&mc, 0, sb, key, 16, be) == GOSTGEN_EKEYLEN);
    CHECK(gostgen_mac_new(&mc, 9, sb, key, 32, be) != GOSTGEN_OK);
    CHECK(gostgen_mac_new(NULL, 0, sb, key, 32, be) == GOSTGEN_EINVAL);
    CHECK(gostgen_mac_new(&mc, 0, sb, key, 32, "no-such-backend") == GOSTGEN_EBACKEND);
    CHECK(gostgen_mac_update(NULL, buf, 1) == GOSTGEN_EINVAL);
    CHECK(gostgen_mac_final(NULL, 32, mac) == GOSTGEN_EINVAL);
    gostgen_mac_free(NULL);
    CHECK(gostgen_mac(0, sb, key, 32, be, buf, 8, 72, mac) == GOSTGEN_EINVAL);
    CHECK(gostgen_mac(0, sb, key, 32, be, NULL, 8, 32, mac) == GOSTGEN_EINVAL);
    CHECK(gostgen_mac_multi(0, sb, 2, keys, be, NULL, 8, 32, mac) == GOSTGEN_EINVAL);
    CHECK(gostgen_omac_acpkm_new(&mc, 0, sb, key, 32, 8, 8, be) == GOSTGEN_EMODE && mc == NULL);
    CHECK(gostgen_omac_acpkm_new(&mc, 1, sb, key, 32, 8, 0, be) == GOSTGEN_EINVAL);
    CHECK(gostgen_omac_acpkm(1, sb, key, 32, 8, 8, be, buf, 8, 72, mac) == GOSTGEN_EINVAL);
    CHECK(gostgen_omac_acpkm_multi(0, sb, 2, keys, 8, 8, be, ins, 8, 32, mac) == GOSTGEN_EMODE);
    CHECK(gostgen_omac_acpkm_multi(1, sb, 2, keys, 0, 8, be, ins, 8, 32, mac) == GOSTGEN_EINVAL);
    CHECK(gostgen_omac_acpkm_multi(1, sb, 2, keys, 8, 12, be, ins, 8, 32, mac) == GOSTGEN_EINVAL);
    CHECK(gostgen_omac_acpkm_multi(1, sb, 2, keys, 8, 8, be, NULL, 8, 32, mac) == GOSTGEN_EINVAL);
    CHECK(gostgen_omac_acpkm_multi(1, sb, 2, keys, 8, 8, "no-such-backend", ins, 8, 32, mac) ==
          GOSTGEN_EBACKEND);

    gostgen_hash_ctx *h;
    CHECK(gostgen_hash_new(&h, 384, be) == GOSTGEN_EINVAL);
    CHECK(gostgen_hash_new(NULL, 256, be) == GOSTGEN_EINVAL);
    CHECK(gostgen_hash_new(&h, 256, "no-such-backend") == GOSTGEN_EBACKEND);
    CHECK(gostgen_hash_update(NULL, buf, 1) == GOSTGEN_EINVAL);
    CHECK(gostgen_hash_final(NULL, buf) == GOSTGEN_EINVAL);
    CHECK(gostgen_hash_copy(NULL, &h) == GOSTGEN_EINVAL);
    gostgen_hash_free(NULL);
    CHECK(gostgen_hash(256, be, NULL, 8, buf) == GOSTGEN_EINVAL);
    const uint8_t *msgs[2] = {buf, NULL};
    size_t lens[2] = {8, 8};
    CHECK(gostgen_hash_batch(512, be, 2, msgs, lens, buf) == GOSTGEN_EINVAL);
    CHECK(gostgen_hash_batch(128, be, 2, msgs, lens, buf) == GOSTGEN_EINVAL);
}

static void check_sboxes(void)
{
    uint8_t rows[8][16], back[8][16];
    const gostgen_sbox *found;
    for (size_t i = 0; i < gostgen_sbox_count(); i++) {
        const gostgen_sbox *s = gostgen_sbox_at(i);
        CHECK(s != NULL);
        OK(gostgen_sbox_find(gostgen_sbox_name(s), &found));
        CHECK(found == s);
        if (gostgen_sbox_oid(s) != NULL && *gostgen_sbox_oid(s))
            OK(gostgen_sbox_find(gostgen_sbox_oid(s), &found));
        gostgen_sbox_rows(s, rows);
    }
    CHECK(gostgen_sbox_at(gostgen_sbox_count()) == NULL);
    CHECK(gostgen_sbox_find("no-such-set", &found) == GOSTGEN_ESBOX);
    CHECK(gostgen_sbox_find(NULL, &found) != GOSTGEN_OK);
    CHECK(gostgen_sbox_default() != NULL);
    fill(&rows[0][0], sizeof rows, 7);
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 16; j++)
            rows[i][j] &= 15;
    gostgen_sbox *s;
    OK(gostgen_sbox_new((const uint8_t(*)[16])rows, "run-time", &s));
    gostgen_sbox_rows(s, back);
    CHECK(memcmp(rows, back, sizeof rows) == 0);
    gostgen_sbox_free(s);
    OK(gostgen_sbox_new((const uint8_t(*)[16])rows, NULL, &s));
    gostgen_sbox_free(s);
    rows[7][15] = 16;
    CHECK(gostgen_sbox_new((const uint8_t(*)[16])rows, "bad", &s) == GOSTGEN_ESBOX);
    CHECK(gostgen_sbox_new(NULL, "bad", &s) != GOSTGEN_OK);
    gostgen_sbox_free(NULL);
}

/* MGM: one-shot both ways (a forged tag too), contexts finished and freed unfinished, and the
 * multi-message calls under one key and a key per message (a forged message too). */
static void check_mgm(size_t len)
{
    enum { NM = 5 };
    uint8_t key[32], nonce[16] = {0x21, 0x43}, aad[19], tag[16], tags[NM * 16];
    uint8_t *in = malloc(len + 1), *out = malloc(len + 1), *back = malloc(len + 1);
    fill(key, 32, 31);
    fill(aad, sizeof aad, 32);
    fill(in, len, 33);
    for (int cipher = GOSTGEN_MAGMA; cipher <= GOSTGEN_KUZNYECHIK; cipher++) {
        const size_t bs = gostgen_block_size(cipher);
        OK(gostgen_mgm_encrypt(cipher, NULL, key, 32, nonce, bs, aad, sizeof aad, in, out, len,
                               tag, bs, cur_backend));
        OK(gostgen_mgm_decrypt(cipher, NULL, key, 32, nonce, bs, aad, sizeof aad, out, back, len,
                               tag, bs, cur_backend));
        CHECK(memcmp(back, in, len) == 0);
        tag[0] ^= 1;
        CHECK(gostgen_mgm_decrypt(cipher, NULL, key, 32, nonce, bs, aad, sizeof aad, out, back,
                                  len, tag, bs, cur_backend) == GOSTGEN_EAUTH);
        tag[0] ^= 1;
        gostgen_mgm_ctx *m;
        OK(gostgen_mgm_new(&m, cipher, 0, NULL, key, 32, nonce, bs, cur_backend));
        OK(gostgen_mgm_aad(m, aad, sizeof aad));
        OK(gostgen_mgm_update(m, in, back, len));
        uint8_t tag2[16];
        OK(gostgen_mgm_final(m, tag2, bs));
        CHECK(memcmp(tag2, tag, bs) == 0 && memcmp(back, out, len) == 0);
        gostgen_mgm_free(m);
        OK(gostgen_mgm_new(&m, cipher, 1, NULL, key, 32, nonce, bs, cur_backend));
        OK(gostgen_mgm_update(m, out, back, len / 2)); /* freed unfinished */
        gostgen_mgm_free(m);
        CHECK(gostgen_mgm_new(&m, cipher, 0, NULL, key, 32, nonce, bs - 1, cur_backend) ==
              GOSTGEN_EIVLEN && m == NULL);

        const uint8_t *keys[NM], *nonces[NM], *aads[NM], *ins[NM];
        uint8_t *outs[NM], *backs[NM];
        size_t lens[NM], alens[NM];
        int results[NM];
        for (int i = 0; i < NM; i++) {
            keys[i] = key;
            nonces[i] = nonce;
            aads[i] = aad;
            alens[i] = (size_t)i * 4;
            lens[i] = len / NM;
            ins[i] = in + lens[i] * (size_t)i;
            outs[i] = out + lens[i] * (size_t)i;
            backs[i] = back + lens[i] * (size_t)i;
        }
        for (size_t nkeys = 1; nkeys <= NM; nkeys += NM - 1) {
            OK(gostgen_mgm_encrypt_multi(cipher, NULL, NM, nkeys, keys, nonces, bs, aads, alens,
                                         ins, outs, lens, tags, bs, cur_backend));
            OK(gostgen_mgm_decrypt_multi(cipher, NULL, NM, nkeys, keys, nonces, bs, aads, alens,
                                         (const uint8_t *const *)outs, backs, lens, tags, bs,
                                         results, cur_backend));
            CHECK(memcmp(back, in, lens[0] * NM) == 0);
            tags[bs * 2] ^= 1;
            CHECK(gostgen_mgm_decrypt_multi(cipher, NULL, NM, nkeys, keys, nonces, bs, aads,
                                            alens, (const uint8_t *const *)outs, backs, lens,
                                            tags, bs, results, cur_backend) == GOSTGEN_EAUTH &&
                  results[2] == GOSTGEN_EAUTH && results[1] == GOSTGEN_OK);
            CHECK(gostgen_mgm_encrypt_multi(cipher, NULL, NM, 2, keys, nonces, bs, aads, alens,
                                            ins, outs, lens, tags, bs, cur_backend) ==
                  GOSTGEN_EINVAL);
        }
    }
    free(in);
    free(out);
    free(back);
}

/* Everything above for one backend (NULL: the process default). */
static void check_backend(const char *name)
{
    cur_backend = name;
    /* A run-time set, freed while a context made with it is still alive (the context keeps a
     * copy), and a compiled-in one. */
    uint8_t rows[8][16];
    fill(&rows[0][0], sizeof rows, 8);
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 16; j++)
            rows[i][j] &= 15;
    gostgen_sbox *rt;
    OK(gostgen_sbox_new((const uint8_t(*)[16])rows, "leakcheck", &rt));
    gostgen_ctx *ctx;
    uint8_t key[32] = {1}, iv[8] = {2}, buf[24] = {3};
    OK(gostgen_ctx_new(&ctx, GOSTGEN_GOST89, GOSTGEN_CFB, 0, rt, key, 32, iv, 8, 0, name));
    gostgen_sbox_free(rt);
    OK(gostgen_ctx_update(ctx, buf, buf, sizeof buf));
    gostgen_ctx_free(ctx);

    OK(gostgen_sbox_new((const uint8_t(*)[16])rows, "leakcheck", &rt));
    /* lengths: empty, partial block, around a meshing point, and large enough for the threaded
     * split (64 KiB per part) */
    static const size_t lens[] = {0, 5, 8, 1031, 2100};
    for (size_t i = 0; i < sizeof lens / sizeof *lens; i++) {
        check_ciphers(rt, lens[i]);
        check_ciphers(NULL, lens[i]);
        check_macs(rt, lens[i]);
        check_hashes(lens[i]);
        check_hmac_kdf(lens[i]);
        check_mgm(lens[i]);
    }
    gostgen_sbox_free(rt);
    OK(gostgen_set_threads(4));
    check_ciphers(NULL, 300000);
    check_macs(NULL, 40000);
    check_hashes(200000);
    check_hmac_kdf(200000);
    check_mgm(300000); /* the multi calls' threaded split */
    {   /* many streams and messages: the threaded multi-stream, multi-MAC and batch split */
        enum { N = 40, LEN = 4096 };
        uint8_t *mem = malloc((size_t)N * LEN * 2), key32[32], macs[N * 8], dig[N * 64];
        const uint8_t *keys[N], *ivs[N], *in[N];
        uint8_t *out[N];
        size_t lens2[N];
        fill(mem, (size_t)N * LEN, 9);
        fill(key32, 32, 10);
        for (int i = 0; i < N; i++) {
            keys[i] = key32;
            ivs[i] = mem + i;
            in[i] = mem + (size_t)i * LEN;
            out[i] = mem + (size_t)(N + i) * LEN;
            lens2[i] = LEN - (size_t)i;
        }
        OK(gostgen_crypt_multi(GOSTGEN_GOST89, GOSTGEN_CNT, 0, NULL, N, keys, ivs, 8,
                               GOSTGEN_FLAG_MESH, name, in, out, LEN));
        OK(gostgen_mac_multi(GOSTGEN_MAGMA, NULL, N, keys, name, in, LEN, 64, macs));
        uint8_t one[8];
        OK(gostgen_omac_acpkm_multi(GOSTGEN_MAGMA, NULL, N, keys, 4 * 8, 5 * 8, name, in, LEN, 64,
                                    macs));
        OK(gostgen_omac_acpkm(GOSTGEN_MAGMA, NULL, key32, 32, 4 * 8, 5 * 8, name, in[N - 1], LEN,
                              64, one));
        CHECK(memcmp(macs + 8 * (N - 1), one, 8) == 0);
        keys[N - 1] = NULL; /* refused before any thread starts */
        CHECK(gostgen_omac_acpkm_multi(GOSTGEN_MAGMA, NULL, N, keys, 4 * 8, 5 * 8, name, in, LEN,
                                       64, macs) == GOSTGEN_EINVAL);
        keys[N - 1] = key32;
        OK(gostgen_hash_batch(512, name, N, in, lens2, dig));
        size_t klens[N];
        for (int i = 0; i < N; i++)
            klens[i] = 32;
        OK(gostgen_hmac_batch(512, name, N, N, keys, klens, in, lens2, dig));
        OK(gostgen_hmac_batch(256, name, N, 1, keys, klens, in, lens2, dig));
        free(mem);
    }
    OK(gostgen_set_threads(1));
    check_errors(NULL);
}

int main(void)
{
    CHECK(gostgen_version() != NULL);
    for (int st = 0; st >= -10; st--)
        CHECK(gostgen_strerror(st) != NULL);
    size_t lo, hi, step;
    for (int c = -1; c <= 2; c++)
        for (int m = -1; m <= 6; m++)
            (void)gostgen_iv_length(c, m, &lo, &hi, &step);
    CHECK(gostgen_set_threads(100000) == GOSTGEN_EINVAL);
    OK(gostgen_set_threads(0));
    CHECK(gostgen_threads() >= 1);
    OK(gostgen_set_threads(1));
    check_sboxes();

    const char *def = gostgen_backend_default();
    if (def == NULL) /* GOSTGEN_BACKEND names no usable backend: the error paths only */
        CHECK(gostgen_backend_default_error() != NULL && gostgen_backend_check(NULL) != GOSTGEN_OK);
    else
        check_backend(NULL);
    CHECK(gostgen_backend_check("no-such-backend") == GOSTGEN_EBACKEND);
    int ran = 0;
    for (size_t i = 0; i < gostgen_backend_count(); i++) {
        gostgen_backend_info info;
        OK(gostgen_backend_get(i, &info));
        if (!info.available) {
            CHECK(gostgen_backend_check(info.name) == GOSTGEN_EBACKEND);
            CHECK(gostgen_hash(256, info.name, NULL, 0, (uint8_t[32]){0}) == GOSTGEN_EBACKEND);
            printf("leakcheck: %s unavailable (%s): error paths only\n", info.name, info.reason);
            continue;
        }
        check_backend(info.name);
        printf("leakcheck: %s: every API entry\n", info.name);
        ran++;
    }
    CHECK(gostgen_backend_get(gostgen_backend_count(), &(gostgen_backend_info){0}) != GOSTGEN_OK);
    CHECK(gostgen_backend_get(0, NULL) != GOSTGEN_OK);
    cur_backend = NULL;
    CHECK(def == NULL || ran > 0);
    if (failures) {
        fprintf(stderr, "leakcheck: %d check(s) failed\n", failures);
        return 1;
    }
    return 0;
}
