/* hmac_kdf_bench.c: HMAC-Streebog-256 on 64-byte messages and PBKDF2-HMAC-Streebog-512, gostgen
 * (libgostgen, a backend forced by name) beside the OpenSSL gost provider (gostprov's
 * md_gost12_256/512 under OpenSSL 3's HMAC and PBKDF2, through EVP_MAC / EVP_KDF), in one process.
 *
 * Workloads (each checked first: gostgen and the peer must give the same bytes):
 *   hmac64-rekey  - one HMAC per call with the key given each time: gostgen_hmac /
 *                   EVP_MAC_init(key) + update + final (both compress the key blocks each time);
 *   hmac64-keyed  - one key, one message per call: a keyed gostgen context restarted per
 *                   message (gostgen_hmac_reset + update + final) / EVP_MAC_init(NULL key:
 *                   OpenSSL reuses its keyed digest contexts) + update + final;
 *   hmac64-copied - the same with a copy of the keyed context per message (gostgen_hmac_copy +
 *                   update + final + free: an allocation and the free's stack scrub each);
 *   hmac64-batch  - one key, 64 messages per call: gostgen_hmac_batch (SIMD lanes) / the peer's
 *                   keyed loop (it has no batch call);
 *   pbkdf2-64     - PBKDF2, 64-byte output (one block: a chain of 8 compressions per iteration,
 *                   sequential) / EVP_KDF "PBKDF2" with digest md_gost12_512;
 *   pbkdf2-256    - the same with a 256-byte output (4 blocks: gostgen runs them in lanes).
 * Rates: HMACs per second; PBKDF2 iterations per second, the iteration count c of a call over
 * the call's time, as password hashing is quoted (a 256-byte output is 4 blocks of c iterations
 * each, so 4x the HMACs of a 64-byte one). Each figure:
 * the median of REPEATS timings of at least MIN_MS ms of thread CPU time each, gostgen and the
 * peer interleaved. One JSON object per line.
 * Build: cc -O2 -Iruntime/include bench/hmac_kdf_bench.c build/lib/libgostgen.a -lcrypto
 *        -lpthread -ldl -lm
 * Usage: hmac_kdf_bench BACKEND[,BACKEND...] [REPEATS [MIN_MS]] (BACKEND "default": the
 * library's choice). Needs OSSL_MODULES or the default module folder to hold gostprov.so. */
#define _GNU_SOURCE
#include <openssl/core_names.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/kdf.h>
#include <openssl/params.h>
#include <openssl/provider.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gostgen.h"

#define NMSG 64
#define PBKDF2_ITERS 2000

static double cpu_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void die(const char *what)
{
    fprintf(stderr, "hmac_kdf_bench: %s\n", what);
    exit(2);
}

static uint8_t key[32], msgs[NMSG][64], salt[16], password[12];
static uint8_t out_a[NMSG * 64], out_b[NMSG * 64];
static const char *backend; /* NULL: the library's default */

/* ---- gostgen ---- */
static gostgen_hmac_ctx *keyed;

static size_t gg_rekey(void)
{
    for (int i = 0; i < NMSG; i++)
        if (gostgen_hmac(256, backend, key, 32, msgs[i], 64, out_a + 32 * i) != GOSTGEN_OK)
            die("gostgen_hmac");
    return NMSG;
}

static size_t gg_keyed(void)
{
    for (int i = 0; i < NMSG; i++)
        if (gostgen_hmac_reset(keyed) != GOSTGEN_OK || gostgen_hmac_update(keyed, msgs[i], 64) ||
            gostgen_hmac_final(keyed, out_a + 32 * i))
            die("gostgen_hmac ctx");
    return NMSG;
}

static size_t gg_copied(void)
{
    for (int i = 0; i < NMSG; i++) {
        gostgen_hmac_ctx *c;
        if (gostgen_hmac_copy(keyed, &c) != GOSTGEN_OK || gostgen_hmac_update(c, msgs[i], 64) ||
            gostgen_hmac_final(c, out_a + 32 * i))
            die("gostgen_hmac ctx copy");
        gostgen_hmac_free(c);
    }
    return NMSG;
}

