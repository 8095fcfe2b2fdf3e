/* concurrency.c: 8 threads whose FIRST libgostgen call happens at the same moment (a barrier
 * before it), so that the once-per-process backend selection races; then each thread encrypts,
 * decrypts, hashes and MACs its own random data (one-shot, streaming contexts, multi-stream and
 * batch calls). After the join the main thread recomputes everything alone and compares.
 *
 *   concurrency BACKEND|- THREADS ROUNDS      (BACKEND "-": the process default)
 * Prints "ok ..." and exits 0, or names the first mismatch and exits 1. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gostgen.h"

#define NTHREADS 8
#define LEN (256 * 1024 + 5) /* past the library's 64 KiB threading threshold; odd on purpose */
#define NMULTI 4
#define MLEN 4096

/* What one thread computes in one round (and the main thread again afterwards). */
typedef struct result {
    int first_status;
    const char *default_name;
    uint8_t ct[6][LEN];      /* gost89 cnt+mesh, gost89 cfb, magma ctr, magma ofb(16), magma cfb, magma cbc */
    uint8_t ct_ctx[LEN];     /* gost89 cnt+mesh through a context, in uneven pieces */
    uint8_t ecb[LEN - 5];
    uint8_t h512[64], h256[32], h_ctx[64];
    uint8_t mac89[4], macm[8];
    uint8_t multi[NMULTI][MLEN];
    uint8_t macs[NMULTI * 8], acpkm_macs[NMULTI * 8]; /* gost89 MACs; magma OMAC-ACPKM */
    uint8_t batch[NMULTI * 64];
    int roundtrip_ok;
} result;

typedef struct job {
    int id;
    const char *backend;
    int rounds;
    uint8_t key[32], iv[16], data[LEN];
    result res;
} job;

static pthread_barrier_t barrier;
static job jobs[NTHREADS];

static uint64_t rnd_state;
static uint8_t rnd(void)
{
    rnd_state ^= rnd_state << 13;
    rnd_state ^= rnd_state >> 7;
    rnd_state ^= rnd_state << 17;
    return (uint8_t)(rnd_state >> 24);
}

