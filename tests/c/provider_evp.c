/* provider_evp.c: the gostgen OpenSSL provider against the OpenSSL gost provider (gostprov),
 * both loaded into one library context, through the EVP API only.
 *
 *   provider_evp MODULE_DIR SEED [QUICK]
 * MODULE_DIR holds gostgen.so and gostprov.so. Every implementation is fetched twice: with
 * "provider=gostgen" and with "provider!=gostgen" (gostprov defines no properties), and the
 * provider each fetch found is checked by name. gostprov never computes with gostgen's
 * implementations (the context's default properties keep its own fetches away from them). On random keys, IVs and data (SEED) of lengths
 * 0, 1, block-1, block, block+1, 1023, 1024, 1025 and 65539 (QUICK=1: up to 1025):
 *   ciphers  gost89 (-cnt, -cnt-12, -cbc), magma-ctr/-cbc, kuznyechik-ecb/-cbc/-cfb/-ofb/-ctr:
 *            gostgen's encryption, in one EVP_CipherUpdate and in random-sized pieces, equals
 *            gostprov's; gostgen decrypts gostprov's ciphertext (whole and in pieces) and gostprov
 *            gostgen's; CBC with and without padding; alg_id_param (the CMS parameters: S-box
 *            set and IV) set after an init with key and IV, and in CMS decryption's order
 *   digests  md_gost12_256/512 whole, in pieces, and through EVP_MD_CTX_copy mid-message
 *   HMAC     OpenSSL's HMAC over either provider's Streebog, short and long keys
 *   MACs     gost-mac, gost-mac-12, magma-mac, kuznyechik-mac, kuznyechik-ctr-acpkm-omac (at its
 *            default sections), every size, whole and in pieces
 *   sbox     gostgen's own parameter: gost89-cnt with tc26-z is gostprov's gost89-cnt-12,
 *            gost-mac with tc26-z's OID gostprov's gost-mac-12
 *   errors   wrong key/IV length, unknown parameter set, bad alg_id_param, bad MAC key and
 *            size, bad padding, a partial block without padding, update without a key: each
 *            fails with an error on the queue, and nothing
 *            crashes; 3000 mutated alg_id_param values are refused or accepted, never a crash
 *   reinit   an init with neither key nor IV goes on with a counter or OFB keystream, starts
 *            CFB over; updated-iv given as a pointer stays valid; MGM reports its nonce
 *            mid-message; an IV asked into too small a buffer fails with an error
 * Prints "ok N checks, backend NAME" and exits 0, or prints each failure and exits 1. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/core_names.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/params.h>
#include <openssl/provider.h>

#define OURS "provider=gostgen"
#define PEER "provider!=gostgen"
#define MAXLEN 65539

static OSSL_LIB_CTX *lib;
static uint64_t rng_state;
static unsigned long checks, failures;

static uint64_t rnd(void) /* splitmix64 */
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static void fill(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (uint8_t)rnd();
}

static void fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("FAIL ", stdout);
    vprintf(fmt, ap);
    fputc('\n', stdout);
    va_end(ap);
    failures++;
    ERR_print_errors_fp(stdout);
}

#define CHECK(cond, ...)          \
    do {                          \
        checks++;                 \
        if (!(cond))              \
            fail(__VA_ARGS__);    \
    } while (0)

/* The next piece length: small, around the block size, or large. */
static size_t piece(size_t left)
{
    size_t n;
    switch (rnd() % 4) {
    case 0: n = rnd() % 4; break;
    case 1: n = rnd() % 20; break;
    case 2: n = rnd() % 300; break;
    default: n = rnd() % 5000; break;
    }
    return n < left ? n : left;
}

static const char *prov_name(const OSSL_PROVIDER *p)
{
    return p != NULL ? OSSL_PROVIDER_get0_name(p) : "(none)";
}

/* ---- ciphers --------------------------------------------------------------------------------- */

typedef struct {
    const uint8_t *key, *iv;
    const OSSL_PARAM *params; /* set after init, before data */
    int pad, pieces;
    int cms; /* as CMS decryption: init without key, the params, init with the key only */
} crypt_args;

/* Returns the output length, or -1 on failure (the error queue is left for the caller). */
static long crypt(EVP_CIPHER *c, int enc, const crypt_args *a, const uint8_t *in, size_t len,
                  uint8_t *out)
{
    EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
    long total = -1;
    int n;
    if (ctx == NULL)
        goto done;
    if (a->cms) {
        if (!EVP_CipherInit_ex2(ctx, c, NULL, NULL, enc, NULL) ||
            !EVP_CIPHER_CTX_set_params(ctx, a->params) ||
            !EVP_CipherInit_ex2(ctx, NULL, a->key, NULL, enc, NULL))
            goto done;
    } else {
        if (!EVP_CipherInit_ex2(ctx, c, a->key, a->iv, enc, NULL))
            goto done;
        if (a->params != NULL && !EVP_CIPHER_CTX_set_params(ctx, a->params))
            goto done;
    }
    if (!EVP_CIPHER_CTX_set_padding(ctx, a->pad))
        goto done;
    size_t off = 0, o = 0;
    do {
        size_t k = a->pieces ? piece(len - off) : len - off;
        if (!EVP_CipherUpdate(ctx, out + o, &n, in + off, (int)k))
            goto done;
        off += k;
        o += (size_t)n;
    } while (off < len);
    if (!EVP_CipherFinal_ex(ctx, out + o, &n))
        goto done;
    total = (long)(o + (size_t)n);
done:
    EVP_CIPHER_CTX_free(ctx);
    return total;
}

static long mac(EVP_MAC *m, const uint8_t *key, size_t size, const uint8_t *in, size_t len,
                int pieces, uint8_t *tag);

static uint8_t data[MAXLEN + 64], ref[MAXLEN + 64], out[MAXLEN + 64], back[MAXLEN + 64];

static void cipher_case(EVP_CIPHER *ours, EVP_CIPHER *peer, const char *name, size_t len, int pad,
                        const OSSL_PARAM *params, int cms, const char *what)
{
    uint8_t key[32], iv[16];
    size_t ivlen = (size_t)EVP_CIPHER_get_iv_length(ours);
    fill(key, sizeof key);
    fill(iv, sizeof iv);
    fill(data, len);
    crypt_args a = {key, ivlen ? iv : NULL, params, pad, 0, cms};
    long r = crypt(peer, 1, &a, data, len, ref);
    CHECK(r >= 0, "%s %s len %zu: gostprov encryption failed", name, what, len);
    if (r < 0)
        return;
    for (int pieces = 0; pieces <= 1; pieces++) {
        a.pieces = pieces;
        long o = crypt(ours, 1, &a, data, len, out);
        CHECK(o == r && memcmp(out, ref, (size_t)r) == 0,
              "%s %s len %zu%s: encryption differs from gostprov (%ld vs %ld bytes)", name, what,
              len, pieces ? " (pieces)" : "", o, r);
        long d = crypt(ours, 0, &a, ref, (size_t)r, back);
        CHECK(d == (long)len && memcmp(back, data, len) == 0,
              "%s %s len %zu%s: gostgen does not decrypt gostprov's ciphertext", name, what, len,
              pieces ? " (pieces)" : "");
    }
    a.pieces = 0;
    long d = crypt(peer, 0, &a, ref, (size_t)r, back);
    CHECK(d == (long)len && memcmp(back, data, len) == 0,
          "%s %s len %zu: gostprov does not decrypt its own ciphertext", name, what, len);
}

/* DER Gost28147-89-Parameters (RFC 4490): SEQUENCE { OCTET STRING iv, OID }. */
static size_t gost89_params_der(const uint8_t iv[8], const uint8_t *oid, size_t oidlen, uint8_t *der)
{
    size_t n = 0;
    der[n++] = 0x30;
    der[n++] = (uint8_t)(10 + 2 + oidlen);
    der[n++] = 0x04;
    der[n++] = 8;
    memcpy(der + n, iv, 8);
    n += 8;
    der[n++] = 0x06;
    der[n++] = (uint8_t)oidlen;
    memcpy(der + n, oid, oidlen);
    return n + oidlen;
}

