/* provider_key_wipe.c: the OpenSSL provider gostgen.so leaves no key in memory it frees.
 *
 * As c/key_wipe.c does for libgostgen, this program defines malloc, calloc, realloc and free
 * itself (forwarding to glibc's __libc_*), so every heap block that libcrypto, the provider
 * module and the libgostgen linked into it free passes through free() below, which scans it for
 * the key first. Searched for: any 8 consecutive bytes of the key as given, with each 32-bit word
 * byte-swapped (Magma's schedule) and each 16-byte half reversed (Kuznyechik's first round keys).
 * Exercised through EVP: every cipher the provider offers (the MGM AEADs with associated data, tag
 * and a failing tag check too), whole messages and a context freed mid-message, and every MAC.
 * Usage: provider_key_wipe MODULE_DIR. Prints "ok N blocks checked, backend B" or the finding;
 * exit status 0 or 1. */
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/core_names.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/params.h>
#include <openssl/provider.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void __libc_free(void *);

#define NPAT 16
static unsigned char patterns[NPAT][8];
static int npatterns;
static volatile int armed, found;
static volatile size_t found_size, found_off;
static volatile unsigned long checked_blocks;
static const char *where = "";

static void scan(const unsigned char *p, size_t n)
{
    checked_blocks++;
    for (int k = 0; k < npatterns && !found; k++)
        for (size_t off = 0; off + 8 <= n; off++)
            if (p[off] == patterns[k][0] && memcmp(p + off, patterns[k], 8) == 0) {
                found = 1;
                found_size = n;
                found_off = off;
                return;
            }
}

void *malloc(size_t n) { return __libc_malloc(n); }
void *calloc(size_t a, size_t b) { return __libc_calloc(a, b); }
void free(void *p)
{
    if (p != NULL && armed && !found)
        scan(p, malloc_usable_size(p));
    __libc_free(p);
}
void *realloc(void *p, size_t n)
{
    /* A moving realloc frees the old block: scanned like any other. */
    if (p == NULL)
        return __libc_malloc(n);
    size_t old = malloc_usable_size(p);
    void *q = __libc_malloc(n ? n : 1);
    if (q == NULL)
        return NULL;
    memcpy(q, p, old < n ? old : n);
    free(p);
    return q;
}

static const unsigned char key[32] = {
    0x3c, 0x91, 0xe4, 0x2b, 0x76, 0xd8, 0x05, 0xaf, 0x68, 0x1d, 0xb2, 0x57, 0xce, 0x80, 0x39, 0xf4,
    0x12, 0xa6, 0x5b, 0xed, 0x97, 0x24, 0xc0, 0x7a, 0x4f, 0xe1, 0x36, 0x88, 0xd3, 0x0b, 0x6e, 0x95};

static void add_patterns(void)
{
    unsigned char swapped[32], reversed[32];
    for (int i = 0; i < 32; i++) {
        swapped[i] = key[(i & ~3) + 3 - (i & 3)];
        reversed[i] = key[(i & ~15) + 15 - (i & 15)];
    }
    for (int i = 0; i + 8 <= 32; i += 8) {
        memcpy(patterns[npatterns++], key + i, 8);
        memcpy(patterns[npatterns++], swapped + i, 8);
        memcpy(patterns[npatterns++], reversed + i, 8);
    }
}

static void fail(const char *what)
{
    printf("FAIL %s: %s\n", where, what);
    ERR_print_errors_fp(stdout);
    exit(1);
}

static void finding(void)
{
    if (found) {
        printf("FAIL %s: a freed block of %zu bytes holds key bytes at offset %zu\n", where,
               (size_t)found_size, (size_t)found_off);
        exit(1);
    }
}

static unsigned char in[5000], out[5000 + 32], ct[5000 + 32];
static int ctlen;

static void run_cipher(OSSL_LIB_CTX *lib, const char *name)
{
    EVP_CIPHER *c = EVP_CIPHER_fetch(lib, name, "provider=gostgen");
    if (c == NULL)
        fail("fetch");
    int aead = (EVP_CIPHER_get_flags(c) & EVP_CIPH_FLAG_AEAD_CIPHER) != 0;
    /* the CMS ciphers *-ctr-acpkm-omac: a tag of a block (two IVs) and the kdf seed in
     * "alg_id_param", read before the data (the CMS order) and given to the decryptions */
    int omac = strstr(name, "-omac") != NULL;
    int ivlen = EVP_CIPHER_get_iv_length(c), block = EVP_CIPHER_get_block_size(c);
    int taglen = aead ? ivlen : 2 * ivlen;
    unsigned char iv[16] = {0x12, 0x34, 0x56}, tag[16], algid[64];
    size_t algidlen = 0;
    int n, m;
    /* whole messages both ways (MGM: with associated data; its decryption once with the right
     * tag, once with a wrong one), then a context freed mid-message */
    for (int pass = 0; pass < 4; pass++) {
        int enc = pass == 0 || pass == 3, badtag = pass == 2;
        if (pass == 2 && !aead && !omac)
            continue;
        OSSL_PARAM dp[] = {OSSL_PARAM_octet_string("alg_id_param", algid, algidlen),
                           OSSL_PARAM_END};
        EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
        if (ctx == NULL ||
            !EVP_CipherInit_ex2(ctx, c, key, ivlen ? iv : NULL, enc, omac && !enc ? dp : NULL))
            fail("init");
        if (omac && enc) {
            OSSL_PARAM gp[] = {OSSL_PARAM_octet_string("alg_id_param", algid, sizeof algid),
                               OSSL_PARAM_END};
            if (!EVP_CIPHER_CTX_get_params(ctx, gp))
                fail("get alg_id_param");
            algidlen = gp[0].return_size;
        }
        if (aead && !EVP_CipherUpdate(ctx, NULL, &n, in, 77))
            fail("associated data");
        /* decryption takes pass 0's ciphertext */
        if (!EVP_CipherUpdate(ctx, out, &n, enc ? in : ct, enc ? (block > 1 ? 4096 : 4097) : ctlen))
            fail("update");
        if (pass == 3 && !aead && !omac) {
            /* mid-message: a copy (gostgen_ctx_dup), then the same key on a new IV (the kept
             * stream restarted: gostgen_ctx_restart); both contexts freed below */
            EVP_CIPHER_CTX *d = EVP_CIPHER_CTX_new();
            iv[1] ^= 1;
            if (d == NULL || !EVP_CIPHER_CTX_copy(d, ctx) ||
                !EVP_CipherUpdate(d, out, &n, in, 64) ||
                !EVP_CipherInit_ex2(d, NULL, NULL, ivlen ? iv : NULL, enc, NULL) ||
                !EVP_CipherUpdate(d, out, &n, in, 64))
                fail("copy and restart");
            EVP_CIPHER_CTX_free(d);
            finding();
        }
        if (pass < 3) {
            if ((aead || omac) && !enc) {
                unsigned char t[16];
                memcpy(t, tag, sizeof t);
                t[0] ^= (unsigned char)badtag;
                if (!EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, taglen, t))
                    fail("set tag");
            }
            int ok = EVP_CipherFinal_ex(ctx, out + n, &m);
            if (ok != !badtag)
                fail(badtag ? "a wrong tag verified" : "final");
            if (pass == 0) {
                memcpy(ct, out, (size_t)(n + m));
                ctlen = n + m;
            }
            if ((aead || omac) && enc &&
                !EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, taglen, tag))
                fail("get tag");
            ERR_clear_error();
        }
        EVP_CIPHER_CTX_free(ctx);
        finding();
    }
    EVP_CIPHER_free(c);
}

