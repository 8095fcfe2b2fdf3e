/* msa_driver: runs many libgostgen calls from one process, for tests that run the library under
 * an emulator (tests/test_msa.py: qemu-mipsel -cpu P5600), where starting a process is slow.
 *
 * Reads one case per line from standard input, writes one line per case: the result as lowercase
 * hex ("" for an empty result), or "error N" with the library's status. Tokens are separated by
 * single spaces; "-" stands for an empty hex string or, as BACKEND, the process default.
 *   crypt  BACKEND CIPHER MODE DECRYPT FLAGS SBOX KEY IV DATA
 *   stream BACKEND CIPHER MODE DECRYPT FLAGS SBOX KEY IV DATA CUTS    (context, updates at CUTS)
 *   cmulti BACKEND CIPHER MODE DECRYPT FLAGS SBOX N LEN KEYS IVS DATAS (concatenated per stream)
 *   mac    BACKEND CIPHER SBOX KEY BITS DATA
 *   mmulti BACKEND CIPHER SBOX N LEN BITS KEYS DATAS
 *   omulti BACKEND CIPHER SBOX N LEN BITS SECTION KEY_SECTION KEYS DATAS  (OMAC-ACPKM)
 *   hash   BACKEND BITS DATA
 *   hbatch BACKEND BITS N LENS DATAS                                   (LENS: comma-separated)
 * CIPHER, MODE, DECRYPT, FLAGS, BITS, N, LEN, SECTION, KEY_SECTION: numbers (gostgen.h's values). SBOX: a compiled-in
 * set's name, or rows:<128 hex digits> for a set made at run time with gostgen_sbox_new. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gostgen.h"

#define MAXTOK 16

static void die(const char *msg)
{
    fprintf(stderr, "msa_driver: %s\n", msg);
    exit(2);
}

static int nib(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    die("bad hex digit");
    return 0;
}

/* Hex token -> malloc'd bytes (at least 1 byte allocated). */
static uint8_t *unhex(const char *s, size_t *len)
{
    size_t n = strcmp(s, "-") == 0 ? 0 : strlen(s);
    if (n % 2)
        die("odd hex length");
    uint8_t *b = malloc(n / 2 + 1);
    if (!b)
        die("out of memory");
    for (size_t i = 0; i < n / 2; i++)
        b[i] = (uint8_t)(nib(s[2 * i]) << 4 | nib(s[2 * i + 1]));
    *len = n / 2;
    return b;
}

static void put_hex(const uint8_t *b, size_t n)
{
    static const char d[] = "0123456789abcdef";
    for (size_t i = 0; i < n; i++) {
        putchar(d[b[i] >> 4]);
        putchar(d[b[i] & 15]);
    }
    putchar('\n');
}

static const char *be(const char *s)
{
    return strcmp(s, "-") == 0 ? NULL : s;
}

/* The S-box token; *owned is set when the caller must free it. */
static const gostgen_sbox *sbox(const char *s, gostgen_sbox **owned)
{
    *owned = NULL;
    if (strncmp(s, "rows:", 5) == 0) {
        uint8_t rows[8][16];
        if (strlen(s + 5) != 128)
            die("rows: needs 128 hex digits");
        for (int i = 0; i < 128; i++)
            rows[i / 16][i % 16] = (uint8_t)nib(s[5 + i]);
        if (gostgen_sbox_new(rows, "driver", owned) != GOSTGEN_OK)
            die("gostgen_sbox_new failed");
        return *owned;
    }
    const gostgen_sbox *found;
    if (gostgen_sbox_find(s, &found) != GOSTGEN_OK)
        die("unknown S-box set");
    return found;
}

static long num(const char *s)
{
    return strtol(s, NULL, 10);
}

