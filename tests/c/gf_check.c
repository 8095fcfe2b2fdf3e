/* The GF(2^64)/GF(2^128) products of runtime/src/gf.c, built here from its source (with
 * -DGG_GF_GENERIC_ONLY: the integer-multiply form; without: PCLMULQDQ where the CPU has it), for
 * tests/test_mgm.py to compare with the reference. Reads lines "BS HEX_H HEX_X" (several pairs
 * per line: BS H1 X1 H2 X2 ...) and prints the sum of the products as hex, one line each. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../runtime/src/gf.c"

void gg_wipe(void *p, size_t n)
{
    volatile unsigned char *q = p;
    while (n--)
        *q++ = 0;
}

static int unhex(const char *s, uint8_t *out, size_t n)
{
    if (strlen(s) != 2 * n)
        return 0;
    for (size_t i = 0; i < n; i++) {
        unsigned v;
        if (sscanf(s + 2 * i, "%2x", &v) != 1)
            return 0;
        out[i] = (uint8_t)v;
    }
    return 1;
}

int main(void)
{
    char line[1 << 16];
    while (fgets(line, sizeof line, stdin)) {
        char *tok = strtok(line, " \n");
        if (tok == NULL)
            continue;
        size_t bs = strtoul(tok, NULL, 10), n = 0;
        static uint8_t H[256 * 16], X[256 * 16];
        uint8_t acc[16] = {0};
        if (bs != 8 && bs != 16)
            return 2;
        while ((tok = strtok(NULL, " \n")) != NULL && n < 256) {
            char *tx = strtok(NULL, " \n");
            if (tx == NULL || !unhex(tok, H + bs * n, bs) || !unhex(tx, X + bs * n, bs))
                return 2;
            n++;
        }
        gg_gf_mul_sum(bs, H, X, n, acc);
        for (size_t i = 0; i < bs; i++)
            printf("%02x", acc[i]);
        printf("\n");
    }
    return 0;
}
