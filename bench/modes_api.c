/* modes_api.c: the mode layer's own cost, through the public calls (gostgen_crypt, gostgen_mac,
 * gostgen_crypt_multi) for the modes bench/gg_bench.c does not time: Kuznyechik's modes, Magma's
 * and gost89's register modes on one stream, the MACs, Kuznyechik's multi-stream call. Used to
 * compare two builds of libgostgen (bench/results/modes-once.md); the first six cases are the
 * gg_bench workloads the mode layer drives (CNT with meshing, CTR, the 64 x 512 B CFB and MAC
 * batches, for gost89 and Kuznyechik); then CTR-ACPKM and OMAC-ACPKM. One core, 1 MiB per operation (multi: 64 streams x 16 KiB,
 * or x 512 B), the median of REPEATS repeats of at least 50 ms of thread CPU time.
 * Build: cc -O2 -Iruntime/include bench/modes_api.c build/lib/libgostgen.a -lpthread -ldl -lm
 * Usage: modes_api BACKEND [REPEATS [CASE...]]  (prints "BACKEND CASE MB/s" lines; CASE...: only
 * those cases) */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gostgen.h"

#define BYTES (1u << 20)
#define STREAMS 64

static double cpu_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

typedef struct bench_case {
    const char *name;
    int cipher, mode, decrypt, mac, multi;
    size_t iv_len;
    unsigned flags;
    size_t unit; /* sectors (multi 4): the sector size; a MAC batch (mac 2): each message's
                  * length and distance (0: 512) */
} bench_case;