static void check_ciphers(int quick)
{
    static const struct {
        const char *name;
        size_t block;
        int alg_id; /* gost89 family: alg_id_param carries the S-box set */
    } algs[] = {{"gost89", 8, 1},           {"gost89-cnt", 8, 1},      {"gost89-cnt-12", 8, 1},
                {"gost89-cbc", 8, 1},       {"magma-ctr", 8, 0},       {"magma-cbc", 8, 0},
                {"kuznyechik-ecb", 16, 0},  {"kuznyechik-cbc", 16, 0}, {"kuznyechik-cfb", 16, 0},
                {"kuznyechik-ofb", 16, 0},  {"kuznyechik-ctr", 16, 0}};
    /* encryptionParamSet OIDs (RFC 4357): 1.2.643.2.2.31.1..4, .0 (test), tc26-z 1.2.643.7.1.2.5.1.1 */
    static const uint8_t oids[][9] = {
        {0x2a, 0x85, 0x03, 0x02, 0x02, 0x1f, 0x01}, {0x2a, 0x85, 0x03, 0x02, 0x02, 0x1f, 0x02},
        {0x2a, 0x85, 0x03, 0x02, 0x02, 0x1f, 0x03}, {0x2a, 0x85, 0x03, 0x02, 0x02, 0x1f, 0x04},
        {0x2a, 0x85, 0x03, 0x02, 0x02, 0x1f, 0x00},
        {0x2a, 0x85, 0x03, 0x07, 0x01, 0x02, 0x05, 0x01, 0x01}};
    static const size_t oidlens[] = {7, 7, 7, 7, 7, 9};
    for (size_t i = 0; i < sizeof algs / sizeof algs[0]; i++) {
        const char *name = algs[i].name;
        EVP_CIPHER *ours = EVP_CIPHER_fetch(lib, name, OURS);
        EVP_CIPHER *peer = EVP_CIPHER_fetch(lib, name, PEER);
        CHECK(ours != NULL && strcmp(prov_name(EVP_CIPHER_get0_provider(ours)), "gostgen") == 0,
              "%s: fetch with %s found %s", name, OURS,
              ours ? prov_name(EVP_CIPHER_get0_provider(ours)) : "nothing");
        CHECK(peer != NULL && strcmp(prov_name(EVP_CIPHER_get0_provider(peer)), "gostprov") == 0,
              "%s: fetch with %s found %s", name, PEER,
              peer ? prov_name(EVP_CIPHER_get0_provider(peer)) : "nothing");
        if (ours == NULL || peer == NULL) {
            EVP_CIPHER_free(ours);
            EVP_CIPHER_free(peer);
            continue;
        }
        CHECK(EVP_CIPHER_get_key_length(ours) == EVP_CIPHER_get_key_length(peer) &&
              EVP_CIPHER_get_iv_length(ours) == EVP_CIPHER_get_iv_length(peer) &&
              EVP_CIPHER_get_block_size(ours) == EVP_CIPHER_get_block_size(peer),
              "%s: key/IV/block sizes differ (%d/%d/%d vs %d/%d/%d)", name,
              EVP_CIPHER_get_key_length(ours), EVP_CIPHER_get_iv_length(ours),
              EVP_CIPHER_get_block_size(ours), EVP_CIPHER_get_key_length(peer),
              EVP_CIPHER_get_iv_length(peer), EVP_CIPHER_get_block_size(peer));
        size_t B = algs[i].block;
        size_t lens[] = {0, 1, B - 1, B, B + 1, 1023, 1024, 1025, 65539};
        size_t nlens = quick ? 8 : 9;
        int cbc = EVP_CIPHER_get_block_size(ours) > 1;
        for (size_t l = 0; l < nlens; l++) {
            cipher_case(ours, peer, name, lens[l], 1, NULL, 0, "padded");
            if (cbc && lens[l] % B == 0)
                cipher_case(ours, peer, name, lens[l], 0, NULL, 0, "no padding");
        }
        if (algs[i].alg_id) {
            for (size_t s = 0; s < sizeof oidlens / sizeof oidlens[0]; s++) {
                uint8_t der[32], iv[8];
                char what[64];
                fill(iv, 8);
                size_t dlen = gost89_params_der(iv, oids[s], oidlens[s], der);
                OSSL_PARAM p[] = {OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_ALGORITHM_ID_PARAMS,
                                                          der, dlen),
                                  OSSL_PARAM_END};
                for (int cms = 0; cms <= 1; cms++) {
                    snprintf(what, sizeof what, "alg_id_param set %zu%s", s,
                             cms ? " (CMS order)" : "");
                    cipher_case(ours, peer, name, 2049, 1, p, cms, what);
                }
            }
        }
        EVP_CIPHER_free(ours);
        EVP_CIPHER_free(peer);
    }
}

/* ---- the running IV and the AlgorithmIdentifier parameters ---------------------------------- */

static const char *const iv_ciphers[] = {
    "gost89",         "gost89-cnt",     "gost89-cnt-12",  "gost89-cbc",
    "magma-ctr",      "magma-cbc",      "kuznyechik-ecb", "kuznyechik-cbc",
    "kuznyechik-cfb", "kuznyechik-ofb", "kuznyechik-ctr", "magma-ctr-acpkm",
    "kuznyechik-ctr-acpkm"};

/* "updated-iv" (EVP_CIPHER_CTX_get_updated_iv) after every piece of a stream, encrypting and
 * decrypting, padded or not: gostprov's running IV, byte for byte, and always really written.
 * The one difference: gostprov's kuznyechik-cfb holds a block that ends exactly at the end of an
 * update back from its IV until the next update; gostgen's is then that last ciphertext block
 * (the chaining value, as the whole blocks before it). */
static void check_updated_iv(int quick)
{
    for (size_t i = 0; i < sizeof iv_ciphers / sizeof iv_ciphers[0]; i++) {
        const char *name = iv_ciphers[i];
        EVP_CIPHER *c[2] = {EVP_CIPHER_fetch(lib, name, OURS), EVP_CIPHER_fetch(lib, name, PEER)};
        int cfb16 = strcmp(name, "kuznyechik-cfb") == 0;
        for (int t = 0; c[0] && c[1] && t < (quick ? 8 : 24); t++) {
            int enc = t & 1, pad = (t >> 1) & 1;
            uint8_t key[32], iv[16], u[2][32];
            EVP_CIPHER_CTX *x[2] = {EVP_CIPHER_CTX_new(), EVP_CIPHER_CTX_new()};
            fill(key, 32);
            fill(iv, 16);
            fill(data, 4096);
            size_t done = 0, ivl = (size_t)EVP_CIPHER_get_iv_length(c[0]);
            for (int w = 0; w < 2; w++)
                CHECK(EVP_CipherInit_ex2(x[w], c[w], key, iv, enc, NULL) &&
                          EVP_CIPHER_CTX_set_padding(x[w], pad),
                      "%s: init", name);
            for (int s = 0; s < 10 && done < 3000; s++) {
                size_t step = rnd() % (t < 8 ? 40 : 700);
                if (s % 3 == 0)
                    step -= step % 16; /* ends on a block boundary */
                int n[2] = {0, 0};
                size_t got[2];
                for (int w = 0; w < 2; w++) {
                    memset(u[w], 0xa5 ^ w, sizeof u[w]);
                    OSSL_PARAM p[] = {OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_UPDATED_IV, u[w],
                                                              sizeof u[w]),
                                      OSSL_PARAM_END};
                    CHECK(EVP_CipherUpdate(x[w], w ? ref : out, &n[w], data + done, (int)step) &&
                              EVP_CIPHER_CTX_get_params(x[w], p) && OSSL_PARAM_modified(p),
                          "%s %s: updated-iv after %zu+%zu bytes not given by %s", name,
                          enc ? "enc" : "dec", done, step, w ? "gostprov" : "gostgen");
                    got[w] = p[0].return_size;
                }
                done += step;
                CHECK(got[0] == ivl && got[1] == ivl, "%s: updated-iv of %zu/%zu bytes", name,
                      got[0], got[1]);
                if (cfb16 && done % 16 == 0 && done > 0) {
                    /* the last ciphertext block: the input (dec), or this update's output */
                    const uint8_t *last = (enc ? out + n[0] : data + done) - 16;
                    CHECK((enc && n[0] < 16) || memcmp(u[0], last, 16) == 0,
                          "kuznyechik-cfb %s: updated-iv after %zu bytes is not the last "
                          "ciphertext block", enc ? "enc" : "dec", done);
                } else {
                    CHECK(memcmp(u[0], u[1], ivl) == 0,
                          "%s %s pad %d: updated-iv after %zu bytes differs from gostprov's",
                          name, enc ? "enc" : "dec", pad, done);
                }
            }
            EVP_CIPHER_CTX_free(x[0]);
            EVP_CIPHER_CTX_free(x[1]);
        }
        EVP_CIPHER_free(c[0]);
        EVP_CIPHER_free(c[1]);
    }
}