static void run_mac(OSSL_LIB_CTX *lib, const char *name)
{
    EVP_MAC *mac = EVP_MAC_fetch(lib, name, "provider=gostgen");
    unsigned char t[64];
    size_t tl;
    if (mac == NULL)
        fail("fetch");
    for (int pass = 0; pass < 2; pass++) {
        EVP_MAC_CTX *ctx = EVP_MAC_CTX_new(mac);
        if (ctx == NULL || !EVP_MAC_init(ctx, key, sizeof key, NULL) ||
            !EVP_MAC_update(ctx, in, 3001))
            fail("mac");
        if (pass == 0 && !EVP_MAC_final(ctx, t, &tl, sizeof t))
            fail("mac final");
        /* a copy mid-message and a restart (init without a key) go with the frees too */
        EVP_MAC_CTX *copy = EVP_MAC_CTX_dup(ctx);
        if (copy == NULL || !EVP_MAC_init(ctx, NULL, 0, NULL) || !EVP_MAC_update(ctx, in, 1500))
            fail("mac copy / restart");
        EVP_MAC_CTX_free(ctx);
        EVP_MAC_CTX_free(copy);
        finding();
    }
    EVP_MAC_free(mac);
}

static void collect(EVP_CIPHER *c, void *arg)
{
    const char **names = arg;
    if (strcmp(OSSL_PROVIDER_get0_name(EVP_CIPHER_get0_provider(c)), "gostgen") != 0)
        return;
    for (int i = 0; i < 63; i++)
        if (names[i] == NULL) {
            names[i] = EVP_CIPHER_get0_name(c);
            return;
        }
}

static void collect_mac(EVP_MAC *m, void *arg)
{
    const char **names = arg;
    if (strcmp(OSSL_PROVIDER_get0_name(EVP_MAC_get0_provider(m)), "gostgen") != 0)
        return;
    for (int i = 0; i < 63; i++)
        if (names[i] == NULL) {
            names[i] = EVP_MAC_get0_name(m);
            return;
        }
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: provider_key_wipe MODULE_DIR\n");
        return 2;
    }
    OSSL_LIB_CTX *lib = OSSL_LIB_CTX_new();
    OSSL_PROVIDER *pg;
    if (lib == NULL || !OSSL_PROVIDER_set_default_search_path(lib, argv[1]) ||
        (pg = OSSL_PROVIDER_load(lib, "gostgen")) == NULL ||
        OSSL_PROVIDER_load(lib, "default") == NULL)
        fail("loading the providers");
    const char *backend = NULL;
    OSSL_PARAM q[] = {OSSL_PARAM_utf8_ptr("gostgen-backend", &backend, 0), OSSL_PARAM_END};
    if (!OSSL_PROVIDER_get_params(pg, q) || backend == NULL)
        fail("provider parameter gostgen-backend");
    for (size_t i = 0; i < sizeof in; i++)
        in[i] = (unsigned char)(i * 131 + 7);
    const char *ciphers[64] = {0}, *macs[64] = {0};
    EVP_CIPHER_do_all_provided(lib, collect, ciphers);
    EVP_MAC_do_all_provided(lib, collect_mac, macs);
    int nc = 0, nm = 0, mgm = 0;
    add_patterns();
    armed = 1;
    for (; ciphers[nc] != NULL; nc++) {
        where = ciphers[nc];
        mgm += strstr(where, "mgm") != NULL;
        run_cipher(lib, where);
    }
    for (; macs[nm] != NULL; nm++) {
        where = macs[nm];
        run_mac(lib, where);
    }
    armed = 0;
    if (nc == 0 || nm == 0)
        fail("no gostgen cipher or MAC found");
    printf("ok %lu blocks checked, %d ciphers (%d mgm), %d macs, backend %s\n",
           (unsigned long)checked_blocks, nc, mgm, nm, backend);
    return 0;
}
