/* Auto-generated file. Do not edit!
 *   Template: templates/runtime/gg_steps.h.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: generator/gostgen/modes.py, templates/_shared/chain.j2
 *   Regenerate with: python -m gostgen.generate */
/* The chain steps (generator/gostgen/modes.py) on blocks of bytes, for the runtime's mode layer:
 * included by runtime/src/modes.c only, so that the compiler specialises every step where it is
 * called. What each function does: gg_modes.h. */
#ifndef GG_STEPS_H
#define GG_STEPS_H

#include <string.h>

#include "gg_bytes.h"
#include "gg_internal.h"

/* The register operations of modes.py on n-byte blocks: cnt_next on GOST 28147-89's block, its
 * halves little-endian words (RFC 5830 6.1); ctr_inc on a big-endian number of n bytes. */
static inline void gg_cnt_next_block(uint8_t *r)
{
    uint32_t a = gg_load_le32(r), b = gg_load_le32(r + 4);
    gg_cnt_next(&a, &b);
    gg_store_le32(r, a);
    gg_store_le32(r + 4, b);
}

static inline void gg_ctr_inc_block(uint8_t *r, size_t n)
{
    for (size_t i = n; i-- > 0;)
        if (++r[i] != 0)
            break;
}

static inline uint8_t *gg_slot(const gg_register *R, size_t j)
{
    return R->z == 1 ? R->r : R->r + R->n * ((R->pos + j) % R->z);
}

/* The register of block j of a batch: its slot, or for a block j >= z whose register takes the
 * input, the input of block j - z (read only: such a step does not write r before the cipher). */
static inline uint8_t *gg_register_of(const gg_register *R, gg_chain chain, const uint8_t *in,
                                      size_t j)
{
    if (j >= R->z && gg_chain_feeds_back_input(chain))
        return (uint8_t *)(uintptr_t)(in + R->n * (j - R->z));
    return gg_slot(R, j);
}

/* The chain steps in this file's spelling: a block is n bytes; p the input, r the register, x and
 * y the cipher's input and output, o the output. */
/* Each body is inlined once per block size of the described ciphers, where n is a constant. */
#define GG_BODY static inline __attribute__((always_inline)) void

GG_BODY gg_inputs(gg_chain chain, gg_register *R, const size_t n, const uint8_t *in, uint8_t *X,
                  size_t nb)
{
    switch (chain) {
    case GG_CHAIN_ECB:
    case GG_CHAIN_CBC_DEC:
        for (size_t j = 0; j < nb; j++) {
            const uint8_t *p = in + n * j;
            memcpy(X + n * j, p, n);
        }
        break;
    case GG_CHAIN_CNT:
        for (size_t j = 0; j < nb; j++) {
            uint8_t *r = gg_register_of(R, chain, in, j);
            gg_cnt_next_block(r);
            memcpy(X + n * j, r, n);
        }
        break;
    case GG_CHAIN_CTR:
        for (size_t j = 0; j < nb; j++) {
            uint8_t *r = gg_register_of(R, chain, in, j);
            gg_ctr_inc_block(r, n);
            memcpy(X + n * j, r, n);
        }
        break;
    case GG_CHAIN_OFB:
    case GG_CHAIN_CFB_ENC:
    case GG_CHAIN_CFB_DEC:
        for (size_t j = 0; j < nb; j++) {
            uint8_t *r = gg_register_of(R, chain, in, j);
            memcpy(X + n * j, r, n);
        }
        break;
    case GG_CHAIN_CBC_ENC:
    case GG_CHAIN_MAC:
        for (size_t j = 0; j < nb; j++) {
            const uint8_t *p = in + n * j;
            uint8_t *r = gg_register_of(R, chain, in, j);
            gg_xor(X + n * j, p, r, n);
        }
        break;
    }
}

/* The input is copied before the output, which may alias it, is written (P: a stack temporary,
 * scrubbed with the rest of the stack when the call returns, gg_stack_scrub). */