/* EVP_CIPHER_param_to_asn1 succeeds on every cipher, as on gostprov's. The gost89 family's are
 * Gost28147-89-Parameters (alg_id_param, checked above); the others' OpenSSL's IV encoding: an
 * OCTET STRING of the IV, as gostprov's (whose "iv" is not gettable, so it encodes zeros: the
 * type and length are compared, the bytes must be the IV), which EVP_CIPHER_asn1_to_param
 * takes back to the same encryption. */
static void check_asn1_params(void)
{
    for (size_t i = 0; i < sizeof iv_ciphers / sizeof iv_ciphers[0]; i++) {
        const char *name = iv_ciphers[i];
        EVP_CIPHER *c[2] = {EVP_CIPHER_fetch(lib, name, OURS), EVP_CIPHER_fetch(lib, name, PEER)};
        uint8_t key[32], iv[16], zero[16] = {0};
        ASN1_TYPE *t[2] = {ASN1_TYPE_new(), ASN1_TYPE_new()};
        int r[2] = {0, 0}, gost89 = strncmp(name, "gost89", 6) == 0;
        fill(key, 32);
        fill(iv, 16);
        for (int w = 0; w < 2 && c[0] && c[1]; w++) {
            EVP_CIPHER_CTX *x = EVP_CIPHER_CTX_new();
            r[w] = EVP_EncryptInit_ex2(x, c[w], key, iv, NULL) ? EVP_CIPHER_param_to_asn1(x, t[w])
                                                                : -9;
            EVP_CIPHER_CTX_free(x);
        }
        CHECK(r[0] == 1 && r[1] == 1, "%s: EVP_CIPHER_param_to_asn1 %d (gostprov %d)", name,
              r[0], r[1]);
        size_t ivl = c[0] ? (size_t)EVP_CIPHER_get_iv_length(c[0]) : 0;
        if (r[0] == 1 && r[1] == 1 && !gost89) {
            const ASN1_OCTET_STRING *o = t[0]->value.octet_string,
                                    *po = t[1]->value.octet_string;
            CHECK(ASN1_TYPE_get(t[0]) == V_ASN1_OCTET_STRING &&
                      ASN1_TYPE_get(t[1]) == V_ASN1_OCTET_STRING &&
                      (size_t)ASN1_STRING_length(o) == ivl &&
                      ASN1_STRING_length(po) == ASN1_STRING_length(o) &&
                      memcmp(ASN1_STRING_get0_data(o), iv, ivl) == 0 &&
                      (memcmp(ASN1_STRING_get0_data(po), iv, ivl) == 0 ||
                       memcmp(ASN1_STRING_get0_data(po), zero, ivl) == 0),
                  "%s: the parameters are not an OCTET STRING of the IV as gostprov's", name);
            /* back: a context given the key, then these parameters, encrypts as with the IV */
            EVP_CIPHER_CTX *x = EVP_CIPHER_CTX_new(), *y = EVP_CIPHER_CTX_new();
            int n1 = 0, n2 = 0;
            fill(data, 64);
            CHECK(EVP_EncryptInit_ex2(x, c[0], key, NULL, NULL) &&
                      EVP_CIPHER_asn1_to_param(x, t[0]) > 0 &&
                      EVP_EncryptInit_ex2(y, c[0], key, iv, NULL) &&
                      EVP_EncryptUpdate(x, out, &n1, data, 64) &&
                      EVP_EncryptUpdate(y, ref, &n2, data, 64) && n1 == n2 &&
                      memcmp(out, ref, (size_t)n1) == 0,
                  "%s: EVP_CIPHER_asn1_to_param does not give back the IV", name);
            EVP_CIPHER_CTX_free(x);
            EVP_CIPHER_CTX_free(y);
        }
        ERR_clear_error();
        ASN1_TYPE_free(t[0]);
        ASN1_TYPE_free(t[1]);
        EVP_CIPHER_free(c[0]);
        EVP_CIPHER_free(c[1]);
    }
}

/* Every parameter a cipher or MAC lists as settable it takes (the value it reports), so that
 * lists and `openssl list -verbose` promise nothing that is then refused. */
static void check_param_lists(void)
{
    for (size_t i = 0; i < sizeof iv_ciphers / sizeof iv_ciphers[0]; i++) {
        EVP_CIPHER *c = EVP_CIPHER_fetch(lib, iv_ciphers[i], OURS);
        EVP_CIPHER_CTX *x = EVP_CIPHER_CTX_new();
        uint8_t key[32] = {1}, iv[16] = {2};
        if (c == NULL || !EVP_EncryptInit_ex2(x, c, key, iv, NULL)) {
            CHECK(0, "%s: init", iv_ciphers[i]);
        } else {
            for (const OSSL_PARAM *s = EVP_CIPHER_CTX_settable_params(x); s && s->key; s++) {
                char sv[64] = "";
                uint8_t ov[80];
                size_t zv = 0;
                unsigned uv = 0;
                OSSL_PARAM g[] = {{s->key, s->data_type, NULL, 0, 0}, OSSL_PARAM_END};
                if (s->data_type == OSSL_PARAM_UTF8_STRING)
                    g[0] = OSSL_PARAM_construct_utf8_string(s->key, sv, sizeof sv);
                else if (s->data_type == OSSL_PARAM_OCTET_STRING)
                    g[0] = OSSL_PARAM_construct_octet_string(s->key, ov, sizeof ov);
                else if (strcmp(s->key, OSSL_CIPHER_PARAM_PADDING) == 0)
                    g[0] = OSSL_PARAM_construct_uint(s->key, &uv);
                else
                    g[0] = OSSL_PARAM_construct_size_t(s->key, &zv);
                CHECK(OSSL_PARAM_locate_const(EVP_CIPHER_CTX_gettable_params(x), s->key) &&
                          EVP_CIPHER_CTX_get_params(x, g) && OSSL_PARAM_modified(g),
                      "%s: settable %s not gettable", iv_ciphers[i], s->key);
                g[0].data_size = g[0].return_size;
                CHECK(EVP_CIPHER_CTX_set_params(x, g), "%s: listed %s refused", iv_ciphers[i],
                      s->key);
            }
        }
        ERR_clear_error();
        EVP_CIPHER_CTX_free(x);
        EVP_CIPHER_free(c);
    }
    static const char *const macs[] = {"gost-mac", "gost-mac-12", "magma-mac", "kuznyechik-mac"};
    for (size_t i = 0; i < sizeof macs / sizeof macs[0]; i++) {
        EVP_MAC *m = EVP_MAC_fetch(lib, macs[i], OURS);
        int listed = m && OSSL_PARAM_locate_const(EVP_MAC_settable_ctx_params(m), "sbox");
        EVP_MAC_CTX *x = m ? EVP_MAC_CTX_new(m) : NULL;
        OSSL_PARAM p[] = {OSSL_PARAM_utf8_string("sbox", (char *)"cryptopro-a", 0), OSSL_PARAM_END};
        int took = x && EVP_MAC_CTX_set_params(x, p);
        CHECK(m && listed == took, "%s: sbox %s but %s", macs[i], listed ? "listed" : "not listed",
              took ? "taken" : "refused");
        ERR_clear_error();
        EVP_MAC_CTX_free(x);
        EVP_MAC_free(m);
    }
}

