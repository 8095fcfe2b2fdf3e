/* Auto-generated file. Do not edit!
 *   Template: templates/msa/magma.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/gost28147.gg, dsl/streebog.gg, backends/msa.py
 *   Regenerate with: python -m gostgen.generate */
/* GOST 28147-89 / Magma for MIPS MSA: the C side of the msa backend. It lays out
 * the S-box tables and round keys for the assembly kernels (magma.S), feeds them 16 blocks
 * at a time (fewer are padded) and implements the counter and chained multi-stream entries on
 * the byte-sliced state directly. */
#include <string.h>

#include "gg_backend.h"

#define LANES 16

void gg_msa_rounds16_encrypt(uint8_t *st, const uint8_t *ks, const uint8_t *tbl);
void gg_msa_rounds16_decrypt(uint8_t *st, const uint8_t *ks, const uint8_t *tbl);
void gg_msa_rounds16_mac(uint8_t *st, const uint8_t *ks, const uint8_t *tbl);
void gg_msa_load16_gost89(const uint8_t *in, uint8_t *st);
void gg_msa_store16_gost89(const uint8_t *st, uint8_t *out);
void gg_msa_load16_magma(const uint8_t *in, uint8_t *st);
void gg_msa_store16_magma(const uint8_t *st, uint8_t *out);
void gg_msa_load16_words_le(const uint8_t *in, uint8_t *st);
void gg_msa_store16_words_le(const uint8_t *st, uint8_t *out);
void gg_msa_load16_words_be(const uint8_t *in, uint8_t *st);
void gg_msa_store16_words_be(const uint8_t *st, uint8_t *out);
void gg_msa_xor128(const uint8_t *a, const uint8_t *b, uint8_t *out);
void gg_msa_store16_xor_gost89(const uint8_t *st, const uint8_t *in, uint8_t *out);
void gg_msa_store16_xor_magma(const uint8_t *st, const uint8_t *in, uint8_t *out);

/* What one kernel call reads: ks[i][j][lane] = byte j of K_i; tbl as magma.S describes; st the
 * byte-sliced halves (st[j] = byte j of a, st[4 + j] = byte j of b). */
typedef struct msa_work {
    uint8_t ks[8][4][LANES];
    uint8_t tbl[8][16];
    uint8_t st[8][LANES];
    uint8_t buf[8 * LANES];
    uint32_t words[LANES][2]; /* word form: (a, b) per lane */
} __attribute__((aligned(16))) msa_work;

static void wipe(void *p, size_t n)
{
    volatile uint8_t *v = p;
    while (n--)
        *v++ = 0;
}

static void set_tables(msa_work *w, const gg_sbox *s)
{
    /* Byte j of a word holds nibbles 2j (low) and 2j + 1 (high): vshf.b looks the low one up in
     * row 2j and the high one, shifted down, in row 2j + 1 stored pre-shifted. */
    for (unsigned j = 0; j < 4; j++)
        for (unsigned n = 0; n < 16; n++) {
            w->tbl[2 * j][n] = s->rows[2 * j][n];
            w->tbl[2 * j + 1][n] = (uint8_t)(s->rows[2 * j + 1][n] << 4);
        }
}

static void set_key(msa_work *w, unsigned lane, const gg_magma_key *key)
{
    for (unsigned i = 0; i < 8; i++)
        for (unsigned j = 0; j < 4; j++)
            w->ks[i][j][lane] = (uint8_t)(key->k[i] >> (8 * j));
}

static void rounds(msa_work *w, gg_sched sched)
{
    switch (sched) {
    case GG_SCHED_ENCRYPT:
        gg_msa_rounds16_encrypt(&w->st[0][0], &w->ks[0][0][0], &w->tbl[0][0]);
        return;
    case GG_SCHED_DECRYPT:
        gg_msa_rounds16_decrypt(&w->st[0][0], &w->ks[0][0][0], &w->tbl[0][0]);
        return;
    case GG_SCHED_MAC:
        gg_msa_rounds16_mac(&w->st[0][0], &w->ks[0][0][0], &w->tbl[0][0]);
        return;
    }
    GG_UNREACHABLE();
}

/* LANES blocks of in -> out through the state (in and out may alias exactly). */
static void run_blocks(msa_work *w, gg_order order, gg_sched sched, const uint8_t *in, uint8_t *out)
{
    switch (order) {
    case GG_ORDER_GOST89:
        gg_msa_load16_gost89(in, &w->st[0][0]);
        rounds(w, sched);
        gg_msa_store16_gost89(&w->st[0][0], out);
        return;
    case GG_ORDER_MAGMA:
        gg_msa_load16_magma(in, &w->st[0][0]);
        rounds(w, sched);
        gg_msa_store16_magma(&w->st[0][0], out);
        return;
    }
    GG_UNREACHABLE();
}

