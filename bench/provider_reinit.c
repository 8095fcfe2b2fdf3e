/* provider_reinit.c: the cost of a protocol's records through an OpenSSL provider: each record
 * is an init on a new IV (EVP_CipherInit_ex2 with no cipher) and one update of SIZE bytes, with
 * the key kept ("same key": the init passes no key) or given again at every init ("key each
 * init"). An AEAD's record also has 5 bytes of associated data before the data and its tag
 * taken after final. A MAC's record (a name EVP_MAC_fetch finds, not EVP_CIPHER_fetch): an init
 * (EVP_MAC_init, key NULL or given again), one update of SIZE bytes and final ("mac:NAME": the
 * MAC where a cipher has the same name). Median of 5
 * repeats of 200000 records, ns per record (wall clock, one thread).
 * Build: cc -O2 bench/provider_reinit.c -lcrypto -o provider_reinit
 * Usage: provider_reinit MODULE_DIR PROVIDER NAME...   (e.g. build/lib/ossl-modules gostgen
 *        kuznyechik-ctr magma-ctr kuznyechik-mac; /usr/lib/x86_64-linux-gnu/ossl-modules gostprov
 *        ...)
 * Prints "NAME SIZE same|key NS" lines. */
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/provider.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define RECORDS 200000
#define REPEATS 5

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static unsigned char key[32] = {1}, iv[16] = {2}, in[1024], out[1024 + 32];

static void report(const char *name, int size, int with_key, double *t)
{
    qsort(t, REPEATS, sizeof *t, cmp);
    printf("%s %d %s %.0f\n", name, size, with_key ? "key" : "same", t[REPEATS / 2]);
}

static int time_cipher(EVP_CIPHER *c, const char *name)
{
    EVP_CIPHER_CTX *x = EVP_CIPHER_CTX_new();
    if (x == NULL || !EVP_CipherInit_ex2(x, c, key, iv, 1, NULL))
        return -1;
    EVP_CIPHER_CTX_set_padding(x, 0);
    const int aead = (EVP_CIPHER_get_flags(c) & EVP_CIPH_FLAG_AEAD_CIPHER) != 0;
    const int taglen = EVP_CIPHER_get_iv_length(c);
    for (int size = 16; size <= 1024; size *= 8)
        for (int with_key = 0; with_key < 2; with_key++) {
            double t[REPEATS];
            for (int r = 0; r < REPEATS; r++) {
                double t0 = now();
                for (int i = 0; i < RECORDS; i++) {
                    int n, m;
                    unsigned char tag[16];
                    iv[1] = (unsigned char)i; /* (iv[0]: an MGM nonce's first bit is 0) */
                    iv[2] = (unsigned char)(i >> 8);
                    if (!EVP_CipherInit_ex2(x, NULL, with_key ? key : NULL, iv, 1, NULL) ||
                        (aead && !EVP_CipherUpdate(x, NULL, &n, in, 5)) ||
                        !EVP_CipherUpdate(x, out, &n, in, size) ||
                        (aead && (!EVP_CipherFinal_ex(x, out + n, &m) ||
                                  !EVP_CIPHER_CTX_ctrl(x, EVP_CTRL_AEAD_GET_TAG, taglen, tag))))
                        return -1;
                }
                t[r] = (now() - t0) / RECORDS * 1e9;
            }
            report(name, size, with_key, t);
        }
    EVP_CIPHER_CTX_free(x);
    return 0;
}

static int time_mac(EVP_MAC *mac, const char *name)
{
    EVP_MAC_CTX *x = EVP_MAC_CTX_new(mac);
    if (x == NULL || !EVP_MAC_init(x, key, sizeof key, NULL))
        return -1;
    for (int size = 16; size <= 1024; size *= 8)
        for (int with_key = 0; with_key < 2; with_key++) {
            double t[REPEATS];
            int failed = 0;
            for (int r = 0; r < REPEATS && !failed; r++) {
                double t0 = now();
                for (int i = 0; i < RECORDS && !failed; i++) {
                    size_t n;
                    in[0] = (unsigned char)i;
                    failed = !EVP_MAC_init(x, with_key ? key : NULL, with_key ? sizeof key : 0,
                                           NULL) ||
                             !EVP_MAC_update(x, in, (size_t)size) ||
                             !EVP_MAC_final(x, out, &n, sizeof out);
                }
                t[r] = (now() - t0) / RECORDS * 1e9;
            }
            if (failed) { /* (a provider whose MAC takes no init without a key) */
                printf("%s %d %s failed\n", name, size, with_key ? "key" : "same");
                ERR_clear_error();
                if (!EVP_MAC_init(x, key, sizeof key, NULL))
                    return -1;
                continue;
            }
            report(name, size, with_key, t);
        }
    EVP_MAC_CTX_free(x);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: provider_reinit MODULE_DIR PROVIDER CIPHER...\n");
        return 2;
    }
    OSSL_LIB_CTX *lib = OSSL_LIB_CTX_new();
    OSSL_PROVIDER_set_default_search_path(lib, argv[1]);
    /* (also into the default context: gostprov's MACs fetch their cipher from there) */
    OSSL_PROVIDER_set_default_search_path(NULL, argv[1]);
    if (lib == NULL || OSSL_PROVIDER_load(lib, argv[2]) == NULL ||
        OSSL_PROVIDER_load(NULL, argv[2]) == NULL) {
        fprintf(stderr, "provider_reinit: cannot load %s from %s\n", argv[2], argv[1]);
        return 1;
    }
    for (int a = 3; a < argc; a++) {
        const int mac_only = strncmp(argv[a], "mac:", 4) == 0;
        const char *name = argv[a] + (mac_only ? 4 : 0);
        EVP_CIPHER *c = mac_only ? NULL : EVP_CIPHER_fetch(lib, name, NULL);
        EVP_MAC *m = c == NULL ? EVP_MAC_fetch(lib, name, NULL) : NULL;
        if ((c != NULL ? time_cipher(c, argv[a]) : m != NULL ? time_mac(m, argv[a]) : -1) != 0) {
            fprintf(stderr, "provider_reinit: %s: %s\n", argv[a],
                    c == NULL && m == NULL ? "not offered" : "a record failed");
            return 1;
        }
        EVP_CIPHER_free(c);
        EVP_MAC_free(m);
    }
    OSSL_LIB_CTX_free(lib);
    return 0;
}