/* ---- gostgen's "sbox" parameter ------------------------------------------------------------ */

/* gostgen's gost89-cnt with sbox=tc26-z is gostprov's gost89-cnt-12, and its gost-mac with the
 * tc26-z OID is gostprov's gost-mac-12: the parameter reaches the library, by name and by OID. */
static void check_sbox_param(void)
{
    EVP_CIPHER *ours = EVP_CIPHER_fetch(lib, "gost89-cnt", OURS);
    EVP_CIPHER *peer = EVP_CIPHER_fetch(lib, "gost89-cnt-12", PEER);
    EVP_MAC *mo = EVP_MAC_fetch(lib, "gost-mac", OURS), *mp = EVP_MAC_fetch(lib, "gost-mac-12", PEER);
    if (ours == NULL || peer == NULL || mo == NULL || mp == NULL) {
        fail("sbox: fetch failed");
        goto out;
    }
    for (size_t len = 0; len <= 4100; len += 1025) {
        uint8_t key[32], iv[8], a[8], b[8];
        fill(key, 32);
        fill(iv, 8);
        fill(data, len);
        OSSL_PARAM p[] = {OSSL_PARAM_utf8_string("sbox", (char *)"tc26-z", 0), OSSL_PARAM_END};
        crypt_args ca = {key, iv, p, 1, 1, 0}, cb = {key, iv, NULL, 1, 0, 0};
        long r = crypt(peer, 1, &cb, data, len, ref), o = crypt(ours, 1, &ca, data, len, out);
        CHECK(r == (long)len && o == r && memcmp(out, ref, len) == 0,
              "gost89-cnt with sbox tc26-z, len %zu: differs from gostprov's gost89-cnt-12", len);
        EVP_MAC_CTX *c = EVP_MAC_CTX_new(mo);
        OSSL_PARAM q[] = {OSSL_PARAM_utf8_string("sbox", (char *)"1.2.643.7.1.2.5.1.1", 0),
                          OSSL_PARAM_END};
        size_t la = 0;
        int ok = c != NULL && EVP_MAC_init(c, key, 32, q) && EVP_MAC_update(c, data, len) &&
                 EVP_MAC_final(c, a, &la, sizeof a);
        EVP_MAC_CTX_free(c);
        long lb = mac(mp, key, 0, data, len, 0, b);
        CHECK(ok && lb == 4 && la == 4 && memcmp(a, b, 4) == 0,
              "gost-mac with sbox tc26-z, len %zu: differs from gostprov's gost-mac-12", len);
    }
out:
    EVP_CIPHER_free(ours);
    EVP_CIPHER_free(peer);
    EVP_MAC_free(mo);
    EVP_MAC_free(mp);
}

/* ---- errors ---------------------------------------------------------------------------------- */

/* An expected failure: the call returned 0 and left an error on the queue. */
static void expect_error(int ok, const char *what)
{
    unsigned long e = ERR_peek_last_error();
    CHECK(!ok && e != 0, "%s: %s", what, ok ? "succeeded" : "failed without an error on the queue");
    ERR_clear_error();
}

/* What EVP_CIPHER_CTX_ctrl(EVP_CTRL_SET_IVLEN) sends a provider. */
static int set_ivlen(EVP_CIPHER_CTX *ctx, size_t len)
{
    OSSL_PARAM p[] = {OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_IVLEN, &len), OSSL_PARAM_END};
    return EVP_CIPHER_CTX_set_params(ctx, p);
}