GG_BODY gg_outputs(gg_chain chain, gg_register *R, const size_t n, const uint8_t *in,
                   const uint8_t *Y, uint8_t *out, size_t nb)
{
    uint8_t P[GG_MAX_BLOCK];
    switch (chain) {
    case GG_CHAIN_ECB:
        for (size_t j = 0; j < nb; j++) {
            memcpy(out + n * j, Y + n * j, n);
        }
        break;
    case GG_CHAIN_CNT:
    case GG_CHAIN_CTR:
        for (size_t j = 0; j < nb; j++) {
            memcpy(P, in + n * j, n);
            gg_xor(out + n * j, P, Y + n * j, n);
        }
        break;
    case GG_CHAIN_OFB:
        for (size_t j = 0; j < nb; j++) {
            memcpy(P, in + n * j, n);
            uint8_t *r = gg_slot(R, j);
            gg_xor(out + n * j, P, Y + n * j, n);
            memcpy(r, Y + n * j, n);
        }
        break;
    case GG_CHAIN_CBC_ENC:
        for (size_t j = 0; j < nb; j++) {
            uint8_t *r = gg_slot(R, j);
            memcpy(out + n * j, Y + n * j, n);
            memcpy(r, Y + n * j, n);
        }
        break;
    case GG_CHAIN_CBC_DEC:
        for (size_t j = 0; j < nb; j++) {
            memcpy(P, in + n * j, n);
            uint8_t *r = gg_slot(R, j);
            gg_xor(out + n * j, Y + n * j, r, n);
            memcpy(r, P, n);
        }
        break;
    case GG_CHAIN_CFB_ENC:
        for (size_t j = 0; j < nb; j++) {
            memcpy(P, in + n * j, n);
            uint8_t *r = gg_slot(R, j);
            gg_xor(out + n * j, P, Y + n * j, n);
            memcpy(r, out + n * j, n);
        }
        break;
    case GG_CHAIN_CFB_DEC:
        for (size_t j = 0; j < nb; j++) {
            memcpy(P, in + n * j, n);
            uint8_t *r = gg_slot(R, j);
            gg_xor(out + n * j, P, Y + n * j, n);
            memcpy(r, P, n);
        }
        break;
    case GG_CHAIN_MAC:
        for (size_t j = 0; j < nb; j++) {
            uint8_t *r = gg_slot(R, j);
            memcpy(r, Y + n * j, n);
        }
        break;
    }
    if (R->z > 1)
        R->pos = (R->pos + nb) % R->z;
}

GG_BODY gg_feedback(gg_chain chain, gg_register *R, const size_t n, const uint8_t *p,
                    const uint8_t *y)
{
    uint8_t *r = gg_slot(R, 0);
    switch (chain) {
    case GG_CHAIN_ECB:
    case GG_CHAIN_CNT:
    case GG_CHAIN_CTR:
        break;
    case GG_CHAIN_OFB:
    case GG_CHAIN_CBC_ENC:
    case GG_CHAIN_MAC:
        memcpy(r, y, n);
        break;
    case GG_CHAIN_CBC_DEC:
    case GG_CHAIN_CFB_DEC:
        memcpy(r, p, n);
        break;
    case GG_CHAIN_CFB_ENC:
        gg_xor(r, p, y, n);
        break;
    }
    if (R->z > 1)
        R->pos = (R->pos + 1) % R->z;
}

/* Whole steps one after another, the cipher between (the steps whose register waits for the
 * cipher: one block per cipher call): nb blocks under k with schedule sched; in and out may
 * alias exactly; out is not written by a step without output (may be NULL). */
