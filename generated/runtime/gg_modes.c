/* Auto-generated file. Do not edit!
 *   Template: templates/runtime/gg_modes.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: generator/gostgen/modes.py, templates/_shared/chain.j2
 *   Regenerate with: python -m gostgen.generate */
/* The modes' tables (gg_modes.h), rendered from generator/gostgen/modes.py; runtime/src/modes.c
 * runs them (the chain steps themselves: gg_steps.h). */
#include "gg_internal.h"

const uint8_t gg_mesh_constant[32] = {
    0x69, 0x00, 0x72, 0x22, 0x64, 0xc9, 0x04, 0x23, 0x8d, 0x3a, 0xdb, 0x96, 0x46, 0xe9, 0x2a, 0xc4,
    0x18, 0xfe, 0xac, 0x94, 0x00, 0xed, 0x07, 0x12, 0xc0, 0x86, 0xdc, 0xc2, 0xef, 0x4c, 0xa9, 0x2b,
};

const uint8_t gg_acpkm_constant[32] = {
    0x80, 0x81, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x8b, 0x8c, 0x8d, 0x8e, 0x8f,
    0x90, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0x9b, 0x9c, 0x9d, 0x9e, 0x9f,
};

static const struct {
    gg_family family;
    gg_mode_info info;
} gg_modes[] = {
    {GG_FAMILY_RFC5830, {GOSTGEN_ECB, GG_CHAIN_ECB, GG_CHAIN_ECB, 1, 1, 0, 0, GG_IV_NONE, GG_START_NONE}},
    {GG_FAMILY_RFC5830, {GOSTGEN_CNT, GG_CHAIN_CNT, GG_CHAIN_CNT, 0, 0, 1, 0, GG_IV_BLOCK, GG_START_E_IV}},
    {GG_FAMILY_RFC5830, {GOSTGEN_CFB, GG_CHAIN_CFB_ENC, GG_CHAIN_CFB_DEC, 0, 0, 1, 0, GG_IV_BLOCK, GG_START_IV}},
    {GG_FAMILY_GOST3413, {GOSTGEN_ECB, GG_CHAIN_ECB, GG_CHAIN_ECB, 1, 1, 0, 0, GG_IV_NONE, GG_START_NONE}},
    {GG_FAMILY_GOST3413, {GOSTGEN_CTR, GG_CHAIN_CTR, GG_CHAIN_CTR, 0, 0, 0, 0, GG_IV_HALF, GG_START_COUNTER}},
    {GG_FAMILY_GOST3413, {GOSTGEN_OFB, GG_CHAIN_OFB, GG_CHAIN_OFB, 0, 0, 0, 0, GG_IV_BLOCKS, GG_START_IV}},
    {GG_FAMILY_GOST3413, {GOSTGEN_CBC, GG_CHAIN_CBC_ENC, GG_CHAIN_CBC_DEC, 1, 1, 0, 0, GG_IV_BLOCKS, GG_START_IV}},
    {GG_FAMILY_GOST3413, {GOSTGEN_CFB, GG_CHAIN_CFB_ENC, GG_CHAIN_CFB_DEC, 0, 0, 0, 0, GG_IV_BLOCKS, GG_START_IV}},
    {GG_FAMILY_GOST3413, {GOSTGEN_CTR_ACPKM, GG_CHAIN_CTR, GG_CHAIN_CTR, 0, 0, 0, 1, GG_IV_HALF, GG_START_COUNTER}},
};

const gg_mode_info *gg_mode_find(gg_family f, int mode)
{
    for (size_t i = 0; i < sizeof gg_modes / sizeof gg_modes[0]; i++)
        if (gg_modes[i].family == f && gg_modes[i].info.mode == mode)
            return &gg_modes[i].info;
    return NULL;
}

const gg_mac_info gg_mac_infos[GG_FAMILY_COUNT] = {
    {GG_CHAIN_MAC, GG_SCHED_MAC, 0, 1, 1, 0x00, 0x00}, /* rfc5830 */
    {GG_CHAIN_MAC, GG_SCHED_ENCRYPT, 1, 0, 0, 0x1b, 0x87}, /* gost3413 */
};
