/* Auto-generated file. Do not edit!
 *   Template: templates/runtime/gg_layout.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/gost28147.gg, dsl/streebog.gg
 *   Regenerate with: python -m gostgen.generate */
/* What the description says about bytes and tables, shared by every backend: the S-box byte
 * tables for sets given at run time, the byte orders of keys and blocks, Streebog's variants. */
#include <string.h>
#include "gg_backend.h"
#include "gg_bytes.h"

/* Same tables as the generator computes for compiled-in sets (passes.sbox_byte_tables). */
void gg_sbox_expand(gg_sbox *s)
{
    for (unsigned j = 0; j < 4; j++) {
        for (unsigned b = 0; b < 256; b++) {
            uint32_t v = ((uint32_t)s->rows[2 * j][b & 15] | (uint32_t)s->rows[2 * j + 1][b >> 4] << 4)
                         << (8 * j);
            s->t[j][b] = gg_rotl32(v, 11);
        }
    }
}

void gg_magma_load_key(gg_order order, const uint8_t key[32], uint32_t k[8])
{
    switch (order) {
    case GG_ORDER_GOST89:
        k[0] = gg_load_le32(key + 0);
        k[1] = gg_load_le32(key + 4);
        k[2] = gg_load_le32(key + 8);
        k[3] = gg_load_le32(key + 12);
        k[4] = gg_load_le32(key + 16);
        k[5] = gg_load_le32(key + 20);
        k[6] = gg_load_le32(key + 24);
        k[7] = gg_load_le32(key + 28);
        return;
    case GG_ORDER_MAGMA:
        k[0] = gg_load_be32(key + 0);
        k[1] = gg_load_be32(key + 4);
        k[2] = gg_load_be32(key + 8);
        k[3] = gg_load_be32(key + 12);
        k[4] = gg_load_be32(key + 16);
        k[5] = gg_load_be32(key + 20);
        k[6] = gg_load_be32(key + 24);
        k[7] = gg_load_be32(key + 28);
        return;
    }
    GG_UNREACHABLE();
}

void gg_magma_load_block(gg_order order, const uint8_t in[8], uint32_t *a, uint32_t *b)
{
    switch (order) {
    case GG_ORDER_GOST89:
        *a = gg_load_le32(in + 0);
        *b = gg_load_le32(in + 4);
        return;
    case GG_ORDER_MAGMA:
        *a = gg_load_be32(in + 4);
        *b = gg_load_be32(in + 0);
        return;
    }
    GG_UNREACHABLE();
}

void gg_magma_store_block(gg_order order, uint32_t a, uint32_t b, uint8_t out[8])
{
    switch (order) {
    case GG_ORDER_GOST89:
        gg_store_le32(out + 0, a);
        gg_store_le32(out + 4, b);
        return;
    case GG_ORDER_MAGMA:
        gg_store_be32(out + 4, a);
        gg_store_be32(out + 0, b);
        return;
    }
    GG_UNREACHABLE();
}

void gg_streebog_iv(unsigned bits, uint8_t h[64])
{
    switch (bits) {
    case 512:
        memset(h, 0x00, 64);
        break;
    case 256:
        memset(h, 0x01, 64);
        break;
    }
}

void gg_streebog_digest(unsigned bits, const uint8_t h[64], uint8_t *out)
{
    switch (bits) {
    case 512:
        memcpy(out, h + 0, 64);
        break;
    case 256:
        memcpy(out, h + 32, 32);
        break;
    }
}