static void check_errors(void)
{
    uint8_t key[32] = {1}, iv[8] = {2}, buf[64] = {0}, o[128];
    int n;
    EVP_CIPHER *c = EVP_CIPHER_fetch(lib, "gost89", OURS);
    EVP_CIPHER *cbc = EVP_CIPHER_fetch(lib, "gost89-cbc", OURS);
    EVP_CIPHER *ctr = EVP_CIPHER_fetch(lib, "magma-ctr", OURS);
    if (c == NULL || cbc == NULL || ctr == NULL) {
        fail("errors: fetch failed");
        goto out;
    }
    EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();

    expect_error(EVP_CipherInit_ex2(ctx, c, NULL, NULL, 1, NULL) &&
                 EVP_CIPHER_CTX_set_key_length(ctx, 16), "gost89: key length 16");
    expect_error(EVP_CipherInit_ex2(ctx, ctr, NULL, NULL, 1, NULL) &&
                 set_ivlen(ctx, 8), "magma-ctr: IV length 8");
    expect_error(EVP_CipherInit_ex2(ctx, c, NULL, NULL, 1, NULL) &&
                 set_ivlen(ctx, 4), "gost89: IV length 4");
    {
        OSSL_PARAM p[] = {OSSL_PARAM_utf8_string("sbox", (char *)"no-such-set", 0), OSSL_PARAM_END};
        expect_error(EVP_CipherInit_ex2(ctx, c, key, iv, 1, p), "gost89: sbox no-such-set");
    }
    {
        static const uint8_t unknown[] = {0x2a, 0x03, 0x04}; /* 1.2.3.4 */
        uint8_t der[32];
        size_t dlen = gost89_params_der(iv, unknown, sizeof unknown, der);
        OSSL_PARAM p[] = {OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_ALGORITHM_ID_PARAMS, der, dlen),
                          OSSL_PARAM_END};
        expect_error(EVP_CipherInit_ex2(ctx, c, key, iv, 1, NULL) &&
                     EVP_CIPHER_CTX_set_params(ctx, p), "gost89: alg_id_param with OID 1.2.3.4");
        OSSL_PARAM q[] = {OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_ALGORITHM_ID_PARAMS, der, 5),
                          OSSL_PARAM_END};
        expect_error(EVP_CipherInit_ex2(ctx, c, key, iv, 1, NULL) &&
                     EVP_CIPHER_CTX_set_params(ctx, q), "gost89: truncated alg_id_param");
    }
    {
        /* Mutated and truncated alg_id_param (CMS input): refused or accepted, never a crash
         * (sanitize.sh runs this under ASan); when accepted the context still encrypts. */
        static const uint8_t tc26z[] = {0x2a, 0x85, 0x03, 0x07, 0x01, 0x02, 0x05, 0x01, 0x01};
        uint8_t good[32], der[40];
        size_t glen = gost89_params_der(iv, tc26z, sizeof tc26z, good);
        unsigned long accepted = 0;
        for (int i = 0; i < 3000; i++) {
            size_t dlen = glen;
            memcpy(der, good, glen);
            for (int k = (int)(rnd() % 3); k >= 0; k--)
                der[rnd() % glen] ^= (uint8_t)(1u << (rnd() % 8));
            if (rnd() % 4 == 0)
                dlen = rnd() % (glen + 1);
            else if (rnd() % 8 == 0)
                fill(der, dlen = rnd() % sizeof der);
            OSSL_PARAM p[] = {OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_ALGORITHM_ID_PARAMS, der,
                                                      dlen),
                              OSSL_PARAM_END};
            if (EVP_CipherInit_ex2(ctx, c, key, iv, 1, NULL) && EVP_CIPHER_CTX_set_params(ctx, p)) {
                accepted++;
                CHECK(EVP_CipherUpdate(ctx, o, &n, buf, 20) && n == 20,
                      "gost89: encryption after an accepted mutated alg_id_param");
            }
            ERR_clear_error();
        }
        CHECK(accepted < 3000, "gost89: every mutated alg_id_param was accepted");
    }
    {
        size_t one = 1;
        OSSL_PARAM p[] = {OSSL_PARAM_size_t("key-mesh", &one), OSSL_PARAM_END};
        expect_error(EVP_CipherInit_ex2(ctx, ctr, key, iv, 1, NULL) &&
                     EVP_CIPHER_CTX_set_params(ctx, p),
                     "magma-ctr: key-mesh 1 (an ACPKM section, not a multiple of the block)");
    }
    /* update with no key */
    expect_error(EVP_CipherInit_ex2(ctx, c, NULL, iv, 1, NULL) &&
                 EVP_CipherUpdate(ctx, o, &n, buf, 8), "gost89: update without a key");
    /* CBC: a partial block without padding; bad padding on decryption */
    expect_error(EVP_CipherInit_ex2(ctx, cbc, key, iv, 1, NULL) &&
                 EVP_CIPHER_CTX_set_padding(ctx, 0) && EVP_CipherUpdate(ctx, o, &n, buf, 13) &&
                 EVP_CipherFinal_ex(ctx, o + n, &n), "gost89-cbc: 13 bytes without padding");
    {
        /* a block whose plaintext ends in 0 can never carry valid padding */
        uint8_t ct[8];
        int ok = EVP_CipherInit_ex2(ctx, cbc, key, iv, 1, NULL) &&
                 EVP_CIPHER_CTX_set_padding(ctx, 0) && EVP_CipherUpdate(ctx, ct, &n, buf, 8) &&
                 EVP_CipherFinal_ex(ctx, ct + n, &n);
        CHECK(ok, "gost89-cbc: encryption without padding failed");
        expect_error(EVP_CipherInit_ex2(ctx, cbc, key, iv, 0, NULL) &&
                     EVP_CIPHER_CTX_set_padding(ctx, 1) && EVP_CipherUpdate(ctx, o, &n, ct, 8) &&
                     EVP_CipherFinal_ex(ctx, o + n, &n), "gost89-cbc: bad padding");
        expect_error(EVP_CipherInit_ex2(ctx, cbc, key, iv, 0, NULL) &&
                     EVP_CipherUpdate(ctx, o, &n, ct, 5) && EVP_CipherFinal_ex(ctx, o + n, &n),
                     "gost89-cbc: decryption of 5 bytes");
    }
    /* a copy before data works and gives the same stream; after data it fails cleanly */
    {
        EVP_CIPHER_CTX *d = EVP_CIPHER_CTX_new();
        uint8_t o2[64];
        int m;
        int ok = EVP_CipherInit_ex2(ctx, c, key, iv, 1, NULL) && EVP_CIPHER_CTX_copy(d, ctx) &&
                 EVP_CipherUpdate(ctx, o, &n, buf, 40) && EVP_CipherUpdate(d, o2, &m, buf, 40);
        CHECK(ok && n == 40 && m == 40 && memcmp(o, o2, 40) == 0,
              "gost89: a context copied before data gives another stream");
        /* mid-stream (a block partly used): both go on as one stream, whichever runs first,
         * the copy also after the original is freed (gostgen_ctx_dup) */
        uint8_t whole[60];
        ok = EVP_CipherInit_ex2(ctx, c, key, iv, 1, NULL) &&
             EVP_CipherUpdate(ctx, whole, &n, buf, 60) &&
             EVP_CipherInit_ex2(ctx, c, key, iv, 1, NULL) &&
             EVP_CipherUpdate(ctx, o, &n, buf, 37) && EVP_CIPHER_CTX_copy(d, ctx) &&
             EVP_CipherUpdate(d, o2, &m, buf + 37, 23) && memcmp(o2, whole + 37, 23) == 0 &&
             EVP_CipherUpdate(ctx, o2, &m, buf + 37, 10) && memcmp(o2, whole + 37, 10) == 0;
        CHECK(ok, "gost89: a context copied mid-stream goes on as the stream");
        EVP_CIPHER_CTX *e = EVP_CIPHER_CTX_new();
        ok = e != NULL && EVP_CIPHER_CTX_copy(e, ctx) && (EVP_CIPHER_CTX_free(ctx), 1) &&
             EVP_CipherUpdate(e, o2, &m, buf + 47, 13) && memcmp(o2, whole + 47, 13) == 0;
        ctx = EVP_CIPHER_CTX_new();
        CHECK(ok, "gost89: a copy goes on after the original is freed");
        EVP_CIPHER_CTX_free(e);
        EVP_CIPHER_CTX_free(d);
    }
    EVP_CIPHER_CTX_free(ctx);

    EVP_MAC *m = EVP_MAC_fetch(lib, "gost-mac", OURS);
    EVP_MAC_CTX *mc = m ? EVP_MAC_CTX_new(m) : NULL;
    if (mc == NULL) {
        fail("errors: gost-mac fetch failed");
    } else {
        expect_error(EVP_MAC_init(mc, key, 16, NULL), "gost-mac: 16-byte key");
        size_t nine = 9, zero = 0;
        OSSL_PARAM p9[] = {OSSL_PARAM_size_t(OSSL_MAC_PARAM_SIZE, &nine), OSSL_PARAM_END};
        OSSL_PARAM p0[] = {OSSL_PARAM_size_t(OSSL_MAC_PARAM_SIZE, &zero), OSSL_PARAM_END};
        expect_error(EVP_MAC_CTX_set_params(mc, p9), "gost-mac: size 9");
        expect_error(EVP_MAC_CTX_set_params(mc, p0), "gost-mac: size 0");
        OSSL_PARAM ps[] = {OSSL_PARAM_utf8_string("sbox", (char *)"1.2.3.4", 0), OSSL_PARAM_END};
        expect_error(EVP_MAC_CTX_set_params(mc, ps), "gost-mac: sbox 1.2.3.4");
        expect_error(EVP_MAC_update(mc, buf, 8), "gost-mac: update before init");
        /* a copy made after init and before data gives the same MAC; one made after data goes
         * on as the message, also after the original is freed (gostgen_mac_dup) */
        uint8_t t1[8], t2[8], t3[8];
        size_t l1 = 0, l2 = 0;
        EVP_MAC_CTX *d = NULL;
        int ok = EVP_MAC_init(mc, key, 32, NULL) && (d = EVP_MAC_CTX_dup(mc)) != NULL &&
                 EVP_MAC_update(mc, buf, 40) && EVP_MAC_update(d, buf, 40) &&
                 EVP_MAC_final(mc, t1, &l1, sizeof t1) && EVP_MAC_final(d, t2, &l2, sizeof t2);
        CHECK(ok && l1 == 4 && l2 == 4 && memcmp(t1, t2, 4) == 0,
              "gost-mac: a context copied before data gives another MAC");
        EVP_MAC_CTX_free(d);
        d = NULL;
        size_t l3 = 0;
        ok = EVP_MAC_init(mc, key, 32, NULL) && EVP_MAC_update(mc, buf, 3) &&
             (d = EVP_MAC_CTX_dup(mc)) != NULL;
        EVP_MAC_CTX_free(mc);
        mc = NULL;
        ok = ok && EVP_MAC_update(d, buf + 3, 37) && EVP_MAC_final(d, t3, &l3, sizeof t3);
        CHECK(ok && l3 == 4 && memcmp(t3, t1, 4) == 0,
              "gost-mac: a context copied after data (the original freed) gives another MAC");
        EVP_MAC_CTX_free(d);
    }
    EVP_MAC_CTX_free(mc);
    EVP_MAC_free(m);
