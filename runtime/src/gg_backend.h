/* gg_backend.h: what a generated backend provides to the runtime, and what the generator's
 * shared output (S-box registry, key and block byte orders) provides to both.
 *
 * A backend is one `const gg_backend gg_backend_<name>` built from generated/<name>/. The list of
 * backends is itself generated (generated/runtime/gg_backends.c), so adding a backend touches no
 * hand-written file here. */
#ifndef GG_BACKEND_H
#define GG_BACKEND_H

#include <stddef.h>
#include <stdint.h>

/* Ends a switch that names every value of an enum and returns from every case: no value outside
 * the enum is passed, so the compiler need not test for one, as with a last case spelled
 * `default:`; but with no default, -Werror=switch checks that every value is named (an unhandled
 * case is a build error, never a default). Where no such builtin is known, abort(). */
#if defined(__GNUC__) || defined(__clang__)
#define GG_UNREACHABLE() __builtin_unreachable()
#elif defined(_MSC_VER)
#define GG_UNREACHABLE() __assume(0)
#else
#include <stdlib.h>
#define GG_UNREACHABLE() abort()
#endif

/* The block ciphers described with round keys (generated/runtime/gg_blockciphers.h): GG_BC_*,
 * GG_CT_<NAME> and gg_bc_ops; the backend a call uses gives gg_bc_ops_of(be, GG_BC_*). */
#include "gg_blockciphers.h"

/* An S-box set, ready for every backend. Compiled-in sets come from generated/runtime/gg_sboxes.c
 * with `t` precomputed by the generator; sets given at run time are expanded by
 * gg_sbox_expand(), which is generated from the same description. */
struct gostgen_sbox {
    char name[64];
    char oid[64];
    uint8_t rows[8][16]; /* rows[i] substitutes nibble i (i = 0: least significant) */
    uint32_t t[4][256];  /* t[j][b] = S applied to byte j = b alone, rotated: the portable tables */
    int heap;            /* 1 if allocated by gostgen_sbox_new */
};
typedef struct gostgen_sbox gg_sbox;

typedef struct gg_magma_key {
    uint32_t k[8];        /* K0..K7, already in word form for the key's byte order */
    const gg_sbox *sbox;
} gg_magma_key;

/* The byte orders, schedules and chain steps (gg_order, gg_sched, gg_chain), the counter-mode
 * constants (GG_CNT_C1, GG_CNT_C2), GG_CT_MAGMA / GG_CT_STREEBOG and the backend table
 * (gg_backend), generated from the descriptions and generator/gostgen/modes.py. */
#include "gg_vtable.h"

/* ---- generated/runtime: shared by all backends ---- */
extern const gg_backend *const gg_backends[]; /* best first, NULL-terminated */
extern const gg_sbox gg_builtin_sboxes[];
extern const size_t gg_builtin_sbox_count;
/* Fills s->t from s->rows. */
void gg_sbox_expand(gg_sbox *s);
/* Key bytes -> K0..K7 words, and block bytes <-> the halves (a, b), per byte order. */
void gg_magma_load_key(gg_order order, const uint8_t key[32], uint32_t k[8]);
void gg_magma_load_block(gg_order order, const uint8_t in[8], uint32_t *a, uint32_t *b);
void gg_magma_store_block(gg_order order, uint32_t a, uint32_t b, uint8_t out[8]);
/* Streebog initial vectors and digest extraction (dsl/streebog.gg, section "variant"). */
void gg_streebog_iv(unsigned bits, uint8_t h[64]);
void gg_streebog_digest(unsigned bits, const uint8_t h[64], uint8_t *out);

#endif /* GG_BACKEND_H */