static const bench_case CASES[] = {
    /* what bench/gg_bench.c times too, for an A/B of two builds in one alternating run */
    {"gost89-cnt-mesh", GOSTGEN_GOST89, GOSTGEN_CNT, 0, 0, 0, 8, GOSTGEN_FLAG_MESH},
    {"magma-ctr", GOSTGEN_MAGMA, GOSTGEN_CTR, 0, 0, 0, 4, 0},
    {"gost89-cfb-multi", GOSTGEN_GOST89, GOSTGEN_CFB, 0, 0, 2, 8, 0},
    {"gost89-mac-multi", GOSTGEN_GOST89, 0, 0, 2, 2, 0, 0},
    {"kuznyechik-cfb-multi", GOSTGEN_KUZNYECHIK, GOSTGEN_CFB, 0, 0, 2, 16, 0},
    {"kuznyechik-mac-multi", GOSTGEN_KUZNYECHIK, 0, 0, 2, 2, 0, 0},
    {"kuznyechik-ecb", GOSTGEN_KUZNYECHIK, GOSTGEN_ECB, 0, 0, 0, 0, 0},
    {"kuznyechik-ctr", GOSTGEN_KUZNYECHIK, GOSTGEN_CTR, 0, 0, 0, 8, 0},
    {"kuznyechik-ofb", GOSTGEN_KUZNYECHIK, GOSTGEN_OFB, 0, 0, 0, 16, 0},
    {"kuznyechik-cbc-enc", GOSTGEN_KUZNYECHIK, GOSTGEN_CBC, 0, 0, 0, 16, 0},
    {"kuznyechik-cbc-dec", GOSTGEN_KUZNYECHIK, GOSTGEN_CBC, 1, 0, 0, 16, 0},
    {"kuznyechik-cfb-enc", GOSTGEN_KUZNYECHIK, GOSTGEN_CFB, 0, 0, 0, 16, 0},
    {"kuznyechik-cfb-dec", GOSTGEN_KUZNYECHIK, GOSTGEN_CFB, 1, 0, 0, 16, 0},
    {"kuznyechik-mac", GOSTGEN_KUZNYECHIK, 0, 0, 1, 0, 0, 0},
    {"kuznyechik-ctr-multi", GOSTGEN_KUZNYECHIK, GOSTGEN_CTR, 0, 0, 1, 8, 0},
    {"magma-ofb", GOSTGEN_MAGMA, GOSTGEN_OFB, 0, 0, 0, 8, 0},
    {"magma-cbc-enc", GOSTGEN_MAGMA, GOSTGEN_CBC, 0, 0, 0, 8, 0},
    {"magma-cbc-dec", GOSTGEN_MAGMA, GOSTGEN_CBC, 1, 0, 0, 8, 0},
    {"magma-cbc-dec-z4", GOSTGEN_MAGMA, GOSTGEN_CBC, 1, 0, 0, 32, 0},
    {"magma-cfb-enc", GOSTGEN_MAGMA, GOSTGEN_CFB, 0, 0, 0, 8, 0},
    {"magma-mac", GOSTGEN_MAGMA, 0, 0, 1, 0, 0, 0},
    {"gost89-cfb-enc-mesh", GOSTGEN_GOST89, GOSTGEN_CFB, 0, 0, 0, 8, GOSTGEN_FLAG_MESH},
    {"gost89-cfb-dec-mesh", GOSTGEN_GOST89, GOSTGEN_CFB, 1, 0, 0, 8, GOSTGEN_FLAG_MESH},
    {"gost89-mac", GOSTGEN_GOST89, 0, 0, 1, 0, 0, 0},
    {"magma-cbc-dec-multi", GOSTGEN_MAGMA, GOSTGEN_CBC, 1, 0, 1, 8, 0},
    /* CTR-ACPKM at the default sections (magma 1 KiB, kuznyechik 4 KiB) beside plain CTR */
    {"magma-ctr-acpkm", GOSTGEN_MAGMA, GOSTGEN_CTR_ACPKM, 0, 0, 0, 4, 0},
    {"kuznyechik-ctr-acpkm", GOSTGEN_KUZNYECHIK, GOSTGEN_CTR_ACPKM, 0, 0, 0, 8, 0},
    /* OMAC-ACPKM (mac 3) with sections N = T* = the CTR-ACPKM default: one 1 MiB message, 64 x
     * 16 KiB messages in one gostgen_omac_acpkm_multi call (multi 1), and the same 64 messages
     * one gostgen_omac_acpkm call each (multi 3) */
    {"magma-omac-acpkm", GOSTGEN_MAGMA, 0, 0, 3, 0, 0, 0},
    {"magma-omac-acpkm-multi", GOSTGEN_MAGMA, 0, 0, 3, 1, 0, 0},
    {"magma-omac-acpkm-each", GOSTGEN_MAGMA, 0, 0, 3, 3, 0, 0},
    {"kuznyechik-omac-acpkm", GOSTGEN_KUZNYECHIK, 0, 0, 3, 0, 0, 0},
    {"kuznyechik-omac-acpkm-multi", GOSTGEN_KUZNYECHIK, 0, 0, 3, 1, 0, 0},
    {"kuznyechik-omac-acpkm-each", GOSTGEN_KUZNYECHIK, 0, 0, 3, 3, 0, 0},
    /* the plain MAC batch over the same 64 x 16 KiB messages, for scale (Magma's MAC is the
     * 32-round encryption, GOST 28147-89's imitovstavka 16 rounds) */
    {"magma-mac-multi-16k", GOSTGEN_MAGMA, 0, 0, 2, 2, 0, 0, 16384},
    {"kuznyechik-mac-multi-16k", GOSTGEN_KUZNYECHIK, 0, 0, 2, 2, 0, 0, 16384},
    /* 1 MiB of sectors (gostgen_crypt_sectors), and 64 messages 4 KiB apart: 4 KiB strides fall
     * into one L1 set (runtime/src/generic.c stages the Feistel lanes for them) */
    {"gost89-cfb-sectors-512", GOSTGEN_GOST89, GOSTGEN_CFB, 0, 0, 4, 8, 0, 512},
    {"gost89-cfb-sectors-4k", GOSTGEN_GOST89, GOSTGEN_CFB, 0, 0, 4, 8, 0, 4096},
    {"magma-cbc-sectors-4k", GOSTGEN_MAGMA, GOSTGEN_CBC, 0, 0, 4, 8, 0, 4096},
    {"kuznyechik-cfb-sectors-4k", GOSTGEN_KUZNYECHIK, GOSTGEN_CFB, 0, 0, 4, 16, 0, 4096},
    {"gost89-mac-multi-4k", GOSTGEN_GOST89, 0, 0, 2, 2, 0, 0, 4096},
    {"kuznyechik-mac-multi-4k", GOSTGEN_KUZNYECHIK, 0, 0, 2, 2, 0, 0, 4096},
    /* short messages (network packets' MACs): the batch's fixed cost per call */
    {"gost89-mac-multi-8", GOSTGEN_GOST89, 0, 0, 2, 2, 0, 0, 8},
    {"gost89-mac-multi-64", GOSTGEN_GOST89, 0, 0, 2, 2, 0, 0, 64},
    {"magma-mac-multi-64", GOSTGEN_MAGMA, 0, 0, 2, 2, 0, 0, 64},
    {"kuznyechik-mac-multi-16", GOSTGEN_KUZNYECHIK, 0, 0, 2, 2, 0, 0, 16},
    {"kuznyechik-mac-multi-64", GOSTGEN_KUZNYECHIK, 0, 0, 2, 2, 0, 0, 64},
};

static size_t case_bytes(const bench_case *c)
{
    return c->multi == 2 ? (size_t)STREAMS * (c->unit ? c->unit : 512) : BYTES;
}

