/* provider_reinit.c: the cost of a protocol's records through an OpenSSL provider: each record
 * is an init on a new IV (EVP_CipherInit_ex2 with no cipher) and one update of SIZE bytes, with
 * the key kept ("same key": the init passes no key) or given again at every init ("key each
 * init"). An AEAD's record also has 5 bytes of associated data before the data and its tag
 * taken after final. Median of 5 repeats of 200000 records, ns per record (wall clock, one
 * thread).
 * Build: cc -O2 bench/provider_reinit.c -lcrypto -o provider_reinit
 * Usage: provider_reinit MODULE_DIR PROVIDER CIPHER...   (e.g. build/lib/ossl-modules gostgen
 *        kuznyechik-ctr magma-ctr; /usr/lib/x86_64-linux-gnu/ossl-modules gostprov ...)
 * Prints "CIPHER SIZE same|key NS" lines. */
#include <openssl/evp.h>
#include <openssl/provider.h>
#include <stdio.h>
#include <stdlib.h>
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

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: provider_reinit MODULE_DIR PROVIDER CIPHER...\n");
        return 2;
    }
    OSSL_LIB_CTX *lib = OSSL_LIB_CTX_new();
    OSSL_PROVIDER_set_default_search_path(lib, argv[1]);
    if (lib == NULL || OSSL_PROVIDER_load(lib, argv[2]) == NULL) {
        fprintf(stderr, "provider_reinit: cannot load %s from %s\n", argv[2], argv[1]);
        return 1;
    }
    static unsigned char key[32] = {1}, iv[16] = {2}, in[1024], out[1024 + 32];
    for (int a = 3; a < argc; a++) {
        EVP_CIPHER *c = EVP_CIPHER_fetch(lib, argv[a], NULL);
        EVP_CIPHER_CTX *x = EVP_CIPHER_CTX_new();
        if (c == NULL || x == NULL || !EVP_CipherInit_ex2(x, c, key, iv, 1, NULL)) {
            fprintf(stderr, "provider_reinit: %s: not offered\n", argv[a]);
            return 1;
        }
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
                                      !EVP_CIPHER_CTX_ctrl(x, EVP_CTRL_AEAD_GET_TAG, taglen,
                                                           tag)))) {
                            fprintf(stderr, "provider_reinit: %s: a record failed\n", argv[a]);
                            return 1;
                        }
                    }
                    t[r] = (now() - t0) / RECORDS * 1e9;
                }
                qsort(t, REPEATS, sizeof *t, cmp);
                printf("%s %d %s %.0f\n", argv[a], size, with_key ? "key" : "same", t[REPEATS / 2]);
            }
        EVP_CIPHER_CTX_free(x);
        EVP_CIPHER_free(c);
    }
    OSSL_LIB_CTX_free(lib);
    return 0;
}
