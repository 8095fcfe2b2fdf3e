/* Auto-generated file. Do not edit!
 *   Template: templates/runtime/gg_modes.h.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: generator/gostgen/modes.py, templates/_shared/chain.j2
 *   Regenerate with: python -m gostgen.generate */
/* The modes of operation for the runtime's mode layer (runtime/src/modes.c), rendered from their
 * description (generator/gostgen/modes.py): the families of modes and their MACs as tables, the
 * chain steps on blocks of bytes, CryptoPro key meshing and ACPKM re-keying. Included by
 * gg_internal.h. */
#ifndef GG_MODES_H
#define GG_MODES_H

#include <stddef.h>
#include <stdint.h>

#include "gg_backend.h"

/* CryptoPro key meshing (RFC 4357 2.3.2): after every GG_MESH_BYTES bytes under one key, the key
 * becomes the ECB decryption of gg_mesh_constant under it. */
#define GG_MESH_BYTES 1024
extern const uint8_t gg_mesh_constant[32];

/* ACPKM re-keying (R 1323565.1.017-2018 4.1): at the start of each section after the first, the
 * key becomes the ECB encryption of gg_acpkm_constant under it; the register runs on. A section
 * is GG_ACPKM_DEFAULT_SECTION(n) bytes (n the block bytes) unless the caller sets one. */
extern const uint8_t gg_acpkm_constant[32];
#define GG_ACPKM_DEFAULT_SECTION(n) \
    ((n) == 8 ? 1024 : (n) == 16 ? 4096 : 0)

/* The families of modes (modes.FAMILIES). */
typedef enum gg_family {
    GG_FAMILY_RFC5830 = 0, /* RFC 5830, RFC 4357 2.3.2 */
    GG_FAMILY_GOST3413 = 1, /* GOST R 34.13-2015 */
    GG_FAMILY_COUNT = 2
} gg_family;

/* How a mode's register starts (modes.STARTS). */
typedef enum gg_start {
    GG_START_NONE = 0,
    GG_START_IV = 1,
    GG_START_E_IV = 2,
    GG_START_COUNTER = 3,
} gg_start;

/* Its IV: none, n/2 bytes, n bytes, or k >= 1 blocks up to GG_MAX_REG bytes (modes.IVS). */
typedef enum gg_iv_rule {
    GG_IV_NONE = 0,
    GG_IV_HALF = 1,
    GG_IV_BLOCK = 2,
    GG_IV_BLOCKS = 3,
} gg_iv_rule;

typedef struct gg_mode_info {
    int mode;                /* gostgen_mode */
    gg_chain encrypt, decrypt;
    int inverse;             /* decryption runs the cipher's inverse */
    int whole_blocks;        /* the data is whole blocks */
    int meshing;             /* CryptoPro meshing may be asked for (it also re-encrypts r) */
    int acpkm;               /* ACPKM re-keying every section */
    gg_iv_rule iv;
    gg_start start;
} gg_mode_info;

/* The mode of a family, or NULL when the family does not offer it. */
const gg_mode_info *gg_mode_find(gg_family f, int mode);

typedef struct gg_mac_info {
    gg_chain chain;          /* the MAC's chain step */
    gg_sched schedule;       /* its schedule */
    int pad_one;             /* a short last block: 1 then zeros (else zeros) */
    int short_extra_block;   /* a message of 1..n bytes takes one more all-zero block */
    int meshing;             /* meshing may be asked for (the key only) */
    uint8_t subkey_b8, subkey_b16; /* CMAC's B_n for n = 8, 16 bytes; 0: no subkeys */
} gg_mac_info;
extern const gg_mac_info gg_mac_infos[GG_FAMILY_COUNT];

/* The register operations (modes.REGISTER_OPS) and the one each chain step runs before the
 * cipher (GG_REGISTER_OP_NONE: none). */
typedef enum gg_register_op {
    GG_REGISTER_OP_NONE = 0,
    GG_REGISTER_OP_CNT_NEXT = 1,
    GG_REGISTER_OP_CTR_INC = 2,
} gg_register_op;

static inline gg_register_op gg_chain_counter_op(gg_chain c)
{
    static const unsigned char op[GG_CHAIN_COUNT] = {
        GG_REGISTER_OP_NONE, /* ECB */
        GG_REGISTER_OP_CNT_NEXT, /* CNT */
        GG_REGISTER_OP_CTR_INC, /* CTR */
        GG_REGISTER_OP_NONE, /* OFB */
        GG_REGISTER_OP_NONE, /* CBC_ENC */
        GG_REGISTER_OP_NONE, /* CBC_DEC */
        GG_REGISTER_OP_NONE, /* CFB_ENC */
        GG_REGISTER_OP_NONE, /* CFB_DEC */
        GG_REGISTER_OP_NONE, /* MAC */
    };
    return (gg_register_op)op[c];
}

/* Properties of the chain steps. */
static inline int gg_chain_counted(gg_chain c) /* steps its register before the cipher */
{
    return (c == GG_CHAIN_CNT || c == GG_CHAIN_CTR);
}
static inline int gg_chain_has_feedback(gg_chain c) /* updates its register after the cipher */
{
    return c != GG_CHAIN_ECB && c != GG_CHAIN_CNT && c != GG_CHAIN_CTR;
}
static inline int gg_chain_keystream(gg_chain c) /* out = p ^ y: a partial block is allowed */
{
    return c != GG_CHAIN_ECB && c != GG_CHAIN_CBC_ENC && c != GG_CHAIN_CBC_DEC && c != GG_CHAIN_MAC;
}
static inline int gg_chain_feeds_back_input(gg_chain c) /* the register takes p */
{
    return (c == GG_CHAIN_CBC_DEC || c == GG_CHAIN_CFB_DEC);
}

/* A register of z blocks of n bytes (a shift register, slot pos first); a counted register is
 * one block holding the counter before the next one. */
typedef struct gg_register {
    uint8_t *r;
    size_t n, z, pos;
} gg_register;

/* The chain steps on blocks of bytes (gg_steps.h, included by runtime/src/modes.c):
 * gg_chain_inputs(chain, R, in, X, nb): the cipher inputs X of nb blocks (block j's input at
 *   in + n j; in may be NULL when the step's input does not read it). A batch holds at most z
 *   blocks when the register's update waits for the cipher; when the update is the block's
 *   input, block j >= z reads its register from in.
 * gg_chain_outputs(chain, R, in, Y, out, nb): the outputs of nb blocks from the cipher outputs Y,
 *   and the register's update (in and out may alias exactly).
 * gg_chain_feedback(chain, R, p, y): the register's update of one block whose output was made
 *   piecewise (a keystream step): from its input p and cipher output y. */

#endif /* GG_MODES_H */