static int run(const bench_case *c, const char *backend, uint8_t *in, uint8_t *out,
               const uint8_t *key, const uint8_t *iv)
{
    if (c->mac == 2) { /* 64 messages of 512 bytes, as gg_bench's gost89-mac-multi */
        const size_t len = c->unit ? c->unit : 512;
        const uint8_t *keys[STREAMS], *ins[STREAMS];
        uint8_t macs[STREAMS * 4];
        for (int i = 0; i < STREAMS; i++) {
            keys[i] = key;
            ins[i] = in + (size_t)i * len;
        }
        return gostgen_mac_multi(c->cipher, NULL, STREAMS, keys, backend, ins, len, 32, macs);
    }
    if (c->multi == 4)
        return gostgen_crypt_sectors(c->cipher, c->mode, c->decrypt, NULL, key, 32, c->iv_len,
                                     c->flags, backend, c->unit, 0, in, out, BYTES);
    if (c->mac == 3) {
        const size_t section = c->cipher == GOSTGEN_MAGMA ? 1024 : 4096, len = BYTES / STREAMS;
        const uint8_t *keys[STREAMS], *ins[STREAMS];
        uint8_t tags[STREAMS * 16];
        int rc = GOSTGEN_OK;
        for (int i = 0; i < STREAMS; i++) {
            keys[i] = key;
            ins[i] = in + (size_t)i * len;
        }
        if (c->multi == 1)
            return gostgen_omac_acpkm_multi(c->cipher, NULL, STREAMS, keys, section, section,
                                            backend, ins, len, 64, tags);
        for (int i = 0; c->multi == 3 && i < STREAMS && rc == GOSTGEN_OK; i++)
            rc = gostgen_omac_acpkm(c->cipher, NULL, key, 32, section, section, backend, ins[i],
                                    len, 64, tags + 8 * i);
        return c->multi == 3 ? rc
                             : gostgen_omac_acpkm(c->cipher, NULL, key, 32, section, section,
                                                  backend, in, BYTES, 64, tags);
    }
    if (c->mac) {
        uint8_t tag[16];
        return gostgen_mac(c->cipher, NULL, key, 32, backend, in, BYTES, 32, tag);
    }
    if (c->multi) { /* 64 streams of 16 KiB, or (multi == 2) of 512 bytes, as gg_bench's */
        const uint8_t *keys[STREAMS], *ivs[STREAMS], *ins[STREAMS];
        uint8_t *outs[STREAMS];
        size_t len = case_bytes(c) / STREAMS;
        for (int i = 0; i < STREAMS; i++) {
            keys[i] = key;
            ivs[i] = iv;
            ins[i] = in + (size_t)i * len;
            outs[i] = out + (size_t)i * len;
        }
        return gostgen_crypt_multi(c->cipher, c->mode, c->decrypt, NULL, STREAMS, keys, ivs,
                                   c->iv_len, c->flags, backend, ins, outs, len);
    }
    return gostgen_crypt(c->cipher, c->mode, c->decrypt, NULL, key, 32, iv, c->iv_len, c->flags,
                         backend, in, out, BYTES);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: modes_api BACKEND [REPEATS [CASE...]]\n");
        return 2;
    }
    const char *backend = argv[1];
    int repeats = argc > 2 ? atoi(argv[2]) : 5;
    if (repeats < 1 || repeats > 99)
        repeats = 5;
    uint8_t *in = malloc(BYTES), *out = malloc(BYTES), key[32], iv[32];
    if (in == NULL || out == NULL)
        return 1;
    for (size_t i = 0; i < BYTES; i++)
        in[i] = (uint8_t)(i * 131 + 7);
    for (int i = 0; i < 32; i++)
        key[i] = (uint8_t)(i * 7 + 1), iv[i] = (uint8_t)(i * 11 + 3);
    for (size_t k = 0; k < sizeof CASES / sizeof CASES[0]; k++) {
        const bench_case *c = &CASES[k];
        double mbps[99];
        int wanted = argc <= 3;
        for (int a = 3; a < argc; a++)
            wanted |= strcmp(argv[a], c->name) == 0;
        if (!wanted)
            continue;
        if (run(c, backend, in, out, key, iv) != GOSTGEN_OK) {
            printf("%s %s error\n", backend, c->name);
            continue;
        }
        for (int r = 0; r < repeats; r++) {
            double t0 = cpu_ns(), t;
            long ops = 0;
            do {
                run(c, backend, in, out, key, iv);
                ops++;
                t = cpu_ns() - t0;
            } while (t < 50e6);
            mbps[r] = (double)case_bytes(c) * ops / t * 1e3;
        }
        qsort(mbps, repeats, sizeof mbps[0], cmp);
        printf("%s %s %.1f\n", backend, c->name, mbps[repeats / 2]);
        fflush(stdout);
    }
    free(in);
    free(out);
    return 0;
}