out:
    EVP_CIPHER_free(c);
    EVP_CIPHER_free(cbc);
    EVP_CIPHER_free(ctr);
}

/* ---- init without key or IV, the IV pointer, MGM's nonce ------------------------------------- */

/* Writes over the stack below the caller, where a pointer into a callee's freed frame points. */
static __attribute__((noinline)) void clobber_stack(void)
{
    volatile uint8_t junk[8192];
    for (size_t i = 0; i < sizeof junk; i++)
        junk[i] = (uint8_t)(0x5a ^ i);
}

/* (1) An init with neither key nor IV after data: the counter modes and OFB go on with the
 * keystream (starting over would send the same keystream twice), CFB starts over at the IV, as
 * OpenSSL's own. (2) "updated-iv" asked for as a pointer (what EVP_CIPHER_CTX_iv does) points
 * at memory that stays the IV after the call: into the context, not a freed stack frame. (3)
 * MGM reports its nonce (iv, updated-iv) also once the message has started, as GCM. (4) An IV
 * asked for into a buffer too small fails with an error on the queue. */
static void check_reinit_and_iv(void)
{
    static const char *const goes_on[] = {"gost89-cnt", "gost89-cnt-12", "magma-ctr",
                                          "kuznyechik-ctr", "kuznyechik-ofb", "magma-ctr-acpkm",
                                          "kuznyechik-ctr-acpkm"};
    static const char *const over[] = {"gost89", "kuznyechik-cfb"};
    uint8_t key[32], iv[16], zero[64] = {0}, all[64], part[64];
    fill(key, 32);
    fill(iv, 16);
    for (size_t k = 0; k < 2; k++)
        for (size_t i = 0; i < (k ? sizeof over / sizeof *over : sizeof goes_on / sizeof *goes_on);
             i++) {
            const char *name = k ? over[i] : goes_on[i];
            EVP_CIPHER *c = EVP_CIPHER_fetch(lib, name, OURS);
            EVP_CIPHER_CTX *x = EVP_CIPHER_CTX_new();
            int n1 = 0, n2 = 0, n3 = 0;
            int ok = c != NULL && x != NULL && EVP_EncryptInit_ex2(x, c, key, iv, NULL) &&
                     EVP_EncryptUpdate(x, all, &n1, zero, 37) &&
                     EVP_EncryptInit_ex2(x, c, key, iv, NULL) &&
                     EVP_EncryptUpdate(x, part, &n2, zero, 21) &&
                     EVP_EncryptInit_ex2(x, NULL, NULL, NULL, NULL) &&
                     EVP_EncryptUpdate(x, part + 21, &n3, zero, 16);
            CHECK(ok && n1 == 37 && n2 == 21 && n3 == 16, "%s: init without key or IV", name);
            if (ok)
                CHECK(memcmp(part + 21, k ? all : all + 21, 16) == 0,
                      "%s: after an init without key or IV the keystream %s", name,
                      k ? "does not start over at the IV" : "does not go on");
            EVP_CIPHER_CTX_free(x);
            EVP_CIPHER_free(c);
        }
    static const char *const ptr_ciphers[] = {"gost89", "gost89-cnt", "magma-ctr", "kuznyechik-cbc",
                                              "kuznyechik-ctr", "kuznyechik-ctr-acpkm",
                                              "kuznyechik-ctr-acpkm-omac"};
    for (size_t i = 0; i < sizeof ptr_ciphers / sizeof *ptr_ciphers; i++) {
        EVP_CIPHER *c = EVP_CIPHER_fetch(lib, ptr_ciphers[i], OURS);
        EVP_CIPHER_CTX *x = EVP_CIPHER_CTX_new();
        void *ptr = NULL;
        uint8_t want[16] = {0}, small[2];
        int n = 0;
        size_t ivl = c ? (size_t)EVP_CIPHER_get_iv_length(c) : 0;
        OSSL_PARAM pp[] = {OSSL_PARAM_octet_ptr(OSSL_CIPHER_PARAM_UPDATED_IV, &ptr, 0),
                           OSSL_PARAM_END};
        OSSL_PARAM ps[] = {OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_UPDATED_IV, want, ivl),
                           OSSL_PARAM_END};
        OSSL_PARAM pt[] = {OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_UPDATED_IV, small,
                                                   sizeof small),
                           OSSL_PARAM_END};
        int ok = c != NULL && x != NULL && ivl > sizeof small && ivl <= sizeof want &&
                 EVP_EncryptInit_ex2(x, c, key, iv, NULL) &&
                 EVP_EncryptUpdate(x, all, &n, zero, 48) &&
                 EVP_CIPHER_CTX_get_params(x, ps) && EVP_CIPHER_CTX_get_params(x, pp) && ptr;
        CHECK(ok, "%s: updated-iv as a string and as a pointer", ptr_ciphers[i]);
        if (ok) {
            clobber_stack();
            CHECK(memcmp(ptr, want, ivl) == 0,
                  "%s: the updated-iv pointer does not hold the IV after the call",
                  ptr_ciphers[i]);
            expect_error(EVP_CIPHER_CTX_get_params(x, pt), "updated-iv into 2 bytes");
        }
        EVP_CIPHER_CTX_free(x);
        EVP_CIPHER_free(c);
    }
    static const char *const aeads[] = {"kuznyechik-mgm", "magma-mgm"};
    for (size_t i = 0; i < 2; i++) {
        EVP_CIPHER *c = EVP_CIPHER_fetch(lib, aeads[i], OURS);
        EVP_CIPHER_CTX *x = EVP_CIPHER_CTX_new();
        uint8_t nonce[16], u[16] = {0}, o[16] = {0};
        int n = 0;
        size_t bs = i ? 8 : 16;
        fill(nonce, 16);
        nonce[0] &= 0x7f;
        OSSL_PARAM p[] = {OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_UPDATED_IV, u, bs),
                          OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_IV, o, bs), OSSL_PARAM_END};
        int ok = c != NULL && x != NULL && EVP_EncryptInit_ex2(x, c, key, nonce, NULL) &&
                 EVP_EncryptUpdate(x, NULL, &n, zero, 5) &&
                 EVP_EncryptUpdate(x, all, &n, zero, 20) && EVP_CIPHER_CTX_get_params(x, p) &&
                 OSSL_PARAM_modified(&p[0]) && OSSL_PARAM_modified(&p[1]);
        CHECK(ok && memcmp(u, nonce, bs) == 0 && memcmp(o, nonce, bs) == 0,
              "%s: the nonce is not reported once the message has started", aeads[i]);
        EVP_CIPHER_CTX_free(x);
        EVP_CIPHER_free(c);
    }
}

/* ---- digests and HMAC ------------------------------------------------------------------------ */

/* One record on ctx: an init (key NULL: the one set before) on iv, the associated data (an AEAD:
 * aadlen bytes), len bytes, final and, for an AEAD, the tag after the output. Returns the output
 * length with the tag, or -1. */
static long record(EVP_CIPHER_CTX *ctx, EVP_CIPHER *c, int enc, const uint8_t *key,
                   const uint8_t *iv, const uint8_t *aad, int aadlen, const uint8_t *in, int len,
                   uint8_t *o)
{
    int aead = (EVP_CIPHER_get_flags(c) & EVP_CIPH_FLAG_AEAD_CIPHER) != 0, n = 0, m = 0;
    int taglen = EVP_CIPHER_get_iv_length(c);
    uint8_t tag[16];
    if (aead && !enc)
        memcpy(tag, in + len, (size_t)taglen);
    /* (a cipher given again resets the context in OpenSSL: given only with a key) */
    if (!EVP_CipherInit_ex2(ctx, key != NULL ? c : NULL, key, iv, enc, NULL) ||
        !EVP_CIPHER_CTX_set_padding(ctx, 0) ||
        (aead && !EVP_CipherUpdate(ctx, NULL, &n, aad, aadlen)) ||
        !EVP_CipherUpdate(ctx, o, &n, in, len) ||
        (aead && !enc && !EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, taglen, tag)) ||
        !EVP_CipherFinal_ex(ctx, o + n, &m) ||
        (aead && enc && !EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, taglen, o + n + m)))
        return -1;
    return n + m + (aead && enc ? taglen : 0);
}