static size_t gg_batch(void)
{
    static const uint8_t *mp[NMSG], *kp[1] = {key};
    static size_t lens[NMSG], klens[1] = {32};
    for (int i = 0; i < NMSG; i++) {
        mp[i] = msgs[i];
        lens[i] = 64;
    }
    if (gostgen_hmac_batch(256, backend, NMSG, 1, kp, klens, mp, lens, out_a) != GOSTGEN_OK)
        die("gostgen_hmac_batch");
    return NMSG;
}

static size_t gg_pbkdf2(size_t len)
{
    if (gostgen_pbkdf2(backend, password, sizeof password, salt, sizeof salt, PBKDF2_ITERS, out_a,
                       len) != GOSTGEN_OK)
        die("gostgen_pbkdf2");
    return PBKDF2_ITERS;
}
static size_t gg_pbkdf2_64(void) { return gg_pbkdf2(64); }
static size_t gg_pbkdf2_256(void) { return gg_pbkdf2(256); }

/* ---- the peer: OpenSSL 3 with gostprov ---- */
static OSSL_LIB_CTX *lctx;
static EVP_MAC *hmac;
static EVP_MAC_CTX *mctx;
static EVP_KDF *pbkdf2;
static OSSL_PARAM mac_params[3];

static size_t ossl_rekey(void)
{
    for (int i = 0; i < NMSG; i++) {
        size_t n;
        if (!EVP_MAC_init(mctx, key, 32, mac_params) || !EVP_MAC_update(mctx, msgs[i], 64) ||
            !EVP_MAC_final(mctx, out_b + 32 * i, &n, 32))
            die("EVP_MAC rekey");
    }
    return NMSG;
}

static size_t ossl_keyed(void)
{
    for (int i = 0; i < NMSG; i++) {
        size_t n;
        if (!EVP_MAC_init(mctx, NULL, 0, NULL) || !EVP_MAC_update(mctx, msgs[i], 64) ||
            !EVP_MAC_final(mctx, out_b + 32 * i, &n, 32))
            die("EVP_MAC keyed");
    }
    return NMSG;
}

static size_t ossl_pbkdf2(size_t len)
{
    EVP_KDF_CTX *k = EVP_KDF_CTX_new(pbkdf2);
    unsigned iter = PBKDF2_ITERS;
    OSSL_PARAM p[] = {
        OSSL_PARAM_construct_utf8_string(OSSL_KDF_PARAM_DIGEST, "md_gost12_512", 0),
        OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_PASSWORD, password, sizeof password),
        OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_SALT, salt, sizeof salt),
        OSSL_PARAM_construct_uint(OSSL_KDF_PARAM_ITER, &iter),
        OSSL_PARAM_construct_end()};
    if (k == NULL || EVP_KDF_derive(k, out_b, len, p) <= 0)
        die("EVP_KDF_derive PBKDF2");
    EVP_KDF_CTX_free(k);
    return PBKDF2_ITERS;
}
static size_t ossl_pbkdf2_64(void) { return ossl_pbkdf2(64); }
static size_t ossl_pbkdf2_256(void) { return ossl_pbkdf2(256); }

static void peer_init(void)
{
    /* The default library context: gostprov's algorithms are not found from a new one. */
    lctx = NULL;
    if (OSSL_PROVIDER_load(lctx, "gostprov") == NULL ||
        OSSL_PROVIDER_load(lctx, "default") == NULL)
        die("cannot load gostprov and the default provider (libengine-gost-openssl)");
    hmac = EVP_MAC_fetch(lctx, "HMAC", NULL);
    pbkdf2 = EVP_KDF_fetch(lctx, "PBKDF2", NULL);
    if (hmac == NULL || pbkdf2 == NULL)
        die("EVP_MAC HMAC / EVP_KDF PBKDF2 not found");
    mctx = EVP_MAC_CTX_new(hmac);
    mac_params[0] = OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST, "md_gost12_256", 0);
    mac_params[1] = OSSL_PARAM_construct_end();
    if (mctx == NULL || !EVP_MAC_init(mctx, key, 32, mac_params))
        ERR_print_errors_fp(stderr), die("EVP_MAC_init with md_gost12_256 failed (is gostprov loaded?)");
}

