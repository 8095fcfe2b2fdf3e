/* stack_reach.c: no one-shot or multi-stream call leaves anything on the stack below its frame
 * that its scrub did not overwrite.
 *
 * The calls that take a key end by zeroing the stack below their frame (runtime/src/util.c:
 * 16 KiB after the Feistel ciphers and Streebog, what gg_bc_ops.stack_bytes says after a block
 * cipher), where their kernels spilled round keys. The depth is set per backend from what its
 * frames measure with this build's compiler, so this program checks it: 192 KiB below the
 * caller (more than the deepest scrub, 128 KiB) are filled with a marker byte, one call runs, and the deepest byte no longer holding
 * the marker must be the scrub's: just below a run of at least 4 KiB of zeros (the scrub
 * function's own call to memset leaves its return address right below the region). A frame
 * reaching deeper than the scrub shows as a write further down. Every available backend, every
 * cipher's one-shot and multi-stream calls (multi-stream, MAC, sector and MGM records: they scrub
 * as deep as the one-shot calls, and the bitsliced lanes kernel's frames set its depth) and
 * HMAC's, with the library's threads at 1 and 2. Prints each finding and a count, or "ok N calls on M backends"; exit status
 * 0 or 1. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gostgen.h"

#define SPAN (192 * 1024)
#define MARK 0xA5
#define BELOW_RUN 256  /* what may lie below the scrub's zeros: memset's return address */
#define MIN_RUN 4096
#define SKEW 256

/* Paints (measure = 0) or measures the same SPAN bytes below the caller: one function, so that
 * both see one region. Measuring returns 0 if the deepest write is the scrub's, else how far
 * below the caller the deepest write is. */
static __attribute__((noinline, noclone)) size_t region_at(int measure)
{
    unsigned char region[SPAN];
    volatile unsigned char *v = region;
    /* no call in here: a call's return address would land below the region's own frame */
    if (!measure) {
        for (size_t i = 0; i < SPAN; i++)
            v[i] = MARK;
        return 0;
    }
    /* index 0 is the deepest address; the lowest SKEW bytes are not looked at: the caller's
     * stack pointer may stand a little lower at the measuring call than at the painting one
     * (arguments of the call between still pushed), which moves this region down */
    size_t deep = SKEW;
    while (deep < SPAN && v[deep] == MARK)
        deep++;
    if (deep == SPAN)
        return 0; /* nothing written at all */
    for (size_t start = deep; start < deep + BELOW_RUN && start + MIN_RUN <= SPAN; start++) {
        size_t run = 0;
        while (run < MIN_RUN && v[start + run] == 0)
            run++;
        if (run == MIN_RUN)
            return 0;
    }
    return SPAN - deep;
}

static int failures, calls;
/* 64 KiB: one thread's work; with 2 threads 256 KiB, which the library splits between them
 * (64 KiB per part at least), so that the caller's own part runs below the split's frame */
static size_t oneshot_len;
static const char *backend_name;
static unsigned threads;

static void check(const char *what, int rc, int want_rc, size_t d)
{
    calls++;
    if (rc != want_rc) {
        printf("%s on %s: status %d, expected %d\n", what, backend_name, rc, want_rc);
        failures++;
    } else if (d != 0) {
        printf("%s on %s, %u thread(s): a write %zu bytes below the caller, deeper than the "
               "scrub after it\n", what, backend_name, threads, d);
        failures++;
    }
}

/* Runs call between painting and measuring, all from the caller's frame (one region). */
#define RUN(what, call, want)                 \
    do {                                      \
        region_at(0);                         \
        const int rc_ = (call);               \
        const size_t d_ = region_at(1);       \
        check(what, rc_, want, d_);           \
    } while (0)

static uint8_t in[4 * 65536 + 1024], out[4 * 65536 + 1024], key[32], iv[64], tag[16], mac[64 * 8], tags[64 * 16];
static int results[64];