/* n <= LANES blocks: whole groups straight from the caller's buffers, short ones padded. */
static void run_some(msa_work *w, gg_order order, gg_sched sched, const uint8_t *in, uint8_t *out,
                     size_t n)
{
    if (n == LANES) {
        run_blocks(w, order, sched, in, out);
        return;
    }
    memset(w->buf, 0, sizeof w->buf);
    memcpy(w->buf, in, 8 * n);
    run_blocks(w, order, sched, w->buf, w->buf);
    memcpy(out, w->buf, 8 * n);
}

void gg_msa_magma_blocks(const gg_magma_key *key, gg_order order, gg_sched sched,
                              const uint8_t *in, uint8_t *out, size_t nblocks)
{
    msa_work w;
    if (nblocks == 0)
        return;
    set_tables(&w, key->sbox);
    for (unsigned i = 0; i < 8; i++)
        for (unsigned j = 0; j < 4; j++)
            memset(w.ks[i][j], (uint8_t)(key->k[i] >> (8 * j)), LANES);
    for (size_t i = 0; i < nblocks; i += LANES) {
        size_t n = nblocks - i < LANES ? nblocks - i : LANES;
        run_some(&w, order, sched, in + 8 * i, out + 8 * i, n);
    }
    wipe(&w, sizeof w);
}

/* The number of leading keys (at most LANES) that share keys[0]'s S-box set: one kernel call. */
static size_t group(const gg_magma_key *const *keys, size_t n)
{
    size_t m = 1;
    while (m < n && m < LANES && keys[m]->sbox == keys[0]->sbox)
        m++;
    return m;
}

static void set_keys(msa_work *w, const gg_magma_key *const *keys, size_t m)
{
    memset(w->ks, 0, sizeof w->ks);
    for (size_t l = 0; l < m; l++)
        set_key(w, (unsigned)l, keys[l]);
    set_tables(w, keys[0]->sbox);
}

void gg_msa_magma_lanes(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                             const uint8_t *in, uint8_t *out, size_t n)
{
    msa_work w;
    for (size_t i = 0; i < n;) {
        size_t m = group(keys + i, n - i);
        set_keys(&w, keys + i, m);
        run_some(&w, order, sched, in + 8 * i, out + 8 * i, m);
        i += m;
    }
    if (n)
        wipe(&w, sizeof w);
}

/* ---- word-form entries: (a, b) words per lane in w->words, transposed like blocks ---- */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define WORDS_IN gg_msa_load16_words_be
#define WORDS_OUT gg_msa_store16_words_be
#else
#define WORDS_IN gg_msa_load16_words_le
#define WORDS_OUT gg_msa_store16_words_le
#endif

static void rounds_words(msa_work *w, gg_sched sched)
{
    WORDS_IN((const uint8_t *)w->words, &w->st[0][0]);
    rounds(w, sched);
    WORDS_OUT(&w->st[0][0], (uint8_t *)w->words);
}

/* The state to w->buf as LANES blocks in the cipher's byte order. */
static void run_store(msa_work *w, gg_order order)
{
    switch (order) {
    case GG_ORDER_GOST89:
        gg_msa_store16_gost89(&w->st[0][0], w->buf);
        return;
    case GG_ORDER_MAGMA:
        gg_msa_store16_magma(&w->st[0][0], w->buf);
        return;
    }
    GG_UNREACHABLE();
}

/* in xor the state -> out, LANES blocks in the cipher's byte order (the counter mode's output). */
static void run_store_xor(msa_work *w, gg_order order, const uint8_t *in, uint8_t *out)
{
    switch (order) {
    case GG_ORDER_GOST89:
        gg_msa_store16_xor_gost89(&w->st[0][0], in, out);
        return;
    case GG_ORDER_MAGMA:
        gg_msa_store16_xor_magma(&w->st[0][0], in, out);
        return;
    }
    GG_UNREACHABLE();
}