int main(void)
{
    char *line = NULL;
    size_t cap = 0;
    ssize_t got;
    while ((got = getline(&line, &cap, stdin)) > 0) {
        char *tok[MAXTOK];
        int nt = 0;
        if (line[got - 1] == '\n')
            line[got - 1] = 0;
        for (char *p = strtok(line, " "); p && nt < MAXTOK; p = strtok(NULL, " "))
            tok[nt++] = p;
        if (nt == 0)
            continue;
        const char *cmd = tok[0];
        int rc = GOSTGEN_OK;
        uint8_t *res = NULL;
        size_t rlen = 0;
        gostgen_sbox *owned = NULL;
        if ((strcmp(cmd, "crypt") == 0 && nt == 10) || (strcmp(cmd, "stream") == 0 && nt == 11)) {
            size_t kl, il, dl;
            const gostgen_sbox *sb = sbox(tok[6], &owned);
            uint8_t *key = unhex(tok[7], &kl), *iv = unhex(tok[8], &il), *data = unhex(tok[9], &dl);
            res = malloc(dl + 1);
            rlen = dl;
            if (cmd[0] == 'c') {
                rc = gostgen_crypt((int)num(tok[2]), (int)num(tok[3]), (int)num(tok[4]), sb, key, kl,
                                   il ? iv : NULL, il, (unsigned)num(tok[5]), be(tok[1]), data, res, dl);
            } else {
                gostgen_ctx *ctx = NULL;
                rc = gostgen_ctx_new(&ctx, (int)num(tok[2]), (int)num(tok[3]), (int)num(tok[4]), sb,
                                     key, kl, il ? iv : NULL, il, (unsigned)num(tok[5]), be(tok[1]));
                size_t at = 0;
                char *cuts = tok[10];
                while (rc == GOSTGEN_OK) {
                    size_t to = dl;
                    if (*cuts && strcmp(cuts, "-") != 0) {
                        to = (size_t)strtoul(cuts, &cuts, 10);
                        if (*cuts == ',')
                            cuts++;
                    }
                    rc = gostgen_ctx_update(ctx, data + at, res + at, to - at);
                    at = to;
                    if (at == dl)
                        break;
                }
                if (ctx)
                    gostgen_ctx_free(ctx);
            }
            free(key), free(iv), free(data);
        } else if (strcmp(cmd, "cmulti") == 0 && nt == 12) {
            size_t n = (size_t)num(tok[7]), len = (size_t)num(tok[8]), kl, il, dl;
            const gostgen_sbox *sb = sbox(tok[6], &owned);
            uint8_t *keys = unhex(tok[9], &kl), *ivs = unhex(tok[10], &il), *data = unhex(tok[11], &dl);
            size_t ivl = n ? il / n : 0;
            const uint8_t **kp = malloc((n + 1) * sizeof *kp), **ip = malloc((n + 1) * sizeof *ip);
            const uint8_t **inp = malloc((n + 1) * sizeof *inp);
            uint8_t **outp = malloc((n + 1) * sizeof *outp);
            res = malloc(dl + 1);
            rlen = dl;
            for (size_t i = 0; i < n; i++) {
                kp[i] = keys + 32 * i;
                ip[i] = ivs + ivl * i;
                inp[i] = data + len * i;
                outp[i] = res + len * i;
            }
            rc = gostgen_crypt_multi((int)num(tok[2]), (int)num(tok[3]), (int)num(tok[4]), sb, n, kp,
                                     ivl ? ip : NULL, ivl, (unsigned)num(tok[5]), be(tok[1]), inp,
                                     outp, len);
            free(kp), free(ip), free(inp), free(outp), free(keys), free(ivs), free(data);
        } else if (strcmp(cmd, "mac") == 0 && nt == 7) {
            size_t kl, dl;
            const gostgen_sbox *sb = sbox(tok[3], &owned);
            uint8_t *key = unhex(tok[4], &kl), *data = unhex(tok[6], &dl);
            rlen = (size_t)num(tok[5]) / 8;
            res = malloc(rlen + 1);
            rc = gostgen_mac((int)num(tok[2]), sb, key, kl, be(tok[1]), data, dl,
                             (unsigned)num(tok[5]), res);
            free(key), free(data);
        } else if ((strcmp(cmd, "mmulti") == 0 && nt == 9) ||
                   (strcmp(cmd, "omulti") == 0 && nt == 11)) {
            const int omac = cmd[0] == 'o'; /* its SECTION and KEY_SECTION come before KEYS */
            size_t n = (size_t)num(tok[4]), len = (size_t)num(tok[5]), kl, dl;
            unsigned bits = (unsigned)num(tok[6]);
            const gostgen_sbox *sb = sbox(tok[3], &owned);
            uint8_t *keys = unhex(tok[7 + 2 * omac], &kl), *data = unhex(tok[8 + 2 * omac], &dl);
            const uint8_t **kp = malloc((n + 1) * sizeof *kp), **inp = malloc((n + 1) * sizeof *inp);
            for (size_t i = 0; i < n; i++) {
                kp[i] = keys + 32 * i;
                inp[i] = data + len * i;
            }
            rlen = n * bits / 8;
            res = malloc(rlen + 1);
            if (omac)
                rc = gostgen_omac_acpkm_multi((int)num(tok[2]), sb, n, kp, (size_t)num(tok[7]),
                                              (size_t)num(tok[8]), be(tok[1]), inp, len, bits,
                                              res);
            else
                rc = gostgen_mac_multi((int)num(tok[2]), sb, n, kp, be(tok[1]), inp, len, bits,
                                       res);
            free(kp), free(inp), free(keys), free(data);
        } else if (strcmp(cmd, "hash") == 0 && nt == 4) {
            size_t dl;
            uint8_t *data = unhex(tok[3], &dl);
            rlen = (size_t)num(tok[2]) / 8;
            res = malloc(rlen + 1);
            rc = gostgen_hash((unsigned)num(tok[2]), be(tok[1]), data, dl, res);
            free(data);
        } else if (strcmp(cmd, "hbatch") == 0 && nt == 6) {
            size_t n = (size_t)num(tok[3]), dl, at = 0;
            unsigned bits = (unsigned)num(tok[2]);
            uint8_t *data = unhex(tok[5], &dl);
            const uint8_t **dp = malloc((n + 1) * sizeof *dp);
            size_t *lens = malloc((n + 1) * sizeof *lens);
            char *p = tok[4];
            for (size_t i = 0; i < n; i++) {
                lens[i] = (size_t)strtoul(p, &p, 10);
                if (*p == ',')
                    p++;
                dp[i] = data + at;
                at += lens[i];
            }
            if (at != dl)
                die("hbatch: lengths do not add up");
            rlen = n * bits / 8;
            res = malloc(rlen + 1);
            rc = gostgen_hash_batch(bits, be(tok[1]), n, dp, lens, res);
            free(dp), free(lens), free(data);
        } else {
            die("bad case line");
        }
        if (rc != GOSTGEN_OK)
            printf("error %d\n", rc);
        else
            put_hex(res, rlen);
        free(res);
        if (owned)
            gostgen_sbox_free(owned);
    }
    free(line);
    return ferror(stdout) ? 1 : 0;
}