static const struct {
    int cipher;
    const char *name;
} C[] = {{GOSTGEN_GOST89, "gost89"}, {GOSTGEN_MAGMA, "magma"}, {GOSTGEN_KUZNYECHIK, "kuznyechik"}};
/* ECB first: the multi-stream calls take every mode after it (ECB has no IV to be a stream's) */
static const struct {
    int mode;
    const char *name;
} M[] = {{GOSTGEN_ECB, "ecb"}, {GOSTGEN_CNT, "cnt"}, {GOSTGEN_CTR, "ctr"},
         {GOSTGEN_OFB, "ofb"}, {GOSTGEN_CBC, "cbc"}, {GOSTGEN_CFB, "cfb"},
         {GOSTGEN_CTR_ACPKM, "ctr-acpkm"}};
#define NC (sizeof C / sizeof C[0])
#define NM (sizeof M / sizeof M[0])

static void one_shot_calls(const char *be)
{
    char what[96];
    for (size_t c = 0; c < NC; c++) {
        const int cipher = C[c].cipher;
        const size_t bs = gostgen_block_size(cipher);
        for (size_t m = 0; m < NM; m++) {
            size_t lo, hi, step;
            if (gostgen_iv_length(cipher, M[m].mode, &lo, &hi, &step) != GOSTGEN_OK)
                continue; /* not a mode of this cipher */
            for (int dec = 0; dec < 2; dec++) {
                snprintf(what, sizeof what, "gostgen_crypt %s %s %s", C[c].name, M[m].name,
                         dec ? "decrypt" : "encrypt");
                RUN(what, gostgen_crypt(cipher, M[m].mode, dec, NULL, key, 32, iv, lo, 0, be, in,
                                        out, oneshot_len), GOSTGEN_OK);
            }
        }
        snprintf(what, sizeof what, "gostgen_mac %s", C[c].name);
        RUN(what, gostgen_mac(cipher, NULL, key, 32, be, in, 40000, 32, mac), GOSTGEN_OK);
        if (cipher == GOSTGEN_GOST89)
            continue;
        snprintf(what, sizeof what, "gostgen_omac_acpkm %s", C[c].name);
        RUN(what, gostgen_omac_acpkm(cipher, NULL, key, 32, 16 * bs, 2 * (32 + bs), be, in,
                                       40000, 32, mac), GOSTGEN_OK);
        uint8_t nonce[16] = {0x12};
        snprintf(what, sizeof what, "gostgen_mgm_encrypt %s", C[c].name);
        RUN(what, gostgen_mgm_encrypt(cipher, NULL, key, 32, nonce, bs, in, 21, in, out, 40000,
                                        tag, bs, be), GOSTGEN_OK);
        snprintf(what, sizeof what, "gostgen_mgm_decrypt %s", C[c].name);
        RUN(what, gostgen_mgm_decrypt(cipher, NULL, key, 32, nonce, bs, in, 21, out, in, 40000,
                                        tag, bs, be), GOSTGEN_OK);
        tag[0] ^= 1;
        snprintf(what, sizeof what, "gostgen_mgm_decrypt %s of a forged tag", C[c].name);
        RUN(what, gostgen_mgm_decrypt(cipher, NULL, key, 32, nonce, bs, in, 21, out, out, 40000,
                                        tag, bs, be), GOSTGEN_EAUTH);
    }
    for (unsigned bits = 256; bits <= 512; bits += 256) {
        snprintf(what, sizeof what, "gostgen_hmac %u", bits);
        RUN(what, gostgen_hmac(bits, be, key, 32, in, 40000, mac), GOSTGEN_OK);
    }
}

/* The multi-stream calls: many short streams (the lanes kernels, a batch at a time) and a few
 * long ones (run alone in batches), every mode both ways, the MACs (OMAC-ACPKM's too), sectors
 * and MGM records. */
