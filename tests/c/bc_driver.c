/* bc_driver: every block cipher described with round keys, on every backend this machine runs,
 * through the backend's ops (internal API: gg_bc_ops_of). Reads lines "CIPHER KEYHEX BLOCKSHEX"
 * on stdin; prints "BACKEND ENCHEX DECHEX LANESHEX" per available backend, where ENC encrypts
 * the blocks under the key, DEC decrypts them and LANES encrypts block i under key i' (the key
 * with its first byte xored with i) one block per stream. tests/test_description_toy.py
 * compares the lines with the reference interpreter. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gg_backend.h"

static size_t unhex(const char *s, uint8_t *out, size_t cap)
{
    size_t n = strlen(s) / 2;
    if (n > cap)
        exit(2);
    for (size_t i = 0; i < n; i++)
        if (sscanf(s + 2 * i, "%2hhx", &out[i]) != 1)
            exit(2);
    return n;
}

static void puthex(const uint8_t *p, size_t n)
{
    putchar(' ');
    for (size_t i = 0; i < n; i++)
        printf("%02x", p[i]);
    if (n == 0)
        putchar('-');
}

int main(void)
{
    static char name[64], khex[256], dhex[1 << 16];
    static uint8_t key[GG_BC_MAX_KEY], in[1 << 15], enc[1 << 15], dec[1 << 15], lanes[1 << 15];
    static uint8_t rk[64][GG_BC_MAX_RK];
    while (scanf("%63s %255s %65535s", name, khex, dhex) == 3) {
        int bc = -1;
        for (int i = 0; i < GG_BC_COUNT; i++)
            if (strcmp(gg_bc_infos[i].name, name) == 0)
                bc = i;
        if (bc < 0)
            return 3;
        const gg_bc_info *info = &gg_bc_infos[bc];
        if (unhex(khex, key, sizeof key) != info->key_bytes)
            return 2;
        size_t len = strcmp(dhex, "-") == 0 ? 0 : unhex(dhex, in, sizeof in);
        size_t nb = len / info->block_bytes;
        if (nb > 64)
            return 2;
        for (int b = 0; gg_backends[b] != NULL; b++) {
            const gg_backend *be = gg_backends[b];
            const char *why = "";
            if (!be->probe(&why))
                continue;
            const gg_bc_ops *ops = gg_bc_ops_of(be, bc);
            const uint8_t *rks[64];
            ops->schedule(key, rk[0]);
            ops->blocks(rk[0], 0, in, enc, nb);
            ops->blocks(rk[0], 1, in, dec, nb);
            for (size_t i = 0; i < nb; i++) {
                uint8_t k2[GG_BC_MAX_KEY];
                memcpy(k2, key, info->key_bytes);
                k2[0] ^= (uint8_t)i;
                ops->schedule(k2, rk[i]);
                rks[i] = rk[i];
            }
            ops->lanes(rks, 0, in, lanes, nb);
            printf("%s", be->name);
            puthex(enc, len);
            puthex(dec, len);
            puthex(lanes, len);
            putchar('\n');
        }
    }
    return 0;
}