GG_BODY gg_serial(gg_chain chain, gg_register *R, const size_t n, const gg_key *k,
                  gg_sched sched, const uint8_t *in, uint8_t *out, size_t nb)
{
    uint8_t X[GG_MAX_BLOCK], P[GG_MAX_BLOCK];
    switch (chain) {
    case GG_CHAIN_ECB:
        for (size_t j = 0; j < nb; j++) {
            memcpy(P, in + n * j, n);
            memcpy(X, P, n);
            gg_key_blocks(k, sched, X, X, 1);
            memcpy(out + n * j, X, n);
        }
        break;
    case GG_CHAIN_CNT:
        for (size_t j = 0; j < nb; j++) {
            memcpy(P, in + n * j, n);
            uint8_t *r = gg_slot(R, j);
            gg_cnt_next_block(r);
            memcpy(X, r, n);
            gg_key_blocks(k, sched, X, X, 1);
            gg_xor(out + n * j, P, X, n);
        }
        break;
    case GG_CHAIN_CTR:
        for (size_t j = 0; j < nb; j++) {
            memcpy(P, in + n * j, n);
            uint8_t *r = gg_slot(R, j);
            gg_ctr_inc_block(r, n);
            memcpy(X, r, n);
            gg_key_blocks(k, sched, X, X, 1);
            gg_xor(out + n * j, P, X, n);
        }
        break;
    case GG_CHAIN_OFB:
        for (size_t j = 0; j < nb; j++) {
            memcpy(P, in + n * j, n);
            uint8_t *r = gg_slot(R, j);
            memcpy(X, r, n);
            gg_key_blocks(k, sched, X, X, 1);
            gg_xor(out + n * j, P, X, n);
            memcpy(r, X, n);
        }
        break;
    case GG_CHAIN_CBC_ENC:
        for (size_t j = 0; j < nb; j++) {
            memcpy(P, in + n * j, n);
            uint8_t *r = gg_slot(R, j);
            gg_xor(X, P, r, n);
            gg_key_blocks(k, sched, X, X, 1);
            memcpy(out + n * j, X, n);
            memcpy(r, X, n);
        }
        break;
    case GG_CHAIN_CBC_DEC:
        for (size_t j = 0; j < nb; j++) {
            memcpy(P, in + n * j, n);
            uint8_t *r = gg_slot(R, j);
            memcpy(X, P, n);
            gg_key_blocks(k, sched, X, X, 1);
            gg_xor(out + n * j, X, r, n);
            memcpy(r, P, n);
        }
        break;
    case GG_CHAIN_CFB_ENC:
        for (size_t j = 0; j < nb; j++) {
            memcpy(P, in + n * j, n);
            uint8_t *r = gg_slot(R, j);
            memcpy(X, r, n);
            gg_key_blocks(k, sched, X, X, 1);
            gg_xor(out + n * j, P, X, n);
            memcpy(r, out + n * j, n);
        }
        break;
    case GG_CHAIN_CFB_DEC:
        for (size_t j = 0; j < nb; j++) {
            memcpy(P, in + n * j, n);
            uint8_t *r = gg_slot(R, j);
            memcpy(X, r, n);
            gg_key_blocks(k, sched, X, X, 1);
            gg_xor(out + n * j, P, X, n);
            memcpy(r, P, n);
        }
        break;
    case GG_CHAIN_MAC:
        for (size_t j = 0; j < nb; j++) {
            memcpy(P, in + n * j, n);
            uint8_t *r = gg_slot(R, j);
            gg_xor(X, P, r, n);
            gg_key_blocks(k, sched, X, X, 1);
            memcpy(r, X, n);
        }
        break;
    }
    if (R->z > 1)
        R->pos = (R->pos + nb) % R->z;
}

static inline void gg_chain_inputs(gg_chain chain, gg_register *R, const uint8_t *in, uint8_t *X,
                                   size_t nb)
{
    if (R->n == 8)
        gg_inputs(chain, R, 8, in, X, nb);
    else if (R->n == 16)
        gg_inputs(chain, R, 16, in, X, nb);
    else
        gg_inputs(chain, R, R->n, in, X, nb);
}

static inline void gg_chain_outputs(gg_chain chain, gg_register *R, const uint8_t *in,
                                    const uint8_t *Y, uint8_t *out, size_t nb)
{
    if (R->n == 8)
        gg_outputs(chain, R, 8, in, Y, out, nb);
    else if (R->n == 16)
        gg_outputs(chain, R, 16, in, Y, out, nb);
    else
        gg_outputs(chain, R, R->n, in, Y, out, nb);
}

static inline void gg_chain_feedback(gg_chain chain, gg_register *R, const uint8_t *p,
                                     const uint8_t *y)
{
    if (R->n == 8)
        gg_feedback(chain, R, 8, p, y);
    else if (R->n == 16)
        gg_feedback(chain, R, 16, p, y);
    else
        gg_feedback(chain, R, R->n, p, y);
}

static inline void gg_chain_serial(gg_chain chain, gg_register *R, const gg_key *k, gg_sched sched,
                                   const uint8_t *in, uint8_t *out, size_t nb)
{
    if (R->n == 8)
        gg_serial(chain, R, 8, k, sched, in, out, nb);
    else if (R->n == 16)
        gg_serial(chain, R, 16, k, sched, in, out, nb);
    else
        gg_serial(chain, R, R->n, k, sched, in, out, nb);
}

#endif /* GG_STEPS_H */