static void multi_calls(const char *be)
{
    static const struct {
        size_t n, len;
    } S[] = {{64, 512}, {8, 4096}, {64, 4096}}; /* the last: 256 KiB, split across threads */
    const uint8_t *keys[64], *ivs[64], *ins[64];
    uint8_t *outs[64];
    size_t lens[64];
    char what[128];
    for (size_t c = 0; c < NC; c++) {
        const int cipher = C[c].cipher;
        const size_t bs = gostgen_block_size(cipher);
        for (size_t sh = 0; sh < sizeof S / sizeof S[0]; sh++) {
            const size_t n = S[sh].n, len = S[sh].len;
            for (size_t i = 0; i < n; i++) {
                keys[i] = in + 32 * i;
                ivs[i] = iv;
                ins[i] = in + len * i;
                outs[i] = out + len * i;
                lens[i] = len;
            }
            for (size_t m = 1; m < NM; m++) {
                size_t lo, hi, step;
                if (gostgen_iv_length(cipher, M[m].mode, &lo, &hi, &step) != GOSTGEN_OK)
                    continue;
                for (int dec = 0; dec < 2; dec++) {
                    snprintf(what, sizeof what, "gostgen_crypt_multi %s %s %s, %zu x %zu B",
                             C[c].name, M[m].name, dec ? "decrypt" : "encrypt", n, len);
                    RUN(what, gostgen_crypt_multi(cipher, M[m].mode, dec, NULL, n, keys, ivs, lo,
                                                  0, be, ins, outs, len), GOSTGEN_OK);
                    snprintf(what, sizeof what, "gostgen_crypt_sectors %s %s %s, %zu x %zu B",
                             C[c].name, M[m].name, dec ? "decrypt" : "encrypt", n, len);
                    RUN(what, gostgen_crypt_sectors(cipher, M[m].mode, dec, NULL, key, 32, lo, 0,
                                                    be, len, 7, in, out, n * len), GOSTGEN_OK);
                }
            }
            snprintf(what, sizeof what, "gostgen_mac_multi %s, %zu x %zu B", C[c].name, n, len);
            RUN(what, gostgen_mac_multi(cipher, NULL, n, keys, be, ins, len, 32, mac), GOSTGEN_OK);
            if (cipher == GOSTGEN_GOST89) {
                snprintf(what, sizeof what, "gostgen_mac_multi_ex %s mesh, %zu x %zu B",
                         C[c].name, n, len);
                RUN(what, gostgen_mac_multi_ex(cipher, NULL, n, keys, GOSTGEN_FLAG_MESH, be, ins,
                                               len, 32, mac), GOSTGEN_OK);
                continue;
            }
            snprintf(what, sizeof what, "gostgen_omac_acpkm_multi %s, %zu x %zu B", C[c].name, n,
                     len);
            RUN(what, gostgen_omac_acpkm_multi(cipher, NULL, n, keys, 16 * bs, 2 * (32 + bs), be,
                                               ins, len, 32, mac), GOSTGEN_OK);
            snprintf(what, sizeof what, "gostgen_mgm_encrypt_multi %s, %zu x %zu B", C[c].name, n, len);
            RUN(what, gostgen_mgm_encrypt_multi(cipher, NULL, n, n, keys, ivs, bs, NULL, NULL, ins,
                                                outs, lens, tags, bs, be), GOSTGEN_OK);
            snprintf(what, sizeof what, "gostgen_mgm_decrypt_multi %s, %zu x %zu B", C[c].name, n, len);
            RUN(what, gostgen_mgm_decrypt_multi(cipher, NULL, n, n, keys, ivs, bs, NULL, NULL,
                                                (const uint8_t *const *)outs, outs, lens, tags, bs,
                                                results, be), GOSTGEN_OK);
        }
    }
}

int main(void)
{
    for (size_t i = 0; i < sizeof in; i++)
        in[i] = (uint8_t)(i * 131 + 7);
    for (int i = 0; i < 32; i++)
        key[i] = (uint8_t)(0x3c + 17 * i);
    size_t nb = gostgen_backend_count(), used = 0;
    for (threads = 1; threads <= 2; threads++) {
        if (gostgen_set_threads(threads) != GOSTGEN_OK) {
            printf("gostgen_set_threads(%u) failed\n", threads);
            return 1;
        }
        oneshot_len = threads == 1 ? 65536 : 4 * 65536;
        for (size_t b = 0; b < nb; b++) {
            gostgen_backend_info info;
            if (gostgen_backend_get(b, &info) != GOSTGEN_OK || !info.available)
                continue;
            backend_name = info.name;
            used += threads == 1;
            one_shot_calls(info.name);
            multi_calls(info.name);
        }
    }
    if (failures) {
        printf("%d of %d calls reached below their scrub\n", failures, calls);
        return 1;
    }
    printf("ok %d calls on %zu backends\n", calls, used);
    return 0;
}