/* A protocol's records on one context, each init giving only the next IV (the stream or MGM
 * context restarted on the key already scheduled), a record left unfinished now and then, the
 * direction switched now and then (the records just sealed opened on the same context): each
 * output equals a fresh context's, given the key. */
static void check_records(int quick)
{
    static const char *const names[] = {"kuznyechik-mgm", "magma-mgm", "kuznyechik-ctr",
                                        "magma-ctr", "kuznyechik-cbc", "gost89-cnt",
                                        "magma-ctr-acpkm", "kuznyechik-ctr-acpkm"};
    for (size_t a = 0; a < sizeof names / sizeof *names; a++) {
        EVP_CIPHER *c = EVP_CIPHER_fetch(lib, names[a], OURS);
        if (c == NULL) {
            ERR_clear_error();
            continue; /* (gost89-cnt: not in a build without CryptoPro-A) */
        }
        EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new(), *fresh = EVP_CIPHER_CTX_new();
        const int block = EVP_CIPHER_get_block_size(c);
        uint8_t key[32], iv[16], aad[40], o1[600], o2[600], o3[600];
        fill(key, sizeof key);
        int ok = ctx != NULL && fresh != NULL;
        for (int r = 0; ok && r < (quick ? 12 : 40); r++) {
            fill(iv, sizeof iv);
            iv[0] &= 0x7f; /* (an MGM nonce's first bit is 0) */
            int len = (int)(rnd() % 520) / block * block, aadlen = (int)(rnd() % 40);
            fill(data, (size_t)len);
            fill(aad, sizeof aad);
            if (rnd() % 4 == 0) { /* a record begun and dropped */
                int n;
                ok = EVP_CipherInit_ex2(ctx, r == 0 ? c : NULL, r == 0 ? key : NULL, iv, 1, NULL) &&
                     EVP_CIPHER_CTX_set_padding(ctx, 0) &&
                     EVP_CipherUpdate(ctx, o1, &n, data, len / 2 / block * block);
                CHECK(ok, "%s record %d: a dropped record", names[a], r);
            }
            long n1 = record(ctx, c, 1, r == 0 ? key : NULL, iv, aad, aadlen, data, len, o1);
            long n2 = record(fresh, c, 1, key, iv, aad, aadlen, data, len, o2);
            ok = n1 >= 0 && n1 == n2 && memcmp(o1, o2, (size_t)n1) == 0;
            CHECK(ok, "%s record %d (%d bytes, iv only): not what a fresh context gives",
                  names[a], r, len);
            if (ok && rnd() % 3 == 0) { /* opened on the same context */
                long n3 = record(ctx, c, 0, NULL, iv, aad, aadlen, o1, len, o3);
                ok = n3 == len && memcmp(o3, data, (size_t)len) == 0;
                CHECK(ok, "%s record %d: not opened on the same context", names[a], r);
            }
        }
        EVP_CIPHER_CTX_free(ctx);
        EVP_CIPHER_CTX_free(fresh);
        EVP_CIPHER_free(c);
    }
}

/* A protocol's MACs on one context, each init without a key (the library context restarted on
 * its key schedule), a message left unfinished now and then, past meshing's 1 KiB and
 * OMAC-ACPKM's sections (set small): each MAC equals a fresh context's, given the key. */
static void check_mac_records(int quick)
{
    static const char *const names[] = {"gost-mac", "magma-mac", "kuznyechik-mac",
                                        "kuznyechik-ctr-acpkm-omac"};
    for (size_t a = 0; a < sizeof names / sizeof *names; a++) {
        EVP_MAC *m = EVP_MAC_fetch(lib, names[a], OURS);
        if (m == NULL) {
            ERR_clear_error();
            continue; /* (gost-mac: not in a build without CryptoPro-A) */
        }
        EVP_MAC_CTX *ctx = EVP_MAC_CTX_new(m);
        size_t n32 = 32, n48 = 48;
        OSSL_PARAM sections[] = {OSSL_PARAM_size_t("key-mesh", &n32),
                                 OSSL_PARAM_size_t("cipher-key-mesh", &n48), OSSL_PARAM_END};
        const OSSL_PARAM *params = strstr(names[a], "acpkm") ? sections : NULL;
        uint8_t key[32], t1[16], t2[16];
        fill(key, sizeof key);
        int ok = ctx != NULL;
        for (int r = 0; ok && r < (quick ? 8 : 24); r++) {
            size_t len = rnd() % 2600, l1 = 0, l2 = 0;
            fill(data, len);
            if (rnd() % 4 == 0) { /* a message begun and dropped */
                ok = EVP_MAC_init(ctx, r == 0 ? key : NULL, r == 0 ? 32 : 0,
                                  r == 0 ? params : NULL) &&
                     EVP_MAC_update(ctx, data, len / 2);
                CHECK(ok, "%s MAC %d: a dropped message", names[a], r);
            }
            EVP_MAC_CTX *fresh = EVP_MAC_CTX_new(m);
            ok = ok && EVP_MAC_init(ctx, r == 0 ? key : NULL, r == 0 ? 32 : 0,
                                    r == 0 ? params : NULL) &&
                 EVP_MAC_update(ctx, data, len / 3) &&
                 EVP_MAC_update(ctx, data + len / 3, len - len / 3) &&
                 EVP_MAC_final(ctx, t1, &l1, sizeof t1) && fresh != NULL &&
                 EVP_MAC_init(fresh, key, 32, params) && EVP_MAC_update(fresh, data, len) &&
                 EVP_MAC_final(fresh, t2, &l2, sizeof t2) && l1 == l2 && memcmp(t1, t2, l1) == 0;
            CHECK(ok, "%s MAC %d (%zu bytes, init without a key): not what a fresh context gives",
                  names[a], r, len);
            EVP_MAC_CTX_free(fresh);
        }
        EVP_MAC_CTX_free(ctx);
        EVP_MAC_free(m);
    }
}

static int digest(EVP_MD *md, const uint8_t *in, size_t len, int mode, uint8_t *dg)
{
    /* mode 0: whole; 1: pieces; 2: pieces, the context copied half way and the copy finished */
    EVP_MD_CTX *ctx = EVP_MD_CTX_new(), *cp = NULL;
    unsigned n = 0;
    int ok = ctx != NULL && EVP_DigestInit_ex2(ctx, md, NULL);
    size_t off = 0;
    while (ok && off < len) {
        size_t k = mode ? piece(len - off) : len - off;
        ok = EVP_DigestUpdate(ctx, in + off, k);
        off += k;
        if (ok && mode == 2 && cp == NULL && off >= len / 2) {
            cp = EVP_MD_CTX_new();
            ok = cp != NULL && EVP_MD_CTX_copy_ex(cp, ctx);
            EVP_MD_CTX *t = ctx; /* continue on the copy, drop the original */
            ctx = cp;
            cp = t;
        }
    }
    ok = ok && EVP_DigestFinal_ex(ctx, dg, &n);
    EVP_MD_CTX_free(ctx);
    EVP_MD_CTX_free(cp);
    return ok ? (int)n : -1;
}