#define CHECK(call)                                                                               \
    do {                                                                                          \
        int st_ = (call);                                                                         \
        if (st_ != GOSTGEN_OK) {                                                                  \
            fprintf(stderr, "thread %d: %s: %s\n", j->id, #call, gostgen_strerror(st_));          \
            exit(1);                                                                              \
        }                                                                                         \
    } while (0)

static void compute(job *j, result *r)
{
    const char *be = j->backend;
    static const struct { int cipher, mode, iv_len; unsigned flags; } modes[6] = {
        {GOSTGEN_GOST89, GOSTGEN_CNT, 8, GOSTGEN_FLAG_MESH}, {GOSTGEN_GOST89, GOSTGEN_CFB, 8, 0},
        {GOSTGEN_MAGMA, GOSTGEN_CTR, 4, 0}, {GOSTGEN_MAGMA, GOSTGEN_OFB, 16, 0},
        {GOSTGEN_MAGMA, GOSTGEN_CFB, 8, 0}, {GOSTGEN_MAGMA, GOSTGEN_CBC, 8, 0}};
    static uint8_t back[NTHREADS + 1][LEN];
    uint8_t *tmp = back[j->id];
    r->roundtrip_ok = 1;
    for (int m = 0; m < 6; m++) {
        size_t len = modes[m].mode == GOSTGEN_CBC ? LEN - 5 : LEN;
        CHECK(gostgen_crypt(modes[m].cipher, modes[m].mode, 0, NULL, j->key, 32, j->iv,
                            (size_t)modes[m].iv_len, modes[m].flags, be, j->data, r->ct[m], len));
        CHECK(gostgen_crypt(modes[m].cipher, modes[m].mode, 1, NULL, j->key, 32, j->iv,
                            (size_t)modes[m].iv_len, modes[m].flags, be, r->ct[m], tmp, len));
        if (memcmp(tmp, j->data, len) != 0)
            r->roundtrip_ok = 0;
    }
    CHECK(gostgen_crypt(GOSTGEN_MAGMA, GOSTGEN_ECB, 0, NULL, j->key, 32, NULL, 0, 0, be, j->data,
                        r->ecb, LEN - 5));
    gostgen_ctx *ctx;
    CHECK(gostgen_ctx_new(&ctx, GOSTGEN_GOST89, GOSTGEN_CNT, 0, NULL, j->key, 32, j->iv, 8,
                          GOSTGEN_FLAG_MESH, be));
    for (size_t off = 0, step = 1; off < LEN; off += step, step = step * 3 + 1) {
        if (step > LEN - off)
            step = LEN - off;
        CHECK(gostgen_ctx_update(ctx, j->data + off, r->ct_ctx + off, step));
    }
    gostgen_ctx_free(ctx);
    CHECK(gostgen_hash(512, be, j->data, LEN, r->h512));
    CHECK(gostgen_hash(256, be, j->data, LEN - 1, r->h256));
    gostgen_hash_ctx *h;
    CHECK(gostgen_hash_new(&h, 512, be));
    CHECK(gostgen_hash_update(h, j->data, 1000));
    CHECK(gostgen_hash_update(h, j->data + 1000, LEN - 1000));
    CHECK(gostgen_hash_final(h, r->h_ctx));
    gostgen_hash_free(h);
    CHECK(gostgen_mac(GOSTGEN_GOST89, NULL, j->key, 32, be, j->data, LEN, 32, r->mac89));
    CHECK(gostgen_mac(GOSTGEN_MAGMA, NULL, j->key, 32, be, j->data, LEN - 3, 64, r->macm));
    const uint8_t *keys[NMULTI], *ivs[NMULTI], *in[NMULTI];
    uint8_t *out[NMULTI];
    size_t lens[NMULTI];
    for (int i = 0; i < NMULTI; i++) {
        keys[i] = j->data + 32 * i; /* a different key per stream */
        ivs[i] = j->iv;
        in[i] = j->data + MLEN * i;
        out[i] = r->multi[i];
        lens[i] = (size_t)MLEN * (size_t)(i + 1);
    }
    CHECK(gostgen_crypt_multi(GOSTGEN_MAGMA, GOSTGEN_CTR, 0, NULL, NMULTI, keys, ivs, 4, 0, be, in,
                              out, MLEN));
    CHECK(gostgen_mac_multi(GOSTGEN_GOST89, NULL, NMULTI, keys, be, in, MLEN, 64, r->macs));
    CHECK(gostgen_omac_acpkm_multi(GOSTGEN_MAGMA, NULL, NMULTI, keys, 4 * 8, 5 * 8, be, in, MLEN,
                                   64, r->acpkm_macs));
    CHECK(gostgen_hash_batch(512, be, NMULTI, in, lens, r->batch));
}

static void *worker(void *arg)
{
    job *j = arg;
    pthread_barrier_wait(&barrier);
    /* The first call into the library, in every thread at once: it selects the backend. */
    j->res.first_status = gostgen_backend_check(j->backend);
    j->res.default_name = gostgen_backend_default();
    if (j->res.first_status != GOSTGEN_OK)
        return NULL;
    for (int round = 0; round < j->rounds; round++)
        compute(j, &j->res);
    return NULL;
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: concurrency BACKEND|- THREADS ROUNDS\n");
        return 2;
    }
    const char *backend = strcmp(argv[1], "-") == 0 ? NULL : argv[1];
    int rounds = atoi(argv[3]);
    /* gostgen_set_threads does not select a backend: the race below is still the first. */
    if (gostgen_set_threads((unsigned)atoi(argv[2])) != GOSTGEN_OK) {
        fprintf(stderr, "gostgen_set_threads(%s) failed\n", argv[2]);
        return 2;
    }
    rnd_state = 0x9e3779b97f4a7c15ull;
    pthread_barrier_init(&barrier, NULL, NTHREADS);
    pthread_t tid[NTHREADS];
    for (int i = 0; i < NTHREADS; i++) {
        job *j = &jobs[i];
        j->id = i;
        j->backend = backend;
        j->rounds = rounds;
        for (int k = 0; k < 32; k++)
            j->key[k] = rnd();
        for (int k = 0; k < 16; k++)
            j->iv[k] = rnd();
        for (int k = 0; k < LEN; k++)
            j->data[k] = rnd();
    }
    for (int i = 0; i < NTHREADS; i++)
        if (pthread_create(&tid[i], NULL, worker, &jobs[i]) != 0) {
            fprintf(stderr, "pthread_create failed\n");
            return 1;
        }
    for (int i = 0; i < NTHREADS; i++)
        pthread_join(tid[i], NULL);

    const char *def = gostgen_backend_default();
    for (int i = 0; i < NTHREADS; i++) {
        if (jobs[i].res.first_status != GOSTGEN_OK) {
            fprintf(stderr, "thread %d: first call: %s\n", i,
                    gostgen_strerror(jobs[i].res.first_status));
            return 1;
        }
        if (jobs[i].res.default_name != def) {
            fprintf(stderr, "thread %d saw default backend %s, main %s\n", i,
                    jobs[i].res.default_name ? jobs[i].res.default_name : "(none)",
                    def ? def : "(none)");
            return 1;
        }
    }
    /* The same work again, alone and on one thread: every byte must agree. */
    gostgen_set_threads(1);
    static result again;
    for (int i = 0; i < NTHREADS; i++) {
        memset(&again, 0, sizeof again);
        again.first_status = jobs[i].res.first_status;
        again.default_name = jobs[i].res.default_name;
        jobs[i].id = NTHREADS; /* its own scratch buffer */
        compute(&jobs[i], &again);
        if (!jobs[i].res.roundtrip_ok) {
            fprintf(stderr, "thread %d: decrypt(encrypt(x)) != x\n", i);
            return 1;
        }
        if (memcmp(&again, &jobs[i].res, sizeof again) != 0) {
            const uint8_t *a = (const uint8_t *)&again, *b = (const uint8_t *)&jobs[i].res;
            size_t k = 0;
            while (a[k] == b[k])
                k++;
            fprintf(stderr, "thread %d: result differs from the single-threaded one at byte %zu "
                            "of the result record\n", i, k);
            return 1;
        }
    }
    printf("ok %d threads x %d rounds, backend %s\n", NTHREADS, rounds,
           backend ? backend : def ? def : "(none)");
    return 0;
}