/* ---- timing ---- */
typedef size_t (*op_fn)(void);

/* Operations per second of thread CPU time over at least min_ms. */
static double rate(op_fn f, double min_ms)
{
    double t0 = cpu_s(), t;
    size_t ops = 0;
    do {
        ops += f();
        t = cpu_s() - t0;
    } while (t * 1e3 < min_ms);
    return ops / t;
}

static void run(const char *workload, const char *be_label, op_fn ours, op_fn theirs,
                size_t out_len, int repeats, double min_ms)
{
    memset(out_a, 0, sizeof out_a);
    memset(out_b, 0, sizeof out_b);
    ours();
    theirs();
    int same = memcmp(out_a, out_b, out_len) == 0;
    double a[64], b[64];
    for (int r = 0; r < repeats; r++) {
        a[r] = rate(ours, min_ms);
        b[r] = rate(theirs, min_ms);
    }
    printf("{\"workload\": \"%s\", \"backend\": \"%s\", \"same_output\": %s, \"gostgen\": [",
           workload, be_label, same ? "true" : "false");
    for (int r = 0; r < repeats; r++)
        printf("%s%.1f", r ? ", " : "", a[r]);
    printf("], \"gostprov\": [");
    for (int r = 0; r < repeats; r++)
        printf("%s%.1f", r ? ", " : "", b[r]);
    qsort(a, repeats, sizeof *a, cmp);
    qsort(b, repeats, sizeof *b, cmp);
    printf("], \"gostgen_median\": %.1f, \"gostprov_median\": %.1f}\n", a[repeats / 2],
           b[repeats / 2]);
    fflush(stdout);
}

int main(int argc, char **argv)
{
    if (argc < 2)
        die("usage: hmac_kdf_bench BACKEND[,BACKEND...] [REPEATS [MIN_MS]]");
    int repeats = argc > 2 ? atoi(argv[2]) : 7;
    double min_ms = argc > 3 ? atof(argv[3]) : 300;
    if (repeats < 1 || repeats > 64)
        die("REPEATS: 1..64");
    for (size_t i = 0; i < sizeof key; i++)
        key[i] = (uint8_t)(i * 7 + 1);
    for (int m = 0; m < NMSG; m++)
        for (int i = 0; i < 64; i++)
            msgs[m][i] = (uint8_t)(m * 31 + i * 3);
    memcpy(password, "correcthorse", sizeof password);
    memcpy(salt, "saltsaltsaltsalt", sizeof salt);
    peer_init();
    char *list = strdup(argv[1]);
    for (char *name = strtok(list, ","); name != NULL; name = strtok(NULL, ",")) {
        backend = strcmp(name, "default") == 0 ? NULL : name;
        const char *label = backend ? backend : gostgen_backend_default();
        if (gostgen_backend_check(backend) != GOSTGEN_OK) {
            printf("{\"backend\": \"%s\", \"skipped\": \"not available on this machine\"}\n", name);
            continue;
        }
        if (gostgen_hmac_new(&keyed, 256, key, 32, backend) != GOSTGEN_OK)
            die("gostgen_hmac_new");
        run("hmac64-rekey", label, gg_rekey, ossl_rekey, NMSG * 32, repeats, min_ms);
        run("hmac64-keyed", label, gg_keyed, ossl_keyed, NMSG * 32, repeats, min_ms);
        gostgen_hmac_reset(keyed);
        run("hmac64-copied", label, gg_copied, ossl_keyed, NMSG * 32, repeats, min_ms);
        run("hmac64-batch", label, gg_batch, ossl_keyed, NMSG * 32, repeats, min_ms);
        run("pbkdf2-64", label, gg_pbkdf2_64, ossl_pbkdf2_64, 64, repeats, min_ms);
        run("pbkdf2-256", label, gg_pbkdf2_256, ossl_pbkdf2_256, 256, repeats, min_ms);
        gostgen_hmac_free(keyed);
    }
    free(list);
    return 0;
}