static void check_digests(int quick)
{
    static const char *names[] = {"md_gost12_256", "md_gost12_512"};
    size_t lens[] = {0, 1, 63, 64, 65, 1023, 1024, 1025, 65539};
    for (size_t i = 0; i < 2; i++) {
        EVP_MD *ours = EVP_MD_fetch(lib, names[i], OURS), *peer = EVP_MD_fetch(lib, names[i], PEER);
        CHECK(ours && strcmp(prov_name(EVP_MD_get0_provider(ours)), "gostgen") == 0 && peer &&
              strcmp(prov_name(EVP_MD_get0_provider(peer)), "gostprov") == 0,
              "%s: fetch", names[i]);
        if (ours == NULL || peer == NULL)
            goto next;
        CHECK(EVP_MD_get_size(ours) == EVP_MD_get_size(peer) &&
              EVP_MD_get_block_size(ours) == EVP_MD_get_block_size(peer), "%s: sizes", names[i]);
        for (size_t l = 0; l < (quick ? 8u : 9u); l++) {
            uint8_t a[64], b[64];
            fill(data, lens[l]);
            int nb = digest(peer, data, lens[l], 0, b);
            for (int mode = 0; mode < 3; mode++) {
                int na = digest(ours, data, lens[l], mode, a);
                CHECK(na > 0 && na == nb && memcmp(a, b, (size_t)na) == 0,
                      "%s len %zu mode %d: digest differs from gostprov", names[i], lens[l], mode);
            }
            /* HMAC: OpenSSL's, over each provider's digest; a key shorter and one longer than
             * the 64-byte block (hashed first) */
            EVP_MAC *hmac = EVP_MAC_fetch(lib, "HMAC", "provider=default");
            for (size_t klen = 32; hmac != NULL && klen <= 100; klen += 68) {
                uint8_t key[100], ha[64], hb[64];
                size_t la = 0, lb = 0;
                fill(key, klen);
                for (int who = 0; who < 2; who++) {
                    EVP_MAC_CTX *mc = EVP_MAC_CTX_new(hmac);
                    OSSL_PARAM p[] = {
                        OSSL_PARAM_utf8_string(OSSL_MAC_PARAM_DIGEST, (char *)names[i], 0),
                        OSSL_PARAM_utf8_string(OSSL_MAC_PARAM_PROPERTIES,
                                               (char *)(who ? PEER : OURS), 0),
                        OSSL_PARAM_END};
                    int ok = mc && EVP_MAC_init(mc, key, klen, p);
                    size_t off = 0;
                    while (ok && off < lens[l]) {
                        size_t k = who ? lens[l] - off : piece(lens[l] - off);
                        ok = EVP_MAC_update(mc, data + off, k);
                        off += k;
                    }
                    ok = ok && EVP_MAC_final(mc, who ? hb : ha, who ? &lb : &la, 64);
                    CHECK(ok, "HMAC-%s (%s) failed", names[i], who ? "gostprov" : "gostgen");
                    EVP_MAC_CTX_free(mc);
                }
                CHECK(la > 0 && la == lb && memcmp(ha, hb, la) == 0,
                      "HMAC-%s len %zu key %zu: differs from gostprov's", names[i], lens[l], klen);
            }
            EVP_MAC_free(hmac);
        }
    next:
        EVP_MD_free(ours);
        EVP_MD_free(peer);
    }
}

/* ---- MACs ------------------------------------------------------------------------------------ */

static long mac(EVP_MAC *m, const uint8_t *key, size_t size, const uint8_t *in, size_t len,
                int pieces, uint8_t *tag)
{
    EVP_MAC_CTX *ctx = EVP_MAC_CTX_new(m);
    OSSL_PARAM p[] = {OSSL_PARAM_size_t(OSSL_MAC_PARAM_SIZE, &size), OSSL_PARAM_END};
    size_t n = 0, off = 0;
    int ok = ctx != NULL && EVP_MAC_init(ctx, key, 32, size ? p : NULL);
    while (ok && off < len) {
        size_t k = pieces ? piece(len - off) : len - off;
        ok = EVP_MAC_update(ctx, in + off, k);
        off += k;
    }
    ok = ok && EVP_MAC_final(ctx, tag, &n, 16);
    EVP_MAC_CTX_free(ctx);
    return ok ? (long)n : -1;
}

static void check_macs(int quick)
{
    static const char *names[] = {"gost-mac", "gost-mac-12", "magma-mac", "kuznyechik-mac",
                                  "kuznyechik-ctr-acpkm-omac"};
    static const size_t max_size[] = {8, 8, 8, 16, 16};
    size_t lens[] = {0, 1, 7, 8, 9, 1023, 1024, 1025, 65539};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        EVP_MAC *ours = EVP_MAC_fetch(lib, names[i], OURS), *peer = EVP_MAC_fetch(lib, names[i], PEER);
        CHECK(ours && strcmp(prov_name(EVP_MAC_get0_provider(ours)), "gostgen") == 0 && peer &&
              strcmp(prov_name(EVP_MAC_get0_provider(peer)), "gostprov") == 0,
              "%s: fetch", names[i]);
        if (ours == NULL || peer == NULL)
            goto next;
        for (size_t l = 0; l < (quick ? 8u : 9u); l++) {
            uint8_t key[32], a[16], b[16];
            fill(key, 32);
            fill(data, lens[l]);
            for (size_t size = 0; size <= max_size[i]; size++) { /* 0: the default size */
                long nb = mac(peer, key, size, data, lens[l], 0, b);
                CHECK(nb > 0, "%s size %zu: gostprov failed", names[i], size);
                for (int pieces = 0; pieces <= 1; pieces++) {
                    long na = mac(ours, key, size, data, lens[l], pieces, a);
                    CHECK(na == nb && nb > 0 && memcmp(a, b, (size_t)na) == 0,
                          "%s len %zu size %zu%s: differs from gostprov (%ld vs %ld bytes)",
                          names[i], lens[l], size, pieces ? " (pieces)" : "", na, nb);
                }
            }
        }
    next:
        EVP_MAC_free(ours);
        EVP_MAC_free(peer);
    }
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: provider_evp MODULE_DIR SEED [QUICK]\n");
        return 2;
    }
    rng_state = strtoull(argv[2], NULL, 0);
    int quick = argc > 3 && atoi(argv[3]) != 0;
    /* The default library context: gostprov fetches ciphers there for its own MACs (magma-mac
     * uses magma-cbc). Its default properties keep those fetches, and every fetch with PEER,
     * away from gostgen; OURS overrides them. */
    lib = NULL;
    OSSL_PROVIDER *pg = NULL, *pp = NULL, *pd = NULL;
    if (!OSSL_PROVIDER_set_default_search_path(lib, argv[1]) ||
        !EVP_set_default_properties(lib, PEER) ||
        (pg = OSSL_PROVIDER_load(lib, "gostgen")) == NULL ||
        (pp = OSSL_PROVIDER_load(lib, "gostprov")) == NULL ||
        (pd = OSSL_PROVIDER_load(lib, "default")) == NULL) {
        printf("FAIL loading the providers from %s\n", argv[1]);
        ERR_print_errors_fp(stdout);
        return 1;
    }
    const char *backend = NULL;
    OSSL_PARAM q[] = {OSSL_PARAM_utf8_ptr("gostgen-backend", &backend, 0), OSSL_PARAM_END};
    CHECK(OSSL_PROVIDER_get_params(pg, q) && backend != NULL && *backend != '\0',
          "provider parameter gostgen-backend");
    char backend_name[64];
    snprintf(backend_name, sizeof backend_name, "%s", backend ? backend : "?");

    check_ciphers(quick);
    check_digests(quick);
    check_macs(quick);
    check_sbox_param();
    check_updated_iv(quick);
    check_asn1_params();
    check_param_lists();
    check_errors();
    check_reinit_and_iv();
    check_records(quick);
    check_mac_records(quick);

    OSSL_PROVIDER_unload(pg);
    OSSL_PROVIDER_unload(pp);
    OSSL_PROVIDER_unload(pd);
    if (failures) {
        printf("%lu of %lu checks failed\n", failures, checks);
        return 1;
    }
    printf("ok %lu checks, backend %s\n", checks, backend_name);
    return 0;
}