void gg_msa_magma_ctr(const gg_magma_key *key, gg_order order, uint32_t ctr[2],
                           const uint8_t *in, uint8_t *out, size_t nblocks)
{
    msa_work w;
    if (nblocks == 0)
        return;
    set_tables(&w, key->sbox);
    for (unsigned i = 0; i < 8; i++)
        for (unsigned j = 0; j < 4; j++)
            memset(w.ks[i][j], (uint8_t)(key->k[i] >> (8 * j)), LANES);
    for (size_t i = 0; i < nblocks; i += LANES) {
        size_t n = nblocks - i < LANES ? nblocks - i : LANES;
        uint32_t c[2] = {ctr[0], ctr[1]};
        for (unsigned l = 0; l < LANES; l++) {
            gg_ctr_step(order, c);
            w.words[l][0] = c[0];
            w.words[l][1] = c[1];
            if (l + 1 == n)
                ctr[0] = c[0], ctr[1] = c[1];
        }
        WORDS_IN((const uint8_t *)w.words, &w.st[0][0]);
        rounds(&w, GG_SCHED_ENCRYPT);
        if (n == LANES) {
            run_store_xor(&w, order, in + 8 * i, out + 8 * i);
        } else {
            run_store(&w, order);
            for (size_t b = 0; b < 8 * n; b++)
                out[8 * i + b] = in[8 * i + b] ^ w.buf[b];
        }
    }
    wipe(&w, sizeof w);
}

/* The chain steps (generator/gostgen/modes.py), rendered by templates/_shared/chain.j2 in the
 * word form of one stream: p (pa, pb), its register r[0], r[1], the cipher's input in w.words,
 * its output y (ya, yb), which becomes the output in place. */
void gg_msa_magma_lanes_chain(const gg_magma_key *const *keys, gg_order order,
                                   gg_sched sched, gg_chain chain, size_t n, uint32_t *reg,
                                   const uint8_t *const in[], uint8_t *const out[], size_t off,
                                   size_t nblocks)
{
    msa_work w;
    if (n == 0 || nblocks == 0)
        return;
    for (size_t g = 0; g < n;) {
        size_t m = group(keys + g, n - g);
        set_keys(&w, keys + g, m);
        memset(w.words, 0, sizeof w.words);
        for (size_t j = 0; j < nblocks; j++) {
            size_t at = off + 8 * j;
            /* the cipher's input per stream (gg_backend.h, gg_chain) */
            for (size_t l = 0; l < m; l++) {
                uint32_t *r = reg + 2 * (g + l), pa, pb;
                gg_magma_load_block(order, in[g + l] + at, &pa, &pb);
                switch (chain) {
                case GG_CHAIN_ECB:
                case GG_CHAIN_CBC_DEC:
                    w.words[l][0] = pa;
                    w.words[l][1] = pb;
                    break;
                case GG_CHAIN_CNT:
                    gg_cnt_next(&r[0], &r[1]);
                    w.words[l][0] = r[0];
                    w.words[l][1] = r[1];
                    break;
                case GG_CHAIN_CTR:
                    gg_ctr_inc(&r[0], &r[1]);
                    w.words[l][0] = r[0];
                    w.words[l][1] = r[1];
                    break;
                case GG_CHAIN_OFB:
                case GG_CHAIN_CFB_ENC:
                case GG_CHAIN_CFB_DEC:
                    w.words[l][0] = r[0];
                    w.words[l][1] = r[1];
                    break;
                case GG_CHAIN_CBC_ENC:
                case GG_CHAIN_MAC:
                    w.words[l][0] = pa ^ r[0];
                    w.words[l][1] = pb ^ r[1];
                    break;
                }
            }
            rounds_words(&w, sched);
            for (size_t l = 0; l < m; l++) {
                uint32_t *r = reg + 2 * (g + l), pa, pb, ya, yb;
                gg_magma_load_block(order, in[g + l] + at, &pa, &pb); /* before out: may alias */
                ya = w.words[l][0], yb = w.words[l][1];
                switch (chain) {
                case GG_CHAIN_ECB:
                    break;
                case GG_CHAIN_CNT:
                case GG_CHAIN_CTR:
                    ya = pa ^ ya;
                    yb = pb ^ yb;
                    break;
                case GG_CHAIN_OFB:
                    r[0] = ya;
                    r[1] = yb;
                    ya = pa ^ ya;
                    yb = pb ^ yb;
                    break;
                case GG_CHAIN_CBC_ENC:
                case GG_CHAIN_MAC:
                    r[0] = ya;
                    r[1] = yb;
                    break;
                case GG_CHAIN_CBC_DEC:
                    ya = ya ^ r[0];
                    yb = yb ^ r[1];
                    r[0] = pa;
                    r[1] = pb;
                    break;
                case GG_CHAIN_CFB_ENC:
                    ya = pa ^ ya;
                    yb = pb ^ yb;
                    r[0] = ya;
                    r[1] = yb;
                    break;
                case GG_CHAIN_CFB_DEC:
                    ya = pa ^ ya;
                    yb = pb ^ yb;
                    r[0] = pa;
                    r[1] = pb;
                    break;
                }
                if (chain != GG_CHAIN_MAC)
                    gg_magma_store_block(order, ya, yb, out[g + l] + at);
            }
        }
        g += m;
    }
    wipe(&w, sizeof w);
}
